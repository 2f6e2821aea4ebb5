/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-window.c: the main window. GSettings is the one source of truth for the puzzle spec;
 * the window follows it, runs searches through PentoSearchTask and shows what they find.
 */
#include <glib/gi18n.h>

#include "app/pento-board-page.h"
#include "app/pento-sidebar.h"
#include "common/pento-board-store.h"
#include "common/pento-ui-util.h"
#include "export/pento-share-actions.h"
#include "editor/pento-board-actions.h"
#include "common/pento-accels.h"
#include "common/pento-focus.h"
#include "board/pento-box-view.h"
#include "challenge/pento-challenge-actions.h"
#include "duel/pento-duel-bar.h"
#include "play/pento-play-actions.h"
#include "scores/pento-scores.h"
#include "solutions/pento-list-pane.h"
#include "watch/pento-watch-panel.h"
#include "app/pento-window.h"

struct _PentoWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template children */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  AdwSqueezer          *header_squeezer;
  GtkWidget            *header_wide;
  GtkStack             *header_stack;
  GtkStack             *header_stack_narrow;
  GtkStack             *solve_all_stack_narrow;
  GtkMenuButton        *duel_button_narrow;
  GtkActionBar         *play_bar;
  GtkWidget            *play_bar_extra;
  GtkWidget            *history_bar;
  GtkWidget            *mode_switcher_bar;
  GtkWidget            *hint_bar;
  GtkStack             *solve_all_stack;
  AdwFlap              *flap;
  GtkToggleButton      *sidebar_button;
  PentoSidebar         *sidebar;
  PentoBoardPage       *board_page;
  GtkWidget            *solve_all_button;
  GtkMenuButton        *duel_button;
  GtkWidget            *stop_button;
  AdwLeaflet           *content_leaflet;
  GtkWidget            *content_separator;
  GtkToggleButton      *list_toggle;
  PentoListPane        *solution_pane;

  GSettings            *settings;
  PentoSession         *session;
  /* Solve, Solve All and Watch (src/ui/solutions): the list pane, the header's Solve All/Stop
   * and the Watch panel follow it. */
  PentoSearches        *searches;
  /* Play by hand: the game, its live count, hints and files (src/ui/play). */
  PentoPlay            *play;
  PentoPlayActions     *play_actions;
  /* Custom boards (src/ui/editor). */
  PentoBoardActions    *board_actions;
  /* Challenges, the two-player game, the Scores (challenge/, duel/, scores/). */
  PentoChallengeActions *challenge;
  PentoDuel            *duel;
  PentoScores          *scores;
};

