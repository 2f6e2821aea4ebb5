/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-golomb.c: Golomb's game's figures — the answer time for positions with seven pieces
 * left on 8×8 (the twelve, five placed by random legal moves): median, 95th percentile and
 * the largest, with the nodes; and, with --8x8, the whole proof from the empty board.
 *
 * Usage: bench-golomb [N [SEED]] [--8x8] — N positions (default 200) from SEED (default 1),
 * each answered on one thread; the proof runs on every core.
 */
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "pento-core.h"

#include "bench-stats.h"

/* A position of @board reached by @n_moves random legal moves; NULL when one side got stuck
 * before. */
static PentoPosition *
random_position (PentoPosition    *empty,
                 const PentoRules *rules,
                 guint             n_moves,
                 GRand            *rand)
{
  g_autoptr(PentoPosition) position = pento_position_ref (empty);

  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(PentoGolomb) game = pento_golomb_new (position, rules->pieces, rules, NULL);
      g_autofree PentoGolombMove *moves = NULL;
      guint n = pento_golomb_list_moves (game, FALSE, &moves);
      PentoGolombMove *move;
      PentoPosition *next;

      if (n == 0)
        return NULL;
      move = &moves[g_rand_int_range (rand, 0, n)];
      next = pento_position_place (position, move->piece, move->cells, move->n_cells, rules,
                                   NULL);
      g_assert (next != NULL);
      pento_position_unref (position);
      position = next;
    }
  return g_steal_pointer (&position);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(PentoPosition) empty = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autofree double *times = NULL;
  PentoRules rules;
  guint n = 200, seed = 1, done = 0, wins = 0;
  guint64 nodes = 0, most_nodes = 0;
  gboolean whole = FALSE;

  setlocale (LC_ALL, "");
  for (int i = 1, k = 0; i < argc; i++)
    if (g_str_equal (argv[i], "--8x8"))
      whole = TRUE;
    else if (k++ == 0)
      n = (guint) g_ascii_strtoull (argv[i], NULL, 10);
    else
      seed = (guint) g_ascii_strtoull (argv[i], NULL, 10);

  pento_rules_init_default (&rules);
  rules.pieces = PENTO_PIECE_SET_TWELVE;
  empty = pento_position_new_for_game ("8x8", &rules, NULL);
  g_assert (empty != NULL);
  rand = g_rand_new_with_seed (seed);
  times = g_new0 (double, MAX (n, 1));

  while (done < n)
    {
      g_autoptr(PentoPosition) position = random_position (empty, &rules, 5, rand);
      g_autoptr(PentoGolomb) game = NULL;
      PentoGolombResult result;
      gint64 start;

      if (position == NULL)
        continue;
      game = pento_golomb_new (position, rules.pieces, &rules, NULL);
      start = g_get_monotonic_time ();
      g_assert (pento_golomb_solve (game, 1, NULL, &result, NULL));
      times[done++] = (g_get_monotonic_time () - start) / 1e6;
      nodes += result.nodes;
      most_nodes = MAX (most_nodes, result.nodes);
      wins += result.win;
    }
  qsort (times, n, sizeof *times, bench_compare_doubles);
  printf ("8x8, 7 pieces left, %u positions (seed %u), one thread: median %.3f s, p95 %.3f s, "
          "max %.3f s; nodes mean %" G_GUINT64_FORMAT ", max %" G_GUINT64_FORMAT
          "; the side to move wins %u\n",
          n, seed, bench_quantile (times, n, 0.5), bench_quantile (times, n, 0.95),
          times[n - 1], nodes / MAX (n, 1), most_nodes, wins);

  if (whole)
    {
      g_autoptr(PentoGolomb) game = pento_golomb_new (empty, rules.pieces, &rules, NULL);
      PentoGolombResult result;
      gint64 start = g_get_monotonic_time ();
      g_autofree char *move = NULL;

      g_assert (pento_golomb_solve (game, 0, NULL, &result, NULL));
      move = pento_placement_to_string (result.move.piece, result.move.cells,
                                        result.move.n_cells);
      printf ("8x8, the twelve, every core: the %s player wins (%s), %" G_GUINT64_FORMAT
              " nodes, %.1f s\n", result.win ? "first" : "second", result.win ? move : "-",
              result.nodes, (g_get_monotonic_time () - start) / 1e6);
    }
  return 0;
}
