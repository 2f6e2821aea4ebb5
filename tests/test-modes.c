/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-modes.c: the window's two modes and a game never lost — Explore at first start with
 * Solve in sight, Play without it (and app.solve off during a challenge), a free game kept
 * apart from a challenge through a change of board and back, the challenge left (and that
 * undone), New Game undone; in Explore, an answer asked for first; Pause (no board, no piece
 * from the tray); a running challenge restored paused; the keys back on the board after a
 * dialog or a menu.
 */
#include <glib/gstdio.h>
#include <string.h>

#include "pento-test-util.h"
#include "common/pento-board-model.h"
#include "common/pento-session.h"
#include "scores/pento-scores-window.h"

#define CODE "PENTO-10x6-H-3F9A2C"
#define X_PLACEMENT "X:1,0 0,1 1,1 2,1 1,2"
#define I_PLACEMENT "I:9,0 9,1 9,2 9,3 9,4"

static PentoApplication *app;

static PentoSession *
session (void)
{
  return pento_application_get_session (app);
}

/* The challenge's clock and goal, as the board model holds them for the board page. */
static const char *
clock_text (void)
{
  return pento_board_model_get_clock (pento_session_get_board_model (session ()), NULL);
}

static const char *
goal_text (void)
{
  return pento_board_model_get_goal (pento_session_get_board_model (session ()));
}

/* Whether a button (or any actionable) of app.@action shows on the screen under @widget. */
static gboolean
action_in_sight (GtkWidget  *widget,
                 const char *action)
{
  return pento_test_find_actionable (widget, action) != NULL;
}

static GtkWidget *
find_menu_button (GtkWidget *widget,
                  gboolean   primary)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
      gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)) == primary)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_menu_button (child, primary);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The item of an open menu under @widget that reads @text. */
static GtkWidget *
find_menu_item (GtkWidget  *widget,
                const char *text)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    {
      for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
        if (g_str_equal (G_OBJECT_TYPE_NAME (w), "GtkModelButton"))
          return w;
      return NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_menu_item (child, text);

      if (found != NULL)
        return found;
    }
  /* a menu button's popover is its child, a native of its own */
  if (GTK_IS_MENU_BUTTON (widget))
    {
      GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget));

      return popover != NULL ? find_menu_item (GTK_WIDGET (popover), text) : NULL;
    }
  return NULL;
}

static gboolean
enabled (const char *action)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (app), action);
}

static char *
mode_state (void)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (app), "mode");

  return g_variant_dup_string (state, NULL);
}

static PentoGame *
game (PentoWindow *window)
{
  return pento_play_get_game (pento_test_play ());
}

static guint
placed (PentoWindow *window)
{
  return pento_position_get_placed (pento_game_get_position (game (window)));
}

static const guint X_AND_I = (1u << PENTO_PIECE_X) | (1u << PENTO_PIECE_I);

static void
open_code (PentoWindow *window)
{
  pento_test_activate ("open-code", g_variant_new_string (CODE));
  WAIT_FOR (pento_session_get_challenge (session ()) &&
            clock_text () != NULL, 20);
  g_assert_cmpuint (pento_game_get_fixed (game (window)), !=, 0);
}

/* Elapsed time of @g over @ms of main loop: 0 when its clock is stopped. */
static double
clock_moves (PentoGame *g,
             guint      ms)
{
  double before = pento_game_get_elapsed (g);

  pento_test_run_for (ms);
  return pento_game_get_elapsed (g) - before;
}

