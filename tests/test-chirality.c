/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-chirality.c: the chirality explorer window — its numbers, complement symmetry, the
 * session cache, applying a set through the application's actions, comparing rectangles, the
 * CSV export (equal to pentomino-cli's), the contrast of the heat map's shades and of the
 * markings of the selected cell, its complement and the current set on them.
 */
#include <locale.h>
#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "pento-core.h"
#include "pento-chirality-window-private.h"

static GtkApplication *app;
static GSettings *settings;
static PentoChiralityWindow *window;
static guint solve_all_count;

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @window stops computing (or fails after 120 s). */
static void
wait_idle (void)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (120, timeout_cb, &timed_out);

  while (pento_chirality_window_get_computing (window) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);

  /* Let pending idles (row batches, restyles) run. */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
set_board (const char *name)
{
  g_settings_set_string (settings, "board", name);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
reference_table (const char        *board_name,
                 PentoChiralityRow  rows[PENTO_N_MIRROR_SETS])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset (board_name, &error);

  g_assert_no_error (error);
  g_assert_true (pento_chirality_table (board, 0, NULL, NULL, NULL, rows, &error));
  g_assert_no_error (error);
}

static char *
count_text (guint64 count)
{
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, count);
}

static void
test_numbers_10x6 (void)
{
  PentoChiralityRow rows[PENTO_N_MIRROR_SETS];
  PentoChiralityGrid *grid;
  PentoMirrorSet fny;
  GListModel *list;

  set_board ("10x6");
  wait_idle ();
  reference_table ("10x6", rows);

  grid = pento_chirality_window_get_grid (window);
  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    {
      const PentoChiralityRow *row = &rows[m];
      g_autofree char *unique = count_text (row->unique);
      g_autofree char *total = count_text (row->total);
      g_autofree char *expect = g_strdup_printf (": %s unique, %s total", unique, total);
      const char *label = pento_chirality_grid_get_cell_label (grid, m);

      g_assert_cmpuint (row->mirror, ==, m);
      g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, m), ==, unique);
      g_assert_nonnull (strstr (label, expect));
      g_assert_true (g_str_has_prefix (label, m == 0 ? "No piece mirrored" : "Mirrored "));
    }

  /* The article's set. */
  g_assert_true (pento_mirror_set_parse ("FNY", &fny, NULL));
  g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, fny), ==, "46");
  g_assert_cmpstr (pento_chirality_grid_get_cell_label (grid, fny), ==,
                   "Mirrored F, N, Y: 46 unique, 92 total (current set)");

  /* The list form holds the same 64 rows, sorted by unique count, largest first. */
  list = pento_chirality_window_get_list_model (window);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, PENTO_N_MIRROR_SETS);
  for (guint i = 0; i < PENTO_N_MIRROR_SETS; i++)
    {
      g_autoptr(PentoChiralityItem) item = g_list_model_get_item (list, i);
      PentoMirrorSet m = pento_chirality_item_get_mirror (item);

      g_assert_true (pento_chirality_item_get_known (item));
      g_assert_cmpuint (pento_chirality_item_get_unique (item), ==, rows[m].unique);
      g_assert_cmpuint (pento_chirality_item_get_total (item), ==, rows[m].total);
      if (i > 0)
        {
          g_autoptr(PentoChiralityItem) prev = g_list_model_get_item (list, i - 1);

          g_assert_cmpuint (pento_chirality_item_get_unique (prev), >=,
                            pento_chirality_item_get_unique (item));
        }
    }

  /* The summary names the largest and the smallest. */
  g_assert_nonnull (strstr (pento_chirality_window_get_summary (window), "Most packings: "));
  g_assert_nonnull (strstr (pento_chirality_window_get_summary (window), "Fewest: "));
}

/* ": 46 unique, 92 total" from a cell's accessible label. */
static char *
cell_counts (PentoChiralityGrid *grid,
             PentoMirrorSet      m)
{
  const char *label = pento_chirality_grid_get_cell_label (grid, m);
  const char *colon = strchr (label, ':');
  const char *suffix = strstr (label, " (current set)");

  g_assert_nonnull (colon);
  return g_strndup (colon, suffix ? (gsize) (suffix - colon) : strlen (colon));
}

