/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-boundary.c: the boundary count past 64 cells. With a boundary cell B, once every
 * cell below B is filled a state is the cells filled from B on and the pieces left, and its
 * completions depend on nothing else. The count is then done in two steps: first the states
 * the tasks reach at the boundary are gathered in one table with their multiplicities (the
 * ways to reach them, each weighed by its root's images, and by whether it is a class's
 * representative); then each distinct state is counted once, by the threads in turn, and its
 * count is multiplied out. It pays on boards whose lines are long enough for many ways to
 * reach the same state (pento-wide-tables.c plans it). This file is the first step, which the
 * tasks' counts take; the second is pento-wide-finish.c.
 *
 * The table grows within the memory budget (pento-pages.h). Once the budget stops it, it
 * fills up to three quarters and then takes only the states it holds already: a state it has
 * no room for is counted at once by the thread that reached it, each time it comes.
 */
#include "pento-wide-state.h"

#include "pento-pages.h"

#define REACH_BATCH 4096               /* states a thread gathers before it takes the lock */
#define REACH_START_BITS 16
#define REACH_MIN_BITS 10              /* the least table tried where the budget is short */
#define REACH_GROW_STEP 2

PentoWideReach *
pento_wide_reach_new (guint boundary)
{
  PentoWideReach *reach = g_new0 (PentoWideReach, 1);

  reach->boundary = boundary;
  g_mutex_init (&reach->mutex);
  return reach;
}

void
pento_wide_reach_free (PentoWideReach *reach)
{
  if (reach == NULL)
    return;
  g_free (reach->slots);
  pento_pages_release (reach->bytes);
  g_mutex_clear (&reach->mutex);
  g_free (reach);
}

void
pento_wide_boundary_attach (PentoWideState *s,
                            PentoWideReach *reach)
{
  s->boundary.reach = reach;
  s->boundary.cell = reach != NULL ? reach->boundary : 0;
  if (reach != NULL && s->boundary.batch == NULL)
    s->boundary.batch = g_new (PentoWideReachEntry, REACH_BATCH);
}

/* A key's slot: both words mixed, the product's top bits. */
static inline gsize
reach_hash (guint64 lo,
            guint64 hi,
            guint   bits)
{
  guint64 h = (lo ^ (hi * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F))) *
              G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  return (gsize) (h >> (64 - bits));
}

/* Adds @e to the table (open addressing, linear probing): its weights to those of the same
 * state, or a new state while the table holds fewer than @max_used. FALSE: not taken. */
static gboolean
reach_put (PentoWideReachEntry       *slots,
           guint                      bits,
           const PentoWideReachEntry *e,
           gsize                     *used,
           gsize                      max_used)
{
  gsize mask = ((gsize) 1 << bits) - 1;

  for (gsize i = reach_hash (e->key_lo, e->key_hi, bits);; i = (i + 1) & mask)
    {
      PentoWideReachEntry *slot = &slots[i];

      if (slot->w_total == 0)
        {
          if (*used >= max_used)
            return FALSE;
          *slot = *e;
          (*used)++;
          return TRUE;
        }
      if (slot->key_lo == e->key_lo && slot->key_hi == e->key_hi)
        {
          slot->w_total += e->w_total;
          slot->w_unique += e->w_unique;
          return TRUE;
        }
    }
}

/* The table with more slots, four times as many (or as many more as the budget allows), the
 * entries kept; where the budget allows none, it stays full. */
static void
reach_grow (PentoWideReach *table)
{
  guint least = table->slots ? table->bits + 1 : REACH_MIN_BITS;
  guint bits = table->slots ? table->bits + REACH_GROW_STEP : REACH_START_BITS;
  PentoWideReachEntry *bigger;
  gsize used = 0;

  while (bits >= least && !pento_pages_reserve (sizeof (PentoWideReachEntry) << bits))
    bits--;
  if (bits < least)
    {
      table->full = TRUE;
      return;
    }
  bigger = g_new0 (PentoWideReachEntry, (gsize) 1 << bits);
  for (gsize k = 0; table->slots && k < (gsize) 1 << table->bits; k++)
    if (table->slots[k].w_total)
      reach_put (bigger, bits, &table->slots[k], &used, G_MAXSIZE);
  g_free (table->slots);
  pento_pages_release (table->bytes);
  table->slots = bigger;
  table->bytes = sizeof (PentoWideReachEntry) << bits;
  table->bits = bits;
  table->used = used;
}

/* A batch of states into the shared table, which grows to stay at most half full. Returns how
 * many it had no room for, moved to the front of @entries. */
static guint
reach_table_add (PentoWideReach      *table,
                 PentoWideReachEntry *entries,
                 guint                n)
{
  guint n_left = 0;

  g_mutex_lock (&table->mutex);
  for (guint i = 0; i < n; i++)
    {
      gsize max_used;

      if (i + 8 < n && table->slots)
        __builtin_prefetch (&table->slots[reach_hash (entries[i + 8].key_lo,
                                                      entries[i + 8].key_hi, table->bits)]);
      if (!table->full &&
          (table->slots == NULL || 2 * (table->used + 1) > ((gsize) 1 << table->bits)))
        reach_grow (table);
      max_used = !table->full ? G_MAXSIZE : table->slots ? ((gsize) 3 << table->bits) / 4 : 0;
      if (table->slots == NULL ||
          !reach_put (table->slots, table->bits, &entries[i], &table->used, max_used))
        entries[n_left++] = entries[i];
    }
  g_mutex_unlock (&table->mutex);
  return n_left;
}

