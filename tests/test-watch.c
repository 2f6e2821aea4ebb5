/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-watch.c: Watch in the real window under a display — the board changes from frame to
 * frame, pause holds it still, a step changes it once, the figures are in the labels, speed
 * and pause-at-packing are action states, the list ends as Solve All's, a changed setting
 * ends the watch, and the main thread's work per frame stays far below a frame; past 64 cells
 * too (the eighteen one-sided pieces on 3×30).
 */
#include <string.h>

#include "pento-application.h"
#include "pento-board-view.h"
#include "pento-solution-list.h"
#include "pento-test-util.h"
#include "pento-watch-panel.h"
#include "pento-watch-task.h"
#include "pento-window.h"

static PentoApplication *app;

/* Every Watch test starts from these keys' defaults, at full speed and not pausing at a
 * packing. */
static PentoWindow *
open_window (void)
{
  static const char * const keys[] = { "board", "flip", "mirror", "shuffle", "unique-only",
                                       "pieces", NULL };
  PentoWindow *window;

  pento_test_reset_settings (keys);
  /* (the watch actions come with the window: their states are set once it is there) */
  window = pento_test_open_window ();
  pento_test_set_state ("watch-speed", g_variant_new_uint32 (0));
  pento_test_set_state ("watch-pause-at-packing", g_variant_new_boolean (FALSE));
  return window;
}

static const PentoSolution *
shown (PentoWindow *window)
{
  return pento_board_view_get_solution (PENTO_BOARD_VIEW (pento_test_board_widget ()));
}

static guint64
events (PentoWatchPanel *panel)
{
  PentoTraceFigures f;

  pento_watch_panel_get_figures (panel, &f);
  return f.steps + f.backtracks;
}

/* The text of every label under @widget, joined: what AT-SPI reads as their names. */
static void
collect_labels (GtkWidget *widget,
                GString   *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_is_visible (widget))
    g_string_append_printf (out, "%s|", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, out);
}

/* Per frame: the board shown when the frame was painted, and when. */
typedef struct {
  PentoWindow *window;
  GPtrArray   *boards;
  GArray      *times;
} Frames;

static void
after_paint (GdkFrameClock *clock,
             Frames        *frames)
{
  const PentoSolution *board = shown (frames->window);
  gint64 now = g_get_monotonic_time ();

  g_ptr_array_add (frames->boards, board ? pento_solution_copy (board) : NULL);
  g_array_append_val (frames->times, now);
}

static gulong
watch_frames (PentoWindow *window,
              Frames      *frames)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

  frames->window = window;
  frames->boards = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  frames->times = g_array_new (FALSE, FALSE, sizeof (gint64));
  return g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), frames);
}

static guint
count_changes (Frames *frames)
{
  guint changes = 0;

  for (guint i = 1; i < frames->boards->len; i++)
    {
      const PentoSolution *a = frames->boards->pdata[i - 1], *b = frames->boards->pdata[i];

      if (a != NULL && b != NULL && !pento_solution_equal (a, b))
        changes++;
    }
  return changes;
}

static void
frames_clear (PentoWindow *window,
              Frames      *frames,
              gulong       handler)
{
  g_signal_handler_disconnect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), handler);
  g_clear_pointer (&frames->boards, g_ptr_array_unref);
  g_clear_pointer (&frames->times, g_array_unref);
}

