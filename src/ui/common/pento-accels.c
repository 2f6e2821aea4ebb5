/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-accels.c: the one table of keyboard shortcuts, and what is built from it.
 */
#include "common/pento-accels.h"

#include <glib/gi18n.h>

#define APP     PENTO_ACCEL_APP
#define BUBBLE  PENTO_ACCEL_BUBBLE
#define WIDGET  PENTO_ACCEL_WIDGET

/* One row a shortcut. Titles and sections are translated with the context "shortcut window". */
static const PentoAccel accels[] = {
  { NC_("shortcut window", "Solving"), NC_("shortcut window", "Solve"),
    "app.solve", APP, { "<Control>Return", "<Control>KP_Enter" } },
  { NC_("shortcut window", "Solving"), NC_("shortcut window", "Solve all"),
    "app.solve-all", APP, { "<Control><Shift>Return", "<Control><Shift>KP_Enter" } },
  { NC_("shortcut window", "Solving"), NC_("shortcut window", "Stop the search"),
    "app.stop", APP, { "Escape" } },
  /* after the search is stopped, and after a popover or the piece in hand took its Escape */
  { NC_("shortcut window", "Solving"), NC_("shortcut window", "Back to my game from a packing shown"),
    "app.back-to-game", BUBBLE, { "Escape" } },

  { NC_("shortcut window", "Playing"), NC_("shortcut window", "New game"),
    "app.new-game", APP, { "<Control>n" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Undo a move"),
    "app.undo", BUBBLE, { "<Control>z" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Redo a move"),
    "app.redo", BUBBLE, { "<Control><Shift>z" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Hint: which piece, then where, then finish"),
    NULL, WIDGET, { "h" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Hint: which piece, then where, then finish"),
    "app.hint", APP, { "<Control>h" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Take the focused piece from the tray"),
    NULL, WIDGET, { "Return" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Move the piece in hand"),
    NULL, WIDGET, { "Left", "Right", "Up", "Down" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Turn the piece in hand (also the wheel or a right click)"),
    NULL, WIDGET, { "r" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Turn the piece over, where the rules allow"),
    NULL, WIDGET, { "f" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Place the piece, or pick up the piece under the cursor"),
    NULL, WIDGET, { "Return" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Put the piece in hand back"),
    NULL, WIDGET, { "Escape" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Send a piece back to the tray"),
    NULL, WIDGET, { "Delete" } },
  { NC_("shortcut window", "Playing"), NC_("shortcut window", "Mirror the focused tray piece (no flipping)"),
    NULL, WIDGET, { "m" } },

  { NC_("shortcut window", "Challenges"), NC_("shortcut window", "Pause or resume the challenge"),
    "app.pause", BUBBLE, { "p" } },

  { NC_("shortcut window", "Positions"), NC_("shortcut window", "Open a board or position"),
    "app.open-dialog", APP, { "<Control>o" } },
  { NC_("shortcut window", "Positions"), NC_("shortcut window", "Save the position as"),
    "app.save-position-dialog", APP, { "<Control><Shift>s" } },
  { NC_("shortcut window", "Positions"), NC_("shortcut window", "Copy the position as text"),
    "app.copy-position", APP, { "<Control><Shift>c" } },

  { NC_("shortcut window", "Board Editor"), NC_("shortcut window", "New board"),
    "app.new-board", APP, { "<Control><Shift>n" } },
  { NC_("shortcut window", "Board Editor"), NC_("shortcut window", "Edit the current board"),
    "app.edit-board", APP, { "<Control>b" } },
  { NC_("shortcut window", "Board Editor"), NC_("shortcut window", "Move the cursor on the grid"),
    NULL, WIDGET, { "Left", "Right", "Up", "Down" } },
  { NC_("shortcut window", "Board Editor"), NC_("shortcut window", "Paint or erase the cell under the cursor"),
    NULL, WIDGET, { "space" } },
  { NC_("shortcut window", "Board Editor"), NC_("shortcut window", "Move and paint"),
    NULL, WIDGET, { "<Shift>Left", "<Shift>Right", "<Shift>Up", "<Shift>Down" } },
  { NC_("shortcut window", "Board Editor"), NC_("shortcut window", "Erase the cell under the cursor"),
    NULL, WIDGET, { "Delete" } },
  { NC_("shortcut window", "Board Editor"), NC_("shortcut window", "Save the board"),
    NULL, WIDGET, { "<Control>s" } },
  { NC_("shortcut window", "Board Editor"), NC_("shortcut window", "Close the editor"),
    NULL, WIDGET, { "Escape" } },

  { NC_("shortcut window", "Packings"), NC_("shortcut window", "Next packing"),
    "app.next", APP, { "Page_Down", "<Alt>Right" } },
  { NC_("shortcut window", "Packings"), NC_("shortcut window", "Previous packing"),
    "app.previous", APP, { "Page_Up", "<Alt>Left" } },
  /* Plain Home/End belong to entries; the list view handles them itself when focused. */
  { NC_("shortcut window", "Packings"), NC_("shortcut window", "First packing"),
    "app.first", APP, { "<Alt>Home" } },
  { NC_("shortcut window", "Packings"), NC_("shortcut window", "Last packing"),
    "app.last", APP, { "<Alt>End" } },

  { NC_("shortcut window", "Watch"), NC_("shortcut window", "Watch the search, or resume it"),
    "app.watch", APP, { "F5" } },
  /* the window's own key handler: a text field keeps its spaces */
  { NC_("shortcut window", "Watch"), NC_("shortcut window", "Pause or resume the watch"),
    NULL, WIDGET, { "space" } },
  { NC_("shortcut window", "Watch"), NC_("shortcut window", "One step while paused"),
    "app.watch-step", APP, { "F6" } },

  { NC_("shortcut window", "View"), NC_("shortcut window", "Explore: solve, list and watch"),
    "app.mode::explore", APP, { "<Control>1" } },
  { NC_("shortcut window", "View"), NC_("shortcut window", "Play: the game and challenges"),
    "app.mode::play", APP, { "<Control>2" } },
  { NC_("shortcut window", "View"), NC_("shortcut window", "Show or hide the sidebar"),
    "app.toggle-sidebar", APP, { "F9" } },
  { NC_("shortcut window", "View"), NC_("shortcut window", "Show piece letters"),
    "app.show-letters", APP, { "<Control>l" } },
  { NC_("shortcut window", "View"), NC_("shortcut window", "Chirality explorer"),
    "app.show-chirality", APP, { "<Control>m" } },

  { NC_("shortcut window", "Sharing"), NC_("shortcut window", "Copy the packing as text and image"),
    "app.copy", BUBBLE, { "<Control>c" } },
  { NC_("shortcut window", "Sharing"), NC_("shortcut window", "Save the list as text"),
    "app.save-list-dialog", BUBBLE, { "<Control>s" } },
  { NC_("shortcut window", "Sharing"), NC_("shortcut window", "Export a board or the list as a sheet"),
    "app.export-dialog", APP, { "<Control><Shift>e" } },
  { NC_("shortcut window", "Sharing"), NC_("shortcut window", "Print"),
    "app.print", APP, { "<Control>p" } },

  { NC_("shortcut window", "General"), NC_("shortcut window", "Export image"),
    "app.export-image-dialog", APP, { "<Control>e" } },
  { NC_("shortcut window", "General"), NC_("shortcut window", "Help"),
    "app.help", APP, { "F1" } },
  { NC_("shortcut window", "General"), NC_("shortcut window", "Keyboard shortcuts"),
    "win.show-help-overlay", APP, { "<Control>question" } },
  { NC_("shortcut window", "General"), NC_("shortcut window", "Quit"),
    "app.quit", APP, { "<Control>q" } },
};

const PentoAccel *
pento_accels_get (guint *n_accels)
{
  if (n_accels != NULL)
    *n_accels = G_N_ELEMENTS (accels);
  return accels;
}

void
pento_accels_install (GtkApplication *app)
{
  g_return_if_fail (GTK_IS_APPLICATION (app));

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    if (accels[i].kind == PENTO_ACCEL_APP)
      gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

void
pento_accels_add_window_shortcuts (GtkWidget *window)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_event_controller_set_name (shortcuts, "window-shortcuts");
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_BUBBLE);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    for (guint k = 0; accels[i].kind == PENTO_ACCEL_BUBBLE && accels[i].accels[k] != NULL; k++)
      gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (shortcuts),
        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (accels[i].accels[k]),
                          gtk_named_action_new (accels[i].action)));
  gtk_widget_add_controller (window, shortcuts);
}

/* "Ctrl+Return" shown once: the keypad twins are left out. */
static char *
shown_accels (const PentoAccel *accel)
{
  g_autoptr(GStrvBuilder) shown = g_strv_builder_new ();
  g_auto(GStrv) strv = NULL;

  for (guint k = 0; accel->accels[k] != NULL; k++)
    if (strstr (accel->accels[k], "KP_") == NULL)
      g_strv_builder_add (shown, accel->accels[k]);
  strv = g_strv_builder_end (shown);
  return g_strjoinv (" ", strv);
}

/* GTK 4.8's shortcuts window names some keys by their key names ("Page_Down"): each key cap
 * that shows one says what an accelerator's label does instead ("Page Down"). */
static void
name_keys_as_labels (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "keycap"))
    {
      const char *text = gtk_label_get_label (GTK_LABEL (widget));
      guint keyval = strchr (text, '_') != NULL ? gdk_keyval_from_name (text) : GDK_KEY_VoidSymbol;

      if (keyval != GDK_KEY_VoidSymbol)
        {
          g_autofree char *label = gtk_accelerator_get_label (keyval, 0);

          gtk_label_set_label (GTK_LABEL (widget), label);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_keys_as_labels (child);
}

GtkShortcutsWindow *
pento_accels_new_shortcuts_window (void)
{
  g_autoptr(GString) ui = g_string_new (NULL);
  g_autoptr(GtkBuilder) builder = NULL;
  const char *section = NULL;

  /* GTK 4.8 builds a shortcuts window only from a description; this one is written from
   * the table. Rows of one title next to each other are one row with all their keys. */
  g_string_append (ui, "<interface><object class=\"GtkShortcutsWindow\" id=\"window\">"
                       "<property name=\"modal\">True</property><child>"
                       "<object class=\"GtkShortcutsSection\">"
                       "<property name=\"section-name\">shortcuts</property>"
                       "<property name=\"max-height\">12</property>");
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    {
      g_autofree char *keys = shown_accels (&accels[i]);
      g_autofree char *title = NULL;

      while (i + 1 < G_N_ELEMENTS (accels) &&
             g_str_equal (accels[i + 1].title, accels[i].title))
        {
          g_autofree char *more = shown_accels (&accels[++i]);
          g_autofree char *both = g_strconcat (keys, " ", more, NULL);

          g_free (keys);
          keys = g_steal_pointer (&both);
        }
      if (g_strcmp0 (section, accels[i].section) != 0)
        {
          g_autofree char *name = g_markup_escape_text (
            g_dpgettext2 (NULL, "shortcut window", accels[i].section), -1);

          if (section != NULL)
            g_string_append (ui, "</object></child>");
          g_string_append_printf (ui, "<child><object class=\"GtkShortcutsGroup\">"
                                      "<property name=\"title\">%s</property>", name);
          section = accels[i].section;
        }
      title = g_markup_escape_text (g_dpgettext2 (NULL, "shortcut window", accels[i].title), -1);
      {
        g_autofree char *escaped = g_markup_escape_text (keys, -1);

        g_string_append_printf (ui, "<child><object class=\"GtkShortcutsShortcut\">"
                                    "<property name=\"title\">%s</property>"
                                    "<property name=\"accelerator\">%s</property>"
                                    "</object></child>", title, escaped);
      }
    }
  g_string_append (ui, "</object></child></object></child></object></interface>");

  builder = gtk_builder_new_from_string (ui->str, -1);
  name_keys_as_labels (GTK_WIDGET (gtk_builder_get_object (builder, "window")));
  return GTK_SHORTCUTS_WINDOW (g_object_ref (gtk_builder_get_object (builder, "window")));
}
