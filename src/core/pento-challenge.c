/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-challenge.c: see pento-challenge.h.
 *
 * Finish the board: draw a packing by a search whose choices follow the code's random
 * sequence, then take its pieces off one by one in a random order, keeping each removal that
 * leaves exactly one completion and a rating no higher than the level's top. What stays is the
 * challenge if its rating reached the level; otherwise another packing is drawn. Everything
 * follows from the code through splitmix64 and the careful solver's fixed order, so the
 * same code gives the same challenge on every machine; the engine counts the result once more.
 */
#include "pento-challenge.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pento-error.h"
#include "engine/pento-engine.h"
#include "pento-rater-private.h"

#define CODE_PREFIX "PENTO-"
/* The most placements the careful search may try on a challenge: an Expert's search is
 * bounded too, so that generation is quick (README, "Challenges"). */
#define GENERATE_MAX_PLACEMENTS 20000
/* The most packings drawn for one challenge: every level asked for is one its board or set
 * reaches, so this is never met but by a most unlikely run of draws; it keeps every
 * generation finite all the same. */
#define GENERATE_MAX_ATTEMPTS 10000
/* The pieces of a drawn packing placed with the engine's help (draw_packing()); on the
 * one-sided rectangles (past 64 cells) more of them: the careful search finishing eighteen
 * pieces wanders long, on 30x3 above all, and more steps there cut both the median time and
 * the slowest draws (docs/performance.md). */
#define DRAW_ENGINE_STEPS 3
#define DRAW_ENGINE_STEPS_WIDE 12

static const char * const finish_boards[] = {
  "10x6", "12x5", "15x4", "20x3", "8x8-hole", "8x8-tetromino", NULL
};
/* The rectangles of the eighteen one-sided pieces: the board's name implies the set, so that
 * a code needs no more than the board. */
static const char * const one_sided_boards[] = {
  "30x3", "18x5", "15x6", "10x9", NULL
};

const char * const *
pento_challenge_get_boards (void)
{
  return finish_boards;
}

const char * const *
pento_challenge_get_one_sided_boards (void)
{
  return one_sided_boards;
}

PentoPieceSet
pento_challenge_board_pieces (const char *board)
{
  g_return_val_if_fail (board != NULL, PENTO_PIECE_SET_DEFAULT);

  for (guint i = 0; one_sided_boards[i] != NULL; i++)
    if (g_ascii_strcasecmp (board, one_sided_boards[i]) == 0)
      return PENTO_PIECE_SET_ONE_SIDED;
  return PENTO_PIECE_SET_DEFAULT;
}

const char *
pento_challenge_kind_to_string (PentoChallengeKind kind)
{
  return kind == PENTO_CHALLENGE_LADDER ? "ladder" : "finish";
}

gboolean
pento_challenge_kind_parse (const char         *text,
                            PentoChallengeKind *out_kind,
                            GError            **error)
{
  g_return_val_if_fail (text != NULL && out_kind != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "finish") == 0)
    *out_kind = PENTO_CHALLENGE_FINISH;
  else if (g_ascii_strcasecmp (text, "ladder") == 0)
    *out_kind = PENTO_CHALLENGE_LADDER;
  else
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("Unknown kind of challenge “%s”: use finish or ladder"), text);
      return FALSE;
    }
  return TRUE;
}

/* The rung of a ladder board "Nx5" (3 … 12, the x in any case), or 0: the whole text, one
 * spelling per rung (no sign, no leading zero, nothing after), so that a code round-trips. */
static guint
ladder_rung (const char *board)
{
  guint n;

  if (board[0] < '1' || board[0] > '9')
    return 0;
  n = (guint) (board[0] - '0');
  board++;
  if (g_ascii_isdigit (board[0]))
    n = n * 10 + (guint) (*board++ - '0');
  if ((board[0] != 'x' && board[0] != 'X') || board[1] != '5' || board[2] != '\0')
    return 0;
  return n >= 3 && n <= 12 ? n : 0;
}

static const PentoLevel ladder_top[13];

