/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-play.c: play by hand. Every change of the game shows the new position at once, saves
 * the game, and starts a count of its completions on the worker (the previous one cancelled);
 * the hint ladder, Finish and the winning number are further questions to the same worker.
 */
#include <glib/gi18n.h>
#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "play/pento-play.h"

#include "play/pento-autosave.h"
#include "play/pento-free-records.h"
#include "play/pento-game-shelf.h"
#include "common/pento-session.h"
#include "play/pento-play-task.h"
#include "common/pento-ui-util.h"

struct _PentoPlay
{
  GObject         parent_instance;

  PentoBoardModel *model;  /* what the board shows: the game is drawn there */
  PentoBoardView *view;   /* weak: moves come from it */
  PentoPieceTray *tray;   /* weak: pieces are taken from it */

  PentoGame      *game;
  PentoBoard     *spec_board;
  PentoRules      rules;

  PentoPlayTask  *count_task;
  PentoPlayTask  *hint_task;
  PentoPlayTask  *finish_task;
  PentoPlayTask  *index_task;

  char           *count_text;
  gint64          count;
  char           *message;
  gboolean        in_hand_said;       /* the message is "The P piece is in hand …" */
  PentoPiece      in_hand_piece;

  gboolean        can_undo;
  gboolean        can_redo;
  gboolean        loading;   /* a game set from a file: no celebration for a board just read */
  guint           hint_step;
  gboolean        finish_by_hint;   /* the Finish running is Hint's third step */
  gboolean        finishing;        /* Finish is placing the last pieces */
  gboolean        collected;        /* the packing of the win is in the collection ... */
  gboolean        collected_new;    /* ... found for the first time ... */
  guint           collected_found;  /* ... and so many of its board, set and rules are */
  gboolean        hint_found;
  PentoPiece      hint_piece;
  PentoCell       hint_cells[5];
  guint           hint_n_cells;
  gboolean        finishing_for_hint;

  gboolean        restoring;          /* the saved game is being read: nothing is saved */
  gboolean        save_blocked;       /* a damaged file could not be kept aside */
  gboolean        save_failure_said;
  gboolean        no_assists;         /* a challenge played without hint and live count */

  PentoGameShelf *shelf;              /* the games left on other boards and rules */
  PentoSession   *session;            /* weak: where a restored game sets its board */
  gboolean        adopting;           /* the settings follow the restored game */
  gboolean        spec_moved;         /* the board or rules changed while restoring */

  /* The running challenge's game, in play or held aside while another board is played: it
   * never goes on the shelf, so the free game of its board stays there. */
  PentoGame      *challenge;
  PentoRules      challenge_rules;
  gboolean        in_progress;        /* the game in play has moves (see game_has_moves()) */
  gboolean        challenge_held;     /* the challenge waits aside */
  gboolean        challenge_done;     /* ... finished: switched away from, it goes */
  PentoGame      *replaced;           /* the free game New Game replaced, for its Undo */
  PentoGame      *left;               /* the challenge last left unfinished, for its Undo */
  PentoRules      left_rules;
};

G_DEFINE_FINAL_TYPE (PentoPlay, pento_play, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_COUNT_TEXT,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_RESTORING,
  PROP_IN_PROGRESS,
  PROP_CHALLENGE_HELD,
  N_PROPS
};

enum {
  MESSAGE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void game_changed_cb (PentoPlay *self);
static void update_state (PentoPlay *self);
static gboolean game_has_moves (PentoGame *game);
static gboolean adopt_game  (PentoPlay        *self,
                             PentoGame        *game,
                             const PentoRules *rules,
                             GError          **error);
static void set_game        (PentoPlay *self,
                             PentoGame *game);

static void
say (PentoPlay  *self,
     const char *text,
     gboolean    important)
{
  g_free (self->message);
  self->message = g_strdup (text);
  self->in_hand_said = FALSE;
  g_signal_emit (self, signals[MESSAGE], 0, text, important);
}

/* Until the saved game is read, the board holds a stand-in: nothing the person does changes
 * it, so that a move never competes with the game coming back (which used to be kept aside
 * as if damaged). The read is bounded and on a worker: a moment. */
static gboolean
refused_while_restoring (PentoPlay  *self,
                         GError    **error)
{
  if (!self->restoring)
    return FALSE;
  g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("Your saved game is still being read: a moment, please."));
  say (self, _("Your saved game is still being read: a moment, please."), FALSE);
  return TRUE;
}

static void
cancel_task (PentoPlayTask **task)
{
  if (*task != NULL)
    {
      pento_play_task_cancel (*task);
      g_clear_object (task);
    }
}

/* Whether the board shows the game, rather than a packing viewed instead (Solve, the list,
 * Watch: see src/ui/solutions/pento-viewing.c). */
static gboolean
showing_game (PentoPlay *self)
{
  return pento_board_model_get_playable (self->model);
}

/* The count speaks of the game: while a packing is viewed it says nothing. */
static const char *
shown_count_text (PentoPlay *self)
{
  return showing_game (self) ? self->count_text : "";
}

static void
count_shown_changed (PentoPlay *self)
{
  pento_board_model_set_status_text (self->model, shown_count_text (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNT_TEXT]);
}

static void
set_count_text (PentoPlay  *self,
                const char *text)
{
  if (self->no_assists)
    text = _("Live count off");
  if (g_strcmp0 (self->count_text, text) == 0)
    return;
  g_free (self->count_text);
  self->count_text = g_strdup (text);
  count_shown_changed (self);
}

static char *
format_elapsed (double seconds)
{
  guint s = (guint) (seconds + 0.5);

  if (s >= 3600)
    return g_strdup_printf ("%u:%02u:%02u", s / 3600, s / 60 % 60, s % 60);
  return g_strdup_printf ("%u:%02u", s / 60, s % 60);
}

static PentoRules
play_rules (const PentoRules *rules)
{
  PentoRules r = *rules;

  /* The tile order changes which packing is found first, never how many there are. */
  r.shuffle = FALSE;
  return r;
}

/* --- Showing the game ------------------------------------------------------------------- */

static void
clear_hint (PentoPlay *self)
{
  self->hint_step = 0;
  self->hint_found = FALSE;
  cancel_task (&self->hint_task);
  pento_board_model_set_hint_piece (self->model, -1);
  pento_board_model_set_hint_cells (self->model, NULL, 0);
}

void
pento_play_show_game (PentoPlay *self)
{
  PentoPosition *position;
  g_autoptr(PentoSolution) solution = NULL;

  g_return_if_fail (PENTO_IS_PLAY (self));

  /* (a box has no game: its packings are all there is) */
  if (self->game == NULL || pento_board_model_get_is_box (self->model))
    return;
  position = pento_game_get_position (self->game);
  /* An empty board is drawn as no packing at all, as before play existed. */
  if (pento_position_get_n_placed (position) > 0)
    solution = pento_position_to_solution (position);
  /* The same board read back from a file is shown as the setting's (its name is the
   * preset's). */
  if (self->spec_board != NULL && pento_board_equal (self->spec_board,
                                                     pento_position_get_board (position)))
    pento_board_model_set_board (self->model, self->spec_board);
  else
    pento_board_model_set_board (self->model, pento_position_get_board (position));
  pento_board_model_set_rules (self->model, &self->rules);
  pento_board_model_set_solution (self->model, solution);
  pento_board_model_set_fixed (self->model, pento_game_get_fixed (self->game));
  pento_board_model_show_game (self->model, self->challenge != NULL &&
                                            self->game == self->challenge);
  if (self->hint_step >= 2 && self->hint_found)
    pento_board_model_set_hint_cells (self->model, self->hint_cells, self->hint_n_cells);
}