static void
test_complement (void)
{
  PentoChiralityGrid *grid;
  PentoMirrorSet fny, lpz;
  GtkWidget *cell;

  set_board ("10x6");
  wait_idle ();
  grid = pento_chirality_window_get_grid (window);

  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    {
      PentoMirrorSet c = pento_mirror_set_complement (m);
      g_autofree char *counts = cell_counts (grid, m);
      g_autofree char *c_counts = cell_counts (grid, c);

      g_assert_cmpuint (c, ==, (~m) & PENTO_MIRROR_ALL);
      g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, m), ==,
                       pento_chirality_grid_get_cell_count (grid, c));
      g_assert_cmpint (pento_chirality_grid_get_shade (grid, m), ==,
                       pento_chirality_grid_get_shade (grid, c));
      /* The accessible labels carry the same counts. */
      g_assert_cmpstr (counts, ==, c_counts);
    }

  /* Focusing a cell highlights its complement and says they are equal. */
  g_assert_true (pento_mirror_set_parse ("FNY", &fny, NULL));
  g_assert_true (pento_mirror_set_parse ("LPZ", &lpz, NULL));
  pento_chirality_grid_focus_cell (grid, fny);
  g_assert_cmpint (pento_chirality_grid_get_selected (grid), ==, fny);
  cell = pento_chirality_grid_get_cell (grid, lpz);
  g_assert_true (gtk_widget_has_css_class (cell, "complement"));
  g_assert_nonnull (strstr (pento_chirality_window_get_complement (window),
                            "Complement L, P, Z: 46 unique, 92 total — equal"));
}

static gboolean
send_key (GtkWidget *widget,
          guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
      if (handled)
        break;
    }

  return handled;
}

static void
test_keyboard (void)
{
  PentoChiralityGrid *grid;
  PentoMirrorSet fny;

  set_board ("10x6");
  wait_idle ();
  grid = pento_chirality_window_get_grid (window);
  g_assert_true (pento_mirror_set_parse ("FNY", &fny, NULL));

  /* FNY is row F·N (5), column Y (2); Down goes to row L·N (6), Right to column P·Y (3). */
  pento_chirality_grid_focus_cell (grid, fny);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == pento_chirality_grid_get_cell (grid, fny));
  g_assert_true (send_key (GTK_WIDGET (grid), GDK_KEY_Down));
  g_assert_cmpint (pento_chirality_grid_get_selected (grid), ==, 6 | (2 << 3));
  g_assert_true (send_key (GTK_WIDGET (grid), GDK_KEY_Right));
  g_assert_cmpint (pento_chirality_grid_get_selected (grid), ==, 6 | (3 << 3));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) ==
                 pento_chirality_grid_get_cell (grid, 6 | (3 << 3)));
  /* The edges stop the cursor. */
  for (guint i = 0; i < 10; i++)
    send_key (GTK_WIDGET (grid), GDK_KEY_Up);
  g_assert_cmpint (pento_chirality_grid_get_selected (grid), ==, 0 | (3 << 3));

  /* The heat map is one Tab stop — one cell of 64 is focusable, the one the arrows
   * reached — and Tab leaves it at once. */
  {
    guint n_focusable = 0;
    GtkWidget *focus;

    for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
      n_focusable += gtk_widget_get_focusable (pento_chirality_grid_get_cell (grid, m));
    g_assert_cmpuint (n_focusable, ==, 1);
    g_assert_true (gtk_widget_get_focusable (pento_chirality_grid_get_cell (grid, 0 | (3 << 3))));
    g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_FORWARD);
    focus = gtk_window_get_focus (GTK_WINDOW (window));
    g_assert_nonnull (focus);
    g_assert_false (gtk_widget_is_ancestor (focus, GTK_WIDGET (grid)));
  }
}

