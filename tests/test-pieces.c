/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-pieces.c: piece sets — the set's text form; counts of random sets on random boards
 * (up to 90 cells, with and without flipping, one-sided) against the independent counter of
 * pento-set-counter.c; one-sided 3×30 (46 up to symmetry, tests/published-counts.md); parts that add up to
 * the whole and share no packing; every search mode past 64 cells.
 */
#include <string.h>

#include "pento-core.h"
#include "engine/pento-engine-test.h"
#include "pento-set-counter.h"
#include "pento-test-timing.h"

static PentoPuzzle *
make_puzzle (const char *mask,
             const char *pieces,
             gboolean    flip,
             const char *mirrored)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = NULL;
  PentoRules rules;
  PentoPuzzle *puzzle;

  pento_rules_init_default (&rules);
  rules.flip = flip;
  if (mirrored)
    g_assert_true (pento_mirror_set_parse (mirrored, &rules.mirror, &error));
  g_assert_true (pento_piece_set_parse (pieces, &rules.pieces, &error));
  board = pento_board_new_from_text_for_set (mask, rules.pieces, &error);
  g_assert_no_error (error);
  puzzle = pento_puzzle_new (board, &rules, &error);
  g_assert_no_error (error);
  return puzzle;
}

static void
test_set_text (void)
{
  static const char *good[] = { "FILN", "one-sided", "FILNPTUVWXYZO", "FfILl", "X" };
  static const char *bad[] = { "", "FQ", "FF", "oNE", "F-" };
  PentoPieceSet set;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      g_assert_true (pento_piece_set_parse (good[i], &set, &error));
      g_assert_no_error (error);
      text = pento_piece_set_to_string (set);
      g_assert_cmpstr (text, ==, good[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (pento_piece_set_parse (bad[i], &set, &error));
      g_assert_error (error, PENTO_ERROR, PENTO_ERROR_RULES);
    }
  g_assert_cmpuint (pento_piece_set_n_cells (PENTO_PIECE_SET_ONE_SIDED), ==, 90);
  g_assert_cmpuint (pento_piece_set_n_cells (PENTO_PIECE_SET_TETROMINO), ==, 64);

  /* a board that does not fit the set says how many cells it needs */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(PentoBoard) board = pento_board_new_preset_for_set ("10x6",
                                                                  PENTO_PIECE_SET_ONE_SIDED,
                                                                  &error);

    g_assert_null (board);
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_BOARD);
    g_assert_nonnull (strstr (error->message, "90"));
  }
}

/* Every preset board has packings with its suggested set. */
static void
test_presets (void)
{
  const PentoSetPreset *presets = pento_piece_set_get_presets ();

  for (guint i = 0; presets[i].board != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PentoBoard) board = NULL;
      g_autoptr(PentoPuzzle) puzzle = NULL;
      g_autoptr(PentoSolution) first = NULL;
      PentoRules rules;

      pento_rules_init_default (&rules);
      g_assert_true (pento_piece_set_parse (presets[i].pieces, &rules.pieces, &error));
      board = pento_board_new_preset_for_set (presets[i].board, rules.pieces, &error);
      g_assert_no_error (error);
      puzzle = pento_puzzle_new (board, &rules, &error);
      g_assert_no_error (error);
      first = pento_puzzle_first (puzzle, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (first);
      g_assert_true (pento_solution_validate (first, board, &rules, &error));
    }
}

