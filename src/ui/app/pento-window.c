/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-window.c: the main window. GSettings is the one source of truth for the puzzle spec;
 * the window follows it, runs searches through PentoSearchTask and shows what they find.
 */
#include <glib/gi18n.h>

#include "pento-board-view.h"
#include "pento-piece-tray.h"
#include "pento-render.h"
#include "pento-search-task.h"
#include "pento-solution-item.h"
#include "pento-solution-row.h"
#include "pento-share.h"
#include "pento-ui-util.h"
#include "pento-window.h"

struct _PentoWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template children */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkStack             *solve_all_stack;
  AdwFlap              *flap;
  GtkToggleButton      *sidebar_button;
  AdwComboRow          *board_row;
  GtkSwitch            *flip_switch;
  GtkWidget            *mirror_group;
  GtkBox               *mirror_box;
  GtkSwitch            *shuffle_switch;
  AdwEntryRow          *seed_row;
  PentoBoardView       *board_view;
  PentoPieceTray       *piece_tray;
  GtkLabel             *status_label;
  GtkLabel             *counts_label;
  GtkToggleButton      *unique_button;
  GtkToggleButton      *all_button;
  GtkProgressBar       *progress_bar;
  GtkStack             *list_stack;
  AdwStatusPage        *empty_page;
  GtkListView          *list_view;

  GSettings            *settings;
  PentoBoard           *board;
  PentoRules            rules;
  char                 *board_id;
  PentoSolutionList    *solutions;
  GtkSingleSelection   *selection;
  GtkToggleButton      *mirror_buttons[PENTO_N_CHIRAL];
  GtkWidget            *mirror_glyphs[PENTO_N_CHIRAL];

  /* Bumped whenever the spec changes: a task made for an older spec is never listened to. */
  guint                 generation;
  PentoSearchTask      *solve_task;
  PentoSearchTask      *all_task;
  gboolean              all_complete;
  /* Solve normally answers within a frame or two; only a slow one shows Stop. */
  guint                 slow_solve_id;
  /* The unique count of the current spec once a search has told us, for Solve's status. */
  gboolean              updating_mirror;
};

G_DEFINE_FINAL_TYPE (PentoWindow, pento_window, ADW_TYPE_APPLICATION_WINDOW)

static const struct {
  const char *id;
  const char *name;
} boards[] = {
  { "10x6", N_("10 × 6") },
  { "12x5", N_("12 × 5") },
  { "15x4", N_("15 × 4") },
  { "20x3", N_("20 × 3") },
  { "8x8-hole", N_("8 × 8 with centre hole") },
  { "8x8-tetromino", N_("8 × 8 with tetromino") },
};

static guint
board_index (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    if (g_strcmp0 (boards[i].id, id) == 0)
      return i;
  return 0;
}

static void
toast (PentoWindow *self,
       const char  *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

static void
set_status (PentoWindow *self,
            const char  *text)
{
  gtk_label_set_label (self->status_label, text);
}

static void
set_action_enabled (PentoWindow *self,
                    const char  *name,
                    gboolean     enabled)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  GAction *action;

  if (app == NULL)
    return;

  action = g_action_map_lookup_action (G_ACTION_MAP (app), name);
  if (G_IS_SIMPLE_ACTION (action))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_running (PentoWindow *self)
{
  gboolean all_running = self->all_task != NULL;
  gboolean slow_solve = self->solve_task != NULL && self->slow_solve_id == 0;

  gtk_stack_set_visible_child_name (self->solve_all_stack,
                                    all_running || slow_solve ? "stop" : "solve-all");
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), all_running);
  set_action_enabled (self, "stop", all_running || self->solve_task != NULL);
}

