/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-trace-wide.c: the trace past 64 cells (up to 128, as the eighteen one-sided pieces on
 * 90): the same search as pento-search.c's trace copies, reporting every step to the trace,
 * over cells numbered compactly in two 64-bit words.
 *
 * The puzzle's order of the pieces, slots, roots and tasks are the search's, so the packings
 * come in the order, and with the images and the flags, that PENTO_SEARCH_ALL delivers them.
 * The fit tables are the wide search's (the puzzle's PentoWideTables): the first empty cell
 * is always covered, the slots that fit there are a few table look-ups by the bytes of the
 * cells just past it (pento_wide_fits_at()), a child with nothing to place at its own first
 * empty cell or with an empty cell walled in is not entered, and a memo of the trace's own
 * skips the states already known to hold no packing.
 */
#include "pento-trace-private.h"
#include "pento-wide.h"

#include <string.h>

#define STOP_CHECK_MASK 0xfffu
/* the memo: states with 3 to 8 pieces left, 2^15 keys of two words, as the plain search's */
#define MEMO_MIN_LEFT 3
#define MEMO_MAX_LEFT 8
#define MEMO_BITS 15

/* ---- the search ----------------------------------------------------------------------- */

typedef struct {
  PentoTrace           *trace;
  const PentoPuzzle    *puzzle;
  const PentoWideTables *t;
  PentoWord             placed[PENTO_N_SET_PIECES]; /* by rank */
  const Root           *root;
  guint64               root_key;      /* the root's part of a memo key, needed while the */
  guint                 root_below;    /* first empty cell is below this */
  PentoWideState       *order;         /* which packing stands for its class (see set_root) */
  PentoWord            *memo;          /* 1 << MEMO_BITS keys; 0: empty */
  guint64               nodes;
  gboolean              stopped;
} Walk;

static inline guint
memo_slot (PentoWord key)
{
  guint64 h = ((guint64) key ^ ((guint64) (key >> 64) * G_GUINT64_CONSTANT (0xD6E8FEB86659FD93))) *
              G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  return (guint) (h >> (64 - MEMO_BITS));
}

/* The board is full: its images, then the packing event. The representative of a class is
 * the one the plain search delivers as such. FALSE when the trace must stop. */
static gboolean
packing (Walk *s)
{
  const PentoPuzzle *puzzle = s->puzzle;
  char grid[MAX_BITS];
  gboolean representative;

  memcpy (grid, puzzle->base_grid, puzzle->n_bits);
  for (guint k = 0; k <= puzzle->n_order; k++)
    {
      PentoWord m = k < puzzle->n_order ? s->placed[k] : s->root->wmask;
      char letter = pento_piece_to_letter (k < puzzle->n_order ? puzzle->order[k] :
                                           puzzle->breaker);

      for (; m; m &= m - 1)
        grid[pento_word_ctz (m)] = letter;
    }
  representative = s->root->n_checks == 0 || pento_wide_is_least (s->order, grid);
  pento_trace_collect_grid (s->trace, s->root, grid, representative);
  return pento_trace_packing_event (s->trace);
}

typedef void (*WalkNode) (Walk *s, PentoWord filled, guint64 allowed, guint32 remaining,
                          guint cell, guint64 fits, guint left);

/* One state: @left pieces to place, @filled the cells covered, @cell the first empty one and
 * @fits the slots that fit there (never none). The events are those of pento-search.c's
 * search_node(): with two pieces left, the two go on together when the last one fits. */
