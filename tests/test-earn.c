/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-earn.c: what a finish earns, read back from the records file — a challenge finished by
 * Hint three times, or after Solve, is played and no record; a clean finish is a record with
 * its date; two boards at one level keep two records; a rung of the ladder book solved is
 * ticked and Next plays the next rung; a free game finished adds its packing to the collection
 * once, its mirror image counting as the same.
 */
#include <glib/gstdio.h>

#include "pento-test-util.h"
#include "common/pento-board-model.h"
#include "common/pento-session.h"

/* Two boards at one level. */
#define CODE "PENTO-10x6-H-3F9A2C"
#define CODE2 "PENTO-12x5-H-3F9A2C"

static PentoApplication *app;

static PentoSession *
session (void)
{
  return pento_application_get_session (app);
}

/* The challenge's clock, as the board model holds it for the board page. */
static const char *
clock_text (void)
{
  return pento_board_model_get_clock (pento_session_get_board_model (session ()), NULL);
}

static PentoGame *
game (PentoWindow *window)
{
  return pento_play_get_game (pento_test_play ());
}

/* The finish dialog's response @response given, as its button does. */
static void
answer_dialog (AdwMessageDialog *dialog,
               const char       *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_close (GTK_WINDOW (dialog));
  WAIT_FOR (pento_test_message_dialog () == NULL, 5);
}

static void
forget_records (void)
{
  g_autofree char *path = pento_records_get_path ();

  g_remove (path);
}

static PentoRecords *
read_records (void)
{
  g_autofree char *path = pento_records_get_path ();
  g_autofree char *aside = NULL, *problem = NULL;
  g_autoptr(GError) error = NULL;
  PentoRecords *records = pento_records_load (path, &aside, &problem, &error);

  g_assert_no_error (error);
  g_assert_null (aside);
  return records;
}

static const PentoPuzzleRecords *
lookup_code (PentoRecords *records,
             const char   *code)
{
  PentoChallengeSpec spec;
  PentoPuzzleId id;

  g_assert_true (pento_challenge_spec_from_code (code, &spec, NULL));
  pento_puzzle_id_for_challenge (&id, &spec, NULL);
  return pento_records_lookup (records, &id);
}

static void
start_code (PentoWindow *window,
            const char  *code)
{
  pento_test_activate ("open-code", g_variant_new_string (code));
  WAIT_FOR (pento_session_get_challenge (session ()) &&
            clock_text () != NULL, 20);
  g_assert_cmpuint (pento_game_get_fixed (game (window)), !=, 0);
}

/* The board completed as a person would, piece by piece, by the engine's completion: no
 * hint, no answer shown. */
