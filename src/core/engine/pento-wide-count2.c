/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-count2.c: the count without the memo, where the memo's key does not fit (9×10),
 * in two words while an empty cell lies before the last 64 cells; it goes on in one word
 * (pento-wide-count64.h) and takes the completions of the board's last lines from the cap
 * (pento-wide-cap.h). It looks at both ends of the empty cells, as the states seldom come
 * back and pruning is all there is.
 */
#include "pento-wide-count64.h"

/* The last empty cell of @filled. */
static inline guint
last_empty (const PentoWideTables *t,
            PentoWord              filled)
{
  return pento_word_top (~filled & t->cells);
}

typedef guint64 (*Count2Node) (PentoWideState *s, PentoWord filled, guint64 allowed,
                               guint32 remaining, guint cell, guint64 fits, guint z,
                               guint64 back, guint left);

/* The completions of a state (@fits at its first empty cell @cell, @back at its last @z):
 * a child where no piece left fits at its last empty cell is dropped as well, and a state
 * whose last empty cell only one placement fits covers that cell (the count does not depend
 * on the order). A child whose first empty cell is among the last 64 goes on in one word; one
 * past the cap's cut is looked up in the cap. */
G_ALWAYS_INLINE static inline guint64
count2_node (PentoWideState *s,
             PentoWord       filled,
             guint64         allowed,
             guint32         remaining,
             guint           cell,
             guint64         fits,
             guint           z,
             guint64         back,
             guint           left,
             const guint     n_bytes,
             Count2Node      descend,
             Count64Node     descend64)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  guint64 count = 0;
  gboolean at_back;
  guint64 slots;
  const PentoWord *masks;

  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) && !s->poll (s->ctx))
    {
      s->stopped = TRUE;
      return 0;
    }
  if (left == 1)
    return __builtin_popcountll (fits);

  /* (not with the cap: the last cell's placement would lie past its cut) */
  at_back = (back & (back - 1)) == 0 && (fits & (fits - 1)) != 0 && s->cap.cut64 == 64;
  slots = at_back ? back : fits;
  masks = at_back ? t->back_mask[z] : t->slot_mask[cell];
  if (left == 2)
    {
      for (; slots; slots &= slots - 1)
        {
          guint j = __builtin_ctzll (slots);
          PentoWord child = filled | masks[j];
          guint child_cell = pento_word_ctz (~child);

          count += __builtin_popcountll (pento_wide_fits_at (t, child, child_cell,
                                                             allowed & puzzle->slot_keep[j],
                                                             n_bytes));
        }
      return count;
    }

  for (; slots; slots &= slots - 1)
    {
      guint j = __builtin_ctzll (slots);
      PentoWord child = filled | masks[j];
      guint64 child_allowed = allowed & puzzle->slot_keep[j];
      guint child_cell = pento_word_ctz (~child);
      guint64 child_fits = pento_wide_fits_at (t, child, child_cell, child_allowed, n_bytes);
      guint child_z;
      guint64 child_back;

      if (child_fits == 0)
        continue;
      child_z = last_empty (t, child);
      child_back = pento_wide_back_fits_at (t, child, child_z, child_allowed, n_bytes);
      if (child_back == 0 || pento_wide_tables_walled_in (t, child))
        continue;
      if (child_cell >= t->off64 + s->cap.cut64)
        count += pento_wide_cap_count (s->cap.table, (guint64) (child >> (t->off64 + s->cap.cut64)),
                                       remaining & ~(1u << puzzle->slot_rank[j]));
      else if (child_cell >= t->off64 && n_bytes <= 8)
        count += descend64 (s, (guint64) (child >> t->off64), child_allowed,
                            remaining & ~(1u << puzzle->slot_rank[j]), child_cell - t->off64,
                            child_fits, child_z - t->off64, child_back, left - 1);
      else
        count += descend (s, child, child_allowed, remaining & ~(1u << puzzle->slot_rank[j]),
                          child_cell, child_fits, child_z, child_back, left - 1);
      if (s->stopped)
        return 0;
    }
  return count;
}

/* Copies with the window's width in bytes fixed, each going on in the one-word copy of the
 * same width; count2c_… go on in the AVX2 ones. */
#define COUNT2_COPY(NAME, N, NAME64) \
  static guint64 NAME (PentoWideState *s, PentoWord filled, guint64 allowed, \
                       guint32 remaining, guint cell, guint64 fits, guint z, guint64 back, \
                       guint left) \
  { \
    return count2_node (s, filled, allowed, remaining, cell, fits, z, back, left, N, NAME, \
                        NAME64); \
  }
COUNT2_COPY (count2_node_2, 2, pento_wide_count64_2)
COUNT2_COPY (count2_node_3, 3, pento_wide_count64_3)
COUNT2_COPY (count2_node_4, 4, pento_wide_count64_4)
COUNT2_COPY (count2_node_5, 5, pento_wide_count64_5)
COUNT2_COPY (count2_node_6, 6, pento_wide_count64_6)
COUNT2_COPY (count2_node_any, s->t->n_bytes, pento_wide_count64_0)
#if COVER_SIMD
COUNT2_COPY (count2c_node_2, 2, pento_wide_count64c_2)
COUNT2_COPY (count2c_node_3, 3, pento_wide_count64c_3)
COUNT2_COPY (count2c_node_4, 4, pento_wide_count64c_4)
COUNT2_COPY (count2c_node_5, 5, pento_wide_count64c_5)
COUNT2_COPY (count2c_node_6, 6, pento_wide_count64c_6)
COUNT2_COPY (count2c_node_any, s->t->n_bytes, pento_wide_count64c_0)
#endif
#undef COUNT2_COPY

guint64
pento_wide_count2 (PentoWideState *s,
                   PentoWord       filled,
                   guint64         allowed,
                   guint32         remaining,
                   guint           cell,
                   guint64         fits)
{
  static const Count2Node copies2[] = {
    NULL, NULL, count2_node_2, count2_node_3, count2_node_4, count2_node_5, count2_node_6,
  };
#if COVER_SIMD
  static const Count2Node copies2c[] = {
    NULL, NULL, count2c_node_2, count2c_node_3, count2c_node_4, count2c_node_5,
    count2c_node_6,
  };
#endif
  const PentoWideTables *t = s->t;
  const Count2Node *by_bytes = copies2;
  Count2Node any = count2_node_any;
  const PentoWideCap *cap;
  guint z;
  guint64 back;

  pento_wide_count_tables_ensure (s->puzzle);
  /* the cap, for a state before its first cell whose breaker is too (a placement that lies
   * past the cut is no protrusion) */
  cap = pento_wide_cap_ensure (s);
  if (s->stopped)
    return 0;
  s->cap.table = cap;
  s->cap.cut64 = cap != NULL && cell < cap->cut &&
                 (s->root_mask >> cap->cut) == 0 ? cap->cut - t->off64 : 64;
  z = last_empty (t, filled);
  back = pento_wide_back_fits_at (t, filled, z, allowed, t->n_bytes);

  if (back == 0)
    return 0;
#if COVER_SIMD
  if (t->cover_on)
    {
      by_bytes = copies2c;
      any = count2c_node_any;
    }
#endif
  return (t->n_bytes < G_N_ELEMENTS (copies2) && by_bytes[t->n_bytes] ?
          by_bytes[t->n_bytes] : any) (s, filled, allowed, remaining, cell, fits, z, back,
                                       __builtin_popcount (remaining));
}
