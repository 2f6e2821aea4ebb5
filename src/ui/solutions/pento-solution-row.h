/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution-row.h: one row of the solution list — a thumbnail and the packing's number.
 */
#pragma once

#include <gtk/gtk.h>

#include "common/pento-solution-item.h"

G_BEGIN_DECLS

#define PENTO_TYPE_SOLUTION_ROW (pento_solution_row_get_type ())
G_DECLARE_FINAL_TYPE (PentoSolutionRow, pento_solution_row, PENTO, SOLUTION_ROW, GtkWidget)

GtkWidget *pento_solution_row_new      (void);
/* Shows @item (NULL: nothing); @unique_only says whether to number it among the unique
 * packings or among all. */
void       pento_solution_row_set_item (PentoSolutionRow  *self,
                                        PentoSolutionItem *item,
                                        gboolean           unique_only);
/* What the row says of its packing, "No. 37" (NULL while it shows none): for tests reading
 * the list as drawn. */
const char *pento_solution_row_get_title (PentoSolutionRow *self);
/* Rows of a box's packings draw its layers instead of the board (NULL: a flat board again).
 * Set before the item. */
void       pento_solution_row_set_box  (PentoSolutionRow  *self,
                                        const PentoBox    *box);

G_END_DECLS
