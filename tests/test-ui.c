/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-ui.c: the main window under a display — template, Solve, Solve All, cancellation,
 * settings, export — driven through the same app.* actions a user or script uses.
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#ifdef __linux__
#include <errno.h>
#include <sys/resource.h>
#endif
#include <string.h>

#include "challenge/pento-challenge-actions.h"
#include "duel/pento-duel.h"
#include "scores/pento-scores.h"
#include "pento-accels.h"
#include "pento-application.h"
#include "pento-board-view.h"
#include "pento-box-view.h"
#include "pento-cancel-link.h"
#include "pento-page-buffer.h"
#include "pento-palette.h"
#include "pento-render-box.h"
#include "pento-solution-item.h"
#include "pento-solution-list.h"
#include "pento-solution-row.h"
#include "pento-test-util.h"
#include "pento-board-page.h"
#include "pento-ui-util.h"
#include "pento-window.h"

static PentoApplication *app;

static void
frame_painted (guint *n_frames)
{
  (*n_frames)++;
}

/* Every window test starts from these keys' defaults. */
static const char * const reset_keys[] = {
  "board", "flip", "mirror", "shuffle", "seed", "show-letters", "unique-only",
  "sidebar-visible", NULL
};

static PentoWindow *
open_window (void)
{
  pento_test_reset_settings (reset_keys);
  return pento_test_open_window ();
}

static const PentoSolution *
shown_solution (PentoWindow *window)
{
  return pento_board_view_get_solution (PENTO_BOARD_VIEW (pento_test_board_widget ()));
}

static void
assert_covers_board (const PentoSolution *solution,
                     PentoBoard          *board)
{
  guint width = pento_board_get_width (board);
  guint height = pento_board_get_height (board);
  guint pieces = 0;

  g_assert_nonnull (solution);
  g_assert_cmpuint (solution->width, ==, width);
  g_assert_cmpuint (solution->height, ==, height);
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        PentoPiece piece;
        char letter = pento_solution_get (solution, x, y);

        if (!pento_board_is_cell (board, x, y))
          {
            g_assert_cmpint (letter, ==, '.');
            continue;
          }
        g_assert_true (pento_piece_from_letter (letter, &piece));
        pieces |= 1u << piece;
      }
  g_assert_cmpuint (pento_solution_get_pieces (solution), ==, pieces);
  g_assert_cmpuint (__builtin_popcount (pieces), ==, pento_board_get_n_pieces (board));
}

static void
test_template (void)
{
  PentoWindow *window = open_window ();
  static const char * const actions[] = {
    "solve", "solve-all", "stop", "next", "previous", "first", "last", "board", "flip",
    "mirror", "shuffle", "seed", "show-letters", "unique-only", "export-image",
    "export-image-dialog", "show-chirality", "about", "quit",
  };
  PentoBoard *board;

  g_assert_true (PENTO_IS_WINDOW (window));
  g_assert_true (PENTO_IS_BOARD_VIEW (pento_test_board_widget ()));

  board = pento_board_view_get_board (PENTO_BOARD_VIEW (pento_test_board_widget ()));
  g_assert_nonnull (board);
  g_assert_cmpuint (pento_board_get_width (board), ==, 10);
  g_assert_cmpuint (pento_board_get_height (board), ==, 6);
  g_assert_null (shown_solution (window));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (pento_test_solutions ())),
                    ==, 0);
  g_assert_cmpstr (pento_test_counts (), ==, "No packings listed");

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), actions[i]));
  /* The accelerators a person expects. */
  {
    static const struct { const char *action; const char *accel; } expected[] = {
      { "app.solve", "<Control>Return" },
      { "app.solve-all", "<Shift><Control>Return" },
      { "app.stop", "Escape" },
      { "app.next", "Page_Down" },
      { "app.previous", "Page_Up" },
      { "app.first", "<Alt>Home" },
      { "app.last", "<Alt>End" },
      { "app.toggle-sidebar", "F9" },
      { "app.show-letters", "<Control>l" },
      { "app.export-image-dialog", "<Control>e" },
      { "app.quit", "<Control>q" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
      {
        g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                     expected[i].action);
        guint key, parsed_key;
        GdkModifierType mods, parsed_mods;
        gboolean found = FALSE;

        g_assert_true (gtk_accelerator_parse (expected[i].accel, &key, &mods));
        for (guint j = 0; accels[j] != NULL; j++)
          if (gtk_accelerator_parse (accels[j], &parsed_key, &parsed_mods) &&
              parsed_key == key && parsed_mods == mods)
            found = TRUE;
        if (!found)
          g_error ("%s has no accelerator %s", expected[i].action, expected[i].accel);
      }
  }

  /* Nothing to stop yet. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "stop"));

  pento_test_close_window (window);
}

static void
test_solve (void)
{
  PentoWindow *window = open_window ();
  PentoBoard *board = pento_board_view_get_board (PENTO_BOARD_VIEW (pento_test_board_widget ()));
  g_autoptr(PentoSolution) first = NULL;
  g_autofree char *seed_text = NULL;
  gint64 start;
  guint seed;

  start = g_get_monotonic_time ();
  pento_test_activate ("solve", NULL);
  WAIT_FOR (!pento_test_is_searching (), 10);
  g_test_message ("Solve (10x6, random) took %.1f ms, main loop to main loop",
                  (g_get_monotonic_time () - start) / 1000.0);

  assert_covers_board (shown_solution (window), board);
  seed = g_settings_get_uint (pento_test_settings (), "seed");
  seed_text = g_strdup_printf ("seed %u", seed);
  g_assert_nonnull (strstr (pento_test_status (), seed_text));
  g_assert_nonnull (strstr (pento_test_status (), "2,339"));

  /* The same seed shows the same packing again. */
  first = pento_solution_copy (shown_solution (window));
  pento_test_activate ("solve", NULL);
  WAIT_FOR (!pento_test_is_searching (), 10);
  pento_test_activate ("seed", g_variant_new_uint32 (seed));
  WAIT_FOR (!pento_test_is_searching (), 10);
  g_assert_cmpuint (g_settings_get_uint (pento_test_settings (), "seed"), ==, seed);
  g_assert_true (pento_solution_equal (first, shown_solution (window)));

  /* Typing the seed into the sidebar and pressing Enter does the same. */
  pento_test_activate ("solve", NULL);
  WAIT_FOR (!pento_test_is_searching (), 10);
  {
    GtkWidget *seed_row = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_SIDEBAR, "seed_row"));
    g_autofree char *text = g_strdup_printf (" %u ", seed);

    g_assert_true (ADW_IS_ENTRY_ROW (seed_row));
    gtk_editable_set_text (GTK_EDITABLE (seed_row), text);
    g_signal_emit_by_name (seed_row, "entry-activated");
    WAIT_FOR (!pento_test_is_searching (), 10);
    g_assert_cmpuint (g_settings_get_uint (pento_test_settings (), "seed"), ==, seed);
    g_assert_true (pento_solution_equal (first, shown_solution (window)));

    /* Not a number: refused, nothing runs. */
    gtk_editable_set_text (GTK_EDITABLE (seed_row), "12x");
    g_signal_emit_by_name (seed_row, "entry-activated");
    g_assert_false (pento_test_is_searching ());
    g_assert_true (gtk_widget_has_css_class (seed_row, "error"));
    /* Corrected, it returns to normal before Enter is pressed. */
    gtk_editable_set_text (GTK_EDITABLE (seed_row), "12");
    g_assert_false (gtk_widget_has_css_class (seed_row, "error"));
  }

  /* Randomized tile order: the first packing found, and the window says so. */
  pento_test_set_state ("shuffle", g_variant_new_boolean (TRUE));
  /* The tile order changes only the next search; what is shown stays. */
  g_assert_nonnull (shown_solution (window));
  pento_test_activate ("seed", g_variant_new_uint32 (7));
  WAIT_FOR (!pento_test_is_searching (), 10);
  board = pento_board_view_get_board (PENTO_BOARD_VIEW (pento_test_board_widget ()));
  assert_covers_board (shown_solution (window), board);
  g_assert_nonnull (strstr (pento_test_status (), "shuffled"));
  g_assert_nonnull (strstr (pento_test_status (), "seed 7"));

  pento_test_close_window (window);
}

static void
test_solve_other_boards (void)
{
  PentoWindow *window = open_window ();
  const char * const *names = pento_board_get_preset_names ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      PentoBoard *board;

      pento_test_set_state ("board", g_variant_new_string (names[i]));
      board = pento_board_view_get_board (PENTO_BOARD_VIEW (pento_test_board_widget ()));
      g_assert_cmpstr (pento_board_get_name (board), ==, names[i]);
      pento_test_activate ("solve", NULL);
      WAIT_FOR (!pento_test_is_searching (), 10);
      assert_covers_board (shown_solution (window), board);
    }

  pento_test_close_window (window);
}

static void
test_no_packing (void)
{
  PentoWindow *window = open_window ();

  pento_test_set_state ("board", g_variant_new_string ("20x3"));
  pento_test_set_state ("flip", g_variant_new_boolean (FALSE));
  pento_test_set_state ("mirror", g_variant_new_string ("FNY"));

  pento_test_activate ("solve", NULL);
  WAIT_FOR (!pento_test_is_searching (), 10);
  g_assert_null (shown_solution (window));
  g_test_message ("status: %s", pento_test_status ());
  g_assert_nonnull (strstr (pento_test_status (), "No packing exists"));

  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 10);
  g_assert_cmpuint (pento_solution_list_get_n_total (pento_test_solutions ()), ==, 0);
  g_assert_cmpstr (pento_test_counts (), ==, "0 unique · 0 total");
  g_assert_nonnull (strstr (pento_test_status (), "No packing exists"));

  pento_test_close_window (window);
}

