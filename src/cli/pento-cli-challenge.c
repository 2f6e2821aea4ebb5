/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-challenge.c: see pento-cli-challenge.h.
 */
#include "pento-cli-challenge.h"

#include <string.h>
#include <time.h>

#include <glib/gi18n.h>

#include "pento-cli-output.h"

/* "today" or YYYY-MM-DD, a real date, the whole text */
static gboolean
parse_date (const char *text,
            GDate      *date,
            GError    **error)
{
  g_autofree char *shown = NULL;

  g_date_clear (date, 1);
  if (g_ascii_strcasecmp (text, "today") == 0)
    {
      g_date_set_time_t (date, time (NULL));
      return TRUE;
    }
  if (pento_challenge_date_parse (text, date))
    return TRUE;
  shown = pento_error_escape_text (text, 40);
  g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
               _("Invalid date “%s” for --daily: expected YYYY-MM-DD (e.g. 2026-11-30) or "
                 "today"), shown);
  return FALSE;
}

gboolean
pento_cli_challenge_spec (const PentoCliChallengeOptions *options,
                          PentoChallengeSpec             *spec,
                          GError                        **error)
{
  PentoChallengeKind kind = PENTO_CHALLENGE_FINISH;
  PentoLevel level = PENTO_LEVEL_EASY;
  PentoPieceSet pieces = PENTO_PIECE_SET_DEFAULT;
  char rung[16];
  const char *board = options->board;

  if (options->kind != NULL && !pento_challenge_kind_parse (options->kind, &kind, error))
    return FALSE;
  if (options->pieces != NULL && !pento_piece_set_parse (options->pieces, &pieces, error))
    return FALSE;
  if (options->daily != NULL)
    {
      GDate date;

      /* the challenge of the day finishes a board: --kind finish says so, ladder is refused */
      if (kind != PENTO_CHALLENGE_FINISH)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                       _("The challenge of the day finishes a board: --daily does not take "
                         "--kind %s"), pento_challenge_kind_to_string (kind));
          return FALSE;
        }

      if (!parse_date (options->daily, &date, error))
        return FALSE;
      pento_challenge_spec_daily (&date, spec);
      return TRUE;
    }
  if (options->level != NULL && !pento_level_parse (options->level, &level, error))
    return FALSE;
  /* a ladder's rung: as many cells as the set named, or the first rung reaching the level */
  if (board == NULL && kind == PENTO_CHALLENGE_LADDER)
    {
      guint n = 3;

      if (pieces != PENTO_PIECE_SET_DEFAULT)
        n = CLAMP (pento_piece_set_n_pieces (pieces), 3, 12);
      else
        while (n < 12 && pento_challenge_ladder_top_level (n) < level)
          n++;
      g_snprintf (rung, sizeof rung, "%ux5", n);
      board = rung;
    }
  /* a seed not given is drawn, and shows in the code printed; the one-sided set alone: 18x5 */
  if (board == NULL && kind == PENTO_CHALLENGE_FINISH && pieces == PENTO_PIECE_SET_ONE_SIDED)
    board = "18x5";
  return pento_challenge_spec_init (spec, kind, level, board != NULL ? board : "10x6",
                                    options->have_seed ? options->seed :
                                    g_random_int () & 0xFFFFFF, error) &&
         pento_challenge_spec_set_pieces (spec, pieces, error);
}

gboolean
pento_cli_challenge_code (const char         *code,
                          PentoChallengeSpec *spec,
                          GError            **error)
{
  return pento_challenge_spec_from_code (code, spec, error);
}

