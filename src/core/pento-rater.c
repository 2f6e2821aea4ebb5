/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-rater.c: see pento-rater-private.h.
 */
#include "pento-rater-private.h"

#include <stdlib.h>
#include <string.h>

#include "pento-board.h"
#include "pento-piece.h"

#define MAX_DEPTH (PENTO_N_PIECES + 1)
/* bits of a cell's number of options: at most 13 pieces × 8 orientations × 5 cells */
#define N_PLANES  10

struct _PentoRater {
  guint                n_cells;
  guint                width;
  guint                height;
  guint64              cells;            /* every cell */
  guint                pieces;           /* the pieces a packing uses */
  guint8               x[64];
  guint8               y[64];
  int                 *index;            /* width × height: the rater cell, -1 for a hole */
  guint64              near[64];         /* each cell's neighbours */
  PentoRaterPlacement *placements;       /* sorted by piece, then mask */
  guint                n_placements;
  PentoRaterPlacement *live;             /* MAX_DEPTH × n_placements: the options at each
                                          * depth, copied, so that the loops read in order */
  guint64              chosen[PENTO_N_PIECES];
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

  if (pento_board_get_n_cells (board) > 64)
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
          rater->cells |= G_GUINT64_CONSTANT (1) << c;
        }
      rater->index[y * w + x] = c;
    }
  for (guint c = 0; c < rater->n_cells; c++)
    {
      guint x = rater->x[c], y = rater->y[c];

      if (x + 1 < w && rater->index[y * w + x + 1] >= 0)
        {
          rater->near[c] |= G_GUINT64_CONSTANT (1) << rater->index[y * w + x + 1];
          rater->near[rater->index[y * w + x + 1]] |= G_GUINT64_CONSTANT (1) << c;
        }
      if (y + 1 < h && rater->index[(y + 1) * w + x] >= 0)
        {
          rater->near[c] |= G_GUINT64_CONSTANT (1) << rater->index[(y + 1) * w + x];
          rater->near[rater->index[(y + 1) * w + x]] |= G_GUINT64_CONSTANT (1) << c;
        }
    }

  /* the rules' set (a ladder's rung packs a part of the twelve), or the board's pieces */
  set = pento_piece_set_resolve (rules->pieces, pento_board_get_n_cells (board));
  if (set & ~PENTO_PIECE_SET_TETROMINO)
    {
      g_free (rater->index);
      g_free (rater);
      return NULL;
    }
  placements = g_array_new (FALSE, FALSE, sizeof (PentoRaterPlacement));
  for (guint p = 0; p < PENTO_N_PIECES; p++)
    {
      PentoShape shapes[PENTO_MAX_ORIENTATIONS];
      guint n;

      if (!(set & (1u << p)))
        continue;
      n = pento_piece_get_orientations (p, rules->flip, pento_rules_is_mirrored (rules, p),
                                        shapes);
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
                    placement.mask |= G_GUINT64_CONSTANT (1) << c;
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
  rater->live = g_new (PentoRaterPlacement, (gsize) MAX_DEPTH * MAX (rater->n_placements, 1));

  return rater;
}

void
pento_rater_free (PentoRater *rater)
{
  if (rater == NULL)
    return;
  g_free (rater->index);
  g_free (rater->placements);
  g_free (rater->live);
  g_free (rater);
}

guint
pento_rater_get_n_cells (const PentoRater *rater)
{
  return rater->n_cells;
}

guint64
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
                           guint64             *out_empty,
                           guint               *out_remaining)
{
  guint64 empty = 0;

  for (guint c = 0; c < rater->n_cells; c++)
    if (pento_position_get (position, rater->x[c], rater->y[c]) == '#')
      empty |= G_GUINT64_CONSTANT (1) << c;
  *out_empty = empty;
  *out_remaining = rater->pieces & ~pento_position_get_placed (position);
}

/* Whether every walled-in region of @empty has a size the remaining pieces could fill: a
 * careful person sees a pocket of seven cells at once. */
