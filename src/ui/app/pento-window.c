/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-window.c: the main window. GSettings is the one source of truth for the puzzle spec;
 * the window follows it, runs searches through PentoSearchTask and shows what they find.
 */
#include <glib/gi18n.h>

#include "editor/pento-board-dialogs.h"
#include "common/pento-board-store.h"
#include "board/pento-board-view.h"
#include "common/pento-plain-text.h"
#include "common/pento-file-chooser.h"
#include "common/pento-focus.h"
#include "editor/pento-editor-window.h"
#include "board/pento-box-view.h"
#include "pento-render-box.h"
#include "board/pento-piece-tray.h"
#include "play/pento-play.h"
#include "pento-render.h"
#include "solutions/pento-search-task.h"
#include "common/pento-solution-item.h"
#include "solutions/pento-solution-row.h"
#include "export/pento-share.h"
#include "export/pento-share-actions.h"
#include "common/pento-ui-util.h"
#include "watch/pento-watch-panel.h"
#include "app/pento-window.h"

struct _PentoWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template children */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkWidget            *hint_button;
  GtkWidget            *history_box;
  GtkActionBar         *play_bar;
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
  GtkLabel             *play_label;
  GtkLabel             *counts_label;
  GtkLabel             *symmetry_label;
  GtkWidget            *symmetry_button;
  GtkWidget            *solve_all_button;
  GtkWidget            *stop_button;
  GtkLabel             *symmetry_popover_label;
  GtkToggleButton      *unique_button;
  GtkToggleButton      *all_button;
  GtkProgressBar       *progress_bar;
  GtkStack             *list_stack;
  AdwStatusPage        *empty_page;
  GtkListView          *list_view;
  GtkListView          *list_view_all;
  GtkBox               *content_box;
  GtkWidget            *content_separator;
  GtkWidget            *solution_pane;
  PentoWatchPanel      *watch_panel;

  GSettings            *settings;
  /* The board, rules and list live in the session; solutions is its list. */
  PentoSession         *session;
  PentoSolutionList    *solutions;
  /* One selection per view of the list ([FALSE] all, [TRUE] unique), each behind its own
   * list view; selection is the one shown. */
  GtkSingleSelection   *selections[2];
  GtkSingleSelection   *selection;
  /* For a box in space ("3x4x5") the session's board is its layers side by side, and the box
   * view stands in for the board view. */
  GtkWidget            *box_view;
  GtkWidget            *flip_row;
  char                 *flip_subtitle;
  GtkToggleButton      *mirror_buttons[PENTO_N_CHIRAL];
  GtkWidget            *mirror_glyphs[PENTO_N_CHIRAL];

  /* Bumped whenever the spec changes: a task made for an older spec is never listened to. */
  guint                 generation;
  PentoSearchTask      *solve_task;
  PentoSearchTask      *all_task;
  gboolean              all_complete;
  gboolean              narrow;        /* the phone layout (see update_layout()) */
  int                   wide_minimum;  /* the side-by-side layout's least width */
  /* Solve normally answers within a frame or two; only a slow one shows Stop. */
  guint                 slow_solve_id;
  guint                 slow_all_id;   /* Solve All's progress shows once this has run */
  gboolean              reset_pending; /* the list goes when Solve All's first packings come */
  /* The unique count of the current spec once a search has told us, for Solve's status. */
  gboolean              updating_mirror;
  /* Play by hand: the game, its live count, hints and files (src/ui/play). */
  PentoPlay            *play;
  /* The chooser's boards: ids ("10x6", "custom:NAME") beside their titles. */
  GPtrArray            *board_ids;
  GtkStringList        *board_titles;
  gboolean              updating_board_row;
  PentoEditorWindow    *editor;
};

G_DEFINE_FINAL_TYPE (PentoWindow, pento_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The board a deleted board's setting falls back to. */
#define FALLBACK_BOARD "10x6"

static PentoBoard *
session_board (PentoWindow *self)
{
  return pento_session_get_board (self->session);
}

static const PentoRules *
session_rules (PentoWindow *self)
{
  return pento_session_get_rules (self->session);
}

static gboolean
session_is_box (PentoWindow *self)
{
  return pento_session_get_box (self->session) != NULL;
}

static void set_action_enabled (PentoWindow *self,
                                const char  *name,
                                gboolean     enabled);

/* Only the person's own boards can be renamed or deleted. */
static void
update_board_actions (PentoWindow *self)
{
  gboolean custom = pento_board_id_get_custom_name (pento_session_get_board_id (self->session)) != NULL;

  set_action_enabled (self, "rename-board", custom);
  set_action_enabled (self, "rename-board-dialog", custom);
  set_action_enabled (self, "delete-board", custom);
  set_action_enabled (self, "delete-board-dialog", custom);
}

/* The chooser's row of a board id, or GTK_INVALID_LIST_POSITION. */
static guint
board_index (PentoWindow *self,
             const char  *id)
{
  for (guint i = 0; i < self->board_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->board_ids, i), id) == 0)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

static void
sync_board_row (PentoWindow *self)
{
  self->updating_board_row = TRUE;
  adw_combo_row_set_selected (self->board_row, board_index (self, pento_session_get_board_id (self->session)));
  self->updating_board_row = FALSE;
}

/* The presets, then the saved boards: built in code, so new presets and boards just append. */
static void
rebuild_board_model (PentoWindow *self)
{
  const char * const *presets = pento_board_get_preset_names ();
  const char * const *boxes = pento_box_get_preset_names ();
  g_auto(GStrv) saved = pento_board_store_list ();
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (self->board_ids, 0);
  for (guint i = 0; presets[i] != NULL; i++)
    g_ptr_array_add (self->board_ids, g_strdup (presets[i]));
  for (guint i = 0; boxes[i] != NULL; i++)
    g_ptr_array_add (self->board_ids, g_strdup (boxes[i]));
  for (guint i = 0; saved[i] != NULL; i++)
    g_ptr_array_add (self->board_ids, pento_board_id_for_custom (saved[i]));
  for (guint i = 0; i < self->board_ids->len; i++)
    g_ptr_array_add (titles, pento_board_id_get_title (g_ptr_array_index (self->board_ids, i)));
  g_ptr_array_add (titles, NULL);

  self->updating_board_row = TRUE;
  gtk_string_list_splice (self->board_titles, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->board_titles)),
                          (const char * const *) titles->pdata);
  self->updating_board_row = FALSE;
  if (pento_session_get_board_id (self->session) != NULL)
    sync_board_row (self);
}

static void
board_row_selected_cb (PentoWindow *self)
{
  guint index = adw_combo_row_get_selected (self->board_row);

  if (self->updating_board_row || index >= self->board_ids->len)
    return;
  g_settings_set_string (self->settings, "board", g_ptr_array_index (self->board_ids, index));
}

static void
toast (PentoWindow *self,
       const char  *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, pento_plain_toast_new (text));
}

