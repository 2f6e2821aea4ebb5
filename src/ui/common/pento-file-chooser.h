/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-file-chooser.h: the one way the program opens a file chooser — modal, with its title,
 * its button, a suggested name and its filters.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A modal native chooser for @parent (may be NULL). @current_name (may be NULL) is the name
 * suggested when saving. Then come the filters, three strings each — the name shown, a MIME
 * type and a glob pattern — ended by NULL. Show it with gtk_native_dialog_show(). */
GtkFileChooserNative *pento_file_chooser_new (GtkWindow            *parent,
                                              const char           *title,
                                              GtkFileChooserAction  action,
                                              const char           *accept_label,
                                              const char           *current_name,
                                              ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
