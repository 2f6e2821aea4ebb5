/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-help-ui.c: F1 and the help buttons. PENTO_TEST_HELP=viewer: a help viewer is
 * installed (a script standing in for yelp, the default for help: URIs), and app.help and
 * each dialog's help button open the manual's page there. PENTO_TEST_HELP=none: no viewer,
 * so app.help says so in a toast whose button opens the HTML copy in the browser (a
 * script standing in for it). PENTO_TEST_HELP=nobrowser: no viewer and no browser, so a
 * second toast names the HTML copy's path and copies it.
 */
#include <glib/gstdio.h>
#include <string.h>

#include "pento-test-util.h"
#include "help/pento-help.h"

static char *launch_log;

/* Fills @share with links to what the system's data dirs hold (the MIME database, icons …)
 * but their applications: no installed help viewer or browser is seen. */
static void
link_system_data (const char *share)
{
  /* not g_get_system_data_dirs (): it would keep the value it read for the whole run */
  const char *env = g_getenv ("XDG_DATA_DIRS");
  g_auto(GStrv) dirs = g_strsplit (env != NULL && *env != '\0' ? env : "/usr/local/share:/usr/share",
                                   ":", -1);

  for (guint i = 0; dirs[i] != NULL; i++)
    {
      g_autoptr(GDir) dir = g_dir_open (dirs[i], 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *target = g_build_filename (dirs[i], name, NULL);
          g_autofree char *link = g_build_filename (share, name, NULL);

          g_autoptr(GFile) file = g_file_new_for_path (link);
          g_autoptr(GError) error = NULL;

          if (strcmp (name, "applications") != 0 && !g_file_test (link, G_FILE_TEST_EXISTS))
            {
              g_file_make_symbolic_link (file, target, NULL, &error);
              g_assert_no_error (error);
            }
        }
    }
}

static char *root;   /* the private dir of the run, made by main() */

/* Makes a private XDG environment before GIO reads one: a script that logs the URI it is
 * given, the default handler of @mime_type; no system-wide applications. */
static void
setup_environment (const char *mime_type)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *apps = g_build_filename (root, "data", "applications", NULL);
  g_autofree char *config = g_build_filename (root, "config", NULL);
  g_autofree char *share = g_build_filename (root, "share", NULL);
  g_autofree char *script = g_build_filename (root, "open-uri", NULL);
  g_autofree char *script_text = NULL;
  g_autofree char *desktop = NULL;
  g_autofree char *desktop_path = g_build_filename (apps, "pento-test-open.desktop", NULL);
  g_autofree char *mimeapps = NULL;
  g_autofree char *mimeapps_path = g_build_filename (config, "mimeapps.list", NULL);
  g_autofree char *data_home = g_build_filename (root, "data", NULL);

  g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (share, 0700), ==, 0);
  link_system_data (share);

  launch_log = g_build_filename (root, "launched.txt", NULL);
  script_text = g_strdup_printf ("#!/bin/sh\necho \"$1\" >> '%s'\n", launch_log);
  g_file_set_contents (script, script_text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (script, 0700), ==, 0);

  desktop = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Open URI\n"
                             "Exec=%s %%u\nMimeType=%s;\nNoDisplay=true\n", script, mime_type);
  g_file_set_contents (desktop_path, desktop, -1, &error);
  g_assert_no_error (error);
  mimeapps = g_strdup_printf ("[Default Applications]\n%s=pento-test-open.desktop\n", mime_type);
  g_file_set_contents (mimeapps_path, mimeapps, -1, &error);
  g_assert_no_error (error);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_DATA_DIRS", share, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("XDG_CONFIG_DIRS", share, TRUE);
}

/* The URIs launched so far, one a line. */
static char *
launched (void)
{
  char *text = NULL;

  if (!g_file_get_contents (launch_log, &text, NULL, NULL))
    return g_strdup ("");
  return text;
}

static gboolean
launched_contains (const char *line)
{
  g_autofree char *text = launched ();
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  return g_strv_contains ((const char * const *) lines, line);
}

/* Waits until @uri has been launched, and says what was launched instead if it was not. */
static void
wait_launched (const char *uri)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  /* a local file reaches the handler as its path */
  g_autofree char *path = g_str_has_prefix (uri, "file:") ? g_filename_from_uri (uri, NULL, NULL)
                                                         : NULL;

  if (path != NULL)
    uri = path;
  while (!launched_contains (uri) && g_get_monotonic_time () < end)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (10000);
    }
  if (!launched_contains (uri))
    {
      g_autofree char *text = launched ();

      g_error ("%s was not opened; opened: “%s”", uri, text);
    }
}

