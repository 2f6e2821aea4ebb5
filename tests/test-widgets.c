/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-widgets.c: the board view and piece tray widgets under a display (GDK_BACKEND=x11).
 */
#include <string.h>

#include <gtk/gtk.h>

#include "common/pento-board-model.h"
#include "pento-board-view.h"
#include "pento-box-view.h"
#include "pento-palette.h"
#include "pento-piece-tray.h"

static const char packing_10x6[] =
  "FLLLLPPVVV"
  "FFFWLPPUUV"
  "YFXWWPZZUV"
  "YXXXWWZUUT"
  "YYXNNZZTTT"
  "YNNNIIIIIT";

static PentoSolution *
make_solution (void)
{
  PentoSolution *solution = pento_solution_new (10, 6);

  for (guint i = 0; i < 60; i++)
    pento_solution_set (solution, i % 10, i / 10, packing_10x6[i]);
  return solution;
}

static PentoBoard *
make_board (const char *name)
{
  g_autoptr(GError) error = NULL;
  PentoBoard *board = pento_board_new_preset (name, &error);

  g_assert_no_error (error);
  return board;
}

/* The widgets draw what a board model says: the model of @widget, made on first use. */
static PentoBoardModel *
model_of (GtkWidget *widget)
{
  PentoBoardModel *model = NULL;

  if (PENTO_IS_BOARD_VIEW (widget))
    model = pento_board_view_get_model (PENTO_BOARD_VIEW (widget));
  else if (PENTO_IS_BOX_VIEW (widget))
    model = pento_box_view_get_model (PENTO_BOX_VIEW (widget));
  else
    model = pento_piece_tray_get_model (PENTO_PIECE_TRAY (widget));
  if (model != NULL)
    return model;

  model = pento_board_model_new ();
  if (PENTO_IS_BOARD_VIEW (widget))
    pento_board_view_set_model (PENTO_BOARD_VIEW (widget), model);
  else if (PENTO_IS_BOX_VIEW (widget))
    pento_box_view_set_model (PENTO_BOX_VIEW (widget), model);
  else
    pento_piece_tray_set_model (PENTO_PIECE_TRAY (widget), model);
  g_object_unref (model);
  return model;
}

static void
show_board (GtkWidget  *widget,
            PentoBoard *board)
{
  pento_board_model_set_board (model_of (widget), board);
}

static void
show_solution (GtkWidget           *widget,
               const PentoSolution *solution)
{
  pento_board_model_set_solution (model_of (widget), solution);
}

/* The tray's rules: flipping, and the mirrored pieces without it. */
static void
set_flip (GtkWidget      *tray,
          gboolean        flip,
          PentoMirrorSet  mirror)
{
  PentoRules rules = *pento_board_model_get_rules (model_of (tray));

  rules.flip = flip;
  rules.mirror = mirror;
  pento_board_model_set_rules (model_of (tray), &rules);
}

/* Pieces @letters of the 10 × 6 packing on the board. */
static void
show_placed (GtkWidget  *tray,
             const char *letters)
{
  g_autoptr(PentoBoard) board = NULL;
  g_autoptr(PentoSolution) solution = pento_solution_new (10, 6);
  g_autoptr(GError) error = NULL;

  board = pento_board_new_preset ("10x6", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 60; i++)
    pento_solution_set (solution, i % 10, i / 10,
                        strchr (letters, packing_10x6[i]) != NULL ? packing_10x6[i] : '.');
  pento_board_model_set_board (model_of (tray), board);
  pento_board_model_set_solution (model_of (tray), solution);
}

static void
test_board_view_accessible (void)
{
  GtkWidget *view = g_object_ref_sink (pento_board_view_new ());
  g_autoptr(PentoBoard) board = make_board ("10x6");
  g_autoptr(PentoSolution) solution = make_solution ();

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Board");

  show_board (view, board);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "10 × 6 board, empty");

  show_solution (view, solution);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "10 × 6 board with all 12 pieces placed: "
                                       "F, I, L, N, P, T, U, V, W, X, Y, Z");
  /* The view keeps its own copy. */
  g_assert_true (pento_board_view_get_solution (PENTO_BOARD_VIEW (view)) != solution);
  g_assert_true (pento_solution_equal (pento_board_view_get_solution (PENTO_BOARD_VIEW (view)),
                                       solution));

  /* A partial packing names what is on the board. */
  for (guint i = 0; i < 60; i++)
    if (packing_10x6[i] != 'F' && packing_10x6[i] != 'X')
      pento_solution_set (solution, i % 10, i / 10, '.');
  show_solution (view, solution);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "10 × 6 board with 2 of 12 pieces placed: F, X");

  show_solution (view, NULL);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "10 × 6 board, empty");

  /* A board of another size drops a packing that no longer fits. */
  show_solution (view, solution);
  {
    g_autoptr(PentoBoard) other = make_board ("12x5");
    show_board (view, other);
    g_assert_null (pento_board_view_get_solution (PENTO_BOARD_VIEW (view)));
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                         GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         "12 × 5 board, empty");
  }

  g_object_unref (view);
}

