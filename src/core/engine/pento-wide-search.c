/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-search.c: the plain search past 64 cells, which finds every packing — the same
 * method as the 64-bit search of pento-search.c: always cover the first empty cell; what fits
 * there is a few table look-ups by the bytes of the cells just past it (pento-wide-tables.h);
 * a child with an empty cell walled in is dropped; a dead-state memo skips the states already
 * known to hold no packing. Each packing goes to the state's found().
 */
#include "pento-wide-state.h"

/* The dead-state memo: the states with DEAD_MIN_LEFT to DEAD_MAX_LEFT pieces left, in a table
 * of 2^DEAD_BITS keys, newest wins. It stays the size of the L2 cache: a larger table, or
 * states with more pieces left, skips more nodes but its look-ups miss the cache
 * (docs/performance.md). */
#define DEAD_MIN_LEFT 3
#define DEAD_MAX_LEFT 8
#define DEAD_BITS 15

PentoWord *
pento_wide_dead_new (const PentoPuzzle *puzzle)
{
  return puzzle->wide->dead_memo ? g_new0 (PentoWord, (gsize) 1 << DEAD_BITS) : NULL;
}

/* A key's slot: both words mixed, the product's top bits. */
static inline guint64
memo_slot (PentoWord key)
{
  guint64 h = ((guint64) key ^ ((guint64) (key >> 64) * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F))) *
              G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  return h >> (64 - DEAD_BITS);
}

typedef void (*WideNode) (PentoWideState *s, PentoWord filled, guint64 allowed,
                          guint32 remaining, guint cell, guint64 fits, guint left);

/* One state: @left pieces to place, @fits what fits at its first empty cell @cell (never
 * none). With one or two pieces left the packings are found without entering the last
 * state; a state whose subtree adds no packing goes into the memo. */
G_ALWAYS_INLINE static inline void
wide_node (PentoWideState *s,
           PentoWord       filled,
           guint64         allowed,
           guint32         remaining,
           guint           cell,
           guint64         fits,
           guint           left,
           const guint     n_bytes,
           WideNode        descend)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  PentoWord key = 0;
  const guint64 packings_before = s->dead.packings;

  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) && !s->poll (s->ctx))
    {
      s->stopped = TRUE;
      return;
    }

  if (left >= DEAD_MIN_LEFT && left <= DEAD_MAX_LEFT && s->dead.keys)
    {
      /* exact: the pieces left, the cell, the root while it reaches past the window, and the
       * window, the only cells past the first empty one a placement may have filled */
      PentoWord window = (filled >> cell) >> 1;
      guint64 low = remaining | ((guint64) cell << 20) |
                    (cell < s->root_below ? s->root_key << 27 : 0);
      guint64 high = t->dead_window >= 64 ? (guint64) window :
                     (guint64) window & ((G_GUINT64_CONSTANT (1) << t->dead_window) - 1);

      key = ((PentoWord) high << 64) | low;
      if (s->dead.keys[memo_slot (key)] == key)
        return;
    }

  if (left <= 2)
    {
      while (fits)
        {
          guint j = __builtin_ctzll (fits);
          PentoWord m = t->slot_mask[cell][j];

          fits &= fits - 1;
          s->placed[puzzle->slot_rank[j]] = m;
          if (left == 2)
            {
              PentoWord child = filled | m;
              guint child_cell = pento_word_ctz (~child);
              guint64 child_fits = pento_wide_fits_at (t, child, child_cell,
                                                       allowed & puzzle->slot_keep[j], n_bytes);

              if (child_fits == 0)
                continue;
              j = __builtin_ctzll (child_fits);
              s->placed[puzzle->slot_rank[j]] = t->slot_mask[child_cell][j];
            }
          s->dead.packings++;
          if (!s->found (s->ctx))
            {
              s->stopped = TRUE;
              return;
            }
        }
    }
  else
    {
      PentoWord children[64];
      guint64 child_fits[64];
      guint8 child_slot[64], child_cell[64];
      guint n = pento_wide_expand (t, s->puzzle, filled, allowed, cell, fits, n_bytes,
                                   children, child_fits, child_slot, child_cell);

      for (guint i = 0; i < n; i++)
        {
          guint j = child_slot[i];
          guint k = puzzle->slot_rank[j];

          if (pento_wide_tables_walled_in (t, children[i]))
            continue;
          s->placed[k] = children[i] & ~filled;
          descend (s, children[i], allowed & puzzle->slot_keep[j], remaining & ~(1u << k),
                   child_cell[i], child_fits[i], left - 1);
          if (s->stopped)
            return;
        }
    }

  if (key && s->dead.packings == packings_before)
    s->dead.keys[memo_slot (key)] = key;
}

/* Copies with the window's width in bytes fixed, so that the look-ups unroll; _any reads it
 * from the tables. */
#define WIDE_COPY(NAME, N) \
  static void NAME (PentoWideState *s, PentoWord filled, guint64 allowed, guint32 remaining, \
                    guint cell, guint64 fits, guint left) \
  { \
    wide_node (s, filled, allowed, remaining, cell, fits, left, N, NAME); \
  }
WIDE_COPY (wide_node_2, 2)
WIDE_COPY (wide_node_3, 3)
WIDE_COPY (wide_node_4, 4)
WIDE_COPY (wide_node_5, 5)
WIDE_COPY (wide_node_6, 6)
WIDE_COPY (wide_node_any, s->t->n_bytes)
#undef WIDE_COPY

void
pento_wide_search_from (PentoWideState *s,
                        PentoWord       filled,
                        guint32         remaining)
{
  static const WideNode copies[] = {
    NULL, NULL, wide_node_2, wide_node_3, wide_node_4, wide_node_5, wide_node_6,
  };
  const PentoWideTables *t = s->t;
  guint64 allowed, fits;
  guint cell;

  if (filled == ~(PentoWord) 0)
    {
      s->dead.packings++;
      if (!s->found (s->ctx))
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
  (t->n_bytes < G_N_ELEMENTS (copies) && copies[t->n_bytes] ? copies[t->n_bytes] :
   wide_node_any) (s, filled, allowed, remaining, cell, fits, __builtin_popcount (remaining));
}

