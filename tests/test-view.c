/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-view.c: the board shows the game or a packing being viewed, never a mix. A packing
 * from Solve, Solve All or the list (and a watched search) is said in the bar above the
 * board, with the tray, the live count and the status line following it; Escape (a real key,
 * by xdotool) and Back to My Game bring the game back with its pieces; every hand-play action
 * while viewing returns to the game first and speaks of it. And a refused drop leaves a piece
 * in hand in hand, from the pointer as from the keyboard.
 */
#include <string.h>

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>

#include "pento-board-view.h"
#include "pento-list-pane.h"
#include "pento-piece-tray.h"
#include "pento-play.h"
#include "pento-solution-list.h"
#include "pento-solution-row.h"
#include "pento-test-util.h"
#include "pento-board-page.h"
#include "pento-ui-util.h"
#include "pento-viewing-bar.h"
#include "pento-watch-panel.h"

static PentoApplication *app;
static PentoSolution *known;   /* the packing the tests play from */

static GtkWidget *
count_label (PentoWindow *window)
{
  return GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_BOARD_PAGE, "play_label"));
}

static const char *
count_line (PentoWindow *window)
{
  return gtk_label_get_label (GTK_LABEL (count_label (window)));
}

static PentoPlay *
play_of (PentoWindow *window)
{
  return pento_test_play ();
}

static PentoPosition *
position_of (PentoWindow *window)
{
  return pento_play_get_position (play_of (window));
}

/* The bar above the board, found among what comes before the board (or the page that holds
 * it) in the room it shares with the count line, as a person sees it there. */
static PentoViewingBar *
bar_of (PentoWindow *window)
{
  for (GtkWidget *page = pento_test_board_widget (); page != NULL;
       page = gtk_widget_get_parent (page))
    for (GtkWidget *w = gtk_widget_get_prev_sibling (page); w != NULL;
         w = gtk_widget_get_prev_sibling (w))
      {
        GtkWidget *bar = PENTO_IS_VIEWING_BAR (w) ? w
                         : pento_test_find_descendant (w, PENTO_TYPE_VIEWING_BAR);

        if (bar != NULL)
          return PENTO_VIEWING_BAR (bar);
      }
  g_assert_not_reached ();
  return NULL;
}

/* What the bar says, or NULL when it is not on screen. */
static const char *
bar_text (PentoWindow *window)
{
  PentoViewingBar *bar = bar_of (window);

  if (!gtk_widget_get_mapped (GTK_WIDGET (bar)))
    return NULL;
  return pento_viewing_bar_get_title (bar);
}

static gboolean
action_enabled (const char *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (app), name);
}


static GVariant *
placement_of (PentoPiece piece)
{
  PentoCell cells[5];
  guint n = 0;
  g_autofree char *text = NULL;

  for (guint y = 0; y < known->height; y++)
    for (guint x = 0; x < known->width; x++)
      if (pento_solution_get (known, x, y) == pento_piece_to_letter (piece) && n < 5)
        cells[n++] = (PentoCell) { x, y };
  text = pento_placement_to_string (piece, cells, n);
  return g_variant_new_string (text);
}

/* The board, the tray and the count line all show the game in hand. */
static void
assert_game_shown (PentoWindow *window)
{
  PentoBoardView *view = pento_test_board_view (window);
  PentoBoardModel *model = pento_session_get_board_model (pento_test_session ());
  const PentoSolution *shown = pento_board_view_get_solution (view);
  guint placed = pento_position_get_placed (position_of (window));

  g_assert_null (bar_text (window));
  g_assert_false (action_enabled ("back-to-game"));
  g_assert_true (pento_board_view_get_playable (view));
  /* what the views draw is the board model's: a free game there */
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_GAME);
  g_assert_false (pento_session_get_viewing_packing (pento_test_session ()));
  g_assert_cmpuint (pento_board_model_get_placed (model), ==, placed);
  g_assert_cmpuint (shown != NULL ? pento_solution_get_pieces (shown) : 0, ==, placed);
  g_assert_cmpuint (pento_piece_tray_get_placed (pento_test_tray (window)), ==, placed);
  for (PentoPiece piece = 0; piece < PENTO_N_PENTOMINOES; piece++)
    {
      g_autofree char *words = pento_piece_tray_describe_piece (pento_test_tray (window), piece);

      g_assert_null (strstr (words, "packing shown"));
      if ((placed >> piece) & 1)
        g_assert_nonnull (strstr (words, "on the board (ticked)"));
    }
  WAIT_FOR (!pento_play_is_busy (play_of (window)), 20);
  g_assert_nonnull (strstr (count_line (window), "still possible"));
  g_assert_true (gtk_widget_get_mapped (count_label (window)));
}

/* The board shows a packing, and everything around it says so: the bar with "Viewing
 * packing N of M" (@title when given), the tray with the packing's pieces, no count of the
 * hidden game anywhere. */