static void
update_counts (PentoWindow *self)
{
  guint n_total = pento_solution_list_get_n_total (self->solutions);
  guint n_unique = pento_solution_list_get_n_unique (self->solutions);
  gboolean searched = self->all_task != NULL || self->all_complete;

  if (searched)
    {
      g_autofree char *unique = pento_format_count (n_unique);
      g_autofree char *total = pento_format_count (n_total);
      /* Translators: the counts of the solution list, e.g. "2,339 unique · 9,356 total". */
      g_autofree char *text = g_strdup_printf (_("%s unique · %s total"), unique, total);

      gtk_label_set_label (self->counts_label, text);
    }
  else
    gtk_label_set_label (self->counts_label, _("No packings listed"));

  if (n_total > 0)
    gtk_stack_set_visible_child_name (self->list_stack, "list");
  else
    {
      gtk_stack_set_visible_child_name (self->list_stack, "empty");
      if (self->all_complete)
        {
          adw_status_page_set_title (self->empty_page, _("No Packings"));
          adw_status_page_set_description (self->empty_page,
                                           _("No packing exists for this board and these "
                                             "rules."));
        }
      else if (self->all_task != NULL)
        {
          adw_status_page_set_title (self->empty_page, _("Searching…"));
          adw_status_page_set_description (self->empty_page, NULL);
        }
      else
        {
          adw_status_page_set_title (self->empty_page, _("No Packings Listed"));
          adw_status_page_set_description (self->empty_page,
                                           _("Solve All lists every packing of this board."));
        }
    }
}

static void
show_solution (PentoWindow         *self,
               const PentoSolution *solution)
{
  pento_board_view_set_solution (self->board_view, solution);
  pento_piece_tray_set_placed (self->piece_tray,
                               solution != NULL ? pento_solution_get_pieces (solution) : 0);
}

static gboolean
slow_solve_cb (gpointer user_data)
{
  PentoWindow *self = user_data;

  self->slow_solve_id = 0;
  update_running (self);
  return G_SOURCE_REMOVE;
}

static void
cancel_task (PentoSearchTask **task)
{
  if (*task != NULL)
    {
      pento_search_task_cancel (*task);
      g_clear_object (task);
    }
}

/* Reads the puzzle spec from GSettings; whatever ran for the old spec is cancelled and its
 * results are dropped. */