static void
test_board_view_measure (void)
{
  GtkWidget *view = g_object_ref_sink (pento_board_view_new ());
  g_autoptr(PentoBoard) board = make_board ("10x6");
  g_autoptr(PentoBoard) tall = make_board ("6x10");
  int min_w, nat_w, min_h, nat_h;

  show_board (view, board);
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &min_h, &nat_h, NULL, NULL);
  g_assert_cmpint (nat_w * 6, ==, nat_h * 10);
  g_assert_cmpint (min_w * 6, ==, min_h * 10);
  g_assert_cmpint (nat_w, >=, 300);

  show_board (view, tall);
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &min_h, &nat_h, NULL, NULL);
  g_assert_cmpint (nat_w * 10, ==, nat_h * 6);

  /* Filling the width (a phone's scrolled page): as tall as square cells across the width
   * make it, within the minimum and natural sizes; no change without a width. */
  show_board (view, board);
  pento_board_view_set_fill_width (PENTO_BOARD_VIEW (view), TRUE);
  g_assert_cmpint (gtk_widget_get_request_mode (view), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, 300, &min_h, &nat_h, NULL, NULL);
  g_assert_cmpint (min_h, ==, 180);
  g_assert_cmpint (nat_h, ==, 180);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, 5000, &min_h, &nat_h, NULL, NULL);
  g_assert_cmpint (min_h, ==, 6 * 40);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, 50, &min_h, &nat_h, NULL, NULL);
  g_assert_cmpint (min_h, ==, 6 * 12);
  pento_board_view_set_fill_width (PENTO_BOARD_VIEW (view), FALSE);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, 300, &min_h, &nat_h, NULL, NULL);
  g_assert_cmpint (min_h, ==, 6 * 12);

  /* Thumbnails are small and of one size. */
  show_board (view, board);
  g_object_set (view, "thumbnail", TRUE, NULL);
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &min_h, &nat_h, NULL, NULL);
  g_assert_cmpint (nat_w, <=, 120);
  g_assert_cmpint (min_w, ==, nat_w);
  g_assert_cmpfloat_with_epsilon ((double) nat_w / nat_h, 10.0 / 6.0, 0.1);

  g_object_unref (view);
}

static void
on_invalidate (GdkPaintable *paintable,
               gboolean     *done)
{
  *done = TRUE;
}

/* Draws @widget as GTK does on screen, in a window of the given size, into a texture. */
static GdkTexture *
render_widget_scaled (GtkWidget *widget,
                      int        width,
                      int        height,
                      double     scale)
{
  GtkWidget *window = gtk_window_new ();
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  gboolean invalidated = FALSE;
  GdkTexture *texture;
  GskRenderer *renderer;
  gint64 deadline;

  g_signal_connect (paintable, "invalidate-contents", G_CALLBACK (on_invalidate), &invalidated);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_window_present (GTK_WINDOW (window));

  /* The paintable stays empty until GTK has drawn the widget once. */
  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while ((!invalidated || gtk_widget_get_width (widget) <= 0) &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (invalidated);

  /* A scale here is what GDK_SCALE=2 does to the whole window. */
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_scale (snapshot, scale, scale);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot),
                          gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0,
                                                              gtk_widget_get_width (widget) * scale,
                                                              gtk_widget_get_height (widget) * scale));
  gtk_window_destroy (GTK_WINDOW (window));
  return texture;
}

static GdkTexture *
render_widget (GtkWidget *widget,
               int        width,
               int        height)
{
  return render_widget_scaled (widget, width, height, 1.0);
}

