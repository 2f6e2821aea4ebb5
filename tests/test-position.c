/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-position.c: positions — their text form and its errors, moves, completions counted
 * against independent routes (the sum over a piece's placements, filtering every packing of
 * the board), symmetric positions, index_of, dead regions and hints.
 */
#include <string.h>
#include <sys/stat.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "pento-core.h"
#include "pento-plain-counter.h"

typedef struct {
  const char *board;
  gboolean    flip;
  const char *mirror;
  guint64     total;
  guint64     unique;
} Row;

/* every row of tests/published-counts.md's flat boards */
static const Row table[] = {
  { "10x6", TRUE, NULL, 9356, 2339 },
  { "12x5", TRUE, NULL, 4040, 1010 },
  { "15x4", TRUE, NULL, 1472, 368 },
  { "20x3", TRUE, NULL, 8, 2 },
  { "8x8-hole", TRUE, NULL, 520, 65 },
  { "8x8-tetromino", TRUE, NULL, 129168, 16146 },
  { "10x6", FALSE, "FNY", 92, 46 },
  { "12x5", FALSE, "FNY", 72, 36 },
  { "15x4", FALSE, "FNY", 10, 5 },
  { "20x3", FALSE, "FNY", 0, 0 },
};

static void
make_rules (PentoRules *rules,
            gboolean    flip,
            const char *mirror)
{
  pento_rules_init_default (rules);
  rules->flip = flip;
  if (mirror)
    g_assert_true (pento_mirror_set_parse (mirror, &rules->mirror, NULL));
}

static PentoBoard *
make_board (const char *name)
{
  g_autoptr(GError) error = NULL;
  PentoBoard *board = pento_board_new_preset (name, &error);

  g_assert_no_error (error);
  return board;
}

static gboolean
collect_cb (const PentoSolution *solution,
            gboolean             representative,
            gpointer             user_data)
{
  g_ptr_array_add (user_data, pento_solution_copy (solution));
  return TRUE;
}

static GPtrArray *
enumerate (PentoPuzzle     *puzzle,
           PentoSearchMode  mode,
           guint            n_threads)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  PentoSearchOptions options = {
    .mode = mode,
    .n_threads = n_threads,
    .solution_func = collect_cb,
    .user_data = out,
  };
  g_autoptr(GError) error = NULL;

  g_assert_true (pento_puzzle_search (puzzle, &options, NULL, &error));
  g_assert_no_error (error);
  return out;
}

static void
count (PentoPosition    *position,
       const PentoRules *rules,
       guint64          *total,
       guint64          *unique)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new_for_position (position, rules, &error);

  g_assert_no_error (error);
  g_assert_true (pento_puzzle_count (puzzle, 1, NULL, total, unique, &error));
  g_assert_no_error (error);
}

/* The position with the pieces of @pieces placed where @packing has them. */
static PentoPosition *
position_from_packing (PentoBoard          *board,
                       const PentoRules    *rules,
                       const PentoSolution *packing,
                       guint                pieces)
{
  PentoPosition *position = pento_position_new (board);

  for (guint p = 0; p < PENTO_N_PIECES; p++)
    {
      PentoCell cells[5];
      guint n = 0;
      PentoPosition *next;
      g_autoptr(GError) error = NULL;

      if (!(pieces & (1u << p)))
        continue;
      for (guint y = 0; y < packing->height; y++)
        for (guint x = 0; x < packing->width; x++)
          if (pento_solution_get (packing, x, y) == pento_piece_to_letter (p))
            cells[n++] = (PentoCell) { x, y };
      next = pento_position_place (position, p, cells, n, rules, &error);
      g_assert_no_error (error);
      pento_position_unref (position);
      position = next;
    }
  return position;
}

/* ---- the empty position is the plain puzzle --------------------------------------------- */

static void
test_empty_position (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      g_autoptr(PentoBoard) board = make_board (table[i].board);
      g_autoptr(PentoPosition) position = pento_position_new (board);
      g_autofree char *text = pento_position_to_text (position);
      g_autofree char *board_text = pento_board_to_text (board);
      PentoRules rules;
      guint64 total, unique;

      make_rules (&rules, table[i].flip, table[i].mirror);
      g_assert_cmpstr (text, ==, board_text);
      g_assert_cmpuint (pento_position_get_n_placed (position), ==, 0);
      count (position, &rules, &total, &unique);
      g_assert_cmpuint (total, ==, table[i].total);
      g_assert_cmpuint (unique, ==, table[i].unique);

      /* the same packings in the same order (the tetromino board's 129,168 are left to the
       * counts) */
      if (table[i].total < 20000)
        {
          g_autoptr(PentoPuzzle) plain = pento_puzzle_new (board, &rules, NULL);
          g_autoptr(PentoPuzzle) via = pento_puzzle_new_for_position (position, &rules, NULL);
          g_autoptr(GPtrArray) a = enumerate (plain, PENTO_SEARCH_ALL, 1);
          g_autoptr(GPtrArray) b = enumerate (via, PENTO_SEARCH_ALL, 2);

          g_assert_cmpuint (a->len, ==, b->len);
          for (guint k = 0; k < a->len; k++)
            g_assert_true (pento_solution_equal (a->pdata[k], b->pdata[k]));
          g_assert_true (pento_position_equal (pento_puzzle_get_position (via), position));
          g_assert_cmpuint (pento_position_get_n_placed (pento_puzzle_get_position (plain)),
                            ==, 0);
        }
    }
}

/* ---- the sum over every placement of one piece is the board's total ---------------------- */