static void
test_actions (void)
{
  PentoWindow *window = open_window ();
  static const struct { const char *action; const char *accel; } expected[] = {
    { "app.watch", "F5" },
    { "app.watch-step", "F6" },
  };
  g_autoptr(GVariant) speed = NULL;
  g_autoptr(GVariant) pause = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                   expected[i].action);

      g_assert_nonnull (accels[0]);
      g_assert_cmpstr (accels[0], ==, expected[i].accel);
    }
  /* Ctrl+C, Ctrl+S, Ctrl+Z and Ctrl+Shift+Z are no application accelerators (they would be
   * taken from the seed entry and the editor): the window maps them to their actions after the
   * focused widget, in the bubble phase. Space is none either (see test_space). */
  {
    static const struct { const char *trigger; const char *action; } bubble[] = {
      { "<Control>c", "app.copy" },
      { "<Control>s", "app.save-list-dialog" },
      { "<Control>z", "app.undo" },
      { "<Shift><Control>z", "app.redo" },
    };
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
    GListModel *shortcuts = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && shortcuts == NULL; i++)
      {
        g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

        if (g_strcmp0 (gtk_event_controller_get_name (controller), "window-shortcuts") == 0)
          {
            g_assert_cmpint (gtk_event_controller_get_propagation_phase (controller), ==,
                             GTK_PHASE_BUBBLE);
            shortcuts = G_LIST_MODEL (controller);
          }
      }
    g_assert_nonnull (shortcuts);
    for (guint b = 0; b < G_N_ELEMENTS (bubble); b++)
      {
        g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                     bubble[b].action);
        gboolean found = FALSE;

        g_assert_null (accels[0]);
        for (guint i = 0; i < g_list_model_get_n_items (shortcuts) && !found; i++)
          {
            g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (shortcuts, i);
            g_autofree char *trigger =
              gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

            found = g_str_equal (trigger, bubble[b].trigger) &&
                    g_str_equal (gtk_named_action_get_action_name (
                                   GTK_NAMED_ACTION (gtk_shortcut_get_action (shortcut))),
                                 bubble[b].action);
          }
        g_assert_true (found);
      }
  }
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "watch-pause"));
  speed = g_action_group_get_action_state (G_ACTION_GROUP (app), "watch-speed");
  g_assert_true (g_variant_is_of_type (speed, G_VARIANT_TYPE_UINT32));
  pause = g_action_group_get_action_state (G_ACTION_GROUP (app), "watch-pause-at-packing");
  g_assert_true (g_variant_is_of_type (pause, G_VARIANT_TYPE_BOOLEAN));
  /* the speed list under the board goes through the action */
  {
    GtkDropDown *dropdown = NULL;
    g_autoptr(GVariant) chosen = NULL;
    GtkWidget *panel = GTK_WIDGET (pento_test_watch_panel ());

    dropdown = GTK_DROP_DOWN (pento_test_find_descendant (panel, GTK_TYPE_DROP_DOWN));
    g_assert_nonnull (dropdown);
    g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, 6);   /* as fast as… */
    gtk_drop_down_set_selected (dropdown, 3);                          /* 10 steps a second */
    chosen = g_action_group_get_action_state (G_ACTION_GROUP (app), "watch-speed");
    g_assert_cmpuint (g_variant_get_uint32 (chosen), ==, 10);
    g_assert_cmpuint (pento_watch_panel_get_speed (PENTO_WATCH_PANEL (panel)), ==, 10);
    /* and a state set over D-Bus shows in the list, the nearest offered speed at or below */
    pento_test_set_state ("watch-speed", g_variant_new_uint32 (7));
    g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, 2);   /* 5 steps a second */
    g_assert_cmpuint (pento_watch_panel_get_speed (PENTO_WATCH_PANEL (panel)), ==, 7);
    pento_test_set_state ("watch-speed", g_variant_new_uint32 (0));
  }
  /* speed and pause-at-packing are settings, kept for the next start: set over D-Bus, they
   * are in the settings; set in the settings, the actions and the panel follow */
  {
    GSettings *settings = pento_test_settings ();
    PentoWatchPanel *panel = pento_test_watch_panel ();
    g_autoptr(GVariant) state = NULL;

    pento_test_set_state ("watch-speed", g_variant_new_uint32 (7));
    g_assert_cmpuint (g_settings_get_uint (settings, "watch-speed"), ==, 7);
    pento_test_set_state ("watch-pause-at-packing", g_variant_new_boolean (TRUE));
    g_assert_true (g_settings_get_boolean (settings, "watch-pause-at-packing"));
    g_settings_set_uint (settings, "watch-speed", 2);
    state = g_action_group_get_action_state (G_ACTION_GROUP (app), "watch-speed");
    g_assert_cmpuint (g_variant_get_uint32 (state), ==, 2);
    g_assert_cmpuint (pento_watch_panel_get_speed (panel), ==, 2);
    g_settings_set_boolean (settings, "watch-pause-at-packing", FALSE);
    g_clear_pointer (&state, g_variant_unref);
    state = g_action_group_get_action_state (G_ACTION_GROUP (app), "watch-pause-at-packing");
    g_assert_false (g_variant_get_boolean (state));
    pento_test_set_state ("watch-speed", g_variant_new_uint32 (0));
  }

  /* nothing to pause or step yet: Space stays with the widgets */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "watch-pause"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "watch-toggle"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "watch-step"));
  pento_test_close_window (window);
}