/* The preset of @name in any case, a one-sided rectangle too, or NULL. */
static const char *
finish_board (const char *name)
{
  for (guint i = 0; finish_boards[i] != NULL; i++)
    if (g_ascii_strcasecmp (name, finish_boards[i]) == 0)
      return finish_boards[i];
  for (guint i = 0; one_sided_boards[i] != NULL; i++)
    if (g_ascii_strcasecmp (name, one_sided_boards[i]) == 0)
      return one_sided_boards[i];
  return NULL;
}

gboolean
pento_challenge_spec_init (PentoChallengeSpec *spec,
                           PentoChallengeKind  kind,
                           PentoLevel          level,
                           const char         *board,
                           guint32             seed,
                           GError            **error)
{
  const char *name = NULL;
  char rung[16];

  g_return_val_if_fail (spec != NULL && board != NULL && level < PENTO_N_LEVELS, FALSE);

  if (kind == PENTO_CHALLENGE_FINISH)
    {
      name = finish_board (board);
      if (name == NULL)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                       _("A challenge takes one of the boards 10x6, 12x5, 15x4, 20x3, "
                         "8x8-hole and 8x8-tetromino, or with the one-sided pieces 30x3, "
                         "18x5, 15x6 and 10x9, not “%s”"), board);
          return FALSE;
        }
    }
  else
    {
      guint n = ladder_rung (board);

      if (n == 0)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                       _("A ladder's rung is a board from 3x5 to 12x5, not “%s”"), board);
          return FALSE;
        }
      if (level > ladder_top[n])
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                       _("The rung %ux5 reaches %s at most: a longer rung is harder"), n,
                       pento_level_get_label (ladder_top[n]));
          return FALSE;
        }
      g_snprintf (rung, sizeof rung, "%ux5", n);
      name = rung;
    }

  memset (spec, 0, sizeof *spec);
  spec->kind = kind;
  spec->level = level;
  g_strlcpy (spec->board, name, sizeof spec->board);
  spec->seed = seed;
  return TRUE;
}

/* Measured: the highest level a rung's challenges reach (tests/test-challenge.c keeps it
 * true), 0 for no rung. */
static const PentoLevel ladder_top[13] = {
  0, 0, 0, PENTO_LEVEL_EASY, PENTO_LEVEL_MEDIUM, PENTO_LEVEL_MEDIUM, PENTO_LEVEL_HARD,
  PENTO_LEVEL_EXPERT, PENTO_LEVEL_EXPERT, PENTO_LEVEL_EXPERT, PENTO_LEVEL_EXPERT,
  PENTO_LEVEL_EXPERT, PENTO_LEVEL_EXPERT,
};

PentoLevel
pento_challenge_ladder_top_level (guint rung)
{
  g_return_val_if_fail (rung >= 3 && rung <= 12, PENTO_LEVEL_EASY);
  return ladder_top[rung];
}

/* Every set of the twelve that packs its rung (N pieces, N×5), by the highest level its
 * challenges reach: found by the careful search on every packing of the rung, taking the
 * pieces off in every order generate() may (tests/test-challenge.c finds them again). Every
 * level below the highest is reached too. */
static const struct {
  PentoLevel  top;
  const char *sets;
} ladder_sets[] = {
#include "pento-challenge-sets.h"
};

/* For each set of the twelve: 0 when it packs no rung, else 1 + the highest level. */
static guint8 set_top[1u << PENTO_N_PENTOMINOES];

static void
init_set_top (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (ladder_sets); i++)
    {
      g_auto(GStrv) sets = g_strsplit (ladder_sets[i].sets, " ", -1);

      for (guint k = 0; sets[k] != NULL; k++)
        {
          PentoPieceSet set = 0;
          gboolean ok = pento_piece_set_parse (sets[k], &set, NULL);

          g_assert (ok && (set & ~PENTO_PIECE_SET_TWELVE) == 0 && set_top[set] == 0);
          set_top[set] = (guint8) (ladder_sets[i].top + 1);
        }
    }
  g_once_init_leave (&done, 1);
}

gboolean
pento_challenge_ladder_set_top_level (PentoPieceSet  pieces,
                                      PentoLevel    *out_top)
{
  if ((pieces & ~PENTO_PIECE_SET_TWELVE) != 0 || pieces == 0)
    return FALSE;
  init_set_top ();
  if (set_top[pieces] == 0)
    return FALSE;
  if (out_top != NULL)
    *out_top = (PentoLevel) (set_top[pieces] - 1);
  return TRUE;
}

