/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-duel.c: the computer's answer time at each level of Golomb's game on 8×8 with the
 * twelve, one thread: median, 95th percentile and the largest over positions from the empty
 * board onward (every position of games played by random legal moves).
 *
 * Usage: bench-duel [GAMES [SEED]] — positions of GAMES games (default 4) from SEED (1).
 */
#include <locale.h>
#include <stdio.h>

#include "pento-core.h"

#include "bench-stats.h"

/* Every position of one game of random legal moves from @empty, appended to @out. */
static void
random_game (PentoPosition    *empty,
             const PentoRules *rules,
             GRand            *rand,
             GPtrArray        *out)
{
  g_autoptr(PentoPosition) position = pento_position_ref (empty);

  for (;;)
    {
      g_autoptr(PentoGolomb) game = pento_golomb_new (position, rules->pieces, rules, NULL);
      g_autofree PentoGolombMove *moves = NULL;
      guint n = pento_golomb_list_moves (game, FALSE, &moves);
      PentoGolombMove *move;
      PentoPosition *next;

      if (n == 0)
        return;
      g_ptr_array_add (out, pento_position_ref (position));
      move = &moves[g_rand_int_range (rand, 0, n)];
      next = pento_position_place (position, move->piece, move->cells, move->n_cells, rules,
                                   NULL);
      g_assert (next != NULL);
      pento_position_unref (position);
      position = next;
    }
}

/* @text as a whole number of at least @min, into @out. */
static gboolean
parse_count (const char *text,
             guint       min,
             guint      *out)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, min, G_MAXUINT, &value, NULL))
    return FALSE;
  *out = (guint) value;
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(PentoPosition) empty = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autoptr(GPtrArray) positions = g_ptr_array_new_with_free_func (
    (GDestroyNotify) pento_position_unref);
  PentoRules rules;
  guint n_games = 4, seed = 1;

  setlocale (LC_ALL, "");
  if (argc > 3 ||
      (argc > 1 && !parse_count (argv[1], 1, &n_games)) ||
      (argc > 2 && !parse_count (argv[2], 0, &seed)))
    {
      g_printerr ("usage: bench-duel [GAMES (1 or more, default 4) [SEED (default 1)]]\n");
      return 2;
    }

  pento_rules_init_default (&rules);
  rules.pieces = PENTO_PIECE_SET_TWELVE;
  empty = pento_position_new_for_game ("8x8", &rules, NULL);
  g_assert (empty != NULL);
  rand = g_rand_new_with_seed (seed);
  for (guint i = 0; i < n_games; i++)
    random_game (empty, &rules, rand, positions);

  for (PentoDuelLevel level = 0; level < PENTO_DUEL_HUMAN; level++)
    {
      g_autofree double *times = g_new0 (double, positions->len);
      guint n = positions->len, proven = 0;

      for (guint i = 0; i < n; i++)
        {
          PentoDuelChoice choice;
          gint64 start = g_get_monotonic_time ();

          g_assert (pento_duel_choose_move (positions->pdata[i], rules.pieces, &rules, level,
                                            i, 0, NULL, &choice, NULL));
          times[i] = (g_get_monotonic_time () - start) / 1e6;
          g_assert (choice.has_move);
          proven += choice.proven;
        }
      qsort (times, n, sizeof *times, bench_compare_doubles);
      printf ("8x8, the twelve, %-8s %u positions of %u games (seed %u), one thread: "
              "median %.3f s, p95 %.3f s, max %.3f s; proven wins %u\n",
              pento_duel_level_to_string (level), n, n_games, seed,
              bench_quantile (times, n, 0.5), bench_quantile (times, n, 0.95), times[n - 1],
              proven);
    }
  return 0;
}
