/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-challenge-actions.h: challenges in the window — app.new-challenge (easy, medium, hard,
 * expert or daily), app.open-code, app.copy-challenge, app.pause (P) and app.challenge-assists;
 * generation on a worker; the clock; the records.
 */
#pragma once

#include <gtk/gtk.h>

#include "common/pento-session.h"
#include "play/pento-play.h"

G_BEGIN_DECLS

/* Installs the actions on @app (once, at startup); they wait for a window. */
void     pento_challenge_actions_install (GtkApplication *app);
/* The window's play, once the window has it. The challenge's state (running, paused, its
 * clock) goes to @session, which the window shows. A challenge in progress when the app last
 * closed comes back, paused, once the saved game is restored. */
void     pento_challenge_actions_attach  (GtkApplication *app,
                                          GtkWindow      *window,
                                          PentoSession   *session,
                                          PentoPlay      *play);

G_END_DECLS