static void
test_walk (void)
{
  PentoWindow *window;
  PentoPlay *play;
  PentoGame *challenge;
  g_autofree char *mode = NULL;
  guint fixed;

  window = pento_test_open_window ();
  play = pento_test_play ();

  /* Explore at first start, Solve in sight */
  mode = mode_state ();
  g_assert_cmpstr (mode, ==, "explore");
  g_assert_false (pento_session_get_play_mode (session ()));
  WAIT_FOR (action_in_sight (GTK_WIDGET (window), "app.solve"), 5);
  g_assert_true (action_in_sight (GTK_WIDGET (window), "app.solve-all"));
  g_assert_true (action_in_sight (GTK_WIDGET (window), "app.watch"));

  /* Play: no Solve, Solve All or Watch; Undo, Hint, New Game, Pause and Scores in sight */
  pento_test_set_state ("mode", g_variant_new_string ("play"));
  g_clear_pointer (&mode, g_free);
  mode = mode_state ();
  g_assert_cmpstr (mode, ==, "play");
  g_assert_true (pento_session_get_play_mode (session ()));
  {
    g_autofree char *key = g_settings_get_string (pento_test_settings (), "mode");

    g_assert_cmpstr (key, ==, "play");
  }
  WAIT_FOR (!action_in_sight (GTK_WIDGET (window), "app.solve"), 5);
  g_assert_false (action_in_sight (GTK_WIDGET (window), "app.solve-all"));
  g_assert_false (action_in_sight (GTK_WIDGET (window), "app.watch"));
  for (guint i = 0; i < 5; i++)
    {
      static const char * const wanted[] = {
        "app.undo", "app.hint", "app.new-game", "app.pause", "app.scores",
      };

      WAIT_FOR (action_in_sight (GTK_WIDGET (window), wanted[i]), 5);
    }
  /* Play's first page offers the choices: a challenge of a level, the ladder, the daily */
  g_assert_true (action_in_sight (GTK_WIDGET (window), "app.new-challenge"));
  g_assert_true (enabled ("solve"));

  /* a free game on 10 x 6: X and I placed; the board replaces the first page */
  pento_test_activate ("place", g_variant_new_string (X_PLACEMENT));
  pento_test_activate ("place", g_variant_new_string (I_PLACEMENT));
  g_assert_cmpuint (placed (window), ==, X_AND_I);
  WAIT_FOR (gtk_widget_get_mapped (pento_test_board_widget ()), 5);

  /* a challenge by its code on 10 x 6: the answer out of reach in Play */
  open_code (window);
  challenge = game (window);
  g_assert_true (pento_play_get_challenge (play) == challenge);
  fixed = pento_game_get_fixed (challenge);
  g_assert_false (enabled ("solve"));
  g_assert_false (enabled ("solve-all"));
  g_assert_false (enabled ("watch"));
  g_assert_false (enabled ("seed"));
  g_assert_true (enabled ("leave-challenge"));

  /* 12 x 5: the challenge waits, its clock stopped and not shown, the other board's game in
   * play */
  pento_test_set_state ("board", g_variant_new_string ("12x5"));
  WAIT_FOR (game (window) != challenge, 5);
  g_assert_cmpuint (pento_board_get_width (pento_game_get_board (game (window))), ==, 12);
  g_assert_true (pento_play_get_challenge (play) == challenge);
  g_assert_true (pento_session_get_challenge (session ()));
  /* the board shows that board's free game, no fixed pieces */
  g_assert_cmpint (pento_board_model_get_kind (pento_session_get_board_model (session ())), ==,
                   PENTO_BOARD_KIND_GAME);
  g_assert_cmpuint (pento_board_model_get_fixed (pento_session_get_board_model (session ())), ==, 0);
  WAIT_FOR (clock_text () == NULL, 5);
  g_assert_cmpfloat (clock_moves (challenge, 400), ==, 0.0);
  g_assert_true (enabled ("continue-challenge"));
  g_assert_false (enabled ("pause"));

  /* back to 10 x 6: the challenge, its fixed pieces fixed, its clock going */
  pento_test_set_state ("board", g_variant_new_string ("10x6"));
  WAIT_FOR (game (window) == challenge, 5);
  g_assert_cmpuint (pento_game_get_fixed (challenge), ==, fixed);
  g_assert_cmpuint (placed (window) & fixed, ==, fixed);
  /* the board shows the challenge: its kind and its fixed pieces in the board model */
  g_assert_cmpint (pento_board_model_get_kind (pento_session_get_board_model (session ())), ==,
                   PENTO_BOARD_KIND_CHALLENGE);
  g_assert_cmpuint (pento_board_model_get_fixed (pento_session_get_board_model (session ())), ==,
                    fixed);
  WAIT_FOR (clock_text () != NULL, 5);
  g_assert_cmpfloat (clock_moves (challenge, 400), >, 0.1);
  g_assert_true (enabled ("pause"));
  g_assert_false (enabled ("solve"));

  /* the challenge left: the free game with X and I back */
  pento_test_activate ("leave-challenge", NULL);
  g_assert_false (pento_session_get_challenge (session ()));
  g_assert_null (pento_play_get_challenge (play));
  g_assert_cmpuint (placed (window), ==, X_AND_I);
  g_assert_cmpuint (pento_game_get_fixed (game (window)), ==, 0);
  g_assert_cmpint (pento_board_model_get_kind (pento_session_get_board_model (session ())), ==,
                   PENTO_BOARD_KIND_GAME);
  g_assert_true (enabled ("solve"));
  g_assert_null (clock_text ());

  /* … undone (the toast's Undo): the challenge again, fixed pieces fixed; then left again */
  pento_test_activate ("undo-leave-challenge", NULL);
  g_assert_true (pento_session_get_challenge (session ()));
  g_assert_true (game (window) == challenge);
  g_assert_true (pento_play_get_challenge (play) == challenge);
  g_assert_cmpuint (pento_game_get_fixed (challenge), ==, fixed);
  g_assert_false (enabled ("solve"));
  pento_test_activate ("leave-challenge", NULL);
  g_assert_cmpuint (placed (window), ==, X_AND_I);
  g_assert_false (pento_session_get_challenge (session ()));

  /* New Game over it, undone; the status line keeps nothing of the replaced game (the
   * toast says what happened) */
  pento_test_activate ("undo", NULL);
  g_assert_cmpstr (pento_session_get_status (session ()), !=, "");
  pento_test_activate ("redo", NULL);
  g_assert_cmpuint (placed (window), ==, X_AND_I);
  pento_test_activate ("new-game", NULL);
  g_assert_cmpuint (placed (window), ==, 0);
  g_assert_cmpstr (pento_session_get_status (session ()), ==, "");
  pento_test_activate ("undo-new-game", NULL);
  g_assert_cmpuint (placed (window), ==, X_AND_I);

  /* New Game over a challenge ends it; its Undo brings back the free game it replaced */
  open_code (window);
  pento_test_activate ("new-game", NULL);
  g_assert_cmpuint (placed (window), ==, 0);
  g_assert_null (pento_play_get_challenge (play));
  WAIT_FOR (!pento_session_get_challenge (session ()), 5);
  pento_test_activate ("undo-new-game", NULL);
  g_assert_cmpuint (placed (window), ==, X_AND_I);

  pento_test_set_state ("mode", g_variant_new_string ("explore"));
  WAIT_FOR (action_in_sight (GTK_WIDGET (window), "app.solve"), 5);
  pento_test_close_window (window);
}

