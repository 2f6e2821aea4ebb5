/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-game.c: a game played by hand. A move is a list of piece changes (where a piece was,
 * where it goes), so undo and redo are the same code run either way, Clear board and Finish
 * are one move each, and the history survives as text beside the position.
 */
#include <glib/gi18n.h>
#include <string.h>

#include "play/pento-game.h"

typedef PentoGameChange Change;
typedef PentoGameMove Move;

struct _PentoGame
{
  GObject        parent_instance;

  PentoPosition *position;
  PentoRules     rules;
  GArray        *undo;  /* of Move, oldest first */
  GArray        *redo;  /* of Move, the next one to redo last */

  double         elapsed;        /* seconds before running_since */
  gint64         running_since;  /* monotonic µs; 0 while the clock stands */
  guint          hints_used;
  guint          fixed;          /* pieces that stay where they are (a challenge's) */
  gboolean       paused;         /* the clock stands while the board is hidden */
  char          *history_note;   /* why the history was dropped, until the window said it */
};

G_DEFINE_FINAL_TYPE (PentoGame, pento_game, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_clock (PentoGame *self)
{
  gboolean should_run = pento_position_get_n_placed (self->position) > 0 &&
                        !pento_position_is_complete (self->position) && !self->paused;
  gint64 now = g_get_monotonic_time ();

  if (should_run && self->running_since == 0)
    self->running_since = now;
  else if (!should_run && self->running_since != 0)
    {
      self->elapsed += (now - self->running_since) / (double) G_USEC_PER_SEC;
      self->running_since = 0;
    }
}

static void
set_position (PentoGame     *self,
              PentoPosition *position)
{
  pento_position_unref (self->position);
  self->position = position;
  update_clock (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A new move: it forgets what could be redone. */
static gboolean
do_move (PentoGame   *self,
         const Move  *move,
         GError     **error)
{
  PentoPosition *next;

  if (move->n_changes == 0)
    return TRUE;
  next = pento_game_move_apply (self->position, move, TRUE, &self->rules, error);
  if (next == NULL)
    return FALSE;
  g_array_append_vals (self->undo, move, 1);
  /* The file keeps the newest moves only; so does memory, and the two agree. */
  if (self->undo->len > PENTO_GAME_FILE_MAX_MOVES)
    g_array_remove_range (self->undo, 0, self->undo->len - PENTO_GAME_FILE_MAX_MOVES);
  g_array_set_size (self->redo, 0);
  set_position (self, next);
  return TRUE;
}

static void
pento_game_finalize (GObject *object)
{
  PentoGame *self = PENTO_GAME (object);

  g_clear_pointer (&self->position, pento_position_unref);
  g_clear_pointer (&self->undo, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_free (self->history_note);

  G_OBJECT_CLASS (pento_game_parent_class)->finalize (object);
}

static void
pento_game_class_init (PentoGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pento_game_finalize;

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pento_game_init (PentoGame *self)
{
  self->undo = g_array_new (FALSE, TRUE, sizeof (Move));
  self->redo = g_array_new (FALSE, TRUE, sizeof (Move));
}

PentoGame *
pento_game_new_for_position (PentoPosition    *position,
                             const PentoRules *rules)
{
  PentoGame *self;

  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (PENTO_TYPE_GAME, NULL);
  self->position = pento_position_ref (position);
  self->rules = *rules;
  update_clock (self);
  return self;
}

PentoGame *
pento_game_new (PentoBoard       *board,
                const PentoRules *rules)
{
  g_autoptr(PentoPosition) position = NULL;

  g_return_val_if_fail (board != NULL, NULL);

  position = pento_position_new (board);
  return pento_game_new_for_position (position, rules);
}

PentoPosition *
pento_game_get_position (PentoGame *self)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), NULL);

  return self->position;
}

PentoBoard *
pento_game_get_board (PentoGame *self)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), NULL);

  return pento_position_get_board (self->position);
}

const PentoRules *
pento_game_get_rules (PentoGame *self)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), NULL);

  return &self->rules;
}

/* Whether the history replays whole under @rules (see pento_game_history_check()). */
static gboolean
history_is_legal (PentoPosition    *position,
                  GArray           *undo,
                  GArray           *redo,
                  const PentoRules *rules)
{
  return pento_game_history_check (position, undo, redo, rules, NULL, NULL, NULL);
}

