/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-actions.h: the person's own boards — app.new-board, app.edit-board,
 * app.save-board(-dialog), app.rename-board(-dialog), app.delete-board(-dialog). The feature
 * installs these actions on the application and enables rename and delete on saved boards.
 */
#pragma once

#include <adwaita.h>

#include "common/pento-session.h"
#include "editor/pento-editor-window.h"

G_BEGIN_DECLS

#define PENTO_TYPE_BOARD_ACTIONS (pento_board_actions_get_type ())
G_DECLARE_FINAL_TYPE (PentoBoardActions, pento_board_actions, PENTO, BOARD_ACTIONS, GObject)

/* Dialogs and the editor are transient for @parent; messages go to @session's toasts. */
PentoBoardActions *pento_board_actions_new        (GtkWindow          *parent,
                                                   PentoSession       *session);
/* Puts the actions on @map (the application); they go with @self. */
void               pento_board_actions_install    (PentoBoardActions  *self,
                                                   GActionMap         *map);

/* Writes the board (not the pieces on it) as a CLI mask file, atomically. */
gboolean           pento_board_actions_save       (PentoBoardActions  *self,
                                                   const char         *path,
                                                   GError            **error);
gboolean           pento_board_actions_rename     (PentoBoardActions  *self,
                                                   const char         *new_name,
                                                   GError            **error);
gboolean           pento_board_actions_delete     (PentoBoardActions  *self,
                                                   GError            **error);
/* The open editor, or NULL. */
PentoEditorWindow *pento_board_actions_get_editor (PentoBoardActions  *self);

G_END_DECLS