static char *
rectangle (guint w,
           guint h)
{
  GString *s = g_string_new (NULL);

  for (guint y = 0; y < h; y++)
    {
      for (guint x = 0; x < w; x++)
        g_string_append_c (s, '#');
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

/* The mask as one string of width × height characters, for the counter. */
static char *
flat (const char *mask)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (const char *p = mask; *p; p++)
    if (*p != '\n')
      g_string_append_c (s, *p);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
compare (const char *mask,
         guint       w,
         guint       h,
         const char *pieces,
         gboolean    flip,
         const char *mirrored)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (mask, pieces, flip, mirrored);
  g_autofree char *cells = flat (mask);
  g_autoptr(GError) error = NULL;
  guint64 total, unique, plain_total, plain_unique;

  g_assert_true (pento_puzzle_count (puzzle, 1, NULL, &total, &unique, &error));
  g_assert_no_error (error);
  plain_total = pento_set_counter_count (cells, w, h, pieces, flip, mirrored, &plain_unique);
  if (total != plain_total || unique != plain_unique)
    g_error ("%s, %s, %s: engine %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT ", plain %"
             G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT "\n%s", pieces, flip ? "flip" : "no flip",
             mirrored ? mirrored : "-", total, unique, plain_total, plain_unique, mask);
}

static void
test_one_sided_3x30 (void)
{
  g_autofree char *mask = rectangle (30, 3);
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (mask, "one-sided", FALSE, NULL);
  PentoSymmetry syms[PENTO_N_SYMMETRIES];
  guint64 total, unique;

  /* reflections swap each chiral piece with its mirror piece: all four symmetries count */
  g_assert_cmpuint (pento_puzzle_get_symmetries (puzzle, syms), ==, 4);
  g_assert_true (pento_puzzle_count (puzzle, 2, NULL, &total, &unique, NULL));
  g_assert_cmpuint (unique, ==, 46);  /* tests/published-counts.md */
  g_assert_cmpuint (total, ==, 184);
  compare (mask, 30, 3, "FfLlNnPpYyZzITUVWX", FALSE, NULL);
}

/* A random connected region of @n cells in a box of at most @bw × @bh. */
static char *
random_region (GRand *rand,
               guint  n,
               guint  bw,
               guint  bh,
               guint *out_w,
               guint *out_h)
{
  g_autofree gboolean *in = g_new0 (gboolean, bw * bh);
  guint have = 1, minx = bw, miny = bh, maxx = 0, maxy = 0;
  GString *s;

  in[(bh / 2) * bw + bw / 2] = TRUE;
  while (have < n)
    {
      guint c = g_rand_int_range (rand, 0, bw * bh);
      guint x = c % bw, y = c / bw;

      if (in[c])
        continue;
      if ((x > 0 && in[c - 1]) || (x + 1 < bw && in[c + 1]) ||
          (y > 0 && in[c - bw]) || (y + 1 < bh && in[c + bw]))
        {
          in[c] = TRUE;
          have++;
        }
    }
  for (guint c = 0; c < bw * bh; c++)
    if (in[c])
      {
        minx = MIN (minx, c % bw);
        maxx = MAX (maxx, c % bw);
        miny = MIN (miny, c / bw);
        maxy = MAX (maxy, c / bw);
      }
  s = g_string_new (NULL);
  for (guint y = miny; y <= maxy; y++)
    {
      for (guint x = minx; x <= maxx; x++)
        g_string_append_c (s, in[y * bw + x] ? '#' : '.');
      g_string_append_c (s, '\n');
    }
  *out_w = maxx - minx + 1;
  *out_h = maxy - miny + 1;
  return g_string_free (s, FALSE);
}

static void
test_random (void)
{
  static const char twelve[] = "FILNPTUVWXYZ";
  static const char one_sided[] = "FfLlNnPpYyZzITUVWX";
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);

  for (guint round = 0; round < 60; round++)
    {
      gboolean sided = round % 3 == 2;
      const char *from = sided ? one_sided : twelve;
      guint n_from = strlen (from);
      guint k = g_rand_int_range (rand, 2, 7);
      char pieces[20] = { 0 };
      gboolean flip = !sided && g_rand_boolean (rand);
      char mirrored[8] = "-";
      g_autofree char *mask = NULL;
      guint w, h, n_cells;
      gboolean rect = g_rand_int_range (rand, 0, 4) == 0;

      /* k distinct pieces; with a little luck the square too */
      for (guint i = 0; i < k; i++)
        {
          char c;

          do
            c = from[g_rand_int_range (rand, 0, n_from)];
          while (strchr (pieces, c));
          pieces[i] = c;
        }
      if (!sided && g_rand_int_range (rand, 0, 5) == 0)
        pieces[k++] = 'O';
      n_cells = 5 * k - (strchr (pieces, 'O') ? 1 : 0);
      if (!flip && !sided)
        {
          guint n = 0;

          for (const char *p = "FLNPYZ"; *p; p++)
            if (g_rand_boolean (rand))
              mirrored[n++] = *p;
          mirrored[MAX (n, 1)] = '\0';
        }
      if (rect && n_cells % 5 == 0)
        {
          w = n_cells / 5;
          h = 5;
          mask = rectangle (w, h);
        }
      else
        mask = random_region (rand, n_cells, 12, 12, &w, &h);
      compare (mask, w, h, pieces, flip, flip || sided ? NULL : mirrored);
    }
}