/* Space pauses and resumes a running watch wherever the focus is (a button just clicked
 * takes no Space from it), except in a text field, where it is a space. */
static gboolean
press_space (PentoWindow *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "watch-space") != 0)
        continue;
      g_assert_cmpint (gtk_event_controller_get_propagation_phase (controller), ==,
                       GTK_PHASE_CAPTURE);
      g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_space, 0, 0, &handled);
      return handled;
    }
  g_assert_not_reached ();
}

static GtkWidget *
first_editable (GtkWidget *widget)
{
  if (GTK_IS_TEXT (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = first_editable (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_space (void)
{
  PentoWindow *window = open_window ();
  PentoWatchPanel *panel = pento_test_watch_panel ();
  GtkWidget *text = first_editable (GTK_WIDGET (window));   /* the seed entry's text */

  /* not watching: Space is the focused widget's */
  g_assert_false (press_space (window));
  pento_test_set_state ("watch-speed", g_variant_new_uint32 (2));
  pento_test_activate ("watch", NULL);
  g_assert_true (pento_watch_panel_is_running (panel));
  gtk_widget_grab_focus (GTK_WIDGET (pento_test_board_widget ()));
  g_assert_true (press_space (window));
  g_assert_true (pento_watch_panel_is_paused (panel));
  g_assert_true (press_space (window));
  g_assert_false (pento_watch_panel_is_paused (panel));
  /* in the seed entry Space types */
  g_assert_nonnull (text);
  gtk_widget_grab_focus (text);
  g_assert_false (press_space (window));
  g_assert_false (pento_watch_panel_is_paused (panel));
  pento_test_activate ("stop", NULL);
  pento_test_close_window (window);
}

static void
test_watch_pause_step (void)
{
  PentoWindow *window = open_window ();
  PentoWatchPanel *panel = pento_test_watch_panel ();
  PentoSolutionList *list = pento_test_solutions ();
  g_autoptr(PentoSolution) still = NULL;
  g_autoptr(GString) labels = g_string_new (NULL);
  g_autoptr(GVariant) state = NULL;
  g_autofree char *steps_text = NULL;
  PentoTraceFigures f;
  Frames frames;
  gulong handler;
  gdouble elapsed_before;
  guint64 before;
  guint changes;

  /* 100 steps a second: a change every frame or two */
  pento_test_set_state ("watch-speed", g_variant_new_uint32 (100));
  state = g_action_group_get_action_state (G_ACTION_GROUP (app), "watch-speed");
  g_assert_cmpuint (g_variant_get_uint32 (state), ==, 100);
  g_assert_cmpuint (pento_watch_panel_get_speed (panel), ==, 100);

  pento_test_activate ("watch", NULL);
  g_assert_true (pento_watch_panel_is_running (panel));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "stop"));
  handler = watch_frames (window, &frames);
  WAIT_FOR (frames.boards->len >= 30, 10);
  changes = count_changes (&frames);
  g_test_message ("100 steps/s: the board changed in %u of %u frames", changes,
                  frames.boards->len - 1);
  g_assert_cmpuint (changes, >=, 5);
  frames_clear (window, &frames, handler);

  /* pause: the board stays still across frames */
  pento_watch_panel_get_figures (panel, &f);
  elapsed_before = f.elapsed;
  pento_test_activate ("watch-pause", NULL);
  g_assert_true (pento_watch_panel_is_paused (panel));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "watch-step"));
  pento_test_run_for (200);                        /* the worker reaches its wait */
  still = pento_solution_copy (shown (window));
  before = events (panel);
  handler = watch_frames (window, &frames);
  WAIT_FOR (frames.boards->len >= 15, 10);
  g_assert_cmpuint (count_changes (&frames), ==, 0);
  g_assert_true (pento_solution_equal (still, shown (window)));
  g_assert_cmpuint (events (panel), ==, before);
  frames_clear (window, &frames, handler);
  pento_test_run_for (1000);                       /* a long pause */

  /* one step: the board changes once, by one piece */
  pento_test_activate ("watch-step", NULL);
  WAIT_FOR (events (panel) != before, 5);
  pento_test_run_for (300);
  g_assert_cmpuint (events (panel), ==, before + 1);
  {
    const PentoSolution *now = shown (window);
    guint changed_letters = 0;
    char letter = 0;

    g_assert_false (pento_solution_equal (still, now));
    for (gsize i = 0; i < (gsize) now->width * now->height; i++)
      if (still->cells[i] != now->cells[i])
        {
          char l = still->cells[i] != '.' ? still->cells[i] : now->cells[i];

          if (l != letter)
            changed_letters++;
          letter = l;
          /* one piece went on (cells were empty) or came off (cells become empty) */
          g_assert_true (still->cells[i] == '.' || now->cells[i] == '.');
        }
    g_assert_cmpuint (changed_letters, >=, 1);
  }

  /* the clock stood still while paused: over 1.4 s of pause, the step adds next to nothing */
  pento_watch_panel_get_figures (panel, &f);
  g_test_message ("time before the pause %.2f s, after it and a step %.2f s", elapsed_before,
                  f.elapsed);
  g_assert_cmpfloat (f.elapsed, >=, elapsed_before);
  g_assert_cmpfloat (f.elapsed - elapsed_before, <, 0.7);

  /* the figures, as the labels (AT-SPI names) show them */
  pento_watch_panel_get_figures (panel, &f);
  collect_labels (GTK_WIDGET (panel), labels);
  steps_text = g_strdup_printf ("Steps: %" G_GUINT64_FORMAT "|", f.steps);
  g_test_message ("figures: %s", labels->str);
  g_assert_nonnull (strstr (labels->str, steps_text));
  g_assert_nonnull (strstr (labels->str, "Backtracks: "));
  g_assert_nonnull (strstr (labels->str, "Packings: "));
  g_assert_nonnull (strstr (labels->str, "Pieces: "));
  g_assert_nonnull (strstr (labels->str, "Time: "));
  g_assert_nonnull (strstr (labels->str, "Done: "));
  g_assert_cmpfloat (f.fraction, <, 1.0);

  /* app.watch resumes; a changed setting ends the watch at once, nothing lands after */
  pento_test_activate ("watch", NULL);
  g_assert_false (pento_watch_panel_is_paused (panel));
  pento_test_run_for (100);
  g_settings_set_string (pento_test_settings (), "board", "12x5");
  g_assert_false (pento_watch_panel_is_running (panel));
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 0);
  pento_test_run_for (300);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 0);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "stop"));

  pento_test_close_window (window);
}

