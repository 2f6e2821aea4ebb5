/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-share-actions.c: app.copy, app.save-list(-dialog), app.export-sheet(-dialog),
 * app.print and app.print-board — each a GAction on the application, so D-Bus drives them as
 * the menu does.
 */
#include "export/pento-share-actions.h"

#include <glib/gi18n.h>

#include "common/pento-board-store.h"
#include "common/pento-file-chooser.h"
#include "common/pento-plain-text.h"
#include "export/pento-export-dialog.h"
#include "export/pento-share.h"
#include "pento-render.h"
#include "pento-render-box.h"

/* The actions' user data is the session: what they share and where they report. */
static GSettings *
settings_of (PentoSession *session)
{
  return pento_session_get_settings (session);
}

/* The window a dialog or an Open button belongs to, if any. */
static GtkWindow *
parent_of (void)
{
  GApplication *app = g_application_get_default ();

  return GTK_IS_APPLICATION (app) ? gtk_application_get_active_window (GTK_APPLICATION (app))
                                  : NULL;
}

static void
say (PentoSession *session,
     const char   *text)
{
  pento_session_say (session, text);
}

static void
copy_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       session)
{
  const PentoSolution *solution = pento_session_get_shown (session);
  GtkWindow *parent = parent_of ();

  if (parent == NULL)
    return;
  if (solution == NULL)
    {
      say (session, _("No packing to copy: Solve first"));
      return;
    }
  pento_share_copy (GTK_WIDGET (parent), pento_session_get_board (session), solution);
  say (session, _("Packing copied as text and image"));
}

static void
save_list_to (PentoSession *session,
              const char   *path)
{
  g_autoptr(GError) error = NULL;

  if (!pento_share_save_list (pento_session_get_solutions (session), path, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not save the list: %s"),
                                                  error->message);

      say (session, message);
      return;
    }
  pento_share_remember_folder (settings_of (session), path);
  pento_session_add_toast (session, pento_share_saved_toast (parent_of (), path));
}

static void
save_list_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       session)
{
  save_list_to (session, g_variant_get_string (parameter, NULL));
}

typedef struct {
  PentoSession *session;
  char         *path;
} SheetDone;

static void
sheet_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  SheetDone *done = user_data;
  g_autoptr(GError) error = NULL;

  if (!pento_share_export_sheet_finish (result, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not write the sheet: %s"),
                                                  error->message);

      say (done->session, message);
    }
  else
    {
      pento_share_remember_folder (settings_of (done->session), done->path);
      pento_session_add_toast (done->session, pento_share_saved_toast (parent_of (),
                                                                       done->path));
    }
  if (g_application_get_default () != NULL)
    g_application_release (g_application_get_default ());
  g_object_unref (done->session);
  g_free (done->path);
  g_free (done);
}

static void
export_sheet_to (PentoSession *session,
                 const char   *path)
{
  SheetDone *done;

  done = g_new0 (SheetDone, 1);
  done->session = g_object_ref (session);
  done->path = g_strdup (path);
  /* held until the worker is done, so a script's quit does not lose the file */
  if (g_application_get_default () != NULL)
    g_application_hold (g_application_get_default ());
  pento_share_export_sheet_async (pento_session_get_solutions (session),
                                  pento_session_get_rules (session), path, NULL, sheet_done,
                                  done);
}

static void
export_sheet_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       session)
{
  export_sheet_to (session, g_variant_get_string (parameter, NULL));
}

static void
chooser_response (GtkNativeDialog *dialog,
                  int              response,
                  PentoSession    *session)
{
  gboolean sheet = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "pento-sheet"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path == NULL)
        say (session, _("Only local files can be written."));
      else if (sheet)
        export_sheet_to (session, path);
      else
        save_list_to (session, path);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
