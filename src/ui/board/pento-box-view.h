/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-box-view.h: the custom widget that draws a box in space and its packing, as the
 * layers side by side and as an isometric view.
 */
#pragma once

#include <gtk/gtk.h>

#include "pento-core.h"
#include "common/pento-board-model.h"

G_BEGIN_DECLS

#define PENTO_TYPE_BOX_VIEW (pento_box_view_get_type ())
G_DECLARE_FINAL_TYPE (PentoBoxView, pento_box_view, PENTO, BOX_VIEW, GtkWidget)

GtkWidget           *pento_box_view_new              (void);
/* Draws @model's box and, while it is a box, its packing (its layers side by side, see
 * pento-box.h). */
void                 pento_box_view_set_model        (PentoBoxView        *self,
                                                      PentoBoardModel     *model);
PentoBoardModel     *pento_box_view_get_model        (PentoBoxView        *self);
/* The box drawn; FALSE when none. */
gboolean             pento_box_view_get_box          (PentoBoxView        *self,
                                                      PentoBox            *out);
/* "solution" property (read only): the packing drawn, or NULL for the empty box. */
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
