/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-state.c: a thread's state past 64 cells (pento-wide-state.h), and the tables the
 * threads of one count share: the count memo and the boundary's states.
 */
#include "pento-wide-state.h"

PentoWideState *
pento_wide_state_new (const PentoPuzzle *puzzle)
{
  PentoWideState *state = g_new0 (PentoWideState, 1);

  state->puzzle = puzzle;
  state->t = puzzle->wide;
  state->dead.keys = pento_wide_dead_new (puzzle);
  for (guint k = 0; k < puzzle->n_syms; k++)
    for (guint b = 0; b < puzzle->n_bits; b++)
      state->classes.perm_inv[k][puzzle->perm[k][b]] = b;
  state->classes.root = -1;
  state->cap.cut64 = 64;
  return state;
}

void
pento_wide_state_free (PentoWideState *state)
{
  if (state == NULL)
    return;
  g_free (state->dead.keys);
  g_free (state->boundary.batch);
  g_free (state);
}

PentoWideCounts *
pento_wide_counts_new (const PentoPuzzle *puzzle)
{
  PentoWideCounts *counts;

  if (puzzle->wide == NULL)
    return NULL;
  counts = g_new0 (PentoWideCounts, 1);
  if (puzzle->wide->count_memo)
    counts->memo = pento_wide_memo_new (puzzle);
  if (puzzle->wide->boundary)
    counts->reach = pento_wide_reach_new (puzzle->wide->boundary);
  return counts;
}

void
pento_wide_counts_free (PentoWideCounts *counts)
{
  if (counts == NULL)
    return;
  pento_wide_memo_free (counts->memo);
  pento_wide_reach_free (counts->reach);
  g_free (counts);
}
