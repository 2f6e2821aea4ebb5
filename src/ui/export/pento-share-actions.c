/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-share-actions.c: app.copy, app.save-list(-dialog), app.export-sheet(-dialog),
 * app.print and app.print-board — each a GAction on the application, so D-Bus drives them as
 * the menu does.
 */
#include "pento-share-actions.h"

#include <glib/gi18n.h>

#include "pento-board-view.h"
#include "pento-plain-text.h"
#include "pento-export-dialog.h"
#include "pento-share.h"
#include "pento-window.h"

static const struct {
  const char *action;
  const char *accels[2];
} share_accels[] = {
  { "app.export-dialog",        { "<Control><Shift>e", NULL } },
  { "app.print",                { "<Control>p", NULL } },
};

static GSettings *
settings_of (gpointer app)
{
  return g_object_get_data (G_OBJECT (app), "pento-share-settings");
}

static PentoWindow *
window_of (gpointer app)
{
  GtkWindow *window = pento_application_get_window (app);

  return PENTO_IS_WINDOW (window) ? PENTO_WINDOW (window) : NULL;
}

static void
say (PentoWindow *window,
     const char  *text)
{
  pento_window_add_toast (window, pento_plain_toast_new (text));
}

static void
copy_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       app)
{
  PentoWindow *window = window_of (app);
  const PentoSolution *solution;

  if (window == NULL)
    return;
  solution = pento_board_view_get_solution (PENTO_BOARD_VIEW (pento_window_get_board_view (window)));
  if (solution == NULL)
    {
      say (window, _("No packing to copy: Solve first"));
      return;
    }
  pento_share_copy (GTK_WIDGET (window), pento_window_get_board (window), solution);
  say (window, _("Packing copied as text and image"));
}

static void
save_list_to (gpointer    app,
              const char *path)
{
  PentoWindow *window = window_of (app);
  g_autoptr(GError) error = NULL;

  if (window == NULL)
    return;
  if (!pento_share_save_list (pento_window_get_solution_list (window), path, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not save the list: %s"),
                                                  error->message);

      say (window, message);
      return;
    }
  pento_share_remember_folder (settings_of (app), path);
  pento_window_add_toast (window, pento_share_saved_toast (GTK_WINDOW (window), path));
}

static void
save_list_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       app)
{
  save_list_to (app, g_variant_get_string (parameter, NULL));
}

typedef struct {
  gpointer app;
  char    *path;
} SheetDone;

static void
sheet_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  SheetDone *done = user_data;
  PentoWindow *window = window_of (done->app);
  g_autoptr(GError) error = NULL;

  if (!pento_share_export_sheet_finish (result, &error))
    {
      if (window != NULL)
        {
          g_autofree char *message = g_strdup_printf (_("Could not write the sheet: %s"),
                                                      error->message);

          say (window, message);
        }
    }
  else
    {
      pento_share_remember_folder (settings_of (done->app), done->path);
      if (window != NULL)
        pento_window_add_toast (window, pento_share_saved_toast (GTK_WINDOW (window),
                                                                 done->path));
    }
  g_application_release (done->app);
  g_free (done->path);
  g_free (done);
}

static void
export_sheet_to (gpointer    app,
                 const char *path)
{
  PentoWindow *window = window_of (app);
  SheetDone *done;

  if (window == NULL)
    return;
  done = g_new0 (SheetDone, 1);
  done->app = app;
  done->path = g_strdup (path);
  /* held until the worker is done, so a script's quit does not lose the file */
  g_application_hold (app);
  pento_share_export_sheet_async (pento_window_get_solution_list (window),
                                  pento_window_get_rules (window), path, NULL, sheet_done,
                                  done);
}

static void
export_sheet_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       app)
{
  export_sheet_to (app, g_variant_get_string (parameter, NULL));
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *mime_type,
            const char     *pattern)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
