/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-challenge-actions.c: see pento-challenge-actions.h.
 *
 * A challenge is made on a worker from its code (the same code, the same challenge), then
 * played as a game whose placed pieces are fixed. The clock is the game's; Pause hides the
 * board and stops it. What is in progress (the code, whether assists were used) is kept in
 * a small file beside the saved game, so that the restored game is known again as the
 * challenge it is.
 */
#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "challenge/pento-challenge-actions.h"
#include "challenge/pento-code-dialog.h"
#include "common/pento-actions.h"
#include "common/pento-board-model.h"
#include "common/pento-data-file.h"
#include "common/pento-plain-text.h"
#include "pento-core.h"

#define CLOCK_INTERVAL_MS 200
/* The challenge in progress is a code, two words and, held aside, its game (a position and
 * its moves): anything longer is no such file. */
#define STATE_MAX_SIZE (64 * 1024)

struct _PentoChallengeActions
{
  GObject         parent_instance;

  GtkWindow      *window;       /* weak: the dialogs' parent */
  PentoSession   *session;
  PentoPlay      *play;
  PentoActions   *actions;      /* on the application, once installed */

  GTask          *task;         /* the generation running, or NULL */
  guint           serial;       /* bumped by every request: an older result never lands */

  PentoChallenge *current;      /* the challenge played, or NULL */
  gboolean        daily;
  GDate           daily_date;
  gboolean        assisted;     /* assists were on at some time */
  gboolean        assists;      /* the hint and live count are on */
  gboolean        paused;
  gboolean        finished;
  guint           tick;
  char           *clock_tip;    /* the clock's tooltip: the code and the rating */

  /* The challenge last ended unfinished, for the Undo of the toast that said so. */
  PentoChallenge *left;
  gboolean        left_daily;
  GDate           left_date;
  gboolean        left_assisted;
  gboolean        left_answered;
  char           *left_why;         /* how its answer was shown, or NULL */
  guint           left_book;

  guint           ladder;           /* the book's ladder played (1 …), 0: none yet */
  guint           book;             /* the ladder the challenge is a rung of, 0: none */
  guint           ladder_rung;      /* its rung last played (3 … 12 wide), 0: none yet */

  const char     *next;             /* what the finish's Next asks app.new-challenge for */
  char           *deferred_action;  /* asked for while the saved game was read, or NULL */
  GVariant       *deferred_parameter;
};

G_DEFINE_FINAL_TYPE (PentoChallengeActions, pento_challenge_actions, G_TYPE_OBJECT)

/* The clock and the goal are drawn from the window's board model. */
static PentoBoardModel *
model (PentoChallengeActions *self)
{
  return pento_session_get_board_model (self->session);
}

typedef struct {
  PentoChallengeSpec spec;
  PentoCancel        cancel;
  guint              serial;
  gboolean           resume;     /* the challenge of a restored game */
  gboolean           assisted;   /* ... and whether assists were used before */
  gboolean           daily;
  GDate              date;
  guint              ladder;     /* a rung of the book's ladder, 0: none */
  char              *held;       /* the restored challenge's game, held aside, or NULL */
} Request;

static void show_finish (PentoChallengeActions *self);

/* What the challenge says answers what the person just did: a toast at once, and not in the
 * status line too (the same sentence twice on the screen is read twice). */
static void
say (PentoChallengeActions *self,
     const char            *text)
{
  AdwToast *toast;

  if (self->session == NULL)
    return;
  toast = pento_plain_toast_new (text);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  pento_session_set_status (self->session, "");
  pento_session_add_toast (self->session, toast);
}

/* One of the feature's own actions, or NULL before they are installed. */
static GSimpleAction *
lookup (PentoChallengeActions *self,
        const char            *name)
{
  return self->actions != NULL ? pento_actions_lookup (self->actions, name) : NULL;
}

static void
set_enabled (PentoChallengeActions *self,
             const char            *name,
             gboolean               enabled)
{
  if (self->actions != NULL)
    pento_actions_set_enabled (self->actions, name, enabled);
}

/* Activates one of the feature's own actions, as the person would (a dialog's answer). */
static void
activate (PentoChallengeActions *self,
          const char            *name,
          GVariant              *parameter)
{
  if (lookup (self, name) != NULL)
    g_action_activate (G_ACTION (lookup (self, name)), parameter);
  else if (parameter != NULL)
    g_variant_unref (g_variant_ref_sink (parameter));
}

/* Pause's state, as the person would change it. */
static void
change_paused (PentoChallengeActions *self,
               gboolean               paused)
{
  if (lookup (self, "pause") != NULL)
    g_action_change_state (G_ACTION (lookup (self, "pause")), g_variant_new_boolean (paused));
}

static void
set_paused_state (PentoChallengeActions *self,
                  gboolean               paused)
{
  if (lookup (self, "pause") != NULL)
    g_simple_action_set_state (lookup (self, "pause"), g_variant_new_boolean (paused));
}

/* --- What is in progress, kept beside the saved game -------------------------------------- */

static char *
state_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "pentomino", "challenge", NULL);
}

/* The challenge's game while it is held aside (another board in play), or NULL. */
static PentoGame *
held_game (PentoChallengeActions *self)
{
  PentoGame *challenge = self->play != NULL ? pento_play_get_challenge (self->play) : NULL;

  return challenge != NULL && challenge != pento_play_get_game (self->play) ? challenge : NULL;
}

/* The code, whether assists were used, whether it is the daily; and held aside, its game
 * (in play, the saved game is the challenge's). */
