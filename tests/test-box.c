/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-box.c: boxes in space — the pieces' orientations, the published counts
 * (tests/published-counts.md), and the same counts found again by an independent counter
 * written here — and boards drawn in a box larger than 64 cells.
 */
#include <stdio.h>
#include <string.h>

#include "pento-core.h"
#include "pento-plain-counter.h"

/* ---- an independent generator of orientations: the closure of three quarter turns -------- */

typedef struct {
  gint m[3][3];
} Matrix;

static Matrix
mat_mul (const Matrix *a,
         const Matrix *b)
{
  Matrix r = { { { 0 } } };

  for (guint i = 0; i < 3; i++)
    for (guint j = 0; j < 3; j++)
      for (guint k = 0; k < 3; k++)
        r.m[i][j] += a->m[i][k] * b->m[k][j];
  return r;
}

/* Every product of quarter turns about x, y and z: the rotation group, by breadth-first
 * closure. */
static GArray *
rotation_group (void)
{
  static const Matrix turns[3] = {
    { { { 1, 0, 0 }, { 0, 0, -1 }, { 0, 1, 0 } } },
    { { { 0, 0, 1 }, { 0, 1, 0 }, { -1, 0, 0 } } },
    { { { 0, -1, 0 }, { 1, 0, 0 }, { 0, 0, 1 } } },
  };
  GArray *group = g_array_new (FALSE, FALSE, sizeof (Matrix));
  Matrix id = { { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } } };

  g_array_append_val (group, id);
  for (guint i = 0; i < group->len; i++)
    for (guint t = 0; t < 3; t++)
      {
        Matrix p = mat_mul (&turns[t], &g_array_index (group, Matrix, i));
        gboolean seen = FALSE;

        for (guint k = 0; k < group->len && !seen; k++)
          seen = memcmp (&g_array_index (group, Matrix, k), &p, sizeof p) == 0;
        if (!seen)
          g_array_append_val (group, p);
      }
  return group;
}

static gint
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* A shape as the sorted list of its cells "x,y,z;" after moving its least corner to 0. */
static char *
shape_key (gint cells[5][3])
{
  gint min[3] = { G_MAXINT, G_MAXINT, G_MAXINT };
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  GString *key = g_string_new (NULL);

  for (guint i = 0; i < 5; i++)
    for (guint a = 0; a < 3; a++)
      min[a] = MIN (min[a], cells[i][a]);
  for (guint i = 0; i < 5; i++)
    g_ptr_array_add (parts, g_strdup_printf ("%d,%d,%d;", cells[i][2] - min[2],
                                             cells[i][1] - min[1], cells[i][0] - min[0]));
  g_ptr_array_sort (parts, compare_strings);
  for (guint i = 0; i < parts->len; i++)
    g_string_append (key, parts->pdata[i]);
  return g_string_free (key, FALSE);
}

/* The distinct orientations of a piece, as keys (z,y,x cells sorted). */
static GHashTable *
orientations_by_closure (PentoPiece piece)
{
  g_autoptr(GArray) group = rotation_group ();
  const PentoShape *flat = pento_piece_get_shape (piece);
  GHashTable *set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint g = 0; g < group->len; g++)
    {
      const Matrix *r = &g_array_index (group, Matrix, g);
      gint cells[5][3];

      for (guint i = 0; i < 5; i++)
        {
          gint v[3] = { flat->cells[i].x, flat->cells[i].y, 0 };

          for (guint a = 0; a < 3; a++)
            cells[i][a] = r->m[a][0] * v[0] + r->m[a][1] * v[1] + r->m[a][2] * v[2];
        }
      g_hash_table_add (set, shape_key (cells));
    }
  return set;
}