static void
test_cache_and_12x5 (void)
{
  PentoChiralityCache *cache = pento_chirality_cache_get_default ();
  PentoChiralityRow rows[PENTO_N_MIRROR_SETS];
  PentoChiralityGrid *grid;
  PentoMirrorSet fny;
  guint before;

  g_assert_true (pento_mirror_set_parse ("FNY", &fny, NULL));
  grid = pento_chirality_window_get_grid (window);

  set_board ("10x6");
  wait_idle ();
  before = pento_chirality_cache_get_n_computations (cache);

  set_board ("12x5");
  g_assert_true (pento_chirality_window_get_computing (window) ||
                 pento_chirality_cache_get_n_computations (cache) == before + 1);
  wait_idle ();
  g_assert_cmpuint (pento_chirality_cache_get_n_computations (cache), ==, before + 1);
  g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, fny), ==, "36");
  reference_table ("12x5", rows);
  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    {
      g_autofree char *unique = count_text (rows[m].unique);

      g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, m), ==, unique);
    }

  /* Back to 10x6 and to 12x5 again: shown at once, nothing recomputed. */
  set_board ("10x6");
  g_assert_false (pento_chirality_window_get_computing (window));
  g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, fny), ==, "46");
  set_board ("12x5");
  g_assert_false (pento_chirality_window_get_computing (window));
  g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, fny), ==, "36");
  g_assert_cmpuint (pento_chirality_cache_get_n_computations (cache), ==, before + 1);

  /* Hiding and showing the window again keeps everything. */
  gtk_window_close (GTK_WINDOW (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (pento_chirality_window_get_computing (window));
  g_assert_cmpuint (pento_chirality_cache_get_n_computations (cache), ==, before + 1);

  set_board ("10x6");
}

/* Leaving a board while its table computes cancels it; coming back resumes it. */
static void
test_switch_while_computing (void)
{
  PentoChiralityCache *cache = pento_chirality_cache_get_default ();
  PentoChiralityModel *slow;
  PentoChiralityGrid *grid = pento_chirality_window_get_grid (window);
  gint64 deadline;
  guint known;

  set_board ("10x6");
  wait_idle ();

  set_board ("8x8-tetromino");
  slow = pento_chirality_cache_lookup (cache, "8x8-tetromino");
  g_assert_true (pento_chirality_model_get_computing (slow));
  g_assert_true (pento_chirality_window_get_computing (window));
  g_assert_true (pento_chirality_grid_get_model (grid) == slow);

  /* The table fills in as rows arrive, with progress. */
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (pento_chirality_model_get_n_known (slow) == 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  known = pento_chirality_model_get_n_known (slow);
  g_assert_cmpuint (known, >, 0);
  if (known < PENTO_N_MIRROR_SETS)
    {
      g_autofree char *progress = g_strdup_printf ("Computing… %u of 64", known);

      g_assert_cmpstr (pento_chirality_window_get_progress (window), ==, progress);
    }

  set_board ("10x6");
  g_assert_false (pento_chirality_window_get_computing (window));
  g_assert_false (pento_chirality_model_get_computing (slow));
  g_assert_cmpuint (pento_chirality_model_get_n_known (slow), >=, known);
  g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, 0), ==, "53");

  /* Rows of the cancelled run never land; the count stays where it was. */
  known = pento_chirality_model_get_n_known (slow);
  for (guint i = 0; i < 20; i++)
    {
      g_usleep (10000);
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpuint (pento_chirality_model_get_n_known (slow), ==, known);

  if (known < PENTO_N_MIRROR_SETS)
    {
      set_board ("8x8-tetromino");
      g_assert_true (pento_chirality_model_get_computing (slow));
      set_board ("10x6");
      g_assert_false (pento_chirality_model_get_computing (slow));
    }
}

static void
test_apply_set (void)
{
  PentoChiralityGrid *grid;
  PentoMirrorSet lpz;
  g_autofree char *mirror = NULL;

  set_board ("10x6");
  wait_idle ();
  g_settings_set_boolean (settings, "flip", TRUE);
  g_settings_set_string (settings, "mirror", "FNY");
  solve_all_count = 0;

  grid = pento_chirality_window_get_grid (window);
  g_assert_true (pento_mirror_set_parse ("LPZ", &lpz, NULL));
  /* What a click or Enter on the cell does. */
  g_signal_emit_by_name (pento_chirality_grid_get_cell (grid, lpz), "clicked");

  g_assert_false (g_settings_get_boolean (settings, "flip"));
  mirror = g_settings_get_string (settings, "mirror");
  g_assert_cmpstr (mirror, ==, "LPZ");
  g_assert_cmpuint (solve_all_count, ==, 1);

  /* The settings change comes back: LPZ is now the highlighted set. */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (pento_chirality_grid_get_current (grid), ==, lpz);
  g_assert_true (gtk_widget_has_css_class (pento_chirality_grid_get_cell (grid, lpz), "current"));

  g_settings_set_string (settings, "mirror", "FNY");
}

static void
test_compare (void)
{
  static const char * const boards[] = { "10x6", "12x5", "15x4", "20x3" };
  static const char * const fny_unique[] = { "46", "36", "5", "0" };
  PentoMirrorSet fny;
  guint64 min0 = 0, max0 = 0;

  g_assert_true (pento_mirror_set_parse ("FNY", &fny, NULL));
  set_board ("10x6");
  wait_idle ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.compare", NULL));
  wait_idle ();

  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      PentoChiralityGrid *grid = pento_chirality_window_get_compare_grid (window, i);
      PentoChiralityModel *model = pento_chirality_grid_get_model (grid);
      PentoChiralityRow rows[PENTO_N_MIRROR_SETS];
      guint64 min, max;

      g_assert_nonnull (model);
      g_assert_cmpstr (pento_chirality_model_get_board_name (model), ==, boards[i]);
      g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, fny), ==, fny_unique[i]);

      reference_table (boards[i], rows);
      for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
        {
          g_autofree char *unique = count_text (rows[m].unique);

          g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, m), ==, unique);
          g_assert_cmpstr (pento_chirality_grid_get_cell_count (grid, m), ==,
                           pento_chirality_grid_get_cell_count (grid, pento_mirror_set_complement (m)));
          if (rows[m].unique == 0)
            g_assert_cmpint (pento_chirality_grid_get_shade (grid, m), ==, 0);
          else
            g_assert_cmpint (pento_chirality_grid_get_shade (grid, m), >, 0);
        }

      /* One scale for the four boards. */
      g_assert_true (pento_chirality_grid_get_range (grid, &min, &max));
      if (i == 0)
        {
          min0 = min;
          max0 = max;
        }
      g_assert_cmpuint (min, ==, min0);
      g_assert_cmpuint (max, ==, max0);
    }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.compare", NULL));
  wait_idle ();
}

