/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-list-pane.h: the list pane's widgets (its own template); PentoSolutionsPane fills
 * and drives them.
 */
#pragma once

#include <gtk/gtk.h>

#include "solutions/pento-solutions-pane.h"

G_BEGIN_DECLS

#define PENTO_TYPE_LIST_PANE (pento_list_pane_get_type ())
G_DECLARE_FINAL_TYPE (PentoListPane, pento_list_pane, PENTO, LIST_PANE, GtkWidget)

/* Fills the list pane's part of @widgets (the lists, the counts, the progress); the rest
 * is NULL, for the caller to set. */
void pento_list_pane_get_widgets (PentoListPane             *self,
                                  PentoSolutionsPaneWidgets *widgets);

/* The counts line ("2,339 unique · 9,356 total"). */
const char *pento_list_pane_get_counts_text (PentoListPane *self);

G_END_DECLS