static void
assert_packing_shown (PentoWindow *window,
                      const char  *title)
{
  PentoBoardView *view = pento_test_board_view (window);
  PentoBoardModel *model = pento_session_get_board_model (pento_test_session ());
  const PentoSolution *shown = pento_board_view_get_solution (view);

  g_assert_nonnull (bar_text (window));
  g_test_message ("bar: %s; status: %s", bar_text (window),
                  pento_test_status ());
  if (title != NULL)
    g_assert_cmpstr (bar_text (window), ==, title);
  else
    g_assert_true (g_regex_match_simple ("^Viewing packing [0-9,]+ of [0-9,]+$",
                                         bar_text (window), 0, 0));
  g_assert_true (action_enabled ("back-to-game"));
  g_assert_false (pento_board_view_get_playable (view));
  g_assert_nonnull (shown);
  /* a packing in the board model, which the session says is viewed */
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_PACKING);
  g_assert_true (pento_session_get_viewing_packing (pento_test_session ()));
  g_assert_true (pento_solution_equal (shown, pento_session_get_shown (pento_test_session ())));
  g_assert_cmpuint (pento_solution_get_pieces (shown), ==, (1u << PENTO_N_PENTOMINOES) - 1);
  g_assert_cmpuint (pento_piece_tray_get_placed (pento_test_tray (window)), ==,
                    pento_solution_get_pieces (shown));
  {
    /* the tray speaks of the packing shown, not of the game's board */
    g_autofree char *words = pento_piece_tray_describe_piece (pento_test_tray (window),
                                                             PENTO_PIECE_X);

    g_assert_nonnull (strstr (words, "in the packing shown (ticked)"));
    g_assert_null (strstr (words, "double-click"));
  }
  g_assert_null (strstr (count_line (window), "possible"));
  /* (the count line gives the bar its room) */
  g_assert_false (gtk_widget_get_mapped (count_label (window)));
  g_assert_null (strstr (pento_test_status (), "still possible"));
}

/* @key as the X server delivers it to the focused window; FALSE without xdotool. */
static gboolean
press_key (PentoWindow *window,
           const char  *key)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  char xid[32];
  int status = 0;
  g_autoptr(GError) error = NULL;

  if (xdotool == NULL || !GDK_IS_X11_SURFACE (surface))
    return FALSE;
  g_snprintf (xid, sizeof xid, "%lu", (gulong) gdk_x11_surface_get_xid (surface));
  {
    const char *argv[] = { xdotool, "windowfocus", "--sync", xid, "key", "--window", xid,
                           key, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, 0, NULL, NULL, NULL, NULL, &status,
                                 &error));
  }
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  pento_test_run_for (100);
  return TRUE;
}

static gboolean
press_escape (PentoWindow *window)
{
  return press_key (window, "Escape");
}

static PentoWindow *
fresh_window (void)
{
  static const char * const keys[] = { "board", "flip", "mirror", "shuffle", "seed",
                                       "unique-only", NULL };
  g_autofree char *save = pento_play_get_save_path ();
  PentoWindow *window;

  g_unlink (save);
  pento_test_reset_settings (keys);
  window = pento_test_open_window ();
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (pento_test_tray (window))), 10);
  WAIT_FOR (gtk_widget_get_width (pento_test_board_widget ()) > 0, 5);
  WAIT_FOR (!pento_play_is_restoring (play_of (window)), 5);
  return window;
}

static void
test_packing_and_back (void)
{
  PentoWindow *window = fresh_window ();
  PentoPlay *play = play_of (window);
  g_autofree char *first_title = NULL;
  guint n_shown;

  pento_test_activate ("place", placement_of (PENTO_PIECE_X));
  pento_test_activate ("place", placement_of (PENTO_PIECE_I));
  assert_game_shown (window);

  /* Solve: a completion of the position is viewed, the game stays as it was. */
  pento_test_activate ("solve", NULL);
  WAIT_FOR (!pento_test_is_searching (), 10);
  assert_packing_shown (window, NULL);
  g_assert_cmpuint (pento_position_get_n_placed (position_of (window)), ==, 2);

  /* Clear Board while viewing: the game first, then cleared (it used to answer "The board
   * is already empty" under a full board). */
  pento_test_activate ("clear-board", NULL);
  g_assert_cmpstr (pento_play_get_message (play), ==,
                   "Every piece is back in the tray (Undo puts them back).");
  g_assert_cmpuint (pento_position_get_n_placed (position_of (window)), ==, 0);
  assert_game_shown (window);
  pento_test_activate ("undo", NULL);
  g_assert_cmpuint (pento_position_get_n_placed (position_of (window)), ==, 2);

  /* Solve All shows its first packing, said with the list's count in the locale's form. */
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  n_shown = pento_solution_list_get_n_unique (pento_test_solutions ());
  {
    g_autofree char *count = pento_format_count (n_shown);

    first_title = g_strdup_printf ("Viewing packing 1 of %s", count);
  }
  assert_packing_shown (window, first_title);
  g_assert_nonnull (strstr (pento_test_status (), "Packing 1 of"));

  /* Escape: the game is back, with its two pieces, on the board and in the tray. */
  if (press_escape (window))
    assert_game_shown (window);
  else
    {
      g_test_message ("no xdotool: Back to My Game through its action");
      pento_test_activate ("back-to-game", NULL);
      assert_game_shown (window);
    }
  g_assert_cmpuint (pento_position_get_n_placed (position_of (window)), ==, 2);
  g_assert_cmpstr (pento_test_status (), ==, "Back to your game.");
  /* … and Escape again does nothing more: there is nothing to go back from. */
  press_escape (window);
  assert_game_shown (window);

  /* A row of the list; Page Down goes on from the packing viewed last. */
  pento_searches_select (pento_test_searches (), 2);
  assert_packing_shown (window, NULL);
  g_assert_true (g_str_has_prefix (bar_text (window), "Viewing packing 3 of"));
  pento_test_activate ("back-to-game", NULL);
  assert_game_shown (window);
  pento_test_activate ("next", NULL);
  g_assert_true (g_str_has_prefix (bar_text (window), "Viewing packing 4 of"));

  /* A piece taken from the tray while viewing: the game first, the piece in hand. */
  pento_test_click_tray_piece (pento_test_tray (window), PENTO_PIECE_L);
  g_assert_true (pento_board_view_get_held (pento_test_board_view (window), NULL, NULL, NULL));
  g_assert_nonnull (strstr (pento_play_get_message (play), "The L piece is in hand"));
  assert_game_shown (window);
  pento_board_view_cancel_hold (pento_test_board_view (window));

  /* Hint and Undo while viewing speak of the game too. */
  pento_searches_select (pento_test_searches (), 0);
  assert_packing_shown (window, first_title);
  pento_test_activate ("hint", NULL);
  WAIT_FOR (!pento_play_is_busy (play), 20);
  g_assert_nonnull (strstr (pento_play_get_message (play), "Hint: place the"));
  assert_game_shown (window);

  pento_test_close_window (window);
}

