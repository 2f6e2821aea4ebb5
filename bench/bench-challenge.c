/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-challenge.c: the time to generate a challenge, per board and level — median and 99th
 * percentile, in processor time on one thread (what one core spends, whatever else runs on
 * the machine) and in wall-clock time — and the ratings the challenges got.
 *
 * Usage: bench-challenge [N [BOARD]] — N challenges per board and level (default 200), seeds
 * 0 … N-1; BOARD a preset, a one-sided rectangle (18x5), "one-sided" for the four of them, a
 * ladder's rung (7x5) or "ladder" for every rung. Without BOARD: every preset and one-sided
 * rectangle, then every rung.
 */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pento-core.h"

#include "bench-stats.h"

static double
thread_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* One board and level: @n seeds; FALSE when the targets are missed. */
static gboolean
bench_one (PentoChallengeKind  kind,
           const char         *board,
           PentoLevel          level,
           guint               n)
{
  g_autofree double *cpu = g_new (double, n);
  g_autofree double *wall = g_new (double, n);
  g_autofree double *ratings = g_new (double, n);
  double placed = 0;

  for (guint i = 0; i < n; i++)
    {
      PentoChallengeSpec spec;
      g_autoptr(PentoChallenge) challenge = NULL;
      gint64 w0 = g_get_monotonic_time ();
      double c0 = thread_seconds ();

      if (!pento_challenge_spec_init (&spec, kind, level, board, i, NULL))
        g_error ("bad board %s", board);
      challenge = pento_challenge_generate (&spec, NULL, NULL);
      cpu[i] = (thread_seconds () - c0) * 1e3;
      wall[i] = (g_get_monotonic_time () - w0) / 1e3;
      ratings[i] = challenge->rating.rating;
      placed += pento_position_get_n_placed (challenge->position);
    }
  qsort (cpu, n, sizeof (double), bench_compare_doubles);
  qsort (wall, n, sizeof (double), bench_compare_doubles);
  qsort (ratings, n, sizeof (double), bench_compare_doubles);
  printf ("%s%-13s %-7s %8.2f %8.2f %8.2f %8.2f %8.2f %8.0f %8.1f\n",
          kind == PENTO_CHALLENGE_LADDER ? "L" : "", board, pento_level_to_string (level),
          bench_quantile (cpu, n, 0.5), bench_quantile (cpu, n, 0.99), cpu[n - 1],
          bench_quantile (wall, n, 0.5), bench_quantile (wall, n, 0.99),
          bench_quantile (ratings, n, 0.5), placed / n);
  fflush (stdout);
  return bench_quantile (cpu, n, 0.5) <= 50 && bench_quantile (cpu, n, 0.99) <= 250;
}

int
main (int   argc,
      char *argv[])
{
  guint n = argc > 1 ? MAX (atoi (argv[1]), 1) : 200;
  const char *only = argc > 2 ? argv[2] : NULL;
  gboolean met = TRUE;

  setlocale (LC_ALL, "C");
  printf ("# generate a challenge, one thread, %u seeds per board and level; ms\n", n);
  printf ("%-14s %-7s %8s %8s %8s %8s %8s %8s %8s\n", "board", "level", "cpu-med", "cpu-p99",
          "cpu-max", "wall-med", "wall-p99", "rating", "placed");
  /* the six boards of the twelve, then the one-sided rectangles ("one-sided" alone: only
   * them) */
  for (guint k = 0; k < 2; k++)
    {
      const char * const *boards = k == 0 ? pento_challenge_get_boards () :
                                   pento_challenge_get_one_sided_boards ();

      for (guint b = 0; boards[b] != NULL; b++)
        if (only == NULL || strcmp (only, boards[b]) == 0 ||
            (k == 1 && strcmp (only, "one-sided") == 0))
          for (PentoLevel level = 0; level < PENTO_N_LEVELS; level++)
            met = bench_one (PENTO_CHALLENGE_FINISH, boards[b], level, n) && met;
    }
  /* the ladder's rungs, at every level each reaches ("ladder" alone: only them) */
  for (guint rung = 3; rung <= 12; rung++)
    {
      g_autofree char *board = g_strdup_printf ("%ux5", rung);

      if (only != NULL && strcmp (only, "ladder") != 0 && strcmp (only, board) != 0)
        continue;
      for (PentoLevel level = 0; level <= pento_challenge_ladder_top_level (rung); level++)
        met = bench_one (PENTO_CHALLENGE_LADDER, board, level, n) && met;
    }
  printf ("rating: the median; placed: pieces placed, mean; L: a ladder's rung\n");
  printf ("targets (processor time: median <= 50 ms, p99 <= 250 ms): %s\n",
          met ? "met" : "MISSED");
  return met ? 0 : 1;
}