static void
set_status (PentoWindow *self,
            const char  *text)
{
  g_autofree char *plain = pento_plain_text (text, PENTO_PLAIN_TEXT_MAX);

  gtk_label_set_label (self->status_label, plain);
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
  gboolean slow_all = all_running && self->slow_all_id == 0;
  gboolean slow_solve = self->solve_task != NULL && self->slow_solve_id == 0;

  /* Stop and the progress bar come after a moment (Escape stops at once): a search over
   * within a few frames (10 × 6 takes 10 ms) does not flash them. */
  gtk_stack_set_visible_child_name (self->solve_all_stack,
                                    slow_all || slow_solve ? "stop" : "solve-all");
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), slow_all);
  set_action_enabled (self, "stop", all_running || self->solve_task != NULL ||
                                    pento_watch_panel_is_running (self->watch_panel));
  /* Space and the watch keys only while there is a watch to pause or step */
  set_action_enabled (self, "watch-pause",
                      pento_watch_panel_is_running (self->watch_panel) &&
                      !pento_watch_panel_is_paused (self->watch_panel));
  set_action_enabled (self, "watch-toggle", pento_watch_panel_is_running (self->watch_panel));
  set_action_enabled (self, "watch-step", pento_watch_panel_is_paused (self->watch_panel));
}

/* The explanation of the counts: under them, or on a narrow window behind a button beside
 * them (four lines of it left the list no room on a phone). */
static void
update_symmetry_visible (PentoWindow *self)
{
  const char *text = gtk_label_get_label (self->symmetry_label);
  gboolean any = text != NULL && *text != '\0';

  gtk_widget_set_visible (GTK_WIDGET (self->symmetry_label), any && !self->narrow);
  gtk_widget_set_visible (self->symmetry_button, any && self->narrow);
}

/* Solve All and Stop show their words on a wide window and an icon on a narrow one, where
 * the header bar has no room for both words beside three window buttons; their accessible
 * names stay the words. */
