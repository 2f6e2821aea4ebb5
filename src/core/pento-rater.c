/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-rater.c: see pento-rater-private.h.
 */
#include "pento-rater-private.h"

#include <stdlib.h>
#include <string.h>

#include "pento-board.h"
#include "pento-piece.h"

/* bits of a cell's number of options: at most 18 pieces × 4 orientations or 13 × 8, × 5 cells */
#define N_PLANES  10

struct _PentoRater {
  guint                n_cells;
  guint                width;
  guint                height;
  PentoWord            cells;            /* every cell */
  guint                pieces;           /* the pieces a packing uses */
  guint8               x[128];
  guint8               y[128];
  int                 *index;            /* width × height: the rater cell, -1 for a hole */
  PentoWord            near[128];        /* each cell's neighbours */
  PentoRaterPlacement *placements;       /* sorted by piece, then mask */
  guint                n_placements;
  /* the search in one width: narrow up to 64 cells, wide past that; the other NULL */
  struct narrow_State_ *narrow;
  struct wide_State_   *wide;
};

guint64
pento_rater_next_random (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

guint
pento_rater_random_below (guint64 *state,
                          guint    n)
{
  g_assert (n > 0);
  /* the top bits, by multiplication: no modulo bias worth the name for n ≤ a few thousand */
  return (guint) (((pento_rater_next_random (state) >> 32) * (guint64) n) >> 32);
}

static gboolean
stop_now (PentoRaterRun *run)
{
  if ((run->max_completions != 0 && run->completions >= run->max_completions) ||
      (run->max_placements != 0 && run->placements > run->max_placements) ||
      pento_cancel_is_cancelled (run->cancel))
    run->stopped = TRUE;
  return run->stopped;
}

static inline guint
popcount_word (PentoWord w)
{
  return __builtin_popcountll ((guint64) w) + __builtin_popcountll ((guint64) (w >> 64));
}

#define RATER_WORD         guint64
#define RATER_FN(name)     narrow_##name
#define RATER_CTZ(w)       ((guint) __builtin_ctzll (w))
#define RATER_POPCOUNT(w)  ((guint) __builtin_popcountll (w))
#include "pento-rater-body.h"
#undef RATER_WORD
#undef RATER_FN
#undef RATER_CTZ
#undef RATER_POPCOUNT

#define RATER_WORD         PentoWord
#define RATER_FN(name)     wide_##name
#define RATER_CTZ(w)       pento_word_ctz (w)
#define RATER_POPCOUNT(w)  popcount_word (w)
#include "pento-rater-body.h"
#undef RATER_WORD
#undef RATER_FN
#undef RATER_CTZ
#undef RATER_POPCOUNT

static int
compare_placements (const void *a,
                    const void *b)
{
  const PentoRaterPlacement *p = a, *q = b;

  if (p->piece != q->piece)
    return p->piece < q->piece ? -1 : 1;
  return p->mask < q->mask ? -1 : p->mask > q->mask;
}

PentoRater *
pento_rater_new (PentoBoard       *board,
                 const PentoRules *rules)
{
  PentoRater *rater;
  GArray *placements;
  PentoPieceSet set;
  guint w, h;

  g_return_val_if_fail (board != NULL && rules != NULL, NULL);

  if (pento_board_get_n_cells (board) > 128)
    return NULL;

  w = pento_board_get_width (board);
  h = pento_board_get_height (board);
  rater = g_new0 (PentoRater, 1);
  rater->width = w;
  rater->height = h;
  rater->index = g_new (int, w * h);
  /* numbered along the short side: ties between equally constrained cells go to the first,
   * so the search keeps one front across the board rather than opening several */
  for (guint i = 0; i < w * h; i++)
    {
      guint x = w > h ? i / h : i % w, y = w > h ? i % h : i / w;
      int c = -1;

      if (pento_board_is_cell (board, x, y))
        {
          c = rater->n_cells++;
          rater->x[c] = x;
          rater->y[c] = y;
          rater->cells |= PENTO_WORD_ONE << c;
        }
      rater->index[y * w + x] = c;
    }
  for (guint c = 0; c < rater->n_cells; c++)
    {
      guint x = rater->x[c], y = rater->y[c];

      if (x + 1 < w && rater->index[y * w + x + 1] >= 0)
        {
          rater->near[c] |= PENTO_WORD_ONE << rater->index[y * w + x + 1];
          rater->near[rater->index[y * w + x + 1]] |= PENTO_WORD_ONE << c;
        }
      if (y + 1 < h && rater->index[(y + 1) * w + x] >= 0)
        {
          rater->near[c] |= PENTO_WORD_ONE << rater->index[(y + 1) * w + x];
          rater->near[rater->index[(y + 1) * w + x]] |= PENTO_WORD_ONE << c;
        }
    }

  /* the rules' set (a ladder's rung packs a part of the twelve), or the board's pieces */
  set = pento_piece_set_resolve (rules->pieces, pento_board_get_n_cells (board));
  placements = g_array_new (FALSE, FALSE, sizeof (PentoRaterPlacement));
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      PentoShape shapes[PENTO_MAX_ORIENTATIONS];
      guint n;

      if (!(set & (1u << p)))
        continue;
      n = pento_rules_get_orientations (rules, p, shapes);
      rater->pieces |= 1u << p;
      for (guint o = 0; o < n; o++)
        for (guint y0 = 0; y0 + shapes[o].height <= h; y0++)
          for (guint x0 = 0; x0 + shapes[o].width <= w; x0++)
            {
              PentoRaterPlacement placement = { 0, p };
              gboolean fits = TRUE;

              for (guint i = 0; i < shapes[o].n_cells && fits; i++)
                {
                  int c = rater->index[(y0 + shapes[o].cells[i].y) * w + x0 +
                                       shapes[o].cells[i].x];

                  fits = c >= 0;
                  if (fits)
                    placement.mask |= PENTO_WORD_ONE << c;
                }
              if (fits)
                g_array_append_val (placements, placement);
            }
    }
  /* the order of the orientations is the piece module's business; the rater's is its own */
  qsort (placements->data, placements->len, sizeof (PentoRaterPlacement), compare_placements);
  rater->n_placements = placements->len;
  rater->placements = (PentoRaterPlacement *) (void *) g_array_free (placements, FALSE);
  g_assert (rater->n_placements <= G_MAXUINT16);
  if (rater->n_cells <= 64)
    rater->narrow = narrow_state_new (rater);
  else
    rater->wide = wide_state_new (rater);

  return rater;
}

