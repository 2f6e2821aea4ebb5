/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-duel.c: Golomb's game in the window — a whole duel against Beginner played with
 * app.place, the turn and the result said in the duel's bar and counted in the records;
 * Undo takes back a pair of moves; a move out of turn and a placed piece moved are put back;
 * the duel held aside through a change of board and resumed; the duel in progress restored
 * after a restart; "Who wins from here?" answers; the computer playing first when asked, its
 * result filed as the person's and shown in Scores; a finished game that Undo cannot take
 * back; a duel on a drawn board, kept with its shape.
 */
#include <glib/gstdio.h>

#include "pento-test-util.h"
#include "common/pento-board-store.h"
#include "common/pento-session.h"
#include "common/pento-records-store.h"
#include "duel/pento-duel.h"
#include "duel/pento-duel-bar.h"
#include "scores/pento-scores-window.h"

static PentoApplication *app;

/* The window's duel feature (the window opened is the session's). */
static PentoDuel *
duel (PentoWindow *window)
{
  return pento_test_feature (PENTO_TYPE_DUEL);
}

/* The duel's bar in the window, as it shows the duel. */
static PentoDuelBar *
bar (void)
{
  return pento_test_feature (PENTO_TYPE_DUEL_BAR);
}

static PentoPosition *
position (PentoWindow *window)
{
  return pento_play_get_position (pento_test_play ());
}

static const char *
turn_text (PentoWindow *window)
{
  return pento_duel_bar_get_turn (bar ());
}

/* The first legal move of the side to move, as app.place takes it; NULL when there is none. */
static char *
a_legal_move (PentoWindow *window)
{
  PentoRules rules = *pento_session_get_rules (pento_application_get_session (app));
  g_autoptr(PentoGolomb) game = NULL;
  g_autofree PentoGolombMove *moves = NULL;

  rules.pieces = PENTO_PIECE_SET_TWELVE;
  game = pento_golomb_new (position (window), rules.pieces, &rules, NULL);
  g_assert_nonnull (game);
  if (pento_golomb_list_moves (game, FALSE, &moves) == 0)
    return NULL;
  return pento_placement_to_string (moves[0].piece, moves[0].cells, moves[0].n_cells);
}

/* Plays the person's move and waits for the computer's answer (or the end). */
static void
play_pair (PentoWindow *window)
{
  PentoDuel *d = duel (window);
  guint before = pento_duel_get_n_moves (d);
  g_autofree char *move = a_legal_move (window);

  g_assert_nonnull (move);
  g_assert_true (g_str_has_prefix (turn_text (window), "Your turn"));
  pento_test_activate ("place", g_variant_new_string (move));
  WAIT_FOR (pento_duel_get_n_moves (d) == before + 2 || pento_duel_get_winner (d) >= 0, 20);
}

static void
start_duel (PentoWindow *window,
            const char  *level)
{
  g_autoptr(GError) error = NULL;

  if (g_str_equal (level, "beginner"))
    pento_test_activate ("new-duel", g_variant_new_string (level));
  else if (!pento_duel_start (duel (window), level, &error))
    g_error ("%s", error->message);
  WAIT_FOR (pento_duel_is_active (duel (window)), 10);
  g_assert_cmpuint (pento_duel_get_n_moves (duel (window)), ==, 0);
  g_assert_cmpuint (pento_position_get_n_placed (position (window)), ==, 0);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (bar ())));
}

