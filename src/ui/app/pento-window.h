/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-window.h: the main window — board, piece tray, settings sidebar and solution list.
 */
#pragma once

#include <adwaita.h>

#include "pento-application.h"
#include "pento-core.h"
#include "pento-solution-list.h"

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
gboolean           pento_window_export_image        (PentoWindow      *self,
                                                     const char       *path,
                                                     GError          **error);
void               pento_window_export_image_dialog (PentoWindow      *self);
/* Shows or hides the settings sidebar (F9); remembered unless the window is too narrow. */
void               pento_window_toggle_sidebar      (PentoWindow      *self);

/* What the sharing actions (src/ui/export) work on, and where they report. */
PentoBoard        *pento_window_get_board           (PentoWindow      *self);
const PentoRules  *pento_window_get_rules           (PentoWindow      *self);
void               pento_window_add_toast           (PentoWindow      *self,
                                                     AdwToast         *toast);

/* For tests and the status of the window. */
gboolean           pento_window_is_searching        (PentoWindow      *self);
PentoSolutionList *pento_window_get_solution_list   (PentoWindow      *self);
GtkWidget         *pento_window_get_board_view      (PentoWindow      *self);
const char        *pento_window_get_counts_text     (PentoWindow      *self);
const char        *pento_window_get_status_text     (PentoWindow      *self);

G_END_DECLS
