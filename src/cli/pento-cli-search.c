/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-search.c: pentomino-cli's searches — --count, --all and --unique (to stdout or a
 * contact sheet), --first, --random and --nth (with --image), and --progress.
 */
#include <string.h>

#include <glib/gi18n.h>

#include "pento-cli-private.h"
#include "pento-cli-output.h"
#include "pento-cli-share.h"
#ifdef HAVE_RENDER
#include "pento-cli-image.h"
#endif

static void
on_progress (const PentoProgress *progress,
             gpointer             user_data)
{
  static GMutex lock;
  static gint64 last_report;
  G_GNUC_UNUSED g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&lock);
  gint64 now = g_get_monotonic_time ();
  g_autofree char *nodes = NULL;
  g_autofree char *packings = NULL;
  g_autofree char *unique = NULL;

  /* At most two lines a second, however often the engine reports. */
  if (last_report != 0 && now - last_report < G_USEC_PER_SEC / 2)
    return;
  last_report = now;

  nodes = cli_format_u64 (progress->nodes);
  packings = cli_describe_packings (progress->total);
  unique = cli_format_u64 (progress->unique);
  g_printerr (_("%.1f s: %s nodes, %s, %s unique, %.1f%% explored\n"),
              progress->elapsed, nodes, packings, unique, 100.0 * progress->fraction);
}

static void
setup_search (CliRun             *run,
              PentoSearchOptions *options,
              PentoSearchMode     mode)
{
  memset (options, 0, sizeof *options);
  options->mode = mode;
  options->n_threads = run->engine_threads;
  options->part = run->part;
  options->n_parts = run->n_parts;
  /* One past the limit: only finding a packing beyond it tells that the list is partial
   * (on_solution stops the search there without printing it). */
  options->limit = run->limit > 0 && run->limit < G_MAXUINT64 ? run->limit + 1 : run->limit;
  options->cancel = &cli_cancel;
  options->user_data = run;
  if (run->progress)
    {
      options->progress_func = on_progress;
      options->progress_interval = 0.5;
    }
}

int
cli_run_count (CliRun *run)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  PentoSearchOptions options;
  PentoProgress result = { 0 };
  double seconds;

  puzzle = cli_new_puzzle (run, &error);
  if (puzzle == NULL)
    return cli_fail (CLI_EXIT_INPUT, "%s", error->message);

  setup_search (run, &options, PENTO_SEARCH_COUNT);
  options.limit = 0;
  run->start_time = g_get_monotonic_time ();
  if (!pento_puzzle_search (puzzle, &options, &result, &error))
    return cli_engine_failed (error);
  seconds = cli_elapsed (run);

  if (run->json)
    {
      pento_cli_out_puts ("{ ");
      cli_json_spec (run);
      pento_cli_out_printf (", \"threads\": %u, \"total\": %" G_GUINT64_FORMAT
                            ", \"unique\": %" G_GUINT64_FORMAT ", \"nodes\": %" G_GUINT64_FORMAT
                            ", \"memory_peak_bytes\": %" G_GSIZE_FORMAT
                            ", \"memory_limit_bytes\": %" G_GSIZE_FORMAT ", \"seconds\": ",
                            run->threads, result.total, result.unique, result.nodes,
                            pento_pages_get_peak (), pento_pages_get_limit ());
      pento_cli_out_json_double (seconds);
      pento_cli_out_puts (" }\n");
    }
  else
    {
      g_autofree char *rules = cli_describe_rules (run);
      g_autofree char *packings = cli_describe_packings (result.total);
      g_autofree char *unique = cli_format_u64 (result.unique);
      g_autofree char *name = pento_error_escape_hidden (cli_run_board_name (run));

      /* TRANSLATORS: e.g. "10x6, flipping allowed: 9356 packings, 2339 unique (0.012 s)" */
      pento_cli_out_printf (_("%s, %s: %s, %s unique (%.3f s)\n"), name, rules, packings,
                            unique, seconds);
    }

  return CLI_EXIT_OK;
}

