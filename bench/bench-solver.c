/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-solver.c: the engine's speed figures — counts and enumerations on every standard
 * board, one thread and all cores, and the chirality tables.
 */
#include <locale.h>
#include <stdio.h>

#include "pento-core.h"

static guint repeat = 5;

typedef struct {
  const char *board;
  gboolean    flip;
  const char *mirror;
  PentoSearchMode mode;
} Case;

static gboolean
sink (const PentoSolution *solution, gboolean representative, gpointer user_data)
{
  guint64 *n = user_data;
  *n += 1;
  return TRUE;
}

static double
run_case (const Case *c,
          guint       n_threads,
          guint64    *total,
          guint64    *unique,
          guint64    *nodes)
{
  g_autoptr(PentoBoard) board = pento_board_new_preset (c->board, NULL);
  double best = G_MAXDOUBLE;
  PentoRules rules;

  pento_rules_init_default (&rules);
  rules.flip = c->flip;
  if (c->mirror)
    pento_mirror_set_parse (c->mirror, &rules.mirror, NULL);

  for (guint r = 0; r < repeat; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new (board, &rules, NULL);
      guint64 delivered = 0;
      PentoSearchOptions options = {
        .mode = c->mode,
        .n_threads = n_threads,
        .solution_func = sink,
        .user_data = &delivered,
      };
      PentoProgress result;
      double s;

      pento_puzzle_search (puzzle, &options, &result, NULL);
      s = (g_get_monotonic_time () - t0) / 1e6;
      best = MIN (best, s);
      *total = result.total;
      *unique = result.unique;
      *nodes = result.nodes;
    }
  return best;
}

int
main (int argc, char **argv)
{
  static const Case cases[] = {
    { "10x6", TRUE, NULL, PENTO_SEARCH_ALL },
    { "10x6", TRUE, NULL, PENTO_SEARCH_UNIQUE },
    { "10x6", TRUE, NULL, PENTO_SEARCH_COUNT },
    { "12x5", TRUE, NULL, PENTO_SEARCH_ALL },
    { "15x4", TRUE, NULL, PENTO_SEARCH_ALL },
    { "20x3", TRUE, NULL, PENTO_SEARCH_ALL },
    { "8x8-hole", TRUE, NULL, PENTO_SEARCH_ALL },
    { "8x8-tetromino", TRUE, NULL, PENTO_SEARCH_UNIQUE },
    { "10x6", FALSE, "FNY", PENTO_SEARCH_ALL },
    { "12x5", FALSE, "FNY", PENTO_SEARCH_ALL },
    { "15x4", FALSE, "FNY", PENTO_SEARCH_ALL },
    { "20x3", FALSE, "FNY", PENTO_SEARCH_ALL },
  };
  static const char *mode_names[] = { "count", "all", "unique" };
  static const char *solve_boards[] = { "10x6", "8x8-tetromino" };
  guint n_cpu = g_get_num_processors ();
  const char *only = argc > 2 ? argv[2] : NULL;  /* e.g. `bench-solver 20 10x6`: one board */

  setlocale (LC_ALL, "");
  if (argc > 1)
    repeat = MAX (1, atoi (argv[1]));

  printf ("# best of %u runs, seconds; puzzle set-up included\n", repeat);
  printf ("%-14s %-10s %-7s %8s %8s %12s %10s %10s\n", "board", "rules", "mode", "total",
          "unique", "nodes", "1 thread", "all cores");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint64 total, unique, nodes, t2, u2, n2;
      double s1, sn;
      char rules[32];

      if (only && g_strcmp0 (only, cases[i].board) != 0)
        continue;
      s1 = run_case (&cases[i], 1, &total, &unique, &nodes);
      sn = run_case (&cases[i], n_cpu, &t2, &u2, &n2);

      g_snprintf (rules, sizeof rules, "%s", cases[i].flip ? "flip" : cases[i].mirror);
      printf ("%-14s %-10s %-7s %8" G_GUINT64_FORMAT " %8" G_GUINT64_FORMAT " %12"
              G_GUINT64_FORMAT " %10.4f %10.4f%s\n",
              cases[i].board, rules, mode_names[cases[i].mode], total, unique, nodes, s1, sn,
              (t2 != total || u2 != unique) ? "  MISMATCH" : "");
    }

  /* Solve in the window: a random packing, uniform among the unique ones, on every core */
  for (guint i = 0; i < G_N_ELEMENTS (solve_boards); i++)
    {
      g_autoptr(PentoBoard) board = NULL;
      double best = G_MAXDOUBLE;
      PentoRules rules;

      if (only && g_strcmp0 (only, solve_boards[i]) != 0)
        continue;
      board = pento_board_new_preset (solve_boards[i], NULL);
      pento_rules_init_default (&rules);
      for (guint r = 0; r < repeat; r++)
        {
          gint64 t0 = g_get_monotonic_time ();
          g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new (board, &rules, NULL);
          g_autoptr(PentoSolution) solution = pento_puzzle_random (puzzle, r + 1, NULL, NULL);

          best = MIN (best, (g_get_monotonic_time () - t0) / 1e6);
          g_assert (solution != NULL);
        }
      printf ("solve (random packing, %u threads), %s: %.4f s\n", n_cpu, solve_boards[i], best);
    }

  if (only == NULL)
    {
      static const char *rects[] = { "10x6", "12x5", "15x4", "20x3" };
      double best = G_MAXDOUBLE, best1 = G_MAXDOUBLE;

      for (guint r = 0; r < repeat; r++)
        {
          gint64 t0 = g_get_monotonic_time ();

          for (guint b = 0; b < G_N_ELEMENTS (rects); b++)
            {
              g_autoptr(PentoBoard) board = pento_board_new_preset (rects[b], NULL);
              PentoChiralityRow rows[PENTO_N_MIRROR_SETS];

              pento_chirality_table (board, 0, NULL, NULL, NULL, rows, NULL);
            }
          best = MIN (best, (g_get_monotonic_time () - t0) / 1e6);
          t0 = g_get_monotonic_time ();
          for (guint b = 0; b < G_N_ELEMENTS (rects); b++)
            {
              g_autoptr(PentoBoard) board = pento_board_new_preset (rects[b], NULL);
              PentoChiralityRow rows[PENTO_N_MIRROR_SETS];

              pento_chirality_table (board, 1, NULL, NULL, NULL, rows, NULL);
            }
          best1 = MIN (best1, (g_get_monotonic_time () - t0) / 1e6);
        }
      printf ("chirality tables, 4 rectangles x 64 sets: %.4f s on %u threads, %.4f s on 1\n",
              best, n_cpu, best1);
    }
  return 0;
}
