/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-focus.c: makes every list view of a window one Tab stop (arrows move inside).
 *
 * GTK 4.8's list views move the focus to the next row on Tab (the tab-behavior property
 * came in 4.12), so a list of 9,356 packings swallowed Tab. Tab reaches the window as its
 * "move-focus" signal; while it is handled, the list that holds the focus is made
 * unfocusable, so the focus chain steps over it to the next control, and then focusable
 * again. Arrow keys, Home/End and Page Up/Down still move inside the list.
 */
#include "common/pento-focus.h"

#define LIST_KEY "pento-focus-list"

static GtkWidget *
focused_list (GtkWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *list = NULL;

  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_LIST_VIEW (w) || GTK_IS_GRID_VIEW (w) || GTK_IS_COLUMN_VIEW (w))
      list = w; /* the outermost: a column view holds a list view */
  return list;
}

static void
move_focus_before (GtkWindow        *window,
                   GtkDirectionType  direction)
{
  GtkWidget *list;

  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    return;
  list = focused_list (window);
  if (list == NULL)
    return;

  gtk_widget_set_can_focus (list, FALSE);
  g_object_set_data_full (G_OBJECT (window), LIST_KEY, g_object_ref (list), g_object_unref);
}

static void
move_focus_after (GtkWindow        *window,
                  GtkDirectionType  direction)
{
  GtkWidget *list = g_object_get_data (G_OBJECT (window), LIST_KEY);

  if (list == NULL)
    return;
  gtk_widget_set_can_focus (list, TRUE);
  g_object_set_data (G_OBJECT (window), LIST_KEY, NULL);
}

void
pento_focus_lists_one_tab_stop (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  g_signal_connect (window, "move-focus", G_CALLBACK (move_focus_before), NULL);
  g_signal_connect_after (window, "move-focus", G_CALLBACK (move_focus_after), NULL);
}
