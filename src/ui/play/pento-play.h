/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-play.h: play by hand — takes moves from the board view and the tray and draws the
 * game in the board model, keeps the live count, climbs the hint ladder, finishes,
 * celebrates, and saves the game after every move.
 */
#pragma once

#include <glib-object.h>

#include "board/pento-board-view.h"
#include "pento-core.h"
#include "play/pento-game.h"
#include "board/pento-piece-tray.h"
#include "common/pento-session.h"

G_BEGIN_DECLS

#define PENTO_TYPE_PLAY (pento_play_get_type ())
G_DECLARE_FINAL_TYPE (PentoPlay, pento_play, PENTO, PLAY, GObject)

/* Takes moves from @view and pieces from @tray (not referenced: they outlive it in the
 * window) and draws the game in @view's model (pento_board_view_set_model()). */
PentoPlay     *pento_play_new                (PentoBoardView   *view,
                                              PentoPieceTray   *tray);
/* The settings' board and rules, at start and after every change. The first call starts a
 * new game and reads the saved one on a worker: it replaces the new game when nothing was
 * played meanwhile, and a game on another board or rules makes them the settings
 * (pento_play_set_session()); a file it cannot restore is
 * kept aside under a new name and said (see pento-autosave.h). A new board starts a new
 * game, or the game left on that board (and rules) before, which stays kept, with its
 * undo history, in a file per board and rules (pento-game-shelf.h); new rules keep the game
 * when its position is still legal, or bring back the one left under them. */
void           pento_play_set_spec           (PentoPlay        *self,
                                              PentoBoard       *board,
                                              const PentoRules *rules);
/* Where a restored game on another board or rules sets them (the settings follow the game,
 * never the other way round); without one such a game is kept aside. Not referenced. */
void           pento_play_set_session        (PentoPlay        *self,
                                              PentoSession     *session);
/* A fresh game on the board in play, with its own clock and hint count; the one in play
 * goes. */
void           pento_play_new_game           (PentoPlay        *self);
/* The board shows the game again (after Solve or the list showed a packing). */
void           pento_play_show_game          (PentoPlay        *self);

/* What the app.* actions do. Errors carry a sentence for the person. Each is about the game:
 * while a packing is viewed, the board shows the game again first (a refusal too is said
 * about what is seen). */
gboolean       pento_play_place              (PentoPlay        *self,
                                              const char       *placement,
                                              GError          **error);
gboolean       pento_play_unplace            (PentoPlay        *self,
                                              const char       *letter,
                                              GError          **error);
gboolean       pento_play_undo               (PentoPlay        *self);
gboolean       pento_play_redo               (PentoPlay        *self);
gboolean       pento_play_clear_board        (PentoPlay        *self);
void           pento_play_hint               (PentoPlay        *self);
void           pento_play_finish             (PentoPlay        *self);
gboolean       pento_play_open               (PentoPlay        *self,
                                              const char       *path,
                                              GError          **error);
gboolean       pento_play_save_position      (PentoPlay        *self,
                                              const char       *path,
                                              GError          **error);
char          *pento_play_get_position_text  (PentoPlay        *self);
/* Writes the game to the user data dir now, on this thread (as the window closes); after
 * every move it is written on a worker, so that a slow disk never holds up a frame. */
void           pento_play_save               (PentoPlay        *self);
/* $XDG_DATA_HOME/pentomino/game.txt */
char          *pento_play_get_save_path      (void);

PentoGame     *pento_play_get_game           (PentoPlay        *self);
PentoPosition *pento_play_get_position       (PentoPlay        *self);
/* "count-text" property: "9,356 packings still possible", "Counting…", or the dead end. */
const char    *pento_play_get_count_text     (PentoPlay        *self);
/* The live count; -1 while counting. */
gint64         pento_play_get_count          (PentoPlay        *self);
gboolean       pento_play_is_busy            (PentoPlay        *self);
/* Whether the saved game is still being read ("restoring" property). */
gboolean       pento_play_is_restoring       (PentoPlay        *self);
/* The last sentence said to the person (also emitted as "message"). */
const char    *pento_play_get_message        (PentoPlay        *self);
/* The hint ladder's step: 0 none yet, 1 the piece shown, 2 its place shown. */
guint          pento_play_get_hint_step      (PentoPlay        *self);

/* "can-undo", "can-redo" properties (booleans): whether the game has a move to undo / redo. */

/* Signal "message" (const char *text, gboolean important): something to say — a refusal, a
 * hint, the win. Important ones are worth a toast. */

/* The board view and the tray the game plays on. */
PentoBoardView *pento_play_get_board_view     (PentoPlay        *self);
PentoPieceTray *pento_play_get_tray           (PentoPlay        *self);
/* A challenge: a game from @position whose @fixed pieces stay where they are, under
 * @rules; its board and rules become the settings. The free game of the board in play stays
 * on the shelf; the challenge never goes there: switched away from, it is held aside with
 * its clock stopped, and comes back with its board. FALSE (and nothing changed) when the
 * board cannot be made the setting. */
gboolean       pento_play_start_challenge    (PentoPlay        *self,
                                              PentoPosition    *position,
                                              guint             fixed,
                                              const PentoRules *rules,
                                              GError          **error);
/* The game in play (restored at start) is the challenge again, its @fixed pieces fixed. */
void           pento_play_resume_challenge   (PentoPlay        *self,
                                              guint             fixed);
/* @game, a challenge's (restored at start), held aside while the game in play stays. */
void           pento_play_hold_challenge     (PentoPlay        *self,
                                              PentoGame        *game,
                                              const PentoRules *rules);
/* The challenge held aside comes back: its board and rules become the settings again. */
gboolean       pento_play_continue_challenge (PentoPlay        *self,
                                              GError          **error);
/* The challenge ends; in play, the board's free game comes back. FALSE: none was running.
 * A challenge ended unfinished (left, or replaced by New Game or another challenge) is kept
 * for pento_play_restore_challenge(). */
gboolean       pento_play_leave_challenge    (PentoPlay        *self);
/* The challenge last ended unfinished is the running one again, on its board, its clock
 * going; a challenge begun since goes. FALSE with @error when there is none. */
gboolean       pento_play_restore_challenge  (PentoPlay        *self,
                                              GError          **error);
/* The challenge is finished: it stays on the board, and goes when another board is chosen
 * (the board's free game then comes back). */
void           pento_play_finish_challenge   (PentoPlay        *self);
/* The challenge's game, in play or held aside ("challenge-held" property), or NULL. */
PentoGame     *pento_play_get_challenge      (PentoPlay        *self);
/* "in-progress" property: the game in play has a piece placed or a move to undo or redo. */
gboolean       pento_play_is_in_progress     (PentoPlay        *self);
/* The free game New Game replaced comes back over the new one (app.undo-new-game, the
 * toast's Undo); FALSE when there is none. */
gboolean       pento_play_undo_new_game      (PentoPlay        *self);
/* Assists (the hint and the live count) on or off. */
void           pento_play_set_assists        (PentoPlay        *self,
                                              gboolean          assists);

G_END_DECLS
