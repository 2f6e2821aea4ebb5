/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli.c: pentomino-cli, the packing engine on the command line for people and scripts.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include <glib/gi18n.h>

#include "pento-core.h"
#include "pento-cli-output.h"
#include "pento-cli-pieces.h"
#include "pento-cli-trace.h"
#include "pento-cli-share.h"
#include "pento-cli-challenge.h"
#ifdef HAVE_RENDER
#include "pento-cli-image.h"
#endif

/* Documented in --help and README; scripts rely on them. */
enum {
  CLI_EXIT_OK          = 0,   /* success */
  CLI_EXIT_NOT_FOUND   = 1,   /* no packing found, --check found a problem, a NUL byte */
  CLI_EXIT_USAGE       = 2,   /* bad flag, bad value, conflicting options */
  CLI_EXIT_INPUT       = 3,   /* bad board, unreadable file */
  CLI_EXIT_OUTPUT      = 4,   /* the output could not be written; engine failure */
  CLI_EXIT_INTERRUPTED = 130, /* SIGINT (SIGTERM gives 143) */
};

#define PROGRAM_NAME "pentomino-cli"
#define MAX_THREADS  1024

typedef enum {
  MODE_COUNT,
  MODE_ALL,
  MODE_UNIQUE,
  MODE_FIRST,
  MODE_RANDOM,
  MODE_NTH,
  MODE_CHIRALITY,
  MODE_CHECK,
  MODE_TRACE,
  MODE_DIMACS,
  MODE_DECODE,
  MODE_GENERATE,
  MODE_CODE,
  MODE_RATE,
} CliMode;

/* Command-line values, filled by GOptionContext. */
static char *opt_board;
static gboolean opt_no_flip;
static char *opt_mirror;
static char *opt_pieces;
static char *opt_part;
static gboolean opt_shuffle;
static char *opt_seed;
static gboolean opt_count;
static gboolean opt_all;
static gboolean opt_unique;
static gboolean opt_first;
static gboolean opt_trace;
static gboolean opt_random;
static char *opt_nth;
static gboolean opt_chirality;
static char *opt_check;
static gboolean opt_dimacs;
static char *opt_decode_model;
static char *opt_sheet;
static char *opt_image;
static char *opt_limit;
static char *opt_threads;
static gboolean opt_json;
static gboolean opt_csv;
static gboolean opt_progress;
static gboolean opt_version;
static gboolean opt_help;
static gboolean opt_generate;
static char *opt_level;
static char *opt_kind;
static char *opt_daily;
static char *opt_code;
static char *opt_rate;
static char **opt_rest;

static const GOptionEntry entries[] = {
  { "board", 'b', 0, G_OPTION_ARG_FILENAME, &opt_board,
    N_("The board: 10x6 (default), 12x5, 15x4, 20x3, their transposes, any WxH of 60 cells, "
       "8x8-hole, 8x8-tetromino, or a mask FILE (which may hold a position; at most 64 KiB)"),
    N_("BOARD") },
  /* (--board AxBxC, a box in space, is told in the description: the option takes either) */
  { "no-flip", 0, 0, G_OPTION_ARG_NONE, &opt_no_flip,
    N_("Pieces may not be turned over"), NULL },
  { "mirror", 'm', 0, G_OPTION_ARG_STRING, &opt_mirror,
    N_("With --no-flip: the chiral pieces used mirrored, e.g. FNY (default) or - for none"),
    N_("LETTERS") },
  { "pieces", 0, 0, G_OPTION_ARG_STRING, &opt_pieces,
    N_("The piece set: letters of FILNPTUVWXYZ (and O for the 2×2 square), each once, or "
       "one-sided for the eighteen one-sided pieces (default: the twelve; --check takes a "
       "set with mirror pieces f l n p y z from the file); with --generate --kind ladder, the "
       "rung's set"), N_("SET") },
  { "part", 0, 0, G_OPTION_ARG_STRING, &opt_part,
    N_("Search only part K of M (from 1): the parts are disjoint and their counts add up to "
       "the whole"), N_("K/M") },
  { "shuffle", 0, 0, G_OPTION_ARG_NONE, &opt_shuffle,
    N_("Try the pieces in an order shuffled by the seed"), NULL },
  { "seed", 0, 0, G_OPTION_ARG_STRING, &opt_seed,
    N_("Seed for --random and --shuffle (default: a new one, which is printed)"), N_("N") },
  { "count", 'c', 0, G_OPTION_ARG_NONE, &opt_count,
    N_("Count the packings, in total and up to symmetry (the default)"), NULL },
  { "all", 'a', 0, G_OPTION_ARG_NONE, &opt_all,
    N_("Print every packing"), NULL },
  { "unique", 'u', 0, G_OPTION_ARG_NONE, &opt_unique,
    N_("Print one packing of each symmetry class"), NULL },
  { "first", 0, 0, G_OPTION_ARG_NONE, &opt_first,
    N_("Print the first packing the search finds"), NULL },
  { "random", 'r', 0, G_OPTION_ARG_NONE, &opt_random,
    N_("Print a packing drawn uniformly from the unique ones"), NULL },
  { "nth", 0, 0, G_OPTION_ARG_STRING, &opt_nth,
    N_("Print packing number K (from 1) in the order of --all, or of --unique with --unique"),
    N_("K") },
  { "trace", 0, 0, G_OPTION_ARG_NONE, &opt_trace,
    N_("Print the search step by step, one JSON line per placement, removal or packing"),
    NULL },
  { "chirality-table", 0, 0, G_OPTION_ARG_NONE, &opt_chirality,
    N_("Count the no-flip packings for all 64 sets of mirrored pieces"), NULL },
  { "check", 0, 0, G_OPTION_ARG_FILENAME, &opt_check,
    N_("Validate the packings in FILE (text form, at most 16 MiB; - reads standard input)"),
    N_("FILE") },
  { "dimacs", 0, 0, G_OPTION_ARG_NONE, &opt_dimacs,
    N_("Write the puzzle as a DIMACS CNF formula for a SAT solver; with --unique, one model "
       "per symmetry class"), NULL },
  { "decode-model", 0, 0, G_OPTION_ARG_FILENAME, &opt_decode_model,
    N_("Print the packings of a SAT solver's answer to the --dimacs formula (at most 256 MiB; "
       "- reads standard input)"), N_("FILE") },
  { "sheet", 0, 0, G_OPTION_ARG_FILENAME, &opt_sheet,
    N_("With --all or --unique: draw every packing into FILE as a contact sheet (.pdf, .svg "
       "or .html)"), N_("FILE") },
  { "image", 'o', 0, G_OPTION_ARG_FILENAME, &opt_image,
    N_("With --first, --random or --nth: also draw the packing into FILE (.png, .svg or .pdf)"),
    N_("FILE") },
  { "limit", 'n', 0, G_OPTION_ARG_STRING, &opt_limit,
    N_("With --all or --unique: stop after N packings"), N_("N") },
  { "threads", 'j', 0, G_OPTION_ARG_STRING, &opt_threads,
    N_("Search with N threads; 0 uses every core (default: 1, and every core for "
       "--chirality-table)"), N_("N") },
  { "generate", 'g', 0, G_OPTION_ARG_NONE, &opt_generate,
    N_("Print a challenge: a board with pieces placed and exactly one way to finish it"),
    NULL },
  { "level", 0, 0, G_OPTION_ARG_STRING, &opt_level,
    N_("With --generate: easy (default), medium, hard or expert"), N_("LEVEL") },
  { "kind", 0, 0, G_OPTION_ARG_STRING, &opt_kind,
    N_("With --generate: finish (default: finish the board) or ladder"), N_("KIND") },
  { "daily", 0, 0, G_OPTION_ARG_STRING, &opt_daily,
    N_("With --generate: the challenge of the day DATE (YYYY-MM-DD or today)"), N_("DATE") },
  { "code", 0, 0, G_OPTION_ARG_STRING, &opt_code,
    N_("Print the challenge a code such as PENTO-10x6-H-3F9A2C stands for"), N_("CODE") },
  { "rate", 0, 0, G_OPTION_ARG_FILENAME, &opt_rate,
    N_("Print the rating of the position in FILE and its level"), N_("FILE") },
  { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json,
    N_("Print the result as one JSON object"), NULL },
  { "csv", 0, 0, G_OPTION_ARG_NONE, &opt_csv,
    N_("With --chirality-table: print comma-separated values"), NULL },
  { "progress", 'p', 0, G_OPTION_ARG_NONE, &opt_progress,
    N_("Report progress on standard error"), NULL },
  { "version", 'V', 0, G_OPTION_ARG_NONE, &opt_version,
    N_("Print the version and exit"), NULL },
  { "help", 'h', 0, G_OPTION_ARG_NONE, &opt_help,
    N_("Show this help and exit"), NULL },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &opt_rest, NULL, NULL },
  { NULL }
};

