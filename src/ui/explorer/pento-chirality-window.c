/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-window.c: the chirality explorer — for the current board, the no-flip counts
 * of all 64 mirrored sets as a heat map and a sortable list, filled in as the engine delivers
 * them, and the four rectangles side by side.
 *
 * The window follows the board and mirrored set in GSettings and changes them only through
 * the application's actions (flip, mirror, board, solve-all), so it needs nothing from the
 * main window's code. Tables live in the session cache, and the window hides on close, so
 * coming back to a board shows its table at once.
 */
#include <glib/gi18n.h>

#include "pento-focus.h"
#include "pento-plain-text.h"
#include "pento-chirality-window-private.h"
#include "pento-board-store.h"

#define N_COMPARE 4

static const char * const compare_boards[N_COMPARE] = { "10x6", "12x5", "15x4", "20x3" };

struct _PentoChiralityWindow
{
  AdwWindow             parent_instance;

  /* template */
  AdwToastOverlay      *toast_overlay;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar   *switcher_bar;
  GtkRevealer          *progress_revealer;
  GtkProgressBar       *progress_bar;
  GtkLabel             *heading_label;
  GtkLabel             *summary_label;
  GtkLabel             *complement_label;
  GtkStack             *mode_stack;
  AdwViewStack         *view_stack;
  GtkBox               *grid_page;
  GtkBox               *compare_page;
  GtkColumnView        *column_view;
  GtkFlowBox           *compare_box;

  PentoChiralityGrid   *grid;
  GtkLabel             *legend_min;
  GtkLabel             *legend_max;
  GtkLabel             *compare_legend_min;
  GtkLabel             *compare_legend_max;
  PentoChiralityGrid   *compare_grids[N_COMPARE];
  GtkLabel             *compare_titles[N_COMPARE];
  GtkLabel             *compare_status[N_COMPARE];
  GtkSortListModel     *sort_model;
  GtkSingleSelection   *selection;
  GSimpleActionGroup   *actions;
  GtkFileChooserNative *chooser;

  GSettings            *settings;
  PentoChiralityCache  *cache;
  PentoChiralityModel  *model;
  PentoChiralityModel  *compare_models[N_COMPARE];
  char                 *board_name;
  gboolean              flip;
  PentoMirrorSet        mirror;
  gboolean              compare;
  gboolean              computing;
};

G_DEFINE_FINAL_TYPE (PentoChiralityWindow, pento_chirality_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_COMPUTING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update_all (PentoChiralityWindow *self);

static char *
board_title (const char *name)
{
  guint width, height;
  char rest;

  if (pento_board_id_get_custom_name (name) != NULL)
    return g_strdup (pento_board_id_get_custom_name (name));
  if (g_strcmp0 (name, "8x8-hole") == 0)
    return g_strdup (_("8 × 8 with centre hole"));
  if (g_strcmp0 (name, "8x8-tetromino") == 0)
    return g_strdup (_("8 × 8 + square tetromino"));
  if (name != NULL && sscanf (name, "%ux%u%c", &width, &height, &rest) == 2)
    return g_strdup_printf ("%u × %u", width, height);

  return g_strdup (name);
}

static char *
format_count (guint64 count)
{
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, count);
}

/* "FNY", or "–" for the empty set: how sets are named in the window. */
static void
set_letters (PentoMirrorSet mirror,
             char           buf[8])
{
  if (mirror == PENTO_MIRROR_NONE)
    g_strlcpy (buf, "–", 8);
  else
    pento_mirror_set_format (mirror, buf);
}

/* A few sets by name ("FLN, PYZ"), ending with "…" past four. */
static char *
list_sets (PentoChiralityModel *model,
           guint64              unique,
           guint               *out_n)
{
  GString *text = g_string_new (NULL);
  guint n = 0;

  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    {
      guint64 value;
      char letters[8];

      if (!pento_chirality_model_get_row (model, m, &value, NULL) || value != unique)
        continue;
      n++;
      if (n > 4)
        continue;
      set_letters (m, letters);
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, letters);
    }
  if (n > 4)
    g_string_append (text, ", …");

  *out_n = n;
  return g_string_free (text, FALSE);
}

