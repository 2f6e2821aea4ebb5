/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-hand.c: a piece dragged from the tray with the real pointer (X events made by xdotool
 * on the test's display): it turns with R, the wheel and a right click and turns over with F
 * while in the air, each time about the cell under the pointer, which stays under the
 * pointer; a small motion does not make it jump; letting go places it, cell by cell, where
 * it was shown; it is held by the cell pressed in the tray. And the tray's arrow keys go in
 * the direction pressed.
 */
#include <math.h>
#include <string.h>

#include <gdk/x11/gdkx.h>

#include "pento-board-view.h"
#include "pento-piece-tray.h"
#include "pento-play.h"
#include "pento-test-util.h"

static PentoApplication *app;

/* Runs xdotool with @args (a NULL-terminated list) and lets the window take the events. */
static void
xdotool (const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;
  va_list ap;

  g_ptr_array_add (argv, (gpointer) "xdotool");
  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH, NULL,
                               NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  pento_test_run_for (60);
}

typedef struct {
  char xid[32];
  double sx;       /* the window's origin in its X window (the client-side shadow) */
  double sy;
} Target;

static void
target_init (Target      *target,
             PentoWindow *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  g_assert_true (GDK_IS_X11_SURFACE (surface));
  g_snprintf (target->xid, sizeof target->xid, "%lu",
              (gulong) gdk_x11_surface_get_xid (surface));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &target->sx, &target->sy);
}

/* The window on 10x6, shown, with the X keyboard focus; NULL (the test skipped) without
 * xdotool. */
static PentoWindow *
open_for_xdotool (Target *target)
{
  static const char * const keys[] = { "board", "flip", "mirror", NULL };
  g_autofree char *xdotool_path = g_find_program_in_path ("xdotool");
  PentoWindow *window;

  if (xdotool_path == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return NULL;
    }
  pento_test_reset_settings (keys);
  window = pento_test_open_window ();
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (pento_test_tray (window))), 10);
  pento_test_run_for (300);
  target_init (target, window);
  xdotool ("windowfocus", "--sync", target->xid, NULL);
  return window;
}

/* Moves the pointer to @x, @y in @widget's coordinates. */
static void
move_to (Target      *target,
         PentoWindow *window,
         GtkWidget   *widget,
         double       x,
         double       y)
{
  graphene_point_t point;
  char sx[32], sy[32];

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (x, y), &point));
  g_snprintf (sx, sizeof sx, "%d", (int) (point.x + target->sx));
  g_snprintf (sy, sizeof sy, "%d", (int) (point.y + target->sy));
  xdotool ("mousemove", "--window", target->xid, sx, sy, NULL);
}

typedef struct {
  guint     n;
  PentoCell cells[5];
} Cells;

static gboolean
held (PentoWindow *window,
      Cells       *out)
{
  return pento_board_view_get_held (pento_test_board_view (window), NULL, out->cells, &out->n);
}

static int
compare_cells (gconstpointer a,
               gconstpointer b)
{
  const PentoCell *ca = a, *cb = b;

  return ca->y != cb->y ? (int) ca->y - (int) cb->y : (int) ca->x - (int) cb->x;
}

/* @cells turned a quarter clockwise on the screen (y down) about @px, @py, or mirrored left
 * to right about that column. */
static void
turn_about (const Cells *in,
            int          px,
            int          py,
            gboolean     mirror,
            Cells       *out)
{
  out->n = in->n;
  for (guint i = 0; i < in->n; i++)
    {
      int dx = (gint8) in->cells[i].x - px, dy = (gint8) in->cells[i].y - py;

      out->cells[i].x = mirror ? px - dx : px - dy;
      out->cells[i].y = mirror ? py + dy : py + dx;
    }
}

static gboolean
same_cells (Cells *a,
            Cells *b)
{
  qsort (a->cells, a->n, sizeof a->cells[0], compare_cells);
  qsort (b->cells, b->n, sizeof b->cells[0], compare_cells);
  return a->n == b->n && memcmp (a->cells, b->cells, a->n * sizeof a->cells[0]) == 0;
}

static void
check_turn (PentoWindow *window,
            const Cells *before,
            int          px,
            int          py,
            int          quarter_turns,
            gboolean     mirror,
            const char  *what)
{
  Cells expected = *before, now;

  for (int i = 0; i < quarter_turns; i++)
    {
      Cells t;

      turn_about (&expected, px, py, FALSE, &t);
      expected = t;
    }
  if (mirror)
    {
      Cells t;

      turn_about (&expected, px, py, TRUE, &t);
      expected = t;
    }
  g_assert_true (held (window, &now));
  g_test_message ("%s: %u cells, first (%d, %d)", what, now.n, (gint8) now.cells[0].x,
                  (gint8) now.cells[0].y);
  if (!same_cells (&expected, &now))
    g_error ("%s did not turn the piece about the cell under the pointer", what);
}

