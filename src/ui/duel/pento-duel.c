/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-duel.c: see pento-duel.h. The duel never draws or places on its own: the play feature
 * shows the game and takes the person's moves; the duel follows the game's "changed", checks
 * each change against the duel's moves (one piece more is a move, the last one gone a take
 * back, anything else is put back), and plays the computer's moves through pento_play_place().
 */
#include "duel/pento-duel.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "common/pento-actions.h"
#include "common/pento-board-store.h"
#include "common/pento-cancel-link.h"
#include "common/pento-data-file.h"
#include "common/pento-records-store.h"

#define DUEL_HEADER "pentomino-duel 1"
#define DUEL_MAX_SIZE (64 * 1024)
/* The board a duel is played on unless the person asks for the board in play: Golomb's 8×8. */
#define DUEL_BOARD "8x8"
/* How long "Who wins from here?" lets the exact solver run. */
#define DUEL_ASSIST_BUDGET (3 * G_TIME_SPAN_SECOND)

struct _PentoDuel
{
  GObject         parent_instance;

  PentoSession   *session;
  PentoPlay      *play;
  PentoActions   *actions;      /* on the application, once installed */
  /* What the bar shows (pento-duel-bar.c): the turn or the result, NULL while no duel is
   * in sight, and the line under it. */
  char           *turn;
  char           *detail;

  /* The duel, in sight or held aside while another board is played. */
  gboolean        active;
  gboolean        in_sight;
  gboolean        shown;        /* "active" as last notified */
  gboolean        here;         /* the next duel on the board in play (app.duel-here) */
  PentoDuelLevel  level;
  guint           person_side;  /* against the computer: 0 the person moves first, 1 second */
  char           *board_id;     /* a built-in board's name, or a saved board's id */
  PentoRules      rules;
  PentoPosition  *position;     /* as the duel last saw it */
  GArray         *moves;        /* PentoGolombMove, in the order played */
  int             winner;       /* -1 while the game goes on */
  PentoGame      *game;         /* the game in play that holds it, while in sight */

  GCancellable   *think;        /* the computer's move being chosen */
  gboolean        placing;      /* the computer's move is being placed */
  GCancellable   *assist;
  char           *answer;
  guint           fix_source;   /* an idle that puts back a change the duel refused */
  gboolean        fix_redo;     /* … a take back refused, by playing the move again */
  GCancellable   *reading;
};

G_DEFINE_FINAL_TYPE (PentoDuel, pento_duel, G_TYPE_OBJECT)

enum { PROP_0, PROP_ACTIVE, PROP_THINKING, PROP_TURN, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void sync (PentoDuel *self);

/* --- The game's state ------------------------------------------------------------------- */

static guint
side_to_move (PentoDuel *self)
{
  return self->moves->len % 2;
}

static gboolean
against_computer (PentoDuel *self)
{
  return self->level != PENTO_DUEL_HUMAN;
}

static gboolean
computer_to_move (PentoDuel *self)
{
  return against_computer (self) && self->winner < 0 && side_to_move (self) != self->person_side;
}

static PentoPieceSet
duel_set (PentoDuel *self)
{
  return self->rules.pieces == PENTO_PIECE_SET_DEFAULT ? PENTO_PIECE_SET_TWELVE
                                                        : self->rules.pieces;
}

static guint
pieces_left (PentoDuel *self)
{
  return pento_piece_set_n_pieces (duel_set (self) &
                                   ~pento_position_get_placed (self->position));
}

static gboolean
side_can_move (PentoDuel *self)
{
  return pento_duel_can_move (self->position, duel_set (self), &self->rules);
}

/* "P on c2 b3 c3 d3 c4": the columns lettered, the rows counted from 1. */
static char *
describe_move (const PentoGolombMove *move)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, _("%c on"), pento_piece_to_letter (move->piece));
  for (guint i = 0; i < move->n_cells; i++)
    g_string_append_printf (text, " %c%u", 'a' + move->cells[i].x, move->cells[i].y + 1);
  return g_string_free (text, FALSE);
}

static char *
side_name (PentoDuel *self,
           guint      side)
{
  if (against_computer (self))
    return g_strdup (side == self->person_side ? _("You") : _("The computer"));
  return g_strdup_printf (_("Player %u"), side + 1);
}

static void
set_enabled (PentoDuel  *self,
             const char *name,
             gboolean    enabled)
{
  if (self->actions != NULL)
    pento_actions_set_enabled (self->actions, name, enabled);
}

