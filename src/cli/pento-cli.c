/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli.c: pentomino-cli, the packing engine on the command line for people and scripts:
 * start-up, signals, the messages and JSON every mode shares, and the dispatch to the modes
 * (options in pento-cli-options.c, the searches in pento-cli-search.c, --check and
 * --chirality-table in their own files).
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "pento-cli-private.h"
#include "pento-cli-output.h"
#include "pento-cli-trace.h"
#include "pento-cli-share.h"
#include "pento-cli-challenge.h"

/* Signal handling: the SIGINT/SIGTERM handler sets the flag the engine polls and arms an
 * alarm; if the main thread has not ended the process a second later (blocked writing to a
 * full pipe, or in a step that cannot be cancelled), the alarm's handler does. No thread is
 * started for it, which would cost a tenth of the start-up. */
PentoCancel cli_cancel = PENTO_CANCEL_INIT;
static int received_signal;   /* atomic */
static int exiting;           /* atomic: who reports the interruption */
static char *interrupted_line; /* the report, ready for write(2) in a signal handler */
static gsize interrupted_len;

void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->board, pento_board_unref);
  g_clear_pointer (&run->position, pento_position_unref);
  g_clear_pointer (&run->box_name, g_free);
}

void
cli_print_message (const char *message)
{
  g_printerr ("%s: %s\n", PROGRAM_NAME, message);
}

int
cli_usage_error (const char *format,
                 ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  cli_print_message (message);
  g_printerr (_("Try “%s --help” for more information.\n"), PROGRAM_NAME);

  return CLI_EXIT_USAGE;
}

int
cli_fail (int         status,
          const char *format,
          ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  cli_print_message (message);

  return status;
}

/* The message cli_print_message() would give, from the line setup_signals() prepared: the alarm's
 * handler may only write(2). */
static void
report_interrupted (void)
{
  ssize_t written = write (STDERR_FILENO, interrupted_line, interrupted_len);

  (void) written; /* if stderr is gone, the exit status still tells */
}

void
cli_exit_interrupted (void)
{
  int sig = g_atomic_int_get (&received_signal);
  int status = sig != 0 ? 128 + sig : CLI_EXIT_INTERRUPTED;

  /* Only one of the main thread and the alarm reports; the other waits for the end. */
  if (!g_atomic_int_compare_and_exchange (&exiting, 0, 1))
    for (;;)
      pause ();

  /* _exit: stdout may hold half a packing; nothing more of it should appear. */
  report_interrupted ();
  _exit (status);
}

/* Async-signal-safe: atomics, alarm(), write() and _exit() only. */
static void
on_signal (int sig)
{
  if (g_atomic_int_compare_and_exchange (&received_signal, 0, sig))
    {
      pento_cancel_cancel (&cli_cancel);
      alarm (1);
    }
}

static void
on_alarm (int sig)
{
  int status = 128 + g_atomic_int_get (&received_signal);

  if (!g_atomic_int_compare_and_exchange (&exiting, 0, 1))
    return; /* the main thread is reporting */
  report_interrupted ();
  _exit (status);
}

static void
setup_signals (void)
{
  struct sigaction action = { 0 };
  g_autofree char *line = g_strdup_printf ("%s: %s\n", PROGRAM_NAME,
                                           _("Interrupted; the output is incomplete"));

  /* as cli_print_message() would write it, converted to the locale's encoding */
  interrupted_line = g_locale_from_utf8 (line, -1, NULL, &interrupted_len, NULL);
  if (interrupted_line == NULL)
    {
      interrupted_line = g_steal_pointer (&line);
      interrupted_len = strlen (interrupted_line);
    }

  /* A closed pipe must show up as a write error (EPIPE), not kill the process silently. */
  signal (SIGPIPE, SIG_IGN);

  /* SA_RESTART: a write the signal interrupts goes on rather than failing with EINTR */
  sigemptyset (&action.sa_mask);
  action.sa_flags = SA_RESTART;
  action.sa_handler = on_signal;
  sigaction (SIGINT, &action, NULL);
  sigaction (SIGTERM, &action, NULL);
  action.sa_handler = on_alarm;
  sigaction (SIGALRM, &action, NULL);
}

/* Turns a failed engine call into the exit status; the search was cancelled only by a
 * signal. */
int
cli_engine_failed (const GError *error)
{
  if (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED) ||
      pento_cancel_is_cancelled (&cli_cancel))
    cli_exit_interrupted ();

  if (pento_cli_out_failed ())
    return CLI_EXIT_OUTPUT; /* reported by the caller's finish () */

  return cli_fail (CLI_EXIT_OUTPUT, "%s", error->message);
}

char *
cli_format_u64 (guint64 value)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT, value);
}

