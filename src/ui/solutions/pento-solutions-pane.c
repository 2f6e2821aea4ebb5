/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solutions-pane.c: Solve, Solve All and Watch, and the list pane that shows what they
 * find. Each search runs on a worker (PentoSearchTask); a task made for an older spec, or
 * replaced by a newer one, is never listened to.
 */
#include "solutions/pento-solutions-pane.h"

#include <glib/gi18n.h>

#include "board/pento-box-view.h"
#include "common/pento-actions.h"
#include "common/pento-solution-item.h"
#include "common/pento-ui-util.h"
#include "solutions/pento-search-task.h"
#include "solutions/pento-solution-row.h"
#include "solutions/pento-viewing.h"

struct _PentoSolutionsPane
{
  GObject                    parent_instance;

  PentoSolutionsPaneWidgets  w;
  PentoSession              *session;
  GSettings                 *settings;
  PentoPlay                 *play;
  PentoSolutionList         *solutions;
  PentoActions              *actions;
  /* One selection per view of the list ([FALSE] all, [TRUE] unique), each behind its own
   * list view; selection is the one shown. */
  GtkSingleSelection        *selections[2];
  GtkSingleSelection        *selection;

  /* Bumped whenever the spec changes: a task made for an older spec is never listened to. */
  guint                      generation;
  PentoSearchTask           *solve_task;
  PentoSearchTask           *all_task;
  gboolean                   all_complete;
  gboolean                   narrow;
  /* Solve normally answers within a frame or two; only a slow one shows Stop. */
  guint                      slow_solve_id;
  guint                      slow_all_id;   /* Solve All's progress shows once this has run */
  gboolean                   reset_pending; /* the list goes when Solve All's first packings come */
  /* The board shows the game or what is viewed (src/ui/solutions/pento-viewing.c). */
  PentoViewing              *viewing;
  gboolean                   show_first;    /* Solve All shows its first packing when it comes */
  guint                      first_tick_id; /* …a frame after the list: see show_first_soon() */
  guint                      first_frames;
  guint                      last_viewed;   /* the row viewed last, for Page Down after Back */
  GListStore                *sizer_row;     /* one empty packing of the board: see add_sizer() */
};

G_DEFINE_FINAL_TYPE (PentoSolutionsPane, pento_solutions_pane, G_TYPE_OBJECT)

static PentoBoard *
session_board (PentoSolutionsPane *self)
{
  return pento_session_get_board (self->session);
}

static const PentoRules *
session_rules (PentoSolutionsPane *self)
{
  return pento_session_get_rules (self->session);
}

static gboolean
session_is_box (PentoSolutionsPane *self)
{
  return pento_board_model_get_is_box (pento_session_get_board_model (self->session));
}

static void
set_status (PentoSolutionsPane *self,
            const char         *text)
{
  pento_session_set_status (self->session, text);
}

static void
say (PentoSolutionsPane *self,
     const char         *text)
{
  pento_session_say (self->session, text);
}

/* A toast instead of the status line, which is emptied: not the same sentence twice. */
static void
say_instead (PentoSolutionsPane *self,
             const char         *text)
{
  set_status (self, "");
  say (self, text);
}

static void
set_action_enabled (PentoSolutionsPane *self,
                    const char         *name,
                    gboolean            enabled)
{
  if (self->actions != NULL)
    pento_actions_set_enabled (self->actions, name, enabled);
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

/* A packing found by Solve or chosen in the list is shown instead of the game, the bar above
 * the board saying so (@title); the game comes back with Back to My Game, Escape, or at the
 * next move or click on the board. */
static void
show_solution (PentoSolutionsPane  *self,
               const PentoSolution *solution,
               const char          *title)
{
  if (solution == NULL)
    {
      pento_play_show_game (self->play);
      return;
    }
  pento_board_model_show_packing (pento_session_get_board_model (self->session),
                                  PENTO_BOARD_KIND_PACKING, solution);
  pento_viewing_show (self->viewing, title);
}

static void
update_running (PentoSolutionsPane *self)
{
  gboolean all_running = self->all_task != NULL;
  gboolean slow_all = all_running && self->slow_all_id == 0;
  gboolean slow_solve = self->solve_task != NULL && self->slow_solve_id == 0;

  /* Stop and the progress bar come after a moment (Escape stops at once): a search over
   * within a few frames (10 × 6) does not flash them. */
  gtk_stack_set_visible_child_name (self->w.solve_all_stack,
                                    slow_all || slow_solve ? "stop" : "solve-all");
  /* (its room is kept: the list stays where it is when it comes and goes) */
  gtk_widget_set_opacity (GTK_WIDGET (self->w.progress_bar), slow_all ? 1.0 : 0.0);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->w.progress_bar),
                               GTK_ACCESSIBLE_STATE_HIDDEN, !slow_all, -1);
  set_action_enabled (self, "stop", all_running || self->solve_task != NULL ||
                                    pento_watch_panel_is_running (self->w.watch_panel));
  /* Space and the watch keys only while there is a watch to pause or step */
  set_action_enabled (self, "watch-pause",
                      pento_watch_panel_is_running (self->w.watch_panel) &&
                      !pento_watch_panel_is_paused (self->w.watch_panel));
  set_action_enabled (self, "watch-toggle", pento_watch_panel_is_running (self->w.watch_panel));
  set_action_enabled (self, "watch-step", pento_watch_panel_is_paused (self->w.watch_panel));
}

/* The explanation of the counts: under the list, or on a narrow window behind a button beside
 * the counts (four lines of it left the list no room on a phone). */