/* Past 64 cells: the one-sided set less pieces, on rectangles and a board with holes. */
static void
test_wide (void)
{
  static const struct {
    const char *pieces;
    guint       w, h;
  } cases[] = {
    { "FfLlNnPpYyZzITU", 25, 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *mask = rectangle (cases[i].w, cases[i].h);

      compare (mask, cases[i].w, cases[i].h, cases[i].pieces, FALSE,
               strpbrk (cases[i].pieces, "flnpyz") ? NULL : "FNY");
    }
  /* boards with holes, 70 to 90 cells in a band 3 high */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (90);

    for (guint i = 0; i < 6; i++)
      {
        static const char *sets[] = { "FfLlNnPpYyZzIT", "FfLlNnPpYyZzITUVWX",
                                      "FfNnPpYyZzITUVWX" };
        const char *pieces = sets[i % 3];
        guint w, h, n = 5 * strlen (pieces);
        g_autofree char *mask = random_region (rand, n, n / 3 + 6, 3, &w, &h);

        compare (mask, w, h, pieces, FALSE, NULL);
      }
  }
}

typedef struct {
  GHashTable *seen;
  guint64     n;
} Collect;

static gboolean
collect (const PentoSolution *solution,
         gboolean             representative,
         gpointer             user_data)
{
  Collect *c = user_data;
  char *text = pento_solution_to_text (solution);

  g_assert_true (g_hash_table_add (c->seen, text));   /* no packing in two parts */
  c->n++;
  return TRUE;
}

static void
check_parts (const char *mask,
             const char *pieces,
             guint       n_parts,
             guint       n_threads)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (mask, pieces, TRUE, NULL);
  Collect c = { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL), 0 };
  guint64 total, unique, sum_total = 0, sum_unique = 0;

  g_assert_true (pento_puzzle_count (puzzle, 1, NULL, &total, &unique, NULL));
  for (guint k = 0; k < n_parts; k++)
    {
      PentoSearchOptions options = {
        .mode = PENTO_SEARCH_ALL,
        .n_threads = n_threads,
        .solution_func = collect,
        .user_data = &c,
        .part = k,
        .n_parts = n_parts,
      };
      PentoProgress result;

      g_assert_true (pento_puzzle_search (puzzle, &options, &result, NULL));
      sum_total += result.total;
      sum_unique += result.unique;
    }
  g_assert_cmpuint (sum_total, ==, total);
  g_assert_cmpuint (sum_unique, ==, unique);
  g_assert_cmpuint (c.n, ==, total);
  g_assert_cmpuint (g_hash_table_size (c.seen), ==, total);
  g_hash_table_unref (c.seen);
}

static gboolean
count_delivered (const PentoSolution *solution,
                 gboolean             representative,
                 gpointer             user_data)
{
  *(guint64 *) user_data += 1;
  return TRUE;
}

/* Counting only (past 64 cells a search of its own, with a memo of the counts) finds in each
 * part the representatives that listing them delivers, and the parts add up, counted and
 * listed. A part's counted total may differ from its listed one: where a symmetry keeps the
 * root, the count skips a packing that is not the least of its images and counts its class
 * with its representative, which may lie in another part. */
static void
check_count_parts (const char *mask,
                   const char *pieces,
                   guint       n_parts)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (mask, pieces, FALSE, NULL);
  guint64 total, unique, sum_total = 0, sum_unique = 0, sum_listed = 0;

  g_assert_true (pento_puzzle_count (puzzle, 2, NULL, &total, &unique, NULL));
  for (guint k = 0; k < n_parts; k++)
    {
      PentoProgress counted, listed;
      guint64 n_all = 0, n_unique = 0;
      PentoSearchOptions options = { .n_threads = 2, .part = k, .n_parts = n_parts };

      options.mode = PENTO_SEARCH_COUNT;
      g_assert_true (pento_puzzle_search (puzzle, &options, &counted, NULL));
      options.mode = PENTO_SEARCH_ALL;
      options.solution_func = count_delivered;
      options.user_data = &n_all;
      g_assert_true (pento_puzzle_search (puzzle, &options, &listed, NULL));
      options.mode = PENTO_SEARCH_UNIQUE;
      options.user_data = &n_unique;
      g_assert_true (pento_puzzle_search (puzzle, &options, NULL, NULL));
      g_assert_cmpuint (counted.unique, ==, n_unique);
      g_assert_cmpuint (listed.unique, ==, n_unique);
      sum_total += counted.total;
      sum_unique += counted.unique;
      sum_listed += listed.total;
    }
  g_assert_cmpuint (sum_total, ==, total);
  g_assert_cmpuint (sum_listed, ==, total);
  g_assert_cmpuint (sum_unique, ==, unique);
}