static void
test_solve_all (void)
{
  PentoWindow *window = open_window ();
  PentoSolutionList *list = pento_test_solutions ();
  GListModel *model = G_LIST_MODEL (list);
  g_autoptr(PentoSolutionItem) item = NULL;
  gint64 start;

  start = g_get_monotonic_time ();
  pento_test_activate ("solve-all", NULL);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "stop"));
  WAIT_FOR (pento_solution_list_get_n_total (list) == 9356, 20);
  g_test_message ("Solve All (10x6): the list held 9356 after %.1f ms",
                  (g_get_monotonic_time () - start) / 1000.0);
  WAIT_FOR (!pento_test_is_searching (), 10);

  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);
  g_assert_cmpuint (pento_solution_list_get_n_unique (list), ==, 2339);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2339);
  g_assert_cmpstr (pento_test_counts (), ==, "2,339 unique · 9,356 total");
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "stop"));

  /* Every listed packing is a representative when only unique ones are shown. */
  for (guint i = 0; i < g_list_model_get_n_items (model); i += 97)
    {
      g_autoptr(PentoSolutionItem) it = g_list_model_get_item (model, i);

      g_assert_true (pento_solution_item_get_representative (it));
      g_assert_cmpuint (pento_solution_item_get_unique_index (it), ==, i);
    }

  /* The first packing is shown as soon as it arrives; next/previous/last move along. */
  item = g_list_model_get_item (model, 0);
  g_assert_true (pento_solution_equal (shown_solution (window),
                                       pento_solution_item_get_solution (item)));
  pento_test_activate ("next", NULL);
  pento_test_activate ("next", NULL);
  pento_test_activate ("previous", NULL);
  g_clear_object (&item);
  item = g_list_model_get_item (model, 1);
  g_assert_true (pento_solution_equal (shown_solution (window),
                                       pento_solution_item_get_solution (item)));
  g_assert_nonnull (strstr (pento_test_status (), "Packing 2 of 2,339"));
  pento_test_activate ("last", NULL);
  g_clear_object (&item);
  item = g_list_model_get_item (model, 2338);
  g_assert_true (pento_solution_equal (shown_solution (window),
                                       pento_solution_item_get_solution (item)));

  /* All packings: the same list, four times as long; the selected packing stays selected. */
  pento_test_set_state ("unique-only", g_variant_new_boolean (FALSE));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 9356);
  g_assert_true (pento_solution_equal (shown_solution (window),
                                       pento_solution_item_get_solution (item)));
  pento_test_activate ("first", NULL);
  g_clear_object (&item);
  item = g_list_model_get_item (model, 0);
  g_assert_true (pento_solution_equal (shown_solution (window),
                                       pento_solution_item_get_solution (item)));

  /* Scroll the whole list of 9356, frame by frame: rows and thumbnails are made on demand,
   * so each frame stays cheap however long the list is. */
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (window)), 5);
  {
    /* Every packing is shown: that view has its own list view ("list_view_all"). */
    GtkWidget *list_view = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "list_view_all"));
    GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list_view));
    GdkFrameClock *clock = gtk_widget_get_frame_clock (list_view);
    guint n_frames = 0;
    gulong handler;
    gint64 scroll_start;
    double worst = 0.0;
    const guint steps = 200;

    g_assert_nonnull (clock);
    handler = g_signal_connect_swapped (clock, "after-paint", G_CALLBACK (frame_painted),
                                        &n_frames);
    /* The list has to lay out its new rows before its adjustment may be moved; GTK 4.8
     * warns about a scroll into rows it has not allocated yet. */
    {
      guint before = n_frames;

      gtk_widget_queue_draw (list_view);
      WAIT_FOR (n_frames > before, 5);
    }
    scroll_start = g_get_monotonic_time ();
    for (guint step = 1; step <= steps; step++)
      {
        double upper = gtk_adjustment_get_upper (adjustment) -
                       gtk_adjustment_get_page_size (adjustment);
        guint before = n_frames;
        gint64 t0 = g_get_monotonic_time ();

        gtk_adjustment_set_value (adjustment, upper * step / steps);
        WAIT_FOR (n_frames > before, 5);
        worst = MAX (worst, (g_get_monotonic_time () - t0) / 1000.0);
      }
    g_signal_handler_disconnect (clock, handler);
    g_test_message ("Scrolled 9356 rows in %u frames: %.1f ms a frame on average, worst %.1f ms",
                    steps, (g_get_monotonic_time () - scroll_start) / 1000.0 / steps, worst);
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0.0);
  }

  pento_test_close_window (window);
}

static void
test_stop (void)
{
  PentoWindow *window = open_window ();
  PentoSolutionList *list = pento_test_solutions ();
  guint n_at_stop;

  /* The biggest board: 129,168 packings, long enough to stop half way. */
  pento_test_set_state ("board", g_variant_new_string ("8x8-tetromino"));
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (pento_solution_list_get_n_total (list) > 0, 10);
  if (!pento_test_is_searching ())
    {
      g_test_skip ("the search ended before it could be stopped");
      pento_test_close_window (window);
      return;
    }
  pento_test_activate ("stop", NULL);
  g_assert_false (pento_test_is_searching ());
  n_at_stop = pento_solution_list_get_n_total (list);
  pento_test_run_for (300);
  /* Nothing lands after Stop. */
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, n_at_stop);
  g_assert_nonnull (strstr (pento_test_counts (), "stopped"));

  pento_test_close_window (window);
}

typedef struct {
  PentoCancel *cancel;
  gboolean     cancelled;
} LinkSearch;

static gpointer
link_search_thread (gpointer data)
{
  LinkSearch *s = data;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("8x8-tetromino", NULL);
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  PentoRules rules;

  pento_rules_init_default (&rules);
  puzzle = pento_puzzle_new (board, &rules, NULL);
  pento_puzzle_count (puzzle, 1, s->cancel, NULL, NULL, &error);
  s->cancelled = g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED);
  return NULL;
}

/* The workers hand the engine a PentoCancel that their GTask's GCancellable drives. */
static void
test_cancel_link (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GCancellable) already = g_cancellable_new ();
  PentoCancelLink link, early, none;
  LinkSearch search = { &link.cancel, FALSE };
  GThread *thread;
  gint64 t0;

  pento_cancel_link_init (&link, cancellable);
  g_assert_false (pento_cancel_is_cancelled (&link.cancel));
  thread = g_thread_new ("link-search", link_search_thread, &search);
  g_usleep (50 * 1000);
  t0 = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  g_assert_true (pento_cancel_is_cancelled (&link.cancel));
  g_thread_join (thread);
  /* the 8x8 + tetromino count takes a few hundred milliseconds when not stopped */
  g_assert_true (search.cancelled);
  g_assert_cmpint (g_get_monotonic_time () - t0, <, 50 * 1000);
  pento_cancel_link_clear (&link);

  /* cancelled before the search starts: the flag is set at once */
  g_cancellable_cancel (already);
  pento_cancel_link_init (&early, already);
  g_assert_true (pento_cancel_is_cancelled (&early.cancel));
  pento_cancel_link_clear (&early);

  /* no cancellable: never cancelled, and clearing is harmless */
  pento_cancel_link_init (&none, NULL);
  g_assert_false (pento_cancel_is_cancelled (&none.cancel));
  pento_cancel_link_clear (&none);
}

static void
test_change_board_cancels (void)
{
  PentoWindow *window = open_window ();
  PentoSolutionList *list = pento_test_solutions ();
  GListModel *model = G_LIST_MODEL (list);

  pento_test_set_state ("unique-only", g_variant_new_boolean (FALSE));
  pento_test_set_state ("board", g_variant_new_string ("8x8-tetromino"));
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (pento_solution_list_get_n_total (list) > 0, 10);
  if (!pento_test_is_searching ())
    g_test_message ("the 8x8-tetromino search ended before the board changed");

  /* Changing the board cancels the search and clears the list at once... */
  pento_test_set_state ("board", g_variant_new_string ("15x4"));
  g_assert_false (pento_test_is_searching ());
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);
  g_assert_null (shown_solution (window));
  pento_test_run_for (300);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);

  /* ...and the next search lists packings of the new board only. */
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 1472);
  g_assert_cmpuint (pento_solution_list_get_n_unique (list), ==, 368);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(PentoSolutionItem) item = g_list_model_get_item (model, i);
      const PentoSolution *solution = pento_solution_item_get_solution (item);

      g_assert_cmpuint (solution->width, ==, 15);
      g_assert_cmpuint (solution->height, ==, 4);
    }

  /* A rule change does the same. */
  pento_test_set_state ("flip", g_variant_new_boolean (FALSE));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  /* 15×4 without flipping, mirrored FNY: 10 packings, 5 unique (tests/published-counts.md). */
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 10);
  g_assert_cmpuint (pento_solution_list_get_n_unique (list), ==, 5);

  pento_test_close_window (window);
}