/* Whether the named set @pieces packs its rung and reaches @level there: a request it cannot
 * meet is refused at once, with the highest level it reaches, never searched for forever. */
static gboolean
check_ladder_set (PentoPieceSet  pieces,
                  PentoLevel     level,
                  GError       **error)
{
  g_autofree char *set = pento_piece_set_to_string (pieces);
  guint rung = pento_piece_set_n_pieces (pieces);
  PentoLevel top;

  if (!pento_challenge_ladder_set_top_level (pieces, &top))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("The pieces %s do not pack the rung %ux5"), set, rung);
      return FALSE;
    }
  if (level > top)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("The pieces %s reach %s at most on the rung %ux5, not %s: choose that "
                     "level or other pieces"), set, pento_level_get_label (top), rung,
                   pento_level_get_label (level));
      return FALSE;
    }
  return TRUE;
}

gboolean
pento_challenge_spec_set_pieces (PentoChallengeSpec *spec,
                                 PentoPieceSet       pieces,
                                 GError            **error)
{
  guint n;

  g_return_val_if_fail (spec != NULL, FALSE);

  if (spec->kind != PENTO_CHALLENGE_LADDER)
    {
      /* the board's own set, named or not: the board's name says it */
      if (pieces == PENTO_PIECE_SET_DEFAULT || pieces == pento_challenge_board_pieces (spec->board))
        return TRUE;
      if (pieces == PENTO_PIECE_SET_ONE_SIDED)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("The one-sided pieces finish the boards 30x3, 18x5, 15x6 and 10x9, "
                         "not %s"), spec->board);
          return FALSE;
        }
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("Finish the board packs the board's own pieces: a set of pieces goes "
                     "with a ladder"));
      return FALSE;
    }
  n = ladder_rung (spec->board);
  if (pieces != PENTO_PIECE_SET_DEFAULT &&
      ((pieces & ~PENTO_PIECE_SET_TWELVE) != 0 || pento_piece_set_n_pieces (pieces) != n))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("The rung %s packs %u of the twelve pentominoes, each once (no square, "
                     "no mirror pieces)"), spec->board, n);
      return FALSE;
    }
  if (pieces != PENTO_PIECE_SET_DEFAULT && !check_ladder_set (pieces, spec->level, error))
    return FALSE;
  spec->pieces = pieces;
  return TRUE;
}

/* FNV-1a: a seed from text, the same everywhere. */
static guint64
hash_text (const char *text)
{
  guint64 h = G_GUINT64_CONSTANT (0xCBF29CE484222325);

  for (const guchar *p = (const guchar *) text; *p; p++)
    h = (h ^ *p) * G_GUINT64_CONSTANT (0x100000001B3);
  return h;
}

gboolean
pento_challenge_date_parse (const char *text,
                            GDate      *out_date)
{
  static const guint widths[3] = { 4, 2, 2 };
  guint value[3] = { 0, 0, 0 };
  const char *p = text;

  g_return_val_if_fail (text != NULL && out_date != NULL, FALSE);

  /* digits only: no sign, no space, no fifth digit of a year */
  for (guint i = 0; i < 3; i++)
    {
      for (guint k = 0; k < widths[i]; k++, p++)
        {
          if (!g_ascii_isdigit (*p))
            return FALSE;
          value[i] = value[i] * 10 + (guint) (*p - '0');
        }
      if (i < 2 && *p++ != '-')
        return FALSE;
    }
  if (*p != '\0' || !g_date_valid_dmy ((GDateDay) value[2], (GDateMonth) value[1],
                                         (GDateYear) value[0]))
    return FALSE;
  g_date_clear (out_date, 1);
  g_date_set_dmy (out_date, (GDateDay) value[2], (GDateMonth) value[1], (GDateYear) value[0]);
  return TRUE;
}

