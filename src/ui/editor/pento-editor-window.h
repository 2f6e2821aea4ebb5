/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-editor-window.h: the board editor window (New Board…, Edit Board…).
 */
#pragma once

#include <adwaita.h>

#include "pento-core.h"
#include "editor/pento-editor-grid.h"

G_BEGIN_DECLS

#define PENTO_TYPE_EDITOR_WINDOW (pento_editor_window_get_type ())
G_DECLARE_FINAL_TYPE (PentoEditorWindow, pento_editor_window, PENTO, EDITOR_WINDOW, AdwWindow)

/* @current is the board the main window shows (the "Current board" start); with @edit_name
 * the editor starts from it and saves over that saved board, else it starts blank. */
PentoEditorWindow *pento_editor_window_new          (GtkWindow         *parent,
                                                     const PentoBoard  *current,
                                                     const char        *edit_name,
                                                     gboolean           start_from_current);
PentoEditorGrid   *pento_editor_window_get_grid     (PentoEditorWindow *self);
void               pento_editor_window_set_name     (PentoEditorWindow *self,
                                                     const char        *name);
/* "blank", "current" or a preset name. */
gboolean           pento_editor_window_start_from   (PentoEditorWindow *self,
                                                     const char        *what,
                                                     GError           **error);
/* Saves under the name in the entry and emits "saved" with that name; closes the window. */
gboolean           pento_editor_window_save         (PentoEditorWindow *self,
                                                     GError           **error);
/* Whether Save is possible now: 60 or 64 cells and a good name not taken by another board. */
gboolean           pento_editor_window_can_save     (PentoEditorWindow *self);
const char        *pento_editor_window_get_count_text (PentoEditorWindow *self);
const char        *pento_editor_window_get_check_text (PentoEditorWindow *self);

/* The pieces chosen in the window (PENTO_PIECE_SET_DEFAULT: the twelve): a board of that
 * set's size is ready to save too, and is saved for it. */
void               pento_editor_window_set_pieces   (PentoEditorWindow *self,
                                                     PentoPieceSet      pieces);

G_END_DECLS
