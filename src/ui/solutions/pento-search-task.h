/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-search-task.h: runs one solver search on a worker thread and reports on the main one.
 */
#pragma once

#include <glib-object.h>

#include "pento-core.h"

G_BEGIN_DECLS

typedef enum {
  PENTO_SEARCH_TASK_ALL,    /* every packing, streamed in batches (PENTO_SEARCH_ALL) */
  PENTO_SEARCH_TASK_RANDOM, /* pento_puzzle_random() with the rules' seed */
  PENTO_SEARCH_TASK_FIRST,  /* pento_puzzle_first() (shuffled when the rules say so) */
} PentoSearchTaskKind;

#define PENTO_TYPE_SEARCH_TASK (pento_search_task_get_type ())
G_DECLARE_FINAL_TYPE (PentoSearchTask, pento_search_task, PENTO, SEARCH_TASK, GObject)

/* Copies @board's reference and @rules; nothing the task reads is shared with the caller.
 * @generation is the caller's tag for the puzzle spec the task was made for.
 *
 * Signals, all on the main context the task was started from, never after
 * pento_search_task_cancel():
 *   "batch" (GBytes *cells, const guint8 *representative, guint n): packings found since
 *     the last batch, as for pento_solution_list_append_bytes(); the first about 50 ms into
 *     the search, then about every 250 ms (ALL only);
 *   "progress" (const PentoProgress *progress);
 *   "finished" (const PentoSolution *solution, guint64 n_unique, const GError *error):
 *     RANDOM/FIRST: the packing or NULL when there is none; RANDOM also gives how many
 *     unique packings it chose from. ALL: solution NULL, n_unique the representatives. */
PentoSearchTask     *pento_search_task_new            (PentoSearchTaskKind  kind,
                                                       PentoBoard          *board,
                                                       const PentoRules    *rules,
                                                       guint                generation);
/* The same for the completions of @position (its board, its placed pieces kept). */
PentoSearchTask     *pento_search_task_new_for_position (PentoSearchTaskKind  kind,
                                                       PentoPosition       *position,
                                                       const PentoRules    *rules,
                                                       guint                generation);
/* Before start: search the packings of @box in space instead (pento_puzzle_new_for_box()); the
 * board given to pento_search_task_new() is then its layers side by side, the packings'
 * size. NULL: the board again. */
void                 pento_search_task_set_box        (PentoSearchTask     *self,
                                                       const PentoBox      *box);
void                 pento_search_task_start          (PentoSearchTask     *self);
/* Cancels the search at once: no signal is emitted after this returns, even though the
 * worker may still need a few milliseconds to notice. */
void                 pento_search_task_cancel         (PentoSearchTask     *self);
PentoSearchTaskKind  pento_search_task_get_kind       (PentoSearchTask     *self);
guint                pento_search_task_get_generation (PentoSearchTask     *self);
PentoBoard          *pento_search_task_get_board      (PentoSearchTask     *self);
const PentoRules    *pento_search_task_get_rules      (PentoSearchTask     *self);
gboolean             pento_search_task_is_running     (PentoSearchTask     *self);
/* RANDOM, after "finished": which unique packing was drawn, from 0. */
guint64              pento_search_task_get_index      (PentoSearchTask     *self);
/* Wall time from start to "finished", in seconds (0 before). */
double               pento_search_task_get_elapsed    (PentoSearchTask     *self);

G_END_DECLS