static void
reload_spec (PentoWindow *self)
{
  g_autofree char *board_id = g_settings_get_string (self->settings, "board");
  g_autofree char *mirror_text = g_settings_get_string (self->settings, "mirror");
  g_autoptr(PentoBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *subtitle = NULL;
  PentoMirrorSet mirror;

  board = pento_board_new_preset (board_id, &error);
  if (board == NULL)
    {
      g_warning ("Board “%s”: %s", board_id, error->message);
      g_clear_error (&error);
      g_free (board_id);
      board_id = g_strdup (boards[0].id);
      board = pento_board_new_preset (board_id, NULL);
    }

  if (!pento_mirror_set_parse (mirror_text, &mirror, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Mirrored pieces “%s”: %s"),
                                                  mirror_text, error->message);

      toast (self, message);
      /* Keep the last good set; writing it back re-enters here with a valid value. */
      mirror = self->board != NULL ? self->rules.mirror : PENTO_MIRROR_DEFAULT;
      {
        g_autofree char *good = pento_mirror_set_to_string (mirror);

        g_settings_set_string (self->settings, "mirror", good);
      }
      if (self->board != NULL)
        return;
    }

  self->generation++;
  cancel_task (&self->solve_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  cancel_task (&self->all_task);
  self->all_complete = FALSE;

  g_clear_pointer (&self->board, pento_board_unref);
  self->board = g_steal_pointer (&board);
  g_free (self->board_id);
  self->board_id = g_steal_pointer (&board_id);

  pento_rules_init_default (&self->rules);
  self->rules.flip = g_settings_get_boolean (self->settings, "flip");
  self->rules.mirror = mirror;
  self->rules.shuffle = g_settings_get_boolean (self->settings, "shuffle");
  self->rules.seed = g_settings_get_uint (self->settings, "seed");

  pento_solution_list_reset (self->solutions, self->board);
  pento_board_view_set_board (self->board_view, self->board);
  show_solution (self, NULL);

  pento_piece_tray_set_flip (self->piece_tray, self->rules.flip);
  pento_piece_tray_set_mirror (self->piece_tray, self->rules.mirror);
  pento_piece_tray_set_has_tetromino (self->piece_tray, pento_board_has_tetromino (self->board));

  self->updating_mirror = TRUE;
  for (guint i = 0; i < PENTO_N_CHIRAL; i++)
    {
      gtk_toggle_button_set_active (self->mirror_buttons[i], (self->rules.mirror >> i) & 1);
      gtk_widget_queue_draw (self->mirror_glyphs[i]);
    }
  self->updating_mirror = FALSE;

  if (self->rules.flip)
    subtitle = g_strdup_printf (_("%s · flipping allowed"),
                                _(boards[board_index (self->board_id)].name));
  else if (self->rules.mirror == PENTO_MIRROR_NONE)
    subtitle = g_strdup_printf (_("%s · no flipping · none mirrored"),
                                _(boards[board_index (self->board_id)].name));
  else
    {
      char letters[8];

      pento_mirror_set_format (self->rules.mirror, letters);
      /* Translators: board name, then the mirrored pieces ("FNY", or "-" for none). */
      subtitle = g_strdup_printf (_("%s · no flipping · mirrored %s"),
                                  _(boards[board_index (self->board_id)].name), letters);
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);

  set_status (self, _("Solve shows a random packing; Solve All lists every one."));
  update_counts (self);
  update_running (self);
}

static void
update_seed_row (PentoWindow *self)
{
  g_autofree char *text = g_strdup_printf ("%u", g_settings_get_uint (self->settings, "seed"));

  gtk_widget_remove_css_class (GTK_WIDGET (self->seed_row), "error");
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

/* Switches the list between unique and all packings, keeping the selected packing selected
 * when the new list holds it. */
static void
set_unique_only (PentoWindow *self,
                 gboolean     unique_only)
{
  guint position = gtk_single_selection_get_selected (self->selection);
  g_autoptr(PentoSolutionItem) item = NULL;

  if (position != GTK_INVALID_LIST_POSITION)
    item = g_list_model_get_item (G_LIST_MODEL (self->solutions), position);

  pento_solution_list_set_unique_only (self->solutions, unique_only);

  if (item == NULL)
    return;

  if (!unique_only)
    pento_window_select (self, pento_solution_item_get_index (item));
  else if (pento_solution_item_get_representative (item))
    pento_window_select (self, pento_solution_item_get_unique_index (item));
}

static void
settings_changed_cb (PentoWindow *self,
                     const char  *key,
                     GSettings   *settings)
{
  if (g_str_equal (key, "board") || g_str_equal (key, "flip") ||
      g_str_equal (key, "mirror") || g_str_equal (key, "shuffle"))
    reload_spec (self);
  else if (g_str_equal (key, "seed"))
    update_seed_row (self);
  else if (g_str_equal (key, "unique-only"))
    set_unique_only (self, g_settings_get_boolean (settings, "unique-only"));
}

/* "Packing 37 of 2,339 unique" for the selected row; the total grows during Solve All. */
static void
update_selection_status (PentoWindow *self)
{
  guint position = gtk_single_selection_get_selected (self->selection);
  g_autofree char *number = NULL;
  g_autofree char *count = NULL;
  g_autofree char *status = NULL;

  if (position == GTK_INVALID_LIST_POSITION)
    return;

  number = pento_format_count (position + 1);
  count = pento_format_count (g_list_model_get_n_items (G_LIST_MODEL (self->selection)));
  if (pento_solution_list_get_unique_only (self->solutions))
    /* Translators: "Packing 37 of 2,339 unique". */
    status = g_strdup_printf (_("Packing %s of %s unique"), number, count);
  else
    status = g_strdup_printf (_("Packing %s of %s"), number, count);
  set_status (self, status);
}

static void
selection_changed_cb (PentoWindow *self)
{
  guint position = gtk_single_selection_get_selected (self->selection);
  g_autoptr(PentoSolution) solution = NULL;

  if (position == GTK_INVALID_LIST_POSITION)
    return;

  solution = pento_solution_list_get_solution (self->solutions, position);
  if (solution == NULL)
    return;

  show_solution (self, solution);
  update_selection_status (self);
}

static void
solve_finished_cb (PentoWindow         *self,
                   const PentoSolution *solution,
                   guint64              n_unique,
                   const GError        *error,
                   PentoSearchTask     *task)
{
  g_autofree char *status = NULL;
  guint seed;

  if (task != self->solve_task || pento_search_task_get_generation (task) != self->generation)
    return;

  seed = (guint) pento_search_task_get_rules (task)->seed;
  g_debug ("Solve took %.1f ms", pento_search_task_get_elapsed (task) * 1000.0);
  g_clear_object (&self->solve_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  update_running (self);

  if (error != NULL)
    {
      status = g_strdup_printf (_("The search failed: %s"), error->message);
      set_status (self, status);
      toast (self, status);
      return;
    }

  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);

  if (solution == NULL)
    {
      show_solution (self, NULL);
      set_status (self, _("No packing exists for this board and these rules."));
      return;
    }

  show_solution (self, solution);
  if (pento_search_task_get_kind (task) == PENTO_SEARCH_TASK_FIRST)
    status = g_strdup_printf (_("First packing found in shuffled tile order · seed %u"), seed);
  else
    {
      g_autofree char *count = pento_format_count (n_unique);
      g_autofree char *number = pento_format_count (pento_search_task_get_index (task) + 1);

      /* Translators: "Random packing 37 of 2,339 unique · seed 12345". */
      status = g_strdup_printf (_("Random packing %s of %s unique · seed %u"), number, count,
                                seed);
    }
  set_status (self, status);
}

static void
all_batch_cb (PentoWindow     *self,
              const char      *cells,
              const guint8    *representative,
              guint            n,
              PentoSearchTask *task)
{
  if (task != self->all_task || pento_search_task_get_generation (task) != self->generation)
    return;

  pento_solution_list_append (self->solutions, cells, representative, n);

  /* Show the first find at once, unless the board already shows something. */
  if (pento_board_view_get_solution (self->board_view) == NULL &&
      g_list_model_get_n_items (G_LIST_MODEL (self->selection)) > 0)
    pento_window_select (self, 0);
  else
    update_selection_status (self);

  update_counts (self);
}

static void
all_progress_cb (PentoWindow         *self,
                 const PentoProgress *progress,
                 PentoSearchTask     *task)
{
  if (task != self->all_task || pento_search_task_get_generation (task) != self->generation)
    return;

  gtk_progress_bar_set_fraction (self->progress_bar, CLAMP (progress->fraction, 0.0, 1.0));
}

static void
all_finished_cb (PentoWindow         *self,
                 const PentoSolution *solution,
                 guint64              n_unique,
                 const GError        *error,
                 PentoSearchTask     *task)
{
  g_autofree char *status = NULL;

  if (task != self->all_task || pento_search_task_get_generation (task) != self->generation)
    return;

  g_debug ("Solve All took %.1f ms", pento_search_task_get_elapsed (task) * 1000.0);
  g_clear_object (&self->all_task);

  if (error != NULL)
    {
      status = g_strdup_printf (_("The search failed: %s"), error->message);
      set_status (self, status);
      toast (self, status);
    }
  else
    {
      self->all_complete = TRUE;
      if (pento_solution_list_get_n_total (self->solutions) == 0)
        {
          show_solution (self, NULL);
          set_status (self, _("No packing exists for this board and these rules."));
        }
      else if (gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION)
        set_status (self, _("Every packing is listed."));
    }

  update_counts (self);
  update_running (self);
}

static void
list_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               gpointer                  user_data)
{
  gtk_list_item_set_child (list_item, pento_solution_row_new ());
}

static void
list_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              PentoWindow              *self)
{
  pento_solution_row_set_item (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                               gtk_list_item_get_item (list_item),
                               pento_solution_list_get_unique_only (self->solutions));
}

static void
list_unbind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                gpointer                  user_data)
{
  pento_solution_row_set_item (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                               NULL, FALSE);
}

