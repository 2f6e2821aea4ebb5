/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-records.h: the player's records. Each puzzle — a finish challenge (board and level), a
 * ladder's rung (rung and level), the daily of a date, a free game (board, set and rules) —
 * keeps its games started and finished and its best ten times with their dates, apart for
 * clean and assisted finishes; a finish where the answer was shown counts as played, never as
 * a record or a streak day. Beside them: the daily streak, the rungs of the ladder book
 * solved, and the collection of packings found in free games, each once up to the board's
 * symmetry. One versioned text file; a damaged one is refused with its place and kept aside.
 */
#pragma once

#include <glib.h>

#include "pento-board.h"
#include "pento-challenge.h"
#include "pento-rules.h"
#include "pento-solution.h"

G_BEGIN_DECLS

typedef struct _PentoRecords PentoRecords;

#define PENTO_RECORDS_VERSION 2
/* The first line of the file, with the version. */
#define PENTO_RECORDS_HEADER "pentomino-records 2"
/* The collection of a keen player of every board stays well within it. */
#define PENTO_RECORDS_MAX_SIZE (4 * 1024 * 1024)
/* Best times kept for each puzzle and kind of finish. */
#define PENTO_RECORDS_KEEP 10
/* The ladder book's ladders are numbered 1 … this. */
#define PENTO_LADDER_BOOK_SIZE 999

/* How a finish was earned. */
typedef enum {
  PENTO_FINISH_CLEAN,     /* no hint, no live count, the answer never shown */
  PENTO_FINISH_ASSISTED,  /* hints short of Finish, or the live count */
  PENTO_FINISH_SHOWN,     /* finished by Hint, or after the answer was shown */
  PENTO_N_FINISHES
} PentoFinish;

const char *pento_finish_to_string (PentoFinish finish);

typedef enum {
  PENTO_PUZZLE_FINISH,  /* a challenge to finish a board: board, level */
  PENTO_PUZZLE_LADDER,  /* a ladder's rung: the rung's board ("7x5"), level */
  PENTO_PUZZLE_DAILY,   /* the daily challenge of a date */
  PENTO_PUZZLE_FREE,    /* a free game: board, set, rules (flipping or the mirrored pieces) */
  PENTO_PUZZLE_DUEL,    /* a two-player game against the computer: board, the computer's level */
  PENTO_N_PUZZLES
} PentoPuzzleKind;

/* Which puzzle a record is of; the fields a kind does not use are zero. */
typedef struct {
  PentoPuzzleKind kind;
  char            board[64];  /* a preset, a rung ("7x5") or a saved board's name */
  PentoLevel      level;      /* finish, ladder */
  guint32         day;        /* daily: the Julian day of its date */
  PentoPieceSet   pieces;     /* free */
  gboolean        flip;       /* free */
  PentoMirrorSet  mirror;     /* free, without flipping */
  guint           duel_level; /* duel: the computer's level, a PentoDuelLevel */
} PentoPuzzleId;

/* The puzzle a challenge is: its daily date when @daily is given. */
void     pento_puzzle_id_for_challenge (PentoPuzzleId            *id,
                                        const PentoChallengeSpec *spec,
                                        const GDate              *daily);
/* A free game on @board under @rules. */
void     pento_puzzle_id_for_free      (PentoPuzzleId            *id,
                                        const char               *board,
                                        const PentoRules         *rules);
/* A two-player game on @board against the computer at @duel_level (a PentoDuelLevel). */
void     pento_puzzle_id_for_duel      (PentoPuzzleId            *id,
                                        const char               *board,
                                        guint                     duel_level);
gboolean pento_puzzle_id_equal         (const PentoPuzzleId      *a,
                                        const PentoPuzzleId      *b);
/* A free game's set and rules as the file writes them: "twelve" or the set's letters;
 * "flip" or the mirrored pieces "mirror:FNY" ("mirror:-" for none). */
char    *pento_puzzle_id_format_set    (const PentoPuzzleId      *id);
void     pento_puzzle_id_format_rules  (const PentoPuzzleId      *id,
                                        char                      buf[16]);
/* For a person: "Finish 10x6, Easy", "Ladder 7x5, Easy", "Daily 2026-11-29",
 * "Free game 10x6, twelve, flip". */
char    *pento_puzzle_id_describe      (const PentoPuzzleId      *id);
/* A Julian day as YYYY-MM-DD. */
void     pento_records_format_day      (guint32                   day,
                                        char                      buf[16]);

typedef struct {
  guint64 ms;
  guint32 day;          /* the Julian day it was made */
} PentoRecordTime;

typedef struct {
  PentoPuzzleId   id;
  guint           started;
  guint           finished;          /* every finish, shown ones too */
  guint           shown;             /* finishes with the answer shown */
  guint           n_best[2];         /* clean, assisted */
  PentoRecordTime best[2][PENTO_RECORDS_KEEP];  /* fastest first */
} PentoPuzzleRecords;

PentoRecords *pento_records_new            (void);
void          pento_records_free           (PentoRecords       *records);
/* The text form: PENTO_RECORDS_HEADER, then lines (a board name escaped as in a URI):
 *   started PUZZLE STARTED FINISHED SHOWN
 *   time PUZZLE clean|assisted MILLISECONDS YYYY-MM-DD
 *   streak YYYY-MM-DD STREAK LONGEST
 *   book LADDER RUNG LEVEL
 *   packing BOARD SET RULES WIDTHxHEIGHT CELLS
 * where PUZZLE is "finish BOARD LEVEL", "ladder RUNG LEVEL", "daily YYYY-MM-DD" or
 * "free BOARD SET RULES" (SET "twelve" or pento_piece_set_to_string()'s; RULES "flip" or the
 * mirrored pieces "mirror:FNY"), or "duel BOARD LEVEL" (beginner, club, strong, perfect: a
 * two-player game against the computer, its STARTED the games played to the end and its
 * FINISHED the person's wins). Version 1's lines ("best …", "daily …") are read too.
 * Anything else, a value out of range or a line twice is PENTO_ERROR_PARSE, the message
 * starting with its place ("3:6: …"); a newer version is PENTO_ERROR_VERSION. */
