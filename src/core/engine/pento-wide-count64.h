/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-count64.h: the count without the memo once every empty cell is among the last 64
 * cells, in one word — its look-ups and its node, as a template that pento-wide-count64.c
 * compiles for any x86-64 and pento-wide-count64-avx2.c for AVX2 with the coverage test.
 * Private to the pento-wide-*.c files.
 */
#pragma once

#include "pento-wide-cap.h"
#include "pento-wide-state.h"

G_BEGIN_DECLS

/* The coverage test replaces the other tests of a child with this many pieces left or more. */
#define COVER_MIN_LEFT 3

/* What fits at cell @c, the first empty one of @f, in one word: @f holds the cells from
 * t->off64 on. */
G_ALWAYS_INLINE static inline guint64
fits64_at (const PentoWideTables *t,
           guint64                f,
           guint                  c,
           guint64                allowed,
           const guint            n_bytes)
{
  guint64 window = (f >> c) >> 1;
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->kill + t->kill_row[c + t->off64];

  return t->cell_all[c + t->off64] & allowed &
         ~pento_wide_kill_forward (kill, window, n_bytes);
}

/* What fits at cell @z, the last empty one of @f, in one word. */
G_ALWAYS_INLINE static inline guint64
back64_at (const PentoWideTables *t,
           guint64                f,
           guint                  z,
           guint64                allowed,
           const guint            n_bytes)
{
  /* the cells below z, z - 1 in the top bit, those before the word (all filled) as filled */
  guint64 below = ((f << (63 - z)) << 1) | (~G_GUINT64_CONSTANT (0) >> z);
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->back_kill + t->back_row[z + t->off64];

  return t->back_all[z + t->off64] & allowed &
         ~pento_wide_kill_backward (kill, below, n_bytes);
}

/* The bits set in @x: without the processor's instruction (not in the base x86-64 set)
 * GCC calls a function of its library. */
static inline guint
popcount64 (guint64 x)
{
#ifdef __POPCNT__
  return __builtin_popcountll (x);
#else
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) +
      ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
#endif
}

/* The slots that fit at @e, the last empty cell of the first line with an empty cell. */
G_ALWAYS_INLINE static inline guint64
mid64_at (const PentoWideTables *t,
          guint64                f,
          guint                  e,
          guint64                allowed,
          const guint            n_bytes)
{
  guint64 window = (f >> e) >> 1;
  guint64 before = (guint64) (((((PentoWord) f << MID_BEFORE) | ((1u << MID_BEFORE) - 1)) >> e)) &
                   ((1u << MID_BEFORE) - 1);
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->mid_kill + t->mid_row[e];

  return t->mid_all[e] & allowed &
         ~(kill[n_bytes][before] | pento_wide_kill_forward (kill, window, n_bytes));
}

/* The slots that fit at @e, the first empty cell of the last line with an empty cell. */
G_ALWAYS_INLINE static inline guint64
end64_at (const PentoWideTables *t,
          guint64                f,
          guint                  e,
          guint64                allowed,
          const guint            n_bytes)
{
  guint64 below = ((f << (63 - e)) << 1) | (~G_GUINT64_CONSTANT (0) >> e);
  guint64 after = (((f >> e) >> 1) | (~G_GUINT64_CONSTANT (0) << (63 - e))) &
                  ((1u << MID_BEFORE) - 1);
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->end_kill + t->end_row[e];

  return t->end_all[e] & allowed &
         ~(kill[n_bytes][after] | pento_wide_kill_backward (kill, below, n_bytes));
}

typedef guint64 CoverLanes __attribute__ ((vector_size (32), aligned (8)));

/* Whether every empty cell of @f lies under a placement of a piece of @remaining that fits:
 * per piece, its orientations side by side, the anchors where the placement's cells are all
 * empty, then the cells under them. Compiled for AVX2 only (count64_node()'s @cover), where
 * the four lanes take one instruction each. */