static guint32 *
download (GdkTexture *texture,
          int        *width,
          int        *height)
{
  guint32 *pixels;

  *width = gdk_texture_get_width (texture);
  *height = gdk_texture_get_height (texture);
  pixels = g_new (guint32, *width * *height);
  gdk_texture_download (texture, (guchar *) pixels, *width * 4);
  return pixels;
}

static gboolean
has_colour (const guint32  *pixels,
            int             n,
            const PentoRgb *rgb)
{
  guint32 want = ((guint32) (rgb->red * 255 + 0.5) << 16) |
                 ((guint32) (rgb->green * 255 + 0.5) << 8) | (guint32) (rgb->blue * 255 + 0.5);

  for (int i = 0; i < n; i++)
    if ((pixels[i] >> 24) == 0xff && (pixels[i] & 0xffffff) == want)
      return TRUE;
  return FALSE;
}

static guint
count_colours (const guint32 *pixels,
               int            n)
{
  g_autoptr(GHashTable) set = g_hash_table_new (NULL, NULL);

  for (int i = 0; i < n; i++)
    g_hash_table_add (set, GUINT_TO_POINTER (pixels[i] | 1));
  return g_hash_table_size (set);
}

/* The owner may set the next board's packing a moment before the board: no warning, the
 * current board drawn empty, and the packing shown once its board arrives. */
static void
test_board_view_solution_first (void)
{
  GtkWidget *view = pento_board_view_new ();
  g_autoptr(PentoBoard) board = make_board ("10x6");
  g_autoptr(PentoBoard) next = make_board ("12x5");
  g_autoptr(PentoSolution) solution = pento_solution_new (12, 5);
  g_autoptr(GdkTexture) texture = NULL;

  /* Not a packing, just a grid of the right size. */
  for (guint i = 0; i < 60; i++)
    pento_solution_set (solution, i % 12, i / 12, 'F');

  show_board (view, board);
  show_solution (view, solution);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "10 × 6 board, empty");
  /* Drawing it must not warn (warnings are fatal in tests). */
  g_object_ref (view);
  texture = render_widget (view, 300, 200);
  g_assert_nonnull (texture);

  show_board (view, next);
  g_assert_nonnull (pento_board_view_get_solution (PENTO_BOARD_VIEW (view)));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "12 × 5 board with 1 of 12 pieces placed: F");
  g_object_unref (view);
}

static void
test_board_view_draws (void)
{
  GtkWidget *view = pento_board_view_new ();
  g_autoptr(PentoBoard) board = make_board ("10x6");
  g_autoptr(PentoSolution) solution = make_solution ();
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guint32 *pixels = NULL;
  int width, height, n_pieces_seen = 0;
  gboolean dark = FALSE;

  show_board (view, board);
  show_solution (view, solution);
  g_object_set (view, "show-letters", TRUE, NULL);
  texture = render_widget (view, 500, 300);
  pixels = download (texture, &width, &height);
  g_assert_cmpint (width, >=, 400);

  /* Not blank: many colours, and every piece colour appears (light or dark style). */
  g_assert_cmpuint (count_colours (pixels, width * height), >, 20);
  for (int d = 0; d < 2; d++)
    {
      int seen = 0;
      for (int p = 0; p < PENTO_N_PENTOMINOES; p++)
        {
          PentoRgb rgb;
          pento_palette_get_piece (p, d, &rgb);
          if (has_colour (pixels, width * height, &rgb))
            seen++;
        }
      if (seen > n_pieces_seen)
        {
          n_pieces_seen = seen;
          dark = d;
        }
    }
  g_test_message ("board view drawn in %s style, %d piece colours seen",
                  dark ? "dark" : "light", n_pieces_seen);
  g_assert_cmpint (n_pieces_seen, ==, PENTO_N_PENTOMINOES);
}

static void
test_board_view_empty_draws (void)
{
  GtkWidget *view = pento_board_view_new ();
  g_autoptr(PentoBoard) board = make_board ("8x8-hole");
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guint32 *pixels = NULL;
  int width, height;
  PentoRgb well_light, well_dark;

  /* Before any solve the empty board, wells and all, is visible. */
  show_board (view, board);
  texture = render_widget (view, 300, 300);
  pixels = download (texture, &width, &height);
  pento_palette_get_role (PENTO_PALETTE_WELL, FALSE, &well_light);
  pento_palette_get_role (PENTO_PALETTE_WELL, TRUE, &well_dark);
  g_assert_true (has_colour (pixels, width * height, &well_light) ||
                 has_colour (pixels, width * height, &well_dark));
  /* The centre of the hole is not drawn: transparent. */
  g_assert_cmphex (pixels[(height / 2) * width + width / 2] >> 24, ==, 0);
}