static void
test_settings_persist (void)
{
  PentoWindow *window = open_window ();
  PentoBoard *board;

  pento_test_set_state ("board", g_variant_new_string ("12x5"));
  pento_test_set_state ("flip", g_variant_new_boolean (FALSE));
  pento_test_set_state ("mirror", g_variant_new_string ("LPZ"));
  pento_test_set_state ("shuffle", g_variant_new_boolean (TRUE));
  pento_test_set_state ("show-letters", g_variant_new_boolean (TRUE));
  pento_test_close_window (window);

  /* A new window (as at the next start) reads everything back from GSettings. */
  window = PENTO_WINDOW (pento_application_get_window (app));
  gtk_window_present (GTK_WINDOW (window));
  board = pento_board_view_get_board (PENTO_BOARD_VIEW (pento_test_board_widget ()));
  g_assert_cmpstr (pento_board_get_name (board), ==, "12x5");
  g_assert_cmpuint (pento_board_get_width (board), ==, 12);
  g_assert_true (pento_board_view_get_show_letters (PENTO_BOARD_VIEW (pento_test_board_widget ())));
  g_assert_false (g_settings_get_boolean (pento_test_settings (), "flip"));
  {
    g_autofree char *mirror = g_settings_get_string (pento_test_settings (), "mirror");

    g_assert_cmpstr (mirror, ==, "LPZ");
  }
  {
    g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (app), "board");

    g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "12x5");
  }

  /* 12×5 without flipping, mirrored LPZ (the complement of FNY): 36 unique. */
  pento_test_set_state ("shuffle", g_variant_new_boolean (FALSE));
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_assert_cmpuint (pento_solution_list_get_n_unique (pento_test_solutions ()),
                    ==, 36);

  /* The piece tray and the sidebar's mirror toggles both edit the same key. */
  {
    GtkWidget *tray = GTK_WIDGET (pento_test_tray (window));
    GtkWidget *mirror_box = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_SIDEBAR, "mirror_box"));
    GtkWidget *f_button = gtk_widget_get_first_child (mirror_box);
    g_autofree char *after_tray = NULL;
    g_autofree char *after_button = NULL;

    g_signal_emit_by_name (tray, "mirror-toggled", (guint) PENTO_PIECE_F);
    after_tray = g_settings_get_string (pento_test_settings (), "mirror");
    g_assert_cmpstr (after_tray, ==, "FLPZ");
    /* The list was for LPZ: it is gone. */
    g_assert_cmpuint (pento_solution_list_get_n_total (pento_test_solutions ()),
                      ==, 0);

    g_assert_true (GTK_IS_TOGGLE_BUTTON (f_button));
    g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (f_button)));
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (f_button), FALSE);
    after_button = g_settings_get_string (pento_test_settings (), "mirror");
    g_assert_cmpstr (after_button, ==, "LPZ");
  }

  /* An invalid mirrored set is refused and the last good one kept. */
  pento_test_set_state ("mirror", g_variant_new_string ("QQ"));
  {
    g_autofree char *mirror = g_settings_get_string (pento_test_settings (), "mirror");

    g_assert_cmpstr (mirror, ==, "LPZ");
  }

  /* The window saves its size on close, and the next one opens at that size. */
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 640);
  pento_test_close_window (window);
  g_assert_cmpint (g_settings_get_int (pento_test_settings (), "window-width"), ==, 900);
  g_assert_cmpint (g_settings_get_int (pento_test_settings (), "window-height"), ==, 640);
  window = PENTO_WINDOW (pento_application_get_window (app));
  {
    int width, height;

    gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
    g_assert_cmpint (width, ==, 900);
    g_assert_cmpint (height, ==, 640);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_export (void)
{
  PentoWindow *window = open_window ();
  g_autofree char *dir = g_dir_make_tmp ("pentomino-test-ui-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *bad = g_build_filename (dir, "missing", "board.png", NULL);
  g_autofree char *contents = NULL;
  gsize length;

  pento_test_activate ("solve", NULL);
  WAIT_FOR (!pento_test_is_searching (), 10);

  pento_test_activate ("export-image", g_variant_new_string (png));
  g_assert_true (g_file_get_contents (png, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 8);
  g_assert_cmpint (memcmp (contents, "\x89PNG", 4), ==, 0);
  g_clear_pointer (&contents, g_free);

  pento_test_activate ("export-image", g_variant_new_string (svg));
  g_assert_true (g_file_get_contents (svg, &contents, &length, NULL));
  g_assert_nonnull (strstr (contents, "<svg"));

  /* A path that cannot be written: a toast, and no file. */
  pento_test_activate ("export-image", g_variant_new_string (bad));
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));

  /* A full disk is an error, with a message in the window, not "Saved". */
  if (g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_autofree char *full = g_build_filename (dir, "full.png", NULL);
      g_autoptr(GFile) link = g_file_new_for_path (full);
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_make_symbolic_link (link, "/dev/full", NULL, NULL));
      g_assert_false (pento_share_export_image (pento_test_session (), full, &error));
      g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NO_SPACE);
      g_assert_true (g_file_test (full, G_FILE_TEST_IS_SYMLINK));
      g_unlink (full);
    }

  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
  pento_test_close_window (window);
}

static void
count_items_changed (guint *n)
{
  (*n)++;
}

static const PentoSolution *
selected_solution (PentoWindow *window,
                   guint       *out_position)
{
  PentoSolutionList *list = pento_test_solutions ();
  GtkListView *list_view = GTK_LIST_VIEW (pento_test_feature_child (
    PENTO_TYPE_LIST_PANE,
    pento_solution_list_get_unique_only (list) ? "list_view" : "list_view_all"));
  GtkSingleSelection *selection = GTK_SINGLE_SELECTION (gtk_list_view_get_model (list_view));
  PentoSolutionItem *item = gtk_single_selection_get_selected_item (selection);

  *out_position = gtk_single_selection_get_selected (selection);
  return item != NULL ? pento_solution_item_get_solution (item) : NULL;
}

/* Switching between unique and all packings shows the other list view as it is —
 * no items-changed, no rows rebuilt, no item made for every packing (GTK 4.8's selection
 * made, and leaked, one per packing when one model switched) — and a cleared list lets its
 * items go. */
static void
test_views_switch_cheaply (void)
{
  PentoWindow *window = open_window ();
  PentoSolutionList *list = pento_test_solutions ();
  GListModel *views[2] = {
    G_LIST_MODEL (pento_solution_list_get_view (list, FALSE)),
    G_LIST_MODEL (pento_solution_list_get_view (list, TRUE)),
  };
  GtkWidget *unique_list_view = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "list_view"));
  guint n_changed = 0;
  gulong handlers[2];
  int items_before;
  guint position;
  const PentoSolution *selected;
  g_autoptr(PentoSolution) kept = NULL;

  /* Wide enough for the list beside the board and the sidebar (X without a window manager
   * may answer a resize with the old size: ask until it took). */
  for (guint tries = 0; tries < 50 && gtk_widget_get_width (GTK_WIDGET (window)) < 1100; tries++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), 1200 + tries % 2, 800);
      pento_test_run_for (100);
    }
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  WAIT_FOR (g_list_model_get_n_items (views[TRUE]) == 2339, 10);
  /* Solve All selected the first; the next one is number 2. */
  pento_test_activate ("next", NULL);
  selected = selected_solution (window, &position);
  g_assert_cmpuint (position, ==, 1);
  kept = pento_solution_copy (selected);

  /* The all view has not been shown yet: it catches up once shown. */
  for (guint i = 0; i < 2; i++)
    handlers[i] = g_signal_connect_swapped (views[i], "items-changed",
                                            G_CALLBACK (count_items_changed), &n_changed);
  items_before = g_type_get_instance_count (PENTO_TYPE_SOLUTION_ITEM);
  pento_test_set_state ("unique-only", g_variant_new_boolean (FALSE));
  /* The selected packing stays selected, now numbered among all. */
  selected = selected_solution (window, &position);
  g_assert_nonnull (selected);
  g_assert_true (pento_solution_equal (selected, kept));
  g_assert_cmpuint (position, ==, pento_solution_list_all_position (list, 1));
  WAIT_FOR (g_list_model_get_n_items (views[FALSE]) == 9356, 10);
  n_changed = 0;
  pento_test_set_state ("unique-only", g_variant_new_boolean (TRUE));
  pento_test_set_state ("unique-only", g_variant_new_boolean (FALSE));
  pento_test_set_state ("unique-only", g_variant_new_boolean (TRUE));
  g_assert_cmpuint (n_changed, ==, 0);
  selected = selected_solution (window, &position);
  g_assert_cmpuint (position, ==, 1);
  g_assert_true (pento_solution_equal (selected, kept));
  pento_test_run_for (100);
  g_test_message ("packing items alive: %d before switching, %d after",
                  items_before, g_type_get_instance_count (PENTO_TYPE_SOLUTION_ITEM));
  /* The rows of both list views and the selections: a few hundred at most, never 9356. */
  g_assert_cmpint (g_type_get_instance_count (PENTO_TYPE_SOLUTION_ITEM), <, 1000);
  for (guint i = 0; i < 2; i++)
    g_signal_handler_disconnect (views[i], handlers[i]);

  /* Clearing lets every item go. The list leaves the screen at once (the list pane shows its
   * empty page); each view reports the clear, and its list view drops its rows, from an idle
   * callback after the next frame, which a busy machine may run late: wait for it rather than
   * for a fixed time. */
  g_assert_true (gtk_widget_get_mapped (unique_list_view));
  pento_test_set_state ("board", g_variant_new_string ("12x5"));
  g_assert_false (gtk_widget_get_mapped (unique_list_view));
  WAIT_FOR (g_list_model_get_n_items (views[TRUE]) == 0, 20);
  WAIT_FOR (g_list_model_get_n_items (views[FALSE]) == 0, 20);
  WAIT_FOR (g_type_get_instance_count (PENTO_TYPE_SOLUTION_ITEM) == 0, 20);

  pento_test_close_window (window);
}

/* A reset reports the clear of each view from an idle
 * callback of its own (GTK 4.8 takes 3.5–4 ms to drop a list view's rows; both at once, in
 * the iteration that changes the board, stalled the main loop 11–16 ms). Meanwhile neither
 * view has an item to give, and showing one or asking it for a row reports the clear first. */
static void
test_hidden_view_clears_later (void)
{
  PentoWindow *window = open_window ();
  PentoSolutionList *list = pento_test_solutions ();
  GListModel *all = G_LIST_MODEL (pento_solution_list_get_view (list, FALSE));
  GListModel *unique = G_LIST_MODEL (pento_solution_list_get_view (list, TRUE));
  guint n_changed = 0;
  gulong handler;

  for (guint round = 0; round < 2; round++)
    {
      /* both views published: the unique one shown after the all one */
      pento_test_set_state ("board", g_variant_new_string (round == 0 ? "15x4" : "12x5"));
      pento_test_set_state ("unique-only", g_variant_new_boolean (FALSE));
      pento_test_activate ("solve-all", NULL);
      WAIT_FOR (!pento_test_is_searching (), 20);
      WAIT_FOR (g_list_model_get_n_items (all) == pento_solution_list_get_n_total (list), 10);
      pento_test_set_state ("unique-only", g_variant_new_boolean (TRUE));
      WAIT_FOR (g_list_model_get_n_items (unique) == pento_solution_list_get_n_unique (list),
                10);
      g_assert_cmpuint (g_list_model_get_n_items (all), >, 0);

      handler = g_signal_connect_swapped (all, "items-changed",
                                          G_CALLBACK (count_items_changed), &n_changed);
      n_changed = 0;
      pento_solution_list_reset (list, pento_solution_list_get_board (list));
      /* neither view reports the clear at once, nor has an item to give meanwhile */
      g_assert_cmpuint (n_changed, ==, 0);
      g_assert_cmpuint (g_list_model_get_n_items (all), >, 0);
      g_assert_null (g_list_model_get_item (all, 0));
      g_assert_cmpuint (g_list_model_get_n_items (unique), >, 0);
      g_assert_null (g_list_model_get_item (unique, 0));

      if (round == 0)
        {
          /* left alone, each reports the clear once the main loop is idle */
          WAIT_FOR (g_list_model_get_n_items (all) == 0, 5);
          WAIT_FOR (g_list_model_get_n_items (unique) == 0, 5);
        }
      else
        {
          /* shown, it reports the clear before anything else */
          pento_test_set_state ("unique-only", g_variant_new_boolean (FALSE));
          g_assert_cmpuint (g_list_model_get_n_items (all), ==, 0);
        }
      g_assert_cmpuint (n_changed, ==, 1);
      g_signal_handler_disconnect (all, handler);
    }
  pento_test_close_window (window);
}