chooser_response (GtkNativeDialog *dialog,
                  int              response,
                  gpointer         app)
{
  gboolean sheet = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "pento-sheet"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path == NULL && window_of (app) != NULL)
        say (window_of (app), _("Only local files can be written."));
      else if (path != NULL && sheet)
        export_sheet_to (app, path);
      else if (path != NULL)
        save_list_to (app, path);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
open_chooser (gpointer app,
              gboolean sheet)
{
  PentoWindow *window = window_of (app);
  GtkFileChooserNative *dialog;
  PentoBoard *board;
  g_autofree char *name = NULL;

  if (window == NULL)
    return;
  if (g_list_model_get_n_items (G_LIST_MODEL (pento_window_get_solution_list (window))) == 0)
    {
      say (window, _("The list is empty: Solve All first"));
      return;
    }

  dialog = gtk_file_chooser_native_new (sheet ? _("Export Sheet") : _("Save List"),
                                        GTK_WINDOW (window), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        sheet ? _("_Export") : _("_Save"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  pento_share_set_start_folder (GTK_FILE_CHOOSER (dialog), settings_of (app));
  board = pento_window_get_board (window);
  name = g_strdup_printf (sheet ? "pentomino-%s.pdf" : "pentomino-%s.txt",
                          board != NULL ? pento_board_get_name (board) : "list");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  if (sheet)
    {
      add_filter (GTK_FILE_CHOOSER (dialog), _("PDF document"), "application/pdf", "*.pdf");
      add_filter (GTK_FILE_CHOOSER (dialog), _("SVG image"), "image/svg+xml", "*.svg");
      add_filter (GTK_FILE_CHOOSER (dialog), _("Web page"), "text/html", "*.html");
    }
  else
    {
      add_filter (GTK_FILE_CHOOSER (dialog), _("Text"), "text/plain", "*.txt");
    }
  g_object_set_data (G_OBJECT (dialog), "pento-sheet", GINT_TO_POINTER (sheet));
  g_signal_connect (dialog, "response", G_CALLBACK (chooser_response), app);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save_list_dialog_activated (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       app)
{
  open_chooser (app, FALSE);
}

static void
export_sheet_dialog_activated (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       app)
{
  open_chooser (app, TRUE);
}

static void
print (gpointer app,
       gboolean board_only)
{
  PentoWindow *window = window_of (app);
  g_autoptr(GError) error = NULL;

  if (window == NULL)
    return;
  if (!pento_share_print (GTK_WINDOW (window), pento_window_get_solution_list (window),
                          pento_window_get_rules (window), pento_window_get_board (window),
                          pento_board_view_get_solution (
                            PENTO_BOARD_VIEW (pento_window_get_board_view (window))),
                          board_only, NULL, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not print: %s"), error->message);

      say (window, message);
    }
}

static void
print_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       app)
{
  print (app, FALSE);
}

static void
print_board_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       app)
{
  print (app, TRUE);
}

static void
export_dialog_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       app)
{
  PentoWindow *window = window_of (app);

  if (window != NULL)
    gtk_window_present (GTK_WINDOW (pento_export_dialog_new (window, settings_of (app))));
}

static const GActionEntry share_actions[] = {
  { "export-dialog", export_dialog_activated },
  { "copy", copy_activated },
  { "save-list", save_list_activated, "s" },
  { "save-list-dialog", save_list_dialog_activated },
  { "export-sheet", export_sheet_activated, "s" },
  { "export-sheet-dialog", export_sheet_dialog_activated },
  { "print", print_activated },
  { "print-board", print_board_activated },
};

void
pento_share_actions_install (PentoApplication *app,
                             GSettings        *settings)
{
  g_object_set_data_full (G_OBJECT (app), "pento-share-settings", g_object_ref (settings),
                          g_object_unref);
  g_action_map_add_action_entries (G_ACTION_MAP (app), share_actions,
                                   G_N_ELEMENTS (share_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (share_accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), share_accels[i].action,
                                           share_accels[i].accels);
}