/* A watched search is viewed as well: the bar says so, and Back to My Game stops it. */
static void
test_watch_and_back (void)
{
  PentoWindow *window = fresh_window ();
  PentoWatchPanel *panel = pento_test_watch_panel ();

  pento_test_activate ("watch-speed", g_variant_new_uint32 (30));
  pento_test_activate ("watch", NULL);
  g_assert_true (pento_watch_panel_is_running (panel));
  g_assert_cmpstr (bar_text (window), ==, "Watching the search");
  g_assert_false (pento_board_view_get_playable (pento_test_board_view (window)));
  pento_test_run_for (300);
  g_assert_null (strstr (count_line (window), "possible"));

  pento_test_activate ("back-to-game", NULL);
  g_assert_false (pento_watch_panel_is_running (panel));
  assert_game_shown (window);
  /* the watch drew its last frame before it stopped: nothing of it stays on the board */
  pento_test_run_for (200);
  assert_game_shown (window);

  /* Stopped with Escape (app.stop), the board keeps what the search had: still viewed. */
  pento_test_activate ("watch", NULL);
  pento_test_run_for (200);
  pento_test_activate ("stop", NULL);
  g_assert_false (pento_watch_panel_is_running (panel));
  g_assert_cmpstr (bar_text (window), ==, "Viewing the search where it stopped");
  pento_test_activate ("back-to-game", NULL);
  assert_game_shown (window);

  pento_test_close_window (window);
}

/* A refused drop leaves the piece where it was before: in hand when it was in hand (from the
 * pointer as from the keyboard), back on its cells when it was dragged off them. */
static void
test_refused_drop (void)
{
  PentoWindow *window = fresh_window ();
  PentoBoardView *view = pento_test_board_view (window);
  GtkEventController *drag = pento_test_find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_DRAG);
  GtkEventController *keys = pento_test_find_controller (GTK_WIDGET (view), GTK_TYPE_EVENT_CONTROLLER_KEY);
  PentoCell x_cells[5];
  double cx, cy;
  gboolean handled = FALSE;

  pento_test_activate ("place", placement_of (PENTO_PIECE_X));
  g_assert_cmpuint (pento_position_get_piece_cells (position_of (window), PENTO_PIECE_X, x_cells),
                    ==, 5);
  g_assert_true (pento_board_view_get_cell_center (view, x_cells[2].x, x_cells[2].y, &cx, &cy));

  /* In hand from the tray, a click on the X: refused, still in hand. */
  pento_test_click_tray_piece (pento_test_tray (window), PENTO_PIECE_P);
  g_signal_emit_by_name (drag, "drag-begin", cx, cy);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_assert_nonnull (strstr (pento_play_get_message (play_of (window)), "Refused"));
  g_assert_true (pento_board_view_get_held (view, NULL, NULL, NULL));
  g_assert_cmpuint (pento_position_get_n_placed (position_of (window)), ==, 1);

  /* The same with Enter: still in hand. */
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Return, 0, 0, &handled);
  g_assert_true (handled);
  g_assert_true (pento_board_view_get_held (view, NULL, NULL, NULL));
  pento_board_view_cancel_hold (view);
  g_assert_false (pento_board_view_get_held (view, NULL, NULL, NULL));

  pento_test_close_window (window);
}

/* Fails when two buttons drawn under @widget show one icon for two purposes (two actions,
 * or a button of no action beside another); @seen maps an icon to the first such purpose. */
static void
collect_icons (GtkWidget  *widget,
               GHashTable *seen)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_is_drawable (widget) &&
      gtk_button_get_icon_name (GTK_BUTTON (widget)) != NULL)
    {
      const char *icon = gtk_button_get_icon_name (GTK_BUTTON (widget));
      const char *action = gtk_actionable_get_action_name (GTK_ACTIONABLE (widget));
      g_autofree char *purpose = action != NULL ? g_strdup (action)
                                                : g_strdup_printf ("%p", (void *) widget);
      const char *first = g_hash_table_lookup (seen, icon);

      if (first != NULL && g_strcmp0 (first, purpose) != 0)
        g_error ("two buttons show the icon %s: %s and %s", icon, first, purpose);
      g_hash_table_insert (seen, g_strdup (icon), g_steal_pointer (&purpose));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_icons (child, seen);
}

