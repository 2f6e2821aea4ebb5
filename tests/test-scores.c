/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-scores.c: the Scores window opened by app.scores over a records file of known content
 * — clean, assisted and shown finishes on two boards, a ladder with rungs ticked, dailies on
 * three days in a row, a collection of three packings — read back from what each page shows;
 * no records at all (every page's empty state); a damaged file (kept aside, and said).
 */
#include <glib/gstdio.h>
#include <string.h>

#include "pento-test-util.h"
#include "common/pento-records-store.h"
#include "common/pento-session.h"
#include "scores/pento-scores-window.h"

static PentoApplication *app;

static char *
records_path (void)
{
  return g_build_filename (pento_test_get_data_home (), "pentomino", "records", NULL);
}

static void
remove_records (void)
{
  g_autofree char *dir = g_build_filename (pento_test_get_data_home (), "pentomino", NULL);

  pento_test_remove_tree (dir);
}

/* The Scores window shown, or NULL. */
static PentoScoresWindow *
scores_window (void)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (PENTO_IS_SCORES_WINDOW (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return PENTO_SCORES_WINDOW (window);
    }
  return NULL;
}

static guint
n_rows (PentoScoresWindow *window,
        const char        *page)
{
  g_auto(GStrv) rows = pento_scores_window_get_rows (window, page);

  return g_strv_length (rows);
}

/* Row @i of @page. */
static char *
row (PentoScoresWindow *window,
     const char        *page,
     guint              i)
{
  g_auto(GStrv) rows = pento_scores_window_get_rows (window, page);

  g_assert_cmpuint (i, <, g_strv_length (rows));
  return g_strdup (rows[i]);
}

/* Whether the collection's first row knows its board's number of packings. */
static gboolean
counted (PentoScoresWindow *window)
{
  g_autofree char *first = row (window, "collection", 0);

  return strstr (first, " of ") != NULL;
}

/* Whether Tab, from the window's first stop, reaches a widget of @type (or one inside it) on
 * page @page, within @steps presses. */
static gboolean
tab_reaches (PentoScoresWindow *window,
             const char        *page,
             GType              type,
             const char        *css_class,
             guint              steps)
{
  GtkWidget *stack = pento_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK);

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), page);
  pento_test_run_for (100);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  for (guint i = 0; i < steps; i++)
    {
      GtkWidget *focus;

      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus != NULL && (G_TYPE_CHECK_INSTANCE_TYPE (focus, type) ||
                            gtk_widget_get_ancestor (focus, type) != NULL) &&
          (css_class == NULL || gtk_widget_has_css_class (focus, css_class)))
        return TRUE;
    }
  return FALSE;
}

static void
day_id (PentoPuzzleId *id,
        const GDate   *date)
{
  memset (id, 0, sizeof *id);
  id->kind = PENTO_PUZZLE_DAILY;
  id->day = g_date_get_julian (date);
}

static void
finish_id (PentoPuzzleId *id,
           const char    *board)
{
  memset (id, 0, sizeof *id);
  id->kind = PENTO_PUZZLE_FINISH;
  g_strlcpy (id->board, board, sizeof id->board);
  id->level = PENTO_LEVEL_EASY;
}

/* The records the test reads back: today's date in @today. */
static void
write_records (GDate *today)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", NULL);
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = records_path ();
  PentoPuzzleId id;
  PentoRules rules;
  GDate day;

  g_date_clear (today, 1);
  g_date_set_time_t (today, time (NULL));

  /* 10x6 at Easy: one clean, one assisted, one shown; 12x5 at Easy: one clean */
  finish_id (&id, "10x6");
  for (guint i = 0; i < 3; i++)
    pento_records_start (records, &id);
  g_assert_cmpuint (pento_records_finish (records, &id, PENTO_FINISH_CLEAN, 41200, today), ==, 1);
  g_assert_cmpuint (pento_records_finish (records, &id, PENTO_FINISH_ASSISTED, 62000, today),
                    ==, 1);
  g_assert_cmpuint (pento_records_finish (records, &id, PENTO_FINISH_SHOWN, 30000, today), ==, 0);
  finish_id (&id, "12x5");
  pento_records_start (records, &id);
  pento_records_finish (records, &id, PENTO_FINISH_CLEAN, 50000, today);

  /* ladder 7: its first three rungs (3x5, 4x5, 5x5) solved at the level the window plays
   * them; rung 6x5 solved at a level below its own, which the map does not count */
  for (guint rung = 3; rung <= 5; rung++)
    pento_records_tick_rung (records, 7, rung, pento_challenge_ladder_top_level (rung));
  pento_records_tick_rung (records, 7, 6, PENTO_LEVEL_EASY);

  /* the daily of the day before yesterday, yesterday and today, each clean */
  day = *today;
  g_date_subtract_days (&day, 2);
  for (guint i = 0; i < 3; i++)
    {
      day_id (&id, &day);
      pento_records_start (records, &id);
      pento_records_finish (records, &id, PENTO_FINISH_CLEAN, 90000 + i * 1000, &day);
      g_date_add_days (&day, 1);
    }

  /* three packings of 10x6 collected, the first twice, and its mirror image */
  pento_rules_init_default (&rules);
  puzzle = pento_puzzle_new (board, &rules, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(PentoSolution) s = pento_puzzle_nth (puzzle, i, TRUE, NULL, &error);

      g_assert_no_error (error);
      g_assert_true (pento_records_collect (records, board, &rules, s, NULL));
      if (i == 0)
        {
          g_autoptr(PentoSolution) mirror = pento_solution_transform (s, PENTO_SYMMETRY_MIRROR_X);

          g_assert_false (pento_records_collect (records, board, &rules, mirror, NULL));
        }
    }
  pento_records_save (records, path, &error);
  g_assert_no_error (error);
}

