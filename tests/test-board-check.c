/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-board-check.c: the editor's live check (pento_board_check) on known boards and on
 * random masks against a plain second implementation — reach by brute force over the
 * reference shapes, regions by union–find. No display needed: it runs in the core suite.
 */
#include <string.h>

#include "pento-core.h"

/* --- The live check, against a plain second implementation -------------------------------- */

/* Reach by brute force: for every cell, every piece in each of its 8 images (rotations of the
 * reference shape and of its mirror, built here from the reference cells), with every cell of
 * the image laid on this cell. */
static gboolean
reachable_plain (const guint8 *mask,
                 int           w,
                 int           h,
                 int           cx,
                 int           cy,
                 gboolean      with_o)
{
  for (guint p = 0; p < (with_o ? PENTO_N_PIECES : PENTO_N_PENTOMINOES); p++)
    {
      const PentoShape *shape = pento_piece_get_shape (p);

      for (int t = 0; t < 8; t++)
        for (guint anchor = 0; anchor < shape->n_cells; anchor++)
          {
            gboolean fits = TRUE;

            for (guint k = 0; k < shape->n_cells && fits; k++)
              {
                int x = shape->cells[k].x - shape->cells[anchor].x;
                int y = shape->cells[k].y - shape->cells[anchor].y;
                int tx, ty;

                if (t & 4)
                  x = -x;
                switch (t & 3)
                  {
                  case 0: tx = x; ty = y; break;
                  case 1: tx = -y; ty = x; break;
                  case 2: tx = -x; ty = -y; break;
                  default: tx = y; ty = -x; break;
                  }
                tx += cx;
                ty += cy;
                fits = tx >= 0 && ty >= 0 && tx < w && ty < h && mask[ty * w + tx];
              }
            if (fits)
              return TRUE;
          }
    }
  return FALSE;
}

static guint
find_root (guint *parent,
           guint  i)
{
  while (parent[i] != i)
    i = parent[i] = parent[parent[i]];
  return i;
}

static void
check_plain (const guint8 *mask,
             int           w,
             int           h,
             guint8       *flags)
{
  g_autofree guint *parent = g_new (guint, w * h);
  g_autofree guint *size = g_new0 (guint, w * h);
  guint n_cells = 0, n_odd = 0, n_four = 0, largest_ok;
  gboolean complete;

  /* Regions by union–find rather than by flood fill. */
  for (int i = 0; i < w * h; i++)
    parent[i] = i;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (mask[y * w + x])
        {
          n_cells++;
          if (x + 1 < w && mask[y * w + x + 1])
            parent[find_root (parent, y * w + x)] = find_root (parent, y * w + x + 1);
          if (y + 1 < h && mask[(y + 1) * w + x])
            parent[find_root (parent, y * w + x)] = find_root (parent, (y + 1) * w + x);
        }
  for (int i = 0; i < w * h; i++)
    if (mask[i])
      size[find_root (parent, i)]++;
  for (int i = 0; i < w * h; i++)
    if (mask[i] && find_root (parent, i) == (guint) i && size[i] % 5 != 0)
      {
        n_odd++;
        n_four += size[i] % 5 == 4;
      }
  complete = n_cells == 60 || n_cells == 64;
  /* The largest wrong region goes unflagged when it alone is largest (see the header). */
  {
    guint best = 0, n_best = 0;

    for (int i = 0; i < w * h; i++)
      if (complete && mask[i] && find_root (parent, i) == (guint) i && size[i] % 5 != 0 &&
          !(n_cells == 64 && n_odd == 1 && n_four == 1))
        {
          if (size[i] > best)
            {
              best = size[i];
              n_best = 1;
            }
          else if (size[i] == best)
            n_best++;
        }
    largest_ok = n_best == 1 ? best : 0;
  }
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int i = y * w + x;
        guint s;

        flags[i] = 0;
        if (!mask[i])
          continue;
        s = size[find_root (parent, i)];
        if (complete ? (s % 5 != 0 && !(n_cells == 64 && n_odd == 1 && n_four == 1) &&
                        s != largest_ok)
                     : s < 4)
          flags[i] |= PENTO_CELL_BAD_REGION;
        if (!reachable_plain (mask, w, h, x, y, n_cells == 64))
          flags[i] |= PENTO_CELL_UNREACHABLE;
      }
}