/* The turn, the line under it and the answer as the bar shows them ("turn" notified). */
static void
set_turn (PentoDuel  *self,
          const char *turn,
          const char *detail)
{
  g_free (self->turn);
  self->turn = g_strdup (turn);
  g_free (self->detail);
  self->detail = g_strdup (detail);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
}

static void
update_bar (PentoDuel *self)
{
  g_autofree char *turn = NULL;
  g_autofree char *detail = NULL;
  gboolean playing = self->active && self->in_sight;
  gboolean human_turn = playing && self->winner < 0 && !computer_to_move (self);

  set_enabled (self, "duel-who-wins", human_turn);
  set_enabled (self, "leave-duel", self->active);
  if (!playing)
    {
      set_turn (self, NULL, NULL);
      return;
    }

  if (self->winner >= 0)
    {
      g_autofree char *won = side_name (self, self->winner);
      g_autofree char *lost = side_name (self, 1 - self->winner);

      if (against_computer (self))
        turn = g_strdup ((guint) self->winner == self->person_side
                         ? _("You won: the computer cannot place a piece")
                         : _("The computer won: you cannot place a piece"));
      else
        turn = g_strdup_printf (_("%s won: %s cannot place a piece"), won, lost);
    }
  else if (computer_to_move (self))
    turn = g_strdup (_("The computer is thinking…"));
  else if (against_computer (self))
    turn = g_strdup (_("Your turn: place a piece"));
  else
    turn = g_strdup_printf (_("Player %u to move"), side_to_move (self) + 1);

  if (self->moves->len > 0)
    {
      g_autofree char *last = describe_move (&g_array_index (self->moves, PentoGolombMove,
                                                             self->moves->len - 1));

      detail = g_strdup_printf (ngettext ("%s · %u piece left · last move %s",
                                          "%s · %u pieces left · last move %s",
                                          pieces_left (self)),
                                pento_duel_level_get_label (self->level), pieces_left (self), last);
    }
  else
    detail = g_strdup_printf (ngettext ("%s · %u piece left", "%s · %u pieces left",
                                        pieces_left (self)),
                              pento_duel_level_get_label (self->level), pieces_left (self));
  set_turn (self, turn, detail);
}

/* The last move stands out on the board; nothing is marked while no duel is in sight. */
static void
update_highlight (PentoDuel *self)
{
  PentoBoardModel *model;
  guint pieces = 0;

  /* (the board model is the session's: never touched once the duel is disposed) */
  if (self->play == NULL || self->session == NULL)
    return;
  model = pento_session_get_board_model (self->session);
  if (self->active && self->in_sight && self->moves->len > 0)
    pieces = 1u << g_array_index (self->moves, PentoGolombMove, self->moves->len - 1).piece;
  pento_board_model_set_duel (model, self->active && self->in_sight);
  pento_board_model_set_highlight (model, pieces);
  /* a region no piece can fill is no dead end in a duel: it is where nobody can move */
  if (self->active && self->in_sight)
    pento_board_model_set_dead_cells (model, NULL, 0);
}

static void
set_thinking (PentoDuel    *self,
              GCancellable *think)
{
  gboolean was = self->think != NULL;

  if (self->think != NULL)
    g_cancellable_cancel (self->think);
  g_set_object (&self->think, think);
  if (was != (think != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
cancel_assist (PentoDuel *self)
{
  if (self->assist != NULL)
    g_cancellable_cancel (self->assist);
  g_clear_object (&self->assist);
  g_clear_pointer (&self->answer, g_free);
}

/* --- The duel's file ---------------------------------------------------------------------- */

char *
pento_duel_get_save_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "pentomino", "duel.txt", NULL);
}

/* Writes never overtake one another: each worker writes the newest text when it gets the
 * lock, and nothing when another worker already did. An empty text removes the file. */
static GMutex save_mutex;
static char *save_pending;   /* guarded by save_mutex */

static void
write_pending_locked (void)
{
  g_autofree char *text = g_steal_pointer (&save_pending);
  g_autofree char *path = pento_duel_get_save_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  if (text == NULL)
    return;
  if (*text == '\0')
    {
      g_remove (path);
      return;
    }
  if (g_mkdir_with_parents (dir, 0700) != 0 ||
      !pento_file_write (path, text, -1, &error))
    g_warning ("Could not save the two-player game: %s",
               error != NULL ? error->message : g_strerror (errno));
}

static void
save_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  g_mutex_lock (&save_mutex);
  write_pending_locked ();
  g_mutex_unlock (&save_mutex);
}