static void
test_export_csv (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pento-chirality-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "table.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  const char *cli = g_getenv ("PENTOMINO_CLI");

  set_board ("10x6");
  wait_idle ();
  g_assert_true (pento_chirality_window_export_csv (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &csv, NULL, &error));

  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + PENTO_N_MIRROR_SETS + 1);
  g_assert_cmpstr (lines[0], ==, "mirror,total,unique");
  g_assert_true (g_strv_contains ((const char * const *) lines, "FNY,92,46"));
  g_assert_true (g_strv_contains ((const char * const *) lines, "LPZ,92,46"));

  /* The same numbers as the command line's table. */
  if (cli != NULL)
    {
      const char *argv[] = { cli, "--chirality-table", "--board", "10x6", "--csv", NULL };
      g_autofree char *out = NULL;
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   &out, NULL, &status, &error));
      g_assert_no_error (error);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      g_assert_cmpstr (out, ==, csv);
    }
  else
    g_test_message ("PENTOMINO_CLI not set: not compared with the CLI");

  /* A file that cannot be written is an error, and nothing is left behind. */
  {
    g_autofree char *bad_path = g_build_filename (dir, "missing", "table.csv", NULL);
    g_autoptr(GFile) bad = g_file_new_for_path (bad_path);

    g_assert_false (pento_chirality_window_export_csv (window, bad, &error));
    /* The writer reports in the file domain; the message names the reason. */
    g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_FOUND);
    g_assert_nonnull (error->message);
    g_assert_cmpstr (error->message, !=, "");
    g_clear_error (&error);
    g_assert_false (g_file_test (bad_path, G_FILE_TEST_EXISTS));
  }

  g_unlink (path);
  g_rmdir (dir);
}

