/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-core.c: the engine — pieces, boards, the counts of tests/published-counts.md checked
 * against a plain second solver, symmetry, threads, randomness, cancellation and the text
 * format.
 */
#define _POSIX_C_SOURCE 200809L   /* pthread_getcpuclockid(), clock_gettime() */

#include <pthread.h>
#include <string.h>
#include <time.h>

#include "pento-core.h"
#include "pento-test-timing.h"

/* ---- a deliberately plain second solver ------------------------------------------------
 * A char grid, first empty cell along the short side, every orientation of every unused piece anchored
 * at its first cell; no bitboards, no symmetry breaking, no pruning. It shares nothing with
 * the engine but the reference shapes. */

typedef struct {
  guint       width, height;
  gboolean    columns;
  char       *grid;
  guint       n_pieces;
  PentoShape  shapes[PENTO_N_PIECES][PENTO_MAX_ORIENTATIONS];
  guint       n_shapes[PENTO_N_PIECES];
  gboolean    used[PENTO_N_PIECES];
  guint64     count;
  GHashTable *canonical;          /* canonical text → TRUE, from the engine's canonical form */
  const PentoBoard *board;
  const PentoRules *rules;
} Plain;

static void
plain_search (Plain *s)
{
  guint n = s->width * s->height, pos = 0, cx = 0, cy = 0;

  /* scan along the short side, as any sensible hand solver would */
  for (; pos < n; pos++)
    {
      cx = s->columns ? pos / s->height : pos % s->width;
      cy = s->columns ? pos % s->height : pos / s->width;
      if (s->grid[cy * s->width + cx] == ' ')
        break;
    }
  if (pos == n)
    {
      g_autoptr(PentoSolution) solution = pento_solution_new (s->width, s->height);
      g_autoptr(PentoSolution) canonical = NULL;

      memcpy (solution->cells, s->grid, s->width * s->height);
      for (guint i = 0; i < s->width * s->height; i++)
        if (solution->cells[i] == '#')
          solution->cells[i] = '.';
      s->count++;
      if (s->canonical)
        {
          canonical = pento_solution_canonical (solution, s->board, s->rules);
          g_hash_table_add (s->canonical, pento_solution_to_text (canonical));
        }
      return;
    }
  for (guint p = 0; p < s->n_pieces; p++)
    {
      if (s->used[p])
        continue;
      for (guint o = 0; o < s->n_shapes[p]; o++)
        {
          const PentoShape *sh = &s->shapes[p][o];
          guint a = 0;
          int dx, dy;
          gboolean fits = TRUE;

          /* the shape's first cell in scan order lands on the empty cell */
          for (guint i = 1; i < sh->n_cells; i++)
            if (s->columns ? (sh->cells[i].x < sh->cells[a].x ||
                              (sh->cells[i].x == sh->cells[a].x && sh->cells[i].y < sh->cells[a].y))
                           : (sh->cells[i].y < sh->cells[a].y ||
                              (sh->cells[i].y == sh->cells[a].y && sh->cells[i].x < sh->cells[a].x)))
              a = i;
          dx = (int) cx - sh->cells[a].x;
          dy = (int) cy - sh->cells[a].y;

          for (guint i = 0; i < sh->n_cells && fits; i++)
            {
              int x = dx + sh->cells[i].x, y = dy + sh->cells[i].y;

              fits = x >= 0 && y >= 0 && x < (int) s->width && y < (int) s->height &&
                     s->grid[y * s->width + x] == ' ';
            }
          if (!fits)
            continue;
          for (guint i = 0; i < sh->n_cells; i++)
            s->grid[(dy + sh->cells[i].y) * s->width + dx + sh->cells[i].x] =
              pento_piece_to_letter (p);
          s->used[p] = TRUE;
          plain_search (s);
          s->used[p] = FALSE;
          for (guint i = 0; i < sh->n_cells; i++)
            s->grid[(dy + sh->cells[i].y) * s->width + dx + sh->cells[i].x] = ' ';
        }
    }
}

static void
plain_count (const PentoBoard *board,
             const PentoRules *rules,
             guint64          *total,
             guint64          *unique)
{
  Plain s = { 0 };

  s.width = pento_board_get_width (board);
  s.height = pento_board_get_height (board);
  s.columns = s.height < s.width;
  s.grid = g_malloc (s.width * s.height);
  for (guint y = 0; y < s.height; y++)
    for (guint x = 0; x < s.width; x++)
      s.grid[y * s.width + x] = pento_board_is_cell (board, x, y) ? ' ' : '#';
  s.n_pieces = pento_board_get_n_pieces (board);
  for (guint p = 0; p < s.n_pieces; p++)
    s.n_shapes[p] = pento_piece_get_orientations (p, rules->flip,
                                                  pento_rules_is_mirrored (rules, p),
                                                  s.shapes[p]);
  s.canonical = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  s.board = board;
  s.rules = rules;
  plain_search (&s);
  *total = s.count;
  *unique = g_hash_table_size (s.canonical);
  g_hash_table_unref (s.canonical);
  g_free (s.grid);
}