static void
complete_by_hand (PentoWindow *window)
{
  PentoGame *g = game (window);
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new_for_position (pento_game_get_position (g),
                                                                 pento_game_get_rules (g),
                                                                 &error);
  g_autoptr(PentoSolution) solution = NULL;

  g_assert_no_error (error);
  solution = pento_puzzle_random (puzzle, 1, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (pento_game_complete_with (g, solution, &error));
  g_assert_no_error (error);
}

static AdwMessageDialog *
wait_for_finish (void)
{
  AdwMessageDialog *dialog = NULL;

  WAIT_FOR ((dialog = pento_test_message_dialog ()) != NULL, 20);
  return dialog;
}

/* Hint three times (which piece, where, Finish): congratulated, counted, no record. */
static void
test_hint_finish (void)
{
  PentoWindow *window;
  AdwMessageDialog *dialog;
  g_autoptr(PentoRecords) records = NULL;
  const PentoPuzzleRecords *p;

  forget_records ();
  window = pento_test_open_window ();
  start_code (window, CODE);
  for (guint i = 1; i <= 2; i++)
    {
      pento_test_activate ("hint", NULL);
      WAIT_FOR (pento_game_get_hints_used (game (window)) == i, 20);
    }
  pento_test_activate ("hint", NULL);
  dialog = wait_for_finish ();
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Hint finished the board."));
  g_assert_null (strstr (adw_message_dialog_get_body (dialog), "record!"));
  g_assert_null (strstr (adw_message_dialog_get_body (dialog), "Best"));
  answer_dialog (dialog, "close");

  records = read_records ();
  p = lookup_code (records, CODE);
  g_assert_nonnull (p);
  g_assert_cmpuint (p->finished, ==, 1);
  g_assert_cmpuint (p->shown, ==, 1);
  g_assert_cmpuint (p->n_best[PENTO_FINISH_CLEAN], ==, 0);
  g_assert_cmpuint (p->n_best[PENTO_FINISH_ASSISTED], ==, 0);
  pento_test_close_window (window);
}

/* Solve (in Explore, after the ask), then the board finished: shown, and it says by what. */
static void
test_solve_finish (void)
{
  PentoWindow *window;
  AdwMessageDialog *dialog = NULL;
  g_autoptr(PentoRecords) records = NULL;
  const PentoPuzzleRecords *p;

  forget_records ();
  pento_test_set_state ("mode", g_variant_new_string ("explore"));
  window = pento_test_open_window ();
  start_code (window, CODE);
  pento_test_activate ("solve", NULL);
  WAIT_FOR ((dialog = pento_test_message_dialog ()) != NULL, 5);
  adw_message_dialog_response (dialog, "show");
  gtk_window_close (GTK_WINDOW (dialog));
  WAIT_FOR (pento_session_get_viewing_packing (session ()), 10);
  pento_test_activate ("back-to-game", NULL);
  WAIT_FOR (!pento_session_get_viewing_packing (session ()), 10);
  complete_by_hand (window);
  dialog = wait_for_finish ();
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            "The answer was shown by Solve."));
  g_assert_null (strstr (adw_message_dialog_get_body (dialog), "record!"));
  answer_dialog (dialog, "close");

  records = read_records ();
  p = lookup_code (records, CODE);
  g_assert_cmpuint (p->finished, ==, 1);
  g_assert_cmpuint (p->shown, ==, 1);
  g_assert_cmpuint (p->n_best[PENTO_FINISH_CLEAN] + p->n_best[PENTO_FINISH_ASSISTED], ==, 0);
  pento_test_close_window (window);
}

/* Assists off and no answer seen: a clean record, with today's date; another board at the
 * same level is a record of its own. */
static void
test_clean_records (void)
{
  PentoWindow *window;
  AdwMessageDialog *dialog;
  g_autoptr(PentoRecords) records = NULL;
  const PentoPuzzleRecords *p, *q;
  GDate today;

  forget_records ();
  window = pento_test_open_window ();
  pento_test_set_state ("challenge-assists", g_variant_new_boolean (FALSE));
  start_code (window, CODE);
  complete_by_hand (window);
  dialog = wait_for_finish ();
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "A clean finish"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "A new record!"));
  answer_dialog (dialog, "close");
  start_code (window, CODE2);
  complete_by_hand (window);
  answer_dialog (wait_for_finish (), "close");
  pento_test_set_state ("challenge-assists", g_variant_new_boolean (TRUE));

  records = read_records ();
  p = lookup_code (records, CODE);
  q = lookup_code (records, CODE2);
  g_assert_nonnull (p);
  g_assert_nonnull (q);
  g_assert_true (p != q);
  g_date_clear (&today, 1);
  g_date_set_time_t (&today, time (NULL));
  for (guint i = 0; i < 2; i++)
    {
      const PentoPuzzleRecords *r = i == 0 ? p : q;

      g_assert_cmpuint (r->finished, ==, 1);
      g_assert_cmpuint (r->shown, ==, 0);
      g_assert_cmpuint (r->n_best[PENTO_FINISH_CLEAN], ==, 1);
      g_assert_cmpuint (r->n_best[PENTO_FINISH_ASSISTED], ==, 0);
      g_assert_cmpuint (r->best[PENTO_FINISH_CLEAN][0].day, ==, g_date_get_julian (&today));
    }
  pento_test_close_window (window);
}