/* WCAG 2 relative luminance of an sRGB colour. */
static double
luminance (double red,
           double green,
           double blue)
{
  double rgb[3] = { red, green, blue };

  for (guint i = 0; i < 3; i++)
    rgb[i] = rgb[i] <= 0.04045 ? rgb[i] / 12.92 : pow ((rgb[i] + 0.055) / 1.055, 2.4);

  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

static void
frame_drawn (GdkPaintable *paintable,
             gboolean     *drawn)
{
  *drawn = TRUE;
}

static GtkWidget *
find_child_with_class (GtkWidget  *widget,
                       const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_child_with_class (child, css_class);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Where @widget's border box starts in a picture of @toplevel. */
static void
picture_point (GtkWidget *toplevel,
               GtkWidget *widget,
               int       *x,
               int       *y)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, toplevel, &bounds));
  *x = (int) round (bounds.origin.x);
  *y = (int) round (bounds.origin.y);
}

/* @toplevel as drawn last (shown by @paintable), as ARGB pixels of its width × height. */
static guint32 *
render_pixels (GtkWidget    *toplevel,
               GdkPaintable *paintable)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (toplevel);
  int height = gtk_widget_get_height (toplevel);
  guint32 *pixels;

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (toplevel)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  pixels = g_new (guint32, width * height);
  gdk_texture_download (texture, (guchar *) pixels, width * 4);

  return pixels;
}

static double
pixel_luminance (guint32 pixel)
{
  /* The window is opaque, so this pixel is the colour on screen. */
  g_assert_cmpuint (pixel >> 24, ==, 0xff);

  return luminance (((pixel >> 16) & 0xff) / 255.0, ((pixel >> 8) & 0xff) / 255.0,
                    (pixel & 0xff) / 255.0);
}

static void
after_paint (GdkFrameClock *frame_clock,
             gboolean      *painted)
{
  *painted = TRUE;
}

/* Runs the main loop until @toplevel has been restyled and drawn again with the changes made
 * so far (or fails after 5 s). */
static void
wait_for_frame (GtkWidget *toplevel)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (toplevel);
  gboolean painted = FALSE, timed_out = FALSE;
  guint id = g_timeout_add_seconds (5, timeout_cb, &timed_out);
  gulong handler;

  g_assert_nonnull (frame_clock);
  handler = g_signal_connect (frame_clock, "after-paint", G_CALLBACK (after_paint), &painted);
  /* A class that changes nothing would not bring a frame by itself. */
  gtk_widget_queue_draw (toplevel);
  while (!painted && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_signal_handler_disconnect (frame_clock, handler);
  g_source_remove (id);
  /* The widget's paintable takes the new picture in an idle after the frame. */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* The lowest contrast between @label's text colour and the background GTK draws beside it in
 * @cell: a column of pixels just inside the cell's border, which crosses the zero cell's
 * hatching. @paintable shows @toplevel as drawn last. */
static double
lowest_contrast (GtkWidget    *toplevel,
                 GdkPaintable *paintable,
                 GtkWidget    *cell,
                 GtkWidget    *label)
{
  g_autofree guint32 *pixels = render_pixels (toplevel, paintable);
  int width = gtk_widget_get_width (toplevel);
  int height = gtk_widget_get_height (toplevel);
  graphene_point_t origin;
  GdkRGBA text;
  double lowest = G_MAXDOUBLE;
  int x, y0, y1;

  g_assert_true (gtk_widget_compute_point (cell, toplevel, &GRAPHENE_POINT_INIT (0, 0),
                                           &origin));
  x = (int) origin.x + 6;
  y0 = (int) origin.y + gtk_widget_get_height (cell) / 4;
  y1 = (int) origin.y + gtk_widget_get_height (cell) * 3 / 4;
  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y0, >=, 0);
  g_assert_cmpint (x, <, width);
  g_assert_cmpint (y1, <, height);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (label), &text);
  G_GNUC_END_IGNORE_DEPRECATIONS

  for (int y = y0; y < y1; y++)
    {
      guint32 pixel = pixels[y * width + x];
      double bg[3] = { ((pixel >> 16) & 0xff) / 255.0, ((pixel >> 8) & 0xff) / 255.0,
                       (pixel & 0xff) / 255.0 };
      double l_bg = pixel_luminance (pixel);
      double l_text, ratio;

      /* Translucent text, as the theme's foreground is, shows the background through. */
      l_text = luminance (bg[0] + (text.red - bg[0]) * text.alpha,
                          bg[1] + (text.green - bg[1]) * text.alpha,
                          bg[2] + (text.blue - bg[2]) * text.alpha);
      ratio = (MAX (l_bg, l_text) + 0.05) / (MIN (l_bg, l_text) + 0.05);
      lowest = MIN (lowest, ratio);
    }

  return lowest;
}