static void
save_state (PentoChallengeActions *self)
{
  g_autofree char *path = state_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = NULL;
  g_autofree char *held = NULL;
  g_autoptr(GError) error = NULL;

  if (self->current == NULL || self->finished)
    {
      g_remove (path);
      return;
    }
  if (held_game (self) != NULL)
    held = pento_game_to_text (held_game (self));
  text = g_strdup_printf ("%s\n%s\n%s\n%s", self->current->code,
                          self->assisted ? "assisted" : "plain",
                          self->daily ? "daily" : "", held != NULL ? held : "");
  if (g_mkdir_with_parents (dir, 0700) != 0 || !pento_file_write (path, text, -1, &error))
    g_debug ("The challenge in progress was not kept: %s",
             error != NULL ? error->message : g_strerror (errno));
}

/* --- Reading at start, on a worker --------------------------------------------------------- */

/* What a read started carries back: the feature (weak: its window may go first) and the
 * serial the read was started under. */
typedef struct {
  GWeakRef self;
  guint    serial;
} Ticket;

static Ticket *
ticket_new (PentoChallengeActions *self,
            guint                  serial)
{
  Ticket *ticket = g_new0 (Ticket, 1);

  g_weak_ref_init (&ticket->self, self);
  ticket->serial = serial;
  return ticket;
}

/* The feature the read was for (a reference), or NULL when it went meanwhile; frees
 * @ticket. */
static PentoChallengeActions *
ticket_redeem (Ticket *ticket,
               guint  *out_serial)
{
  PentoChallengeActions *self = g_weak_ref_get (&ticket->self);

  *out_serial = ticket->serial;
  g_weak_ref_clear (&ticket->self);
  g_free (ticket);
  return self;
}

/* A file that could not be read, renamed so that nothing writes over it, as a sentence:
 * @what is the sentence's start ("The records could not be read"). */
static char *
keep_aside (const char *path,
            const char *what,
            const char *reason)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = pento_file_keep_aside (path, &error);
  g_autofree char *base = NULL;

  if (aside == NULL)
    /* Translators: "The challenge in progress could not be read (reason) nor kept aside
     * (reason)." */
    return g_strdup_printf (_("%s (%s) nor kept aside (%s)."), what, reason, error->message);
  base = g_path_get_basename (aside);
  /* Translators: "The challenge in progress could not be read (reason): it was kept as
   * “challenge.damaged-20250101-120000”." */
  return g_strdup_printf (_("%s (%s): it was kept as “%s”."), what, reason, base);
}

/* --- Records ---------------------------------------------------------------------------- */

/* The session's records, or NULL while they are read. */
static PentoRecords *
records (PentoChallengeActions *self)
{
  return self->session != NULL
         ? pento_records_store_get (pento_session_get_records (self->session)) : NULL;
}

static void
save_records (PentoChallengeActions *self)
{
  pento_records_store_save (pento_session_get_records (self->session));
}

/* --- The clock --------------------------------------------------------------------------- */

/* The challenge's game (in play or held aside), else the game in play. */
static PentoGame *
current_game (PentoChallengeActions *self)
{
  if (self->play == NULL)
    return NULL;
  if (pento_play_get_challenge (self->play) != NULL)
    return pento_play_get_challenge (self->play);
  return pento_play_get_game (self->play);
}

/* Whether the challenge still runs (on the board, or held aside while another is played);
 * not after New Game over it or Leave. */
static gboolean
still_playing (PentoChallengeActions *self)
{
  return self->current != NULL && self->play != NULL &&
         pento_play_get_challenge (self->play) != NULL;
}

/* Whether the challenge is the game on the board. */
static gboolean
in_sight (PentoChallengeActions *self)
{
  return still_playing (self) &&
         pento_play_get_challenge (self->play) == pento_play_get_game (self->play);
}

/* A rung of the ladder book is named by its place: "Rung 3 of 10, ladder 2"; NULL for any
 * other challenge. */
static char *
ladder_title (PentoChallengeActions *self)
{
  if (self->current == NULL || self->book == 0)
    return NULL;
  /* Translators: a rung of the ladder book: its place on the ladder, then the ladder */
  return g_strdup_printf (_("Rung %u of %u, ladder %u"),
                          pento_board_get_width (pento_position_get_board (
                            self->current->position)) - 2, 10, self->book);
}

static void
set_actions_enabled (PentoChallengeActions *self)
{
  gboolean on = self->current != NULL && !self->finished;

  /* (Pause is for the challenge in sight, not one held aside) */
  set_enabled (self, "pause", on && in_sight (self));
  set_enabled (self, "copy-challenge", self->current != NULL);
  set_enabled (self, "leave-challenge", self->current != NULL);
  set_enabled (self, "continue-challenge", on);
  set_enabled (self, "undo-leave-challenge", self->left != NULL);
}

/* An unfinished challenge that ends is kept, and a toast says so with Undo. */
static void
keep_left (PentoChallengeActions *self)
{
  AdwToast *toast;

  if (self->current == NULL || self->finished || self->session == NULL)
    return;
  g_clear_pointer (&self->left, pento_challenge_free);
  self->left = g_steal_pointer (&self->current);
  self->left_daily = self->daily;
  self->left_date = self->daily_date;
  self->left_assisted = self->assisted;
  self->left_book = self->book;
  self->left_answered = pento_session_get_answer_shown (self->session);
  g_free (self->left_why);
  self->left_why = g_strdup (pento_session_get_answer_why (self->session));
  toast = adw_toast_new (_("The challenge is over."));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "app.undo-leave-challenge");
  pento_session_add_toast (self->session, toast);
}

