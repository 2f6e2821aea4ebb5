/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-box-view.h: the custom widget that draws a box in space and its packing, as the
 * layers side by side and as an isometric view.
 */
#pragma once

#include <gtk/gtk.h>

#include "pento-core.h"

G_BEGIN_DECLS

#define PENTO_TYPE_BOX_VIEW (pento_box_view_get_type ())
G_DECLARE_FINAL_TYPE (PentoBoxView, pento_box_view, PENTO, BOX_VIEW, GtkWidget)

GtkWidget           *pento_box_view_new              (void);
/* The box drawn (copied); NULL draws nothing. A packing of another size is dropped. */
void                 pento_box_view_set_box          (PentoBoxView        *self,
                                                      const PentoBox      *box);
/* FALSE when no box is set. */
gboolean             pento_box_view_get_box          (PentoBoxView        *self,
                                                      PentoBox            *out);
/* "solution" property (PENTO_TYPE_SOLUTION, copied): a packing of the box, its layers side
 * by side (see pento-box.h); NULL shows the empty box. */
void                 pento_box_view_set_solution     (PentoBoxView        *self,
                                                      const PentoSolution *solution);
const PentoSolution *pento_box_view_get_solution     (PentoBoxView        *self);
/* "show-letters" property: letters on the layers. */
void                 pento_box_view_set_show_letters (PentoBoxView        *self,
                                                      gboolean             show_letters);
gboolean             pento_box_view_get_show_letters (PentoBoxView        *self);
/* "thumbnail" property: the layers only, small, for list rows. */
void                 pento_box_view_set_thumbnail    (PentoBoxView        *self,
                                                      gboolean             thumbnail);
gboolean             pento_box_view_get_thumbnail    (PentoBoxView        *self);

G_END_DECLS
