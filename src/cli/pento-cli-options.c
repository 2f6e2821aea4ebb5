/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-options.c: pentomino-cli's options — the table, the help text, and the checks
 * that turn them into a run (or a usage error).
 */
#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>

#include "pento-cli-private.h"
#include "pento-cli-pieces.h"
#include "pento-cli-challenge.h"
#ifdef HAVE_RENDER
#include "pento-cli-image.h"
#endif

#define MAX_THREADS  1024

/* Command-line values, filled by GOptionContext and read only here: the modes get them
 * through the run cli_resolve_options() fills. */
typedef struct {
  char     *board;
  gboolean  no_flip;
  char     *mirror;
  char     *pieces;
  char     *part;
  gboolean  shuffle;
  char     *seed;
  gboolean  count;
  gboolean  all;
  gboolean  unique;
  gboolean  first;
  gboolean  trace;
  gboolean  random;
  char     *nth;
  gboolean  chirality;
  char     *check;
  gboolean  dimacs;
  char     *decode_model;
  char     *sheet;
  char     *image;
  char     *limit;
  char     *threads;
  char     *memory_limit;
  gboolean  json;
  gboolean  csv;
  gboolean  progress;
  gboolean  version;
  gboolean  help;
  gboolean  generate;
  char     *level;
  char     *kind;
  char     *daily;
  char     *code;
  char     *rate;
  gboolean  scores;
  gboolean  golomb;
  gboolean  golomb_moves;
  char    **rest;
} PentoCliOptions;

static PentoCliOptions opt;

