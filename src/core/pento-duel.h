/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-duel.h: the computer's side in Golomb's game — its levels, and the move each level
 * chooses from a position within a time budget, on the calling thread.
 */
#pragma once

#include <glib.h>

#include "pento-cancel.h"
#include "engine/pento-engine.h"

G_BEGIN_DECLS

typedef enum {
  PENTO_DUEL_BEGINNER,  /* any legal move that does not lose at once */
  PENTO_DUEL_CLUB,      /* a shallow search with a heuristic */
  PENTO_DUEL_STRONG,    /* a deeper search, deepened until its budget runs out */
  PENTO_DUEL_PERFECT,   /* a proven winning move when the solver finds one in its budget */
  PENTO_DUEL_HUMAN,     /* no computer: a second person plays the other side */
  PENTO_DUEL_N_LEVELS
} PentoDuelLevel;

/* "beginner", "club", "strong", "perfect", "human" (the app.new-duel parameter). */
const char *pento_duel_level_to_string   (PentoDuelLevel level);
gboolean    pento_duel_level_from_string (const char     *text,
                                          PentoDuelLevel *out_level);
/* The level's name for a person, translated: "Beginner", "Club", "Strong", "Perfect", "Two
 * players". */
const char *pento_duel_level_get_label   (PentoDuelLevel level);
/* The level's budget for one move, in microseconds (well under a second on one core). */
gint64      pento_duel_level_budget      (PentoDuelLevel level);

typedef struct {
  gboolean        has_move;   /* FALSE: the side to move cannot place a piece (it lost) */
  PentoGolombMove move;
  gboolean        proven;     /* the move wins with perfect play, proven */
  guint64         nodes;
} PentoDuelChoice;

/* The move @level plays for the side to move in @position, the pieces of @left still to
 * place, under @rules; @seed varies the choice among equal moves. Gives up searching after
 * @budget_us (0: the level's) and answers with the best found by then. FALSE with
 * PENTO_ERROR_CANCELLED when @cancel is set, or the engine's error. */
gboolean    pento_duel_choose_move       (PentoPosition     *position,
                                          PentoPieceSet      left,
                                          const PentoRules  *rules,
                                          PentoDuelLevel     level,
                                          guint32            seed,
                                          gint64             budget_us,
                                          PentoCancel       *cancel,
                                          PentoDuelChoice   *out,
                                          GError           **error);

/* Whether the side to move can place one of @left's pieces: the first fit found, no search,
 * so that the window can ask on its main thread after every move. */
gboolean    pento_duel_can_move          (PentoPosition     *position,
                                          PentoPieceSet      left,
                                          const PentoRules  *rules);

/* Whether the side to move wins @position with perfect play, proven within @budget_us:
 * 1 it wins (@out_move gets a winning move), 0 it loses, -1 not proven in the budget.
 * FALSE with PENTO_ERROR_CANCELLED when @cancel is set. */
gboolean    pento_duel_who_wins          (PentoPosition     *position,
                                          PentoPieceSet      left,
                                          const PentoRules  *rules,
                                          gint64             budget_us,
                                          PentoCancel       *cancel,
                                          int               *out_verdict,
                                          PentoGolombMove   *out_move,
                                          GError           **error);

G_END_DECLS
