/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution-item.h: one packing of the solution list, made on demand for a list row.
 */
#pragma once

#include <glib-object.h>

#include "pento-core.h"

G_BEGIN_DECLS

#define PENTO_TYPE_SOLUTION_ITEM (pento_solution_item_get_type ())
G_DECLARE_FINAL_TYPE (PentoSolutionItem, pento_solution_item, PENTO, SOLUTION_ITEM, GObject)

PentoSolutionItem   *pento_solution_item_new                (PentoBoard          *board,
                                                             const PentoSolution *solution,
                                                             guint                index,
                                                             guint                unique_index,
                                                             gboolean             representative);
PentoBoard          *pento_solution_item_get_board          (PentoSolutionItem   *self);
const PentoSolution *pento_solution_item_get_solution       (PentoSolutionItem   *self);
/* Position among all packings of the search, from 0. */
guint                pento_solution_item_get_index          (PentoSolutionItem   *self);
/* Position among the representatives (one per symmetry class) found up to this one, from 0. */
guint                pento_solution_item_get_unique_index   (PentoSolutionItem   *self);
gboolean             pento_solution_item_get_representative (PentoSolutionItem   *self);

G_END_DECLS