G_DEFINE_FINAL_TYPE (PentoWindow, pento_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The session read a new puzzle spec from GSettings (the features follow it themselves). */
static void
reload_spec (PentoWindow *self)
{
  gboolean is_box = pento_session_get_box (self->session) != NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *board_title = NULL;

  /* (the board, the box, the tray and the count line follow the spec in src/ui/play and
   * src/ui/solutions; what the board page shows: pento-board-page.c) */
  board_title = pento_board_id_get_title (pento_session_get_board_id (self->session));
  if (is_box)
    /* Translators: "3 × 4 × 5 box · pieces turn every way in space". */
    subtitle = g_strdup_printf (_("%s · pieces turn every way in space"), board_title);
  else
    {
      /* the rules in the same words as everywhere else (pento_rules_describe()) */
      g_autofree char *rules = pento_rules_describe (pento_session_get_rules (self->session),
                                                     PENTO_RULES_DESCRIBE_PERSON);

      subtitle = g_strconcat (board_title, " · ", rules, NULL);
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* What each mode shows: Explore's controls in the header (Solve, Solve All) and the list
 * beside the board, or Play's (New Game, New Challenge, a two-player game, Pause, Scores)
 * and no list. The "mode" key is the one truth: the switcher's buttons are app.mode's, and
 * the session follows it as "play-mode". Each feature enables its own actions in each mode;
 * the board page shows Play's first page and Paused itself. On a folded window (a phone) the
 * board's page and the list take the window in turn, as the Packings toggle says. */
static void
update_mode (PentoWindow *self)
{
  gboolean play = pento_session_get_play_mode (self->session);
  gboolean list = gtk_toggle_button_get_active (self->list_toggle) && !play;

  gtk_stack_set_visible_child_name (self->header_stack, play ? "play" : "explore");
  gtk_widget_set_visible (GTK_WIDGET (self->solution_pane), !play);
  gtk_widget_set_visible (self->content_separator, !play);
  adw_leaflet_set_visible_child_name (self->content_leaflet, list ? "list" : "board");
}

/* A swipe back (or Alt+Left) on a folded window goes to the board: the toggle follows. */
static void
leaflet_child_cb (PentoWindow *self)
{
  if (adw_leaflet_get_folded (self->content_leaflet))
    gtk_toggle_button_set_active (self->list_toggle,
                                  g_strcmp0 (adw_leaflet_get_visible_child_name (self->content_leaflet),
                                             "list") == 0);
}

/* The phone's layout, decided by libadwaita's adaptive widgets: the header's squeezer shows
 * the narrow header when the wide one does not fit, and then what that leaves out (the mode
 * switcher, Pause, Scores, Hint, Undo) goes to the bar under the board and the board's page
 * takes its phone form; the leaflet folds when the board's page and the list do not fit side
 * by side, and then the Packings toggle in that bar shows one or the other. (The page's form
 * follows the header, not the leaflet: its least width differs between the two forms, and
 * the leaflet would fold and unfold at each change.) */
static void
update_layout (PentoWindow *self)
{
  gboolean narrow = adw_squeezer_get_visible_child (self->header_squeezer) !=
                    self->header_wide;
  gboolean folded = adw_leaflet_get_folded (self->content_leaflet);
  gboolean toggle = folded && !pento_session_get_play_mode (self->session);

  /* (folded under the wide header, the bar holds the Packings toggle alone) */
  /* (the header out of sight is out of a screen reader's sight too) */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->header_wide),
                               GTK_ACCESSIBLE_STATE_HIDDEN, narrow, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->header_stack_narrow),
                               GTK_ACCESSIBLE_STATE_HIDDEN, !narrow, -1);
  gtk_action_bar_set_revealed (self->play_bar, narrow || toggle);
  gtk_widget_set_visible (self->history_bar, narrow);
  gtk_widget_set_visible (self->mode_switcher_bar, narrow);
  gtk_widget_set_visible (self->hint_bar, narrow);
  gtk_widget_set_visible (self->play_bar_extra,
                          narrow && pento_session_get_play_mode (self->session));
  gtk_widget_set_visible (GTK_WIDGET (self->list_toggle), toggle);
  pento_board_page_set_narrow (self->board_page, narrow);
  pento_list_pane_set_narrow (self->solution_pane, narrow);
}

static gboolean
pento_window_close_request (GtkWindow *window)
{
  PentoWindow *self = PENTO_WINDOW (window);
  int width;
  int height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  g_settings_apply (self->settings);

  pento_searches_stop (self->searches);

  return GTK_WINDOW_CLASS (pento_window_parent_class)->close_request (window);
}

static void
pento_window_dispose (GObject *object)
{
  PentoWindow *self = PENTO_WINDOW (object);
  /* those that play on the game first; the game then saves itself and cancels its counts */
  gpointer *features[] = {
    (gpointer *) &self->challenge, (gpointer *) &self->duel, (gpointer *) &self->scores,
    (gpointer *) &self->play_actions, (gpointer *) &self->play, (gpointer *) &self->searches,
    (gpointer *) &self->board_actions,
  };

  for (guint i = 0; i < G_N_ELEMENTS (features); i++)
    {
      if (*features[i] != NULL)
        g_object_run_dispose (*features[i]);
      g_clear_object (features[i]);
    }
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), PENTO_TYPE_WINDOW);

  G_OBJECT_CLASS (pento_window_parent_class)->dispose (object);
}

static void
pento_window_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  PentoWindow *self = PENTO_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_window_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  PentoWindow *self = PENTO_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_window_finalize (GObject *object)
{
  PentoWindow *self = PENTO_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (pento_window_parent_class)->finalize (object);
}

static void pento_window_constructed (GObject *object);