/* A box's name ("3x4x5") or the board's. */
const char *
cli_run_board_name (const CliRun *run)
{
  return run->is_box ? run->box_name : pento_board_get_name (run->board);
}

char *
cli_describe_rules (const CliRun *run)
{
  if (run->is_box)
    return g_strdup (_("pieces turned every way in space"));
  return pento_rules_describe (&run->rules, PENTO_RULES_DESCRIBE_PERSON);
}

PentoPuzzle *
cli_new_puzzle (CliRun  *run,
                GError **error)
{
  if (run->is_box)
    return pento_puzzle_new_for_box (&run->box, &run->rules, error);
  return pento_puzzle_new_for_position (run->position, &run->rules, error);
}

char *
cli_describe_packings (guint64 n)
{
  g_autofree char *n_s = cli_format_u64 (n);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s packing", "%s packings",
                                       (gulong) MIN (n, G_MAXULONG)),
                          n_s);
}

double
cli_elapsed (const CliRun *run)
{
  return (g_get_monotonic_time () - run->start_time) / (double) G_USEC_PER_SEC;
}

/* The puzzle spec as the first JSON members, shared by every mode. */
void
cli_json_spec (const CliRun *run)
{
  pento_cli_out_puts ("\"board\": ");
  pento_cli_out_json_string (cli_run_board_name (run));
  if (run->is_box)
    pento_cli_out_printf (", \"width\": %u, \"height\": %u, \"depth\": %u, \"cells\": %u",
                          run->box.width, run->box.height, run->box.depth,
                          (guint) PENTO_BOX_CELLS);
  else
    pento_cli_out_printf (", \"width\": %u, \"height\": %u, \"cells\": %u",
                          pento_board_get_width (run->board),
                          pento_board_get_height (run->board),
                          pento_board_get_n_cells (run->board));
  if (run->position != NULL && pento_position_get_placed (run->position) != 0)
    {
      char placed[PENTO_N_SET_PIECES + 1] = { 0 };
      guint n = 0;

      for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
        if (pento_position_get_placed (run->position) & (1u << p))
          placed[n++] = pento_piece_to_letter (p);
      pento_cli_out_puts (", \"placed\": ");
      pento_cli_out_json_string (placed);
    }
  if (run->mode == MODE_CHIRALITY)
    return;

  if (run->rules.pieces != PENTO_PIECE_SET_DEFAULT)
    {
      g_autofree char *set = pento_piece_set_to_string (run->rules.pieces);

      pento_cli_out_puts (", \"pieces\": ");
      pento_cli_out_json_string (set);
    }
  if (run->n_parts > 0)
    pento_cli_out_printf (", \"part\": %u, \"parts\": %u", run->part + 1, run->n_parts);
  pento_cli_out_printf (", \"flip\": %s, \"mirror\": ",
                        pento_rules_may_flip (&run->rules) ? "true" : "false");
  if (pento_rules_may_flip (&run->rules) || pento_piece_set_is_one_sided (run->rules.pieces))
    {
      pento_cli_out_puts ("null");
    }
  else
    {
      char letters[8];

      pento_mirror_set_format (run->rules.mirror, letters);
      pento_cli_out_json_string (letters);
    }
  if (run->mode == MODE_CHECK)
    return;

  pento_cli_out_printf (", \"shuffle\": %s", run->rules.shuffle ? "true" : "false");
  if (run->have_seed)
    pento_cli_out_printf (", \"seed\": %" G_GUINT64_FORMAT, run->seed);
}

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
    status = pento_cli_challenge_rate (run->position, &run->rules, opt.json, &cli_cancel, &error);
  else
    status = pento_cli_challenge_print (&run->challenge, opt.json, &cli_cancel, &error);
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

  setup_signals ();
  pento_cli_out_init ();

  context = cli_build_context ();
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return cli_usage_error ("%s", error->message);

  if (opt.help)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      pento_cli_out_puts (help);
      return finish (CLI_EXIT_OK);
    }

  if (opt.version)
    {
      pento_cli_out_printf ("%s %s\n", PROGRAM_NAME, PACKAGE_VERSION);
      return finish (CLI_EXIT_OK);
    }

  status = cli_resolve_options (&run);
  if (status != CLI_EXIT_OK)
    return finish (status);

  switch (run.mode)
    {
    case MODE_COUNT:
      status = cli_run_count (&run);
      break;
    case MODE_ALL:
    case MODE_UNIQUE:
      status = opt.sheet != NULL ? cli_run_sheet (&run) : cli_run_enumerate (&run);
      break;
    case MODE_DIMACS:
      status = pento_cli_dimacs_write (run.position, run.is_box ? &run.box : NULL, &run.rules,
                                       opt.unique);
      break;
    case MODE_DECODE:
      status = pento_cli_dimacs_decode (opt.decode_model, run.position,
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
    case MODE_TRACE:
      status = run_trace (&run);
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