static void
test_parts (void)
{
  g_autofree char *r10x6 = rectangle (10, 6);
  g_autofree char *r30x3 = rectangle (30, 3);
  g_autofree char *r20x3 = rectangle (20, 3);

  check_parts (r10x6, "FILNPTUVWXYZ", 7, 1);
  check_parts (r10x6, "FILNPTUVWXYZ", 64, 2);
  check_parts (r20x3, "FILNPTUVWXYZ", 3, 1);
  check_parts (r30x3, "one-sided", 5, 1);
  check_parts (r30x3, "one-sided", 64, 2);
  check_count_parts (r30x3, "one-sided", 1);
  check_count_parts (r30x3, "one-sided", 7);
  /* a root on both axes of 25×3 (I across the middle): two symmetries keep it */
  {
    g_autofree char *r25x3 = rectangle (25, 3);

    check_count_parts (r25x3, "FfLlNnPpYyZzITU", 5);
  }
}

/* @puzzle counts @total packings, @unique up to symmetry, on one thread and on two, and in
 * @n_parts parts that add up to them. */
static void
check_same_count (PentoPuzzle *puzzle,
                  guint64      total,
                  guint64      unique,
                  guint        n_parts)
{
  guint64 sum_total = 0, sum_unique = 0;

  for (guint threads = 1; threads <= 2; threads++)
    {
      guint64 t, u;

      g_assert_true (pento_puzzle_count (puzzle, threads, NULL, &t, &u, NULL));
      g_assert_cmpuint (t, ==, total);
      g_assert_cmpuint (u, ==, unique);
    }
  for (guint k = 0; k < n_parts; k++)
    {
      PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT, .n_threads = 2,
                                     .part = k, .n_parts = n_parts };
      PentoProgress counted;

      g_assert_true (pento_puzzle_search (puzzle, &options, &counted, NULL));
      sum_total += counted.total;
      sum_unique += counted.unique;
    }
  g_assert_cmpuint (sum_total, ==, total);
  g_assert_cmpuint (sum_unique, ==, unique);
}

/* The boundary count (the states reached at a line gathered, then each counted once) gives
 * the count of the search without one, wherever the line, on one thread or two, whole or in
 * parts, and with roots that symmetries keep (I across the middle of 25×3). */
static void
check_boundary (const char *mask,
                const char *pieces,
                guint       n_parts)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (mask, pieces, FALSE, NULL);
  guint n_cells = strlen (pieces) * 5;
  guint64 total, unique;

  g_assert_false (pento_wide_set_boundary (puzzle, 0));
  g_assert_true (pento_puzzle_count (puzzle, 1, NULL, &total, &unique, NULL));
  g_assert_cmpuint (total, >, 0);
  for (guint cell = 3; cell < n_cells; cell += n_cells / 7)
    {
      g_assert_true (pento_wide_set_boundary (puzzle, cell));
      check_same_count (puzzle, total, unique, n_parts);
    }
  g_assert_false (pento_wide_set_boundary (puzzle, 0));
}

static void
test_boundary (void)
{
  g_autofree char *r30x3 = rectangle (30, 3);
  g_autofree char *r25x3 = rectangle (25, 3);

  check_boundary (r30x3, "one-sided", 5);
  check_boundary (r25x3, "FfLlNnPpYyZzITU", 3);
}

static void
keep_progress (const PentoProgress *progress,
               gpointer             user_data)
{
  g_array_append_val ((GArray *) user_data, *progress);
}

/* The boundary count's progress reports: the running total grows during its second step too
 * (it stayed at the first step's until the end, and a live figure jumped there), never goes
 * back, and never passes the count. */