static gboolean
is_label_starting (GtkWidget  *widget,
                   const char *prefix)
{
  return GTK_IS_LABEL (widget) &&
         g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix);
}

static gboolean
is_button_for (GtkWidget  *widget,
               const char *action)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* The first widget under @widget, depth first, that @match accepts with @arg. */
static GtkWidget *
find_widget (GtkWidget  *widget,
             gboolean  (*match) (GtkWidget *, const char *),
             const char *arg)
{
  if (match (widget, arg))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, arg);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first label under @widget whose text starts with @prefix. */
static GtkLabel *
find_label (GtkWidget  *widget,
            const char *prefix)
{
  return (GtkLabel *) find_widget (widget, is_label_starting, prefix);
}

/* The button under @widget that activates @action. */
static GtkWidget *
find_action_button (GtkWidget  *widget,
                    const char *action)
{
  return find_widget (widget, is_button_for, action);
}

/* The window titled @title, once shown. */
static GtkWindow *
window_titled (const char *title)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (gtk_window_get_title (window), title) == 0 &&
          gtk_widget_get_mapped (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static void
clear_launched (void)
{
  g_assert_true (g_file_set_contents (launch_log, "", 0, NULL));
}

/* Opens a dialog with @action, presses its help button and checks that @uri was opened, as
 * F1 does in it; then closes the dialog. */
static void
check_dialog_help (const char *action,
                   const char *title,
                   const char *uri,
                   gboolean    in_app)
{
  GtkWindow *dialog;
  GtkWidget *button;

  pento_test_activate (action, NULL);
  WAIT_FOR (window_titled (title) != NULL, 10);
  dialog = window_titled (title);
  button = find_action_button (GTK_WIDGET (dialog), "app.help-page");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  clear_launched ();
  gtk_widget_activate (button);
  wait_launched (uri);
  /* F1 (app.help) in a window of the application: the same page */
  if (in_app)
    {
      clear_launched ();
      WAIT_FOR (gtk_application_get_active_window (GTK_APPLICATION (g_application_get_default ()))
                == dialog, 5);
      pento_test_activate ("help", NULL);
      wait_launched (uri);
    }
  gtk_window_close (dialog);
  WAIT_FOR (window_titled (title) == NULL, 5);
}

static void
test_viewer (void)
{
  PentoWindow *window = pento_test_open_window ();

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  /* F1 is app.help */
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (
      GTK_APPLICATION (g_application_get_default ()), "app.help");

    g_assert_true (g_strv_contains ((const char * const *) accels, "F1"));
  }
  pento_test_activate ("help", NULL);
  wait_launched ("help:" PENTO_HELP_ID);
  pento_test_activate ("help-page", g_variant_new_string ("counts"));
  wait_launched ("help:" PENTO_HELP_ID "/counts");
  /* a page id from D-Bus is a word, or the index */
  pento_test_activate ("help-page", g_variant_new_string ("../../etc/passwd"));
  pento_test_run_for (300);
  {
    g_autofree char *text = launched ();

    g_assert_null (strstr (text, "passwd"));
  }

  check_dialog_help ("export-dialog", "Export", "help:" PENTO_HELP_ID "/share", FALSE);
  check_dialog_help ("edit-board", "Board Editor", "help:" PENTO_HELP_ID "/boards", FALSE);
  check_dialog_help ("show-chirality", "Chirality Explorer", "help:" PENTO_HELP_ID "/chirality", TRUE);

  /* a viewer is there: no toast about a missing one */
  g_assert_null (find_label (GTK_WIDGET (window), "No help viewer"));
  pento_test_close_window (window);
}