/* Everything one run needs, resolved from the options. */
typedef struct {
  CliMode      mode;
  PentoBoard  *board;
  PentoPosition *position;  /* the board and the pieces placed on it (--board FILE) */
  PentoRules   rules;
  gboolean     have_seed;   /* a seed is in use (--random or --shuffle) */
  guint64      seed;
  guint64      nth;         /* --nth, from 1 */
  guint64      limit;       /* 0: none */
  guint        threads;     /* effective number, for the report */
  guint        engine_threads;
  PentoPieceSet pieces;     /* --pieces */
  guint        part;        /* --part K/M: K - 1 and M; n_parts 0: the whole search */
  guint        n_parts;
  gint64       start_time;

  /* Streaming output of --all / --unique. */
  guint64      printed;
  guint64      printed_unique;

  /* --board AxBxC: a box in space; board is then its layers side by side */
  gboolean     is_box;
  PentoBox     box;
  char        *box_name;
  gboolean     beyond_limit; /* the search found a packing past --limit */

  PentoChallengeSpec challenge; /* --generate, --code */
} CliRun;

/* Signal handling: the SIGINT/SIGTERM handler sets the flag the engine polls and arms an
 * alarm; if the main thread has not ended the process a second later (blocked writing to a
 * full pipe, or in a step that cannot be cancelled), the alarm's handler does. No thread is
 * started for it, which would cost a tenth of the start-up. */
static PentoCancel cancel = PENTO_CANCEL_INIT;
static int received_signal;   /* atomic */
static int exiting;           /* atomic: who reports the interruption */
static char *interrupted_line; /* the report, ready for write(2) in a signal handler */
static gsize interrupted_len;

static void
clear_run (CliRun *run)
{
  g_clear_pointer (&run->board, pento_board_unref);
  g_clear_pointer (&run->position, pento_position_unref);
  g_clear_pointer (&run->box_name, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, clear_run)

static void
print_message (const char *message)
{
  g_printerr ("%s: %s\n", PROGRAM_NAME, message);
}

static int G_GNUC_PRINTF (1, 2)
usage_error (const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  print_message (message);
  g_printerr (_("Try “%s --help” for more information.\n"), PROGRAM_NAME);

  return CLI_EXIT_USAGE;
}

static int G_GNUC_PRINTF (2, 3)
fail (int         status,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  print_message (message);

  return status;
}

/* The message print_message() would give, from the line setup_signals() prepared: the alarm's
 * handler may only write(2). */
static void
report_interrupted (void)
{
  ssize_t written = write (STDERR_FILENO, interrupted_line, interrupted_len);

  (void) written; /* if stderr is gone, the exit status still tells */
}

static G_GNUC_NORETURN void
exit_interrupted (void)
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
      pento_cancel_cancel (&cancel);
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

  /* as print_message() would write it, converted to the locale's encoding */
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
static int
engine_failed (const GError *error)
{
  if (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED) ||
      pento_cancel_is_cancelled (&cancel))
    exit_interrupted ();

  if (pento_cli_out_failed ())
    return CLI_EXIT_OUTPUT; /* reported by the caller's finish () */

  return fail (CLI_EXIT_OUTPUT, "%s", error->message);
}

static gboolean
parse_unsigned (const char *option,
                const char *text,
                guint64     min,
                guint64     max,
                guint64    *out)
{
  g_autoptr(GError) error = NULL;

  if (text == NULL)
    return TRUE;

  if (!g_ascii_string_to_unsigned (text, 10, min, max, out, &error))
    {
      g_autofree char *min_s = g_strdup_printf ("%" G_GUINT64_FORMAT, min);
      g_autofree char *max_s = g_strdup_printf ("%" G_GUINT64_FORMAT, max);

      usage_error (_("Invalid value “%s” for %s: expected a whole number from %s to %s"),
                   text, option, min_s, max_s);
      return FALSE;
    }

  return TRUE;
}