static void
set_mirror_setting (PentoWindow    *self,
                    PentoMirrorSet  mirror)
{
  g_autofree char *text = pento_mirror_set_to_string (mirror);

  g_settings_set_string (self->settings, "mirror", text);
}

static void
mirror_toggled_cb (PentoWindow     *self,
                   GtkToggleButton *button)
{
  PentoMirrorSet mirror = 0;

  if (self->updating_mirror)
    return;

  for (guint i = 0; i < PENTO_N_CHIRAL; i++)
    if (gtk_toggle_button_get_active (self->mirror_buttons[i]))
      mirror |= 1 << i;

  set_mirror_setting (self, mirror);
}

static void
tray_mirror_toggled_cb (PentoWindow *self,
                        guint        piece,
                        GtkWidget   *tray)
{
  if (piece >= PENTO_N_CHIRAL || self->rules.flip)
    return;

  set_mirror_setting (self, self->rules.mirror ^ (1 << piece));
}

static void
draw_glyph (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  PentoWindow *self = PENTO_WINDOW (gtk_widget_get_root (GTK_WIDGET (area)));
  PentoPiece piece = GPOINTER_TO_UINT (user_data);
  const PentoShape *shape = pento_piece_get_shape (piece);
  PentoShape mirrored;
  PentoRenderOptions options;
  gboolean sensitive = gtk_widget_is_sensitive (GTK_WIDGET (area));

  if (self == NULL)
    return;

  pento_render_options_init (&options);
  options.thumbnail = TRUE;
  options.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  if ((self->rules.mirror >> piece) & 1)
    {
      pento_shape_mirror (shape, &mirrored);
      pento_shape_normalize (&mirrored);
      shape = &mirrored;
    }

  /* The glyphs are cairo drawings, so they need their own dimming when flipping is on. */
  if (!sensitive)
    cairo_push_group (cr);
  pento_render_piece (cr, piece, shape, &options, 0, 0, width, height);
  if (!sensitive)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.35);
    }
}

