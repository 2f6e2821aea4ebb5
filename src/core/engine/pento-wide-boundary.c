/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-boundary.c: the boundary count past 64 cells. With a boundary cell B, once every
 * cell below B is filled a state is the cells filled from B on and the pieces left, and its
 * completions depend on nothing else. The count is then done in two steps: first the states
 * the tasks reach at the boundary are gathered in one table with their multiplicities (the
 * ways to reach them, each weighed by its root's images, and by whether it is a class's
 * representative); then each distinct state is counted once, by the threads in turn, and its
 * count is multiplied out. It pays on boards whose lines are long enough for many ways to
 * reach the same state (pento-wide-tables.c plans it).
 */
#include "pento-wide-state.h"

#include <stdlib.h>                    /* qsort() */

#define REACH_BATCH 4096               /* states a thread gathers before it takes the lock */
#define REACH_START_BITS 16
#define REACH_GROW_STEP 2
#define FINISH_CHUNK 256               /* states a thread takes at a time in the second step */

struct _PentoWideReachEntry {
  guint64 key_lo, key_hi;
  guint64 w_total;                     /* 0: an empty slot */
  guint64 w_unique;
};

/* The states reached at the boundary, shared by the threads of a count. */
struct _PentoWideReach {
  guint                boundary;       /* the boundary cell */
  GMutex               mutex;
  PentoWideReachEntry *slots;
  guint                bits;
  gsize                used;
  gboolean             sorted;         /* slots[]: the used entries, in order */
  gint                 next_chunk;     /* atomic: the second step's next states */
  guint64              running_total;  /* atomic: … the packings its finished chunks hold */
  guint64              running_unique;
  guint64              running_nodes;  /* … and the nodes they took */
};

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

/* ---- the first step: the states reached ---- */

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

/* Adds @e to the table (open addressing, linear probing): a new state, or its weights to
 * those of the same state. */
static void
reach_put (PentoWideReachEntry       *slots,
           guint             bits,
           const PentoWideReachEntry *e,
           gsize            *used)
{
  gsize mask = ((gsize) 1 << bits) - 1;

  for (gsize i = reach_hash (e->key_lo, e->key_hi, bits);; i = (i + 1) & mask)
    {
      PentoWideReachEntry *slot = &slots[i];

      if (slot->w_total == 0)
        {
          *slot = *e;
          (*used)++;
          return;
        }
      if (slot->key_lo == e->key_lo && slot->key_hi == e->key_hi)
        {
          slot->w_total += e->w_total;
          slot->w_unique += e->w_unique;
          return;
        }
    }
}

/* A batch of states into the shared table, which doubles its slots (two steps at a time) to
 * stay at most half full. */
static void
reach_table_add (PentoWideReach            *table,
                 const PentoWideReachEntry *entries,
                 guint                      n)
{
  g_mutex_lock (&table->mutex);
  for (guint i = 0; i < n; i++)
    {
      if (i + 8 < n && table->slots)
        __builtin_prefetch (&table->slots[reach_hash (entries[i + 8].key_lo,
                                                      entries[i + 8].key_hi, table->bits)]);
      if (table->slots == NULL || 2 * (table->used + 1) > ((gsize) 1 << table->bits))
        {
          guint bits = table->slots ? table->bits + REACH_GROW_STEP : REACH_START_BITS;
          PentoWideReachEntry *bigger = g_new0 (PentoWideReachEntry, (gsize) 1 << bits);
          gsize used = 0;

          for (gsize k = 0; table->slots && k < (gsize) 1 << table->bits; k++)
            if (table->slots[k].w_total)
              reach_put (bigger, bits, &table->slots[k], &used);
          g_free (table->slots);
          table->slots = bigger;
          table->bits = bits;
          table->used = used;
        }
      reach_put (table->slots, table->bits, &entries[i], &table->used);
    }
  g_mutex_unlock (&table->mutex);
}