static char *
format_u64 (guint64 value)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT, value);
}

/* A box's name ("3x4x5") or the board's. */
static const char *
run_board_name (const CliRun *run)
{
  return run->is_box ? run->box_name : pento_board_get_name (run->board);
}

static char *
describe_run_rules (const CliRun *run)
{
  if (run->is_box)
    return g_strdup (_("pieces turned every way in space"));
  return pento_rules_describe (&run->rules, PENTO_RULES_DESCRIBE_PERSON);
}

static PentoPuzzle *
new_puzzle (CliRun  *run,
            GError **error)
{
  if (run->is_box)
    return pento_puzzle_new_for_box (&run->box, &run->rules, error);
  return pento_puzzle_new_for_position (run->position, &run->rules, error);
}

static char *
describe_packings (guint64 n)
{
  g_autofree char *n_s = format_u64 (n);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s packing", "%s packings",
                                       (gulong) MIN (n, G_MAXULONG)),
                          n_s);
}

static double
elapsed (const CliRun *run)
{
  return (g_get_monotonic_time () - run->start_time) / (double) G_USEC_PER_SEC;
}

/* The puzzle spec as the first JSON members, shared by every mode. */
static void
out_json_spec (const CliRun *run)
{
  pento_cli_out_puts ("\"board\": ");
  pento_cli_out_json_string (run_board_name (run));
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

  nodes = format_u64 (progress->nodes);
  packings = describe_packings (progress->total);
  unique = format_u64 (progress->unique);
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
  options->cancel = &cancel;
  options->user_data = run;
  if (opt_progress)
    {
      options->progress_func = on_progress;
      options->progress_interval = 0.5;
    }
}

static int
run_count (CliRun *run)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  PentoSearchOptions options;
  PentoProgress result = { 0 };
  double seconds;

  puzzle = new_puzzle (run, &error);
  if (puzzle == NULL)
    return fail (CLI_EXIT_INPUT, "%s", error->message);

  setup_search (run, &options, PENTO_SEARCH_COUNT);
  options.limit = 0;
  run->start_time = g_get_monotonic_time ();
  if (!pento_puzzle_search (puzzle, &options, &result, &error))
    return engine_failed (error);
  seconds = elapsed (run);

  if (opt_json)
    {
      pento_cli_out_puts ("{ ");
      out_json_spec (run);
      pento_cli_out_printf (", \"threads\": %u, \"total\": %" G_GUINT64_FORMAT
                            ", \"unique\": %" G_GUINT64_FORMAT ", \"nodes\": %" G_GUINT64_FORMAT
                            ", \"seconds\": ",
                            run->threads, result.total, result.unique, result.nodes);
      pento_cli_out_json_double (seconds);
      pento_cli_out_puts (" }\n");
    }
  else
    {
      g_autofree char *rules = describe_run_rules (run);
      g_autofree char *packings = describe_packings (result.total);
      g_autofree char *unique = format_u64 (result.unique);

      /* TRANSLATORS: e.g. "10x6, flipping allowed: 9356 packings, 2339 unique (0.012 s)" */
      pento_cli_out_printf (_("%s, %s: %s, %s unique (%.3f s)\n"),
                            run_board_name (run), rules, packings, unique,
                            seconds);
    }

  return CLI_EXIT_OK;
}

static void
out_solution (CliRun              *run,
              const PentoSolution *solution)
{
  if (opt_json && run->is_box)
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
  else if (opt_json)
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

static void
report_none (const CliRun *run)
{
  g_autofree char *rules = describe_run_rules (run);
  g_autofree char *message = NULL;

  if (run->mode == MODE_NTH)
    {
      g_autofree char *k = format_u64 (run->nth);

      message = g_strdup_printf (_("%s, %s: there are fewer than %s packings"),
                                 run_board_name (run), rules, k);
    }
  else
    {
      message = g_strdup_printf (_("%s, %s: no packing exists"),
                                 run_board_name (run), rules);
    }

  print_message (message);
}

static int
run_enumerate (CliRun *run)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  PentoSearchOptions options;
  PentoProgress result = { 0 };
  gboolean complete;

  puzzle = new_puzzle (run, &error);
  if (puzzle == NULL)
    return fail (CLI_EXIT_INPUT, "%s", error->message);

  if (opt_json)
    {
      pento_cli_out_puts ("{ ");
      out_json_spec (run);
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
    return engine_failed (error);
  if (pento_cli_out_failed ())
    return CLI_EXIT_OUTPUT;

  /* Complete when the search ended by itself, whatever the limit: 20x3 --limit 8 lists all
   * 8. The search looks one packing past the limit to know. */
  complete = !run->beyond_limit;

  if (opt_json)
    {
      pento_cli_out_printf ("%s], \"count\": %" G_GUINT64_FORMAT ", \"unique\": %"
                            G_GUINT64_FORMAT ", \"complete\": %s, \"seconds\": ",
                            run->printed > 0 ? "\n  " : "", run->printed,
                            run->printed_unique, complete ? "true" : "false");
      pento_cli_out_json_double (elapsed (run));
      pento_cli_out_puts (" }\n");
    }

  if (run->printed == 0)
    {
      if (!opt_json)
        report_none (run);
      return CLI_EXIT_NOT_FOUND;
    }

  return CLI_EXIT_OK;
}

/* --sheet: the packings go to a contact sheet instead of stdout. */
static int
run_sheet (CliRun *run)
{
#ifdef HAVE_RENDER
  g_autoptr(GError) error = NULL;
  PentoCliStatus status;

  status = pento_cli_sheet_write (opt_sheet, run->position, run->is_box ? &run->box : NULL,
                                  &run->rules,
                                  run->mode == MODE_UNIQUE, run->limit, run->engine_threads,
                                  &cancel, &error);
  if (error != NULL && (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED) ||
                        pento_cancel_is_cancelled (&cancel)))
    exit_interrupted ();
  if (status == PENTO_CLI_STATUS_NOT_FOUND)
    report_none (run);
  else if (error != NULL)
    print_message (error->message);
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

  if (write_func == NULL || !write_func (run->board, run->is_box ? &run->box : NULL, solution, opt_image,
                                        &error))
    {
      print_message (error->message);
      return FALSE;
    }
  return TRUE;
#else
  g_assert_not_reached ();
#endif
}