/* The size of a row's number and caption, in @widget's font. */
static void
text_size (GtkWidget *widget,
           int       *title_w,
           int       *title_h,
           int       *sub_w,
           int       *sub_h)
{
  g_autoptr(PangoLayout) title = gtk_widget_create_pango_layout (widget, "No. 1,234");
  g_autoptr(PangoLayout) caption = gtk_widget_create_pango_layout (widget,
                                                                   "Turned or mirrored copy");
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_scale_new (PANGO_SCALE_SMALL));
  pango_layout_set_attributes (caption, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_get_pixel_size (title, title_w, title_h);
  pango_layout_get_pixel_size (caption, sub_w, sub_h);
}

/* A row's size comes from the text any row can hold, measured once per font,
 * and its text is shaped only when drawn; the size is still the text's, and a font change
 * changes it. */
static void
test_row_text_size (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *rows[2];
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", NULL);
  g_autoptr(PentoSolution) solution = pento_solution_new (10, 6);
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *font = NULL;
  int heights[2], big[2], padding, min, nat, title_w, title_h, sub_w, sub_h;

  memset (solution->cells, 'X', 60);
  gtk_window_set_child (GTK_WINDOW (window), box);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(PentoSolutionItem) item = pento_solution_item_new (board, solution, 1233, 0,
                                                                  FALSE);

      rows[i] = pento_solution_row_new ();
      gtk_box_append (GTK_BOX (box), rows[i]);
      pento_solution_row_set_item (PENTO_SOLUTION_ROW (rows[i]), item, i == 1);
      gtk_widget_measure (rows[i], GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      heights[i] = min;
    }

  /* The all view's row holds its number and a caption, the unique view's its number: the
   * taller of the thumbnail (6 × 8 + 2 px) and the text, plus the row's padding. */
  text_size (rows[0], &title_w, &title_h, &sub_w, &sub_h);
  padding = heights[0] - MAX (6 * 8 + 2, title_h + 2 + sub_h);
  g_test_message ("title %d × %d, caption %d × %d, rows %d and %d high", title_w, title_h,
                  sub_w, sub_h, heights[0], heights[1]);
  g_assert_cmpint (padding, >=, 0);
  g_assert_cmpint (heights[1], ==, padding + MAX (6 * 8 + 2, title_h));
  gtk_widget_measure (rows[0], GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, >=, 10 * 8 + 2 + 12 + MAX (title_w, sub_w));

  /* drawn, it shows its text */
  gtk_window_present (GTK_WINDOW (window));
  pento_test_run_for (100);
  snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (rows[0])->snapshot (rows[0], snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  {
    g_autoptr(GBytes) bytes = gsk_render_node_serialize (node);

    g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL), "text {"));
  }

  /* In a font four times as large the text is taller than the thumbnail: the rows follow. */
  g_object_get (settings, "gtk-font-name", &font, NULL);
  g_object_set (settings, "gtk-font-name", "Sans 40", NULL);
  pento_test_run_for (50);
  text_size (rows[0], &title_w, &title_h, &sub_w, &sub_h);
  for (guint i = 0; i < 2; i++)
    gtk_widget_measure (rows[i], GTK_ORIENTATION_VERTICAL, -1, &big[i], &nat, NULL, NULL);
  g_object_set (settings, "gtk-font-name", font, NULL);
  g_test_message ("in a 40-point font: title %d high, caption %d, rows %d and %d", title_h,
                  sub_h, big[0], big[1]);
  g_assert_cmpint (title_h, >, 6 * 8 + 2);
  g_assert_cmpint (big[0], ==, padding + title_h + 2 + sub_h);
  g_assert_cmpint (big[1], ==, padding + title_h);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether the board shows @item's packing. */
static gboolean
shows (PentoWindow       *window,
       PentoSolutionItem *item)
{
  const PentoSolution *shown = shown_solution (window);

  return shown != NULL && pento_solution_equal (shown, pento_solution_item_get_solution (item));
}

/* Solve All's first packing goes on the board a frame after the list shows it, not in the
 * same frame (a missed frame while the search streams), and long before the search ends. */
static void
test_solve_all_first_packing (void)
{
  PentoWindow *window = open_window ();
  PentoSolutionList *list = pento_test_solutions ();
  g_autoptr(PentoSolutionItem) first = NULL;

  pento_test_set_state ("board", g_variant_new_string ("8x8-tetromino"));
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (pento_solution_list_get_n_total (list) > 0, 20);
  first = g_list_model_get_item (G_LIST_MODEL (list), 0);
  g_assert_nonnull (first);
  /* the list has it, the board not yet */
  g_assert_false (shows (window, first));
  WAIT_FOR (shows (window, first), 5);
  g_test_message ("first packing shown with %u listed, search %s",
                  pento_solution_list_get_n_total (list),
                  pento_test_is_searching () ? "running" : "over");
  pento_test_activate ("stop", NULL);

  /* Stop before that frame: what was found stays, its first packing on the board at once */
  pento_test_set_state ("board", g_variant_new_string ("10x6"));
  pento_test_set_state ("board", g_variant_new_string ("8x8-tetromino"));
  WAIT_FOR (pento_solution_list_get_n_total (list) == 0, 5);
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (pento_solution_list_get_n_total (list) > 0, 20);
  g_clear_object (&first);
  first = g_list_model_get_item (G_LIST_MODEL (list), 0);
  g_assert_false (shows (window, first));
  pento_test_activate ("stop", NULL);
  g_assert_false (pento_test_is_searching ());
  g_assert_true (shows (window, first));
  pento_test_close_window (window);
}

/* Solve All shows one change for a search over in a frame or two: the last
 * list stays until the first packings come, and Stop and the progress bar come after a
 * moment (the stop action works at once). Stopping before any packing came clears the list. */
static void
test_solve_all_quiet_start (void)
{
  PentoWindow *window = open_window ();
  PentoSolutionList *list = pento_test_solutions ();
  GtkWidget *progress = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "progress_bar"));
  GtkStack *stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                             PENTO_TYPE_WINDOW,
                                                             "solve_all_stack"));

  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);

  /* again: the list stays as it is until the new one comes, which is the same */
  pento_test_activate ("solve-all", NULL);
  g_assert_true (pento_test_is_searching ());
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);
  g_assert_false (gtk_widget_get_opacity (progress) > 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "solve-all");
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);
  g_assert_cmpuint (pento_solution_list_get_n_unique (list), ==, 2339);

  /* a long search: Stop and the progress bar show once it has lasted a moment */
  pento_test_set_state ("board", g_variant_new_string ("8x8-tetromino"));
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (gtk_widget_get_opacity (progress) > 0, 5);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "stop");
  pento_test_activate ("stop", NULL);
  g_assert_false (gtk_widget_get_opacity (progress) > 0);

  /* stopped before its first packings: the last list does not stay */
  pento_test_set_state ("board", g_variant_new_string ("10x6"));
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);
  pento_test_activate ("solve-all", NULL);
  pento_test_activate ("stop", NULL);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 0);
  pento_test_close_window (window);
}

/* Solve All searches on every core, each of its threads below the main loop's priority
 * (Linux: nice 19, the lowest), so that on two cores the main loop wins. */
static void
test_search_priority (void)
{
#ifdef __linux__
  PentoWindow *window = open_window ();
  gboolean seen = FALSE;
  int main_nice;

  /* the main thread's own (this test may itself run niced) */
  errno = 0;
  main_nice = getpriority (PRIO_PROCESS, 0);
  g_assert_cmpint (errno, ==, 0);
  pento_test_set_state ("board", g_variant_new_string ("8x8-tetromino"));
  pento_test_activate ("solve-all", NULL);
  for (guint attempt = 0; attempt < 200 && !seen && pento_test_is_searching ();
       attempt++)
    {
      g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
      const char *tid;

      g_assert_nonnull (dir);
      while ((tid = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *comm_path = g_build_filename ("/proc/self/task", tid, "comm", NULL);
          g_autofree char *stat_path = g_build_filename ("/proc/self/task", tid, "stat", NULL);
          g_autofree char *comm = NULL, *stat = NULL;
          g_auto(GStrv) fields = NULL;

          if (!g_file_get_contents (comm_path, &comm, NULL, NULL) ||
              !g_str_has_prefix (comm, "pento-search") ||
              !g_file_get_contents (stat_path, &stat, NULL, NULL))
            continue;
          /* after "(comm)": state is field 3, nice field 19 */
          fields = g_strsplit (strrchr (stat, ')') + 2, " ", -1);
          g_assert_cmpuint (g_strv_length (fields), >, 16);
          g_test_message ("thread %s (%s): nice %s", tid, g_strchomp (comm), fields[16]);
          g_assert_cmpint (atoi (fields[16]), ==, 19);
          seen = TRUE;
        }
      pento_test_run_for (5);
    }
  g_assert_true (seen);
  /* and the main loop's thread kept its own */
  errno = 0;
  g_assert_cmpint (getpriority (PRIO_PROCESS, 0), ==, main_nice);
  g_assert_cmpint (errno, ==, 0);
  pento_test_activate ("stop", NULL);
  WAIT_FOR (!pento_test_is_searching (), 10);
  pento_test_close_window (window);
#else
  g_test_skip ("thread priorities are checked on Linux");
#endif
}

/* The first report of a big batch is small (rows are built a few at a time) and
 * the list catches up within a few main-loop iterations. */
static void
test_view_publishes_in_steps (void)
{
  PentoWindow *window = open_window ();
  PentoSolutionList *list = pento_test_solutions ();
  GListModel *view = G_LIST_MODEL (pento_solution_list_get_view (list, TRUE));
  g_autofree char *cells = NULL;
  g_autofree guint8 *flags = NULL;
  PentoBoard *board;
  gsize size;
  const guint n = 5000;

  pento_test_set_state ("unique-only", g_variant_new_boolean (TRUE));
  board = pento_solution_list_get_board (list);
  size = (gsize) pento_board_get_width (board) * pento_board_get_height (board);
  cells = g_malloc (n * size);
  memset (cells, 'X', n * size);
  flags = g_malloc (n);
  memset (flags, 1, n);

  pento_solution_list_append (list, cells, flags, n);
  g_assert_cmpuint (pento_solution_list_get_n_unique (list), ==, n);
  /* At once: a first step only, so that the first packing can be selected. */
  g_assert_cmpuint (g_list_model_get_n_items (view), >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (view), <=, 16);
  WAIT_FOR (g_list_model_get_n_items (view) == n, 5);

  /* A reset reports the clear after the next frame, or at once when packings come. */
  pento_solution_list_reset (list, board);
  g_assert_null (g_list_model_get_item (view, 0));
  pento_solution_list_append (list, cells, flags, 1);
  g_assert_cmpuint (g_list_model_get_n_items (view), ==, 1);
  pento_solution_list_reset (list, board);
  WAIT_FOR (g_list_model_get_n_items (view) == 0, 5);
  pento_test_close_window (window);
}

/* The list keeps a search's batches as they came (not copied into one store): packings read
 * back from either side of a batch's edge are the ones appended, and find() finds them. */
static void
test_list_batches (void)
{
  g_autoptr(PentoSolutionList) list = pento_solution_list_new ();
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", NULL);
  const guint sizes[] = { 3, 1, 5 };
  guint n = 0;

  pento_solution_list_reset (list, board);
  for (guint b = 0; b < G_N_ELEMENTS (sizes); b++)
    {
      g_autofree char *cells = g_malloc (sizes[b] * 60);
      g_autofree guint8 *flags = g_malloc0 (sizes[b]);
      g_autoptr(GBytes) bytes = NULL;

      for (guint i = 0; i < sizes[b]; i++)
        {
          memset (cells + i * 60, 'A' + n + i, 60);
          flags[i] = (n + i) % 2;
        }
      bytes = g_bytes_new (cells, sizes[b] * 60);
      if (b == 1)
        pento_solution_list_append (list, cells, flags, sizes[b]);
      else
        pento_solution_list_append_bytes (list, bytes, flags, sizes[b]);
      n += sizes[b];
    }
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9);
  g_assert_cmpuint (pento_solution_list_get_n_unique (list), ==, 4);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PentoSolution) solution = pento_solution_list_get_solution (list, i);

      g_assert_nonnull (solution);
      g_assert_cmpint (pento_solution_get (solution, 0, 0), ==, 'A' + i);
      g_assert_cmpint (pento_solution_get (solution, 9, 5), ==, 'A' + i);
      g_assert_cmpuint (pento_solution_list_find (list, solution), ==, i);
      g_assert_cmpuint (pento_solution_list_unique_position (list, i), ==,
                        i % 2 ? i / 2 : G_MAXUINT);
    }
  g_assert_null (pento_solution_list_get_solution (list, n));
}