static void
apply_set (PentoChiralityWindow *self,
           const char           *board,
           PentoMirrorSet        mirror)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GActionGroup *group;
  char letters[8];

  if (app == NULL)
    return;

  group = G_ACTION_GROUP (app);
  pento_mirror_set_format (mirror, letters);

  if (board != NULL && g_strcmp0 (board, self->board_name) != 0 &&
      g_action_group_has_action (group, "board"))
    g_action_group_change_action_state (group, "board", g_variant_new_string (board));
  if (g_action_group_has_action (group, "flip"))
    g_action_group_change_action_state (group, "flip", g_variant_new_boolean (FALSE));
  if (g_action_group_has_action (group, "mirror"))
    g_action_group_change_action_state (group, "mirror", g_variant_new_string (letters));
  if (g_action_group_has_action (group, "solve-all"))
    g_action_group_activate_action (group, "solve-all", NULL);

  /* The packings are in the main window: bring it up. */
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    {
      if (l->data != (gpointer) self)
        {
          gtk_window_present (GTK_WINDOW (l->data));
          break;
        }
    }
}

static void
grid_cell_activated (PentoChiralityGrid   *grid,
                     guint                 mirror,
                     PentoChiralityWindow *self)
{
  apply_set (self, NULL, (PentoMirrorSet) mirror);
}

static void
compare_cell_activated (PentoChiralityGrid   *grid,
                        guint                 mirror,
                        PentoChiralityWindow *self)
{
  PentoChiralityModel *model = pento_chirality_grid_get_model (grid);

  apply_set (self, model != NULL ? pento_chirality_model_get_board_name (model) : NULL,
             (PentoMirrorSet) mirror);
}

static void
column_view_activate (GtkColumnView        *view,
                      guint                 position,
                      PentoChiralityWindow *self)
{
  g_autoptr(PentoChiralityItem) item = g_list_model_get_item (G_LIST_MODEL (self->sort_model),
                                                              position);

  if (item != NULL)
    apply_set (self, NULL, pento_chirality_item_get_mirror (item));
}

static GtkWidget *
make_swatch (int shade)
{
  GtkWidget *swatch = gtk_label_new (NULL);

  gtk_widget_add_css_class (swatch, "chirality-swatch");
  gtk_widget_add_css_class (swatch, pento_chirality_grid_shade_class (shade));
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);

  return swatch;
}

/* "Unique packings: ▨ 0   12 ▮▮▮▮▮▮▮ 120": the ramp between the smallest and largest
 * non-zero counts, and the hatched zero. */
static GtkWidget *
make_legend (GtkLabel **out_min,
             GtkLabel **out_max)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *ramp = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *title = gtk_label_new (_("Unique packings:"));
  GtkWidget *zero = gtk_label_new ("0");

  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (title, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), make_swatch (0));
  gtk_box_append (GTK_BOX (box), zero);

  *out_min = GTK_LABEL (gtk_label_new ("–"));
  gtk_widget_set_margin_start (GTK_WIDGET (*out_min), 12);
  gtk_widget_add_css_class (GTK_WIDGET (*out_min), "numeric");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (*out_min));
  for (int shade = 1; shade <= PENTO_CHIRALITY_GRID_N_SHADES; shade++)
    gtk_box_append (GTK_BOX (ramp), make_swatch (shade));
  gtk_box_append (GTK_BOX (box), ramp);
  *out_max = GTK_LABEL (gtk_label_new ("–"));
  gtk_widget_add_css_class (GTK_WIDGET (*out_max), "numeric");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (*out_max));

  return box;
}

static void
update_legend (PentoChiralityGrid *grid,
               GtkLabel           *min_label,
               GtkLabel           *max_label)
{
  guint64 min, max;
  g_autofree char *min_text = NULL;
  g_autofree char *max_text = NULL;

  if (!pento_chirality_grid_get_range (grid, &min, &max))
    {
      gtk_label_set_text (min_label, "–");
      gtk_label_set_text (max_label, "–");
      return;
    }

  min_text = format_count (min);
  max_text = format_count (max);
  gtk_label_set_text (min_label, min_text);
  gtk_label_set_text (max_label, max_text);
}