static void
set_header_button (GtkButton  *button,
                   gboolean    narrow,
                   const char *label,
                   const char *icon_name)
{
  if (narrow)
    {
      g_autofree char *name = g_strdup (label);
      char *from, *to;

      /* the name without its mnemonic's underscore */
      for (from = to = name; *from != '\0'; from++)
        if (*from != '_')
          *to++ = *from;
      *to = '\0';
      gtk_button_set_icon_name (button, icon_name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
    }
  else
    {
      gtk_button_set_label (button, label);
      gtk_button_set_use_underline (button, TRUE);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
    }
}

/* What "up to symmetry" means for the counts shown, with the arithmetic that links the
 * published figures: for 10 × 6, 2,339 × 4 = 9,356, and × 8 = 18,712 when 6 × 10 counts as
 * another board. NULL until a search has listed something. */
static char *
describe_symmetry (PentoWindow *self,
                   guint        n_unique,
                   guint        n_total)
{
  guint width = pento_board_get_width (session_board (self));
  guint height = pento_board_get_height (session_board (self));
  gboolean rectangle = pento_board_get_n_cells (session_board (self)) == width * height;
  g_autofree char *unique = NULL;
  g_autofree char *total = NULL;
  g_autofree char *text = NULL;
  guint images;

  if (n_unique == 0 || n_total % n_unique != 0)
    return NULL;
  images = n_total / n_unique;
  unique = pento_format_count (n_unique);
  total = pento_format_count (n_total);

  if (images == 1)
    /* pieces placed by hand (or a board with no symmetry) leave nothing to turn */
    text = g_strdup_printf (_("Up to symmetry, a packing turned or mirrored with the whole "
                              "board counts once; here no turn or mirror keeps the board and "
                              "the pieces placed, so every packing is its own: %s."), total);
  else if (session_is_box (self))
    /* Translators: e.g. "… 8 images here: 12 × 8 = 96." */
    text = g_strdup_printf (_("Up to symmetry, a packing turned or mirrored with the whole box "
                              "in space counts once; each has %u images here: %s × %u = %s."),
                            images, unique, images, total);
  else if (session_rules (self)->flip)
    /* Translators: e.g. "… 4 images here: 2,339 × 4 = 9,356." */
    text = g_strdup_printf (_("Up to symmetry, a packing turned or mirrored with the whole "
                              "board counts once; each has %u images here: %s × %u = %s."),
                            images, unique, images, total);
  else
    text = g_strdup_printf (_("Up to symmetry, a packing turned with the whole board counts "
                              "once (without flipping, mirror images are other packings); "
                              "each has %u images here: %s × %u = %s."),
                            images, unique, images, total);

  /* the published 6 × 10 figure is about the empty board (a box's layers side by side are
   * no board one could turn apart) */
  if (rectangle && width != height && images > 1 && !session_is_box (self) &&
      pento_position_get_n_placed (pento_play_get_position (self->play)) == 0)
    {
      g_autofree char *doubled = pento_format_count ((guint64) n_total * 2);
      g_autofree char *more = NULL;

      /* Translators: e.g. "Counting 6 × 10 apart from 10 × 6, as some published lists do,
       * gives 2,339 × 8 = 18,712." */
      more = g_strdup_printf (_("Counting %u × %u apart from %u × %u, as some published lists "
                                "do, gives %s × %u = %s."),
                              height, width, width, height, unique, images * 2, doubled);
      return g_strconcat (text, " ", more, NULL);
    }
  return g_steal_pointer (&text);
}

static void
update_counts (PentoWindow *self)
{
  guint n_total = pento_solution_list_get_n_total (self->solutions);
  guint n_unique = pento_solution_list_get_n_unique (self->solutions);
  gboolean searched = self->all_task != NULL || self->all_complete ||
                      pento_watch_panel_is_running (self->watch_panel);

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

  {
    g_autofree char *symmetry = self->all_complete ? describe_symmetry (self, n_unique, n_total)
                                                   : NULL;

    gtk_label_set_label (self->symmetry_label, symmetry);
    gtk_label_set_label (self->symmetry_popover_label, symmetry);
    update_symmetry_visible (self);
  }

  if (n_total > 0)
    gtk_stack_set_visible_child_name (self->list_stack,
                                      pento_solution_list_get_unique_only (self->solutions) ?
                                      "list" : "all");
  else
    {
      gtk_stack_set_visible_child_name (self->list_stack, "empty");
      if (self->all_complete)
        {
          g_autofree char *why = NULL;

          adw_status_page_set_title (self->empty_page, _("No Packings"));
          if (!session_rules (self)->flip)
            {
              char letters[8];

              pento_mirror_set_format (session_rules (self)->mirror, letters);
              /* Translators: %s is the mirrored set, e.g. "FNY" ("-" for none). */
              why = g_strdup_printf (_("Without flipping, each chiral piece keeps one side: "
                                       "mirrored %s, the others as drawn. No packing of this "
                                       "board uses that piece set. Allow flipping, or try "
                                       "another mirrored set: the Chirality Explorer (Ctrl+M) "
                                       "counts all 64."), letters);
            }
          else
            why = g_strdup (_("The twelve pieces cannot cover this board in any way. Try "
                              "another board."));
          adw_status_page_set_description (self->empty_page, why);
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

/* A packing found by Solve or chosen in the list is shown over the game, which comes back
 * (pento_play_show_game) at the next move or click on the board. */
static void
show_solution (PentoWindow         *self,
               const PentoSolution *solution)
{
  if (solution == NULL)
    {
      pento_play_show_game (self->play);
      return;
    }
  pento_board_view_set_playable (self->board_view, FALSE);
  pento_board_view_set_solution (self->board_view, solution);
  pento_box_view_set_solution (PENTO_BOX_VIEW (self->box_view), session_is_box (self) ? solution : NULL);
  pento_piece_tray_set_placed (self->piece_tray,
                               solution != NULL ? pento_solution_get_pieces (solution) : 0);
}

/* Undo and Redo are enabled only when there is a move to undo or redo (and never on a box,
 * where there is no hand play). */
static void
update_history_actions (PentoWindow *self)
{
  gboolean can_undo = FALSE, can_redo = FALSE;

  g_object_get (self->play, "can-undo", &can_undo, "can-redo", &can_redo, NULL);
  set_action_enabled (self, "undo", can_undo && !session_is_box (self));
  set_action_enabled (self, "redo", can_redo && !session_is_box (self));
}

/* Hand play and Watch are on flat boards: on a box their actions are off (over D-Bus too),
 * the tray only shows which pieces a packing uses. */
static void
update_box_actions (PentoWindow *self)
{
  static const char * const flat_only[] = {
    "place", "unplace", "new-game", "clear-board", "hint", "finish", "save-position",
    "save-position-dialog", "copy-position", "watch",
  };

  for (guint i = 0; i < G_N_ELEMENTS (flat_only); i++)
    set_action_enabled (self, flat_only[i], !session_is_box (self));
  update_history_actions (self);
}

static void
play_message_cb (PentoWindow *self,
                 const char  *text,
                 gboolean     important,
                 PentoPlay   *play)
{
  set_status (self, text);
  if (important)
    toast (self, text);
}

static gboolean
slow_solve_cb (gpointer user_data)
{
  PentoWindow *self = user_data;

  self->slow_solve_id = 0;
  update_running (self);
  return G_SOURCE_REMOVE;
}

static void cancel_task (PentoSearchTask **task);

/* The board whose packings the list holds: the position's (an opened file may hold another
 * than the setting's), or a box's layers side by side. */
static PentoBoard *
list_board (PentoWindow *self)
{
  return session_is_box (self) ? session_board (self)
                      : pento_position_get_board (pento_play_get_position (self->play));
}

/* Solve All keeps the last list on screen until its first packings come (or it ends): a
 * search over in a frame or two shows one change, not an empty list first. */
static void
apply_pending_reset (PentoWindow *self)
{
  if (!self->reset_pending)
    return;
  self->reset_pending = FALSE;
  pento_solution_list_reset (self->solutions, list_board (self));
}

static void
cancel_all_task (PentoWindow *self)
{
  cancel_task (&self->all_task);
  g_clear_handle_id (&self->slow_all_id, g_source_remove);
  apply_pending_reset (self);
}

static gboolean
slow_all_cb (gpointer user_data)
{
  PentoWindow *self = user_data;

  self->slow_all_id = 0;
  set_status (self, _("Looking for every packing…"));
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

/* The flip switch and the mirrored set mean nothing for a box: they go insensitive, and the
 * switch's row says why. */
static void
update_flip_rows (PentoWindow *self)
{
  gboolean flip = g_settings_get_boolean (self->settings, "flip");

  gtk_widget_set_sensitive (self->flip_row, !session_is_box (self));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->flip_row),
                               session_is_box (self) ? _("Pieces turn every way in space")
                                            : self->flip_subtitle);
  gtk_widget_set_sensitive (self->mirror_group, !flip && !session_is_box (self));
}

/* The session read a new puzzle spec from GSettings: whatever ran for the old spec is
 * cancelled and its results are dropped. */
static void
reload_spec (PentoWindow *self)
{
  const PentoBox *box = pento_session_get_box (self->session);
  gboolean is_box = box != NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *board_title = NULL;

  self->generation++;
  cancel_task (&self->solve_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  cancel_all_task (self);
  pento_watch_panel_stop (self->watch_panel);
  self->all_complete = FALSE;

  update_board_actions (self);
  /* A board saved by another window or process is not in the chooser yet. */
  if (board_index (self, pento_session_get_board_id (self->session)) == GTK_INVALID_LIST_POSITION)
    rebuild_board_model (self);
  else
    sync_board_row (self);

  pento_solution_list_reset (self->solutions, session_board (self));
  pento_board_view_set_board (self->board_view, session_board (self));
  pento_box_view_set_box (PENTO_BOX_VIEW (self->box_view), box);
  gtk_widget_set_visible (GTK_WIDGET (self->board_view), !is_box);
  gtk_widget_set_visible (self->box_view, is_box);
  /* no hand play or Watch in a box: the tray only shows which pieces a packing uses */
  gtk_widget_set_visible (GTK_WIDGET (self->play_label), !is_box);
  gtk_widget_set_visible (GTK_WIDGET (self->watch_panel), !is_box);
  gtk_widget_set_can_target (GTK_WIDGET (self->piece_tray), !is_box);
  /* (nor a tooltip saying to drag a piece onto the board, left over from a flat board) */
  gtk_widget_set_has_tooltip (GTK_WIDGET (self->piece_tray), !is_box);
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self->piece_tray));
  gtk_widget_set_focusable (GTK_WIDGET (self->piece_tray), !is_box);
  /* Hand play is on flat boards: a box keeps the game of the last flat board. */
  if (!is_box)
    pento_play_set_spec (self->play, session_board (self), session_rules (self));
  update_box_actions (self);
  show_solution (self, NULL);
  update_flip_rows (self);

  /* In space every piece turns over, so the tray shows them as drawn, without mirrors. */
  pento_piece_tray_set_flip (self->piece_tray, session_rules (self)->flip || is_box);
  pento_piece_tray_set_mirror (self->piece_tray, session_rules (self)->mirror);
  pento_piece_tray_set_has_tetromino (self->piece_tray, pento_board_has_tetromino (session_board (self)));

  self->updating_mirror = TRUE;
  for (guint i = 0; i < PENTO_N_CHIRAL; i++)
    {
      gtk_toggle_button_set_active (self->mirror_buttons[i], (session_rules (self)->mirror >> i) & 1);
      gtk_widget_queue_draw (self->mirror_glyphs[i]);
    }
  self->updating_mirror = FALSE;

  board_title = pento_board_id_get_title (pento_session_get_board_id (self->session));
  if (is_box)
    /* Translators: "3 × 4 × 5 box · pieces turn every way in space". */
    subtitle = g_strdup_printf (_("%s · pieces turn every way in space"), board_title);
  else if (session_rules (self)->flip)
    subtitle = g_strdup_printf (_("%s · flipping allowed"), board_title);
  else if (session_rules (self)->mirror == PENTO_MIRROR_NONE)
    subtitle = g_strdup_printf (_("%s · no flipping · none mirrored"), board_title);
  else
    {
      char letters[8];

      pento_mirror_set_format (session_rules (self)->mirror, letters);
      /* Translators: board name, then the mirrored pieces ("FNY", or "-" for none). */
      subtitle = g_strdup_printf (_("%s · no flipping · mirrored %s"), board_title, letters);
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
  gboolean was_unique = pento_solution_list_get_unique_only (self->solutions);
  guint all = GTK_INVALID_LIST_POSITION;

  if (position != GTK_INVALID_LIST_POSITION)
    all = was_unique ? pento_solution_list_all_position (self->solutions, position) : position;

  /* Each view has its own list view, kept as it is: switching shows the other one, with
   * no rows rebuilt and no item made but the selected one. */
  pento_solution_list_set_unique_only (self->solutions, unique_only);
  self->selection = self->selections[!!unique_only];
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  update_counts (self);

  if (all == GTK_INVALID_LIST_POSITION)
    return;

  if (!unique_only)
    pento_window_select (self, all);
  else if (pento_solution_list_unique_position (self->solutions, all) != G_MAXUINT)
    pento_window_select (self, pento_solution_list_unique_position (self->solutions, all));
}

static void
settings_changed_cb (PentoWindow *self,
                     const char  *key,
                     GSettings   *settings)
{
  /* (the puzzle keys reach reload_spec() through the session) */
  if (g_str_equal (key, "seed"))
    update_seed_row (self);
  else if (g_str_equal (key, "unique-only"))
    set_unique_only (self, g_settings_get_boolean (settings, "unique-only"));
}

/* How many packings the list shows, including any its view has yet to report. */
static guint
shown_count (PentoWindow *self)
{
  return pento_solution_view_get_n_available (
    pento_solution_list_get_view (self->solutions,
                                  pento_solution_list_get_unique_only (self->solutions)));
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
  count = pento_format_count (shown_count (self));
  if (pento_solution_list_get_unique_only (self->solutions))
    /* Translators: "Packing 37 of 2,339 unique". */
    status = g_strdup_printf (_("Packing %s of %s unique"), number, count);
  else
    status = g_strdup_printf (_("Packing %s of %s"), number, count);
  set_status (self, status);
}

static void
selection_changed_cb (PentoWindow        *self,
                      GParamSpec         *pspec,
                      GtkSingleSelection *selection)
{
  guint position = gtk_single_selection_get_selected (self->selection);

  if (selection != self->selection)
    return;
  g_autoptr(PentoSolution) solution = NULL;

  if (position == GTK_INVALID_LIST_POSITION)
    return;

  solution = pento_solution_list_get_solution (self->solutions, position);
  if (solution == NULL)
    return;

  show_solution (self, solution);
  update_selection_status (self);
}

/* Selects @solution in the list when the list holds it, in the view shown: the same
 * letters in the same cells (a linear scan, 8 MB for the longest list, once per Solve), or
 * else, in the unique view, the representative of its symmetry class (a random packing is
 * the @hint-th representative of a search in the list's order, checked before it is used).
 * Returns TRUE when a row was selected; the board then shows that row. */
static gboolean
select_packing (PentoWindow         *self,
                const PentoSolution *solution,
                guint                hint)
{
  gboolean unique_only = pento_solution_list_get_unique_only (self->solutions);
  guint all = pento_solution_list_find (self->solutions, solution);
  guint position;

  if (all == G_MAXUINT || (unique_only &&
                           pento_solution_list_unique_position (self->solutions, all) == G_MAXUINT))
    all = pento_solution_list_find_class (self->solutions, solution, session_rules (self), hint);
  if (all == G_MAXUINT)
    return FALSE;

  position = unique_only ? pento_solution_list_unique_position (self->solutions, all) : all;
  pento_window_select (self, position);
  return TRUE;
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

  if (solution == NULL)
    {
      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
      show_solution (self, NULL);
      set_status (self, _("No packing exists for this board and these rules."));
      return;
    }

  /* When the list holds the packing, its row is selected, shown and scrolled to (the
   * status line below still tells how the packing was chosen). */
  if (!select_packing (self, solution, (guint) pento_search_task_get_index (task)))
    {
      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
      show_solution (self, solution);
    }
  if (pento_search_task_get_kind (task) == PENTO_SEARCH_TASK_FIRST)
    status = g_strdup_printf (_("First packing found in shuffled tile order · seed %u"), seed);
  else
    {
      g_autofree char *count = pento_format_count (n_unique);
      g_autofree char *number = pento_format_count (pento_search_task_get_index (task) + 1);

      if (pento_position_get_n_placed (pento_play_get_position (self->play)) > 0)
        /* Translators: Solve with pieces on the board: "Random completion 3 of 12 of your
         * position · seed 12345" (the board comes back at the next move). */
        status = g_strdup_printf (_("Random completion %s of %s of your position · seed %u"),
                                  number, count, seed);
      else
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

  apply_pending_reset (self);
  pento_solution_list_append (self->solutions, cells, representative, n);

  /* The list's first packing is selected and shown as soon as it arrives. */
  if (gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION &&
      shown_count (self) > 0)
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
  g_clear_handle_id (&self->slow_all_id, g_source_remove);
  apply_pending_reset (self);

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
watch_finished_cb (PentoWindow  *self,
                   const GError *error)
{
  g_autofree char *status = NULL;

  if (error != NULL)
    {
      status = g_strdup_printf (_("The search failed: %s"), error->message);
      toast (self, status);
    }
  else
    {
      /* the list now holds what Solve All would have listed */
      self->all_complete = TRUE;
      if (pento_solution_list_get_n_total (self->solutions) == 0)
        status = g_strdup (_("No packing exists for this board and these rules."));
      else
        {
          status = g_strdup (_("The watch is over: every packing is listed."));
          if (gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION)
            pento_window_select (self, 0);
        }
    }
  set_status (self, status);
  update_counts (self);
  update_running (self);
}

static void
watch_paused_changed_cb (PentoWindow *self)
{
  if (pento_watch_panel_is_paused (self->watch_panel))
    set_status (self, _("Paused: F6 steps, Space resumes; the packings found so far can be "
                        "browsed."));
  else if (pento_watch_panel_is_running (self->watch_panel))
    set_status (self, _("Watching the search…"));
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
  pento_solution_row_set_box (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                              pento_session_get_box (self->session));
  pento_solution_row_set_item (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                               gtk_list_item_get_item (list_item), FALSE);
}

static void
list_bind_unique_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *list_item,
                     PentoWindow              *self)
{
  pento_solution_row_set_box (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                              pento_session_get_box (self->session));
  pento_solution_row_set_item (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                               gtk_list_item_get_item (list_item), TRUE);
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
  if (piece >= PENTO_N_CHIRAL || session_rules (self)->flip || session_is_box (self))
    return;

  set_mirror_setting (self, session_rules (self)->mirror ^ (1 << piece));
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

  if ((session_rules (self)->mirror >> piece) & 1)
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

/* Below this width the list goes under the board instead of beside it (and the sidebar,
 * an AdwFlap, folds into an overlay on its own): the board needs about 260 px with its
 * margins and the list 240, so side by side they would not fit a 360 px phone. So does a
 * window brought down to the side-by-side layout's own minimum, which can be over this
 * (618 px with three window buttons in the header bar): else it could never get narrower. */
#define NARROW_WIDTH 600

static gboolean
want_narrow (PentoWindow *self,
             int          width)
{
  return width > 0 && width < MAX (NARROW_WIDTH, self->wide_minimum + 1);
}

static void update_layout (PentoWindow *self);

static gboolean
update_layout_idle (gpointer user_data)
{
  update_layout (user_data);
  return G_SOURCE_REMOVE;
}

static void
update_layout (PentoWindow *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height;
  gboolean narrow;

  /* An idle queued by the last allocation may run after the window was disposed. */
  if (self->content_box == NULL)
    return;
  if (width <= 0)
    gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  narrow = want_narrow (self, width);

  if (narrow == (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->content_box)) ==
                 GTK_ORIENTATION_VERTICAL))
    return;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->content_box),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->content_separator),
                                  narrow ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_size_request (self->solution_pane, narrow ? -1 : 240, narrow ? 220 : -1);
  /* on a phone the board's page takes what the list leaves (it scrolls), not half */
  gtk_widget_set_vexpand (self->solution_pane, !narrow);
  /* … and an empty list says so in words alone, leaving the height to the board and tray */
  adw_status_page_set_icon_name (self->empty_page, narrow ? NULL : "view-list-symbolic");
  /* The subtitle names the board and rules the sidebar shows; a phone keeps the room for
   * the buttons. */
  gtk_widget_set_visible (GTK_WIDGET (self->window_title), !narrow);
  /* … and its play buttons move to a bar under the board */
  gtk_widget_set_visible (self->hint_button, !narrow);
  gtk_widget_set_visible (self->history_box, !narrow);
  gtk_action_bar_set_revealed (self->play_bar, narrow);
  pento_watch_panel_set_compact (self->watch_panel, narrow);

  self->narrow = narrow;
  pento_board_view_set_fill_width (self->board_view, narrow);
  update_symmetry_visible (self);
  set_header_button (GTK_BUTTON (self->solve_all_button), narrow, _("Solve _All"),
                     "view-list-bullet-symbolic");
  set_header_button (GTK_BUTTON (self->stop_button), narrow, _("S_top"),
                     "media-playback-stop-symbolic");
}

static void
pento_window_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  PentoWindow *self = PENTO_WINDOW (widget);

  GTK_WIDGET_CLASS (pento_window_parent_class)->size_allocate (widget, width, height, baseline);

  /* (measured already for this allocation: GTK keeps it) */
  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->content_box)) ==
      GTK_ORIENTATION_HORIZONTAL)
    gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &self->wide_minimum, NULL,
                        NULL, NULL);

  /* The layout follows the width the window got; changing it here queues one more layout
   * pass, which GTK runs in the next frame. */
  if (want_narrow (self, width) != (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->content_box)) ==
                                    GTK_ORIENTATION_VERTICAL))
    g_idle_add_full (G_PRIORITY_HIGH_IDLE, (GSourceFunc) update_layout_idle,
                     g_object_ref (self), g_object_unref);
}