static void
stop_challenge (PentoChallengeActions *self)
{
  keep_left (self);
  self->paused = FALSE;
  set_paused_state (self, FALSE);
  g_clear_pointer (&self->current, pento_challenge_free);
  g_clear_handle_id (&self->tick, g_source_remove);
  if (self->session != NULL)
    {
      pento_session_set_challenge (self->session, FALSE);
      pento_board_model_set_clock (model (self), NULL, NULL);
      pento_board_model_set_goal (model (self), NULL);
    }
  if (self->play != NULL)
    pento_play_set_assists (self->play, TRUE);
  save_state (self);
  set_actions_enabled (self);
}

/* The rung a ladder challenge is, counted from one: rungs are 3 × 5 … 12 × 5 today. */
#define LADDER_RUNGS 10

static guint
ladder_rung_number (const PentoChallenge *challenge)
{
  return pento_board_get_width (pento_position_get_board (challenge->position)) - 2;
}

/* What the challenge on the board asks, in one line: which one it is (the daily's date, the
 * ladder's rung) and how many pieces are left to place. */
static char *
goal_text (PentoChallengeActions *self,
           PentoGame             *game)
{
  PentoPosition *position = pento_game_get_position (game);
  /* (the pieces of the game's set: a rung packs a few of the twelve) */
  guint n_cells = pento_board_get_n_cells (pento_game_get_board (game));
  PentoPieceSet pieces = pento_piece_set_resolve (pento_game_get_rules (game)->pieces, n_cells);
  guint left = (guint) __builtin_popcount (pieces & ~pento_position_get_placed (position));
  g_autofree char *place = NULL;
  g_autofree char *which = NULL;

  place = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Place the %u remaining piece",
                                        "Place the %u remaining pieces", left), left);
  if (self->daily && g_date_valid (&self->daily_date))
    {
      g_autoptr(GDateTime) when = g_date_time_new_local (g_date_get_year (&self->daily_date),
                                                         g_date_get_month (&self->daily_date),
                                                         g_date_get_day (&self->daily_date),
                                                         12, 0, 0);
      /* Translators: the daily challenge's date, a g_date_time_format() format:
       * "29 November 2026" */
      g_autofree char *date = g_date_time_format (when, _("%-d %B %Y"));

      /* Translators: "Daily, 29 November 2026" */
      which = g_strdup_printf (_("Daily, %s"), date);
    }
  else if (self->current->spec.kind == PENTO_CHALLENGE_LADDER)
    /* Translators: "Rung 3 of 10", a rung of the ladder of challenges */
    which = g_strdup_printf (_("Rung %u of %u"), ladder_rung_number (self->current),
                             LADDER_RUNGS);
  if (which == NULL)
    return g_steal_pointer (&place);
  /* Translators: "Rung 3 of 10 · Place the 2 remaining pieces" */
  return g_strdup_printf (_("%s · %s"), which, place);
}