static void
update_symmetry_visible (PentoSolutionsPane *self)
{
  const char *text = gtk_label_get_label (self->w.symmetry_label);
  gboolean any = text != NULL && *text != '\0';

  gtk_widget_set_visible (GTK_WIDGET (self->w.symmetry_label), any && !self->narrow);
  gtk_widget_set_visible (self->w.symmetry_button, any && self->narrow);
}

/* What "up to symmetry" means for the counts shown, with the arithmetic that links the
 * published figures: for 10 × 6, 2,339 × 4 = 9,356, and × 8 = 18,712 when 6 × 10 counts as
 * another board. NULL until a search has listed something. */
static char *
describe_symmetry (PentoSolutionsPane *self,
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
update_counts (PentoSolutionsPane *self)
{
  guint n_total = pento_solution_list_get_n_total (self->solutions);
  guint n_unique = pento_solution_list_get_n_unique (self->solutions);
  gboolean searched = self->all_task != NULL || self->all_complete ||
                      pento_watch_panel_is_running (self->w.watch_panel);

  if (searched)
    {
      g_autofree char *unique = pento_format_count (n_unique);
      g_autofree char *total = pento_format_count (n_total);
      /* Translators: the counts of the solution list, e.g. "2,339 unique · 9,356 total". */
      g_autofree char *text = g_strdup_printf (_("%s unique · %s total"), unique, total);

      gtk_label_set_label (self->w.counts_label, text);
    }
  else
    gtk_label_set_label (self->w.counts_label, _("No packings listed"));

  {
    g_autofree char *symmetry = self->all_complete ? describe_symmetry (self, n_unique, n_total)
                                                   : NULL;

    gtk_label_set_label (self->w.symmetry_label, symmetry);
    gtk_label_set_label (self->w.symmetry_popover_label, symmetry);
    update_symmetry_visible (self);
  }

  if (n_total > 0)
    gtk_stack_set_visible_child_name (self->w.list_stack,
                                      pento_solution_list_get_unique_only (self->solutions) ?
                                      "list" : "all");
  else
    {
      gtk_stack_set_visible_child_name (self->w.list_stack, "empty");
      if (self->all_complete)
        {
          g_autofree char *why = NULL;

          adw_status_page_set_title (self->w.empty_page, _("No Packings"));
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
          adw_status_page_set_description (self->w.empty_page, why);
        }
      else if (self->all_task != NULL || pento_watch_panel_is_running (self->w.watch_panel))
        {
          /* (a watched search lists its packings here as it finds them) */
          adw_status_page_set_title (self->w.empty_page, _("Searching…"));
          adw_status_page_set_description (self->w.empty_page, NULL);
        }
      else
        {
          adw_status_page_set_title (self->w.empty_page, _("No Packings Listed"));
          adw_status_page_set_description (self->w.empty_page,
                                           _("Solve All lists every packing of this board."));
        }
    }
}

static gboolean
slow_solve_cb (gpointer user_data)
{
  PentoSolutionsPane *self = user_data;

  self->slow_solve_id = 0;
  update_running (self);
  return G_SOURCE_REMOVE;
}

/* The board whose packings the list holds: the position's (an opened file may hold another
 * than the setting's), or a box's layers side by side. */
static PentoBoard *
list_board (PentoSolutionsPane *self)
{
  return session_is_box (self) ? session_board (self)
                      : pento_position_get_board (pento_play_get_position (self->play));
}

/* Solve All keeps the last list on screen until its first packings come (or it ends): a
 * search over in a frame or two shows one change, not an empty list first. */
static void
apply_pending_reset (PentoSolutionsPane *self)
{
  if (!self->reset_pending)
    return;
  self->reset_pending = FALSE;
  pento_solution_list_reset (self->solutions, list_board (self));
}

static void
drop_first_tick (PentoSolutionsPane *self)
{
  if (self->first_tick_id == 0)
    return;
  gtk_widget_remove_tick_callback (GTK_WIDGET (self->w.list_stack), self->first_tick_id);
  self->first_tick_id = 0;
}

static void
cancel_all_task (PentoSolutionsPane *self)
{
  cancel_task (&self->all_task);
  g_clear_handle_id (&self->slow_all_id, g_source_remove);
  drop_first_tick (self);
  apply_pending_reset (self);
}

static gboolean
slow_all_cb (gpointer user_data)
{
  PentoSolutionsPane *self = user_data;

  self->slow_all_id = 0;
  set_status (self, _("Looking for every packing…"));
  update_running (self);
  return G_SOURCE_REMOVE;
}

/* How many packings the list shows, including any its view has yet to report. */
static guint
shown_count (PentoSolutionsPane *self)
{
  return pento_solution_view_get_n_available (
    pento_solution_list_get_view (self->solutions,
                                  pento_solution_list_get_unique_only (self->solutions)));
}

static gboolean
scroll_tick_cb (GtkWidget     *list_view,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (list_view),
                                                        "pento-scroll-to"));
  guint frames = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (list_view),
                                                      "pento-scroll-frames"));

  /* (after one frame's layout: the list has its rows' sizes) */
  g_object_set_data (G_OBJECT (list_view), "pento-scroll-frames", GUINT_TO_POINTER (frames + 1));
  if (frames < 1)
    return G_SOURCE_CONTINUE;
  g_object_set_data (G_OBJECT (list_view), "pento-scroll-frames", NULL);
  g_object_set_data (G_OBJECT (list_view), "pento-scroll-tick", NULL);
  if (position > 0)
    gtk_widget_activate_action (list_view, "list.scroll-to-item", "u", position - 1);
  return G_SOURCE_REMOVE;
}