void
pento_challenge_spec_daily (const GDate        *date,
                            PentoChallengeSpec *spec)
{
  /* Monday … Sunday: the week climbs to Expert */
  static const PentoLevel by_weekday[8] = {
    PENTO_LEVEL_EASY, PENTO_LEVEL_EASY, PENTO_LEVEL_EASY, PENTO_LEVEL_MEDIUM,
    PENTO_LEVEL_MEDIUM, PENTO_LEVEL_HARD, PENTO_LEVEL_HARD, PENTO_LEVEL_EXPERT,
  };
  char text[32];
  gboolean ok;

  g_return_if_fail (date != NULL && g_date_valid (date) && spec != NULL);

  g_snprintf (text, sizeof text, "daily %04u-%02u-%02u", g_date_get_year (date),
              g_date_get_month (date), g_date_get_day (date));
  ok = pento_challenge_spec_init (spec, PENTO_CHALLENGE_FINISH,
                                  by_weekday[g_date_get_weekday (date)],
                                  finish_boards[g_date_get_julian (date) %
                                                (G_N_ELEMENTS (finish_boards) - 1)],
                                  (guint32) (hash_text (text) & 0xFFFFFF), NULL);
  g_assert (ok);
}

char *
pento_challenge_spec_to_code (const PentoChallengeSpec *spec)
{
  g_autofree char *set = NULL;

  g_return_val_if_fail (spec != NULL && spec->level < PENTO_N_LEVELS, NULL);

  if (spec->pieces != PENTO_PIECE_SET_DEFAULT)
    set = pento_piece_set_to_string (spec->pieces);
  return g_strdup_printf (CODE_PREFIX "%s%s%s%s-%c-%06X",
                          spec->kind == PENTO_CHALLENGE_LADDER ? "L" : "", spec->board,
                          set != NULL ? "-" : "", set != NULL ? set : "",
                          pento_level_to_letter (spec->level), (guint) spec->seed);
}