G_ALWAYS_INLINE static inline gboolean
covered64 (const PentoWideTables *t,
           guint64                f,
           guint32                remaining)
{
  guint64 e = ~f & t->cells64;
  CoverLanes ev = { e, e, e, e };
  CoverLanes under = { 0, 0, 0, 0 };

  for (; remaining; remaining &= remaining - 1)
    {
      guint k = __builtin_ctz (remaining);
      const CoverLanes *d = (const CoverLanes *) t->cover_off[k];
      CoverLanes d0 = d[0], d1 = d[1], d2 = d[2], d3 = d[3];
      CoverLanes a = *(const CoverLanes *) t->cover_valid[k] & ev & (ev >> d0) & (ev >> d1) &
                     (ev >> d2) & (ev >> d3);

      under |= a | (a << d0) | (a << d1) | (a << d2) | (a << d3);
    }
  return (e & ~(under[0] | under[1] | under[2] | under[3])) == 0;
}

/* An empty cell of @f none of whose neighbours is empty, in one word. */
G_ALWAYS_INLINE static inline gboolean
walled64 (const PentoWideTables *t,
          guint64                f)
{
  const PentoWideLinks *links = &t->links;
  guint64 empty = ~f & t->cells64;
  guint64 near = 0;

  if (links->n == 2)
    near = ((empty & t->from64[0]) << links->shift[0]) |
           ((empty >> links->shift[0]) & t->from64[0]) |
           ((empty & t->from64[1]) << links->shift[1]) |
           ((empty >> links->shift[1]) & t->from64[1]);
  else
    for (guint g = 0; g < links->n; g++)
      near |= ((empty & t->from64[g]) << links->shift[g]) |
              ((empty >> links->shift[g]) & t->from64[g]);
  return (empty & ~near) != 0;
}

typedef guint64 (*Count64Node) (PentoWideState *s, guint64 f, guint64 allowed,
                                guint32 remaining, guint cell, guint64 fits, guint z,
                                guint64 back, guint left);

/* The count without the memo once every empty cell is among the last 64, in one word. Beside
 * the first empty cell, three more cells are each covered by exactly the placements of one
 * table, as every cell before the first is filled and every cell past the last: the last
 * empty cell of the first line with one (the placements by the last cell of their first
 * line, mid64), the last empty cell (back64) and the first empty cell of the last line with
 * one (end64). A state covers the first or the first line's last, whichever fewer placements
 * fit (most constrained first), and a child where nothing fits at one of the four is dropped:
 * each of those cells prunes states the others let through (docs/performance.md). With
 * @cover (the AVX2 copies) a child is tested by the coverage test instead. Past the cap's
 * cut a child is looked up in the cap. */