/* A seed marked wrong returns to normal as soon as it is edited into a valid one. */
static void
seed_changed_cb (PentoWindow *self,
                 AdwEntryRow *row)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, NULL, NULL))
    gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
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

  /* Saves the game (with its clock) and cancels its counts. */
  if (self->play != NULL)
    g_object_run_dispose (G_OBJECT (self->play));
  g_clear_object (&self->play);

  cancel_task (&self->solve_task);
  /* (the list goes with the window: no reset is due) */
  cancel_task (&self->all_task);
  g_clear_handle_id (&self->slow_all_id, g_source_remove);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);

  /* An open editor goes with the window (its unsaved grid with it, as with any dialog). */
  if (self->editor != NULL)
    {
      PentoEditorWindow *editor = self->editor;

      g_object_remove_weak_pointer (G_OBJECT (editor), (gpointer *) &self->editor);
      self->editor = NULL;
      gtk_window_destroy (GTK_WINDOW (editor));
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), PENTO_TYPE_WINDOW);

  G_OBJECT_CLASS (pento_window_parent_class)->dispose (object);
}

static void
pento_window_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  PentoWindow *self = PENTO_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_window_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  PentoWindow *self = PENTO_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_window_finalize (GObject *object)
{
  PentoWindow *self = PENTO_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->session);
  self->selection = NULL;
  g_clear_object (&self->selections[FALSE]);
  g_clear_object (&self->selections[TRUE]);
  g_clear_object (&self->solutions);
  g_clear_pointer (&self->board_ids, g_ptr_array_unref);
  g_clear_object (&self->board_titles);
  g_clear_pointer (&self->flip_subtitle, g_free);

  G_OBJECT_CLASS (pento_window_parent_class)->finalize (object);
}

