/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-check.c: flags the regions and cells of a drawn mask that no packing can fill.
 */
#include "pento-board-check.h"

#include <string.h>

#include "pento-piece.h"

#define PENTOMINO_AREA 60
#define TETROMINO_AREA 64

/* Every orientation of every piece, turned over or not; the O last, used on 64 cells only. */
typedef struct {
  PentoShape shapes[PENTO_N_PIECES * PENTO_MAX_ORIENTATIONS];
  guint      n_pentomino_shapes;
  guint      n_shapes;
} ShapeTable;

static const ShapeTable *
get_shapes (void)
{
  static ShapeTable table;
  static gsize init = 0;

  if (g_once_init_enter (&init))
    {
      for (guint p = 0; p < PENTO_N_PIECES; p++)
        {
          PentoShape out[PENTO_MAX_ORIENTATIONS];
          guint n = pento_piece_get_orientations (p, TRUE, FALSE, out);

          if (p == PENTO_PIECE_O)
            table.n_pentomino_shapes = table.n_shapes;
          for (guint i = 0; i < n; i++)
            table.shapes[table.n_shapes++] = out[i];
        }
      g_once_init_leave (&init, 1);
    }
  return &table;
}

/* Labels the regions (4-connected) with an explicit stack, so a 32×32 snake cannot overflow
 * the C stack; returns how many there are and fills @sizes (indexed by label). */
static guint
label_regions (const guint8 *mask,
               guint         width,
               guint         height,
               guint        *labels,
               guint        *sizes,
               guint        *stack)
{
  guint n = width * height;
  guint n_regions = 0;

  for (guint i = 0; i < n; i++)
    labels[i] = G_MAXUINT;

  for (guint start = 0; start < n; start++)
    {
      guint top = 0;

      if (!mask[start] || labels[start] != G_MAXUINT)
        continue;
      labels[start] = n_regions;
      sizes[n_regions] = 0;
      stack[top++] = start;
      while (top > 0)
        {
          guint c = stack[--top];
          guint x = c % width, y = c / width;
          guint next[4];
          guint k = 0;

          sizes[n_regions]++;
          if (x > 0) next[k++] = c - 1;
          if (x + 1 < width) next[k++] = c + 1;
          if (y > 0) next[k++] = c - width;
          if (y + 1 < height) next[k++] = c + width;
          for (guint j = 0; j < k; j++)
            if (mask[next[j]] && labels[next[j]] == G_MAXUINT)
              {
                labels[next[j]] = n_regions;
                stack[top++] = next[j];
              }
        }
      n_regions++;
    }
  return n_regions;
}

void
pento_board_check (const guint8    *mask,
                   guint            width,
                   guint            height,
                   guint8          *out_flags,
                   PentoBoardCheck *out_check)
{
  const ShapeTable *table = get_shapes ();
  guint n = width * height;
  g_autofree guint *labels = NULL;
  g_autofree guint *sizes = NULL;
  g_autofree guint *stack = NULL;
  g_autofree gboolean *bad = NULL;
  PentoBoardCheck check = { 0, };
  guint n_shapes;
  guint n_odd = 0, n_odd_four = 0;
  gboolean complete;

  g_return_if_fail (mask != NULL || n == 0);
  g_return_if_fail (out_flags != NULL || n == 0);

  memset (out_flags, PENTO_CELL_FINE, n);
  for (guint i = 0; i < n; i++)
    check.n_cells += mask[i] != 0;

  labels = g_new (guint, n + 1);
  sizes = g_new (guint, n + 1);
  stack = g_new (guint, n + 1);
  check.n_regions = label_regions (mask, width, height, labels, sizes, stack);

  /* Region sizes: exact once the area is that of a piece set, a floor before. */
  complete = check.n_cells == PENTOMINO_AREA || check.n_cells == TETROMINO_AREA;
  for (guint r = 0; r < check.n_regions; r++)
    if (sizes[r] % 5 != 0)
      {
        n_odd++;
        n_odd_four += sizes[r] % 5 == 4;
      }
  bad = g_new0 (gboolean, check.n_regions + 1);
  for (guint r = 0; r < check.n_regions; r++)
    {
      if (complete)
        bad[r] = sizes[r] % 5 != 0 &&
                 !(check.n_cells == TETROMINO_AREA && n_odd == 1 && n_odd_four == 1);
      else
        bad[r] = sizes[r] < 4;
    }
  /* With the area right, wrong sizes come at least in pairs (their remainders add up): the
   * largest wrong region is wrong only because of the others, so only they are flagged —
   * the pocket, not the whole board around it. */
  if (complete)
    {
      guint largest = G_MAXUINT;
      gboolean tie = FALSE;

      for (guint r = 0; r < check.n_regions; r++)
        if (bad[r])
          {
            if (largest == G_MAXUINT || sizes[r] > sizes[largest])
              {
                largest = r;
                tie = FALSE;
              }
            else if (sizes[r] == sizes[largest])
              tie = TRUE;
          }
      if (largest != G_MAXUINT && !tie)
        bad[largest] = FALSE;
    }
  for (guint r = 0; r < check.n_regions; r++)
    check.n_bad_regions += bad[r];

  /* Reach: mark the cells of every placement that lies wholly on the mask. The O counts only
   * where it is one of the pieces. */
  n_shapes = check.n_cells == TETROMINO_AREA ? table->n_shapes : table->n_pentomino_shapes;
  for (guint i = 0; i < n; i++)
    out_flags[i] = mask[i] ? PENTO_CELL_UNREACHABLE : PENTO_CELL_FINE;
  for (guint s = 0; s < n_shapes; s++)
    {
      const PentoShape *shape = &table->shapes[s];

      if (shape->width > width || shape->height > height)
        continue;
      for (guint oy = 0; oy + shape->height <= height; oy++)
        for (guint ox = 0; ox + shape->width <= width; ox++)
          {
            guint base = oy * width + ox;
            gboolean fits = TRUE;

            for (guint k = 0; k < shape->n_cells && fits; k++)
              fits = mask[base + shape->cells[k].y * width + shape->cells[k].x] != 0;
            if (!fits)
              continue;
            for (guint k = 0; k < shape->n_cells; k++)
              out_flags[base + shape->cells[k].y * width + shape->cells[k].x] &=
                ~PENTO_CELL_UNREACHABLE;
          }
    }

  for (guint i = 0; i < n; i++)
    {
      if (!mask[i])
        continue;
      if (bad[labels[i]])
        out_flags[i] |= PENTO_CELL_BAD_REGION;
      check.n_unreachable += (out_flags[i] & PENTO_CELL_UNREACHABLE) != 0;
    }

  if (out_check != NULL)
    *out_check = check;
}
