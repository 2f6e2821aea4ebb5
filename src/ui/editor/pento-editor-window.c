/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-editor-window.c: the board editor. It only edits a grid and writes a saved board;
 * the main window picks the board up from the "saved" signal, as from the chooser.
 */
#include <glib/gi18n.h>

#include "common/pento-board-store.h"
#include "editor/pento-editor-window.h"
#include "common/pento-plain-text.h"
#include "help/pento-help.h"

struct _PentoEditorWindow
{
  AdwWindow         parent_instance;

  /* Template children */
  AdwToastOverlay  *toast_overlay;
  AdwWindowTitle   *window_title;
  GtkMenuButton    *start_button;
  GtkEntry         *name_entry;
  GtkSpinButton    *width_spin;
  GtkSpinButton    *height_spin;
  GtkDropDown      *mirror_dropdown;
  PentoEditorGrid  *grid;
  GtkLabel         *count_label;
  GtkLabel         *check_label;

  GSimpleActionGroup *actions;
  PentoBoard       *current;
  /* The saved board being edited: saving under its own name replaces it. */
  char             *edit_name;
  /* Set while the grid's size is copied into the spin buttons, so it is not resized back. */
  gboolean          syncing;
  /* Painted since opened or saved: closing asks first, so no work is lost to Escape. */
  gboolean          dirty;
  gboolean          discard;
  /* The pieces chosen in the window, when a set is named: a board of its size is ready too. */
  PentoPieceSet     pieces;
};

G_DEFINE_FINAL_TYPE (PentoEditorWindow, pento_editor_window, ADW_TYPE_WINDOW)

enum {
  SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
name_is_taken (PentoEditorWindow *self,
               const char        *name)
{
  return pento_board_store_exists (name) && g_strcmp0 (name, self->edit_name) != 0;
}

static void sync_size (PentoEditorWindow *self);

static void
update_state (PentoEditorWindow *self)
{
  const PentoBoardCheck *check = pento_editor_grid_get_check (self->grid);
  g_autofree char *count = NULL;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
  gboolean complete = check->n_cells == 60 || check->n_cells == 64 ||
                      (self->pieces != PENTO_PIECE_SET_DEFAULT &&
                       check->n_cells == pento_piece_set_n_cells (self->pieces));
  GAction *save;
  g_autoptr(GString) text = g_string_new (NULL);

  if (self->pieces != PENTO_PIECE_SET_DEFAULT && check->n_cells != 60 && check->n_cells != 64)
    {
      /* a board for the pieces chosen in the window */
      g_autofree char *words = pento_piece_set_to_string (self->pieces);
      guint target = pento_piece_set_n_cells (self->pieces);

      if (check->n_cells == target)
        /* Translators: the editor's counter, e.g. "90 cells — ready for the pieces one-sided" */
        count = g_strdup_printf (_("%u cells — ready for the pieces %s"), check->n_cells, words);
      else if (check->n_cells < target)
        /* Translators: e.g. "85 cells — 5 to add for the pieces one-sided" */
        count = g_strdup_printf (_("%u cells — %u to add for the pieces %s"), check->n_cells,
                                 target - check->n_cells, words);
      else
        /* Translators: e.g. "95 cells — 5 too many for the pieces one-sided" */
        count = g_strdup_printf (_("%u cells — %u too many for the pieces %s"), check->n_cells,
                                 check->n_cells - target, words);
    }
  else
    count = pento_editor_grid_describe_count (check->n_cells);
  gtk_label_set_label (self->count_label, count);
  /* The grid may be resized from a start board or by code: the spin buttons follow. */
  if (gtk_spin_button_get_value_as_int (self->width_spin) !=
        (int) pento_editor_grid_get_columns (self->grid) ||
      gtk_spin_button_get_value_as_int (self->height_spin) !=
        (int) pento_editor_grid_get_rows (self->grid))
    sync_size (self);

  if (check->n_unreachable > 0 || check->n_bad_regions > 0)
    {
      /* Translators: the start of the live check's warning; the reasons follow. */
      g_string_append (text, _("Cannot be packed (cells marked ×):"));
      if (check->n_bad_regions > 0)
        {
          g_string_append_c (text, ' ');
          if (complete)
            g_string_append_printf (text,
                                    g_dngettext (NULL,
                                                 "%u region whose size is not a multiple of five",
                                                 "%u regions whose sizes are not multiples of five",
                                                 check->n_bad_regions),
                                    check->n_bad_regions);
          else
            g_string_append_printf (text,
                                    g_dngettext (NULL, "%u region too small for any piece",
                                                 "%u regions too small for any piece",
                                                 check->n_bad_regions),
                                    check->n_bad_regions);
          if (check->n_unreachable > 0)
            g_string_append_c (text, ';');
        }
      if (check->n_unreachable > 0)
        {
          g_string_append_c (text, ' ');
          g_string_append_printf (text,
                                  g_dngettext (NULL, "%u cell no piece can cover",
                                               "%u cells no piece can cover",
                                               check->n_unreachable),
                                  check->n_unreachable);
        }
      gtk_widget_add_css_class (GTK_WIDGET (self->check_label), "error");
    }
  else
    {
      if (complete)
        g_string_append (text, _("Every region and every cell can take pieces; Solve tells "
                                 "whether they fit together"));
      else
        g_string_append (text, _("A board takes 60 cells, or 64 with the 2×2 square"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->check_label), "error");
    }
  gtk_label_set_label (self->check_label, text->str);

  save = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "save");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (save),
                               complete && pento_board_store_check_name (name, NULL) &&
                               !name_is_taken (self, name));
  if (name[0] != '\0' && !pento_board_store_check_name (name, NULL))
    gtk_widget_add_css_class (GTK_WIDGET (self->name_entry), "error");
  else if (name[0] != '\0' && name_is_taken (self, name))
    gtk_widget_add_css_class (GTK_WIDGET (self->name_entry), "warning");
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->name_entry), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->name_entry), "warning");
    }
}

