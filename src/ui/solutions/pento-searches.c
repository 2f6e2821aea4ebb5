/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-searches.c: Solve, Solve All and Watch, and the selection in the list of what they
 * find. Each search runs on a worker (PentoSearchTask, PentoWatchTask); a task made for an
 * older spec, or replaced by a newer one, is never listened to. No widget here: the list
 * pane, the header and the Watch panel follow the properties and signals.
 */
#include "solutions/pento-searches.h"

#include <glib/gi18n.h>

#include "board/pento-box-view.h"
#include "common/pento-actions.h"
#include "common/pento-ui-util.h"
#include "solutions/pento-search-task.h"
#include "watch/pento-watch-task.h"

typedef void (*AnswerFunc) (PentoSearches *self,
                            guint32        seed);

struct _PentoSearches
{
  GObject                    parent_instance;

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
  PentoWatchTask            *watch_task;
  guint                      watch_speed;
  gboolean                   watch_pause_at_packing;
  /* Solve normally answers within a frame or two; only a slow one shows Stop. */
  guint                      slow_solve_id;
  guint                      slow_all_id;   /* Solve All's progress shows once this has run */
  gboolean                   reset_pending; /* the list goes when Solve All's first packings come */
  /* The board shows the game or what is viewed (src/ui/solutions/pento-viewing.c). */
  PentoViewing              *viewing;
  gboolean                   show_first;    /* Solve All shows its first packing when it comes */
  gboolean                   first_listed;  /* …a frame after its row: see all_batch_cb() */
  /* The answer asked for during a challenge, waiting for the person's word: see
   * show_answer() */
  guint                      answer_request;
  AnswerFunc                 answer_func;
  guint32                    answer_seed;
  char                      *answer_why;
  guint                      last_viewed;   /* the row viewed last, for Page Down after Back */

  /* What the widgets show (the properties) */
  gboolean                   busy;
  gboolean                   solving_all;
  gboolean                   stop_shown;
  gboolean                   progress_shown;
  double                     progress;
  char                      *counts_text;
  char                      *symmetry_text;
  const char                *list_page;
  char                      *empty_title;
  char                      *empty_description;
};

enum {
  PROP_0,
  PROP_BUSY,
  PROP_SOLVING_ALL,
  PROP_STOP_SHOWN,
  PROP_PROGRESS,
  PROP_PROGRESS_SHOWN,
  PROP_COUNTS_TEXT,
  PROP_SYMMETRY_TEXT,
  PROP_LIST_PAGE,
  PROP_EMPTY_TITLE,
  PROP_EMPTY_DESCRIPTION,
  PROP_WATCH_TASK,
  PROP_WATCH_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SCROLL_TO,
  FIRST_LISTED,
  PACKING_FOUND,
  CLEARED,
  ANSWER_ASKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PentoSearches, pento_searches, G_TYPE_OBJECT)

static void
set_flag (PentoSearches *self,
          gboolean      *field,
          gboolean       value,
          guint          prop)
{
  if (*field == !!value)
    return;
  *field = !!value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_text (PentoSearches  *self,
          char          **field,
          const char     *value,
          guint           prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_list_page (PentoSearches *self,
               const char    *page)
{
  if (g_strcmp0 (self->list_page, page) == 0)
    return;
  self->list_page = g_intern_string (page);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIST_PAGE]);
}

static void
set_progress (PentoSearches *self,
              double         progress)
{
  progress = CLAMP (progress, 0.0, 1.0);
  if (self->progress == progress)
    return;
  self->progress = progress;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
}

static gboolean
watch_running (PentoSearches *self)
{
  return self->watch_task != NULL;
}

static gboolean
watch_paused (PentoSearches *self)
{
  return self->watch_task != NULL && pento_watch_task_is_paused (self->watch_task);
}

static PentoBoard *
session_board (PentoSearches *self)
{
  return pento_session_get_board (self->session);
}

static const PentoRules *
session_rules (PentoSearches *self)
{
  return pento_session_get_rules (self->session);
}

static gboolean
session_is_box (PentoSearches *self)
{
  return pento_board_model_get_is_box (pento_session_get_board_model (self->session));
}

static void
set_status (PentoSearches *self,
            const char    *text)
{
  pento_session_set_status (self->session, text);
}

static void
say (PentoSearches *self,
     const char    *text)
{
  pento_session_say (self->session, text);
}