static void
list_mapped_cb (GtkWidget *list_view)
{
  if (g_object_get_data (G_OBJECT (list_view), "pento-scroll-tick") == NULL)
    g_object_set_data (G_OBJECT (list_view), "pento-scroll-tick",
                       GUINT_TO_POINTER (gtk_widget_add_tick_callback (list_view, scroll_tick_cb,
                                                                       NULL, NULL)));
}

/* Scrolls @list_view to @position, and again once it has been laid out on screen: a list view
 * just shown (the other view of the list, or the list behind its toggle on a phone) kept its
 * adjustment at the top while its anchor went to the row, and GTK 4.8 drew a lone "No. 1"
 * until it was scrolled by hand. */
static void
scroll_to (GtkListView *list_view,
           guint        position)
{
  GtkWidget *widget = GTK_WIDGET (list_view);

  g_object_set_data (G_OBJECT (widget), "pento-scroll-to", GUINT_TO_POINTER (position + 1));
  if (g_signal_handler_find (widget, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, list_mapped_cb, NULL) == 0)
    g_signal_connect (widget, "map", G_CALLBACK (list_mapped_cb), NULL);
  if (gtk_widget_get_mapped (widget))
    {
      /* (sets the anchor; the scrolling happens at the next allocation) */
      gtk_widget_activate_action (widget, "list.scroll-to-item", "u", position);
      list_mapped_cb (widget);
    }
}

void
pento_solutions_pane_select (PentoSolutionsPane *self,
                     guint        position)
{
  guint n;

  g_return_if_fail (PENTO_IS_SOLUTIONS_PANE (self));

  n = shown_count (self);
  if (n == 0)
    return;

  position = MIN (position, n - 1);
  /* The view may not have reported that far yet. */
  pento_solution_view_publish_to (PENTO_SOLUTION_VIEW (gtk_single_selection_get_model (self->selection)),
                                  position);
  gtk_single_selection_set_selected (self->selection, position);
  scroll_to (self->selection == self->selections[TRUE] ? self->w.list_view
                                                       : self->w.list_view_all, position);
}

/* Switches the list between unique and all packings, keeping the selected packing selected
 * when the new list holds it. */
static void
set_unique_only (PentoSolutionsPane *self,
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
    pento_solutions_pane_select (self, all);
  else if (pento_solution_list_unique_position (self->solutions, all) != G_MAXUINT)
    pento_solutions_pane_select (self, pento_solution_list_unique_position (self->solutions, all));
}

/* "Packing 37 of 2,339 unique" for the selected row; the total grows during Solve All. */
static void
update_selection_status (PentoSolutionsPane *self)
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
  {
    /* Translators: above the board while a packing of the list is shown instead of the
     * game: "Viewing packing 1,742 of 2,339". */
    g_autofree char *title = g_strdup_printf (_("Viewing packing %s of %s"), number, count);

    pento_viewing_show (self->viewing, title);
  }
  self->last_viewed = position;
}

/* The board shows the selected row's packing. */
static void
show_selected (PentoSolutionsPane *self)
{
  guint position = gtk_single_selection_get_selected (self->selection);
  g_autoptr(PentoSolution) solution = NULL;

  if (position == GTK_INVALID_LIST_POSITION)
    return;

  solution = pento_solution_list_get_solution (self->solutions, position);
  if (solution == NULL)
    return;

  update_selection_status (self);
  show_solution (self, solution, NULL);
}

static void
selection_changed_cb (PentoSolutionsPane *self,
                      GParamSpec         *pspec,
                      GtkSingleSelection *selection)
{
  if (selection == self->selection)
    show_selected (self);
}

/* Selects @solution in the list when the list holds it, in the view shown: the same
 * letters in the same cells (a linear scan over the list, once per Solve), or
 * else, in the unique view, the representative of its symmetry class (a random packing is
 * the @hint-th representative of a search in the list's order, checked before it is used).
 * Returns TRUE when a row was selected; the board then shows that row. */
static gboolean
select_packing (PentoSolutionsPane         *self,
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
  pento_solutions_pane_select (self, position);
  return TRUE;
}