static void pento_window_constructed (GObject *object);

static void
pento_window_class_init (PentoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = pento_window_constructed;
  object_class->get_property = pento_window_get_property;
  object_class->set_property = pento_window_set_property;
  object_class->dispose = pento_window_dispose;
  object_class->finalize = pento_window_finalize;
  window_class->close_request = pento_window_close_request;
  widget_class->size_allocate = pento_window_size_allocate;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, PENTO_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PENTO_TYPE_BOARD_VIEW);
  g_type_ensure (PENTO_TYPE_PIECE_TRAY);
  g_type_ensure (PENTO_TYPE_WATCH_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, play_bar);
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
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, play_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, counts_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, symmetry_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, symmetry_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, solve_all_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, stop_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, symmetry_popover_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, unique_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, all_button);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, list_stack);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, list_view);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, list_view_all);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, content_separator);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, solution_pane);
  gtk_widget_class_bind_template_child (widget_class, PentoWindow, watch_panel);
  gtk_widget_class_bind_template_callback (widget_class, seed_activated_cb);
}

/* While a watch runs, Space pauses and resumes it wherever the focus is (the Watch button
 * just clicked, the board), except in a text field, where it types a space. */
static gboolean
watch_space_cb (PentoWindow           *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));

  if ((keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0 ||
      app == NULL || !pento_watch_panel_is_running (self->watch_panel) ||
      (focus != NULL && GTK_IS_EDITABLE (focus)))
    return GDK_EVENT_PROPAGATE;
  g_action_group_activate_action (G_ACTION_GROUP (app), "watch-toggle", NULL);
  return GDK_EVENT_STOP;
}

static void
session_toast_cb (PentoWindow *self,
                  AdwToast    *toast)
{
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (toast));
}

static void
sync_shown (PentoWindow *self)
{
  pento_session_set_shown (self->session, pento_board_view_get_board (self->board_view),
                           pento_board_view_get_solution (self->board_view),
                           !pento_board_view_get_playable (self->board_view));
}