/* Buttons fade between backgrounds: without animations a new style is drawn at once.
 * Returns the setting to give back to end_style_test(). */
static gboolean
begin_style_test (void)
{
  GtkSettings *gtk_settings = gtk_settings_get_default ();
  gboolean animations;

  g_object_get (gtk_settings, "gtk-enable-animations", &animations, NULL);
  g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
  return animations;
}

static void
end_style_test (gboolean   animations,
                GtkWidget *toplevel)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", animations, NULL);
  gtk_window_destroy (GTK_WINDOW (toplevel));
}

/* Every shade, the hatched zero included, keeps its numbers readable in light and dark style:
 * at least 4.5:1 (WCAG AA) between the text colour the cell's labels get and the background
 * GTK draws for that shade. */
static void
test_shade_contrast (void)
{
  static const AdwColorScheme schemes[] = {
    ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK,
  };
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  GtkWidget *toplevel = gtk_window_new ();
  GtkWidget *grid = pento_chirality_grid_new (FALSE);
  GtkWidget *cell = pento_chirality_grid_get_cell (PENTO_CHIRALITY_GRID (grid), 0);
  GtkWidget *count = find_child_with_class (cell, "chirality-count");
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (toplevel);
  const char *shown = pento_chirality_grid_shade_class (-1);
  gboolean animations, drawn = FALSE;
  gint64 deadline;

  g_assert_nonnull (count);
  g_assert_true (gtk_widget_has_css_class (cell, shown));

  animations = begin_style_test ();
  g_signal_connect (paintable, "invalidate-contents", G_CALLBACK (frame_drawn), &drawn);
  gtk_window_set_child (GTK_WINDOW (toplevel), grid);
  gtk_window_present (GTK_WINDOW (toplevel));

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    for (int shade = 0; shade <= PENTO_CHIRALITY_GRID_N_SHADES; shade++)
      {
        const char *css_class = pento_chirality_grid_shade_class (shade);
        double ratio;

        /* The class the grid gives a cell of that bucket; the grid has no model, so it
         * does not put its own back. */
        drawn = FALSE;
        adw_style_manager_set_color_scheme (style_manager, schemes[s]);
        gtk_widget_remove_css_class (cell, shown);
        gtk_widget_add_css_class (cell, css_class);
        shown = css_class;

        /* Changes are restyled and drawn on the next frame. */
        deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
        while (!drawn && g_get_monotonic_time () < deadline)
          g_main_context_iteration (NULL, TRUE);
        g_assert_true (drawn);

        ratio = lowest_contrast (toplevel, paintable, cell, count);
        g_test_message ("%s style, %s: contrast %.2f:1",
                        adw_style_manager_get_dark (style_manager) ? "dark" : "light",
                        css_class, ratio);
        g_assert_true (adw_style_manager_get_dark (style_manager) ==
                       (schemes[s] == ADW_COLOR_SCHEME_FORCE_DARK));
        g_assert_cmpfloat (ratio, >=, 4.5);
      }

  end_style_test (animations, toplevel);
}