static const GOptionEntry entries[] = {
  { "board", 'b', 0, G_OPTION_ARG_FILENAME, &opt.board,
    N_("The board: 10x6 (default), 12x5, 15x4, 20x3, their transposes, any WxH of 60 cells, "
       "8x8-hole, 8x8-tetromino, or a mask FILE (which may hold a position; at most 64 KiB)"),
    N_("BOARD") },
  /* (--board AxBxC, a box in space, is told in the description: the option takes either) */
  { "no-flip", 0, 0, G_OPTION_ARG_NONE, &opt.no_flip,
    N_("Pieces may not be turned over"), NULL },
  { "mirror", 'm', 0, G_OPTION_ARG_STRING, &opt.mirror,
    N_("With --no-flip: the chiral pieces used mirrored, e.g. FNY (default) or - for none"),
    N_("LETTERS") },
  { "pieces", 0, 0, G_OPTION_ARG_STRING, &opt.pieces,
    N_("The piece set: letters of FILNPTUVWXYZ (and O for the 2×2 square), each once, or "
       "one-sided for the eighteen one-sided pieces (default: the twelve; --check takes a "
       "set with mirror pieces f l n p y z from the file); with --generate --kind ladder, the "
       "rung's set"), N_("SET") },
  { "part", 0, 0, G_OPTION_ARG_STRING, &opt.part,
    N_("Search only part K of M (from 1): the parts are disjoint and their counts add up to "
       "the whole"), N_("K/M") },
  { "shuffle", 0, 0, G_OPTION_ARG_NONE, &opt.shuffle,
    N_("Try the pieces in an order shuffled by the seed"), NULL },
  { "seed", 0, 0, G_OPTION_ARG_STRING, &opt.seed,
    N_("Seed for --random and --shuffle (default: a new one, which is printed)"), N_("N") },
  { "count", 'c', 0, G_OPTION_ARG_NONE, &opt.count,
    N_("Count the packings, in total and up to symmetry (the default)"), NULL },
  { "all", 'a', 0, G_OPTION_ARG_NONE, &opt.all,
    N_("Print every packing"), NULL },
  { "unique", 'u', 0, G_OPTION_ARG_NONE, &opt.unique,
    N_("Print one packing of each symmetry class"), NULL },
  { "first", 0, 0, G_OPTION_ARG_NONE, &opt.first,
    N_("Print the first packing the search finds"), NULL },
  { "random", 'r', 0, G_OPTION_ARG_NONE, &opt.random,
    N_("Print a packing drawn uniformly from the unique ones"), NULL },
  { "nth", 0, 0, G_OPTION_ARG_STRING, &opt.nth,
    N_("Print packing number K (from 1) in the order of --all, or of --unique with --unique"),
    N_("K") },
  { "trace", 0, 0, G_OPTION_ARG_NONE, &opt.trace,
    N_("Print the search step by step, one JSON line per placement, removal or packing"),
    NULL },
  { "chirality-table", 0, 0, G_OPTION_ARG_NONE, &opt.chirality,
    N_("Count the no-flip packings for all 64 sets of mirrored pieces"), NULL },
  { "check", 0, 0, G_OPTION_ARG_FILENAME, &opt.check,
    N_("Validate the packings in FILE (text form, at most 16 MiB; - reads standard input)"),
    N_("FILE") },
  { "dimacs", 0, 0, G_OPTION_ARG_NONE, &opt.dimacs,
    N_("Write the puzzle as a DIMACS CNF formula for a SAT solver; with --unique, one model "
       "per symmetry class"), NULL },
  { "decode-model", 0, 0, G_OPTION_ARG_FILENAME, &opt.decode_model,
    N_("Print the packings of a SAT solver's answer to the --dimacs formula (at most 256 MiB; "
       "- reads standard input)"), N_("FILE") },
  { "sheet", 0, 0, G_OPTION_ARG_FILENAME, &opt.sheet,
    N_("With --all or --unique: draw every packing into FILE as a contact sheet (.pdf, .svg "
       "or .html)"), N_("FILE") },
  { "image", 'o', 0, G_OPTION_ARG_FILENAME, &opt.image,
    N_("With --first, --random or --nth: also draw the packing into FILE (.png, .svg or .pdf)"),
    N_("FILE") },
  { "limit", 'n', 0, G_OPTION_ARG_STRING, &opt.limit,
    N_("With --all or --unique: stop after N packings"), N_("N") },
  { "threads", 'j', 0, G_OPTION_ARG_STRING, &opt.threads,
    N_("Search with N threads; 0 uses every core (default: 1, and every core for "
       "--chirality-table)"), N_("N") },
  { "memory-limit", 0, 0, G_OPTION_ARG_STRING, &opt.memory_limit,
    N_("Keep the tables a count grows within SIZE bytes, e.g. 512M or 2G (default: a quarter "
       "of the memory the process may use); a smaller limit only makes the count slower"),
    N_("SIZE") },
  { "generate", 'g', 0, G_OPTION_ARG_NONE, &opt.generate,
    N_("Print a challenge: a board with pieces placed and exactly one way to finish it"),
    NULL },
  { "level", 0, 0, G_OPTION_ARG_STRING, &opt.level,
    N_("With --generate: easy (default), medium, hard or expert"), N_("LEVEL") },
  { "kind", 0, 0, G_OPTION_ARG_STRING, &opt.kind,
    N_("With --generate: finish (default: finish the board) or ladder"), N_("KIND") },
  { "daily", 0, 0, G_OPTION_ARG_STRING, &opt.daily,
    N_("With --generate: the challenge of the day DATE (YYYY-MM-DD or today)"), N_("DATE") },
  { "code", 0, 0, G_OPTION_ARG_STRING, &opt.code,
    N_("Print the challenge a code such as PENTO-10x6-H-3F9A2C stands for"), N_("CODE") },
  { "rate", 0, 0, G_OPTION_ARG_FILENAME, &opt.rate,
    N_("Print the rating of the position in FILE and its level"), N_("FILE") },
  { "scores", 0, 0, G_OPTION_ARG_NONE, &opt.scores,
    N_("Print the player's records: best times, the daily streak, the ladder book and the "
       "collection of packings found"), NULL },
  { "golomb", 0, 0, G_OPTION_ARG_NONE, &opt.golomb,
    N_("Golomb's game: print who wins from the board (default 8x8, the twelve pieces) or the "
       "position in a board FILE with perfect play, and a winning move"), NULL },
  { "golomb-moves", 0, 0, G_OPTION_ARG_NONE, &opt.golomb_moves,
    N_("Golomb's game: print every legal move with its value for the side that plays it "
       "(with --unique, one move of each symmetry class)"), NULL },
  { "json", 0, 0, G_OPTION_ARG_NONE, &opt.json,
    N_("Print the result as one JSON object"), NULL },
  { "csv", 0, 0, G_OPTION_ARG_NONE, &opt.csv,
    N_("With --chirality-table: print comma-separated values"), NULL },
  { "progress", 'p', 0, G_OPTION_ARG_NONE, &opt.progress,
    N_("Report progress on standard error"), NULL },
  { "version", 'V', 0, G_OPTION_ARG_NONE, &opt.version,
    N_("Print the version and exit"), NULL },
  { "help", 'h', 0, G_OPTION_ARG_NONE, &opt.help,
    N_("Show this help and exit"), NULL },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &opt.rest, NULL, NULL },
  { NULL }
};