static void
out_solution (CliRun              *run,
              const PentoSolution *solution)
{
  if (run->json && run->is_box)
    {
      /* a box packing: its layers, each an array of rows */
      pento_cli_out_puts (run->printed == 0 ? "\n    [" : ",\n    [");
      for (guint z = 0; z < run->box.depth; z++)
        {
          pento_cli_out_puts (z == 0 ? " [" : ", [");
          for (guint y = 0; y < run->box.height; y++)
            {
              char row[PENTO_BOX_CELLS + 1];

              for (guint x = 0; x < run->box.width; x++)
                row[x] = pento_box_solution_get (solution, &run->box, x, y, z);
              row[run->box.width] = '\0';
              pento_cli_out_puts (y == 0 ? "" : ", ");
              pento_cli_out_json_string (row);
            }
          pento_cli_out_puts ("]");
        }
      pento_cli_out_puts (" ]");
    }
  else if (run->json)
    {
      pento_cli_out_puts (run->printed == 0 ? "\n    " : ",\n    ");
      pento_cli_out_json_rows (solution);
    }
  else if (run->is_box)
    {
      g_autofree char *text = pento_box_solution_to_text (solution, &run->box);

      if (run->printed > 0)
        pento_cli_out_write ("\n", 1);
      pento_cli_out_puts (text);
    }
  else
    {
      /* A blank line between packings, as the text form wants. */
      if (run->printed > 0)
        pento_cli_out_write ("\n", 1);
      pento_cli_out_text_rows (solution);
    }
  run->printed++;
}

static gboolean
on_solution (const PentoSolution *solution,
             gboolean             representative,
             gpointer             user_data)
{
  CliRun *run = user_data;

  if (run->mode == MODE_UNIQUE && !representative)
    return TRUE;

  if (run->limit > 0 && run->printed >= run->limit)
    {
      run->beyond_limit = TRUE;
      return FALSE;
    }

  out_solution (run, solution);
  if (representative)
    run->printed_unique++;

  /* Stop searching as soon as nobody can read the answer. */
  return !pento_cli_out_failed ();
}

void
cli_report_none (const CliRun *run)
{
  g_autofree char *rules = cli_describe_rules (run);
  g_autofree char *message = NULL;

  if (run->mode == MODE_NTH)
    {
      g_autofree char *k = cli_format_u64 (run->nth);

      message = g_strdup_printf (_("%s, %s: there are fewer than %s packings"),
                                 cli_run_board_name (run), rules, k);
    }
  else
    {
      message = g_strdup_printf (_("%s, %s: no packing exists"),
                                 cli_run_board_name (run), rules);
    }

  cli_print_message (message);
}

int
cli_run_enumerate (CliRun *run)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  PentoSearchOptions options;
  PentoProgress result = { 0 };
  gboolean complete;

  puzzle = cli_new_puzzle (run, &error);
  if (puzzle == NULL)
    return cli_fail (CLI_EXIT_INPUT, "%s", error->message);

  if (run->json)
    {
      pento_cli_out_puts ("{ ");
      cli_json_spec (run);
      pento_cli_out_printf (", \"threads\": %u", run->threads);
      if (run->limit > 0)
        pento_cli_out_printf (", \"limit\": %" G_GUINT64_FORMAT, run->limit);
      pento_cli_out_puts (", \"solutions\": [");
    }

  setup_search (run, &options,
                run->mode == MODE_UNIQUE ? PENTO_SEARCH_UNIQUE : PENTO_SEARCH_ALL);
  options.solution_func = on_solution;
  run->start_time = g_get_monotonic_time ();
  if (!pento_puzzle_search (puzzle, &options, &result, &error))
    return cli_engine_failed (error);
  if (pento_cli_out_failed ())
    return CLI_EXIT_OUTPUT;

  /* Complete when the search ended by itself, whatever the limit: 20x3 --limit 8 lists all
   * 8. The search looks one packing past the limit to know. */
  complete = !run->beyond_limit;

  if (run->json)
    {
      pento_cli_out_printf ("%s], \"count\": %" G_GUINT64_FORMAT ", \"unique\": %"
                            G_GUINT64_FORMAT ", \"complete\": %s, \"seconds\": ",
                            run->printed > 0 ? "\n  " : "", run->printed,
                            run->printed_unique, complete ? "true" : "false");
      pento_cli_out_json_double (cli_elapsed (run));
      pento_cli_out_puts (" }\n");
    }

  if (run->printed == 0)
    {
      if (!run->json)
        cli_report_none (run);
      return CLI_EXIT_NOT_FOUND;
    }

  return CLI_EXIT_OK;
}