/* A rung of the book, solved, is ticked; Next plays the next rung of the same ladder. */
static void
test_ladder_rung (void)
{
  PentoWindow *window;
  AdwMessageDialog *dialog;
  g_autoptr(PentoRecords) records = NULL;
  PentoChallengeSpec spec;
  const char *clock;

  forget_records ();
  window = pento_test_open_window ();
  pento_test_activate ("ladder-rung", g_variant_new ("(uu)", 2, 3));
  WAIT_FOR ((clock = clock_text ()) != NULL &&
            g_str_has_prefix (clock, "Rung 3 of 10, ladder 2"), 20);
  /* the same puzzle as the book's, everywhere */
  g_assert_true (pento_ladder_book_spec (2, 5, pento_challenge_ladder_top_level (5), &spec,
                                         NULL));
  g_assert_cmpuint (pento_board_get_width (pento_game_get_board (game (window))), ==, 5);
  complete_by_hand (window);
  dialog = wait_for_finish ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Rung 3 of 10, ladder 2 Solved");
  records = read_records ();
  g_assert_true (pento_records_rung_solved (records, 2, 5, pento_challenge_ladder_top_level (5)));
  g_assert_false (pento_records_rung_solved (records, 2, 6,
                                             pento_challenge_ladder_top_level (6)));
  answer_dialog (dialog, "next");
  WAIT_FOR ((clock = clock_text ()) != NULL &&
            g_str_has_prefix (clock, "Rung 4 of 10, ladder 2"), 20);
  g_assert_cmpuint (pento_board_get_width (pento_game_get_board (game (window))), ==, 6);
  pento_test_activate ("leave-challenge", NULL);
  pento_test_close_window (window);
}

static void
remember_message (PentoPlay  *play,
                  const char *text,
                  gboolean    toast,
                  char      **last)
{
  g_free (*last);
  *last = g_strdup (text);
}

/* A new free game on the board in play, completed with @packing. */
static void
win_free_game (PentoWindow   *window,
               PentoSolution *packing)
{
  g_autoptr(GError) error = NULL;

  pento_test_activate ("new-game", NULL);
  WAIT_FOR (pento_position_get_n_placed (pento_game_get_position (game (window))) == 0, 5);
  g_assert_true (pento_game_complete_with (game (window), packing, &error));
  g_assert_no_error (error);
}

/* A free game finished files its packing; the same packing mirrored is no second one. */
static void
test_free_collection (void)
{
  PentoWindow *window;
  PentoPlay *play;
  g_autofree char *last = NULL;
  g_autoptr(PentoRecords) records = NULL;
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(PentoSolution) packing = NULL, mirrored = NULL;
  const PentoPuzzleRecords *p;
  PentoPuzzleId id;
  PentoRules rules;

  forget_records ();
  pento_test_set_state ("board", g_variant_new_string ("10x6"));
  window = pento_test_open_window ();
  play = pento_test_play ();
  WAIT_FOR (pento_records_store_get (pento_session_get_records (session ())) != NULL, 10);
  g_signal_connect (play, "message", G_CALLBACK (remember_message), &last);
  rules = *pento_game_get_rules (game (window));
  puzzle = pento_puzzle_new (pento_game_get_board (game (window)), &rules, NULL);
  packing = pento_puzzle_random (puzzle, 7, NULL, NULL);
  mirrored = pento_solution_image (packing, PENTO_SYMMETRY_MIRROR_X, &rules);
  g_assert_false (pento_solution_equal (packing, mirrored));

  win_free_game (window, packing);
  WAIT_FOR (last != NULL && strstr (last, "A new packing: 1 of 2,339 found.") != NULL, 20);
  win_free_game (window, mirrored);
  WAIT_FOR (last != NULL && strstr (last, "You found this packing before.") != NULL, 20);
  g_signal_handlers_disconnect_by_func (play, remember_message, &last);

  records = read_records ();
  found = pento_records_get_collection (records, "10x6", &rules);
  g_assert_cmpuint (found->len, ==, 1);
  pento_puzzle_id_for_free (&id, "10x6", &rules);
  p = pento_records_lookup (records, &id);
  g_assert_nonnull (p);
  g_assert_cmpuint (p->finished, ==, 2);
  g_assert_cmpuint (p->n_best[PENTO_FINISH_CLEAN], ==, 2);
  pento_test_activate ("new-game", NULL);
  pento_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  app = pento_test_init (&argc, &argv, "io.github.pentomino.Pentomino.TestEarn",
                         "pentomino-test-earn-XXXXXX");
  g_test_add_func ("/earn/hint-finish", test_hint_finish);
  g_test_add_func ("/earn/solve-finish", test_solve_finish);
  g_test_add_func ("/earn/clean-records", test_clean_records);
  g_test_add_func ("/earn/ladder-rung", test_ladder_rung);
  g_test_add_func ("/earn/free-collection", test_free_collection);
  return pento_test_run ();
}