static void
grid_changed_cb (PentoEditorWindow *self)
{
  self->dirty = TRUE;
  update_state (self);
}

static void
discard_response_cb (AdwMessageDialog  *dialog,
                     const char        *response,
                     PentoEditorWindow *self)
{
  if (g_str_equal (response, "discard"))
    {
      self->discard = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
}

static gboolean
pento_editor_window_close_request (GtkWindow *window)
{
  PentoEditorWindow *self = PENTO_EDITOR_WINDOW (window);
  GtkWidget *dialog;

  if (!self->dirty || self->discard)
    return GTK_WINDOW_CLASS (pento_editor_window_parent_class)->close_request (window);

  dialog = adw_message_dialog_new (window, _("Discard the Board?"),
                                   _("The painted board has not been saved."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep Editing"),
                                    "discard", _("_Discard"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
sync_size (PentoEditorWindow *self)
{
  self->syncing = TRUE;
  gtk_spin_button_set_value (self->width_spin, pento_editor_grid_get_columns (self->grid));
  gtk_spin_button_set_value (self->height_spin, pento_editor_grid_get_rows (self->grid));
  self->syncing = FALSE;
}

static void
size_changed_cb (PentoEditorWindow *self)
{
  if (self->syncing)
    return;
  pento_editor_grid_set_size (self->grid,
                              gtk_spin_button_get_value_as_int (self->width_spin),
                              gtk_spin_button_get_value_as_int (self->height_spin));
}

static void
mirror_changed_cb (PentoEditorWindow *self)
{
  pento_editor_grid_set_mirror (self->grid, gtk_drop_down_get_selected (self->mirror_dropdown));
}

static void
save_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  PentoEditorWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!pento_editor_window_save (self, &error))
    adw_toast_overlay_add_toast (self->toast_overlay, pento_plain_toast_new (error->message));
}

static void
start_from_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  PentoEditorWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!pento_editor_window_start_from (self, g_variant_get_string (parameter, NULL), &error))
    adw_toast_overlay_add_toast (self->toast_overlay, pento_plain_toast_new (error->message));
}

static void
close_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
}