static gboolean
regions_fillable (const PentoRater *rater,
                  guint64           empty,
                  gboolean          have_o)
{
  guint64 rest = empty;

  while (rest != 0)
    {
      guint64 region = rest & -rest, frontier = region;
      guint size;

      while (frontier != 0)
        {
          guint64 grow = 0;

          for (guint64 b = frontier; b; b &= b - 1)
            grow |= rater->near[__builtin_ctzll (b)];
          frontier = grow & rest & ~region;
          region |= frontier;
        }
      rest &= ~region;
      size = __builtin_popcountll (region);
      if (size % 5 != 0 && !(have_o && size >= 4 && (size - 4) % 5 == 0))
        return FALSE;
    }
  return TRUE;
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

static void search (PentoRater *rater, PentoRaterRun *run, guint depth, guint n_live,
                    guint64 empty, guint remaining);

/* Places the option @k of this depth and searches on with the options left. */
static void
descend (PentoRater    *rater,
         PentoRaterRun *run,
         guint          depth,
         guint          n_live,
         guint          k,
         guint64        empty,
         guint          remaining)
{
  const PentoRaterPlacement *live = rater->live + (gsize) depth * rater->n_placements;
  PentoRaterPlacement *next = rater->live + (gsize) (depth + 1) * rater->n_placements;
  guint64 mask = live[k].mask;
  guint8 piece = live[k].piece;
  guint n_next = 0;

  run->placements++;
  if (stop_now (run))
    return;
  for (guint i = 0; i < n_live; i++)
    if ((live[i].mask & mask) == 0 && live[i].piece != piece)
      next[n_next++] = live[i];
  rater->chosen[piece] = mask;
  search (rater, run, depth + 1, n_next, empty & ~mask, remaining & ~(1u << piece));
}

static void
search (PentoRater    *rater,
        PentoRaterRun *run,
        guint          depth,
        guint          n_live,
        guint64        empty,
        guint          remaining)
{
  const PentoRaterPlacement *live = rater->live + (gsize) depth * rater->n_placements;
  guint64 planes[N_PLANES] = { 0 };
  guint16 piece_count[PENTO_N_PIECES] = { 0 };
  guint16 piece_last[PENTO_N_PIECES];
  guint best_cell, best;
  guint16 options[1024];
  guint n_options = 0;

  if (remaining == 0)
    {
      if (run->completions++ == 0)
        memcpy (run->first, rater->chosen, sizeof run->first);
      stop_now (run);
      return;
    }
  if (!regions_fillable (rater, empty, (remaining & (1u << PENTO_PIECE_O)) != 0))
    return;

  /* each cell's number of options, bit-sliced: plane k holds bit k of every cell's count */
  for (guint i = 0; i < n_live; i++)
    {
      guint64 carry = live[i].mask;

      piece_count[live[i].piece]++;
      piece_last[live[i].piece] = i;
      for (guint k = 0; carry != 0; k++)
        {
          guint64 t = planes[k] & carry;

          planes[k] ^= carry;
          carry = t;
        }
    }
  /* the least count over the empty cells, from the top bit down; the first cell that has it */
  {
    guint64 least = empty;

    best = 0;
    for (guint k = N_PLANES; k-- > 0;)
      {
        if ((least & ~planes[k]) != 0)
          least &= ~planes[k];
        else
          best |= 1u << k;
      }
    best_cell = __builtin_ctzll (least);
  }
  if (best == 0)
    return;
  if (best == 1)
    {
      guint i = 0;

      /* the one placement that covers it */
      while (!(live[i].mask & (G_GUINT64_CONSTANT (1) << best_cell)))
        i++;
      descend (rater, run, depth, n_live, i, empty, remaining);
      return;
    }
  for (guint p = 0; p < PENTO_N_PIECES; p++)
    if (remaining & (1u << p))
      {
        if (piece_count[p] == 0)
          return;
        if (piece_count[p] == 1)
          {
            descend (rater, run, depth, n_live, piece_last[p], empty, remaining);
            return;
          }
      }

  /* a guess: every option of the most constrained cell in turn */
  run->guesses++;
  for (guint i = 0; i < n_live && n_options < G_N_ELEMENTS (options); i++)
    if (live[i].mask & (G_GUINT64_CONSTANT (1) << best_cell))
      options[n_options++] = i;
  g_assert (n_options == best);
  if (run->rng != NULL)
    for (guint i = n_options - 1; i > 0; i--)
      {
        guint j = pento_rater_random_below (run->rng, i + 1);
        guint16 t = options[i];

        options[i] = options[j];
        options[j] = t;
      }
  for (guint i = 0; i < n_options && !run->stopped; i++)
    descend (rater, run, depth, n_live, options[i], empty, remaining);
}

void
pento_rater_search (PentoRater    *rater,
                    guint64        empty,
                    guint          remaining,
                    PentoRaterRun *run)
{
  PentoRaterPlacement *live = rater->live;
  guint n_live = 0;
  guint need = 0;

  run->placements = 0;
  run->guesses = 0;
  run->completions = 0;
  run->stopped = FALSE;
  memset (run->first, 0, sizeof run->first);
  memset (rater->chosen, 0, sizeof rater->chosen);

  g_return_if_fail ((empty & ~rater->cells) == 0 && (remaining & ~rater->pieces) == 0);

  /* only a set of pieces that covers the empty cells exactly can complete them */
  for (guint p = 0; p < PENTO_N_PIECES; p++)
    if (remaining & (1u << p))
      need += pento_piece_get_shape (p)->n_cells;
  if (need != (guint) __builtin_popcountll (empty))
    return;

  for (guint i = 0; i < rater->n_placements; i++)
    if ((remaining & (1u << rater->placements[i].piece)) &&
        (rater->placements[i].mask & ~empty) == 0)
      live[n_live++] = rater->placements[i];
  search (rater, run, 0, n_live, empty, remaining);
}