gboolean
pento_challenge_spec_from_code (const char         *code,
                                PentoChallengeSpec *spec,
                                GError            **error)
{
  g_autofree char *text = NULL, *shown = NULL;
  char *seed_part, *level_part = NULL, *board, *set_part;
  PentoPieceSet pieces = PENTO_PIECE_SET_DEFAULT;
  PentoChallengeKind kind = PENTO_CHALLENGE_FINISH;
  PentoLevel level = PENTO_LEVEL_EASY, top = PENTO_LEVEL_EASY;
  guint64 seed = 0;
  gsize n_digits;
  guint rung;
  gboolean ok;

  g_return_val_if_fail (code != NULL && spec != NULL, FALSE);

  text = g_strstrip (g_strdup (code));
  /* the code as the messages show it: escaped and short, so that the reason stays whole */
  shown = pento_error_escape_text (text, 40);
  if (g_ascii_strncasecmp (text, CODE_PREFIX, strlen (CODE_PREFIX)) != 0)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("“%s” is not a challenge code: a code starts with PENTO-, like "
                     "PENTO-10x6-H-3F9A2C"), shown);
      return FALSE;
    }
  board = text + strlen (CODE_PREFIX);
  seed_part = strrchr (board, '-');
  if (seed_part != NULL)
    {
      *seed_part++ = '\0';
      level_part = strrchr (board, '-');
    }
  if (seed_part == NULL || level_part == NULL)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("“%s” is not a whole challenge code: it has a board, a level and a "
                     "number, like PENTO-10x6-H-3F9A2C"), shown);
      return FALSE;
    }
  *level_part++ = '\0';

  if (strlen (level_part) != 1 || !pento_level_parse (level_part, &level, NULL))
    {
      g_autofree char *shown_level = pento_error_escape_text (level_part, 8);

      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("The challenge code “%s” has an unknown level “%s”: use E, M, H or X"),
                   shown, shown_level);
      return FALSE;
    }
  n_digits = strspn (seed_part, "0123456789abcdefABCDEF");
  if (n_digits == 0 || n_digits > 8 || seed_part[n_digits] != '\0')
    {
      g_autofree char *shown_seed = pento_error_escape_text (seed_part, 12);

      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("The challenge code “%s” ends in “%s”, which is not a number of 1 to 8 "
                     "hexadecimal digits"), shown, shown_seed);
      return FALSE;
    }
  seed = g_ascii_strtoull (seed_part, NULL, 16);
  if (board[0] == 'L' || board[0] == 'l')
    {
      kind = PENTO_CHALLENGE_LADDER;
      board++;
    }
  /* a ladder's set, after its rung: piece letters, as pento_piece_set_to_string() writes
   * them (any case), and nothing else */
  set_part = kind == PENTO_CHALLENGE_LADDER ? strchr (board, '-') : NULL;
  if (set_part != NULL)
    {
      g_autofree char *upper = NULL;

      *set_part++ = '\0';
      upper = g_ascii_strup (set_part, -1);
      if (upper[strspn (upper, "FILNPTUVWXYZ")] != '\0' ||
          !pento_piece_set_parse (upper, &pieces, NULL))
        {
          g_autofree char *shown_set = pento_error_escape_text (set_part, 16);

          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                       _("The challenge code “%s” names no set of the twelve pentominoes "
                         "(“%s”)"), shown, shown_set);
          return FALSE;
        }
    }
  rung = kind == PENTO_CHALLENGE_LADDER ? ladder_rung (board) : 0;
  if (rung != 0 && level > ladder_top[rung])
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("The challenge code “%s” asks for %s on the rung %s, which reaches %s "
                     "at most"), shown, pento_level_get_label (level), board,
                   pento_level_get_label (ladder_top[rung]));
      return FALSE;
    }
  if (!pento_challenge_spec_init (spec, kind, level, board, (guint32) seed, NULL))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("The challenge code “%s” names no board a challenge takes (%s)"), shown,
                   kind == PENTO_CHALLENGE_LADDER ? "L3x5 … L12x5" :
                   "10x6, 12x5, 15x4, 20x3, 8x8-hole, 8x8-tetromino; one-sided 30x3, 18x5, "
                   "15x6, 10x9");
      return FALSE;
    }
  if (pieces != PENTO_PIECE_SET_DEFAULT && pento_piece_set_n_pieces (pieces) != rung)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("The challenge code “%s” names a set that does not fit its rung: the "
                     "rung Nx5 packs N pieces"), shown);
      return FALSE;
    }
  if (pieces != PENTO_PIECE_SET_DEFAULT && !pento_challenge_ladder_set_top_level (pieces, &top))
    {
      g_autofree char *set = pento_piece_set_to_string (pieces);

      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("The challenge code “%s” names pieces that do not pack its rung: %s "
                     "do not pack %s"), shown, set, spec->board);
      return FALSE;
    }
  if (pieces != PENTO_PIECE_SET_DEFAULT && level > top)
    {
      g_autofree char *set = pento_piece_set_to_string (pieces);

      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("The challenge code “%s” asks for %s, but the pieces %s reach %s at most "
                     "on the rung %s"), shown, pento_level_get_label (level), set,
                   pento_level_get_label (top), spec->board);
      return FALSE;
    }
  /* every way a set may not suit its rung and level is told above */
  ok = pento_challenge_spec_set_pieces (spec, pieces, NULL);
  g_assert (ok);
  return TRUE;
}

void
pento_challenge_free (PentoChallenge *challenge)
{
  if (challenge == NULL)
    return;
  g_free (challenge->code);
  g_clear_pointer (&challenge->position, pento_position_unref);
  g_free (challenge);
}

/* The position with the pieces of @placed at their cells in @masks. */
static PentoPosition *
build_position (PentoBoard       *board,
                const PentoRater *rater,
                const PentoRules *rules,
                const PentoWord   masks[PENTO_N_SET_PIECES],
                guint             placed)
{
  PentoPosition *position = pento_position_new (board);

  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      PentoCell cells[5];
      guint n = 0;
      PentoPosition *next;

      if (!(placed & (1u << p)))
        continue;
      for (PentoWord b = masks[p]; b; b &= b - 1)
        {
          guint x, y;

          pento_rater_get_xy (rater, pento_word_ctz (b), &x, &y);
          cells[n++] = (PentoCell) { x, y };
        }
      next = pento_position_place (position, p, cells, n, rules, NULL);
      g_assert (next != NULL);
      pento_position_unref (position);
      position = next;
    }
  return position;
}