G_ALWAYS_INLINE static inline void
walk_node (Walk        *s,
           PentoWord    filled,
           guint64      allowed,
           guint32      remaining,
           guint        cell,
           guint64      fits,
           guint        left,
           const guint  n_bytes,
           WalkNode     descend)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  PentoTrace *trace = s->trace;
  const guint64 packings_before = trace->packings;
  PentoWord key = 0;

  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) &&
      pento_cancel_is_cancelled (trace->options->cancel))
    {
      s->stopped = TRUE;
      return;
    }

  if (left >= MEMO_MIN_LEFT && left <= MEMO_MAX_LEFT && s->memo)
    {
      PentoWord window = (filled >> cell) >> 1;
      guint64 high = t->dead_window >= 64 ? (guint64) window :
                     (guint64) window & ((G_GUINT64_CONSTANT (1) << t->dead_window) - 1);
      guint64 low = G_GUINT64_CONSTANT (1) << 63 | remaining | ((guint64) cell << 20) |
                    (cell < s->root_below ? s->root_key << 27 : 0);

      key = ((PentoWord) high << 64) | low;
      if (s->memo[memo_slot (key)] == key)
        return;
    }

  if (left <= 2)
    for (; fits; fits &= fits - 1)
      {
        guint j = __builtin_ctzll (fits);
        PentoWord m = t->slot_mask[cell][j];

        s->placed[puzzle->slot_rank[j]] = m;
        if (left == 2)
          {
            /* with one piece left, a fit at the child's first empty cell covers it all */
            PentoWord child = filled | m;
            guint child_cell = pento_word_ctz (~child);
            guint64 child_fits = pento_wide_fits_at (t, child, child_cell,
                                                     allowed & puzzle->slot_keep[j], n_bytes);

            if (child_fits == 0)
              continue;
            if (G_UNLIKELY (!pento_trace_place (trace, puzzle->slot_rank[j])))
              return;
            j = __builtin_ctzll (child_fits);
            s->placed[puzzle->slot_rank[j]] = t->slot_mask[child_cell][j];
          }
        if (G_UNLIKELY (!pento_trace_place (trace, puzzle->slot_rank[j])) ||
            !packing (s) || !pento_trace_remove (trace) ||
            (left == 2 && !pento_trace_remove (trace)))
          return;
      }
  else
    {
      /* the fits of every child first, then the children with some */
      PentoWord children[64];
      guint64 child_fits[64];
      guint8 child_slot[64], child_cell[64];
      guint n = pento_wide_expand (t, puzzle, filled, allowed, cell, fits, n_bytes,
                                   children, child_fits, child_slot, child_cell);

      for (guint i = 0; i < n; i++)
        {
          guint j = child_slot[i];
          guint k = puzzle->slot_rank[j];

          if (pento_wide_tables_walled_in (t, children[i]))
            continue;
          s->placed[k] = children[i] & ~filled;
          if (G_UNLIKELY (!pento_trace_place (trace, k)))
            return;
          descend (s, children[i], allowed & puzzle->slot_keep[j], remaining & ~(1u << k),
                   child_cell[i], child_fits[i], left - 1);
          if (s->stopped || G_UNLIKELY (!pento_trace_remove (trace)))
            return;
        }
    }

  /* a subtree cut short by a stop is not dead */
  if (key && trace->packings == packings_before)
    s->memo[memo_slot (key)] = key;
}

/* Copies with the window's bytes a constant, so that the look-ups unroll. */
#define WALK_COPY(NAME, N) \
  static void NAME (Walk *s, PentoWord filled, guint64 allowed, guint32 remaining, \
                    guint cell, guint64 fits, guint left) \
  { \
    walk_node (s, filled, allowed, remaining, cell, fits, left, N, NAME); \
  }
WALK_COPY (walk_2, 2)
WALK_COPY (walk_3, 3)
WALK_COPY (walk_4, 4)
WALK_COPY (walk_5, 5)
WALK_COPY (walk_6, 6)
WALK_COPY (walk_any, s->t->n_bytes)
#undef WALK_COPY

static void
walk_from (Walk      *s,
           PentoWord  filled,
           guint32    remaining)
{
  static const WalkNode copies[] = { NULL, NULL, walk_2, walk_3, walk_4, walk_5, walk_6 };
  const PentoWideTables *t = s->t;
  guint64 allowed, fits;
  guint cell;

  if (filled == ~(PentoWord) 0)
    {
      /* the task's first placement filled the board */
      if (!packing (s))
        s->stopped = TRUE;
      return;
    }
  if (remaining == 0)
    return;
  allowed = pento_wide_allowed (s->puzzle, remaining);
  cell = pento_word_ctz (~filled);
  fits = pento_wide_fits_at (t, filled, cell, allowed, t->n_bytes);
  if (fits == 0)
    return;
  (t->n_bytes < G_N_ELEMENTS (copies) && copies[t->n_bytes] ? copies[t->n_bytes] : walk_any)
    (s, filled, allowed, remaining, cell, fits, __builtin_popcount (remaining));
}

/* A new root. Which packing of a class the plain search delivers as its representative is
 * decided by the wide search's own comparison, under the task's root. */
static void
set_root (Walk  *s,
          guint  task_index)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const Root *root = &puzzle->roots[puzzle->tasks[task_index].root];
  guint root_top = root->wmask ? pento_word_top (root->wmask) : 0;

  s->root = root;
  s->root_key = puzzle->tasks[task_index].root + 1;
  s->root_below = root_top > s->t->dead_window ? root_top - s->t->dead_window : 0;
  if (root->n_checks > 0)
    pento_wide_state_set_task (s->order, task_index);
}

