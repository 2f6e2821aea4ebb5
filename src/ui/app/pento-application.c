/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-application.c: the application object. Every user action is an app.* GAction, so
 * scripts and tests drive the running program over D-Bus exactly as the buttons do.
 */
#include <glib/gi18n.h>

#include "app/pento-application.h"
#include "app/pento-renderer.h"
#include "explorer/pento-chirality-window.h"
#include "export/pento-share-actions.h"
#include "help/pento-help.h"
#include "app/pento-window.h"

struct _PentoApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  PentoSession   *session;
  PentoWindow    *window;
  GtkWindow      *chirality_window;
};

G_DEFINE_FINAL_TYPE (PentoApplication, pento_application, ADW_TYPE_APPLICATION)

/* Settings that are actions as they are: activating app.flip writes the "flip" key. */
static const char * const settings_actions[] = {
  "board",
  "flip",
  "mirror",
  "shuffle",
  "show-letters",
  "unique-only",
  "sidebar-visible",
};

static const struct {
  const char *action;
  const char *accels[3];
} accels[] = {
  { "app.solve",               { "<Control>Return", "<Control>KP_Enter", NULL } },
  { "app.solve-all",           { "<Control><Shift>Return", "<Control><Shift>KP_Enter", NULL } },
  { "app.stop",                { "Escape", NULL } },
  { "app.next",                { "Page_Down", "<Alt>Right", NULL } },
  { "app.previous",            { "Page_Up", "<Alt>Left", NULL } },
  /* Plain Home/End belong to entries; the list view handles them itself when focused. */
  { "app.first",               { "<Alt>Home", NULL } },
  { "app.last",                { "<Alt>End", NULL } },
  { "app.toggle-sidebar",      { "F9", NULL } },
  { "app.show-letters",        { "<Control>l", NULL } },
  { "app.show-chirality",      { "<Control>m", NULL } },
  { "app.export-image-dialog", { "<Control>e", NULL } },
  { "app.quit",                { "<Control>q", NULL } },
  { "app.hint",                { "<Control>h", NULL } },
  { "app.open-dialog",         { "<Control>o", NULL } },
  { "app.save-position-dialog", { "<Control><Shift>s", NULL } },
  { "app.copy-position",       { "<Control><Shift>c", NULL } },
  { "app.new-game",            { "<Control>n", NULL } },
  { "app.new-board",           { "<Control><Shift>n", NULL } },
  { "app.edit-board",          { "<Control>b", NULL } },
  { "app.watch",               { "F5", NULL } },
  { "app.watch-step",          { "F6", NULL } },
};

static PentoWindow *
get_window (PentoApplication *self)
{
  return PENTO_WINDOW (pento_application_get_window (self));
}

static void
solve_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  pento_window_solve (get_window (user_data));
}

static void
seed_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_window_solve_with_seed (get_window (user_data), g_variant_get_uint32 (parameter));
}

static void
solve_all_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  pento_window_solve_all (get_window (user_data));
}

static void
stop_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_window_stop (get_window (user_data));
}

static void
next_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_window_move_selection (get_window (user_data), 1);
}

static void
previous_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  pento_window_move_selection (get_window (user_data), -1);
}

static void
first_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  pento_window_select (get_window (user_data), 0);
}

static void
last_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_window_select (get_window (user_data), G_MAXUINT);
}

static void
toggle_sidebar_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  pento_window_toggle_sidebar (get_window (user_data));
}

static void
show_chirality_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  PentoApplication *self = user_data;

  /* Made once and kept: the explorer caches its tables for the session. */
  if (self->chirality_window == NULL)
    {
      self->chirality_window = pento_chirality_window_new (GTK_APPLICATION (self));
      gtk_window_set_hide_on_close (self->chirality_window, TRUE);
      g_object_add_weak_pointer (G_OBJECT (self->chirality_window),
                                 (gpointer *) &self->chirality_window);
    }

  gtk_window_present (self->chirality_window);
}

static void
watch_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  pento_window_watch (get_window (user_data));
}

static void
watch_pause_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  pento_watch_panel_set_paused (pento_window_get_watch_panel (get_window (user_data)), TRUE);
}

/* Space: pause, or resume. */
static void
watch_toggle_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  PentoWatchPanel *panel = pento_window_get_watch_panel (get_window (user_data));

  pento_watch_panel_set_paused (panel, !pento_watch_panel_is_paused (panel));
}