static guint64
sum_over_placements (const char *board_name,
                     gboolean    flip,
                     const char *mirror,
                     PentoPiece  piece)
{
  g_autoptr(PentoBoard) board = make_board (board_name);
  g_autoptr(PentoPosition) empty = pento_position_new (board);
  PentoShape shapes[PENTO_MAX_ORIENTATIONS];
  PentoRules rules;
  guint64 sum = 0;
  guint n;

  make_rules (&rules, flip, mirror);
  n = pento_piece_get_orientations (piece, flip, pento_rules_is_mirrored (&rules, piece), shapes);
  for (guint o = 0; o < n; o++)
    for (guint oy = 0; oy + shapes[o].height <= pento_board_get_height (board); oy++)
      for (guint ox = 0; ox + shapes[o].width <= pento_board_get_width (board); ox++)
        {
          g_autoptr(PentoPosition) position = NULL;
          PentoCell cells[5];
          gboolean on_board = TRUE;
          guint64 total;

          for (guint i = 0; i < shapes[o].n_cells; i++)
            {
              cells[i] = (PentoCell) { ox + shapes[o].cells[i].x, oy + shapes[o].cells[i].y };
              on_board = on_board && pento_board_is_cell (board, cells[i].x, cells[i].y);
            }
          if (!on_board)
            continue;
          position = pento_position_place (empty, piece, cells, shapes[o].n_cells, &rules, NULL);
          g_assert_nonnull (position);
          count (position, &rules, &total, NULL);
          sum += total;
        }
  return sum;
}

static void
test_sum_over_placements (void)
{
  g_assert_cmpuint (sum_over_placements ("10x6", TRUE, NULL, PENTO_PIECE_X), ==, 9356);
  g_assert_cmpuint (sum_over_placements ("10x6", TRUE, NULL, PENTO_PIECE_L), ==, 9356);
  g_assert_cmpuint (sum_over_placements ("10x6", FALSE, "FNY", PENTO_PIECE_F), ==, 92);
  g_assert_cmpuint (sum_over_placements ("12x5", FALSE, "FNY", PENTO_PIECE_X), ==, 72);
  g_assert_cmpuint (sum_over_placements ("8x8-hole", TRUE, NULL, PENTO_PIECE_P), ==, 520);
  g_assert_cmpuint (sum_over_placements ("8x8-hole", TRUE, NULL, PENTO_PIECE_X), ==, 520);
}

/* ---- random positions against every packing of the board -------------------------------- */

/* The symmetries (allowed by the rules) that map the position onto itself, found on its
 * drawing, not by the engine. */
static guint
stabiliser (PentoPosition    *position,
            const PentoRules *rules,
            PentoSymmetry     out[PENTO_N_SYMMETRIES])
{
  g_autoptr(PentoSolution) drawing = pento_position_to_solution (position);
  PentoSymmetry all[PENTO_N_SYMMETRIES];
  guint n = pento_board_get_symmetries (pento_position_get_board (position), all), k = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PentoSolution) image = pento_solution_transform (drawing, all[i]);

      if ((rules->flip || pento_symmetry_is_rotation (all[i])) &&
          pento_solution_equal (image, drawing))
        out[k++] = all[i];
    }
  return k;
}

static char *
canonical_text (const PentoSolution *solution,
                const PentoSymmetry *syms,
                guint                n_syms)
{
  g_autoptr(PentoSolution) best = pento_solution_copy (solution);

  for (guint s = 0; s < n_syms; s++)
    {
      g_autoptr(PentoSolution) image = pento_solution_transform (solution, syms[s]);

      if (pento_solution_compare (image, best) < 0)
        {
          pento_solution_free (best);
          best = g_steal_pointer (&image);
        }
    }
  return pento_solution_to_text (best);
}

/* Checks the position's counts and packings against the board's packings that keep it. */
static void
check_against_all (PentoPosition    *position,
                   const PentoRules *rules,
                   GPtrArray        *all)
{
  g_autoptr(GHashTable) expected = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new_for_position (position, rules, NULL);
  g_autoptr(GPtrArray) got = NULL;
  g_autoptr(GPtrArray) got_unique = NULL;
  PentoSymmetry syms[PENTO_N_SYMMETRIES];
  guint n_syms = stabiliser (position, rules, syms);
  guint64 total, unique;

  for (guint i = 0; i < all->len; i++)
    {
      const PentoSolution *s = all->pdata[i];
      gboolean keeps = TRUE;

      for (guint y = 0; y < s->height && keeps; y++)
        for (guint x = 0; x < s->width && keeps; x++)
          {
            char c = pento_position_get (position, x, y);

            keeps = c == '#' || c == '.' || c == pento_solution_get (s, x, y);
          }
      if (keeps)
        {
          g_hash_table_add (expected, pento_solution_to_text (s));
          g_hash_table_add (classes, canonical_text (s, syms, n_syms));
        }
    }

  g_assert_true (pento_puzzle_count (puzzle, 2, NULL, &total, &unique, NULL));
  g_assert_cmpuint (total, ==, g_hash_table_size (expected));
  g_assert_cmpuint (unique, ==, g_hash_table_size (classes));

  got = enumerate (puzzle, PENTO_SEARCH_ALL, 1);
  g_assert_cmpuint (got->len, ==, total);
  for (guint i = 0; i < got->len; i++)
    {
      g_autofree char *text = pento_solution_to_text (got->pdata[i]);

      g_assert_true (g_hash_table_contains (expected, text));
    }
  /* first and nth follow the order of the enumeration */
  if (got->len > 0)
    {
      g_autoptr(PentoSolution) first = pento_puzzle_first (puzzle, NULL, NULL);
      g_autoptr(PentoSolution) last = pento_puzzle_nth (puzzle, got->len - 1, FALSE, NULL, NULL);
      g_autoptr(PentoSolution) beyond = pento_puzzle_nth (puzzle, got->len, FALSE, NULL, NULL);

      g_assert_true (pento_solution_equal (first, got->pdata[0]));
      g_assert_true (pento_solution_equal (last, got->pdata[got->len - 1]));
      g_assert_null (beyond);
    }
  got_unique = enumerate (puzzle, PENTO_SEARCH_UNIQUE, 2);
  g_assert_cmpuint (got_unique->len, ==, unique);
  {
    g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

    for (guint i = 0; i < got_unique->len; i++)
      g_assert_true (g_hash_table_add (seen, canonical_text (got_unique->pdata[i], syms,
                                                             n_syms)));
  }
}

