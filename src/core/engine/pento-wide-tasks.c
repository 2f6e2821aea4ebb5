/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-tasks.c: the tasks a thread runs past 64 cells: a task's root and first
 * placement, its part of the prefixes (--part), then the plain search (pento-wide-search.c)
 * or the count by class (pento-wide-classes.c) from each; and the packing found, in letters.
 */
#include "pento-wide-state.h"

#include <string.h>

void
pento_wide_fill_grid (const PentoWideState *state,
                      char                 *grid)
{
  const PentoPuzzle *puzzle = state->puzzle;

  for (guint k = 0; k <= puzzle->n_order; k++)
    {
      PentoWord m = k < puzzle->n_order ? state->placed[k] : state->root_mask;
      char letter = pento_piece_to_letter (k < puzzle->n_order ? puzzle->order[k] :
                                           puzzle->breaker);

      while (m)
        {
          grid[pento_word_ctz (m)] = letter;
          m &= m - 1;
        }
    }
}

/* The prefixes of a part: every way of covering the first empty cell @depth times over, in
 * the search's order, numbered from the task's offset; number i belongs to part i mod n. Each
 * is searched (SPLIT_SEARCH) or counted (SPLIT_COUNT); SPLIT_PREFIXES only numbers them. */
typedef enum {
  SPLIT_PREFIXES,
  SPLIT_SEARCH,
  SPLIT_COUNT,
} SplitMode;

static void
split (PentoWideState *s,
       PentoWord       filled,
       guint32         remaining,
       guint           depth,
       SplitMode       mode)
{
  const PentoWideTables *t = s->t;
  guint64 fits;
  guint cell;

  if (depth == 0 || filled == ~(PentoWord) 0 || remaining == 0)
    {
      if (mode != SPLIT_PREFIXES && s->parts.counter % s->parts.n_parts == s->parts.part)
        {
          if (mode == SPLIT_SEARCH)
            pento_wide_search_from (s, filled, remaining);
          else
            pento_wide_count_classes (s, filled, remaining);
        }
      s->parts.counter++;
      return;
    }
  cell = pento_word_ctz (~filled);
  fits = pento_wide_fits_at (t, filled, cell, pento_wide_allowed (s->puzzle, remaining),
                             t->n_bytes);
  for (; fits && !s->stopped; fits &= fits - 1)
    {
      guint j = __builtin_ctzll (fits);
      guint k = s->puzzle->slot_rank[j];
      PentoWord m = t->slot_mask[cell][j];

      s->placed[k] = m;
      if (mode == SPLIT_COUNT)
        for (char letter = pento_piece_to_letter (s->puzzle->order[k]); m; m &= m - 1)
          s->tally.grid[pento_word_ctz (m)] = letter;
      split (s, filled | t->slot_mask[cell][j], remaining & ~(1u << k), depth - 1, mode);
    }
}

/* Sets @s on task @index: its root (and the order its class checks compare in) and its first
 * placement; the state it starts from in *@out_filled, *@out_remaining. */
static void
start_task (PentoWideState *s,
            guint           index,
            PentoWord      *out_filled,
            guint32        *out_remaining)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const Task *task = &puzzle->tasks[index];
  const Root *root = &puzzle->roots[task->root];
  guint root_top = root->wmask ? pento_word_top (root->wmask) : 0;

  s->root = root;
  if (root->n_checks > 0 && s->classes.root != (gint) task->root)
    {
      pento_wide_classes_order (s);
      s->classes.root = task->root;
    }
  s->root_mask = root->wmask;
  s->root_key = task->root + 1;
  s->root_below = root_top > s->t->dead_window ? root_top - s->t->dead_window : 0;
  *out_filled = s->t->init_filled | root->wmask;
  *out_remaining = (1u << puzzle->n_order) - 1;
  if (task->rank >= 0)
    {
      s->placed[task->rank] = task->wmask;
      *out_filled |= task->wmask;
      *out_remaining &= ~(1u << task->rank);
    }
  if (s->tally.on)
    {
      /* (only the cells filled are read) */
      memcpy (s->tally.grid, puzzle->base_grid, puzzle->n_bits);
      for (PentoWord m = root->wmask; m; m &= m - 1)
        s->tally.grid[pento_word_ctz (m)] = pento_piece_to_letter (puzzle->breaker);
      for (PentoWord m = task->rank >= 0 ? task->wmask : 0; m; m &= m - 1)
        s->tally.grid[pento_word_ctz (m)] = pento_piece_to_letter (puzzle->order[task->rank]);
    }
}