/* The displayed models: the current board's, and the four rectangles when comparing. */
static guint
displayed_models (PentoChiralityWindow *self,
                  PentoChiralityModel  *out[N_COMPARE + 1])
{
  guint n = 0;

  if (self->compare)
    {
      for (guint i = 0; i < N_COMPARE; i++)
        if (self->compare_models[i] != NULL)
          out[n++] = self->compare_models[i];
    }
  else if (self->model != NULL)
    out[n++] = self->model;

  return n;
}

static void
update_progress (PentoChiralityWindow *self)
{
  PentoChiralityModel *models[N_COMPARE + 1];
  PentoChiralityModel *busy = NULL;
  guint n = displayed_models (self, models);
  guint known = 0, wanted = 0;
  gboolean computing;

  for (guint i = 0; i < n; i++)
    {
      if (pento_chirality_model_get_error (models[i]) != NULL)
        continue;
      known += pento_chirality_model_get_n_known (models[i]);
      wanted += PENTO_N_MIRROR_SETS;
      if (busy == NULL && !pento_chirality_model_get_complete (models[i]))
        busy = models[i];
    }

  computing = busy != NULL;
  if (computing)
    {
      g_autofree char *text = NULL;

      if (self->compare)
        {
          g_autofree char *title = board_title (pento_chirality_model_get_board_name (busy));

          /* Translators: progress while comparing boards; %s is a board like "12 × 5" */
          text = g_strdup_printf (_("Computing %s… %u of %u"), title,
                                  pento_chirality_model_get_n_known (busy), PENTO_N_MIRROR_SETS);
        }
      else
        text = g_strdup_printf (_("Computing… %u of %u"), known, wanted);

      gtk_progress_bar_set_text (self->progress_bar, text);
      gtk_progress_bar_set_fraction (self->progress_bar, wanted > 0 ? (double) known / wanted : 0);
    }
  gtk_revealer_set_reveal_child (self->progress_revealer, computing);

  if (computing != self->computing)
    {
      self->computing = computing;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTING]);
    }
}

static void
update_heading (PentoChiralityWindow *self)
{
  g_autofree char *title = board_title (self->board_name);
  /* Translators: %s is a board like "10 × 6" */
  g_autofree char *text = g_strdup_printf (_("%s board, without flipping"), title);

  gtk_label_set_text (self->heading_label, text);
}

static void
update_summary (PentoChiralityWindow *self)
{
  PentoChiralityModel *model = self->model;
  g_autoptr(GString) text = g_string_new (NULL);
  const GError *error;

  if (model == NULL)
    return;

  error = pento_chirality_model_get_error (model);
  if (error != NULL)
    g_string_append_printf (text, _("Could not compute the table: %s"), error->message);
  else if (!pento_chirality_model_get_complete (model))
    g_string_append (text, _("The counts appear as each mirrored set is done."));
  else
    {
      guint64 min, max;
      guint n_max, n_min;
      g_autofree char *max_sets = NULL;
      g_autofree char *min_sets = NULL;
      g_autofree char *max_text = NULL;
      g_autofree char *min_text = NULL;

      pento_chirality_model_get_range (model, &min, &max);
      max_sets = list_sets (model, max, &n_max);
      min_sets = list_sets (model, min, &n_min);
      max_text = format_count (max);
      min_text = format_count (min);

      if (max == 0)
        g_string_append (text, _("No choice of mirrored pieces packs this board without flipping."));
      else
        {
          /* Translators: "Most packings: FLN, PYZ — 86 unique." */
          g_string_append_printf (text, _("Most packings: %s — %s unique."), max_sets, max_text);
          g_string_append (text, " ");
          if (min == 0)
            g_string_append_printf (text,
                                    g_dngettext (GETTEXT_PACKAGE,
                                                 "Fewest: %u set has no packing.",
                                                 "Fewest: %u sets have no packing.", n_min),
                                    n_min);
          else
            g_string_append_printf (text, _("Fewest: %s — %s unique."), min_sets, min_text);
        }
    }

  if (self->flip)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, _("Flipping is on in the main window; choosing a set turns it off."));
    }

  gtk_label_set_text (self->summary_label, text->str);
}