static void
build_mirror_buttons (PentoWindow *self)
{
  for (guint i = 0; i < PENTO_N_CHIRAL; i++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *glyph = gtk_drawing_area_new ();
      char letter[2] = { pento_piece_to_letter (i), '\0' };
      GtkWidget *label = gtk_label_new (letter);
      g_autofree char *tooltip = NULL;

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (glyph), 28);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (glyph), 28);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (glyph), draw_glyph,
                                      GUINT_TO_POINTER (i), NULL);
      gtk_box_append (GTK_BOX (box), glyph);
      gtk_box_append (GTK_BOX (box), label);
      gtk_button_set_child (GTK_BUTTON (button), box);

      /* Translators: %s is a piece letter (F, L, N, P, Y or Z). */
      tooltip = g_strdup_printf (_("Use %s mirrored"), letter);
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
      gtk_widget_add_css_class (button, "mirror-toggle");
      gtk_widget_add_css_class (button, "flat");
      g_signal_connect_object (button, "toggled", G_CALLBACK (mirror_toggled_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_box_append (self->mirror_box, button);

      self->mirror_buttons[i] = GTK_TOGGLE_BUTTON (button);
      self->mirror_glyphs[i] = glyph;
    }
}

static void
redraw_glyphs (PentoWindow *self)
{
  for (guint i = 0; i < PENTO_N_CHIRAL; i++)
    gtk_widget_queue_draw (self->mirror_glyphs[i]);
}

static void
seed_activated_cb (PentoWindow *self,
                   AdwEntryRow *row)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  guint64 seed;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, &seed, NULL))
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      toast (self, _("A seed is a whole number from 0 to 4294967295."));
      return;
    }

  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  pento_window_solve_with_seed (self, (guint32) seed);
}