/* A size in bytes, with K, M, G or T for binary multiples (512M, 2G; "MiB" and "MB" read the
 * same), at least PENTO_PAGES_MIN_LIMIT. */
static gboolean
parse_size (const char *option,
            const char *text,
            gsize      *out)
{
  static const char units[] = "KMGT";
  guint64 value;
  char *end = NULL;
  guint shift = 0;
  const char *unit;

  if (text == NULL)
    return TRUE;
  if (g_ascii_isdigit (text[0]))
    {
      errno = 0;
      value = g_ascii_strtoull (text, &end, 10);
      if (errno == 0 && *end != '\0' && (unit = strchr (units, g_ascii_toupper (*end))) != NULL)
        {
          shift = 10 * (guint) (unit - units + 1);
          end++;
          if (g_ascii_strcasecmp (end, "iB") == 0 || g_ascii_strcasecmp (end, "B") == 0)
            end += strlen (end);
        }
      if (errno == 0 && *end == '\0' && value <= (G_MAXSIZE >> shift) &&
          (value << shift) >= PENTO_PAGES_MIN_LIMIT)
        {
          *out = (gsize) value << shift;
          return TRUE;
        }
    }
  cli_usage_error (_("Invalid value “%s” for %s: expected a size in bytes such as 512M or 2G, "
                     "at least 1M"), text, option);
  return FALSE;
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

      cli_usage_error (_("Invalid value “%s” for %s: expected a whole number from %s to %s"),
                       text, option, min_s, max_s);
      return FALSE;
    }

  return TRUE;
}

