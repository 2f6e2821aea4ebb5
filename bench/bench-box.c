/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-box.c: the speed of boxes in space — every packing of 2x3x10, 2x5x6 and 3x4x5, on one
 * core and on all — and of boards padded with holes against the boards themselves, against their
 * time limits; and boards drawn in a box of more than 64 cells, numbered compactly,
 * against the others.
 */
#define _POSIX_C_SOURCE 200809L

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "pento-core.h"
#include "engine/pento-engine-test.h"

typedef struct {
  const char *box;
  double      limit;                   /* seconds for every packing on one core */
} Case;

static gboolean
sink (const PentoSolution *solution,
      gboolean             representative,
      gpointer             user_data)
{
  guint64 *n = user_data;

  *n += 1;
  return TRUE;
}

static double
thread_cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Best of @repeat: wall seconds, and the calling thread's CPU seconds (which a busy machine
 * inflates less; meaningful on one thread only). */
static void
run_case (const char     *spec,
          PentoSearchMode mode,
          guint           n_threads,
          guint           repeat,
          double         *wall,
          double         *cpu,
          PentoProgress  *result,
          guint64        *delivered)
{
  PentoBox box;
  PentoRules rules;

  pento_rules_init_default (&rules);
  g_assert (pento_box_parse (spec, &box, NULL));
  *wall = *cpu = G_MAXDOUBLE;
  for (guint r = 0; r < repeat; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      double c0 = thread_cpu_seconds ();
      g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new_for_box (&box, &rules, NULL);
      PentoSearchOptions options = {
        .mode = mode,
        .n_threads = n_threads,
        .solution_func = sink,
        .user_data = delivered,
      };

      *delivered = 0;
      pento_puzzle_search (puzzle, &options, result, NULL);
      *wall = MIN (*wall, (g_get_monotonic_time () - t0) / 1e6);
      *cpu = MIN (*cpu, thread_cpu_seconds () - c0);
    }
}

/* Best of @repeat: seconds to count the packings of @puzzle_func's puzzle, and its nodes. */
static double
time_count (PentoBoard *board,
            gboolean    compact,
            guint       repeat,
            guint64    *nodes)
{
  double best = G_MAXDOUBLE;

  for (guint r = 0; r < repeat; r++)
    {
      PentoRules rules;
      gint64 t0 = g_get_monotonic_time ();
      PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT };
      PentoProgress result;
      g_autoptr(PentoPuzzle) puzzle = NULL;

      pento_rules_init_default (&rules);
      puzzle = compact ? pento_puzzle_new_compact (board, &rules, NULL)
                       : pento_puzzle_new (board, &rules, NULL);
      pento_puzzle_search (puzzle, &options, &result, NULL);
      best = MIN (best, (g_get_monotonic_time () - t0) / 1e6);
      *nodes = result.nodes;
    }
  return best;
}

/* A board of 60 cells drawn in a box of more than 64: cell (x, y) of
 * @width × @height is a cell when @is_cell says so. */
static PentoBoard *
drawn_board (guint      width,
             guint      height,
             gboolean (*is_cell) (guint x, guint y))
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint y = 0; y < height; y++)
    {
      for (guint x = 0; x < width; x++)
        g_string_append_c (text, is_cell (x, y) ? '#' : '.');
      g_string_append_c (text, '\n');
    }
  return pento_board_new_from_text (text->str, NULL);
}

static gboolean
plus_cell (guint x, guint y)
{
  return (x >= 2 && x < 8 && y >= 2 && y < 8) || (x >= 3 && x < 6) || (y >= 3 && y < 6);
}

static gboolean
stair_cell (guint x, guint y)
{
  return x >= y / 2 && x < y / 2 + 6;
}

static gboolean
ell_cell (guint x, guint y)
{
  return x < 3 || y >= 9;
}

static gboolean
diamond_cell (guint x, guint y)
{
  return ABS ((gint) x - 5) + ABS ((gint) y - 5) <= 5 && !(x == 5 && y == 5);
}

static gboolean
far_cell (guint x, guint y)
{
  return (x < 5 && y < 6) || (x >= 27 && y >= 26);
}

/* Boards past 64 cells run at the speed of the others: the rectangles numbered as those
 * boards are (compactly) against their own box numbering, and drawn boards' time per node
 * against 10×6's. */
static void
bench_compact (guint repeat)
{
  static const char * const presets[] = { "10x6", "12x5", "15x4", "8x8-hole", "8x8-tetromino" };
  static const struct {
    const char *name;
    guint       width, height;
    gboolean  (*is_cell) (guint x, guint y);
  } drawn[] = {
    { "plus", 10, 10, plus_cell },
    { "stair", 10, 10, stair_cell },
    { "ell", 11, 12, ell_cell },
    { "diamond", 11, 11, diamond_cell },
    { "far 32x32", 32, 32, far_cell },
  };
  double ns_10x6 = 0;

  printf ("%-14s %10s %10s %10s %10s %7s\n", "compact", "nodes", "(box)", "seconds",
          "(box)", "ratio");
  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autoptr(PentoBoard) board = pento_board_new_preset (presets[i], NULL);
      guint n = g_str_has_prefix (presets[i], "8x8-t") ? 1 : 5 * repeat;
      guint64 nodes[2];
      double compact = time_count (board, TRUE, n, &nodes[0]);
      double box = time_count (board, FALSE, n, &nodes[1]);

      if (i == 0)
        ns_10x6 = box / nodes[1] * 1e9;
      printf ("%-14s %10" G_GUINT64_FORMAT " %10" G_GUINT64_FORMAT " %10.4f %10.4f %7.2f%s\n",
              presets[i], nodes[0], nodes[1], compact, box, compact / box,
              compact / box > 1.25 ? "  OVER" : "");
    }
  printf ("%-14s %5s %10s %10s %10s %7s\n", "drawn (>64)", "box", "nodes", "seconds",
          "ns/node", "/10x6");
  for (guint i = 0; i < G_N_ELEMENTS (drawn); i++)
    {
      g_autoptr(PentoBoard) board = drawn_board (drawn[i].width, drawn[i].height,
                                                 drawn[i].is_cell);
      guint64 nodes;
      double seconds;

      g_assert (board != NULL && pento_board_get_n_cells (board) == 60);
      seconds = time_count (board, FALSE, 5 * repeat, &nodes);
      printf ("%-14s %2ux%-2u %10" G_GUINT64_FORMAT " %10.4f %10.1f %7.2f\n", drawn[i].name,
              pento_board_get_width (board), pento_board_get_height (board), nodes, seconds,
              seconds / nodes * 1e9, seconds / nodes * 1e9 / ns_10x6);
    }
}