static void
watch_step_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  pento_watch_panel_step (pento_window_get_watch_panel (get_window (user_data)));
}

static void
watch_speed_change_state (GSimpleAction *action,
                          GVariant      *value,
                          gpointer       user_data)
{
  g_simple_action_set_state (action, value);
  pento_watch_panel_set_speed (pento_window_get_watch_panel (get_window (user_data)),
                               g_variant_get_uint32 (value));
}

static void
watch_speed_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  watch_speed_change_state (action, parameter, user_data);
}

static void
watch_pause_at_packing_change_state (GSimpleAction *action,
                                     GVariant      *value,
                                     gpointer       user_data)
{
  g_simple_action_set_state (action, value);
  pento_watch_panel_set_pause_at_packing (pento_window_get_watch_panel (get_window (user_data)),
                                          g_variant_get_boolean (value));
}

/* A check button activates a boolean action without a parameter: it toggles. */
static void
watch_pause_at_packing_activated (GSimpleAction *action,
                                  GVariant      *parameter,
                                  gpointer       user_data)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (action));

  watch_pause_at_packing_change_state (action,
                                       g_variant_new_boolean (!g_variant_get_boolean (state)),
                                       user_data);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  PentoApplication *self = user_data;
  const char *developers[] = { _("The Pentomino developers"), NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", get_window (self),
                        "modal", TRUE,
                        "application-name", _("Pentomino"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Pentomino developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Pack the twelve pentominoes into a board, browse every "
                                      "packing, and explore the puzzle without flipping."),
                        "website", "https://github.com/pentomino/pentomino",
                        "issue-url", "https://github.com/pentomino/pentomino/issues",
                        "copyright", _("© 2026 The Pentomino developers"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: your names, one per line. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  PentoApplication *self = user_data;

  /* Close the window rather than quit outright, so it saves its size and stops its search. */
  if (self->window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->window));
  if (self->chirality_window != NULL)
    gtk_window_destroy (self->chirality_window);
  g_application_quit (G_APPLICATION (self));
}

/* Play by hand: the game lives in src/ui/play; these only route to it. */
static PentoPlay *
get_play (PentoApplication *self)
{
  return pento_window_get_play (get_window (self));
}

static void
place_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  pento_play_place (get_play (user_data), g_variant_get_string (parameter, NULL), NULL);
}

static void
unplace_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  pento_play_unplace (get_play (user_data), g_variant_get_string (parameter, NULL), NULL);
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_play_undo (get_play (user_data));
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_play_redo (get_play (user_data));
}

static void
new_game_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  pento_play_new_game (get_play (user_data));
}

static void
clear_board_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  pento_play_clear_board (get_play (user_data));
}

static void
hint_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_play_hint (get_play (user_data));
}

static void
finish_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  pento_play_finish (get_play (user_data));
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_window_open (get_window (user_data), g_variant_get_string (parameter, NULL), NULL);
}

static void
save_position_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  pento_window_save_position (get_window (user_data), g_variant_get_string (parameter, NULL),
                              NULL);
}

static void
open_dialog_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  pento_window_position_dialog (get_window (user_data), FALSE);
}

static void
save_position_dialog_activated (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  pento_window_position_dialog (get_window (user_data), TRUE);
}

static void
copy_position_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  pento_window_copy_position (get_window (user_data));
}

/* Custom boards: the editor, board files, rename and delete (src/ui/editor). */
static void
new_board_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  pento_window_new_board (get_window (user_data));
}

static void
edit_board_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  pento_window_edit_board (get_window (user_data));
}

static void
save_board_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  pento_window_save_board (get_window (user_data), g_variant_get_string (parameter, NULL), NULL);
}

static void
save_board_dialog_activated (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  pento_window_save_board_dialog (get_window (user_data));
}

static void
rename_board_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  pento_window_rename_board (get_window (user_data), g_variant_get_string (parameter, NULL),
                             NULL);
}

static void
rename_board_dialog_activated (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  pento_window_rename_board_dialog (get_window (user_data));
}

static void
delete_board_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  pento_window_delete_board (get_window (user_data), NULL);
}

static void
delete_board_dialog_activated (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  pento_window_delete_board_dialog (get_window (user_data));
}