static gboolean
go_on_cb (const PentoSolution *solution,
          gboolean             representative,
          gpointer             user_data)
{
  return TRUE;
}

/* The engine's count of @position's completions, once it has found @limit (it may find a
 * few more at once: the images of one packing come together). */
static guint64
engine_count (PentoPosition    *position,
              const PentoRules *rules,
              PentoCancel      *cancel,
              guint64           limit)
{
  g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new_for_position (position, rules, NULL);
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_ALL,
    .limit = limit,
    .cancel = cancel,
    .solution_func = go_on_cb,
  };
  PentoProgress result = { 0 };

  g_assert (puzzle != NULL);
  pento_puzzle_search (puzzle, &options, &result, NULL);
  return result.total;
}

/* A packing drawn by @rng into @masks. The first few pieces go on the first empty cell in an
 * order drawn from @rng, each kept when the engine finds a completion (it is far quicker at
 * that than the careful search, which wanders long on a board with few packings such as
 * 20x3); the careful search, its choices drawn too, finishes. Only whether completions exist
 * decides, so the packing is the same whatever the engine's order. */
static gboolean
draw_packing (PentoBoard       *board,
              PentoRater       *rater,
              const PentoRules *rules,
              guint64          *rng,
              PentoCancel      *cancel,
              PentoWord         masks[PENTO_N_SET_PIECES],
              GError          **error)
{
  guint n_all;
  const PentoRaterPlacement *all = pento_rater_get_placements (rater, &n_all);
  g_autofree guint *options = g_new (guint, n_all);
  PentoWord empty = pento_rater_get_cells (rater);
  guint remaining = pento_rater_get_pieces (rater);
  PentoRaterRun run = { .max_completions = 1, .rng = rng, .cancel = cancel };
  guint n_steps = pento_rater_get_n_cells (rater) > 64 ? DRAW_ENGINE_STEPS_WIDE :
                  DRAW_ENGINE_STEPS;

  memset (masks, 0, sizeof (PentoWord) * PENTO_N_SET_PIECES);
  for (guint step = 0; step < n_steps; step++)
    {
      PentoWord first = empty & -empty;
      guint n = 0;
      gboolean placed = FALSE;

      for (guint i = 0; i < n_all; i++)
        if ((all[i].mask & first) && (all[i].mask & ~empty) == 0 &&
            (remaining & (1u << all[i].piece)))
          options[n++] = i;
      for (guint i = 0; i < n && !placed; i++)
        {
          guint j = i + pento_rater_random_below (rng, n - i), k = options[j];
          g_autoptr(PentoPosition) candidate = NULL;

          options[j] = options[i];
          masks[all[k].piece] = all[k].mask;
          candidate = build_position (board, rater, rules, masks,
                                      (pento_rater_get_pieces (rater) & ~remaining) |
                                      (1u << all[k].piece));
          if (engine_count (candidate, rules, cancel, 1) >= 1)
            {
              empty &= ~all[k].mask;
              remaining &= ~(1u << all[k].piece);
              placed = TRUE;
            }
          else
            masks[all[k].piece] = 0;
          if (pento_cancel_set_error_if_cancelled (cancel, error))
            return FALSE;
        }
      g_assert (placed);
    }

  pento_rater_search (rater, empty, remaining, &run);
  if (pento_cancel_set_error_if_cancelled (cancel, error))
    return FALSE;
  g_assert (run.completions == 1);
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if (remaining & (1u << p))
      masks[p] = run.first[p];
  return TRUE;
}

/* A ladder's set drawn by @rng: N of the twelve that pack the rung, on its board. */
static PentoBoard *
draw_ladder_set (guint          rung,
                 guint64       *rng,
                 PentoCancel   *cancel,
                 PentoPieceSet *out_set,
                 GError       **error)
{
  for (;;)
    {
      guint order[PENTO_N_PENTOMINOES];
      PentoPieceSet set = 0;
      PentoBoard *board;

      for (guint i = 0; i < PENTO_N_PENTOMINOES; i++)
        order[i] = i;
      for (guint i = 0; i < rung; i++)
        {
          guint j = i + pento_rater_random_below (rng, PENTO_N_PENTOMINOES - i), t = order[i];

          order[i] = order[j];
          order[j] = t;
          set |= 1u << order[i];
        }
      /* the table of the sets that pack: the same answer as a search, at once */
      if (pento_challenge_ladder_set_top_level (set, NULL))
        {
          board = pento_board_new_rectangle_for_set (rung, 5, set, NULL);
          g_assert (board != NULL);
          *out_set = set;
          return board;
        }
      if (pento_cancel_set_error_if_cancelled (cancel, error))
        return NULL;
    }
}