/* --- The live count ---------------------------------------------------------------------- */

static void
count_finished_cb (PentoPlay             *self,
                   const PentoPlayResult *result,
                   const GError          *error,
                   PentoPlayTask         *task)
{
  g_autofree char *text = NULL;

  if (task != self->count_task)
    return;
  g_clear_object (&self->count_task);

  if (error != NULL)
    {
      text = g_strdup_printf (_("Could not count the packings: %s"), error->message);
      self->count = -1;
      set_count_text (self, text);
      return;
    }

  g_debug ("Live count %" G_GUINT64_FORMAT " in %.2f ms", result->total, result->seconds * 1e3);
  self->count = result->total;
  if (result->total == 1 && self->game != NULL && pento_game_is_complete (self->game))
    {
      /* not "1 packing still possible": nothing is possible any more, it is done */
      text = g_strdup (_("Solved: every piece is on the board."));
      pento_board_model_set_dead_cells (self->model, NULL, 0);
    }
  else if (result->total > 0)
    {
      g_autofree char *number = pento_format_count (result->total);

      /* Translators: the live count while playing, e.g. "1,204 packings still possible". */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s packing still possible",
                                           "%s packings still possible",
                                           result->total > G_MAXULONG ? G_MAXULONG
                                                                      : (gulong) result->total),
                              number);
      pento_board_model_set_dead_cells (self->model, NULL, 0);
    }
  else
    {
      if (result->dead_reason == PENTO_DEAD_REGION_SIZE && result->n_dead > 0)
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Dead end: no packing is possible. The marked "
                                             "region of %u cell cannot be filled.",
                                             "Dead end: no packing is possible. The marked "
                                             "region of %u cells cannot be filled.",
                                             result->n_dead),
                                result->n_dead);
      else if (result->dead_reason == PENTO_DEAD_REGION_SHAPE && result->n_dead > 0)
        text = g_strdup (g_dngettext (GETTEXT_PACKAGE,
                                      "Dead end: no packing is possible. No piece left can "
                                      "cover the marked cell.",
                                      "Dead end: no packing is possible. No piece left can "
                                      "cover the marked cells.",
                                      result->n_dead));
      else
        text = g_strdup (_("Dead end: no packing is possible from here."));
      /* the marked region is the live count's finding: not shown with the assists off */
      if (!self->no_assists)
        pento_board_model_set_dead_cells (self->model, result->dead, result->n_dead);
    }
  set_count_text (self, text);
}

static void
start_count (PentoPlay *self)
{
  cancel_task (&self->count_task);
  self->count = -1;
  self->count_task = pento_play_task_new (PENTO_PLAY_TASK_COUNT,
                                          pento_game_get_position (self->game), &self->rules, 0);
  g_signal_connect_object (self->count_task, "finished", G_CALLBACK (count_finished_cb), self,
                           G_CONNECT_SWAPPED);
  pento_play_task_start (self->count_task);
  set_count_text (self, _("Counting…"));
}

/* --- Winning ----------------------------------------------------------------------------- */

static char *
win_sentence (PentoPlay *self)
{
  g_autofree char *time = format_elapsed (pento_game_get_elapsed (self->game));
  guint hints = pento_game_get_hints_used (self->game);

  if (hints == 0)
    /* Translators: %s is the time taken, e.g. "3:12". */
    return g_strdup_printf (_("Solved in %s without hints!"), time);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Solved in %s with %u hint!",
                                       "Solved in %s with %u hints!", hints),
                          time, hints);
}

static void
index_finished_cb (PentoPlay             *self,
                   const PentoPlayResult *result,
                   const GError          *error,
                   PentoPlayTask         *task)
{
  g_autofree char *sentence = NULL;
  g_autofree char *text = NULL;

  if (task != self->index_task)
    return;
  g_clear_object (&self->index_task);

  sentence = win_sentence (self);
  if (error != NULL)
    text = g_strdup (sentence);
  else
    {
      g_autofree char *number = pento_format_count (result->index + 1);
      g_autofree char *of = pento_format_count (result->unique);

      /* Translators: "Solved in 3:12 with 2 hints! This is packing 868 of 2,339 (up to
       * symmetry)." */
      text = g_strdup_printf (_("%s This is packing %s of %s (up to symmetry)."), sentence,
                              number, of);
    }
  /* a free game's packing in the collection: new or found before */
  if (self->collected)
    {
      g_autofree char *found = pento_free_records_sentence (self->collected_new,
                                                            self->collected_found,
                                                            error == NULL ? result->unique : 0);
      g_autofree char *told = g_steal_pointer (&text);

      text = g_strdup_printf ("%s %s", told, found);
    }
  /* In the status line only: a toast saying the same would cover it (the count line above
   * says "Solved" already). */
  say (self, text, FALSE);
}

#define FILED "pento-play-filed"

/* A free game won by the person (not opened whole): its time and its packing filed. */
static void
file_free_game (PentoPlay *self)
{
  PentoFinish finish = self->finishing ? PENTO_FINISH_SHOWN :
                       pento_game_get_hints_used (self->game) > 0 ? PENTO_FINISH_ASSISTED :
                       PENTO_FINISH_CLEAN;

  self->collected = FALSE;
  if (self->game == self->challenge || self->session == NULL)
    return;
  self->collected = pento_free_records_file (pento_session_get_records (self->session),
                                             self->game, finish,
                                             !g_object_get_data (G_OBJECT (self->game), FILED),
                                             &self->collected_new, &self->collected_found);
  /* (its time once: a win undone and made again is the same game) */
  if (self->collected)
    g_object_set_data (G_OBJECT (self->game), FILED, GINT_TO_POINTER (TRUE));
}

static void
celebrate (PentoPlay *self)
{
  g_autofree char *sentence = win_sentence (self);

  say (self, sentence, FALSE);
  cancel_task (&self->index_task);
  self->index_task = pento_play_task_new (PENTO_PLAY_TASK_INDEX,
                                          pento_game_get_position (self->game), &self->rules, 0);
  g_signal_connect_object (self->index_task, "finished", G_CALLBACK (index_finished_cb), self,
                           G_CONNECT_SWAPPED);
  pento_play_task_start (self->index_task);
}

/* --- Saving ------------------------------------------------------------------------------ */

char *
pento_play_get_save_path (void)
{
  return pento_autosave_get_path ();
}

/* The autosave is written on a worker: pento_file_write() syncs the file to disk before
 * the rename, which can take longer than a frame. Saves never overtake one another: each
 * worker writes whatever text is newest when it gets the lock, and nothing if another worker
 * already wrote it. */
static GMutex save_mutex;
static char *save_pending;   /* guarded by save_mutex */

/* Worker thread. */
static void
save_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  gboolean ok = TRUE;

  g_mutex_lock (&save_mutex);
  if (save_pending != NULL)
    {
      g_autofree char *text = g_steal_pointer (&save_pending);

      ok = pento_autosave_write (text, &error);
    }
  g_mutex_unlock (&save_mutex);
  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* A save that fails is said once, not at every move; the next save that works says nothing
 * and lets a later failure be said again. */