guint64
pento_wide_count_prefixes (const PentoPuzzle *puzzle,
                           guint              index,
                           guint              depth)
{
  PentoWideState s = { .puzzle = puzzle, .t = puzzle->wide, .parts.n_parts = 1 };
  PentoWord filled;
  guint32 remaining;

  start_task (&s, index, &filled, &remaining);
  split (&s, filled, remaining, depth, SPLIT_PREFIXES);
  return s.parts.counter;
}

void
pento_wide_state_set_task (PentoWideState *s,
                           guint           index)
{
  PentoWord filled;
  guint32 remaining;

  start_task (s, index, &filled, &remaining);
}

/* Task @index, or its prefixes of part @part of @n_parts, searched or counted (@mode). */
static gboolean
run (PentoWideState *s,
     guint           index,
     guint           part,
     guint           n_parts,
     guint           part_depth,
     guint64         part_offset,
     SplitMode       mode,
     guint64        *nodes)
{
  PentoWord filled;
  guint32 remaining;

  s->nodes = 0;
  s->stopped = FALSE;
  start_task (s, index, &filled, &remaining);
  if (n_parts > 1)
    {
      s->parts.part = part;
      s->parts.n_parts = n_parts;
      s->parts.counter = part_offset;
      split (s, filled, remaining, part_depth, mode);
    }
  else if (mode == SPLIT_SEARCH)
    pento_wide_search_from (s, filled, remaining);
  else
    pento_wide_count_classes (s, filled, remaining);
  *nodes += s->nodes;
  return !s->stopped;
}

gboolean
pento_wide_run_task (PentoWideState *s,
                     guint           index,
                     guint           part,
                     guint           n_parts,
                     guint           part_depth,
                     guint64         part_offset,
                     guint64        *nodes,
                     gboolean      (*found) (gpointer ctx),
                     gboolean      (*poll) (gpointer ctx),
                     gpointer        ctx)
{
  s->found = found;
  s->poll = poll;
  s->ctx = ctx;
  return run (s, index, part, n_parts, part_depth, part_offset, SPLIT_SEARCH, nodes);
}

gboolean
pento_wide_count_task (PentoWideState  *s,
                       PentoWideCounts *counts,
                       guint            index,
                       guint            part,
                       guint            n_parts,
                       guint            part_depth,
                       guint64          part_offset,
                       guint64         *nodes,
                       gboolean       (*poll) (gpointer ctx),
                       gpointer         ctx,
                       guint64         *total,
                       guint64         *unique)
{
  gboolean done;

  s->poll = poll;
  s->ctx = ctx;
  s->tally.total = s->tally.unique = 0;
  s->tally.on = TRUE;
  pento_wide_memo_attach (s, counts != NULL ? counts->memo : NULL, FALSE);
  pento_wide_boundary_attach (s, counts != NULL ? counts->reach : NULL);
  done = run (s, index, part, n_parts, part_depth, part_offset, SPLIT_COUNT, nodes);
  if (s->boundary.cell)
    {
      guint64 before = s->nodes;

      /* (the states the table has no room for are counted here) */
      pento_wide_boundary_flush (s);
      *nodes += s->nodes - before;
      done = done && !s->stopped;
    }
  s->tally.on = FALSE;
  *total += s->tally.total;
  *unique += s->tally.unique;
  return done;
}
