/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-scores-window.h: the Scores window — the records of every kind of puzzle, the ladder
 * book as a map, the daily calendar and streak, and the collection of packings with its
 * browser — drawn from the player's records.
 */
#pragma once

#include <adwaita.h>

#include "pento-core.h"

G_BEGIN_DECLS

#define PENTO_TYPE_SCORES_WINDOW (pento_scores_window_get_type ())
G_DECLARE_FINAL_TYPE (PentoScoresWindow, pento_scores_window, PENTO, SCORES_WINDOW, AdwWindow)

PentoScoresWindow *pento_scores_window_new         (GtkWindow          *parent);
/* Draws @records (NULL while they are read: the pages wait) on every page; called again
 * whenever they change. @records must stay valid until the next call. */
void               pento_scores_window_set_records (PentoScoresWindow  *self,
                                                    const PentoRecords *records);
/* A sentence above the pages (the records kept aside, say); NULL hides it. */
void               pento_scores_window_set_notice  (PentoScoresWindow  *self,
                                                    const char         *notice);

/* What the window shows, for the tests and for a person reading it in order. */
/* The sentence above the pages, or NULL. */
const char        *pento_scores_window_get_notice  (PentoScoresWindow  *self);
/* The rows of page @page ("records", "ladder", "daily", "collection") in order, each as
 * "TITLE\tSUBTITLE" ("  " before a row inside an expander); NULL-terminated. */
char             **pento_scores_window_get_rows    (PentoScoresWindow  *self,
                                                    const char         *page);
/* Whether page @page shows its empty state. */
gboolean           pento_scores_window_is_empty    (PentoScoresWindow  *self,
                                                    const char         *page);
/* The accessible names of the ladder map's marks, in order; NULL-terminated. */
char             **pento_scores_window_get_marks   (PentoScoresWindow  *self);
/* The calendar shows @year's @month; the accessible name of its day @day. */
void               pento_scores_window_show_month  (PentoScoresWindow  *self,
                                                    guint               year,
                                                    guint               month);
const char        *pento_scores_window_get_day     (PentoScoresWindow  *self,
                                                    guint               day);
/* Opens the browser of the collection's row @index: its list of packings. */
GListModel        *pento_scores_window_browse      (PentoScoresWindow  *self,
                                                    guint               index);

G_END_DECLS