static const GActionEntry editor_actions[] = {
  { "save", save_activated },
  { "start-from", start_from_activated, "s" },
  { "close", close_activated },
};

static GMenuModel *
build_start_menu (void)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) blank = g_menu_new ();
  g_autoptr(GMenu) presets = g_menu_new ();
  const char * const *names = pento_board_get_preset_names ();

  g_menu_append (blank, _("_Blank Grid"), "editor.start-from::blank");
  g_menu_append (blank, _("_Current Board"), "editor.start-from::current");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (blank));
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *title = pento_board_id_get_title (names[i]);
      g_autoptr(GMenuItem) item = g_menu_item_new (title, NULL);

      g_menu_item_set_action_and_target (item, "editor.start-from", "s", names[i]);
      g_menu_append_item (presets, item);
    }
  g_menu_append_section (menu, _("Presets"), G_MENU_MODEL (presets));
  return G_MENU_MODEL (menu);
}

static void
pento_editor_window_finalize (GObject *object)
{
  PentoEditorWindow *self = PENTO_EDITOR_WINDOW (object);

  g_clear_object (&self->actions);
  g_clear_pointer (&self->current, pento_board_unref);
  g_clear_pointer (&self->edit_name, g_free);

  G_OBJECT_CLASS (pento_editor_window_parent_class)->finalize (object);
}

static void
pento_editor_window_class_init (PentoEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = pento_editor_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = pento_editor_window_close_request;

  /* Emitted with the board's name once it is saved. */
  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (PENTO_TYPE_EDITOR_GRID);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoEditorWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PentoEditorWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PentoEditorWindow, start_button);
  gtk_widget_class_bind_template_child (widget_class, PentoEditorWindow, name_entry);
  gtk_widget_class_bind_template_child (widget_class, PentoEditorWindow, width_spin);
  gtk_widget_class_bind_template_child (widget_class, PentoEditorWindow, height_spin);
  gtk_widget_class_bind_template_child (widget_class, PentoEditorWindow, mirror_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PentoEditorWindow, grid);
  gtk_widget_class_bind_template_child (widget_class, PentoEditorWindow, count_label);
  gtk_widget_class_bind_template_child (widget_class, PentoEditorWindow, check_label);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "editor.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "editor.close", NULL);
}

static void
pento_editor_window_init (PentoEditorWindow *self)
{
  g_autoptr(GMenuModel) menu = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), editor_actions,
                                   G_N_ELEMENTS (editor_actions), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "editor", G_ACTION_GROUP (self->actions));

  menu = build_start_menu ();
  gtk_menu_button_set_menu_model (self->start_button, menu);

  sync_size (self);
  g_signal_connect_object (self->width_spin, "value-changed", G_CALLBACK (size_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->height_spin, "value-changed", G_CALLBACK (size_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->mirror_dropdown, "notify::selected",
                           G_CALLBACK (mirror_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->grid, "changed", G_CALLBACK (grid_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->name_entry, "changed", G_CALLBACK (update_state), self,
                           G_CONNECT_SWAPPED);
  update_state (self);
}

PentoEditorWindow *
pento_editor_window_new (GtkWindow        *parent,
                         const PentoBoard *current,
                         const char       *edit_name,
                         gboolean          start_from_current)
{
  PentoEditorWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (current != NULL, NULL);

  self = g_object_new (PENTO_TYPE_EDITOR_WINDOW,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE,
                       NULL);
  pento_help_attach (GTK_WINDOW (self), "boards");
  self->current = pento_board_ref ((PentoBoard *) current);
  self->edit_name = g_strdup (edit_name);
  if (edit_name != NULL)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->name_entry), edit_name);
      adw_window_title_set_subtitle (self->window_title, edit_name);
    }
  else
    adw_window_title_set_subtitle (self->window_title, _("New board"));
  if (start_from_current)
    {
      g_autoptr(GError) error = NULL;

      /* A board file may be wider than the editor's 32 cells: say so, start blank. */
      if (!pento_editor_window_start_from (self, "current", &error))
        adw_toast_overlay_add_toast (self->toast_overlay, pento_plain_toast_new (error->message));
    }
  self->dirty = FALSE;
  update_state (self);
  return self;
}