static void
assert_icons_distinct (GtkWidget *widget)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  collect_icons (widget, seen);
  g_test_message ("%u icons on the buttons, each for one thing", g_hash_table_size (seen));
  g_assert_cmpuint (g_hash_table_size (seen), >=, 4);
}

/* The toggle button that says @label, in the window as a person sees it. */
static GtkWidget *
find_toggle (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_TOGGLE_BUTTON (widget) &&
      g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_toggle (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* At 360 × 640 the board and the tray fit the screen, the tray's cells 14 px at least, the
 * count and the status line under them; the list waits behind a toggle in the bar below. */
static void
test_narrow (void)
{
  PentoWindow *window = fresh_window ();
  GtkWidget *content = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                  PENTO_TYPE_WINDOW,
                                                                  "content_leaflet"));
  GtkWidget *list = GTK_WIDGET (pento_test_feature (PENTO_TYPE_LIST_PANE));
  GtkWidget *tray = GTK_WIDGET (pento_test_tray (window));
  GtkWidget *page = gtk_widget_get_ancestor (tray, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *status = GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_BOARD_PAGE, "status_label"));
  GtkWidget *toggle;
  graphene_rect_t bounds;
  int width = 0;

  g_settings_set_boolean (pento_test_settings (), "sidebar-visible", FALSE);
  /* (X may answer a resize with the old size while another is on its way: ask until it
   * took, as test-ui does) */
  for (guint tries = 0; tries < 50 && (!adw_leaflet_get_folded (ADW_LEAFLET (content)) ||
                                       gtk_widget_get_width (GTK_WIDGET (window)) > 360);
       tries++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), 361, 640);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      pento_test_run_for (100);
    }
  pento_test_run_for (400);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL,
                      NULL);
  g_test_message ("narrow: window %d × %d (minimum width %d), tray %d × %d",
                  gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)), width,
                  gtk_widget_get_width (tray), gtk_widget_get_height (tray));
  g_assert_cmpint (width, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 640);

  /* the list behind its toggle, the page to the board */
  toggle = find_toggle (GTK_WIDGET (window), "Packings");
  g_assert_true (gtk_widget_is_drawable (toggle));
  g_assert_false (gtk_widget_get_mapped (list));
  /* two rows of pieces, 13.4 cells tall, at 14 px a cell or more */
  g_assert_cmpint (gtk_widget_get_height (tray), >=, 13.4 * 14);
  /* the tray and the status line on the screen, not below the fold */
  g_assert_true (gtk_widget_compute_bounds (status, page, &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (page));
  g_assert_true (gtk_widget_compute_bounds (tray, page, &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (page));

  /* no two buttons on screen look the same and do different things (the toggle was a
   * list's icon beside Solve All's): it is in words */
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (toggle)), ==, "Packings");
  assert_icons_distinct (GTK_WIDGET (window));

  /* the toggle shows the list in the page's place, and back (the leaflet slides) */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  WAIT_FOR (!gtk_widget_get_mapped (page), 5);
  g_assert_true (gtk_widget_get_mapped (list));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
  WAIT_FOR (!gtk_widget_get_mapped (list), 5);
  g_assert_true (gtk_widget_get_mapped (page));

  /* the eighteen one-sided pieces on 10 × 9 fit as well: three rows of six in the tray */
  g_settings_set_string (pento_test_settings (), "pieces", "one-sided");
  g_settings_set_string (pento_test_settings (), "board", "10x9");
  pento_test_run_for (400);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL,
                      NULL);
  g_test_message ("narrow, one-sided: minimum width %d, tray %d × %d", width,
                  gtk_widget_get_width (tray), gtk_widget_get_height (tray));
  g_assert_cmpuint (pento_piece_tray_get_pieces (pento_test_tray (window)), ==, PENTO_PIECE_SET_ONE_SIDED);
  g_assert_cmpint (width, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_settings_set_string (pento_test_settings (), "board", "10x6");
  pento_test_run_for (200);

  /* wide again: side by side, the toggle out of sight */
  for (guint tries = 0; tries < 50 && adw_leaflet_get_folded (ADW_LEAFLET (content)); tries++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), 1000 + tries % 2, 700);
      pento_test_run_for (100);
    }
  WAIT_FOR (gtk_widget_get_mapped (list) && gtk_widget_get_mapped (page), 5);
  g_settings_reset (pento_test_settings (), "sidebar-visible");
  pento_test_close_window (window);
}

/* The "No. N" of each row of @list_view on screen now, in order (a row partly shown counts). */
static void
visible_rows (GtkWidget *widget,
              GtkWidget *list_view,
              GArray    *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (PENTO_IS_SOLUTION_ROW (child) &&
          pento_solution_row_get_title (PENTO_SOLUTION_ROW (child)) != NULL &&
          gtk_widget_compute_bounds (child, list_view, &bounds) &&
          bounds.origin.y + bounds.size.height > 0 &&
          bounds.origin.y < gtk_widget_get_height (list_view))
        {
          g_autofree char *digits = g_strdup (pento_solution_row_get_title (PENTO_SOLUTION_ROW (child)));
          guint n;
          char *w = digits;

          for (const char *r = digits; *r; r++)   /* (the locale's separators go) */
            if (g_ascii_isdigit (*r))
              *w++ = *r;
          *w = '\0';
          n = (guint) g_ascii_strtoull (digits, NULL, 10);
          g_array_append_val (out, n);
        }
      else
        visible_rows (child, list_view, out);
    }
}