static void
test_orientations (void)
{
  /* F L N P Y Z I T U V W X */
  static const guint expected[PENTO_N_PENTOMINOES] = {
    24, 24, 24, 24, 24, 12, 3, 12, 12, 12, 12, 3,
  };
  g_autoptr(GArray) group = rotation_group ();
  guint sum = 0;

  g_assert_cmpuint (group->len, ==, PENTO_N_ROTATIONS_3D);
  for (PentoPiece p = 0; p < PENTO_N_PENTOMINOES; p++)
    {
      PentoCubeShape shapes[PENTO_N_ROTATIONS_3D];
      PentoShape flat[PENTO_MAX_ORIENTATIONS];
      g_autoptr(GHashTable) closure = orientations_by_closure (p);
      const PentoShape *ref = pento_piece_get_shape (p);
      guint n = pento_piece_get_orientations_3d (p, shapes);
      guint n_flat = pento_piece_get_orientations (p, TRUE, FALSE, flat);
      gboolean straight = ref->width == 1 || ref->height == 1;

      g_test_message ("%c: %u orientations in space", pento_piece_to_letter (p), n);
      g_assert_cmpuint (n, ==, expected[p]);
      /* independent: the closure of quarter turns … */
      g_assert_cmpuint (g_hash_table_size (closure), ==, n);
      for (guint o = 0; o < n; o++)
        {
          gint cells[5][3];
          g_autofree char *key = NULL;

          g_assert_cmpuint (shapes[o].n_cells, ==, 5);
          for (guint i = 0; i < 5; i++)
            {
              cells[i][0] = shapes[o].cells[i].x;
              cells[i][1] = shapes[o].cells[i].y;
              cells[i][2] = shapes[o].cells[i].z;
            }
          key = shape_key (cells);
          g_assert_true (g_hash_table_contains (closure, key));
        }
      /* … and the count: a flat piece lies in one of three planes, in each as its flat
       * orientations with flipping (a flip is a half turn in space); the I lies in two at once */
      g_assert_cmpuint (n, ==, 3 * n_flat / (straight ? 2 : 1));
      sum += n;
    }
  g_assert_cmpuint (sum, ==, 186);
}