static void
saved (PentoPlay    *self,
       const GError *error)
{
  if (error == NULL)
    {
      self->save_failure_said = FALSE;
      return;
    }
  if (!self->save_failure_said)
    {
      g_autofree char *text = g_strdup_printf (_("The game could not be saved: %s"),
                                               error->message);

      self->save_failure_said = TRUE;
      say (self, text, TRUE);
    }
}

static void
save_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  g_task_propagate_boolean (G_TASK (result), &error);
  saved (PENTO_PLAY (source), error);
}

/* Whether the game file may be written: not before the saved game was read, and never over a
 * file that could not be restored nor kept aside. */
static gboolean
may_save (PentoPlay *self)
{
  return self->game != NULL && !self->restoring && !self->save_blocked;
}

static void
save_async (PentoPlay *self)
{
  g_autoptr(GTask) task = NULL;

  if (!may_save (self))
    return;
  g_mutex_lock (&save_mutex);
  g_free (save_pending);
  save_pending = pento_game_to_text (self->game);
  g_mutex_unlock (&save_mutex);

  task = g_task_new (self, NULL, save_done_cb, NULL);
  g_task_set_name (task, "[pentomino] save game");
  g_task_run_in_thread (task, save_in_thread);
}

void
pento_play_save (PentoPlay *self)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (PENTO_IS_PLAY (self));

  if (!may_save (self))
    return;
  /* Now, and on this thread (the window is closing): whatever a worker still holds is older. */
  text = pento_game_to_text (self->game);
  g_mutex_lock (&save_mutex);
  g_clear_pointer (&save_pending, g_free);
  pento_autosave_write (text, &error);
  g_mutex_unlock (&save_mutex);
  saved (self, error);
}

/* --- Restoring --------------------------------------------------------------------------- */

/* The saved game cannot be restored: it is renamed, so that no later save overwrites it, and
 * the person is told why and where it went. */
static void
keep_aside (PentoPlay  *self,
            const char *reason)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = pento_autosave_keep_aside (&error);
  g_autofree char *text = NULL;

  if (aside != NULL)
    {
      g_autofree char *name = g_path_get_basename (aside);

      text = g_strdup_printf (_("The saved game could not be restored (%s): it was kept as "
                                "“%s” and a new game starts."), reason, name);
    }
  else
    {
      self->save_blocked = TRUE;
      text = g_strdup_printf (_("The saved game could not be restored (%s) nor kept aside "
                                "(%s): it is left as it is and this game will not be saved."),
                              reason, error->message);
    }
  say (self, text, TRUE);
}

static void
restore (PentoPlay  *self,
         const char *text,
         gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoGame) game = NULL;
  PentoRules rules = self->rules;

  /* A game on another board is read under the rules it was played by, and brings both; on
   * this board the settings' rules are the person's, as at every change of rules. */
  pento_game_file_read_rules (text, length, &rules);
  game = pento_game_new_from_text (text, length, "game.txt", &rules, NULL);
  if (game == NULL || pento_board_equal (pento_game_get_board (game), self->spec_board))
    {
      rules = self->rules;
      g_clear_object (&game);
      game = pento_game_new_from_text (text, length, "game.txt", &rules, &error);
    }
  if (game == NULL)
    {
      keep_aside (self, error->message);
      return;
    }
  /* A move made (or a file opened) while the file was read wins; the saved game is kept. */
  if (pento_game_can_undo (self->game) ||
      pento_position_get_n_placed (pento_game_get_position (self->game)) > 0)
    {
      keep_aside (self, _("a new game began before it was read"));
      return;
    }
  /* The settings follow a game on another board, so that the title, the chooser and the
   * tray say what is played. */
  if (!pento_board_equal (pento_game_get_board (game), self->spec_board))
    {
      /* An empty game on another board holds nothing to lose: the settings stand. */
      if (!game_has_moves (game))
        return;
      /* The person chose another board while the file was read: their choice stands, and
       * the game waits on its own board. */
      if (self->spec_moved)
        {
          g_autofree char *kept = pento_game_to_text (game);

          pento_game_shelf_put (self->shelf, pento_game_get_board (game), &rules, kept);
          return;
        }
      if (!adopt_game (self, game, &rules, &error))
        keep_aside (self, error->message);
      return;
    }
  set_game (self, game);
}

static void
read_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GWeakRef *ref = user_data;
  g_autoptr(PentoPlay) self = g_weak_ref_get (ref);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  g_weak_ref_clear (ref);
  g_free (ref);
  text = pento_autosave_read_finish (result, &length, &error);
  if (self == NULL)
    return;
  self->restoring = FALSE;
  if (text != NULL)
    restore (self, text, length);
  else if (error != NULL)
    keep_aside (self, error->message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESTORING]);
  /* From now on every move is saved; save the game in play now, as it may differ from the
   * file (a move made while the file was read, or a new game after a damaged one). */
  save_async (self);
}

static void
start_restore (PentoPlay *self)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  self->restoring = TRUE;
  pento_autosave_read_async (NULL, read_done_cb, ref);
}

/* --- The game ---------------------------------------------------------------------------- */

/* The running challenge ends; unfinished, it is kept, its clock stopped, for the Undo of
 * the toast that says so (pento_play_restore_challenge()). */
static void
drop_challenge (PentoPlay *self)
{
  if (self->challenge != NULL && !self->challenge_done)
    {
      pento_game_set_paused (self->challenge, TRUE);
      g_set_object (&self->left, self->challenge);
      self->left_rules = self->challenge_rules;
    }
  g_clear_object (&self->challenge);
}

/* "in-progress" and "challenge-held" follow the game in play. */
static void
update_state (PentoPlay *self)
{
  gboolean in_progress = self->game != NULL && game_has_moves (self->game);
  gboolean held = self->challenge != NULL && self->game != self->challenge;

  if (in_progress != self->in_progress)
    {
      self->in_progress = in_progress;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IN_PROGRESS]);
    }
  if (held != self->challenge_held)
    {
      self->challenge_held = held;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHALLENGE_HELD]);
    }
}

static void
set_game (PentoPlay *self,
          PentoGame *game)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self,
                           G_CONNECT_SWAPPED);
  cancel_task (&self->finish_task);
  cancel_task (&self->index_task);
  self->loading = TRUE;
  game_changed_cb (self);
  self->loading = FALSE;
  update_state (self);
}

static void
update_history (PentoPlay *self)
{
  gboolean can_undo = pento_game_can_undo (self->game);
  gboolean can_redo = pento_game_can_redo (self->game);

  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
}

static void
game_changed_cb (PentoPlay *self)
{
  /* An answer about the old position must not land on the new one. */
  cancel_task (&self->finish_task);
  cancel_task (&self->index_task);
  clear_hint (self);
  if (self->view != NULL)
    pento_board_view_cancel_hold (self->view);
  pento_board_model_set_dead_cells (self->model, NULL, 0);
  /* A game read in meanwhile (the saved one, the one kept for a board) leaves a packing
   * being viewed on the board; a move shows the game (and the person's own New Game, Open
   * and challenge do so first). */
  if (!self->loading || showing_game (self))
    pento_play_show_game (self);
  update_history (self);
  update_state (self);
  start_count (self);
  save_async (self);
  /* A history that could not be read or replayed went; the game stayed. */
  if (pento_game_get_history_note (self->game) != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The undo history was dropped: %s"),
                                               pento_game_get_history_note (self->game));

      pento_game_clear_history_note (self->game);
      say (self, text, TRUE);
    }
  /* The last piece landed (by hand, by action, by Finish or by Redo). */
  if (!self->loading && pento_game_is_complete (self->game))
    {
      file_free_game (self);
      celebrate (self);
    }
}

