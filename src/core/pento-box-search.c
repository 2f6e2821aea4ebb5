/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-box-search.c: the depth-first search of a box in space — always cover the first empty
 * cell, with the placements of each piece filed under their lowest cell.
 */
#include "pento-box-private.h"

#include <string.h>

#define POLL_MASK 0xfffu

/* Dead-state memo, as on flat boards: a partial packing is its covered cells and the pieces
 * left, so a state that led nowhere is skipped when another arrangement reaches it again.
 * Exact (the whole state is the key), direct-mapped, newest wins; only states with a few
 * pieces placed and a few left are kept. */
#define MEMO_BITS     16
#define MEMO_MIN_LEFT 3
#define MEMO_MAX_LEFT 9

typedef struct {
  guint64 filled;
  guint64 remaining;                   /* 0: an empty slot (a state always has a piece left) */
} MemoEntry;

struct _PentoBoxMemo {
  MemoEntry slots[1 << MEMO_BITS];
};

typedef struct {
  const PentoBoxTables *t;
  guint64              *placed;
  guint64               nodes;
  guint64               n_found;
  PentoBoxVisit         found;
  PentoBoxVisit         poll;
  gpointer              ctx;
  gboolean              stopped;
  PentoBoxMemo         *memo;
} Run;

static inline guint
memo_slot (guint64 filled,
           guint32 remaining)
{
  guint64 h = (filled ^ ((guint64) remaining << 49)) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  return (guint) (h >> (64 - MEMO_BITS));
}

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

static void
search_node (Run     *r,
             guint64  filled,
             guint32  remaining,
             guint    left)
{
  const PentoBoxTables *t = r->t;
  const guint *start = t->start[__builtin_ctzll (~filled)];
  const guint64 found_before = r->n_found;
  MemoEntry *entry = NULL;

  if (r->memo && left >= MEMO_MIN_LEFT && left <= MEMO_MAX_LEFT)
    {
      entry = &r->memo->slots[memo_slot (filled, remaining)];
      if (entry->filled == filled && entry->remaining == remaining)
        return;
    }

  for (guint32 rem = remaining; rem; rem &= rem - 1)
    {
      guint k = __builtin_ctz (rem);
      guint end = start[k + 1];

      for (guint i = start[k]; i < end; i++)
        {
          guint64 m = t->masks[i];
          guint64 child;

          if (m & filled)
            continue;
          child = filled | m;
          r->placed[k] = m;
          if (G_UNLIKELY ((++r->nodes & POLL_MASK) == 0) && !r->poll (r->ctx))
            {
              r->stopped = TRUE;
              return;
            }
          if (left == 1)
            {
              /* the cells left were exactly the last piece's */
              r->n_found++;
              if (!r->found (r->ctx))
                {
                  r->stopped = TRUE;
                  return;
                }
              continue;
            }
          if (has_lone_cell (t, child))
            continue;
          search_node (r, child, remaining & ~(1u << k), left - 1);
          if (r->stopped)
            return;
        }
    }

  if (entry && r->n_found == found_before)
    {
      entry->filled = filled;
      entry->remaining = remaining;
    }
}

gboolean
pento_box_tables_search (const PentoBoxTables *tables,
                         guint64               filled,
                         guint32               remaining,
                         guint64              *placed,
                         PentoBoxMemo        **memo,
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
  };

  g_return_val_if_fail (tables != NULL && placed != NULL && memo != NULL, FALSE);

  if (tables->memo)
    {
      if (*memo == NULL)
        *memo = g_new0 (PentoBoxMemo, 1);
      r.memo = *memo;
    }
  if (remaining == 0)
    {
      if (filled == G_MAXUINT64)
        r.stopped = !found (ctx);
    }
  else if (!has_lone_cell (tables, filled))
    search_node (&r, filled, remaining, __builtin_popcount (remaining));
  *nodes += r.nodes;
  return !r.stopped;
}

void
pento_box_memo_free (PentoBoxMemo *memo)
{
  g_free (memo);
}