static char *
duel_to_text (PentoDuel *self)
{
  GString *text = g_string_new (DUEL_HEADER "\n");
  g_autofree char *set = pento_piece_set_to_string (duel_set (self));

  g_string_append_printf (text, "level %s\n", pento_duel_level_to_string (self->level));
  if (against_computer (self))
    g_string_append_printf (text, "first %s\n", self->person_side == 0 ? "you" : "computer");
  g_string_append_printf (text, "board %s\n", self->board_id);
  /* a saved board may be changed or deleted meanwhile: the duel keeps its own copy */
  if (pento_board_id_get_custom_name (self->board_id) != NULL)
    {
      g_autofree char *shape = pento_board_to_text (pento_position_get_board (self->position));
      g_auto(GStrv) rows = g_strsplit (shape, "\n", -1);

      for (guint i = 0; rows[i] != NULL; i++)
        if (rows[i][0] != '\0')
          g_string_append_printf (text, "shape %s\n", rows[i]);
    }
  g_string_append_printf (text, "pieces %s\n", set);
  g_string_append_printf (text, "flip %s\n", self->rules.flip ? "yes" : "no");
  g_string_append_printf (text, "mirror %u\n", (guint) self->rules.mirror);
  for (guint i = 0; i < self->moves->len; i++)
    {
      const PentoGolombMove *move = &g_array_index (self->moves, PentoGolombMove, i);
      g_autofree char *placement = pento_placement_to_string (move->piece, move->cells,
                                                              move->n_cells);

      g_string_append_printf (text, "move %s\n", placement);
    }
  return g_string_free (text, FALSE);
}

/* The duel in progress goes to its file; a duel ended or left removes it. */
static void
save (PentoDuel *self)
{
  g_autoptr(GTask) task = g_task_new (NULL, NULL, NULL, NULL);

  g_mutex_lock (&save_mutex);
  g_free (save_pending);
  save_pending = self->active && self->winner < 0 ? duel_to_text (self) : g_strdup ("");
  g_mutex_unlock (&save_mutex);
  g_task_run_in_thread (task, save_thread);
}

void
pento_duel_flush (PentoDuel *self)
{
  g_return_if_fail (PENTO_IS_DUEL (self));

  g_mutex_lock (&save_mutex);
  write_pending_locked ();
  g_mutex_unlock (&save_mutex);
}

/* The empty board of a duel: a built-in board by its name, a saved one by its @shape's rows. */
static PentoPosition *
new_position (const char        *board_id,
              const char        *shape,
              const PentoRules  *rules,
              GError           **error)
{
  if (pento_board_id_get_custom_name (board_id) == NULL)
    return pento_position_new_for_game (board_id, rules, error);
  if (*shape == '\0')
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("the saved board’s shape is missing"));
      return NULL;
    }
  return pento_position_new_from_text_for_game (shape, rules, error);
}