gboolean
pento_game_set_rules (PentoGame         *self,
                      const PentoRules  *rules,
                      GError           **error)
{
  g_autofree char *text = NULL;
  g_autoptr(PentoPosition) checked = NULL;

  g_return_val_if_fail (PENTO_IS_GAME (self), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  /* The text form is checked in full by the core: every piece in an allowed orientation. */
  text = pento_position_to_text (self->position);
  checked = pento_position_new_from_text (text, rules, error);
  if (checked == NULL)
    return FALSE;

  /* The position read back under the new rules is the one that goes on: the core's puzzles
   * want a position placed under the rules they search with. */
  self->rules = *rules;
  pento_position_unref (self->position);
  self->position = g_steal_pointer (&checked);
  if (!history_is_legal (self->position, self->undo, self->redo, rules))
    {
      g_array_set_size (self->undo, 0);
      g_array_set_size (self->redo, 0);
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
pento_game_place (PentoGame        *self,
                  PentoPiece        piece,
                  const PentoCell  *cells,
                  guint             n_cells,
                  GError          **error)
{
  Move move = { 0 };
  Change *change = &move.changes[0];
  PentoCell sorted[5];
  PentoCell old[5];
  guint n_old;

  g_return_val_if_fail (PENTO_IS_GAME (self), FALSE);
  g_return_val_if_fail (cells != NULL && n_cells <= 5, FALSE);

  if (self->fixed & (1u << piece))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("%c is part of the challenge: it stays where it is"),
                   pento_piece_to_letter (piece));
      return FALSE;
    }
  n_old = pento_position_get_piece_cells (self->position, piece, old);
  if (n_old > 0 && n_old == n_cells)
    {
      /* The same cells in another order are the same place: nothing moves. */
      memcpy (sorted, cells, n_cells * sizeof (PentoCell));
      for (guint i = 1; i < n_cells; i++)
        for (guint j = i; j > 0 && (sorted[j].y < sorted[j - 1].y ||
                                    (sorted[j].y == sorted[j - 1].y &&
                                     sorted[j].x < sorted[j - 1].x)); j--)
          {
            PentoCell t = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = t;
          }
      if (memcmp (sorted, old, n_cells * sizeof (PentoCell)) == 0)
        return TRUE;
    }

  move.n_changes = 1;
  change->piece = piece;
  change->n_from = n_old;
  memcpy (change->from, old, n_old * sizeof (PentoCell));
  change->n_to = n_cells;
  memcpy (change->to, cells, n_cells * sizeof (PentoCell));
  return do_move (self, &move, error);
}

gboolean
pento_game_unplace (PentoGame  *self,
                    PentoPiece  piece)
{
  Move move = { 0 };
  Change *change = &move.changes[0];

  g_return_val_if_fail (PENTO_IS_GAME (self), FALSE);

  if (self->fixed & (1u << piece))
    return FALSE;
  change->n_from = pento_position_get_piece_cells (self->position, piece, change->from);
  if (change->n_from == 0)
    return FALSE;
  change->piece = piece;
  move.n_changes = 1;
  return do_move (self, &move, NULL);
}

gboolean
pento_game_clear (PentoGame *self)
{
  Move move = { 0 };
  guint placed;

  g_return_val_if_fail (PENTO_IS_GAME (self), FALSE);

  placed = pento_position_get_placed (self->position) & ~self->fixed;
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if (placed & (1u << p))
      {
        Change *change = &move.changes[move.n_changes++];

        change->piece = p;
        change->n_from = pento_position_get_piece_cells (self->position, p, change->from);
      }
  if (move.n_changes == 0)
    return FALSE;
  return do_move (self, &move, NULL);
}

gboolean
pento_game_complete_with (PentoGame            *self,
                          const PentoSolution  *solution,
                          GError              **error)
{
  Move move = { 0 };
  guint placed;

  g_return_val_if_fail (PENTO_IS_GAME (self), FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);

  placed = pento_position_get_placed (self->position);
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      char letter = pento_piece_to_letter (p);
      Change change = { .piece = p };

      if (placed & (1u << p))
        continue;
      for (guint y = 0; y < solution->height; y++)
        for (guint x = 0; x < solution->width; x++)
          if (pento_solution_get (solution, x, y) == letter && change.n_to < 5)
            change.to[change.n_to++] = (PentoCell) { x, y };
      if (change.n_to > 0)
        move.changes[move.n_changes++] = change;
    }
  return do_move (self, &move, error);
}

gboolean
pento_game_can_undo (PentoGame *self)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), FALSE);

  return self->undo->len > 0;
}

gboolean
pento_game_can_redo (PentoGame *self)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), FALSE);

  return self->redo->len > 0;
}

