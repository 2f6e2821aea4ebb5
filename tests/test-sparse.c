/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-sparse.c: boards drawn in a bounding box of more than 64 cells (up to 32×32), where the
 * engine numbers the cells compactly. Their counts against an independent counter written
 * here (its own piece shapes, orientations, symmetries and search), and the compact numbering
 * against the box numbering on the boards both can number: the same counts, and on the
 * rectangles the same search node for node, the lone-cell test included.
 */
#include <string.h>

#include "pento-core.h"
#include "pento-plain-counter.h"
#include "engine/pento-engine-test.h"

/* ---- boards ------------------------------------------------------------------------------ */

/* Each is drawn in a box of more than 64 cells. */
static const struct {
  const char *name;
  const char *text;
} sparse_boards[] = {
  { "plus",                          /* 10×10, lines of 3, 6 and 10 */
    "...###....\n"
    "...###....\n"
    "..######..\n"
    "##########\n"
    "##########\n"
    "##########\n"
    "..######..\n"
    "..######..\n"
    "...###....\n"
    "...###....\n" },
  { "stair",                         /* 10×10, a band of 6 stepping right every 2 rows */
    "######....\n"
    "######....\n"
    ".######...\n"
    ".######...\n"
    "..######..\n"
    "..######..\n"
    "...######.\n"
    "...######.\n"
    "....######\n"
    "....######\n" },
  { "ell",                           /* 11×12 */
    "###........\n"
    "###........\n"
    "###........\n"
    "###........\n"
    "###........\n"
    "###........\n"
    "###........\n"
    "###........\n"
    "###........\n"
    "###########\n"
    "###########\n"
    "###########\n" },
  { "split",                         /* 11×6: two 5×6 halves, a column apart */
    "#####.#####\n"
    "#####.#####\n"
    "#####.#####\n"
    "#####.#####\n"
    "#####.#####\n"
    "#####.#####\n" },
  { "diamond",                       /* 11×11 less its centre: no packing */
    ".....#.....\n"
    "....###....\n"
    "...#####...\n"
    "..#######..\n"
    ".#########.\n"
    "#####.#####\n"
    ".#########.\n"
    "..#######..\n"
    "...#####...\n"
    "....###....\n"
    ".....#.....\n" },
};