/* A toast instead of the status line, which is emptied: not the same sentence twice. */
static void
say_instead (PentoSearches *self,
             const char    *text)
{
  set_status (self, "");
  say (self, text);
}

static void
set_action_enabled (PentoSearches *self,
                    const char    *name,
                    gboolean       enabled)
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
 * next move or click on the board. The one place that shows a packing on the board. */
static void
show_packing (PentoSearches       *self,
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

/* The board shows the search being watched instead of the game, the bar saying so. */
static void
show_watch (PentoSearches *self)
{
  PentoBoardModel *model = pento_session_get_board_model (self->session);

  pento_board_model_show_packing (model, PENTO_BOARD_KIND_WATCH,
                                  pento_board_model_get_solution (model));
  pento_viewing_show (self->viewing, _("Watching the search"));
}

static void
update_running (PentoSearches *self)
{
  gboolean all_running = self->all_task != NULL;
  gboolean slow_all = all_running && self->slow_all_id == 0;
  gboolean slow_solve = self->solve_task != NULL && self->slow_solve_id == 0;
  gboolean busy = all_running || self->solve_task != NULL || watch_running (self);

  /* Stop and the progress bar come after a moment (Escape stops at once): a search over
   * within a few frames (10 × 6) does not flash them. */
  set_flag (self, &self->stop_shown, slow_all || slow_solve, PROP_STOP_SHOWN);
  set_flag (self, &self->progress_shown, slow_all, PROP_PROGRESS_SHOWN);
  set_flag (self, &self->solving_all, all_running, PROP_SOLVING_ALL);
  set_flag (self, &self->busy, busy, PROP_BUSY);
  set_action_enabled (self, "stop", busy);
  /* Space and the watch keys only while there is a watch to pause or step */
  set_action_enabled (self, "watch-pause", watch_running (self) && !watch_paused (self));
  set_action_enabled (self, "watch-toggle", watch_running (self));
  set_action_enabled (self, "watch-step", watch_paused (self));
}

/* What "up to symmetry" means for the counts shown, with the arithmetic that links the
 * published figures: for 10 × 6, 2,339 × 4 = 9,356, and × 8 = 18,712 when 6 × 10 counts as
 * another board. NULL until a search has listed something. */
static char *
describe_symmetry (PentoSearches *self,
                   guint          n_unique,
                   guint          n_total)
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
update_counts (PentoSearches *self)
{
  guint n_total = pento_solution_list_get_n_total (self->solutions);
  guint n_unique = pento_solution_list_get_n_unique (self->solutions);
  gboolean searched = self->all_task != NULL || self->all_complete || watch_running (self);

  if (searched)
    {
      g_autofree char *unique = pento_format_count (n_unique);
      g_autofree char *total = pento_format_count (n_total);
      /* Translators: the counts of the solution list, e.g. "2,339 unique · 9,356 total". */
      g_autofree char *text = g_strdup_printf (_("%s unique · %s total"), unique, total);

      set_text (self, &self->counts_text, text, PROP_COUNTS_TEXT);
    }
  else
    set_text (self, &self->counts_text, _("No packings listed"), PROP_COUNTS_TEXT);

  {
    g_autofree char *symmetry = self->all_complete ? describe_symmetry (self, n_unique, n_total)
                                                   : NULL;

    set_text (self, &self->symmetry_text, symmetry, PROP_SYMMETRY_TEXT);
  }

  if (n_total > 0)
    set_list_page (self, pento_solution_list_get_unique_only (self->solutions) ? "list" : "all");
  else
    {
      set_list_page (self, "empty");
      if (self->all_complete)
        {
          g_autofree char *why = NULL;

          set_text (self, &self->empty_title, _("No Packings"), PROP_EMPTY_TITLE);
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
          set_text (self, &self->empty_description, why, PROP_EMPTY_DESCRIPTION);
        }
      else if (self->all_task != NULL || watch_running (self))
        {
          /* (a watched search lists its packings here as it finds them) */
          set_text (self, &self->empty_title, _("Searching…"), PROP_EMPTY_TITLE);
          set_text (self, &self->empty_description, NULL, PROP_EMPTY_DESCRIPTION);
        }
      else
        {
          set_text (self, &self->empty_title, _("No Packings Listed"), PROP_EMPTY_TITLE);
          set_text (self, &self->empty_description,
                    _("Solve All lists every packing of this board."), PROP_EMPTY_DESCRIPTION);
        }
    }
}

static gboolean
slow_solve_cb (gpointer user_data)
{
  PentoSearches *self = user_data;

  self->slow_solve_id = 0;
  update_running (self);
  return G_SOURCE_REMOVE;
}

/* The board whose packings the list holds: the position's (an opened file may hold another
 * than the setting's), or a box's layers side by side. */
static PentoBoard *
list_board (PentoSearches *self)
{
  return session_is_box (self) ? session_board (self)
                      : pento_position_get_board (pento_play_get_position (self->play));
}

/* Solve All keeps the last list on screen until its first packings come (or it ends): a
 * search over in a frame or two shows one change, not an empty list first. */
static void
apply_pending_reset (PentoSearches *self)
{
  if (!self->reset_pending)
    return;
  self->reset_pending = FALSE;
  pento_solution_list_reset (self->solutions, list_board (self));
}

static void
cancel_all_task (PentoSearches *self)
{
  cancel_task (&self->all_task);
  g_clear_handle_id (&self->slow_all_id, g_source_remove);
  apply_pending_reset (self);
}

static gboolean
slow_all_cb (gpointer user_data)
{
  PentoSearches *self = user_data;

  self->slow_all_id = 0;
  set_status (self, _("Looking for every packing…"));
  update_running (self);
  return G_SOURCE_REMOVE;
}

/* How many packings the list shows, including any its view has yet to report. */
static guint
shown_count (PentoSearches *self)
{
  return pento_solution_view_get_n_available (
    pento_solution_list_get_view (self->solutions,
                                  pento_solution_list_get_unique_only (self->solutions)));
}

void
pento_searches_select (PentoSearches *self,
                       guint          position)
{
  guint n;

  g_return_if_fail (PENTO_IS_SEARCHES (self));

  n = shown_count (self);
  if (n == 0)
    return;

  position = MIN (position, n - 1);
  /* The view may not have reported that far yet. */
  pento_solution_view_publish_to (PENTO_SOLUTION_VIEW (gtk_single_selection_get_model (self->selection)),
                                  position);
  gtk_single_selection_set_selected (self->selection, position);
  g_signal_emit (self, signals[SCROLL_TO], 0, position);
}

/* Switches the list between unique and all packings, keeping the selected packing selected
 * when the new list holds it. */
static void
set_unique_only (PentoSearches *self,
                 gboolean       unique_only)
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
    pento_searches_select (self, all);
  else if (pento_solution_list_unique_position (self->solutions, all) != G_MAXUINT)
    pento_searches_select (self, pento_solution_list_unique_position (self->solutions, all));
}

