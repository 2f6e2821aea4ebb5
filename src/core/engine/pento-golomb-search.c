/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-golomb-search.c: the search of Golomb's game — negamax over the moves left, with the
 * likeliest winning moves first and a transposition table. The game is impartial, so a
 * position is the cells its moves may still cover and the pieces that still fit: cells no
 * move can reach and pieces that fit nowhere are out of the key.
 */
#include "pento-golomb-private.h"

#include <string.h>

/* Positions with fewer pieces that fit are searched again rather than looked up. */
#define TABLE_MIN_PIECES 3
/* The moves picked one by one before the rest are sorted. */
#define LAZY_MOVES 4

void
golomb_search_init (GolombSearch      *search,
                    const PentoGolomb *game,
                    GolombTable       *table,
                    PentoCancel       *cancel,
                    const gint        *abort)
{
  memset (search, 0, sizeof *search);
  search->game = game;
  search->table = table;
  search->cancel = cancel;
  search->abort = abort;
  search->lists = g_new (guint16, (GOLOMB_MAX_DEPTH + 2) * (gsize) MAX (game->n_placements, 1));
  search->scores = g_new (guint32, (GOLOMB_MAX_DEPTH + 2) * (gsize) MAX (game->n_placements, 1));
}

void
golomb_search_clear (GolombSearch *search)
{
  g_clear_pointer (&search->lists, g_free);
  g_clear_pointer (&search->scores, g_free);
}

guint16 *
golomb_search_list (GolombSearch *search,
                    guint         depth)
{
  g_assert (depth <= GOLOMB_MAX_DEPTH + 1);
  return search->lists + (gsize) depth * MAX (search->game->n_placements, 1);
}

guint
golomb_moves_after (const PentoGolomb *game,
                    const guint16     *moves,
                    guint              n,
                    guint16            move,
                    guint16           *out)
{
  const GolombPlacement *pl = game->placements;
  GolombBits bits = pl[move].bits;
  guint8 piece = pl[move].piece;
  guint k = 0;

  for (guint i = 0; i < n; i++)
    {
      const GolombPlacement *q = &pl[moves[i]];

      if (q->piece != piece && !golomb_bits_meet (&q->bits, &bits))
        out[k++] = moves[i];
    }
  return k;
}

static int
compare_desc (gconstpointer a,
              gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? 1 : x > y ? -1 : 0;
}

/* A move that takes away many of the other moves leaves the opponent few replies: the score
 * is how many moves meet its cells, plus its piece's other placements. @keys[i] gets the
 * score of moves[i] above the move. */
static void
score_moves (const PentoGolomb *game,
             const guint16     *moves,
             guint              n,
             guint32           *keys)
{
  const GolombPlacement *pl = game->placements;
  guint16 cover[PENTO_GOLOMB_MAX_CELLS] = { 0 };
  guint16 per_piece[PENTO_N_SET_PIECES] = { 0 };

  for (guint i = 0; i < n; i++)
    {
      const GolombPlacement *q = &pl[moves[i]];

      for (guint c = 0; c < q->n_cells; c++)
        cover[q->cells[c]]++;
      per_piece[q->piece]++;
    }
  for (guint i = 0; i < n; i++)
    {
      const GolombPlacement *q = &pl[moves[i]];
      guint32 score = per_piece[q->piece];

      for (guint c = 0; c < q->n_cells; c++)
        score += cover[q->cells[c]];
      keys[i] = (MIN (score, 0xffffu) << 16) | moves[i];
    }
}

void
golomb_order_moves (GolombSearch *search,
                    guint16      *moves,
                    guint         n)
{
  guint32 *keys = search->scores;

  score_moves (search->game, moves, n, keys);
  qsort (keys, n, sizeof *keys, compare_desc);
  for (guint i = 0; i < n; i++)
    moves[i] = keys[i] & 0xffff;
}

/* The move to try @i-th from @keys (@n): the first few picked one by one, as a winning move
 * is most often among them, and the rest sorted once. */
static inline guint16
next_move (guint32 *keys,
           guint    i,
           guint    n)
{
  if (i < LAZY_MOVES)
    {
      guint best = i;

      for (guint j = i + 1; j < n; j++)
        if (keys[j] > keys[best])
          best = j;
      if (best != i)
        {
          guint32 t = keys[i];

          keys[i] = keys[best];
          keys[best] = t;
        }
    }
  else if (i == LAZY_MOVES)
    qsort (keys + i, n - i, sizeof *keys, compare_desc);
  return keys[i] & 0xffff;
}

gboolean
golomb_search_wins (GolombSearch *search,
                    guint         depth,
                    guint         n)
{
  const PentoGolomb *game = search->game;
  guint16 *moves = golomb_search_list (search, depth);
  guint16 *child = golomb_search_list (search, depth + 1);
  guint32 *keys;
  GolombBits cells = { { 0, 0 } };
  guint32 pieces = 0;
  gboolean use_table, win = FALSE;
  guint64 start = search->nodes;

  if (n == 0)
    return FALSE;
  search->nodes++;
  if ((search->nodes & 15) == 0 &&
      (pento_cancel_is_cancelled (search->cancel) ||
       (search->abort != NULL && g_atomic_int_get (search->abort))))
    {
      search->stopped = TRUE;
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      const GolombPlacement *q = &game->placements[moves[i]];

      cells.w[0] |= q->bits.w[0];
      cells.w[1] |= q->bits.w[1];
      pieces |= 1u << q->piece;
    }
  /* one piece fits, and nothing fits after it */
  if ((pieces & (pieces - 1)) == 0)
    return TRUE;

  use_table = search->table != NULL && __builtin_popcount (pieces) >= TABLE_MIN_PIECES;
  if (use_table && golomb_table_lookup (search->table, &cells, pieces, &win))
    return win;

  keys = search->scores + (gsize) depth * MAX (game->n_placements, 1);
  score_moves (game, moves, n, keys);
  for (guint i = 0; i < n && !win; i++)
    {
      guint k = golomb_moves_after (game, moves, n, next_move (keys, i, n), child);

      if (k == 0 || !golomb_search_wins (search, depth + 1, k))
        win = !search->stopped;
      if (search->stopped)
        return FALSE;
    }
  if (use_table)
    golomb_table_store (search->table, &cells, pieces, win, search->nodes - start);
  return win;
}
