/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-actions.c: custom boards — the editor, board files, rename and delete, and the
 * actions that reach them.
 */
#include "editor/pento-board-actions.h"

#include <glib/gi18n.h>

#include "common/pento-actions.h"
#include "common/pento-board-store.h"
#include "editor/pento-board-dialogs.h"

struct _PentoBoardActions
{
  GObject            parent_instance;

  GtkWindow         *parent;   /* weak */
  PentoSession      *session;
  PentoEditorWindow *editor;   /* weak */
  PentoActions      *actions;
};

G_DEFINE_FINAL_TYPE (PentoBoardActions, pento_board_actions, G_TYPE_OBJECT)

/* The board a deleted board's setting falls back to. */
#define FALLBACK_BOARD "10x6"

static const char *
board_id (PentoBoardActions *self)
{
  return pento_session_get_board_id (self->session);
}

static const char *
custom_name (PentoBoardActions *self)
{
  return pento_board_id_get_custom_name (board_id (self));
}

/* Only the person's own boards can be renamed or deleted. */
static void
update_actions (PentoBoardActions *self)
{
  static const char * const custom_only[] = {
    "rename-board", "rename-board-dialog", "delete-board", "delete-board-dialog",
  };

  if (self->actions == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (custom_only); i++)
    pento_actions_set_enabled (self->actions, custom_only[i], custom_name (self) != NULL);
}

static void
say (PentoBoardActions *self,
     const char        *text)
{
  pento_session_say (self->session, text);
}

static void
close_editor (PentoBoardActions *self)
{
  PentoEditorWindow *editor = self->editor;

  if (editor == NULL)
    return;
  g_object_remove_weak_pointer (G_OBJECT (editor), (gpointer *) &self->editor);
  self->editor = NULL;
  gtk_window_destroy (GTK_WINDOW (editor));
}

static void
editor_saved_cb (PentoBoardActions *self,
                 const char        *name)
{
  g_autofree char *id = pento_board_id_for_custom (name);
  g_autofree char *message = g_strdup_printf (_("Saved the board “%s”"), name);

  /* Saving over the board in play changes its cells but not the setting: reload by hand. */
  if (g_strcmp0 (board_id (self), id) == 0)
    pento_session_reload (self->session);
  else
    g_settings_set_string (pento_session_get_settings (self->session), "board", id);
  say (self, message);
}

static void
open_editor (PentoBoardActions *self,
             gboolean           edit)
{
  /* One editor at a time: a new request replaces the open one. */
  close_editor (self);
  self->editor = pento_editor_window_new (self->parent, pento_session_get_board (self->session),
                                          edit ? custom_name (self) : NULL, edit);
  g_object_add_weak_pointer (G_OBJECT (self->editor), (gpointer *) &self->editor);
  pento_editor_window_set_pieces (self->editor, pento_session_get_rules (self->session)->pieces);
  g_signal_connect_object (self->editor, "saved", G_CALLBACK (editor_saved_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self->editor));
}