static void
solve_finished_cb (PentoSolutionsPane         *self,
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
      say_instead (self, status);
      return;
    }

  if (solution == NULL)
    {
      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
      show_solution (self, NULL, NULL);
      set_status (self, _("No packing exists for this board and these rules."));
      return;
    }

  /* When the list holds the packing, its row is selected, shown and scrolled to (the
   * status line below still tells how the packing was chosen). */
  if (!select_packing (self, solution, (guint) pento_search_task_get_index (task)))
    {
      g_autofree char *title = NULL;

      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
      if (pento_search_task_get_kind (task) == PENTO_SEARCH_TASK_FIRST)
        title = g_strdup (_("Viewing a packing"));
      else
        {
          g_autofree char *count = pento_format_count (n_unique);
          g_autofree char *number = pento_format_count (pento_search_task_get_index (task) + 1);

          title = g_strdup_printf (_("Viewing packing %s of %s"), number, count);
        }
      show_solution (self, solution, title);
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

/* Shows Solve All's first packing, unless the person went back to the game or chose a row
 * meanwhile. */
static void
show_first_now (PentoSolutionsPane *self)
{
  drop_first_tick (self);
  if (!self->show_first || shown_count (self) == 0)
    return;
  self->show_first = FALSE;
  if (gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION)
    pento_solutions_pane_select (self, 0);
}

static gboolean
first_tick_cb (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       user_data)
{
  PentoSolutionsPane *self = user_data;

  /* (the first call is the frame that draws the list's first rows) */
  if (++self->first_frames < 2)
    return G_SOURCE_CONTINUE;
  self->first_tick_id = 0;
  show_first_now (self);
  return G_SOURCE_REMOVE;
}

/* Solve All's first packing goes on the board one frame after the list shows its first
 * rows, not in the same frame: the list page, the board, the banner over it and the greyed
 * tray, all repainted at once, took most of a frame's painting on a software-rendered
 * display, and split over two frames the main loop stalls less (docs/performance.md). The
 * search's end shows it at once (a search over within a frame shows one change), and so
 * does Stop. */
static void
show_first_soon (PentoSolutionsPane *self)
{
  GtkWidget *widget = GTK_WIDGET (self->w.list_stack);

  if (self->first_tick_id != 0)
    return;
  if (!gtk_widget_get_mapped (widget))
    {
      show_first_now (self);
      return;
    }
  self->first_frames = 0;
  self->first_tick_id = gtk_widget_add_tick_callback (widget, first_tick_cb, self, NULL);
}

static void
all_batch_cb (PentoSolutionsPane     *self,
              GBytes          *cells,
              const guint8    *representative,
              guint            n,
              PentoSearchTask *task)
{
  if (task != self->all_task || pento_search_task_get_generation (task) != self->generation)
    return;

  apply_pending_reset (self);
  pento_solution_list_append_bytes (self->solutions, cells, representative, n);

  /* The list's first packing is selected and shown a frame after it arrives (unless the
   * person went back to the game meanwhile): see show_first_soon(). */
  if (gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION &&
      shown_count (self) > 0 && self->show_first)
    show_first_soon (self);
  update_selection_status (self);

  update_counts (self);
}

static void
all_progress_cb (PentoSolutionsPane         *self,
                 const PentoProgress *progress,
                 PentoSearchTask     *task)
{
  if (task != self->all_task || pento_search_task_get_generation (task) != self->generation)
    return;

  gtk_progress_bar_set_fraction (self->w.progress_bar, CLAMP (progress->fraction, 0.0, 1.0));
}

static void
all_finished_cb (PentoSolutionsPane         *self,
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
  show_first_now (self);

  if (error != NULL)
    {
      status = g_strdup_printf (_("The search failed: %s"), error->message);
      say_instead (self, status);
    }
  else
    {
      self->all_complete = TRUE;
      if (pento_solution_list_get_n_total (self->solutions) == 0)
        {
          show_solution (self, NULL, NULL);
          set_status (self, _("No packing exists for this board and these rules."));
        }
      else if (gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION)
        set_status (self, _("Every packing is listed."));
      else
        /* (not "Looking for every packing…" left from a search that took a while) */
        update_selection_status (self);
    }

  update_counts (self);
  update_running (self);
}

static void
watch_finished_cb (PentoSolutionsPane  *self,
                   const GError *error)
{
  g_autofree char *status = NULL;

  if (error != NULL)
    {
      status = g_strdup_printf (_("The search failed: %s"), error->message);
      say (self, status);
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
          /* the board shows the packing the list has selected, or its first */
          if (gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION)
            pento_solutions_pane_select (self, 0);
          else
            show_selected (self);
        }
    }
  set_status (self, status);
  update_counts (self);
  update_running (self);
}

static void
watch_paused_changed_cb (PentoSolutionsPane *self)
{
  if (pento_watch_panel_is_paused (self->w.watch_panel))
    set_status (self, _("Paused: F6 steps, Space resumes; the packings found so far can be "
                        "browsed."));
  else if (pento_watch_panel_is_running (self->w.watch_panel))
    {
      set_status (self, _("Watching the search…"));
      /* (a packing browsed while paused gives the board back to the search) */
      pento_viewing_show (self->viewing, _("Watching the search"));
    }
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
              PentoSolutionsPane              *self)
{
  pento_solution_row_set_box (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                              pento_session_get_box (self->session));
  pento_solution_row_set_item (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                               gtk_list_item_get_item (list_item), FALSE);
}

static void
list_bind_unique_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *list_item,
                     PentoSolutionsPane              *self)
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

