/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-window-modes.c: see pento-window-modes.h. The "mode" key is the one truth: the
 * switcher's buttons are app.mode's, and every widget here follows the session's
 * "play-mode". Nothing here enables an action: each feature does that for its own.
 */
#include "app/pento-window-modes.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "app/pento-narrow-list.h"
#include "common/pento-ui-util.h"

#define MODES_KEY "pento-window-modes"

const char * const pento_window_modes_children[] = {
  "header_stack", "board_stack", "board_header", "clock_label", "goal_label",
  "play_bar_extra", "continue_button", "mode_switcher", "new_game_button", "challenge_button",
  "pause_button", "scores_button", "start_page", "paused_page", "duel_slot", NULL,
};

typedef struct {
  GtkWidget    *window;       /* (its template children live as long as it) */
  GType         type;
  PentoSession *session;      /* the window holds both while this lives */
  PentoPlay    *play;
  GtkWidget    *list_pane;
  gboolean      free_play;    /* Play's first page dismissed on this board */
  gboolean      narrow;
} Modes;

static GtkWidget *
child (Modes      *m,
       const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (m->window, m->type, name));
}

static Modes *
get (GtkWidget *window)
{
  return g_object_get_data (G_OBJECT (window), MODES_KEY);
}

/* Box mode is the board model's. */
static gboolean
is_box (Modes *m)
{
  return pento_board_model_get_is_box (pento_session_get_board_model (m->session));
}

/* Which page the board area shows: Paused over everything, Play's first page while no game
 * is in progress on this board (and no challenge held aside asks to be continued), else the
 * board. */
static const char *
board_page (Modes *m)
{
  if (pento_session_get_paused (m->session))
    return "paused";
  if (pento_session_get_play_mode (m->session) && !m->free_play &&
      !pento_play_is_in_progress (m->play) && !is_box (m))
    return "start";
  return "board";
}

static void
update (Modes *m)
{
  gboolean play = pento_session_get_play_mode (m->session);
  gboolean paused = pento_session_get_paused (m->session);
  gboolean held = FALSE;
  const char *tip = NULL;
  const char *clock = pento_session_get_clock (m->session, &tip);
  const char *goal = pento_session_get_goal (m->session);
  GtkStack *board_stack = GTK_STACK (child (m, "board_stack"));
  const char *page = board_page (m);

  g_object_get (m->play, "challenge-held", &held, NULL);
  gtk_stack_set_visible_child_name (GTK_STACK (child (m, "header_stack")),
                                    play ? "play" : "explore");
  pento_narrow_list_set_hidden (m->list_pane, play);
  /* no Watch in Play, nor in a box */
  gtk_widget_set_visible (child (m, "watch_panel"), !play && !is_box (m));
  gtk_widget_set_visible (child (m, "play_bar_extra"), play);
  gtk_widget_set_visible (child (m, "pause_button"), !m->narrow);
  gtk_widget_set_visible (child (m, "scores_button"), !m->narrow);
  gtk_widget_set_visible (child (m, "continue_button"),
                          held && pento_session_get_challenge (m->session));

  gtk_label_set_label (GTK_LABEL (child (m, "clock_label")), clock != NULL ? clock : "");
  gtk_widget_set_tooltip_text (child (m, "clock_label"), tip);
  gtk_widget_set_visible (child (m, "clock_label"),
                          clock != NULL && pento_session_get_challenge (m->session));
  gtk_label_set_label (GTK_LABEL (child (m, "goal_label")), goal != NULL ? goal : "");
  gtk_widget_set_visible (child (m, "goal_label"),
                          goal != NULL && pento_session_get_challenge (m->session) && !paused);

  /* Paused: the board and the tray hidden, the tray taking no piece; Play's first page has
   * the room */
  gtk_widget_set_sensitive (child (m, "piece_tray"), !paused);
  gtk_widget_set_visible (child (m, "piece_tray"), g_str_equal (page, "board"));
  /* the count line and the viewing bar belong to the board: not over Play's first page,
   * nor over Paused */
  gtk_widget_set_visible (child (m, "board_header"), g_str_equal (page, "board"));
  if (g_strcmp0 (gtk_stack_get_visible_child_name (board_stack), page) != 0)
    {
      gboolean had_focus = gtk_widget_has_focus (child (m, "board_view"));

      gtk_stack_set_visible_child_name (board_stack, page);
      if (g_str_equal (page, "board") && had_focus)
        gtk_widget_grab_focus (child (m, "board_view"));
    }
}

static void
update_cb (GtkWidget *window)
{
  update (get (window));
}

static void
spec_changed_cb (GtkWidget *window)
{
  get (window)->free_play = FALSE;
  update (get (window));
}

void
pento_window_modes_attach (GtkWidget    *window,
                           GType         type,
                           PentoSession *session,
                           PentoPlay    *play,
                           GtkWidget    *list_pane)
{
  Modes *m = g_new0 (Modes, 1);
  static const char * const session_props[] = {
    "notify::play-mode", "notify::paused", "notify::clock", "notify::goal",
    "notify::challenge", "notify::is-box",
  };

  g_return_if_fail (GTK_IS_WIDGET (window) && PENTO_IS_SESSION (session));

  m->window = window;
  m->type = type;
  m->session = session;
  m->play = play;
  m->list_pane = list_pane;
  /* (the handlers go with the window: the session outlives it) */
  g_object_set_data_full (G_OBJECT (window), MODES_KEY, m, g_free);
  for (guint i = 0; i < G_N_ELEMENTS (session_props); i++)
    g_signal_connect_object (session, session_props[i], G_CALLBACK (update_cb), window,
                             G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "spec-changed", G_CALLBACK (spec_changed_cb), window,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (play, "notify::in-progress", G_CALLBACK (update_cb), window,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (play, "notify::challenge-held", G_CALLBACK (update_cb), window,
                           G_CONNECT_SWAPPED);
  update (m);
}

void
pento_window_modes_set_narrow (GtkWidget *window,
                               gboolean   narrow)
{
  Modes *m = get (window);

  g_return_if_fail (m != NULL);

  m->narrow = narrow;
  /* the switcher goes to the bar under the board, Play's buttons are icons: the header fits
   * 360 px */
  gtk_widget_set_visible (child (m, "mode_switcher"), !narrow);
  /* … and the pages over the board say it in words alone, leaving the room to the choices */
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (child (m, "start_page")),
                                 narrow ? NULL : "applications-games-symbolic");
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (child (m, "paused_page")),
                                 narrow ? NULL : "media-playback-pause-symbolic");
  pento_button_set_compact (GTK_BUTTON (child (m, "new_game_button")), narrow, _("New _Game"),
                            "document-new-symbolic");
  if (narrow)
    gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (child (m, "challenge_button")),
                                   "alarm-symbolic");
  else
    gtk_menu_button_set_label (GTK_MENU_BUTTON (child (m, "challenge_button")),
                               _("New _Challenge"));
  update (m);
}

void
pento_window_modes_free_play (GtkWidget *window)
{
  Modes *m = get (window);

  g_return_if_fail (m != NULL);

  m->free_play = TRUE;
  update (m);
  gtk_widget_grab_focus (child (m, "board_view"));
}