/* The share of the rows of a strip across @cell's left edge — from 2px outside it, in the gap
 * to its neighbour, to 7px inside, past the border — in which some pixel of @after differs
 * from the same pixel of @before by at least 3:1 (the WCAG contrast for a control's
 * boundary). */
static double
changed_rows (GtkWidget     *toplevel,
              GtkWidget     *cell,
              const guint32 *before,
              const guint32 *after)
{
  int width = gtk_widget_get_width (toplevel);
  int x0, y0, y1, rows = 0;

  picture_point (toplevel, cell, &x0, &y0);
  y1 = y0 + gtk_widget_get_height (cell) * 3 / 4;
  y0 += gtk_widget_get_height (cell) / 4;
  g_assert_cmpint (x0 - 2, >=, 0);
  g_assert_cmpint (x0 + 7, <, width);

  for (int y = y0; y < y1; y++)
    for (int x = x0 - 2; x <= x0 + 7; x++)
      {
        double l0 = pixel_luminance (before[y * width + x]);
        double l1 = pixel_luminance (after[y * width + x]);

        if ((MAX (l0, l1) + 0.05) / (MIN (l0, l1) + 0.05) >= 3.0)
          {
            rows++;
            break;
          }
      }

  return (double) rows / (y1 - y0);
}

/* The selected (hovered or focused) cell, its complement and the current set stand out on
 * every shade, in light and dark style, in the explorer's grid and the compact ones of the
 * comparison: the marking changes the cell's edge by at least 3:1 along most of it (a dashed
 * one along 40%). An accent-blue outline, or a dark one, on the dark blues does not. */
static void
test_marking_contrast (void)
{
  static const AdwColorScheme schemes[] = {
    ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK,
  };
  static const struct {
    const char *css_class;
    double      min_rows;
  } markings[] = {
    { "selected-cell", 0.9 },
    { "complement", 0.4 },
    { "current", 0.9 },
  };
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  GtkWidget *toplevel = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *grids[] = { pento_chirality_grid_new (FALSE), pento_chirality_grid_new (TRUE) };
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (toplevel);
  gboolean animations;

  animations = begin_style_test ();
  for (guint g = 0; g < G_N_ELEMENTS (grids); g++)
    gtk_box_append (GTK_BOX (box), grids[g]);
  gtk_window_set_child (GTK_WINDOW (toplevel), box);
  gtk_window_present (GTK_WINDOW (toplevel));
  wait_for_frame (toplevel);
  /* The window focuses the first cell, which would mark it: the test sets each marking. */
  gtk_window_set_focus (GTK_WINDOW (toplevel), NULL);
  for (guint g = 0; g < G_N_ELEMENTS (grids); g++)
    g_assert_cmpint (pento_chirality_grid_get_selected (PENTO_CHIRALITY_GRID (grids[g])), ==, -1);

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    {
      adw_style_manager_set_color_scheme (style_manager, schemes[s]);
      g_assert_true (adw_style_manager_get_dark (style_manager) ==
                     (schemes[s] == ADW_COLOR_SCHEME_FORCE_DARK));

      for (guint g = 0; g < G_N_ELEMENTS (grids); g++)
        {
          /* The grids have no model, so they leave the classes of their cells alone. */
          GtkWidget *cell = pento_chirality_grid_get_cell (PENTO_CHIRALITY_GRID (grids[g]), 0);
          const char *shown = pento_chirality_grid_shade_class (-1);

          g_assert_true (gtk_widget_has_css_class (cell, shown));
          for (int shade = -1; shade <= PENTO_CHIRALITY_GRID_N_SHADES; shade++)
            {
              g_autofree guint32 *plain = NULL;

              gtk_widget_remove_css_class (cell, shown);
              shown = pento_chirality_grid_shade_class (shade);
              gtk_widget_add_css_class (cell, shown);
              wait_for_frame (toplevel);
              plain = render_pixels (toplevel, paintable);

              for (guint k = 0; k < G_N_ELEMENTS (markings); k++)
                {
                  g_autofree guint32 *marked = NULL;
                  double rows;

                  gtk_widget_add_css_class (cell, markings[k].css_class);
                  wait_for_frame (toplevel);
                  marked = render_pixels (toplevel, paintable);
                  gtk_widget_remove_css_class (cell, markings[k].css_class);

                  rows = changed_rows (toplevel, cell, plain, marked);
                  g_test_message ("%s style, %s grid, %s, %s: %.0f%% of the edge at 3:1",
                                  adw_style_manager_get_dark (style_manager) ? "dark" : "light",
                                  g == 0 ? "large" : "compact", shown, markings[k].css_class,
                                  100 * rows);
                  g_assert_cmpfloat (rows, >=, markings[k].min_rows);
                }
            }
          gtk_widget_remove_css_class (cell, shown);
          gtk_widget_add_css_class (cell, pento_chirality_grid_shade_class (-1));
        }
    }

  end_style_test (animations, toplevel);
}

