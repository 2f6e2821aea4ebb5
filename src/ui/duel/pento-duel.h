/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-duel.h: Golomb's game in the window — a two-player game against the computer or a
 * second person at the same screen (app.new-duel, app.duel-who-wins, app.leave-duel). The
 * duel is played as the game in play on its board, through the play feature, so the tray,
 * the keys and app.place place its pieces; the duel watches each change, keeps the turn,
 * takes back a pair of moves on Undo, answers for the computer on a worker, says who won,
 * counts the result in the records and keeps the duel in progress in a file of its own.
 */
#pragma once

#include <gtk/gtk.h>

#include "common/pento-session.h"
#include "play/pento-play.h"

G_BEGIN_DECLS

#define PENTO_TYPE_DUEL (pento_duel_get_type ())
G_DECLARE_FINAL_TYPE (PentoDuel, pento_duel, PENTO, DUEL, GObject)

/* The duel feature of a window: its games through @play, on @session's boards. The window
 * builds it and its bar (pento-duel-bar.h) draws from it. It reads the duel left in progress
 * at the last close on a worker. */
PentoDuel  *pento_duel_new             (PentoSession   *session,
                                        PentoPlay      *play);
/* Puts the actions on @map (the application); they go with @self. */
void        pento_duel_install         (PentoDuel      *self,
                                        GActionMap     *map);

/* Starts a duel at @level ("beginner", "club", "strong", "perfect" or "human") on 8×8 with
 * the pieces and flip rule in play; FALSE with a sentence for a bad level or board. */
gboolean    pento_duel_start           (PentoDuel      *self,
                                        const char     *level,
                                        GError        **error);
/* Whether a duel is in progress or ended on the board in sight ("active" property). */
gboolean    pento_duel_is_active       (PentoDuel      *self);
/* Whether the computer is choosing its move ("thinking" property). */
gboolean    pento_duel_is_thinking     (PentoDuel      *self);
/* The side that won (0 the first player, 1 the second), -1 while the game goes on. */
int         pento_duel_get_winner      (PentoDuel      *self);
/* The moves played so far. */
guint       pento_duel_get_n_moves     (PentoDuel      *self);
/* What the bar shows: whose turn it is or who won, NULL while no duel is in sight ("turn"
 * property, notified when any of the three changes); the line under it; the answer of
 * "Who wins from here?", or NULL. */
const char *pento_duel_get_turn        (PentoDuel      *self);
const char *pento_duel_get_detail      (PentoDuel      *self);
const char *pento_duel_get_answer      (PentoDuel      *self);
/* $XDG_DATA_HOME/pentomino/duel.txt */
char       *pento_duel_get_save_path   (void);
/* Waits (on this thread) until the duel file is written; for closing and for tests. */
void        pento_duel_flush           (PentoDuel      *self);

G_END_DECLS