void
pento_solutions_pane_solve (PentoSolutionsPane *self,
                              guint32      seed)
{
  PentoSearchTaskKind kind;
  PentoRules rules;

  g_return_if_fail (PENTO_IS_SOLUTIONS_PANE (self));

  /* The seed is part of what the window shows, so it goes through GSettings too. */
  g_settings_set_uint (self->settings, "seed", seed);
  pento_watch_panel_stop (self->w.watch_panel);

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
pento_solutions_pane_solve_all (PentoSolutionsPane *self)
{
  PentoRules rules;

  g_return_if_fail (PENTO_IS_SOLUTIONS_PANE (self));

  cancel_all_task (self);
  pento_watch_panel_stop (self->w.watch_panel);
  self->all_complete = FALSE;
  self->show_first = TRUE;
  self->last_viewed = GTK_INVALID_LIST_POSITION;

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
   * clearing its rows takes the main loop a while, and done during a short search it slowed
   * the search, which shares the cores with the main loop and the X server. */
  self->reset_pending = TRUE;
  gtk_progress_bar_set_fraction (self->w.progress_bar, 0.0);
  self->slow_all_id = g_timeout_add (100, slow_all_cb, self);
  update_running (self);
}

/* A watch stopped: what it found stays listed, and the counts say it is partial. */
static void
stop_watch (PentoSolutionsPane *self)
{
  g_autofree char *unique = pento_format_count (pento_solution_list_get_n_unique (self->solutions));
  g_autofree char *total = pento_format_count (pento_solution_list_get_n_total (self->solutions));
  g_autofree char *counts = g_strdup_printf (_("%s unique · %s total (stopped)"), unique, total);

  pento_watch_panel_stop (self->w.watch_panel);
  set_status (self, _("Watch stopped; the packings found so far stay listed."));
  update_counts (self);
  gtk_label_set_label (self->w.counts_label, counts);
  update_running (self);
}

void
pento_solutions_pane_stop (PentoSolutionsPane *self)
{
  g_return_if_fail (PENTO_IS_SOLUTIONS_PANE (self));

  if (self->all_task != NULL)
    {
      g_autofree char *unique = NULL;
      g_autofree char *total = NULL;
      g_autofree char *status = NULL;

      /* (first, so that a list still waiting for the first packings is cleared) */
      cancel_all_task (self);
      /* what was found stays, its first packing on the board as at a search's end */
      show_first_now (self);
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

        gtk_label_set_label (self->w.counts_label, counts);
      }
    }

  if (pento_watch_panel_is_running (self->w.watch_panel))
    {
      stop_watch (self);
      if (pento_viewing_is_viewing (self->viewing))
        pento_viewing_show (self->viewing, _("Viewing the search where it stopped"));
    }

  cancel_task (&self->solve_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  update_running (self);
}

static void
watch (PentoSolutionsPane *self)
{
  PentoRules rules;
  gboolean keep;

  g_return_if_fail (PENTO_IS_SOLUTIONS_PANE (self));

  if (pento_watch_panel_is_running (self->w.watch_panel))
    {
      /* app.watch resumes a paused watch */
      pento_watch_panel_set_paused (self->w.watch_panel, FALSE);
      return;
    }

  cancel_task (&self->solve_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  cancel_all_task (self);
  /* A finished list (Solve All, or a watch run to its end) is what the watch would list
   * again: it stays, browsable, while the search is watched. */
  keep = self->all_complete;
  if (!keep)
    {
      pento_solution_list_reset (self->solutions, session_board (self));
      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
    }
  pento_watch_panel_set_keep_list (self->w.watch_panel, keep);

  /* With "Randomize tile order" each run explores in an order of its own. */
  rules = *session_rules (self);
  if (rules.shuffle)
    rules.seed = g_random_int ();
  pento_watch_panel_start (self->w.watch_panel, session_board (self), &rules);

  set_status (self, _("Watching the search…"));
  pento_viewing_show (self->viewing, _("Watching the search"));
  update_counts (self);
  update_running (self);
}

static void
move_selection (PentoSolutionsPane *self,
                             int          delta)
{
  guint n;
  guint position;

  g_return_if_fail (PENTO_IS_SOLUTIONS_PANE (self));

  n = shown_count (self);
  if (n == 0)
    return;

  position = gtk_single_selection_get_selected (self->selection);
  /* back in the game, the next packing is the one after the packing viewed last */
  if (position == GTK_INVALID_LIST_POSITION && self->last_viewed < n)
    position = self->last_viewed;
  if (position == GTK_INVALID_LIST_POSITION)
    position = delta > 0 ? 0 : n - 1;
  else if (delta < 0)
    position = position >= (guint) -delta ? position + delta : 0;
  else
    position = MIN ((guint64) position + delta, n - 1);

  pento_solutions_pane_select (self, position);
}

/* The list pane is as wide as a row of this board's packings before the first one is
 * listed, so that neither the pane nor the board beside it moves when rows come: a page of
 * the list's stack, never shown, holds a list view of the same rows with one row, an empty
 * packing of the board (a stack is as wide as its widest page). */
static void
update_sizer (PentoSolutionsPane *self)
{
  PentoBoard *board = session_board (self);
  g_autoptr(PentoSolution) empty = NULL;
  g_autoptr(PentoSolutionItem) item = NULL;

  if (self->sizer_row == NULL || board == NULL)
    return;
  empty = pento_solution_new (pento_board_get_width (board), pento_board_get_height (board));
  item = pento_solution_item_new (board, empty, 0, 0, TRUE);
  g_list_store_splice (self->sizer_row, 0,
                       g_list_model_get_n_items (G_LIST_MODEL (self->sizer_row)),
                       (gpointer *) &item, 1);
}

static void
add_sizer (PentoSolutionsPane *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget *list_view, *scroller;

  self->sizer_row = g_list_store_new (PENTO_TYPE_SOLUTION_ITEM);
  g_signal_connect (factory, "setup", G_CALLBACK (list_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (list_bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (list_unbind_cb), self);
  list_view = GTK_WIDGET (gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (
                                               g_object_ref (G_LIST_MODEL (self->sizer_row)))),
                                             g_steal_pointer (&factory)));
  gtk_widget_add_css_class (list_view, "navigation-sidebar");
  gtk_accessible_update_state (GTK_ACCESSIBLE (list_view), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list_view);
  gtk_stack_add_named (self->w.list_stack, scroller, "sizer");
  update_sizer (self);
}

/* The session read a new puzzle spec: whatever ran for the old spec is cancelled and its
 * results are dropped (the window has set the board views and the game first). */
static void update_answer_actions (PentoSolutionsPane *self);

/* The status line on a new board, and in a new mode: what one can do here. */
static void
say_what_to_do (PentoSolutionsPane *self)
{
  if (pento_session_get_play_mode (self->session))
    set_status (self, _("Place every piece of the tray on the board: drag one there, or click "
                        "it and then the board."));
  else
    set_status (self, _("Solve shows a random packing; Solve All lists every one."));
}

static void
mode_changed_cb (PentoSolutionsPane *self)
{
  update_answer_actions (self);
  say_what_to_do (self);
}

static void
spec_changed_cb (PentoSolutionsPane *self)
{
  self->generation++;
  cancel_task (&self->solve_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  cancel_all_task (self);
  /* the figures of a watch belong to its board */
  pento_watch_panel_clear (self->w.watch_panel);
  self->all_complete = FALSE;
  self->last_viewed = GTK_INVALID_LIST_POSITION;
  pento_solution_list_reset (self->solutions, session_board (self));
  update_sizer (self);
  update_answer_actions (self);
  show_solution (self, NULL, NULL);
  say_what_to_do (self);
  update_counts (self);
  update_running (self);
}

static void follow_watch_settings (PentoSolutionsPane *self);

static void
settings_changed_cb (PentoSolutionsPane *self,
                     const char         *key,
                     GSettings          *settings)
{
  if (g_str_equal (key, "unique-only"))
    set_unique_only (self, g_settings_get_boolean (settings, "unique-only"));
  else if (g_str_equal (key, "watch-speed") || g_str_equal (key, "watch-pause-at-packing"))
    follow_watch_settings (self);
}

static PentoWatchPanel *
panel_of (gpointer self)
{
  return ((PentoSolutionsPane *) self)->w.watch_panel;
}

/* --- An answer during a challenge ----------------------------------------------------- */

/* Solve, Solve All and Watch show the answer: in Play they are off during a challenge, in
 * Explore they first ask, as the challenge's finish is then no record. */
static void
update_answer_actions (PentoSolutionsPane *self)
{
  gboolean open = !(pento_session_get_play_mode (self->session) &&
                    pento_session_get_challenge (self->session));

  set_action_enabled (self, "solve", open);
  set_action_enabled (self, "seed", open);
  set_action_enabled (self, "solve-all", open);
  set_action_enabled (self, "watch", open && !session_is_box (self));
}

typedef void (*AnswerFunc) (PentoSolutionsPane *self,
                            guint32             seed);

static void
answer_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    gpointer          user_data)
{
  PentoSolutionsPane *self = user_data;
  AnswerFunc func = (AnswerFunc) g_object_get_data (G_OBJECT (dialog), "answer");

  /* (one answer: the close that may follow says nothing more) */
  g_signal_handlers_disconnect_by_func (dialog, answer_response_cb, user_data);
  if (g_strcmp0 (response, "show") == 0 && pento_session_get_challenge (self->session))
    {
      pento_session_set_answer_shown (self->session,
                                      g_object_get_data (G_OBJECT (dialog), "why"));
      func (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "seed")));
    }
  g_object_unref (self);
}