static int
run_single (CliRun *run)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(PentoSolution) solution = NULL;
  g_autoptr(GError) error = NULL;

  puzzle = new_puzzle (run, &error);
  if (puzzle == NULL)
    return fail (CLI_EXIT_INPUT, "%s", error->message);

  run->start_time = g_get_monotonic_time ();
  switch (run->mode)
    {
    case MODE_FIRST:
      solution = pento_puzzle_first (puzzle, &cancel, &error);
      break;
    case MODE_RANDOM:
      solution = pento_puzzle_random (puzzle, run->seed, &cancel, &error);
      break;
    case MODE_NTH:
      solution = pento_puzzle_nth (puzzle, run->nth - 1, opt_unique, &cancel, &error);
      break;
    default:
      g_assert_not_reached ();
    }

  if (error != NULL)
    return engine_failed (error);

  if (solution != NULL && opt_image != NULL && !write_image (run, solution))
    return CLI_EXIT_OUTPUT;

  if (opt_json)
    {
      pento_cli_out_puts ("{ ");
      out_json_spec (run);
      if (run->mode == MODE_NTH)
        pento_cli_out_printf (", \"index\": %" G_GUINT64_FORMAT ", \"order\": \"%s\"",
                              run->nth, opt_unique ? "unique" : "all");
      pento_cli_out_puts (", \"solutions\": [");
      if (solution != NULL)
        out_solution (run, solution);
      pento_cli_out_printf ("%s], \"seconds\": ", solution != NULL ? "\n  " : "");
      pento_cli_out_json_double (elapsed (run));
      pento_cli_out_puts (" }\n");
    }
  else if (solution != NULL)
    {
      out_solution (run, solution);
    }

  if (solution == NULL)
    {
      if (!opt_json)
        report_none (run);
      return CLI_EXIT_NOT_FOUND;
    }

  return CLI_EXIT_OK;
}

static void
on_chirality_row (const PentoChiralityRow *row,
                  gpointer                 user_data)
{
  CliRun *run = user_data;
  g_autofree char *packings = describe_packings (row->total);
  g_autofree char *unique = format_u64 (row->unique);
  char letters[8];

  run->printed++;
  pento_mirror_set_format (row->mirror, letters);
  g_printerr (_("%u of %u: mirrored %s: %s, %s unique\n"),
              (guint) run->printed, (guint) PENTO_N_MIRROR_SETS, letters, packings, unique);
}

/* The mirrored sets with the count @total, as "FNY, LPZ". */
static char *
sets_with_total (const PentoChiralityRow *rows,
                 guint64                  total)
{
  GString *s = g_string_new (NULL);

  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    if (rows[m].total == total)
      {
        char letters[8];

        pento_mirror_set_format (rows[m].mirror, letters);
        if (s->len > 0)
          g_string_append (s, ", ");
        g_string_append (s, letters);
      }

  return g_string_free (s, FALSE);
}

static int
run_chirality (CliRun *run)
{
  g_autoptr(GError) error = NULL;
  PentoChiralityRow rows[PENTO_N_MIRROR_SETS];
  double seconds;

  memset (rows, 0, sizeof rows);
  run->start_time = g_get_monotonic_time ();
  if (!pento_chirality_table (run->board, run->engine_threads, &cancel,
                              opt_progress ? on_chirality_row : NULL, run, rows, &error))
    {
      if (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_BOARD))
        return fail (CLI_EXIT_INPUT, "%s", error->message);
      return engine_failed (error);
    }
  seconds = elapsed (run);

  if (opt_json)
    {
      pento_cli_out_puts ("{ ");
      out_json_spec (run);
      pento_cli_out_printf (", \"flip\": false, \"threads\": %u, \"seconds\": ", run->threads);
      pento_cli_out_json_double (seconds);
      pento_cli_out_puts (", \"rows\": [");
    }
  else if (opt_csv)
    {
      pento_cli_out_puts ("mirror,total,unique\n");
    }
  else
    {
      /* TRANSLATORS: column headings of the chirality table; keep them short */
      pento_cli_out_printf ("%-8s %10s %10s\n", _("mirror"), _("total"), _("unique"));
    }

  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    {
      const PentoChiralityRow *row = &rows[m];
      char letters[8];

      pento_mirror_set_format (row->mirror, letters);
      if (opt_json)
        {
          pento_cli_out_puts (m == 0 ? "\n    { \"mirror\": " : ",\n    { \"mirror\": ");
          pento_cli_out_json_string (letters);
          pento_cli_out_printf (", \"total\": %" G_GUINT64_FORMAT ", \"unique\": %"
                                G_GUINT64_FORMAT " }", row->total, row->unique);
        }
      else if (opt_csv)
        {
          pento_cli_out_printf ("%s,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT "\n",
                                letters, row->total, row->unique);
        }
      else
        {
          pento_cli_out_printf ("%-8s %10" G_GUINT64_FORMAT " %10" G_GUINT64_FORMAT "\n",
                                letters, row->total, row->unique);
        }
    }

  if (opt_json)
    {
      pento_cli_out_puts ("\n  ] }\n");
    }
  else if (!opt_csv)
    {
      guint64 most = 0, fewest = G_MAXUINT64;
      g_autofree char *most_sets = NULL;
      g_autofree char *fewest_sets = NULL;
      g_autofree char *most_s = NULL;
      g_autofree char *fewest_s = NULL;

      for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
        {
          most = MAX (most, rows[m].total);
          fewest = MIN (fewest, rows[m].total);
        }
      most_sets = sets_with_total (rows, most);
      fewest_sets = sets_with_total (rows, fewest);
      most_s = describe_packings (most);
      fewest_s = describe_packings (fewest);

      pento_cli_out_printf (_("%s, no flipping: most %s (%s), fewest %s (%s); %.3f s\n"),
                            pento_board_get_name (run->board), most_s, most_sets,
                            fewest_s, fewest_sets, seconds);
    }

  return CLI_EXIT_OK;
}

/* A NUL byte ends a C string: the text after it would go unchecked. Reports its line and
 * column in the parser's form. */
static gboolean
check_no_nul (const char  *text,
              gsize        length,
              GError     **error)
{
  guint line, column;

  if (!pento_text_find_nul (text, length, &line, &column))
    return TRUE;
  g_set_error (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT, _("a NUL byte: packings are text"));
  pento_error_prefix_place (error, NULL, line, column);
  return FALSE;
}

