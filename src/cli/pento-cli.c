/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli.c: pentomino-cli, the packing engine on the command line for people and scripts:
 * start-up and the dispatch to the modes (options in pento-cli-options.c, signals in
 * pento-cli-signals.c, what the modes share in pento-cli-run.c, the searches in
 * pento-cli-search.c, --check, --chirality-table and Golomb's game in their own files).
 */
#include <locale.h>

#include <glib/gi18n.h>

#include "pento-cli-private.h"
#include "pento-cli-output.h"
#include "pento-cli-trace.h"
#include "pento-cli-share.h"
#include "pento-cli-challenge.h"

/* --trace: the work is in pento-cli-trace.c */
static int
run_trace (CliRun *run)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  guint64 packings = 0;

  puzzle = pento_puzzle_new_for_position (run->position, &run->rules, &error);
  if (puzzle == NULL)
    return cli_fail (CLI_EXIT_INPUT, "%s", error->message);
  if (!pento_cli_trace (puzzle, run->limit, &cli_cancel, &packings, &error))
    return g_error_matches (error, PENTO_ERROR, PENTO_ERROR_BOARD) ?
           cli_fail (CLI_EXIT_INPUT, "%s", error->message) : cli_engine_failed (error);
  if (pento_cli_out_failed ())
    return CLI_EXIT_OUTPUT;
  if (packings == 0)
    {
      cli_report_none (run);
      return CLI_EXIT_NOT_FOUND;
    }
  return CLI_EXIT_OK;
}

/* --generate, --code, --rate: the work is in pento-cli-challenge.c */
static int
run_challenge (CliRun *run)
{
  g_autoptr(GError) error = NULL;
  int status;

  if (run->mode == MODE_RATE)
    status = pento_cli_challenge_rate (run->position, &run->rules, run->json, &cli_cancel,
                                       &error);
  else
    status = pento_cli_challenge_print (&run->challenge, run->json, &cli_cancel, &error);
  if (error == NULL)
    return status;
  if (status == CLI_EXIT_USAGE)
    return cli_usage_error ("%s", error->message);
  if (status == CLI_EXIT_OUTPUT)
    return cli_engine_failed (error);
  return cli_fail (status, "%s", error->message);
}

static int
finish (int status)
{
  g_autoptr(GError) error = NULL;

  if (!pento_cli_out_finish (&error))
    {
      cli_print_message (error->message);
      return CLI_EXIT_OUTPUT;
    }

  return status;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  int status;

  /* Only the categories the CLI uses (messages, their character set, the decimal point):
   * without a locale archive, as on the build machine, each category is a file to open and map,
   * a sizeable part of a short run. */
  setlocale (LC_CTYPE, "");
  setlocale (LC_MESSAGES, "");
  setlocale (LC_NUMERIC, "");
  /* PENTOMINO_LOCALEDIR points an uninstalled build at its own catalogues (the data tests). */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("PENTOMINO_LOCALEDIR") != NULL ?
                                   g_getenv ("PENTOMINO_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname (PROGRAM_NAME);

  cli_setup_signals ();
  pento_cli_out_init ();

  context = cli_build_context ();
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return cli_usage_error ("%s", error->message);

  status = cli_resolve_options (&run);
  if (status != CLI_EXIT_OK)
    return finish (status);
  pento_pages_set_limit (run.memory_limit);

  switch (run.mode)
    {
    case MODE_HELP:
      {
        g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

        pento_cli_out_puts (help);
        status = CLI_EXIT_OK;
      }
      break;
    case MODE_VERSION:
      pento_cli_out_printf ("%s %s\n", PROGRAM_NAME, PACKAGE_VERSION);
      status = CLI_EXIT_OK;
      break;
    case MODE_COUNT:
      status = cli_run_count (&run);
      break;
    case MODE_ALL:
    case MODE_UNIQUE:
      status = run.sheet != NULL ? cli_run_sheet (&run) : cli_run_enumerate (&run);
      break;
    case MODE_DIMACS:
      status = pento_cli_dimacs_write (run.position, run.is_box ? &run.box : NULL, &run.rules,
                                       run.unique);
      break;
    case MODE_DECODE:
      status = pento_cli_dimacs_decode (run.input, run.position,
                                        run.is_box ? &run.box : NULL, &run.rules);
      break;
    case MODE_FIRST:
    case MODE_RANDOM:
    case MODE_NTH:
      status = cli_run_single (&run);
      break;
    case MODE_CHIRALITY:
      status = cli_run_chirality (&run);
      break;
    case MODE_CHECK:
      status = cli_run_check (&run);
      break;
    case MODE_SCORES:
      status = cli_run_scores (&run);
      break;
    case MODE_TRACE:
      status = run_trace (&run);
      break;
    case MODE_GOLOMB:
    case MODE_GOLOMB_MOVES:
      status = cli_run_golomb (&run);
      break;
    case MODE_GENERATE:
    case MODE_CODE:
    case MODE_RATE:
      status = run_challenge (&run);
      break;
    default:
      g_assert_not_reached ();
    }

  return finish (status);
}
