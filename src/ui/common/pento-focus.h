/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-focus.h: makes every list view of a window one Tab stop (arrows move inside); the
 * keyboard's row follows the pointer in a chooser's list; the focus goes back to the board
 * after a menu or a dialog.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Tab and Shift+Tab leave a GtkListView, GtkGridView or GtkColumnView of @window at once
 * instead of walking its rows; entering it again returns to the row that had the focus. */
void pento_focus_lists_one_tab_stop (GtkWindow *window);

/* In the list views of the popovers inside @widget (a combo row's list), the pointer's row is the
 * keyboard's too, as in a menu: Enter chooses the row highlighted under the pointer (it used
 * to close the chooser without choosing, the keyboard's row being another). */
void pento_focus_list_follows_pointer (GtkWidget *widget);

/* After a menu (a popover) or a dialog closes, the keys go to @home (the board) again, when
 * the focus was left nowhere or on the button that opened it: the next key works at once. */
void pento_focus_return_home (GtkWindow *window,
                              GtkWidget *home);

G_END_DECLS