static gboolean
same_rules (const PentoRules *a,
            const PentoRules *b)
{
  return a->flip == b->flip && (a->flip || a->mirror == b->mirror) && a->pieces == b->pieces;
}

/* --- A game per board and rules ---------------------------------------------------------- */

/* Whether @game holds anything a person would miss: a piece placed, or a move to undo or
 * redo. */
static gboolean
game_has_moves (PentoGame *game)
{
  return pento_game_can_undo (game) || pento_game_can_redo (game) ||
         pento_position_get_n_placed (pento_game_get_position (game)) > 0;
}

/* The game in play goes on the shelf when it has anything to come back to. */
static void
shelve_game (PentoPlay *self)
{
  g_autofree char *text = NULL;

  if (self->game == NULL || !game_has_moves (self->game))
    return;
  /* the challenge is held aside, its clock stopped, for when its board comes back */
  if (self->game == self->challenge && self->challenge_done)
    {
      g_clear_object (&self->challenge);
      return;
    }
  if (self->game == self->challenge)
    {
      pento_game_set_paused (self->challenge, TRUE);
      return;
    }
  text = pento_game_to_text (self->game);
  pento_game_shelf_put (self->shelf, pento_game_get_board (self->game), &self->rules, text);
}

static void
shelf_message_cb (PentoPlay  *self,
                  const char *text)
{
  say (self, text, TRUE);
}

/* Leaves the game in play on the shelf and takes the one kept for the settings' board and
 * @rules, or starts a new one. */
static void
switch_game (PentoPlay        *self,
             const PentoRules *rules)
{
  g_autofree char *note = NULL;
  g_autoptr(PentoGame) game = NULL;

  gboolean held = self->challenge != NULL && self->game == self->challenge &&
                  !self->challenge_done;

  shelve_game (self);
  self->rules = *rules;
  /* the challenge's own board and rules: the challenge comes back, its clock going again */
  if (self->challenge != NULL && !held &&
      pento_board_equal (pento_game_get_board (self->challenge), self->spec_board) &&
      same_rules (&self->challenge_rules, rules))
    {
      pento_game_set_paused (self->challenge, self->session != NULL &&
                                              pento_session_get_paused (self->session));
      set_game (self, self->challenge);
      say (self, _("Your challenge is back, its clock going again."), TRUE);
      return;
    }
  game = pento_game_shelf_take (self->shelf, self->spec_board, &self->rules, &note);
  if (game == NULL)
    game = pento_game_new (self->spec_board, &self->rules);
  set_game (self, game);
  if (note != NULL)
    say (self, note, TRUE);
  else if (held)
    say (self, game_has_moves (game) ?
               _("The challenge waits on its board, its clock stopped; your game on this "
                 "board is back.") :
               _("The challenge waits on its board, its clock stopped."), TRUE);
  else if (game_has_moves (game))
    say (self, _("Your game on this board is back."), TRUE);
}

/* A restored game on a board or rules the settings do not name: the game comes first, then
 * the settings follow it (pento_play_set_spec() keeps the game meanwhile). When the board
 * cannot be made the setting, nothing changed and @error says why. */
static gboolean
adopt_game (PentoPlay        *self,
            PentoGame        *game,
            const PentoRules *rules,
            GError          **error)
{
  g_autoptr(PentoGame) fresh = NULL;
  PentoRules old_rules = self->rules;
  gboolean ok;

  if (self->session == NULL)
    {
      g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                           _("it is a game on another board"));
      return FALSE;
    }
  self->rules = *rules;
  set_game (self, game);
  self->adopting = TRUE;
  ok = pento_session_set_puzzle (self->session, pento_game_get_board (game), rules, error);
  self->adopting = FALSE;
  if (ok)
    return TRUE;
  self->rules = old_rules;
  fresh = pento_game_new (self->spec_board, &self->rules);
  set_game (self, fresh);
  return FALSE;
}

void
pento_play_new_game (PentoPlay *self)
{
  g_autoptr(PentoGame) game = NULL;

  g_return_if_fail (PENTO_IS_PLAY (self));

  if (refused_while_restoring (self, NULL))
    return;

  if (self->spec_board == NULL)
    return;
  pento_play_show_game (self);
  /* over the challenge: it ends, and the board's free game is what the new game replaces */
  if (self->challenge != NULL && self->game == self->challenge)
    {
      g_autofree char *note = NULL;
      g_autoptr(PentoGame) free_game = pento_game_shelf_take (self->shelf, self->spec_board,
                                                              &self->rules, &note);

      drop_challenge (self);
      if (free_game != NULL)
        set_game (self, free_game);
      if (note != NULL)
        say (self, note, TRUE);
    }
  /* a free game with moves can come back (the toast's Undo) */
  g_clear_object (&self->replaced);
  if (self->game != self->challenge && game_has_moves (self->game) && self->session != NULL)
    self->replaced = g_object_ref (self->game);
  game = pento_game_new (self->spec_board, &self->rules);
  set_game (self, game);
  if (self->replaced != NULL)
    {
      AdwToast *toast = adw_toast_new (_("A new game: the board is empty and the clock at "
                                         "zero."));

      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "app.undo-new-game");
      g_free (self->message);
      self->message = g_strdup (adw_toast_get_title (toast));
      /* (the toast says it: the status line keeps no sentence of the replaced game) */
      pento_session_set_status (self->session, "");
      pento_session_add_toast (self->session, toast);
    }
  else
    say (self, _("A new game: the board is empty and the clock at zero."), FALSE);
}

gboolean
pento_play_undo_new_game (PentoPlay *self)
{
  g_autoptr(PentoGame) game = NULL;

  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);

  game = g_steal_pointer (&self->replaced);
  /* (only onto the board it was played on, over the new game) */
  if (game == NULL || self->restoring || self->game == self->challenge ||
      !pento_board_equal (pento_game_get_board (game), pento_game_get_board (self->game)))
    return FALSE;
  pento_play_show_game (self);
  set_game (self, game);
  say (self, _("Your game is back."), FALSE);
  return TRUE;
}

void
pento_play_set_session (PentoPlay    *self,
                        PentoSession *session)
{
  g_return_if_fail (PENTO_IS_PLAY (self));

  g_set_weak_pointer (&self->session, session);
}