/* In Explore during a challenge, Solve asks first; shown, the finish is no record. */
static void
test_explore_asks (void)
{
  PentoWindow *window = pento_test_open_window ();
  AdwMessageDialog *dialog = NULL;

  open_code (window);
  g_assert_true (enabled ("solve"));
  pento_test_activate ("solve", NULL);
  WAIT_FOR ((dialog = pento_test_message_dialog ()) != NULL, 5);
  g_assert_false (pento_session_get_answer_shown (session ()));
  /* (as its button does: the response, then the dialog closes) */
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_close (GTK_WINDOW (dialog));
  WAIT_FOR (pento_test_message_dialog () == NULL, 5);
  g_assert_false (pento_session_get_answer_shown (session ()));
  g_assert_false (pento_session_get_viewing_packing (session ()));

  pento_test_activate ("solve", NULL);
  WAIT_FOR ((dialog = pento_test_message_dialog ()) != NULL, 5);
  adw_message_dialog_response (dialog, "show");
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_true (pento_session_get_answer_shown (session ()));
  WAIT_FOR (pento_session_get_viewing_packing (session ()), 10);
  pento_test_activate ("leave-challenge", NULL);
  pento_test_close_window (window);
}

/* Paused: the board gone, the tray takes no piece; resumed, it does. */
static void
test_pause (void)
{
  PentoWindow *window = pento_test_open_window ();
  PentoPieceTray *tray = pento_test_tray (window);
  PentoGame *challenge;
  guint free_piece = PENTO_N_PIECES;

  open_code (window);
  challenge = game (window);
  for (guint p = 0; p < PENTO_N_SET_PIECES && free_piece == PENTO_N_PIECES; p++)
    if (!(placed (window) & (1u << p)))
      free_piece = p;

  pento_test_set_state ("pause", g_variant_new_boolean (TRUE));
  g_assert_true (pento_session_get_paused (session ()));
  WAIT_FOR (!gtk_widget_get_mapped (pento_test_board_widget ()), 5);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (tray)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (tray)));
  g_assert_cmpfloat (clock_moves (challenge, 300), ==, 0.0);

  pento_test_activate ("pause", NULL);
  g_assert_false (pento_session_get_paused (session ()));
  WAIT_FOR (gtk_widget_get_mapped (pento_test_board_widget ()), 5);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (tray)));
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (tray)), 5);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (tray));
  pento_test_click_tray_piece (tray, free_piece);

  /* paused, then another board: the challenge waits there, and the other board's game is no
   * paused page */
  pento_test_set_state ("pause", g_variant_new_boolean (TRUE));
  pento_test_set_state ("board", g_variant_new_string ("12x5"));
  g_assert_false (pento_session_get_paused (session ()));
  g_assert_true (pento_session_get_challenge (session ()));
  g_assert_true (pento_play_get_challenge (pento_test_play ()) == challenge);
  g_assert_cmpfloat (clock_moves (challenge, 300), ==, 0.0);
  pento_test_set_state ("board", g_variant_new_string ("10x6"));
  g_assert_true (game (window) == challenge);

  /* a running challenge comes back paused in the next window */
  pento_test_close_window (window);
  window = pento_test_open_window ();
  WAIT_FOR (pento_session_get_challenge (session ()) && pento_session_get_paused (session ()),
            20);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (pento_test_tray (window))));
  pento_test_activate ("leave-challenge", NULL);
  pento_test_close_window (window);
}