PentoRecords *pento_records_new_from_text  (const char         *text,
                                            GError            **error);
char         *pento_records_to_text        (const PentoRecords *records);

/* A game of @id begun. */
void          pento_records_start          (PentoRecords       *records,
                                            const PentoPuzzleId *id);
/* A finish of @id in @ms milliseconds on @date: counted, and for a clean or assisted finish
 * kept among the best ten of its kind. Returns its place among them (1 the best), 0 when it is
 * not among them or was shown. A daily's clean or assisted finish extends the streak when its
 * date is the day after the last one's. */
guint         pento_records_finish         (PentoRecords       *records,
                                            const PentoPuzzleId *id,
                                            PentoFinish         finish,
                                            guint64             ms,
                                            const GDate        *date);
/* A two-player game of @id (a duel) played to the end: counted, and as a win when @won. */
void          pento_records_duel           (PentoRecords       *records,
                                            const PentoPuzzleId *id,
                                            gboolean            won);
/* NULL when @id was never played. */
const PentoPuzzleRecords *pento_records_lookup (const PentoRecords  *records,
                                                const PentoPuzzleId *id);
/* Every puzzle played, kind by kind, in a stable order (boards, levels, dates). */
GPtrArray    *pento_records_list           (const PentoRecords *records);

/* The daily streak as of @today: the days in a row up to today or yesterday (0 when the last
 * daily finished is older); the longest ever. */
guint         pento_records_get_streak     (const PentoRecords *records,
                                            const GDate        *today);
guint         pento_records_get_best_streak (const PentoRecords *records);

/* Version 1 kept one best time per kind, level and assists, without the board: kept as they
 * were read, for the player to see, and written back. FALSE when there is none. */
gboolean      pento_records_get_earlier    (const PentoRecords *records,
                                            PentoChallengeKind  kind,
                                            PentoLevel          level,
                                            gboolean            assisted,
                                            guint64            *out_ms,
                                            guint              *out_finishes);

/* The ladder book: ladder @ladder (1 … PENTO_LADDER_BOOK_SIZE), the rung N×5 (3 … 12) at
 * @level is one fixed puzzle, the same everywhere, like a code. PENTO_ERROR_INVALID for a
 * ladder out of range, a rung that does not exist or a level it does not reach. */
gboolean      pento_ladder_book_spec       (guint               ladder,
                                            guint               rung,
                                            PentoLevel          level,
                                            PentoChallengeSpec *spec,
                                            GError            **error);
/* Ticks rung @rung of ladder @ladder at @level as solved; whether it is. */
void          pento_records_tick_rung      (PentoRecords       *records,
                                            guint               ladder,
                                            guint               rung,
                                            PentoLevel          level);
gboolean      pento_records_rung_solved    (const PentoRecords *records,
                                            guint               ladder,
                                            guint               rung,
                                            PentoLevel          level);
typedef struct {
  guint      ladder;
  guint      rung;
  PentoLevel level;
} PentoBookRung;
/* Every rung of the book solved (PentoBookRung), by ladder, rung and level. */
GArray       *pento_records_get_book       (const PentoRecords *records);

/* The collection: adds @solution, a packing of @board under @rules, up to the board's
 * symmetry. TRUE when it was not found before; @out_found: how many packings of this board,
 * set and rules are in the collection now. */
gboolean      pento_records_collect        (PentoRecords        *records,
                                            const PentoBoard    *board,
                                            const PentoRules    *rules,
                                            const PentoSolution *solution,
                                            guint               *out_found);
/* The packings found of @board under @rules (canonical forms, PentoSolution), in the order
 * found. */
GPtrArray    *pento_records_get_collection (const PentoRecords *records,
                                            const char         *board,
                                            const PentoRules   *rules);
/* The collection's boards: PentoPuzzleId of kind PENTO_PUZZLE_FREE, with the number found
 * in @out_found (one guint per item). */
GPtrArray    *pento_records_get_collected  (const PentoRecords *records,
                                            GArray            **out_found);

/* $XDG_DATA_HOME/pentomino/records */
char         *pento_records_get_path       (void);
/* Reads @path: empty records when there is no file. A file that cannot be read as records is
 * renamed aside (pento_file_keep_aside()) and empty records returned, with the new name in
 * @out_aside and the reason in @out_problem; NULL and @error only when it could not be kept
 * aside (then nothing may be written over it). A file of a newer version is neither read nor
 * kept aside: NULL and PENTO_ERROR_VERSION, and nothing may be written over it. */
PentoRecords *pento_records_load           (const char         *path,
                                            char              **out_aside,
                                            char              **out_problem,
                                            GError            **error);
/* Writes the records to @path at once, creating its folder; the old file stays whole on any
 * error. */
gboolean      pento_records_save           (const PentoRecords *records,
                                            const char         *path,
                                            GError            **error);

/* "1:23.4" (minutes, seconds and tenths) or "1:02:03" past the hour. */
char         *pento_records_format_time    (guint64             ms);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoRecords, pento_records_free)

G_END_DECLS
