/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-game.h: a game played by hand — the position, the undo stack of moves, the time
 * taken and the hints used, and its saved text form.
 */
#pragma once

#include <glib-object.h>

#include "pento-core.h"

G_BEGIN_DECLS

#define PENTO_TYPE_GAME (pento_game_get_type ())
G_DECLARE_FINAL_TYPE (PentoGame, pento_game, PENTO, GAME, GObject)

/* A game on the empty position of @board. */
PentoGame        *pento_game_new            (PentoBoard          *board,
                                             const PentoRules    *rules);
/* A game starting from @position (an opened file); nothing to undo. */
PentoGame        *pento_game_new_for_position (PentoPosition     *position,
                                             const PentoRules    *rules);
/* Reads pento_game_to_text()'s form (@length bytes, -1 up to the NUL), named @name in errors:
 * the position is checked against @rules, and the history must replay whole from where the
 * game began (a history that cannot be read or replayed is dropped whole, never the game:
 * see pento_game_get_history_note()). */
PentoGame        *pento_game_new_from_text  (const char          *text,
                                             gssize               length,
                                             const char          *name,
                                             const PentoRules    *rules,
                                             GError             **error);
/* Why the undo history was dropped (a sentence naming its place), or NULL; cleared once the
 * person was told. */
const char       *pento_game_get_history_note   (PentoGame       *self);
void              pento_game_clear_history_note (PentoGame       *self);

PentoPosition    *pento_game_get_position   (PentoGame           *self);
PentoBoard       *pento_game_get_board      (PentoGame           *self);
const PentoRules *pento_game_get_rules      (PentoGame           *self);
/* Keeps the game when its position (and history) is still legal under @rules. */
gboolean          pento_game_set_rules      (PentoGame           *self,
                                             const PentoRules    *rules,
                                             GError             **error);

/* Puts @piece on @cells, from the tray or from where it lies (a move, undone in one step).
 * The same cells again is no move and returns TRUE. Errors are the core's sentences. */
gboolean          pento_game_place          (PentoGame           *self,
                                             PentoPiece           piece,
                                             const PentoCell     *cells,
                                             guint                n_cells,
                                             GError             **error);
/* Sends @piece back to the tray; FALSE when it is not on the board. */
gboolean          pento_game_unplace        (PentoGame           *self,
                                             PentoPiece           piece);
/* Every piece back to the tray, as one move; FALSE when the board is empty. */
gboolean          pento_game_clear          (PentoGame           *self);
/* Places the pieces of @solution that are not on the board yet, as one move. @solution must
 * be a completion of the position. */
gboolean          pento_game_complete_with  (PentoGame           *self,
                                             const PentoSolution *solution,
                                             GError             **error);
gboolean          pento_game_can_undo       (PentoGame           *self);
gboolean          pento_game_can_redo       (PentoGame           *self);
/* One step back or forwards in the history. A step that cannot be made (nothing to undo, or
 * it would move a challenge's piece) changes nothing, the history included, and @error says
 * why. */
gboolean          pento_game_undo           (PentoGame           *self,
                                             GError             **error);
gboolean          pento_game_redo           (PentoGame           *self,
                                             GError             **error);

/* Seconds of play (the clock runs from the first move and stops at the win). */
double            pento_game_get_elapsed    (PentoGame           *self);
guint             pento_game_get_hints_used (PentoGame           *self);
void              pento_game_add_hint       (PentoGame           *self);
gboolean          pento_game_is_complete    (PentoGame           *self);

/* The position text (which the CLI and Open… read) after comment lines holding the rules, the
 * clock, the hints and the newest PENTO_GAME_FILE_MAX_MOVES moves of the undo and redo stacks
 * (see pento-game-file.h). */
char             *pento_game_to_text        (PentoGame           *self);

/* The pieces that stay where they are (a challenge's placed pieces): they cannot be picked
 * up, moved, removed or cleared. Only pieces on the board count. */
void              pento_game_set_fixed      (PentoGame           *self,
                                             guint                pieces);
guint             pento_game_get_fixed      (PentoGame           *self);
/* Pause stops the clock until it is lifted. */
void              pento_game_set_paused     (PentoGame           *self,
                                             gboolean             paused);

/* Signal "changed": after every move, undo, redo or rules change. */

G_END_DECLS