GOptionContext *
cli_build_context (void)
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
      "                [--limit N] [--threads N] [--memory-limit SIZE] [--json] [--progress]\n"
      "                [--image FILE]\n"
      "  pentomino-cli --chirality-table [--board B] [--json | --csv] [--threads N]\n"
      "  pentomino-cli --check FILE [--board B] [--pieces SET] [--no-flip [--mirror LETTERS]]\n"
      "                [--json]\n"
      "  pentomino-cli --board AxBxC [--count | --all | --unique | --first | --random | --nth K]"),
    "\n",
    _("  pentomino-cli --trace [--board B] [--pieces SET] [--no-flip [--mirror LETTERS]]\n"
      "                [--shuffle] [--seed N] [--limit N]"),
    "\n",
    _("  pentomino-cli --generate [--level LEVEL] [--kind finish|ladder] [--board B]\n"
      "                [--pieces SET] [--seed N] [--daily DATE] [--json]\n"
      "  pentomino-cli --code CODE [--json]\n"
      "  pentomino-cli --rate FILE [--no-flip [--mirror LETTERS]] [--json]"),
    "\n",
    _("  pentomino-cli --scores [--json]"),
    "\n",
    _("  pentomino-cli --golomb | --golomb-moves [--unique] [--board B] [--pieces SET]\n"
      "                [--no-flip [--mirror LETTERS]] [--threads N] [--part K/M] [--json]"),
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
    _("Golomb's game: two players take turns placing pieces of one shared set on the board; "
      "who cannot place one loses. A position FILE states the side to move in a comment "
      "line “; to move: first” or “; to move: second”, or else the number of pieces placed "
      "does. With --part K/M, --golomb and --golomb-moves value part K of the first moves.\n"),
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
  const char *other = opt.shuffle ? "--shuffle" : opt.limit != NULL ? "--limit" :
                      opt.threads != NULL ? "--threads" : opt.csv ? "--csv" :
                      opt.memory_limit != NULL ? "--memory-limit" :
                      opt.progress ? "--progress" : opt.image != NULL ? "--image" :
                      opt.sheet != NULL ? "--sheet" : NULL;

  if (other == NULL && run->mode != MODE_RATE)
    other = opt.no_flip ? "--no-flip" : opt.mirror != NULL ? "--mirror" : NULL;
  if (other == NULL && run->mode != MODE_GENERATE)
    other = opt.board != NULL ? "--board" : opt.seed != NULL ? "--seed" :
            opt.level != NULL ? "--level" : opt.kind != NULL ? "--kind" :
            opt.daily != NULL ? "--daily" :
            run->mode == MODE_CODE && opt.pieces != NULL ? "--pieces" : NULL;
  if (other == NULL && opt.daily != NULL)
    {
      other = opt.board != NULL ? "--board" : opt.seed != NULL ? "--seed" :
              opt.level != NULL ? "--level" : opt.pieces != NULL ? "--pieces" : NULL;
      mode = "--daily";
    }
  if (other != NULL)
    return cli_usage_error (_("%s and %s cannot be used together"), mode,
                            other);

  if (run->mode == MODE_RATE)
    {
      pento_rules_init_default (&run->rules);
      run->rules.flip = !opt.no_flip;
      if (opt.mirror != NULL && !opt.no_flip)
        return cli_usage_error (_("--mirror needs --no-flip"));
      if (opt.mirror != NULL && !pento_mirror_set_parse (opt.mirror, &run->rules.mirror, &error))
        return cli_usage_error ("%s", error->message);
      if (opt.pieces != NULL && !pento_piece_set_parse (opt.pieces, &run->rules.pieces, &error))
        return cli_usage_error ("%s", error->message);
      run->position = pento_position_new_from_spec (opt.rate, &run->rules, &error);
      if (run->position == NULL)
        return cli_fail (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT) ?
                         CLI_EXIT_NOT_FOUND : CLI_EXIT_INPUT, "%s", error->message);
      if (run->rules.pieces == PENTO_PIECE_SET_DEFAULT)
        run->rules.pieces = pento_position_get_named_pieces (run->position);
      run->board = pento_board_ref (pento_position_get_board (run->position));
      return CLI_EXIT_OK;
    }
  if (run->mode == MODE_CODE)
    {
      /* a malformed code is a problem found in the input, as --check reports one */
      if (!pento_cli_challenge_code (opt.code, &run->challenge, &error))
        return cli_fail (CLI_EXIT_NOT_FOUND, "%s", error->message);
      return CLI_EXIT_OK;
    }
  {
    PentoCliChallengeOptions options = {
      .board = opt.board, .level = opt.level, .kind = opt.kind, .daily = opt.daily,
      .pieces = opt.pieces, .have_seed = opt.seed != NULL,
    };

    if (!parse_unsigned ("--seed", opt.seed, 0, PENTO_CHALLENGE_MAX_SEED, &run->seed))
      return CLI_EXIT_USAGE;
    options.seed = (guint32) run->seed;
    if (!pento_cli_challenge_spec (&options, &run->challenge, &error))
      return cli_usage_error ("%s", error->message);
  }
  return CLI_EXIT_OK;
}

/* --scores reads the records file and takes --json alone. */
static int
resolve_scores_options (CliRun *run)
{
  const char *other = opt.board != NULL ? "--board" : opt.no_flip ? "--no-flip" :
                      opt.mirror != NULL ? "--mirror" : opt.pieces != NULL ? "--pieces" :
                      opt.part != NULL ? "--part" : opt.shuffle ? "--shuffle" :
                      opt.seed != NULL ? "--seed" : opt.sheet != NULL ? "--sheet" :
                      opt.image != NULL ? "--image" : opt.limit != NULL ? "--limit" :
                      opt.threads != NULL ? "--threads" : opt.csv ? "--csv" :
                      opt.progress ? "--progress" : opt.level != NULL ? "--level" :
                      opt.kind != NULL ? "--kind" : opt.daily != NULL ? "--daily" :
                      opt.memory_limit != NULL ? "--memory-limit" : NULL;

  if (other != NULL)
    return cli_usage_error (_("%s does not apply to --scores"), other);
  run->mode = MODE_SCORES;
  return CLI_EXIT_OK;
}