static void
update_complement (PentoChiralityWindow *self)
{
  int selected = pento_chirality_grid_get_selected (self->grid);
  PentoMirrorSet set = selected >= 0 ? (PentoMirrorSet) selected : self->mirror;
  PentoMirrorSet complement = pento_mirror_set_complement (set);
  g_autofree char *set_names = pento_chirality_describe_set (set);
  g_autofree char *complement_names = pento_chirality_describe_set (complement);
  g_autofree char *text = NULL;
  guint64 unique, total, c_unique, c_total;
  gboolean known, c_known;

  if (self->model == NULL)
    return;

  known = pento_chirality_model_get_row (self->model, set, &unique, &total);
  c_known = pento_chirality_model_get_row (self->model, complement, &c_unique, &c_total);

  if (known && c_known)
    {
      g_autofree char *u = format_count (unique);
      g_autofree char *t = format_count (total);
      g_autofree char *cu = format_count (c_unique);
      g_autofree char *ct = format_count (c_total);
      gboolean equal = unique == c_unique && total == c_total;

      /* Translators: "Mirrored F, N, Y: 46 unique, 92 total. Complement L, P, Z: 46 unique,
       * 92 total — equal" */
      text = g_strdup_printf (_("Mirrored %s: %s unique, %s total.  Complement %s: %s unique, %s total — %s"),
                              set_names, u, t, complement_names, cu, ct,
                              equal ? _("equal") : _("different!"));
    }
  else
    text = g_strdup_printf (_("Mirrored %s and its complement %s: not computed yet"),
                            set_names, complement_names);

  gtk_label_set_text (self->complement_label, text);
}

static void
update_compare (PentoChiralityWindow *self)
{
  guint64 min = G_MAXUINT64, max = 0;

  if (!self->compare)
    return;

  /* One scale for all four, so equal shades mean equal counts across boards. */
  for (guint i = 0; i < N_COMPARE; i++)
    {
      PentoChiralityModel *model = self->compare_models[i];

      for (guint m = 0; model != NULL && m < PENTO_N_MIRROR_SETS; m++)
        {
          guint64 unique;

          if (pento_chirality_model_get_row (model, m, &unique, NULL) && unique > 0)
            {
              min = MIN (min, unique);
              max = MAX (max, unique);
            }
        }
    }
  if (max == 0)
    min = 0;

  for (guint i = 0; i < N_COMPARE; i++)
    {
      PentoChiralityModel *model = self->compare_models[i];
      g_autofree char *title = board_title (compare_boards[i]);
      g_autofree char *status = NULL;
      gboolean is_current = g_strcmp0 (compare_boards[i], self->board_name) == 0;

      pento_chirality_grid_set_range (self->compare_grids[i], min, max > 0 ? max : 1);
      pento_chirality_grid_set_current (self->compare_grids[i], self->mirror);

      if (is_current)
        {
          g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b> <small>(%s)</small>",
                                                             title, _("current board"));
          gtk_label_set_markup (self->compare_titles[i], markup);
        }
      else
        gtk_label_set_text (self->compare_titles[i], title);

      if (model == NULL)
        continue;

      if (pento_chirality_model_get_complete (model))
        {
          guint64 board_min, board_max;
          guint n_packing = 0;

          for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
            {
              guint64 unique;

              if (pento_chirality_model_get_row (model, m, &unique, NULL) && unique > 0)
                n_packing++;
            }
          pento_chirality_model_get_range (model, &board_min, &board_max);
          {
            g_autofree char *max_text = format_count (board_max);

            /* Translators: "40 of 64 sets pack it; most 86 unique" */
            status = g_strdup_printf (_("%u of 64 sets pack it; most: %s unique"),
                                      n_packing, max_text);
          }
        }
      else
        status = g_strdup_printf (_("%u of 64 sets counted"),
                                  pento_chirality_model_get_n_known (model));

      gtk_label_set_text (self->compare_status[i], status);
    }

  {
    g_autofree char *min_text = format_count (min);
    g_autofree char *max_text = format_count (max);

    gtk_label_set_text (self->compare_legend_min, max > 0 ? min_text : "–");
    gtk_label_set_text (self->compare_legend_max, max > 0 ? max_text : "–");
  }
}