PentoCliStatus
pento_cli_challenge_print (const PentoChallengeSpec *spec,
                           gboolean                  json,
                           PentoCancel              *cancel,
                           GError                  **error)
{
  g_autoptr(PentoChallenge) challenge = NULL;
  g_autoptr(GError) local_error = NULL;

  challenge = pento_challenge_generate (spec, cancel, &local_error);
  if (challenge == NULL)
    {
      PentoCliStatus status =
        g_error_matches (local_error, PENTO_ERROR, PENTO_ERROR_INVALID) ?
        PENTO_CLI_STATUS_USAGE : PENTO_CLI_STATUS_OUTPUT;

      g_propagate_error (error, g_steal_pointer (&local_error));
      return status;
    }

  if (json)
    {
      g_autofree char *text = pento_position_to_text (challenge->position);
      g_auto(GStrv) rows = g_strsplit (text, "\n", -1);

      pento_cli_out_puts ("{ \"code\": ");
      pento_cli_out_json_string (challenge->code);
      pento_cli_out_printf (", \"kind\": \"%s\", \"board\": ",
                            pento_challenge_kind_to_string (spec->kind));
      pento_cli_out_json_string (spec->board);
      pento_cli_out_printf (", \"level\": \"%s\", \"seed\": %u, \"rating\": %" G_GUINT64_FORMAT
                            ", \"placements\": %" G_GUINT64_FORMAT ", \"guesses\": %"
                            G_GUINT64_FORMAT ", \"placed\": %u, \"rows\": [",
                            pento_level_to_string (spec->level), (guint) spec->seed,
                            challenge->rating.rating, challenge->rating.placements,
                            challenge->rating.guesses,
                            pento_position_get_n_placed (challenge->position));
      for (guint i = 0; rows[i] != NULL && rows[i][0] != '\0'; i++)
        {
          pento_cli_out_puts (i == 0 ? " " : ", ");
          pento_cli_out_json_string (rows[i]);
        }
      pento_cli_out_puts (" ] }\n");
    }
  else
    {
      g_autofree char *text = pento_challenge_to_text (challenge);

      pento_cli_out_puts (text);
    }
  return PENTO_CLI_STATUS_OK;
}

PentoCliStatus
pento_cli_challenge_rate (PentoPosition    *position,
                          const PentoRules *rules,
                          gboolean          json,
                          PentoCancel      *cancel,
                          GError          **error)
{
  PentoRating rating;
  g_autoptr(GError) local_error = NULL;

  if (!pento_position_rate (position, rules, cancel, &rating, &local_error))
    {
      PentoCliStatus status = g_error_matches (local_error, PENTO_ERROR, PENTO_ERROR_BOARD) ?
                              PENTO_CLI_STATUS_INPUT : PENTO_CLI_STATUS_OUTPUT;

      g_propagate_error (error, g_steal_pointer (&local_error));
      return status;
    }

  if (json)
    {
      pento_cli_out_puts ("{ \"board\": ");
      pento_cli_out_json_string (pento_board_get_name (pento_position_get_board (position)));
      pento_cli_out_printf (", \"rating\": %" G_GUINT64_FORMAT ", \"level\": \"%s\", "
                            "\"placements\": %" G_GUINT64_FORMAT ", \"guesses\": %"
                            G_GUINT64_FORMAT ", \"completions\": %" G_GUINT64_FORMAT " }\n",
                            rating.rating, pento_level_to_string (rating.level),
                            rating.placements, rating.guesses, rating.completions);
    }
  else
    {
      g_autofree char *value = g_strdup_printf ("%" G_GUINT64_FORMAT, rating.rating);
      g_autofree char *placements = g_strdup_printf ("%" G_GUINT64_FORMAT, rating.placements);
      g_autofree char *guesses = g_strdup_printf ("%" G_GUINT64_FORMAT, rating.guesses);
      g_autofree char *completions = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                      rating.completions);

      /* TRANSLATORS: the rating of a position, then its level ("Hard") */
      pento_cli_out_printf (_("Rating: %s (%s)\n"), value, pento_level_get_label (rating.level));
      pento_cli_out_printf (_("Placements tried: %s\n"), placements);
      pento_cli_out_printf (_("Guesses: %s\n"), guesses);
      pento_cli_out_printf (_("Completions: %s\n"), completions);
    }
  /* like the searches: no completion, exit 1 */
  return rating.completions == 0 ? PENTO_CLI_STATUS_NOT_FOUND : PENTO_CLI_STATUS_OK;
}