/* Pause at each packing: the board then shows a full packing, which is in the list, and the
 * list can be browsed; run to the end, the list is Solve All's. */
/* Closing the window while the worker waits for its next slow step ends the watch at once. */
static void
test_close_while_waiting (void)
{
  PentoWindow *window = open_window ();
  PentoWatchPanel *panel = pento_test_watch_panel ();
  gint64 start;

  pento_test_set_state ("watch-speed", g_variant_new_uint32 (1));
  pento_test_activate ("watch", NULL);
  WAIT_FOR (events (panel) >= 1, 5);
  start = g_get_monotonic_time ();
  pento_test_close_window (window);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC / 2);
  /* a new window starts without a watch */
  window = open_window ();
  g_assert_false (pento_watch_panel_is_running (pento_test_watch_panel ()));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "stop"));
  pento_test_close_window (window);
}

/* At a few steps a second a change cross-fades, unless the desktop asks for no animations:
 * then pieces appear at once. */
static void
test_reduce_animation (void)
{
  PentoWindow *window = open_window ();
  PentoWatchPanel *panel = pento_test_watch_panel ();
  PentoBoardView *view = PENTO_BOARD_VIEW (pento_test_board_widget ());
  GtkSettings *gtk_settings = gtk_widget_get_settings (GTK_WIDGET (window));
  gboolean faded = FALSE;
  guint64 before;

  g_object_set (gtk_settings, "gtk-enable-animations", TRUE, NULL);
  pento_test_set_state ("watch-speed", g_variant_new_uint32 (5));
  pento_test_activate ("watch", NULL);
  WAIT_FOR (events (panel) >= 2, 5);
  before = events (panel);
  while (events (panel) < before + 3)
    {
      g_main_context_iteration (NULL, TRUE);
      faded |= pento_board_view_is_fading (view);
    }
  g_assert_true (faded);

  g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
  before = events (panel);
  faded = FALSE;
  WAIT_FOR (events (panel) >= before + 1, 5);   /* a fade begun before may end first */
  WAIT_FOR (!pento_board_view_is_fading (view), 5);
  before = events (panel);
  while (events (panel) < before + 3)
    {
      g_main_context_iteration (NULL, TRUE);
      faded |= pento_board_view_is_fading (view);
    }
  g_assert_false (faded);
  g_object_set (gtk_settings, "gtk-enable-animations", TRUE, NULL);
  pento_test_close_window (window);
}