static void
pento_window_class_init (PentoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = pento_window_constructed;
  object_class->get_property = pento_window_get_property;
  object_class->set_property = pento_window_set_property;
  object_class->dispose = pento_window_dispose;
  object_class->finalize = pento_window_finalize;
  window_class->close_request = pento_window_close_request;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, PENTO_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PENTO_TYPE_BOARD_PAGE);
  g_type_ensure (PENTO_TYPE_SIDEBAR);
  g_type_ensure (PENTO_TYPE_LIST_PANE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, header_squeezer);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, header_wide);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, header_stack);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, header_stack_narrow);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, solve_all_stack_narrow);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, duel_button_narrow);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, play_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, solve_all_stack);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, play_bar_extra);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, history_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, mode_switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, hint_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, board_page);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, duel_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, solve_all_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, stop_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, content_leaflet);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, content_separator);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, list_toggle);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, solution_pane);
}

/* (the session made it plain text) */
static void
session_status_cb (PentoWindow *self,
                   const char  *text)
{
  gtk_label_set_label (pento_board_page_get_status_line (self->board_page), text);
}

static void
session_toast_cb (PentoWindow *self,
                  AdwToast    *toast)
{
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (toast));
}

static void
pento_window_init (PentoWindow *self)
{
  g_autoptr(GtkBuilder) menus = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  menus = gtk_builder_new_from_resource ("/io/github/pentomino/Pentomino/pento-duel-menu.ui");
  gtk_menu_button_set_menu_model (self->duel_button,
                                  G_MENU_MODEL (gtk_builder_get_object (menus, "duel_menu")));
  gtk_menu_button_set_menu_model (self->duel_button_narrow,
                                  G_MENU_MODEL (gtk_builder_get_object (menus, "duel_menu")));
  /* the narrow header shows what the wide one does */
  g_object_bind_property (self->header_stack, "visible-child-name", self->header_stack_narrow,
                          "visible-child-name", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->solve_all_stack, "visible-child-name",
                          self->solve_all_stack_narrow, "visible-child-name",
                          G_BINDING_SYNC_CREATE);

  /* Keys that text entries use too (Ctrl+C, Ctrl+S, Ctrl+Z) wait for the focused widget. */
  pento_accels_add_window_shortcuts (GTK_WIDGET (self));
}