/* Reads duel_to_text()'s form into @self; FALSE with a sentence naming the line. */
static gboolean
duel_from_text (PentoDuel  *self,
                const char *text,
                GError    **error)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(PentoPosition) position = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, TRUE, sizeof (PentoGolombMove));
  PentoRules rules;
  PentoDuelLevel level = PENTO_DUEL_N_LEVELS;
  guint person_side = 0;
  guint n_lines = g_strv_length (lines);
  g_autofree char *board_id = g_strdup (DUEL_BOARD);
  g_autoptr(GString) shape = g_string_new (NULL);

  pento_rules_init_default (&rules);
  if (n_lines == 0 || !g_str_equal (lines[0], DUEL_HEADER))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("line 1: not a two-player game of this version"));
      return FALSE;
    }
  for (guint i = 1; i < n_lines; i++)
    {
      const char *line = lines[i];
      g_autoptr(GError) local = NULL;

      if (*line == '\0')
        continue;
      if (g_str_has_prefix (line, "level ") &&
          pento_duel_level_from_string (line + 6, &level))
        continue;
      if (g_str_equal (line, "first you") || g_str_equal (line, "first computer"))
        {
          person_side = g_str_equal (line, "first computer");
          continue;
        }
      if (g_str_has_prefix (line, "shape ") && position == NULL &&
          pento_board_id_get_custom_name (board_id) != NULL &&
          strspn (line + 6, "#.") == strlen (line + 6))
        {
          g_string_append_printf (shape, "%s\n", line + 6);
          continue;
        }
      if (g_str_has_prefix (line, "board ") && position == NULL &&
          (pento_board_spec_is_builtin (line + 6) ||
           pento_board_id_get_custom_name (line + 6) != NULL))
        {
          g_free (board_id);
          board_id = g_strdup (line + 6);
          continue;
        }
      if (g_str_has_prefix (line, "pieces ") &&
          pento_piece_set_parse (line + 7, &rules.pieces, NULL))
        continue;
      if (g_str_equal (line, "flip yes") || g_str_equal (line, "flip no"))
        {
          rules.flip = g_str_equal (line, "flip yes");
          continue;
        }
      if (g_str_has_prefix (line, "mirror "))
        {
          guint64 mirror;

          if (g_ascii_string_to_unsigned (line + 7, 10, 0, 255, &mirror, NULL))
            {
              rules.mirror = (PentoMirrorSet) mirror;
              continue;
            }
        }
      if (g_str_has_prefix (line, "move ") && level < PENTO_DUEL_N_LEVELS)
        {
          PentoGolombMove move = { 0 };
          PentoPosition *next;

          if (position == NULL)
            position = new_position (board_id, shape->str, &rules, &local);
          if (position != NULL &&
              pento_placement_parse (line + 5, &move.piece, move.cells, &move.n_cells, &local) &&
              (next = pento_position_place (position, move.piece, move.cells, move.n_cells,
                                            &rules, &local)) != NULL)
            {
              pento_position_unref (position);
              position = next;
              g_array_append_val (moves, move);
              continue;
            }
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE, _("line %u: %s"), i + 1,
                       local != NULL ? local->message : _("not a move"));
          return FALSE;
        }
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE, _("line %u: not understood"), i + 1);
      return FALSE;
    }
  if (level >= PENTO_DUEL_N_LEVELS)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE, _("no level named"));
      return FALSE;
    }
  if (position == NULL)
    position = new_position (board_id, shape->str, &rules, error);
  if (position == NULL)
    return FALSE;

  self->active = TRUE;
  self->in_sight = FALSE;
  self->level = level;
  self->person_side = level != PENTO_DUEL_HUMAN ? person_side : 0;
  g_free (self->board_id);
  self->board_id = g_steal_pointer (&board_id);
  self->rules = rules;
  g_clear_pointer (&self->position, pento_position_unref);
  self->position = g_steal_pointer (&position);
  g_array_set_size (self->moves, 0);
  g_array_append_vals (self->moves, moves->data, moves->len);
  self->winner = -1;
  return TRUE;
}

static void
read_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(PentoDuel) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = pento_data_file_read_finish (result, NULL, &error);
  g_autofree char *path = pento_duel_get_save_path ();

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->session == NULL)
    return;
  g_clear_object (&self->reading);
  /* A duel begun meanwhile stays. */
  if (self->active || (text == NULL && error == NULL))
    return;
  if (text == NULL || !duel_from_text (self, text, &error))
    {
      g_autofree char *kept = pento_file_keep_aside (path, NULL);
      g_autofree char *message = NULL;

      message = kept != NULL
        ? g_strdup_printf (_("The two-player game in progress could not be read (%s); the "
                             "file was kept as %s"), error->message, kept)
        : g_strdup_printf (_("The two-player game in progress could not be read (%s)"),
                           error->message);
      pento_session_say (self->session, message);
      return;
    }
  sync (self);
}

/* --- The computer's move and the assist, on workers -------------------------------------- */

typedef struct {
  PentoPosition  *position;
  PentoRules      rules;
  PentoPieceSet   left;
  PentoDuelLevel  level;
  guint32         seed;
  gboolean        assist;       /* "Who wins from here?" rather than the computer's move */
} Job;

/* What a job answers: the computer's choice, or the assist's verdict and winning move. */
typedef struct {
  PentoDuelChoice choice;
  int             verdict;
  PentoGolombMove move;
} Outcome;

static void
job_free (Job *job)
{
  pento_position_unref (job->position);
  g_free (job);
}

static void
job_thread (GTask        *task,
            gpointer      source,
            gpointer      data,
            GCancellable *cancellable)
{
  Job *job = data;
  g_auto(PentoCancelLink) link;
  Outcome *outcome = g_new0 (Outcome, 1);
  GError *error = NULL;
  gboolean ok;

  pento_cancel_link_init (&link, cancellable);
  if (job->assist)
    ok = pento_duel_who_wins (job->position, job->left, &job->rules, DUEL_ASSIST_BUDGET,
                              &link.cancel, &outcome->verdict, &outcome->move, &error);
  else
    ok = pento_duel_choose_move (job->position, job->left, &job->rules, job->level, job->seed,
                                 0, &link.cancel, &outcome->choice, &error);
  if (!ok)
    {
      g_free (outcome);
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, outcome, g_free);
}