/* Switched from Unique to All with a packing far down selected, the All view shows its rows
 * around that packing at once — not a lone "No. 1" until scrolled — and back again. */
static void
test_all_view_rows (void)
{
  PentoWindow *window = fresh_window ();
  GtkWidget *views[2] = {
    GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "list_view_all")),
    GTK_WIDGET (pento_test_feature_child (PENTO_TYPE_LIST_PANE, "list_view")),
  };

  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  for (guint round = 0; round < 4; round++)
    {
      gboolean unique = round % 2 == 1;
      g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
      GtkWidget *list_view = views[unique];
      guint selected = 0;
      gboolean seen = FALSE;

      /* far down the unique list: the last packing, 9,353rd or so of all */
      if (round == 0)
        pento_test_activate ("last", NULL);
      pento_test_set_state ("unique-only", g_variant_new_boolean (unique));
      /* two frames: the list lays out, then scrolls to its anchor */
      pento_test_run_for (300);
      WAIT_FOR (gtk_widget_get_mapped (list_view), 5);
      {
        GtkSingleSelection *selection = GTK_SINGLE_SELECTION (
          gtk_list_view_get_model (GTK_LIST_VIEW (list_view)));

        selected = gtk_single_selection_get_selected (selection) + 1;
      }
      visible_rows (list_view, list_view, rows);
      g_test_message ("%s view: %u rows on screen, the selected No. %u; first %u", unique ? "unique" : "all",
                      rows->len, selected, rows->len > 0 ? g_array_index (rows, guint, 0) : 0);
      g_assert_cmpuint (rows->len, >=, 3);
      for (guint i = 0; i < rows->len; i++)
        seen |= g_array_index (rows, guint, i) == selected;
      g_assert_true (seen);
    }
  pento_test_close_window (window);
}

/* Tab starts at the primary button (the board next); a key the tray or the board takes shows
 * the focus ring even right after a click (GTK shows them after Tab only). */
static void
test_focus (void)
{
  PentoWindow *window = fresh_window ();
  GtkWidget *tray = GTK_WIDGET (pento_test_tray (window));
  GtkWidget *view = GTK_WIDGET (pento_test_board_view (window));
  GtkWidget *focus;
  gboolean handled = FALSE;

  if (press_key (window, "Tab"))
    {
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_test_message ("the first Tab: %s “%s”", focus ? G_OBJECT_TYPE_NAME (focus) : "nothing",
                      GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "");
      g_assert_true (focus == view ||
                     (GTK_IS_BUTTON (focus) && gtk_widget_has_css_class (focus, "suggested-action")));
    }

  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *widget = i == 0 ? tray : view;

      gtk_widget_grab_focus (widget);
      gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);   /* (as after a click) */
      g_signal_emit_by_name (pento_test_find_controller (widget, GTK_TYPE_EVENT_CONTROLLER_KEY),
                             "key-pressed", GDK_KEY_Right, 0, 0, &handled);
      g_assert_true (handled);
      g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));
      g_assert_true (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUS_VISIBLE);
    }
  /* a key the widget leaves alone changes nothing */
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  g_signal_emit_by_name (pento_test_find_controller (tray, GTK_TYPE_EVENT_CONTROLLER_KEY),
                         "key-pressed", GDK_KEY_q, 0, 0, &handled);
  g_assert_false (handled);
  g_assert_false (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  pento_test_close_window (window);
}

static gboolean
is_back_button (GtkWidget *widget)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                    "app.back-to-game") == 0;
}

/* Back to My Game pressed: the focus goes on to the board, never to the count line that
 * takes the bar's room (a selectable label, shown all selected when focused). */
static void
test_back_focus (void)
{
  PentoWindow *window = fresh_window ();
  GtkWidget *button;
  int start = 0, end = 0;

  pento_test_activate ("solve", NULL);
  WAIT_FOR (!pento_test_is_searching (), 10);
  assert_packing_shown (window, NULL);
  /* (the bar's one button) */
  button = pento_test_find_descendant (GTK_WIDGET (bar_of (window)), GTK_TYPE_BUTTON);
  g_assert_true (is_back_button (button));
  g_assert_true (gtk_widget_grab_focus (button));
  g_signal_emit_by_name (button, "clicked");
  assert_game_shown (window);
  pento_test_run_for (100);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) ==
                 GTK_WIDGET (pento_test_board_view (window)));
  g_assert_false (gtk_label_get_selection_bounds (GTK_LABEL (count_label (window)),
                                                  &start, &end));
  pento_test_close_window (window);
}

/* The board chooser open, the pointer on a board other than the keyboard's row: that row is
 * the keyboard's now, so that Enter chooses it rather than close the chooser on the board the
 * keyboard was on. No tooltip of the row covers the list. */