/* Runs @func now, or once the person has agreed that the running challenge's finish will be
 * no record. */
static void
show_answer (PentoSolutionsPane *self,
             AnswerFunc          func,
             guint32             seed,
             const char         *why)
{
  GtkWidget *dialog;
  GtkRoot *root;

  if (!pento_session_get_challenge (self->session) ||
      pento_session_get_answer_shown (self->session))
    {
      func (self, seed);
      return;
    }
  if (pento_session_get_play_mode (self->session))
    return;
  root = gtk_widget_get_root (GTK_WIDGET (self->w.board_view));
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Show an Answer?"),
                                   _("A challenge is running. Once an answer is shown, you can "
                                     "still finish it, but the finish will not be a record nor "
                                     "count for the daily streak."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "show", _("_Show the Answer"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "show",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "answer", (gpointer) func);
  g_object_set_data (G_OBJECT (dialog), "seed", GUINT_TO_POINTER (seed));
  g_object_set_data_full (G_OBJECT (dialog), "why", g_strdup (why), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (answer_response_cb), g_object_ref (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
answer_solve (PentoSolutionsPane *self,
              guint32             seed)
{
  pento_solutions_pane_solve (self, seed);
}

static void
answer_solve_all (PentoSolutionsPane *self,
                  guint32             seed)
{
  pento_solutions_pane_solve_all (self);
}

static void
answer_watch (PentoSolutionsPane *self,
              guint32             seed)
{
  watch (self);
}

static void
solve_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       self)
{
  show_answer (self, answer_solve, g_random_int (), _("The answer was shown by Solve."));
}

static void
seed_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       self)
{
  show_answer (self, answer_solve, g_variant_get_uint32 (parameter),
               _("The answer was shown by Solve."));
}

static void
solve_all_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       self)
{
  show_answer (self, answer_solve_all, 0, _("The answer was shown by Solve All."));
}

static void
stop_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       self)
{
  pento_solutions_pane_stop (self);
}

static void
next_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       self)
{
  move_selection (self, 1);
}

static void
previous_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       self)
{
  move_selection (self, -1);
}

static void
first_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       self)
{
  pento_solutions_pane_select (self, 0);
}

static void
last_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       self)
{
  pento_solutions_pane_select (self, G_MAXUINT);
}

