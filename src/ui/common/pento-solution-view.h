/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution-view.h: one way of showing a PentoSolutionList (every packing, or one per
 * symmetry class) as a GListModel that a list view can bind to and keep.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _PentoSolutionList PentoSolutionList;

#define PENTO_TYPE_SOLUTION_VIEW (pento_solution_view_get_type ())
G_DECLARE_FINAL_TYPE (PentoSolutionView, pento_solution_view, PENTO, SOLUTION_VIEW, GObject)

/* Made only by PentoSolutionList, which owns its views. */
PentoSolutionView *pento_solution_view_new            (PentoSolutionList *list,
                                                       gboolean           unique_only);
gboolean           pento_solution_view_get_unique_only (PentoSolutionView *self);
/* How many packings the list holds for this view; the model may show fewer for a few
 * main-loop iterations while it catches up (see pento-solution-view.c). */
guint              pento_solution_view_get_n_available (PentoSolutionView *self);
/* Shows every packing the list holds up to @position (at once, not in steps), so that it
 * can be selected. FALSE when the list does not hold that many. */
gboolean           pento_solution_view_publish_to     (PentoSolutionView *self,
                                                       guint              position);

/* For PentoSolutionList: the list grew, or was emptied. */
void               pento_solution_view_grown          (PentoSolutionView *self);
void               pento_solution_view_cleared        (PentoSolutionView *self);
/* Only the view on screen reports packings as they come; a view made active catches up. */
void               pento_solution_view_set_active     (PentoSolutionView *self,
                                                       gboolean           active);

G_END_DECLS
