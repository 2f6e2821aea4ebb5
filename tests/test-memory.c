/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-memory.c: the memory budget of the tables a count grows past 64 cells (the count memo,
 * the states gathered at a boundary, the cap): within a small limit they stay within it, and
 * every count is the one without a limit.
 */
#include <unistd.h>

#include "pento-core.h"
#include "engine/pento-engine-test.h"

#define SMALL_LIMIT ((gsize) 1024 * 1024)

static PentoPuzzle *
make_puzzle (guint       w,
             guint       h,
             const char *pieces)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = NULL;
  PentoRules rules;
  PentoPuzzle *puzzle;

  pento_rules_init_default (&rules);
  rules.flip = FALSE;
  g_assert_true (pento_piece_set_parse (pieces, &rules.pieces, &error));
  board = pento_board_new_rectangle_for_set (w, h, rules.pieces, &error);
  g_assert_no_error (error);
  puzzle = pento_puzzle_new (board, &rules, &error);
  g_assert_no_error (error);
  return puzzle;
}

/* A count on @n_threads (in @n_parts parts where more than one), and the most the tables held
 * meanwhile. */
static gsize
count (PentoPuzzle *puzzle,
       guint        n_threads,
       guint        n_parts,
       guint64     *total,
       guint64     *unique)
{
  *total = *unique = 0;
  pento_pages_reset_peak ();
  for (guint k = 0; k < MAX (n_parts, 1); k++)
    {
      PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT, .n_threads = n_threads,
                                     .part = k, .n_parts = n_parts };
      PentoProgress counted;

      g_assert_true (pento_puzzle_search (puzzle, &options, &counted, NULL));
      *total += counted.total;
      *unique += counted.unique;
    }
  return pento_pages_get_peak ();
}

/* The default: a quarter of the machine's memory at most, and never nothing; a limit set is
 * kept to, and the peak follows what is held. */
static void
test_budget (void)
{
  gsize machine = (gsize) sysconf (_SC_PHYS_PAGES) * (gsize) sysconf (_SC_PAGESIZE);
  gsize limit = pento_pages_default_limit ();

  g_assert_cmpuint (limit, >=, PENTO_PAGES_MIN_LIMIT);
  g_assert_cmpuint (limit, <=, MAX (machine / 4, PENTO_PAGES_MIN_LIMIT));
  g_assert_cmpuint (pento_pages_get_limit (), ==, limit);

  pento_pages_set_limit (SMALL_LIMIT);
  pento_pages_reset_peak ();
  g_assert_cmpuint (pento_pages_get_limit (), ==, SMALL_LIMIT);
  g_assert_false (pento_pages_reserve (SMALL_LIMIT + 1));
  g_assert_true (pento_pages_reserve (SMALL_LIMIT / 2));
  g_assert_true (pento_pages_reserve (SMALL_LIMIT / 2));
  g_assert_false (pento_pages_reserve (1));
  g_assert_cmpuint (pento_pages_get_peak (), ==, SMALL_LIMIT);
  pento_pages_release (SMALL_LIMIT);
  g_assert_true (pento_pages_reserve (SMALL_LIMIT));
  pento_pages_release (SMALL_LIMIT);
  pento_pages_reset_peak ();
  g_assert_cmpuint (pento_pages_get_peak (), ==, 0);
  pento_pages_set_limit (0);
  g_assert_cmpuint (pento_pages_get_limit (), ==, limit);
}

/* 10×7 with fourteen one-sided pieces: its count gathers the states at the middle line and
 * keeps the memo below it, which outgrow the small limit many times over. Within it the
 * boundary's table is full early and leaves most states to be counted at once, and the memo
 * never grows past its first table; the counts stay the same, on one thread or two, whole or
 * in parts, and without the boundary. */
static void
test_memo_and_boundary (void)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (10, 7, "FILNPTUVWXYZfl");
  guint64 total, unique, t, u;
  gsize free_peak, peak;

  free_peak = count (puzzle, 2, 0, &total, &unique);
  g_test_message ("without a limit: %" G_GUINT64_FORMAT " packings, %" G_GUINT64_FORMAT
                  " unique, peak %" G_GSIZE_FORMAT " bytes", total, unique, free_peak);
  g_assert_cmpuint (total, ==, 5998);
  g_assert_cmpuint (unique, ==, 2999);
  g_assert_cmpuint (free_peak, >, 8 * SMALL_LIMIT);

  pento_pages_set_limit (SMALL_LIMIT);
  for (guint threads = 1; threads <= 2; threads++)
    {
      peak = count (puzzle, threads, 0, &t, &u);
      g_assert_cmpuint (t, ==, total);
      g_assert_cmpuint (u, ==, unique);
      g_assert_cmpuint (peak, <=, SMALL_LIMIT);
    }
  peak = count (puzzle, 2, 3, &t, &u);
  g_assert_cmpuint (t, ==, total);
  g_assert_cmpuint (u, ==, unique);
  g_assert_cmpuint (peak, <=, SMALL_LIMIT);

  /* the memo alone */
  g_assert_false (pento_wide_set_boundary (puzzle, 0));
  peak = count (puzzle, 2, 0, &t, &u);
  g_assert_cmpuint (t, ==, total);
  g_assert_cmpuint (u, ==, unique);
  g_assert_cmpuint (peak, <=, SMALL_LIMIT);
  pento_pages_set_limit (0);
}

/* The count without the memo (as on 9×10) builds no cap where the limit has no room for it,
 * and counts the same without. */
static void
test_cap (void)
{
  g_autoptr(PentoPuzzle) puzzle = make_puzzle (30, 3, "one-sided");
  guint64 total, unique, t, u;
  gsize peak;

  pento_wide_set_count_memo (puzzle, FALSE);
  peak = count (puzzle, 2, 0, &total, &unique);
  g_assert_cmpuint (total, ==, 184);
  g_assert_cmpuint (unique, ==, 46);
  g_assert_cmpuint (pento_wide_cap_entries (puzzle), >, 0);
  g_test_message ("without a limit: the cap of %" G_GUINT64_FORMAT " entries, peak %"
                  G_GSIZE_FORMAT " bytes", pento_wide_cap_entries (puzzle), peak);
  g_assert_cmpuint (peak, >, SMALL_LIMIT);

  pento_pages_set_limit (SMALL_LIMIT);
  /* (built again on the next count) */
  pento_wide_set_cap (puzzle, 0);
  peak = count (puzzle, 2, 0, &t, &u);
  g_assert_cmpuint (pento_wide_cap_entries (puzzle), ==, 0);
  g_assert_cmpuint (t, ==, total);
  g_assert_cmpuint (u, ==, unique);
  g_assert_cmpuint (peak, <=, SMALL_LIMIT);
  pento_pages_set_limit (0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/memory/budget", test_budget);
  g_test_add_func ("/memory/memo-and-boundary", test_memo_and_boundary);
  g_test_add_func ("/memory/cap", test_cap);
  return g_test_run ();
}