/* Drawn at twice the scale, the board is still made of whole pixels: every opaque pixel is a
 * palette colour or a fill under the grid, and no pixel is half covered. */
static void
test_board_view_hidpi (void)
{
  GtkWidget *view = pento_board_view_new ();
  g_autoptr(PentoBoard) board = make_board ("10x6");
  g_autoptr(PentoSolution) solution = make_solution ();
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guint32 *pixels = NULL;
  int width, height;
  guint opaque = 0, partial = 0, stray = 0;

  show_board (view, board);
  show_solution (view, solution);
  texture = render_widget_scaled (view, 437, 271, 2.0);
  if (g_getenv ("PENTO_TEST_SAVE"))
    gdk_texture_save_to_png (texture, g_getenv ("PENTO_TEST_SAVE"));
  pixels = download (texture, &width, &height);
  g_assert_cmpint (width, >=, 800);

  for (int i = 0; i < width * height; i++)
    {
      guint alpha = pixels[i] >> 24;
      gboolean known = FALSE;

      if (alpha == 0)
        continue;
      if (alpha != 0xff)
        {
          partial++;
          continue;
        }
      opaque++;
      for (int d = 0; d < 2 && !known; d++)
        {
          PentoRgb rgb;

          pento_palette_get_role (PENTO_PALETTE_OUTLINE, d, &rgb);
          known = has_colour (&pixels[i], 1, &rgb);
          for (int p = 0; p < PENTO_N_PENTOMINOES && !known; p++)
            {
              PentoRgb under_grid;
              double keep = d ? 0.72 : 0.8;
              guint32 px = pixels[i] & 0xffffff;

              pento_palette_get_piece (p, d, &rgb);
              known = has_colour (&pixels[i], 1, &rgb);
              under_grid.red = rgb.red * keep;
              under_grid.green = rgb.green * keep;
              under_grid.blue = rgb.blue * keep;
              if (!known)
                {
                  int dr = (int) (px >> 16) - (int) (under_grid.red * 255 + 0.5);
                  int dg = (int) ((px >> 8) & 0xff) - (int) (under_grid.green * 255 + 0.5);
                  int db = (int) (px & 0xff) - (int) (under_grid.blue * 255 + 0.5);
                  known = ABS (dr) <= 1 && ABS (dg) <= 1 && ABS (db) <= 1;
                }
            }
        }
      if (!known)
        stray++;
    }
  g_test_message ("2× board view: %u opaque, %u partial, %u stray pixels", opaque, partial,
                  stray);
  g_assert_cmpuint (opaque, >, 100000);
  g_assert_cmpuint (partial, ==, 0);
  g_assert_cmpuint (stray, ==, 0);
}

typedef struct {
  guint count;
  guint piece;
} ToggleRecord;

static void
on_mirror_toggled (PentoPieceTray *tray,
                   guint           piece,
                   ToggleRecord   *record)
{
  record->count++;
  record->piece = piece;
}

static void
test_tray_toggle (void)
{
  GtkWidget *tray = g_object_ref_sink (pento_piece_tray_new ());
  ToggleRecord record = { 0, G_MAXUINT };

  g_signal_connect (tray, "mirror-toggled", G_CALLBACK (on_mirror_toggled), &record);

  /* Flipping allowed (the default): nothing to toggle; every piece can still be taken to
   * the board with the keyboard, so the tray takes focus. */
  g_assert_true (pento_piece_tray_get_flip (PENTO_PIECE_TRAY (tray)));
  pento_piece_tray_activate_piece (PENTO_PIECE_TRAY (tray), PENTO_PIECE_F);
  g_assert_cmpuint (record.count, ==, 0);
  g_assert_true (gtk_widget_get_focusable (tray));

  /* Flipping off: a chiral piece toggles, a symmetric one does not. */
  set_flip (tray, FALSE, PENTO_MIRROR_DEFAULT);
  g_assert_true (gtk_widget_get_focusable (tray));
  pento_piece_tray_activate_piece (PENTO_PIECE_TRAY (tray), PENTO_PIECE_N);
  g_assert_cmpuint (record.count, ==, 1);
  g_assert_cmpuint (record.piece, ==, PENTO_PIECE_N);
  pento_piece_tray_activate_piece (PENTO_PIECE_TRAY (tray), PENTO_PIECE_T);
  g_assert_cmpuint (record.count, ==, 1);
  /* The tray leaves its own setting alone: the owner applies it. */
  g_assert_cmpuint (pento_piece_tray_get_mirror (PENTO_PIECE_TRAY (tray)), ==,
                    PENTO_MIRROR_DEFAULT);

  set_flip (tray, TRUE, pento_piece_tray_get_mirror (PENTO_PIECE_TRAY (tray)));
  pento_piece_tray_activate_piece (PENTO_PIECE_TRAY (tray), PENTO_PIECE_Z);
  g_assert_cmpuint (record.count, ==, 1);

  g_object_unref (tray);
}

