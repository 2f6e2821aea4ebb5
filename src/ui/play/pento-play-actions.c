/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-play-actions.c: play by hand and position files, as actions of the application.
 */
#include "play/pento-play-actions.h"

#include <glib/gi18n.h>

#include "common/pento-actions.h"
#include "common/pento-board-store.h"
#include "common/pento-file-chooser.h"
#include "common/pento-plain-text.h"
#include "board/pento-board-view.h"

struct _PentoPlayActions
{
  GObject        parent_instance;

  GtkWindow     *parent;   /* weak */
  PentoSession  *session;
  PentoPlay     *play;
  PentoBoxView  *box_view;
  PentoActions  *actions;
};

G_DEFINE_FINAL_TYPE (PentoPlayActions, pento_play_actions, G_TYPE_OBJECT)

static void
say (PentoPlayActions *self,
     const char       *text)
{
  pento_session_say (self->session, text);
}

/* Undo and Redo are enabled only when there is a move to undo or redo; hand play is on flat
 * boards, so on a box these actions are off (over D-Bus too). */
static void
update_actions (PentoPlayActions *self)
{
  static const char * const flat_only[] = {
    "place", "unplace", "new-game", "clear-board", "hint", "finish", "save-position",
    "save-position-dialog", "copy-position",
  };
  gboolean flat = !pento_board_model_get_is_box (pento_session_get_board_model (self->session));
  gboolean can_undo = FALSE, can_redo = FALSE;

  if (self->actions == NULL)
    return;
  g_object_get (self->play, "can-undo", &can_undo, "can-redo", &can_redo, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (flat_only); i++)
    pento_actions_set_enabled (self->actions, flat_only[i], flat);
  pento_actions_set_enabled (self->actions, "undo", can_undo && flat);
  pento_actions_set_enabled (self->actions, "redo", can_redo && flat);
}

/* The game follows the session's spec, on flat boards only (the session has put the board,
 * the box and the rules in the board model: a box keeps the game of the last flat board, and
 * the tray only shows which pieces a packing uses). */
static void
spec_changed_cb (PentoPlayActions *self)
{
  if (!pento_board_model_get_is_box (pento_session_get_board_model (self->session)))
    pento_play_set_spec (self->play, pento_session_get_board (self->session),
                         pento_session_get_rules (self->session));
  update_actions (self);
}

/* Box mode: the box view instead of the board view, and a tray that only shows which pieces
 * a packing uses (nor a tooltip saying to drag a piece onto the board). Asking for the
 * tooltip again asks the display server where the pointer is, round trips that wait behind
 * the frame it is drawing: only when the tray turns playable or not. */
static void
is_box_cb (PentoPlayActions *self)
{
  GtkWidget *tray = GTK_WIDGET (pento_play_get_tray (self->play));
  gboolean flat = !pento_board_model_get_is_box (pento_session_get_board_model (self->session));

  if (tray == NULL)
    return;
  if (gtk_widget_get_has_tooltip (tray) != flat)
    {
      gtk_widget_set_has_tooltip (tray, flat);
      gtk_widget_trigger_tooltip_query (tray);
    }
}

/* The game's messages go to the status line, the important ones to a toast instead: the
 * same sentence twice on the screen is read twice, and the status line would keep it after
 * the toast has gone. */
static void
play_message_cb (PentoPlayActions *self,
                 const char       *text,
                 gboolean          important)
{
  pento_session_set_status (self->session, important ? "" : text);
  if (important)
    {
      /* (at once, over a toast still shown: it answers what the person just did) */
      AdwToast *toast = pento_plain_toast_new (text);

      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      pento_session_add_toast (self->session, toast);
    }
}

