/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-golomb-search.c: the search of Golomb's game — negamax over the moves left, the moves
 * that leave the opponent fewest replies first, and a transposition table keyed by the
 * position's canonical form under the board's symmetries. The game is impartial, so a
 * position is the cells its moves may still cover and the pieces that still fit: cells no
 * move can reach and pieces that fit nowhere are out of the key.
 */
#include "pento-golomb-private.h"

#include <string.h>

/* Positions with fewer pieces that fit are searched again rather than looked up. */
#define TABLE_MIN_PIECES 3
/* The moves picked one by one before the rest are sorted. */
#define LAZY_MOVES 4
/* Lists this short are sorted by insertion. */
#define SHORT_LIST 24
/* Counting the replies is counting bits: on x86-64 with GCC, a copy of it for processors
 * with the instruction, chosen at load time. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__)
#define COUNT_TARGET __attribute__ ((target_clones ("popcnt", "default")))
#else
#define COUNT_TARGET
#endif

void
golomb_search_init (GolombSearch      *search,
                    const PentoGolomb *game,
                    GolombTable       *table,
                    PentoCancel       *cancel,
                    const gint        *abort)
{
  gsize n = MAX (game->n_placements, 1);
  gsize words = (n + 63) / 64;

  memset (search, 0, sizeof *search);
  memset (search->killers, 0xff, sizeof search->killers);
  search->game = game;
  search->table = table;
  search->cancel = cancel;
  search->abort = abort;
  search->lists = g_new (guint16, (GOLOMB_MAX_DEPTH + 2) * n);
  search->scores = g_new (guint32, (GOLOMB_MAX_DEPTH + 2) * n);
  search->cover = g_new (guint64, (MAX (game->n_cells, 1) + PENTO_N_SET_PIECES) * words);
}

void
golomb_search_clear (GolombSearch *search)
{
  g_clear_pointer (&search->lists, g_free);
  g_clear_pointer (&search->scores, g_free);
  g_clear_pointer (&search->cover, g_free);
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

  if (game->n_cells <= 64)
    for (guint i = 0; i < n; i++)
      {
        const GolombPlacement *q = &pl[moves[i]];

        out[k] = moves[i];
        k += q->piece != piece && (q->bits.w[0] & bits.w[0]) == 0;
      }
  else
    for (guint i = 0; i < n; i++)
      {
        const GolombPlacement *q = &pl[moves[i]];

        if (q->piece != piece && !golomb_bits_meet (&q->bits, &bits))
          out[k++] = moves[i];
      }
  return k;
}

/* The replies each of the @n @moves leaves: @keys[i] gets their number above moves[i]. The
 * moves are bits of words, one list for each cell and each piece: a move's replies are the
 * moves in none of its cells' lists nor its piece's. Returns the first move that leaves no
 * reply, or -1. */
static int COUNT_TARGET
count_replies (GolombSearch     *search,
               const guint16    *moves,
               guint             n,
               const GolombBits *cells,
               guint16           killer,
               guint32          *keys)
{
  const GolombPlacement *pl = search->game->placements;
  guint words = (n + 63) / 64;
  guint64 *cover = search->cover;
  guint64 *per_piece = cover + (gsize) search->game->n_cells * words;

  memset (per_piece, 0, PENTO_N_SET_PIECES * words * sizeof *per_piece);
  for (guint w = 0; w < 2; w++)
    for (guint64 r = cells->w[w]; r != 0; r &= r - 1)
      memset (cover + (gsize) (w * 64 + __builtin_ctzll (r)) * words, 0,
              words * sizeof *cover);
  for (guint i = 0; i < n; i++)
    {
      const GolombPlacement *q = &pl[moves[i]];
      guint64 bit = G_GUINT64_CONSTANT (1) << (i % 64);

      for (guint c = 0; c < q->n_cells; c++)
        cover[(gsize) q->cells[c] * words + i / 64] |= bit;
      per_piece[(gsize) q->piece * words + i / 64] |= bit;
    }
  for (guint i = 0; i < n; i++)
    {
      const GolombPlacement *q = &pl[moves[i]];
      const guint64 *piece = per_piece + (gsize) q->piece * words;
      guint taken = 0;

      if (q->n_cells == 5)
        {
          const guint64 *c0 = cover + (gsize) q->cells[0] * words;
          const guint64 *c1 = cover + (gsize) q->cells[1] * words;
          const guint64 *c2 = cover + (gsize) q->cells[2] * words;
          const guint64 *c3 = cover + (gsize) q->cells[3] * words;
          const guint64 *c4 = cover + (gsize) q->cells[4] * words;

          for (guint w = 0; w < words; w++)
            taken += __builtin_popcountll (c0[w] | c1[w] | c2[w] | c3[w] | c4[w] | piece[w]);
        }
      else
        for (guint w = 0; w < words; w++)
          {
            guint64 t = piece[w];

            for (guint c = 0; c < q->n_cells; c++)
              t |= cover[(gsize) q->cells[c] * words + w];
            taken += __builtin_popcountll (t);
          }
      if (taken == n)
        return (int) i;
      keys[i] = moves[i] == killer ? moves[i] : ((guint32) (n - taken) << 16) | moves[i];
    }
  return -1;
}