/* Runs a job on a copy of the duel's position; @callback gets an Outcome. */
static void
run_job (PentoDuel           *self,
         gboolean             assist,
         GCancellable        *cancellable,
         GAsyncReadyCallback  callback)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, NULL);
  Job *job = g_new0 (Job, 1);

  job->position = pento_position_ref (self->position);
  job->rules = self->rules;
  job->left = duel_set (self);
  job->level = self->level;
  job->seed = g_random_int ();
  job->assist = assist;
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, job_thread);
}

static void
think_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  PentoDuel *self = PENTO_DUEL (source);
  g_autoptr(GError) error = NULL;
  g_autofree Outcome *outcome = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *placement = NULL;
  const PentoDuelChoice *choice;

  /* Stale: the game changed, was taken back or left meanwhile, or the window went. */
  if (g_task_get_cancellable (G_TASK (result)) != self->think)
    return;
  set_thinking (self, NULL);
  if (outcome == NULL)
    {
      if (!g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED))
        pento_session_say (self->session, error->message);
      return;
    }
  choice = &outcome->choice;
  if (!choice->has_move || !self->in_sight)
    {
      sync (self);
      return;
    }
  placement = pento_placement_to_string (choice->move.piece, choice->move.cells,
                                         choice->move.n_cells);
  self->placing = TRUE;
  if (!pento_play_place (self->play, placement, &error))
    pento_session_say (self->session, error->message);
  self->placing = FALSE;
}

static void
start_thinking (PentoDuel *self)
{
  g_autoptr(GCancellable) think = g_cancellable_new ();

  set_thinking (self, think);
  run_job (self, FALSE, think, think_done);
}

static void
assist_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  PentoDuel *self = PENTO_DUEL (source);
  g_autoptr(GError) error = NULL;
  g_autofree Outcome *answer = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *mover = NULL;
  g_autofree char *other = NULL;

  if (g_task_get_cancellable (G_TASK (result)) != self->assist)
    return;
  g_clear_object (&self->assist);
  g_clear_pointer (&self->answer, g_free);
  if (answer == NULL)
    {
      self->answer = g_strdup (error->message);
      update_bar (self);
      return;
    }
  mover = side_name (self, side_to_move (self));
  other = side_name (self, 1 - side_to_move (self));
  if (answer->verdict == 1)
    {
      g_autofree char *move = describe_move (&answer->move);

      self->answer = against_computer (self)
        ? g_strdup_printf (_("You win from here with perfect play: e.g. %s"), move)
        : g_strdup_printf (_("%s wins from here with perfect play: e.g. %s"), mover, move);
    }
  else if (answer->verdict == 0)
    self->answer = against_computer (self)
      ? g_strdup (_("The computer wins from here with perfect play"))
      : g_strdup_printf (_("%s wins from here with perfect play"), other);
  else
    self->answer = g_strdup (_("Not proven yet: the solver needs longer than a few seconds "
                               "here"));
  update_bar (self);
}

static void
start_assist (PentoDuel *self)
{
  cancel_assist (self);
  self->assist = g_cancellable_new ();
  self->answer = g_strdup (_("Working it out…"));
  run_job (self, TRUE, self->assist, assist_done);
  update_bar (self);
}

/* --- Following the game ------------------------------------------------------------------- */

static void
record_result (PentoDuel *self)
{
  PentoRecordsStore *store = pento_session_get_records (self->session);
  PentoRecords *records = store != NULL ? pento_records_store_get (store) : NULL;
  PentoPuzzleId id;

  if (!against_computer (self) || records == NULL)
    return;
  /* (a saved board is filed by its name, as a free game on it is) */
  pento_puzzle_id_for_duel (&id, pento_board_id_get_custom_name (self->board_id) != NULL
                                   ? pento_board_id_get_custom_name (self->board_id)
                                   : self->board_id, self->level);
  pento_records_duel (records, &id, (guint) self->winner == self->person_side);
  pento_records_store_save (store);
}

/* After a move or a take back: the game ends when the side to move cannot place a piece. */
static void
position_settled (PentoDuel *self)
{
  int winner = side_can_move (self) ? -1 : (int) (1 - side_to_move (self));

  if (winner >= 0 && self->winner < 0)
    {
      self->winner = winner;
      record_result (self);
    }
  self->winner = winner;
  save (self);
  if (computer_to_move (self) && self->think == NULL)
    start_thinking (self);
}

static gboolean
fix_idle (gpointer user_data)
{
  PentoDuel *self = user_data;

  self->fix_source = 0;
  if (!self->fix_redo)
    pento_play_undo (self->play);
  else if (pento_play_redo (self->play))
    /* (after the redo, whose own word it replaces) */
    pento_session_say (self->session,
                       _("The game is over and its result counted: start a new one to play "
                         "again"));
  return G_SOURCE_REMOVE;
}