/* A challenge held aside on another board as the window closes waits there in the next
 * window, and Continue brings it back with its fixed pieces. */
static void
test_held_restored (void)
{
  PentoWindow *window = pento_test_open_window ();
  PentoPlay *play;
  gboolean held = FALSE;
  guint fixed, pieces;

  open_code (window);
  fixed = pento_game_get_fixed (game (window));
  pieces = placed (window);
  pento_test_set_state ("board", g_variant_new_string ("12x5"));
  g_object_get (pento_test_play (), "challenge-held", &held, NULL);
  g_assert_true (held);
  pento_test_close_window (window);

  window = pento_test_open_window ();
  play = pento_test_play ();
  WAIT_FOR (pento_session_get_challenge (session ()) && pento_play_get_challenge (play) != NULL,
            20);
  g_assert_cmpuint (pento_board_get_width (pento_game_get_board (game (window))), ==, 12);
  g_assert_true (pento_play_get_challenge (play) != game (window));
  pento_test_activate ("continue-challenge", NULL);
  WAIT_FOR (game (window) == pento_play_get_challenge (play), 5);
  g_assert_cmpuint (pento_game_get_fixed (game (window)), ==, fixed);
  g_assert_cmpuint (placed (window), ==, pieces);
  WAIT_FOR (clock_text () != NULL, 5);
  pento_test_activate ("leave-challenge", NULL);
  pento_test_close_window (window);
}