static void
test_random_positions (void)
{
  static const Row boards[] = {
    { "10x6", TRUE, NULL, 9356, 0 },
    { "8x8-hole", TRUE, NULL, 520, 0 },
    { "10x6", FALSE, "FNY", 92, 0 },
    { "12x5", TRUE, NULL, 4040, 0 },
    { "8x8-tetromino", TRUE, NULL, 129168, 0 },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      g_autoptr(PentoBoard) board = make_board (boards[b].board);
      g_autoptr(PentoPuzzle) plain = NULL;
      g_autoptr(GPtrArray) all = NULL;
      PentoRules rules;

      make_rules (&rules, boards[b].flip, boards[b].mirror);
      plain = pento_puzzle_new (board, &rules, NULL);
      all = enumerate (plain, PENTO_SEARCH_ALL, 2);
      g_assert_cmpuint (all->len, ==, boards[b].total);
      guint n_pieces = pento_board_get_n_pieces (board);

      /* (8×8 + tetromino from four pieces placed: a whole count of it takes 0.2 s) */
      for (guint k = n_pieces > 12 ? 4 : 0; k <= n_pieces; k++)
        {
          const PentoSolution *packing = all->pdata[g_rand_int_range (rand, 0, all->len)];
          guint pieces = 0;
          g_autoptr(PentoPosition) position = NULL;

          while ((guint) __builtin_popcount (pieces) < k)
            pieces |= 1u << g_rand_int_range (rand, 0, n_pieces);
          position = position_from_packing (board, &rules, packing, pieces);
          check_against_all (position, &rules, all);
          /* a shuffled tile order finds the same completions */
          {
            PentoRules shuffled = rules;
            guint64 total, unique, shuffled_total, shuffled_unique;

            shuffled.shuffle = TRUE;
            shuffled.seed = k;
            count (position, &rules, &total, &unique);
            count (position, &shuffled, &shuffled_total, &shuffled_unique);
            g_assert_cmpuint (total, ==, shuffled_total);
            g_assert_cmpuint (unique, ==, shuffled_unique);
          }
        }
    }
}

/* ---- margins of holes change nothing ---------------------------------------------------- */

/* @text (a position's rows) inside a margin of holes: @top rows above, @left columns to the
 * left, and so on. */