static void
pento_window_init (PentoWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Keys that text entries use too: the window acts on them only once the focused widget has
   * passed them on (an application accelerator would take Ctrl+C and Ctrl+Z from the seed
   * entry's text, Ctrl+S from the editor). */
  {
    static const struct {
      guint           keyval;
      GdkModifierType mods;
      const char     *action;
    } bubble_shortcuts[] = {
      { GDK_KEY_c, GDK_CONTROL_MASK, "app.copy" },
      { GDK_KEY_s, GDK_CONTROL_MASK, "app.save-list-dialog" },
      { GDK_KEY_z, GDK_CONTROL_MASK, "app.undo" },
      { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "app.redo" },
    };
    GtkEventController *shortcuts = gtk_shortcut_controller_new ();

    gtk_event_controller_set_name (shortcuts, "window-shortcuts");
    gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_BUBBLE);
    for (guint i = 0; i < G_N_ELEMENTS (bubble_shortcuts); i++)
      gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (shortcuts),
        gtk_shortcut_new (gtk_keyval_trigger_new (bubble_shortcuts[i].keyval,
                                                  bubble_shortcuts[i].mods),
                          gtk_named_action_new (bubble_shortcuts[i].action)));
    gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  }
  {
    GtkEventController *space = gtk_event_controller_key_new ();

    gtk_event_controller_set_name (space, "watch-space");
    gtk_event_controller_set_propagation_phase (space, GTK_PHASE_CAPTURE);
    g_signal_connect_swapped (space, "key-pressed", G_CALLBACK (watch_space_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self), space);
  }

}