static void
select_current_in_list (PentoChiralityWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->sort_model));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PentoChiralityItem) item = g_list_model_get_item (G_LIST_MODEL (self->sort_model), i);

      if (pento_chirality_item_get_mirror (item) == self->mirror)
        {
          gtk_single_selection_set_selected (self->selection, i);
          return;
        }
    }
}

static void
update_all (PentoChiralityWindow *self)
{
  update_heading (self);
  update_progress (self);
  update_summary (self);
  update_complement (self);
  update_legend (self->grid, self->legend_min, self->legend_max);
  update_compare (self);
}

static void
model_changed (PentoChiralityModel  *model,
               PentoChiralityWindow *self)
{
  update_all (self);
}

static void
set_model_slot (PentoChiralityWindow  *self,
                PentoChiralityModel  **slot,
                PentoChiralityModel   *model)
{
  if (*slot == model)
    return;

  if (*slot != NULL)
    g_signal_handlers_disconnect_by_func (*slot, model_changed, self);
  g_set_object (slot, model);
  if (model != NULL)
    g_signal_connect (model, "changed", G_CALLBACK (model_changed), self);
}

/* Looks the tables up, and computes them only while the window is shown: a hidden explorer
 * costs nothing when the board changes. */
static void
ensure_models (PentoChiralityWindow *self)
{
  gboolean visible = gtk_widget_get_visible (GTK_WIDGET (self));
  PentoChiralityModel *model;

  if (self->board_name == NULL)
    return;

  model = visible ? pento_chirality_cache_request (self->cache, self->board_name, TRUE)
                  : pento_chirality_cache_lookup (self->cache, self->board_name);
  if (model != self->model)
    {
      set_model_slot (self, &self->model, model);
      pento_chirality_grid_set_model (self->grid, model);
      gtk_sort_list_model_set_model (self->sort_model, G_LIST_MODEL (model));
      select_current_in_list (self);
    }

  if (self->compare)
    {
      for (guint i = 0; i < N_COMPARE; i++)
        {
          model = visible ? pento_chirality_cache_request (self->cache, compare_boards[i], FALSE)
                          : pento_chirality_cache_lookup (self->cache, compare_boards[i]);
          set_model_slot (self, &self->compare_models[i], model);
          pento_chirality_grid_set_model (self->compare_grids[i], model);
        }
    }

  update_all (self);
}

static void
settings_changed (GSettings            *settings,
                  const char           *key,
                  PentoChiralityWindow *self)
{
  g_autofree char *board = g_settings_get_string (settings, "board");
  g_autofree char *mirror_text = g_settings_get_string (settings, "mirror");
  PentoMirrorSet mirror;

  if (!pento_mirror_set_parse (mirror_text, &mirror, NULL))
    mirror = PENTO_MIRROR_DEFAULT;

  self->flip = g_settings_get_boolean (settings, "flip");
  if (mirror != self->mirror)
    {
      self->mirror = mirror;
      pento_chirality_grid_set_current (self->grid, mirror);
      select_current_in_list (self);
    }

  if (g_strcmp0 (board, self->board_name) != 0)
    {
      g_free (self->board_name);
      self->board_name = g_steal_pointer (&board);
      ensure_models (self);
    }
  else
    update_all (self);
}

static void
visible_changed (PentoChiralityWindow *self)
{
  /* Tables set aside while hidden (or cancelled for another board) start again. */
  if (gtk_widget_get_visible (GTK_WIDGET (self)))
    ensure_models (self);
}

static void
set_compare (PentoChiralityWindow *self,
             gboolean              compare)
{
  compare = !!compare;
  if (self->compare == compare)
    return;

  self->compare = compare;
  gtk_stack_set_visible_child_name (self->mode_stack, compare ? "compare" : "single");
  /* The comparison has no list form: no view switcher, neither on top nor at the bottom. */
  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, !compare);
  gtk_widget_set_visible (GTK_WIDGET (self->switcher_bar), !compare);
  ensure_models (self);
}

static void
compare_change_state (GSimpleAction *action,
                      GVariant      *state,
                      gpointer       user_data)
{
  PentoChiralityWindow *self = user_data;

  g_simple_action_set_state (action, state);
  set_compare (self, g_variant_get_boolean (state));
}

static void
show_toast (PentoChiralityWindow *self,
            const char           *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, pento_plain_toast_new (text));
}