/* Solve All's batches come in pages of their own: a buffer grown past its first span hands on
 * in each slice exactly what was appended since the last, across spans; the list reads a
 * batch of it back, and lets go of it. */
static void
test_page_buffer (void)
{
  g_auto(PentoPageBuffer) buffer;
  g_autoptr(GBytes) empty = NULL;
  g_autoptr(GBytes) first = NULL;
  g_autoptr(GBytes) big = NULL;
  g_autoptr(GBytes) small = NULL;
  g_autoptr(PentoSolutionList) list = pento_solution_list_new ();
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", NULL);
  const guint n = 90000;   /* 5.4 MB of 10×6 packings: past 2 MiB */
  char cells[60];
  g_autofree guint8 *flags = g_malloc0 (n);
  const char *data;
  gsize size;

  pento_page_buffer_init (&buffer);
  empty = pento_page_buffer_take_bytes (&buffer);
  g_assert_cmpuint (g_bytes_get_size (empty), ==, 0);
  /* a slice of the first (small) span, then the rest across the next */
  pento_page_buffer_append (&buffer, "first", 5);
  first = pento_page_buffer_take_bytes (&buffer);

  for (guint i = 0; i < n; i++)
    {
      memset (cells, 'A' + i % 26, sizeof cells);
      cells[0] = (char) (i & 127);
      pento_page_buffer_append (&buffer, cells, sizeof cells);
    }
  big = pento_page_buffer_take_bytes (&buffer);
  g_assert_cmpmem (g_bytes_get_data (first, NULL), g_bytes_get_size (first), "first", 5);
  data = g_bytes_get_data (big, &size);
  g_assert_cmpuint (size, ==, (gsize) n * 60);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (data[(gsize) i * 60], ==, (char) (i & 127));
      g_assert_cmpint (data[(gsize) i * 60 + 59], ==, 'A' + i % 26);
    }

  pento_page_buffer_append (&buffer, "xyz", 3);
  small = pento_page_buffer_take_bytes (&buffer);
  g_clear_pointer (&empty, g_bytes_unref);
  empty = pento_page_buffer_take_bytes (&buffer);
  g_assert_cmpuint (g_bytes_get_size (empty), ==, 0);
  g_assert_cmpmem (g_bytes_get_data (small, NULL), g_bytes_get_size (small), "xyz", 3);

  flags[n - 1] = 1;
  pento_solution_list_reset (list, board);
  pento_solution_list_append_bytes (list, big, flags, n);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, n);
  g_assert_cmpuint (pento_solution_list_get_n_unique (list), ==, 1);
  {
    g_autoptr(PentoSolution) last = pento_solution_list_get_solution (list, n - 1);

    g_assert_cmpint (pento_solution_get (last, 0, 0), ==, (char) ((n - 1) & 127));
    g_assert_cmpint (pento_solution_get (last, 9, 5), ==, 'A' + (n - 1) % 26);
  }
  /* (the list lets go of its batches on a worker) */
  pento_solution_list_reset (list, board);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 0);
}

/* Solve selects its packing when the list holds it; after Solve All the
 * first packing is selected even when the board showed a Solve; Randomize tile order keeps
 * the list. */
static void
test_solve_and_list_agree (void)
{
  PentoWindow *window = open_window ();
  PentoSolutionList *list = pento_test_solutions ();
  const PentoSolution *selected;
  guint position;

  pento_test_activate ("solve", NULL);
  WAIT_FOR (!pento_test_is_searching (), 10);
  g_assert_nonnull (shown_solution (window));

  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  selected = selected_solution (window, &position);
  g_assert_cmpuint (position, ==, 0);
  g_assert_true (pento_solution_equal (selected, shown_solution (window)));

  for (guint32 seed = 1; seed <= 3; seed++)
    {
      g_autofree char *expected = NULL;
      g_autofree char *number = NULL;

      pento_test_activate ("seed", g_variant_new_uint32 (seed * 7919));
      WAIT_FOR (!pento_test_is_searching (), 10);
      selected = selected_solution (window, &position);
      g_assert_nonnull (selected);
      g_assert_true (pento_solution_equal (selected, shown_solution (window)));
      /* "Random packing 868 of 2,339 unique": row 868 is the one selected. */
      number = pento_format_count (position + 1);
      expected = g_strdup_printf ("Random packing %s of", number);
      g_assert_nonnull (strstr (pento_test_status (), expected));
    }

  pento_test_set_state ("shuffle", g_variant_new_boolean (TRUE));
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);
  g_assert_cmpstr (pento_test_counts (), ==, "2,339 unique · 9,356 total");
  pento_test_set_state ("shuffle", g_variant_new_boolean (FALSE));
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);

  pento_test_close_window (window);
}

static GtkWidget *
find_widget (GtkWidget *root,
             gboolean (*match) (GtkWidget *widget))
{
  if (match (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The primary menu's button (Play's New Challenge comes before it in the header). */
static gboolean
is_menu_button (GtkWidget *widget)
{
  return GTK_IS_MENU_BUTTON (widget) &&
         gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)) != NULL &&
         gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

static gboolean
is_stop_button (GtkWidget *widget)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "app.stop") == 0;
}

static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_strcmp0 (name, action) == 0)
        return TRUE;
      if (section != NULL && menu_has_action (section, action))
        return TRUE;
    }
  return FALSE;
}

/* Quit is not in the primary menu (the HIG keeps it out; Ctrl+Q stays), and
 * Stop has the neutral style. */
static void
test_hig (void)
{
  PentoWindow *window = open_window ();
  GtkWidget *menu_button = find_widget (GTK_WIDGET (window), is_menu_button);
  GtkWidget *stop = find_widget (GTK_WIDGET (window), is_stop_button);
  GMenuModel *menu;

  g_assert_nonnull (menu_button);
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button));
  g_assert_true (menu_has_action (menu, "app.about"));
  g_assert_false (menu_has_action (menu, "app.quit"));
  g_assert_nonnull (stop);
  g_assert_false (gtk_widget_has_css_class (stop, "destructive-action"));
  pento_test_close_window (window);
}

/* At 360 × 640 nothing asks for more than 360 px or 640: the list folds behind
 * a toggle, the sidebar folds into an overlay, the board's page scrolls with the board as
 * wide as the window, and the narrow header shows Solve All as an icon. */
