/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-memo.c: the count memo past 64 cells. When only the number of packings is asked
 * for, a state's completions are counted once and kept: below the first empty cell all is
 * filled and past its window only the holes are, so a state is its first empty cell, its
 * window, the pieces left (and the root while it reaches past the window), and the same
 * state comes back under many arrangements of the pieces before it. Where that key does not
 * fit in 64 bits beside a count (9×10) the count goes without the memo (pento-wide-count2.c).
 */
#include "pento-wide-state.h"

#include "pento-pages.h"

/* The states kept have COUNT_MIN_LEFT to COUNT_MAX_LEFT pieces left, dead ones too (count 0):
 * with fewer the count is a few look-ups of its own, and those with more seldom come back
 * (docs/performance.md). */
#define COUNT_MIN_LEFT 3
#define COUNT_MAX_LEFT 10
/* Past a boundary the memo keeps only the states with this many pieces left or more, so that
 * the table thrashes less. */
#define BOUNDARY_MEMO_MIN_LEFT 5

/* The memo is one table for all the threads, of 64-bit entries: a state's key above its count
 * (a count too large for the bits left is not kept). A key hashes to a bucket of COUNT_BUCKET
 * entries, one cache line; a full bucket gives up one of its entries. Entries are read and
 * written whole, so a thread never sees half of another's, and one lost or written twice by
 * two threads at once only costs a recount.
 *
 * The table starts at 2^COUNT_START_BITS entries and grows 2^COUNT_GROW_STEP-fold (entries
 * copied) each time it has taken twice as many states as it has entries, up to
 * 2^COUNT_MAX_BITS, or as far as the memory budget (pento-pages.h) lets it: a board whose
 * states are few keeps a small one, and a full table goes on giving up entries. The large
 * tables are in huge pages where the system has them, as the look-ups land anywhere in them
 * and would miss the address cache. A table replaced stays until the count ends: another
 * thread may still read it. */
#define COUNT_START_BITS 16
#define COUNT_GROW_STEP 4
#define COUNT_MAX_BITS 24
#define COUNT_BUCKET 8
#define COUNT_BATCH 4096               /* stores a thread makes before it reports them */

typedef struct {
  guint64 *slots;
  gsize    bytes;
  guint    bits;
  guint64  mask;                       /* of a bucket's first entry */
  gint     stores;                     /* atomic, in batches */
  gboolean mapped;
} CountTable;

struct _PentoWideMemo {
  CountTable *current;                 /* atomic */
  guint       bits;                    /* the count's, below the key */
  guint       max_bits;                /* atomic: the largest table the budget allowed */
  GMutex      mutex;                   /* growing */
  GPtrArray  *tables;                  /* every table, the replaced ones too */
};

static CountTable *
count_table_new (guint bits)
{
  CountTable *table = g_new0 (CountTable, 1);

  table->bits = bits;
  table->bytes = sizeof (guint64) << bits;
  table->mask = (((guint64) 1 << bits) - 1) & ~(guint64) (COUNT_BUCKET - 1);
  /* mapped: the pages come zeroed when first touched */
  if (bits > COUNT_START_BITS)
    table->slots = pento_pages_alloc (table->bytes, TRUE, &table->mapped);
  else
    table->slots = g_malloc0 (table->bytes);
  return table;
}

static void
count_table_free (gpointer data)
{
  CountTable *table = data;

  pento_pages_free (table->slots, table->bytes, table->mapped);
  pento_pages_release (table->bytes);
  g_free (table);
}

PentoWideMemo *
pento_wide_memo_new (const PentoPuzzle *puzzle)
{
  PentoWideMemo *m = g_new0 (PentoWideMemo, 1);

  m->bits = puzzle->wide->count_bits;
  m->max_bits = COUNT_MAX_BITS;
  g_mutex_init (&m->mutex);
  m->tables = g_ptr_array_new_with_free_func (count_table_free);
  /* (the first table whatever the budget: the count needs one) */
  pento_pages_charge (sizeof (guint64) << COUNT_START_BITS);
  m->current = count_table_new (COUNT_START_BITS);
  g_ptr_array_add (m->tables, m->current);
  return m;
}

void
pento_wide_memo_free (PentoWideMemo *m)
{
  if (m == NULL)
    return;
  g_ptr_array_unref (m->tables);
  g_mutex_clear (&m->mutex);
  g_free (m);
}