static char *
pad_text (const char *text,
          guint       top,
          guint       bottom,
          guint       left,
          guint       right)
{
  g_auto(GStrv) rows = g_strsplit (text, "\n", -1);
  g_autoptr(GString) out = g_string_new (NULL);
  guint width = strlen (rows[0]);

  for (guint y = 0; y < top; y++)
    {
      g_string_append_len (out, "................................................", left + width + right);
      g_string_append_c (out, '\n');
    }
  for (guint y = 0; rows[y] != NULL && rows[y][0] != '\0'; y++)
    {
      for (guint x = 0; x < left; x++)
        g_string_append_c (out, '.');
      g_string_append (out, rows[y]);
      for (guint x = 0; x < right; x++)
        g_string_append_c (out, '.');
      g_string_append_c (out, '\n');
    }
  for (guint y = 0; y < bottom; y++)
    {
      g_string_append_len (out, "................................................", left + width + right);
      g_string_append_c (out, '\n');
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The completions of @position counted by the plain counter: its empty cells ('#'), the
 * pieces not placed yet, every orientation at every place (flipping allowed). */
static guint64
plain_completions (const PentoPosition *position)
{
  PentoBoard *board = pento_position_get_board (position);
  guint width = pento_board_get_width (board), height = pento_board_get_height (board);
  gint bit[32 * 32];
  guint n = 0, n_free = 0;
  g_autoptr(PentoPlainCounter) counter = NULL;
  guint n_pieces = pento_board_get_n_pieces (board);

  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      bit[y * width + x] = pento_position_get (position, x, y) == '#' ? (gint) n++ : -1;
  g_assert_cmpuint (n, <=, 64);
  for (guint p = 0; p < n_pieces; p++)
    n_free += !(pento_position_get_placed (position) & (1u << p));
  if (n_free == 0)
    return n == 0;
  counter = pento_plain_counter_new (n, n_free);
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      if (bit[y * width + x] >= 0)
        {
          if (x + 1 < width && bit[y * width + x + 1] >= 0)
            pento_plain_counter_link (counter, bit[y * width + x], bit[y * width + x + 1]);
          if (y + 1 < height && bit[(y + 1) * width + x] >= 0)
            pento_plain_counter_link (counter, bit[y * width + x], bit[(y + 1) * width + x]);
        }
  for (guint p = 0, k = 0; p < n_pieces; p++)
    {
      PentoShape shapes[PENTO_MAX_ORIENTATIONS];
      guint n_shapes;

      if (pento_position_get_placed (position) & (1u << p))
        continue;
      n_shapes = pento_piece_get_orientations (p, TRUE, FALSE, shapes);
      for (guint o = 0; o < n_shapes; o++)
        for (guint y = 0; y < height; y++)
          for (guint x = 0; x < width; x++)
            {
              guint64 mask = 0;
              gboolean fits = TRUE;

              for (guint i = 0; i < shapes[o].n_cells && fits; i++)
                {
                  guint cx = x + shapes[o].cells[i].x, cy = y + shapes[o].cells[i].y;

                  fits = cx < width && cy < height && bit[cy * width + cx] >= 0;
                  if (fits)
                    mask |= G_GUINT64_CONSTANT (1) << bit[cy * width + cx];
                }
              if (fits)
                pento_plain_counter_add (counter, k, mask);
            }
      k++;
    }
  return pento_plain_counter_run (counter, NULL, NULL);
}

/* A position and its copy in a margin of holes on every side (up to 32×32): the same board,
 * the same pieces in the same cells, the same completions — and the plain counter agrees. */
static void
test_margins (void)
{
  static const char * const boards[] = { "10x6", "12x5", "8x8-hole", "20x3" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (27);
  PentoRules rules;

  make_rules (&rules, TRUE, NULL);
  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      g_autoptr(PentoBoard) board = make_board (boards[b]);
      g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new (board, &rules, NULL);
      guint width = pento_board_get_width (board), height = pento_board_get_height (board);
      guint n_pieces = pento_board_get_n_pieces (board);

      for (guint trial = 0; trial < 12; trial++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(PentoSolution) packing = pento_puzzle_random (puzzle, trial + 100 * b,
                                                                  NULL, &error);
          g_autoptr(PentoPosition) position = NULL;
          g_autoptr(PentoPosition) padded = NULL;
          g_autoptr(PentoBoard) padded_board = NULL;
          g_autofree char *text = NULL;
          g_autofree char *padded_text = NULL;
          g_autofree char *again = NULL;
          g_autofree char *mask = NULL;
          g_autofree char *padded_mask = NULL;
          guint pieces = (1u << n_pieces) - 1;
          guint top, bottom, left, right;
          guint64 total, unique, padded_total, padded_unique;

          g_assert_no_error (error);
          /* 1 to 6 pieces taken away: the plain counter's search stays short */
          for (guint k = g_rand_int_range (rand, 1, 7); k > 0; k--)
            pieces &= ~(1u << g_rand_int_range (rand, 0, n_pieces));
          position = position_from_packing (board, &rules, packing, pieces);
          text = pento_position_to_text (position);

          /* trial 0: margins on one side each, then random ones, once the largest */
          top = trial == 1 ? 32 - height : trial == 0 ? 1 : (guint) g_rand_int_range (rand, 0, 33 - height);
          bottom = trial == 2 ? 32 - height
                                 : (guint) g_rand_int_range (rand, 0, 33 - height - top);
          left = trial == 3 ? 32 - width : trial == 0 ? 1 : (guint) g_rand_int_range (rand, 0, 33 - width);
          right = trial == 4 ? 32 - width
                               : (guint) g_rand_int_range (rand, 0, 33 - width - left);
          if (trial == 1 || trial == 2)
            left = right = 0;
          if (trial == 3 || trial == 4)
            top = bottom = 0;
          if (trial == 1)
            bottom = 0;
          if (trial == 3)
            right = 0;
          padded_text = pad_text (text, top, bottom, left, right);

          padded = pento_position_new_from_text (padded_text, &rules, &error);
          g_assert_no_error (error);
          again = pento_position_to_text (padded);
          g_assert_cmpstr (again, ==, text);
          g_assert_cmpuint (pento_position_get_placed (padded), ==,
                            pento_position_get_placed (position));

          /* the mask alone, as a board: the same board */
          mask = pento_board_to_text (board);
          padded_mask = pad_text (mask, top, bottom, left, right);
          padded_board = pento_board_new_from_text (padded_mask, &error);
          g_assert_no_error (error);
          g_assert_true (pento_board_equal (padded_board, board));

          count (position, &rules, &total, &unique);
          count (padded, &rules, &padded_total, &padded_unique);
          g_assert_cmpuint (padded_total, ==, total);
          g_assert_cmpuint (padded_unique, ==, unique);
          g_assert_cmpuint (total, >=, 1);
          g_assert_cmpuint (plain_completions (padded), ==, total);
        }
    }

  /* the case of the report: X in the middle of 10×6, a margin of one hole on the left */
  {
    static const char *x_text = "##########\n####X#####\n###XXX####\n####X#####\n"
                                "##########\n##########\n";
    g_autoptr(GError) error = NULL;
    g_autofree char *padded_text = pad_text (x_text, 0, 0, 1, 0);
    g_autoptr(PentoPosition) padded = pento_position_new_from_text (padded_text, &rules,
                                                                    &error);
    guint64 total, unique;

    g_assert_no_error (error);
    g_assert_cmpint (pento_position_get (padded, 4, 1), ==, 'X');
    count (padded, &rules, &total, &unique);
    g_assert_cmpuint (total, ==, 337);
  }
}

/* Every refusal of a damaged position names its place first ("line:column: "), in whole
 * UTF-8 characters, with control characters written out ("U+001B"), never raw; a file's
 * refusal starts with the file's name; a FIFO is refused at once. */
static void
test_refusals_name_their_place (void)
{
  static const char *base = "; a comment\n##########\n####X#####\n###XXX####\n####X#####\n"
                            "##########\n##########\n";
  static const char *inserts[] = {
    "\033", "é", "\xE9", "\t", " ", "x", "O", "XX", "LLLLL", "\n", "\n\n#\n", ".", "..........\n",
    "#", "I", "\r", "\xF0\x9F\x98\x80", "\x7F", ";",
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (1327);
  g_autofree char *dir = g_dir_make_tmp ("pento-place-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "pos.txt", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.txt", NULL);
  guint refused = 0;
  PentoRules rules;

  make_rules (&rules, TRUE, NULL);
  for (guint trial = 0; trial < 3000; trial++)
    {
      g_autoptr(GString) text = g_string_new (base);
      g_autoptr(GError) error = NULL;
      g_autoptr(PentoPosition) position = NULL;
      guint line, column;
      const char *problem;

      for (guint k = g_rand_int_range (rand, 1, 4); k > 0; k--)
        {
          guint at = g_rand_int_range (rand, 0, text->len + 1);
          guint n = g_rand_int_range (rand, 1, 4);

          if (g_rand_boolean (rand) && at < text->len)
            g_string_erase (text, at, MIN (n, text->len - at));
          else
            g_string_insert (text, at, inserts[g_rand_int_range (rand, 0, G_N_ELEMENTS (inserts))]);
        }
      position = pento_position_new_from_text (text->str, &rules, &error);
      if (position != NULL)
        continue;
      refused++;
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      for (const char *p = error->message; *p; p++)
        g_assert_false (g_ascii_iscntrl (*p));
      if (!pento_error_split_place (error->message, NULL, &line, &column, &problem))
        g_error ("no place in “%s” for:\n%s", error->message, text->str);
      g_assert_cmpuint (line, >=, 1);
      g_assert_cmpuint (column, >=, 1);

      /* the same from a file: the file's name in front */
      if (trial % 10 == 0)
        {
          g_autoptr(GError) file_error = NULL;
          g_autofree char *expected = g_strdup_printf ("%s:%s", path, error->message);

          g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
          g_assert_null (pento_position_new_from_file (path, &rules, &file_error));
          g_assert_cmpstr (file_error->message, ==, expected);
        }
    }
  g_assert_cmpuint (refused, >, 1000);

  /* the cases of the report, exactly */
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (pento_position_new_from_text ("####\033#####\n", &rules, &error));
    g_assert_cmpstr (error->message, ==, "1:5: “U+001B” is neither a cell nor a piece: use “#” "
                     "for an empty cell, “.” for a hole and a capital piece letter (F L N P Y "
                     "Z I T U V W X, and O on a board of 64 cells) for a placed piece");
    g_clear_error (&error);
    g_assert_null (pento_position_new_from_text ("\n#####é####\n", &rules, &error));
    g_assert_true (g_str_has_prefix (error->message, "2:6: “é” is neither"));
    g_clear_error (&error);
    g_assert_null (pento_position_new_from_text ("##\xE9#\n", &rules, &error));
    g_assert_true (g_str_has_prefix (error->message, "1:3: “\\xE9” is neither"));
  }

  /* a FIFO is refused at once, not waited on */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (pento_position_new_from_file (fifo, &rules, &error));
    g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_REGULAR);
    g_assert_nonnull (strstr (error->message, "fifo.txt"));
    g_clear_error (&error);
    g_assert_null (pento_board_new_from_file (fifo, &error));
    g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_REGULAR);
  }
  g_unlink (fifo);
  g_unlink (path);
  g_rmdir (dir);
}