static void
check_narrow (const char *decoration_layout)
{
  PentoWindow *window = open_window ();
  GtkWidget *content = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                  PENTO_TYPE_WINDOW,
                                                                  "content_leaflet"));
  AdwFlap *flap = ADW_FLAP (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                          PENTO_TYPE_WINDOW, "flap"));
  GtkWidget *board = GTK_WIDGET (pento_test_board_widget ());
  GtkWidget *symmetry_label = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "symmetry_label"));
  GtkWidget *symmetry_button = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "symmetry_button"));
  GtkButton *solve_all = GTK_BUTTON (gtk_widget_get_template_child (
    GTK_WIDGET (window), PENTO_TYPE_WINDOW, "solve_all_button"));
  int minimum, natural, min_height;
  g_autofree char *layout = NULL;

  g_object_get (gtk_settings_get_default (), "gtk-decoration-layout", &layout, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", decoration_layout, NULL);
  pento_test_run_for (100);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural,
                      NULL, NULL);
  g_test_message ("wide minimum width with \"%s\": %d", decoration_layout, minimum);
  /* Without a window manager, X may answer a resize made while another is on its way with
   * the old size: ask until the layout is narrow (at most 5 s), as when going wide below. */
  for (guint tries = 0; tries < 50 && !adw_leaflet_get_folded (ADW_LEAFLET (content)); tries++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), 360 + tries % 2, 640);
      pento_test_run_for (100);
    }
  g_assert_true (adw_leaflet_get_folded (ADW_LEAFLET (content)));
  /* The first resize was clamped to the wide layout's minimum; as a window manager would,
   * ask again now that the layout is narrow. */
  for (guint tries = 0; tries < 50 && (gtk_widget_get_width (GTK_WIDGET (window)) > 360 ||
                                       gtk_widget_get_height (GTK_WIDGET (window)) > 640);
       tries++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), 361, 640);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      pento_test_run_for (100);
    }
  /* Folding slides the sidebar away (libadwaita's fold-duration, 250 ms): the board has its
   * width when the slide is over, not when the window has its size. It used to be measured
   * mid-slide, at 260 to 296 px. */
  {
    guint slide = adw_flap_get_fold_duration (flap) + 50;
    int before;

    do
      {
        before = gtk_widget_get_width (board);
        pento_test_run_for (slide);
      }
    while (gtk_widget_get_width (board) != before);
  }
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural,
                      NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 360, &min_height,
                      &natural, NULL, NULL);
  g_test_message ("window buttons \"%s\": minimum %d × %d px; the board %d × %d",
                  decoration_layout, minimum, min_height, gtk_widget_get_width (board),
                  gtk_widget_get_height (board));
  g_assert_cmpint (minimum, <=, 360);
  g_assert_cmpint (min_height, <=, 640);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 640);
  g_assert_true (adw_flap_get_folded (flap));
  /* the board takes the width (its page scrolls), 10 × 6 square cells across it */
  g_assert_cmpint (gtk_widget_get_width (board), >=, 280);
  g_assert_cmpint (gtk_widget_get_height (board), >=, 160);
  /* the tray shows whole under the board, the empty list saying so in words alone */
  {
    GtkWidget *tray = GTK_WIDGET (pento_test_tray (window));
    GtkWidget *scroller = gtk_widget_get_ancestor (tray, GTK_TYPE_SCROLLED_WINDOW);
    AdwStatusPage *empty = ADW_STATUS_PAGE (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "empty_page"));
    graphene_rect_t bounds;

    g_assert_true (gtk_widget_compute_bounds (tray, scroller, &bounds));
    g_test_message ("tray %.0f-%.0f px down a board page of %d px", bounds.origin.y,
                    bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
    g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroller));
    g_assert_null (adw_status_page_get_icon_name (empty));
  }
  /* Solve All is an icon that keeps its name */
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (solve_all)));
  {
    GtkWidget *icon = pento_test_find_actionable (GTK_WIDGET (window), "app.solve-all");

    g_assert_nonnull (icon);
    g_assert_null (gtk_button_get_label (GTK_BUTTON (icon)));
    g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (icon)), ==, "view-list-bullet-symbolic");
  }

  /* A packing list fits too: Solve All, and the first packing is selected and shown; the
   * explanation of the counts waits behind a button. */
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_assert_nonnull (shown_solution (window));
  g_assert_false (gtk_widget_get_visible (symmetry_label));
  g_assert_true (gtk_widget_get_visible (symmetry_button));

  /* Wide again: side by side. */
  /* Without a window manager, X may answer a resize made while the last one is still on its
   * way with the old size: ask until the window is wide (at most 5 s). */
  for (guint tries = 0; tries < 50 && adw_leaflet_get_folded (ADW_LEAFLET (content)); tries++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), 999 + tries % 2, 700);
      pento_test_run_for (100);
    }
  g_assert_false (adw_leaflet_get_folded (ADW_LEAFLET (content)));
  g_assert_true (gtk_widget_get_visible (symmetry_label));
  g_assert_false (gtk_widget_get_visible (symmetry_button));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (solve_all)));
  g_assert_cmpstr (gtk_button_get_label (solve_all), ==, "Solve _All");
  g_assert_cmpstr (adw_status_page_get_icon_name (ADW_STATUS_PAGE (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "empty_page"))), ==,
                   "view-list-symbolic");
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", layout, NULL);
  pento_test_close_window (window);
}

/* The window works at 360 × 640, with GNOME's close button alone and with
 * the three buttons other desktops show. */
static void
test_narrow (void)
{
  check_narrow (":close");
  check_narrow ("menu:minimize,maximize,close");
}

/* "Up to symmetry" is explained where the counts are, with the arithmetic
 * of the published figures; a board with no packing says why and what to try. */
static void
test_words (void)
{
  PentoWindow *window = open_window ();
  GtkLabel *symmetry = GTK_LABEL (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "symmetry_label"));
  AdwStatusPage *empty = ADW_STATUS_PAGE (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "empty_page"));

  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_test_message ("%s", gtk_label_get_label (symmetry));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (symmetry)));
  g_assert_nonnull (strstr (gtk_label_get_label (symmetry), "2,339 × 4 = 9,356"));
  g_assert_nonnull (strstr (gtk_label_get_label (symmetry), "2,339 × 8 = 18,712"));
  g_assert_nonnull (strstr (gtk_label_get_label (symmetry), "6 × 10"));

  pento_test_set_state ("board", g_variant_new_string ("20x3"));
  pento_test_set_state ("flip", g_variant_new_boolean (FALSE));
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_test_message ("%s", adw_status_page_get_description (empty));
  g_assert_nonnull (strstr (adw_status_page_get_description (empty), "Allow flipping"));
  g_assert_nonnull (strstr (adw_status_page_get_description (empty), "FNY"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (symmetry)));

  pento_test_close_window (window);
}

/* The packing list is one Tab stop: Tab leaves it from any row (it used to
 * walk the rows one by one), Shift+Tab too, and coming back returns to the row. */
static void
test_list_one_tab_stop (void)
{
  PentoWindow *window = open_window ();
  GtkWidget *list_view = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "list_view"));
  GtkWidget *focus;

  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  pento_test_run_for (100);
  g_assert_true (gtk_widget_child_focus (list_view, GTK_DIR_TAB_FORWARD));
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, list_view));

  g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_FORWARD);
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (focus == NULL || !gtk_widget_is_ancestor (focus, list_view));
  g_assert_true (gtk_widget_get_can_focus (list_view));

  g_assert_true (gtk_widget_child_focus (list_view, GTK_DIR_TAB_FORWARD));
  g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_BACKWARD);
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (focus == NULL || !gtk_widget_is_ancestor (focus, list_view));

  pento_test_close_window (window);
}

/* Tab walks the controls once each and comes round: a switch's row takes the focus
 * (and toggles it), the switch is no second stop, and nothing traps the focus. */
static void
test_tab_stops (void)
{
  PentoWindow *window = open_window ();
  GtkWidget *flip_switch = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_SIDEBAR, "flip_switch"));
  GtkWidget *flip_row = gtk_widget_get_ancestor (flip_switch, ADW_TYPE_ACTION_ROW);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  gboolean reached_flip_row = FALSE, reached_watch = FALSE;
  guint stops = 0;

  /* wide, with the sidebar shown */
  pento_test_set_state ("sidebar-visible", g_variant_new_boolean (TRUE));
  for (guint tries = 0; tries < 50 && !gtk_widget_is_drawable (flip_row); tries++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), 1199 + tries % 2, 800);
      pento_test_run_for (100);
    }
  g_assert_true (gtk_widget_is_drawable (flip_row));
  for (guint i = 0; i < 200; i++)
    {
      GtkWidget *focus;

      g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_FORWARD);
      focus = gtk_window_get_focus (GTK_WINDOW (window));
      if (focus == NULL)
        continue;
      if (g_hash_table_contains (seen, focus))
        break;
      g_hash_table_add (seen, focus);
      stops++;
      g_test_message ("Tab stop %u: %s", stops, G_OBJECT_TYPE_NAME (focus));
      g_assert_false (GTK_IS_SWITCH (focus));
      reached_flip_row = reached_flip_row || focus == flip_row || gtk_widget_is_ancestor (focus, flip_row);
      /* Watch's controls are reached too */
      reached_watch = reached_watch ||
                      (GTK_IS_ACTIONABLE (focus) &&
                       g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), "app.watch") == 0);
    }
  g_assert_true (reached_flip_row);
  g_assert_true (reached_watch);
  g_assert_cmpuint (stops, <, 60);
  /* the row takes the switch's place: activating it (Space, Enter) toggles the switch */
  g_assert_true (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (flip_row)) == flip_switch);
  g_assert_false (gtk_widget_get_focusable (flip_switch));
  pento_test_close_window (window);
}

/* Draws @widget as it is on screen into an image surface (after its first frame). */
static cairo_surface_t *
draw_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
surface_has_colour (cairo_surface_t *surface,
                    const PentoRgb  *rgb)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 want = ((guint32) (rgb->red * 255 + 0.5) << 16) |
                 ((guint32) (rgb->green * 255 + 0.5) << 8) | (guint32) (rgb->blue * 255 + 0.5);

  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4) & 0xffffff;
        gboolean close = TRUE;

        for (guint shift = 0; shift < 24; shift += 8)
          close = close && ABS ((int) ((pixel >> shift) & 0xff) -
                                (int) ((want >> shift) & 0xff)) <= 1;
        if (close)
          return TRUE;
      }
  return FALSE;
}

/* A box: app.board 2x3x10, Solve All lists its 96 packings, 12 up to the box's
 * symmetries — checked again here by the packings themselves: each a valid packing of the
 * box, all different, 12 classes under the box's symmetries in space, one representative
 * each; the box view draws the selected one; the flip settings do not apply. */