/* the two halves of "split" at opposite corners of a 32×32 grid */
static char *
far_corners_text (void)
{
  GString *text = g_string_new (NULL);

  for (guint y = 0; y < 32; y++)
    {
      for (guint x = 0; x < 32; x++)
        g_string_append_c (text, (x < 5 && y < 6) || (x >= 27 && y >= 26) ? '#' : '.');
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* ---- an independent counter: plain backtracking over a list of cells ---------------------- */

/* The twelve pieces in their reference shapes (src/core/pento-piece.c), in the engine's
 * letter order. */
static const struct {
  char        letter;
  const char *rows[5];
} reference[] = {
  { 'F', { ".##", "##.", ".#." } },
  { 'I', { "#", "#", "#", "#", "#" } },
  { 'L', { "#.", "#.", "#.", "##" } },
  { 'N', { ".#", ".#", "##", "#." } },
  { 'P', { "##", "##", "#." } },
  { 'T', { "###", ".#.", ".#." } },
  { 'U', { "#.#", "###" } },
  { 'V', { "#..", "#..", "###" } },
  { 'W', { "#..", "##.", ".##" } },
  { 'X', { ".#.", "###", ".#." } },
  { 'Y', { ".#", "##", ".#", ".#" } },
  { 'Z', { "##.", ".#.", ".##" } },
};

typedef struct {
  gint x[5], y[5];
} Cells;

/* sorted and moved to the origin, so that equal shapes compare equal */
static void
cells_normalize (Cells *c)
{
  gint mx = G_MAXINT, my = G_MAXINT;

  for (guint i = 0; i < 5; i++)
    {
      mx = MIN (mx, c->x[i]);
      my = MIN (my, c->y[i]);
    }
  for (guint i = 0; i < 5; i++)
    {
      c->x[i] -= mx;
      c->y[i] -= my;
    }
  for (guint i = 0; i < 5; i++)
    for (guint j = i + 1; j < 5; j++)
      if (c->y[j] < c->y[i] || (c->y[j] == c->y[i] && c->x[j] < c->x[i]))
        {
          gint tx = c->x[i], ty = c->y[i];

          c->x[i] = c->x[j];
          c->y[i] = c->y[j];
          c->x[j] = tx;
          c->y[j] = ty;
        }
}

/* every orientation: the four turns of the shape and of its mirror image, duplicates dropped */
static guint
orientations (guint  piece,
              Cells  out[8])
{
  Cells base = { { 0 } };
  guint n = 0, k = 0;

  for (guint y = 0; y < 5 && reference[piece].rows[y]; y++)
    for (guint x = 0; reference[piece].rows[y][x]; x++)
      if (reference[piece].rows[y][x] == '#')
        {
          base.x[k] = x;
          base.y[k] = y;
          k++;
        }
  g_assert_cmpuint (k, ==, 5);
  for (guint m = 0; m < 2; m++)
    for (guint r = 0; r < 4; r++)
      {
        Cells c;
        gboolean seen = FALSE;

        for (guint i = 0; i < 5; i++)
          {
            gint x = m ? -base.x[i] : base.x[i], y = base.y[i];

            for (guint t = 0; t < r; t++)
              {
                gint nx = -y, ny = x;  /* a quarter turn */

                x = nx;
                y = ny;
              }
            c.x[i] = x;
            c.y[i] = y;
          }
        cells_normalize (&c);
        for (guint j = 0; j < n && !seen; j++)
          seen = memcmp (&out[j], &c, sizeof c) == 0;
        if (!seen)
          out[n++] = c;
      }
  return n;
}

typedef struct {
  guint       width, height;
  gint        bit[32 * 32];            /* by y * width + x; -1: a hole */
  guint       n;                       /* cells, numbered row by row */
  guint       cell_x[64], cell_y[64];
  GHashTable *packings;                /* text of each packing, letters row by row */
} Plain;

static void
plain_found (const guint64 *placed,
             gpointer       user_data)
{
  Plain *plain = user_data;
  char *text = g_malloc (plain->width * plain->height + 1);

  memset (text, '.', plain->width * plain->height);
  text[plain->width * plain->height] = '\0';
  for (guint p = 0; p < 12; p++)
    for (guint64 m = placed[p]; m; m &= m - 1)
      {
        guint b = __builtin_ctzll (m);

        text[plain->cell_y[b] * plain->width + plain->cell_x[b]] = reference[p].letter;
      }
  g_assert_true (g_hash_table_add (plain->packings, text));
}

/* The image of a packing's text under one of the 8 symmetries of the square, or NULL when
 * that symmetry does not map the board onto itself. */
static char *
plain_image (const Plain *plain,
             const char  *text,
             guint        s)
{
  guint w = plain->width, h = plain->height;
  char *out;

  if ((s & 4) && w != h)
    return NULL;
  out = g_malloc (w * h + 1);
  out[w * h] = '\0';
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      {
        guint nx = (s & 1) ? w - 1 - x : x, ny = (s & 2) ? h - 1 - y : y;

        if (s & 4)
          {
            guint t = nx;

            nx = ny;
            ny = t;
          }
        if ((plain->bit[y * w + x] < 0) != (plain->bit[ny * w + nx] < 0))
          {
            g_free (out);
            return NULL;
          }
        out[ny * w + nx] = text[y * w + x];
      }
  return out;
}

/* Every packing of the board in @text (the twelve pieces, flipping allowed): the total, and
 * the classes under the board's own symmetries; with @out_packings, the packings themselves
 * (their text over the board's box, letters row by row, '.' for holes). */
static void
plain_count (const char  *text,
             guint64     *total,
             guint64     *unique,
             GHashTable **out_packings)
{
  g_auto(GStrv) rows = g_strsplit (text, "\n", -1);
  g_autoptr(GHashTable) classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Plain *plain = g_new0 (Plain, 1);
  g_autoptr(PentoPlainCounter) counter = NULL;
  GHashTableIter iter;
  gpointer key;

  plain->height = g_strv_length (rows) - (rows[0] && *rows[g_strv_length (rows) - 1] ? 0 : 1);
  plain->width = strlen (rows[0]);
  for (guint y = 0; y < plain->height; y++)
    for (guint x = 0; x < plain->width; x++)
      {
        gint b = -1;

        if (rows[y][x] == '#')
          {
            g_assert_cmpuint (plain->n, <, 64);
            b = plain->n++;
            plain->cell_x[b] = x;
            plain->cell_y[b] = y;
          }
        plain->bit[y * plain->width + x] = b;
      }
  counter = pento_plain_counter_new (plain->n, 12);
  for (guint b = 0; b < plain->n; b++)
    {
      guint x = plain->cell_x[b] + 1, y = plain->cell_y[b] + 1;

      if (x < plain->width && plain->bit[plain->cell_y[b] * plain->width + x] >= 0)
        pento_plain_counter_link (counter, b, plain->bit[plain->cell_y[b] * plain->width + x]);
      if (y < plain->height && plain->bit[y * plain->width + plain->cell_x[b]] >= 0)
        pento_plain_counter_link (counter, b, plain->bit[y * plain->width + plain->cell_x[b]]);
    }
  for (guint p = 0; p < 12; p++)
    {
      Cells o[8];
      guint n = orientations (p, o);

      for (guint k = 0; k < n; k++)
        for (guint y = 0; y < plain->height; y++)
          for (guint x = 0; x < plain->width; x++)
            {
              guint64 m = 0;
              gboolean fits = TRUE;

              for (guint i = 0; i < 5 && fits; i++)
                {
                  guint cx = x + o[k].x[i], cy = y + o[k].y[i];

                  fits = cx < plain->width && cy < plain->height &&
                         plain->bit[cy * plain->width + cx] >= 0;
                  if (fits)
                    m |= G_GUINT64_CONSTANT (1) << plain->bit[cy * plain->width + cx];
                }
              if (fits)
                pento_plain_counter_add (counter, p, m);
            }
    }

  plain->packings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  pento_plain_counter_run (counter, plain_found, plain);

  /* a class is its least text among its images */
  g_hash_table_iter_init (&iter, plain->packings);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      char *least = g_strdup (key);

      for (guint s = 1; s < 8; s++)
        {
          char *image = plain_image (plain, key, s);

          if (image && strcmp (image, least) < 0)
            {
              g_free (least);
              least = image;
            }
          else
            g_free (image);
        }
      g_hash_table_add (classes, least);
    }
  *total = g_hash_table_size (plain->packings);
  *unique = g_hash_table_size (classes);

  if (out_packings != NULL)
    *out_packings = plain->packings;
  else
    g_hash_table_unref (plain->packings);
  g_free (plain);
}

/* ---- the engine ---------------------------------------------------------------------------- */

static gboolean
collect (const PentoSolution *solution,
         gboolean             representative,
         gpointer             user_data)
{
  g_hash_table_add (user_data, pento_solution_to_text (solution));
  return TRUE;
}

/* The packings (their text), total and unique, and the nodes of a search of @puzzle. */
static GHashTable *
engine_search (PentoPuzzle   *puzzle,
               PentoProgress *result)
{
  GHashTable *texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_ALL,
    .solution_func = collect,
    .user_data = texts,
  };

  g_assert_true (pento_puzzle_search (puzzle, &options, result, NULL));
  g_assert_cmpuint (g_hash_table_size (texts), ==, result->total);
  return texts;
}