gboolean
pento_play_actions_open (PentoPlayActions  *self,
                         const char        *path,
                         GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *board_id = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;
  PentoBoard *board;
  PentoPieceSet named;

  g_return_val_if_fail (PENTO_IS_PLAY_ACTIONS (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!pento_play_open (self->play, path, &local_error))
    {
      message = g_strdup_printf (_("Could not open the position: %s"), local_error->message);
      /* (in a toast alone, not in the status line too) */
      pento_session_set_status (self->session, "");
      say (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* The board becomes the setting, so that the sidebar says what is played: a preset, or
   * a saved board (the file's board saved under its name the first time it is opened).
   * The game already holds this board, so the new setting keeps it. */
  board = pento_position_get_board (pento_play_get_position (self->play));
  named = pento_position_get_named_pieces (pento_play_get_position (self->play));
  if (named != PENTO_PIECE_SET_DEFAULT &&
      named != pento_session_get_rules (self->session)->pieces)
    {
      /* A file that names its set ("; pieces: one-sided") opens with its pieces. */
      PentoRules rules = *pento_session_get_rules (self->session);

      rules.pieces = named;
      if (!pento_session_set_puzzle (self->session, board, &rules, &local_error))
        {
          message = g_strdup_printf (_("The board could not be kept among your boards: %s"),
                                     local_error->message);
          say (self, message);
          g_clear_pointer (&message, g_free);
        }
    }
  else if ((board_id = pento_board_store_adopt (board, path, &local_error)) == NULL)
    {
      message = g_strdup_printf (_("The board could not be kept among your boards: %s"),
                                 local_error->message);
      say (self, message);
      g_clear_pointer (&message, g_free);
    }
  else if (g_strcmp0 (pento_session_get_board_id (self->session), board_id) != 0)
    g_settings_set_string (pento_session_get_settings (self->session), "board", board_id);

  basename = g_path_get_basename (path);
  message = g_strdup_printf (_("Opened “%s”"), basename);
  pento_session_set_status (self->session, message);
  return TRUE;
}

gboolean
pento_play_actions_save_position (PentoPlayActions  *self,
                                  const char        *path,
                                  GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (PENTO_IS_PLAY_ACTIONS (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  basename = g_path_get_basename (path);
  if (!pento_play_save_position (self->play, path, &local_error))
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

static void
position_file_response_cb (GtkNativeDialog  *dialog,
                           int               response,
                           PentoPlayActions *self)
{
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) ==
                    GTK_FILE_CHOOSER_ACTION_SAVE;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path == NULL)
        say (self, _("Positions can only be opened and saved as local files."));
      else if (saving)
        pento_play_actions_save_position (self, path, NULL);
      else
        pento_play_actions_open (self, path, NULL);
    }

  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
position_dialog (PentoPlayActions *self,
                 gboolean          save)
{
  GtkFileChooserNative *dialog;

  dialog = pento_file_chooser_new (self->parent,
                                   save ? _("Save Position") : _("Open Board or Position"),
                                   save ? GTK_FILE_CHOOSER_ACTION_SAVE
                                        : GTK_FILE_CHOOSER_ACTION_OPEN,
                                   save ? _("_Save") : _("_Open"),
                                   save ? "position.txt" : NULL,
                                   _("Board and position files"), "text/plain", "*.txt", NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (position_file_response_cb),
                    g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
place_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  PentoPlayActions *self = user_data;

  pento_play_place (self->play, g_variant_get_string (parameter, NULL), NULL);
}

static void
unplace_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  PentoPlayActions *self = user_data;

  pento_play_unplace (self->play, g_variant_get_string (parameter, NULL), NULL);
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_play_undo (((PentoPlayActions *) user_data)->play);
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_play_redo (((PentoPlayActions *) user_data)->play);
}

static void
new_game_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  pento_play_new_game (((PentoPlayActions *) user_data)->play);
}

static void
undo_new_game_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  pento_play_undo_new_game (((PentoPlayActions *) user_data)->play);
}

static void
clear_board_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  pento_play_clear_board (((PentoPlayActions *) user_data)->play);
}

static void
hint_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  pento_play_hint (((PentoPlayActions *) user_data)->play);
}

static void
finish_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  pento_play_finish (((PentoPlayActions *) user_data)->play);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       self)
{
  pento_play_actions_open (self, g_variant_get_string (parameter, NULL), NULL);
}

