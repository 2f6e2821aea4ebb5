/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-cap.c: the cap's table, built by a search from the board's end (see
 * pento-wide-cap.h).
 */
#include "pento-wide-cap.h"

#include "pento-pages.h"
#include "pento-wide-state.h"

/* The cap holds the board's last CAP_CELLS cells, from the first cell of a line; a board
 * whose cap takes more than CAP_MAX_NODES nodes to build, or more memory than the budget
 * (pento-pages.h) has left, has none. */
#define CAP_CELLS 36
#define CAP_MAX_NODES (G_GUINT64_CONSTANT (1) << 28)

/* the protrusions that share a highest cell, at most: a board with more has no cap */
#define MAX_GHOSTS 64
#define POLL_MASK 0xfffu
#define MIN_BITS 12
/* the filter: 2^FILTER_BITS words, the size of an L2 cache, which stops most of the look-ups
 * that find nothing before they reach the table */
#define FILTER_BITS 18

typedef struct {
  const PentoPuzzle     *puzzle;
  const PentoWideTables *t;
  PentoWideCap          *cap;
  PentoWord              low;          /* the cells before the cut, as filled */
  guint64                ghosts[64][MAX_GHOSTS]; /* by their highest cell, from the cut */
  guint                  n_ghosts[64];
  guint64                max_nodes;
  gboolean             (*poll) (gpointer ctx);
  gpointer               ctx;
  gboolean               stopped;
  gboolean               too_big;
} CapBuild;

/* ---- the table ---- */

/* (the bytes counted in the budget by the caller) */
static void
cap_alloc (PentoWideCap *cap,
           guint         bits)
{
  cap->bytes = sizeof (PentoWideCapEntry) << bits;
  cap->slots = pento_pages_alloc (cap->bytes, cap->bytes >= PENTO_HUGE_PAGE, &cap->mapped);
  cap->shift = 64 - bits;
  cap->mask = ((guint64) 1 << bits) - 1;
}

static PentoWideCapEntry *
cap_find (PentoWideCap *cap,
          guint64       key)
{
  guint64 i = pento_wide_cap_slot (cap, key);

  while (cap->slots[i].key != key && cap->slots[i].key != 0)
    i = (i + 1) & cap->mask;
  return &cap->slots[i];
}

/* Twice the slots, the entries kept: the table stays at most 70% full (the filter answers
 * most look-ups before it). FALSE: the budget has no room for them. */
static gboolean
cap_grow (PentoWideCap *cap)
{
  PentoWideCapEntry *old = cap->slots;
  gsize old_bytes = cap->bytes, n = (gsize) cap->mask + 1;
  gboolean old_mapped = cap->mapped;

  if (!pento_pages_reserve (old_bytes * 2))
    return FALSE;
  cap_alloc (cap, 64 - cap->shift + 1);
  for (gsize i = 0; i < n; i++)
    if (old[i].key != 0)
      *cap_find (cap, old[i].key) = old[i];
  pento_pages_free (old, old_bytes, old_mapped);
  pento_pages_release (old_bytes);
  return TRUE;
}

/* FALSE: no room for a new entry. */
static gboolean
cap_add (PentoWideCap *cap,
         guint64       key,
         guint64       count)
{
  PentoWideCapEntry *e = cap_find (cap, key);

  if (e->key == 0)
    {
      if (10 * (cap->used + 1) > 7 * (cap->mask + 1))
        {
          if (!cap_grow (cap))
            return FALSE;
          e = cap_find (cap, key);
        }
      e->key = key;
      cap->used++;
    }
  e->count += count;
  return TRUE;
}

void
pento_wide_cap_free (PentoWideCap *cap)
{
  if (cap == NULL)
    return;
  pento_pages_free (cap->slots, cap->bytes, cap->mapped);
  pento_pages_release (cap->bytes);
  if (cap->filter != NULL)
    pento_pages_release (sizeof (guint64) << FILTER_BITS);
  g_free (cap->filter);
  g_free (cap);
}