static void
test_drag_and_turn (void)
{
  PentoWindow *window;
  PentoBoardView *view;
  PentoPieceTray *tray;
  Target target;
  Cells start, now, placed;
  PentoPiece piece;
  double tx, ty, bx, by;
  const int px = 4, py = 2;   /* the board cell the pointer goes to */

  window = open_for_xdotool (&target);
  if (window == NULL)
    return;
  view = pento_test_board_view (window);
  tray = pento_test_tray (window);
  WAIT_FOR (pento_piece_tray_get_piece_center (tray, PENTO_PIECE_L, &tx, &ty) &&
            pento_board_view_get_cell_center (view, px, py, &bx, &by), 10);

  /* press on L in the tray and drag it, in steps, over cell (5, 3) of the board */
  move_to (&target, window, GTK_WIDGET (tray), tx, ty);
  xdotool ("mousedown", "1", NULL);
  move_to (&target, window, GTK_WIDGET (tray), tx + 15, ty - 15);
  for (int step = 1; step <= 4; step++)
    {
      graphene_point_t from, to;

      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (tray), GTK_WIDGET (window),
                                               &GRAPHENE_POINT_INIT (tx, ty), &from));
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (window),
                                               &GRAPHENE_POINT_INIT (bx, by), &to));
      move_to (&target, window, GTK_WIDGET (window), from.x + (to.x - from.x) * step / 4,
               from.y + (to.y - from.y) * step / 4);
    }
  WAIT_FOR (held (window, &start), 5);
  g_assert_true (pento_board_view_get_held (view, &piece, NULL, NULL));
  g_assert_cmpint (piece, ==, PENTO_PIECE_L);
  /* the view took the keyboard, for R and F */
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));

  /* R: a quarter clockwise about the cell under the pointer */
  xdotool ("key", "r", NULL);
  WAIT_FOR (held (window, &now) && !same_cells (&now, &start), 5);
  check_turn (window, &start, px, py, 1, FALSE, "R");

  /* a small motion inside the same cell: the piece stays put (no jump after a turn) */
  held (window, &start);
  move_to (&target, window, GTK_WIDGET (view), bx + 3, by + 2);
  g_assert_true (held (window, &now));
  g_assert_true (same_cells (&now, &start));

  /* the wheel down: clockwise; up: anticlockwise; a right click: clockwise */
  xdotool ("click", "5", NULL);
  WAIT_FOR (held (window, &now) && !same_cells (&now, &start), 5);
  check_turn (window, &start, px, py, 1, FALSE, "the wheel down");
  held (window, &start);
  xdotool ("click", "4", NULL);
  WAIT_FOR (held (window, &now) && !same_cells (&now, &start), 5);
  check_turn (window, &start, px, py, 3, FALSE, "the wheel up");
  held (window, &start);
  xdotool ("click", "3", NULL);
  WAIT_FOR (held (window, &now) && !same_cells (&now, &start), 5);
  check_turn (window, &start, px, py, 1, FALSE, "a right click");

  /* F: turned over, left to right about the pointer's column */
  held (window, &start);
  xdotool ("key", "f", NULL);
  WAIT_FOR (held (window, &now) && !same_cells (&now, &start), 5);
  check_turn (window, &start, px, py, 0, TRUE, "F");

  /* let go: placed exactly where it was shown */
  held (window, &placed);
  for (guint i = 0; i < placed.n; i++)
    {
      g_assert_cmpint ((gint8) placed.cells[i].x, >=, 0);
      g_assert_cmpint ((gint8) placed.cells[i].y, >=, 0);
      g_assert_cmpint ((gint8) placed.cells[i].x, <, 10);
      g_assert_cmpint ((gint8) placed.cells[i].y, <, 6);
    }
  xdotool ("mouseup", "1", NULL);
  WAIT_FOR (!pento_board_view_get_held (view, NULL, NULL, NULL), 5);
  {
    PentoPosition *position = pento_play_get_position (pento_test_play ());
    guint n = 0;

    for (guint y = 0; y < 6; y++)
      for (guint x = 0; x < 10; x++)
        {
          gboolean in_piece = FALSE;

          for (guint i = 0; i < placed.n; i++)
            in_piece |= placed.cells[i].x == x && placed.cells[i].y == y;
          g_assert_cmpint (pento_position_get (position, x, y), ==, in_piece ? 'L' : '#');
          n += in_piece;
        }
    g_assert_cmpuint (n, ==, 5);
  }
  g_assert_cmpuint (pento_piece_tray_get_placed (tray), ==, 1u << PENTO_PIECE_L);

  pento_test_activate ("clear-board", NULL);
  pento_test_close_window (window);
}

/* A piece dragged from the tray is held by the cell pressed, not by its middle: pressed on
 * the foot of the L, the foot is the cell under the pointer over the board. */