/* ---- positions that keep a symmetry ------------------------------------------------------ */

static void
test_symmetric_positions (void)
{
  static const struct {
    const char *text;
    guint       n_syms;
  } cases[] = {
    /* I upright at the edge of 12×5: the top–bottom mirror keeps it */
    { "I###########\nI###########\nI###########\nI###########\nI###########\n", 2 },
    /* X on the middle row of 12×5 */
    { "############\n#X##########\nXXX#########\n#X##########\n############\n", 2 },
    /* X on the middle row of 20×3 */
    { "##X#################\n#XXX################\n##X#################\n", 2 },
    /* V in a corner of 8×8-hole: the diagonal keeps it */
    { "VVV#####\nV#######\nV#######\n###..###\n###..###\n########\n########\n########\n", 2 },
    /* nothing placed on 8×8-hole: all eight */
    { "########\n########\n########\n###..###\n###..###\n########\n########\n########\n", 8 },
  };
  PentoRules rules;

  make_rules (&rules, TRUE, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PentoPosition) position = pento_position_new_from_text (cases[i].text, &rules,
                                                                        &error);
      g_autoptr(PentoPuzzle) plain = NULL;
      g_autoptr(GPtrArray) all = NULL;
      g_autoptr(PentoPuzzle) puzzle = NULL;
      PentoSymmetry syms[PENTO_N_SYMMETRIES];
      guint64 total, unique;

      g_assert_no_error (error);
      plain = pento_puzzle_new (pento_position_get_board (position), &rules, NULL);
      all = enumerate (plain, PENTO_SEARCH_ALL, 2);
      check_against_all (position, &rules, all);
      puzzle = pento_puzzle_new_for_position (position, &rules, NULL);
      g_assert_cmpuint (pento_puzzle_get_symmetries (puzzle, syms), ==, cases[i].n_syms);
      g_assert_cmpuint (stabiliser (position, &rules, syms), ==, cases[i].n_syms);
      count (position, &rules, &total, &unique);
      g_test_message ("%s: %" G_GUINT64_FORMAT " completions, %" G_GUINT64_FORMAT " unique",
                      cases[i].text, total, unique);
      g_assert_cmpuint (total, >, 0);
      g_assert_cmpuint (unique, <, total);
    }
}

/* ---- a complete position, and one with no completion ------------------------------------- */

static void
test_complete_position (void)
{
  const char *text =
    "UUXIIIIINNNFTWYYYYZV\n"
    "UXXXPPLNNFFFTWWYZZZV\n"
    "UUXPPPLLLLFTTTWWZVVV\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoPosition) position = NULL;
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(PentoSolution) first = NULL;
  g_autoptr(PentoSolution) drawing = NULL;
  g_autofree char *back = NULL;
  PentoRules rules;
  guint64 total, unique, index;

  make_rules (&rules, TRUE, NULL);
  position = pento_position_new_from_text (text, &rules, &error);
  g_assert_no_error (error);
  g_assert_true (pento_position_is_complete (position));
  back = pento_position_to_text (position);
  g_assert_cmpstr (back, ==, text);
  count (position, &rules, &total, &unique);
  g_assert_cmpuint (total, ==, 1);
  g_assert_cmpuint (unique, ==, 1);
  puzzle = pento_puzzle_new_for_position (position, &rules, NULL);
  first = pento_puzzle_first (puzzle, NULL, &error);
  g_assert_no_error (error);
  drawing = pento_position_to_solution (position);
  g_assert_true (pento_solution_equal (first, drawing));
  g_assert_true (pento_puzzle_index_of (puzzle, first, NULL, &index, &error));
  g_assert_cmpuint (index, ==, 0);
}

/* ---- index_of ---------------------------------------------------------------------------- */

