/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-watch.c: what watching the search at full speed costs it — the traced search in its
 * sampled mode, publishing a snapshot whenever a 60 Hz "frame clock" thread asks, against the
 * plain one-thread search that Solve All runs, both keeping every packing under a mutex the
 * way the window's workers do.
 */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pento-core.h"

static guint repeat = 10;

/* What the window's workers share with the main thread: found packings and, for Watch, the
 * latest snapshot of the board with a sequence number. */
typedef struct {
  GMutex         mutex;
  GByteArray    *cells;
  GByteArray    *representative;
  PentoSolution *snapshot;
  guint64        sequence;
  PentoTraceFigures figures;
  gsize          cell_size;
} Shared;

static gboolean
solve_all_cb (const PentoSolution *solution,
              gboolean             representative,
              gpointer             user_data)
{
  Shared *s = user_data;
  guint8 flag = representative ? 1 : 0;

  g_mutex_lock (&s->mutex);
  g_byte_array_append (s->cells, (const guint8 *) solution->cells, s->cell_size);
  g_byte_array_append (s->representative, &flag, 1);
  g_mutex_unlock (&s->mutex);
  return TRUE;
}

static gboolean
watch_cb (PentoTrace            *trace,
          const PentoTraceEvent *event,
          gpointer               user_data)
{
  Shared *s = user_data;
  PentoTraceFigures figures;

  /* a frame asked: what the window shows with each snapshot */
  if (event->sample)
    pento_trace_get_figures (trace, &figures);
  g_mutex_lock (&s->mutex);
  if (event->kind == PENTO_TRACE_PACKING)
    for (guint k = 0; k < event->n_images; k++)
      {
        guint8 flag = k == 0 && event->representative;

        g_byte_array_append (s->cells, (const guint8 *) event->images[k]->cells, s->cell_size);
        g_byte_array_append (s->representative, &flag, 1);
      }
  if (event->sample)
    {
      s->figures = figures;
      pento_trace_get_board (trace, s->snapshot);
      s->sequence++;
    }
  g_mutex_unlock (&s->mutex);
  return TRUE;
}

typedef struct {
  PentoTrace *trace;
  gint        done;
  guint       pokes;
} Clock;

static gpointer
clock_thread (gpointer data)
{
  Clock *clock = data;

  while (!g_atomic_int_get (&clock->done))
    {
      PentoTrace *trace = g_atomic_pointer_get (&clock->trace);

      if (trace)
        pento_trace_poke (trace);
      clock->pokes++;
      g_usleep (G_USEC_PER_SEC / 60);
    }
  return NULL;
}

static void
shared_reset (Shared     *s,
              PentoBoard *board)
{
  g_clear_pointer (&s->cells, g_byte_array_unref);
  g_clear_pointer (&s->representative, g_byte_array_unref);
  g_clear_pointer (&s->snapshot, pento_solution_free);
  s->cells = g_byte_array_new ();
  s->representative = g_byte_array_new ();
  s->cell_size = pento_board_get_width (board) * pento_board_get_height (board);
  s->snapshot = pento_solution_new (pento_board_get_width (board),
                                    pento_board_get_height (board));
  s->sequence = 0;
}

static void
run_board (const char *name)
{
  g_autoptr(PentoBoard) board = pento_board_new_preset (name, NULL);
  PentoRules rules;
  Shared s = { 0 };
  double best_all = G_MAXDOUBLE, best_watch = G_MAXDOUBLE;
  guint64 n_all = 0, n_watch = 0, steps = 0, samples = 0;

  pento_rules_init_default (&rules);
  g_mutex_init (&s.mutex);
  /* alternate the two, so that both see the machine's slow and fast moments */
  for (guint r = 0; r < repeat; r++)
    {
      {
        gint64 t0 = g_get_monotonic_time ();
        g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new (board, &rules, NULL);
        PentoSearchOptions options = {
          .mode = PENTO_SEARCH_ALL,
          .n_threads = 1,
          .solution_func = solve_all_cb,
          .user_data = &s,
        };

        shared_reset (&s, board);
        pento_puzzle_search (puzzle, &options, NULL, NULL);
        best_all = MIN (best_all, (g_get_monotonic_time () - t0) / 1e6);
        n_all = s.representative->len;
      }
      {
        gint64 t0;
        g_autoptr(PentoPuzzle) puzzle = NULL;
        g_autoptr(PentoTrace) trace = NULL;
        PentoTraceOptions options = { .sampled = TRUE, .func = watch_cb, .user_data = &s };
        Clock clock = { 0 };
        GThread *thread;
        PentoTraceFigures f;

        shared_reset (&s, board);
        /* the window's frame clock is there already: start the thread outside the timing */
        thread = g_thread_new ("frame-clock", clock_thread, &clock);
        t0 = g_get_monotonic_time ();
        puzzle = pento_puzzle_new (board, &rules, NULL);
        trace = pento_trace_new (puzzle);
        g_atomic_pointer_set (&clock.trace, trace);
        pento_trace_run (trace, &options, NULL);
        best_watch = MIN (best_watch, (g_get_monotonic_time () - t0) / 1e6);
        g_atomic_int_set (&clock.done, 1);
        g_thread_join (thread);
        pento_trace_get_figures (trace, &f);
        n_watch = s.representative->len;
        steps = f.steps;
        samples = s.sequence;
      }
    }
  if (n_all != n_watch)
    g_error ("%s: Watch listed %" G_GUINT64_FORMAT " packings, Solve All %" G_GUINT64_FORMAT,
             name, n_watch, n_all);
  printf ("%-14s %8" G_GUINT64_FORMAT " %10" G_GUINT64_FORMAT " %10.4f %10.4f %7.3f %8"
          G_GUINT64_FORMAT "\n", name, n_all, steps, best_all, best_watch,
          best_watch / best_all, samples);
  shared_reset (&s, board);
  g_clear_pointer (&s.cells, g_byte_array_unref);
  g_clear_pointer (&s.representative, g_byte_array_unref);
  g_clear_pointer (&s.snapshot, pento_solution_free);
  g_mutex_clear (&s.mutex);
}

int
main (int   argc,
      char *argv[])
{
  const char *boards[] = { "10x6", "12x5", "15x4", "20x3", "8x8-hole", "8x8-tetromino" };

  setlocale (LC_ALL, "");
  if (argc > 1)
    repeat = MAX (1, atoi (argv[1]));
  printf ("# best of %u runs, seconds, one thread, puzzle set-up included; watch: the traced\n"
          "# search sampled by a 60 Hz clock (the last column: snapshots published)\n", repeat);
  printf ("%-14s %8s %10s %10s %10s %7s %8s\n", "board", "listed", "steps", "solve-all",
          "watch", "ratio", "samples");
  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    if (argc <= 2 || g_strcmp0 (argv[2], boards[i]) == 0)
      run_board (boards[i]);
  return 0;
}