/* ---- tests --------------------------------------------------------------------------------- */

/* Each sparse board: the engine's counts equal the independent counter's. */
static void
test_independent (void)
{
  g_autofree char *far = far_corners_text ();
  guint64 split_total = 0;

  for (guint i = 0; i <= G_N_ELEMENTS (sparse_boards); i++)
    {
      const char *name = i < G_N_ELEMENTS (sparse_boards) ? sparse_boards[i].name : "far";
      const char *text = i < G_N_ELEMENTS (sparse_boards) ? sparse_boards[i].text : far;
      g_autoptr(GError) error = NULL;
      g_autoptr(PentoBoard) board = pento_board_new_from_text (text, &error);
      g_autoptr(PentoPuzzle) puzzle = NULL;
      g_autoptr(GHashTable) texts = NULL;
      PentoRules rules;
      PentoProgress result;
      guint64 total, unique;

      g_assert_no_error (error);
      g_assert_cmpuint (pento_board_get_width (board) * pento_board_get_height (board), >, 64);
      pento_rules_init_default (&rules);
      puzzle = pento_puzzle_new (board, &rules, &error);
      g_assert_no_error (error);
      texts = engine_search (puzzle, &result);
      plain_count (text, &total, &unique, NULL);
      g_test_message ("%s: %" G_GUINT64_FORMAT " / %" G_GUINT64_FORMAT ", %u classes of "
                      "cells, %" G_GUINT64_FORMAT " nodes", name, total, unique,
                      pento_puzzle_get_n_classes (puzzle), result.nodes);
      g_assert_cmpuint (result.total, ==, total);
      g_assert_cmpuint (result.unique, ==, unique);
      if (g_str_equal (name, "split"))
        split_total = total;
      if (g_str_equal (name, "far"))
        g_assert_cmpuint (total, ==, split_total);
      if (!g_str_equal (name, "diamond"))
        g_assert_cmpuint (total, >, 0);
    }
}