G_ALWAYS_INLINE static inline guint64
count64_node (PentoWideState *s,
              guint64         f,
              guint64         allowed,
              guint32         remaining,
              guint           cell,
              guint64         fits,
              guint           z,
              guint64         back,
              guint           left,
              const guint     n_bytes,
              Count64Node     descend,
              const gboolean  cover)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  guint64 count = 0;
  guint64 slots;
  const guint64 *masks;

  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) && !s->poll (s->ctx))
    {
      s->stopped = TRUE;
      return 0;
    }
  if (left == 1)
    return cover ? (guint) __builtin_popcountll (fits) : popcount64 (fits);

  slots = fits;
  masks = t->mask64[cell];
  if (left > 2 && t->mid64 != NULL)
    {
      /* the first line's last empty cell, when fewer placements fit there */
      guint e = 63 - __builtin_clzll (~f & t->line64[cell]);

      if (e != cell)
        {
          guint64 mid = mid64_at (t, f, e, allowed, n_bytes);

          if (mid == 0)
            return 0;
          if (cover ? __builtin_popcountll (mid) < __builtin_popcountll (fits) :
                      popcount64 (mid) < popcount64 (fits))
            {
              slots = mid;
              masks = t->mid64[e];
            }
        }
    }
  else if (left > 2 && (back & (back - 1)) == 0 && (fits & (fits - 1)) != 0 &&
           s->cap.cut64 == 64)
    {
      slots = back;
      masks = t->back64[z];
    }
  if (left == 2)
    {
      for (; slots; slots &= slots - 1)
        {
          guint j = __builtin_ctzll (slots);
          guint64 child = f | masks[j];

          guint64 last = fits64_at (t, child, __builtin_ctzll (~child),
                                    allowed & puzzle->slot_keep[j], n_bytes);

          count += cover ? (guint) __builtin_popcountll (last) : popcount64 (last);
        }
      return count;
    }

  {
    /* every child's fits first, with no branch per child (most have none, unpredictably) */
    guint64 children[64], child_fits[64], child_key[64];
    guint8 child_slot[64], child_cell[64];
    guint n = 0;

    for (; slots; slots &= slots - 1)
      {
        guint j = __builtin_ctzll (slots);
        guint64 child = f | masks[j];
        guint c = __builtin_ctzll (~child);

        children[n] = child;
        child_slot[n] = j;
        child_cell[n] = c;
        child_fits[n] = fits64_at (t, child, c, allowed & puzzle->slot_keep[j], n_bytes);
        n += child_fits[n] != 0;
      }
    /* the cap's filter words of the children past its cut are fetched while the others are
     * tested (its filter is in the L2 cache at best, its table past the caches) */
    if (s->cap.cut64 < 64)
      for (guint i = 0; i < n; i++)
        if (child_cell[i] >= s->cap.cut64)
          {
            guint32 child_remaining = remaining & ~(1u << puzzle->slot_rank[child_slot[i]]);

            child_key[i] = pento_wide_cap_key (s->cap.table, children[i] >> s->cap.cut64,
                                               child_remaining);
            __builtin_prefetch (pento_wide_cap_word (s->cap.table, child_key[i]));
          }
    for (guint i = 0; i < n; i++)
      {
        guint j = child_slot[i];
        guint64 child = children[i];
        guint64 child_allowed = allowed & puzzle->slot_keep[j];
        guint32 child_remaining = remaining & ~(1u << puzzle->slot_rank[j]);
        guint child_z = 63 - __builtin_clzll (~child);
        guint64 child_back;

        if (child_cell[i] >= s->cap.cut64)
          {
            /* past the cap's cut: its filter first (its word fetched above), then the
             * entry fetched while the child is tested */
            guint64 key = child_key[i];

            if (!pento_wide_cap_maybe (s->cap.table, key))
              continue;
            __builtin_prefetch (&s->cap.table->slots[pento_wide_cap_slot (s->cap.table, key)]);
            if (cover && left - 1 >= COVER_MIN_LEFT ? covered64 (t, child, child_remaining) :
                walled64 (t, child) == FALSE)
              count += pento_wide_cap_find (s->cap.table, key);
            continue;
          }
        if (cover && left - 1 >= COVER_MIN_LEFT)
          {
            /* it covers the last cell, the line cells and a walled-in cell too (back is
             * then only a test, mid64 being there) */
            if (!covered64 (t, child, child_remaining))
              continue;
            count += descend (s, child, child_allowed, child_remaining, child_cell[i],
                              child_fits[i], child_z, 0, left - 1);
            if (s->stopped)
              return 0;
            continue;
          }
        child_back = back64_at (t, child, child_z, child_allowed, n_bytes);
        if (child_back == 0 || walled64 (t, child))
          continue;
        if (t->end64 != NULL &&
            end64_at (t, child, __builtin_ctzll (~child & t->line64[child_z]), child_allowed,
                      n_bytes) == 0)
          continue;
        count += descend (s, child, child_allowed, child_remaining, child_cell[i],
                          child_fits[i], child_z, child_back, left - 1);
        if (s->stopped)
          return 0;
      }
  }
  return count;
}


/* Copies with the window's bytes and, up to COUNT64_LEVELS pieces left, the pieces left fixed
 * when compiling; pento_wide_count64_N takes any number of pieces left (N: the window's
 * bytes, 0 any). COUNT64_FAMILIES (c, COVER_TARGET, TRUE) makes pento_wide_count64c_N, the
 * same compiled for AVX2, with the coverage test. */
