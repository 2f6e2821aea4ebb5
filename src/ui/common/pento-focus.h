/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-focus.h: makes every list view of a window one Tab stop (arrows move inside).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Tab and Shift+Tab leave a GtkListView, GtkGridView or GtkColumnView of @window at once
 * instead of walking its rows; entering it again returns to the row that had the focus. */
void pento_focus_lists_one_tab_stop (GtkWindow *window);

G_END_DECLS
