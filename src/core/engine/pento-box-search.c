/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-box-search.c: the depth-first search of a box in space — always cover the first empty
 * cell, with the placements of each piece filed under their lowest cell — and its tables'
 * free.
 *
 * Two prunings: a piece that can no longer start at or past the first empty cell ends the
 * branch (the I only fits along the box's longest side, so once the first layer is full
 * without it the branch is dead), and so does an empty cell with no empty neighbour. A
 * dead-state memo as on flat boards, tests of the regions' sizes, and branching on the most
 * constrained cell were each tried and cost more than they saved (docs/performance.md).
 */
#include "pento-box-tables.h"

#define POLL_MASK 0xfffu

typedef struct {
  const PentoBoxTables *t;
  guint64              *placed;
  guint64               nodes;
  guint64               next_poll;
  PentoBoxVisit         found;
  PentoBoxVisit         poll;
  gpointer              ctx;
  gboolean              stopped;
} Run;

/* An empty cell none of whose six neighbours is empty can never be covered. */
static inline gboolean
has_lone_cell (const PentoBoxTables *t,
               guint64               filled)
{
  const guint s1 = t->len[0], s2 = t->len[0] * t->len[1];
  guint64 empty = ~filled;
  guint64 near = ((empty << 1) & t->not_first[0]) | ((empty >> 1) & t->not_last[0]) |
                 ((empty << s1) & t->not_first[1]) | ((empty >> s1) & t->not_last[1]) |
                 (empty << s2) | (empty >> s2);

  return (empty & ~near) != 0;
}

/* Gathers the children first, without a branch on each placement (most do not fit,
 * unpredictably), then drops those with a lone empty cell, then descends. */
typedef void (*BoxNodeFunc) (Run *r, guint64 filled, guint32 remaining);

G_ALWAYS_INLINE static inline void
search_node (Run         *r,
             guint64      filled,
             guint32      remaining,
             const guint  left,
             BoxNodeFunc  descend)
{
  const PentoBoxTables *t = r->t;
  const guint cell = __builtin_ctzll (~filled);
  const guint *start = t->start[cell];
  guint64 kids[PENTO_N_PIECES * PENTO_N_ROTATIONS_3D];
  guint8 kid_rank[PENTO_N_PIECES * PENTO_N_ROTATIONS_3D];
  guint n = 0, n_live = 0;

  /* a piece whose placements all start before the first empty cell can no longer be placed */
  if (remaining & ~t->placeable_from[cell])
    return;

  for (guint32 rem = remaining; rem; rem &= rem - 1)
    {
      guint k = __builtin_ctz (rem);
      const guint64 *m = t->masks + start[k], *end = t->masks + start[k + 1];

      for (; m < end; m++)
        {
          kids[n] = *m;
          kid_rank[n] = k;
          n += (*m & filled) == 0;
        }
    }

  r->nodes += n;
  if (G_UNLIKELY (r->nodes >= r->next_poll))
    {
      r->next_poll = r->nodes + POLL_MASK + 1;
      if (!r->poll (r->ctx))
        {
          r->stopped = TRUE;
          return;
        }
    }

  if (left == 1)
    {
      for (guint i = 0; i < n; i++)
        {
          /* the cells left were exactly the last piece's */
          r->placed[kid_rank[i]] = kids[i];
          if (!r->found (r->ctx))
            {
              r->stopped = TRUE;
              return;
            }
        }
      return;
    }

  for (guint i = 0; i < n; i++)
    {
      kids[n_live] = kids[i];
      kid_rank[n_live] = kid_rank[i];
      n_live += !has_lone_cell (t, filled | kids[i]);
    }

  for (guint i = 0; i < n_live; i++)
    {
      guint k = kid_rank[i];

      r->placed[k] = kids[i];
      descend (r, filled | kids[i], remaining & ~(1u << k));
      if (r->stopped)
        return;
    }
}

/* One function per number of pieces left, so that each level's tests are fixed when
 * compiling (as on flat boards). */
#define BOX_LEVEL(L, DOWN) \
  static void box_left##L (Run *r, guint64 filled, guint32 remaining) \
  { \
    search_node (r, filled, remaining, L, DOWN); \
  }
BOX_LEVEL (1, NULL)
BOX_LEVEL (2, box_left1)
BOX_LEVEL (3, box_left2)
BOX_LEVEL (4, box_left3)
BOX_LEVEL (5, box_left4)
BOX_LEVEL (6, box_left5)
BOX_LEVEL (7, box_left6)
BOX_LEVEL (8, box_left7)
BOX_LEVEL (9, box_left8)
BOX_LEVEL (10, box_left9)
BOX_LEVEL (11, box_left10)
#undef BOX_LEVEL

static const BoxNodeFunc box_levels[PENTO_N_PENTOMINOES] = {
  NULL, box_left1, box_left2, box_left3, box_left4, box_left5, box_left6, box_left7,
  box_left8, box_left9, box_left10, box_left11,
};

gboolean
pento_box_tables_search (const PentoBoxTables *tables,
                         guint64               filled,
                         guint32               remaining,
                         guint64              *placed,
                         guint64              *nodes,
                         PentoBoxVisit         found,
                         PentoBoxVisit         poll,
                         gpointer              ctx)
{
  Run r = {
    .t = tables,
    .placed = placed,
    .found = found,
    .poll = poll,
    .ctx = ctx,
    .next_poll = POLL_MASK + 1,
  };

  g_return_val_if_fail (tables != NULL && placed != NULL, FALSE);

  if (remaining == 0)
    {
      if (filled == G_MAXUINT64)
        r.stopped = !found (ctx);
    }
  else if (!has_lone_cell (tables, filled))
    box_levels[__builtin_popcount (remaining)] (&r, filled, remaining);
  *nodes += r.nodes;
  return !r.stopped;
}

void
pento_box_tables_free (PentoBoxTables *tables)
{
  if (tables == NULL)
    return;
  g_free (tables->masks);
  g_free (tables);
}