static void
flap_revealed_cb (PentoWindow *self)
{
  if (!adw_flap_get_folded (self->flap))
    g_settings_set_boolean (self->settings, "sidebar-visible",
                            adw_flap_get_reveal_flap (self->flap));
}

static void
flap_folded_cb (PentoWindow *self)
{
  /* Wide again: show the sidebar as the person left it. */
  if (!adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap,
                              g_settings_get_boolean (self->settings, "sidebar-visible"));
}

static gboolean
board_get_mapping (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  g_value_set_uint (value, board_index (g_variant_get_string (variant, NULL)));
  return TRUE;
}

static GVariant *
board_set_mapping (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  guint index = g_value_get_uint (value);

  if (index >= G_N_ELEMENTS (boards))
    return NULL;
  return g_variant_new_string (boards[index].id);
}

static gboolean
pento_window_close_request (GtkWindow *window)
{
  PentoWindow *self = PENTO_WINDOW (window);
  int width;
  int height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  g_settings_apply (self->settings);

  pento_window_stop (self);

  return GTK_WINDOW_CLASS (pento_window_parent_class)->close_request (window);
}

static void
pento_window_dispose (GObject *object)
{
  PentoWindow *self = PENTO_WINDOW (object);

  cancel_task (&self->solve_task);
  cancel_task (&self->all_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), PENTO_TYPE_WINDOW);

  G_OBJECT_CLASS (pento_window_parent_class)->dispose (object);
}

static void
pento_window_finalize (GObject *object)
{
  PentoWindow *self = PENTO_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->selection);
  g_clear_object (&self->solutions);
  g_clear_pointer (&self->board, pento_board_unref);
  g_clear_pointer (&self->board_id, g_free);

  G_OBJECT_CLASS (pento_window_parent_class)->finalize (object);
}

static void
pento_window_class_init (PentoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = pento_window_dispose;
  object_class->finalize = pento_window_finalize;
  window_class->close_request = pento_window_close_request;

  g_type_ensure (PENTO_TYPE_BOARD_VIEW);
  g_type_ensure (PENTO_TYPE_PIECE_TRAY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, solve_all_stack);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, board_row);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, flip_switch);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, mirror_group);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, mirror_box);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, shuffle_switch);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, seed_row);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, piece_tray);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, counts_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, unique_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, all_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, list_stack);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, list_view);
  gtk_widget_class_bind_template_callback (widget_class, seed_activated_cb);
}

static void
pento_window_init (PentoWindow *self)
{
  g_autoptr(GtkStringList) board_names = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (PENTO_SCHEMA_ID);

  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    gtk_string_list_append (board_names, _(boards[i].name));
  adw_combo_row_set_model (self->board_row, G_LIST_MODEL (board_names));

  build_mirror_buttons (self);

  self->solutions = pento_solution_list_new ();
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->solutions)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  g_signal_connect_object (self->selection, "notify::selected",
                           G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (list_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (list_bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (list_unbind_cb), self);
  gtk_list_view_set_factory (self->list_view, factory);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));

  g_settings_bind_with_mapping (self->settings, "board", self->board_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, board_get_mapping, board_set_mapping,
                                NULL, NULL);
  g_settings_bind (self->settings, "flip", self->flip_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "flip", self->mirror_group, "sensitive",
                   G_SETTINGS_BIND_GET | G_SETTINGS_BIND_INVERT_BOOLEAN);
  g_settings_bind (self->settings, "shuffle", self->shuffle_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  /* A narrow window folds the sidebar away on its own; that must not be saved as the
   * person's choice, so the key is only read here and written by flap_revealed_cb. */
  g_settings_bind (self->settings, "sidebar-visible", self->flap, "reveal-flap",
                   G_SETTINGS_BIND_GET);
  g_object_bind_property (self->flap, "reveal-flap", self->sidebar_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (flap_revealed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (flap_folded_cb),
                           self, G_CONNECT_SWAPPED);
  g_settings_bind (self->settings, "show-letters", self->board_view, "show-letters",
                   G_SETTINGS_BIND_GET);
  pento_solution_list_set_unique_only (self->solutions,
                                       g_settings_get_boolean (self->settings, "unique-only"));
  /* Two grouped toggles: whichever is pressed writes the key, the other follows. */
  g_settings_bind (self->settings, "unique-only", self->unique_button, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "unique-only", self->all_button, "active",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_INVERT_BOOLEAN);
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb), self,
                           G_CONNECT_SWAPPED);

  g_signal_connect_object (self->piece_tray, "mirror-toggled",
                           G_CALLBACK (tray_mirror_toggled_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (redraw_glyphs), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flip_switch, "notify::sensitive",
                           G_CALLBACK (redraw_glyphs), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->mirror_group, "notify::sensitive",
                           G_CALLBACK (redraw_glyphs), self, G_CONNECT_SWAPPED);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  update_seed_row (self);
  reload_spec (self);
}