/* The session, and all that follows it, once the construction has set it. */
static void
pento_window_constructed (GObject *object)
{
  PentoWindow *self = PENTO_WINDOW (object);
  g_autoptr(GtkListItemFactory) factory = NULL;

  G_OBJECT_CLASS (pento_window_parent_class)->constructed (object);

  g_assert (PENTO_IS_SESSION (self->session));
  /* a new list, its first spec read once this window listens (see the end) */
  pento_session_restart (self->session);
  self->settings = g_object_ref (pento_session_get_settings (self->session));
  g_signal_connect_object (self->session, "toast", G_CALLBACK (session_toast_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "spec-changed", G_CALLBACK (reload_spec), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "status", G_CALLBACK (session_status_cb), self,
                           G_CONNECT_SWAPPED);

  PentoBoardView *board_view = pento_board_page_get_board_view (self->board_page);
  PentoPieceTray *tray = pento_board_page_get_tray (self->board_page);
  PentoWatchPanel *watch_panel = pento_board_page_get_watch_panel (self->board_page);
  GtkWidget *box_view = pento_board_page_get_box_view (self->board_page);

  pento_sidebar_set_session (self->sidebar, self->session);
  pento_sidebar_follow_tray (self->sidebar, tray);
  self->board_actions = pento_board_actions_new (GTK_WINDOW (self), self->session);

  /* the board, the box and the tray draw what the session's board model says */
  pento_board_view_set_model (board_view, pento_session_get_board_model (self->session));
  pento_box_view_set_model (PENTO_BOX_VIEW (box_view),
                            pento_session_get_board_model (self->session));
  pento_piece_tray_set_model (tray, pento_session_get_board_model (self->session));
  self->play = pento_play_new (board_view, tray);
  pento_play_set_session (self->play, self->session);
  self->play_actions = pento_play_actions_new (GTK_WINDOW (self), self->session, self->play,
                                               PENTO_BOX_VIEW (box_view));
  g_signal_connect_object (self->session, "notify::play-mode", G_CALLBACK (update_mode), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_swapped (self->list_toggle, "toggled", G_CALLBACK (update_mode), self);
  g_signal_connect_swapped (self->content_leaflet, "notify::visible-child",
                            G_CALLBACK (leaflet_child_cb), self);
  g_signal_connect_swapped (self->content_leaflet, "notify::folded",
                            G_CALLBACK (update_layout), self);
  g_signal_connect_swapped (self->header_squeezer, "notify::visible-child",
                            G_CALLBACK (update_layout), self);
  g_signal_connect_object (self->session, "notify::play-mode", G_CALLBACK (update_layout), self,
                           G_CONNECT_SWAPPED);
  update_mode (self);
  pento_board_page_attach (self->board_page, self->session, self->play);
  /* the sidebar shows and hides itself in the flap (app.toggle-sidebar) */
  pento_sidebar_attach_flap (self->sidebar, self->flap, self->sidebar_button);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  pento_watch_panel_attach (watch_panel, pento_session_get_board_model (self->session),
                            pento_session_get_solutions (self->session));
  {
    g_autoptr(PentoViewing) viewing = pento_viewing_new (self->session, self->play);

    self->searches = pento_searches_new (self->session, self->play, viewing);
    pento_list_pane_set_searches (self->solution_pane, self->searches);
    /* Stop once a search takes a while; the Watch panel shows the watch the searches run */
    pento_bind_stack_page (self->searches, "stop-shown", self->solve_all_stack, "stop",
                           "solve-all");
    g_object_bind_property (self->searches, "watch-task", watch_panel, "task", 0);
    g_object_bind_property (self->searches, "watch-speed", watch_panel, "speed",
                            G_BINDING_SYNC_CREATE);
    g_signal_connect_object (self->searches, "cleared", G_CALLBACK (pento_watch_panel_clear),
                             watch_panel, G_CONNECT_SWAPPED);
    pento_board_page_set_viewing (self->board_page, viewing);
  }

  pento_session_reload (self->session);
  /* (once the game is being restored: the challenge and the duel take it up again) */
  self->challenge = pento_challenge_actions_new (GTK_WINDOW (self), self->session, self->play);
  self->duel = pento_duel_new (self->session, self->play);
  pento_board_page_set_duel (self->board_page, self->duel);
  self->scores = pento_scores_new (GTK_WINDOW (self), self->session);

  /* the tests reach the features through the session, not through the window */
  {
    gpointer features[] = {
      self->play, self->play_actions, self->searches, self->board_actions, self->sidebar,
      self->solution_pane, watch_panel, box_view, self->board_page, self->challenge,
      self->duel, pento_board_page_get_duel_bar (self->board_page), self->scores,
    };

    for (guint i = 0; i < G_N_ELEMENTS (features); i++)
      pento_session_add_feature (self->session, features[i]);
  }
  update_layout (self);
  pento_focus_lists_one_tab_stop (GTK_WINDOW (self));
  pento_focus_return_home (GTK_WINDOW (self), GTK_WIDGET (board_view));
}

PentoWindow *
pento_window_new (PentoApplication *application)
{
  PentoWindow *self;

  g_return_val_if_fail (PENTO_IS_APPLICATION (application), NULL);

  self = g_object_new (PENTO_TYPE_WINDOW,
                       "application", application,
                       "session", pento_application_get_session (application),
                       NULL);
  /* The features put their actions on the application, which the window only knows from
   * here on. */
  pento_play_actions_install (self->play_actions, G_ACTION_MAP (application));
  pento_searches_install (self->searches, G_ACTION_MAP (application));
  pento_board_actions_install (self->board_actions, G_ACTION_MAP (application));
  pento_sidebar_install (self->sidebar, G_ACTION_MAP (application));
  pento_challenge_actions_install (self->challenge, G_ACTION_MAP (application));
  pento_duel_install (self->duel, G_ACTION_MAP (application));
  pento_scores_install (self->scores, G_ACTION_MAP (application));
  {
    g_autoptr(GtkShortcutsWindow) shortcuts = pento_accels_new_shortcuts_window ();

    gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self), shortcuts);
  }
  return self;
}
