/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-trace.c: the trace's public side — the run, the live figures and the progress
 * estimate, the board as the search left it. The search itself is a copy of the plain one in
 * pento-search.c, or past 64 cells the one of pento-trace-wide.c; what they report goes
 * through pento-trace-emit.c.
 */
#include "pento-trace-private.h"

#include <string.h>

/* Knuth's estimate of each first-level branch's size, from random probes: a few for every
 * branch when a fraction is first asked for (a trace nobody asks never pays for it), then more
 * with each fraction asked, round the branches, up to a limit: the estimates sharpen while the
 * search runs, at a small cost per frame. */
#define TRACE_FIRST_PROBES 4
#define TRACE_PROBES_PER_CALL 1024
#define TRACE_MAX_PROBES 1024
#define TRACE_MAX_FRACTION 0.999

PentoTrace *
pento_trace_new (PentoPuzzle *puzzle)
{
  PentoTrace *trace;
  guint width, height;

  g_return_val_if_fail (puzzle != NULL, NULL);

  trace = g_new0 (PentoTrace, 1);
  trace->puzzle = puzzle;
  width = pento_board_get_width (puzzle->board);
  height = pento_board_get_height (puzzle->board);
  for (guint i = 0; i < TRACE_MAX_IMAGES; i++)
    trace->images[i] = pento_solution_new (width, height);
  return trace;
}

void
pento_trace_free (PentoTrace *trace)
{
  if (trace == NULL)
    return;
  for (guint i = 0; i < TRACE_MAX_IMAGES; i++)
    pento_solution_free (trace->images[i]);
  g_free (trace->probe_sum);
  g_free (trace->probe_count);
  g_free (trace);
}

static void
probe_branch (PentoTrace *trace,
              guint       task)
{
  /* seeds spread over the 32 bits, so that the probes' random walks differ from the first step */
  guint32 seed = (trace->probe_seed++) * 2654435761u;

  trace->probe_sum[task] += trace->puzzle->wide ? pento_trace_wide_probe (trace, task, seed)
                                        : pento_trace_probe (trace->puzzle, task, seed);
  trace->probe_count[task]++;
}

static void
refine_estimates (PentoTrace *trace)
{
  guint n = trace->puzzle->n_tasks;

  if (trace->probe_sum == NULL)
    {
      trace->probe_sum = g_new0 (gdouble, n);
      trace->probe_count = g_new0 (guint, n);
      trace->probe_seed = 0x9e3779b9u ^ n;
      for (guint i = 0; i < n; i++)
        for (guint p = 0; p < TRACE_FIRST_PROBES; p++)
          probe_branch (trace, i);
      return;
    }
  for (guint p = 0; p < TRACE_PROBES_PER_CALL && trace->probe_next < n; p++)
    {
      probe_branch (trace, trace->probe_next);
      trace->probe_next++;
      /* round the branches again until each has its limit */
      if (trace->probe_next == n && trace->probe_count[n - 1] < TRACE_MAX_PROBES)
        trace->probe_next = 0;
    }
}

static gdouble
estimate_of (const PentoTrace *trace,
             guint             task)
{
  return trace->probe_sum[task] / MAX (trace->probe_count[task], 1);
}

gboolean
pento_trace_supported (PentoPuzzle  *puzzle,
                       GError      **error)
{
  g_return_val_if_fail (puzzle != NULL, FALSE);

  /* every flat board the engine takes, past 64 cells too */
  return TRUE;
}

gboolean
pento_trace_run (PentoTrace               *trace,
                 const PentoTraceOptions  *options,
                 GError                  **error)
{
  g_return_val_if_fail (trace != NULL && options != NULL && options->func != NULL, FALSE);
  g_return_val_if_fail (!trace->ran, FALSE);

  if (!pento_trace_supported (trace->puzzle, error))
    return FALSE;
  trace->ran = TRUE;
  trace->options = options;
  /* another thread may have chosen the mode already: that choice is the newer one */
  if (g_atomic_int_get (&trace->mode_set))
    ;
  else if (options->sampled)
    g_atomic_int_and (&trace->flags, ~TRACE_EVERY);
  else
    g_atomic_int_or (&trace->flags, TRACE_EVERY);
  trace->start_time = g_get_monotonic_time ();
  trace->finished = trace->puzzle->wide ? pento_trace_wide_search (trace)
                                        : pento_trace_search (trace);
  trace->end_time = g_get_monotonic_time ();
  trace->options = NULL;

  if (pento_cancel_set_error_if_cancelled (options->cancel, error))
    return FALSE;
  return TRUE;
}