/* --sheet: the packings go to a contact sheet instead of stdout. */
int
cli_run_sheet (CliRun *run)
{
#ifdef HAVE_RENDER
  g_autoptr(GError) error = NULL;
  PentoCliStatus status;

  status = pento_cli_sheet_write (run->sheet, run->position, run->is_box ? &run->box : NULL,
                                  &run->rules,
                                  run->mode == MODE_UNIQUE, run->limit, run->engine_threads,
                                  &cli_cancel, &error);
  if (error != NULL && (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED) ||
                        pento_cancel_is_cancelled (&cli_cancel)))
    cli_exit_interrupted ();
  if (status == PENTO_CLI_STATUS_NOT_FOUND)
    cli_report_none (run);
  else if (error != NULL)
    cli_print_message (error->message);
  return status;
#else
  g_assert_not_reached ();
#endif
}

/* Draws the packing with the GUI's renderer; the file is written whole or not at all. */
static gboolean
write_image (const CliRun        *run,
             const PentoSolution *solution)
{
#ifdef HAVE_RENDER
  g_autoptr(GError) error = NULL;
  PentoCliImageWriteFunc write_func = pento_cli_image_load (&error);

  if (write_func == NULL ||
      !write_func (run->board, run->is_box ? &run->box : NULL, solution, run->image, &error))
    {
      cli_print_message (error->message);
      return FALSE;
    }
  return TRUE;
#else
  g_assert_not_reached ();
#endif
}

int
cli_run_single (CliRun *run)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(PentoSolution) solution = NULL;
  g_autoptr(GError) error = NULL;

  puzzle = cli_new_puzzle (run, &error);
  if (puzzle == NULL)
    return cli_fail (CLI_EXIT_INPUT, "%s", error->message);

  run->start_time = g_get_monotonic_time ();
  switch (run->mode)
    {
    case MODE_FIRST:
      solution = pento_puzzle_first (puzzle, &cli_cancel, &error);
      break;
    case MODE_RANDOM:
      solution = pento_puzzle_random (puzzle, run->seed, &cli_cancel, &error);
      break;
    case MODE_NTH:
      solution = pento_puzzle_nth (puzzle, run->nth - 1, run->unique, &cli_cancel, &error);
      break;
    default:
      g_assert_not_reached ();
    }

  if (error != NULL)
    return cli_engine_failed (error);

  if (solution != NULL && run->image != NULL && !write_image (run, solution))
    return CLI_EXIT_OUTPUT;

  if (run->json)
    {
      pento_cli_out_puts ("{ ");
      cli_json_spec (run);
      if (run->mode == MODE_NTH)
        pento_cli_out_printf (", \"index\": %" G_GUINT64_FORMAT ", \"order\": \"%s\"",
                              run->nth, run->unique ? "unique" : "all");
      pento_cli_out_puts (", \"solutions\": [");
      if (solution != NULL)
        out_solution (run, solution);
      pento_cli_out_printf ("%s], \"seconds\": ", solution != NULL ? "\n  " : "");
      pento_cli_out_json_double (cli_elapsed (run));
      pento_cli_out_puts (" }\n");
    }
  else if (solution != NULL)
    {
      out_solution (run, solution);
    }

  if (solution == NULL)
    {
      if (!run->json)
        cli_report_none (run);
      return CLI_EXIT_NOT_FOUND;
    }

  return CLI_EXIT_OK;
}