void
pento_play_set_spec (PentoPlay        *self,
                     PentoBoard       *board,
                     const PentoRules *rules)
{
  PentoRules new_rules;
  gboolean first;
  gboolean board_changed;

  g_return_if_fail (PENTO_IS_PLAY (self));
  g_return_if_fail (board != NULL && rules != NULL);

  new_rules = play_rules (rules);
  first = self->game == NULL;
  board_changed = self->spec_board == NULL || !pento_board_equal (self->spec_board, board);
  if (!first && self->restoring && (board_changed || !same_rules (&self->rules, &new_rules)))
    self->spec_moved = TRUE;
  g_clear_pointer (&self->spec_board, pento_board_unref);
  self->spec_board = pento_board_ref (board);

  /* The settings are following the game just restored (adopt_game): it stays, counted under
   * the rules the settings now say, if the game's were not quite those. */
  if (self->adopting)
    {
      gboolean recount = !same_rules (&self->rules, &new_rules);

      self->rules = new_rules;
      pento_play_show_game (self);
      if (recount)
        start_count (self);
      return;
    }

  if (first)
    {
      g_autoptr(PentoGame) game = pento_game_new (board, &new_rules);

      /* A new game at once; the saved one replaces it when a worker has read it. */
      self->rules = new_rules;
      self->restoring = TRUE;
      set_game (self, game);
      start_restore (self);
      return;
    }

  /* A new board setting starts a new game, unless the game is already on that board (a
   * position just opened from a file). */
  if (board_changed && !pento_board_equal (pento_game_get_board (self->game), board))
    {
      switch_game (self, &new_rules);
      return;
    }

  if (!same_rules (&self->rules, &new_rules))
    {
      /* A game left under these rules on this board comes back. */
      if (pento_game_shelf_has (self->shelf, board, &new_rules))
        {
          switch_game (self, &new_rules);
          return;
        }

      g_autoptr(GError) error = NULL;

      self->rules = new_rules;
      if (!pento_game_set_rules (self->game, &new_rules, &error))
        {
          g_autoptr(PentoGame) game = pento_game_new (pento_game_get_board (self->game),
                                                      &new_rules);

          say (self, _("The new rules do not allow a piece on the board: a new game starts."),
               TRUE);
          set_game (self, game);
        }
      return;
    }

  pento_play_show_game (self);
}

