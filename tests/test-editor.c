/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-editor.c: the board editor and custom boards — painting with simulated drags and
 * keys, the counter and the live check's flags, saving into the chooser, Solve All on the saved board against pentomino-cli, app.open of a board file,
 * rename, delete, a stale setting, and the live check's time on a 32×32 grid.
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "pento-test-timing.h"
#include "pento-application.h"
#include "pento-board-store.h"
#include "pento-chirality-cache.h"
#include "pento-editor-grid.h"
#include "pento-editor-window.h"
#include "pento-test-util.h"
#include "pento-window.h"

static PentoApplication *app;
static const char *data_home;  /* private, made by pento_test_init() */

static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static PentoWindow *
get_window (void)
{
  return PENTO_WINDOW (pento_application_get_window (app));
}

/* Unlike pento_test_activate(), no check that the action is enabled, and the main loop is
 * drained after it: the editor's tests read the result at once. */
static void
activate (const char *name,
          GVariant   *parameter)
{
  g_action_group_activate_action (G_ACTION_GROUP (app), name, parameter);
  drain ();
}

static char *
get_board_setting (void)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (app), "board");

  return g_variant_dup_string (state, NULL);
}

static void
test_counter_text (void)
{
  struct { guint n; const char *text; } cases[] = {
    { 60, "60 cells — ready" },
    { 57, "57 cells — 3 to add" },
    { 64, "64 cells — the 2×2 square joins the twelve" },
    { 62, "62 cells — 2 too many, or 2 to add for the 2×2 square" },
    { 70, "70 cells — 6 too many" },
    { 0, "0 cells — 60 to add" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = pento_editor_grid_describe_count (cases[i].n);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* --- Painting with simulated events --------------------------------------------------------- */

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }
  g_error ("no %s on the widget", g_type_name (type));
  return NULL;
}

/* Where a cell's centre is in the grid widget, as its snapshot lays the cells out. */
static void
cell_centre (PentoEditorGrid *grid,
             guint            x,
             guint            y,
             double          *px,
             double          *py)
{
  double w = gtk_widget_get_width (GTK_WIDGET (grid));
  double h = gtk_widget_get_height (GTK_WIDGET (grid));
  guint cols = pento_editor_grid_get_columns (grid), rows = pento_editor_grid_get_rows (grid);
  double size = floor (MIN (w / cols, h / rows));
  double x0 = floor ((w - size * cols) / 2), y0 = floor ((h - size * rows) / 2);

  *px = x0 + (x + 0.5) * size;
  *py = y0 + (y + 0.5) * size;
}

/* A stroke as the drag gesture reports it: begin at one cell, updates along the way. */
static void
drag (PentoEditorGrid *grid,
      guint            x1,
      guint            y1,
      guint            x2,
      guint            y2)
{
  GtkEventController *gesture = find_controller (GTK_WIDGET (grid), GTK_TYPE_GESTURE_DRAG);
  double sx, sy, ex, ey;

  cell_centre (grid, x1, y1, &sx, &sy);
  cell_centre (grid, x2, y2, &ex, &ey);
  g_signal_emit_by_name (gesture, "drag-begin", sx, sy);
  /* Only the end point: the grid must fill the cells in between itself. */
  g_signal_emit_by_name (gesture, "drag-update", ex - sx, ey - sy);
  g_signal_emit_by_name (gesture, "drag-end", ex - sx, ey - sy);
}

static gboolean
press_key (PentoEditorGrid *grid,
           guint            keyval,
           GdkModifierType  state)
{
  GtkEventController *keys = find_controller (GTK_WIDGET (grid), GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, state, &handled);
  return handled;
}

static gboolean
chooser_has (const char *title)
{
  GListModel *model = adw_combo_row_get_model (pento_test_board_chooser ());

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), title) == 0)
      return TRUE;
  return FALSE;
}

static const char *
chooser_selected_title (void)
{
  AdwComboRow *row = pento_test_board_chooser ();
  guint index = adw_combo_row_get_selected (row);

  if (index == GTK_INVALID_LIST_POSITION)
    return NULL;
  return gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (row)), index);
}