static void
chooser_response (GtkNativeDialog      *dialog,
                  int                   response,
                  PentoChiralityWindow *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_clear_object (&self->chooser);

  if (file == NULL)
    return;

  if (!pento_chirality_window_export_csv (self, file, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not export the table: %s"), error->message);

      show_toast (self, text);
    }
  else
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *text = g_strdup_printf (_("Saved “%s”"), name);

      show_toast (self, text);
    }
}

static void
export_csv_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  PentoChiralityWindow *self = user_data;
  g_autoptr(GtkFileFilter) filter = NULL;
  g_autofree char *name = NULL;

  if (self->model == NULL || !pento_chirality_model_get_complete (self->model))
    {
      show_toast (self, _("The table is not complete yet"));
      return;
    }
  if (self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (_("Export Table as CSV"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("CSV files"));
  gtk_file_filter_add_mime_type (filter, "text/csv");
  gtk_file_filter_add_pattern (filter, "*.csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  name = g_strdup_printf ("pentomino-chirality-%s.csv", self->board_name);
  /* "custom:My board" is no good file name. */
  g_strdelimit (name, ":/\\ ", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
close_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
}

static void
view_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  PentoChiralityWindow *self = user_data;

  adw_view_stack_set_visible_child_name (self->view_stack, g_variant_get_string (parameter, NULL));
}

static const GActionEntry win_actions[] = {
  { "export-csv", export_csv_activated },
  { "compare", NULL, NULL, "false", compare_change_state },
  { "close", close_activated },
  { "view", view_activated, "s" },
};

/* List columns. */

static void
setup_label (GtkSignalListItemFactory *factory,
             GtkListItem              *list_item,
             gpointer                  user_data)
{
  gboolean numeric = GPOINTER_TO_INT (user_data);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1.0 : 0.0);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (list_item, label);
}

static void
bind_letters (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              gpointer                  user_data)
{
  PentoChiralityItem *item = gtk_list_item_get_item (list_item);
  gboolean complement = GPOINTER_TO_INT (user_data);
  PentoMirrorSet mirror = pento_chirality_item_get_mirror (item);
  char letters[8];

  set_letters (complement ? pento_mirror_set_complement (mirror) : mirror, letters);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)), letters);
}

static void
bind_count (GtkSignalListItemFactory *factory,
            GtkListItem              *list_item,
            gpointer                  user_data)
{
  PentoChiralityItem *item = gtk_list_item_get_item (list_item);
  gboolean total = GPOINTER_TO_INT (user_data);
  g_autofree char *text = NULL;

  if (pento_chirality_item_get_known (item))
    text = format_count (total ? pento_chirality_item_get_total (item)
                               : pento_chirality_item_get_unique (item));
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)), text ? text : "…");
}

static int
count_bits (guint bits)
{
  int n = 0;

  for (; bits != 0; bits &= bits - 1)
    n++;

  return n;
}

/* By how many pieces are mirrored, then in bit order: –, F, L, N, P, Y, Z, FL, … */
static int
compare_sets (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  PentoMirrorSet ma = pento_chirality_item_get_mirror ((PentoChiralityItem *) a);
  PentoMirrorSet mb = pento_chirality_item_get_mirror ((PentoChiralityItem *) b);
  int ca = count_bits (ma);
  int cb = count_bits (mb);

  if (ca != cb)
    return ca < cb ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;

  return ma < mb ? GTK_ORDERING_SMALLER : ma > mb ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL;
}

static GtkColumnViewColumn *
add_column (PentoChiralityWindow *self,
            const char           *title,
            GCallback             bind,
            gpointer              data,
            gboolean              numeric,
            GtkSorter            *sorter)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *column;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_label), GINT_TO_POINTER (numeric));
  g_signal_connect (factory, "bind", bind, data);
  column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (column, TRUE);
  if (sorter != NULL)
    gtk_column_view_column_set_sorter (column, sorter);
  gtk_column_view_append_column (self->column_view, column);
  g_object_unref (column);

  return column;
}