/* Places or moves @piece and says so; a refusal is said too. */
static gboolean
place_and_say (PentoPlay        *self,
               PentoPiece        piece,
               const PentoCell  *cells,
               guint             n_cells,
               GError          **error)
{
  gboolean was_placed;
  g_autofree char *text = NULL;
  g_autoptr(GError) local_error = NULL;

  if (refused_while_restoring (self, error))
    return FALSE;
  was_placed = (pento_position_get_placed (pento_game_get_position (self->game)) >> piece) & 1;
  /* A piece hanging over the board's edge (the view hands its cells off the board as large
   * numbers) is said in words, not as a cell "1,254". */
  {
    PentoBoard *board = pento_position_get_board (pento_game_get_position (self->game));

    for (guint i = 0; i < n_cells && piece < PENTO_N_SET_PIECES; i++)
      if (cells[i].x >= pento_board_get_width (board) ||
          cells[i].y >= pento_board_get_height (board))
        {
          g_set_error (&local_error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("The %c piece would stick out of the board"),
                       pento_piece_to_letter (piece));
          break;
        }
  }
  if (local_error != NULL ||
      !pento_game_place (self->game, piece, cells, n_cells, &local_error))
    {
      text = g_strdup_printf (_("Refused: %s"), local_error->message);
      say (self, text, FALSE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* The win has been said already. */
  if (pento_game_is_complete (self->game))
    return TRUE;
  text = was_placed ? g_strdup_printf (_("Moved the %c piece."), pento_piece_to_letter (piece))
                    : g_strdup_printf (_("Placed the %c piece."), pento_piece_to_letter (piece));
  say (self, text, FALSE);
  return TRUE;
}

gboolean
pento_play_place (PentoPlay   *self,
                  const char  *placement,
                  GError     **error)
{
  PentoPiece piece;
  PentoCell cells[5];
  guint n = 0;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);
  g_return_val_if_fail (placement != NULL, FALSE);

  pento_play_show_game (self);

  if (!pento_placement_parse (placement, &piece, cells, &n, &local_error))
    {
      g_autofree char *text = g_strdup_printf (_("Refused: %s"), local_error->message);

      say (self, text, FALSE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return place_and_say (self, piece, cells, n, error);
}

gboolean
pento_play_unplace (PentoPlay   *self,
                    const char  *letter,
                    GError     **error)
{
  PentoPiece piece;

  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);
  g_return_val_if_fail (letter != NULL, FALSE);

  if (refused_while_restoring (self, error))
    return FALSE;

  pento_play_show_game (self);

  if (letter[0] == '\0' || letter[1] != '\0' || !pento_piece_from_cell_letter (letter[0], &piece))
    {
      g_autoptr(GError) local_error = g_error_new (PENTO_ERROR, PENTO_ERROR_PARSE,
                                                   _("“%s” is not a piece letter."), letter);

      say (self, local_error->message, FALSE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (!pento_game_unplace (self->game, piece))
    {
      g_autoptr(GError) local_error = g_error_new (PENTO_ERROR, PENTO_ERROR_INVALID,
                                                   _("The %c piece is not on the board."),
                                                   pento_piece_to_letter (piece));

      say (self, local_error->message, FALSE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  {
    g_autofree char *text = g_strdup_printf (_("The %c piece is back in the tray."),
                                             pento_piece_to_letter (piece));

    say (self, text, FALSE);
  }
  return TRUE;
}

gboolean
pento_play_undo (PentoPlay *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);

  if (refused_while_restoring (self, NULL))
    return FALSE;

  pento_play_show_game (self);

  if (!pento_game_undo (self->game, &error))
    {
      /* (the history stays as it was) */
      say (self, error->message, FALSE);
      return FALSE;
    }
  say (self, _("Undone."), FALSE);
  return TRUE;
}

gboolean
pento_play_redo (PentoPlay *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);

  if (refused_while_restoring (self, NULL))
    return FALSE;

  pento_play_show_game (self);

  if (!pento_game_redo (self->game, &error))
    {
      say (self, error->message, FALSE);
      return FALSE;
    }
  if (!pento_game_is_complete (self->game))
    say (self, _("Redone."), FALSE);
  return TRUE;
}

gboolean
pento_play_clear_board (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);

  if (refused_while_restoring (self, NULL))
    return FALSE;

  pento_play_show_game (self);

  if (!pento_game_clear (self->game))
    {
      say (self, pento_game_get_fixed (self->game) != 0 ?
                 _("Only the challenge's own pieces are on the board, and they stay.") :
                 _("The board is already empty."), FALSE);
      return FALSE;
    }
  say (self, _("Every piece is back in the tray (Undo puts them back)."), FALSE);
  return TRUE;
}

/* --- Hints and Finish -------------------------------------------------------------------- */

static void
finish_finished_cb (PentoPlay             *self,
                    const PentoPlayResult *result,
                    const GError          *error,
                    PentoPlayTask         *task)
{
  g_autoptr(GError) local_error = NULL;

  if (task != self->finish_task)
    return;
  g_clear_object (&self->finish_task);

  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Finish failed: %s"), error->message);

      say (self, text, TRUE);
      return;
    }
  if (!result->found)
    {
      say (self, _("No packing is possible from here: undo a move or clear the board."), TRUE);
      return;
    }
  /* Finish shows the answer: a challenge finished so is played, never a record */
  if (self->game == self->challenge && self->session != NULL)
    pento_session_set_answer_shown (self->session, self->finish_by_hint ?
                                    _("Hint finished the board.") :
                                    _("Finish completed the board."));
  pento_game_add_hint (self->game);
  self->finishing = TRUE;
  pento_game_complete_with (self->game, result->solution, &local_error);
  self->finishing = FALSE;
  if (local_error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Finish failed: %s"), local_error->message);

      say (self, text, TRUE);
    }
}

static void
finish_board (PentoPlay *self,
              gboolean   by_hint)
{
  if (refused_while_restoring (self, NULL))
    return;

  pento_play_show_game (self);
  if (pento_game_is_complete (self->game))
    {
      say (self, _("The board is already complete."), FALSE);
      return;
    }
  if (self->finish_task != NULL)
    return;
  self->finish_by_hint = by_hint;
  self->finish_task = pento_play_task_new (PENTO_PLAY_TASK_FINISH,
                                           pento_game_get_position (self->game), &self->rules,
                                           g_random_int ());
  g_signal_connect_object (self->finish_task, "finished", G_CALLBACK (finish_finished_cb), self,
                           G_CONNECT_SWAPPED);
  pento_play_task_start (self->finish_task);
  say (self, _("Finishing the board…"), FALSE);
}

void
pento_play_finish (PentoPlay *self)
{
  g_return_if_fail (PENTO_IS_PLAY (self));

  finish_board (self, FALSE);
}

static void
show_hint_place (PentoPlay *self)
{
  g_autofree char *text = NULL;

  self->hint_step = 2;
  pento_game_add_hint (self->game);
  pento_board_model_set_hint_cells (self->model, self->hint_cells, self->hint_n_cells);
  /* Translators: the second hint; the outline is drawn on the board. */
  text = g_strdup_printf (_("Hint: the %c piece goes in the dashed outline. Hint again to "
                            "finish the board."), pento_piece_to_letter (self->hint_piece));
  say (self, text, FALSE);
  save_async (self);
}

static void
hint_finished_cb (PentoPlay             *self,
                  const PentoPlayResult *result,
                  const GError          *error,
                  PentoPlayTask         *task)
{
  g_autofree char *text = NULL;

  if (task != self->hint_task)
    return;
  g_clear_object (&self->hint_task);

  if (error != NULL)
    {
      text = g_strdup_printf (_("No hint: %s"), error->message);
      say (self, text, FALSE);
      return;
    }
  if (!result->found)
    {
      say (self, _("No hint: no packing is possible from here. Undo a move."), FALSE);
      return;
    }

  self->hint_found = TRUE;
  self->hint_piece = result->piece;
  self->hint_n_cells = result->n_cells;
  memcpy (self->hint_cells, result->cells, sizeof self->hint_cells);
  self->hint_step = 1;
  pento_game_add_hint (self->game);
  pento_board_model_set_hint_piece (self->model, result->piece);
  /* Translators: the first hint; the piece is marked in the tray. */
  text = g_strdup_printf (_("Hint: place the %c piece next (marked in the tray). Hint again "
                            "to see where."), pento_piece_to_letter (result->piece));
  say (self, text, FALSE);
  save_async (self);
}

void
pento_play_hint (PentoPlay *self)
{
  g_return_if_fail (PENTO_IS_PLAY (self));

  if (refused_while_restoring (self, NULL))
    return;

  pento_play_show_game (self);
  if (pento_game_is_complete (self->game))
    {
      say (self, _("The board is already complete."), FALSE);
      return;
    }
  if (self->no_assists)
    {
      say (self, _("Hints are off in this challenge: switch Assists on to use them."), TRUE);
      return;
    }
  switch (self->hint_step)
    {
    case 0:
      if (self->hint_task != NULL)
        return;
      self->hint_task = pento_play_task_new (PENTO_PLAY_TASK_HINT,
                                             pento_game_get_position (self->game), &self->rules,
                                             g_random_int ());
      g_signal_connect_object (self->hint_task, "finished", G_CALLBACK (hint_finished_cb), self,
                               G_CONNECT_SWAPPED);
      pento_play_task_start (self->hint_task);
      break;
    case 1:
      show_hint_place (self);
      break;
    default:
      finish_board (self, TRUE);
      break;
    }
}

/* --- Files ------------------------------------------------------------------------------- */

gboolean
pento_play_open (PentoPlay   *self,
                 const char  *path,
                 GError     **error)
{
  g_autoptr(PentoPosition) position = NULL;
  g_autoptr(PentoGame) game = NULL;

  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (refused_while_restoring (self, error))
    return FALSE;

  /* A FIFO, a device or a huge file is refused before the reader opens it: the window never
   * waits on a pipe nobody writes to (the check reads at most 64 KiB of a regular file). */
  {
    g_autofree char *probe = pento_file_read (path, PENTO_BOARD_MAX_FILE, NULL, error);

    if (probe == NULL)
      return FALSE;
  }
  position = pento_position_new_from_file (path, &self->rules, error);
  if (position == NULL)
    return FALSE;
  game = pento_game_new_for_position (position, &self->rules);
  /* a whole packing opened over the challenge in sight shows its answer */
  if (self->challenge != NULL && self->game == self->challenge && !self->challenge_done &&
      pento_game_is_complete (game) && self->session != NULL)
    pento_session_set_answer_shown (self->session, _("A packing was opened from a file."));
  shelve_game (self);
  pento_play_show_game (self);
  set_game (self, game);
  /* (a packing opened whole is no win of the person's: nothing is filed) */
  self->collected = FALSE;
  if (pento_game_is_complete (self->game))
    celebrate (self);
  return TRUE;
}

gboolean
pento_play_start_challenge (PentoPlay         *self,
                            PentoPosition     *position,
                            guint              fixed,
                            const PentoRules  *rules,
                            GError           **error)
{
  g_autoptr(PentoGame) game = NULL;
  PentoRules game_rules;

  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);
  g_return_val_if_fail (position != NULL && rules != NULL, FALSE);

  game_rules = play_rules (rules);
  game = pento_game_new_for_position (position, &game_rules);
  pento_game_set_fixed (game, fixed);
  /* the free game of the board in play stays on the shelf; an older challenge goes */
  if (self->game != self->challenge)
    shelve_game (self);
  drop_challenge (self);
  pento_play_show_game (self);
  if (!adopt_game (self, game, &game_rules, error))
    return FALSE;
  self->challenge_done = FALSE;
  self->challenge = g_object_ref (game);
  self->challenge_rules = game_rules;
  update_state (self);
  return TRUE;
}

void
pento_play_resume_challenge (PentoPlay *self,
                             guint      fixed)
{
  g_return_if_fail (PENTO_IS_PLAY (self));

  pento_game_set_fixed (self->game, fixed);
  g_set_object (&self->challenge, self->game);
  self->challenge_rules = self->rules;
  self->challenge_done = FALSE;
  pento_play_show_game (self);
  update_state (self);
}

void
pento_play_hold_challenge (PentoPlay        *self,
                           PentoGame        *game,
                           const PentoRules *rules)
{
  g_return_if_fail (PENTO_IS_PLAY (self) && PENTO_IS_GAME (game) && rules != NULL);

  g_set_object (&self->challenge, game);
  self->challenge_rules = play_rules (rules);
  self->challenge_done = FALSE;
  pento_game_set_paused (game, TRUE);
  update_state (self);
}

gboolean
pento_play_continue_challenge (PentoPlay  *self,
                               GError    **error)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);

  if (self->challenge == NULL || self->game == self->challenge)
    return TRUE;
  /* its board and rules made the settings again: switch_game() brings the challenge back */
  return pento_session_set_puzzle (self->session, pento_game_get_board (self->challenge),
                                   &self->challenge_rules, error);
}

