/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-test-util.h: the one test environment the window tests share — the application under
 * test, waiting on the main loop, opening and closing the window, and the app.* actions.
 */
#pragma once

#include "pento-application.h"
#include "pento-board-view.h"
#include "pento-piece-tray.h"
#include "pento-window.h"
#include "pento-board-actions.h"
#include "pento-list-pane.h"
#include "pento-play-actions.h"
#include "pento-session.h"
#include "pento-share-actions.h"
#include "pento-sidebar.h"
#include "pento-searches.h"
#include "pento-watch-panel.h"

G_BEGIN_DECLS

/* A deadline on the main loop, for WAIT_FOR. */
typedef struct {
  guint    id;
  gboolean timed_out;
} PentoTestTimer;

void              pento_test_timer_start    (PentoTestTimer      *timer,
                                             guint                ms);
void              pento_test_timer_stop     (PentoTestTimer      *timer);

/* Runs the main loop until @cond holds or @seconds pass; never a blind sleep. A macro, so
 * that @cond is evaluated afresh on every turn and named in the message. */
#define WAIT_FOR(cond, seconds) G_STMT_START {                                   \
  PentoTestTimer wait_timer_;                                                   \
  pento_test_timer_start (&wait_timer_, (seconds) * 1000);                      \
  while (!(cond) && !wait_timer_.timed_out)                                     \
    g_main_context_iteration (NULL, TRUE);                                      \
  pento_test_timer_stop (&wait_timer_);                                         \
  if (!(cond))                                                                  \
    g_error ("Timed out after %d s waiting for %s", (int) (seconds), #cond);    \
} G_STMT_END

PentoApplication *pento_test_init           (int                 *argc,
                                             char              ***argv,
                                             const char          *app_id,
                                             const char          *data_home_template);
const char       *pento_test_get_data_home  (void);
void              pento_test_remove_tree    (const char          *path);
int               pento_test_run            (void);

void              pento_test_run_for        (guint                ms);
GSettings        *pento_test_settings       (void);
void              pento_test_reset_settings (const char * const  *keys);
PentoWindow      *pento_test_open_window    (void);
void              pento_test_close_window   (PentoWindow         *window);
void              pento_test_activate       (const char          *name,
                                             GVariant            *parameter);
void              pento_test_set_state      (const char          *name,
                                             GVariant            *state);

/* The text on @widget's clipboard ("" when it holds none), waited for. */
char               *pento_test_read_clipboard_text (GtkWidget     *widget);

/* The first event controller of @type on @widget (there must be one). */
GtkEventController *pento_test_find_controller  (GtkWidget        *widget,
                                                 GType             type);
/* The first widget of @type under @widget (itself included), depth first; NULL if none. */
/* The window's board view and piece tray (its play's). */
PentoBoardView     *pento_test_board_view       (PentoWindow      *window);
PentoPieceTray     *pento_test_tray             (PentoWindow      *window);
/* The visible window of @type, or NULL; the message dialog shown, or NULL. */
GtkWindow          *pento_test_find_window      (GType             type);
AdwMessageDialog   *pento_test_message_dialog   (void);

/* The application's session, and the window's features through it (never the window's
 * inner widgets): pento_session_get_feature() of @type, which must be there. */
PentoSession       *pento_test_session          (void);
gpointer            pento_test_feature          (GType             type);
/* A widget of a feature's own template (a feature is a widget with a template). */
gpointer            pento_test_feature_child    (GType             type,
                                                 const char       *name);
PentoPlay          *pento_test_play             (void);
PentoSearches      *pento_test_searches         (void);
GtkWidget          *pento_test_board_widget     (void);
PentoWatchPanel    *pento_test_watch_panel      (void);
GtkWidget          *pento_test_box_view         (void);
AdwComboRow        *pento_test_board_chooser    (void);
PentoSolutionList  *pento_test_solutions        (void);
gboolean            pento_test_is_searching     (void);
/* The status line's text, the list pane's counts, and the last toast's title ("" before
 * the first). */
const char         *pento_test_status           (void);
const char         *pento_test_counts           (void);
const char         *pento_test_last_toast       (void);
/* Whether a toast since the window opened had @text in its title. */
gboolean            pento_test_toast_said       (const char       *text);
GtkWidget          *pento_test_find_descendant  (GtkWidget        *widget,
                                                 GType             type);
/* Clicks @tray (a PentoPieceTray) where @piece is drawn: scans along its rows as a pointer
 * would, until the tray says it chose @piece. */
void                pento_test_click_tray_piece (gpointer          tray,
                                                 guint             piece);

/* The first mapped actionable of @action ("app.solve-all") under @widget, or NULL: what a
 * person can press for it on the screen. */
GtkWidget          *pento_test_find_actionable   (GtkWidget          *widget,
                                                  const char         *action);

G_END_DECLS