static PentoChallenge *
generate (const PentoChallengeSpec *spec,
          const char               *code,
          PentoCancel              *cancel,
          GError                  **error)
{
  g_autoptr(PentoBoard) board = NULL;
  g_autoptr(PentoRater) rater = NULL;
  PentoRules rules;
  guint64 rng = hash_text (code);
  guint64 low, high;
  guint rung = spec->kind == PENTO_CHALLENGE_LADDER ? ladder_rung (spec->board) : 0;

  pento_rules_init_default (&rules);
  pento_level_get_range (spec->level, &low, &high);
  if (rung == 0)
    {
      rules.pieces = pento_challenge_board_pieces (spec->board);
      board = pento_board_new_preset_for_set (spec->board, rules.pieces, NULL);
    }
  else if (spec->level > ladder_top[rung])
    {
      /* (pento_challenge_spec_init() refuses it too: a spec made by hand may not) */
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("The rung %ux5 reaches %s at most: a longer rung is harder"), rung,
                   pento_level_get_label (ladder_top[rung]));
      return NULL;
    }
  else if (spec->pieces != PENTO_PIECE_SET_DEFAULT)
    {
      PentoChallengeSpec named = *spec;

      /* a set that does not pack the rung, or not at this level, is refused before any
       * search: the checks of a set named */
      if (!pento_challenge_spec_set_pieces (&named, spec->pieces, error))
        return NULL;
      rules.pieces = spec->pieces;
      board = pento_board_new_rectangle_for_set (rung, 5, spec->pieces, NULL);
      g_assert (board != NULL);
    }
  g_assert (board != NULL || rung != 0);
  if (board != NULL)
    rater = pento_rater_new (board, &rules);

  for (guint attempt = 0;; attempt++)
    {
      guint order[PENTO_N_SET_PIECES], n_pieces = 0;
      guint placed;
      PentoWord empty = 0, masks[PENTO_N_SET_PIECES];
      PentoRaterRun best = { 0 };
      guint64 target;
      g_autoptr(PentoPosition) position = NULL;

      /* the bound: a level every packing misses is refused before this loop, so only a
       * most unlucky sequence of draws ends here */
      if (attempt == GENERATE_MAX_ATTEMPTS)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("No challenge %s came of %u packings drawn: try another number"),
                       code, GENERATE_MAX_ATTEMPTS);
          return NULL;
        }
      /* a ladder whose set the seed draws: a set for each packing */
      if (board == NULL || (rung != 0 && spec->pieces == PENTO_PIECE_SET_DEFAULT))
        {
          g_clear_pointer (&board, pento_board_unref);
          g_clear_pointer (&rater, pento_rater_free);
          board = draw_ladder_set (rung, &rng, cancel, &rules.pieces, error);
          if (board == NULL)
            return NULL;
          rater = pento_rater_new (board, &rules);
        }
      g_assert (rater != NULL);
      placed = pento_rater_get_pieces (rater);

      /* a packing, drawn */
      if (!draw_packing (board, rater, &rules, &rng, cancel, masks, error))
        return NULL;

      /* its pieces off, in a random order, as long as one completion stays */
      for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
        if (placed & (1u << p))
          order[n_pieces++] = p;
      for (guint i = n_pieces - 1; i > 0; i--)
        {
          guint j = pento_rater_random_below (&rng, i + 1), t = order[i];

          order[i] = order[j];
          order[j] = t;
        }
      /* below Expert, a rating drawn in the level's range to stop at, so that a level holds
       * all its ratings (Easy from a three-piece warm-up); Expert takes off what it can */
      target = high == G_MAXUINT64 ? G_MAXUINT64 :
               MAX (low, 3) + pento_rater_random_below (&rng, high - MAX (low, 3) + 1);
      for (guint i = 0; i < n_pieces && best.placements < target; i++)
        {
          guint p = order[i];
          PentoRaterRun run = {
            .max_completions = 2,
            .max_placements = MIN (high, GENERATE_MAX_PLACEMENTS),
            .cancel = cancel,
          };
          g_autoptr(PentoPosition) candidate =
            build_position (board, rater, &rules, masks, placed & ~(1u << p));

          /* The careful search tells whether one completion stays and how hard it is to
           * find, stopping at a second completion or at the level's top. Without a top
           * (Expert), the engine first weeds out what has several completions: it is far
           * quicker at that than a long careful search. */
          if (high == G_MAXUINT64 && engine_count (candidate, &rules, cancel, 2) != 1)
            continue;
          pento_rater_search (rater, empty | masks[p],
                              pento_rater_get_pieces (rater) & ~(placed & ~(1u << p)), &run);
          if (pento_cancel_set_error_if_cancelled (cancel, error))
            return NULL;
          if (run.stopped || run.completions != 1)
            continue;
          empty |= masks[p];
          placed &= ~(1u << p);
          best = run;
          g_clear_pointer (&position, pento_position_unref);
          position = g_steal_pointer (&candidate);
        }

      /* a ladder keeps one piece placed at least: an empty rung has several packings */
      if (best.placements >= low && position != NULL)
        {
          PentoChallenge *challenge = g_new0 (PentoChallenge, 1);

          challenge->spec = *spec;
          challenge->code = g_strdup (code);
          challenge->position = g_steal_pointer (&position);
          challenge->pieces = rules.pieces;
          challenge->rating.placements = best.placements;
          challenge->rating.guesses = best.guesses;
          challenge->rating.completions = 1;
          challenge->rating.rating = best.placements;
          challenge->rating.level = pento_level_from_rating (best.placements);
          g_assert (challenge->rating.level == spec->level);
          /* the engine's word on it too: Expert's last removal had it already (on a few
           * pieces placed, a long search to prove the completion is the only one) */
          if (high == G_MAXUINT64 || engine_count (challenge->position, &rules, cancel, 2) == 1)
            return challenge;
          if (pento_cancel_set_error_if_cancelled (cancel, error))
            return NULL;
          g_critical ("The careful search and the engine disagree on %s", code);
          pento_challenge_free (challenge);
        }
    }
}