gboolean
pento_play_leave_challenge (PentoPlay *self)
{
  g_autofree char *note = NULL;
  g_autoptr(PentoGame) game = NULL;
  gboolean in_play;

  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);

  if (self->challenge == NULL)
    return FALSE;
  in_play = self->game == self->challenge;
  drop_challenge (self);
  if (!in_play)
    {
      update_state (self);
      return TRUE;
    }
  /* the board's free game, kept on the shelf while the challenge was played */
  pento_play_show_game (self);
  game = pento_game_shelf_take (self->shelf, self->spec_board, &self->rules, &note);
  if (game == NULL)
    game = pento_game_new (self->spec_board, &self->rules);
  set_game (self, game);
  /* (the challenge feature's toast says the challenge is over, with its Undo) */
  if (note != NULL)
    say (self, note, TRUE);
  else if (game_has_moves (game))
    say (self, _("Your game on this board is back."), FALSE);
  return TRUE;
}

gboolean
pento_play_restore_challenge (PentoPlay  *self,
                              GError    **error)
{
  g_autoptr(PentoGame) left = NULL;
  gboolean challenge_in_play;

  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);

  left = g_steal_pointer (&self->left);
  if (left == NULL || refused_while_restoring (self, error))
    {
      if (left == NULL)
        g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                             _("There is no challenge to bring back."));
      return FALSE;
    }
  /* a challenge begun since goes (never to the shelf); a free game in play stays kept */
  challenge_in_play = self->challenge != NULL && self->game == self->challenge;
  g_clear_object (&self->challenge);
  if (!challenge_in_play)
    shelve_game (self);
  pento_play_show_game (self);
  if (!adopt_game (self, left, &self->left_rules, error))
    return FALSE;
  self->challenge = g_object_ref (left);
  self->challenge_rules = self->left_rules;
  self->challenge_done = FALSE;
  pento_game_set_paused (left, FALSE);
  update_state (self);
  return TRUE;
}

void
pento_play_finish_challenge (PentoPlay *self)
{
  g_return_if_fail (PENTO_IS_PLAY (self));

  self->challenge_done = self->challenge != NULL;
}

PentoGame *
pento_play_get_challenge (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), NULL);

  return self->challenge;
}

gboolean
pento_play_is_in_progress (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);

  return self->in_progress;
}

void
pento_play_set_assists (PentoPlay *self,
                        gboolean   assists)
{
  g_return_if_fail (PENTO_IS_PLAY (self));

  if (self->no_assists == !assists)
    return;
  self->no_assists = !assists;
  clear_hint (self);
  start_count (self);
}

gboolean
pento_play_save_position (PentoPlay   *self,
                          const char  *path,
                          GError     **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  text = pento_position_to_text (pento_game_get_position (self->game));
  /* A link stays a link, a FIFO or a device is written in place, and errors are said. */
  return pento_file_write (path, text, -1, error);
}

char *
pento_play_get_position_text (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), NULL);

  return pento_position_to_text (pento_game_get_position (self->game));
}

/* --- The board view and the tray --------------------------------------------------------- */

static gboolean
view_place_cb (PentoPlay       *self,
               guint            piece,
               const PentoCell *cells,
               guint            n_cells,
               PentoBoardView  *view)
{
  g_autoptr(GError) error = NULL;

  return place_and_say (self, piece, cells, n_cells, &error);
}

static void
view_remove_cb (PentoPlay      *self,
                guint           piece,
                PentoBoardView *view)
{
  char letter[2] = { pento_piece_to_letter (piece), '\0' };

  pento_play_unplace (self, letter, NULL);
}

static void
view_flip_refused_cb (PentoPlay      *self,
                      guint           piece,
                      PentoBoardView *view)
{
  g_autofree char *text = NULL;
  char letter = pento_piece_to_letter (piece);

  if (pento_rules_is_mirrored (&self->rules, piece))
    text = g_strdup_printf (_("Flipping is off: the %c piece is used mirrored. Allow flipping "
                              "or change the mirrored pieces in the settings."), letter);
  else
    text = g_strdup_printf (_("Flipping is off: the %c piece is used as drawn. Allow flipping "
                              "or change the mirrored pieces in the settings."), letter);
  say (self, text, FALSE);
}

static void
view_held_changed_cb (PentoPlay      *self,
                      PentoBoardView *view)
{
  PentoPiece piece;
  PentoShape shape;
  int grab_x = 0, grab_y = 0;
  gboolean held;

  held = pento_board_view_get_held (view, &piece, NULL, NULL);
  /* "The P piece is in hand …" is not true once it is put back with Escape (a placed piece
   * says so itself before it is let go) */
  if (!held && self->in_hand_said)
    {
      g_autofree char *text = g_strdup_printf (_("The %c piece is back in the tray."),
                                               pento_piece_to_letter (self->in_hand_piece));

      say (self, text, FALSE);
    }
  if (self->tray == NULL)
    return;
  pento_piece_tray_set_selected (self->tray, held ? (int) piece : -1);
  /* a drag over the tray shows the piece as it is turned in hand */
  held = pento_board_view_get_held_shape (view, &shape, &grab_x, &grab_y);
  pento_piece_tray_set_drag_shape (self->tray, held ? &shape : NULL, grab_x, grab_y);
}

static void
say_in_hand (PentoPlay  *self,
             PentoPiece  piece)
{
  g_autofree char *text = NULL;

  /* Translators: said when a piece is taken from the tray. */
  text = g_strdup_printf (_("The %c piece is in hand: move it with the pointer or the arrow "
                            "keys, R turns it, F turns it over, Enter places it, Escape puts "
                            "it back."), pento_piece_to_letter (piece));
  say (self, text, FALSE);
  self->in_hand_said = TRUE;
  self->in_hand_piece = piece;
}

/* A piece taken from the tray — clicked, or dragged out of it (@drag) — goes in hand on the
 * board, which takes the keyboard so that R and F turn it, on the way too: during a drag the
 * tray holds the pointer and reports where it is. A piece on the board is lifted instead. */
static void
take_from_tray (PentoPlay  *self,
                PentoPiece  piece,
                gboolean    drag)
{
  gboolean placed;
  int grab_x = 0, grab_y = 0;

  if (self->view == NULL)
    return;
  pento_play_show_game (self);
  placed = (pento_position_get_placed (pento_game_get_position (self->game)) >> piece) & 1;
  if (placed && drag)
    return;
  if (placed)
    pento_board_view_pick_up (self->view, piece);
  else if (drag)
    {
      /* held by the cell pressed in the tray */
      if (self->tray != NULL)
        pento_piece_tray_get_drag_grab (self->tray, &grab_x, &grab_y);
      pento_board_view_drag_from_tray (self->view, piece, grab_x, grab_y);
    }
  else
    pento_board_view_hold (self->view, piece);
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
  say_in_hand (self, piece);
}

static void
tray_drag_begin_cb (PentoPlay      *self,
                    guint           piece,
                    PentoPieceTray *tray)
{
  take_from_tray (self, piece, TRUE);
}

