/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-rating.c: see pento-rating.h. The search itself is pento-rater.c.
 */
#include "pento-rating.h"

#include <glib/gi18n.h>

#include "pento-error.h"
#include "pento-rater-private.h"

/* The lowest rating of Medium, Hard and Expert. Chosen from the ratings of minimal challenges
 * measured on every preset board (README, "Challenges"). */
static const guint64 level_low[PENTO_N_LEVELS] = { 0, 10, 50, 300 };

static const char * const level_names[PENTO_N_LEVELS] = { "easy", "medium", "hard", "expert" };
static const char level_letters[PENTO_N_LEVELS] = { 'E', 'M', 'H', 'X' };

PentoLevel
pento_level_from_rating (guint64 rating)
{
  PentoLevel level = PENTO_LEVEL_EASY;

  while (level + 1 < PENTO_N_LEVELS && rating >= level_low[level + 1])
    level++;
  return level;
}

void
pento_level_get_range (PentoLevel level,
                       guint64   *out_low,
                       guint64   *out_high)
{
  g_return_if_fail (level < PENTO_N_LEVELS);

  *out_low = level_low[level];
  *out_high = level + 1 < PENTO_N_LEVELS ? level_low[level + 1] - 1 : G_MAXUINT64;
}

const char *
pento_level_to_string (PentoLevel level)
{
  g_return_val_if_fail (level < PENTO_N_LEVELS, NULL);
  return level_names[level];
}

const char *
pento_level_get_label (PentoLevel level)
{
  static const char * const labels[PENTO_N_LEVELS] = {
    N_("Easy"), N_("Medium"), N_("Hard"), N_("Expert"),
  };

  g_return_val_if_fail (level < PENTO_N_LEVELS, NULL);
  return _(labels[level]);
}

char
pento_level_to_letter (PentoLevel level)
{
  g_return_val_if_fail (level < PENTO_N_LEVELS, '?');
  return level_letters[level];
}

gboolean
pento_level_parse (const char *text,
                   PentoLevel *out_level,
                   GError    **error)
{
  g_return_val_if_fail (text != NULL && out_level != NULL, FALSE);

  for (PentoLevel level = 0; level < PENTO_N_LEVELS; level++)
    if (g_ascii_strcasecmp (text, level_names[level]) == 0 ||
        (text[0] != '\0' && text[1] == '\0' &&
         g_ascii_toupper (text[0]) == level_letters[level]))
      {
        *out_level = level;
        return TRUE;
      }
  g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
               _("Unknown level “%s”: use easy, medium, hard or expert"), text);
  return FALSE;
}

gboolean
pento_position_rate (const PentoPosition *position,
                     const PentoRules    *rules,
                     PentoCancel         *cancel,
                     PentoRating         *out,
                     GError             **error)
{
  g_autoptr(PentoRater) rater = NULL;
  PentoRaterRun run = { .cancel = cancel };
  PentoWord empty;
  guint remaining;

  g_return_val_if_fail (position != NULL && rules != NULL && out != NULL, FALSE);

  rater = pento_rater_new (pento_position_get_board (position), rules);
  if (rater == NULL)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("A rating needs a board of at most 128 cells"));
      return FALSE;
    }
  pento_rater_read_position (rater, position, &empty, &remaining);
  pento_rater_search (rater, empty, remaining, &run);
  if (pento_cancel_set_error_if_cancelled (cancel, error))
    return FALSE;

  out->placements = run.placements;
  out->guesses = run.guesses;
  out->completions = run.completions;
  out->rating = run.placements / MAX (run.completions, 1);
  out->level = pento_level_from_rating (out->rating);
  return TRUE;
}