/* ---- helpers -------------------------------------------------------------------------- */

static PentoPuzzle *
make_puzzle (const char *board_name,
             gboolean    flip,
             const char *mirror)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset (board_name, &error);
  PentoRules rules;
  PentoPuzzle *puzzle;

  g_assert_no_error (error);
  pento_rules_init_default (&rules);
  rules.flip = flip;
  if (mirror)
    {
      g_assert_true (pento_mirror_set_parse (mirror, &rules.mirror, &error));
      g_assert_no_error (error);
    }
  puzzle = pento_puzzle_new (board, &rules, &error);
  g_assert_no_error (error);
  return puzzle;
}

static void
assert_counts (const char *board,
               gboolean    flip,
               const char *mirror,
               guint64     expect_total,
               guint64     expect_unique)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (board, flip, mirror);
  g_autoptr(GError) error = NULL;
  guint64 total = 0, unique = 0;

  g_assert_true (pento_puzzle_count (puzzle, 1, NULL, &total, &unique, &error));
  g_assert_no_error (error);
  g_test_message ("%s %s: %" G_GUINT64_FORMAT " total, %" G_GUINT64_FORMAT " unique", board,
                  flip ? "flip" : mirror, total, unique);
  g_assert_cmpuint (total, ==, expect_total);
  g_assert_cmpuint (unique, ==, expect_unique);
}

/* ---- pieces and boards ---------------------------------------------------------------- */

static void
test_pieces (void)
{
  g_autoptr(GError) error = NULL;
  PentoShape shapes[PENTO_MAX_ORIENTATIONS];
  guint with_flip = 0, without = 0;

  g_assert_true (pento_pieces_self_check (&error));
  g_assert_no_error (error);

  for (guint p = 0; p < PENTO_N_PENTOMINOES; p++)
    {
      with_flip += pento_piece_get_orientations (p, TRUE, FALSE, shapes);
      without += pento_piece_get_orientations (p, FALSE, FALSE, shapes);
    }
  g_assert_cmpuint (with_flip, ==, 63);
  g_assert_cmpuint (without, ==, 41);
  g_assert_cmpuint (pento_piece_get_orientations (PENTO_PIECE_Z, TRUE, FALSE, shapes), ==, 4);
  g_assert_cmpuint (pento_piece_get_orientations (PENTO_PIECE_X, TRUE, FALSE, shapes), ==, 1);
  g_assert_cmpuint (pento_piece_get_orientations (PENTO_PIECE_O, TRUE, FALSE, shapes), ==, 1);

  /* mirrored F is not among the rotations of F as drawn */
  {
    PentoShape f[PENTO_MAX_ORIENTATIONS], mirrored;
    guint n = pento_piece_get_orientations (PENTO_PIECE_F, FALSE, FALSE, f);

    pento_shape_mirror (pento_piece_get_shape (PENTO_PIECE_F), &mirrored);
    for (guint i = 0; i < n; i++)
      g_assert_false (pento_shape_equal (&f[i], &mirrored));
  }
}

static void
test_mirror_sets (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PentoMirrorSet set;

  g_assert_true (pento_mirror_set_parse ("FNY", &set, &error));
  g_assert_cmpuint (set, ==, PENTO_MIRROR_DEFAULT);
  text = pento_mirror_set_to_string (pento_mirror_set_complement (set));
  g_assert_cmpstr (text, ==, "LPZ");
  g_assert_true (pento_mirror_set_parse ("-", &set, &error));
  g_assert_cmpuint (set, ==, 0);

  g_assert_false (pento_mirror_set_parse ("FQ", &set, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_RULES);
  g_assert_nonnull (strstr (error->message, "Q"));
  g_clear_error (&error);
  g_assert_false (pento_mirror_set_parse ("FT", &set, &error));   /* T is not chiral */
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_RULES);
  g_clear_error (&error);
  g_assert_false (pento_mirror_set_parse ("FF", &set, &error));
  g_assert_nonnull (strstr (error->message, "twice"));
  g_clear_error (&error);
  g_assert_false (pento_mirror_set_parse ("", &set, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_RULES);
}

static void
assert_board_error (const char *text,
                    const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_from_text (text, &error);

  g_assert_null (board);
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_BOARD);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, fragment);
}

