/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-trace-private.h: the trace's state, shared by its public side (pento-trace.c), the
 * copies of the search that report to it (pento-search.c up to 64 cells, pento-trace-wide.c
 * past them) and what they report through (pento-trace-emit.c).
 */
#pragma once

#include "pento-puzzle-private.h"
#include "pento-trace.h"

G_BEGIN_DECLS

/* flags: what makes an event leave the search for pento_trace_emit() */
#define TRACE_EVERY 1                  /* every event is reported */
#define TRACE_POKED 2                  /* a sample was asked for */

#define TRACE_MAX_DEPTH (PENTO_N_SET_PIECES + 1)
#define TRACE_MAX_IMAGES PENTO_N_SYMMETRIES

struct _PentoTrace {
  PentoPuzzle             *puzzle;
  const PentoTraceOptions *options;
  gint                     flags;      /* atomic: TRACE_EVERY | TRACE_POKED */
  gint                     mode_set;   /* atomic: pento_trace_set_sampled() was called */
  gboolean                 ran;
  gboolean                 stopped;    /* func said stop, or the limit was reached */
  gboolean                 finished;   /* the search ran to its end */
  gboolean                *stop_flag;  /* the search's own: set to stop it */
  gint64                   start_time;
  gint64                   end_time;

  /* the board: the ranks of the pieces in the order placed, rank n_order being the breaker;
   * where each is comes from the search's own record of it, read only when reporting */
  guint                    depth;
  guint8                   stack_rank[TRACE_MAX_DEPTH];
  const guint64           *placed;     /* the search's placements, by rank */
  guint64                  root_mask;  /* the breaker's placement */
  guint64                  placed_after[PENTO_N_SET_PIECES]; /* placed[], once the search is over */

  guint64                  steps;
  guint64                  removes;
  guint64                  packings;
  guint64                  total;
  guint64                  unique;

  /* the images of the packing being reported, filled by the search's delivery */
  PentoSolution           *images[TRACE_MAX_IMAGES];
  guint                    n_images;
  gboolean                 representative;

  /* progress: Knuth's random probes of each first-level branch (their sum and number), and
   * which branch the next probe goes to */
  gdouble                 *probe_sum;
  guint                   *probe_count;
  guint                    probe_next;
  guint32                  probe_seed;
  guint                    task;       /* the branch being searched */
  guint                    task_depth; /* pieces on the board when its own search began */
  guint64                  task_start; /* steps when it began */
  gdouble                  done_steps; /* steps of the finished branches */
  gdouble                  last_fraction;

  /* past 64 cells (pento-trace-wide.c, when puzzle->wide): the board as above in two words */
  const PentoWord         *wplaced;
  PentoWord                wroot_mask;
  PentoWord                wplaced_after[PENTO_N_SET_PIECES];
};

/* Reports the event of the top of the stack (pento-trace-emit.c). FALSE (and trace->stopped,
 * and the search's stop flag) when the trace must stop. */
gboolean pento_trace_emit             (PentoTrace     *trace,
                                       PentoTraceKind  kind);
/* The search for a trace (pento-search.c): runs every branch, calling the hooks below, and
 * fills images[] before each packing event. Returns FALSE when it was stopped. */
gboolean pento_trace_search           (PentoTrace     *trace);
/* The current first-level branch @task is done (pento-trace-emit.c). */
void     pento_trace_branch_done      (PentoTrace     *trace,
                                       guint           task);
/* One of Knuth's random probes (pento-search.c): a random walk down the tree of placements
 * under first-level branch @task, without the search's pruning; the products of the branching
 * factors met, summed over the levels, estimate without bias how many nodes it has. */
gdouble  pento_trace_probe            (const PentoPuzzle *puzzle,
                                       guint              task,
                                       guint32            seed);
/* How far the search is through the current first-level branch, 0 … 1, from where it is on
 * its path down (pento-search.c): at each depth, the share of the children the search goes
 * through that come before the current piece, each depth's share within the one above. It
 * grows with every sibling finished, whatever the subtrees cost. Recomputed from the pieces
 * on the board, so the search itself records nothing for it. */
gdouble  pento_trace_branch_position  (const PentoTrace  *trace);

/* The packing event of the packing whose images are in images[] (pento-trace-emit.c). FALSE
 * when the trace must stop. */
gboolean pento_trace_packing_event    (PentoTrace     *trace);
/* Fills images[] with the images of @grid (letters by cell number, a packing under @root), as
 * the plain search delivers them, and counts them (pento-search.c). */
void     pento_trace_collect_grid     (PentoTrace     *trace,
                                       const Root     *root,
                                       const char     *grid,
                                       gboolean        representative);

/* Past 64 cells (pento-trace-wide.c, on the puzzle's wide tables): the search, the probes and
 * the position in the branch, as above. */
gboolean        pento_trace_wide_search          (PentoTrace        *trace);
gdouble         pento_trace_wide_probe           (const PentoTrace  *trace,
                                                  guint              task,
                                                  guint32            seed);
gdouble         pento_trace_wide_branch_position (const PentoTrace  *trace);

/* The piece of rank @rank in the stack, the breaker's being n_order. */
static inline PentoPiece
pento_trace_piece_of_rank (const PentoPuzzle *puzzle,
                           guint              rank)
{
  return rank < puzzle->n_order ? puzzle->order[rank] : puzzle->breaker;
}

/* Where the piece of rank @rank lies now, in the search's own record. */
static inline PentoWord
pento_trace_mask_of_rank (const PentoTrace *trace,
                          guint             rank)
{
  if (trace->puzzle->wide != NULL)
    return rank < trace->puzzle->n_order ? trace->wplaced[rank] : trace->wroot_mask;
  return rank < trace->puzzle->n_order ? trace->placed[rank] : trace->root_mask;
}

/* A probe's random choice among @n children: xorshift, the probes need no better. */
static inline guint
pento_trace_pick (guint32 *state,
                  guint    n)
{
  *state ^= *state << 13;
  *state ^= *state >> 17;
  *state ^= *state << 5;
  return *state % n;
}

/* The hooks, inline in the search: two stores, two increments and one load on the fast path;
 * FALSE when the search must stop (decided only on the slow path). The search has already
 * recorded the piece's placement in placed[rank]. */
G_ALWAYS_INLINE static inline gboolean
pento_trace_place (PentoTrace *trace,
                   guint       rank)
{
  trace->stack_rank[trace->depth] = (guint8) rank;
  trace->depth++;
  trace->steps++;
  if (G_UNLIKELY (g_atomic_int_get (&trace->flags)))
    return pento_trace_emit (trace, PENTO_TRACE_PLACE);
  return TRUE;
}

G_ALWAYS_INLINE static inline gboolean
pento_trace_remove (PentoTrace *trace)
{
  /* the piece's rank stays in stack_rank[depth] for the event */
  trace->removes++;
  trace->depth--;
  if (G_UNLIKELY (g_atomic_int_get (&trace->flags)))
    return pento_trace_emit (trace, PENTO_TRACE_REMOVE);
  return TRUE;
}

G_END_DECLS