typedef struct {
  GArray *pieces;
} ClickRecord;

static void
on_mirror_toggled_record (PentoPieceTray *tray,
                          guint           piece,
                          ClickRecord    *record)
{
  g_array_append_val (record->pieces, piece);
}

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  GListModel *model = gtk_widget_observe_controllers (widget);
  GtkEventController *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (model) && found == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (model, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        found = GTK_EVENT_CONTROLLER (controller);
    }
  g_object_unref (model);
  g_assert_nonnull (found);
  return found;
}

/* Clicks across the whole tray, pixel by pixel along its middle: every piece answers with
 * "piece-chosen", in tray order, with flipping on or off; a click never mirrors a piece. */
static void
test_tray_click (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *tray = pento_piece_tray_new ();
  ClickRecord record = { g_array_new (FALSE, FALSE, sizeof (guint)) };
  GtkEventController *click;
  g_autoptr(GString) order = g_string_new (NULL);
  gint64 deadline;
  int width, height;
  int x_of[PENTO_N_PIECES] = { -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1 };

  ToggleRecord toggles = { 0, G_MAXUINT };

  set_flip (tray, FALSE, PENTO_MIRROR_DEFAULT);
  g_signal_connect (tray, "piece-chosen", G_CALLBACK (on_mirror_toggled_record), &record);
  g_signal_connect (tray, "mirror-toggled", G_CALLBACK (on_mirror_toggled), &toggles);
  gtk_window_set_default_size (GTK_WINDOW (window), 700, 100);
  gtk_window_set_child (GTK_WINDOW (window), tray);
  gtk_window_present (GTK_WINDOW (window));
  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (gtk_widget_get_width (tray) <= 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  width = gtk_widget_get_width (tray);
  height = gtk_widget_get_height (tray);
  g_assert_cmpint (width, >, 0);

  click = find_controller (tray, GTK_TYPE_GESTURE_CLICK);
  for (int x = 0; x < width; x++)
    {
      guint before = record.pieces->len;

      g_signal_emit_by_name (click, "released", 1, (double) x, height / 2.0);
      if (record.pieces->len > before && x_of[g_array_index (record.pieces, guint, before)] < 0)
        x_of[g_array_index (record.pieces, guint, before)] = x;
    }
  for (guint i = 0; i < record.pieces->len; i++)
    {
      char letter = pento_piece_to_letter (g_array_index (record.pieces, guint, i));
      if (order->len == 0 || order->str[order->len - 1] != letter)
        g_string_append_c (order, letter);
    }
  g_assert_cmpstr (order->str, ==, "FLNPYZITUVWX");
  g_assert_cmpuint (toggles.count, ==, 0);

  /* Pressed on F and let go over L: nothing; pressed and let go on L: L. */
  g_array_set_size (record.pieces, 0);
  g_signal_emit_by_name (click, "pressed", 1, (double) x_of[PENTO_PIECE_F], height / 2.0);
  g_signal_emit_by_name (click, "released", 1, (double) x_of[PENTO_PIECE_L], height / 2.0);
  g_assert_cmpuint (record.pieces->len, ==, 0);
  g_signal_emit_by_name (click, "pressed", 1, (double) x_of[PENTO_PIECE_L], height / 2.0);
  g_signal_emit_by_name (click, "released", 1, (double) x_of[PENTO_PIECE_L], height / 2.0);
  g_assert_cmpuint (record.pieces->len, ==, 1);
  g_assert_cmpuint (g_array_index (record.pieces, guint, 0), ==, PENTO_PIECE_L);

  g_array_set_size (record.pieces, 0);
  set_flip (tray, TRUE, pento_piece_tray_get_mirror (PENTO_PIECE_TRAY (tray)));
  g_string_truncate (order, 0);
  for (int x = 0; x < width; x++)
    g_signal_emit_by_name (click, "released", 1, (double) x, height / 2.0);
  for (guint i = 0; i < record.pieces->len; i++)
    {
      char letter = pento_piece_to_letter (g_array_index (record.pieces, guint, i));
      if (order->len == 0 || order->str[order->len - 1] != letter)
        g_string_append_c (order, letter);
    }
  g_assert_cmpstr (order->str, ==, "FLNPYZITUVWX");
  g_assert_cmpuint (toggles.count, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  g_array_unref (record.pieces);
}

static gboolean
send_key (GtkWidget *widget,
          guint      keyval)
{
  GList *controllers = NULL;
  GListModel *model = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  /* GTK 4.8 cannot synthesise key events, so call the key controller's handler directly. */
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (model, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        controllers = g_list_prepend (controllers, controller);
    }
  g_assert_nonnull (controllers);
  g_signal_emit_by_name (controllers->data, "key-pressed", keyval, 0, 0, &handled);
  g_list_free (controllers);
  g_object_unref (model);
  return handled;
}

static void
test_tray_keyboard (void)
{
  GtkWidget *tray = g_object_ref_sink (pento_piece_tray_new ());
  ToggleRecord record = { 0, G_MAXUINT };
  ToggleRecord chosen = { 0, G_MAXUINT };

  g_signal_connect (tray, "mirror-toggled", G_CALLBACK (on_mirror_toggled), &record);
  g_signal_connect (tray, "piece-chosen", G_CALLBACK (on_mirror_toggled), &chosen);
  set_flip (tray, FALSE, pento_piece_tray_get_mirror (PENTO_PIECE_TRAY (tray)));

  /* The ring starts on F; Right moves it to L, Enter takes L, Left and space take F. */
  g_assert_true (send_key (tray, GDK_KEY_Right));
  g_assert_true (send_key (tray, GDK_KEY_Return));
  g_assert_cmpuint (chosen.count, ==, 1);
  g_assert_cmpuint (chosen.piece, ==, PENTO_PIECE_L);
  g_assert_true (send_key (tray, GDK_KEY_Left));
  g_assert_true (send_key (tray, GDK_KEY_space));
  g_assert_cmpuint (chosen.count, ==, 2);
  g_assert_cmpuint (chosen.piece, ==, PENTO_PIECE_F);
  /* M mirrors the focused chiral piece (the setting), Enter never does. */
  g_assert_cmpuint (record.count, ==, 0);
  g_assert_true (send_key (tray, GDK_KEY_m));
  g_assert_cmpuint (record.count, ==, 1);
  g_assert_cmpuint (record.piece, ==, PENTO_PIECE_F);
  /* Left from F wraps to the last piece, X, which M cannot mirror. */
  g_assert_true (send_key (tray, GDK_KEY_Left));
  g_assert_true (send_key (tray, GDK_KEY_Return));
  g_assert_cmpuint (chosen.piece, ==, PENTO_PIECE_X);
  g_assert_false (send_key (tray, GDK_KEY_m));

  /* With flipping on, M does nothing; pieces are still taken. */
  set_flip (tray, TRUE, pento_piece_tray_get_mirror (PENTO_PIECE_TRAY (tray)));
  g_assert_true (send_key (tray, GDK_KEY_Home));
  g_assert_false (send_key (tray, GDK_KEY_m));
  g_assert_cmpuint (record.count, ==, 1);
  g_assert_true (send_key (tray, GDK_KEY_Return));
  g_assert_cmpuint (chosen.piece, ==, PENTO_PIECE_F);

  g_object_unref (tray);
}

static void
test_tray_accessible (void)
{
  GtkWidget *tray = g_object_ref_sink (pento_piece_tray_new ());

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (tray), GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (tray), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Pieces");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (tray),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Flipping is allowed; every piece may be turned over. "
                                       "0 of 12 on the board.");
  set_flip (tray, FALSE, PENTO_MIRROR_DEFAULT);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (tray),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Mirrored: F, N, Y. 0 of 12 on the board.");
  set_flip (tray, FALSE, PENTO_MIRROR_NONE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (tray),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "No piece mirrored. 0 of 12 on the board.");
  /* The pieces on the board are counted, so a screen reader hears what is left. */
  show_placed (tray, "TX");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (tray),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "No piece mirrored. 2 of 12 on the board.");
  g_object_unref (tray);
}