static void
setup_list (PentoChiralityWindow *self)
{
  GtkColumnViewColumn *unique_column;
  GtkSorter *sorter;

  add_column (self, _("Mirrored"), G_CALLBACK (bind_letters), GINT_TO_POINTER (FALSE), FALSE,
              GTK_SORTER (gtk_custom_sorter_new (compare_sets, NULL, NULL)));
  unique_column =
    add_column (self, _("Unique"), G_CALLBACK (bind_count), GINT_TO_POINTER (FALSE), TRUE,
                GTK_SORTER (gtk_numeric_sorter_new (gtk_property_expression_new (PENTO_TYPE_CHIRALITY_ITEM, NULL, "unique"))));
  add_column (self, _("Total"), G_CALLBACK (bind_count), GINT_TO_POINTER (TRUE), TRUE,
              GTK_SORTER (gtk_numeric_sorter_new (gtk_property_expression_new (PENTO_TYPE_CHIRALITY_ITEM, NULL, "total"))));
  add_column (self, _("Complement"), G_CALLBACK (bind_letters), GINT_TO_POINTER (TRUE), FALSE,
              NULL);

  sorter = gtk_column_view_get_sorter (self->column_view);
  self->sort_model = gtk_sort_list_model_new (NULL, g_object_ref (sorter));
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->sort_model)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
  gtk_column_view_sort_by_column (self->column_view, unique_column, GTK_SORT_DESCENDING);
  g_signal_connect (self->column_view, "activate", G_CALLBACK (column_view_activate), self);
}

static void
setup_grids (PentoChiralityWindow *self)
{
  GtkWidget *legend;

  self->grid = PENTO_CHIRALITY_GRID (pento_chirality_grid_new (FALSE));
  gtk_widget_set_halign (GTK_WIDGET (self->grid), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Counts of every mirrored set: rows mirror F, L, N; columns mirror P, Y, Z"),
                                  -1);
  g_signal_connect (self->grid, "cell-activated", G_CALLBACK (grid_cell_activated), self);
  g_signal_connect_swapped (self->grid, "selection-changed", G_CALLBACK (update_complement), self);
  gtk_box_prepend (self->grid_page, GTK_WIDGET (self->grid));

  legend = make_legend (&self->legend_min, &self->legend_max);
  gtk_box_insert_child_after (self->grid_page, legend, GTK_WIDGET (self->grid));
  gtk_widget_set_halign (GTK_WIDGET (self->complement_label), GTK_ALIGN_CENTER);

  for (guint i = 0; i < N_COMPARE; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      g_autofree char *title = board_title (compare_boards[i]);
      g_autofree char *label = g_strdup_printf (_("Counts of every mirrored set on the %s board"), title);
      GtkWidget *grid = pento_chirality_grid_new (TRUE);

      self->compare_titles[i] = GTK_LABEL (gtk_label_new (title));
      gtk_widget_add_css_class (GTK_WIDGET (self->compare_titles[i]), "heading");
      self->compare_status[i] = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_wrap (self->compare_status[i], TRUE);
      gtk_label_set_justify (self->compare_status[i], GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (GTK_WIDGET (self->compare_status[i]), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->compare_status[i]), "caption");

      self->compare_grids[i] = PENTO_CHIRALITY_GRID (grid);
      gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      g_signal_connect (grid, "cell-activated", G_CALLBACK (compare_cell_activated), self);

      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->compare_titles[i]));
      gtk_box_append (GTK_BOX (box), grid);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->compare_status[i]));
      gtk_flow_box_append (self->compare_box, box);
      /* Only the cells take focus; the flow box children are just frames. */
      gtk_widget_set_focusable (gtk_widget_get_parent (box), FALSE);
    }

  legend = make_legend (&self->compare_legend_min, &self->compare_legend_max);
  gtk_box_prepend (self->compare_page, legend);
}

static void
pento_chirality_window_dispose (GObject *object)
{
  PentoChiralityWindow *self = PENTO_CHIRALITY_WINDOW (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  set_model_slot (self, &self->model, NULL);
  for (guint i = 0; i < N_COMPARE; i++)
    set_model_slot (self, &self->compare_models[i], NULL);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);

  gtk_widget_dispose_template (GTK_WIDGET (self), PENTO_TYPE_CHIRALITY_WINDOW);

  g_clear_object (&self->selection);
  g_clear_object (&self->sort_model);
  g_clear_object (&self->actions);

  G_OBJECT_CLASS (pento_chirality_window_parent_class)->dispose (object);
}