static const GActionEntry app_actions[] = {
  { "solve", solve_activated },
  { "seed", seed_activated, "u" },
  { "solve-all", solve_all_activated },
  { "stop", stop_activated },
  { "next", next_activated },
  { "previous", previous_activated },
  { "first", first_activated },
  { "last", last_activated },
  { "toggle-sidebar", toggle_sidebar_activated },
  { "show-chirality", show_chirality_activated },
  { "watch", watch_activated },
  { "watch-pause", watch_pause_activated },
  { "watch-toggle", watch_toggle_activated },
  { "watch-step", watch_step_activated },
  { "watch-speed", watch_speed_activated, "u", "uint32 0", watch_speed_change_state },
  { "watch-pause-at-packing", watch_pause_at_packing_activated, NULL, "false",
    watch_pause_at_packing_change_state },
  { "about", about_activated },
  { "quit", quit_activated },
  { "place", place_activated, "s" },
  { "unplace", unplace_activated, "s" },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "new-game", new_game_activated },
  { "clear-board", clear_board_activated },
  { "hint", hint_activated },
  { "finish", finish_activated },
  { "open", open_activated, "s" },
  { "save-position", save_position_activated, "s" },
  { "open-dialog", open_dialog_activated },
  { "save-position-dialog", save_position_dialog_activated },
  { "copy-position", copy_position_activated },
  { "new-board", new_board_activated },
  { "edit-board", edit_board_activated },
  { "save-board", save_board_activated, "s" },
  { "save-board-dialog", save_board_dialog_activated },
  { "rename-board", rename_board_activated, "s" },
  { "rename-board-dialog", rename_board_dialog_activated },
  { "delete-board", delete_board_activated },
  { "delete-board-dialog", delete_board_dialog_activated },
};

static void
pento_application_startup (GApplication *application)
{
  PentoApplication *self = PENTO_APPLICATION (application);

  G_APPLICATION_CLASS (pento_application_parent_class)->startup (application);
  pento_renderer_choose ();

  self->settings = g_settings_new (PENTO_SCHEMA_ID);
  self->session = pento_session_new (self->settings);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (settings_actions); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings,
                                                            settings_actions[i]);

      g_action_map_add_action (G_ACTION_MAP (self), action);
    }

  /* Nothing to stop until a search runs; a disabled action also leaves Escape to popovers. */
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self),
                                                                            "stop")),
                               FALSE);
  /* likewise Space and the watch keys, until a watch runs */
  for (guint i = 0; i < 3; i++)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (
                                   G_ACTION_MAP (self),
                                   (const char *[]) { "watch-pause", "watch-toggle",
                                                      "watch-step" }[i])),
                                 FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action,
                                           accels[i].accels);

  /* copy, save-list, export-sheet, print (src/ui/export) */
  pento_share_actions_install (GTK_APPLICATION (self), self->session);
  pento_help_actions_install (GTK_APPLICATION (self));
}

static void
pento_application_activate (GApplication *application)
{
  gtk_window_present (pento_application_get_window (PENTO_APPLICATION (application)));
}

static void
pento_application_shutdown (GApplication *application)
{
  PentoApplication *self = PENTO_APPLICATION (application);

  if (self->window != NULL)
    pento_window_stop (self->window);

  G_APPLICATION_CLASS (pento_application_parent_class)->shutdown (application);
}

static void
pento_application_finalize (GObject *object)
{
  PentoApplication *self = PENTO_APPLICATION (object);

  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (pento_application_parent_class)->finalize (object);
}

static void
pento_application_class_init (PentoApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = pento_application_finalize;

  app_class->startup = pento_application_startup;
  app_class->activate = pento_application_activate;
  app_class->shutdown = pento_application_shutdown;
}

static void
pento_application_init (PentoApplication *self)
{
}

PentoApplication *
pento_application_new (const char        *application_id,
                       GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (PENTO_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", "/io/github/pentomino/Pentomino",
                       NULL);
}

GSettings *
pento_application_get_settings (PentoApplication *self)
{
  g_return_val_if_fail (PENTO_IS_APPLICATION (self), NULL);

  return self->settings;
}

PentoSession *
pento_application_get_session (PentoApplication *self)
{
  g_return_val_if_fail (PENTO_IS_APPLICATION (self), NULL);

  return self->session;
}

GtkWindow *
pento_application_get_window (PentoApplication *self)
{
  g_return_val_if_fail (PENTO_IS_APPLICATION (self), NULL);

  if (self->window == NULL)
    {
      self->window = pento_window_new (self);
      g_object_add_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
    }

  return GTK_WINDOW (self->window);
}
