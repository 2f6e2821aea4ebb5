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

/* The row of @list under @x, @y takes the keyboard focus. */
static void
pointer_moved_cb (GtkEventControllerMotion *motion,
                  double                    x,
                  double                    y)
{
  GtkWidget *list = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion));
  GtkWidget *row = gtk_widget_pick (list, x, y, GTK_PICK_DEFAULT);

  while (row != NULL && gtk_widget_get_parent (row) != list)
    row = gtk_widget_get_parent (row);
  if (row != NULL && gtk_widget_get_focusable (row) && !gtk_widget_has_focus (row))
    gtk_widget_grab_focus (row);
}

static void
follow_pointer_in (GtkWidget *widget,
                   gboolean   in_popover)
{
  if (GTK_IS_LIST_VIEW (widget) && in_popover)
    {
      GtkEventController *motion = gtk_event_controller_motion_new ();

      gtk_event_controller_set_name (motion, "pento-focus-follows-pointer");
      g_signal_connect (motion, "enter", G_CALLBACK (pointer_moved_cb), NULL);
      g_signal_connect (motion, "motion", G_CALLBACK (pointer_moved_cb), NULL);
      gtk_widget_add_controller (widget, motion);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    follow_pointer_in (child, in_popover || GTK_IS_POPOVER (widget));
}

void
pento_focus_list_follows_pointer (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  follow_pointer_in (widget, FALSE);
}

/* --- The focus back home after a menu or a dialog ---------------------------------------- */

#define HOME_KEY "pento-focus-home"

typedef struct {
  GtkWindow *window;          /* (its "home" lives as long as it) */
  GtkWidget *home;
  gboolean   in_popover;      /* the focus was inside a menu */
  guint      idle;
} Home;

static gboolean
inside (GtkWidget *widget,
        GType      type)
{
  return widget != NULL && (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ||
                            gtk_widget_get_ancestor (widget, type) != NULL);
}

/* Where a closed menu or dialog leaves the focus: nowhere, or on the button that opened it. */
static gboolean
left_on_opener (GtkWidget *focus)
{
  return focus == NULL || GTK_IS_BUTTON (focus) || inside (focus, GTK_TYPE_MENU_BUTTON);
}

/* Whether @focus is in a menu that is no longer on screen: a menu closed after its submenu
 * was walked by the keyboard leaves the window's focus inside it, and keys then reach no
 * widget at all. */
static gboolean
in_closed_popover (GtkWidget *focus)
{
  GtkWidget *popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;

  return popover != NULL && !gtk_widget_get_visible (popover);
}

static gboolean
go_home (gpointer data)
{
  Home *h = data;
  GtkWidget *focus;

  h->idle = 0;
  /* (a window on its way out has no home) */
  if (gtk_widget_in_destruction (GTK_WIDGET (h->window)))
    return G_SOURCE_REMOVE;
  focus = gtk_root_get_focus (GTK_ROOT (h->window));
  if (((left_on_opener (focus) && !inside (focus, GTK_TYPE_POPOVER)) ||
       in_closed_popover (focus)) &&
      gtk_widget_get_mapped (h->home))
    {
      gtk_widget_grab_focus (h->home);
      /* a window manager may leave the window inactive once the menu's surface went */
      if (!gtk_window_is_active (h->window))
        gtk_window_present (h->window);
    }
  return G_SOURCE_REMOVE;
}

static void
go_home_soon (Home *h)
{
  if (h->idle == 0)
    h->idle = g_idle_add (go_home, h);
}

static void
popover_closed_cb (GtkPopover *popover,
                   GtkWindow  *window)
{
  Home *h = g_object_get_data (G_OBJECT (window), HOME_KEY);

  if (h != NULL)
    go_home_soon (h);
}

static void
focus_changed_cb (GtkWindow  *window,
                  GParamSpec *pspec,
                  Home       *h)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;
  gboolean in_popover = popover != NULL;

  /* a menu's closing may move the focus nowhere, so the menu itself says when it closed */
  if (popover != NULL && g_object_get_data (G_OBJECT (popover), HOME_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (popover), HOME_KEY, GINT_TO_POINTER (1));
      g_signal_connect_object (popover, "closed", G_CALLBACK (popover_closed_cb), window, 0);
    }
  if (h->in_popover && !in_popover)
    go_home_soon (h);
  h->in_popover = in_popover;
}

/* A dialog of the window went. */
static void
toplevels_changed_cb (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added,
                      Home       *h)
{
  if (removed > 0 && !gtk_widget_in_destruction (GTK_WIDGET (h->window)))
    go_home_soon (h);
}

static void
home_free (Home *h)
{
  g_clear_handle_id (&h->idle, g_source_remove);
  g_signal_handlers_disconnect_by_data (gtk_window_get_toplevels (), h);
  g_free (h);
}

void
pento_focus_return_home (GtkWindow *window,
                         GtkWidget *home)
{
  Home *h = g_new0 (Home, 1);

  g_return_if_fail (GTK_IS_WINDOW (window) && GTK_IS_WIDGET (home));

  h->window = window;
  h->home = home;
  g_object_set_data_full (G_OBJECT (window), HOME_KEY, h, (GDestroyNotify) home_free);
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (focus_changed_cb), h);
  g_signal_connect (gtk_window_get_toplevels (), "items-changed",
                    G_CALLBACK (toplevels_changed_cb), h);
}