/* Boards whose box holds 64 cells or fewer, numbered both ways: the same packings; on the
 * rectangles (no holes, so both numberings are the same) the same nodes, which they would not
 * be without the lone-cell test (10×6 enters 429k nodes without it, 341k with). */
static void
test_numberings (void)
{
  static const struct {
    const char *board;
    const char *mirror;                /* NULL: flipping allowed */
    gboolean    same_nodes;
  } cases[] = {
    { "10x6", NULL, TRUE },
    { "6x10", NULL, TRUE },
    { "12x5", NULL, TRUE },
    { "15x4", NULL, TRUE },
    { "20x3", NULL, TRUE },
    { "10x6", "FNY", TRUE },
    { "8x8-hole", NULL, FALSE },
    { "8x8-tetromino", NULL, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PentoBoard) board = pento_board_new_preset (cases[i].board, NULL);
      g_autoptr(PentoPuzzle) box = NULL, compact = NULL;
      g_autoptr(GHashTable) box_texts = NULL, compact_texts = NULL;
      PentoProgress box_result, compact_result;
      PentoRules rules;
      GHashTableIter iter;
      gpointer key;

      pento_rules_init_default (&rules);
      if (cases[i].mirror)
        {
          rules.flip = FALSE;
          g_assert_true (pento_mirror_set_parse (cases[i].mirror, &rules.mirror, NULL));
        }
      box = pento_puzzle_new (board, &rules, NULL);
      compact = pento_puzzle_new_compact (board, &rules, NULL);
      if (g_str_equal (cases[i].board, "8x8-tetromino"))
        {
          /* 129,168 packings: the counts are enough */
          PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT };

          g_assert_true (pento_puzzle_search (box, &options, &box_result, NULL));
          g_assert_true (pento_puzzle_search (compact, &options, &compact_result, NULL));
        }
      else
        {
          box_texts = engine_search (box, &box_result);
          compact_texts = engine_search (compact, &compact_result);
          g_hash_table_iter_init (&iter, box_texts);
          while (g_hash_table_iter_next (&iter, &key, NULL))
            g_assert_true (g_hash_table_contains (compact_texts, key));
        }
      g_test_message ("%s %s: %" G_GUINT64_FORMAT " / %" G_GUINT64_FORMAT ", nodes %"
                      G_GUINT64_FORMAT " by the box, %" G_GUINT64_FORMAT " compact",
                      cases[i].board, cases[i].mirror ? cases[i].mirror : "flip",
                      box_result.total, box_result.unique, box_result.nodes,
                      compact_result.nodes);
      g_assert_cmpuint (compact_result.total, ==, box_result.total);
      g_assert_cmpuint (compact_result.unique, ==, box_result.unique);
      if (cases[i].same_nodes)
        {
          g_assert_cmpuint (compact_result.nodes, ==, box_result.nodes);
          g_assert_cmpuint (pento_puzzle_get_n_classes (compact), ==, 1);
        }
    }
}

/* Random masks within 64 cells, numbered both ways, under three rule sets. */
static void
test_random_masks (void)
{
  GRand *rand = g_rand_new_with_seed (16);

  for (guint t = 0; t < 24; t++)
    {
      guint w = 8 + t % 3, h = 64 / w;  /* 8×8, 9×7, 10×6 */
      guint n_holes = w * h - 60;
      gboolean *hole = g_new0 (gboolean, w * h);
      GString *text = g_string_new (NULL);
      g_autoptr(PentoBoard) board = NULL;
      g_autoptr(GError) error = NULL;

      for (guint k = 0; k < n_holes;)
        {
          guint c = g_rand_int_range (rand, 0, w * h);

          if (!hole[c])
            {
              hole[c] = TRUE;
              k++;
            }
        }
      for (guint y = 0; y < h; y++)
        {
          for (guint x = 0; x < w; x++)
            g_string_append_c (text, hole[y * w + x] ? '.' : '#');
          g_string_append_c (text, '\n');
        }
      board = pento_board_new_from_text (text->str, &error);
      g_assert_no_error (error);
      for (guint r = 0; r < 3; r++)
        {
          PentoRules rules;
          PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT };
          PentoProgress a, b;
          g_autoptr(PentoPuzzle) box = NULL, compact = NULL;

          pento_rules_init_default (&rules);
          if (r > 0)
            {
              rules.flip = FALSE;
              g_assert_true (pento_mirror_set_parse (r == 1 ? "-" : "FLZ", &rules.mirror,
                                                       NULL));
            }
          box = pento_puzzle_new (board, &rules, NULL);
          compact = pento_puzzle_new_compact (board, &rules, NULL);
          g_assert_true (pento_puzzle_search (box, &options, &a, NULL));
          g_assert_true (pento_puzzle_search (compact, &options, &b, NULL));
          g_assert_cmpuint (a.total, ==, b.total);
          g_assert_cmpuint (a.unique, ==, b.unique);
        }
      g_free (hole);
      g_string_free (text, TRUE);
    }
  g_rand_free (rand);
}