static void
test_boards (void)
{
  g_autoptr(GError) error = NULL;
  PentoSymmetry syms[PENTO_N_SYMMETRIES];
  const char * const *presets = pento_board_get_preset_names ();

  for (guint i = 0; presets[i]; i++)
    {
      g_autoptr(PentoBoard) board = pento_board_new_preset (presets[i], &error);

      g_assert_no_error (error);
      g_assert_cmpstr (pento_board_get_name (board), ==, presets[i]);
    }

  {
    g_autoptr(PentoBoard) hole = pento_board_new_preset ("8x8-hole", &error);
    g_autoptr(PentoBoard) tet = pento_board_new_preset ("8x8-tetromino", &error);
    g_autoptr(PentoBoard) tall = pento_board_new_preset ("6x10", &error);
    g_autoptr(PentoBoard) rect = pento_board_new_preset ("10x6", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (pento_board_get_n_cells (hole), ==, 60);
    g_assert_false (pento_board_is_cell (hole, 3, 4));
    g_assert_true (pento_board_is_cell (hole, 2, 4));
    g_assert_cmpuint (pento_board_get_n_pieces (hole), ==, 12);
    g_assert_cmpuint (pento_board_get_n_pieces (tet), ==, 13);
    g_assert_cmpuint (pento_board_get_symmetries (hole, syms), ==, 8);
    g_assert_cmpuint (pento_board_get_symmetries (rect, syms), ==, 4);
    g_assert_cmpuint (pento_board_get_width (tall), ==, 6);
  }

  /* a mask that reads back as the 8×8 with a hole */
  {
    g_autoptr(PentoBoard) hole = pento_board_new_preset ("8x8-hole", NULL);
    g_autofree char *text = pento_board_to_text (hole);
    g_autoptr(PentoBoard) again = pento_board_new_from_text (text, &error);

    g_assert_no_error (error);
    g_assert_true (pento_board_equal (hole, again));
  }

  {
    g_autoptr(PentoBoard) bad = pento_board_new_preset ("7x7", &error);

    g_assert_null (bad);
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_BOARD);
    g_assert_nonnull (strstr (error->message, "49"));
    g_clear_error (&error);
    bad = pento_board_new_preset ("100x1", &error);
    g_assert_null (bad);
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_BOARD);
    g_clear_error (&error);
    bad = pento_board_new_preset ("hexagon", &error);
    g_assert_null (bad);
    g_assert_nonnull (strstr (error->message, "Unknown board"));
  }

  assert_board_error ("", "empty");
  assert_board_error ("\n\n; only a comment\n", "empty");
  assert_board_error ("##########\n#########\n", "same width");
  assert_board_error ("#####x####\n", "not a board cell");
  assert_board_error ("##########\n##########\n", "20 cells");
  assert_board_error ("##########\n\n##########\n", "blank line");
  {
    GString *wide = g_string_new (NULL);

    for (guint i = 0; i < 70; i++)
      g_string_append_c (wide, i < 60 ? '#' : '.');
    assert_board_error (wide->str, "at most");
    g_string_free (wide, TRUE);
  }
}

/* ---- counts: those of tests/published-counts.md --------------------------------------- */

static void
test_counts_flip (void)
{
  assert_counts ("10x6", TRUE, NULL, 9356, 2339);
  assert_counts ("12x5", TRUE, NULL, 4040, 1010);
  assert_counts ("15x4", TRUE, NULL, 1472, 368);
  assert_counts ("20x3", TRUE, NULL, 8, 2);
  /* transposed boards give the same numbers */
  assert_counts ("6x10", TRUE, NULL, 9356, 2339);
  assert_counts ("3x20", TRUE, NULL, 8, 2);
}

static void
test_counts_square (void)
{
  assert_counts ("8x8-hole", TRUE, NULL, 520, 65);
  if (g_test_slow () || g_getenv ("PENTO_TEST_TETROMINO"))
    assert_counts ("8x8-tetromino", TRUE, NULL, 129168, 16146);
  else
    {
      /* the full count takes about a second: run the unique enumeration instead, which
       * exercises the same code, on one thread and two */
      g_autoptr(PentoPuzzle) puzzle = make_puzzle ("8x8-tetromino", TRUE, NULL);
      guint64 total, unique;

      g_assert_true (pento_puzzle_count (puzzle, 2, NULL, &total, &unique, NULL));
      g_assert_cmpuint (total, ==, 129168);
      g_assert_cmpuint (unique, ==, 16146);
    }
}

static void
test_counts_no_flip (void)
{
  assert_counts ("10x6", FALSE, "FNY", 92, 46);
  assert_counts ("12x5", FALSE, "FNY", 72, 36);
  assert_counts ("15x4", FALSE, "FNY", 10, 5);
  assert_counts ("20x3", FALSE, "FNY", 0, 0);
  assert_counts ("10x6", FALSE, "LPZ", 92, 46);
}

typedef struct {
  const char *board;
  gboolean    flip;
  const char *mirror;
} PlainCase;

static void
test_plain_solver (gconstpointer data)
{
  const PlainCase *c = data;
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (c->board, c->flip, c->mirror);
  guint64 total, unique, plain_total, plain_unique;

  g_assert_true (pento_puzzle_count (puzzle, 1, NULL, &total, &unique, NULL));
  plain_count (pento_puzzle_get_board (puzzle), pento_puzzle_get_rules (puzzle),
               &plain_total, &plain_unique);
  g_test_message ("engine %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT ", plain %"
                  G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, total, unique, plain_total,
                  plain_unique);
  g_assert_cmpuint (total, ==, plain_total);
  g_assert_cmpuint (unique, ==, plain_unique);
}