static void
test_chooser (void)
{
  PentoWindow *window = fresh_window ();
  AdwComboRow *row = pento_test_board_chooser ();
  GtkWidget *popover = pento_test_find_descendant (GTK_WIDGET (row), GTK_TYPE_POPOVER);
  GtkWidget *list = pento_test_find_descendant (popover, GTK_TYPE_LIST_VIEW);
  GtkWidget *first;
  graphene_rect_t bounds;
  GtkEventController *motion = NULL;
  GListModel *controllers;

  g_assert_false (gtk_widget_get_has_tooltip (GTK_WIDGET (row)));
  g_settings_set_string (pento_test_settings (), "board", "12x5");
  g_assert_nonnull (list);
  gtk_widget_activate (GTK_WIDGET (row));
  WAIT_FOR (gtk_widget_get_mapped (list), 5);
  pento_test_run_for (200);
  /* the third board, 15 × 4 */
  first = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (gtk_widget_get_first_child (list)));
  g_assert_nonnull (first);
  g_assert_false (gtk_widget_has_focus (first));
  g_assert_true (gtk_widget_compute_bounds (first, list, &bounds));

  controllers = gtk_widget_observe_controllers (list);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && motion == NULL; i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (c), "pento-focus-follows-pointer") == 0)
        motion = c;
    }
  g_object_unref (controllers);
  g_assert_nonnull (motion);
  g_signal_emit_by_name (motion, "motion", bounds.origin.x + bounds.size.width / 2,
                         bounds.origin.y + bounds.size.height / 2);
  g_assert_true (gtk_widget_has_focus (first));
  /* (Enter on the focused row is GTK's own: it chooses; a synthetic Enter does not reach
   * the popover here, so the test stops at the focus) */
  gtk_popover_popdown (GTK_POPOVER (popover));
  pento_test_reset_settings ((const char *[]) { "board", NULL });
  pento_test_close_window (window);
}

/* A dead end's long sentence in the count line, wrapping, does not shrink the board. */
static void
test_no_jump (void)
{
  PentoWindow *window = fresh_window ();
  GtkWidget *view = pento_test_board_widget ();
  GtkWidget *watch = pento_test_find_descendant (GTK_WIDGET (window), PENTO_TYPE_WATCH_PANEL);
  int before, after;

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 620);
  pento_test_run_for (400);
  WAIT_FOR (!pento_play_is_busy (play_of (window)), 20);
  before = gtk_widget_get_height (view);
  /* the X across the top left corner: the corner cell is cut off */
  pento_test_activate ("place", g_variant_new_string ("X:1,0 0,1 1,1 2,1 1,2"));
  WAIT_FOR (!pento_play_is_busy (play_of (window)), 20);
  pento_test_run_for (200);
  after = gtk_widget_get_height (view);
  g_test_message ("count line “%s”: the board %d px tall before, %d after", count_line (window),
                  before, after);
  g_assert_true (g_str_has_prefix (count_line (window), "Dead end"));
  g_assert_cmpint (after, ==, before);

  /* Watch's figures and progress bar appear in room kept for them */
  pento_test_activate ("undo", NULL);
  WAIT_FOR (!pento_play_is_busy (play_of (window)), 20);
  pento_test_run_for (200);
  before = gtk_widget_get_height (watch);
  pento_test_activate ("watch", NULL);
  pento_test_run_for (400);
  after = gtk_widget_get_height (watch);
  g_test_message ("Watch: its panel %d px tall before, %d while watching", before, after);
  g_assert_cmpint (after, ==, before);
  pento_test_activate ("stop", NULL);
  pento_test_close_window (window);
}

/* Where the board is in the window and how big, to the pixel. */
static graphene_rect_t
board_bounds (PentoWindow *window)
{
  graphene_rect_t bounds;

  pento_test_run_for (150);
  g_assert_true (gtk_widget_compute_bounds (pento_test_board_widget (),
                                            GTK_WIDGET (window), &bounds));
  g_test_message ("the board at %g,%g, %g × %g", bounds.origin.x, bounds.origin.y,
                  bounds.size.width, bounds.size.height);
  return bounds;
}

/* Resizes @window to @width × @height and waits until X answered with that size. */
/* Whether @window has the size asked: its own, or its surface's (without a window manager
 * the surface has it, the window inside its border a few pixels less). */
static gboolean
has_size (PentoWindow *window,
          int          width,
          int          height)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  return (gtk_widget_get_width (GTK_WIDGET (window)) == width &&
          gtk_widget_get_height (GTK_WIDGET (window)) == height) ||
         (surface != NULL && gdk_surface_get_width (surface) == width &&
          gdk_surface_get_height (surface) == height &&
          gtk_widget_get_width (GTK_WIDGET (window)) <= width &&
          gtk_widget_get_width (GTK_WIDGET (window)) > width - 32);
}

static void
resize_to (PentoWindow *window,
           int          width,
           int          height)
{
  /* (X may answer a resize with the old size while another is on its way: ask until it
   * took, as above) */
  for (guint tries = 0; tries < 50 && !has_size (window, width, height); tries++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), width + tries % 2, height);
      gtk_window_set_default_size (GTK_WINDOW (window), width, height);
      pento_test_run_for (100);
    }
  /* … and the layout settled at it (the sidebar folds or unfolds in an animation) */
  for (guint tries = 0; tries < 30; tries++)
    {
      graphene_rect_t before, after;

      g_assert_true (gtk_widget_compute_bounds (pento_test_board_widget (),
                                                GTK_WIDGET (window), &before));
      pento_test_run_for (300);
      g_assert_true (gtk_widget_compute_bounds (pento_test_board_widget (),
                                                GTK_WIDGET (window), &after));
      if (graphene_rect_equal (&before, &after))
        break;
    }
  g_test_message ("window %d × %d (asked %d × %d)", gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)), width, height);
  WAIT_FOR (!pento_play_is_busy (play_of (window)), 20);
}

