/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-focus-ring.h: the drawn widgets' focus rings show whenever the keyboard is used on
 * them.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Call with what a key handler of @widget answered: when it took the key (@handled), the
 * window shows focus rings from now on. GTK 4.8 shows them after Tab and the arrows between
 * widgets, not after Enter or an arrow a widget keeps for itself: Enter in the tray could take
 * a piece whose ring had not been drawn since the last click. Returns @handled. */
gboolean pento_focus_ring_key_taken (GtkWidget *widget,
                                     gboolean   handled);

G_END_DECLS
