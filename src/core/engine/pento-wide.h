/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide.h: the search past 64 cells, as the search driver (pento-search.c) and the
 * trace (pento-trace-wide.c) run it: a task searched or counted, in part or whole, on one
 * thread's state. How it searches and counts is the wide files' own (pento-wide-state.h).
 */
#pragma once

#include "pento-wide-tables.h"

G_BEGIN_DECLS

/* One thread's search past 64 cells: its task, its memo, its counts. */
typedef struct _PentoWideState  PentoWideState;
/* What the threads of one count share: the count memo and the boundary's states. */
typedef struct _PentoWideCounts PentoWideCounts;

PentoWideState  *pento_wide_state_new      (const PentoPuzzle        *puzzle);
void             pento_wide_state_free     (PentoWideState           *state);
/* Searches task @index (only the prefixes of part @part of @n_parts past the first
 * @part_offset, at @part_depth, when n_parts > 1). @found is called on each packing (the grid
 * from pento_wide_fill_grid()), @poll now and then; either returning FALSE stops it (FALSE). */
gboolean         pento_wide_run_task       (PentoWideState           *state,
                                            guint                     index,
                                            guint                     part,
                                            guint                     n_parts,
                                            guint                     part_depth,
                                            guint64                   part_offset,
                                            guint64                  *nodes,
                                            gboolean                (*found) (gpointer ctx),
                                            gboolean                (*poll) (gpointer ctx),
                                            gpointer                  ctx);
/* The same task counted (see pento_wide_run_task()): adds its packings, each root's images
 * included, to @total and the representatives of their classes to @unique. */
gboolean         pento_wide_count_task     (PentoWideState           *state,
                                            PentoWideCounts          *counts,
                                            guint                     index,
                                            guint                     part,
                                            guint                     n_parts,
                                            guint                     part_depth,
                                            guint64                   part_offset,
                                            guint64                  *nodes,
                                            gboolean                (*poll) (gpointer ctx),
                                            gpointer                  ctx,
                                            guint64                  *total,
                                            guint64                  *unique);
/* The number of prefixes of task @index at @depth (the placements that fit at the first
 * empty cell, @depth times over). */
guint64          pento_wide_count_prefixes (const PentoPuzzle        *puzzle,
                                            guint                     index,
                                            guint                     depth);
/* Sets @state on task @index's root without searching, for pento_wide_is_least(). */
void             pento_wide_state_set_task (PentoWideState           *state,
                                            guint                     index);
/* Whether @grid, a packing under the current task's root, is the least of its images under
 * the root's symmetries (its class's representative), in the order the count compares them. */
gboolean         pento_wide_is_least       (const PentoWideState     *state,
                                            const char               *grid);
/* The letters of the packing just found, by cell number (holes and placed pieces as they
 * are). */
void             pento_wide_fill_grid      (const PentoWideState     *state,
                                            char                     *grid);

/* The tables one count's threads share, for pento_wide_count_task(). */
PentoWideCounts *pento_wide_counts_new     (const PentoPuzzle        *puzzle);
void             pento_wide_counts_free    (PentoWideCounts          *counts);
/* The boundary count's second step, once every task has been counted: counts the states
 * reached at the boundary, on the calling thread (@poll) and @n_threads - 1 more
 * (@thread_poll), and adds to @nodes, @total and @unique. FALSE: stopped. */
gboolean         pento_wide_counts_finish  (PentoWideCounts          *counts,
                                            const PentoPuzzle        *puzzle,
                                            guint                     n_threads,
                                            gboolean                (*poll) (gpointer ctx),
                                            gpointer                  ctx,
                                            gboolean                (*thread_poll) (gpointer ctx),
                                            gpointer                  thread_ctx,
                                            guint64                  *nodes,
                                            guint64                  *total,
                                            guint64                  *unique);
/* The packings the boundary count's second step has counted so far, and the nodes that took,
 * while it runs (0 before and after: then they are in pento_wide_counts_finish()'s). */
void             pento_wide_counts_running (PentoWideCounts          *counts,
                                            guint64                  *nodes,
                                            guint64                  *total,
                                            guint64                  *unique);
/* How far the boundary count's second step has gone, 0 to 1; -1: a count without one. */
gdouble          pento_wide_counts_fraction (PentoWideCounts         *counts);

G_END_DECLS