static void
test_complement (void)
{
  static const char *boards[] = { "10x6", "12x5", "15x4" };

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      g_autoptr(PentoBoard) board = pento_board_new_preset (boards[b], NULL);
      PentoChiralityRow rows[PENTO_N_MIRROR_SETS];
      g_autoptr(GError) error = NULL;
      guint64 sum = 0;

      g_assert_true (pento_chirality_table (board, 2, NULL, NULL, NULL, rows, &error));
      g_assert_no_error (error);
      for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
        {
          const PentoChiralityRow *c = &rows[pento_mirror_set_complement (m)];

          g_assert_cmpuint (rows[m].mirror, ==, m);
          g_assert_cmpuint (rows[m].total, ==, c->total);
          g_assert_cmpuint (rows[m].unique, ==, c->unique);
          /* without flipping only the half-turn maps a packing to another */
          g_assert_cmpuint (rows[m].total, ==, 2 * rows[m].unique);
          sum += rows[m].total;
        }
      g_assert_cmpuint (sum, >, 0);
      if (b == 0)
        g_assert_cmpuint (rows[PENTO_MIRROR_DEFAULT].unique, ==, 46);
      if (b == 1)
        g_assert_cmpuint (rows[PENTO_MIRROR_DEFAULT].unique, ==, 36);
    }
}

/* ---- enumeration ---------------------------------------------------------------------- */

typedef struct {
  GPtrArray *solutions;
  guint      n_representatives;
} Collect;

static gboolean
collect_cb (const PentoSolution *solution,
            gboolean             representative,
            gpointer             user_data)
{
  Collect *c = user_data;

  g_ptr_array_add (c->solutions, pento_solution_copy (solution));
  c->n_representatives += representative ? 1 : 0;
  return TRUE;
}

static GPtrArray *
enumerate (PentoPuzzle     *puzzle,
           PentoSearchMode  mode,
           guint            n_threads,
           guint           *n_representatives)
{
  Collect c = { g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free), 0 };
  PentoSearchOptions options = {
    .mode = mode,
    .n_threads = n_threads,
    .solution_func = collect_cb,
    .user_data = &c,
  };
  g_autoptr(GError) error = NULL;

  g_assert_true (pento_puzzle_search (puzzle, &options, NULL, &error));
  g_assert_no_error (error);
  if (n_representatives)
    *n_representatives = c.n_representatives;
  return c.solutions;
}

static void
test_enumerate_all (void)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle ("12x5", TRUE, NULL);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint reps;

  all = enumerate (puzzle, PENTO_SEARCH_ALL, 1, &reps);
  g_assert_cmpuint (all->len, ==, 4040);
  g_assert_cmpuint (reps, ==, 1010);
  for (guint i = 0; i < all->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PentoSolution) canonical = NULL;

      g_assert_true (pento_solution_validate (all->pdata[i], pento_puzzle_get_board (puzzle),
                                              pento_puzzle_get_rules (puzzle), &error));
      g_assert_no_error (error);
      /* every packing exactly once */
      g_assert_true (g_hash_table_add (seen, pento_solution_to_text (all->pdata[i])));
      canonical = pento_solution_canonical (all->pdata[i], pento_puzzle_get_board (puzzle),
                                            pento_puzzle_get_rules (puzzle));
      g_hash_table_add (classes, pento_solution_to_text (canonical));
    }
  g_assert_cmpuint (g_hash_table_size (classes), ==, 1010);
}

static void
test_threads_match (void)
{
  static const PlainCase cases[] = {
    { "10x6", TRUE, NULL }, { "15x4", FALSE, "FNY" }, { "8x8-hole", TRUE, NULL },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autoptr(PentoPuzzle) puzzle = make_puzzle (cases[k].board, cases[k].flip,
                                                   cases[k].mirror);
      g_autoptr(GPtrArray) one = enumerate (puzzle, PENTO_SEARCH_ALL, 1, NULL);
      g_autoptr(GPtrArray) two = enumerate (puzzle, PENTO_SEARCH_ALL, 2, NULL);
      g_autoptr(GPtrArray) four = enumerate (puzzle, PENTO_SEARCH_UNIQUE, 4, NULL);
      g_autoptr(GPtrArray) four1 = enumerate (puzzle, PENTO_SEARCH_UNIQUE, 1, NULL);

      g_assert_cmpuint (one->len, ==, two->len);
      for (guint i = 0; i < one->len; i++)
        g_assert_true (pento_solution_equal (one->pdata[i], two->pdata[i]));
      g_assert_cmpuint (four->len, ==, four1->len);
      for (guint i = 0; i < four->len; i++)
        g_assert_true (pento_solution_equal (four->pdata[i], four1->pdata[i]));
    }
}