static void
test_boundary_progress (void)
{
  g_autofree char *r25x3 = rectangle (25, 3);
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (r25x3, "FfLlNnPpYyZzITU", FALSE, NULL);
  g_autoptr(GArray) reports = g_array_new (FALSE, FALSE, sizeof (PentoProgress));
  PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT, .n_threads = 1,
                                 .progress_func = keep_progress, .user_data = reports,
                                 .progress_interval = 0.0 };
  PentoProgress counted;
  guint64 last = 0, second_min = G_MAXUINT64, second_max = 0;
  guint n_second = 0;

  g_assert_true (pento_wide_set_boundary (puzzle, 25 * 3 / 2));
  g_assert_true (pento_puzzle_search (puzzle, &options, &counted, NULL));
  g_assert_cmpuint (counted.total, >, 0);
  for (guint i = 0; i < reports->len; i++)
    {
      const PentoProgress *p = &g_array_index (reports, PentoProgress, i);

      g_assert_cmpuint (p->total, >=, last);
      g_assert_cmpuint (p->total, <=, counted.total);
      g_assert_cmpuint (p->unique, <=, counted.unique);
      last = p->total;
      if (p->fraction > 0.2)
        {
          n_second++;
          second_min = MIN (second_min, p->total);
          second_max = MAX (second_max, p->total);
        }
    }
  g_test_message ("%u reports, %u in the second step, totals %" G_GUINT64_FORMAT " to %"
                  G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT, reports->len, n_second,
                  second_min, second_max, counted.total);
  g_assert_cmpuint (n_second, >=, 2);
  g_assert_cmpuint (second_max, >, second_min);
  g_assert_false (pento_wide_set_boundary (puzzle, 0));
}

static gboolean
keep_text (const PentoSolution *solution,
           gboolean             representative,
           gpointer             user_data)
{
  g_ptr_array_add (user_data, pento_solution_to_text (solution));
  return TRUE;
}

/* Every search past 64 cells: the packings it returns are packings, in the same order on any
 * number of threads, and found again by their number. */