void
pento_wide_memo_attach (PentoWideState *s,
                        PentoWideMemo  *memo,
                        gboolean        below_boundary)
{
  s->memo.table = memo;
  s->memo.min_left = below_boundary ? BOUNDARY_MEMO_MIN_LEFT : COUNT_MIN_LEFT;
}

/* A key's bucket: the product's low bits, mixed with its high ones. */
static inline guint64 *
count_bucket (const CountTable *table,
              guint64           key)
{
  guint64 h = key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  return &table->slots[(h ^ (h >> 29)) & table->mask];
}

static inline CountTable *
count_table (PentoWideMemo *m)
{
  return __atomic_load_n (&m->current, __ATOMIC_ACQUIRE);
}

static inline gboolean
count_lookup (const PentoWideMemo *m,
              const CountTable    *table,
              guint64              key,
              guint64             *count)
{
  guint64 *bucket = count_bucket (table, key);

  for (guint i = 0; i < COUNT_BUCKET; i++)
    {
      guint64 e = __atomic_load_n (&bucket[i], __ATOMIC_RELAXED);

      if (e == 0)
        return FALSE;
      if (e >> m->bits == key)
        {
          *count = e & ((G_GUINT64_CONSTANT (1) << m->bits) - 1);
          return TRUE;
        }
    }
  return FALSE;
}

static void
count_put (const PentoWideMemo *m,
           const CountTable    *table,
           guint64              entry)
{
  guint64 *bucket = count_bucket (table, entry >> m->bits);
  guint i;

  for (i = 0; i < COUNT_BUCKET; i++)
    if (__atomic_load_n (&bucket[i], __ATOMIC_RELAXED) == 0)
      break;
  /* full: an entry picked by the key's low bits goes */
  if (i == COUNT_BUCKET)
    i = (entry >> m->bits) & (COUNT_BUCKET - 1);
  __atomic_store_n (&bucket[i], entry, __ATOMIC_RELAXED);
}

/* A bigger table with the entries of @table, unless another thread has grown it already: as
 * much bigger as the budget allows, up to 2^COUNT_GROW_STEP-fold; none if it allows none. */
static void
count_memo_grow (PentoWideMemo *m,
                 CountTable    *table)
{
  CountTable *bigger;
  guint bits;

  g_mutex_lock (&m->mutex);
  if (count_table (m) == table && table->bits < m->max_bits)
    {
      for (bits = MIN (table->bits + COUNT_GROW_STEP, m->max_bits); bits > table->bits; bits--)
        if (pento_pages_reserve (sizeof (guint64) << bits))
          break;
      if (bits == table->bits)
        {
          __atomic_store_n (&m->max_bits, table->bits, __ATOMIC_RELAXED);
          g_mutex_unlock (&m->mutex);
          return;
        }
      bigger = count_table_new (bits);
      for (gsize i = 0; i < (gsize) 1 << table->bits; i++)
        {
          guint64 e = __atomic_load_n (&table->slots[i], __ATOMIC_RELAXED);

          if (e != 0)
            count_put (m, bigger, e);
        }
      g_ptr_array_add (m->tables, bigger);
      __atomic_store_n (&m->current, bigger, __ATOMIC_RELEASE);
    }
  g_mutex_unlock (&m->mutex);
}

/* Keeps @count under @key; every COUNT_BATCH stores a thread tells the table, which grows
 * when it has taken twice as many states as it has entries. */
static void
count_store (PentoWideState *s,
             guint64         key,
             guint64         count)
{
  PentoWideMemo *m = s->memo.table;
  CountTable *table = count_table (m);

  if (count >> m->bits)
    return;
  count_put (m, table, (key << m->bits) | count);
  if (G_UNLIKELY (++s->memo.stores == COUNT_BATCH))
    {
      s->memo.stores = 0;
      if (g_atomic_int_add (&table->stores, COUNT_BATCH) + COUNT_BATCH >
          (gint) MIN ((guint64) 2 << table->bits, G_MAXINT / 2) &&
          table->bits < __atomic_load_n (&m->max_bits, __ATOMIC_RELAXED))
        count_memo_grow (m, table);
    }
}

/* A state's key, low bits first: the pieces left, the first empty cell, the root (while it
 * reaches past the window), the window. */
static inline guint64
count_key (const PentoWideState *s,
           guint32               remaining,
           guint                 cell,
           PentoWord             window)
{
  const PentoWideTables *t = s->t;

  return remaining | ((guint64) cell << s->puzzle->n_order) |
         (cell < s->root_below ? s->root_key << t->count_root_shift : 0) |
         (t->dead_window ? ((guint64) window & (G_MAXUINT64 >> (64 - t->dead_window))) <<
                           t->count_window_shift : 0);
}