static void
test_nth_first (void)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle ("15x4", TRUE, NULL);
  g_autoptr(GPtrArray) all = enumerate (puzzle, PENTO_SEARCH_ALL, 1, NULL);
  g_autoptr(GPtrArray) unique = enumerate (puzzle, PENTO_SEARCH_UNIQUE, 1, NULL);
  g_autoptr(PentoSolution) first = pento_puzzle_first (puzzle, NULL, NULL);
  g_autoptr(PentoSolution) beyond = NULL;
  g_autoptr(GError) error = NULL;
  const guint64 picks[] = { 0, 1, 17, 1000, 1471 };

  g_assert_true (pento_solution_equal (first, all->pdata[0]));
  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    {
      g_autoptr(PentoSolution) s = pento_puzzle_nth (puzzle, picks[i], FALSE, NULL, &error);

      g_assert_no_error (error);
      g_assert_true (pento_solution_equal (s, all->pdata[picks[i]]));
    }
  {
    g_autoptr(PentoSolution) s = pento_puzzle_nth (puzzle, 367, TRUE, NULL, &error);

    g_assert_true (pento_solution_equal (s, unique->pdata[367]));
  }
  beyond = pento_puzzle_nth (puzzle, 1472, FALSE, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (beyond);
}

static void
test_random (void)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle ("10x6", TRUE, NULL);
  g_autoptr(PentoPuzzle) none = make_puzzle ("20x3", FALSE, "FNY");
  g_autoptr(GHashTable) distinct = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(PentoSolution) a = pento_puzzle_random (puzzle, 5, NULL, NULL);
  g_autoptr(PentoSolution) b = pento_puzzle_random (puzzle, 5, NULL, NULL);
  g_autoptr(PentoSolution) c = pento_puzzle_random (puzzle, 6, NULL, NULL);
  g_autoptr(PentoSolution) empty = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (a);
  g_assert_true (pento_solution_validate (a, pento_puzzle_get_board (puzzle),
                                          pento_puzzle_get_rules (puzzle), &error));
  g_assert_no_error (error);
  g_assert_true (pento_solution_equal (a, b));
  g_assert_false (pento_solution_equal (a, c));
  for (guint64 seed = 100; seed < 120; seed++)
    {
      g_autoptr(PentoSolution) s = pento_puzzle_random (puzzle, seed, NULL, NULL);
      g_autoptr(PentoSolution) canonical = pento_solution_canonical (
        s, pento_puzzle_get_board (puzzle), pento_puzzle_get_rules (puzzle));

      g_hash_table_add (distinct, pento_solution_to_text (canonical));
    }
  /* 20 draws from 2339 classes: a repeat is possible, many repeats are a broken generator */
  g_assert_cmpuint (g_hash_table_size (distinct), >=, 17);

  /* random_full names its pick: the same class as the unique packing of that index */
  {
    guint64 index = G_MAXUINT64, n_unique = 0;
    g_autoptr(PentoSolution) pick = pento_puzzle_random_full (puzzle, 5, NULL, &index,
                                                              &n_unique, &error);
    g_autoptr(PentoSolution) nth = NULL;
    g_autoptr(PentoSolution) ca = NULL;
    g_autoptr(PentoSolution) cb = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (n_unique, ==, 2339);
    g_assert_cmpuint (index, <, 2339);
    g_assert_true (pento_solution_equal (pick, a));
    nth = pento_puzzle_nth (puzzle, index, TRUE, NULL, &error);
    ca = pento_solution_canonical (pick, pento_puzzle_get_board (puzzle),
                                   pento_puzzle_get_rules (puzzle));
    cb = pento_solution_canonical (nth, pento_puzzle_get_board (puzzle),
                                   pento_puzzle_get_rules (puzzle));
    g_assert_true (pento_solution_equal (ca, cb));
  }

  empty = pento_puzzle_random (none, 1, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (empty);
}