static void
test_index_of (void)
{
  g_autoptr(PentoBoard) board = make_board ("10x6");
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GPtrArray) unique = NULL;
  g_autoptr(GError) error = NULL;
  const guint picks[] = { 0, 1, 867, 2338 };
  PentoRules rules;
  guint64 index;

  make_rules (&rules, TRUE, NULL);
  puzzle = pento_puzzle_new (board, &rules, NULL);
  unique = enumerate (puzzle, PENTO_SEARCH_UNIQUE, 1);
  g_assert_cmpuint (unique->len, ==, 2339);
  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    for (PentoSymmetry s = PENTO_SYMMETRY_IDENTITY; s < PENTO_N_SYMMETRIES; s++)
      {
        g_autoptr(PentoSolution) image = NULL;

        if (pento_symmetry_swaps_axes (s))
          continue;
        image = pento_solution_transform (unique->pdata[picks[i]], s);
        g_assert_true (pento_puzzle_index_of (puzzle, image, NULL, &index, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (index, ==, picks[i]);
      }

  /* in a position: the index among its completions */
  {
    g_autoptr(PentoPosition) position =
      position_from_packing (board, &rules, unique->pdata[867],
                             (1u << PENTO_PIECE_F) | (1u << PENTO_PIECE_I));
    g_autoptr(PentoPuzzle) sub = pento_puzzle_new_for_position (position, &rules, NULL);
    g_autoptr(GPtrArray) completions = enumerate (sub, PENTO_SEARCH_UNIQUE, 2);
    g_autoptr(PentoSolution) other = NULL;

    g_assert_cmpuint (completions->len, >, 0);
    for (guint i = 0; i < completions->len; i += MAX (1, completions->len / 5))
      {
        g_assert_true (pento_puzzle_index_of (sub, completions->pdata[i], NULL, &index,
                                              &error));
        g_assert_cmpuint (index, ==, i);
      }
    /* a packing of the board that does not keep the placed pieces is not one of these */
    for (guint i = 0; i < unique->len && other == NULL; i++)
      for (guint y = 0; y < 6 && other == NULL; y++)
        for (guint x = 0; x < 10 && other == NULL; x++)
          {
            char c = pento_position_get (position, x, y);

            if (c != '#' && pento_solution_get (unique->pdata[i], x, y) != c)
              other = pento_solution_copy (unique->pdata[i]);
          }
    g_assert_nonnull (other);
    g_assert_false (pento_puzzle_index_of (sub, other, NULL, &index, &error));
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
    g_clear_error (&error);
  }
  /* not a packing at all */
  {
    g_autoptr(PentoSolution) broken = pento_solution_copy (unique->pdata[0]);

    broken->cells[0] = '.';
    g_assert_false (pento_puzzle_index_of (puzzle, broken, NULL, &index, &error));
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
  }
}

/* ---- text form and its errors ------------------------------------------------------------ */

static void
test_text_round_trip (void)
{
  const char *text =
    "; a position\n"
    "LLLL######\n"
    "L#########\n"
    "##########\n"
    "#######X##\n"
    "######XXX#\n"
    "#######X##\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoPosition) position = NULL;
  g_autoptr(PentoPosition) again = NULL;
  g_autofree char *out = NULL;
  PentoCell cells[5];
  PentoRules rules;

  make_rules (&rules, TRUE, NULL);
  position = pento_position_new_from_text (text, &rules, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pento_position_get_placed (position), ==,
                    (1u << PENTO_PIECE_L) | (1u << PENTO_PIECE_X));
  g_assert_cmpuint (pento_position_get_pieces (position), ==, 0xfff);
  g_assert_cmpint (pento_position_get (position, 7, 4), ==, 'X');
  g_assert_cmpint (pento_position_get (position, 1, 1), ==, '#');
  g_assert_cmpuint (pento_position_get_piece_cells (position, PENTO_PIECE_X, cells), ==, 5);
  g_assert_cmpuint (cells[0].x, ==, 7);
  g_assert_cmpuint (cells[0].y, ==, 3);
  g_assert_cmpuint (cells[3].x, ==, 8);
  g_assert_cmpuint (cells[3].y, ==, 4);
  g_assert_cmpuint (cells[4].x, ==, 7);
  g_assert_cmpuint (cells[4].y, ==, 5);
  g_assert_cmpuint (pento_position_get_piece_cells (position, PENTO_PIECE_F, cells), ==, 0);
  out = pento_position_to_text (position);
  g_assert_cmpstr (out, ==, text + strlen ("; a position\n"));
  again = pento_position_new_from_text (out, &rules, &error);
  g_assert_no_error (error);
  g_assert_true (pento_position_equal (position, again));
}

static void
assert_text_error (const char *text,
                   gboolean    flip,
                   gint        code,
                   const char *where,
                   const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoPosition) position = NULL;
  PentoRules rules;

  make_rules (&rules, flip, "FNY");
  position = pento_position_new_from_text (text, &rules, &error);
  g_assert_null (position);
  g_assert_error (error, PENTO_ERROR, code);
  if (!g_str_has_prefix (error->message, where) || strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not start with “%s” and mention “%s”", error->message, where,
             fragment);
}

static void
test_text_errors (void)
{
  /* wrong shape: five L cells that are not an L */
  assert_text_error ("##########\n#LLL######\n#LL#######\n##########\n##########\n##########\n",
                     TRUE, PENTO_ERROR_INVALID, "2:2: ",
                     "the letters L do not form the L piece");
  /* too few cells */
  assert_text_error ("; c\n##########\n##########\n###TTT####\n##########\n##########\n"
                     "##########\n", TRUE, PENTO_ERROR_INVALID, "4:4: ",
                     "cover 3 cells");
  /* used twice: two groups */
  assert_text_error ("IIIII#####\n##########\n##########\n##########\n##########\n"
                     "#####IIIII\n", TRUE, PENTO_ERROR_INVALID, "6:6: ",
                     "used twice");
  /* more than five touching cells */
  assert_text_error ("IIIIII####\n##########\n##########\n##########\n##########\n"
                     "##########\n", TRUE, PENTO_ERROR_INVALID, "1:1: ",
                     "6 touching cells are marked I");
  /* a mirrored piece without flipping: L as drawn is allowed, its mirror image is not */
  assert_text_error ("#L########\n#L########\n#L########\nLL########\n##########\n"
                     "##########\n", FALSE, PENTO_ERROR_INVALID, "1:2: ",
                     "turned over");
  /* F is in the mirrored set: as drawn it is the wrong way round */
  assert_text_error ("#FF#######\nFF########\n#F########\n##########\n##########\n"
                     "##########\n", FALSE, PENTO_ERROR_INVALID, "1:2: ",
                     "use it mirrored");
  /* O on a board of 60 cells */
  assert_text_error ("OO########\nOO########\n##########\n##########\n##########\n"
                     "##########\n", TRUE, PENTO_ERROR_INVALID, "1:1: ",
                     "holds no O piece");
  /* unknown characters */
  assert_text_error ("##########\n##########\n####Q#####\n##########\n##########\n"
                     "##########\n", TRUE, PENTO_ERROR_PARSE, "3:5: ",
                     "“Q” is neither");
  assert_text_error ("##########\n##########\n##########\n##########\n##x#######\n"
                     "##########\n", TRUE, PENTO_ERROR_PARSE, "5:3: ", "“x”");
  /* the board itself */
  assert_text_error ("#########\n", TRUE, PENTO_ERROR_BOARD, "1:1: The board has 9 cells", "");

  /* the flipped L is fine with flipping on, and so is an O on 8×8 */
  {
    g_autoptr(PentoPosition) p = NULL;
    PentoRules rules;

    make_rules (&rules, TRUE, NULL);
    p = pento_position_new_from_text ("#L########\n#L########\n#L########\nLL########\n"
                                      "##########\n##########\n", &rules, NULL);
    g_assert_nonnull (p);
    pento_position_unref (p);
    p = pento_position_new_from_text ("OO######\nOO######\n########\n########\n########\n"
                                      "########\n########\n########\n", &rules, NULL);
    g_assert_nonnull (p);
    g_assert_true (pento_position_get_pieces (p) & (1u << PENTO_PIECE_O));
  }
}