PentoChallenge *
pento_challenge_generate (const PentoChallengeSpec *spec,
                          PentoCancel              *cancel,
                          GError                  **error)
{
  g_autofree char *code = NULL;

  g_return_val_if_fail (spec != NULL, NULL);

  code = pento_challenge_spec_to_code (spec);
  return generate (spec, code, cancel, error);
}

char *
pento_challenge_to_text (const PentoChallenge *challenge)
{
  g_autofree char *position = NULL, *pieces = NULL;
  guint64 low, high;

  g_return_val_if_fail (challenge != NULL, NULL);

  position = pento_position_to_text (challenge->position);
  if (challenge->pieces != PENTO_PIECE_SET_DEFAULT &&
      pento_position_get_named_pieces (challenge->position) == PENTO_PIECE_SET_DEFAULT)
    pieces = pento_piece_set_to_comment (challenge->pieces);
  pento_level_get_range (challenge->spec.level, &low, &high);
  /* not translated: the same bytes on every machine */
  return g_strdup_printf ("; challenge %s\n"
                          "; %s, level %s, rating %" G_GUINT64_FORMAT "\n"
                          "; (%" G_GUINT64_FORMAT " placements tried, %" G_GUINT64_FORMAT
                          " guesses)\n"
                          "%s%s",
                          challenge->code,
                          challenge->spec.kind == PENTO_CHALLENGE_LADDER ? "ladder" :
                          "finish the board",
                          pento_level_to_string (challenge->spec.level),
                          challenge->rating.rating, challenge->rating.placements,
                          challenge->rating.guesses, pieces != NULL ? pieces : "", position);
}