static gboolean
tick_cb (gpointer user_data)
{
  PentoChallengeActions *self = user_data;
  PentoGame *game = current_game (self);
  g_autofree char *taken = NULL, *text = NULL, *title = NULL;

  if (!still_playing (self))
    {
      self->tick = 0;
      stop_challenge (self);
      return G_SOURCE_REMOVE;
    }
  if (pento_game_get_hints_used (game) > 0)
    self->assisted = TRUE;
  /* held aside: its clock stopped, and not shown above another board */
  if (!in_sight (self))
    {
      pento_board_model_set_clock (model (self), NULL, NULL);
      pento_board_model_set_goal (model (self), NULL);
      return G_SOURCE_CONTINUE;
    }
  {
    g_autofree char *goal = goal_text (self, game);

    pento_board_model_set_goal (model (self), goal);
  }
  taken = pento_records_format_time ((guint64) (pento_game_get_elapsed (game) * 1000));
  /* Translators: the clock of a challenge: its level, then the time ("Easy 1:23.4") */
  title = ladder_title (self);
  text = g_strdup_printf (self->paused ? _("%s %s (paused)") : "%s %s",
                          title != NULL ? title
                                        : pento_level_get_label (self->current->spec.level),
                          taken);
  pento_board_model_set_clock (model (self), text, self->clock_tip);
  /* (a finish waits for the records, still being read, to count in them) */
  if (pento_game_is_complete (game) && !self->finished && records (self) != NULL)
    {
      self->tick = 0;
      show_finish (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
set_clock_tip (PentoChallengeActions *self)
{
  g_autofree char *rating = g_strdup_printf ("%" G_GUINT64_FORMAT, self->current->rating.rating);

  g_free (self->clock_tip);
  /* Translators: the clock's tooltip: the challenge's code and its rating */
  self->clock_tip = g_strdup_printf (_("Challenge %s, rating %s (Pause: P)"), self->current->code,
                                  rating);
}

static void
start_clock (PentoChallengeActions *self)
{
  g_clear_handle_id (&self->tick, g_source_remove);
  self->tick = g_timeout_add (CLOCK_INTERVAL_MS, tick_cb, self);
  tick_cb (self);
}

/* --- Generation on a worker -------------------------------------------------------------- */

static void
request_free (gpointer data)
{
  Request *request = data;

  g_free (request->held);
  g_free (request);
}

static void
generate_in_thread (GTask        *task,
                    gpointer      source,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  Request *request = task_data;
  GError *error = NULL;
  PentoChallenge *challenge = pento_challenge_generate (&request->spec, &request->cancel,
                                                        &error);

  if (challenge == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, challenge, (GDestroyNotify) pento_challenge_free);
}

/* Whether the restored game holds every placed piece of @challenge where it placed it. */
static gboolean
game_holds (PentoGame      *game,
            PentoChallenge *challenge)
{
  PentoPosition *position = pento_game_get_position (game);
  guint placed = pento_position_get_placed (challenge->position);

  if (!pento_board_equal (pento_position_get_board (position),
                          pento_position_get_board (challenge->position)))
    return FALSE;
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      PentoCell a[5], b[5];
      guint n;

      if (!(placed & (1u << p)))
        continue;
      n = pento_position_get_piece_cells (challenge->position, p, a);
      if (pento_position_get_piece_cells (position, p, b) != n ||
          memcmp (a, b, n * sizeof (PentoCell)) != 0)
        return FALSE;
    }
  return TRUE;
}

static void
generated_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  PentoChallengeActions *self = PENTO_CHALLENGE_ACTIONS (source);
  GTask *task = G_TASK (result);
  Request *request = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoChallenge) challenge = g_task_propagate_pointer (task, &error);

  if (self->task == task)
    g_clear_object (&self->task);
  /* a newer request, or the window gone: this one never lands */
  if (request->serial != self->serial || self->play == NULL)
    return;
  if (challenge == NULL)
    {
      if (!g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED))
        say (self, error->message);
      return;
    }

  stop_challenge (self);
  if (request->resume)
    {
      g_autoptr(PentoGame) held = NULL;
      PentoRules rules;

      pento_rules_init_default (&rules);
      rules.pieces = challenge->pieces;
      if (request->held != NULL)
        held = pento_game_new_from_text (request->held, -1, "challenge", &rules, NULL);
      if (game_holds (pento_play_get_game (self->play), challenge))
        pento_play_resume_challenge (self->play, pento_position_get_placed (challenge->position));
      else if (held != NULL && game_holds (held, challenge))
        {
          /* it was held aside as the window closed: it waits again, for its board */
          pento_game_set_fixed (held, pento_position_get_placed (challenge->position));
          pento_play_hold_challenge (self->play, held, &rules);
        }
      else
        return;
      self->assisted = request->assisted;
      self->book = 0;
    }
  else
    {
      g_autofree char *text = NULL, *rating = NULL;
      PentoRules rules;

      /* the game on the board and the rules it is made for (a ladder's set too); the free
       * game of the board in play stays kept */
      pento_rules_init_default (&rules);
      rules.pieces = challenge->pieces;
      if (!pento_play_start_challenge (self->play, challenge->position,
                                       pento_position_get_placed (challenge->position), &rules,
                                       &error))
        {
          say (self, error->message);
          return;
        }
      self->book = request->ladder;
      if (request->ladder > 0)
        {
          self->ladder = request->ladder;
          self->ladder_rung =
            pento_board_get_width (pento_position_get_board (challenge->position));
        }
      self->assisted = FALSE;
      rating = g_strdup_printf ("%" G_GUINT64_FORMAT, challenge->rating.rating);
      /* Translators: "Challenge PENTO-10x6-H-3F9A2C: Hard, rating 111" */
      text = g_strdup_printf (_("Challenge %s: %s, rating %s"), challenge->code,
                              pento_level_get_label (challenge->spec.level), rating);
      say (self, text);
    }
  self->current = g_steal_pointer (&challenge);
  self->daily = request->daily;
  self->daily_date = request->date;
  if (!request->resume && records (self) != NULL)
    {
      PentoPuzzleId id;

      pento_puzzle_id_for_challenge (&id, &self->current->spec,
                                     self->daily ? &self->daily_date : NULL);
      pento_records_start (records (self), &id);
      save_records (self);
    }
  self->finished = FALSE;
  if (self->assists)
    self->assisted = TRUE;
  set_clock_tip (self);
  pento_session_set_challenge (self->session, TRUE);
  pento_play_set_assists (self->play, self->assists);
  save_state (self);
  set_actions_enabled (self);
  start_clock (self);
  /* a challenge restored at start comes back paused: the clock waits for the person */
  if (request->resume)
    change_paused (self, TRUE);
}

static void
request_challenge (PentoChallengeActions    *self,
                   const PentoChallengeSpec *spec,
                   gboolean                  resume,
                   gboolean                  assisted,
                   const GDate              *daily,
                   guint                     ladder,
                   const char               *held)
{
  Request *request = g_new0 (Request, 1);
  GTask *task;

  if (self->task != NULL)
    pento_cancel_cancel (&((Request *) g_task_get_task_data (self->task))->cancel);
  g_clear_object (&self->task);

  request->spec = *spec;
  request->serial = ++self->serial;
  request->resume = resume;
  request->assisted = assisted;
  request->daily = daily != NULL;
  request->ladder = ladder;
  request->held = held != NULL && *held != '\0' ? g_strdup (held) : NULL;
  g_date_clear (&request->date, 1);
  if (daily != NULL)
    request->date = *daily;
  request->cancel = (PentoCancel) PENTO_CANCEL_INIT;
  /* (the task holds the feature until it reports: a feature gone meanwhile has no play) */
  task = g_task_new (self, NULL, generated_cb, NULL);
  g_task_set_task_data (task, request, request_free);
  self->task = g_object_ref (task);
  g_task_run_in_thread (task, generate_in_thread);
  g_object_unref (task);
}

/* --- Finishing --------------------------------------------------------------------------- */

static void
level_chosen_cb (AdwMessageDialog *dialog,
                 const char       *response,
                 gpointer          user_data)
{
  PentoChallengeActions *self = user_data;

  if (g_strcmp0 (response, "close") != 0)
    activate (self, "new-challenge", g_variant_new_string (response));
}

