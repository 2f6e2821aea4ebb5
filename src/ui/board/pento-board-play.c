/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-play.c: the board view's play surface — the piece in hand (held, turned,
 * flipped, dropped, refused), drawn as a snapped outline over the cached drawing of the board,
 * and the pointer, wheel and keys that move it. The drawing itself is pento-board-view.c's.
 */
#include "board/pento-board-view-private.h"
#include "board/pento-focus-ring.h"

#include <glib/gi18n.h>
#include <string.h>

/* --- The held piece -------------------------------------------------------------------- */

void
pento_board_play_held_cells (PentoBoardView *self,
            int             out_x[5],
            int             out_y[5])
{
  for (guint i = 0; i < self->held_shape.n_cells; i++)
    {
      out_x[i] = self->held_x + self->held_shape.cells[i].x;
      out_y[i] = self->held_y + self->held_shape.cells[i].y;
    }
}

/* Whether the outline lies on free board cells (its own old place counts as free). */
gboolean
pento_board_play_held_fits (PentoBoardView *self)
{
  int xs[5], ys[5];
  char own = pento_piece_to_letter (self->held_piece);

  pento_board_play_held_cells (self, xs, ys);
  for (guint i = 0; i < self->held_shape.n_cells; i++)
    {
      char letter;

      if (!pento_board_view_in_board (self, xs[i], ys[i]) || !pento_board_is_cell (self->board, xs[i], ys[i]))
        return FALSE;
      letter = pento_board_view_letter_at (self, xs[i], ys[i]);
      if (letter != '.' && !(self->held_from_board && letter == own))
        return FALSE;
    }
  return TRUE;
}

char *
pento_board_play_describe_held (PentoBoardView *self)
{
  char letter = pento_piece_to_letter (self->held_piece);
  int xs[5], ys[5];
  int min_x = G_MAXINT, min_y = G_MAXINT;

  pento_board_play_held_cells (self, xs, ys);
  for (guint i = 0; i < self->held_shape.n_cells; i++)
    {
      min_x = MIN (min_x, xs[i]);
      min_y = MIN (min_y, ys[i]);
    }
  if (pento_board_play_held_fits (self))
    /* TRANSLATORS: "Holding the F piece at column 3, row 2; it fits there" (1-based) */
    return g_strdup_printf (_("Holding the %c piece at column %d, row %d; it fits there"),
                            letter, min_x + 1, min_y + 1);
  return g_strdup_printf (_("Holding the %c piece at column %d, row %d; it does not fit there"),
                          letter, min_x + 1, min_y + 1);
}

