/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-challenge-actions.h: challenges in the window — app.new-challenge (easy, medium, hard,
 * expert, daily or ladder), app.ladder-rung, app.open-code, app.copy-challenge, app.pause (P),
 * app.challenge-assists, app.leave-challenge, app.continue-challenge and
 * app.undo-leave-challenge; generation on a worker; the clock; the records of a finish.
 */
#pragma once

#include <gtk/gtk.h>

#include "common/pento-session.h"
#include "play/pento-play.h"

G_BEGIN_DECLS

#define PENTO_TYPE_CHALLENGE_ACTIONS (pento_challenge_actions_get_type ())
G_DECLARE_FINAL_TYPE (PentoChallengeActions, pento_challenge_actions, PENTO, CHALLENGE_ACTIONS,
                      GObject)

/* The challenge feature of a window: dialogs are transient for @parent; the challenge is
 * played as @play's game; its state (running, paused, the clock, the goal) goes to @session,
 * and so does what it says. A challenge in progress when the app last closed comes back,
 * paused, once the saved game is restored. */
PentoChallengeActions *pento_challenge_actions_new     (GtkWindow             *parent,
                                                        PentoSession          *session,
                                                        PentoPlay             *play);
/* Puts the actions on @map (the application); they go with @self. */
void                   pento_challenge_actions_install (PentoChallengeActions *self,
                                                        GActionMap            *map);

G_END_DECLS