/* "Packing 37 of 2,339 unique" for the selected row; the total grows during Solve All. */
static void
update_selection_status (PentoSearches *self)
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
show_selected (PentoSearches *self)
{
  guint position = gtk_single_selection_get_selected (self->selection);
  g_autoptr(PentoSolution) solution = NULL;

  if (position == GTK_INVALID_LIST_POSITION)
    return;

  solution = pento_solution_list_get_solution (self->solutions, position);
  if (solution == NULL)
    return;

  update_selection_status (self);
  show_packing (self, solution, NULL);
}

static void
selection_changed_cb (PentoSearches      *self,
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
select_packing (PentoSearches       *self,
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
  pento_searches_select (self, position);
  return TRUE;
}

static void
solve_finished_cb (PentoSearches       *self,
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
      show_packing (self, NULL, NULL);
      set_status (self, _("No packing exists for this board and these rules."));
      return;
    }

  g_signal_emit (self, signals[PACKING_FOUND], 0, solution);
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
      show_packing (self, solution, title);
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
show_first_now (PentoSearches *self)
{
  if (!self->show_first || shown_count (self) == 0)
    return;
  self->show_first = FALSE;
  if (gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION)
    pento_searches_select (self, 0);
}

static void
all_batch_cb (PentoSearches   *self,
              GBytes          *cells,
              const guint8    *representative,
              guint            n,
              PentoSearchTask *task)
{
  if (task != self->all_task || pento_search_task_get_generation (task) != self->generation)
    return;

  apply_pending_reset (self);
  pento_solution_list_append_bytes (self->solutions, cells, representative, n);

  /* The list's first packing goes on the board one frame after the list shows its first rows,
   * not in the same frame: the list page, the board, the banner over it and the greyed tray,
   * all repainted at once, took most of a frame's painting on a software-rendered display,
   * and split over two frames the main loop stalls less (docs/performance.md). The list pane
   * calls pento_searches_show_first() then; the search's end shows it at once (a search over
   * within a frame shows one change), and so does Stop. */
  if (gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION &&
      shown_count (self) > 0 && self->show_first && !self->first_listed)
    {
      self->first_listed = TRUE;
      g_signal_emit (self, signals[FIRST_LISTED], 0);
    }
  update_selection_status (self);

  update_counts (self);
}

static void
all_progress_cb (PentoSearches       *self,
                 const PentoProgress *progress,
                 PentoSearchTask     *task)
{
  if (task != self->all_task || pento_search_task_get_generation (task) != self->generation)
    return;

  set_progress (self, progress->fraction);
}

static void
all_finished_cb (PentoSearches       *self,
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
          show_packing (self, NULL, NULL);
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

/* The watch task the Watch panel shows (NULL: none); a running one is cancelled. */
static void
set_watch_task (PentoSearches  *self,
                PentoWatchTask *task)
{
  g_autoptr(PentoWatchTask) old = g_steal_pointer (&self->watch_task);

  if (old == task)
    {
      self->watch_task = g_steal_pointer (&old);
      return;
    }
  if (old != NULL)
    {
      g_signal_handlers_disconnect_by_data (old, self);
      pento_watch_task_cancel (old);
    }
  self->watch_task = task != NULL ? g_object_ref (task) : NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WATCH_TASK]);
}