PentoEditorGrid *
pento_editor_window_get_grid (PentoEditorWindow *self)
{
  g_return_val_if_fail (PENTO_IS_EDITOR_WINDOW (self), NULL);

  return self->grid;
}

void
pento_editor_window_set_name (PentoEditorWindow *self,
                              const char        *name)
{
  g_return_if_fail (PENTO_IS_EDITOR_WINDOW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name != NULL ? name : "");
}

gboolean
pento_editor_window_start_from (PentoEditorWindow  *self,
                                const char         *what,
                                GError            **error)
{
  g_autoptr(PentoBoard) board = NULL;

  g_return_val_if_fail (PENTO_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (what != NULL, FALSE);

  if (g_str_equal (what, "blank"))
    {
      pento_editor_grid_clear (self->grid);
      return TRUE;
    }
  if (g_str_equal (what, "current"))
    board = pento_board_ref (self->current);
  else if (pento_board_id_get_custom_name (what) != NULL)
    /* a saved board, whatever set it was drawn for */
    board = pento_board_store_load_with_set (pento_board_id_get_custom_name (what), NULL, error);
  else
    board = pento_board_new_for_id (what, error);
  if (board == NULL)
    return FALSE;
  if (!pento_editor_grid_set_board (self->grid, board, error))
    return FALSE;
  sync_size (self);
  return TRUE;
}

gboolean
pento_editor_window_save (PentoEditorWindow  *self,
                          GError            **error)
{
  g_autofree char *name = NULL;
  g_autoptr(PentoBoard) board = NULL;

  g_return_val_if_fail (PENTO_IS_EDITOR_WINDOW (self), FALSE);

  name = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entry)));
  if (!pento_board_store_check_name (name, error))
    return FALSE;
  if (name_is_taken (self, name))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("A board named “%s” exists already: choose another name"), name);
      return FALSE;
    }
  {
    const PentoBoardCheck *check = pento_editor_grid_get_check (self->grid);
    /* a board of the chosen set's size is saved for that set, and says so in its file */
    PentoPieceSet set = self->pieces != PENTO_PIECE_SET_DEFAULT && check->n_cells != 60 &&
                        check->n_cells != 64 ? self->pieces : PENTO_PIECE_SET_DEFAULT;

    board = pento_editor_grid_to_board_for_set (self->grid, name, set, error);
    if (board == NULL)
      return FALSE;
    if (!pento_board_store_save_with_set (name, board, set, error))
      return FALSE;
  }

  g_free (self->edit_name);
  self->edit_name = g_strdup (name);
  self->dirty = FALSE;
  g_signal_emit (self, signals[SAVED], 0, name);
  gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

const char *
pento_editor_window_get_count_text (PentoEditorWindow *self)
{
  g_return_val_if_fail (PENTO_IS_EDITOR_WINDOW (self), NULL);

  return gtk_label_get_label (self->count_label);
}

const char *
pento_editor_window_get_check_text (PentoEditorWindow *self)
{
  g_return_val_if_fail (PENTO_IS_EDITOR_WINDOW (self), NULL);

  return gtk_label_get_label (self->check_label);
}

gboolean
pento_editor_window_can_save (PentoEditorWindow *self)
{
  g_return_val_if_fail (PENTO_IS_EDITOR_WINDOW (self), FALSE);

  return g_action_group_get_action_enabled (G_ACTION_GROUP (self->actions), "save");
}

void
pento_editor_window_set_pieces (PentoEditorWindow *self,
                                PentoPieceSet      pieces)
{
  g_return_if_fail (PENTO_IS_EDITOR_WINDOW (self));

  self->pieces = pieces;
  update_state (self);
}
