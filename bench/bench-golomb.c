/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-golomb.c: Golomb's game's figures — the answer time for positions with seven pieces
 * left on 8×8 (the twelve, five placed by random legal moves): median, 95th percentile and
 * the largest, with the nodes; with --8x8, the whole proof from the empty board; with
 * --replies K, a sample of the proof: K of the replies to its first move (the V kept by the
 * anti-diagonal), spread evenly over them, each refuted in turn on one thread with one table.
 *
 * Usage: bench-golomb [N [SEED]] [--8x8] [--replies K [--threads T]] — N positions (default
 * 200) from SEED (default 1), each answered on one thread; the proof runs on every core; the
 * sample on T threads (default 1).
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

/* The proof's first move on 8×8: the V with its corner on the anti-diagonal. */
static const PentoCell proof_v[5] = { { 3, 2 }, { 3, 3 }, { 3, 4 }, { 4, 4 }, { 5, 4 } };

/* Refutes @k of the replies to the proof's first move (one of each class, spread evenly over
 * them) on @n_threads threads; prints the nodes and the time. */
static void
sample_replies (PentoPosition    *empty,
                const PentoRules *rules,
                guint             k,
                guint             n_threads)
{
  g_autoptr(PentoPosition) after = NULL;
  g_autoptr(PentoGolomb) game = NULL;
  g_autofree PentoGolombMove *replies = NULL;
  g_autofree PentoGolombMove *sample = NULL;
  g_autofree gboolean *wins = NULL;
  guint n, refuted = 0;
  guint64 nodes = 0;
  gint64 start;

  after = pento_position_place (empty, PENTO_PIECE_V, proof_v, 5, rules, NULL);
  g_assert (after != NULL);
  game = pento_golomb_new (after, rules->pieces, rules, NULL);
  n = pento_golomb_list_moves (game, TRUE, &replies);
  k = CLAMP (k, 1, n);
  sample = g_new (PentoGolombMove, k);
  wins = g_new0 (gboolean, k);
  for (guint i = 0; i < k; i++)
    sample[i] = replies[(gsize) i * n / k + n / k / 2];
  start = g_get_monotonic_time ();
  g_assert (pento_golomb_value_moves (game, sample, k, n_threads, NULL, wins, &nodes, NULL));
  for (guint i = 0; i < k; i++)
    refuted += !wins[i];
  printf ("8x8 after the V, %u of its %u classes of replies, %u thread(s): %u refuted, "
          "%" G_GUINT64_FORMAT " nodes, %.2f s\n", k, n, n_threads, refuted, nodes,
          (g_get_monotonic_time () - start) / 1e6);
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
  guint n_replies = 0, n_threads = 1;
  gboolean whole = FALSE;

  setlocale (LC_ALL, "");
  for (int i = 1, k = 0; i < argc; i++)
    if (g_str_equal (argv[i], "--8x8"))
      whole = TRUE;
    else if (g_str_equal (argv[i], "--replies") && i + 1 < argc)
      n_replies = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    else if (g_str_equal (argv[i], "--threads") && i + 1 < argc)
      n_threads = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    else if (k++ == 0)
      n = (guint) g_ascii_strtoull (argv[i], NULL, 10);
    else
      seed = (guint) g_ascii_strtoull (argv[i], NULL, 10);

  pento_rules_init_default (&rules);
  rules.pieces = PENTO_PIECE_SET_TWELVE;
  empty = pento_position_new_for_game ("8x8", &rules, NULL);
  g_assert (empty != NULL);
  if (n_replies > 0)
    {
      sample_replies (empty, &rules, n_replies, n_threads);
      return 0;
    }
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