/* ---- the protrusions ---- */

/* The parts past the cut of the placements that cross it, without repeats; then without
 * those that are another one and single cells that are protrusions too (a union of smaller
 * ones: fewer ways to reach the same cells, each still reached). */
static void
collect_ghosts (CapBuild *b)
{
  const PentoWideTables *t = b->t;
  guint cut = b->cap->cut, n = b->puzzle->n_bits;
  guint64 all[64 * MAX_GHOSTS];
  guint n_all = 0;
  guint64 single = 0;

  for (guint c = 0; c < cut; c++)
    for (guint j = 0; j < 64; j++)
      {
        PentoWord m = t->slot_mask[c][j];
        guint64 q;
        gboolean seen = FALSE;

        if (m == 0 || pento_word_top (m) < cut || (m & t->init_filled) != 0)
          continue;
        q = (guint64) (m >> cut);
        for (guint i = 0; i < n_all && !seen; i++)
          seen = all[i] == q;
        if (!seen && n_all < G_N_ELEMENTS (all))
          all[n_all++] = q;
        else if (!seen)
          b->too_big = TRUE;
      }
  for (guint i = 0; i < n_all; i++)
    if ((all[i] & (all[i] - 1)) == 0)
      single |= all[i];

  /* by size, so that a smaller protrusion is decided before a larger one */
  for (guint size = 1; size <= 5; size++)
    for (guint i = 0; i < n_all; i++)
      {
        guint64 q = all[i];
        gboolean redundant = FALSE;
        guint top;

        if ((guint) __builtin_popcountll (q) != size)
          continue;
        if (size > 1)
          for (guint z = 0; z < n - cut && !redundant; z++)
            for (guint g = 0; g < b->n_ghosts[z] && !redundant; g++)
              {
                guint64 r = b->ghosts[z][g];

                redundant = r != q && (r & q) == r && ((q & ~r) & ~single) == 0;
              }
        if (redundant)
          continue;
        top = 63 - __builtin_clzll (q);
        if (b->n_ghosts[top] == MAX_GHOSTS)
          {
            b->too_big = TRUE;
            return;
          }
        b->ghosts[top][b->n_ghosts[top]++] = q;
      }
}

/* ---- the search ---- */

/* @dec: the cap's cells decided (filled by a piece of the cap, or left for a protrusion:
 * @holes), all those past its last open cell; @used: the cap's pieces, by rank. */
static void
cap_node (CapBuild *b,
          guint64   dec,
          guint64   holes,
          guint64   allowed,
          guint32   used)
{
  const PentoPuzzle *puzzle = b->puzzle;
  const PentoWideTables *t = b->t;
  PentoWideCap *cap = b->cap;
  guint64 open = cap->free & ~dec;
  guint64 fits;
  guint z;

  if (open == 0)
    {
      if (!cap_add (cap, (holes << cap->rank_bits) | used | PENTO_WIDE_CAP_KEY_TOP, 1))
        b->too_big = TRUE;
      return;
    }
  if (G_UNLIKELY ((++cap->build_nodes & POLL_MASK) == 0))
    {
      if (b->poll != NULL && !b->poll (b->ctx))
        b->stopped = TRUE;
      else if (cap->build_nodes > b->max_nodes)
        b->too_big = TRUE;
      if (b->stopped || b->too_big)
        return;
    }

  /* the pieces lying wholly in the cap whose highest cell is the last open one */
  z = 63 - __builtin_clzll (open);
  fits = pento_wide_back_fits_at (t, b->low | ((PentoWord) dec << cap->cut), cap->cut + z,
                                  allowed, t->n_bytes);
  for (; fits && !b->stopped && !b->too_big; fits &= fits - 1)
    {
      guint j = __builtin_ctzll (fits);

      cap_node (b, dec | (guint64) (t->back_mask[cap->cut + z][j] >> cap->cut), holes,
                allowed & puzzle->slot_keep[j], used | (1u << puzzle->slot_rank[j]));
    }
  /* … or a protrusion whose highest cell it is */
  for (guint g = 0; g < b->n_ghosts[z] && !b->stopped && !b->too_big; g++)
    {
      guint64 q = b->ghosts[z][g];

      if ((q & dec) == 0)
        cap_node (b, dec | q, holes | q, allowed, used);
    }
}