void
pento_board_play_overlay_changed (PentoBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_held_origin (PentoBoardView *self,
                 int             x,
                 int             y)
{
  if (x == self->held_x && y == self->held_y)
    return;
  self->held_x = x;
  self->held_y = y;
  pento_board_view_update_description (self);
  pento_board_play_overlay_changed (self);
}

static void
follow_pointer (PentoBoardView *self,
                double          x,
                double          y)
{
  int cx, cy;

  if (!self->held || !pento_board_view_cell_at (self, x, y, &cx, &cy))
    return;
  set_held_origin (self, cx - self->grab_x, cy - self->grab_y);
}

void
pento_board_play_release_held (PentoBoardView *self)
{
  gboolean was_lifted = self->held_from_board;

  if (!self->held)
    return;
  self->held = FALSE;
  self->held_from_board = FALSE;
  self->dnd = FALSE;
  self->held_away = FALSE;
  if (was_lifted)
    pento_board_view_invalidate (self);
  pento_board_view_update_description (self);
  pento_board_play_overlay_changed (self);
  g_signal_emit (self, pento_board_view_signals[HELD_CHANGED], 0);
}

/* The starting orientation: as drawn, or mirrored when the rules use it mirrored. */
static void
start_shape (PentoBoardView *self,
             PentoPiece      piece,
             PentoShape     *out)
{
  *out = *pento_piece_get_shape (piece);
  if (!self->flip && pento_piece_is_chiral (piece) && (self->mirror & (1u << piece)))
    pento_shape_mirror (out, out);
}

/* Turning turns the piece about the cell it is held by (under the pointer, or the keyboard's
 * cell), which stays where it was: @grab_x, @grab_y is that cell in @shape. */
static void
replace_shape (PentoBoardView   *self,
               const PentoShape *shape,
               int               grab_x,
               int               grab_y)
{
  int px = self->held_x + self->grab_x, py = self->held_y + self->grab_y;

  self->held_shape = *shape;
  self->grab_x = grab_x;
  self->grab_y = grab_y;
  self->held_x = px - grab_x;
  self->held_y = py - grab_y;
  pento_board_view_update_description (self);
  pento_board_play_overlay_changed (self);
  g_signal_emit (self, pento_board_view_signals[HELD_CHANGED], 0);
}

static gboolean
refused_timeout_cb (gpointer user_data)
{
  PentoBoardView *self = user_data;

  self->refused_id = 0;
  self->n_refused = 0;
  gtk_widget_remove_css_class (GTK_WIDGET (self), "refused");
  pento_board_play_overlay_changed (self);
  return G_SOURCE_REMOVE;
}

/* --- Pointer, wheel, keys and drops ------------------------------------------------------- */

static gboolean
pick_up_at (PentoBoardView *self,
            int             x,
            int             y)
{
  PentoPiece piece;
  char letter = pento_board_view_letter_at (self, x, y);

  if (letter == '.' || !pento_piece_from_cell_letter (letter, &piece))
    return FALSE;
  if (!pento_board_view_pick_up (self, piece))
    return FALSE;
  /* Hold it by the cell it was taken by. */
  self->grab_x = CLAMP (x - self->held_x, 0, (int) self->held_shape.width - 1);
  self->grab_y = CLAMP (y - self->held_y, 0, (int) self->held_shape.height - 1);
  return TRUE;
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               PentoBoardView *self)
{
  int cx, cy;

  if (!self->playable)
    {
      g_signal_emit (self, pento_board_view_signals[PLAY_REQUESTED], 0);
      return;
    }
  if (!pento_board_view_cell_at (self, x, y, &cx, &cy))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));

  self->press_active = TRUE;
  self->press_moved = FALSE;
  self->press_cell_x = cx;
  self->press_cell_y = cy;
  self->press_x = x;
  self->press_y = y;
  self->press_had_held = self->held;
  if (self->held)
    follow_pointer (self, x, y);
  else if (pick_up_at (self, cx, cy))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (pento_board_view_in_board (self, cx, cy))
    {
      self->cursor_x = cx;
      self->cursor_y = cy;
    }
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          offset_x,
                double          offset_y,
                PentoBoardView *self)
{
  double x, y;
  int cx, cy;

  if (!self->press_active || !self->held)
    return;
  x = self->press_x + offset_x;
  y = self->press_y + offset_y;
  if (pento_board_view_cell_at (self, x, y, &cx, &cy) && (cx != self->press_cell_x || cy != self->press_cell_y))
    self->press_moved = TRUE;
  follow_pointer (self, x, y);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          offset_x,
             double          offset_y,
             PentoBoardView *self)
{
  if (!self->press_active)
    return;
  self->press_active = FALSE;
  if (!self->held)
    return;
  /* A click on a placed piece only lifts it: it follows the pointer until the next click.
   * A drag, or a click while holding, drops it. A refused drop leaves the piece where it was
   * before, as the keyboard's does: a piece that was in hand stays in hand (to be moved on,
   * Escape puts it back), a piece this very drag picked up goes back to its cells. */
  if (self->press_had_held || self->press_moved)
    {
      if (!pento_board_view_drop_held (self) && !self->press_had_held)
        pento_board_play_release_held (self);
    }
}

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  PentoBoardView  *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  int cx, cy;

  if (!self->playable)
    return;

  if (button == GDK_BUTTON_SECONDARY)
    {
      if (self->held)
        {
          pento_board_view_rotate_held (self, 1);
          gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
        }
      return;
    }

  /* A double click on a placed piece sends it back to the tray. */
  if (n_press == 2 && pento_board_view_cell_at (self, x, y, &cx, &cy))
    {
      PentoPiece piece;
      gboolean found = FALSE;

      if (self->held && self->held_from_board)
        {
          piece = self->held_piece;
          found = TRUE;
        }
      else
        {
          char letter = pento_board_view_letter_at (self, cx, cy);

          found = letter != '.' && pento_piece_from_cell_letter (letter, &piece);
        }
      if (found)
        {
          self->press_active = FALSE;
          pento_board_play_release_held (self);
          g_signal_emit (self, pento_board_view_signals[REMOVE_PIECE], 0, (guint) piece);
        }
    }
}