/* Moves the last entry of @from to @to, applying it backwards (undo) or forwards (redo). A
 * step that cannot be made (it would move a challenge's piece) changes nothing: the history
 * stays whole. */
static gboolean
step (PentoGame  *self,
      GArray     *from,
      GArray     *to,
      gboolean    forward,
      GError    **error)
{
  Move move;
  PentoPosition *next;

  if (from->len == 0)
    {
      g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                           forward ? _("Nothing to redo.") : _("Nothing to undo."));
      return FALSE;
    }
  move = g_array_index (from, Move, from->len - 1);
  for (guint i = 0; i < move.n_changes; i++)
    if (self->fixed & (1u << move.changes[i].piece))
      {
        g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                     _("%c is part of the challenge: it stays where it is"),
                     pento_piece_to_letter (move.changes[i].piece));
        return FALSE;
      }
  next = pento_game_move_apply (self->position, &move, forward, &self->rules, error);
  if (next == NULL)
    return FALSE;
  g_array_set_size (from, from->len - 1);
  g_array_append_vals (to, &move, 1);
  set_position (self, next);
  return TRUE;
}

gboolean
pento_game_undo (PentoGame  *self,
                 GError    **error)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), FALSE);

  return step (self, self->undo, self->redo, FALSE, error);
}

gboolean
pento_game_redo (PentoGame  *self,
                 GError    **error)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), FALSE);

  return step (self, self->redo, self->undo, TRUE, error);
}

double
pento_game_get_elapsed (PentoGame *self)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), 0.0);

  if (self->running_since == 0)
    return self->elapsed;
  return self->elapsed + (g_get_monotonic_time () - self->running_since) / (double) G_USEC_PER_SEC;
}

guint
pento_game_get_hints_used (PentoGame *self)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), 0);

  return self->hints_used;
}

void
pento_game_add_hint (PentoGame *self)
{
  g_return_if_fail (PENTO_IS_GAME (self));

  self->hints_used++;
}

gboolean
pento_game_is_complete (PentoGame *self)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), FALSE);

  return pento_position_is_complete (self->position);
}

/* --- Text form ---------------------------------------------------------------------- */

const char *
pento_game_get_history_note (PentoGame *self)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), NULL);

  return self->history_note;
}

void
pento_game_clear_history_note (PentoGame *self)
{
  g_return_if_fail (PENTO_IS_GAME (self));

  g_clear_pointer (&self->history_note, g_free);
}

char *
pento_game_to_text (PentoGame *self)
{
  g_autoptr(PentoGameFile) file = NULL;

  g_return_val_if_fail (PENTO_IS_GAME (self), NULL);

  file = pento_game_file_new (self->position);
  file->elapsed = pento_game_get_elapsed (self);
  file->hints_used = self->hints_used;
  g_array_append_vals (file->undo, self->undo->data, self->undo->len);
  g_array_append_vals (file->redo, self->redo->data, self->redo->len);
  return pento_game_file_to_text (file, &self->rules);
}

PentoGame *
pento_game_new_from_text (const char        *text,
                          gssize             length,
                          const char        *name,
                          const PentoRules  *rules,
                          GError           **error)
{
  g_autoptr(PentoGameFile) file = NULL;
  g_autoptr(PentoGame) self = NULL;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  file = pento_game_file_read (text, length, name != NULL ? name : "game.txt", rules, error);
  if (file == NULL)
    return NULL;

  self = pento_game_new_for_position (file->position, rules);
  self->running_since = 0;
  self->elapsed = file->elapsed;
  self->hints_used = file->hints_used;
  g_array_append_vals (self->undo, file->undo->data, file->undo->len);
  g_array_append_vals (self->redo, file->redo->data, file->redo->len);
  self->history_note = g_steal_pointer (&file->history_note);

  update_clock (self);
  return g_steal_pointer (&self);
}

void
pento_game_set_fixed (PentoGame *self,
                      guint      pieces)
{
  g_return_if_fail (PENTO_IS_GAME (self));

  self->fixed = pieces & pento_position_get_placed (self->position);
  g_signal_emit (self, signals[CHANGED], 0);
}

guint
pento_game_get_fixed (PentoGame *self)
{
  g_return_val_if_fail (PENTO_IS_GAME (self), 0);

  return self->fixed;
}

void
pento_game_set_paused (PentoGame *self,
                       gboolean   paused)
{
  g_return_if_fail (PENTO_IS_GAME (self));

  self->paused = paused;
  update_clock (self);
}