static void
test_box (void)
{
  PentoWindow *window = open_window ();
  PentoSolutionList *list = pento_test_solutions ();
  GtkWidget *box_view = pento_test_box_view ();
  GtkWidget *flip_switch = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_SIDEBAR, "flip_switch"));
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                         NULL);
  g_autoptr(PentoSolutionItem) item = NULL;
  g_autofree char *dir = g_dir_make_tmp ("pentomino-test-ui-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "box.png", NULL);
  g_autofree char *contents = NULL;
  cairo_surface_t *surface;
  PentoBox box;
  guint n_representatives = 0;
  gsize length;

  g_assert_true (gtk_widget_get_visible (pento_test_board_widget ()));
  g_assert_false (gtk_widget_get_visible (box_view));
  g_assert_true (gtk_widget_is_sensitive (flip_switch));

  pento_test_set_state ("board", g_variant_new_string ("2x3x10"));
  g_assert_true (pento_box_view_get_box (PENTO_BOX_VIEW (box_view), &box));
  g_assert_cmpuint (box.width, ==, 2);
  g_assert_cmpuint (box.height, ==, 3);
  g_assert_cmpuint (box.depth, ==, 10);
  g_assert_true (gtk_widget_get_visible (box_view));
  g_assert_false (gtk_widget_get_visible (pento_test_board_widget ()));
  /* box mode is the board model's, and what follows it is bound there: no game on the board,
   * a tray that only shows the twelve, turned every way */
  {
    PentoBoardModel *model = pento_session_get_board_model (pento_test_session ());
    GtkWidget *tray = GTK_WIDGET (pento_test_tray (window));

    g_assert_true (pento_board_model_get_is_box (model));
    g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_BOX);
    g_assert_false (pento_board_model_get_playable (model));
    g_assert_false (gtk_widget_get_focusable (tray));
    g_assert_false (gtk_widget_get_can_target (tray));
    g_assert_true (pento_piece_tray_get_flip (PENTO_PIECE_TRAY (tray)));
    g_assert_cmpuint (pento_piece_tray_get_pieces (PENTO_PIECE_TRAY (tray)), ==,
                      PENTO_PIECE_SET_TWELVE);
  }
  /* the chooser shows the box */
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (adw_combo_row_get_selected_item (
                     pento_test_board_chooser ()))), ==, "2 × 3 × 10 box");
  /* no hand play and no Watch in a box: their actions are off, over D-Bus too */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "place"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "hint"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "watch"));
  g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (gtk_widget_get_template_child (
                     GTK_WIDGET (window), PENTO_TYPE_WINDOW, "window_title"))), ==,
                   "2 × 3 × 10 box · pieces turn every way in space");
  g_assert_false (gtk_widget_is_sensitive (flip_switch));

  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 96);
  g_assert_cmpuint (pento_solution_list_get_n_unique (list), ==, 12);
  g_assert_cmpstr (pento_test_counts (), ==, "12 unique · 96 total");
  {
    /* the explanation speaks of the box, and of no flat board turned apart */
    const char *symmetry = gtk_label_get_label (GTK_LABEL (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "symmetry_label")));

    g_test_message ("%s", symmetry);
    g_assert_nonnull (strstr (symmetry, "whole box in space"));
    g_assert_nonnull (strstr (symmetry, "12 × 8 = 96"));
    g_assert_null (strstr (symmetry, "apart"));
  }

  pento_test_set_state ("unique-only", g_variant_new_boolean (FALSE));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 96);
  for (guint i = 0; i < 96; i++)
    {
      g_autoptr(PentoSolutionItem) it = g_list_model_get_item (G_LIST_MODEL (list), i);
      const PentoSolution *solution = pento_solution_item_get_solution (it);
      g_autoptr(PentoSolution) canonical = pento_box_solution_canonical (solution, &box);
      g_autoptr(GError) error = NULL;

      g_assert_true (pento_box_solution_validate (solution, &box, &error));
      g_assert_no_error (error);
      g_assert_true (g_hash_table_add (seen, pento_box_solution_to_text (solution, &box)));
      g_hash_table_add (classes, pento_box_solution_to_text (canonical, &box));
      n_representatives += pento_solution_item_get_representative (it);
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 96);
  g_assert_cmpuint (g_hash_table_size (classes), ==, 12);
  g_assert_cmpuint (n_representatives, ==, 12);

  /* Select one: the box view shows it, and draws all twelve piece colours (the layers) and
   * the lit tops of the isometric view. */
  WAIT_FOR (gtk_widget_get_mapped (box_view), 5);
  pento_searches_select (pento_test_searches (), 37);
  item = g_list_model_get_item (G_LIST_MODEL (list), 37);
  g_assert_true (pento_solution_equal (pento_box_view_get_solution (PENTO_BOX_VIEW (box_view)),
                                       pento_solution_item_get_solution (item)));
  g_assert_true (pento_solution_equal (shown_solution (window),
                                       pento_solution_item_get_solution (item)));
  {
    guint before = 0;
    GdkFrameClock *clock = gtk_widget_get_frame_clock (box_view);
    gulong handler = g_signal_connect_swapped (clock, "after-paint", G_CALLBACK (frame_painted),
                                               &before);

    gtk_widget_queue_draw (box_view);
    WAIT_FOR (before > 0, 5);
    g_signal_handler_disconnect (clock, handler);
  }
  surface = draw_widget (box_view);
  for (guint piece = 0; piece < PENTO_N_PIECES - 1; piece++)
    {
      PentoRgb fill, top;
      char letter = pento_piece_to_letter (piece);
      gboolean on_top = FALSE;

      pento_palette_get_piece (piece, FALSE, &fill);
      g_assert_true (surface_has_colour (surface, &fill));
      for (guint x = 0; x < box.width; x++)
        for (guint y = 0; y < box.height; y++)
          on_top = on_top || pento_box_solution_get (pento_solution_item_get_solution (item),
                                                     &box, x, y, 0) == letter;
      pento_render_box_shade (&fill, PENTO_BOX_FACE_TOP, FALSE, &top);
      if (on_top)
        g_assert_true (surface_has_colour (surface, &top));
    }
  cairo_surface_destroy (surface);

  /* Export draws the box. */
  pento_test_activate ("export-image", g_variant_new_string (png));
  g_assert_true (g_file_get_contents (png, &contents, &length, NULL));
  g_assert_cmpint (memcmp (contents, "\x89PNG", 4), ==, 0);
  g_unlink (png);
  g_rmdir (dir);

  /* Back to a flat board: its view and its settings again. */
  pento_test_set_state ("board", g_variant_new_string ("10x6"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "place"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "watch"));
  g_assert_true (gtk_widget_get_visible (pento_test_board_widget ()));
  g_assert_false (gtk_widget_get_visible (box_view));
  g_assert_true (gtk_widget_is_sensitive (flip_switch));
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 0);
  g_assert_false (pento_board_model_get_is_box (pento_session_get_board_model (pento_test_session ())));
  g_assert_true (pento_board_model_get_playable (pento_session_get_board_model (pento_test_session ())));
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (pento_test_tray (window))));

  pento_test_close_window (window);
}

/* Every shortcut comes from the one table: whatever accelerator the application has, and the
 * window's shortcuts that wait for the focused widget, the Keyboard Shortcuts window shows
 * under that action's title; and every key that window shows for an action works. */
static gboolean
shown_in (GPtrArray  *shown,
          const char *title,
          const char *accel)
{
  guint key, want_key;
  GdkModifierType mods, want_mods;

  if (!gtk_accelerator_parse (accel, &want_key, &want_mods))
    return FALSE;
  for (guint i = 0; i < shown->len; i += 2)
    {
      g_auto(GStrv) keys = g_strsplit (g_ptr_array_index (shown, i + 1), " ", -1);

      if (title != NULL && g_strcmp0 (g_ptr_array_index (shown, i), title) != 0)
        continue;
      for (guint k = 0; keys[k] != NULL; k++)
        if (gtk_accelerator_parse (keys[k], &key, &mods) && key == want_key && mods == want_mods)
          return TRUE;
    }
  return FALSE;
}

/* Counts the key caps under @widget that read @text, and fails on one that reads a raw key
 * name ("Page_Down"). */
static guint
count_key_caps (GtkWidget  *widget,
                const char *text)
{
  guint n = 0;

  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "keycap"))
    {
      const char *shown = gtk_label_get_label (GTK_LABEL (widget));

      if (strchr (shown, '_') != NULL)
        g_error ("the Keyboard Shortcuts window shows the key name “%s”", shown);
      n += g_strcmp0 (shown, text) == 0;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_key_caps (child, text);
  return n;
}

static void
test_shortcuts_window (void)
{
  PentoWindow *window = open_window ();
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  const PentoAccel *table;
  guint n_table, n_app = 0;

  g_assert_nonnull (overlay);
  /* (title, keys) of every row the window shows */
  for (GtkWidget *w = GTK_WIDGET (overlay); w != NULL; )
    {
      if (GTK_IS_SHORTCUTS_SHORTCUT (w))
        {
          g_autofree char *title = NULL;
          g_autofree char *keys = NULL;

          g_object_get (w, "title", &title, "accelerator", &keys, NULL);
          g_ptr_array_add (shown, g_steal_pointer (&title));
          g_ptr_array_add (shown, g_steal_pointer (&keys));
        }
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != GTK_WIDGET (overlay) && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = (w == NULL || w == GTK_WIDGET (overlay)) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  table = pento_accels_get (&n_table);
  g_assert_cmpuint (shown->len / 2, >=, 40);

  /* keys in the words of an accelerator's label: Page Down, on its page and in the search */
  {
    g_autofree char *page_down = gtk_accelerator_get_label (GDK_KEY_Page_Down, 0);

    g_assert_cmpuint (count_key_caps (GTK_WIDGET (overlay), page_down), >=, 2);
  }

  /* every accelerator the application has, under its action's title in the table */
  for (guint a = 0; actions[a] != NULL; a++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                   actions[a]);
      const char *title = NULL;

      for (guint t = 0; t < n_table && title == NULL; t++)
        if (g_strcmp0 (table[t].action, actions[a]) == 0)
          title = g_dpgettext2 (NULL, "shortcut window", table[t].title);
      for (guint k = 0; accels[k] != NULL; k++)
        {
          if (strstr (accels[k], "KP_") != NULL)
            continue;
          if (title == NULL || !shown_in (shown, title, accels[k]))
            g_error ("%s (%s) is not in the Keyboard Shortcuts window", accels[k], actions[a]);
          n_app++;
        }
    }
  g_assert_cmpuint (n_app, >=, 25);

  /* every key of an action in the table works: an accelerator of the application, or a
   * shortcut of the window */
  for (guint t = 0; t < n_table; t++)
    for (guint k = 0; table[t].action != NULL && table[t].accels[k] != NULL; k++)
      {
        g_auto(GStrv) found = gtk_application_get_actions_for_accel (GTK_APPLICATION (app),
                                                                    table[t].accels[k]);

        g_assert_true (shown_in (shown, NULL, table[t].accels[k]) ||
                       strstr (table[t].accels[k], "KP_") != NULL);
        if (table[t].kind == PENTO_ACCEL_APP)
          g_assert_true (g_strv_contains ((const char * const *) found, table[t].action));
        else
          g_assert_cmpint (table[t].kind, ==, PENTO_ACCEL_BUBBLE);
      }

  pento_test_close_window (window);
}