/* Whether the pointer, at @x, @y in the tray, is over the board; the piece follows it there. */
static gboolean
drag_to (PentoPlay      *self,
         PentoPieceTray *tray,
         double          x,
         double          y)
{
  graphene_point_t point;

  if (self->view == NULL ||
      !gtk_widget_compute_point (GTK_WIDGET (tray), GTK_WIDGET (self->view),
                                 &GRAPHENE_POINT_INIT (x, y), &point))
    return FALSE;
  return pento_board_view_drag_to (self->view, point.x, point.y);
}

static void
tray_drag_motion_cb (PentoPlay      *self,
                     double          x,
                     double          y,
                     PentoPieceTray *tray)
{
  drag_to (self, tray, x, y);
}

/* Let go over the board: placed, or back to the tray when it does not fit there, as a drag
 * on the board does; let go anywhere else: back to the tray. */
static void
tray_drag_end_cb (PentoPlay      *self,
                  gboolean        drop,
                  double          x,
                  double          y,
                  PentoPieceTray *tray)
{
  if (self->view == NULL || !pento_board_view_get_held (self->view, NULL, NULL, NULL))
    return;
  if (!drop || !drag_to (self, tray, x, y) || !pento_board_view_drop_held (self->view))
    pento_board_view_cancel_hold (self->view);
}

static void
tray_drag_turn_cb (PentoPlay      *self,
                   int             turns,
                   PentoPieceTray *tray)
{
  if (self->view != NULL)
    pento_board_view_rotate_held (self->view, turns);
}

static void
tray_chosen_cb (PentoPlay      *self,
                guint           piece,
                PentoPieceTray *tray)
{
  take_from_tray (self, piece, FALSE);
}

/* --- GObject ----------------------------------------------------------------------------- */

static void
pento_play_dispose (GObject *object)
{
  PentoPlay *self = PENTO_PLAY (object);

  if (self->game != NULL)
    pento_play_save (self);
  cancel_task (&self->count_task);
  cancel_task (&self->hint_task);
  cancel_task (&self->finish_task);
  cancel_task (&self->index_task);
  if (self->view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->view, self);
      g_object_remove_weak_pointer (G_OBJECT (self->view), (gpointer *) &self->view);
      self->view = NULL;
    }
  if (self->tray != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->tray, self);
      g_object_remove_weak_pointer (G_OBJECT (self->tray), (gpointer *) &self->tray);
      self->tray = NULL;
    }
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->game);
  g_clear_object (&self->challenge);
  g_clear_object (&self->replaced);
  g_clear_object (&self->left);
  /* (the shelf writes what it was given before it goes) */
  g_clear_object (&self->shelf);
  g_clear_weak_pointer (&self->session);

  G_OBJECT_CLASS (pento_play_parent_class)->dispose (object);
}

static void
pento_play_finalize (GObject *object)
{
  PentoPlay *self = PENTO_PLAY (object);

  g_clear_pointer (&self->spec_board, pento_board_unref);
  g_clear_pointer (&self->count_text, g_free);
  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (pento_play_parent_class)->finalize (object);
}

static void
pento_play_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  PentoPlay *self = PENTO_PLAY (object);

  switch (prop_id)
    {
    case PROP_COUNT_TEXT:
      g_value_set_string (value, shown_count_text (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_RESTORING:
      g_value_set_boolean (value, self->restoring);
      break;
    case PROP_IN_PROGRESS:
      g_value_set_boolean (value, self->in_progress);
      break;
    case PROP_CHALLENGE_HELD:
      g_value_set_boolean (value, self->challenge_held);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_play_class_init (PentoPlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pento_play_dispose;
  object_class->finalize = pento_play_finalize;
  object_class->get_property = pento_play_get_property;

  properties[PROP_COUNT_TEXT] =
    g_param_spec_string ("count-text", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESTORING] =
    g_param_spec_boolean ("restoring", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_IN_PROGRESS] =
    g_param_spec_boolean ("in-progress", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHALLENGE_HELD] =
    g_param_spec_boolean ("challenge-held", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);
}

static void
pento_play_init (PentoPlay *self)
{
  self->count = -1;
  self->count_text = g_strdup ("");
  pento_rules_init_default (&self->rules);
  self->shelf = pento_game_shelf_new ();
  g_signal_connect_object (self->shelf, "message", G_CALLBACK (shelf_message_cb), self,
                           G_CONNECT_SWAPPED);
}

PentoPlay *
pento_play_new (PentoBoardView *view,
                PentoPieceTray *tray)
{
  PentoPlay *self;

  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (view), NULL);
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (tray), NULL);
  g_return_val_if_fail (pento_board_view_get_model (view) != NULL, NULL);

  self = g_object_new (PENTO_TYPE_PLAY, NULL);
  self->model = g_object_ref (pento_board_view_get_model (view));
  self->view = view;
  self->tray = tray;
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &self->view);
  g_object_add_weak_pointer (G_OBJECT (tray), (gpointer *) &self->tray);

  g_signal_connect_swapped (view, "place-piece", G_CALLBACK (view_place_cb), self);
  g_signal_connect_swapped (view, "remove-piece", G_CALLBACK (view_remove_cb), self);
  g_signal_connect_swapped (view, "flip-refused", G_CALLBACK (view_flip_refused_cb), self);
  g_signal_connect_swapped (view, "held-changed", G_CALLBACK (view_held_changed_cb), self);
  g_signal_connect_swapped (view, "play-requested", G_CALLBACK (pento_play_show_game), self);
  g_signal_connect_swapped (self->model, "notify::playable", G_CALLBACK (count_shown_changed),
                            self);
  g_signal_connect_swapped (tray, "piece-chosen", G_CALLBACK (tray_chosen_cb), self);
  g_signal_connect_swapped (tray, "piece-drag-begin", G_CALLBACK (tray_drag_begin_cb), self);
  g_signal_connect_swapped (tray, "piece-drag-motion", G_CALLBACK (tray_drag_motion_cb), self);
  g_signal_connect_swapped (tray, "piece-drag-end", G_CALLBACK (tray_drag_end_cb), self);
  g_signal_connect_swapped (tray, "piece-drag-turn", G_CALLBACK (tray_drag_turn_cb), self);
  return self;
}

PentoGame *
pento_play_get_game (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), NULL);

  return self->game;
}

PentoPosition *
pento_play_get_position (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), NULL);

  return self->game != NULL ? pento_game_get_position (self->game) : NULL;
}

const char *
pento_play_get_count_text (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), NULL);

  return shown_count_text (self);
}

gint64
pento_play_get_count (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), -1);

  return self->count_task != NULL ? -1 : self->count;
}

gboolean
pento_play_is_restoring (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);

  return self->restoring;
}

gboolean
pento_play_is_busy (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), FALSE);

  return self->count_task != NULL || self->hint_task != NULL || self->finish_task != NULL ||
         self->index_task != NULL;
}

const char *
pento_play_get_message (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), NULL);

  return self->message;
}

guint
pento_play_get_hint_step (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), 0);

  return self->hint_step;
}

PentoBoardView *
pento_play_get_board_view (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), NULL);

  return self->view;
}

PentoPieceTray *
pento_play_get_tray (PentoPlay *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY (self), NULL);

  return self->tray;
}
