/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-file-chooser.c: the file chooser every feature opens.
 */
#include "common/pento-file-chooser.h"

GtkFileChooserNative *
pento_file_chooser_new (GtkWindow            *parent,
                        const char           *title,
                        GtkFileChooserAction  action,
                        const char           *accept_label,
                        const char           *current_name,
                        ...)
{
  GtkFileChooserNative *dialog;
  const char *name;
  va_list args;

  dialog = gtk_file_chooser_native_new (title, parent, action, accept_label, NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  if (current_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), current_name);

  va_start (args, current_name);
  while ((name = va_arg (args, const char *)) != NULL)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
      const char *mime_type = va_arg (args, const char *);
      const char *pattern = va_arg (args, const char *);

      gtk_file_filter_set_name (filter, name);
      gtk_file_filter_add_mime_type (filter, mime_type);
      gtk_file_filter_add_pattern (filter, pattern);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
    }
  va_end (args);

  return dialog;
}