guint64
pento_wide_reach_count (PentoWideState            *s,
                        const PentoWideReach      *reach,
                        const PentoWideReachEntry *e)
{
  const PentoPuzzle *puzzle = s->puzzle;
  guint n = puzzle->n_bits, b = reach->boundary;
  PentoWord key = ((PentoWord) e->key_hi << 64) | e->key_lo;
  PentoWord filled = s->t->init_filled | ((PENTO_WORD_ONE << b) - 1) |
                     (((key & ((PENTO_WORD_ONE << (n - b)) - 1)) << b) & s->t->cells);
  guint32 remaining = (guint32) (key >> (128 - puzzle->n_order));
  guint64 root = (guint64) (key >> (n - b)) & ((1u << s->t->root_bits) - 1);
  guint64 root_key = s->root_key, count;
  guint root_below = s->root_below;

  s->root_key = root;
  s->root_below = 0;
  if (root)
    {
      guint top = pento_word_top (puzzle->roots[root - 1].wmask);

      s->root_below = top > s->t->dead_window ? top - s->t->dead_window : 0;
    }
  count = pento_wide_count_from (s, filled, remaining);
  s->root_key = root_key;
  s->root_below = root_below;
  return count;
}

void
pento_wide_boundary_flush (PentoWideState *s)
{
  PentoWideReachEntry *batch = s->boundary.batch;
  guint n_left = 0;

  if (s->boundary.n_batch > 0)
    n_left = reach_table_add (s->boundary.reach, batch, s->boundary.n_batch);
  s->boundary.n_batch = 0;
  /* the states the table had no room for, counted now */
  for (guint i = 0; i < n_left && !s->stopped; i++)
    {
      guint64 count = pento_wide_reach_count (s, s->boundary.reach, &batch[i]);

      s->tally.total += count * batch[i].w_total;
      s->tally.unique += count * batch[i].w_unique;
    }
}

/* The root goes into a boundary state's key while its cells reach far enough past the boundary
 * to count in the memo's keys (pento-wide-memo.c's count_key()). */
static inline guint64
reach_root (const PentoWideState *s)
{
  return s->root_below > s->boundary.cell ? s->root_key : 0;
}

/* A state at the boundary, with the current weights, into the thread's batch. Its key: the
 * cells from the boundary on, the root above them where it counts, the pieces left on top. */
static void
reach_add (PentoWideState *s,
           PentoWord       filled,
           guint32         remaining)
{
  const PentoPuzzle *puzzle = s->puzzle;
  guint n = puzzle->n_bits, b = s->boundary.cell;
  PentoWord key = ((filled & s->t->cells) >> b) |
                  ((PentoWord) remaining << (128 - puzzle->n_order)) |
                  ((PentoWord) reach_root (s) << (n - b));
  PentoWideReachEntry *e = &s->boundary.batch[s->boundary.n_batch++];

  e->key_lo = (guint64) key;
  e->key_hi = (guint64) (key >> 64);
  e->w_total = s->boundary.w_total;
  e->w_unique = s->boundary.w_unique;
  if (s->boundary.n_batch == REACH_BATCH)
    pento_wide_boundary_flush (s);
}

/* The search above the boundary: every state reached at it goes to the table. */
static void
reach_node (PentoWideState *s,
            PentoWord       filled,
            guint64         allowed,
            guint32         remaining,
            guint           cell,
            guint64         fits)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  PentoWord children[64];
  guint64 child_fits[64];
  guint8 child_slot[64], child_cell[64];
  guint n;

  if (__builtin_popcount (remaining) <= 2)
    {
      /* (a child could fill the board) counted here */
      guint64 count = pento_wide_count_from (s, filled, remaining);

      s->tally.total += count * s->boundary.w_total;
      s->tally.unique += count * s->boundary.w_unique;
      return;
    }
  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) && !s->poll (s->ctx))
    {
      s->stopped = TRUE;
      return;
    }
  n = pento_wide_expand (t, s->puzzle, filled, allowed, cell, fits, t->n_bytes, children,
                         child_fits, child_slot, child_cell);
  for (guint i = 0; i < n && !s->stopped; i++)
    {
      guint j = child_slot[i];
      guint32 child_remaining = remaining & ~(1u << puzzle->slot_rank[j]);

      if (pento_wide_tables_walled_in (t, children[i]))
        continue;
      if (child_cell[i] >= s->boundary.cell)
        reach_add (s, children[i], child_remaining);
      else
        reach_node (s, children[i], allowed & puzzle->slot_keep[j], child_remaining,
                    child_cell[i], child_fits[i]);
    }
}

void
pento_wide_count_weighed (PentoWideState *s,
                          PentoWord       filled,
                          guint32         remaining,
                          guint64         w_total,
                          guint64         w_unique)
{
  guint64 count, fits;
  guint cell;

  if (s->boundary.cell == 0 || filled == ~(PentoWord) 0 || remaining == 0)
    {
      count = pento_wide_count_from (s, filled, remaining);
      s->tally.total += count * w_total;
      s->tally.unique += count * w_unique;
      return;
    }
  s->boundary.w_total = w_total;
  s->boundary.w_unique = w_unique;
  cell = pento_word_ctz (~filled);
  if (cell >= s->boundary.cell)
    {
      reach_add (s, filled, remaining);
      return;
    }
  fits = pento_wide_fits_at (s->t, filled, cell, pento_wide_allowed (s->puzzle, remaining),
                             s->t->n_bytes);
  if (fits)
    reach_node (s, filled, pento_wide_allowed (s->puzzle, remaining), remaining, cell, fits);
}