static void
change_difficulty (PentoChallengeActions *self)
{
  GtkWidget *dialog = adw_message_dialog_new (self->window, _("Change Difficulty"), NULL);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Cancel"),
                                    "easy", pento_level_get_label (PENTO_LEVEL_EASY),
                                    "medium", pento_level_get_label (PENTO_LEVEL_MEDIUM),
                                    "hard", pento_level_get_label (PENTO_LEVEL_HARD),
                                    "expert", pento_level_get_label (PENTO_LEVEL_EXPERT),
                                    NULL);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (level_chosen_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
finish_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    gpointer          user_data)
{
  PentoChallengeActions *self = user_data;

  if (g_strcmp0 (response, "next") == 0)
    activate (self, "new-challenge", g_variant_new_string (self->next));
  else if (g_strcmp0 (response, "change") == 0)
    change_difficulty (self);
}

/* How the finish was earned, in words: the kind, then why. */
static char *
finish_why (PentoChallengeActions *self,
            PentoFinish            finish,
            guint                  hints)
{
  if (finish == PENTO_FINISH_SHOWN)
    {
      const char *why = self->session != NULL ? pento_session_get_answer_why (self->session)
                                              : NULL;

      /* Translators: a finish where the answer was seen, then how it was ("The answer was
       * shown by Solve.") */
      return g_strdup_printf (_("Well done! %s It counts as played, not as a record or a "
                                "streak day."),
                              why != NULL ? why : _("The answer was shown."));
    }
  if (finish == PENTO_FINISH_CLEAN)
    return g_strdup (_("A clean finish: no hint, no live count, the answer never shown."));
  if (hints > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "An assisted finish: you used %u hint.",
                                         "An assisted finish: you used %u hints.", hints),
                            hints);
  return g_strdup (_("An assisted finish: the live count was on."));
}