/* The counts pentomino-cli gives for a board file. */
static void
cli_counts (const char *path,
            guint64    *total,
            guint64    *unique)
{
  const char *cli = g_getenv ("PENTOMINO_CLI");
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  int status;
  const char *argv[] = { cli, "--board", path, "--count", "--json", NULL };

  g_assert_nonnull (cli);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               &err, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  regex = g_regex_new ("\"total\": (\\d+), \"unique\": (\\d+)", 0, 0, NULL);
  g_assert_true (g_regex_match (regex, out, 0, &match));
  {
    g_autofree char *total_text = g_match_info_fetch (match, 1);
    g_autofree char *unique_text = g_match_info_fetch (match, 2);

    *total = g_ascii_strtoull (total_text, NULL, 10);
    *unique = g_ascii_strtoull (unique_text, NULL, 10);
  }
}

/* "2,170 unique · 17,360 total" → the two numbers. */
static void
window_counts (guint64 *total,
               guint64 *unique)
{
  const char *text = pento_test_counts ();
  g_autoptr(GString) digits = g_string_new (NULL);
  g_auto(GStrv) parts = NULL;

  for (const char *p = text; *p; p++)
    if (g_ascii_isdigit (*p))
      g_string_append_c (digits, *p);
    else if (*p == ' ' && digits->len > 0 && digits->str[digits->len - 1] != ' ')
      g_string_append_c (digits, ' ');
  parts = g_strsplit (g_strstrip (digits->str), " ", -1);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  *unique = g_ascii_strtoull (parts[0], NULL, 10);
  *total = g_ascii_strtoull (parts[1], NULL, 10);
}

static char *play_text;

static const char *
play_count_text (void)
{
  g_clear_pointer (&play_text, g_free);
  g_object_get (pento_test_play (), "count-text", &play_text, NULL);
  return play_text;
}

static gboolean
count_text_ready (void)
{
  const char *text = play_count_text ();

  return strstr (text, "still possible") != NULL || g_str_has_prefix (text, "Dead end");
}

static guint64
live_count (void)
{
  const char *text = play_count_text ();
  guint64 n = 0;

  if (g_str_has_prefix (text, "Dead end"))
    return 0;
  for (const char *p = text; *p && *p != ' '; p++)
    if (g_ascii_isdigit (*p))
      n = n * 10 + (*p - '0');
  return n;
}

static void
solve_all_and_compare (const char *path)
{
  guint64 total, unique, cli_total, cli_unique;

  activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching (), 60);
  window_counts (&total, &unique);
  cli_counts (path, &cli_total, &cli_unique);
  g_test_message ("%s: window %" G_GUINT64_FORMAT " / %" G_GUINT64_FORMAT
                  ", pentomino-cli %" G_GUINT64_FORMAT " / %" G_GUINT64_FORMAT,
                  path, total, unique, cli_total, cli_unique);
  g_assert_cmpuint (total, ==, cli_total);
  g_assert_cmpuint (unique, ==, cli_unique);
  g_assert_cmpuint (total, >, 0);
}