void
pento_rater_free (PentoRater *rater)
{
  if (rater == NULL)
    return;
  g_free (rater->index);
  g_free (rater->placements);
  narrow_state_free (rater->narrow);
  wide_state_free (rater->wide);
  g_free (rater);
}

guint
pento_rater_get_n_cells (const PentoRater *rater)
{
  return rater->n_cells;
}

PentoWord
pento_rater_get_cells (const PentoRater *rater)
{
  return rater->cells;
}

guint
pento_rater_get_pieces (const PentoRater *rater)
{
  return rater->pieces;
}

const PentoRaterPlacement *
pento_rater_get_placements (const PentoRater *rater,
                            guint            *out_n)
{
  *out_n = rater->n_placements;
  return rater->placements;
}

void
pento_rater_get_xy (const PentoRater *rater,
                    guint             c,
                    guint            *out_x,
                    guint            *out_y)
{
  g_assert (c < rater->n_cells);
  *out_x = rater->x[c];
  *out_y = rater->y[c];
}

void
pento_rater_read_position (const PentoRater    *rater,
                           const PentoPosition *position,
                           PentoWord           *out_empty,
                           guint               *out_remaining)
{
  PentoWord empty = 0;

  for (guint c = 0; c < rater->n_cells; c++)
    if (pento_position_get (position, rater->x[c], rater->y[c]) == '#')
      empty |= PENTO_WORD_ONE << c;
  *out_empty = empty;
  *out_remaining = rater->pieces & ~pento_position_get_placed (position);
}

void
pento_rater_search (PentoRater    *rater,
                    PentoWord      empty,
                    guint          remaining,
                    PentoRaterRun *run)
{
  guint need = 0;

  run->placements = 0;
  run->guesses = 0;
  run->completions = 0;
  run->stopped = FALSE;
  memset (run->first, 0, sizeof run->first);

  g_return_if_fail ((empty & ~rater->cells) == 0 && (remaining & ~rater->pieces) == 0);

  /* only a set of pieces that covers the empty cells exactly can complete them */
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if (remaining & (1u << p))
      need += pento_piece_get_shape (p)->n_cells;
  if (need != popcount_word (empty))
    return;

  if (rater->narrow != NULL)
    narrow_start (rater->narrow, run, (guint64) empty, remaining);
  else
    wide_start (rater->wide, run, empty, remaining);
}