/* --golomb and --golomb-moves: the board or position, the set, the rules and the side to
 * move. */
static int
resolve_golomb_options (CliRun     *run,
                        const char *mode)
{
  g_autoptr(GError) error = NULL;
  const char *spec = opt.board != NULL ? opt.board : "8x8";
  const char *other = opt.shuffle ? "--shuffle" : opt.seed != NULL ? "--seed" :
                      opt.limit != NULL ? "--limit" : opt.csv ? "--csv" :
                      opt.progress ? "--progress" : opt.image != NULL ? "--image" :
                      opt.sheet != NULL ? "--sheet" : opt.level != NULL ? "--level" :
                      opt.kind != NULL ? "--kind" : opt.daily != NULL ? "--daily" :
                      opt.memory_limit != NULL ? "--memory-limit" :
                      opt.unique && run->mode == MODE_GOLOMB ? "--unique" : NULL;
  PentoRules read_rules;
  guint64 threads = 1;
  int side = -1;

  if (other != NULL)
    return cli_usage_error (_("%s and %s cannot be used together"), mode, other);
  if (pento_box_spec_is_box (spec))
    return cli_usage_error (_("%s is played on a flat board, not in a box"), mode);
  if (!pento_cli_pieces_parse (opt.pieces, opt.part, opt.mirror != NULL, FALSE, FALSE, TRUE,
                               &run->pieces, &run->part, &run->n_parts, &error))
    return cli_usage_error ("%s", error->message);
  if (opt.mirror != NULL && !opt.no_flip)
    return cli_usage_error (_("--mirror needs --no-flip"));
  if (!parse_unsigned ("--threads", opt.threads, 0, MAX_THREADS, &threads))
    return CLI_EXIT_USAGE;
  run->threads = threads == 0 ? g_get_num_processors () : (guint) threads;
  run->engine_threads = run->threads;

  pento_rules_init_default (&run->rules);
  run->rules.flip = !opt.no_flip;
  if (opt.mirror != NULL && !pento_mirror_set_parse (opt.mirror, &run->rules.mirror, &error))
    return cli_usage_error ("%s", error->message);
  read_rules = run->rules;
  read_rules.pieces = run->pieces;
  run->position = pento_position_new_for_game (spec, &read_rules, &error);
  if (run->position == NULL)
    return cli_fail (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT) ?
                     CLI_EXIT_NOT_FOUND : CLI_EXIT_INPUT, "%s", error->message);
  if (pento_board_spec_is_builtin (spec))
    run->board = pento_board_new_renamed (pento_position_get_board (run->position), spec);
  else
    {
      g_autofree char *text = pento_board_read_file (spec, &error);

      if (text == NULL || !pento_golomb_find_to_move (text, &side, &error))
        {
          if (text != NULL)
            pento_error_prefix_place (&error, spec, 0, 0);
          return cli_fail (CLI_EXIT_INPUT, "%s", error->message);
        }
      run->board = pento_board_ref (pento_position_get_board (run->position));
    }
  /* the set: --pieces, or the one the file names, or the twelve */
  run->rules.pieces = run->pieces != PENTO_PIECE_SET_DEFAULT ? run->pieces :
                      pento_position_get_named_pieces (run->position);
  if (run->rules.pieces == PENTO_PIECE_SET_DEFAULT)
    run->rules.pieces = PENTO_PIECE_SET_TWELVE;
  if (!pento_position_check_rules (run->position, &run->rules, &error))
    return cli_fail (CLI_EXIT_INPUT, "%s", error->message);
  run->second_to_move = side >= 0 ? side == 1 : pento_position_get_n_placed (run->position) % 2;
  return CLI_EXIT_OK;
}

/* Checks the combination of options and fills @run; returns an exit status other than
 * CLI_EXIT_OK to stop. */