/* The board stays where it is, the same size, when the bar says a packing is viewed, when
 * the list fills and widens, and back in the game; on a phone too, where the bar's words
 * wrap beside its button. */
/* Activates app.@action and waits for its search, if any: the bar says a packing is viewed
 * (or not, as @viewing), and the board is where it was. */
static void
act_and_compare (PentoWindow           *window,
                 const char            *action,
                 gboolean               viewing,
                 const graphene_rect_t *game)
{
  graphene_rect_t now;

  pento_test_activate (action, NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  g_assert_true ((bar_text (window) != NULL) == viewing);
  now = board_bounds (window);
  g_assert_true (graphene_rect_equal (&now, game));
}

static void
test_no_jump_viewing (void)
{
  PentoWindow *window = fresh_window ();
  graphene_rect_t game;

  resize_to (window, 1100, 760);
  game = board_bounds (window);
  act_and_compare (window, "solve", TRUE, &game);
  /* the 9,356 packings listed, numbers up to four digits in the rows and the counts */
  act_and_compare (window, "solve-all", TRUE, &game);
  act_and_compare (window, "back-to-game", FALSE, &game);

  g_settings_set_boolean (pento_test_settings (), "sidebar-visible", FALSE);
  resize_to (window, 360, 640);
  game = board_bounds (window);
  act_and_compare (window, "solve", TRUE, &game);
  act_and_compare (window, "back-to-game", FALSE, &game);
  g_settings_reset (pento_test_settings (), "sidebar-visible");
  pento_test_close_window (window);
}

/* Where the board's first cell is drawn in the window: the board view may keep its place
 * and still draw the board elsewhere in it. */
static graphene_point_t
first_cell (PentoWindow *window)
{
  GtkWidget *view = pento_test_board_widget ();
  graphene_point_t point = { 0, 0 };
  double x, y;

  g_assert_true (pento_board_view_get_cell_center (PENTO_BOARD_VIEW (view), 0, 0, &x, &y));
  g_assert_true (gtk_widget_compute_point (view, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (x, y), &point));
  return point;
}

/* A status line that wraps onto more lines leaves the board where it is, at the sizes of a
 * desktop and of a phone. */
static void
test_no_jump_status (void)
{
  static const int sizes[][2] = { { 1280, 900 }, { 1100, 720 }, { 800, 600 }, { 360, 640 } };
  PentoWindow *window = fresh_window ();
  PentoSession *session = pento_application_get_session (app);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      const char *texts[] = { "Back to your game.",
                              "The L piece is in hand: move it with the pointer or the arrow "
                              "keys, R turns it, F turns it over, Enter places it, Escape puts "
                              "it back.",
                              "The L piece is in hand: move it with the pointer or the arrow "
                              "keys, R turns it, F turns it over, Enter places it, Escape puts "
                              "it back. The L piece is in hand: move it with the pointer or the "
                              "arrow keys, R turns it, F turns it over, Enter places it." };
      graphene_rect_t bounds;
      graphene_point_t cell;

      resize_to (window, sizes[i][0], sizes[i][1]);
      pento_session_set_status (session, texts[0]);
      bounds = board_bounds (window);
      cell = first_cell (window);
      for (guint t = 1; t < G_N_ELEMENTS (texts); t++)
        {
          graphene_rect_t now;
          graphene_point_t now_cell;

          pento_session_set_status (session, texts[t]);
          now = board_bounds (window);
          now_cell = first_cell (window);
          g_test_message ("%d × %d, status of %zu characters: first cell at %g,%g (was %g,%g)",
                          gtk_widget_get_width (GTK_WIDGET (window)),
                          gtk_widget_get_height (GTK_WIDGET (window)), strlen (texts[t]),
                          now_cell.x, now_cell.y, cell.x, cell.y);
          g_assert_true (graphene_point_equal (&now_cell, &cell));
          g_assert_cmpfloat (now.size.width, ==, bounds.size.width);
        }
    }
  pento_test_close_window (window);
}

/* A board change between boards of at most ten columns keeps the columns of the window where
 * they are: the list pane keeps its width (a row's thumbnail is centred in a column as wide as
 * ten), so the board's column neither moves nor changes width, and the change redraws the
 * board, not the whole window. */
static void
test_board_change_keeps_columns (void)
{
  PentoWindow *window = fresh_window ();
  GtkWidget *pane = pento_test_find_descendant (GTK_WIDGET (window), PENTO_TYPE_LIST_PANE);
  const char *boards[] = { "8x8-tetromino", "8x8", "10x6" };
  graphene_rect_t first, now;
  int pane_width;

  resize_to (window, 1100, 760);
  first = board_bounds (window);
  pane_width = gtk_widget_get_width (pane);
  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      g_settings_set_string (pento_test_settings (), "board", boards[i]);
      WAIT_FOR (!pento_play_is_busy (play_of (window)), 20);
      now = board_bounds (window);
      g_test_message ("%s: the list pane %d px wide (%d on 10x6)", boards[i],
                      gtk_widget_get_width (pane), pane_width);
      g_assert_cmpint (gtk_widget_get_width (pane), ==, pane_width);
      g_assert_cmpfloat (now.origin.x, ==, first.origin.x);
      g_assert_cmpfloat (now.size.width, ==, first.size.width);
    }
  pento_test_close_window (window);
}