/* The session, and all that follows it, once the construction has set it. */
static void
pento_window_constructed (GObject *object)
{
  PentoWindow *self = PENTO_WINDOW (object);
  g_autoptr(GtkListItemFactory) factory = NULL;

  G_OBJECT_CLASS (pento_window_parent_class)->constructed (object);

  g_assert (PENTO_IS_SESSION (self->session));
  /* a new list, its first spec read once this window listens (see the end) */
  pento_session_restart (self->session);
  self->settings = g_object_ref (pento_session_get_settings (self->session));
  g_signal_connect_object (self->session, "toast", G_CALLBACK (session_toast_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "spec-changed", G_CALLBACK (reload_spec), self,
                           G_CONNECT_SWAPPED);

  self->board_ids = g_ptr_array_new_with_free_func (g_free);
  self->board_titles = gtk_string_list_new (NULL);
  rebuild_board_model (self);
  adw_combo_row_set_model (self->board_row, G_LIST_MODEL (self->board_titles));

  build_mirror_buttons (self);

  self->play = pento_play_new (self->board_view, self->piece_tray);
  pento_play_set_session (self->play, self->session);
  g_object_bind_property (self->play, "count-text", self->play_label, "label",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->play, "message", G_CALLBACK (play_message_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->play, "notify::can-undo", G_CALLBACK (update_history_actions),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->play, "notify::can-redo", G_CALLBACK (update_history_actions),
                           self, G_CONNECT_SWAPPED);
  /* The box view sits beside the board view; reload_spec() shows one of them. */
  self->box_view = pento_box_view_new ();
  gtk_widget_set_hexpand (self->box_view, TRUE);
  gtk_widget_set_vexpand (self->box_view, TRUE);
  gtk_widget_set_visible (self->box_view, FALSE);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->board_view))),
                              self->box_view, GTK_WIDGET (self->board_view));
  self->flip_row = gtk_widget_get_ancestor (GTK_WIDGET (self->flip_switch), ADW_TYPE_ACTION_ROW);
  self->flip_subtitle = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (self->flip_row)));

  self->solutions = g_object_ref (pento_session_get_solutions (self->session));
  for (guint unique = FALSE; unique <= TRUE; unique++)
    {
      PentoSolutionView *view = pento_solution_list_get_view (self->solutions, unique);
      GtkListView *list_view = unique ? self->list_view : self->list_view_all;

      self->selections[unique] = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (view)));
      gtk_single_selection_set_autoselect (self->selections[unique], FALSE);
      gtk_single_selection_set_can_unselect (self->selections[unique], TRUE);
      gtk_single_selection_set_selected (self->selections[unique], GTK_INVALID_LIST_POSITION);
      g_signal_connect_object (self->selections[unique], "notify::selected",
                               G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);

      factory = gtk_signal_list_item_factory_new ();
      g_signal_connect (factory, "setup", G_CALLBACK (list_setup_cb), self);
      g_signal_connect (factory, "bind", G_CALLBACK (unique ? list_bind_unique_cb : list_bind_cb),
                        self);
      g_signal_connect (factory, "unbind", G_CALLBACK (list_unbind_cb), self);
      gtk_list_view_set_factory (list_view, factory);
      gtk_list_view_set_model (list_view, GTK_SELECTION_MODEL (self->selections[unique]));
      g_clear_object (&factory);
    }
  self->selection = self->selections[g_settings_get_boolean (self->settings, "unique-only")];

  /* Not a settings binding: the chooser's rows change as boards are saved and deleted, and
   * a board that is not in it (yet) must not be written back as another. */
  g_signal_connect_object (self->board_row, "notify::selected",
                           G_CALLBACK (board_row_selected_cb), self, G_CONNECT_SWAPPED);
  g_settings_bind (self->settings, "flip", self->flip_switch, "active", G_SETTINGS_BIND_DEFAULT);
  /* The mirror group's sensitivity follows "flip" and the board: update_flip_rows(). */
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
  g_settings_bind (self->settings, "show-letters", self->box_view, "show-letters",
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

  g_signal_connect_object (self->seed_row, "changed", G_CALLBACK (seed_changed_cb), self,
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

  pento_watch_panel_attach (self->watch_panel, self->board_view, self->piece_tray,
                            self->solutions);
  g_signal_connect_object (self->watch_panel, "finished", G_CALLBACK (watch_finished_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->watch_panel, "paused-changed",
                           G_CALLBACK (watch_paused_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->watch_panel, "listed", G_CALLBACK (update_counts), self,
                           G_CONNECT_SWAPPED);

  /* What the board shows, for the features that share it (export, copy). */
  g_signal_connect_object (self->board_view, "notify::solution", G_CALLBACK (sync_shown), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "notify::board", G_CALLBACK (sync_shown), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "notify::playable", G_CALLBACK (sync_shown), self,
                           G_CONNECT_SWAPPED);
  sync_shown (self);

  update_seed_row (self);
  pento_session_reload (self->session);
  update_layout (self);
  pento_focus_lists_one_tab_stop (GTK_WINDOW (self));
}

PentoWindow *
pento_window_new (PentoApplication *application)
{
  PentoWindow *self;

  g_return_val_if_fail (PENTO_IS_APPLICATION (application), NULL);

  self = g_object_new (PENTO_TYPE_WINDOW,
                       "application", application,
                       "session", pento_application_get_session (application),
                       NULL);
  /* The game was restored before the window had its application: sync its actions now. */
  update_box_actions (self);
  /* The actions live on the application, which the window only knows from here on. */
  update_board_actions (self);
  return self;
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
  PentoSearchTaskKind kind;
  PentoRules rules;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  /* The seed is part of what the window shows, so it goes through GSettings too. */
  g_settings_set_uint (self->settings, "seed", seed);
  pento_watch_panel_stop (self->watch_panel);

  cancel_task (&self->solve_task);
  rules = *session_rules (self);
  rules.seed = seed;
  kind = rules.shuffle ? PENTO_SEARCH_TASK_FIRST : PENTO_SEARCH_TASK_RANDOM;
  if (session_is_box (self))
    {
      /* a box packs into its layers side by side */
      self->solve_task = pento_search_task_new (kind, session_board (self), &rules, self->generation);
      pento_search_task_set_box (self->solve_task, pento_session_get_box (self->session));
    }
  else
    /* With pieces on the board, Solve completes the position instead of discarding it. */
    self->solve_task = pento_search_task_new_for_position (kind,
                                                           pento_play_get_position (self->play),
                                                           &rules, self->generation);
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

  cancel_all_task (self);
  pento_watch_panel_stop (self->watch_panel);
  self->all_complete = FALSE;

  /* The list is in the solver's natural order; a shuffled order only matters to Solve. */
  rules = *session_rules (self);
  rules.shuffle = FALSE;
  if (session_is_box (self))
    {
      self->all_task = pento_search_task_new (PENTO_SEARCH_TASK_ALL, session_board (self), &rules,
                                              self->generation);
      pento_search_task_set_box (self->all_task, pento_session_get_box (self->session));
    }
  else
    /* The completions of the position: every packing when the board is empty. */
    self->all_task = pento_search_task_new_for_position (PENTO_SEARCH_TASK_ALL,
                                                         pento_play_get_position (self->play),
                                                         &rules, self->generation);
  g_signal_connect_object (self->all_task, "batch", G_CALLBACK (all_batch_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->all_task, "progress", G_CALLBACK (all_progress_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->all_task, "finished", G_CALLBACK (all_finished_cb), self,
                           G_CONNECT_SWAPPED);
  pento_search_task_start (self->all_task);

  /* The old list goes when the first packings come (see apply_pending_reset()), not now:
   * clearing its rows is 3.5–4 ms of the main loop, and with it during the search the 10 × 6
   * search took 9–14 ms instead of 9 and the window's Solve All 11–24 ms instead of 15–18
   * (bench-stall, two cores that the search, the main loop and the X server share). */
  self->reset_pending = TRUE;
  gtk_progress_bar_set_fraction (self->progress_bar, 0.0);
  self->slow_all_id = g_timeout_add (100, slow_all_cb, self);
  update_running (self);
}

void
pento_window_stop (PentoWindow *self)
{
  g_return_if_fail (PENTO_IS_WINDOW (self));

  if (self->all_task != NULL)
    {
      g_autofree char *unique = NULL;
      g_autofree char *total = NULL;
      g_autofree char *status = NULL;

      /* (first, so that a list still waiting for the first packings is cleared) */
      cancel_all_task (self);
      unique = pento_format_count (pento_solution_list_get_n_unique (self->solutions));
      total = pento_format_count (pento_solution_list_get_n_total (self->solutions));
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

  if (pento_watch_panel_is_running (self->watch_panel))
    {
      g_autofree char *unique = pento_format_count (
        pento_solution_list_get_n_unique (self->solutions));
      g_autofree char *total = pento_format_count (
        pento_solution_list_get_n_total (self->solutions));
      g_autofree char *counts = g_strdup_printf (_("%s unique · %s total (stopped)"),
                                                 unique, total);

      pento_watch_panel_stop (self->watch_panel);
      set_status (self, _("Watch stopped; the packings found so far stay listed."));
      update_counts (self);
      /* what was found stays, and the counts say it is partial */
      gtk_label_set_label (self->counts_label, counts);
    }

  cancel_task (&self->solve_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  update_running (self);
}

void
pento_window_watch (PentoWindow *self)
{
  PentoRules rules;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  if (pento_watch_panel_is_running (self->watch_panel))
    {
      /* app.watch resumes a paused watch */
      pento_watch_panel_set_paused (self->watch_panel, FALSE);
      return;
    }

  cancel_task (&self->solve_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  cancel_all_task (self);
  self->all_complete = FALSE;
  pento_solution_list_reset (self->solutions, session_board (self));
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);

  /* With "Randomize tile order" each run explores in an order of its own. */
  rules = *session_rules (self);
  if (rules.shuffle)
    rules.seed = g_random_int ();
  pento_watch_panel_start (self->watch_panel, session_board (self), &rules);

  set_status (self, _("Watching the search…"));
  update_counts (self);
  update_running (self);
}

PentoWatchPanel *
pento_window_get_watch_panel (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return self->watch_panel;
}

void
pento_window_select (PentoWindow *self,
                     guint        position)
{
  guint n;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  n = shown_count (self);
  if (n == 0)
    return;

  position = MIN (position, n - 1);
  /* The view may not have reported that far yet. */
  pento_solution_view_publish_to (PENTO_SOLUTION_VIEW (gtk_single_selection_get_model (self->selection)),
                                  position);
  gtk_single_selection_set_selected (self->selection, position);
  /* Sets the list's anchor; the scrolling happens at its next allocation. */
  gtk_widget_activate_action (GTK_WIDGET (self->selection == self->selections[TRUE] ?
                                          self->list_view : self->list_view_all),
                              "list.scroll-to-item", "u", position);
}

void
pento_window_move_selection (PentoWindow *self,
                             int          delta)
{
  guint n;
  guint position;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  n = shown_count (self);
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
  g_return_val_if_fail (PENTO_IS_WINDOW (self), FALSE);

  return pento_share_export_image (self->session, path, error);
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

GtkWidget *
pento_window_get_box_view (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return self->box_view;
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

PentoPlay *
pento_window_get_play (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return self->play;
}

/* Opens a board or position file for play; a bad file is reported and the game kept. */
gboolean
pento_window_open (PentoWindow  *self,
                   const char   *path,
                   GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *board_id = NULL;
  PentoBoard *board;

  g_return_val_if_fail (PENTO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!pento_play_open (self->play, path, &local_error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not open the position: %s"),
                                                  local_error->message);

      set_status (self, message);
      toast (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* The board becomes the setting, so that the sidebar says what is played: a preset, or
   * a saved board (the file's board saved under its name the first time it is opened).
   * The game already holds this board, so the new setting keeps it. */
  board = pento_position_get_board (pento_play_get_position (self->play));
  board_id = pento_board_store_adopt (board, path, &local_error);
  if (board_id == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The board could not be kept among your "
                                                    "boards: %s"), local_error->message);

      toast (self, message);
      g_clear_error (&local_error);
    }
  else if (g_strcmp0 (pento_session_get_board_id (self->session), board_id) != 0)
    {
      rebuild_board_model (self);
      g_settings_set_string (self->settings, "board", board_id);
    }
  {
    g_autofree char *basename = g_path_get_basename (path);
    g_autofree char *message = g_strdup_printf (_("Opened “%s”"), basename);

    set_status (self, message);
  }
  return TRUE;
}

gboolean
pento_window_save_position (PentoWindow  *self,
                            const char   *path,
                            GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (PENTO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  basename = g_path_get_basename (path);
  if (!pento_play_save_position (self->play, path, &local_error))
    {
      message = g_strdup_printf (_("Could not save “%s”: %s"), basename, local_error->message);
      toast (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  message = g_strdup_printf (_("Saved “%s”"), basename);
  toast (self, message);
  return TRUE;
}

void
pento_window_copy_position (PentoWindow *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  text = pento_play_get_position_text (self->play);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  toast (self, _("Position copied as text"));
}

static void
position_file_response_cb (GtkNativeDialog *dialog,
                           int              response,
                           PentoWindow     *self)
{
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) ==
                    GTK_FILE_CHOOSER_ACTION_SAVE;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path == NULL)
        toast (self, _("Positions can only be opened and saved as local files."));
      else if (saving)
        pento_window_save_position (self, path, NULL);
      else
        pento_window_open (self, path, NULL);
    }

  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

void
pento_window_position_dialog (PentoWindow *self,
                              gboolean     save)
{
  GtkFileChooserNative *dialog;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  dialog = pento_file_chooser_new (GTK_WINDOW (self),
                                   save ? _("Save Position") : _("Open Board or Position"),
                                   save ? GTK_FILE_CHOOSER_ACTION_SAVE
                                        : GTK_FILE_CHOOSER_ACTION_OPEN,
                                   save ? _("_Save") : _("_Open"),
                                   save ? "position.txt" : NULL,
                                   _("Board and position files"), "text/plain", "*.txt", NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (position_file_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* --- Custom boards: the editor, files, rename and delete ------------------------------------ */

static void
editor_saved_cb (PentoWindow *self,
                 const char  *name)
{
  g_autofree char *id = pento_board_id_for_custom (name);
  g_autofree char *message = g_strdup_printf (_("Saved the board “%s”"), name);

  rebuild_board_model (self);
  /* Saving over the board in play changes its cells but not the setting: reload by hand. */
  if (g_strcmp0 (pento_session_get_board_id (self->session), id) == 0)
    reload_spec (self);
  else
    g_settings_set_string (self->settings, "board", id);
  toast (self, message);
}

static void
open_editor (PentoWindow *self,
             gboolean     edit)
{
  const char *custom = pento_board_id_get_custom_name (pento_session_get_board_id (self->session));

  /* One editor at a time: a new request replaces the open one. */
  if (self->editor != NULL)
    {
      PentoEditorWindow *old = self->editor;

      g_object_remove_weak_pointer (G_OBJECT (old), (gpointer *) &self->editor);
      self->editor = NULL;
      gtk_window_destroy (GTK_WINDOW (old));
    }
  self->editor = pento_editor_window_new (GTK_WINDOW (self), session_board (self),
                                          edit ? custom : NULL, edit);
  g_object_add_weak_pointer (G_OBJECT (self->editor), (gpointer *) &self->editor);
  g_signal_connect_object (self->editor, "saved", G_CALLBACK (editor_saved_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self->editor));
}

void
pento_window_new_board (PentoWindow *self)
{
  g_return_if_fail (PENTO_IS_WINDOW (self));

  open_editor (self, FALSE);
}

void
pento_window_edit_board (PentoWindow *self)
{
  g_return_if_fail (PENTO_IS_WINDOW (self));

  open_editor (self, TRUE);
}

PentoEditorWindow *
pento_window_get_editor (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return self->editor;
}

AdwComboRow *
pento_window_get_board_chooser (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return self->board_row;
}

const char *
pento_window_get_board_id (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);

  return pento_session_get_board_id (self->session);
}

/* Writes the board (not the pieces on it) as a CLI mask file, atomically. */
gboolean
pento_window_save_board (PentoWindow  *self,
                         const char   *path,
                         GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *mask = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (PENTO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  basename = g_path_get_basename (path);
  mask = pento_board_to_text (session_board (self));
  if (!pento_file_write (path, mask, -1, &local_error))
    {
      message = g_strdup_printf (_("Could not save “%s”: %s"), basename, local_error->message);
      toast (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  message = g_strdup_printf (_("Saved “%s”"), basename);
  toast (self, message);
  return TRUE;
}

void
pento_window_save_board_dialog (PentoWindow *self)
{
  const char *custom;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  custom = pento_board_id_get_custom_name (pento_session_get_board_id (self->session));
  pento_board_dialogs_save_as (GTK_WINDOW (self), custom != NULL ? custom : pento_session_get_board_id (self->session));
}

static gboolean
require_custom (PentoWindow  *self,
                GError      **error)
{
  if (pento_board_id_get_custom_name (pento_session_get_board_id (self->session)) != NULL)
    return TRUE;
  g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
               _("The presets cannot be renamed or deleted; choose one of your own boards"));
  return FALSE;
}

gboolean
pento_window_rename_board (PentoWindow  *self,
                           const char   *new_name,
                           GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *old_name = NULL;
  g_autofree char *id = NULL;

  g_return_val_if_fail (PENTO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (new_name != NULL, FALSE);

  if (!require_custom (self, &local_error) ||
      !pento_board_store_rename (pento_board_id_get_custom_name (pento_session_get_board_id (self->session)), new_name,
                                 &local_error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not rename the board: %s"),
                                                  local_error->message);

      toast (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  old_name = g_strdup (pento_board_id_get_custom_name (pento_session_get_board_id (self->session)));
  id = pento_board_id_for_custom (new_name);
  /* The cells are the same: the game in play goes on under the new name. */
  rebuild_board_model (self);
  g_settings_set_string (self->settings, "board", id);
  {
    g_autofree char *message = g_strdup_printf (_("Renamed “%s” to “%s”"), old_name, new_name);

    toast (self, message);
  }
  return TRUE;
}

gboolean
pento_window_delete_board (PentoWindow  *self,
                           GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (PENTO_IS_WINDOW (self), FALSE);

  if (!require_custom (self, &local_error) ||
      !pento_board_store_delete (pento_board_id_get_custom_name (pento_session_get_board_id (self->session)), &local_error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not delete the board: %s"),
                                                  local_error->message);

      toast (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  name = g_strdup (pento_board_id_get_custom_name (pento_session_get_board_id (self->session)));
  g_settings_set_string (self->settings, "board", FALLBACK_BOARD);
  rebuild_board_model (self);
  {
    g_autofree char *message = g_strdup_printf (_("Deleted the board “%s”"), name);

    toast (self, message);
  }
  return TRUE;
}

void
pento_window_rename_board_dialog (PentoWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  if (!require_custom (self, &error))
    toast (self, error->message);
  else
    pento_board_dialogs_rename (GTK_WINDOW (self), pento_board_id_get_custom_name (pento_session_get_board_id (self->session)));
}

void
pento_window_delete_board_dialog (PentoWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (PENTO_IS_WINDOW (self));

  if (!require_custom (self, &error))
    toast (self, error->message);
  else
    pento_board_dialogs_delete (GTK_WINDOW (self), pento_board_id_get_custom_name (pento_session_get_board_id (self->session)));
}

PentoBoard *
pento_window_get_board (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);
  return session_board (self);
}

const PentoRules *
pento_window_get_rules (PentoWindow *self)
{
  g_return_val_if_fail (PENTO_IS_WINDOW (self), NULL);
  return session_rules (self);
}

void
pento_window_add_toast (PentoWindow *self,
                        AdwToast    *toast)
{
  g_return_if_fail (PENTO_IS_WINDOW (self));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}