/* The pointer over a piece that can be taken shows a hand; over a fixed one it does not. */
static void
update_hover_cursor (PentoBoardView *self,
                     double          x,
                     double          y)
{
  const char *name = NULL;
  PentoPiece piece;
  int cx, cy;

  if (self->playable && !self->held && pento_board_view_cell_at (self, x, y, &cx, &cy) &&
      pento_piece_from_cell_letter (pento_board_view_letter_at (self, cx, cy), &piece))
    name = (self->fixed & (1u << piece)) ? "not-allowed" : "grab";
  /* (a new cursor at every motion would ask the display server each time) */
  if (g_strcmp0 (name, self->hover_cursor) == 0)
    return;
  self->hover_cursor = name;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           PentoBoardView           *self)
{
  if (self->held && !self->press_active && !self->dnd)
    follow_pointer (self, x, y);
  update_hover_cursor (self, x, y);
}

static gboolean
on_scroll (GtkEventControllerScroll *scroll,
           double                    dx,
           double                    dy,
           PentoBoardView           *self)
{
  if (!self->playable || !self->held || dy == 0)
    return FALSE;
  pento_board_view_rotate_held (self, dy > 0 ? 1 : -1);
  return TRUE;
}

static void
move_cursor (PentoBoardView *self,
             int             dx,
             int             dy)
{
  if (self->board == NULL)
    return;
  self->cursor_x = CLAMP (self->cursor_x + dx, 0, (int) pento_board_get_width (self->board) - 1);
  self->cursor_y = CLAMP (self->cursor_y + dy, 0, (int) pento_board_get_height (self->board) - 1);
  pento_board_play_overlay_changed (self);
}

static gboolean
handle_key (GtkEventControllerKey *controller,
            guint                  keyval,
            guint                  keycode,
            GdkModifierType        state,
            PentoBoardView        *self)
{
  int dx = 0, dy = 0;

  if (!self->playable || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      dx = -1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      dx = 1;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      dy = -1;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      dy = 1;
      break;
    case GDK_KEY_r:
    case GDK_KEY_R:
      if (!self->held)
        return GDK_EVENT_PROPAGATE;
      pento_board_view_rotate_held (self, keyval == GDK_KEY_R || (state & GDK_SHIFT_MASK) ? -1 : 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_f:
    case GDK_KEY_F:
      if (!self->held)
        return GDK_EVENT_PROPAGATE;
      pento_board_view_flip_held (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      /* From the keyboard a refused drop keeps the piece in hand, to be moved on. */
      if (self->held)
        pento_board_view_drop_held (self);
      else
        pick_up_at (self, self->cursor_x, self->cursor_y);
      return GDK_EVENT_STOP;
    case GDK_KEY_Escape:
      if (!self->held)
        return GDK_EVENT_PROPAGATE;
      pento_board_view_cancel_hold (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      {
        PentoPiece piece;
        char letter;

        if (self->held && self->held_from_board)
          {
            piece = self->held_piece;
            pento_board_play_release_held (self);
            g_signal_emit (self, pento_board_view_signals[REMOVE_PIECE], 0, (guint) piece);
            return GDK_EVENT_STOP;
          }
        letter = pento_board_view_letter_at (self, self->cursor_x, self->cursor_y);
        if (!self->held && letter != '.' && pento_piece_from_cell_letter (letter, &piece))
          {
            g_signal_emit (self, pento_board_view_signals[REMOVE_PIECE], 0, (guint) piece);
            return GDK_EVENT_STOP;
          }
        return GDK_EVENT_PROPAGATE;
      }
    default:
      return GDK_EVENT_PROPAGATE;
    }

  if (self->held)
    pento_board_view_move_held (self, dx, dy);
  else
    move_cursor (self, dx, dy);
  return GDK_EVENT_STOP;
}

/* (a key taken shows the focus ring: see pento-focus-ring.h) */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PentoBoardView        *self)
{
  return pento_focus_ring_key_taken (GTK_WIDGET (self),
                                     handle_key (controller, keyval, keycode, state, self));
}

static void
on_focus_changed (PentoBoardView *self)
{
  pento_board_play_overlay_changed (self);
}

void
pento_board_view_hold (PentoBoardView *self,
                       PentoPiece      piece)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));
  g_return_if_fail (piece < PENTO_N_SET_PIECES);

  pento_board_play_release_held (self);
  self->held = TRUE;
  self->held_piece = piece;
  self->held_from_board = FALSE;
  self->dnd = FALSE;
  start_shape (self, piece, &self->held_shape);
  self->grab_x = (self->held_shape.width - 1) / 2;
  self->grab_y = (self->held_shape.height - 1) / 2;
  self->held_x = self->cursor_x - self->grab_x;
  self->held_y = self->cursor_y - self->grab_y;
  pento_board_view_update_description (self);
  pento_board_play_overlay_changed (self);
  g_signal_emit (self, pento_board_view_signals[HELD_CHANGED], 0);
}