static void
watch_finished_cb (PentoSearches  *self,
                   const GError   *error,
                   PentoWatchTask *task)
{
  g_autofree char *status = NULL;

  if (task != self->watch_task)
    return;
  /* (the Watch panel has listed the last packings: it heard the end first) */
  set_watch_task (self, NULL);

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
            pento_searches_select (self, 0);
          else
            show_selected (self);
        }
    }
  set_status (self, status);
  update_counts (self);
  update_running (self);
}

static void
watch_paused_changed_cb (PentoSearches *self)
{
  if (watch_paused (self))
    set_status (self, _("Paused: F6 steps, Space resumes; the packings found so far can be "
                        "browsed."));
  else if (watch_running (self))
    {
      set_status (self, _("Watching the search…"));
      /* (a packing browsed while paused gives the board back to the search) */
      show_watch (self);
    }
  update_running (self);
}

void
pento_searches_solve (PentoSearches *self,
                      guint32        seed)
{
  PentoSearchTaskKind kind;
  PentoRules rules;

  g_return_if_fail (PENTO_IS_SEARCHES (self));

  /* The seed is part of what the window shows, so it goes through GSettings too. */
  g_settings_set_uint (self->settings, "seed", seed);
  set_watch_task (self, NULL);

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
pento_searches_solve_all (PentoSearches *self)
{
  PentoRules rules;

  g_return_if_fail (PENTO_IS_SEARCHES (self));

  cancel_all_task (self);
  set_watch_task (self, NULL);
  self->all_complete = FALSE;
  self->show_first = TRUE;
  self->first_listed = FALSE;
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
  set_progress (self, 0.0);
  self->slow_all_id = g_timeout_add (100, slow_all_cb, self);
  update_running (self);
}

/* A watch stopped: what it found stays listed, and the counts say it is partial. */
static void
stop_watch (PentoSearches *self)
{
  g_autofree char *unique = pento_format_count (pento_solution_list_get_n_unique (self->solutions));
  g_autofree char *total = pento_format_count (pento_solution_list_get_n_total (self->solutions));
  g_autofree char *counts = g_strdup_printf (_("%s unique · %s total (stopped)"), unique, total);

  set_watch_task (self, NULL);
  set_status (self, _("Watch stopped; the packings found so far stay listed."));
  update_counts (self);
  set_text (self, &self->counts_text, counts, PROP_COUNTS_TEXT);
  update_running (self);
}

void
pento_searches_stop (PentoSearches *self)
{
  g_return_if_fail (PENTO_IS_SEARCHES (self));

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

        set_text (self, &self->counts_text, counts, PROP_COUNTS_TEXT);
      }
    }

  if (watch_running (self))
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
watch (PentoSearches *self)
{
  g_autoptr(PentoWatchTask) task = NULL;
  PentoRules rules;
  gboolean keep;

  g_return_if_fail (PENTO_IS_SEARCHES (self));

  if (watch_running (self))
    {
      /* app.watch resumes a paused watch */
      pento_watch_task_set_paused (self->watch_task, FALSE);
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

  /* With "Randomize tile order" each run explores in an order of its own. */
  rules = *session_rules (self);
  if (rules.shuffle)
    rules.seed = g_random_int ();
  task = pento_watch_task_new (session_board (self), &rules, self->watch_speed,
                               self->watch_pause_at_packing);
  pento_watch_task_set_keep_list (task, keep);
  /* The Watch panel connects to the task when told of it, before this object does: at the
   * end it lists the last packings before watch_finished_cb() counts them. */
  set_watch_task (self, task);
  g_signal_connect_object (task, "finished", G_CALLBACK (watch_finished_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (task, "paused-changed", G_CALLBACK (watch_paused_changed_cb), self,
                           G_CONNECT_SWAPPED);
  pento_watch_task_start (task);

  set_status (self, _("Watching the search…"));
  show_watch (self);
  update_counts (self);
  update_running (self);
}

static void
move_selection (PentoSearches *self,
                int            delta)
{
  guint n;
  guint position;

  g_return_if_fail (PENTO_IS_SEARCHES (self));

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

  pento_searches_select (self, position);
}

/* The session read a new puzzle spec: whatever ran for the old spec is cancelled and its
 * results are dropped (the window has set the board views and the game first). */
static void update_answer_actions (PentoSearches *self);

/* The status line on a new board, and in a new mode: what one can do here. */
static void
say_what_to_do (PentoSearches *self)
{
  if (pento_session_get_play_mode (self->session))
    set_status (self, _("Place every piece of the tray on the board: drag one there, or click "
                        "it and then the board."));
  else
    set_status (self, _("Solve shows a random packing; Solve All lists every one."));
}

static void
mode_changed_cb (PentoSearches *self)
{
  update_answer_actions (self);
  say_what_to_do (self);
}

static void
spec_changed_cb (PentoSearches *self)
{
  self->generation++;
  cancel_task (&self->solve_task);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  cancel_all_task (self);
  set_watch_task (self, NULL);
  self->all_complete = FALSE;
  self->last_viewed = GTK_INVALID_LIST_POSITION;
  pento_solution_list_reset (self->solutions, session_board (self));
  /* (the figures of a watch belong to its board, the list pane's width to the board) */
  g_signal_emit (self, signals[CLEARED], 0);
  update_answer_actions (self);
  show_packing (self, NULL, NULL);
  say_what_to_do (self);
  update_counts (self);
  update_running (self);
}

static void follow_watch_settings (PentoSearches *self);

static void
settings_changed_cb (PentoSearches *self,
                     const char    *key,
                     GSettings     *settings)
{
  if (g_str_equal (key, "unique-only"))
    set_unique_only (self, g_settings_get_boolean (settings, "unique-only"));
  else if (g_str_equal (key, "watch-speed") || g_str_equal (key, "watch-pause-at-packing"))
    follow_watch_settings (self);
}

/* --- An answer during a challenge ----------------------------------------------------- */

/* Solve, Solve All and Watch show the answer: in Play they are off during a challenge, in
 * Explore they first ask, as the challenge's finish is then no record. */
static void
update_answer_actions (PentoSearches *self)
{
  gboolean open = !(pento_session_get_play_mode (self->session) &&
                    pento_session_get_challenge (self->session));

  set_action_enabled (self, "solve", open);
  set_action_enabled (self, "seed", open);
  set_action_enabled (self, "solve-all", open);
  set_action_enabled (self, "watch", open && !session_is_box (self));
}

/* Runs @func now, or once the person has agreed that the running challenge's finish will be
 * no record: "answer-asked" asks them (the list pane, in a dialog), and
 * pento_searches_answer() brings their answer. Only the last question counts. */
static void
show_answer (PentoSearches *self,
             AnswerFunc     func,
             guint32        seed,
             const char    *why)
{
  if (!pento_session_get_challenge (self->session) ||
      pento_session_get_answer_shown (self->session))
    {
      func (self, seed);
      return;
    }
  if (pento_session_get_play_mode (self->session))
    return;
  self->answer_request++;
  self->answer_func = func;
  self->answer_seed = seed;
  g_free (self->answer_why);
  self->answer_why = g_strdup (why);
  g_signal_emit (self, signals[ANSWER_ASKED], 0, self->answer_request);
}

void
pento_searches_answer (PentoSearches *self,
                       guint          request,
                       gboolean       show)
{
  AnswerFunc func;

  g_return_if_fail (PENTO_IS_SEARCHES (self));

  if (request != self->answer_request || self->answer_func == NULL)
    return;
  func = g_steal_pointer (&self->answer_func);
  if (show && pento_session_get_challenge (self->session))
    {
      pento_session_set_answer_shown (self->session, self->answer_why);
      func (self, self->answer_seed);
    }
}

static void
answer_solve (PentoSearches *self,
              guint32        seed)
{
  pento_searches_solve (self, seed);
}

static void
answer_solve_all (PentoSearches *self,
                  guint32        seed)
{
  pento_searches_solve_all (self);
}

static void
answer_watch (PentoSearches *self,
              guint32        seed)
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
  pento_searches_stop (self);
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
  pento_searches_select (self, 0);
}

static void
last_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       self)
{
  pento_searches_select (self, G_MAXUINT);
}

static void
watch_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       self)
{
  /* (resuming a watch already running shows nothing new) */
  if (watch_running (self))
    watch (self);
  else
    show_answer (self, answer_watch, 0, _("The answer was shown by Watch."));
}