int
cli_resolve_options (CliRun *run)
{
  const char *modes[18];
  guint n_modes = 0;
  guint64 value = 0;
  gboolean searching;
  g_autoptr(GError) error = NULL;

  /* --help and --version win over everything else on the line */
  if (opt.help || opt.version)
    {
      run->mode = opt.help ? MODE_HELP : MODE_VERSION;
      return CLI_EXIT_OK;
    }
  run->json = opt.json;
  run->csv = opt.csv;
  run->progress = opt.progress;
  run->unique = opt.unique;
  run->board_given = opt.board != NULL;
  run->input = opt.check != NULL ? opt.check : opt.decode_model;
  run->sheet = opt.sheet;
  run->image = opt.image;

  if (opt.rest != NULL && opt.rest[0] != NULL)
    return cli_usage_error (_("Unexpected argument “%s”"), opt.rest[0]);

  if (opt.count)
    modes[n_modes++] = "--count";
  if (opt.all)
    modes[n_modes++] = "--all";
  if (opt.unique && opt.nth == NULL && !opt.dimacs && !opt.golomb_moves)
    modes[n_modes++] = "--unique";
  if (opt.first)
    modes[n_modes++] = "--first";
  if (opt.random)
    modes[n_modes++] = "--random";
  if (opt.nth != NULL)
    modes[n_modes++] = "--nth";
  if (opt.chirality)
    modes[n_modes++] = "--chirality-table";
  if (opt.check != NULL)
    modes[n_modes++] = "--check";
  if (opt.trace)
    modes[n_modes++] = "--trace";
  if (opt.dimacs)
    modes[n_modes++] = "--dimacs";
  if (opt.decode_model != NULL)
    modes[n_modes++] = "--decode-model";
  if (opt.generate)
    modes[n_modes++] = "--generate";
  if (opt.code != NULL)
    modes[n_modes++] = "--code";
  if (opt.rate != NULL)
    modes[n_modes++] = "--rate";
  if (opt.scores)
    modes[n_modes++] = "--scores";
  if (opt.golomb)
    modes[n_modes++] = "--golomb";
  if (opt.golomb_moves)
    modes[n_modes++] = "--golomb-moves";
  if (n_modes > 1)
    return cli_usage_error (_("%s and %s cannot be used together"), modes[0], modes[1]);

  if (opt.scores)
    return resolve_scores_options (run);
  run->mode = opt.golomb ? MODE_GOLOMB :
              opt.golomb_moves ? MODE_GOLOMB_MOVES :
              opt.generate ? MODE_GENERATE :
              opt.code != NULL ? MODE_CODE :
              opt.rate != NULL ? MODE_RATE :
              opt.trace ? MODE_TRACE :
              opt.dimacs ? MODE_DIMACS :
              opt.decode_model != NULL ? MODE_DECODE :
              opt.all ? MODE_ALL :
              opt.nth != NULL ? MODE_NTH :
              opt.unique ? MODE_UNIQUE :
              opt.first ? MODE_FIRST :
              opt.random ? MODE_RANDOM :
              opt.chirality ? MODE_CHIRALITY :
              opt.check != NULL ? MODE_CHECK :
              MODE_COUNT;
  searching = run->mode != MODE_CHIRALITY && run->mode != MODE_CHECK &&
              run->mode != MODE_DIMACS && run->mode != MODE_DECODE;
  if (run->mode == MODE_GENERATE || run->mode == MODE_CODE || run->mode == MODE_RATE)
    return resolve_challenge_options (run, modes[0]);
  if (run->mode == MODE_GOLOMB || run->mode == MODE_GOLOMB_MOVES)
    return resolve_golomb_options (run, modes[0]);
  if (opt.level != NULL || opt.kind != NULL || opt.daily != NULL)
    return cli_usage_error (_("%s works only with --generate"),
                            opt.level != NULL ? "--level" :
                            opt.kind != NULL ? "--kind" : "--daily");

  if (opt.board != NULL && pento_box_spec_is_box (opt.board))
    {
      if (opt.no_flip || opt.mirror != NULL)
        return cli_usage_error (_("%s does not apply to a box: turning a flat piece over is a "
                                  "rotation in space"), opt.no_flip ? "--no-flip" : "--mirror");
      if (run->mode == MODE_CHIRALITY)
        return cli_usage_error (_("--chirality-table does not apply to a box: every piece turns "
                                  "over in space"));
      if (run->mode == MODE_TRACE)
        return cli_usage_error (_("%s works on flat boards, not yet on a box"), modes[0]);
    }

  if (opt.mirror != NULL && run->mode == MODE_CHIRALITY)
    return cli_usage_error (_("--chirality-table counts every mirrored set; drop --mirror"));
  if (!pento_cli_pieces_parse (opt.pieces, opt.part, opt.mirror != NULL,
                               run->mode == MODE_CHIRALITY,
                               opt.board != NULL && pento_box_spec_is_box (opt.board),
                               run->mode == MODE_COUNT || run->mode == MODE_ALL ||
                               run->mode == MODE_UNIQUE, &run->pieces, &run->part,
                               &run->n_parts, &error))
    return cli_usage_error ("%s", error->message);
  if (opt.mirror != NULL && !opt.no_flip)
    return cli_usage_error (_("--mirror needs --no-flip"));
  if (opt.csv && run->mode != MODE_CHIRALITY)
    return cli_usage_error (_("--csv works only with --chirality-table"));
  if (opt.csv && opt.json)
    return cli_usage_error (_("%s and %s cannot be used together"), "--json", "--csv");
  if (opt.image != NULL && run->mode != MODE_FIRST && run->mode != MODE_RANDOM &&
      run->mode != MODE_NTH)
    return cli_usage_error (_("--image works only with --first, --random or --nth"));
  if (opt.image != NULL)
    {
#ifdef HAVE_RENDER
      g_autofree char *lower = g_ascii_strdown (opt.image, -1);
      g_autoptr(GError) image_error = NULL;

      if (!g_str_has_suffix (lower, ".png") && !g_str_has_suffix (lower, ".svg") &&
          !g_str_has_suffix (lower, ".pdf"))
        return cli_usage_error (_("--image needs a file name ending in .png, .svg or .pdf"));
      /* loaded before the search, so that a broken installation fails at once */
      if (pento_cli_image_load (&image_error) == NULL)
        return cli_fail (CLI_EXIT_OUTPUT, "%s", image_error->message);
#else
      return cli_usage_error (_("This build of pentomino-cli cannot draw images "
                                "(it was built without the renderer)"));
#endif
    }
  if (opt.sheet != NULL && run->mode != MODE_ALL && run->mode != MODE_UNIQUE)
    return cli_usage_error (_("--sheet works only with --all or --unique"));
  if (opt.sheet != NULL)
    {
#ifdef HAVE_RENDER
      g_autofree char *lower = g_ascii_strdown (opt.sheet, -1);

      if (!g_str_has_suffix (lower, ".pdf") && !g_str_has_suffix (lower, ".svg") &&
          !g_str_has_suffix (lower, ".html") && !g_str_has_suffix (lower, ".htm"))
        return cli_usage_error (_("--sheet needs a file name ending in .pdf, .svg or .html"));
#else
      return cli_usage_error (_("This build of pentomino-cli cannot draw images "
                                "(it was built without the renderer)"));
#endif
    }
  if (opt.json && (opt.sheet != NULL || run->mode == MODE_DIMACS || run->mode == MODE_DECODE))
    return cli_usage_error (_("--json does not apply to %s"),
                            opt.sheet != NULL ? "--sheet" : modes[0]);
  if (opt.threads != NULL && (run->mode == MODE_DIMACS || run->mode == MODE_DECODE))
    return cli_usage_error (_("--threads does not apply to %s"), modes[0]);
  /* the tables that grow with the work are the searches' */
  if (opt.memory_limit != NULL && (run->mode == MODE_DIMACS || run->mode == MODE_DECODE ||
                                   run->mode == MODE_CHECK || run->mode == MODE_TRACE))
    return cli_usage_error (_("--memory-limit does not apply to %s"), modes[0]);
  if (opt.limit != NULL && run->mode == MODE_TRACE)
    ; /* --trace stops after that many packings */
  else if (opt.limit != NULL && run->mode != MODE_ALL && run->mode != MODE_UNIQUE)
    return cli_usage_error (_("--limit works only with --all or --unique"));
  /* the trace is one thread's search, already in JSON lines */
  if (run->mode == MODE_TRACE && (opt.json || opt.threads != NULL || opt.progress))
    return cli_usage_error (_("%s and %s cannot be used together"), "--trace",
                            opt.json ? "--json" : opt.threads != NULL ? "--threads" : "--progress");
  if (opt.shuffle && !searching)
    return cli_usage_error (_("--shuffle does not apply to %s"), modes[0]);
  if (opt.seed != NULL && !opt.shuffle && run->mode != MODE_RANDOM)
    return cli_usage_error (_("--seed works only with --random, --shuffle or --generate"));

  if (!parse_unsigned ("--limit", opt.limit, 1, G_MAXUINT64, &run->limit))
    return CLI_EXIT_USAGE;
  if (!parse_unsigned ("--nth", opt.nth, 1, G_MAXUINT64, &run->nth))
    return CLI_EXIT_USAGE;
  if (!parse_unsigned ("--seed", opt.seed, 0, G_MAXUINT64, &run->seed))
    return CLI_EXIT_USAGE;

  if (!parse_size ("--memory-limit", opt.memory_limit, &run->memory_limit))
    return CLI_EXIT_USAGE;

  value = run->mode == MODE_CHIRALITY ? 0 : 1;
  if (!parse_unsigned ("--threads", opt.threads, 0, MAX_THREADS, &value))
    return CLI_EXIT_USAGE;
  run->threads = value == 0 ? g_get_num_processors () : (guint) value;
  /* The chirality table takes 0 as "all cores"; a search takes the number itself. */
  run->engine_threads = run->mode == MODE_CHIRALITY ? (guint) value : run->threads;

  pento_rules_init_default (&run->rules);
  run->rules.flip = !opt.no_flip && run->mode != MODE_CHIRALITY;
  run->rules.mirror = PENTO_MIRROR_DEFAULT;
  if (opt.mirror != NULL &&
      !pento_mirror_set_parse (opt.mirror, &run->rules.mirror, &error))
    return cli_usage_error ("%s", error->message);
  run->rules.shuffle = opt.shuffle;
  run->rules.pieces = run->pieces;

  run->have_seed = opt.shuffle || run->mode == MODE_RANDOM;
  if (run->have_seed && opt.seed == NULL)
    {
      /* A fresh seed, told to the user so the run can be repeated. */
      run->seed = g_random_int ();
      if (!opt.json)
        {
          g_autofree char *seed = cli_format_u64 (run->seed);
          g_autofree char *message = g_strdup_printf (_("seed %s (repeat with --seed %s)"),
                                                      seed, seed);
          cli_print_message (message);
        }
    }
  run->rules.seed = run->seed;

  if (opt.board != NULL && pento_box_spec_is_box (opt.board))
    {
      if (!pento_box_parse (opt.board, &run->box, &error))
        return cli_fail (CLI_EXIT_INPUT, "%s", error->message);
      run->is_box = TRUE;
      run->box_name = pento_box_to_string (&run->box);
      run->board = pento_board_new_rectangle (run->box.width * run->box.depth, run->box.height,
                                              &error);
      if (run->board == NULL)
        return cli_fail (CLI_EXIT_INPUT, "%s", error->message);
      return CLI_EXIT_OK;
    }

  /* --check without --board takes the board from the file. A board file may hold a
   * position: the searches then work on its completions. */
  if (run->mode != MODE_CHECK || opt.board != NULL)
    {
      PentoRules read_rules = run->rules;

      /* the chirality table tries every mirrored set: any orientation reads */
      read_rules.flip = read_rules.flip || run->mode == MODE_CHIRALITY;
      run->position = pento_position_new_from_spec (opt.board != NULL ? opt.board : "10x6",
                                                    &read_rules, &error);
      /* a NUL byte is a problem found in the input, as --check reports one (exit 1) */
      if (run->position == NULL)
        return cli_fail (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT) ?
                         CLI_EXIT_NOT_FOUND : CLI_EXIT_INPUT, "%s", error->message);
      run->board = pento_board_ref (pento_position_get_board (run->position));
      /* a board file that names its set packs that set, unless --pieces names one */
      if (run->rules.pieces == PENTO_PIECE_SET_DEFAULT)
        run->rules.pieces = pento_position_get_named_pieces (run->position);
      if (!searching && run->mode != MODE_DIMACS && run->mode != MODE_DECODE &&
          pento_position_get_placed (run->position) != 0)
        return cli_usage_error (_("%s works on a whole board, but %s has pieces placed"),
                                modes[0], opt.board);
    }

  return CLI_EXIT_OK;
}