static void
show_finish (PentoChallengeActions *self)
{
  PentoGame *game = current_game (self);
  PentoChallenge *c = self->current;
  guint64 ms = (guint64) (pento_game_get_elapsed (game) * 1000);
  guint hints = pento_game_get_hints_used (game);
  const PentoPuzzleRecords *record;
  PentoPuzzleId id;
  PentoFinish finish;
  guint place;
  GDate today;
  g_autofree char *taken = NULL, *why = NULL, *what = NULL, *body = NULL, *title = NULL;
  g_autoptr(GString) earned = g_string_new (NULL);
  GtkWidget *dialog;

  if (hints > 0)
    self->assisted = TRUE;
  self->finished = TRUE;
  /* an answer shown meanwhile (and the person was told so first): played, no record, no
   * streak day */
  finish = self->session != NULL && pento_session_get_answer_shown (self->session) ?
           PENTO_FINISH_SHOWN : self->assisted ? PENTO_FINISH_ASSISTED : PENTO_FINISH_CLEAN;
  why = finish_why (self, finish, hints);
  title = ladder_title (self);
  g_date_clear (&today, 1);
  g_date_set_time_t (&today, time (NULL));
  pento_puzzle_id_for_challenge (&id, &c->spec, self->daily ? &self->daily_date : NULL);
  place = pento_records_finish (records (self), &id, finish, ms, &today);
  if (self->book > 0 && finish != PENTO_FINISH_SHOWN)
    pento_records_tick_rung (records (self), self->book,
                             pento_board_get_width (pento_position_get_board (c->position)),
                             c->spec.level);
  save_records (self);
  save_state (self);
  set_actions_enabled (self);
  pento_play_finish_challenge (self->play);
  if (self->session != NULL)
    {
      pento_session_set_challenge (self->session, FALSE);
      pento_board_model_set_clock (model (self), NULL, NULL);
      pento_board_model_set_goal (model (self), NULL);
    }

  record = pento_records_lookup (records (self), &id);
  taken = pento_records_format_time (ms);
  what = pento_puzzle_id_describe (&id);
  /* only what was earned speaks of records and streaks */
  if (finish != PENTO_FINISH_SHOWN)
    {
      g_autofree char *best = pento_records_format_time (record->best[finish][0].ms);

      /* Translators: "Best clean time for Finish 10x6, Easy: 1:02.0." */
      g_string_append_printf (earned, finish == PENTO_FINISH_CLEAN ?
                              _(" Best clean time for %s: %s.") :
                              _(" Best assisted time for %s: %s."), what, best);
      if (place == 1)
        g_string_append (earned, _(" A new record!"));
      if (self->daily)
        {
          guint streak = pento_records_get_streak (records (self), &today);

          g_string_append_printf (earned, g_dngettext (GETTEXT_PACKAGE,
                                                       " Daily streak: %u day.",
                                                       " Daily streak: %u days.", streak),
                                  streak);
        }
    }
  /* Translators: how the finish was earned, then "Time 1:23.4 (3 finished).", then the
   * records it made */
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s\nTime %s (%u finished).%s",
                                       "%s\nTime %s (%u finished).%s", record->finished),
                          why, taken, record->finished, earned->str);
  dialog = adw_message_dialog_new (self->window, NULL, body);
  /* Translators: the finish dialog's title for a rung of the ladder book: "Rung 3 of 10,
   * ladder 2 Solved" */
  if (title != NULL)
    adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("%s Solved"), title);
  else
    adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (dialog),
                                    finish == PENTO_FINISH_SHOWN ? _("Board Complete")
                                                                 : _("Challenge Solved"));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "change", _("Change _Difficulty"),
                                    "next", _("_Next"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "next",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "next");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  self->next = c->spec.kind == PENTO_CHALLENGE_LADDER ? "ladder"
                                                      : pento_level_to_string (c->spec.level);
  g_signal_connect_object (dialog, "response", G_CALLBACK (finish_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* --- The actions ------------------------------------------------------------------------- */

static void
run_deferred_cb (PentoPlay             *play,
                 GParamSpec            *pspec,
                 PentoChallengeActions *self)
{
  g_autofree char *action = NULL;
  g_autoptr(GVariant) parameter = NULL;

  if (pento_play_is_restoring (play))
    return;
  g_signal_handlers_disconnect_by_func (play, run_deferred_cb, self);
  action = g_steal_pointer (&self->deferred_action);
  parameter = g_steal_pointer (&self->deferred_parameter);
  if (action != NULL && play == self->play)
    activate (self, action, parameter);
}

/* A challenge asked for while the saved game is still read waits until it is in place: the
 * challenge then replaces it as it would later, and the saved game is never taken for one
 * that lost to a new game. */
static gboolean
deferred (PentoChallengeActions *self,
          const char            *action,
          GVariant              *parameter)
{
  if (!pento_play_is_restoring (self->play))
    return FALSE;
  if (self->deferred_action == NULL)
    g_signal_connect (self->play, "notify::restoring", G_CALLBACK (run_deferred_cb), self);
  g_free (self->deferred_action);
  g_clear_pointer (&self->deferred_parameter, g_variant_unref);
  self->deferred_action = g_strdup (action);
  self->deferred_parameter = g_variant_ref_sink (parameter);
  return TRUE;
}

/* --- The ladder book ---------------------------------------------------------------------- */

/* A rung of the book is played at the highest level it reaches: all its pieces to place but
 * what that level leaves. */
static gboolean
rung_solved (PentoChallengeActions *self,
             guint                  ladder,
             guint                  rung)
{
  return records (self) != NULL &&
         pento_records_rung_solved (records (self), ladder, rung,
                                    pento_challenge_ladder_top_level (rung));
}

/* The next rung not yet solved: after the one last played on its ladder (round to its start),
 * else the first of the next ladder with one; at first, the first ladder not all solved. */
static void
next_rung (PentoChallengeActions *self,
           guint                 *out_ladder,
           guint                 *out_rung)
{
  guint ladder = self->ladder > 0 ? self->ladder : 1;

  if (self->ladder > 0)
    for (guint i = 1; i <= 10; i++)
      {
        guint rung = 3 + (self->ladder_rung - 3 + i) % 10;

        if (!rung_solved (self, ladder, rung))
          {
            *out_ladder = ladder;
            *out_rung = rung;
            return;
          }
      }
  for (; ladder <= PENTO_LADDER_BOOK_SIZE; ladder++)
    for (guint rung = 3; rung <= 12; rung++)
      if (ladder != self->ladder && !rung_solved (self, ladder, rung))
        {
          *out_ladder = ladder;
          *out_rung = rung;
          return;
        }
  *out_ladder = PENTO_LADDER_BOOK_SIZE;
  *out_rung = 3;
}

/* Rung @rung (3 … 12 wide) of ladder @ladder of the book. */
static void
play_rung (PentoChallengeActions *self,
           guint                  ladder,
           guint                  rung)
{
  g_autoptr(GError) error = NULL;
  PentoChallengeSpec spec;

  if (!pento_ladder_book_spec (ladder, rung, pento_challenge_ladder_top_level (rung), &spec,
                               &error))
    {
      say (self, error->message);
      return;
    }
  request_challenge (self, &spec, FALSE, FALSE, NULL, ladder, NULL);
}

static void
ladder_rung_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  PentoChallengeActions *self = user_data;
  guint ladder, rung;

  if (self->play == NULL || deferred (self, "ladder-rung", parameter))
    return;
  /* (the rung as the title counts it, 1 … 10: the board 3x5 … 12x5) */
  g_variant_get (parameter, "(uu)", &ladder, &rung);
  if (rung < 1 || rung > 10)
    {
      g_autofree char *text = g_strdup_printf (_("A ladder has the rungs 1 to 10, not %u"),
                                               rung);

      say (self, text);
      return;
    }
  play_rung (self, ladder, rung + 2);
}

static void
new_challenge_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  PentoChallengeActions *self = user_data;
  const char *what = g_variant_get_string (parameter, NULL);
  const char * const *boards;
  PentoChallengeSpec spec;
  PentoLevel level;

  if (self->play == NULL || deferred (self, "new-challenge", parameter))
    return;
  if (g_strcmp0 (what, "ladder") == 0)
    {
      guint ladder, rung;

      next_rung (self, &ladder, &rung);
      play_rung (self, ladder, rung);
      return;
    }
  if (g_strcmp0 (what, "daily") == 0)
    {
      GDate today;

      g_date_clear (&today, 1);
      g_date_set_time_t (&today, time (NULL));
      pento_challenge_spec_daily (&today, &spec);
      request_challenge (self, &spec, FALSE, FALSE, &today, 0, NULL);
      return;
    }
  if (!pento_level_parse (what, &level, NULL))
    {
      g_autofree char *text = g_strdup_printf (_("Unknown level “%s”: easy, medium, hard, "
                                                 "expert or daily"), what);

      say (self, text);
      return;
    }
  /* a board and a seed drawn: the code shows them; a one-sided rectangle when the one-sided
   * set is in play */
  boards = self->session != NULL &&
           pento_piece_set_is_one_sided (pento_session_get_rules (self->session)->pieces) ?
           pento_challenge_get_one_sided_boards () : pento_challenge_get_boards ();
  pento_challenge_spec_init (&spec, PENTO_CHALLENGE_FINISH, level,
                             boards[g_random_int_range (0, g_strv_length ((char **) boards))],
                             g_random_int () & 0xFFFFFF, NULL);
  request_challenge (self, &spec, FALSE, FALSE, NULL, 0, NULL);
}