/* Puts back (or, for a pair, takes back one more) once the play feature has finished with
 * the change that brought it; with @redo, plays again a move taken back. */
static void
queue_fix (PentoDuel *self,
           gboolean   redo)
{
  if (self->fix_source == 0)
    {
      self->fix_redo = redo;
      self->fix_source = g_idle_add (fix_idle, self);
    }
}

static void
queue_undo (PentoDuel *self)
{
  queue_fix (self, FALSE);
}

static void
position_changed (PentoDuel *self)
{
  PentoPosition *now = pento_game_get_position (self->game);
  guint before = pento_position_get_placed (self->position);
  guint after = pento_position_get_placed (now);

  if (pento_position_equal (now, self->position))
    return;

  if ((after & before) == before && g_bit_nth_lsf (after & ~before, -1) >= 0 &&
      (after & ~before & ((after & ~before) - 1)) == 0)
    {
      PentoGolombMove move = { 0 };
      g_autoptr(PentoPosition) without = NULL;

      move.piece = (PentoPiece) g_bit_nth_lsf (after & ~before, -1);
      without = pento_position_remove (now, move.piece);
      if ((duel_set (self) & (1u << move.piece)) == 0)
        {
          pento_session_say (self->session, _("This piece is not one of the duel’s twelve"));
          queue_undo (self);
          return;
        }
      if (pento_position_equal (without, self->position))
        {
          if (self->winner >= 0 || (computer_to_move (self) && !self->placing))
            {
              pento_session_say (self->session, self->winner >= 0
                                   ? _("The two-player game is over")
                                   : _("Wait for the computer’s move"));
              queue_undo (self);
              return;
            }
          move.n_cells = pento_position_get_piece_cells (now, move.piece, move.cells);
          g_array_append_val (self->moves, move);
          g_clear_pointer (&self->position, pento_position_unref);
          self->position = pento_position_ref (now);
          cancel_assist (self);
          position_settled (self);
          return;
        }
    }
  else if (self->moves->len > 0 && (before & after) == after)
    {
      const PentoGolombMove *last = &g_array_index (self->moves, PentoGolombMove,
                                                    self->moves->len - 1);
      g_autoptr(PentoPosition) without = pento_position_remove (self->position, last->piece);

      if (pento_position_equal (without, now) && self->winner >= 0 && against_computer (self))
        {
          /* A game against the computer is final once over, as a game lost in Mines is:
           * its result is filed once, and a take back would let a loss be played again
           * until it is a win. (Between two people nothing is filed: they may take back.) */
          queue_fix (self, TRUE);
          return;
        }
      if (pento_position_equal (without, now))
        {
          /* A take back: the computer's move goes with the person's. */
          set_thinking (self, NULL);
          cancel_assist (self);
          g_array_set_size (self->moves, self->moves->len - 1);
          g_clear_pointer (&self->position, pento_position_unref);
          self->position = pento_position_ref (now);
          self->winner = -1;
          if (against_computer (self) && side_to_move (self) != self->person_side &&
              pento_game_can_undo (self->game))
            {
              queue_undo (self);
              save (self);
              return;
            }
          position_settled (self);
          return;
        }
    }
  pento_session_say (self->session,
                     _("In a two-player game a placed piece stays where it is"));
  queue_undo (self);
}

static void
game_changed_cb (PentoDuel *self)
{
  sync (self);
}

static void
detach_game (PentoDuel *self)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_handle_id (&self->fix_source, g_source_remove);
}

/* Follows the game in play: the duel's game comes into sight (a board switched back, the
 * saved game restored), goes out of it (held aside), or changed. */
static void
sync (PentoDuel *self)
{
  PentoGame *game;
  gboolean was = self->in_sight;

  if (self->play == NULL)
    return;
  game = pento_play_get_game (self->play);

  if (self->active && game != self->game)
    {
      detach_game (self);
      set_thinking (self, NULL);
      cancel_assist (self);
      self->in_sight = game != NULL && !pento_play_is_restoring (self->play) &&
                       pento_position_equal (pento_game_get_position (game), self->position);
      if (self->in_sight)
        {
          self->game = g_object_ref (game);
          g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self,
                                   G_CONNECT_SWAPPED);
          position_settled (self);
        }
    }
  else if (self->active && self->in_sight)
    position_changed (self);
  else if (!self->active)
    self->in_sight = FALSE;

  if (was != self->in_sight)
    pento_play_set_assists (self->play, !self->in_sight);
  update_bar (self);
  update_highlight (self);
  if (self->shown != (self->active && self->in_sight))
    {
      self->shown = self->active && self->in_sight;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
    }
}