static int
run_check (CliRun *run)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) solutions = NULL;
  g_autoptr(GHashTable) classes = NULL;
  g_autofree char *text = NULL;
  g_autofree char *display = g_filename_display_name (opt_check);
  guint line = 0, column = 0;
  const char *problem;
  gboolean have_line;
  gsize length = 0;

  text = pento_input_read (opt_check, PENTO_INPUT_MAX_PACKINGS, &length, &error);
  if (text == NULL)
    return fail (CLI_EXIT_INPUT, "%s", error->message);

  /* a text form with layers separated by spaces is a box's */
  if (opt_board == NULL && pento_box_infer_from_text (text, &run->box))
    {
      run->is_box = TRUE;
      run->box_name = pento_box_to_string (&run->box);
      run->board = pento_board_new_rectangle (run->box.width * run->box.depth, run->box.height,
                                              NULL);
    }
  /* without --pieces, a file with mirror pieces (f l n p y z) holds one-sided packings */
  if (!run->is_box && run->rules.pieces == PENTO_PIECE_SET_DEFAULT)
    run->rules.pieces = pento_input_infer_pieces (text);
  if (opt_board == NULL && !run->is_box)
    run->board = pento_input_infer_board (text, run->rules.pieces);
  if (run->board == NULL)
    return fail (CLI_EXIT_INPUT, _("Could not make a board for %s"), display);

  if (check_no_nul (text, length, &error))
    solutions = run->is_box ? pento_box_solutions_parse (text, &run->box, &error)
                            : pento_solutions_parse (text, run->board, &run->rules, &error);
  if (solutions != NULL && solutions->len == 0)
    {
      g_set_error (&error, PENTO_ERROR, PENTO_ERROR_PARSE, _("no packings in the file"));
      g_clear_pointer (&solutions, g_ptr_array_unref);
    }

  if (solutions == NULL)
    {
      if (!g_error_matches (error, PENTO_ERROR, PENTO_ERROR_PARSE) &&
          !g_error_matches (error, PENTO_ERROR, PENTO_ERROR_INVALID) &&
          !g_error_matches (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT))
        return fail (CLI_EXIT_INPUT, "%s", error->message);

      have_line = pento_error_split_place (error->message, NULL, &line, &column, &problem);
      if (!have_line)
        problem = error->message;

      if (opt_json)
        {
          pento_cli_out_puts ("{ \"file\": ");
          pento_cli_out_json_string (display);
          pento_cli_out_puts (", ");
          out_json_spec (run);
          pento_cli_out_puts (", \"ok\": false, \"line\": ");
          if (have_line)
            pento_cli_out_printf ("%u", line);
          else
            pento_cli_out_puts ("null");
          pento_cli_out_puts (", \"column\": ");
          if (column > 0)
            pento_cli_out_printf ("%u", column);
          else
            pento_cli_out_puts ("null");
          pento_cli_out_puts (", \"message\": ");
          pento_cli_out_json_string (problem);
          pento_cli_out_puts (" }\n");
        }

      /* Compiler style, so editors can jump to the line. */
      pento_error_prefix_place (&error, opt_check, 0, 0);
      g_printerr ("%s\n", error->message);

      return CLI_EXIT_NOT_FOUND;
    }

  classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < solutions->len; i++)
    {
      g_autoptr(PentoSolution) canonical = run->is_box ?
        pento_box_solution_canonical (g_ptr_array_index (solutions, i), &run->box) :
        pento_solution_canonical (g_ptr_array_index (solutions, i), run->board, &run->rules);

      g_hash_table_add (classes, pento_solution_to_text (canonical));
    }

  if (opt_json)
    {
      pento_cli_out_puts ("{ \"file\": ");
      pento_cli_out_json_string (display);
      pento_cli_out_puts (", ");
      out_json_spec (run);
      pento_cli_out_printf (", \"ok\": true, \"packings\": %u, \"unique\": %u }\n",
                            solutions->len, g_hash_table_size (classes));
    }
  else
    {
      g_autofree char *packings = describe_packings (solutions->len);
      g_autofree char *unique = format_u64 (g_hash_table_size (classes));

      /* TRANSLATORS: e.g. "9356 packings OK, 2339 unique" */
      pento_cli_out_printf (_("%s OK, %s unique\n"), packings, unique);
    }

  return CLI_EXIT_OK;
}

static GOptionContext *
build_context (void)
{
  GOptionContext *context = g_option_context_new (NULL);
  g_autofree char *description = NULL;
  g_autofree char *summary = NULL;

  /* Our own --help, so its output goes through the checked writer like everything else. */
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  summary = g_strconcat (
    _("Packs the twelve pentominoes into a board: counts, lists, picks or checks packings.\n"
      "\n"
      "  pentomino-cli [--board B] [--no-flip [--mirror LETTERS]] [--shuffle] [--seed N]\n"
      "                [--count | --all | --unique | --first | --random | --nth K]\n"
      "                [--limit N] [--threads N] [--json] [--progress] [--image FILE]\n"
      "  pentomino-cli --chirality-table [--board B] [--json | --csv] [--threads N]\n"
      "  pentomino-cli --check FILE [--board B] [--pieces SET] [--no-flip [--mirror LETTERS]]\n"
      "                [--json]\n"
      "  pentomino-cli --board AxBxC [--count | --all | --unique | --first | --random | --nth K]"),
    "\n",
    _("  pentomino-cli --trace [--board B] [--no-flip [--mirror LETTERS]] [--shuffle] [--seed N]\n"
      "                [--limit N]"),
    "\n",
    _("  pentomino-cli --generate [--level LEVEL] [--kind finish|ladder] [--board B]\n"
      "                [--pieces SET] [--seed N] [--daily DATE] [--json]\n"
      "  pentomino-cli --code CODE [--json]\n"
      "  pentomino-cli --rate FILE [--no-flip [--mirror LETTERS]] [--json]"),
    NULL);
  g_option_context_set_summary (context, summary);

  description = g_strconcat (
    _("Packings are printed as rows of piece letters (F I L N P T U V W X Y Z, and O for the "
      "2×2 square), a blank line between packings; --check reads the same form. Without "
      "--board, --check takes the board from the first packing.\n"),
    "\n",
    _("A box AxBxC of 60 cells (3x4x5, 2x5x6, 2x3x10 or their permutations: A wide, B rows, C "
      "layers) is packed with the pieces as flat pentacubes turned every way in space, so "
      "--no-flip and --mirror do not apply. Its packings print one line per row, each layer's "
      "row in turn with a space between layers; the count up to symmetry uses the box's "
      "symmetries in space, reflections included.\n"),
    "\n",
    _("--trace prints one JSON object a line: {\"event\":\"place\",\"piece\":\"L\","
      "\"cells\":[[x,y],…]} when a piece goes on, {\"event\":\"remove\",\"piece\":\"L\"} "
      "when the piece placed last comes off, {\"event\":\"packing\",\"n\":K} at the K-th "
      "packing found; --limit N stops after N packings.\n"),
    "\n",
    _("Examples:\n"
      "  pentomino-cli                         count the packings of 10x6\n"
      "  pentomino-cli --board 12x5 --no-flip --mirror FNY --json\n"
      "  pentomino-cli --random --seed 42      the same packing every time\n"
      "  pentomino-cli --random --image packing.png\n"
      "  pentomino-cli --all > all.txt && pentomino-cli --check all.txt\n"
      "  pentomino-cli --chirality-table --csv > table.csv\n"
      "  pentomino-cli --board 3x4x5           count the packings of a box\n"),
    "\n",
    _("A board FILE may hold a position: a piece letter marks a cell of a piece already "
      "placed. The counts and packings are then its completions, and “unique” counts them up "
      "to the board symmetries that keep the placed pieces where they are.\n"),
    "\n",
    _("--generate prints a challenge as a position file: a preset board with pieces placed "
      "so that exactly one completion exists, after comment lines with its code (PENTO-board-"
      "level-seed, which --code reads back) and its rating: the placements a careful search "
      "tries to finish it (Easy up to 9, Medium up to 49, Hard up to 299, Expert more). "
      "--rate rates any position the same way; the same seed gives the same challenge on "
      "every machine.\n"),
    "\n",
    _("Exit status: 0 success; 1 no packing found, --check found a problem, or a NUL byte in "
      "an input; "
      "2 bad option or value; 3 bad board or position, or unreadable file; 4 output could not be "
      "written; 130 interrupted.\n"),
    NULL);
  g_option_context_set_description (context, description);

  return context;
}