static void
test_paint_and_save (void)
{
  PentoWindow *window = get_window ();
  PentoEditorWindow *editor;
  PentoEditorGrid *grid;
  g_autofree char *path = NULL;
  g_autofree char *board = NULL;
  g_autofree char *text = NULL;
  guint cx, cy;

  gtk_window_present (GTK_WINDOW (window));
  activate ("new-board", NULL);
  editor = pento_board_actions_get_editor (pento_test_feature (PENTO_TYPE_BOARD_ACTIONS));
  g_assert_nonnull (editor);
  grid = pento_editor_window_get_grid (editor);
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (grid)) &&
            gtk_widget_get_width (GTK_WIDGET (grid)) > 100, 10);
  g_assert_cmpstr (pento_editor_window_get_count_text (editor), ==, "0 cells — 60 to add");
  g_assert_false (pento_editor_window_can_save (editor));

  /* An 8×8 square painted a quarter at a time with mirror painting both ways. */
  pento_editor_grid_set_size (grid, 8, 8);
  drain ();
  pento_editor_grid_set_mirror (grid, PENTO_EDITOR_MIRROR_BOTH);
  for (guint y = 0; y < 4; y++)
    drag (grid, 0, y, 3, y);
  g_assert_cmpstr (pento_editor_window_get_count_text (editor), ==,
                   "64 cells — the 2×2 square joins the twelve");
  /* A drag that starts on a cell erases: the four corners at once. */
  drag (grid, 0, 0, 0, 0);
  g_assert_cmpstr (pento_editor_window_get_count_text (editor), ==, "60 cells — ready");
  g_assert_false (pento_editor_grid_get_cell (grid, 7, 7));
  g_assert_true (pento_editor_grid_get_cell (grid, 1, 0));
  g_assert_cmpuint (pento_editor_grid_get_check (grid)->n_bad_regions, ==, 0);
  g_assert_cmpuint (pento_editor_grid_get_check (grid)->n_unreachable, ==, 0);

  /* Keys, no mirror: cut a 4-cell pocket (1,0) (2,0) (0,1) (1,1) off the corner by erasing
   * (3,0), (2,1), (1,2) and (0,2). The cursor is where the last drag began, (0,0). */
  pento_editor_grid_set_mirror (grid, PENTO_EDITOR_MIRROR_NONE);
  gtk_widget_grab_focus (GTK_WIDGET (grid));
  g_assert_true (press_key (grid, GDK_KEY_Right, 0));
  g_assert_true (press_key (grid, GDK_KEY_Right, 0));
  g_assert_true (press_key (grid, GDK_KEY_Right, 0));
  pento_editor_grid_get_cursor (grid, &cx, &cy);
  g_assert_cmpuint (cx, ==, 3);
  g_assert_cmpuint (cy, ==, 0);
  g_assert_true (press_key (grid, GDK_KEY_space, 0));
  g_assert_true (press_key (grid, GDK_KEY_Down, 0));
  g_assert_true (press_key (grid, GDK_KEY_Left, 0));
  g_assert_true (press_key (grid, GDK_KEY_space, 0));
  g_assert_true (press_key (grid, GDK_KEY_Down, 0));
  g_assert_true (press_key (grid, GDK_KEY_Left, 0));
  g_assert_true (press_key (grid, GDK_KEY_space, 0));
  g_assert_true (press_key (grid, GDK_KEY_Left, 0));
  g_assert_true (press_key (grid, GDK_KEY_space, 0));
  /* At the edge the arrow is not taken, so focus can move on. */
  g_assert_false (press_key (grid, GDK_KEY_Left, 0));
  g_assert_cmpstr (pento_editor_window_get_count_text (editor), ==, "56 cells — 4 to add");
  g_assert_cmpuint (pento_editor_grid_get_check (grid)->n_regions, ==, 2);
  /* No pentomino fits the pocket: flagged at once, before the count is right. */
  g_assert_cmpuint (pento_editor_grid_get_flags (grid, 1, 1), ==, PENTO_CELL_UNREACHABLE);
  g_assert_cmpuint (pento_editor_grid_get_check (grid)->n_unreachable, ==, 4);
  g_assert_nonnull (strstr (pento_editor_window_get_check_text (editor), "Cannot be packed"));
  /* Give 4 cells back elsewhere: three corners and a ninth column's first cell. */
  drag (grid, 7, 0, 7, 0);
  drag (grid, 7, 7, 7, 7);
  drag (grid, 0, 7, 0, 7);
  pento_editor_grid_set_size (grid, 9, 8);
  drain ();
  drag (grid, 8, 0, 8, 0);
  g_assert_cmpstr (pento_editor_window_get_count_text (editor), ==, "60 cells — ready");
  /* Now the sizes are exact: the pocket (4) is no multiple of five (nor the rest, 56, but
   * only because of the pocket, so the rest is left plain). */
  g_assert_cmpuint (pento_editor_grid_get_flags (grid, 1, 1), ==,
                    PENTO_CELL_UNREACHABLE | PENTO_CELL_BAD_REGION);
  g_assert_cmpuint (pento_editor_grid_get_flags (grid, 5, 5), ==, PENTO_CELL_FINE);
  g_assert_cmpuint (pento_editor_grid_get_check (grid)->n_bad_regions, ==, 1);
  g_assert_nonnull (strstr (pento_editor_window_get_check_text (editor), "Cannot be packed"));

  /* Fill the cut again and take the four cells away: the 8×8 without corners once more. */
  pento_editor_grid_paint (grid, 3, 0, TRUE);
  pento_editor_grid_paint (grid, 2, 1, TRUE);
  pento_editor_grid_paint (grid, 1, 2, TRUE);
  pento_editor_grid_paint (grid, 0, 2, TRUE);
  pento_editor_grid_set_size (grid, 8, 8);
  drain ();
  drag (grid, 7, 0, 7, 0);
  drag (grid, 7, 7, 7, 7);
  drag (grid, 0, 7, 0, 7);
  g_assert_true (press_key (grid, GDK_KEY_Delete, 0));  /* the cursor is on (0,7), a hole */
  g_assert_cmpstr (pento_editor_window_get_count_text (editor), ==, "60 cells — ready");
  g_assert_cmpuint (pento_editor_grid_get_check (grid)->n_bad_regions, ==, 0);
  g_assert_null (strstr (pento_editor_window_get_check_text (editor), "Cannot be packed"));
  text = pento_editor_grid_to_text (grid);
  g_assert_cmpstr (text, ==,
                   ".######.\n########\n########\n########\n"
                   "########\n########\n########\n.######.\n");

  /* Save it under a name: it is in the chooser, selected, and a CLI board file. */
  pento_editor_window_set_name (editor, "No corners");
  g_assert_true (pento_editor_window_can_save (editor));
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL);
  drain ();
  g_assert_null (pento_board_actions_get_editor (pento_test_feature (PENTO_TYPE_BOARD_ACTIONS)));
  board = get_board_setting ();
  g_assert_cmpstr (board, ==, "custom:No corners");
  g_assert_true (chooser_has ("No corners"));
  g_assert_cmpstr (chooser_selected_title (), ==, "No corners");
  path = g_build_filename (data_home, "pentomino", "boards", "No corners.txt", NULL);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  /* Solve All on it, compared with pentomino-cli on the very file. */
  solve_all_and_compare (path);
  /* Solve (a random packing) works on it too. */
  activate ("solve", NULL);
  WAIT_FOR (!pento_test_is_searching (), 30);
  g_assert_nonnull (strstr (pento_test_status (), "seed"));
}