gboolean
pento_board_view_pick_up (PentoBoardView *self,
                          PentoPiece      piece)
{
  char letter = pento_piece_to_letter (piece);
  PentoShape shape = { 0 };
  int min_x = G_MAXINT, min_y = G_MAXINT, max_x = -1, max_y = -1;

  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  if (!pento_board_view_solution_fits (self) || (self->fixed & (1u << piece)))
    return FALSE;
  for (guint y = 0; y < self->solution->height; y++)
    for (guint x = 0; x < self->solution->width; x++)
      if (pento_solution_get (self->solution, x, y) == letter)
        {
          min_x = MIN (min_x, (int) x);
          min_y = MIN (min_y, (int) y);
          max_x = MAX (max_x, (int) x);
          max_y = MAX (max_y, (int) y);
        }
  if (max_x < 0)
    return FALSE;
  for (guint y = min_y; y <= (guint) max_y; y++)
    for (guint x = min_x; x <= (guint) max_x; x++)
      if (pento_solution_get (self->solution, x, y) == letter && shape.n_cells < 5)
        {
          shape.cells[shape.n_cells].x = x - min_x;
          shape.cells[shape.n_cells].y = y - min_y;
          shape.n_cells++;
        }
  shape.width = max_x - min_x + 1;
  shape.height = max_y - min_y + 1;

  pento_board_play_release_held (self);
  self->held = TRUE;
  self->held_piece = piece;
  self->held_shape = shape;
  self->held_from_board = TRUE;
  self->dnd = FALSE;
  self->held_x = min_x;
  self->held_y = min_y;
  self->grab_x = CLAMP (self->cursor_x - min_x, 0, (int) shape.width - 1);
  self->grab_y = CLAMP (self->cursor_y - min_y, 0, (int) shape.height - 1);
  pento_board_view_invalidate (self);
  pento_board_view_update_description (self);
  g_signal_emit (self, pento_board_view_signals[HELD_CHANGED], 0);
  return TRUE;
}

void
pento_board_view_cancel_hold (PentoBoardView *self)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  pento_board_play_release_held (self);
}

gboolean
pento_board_view_get_held (PentoBoardView *self,
                           PentoPiece     *out_piece,
                           PentoCell       out_cells[5],
                           guint          *out_n_cells)
{
  int xs[5], ys[5];

  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  if (!self->held)
    return FALSE;
  pento_board_play_held_cells (self, xs, ys);
  if (out_piece != NULL)
    *out_piece = self->held_piece;
  if (out_cells != NULL)
    for (guint i = 0; i < self->held_shape.n_cells; i++)
      {
        /* Off the board stays off the board: -1 becomes 255 (read back as a gint8), far
         * past any board's 64 cells. */
        out_cells[i].x = (guint8) CLAMP (xs[i], -128, 127);
        out_cells[i].y = (guint8) CLAMP (ys[i], -128, 127);
      }
  if (out_n_cells != NULL)
    *out_n_cells = self->held_shape.n_cells;
  return TRUE;
}

