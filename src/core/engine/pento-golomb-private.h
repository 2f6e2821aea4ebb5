/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-golomb-private.h: Golomb's game compiled — the empty cells numbered, every placement
 * of every piece left as a bitboard — as the solver's files share it.
 */
#pragma once

#include "pento-golomb.h"
#include "pento-golomb-table.h"

G_BEGIN_DECLS

/* The most pieces a set holds, and so the deepest a game goes. */
#define GOLOMB_MAX_DEPTH PENTO_N_SET_PIECES

typedef struct {
  GolombBits bits;
  guint8     piece;                    /* a PentoPiece */
  guint8     n_cells;
  guint8     cells[5];                 /* the cells' numbers */
} GolombPlacement;

struct _PentoGolomb {
  guint            width;
  guint            height;
  guint            n_cells;            /* the empty cells, numbered from 0 */
  PentoCell       *cells;              /* by number */
  guint32          left;               /* the pieces left to place */
  GolombPlacement *placements;         /* grouped by piece, in PentoPiece order */
  guint            n_placements;
  guint            n_symmetries;       /* of the position, the identity first */
  guint16         *images;             /* placement i's image under symmetry s: [i * 8 + s] */
  guint            n_bytes;            /* of a set of cells */
  GolombBits      *byte_images;        /* symmetry s > 0's image of byte b holding v:
                                        * [((s - 1) * n_bytes + b) * 256 + v] */
  gsize            table_bytes;        /* the caller's size of the table; 0: the game's */
};

/* One thread's search, with its own lists for each depth. */
typedef struct {
  const PentoGolomb *game;
  GolombTable       *table;
  PentoCancel       *cancel;
  const gint        *abort;            /* set: the answer is no longer needed */
  const gint        *abort_reply;      /* the same for the one reply searched, or NULL */
  guint              reverse_depth;    /* the moves at this depth tried last first */
  gboolean           stopped;          /* the search was cancelled or aborted */
  guint64            nodes;
  guint16           *lists;            /* GOLOMB_MAX_DEPTH + 1 lists of placements */
  guint32           *scores;           /* for each depth, the moves' scores, for the order */
  guint64           *cover;            /* for each depth, the moves on each cell and of each
                                        * piece, as bits */
  gsize              cover_stride;     /* the words of one depth's cover */
  guint16            killers[GOLOMB_MAX_DEPTH + 2];  /* the last winning move at each depth */
} GolombSearch;

/* Turns @cells into the least of its images under the position's symmetries, the form the
 * table keeps: positions that are images of each other share one entry. */
static inline void
golomb_canonical (const PentoGolomb *game,
                  GolombBits        *cells)
{
  GolombBits best = *cells;

  for (guint s = 1; s < game->n_symmetries; s++)
    {
      const GolombBits *t = game->byte_images + (gsize) (s - 1) * game->n_bytes * 256;
      GolombBits image = { { 0, 0 } };

      for (guint b = 0; b < game->n_bytes; b++, t += 256)
        {
          const GolombBits *v = &t[(cells->w[b / 8] >> (b % 8 * 8)) & 0xff];

          image.w[0] |= v->w[0];
          image.w[1] |= v->w[1];
        }
      if (image.w[1] < best.w[1] || (image.w[1] == best.w[1] && image.w[0] < best.w[0]))
        best = image;
    }
  *cells = best;
}

void     golomb_search_init   (GolombSearch      *search,
                               const PentoGolomb *game,
                               GolombTable       *table,
                               PentoCancel       *cancel,
                               const gint        *abort);
void     golomb_search_clear  (GolombSearch      *search);
/* The moves left after @move is played from @moves (@n of them): written to @out, in the
 * order of @moves; returns how many. */
guint    golomb_moves_after   (const PentoGolomb *game,
                               const guint16     *moves,
                               guint              n,
                               guint16            move,
                               guint16           *out);
/* Sorts @moves (@n) so that the likeliest winning ones come first. */
void     golomb_order_moves   (GolombSearch      *search,
                               guint16           *moves,
                               guint              n);
/* The list of moves at @depth (room for every placement). */
guint16 *golomb_search_list   (GolombSearch      *search,
                               guint              depth);
/* Whether the side to move wins when the @n moves of the list at @depth are its legal moves
 * (the list is reordered). Meaningless when search->stopped is set. */
gboolean golomb_search_wins   (GolombSearch      *search,
                               guint              depth,
                               guint              n);

G_END_DECLS