static int
compare_asc (gconstpointer a,
             gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

void
golomb_order_moves (GolombSearch *search,
                    guint16      *moves,
                    guint         n)
{
  guint32 *keys = search->scores;
  GolombBits cells = { { 0, 0 } };
  int at_once;

  for (guint i = 0; i < n; i++)
    {
      cells.w[0] |= search->game->placements[moves[i]].bits.w[0];
      cells.w[1] |= search->game->placements[moves[i]].bits.w[1];
    }
  at_once = count_replies (search, moves, n, &cells, G_MAXUINT16, keys);

  if (at_once >= 0)
    {
      /* the move that ends the game first, the rest after it */
      guint16 t = moves[0];

      moves[0] = moves[at_once];
      moves[at_once] = t;
      return;
    }
  qsort (keys, n, sizeof *keys, compare_asc);
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
        if (keys[j] < keys[best])
          best = j;
      if (best != i)
        {
          guint32 t = keys[i];

          keys[i] = keys[best];
          keys[best] = t;
        }
    }
  else if (i == LAZY_MOVES && n - i > SHORT_LIST)
    qsort (keys + i, n - i, sizeof *keys, compare_asc);
  else if (i == LAZY_MOVES)
    for (guint j = i + 1; j < n; j++)
      {
        guint32 key = keys[j];
        guint k = j;

        for (; k > i && keys[k - 1] > key; k--)
          keys[k] = keys[k - 1];
        keys[k] = key;
      }
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
  GolombBits cells = { { 0, 0 } }, key;
  GolombBits common = { { ~G_GUINT64_CONSTANT (0), ~G_GUINT64_CONSTANT (0) } };
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
      common.w[0] &= q->bits.w[0];
      common.w[1] &= q->bits.w[1];
      pieces |= 1u << q->piece;
    }
  /* one piece fits, or every move takes a cell all the others need: one move is left */
  if ((pieces & (pieces - 1)) == 0 || (common.w[0] | common.w[1]) != 0)
    return TRUE;

  use_table = search->table != NULL && __builtin_popcount (pieces) >= TABLE_MIN_PIECES;
  if (use_table)
    {
      key = cells;
      golomb_canonical (game, &key);
      if (golomb_table_lookup (search->table, &key, pieces, &win))
        return win;
    }

  keys = search->scores + (gsize) depth * MAX (game->n_placements, 1);
  if (count_replies (search, moves, n, &cells, search->killers[depth], keys) >= 0)
    win = TRUE;
  /* two pieces and no move that takes every reply: the opponent places the last piece */
  else if (__builtin_popcount (pieces) == 2)
    return FALSE;

  for (guint i = 0; i < n && !win; i++)
    {
      guint16 move = next_move (keys, i, n);
      guint k = golomb_moves_after (game, moves, n, move, child);

      if (k == 0 || !golomb_search_wins (search, depth + 1, k))
        {
          win = !search->stopped;
          search->killers[depth] = move;
        }
      if (search->stopped)
        return FALSE;
    }
  if (use_table)
    golomb_table_store (search->table, &key, pieces, win, search->nodes - start);
  return win;
}