/* A window made after the records file was written: each window reads the records afresh
 * (the first was made as the application started, before the test wrote them). */
static PentoWindow *
fresh_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean open = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      open = open || PENTO_IS_WINDOW (window);
    }
  if (open)
    pento_test_close_window (pento_test_open_window ());
  return pento_test_open_window ();
}

static PentoScoresWindow *
open_scores (void)
{
  PentoScoresWindow *scores;

  pento_test_activate ("scores", NULL);
  WAIT_FOR ((scores = scores_window ()) != NULL, 5);
  return scores;
}

static void
test_view (void)
{
  PentoWindow *window;
  PentoScoresWindow *scores;
  g_autofree char *ten = NULL, *twelve = NULL, *clean = NULL, *assisted = NULL;
  g_autofree char *ladder = NULL, *collected = NULL, *today_name = NULL;
  g_autofree char *expected_clean = NULL;
  g_auto(GStrv) marks = NULL;
  GListModel *packings;
  char day[16];
  GDate today;

  remove_records ();
  write_records (&today);
  window = fresh_window ();
  scores = open_scores ();
  /* the records are read on a worker: the pages fill when they land */
  WAIT_FOR (!pento_scores_window_is_empty (scores, "records"), 10);
  g_assert_null (pento_scores_window_get_notice (scores));

  /* Records: the two boards apart, clean and assisted apart, the shown finish counted only */
  ten = row (scores, "records", 0);
  g_assert_cmpstr (ten, ==, "10x6, Easy\tClean 0:41.2 · Assisted 1:02.0 · "
                            "3 started, 3 finished, 1 shown");
  pento_records_format_day (g_date_get_julian (&today), day);
  clean = row (scores, "records", 1);
  expected_clean = g_strdup_printf ("  1. 0:41.2\tClean, %s", day);
  g_assert_cmpstr (clean, ==, expected_clean);
  assisted = row (scores, "records", 2);
  g_assert_true (g_str_has_prefix (assisted, "  1. 1:02.0\tAssisted, "));
  twelve = row (scores, "records", 3);
  g_assert_cmpstr (twelve, ==, "12x5, Easy\tClean 0:50.0 · 1 started, 1 finished, 0 shown");
  /* then 12x5's time, the three dailies (each with its time) */
  g_assert_cmpuint (n_rows (scores, "records"), ==, 4 + 1 + 3 * 2);

  /* Ladder: one row, three of its rungs ticked, the fourth next (its tick at Easy is not
   * the puzzle the window plays), each rung a button that plays it */
  g_assert_false (pento_scores_window_is_empty (scores, "ladder"));
  g_assert_cmpuint (n_rows (scores, "ladder"), ==, 1);
  ladder = row (scores, "ladder", 0);
  g_assert_cmpstr (ladder, ==, "Ladder 7\t3 of 10 rungs solved, next rung 4");
  marks = pento_scores_window_get_marks (scores);
  g_assert_cmpuint (g_strv_length ((GStrv) marks), ==, 10);
  g_assert_cmpstr (marks[0], ==, "Rung 1: solved");
  g_assert_cmpstr (marks[2], ==, "Rung 3: solved");
  g_assert_cmpstr (marks[3], ==, "Rung 4: next to play");
  g_assert_cmpstr (marks[4], ==, "Rung 5: not solved");

  /* a change saved through the session's store is drawn at once: rung 6x5 solved at Hard */
  {
    PentoRecordsStore *store = pento_session_get_records (pento_application_get_session (app));
    g_autofree char *after = NULL;

    pento_records_tick_rung (pento_records_store_get (store), 7, 6,
                             pento_challenge_ladder_top_level (6));
    pento_records_store_save (store);
    after = row (scores, "ladder", 0);
    g_assert_cmpstr (after, ==, "Ladder 7\t4 of 10 rungs solved, next rung 5");
  }

  /* Daily: a streak of three; today solved clean in the calendar, the days before too */
  {
    g_autofree char *streak = row (scores, "daily", 0);
    g_autofree char *longest = row (scores, "daily", 1);

    g_assert_cmpstr (streak, ==, "Current streak\t3 days");
    g_assert_cmpstr (longest, ==, "Longest streak\t3 days");
  }
  pento_scores_window_show_month (scores, g_date_get_year (&today), g_date_get_month (&today));
  today_name = g_strdup (pento_scores_window_get_day (scores, g_date_get_day (&today)));
  g_assert_true (g_str_has_suffix (today_name, ": solved clean"));
  if (g_date_get_day (&today) > 3)
    g_assert_true (g_str_has_suffix (pento_scores_window_get_day (scores,
                                                                  g_date_get_day (&today) - 3),
                                     ": not played"));

  /* Collection: three of 10x6's 2,339 (counted on a worker), and its browser lists them */
  g_assert_cmpuint (n_rows (scores, "collection"), ==, 1);
  WAIT_FOR (counted (scores), 20);
  collected = row (scores, "collection", 0);
  g_assert_cmpstr (collected, ==, "10x6, the twelve, flipping allowed\t3 of 2,339 packings found");
  packings = pento_scores_window_browse (scores, 0);
  WAIT_FOR (g_list_model_get_n_items (packings) == 3, 5);

  /* the keyboard reaches the rows of every page, and the calendar's days */
  g_assert_true (tab_reaches (scores, "records", ADW_TYPE_EXPANDER_ROW, NULL, 10));
  g_assert_true (tab_reaches (scores, "ladder", ADW_TYPE_PREFERENCES_ROW, NULL, 10));
  g_assert_true (tab_reaches (scores, "daily", GTK_TYPE_BUTTON, "day", 20));
  g_assert_true (tab_reaches (scores, "collection", GTK_TYPE_LIST_VIEW, NULL, 10));

  gtk_window_destroy (GTK_WINDOW (scores));
  pento_test_close_window (window);
}