gboolean
pento_board_actions_save (PentoBoardActions  *self,
                          const char         *path,
                          GError            **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *mask = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (PENTO_IS_BOARD_ACTIONS (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  basename = g_path_get_basename (path);
  mask = pento_board_to_text (pento_session_get_board (self->session));
  if (!pento_file_write (path, mask, -1, &local_error))
    {
      message = g_strdup_printf (_("Could not save “%s”: %s"), basename, local_error->message);
      say (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  message = g_strdup_printf (_("Saved “%s”"), basename);
  say (self, message);
  return TRUE;
}

static gboolean
require_custom (PentoBoardActions  *self,
                GError            **error)
{
  if (custom_name (self) != NULL)
    return TRUE;
  g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
               _("The presets cannot be renamed or deleted; choose one of your own boards"));
  return FALSE;
}

gboolean
pento_board_actions_rename (PentoBoardActions  *self,
                            const char         *new_name,
                            GError            **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *old_name = NULL;
  g_autofree char *id = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (PENTO_IS_BOARD_ACTIONS (self), FALSE);
  g_return_val_if_fail (new_name != NULL, FALSE);

  if (!require_custom (self, &local_error) ||
      !pento_board_store_rename (custom_name (self), new_name, &local_error))
    {
      message = g_strdup_printf (_("Could not rename the board: %s"), local_error->message);
      say (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  old_name = g_strdup (custom_name (self));
  id = pento_board_id_for_custom (new_name);
  /* The cells are the same: the game in play goes on under the new name. */
  g_settings_set_string (pento_session_get_settings (self->session), "board", id);
  message = g_strdup_printf (_("Renamed “%s” to “%s”"), old_name, new_name);
  say (self, message);
  return TRUE;
}

gboolean
pento_board_actions_delete (PentoBoardActions  *self,
                            GError            **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (PENTO_IS_BOARD_ACTIONS (self), FALSE);

  name = g_strdup (custom_name (self));
  if (!require_custom (self, &local_error) ||
      !pento_board_store_delete (name, &local_error))
    {
      message = g_strdup_printf (_("Could not delete the board: %s"), local_error->message);
      say (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_settings_set_string (pento_session_get_settings (self->session), "board", FALLBACK_BOARD);
  message = g_strdup_printf (_("Deleted the board “%s”"), name);
  say (self, message);
  return TRUE;
}

PentoEditorWindow *
pento_board_actions_get_editor (PentoBoardActions *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_ACTIONS (self), NULL);

  return self->editor;
}

static void
new_board_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       self)
{
  open_editor (self, FALSE);
}

static void
edit_board_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       self)
{
  open_editor (self, TRUE);
}

static void
save_board_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       self)
{
  pento_board_actions_save (self, g_variant_get_string (parameter, NULL), NULL);
}

static void
save_board_dialog_activated (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  PentoBoardActions *self = user_data;

  pento_board_dialogs_save_as (self->parent,
                               custom_name (self) != NULL ? custom_name (self) : board_id (self));
}

static void
rename_board_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       self)
{
  pento_board_actions_rename (self, g_variant_get_string (parameter, NULL), NULL);
}

static void
rename_board_dialog_activated (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  PentoBoardActions *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!require_custom (self, &error))
    say (self, error->message);
  else
    pento_board_dialogs_rename (self->parent, custom_name (self));
}

static void
delete_board_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       self)
{
  pento_board_actions_delete (self, NULL);
}

static void
delete_board_dialog_activated (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  PentoBoardActions *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!require_custom (self, &error))
    say (self, error->message);
  else
    pento_board_dialogs_delete (self->parent, custom_name (self));
}

static const GActionEntry board_actions[] = {
  { "new-board", new_board_activated },
  { "edit-board", edit_board_activated },
  { "save-board", save_board_activated, "s" },
  { "save-board-dialog", save_board_dialog_activated },
  { "rename-board", rename_board_activated, "s" },
  { "rename-board-dialog", rename_board_dialog_activated },
  { "delete-board", delete_board_activated },
  { "delete-board-dialog", delete_board_dialog_activated },
};

void
pento_board_actions_install (PentoBoardActions *self,
                             GActionMap        *map)
{
  g_return_if_fail (PENTO_IS_BOARD_ACTIONS (self));

  g_clear_pointer (&self->actions, pento_actions_free);
  self->actions = pento_actions_install (map, board_actions, G_N_ELEMENTS (board_actions), self);
  update_actions (self);
}

static void
pento_board_actions_dispose (GObject *object)
{
  PentoBoardActions *self = PENTO_BOARD_ACTIONS (object);

  g_clear_pointer (&self->actions, pento_actions_free);
  /* An open editor goes with the window (its unsaved grid with it, as with any dialog). */
  close_editor (self);
  if (self->parent != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->parent), (gpointer *) &self->parent);
  self->parent = NULL;
  g_clear_object (&self->session);

  G_OBJECT_CLASS (pento_board_actions_parent_class)->dispose (object);
}

static void
pento_board_actions_class_init (PentoBoardActionsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = pento_board_actions_dispose;
}

static void
pento_board_actions_init (PentoBoardActions *self)
{
}

PentoBoardActions *
pento_board_actions_new (GtkWindow    *parent,
                         PentoSession *session)
{
  PentoBoardActions *self;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (PENTO_IS_SESSION (session), NULL);

  self = g_object_new (PENTO_TYPE_BOARD_ACTIONS, NULL);
  self->parent = parent;
  g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &self->parent);
  self->session = g_object_ref (session);
  g_signal_connect_object (session, "spec-changed", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);
  return self;
}