/* --generate, --code and --rate: the options that apply, and the rest refused. */
static int
resolve_challenge_options (CliRun     *run,
                           const char *mode)
{
  g_autoptr(GError) error = NULL;
  const char *other = opt_shuffle ? "--shuffle" : opt_limit != NULL ? "--limit" :
                      opt_threads != NULL ? "--threads" : opt_csv ? "--csv" :
                      opt_progress ? "--progress" : opt_image != NULL ? "--image" :
                      opt_sheet != NULL ? "--sheet" : NULL;

  if (other == NULL && run->mode != MODE_RATE)
    other = opt_no_flip ? "--no-flip" : opt_mirror != NULL ? "--mirror" : NULL;
  if (other == NULL && run->mode != MODE_GENERATE)
    other = opt_board != NULL ? "--board" : opt_seed != NULL ? "--seed" :
            opt_level != NULL ? "--level" : opt_kind != NULL ? "--kind" :
            opt_daily != NULL ? "--daily" :
            run->mode == MODE_CODE && opt_pieces != NULL ? "--pieces" : NULL;
  if (other == NULL && opt_daily != NULL)
    {
      other = opt_board != NULL ? "--board" : opt_seed != NULL ? "--seed" :
              opt_level != NULL ? "--level" : opt_pieces != NULL ? "--pieces" : NULL;
      mode = "--daily";
    }
  if (other != NULL)
    return usage_error (_("%s and %s cannot be used together"), mode,
                        other);

  if (run->mode == MODE_RATE)
    {
      pento_rules_init_default (&run->rules);
      run->rules.flip = !opt_no_flip;
      if (opt_mirror != NULL && !opt_no_flip)
        return usage_error (_("--mirror needs --no-flip"));
      if (opt_mirror != NULL && !pento_mirror_set_parse (opt_mirror, &run->rules.mirror, &error))
        return usage_error ("%s", error->message);
      if (opt_pieces != NULL && !pento_piece_set_parse (opt_pieces, &run->rules.pieces, &error))
        return usage_error ("%s", error->message);
      run->position = pento_position_new_from_spec (opt_rate, &run->rules, &error);
      if (run->position == NULL)
        return fail (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT) ?
                     CLI_EXIT_NOT_FOUND : CLI_EXIT_INPUT, "%s", error->message);
      if (run->rules.pieces == PENTO_PIECE_SET_DEFAULT)
        run->rules.pieces = pento_position_get_named_pieces (run->position);
      run->board = pento_board_ref (pento_position_get_board (run->position));
      return CLI_EXIT_OK;
    }
  if (run->mode == MODE_CODE)
    {
      /* a malformed code is a problem found in the input, as --check reports one */
      if (!pento_cli_challenge_code (opt_code, &run->challenge, &error))
        return fail (CLI_EXIT_NOT_FOUND, "%s", error->message);
      return CLI_EXIT_OK;
    }
  {
    PentoCliChallengeOptions options = {
      .board = opt_board, .level = opt_level, .kind = opt_kind, .daily = opt_daily,
      .pieces = opt_pieces, .have_seed = opt_seed != NULL,
    };

    if (!parse_unsigned ("--seed", opt_seed, 0, PENTO_CHALLENGE_MAX_SEED, &run->seed))
      return CLI_EXIT_USAGE;
    options.seed = (guint32) run->seed;
    if (!pento_cli_challenge_spec (&options, &run->challenge, &error))
      return usage_error ("%s", error->message);
  }
  return CLI_EXIT_OK;
}

/* Checks the combination of options and fills @run; returns an exit status other than
 * CLI_EXIT_OK to stop. */