static void
test_parse_and_symmetries (void)
{
  static const struct {
    const char *spec;
    guint       n_syms;
  } boxes[] = {
    { "3x4x5", 8 }, { "5x3x4", 8 }, { "2x5x6", 8 }, { "2x3x10", 8 }, { "10x3x2", 8 },
    { "1x6x10", 4 }, { "2x2x15", 16 },
  };
  static const char * const bad[] = { "3x4x6", "3x4", "3x4x5x1", "0x6x10", "ax4x5", "3x4x5 " };

  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    {
      guint8 perms[PENTO_N_SYMMETRIES_3D][PENTO_BOX_CELLS];
      PentoBox box;
      g_autofree char *name = NULL;
      guint n;

      g_assert_true (pento_box_spec_is_box (boxes[i].spec));
      g_assert_true (pento_box_parse (boxes[i].spec, &box, NULL));
      name = pento_box_to_string (&box);
      g_assert_cmpstr (name, ==, boxes[i].spec);
      n = pento_box_get_symmetries (&box, perms);
      g_assert_cmpuint (n, ==, boxes[i].n_syms);
      for (guint s = 0; s < n; s++)
        {
          guint64 seen = 0;

          for (guint c = 0; c < PENTO_BOX_CELLS; c++)
            {
              g_assert_cmpuint (perms[s][c], <, PENTO_BOX_CELLS);
              seen |= G_GUINT64_CONSTANT (1) << perms[s][c];
            }
          g_assert_cmpuint (seen, ==, (G_GUINT64_CONSTANT (1) << PENTO_BOX_CELLS) - 1);
          if (s == 0)
            for (guint c = 0; c < PENTO_BOX_CELLS; c++)
              g_assert_cmpuint (perms[0][c], ==, c);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      PentoBox box;

      g_assert_false (pento_box_parse (bad[i], &box, &error));
      g_assert_error (error, PENTO_ERROR, PENTO_ERROR_BOARD);
    }
  g_assert_false (pento_box_spec_is_box ("10x6"));
  g_assert_false (pento_box_spec_is_box ("8x8-hole"));
}

static PentoPuzzle *
box_puzzle (const char *spec)
{
  PentoBox box;
  PentoRules rules;
  g_autoptr(GError) error = NULL;
  PentoPuzzle *puzzle;

  g_assert_true (pento_box_parse (spec, &box, NULL));
  pento_rules_init_default (&rules);
  puzzle = pento_puzzle_new_for_box (&box, &rules, &error);
  g_assert_no_error (error);
  return puzzle;
}

static void
count_box (const char *spec,
           guint       n_threads,
           guint64    *total,
           guint64    *unique)
{
  g_autoptr(PentoPuzzle) puzzle = box_puzzle (spec);
  g_autoptr(GError) error = NULL;

  g_assert_true (pento_puzzle_count (puzzle, n_threads, NULL, total, unique, &error));
  g_assert_no_error (error);
}

/* The published counts (tests/published-counts.md) up to the box's symmetries; no packing is symmetric (checked below by
 * dedup), so the totals are eight times as many. Every permutation of the sides gives the
 * same, and a box one cell thick is the flat board. */
static void
test_counts (void)
{
  static const struct {
    const char *spec;
    guint64     total;
    guint64     unique;
  } counts[] = {
    { "2x3x10", 96, 12 }, { "10x3x2", 96, 12 }, { "3x10x2", 96, 12 },
    { "2x5x6", 2112, 264 }, { "6x5x2", 2112, 264 }, { "5x2x6", 2112, 264 },
    { "1x6x10", 9356, 2339 }, { "10x1x6", 9356, 2339 },
    { "2x2x15", 0, 0 }, { "1x1x60", 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      guint64 total = 0, unique = 0;

      count_box (counts[i].spec, 1, &total, &unique);
      g_test_message ("%s: %" G_GUINT64_FORMAT " / %" G_GUINT64_FORMAT, counts[i].spec, total,
                      unique);
      g_assert_cmpuint (total, ==, counts[i].total);
      g_assert_cmpuint (unique, ==, counts[i].unique);
    }
}

static void
test_counts_3x4x5 (void)
{
  guint64 total = 0, unique = 0;

  count_box ("3x4x5", 2, &total, &unique);
  g_assert_cmpuint (unique, ==, 3940);
  g_assert_cmpuint (total, ==, 8 * 3940);
}

/* ---- an independent counter: plain backtracking, no symmetry broken ---------------------- */

static guint64
plain_count (guint w,
             guint h,
             guint d)
{
  g_autoptr(PentoPlainCounter) plain = pento_plain_counter_new (PENTO_BOX_CELLS,
                                                                PENTO_N_PENTOMINOES);

  for (guint c = 0; c < PENTO_BOX_CELLS; c++)
    {
      guint x = c % w, y = c / w % h, z = c / (w * h);

      if (x + 1 < w)
        pento_plain_counter_link (plain, c, c + 1);
      if (y + 1 < h)
        pento_plain_counter_link (plain, c, c + w);
      if (z + 1 < d)
        pento_plain_counter_link (plain, c, c + w * h);
    }
  for (PentoPiece p = 0; p < PENTO_N_PENTOMINOES; p++)
    {
      g_autoptr(GHashTable) set = orientations_by_closure (p);
      GHashTableIter iter;
      gpointer key;

      g_hash_table_iter_init (&iter, set);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        {
          g_auto(GStrv) parts = g_strsplit (key, ";", -1);
          guint cells[5][3];

          for (guint i = 0; i < 5; i++)
            g_assert_cmpint (sscanf (parts[i], "%u,%u,%u", &cells[i][2], &cells[i][1],
                                     &cells[i][0]), ==, 3);
          for (guint z = 0; z < d; z++)
            for (guint y = 0; y < h; y++)
              for (guint x = 0; x < w; x++)
                {
                  guint64 m = 0;
                  gboolean fits = TRUE;

                  for (guint i = 0; i < 5 && fits; i++)
                    {
                      guint cx = x + cells[i][0], cy = y + cells[i][1], cz = z + cells[i][2];

                      /* the shift only for a cell inside: one outside may be bit 64 or
                       * more, which is undefined behaviour */
                      fits = cx < w && cy < h && cz < d;
                      if (fits)
                        m |= G_GUINT64_CONSTANT (1) << ((cz * h + cy) * w + cx);
                    }
                  if (fits)
                    pento_plain_counter_add (plain, p, m);
                }
        }
    }
  return pento_plain_counter_run (plain, NULL, NULL);
}

typedef struct {
  PentoBox    box;
  GHashTable *seen;                    /* text forms of every packing */
  GHashTable *classes;                 /* canonical forms */
  guint64     n;
  guint64     n_rep;
} Collect;

static gboolean
collect_cb (const PentoSolution *solution,
            gboolean             representative,
            gpointer             user_data)
{
  Collect *c = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoSolution) canonical = pento_box_solution_canonical (solution, &c->box);

  g_assert_true (pento_box_solution_validate (solution, &c->box, &error));
  g_assert_no_error (error);
  g_assert_true (g_hash_table_add (c->seen, pento_box_solution_to_text (solution, &c->box)));
  g_hash_table_add (c->classes, pento_box_solution_to_text (canonical, &c->box));
  c->n++;
  c->n_rep += representative ? 1 : 0;
  return TRUE;
}

/* Two ways besides the engine's count: every packing listed, checked, distinct, and sorted
 * into classes by canonical form; and a plain counter over orientations made here. */
static void
check_independent (const char *spec,
                   guint       plain_w,
                   guint       plain_h,
                   guint       plain_d)
{
  g_autoptr(PentoPuzzle) puzzle = box_puzzle (spec);
  Collect c = {
    .seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
    .classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
  };
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_ALL,
    .solution_func = collect_cb,
    .user_data = &c,
  };
  PentoProgress result;
  guint8 perms[PENTO_N_SYMMETRIES_3D][PENTO_BOX_CELLS];
  guint n_syms;
  guint64 plain;

  g_assert_true (pento_puzzle_get_box (puzzle, &c.box));
  g_assert_true (pento_puzzle_search (puzzle, &options, &result, NULL));
  n_syms = pento_box_get_symmetries (&c.box, perms);

  g_assert_cmpuint (c.n, ==, result.total);
  g_assert_cmpuint (g_hash_table_size (c.seen), ==, c.n);
  g_assert_cmpuint (c.n_rep, ==, result.unique);
  g_assert_cmpuint (g_hash_table_size (c.classes), ==, result.unique);
  /* no packing is its own image: every class has all n_syms members */
  g_assert_cmpuint (c.n, ==, n_syms * g_hash_table_size (c.classes));

  /* the same box turned (plain_w × plain_h × plain_d), filled in an order that suits it */
  g_assert_cmpuint (plain_w * plain_h * plain_d, ==, PENTO_BOX_CELLS);
  plain = plain_count (plain_w, plain_h, plain_d);
  g_test_message ("%s: plain counter %" G_GUINT64_FORMAT ", engine %" G_GUINT64_FORMAT
                  " (%" G_GUINT64_FORMAT " unique)", spec, plain, result.total, result.unique);
  g_assert_cmpuint (plain, ==, result.total);
  g_assert_cmpuint (plain, ==, n_syms * result.unique);

  g_hash_table_unref (c.seen);
  g_hash_table_unref (c.classes);
}

