/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-narrow-list.c: the list of packings behind a toggle on a narrow window. Under the
 * board the list left the board's page some 250 px of 640, and the tray's cells shrank to
 * 5 px; now each page has the whole height in turn.
 */
#include "app/pento-narrow-list.h"

#include <glib/gi18n.h>

#include "board/pento-piece-tray.h"

/* A phone's tray: cells a finger can take, letters one can read. */
#define NARROW_TRAY_CELL 14

typedef struct {
  GtkWidget *toggle;
  GtkWidget *board_page;   /* (the window's widgets: they live as long as the toggle) */
  GtkWidget *separator;
  GtkWidget *list_pane;
  GtkWidget *tray;
  GtkWidget *watch_panel;
  GtkWidget *watch_after;  /* what the Watch panel follows on a wide window */
  GtkWidget *status_line;
  gboolean   narrow;
  gboolean   hidden;       /* Play: no list at all, the board has the room */
} NarrowList;

static NarrowList *
get (GtkWidget *list_pane)
{
  return g_object_get_data (G_OBJECT (list_pane), "pento-narrow-list");
}

static void
update (NarrowList *n)
{
  gboolean list = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (n->toggle)) && !n->hidden;

  gtk_widget_set_visible (n->board_page, !n->narrow || !list);
  gtk_widget_set_visible (n->separator, !n->narrow && !n->hidden);
  gtk_widget_set_visible (n->list_pane, !n->hidden && (!n->narrow || list));
  gtk_widget_set_visible (n->toggle, !n->hidden);
  /* wide, the list is a column beside the board; narrow, it has the page */
  gtk_widget_set_size_request (n->list_pane, n->narrow ? -1 : 240, -1);
  gtk_widget_set_vexpand (n->list_pane, TRUE);
}

/* The board's page on a phone: slimmer margins, so that the tray's cells reach 14 px across
 * 360 px; the board, the tray, the count and the status line on the screen, Watch under them
 * (the page scrolls to it). The status line, under the tray there, wraps as far as it needs:
 * beside the list it keeps to its two lines, as the board above it would move. */
static void
update_page (NarrowList *n)
{
  GtkWidget *page = gtk_widget_get_parent (n->tray);

  pento_piece_tray_set_minimum_cell (PENTO_PIECE_TRAY (n->tray), n->narrow ? NARROW_TRAY_CELL : 0);
  gtk_label_set_lines (GTK_LABEL (n->status_line), n->narrow ? -1 : 2);
  gtk_label_set_ellipsize (GTK_LABEL (n->status_line),
                           n->narrow ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
  if (n->narrow)
    {
      gtk_widget_add_css_class (page, "narrow");
      gtk_box_reorder_child_after (GTK_BOX (page), n->watch_panel, gtk_widget_get_last_child (page));
    }
  else
    {
      gtk_widget_remove_css_class (page, "narrow");
      gtk_box_reorder_child_after (GTK_BOX (page), n->watch_panel, n->watch_after);
    }
}

/* A status line cut short says the whole of it in its tooltip. */
static gboolean
status_query_tooltip (GtkLabel   *label,
                      int         x,
                      int         y,
                      gboolean    keyboard,
                      GtkTooltip *tooltip)
{
  if (!pango_layout_is_ellipsized (gtk_label_get_layout (label)))
    return FALSE;
  gtk_tooltip_set_text (tooltip, gtk_label_get_text (label));
  return TRUE;
}

void
pento_narrow_list_attach (GtkActionBar *bar,
                          GtkWidget    *board_page,
                          GtkWidget    *separator,
                          GtkWidget    *list_pane,
                          GtkWidget    *tray,
                          GtkWidget    *watch_panel,
                          GtkWidget    *status_line)
{
  NarrowList *n = g_new0 (NarrowList, 1);

  g_return_if_fail (GTK_IS_ACTION_BAR (bar));
  g_return_if_fail (GTK_IS_LABEL (status_line));
  g_return_if_fail (GTK_IS_BOX (gtk_widget_get_parent (tray)) &&
                    gtk_widget_get_parent (tray) == gtk_widget_get_parent (watch_panel));

  n->board_page = board_page;
  n->separator = separator;
  n->list_pane = list_pane;
  n->tray = tray;
  n->watch_panel = watch_panel;
  n->watch_after = gtk_widget_get_prev_sibling (watch_panel);
  n->status_line = status_line;
  gtk_widget_set_has_tooltip (status_line, TRUE);
  g_signal_connect (status_line, "query-tooltip", G_CALLBACK (status_query_tooltip), NULL);
  /* In words: Solve All, in the header bar on a phone, is a list's icon already. */
  n->toggle = gtk_toggle_button_new_with_label (_("Packings"));
  gtk_widget_set_tooltip_text (n->toggle, _("Show the List of Packings"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (n->toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("List of Packings"), -1);
  gtk_action_bar_set_center_widget (bar, n->toggle);
  g_object_set_data_full (G_OBJECT (list_pane), "pento-narrow-list", n, g_free);
  g_signal_connect_swapped (n->toggle, "toggled", G_CALLBACK (update), n);
  update (n);
}

void
pento_narrow_list_set_narrow (GtkWidget *list_pane,
                              gboolean   narrow)
{
  NarrowList *n = get (list_pane);

  g_return_if_fail (n != NULL);

  if (n->narrow == !!narrow)
    return;
  n->narrow = !!narrow;
  update (n);
  update_page (n);
}

void
pento_narrow_list_set_hidden (GtkWidget *list_pane,
                              gboolean   hidden)
{
  NarrowList *n = get (list_pane);

  g_return_if_fail (n != NULL);

  n->hidden = !!hidden;
  update (n);
}

void
pento_narrow_list_show_list (GtkWidget *list_pane,
                             gboolean   show)
{
  NarrowList *n = get (list_pane);

  g_return_if_fail (n != NULL);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (n->toggle), show);
}

GtkWidget *
pento_narrow_list_get_toggle (GtkWidget *list_pane)
{
  NarrowList *n = get (list_pane);

  g_return_val_if_fail (n != NULL, NULL);

  return n->toggle;
}
