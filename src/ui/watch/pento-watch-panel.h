/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-watch-panel.h: Watch — the search at work on the board, its controls and live figures.
 * While it shows a running watch, Space on its window pauses and resumes it (app.watch-toggle),
 * except in a text field.
 */
#pragma once

#include <gtk/gtk.h>

#include "pento-core.h"
#include "common/pento-board-model.h"
#include "common/pento-solution-list.h"
#include "watch/pento-watch-task.h"

G_BEGIN_DECLS

#define PENTO_TYPE_WATCH_PANEL (pento_watch_panel_get_type ())
G_DECLARE_FINAL_TYPE (PentoWatchPanel, pento_watch_panel, PENTO, WATCH_PANEL, GtkWidget)

GtkWidget *pento_watch_panel_new                  (void);
/* Where a watch shows itself: the search's board goes to @model once a frame (the board and
 * the tray draw it), and every packing found is appended to @list. */
void       pento_watch_panel_attach               (PentoWatchPanel   *self,
                                                   PentoBoardModel   *model,
                                                   PentoSolutionList *list);
/* The watch to show (NULL: none; the searches own it and set it through the "task"
 * property). Its "finished" is heard here first, so the last packings are listed before
 * whoever started the task hears of the end. */
void       pento_watch_panel_set_task             (PentoWatchPanel   *self,
                                                   PentoWatchTask    *task);
/* Stops showing the watch and hides its figures, which belong to the board it watched. */
void       pento_watch_panel_clear                (PentoWatchPanel   *self);
/* The speed shown ("speed" property), in steps a second, 0: as fast as the screen refreshes;
 * choosing one activates app.watch-speed. */
void       pento_watch_panel_set_speed            (PentoWatchPanel   *self,
                                                   guint              speed);
guint      pento_watch_panel_get_speed            (PentoWatchPanel   *self);
gboolean   pento_watch_panel_is_running           (PentoWatchPanel   *self);
gboolean   pento_watch_panel_is_paused            (PentoWatchPanel   *self);
/* The figures shown (for tests): the last snapshot drawn. */
void       pento_watch_panel_get_figures          (PentoWatchPanel   *self,
                                                   PentoTraceFigures *out);
/* Frames drawn while watching, the longest time one frame's update took without adding to
 * the list, and the longest time adding to the list took (with whatever its views do then),
 * in µs (tests and the benchmark). */
guint64    pento_watch_panel_get_frames           (PentoWatchPanel   *self);
gint64     pento_watch_panel_get_longest_update   (PentoWatchPanel   *self);
gint64     pento_watch_panel_get_longest_append   (PentoWatchPanel   *self);
guint64    pento_watch_panel_get_slow_updates     (PentoWatchPanel   *self);

/* On a narrow window the buttons and the speed stack, and the figures take two columns. */
void       pento_watch_panel_set_compact          (PentoWatchPanel   *self,
                                                   gboolean           compact);

G_END_DECLS