static void
solve_all_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  solve_all_count++;
}

/* The real application belongs to another module: a stand-in with the same actions. */
static void
setup_app (void)
{
  static const GActionEntry entries[] = {
    { "solve-all", solve_all_activated },
  };
  const char * const keys[] = { "flip", "mirror", "board" };

  app = gtk_application_new ("io.github.pentomino.Pentomino.TestChirality",
                             G_APPLICATION_NON_UNIQUE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (settings, keys[i]);

      g_action_map_add_action (G_ACTION_MAP (app), action);
    }
  g_action_map_add_action_entries (G_ACTION_MAP (app), entries, G_N_ELEMENTS (entries), NULL);

  /* Windows can join the application only after its startup. */
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
}

/* The compiled schema from the build directory, or one compiled here when it is missing. */
static char *
ensure_schema (void)
{
  const char *dir = g_getenv ("GSETTINGS_SCHEMA_DIR");
  g_autofree char *compiled = dir ? g_build_filename (dir, "gschemas.compiled", NULL) : NULL;
  g_autoptr(GError) error = NULL;
  char *tmp;
  int status;

  if (compiled != NULL && g_file_test (compiled, G_FILE_TEST_EXISTS))
    return NULL;

  tmp = g_dir_make_tmp ("pento-schema-XXXXXX", &error);
  g_assert_no_error (error);
  {
    g_autofree char *target = g_strdup_printf ("--targetdir=%s", tmp);
    const char *argv[] = { "glib-compile-schemas", target, SCHEMA_SOURCE_DIR, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                                 NULL, NULL, &status, &error));
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  g_setenv ("GSETTINGS_SCHEMA_DIR", tmp, TRUE);

  return tmp;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *schema_tmp = NULL;
  int result;

  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  schema_tmp = ensure_schema ();

  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

  settings = g_settings_new ("io.github.pentomino.Pentomino");
  g_settings_set_string (settings, "board", "10x6");
  g_settings_set_string (settings, "mirror", "FNY");
  setup_app ();

  window = PENTO_CHIRALITY_WINDOW (pento_chirality_window_new (app));
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));

  g_test_add_func ("/chirality/numbers-10x6", test_numbers_10x6);
  g_test_add_func ("/chirality/complement", test_complement);
  g_test_add_func ("/chirality/keyboard", test_keyboard);
  g_test_add_func ("/chirality/cache-and-12x5", test_cache_and_12x5);
  g_test_add_func ("/chirality/switch-while-computing", test_switch_while_computing);
  g_test_add_func ("/chirality/apply-set", test_apply_set);
  g_test_add_func ("/chirality/compare", test_compare);
  g_test_add_func ("/chirality/export-csv", test_export_csv);
  g_test_add_func ("/chirality/shade-contrast", test_shade_contrast);
  g_test_add_func ("/chirality/marking-contrast", test_marking_contrast);

  result = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  g_object_unref (app);
  g_object_unref (settings);
  if (schema_tmp != NULL)
    {
      g_autofree char *compiled = g_build_filename (schema_tmp, "gschemas.compiled", NULL);

      g_unlink (compiled);
      g_rmdir (schema_tmp);
    }

  return result;
}