static void
test_shuffle (void)
{
  g_autoptr(GHashTable) distinct = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", NULL);
  g_autoptr(PentoSolution) again = NULL;
  g_autoptr(PentoSolution) first7 = NULL;
  PentoRules rules;

  pento_rules_init_default (&rules);
  rules.shuffle = TRUE;
  for (guint64 seed = 1; seed <= 8; seed++)
    {
      g_autoptr(PentoPuzzle) puzzle = NULL;
      g_autoptr(PentoSolution) s = NULL;
      g_autoptr(GError) error = NULL;

      rules.seed = seed;
      puzzle = pento_puzzle_new (board, &rules, NULL);
      s = pento_puzzle_first (puzzle, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (pento_solution_validate (s, board, &rules, &error));
      g_hash_table_add (distinct, pento_solution_to_text (s));
      if (seed == 7)
        first7 = g_steal_pointer (&s);
    }
  g_assert_cmpuint (g_hash_table_size (distinct), >=, 6);

  {
    g_autoptr(PentoPuzzle) puzzle = NULL;
    guint64 total, unique;

    rules.seed = 7;
    puzzle = pento_puzzle_new (board, &rules, NULL);
    again = pento_puzzle_first (puzzle, NULL, NULL);
    g_assert_true (pento_solution_equal (again, first7));
    /* the shuffled order changes the path, never the answer */
    g_assert_true (pento_puzzle_count (puzzle, 1, NULL, &total, &unique, NULL));
    g_assert_cmpuint (total, ==, 9356);
    g_assert_cmpuint (unique, ==, 2339);
  }
}

static void
test_custom_board (void)
{
  /* Asymmetric masks, so total == unique, checked against the plain solver: a 9×7 frame with
   * three holes (numbered over its 63-cell box, with bit-parallel pocket tests), and a 10×7
   * shape whose 70-cell box does not fit 64 bits (cells numbered compactly, no pocket
   * tests: the engine's other path). */
  static const char *masks[] = {
    "; a 9×7 frame with three holes\n"
    "#########\n"
    "#########\n"
    "##.######\n"
    "#########\n"
    "######.##\n"
    "####.####\n"
    "#########\n",
    "; 10×6 less two corners, two cells below\n"
    ".#########\n"
    "##########\n"
    "##########\n"
    "##########\n"
    "##########\n"
    "#########.\n"
    "##........\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (masks); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PentoBoard) board = pento_board_new_from_text (masks[i], &error);
      g_autoptr(PentoPuzzle) puzzle = NULL;
      PentoSymmetry syms[PENTO_N_SYMMETRIES];
      PentoRules rules;
      guint64 total, unique, one_total, one_unique, plain_total, plain_unique;

      g_assert_no_error (error);
      g_assert_cmpuint (pento_board_get_n_cells (board), ==, 60);
      g_assert_cmpuint (pento_board_get_symmetries (board, syms), ==, 1);
      pento_rules_init_default (&rules);
      rules.flip = FALSE;
      puzzle = pento_puzzle_new (board, &rules, &error);
      g_assert_no_error (error);
      g_assert_true (pento_puzzle_count (puzzle, 2, NULL, &total, &unique, &error));
      g_assert_true (pento_puzzle_count (puzzle, 1, NULL, &one_total, &one_unique, &error));
      plain_count (board, &rules, &plain_total, &plain_unique);
      g_test_message ("custom board %u: %" G_GUINT64_FORMAT " packings", i, total);
      g_assert_cmpuint (total, >, 0);
      g_assert_cmpuint (total, ==, unique);
      g_assert_cmpuint (total, ==, plain_total);
      g_assert_cmpuint (unique, ==, plain_unique);
      g_assert_cmpuint (one_total, ==, total);
      g_assert_cmpuint (one_unique, ==, unique);
    }
}

/* ---- cancellation and progress -------------------------------------------------------- */

typedef struct {
  PentoPuzzle  *puzzle;
  PentoCancel  *cancel;
  gint64        returned_at;
  gboolean      cancelled;
  guint64       total;
  clockid_t     cpu_clock;     /* the search thread's CPU time */
  gint64        returned_cpu;  /* µs of it when the search returned */
  gboolean      started;       /* cpu_clock is set (under cancel_lock) */
} CancelData;

static GMutex cancel_lock;
static GCond cancel_started;

static gpointer
cancel_thread (gpointer data)
{
  CancelData *d = data;
  g_autoptr(GError) error = NULL;
  PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT, .cancel = d->cancel };
  PentoProgress result;

  g_mutex_lock (&cancel_lock);
  g_assert_cmpint (pthread_getcpuclockid (pthread_self (), &d->cpu_clock), ==, 0);
  d->started = TRUE;
  g_cond_signal (&cancel_started);
  g_mutex_unlock (&cancel_lock);
  pento_puzzle_search (d->puzzle, &options, &result, &error);
  d->returned_at = g_get_monotonic_time ();
  d->returned_cpu = pento_test_cpu_time (d->cpu_clock);
  d->cancelled = g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED);
  d->total = result.total;
  return NULL;
}

static void
test_cancel (void)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle ("8x8-tetromino", TRUE, NULL);
  PentoCancel cancel = PENTO_CANCEL_INIT;
  CancelData d = { puzzle, &cancel, 0, FALSE, 0, 0, 0, FALSE };
  GThread *thread;
  gint64 cancelled_at, cancelled_cpu;

  /* The search's own CPU time from the cancel to its return: what the search does after it
   * was asked to stop, whether or not a loaded machine gives it a core at once (the wall
   * time also counts the wait for a core, up to 76 ms seen on a machine at load 13). */
  g_mutex_lock (&cancel_lock);
  thread = g_thread_new ("cancel", cancel_thread, &d);
  while (!d.started)
    g_cond_wait (&cancel_started, &cancel_lock);
  g_mutex_unlock (&cancel_lock);
  g_usleep (100 * 1000);
  cancelled_at = g_get_monotonic_time ();
  cancelled_cpu = pento_test_cpu_time (d.cpu_clock);
  pento_cancel_cancel (&cancel);
  g_thread_join (thread);
  g_test_message ("returned %.1f ms after cancel, %.1f ms of the search's CPU time",
                  (d.returned_at - cancelled_at) / 1000.0,
                  (d.returned_cpu - cancelled_cpu) / 1000.0);
  g_assert_true (d.cancelled);
  g_assert_cmpint (d.returned_cpu - cancelled_cpu, <, 50 * 1000);
  /* and never a hang */
  g_assert_cmpint (d.returned_at - cancelled_at, <, 2 * G_USEC_PER_SEC);
  g_assert_cmpuint (d.total, <, 129168);
}