static void
test_wide_modes (void)
{
  g_autofree char *mask = rectangle (3, 30);
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (mask, "one-sided", FALSE, NULL);
  const PentoRules *rules = pento_puzzle_get_rules (puzzle);
  PentoBoard *board = pento_puzzle_get_board (puzzle);
  g_autoptr(PentoSolution) first = pento_puzzle_first (puzzle, NULL, NULL);
  g_autoptr(PentoSolution) tenth = pento_puzzle_nth (puzzle, 9, TRUE, NULL, NULL);
  g_autoptr(PentoSolution) random = NULL;
  g_autoptr(GPtrArray) parsed = NULL;
  g_autofree char *text = NULL;
  guint64 index, n_unique;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (first);
  g_assert_true (pento_solution_validate (first, board, rules, &error));
  g_assert_true (pento_puzzle_index_of (puzzle, tenth, NULL, &index, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (index, ==, 9);
  random = pento_puzzle_random_full (puzzle, 5, NULL, &index, &n_unique, &error);
  g_assert_nonnull (random);
  g_assert_cmpuint (n_unique, ==, 46);
  g_assert_true (pento_solution_validate (random, board, rules, &error));

  /* the text form round-trips the mirror pieces' lowercase letters */
  text = pento_solution_to_text (random);
  g_assert_nonnull (strpbrk (text, "flnpyz"));
  parsed = pento_solutions_parse (text, board, rules, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (parsed->len, ==, 1);
  g_assert_true (pento_solution_equal (parsed->pdata[0], random));

  /* a reflected packing turns f into F: the same class */
  {
    g_autoptr(PentoSolution) image = pento_solution_image (random, PENTO_SYMMETRY_MIRROR_X,
                                                           rules);
    g_autoptr(PentoSolution) a = pento_solution_canonical (random, board, rules);
    g_autoptr(PentoSolution) b = pento_solution_canonical (image, board, rules);

    g_assert_true (pento_solution_validate (image, board, rules, &error));
    g_assert_true (pento_solution_equal (a, b));
  }

  /* a hint on the empty one-sided board is a piece of some packing */
  {
    g_autoptr(PentoPosition) position = pento_position_new (board);
    PentoPiece piece;
    PentoCell cells[5];
    guint n;

    g_assert_true (pento_position_hint (position, rules, 1, NULL, &piece, cells, &n, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (n, ==, 5);
    g_assert_true (PENTO_PIECE_SET_ONE_SIDED & (1u << piece));
  }

  /* threads deliver the same packings in the same order */
  {
    GPtrArray *runs[2];

    for (guint t = 0; t < 2; t++)
      {
        PentoSearchOptions options = {
          .mode = PENTO_SEARCH_ALL,
          .n_threads = t + 1,
          .solution_func = keep_text,
        };

        runs[t] = g_ptr_array_new_with_free_func (g_free);
        options.user_data = runs[t];
        g_assert_true (pento_puzzle_search (puzzle, &options, NULL, NULL));
      }
    g_assert_cmpuint (runs[0]->len, ==, 184);
    g_assert_cmpuint (runs[1]->len, ==, 184);
    for (guint i = 0; i < runs[0]->len; i++)
      g_assert_cmpstr (runs[0]->pdata[i], ==, runs[1]->pdata[i]);
    for (guint t = 0; t < 2; t++)
      g_ptr_array_unref (runs[t]);
  }
}

/* A position file that names its set opens with its pieces; mirror pieces' letters read. */
static void
test_named_set (void)
{
  g_autofree char *body = rectangle (3, 30);
  g_autofree char *comment = pento_piece_set_to_comment (PENTO_PIECE_SET_ONE_SIDED);
  g_autofree char *text = NULL;
  g_autoptr(PentoPosition) position = NULL;
  g_autoptr(GError) error = NULL;
  PentoRules rules;

  pento_rules_init_default (&rules);
  /* the first three rows: the mirror piece f placed */
  memcpy (body, "ff#\n#ff\n#f#\n", 12);
  text = g_strconcat (comment, body, NULL);
  position = pento_position_new_from_text (text, &rules, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pento_position_get_named_pieces (position), ==, PENTO_PIECE_SET_ONE_SIDED);
  g_assert_cmpuint (pento_board_get_n_cells (pento_position_get_board (position)), ==, 90);
  g_assert_cmpuint (pento_position_get_placed (position), ==, 1u << PENTO_PIECE_F_MIRROR);
}

/* The cap (where the memo's key does not fit, as on 9×10, the completions of the last lines
 * looked up): the count gives the memo's count and the count without the cap, wherever the
 * cap begins, on one thread or two, whole or in parts, with roots that symmetries keep (I
 * across the middle of 25×3) and on boards with holes. */
static guint64
check_cap (const char *mask,
           const char *pieces,
           guint       n_parts)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (mask, pieces, FALSE, NULL);
  guint n = pento_board_get_n_cells (pento_puzzle_get_board (puzzle));
  guint64 total, unique;
  guint n_caps = 0;

  g_assert_true (pento_puzzle_count (puzzle, 1, NULL, &total, &unique, NULL));
  pento_wide_set_count_memo (puzzle, FALSE);
  for (guint cell = n / 3; cell <= n; cell += n / 9)
    {
      /* the last: no cap at all */
      pento_wide_set_cap (puzzle, cell < n ? cell : G_MAXUINT);
      check_same_count (puzzle, total, unique, n_parts);
      n_caps += pento_wide_cap_entries (puzzle) > 0;
      if (cell >= n)
        g_assert_cmpuint (pento_wide_cap_entries (puzzle), ==, 0);
    }
  /* (a cap before the last 64 cells is not built) */
  g_assert_cmpuint (n_caps, >=, 3);
  pento_wide_set_cap (puzzle, 0);
  pento_wide_set_count_memo (puzzle, TRUE);
  return total;
}

static void
test_cap (void)
{
  g_autofree char *r30x3 = rectangle (30, 3);
  g_autofree char *r25x3 = rectangle (25, 3);
  g_autoptr(GRand) rand = g_rand_new_with_seed (91);

  guint n_packed = 0;

  g_assert_cmpuint (check_cap (r30x3, "one-sided", 5), >, 0);
  g_assert_cmpuint (check_cap (r25x3, "FfLlNnPpYyZzITU", 3), >, 0);
  /* boards with holes, until two have packings */
  for (guint i = 0; i < 40 && n_packed < 2; i++)
    {
      static const char *sets[] = { "FfLlNnPpYyZzITUVWX", "FfNnPpYyZzITUVWX" };
      const char *pieces = sets[i % 2];
      guint w, h, n = 5 * strlen (pieces);
      g_autofree char *mask = random_region (rand, n, n / 3 + 6, 3, &w, &h);

      n_packed += check_cap (mask, pieces, 2) > 0;
    }
  g_assert_cmpuint (n_packed, ==, 2);
}

/* 9×10 counts with its cap by default: one part of it counted with and without. */
static void
test_cap_10x9 (void)
{
  g_autofree char *r10x9 = rectangle (10, 9);
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (r10x9, "one-sided", FALSE, NULL);
  PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT, .n_threads = 2,
                                 .part = 4, .n_parts = 1024 };
  PentoProgress with, without;

  g_assert_true (pento_puzzle_search (puzzle, &options, &with, NULL));
  g_assert_cmpuint (pento_wide_cap_entries (puzzle), >, 1000000);
  pento_wide_set_cap (puzzle, G_MAXUINT);
  g_assert_true (pento_puzzle_search (puzzle, &options, &without, NULL));
  g_assert_cmpuint (pento_wide_cap_entries (puzzle), ==, 0);
  /* (the figures of the count before the cap) */
  g_assert_cmpuint (without.total, ==, 48456);
  g_assert_cmpuint (without.unique, ==, 12114);
  g_assert_cmpuint (with.total, ==, without.total);
  g_assert_cmpuint (with.unique, ==, without.unique);
  g_assert_cmpuint (with.nodes, <, without.nodes / 2);
}

typedef struct {
  PentoPuzzle *puzzle;
  PentoCancel *cancel;
  gboolean     cancelled;
  gint64       returned_at;
} CapCancel;

static gpointer
cap_cancel_thread (gpointer data)
{
  CapCancel *c = data;
  g_autoptr(GError) error = NULL;
  PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT, .n_threads = 2,
                                 .cancel = c->cancel };
  PentoProgress result;

  pento_puzzle_search (c->puzzle, &options, &result, &error);
  c->returned_at = g_get_monotonic_time ();
  c->cancelled = g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED);
  return NULL;
}

/* A count cancelled while its cap is built (about 2.5 s of one core on 9×10) stops at once,
 * the other thread waiting for the cap too, and keeps no half-built cap. */
static void
test_cap_cancel (void)
{
  g_autofree char *r10x9 = rectangle (10, 9);
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (r10x9, "one-sided", FALSE, NULL);
  PentoCancel cancel = PENTO_CANCEL_INIT;
  CapCancel c = { puzzle, &cancel, FALSE, 0 };
  GThread *thread = g_thread_new ("count", cap_cancel_thread, &c);
  gint64 cancelled_at;

  g_usleep (300 * 1000);
  cancelled_at = g_get_monotonic_time ();
  pento_cancel_cancel (&cancel);
  g_thread_join (thread);
  g_test_message ("returned %.1f ms after cancel", (c.returned_at - cancelled_at) / 1000.0);
  g_assert_true (c.cancelled);
  g_assert_cmpint (c.returned_at - cancelled_at, <, G_USEC_PER_SEC / 2 * PENTO_TEST_TIME_FACTOR);
  g_assert_cmpuint (pento_wide_cap_entries (puzzle), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pieces/set-text", test_set_text);
  g_test_add_func ("/pieces/one-sided-3x30", test_one_sided_3x30);
  g_test_add_func ("/pieces/boundary", test_boundary);
  g_test_add_func ("/pieces/boundary-progress", test_boundary_progress);
  g_test_add_func ("/pieces/presets", test_presets);
  g_test_add_func ("/pieces/named-set", test_named_set);
  g_test_add_func ("/pieces/random", test_random);
  g_test_add_func ("/pieces/wide", test_wide);
  g_test_add_func ("/pieces/parts", test_parts);
  g_test_add_func ("/pieces/wide-modes", test_wide_modes);
  g_test_add_func ("/pieces/cap", test_cap);
  g_test_add_func ("/pieces/cap-10x9", test_cap_10x9);
  g_test_add_func ("/pieces/cap-cancel", test_cap_cancel);
  return g_test_run ();
}