static void
open_code_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  PentoChallengeActions *self = user_data;
  PentoChallengeSpec spec;
  g_autoptr(GError) error = NULL;

  if (self->play == NULL || deferred (self, "open-code", parameter))
    return;
  if (!pento_challenge_spec_from_code (g_variant_get_string (parameter, NULL), &spec, &error))
    {
      say (self, error->message);
      return;
    }
  request_challenge (self, &spec, FALSE, FALSE, NULL, 0, NULL);
}

static void
code_entered_cb (PentoCodeDialog *dialog,
                 const char      *response,
                 gpointer         user_data)
{
  PentoChallengeActions *self = user_data;

  if (g_strcmp0 (response, "open") == 0)
    activate (self, "open-code", g_variant_new_string (pento_code_dialog_get_code (dialog)));
}

static void
open_code_dialog_activated (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  PentoChallengeActions *self = user_data;
  PentoCodeDialog *dialog;

  if (self->window == NULL)
    return;
  dialog = pento_code_dialog_new (self->window);
  g_signal_connect_object (dialog, "response", G_CALLBACK (code_entered_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
copy_challenge_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  PentoChallengeActions *self = user_data;
  g_autofree char *position = NULL, *text = NULL;

  if (self->current == NULL || self->window == NULL)
    return;
  position = pento_position_to_text (self->current->position);
  text = g_strdup_printf ("%s\n%s", self->current->code, position);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->window)), text);
  say (self, _("Challenge code and board copied"));
}

static void
pause_change_state (GSimpleAction *action,
                    GVariant      *state,
                    gpointer       user_data)
{
  PentoChallengeActions *self = user_data;
  gboolean paused = g_variant_get_boolean (state);

  if (self->current == NULL || self->finished || !in_sight (self))
    paused = FALSE;
  self->paused = paused;
  g_simple_action_set_state (action, g_variant_new_boolean (paused));
  /* (a challenge held aside keeps its clock stopped) */
  if (in_sight (self))
    pento_game_set_paused (current_game (self), paused);
  if (self->session != NULL)
    pento_session_set_paused (self->session, paused);
  if (self->current != NULL && self->tick != 0)
    tick_cb (self);
}

static void
pause_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (action));

  pause_change_state (action, g_variant_new_boolean (!g_variant_get_boolean (state)),
                      user_data);
}

static void
assists_change_state (GSimpleAction *action,
                      GVariant      *state,
                      gpointer       user_data)
{
  PentoChallengeActions *self = user_data;

  self->assists = g_variant_get_boolean (state);
  g_simple_action_set_state (action, state);
  if (self->current == NULL || self->finished)
    return;
  if (self->assists)
    self->assisted = TRUE;
  pento_play_set_assists (self->play, self->assists);
  save_state (self);
}

static void
leave_challenge_activated (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  PentoChallengeActions *self = user_data;

  if (self->current == NULL || self->play == NULL)
    return;
  pento_play_leave_challenge (self->play);
  stop_challenge (self);
}

static void
continue_challenge_activated (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  PentoChallengeActions *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->current == NULL || self->finished || self->play == NULL)
    return;
  if (!pento_play_continue_challenge (self->play, &error))
    say (self, error->message);
}

static void
undo_leave_challenge_activated (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  PentoChallengeActions *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->left == NULL || self->play == NULL)
    return;
  if (!pento_play_restore_challenge (self->play, &error))
    {
      say (self, error->message);
      return;
    }
  /* a challenge begun since ends without a word: the one left is the challenge again */
  g_clear_pointer (&self->current, pento_challenge_free);
  self->current = g_steal_pointer (&self->left);
  self->daily = self->left_daily;
  self->daily_date = self->left_date;
  self->assisted = self->left_assisted;
  self->book = self->left_book;
  self->finished = FALSE;
  self->paused = FALSE;
  set_paused_state (self, FALSE);
  set_clock_tip (self);
  pento_session_set_challenge (self->session, FALSE);
  pento_session_set_challenge (self->session, TRUE);
  if (self->left_answered)
    pento_session_set_answer_shown (self->session, self->left_why);
  pento_play_set_assists (self->play, self->assists);
  save_state (self);
  set_actions_enabled (self);
  start_clock (self);
  say (self, _("Your challenge is back, its clock going again."));
}

static const GActionEntry challenge_actions[] = {
  { "new-challenge", new_challenge_activated, "s" },
  { "ladder-rung", ladder_rung_activated, "(uu)" },
  { "open-code", open_code_activated, "s" },
  { "open-code-dialog", open_code_dialog_activated },
  { "copy-challenge", copy_challenge_activated },
  { "pause", pause_activated, NULL, "false", pause_change_state },
  { "challenge-assists", NULL, NULL, "true", assists_change_state },
  { "leave-challenge", leave_challenge_activated },
  { "continue-challenge", continue_challenge_activated },
  { "undo-leave-challenge", undo_leave_challenge_activated },
};

/* A packing viewed over the challenge in sight (a row of the list) shows its answer too. */
static void
viewing_changed_cb (PentoChallengeActions *self)
{
  if (in_sight (self) && !self->finished && pento_session_get_viewing_packing (self->session))
    pento_session_set_answer_shown (self->session, _("A packing was shown on the board."));
}