static void
test_whole_game (void)
{
  PentoWindow *window = pento_test_open_window ();
  PentoRecordsStore *store = pento_session_get_records (pento_application_get_session (app));
  PentoDuel *d;
  const PentoPuzzleRecords *before_rec;
  PentoPuzzleId id;
  guint games_before;

  WAIT_FOR (pento_records_store_get (store) != NULL, 10);
  pento_puzzle_id_for_duel (&id, "8x8-tetromino", PENTO_DUEL_BEGINNER);
  before_rec = pento_records_lookup (pento_records_store_get (store), &id);
  games_before = before_rec != NULL ? before_rec->started : 0;

  start_duel (window, "beginner");
  d = duel (window);
  g_assert_cmpstr (turn_text (window), ==, "Your turn: place a piece");
  while (pento_duel_get_winner (d) < 0)
    play_pair (window);

  /* every piece placed was a move of the duel, and the bar says who won */
  g_assert_cmpuint (pento_position_get_n_placed (position (window)), ==,
                    pento_duel_get_n_moves (d));
  if (pento_duel_get_winner (d) == 0)
    g_assert_cmpstr (turn_text (window), ==, "You won: the computer cannot place a piece");
  else
    g_assert_cmpstr (turn_text (window), ==, "The computer won: you cannot place a piece");
  g_assert_cmpint (pento_duel_get_winner (d), ==, (int) (pento_duel_get_n_moves (d) + 1) % 2);
  g_assert_null (a_legal_move (window));

  /* counted once in the records, as a win or a loss */
  {
    const PentoPuzzleRecords *rec = pento_records_lookup (pento_records_store_get (store), &id);

    g_assert_nonnull (rec);
    g_assert_cmpuint (rec->started, ==, games_before + 1);
  }
  /* a finished duel leaves no file to resume */
  pento_duel_flush (d);
  {
    g_autofree char *path = pento_duel_get_save_path ();

    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  pento_test_activate ("leave-duel", NULL);
  g_assert_false (pento_duel_is_active (d));
  pento_test_close_window (window);
}

static void
test_undo_pair (void)
{
  PentoWindow *window = pento_test_open_window ();
  PentoDuel *d;

  start_duel (window, "club");
  d = duel (window);
  play_pair (window);
  g_assert_cmpuint (pento_duel_get_n_moves (d), ==, 2);
  g_assert_cmpuint (pento_position_get_n_placed (position (window)), ==, 2);

  /* Undo takes back the computer's move and the person's */
  pento_test_activate ("undo", NULL);
  WAIT_FOR (pento_duel_get_n_moves (d) == 0 &&
            pento_position_get_n_placed (position (window)) == 0, 10);
  g_assert_cmpstr (turn_text (window), ==, "Your turn: place a piece");
  g_assert_false (pento_duel_is_thinking (d));

  /* a placed piece moved elsewhere is put back */
  play_pair (window);
  {
    g_autofree char *move = a_legal_move (window);
    PentoPiece piece;
    PentoCell cells[5];
    guint n, first = g_bit_nth_lsf (pento_position_get_placed (position (window)), -1);
    g_autofree char *again = NULL;
    PentoCell old[5];

    g_assert_true (pento_placement_parse (move, &piece, cells, &n, NULL));
    /* the first placed piece on the free cells of the next legal move, if its shape fits */
    pento_position_get_piece_cells (position (window), first, old);
    again = pento_placement_to_string (first, cells, n);
    pento_play_place (pento_test_play (), again, NULL);
    WAIT_FOR (pento_position_get_piece_cells (position (window), first, cells) == 5 &&
              memcmp (cells, old, sizeof old) == 0, 10);
    g_assert_cmpuint (pento_duel_get_n_moves (d), ==, 2);
  }
  pento_test_activate ("leave-duel", NULL);
  pento_test_close_window (window);
}

static void
test_held_and_restored (void)
{
  PentoWindow *window = pento_test_open_window ();
  PentoDuel *d;
  g_autoptr(PentoPosition) kept = NULL;

  start_duel (window, "beginner");
  d = duel (window);
  play_pair (window);
  kept = pento_position_ref (position (window));

  /* another board holds the duel aside; its board brings it back */
  g_settings_set_string (pento_test_settings (), "board", "10x6");
  WAIT_FOR (!pento_duel_is_active (d), 10);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar ())));
  g_settings_set_string (pento_test_settings (), "board", "8x8-tetromino");
  WAIT_FOR (pento_duel_is_active (d), 10);
  g_assert_true (pento_position_equal (position (window), kept));
  g_assert_cmpuint (pento_duel_get_n_moves (d), ==, 2);
  g_assert_cmpstr (turn_text (window), ==, "Your turn: place a piece");

  /* … and a restart */
  pento_test_close_window (window);
  window = pento_test_open_window ();
  d = duel (window);
  WAIT_FOR (pento_duel_is_active (d), 10);
  g_assert_true (pento_position_equal (position (window), kept));
  g_assert_cmpuint (pento_duel_get_n_moves (d), ==, 2);
  play_pair (window);
  g_assert_true (pento_duel_get_n_moves (d) == 4 || pento_duel_get_winner (d) >= 0);
  pento_test_activate ("leave-duel", NULL);
  pento_test_close_window (window);
}