static void
watch_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       self)
{
  /* (resuming a watch already running shows nothing new) */
  if (pento_watch_panel_is_running (panel_of (self)))
    watch (self);
  else
    show_answer (self, answer_watch, 0, _("The answer was shown by Watch."));
}


static void
watch_pause_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       self)
{
  pento_watch_panel_set_paused (panel_of (self), TRUE);
}

/* Space: pause, or resume. */
static void
watch_toggle_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       self)
{
  pento_watch_panel_set_paused (panel_of (self), !pento_watch_panel_is_paused (panel_of (self)));
}

static void
watch_step_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       self)
{
  pento_watch_panel_step (panel_of (self));
}

/* The watch's speed and pause-at-packing are settings: the actions' states follow them,
 * and a state set over D-Bus or from the panel is kept in them. */
static void
watch_speed_change_state (GSimpleAction *action,
                          GVariant      *value,
                          gpointer       self)
{
  PentoSolutionsPane *pane = self;
  guint speed = MIN (g_variant_get_uint32 (value), 1000);

  g_variant_unref (g_variant_ref_sink (value));   /* (a floating one is ours to drop) */
  g_simple_action_set_state (action, g_variant_new_uint32 (speed));
  pento_watch_panel_set_speed (panel_of (self), speed);
  if (g_settings_get_uint (pane->settings, "watch-speed") != speed)
    g_settings_set_uint (pane->settings, "watch-speed", speed);
}

static void
watch_speed_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       self)
{
  watch_speed_change_state (action, parameter, self);
}

static void
watch_pause_at_packing_change_state (GSimpleAction *action,
                                     GVariant      *value,
                                     gpointer       self)
{
  PentoSolutionsPane *pane = self;
  /* (read first: a floating @value equal to the state is gone after set_state) */
  gboolean pause = g_variant_get_boolean (value);

  g_simple_action_set_state (action, value);
  pento_watch_panel_set_pause_at_packing (panel_of (self), pause);
  if (g_settings_get_boolean (pane->settings, "watch-pause-at-packing") != pause)
    g_settings_set_boolean (pane->settings, "watch-pause-at-packing", pause);
}

/* Main thread: the watch settings as they are now, into the actions and the panel. */
static void
follow_watch_settings (PentoSolutionsPane *self)
{
  GSimpleAction *speed, *pause;

  if (self->actions == NULL)
    return;
  speed = pento_actions_lookup (self->actions, "watch-speed");
  pause = pento_actions_lookup (self->actions, "watch-pause-at-packing");
  watch_speed_change_state (speed,
                            g_variant_new_uint32 (g_settings_get_uint (self->settings,
                                                                       "watch-speed")),
                            self);
  watch_pause_at_packing_change_state (pause,
                                       g_variant_new_boolean (g_settings_get_boolean (
                                         self->settings, "watch-pause-at-packing")),
                                       self);
}

/* A check button activates a boolean action without a parameter: it toggles. */
static void
watch_pause_at_packing_activated (GSimpleAction *action,
                                  GVariant      *parameter,
                                  gpointer       self)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (action));

  watch_pause_at_packing_change_state (action,
                                       g_variant_new_boolean (!g_variant_get_boolean (state)),
                                       self);
}

static const GActionEntry pane_actions[] = {
  { "solve", solve_activated },
  { "seed", seed_activated, "u" },
  { "solve-all", solve_all_activated },
  { "stop", stop_activated },
  { "next", next_activated },
  { "previous", previous_activated },
  { "first", first_activated },
  { "last", last_activated },
  { "watch", watch_activated },
  { "watch-pause", watch_pause_activated },
  { "watch-toggle", watch_toggle_activated },
  { "watch-step", watch_step_activated },
  { "watch-speed", watch_speed_activated, "u", "uint32 30", watch_speed_change_state },
  { "watch-pause-at-packing", watch_pause_at_packing_activated, NULL, "false",
    watch_pause_at_packing_change_state },
};

void
pento_solutions_pane_install (PentoSolutionsPane *self,
                              GActionMap         *map)
{
  g_return_if_fail (PENTO_IS_SOLUTIONS_PANE (self));

  g_clear_pointer (&self->actions, pento_actions_free);
  self->actions = pento_actions_install (map, pane_actions, G_N_ELEMENTS (pane_actions), self);
  pento_viewing_install (self->viewing, map);
  /* Nothing to stop until a search runs (a disabled action also leaves Escape to popovers),
   * nor a watch to pause or step; no Watch in a box. */
  update_answer_actions (self);
  update_running (self);
  follow_watch_settings (self);
}

gboolean
pento_solutions_pane_is_searching (PentoSolutionsPane *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTIONS_PANE (self), FALSE);

  return self->solve_task != NULL || self->all_task != NULL;
}

void
pento_solutions_pane_set_narrow (PentoSolutionsPane *self,
                                 gboolean            narrow)
{
  g_return_if_fail (PENTO_IS_SOLUTIONS_PANE (self));

  self->narrow = narrow;
  /* … and an empty list says so in words alone, leaving the height to the board and tray */
  adw_status_page_set_icon_name (self->w.empty_page, narrow ? NULL : "view-list-symbolic");
  update_symmetry_visible (self);
}

/* The board shows the game again: a watch on it stops, and the list lets its row go (so that
 * a click on it shows it again). */
static void
back_cb (PentoSolutionsPane *self)
{
  self->show_first = FALSE;
  if (pento_watch_panel_is_running (self->w.watch_panel))
    stop_watch (self);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
}