static void
state_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  guint serial;
  g_autoptr(PentoChallengeActions) self = ticket_redeem (user_data, &serial);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = pento_data_file_read_finish (result, NULL, &error);
  g_autofree char *path = state_path ();
  g_auto(GStrv) lines = NULL;
  PentoChallengeSpec spec;
  GDate today;

  /* the window went, or a challenge was asked for meanwhile: that one stands */
  if (self == NULL || serial != self->serial || self->play == NULL)
    return;
  if (text == NULL && error == NULL)
    return;
  if (text != NULL)
    {
      lines = g_strsplit (text, "\n", 4);
      if (g_strv_length (lines) < 3)
        g_set_error_literal (&error, PENTO_ERROR, PENTO_ERROR_PARSE,
                             _("not a challenge in progress"));
      else
        pento_challenge_spec_from_code (lines[0], &spec, &error);
    }
  if (error != NULL)
    {
      g_autofree char *sentence = keep_aside (path, _("The challenge in progress could not be "
                                                      "read"), error->message);

      say (self, sentence);
      return;
    }
  /* (a ladder's rung is not taken up again: the next one is a new challenge) */
  if (spec.kind != PENTO_CHALLENGE_FINISH)
    return;
  g_date_clear (&today, 1);
  g_date_set_time_t (&today, time (NULL));
  /* assists used before the restart still count */
  request_challenge (self, &spec, TRUE, g_strcmp0 (lines[1], "assisted") == 0,
                     g_strcmp0 (lines[2], "daily") == 0 ? &today : NULL, 0, lines[3]);
}

/* Once the saved game is restored: the challenge it was, made again from its code. The file
 * is read on a worker, like every file the window reads as it starts. */
static void
resume (PentoChallengeActions *self)
{
  g_autofree char *path = state_path ();

  pento_data_file_read_async (path, STATE_MAX_SIZE, NULL, state_read_cb,
                              ticket_new (self, self->serial));
}

/* Held aside or back: the file follows, so that a restart finds the challenge again; held
 * aside, its clock is stopped already, and Pause (with its page) is for the game in sight. */
static void
held_changed_cb (PentoChallengeActions *self)
{
  if (held_game (self) != NULL && self->paused)
    change_paused (self, FALSE);
  save_state (self);
  set_actions_enabled (self);
}

static void
restoring_cb (PentoPlay             *play,
              GParamSpec            *pspec,
              PentoChallengeActions *self)
{
  if (pento_play_is_restoring (play))
    return;
  g_signal_handlers_disconnect_by_func (play, restoring_cb, self);
  resume (self);
}

/* --- The object ----------------------------------------------------------------------------- */

static void
pento_challenge_actions_dispose (GObject *object)
{
  PentoChallengeActions *self = PENTO_CHALLENGE_ACTIONS (object);

  /* The challenge stays saved, its clock stopped, for the next window to take up. */
  if (self->task != NULL)
    pento_cancel_cancel (&((Request *) g_task_get_task_data (self->task))->cancel);
  g_clear_object (&self->task);
  g_clear_handle_id (&self->tick, g_source_remove);
  g_clear_pointer (&self->actions, pento_actions_free);
  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->play);
  g_clear_object (&self->session);
  if (self->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
  self->window = NULL;

  G_OBJECT_CLASS (pento_challenge_actions_parent_class)->dispose (object);
}

static void
pento_challenge_actions_finalize (GObject *object)
{
  PentoChallengeActions *self = PENTO_CHALLENGE_ACTIONS (object);

  g_clear_pointer (&self->current, pento_challenge_free);
  g_clear_pointer (&self->left, pento_challenge_free);
  g_free (self->deferred_action);
  g_free (self->clock_tip);
  g_free (self->left_why);
  g_clear_pointer (&self->deferred_parameter, g_variant_unref);

  G_OBJECT_CLASS (pento_challenge_actions_parent_class)->finalize (object);
}

static void
pento_challenge_actions_class_init (PentoChallengeActionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pento_challenge_actions_dispose;
  object_class->finalize = pento_challenge_actions_finalize;
}

static void
pento_challenge_actions_init (PentoChallengeActions *self)
{
  self->assists = TRUE;
}

PentoChallengeActions *
pento_challenge_actions_new (GtkWindow    *parent,
                             PentoSession *session,
                             PentoPlay    *play)
{
  PentoChallengeActions *self;

  g_return_val_if_fail (GTK_IS_WINDOW (parent) && PENTO_IS_SESSION (session), NULL);
  g_return_val_if_fail (PENTO_IS_PLAY (play), NULL);

  self = g_object_new (PENTO_TYPE_CHALLENGE_ACTIONS, NULL);
  self->window = parent;
  g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &self->window);
  self->session = g_object_ref (session);
  self->play = g_object_ref (play);
  g_signal_connect_swapped (session, "notify::viewing-packing", G_CALLBACK (viewing_changed_cb),
                            self);
  g_signal_connect_swapped (play, "notify::challenge-held", G_CALLBACK (held_changed_cb), self);
  if (pento_play_is_restoring (play))
    g_signal_connect (play, "notify::restoring", G_CALLBACK (restoring_cb), self);
  else
    resume (self);
  return self;
}

void
pento_challenge_actions_install (PentoChallengeActions *self,
                                 GActionMap            *map)
{
  g_return_if_fail (PENTO_IS_CHALLENGE_ACTIONS (self));

  g_clear_pointer (&self->actions, pento_actions_free);
  self->actions = pento_actions_install (map, challenge_actions, G_N_ELEMENTS (challenge_actions),
                                         self);
  set_paused_state (self, self->paused);
  g_simple_action_set_state (lookup (self, "challenge-assists"),
                             g_variant_new_boolean (self->assists));
  set_actions_enabled (self);
}
