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
  search->reverse_depth = G_MAXUINT;
  search->lists = g_new (guint16, (GOLOMB_MAX_DEPTH + 2) * n);
  search->scores = g_new (guint32, (GOLOMB_MAX_DEPTH + 2) * n);
  search->cover_stride = (MAX (game->n_cells, 1) + PENTO_N_SET_PIECES) * words;
  search->cover = g_new (guint64, (GOLOMB_MAX_DEPTH + 2) * search->cover_stride);
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
 * moves are bits of words, one list for each cell and each piece (kept for @depth): a move's
 * replies are the moves in none of its cells' lists nor its piece's. Returns the first move that leaves no reply, or -1. */
static int COUNT_TARGET
count_replies (GolombSearch     *search,
               guint             depth,
               const guint16    *moves,
               guint             n,
               const GolombBits *cells,
               guint16           killer,
               guint32          *keys)
{
  const GolombPlacement *pl = search->game->placements;
  guint words = (n + 63) / 64;
  guint64 *cover = search->cover + depth * search->cover_stride;
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

/* The moves left after @move, the @n @moves' replies counted at @depth (count_replies()):
 * those in none of its cells' lists nor its piece's, in the order of @moves, to @out. */
static guint
moves_after_counted (GolombSearch  *search,
                     guint          depth,
                     const guint16 *moves,
                     guint          n,
                     guint16        move,
                     guint16       *out)
{
  const GolombPlacement *q = &search->game->placements[move];
  guint words = (n + 63) / 64;
  const guint64 *cover = search->cover + depth * search->cover_stride;
  const guint64 *piece = cover + ((gsize) search->game->n_cells + q->piece) * words;
  guint k = 0;

  for (guint w = 0; w < words; w++)
    {
      guint64 left = ~piece[w];

      for (guint c = 0; c < q->n_cells; c++)
        left &= ~cover[(gsize) q->cells[c] * words + w];
      if (w == words - 1 && n % 64 != 0)
        left &= (G_GUINT64_CONSTANT (1) << (n % 64)) - 1;
      for (; left != 0; left &= left - 1)
        out[k++] = moves[w * 64 + __builtin_ctzll (left)];
    }
  return k;
}

static inline void
insertion_sort (guint32 *keys,
                guint    n)
{
  for (guint j = 1; j < n; j++)
    {
      guint32 key = keys[j];
      guint k = j;

      for (; k > 0 && keys[k - 1] > key; k--)
        keys[k] = keys[k - 1];
      keys[k] = key;
    }
}

/* Sorts @keys (@n) ascending: a quicksort inlined on the keys (qsort's calls through a
 * pointer cost more than the comparisons). */
static void
sort_keys (guint32 *keys,
           guint    n)
{
  while (n > SHORT_LIST)
    {
      guint32 a = keys[0], b = keys[n / 2], c = keys[n - 1];
      guint32 pivot = a < b ? (b < c ? b : (a < c ? c : a)) : (a < c ? a : (b < c ? c : b));
      guint i = 0, j = n - 1;

      for (;;)
        {
          while (keys[i] < pivot)
            i++;
          while (keys[j] > pivot)
            j--;
          if (i >= j)
            break;
          guint32 t = keys[i];
          keys[i++] = keys[j];
          keys[j--] = t;
        }
      /* [0, j] and [j + 1, n): the smaller part by recursion, the larger by the loop */
      if (j + 1 < n - j - 1)
        {
          sort_keys (keys, j + 1);
          keys += j + 1;
          n -= j + 1;
        }
      else
        {
          sort_keys (keys + j + 1, n - j - 1);
          n = j + 1;
        }
    }
  insertion_sort (keys, n);
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
  at_once = count_replies (search, 0, moves, n, &cells, G_MAXUINT16, keys);

  if (at_once >= 0)
    {
      /* the move that ends the game first, the rest after it */
      guint16 t = moves[0];

      moves[0] = moves[at_once];
      moves[at_once] = t;
      return;
    }
  sort_keys (keys, n);
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
  else if (i == LAZY_MOVES)
    sort_keys (keys + i, n - i);
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
       (search->abort != NULL && g_atomic_int_get (search->abort)) ||
       (search->abort_reply != NULL && g_atomic_int_get (search->abort_reply))))
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
  if (count_replies (search, depth, moves, n, &cells, search->killers[depth], keys) >= 0)
    win = TRUE;
  /* two pieces and no move that takes every reply: the opponent places the last piece */
  else if (__builtin_popcount (pieces) == 2)
    return FALSE;

  if (!win && depth == search->reverse_depth)
    sort_keys (keys, n);
  for (guint i = 0; i < n && !win; i++)
    {
      guint16 move = depth == search->reverse_depth ? keys[n - 1 - i] & 0xffff
                                                    : next_move (keys, i, n);
      guint k = moves_after_counted (search, depth, moves, n, move, child);

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