/* One of the list pane's widgets, by its name in the pane's template. */
static GtkWidget *
list_pane_child (PentoWindow *window,
                 const char  *name)
{
  GtkWidget *pane = pento_test_find_descendant (GTK_WIDGET (window), PENTO_TYPE_LIST_PANE);

  return GTK_WIDGET (gtk_widget_get_template_child (pane, PENTO_TYPE_LIST_PANE, name));
}

/* Where the list pane's list (or its empty page) begins, in the window. */
static double
list_top (PentoWindow *window)
{
  GtkWidget *stack = list_pane_child (window, "list_stack");
  graphene_rect_t bounds;

  pento_test_run_for (150);
  g_assert_true (gtk_widget_compute_bounds (stack, GTK_WIDGET (window), &bounds));
  return bounds.origin.y;
}

/* The list's rows stay where they are when Solve All ends and the explanation of the counts
 * appears (under the list), and when a board change clears the list. */
static void
test_list_stays (void)
{
  PentoWindow *window = fresh_window ();
  GtkWidget *explanation = list_pane_child (window, "symmetry_label");
  double empty, listed, cleared;

  resize_to (window, 1100, 760);
  empty = list_top (window);
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  WAIT_FOR (gtk_widget_get_mapped (explanation), 5);
  listed = list_top (window);
  g_settings_set_string (pento_test_settings (), "board", "8x8");
  WAIT_FOR (!pento_play_is_busy (play_of (window)), 20);
  cleared = list_top (window);
  g_test_message ("the list begins at y %g empty, %g listed and explained, %g cleared", empty,
                  listed, cleared);
  g_assert_cmpfloat (listed, ==, empty);
  g_assert_cmpfloat (cleared, ==, empty);
  g_settings_reset (pento_test_settings (), "board");
  pento_test_close_window (window);
}

/* The list pane's width is its minimum at any height: the row beside the board asks for its
 * width at the row's height, and a vertical GtkBox would answer by a binary search over
 * widths that lays out every wrapping label in it at each step (10 ms of a frame whenever
 * the counts changed), with an answer that grows as the height shrinks. */
static void
test_pane_width (void)
{
  PentoWindow *window = fresh_window ();
  GtkWidget *pane = pento_test_find_descendant (GTK_WIDGET (window), PENTO_TYPE_LIST_PANE);
  GtkWidget *explanation = list_pane_child (window, "symmetry_label");
  const int heights[] = { -1, 60, 200, 700, 2000 };
  int minimum = 0, natural = 0;

  resize_to (window, 1100, 760);
  pento_test_activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 20);
  /* the explanation of the counts, the pane's longest text, is there */
  WAIT_FOR (gtk_widget_get_mapped (explanation), 5);
  gtk_widget_measure (pane, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_test_message ("the list pane: minimum width %d, natural %d, allocated %d", minimum,
                  natural, gtk_widget_get_width (pane));
  g_assert_cmpint (natural, ==, minimum);
  g_assert_cmpint (gtk_widget_get_width (pane), ==, minimum);
  for (guint i = 0; i < G_N_ELEMENTS (heights); i++)
    {
      int at_minimum = 0, at_natural = 0;

      gtk_widget_measure (pane, GTK_ORIENTATION_HORIZONTAL, heights[i], &at_minimum,
                          &at_natural, NULL, NULL);
      g_test_message ("at height %d: %d, %d", heights[i], at_minimum, at_natural);
      g_assert_cmpint (at_minimum, ==, minimum);
      g_assert_cmpint (at_natural, ==, minimum);
    }
  pento_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(PentoBoard) board = NULL;
  g_autoptr(PentoPuzzle) puzzle = NULL;
  PentoRules rules;
  int ret;

  app = pento_test_init (&argc, &argv, "io.github.pentomino.Pentomino.TestView",
                         "pentomino-test-view-XXXXXX");
  board = pento_board_new_preset ("10x6", NULL);
  pento_rules_init_default (&rules);
  rules.flip = TRUE;
  puzzle = pento_puzzle_new (board, &rules, NULL);
  known = pento_puzzle_first (puzzle, NULL, NULL);
  g_assert_nonnull (known);

  g_test_add_func ("/view/packing-and-back", test_packing_and_back);
  g_test_add_func ("/view/watch-and-back", test_watch_and_back);
  g_test_add_func ("/view/refused-drop", test_refused_drop);
  g_test_add_func ("/view/narrow", test_narrow);
  g_test_add_func ("/view/all-view-rows", test_all_view_rows);
  g_test_add_func ("/view/focus", test_focus);
  g_test_add_func ("/view/back-focus", test_back_focus);
  g_test_add_func ("/view/chooser", test_chooser);
  g_test_add_func ("/view/no-jump", test_no_jump);
  g_test_add_func ("/view/no-jump-viewing", test_no_jump_viewing);
  g_test_add_func ("/view/no-jump-status", test_no_jump_status);
  g_test_add_func ("/view/board-change-keeps-columns", test_board_change_keeps_columns);
  g_test_add_func ("/view/list-stays", test_list_stays);
  g_test_add_func ("/view/pane-width", test_pane_width);

  ret = pento_test_run ();
  pento_solution_free (known);
  return ret;
}
