/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-game-shelf.h: the games a person left on other boards or rules — one per board and
 * rules, kept when they switch away and given back when they return. Each is also a game
 * file under $XDG_DATA_HOME/pentomino/games/ (the same text as the autosave, readable by
 * Open… and the CLI), so that it outlives the window. The folder is read on a worker as the
 * shelf is made. At most PENTO_GAME_SHELF_MAX games are kept at hand: past them the one left
 * longest ago moves to the folder PENTO_GAME_SHELF_OLDER inside it (kept, never deleted, and
 * never read back by itself), and the person is told.
 */
#pragma once

#include <glib-object.h>

#include "pento-core.h"
#include "play/pento-game.h"

G_BEGIN_DECLS

#define PENTO_GAME_SHELF_MAX 16
#define PENTO_GAME_SHELF_OLDER "older"

#define PENTO_TYPE_GAME_SHELF (pento_game_shelf_get_type ())
G_DECLARE_FINAL_TYPE (PentoGameShelf, pento_game_shelf, PENTO, GAME_SHELF, GObject)

PentoGameShelf *pento_game_shelf_new        (void);

/* $XDG_DATA_HOME/pentomino/games, and the folder of the older games in it */
char           *pento_game_shelf_get_dir    (void);
char           *pento_game_shelf_get_older_dir (void);

/* Keeps @text, a game file of a game on @board under @rules (replacing the one kept for them
 * before); its file is written on a worker, in order with every other change of the shelf. */
void            pento_game_shelf_put        (PentoGameShelf   *self,
                                             PentoBoard       *board,
                                             const PentoRules *rules,
                                             const char       *text);
/* Gives back the game kept for @board and @rules and forgets it (its file goes), or NULL.
 * A game that cannot be restored has its file kept aside under a new name and @out_note says
 * why. */
PentoGame      *pento_game_shelf_take       (PentoGameShelf   *self,
                                             PentoBoard       *board,
                                             const PentoRules *rules,
                                             char            **out_note);
/* Whether a game is kept for @board and @rules (in this run or in its file). */
gboolean        pento_game_shelf_has        (PentoGameShelf   *self,
                                             PentoBoard       *board,
                                             const PentoRules *rules);
/* Waits until every file the shelf was asked to write or remove is written or removed. */
void            pento_game_shelf_flush      (PentoGameShelf   *self);

/* Signal "message" (const char *text): something the person should know, said once — a save
 * that failed (again only after one worked), a file that could not be read and was kept
 * aside, games moved past the cap, the folder replaced. Emitted on the main thread. */

G_END_DECLS