void
pento_wide_boundary_flush (PentoWideState *s)
{
  if (s->boundary.n_batch > 0)
    reach_table_add (s->boundary.reach, s->boundary.batch, s->boundary.n_batch);
  s->boundary.n_batch = 0;
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

/* ---- the second step: each state counted once ---- */

gdouble
pento_wide_counts_fraction (PentoWideCounts *counts)
{
  PentoWideReach *reach;
  gsize done;

  if (counts == NULL || counts->reach == NULL)
    return -1.0;
  reach = counts->reach;
  if (!reach->sorted)
    return 0.0;
  done = (gsize) g_atomic_int_get (&reach->next_chunk) * FINISH_CHUNK;
  return reach->used ? MIN (done, reach->used) / (gdouble) reach->used : 1.0;
}

typedef struct {
  PentoWideCounts   *counts;
  const PentoPuzzle *puzzle;
  gboolean         (*poll) (gpointer ctx);
  gpointer           ctx;
  GMutex             mutex;
  guint64            nodes, total, unique;
  gboolean           stopped;
} Finish;

/* One thread's share of the second step: chunks of the sorted states, until none is left. */
static void
finish_run (Finish   *f,
            gboolean (*poll) (gpointer ctx),
            gpointer   ctx)
{
  const PentoPuzzle *puzzle = f->puzzle;
  PentoWideReach *table = f->counts->reach;
  PentoWideState *s = pento_wide_state_new (puzzle);
  guint n = puzzle->n_bits, b = table->boundary;
  gsize n_slots = table->used;
  PentoWord low = (PENTO_WORD_ONE << b) - 1;
  guint64 total = 0, unique = 0;

  pento_wide_memo_attach (s, f->counts->memo, TRUE);
  s->poll = poll;
  s->ctx = ctx;
  while (!s->stopped)
    {
      gsize start = (gsize) g_atomic_int_add (&table->next_chunk, 1) * FINISH_CHUNK;
      guint64 chunk_total = 0, chunk_unique = 0, chunk_start = s->nodes;

      if (start >= n_slots)
        break;
      for (gsize i = start; i < MIN (start + FINISH_CHUNK, n_slots) && !s->stopped; i++)
        {
          const PentoWideReachEntry *e = &table->slots[i];
          PentoWord key, filled;
          guint64 root, count;
          guint32 remaining;

          key = ((PentoWord) e->key_hi << 64) | e->key_lo;
          filled = s->t->init_filled | low |
                   (((key & ((PENTO_WORD_ONE << (n - b)) - 1)) << b) & s->t->cells);
          remaining = (guint32) (key >> (128 - puzzle->n_order));
          root = (guint64) (key >> (n - b)) & ((1u << s->t->root_bits) - 1);
          s->root_key = root;
          s->root_below = 0;
          if (root)
            {
              guint top = pento_word_top (puzzle->roots[root - 1].wmask);

              s->root_below = top > s->t->dead_window ? top - s->t->dead_window : 0;
            }
          count = pento_wide_count_from (s, filled, remaining);
          chunk_total += count * e->w_total;
          chunk_unique += count * e->w_unique;
        }
      total += chunk_total;
      unique += chunk_unique;
      /* (for the progress reports meanwhile: pento_wide_counts_running()) */
      __atomic_fetch_add (&table->running_total, chunk_total, __ATOMIC_RELAXED);
      __atomic_fetch_add (&table->running_unique, chunk_unique, __ATOMIC_RELAXED);
      __atomic_fetch_add (&table->running_nodes, s->nodes - chunk_start, __ATOMIC_RELAXED);
    }
  g_mutex_lock (&f->mutex);
  f->nodes += s->nodes;
  f->total += total;
  f->unique += unique;
  f->stopped |= s->stopped;
  g_mutex_unlock (&f->mutex);
  pento_wide_state_free (s);
}

static int
reach_compare (const void *a,
               const void *b)
{
  const PentoWideReachEntry *x = a, *y = b;

  if (x->key_hi != y->key_hi)
    return x->key_hi < y->key_hi ? -1 : 1;
  return x->key_lo < y->key_lo ? -1 : x->key_lo > y->key_lo;
}

/* The states in the order of their keys, pieces left first, so that the states under them
 * come back while the memo still has them: by their top 16 bits into a new table, then each
 * run of them sorted. */
static void
reach_sort (PentoWideReach *table)
{
  gsize n_slots = (gsize) 1 << table->bits;
  g_autofree gsize *start = g_new0 (gsize, 65536 + 1);
  PentoWideReachEntry *sorted = g_new (PentoWideReachEntry, table->used);

  for (gsize i = 0; i < n_slots; i++)
    if (table->slots[i].w_total)
      start[(table->slots[i].key_hi >> 48) + 1]++;
  for (guint k = 0; k < 65536; k++)
    start[k + 1] += start[k];
  for (gsize i = 0; i < n_slots; i++)
    if (table->slots[i].w_total)
      sorted[start[table->slots[i].key_hi >> 48]++] = table->slots[i];
  for (guint k = 0; k < 65536; k++)
    {
      gsize end = start[k], begin = k > 0 ? start[k - 1] : 0;

      if (end - begin > 1)
        qsort (sorted + begin, end - begin, sizeof (PentoWideReachEntry), reach_compare);
    }
  g_free (table->slots);
  table->slots = sorted;
  table->sorted = TRUE;
}

static gpointer
finish_thread (gpointer data)
{
  Finish *f = data;

  finish_run (f, f->poll, f->ctx);
  return NULL;
}

gboolean
pento_wide_counts_finish (PentoWideCounts   *counts,
                          const PentoPuzzle *puzzle,
                          guint              n_threads,
                          gboolean         (*poll) (gpointer ctx),
                          gpointer           ctx,
                          gboolean         (*thread_poll) (gpointer ctx),
                          gpointer           thread_ctx,
                          guint64           *nodes,
                          guint64           *total,
                          guint64           *unique)
{
  Finish f = { .counts = counts, .puzzle = puzzle, .poll = thread_poll, .ctx = thread_ctx };
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  PentoWideReach *reach;

  if (counts == NULL || counts->reach == NULL || counts->reach->slots == NULL)
    return TRUE;
  reach = counts->reach;
  __atomic_store_n (&reach->running_total, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&reach->running_unique, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&reach->running_nodes, 0, __ATOMIC_RELAXED);
  reach_sort (reach);
  g_mutex_init (&f.mutex);
  for (guint i = 1; i < n_threads; i++)
    g_ptr_array_add (threads, g_thread_new ("pento-count", finish_thread, &f));
  finish_run (&f, poll, ctx);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (threads->pdata[i]);
  g_mutex_clear (&f.mutex);
  /* from here the packings are in @total: not running any more */
  __atomic_store_n (&reach->running_total, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&reach->running_unique, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&reach->running_nodes, 0, __ATOMIC_RELAXED);
  *nodes += f.nodes;
  *total += f.total;
  *unique += f.unique;
  return !f.stopped;
}

void
pento_wide_counts_running (PentoWideCounts *counts,
                           guint64         *nodes,
                           guint64         *total,
                           guint64         *unique)
{
  PentoWideReach *reach = counts != NULL ? counts->reach : NULL;

  *nodes = reach != NULL ? __atomic_load_n (&reach->running_nodes, __ATOMIC_RELAXED) : 0;
  *total = reach != NULL ? __atomic_load_n (&reach->running_total, __ATOMIC_RELAXED) : 0;
  *unique = reach != NULL ? __atomic_load_n (&reach->running_unique, __ATOMIC_RELAXED) : 0;
}