static guint
count_piece_colours (const guint32 *pixels,
                     int            n,
                     gboolean       dark)
{
  guint seen = 0;

  for (int p = 0; p < PENTO_N_PENTOMINOES; p++)
    {
      PentoRgb rgb;
      pento_palette_get_piece (p, dark, &rgb);
      if (has_colour (pixels, n, &rgb))
        seen++;
    }
  return seen;
}

/* Pixels close to libadwaita's success green (light #26a269, dark #8ff0a4): the tick. */
static guint
count_tick_pixels (const guint32 *pixels,
                   int            n)
{
  guint count = 0;

  for (int i = 0; i < n; i++)
    {
      int r = (pixels[i] >> 16) & 0xff, g = (pixels[i] >> 8) & 0xff, b = pixels[i] & 0xff;
      if ((pixels[i] >> 24) == 0xff &&
          ((ABS (r - 0x26) < 12 && ABS (g - 0xa2) < 12 && ABS (b - 0x69) < 12) ||
           (ABS (r - 0x8f) < 12 && ABS (g - 0xf0) < 12 && ABS (b - 0xa4) < 12)))
        count++;
    }
  return count;
}

static void
test_tray_measure_and_draw (void)
{
  GtkWidget *tray = pento_piece_tray_new ();
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkTexture) texture_placed = NULL;
  g_autofree guint32 *pixels = NULL;
  g_autofree guint32 *pixels_placed = NULL;
  int min_w, nat_w, one_row, two_rows, width, height;

  gtk_widget_measure (tray, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  g_assert_cmpint (nat_w, >, min_w);
  gtk_widget_measure (tray, GTK_ORIENTATION_VERTICAL, nat_w, NULL, &one_row, NULL, NULL);
  gtk_widget_measure (tray, GTK_ORIENTATION_VERTICAL, nat_w / 2, NULL, &two_rows, NULL, NULL);
  /* Half as wide: two rows, so taller. */
  g_assert_cmpint (two_rows, >, one_row);

  set_flip (tray, FALSE, PENTO_MIRROR_DEFAULT);
  g_object_ref (tray);
  texture = render_widget (tray, nat_w, one_row);
  pixels = download (texture, &width, &height);
  /* Every piece shows its own colour (in light or dark style), and nothing is ticked. */
  g_assert_cmpuint (MAX (count_piece_colours (pixels, width * height, FALSE),
                         count_piece_colours (pixels, width * height, TRUE)), ==,
                    PENTO_N_PENTOMINOES);
  g_assert_cmpuint (count_tick_pixels (pixels, width * height), ==, 0);

  /* Placed pieces are greyed (their full colour gone) and get a tick; the rest keep theirs. */
  show_placed (tray, "XI");
  texture_placed = render_widget (tray, nat_w, one_row);
  pixels_placed = download (texture_placed, &width, &height);
  g_assert_cmpuint (MAX (count_piece_colours (pixels_placed, width * height, FALSE),
                         count_piece_colours (pixels_placed, width * height, TRUE)), ==,
                    PENTO_N_PENTOMINOES - 2);
  g_assert_cmpuint (count_tick_pixels (pixels_placed, width * height), >, 4);
  g_object_unref (tray);
}

