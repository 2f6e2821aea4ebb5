/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-rating.h: how hard a position is to finish, measured by a careful search, and the four
 * levels of a challenge.
 */
#pragma once

#include <glib.h>

#include "pento-cancel.h"
#include "pento-position.h"
#include "pento-rules.h"

G_BEGIN_DECLS

typedef enum {
  PENTO_LEVEL_EASY,
  PENTO_LEVEL_MEDIUM,
  PENTO_LEVEL_HARD,
  PENTO_LEVEL_EXPERT,
  PENTO_N_LEVELS
} PentoLevel;

/* The search of a careful person: fill the empty cell that the fewest placements fit, place
 * at once what is forced (a cell only one placement covers, a piece that fits in one place
 * only), see a walled-in pocket no set of pieces fills, and guess only when none of that
 * helps; it searches to the end, to know the answer is the only one. */
typedef struct {
  guint64    rating;       /* placements tried per completion (all of them for one): the grade */
  guint64    placements;   /* placements tried, forced or guessed */
  guint64    guesses;      /* branch points: a cell with more than one option */
  guint64    completions;  /* every completion, not up to symmetry */
  PentoLevel level;        /* the level the rating falls in */
} PentoRating;

/* Rates @position under @rules. Searches every completion, so a position with many takes
 * long (an empty 10x6: seconds): call it on a worker thread. Fails with
 * PENTO_ERROR_BOARD on a board of more than 128 cells and PENTO_ERROR_CANCELLED. */
gboolean    pento_position_rate        (const PentoPosition *position,
                                        const PentoRules    *rules,
                                        PentoCancel         *cancel,
                                        PentoRating         *out,
                                        GError             **error);

/* The level a rating falls in, and the ratings of a level: [*out_low, *out_high], high
 * G_MAXUINT64 for Expert. */
PentoLevel  pento_level_from_rating    (guint64              rating);
void        pento_level_get_range      (PentoLevel           level,
                                        guint64             *out_low,
                                        guint64             *out_high);
/* "easy", "medium", "hard", "expert": the names in files and on the command line. */
const char *pento_level_to_string      (PentoLevel           level);
/* The name for people, translated. */
const char *pento_level_get_label      (PentoLevel           level);
/* E, M, H, X: the letter in a challenge's code. */
char        pento_level_to_letter      (PentoLevel           level);
/* A name ("hard", any case) or a letter ("H"); PENTO_ERROR_PARSE otherwise. */
gboolean    pento_level_parse          (const char          *text,
                                        PentoLevel          *out_level,
                                        GError             **error);

G_END_DECLS
