/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-help.c: opens the manual in the desktop's help viewer, or, where none is installed,
 * says so in a toast that offers the same pages as HTML in the browser.
 */
#include <glib/gi18n.h>
#include <adwaita.h>

#include "help/pento-help.h"

static gboolean
page_is_valid (const char *page)
{
  /* Page ids are plain words; anything else (from D-Bus) would make a strange URI. */
  for (const char *p = page; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

char *
pento_help_uri (const char *page)
{
  if (page == NULL || *page == '\0')
    return g_strdup ("help:" PENTO_HELP_ID);
  return g_strdup_printf ("help:" PENTO_HELP_ID "/%s", page);
}

char *
pento_help_html_uri (const char *page)
{
  const char *dir = g_getenv ("PENTOMINO_HELPDIR");
  g_autofree char *html_dir = g_build_filename (dir != NULL ? dir : PKGDATADIR,
                                                dir != NULL ? NULL : "help", NULL);
  g_autofree char *file_name = g_strconcat (page != NULL && *page != '\0' ? page : "index",
                                            ".html", NULL);
  const char * const *languages = g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *path = NULL;

      /* g_get_language_names() ends with "C", the English pages. */
      if (strchr (languages[i], '.') != NULL || strchr (languages[i], '@') != NULL)
        continue;
      path = g_build_filename (html_dir, languages[i], file_name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_filename_to_uri (path, NULL, NULL);
    }
  return NULL;
}

static AdwToastOverlay *
find_toast_overlay_in (GtkWidget *widget)
{
  if (ADW_IS_TOAST_OVERLAY (widget))
    return ADW_TOAST_OVERLAY (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwToastOverlay *overlay = find_toast_overlay_in (child);

      if (overlay != NULL)
        return overlay;
    }
  return NULL;
}

/* The toast overlay of @window, or of the window it belongs to (the Export dialog has
 * none of its own). */
static AdwToastOverlay *
find_toast_overlay (GtkWindow *window)
{
  for (; window != NULL; window = gtk_window_get_transient_for (window))
    {
      AdwToastOverlay *overlay = find_toast_overlay_in (GTK_WIDGET (window));

      if (overlay != NULL)
        return overlay;
    }
  return NULL;
}

/* The page of @widget's help button (the one bound to app.help-page), or NULL: F1 in a
 * dialog opens the same page as its button. */
static const char *
find_help_page (GtkWidget *widget)
{
  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "app.help-page") == 0)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      if (target != NULL && g_variant_is_of_type (target, G_VARIANT_TYPE_STRING))
        return g_variant_get_string (target, NULL);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *page = find_help_page (child);

      if (page != NULL)
        return page;
    }
  return NULL;
}

/* The window that has the focus, which need not belong to the application (the Export
 * dialog and the board editor do not), else the application's active one. */
static GtkWindow *
focused_window (GtkApplication *app)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (gtk_window_is_active (window))
        return window;
    }
  return gtk_application_get_active_window (app);
}

/* Shows @toast in @window's overlay (or that of the window it belongs to); without one, as a
 * message on the terminal. */
static void
add_toast (GtkWindow *window,
           AdwToast  *toast)
{
  AdwToastOverlay *overlay = window != NULL ? find_toast_overlay (window) : NULL;

  adw_toast_set_timeout (toast, 10);
  if (overlay != NULL)
    adw_toast_overlay_add_toast (overlay, toast);
  else
    {
      g_message ("%s", adw_toast_get_title (toast));
      g_object_unref (g_object_ref_sink (toast));
    }
}

static void
copy_path_clicked (AdwToast   *toast,
                   const char *path)
{
  gdk_clipboard_set_text (gdk_display_get_clipboard (gdk_display_get_default ()), path);
}

/* No browser took the manual's page @uri: where the page is, in words, and a button that
 * copies its path to paste into a browser by hand. */