static void
mask_from_rows (const char * const *rows,
                guint8             *mask,
                int                *w,
                int                *h)
{
  *w = strlen (rows[0]);
  *h = g_strv_length ((char **) rows);
  for (int y = 0; y < *h; y++)
    for (int x = 0; x < *w; x++)
      mask[y * *w + x] = rows[y][x] == '#';
}

static void
test_check_known (void)
{
  /* A 4-cell pocket cut off a 60-cell board: both regions are the wrong size and no
   * pentomino fits the 2×2 pocket. */
  static const char * const pocket[] = {
    "##.#######",
    "##.#######",
    "..########",
    "##########",
    "##########",
    "##########",
    "####......",
    NULL };
  /* The same pocket on 64 cells is where the 2×2 square goes. */
  static const char * const pocket64[] = {
    "##.#####",
    "##.#####",
    "..######",
    "########",
    "########",
    "########",
    "########",
    "########",
    "####....",
    NULL };
  guint8 mask[64 * 64], flags[64 * 64];
  PentoBoardCheck check;
  int w, h;

  mask_from_rows (pocket, mask, &w, &h);
  pento_board_check (mask, w, h, flags, &check);
  g_assert_cmpuint (check.n_cells, ==, 60);
  g_assert_cmpuint (check.n_regions, ==, 2);
  /* The pocket is flagged; the 56 cells around it are wrong only because of it. */
  g_assert_cmpuint (check.n_bad_regions, ==, 1);
  g_assert_cmpuint (check.n_unreachable, ==, 4);
  g_assert_cmpuint (flags[0], ==, PENTO_CELL_BAD_REGION | PENTO_CELL_UNREACHABLE);
  g_assert_cmpuint (flags[3], ==, PENTO_CELL_FINE);

  mask_from_rows (pocket64, mask, &w, &h);
  pento_board_check (mask, w, h, flags, &check);
  g_assert_cmpuint (check.n_cells, ==, 64);
  g_assert_cmpuint (check.n_bad_regions, ==, 0);
  g_assert_cmpuint (check.n_unreachable, ==, 0);

  /* Every preset passes. */
  for (const char * const *names = pento_board_get_preset_names (); *names; names++)
    {
      g_autoptr(PentoBoard) board = pento_board_new_preset (*names, NULL);

      w = pento_board_get_width (board);
      h = pento_board_get_height (board);
      for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
          mask[y * w + x] = pento_board_is_cell (board, x, y);
      pento_board_check (mask, w, h, flags, &check);
      g_assert_cmpuint (check.n_bad_regions, ==, 0);
      g_assert_cmpuint (check.n_unreachable, ==, 0);
    }
}

/* Random masks of every density, some cut to exactly 60 or 64 cells: the core's flags equal
 * the plain implementation's, cell by cell. */
static void
test_check_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (16);
  guint n_flagged = 0, n_complete = 0;

  for (guint round = 0; round < 400; round++)
    {
      int w = g_rand_int_range (rand, 1, 17), h = g_rand_int_range (rand, 1, 17);
      double density = g_rand_double_range (rand, 0.3, 0.95);
      g_autofree guint8 *mask = g_new0 (guint8, w * h);
      g_autofree guint8 *flags = g_new (guint8, w * h);
      g_autofree guint8 *expected = g_new (guint8, w * h);
      PentoBoardCheck check;
      guint n = 0;

      for (int i = 0; i < w * h; i++)
        n += mask[i] = g_rand_double (rand) < density;
      /* Half the rounds trim the mask to a piece set's area when it is larger. */
      if (round % 2 == 0 && n > 60)
        {
          guint target = (round % 4 == 0 && n >= 64) ? 64 : 60;

          for (int i = w * h - 1; i >= 0 && n > target; i--)
            if (mask[i])
              {
                mask[i] = 0;
                n--;
              }
        }
      n_complete += n == 60 || n == 64;
      pento_board_check (mask, w, h, flags, &check);
      check_plain (mask, w, h, expected);
      g_assert_cmpuint (check.n_cells, ==, n);
      for (int i = 0; i < w * h; i++)
        {
          if (flags[i] != expected[i])
            g_error ("round %u, %d×%d, cell %d: flags %u, expected %u", round, w, h, i,
                     flags[i], expected[i]);
          n_flagged += flags[i] != 0;
        }
    }
  /* The comparison meant something: both kinds of board, and flags to compare. */
  g_assert_cmpuint (n_complete, >, 20);
  g_assert_cmpuint (n_flagged, >, 100);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-check/known", test_check_known);
  g_test_add_func ("/board-check/random", test_check_random);

  return g_test_run ();
}