static int
resolve_options (CliRun *run)
{
  const char *modes[16];
  guint n_modes = 0;
  guint64 value = 0;
  gboolean searching;
  g_autoptr(GError) error = NULL;

  if (opt_rest != NULL && opt_rest[0] != NULL)
    return usage_error (_("Unexpected argument “%s”"), opt_rest[0]);

  if (opt_count)
    modes[n_modes++] = "--count";
  if (opt_all)
    modes[n_modes++] = "--all";
  if (opt_unique && opt_nth == NULL && !opt_dimacs)
    modes[n_modes++] = "--unique";
  if (opt_first)
    modes[n_modes++] = "--first";
  if (opt_random)
    modes[n_modes++] = "--random";
  if (opt_nth != NULL)
    modes[n_modes++] = "--nth";
  if (opt_chirality)
    modes[n_modes++] = "--chirality-table";
  if (opt_check != NULL)
    modes[n_modes++] = "--check";
  if (opt_trace)
    modes[n_modes++] = "--trace";
  if (opt_dimacs)
    modes[n_modes++] = "--dimacs";
  if (opt_decode_model != NULL)
    modes[n_modes++] = "--decode-model";
  if (opt_generate)
    modes[n_modes++] = "--generate";
  if (opt_code != NULL)
    modes[n_modes++] = "--code";
  if (opt_rate != NULL)
    modes[n_modes++] = "--rate";
  if (n_modes > 1)
    return usage_error (_("%s and %s cannot be used together"), modes[0], modes[1]);

  run->mode = opt_generate ? MODE_GENERATE :
              opt_code != NULL ? MODE_CODE :
              opt_rate != NULL ? MODE_RATE :
              opt_trace ? MODE_TRACE :
              opt_dimacs ? MODE_DIMACS :
              opt_decode_model != NULL ? MODE_DECODE :
              opt_all ? MODE_ALL :
              opt_nth != NULL ? MODE_NTH :
              opt_unique ? MODE_UNIQUE :
              opt_first ? MODE_FIRST :
              opt_random ? MODE_RANDOM :
              opt_chirality ? MODE_CHIRALITY :
              opt_check != NULL ? MODE_CHECK :
              MODE_COUNT;
  searching = run->mode != MODE_CHIRALITY && run->mode != MODE_CHECK &&
              run->mode != MODE_DIMACS && run->mode != MODE_DECODE;
  if (run->mode == MODE_GENERATE || run->mode == MODE_CODE || run->mode == MODE_RATE)
    return resolve_challenge_options (run, modes[0]);
  if (opt_level != NULL || opt_kind != NULL || opt_daily != NULL)
    return usage_error (_("%s works only with --generate"),
                        opt_level != NULL ? "--level" : opt_kind != NULL ? "--kind" : "--daily");

  if (opt_board != NULL && pento_box_spec_is_box (opt_board))
    {
      if (opt_no_flip || opt_mirror != NULL)
        return usage_error (_("%s does not apply to a box: turning a flat piece over is a "
                              "rotation in space"), opt_no_flip ? "--no-flip" : "--mirror");
      if (run->mode == MODE_CHIRALITY)
        return usage_error (_("--chirality-table does not apply to a box: every piece turns "
                              "over in space"));
      if (run->mode == MODE_TRACE)
        return usage_error (_("%s works on flat boards, not yet on a box"), modes[0]);
    }

  if (opt_mirror != NULL && run->mode == MODE_CHIRALITY)
    return usage_error (_("--chirality-table counts every mirrored set; drop --mirror"));
  if (!pento_cli_pieces_parse (opt_pieces, opt_part, opt_mirror != NULL,
                               run->mode == MODE_CHIRALITY,
                               opt_board != NULL && pento_box_spec_is_box (opt_board),
                               run->mode == MODE_COUNT || run->mode == MODE_ALL ||
                               run->mode == MODE_UNIQUE, &run->pieces, &run->part,
                               &run->n_parts, &error))
    return usage_error ("%s", error->message);
  if (opt_mirror != NULL && !opt_no_flip)
    return usage_error (_("--mirror needs --no-flip"));
  if (opt_csv && run->mode != MODE_CHIRALITY)
    return usage_error (_("--csv works only with --chirality-table"));
  if (opt_csv && opt_json)
    return usage_error (_("%s and %s cannot be used together"), "--json", "--csv");
  if (opt_image != NULL && run->mode != MODE_FIRST && run->mode != MODE_RANDOM &&
      run->mode != MODE_NTH)
    return usage_error (_("--image works only with --first, --random or --nth"));
  if (opt_image != NULL)
    {
#ifdef HAVE_RENDER
      g_autofree char *lower = g_ascii_strdown (opt_image, -1);
      g_autoptr(GError) image_error = NULL;

      if (!g_str_has_suffix (lower, ".png") && !g_str_has_suffix (lower, ".svg") &&
          !g_str_has_suffix (lower, ".pdf"))
        return usage_error (_("--image needs a file name ending in .png, .svg or .pdf"));
      /* loaded before the search, so that a broken installation fails at once */
      if (pento_cli_image_load (&image_error) == NULL)
        return fail (CLI_EXIT_OUTPUT, "%s", image_error->message);
#else
      return usage_error (_("This build of pentomino-cli cannot draw images "
                            "(it was built without the renderer)"));
#endif
    }
  if (opt_sheet != NULL && run->mode != MODE_ALL && run->mode != MODE_UNIQUE)
    return usage_error (_("--sheet works only with --all or --unique"));
  if (opt_sheet != NULL)
    {
#ifdef HAVE_RENDER
      g_autofree char *lower = g_ascii_strdown (opt_sheet, -1);

      if (!g_str_has_suffix (lower, ".pdf") && !g_str_has_suffix (lower, ".svg") &&
          !g_str_has_suffix (lower, ".html") && !g_str_has_suffix (lower, ".htm"))
        return usage_error (_("--sheet needs a file name ending in .pdf, .svg or .html"));
#else
      return usage_error (_("This build of pentomino-cli cannot draw images "
                            "(it was built without the renderer)"));
#endif
    }
  if (opt_json && (opt_sheet != NULL || run->mode == MODE_DIMACS || run->mode == MODE_DECODE))
    return usage_error (_("--json does not apply to %s"),
                        opt_sheet != NULL ? "--sheet" : modes[0]);
  if (opt_threads != NULL && (run->mode == MODE_DIMACS || run->mode == MODE_DECODE))
    return usage_error (_("--threads does not apply to %s"), modes[0]);
  if (opt_limit != NULL && run->mode == MODE_TRACE)
    ; /* --trace stops after that many packings */
  else if (opt_limit != NULL && run->mode != MODE_ALL && run->mode != MODE_UNIQUE)
    return usage_error (_("--limit works only with --all or --unique"));
  /* the trace is one thread's search, already in JSON lines */
  if (run->mode == MODE_TRACE && (opt_json || opt_threads != NULL || opt_progress))
    return usage_error (_("%s and %s cannot be used together"), "--trace",
                        opt_json ? "--json" : opt_threads != NULL ? "--threads" : "--progress");
  if (opt_shuffle && !searching)
    return usage_error (_("--shuffle does not apply to %s"), modes[0]);
  if (opt_seed != NULL && !opt_shuffle && run->mode != MODE_RANDOM)
    return usage_error (_("--seed works only with --random, --shuffle or --generate"));

  if (!parse_unsigned ("--limit", opt_limit, 1, G_MAXUINT64, &run->limit))
    return CLI_EXIT_USAGE;
  if (!parse_unsigned ("--nth", opt_nth, 1, G_MAXUINT64, &run->nth))
    return CLI_EXIT_USAGE;
  if (!parse_unsigned ("--seed", opt_seed, 0, G_MAXUINT64, &run->seed))
    return CLI_EXIT_USAGE;

  value = run->mode == MODE_CHIRALITY ? 0 : 1;
  if (!parse_unsigned ("--threads", opt_threads, 0, MAX_THREADS, &value))
    return CLI_EXIT_USAGE;
  run->threads = value == 0 ? g_get_num_processors () : (guint) value;
  /* The chirality table takes 0 as "all cores"; a search takes the number itself. */
  run->engine_threads = run->mode == MODE_CHIRALITY ? (guint) value : run->threads;

  pento_rules_init_default (&run->rules);
  run->rules.flip = !opt_no_flip && run->mode != MODE_CHIRALITY;
  run->rules.mirror = PENTO_MIRROR_DEFAULT;
  if (opt_mirror != NULL &&
      !pento_mirror_set_parse (opt_mirror, &run->rules.mirror, &error))
    return usage_error ("%s", error->message);
  run->rules.shuffle = opt_shuffle;
  run->rules.pieces = run->pieces;

  run->have_seed = opt_shuffle || run->mode == MODE_RANDOM;
  if (run->have_seed && opt_seed == NULL)
    {
      /* A fresh seed, told to the user so the run can be repeated. */
      run->seed = g_random_int ();
      if (!opt_json)
        {
          g_autofree char *seed = format_u64 (run->seed);
          g_autofree char *message = g_strdup_printf (_("seed %s (repeat with --seed %s)"),
                                                      seed, seed);
          print_message (message);
        }
    }
  run->rules.seed = run->seed;

  if (opt_board != NULL && pento_box_spec_is_box (opt_board))
    {
      if (!pento_box_parse (opt_board, &run->box, &error))
        return fail (CLI_EXIT_INPUT, "%s", error->message);
      run->is_box = TRUE;
      run->box_name = pento_box_to_string (&run->box);
      run->board = pento_board_new_rectangle (run->box.width * run->box.depth, run->box.height,
                                              &error);
      if (run->board == NULL)
        return fail (CLI_EXIT_INPUT, "%s", error->message);
      return CLI_EXIT_OK;
    }

  /* --check without --board takes the board from the file. A board file may hold a
   * position: the searches then work on its completions. */
  if (run->mode != MODE_CHECK || opt_board != NULL)
    {
      PentoRules read_rules = run->rules;

      /* the chirality table tries every mirrored set: any orientation reads */
      read_rules.flip = read_rules.flip || run->mode == MODE_CHIRALITY;
      run->position = pento_position_new_from_spec (opt_board != NULL ? opt_board : "10x6",
                                                    &read_rules, &error);
      /* a NUL byte is a problem found in the input, as --check reports one (exit 1) */
      if (run->position == NULL)
        return fail (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT) ?
                     CLI_EXIT_NOT_FOUND : CLI_EXIT_INPUT, "%s", error->message);
      run->board = pento_board_ref (pento_position_get_board (run->position));
      /* a board file that names its set packs that set, unless --pieces names one */
      if (run->rules.pieces == PENTO_PIECE_SET_DEFAULT)
        run->rules.pieces = pento_position_get_named_pieces (run->position);
      if (!searching && run->mode != MODE_DIMACS && run->mode != MODE_DECODE &&
          pento_position_get_placed (run->position) != 0)
        return usage_error (_("%s works on a whole board, but %s has pieces placed"),
                            modes[0], opt_board);
    }

  return CLI_EXIT_OK;
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
    return fail (CLI_EXIT_INPUT, "%s", error->message);
  if (!pento_cli_trace (puzzle, run->limit, &cancel, &packings, &error))
    return g_error_matches (error, PENTO_ERROR, PENTO_ERROR_BOARD) ?
           fail (CLI_EXIT_INPUT, "%s", error->message) : engine_failed (error);
  if (pento_cli_out_failed ())
    return CLI_EXIT_OUTPUT;
  if (packings == 0)
    {
      report_none (run);
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
    status = pento_cli_challenge_rate (run->position, &run->rules, opt_json, &cancel, &error);
  else
    status = pento_cli_challenge_print (&run->challenge, opt_json, &cancel, &error);
  if (error == NULL)
    return status;
  if (status == CLI_EXIT_USAGE)
    return usage_error ("%s", error->message);
  if (status == CLI_EXIT_OUTPUT)
    return engine_failed (error);
  return fail (status, "%s", error->message);
}