/* --- Actions ------------------------------------------------------------------------------- */

gboolean
pento_duel_start (PentoDuel   *self,
                  const char  *level_name,
                  GError     **error)
{
  PentoDuelLevel level;
  PentoRules rules;
  PentoPieceSet pieces;
  g_autoptr(PentoBoard) board = NULL;
  g_autofree char *first = NULL;
  gboolean computer_first;

  g_return_val_if_fail (PENTO_IS_DUEL (self), FALSE);

  if (level_name == NULL || !pento_duel_level_from_string (level_name, &level))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("Unknown two-player game “%s”: use beginner, club, strong, perfect or "
                     "human"), level_name != NULL ? level_name : "");
      return FALSE;
    }
  /* Golomb's game: the twelve on 8×8 (the board's own set adds the square, which the duel
   * leaves out), turned over or not as the rules in play say; or the board and set in play. */
  rules = *pento_session_get_rules (self->session);
  pieces = rules.pieces & ~(1u << PENTO_PIECE_O);
  if (pieces == PENTO_PIECE_SET_DEFAULT || !self->here)
    pieces = PENTO_PIECE_SET_TWELVE;
  if (self->here)
    {
      const char *board_id = pento_session_get_board_id (self->session);

      if (pento_session_get_box (self->session) != NULL || board_id == NULL ||
          (!pento_board_spec_is_builtin (board_id) &&
           pento_board_id_get_custom_name (board_id) == NULL))
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                       _("A two-player game is played on a flat board, not on “%s”"),
                       board_id != NULL ? board_id : "");
          return FALSE;
        }
      board = pento_board_ref (pento_session_get_board (self->session));
      /* (a drawn board has at most as many cells as the solver takes) */
      G_STATIC_ASSERT (PENTO_BOARD_MAX_CELLS <= PENTO_GOLOMB_MAX_CELLS);
    }
  else
    {
      rules.pieces = PENTO_PIECE_SET_DEFAULT;
      board = pento_board_new_preset (DUEL_BOARD, error);
      if (board == NULL)
        return FALSE;
    }

  first = g_settings_get_string (pento_session_get_settings (self->session), "duel-first");
  computer_first = g_str_equal (first, "computer");
  /* (app.mode is this setting) */
  g_settings_set_string (pento_session_get_settings (self->session), "mode", "play");
  self->active = FALSE;
  detach_game (self);
  set_thinking (self, NULL);
  cancel_assist (self);
  if (self->reading != NULL)
    g_cancellable_cancel (self->reading);
  if (!pento_board_equal (board, pento_session_get_board (self->session)) &&
      !pento_session_set_puzzle (self->session, board, &rules, error))
    return FALSE;
  pento_play_new_game (self->play);

  self->active = TRUE;
  self->in_sight = FALSE;
  self->level = level;
  self->person_side = level != PENTO_DUEL_HUMAN && computer_first ? 1 : 0;
  g_free (self->board_id);
  self->board_id = g_strdup (pento_session_get_board_id (self->session));
  self->rules = *pento_session_get_rules (self->session);
  self->rules.pieces = pieces;
  g_clear_pointer (&self->position, pento_position_unref);
  self->position = pento_position_ref (pento_play_get_position (self->play));
  g_array_set_size (self->moves, 0);
  self->winner = -1;
  sync (self);
  return TRUE;
}

static void
new_duel_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  PentoDuel *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!pento_duel_start (self, g_variant_get_string (parameter, NULL), &error))
    pento_session_say (self->session, error->message);
}

static void
who_wins_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  PentoDuel *self = user_data;

  if (self->active && self->in_sight && self->winner < 0 && !computer_to_move (self))
    start_assist (self);
}

static void
leave_duel_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  PentoDuel *self = user_data;

  if (!self->active)
    return;
  self->active = FALSE;
  detach_game (self);
  set_thinking (self, NULL);
  cancel_assist (self);
  save (self);
  sync (self);
}

static void
duel_here_changed (GSimpleAction *action,
                   GVariant      *state,
                   gpointer       user_data)
{
  PentoDuel *self = user_data;

  self->here = g_variant_get_boolean (state);
  g_simple_action_set_state (action, state);
}

/* Who moves first against the computer (app.duel-first), kept for the next duel. */
static const char *const duel_settings[] = { "duel-first" };