static void
test_pause_at_packing (void)
{
  PentoWindow *window = open_window ();
  PentoWatchPanel *panel = pento_test_watch_panel ();
  PentoSolutionList *list = pento_test_solutions ();
  PentoBoard *board = pento_board_view_get_board (PENTO_BOARD_VIEW (pento_test_board_widget ()));
  g_autoptr(PentoSolution) first = NULL;
  g_autoptr(GString) labels = g_string_new (NULL);
  PentoTraceFigures f;

  pento_test_set_state ("watch-pause-at-packing", g_variant_new_boolean (TRUE));
  pento_test_activate ("watch", NULL);
  WAIT_FOR (pento_watch_panel_is_paused (panel), 10);
  WAIT_FOR (pento_solution_list_get_n_total (list) > 0, 5);
  pento_watch_panel_get_figures (panel, &f);
  g_assert_cmpuint (f.packings, ==, 1);
  g_assert_cmpuint (f.n_placed, ==, 12);
  {
    PentoRules rules;
    g_autoptr(GError) error = NULL;

    pento_rules_init_default (&rules);
    g_assert_true (pento_solution_validate (shown (window), board, &rules, &error));
    g_assert_no_error (error);
  }
  first = pento_solution_list_get_solution (list, 0);
  g_assert_true (pento_solution_equal (first, shown (window)));

  /* browse the paused watch: the selection stays on the board across frames */
  pento_searches_select (pento_test_searches (), 0);
  pento_test_run_for (200);
  g_assert_true (pento_solution_equal (first, shown (window)));

  /* to the end at full speed */
  pento_test_set_state ("watch-pause-at-packing", g_variant_new_boolean (FALSE));
  pento_test_set_state ("watch-speed", g_variant_new_uint32 (0));
  pento_test_activate ("watch", NULL);
  WAIT_FOR (!pento_watch_panel_is_running (panel), 30);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);
  g_assert_cmpuint (pento_solution_list_get_n_unique (list), ==, 2339);
  pento_watch_panel_get_figures (panel, &f);
  g_assert_cmpfloat (f.fraction, ==, 1.0);
  g_assert_cmpuint (f.total, ==, 9356);
  collect_labels (GTK_WIDGET (panel), labels);
  g_assert_nonnull (strstr (labels->str, "Done: 100%|"));
  g_assert_nonnull (strstr (labels->str, "Packings: 9,356|"));
  g_assert_nonnull (strstr (pento_test_counts (), "2,339 unique"));

  pento_test_close_window (window);
}

/* Randomize tile order: each run explores in an order of its own. */
static void
test_shuffle (void)
{
  PentoWindow *window = open_window ();
  PentoWatchPanel *panel = pento_test_watch_panel ();
  g_autoptr(GPtrArray) firsts = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  gboolean differ = FALSE;

  g_settings_set_boolean (pento_test_settings (), "shuffle", TRUE);
  pento_test_set_state ("watch-pause-at-packing", g_variant_new_boolean (TRUE));
  for (guint run = 0; run < 3; run++)
    {
      pento_test_activate ("watch", NULL);
      WAIT_FOR (pento_watch_panel_is_paused (panel), 10);
      g_ptr_array_add (firsts, pento_solution_copy (shown (window)));
      pento_test_activate ("stop", NULL);
      g_assert_false (pento_watch_panel_is_running (panel));
      /* the packing found stays listed, and the counts say the list is partial */
      g_assert_cmpuint (pento_solution_list_get_n_total (pento_test_solutions ()),
                        >, 0);
      g_assert_nonnull (strstr (pento_test_counts (), "(stopped)"));
    }
  for (guint i = 1; i < firsts->len; i++)
    differ |= !pento_solution_equal (firsts->pdata[0], firsts->pdata[i]);
  g_assert_true (differ);
  pento_test_close_window (window);
}

/* Past 64 cells: the eighteen one-sided pieces on 3×30. The board fills, the figures count
 * its eighteen pieces, a step while paused changes it by one piece, and run to the end the
 * list holds the 184 packings, 46 up to symmetry (tests/published-counts.md). */