static void
test_no_viewer (void)
{
  PentoWindow *window = pento_test_open_window ();
  g_autofree char *index = pento_help_html_uri (NULL);
  g_autofree char *chirality = pento_help_html_uri ("chirality");
  GtkLabel *label;
  GtkWidget *button;
  GtkWindow *explorer;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_nonnull (index);
  g_assert_true (g_str_has_prefix (index, "file:///"));
  g_assert_true (g_str_has_suffix (index, "/C/index.html"));

  pento_test_activate ("help", NULL);
  WAIT_FOR (find_label (GTK_WIDGET (window), "No help viewer is installed") != NULL, 10);
  label = find_label (GTK_WIDGET (window), "No help viewer is installed");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
  /* the toast's button opens the HTML copy in the browser; pressed once the toast is in
   * (libadwaita 1.2 can crash when a toast is dismissed while it still slides in) */
  pento_test_run_for (600);
  button = find_action_button (GTK_WIDGET (window), "app.help-browser");
  g_assert_nonnull (button);
  gtk_widget_activate (button);
  wait_launched (index);

  /* from the explorer: its own page, the toast in its own window */
  pento_test_activate ("show-chirality", NULL);
  WAIT_FOR (window_titled ("Chirality Explorer") != NULL, 10);
  explorer = window_titled ("Chirality Explorer");
  gtk_widget_activate (find_action_button (GTK_WIDGET (explorer), "app.help-page"));
  WAIT_FOR (find_label (GTK_WIDGET (explorer), "No help viewer is installed") != NULL, 10);
  pento_test_run_for (600);
  gtk_widget_activate (find_action_button (GTK_WIDGET (explorer), "app.help-browser"));
  wait_launched (chirality);
  gtk_window_close (explorer);
  WAIT_FOR (window_titled ("Chirality Explorer") == NULL, 5);

  /* nothing was sent to a help viewer */
  {
    g_autofree char *text = launched ();

    g_assert_null (strstr (text, "help:"));
  }
  pento_test_close_window (window);
}

static gboolean
is_button_labelled (GtkWidget  *widget,
                    const char *label)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* No help viewer and no browser: Open in Browser cannot open the HTML copy, and a toast says
 * where its pages are, with a button that copies the path (never a silent nothing). */
static void
test_no_browser (void)
{
  PentoWindow *window = pento_test_open_window ();
  g_autofree char *index = pento_help_html_uri (NULL);
  g_autofree char *path = g_filename_from_uri (index, NULL, NULL);
  g_autofree char *text = NULL;
  GtkLabel *label;
  GtkWidget *button;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  pento_test_activate ("help", NULL);
  WAIT_FOR (find_label (GTK_WIDGET (window), "No help viewer is installed") != NULL, 10);
  pento_test_run_for (600);
  gtk_widget_activate (find_action_button (GTK_WIDGET (window), "app.help-browser"));
  WAIT_FOR (find_label (GTK_WIDGET (window), "No web browser opened the manual") != NULL, 10);
  label = find_label (GTK_WIDGET (window), "No web browser opened the manual");
  g_assert_nonnull (strstr (gtk_label_get_text (label), path));
  pento_test_run_for (600);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));

  button = find_widget (GTK_WIDGET (window), is_button_labelled, "_Copy Path");
  g_assert_nonnull (button);
  gtk_widget_activate (button);
  /* a button activated from the keyboard is clicked a moment later */
  WAIT_FOR (find_widget (GTK_WIDGET (window), is_button_labelled, "_Copy Path") == NULL, 5);
  text = pento_test_read_clipboard_text (GTK_WIDGET (window));
  g_assert_cmpstr (text, ==, path);
  /* nothing was launched */
  {
    g_autofree char *launched_text = launched ();

    g_assert_cmpstr (launched_text, ==, "");
  }
  pento_test_close_window (window);
}

int
main (int argc, char **argv)
{
  const char *mode = g_getenv ("PENTO_TEST_HELP");
  gboolean viewer = g_strcmp0 (mode, "viewer") == 0;
  gboolean no_browser = g_strcmp0 (mode, "nobrowser") == 0;
  int ret;

  root = g_dir_make_tmp ("pentomino-help-XXXXXX", NULL);
  g_assert_nonnull (root);
  /* without a browser the script handles a type nobody asks for */
  setup_environment (viewer ? "x-scheme-handler/help" :
                     no_browser ? "application/x-pento-nothing" : "text/html");
  pento_test_init (&argc, &argv, "io.github.pentomino.PentominoTestHelp", NULL);
  if (viewer)
    g_test_add_func ("/help/viewer", test_viewer);
  else if (no_browser)
    g_test_add_func ("/help/no-browser", test_no_browser);
  else
    g_test_add_func ("/help/no-viewer", test_no_viewer);
  ret = pento_test_run ();
  pento_test_remove_tree (root);
  g_clear_pointer (&root, g_free);
  return ret;
}