static int
finish (int status)
{
  g_autoptr(GError) error = NULL;

  if (!pento_cli_out_finish (&error))
    {
      print_message (error->message);
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
   * and all twelve took 0.15 ms of a 1.3 ms run. */
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

  context = build_context ();
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error ("%s", error->message);

  if (opt_help)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      pento_cli_out_puts (help);
      return finish (CLI_EXIT_OK);
    }

  if (opt_version)
    {
      pento_cli_out_printf ("%s %s\n", PROGRAM_NAME, PACKAGE_VERSION);
      return finish (CLI_EXIT_OK);
    }

  status = resolve_options (&run);
  if (status != CLI_EXIT_OK)
    return finish (status);

  switch (run.mode)
    {
    case MODE_COUNT:
      status = run_count (&run);
      break;
    case MODE_ALL:
    case MODE_UNIQUE:
      status = opt_sheet != NULL ? run_sheet (&run) : run_enumerate (&run);
      break;
    case MODE_DIMACS:
      status = pento_cli_dimacs_write (run.position, run.is_box ? &run.box : NULL, &run.rules,
                                       opt_unique);
      break;
    case MODE_DECODE:
      status = pento_cli_dimacs_decode (opt_decode_model, run.position,
                                        run.is_box ? &run.box : NULL, &run.rules);
      break;
    case MODE_FIRST:
    case MODE_RANDOM:
    case MODE_NTH:
      status = run_single (&run);
      break;
    case MODE_CHIRALITY:
      status = run_chirality (&run);
      break;
    case MODE_CHECK:
      status = run_check (&run);
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