static void
test_file_errors (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pento-position-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "pos.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoPosition) position = NULL;
  g_autofree char *expected = NULL;
  PentoRules rules;

  make_rules (&rules, TRUE, NULL);
  g_assert_true (g_file_set_contents (path, "##########\n##########\n######LLL#\n######L###\n"
                                      "##########\n##########\n", -1, NULL));
  position = pento_position_new_from_file (path, &rules, &error);
  g_assert_null (position);
  expected = g_strdup_printf ("%s:3:7: the letters L do not form the L piece", path);
  g_assert_true (g_str_has_prefix (error->message, expected));
  g_clear_error (&error);

  /* a spec that names a file reads a position; a preset name still names the preset */
  g_assert_true (g_file_set_contents (path, "##########\n##########\n##########\n"
                                      "#X########\nXXX#######\n#X########\n", -1, NULL));
  position = pento_position_new_from_spec (path, &rules, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pento_position_get_placed (position), ==, 1u << PENTO_PIECE_X);
  g_clear_pointer (&position, pento_position_unref);
  position = pento_position_new_from_spec ("12x5", &rules, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pento_board_get_width (pento_position_get_board (position)), ==, 12);
  g_unlink (path);
  g_rmdir (dir);
}

/* ---- moves ------------------------------------------------------------------------------- */

