/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-play-actions.h: the actions of play by hand — app.place, app.unplace, app.undo,
 * app.redo, app.clear-board, app.hint, app.finish — and of position files: app.open,
 * app.save-position, app.copy-position and their dialogs. The feature installs them on the
 * application and enables them: undo and redo when there is a move, none of them on a box.
 * It also keeps the play surface (board, box, tray, game) on the session's spec.
 */
#pragma once

#include <adwaita.h>

#include "board/pento-box-view.h"
#include "common/pento-session.h"
#include "play/pento-play.h"

G_BEGIN_DECLS

#define PENTO_TYPE_PLAY_ACTIONS (pento_play_actions_get_type ())
G_DECLARE_FINAL_TYPE (PentoPlayActions, pento_play_actions, PENTO, PLAY_ACTIONS, GObject)

/* Dialogs are transient for @parent; messages go to @session's status line and toasts. The
 * play's board view and tray, and @box_view beside them, follow the session's spec. */
PentoPlayActions *pento_play_actions_new           (GtkWindow         *parent,
                                                    PentoSession      *session,
                                                    PentoPlay         *play,
                                                    PentoBoxView      *box_view);
/* Puts the actions on @map (the application); they go with @self. */
void              pento_play_actions_install       (PentoPlayActions  *self,
                                                    GActionMap        *map);

/* Opens a board or position file for play; a bad file is reported and the game kept. */
gboolean          pento_play_actions_open          (PentoPlayActions  *self,
                                                    const char        *path,
                                                    GError           **error);
gboolean          pento_play_actions_save_position (PentoPlayActions  *self,
                                                    const char        *path,
                                                    GError           **error);

G_END_DECLS