void
pento_trace_poke (PentoTrace *trace)
{
  g_return_if_fail (trace != NULL);

  g_atomic_int_or (&trace->flags, TRACE_POKED);
}

void
pento_trace_set_sampled (PentoTrace *trace,
                         gboolean    sampled)
{
  g_return_if_fail (trace != NULL);

  g_atomic_int_set (&trace->mode_set, TRUE);
  if (sampled)
    g_atomic_int_and (&trace->flags, ~TRACE_EVERY);
  else
    g_atomic_int_or (&trace->flags, TRACE_EVERY);
}

/* The branches finished, with what they took, plus the current one and those still to come at
 * their estimated sizes, the estimates scaled by how far off they were for the finished ones
 * (the search prunes and remembers dead states, the probes do not); the current branch counts
 * by the share of it done. */
static gdouble
fraction (PentoTrace *trace)
{
  const PentoPuzzle *puzzle = trace->puzzle;
  gdouble done_estimate, ratio, current, expected, rest, position, f;

  if (trace->finished)
    return 1.0;
  if (puzzle->n_tasks == 0 || trace->task >= puzzle->n_tasks)
    return trace->last_fraction;
  refine_estimates (trace);
  done_estimate = rest = 0.0;
  for (guint i = 0; i < trace->task; i++)
    done_estimate += estimate_of (trace, i);
  for (guint i = trace->task + 1; i < puzzle->n_tasks; i++)
    rest += estimate_of (trace, i);
  ratio = done_estimate > 0 && trace->done_steps > 0 ? trace->done_steps / done_estimate : 1.0;
  current = (gdouble) (trace->steps - trace->task_start);
  expected = MAX (estimate_of (trace, trace->task) * ratio, current + 1.0);
  rest *= ratio;
  position = trace->puzzle->wide ? pento_trace_wide_branch_position (trace)
                         : pento_trace_branch_position (trace);
  f = (trace->done_steps + expected * position) /
      (trace->done_steps + expected + rest);
  f = CLAMP (f, trace->last_fraction, TRACE_MAX_FRACTION);
  trace->last_fraction = f;
  return f;
}

void
pento_trace_get_figures (PentoTrace        *trace,
                         PentoTraceFigures *out)
{
  gint64 end;

  g_return_if_fail (trace != NULL && out != NULL);

  end = trace->end_time ? trace->end_time : g_get_monotonic_time ();
  out->steps = trace->steps;
  out->backtracks = trace->removes;
  out->packings = trace->packings;
  out->total = trace->total;
  out->unique = trace->unique;
  out->n_placed = trace->depth + pento_position_get_n_placed (trace->puzzle->position);
  out->fraction = fraction (trace);
  out->elapsed = trace->start_time ? (end - trace->start_time) / (gdouble) G_USEC_PER_SEC : 0;
}

void
pento_trace_get_board (PentoTrace    *trace,
                       PentoSolution *out)
{
  const PentoPuzzle *puzzle;
  guint width;

  g_return_if_fail (trace != NULL && out != NULL);
  puzzle = trace->puzzle;
  width = pento_board_get_width (puzzle->board);
  g_return_if_fail (out->width == width &&
                    out->height == pento_board_get_height (puzzle->board));

  /* holes, and the pieces of a position, placed before the search */
  memset (out->cells, '.', (gsize) out->width * out->height);
  for (guint b = 0; b < puzzle->n_bits; b++)
    out->cells[puzzle->bit_y[b] * width + puzzle->bit_x[b]] = puzzle->base_grid[b];
  for (guint d = 0; d < trace->depth; d++)
    {
      guint rank = trace->stack_rank[d];
      char letter = pento_piece_to_letter (pento_trace_piece_of_rank (puzzle, rank));

      for (PentoWord m = pento_trace_mask_of_rank (trace, rank); m; m &= m - 1)
        {
          guint b = pento_word_ctz (m);

          out->cells[puzzle->bit_y[b] * width + puzzle->bit_x[b]] = letter;
        }
    }
}

guint
pento_trace_get_pieces (PentoTrace *trace,
                        PentoPiece *out_last)
{
  guint pieces;

  g_return_val_if_fail (trace != NULL, 0);

  pieces = pento_position_get_placed (trace->puzzle->position);
  for (guint d = 0; d < trace->depth; d++)
    pieces |= 1u << pento_trace_piece_of_rank (trace->puzzle, trace->stack_rank[d]);
  if (out_last)
    *out_last = trace->depth ? pento_trace_piece_of_rank (trace->puzzle,
                                                          trace->stack_rank[trace->depth - 1])
                             : PENTO_N_PIECES;
  return pieces;
}
