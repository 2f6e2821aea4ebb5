/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-window-modes.h: the window's two modes, Explore and Play, and the board page's
 * states: what each mode shows in the header and beside the board, Play's first page, the
 * Paused page, and the challenge's clock — all following the session and the game.
 */
#pragma once

#include <gtk/gtk.h>

#include "common/pento-session.h"
#include "duel/pento-duel.h"
#include "play/pento-play.h"

G_BEGIN_DECLS

/* The names of the window's template children this file reads (with
 * gtk_widget_get_template_child()), which the window binds, besides "board_view",
 * "piece_tray" and "watch_panel", bound already. */
extern const char * const pento_window_modes_children[];

/* Follows @session and @play on @window (of template type @type), whose @list_pane is the
 * narrow list's (pento-narrow-list.h). */
void     pento_window_modes_attach     (GtkWidget    *window,
                                        GType         type,
                                        PentoSession *session,
                                        PentoPlay    *play,
                                        GtkWidget    *list_pane);
/* The phone layout: icons instead of words, Pause and Scores under the board. */
void     pento_window_modes_set_narrow (GtkWidget    *window,
                                        gboolean      narrow);
/* Free play chosen on Play's first page: the board shows until the board changes. */
void     pento_window_modes_free_play  (GtkWidget    *window);
/* A duel in sight shows the board, even before its first move. */
void     pento_window_modes_follow_duel (GtkWidget   *window,
                                         PentoDuel   *duel);

G_END_DECLS