static void
test_damaged_file (void)
{
  g_autofree char *path = pento_duel_get_save_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  PentoWindow *window;

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (path, "pentomino-duel 1\nlevel club\nmove Q:9,9\n", -1,
                                      NULL));
  window = pento_test_open_window ();
  /* kept aside, said, and no duel */
  WAIT_FOR (!g_file_test (path, G_FILE_TEST_EXISTS), 10);
  g_assert_false (pento_duel_is_active (duel (window)));
  pento_test_close_window (window);
}

static void
test_who_wins (void)
{
  PentoWindow *window = pento_test_open_window ();
  PentoDuel *d;
  const char *answer;

  start_duel (window, "human");
  d = duel (window);
  /* two people: no computer answers, the turn passes */
  for (guint i = 0; i < 6 && pento_duel_get_winner (d) < 0; i++)
    {
      g_autofree char *move = a_legal_move (window);
      g_autofree char *turn = g_strdup_printf ("Player %u to move", i % 2 + 1);

      g_assert_cmpstr (turn_text (window), ==, turn);
      pento_test_activate ("place", g_variant_new_string (move));
      WAIT_FOR (pento_duel_get_n_moves (d) == i + 1, 5);
      g_assert_false (pento_duel_is_thinking (d));
    }
  if (pento_duel_get_winner (d) < 0)
    {
      pento_test_activate ("duel-who-wins", NULL);
      WAIT_FOR ((answer = pento_duel_bar_get_answer (bar ())) != NULL &&
                !g_str_has_prefix (answer, "Working"), 20);
      g_assert_true (strstr (answer, "wins from here") != NULL ||
                     g_str_has_prefix (answer, "Not proven yet"));
    }
  pento_test_activate ("leave-duel", NULL);
  pento_test_close_window (window);
}

/* The duel's file holds @lines. */
static void
assert_saved (const char *lines)
{
  g_autofree char *path = pento_duel_get_save_path ();
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, lines));
}

/* The duel's records of @level on 8×8: games, and the person's wins. */
static void
duel_record (PentoDuelLevel level,
             guint         *out_games,
             guint         *out_wins)
{
  PentoRecordsStore *store = pento_session_get_records (pento_application_get_session (app));
  const PentoPuzzleRecords *rec;
  PentoPuzzleId id;

  WAIT_FOR (pento_records_store_get (store) != NULL, 10);
  pento_puzzle_id_for_duel (&id, "8x8-tetromino", level);
  rec = pento_records_lookup (pento_records_store_get (store), &id);
  *out_games = rec != NULL ? rec->started : 0;
  *out_wins = rec != NULL ? rec->finished : 0;
}

/* The computer plays first when asked (a setting, kept): its move comes by itself after New,
 * the file remembers the order through a restart, and the result is filed as the person's
 * win or loss whichever side they played. */
