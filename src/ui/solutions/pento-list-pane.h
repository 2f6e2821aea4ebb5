/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-list-pane.h: the list pane (its own template) — unique or all, the counts, Solve
 * All's progress, and the session's list of packings, its selection the searches'. It follows
 * a PentoSearches by its properties and signals, and asks the person before the searches show
 * an answer during a challenge.
 */
#pragma once

#include <gtk/gtk.h>

#include "solutions/pento-searches.h"

G_BEGIN_DECLS

#define PENTO_TYPE_LIST_PANE (pento_list_pane_get_type ())
G_DECLARE_FINAL_TYPE (PentoListPane, pento_list_pane, PENTO, LIST_PANE, GtkWidget)

/* Shows @searches' list and counts (once). */
void        pento_list_pane_set_searches    (PentoListPane *self,
                                             PentoSearches *searches);
/* On a narrow window the explanation of the counts hides behind a button, and an empty list
 * says so in words alone. */
void        pento_list_pane_set_narrow      (PentoListPane *self,
                                             gboolean       narrow);
/* The counts line ("2,339 unique · 9,356 total"). */
const char *pento_list_pane_get_counts_text (PentoListPane *self);

G_END_DECLS
