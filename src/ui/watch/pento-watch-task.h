/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-watch-task.h: the traced search on a worker thread, paced, paused and stepped from the
 * main thread, which samples its latest state once a frame.
 */
#pragma once

#include <glib-object.h>

#include "pento-core.h"

G_BEGIN_DECLS

/* The speed before the "watch-speed" setting is read: steps a person can follow. */
#define PENTO_WATCH_DEFAULT_SPEED 30

/* What the worker published last: the board as the search has it, which piece went on last
 * (PENTO_N_SET_PIECES: none) and the figures. */
typedef struct {
  guint64           sequence;          /* grows with each publication */
  PentoSolution    *board;             /* owned by the snapshot */
  guint             placed;            /* bitmask over PentoPiece */
  PentoPiece        last;
  PentoTraceFigures figures;
  gboolean          paused;            /* the worker waits for resume or a step */
} PentoWatchSnapshot;

void pento_watch_snapshot_clear (PentoWatchSnapshot *snapshot);

#define PENTO_TYPE_WATCH_TASK (pento_watch_task_get_type ())
G_DECLARE_FINAL_TYPE (PentoWatchTask, pento_watch_task, PENTO, WATCH_TASK, GObject)

/* Copies @board's reference and @rules. @speed: steps a second, 0 for as fast as the search
 * goes (the main thread then samples it with pento_watch_task_sample()).
 *
 * Signal "finished" (const GError *error), on the main context the task was started from,
 * never after pento_watch_task_cancel(): the search ended (error NULL), or failed. */
PentoWatchTask *pento_watch_task_new                  (PentoBoard         *board,
                                                       const PentoRules   *rules,
                                                       guint               speed,
                                                       gboolean            pause_at_packing);
void            pento_watch_task_start                (PentoWatchTask     *self);
/* Ends the search at once, even while the worker waits; nothing is reported after this. */
void            pento_watch_task_cancel               (PentoWatchTask     *self);
void            pento_watch_task_set_paused           (PentoWatchTask     *self,
                                                       gboolean            paused);
/* While paused: exactly one more event (a piece on or off, or a packing). */
void            pento_watch_task_step                 (PentoWatchTask     *self);
void            pento_watch_task_set_speed            (PentoWatchTask     *self,
                                                       guint               speed);
void            pento_watch_task_set_pause_at_packing (PentoWatchTask     *self,
                                                       gboolean            pause);
gboolean        pento_watch_task_is_running           (PentoWatchTask     *self);
/* Main thread: paused, by pento_watch_task_set_paused() or by the worker at a packing (seen
 * by pento_watch_task_sample()); signal "paused-changed" tells each change. */
gboolean        pento_watch_task_is_paused            (PentoWatchTask     *self);
/* TRUE: the list holds every packing already, and whoever samples the task adds none. */
void            pento_watch_task_set_keep_list        (PentoWatchTask     *self,
                                                       gboolean            keep_list);
gboolean        pento_watch_task_get_keep_list        (PentoWatchTask     *self);
PentoBoard     *pento_watch_task_get_board            (PentoWatchTask     *self);

/* Main thread, once a frame: asks the worker for a fresh snapshot (at full speed), copies the
 * latest one into @snapshot when it is newer than @snapshot->sequence (TRUE then), and hands
 * over the packings found since the last call (appended to @cells, one byte each to
 * @representative, as pento_solution_list_append() takes them). */
gboolean        pento_watch_task_sample               (PentoWatchTask     *self,
                                                       PentoWatchSnapshot *snapshot,
                                                       GByteArray         *cells,
                                                       GByteArray         *representative);

G_END_DECLS