static void
test_independent_2x3x10 (void)
{
  check_independent ("2x3x10", 2, 3, 10);
}

static void
test_independent_2x5x6 (void)
{
  /* filled face by face: 14 s of CPU as 2x5x6, 6 s as 5x6x2 */
  check_independent ("2x5x6", 5, 6, 2);
}

/* Threads deliver the same packings in the same order as one. */
static void
test_threads_match (void)
{
  guint64 t1, u1, t2, u2;
  g_autoptr(PentoPuzzle) puzzle = box_puzzle ("2x5x6");
  g_autoptr(PentoSolution) nth1 = NULL;
  g_autoptr(PentoSolution) nth_unique = NULL;
  g_autoptr(PentoSolution) first = NULL;

  count_box ("2x5x6", 1, &t1, &u1);
  count_box ("2x5x6", 2, &t2, &u2);
  g_assert_cmpuint (t1, ==, t2);
  g_assert_cmpuint (u1, ==, u2);

  first = pento_puzzle_first (puzzle, NULL, NULL);
  nth1 = pento_puzzle_nth (puzzle, 0, FALSE, NULL, NULL);
  g_assert_nonnull (first);
  g_assert_true (pento_solution_equal (first, nth1));
  nth_unique = pento_puzzle_nth (puzzle, 263, TRUE, NULL, NULL);
  g_assert_nonnull (nth_unique);
  g_assert_null (pento_puzzle_nth (puzzle, 264, TRUE, NULL, NULL));
}