typedef guint64 (*CountNode) (PentoWideState *s, PentoWord filled, guint64 allowed,
                              guint32 remaining, guint cell, guint64 fits, guint left);

/* The completions of a state, as the plain search would find them (@left pieces to place,
 * @fits at its first empty cell @cell, never none). */
G_ALWAYS_INLINE static inline guint64
count_node (PentoWideState *s,
            PentoWord       filled,
            guint64         allowed,
            guint32         remaining,
            guint           cell,
            guint64         fits,
            guint           left,
            const guint     n_bytes,
            CountNode       descend)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  guint64 key = 0, count = 0;

  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) && !s->poll (s->ctx))
    {
      s->stopped = TRUE;
      return 0;
    }

  if (left <= 2)
    {
      if (left == 1)
        return __builtin_popcountll (fits);
      while (fits)
        {
          guint j = __builtin_ctzll (fits);
          PentoWord child = filled | t->slot_mask[cell][j];
          guint child_cell = pento_word_ctz (~child);

          fits &= fits - 1;
          count += __builtin_popcountll (pento_wide_fits_at (t, child, child_cell,
                                                             allowed & puzzle->slot_keep[j],
                                                             n_bytes));
        }
      return count;
    }

  if (left >= s->memo.min_left && left <= COUNT_MAX_LEFT && s->memo.table)
    {
      key = count_key (s, remaining, cell, (filled >> cell) >> 1);
      if (count_lookup (s->memo.table, count_table (s->memo.table), key, &count))
        return count;
    }

  {
    PentoWord children[64];
    guint64 child_fits[64];
    guint8 child_slot[64], child_cell[64];
    guint n = pento_wide_expand (t, s->puzzle, filled, allowed, cell, fits, n_bytes,
                                 children, child_fits, child_slot, child_cell);

    /* the children's memo entries are fetched while the first ones are searched */
    if (left - 1 >= s->memo.min_left && left - 1 <= COUNT_MAX_LEFT && s->memo.table)
      for (guint i = 0; i < n; i++)
        {
          guint32 child_remaining = remaining & ~(1u << puzzle->slot_rank[child_slot[i]]);
          PentoWord window = (children[i] >> child_cell[i]) >> 1;

          __builtin_prefetch (count_bucket (count_table (s->memo.table),
                                            count_key (s, child_remaining, child_cell[i],
                                                       window)));
        }
    for (guint i = 0; i < n; i++)
      {
        guint j = child_slot[i];

        if (pento_wide_tables_walled_in (t, children[i]))
          continue;
        count += descend (s, children[i], allowed & puzzle->slot_keep[j],
                          remaining & ~(1u << puzzle->slot_rank[j]), child_cell[i],
                          child_fits[i], left - 1);
        if (s->stopped)
          return 0;
      }
  }

  if (key)
    count_store (s, key, count);
  return count;
}

/* Copies with the window's width in bytes fixed, as the plain search's. */
#define COUNT_COPY(NAME, N) \
  static guint64 NAME (PentoWideState *s, PentoWord filled, guint64 allowed, \
                       guint32 remaining, guint cell, guint64 fits, guint left) \
  { \
    return count_node (s, filled, allowed, remaining, cell, fits, left, N, NAME); \
  }
COUNT_COPY (count_node_2, 2)
COUNT_COPY (count_node_3, 3)
COUNT_COPY (count_node_4, 4)
COUNT_COPY (count_node_5, 5)
COUNT_COPY (count_node_6, 6)
COUNT_COPY (count_node_any, s->t->n_bytes)
#undef COUNT_COPY

guint64
pento_wide_memo_count (PentoWideState *s,
                       PentoWord       filled,
                       guint64         allowed,
                       guint32         remaining,
                       guint           cell,
                       guint64         fits)
{
  static const CountNode copies[] = {
    NULL, NULL, count_node_2, count_node_3, count_node_4, count_node_5, count_node_6,
  };
  const PentoWideTables *t = s->t;

  return (t->n_bytes < G_N_ELEMENTS (copies) && copies[t->n_bytes] ? copies[t->n_bytes] :
          count_node_any) (s, filled, allowed, remaining, cell, fits,
                           __builtin_popcount (remaining));
}