void
pento_board_view_move_held (PentoBoardView *self,
                            int             dx,
                            int             dy)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  if (!self->held || self->board == NULL)
    return;
  /* The keyboard keeps at least one cell of the piece over the board. */
  set_held_origin (self,
                   CLAMP (self->held_x + dx, 1 - (int) self->held_shape.width,
                          (int) pento_board_get_width (self->board) - 1),
                   CLAMP (self->held_y + dy, 1 - (int) self->held_shape.height,
                          (int) pento_board_get_height (self->board) - 1));
  self->cursor_x = CLAMP (self->held_x + self->grab_x, 0,
                          (int) pento_board_get_width (self->board) - 1);
  self->cursor_y = CLAMP (self->held_y + self->grab_y, 0,
                          (int) pento_board_get_height (self->board) - 1);
}

void
pento_board_view_rotate_held (PentoBoardView *self,
                              int             turns)
{
  PentoShape shape;
  int gx, gy;

  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  if (!self->held)
    return;
  shape = self->held_shape;
  gx = self->grab_x;
  gy = self->grab_y;
  for (int i = 0; i < ((turns % 4) + 4) % 4; i++)
    {
      /* the grab cell turns with the shape: (x, y) -> (h - 1 - y, x), as the cells do */
      int t = gx;

      gx = (int) shape.height - 1 - gy;
      gy = t;
      pento_shape_rotate (&shape, &shape);
    }
  replace_shape (self, &shape, gx, gy);
}

gboolean
pento_board_view_flip_held (PentoBoardView *self)
{
  PentoShape shape;

  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  if (!self->held)
    return FALSE;
  /* A mirror-symmetric piece turned over is one of its own turns: always allowed. */
  if (!self->flip && pento_piece_is_chiral (self->held_piece))
    {
      g_signal_emit (self, pento_board_view_signals[FLIP_REFUSED], 0, (guint) self->held_piece);
      return FALSE;
    }
  pento_shape_mirror (&self->held_shape, &shape);
  replace_shape (self, &shape, (int) self->held_shape.width - 1 - self->grab_x, self->grab_y);
  return TRUE;
}

gboolean
pento_board_view_drop_held (PentoBoardView *self)
{
  PentoPiece piece;
  PentoCell cells[5];
  guint n = 0;
  gboolean accepted = FALSE;

  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  if (!pento_board_view_get_held (self, &piece, cells, &n))
    return FALSE;
  g_signal_emit (self, pento_board_view_signals[PLACE_PIECE], 0, (guint) piece, cells, n, &accepted);
  if (accepted)
    pento_board_play_release_held (self);
  else
    pento_board_view_flash_refused (self, cells, n);
  return accepted;
}

void
pento_board_view_drag_from_tray (PentoBoardView *self,
                                 PentoPiece      piece,
                                 int             grab_x,
                                 int             grab_y)
{
  guint best = G_MAXUINT;

  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  pento_board_view_hold (self, piece);
  /* held by the cell the drag began on: that cell of the shape, or the nearest one */
  for (guint i = 0; i < self->held_shape.n_cells; i++)
    {
      int dx = self->held_shape.cells[i].x - grab_x, dy = self->held_shape.cells[i].y - grab_y;

      if ((guint) (dx * dx + dy * dy) < best)
        {
          best = dx * dx + dy * dy;
          self->grab_x = self->held_shape.cells[i].x;
          self->grab_y = self->held_shape.cells[i].y;
        }
    }
  self->held_x = self->cursor_x - self->grab_x;
  self->held_y = self->cursor_y - self->grab_y;
  self->dnd = TRUE;
  self->held_away = TRUE;
  pento_board_play_overlay_changed (self);
  /* the tray draws the piece held by that cell too */
  g_signal_emit (self, pento_board_view_signals[HELD_CHANGED], 0);
}

