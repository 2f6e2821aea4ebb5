/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-challenge.h: challenges — a preset board with some pieces placed so that exactly one
 * completion exists, graded Easy to Expert by its rating; a code that names each one, and the
 * challenge of the day. Pure data in and out: generation runs on any thread.
 */
#pragma once

#include <glib.h>

#include "pento-cancel.h"
#include "pento-position.h"
#include "pento-rating.h"

G_BEGIN_DECLS

typedef enum {
  PENTO_CHALLENGE_FINISH,  /* finish the board: pieces placed, one completion */
  PENTO_CHALLENGE_LADDER,  /* a rung: a board N×5 packed with N of the pieces */
} PentoChallengeKind;

#define PENTO_CHALLENGE_MAX_SEED 0xFFFFFFFFu

/* What determines a challenge; the code says exactly this. */
typedef struct {
  PentoChallengeKind kind;
  PentoLevel         level;
  char               board[16];  /* a preset ("10x6" … "8x8-tetromino"); a ladder: "7x5" */
  guint32            seed;
  PentoPieceSet      pieces;     /* a ladder's set, named; DEFAULT: drawn from the seed */
} PentoChallengeSpec;

typedef struct {
  PentoChallengeSpec spec;
  char              *code;       /* "PENTO-10x6-H-3F9A2C" */
  PentoPosition     *position;   /* the board and the pieces placed */
  PentoRating        rating;
  PentoPieceSet      pieces;     /* the set it packs: DEFAULT for Finish the board on the
                                  * twelve's boards, ONE_SIDED on the one-sided rectangles */
} PentoChallenge;

/* The boards Finish the board takes, NULL-terminated: the six presets of the twelve (the
 * daily challenge's), and the four rectangles of the one-sided set. */
const char * const *pento_challenge_get_boards      (void);
const char * const *pento_challenge_get_one_sided_boards (void);
/* The set a finish board packs: PENTO_PIECE_SET_ONE_SIDED for a one-sided rectangle, else
 * PENTO_PIECE_SET_DEFAULT. */
PentoPieceSet       pento_challenge_board_pieces    (const char               *board);
const char         *pento_challenge_kind_to_string  (PentoChallengeKind        kind);
/* "finish" or "ladder"; PENTO_ERROR_PARSE otherwise. */
gboolean            pento_challenge_kind_parse      (const char               *text,
                                                     PentoChallengeKind       *out_kind,
                                                     GError                  **error);

/* Fills @spec after checking the board suits the kind (PENTO_ERROR_BOARD). A ladder's set is
 * drawn from the seed; pento_challenge_spec_set_pieces() names one. */
gboolean            pento_challenge_spec_init       (PentoChallengeSpec       *spec,
                                                     PentoChallengeKind        kind,
                                                     PentoLevel                level,
                                                     const char               *board,
                                                     guint32                   seed,
                                                     GError                  **error);
/* Names the set a ladder packs: N of the twelve on the rung Nx5 that pack it and reach the
 * spec's level there (PENTO_ERROR_INVALID otherwise, naming the highest level the set
 * reaches). Finish the board packs the board's own pieces: its set may be named (the
 * one-sided set on a one-sided rectangle) but is not kept, as the board implies it. */
gboolean            pento_challenge_spec_set_pieces (PentoChallengeSpec       *spec,
                                                     PentoPieceSet             pieces,
                                                     GError                  **error);
/* The highest level a rung reaches: a short ladder has few pieces to take off. */
PentoLevel          pento_challenge_ladder_top_level (guint                   rung);
/* The highest level the ladder set @pieces reaches on its rung (N of the twelve pack N×5),
 * every level below it too; FALSE when the set packs no rung. At once, from a table. */
gboolean            pento_challenge_ladder_set_top_level (PentoPieceSet  pieces,
                                                          PentoLevel    *out_top);
/* A date written YYYY-MM-DD, the whole text: four digits, two and two, a real date (years
 * 0001 … 9999). FALSE for anything else: a sign, a space, a fifth digit. */
gboolean            pento_challenge_date_parse      (const char               *text,
                                                     GDate                    *out_date);
/* The challenge of the day @date: the same everywhere for that date. The board turns with
 * the days; the level rises through the week (Monday Easy … Sunday Expert). */
void                pento_challenge_spec_daily      (const GDate              *date,
                                                     PentoChallengeSpec       *spec);
/* "PENTO-<board>-<E|M|H|X>-<seed, 6 to 8 hex digits>", a ladder's board as "L7x5", and its
 * set when named after it ("PENTO-L7x5-FLNPTUY-E-00002A"); a one-sided rectangle's board
 * implies its set ("PENTO-18x5-H-00002A"). */
char               *pento_challenge_spec_to_code    (const PentoChallengeSpec *spec);
/* Reads a code (any case, spaces around ignored), the whole of it; PENTO_ERROR_PARSE with a
 * sentence saying what is wrong — a ladder's set that does not pack its rung or does not
 * reach the level asked is wrong too. A code read names the same puzzle as the code
 * pento_challenge_spec_to_code() writes back. */
gboolean            pento_challenge_spec_from_code  (const char               *code,
                                                     PentoChallengeSpec       *spec,
                                                     GError                  **error);

/* Generates the challenge @spec stands for: the same on every machine. Always ends: fails
 * with PENTO_ERROR_CANCELLED, or PENTO_ERROR_INVALID for a ladder's set that packs no rung or
 * does not reach the level (at once), or after a bounded number of packings drawn. */
PentoChallenge     *pento_challenge_generate        (const PentoChallengeSpec *spec,
                                                     PentoCancel              *cancel,
                                                     GError                  **error);
void                pento_challenge_free            (PentoChallenge           *challenge);
/* The position text form, after comment lines with the code, the level and the rating (and a
 * ladder's set, "; pieces: SET"): what pentomino-cli --generate prints and
 * pento_position_new_from_text() reads. */
char               *pento_challenge_to_text         (const PentoChallenge     *challenge);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoChallenge, pento_challenge_free)

G_END_DECLS