/* The one-sided set chosen: the sidebar names it in words and shows flipping off (greyed,
 * with the reason), without changing the person's "flip"; the twelve again, the switch is
 * theirs and writes the key. */
static void
test_one_sided_sidebar (void)
{
  PentoWindow *window = open_window ();
  GtkWidget *pieces_row = pento_test_feature_child (PENTO_TYPE_SIDEBAR, "pieces_row");
  GtkWidget *flip_switch = pento_test_feature_child (PENTO_TYPE_SIDEBAR, "flip_switch");
  GtkWidget *flip_row = gtk_widget_get_ancestor (flip_switch, ADW_TYPE_ACTION_ROW);

  g_assert_true (g_settings_get_boolean (pento_test_settings (), "flip"));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (flip_switch)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (pieces_row)), ==, "FILNPTUVWXYZ");

  pento_test_set_state ("pieces", g_variant_new_string ("one-sided"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (pieces_row)), ==,
                   "One-sided pieces (18)");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (flip_switch)));
  g_assert_false (gtk_widget_is_sensitive (flip_row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (flip_row)),
                            "never turned over"));
  g_assert_true (g_settings_get_boolean (pento_test_settings (), "flip"));
  /* Enter on the words plays the same set, no error */
  g_signal_emit_by_name (pieces_row, "entry-activated");
  g_assert_false (gtk_widget_has_css_class (pieces_row, "error"));
  {
    g_autofree char *pieces = g_settings_get_string (pento_test_settings (), "pieces");

    g_assert_cmpstr (pieces, ==, "one-sided");
  }

  pento_test_set_state ("pieces", g_variant_new_string (""));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (pieces_row)), ==, "FILNPTUVWXYZ");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (flip_switch)));
  g_assert_true (gtk_widget_is_sensitive (flip_row));
  gtk_switch_set_active (GTK_SWITCH (flip_switch), FALSE);
  g_assert_false (g_settings_get_boolean (pento_test_settings (), "flip"));
  g_settings_set_boolean (pento_test_settings (), "flip", TRUE);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (flip_switch)));
  pento_test_close_window (window);
}

static GtkWindow *
toplevel_titled (const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (gtk_window_get_title (toplevel), title) == 0 &&
          gtk_widget_get_mapped (GTK_WIDGET (toplevel)))
        return toplevel;
    }
  return NULL;
}

static gboolean
is_open_button (GtkWidget *widget)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Open") == 0;
}

/* A code that does not read keeps the Open Challenge Code dialog open, the reason under the
 * entry, Open and Enter refused; corrected in place, it opens its challenge. */
static void
test_code_dialog (void)
{
  PentoWindow *window = open_window ();
  GtkWindow *dialog;
  GtkWidget *entry, *reason, *open;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  pento_test_activate ("open-code-dialog", NULL);
  WAIT_FOR ((dialog = toplevel_titled ("Open Challenge Code")) != NULL, 5);
  entry = pento_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_ENTRY);
  reason = gtk_widget_get_next_sibling (entry);
  open = find_widget (GTK_WIDGET (dialog), is_open_button);
  g_assert_nonnull (open);
  /* nothing typed: no reproach, nothing to open */
  g_assert_false (gtk_widget_get_visible (reason));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "open"));

  gtk_editable_set_text (GTK_EDITABLE (entry), "PENTO-10x7-H-3F9A2C");
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "open"));
  g_assert_true (gtk_widget_get_visible (reason));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (reason)), "PENTO-10x7-H-3F9A2C"));
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  /* Enter (the entry activates the default, Open) does nothing, and Open is greyed: the
   * code is still there to be corrected */
  g_assert_false (gtk_widget_is_sensitive (open));
  gtk_widget_activate_default (entry);
  pento_test_run_for (400);
  g_assert_true (toplevel_titled ("Open Challenge Code") == dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "PENTO-10x7-H-3F9A2C");

  gtk_editable_set_text (GTK_EDITABLE (entry), "PENTO-10x6-H-3F9A2C");
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "open"));
  g_assert_false (gtk_widget_get_visible (reason));
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  g_assert_true (gtk_widget_is_sensitive (open));
  gtk_widget_activate_default (entry);
  WAIT_FOR (toplevel_titled ("Open Challenge Code") == NULL, 5);
  /* (said in a toast, not in the status line too) */
  WAIT_FOR (pento_test_toast_said ("Challenge PENTO-10x6-H-3F9A2C"), 20);
  /* (the challenge's clock stops while its window is there: Pause goes with it) */
  pento_test_activate ("new-game", NULL);
  WAIT_FOR (!g_action_group_get_action_enabled (G_ACTION_GROUP (app), "pause"), 5);
  pento_test_close_window (window);
}

/* The challenges, the two-player game and the Scores are the window's features like the
 * others: reached through the session, their actions on the application while their window
 * lives, gone with it, and the next window's after it. */
static void
test_window_features (void)
{
  static const struct {
    const char *action;
    GType     (*type) (void);
  } features[] = {
    { "new-challenge", pento_challenge_actions_get_type },
    { "pause", pento_challenge_actions_get_type },
    { "new-duel", pento_duel_get_type },
    { "scores", pento_scores_get_type },
  };
  PentoSession *session = pento_application_get_session (app);
  PentoWindow *window = open_window ();

  for (guint i = 0; i < G_N_ELEMENTS (features); i++)
    {
      g_assert_nonnull (pento_test_feature (features[i].type ()));
      g_assert_nonnull (g_action_map_lookup_action (G_ACTION_MAP (app), features[i].action));
    }
  /* (no challenge runs: Pause waits for one) */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "pause"));
  pento_test_close_window (window);
  for (guint i = 0; i < G_N_ELEMENTS (features); i++)
    {
      g_assert_null (pento_session_get_feature (session, features[i].type ()));
      g_assert_null (g_action_map_lookup_action (G_ACTION_MAP (app), features[i].action));
    }

  window = open_window ();
  for (guint i = 0; i < G_N_ELEMENTS (features); i++)
    g_assert_nonnull (g_action_map_lookup_action (G_ACTION_MAP (app), features[i].action));
  /* a wrong code is said in a toast alone, the status line emptied */
  pento_session_set_status (session, "Something said before");
  pento_test_activate ("open-code", g_variant_new_string ("PENTO-10x7-H-3F9A2C"));
  WAIT_FOR (pento_test_toast_said ("PENTO-10x7-H-3F9A2C"), 5);
  g_assert_cmpstr (pento_session_get_status (session), ==, "");
  pento_test_close_window (window);
}

/* Collects the menu buttons under @widget that show, with a tooltip. */
static void
collect_menu_buttons (GtkWidget *widget,
                      GPtrArray *out)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
      gtk_widget_get_has_tooltip (widget))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_menu_buttons (child, out);
}

/* A menu open never has its button's tooltip (nor that of a row around it) over its first
 * item; closed, the button has it again. */
static void
test_menu_tooltips (void)
{
  PentoWindow *window = open_window ();
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  collect_menu_buttons (GTK_WIDGET (window), buttons);
  /* the main menu and the sidebar's two */
  g_assert_cmpuint (buttons->len, >=, 3);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkMenuButton *button = buttons->pdata[i];
      GtkPopover *popover = gtk_menu_button_get_popover (button);

      g_test_message ("menu “%s”", gtk_widget_get_tooltip_text (GTK_WIDGET (button)));
      gtk_menu_button_popup (button);
      WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (popover)), 5);
      for (GtkWidget *w = GTK_WIDGET (button); w != NULL; w = gtk_widget_get_parent (w))
        g_assert_false (gtk_widget_get_has_tooltip (w));
      gtk_menu_button_popdown (button);
      WAIT_FOR (!gtk_widget_get_mapped (GTK_WIDGET (popover)), 5);
      g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
    }
  pento_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  /* The game in progress is saved under the user data dir: never the real one. */
  app = pento_test_init (&argc, &argv, "io.github.pentomino.Pentomino.TestUi",
                         "pentomino-test-ui-XXXXXX");

  g_test_add_func ("/ui/window/template", test_template);
  g_test_add_func ("/ui/window/solve", test_solve);
  g_test_add_func ("/ui/window/solve-other-boards", test_solve_other_boards);
  g_test_add_func ("/ui/window/no-packing", test_no_packing);
  g_test_add_func ("/ui/window/solve-all", test_solve_all);
  g_test_add_func ("/ui/window/stop", test_stop);
  g_test_add_func ("/ui/cancel-link", test_cancel_link);
  g_test_add_func ("/ui/window/change-board-cancels", test_change_board_cancels);
  g_test_add_func ("/ui/window/settings-persist", test_settings_persist);
  g_test_add_func ("/ui/window/export", test_export);
  g_test_add_func ("/ui/window/views-switch-cheaply", test_views_switch_cheaply);
  g_test_add_func ("/ui/window/view-publishes-in-steps", test_view_publishes_in_steps);
  g_test_add_func ("/ui/list-batches", test_list_batches);
  g_test_add_func ("/ui/page-buffer", test_page_buffer);
  g_test_add_func ("/ui/window/hidden-view-clears-later", test_hidden_view_clears_later);
  g_test_add_func ("/ui/window/search-priority", test_search_priority);
  g_test_add_func ("/ui/window/solve-all-quiet-start", test_solve_all_quiet_start);
  g_test_add_func ("/ui/window/solve-all-first-packing", test_solve_all_first_packing);
  g_test_add_func ("/ui/solution-row/text-size", test_row_text_size);
  g_test_add_func ("/ui/window/solve-and-list-agree", test_solve_and_list_agree);
  g_test_add_func ("/ui/window/hig", test_hig);
  g_test_add_func ("/ui/window/narrow", test_narrow);
  g_test_add_func ("/ui/window/words", test_words);
  g_test_add_func ("/ui/window/list-one-tab-stop", test_list_one_tab_stop);
  g_test_add_func ("/ui/window/tab-stops", test_tab_stops);
  g_test_add_func ("/ui/window/box", test_box);
  g_test_add_func ("/ui/window/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/ui/window/menu-tooltips", test_menu_tooltips);
  g_test_add_func ("/ui/window/one-sided-sidebar", test_one_sided_sidebar);
  g_test_add_func ("/ui/window/code-dialog", test_code_dialog);
  g_test_add_func ("/ui/window/features", test_window_features);

  return pento_test_run ();
}