/* Nothing recorded yet: each page says how it fills. */
static void
test_empty (void)
{
  PentoWindow *window;
  PentoScoresWindow *scores;

  remove_records ();
  window = fresh_window ();
  scores = open_scores ();
  WAIT_FOR (n_rows (scores, "daily") > 0, 10);
  g_assert_true (pento_scores_window_is_empty (scores, "records"));
  g_assert_true (pento_scores_window_is_empty (scores, "ladder"));
  g_assert_true (pento_scores_window_is_empty (scores, "collection"));
  {
    g_autofree char *streak = row (scores, "daily", 0);

    g_assert_cmpstr (streak, ==, "Current streak\t0 days");
  }
  gtk_window_destroy (GTK_WINDOW (scores));
  pento_test_close_window (window);
}

/* A damaged file: the view opens all the same, and says the file was kept aside. */
static void
test_damaged (void)
{
  g_autofree char *path = records_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  PentoWindow *window;
  PentoScoresWindow *scores;
  const char *notice;

  remove_records ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_file_set_contents (path, "pentomino-records 2\nstarted finish 10x6 easy x 1 0\n", -1,
                       &error);
  g_assert_no_error (error);
  window = fresh_window ();
  scores = open_scores ();
  WAIT_FOR ((notice = pento_scores_window_get_notice (scores)) != NULL, 10);
  g_assert_nonnull (strstr (notice, "kept as"));
  g_assert_true (pento_scores_window_is_empty (scores, "records"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (scores));
  pento_test_close_window (window);
  remove_records ();
}

int
main (int   argc,
      char *argv[])
{
  app = pento_test_init (&argc, &argv, "io.github.pentomino.Pentomino.TestScores",
                         "pentomino-test-scores-XXXXXX");
  g_test_add_func ("/scores/view", test_view);
  g_test_add_func ("/scores/empty", test_empty);
  g_test_add_func ("/scores/damaged", test_damaged);
  return pento_test_run ();
}
