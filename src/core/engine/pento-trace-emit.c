/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-trace-emit.c: what the traced searches (pento-search.c up to 64 cells,
 * pento-trace-wide.c past them) call as they go: an event handed to the trace's callback,
 * the end of a first-level branch. The trace's public side is pento-trace.c.
 */
#include "pento-trace-private.h"

void
pento_trace_branch_done (PentoTrace *trace,
                         guint       task)
{
  trace->done_steps += (gdouble) (trace->steps - trace->task_start);
}

gboolean
pento_trace_emit (PentoTrace     *trace,
                  PentoTraceKind  kind)
{
  const PentoPuzzle *puzzle = trace->puzzle;
  const PentoTraceOptions *options = trace->options;
  PentoTraceEvent event = { .kind = kind };
  gint flags = g_atomic_int_get (&trace->flags);

  /* a packing is always reported, and is a sample only when one was asked for */
  if (flags & TRACE_EVERY)
    event.sample = TRUE;
  else if (flags & TRACE_POKED)
    {
      g_atomic_int_and (&trace->flags, ~TRACE_POKED);
      event.sample = TRUE;
    }
  else if (kind != PENTO_TRACE_PACKING)
    return TRUE;

  if (kind != PENTO_TRACE_PACKING)
    {
      PentoWord mask;
      /* place: the top of the stack; remove: the entry just above it */
      guint top = kind == PENTO_TRACE_PLACE ? trace->depth - 1 : trace->depth;

      event.piece = pento_trace_piece_of_rank (puzzle, trace->stack_rank[top]);
      if (kind == PENTO_TRACE_PLACE)
        for (mask = pento_trace_mask_of_rank (trace, trace->stack_rank[top]);
             mask && event.n_cells < PENTO_TRACE_MAX_CELLS; mask &= mask - 1)
          {
            guint b = pento_word_ctz (mask);

            event.x[event.n_cells] = puzzle->bit_x[b];
            event.y[event.n_cells] = puzzle->bit_y[b];
            event.n_cells++;
          }
    }
  else
    {
      event.packing = trace->packings;
      event.n_images = trace->n_images;
      event.images = (const PentoSolution *const *) trace->images;
      event.representative = trace->representative;
    }

  if (!options->func (trace, &event, options->user_data) ||
      (kind == PENTO_TRACE_PACKING && options->limit > 0 && trace->packings >= options->limit))
    {
      trace->stopped = TRUE;
      *trace->stop_flag = TRUE;
    }
  return !trace->stopped;
}

gboolean
pento_trace_packing_event (PentoTrace *trace)
{
  gboolean go_on;

  trace->packings++;
  go_on = pento_trace_emit (trace, PENTO_TRACE_PACKING);
  trace->n_images = 0;
  return go_on;
}