static void
record_progress (const PentoProgress *progress,
                 gpointer             user_data)
{
  GArray *seen = user_data;

  g_array_append_val (seen, *progress);
}

static void
test_progress (void)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle ("10x6", TRUE, NULL);
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (PentoProgress));

  for (guint threads = 1; threads <= 2; threads++)
    {
      PentoSearchOptions options = {
        .mode = PENTO_SEARCH_COUNT,
        .n_threads = threads,
        .progress_func = record_progress,
        .progress_interval = 0.001,
        .user_data = seen,
      };
      PentoProgress result;

      g_array_set_size (seen, 0);
      g_assert_true (pento_puzzle_search (puzzle, &options, &result, NULL));
      g_assert_cmpuint (result.total, ==, 9356);
      g_assert_cmpfloat (result.fraction, ==, 1.0);
      g_assert_cmpuint (result.nodes, >, 0);
      g_assert_cmpuint (seen->len, >, 0);
      for (guint i = 1; i < seen->len; i++)
        {
          PentoProgress *a = &g_array_index (seen, PentoProgress, i - 1);
          PentoProgress *b = &g_array_index (seen, PentoProgress, i);

          g_assert_cmpfloat (b->fraction, >=, a->fraction);
          g_assert_cmpuint (b->total, >=, a->total);
          g_assert_cmpfloat (b->fraction, <=, 1.0);
        }
    }
}

/* The pruning keeps the 10×6 search small: with the dead-state memo and the lone-cell test it
 * enters about 341,000 states (358,000 where a 256 KB L2 cache holds the memo to 2^16 slots);
 * without the memo it would enter 609,000, without the lone-cell test 429,000. Node counts are
 * exact where times are not, so this is what catches a pruning that silently stopped working. */
static void
test_pruning (void)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle ("10x6", TRUE, NULL);
  PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT, .n_threads = 1 };
  PentoProgress result;

  g_assert_true (pento_puzzle_search (puzzle, &options, &result, NULL));
  g_assert_cmpuint (result.total, ==, 9356);
  g_assert_cmpuint (result.unique, ==, 2339);
  g_assert_cmpuint (result.nodes, >, 100000);
  g_assert_cmpuint (result.nodes, <, 400000);
}

/* ---- the text format ------------------------------------------------------------------ */

static void
test_text_round_trip (void)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle ("20x3", TRUE, NULL);
  g_autoptr(GPtrArray) all = enumerate (puzzle, PENTO_SEARCH_ALL, 1, NULL);
  g_autofree char *text = pento_solutions_to_text (all);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) back = pento_solutions_parse (text, pento_puzzle_get_board (puzzle),
                                                     pento_puzzle_get_rules (puzzle), &error);

  g_assert_no_error (error);
  g_assert_cmpuint (back->len, ==, 8);
  for (guint i = 0; i < back->len; i++)
    g_assert_true (pento_solution_equal (back->pdata[i], all->pdata[i]));
  /* one row per line, a blank line between packings */
  g_assert_cmpuint (strlen (text), ==, 8 * 3 * 21 + 7);
}

static void
assert_parse_error (const char *text,
                    const char *board_name,
                    gboolean    flip,
                    const char *fragment)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (board_name, flip, "FNY");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) got = pento_solutions_parse (text, pento_puzzle_get_board (puzzle),
                                                    pento_puzzle_get_rules (puzzle), &error);

  g_assert_null (got);
  g_assert_nonnull (error);
  g_assert_true (error->domain == PENTO_ERROR);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, fragment);
}

static void
test_text_errors (void)
{
  /* a valid 20×3 packing, then broken copies of it */
  const char *good =
    "UUXIIIIINNNFTWYYYYZV\n"
    "UXXXPPLNNFFFTWWYZZZV\n"
    "UUXPPPLLLLFTTTWWZVVV\n";
  g_autoptr(PentoPuzzle) puzzle = make_puzzle ("20x3", TRUE, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) ok = pento_solutions_parse (good, pento_puzzle_get_board (puzzle),
                                                   pento_puzzle_get_rules (puzzle), &error);
  g_autofree char *two = g_strconcat (good, "\n", good, NULL);
  g_autofree char *second_bad = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (ok->len, ==, 1);

  assert_parse_error ("UUXIIIIINNNFTWYYYYZV\nUXXXPPLNNFFFTWWYZZZ\nUUXPPPLLLLFTTTWWZVVV\n",
                      "20x3", TRUE, "2:20: ");
  assert_parse_error ("UUXIIIIINNNFTWYYYYZV\nUXXXPPLNNFFFTWWYZZZV\n", "20x3", TRUE, "2 rows");
  assert_parse_error ("UUXIIIIINNNFTWYYYYZV\nUXXXPPLNNFFFTWWYZZQV\nUUXPPPLLLLFTTTWWZVVV\n",
                      "20x3", TRUE, "2:19: ");
  /* two U pieces where the V was: U appears twice */
  assert_parse_error ("UUXIIIIINNNFTWYYYYZU\nUXXXPPLNNFFFTWWYZZZU\nUUXPPPLLLLFTTTWWZUUU\n",
                      "20x3", TRUE, "appears");
  assert_parse_error ("UUXIIIIINNNFTWYYYYZV\nUXXXPPLNNFFFTWWYZZZV\nUUXPPPLLLLFTTTWWZVV.\n",
                      "20x3", TRUE, "not covered");
  /* without flipping and with the default mirrored set, some piece is used the wrong way */
  assert_parse_error (good, "20x3", FALSE, "mirror");
  /* the line number points into the second packing */
  second_bad = g_strconcat (good, "\n",
                            "UUXIIIIINNNFTWYYYYZV\nUXXXPPLNNFFFTWWYZZZV\nUUXPPPLLLLFTTTWWZVV.\n",
                            NULL);
  assert_parse_error (second_bad, "20x3", TRUE, "7:20: ");
  {
    g_autoptr(GPtrArray) both = pento_solutions_parse (two, pento_puzzle_get_board (puzzle),
                                                       pento_puzzle_get_rules (puzzle), &error);

    g_assert_no_error (error);
    g_assert_cmpuint (both->len, ==, 2);
  }
}