/* Dark style is read from the widget's CSS colour: light text means a dark background. */
static void
test_board_view_follows_dark_style (void)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  g_autoptr(PentoBoard) board = make_board ("10x6");
  g_autoptr(PentoSolution) solution = make_solution ();
  GtkWidget *view = pento_board_view_new ();
  g_autoptr(GdkTexture) light = NULL;
  g_autoptr(GdkTexture) dark = NULL;
  g_autofree guint32 *light_pixels = NULL;
  g_autofree guint32 *dark_pixels = NULL;
  int width, height;

  gtk_css_provider_load_from_data (provider,
                                   "boardview.test-light { color: #202020; }\n"
                                   "boardview.test-dark { color: #f0f0f0; }\n", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);

  show_board (view, board);
  show_solution (view, solution);
  gtk_widget_add_css_class (view, "test-light");
  g_object_ref (view);
  light = render_widget (view, 400, 240);
  light_pixels = download (light, &width, &height);
  g_assert_cmpuint (count_piece_colours (light_pixels, width * height, FALSE), ==,
                    PENTO_N_PENTOMINOES);
  g_assert_cmpuint (count_piece_colours (light_pixels, width * height, TRUE), ==, 0);

  gtk_widget_remove_css_class (view, "test-light");
  gtk_widget_add_css_class (view, "test-dark");
  dark = render_widget (view, 400, 240);
  dark_pixels = download (dark, &width, &height);
  g_assert_cmpuint (count_piece_colours (dark_pixels, width * height, TRUE), ==,
                    PENTO_N_PENTOMINOES);
  g_assert_cmpuint (count_piece_colours (dark_pixels, width * height, FALSE), ==, 0);

  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (provider));
  g_object_unref (view);
}