int
main (int    argc,
      char **argv)
{
  static const Case cases[] = {
    { "2x3x10", 0.020 },
    { "2x5x6", 0.25 },
    { "3x4x5", 5.0 },
  };
  guint n_cpu = g_get_num_processors ();
  guint repeat = argc > 1 ? MAX (1, atoi (argv[1])) : 3;
  const char *only = argc > 2 ? argv[2] : NULL;   /* `bench-box 5 2x5x6`: one box */
  gboolean all_met = TRUE;

  setlocale (LC_ALL, "");
  printf ("# every packing delivered (mode all); best of %u runs, seconds; set-up included\n",
          repeat);
  printf ("%-8s %8s %8s %12s %10s %10s %10s %8s\n", "box", "total", "unique", "nodes",
          "1 thread", "(cpu)", "all cores", "limit");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PentoProgress r1, rn;
      guint64 d1, dn;
      double w1, c1, wn, cn;
      gboolean met;

      if (only && g_strcmp0 (only, cases[i].box) != 0)
        continue;
      run_case (cases[i].box, PENTO_SEARCH_ALL, 1, repeat, &w1, &c1, &r1, &d1);
      run_case (cases[i].box, PENTO_SEARCH_ALL, n_cpu, repeat, &wn, &cn, &rn, &dn);
      met = w1 <= cases[i].limit;
      all_met &= met;
      printf ("%-8s %8" G_GUINT64_FORMAT " %8" G_GUINT64_FORMAT " %12" G_GUINT64_FORMAT
              " %10.4f %10.4f %10.4f %8.3f%s%s\n",
              cases[i].box, r1.total, r1.unique, r1.nodes, w1, c1, wn, cases[i].limit,
              met ? "" : "  OVER", (rn.total != r1.total || rn.unique != r1.unique ||
                                    d1 != r1.total || dn != d1) ? "  MISMATCH" : "");
    }
  printf ("%s\n", all_met ? "# every box within its limit on one core"
                          : "# OVER: a box took longer than its limit (a busy machine?)");

  /* A board drawn padded with holes (a 20×20 mask) costs at most 1.25 times the board. */
  if (only == NULL)
    {
      static const char * const boards[] = { "10x6", "6x10", "12x5", "8x8-hole" };

      printf ("%-10s %12s %12s %10s %10s %7s\n", "padded", "nodes", "(plain)", "seconds",
              "(plain)", "ratio");
      for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
        {
          g_autoptr(PentoBoard) plain = pento_board_new_preset (boards[i], NULL);
          g_autofree char *mask = pento_board_to_text (plain);
          g_auto(GStrv) rows = g_strsplit (mask, "\n", -1);
          g_autoptr(GString) padded = g_string_new (NULL);
          g_autoptr(PentoBoard) board = NULL;
          double best[2] = { G_MAXDOUBLE, G_MAXDOUBLE };
          guint64 nodes[2] = { 0, 0 };
          PentoRules rules;

          for (guint y = 0; y < 20; y++)
            {
              for (guint x = 0; x < 20; x++)
                {
                  guint row = y - 3, col = x - 4;

                  g_string_append_c (padded, y >= 3 && row < pento_board_get_height (plain) &&
                                             x >= 4 && col < pento_board_get_width (plain)
                                             ? rows[row][col] : '.');
                }
              g_string_append_c (padded, '\n');
            }
          board = pento_board_new_from_text (padded->str, NULL);
          g_assert (board != NULL);
          pento_rules_init_default (&rules);
          for (guint r = 0; r < 5 * repeat; r++)
            for (guint which = 0; which < 2; which++)
              {
                gint64 t0 = g_get_monotonic_time ();
                g_autoptr(PentoPuzzle) puzzle =
                  pento_puzzle_new (which == 0 ? board : plain, &rules, NULL);
                PentoSearchOptions options = { .mode = PENTO_SEARCH_COUNT };
                PentoProgress result;

                pento_puzzle_search (puzzle, &options, &result, NULL);
                best[which] = MIN (best[which], (g_get_monotonic_time () - t0) / 1e6);
                nodes[which] = result.nodes;
              }
          printf ("%-10s %12" G_GUINT64_FORMAT " %12" G_GUINT64_FORMAT " %10.4f %10.4f %7.2f%s\n",
                  boards[i], nodes[0], nodes[1], best[0], best[1], best[0] / best[1],
                  best[0] / best[1] > 1.25 ? "  OVER" : "");
        }
    }
  if (only == NULL)
    bench_compact (repeat);
  return 0;
}