static void
test_drag_grab (void)
{
  PentoWindow *window;
  PentoBoardView *view;
  PentoPieceTray *tray;
  Target target;
  Cells now, expected = { 5, { { 4, 1 }, { 4, 2 }, { 4, 3 }, { 4, 4 }, { 5, 4 } } };
  double tx, ty, bx, by;
  const int px = 5, py = 4;   /* the board cell the pointer goes to */

  window = open_for_xdotool (&target);
  if (window == NULL)
    return;
  view = pento_test_board_view (window);
  tray = pento_test_tray (window);
  /* the L as the tray draws it: a column of four, its foot (1, 3) to the right */
  WAIT_FOR (pento_piece_tray_get_cell_center (tray, PENTO_PIECE_L, 1, 3, &tx, &ty) &&
            pento_board_view_get_cell_center (view, px, py, &bx, &by), 10);
  move_to (&target, window, GTK_WIDGET (tray), tx, ty);
  xdotool ("mousedown", "1", NULL);
  move_to (&target, window, GTK_WIDGET (tray), tx + 10, ty - 10);
  move_to (&target, window, GTK_WIDGET (view), bx, by);
  WAIT_FOR (held (window, &now), 5);
  if (!same_cells (&expected, &now))
    g_error ("the L pressed by its foot is not held by it: first cell (%d, %d)",
             (gint8) now.cells[0].x, (gint8) now.cells[0].y);
  xdotool ("mouseup", "1", NULL);
  WAIT_FOR (!pento_board_view_get_held (view, NULL, NULL, NULL), 5);
  g_assert_cmpint (pento_position_get (pento_play_get_position (pento_test_play ()),
                                       px, py), ==, 'L');
  g_assert_cmpint (pento_position_get (pento_play_get_position (pento_test_play ()),
                                       px - 1, py - 3), ==, 'L');

  pento_test_activate ("clear-board", NULL);
  pento_test_close_window (window);
}

/* The tray in two rows: Up and Down go between the rows, to the piece nearest across;
 * Left and Right go along. Real key events, the tray focused. */
static void
test_tray_arrows (void)
{
  PentoWindow *window;
  PentoPieceTray *tray;
  Target target;

  window = open_for_xdotool (&target);
  if (window == NULL)
    return;
  tray = pento_test_tray (window);
  gtk_widget_grab_focus (GTK_WIDGET (tray));
  xdotool ("key", "Home", NULL);
  g_assert_cmpint (pento_piece_tray_get_focus_piece (tray), ==, PENTO_PIECE_F);
  xdotool ("key", "Right", NULL);
  g_assert_cmpint (pento_piece_tray_get_focus_piece (tray), ==, PENTO_PIECE_L);
  xdotool ("key", "Left", NULL);
  g_assert_cmpint (pento_piece_tray_get_focus_piece (tray), ==, PENTO_PIECE_F);
  {
    double fx, fy, ix, iy;

    g_assert_true (pento_piece_tray_get_piece_center (tray, PENTO_PIECE_F, &fx, &fy));
    g_assert_true (pento_piece_tray_get_piece_center (tray, PENTO_PIECE_I, &ix, &iy));
    xdotool ("key", "Up", NULL);
    g_assert_cmpint (pento_piece_tray_get_focus_piece (tray), ==, PENTO_PIECE_F);
    xdotool ("key", "Down", NULL);
    if (fabs (fy - iy) < 1)
      {
        /* one row: nothing below */
        g_test_message ("the tray has one row");
        g_assert_cmpint (pento_piece_tray_get_focus_piece (tray), ==, PENTO_PIECE_F);
      }
    else
      {
        /* the chiral pieces F … Z make the first row, I … X the second */
        g_test_message ("the tray has two rows");
        g_assert_cmpint (pento_piece_tray_get_focus_piece (tray), >=, PENTO_PIECE_I);
        g_assert_cmpint (pento_piece_tray_get_focus_piece (tray), <=, PENTO_PIECE_T);
        xdotool ("key", "Up", NULL);
        g_assert_cmpint (pento_piece_tray_get_focus_piece (tray), ==, PENTO_PIECE_F);
      }
  }

  /* Enter takes F; Escape puts it back, and the status line stops saying it is in hand */
  xdotool ("key", "Return", NULL);
  WAIT_FOR (pento_board_view_get_held (pento_test_board_view (window), NULL, NULL, NULL), 5);
  g_assert_nonnull (strstr (pento_test_status (), "The F piece is in hand"));
  xdotool ("key", "Escape", NULL);
  WAIT_FOR (!pento_board_view_get_held (pento_test_board_view (window), NULL, NULL, NULL), 5);
  g_assert_cmpstr (pento_test_status (), ==, "The F piece is back in the tray.");
  pento_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  app = pento_test_init (&argc, &argv, "io.github.pentomino.Pentomino.TestHand",
                         "pentomino-test-hand-XXXXXX");

  g_test_add_func ("/ui/hand/drag-and-turn", test_drag_and_turn);
  g_test_add_func ("/ui/hand/drag-grab", test_drag_grab);
  g_test_add_func ("/ui/hand/tray-arrows", test_tray_arrows);

  return pento_test_run ();
}
