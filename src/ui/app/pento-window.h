/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-window.h: the main window — board, piece tray, settings sidebar and solution list.
 */
#pragma once

#include <adwaita.h>

#include "app/pento-application.h"
#include "pento-core.h"
#include "editor/pento-editor-window.h"
#include "play/pento-play.h"
#include "common/pento-solution-list.h"
#include "watch/pento-watch-panel.h"

G_BEGIN_DECLS

#define PENTO_TYPE_WINDOW (pento_window_get_type ())
G_DECLARE_FINAL_TYPE (PentoWindow, pento_window, PENTO, WINDOW, AdwApplicationWindow)

PentoWindow       *pento_window_new                 (PentoApplication *application);

/* What the app.* actions do. */
void               pento_window_solve               (PentoWindow      *self);
void               pento_window_solve_with_seed     (PentoWindow      *self,
                                                     guint32           seed);
void               pento_window_solve_all           (PentoWindow      *self);
void               pento_window_stop                (PentoWindow      *self);
void               pento_window_move_selection      (PentoWindow      *self,
                                                     int               delta);
/* Selects the packing at @position of the list as shown (clamped to the last one). */
void               pento_window_select              (PentoWindow      *self,
                                                     guint             position);
/* app.export-image, which the export feature owns (pento_share_export_image()). */
gboolean           pento_window_export_image        (PentoWindow      *self,
                                                     const char       *path,
                                                     GError          **error);
/* Shows or hides the settings sidebar (F9); remembered unless the window is too narrow. */
void               pento_window_toggle_sidebar      (PentoWindow      *self);

/* Play by hand (app.open, app.save-position, app.copy-position and their dialogs); the
 * other play actions go to pento_window_get_play(). */
gboolean           pento_window_open                (PentoWindow      *self,
                                                     const char       *path,
                                                     GError          **error);
gboolean           pento_window_save_position       (PentoWindow      *self,
                                                     const char       *path,
                                                     GError          **error);
void               pento_window_copy_position       (PentoWindow      *self);
void               pento_window_position_dialog     (PentoWindow      *self,
                                                     gboolean          save);
PentoPlay         *pento_window_get_play            (PentoWindow      *self);

/* Custom boards (app.new-board, app.edit-board, app.save-board, app.rename-board,
 * app.delete-board and their dialogs); saved boards are listed in the chooser. */
void               pento_window_new_board           (PentoWindow      *self);
void               pento_window_edit_board          (PentoWindow      *self);
gboolean           pento_window_save_board          (PentoWindow      *self,
                                                     const char       *path,
                                                     GError          **error);
void               pento_window_save_board_dialog   (PentoWindow      *self);
gboolean           pento_window_rename_board        (PentoWindow      *self,
                                                     const char       *new_name,
                                                     GError          **error);
void               pento_window_rename_board_dialog (PentoWindow      *self);
gboolean           pento_window_delete_board        (PentoWindow      *self,
                                                     GError          **error);
void               pento_window_delete_board_dialog (PentoWindow      *self);
PentoEditorWindow *pento_window_get_editor          (PentoWindow      *self);
AdwComboRow       *pento_window_get_board_chooser   (PentoWindow      *self);
const char        *pento_window_get_board_id        (PentoWindow      *self);

/* Watch (app.watch): starts watching the search, or resumes a paused watch. The panel has
 * the other controls (app.watch-pause, -step, -speed, -pause-at-packing). */
void               pento_window_watch               (PentoWindow      *self);
PentoWatchPanel   *pento_window_get_watch_panel     (PentoWindow      *self);

/* What the sharing actions (src/ui/export) work on, and where they report. */
PentoBoard        *pento_window_get_board           (PentoWindow      *self);
const PentoRules  *pento_window_get_rules           (PentoWindow      *self);
void               pento_window_add_toast           (PentoWindow      *self,
                                                     AdwToast         *toast);

/* For tests and the status of the window. */
gboolean           pento_window_is_searching        (PentoWindow      *self);
PentoSolutionList *pento_window_get_solution_list   (PentoWindow      *self);
/* The box view, shown instead of the board view while a box is chosen. */
GtkWidget         *pento_window_get_box_view        (PentoWindow      *self);
GtkWidget         *pento_window_get_board_view      (PentoWindow      *self);
const char        *pento_window_get_counts_text     (PentoWindow      *self);
const char        *pento_window_get_status_text     (PentoWindow      *self);

G_END_DECLS