static void
test_edit_existing (void)
{
  PentoEditorWindow *editor;
  PentoEditorGrid *grid;
  g_autoptr(GError) error = NULL;

  get_window ();

  /* Editing the saved board starts from its cells and its name; a taken name is refused. */
  activate ("edit-board", NULL);
  editor = pento_board_actions_get_editor (pento_test_feature (PENTO_TYPE_BOARD_ACTIONS));
  g_assert_nonnull (editor);
  grid = pento_editor_window_get_grid (editor);
  g_assert_cmpuint (pento_editor_grid_get_check (grid)->n_cells, ==, 60);
  g_assert_cmpuint (pento_editor_grid_get_columns (grid), ==, 8);

  g_assert_true (pento_editor_window_start_from (editor, "12x5", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pento_editor_grid_get_columns (grid), ==, 12);
  g_assert_cmpuint (pento_editor_grid_get_rows (grid), ==, 5);
  g_assert_true (pento_editor_window_start_from (editor, "blank", &error));
  g_assert_cmpuint (pento_editor_grid_get_check (grid)->n_cells, ==, 0);
  g_assert_true (pento_editor_window_start_from (editor, "current", &error));
  g_assert_cmpuint (pento_editor_grid_get_check (grid)->n_cells, ==, 60);

  /* Bad names: a clear message, nothing written. */
  pento_editor_window_set_name (editor, "a/b");
  g_assert_false (pento_editor_window_save (editor, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_clear_error (&error);
  pento_editor_window_set_name (editor, "");
  g_assert_false (pento_editor_window_save (editor, &error));
  g_clear_error (&error);

  /* Painted and not saved: closing (Escape, the close button) asks first, the grid stays. */
  gtk_window_close (GTK_WINDOW (editor));
  drain ();
  g_assert_true (pento_board_actions_get_editor (pento_test_feature (PENTO_TYPE_BOARD_ACTIONS)) == editor);
  gtk_window_destroy (GTK_WINDOW (editor));
  drain ();
  /* Nothing painted: it just closes. */
  activate ("new-board", NULL);
  editor = pento_board_actions_get_editor (pento_test_feature (PENTO_TYPE_BOARD_ACTIONS));
  g_assert_nonnull (editor);
  gtk_window_close (GTK_WINDOW (editor));
  drain ();
  g_assert_null (pento_board_actions_get_editor (pento_test_feature (PENTO_TYPE_BOARD_ACTIONS)));
}

/* With the one-sided pieces chosen, a board of their 90 cells is ready, saved for them (its
 * file names the set), and played with them; renamed, it keeps its set. */
static void
test_board_for_a_set (void)
{
  PentoWindow *window = get_window ();
  PentoEditorWindow *editor;
  g_autoptr(PentoBoard) board = NULL;
  g_autoptr(PentoBoard) loaded = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autofree char *setting = NULL;
  g_autoptr(GError) error = NULL;
  PentoPieceSet set = PENTO_PIECE_SET_DEFAULT;
  GSettings *settings = pento_application_get_settings (app);

  gtk_window_present (GTK_WINDOW (window));
  g_settings_set_string (settings, "pieces", "one-sided");
  drain ();
  activate ("new-board", NULL);
  editor = pento_board_actions_get_editor (pento_test_feature (PENTO_TYPE_BOARD_ACTIONS));
  g_assert_nonnull (editor);
  /* a 10 × 10 square less its last row but one cell, and one cell more below: 90 cells */
  board = pento_board_new_from_text_for_set ("##########\n##########\n##########\n##########\n"
                                             "##########\n##########\n##########\n##########\n"
                                             "#########.\n#.........\n",
                                             PENTO_PIECE_SET_ONE_SIDED, &error);
  g_assert_no_error (error);
  g_assert_true (pento_editor_grid_set_board (pento_editor_window_get_grid (editor), board, &error));
  drain ();
  g_assert_cmpstr (pento_editor_window_get_count_text (editor), ==,
                   "90 cells — ready for the pieces one-sided");
  pento_editor_window_set_name (editor, "Ninety");
  g_assert_true (pento_editor_window_can_save (editor));
  g_assert_true (pento_editor_window_save (editor, &error));
  g_assert_no_error (error);
  drain ();

  path = g_build_filename (data_home, "pentomino", "boards", "Ninety.txt", NULL);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "; pieces: one-sided\n"));
  setting = g_settings_get_string (settings, "board");
  g_assert_cmpstr (setting, ==, "custom:Ninety");
  g_clear_pointer (&setting, g_free);
  setting = g_settings_get_string (settings, "pieces");
  g_assert_cmpstr (setting, ==, "one-sided");
  g_assert_cmpuint (pento_board_get_n_cells (pento_session_get_board (pento_test_session ())), ==, 90);

  g_assert_true (pento_board_store_rename ("Ninety", "Ninety-two", &error));
  loaded = pento_board_store_load_with_set ("Ninety-two", &set, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmphex (set, ==, PENTO_PIECE_SET_ONE_SIDED);
  g_assert_true (pento_board_store_delete ("Ninety-two", NULL));
  g_settings_set_string (settings, "board", "10x6");
  drain ();
  g_clear_pointer (&setting, g_free);
  setting = g_settings_get_string (settings, "pieces");
  g_assert_cmpstr (setting, ==, "");
}

static void
test_open_rename_delete (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pentomino-test-editor-files-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "cross.txt", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.txt", NULL);
  g_autofree char *out = g_build_filename (dir, "out.txt", NULL);
  g_autofree char *board = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *renamed_path = NULL;
  /* A 60-cell board of no preset, wider than tall, with holes. */
  const char *mask =
    "; a board of my own\n"
    "..########..\n"
    "############\n"
    "############\n"
    "############\n"
    "..###..###..\n"
    ".##########.\n";

  get_window ();

  g_assert_true (g_file_set_contents (file, mask, -1, NULL));
  activate ("open", g_variant_new_string (file));
  board = get_board_setting ();
  g_assert_cmpstr (board, ==, "custom:cross");
  g_assert_true (chooser_has ("cross"));
  g_assert_cmpstr (chooser_selected_title (), ==, "cross");
  solve_all_and_compare (file);

  /* Hand play on it: X placed, the live count against pentomino-cli on the saved position. */
  {
    g_autofree char *position = g_build_filename (dir, "position.txt", NULL);
    g_autofree char *image = g_build_filename (dir, "board.png", NULL);
    guint64 cli_total, cli_unique;

    activate ("place", g_variant_new_string ("X:5,1 4,2 5,2 6,2 5,3"));
    WAIT_FOR (count_text_ready (), 30);
    activate ("save-position", g_variant_new_string (position));
    cli_counts (position, &cli_total, &cli_unique);
    g_test_message ("cross.txt with X placed: live count “%s”, pentomino-cli %" G_GUINT64_FORMAT,
                    play_count_text (), cli_total);
    g_assert_cmpuint (live_count (), ==, cli_total);
    activate ("clear-board", NULL);

    /* Export draws it. */
    activate ("export-image", g_variant_new_string (image));
    g_assert_true (g_file_test (image, G_FILE_TEST_IS_REGULAR));
    g_remove (image);
    g_remove (position);
  }

  /* Save Board As… writes the CLI's form of it; the CLI counts it the same. */
  activate ("save-board", g_variant_new_string (out));
  g_assert_true (g_file_get_contents (out, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "..###..###.."));
  solve_all_and_compare (out);

  /* A bad file: a message, and the board and its packings stay. */
  g_assert_true (g_file_set_contents (bad, "##Q#\n", -1, NULL));
  activate ("open", g_variant_new_string (bad));
  g_free (board);
  board = get_board_setting ();
  g_assert_cmpstr (board, ==, "custom:cross");
  g_assert_nonnull (strstr (pento_test_last_toast (), "Could not open"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (pento_test_solutions ())),
                    >, 0);

  /* Opening the same board again selects it, and does not store a second copy. */
  activate ("open", g_variant_new_string (out));
  g_free (board);
  board = get_board_setting ();
  g_assert_cmpstr (board, ==, "custom:cross");
  g_assert_false (chooser_has ("out"));

  /* Rename and delete, by action. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "rename-board"));
  activate ("rename-board", g_variant_new_string ("Cross board"));
  g_free (board);
  board = get_board_setting ();
  g_assert_cmpstr (board, ==, "custom:Cross board");
  g_assert_true (chooser_has ("Cross board"));
  g_assert_false (chooser_has ("cross"));
  renamed_path = g_build_filename (data_home, "pentomino", "boards", "Cross board.txt", NULL);
  g_assert_true (g_file_test (renamed_path, G_FILE_TEST_IS_REGULAR));

  activate ("delete-board", NULL);
  g_free (board);
  board = get_board_setting ();
  g_assert_cmpstr (board, ==, "10x6");
  g_assert_false (chooser_has ("Cross board"));
  g_assert_false (g_file_test (renamed_path, G_FILE_TEST_EXISTS));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "delete-board"));

  /* A stale setting (the board deleted behind the window's back) falls back to 10×6. */
  g_action_group_change_action_state (G_ACTION_GROUP (app), "board",
                                      g_variant_new_string ("custom:gone"));
  drain ();
  g_free (board);
  board = get_board_setting ();
  g_assert_cmpstr (board, ==, "10x6");
  g_assert_cmpstr (pento_session_get_board_id (pento_test_session ()), ==, "10x6");
  g_assert_cmpstr (chooser_selected_title (), ==, "10 × 6");

  /* The chooser selects a saved board like a preset. */
  adw_combo_row_set_selected (pento_test_board_chooser (),
                              g_list_model_get_n_items (adw_combo_row_get_model (
                                pento_test_board_chooser ())) - 1);
  drain ();
  g_free (board);
  board = get_board_setting ();
  g_assert_cmpstr (board, ==, "custom:No corners");

  g_remove (file);
  g_remove (bad);
  g_remove (out);
  g_rmdir (dir);
}

/* A narrow editor (360 px, the window's least width) still holds a whole 32×32 grid and its
 * controls; with PENTOMINO_SHOT_DIR set, the screen is saved there to be looked at. */
static void
test_narrow (void)
{
  PentoEditorWindow *editor;
  PentoEditorGrid *grid;
  const char *shot_dir = g_getenv ("PENTOMINO_SHOT_DIR");
  int minimum;

  activate ("new-board", NULL);
  editor = pento_board_actions_get_editor (pento_test_feature (PENTO_TYPE_BOARD_ACTIONS));
  grid = pento_editor_window_get_grid (editor);
  pento_editor_grid_set_size (grid, 32, 32);
  pento_editor_grid_set_mirror (grid, PENTO_EDITOR_MIRROR_BOTH);
  for (guint y = 0; y < 16; y++)
    drag (grid, 16 - y / 2, y, 15, y);
  pento_editor_grid_paint (grid, 15, 1, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (editor), 360, 640);
  gtk_widget_measure (GTK_WIDGET (editor), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL,
                      NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
  WAIT_FOR (gtk_widget_get_width (GTK_WIDGET (editor)) <= 360 &&
            gtk_widget_get_width (GTK_WIDGET (grid)) > 0, 10);
  /* Every cell at least 8 px, so a pointer can hit one. */
  g_assert_cmpint (MIN (gtk_widget_get_width (GTK_WIDGET (grid)),
                        gtk_widget_get_height (GTK_WIDGET (grid))), >=, 32 * 8);
  if (shot_dir != NULL)
    {
      g_autofree char *path = g_build_filename (shot_dir, "editor-narrow.png", NULL);
      const char *argv[] = { "import", "-window", "root", path, NULL };

      pento_test_run_for (700);
      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                    NULL, NULL);
    }
  gtk_window_destroy (GTK_WINDOW (editor));
  drain ();
}

/* The chirality explorer's tables of a saved board: saved over under the same name, the old
 * table is not shown for the new cells. */
static void
test_chirality_saved_over (void)
{
  g_autoptr(PentoChiralityCache) cache = pento_chirality_cache_new ();
  g_autoptr(PentoBoard) first = pento_board_new_preset ("20x3", NULL);
  g_autoptr(PentoBoard) second = pento_board_new_preset ("15x4", NULL);
  g_autoptr(PentoChiralityModel) old_model = NULL;
  PentoChiralityModel *model;
  PentoChiralityItem *item;

  g_assert_true (pento_board_store_save ("Table test", first, NULL));
  old_model = g_object_ref (pento_chirality_cache_request (cache, "custom:Table test", TRUE));
  WAIT_FOR (pento_chirality_model_get_complete (old_model), 60);
  g_assert_true (pento_board_equal (pento_chirality_model_get_board (old_model), first));
  /* The same board again: the cached table, nothing computed. */
  g_assert_true (pento_chirality_cache_lookup (cache, "custom:Table test") == old_model);

  g_assert_true (pento_board_store_save ("Table test", second, NULL));
  model = pento_chirality_cache_request (cache, "custom:Table test", TRUE);
  g_assert_true (model != old_model);
  WAIT_FOR (pento_chirality_model_get_complete (model), 60);
  g_assert_true (pento_board_equal (pento_chirality_model_get_board (model), second));
  /* FNY (F, N, Y = bits 0, 2, 4) on 15×4: 10 packings, as tests/published-counts.md says; 0 on 20×3. */
  item = g_list_model_get_item (G_LIST_MODEL (model), (1 << 0) | (1 << 2) | (1 << 4));
  g_assert_cmpuint (pento_chirality_item_get_total (item), ==, 10);
  g_object_unref (item);
  item = g_list_model_get_item (G_LIST_MODEL (old_model), (1 << 0) | (1 << 2) | (1 << 4));
  g_assert_cmpuint (pento_chirality_item_get_total (item), ==, 0);
  g_object_unref (item);
  g_assert_true (pento_board_store_delete ("Table test", NULL));
}

/* The live check on a 32×32 grid, timed the way a person meets it: one painted cell, the
 * check, the counter and the check text (no drawing). Best and worst of many. */
static void
test_check_timing (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (32);
  PentoEditorWindow *editor;
  PentoEditorGrid *grid;
  double best = G_MAXDOUBLE, worst = 0, total = 0;
  const guint n = 200;
  guint8 mask[32 * 32], flags[32 * 32];
  double core_best = G_MAXDOUBLE;
  double frame_best = G_MAXDOUBLE, frame_total = 0;

  activate ("new-board", NULL);
  editor = pento_board_actions_get_editor (pento_test_feature (PENTO_TYPE_BOARD_ACTIONS));
  grid = pento_editor_window_get_grid (editor);
  pento_editor_grid_set_size (grid, 32, 32);
  for (guint y = 0; y < 32; y++)
    for (guint x = 0; x < 32; x++)
      if (g_rand_double (rand) < 0.7)
        pento_editor_grid_paint (grid, x, y, TRUE);
  drain ();

  for (guint i = 0; i < n; i++)
    {
      guint x = g_rand_int_range (rand, 0, 32), y = g_rand_int_range (rand, 0, 32);
      gint64 start = g_get_monotonic_time ();
      double ms;

      pento_editor_grid_paint (grid, x, y, !pento_editor_grid_get_cell (grid, x, y));
      ms = (g_get_monotonic_time () - start) / 1000.0;
      best = MIN (best, ms);
      worst = MAX (worst, ms);
      total += ms;
    }
  /* The core alone on the full grid (every placement fits: the most marking). */
  memset (mask, 1, sizeof mask);
  for (guint i = 0; i < 50; i++)
    {
      gint64 start = g_get_monotonic_time ();

      pento_board_check (mask, 32, 32, flags, NULL);
      core_best = MIN (core_best, (g_get_monotonic_time () - start) / 1000.0);
    }
  /* A whole frame: the change, the grid's snapshot and GTK's cairo renderer drawing it. */
  WAIT_FOR (gtk_widget_get_width (GTK_WIDGET (grid)) > 0, 10);
  {
    int w = gtk_widget_get_width (GTK_WIDGET (grid)), h = gtk_widget_get_height (GTK_WIDGET (grid));
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);

    for (guint i = 0; i < 50; i++)
      {
        guint x = g_rand_int_range (rand, 0, 32), y = g_rand_int_range (rand, 0, 32);
        gint64 start = g_get_monotonic_time ();
        GtkSnapshot *snapshot = gtk_snapshot_new ();
        GskRenderNode *node;
        cairo_t *cr;
        double ms;

        pento_editor_grid_paint (grid, x, y, !pento_editor_grid_get_cell (grid, x, y));
        /* The grid's own snapshot, as the frame clock would call it. */
        GTK_WIDGET_GET_CLASS (grid)->snapshot (GTK_WIDGET (grid), snapshot);
        node = gtk_snapshot_free_to_node (snapshot);
        g_assert_nonnull (node);
        cr = cairo_create (surface);
        gsk_render_node_draw (node, cr);
        cairo_destroy (cr);
        g_clear_pointer (&node, gsk_render_node_unref);
        ms = (g_get_monotonic_time () - start) / 1000.0;
        frame_best = MIN (frame_best, ms);
        frame_total += ms;
      }
    cairo_surface_destroy (surface);
  }
  g_test_message ("one painted cell as a whole frame (check, labels, snapshot, cairo drawing "
                  "of the grid): best %.3f ms, mean %.3f ms over 50", frame_best,
                  frame_total / 50);
  g_printerr ("# frame with the 32x32 grid drawn: best %.3f ms, mean %.3f ms\n", frame_best,
              frame_total / 50);
  g_test_message ("live check, 32×32 at 70%%, one cell painted (check, counter, texts): "
                  "best %.3f ms, mean %.3f ms, worst %.3f ms over %u; core check on a full "
                  "32×32: best %.3f ms", best, total / n, worst, n, core_best);
  g_printerr ("# live check 32x32: best %.3f ms, mean %.3f ms, worst %.3f ms; core full "
              "grid %.3f ms\n", best, total / n, worst, core_best);
  /* A frame is 16 ms; the median is far below, the bound leaves room for a busy machine. */
  g_assert_cmpfloat (total / n, <, 16.0 * PENTO_TEST_TIME_FACTOR);
  g_assert_cmpfloat (frame_total / 50, <, 16.0 * PENTO_TEST_TIME_FACTOR);
  gtk_window_destroy (GTK_WINDOW (editor));
  drain ();
}

int
main (int   argc,
      char *argv[])
{
  /* Saved boards and games go under the user data dir: a private one. */
  app = pento_test_init (&argc, &argv, "io.github.pentomino.Pentomino.TestEditor",
                         "pentomino-test-editor-XXXXXX");
  data_home = pento_test_get_data_home ();

  g_test_add_func ("/editor/counter-text", test_counter_text);
  g_test_add_func ("/editor/paint-and-save", test_paint_and_save);
  g_test_add_func ("/editor/edit-existing", test_edit_existing);
  g_test_add_func ("/editor/board-for-a-set", test_board_for_a_set);
  g_test_add_func ("/editor/open-rename-delete", test_open_rename_delete);
  g_test_add_func ("/editor/narrow", test_narrow);
  g_test_add_func ("/editor/chirality-saved-over", test_chirality_saved_over);
  g_test_add_func ("/editor/check-timing", test_check_timing);

  return pento_test_run ();
}