static void
pento_chirality_window_finalize (GObject *object)
{
  PentoChiralityWindow *self = PENTO_CHIRALITY_WINDOW (object);

  g_clear_pointer (&self->board_name, g_free);

  G_OBJECT_CLASS (pento_chirality_window_parent_class)->finalize (object);
}

static void
pento_chirality_window_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  PentoChiralityWindow *self = PENTO_CHIRALITY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_COMPUTING:
      g_value_set_boolean (value, self->computing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_chirality_window_class_init (PentoChiralityWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pento_chirality_window_dispose;
  object_class->finalize = pento_chirality_window_finalize;
  object_class->get_property = pento_chirality_window_get_property;

  properties[PROP_COMPUTING] =
    g_param_spec_boolean ("computing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-chirality-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, progress_revealer);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, heading_label);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, summary_label);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, complement_label);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, grid_page);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, compare_page);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, column_view);
  gtk_widget_class_bind_template_child (widget_class, PentoChiralityWindow, compare_box);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "win.export-csv", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "win.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK,
                                       "win.view", "s", "grid");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK,
                                       "win.view", "s", "list");
}

static void
pento_chirality_window_init (PentoChiralityWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  pento_focus_lists_one_tab_stop (GTK_WINDOW (self));

  pento_chirality_grid_ensure_style ();

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), win_actions,
                                   G_N_ELEMENTS (win_actions), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "win", G_ACTION_GROUP (self->actions));

  self->cache = pento_chirality_cache_get_default ();
  self->mirror = PENTO_MIRROR_DEFAULT;
  setup_grids (self);
  setup_list (self);
  pento_chirality_grid_set_current (self->grid, self->mirror);

  g_signal_connect_swapped (self, "notify::visible", G_CALLBACK (visible_changed), self);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect (self->settings, "changed::board", G_CALLBACK (settings_changed), self);
  g_signal_connect (self->settings, "changed::flip", G_CALLBACK (settings_changed), self);
  g_signal_connect (self->settings, "changed::mirror", G_CALLBACK (settings_changed), self);
  settings_changed (self->settings, NULL, self);
}

GtkWindow *
pento_chirality_window_new (GtkApplication *app)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (app), NULL);

  return g_object_new (PENTO_TYPE_CHIRALITY_WINDOW,
                       "application", app,
                       NULL);
}

PentoChiralityGrid *
pento_chirality_window_get_grid (PentoChiralityWindow *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_WINDOW (self), NULL);

  return self->grid;
}

PentoChiralityGrid *
pento_chirality_window_get_compare_grid (PentoChiralityWindow *self,
                                         guint                 index)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_WINDOW (self), NULL);
  g_return_val_if_fail (index < N_COMPARE, NULL);

  return self->compare_grids[index];
}

GListModel *
pento_chirality_window_get_list_model (PentoChiralityWindow *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_WINDOW (self), NULL);

  return G_LIST_MODEL (self->sort_model);
}

gboolean
pento_chirality_window_get_computing (PentoChiralityWindow *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_WINDOW (self), FALSE);

  return self->computing;
}

const char *
pento_chirality_window_get_summary (PentoChiralityWindow *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_WINDOW (self), NULL);

  return gtk_label_get_text (self->summary_label);
}

const char *
pento_chirality_window_get_complement (PentoChiralityWindow *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_WINDOW (self), NULL);

  return gtk_label_get_text (self->complement_label);
}

const char *
pento_chirality_window_get_progress (PentoChiralityWindow *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_WINDOW (self), NULL);

  return gtk_progress_bar_get_text (self->progress_bar);
}

gboolean
pento_chirality_window_export_csv (PentoChiralityWindow *self,
                                   GFile                *file,
                                   GError              **error)
{
  g_autofree char *csv = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (PENTO_IS_CHIRALITY_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->model == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING, _("No table to export"));
      return FALSE;
    }

  csv = pento_chirality_model_to_csv (self->model, error);
  if (csv == NULL)
    return FALSE;

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only local files can be written"));
      return FALSE;
    }

  /* Written to a temporary file and renamed: an existing file is replaced whole or not at all. */
  return pento_file_write (path, csv, -1, error);
}