static void
test_computer_first (void)
{
  PentoWindow *window = pento_test_open_window ();
  PentoDuel *d;
  guint games, wins, games_after, wins_after, turns = 0;
  gboolean person_won;

  duel_record (PENTO_DUEL_PERFECT, &games, &wins);
  pento_test_activate ("duel-first", g_variant_new_string ("computer"));
  {
    g_autofree char *first = g_settings_get_string (pento_test_settings (), "duel-first");

    g_assert_cmpstr (first, ==, "computer");
  }
  /* (Perfect, for a first move that takes long enough to watch the window go on) */
  pento_test_activate ("new-duel", g_variant_new_string ("perfect"));
  d = duel (window);
  WAIT_FOR (pento_duel_is_active (d), 10);
  /* the computer thinks on a worker: the window goes on meanwhile */
  g_assert_true (pento_duel_is_thinking (d));
  g_assert_cmpstr (turn_text (window), ==, "The computer is thinking…");
  while (pento_duel_is_thinking (d))
    {
      g_main_context_iteration (NULL, TRUE);
      turns++;
    }
  g_assert_cmpuint (turns, >, 0);
  WAIT_FOR (pento_duel_get_n_moves (d) == 1, 20);
  g_assert_cmpuint (pento_position_get_n_placed (position (window)), ==, 1);
  g_assert_cmpstr (turn_text (window), ==, "Your turn: place a piece");

  /* the order survives a restart */
  play_pair (window);
  g_assert_cmpuint (pento_duel_get_n_moves (d), ==, 3);
  pento_test_close_window (window);
  assert_saved ("\nfirst computer\n");
  /* (a new game against the computer would start with the person: the saved one does not) */
  pento_test_activate ("duel-first", g_variant_new_string ("you"));
  window = pento_test_open_window ();
  d = duel (window);
  WAIT_FOR (pento_duel_is_active (d), 10);
  g_assert_cmpuint (pento_duel_get_n_moves (d), ==, 3);
  g_assert_cmpstr (turn_text (window), ==, "Your turn: place a piece");
  while (pento_duel_get_winner (d) < 0)
    play_pair (window);

  /* the computer played the odd moves: the side that made the last move won */
  person_won = pento_duel_get_n_moves (d) % 2 == 0;
  g_assert_cmpint (pento_duel_get_winner (d), ==, person_won ? 1 : 0);
  g_assert_cmpstr (turn_text (window), ==,
                   person_won ? "You won: the computer cannot place a piece"
                              : "The computer won: you cannot place a piece");
  duel_record (PENTO_DUEL_PERFECT, &games_after, &wins_after);
  g_assert_cmpuint (games_after, ==, games + 1);
  g_assert_cmpuint (wins_after, ==, wins + (person_won ? 1 : 0));

  /* the Scores window shows it as a two-player game at its level */
  pento_test_activate ("scores", NULL);
  WAIT_FOR (pento_test_find_window (PENTO_TYPE_SCORES_WINDOW) != NULL, 10);
  {
    GtkWindow *scores = pento_test_find_window (PENTO_TYPE_SCORES_WINDOW);
    g_auto(GStrv) rows = pento_scores_window_get_rows (PENTO_SCORES_WINDOW (scores), "records");
    g_autofree char *expected = g_strdup_printf (
      "8x8-tetromino, Perfect\t%u game%s: %u won, %u lost", games_after,
      games_after == 1 ? "" : "s", wins_after, games_after - wins_after);

    g_assert_true (g_strv_contains ((const char * const *) rows, expected));
    gtk_window_destroy (scores);
  }
  pento_test_activate ("leave-duel", NULL);
  pento_test_close_window (window);
}

/* A finished game against the computer is final: Undo is put back, and the result stays
 * filed once. */
static void
test_no_take_back_after_end (void)
{
  PentoWindow *window = pento_test_open_window ();
  g_autoptr(PentoPosition) final = NULL;
  PentoDuel *d;
  guint games, wins, games_after, wins_after, n_moves;
  int winner;

  duel_record (PENTO_DUEL_BEGINNER, &games, &wins);
  start_duel (window, "beginner");
  d = duel (window);
  while (pento_duel_get_winner (d) < 0)
    play_pair (window);
  winner = pento_duel_get_winner (d);
  n_moves = pento_duel_get_n_moves (d);
  final = pento_position_ref (position (window));

  pento_test_activate ("undo", NULL);
  /* the take back is put back at once, and nothing is filed again */
  WAIT_FOR (pento_position_equal (position (window), final) &&
            !pento_play_is_busy (pento_test_play ()), 10);
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (pento_position_equal (position (window), final));
  g_assert_cmpuint (pento_duel_get_n_moves (d), ==, n_moves);
  g_assert_cmpint (pento_duel_get_winner (d), ==, winner);
  g_assert_false (pento_duel_is_thinking (d));
  WAIT_FOR (pento_test_toast_said ("The game is over and its result counted: start a new one "
                                   "to play again"), 5);
  duel_record (PENTO_DUEL_BEGINNER, &games_after, &wins_after);
  g_assert_cmpuint (games_after, ==, games + 1);
  g_assert_cmpuint (wins_after, ==, wins + (winner == 0 ? 1 : 0));
  pento_test_activate ("leave-duel", NULL);
  pento_test_close_window (window);
}