gboolean
pento_trace_wide_search (PentoTrace *trace)
{
  const PentoPuzzle *puzzle = trace->puzzle;
  Walk s = { .trace = trace, .puzzle = puzzle, .t = trace->puzzle->wide };
  gint root = -1;

  s.order = pento_wide_state_new (puzzle);
  /* (the memo's key holds the window past the first empty cell in one word) */
  if (s.t->dead_window <= 64)
    s.memo = g_new0 (PentoWord, (gsize) 1 << MEMO_BITS);
  trace->stop_flag = &s.stopped;
  trace->wplaced = s.placed;

  for (guint i = 0; i < puzzle->n_tasks && !s.stopped; i++)
    {
      const Task *task = &puzzle->tasks[i];
      PentoWord filled;
      guint32 remaining = (1u << puzzle->n_order) - 1;

      /* the breaker's placement goes on before its branches and comes off after them (a
       * position no symmetry keeps has no breaker: one root of no cells) */
      if ((gint) task->root != root)
        {
          if (root >= 0 && trace->wroot_mask != 0 && !pento_trace_remove (trace))
            break;
          root = task->root;
          set_root (&s, i);
          trace->wroot_mask = s.root->wmask;
          if (trace->wroot_mask != 0 && !pento_trace_place (trace, puzzle->n_order))
            break;
        }
      trace->task = i;
      trace->task_start = trace->steps;
      trace->task_depth = trace->depth + (task->rank >= 0 ? 1 : 0);

      filled = s.t->init_filled | s.root->wmask;
      if (task->rank >= 0)
        {
          s.placed[task->rank] = task->wmask;
          filled |= task->wmask;
          remaining &= ~(1u << task->rank);
          if (!pento_trace_place (trace, task->rank))
            break;
        }
      walk_from (&s, filled, remaining);
      if (s.stopped)
        break;
      if (task->rank >= 0 && !pento_trace_remove (trace))
        break;
      pento_trace_branch_done (trace, i);
    }
  if (root >= 0 && trace->wroot_mask != 0 && !s.stopped)
    pento_trace_remove (trace);

  g_free (s.memo);
  pento_wide_state_free (s.order);
  trace->stop_flag = NULL;
  /* the board as it was left stays readable once the search's frame is gone */
  memcpy (trace->wplaced_after, s.placed, sizeof trace->wplaced_after);
  trace->wplaced = trace->wplaced_after;
  return !s.stopped;
}

/* ---- progress --------------------------------------------------------------------------- */

/* The state a task starts from: its root's and its first placement's cells, and the slots
 * of the pieces left. */
static PentoWord
task_state (const PentoTrace *trace,
            guint             task_index,
            guint64          *out_allowed)
{
  const PentoPuzzle *puzzle = trace->puzzle;
  const Task *task = &puzzle->tasks[task_index];
  PentoWord filled = puzzle->wide->init_filled | puzzle->roots[task->root].wmask;

  *out_allowed = pento_wide_allowed (puzzle, (1u << puzzle->n_order) - 1);
  if (task->rank >= 0)
    {
      filled |= task->wmask;
      *out_allowed &= ~puzzle->rank_slots[task->rank];
    }
  return filled;
}

gdouble
pento_trace_wide_probe (const PentoTrace *trace,
                        guint             task_index,
                        guint32           seed)
{
  const PentoPuzzle *puzzle = trace->puzzle;
  const PentoWideTables *t = trace->puzzle->wide;
  guint64 allowed;
  PentoWord filled = task_state (trace, task_index, &allowed);
  gdouble estimate = 1.0, product = 1.0;
  guint32 state = seed | 1;

  while (filled != ~(PentoWord) 0)
    {
      guint c = pento_word_ctz (~filled);
      guint64 fits = pento_wide_fits_at (t, filled, c, allowed, t->n_bytes);
      guint n = __builtin_popcountll (fits), j;

      if (n == 0)
        break;
      product *= n;
      estimate += product;
      for (guint pick = pento_trace_pick (&state, n); pick > 0; pick--)
        fits &= fits - 1;
      j = __builtin_ctzll (fits);
      filled |= t->slot_mask[c][j];
      allowed &= puzzle->slot_keep[j];
    }
  return estimate;
}

/* As pento_trace_branch_position() (pento-search.c): at each depth of the current branch, the
 * share of the children the search goes through that come before the piece placed there. */
gdouble
pento_trace_wide_branch_position (const PentoTrace *trace)
{
  const PentoPuzzle *puzzle = trace->puzzle;
  const PentoWideTables *t = trace->puzzle->wide;
  PentoWord filled = t->init_filled | trace->wroot_mask;
  guint64 allowed = pento_wide_allowed (puzzle, (1u << puzzle->n_order) - 1);
  guint left = puzzle->n_order;
  gdouble position = 0.0, width = 1.0;

  for (guint d = 0; d < trace->depth; d++)
    {
      guint rank = trace->stack_rank[d];
      PentoWord mask;

      if (rank >= puzzle->n_order)
        continue;                      /* the breaker: in filled already */
      mask = trace->wplaced[rank];
      if (d >= trace->task_depth)
        {
          guint cell = pento_word_ctz (~filled);
          guint64 fits = pento_wide_fits_at (t, filled, cell, allowed, t->n_bytes);
          guint count = 0, index = 0;

          for (; fits; fits &= fits - 1)
            {
              guint j = __builtin_ctzll (fits);
              PentoWord child = filled | t->slot_mask[cell][j];

              if (left >= 2 && child != ~(PentoWord) 0 &&
                  pento_wide_fits_at (t, child, pento_word_ctz (~child),
                                      allowed & puzzle->slot_keep[j], t->n_bytes) == 0)
                continue;
              if (t->slot_mask[cell][j] == mask)
                index = count;
              count++;
            }
          if (count > 0)
            {
              position += width * index / count;
              width /= count;
            }
        }
      filled |= mask;
      allowed &= ~puzzle->rank_slots[rank];
      left--;
    }
  return position;
}