static void
watch_pause_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       self)
{
  PentoSearches *searches = self;

  if (watch_running (searches))
    pento_watch_task_set_paused (searches->watch_task, TRUE);
}

/* Space: pause, or resume. */
static void
watch_toggle_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       self)
{
  PentoSearches *searches = self;

  if (watch_running (searches))
    pento_watch_task_set_paused (searches->watch_task, !watch_paused (searches));
}

static void
watch_step_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       self)
{
  PentoSearches *searches = self;

  if (watch_paused (searches))
    pento_watch_task_step (searches->watch_task);
}

/* The watch's speed and pause-at-packing are settings: the actions' states follow them,
 * and a state set over D-Bus or from the panel is kept in them; the panel shows the speed
 * ("watch-speed"). */
static void
watch_speed_change_state (GSimpleAction *action,
                          GVariant      *value,
                          gpointer       self)
{
  PentoSearches *searches = self;
  guint speed = MIN (g_variant_get_uint32 (value), 1000);

  g_variant_unref (g_variant_ref_sink (value));   /* (a floating one is ours to drop) */
  g_simple_action_set_state (action, g_variant_new_uint32 (speed));
  if (searches->watch_speed != speed)
    {
      searches->watch_speed = speed;
      if (searches->watch_task != NULL)
        pento_watch_task_set_speed (searches->watch_task, speed);
      g_object_notify_by_pspec (G_OBJECT (searches), properties[PROP_WATCH_SPEED]);
    }
  if (g_settings_get_uint (searches->settings, "watch-speed") != speed)
    g_settings_set_uint (searches->settings, "watch-speed", speed);
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
  PentoSearches *searches = self;
  /* (read first: a floating @value equal to the state is gone after set_state) */
  gboolean pause = g_variant_get_boolean (value);

  g_simple_action_set_state (action, value);
  searches->watch_pause_at_packing = pause;
  if (searches->watch_task != NULL)
    pento_watch_task_set_pause_at_packing (searches->watch_task, pause);
  if (g_settings_get_boolean (searches->settings, "watch-pause-at-packing") != pause)
    g_settings_set_boolean (searches->settings, "watch-pause-at-packing", pause);
}