static void
test_place_remove (void)
{
  g_autoptr(PentoBoard) board = make_board ("10x6");
  g_autoptr(PentoPosition) empty = pento_position_new (board);
  g_autoptr(PentoPosition) one = NULL;
  g_autoptr(PentoPosition) back = NULL;
  g_autoptr(PentoPosition) same = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PentoCell cells[5];
  PentoPiece piece;
  guint n;
  PentoRules rules;
  struct {
    const char *placement;
    const char *fragment;
  } bad[] = {
    { "X:2,1 1,2 2,2 3,2 2,3", "already" },
    { "T:0,0 1,0 2,0 1,1 1,2", "covered" },
    { "O:5,0 6,0 5,1 6,1", "holds no O" },
    { "V:7,0 8,0 9,0 9,1 9,2", NULL },
    { "T:5,0 6,0 7,0 6,1 7,1", "do not form" },
    { "U:9,2 9,3 9,4 9,5 9,6", "off the board" },
  };

  make_rules (&rules, FALSE, "FNY");
  g_assert_true (pento_placement_parse ("X:2,1 1,2 2,2 3,2 2,3", &piece, cells, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpint (piece, ==, PENTO_PIECE_X);
  g_assert_cmpuint (n, ==, 5);
  text = pento_placement_to_string (piece, cells, n);
  g_assert_cmpstr (text, ==, "X:2,1 1,2 2,2 3,2 2,3");
  one = pento_position_place (empty, piece, cells, n, &rules, &error);
  g_assert_no_error (error);
  {
    g_autoptr(PentoPosition) two = NULL;

    g_assert_true (pento_placement_parse ("I:0,0 0,1 0,2 0,3 0,4", &piece, cells, &n, NULL));
    two = pento_position_place (one, piece, cells, n, &rules, &error);
    g_assert_no_error (error);
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(PentoPosition) p = NULL;

        g_assert_true (pento_placement_parse (bad[i].placement, &piece, cells, &n, NULL));
        p = pento_position_place (two, piece, cells, n, &rules, &error);
        if (bad[i].fragment == NULL)
          {
            g_assert_no_error (error);
            g_assert_nonnull (p);
            continue;
          }
        g_assert_null (p);
        g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
        if (strstr (error->message, bad[i].fragment) == NULL)
          g_error ("“%s” does not mention “%s”", error->message, bad[i].fragment);
        g_clear_error (&error);
      }
    /* mirrored L without flipping */
    g_assert_true (pento_placement_parse ("L:5,0 5,1 5,2 5,3 4,3", &piece, cells, &n, NULL));
    g_assert_null (pento_position_place (two, piece, cells, n, &rules, &error));
    g_assert_true (strstr (error->message, "turned over") != NULL);
    g_clear_error (&error);
    back = pento_position_remove (two, PENTO_PIECE_I);
  }
  g_assert_true (pento_position_equal (back, one));
  same = pento_position_remove (one, PENTO_PIECE_F);
  g_assert_true (same == one);

  /* an L turned over, placed with flipping on, is refused once flipping is off */
  {
    PentoRules flip;
    g_autoptr(PentoPosition) turned = NULL;
    g_autoptr(PentoPuzzle) puzzle = NULL;

    make_rules (&flip, TRUE, NULL);
    g_assert_true (pento_placement_parse ("L:5,0 5,1 5,2 5,3 4,3", &piece, cells, &n, NULL));
    turned = pento_position_place (one, piece, cells, n, &flip, &error);
    g_assert_no_error (error);
    g_assert_true (pento_position_check_rules (turned, &flip, NULL));
    g_assert_false (pento_position_check_rules (turned, &rules, &error));
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
    g_assert_true (g_str_has_prefix (error->message, "The L piece is turned over"));
    g_clear_error (&error);
    puzzle = pento_puzzle_new_for_position (turned, &rules, &error);
    g_assert_null (puzzle);
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
    g_clear_error (&error);
  }

  /* bad placement strings */
  g_assert_false (pento_placement_parse ("X:2,1 1,2 2,2 3,2", &piece, cells, &n, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (pento_placement_parse ("Q:2,1", &piece, cells, &n, &error));
  g_clear_error (&error);
  g_assert_false (pento_placement_parse ("X 2,1 1,2 2,2 3,2 2,3", &piece, cells, &n, &error));
  g_clear_error (&error);
  g_assert_false (pento_placement_parse ("X:2;1 1,2 2,2 3,2 2,3", &piece, cells, &n, &error));
  g_clear_error (&error);
}

/* ---- dead regions and hints -------------------------------------------------------------- */

static void
test_dead_regions (void)
{
  PentoRules rules;
  PentoCell cells[64];
  PentoDeadReason reason;
  struct {
    const char     *text;
    PentoDeadReason reason;
    guint           n_cells;
  } cases[] = {
    /* a pocket of four cells */
    { "#I########\n#I########\n#I########\n#I########\nLI########\nLLLL######\n",
      PENTO_DEAD_REGION_SIZE, 4 },
    /* a pocket of five in a line, and the I is placed already */
    { "#I########\n#I########\n#I########\n#I########\n#I#L######\nLLLL######\n",
      PENTO_DEAD_REGION_SHAPE, 5 },
    /* the same pocket while I is left: fine */
    { "#LL#######\n#L########\n#L########\n#L########\n#PP#######\nPPP#######\n",
      PENTO_DEAD_NONE, 0 },
    /* nothing placed */
    { "##########\n##########\n##########\n##########\n##########\n##########\n",
      PENTO_DEAD_NONE, 0 },
  };

  make_rules (&rules, TRUE, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PentoPosition) position = pento_position_new_from_text (cases[i].text, &rules,
                                                                        &error);
      guint n;

      g_assert_no_error (error);
      n = pento_position_find_dead_region (position, &rules, &reason, cells);
      g_assert_cmpint (reason, ==, cases[i].reason);
      g_assert_cmpuint (n, ==, cases[i].n_cells);
      for (guint k = 0; k < n; k++)
        {
          g_assert_cmpuint (cells[k].x, ==, 0);
          g_assert_cmpuint (cells[k].y, ==, k);
          g_assert_cmpint (pento_position_get (position, 0, k), ==, '#');
        }
      if (cases[i].reason != PENTO_DEAD_NONE)
        {
          guint64 total;

          /* and there is indeed no completion */
          count (position, &rules, &total, NULL);
          g_assert_cmpuint (total, ==, 0);
        }
    }
}

/* The I lying on row 2 of 10x6 leaves a strip above it: the culprit is the two cells at the
 * strip's end that no piece left can cover, not the 55 free cells around them. */
static void
test_dead_region_culprit (void)
{
  PentoRules rules;
  PentoCell cells[64];
  PentoDeadReason reason;
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoPosition) position = NULL;
  guint n;

  make_rules (&rules, TRUE, NULL);
  position = pento_position_new_from_text ("##########\nIIIII#####\n##########\n"
                                           "##########\n##########\n##########\n",
                                           &rules, &error);
  g_assert_no_error (error);
  n = pento_position_find_dead_region (position, &rules, &reason, cells);
  g_assert_cmpint (reason, ==, PENTO_DEAD_REGION_SHAPE);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (cells[0].x, ==, 0);
  g_assert_cmpuint (cells[0].y, ==, 0);
  g_assert_cmpuint (cells[1].x, ==, 1);
  g_assert_cmpuint (cells[1].y, ==, 0);
}

static void
test_hint (void)
{
  g_autoptr(PentoBoard) board = make_board ("10x6");
  g_autoptr(PentoPuzzle) plain = NULL;
  g_autoptr(PentoSolution) packing = NULL;
  PentoRules rules;

  make_rules (&rules, TRUE, NULL);
  plain = pento_puzzle_new (board, &rules, NULL);
  packing = pento_puzzle_random (plain, 3, NULL, NULL);
  for (guint k = 0; k < 10; k++)
    {
      g_autoptr(PentoPosition) position =
        position_from_packing (board, &rules, packing, (1u << k) - 1);
      g_autoptr(PentoPosition) next = NULL;
      g_autoptr(GError) error = NULL;
      PentoPiece piece;
      PentoCell cells[5];
      guint n;
      guint64 total;

      g_assert_true (pento_position_hint (position, &rules, k, NULL, &piece, cells, &n, &error));
      g_assert_no_error (error);
      g_assert_false (pento_position_get_placed (position) & (1u << piece));
      next = pento_position_place (position, piece, cells, n, &rules, &error);
      g_assert_no_error (error);
      count (next, &rules, &total, NULL);
      g_assert_cmpuint (total, >, 0);
    }

  /* no completion: FALSE, no error */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(PentoPosition) dead =
      pento_position_new_from_text ("#I########\n#I########\n#I########\n#I########\n"
                                    "LI########\nLLLL######\n", &rules, &error);
    PentoPiece piece;
    PentoCell cells[5];
    guint n;

    g_assert_false (pento_position_hint (dead, &rules, 1, NULL, &piece, cells, &n, &error));
    g_assert_no_error (error);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/position/empty", test_empty_position);
  g_test_add_func ("/position/sum-over-placements", test_sum_over_placements);
  g_test_add_func ("/position/random-positions", test_random_positions);
  g_test_add_func ("/position/margins", test_margins);
  g_test_add_func ("/position/text/places", test_refusals_name_their_place);
  g_test_add_func ("/position/symmetric", test_symmetric_positions);
  g_test_add_func ("/position/complete", test_complete_position);
  g_test_add_func ("/position/index-of", test_index_of);
  g_test_add_func ("/position/text/round-trip", test_text_round_trip);
  g_test_add_func ("/position/text/errors", test_text_errors);
  g_test_add_func ("/position/text/file", test_file_errors);
  g_test_add_func ("/position/place-remove", test_place_remove);
  g_test_add_func ("/position/dead-regions", test_dead_regions);
  g_test_add_func ("/position/dead-region-culprit", test_dead_region_culprit);
  g_test_add_func ("/position/hint", test_hint);

  return g_test_run ();
}