/* After a dialog, and after a menu, the keys go to the board again. */
static void
test_focus_home (void)
{
  PentoWindow *window = pento_test_open_window ();
  GtkWidget *board = pento_test_board_widget ();
  GtkWidget *scores, *menu_button, *easy, *item;
  GtkWindow *scores_window;

  pento_test_set_state ("mode", g_variant_new_string ("play"));
  pento_test_activate ("place", g_variant_new_string (X_PLACEMENT));
  WAIT_FOR ((scores = pento_test_find_actionable (GTK_WIDGET (window), "app.scores")) != NULL &&
            gtk_widget_get_mapped (board), 5);

  /* the Scores window, opened from its button and closed */
  gtk_widget_grab_focus (scores);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == scores);
  pento_test_activate ("scores", NULL);
  WAIT_FOR ((scores_window = pento_test_find_window (PENTO_TYPE_SCORES_WINDOW)) != NULL, 5);
  gtk_window_close (scores_window);
  WAIT_FOR (pento_test_find_window (PENTO_TYPE_SCORES_WINDOW) == NULL, 5);
  WAIT_FOR (gtk_root_get_focus (GTK_ROOT (window)) == board, 5);

  /* the New Challenge menu, opened and closed */
  menu_button = find_menu_button (GTK_WIDGET (window), FALSE);
  g_assert_nonnull (menu_button);
  gtk_widget_grab_focus (menu_button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  WAIT_FOR (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                     GTK_TYPE_POPOVER) != NULL, 5);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
  WAIT_FOR (gtk_root_get_focus (GTK_ROOT (window)) == board, 5);

  /* the main menu's New Challenge submenu walked by the keyboard: closed by its Easy, the
   * menu leaves the focus inside it, where no widget on screen takes a key */
  menu_button = find_menu_button (GTK_WIDGET (window), TRUE);
  g_assert_nonnull (menu_button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  WAIT_FOR ((item = find_menu_item (GTK_WIDGET (window), "New Challenge")) != NULL, 5);
  gtk_widget_grab_focus (item);
  g_assert_true (gtk_widget_activate (item));
  WAIT_FOR ((item = find_menu_item (GTK_WIDGET (window), "Easy")) != NULL, 5);
  gtk_widget_grab_focus (item);
  g_assert_true (gtk_widget_activate (item));
  WAIT_FOR (pento_session_get_challenge (session ()) && gtk_widget_get_mapped (board), 20);
  WAIT_FOR (gtk_root_get_focus (GTK_ROOT (window)) == board, 5);
  pento_test_activate ("leave-challenge", NULL);

  /* a challenge chosen on Play's first page by the keyboard: the keys on the board once it
   * shows */
  pento_test_activate ("new-game", NULL);
  WAIT_FOR ((easy = pento_test_find_actionable (GTK_WIDGET (window), "app.new-challenge")) != NULL &&
            !gtk_widget_get_mapped (board), 5);
  gtk_widget_grab_focus (easy);
  g_assert_true (gtk_widget_activate (easy));
  WAIT_FOR (pento_session_get_challenge (session ()) && gtk_widget_get_mapped (board), 20);
  WAIT_FOR (gtk_root_get_focus (GTK_ROOT (window)) == board, 5);

  pento_test_activate ("leave-challenge", NULL);
  pento_test_set_state ("mode", g_variant_new_string ("explore"));
  pento_test_close_window (window);
}

/* Whether a mapped label under @widget says @text. */
static gboolean
label_in_sight (GtkWidget  *widget,
                const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (label_in_sight (child, text))
      return TRUE;
  return FALSE;
}

static gboolean
goal_is (const char *text)
{
  return g_strcmp0 (goal_text (), text) == 0;
}

static char *
remaining (guint left)
{
  return g_strdup_printf (left == 1 ? "Place the %u remaining piece"
                                    : "Place the %u remaining pieces", left);
}

/* A challenge says what to do, and how much is left as pieces go down; the daily shows its
 * date, a rung its number; the fixed pieces are locked in the tray; the toast that names
 * the challenge is not repeated in the status line; the live count is not over Play's
 * first page. */
