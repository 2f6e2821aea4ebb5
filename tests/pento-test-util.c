/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-test-util.c: the shared environment of the window tests (test-ui, test-play,
 * test-watch, test-editor, test-share-ui), compiled into each of them.
 */
#include "pento-test-util.h"

#include "pento-play.h"

#include <glib/gstdio.h>
#include <string.h>

static PentoApplication *test_app;

static GPtrArray *toasts; /* the titles of the toasts since the window opened */

static void toast_cb (PentoSession *session,
                      AdwToast     *toast);
static char *data_home;

static gboolean
set_flag_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

void
pento_test_timer_start (PentoTestTimer *timer,
                        guint           ms)
{
  /* A sanitized build's test setup stretches every wait by the same factor as meson's limits. */
  const char *scale = g_getenv ("PENTO_TEST_TIME_SCALE");
  guint64 factor = scale != NULL ? g_ascii_strtoull (scale, NULL, 10) : 1;

  timer->timed_out = FALSE;
  timer->id = g_timeout_add (ms * (guint) CLAMP (factor, 1, 10), set_flag_cb, &timer->timed_out);
}

void
pento_test_timer_stop (PentoTestTimer *timer)
{
  if (!timer->timed_out)
    g_source_remove (timer->id);
  timer->id = 0;
}

/* Lets the main loop run for @ms milliseconds, to give a stale worker the chance to deliver
 * something it must not. */
void
pento_test_run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
read_text_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  char **out = user_data;

  *out = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  if (*out == NULL)
    *out = g_strdup ("");
}

char *
pento_test_read_clipboard_text (GtkWidget *widget)
{
  char *text = NULL;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, read_text_done, &text);
  WAIT_FOR (text != NULL, 5);
  return text;
}

/* The settings in memory (GSETTINGS_BACKEND=memory), a private user data dir made from
 * @data_home_template (the game in progress and saved boards go there: never the real one;
 * NULL only when the test has set a private XDG_DATA_HOME itself), GTK, and the application
 * registered under its own @app_id and NON_UNIQUE, so that it never talks to a running
 * Pentomino on the same bus. Held until pento_test_run() returns. */
PentoApplication *
pento_test_init (int          *argc,
                 char       ***argv,
                 const char   *app_id,
                 const char   *data_home_template)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (test_app);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (data_home_template != NULL)
    {
      data_home = g_dir_make_tmp (data_home_template, &error);
      g_assert_no_error (error);
      g_setenv ("XDG_DATA_HOME", data_home, TRUE);
    }
  else
    g_assert_nonnull (g_getenv ("XDG_DATA_HOME"));
  gtk_test_init (argc, argv, NULL);

  test_app = pento_application_new (app_id, G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (test_app), NULL, &error));
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (test_app));
  /* (the session outlives every window: one handler for the run) */
  toasts = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (pento_test_session (), "toast", G_CALLBACK (toast_cb), NULL);
  return test_app;
}

/* The private user data dir made by pento_test_init(), or NULL. */
const char *
pento_test_get_data_home (void)
{
  return data_home;
}

/* Removes @path and all under it (a private dir made by a test). */
void
pento_test_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);

  if (dir != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR) &&
              !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            pento_test_remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_remove (path);
}

/* Runs the tests added, then releases and drops the application and its private data dir. */
int
pento_test_run (void)
{
  int ret = g_test_run ();

  g_application_release (G_APPLICATION (test_app));
  g_clear_object (&test_app);
  g_clear_pointer (&toasts, g_ptr_array_unref);
  if (data_home != NULL)
    pento_test_remove_tree (data_home);
  g_clear_pointer (&data_home, g_free);
  return ret;
}

GSettings *
pento_test_settings (void)
{
  return pento_application_get_settings (test_app);
}

/* Resets each key of the NULL-terminated @keys. */
void
pento_test_reset_settings (const char * const *keys)
{
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (pento_test_settings (), keys[i]);
}

/* The window, shown, once its saved game is read (until then the game takes no move). */
PentoWindow *
pento_test_open_window (void)
{
  GtkWindow *window = pento_application_get_window (test_app);

  g_ptr_array_set_size (toasts, 0);
  gtk_window_present (window);
  WAIT_FOR (!pento_play_is_restoring (pento_test_play ()), 10);
  return PENTO_WINDOW (window);
}

/* Closes @window and waits until it is finalized. */
void
pento_test_close_window (PentoWindow *window)
{
  GtkWindow *weak = GTK_WINDOW (window);

  g_object_add_weak_pointer (G_OBJECT (weak), (gpointer *) &weak);
  gtk_window_close (GTK_WINDOW (window));
  WAIT_FOR (weak == NULL, 5);
}

/* Activates app.@name, which must be enabled. */
void
pento_test_activate (const char *name,
                     GVariant   *parameter)
{
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (test_app), name));
  g_action_group_activate_action (G_ACTION_GROUP (test_app), name, parameter);
}

