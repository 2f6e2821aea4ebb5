/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-window.c: the main window. GSettings is the one source of truth for the puzzle spec;
 * the window follows it, runs searches through PentoSearchTask and shows what they find.
 */
#include <glib/gi18n.h>

#include "app/pento-narrow-list.h"
#include "app/pento-sidebar.h"
#include "app/pento-window-modes.h"
#include "common/pento-board-store.h"
#include "common/pento-ui-util.h"
#include "export/pento-share-actions.h"
#include "editor/pento-board-actions.h"
#include "board/pento-board-view.h"
#include "common/pento-accels.h"
#include "common/pento-focus.h"
#include "board/pento-box-view.h"
#include "board/pento-piece-tray.h"
#include "play/pento-play-actions.h"
#include "solutions/pento-list-pane.h"
#include "watch/pento-watch-panel.h"
#include "app/pento-window.h"

struct _PentoWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template children */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkWidget            *hint_button;
  GtkWidget            *history_box;
  GtkActionBar         *play_bar;
  GtkStack             *solve_all_stack;
  AdwFlap              *flap;
  GtkToggleButton      *sidebar_button;
  PentoSidebar         *sidebar;
  PentoBoardView       *board_view;
  PentoPieceTray       *piece_tray;
  GtkLabel             *status_label;
  GtkLabel             *play_label;
  GtkWidget            *solve_all_button;
  GtkWidget            *stop_button;
  GtkBox               *content_box;
  GtkWidget            *content_separator;
  PentoListPane        *solution_pane;
  PentoWatchPanel      *watch_panel;

  GSettings            *settings;
  PentoSession         *session;
  /* For a box in space ("3x4x5") the session's board is its layers side by side, and the box
   * view stands in for the board view. */
  GtkWidget            *box_view;
  gboolean              narrow;        /* the phone layout (see update_layout()) */
  int                   wide_minimum;  /* the side-by-side layout's least width */
  /* The searches and the list pane (src/ui/solutions). */
  PentoSolutionsPane   *pane;
  /* Play by hand: the game, its live count, hints and files (src/ui/play). */
  PentoPlay            *play;
  PentoPlayActions     *play_actions;
  /* Custom boards (src/ui/editor). */
  PentoBoardActions    *board_actions;
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
   * src/ui/solutions; Watch, not in a box, the modes: pento-window-modes.c) */
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

/* Below this width the list goes under the board instead of beside it (and the sidebar,
 * an AdwFlap, folds into an overlay on its own): the board needs about 260 px with its
 * margins and the list 240, so side by side they would not fit a 360 px phone. So does a
 * window brought down to the side-by-side layout's own minimum, which can be over this
 * (618 px with three window buttons in the header bar): else it could never get narrower. */
#define NARROW_WIDTH 600

static gboolean
want_narrow (PentoWindow *self,
             int          width)
{
  return width > 0 && width < MAX (NARROW_WIDTH, self->wide_minimum + 1);
}

static void update_layout (PentoWindow *self);

static gboolean
update_layout_idle (gpointer user_data)
{
  update_layout (user_data);
  return G_SOURCE_REMOVE;
}

static void
update_layout (PentoWindow *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height;
  gboolean narrow;

  /* An idle queued by the last allocation may run after the window was disposed. */
  if (self->content_box == NULL)
    return;
  if (width <= 0)
    gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  narrow = want_narrow (self, width);

  if (narrow == (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->content_box)) ==
                 GTK_ORIENTATION_VERTICAL))
    return;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->content_box),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->content_separator),
                                  narrow ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  /* on a phone the list waits behind a button, the board's page has the height */
  pento_narrow_list_set_narrow (GTK_WIDGET (self->solution_pane), narrow);
  /* The subtitle names the board and rules the sidebar shows; a phone keeps the room for
   * the buttons. */
  gtk_widget_set_visible (GTK_WIDGET (self->window_title), !narrow);
  /* … and its play buttons move to a bar under the board */
  gtk_widget_set_visible (self->hint_button, !narrow);
  gtk_widget_set_visible (self->history_box, !narrow);
  gtk_action_bar_set_revealed (self->play_bar, narrow);
  pento_watch_panel_set_compact (self->watch_panel, narrow);
  pento_window_modes_set_narrow (GTK_WIDGET (self), narrow);

  self->narrow = narrow;
  pento_board_view_set_fill_width (self->board_view, narrow);
  pento_solutions_pane_set_narrow (self->pane, narrow);
  pento_button_set_compact (GTK_BUTTON (self->solve_all_button), narrow, _("Solve _All"),
                     "view-list-bullet-symbolic");
  pento_button_set_compact (GTK_BUTTON (self->stop_button), narrow, _("S_top"),
                     "media-playback-stop-symbolic");
}

static void
pento_window_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  PentoWindow *self = PENTO_WINDOW (widget);

  GTK_WIDGET_CLASS (pento_window_parent_class)->size_allocate (widget, width, height, baseline);

  /* (measured already for this allocation: GTK keeps it) */
  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->content_box)) ==
      GTK_ORIENTATION_HORIZONTAL)
    gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &self->wide_minimum, NULL,
                        NULL, NULL);

  /* The layout follows the width the window got; changing it here queues one more layout
   * pass, which GTK runs in the next frame. */
  if (want_narrow (self, width) != (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->content_box)) ==
                                    GTK_ORIENTATION_VERTICAL))
    g_idle_add_full (G_PRIORITY_HIGH_IDLE, (GSourceFunc) update_layout_idle,
                     g_object_ref (self), g_object_unref);
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

  pento_solutions_pane_stop (self->pane);

  return GTK_WINDOW_CLASS (pento_window_parent_class)->close_request (window);
}