static void
test_one_sided (void)
{
  PentoWindow *window = open_window ();
  PentoWatchPanel *panel = pento_test_watch_panel ();
  PentoSolutionList *list = pento_test_solutions ();
  PentoBoard *board;
  g_autoptr(GString) labels = g_string_new (NULL);
  g_autoptr(PentoSolution) still = NULL;
  PentoTraceFigures f;
  Frames frames;
  gulong handler;
  guint64 before;

  g_settings_set_string (pento_test_settings (), "pieces", "one-sided");
  g_settings_set_string (pento_test_settings (), "board", "3x30");
  pento_test_run_for (100);
  board = pento_board_view_get_board (PENTO_BOARD_VIEW (pento_test_board_widget ()));
  g_assert_cmpuint (pento_board_get_n_cells (board), ==, 90);

  /* at 100 steps a second the board fills and empties from frame to frame */
  pento_test_set_state ("watch-speed", g_variant_new_uint32 (100));
  pento_test_activate ("watch", NULL);
  g_assert_true (pento_watch_panel_is_running (panel));
  handler = watch_frames (window, &frames);
  WAIT_FOR (frames.boards->len >= 30, 10);
  g_assert_cmpuint (count_changes (&frames), >=, 5);
  frames_clear (window, &frames, handler);

  /* paused, then one step: one piece on or off */
  pento_test_activate ("watch-pause", NULL);
  g_assert_true (pento_watch_panel_is_paused (panel));
  pento_test_run_for (200);
  still = pento_solution_copy (shown (window));
  before = events (panel);
  pento_test_activate ("watch-step", NULL);
  WAIT_FOR (events (panel) != before, 5);
  pento_test_run_for (200);
  g_assert_cmpuint (events (panel), ==, before + 1);
  {
    const PentoSolution *now = shown (window);
    guint changed = 0;

    for (gsize i = 0; i < (gsize) now->width * now->height; i++)
      if (still->cells[i] != now->cells[i])
        {
          g_assert_true (still->cells[i] == '.' || now->cells[i] == '.');
          changed++;
        }
    g_assert_cmpuint (changed, ==, 5);
  }
  collect_labels (GTK_WIDGET (panel), labels);
  g_test_message ("figures: %s", labels->str);
  g_assert_nonnull (strstr (labels->str, " of 18|"));
  pento_watch_panel_get_figures (panel, &f);
  g_assert_cmpfloat (f.fraction, <, 1.0);

  /* to the end at full speed */
  pento_test_set_state ("watch-speed", g_variant_new_uint32 (0));
  pento_test_activate ("watch", NULL);
  WAIT_FOR (!pento_watch_panel_is_running (panel), 30);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 184);
  g_assert_cmpuint (pento_solution_list_get_n_unique (list), ==, 46);
  pento_watch_panel_get_figures (panel, &f);
  g_assert_cmpfloat (f.fraction, ==, 1.0);
  g_assert_cmpuint (f.total, ==, 184);
  g_assert_cmpuint (f.unique, ==, 46);
  g_string_truncate (labels, 0);
  collect_labels (GTK_WIDGET (panel), labels);
  g_assert_nonnull (strstr (labels->str, "Done: 100%|"));
  g_assert_nonnull (strstr (labels->str, "Packings: 184|"));
  g_assert_nonnull (strstr (pento_test_counts (), "46 unique"));
  {
    PentoRules rules;
    g_autoptr(PentoSolution) first = pento_solution_list_get_solution (list, 0);
    g_autoptr(GError) error = NULL;

    pento_rules_init_default (&rules);
    rules.flip = FALSE;
    g_assert_true (pento_piece_set_parse ("one-sided", &rules.pieces, &error));
    g_assert_true (pento_solution_validate (first, board, &rules, &error));
    g_assert_no_error (error);
  }

  pento_test_close_window (window);
}

/* Frames while watching at full speed on every preset: the main thread's work per frame and
 * the longest interval between painted frames. */