/* The box view: role and label as the board view's, a description that follows
 * the packing, sizes that ask for room, a packing of another box dropped. */
static void
test_box_view (void)
{
  GtkWidget *view = g_object_ref_sink (pento_box_view_new ());
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(PentoSolution) solution = NULL;
  PentoRules rules;
  PentoBox box, other, got;
  int minimum, thumb_w, thumb_h, full_w, full_h;

  g_assert_true (pento_box_parse ("2x3x10", &box, NULL));
  g_assert_true (pento_box_parse ("3x4x5", &other, NULL));
  pento_rules_init_default (&rules);
  puzzle = pento_puzzle_new_for_box (&box, &rules, NULL);
  solution = pento_puzzle_first (puzzle, NULL, NULL);
  g_assert_nonnull (solution);

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Box");
  g_assert_false (pento_box_view_get_box (PENTO_BOX_VIEW (view), &got));

  pento_board_model_set_box (model_of (view), &box);
  g_assert_true (pento_box_view_get_box (PENTO_BOX_VIEW (view), &got));
  g_assert_cmpuint (got.depth, ==, 10);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "2 × 3 × 10 box, empty");
  show_solution (view, solution);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "2 × 3 × 10 box with 12 pieces placed: "
                                       "F, I, L, N, P, T, U, V, W, X, Y, Z");

  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &full_w, NULL, NULL);
  g_assert_cmpint (minimum, <, full_w);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &minimum, &full_h, NULL, NULL);
  g_assert_cmpint (minimum, <, full_h);
  pento_box_view_set_thumbnail (PENTO_BOX_VIEW (view), TRUE);
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &thumb_w, NULL, NULL);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &minimum, &thumb_h, NULL, NULL);
  /* A thumbnail is the strip of layers only: wider than tall, and small. */
  g_assert_cmpint (thumb_w, >, thumb_h);
  g_assert_cmpint (thumb_w, <=, 160);
  g_assert_cmpint (thumb_h, <, full_h / 4);

  pento_board_model_set_box (model_of (view), &other);
  g_assert_null (pento_box_view_get_solution (PENTO_BOX_VIEW (view)));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "3 × 4 × 5 box, empty");

  g_object_unref (view);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/board-view/accessible", test_board_view_accessible);
  g_test_add_func ("/ui/board-view/measure", test_board_view_measure);
  g_test_add_func ("/ui/board-view/solution-first", test_board_view_solution_first);
  g_test_add_func ("/ui/board-view/draws", test_board_view_draws);
  g_test_add_func ("/ui/board-view/empty-draws", test_board_view_empty_draws);
  g_test_add_func ("/ui/board-view/dark-style", test_board_view_follows_dark_style);
  g_test_add_func ("/ui/board-view/hidpi", test_board_view_hidpi);
  g_test_add_func ("/ui/box-view", test_box_view);
  g_test_add_func ("/ui/piece-tray/toggle", test_tray_toggle);
  g_test_add_func ("/ui/piece-tray/keyboard", test_tray_keyboard);
  g_test_add_func ("/ui/piece-tray/click", test_tray_click);
  g_test_add_func ("/ui/piece-tray/accessible", test_tray_accessible);
  g_test_add_func ("/ui/piece-tray/measure-and-draw", test_tray_measure_and_draw);

  return g_test_run ();
}