/* Pages of their own (the count memo's tables, the window's lists): zeroed, writable, on a
 * huge page boundary when huge pages are asked for, and back to the system after. */
static void
test_pages (void)
{
  for (guint huge = 0; huge <= 1; huge++)
    {
      gsize size = 3 * PENTO_HUGE_PAGE + 4096;
      guint8 *pages = pento_pages_map (size, huge);

#ifdef G_OS_UNIX
      g_assert_nonnull (pages);
#else
      if (pages == NULL)
        return;
#endif
      if (huge)
        g_assert_cmpuint ((guintptr) pages % PENTO_HUGE_PAGE, ==, 0);
      for (gsize i = 0; i < size; i += 4096)
        g_assert_cmpuint (pages[i], ==, 0);
      g_assert_cmpuint (pages[size - 1], ==, 0);
      memset (pages, 0x5a, size);
      g_assert_cmpuint (pages[size - 1], ==, 0x5a);
      pento_pages_unmap (pages, size);
    }
  g_assert_null (pento_pages_map (0, TRUE));

  /* … or from the heap where the system gives none, zeroed either way */
  {
    gboolean mapped = FALSE;
    guint8 *pages = pento_pages_alloc (PENTO_HUGE_PAGE, TRUE, &mapped);

#ifdef G_OS_UNIX
    g_assert_true (mapped);
#endif
    for (gsize i = 0; i < PENTO_HUGE_PAGE; i += 4096)
      g_assert_cmpuint (pages[i], ==, 0);
    pento_pages_free (pages, PENTO_HUGE_PAGE, mapped);
  }
}

int
main (int    argc,
      char **argv)
{
  static const PlainCase plain_cases[] = {
    { "20x3", TRUE, NULL },
    { "15x4", TRUE, NULL },
    { "15x4", FALSE, "FNY" },
    { "12x5", FALSE, "FNY" },
    { "10x6", FALSE, "FNY" },
    { "10x6", FALSE, "-" },
    { "12x5", TRUE, NULL },
    { "8x8-hole", TRUE, NULL },
  };
  static const PlainCase slow_case = { "10x6", TRUE, NULL };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/pieces", test_pieces);
  g_test_add_func ("/core/mirror-sets", test_mirror_sets);
  g_test_add_func ("/core/boards", test_boards);
  g_test_add_func ("/core/counts/flip", test_counts_flip);
  g_test_add_func ("/core/counts/square", test_counts_square);
  g_test_add_func ("/core/counts/no-flip", test_counts_no_flip);
  for (guint i = 0; i < G_N_ELEMENTS (plain_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/plain-solver/%s-%s", plain_cases[i].board,
                                               plain_cases[i].flip ? "flip"
                                                                   : plain_cases[i].mirror);

      g_test_add_data_func (path, &plain_cases[i], test_plain_solver);
    }
  if (g_test_slow ())
    g_test_add_data_func ("/core/plain-solver/10x6-flip", &slow_case, test_plain_solver);
  g_test_add_func ("/core/complement", test_complement);
  g_test_add_func ("/core/enumerate-all", test_enumerate_all);
  g_test_add_func ("/core/threads-match", test_threads_match);
  g_test_add_func ("/core/nth-first", test_nth_first);
  g_test_add_func ("/core/random", test_random);
  g_test_add_func ("/core/shuffle", test_shuffle);
  g_test_add_func ("/core/custom-board", test_custom_board);
  g_test_add_func ("/core/cancel", test_cancel);
  g_test_add_func ("/core/progress", test_progress);
  g_test_add_func ("/core/pruning", test_pruning);
  g_test_add_func ("/core/text/round-trip", test_text_round_trip);
  g_test_add_func ("/core/text/errors", test_text_errors);
  g_test_add_func ("/core/pages", test_pages);

  return g_test_run ();
}
