/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-pieces.c: the piece sets' figures — the one-sided rectangles on every core, the
 * twelve on 10×6 for comparison. `bench-pieces [9x10]`: add 10×9 (many minutes).
 */
#include <locale.h>
#include <stdio.h>

#include "pento-core.h"

static void
run (const char *board_name,
     const char *pieces,
     guint       n_threads)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = NULL;
  g_autoptr(PentoPuzzle) puzzle = NULL;
  PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT, .n_threads = n_threads };
  PentoProgress result;
  PentoRules rules;

  pento_rules_init_default (&rules);
  pento_piece_set_parse (pieces, &rules.pieces, NULL);
  board = pento_board_new_preset_for_set (board_name, rules.pieces, &error);
  g_assert_no_error (error);
  puzzle = pento_puzzle_new (board, &rules, &error);
  g_assert_no_error (error);
  pento_puzzle_search (puzzle, &options, &result, NULL);
  printf ("%-6s %-12s %u threads: %'12" G_GUINT64_FORMAT " total %'12" G_GUINT64_FORMAT
          " unique %'14" G_GUINT64_FORMAT " nodes %9.3f s\n", board_name, pieces, n_threads,
          result.total, result.unique, result.nodes, result.elapsed);
}

int
main (int   argc,
      char *argv[])
{
  guint cores = g_get_num_processors ();

  setlocale (LC_ALL, "");
  run ("10x6", "FILNPTUVWXYZ", 1);
  run ("10x6", "FILNPTUVWXYZ", cores);
  run ("3x30", "one-sided", cores);
  run ("18x5", "one-sided", cores);
  run ("15x6", "one-sided", cores);
  if (argc > 1 && g_str_equal (argv[1], "9x10"))
    run ("10x9", "one-sided", cores);
  return 0;
}