static void
test_frame_times (void)
{
  static const char * const boards[] = {
    "10x6", "12x5", "15x4", "20x3", "8x8-hole", "8x8-tetromino",
  };
  PentoWindow *window = open_window ();
  PentoWatchPanel *panel = pento_test_watch_panel ();
  gint64 worst_update = 0;
  guint64 n_frames = 0, n_slow = 0;

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      Frames frames;
      gulong handler;
      gint64 longest = 0;

      g_settings_set_string (pento_test_settings (), "board", boards[b]);
      handler = watch_frames (window, &frames);
      pento_test_activate ("watch", NULL);
      WAIT_FOR (!pento_watch_panel_is_running (panel), 60);
      pento_test_run_for (50);
      for (guint i = 1; i < frames.times->len; i++)
        longest = MAX (longest, g_array_index (frames.times, gint64, i) -
                                g_array_index (frames.times, gint64, i - 1));
      g_test_message ("%s at full speed: %u frames, longest interval between painted frames "
                      "%.1f ms, longest update %.2f ms (adding to the list: %.2f ms)", boards[b],
                      (guint) pento_watch_panel_get_frames (panel), longest / 1000.0,
                      pento_watch_panel_get_longest_update (panel) / 1000.0,
                      pento_watch_panel_get_longest_append (panel) / 1000.0);
      /* the end shows the run's own time, even a twentieth of a second */
      {
        g_autoptr(GString) labels = g_string_new (NULL);
        g_autofree char *time_text = NULL;
        PentoTraceFigures f;

        pento_watch_panel_get_figures (panel, &f);
        collect_labels (GTK_WIDGET (panel), labels);
        time_text = g_strdup_printf ("Time: %.2f s|", f.elapsed);
        g_test_message ("%s ends with %s", boards[b], labels->str);
        g_assert_nonnull (strstr (labels->str, time_text));
        g_assert_cmpfloat (f.fraction, ==, 1.0);
        if (b == 0)
          g_assert_null (strstr (labels->str, "Time: 0.00 s|"));
      }
      worst_update = MAX (worst_update, pento_watch_panel_get_longest_update (panel));
      n_frames += pento_watch_panel_get_frames (panel);
      n_slow += pento_watch_panel_get_slow_updates (panel);
      frames_clear (window, &frames, handler);
    }
  /* and at 100 steps a second on 10×6 for a second: a new board drawn almost every frame */
  {
    Frames frames;
    gulong handler;
    gint64 longest = 0;

    g_settings_set_string (pento_test_settings (), "board", "10x6");
    pento_test_set_state ("watch-speed", g_variant_new_uint32 (100));
    handler = watch_frames (window, &frames);
    pento_test_activate ("watch", NULL);
    pento_test_run_for (1000);
    for (guint i = 1; i < frames.times->len; i++)
      longest = MAX (longest, g_array_index (frames.times, gint64, i) -
                              g_array_index (frames.times, gint64, i - 1));
    g_test_message ("10x6 at 100 steps/s: %u frames painted in 1 s, %u boards changed, longest "
                    "interval %.1f ms, longest update %.2f ms", frames.times->len,
                    count_changes (&frames), longest / 1000.0,
                    pento_watch_panel_get_longest_update (panel) / 1000.0);
    worst_update = MAX (worst_update, pento_watch_panel_get_longest_update (panel));
    g_assert_cmpuint (count_changes (&frames), >, 0);
    n_frames += pento_watch_panel_get_frames (panel);
    n_slow += pento_watch_panel_get_slow_updates (panel);
    frames_clear (window, &frames, handler);
    pento_test_activate ("stop", NULL);
  }
  /* What the frame clock's callback itself costs (the rest of a frame is GTK's drawing): a
   * fraction of a millisecond per frame. The longest one is a figure, not a check — a busy
   * machine stops the process for a frame or two now and then, and the benchmarks
   * (bench-watch, bench-stall) measure it — but an update that did real work on the main
   * thread would take a frame's time on most frames, not on a few. */
  g_test_message ("longest update %.2f ms; %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT
                  " frames' updates took 16.7 ms or longer", worst_update / 1000.0, n_slow,
                  n_frames);
  g_assert_cmpuint (n_frames, >, 0);
  g_assert_cmpuint (n_slow * 10, <=, n_frames);
  pento_test_close_window (window);
}

/* A finished list stays, as it is, while the search is watched again; the figures of a
 * watch go with its board. */
