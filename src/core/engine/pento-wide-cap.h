/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-cap.h: the completions of a board's last cells, counted once for all (the cap),
 * for the count without the memo (pento-wide-count2.c). Once every cell before the cap's
 * first cell is filled, the cells filled past it are the parts of the pieces that cross into
 * it, and the completions of the state are the packings of the rest of the cap with exactly
 * the pieces left: one look-up by those cells and pieces, where the search below would take
 * many nodes.
 *
 * The cap is built by a search of its own from the board's end back to the cap's first cell:
 * its last undecided cell is covered either by a piece lying wholly in the cap or by the part
 * of a crossing piece (a protrusion), and each way of filling the cap is kept under its
 * protrusions' cells and the pieces it used. A set of cells that is a union of protrusions in
 * several ways is reached once for each: its counts are divided by the number of ways.
 */
#pragma once

#include "pento-wide-tables.h"

G_BEGIN_DECLS

typedef struct {
  guint64 key;                         /* 0: empty */
  guint64 count;
} PentoWideCapEntry;

struct _PentoWideCap {
  guint              cut;              /* the cap's first cell */
  guint              rank_bits;        /* the pieces left, below the cells in a key */
  guint64            free;             /* the cap's cells from cut (bit i: cell cut + i), those
                                        * always filled (a placed piece's) left out */
  guint              shift;            /* 64 - log2 (slots) */
  guint64            mask;             /* slots - 1 */
  guint64            used;
  PentoWideCapEntry *slots;
  gsize              bytes;
  gboolean           mapped;
  guint64            build_nodes;
  /* Nearly every look-up finds nothing: a filter the size of the L2 cache answers most of
   * them, two bits of one word per entry, both set for each key kept. */
  guint64           *filter;
  guint              filter_shift;     /* 64 - log2 (words) */
};

#define PENTO_WIDE_CAP_KEY_TOP (G_GUINT64_CONSTANT (1) << 63)

/* Builds @puzzle's cap from cell @cut on (the count tables built): TRUE and *@cap (NULL if
 * the cap does not suit the board: its key too long, or its search past @max_nodes), or
 * FALSE if @poll said stop. */
gboolean pento_wide_cap_build (const PentoPuzzle *puzzle,
                               guint              cut,
                               guint64            max_nodes,
                               gboolean         (*poll) (gpointer ctx),
                               gpointer           ctx,
                               PentoWideCap     **cap);
void     pento_wide_cap_free  (PentoWideCap      *cap);

G_ALWAYS_INLINE static inline guint64
pento_wide_cap_key (const PentoWideCap *cap,
                    guint64             cells,
                    guint32             remaining)
{
  return (((cells & cap->free) << cap->rank_bits) | remaining) | PENTO_WIDE_CAP_KEY_TOP;
}

G_ALWAYS_INLINE static inline guint64
pento_wide_cap_hash (guint64 key)
{
  return key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
}

G_ALWAYS_INLINE static inline guint64
pento_wide_cap_slot (const PentoWideCap *cap,
                     guint64             key)
{
  return pento_wide_cap_hash (key) >> cap->shift;
}

/* the filter's word of @key, and its two bits there */
G_ALWAYS_INLINE static inline const guint64 *
pento_wide_cap_word (const PentoWideCap *cap,
                     guint64             key)
{
  return &cap->filter[pento_wide_cap_hash (key) >> cap->filter_shift];
}

G_ALWAYS_INLINE static inline guint64
pento_wide_cap_bits (const PentoWideCap *cap,
                     guint64             key)
{
  guint64 h = pento_wide_cap_hash (key) << (64 - cap->filter_shift);

  return (G_GUINT64_CONSTANT (1) << (h >> 58)) | (G_GUINT64_CONSTANT (1) << ((h >> 52) & 63));
}

/* Whether the filter lets @key through: if not, it has no entry. */
G_ALWAYS_INLINE static inline gboolean
pento_wide_cap_maybe (const PentoWideCap *cap,
                      guint64             key)
{
  guint64 bits = pento_wide_cap_bits (cap, key);

  return (*pento_wide_cap_word (cap, key) & bits) == bits;
}

/* @key's count in the table (the filter passed). */
G_ALWAYS_INLINE static inline guint64
pento_wide_cap_find (const PentoWideCap *cap,
                     guint64             key)
{
  for (guint64 i = pento_wide_cap_slot (cap, key);; i = (i + 1) & cap->mask)
    {
      if (cap->slots[i].key == key)
        return cap->slots[i].count;
      if (cap->slots[i].key == 0)
        return 0;
    }
}

/* The completions of a state whose cells before the cap are all filled: @cells, its cells
 * from the cap's first on (bit 0: cell cut), @remaining, the pieces left by rank. */
G_ALWAYS_INLINE static inline guint64
pento_wide_cap_count (const PentoWideCap *cap,
                      guint64             cells,
                      guint32             remaining)
{
  guint64 key = pento_wide_cap_key (cap, cells, remaining);

  return pento_wide_cap_maybe (cap, key) ? pento_wide_cap_find (cap, key) : 0;
}

G_END_DECLS
