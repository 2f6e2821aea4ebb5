/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-position.c: the live count's figures — the time to build a position's puzzle and
 * count its completions, for positions reachable in play and with one piece placed.
 *
 * Usage: bench-position [N [REPEAT]] — N random positions per board (default 1000), each
 * timed best of REPEAT runs (default 3), on one thread as the play view's worker counts.
 */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "pento-core.h"

#include "bench-stats.h"

static guint repeat = 3;

static gboolean
collect_cb (const PentoSolution *solution,
            gboolean             representative,
            gpointer             user_data)
{
  g_ptr_array_add (user_data, pento_solution_copy (solution));
  return TRUE;
}

static GPtrArray *
all_packings (PentoBoard       *board,
              const PentoRules *rules)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new (board, rules, NULL);
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_ALL,
    .n_threads = g_get_num_processors (),
    .solution_func = collect_cb,
    .user_data = out,
  };

  pento_puzzle_search (puzzle, &options, NULL, NULL);
  return out;
}

/* The position with the pieces of @pieces placed as in @packing: reachable in play. */
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

      if (!(pieces & (1u << p)))
        continue;
      for (guint y = 0; y < packing->height; y++)
        for (guint x = 0; x < packing->width; x++)
          if (pento_solution_get (packing, x, y) == pento_piece_to_letter (p))
            cells[n++] = (PentoCell) { x, y };
      next = pento_position_place (position, p, cells, n, rules, NULL);
      g_assert (next != NULL);
      pento_position_unref (position);
      position = next;
    }
  return position;
}

/* Best of `repeat` runs: build the puzzle, count on one thread. Seconds. */
static double
time_count (PentoPosition    *position,
            const PentoRules *rules,
            guint64          *total)
{
  double best = G_MAXDOUBLE;

  for (guint r = 0; r < repeat; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new_for_position (position, rules, NULL);

      pento_puzzle_count (puzzle, 1, NULL, total, NULL, NULL);
      best = MIN (best, (g_get_monotonic_time () - t0) / 1e6);
    }
  return best;
}

int
main (int   argc,
      char *argv[])
{
  static const char * const boards[] = { "10x6", "12x5", "8x8-hole" };
  guint n_positions = argc > 1 ? (guint) atoi (argv[1]) : 1000;
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  PentoRules rules;
  gboolean met = TRUE;

  setlocale (LC_ALL, "C");
  if (argc > 2)
    repeat = MAX (atoi (argv[2]), 1);
  n_positions = MAX (n_positions, 1u);
  pento_rules_init_default (&rules);

  printf ("# build the position's puzzle and count its completions, one thread, best of %u; ms\n",
          repeat);
  printf ("%-10s %9s %8s %8s %8s %8s %12s\n", "board", "positions", "median", "p95", "max",
          "mean", "completions");
  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      g_autoptr(PentoBoard) board = pento_board_new_preset (boards[b], NULL);
      g_autoptr(GPtrArray) packings = all_packings (board, &rules);
      g_autofree double *times = g_new (double, n_positions);
      guint64 completions = 0;
      double sum = 0, median, p95;

      for (guint i = 0; i < n_positions; i++)
        {
          const PentoSolution *packing =
            packings->pdata[g_rand_int_range (rand, 0, packings->len)];
          guint k = g_rand_int_range (rand, 3, 10), pieces = 0;
          g_autoptr(PentoPosition) position = NULL;
          guint64 total;

          while ((guint) __builtin_popcount (pieces) < k)
            pieces |= 1u << g_rand_int_range (rand, 0, PENTO_N_PENTOMINOES);
          position = position_from_packing (board, &rules, packing, pieces);
          times[i] = time_count (position, &rules, &total) * 1e3;
          sum += times[i];
          completions += total;
        }
      qsort (times, n_positions, sizeof times[0], bench_compare_doubles);
      median = bench_quantile (times, n_positions, 0.5);
      p95 = bench_quantile (times, n_positions, 0.95);
      met = met && median <= 5 && p95 <= 16;
      printf ("%-10s %9u %8.3f %8.3f %8.3f %8.3f %12" G_GUINT64_FORMAT "\n", boards[b],
              n_positions, median, p95, times[n_positions - 1], sum / n_positions,
              completions);
    }

  /* one piece placed on 10x6: every place of X, and each other piece at 8 places drawn from
   * random packings */
  {
    g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", NULL);
    g_autoptr(GPtrArray) packings = all_packings (board, &rules);
    double worst_all = 0;

    printf ("# one piece placed on 10x6: worst over its places; ms\n");
    printf ("%-6s %7s %8s %12s\n", "piece", "places", "worst", "completions");
    for (PentoPiece p = 0; p < PENTO_N_PENTOMINOES; p++)
      {
        double worst = 0;
        guint64 worst_total = 0;
        guint n = 8;

        for (guint i = 0; i < n; i++)
          {
            const PentoSolution *packing =
              packings->pdata[g_rand_int_range (rand, 0, packings->len)];
            g_autoptr(PentoPosition) position =
              position_from_packing (board, &rules, packing, 1u << p);
            guint64 total;
            double t = time_count (position, &rules, &total) * 1e3;

            if (t > worst)
              {
                worst = t;
                worst_total = total;
              }
          }
        worst_all = MAX (worst_all, worst);
        printf ("%-6c %7u %8.3f %12" G_GUINT64_FORMAT "\n", pento_piece_to_letter (p), n,
                worst, worst_total);
      }
    met = met && worst_all <= 100;
    printf ("one piece, worst: %.3f ms\n", worst_all);
  }
  printf ("targets (median <= 5 ms, p95 <= 16 ms, one piece <= 100 ms): %s\n",
          met ? "met" : "MISSED");
  return 0;
}