static const GActionEntry duel_actions[] = {
  { "new-duel", new_duel_activated, "s" },
  { "duel-here", NULL, NULL, "false", duel_here_changed },
  { "duel-who-wins", who_wins_activated },
  { "leave-duel", leave_duel_activated },
};

/* --- The object ----------------------------------------------------------------------------- */

static void
pento_duel_dispose (GObject *object)
{
  PentoDuel *self = PENTO_DUEL (object);

  detach_game (self);
  set_thinking (self, NULL);
  cancel_assist (self);
  /* the newest state reaches the disk before the window goes */
  pento_duel_flush (self);
  if (self->reading != NULL)
    g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  g_clear_pointer (&self->actions, pento_actions_free);
  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->play);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (pento_duel_parent_class)->dispose (object);
}

static void
pento_duel_finalize (GObject *object)
{
  PentoDuel *self = PENTO_DUEL (object);

  g_clear_pointer (&self->position, pento_position_unref);
  g_clear_pointer (&self->moves, g_array_unref);
  g_free (self->board_id);
  g_free (self->turn);
  g_free (self->detail);
  g_free (self->answer);
  G_OBJECT_CLASS (pento_duel_parent_class)->finalize (object);
}

static void
pento_duel_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  PentoDuel *self = PENTO_DUEL (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->shown);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->think != NULL);
      break;
    case PROP_TURN:
      g_value_set_string (value, self->turn);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_duel_class_init (PentoDuelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pento_duel_dispose;
  object_class->finalize = pento_duel_finalize;
  object_class->get_property = pento_duel_get_property;
  properties[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE |
                                                    G_PARAM_STATIC_STRINGS);
  properties[PROP_TURN] = g_param_spec_string ("turn", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
pento_duel_init (PentoDuel *self)
{
  self->moves = g_array_new (FALSE, TRUE, sizeof (PentoGolombMove));
  self->winner = -1;
}

static void
follow_cb (PentoDuel *self)
{
  sync (self);
}

PentoDuel *
pento_duel_new (PentoSession *session,
                PentoPlay    *play)
{
  PentoDuel *self;
  g_autofree char *path = pento_duel_get_save_path ();
  static const char * const play_props[] = {
    "notify::restoring", "notify::in-progress", "notify::can-undo", "notify::can-redo",
  };

  g_return_val_if_fail (PENTO_IS_SESSION (session) && PENTO_IS_PLAY (play), NULL);

  self = g_object_new (PENTO_TYPE_DUEL, NULL);
  self->session = g_object_ref (session);
  self->play = g_object_ref (play);
  /* (the handlers go with the duel, which goes with the window) */
  for (guint i = 0; i < G_N_ELEMENTS (play_props); i++)
    g_signal_connect_swapped (play, play_props[i], G_CALLBACK (follow_cb), self);
  g_signal_connect_data (session, "spec-changed", G_CALLBACK (follow_cb), self, NULL,
                         G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  self->reading = g_cancellable_new ();
  pento_data_file_read_async (path, DUEL_MAX_SIZE, self->reading, read_done,
                              g_object_ref (self));
  update_bar (self);
  return self;
}

void
pento_duel_install (PentoDuel  *self,
                    GActionMap *map)
{
  g_return_if_fail (PENTO_IS_DUEL (self));

  g_clear_pointer (&self->actions, pento_actions_free);
  self->actions = pento_actions_install (map, duel_actions, G_N_ELEMENTS (duel_actions), self);
  g_simple_action_set_state (pento_actions_lookup (self->actions, "duel-here"),
                             g_variant_new_boolean (self->here));
  for (guint i = 0; i < G_N_ELEMENTS (duel_settings); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (
        pento_session_get_settings (self->session), duel_settings[i]);

      g_action_map_add_action (map, action);
    }
  update_bar (self);
}

gboolean
pento_duel_is_active (PentoDuel *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL (self), FALSE);
  return self->active && self->in_sight;
}

gboolean
pento_duel_is_thinking (PentoDuel *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL (self), FALSE);
  return self->think != NULL;
}

int
pento_duel_get_winner (PentoDuel *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL (self), -1);
  return self->winner;
}

guint
pento_duel_get_n_moves (PentoDuel *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL (self), 0);
  return self->moves->len;
}

const char *
pento_duel_get_turn (PentoDuel *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL (self), NULL);
  return self->turn;
}

const char *
pento_duel_get_detail (PentoDuel *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL (self), NULL);
  return self->detail;
}

const char *
pento_duel_get_answer (PentoDuel *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL (self), NULL);
  return self->answer;
}