/* Main thread: the watch settings as they are now, into the actions and the watch. */
static void
follow_watch_settings (PentoSearches *self)
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

static const GActionEntry search_actions[] = {
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
pento_searches_install (PentoSearches *self,
                        GActionMap    *map)
{
  g_return_if_fail (PENTO_IS_SEARCHES (self));

  g_clear_pointer (&self->actions, pento_actions_free);
  self->actions = pento_actions_install (map, search_actions, G_N_ELEMENTS (search_actions), self);
  pento_viewing_install (self->viewing, map);
  /* Nothing to stop until a search runs (a disabled action also leaves Escape to popovers),
   * nor a watch to pause or step; no Watch in a box. */
  update_answer_actions (self);
  update_running (self);
  follow_watch_settings (self);
}

gboolean
pento_searches_is_searching (PentoSearches *self)
{
  g_return_val_if_fail (PENTO_IS_SEARCHES (self), FALSE);

  return self->solve_task != NULL || self->all_task != NULL;
}

PentoSession *
pento_searches_get_session (PentoSearches *self)
{
  g_return_val_if_fail (PENTO_IS_SEARCHES (self), NULL);

  return self->session;
}

GtkSingleSelection *
pento_searches_get_selection (PentoSearches *self,
                              gboolean       unique_only)
{
  g_return_val_if_fail (PENTO_IS_SEARCHES (self), NULL);

  return self->selections[!!unique_only];
}

void
pento_searches_show_first (PentoSearches *self)
{
  g_return_if_fail (PENTO_IS_SEARCHES (self));

  /* (a frame late, it may come from a Solve All replaced since: the new one has not
   * listed yet) */
  if (self->first_listed)
    show_first_now (self);
}

/* The board shows the game again: a watch on it stops, and the list lets its row go (so that
 * a click on it shows it again). */
static void
back_cb (PentoSearches *self)
{
  self->show_first = FALSE;
  if (watch_running (self))
    stop_watch (self);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
}

/* While a watch runs, the packings it lists are counted as they come. */
static void
list_grew_cb (PentoSearches *self)
{
  if (watch_running (self) && !pento_watch_task_get_keep_list (self->watch_task))
    update_counts (self);
}

static void
pento_searches_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  PentoSearches *self = PENTO_SEARCHES (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_SOLVING_ALL:
      g_value_set_boolean (value, self->solving_all);
      break;
    case PROP_STOP_SHOWN:
      g_value_set_boolean (value, self->stop_shown);
      break;
    case PROP_PROGRESS:
      g_value_set_double (value, self->progress);
      break;
    case PROP_PROGRESS_SHOWN:
      g_value_set_boolean (value, self->progress_shown);
      break;
    case PROP_COUNTS_TEXT:
      g_value_set_string (value, self->counts_text);
      break;
    case PROP_SYMMETRY_TEXT:
      g_value_set_string (value, self->symmetry_text);
      break;
    case PROP_LIST_PAGE:
      g_value_set_string (value, self->list_page);
      break;
    case PROP_EMPTY_TITLE:
      g_value_set_string (value, self->empty_title);
      break;
    case PROP_EMPTY_DESCRIPTION:
      g_value_set_string (value, self->empty_description);
      break;
    case PROP_WATCH_TASK:
      g_value_set_object (value, self->watch_task);
      break;
    case PROP_WATCH_SPEED:
      g_value_set_uint (value, self->watch_speed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_searches_dispose (GObject *object)
{
  PentoSearches *self = PENTO_SEARCHES (object);

  g_clear_pointer (&self->actions, pento_actions_free);
  cancel_task (&self->solve_task);
  /* (the list goes with the window: no reset is due) */
  cancel_task (&self->all_task);
  /* (the Watch panel lets it go too) */
  set_watch_task (self, NULL);
  g_clear_handle_id (&self->slow_all_id, g_source_remove);
  g_clear_handle_id (&self->slow_solve_id, g_source_remove);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->viewing != NULL)
    g_signal_handlers_disconnect_by_data (self->viewing, self);
  if (self->solutions != NULL)
    g_signal_handlers_disconnect_by_data (self->solutions, self);
  g_clear_object (&self->viewing);
  self->selection = NULL;
  g_clear_object (&self->selections[FALSE]);
  g_clear_object (&self->selections[TRUE]);
  g_clear_object (&self->solutions);
  g_clear_object (&self->play);
  g_clear_object (&self->settings);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (pento_searches_parent_class)->dispose (object);
}

static void
pento_searches_finalize (GObject *object)
{
  PentoSearches *self = PENTO_SEARCHES (object);

  g_free (self->counts_text);
  g_free (self->symmetry_text);
  g_free (self->empty_title);
  g_free (self->empty_description);
  g_free (self->answer_why);

  G_OBJECT_CLASS (pento_searches_parent_class)->finalize (object);
}

static void
pento_searches_class_init (PentoSearchesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = pento_searches_dispose;
  object_class->finalize = pento_searches_finalize;
  object_class->get_property = pento_searches_get_property;

  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE, flags);
  properties[PROP_SOLVING_ALL] = g_param_spec_boolean ("solving-all", NULL, NULL, FALSE, flags);
  properties[PROP_STOP_SHOWN] = g_param_spec_boolean ("stop-shown", NULL, NULL, FALSE, flags);
  properties[PROP_PROGRESS] = g_param_spec_double ("progress", NULL, NULL, 0.0, 1.0, 0.0, flags);
  properties[PROP_PROGRESS_SHOWN] = g_param_spec_boolean ("progress-shown", NULL, NULL, FALSE,
                                                          flags);
  properties[PROP_COUNTS_TEXT] = g_param_spec_string ("counts-text", NULL, NULL, NULL, flags);
  properties[PROP_SYMMETRY_TEXT] = g_param_spec_string ("symmetry-text", NULL, NULL, NULL, flags);
  properties[PROP_LIST_PAGE] = g_param_spec_string ("list-page", NULL, NULL, "empty", flags);
  properties[PROP_EMPTY_TITLE] = g_param_spec_string ("empty-title", NULL, NULL, NULL, flags);
  properties[PROP_EMPTY_DESCRIPTION] = g_param_spec_string ("empty-description", NULL, NULL,
                                                            NULL, flags);
  properties[PROP_WATCH_TASK] = g_param_spec_object ("watch-task", NULL, NULL,
                                                     PENTO_TYPE_WATCH_TASK, flags);
  properties[PROP_WATCH_SPEED] = g_param_spec_uint ("watch-speed", NULL, NULL, 0, G_MAXUINT,
                                                    PENTO_WATCH_DEFAULT_SPEED, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SCROLL_TO] =
    g_signal_new ("scroll-to", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[FIRST_LISTED] =
    g_signal_new ("first-listed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[PACKING_FOUND] =
    g_signal_new ("packing-found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[CLEARED] =
    g_signal_new ("cleared", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ANSWER_ASKED] =
    g_signal_new ("answer-asked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
pento_searches_init (PentoSearches *self)
{
  self->watch_speed = PENTO_WATCH_DEFAULT_SPEED;
  self->list_page = g_intern_static_string ("empty");
  self->last_viewed = GTK_INVALID_LIST_POSITION;
}

PentoSearches *
pento_searches_new (PentoSession *session,
                    PentoPlay    *play,
                    PentoViewing *viewing)
{
  PentoSearches *self;

  g_return_val_if_fail (PENTO_IS_SESSION (session), NULL);
  g_return_val_if_fail (PENTO_IS_PLAY (play), NULL);
  g_return_val_if_fail (PENTO_IS_VIEWING (viewing), NULL);

  self = g_object_new (PENTO_TYPE_SEARCHES, NULL);
  self->session = g_object_ref (session);
  self->settings = g_object_ref (pento_session_get_settings (session));
  self->play = g_object_ref (play);
  self->solutions = g_object_ref (pento_session_get_solutions (session));
  self->last_viewed = GTK_INVALID_LIST_POSITION;
  self->viewing = g_object_ref (viewing);
  g_signal_connect_object (self->viewing, "back", G_CALLBACK (back_cb), self, G_CONNECT_SWAPPED);

  for (guint unique = FALSE; unique <= TRUE; unique++)
    {
      PentoSolutionView *view = pento_solution_list_get_view (self->solutions, unique);

      self->selections[unique] = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (view)));
      gtk_single_selection_set_autoselect (self->selections[unique], FALSE);
      gtk_single_selection_set_can_unselect (self->selections[unique], TRUE);
      gtk_single_selection_set_selected (self->selections[unique], GTK_INVALID_LIST_POSITION);
      g_signal_connect_object (self->selections[unique], "notify::selected",
                               G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);
    }
  self->selection = self->selections[g_settings_get_boolean (self->settings, "unique-only")];

  pento_solution_list_set_unique_only (self->solutions,
                                       g_settings_get_boolean (self->settings, "unique-only"));
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "spec-changed", G_CALLBACK (spec_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::play-mode", G_CALLBACK (mode_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::challenge", G_CALLBACK (update_answer_actions),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->solutions, "notify::n-total", G_CALLBACK (list_grew_cb), self,
                           G_CONNECT_SWAPPED);
  update_counts (self);
  return self;
}