static void
pento_solutions_pane_dispose (GObject *object)
{
  PentoSolutionsPane *self = PENTO_SOLUTIONS_PANE (object);

  g_clear_pointer (&self->actions, pento_actions_free);
  g_clear_object (&self->sizer_row);
  cancel_task (&self->solve_task);
  /* (the list goes with the window: no reset is due) */
  cancel_task (&self->all_task);
  g_clear_handle_id (&self->slow_all_id, g_source_remove);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  drop_first_tick (self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->viewing != NULL)
    g_signal_handlers_disconnect_by_data (self->viewing, self);
  g_clear_object (&self->viewing);
  self->selection = NULL;
  g_clear_object (&self->selections[FALSE]);
  g_clear_object (&self->selections[TRUE]);
  g_clear_object (&self->solutions);
  g_clear_object (&self->play);
  g_clear_object (&self->settings);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (pento_solutions_pane_parent_class)->dispose (object);
}

static void
pento_solutions_pane_class_init (PentoSolutionsPaneClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = pento_solutions_pane_dispose;
}

static void
pento_solutions_pane_init (PentoSolutionsPane *self)
{
}

PentoSolutionsPane *
pento_solutions_pane_new (PentoSession                    *session,
                          PentoPlay                       *play,
                          const PentoSolutionsPaneWidgets *widgets)
{
  PentoSolutionsPane *self;

  g_return_val_if_fail (PENTO_IS_SESSION (session), NULL);
  g_return_val_if_fail (widgets != NULL, NULL);

  self = g_object_new (PENTO_TYPE_SOLUTIONS_PANE, NULL);
  self->w = *widgets;
  self->session = g_object_ref (session);
  self->settings = g_object_ref (pento_session_get_settings (session));
  self->play = g_object_ref (play);
  self->solutions = g_object_ref (pento_session_get_solutions (session));
  self->last_viewed = GTK_INVALID_LIST_POSITION;
  self->viewing = pento_viewing_new (session, play, self->w.count_label);
  g_signal_connect_object (self->viewing, "back", G_CALLBACK (back_cb), self, G_CONNECT_SWAPPED);

  for (guint unique = FALSE; unique <= TRUE; unique++)
    {
      PentoSolutionView *view = pento_solution_list_get_view (self->solutions, unique);
      GtkListView *list_view = unique ? self->w.list_view : self->w.list_view_all;
      g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

      self->selections[unique] = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (view)));
      gtk_single_selection_set_autoselect (self->selections[unique], FALSE);
      gtk_single_selection_set_can_unselect (self->selections[unique], TRUE);
      gtk_single_selection_set_selected (self->selections[unique], GTK_INVALID_LIST_POSITION);
      g_signal_connect_object (self->selections[unique], "notify::selected",
                               G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);

      g_signal_connect (factory, "setup", G_CALLBACK (list_setup_cb), self);
      g_signal_connect (factory, "bind", G_CALLBACK (unique ? list_bind_unique_cb : list_bind_cb),
                        self);
      g_signal_connect (factory, "unbind", G_CALLBACK (list_unbind_cb), self);
      gtk_list_view_set_factory (list_view, factory);
      gtk_list_view_set_model (list_view, GTK_SELECTION_MODEL (self->selections[unique]));
    }
  self->selection = self->selections[g_settings_get_boolean (self->settings, "unique-only")];
  if (self->w.list_stack != NULL)
    add_sizer (self);

  pento_solution_list_set_unique_only (self->solutions,
                                       g_settings_get_boolean (self->settings, "unique-only"));
  /* Two grouped toggles: whichever is pressed writes the key, the other follows. */
  g_settings_bind (self->settings, "unique-only", self->w.unique_button, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "unique-only", self->w.all_button, "active",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_INVERT_BOOLEAN);
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "spec-changed", G_CALLBACK (spec_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::play-mode", G_CALLBACK (mode_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::challenge", G_CALLBACK (update_answer_actions),
                           self, G_CONNECT_SWAPPED);

  g_signal_connect_object (self->w.watch_panel, "finished", G_CALLBACK (watch_finished_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->w.watch_panel, "paused-changed",
                           G_CALLBACK (watch_paused_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->w.watch_panel, "listed", G_CALLBACK (update_counts), self,
                           G_CONNECT_SWAPPED);
  return self;
}

/* While a watch runs, Space pauses and resumes it wherever the focus is (the Watch button
 * just clicked, the board), except in a text field, where it types a space. */
static gboolean
space_pressed_cb (PentoSolutionsPane    *self,
                  guint                  keyval,
                  guint                  keycode,
                  GdkModifierType        state,
                  GtkEventController    *controller)
{
  GtkWidget *window = gtk_event_controller_get_widget (controller);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if ((keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0 || self->actions == NULL ||
      !pento_watch_panel_is_running (self->w.watch_panel) ||
      (focus != NULL && GTK_IS_EDITABLE (focus)))
    return GDK_EVENT_PROPAGATE;
  gtk_widget_activate_action (window, "app.watch-toggle", NULL);
  return GDK_EVENT_STOP;
}

void
pento_solutions_pane_add_space_key (PentoSolutionsPane *self,
                                    GtkWidget          *window)
{
  GtkEventController *space = gtk_event_controller_key_new ();

  g_return_if_fail (PENTO_IS_SOLUTIONS_PANE (self));

  gtk_event_controller_set_name (space, "watch-space");
  gtk_event_controller_set_propagation_phase (space, GTK_PHASE_CAPTURE);
  g_signal_connect_object (space, "key-pressed", G_CALLBACK (space_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (window, space);
}