/* On the board in play, when asked: 10×6 with the twelve, kept through a restart. */
/* A new window brings back the duel left at @kept, the second player to move; then it is
 * left, on the default board. */
static void
assert_restored (PentoPosition *kept)
{
  PentoWindow *window = pento_test_open_window ();

  WAIT_FOR (pento_duel_is_active (duel (window)), 10);
  g_assert_true (pento_position_equal (position (window), kept));
  g_assert_cmpstr (turn_text (window), ==, "Player 2 to move");
  pento_test_activate ("leave-duel", NULL);
  g_settings_set_string (pento_test_settings (), "board", "8x8-tetromino");
  pento_test_close_window (window);
}

static void
test_board_in_play (void)
{
  PentoWindow *window = pento_test_open_window ();
  PentoDuel *d;
  g_autoptr(PentoPosition) kept = NULL;

  g_settings_set_string (pento_test_settings (), "board", "10x6");
  pento_test_set_state ("duel-here", g_variant_new_boolean (TRUE));
  start_duel (window, "human");
  pento_test_set_state ("duel-here", g_variant_new_boolean (FALSE));
  d = duel (window);
  g_assert_cmpuint (pento_board_get_width (pento_position_get_board (position (window))), ==, 10);
  {
    g_autofree char *move = a_legal_move (window);

    pento_test_activate ("place", g_variant_new_string (move));
    WAIT_FOR (pento_duel_get_n_moves (d) == 1, 5);
  }
  g_assert_cmpstr (turn_text (window), ==, "Player 2 to move");
  kept = pento_position_ref (position (window));
  pento_test_close_window (window);

  assert_restored (kept);
}

/* On a drawn board, saved: its shape goes into the duel's file, which brings the duel back
 * after a restart. */
static void
test_drawn_board (void)
{
  g_autoptr(PentoBoard) cross = pento_board_new_from_text (".######.\n########\n########\n"
                                                           "########\n########\n########\n"
                                                           "########\n.######.\n", NULL);
  g_autoptr(PentoPosition) kept = NULL;
  PentoWindow *window = pento_test_open_window ();
  PentoDuel *d;

  g_assert_nonnull (cross);
  g_assert_true (pento_board_store_save ("Duel cross", cross, NULL));
  pento_test_set_state ("duel-here", g_variant_new_boolean (TRUE));

  d = duel (window);
  g_settings_set_string (pento_test_settings (), "board", "custom:Duel cross");
  WAIT_FOR (pento_board_equal (pento_session_get_board (pento_application_get_session (app)),
                               cross), 10);
  start_duel (window, "human");
  pento_test_set_state ("duel-here", g_variant_new_boolean (FALSE));
  g_assert_true (pento_board_equal (pento_position_get_board (position (window)), cross));
  {
    g_autofree char *move = a_legal_move (window);

    pento_test_activate ("place", g_variant_new_string (move));
    WAIT_FOR (pento_duel_get_n_moves (d) == 1, 5);
  }
  kept = pento_position_ref (position (window));
  pento_test_close_window (window);
  assert_saved ("\nboard custom:Duel cross\nshape .######.\n");

  assert_restored (kept);
}

int
main (int   argc,
      char *argv[])
{
  app = pento_test_init (&argc, &argv, "io.github.pentomino.Pentomino.TestDuel",
                         "pentomino-test-duel-XXXXXX");
  g_test_add_func ("/duel/whole-game", test_whole_game);
  g_test_add_func ("/duel/undo-pair", test_undo_pair);
  g_test_add_func ("/duel/held-and-restored", test_held_and_restored);
  g_test_add_func ("/duel/damaged-file", test_damaged_file);
  g_test_add_func ("/duel/who-wins", test_who_wins);
  g_test_add_func ("/duel/board-in-play", test_board_in_play);
  g_test_add_func ("/duel/computer-first", test_computer_first);
  g_test_add_func ("/duel/no-take-back-after-end", test_no_take_back_after_end);
  g_test_add_func ("/duel/drawn-board", test_drawn_board);
  return pento_test_run ();
}