gboolean
pento_board_view_drag_to (PentoBoardView *self,
                          double          x,
                          double          y)
{
  int cx, cy;
  gboolean away;

  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  if (!self->held)
    return FALSE;
  away = !pento_board_view_cell_at (self, x, y, &cx, &cy) || !pento_board_view_in_board (self, cx, cy);
  if (away != self->held_away)
    {
      self->held_away = away;
      pento_board_play_overlay_changed (self);
    }
  if (!away)
    follow_pointer (self, x, y);
  return !away;
}

gboolean
pento_board_view_get_held_shape (PentoBoardView *self,
                                 PentoShape     *out_shape,
                                 int            *out_grab_x,
                                 int            *out_grab_y)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  if (!self->held)
    return FALSE;
  *out_shape = self->held_shape;
  if (out_grab_x != NULL)
    *out_grab_x = self->grab_x;
  if (out_grab_y != NULL)
    *out_grab_y = self->grab_y;
  return TRUE;
}

gboolean
pento_board_view_get_cell_center (PentoBoardView *self,
                                  guint           x,
                                  guint           y,
                                  double         *out_x,
                                  double         *out_y)
{
  PentoBoardGeometry g;

  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  if (!pento_board_view_get_geometry (self, &g))
    return FALSE;
  *out_x = g.ox + (x + 0.5) * g.cell;
  *out_y = g.oy + (y + 0.5) * g.cell;
  return TRUE;
}

static void
copy_cells (PentoCell       *dest,
            guint           *n_dest,
            guint            capacity,
            const PentoCell *cells,
            guint            n_cells)
{
  *n_dest = MIN (n_cells, capacity);
  if (*n_dest > 0)
    memcpy (dest, cells, *n_dest * sizeof (PentoCell));
}

void
pento_board_view_set_hint_cells (PentoBoardView  *self,
                                 const PentoCell *cells,
                                 guint            n_cells)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  copy_cells (self->hint, &self->n_hint, G_N_ELEMENTS (self->hint), cells, n_cells);
  pento_board_play_overlay_changed (self);
}

void
pento_board_view_set_dead_cells (PentoBoardView  *self,
                                 const PentoCell *cells,
                                 guint            n_cells)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  copy_cells (self->dead, &self->n_dead, G_N_ELEMENTS (self->dead), cells, n_cells);
  pento_board_play_overlay_changed (self);
}

void
pento_board_view_flash_refused (PentoBoardView  *self,
                                const PentoCell *cells,
                                guint            n_cells)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  copy_cells (self->refused, &self->n_refused, G_N_ELEMENTS (self->refused), cells, n_cells);
  g_clear_handle_id (&self->refused_id, g_source_remove);
  /* Long enough to see, short enough not to linger over the next try. */
  self->refused_id = g_timeout_add (600, refused_timeout_cb, self);
  gtk_widget_add_css_class (GTK_WIDGET (self), "refused");
  gtk_widget_error_bell (GTK_WIDGET (self));
  pento_board_play_overlay_changed (self);
}

void
pento_board_view_set_status_text (PentoBoardView *self,
                                  const char     *text)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  if (g_strcmp0 (self->status_text, text) == 0)
    return;
  g_free (self->status_text);
  self->status_text = g_strdup (text);
  pento_board_view_update_description (self);
}

guint
pento_board_view_get_hint_cells (PentoBoardView *self,
                                 PentoCell       out[5])
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), 0);

  memcpy (out, self->hint, self->n_hint * sizeof (PentoCell));
  return self->n_hint;
}

guint
pento_board_view_get_dead_cells (PentoBoardView *self,
                                 PentoCell       out[64])
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), 0);

  memcpy (out, self->dead, self->n_dead * sizeof (PentoCell));
  return self->n_dead;
}

void
pento_board_play_init (PentoBoardView *self)
{
  GtkGesture *gesture;
  GtkEventController *controller;

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (gesture, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "pressed", G_CALLBACK (on_click_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL |
                                                GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
