/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-narrow-list.h: on a narrow window (a phone) the list of packings waits behind a toggle
 * in the bar under the board, so that the board and the tray have the whole height; the
 * toggle shows the list in their place, and back.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Puts the toggle in @bar; @board_page and @list_pane (with the @separator between them)
 * are the two pages it switches. On the board's page, the @tray (a PentoPieceTray) asks for
 * larger cells, the @watch_panel goes to the end and the @status_line (a GtkLabel, two lines
 * at most beside the list) wraps freely, on a narrow window. */
void      pento_narrow_list_attach     (GtkActionBar *bar,
                                        GtkWidget    *board_page,
                                        GtkWidget    *separator,
                                        GtkWidget    *list_pane,
                                        GtkWidget    *tray,
                                        GtkWidget    *watch_panel,
                                        GtkWidget    *status_line);
/* Narrow: one page at a time, the board's first; wide: the list beside the board. */
void      pento_narrow_list_set_narrow (GtkWidget    *list_pane,
                                        gboolean      narrow);
/* Hidden (Play): neither the list nor its toggle, on any width. */
void      pento_narrow_list_set_hidden (GtkWidget    *list_pane,
                                        gboolean      hidden);
/* Shows the list (TRUE) or the board (FALSE) on a narrow window. */
void      pento_narrow_list_show_list  (GtkWidget    *list_pane,
                                        gboolean      show);
/* The toggle (for tests). */
GtkWidget *pento_narrow_list_get_toggle (GtkWidget   *list_pane);

G_END_DECLS
