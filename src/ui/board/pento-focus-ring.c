/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-focus-ring.c: a key taken by a drawn widget shows the focus rings.
 */
#include "board/pento-focus-ring.h"

gboolean
pento_focus_ring_key_taken (GtkWidget *widget,
                            gboolean   handled)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (handled && GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  return handled;
}
