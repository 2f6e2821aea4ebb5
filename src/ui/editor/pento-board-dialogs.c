/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-dialogs.c: Save Board As…, Rename Board… and Delete Board…. They only ask;
 * the work is done by the app.* actions, the same a script calls over D-Bus.
 */
#include <glib/gi18n.h>

#include "editor/pento-board-dialogs.h"
#include "common/pento-file-chooser.h"
#include "common/pento-board-store.h"

static void
activate_app_action (GtkWindow  *parent,
                     const char *name,
                     GVariant   *parameter)
{
  GtkApplication *app = gtk_window_get_application (parent);

  if (app != NULL)
    g_action_group_activate_action (G_ACTION_GROUP (app), name, parameter);
  else if (parameter != NULL)
    g_variant_unref (g_variant_ref_sink (parameter));
}

static void
save_as_response_cb (GtkNativeDialog *dialog,
                     int              response,
                     GtkWindow       *parent)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      /* Only local files: the save is atomic through a temporary file beside it. */
      if (path != NULL)
        activate_app_action (parent, "save-board", g_variant_new_string (path));
    }

  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

void
pento_board_dialogs_save_as (GtkWindow  *parent,
                             const char *suggested_name)
{
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;

  g_return_if_fail (GTK_IS_WINDOW (parent));

  name = g_strdup_printf ("%s.txt", suggested_name != NULL ? suggested_name : "board");
  dialog = pento_file_chooser_new (parent, _("Save Board"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                   _("_Save"), name,
                                   _("Board files"), "text/plain", "*.txt", NULL);
  g_signal_connect_object (dialog, "response", G_CALLBACK (save_as_response_cb), parent, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
rename_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    GtkWindow        *parent)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));

  if (g_str_equal (response, "rename"))
    activate_app_action (parent, "rename-board",
                         g_variant_new_string (gtk_editable_get_text (entry)));
}

static void
rename_entry_changed_cb (GtkEditable      *entry,
                         AdwMessageDialog *dialog)
{
  const char *name = gtk_editable_get_text (entry);

  adw_message_dialog_set_response_enabled (dialog, "rename",
                                           pento_board_store_check_name (name, NULL) &&
                                           !pento_board_store_exists (name));
}

void
pento_board_dialogs_rename (GtkWindow  *parent,
                            const char *name)
{
  GtkWidget *dialog;
  GtkWidget *entry;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (name != NULL);

  dialog = adw_message_dialog_new (parent, _("Rename Board"), NULL);
  /* Translators: the rename dialog's text; %s is the board's current name. */
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), _("A new name for “%s”"), name);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Board name"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  /* The current name is no new name: Rename waits for an edit. */
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "rename", FALSE);
  g_signal_connect (entry, "changed", G_CALLBACK (rename_entry_changed_cb), dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), parent, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
delete_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    GtkWindow        *parent)
{
  if (g_str_equal (response, "delete"))
    activate_app_action (parent, "delete-board", NULL);
}

void
pento_board_dialogs_delete (GtkWindow  *parent,
                            const char *name)
{
  GtkWidget *dialog;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (name != NULL);

  dialog = adw_message_dialog_new (parent, _("Delete Board?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("The board “%s” is removed from your boards. Files saved "
                                    "elsewhere with Save Board As… are kept."), name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_response_cb), parent, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