static void
pento_window_dispose (GObject *object)
{
  PentoWindow *self = PENTO_WINDOW (object);

  if (self->play_actions != NULL)
    g_object_run_dispose (G_OBJECT (self->play_actions));
  g_clear_object (&self->play_actions);
  /* Saves the game (with its clock) and cancels its counts. */
  if (self->play != NULL)
    g_object_run_dispose (G_OBJECT (self->play));
  g_clear_object (&self->play);

  if (self->pane != NULL)
    g_object_run_dispose (G_OBJECT (self->pane));
  g_clear_object (&self->pane);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);

  if (self->board_actions != NULL)
    g_object_run_dispose (G_OBJECT (self->board_actions));
  g_clear_object (&self->board_actions);

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
  widget_class->size_allocate = pento_window_size_allocate;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, PENTO_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PENTO_TYPE_BOARD_VIEW);
  g_type_ensure (PENTO_TYPE_PIECE_TRAY);
  g_type_ensure (PENTO_TYPE_WATCH_PANEL);
  g_type_ensure (PENTO_TYPE_SIDEBAR);
  g_type_ensure (PENTO_TYPE_LIST_PANE);
  g_type_ensure (PENTO_TYPE_BOX_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, play_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, solve_all_stack);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, sidebar);
  /* … and the modes' (pento-window-modes.c) */
  for (guint i = 0; pento_window_modes_children[i] != NULL; i++)
    gtk_widget_class_bind_template_child_full (widget_class, pento_window_modes_children[i],
                                               FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, pento_window_modes_free_play);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, piece_tray);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, play_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, solve_all_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, stop_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, content_separator);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, solution_pane);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, watch_panel);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, box_view);
}

/* (the session made it plain text) */
static void
session_status_cb (PentoWindow *self,
                   const char  *text)
{
  gtk_label_set_label (self->status_label, text);
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
  gtk_widget_init_template (GTK_WIDGET (self));

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

  pento_sidebar_set_session (self->sidebar, self->session);
  pento_sidebar_follow_tray (self->sidebar, self->piece_tray);
  self->board_actions = pento_board_actions_new (GTK_WINDOW (self), self->session);

  /* the board, the box and the tray draw what the session's board model says */
  pento_board_view_set_model (self->board_view, pento_session_get_board_model (self->session));
  pento_box_view_set_model (PENTO_BOX_VIEW (self->box_view),
                            pento_session_get_board_model (self->session));
  pento_piece_tray_set_model (self->piece_tray, pento_session_get_board_model (self->session));
  self->play = pento_play_new (self->board_view, self->piece_tray);
  pento_play_set_session (self->play, self->session);
  g_object_bind_property (self->play, "count-text", self->play_label, "label",
                          G_BINDING_SYNC_CREATE);
  self->play_actions = pento_play_actions_new (GTK_WINDOW (self), self->session, self->play,
                                               PENTO_BOX_VIEW (self->box_view));
  pento_narrow_list_attach (self->play_bar, gtk_widget_get_ancestor (GTK_WIDGET (self->board_view),
                                                                     GTK_TYPE_SCROLLED_WINDOW),
                            self->content_separator, GTK_WIDGET (self->solution_pane),
                            GTK_WIDGET (self->piece_tray), GTK_WIDGET (self->watch_panel),
                            GTK_WIDGET (self->status_label));
  pento_window_modes_attach (GTK_WIDGET (self), PENTO_TYPE_WINDOW, self->session, self->play,
                             GTK_WIDGET (self->solution_pane));
  /* the sidebar shows and hides itself in the flap (app.toggle-sidebar) */
  pento_sidebar_attach_flap (self->sidebar, self->flap, self->sidebar_button);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  pento_watch_panel_attach (self->watch_panel, pento_session_get_board_model (self->session),
                            pento_session_get_solutions (self->session));
  {
    PentoSolutionsPaneWidgets widgets;

    pento_list_pane_get_widgets (self->solution_pane, &widgets);
    widgets.solve_all_stack = self->solve_all_stack;
    widgets.board_view = self->board_view;
    widgets.box_view = self->box_view;
    widgets.piece_tray = self->piece_tray;
    widgets.count_label = GTK_WIDGET (self->play_label);
    widgets.watch_panel = self->watch_panel;

    self->pane = pento_solutions_pane_new (self->session, self->play, &widgets);
    /* Space pauses and resumes a watch wherever the focus is */
    pento_solutions_pane_add_space_key (self->pane, GTK_WIDGET (self));
  }

  /* the tests reach the features through the session, not through the window */
  {
    gpointer features[] = {
      self->play, self->play_actions, self->pane, self->board_actions, self->sidebar,
      self->solution_pane, self->watch_panel, self->box_view,
    };

    for (guint i = 0; i < G_N_ELEMENTS (features); i++)
      pento_session_add_feature (self->session, features[i]);
  }

  pento_session_reload (self->session);
  update_layout (self);
  pento_focus_lists_one_tab_stop (GTK_WINDOW (self));
  pento_focus_return_home (GTK_WINDOW (self), GTK_WIDGET (self->board_view));
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
  pento_solutions_pane_install (self->pane, G_ACTION_MAP (application));
  pento_board_actions_install (self->board_actions, G_ACTION_MAP (application));
  pento_sidebar_install (self->sidebar, G_ACTION_MAP (application));
  {
    g_autoptr(GtkShortcutsWindow) shortcuts = pento_accels_new_shortcuts_window ();

    gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self), shortcuts);
  }
  return self;
}

PentoPlay *
pento_window_get_play (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return self->play;
}