static void
say_no_browser (GtkWindow  *window,
                const char *uri)
{
  g_autofree char *path = g_filename_from_uri (uri, NULL, NULL);
  g_autofree char *shown = NULL;
  g_autofree char *markup = NULL;
  AdwToast *toast;

  if (path == NULL)
    return;
  shown = g_filename_display_name (path);
  /* the title is markup */
  markup = g_markup_escape_text (shown, -1);
  /* TRANSLATORS: %s is a file's path, such as /usr/share/pentomino/help/C/index.html */
  toast = adw_toast_new_format (_("No web browser opened the manual: its pages are at %s"),
                                markup);
  adw_toast_set_button_label (toast, _("_Copy Path"));
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (copy_path_clicked),
                         g_strdup (shown), (GClosureNotify) (void (*) (void)) g_free, 0);
  add_toast (window, toast);
}

static void
browser_done (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autofree char *uri = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error))
    {
      g_message ("The manual did not open in a browser: %s", error->message);
      say_no_browser (GTK_WINDOW (source), uri);
    }
}

static void
show_help (GtkApplication *app,
           const char     *page)
{
  GtkWindow *window = focused_window (app);
  /* In a Flatpak sandbox no application is seen; the portal opens help: URIs on the host. */
  gboolean sandboxed = g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS);
  g_autoptr(GAppInfo) viewer = sandboxed ? NULL : g_app_info_get_default_for_uri_scheme ("help");
  g_autofree char *html = NULL;
  AdwToast *toast;

  if (viewer != NULL || sandboxed)
    {
      g_autofree char *uri = pento_help_uri (page);

      gtk_show_uri (window, uri, GDK_CURRENT_TIME);
      return;
    }

  html = pento_help_html_uri (page);
  if (html != NULL)
    {
      toast = adw_toast_new (_("No help viewer is installed: the manual can open in the web browser"));
      adw_toast_set_button_label (toast, _("Open in _Browser"));
      adw_toast_set_action_name (toast, "app.help-browser");
      adw_toast_set_action_target_value (toast, g_variant_new_string (page));
    }
  else
    {
      toast = adw_toast_new (_("No help viewer is installed, and the manual’s web pages are missing"));
    }
  add_toast (window, toast);
}

static void
help_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtkWindow *window = focused_window (GTK_APPLICATION (user_data));
  const char *page = window != NULL ? find_help_page (GTK_WIDGET (window)) : NULL;

  show_help (GTK_APPLICATION (user_data), page != NULL && page_is_valid (page) ? page : "");
}

static void
help_page_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  const char *page = g_variant_get_string (parameter, NULL);

  show_help (GTK_APPLICATION (user_data), page_is_valid (page) ? page : "");
}

static void
help_browser_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  const char *page = g_variant_get_string (parameter, NULL);
  g_autofree char *uri = pento_help_html_uri (page_is_valid (page) ? page : "");
  GtkWindow *window = focused_window (GTK_APPLICATION (user_data));

  if (uri == NULL)
    return;
  /* Without a browser GTK's own error names no file: the toast says where the pages are. */
  if (window != NULL)
    gtk_show_uri_full (window, uri, GDK_CURRENT_TIME, NULL, browser_done, g_strdup (uri));
  else
    gtk_show_uri (NULL, uri, GDK_CURRENT_TIME);
}

static const GActionEntry help_actions[] = {
  { "help", help_activated },
  { "help-page", help_page_activated, "s" },
  { "help-browser", help_browser_activated, "s" },
};

void
pento_help_actions_install (GtkApplication *app)
{
  g_return_if_fail (GTK_IS_APPLICATION (app));

  g_action_map_add_action_entries (G_ACTION_MAP (app), help_actions,
                                   G_N_ELEMENTS (help_actions), app);
}

void
pento_help_attach (GtkWindow  *window,
                   const char *page)
{
  GtkApplication *app;
  GtkEventController *controller;
  GtkShortcut *shortcut;

  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (page != NULL && page_is_valid (page));

  app = GTK_APPLICATION (g_application_get_default ());
  if (app == NULL)
    return;
  /* Its help button names app.help-page: a window outside the application needs the
   * application's actions inserted to resolve it, and F1 of its own. */
  if (gtk_window_get_application (window) == NULL)
    gtk_widget_insert_action_group (GTK_WIDGET (window), "app", G_ACTION_GROUP (app));
  shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_F1, 0),
                               gtk_named_action_new ("app.help-page"));
  gtk_shortcut_set_arguments (shortcut, g_variant_new_string (page));
  controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
  gtk_widget_add_controller (GTK_WIDGET (window), controller);
}