/* ---- the ways of making a set of cells of protrusions ---- */

typedef struct {
  guint64 *keys;                       /* cells + 1; 0: empty */
  guint64 *ways;
  guint64  mask;
  guint64  used;
} WaysMemo;

static guint64
ways_slot (const WaysMemo *memo,
           guint64         key)
{
  guint64 i = (key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 32 & memo->mask;

  while (memo->keys[i] != key && memo->keys[i] != 0)
    i = (i + 1) & memo->mask;
  return i;
}

static void
ways_keep (WaysMemo *memo,
           guint64   key,
           guint64   ways)
{
  guint64 i;

  if (2 * (memo->used + 1) > memo->mask + 1)
    {
      WaysMemo old = *memo;

      memo->mask = 2 * memo->mask + 1;
      memo->keys = g_new0 (guint64, memo->mask + 1);
      memo->ways = g_new (guint64, memo->mask + 1);
      for (guint64 k = 0; k <= old.mask; k++)
        if (old.keys[k] != 0)
          {
            i = ways_slot (memo, old.keys[k]);
            memo->keys[i] = old.keys[k];
            memo->ways[i] = old.ways[k];
          }
      g_free (old.keys);
      g_free (old.ways);
    }
  i = ways_slot (memo, key);
  memo->keys[i] = key;
  memo->ways[i] = ways;
  memo->used++;
}

/* The ways of making @cells of protrusions, by the one that has its highest cell. */
static guint64
ways_of (const CapBuild *b,
         WaysMemo       *memo,
         guint64         cells)
{
  guint64 i, ways = 0;
  guint top;

  if (cells == 0)
    return 1;
  i = ways_slot (memo, cells + 1);
  if (memo->keys[i] != 0)
    return memo->ways[i];
  top = 63 - __builtin_clzll (cells);
  for (guint g = 0; g < b->n_ghosts[top]; g++)
    {
      guint64 q = b->ghosts[top][g];

      if ((q & cells) == q)
        ways += ways_of (b, memo, cells & ~q);
    }
  ways_keep (memo, cells + 1, ways);
  return ways;
}

/* Each entry was reached once per way of making its cells of protrusions. */
static void
divide_by_ways (CapBuild *b)
{
  PentoWideCap *cap = b->cap;
  WaysMemo memo = { .mask = (1u << MIN_BITS) - 1 };
  gsize n = (gsize) cap->mask + 1;

  memo.keys = g_new0 (guint64, memo.mask + 1);
  memo.ways = g_new (guint64, memo.mask + 1);
  for (gsize i = 0; i < n; i++)
    if (cap->slots[i].key != 0)
      {
        guint64 cells = (cap->slots[i].key & ~PENTO_WIDE_CAP_KEY_TOP) >> cap->rank_bits;
        guint64 ways = ways_of (b, &memo, cells);

        g_assert (ways > 0 && cap->slots[i].count % ways == 0);
        cap->slots[i].count /= ways;
      }
  g_free (memo.keys);
  g_free (memo.ways);
}

gboolean
pento_wide_cap_build (const PentoPuzzle *puzzle,
                      guint              cut,
                      guint64            max_nodes,
                      gboolean         (*poll) (gpointer ctx),
                      gpointer           ctx,
                      PentoWideCap     **out)
{
  const PentoWideTables *t = puzzle->wide;
  guint n = puzzle->n_bits;
  g_autofree CapBuild *b = NULL;
  PentoWideCap *cap;

  *out = NULL;
  if (cut == 0 || cut >= n || n - cut + puzzle->n_order > 63)
    return TRUE;

  cap = g_new0 (PentoWideCap, 1);
  cap->cut = cut;
  cap->rank_bits = puzzle->n_order;
  cap->free = (guint64) ((~t->init_filled & t->cells) >> cut);
  pento_pages_charge (sizeof (PentoWideCapEntry) << MIN_BITS);
  cap_alloc (cap, MIN_BITS);

  b = g_new0 (CapBuild, 1);
  b->puzzle = puzzle;
  b->t = t;
  b->cap = cap;
  b->low = (PENTO_WORD_ONE << cut) - 1;
  b->max_nodes = max_nodes;
  b->poll = poll;
  b->ctx = ctx;
  collect_ghosts (b);
  if (!b->too_big)
    cap_node (b, ~cap->free, 0, pento_wide_allowed (puzzle, (1u << puzzle->n_order) - 1), 0);
  if (!b->stopped && !b->too_big && !pento_pages_reserve (sizeof (guint64) << FILTER_BITS))
    b->too_big = TRUE;
  if (b->stopped || b->too_big)
    {
      pento_wide_cap_free (cap);
      return !b->stopped;
    }
  divide_by_ways (b);
  cap->filter_shift = 64 - FILTER_BITS;
  cap->filter = g_new0 (guint64, (gsize) 1 << FILTER_BITS);
  for (gsize i = 0; i <= cap->mask; i++)
    if (cap->slots[i].key != 0)
      *(guint64 *) pento_wide_cap_word (cap, cap->slots[i].key) |=
        pento_wide_cap_bits (cap, cap->slots[i].key);
  *out = cap;
  return TRUE;
}

/* ---- the cap of a count ---- */

const PentoWideCap *
pento_wide_cap_ensure (PentoWideState *s)
{
  PentoWideTables *t = (PentoWideTables *) s->t;
  guint n = s->puzzle->n_bits;

  if (g_atomic_int_get (&t->cap_state) == 0)
    {
      guint cut;

      g_mutex_lock (&t->cap_lock);
      cut = t->cap_cut != 0 ? t->cap_cut : n - MIN (n, CAP_CELLS);
      if (t->cap_state == 0 && cut >= t->off64 && cut < n)
        {
          PentoWideCap *cap;

          /* from the first cell of its line (a line's last cell is covered out of turn) */
          if (t->mid64 != NULL)
            cut = t->off64 + __builtin_ctzll (t->line64[cut - t->off64]);
          if (pento_wide_cap_build (s->puzzle, cut, CAP_MAX_NODES, s->poll, s->ctx, &cap))
            {
              t->cap = cap;
              g_atomic_int_set (&t->cap_state, cap != NULL ? 1 : 2);
            }
          else
            s->stopped = TRUE;
        }
      else if (t->cap_state == 0)
        g_atomic_int_set (&t->cap_state, 2);
      g_mutex_unlock (&t->cap_lock);
    }
  return g_atomic_int_get (&t->cap_state) == 1 ? t->cap : NULL;
}

void
pento_wide_set_cap (PentoPuzzle *puzzle,
                    guint        cell)
{
  PentoWideTables *t = puzzle->wide;

  g_mutex_lock (&t->cap_lock);
  g_clear_pointer (&t->cap, pento_wide_cap_free);
  t->cap_cut = cell;
  t->cap_state = 0;
  g_mutex_unlock (&t->cap_lock);
}

guint64
pento_wide_cap_entries (const PentoPuzzle *puzzle)
{
  PentoWideTables *t = puzzle->wide;
  guint64 used;

  g_mutex_lock (&t->cap_lock);
  used = t->cap != NULL ? t->cap->used : 0;
  g_mutex_unlock (&t->cap_lock);
  return used;
}
