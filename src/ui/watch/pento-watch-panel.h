/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-watch-panel.h: Watch — the search at work on the board, its controls and live figures.
 */
#pragma once

#include <gtk/gtk.h>

#include "pento-core.h"
#include "common/pento-board-model.h"
#include "common/pento-solution-list.h"

G_BEGIN_DECLS

/* The speed before the "watch-speed" setting is read: steps a person can follow. */
#define PENTO_WATCH_DEFAULT_SPEED 30

#define PENTO_TYPE_WATCH_PANEL (pento_watch_panel_get_type ())
G_DECLARE_FINAL_TYPE (PentoWatchPanel, pento_watch_panel, PENTO, WATCH_PANEL, GtkWidget)

GtkWidget *pento_watch_panel_new                  (void);
/* Where a watch shows itself: the search's board goes to @model once a frame (the board and
 * the tray draw it), and every packing found is appended to @list. */
void       pento_watch_panel_attach               (PentoWatchPanel   *self,
                                                   PentoBoardModel   *model,
                                                   PentoSolutionList *list);
/* Starts watching a new search of @board under @rules (the list must have been reset by the
 * caller); a running watch is stopped first. */
void       pento_watch_panel_start                (PentoWatchPanel   *self,
                                                   PentoBoard        *board,
                                                   const PentoRules  *rules);
/* Ends the watch at once; what it found stays in the list. */
void       pento_watch_panel_stop                 (PentoWatchPanel   *self);
/* Stops the watch and hides its figures, which belong to the board it watched. */
void       pento_watch_panel_clear                (PentoWatchPanel   *self);
/* TRUE: the list holds every packing already; the watch adds nothing to it. */
void       pento_watch_panel_set_keep_list        (PentoWatchPanel   *self,
                                                   gboolean           keep_list);
void       pento_watch_panel_set_paused           (PentoWatchPanel   *self,
                                                   gboolean           paused);
void       pento_watch_panel_step                 (PentoWatchPanel   *self);
/* Steps a second, 0: as fast as the screen refreshes. */
void       pento_watch_panel_set_speed            (PentoWatchPanel   *self,
                                                   guint              speed);
guint      pento_watch_panel_get_speed            (PentoWatchPanel   *self);
void       pento_watch_panel_set_pause_at_packing (PentoWatchPanel   *self,
                                                   gboolean           pause);
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

/* Signals: "started", "finished" (const GError *error: NULL when the search ran to its end),
 * "paused-changed", "listed" (packings were added to the list) — after which the owner
 * updates its actions, counts and status. */

/* On a narrow window the buttons and the speed stack, and the figures take two columns. */
void       pento_watch_panel_set_compact          (PentoWatchPanel   *self,
                                                   gboolean           compact);

G_END_DECLS
