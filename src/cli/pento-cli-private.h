/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-private.h: what the parts of pentomino-cli share — its exit statuses and modes,
 * the run the options resolve to, and the messages and JSON every mode writes.
 */
#pragma once

#include <glib.h>

#include "pento-core.h"

G_BEGIN_DECLS

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
  MODE_SCORES,
  MODE_GOLOMB,
  MODE_GOLOMB_MOVES,
  MODE_HELP,
  MODE_VERSION,
} CliMode;

/* Everything one run needs, resolved from the options once (pento-cli-options.c); the modes
 * read the command line only through it. */
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
  gsize        memory_limit; /* --memory-limit, bytes; 0: the default */
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
  gboolean     second_to_move; /* --golomb: the second player moves next */

  /* Output and files as given on the command line (the strings last as long as the process) */
  gboolean     json;        /* --json */
  gboolean     csv;         /* --csv */
  gboolean     progress;    /* --progress */
  gboolean     unique;      /* --unique (with --nth and --dimacs: one of each class) */
  gboolean     board_given; /* --board was given */
  const char  *input;       /* the file --check or --decode-model reads ("-": standard input) */
  const char  *sheet;       /* --sheet FILE, or NULL */
  const char  *image;       /* --image FILE, or NULL */
} CliRun;

void         cli_run_clear        (CliRun              *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, cli_run_clear)

/* pento-cli-signals.c: set by SIGINT and SIGTERM; every search polls it. */
extern PentoCancel cli_cancel;
/* Installs the handlers; SIGPIPE is ignored, so that a closed pipe is a write error. */
void         cli_setup_signals    (void);
/* Ends the process with the interrupted status and its message. */
G_GNUC_NORETURN
void         cli_exit_interrupted (void);

/* pento-cli-run.c: messages on stderr, "pentomino-cli: …"; the usage error adds the hint to --help. Both
 * return the exit status to give. */
void         cli_print_message    (const char          *message);
int          cli_usage_error      (const char          *format,
                                   ...) G_GNUC_PRINTF (1, 2);
int          cli_fail             (int                  status,
                                   const char          *format,
                                   ...) G_GNUC_PRINTF (2, 3);
/* A failed engine call as the exit status; ends the process when a signal cancelled it. */
int          cli_engine_failed    (const GError        *error);

char        *cli_format_u64       (guint64              value);
/* "N packings", in the person's language. */
char        *cli_describe_packings (guint64             n);
/* A box's name ("3x4x5") or the board's. */
const char  *cli_run_board_name   (const CliRun        *run);
char        *cli_describe_rules   (const CliRun        *run);
PentoPuzzle *cli_new_puzzle       (CliRun              *run,
                                   GError             **error);
/* Seconds since run->start_time. */
double       cli_elapsed          (const CliRun        *run);
/* The puzzle spec as the first JSON members, shared by every mode. */
void         cli_json_spec        (const CliRun        *run);
/* "there are fewer than K packings" or "no packing exists", on stderr. */
void         cli_report_none      (const CliRun        *run);

/* pento-cli-options.c: the option table and the help, and the options checked into @run. */
GOptionContext *cli_build_context (void);
/* An exit status other than CLI_EXIT_OK to stop. */
int          cli_resolve_options  (CliRun              *run);

/* pento-cli-search.c: --count, --all and --unique (to stdout or --sheet), --first, --random,
 * --nth. */
int          cli_run_count        (CliRun              *run);
int          cli_run_enumerate    (CliRun              *run);
int          cli_run_sheet        (CliRun              *run);
int          cli_run_single       (CliRun              *run);

/* pento-cli-chirality.c: --chirality-table. */
int          cli_run_chirality    (CliRun              *run);

/* pento-cli-check.c: --check FILE. */
int          cli_run_check        (CliRun              *run);

/* pento-cli-scores.c: --scores, the player's records file. */
int          cli_run_scores       (CliRun              *run);
/* pento-cli-golomb.c: --golomb and --golomb-moves. */
int          cli_run_golomb       (CliRun              *run);

G_END_DECLS