/* A random packing is a packing, shown in any of its images. */
static void
test_random (void)
{
  g_autoptr(PentoPuzzle) puzzle = box_puzzle ("2x3x10");
  g_autoptr(GHashTable) shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  PentoBox box;

  g_assert_true (pento_puzzle_get_box (puzzle, &box));
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(PentoSolution) packing = pento_puzzle_random (puzzle, seed, NULL, NULL);
      g_autoptr(PentoSolution) canonical = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (packing);
      g_assert_true (pento_box_solution_validate (packing, &box, &error));
      g_assert_no_error (error);
      canonical = pento_box_solution_canonical (packing, &box);
      g_hash_table_add (shown, pento_box_solution_to_text (packing, &box));
      g_hash_table_add (classes, pento_box_solution_to_text (canonical, &box));
    }
  g_assert_cmpuint (g_hash_table_size (classes), <=, 12);
  g_assert_cmpuint (g_hash_table_size (shown), >, g_hash_table_size (classes));
}

static void
test_text (void)
{
  g_autoptr(PentoPuzzle) puzzle = box_puzzle ("3x4x5");
  g_autoptr(PentoSolution) first = pento_puzzle_first (puzzle, NULL, NULL);
  g_autoptr(GPtrArray) parsed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *bad = NULL;
  PentoBox box, inferred;
  g_auto(GStrv) lines = NULL;

  g_assert_true (pento_puzzle_get_box (puzzle, &box));
  g_assert_nonnull (first);
  text = pento_box_solution_to_text (first, &box);
  lines = g_strsplit (text, "\n", -1);
  /* four rows of five layers of three, a space between layers */
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  g_assert_cmpuint (strlen (lines[0]), ==, 5 * 3 + 4);
  g_assert_cmpint (lines[0][3], ==, ' ');
  g_assert_cmpint (lines[0][3 * 4 + 3], ==, ' ');
  g_assert_cmpint (lines[1][4], ==, pento_box_solution_get (first, &box, 0, 1, 1));

  parsed = pento_box_solutions_parse (text, &box, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (parsed->len, ==, 1);
  g_assert_true (pento_solution_equal (parsed->pdata[0], first));
  g_assert_true (pento_box_infer_from_text (text, &inferred));
  g_assert_cmpuint (inferred.width, ==, 3);
  g_assert_cmpuint (inferred.height, ==, 4);
  g_assert_cmpuint (inferred.depth, ==, 5);
  g_assert_false (pento_box_infer_from_text ("FFF\nFFF\n", &inferred));

  /* a wrong letter, a missing space, two cells swapped between pieces */
  bad = g_strdup (text);
  bad[1] = 'q';
  g_assert_null (pento_box_solutions_parse (bad, &box, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "1:2:"));
  g_clear_error (&error);

  g_free (bad);
  bad = g_strdup (text);
  bad[3] = 'F';
  g_assert_null (pento_box_solutions_parse (bad, &box, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_PARSE);
  g_clear_error (&error);

  g_free (bad);
  bad = g_strdup (text);
  for (guint i = 1; bad[i] != '\n'; i++)
    if (bad[i] != ' ' && bad[i] != bad[0])
      {
        char tmp = bad[0];

        bad[0] = bad[i];
        bad[i] = tmp;
        break;
      }
  g_assert_null (pento_box_solutions_parse (bad, &box, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_clear_error (&error);
}

/* A board padded with rows and columns of holes is the same board: the same size once read,
 * the same counts, and the same search (the same number of nodes, so the same time). */
static void
test_padded_boards (void)
{
  static const char * const presets[] = { "10x6", "6x10", "12x5", "15x4", "20x3", "8x8-hole" };
  static const guint pads[][4] = {          /* left, top, right, bottom */
    { 0, 0, 0, 1 }, { 1, 1, 1, 1 }, { 5, 7, 5, 7 }, { 0, 20, 0, 0 }, { 12, 3, 0, 9 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autoptr(PentoBoard) plain = pento_board_new_preset (presets[i], NULL);
      g_autofree char *mask = pento_board_to_text (plain);
      g_auto(GStrv) rows = g_strsplit (mask, "\n", -1);
      guint width = pento_board_get_width (plain), height = pento_board_get_height (plain);
      PentoRules rules;
      g_autoptr(PentoPuzzle) plain_puzzle = NULL;
      PentoProgress plain_result;
      PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT };

      pento_rules_init_default (&rules);
      plain_puzzle = pento_puzzle_new (plain, &rules, NULL);
      g_assert_true (pento_puzzle_search (plain_puzzle, &options, &plain_result, NULL));

      for (guint p = 0; p < G_N_ELEMENTS (pads); p++)
        {
          GString *padded = g_string_new ("; padded with holes\n");
          guint padded_width = pads[p][0] + width + pads[p][2];
          g_autoptr(PentoBoard) board = NULL;
          g_autoptr(PentoPuzzle) puzzle = NULL;
          g_autoptr(GError) error = NULL;
          PentoProgress result;

          for (guint y = 0; y < pads[p][1] + height + pads[p][3]; y++)
            {
              for (guint x = 0; x < padded_width; x++)
                {
                  gboolean inside = x >= pads[p][0] && x < pads[p][0] + width &&
                                    y >= pads[p][1] && y < pads[p][1] + height;

                  g_string_append_c (padded, inside ? rows[y - pads[p][1]][x - pads[p][0]]
                                                    : '.');
                }
              g_string_append_c (padded, '\n');
            }
          board = pento_board_new_from_text (padded->str, &error);
          g_string_free (padded, TRUE);
          g_assert_no_error (error);
          g_assert_cmpuint (pento_board_get_width (board), ==, width);
          g_assert_cmpuint (pento_board_get_height (board), ==, height);
          g_assert_true (pento_board_equal (board, plain));

          puzzle = pento_puzzle_new (board, &rules, &error);
          g_assert_no_error (error);
          g_assert_true (pento_puzzle_search (puzzle, &options, &result, NULL));
          g_assert_cmpuint (result.total, ==, plain_result.total);
          g_assert_cmpuint (result.unique, ==, plain_result.unique);
          g_assert_cmpuint (result.nodes, ==, plain_result.nodes);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/box/orientations", test_orientations);
  g_test_add_func ("/box/parse-and-symmetries", test_parse_and_symmetries);
  g_test_add_func ("/box/counts", test_counts);
  g_test_add_func ("/box/counts-3x4x5", test_counts_3x4x5);
  g_test_add_func ("/box/independent-2x3x10", test_independent_2x3x10);
  g_test_add_func ("/box/independent-2x5x6", test_independent_2x5x6);
  g_test_add_func ("/box/threads-match", test_threads_match);
  g_test_add_func ("/box/random", test_random);
  g_test_add_func ("/box/text", test_text);
  g_test_add_func ("/board/padded", test_padded_boards);

  return g_test_run ();
}
