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

/* The searches and the list: src/ui/solutions/pento-solutions-pane.h owns their actions.
 * Selects the packing at @position of the list as shown (clamped to the last one). */
void               pento_window_select              (PentoWindow      *self,
                                                     guint             position);
/* app.export-image, which the export feature owns (pento_share_export_image()). */
gboolean           pento_window_export_image        (PentoWindow      *self,
                                                     const char       *path,
                                                     GError          **error);

/* Play by hand: src/ui/play/pento-play-actions.h owns its actions; for tests. */
gboolean           pento_window_save_position       (PentoWindow      *self,
                                                     const char       *path,
                                                     GError          **error);
PentoPlay         *pento_window_get_play            (PentoWindow      *self);

/* Custom boards: src/ui/editor/pento-board-actions.h owns their actions; for tests. */
gboolean           pento_window_save_board          (PentoWindow      *self,
                                                     const char       *path,
                                                     GError          **error);
PentoEditorWindow *pento_window_get_editor          (PentoWindow      *self);
AdwComboRow       *pento_window_get_board_chooser   (PentoWindow      *self);
const char        *pento_window_get_board_id        (PentoWindow      *self);

/* Watch: its actions are the solutions pane's; the panel shows it. */
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