static void
test_keep_list (void)
{
  PentoWindow *window = open_window ();
  PentoWatchPanel *panel = pento_test_watch_panel ();
  PentoSolutionList *list = pento_test_solutions ();
  g_autoptr(GString) labels = g_string_new (NULL);

  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);
  pento_test_set_state ("watch-speed", g_variant_new_uint32 (100));
  pento_test_activate ("watch", NULL);
  g_assert_true (pento_watch_panel_is_running (panel));
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);
  pento_test_run_for (300);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);
  pento_test_activate ("stop", NULL);
  g_assert_cmpuint (pento_solution_list_get_n_total (list), ==, 9356);

  collect_labels (GTK_WIDGET (panel), labels);
  g_assert_nonnull (strstr (labels->str, "Steps: "));
  g_settings_set_string (pento_test_settings (), "board", "12x5");
  pento_test_run_for (100);
  g_string_truncate (labels, 0);
  collect_labels (GTK_WIDGET (panel), labels);
  g_test_message ("after a board change: %s", labels->str);
  g_assert_null (strstr (labels->str, "Steps: "));
  pento_test_close_window (window);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

static void
scroll_to_cb (PentoSearches *searches,
              guint          position,
              guint         *scrolled)
{
  *scrolled = position;
}

/* The searches are no widget: they own the watch's task, which the Watch panel is given, and
 * report by properties and signals — the list pane scrolls where they say, and a new board
 * clears what was watched. */
static void
test_searches_report (void)
{
  PentoWindow *window = open_window ();
  PentoSearches *searches = pento_test_searches ();
  PentoWatchPanel *panel = pento_test_watch_panel ();
  g_autoptr(PentoWatchTask) task = NULL;
  g_autoptr(PentoWatchTask) shown = NULL;
  g_autofree char *counts = NULL;
  gboolean busy = FALSE;
  guint cleared = 0, scrolled = G_MAXUINT;

  g_assert_false (GTK_IS_WIDGET (searches));
  g_signal_connect_swapped (searches, "cleared", G_CALLBACK (count_cb), &cleared);
  g_signal_connect (searches, "scroll-to", G_CALLBACK (scroll_to_cb), &scrolled);

  pento_test_set_state ("watch-speed", g_variant_new_uint32 (5));
  g_assert_cmpuint (pento_watch_panel_get_speed (panel), ==, 5);
  pento_test_activate ("watch", NULL);
  g_object_get (searches, "watch-task", &task, "busy", &busy, NULL);
  g_object_get (panel, "task", &shown, NULL);
  g_assert_nonnull (task);
  g_assert_true (task == shown);
  g_assert_true (busy);
  pento_test_activate ("watch-pause", NULL);
  g_assert_true (pento_watch_task_is_paused (task));
  g_assert_true (pento_watch_panel_is_paused (panel));
  pento_test_activate ("stop", NULL);
  g_clear_object (&task);
  g_clear_object (&shown);
  g_object_get (searches, "watch-task", &task, "busy", &busy, "counts-text", &counts, NULL);
  g_object_get (panel, "task", &shown, NULL);
  g_assert_null (task);
  g_assert_null (shown);
  g_assert_false (busy);
  g_assert_nonnull (strstr (counts, "(stopped)"));
  g_assert_cmpstr (counts, ==, pento_test_counts ());

  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  pento_searches_select (searches, 5);
  g_assert_cmpuint (scrolled, ==, 5);
  g_assert_cmpuint (cleared, ==, 0);
  g_settings_set_string (pento_test_settings (), "board", "12x5");
  WAIT_FOR (cleared == 1, 5);
  pento_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  app = pento_test_init (&argc, &argv, "io.github.pentomino.Pentomino.TestWatch",
                         "pentomino-test-watch-XXXXXX");

  g_test_add_func ("/ui/watch/actions", test_actions);
  g_test_add_func ("/ui/watch/pause-step", test_watch_pause_step);
  g_test_add_func ("/ui/watch/space", test_space);
  g_test_add_func ("/ui/watch/close-while-waiting", test_close_while_waiting);
  g_test_add_func ("/ui/watch/reduce-animation", test_reduce_animation);
  g_test_add_func ("/ui/watch/pause-at-packing", test_pause_at_packing);
  g_test_add_func ("/ui/watch/keep-list", test_keep_list);
  g_test_add_func ("/ui/watch/shuffle", test_shuffle);
  g_test_add_func ("/ui/watch/one-sided", test_one_sided);
  g_test_add_func ("/ui/watch/frame-times", test_frame_times);
  g_test_add_func ("/ui/watch/searches-report", test_searches_report);

  return pento_test_run ();
}