/* Positions on boards past 64 cells: pieces placed first, the completions counted, against
 * the independent counter's packings that have those pieces there. */
static void
test_positions (void)
{
  GRand *rand = g_rand_new_with_seed (64);

  for (guint i = 0; i < 3; i++)         /* plus, stair, ell */
    {
      const char *text = sparse_boards[i].text;
      g_autoptr(GHashTable) packings = NULL;
      g_autoptr(GPtrArray) list = g_ptr_array_new ();
      g_auto(GStrv) rows = g_strsplit (text, "\n", -1);
      guint width = strlen (rows[0]);
      guint64 total, unique;
      GHashTableIter iter;
      gpointer key;

      plain_count (text, &total, &unique, &packings);
      g_hash_table_iter_init (&iter, packings);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_ptr_array_add (list, key);
      g_assert_cmpuint (list->len, >, 0);

      for (guint t = 0; t < 8; t++)
        {
          const char *packing = g_ptr_array_index (list, g_rand_int_range (rand, 0, list->len));
          guint n_placed = 1 + t % 4;
          char letters[4];
          g_autoptr(GString) position_text = g_string_new (NULL);
          g_autoptr(PentoPosition) position = NULL;
          g_autoptr(PentoPuzzle) puzzle = NULL;
          g_autoptr(GError) error = NULL;
          PentoRules rules;
          PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT };
          PentoProgress result;
          guint64 expected = 0;

          /* n_placed different pieces of that packing */
          for (guint k = 0; k < n_placed; k++)
            {
              char c;

              do
                c = reference[g_rand_int_range (rand, 0, 12)].letter;
              while (memchr (letters, c, k) != NULL);
              letters[k] = c;
            }
          for (guint y = 0; rows[y] != NULL && rows[y][0] != '\0'; y++)
            {
              for (guint x = 0; x < width; x++)
                {
                  char c = packing[y * width + x];

                  g_string_append_c (position_text,
                                     rows[y][x] != '#' ? '.' :
                                     memchr (letters, c, n_placed) != NULL ? c : '#');
                }
              g_string_append_c (position_text, '\n');
            }

          /* the independent count: packings with those letters on those cells */
          g_hash_table_iter_init (&iter, packings);
          while (g_hash_table_iter_next (&iter, &key, NULL))
            {
              const char *other = key;
              gboolean same = TRUE;

              for (guint c = 0; packing[c] != '\0' && same; c++)
                if (memchr (letters, packing[c], n_placed) != NULL ||
                    memchr (letters, other[c], n_placed) != NULL)
                  same = packing[c] == other[c];
              expected += same;
            }

          pento_rules_init_default (&rules);
          position = pento_position_new_from_text (position_text->str, &rules, &error);
          g_assert_no_error (error);
          puzzle = pento_puzzle_new_for_position (position, &rules, &error);
          g_assert_no_error (error);
          g_assert_true (pento_puzzle_search (puzzle, &options, &result, NULL));
          g_assert_cmpuint (result.total, ==, expected);
          g_assert_cmpuint (result.total, >=, 1);
        }
      g_test_message ("%s: %u positions counted both ways", sparse_boards[i].name, 8);
    }
  g_rand_free (rand);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sparse/independent", test_independent);
  g_test_add_func ("/sparse/numberings", test_numberings);
  g_test_add_func ("/sparse/random-masks", test_random_masks);
  g_test_add_func ("/sparse/positions", test_positions);
  return g_test_run ();
}