static void
test_goal (void)
{
  PentoWindow *window = pento_test_open_window ();
  PentoPlay *play = pento_test_play ();
  PentoPiece piece;
  PentoCell cells[5];
  guint n, left;
  g_autofree char *want = NULL, *placement = NULL, *date = NULL, *rung = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  pento_test_set_state ("mode", g_variant_new_string ("play"));
  WAIT_FOR (action_in_sight (GTK_WIDGET (window), "app.new-challenge"), 5);
  g_assert_false (label_in_sight (GTK_WIDGET (window), pento_play_get_count_text (play)));
  g_assert_null (goal_text ());

  open_code (window);
  left = PENTO_N_PENTOMINOES - (guint) __builtin_popcount (placed (window));
  want = remaining (left);
  WAIT_FOR (goal_is (want), 5);
  WAIT_FOR (label_in_sight (GTK_WIDGET (window), want), 5);
  g_assert_true (pento_test_toast_said (CODE));
  g_assert_null (strstr (pento_test_status (), CODE));
  g_assert_cmpuint (pento_piece_tray_get_fixed (pento_test_tray (window)), ==,
                    pento_game_get_fixed (game (window)));

  /* a piece of the answer placed: one fewer to place */
  g_assert_true (pento_position_hint (pento_game_get_position (game (window)),
                                      pento_game_get_rules (game (window)), 1, NULL, &piece,
                                      cells, &n, NULL));
  placement = pento_placement_to_string (piece, cells, n);
  pento_test_activate ("place", g_variant_new_string (placement));
  g_clear_pointer (&want, g_free);
  want = remaining (left - 1);
  WAIT_FOR (goal_is (want), 5);
  pento_test_activate ("leave-challenge", NULL);
  WAIT_FOR (goal_text () == NULL, 5);

  /* the daily, with its date */
  date = g_date_time_format (now, "Daily, %-d %B %Y");
  pento_test_activate ("new-challenge", g_variant_new_string ("daily"));
  WAIT_FOR (goal_text () != NULL, 20);
  g_test_message ("%s", goal_text ());
  g_assert_true (g_str_has_prefix (goal_text (), date));

  /* a rung of the ladder, with its number: 3 x 5 is the first of ten */
  pento_test_activate ("new-challenge", g_variant_new_string ("ladder"));
  WAIT_FOR (g_str_has_prefix (goal_text (), "Rung "), 20);
  g_test_message ("%s", goal_text ());
  /* (a rung N x 5 packs N pieces) */
  left = pento_board_get_width (pento_game_get_board (game (window))) -
         (guint) __builtin_popcount (placed (window));
  g_clear_pointer (&want, g_free);
  want = remaining (left);
  rung = g_strdup_printf ("Rung %u of 10 · %s",
                          pento_board_get_width (pento_game_get_board (game (window))) - 2, want);
  g_assert_cmpstr (goal_text (), ==, rung);
  pento_test_activate ("leave-challenge", NULL);
  pento_test_set_state ("mode", g_variant_new_string ("explore"));
  pento_test_close_window (window);
}

/* A new challenge over one in progress replaces it as New Game does: a toast with Undo,
 * which brings the first one back with its fixed pieces. */
static void
test_challenge_over_challenge (void)
{
  PentoWindow *window = pento_test_open_window ();
  PentoGame *first;
  guint fixed;

  open_code (window);
  first = game (window);
  fixed = pento_game_get_fixed (first);
  pento_test_activate ("new-challenge", g_variant_new_string ("easy"));
  WAIT_FOR (game (window) != first && pento_session_get_challenge (session ()), 20);
  g_assert_true (pento_test_toast_said ("The challenge is over."));
  g_assert_true (enabled ("undo-leave-challenge"));
  pento_test_activate ("undo-leave-challenge", NULL);
  WAIT_FOR (pento_board_get_width (pento_game_get_board (game (window))) == 10, 5);
  g_assert_cmpuint (pento_game_get_fixed (game (window)), ==, fixed);
  g_assert_true (pento_session_get_challenge (session ()));
  pento_test_activate ("leave-challenge", NULL);
  pento_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  app = pento_test_init (&argc, &argv, "io.github.pentomino.Pentomino.TestModes",
                         "pentomino-test-modes-XXXXXX");
  g_test_add_func ("/modes/walk", test_walk);
  g_test_add_func ("/modes/explore-asks", test_explore_asks);
  g_test_add_func ("/modes/pause", test_pause);
  g_test_add_func ("/modes/held-restored", test_held_restored);
  g_test_add_func ("/modes/focus-home", test_focus_home);
  g_test_add_func ("/modes/goal", test_goal);
  g_test_add_func ("/modes/challenge-over-challenge", test_challenge_over_challenge);
  ret = pento_test_run ();
  return ret;
}