PentoWindow *
pento_window_new (PentoApplication *application)
{
  g_return_val_if_fail (PENTO_IS_APPLICATION (application), NULL);

  return g_object_new (PENTO_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

void
pento_window_solve (PentoWindow *self)
{
  g_return_if_fail (PENTO_IS_WINDOW (self));

  pento_window_solve_with_seed (self, g_random_int ());
}

void
pento_window_solve_with_seed (PentoWindow *self,
                              guint32      seed)
{
  PentoRules rules;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  /* The seed is part of what the window shows, so it goes through GSettings too. */
  g_settings_set_uint (self->settings, "seed", seed);

  cancel_task (&self->solve_task);
  rules = self->rules;
  rules.seed = seed;
  self->solve_task = pento_search_task_new (rules.shuffle ? PENTO_SEARCH_TASK_FIRST
                                                          : PENTO_SEARCH_TASK_RANDOM,
                                            self->board, &rules, self->generation);
  g_signal_connect_object (self->solve_task, "finished", G_CALLBACK (solve_finished_cb), self,
                           G_CONNECT_SWAPPED);
  pento_search_task_start (self->solve_task);

  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  self->slow_solve_id = g_timeout_add (250, slow_solve_cb, self);
  set_status (self, _("Looking for a packing…"));
  update_running (self);
}

void
pento_window_solve_all (PentoWindow *self)
{
  PentoRules rules;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  cancel_task (&self->all_task);
  self->all_complete = FALSE;
  pento_solution_list_reset (self->solutions, self->board);

  /* The list is in the solver's natural order; a shuffled order only matters to Solve. */
  rules = self->rules;
  rules.shuffle = FALSE;
  self->all_task = pento_search_task_new (PENTO_SEARCH_TASK_ALL, self->board, &rules,
                                          self->generation);
  g_signal_connect_object (self->all_task, "batch", G_CALLBACK (all_batch_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->all_task, "progress", G_CALLBACK (all_progress_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->all_task, "finished", G_CALLBACK (all_finished_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_progress_bar_set_fraction (self->progress_bar, 0.0);
  pento_search_task_start (self->all_task);

  set_status (self, _("Looking for every packing…"));
  update_counts (self);
  update_running (self);
}

void
pento_window_stop (PentoWindow *self)
{
  g_return_if_fail (PENTO_IS_WINDOW (self));

  if (self->all_task != NULL)
    {
      g_autofree char *unique = pento_format_count (
        pento_solution_list_get_n_unique (self->solutions));
      g_autofree char *total = pento_format_count (
        pento_solution_list_get_n_total (self->solutions));
      g_autofree char *status = NULL;

      cancel_task (&self->all_task);
      /* Keep what was found; the counts say it is partial. */
      self->all_complete = FALSE;
      /* Translators: "Stopped after 1,204 unique · 4,816 total packings". */
      status = g_strdup_printf (_("Stopped after %s unique · %s total packings"), unique, total);
      set_status (self, status);
      update_counts (self);
      {
        g_autofree char *counts = g_strdup_printf (_("%s unique · %s total (stopped)"),
                                                   unique, total);

        gtk_label_set_label (self->counts_label, counts);
      }
    }

  cancel_task (&self->solve_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  update_running (self);
}

void
pento_window_select (PentoWindow *self,
                     guint        position)
{
  guint n;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  n = g_list_model_get_n_items (G_LIST_MODEL (self->selection));
  if (n == 0)
    return;

  position = MIN (position, n - 1);
  gtk_single_selection_set_selected (self->selection, position);
  /* Sets the list's anchor; the scrolling happens at its next allocation. */
  gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u",
                              position);
}

void
pento_window_move_selection (PentoWindow *self,
                             int          delta)
{
  guint n;
  guint position;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  n = g_list_model_get_n_items (G_LIST_MODEL (self->selection));
  if (n == 0)
    return;

  position = gtk_single_selection_get_selected (self->selection);
  if (position == GTK_INVALID_LIST_POSITION)
    position = delta > 0 ? 0 : n - 1;
  else if (delta < 0)
    position = position >= (guint) -delta ? position + delta : 0;
  else
    position = MIN ((guint64) position + delta, n - 1);

  pento_window_select (self, position);
}

gboolean
pento_window_export_image (PentoWindow  *self,
                           const char   *path,
                           GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *basename = NULL;
  PentoRenderOptions options;

  g_return_val_if_fail (PENTO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  pento_render_options_init (&options);
  options.show_letters = g_settings_get_boolean (self->settings, "show-letters");

  basename = g_path_get_basename (path);
  if (!pento_render_export (self->board, pento_board_view_get_solution (self->board_view),
                            &options, path, &local_error))
    {
      message = g_strdup_printf (_("Could not export “%s”: %s"), basename,
                                 local_error->message);
      toast (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* with Open, and the next chooser starts here */
  pento_share_remember_folder (self->settings, path);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               pento_share_saved_toast (GTK_WINDOW (self), path));
  return TRUE;
}

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    PentoWindow     *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        pento_window_export_image (self, path, NULL);
      else
        toast (self, _("Images can only be saved to local files."));
    }

  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *mime_type,
            const char     *pattern)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (chooser, filter);
}

void
pento_window_export_image_dialog (PentoWindow *self)
{
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  dialog = gtk_file_chooser_native_new (_("Export Image"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  name = g_strdup_printf ("pentomino-%s.png", self->board_id);
  pento_share_set_start_folder (GTK_FILE_CHOOSER (dialog), self->settings);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  add_filter (GTK_FILE_CHOOSER (dialog), _("PNG image"), "image/png", "*.png");
  add_filter (GTK_FILE_CHOOSER (dialog), _("SVG image"), "image/svg+xml", "*.svg");
  add_filter (GTK_FILE_CHOOSER (dialog), _("PDF document"), "application/pdf", "*.pdf");
  g_signal_connect (dialog, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
pento_window_toggle_sidebar (PentoWindow *self)
{
  g_return_if_fail (PENTO_IS_WINDOW (self));

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

gboolean
pento_window_is_searching (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), FALSE);

  return self->solve_task != NULL || self->all_task != NULL;
}

PentoSolutionList *
pento_window_get_solution_list (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return self->solutions;
}

GtkWidget *
pento_window_get_board_view (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return GTK_WIDGET (self->board_view);
}

const char *
pento_window_get_counts_text (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return gtk_label_get_label (self->counts_label);
}

const char *
pento_window_get_status_text (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return gtk_label_get_label (self->status_label);
}

PentoBoard *
pento_window_get_board (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);
  return self->board;
}

const PentoRules *
pento_window_get_rules (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);
  return &self->rules;
}

void
pento_window_add_toast (PentoWindow *self,
                        AdwToast    *toast)
{
  g_return_if_fail (PENTO_IS_WINDOW (self));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}
