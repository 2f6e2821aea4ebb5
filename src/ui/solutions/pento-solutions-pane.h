/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solutions-pane.h: the searches and the list of packings — app.solve, app.seed,
 * app.solve-all, app.stop, app.watch, app.next, app.previous, app.first, app.last. It runs
 * Solve and Solve All on workers (cancel-and-replace: a search for an older spec is never
 * listened to), starts Watch, fills the list pane, its counts and the status line, and shows
 * the chosen packing on the board. It installs these actions on the application and enables
 * app.stop while there is something to stop.
 */
#pragma once

#include <adwaita.h>

#include "board/pento-board-view.h"
#include "board/pento-piece-tray.h"
#include "common/pento-session.h"
#include "play/pento-play.h"
#include "watch/pento-watch-panel.h"

#include "solutions/pento-viewing.h"

G_BEGIN_DECLS

/* The widgets of the list pane and of the board that the searches drive (the window's
 * template holds them). */
typedef struct {
  GtkListView     *list_view;         /* the unique packings */
  GtkListView     *list_view_all;
  GtkStack        *list_stack;        /* "list", "all", "empty" */
  AdwStatusPage   *empty_page;
  GtkLabel        *counts_label;
  GtkLabel        *symmetry_label;
  GtkLabel        *symmetry_popover_label;
  GtkWidget       *symmetry_button;
  GtkToggleButton *unique_button;
  GtkToggleButton *all_button;
  GtkProgressBar  *progress_bar;
  GtkStack        *solve_all_stack;   /* "solve-all", "stop" */
  PentoBoardView  *board_view;
  GtkWidget       *box_view;
  PentoPieceTray  *piece_tray;
  PentoWatchPanel *watch_panel;
} PentoSolutionsPaneWidgets;

#define PENTO_TYPE_SOLUTIONS_PANE (pento_solutions_pane_get_type ())
G_DECLARE_FINAL_TYPE (PentoSolutionsPane, pento_solutions_pane, PENTO, SOLUTIONS_PANE, GObject)

PentoSolutionsPane *pento_solutions_pane_new            (PentoSession                    *session,
                                                         PentoPlay                       *play,
                                                         const PentoSolutionsPaneWidgets *widgets);
/* Puts the actions on @map (the application); they go with @self. */
void                pento_solutions_pane_install        (PentoSolutionsPane              *self,
                                                         GActionMap                      *map);

void                pento_solutions_pane_solve          (PentoSolutionsPane              *self,
                                                         guint32                          seed);
void                pento_solutions_pane_solve_all      (PentoSolutionsPane              *self);
/* Stops Solve, Solve All and Watch; what was listed stays. */
void                pento_solutions_pane_stop           (PentoSolutionsPane              *self);
/* Selects the packing at @position of the list as shown (clamped to the last one). */
void                pento_solutions_pane_select         (PentoSolutionsPane              *self,
                                                         guint                            position);
gboolean            pento_solutions_pane_is_searching   (PentoSolutionsPane              *self);
/* On a narrow window the explanation of the counts hides behind a button. */
/* The game or a packing viewed, for the bar that says which. */
PentoViewing       *pento_solutions_pane_get_viewing    (PentoSolutionsPane              *self);
void                pento_solutions_pane_set_narrow     (PentoSolutionsPane              *self,
                                                         gboolean                         narrow);

/* Space on @window (a root) pauses and resumes a running watch, except in a text field. */
void                pento_solutions_pane_add_space_key  (PentoSolutionsPane              *self,
                                                         GtkWidget                       *window);

G_END_DECLS