#define COUNT64_LEVELS 8
#define COUNT64_LEVEL(P, ATTR, C, N, L, PREV) \
  ATTR static guint64 count64##P##_##N##_##L (PentoWideState *s, guint64 f, guint64 allowed, \
                                              guint32 remaining, guint cell, guint64 fits, \
                                              guint z, guint64 back, guint left) \
  { \
    return count64_node (s, f, allowed, remaining, cell, fits, z, back, L, \
                         COUNT64_BYTES (N), PREV, C); \
  }
#define COUNT64_FAMILY(P, ATTR, C, N) \
  COUNT64_LEVEL (P, ATTR, C, N, 2, NULL) \
  COUNT64_LEVEL (P, ATTR, C, N, 3, count64##P##_##N##_2) \
  COUNT64_LEVEL (P, ATTR, C, N, 4, count64##P##_##N##_3) \
  COUNT64_LEVEL (P, ATTR, C, N, 5, count64##P##_##N##_4) \
  COUNT64_LEVEL (P, ATTR, C, N, 6, count64##P##_##N##_5) \
  COUNT64_LEVEL (P, ATTR, C, N, 7, count64##P##_##N##_6) \
  COUNT64_LEVEL (P, ATTR, C, N, 8, count64##P##_##N##_7) \
  ATTR guint64 pento_wide_count64##P##_##N (PentoWideState *s, guint64 f, guint64 allowed, \
                                             guint32 remaining, guint cell, guint64 fits, \
                                             guint z, guint64 back, guint left) \
  { \
    static const Count64Node levels[COUNT64_LEVELS + 1] = { \
      NULL, NULL, count64##P##_##N##_2, count64##P##_##N##_3, count64##P##_##N##_4, \
      count64##P##_##N##_5, count64##P##_##N##_6, count64##P##_##N##_7, \
      count64##P##_##N##_8, \
    }; \
    if (left == 1) \
      return C ? (guint64) __builtin_popcountll (fits) : popcount64 (fits); \
    return count64_node (s, f, allowed, remaining, cell, fits, z, back, left, \
                         COUNT64_BYTES (N), left - 1 <= COUNT64_LEVELS ? levels[left - 1] : \
                         pento_wide_count64##P##_##N, C); \
  }
#define COUNT64_BYTES(N) (N == 0 ? s->t->n_bytes : N)
#define COUNT64_FAMILIES(P, ATTR, C) \
  COUNT64_FAMILY (P, ATTR, C, 2) \
  COUNT64_FAMILY (P, ATTR, C, 3) \
  COUNT64_FAMILY (P, ATTR, C, 4) \
  COUNT64_FAMILY (P, ATTR, C, 5) \
  COUNT64_FAMILY (P, ATTR, C, 6) \
  COUNT64_FAMILY (P, ATTR, C, 0)

/* The entries of the copies, by the window's bytes (0: any): pento_wide_count64_N in
 * pento-wide-count64.c, and pento_wide_count64c_N for AVX2 in pento-wide-count64-avx2.c,
 * called only where the processor has it. */
#define COUNT64_ENTRY(ATTR, NAME) \
  ATTR guint64 NAME (PentoWideState *s, guint64 f, guint64 allowed, guint32 remaining, \
                     guint cell, guint64 fits, guint z, guint64 back, guint left);
COUNT64_ENTRY (, pento_wide_count64_0)
COUNT64_ENTRY (, pento_wide_count64_2)
COUNT64_ENTRY (, pento_wide_count64_3)
COUNT64_ENTRY (, pento_wide_count64_4)
COUNT64_ENTRY (, pento_wide_count64_5)
COUNT64_ENTRY (, pento_wide_count64_6)
#if COVER_SIMD
COUNT64_ENTRY (COVER_TARGET, pento_wide_count64c_0)
COUNT64_ENTRY (COVER_TARGET, pento_wide_count64c_2)
COUNT64_ENTRY (COVER_TARGET, pento_wide_count64c_3)
COUNT64_ENTRY (COVER_TARGET, pento_wide_count64c_4)
COUNT64_ENTRY (COVER_TARGET, pento_wide_count64c_5)
COUNT64_ENTRY (COVER_TARGET, pento_wide_count64c_6)
#endif
#undef COUNT64_ENTRY

G_END_DECLS