void
pento_test_set_state (const char *name,
                      GVariant   *state)
{
  g_action_group_change_action_state (G_ACTION_GROUP (test_app), name, state);
}

GtkEventController *
pento_test_find_controller (GtkWidget *widget,
                            GType      type)
{
  GListModel *model = gtk_widget_observe_controllers (widget);
  GtkEventController *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (model) && found == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (model, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        found = GTK_EVENT_CONTROLLER (controller);
    }
  g_object_unref (model);
  g_assert_nonnull (found);
  return found;
}

static void
on_chosen (GtkWidget *tray,
           guint      piece,
           int       *out)
{
  *out = piece;
}

void
pento_test_click_tray_piece (gpointer tray,
                             guint    piece)
{
  GtkWidget *widget = GTK_WIDGET (tray);
  GtkEventController *click = pento_test_find_controller (widget, GTK_TYPE_GESTURE_CLICK);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int chosen = -1;
  gulong id = g_signal_connect (tray, "piece-chosen", G_CALLBACK (on_chosen), &chosen);

  for (int y = height / 8; y < height && chosen != (int) piece; y += height / 8)
    for (int x = 0; x < width && chosen != (int) piece; x += 3)
      {
        chosen = -1;
        g_signal_emit_by_name (click, "pressed", 1, (double) x, (double) y);
        g_signal_emit_by_name (click, "released", 1, (double) x, (double) y);
      }
  g_signal_handler_disconnect (tray, id);
  g_assert_cmpint (chosen, ==, (int) piece);
}

GtkWidget *
pento_test_find_descendant (GtkWidget *widget,
                            GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = pento_test_find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

PentoBoardView *
pento_test_board_view (PentoWindow *window)
{
  return pento_play_get_board_view (pento_test_play ());
}

GtkWindow *
pento_test_find_window (GType type)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) &&
          gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

AdwMessageDialog *
pento_test_message_dialog (void)
{
  GtkWindow *dialog = pento_test_find_window (ADW_TYPE_MESSAGE_DIALOG);

  return dialog != NULL ? ADW_MESSAGE_DIALOG (dialog) : NULL;
}

PentoPieceTray *
pento_test_tray (PentoWindow *window)
{
  return pento_play_get_tray (pento_test_play ());
}

PentoSession *
pento_test_session (void)
{
  return pento_application_get_session (test_app);
}

gpointer
pento_test_feature (GType type)
{
  gpointer feature = pento_session_get_feature (pento_test_session (), type);

  if (feature == NULL)
    g_error ("The window has no %s", g_type_name (type));
  return feature;
}

gpointer
pento_test_feature_child (GType       type,
                          const char *name)
{
  gpointer child = gtk_widget_get_template_child (pento_test_feature (type), type, name);

  if (child == NULL)
    g_error ("%s has no %s", g_type_name (type), name);
  return child;
}

PentoPlay *
pento_test_play (void)
{
  return pento_test_feature (PENTO_TYPE_PLAY);
}

PentoSearches *
pento_test_searches (void)
{
  return pento_test_feature (PENTO_TYPE_SEARCHES);
}

GtkWidget *
pento_test_board_widget (void)
{
  return GTK_WIDGET (pento_play_get_board_view (pento_test_play ()));
}

PentoWatchPanel *
pento_test_watch_panel (void)
{
  return pento_test_feature (PENTO_TYPE_WATCH_PANEL);
}

GtkWidget *
pento_test_box_view (void)
{
  return pento_test_feature (PENTO_TYPE_BOX_VIEW);
}

AdwComboRow *
pento_test_board_chooser (void)
{
  return pento_test_feature_child (PENTO_TYPE_SIDEBAR, "board_row");
}

PentoSolutionList *
pento_test_solutions (void)
{
  return pento_session_get_solutions (pento_test_session ());
}

gboolean
pento_test_is_searching (void)
{
  return pento_searches_is_searching (pento_test_searches ());
}

const char *
pento_test_status (void)
{
  return pento_session_get_status (pento_test_session ());
}

const char *
pento_test_counts (void)
{
  return pento_list_pane_get_counts_text (pento_test_feature (PENTO_TYPE_LIST_PANE));
}

static void
toast_cb (PentoSession *session,
          AdwToast     *toast)
{
  g_ptr_array_add (toasts, g_strdup (adw_toast_get_title (toast)));
}

const char *
pento_test_last_toast (void)
{
  return toasts != NULL && toasts->len > 0 ? g_ptr_array_index (toasts, toasts->len - 1) : "";
}

gboolean
pento_test_toast_said (const char *text)
{
  for (guint i = 0; toasts != NULL && i < toasts->len; i++)
    if (strstr (g_ptr_array_index (toasts, i), text) != NULL)
      return TRUE;
  return FALSE;
}

GtkWidget *
pento_test_find_actionable (GtkWidget  *widget,
                            const char *action)
{
  if (GTK_IS_ACTIONABLE (widget) && gtk_widget_get_mapped (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = pento_test_find_actionable (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}