static void
save_position_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       self)
{
  pento_play_actions_save_position (self, g_variant_get_string (parameter, NULL), NULL);
}

static void
open_dialog_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       self)
{
  position_dialog (self, FALSE);
}

static void
save_position_dialog_activated (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       self)
{
  position_dialog (self, TRUE);
}

static void
copy_position_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  PentoPlayActions *self = user_data;
  g_autofree char *text = pento_play_get_position_text (self->play);

  if (self->parent == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->parent)), text);
  say (self, _("Position copied as text"));
}

static const GActionEntry play_actions[] = {
  { "place", place_activated, "s" },
  { "unplace", unplace_activated, "s" },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "new-game", new_game_activated },
  { "undo-new-game", undo_new_game_activated },
  { "clear-board", clear_board_activated },
  { "hint", hint_activated },
  { "finish", finish_activated },
  { "open", open_activated, "s" },
  { "save-position", save_position_activated, "s" },
  { "open-dialog", open_dialog_activated },
  { "save-position-dialog", save_position_dialog_activated },
  { "copy-position", copy_position_activated },
};

void
pento_play_actions_install (PentoPlayActions *self,
                            GActionMap       *map)
{
  g_return_if_fail (PENTO_IS_PLAY_ACTIONS (self));

  g_clear_pointer (&self->actions, pento_actions_free);
  self->actions = pento_actions_install (map, play_actions, G_N_ELEMENTS (play_actions), self);
  update_actions (self);
}

static void
pento_play_actions_dispose (GObject *object)
{
  PentoPlayActions *self = PENTO_PLAY_ACTIONS (object);

  g_clear_pointer (&self->actions, pento_actions_free);
  if (self->parent != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->parent), (gpointer *) &self->parent);
  self->parent = NULL;
  g_clear_object (&self->play);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (pento_play_actions_parent_class)->dispose (object);
}

static void
pento_play_actions_class_init (PentoPlayActionsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = pento_play_actions_dispose;
}

static void
pento_play_actions_init (PentoPlayActions *self)
{
}

PentoPlayActions *
pento_play_actions_new (GtkWindow    *parent,
                        PentoSession *session,
                        PentoPlay    *play,
                        PentoBoxView *box_view)
{
  PentoPlayActions *self;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (PENTO_IS_SESSION (session), NULL);
  g_return_val_if_fail (PENTO_IS_PLAY (play), NULL);

  self = g_object_new (PENTO_TYPE_PLAY_ACTIONS, NULL);
  self->parent = parent;
  g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &self->parent);
  self->session = g_object_ref (session);
  self->play = g_object_ref (play);
  self->box_view = box_view;
  g_signal_connect_object (session, "spec-changed", G_CALLBACK (spec_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (play, "notify::can-undo", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (play, "message", G_CALLBACK (play_message_cb), self,
                           G_CONNECT_SWAPPED);
  g_settings_bind (pento_session_get_settings (session), "show-letters",
                   pento_play_get_board_view (play), "show-letters", G_SETTINGS_BIND_GET);
  g_settings_bind (pento_session_get_settings (session), "show-letters", box_view,
                   "show-letters", G_SETTINGS_BIND_GET);
  {
    PentoBoardModel *model = pento_session_get_board_model (session);
    GtkWidget *tray = GTK_WIDGET (pento_play_get_tray (play));

    g_object_bind_property (model, "is-box", pento_play_get_board_view (play), "visible",
                            G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
    g_object_bind_property (model, "is-box", box_view, "visible", G_BINDING_SYNC_CREATE);
    g_object_bind_property (model, "is-box", tray, "can-target",
                            G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
    g_object_bind_property (model, "is-box", tray, "focusable",
                            G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
    g_signal_connect_object (model, "notify::is-box", G_CALLBACK (is_box_cb), self,
                             G_CONNECT_SWAPPED);
    is_box_cb (self);
  }
  g_signal_connect_object (play, "notify::can-redo", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);
  return self;
}