open_chooser (PentoSession *session,
              gboolean      sheet)
{
  GtkFileChooserNative *dialog;
  PentoBoard *board;
  g_autofree char *name = NULL;

  if (g_list_model_get_n_items (G_LIST_MODEL (pento_session_get_solutions (session))) == 0)
    {
      say (session, _("The list is empty: Solve All first"));
      return;
    }

  board = pento_session_get_board (session);
  name = g_strdup_printf (sheet ? "pentomino-%s.pdf" : "pentomino-%s.txt",
                          board != NULL ? pento_board_get_name (board) : "list");
  if (sheet)
    dialog = pento_file_chooser_new (parent_of (), _("Export Sheet"),
                                     GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), name,
                                     _("PDF document"), "application/pdf", "*.pdf",
                                     _("SVG image"), "image/svg+xml", "*.svg",
                                     _("Web page"), "text/html", "*.html", NULL);
  else
    dialog = pento_file_chooser_new (parent_of (), _("Save List"),
                                     GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), name,
                                     _("Text"), "text/plain", "*.txt", NULL);
  pento_share_set_start_folder (GTK_FILE_CHOOSER (dialog), settings_of (session));
  g_object_set_data (G_OBJECT (dialog), "pento-sheet", GINT_TO_POINTER (sheet));
  g_signal_connect (dialog, "response", G_CALLBACK (chooser_response), session);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save_list_dialog_activated (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       session)
{
  open_chooser (session, FALSE);
}

static void
export_sheet_dialog_activated (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       session)
{
  open_chooser (session, TRUE);
}

static void
print (PentoSession *session,
       gboolean      board_only)
{
  g_autoptr(GError) error = NULL;

  if (!pento_share_print (parent_of (), pento_session_get_solutions (session),
                          pento_session_get_rules (session), pento_session_get_board (session),
                          pento_session_get_shown (session), board_only, NULL, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not print: %s"), error->message);

      say (session, message);
    }
}

static void
print_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       session)
{
  print (session, FALSE);
}

static void
print_board_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       session)
{
  print (session, TRUE);
}

static void
export_dialog_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       session)
{
  gtk_window_present (GTK_WINDOW (pento_export_dialog_new_for_session (parent_of (), session)));
}

gboolean
pento_share_export_image (PentoSession  *session,
                          const char    *path,
                          GError       **error)
{
  return pento_share_export_image_sized (session, path, 0, error);
}

gboolean
pento_share_export_image_sized (PentoSession  *session,
                                const char    *path,
                                guint          cell,
                                GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *basename = NULL;
  const PentoBox *box;
  PentoRenderOptions options;

  g_return_val_if_fail (PENTO_IS_SESSION (session), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  pento_render_options_init (&options);
  options.show_letters = g_settings_get_boolean (settings_of (session), "show-letters");
  options.export_cell = cell;

  basename = g_path_get_basename (path);
  /* The board shown (the board model's): an opened position may be on a board that is no
   * setting, and a box is drawn as a box. */
  box = pento_board_model_get_box (pento_session_get_board_model (session));
  if (box != NULL ?
      !pento_render_export_box (box, pento_session_get_shown (session), &options, path,
                                &local_error) :
      !pento_render_export (pento_session_get_shown_board (session),
                            pento_session_get_shown (session), &options, path, &local_error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not export “%s”: %s"), basename,
                                                  local_error->message);

      say (session, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* with Open, and the next chooser starts here */
  pento_share_remember_folder (settings_of (session), path);
  pento_session_add_toast (session, pento_share_saved_toast (parent_of (), path));
  return TRUE;
}

static void
export_image_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       session)
{
  pento_share_export_image (session, g_variant_get_string (parameter, NULL), NULL);
}

/* Ctrl+E: the Export dialog, set to the board shown (its size, then the file). */
static void
export_image_dialog_activated (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       session)
{
  PentoExportDialog *dialog = pento_export_dialog_new_for_session (parent_of (), session);

  pento_export_dialog_set_sheet (dialog, FALSE);
  gtk_window_present (GTK_WINDOW (dialog));
}

static const GActionEntry share_actions[] = {
  { "export-image", export_image_activated, "s" },
  { "export-image-dialog", export_image_dialog_activated },
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
pento_share_actions_install (GtkApplication *app,
                             PentoSession   *session)
{
  /* the session outlives the actions: the application owns both */
  g_action_map_add_action_entries (G_ACTION_MAP (app), share_actions,
                                   G_N_ELEMENTS (share_actions), session);
}
