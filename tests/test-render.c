/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-render.c: pixels, palette distances and file export of the cairo renderer.
 */
/* symlink, lstat, mkfifo: POSIX, hidden by -std=c11. */
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <math.h>
#include <sys/stat.h>
#include <unistd.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gio/gio.h>

#include "pento-palette.h"
#include "pento-render.h"
#include "pento-render-box.h"

/* A known packing of 10 × 6 (rows top to bottom). */
static const char packing_10x6[] =
  "FLLLLPPVVV\n"
  "FFFWLPPUUV\n"
  "YFXWWPZZUV\n"
  "YXXXWWZUUT\n"
  "YYXNNZZTTT\n"
  "YNNNIIIIIT\n";

static const char packing_8x8_hole[] =
  "FLLLLZZY\n"
  "FFFWLZYY\n"
  "VFWWZZPY\n"
  "VWW..PPY\n"
  "VVV..PPT\n"
  "UUXNNTTT\n"
  "UXXXNNNT\n"
  "UUXIIIII\n";

#define CELL 40

static PentoSolution *
solution_from_text (const char *text,
                    guint       width,
                    guint       height)
{
  PentoSolution *solution = pento_solution_new (width, height);
  guint x = 0, y = 0;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\n')
        {
          g_assert_cmpuint (x, ==, width);
          x = 0;
          y++;
          continue;
        }
      pento_solution_set (solution, x++, y, *p);
    }
  g_assert_cmpuint (y, ==, height);
  return solution;
}

static cairo_surface_t *
render_to_surface (const PentoBoard         *board,
                   const PentoSolution      *solution,
                   const PentoRenderOptions *options,
                   int                       width,
                   int                       height,
                   gboolean                  dark)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  PentoRgb bg;

  pento_palette_get_role (PENTO_PALETTE_BACKGROUND, dark, &bg);
  cairo_set_source_rgb (cr, bg.red, bg.green, bg.blue);
  cairo_paint (cr);
  pento_render_board (cr, board, solution, options, 0, 0, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  if (g_getenv ("PENTO_TEST_WRITE_PNG") != NULL)
    {
      static guint n;
      g_autofree char *name = g_strdup_printf ("%s/render-%u.png", g_getenv ("PENTO_TEST_WRITE_PNG"),
                                               n++);
      cairo_surface_write_to_png (surface, name);
    }
  return surface;
}

static guint32
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return *(const guint32 *) (data + y * stride + x * 4) & 0xffffff;
}

static guint32
rgb_to_pixel (const PentoRgb *rgb)
{
  return ((guint32) (rgb->red * 255 + 0.5) << 16) | ((guint32) (rgb->green * 255 + 0.5) << 8) |
         (guint32) (rgb->blue * 255 + 0.5);
}

typedef struct {
  int    left;
  int    top;
  double cell;
} Box;

/* Finds the drawn board (everything that is not background) and its cell size, so that the
 * checks do not depend on how the renderer rounds its layout. */
static void
find_board (cairo_surface_t *surface,
            guint32          background,
            guint            cols,
            guint            rows,
            Box             *box)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int left = width, top = height, right = -1, bottom = -1;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (pixel_at (surface, x, y) != background)
        {
          left = MIN (left, x);
          right = MAX (right, x);
          top = MIN (top, y);
          bottom = MAX (bottom, y);
        }
  g_assert_cmpint (right, >, left);
  box->left = left;
  box->top = top;
  box->cell = MIN ((double) (right - left + 1) / cols, (double) (bottom - top + 1) / rows);
  /* Square cells: both directions agree to within the outline's width. */
  g_assert_cmpfloat (fabs ((right - left + 1) / (double) cols - (bottom - top + 1) / (double) rows),
                     <, 1.0);
}

/* Samples near a cell's top-left corner: inside the fill, away from letters and lines. */
static guint32
cell_pixel (cairo_surface_t *surface,
            const Box       *box,
            int              x,
            int              y)
{
  return pixel_at (surface, box->left + (int) ((x + 0.22) * box->cell),
                   box->top + (int) ((y + 0.22) * box->cell));
}

static void
check_piece_colours (const PentoBoard    *board,
                     const PentoSolution *solution,
                     gboolean             dark)
{
  PentoRenderOptions options;
  guint w = pento_board_get_width (board), h = pento_board_get_height (board);
  int width = w * CELL + 20, height = h * CELL + 20;
  cairo_surface_t *surface;
  PentoRgb bg, well, outline;
  Box box;

  pento_render_options_init (&options);
  options.dark = dark;
  options.show_letters = TRUE;
  surface = render_to_surface (board, solution, &options, width, height, dark);

  pento_palette_get_role (PENTO_PALETTE_BACKGROUND, dark, &bg);
  pento_palette_get_role (PENTO_PALETTE_WELL, dark, &well);
  pento_palette_get_role (PENTO_PALETTE_OUTLINE, dark, &outline);
  find_board (surface, rgb_to_pixel (&bg), w, h, &box);
  g_assert_cmpfloat (box.cell, >=, CELL - 1);

  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      {
        char letter = solution != NULL ? pento_solution_get (solution, x, y) : '.';
        guint32 got = cell_pixel (surface, &box, x, y);
        PentoPiece piece;
        PentoRgb expected;

        if (!pento_board_is_cell (board, x, y))
          expected = bg;
        else if (letter == '.')
          expected = well;
        else
          {
            g_assert_true (pento_piece_from_letter (letter, &piece));
            pento_palette_get_piece (piece, dark, &expected);
          }
        if (got != rgb_to_pixel (&expected))
          g_error ("%s, cell (%u, %u) '%c': pixel %06x, expected %06x",
                   dark ? "dark" : "light", x, y, letter, got, rgb_to_pixel (&expected));
      }

  /* The outline runs along the board's edge. */
  g_assert_cmphex (pixel_at (surface, box.left, box.top + (int) (box.cell / 2)), ==,
                   rgb_to_pixel (&outline));
  /* Between two different pieces in the top row (F at 0, L at 1) lies the outline too. */
  if (solution != NULL && pento_solution_get (solution, 0, 0) != pento_solution_get (solution, 1, 0))
    g_assert_cmphex (pixel_at (surface, box.left + (int) round (box.cell) + 1,
                               box.top + (int) (box.cell / 2)), ==, rgb_to_pixel (&outline));

  cairo_surface_destroy (surface);
}

static void
test_render_pixels_10x6 (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", &error);
  g_autoptr(PentoSolution) solution = solution_from_text (packing_10x6, 10, 6);

  g_assert_no_error (error);
  check_piece_colours (board, solution, FALSE);
  check_piece_colours (board, solution, TRUE);
}

static void
test_render_pixels_hole (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("8x8-hole", &error);
  g_autoptr(PentoSolution) solution = solution_from_text (packing_8x8_hole, 8, 8);

  g_assert_no_error (error);
  /* The centre 2 × 2 is a hole: check_piece_colours expects background there. */
  g_assert_false (pento_board_is_cell (board, 3, 3));
  g_assert_false (pento_board_is_cell (board, 4, 4));
  check_piece_colours (board, solution, FALSE);
  check_piece_colours (board, solution, TRUE);
  /* The empty board: wells around background holes. */
  check_piece_colours (board, NULL, FALSE);
  check_piece_colours (board, NULL, TRUE);
}

static void
test_render_partial (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", &error);
  g_autoptr(PentoSolution) solution = solution_from_text (packing_10x6, 10, 6);

  /* Take the X and the I off the board: their cells become the empty well. */
  for (guint y = 0; y < 6; y++)
    for (guint x = 0; x < 10; x++)
      {
        char c = pento_solution_get (solution, x, y);
        if (c == 'X' || c == 'I')
          pento_solution_set (solution, x, y, '.');
      }
  check_piece_colours (board, solution, FALSE);
  check_piece_colours (board, solution, TRUE);
}

/* With a highlight, the chosen pieces keep their colour and the others fade. */
static void
test_render_highlight (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", &error);
  g_autoptr(PentoSolution) solution = solution_from_text (packing_10x6, 10, 6);
  PentoRenderOptions options;
  cairo_surface_t *surface;
  PentoRgb bg, x_fill, f_fill, well;
  Box box;

  pento_render_options_init (&options);
  options.highlight = 1u << PENTO_PIECE_X;
  surface = render_to_surface (board, solution, &options, 420, 260, FALSE);
  pento_palette_get_role (PENTO_PALETTE_BACKGROUND, FALSE, &bg);
  pento_palette_get_role (PENTO_PALETTE_WELL, FALSE, &well);
  pento_palette_get_piece (PENTO_PIECE_X, FALSE, &x_fill);
  pento_palette_get_piece (PENTO_PIECE_F, FALSE, &f_fill);
  find_board (surface, rgb_to_pixel (&bg), 10, 6, &box);

  /* X's centre cell is (2, 3); F's first cell is (0, 0). */
  g_assert_cmphex (cell_pixel (surface, &box, 2, 3), ==, rgb_to_pixel (&x_fill));
  g_assert_cmphex (cell_pixel (surface, &box, 0, 0), !=, rgb_to_pixel (&f_fill));
  {
    /* Faded towards the well: closer to it than the full colour is. */
    guint32 px = cell_pixel (surface, &box, 0, 0);
    PentoRgb faded = { ((px >> 16) & 0xff) / 255.0, ((px >> 8) & 0xff) / 255.0,
                       (px & 0xff) / 255.0 };
    g_assert_cmpfloat (pento_rgb_distance (&faded, &well), <,
                       pento_rgb_distance (&f_fill, &well) / 2);
  }
  cairo_surface_destroy (surface);
}

/* Keeps square cells and centres the board, whatever the rectangle's shape. */
static void
test_render_centred (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", &error);
  g_autoptr(PentoSolution) solution = solution_from_text (packing_10x6, 10, 6);
  PentoRenderOptions options;
  cairo_surface_t *surface;
  PentoRgb bg;
  guint32 bgp;
  int top = -1, bottom = -1, left = -1, right = -1;

  pento_render_options_init (&options);
  surface = render_to_surface (board, solution, &options, 300, 600, FALSE);
  pento_palette_get_role (PENTO_PALETTE_BACKGROUND, FALSE, &bg);
  bgp = rgb_to_pixel (&bg);

  for (int y = 0; y < 600; y++)
    if (pixel_at (surface, 150, y) != bgp)
      {
        if (top < 0)
          top = y;
        bottom = y;
      }
  for (int x = 0; x < 300; x++)
    if (pixel_at (surface, x, 300) != bgp)
      {
        if (left < 0)
          left = x;
        right = x;
      }
  cairo_surface_destroy (surface);

  g_assert_cmpint (left, >=, 0);
  g_assert_cmpint (top, >=, 0);
  /* Centred to a pixel, and 10:6 to within the outline's width. */
  g_assert_cmpint (ABS (left - (299 - right)), <=, 1);
  g_assert_cmpint (ABS (top - (599 - bottom)), <=, 1);
  g_assert_cmpfloat_with_epsilon ((double) (right - left + 1) / (bottom - top + 1), 10.0 / 6.0,
                                  0.05);
}

/* Every pixel is a pure palette colour (or a fill under the translucent grid line): no
 * antialiased seams or half-covered lines, at 1× and at 2× device scale, for awkward sizes. */
static void
check_crisp (double scale,
             int    width,
             int    height,
             int    dark)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("8x8-hole", &error);
  g_autoptr(PentoSolution) solution = solution_from_text (packing_8x8_hole, 8, 8);
  PentoRenderOptions options;
  cairo_surface_t *surface;
  cairo_t *cr;
  PentoRgb bg, outline;
  guint32 allowed[2 * PENTO_N_PIECES + 2];
  guint n_allowed = 0, bad = 0;

  pento_render_options_init (&options);
  options.dark = dark;
  options.show_grid = TRUE;
  pento_palette_get_role (PENTO_PALETTE_BACKGROUND, dark, &bg);
  pento_palette_get_role (PENTO_PALETTE_OUTLINE, dark, &outline);
  allowed[n_allowed++] = rgb_to_pixel (&bg);
  allowed[n_allowed++] = rgb_to_pixel (&outline);
  for (int p = 0; p < PENTO_N_PIECES; p++)
    {
      PentoRgb fill, under_grid;
      double alpha = dark ? 0.28 : 0.2;

      pento_palette_get_piece (p, dark, &fill);
      allowed[n_allowed++] = rgb_to_pixel (&fill);
      under_grid.red = fill.red * (1 - alpha);
      under_grid.green = fill.green * (1 - alpha);
      under_grid.blue = fill.blue * (1 - alpha);
      allowed[n_allowed++] = rgb_to_pixel (&under_grid);
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  cairo_set_source_rgb (cr, bg.red, bg.green, bg.blue);
  cairo_paint (cr);
  pento_render_board (cr, board, solution, &options, 3, 5, width - 7, height - 9);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  for (int y = 0; y < height * scale; y++)
    for (int x = 0; x < width * scale; x++)
      {
        guint32 px = pixel_at (surface, x, y);
        gboolean ok = FALSE;

        for (guint i = 0; i < n_allowed && !ok; i++)
          {
            int dr = (int) ((px >> 16) & 0xff) - (int) ((allowed[i] >> 16) & 0xff);
            int dg = (int) ((px >> 8) & 0xff) - (int) ((allowed[i] >> 8) & 0xff);
            int db = (int) (px & 0xff) - (int) (allowed[i] & 0xff);
            /* ±1 for the rounding of the grid's blend. */
            ok = ABS (dr) <= 1 && ABS (dg) <= 1 && ABS (db) <= 1;
          }
        if (!ok && bad++ < 5)
          g_test_message ("scale %g, %d × %d: stray colour %06x at (%d, %d)", scale, width,
                          height, px, x, y);
      }
  cairo_surface_destroy (surface);
  g_assert_cmpuint (bad, ==, 0);
}

static void
test_render_crisp (void)
{
  static const int sizes[][2] = { { 437, 263 }, { 300, 301 }, { 129, 97 }, { 1001, 640 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int dark = 0; dark < 2; dark++)
      {
        check_crisp (1.0, sizes[i][0], sizes[i][1], dark);
        check_crisp (2.0, sizes[i][0], sizes[i][1], dark);
      }
}

static void
test_render_piece (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 60, 60);
  cairo_t *cr = cairo_create (surface);
  PentoRgb fill;

  /* The X piece fills its centre cell and leaves the corners of its box transparent. */
  pento_render_piece (cr, PENTO_PIECE_X, pento_piece_get_shape (PENTO_PIECE_X), NULL,
                      0, 0, 60, 60);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  pento_palette_get_piece (PENTO_PIECE_X, FALSE, &fill);
  g_assert_cmphex (pixel_at (surface, 30, 30), ==, rgb_to_pixel (&fill));
  g_assert_cmphex (*(guint32 *) cairo_image_surface_get_data (surface), ==, 0);
  {
    const guint8 *data = cairo_image_surface_get_data (surface);
    int stride = cairo_image_surface_get_stride (surface);
    guint32 corner = *(const guint32 *) (data + 12 * stride + 12 * 4);
    g_assert_cmphex (corner >> 24, ==, 0);
  }
  cairo_surface_destroy (surface);
}

static void
check_palette (gboolean dark)
{
  PentoRgb colours[PENTO_N_PIECES], well, bg, outline;
  double min_distance = G_MAXDOUBLE;

  for (int p = 0; p < PENTO_N_PIECES; p++)
    pento_palette_get_piece (p, dark, &colours[p]);
  pento_palette_get_role (PENTO_PALETTE_WELL, dark, &well);
  pento_palette_get_role (PENTO_PALETTE_BACKGROUND, dark, &bg);
  pento_palette_get_role (PENTO_PALETTE_OUTLINE, dark, &outline);

  for (int a = 0; a < PENTO_N_PIECES; a++)
    {
      for (int b = a + 1; b < PENTO_N_PIECES; b++)
        {
          double d = pento_rgb_distance (&colours[a], &colours[b]);
          min_distance = MIN (min_distance, d);
          if (d < 30.0)
            g_error ("%s pieces %c and %c are too alike (ΔE %.1f)", dark ? "dark" : "light",
                     pento_piece_to_letter (a), pento_piece_to_letter (b), d);
        }
      /* A piece never looks like an empty cell or a hole. */
      g_assert_cmpfloat (pento_rgb_distance (&colours[a], &well), >=, 15.0);
      g_assert_cmpfloat (pento_rgb_distance (&colours[a], &bg), >=, 15.0);
      g_assert_cmpfloat (pento_rgb_distance (&colours[a], &outline), >=, 15.0);
    }
  g_test_message ("%s palette: smallest ΔE76 between pieces %.1f", dark ? "dark" : "light",
                  min_distance);
  /* The well stands out from the background, so the empty board is visible. */
  g_assert_cmpfloat (pento_rgb_distance (&well, &bg), >=, 5.0);
}

static void
test_palette_distinct (void)
{
  check_palette (FALSE);
  check_palette (TRUE);
}

/* Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB. */
static const double cvd_matrices[3][3][3] = {
  { { 0.152286, 1.052583, -0.204868 }, { 0.114503, 0.786281, 0.099216 },
    { -0.003882, -0.048116, 1.051998 } },   /* protanopia */
  { { 0.367322, 0.860646, -0.227968 }, { 0.280085, 0.672501, 0.047413 },
    { -0.011820, 0.042940, 0.968881 } },    /* deuteranopia */
  { { 1.255528, -0.076749, -0.178779 }, { -0.078411, 0.930809, 0.147602 },
    { 0.004733, 0.691367, 0.303900 } },     /* tritanopia */
};

static double
to_linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
to_srgb (double c)
{
  c = CLAMP (c, 0.0, 1.0);
  return c <= 0.0031308 ? 12.92 * c : 1.055 * pow (c, 1 / 2.4) - 0.055;
}

static void
simulate_cvd (const PentoRgb *in,
              int             kind,
              PentoRgb       *out)
{
  double l[3] = { to_linear (in->red), to_linear (in->green), to_linear (in->blue) };
  double r[3];

  for (int i = 0; i < 3; i++)
    r[i] = cvd_matrices[kind][i][0] * l[0] + cvd_matrices[kind][i][1] * l[1] +
           cvd_matrices[kind][i][2] * l[2];
  out->red = to_srgb (r[0]);
  out->green = to_srgb (r[1]);
  out->blue = to_srgb (r[2]);
}

/* Every pair of pieces stays apart for people with each kind of dichromacy (at tray size,
 * ΔE76 8.5 — the earlier palette's least — let three pinks and three yellows be confused).
 * The palette reaches 18.5 light and 18.0 dark (deuteranopia, W–X); a palette picked by hue
 * alone, like orange next to olive, falls to about 6 under protanopia. */
static void
test_palette_colour_blind (void)
{
  static const char *const kinds[] = { "protanopia", "deuteranopia", "tritanopia" };

  for (int dark = 0; dark < 2; dark++)
    for (int kind = 0; kind < 3; kind++)
      {
        PentoRgb sim[PENTO_N_PIECES];
        double min_distance = G_MAXDOUBLE;

        for (int p = 0; p < PENTO_N_PIECES; p++)
          {
            PentoRgb rgb;
            pento_palette_get_piece (p, dark, &rgb);
            simulate_cvd (&rgb, kind, &sim[p]);
          }
        for (int a = 0; a < PENTO_N_PIECES; a++)
          for (int b = a + 1; b < PENTO_N_PIECES; b++)
            {
              double d = pento_rgb_distance (&sim[a], &sim[b]);
              min_distance = MIN (min_distance, d);
              if (d < 17.5)
                g_error ("%s, %s: pieces %c and %c are too alike (ΔE %.1f)",
                         dark ? "dark" : "light", kinds[kind], pento_piece_to_letter (a),
                         pento_piece_to_letter (b), d);
            }
        g_test_message ("%s palette, %s: smallest ΔE76 %.1f", dark ? "dark" : "light",
                        kinds[kind], min_distance);
      }
}

/* Letters: the contrast colour is the readable one. */
static void
test_palette_text_contrast (void)
{
  for (int dark = 0; dark < 2; dark++)
    for (int p = 0; p < PENTO_N_PIECES; p++)
      {
        PentoRgb fill, ink;
        double lf, li, ratio;

        pento_palette_get_piece (p, dark, &fill);
        pento_palette_get_text_on (&fill, dark, &ink);
        lf = pento_rgb_luminance (&fill);
        li = pento_rgb_luminance (&ink);
        ratio = (MAX (lf, li) + 0.05) / (MIN (lf, li) + 0.05);
        /* WCAG's 3:1 for large text: letters are at least half a cell tall and bold. */
        if (ratio < 3.0)
          g_error ("letter on %c (%s) has contrast %.2f", pento_piece_to_letter (p),
                   dark ? "dark" : "light", ratio);
      }
}

typedef struct {
  char *dir;
} ExportFixture;

static void
export_setup (ExportFixture *fixture,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("pento-render-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
export_teardown (ExportFixture *fixture,
                 gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        g_rmdir (path);
      else
        g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

static guint
count_files (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
check_export (const char *dir,
              const char *name,
              const char *magic,
              const char *alt_magic)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", &error);
  g_autoptr(PentoSolution) solution = solution_from_text (packing_10x6, 10, 6);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (pento_render_export (board, solution, NULL, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 200);
  if (memcmp (contents, magic, strlen (magic)) != 0)
    g_assert_nonnull (alt_magic != NULL ? strstr (contents, alt_magic) : NULL);
}

static void
test_export_formats (ExportFixture *fixture,
                     gconstpointer  data)
{
  check_export (fixture->dir, "board.png", "\x89PNG\r\n", NULL);
  check_export (fixture->dir, "board.svg", "<?xml", "<svg");
  check_export (fixture->dir, "board.pdf", "%PDF", NULL);
  /* The extension is matched without regard to case. */
  check_export (fixture->dir, "BOARD.PNG", "\x89PNG\r\n", NULL);
  check_export (fixture->dir, "Board.Svg", "<?xml", "<svg");
  /* Only the four images, no temporary files left over. */
  g_assert_cmpuint (count_files (fixture->dir), ==, 5);
}

static void
test_export_png_size (ExportFixture *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", &error);
  g_autoptr(PentoSolution) solution = solution_from_text (packing_10x6, 10, 6);
  g_autofree char *path = g_build_filename (fixture->dir, "size.png", NULL);
  cairo_surface_t *surface;

  g_assert_true (pento_render_export (board, solution, NULL, path, &error));
  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  /* 48 pixels a cell plus a margin of 24 on each side. */
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 10 * 48 + 2 * 24);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 6 * 48 + 2 * 24);
  {
    /* The first cell's fill starts just inside the outline at the margin and is 48 wide:
     * F's colour at both ends of the top-left cell, not beyond. */
    PentoRgb f;
    cairo_surface_t *image = surface;
    pento_palette_get_piece (PENTO_PIECE_F, FALSE, &f);
    g_assert_cmphex (pixel_at (image, 24 + 4, 24 + 24), ==, rgb_to_pixel (&f));
    g_assert_cmphex (pixel_at (image, 24 + 44, 24 + 24), ==, rgb_to_pixel (&f));
    g_assert_cmphex (pixel_at (image, 24 + 48, 24 + 24), !=, rgb_to_pixel (&f));
  }
  cairo_surface_destroy (surface);
}

static void
test_export_sheet (ExportFixture *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", &error);
  g_autoptr(GPtrArray) solutions = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  g_autoptr(GPtrArray) none = g_ptr_array_new ();
  g_autofree char *png = g_build_filename (fixture->dir, "sheet.png", NULL);
  g_autofree char *svg = g_build_filename (fixture->dir, "sheet.svg", NULL);
  g_autofree char *empty = g_build_filename (fixture->dir, "empty.png", NULL);
  g_autofree char *contents = NULL;
  cairo_surface_t *surface;
  PentoRgb f, bg;
  /* Three packings: the known one, its 180° turn, and the known one again. */
  PentoSolution *known = solution_from_text (packing_10x6, 10, 6);

  g_ptr_array_add (solutions, known);
  g_ptr_array_add (solutions, pento_solution_transform (known, PENTO_SYMMETRY_ROTATE_180));
  g_ptr_array_add (solutions, pento_solution_copy (known));

  g_assert_true (pento_render_export_sheet (board, solutions, 2, NULL, png, &error));
  g_assert_no_error (error);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  /* Two columns of 240 px tiles with a 24 px gap, two rows of 144 px tiles plus captions. */
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 2 * 24 + 2 * 240 + 24);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 2 * 24 + 2 * (144 + 22) + 24);

  pento_palette_get_piece (PENTO_PIECE_F, FALSE, &f);
  pento_palette_get_role (PENTO_PALETTE_BACKGROUND, FALSE, &bg);
  /* F sits in the top-left cell of tiles 1 and 3; tile 2 is turned, so its top-left cell is
   * the bottom-right cell of the known packing (T); the fourth place stays empty. */
  g_assert_cmphex (pixel_at (surface, 24 + 6, 24 + 6), ==, rgb_to_pixel (&f));
  g_assert_cmphex (pixel_at (surface, 24 + 6, 24 + 144 + 22 + 24 + 6), ==, rgb_to_pixel (&f));
  g_assert_cmphex (pixel_at (surface, 24 + 240 + 24 + 6, 24 + 6), !=, rgb_to_pixel (&f));
  g_assert_cmphex (pixel_at (surface, 24 + 240 + 24 + 120, 24 + 144 + 22 + 24 + 72), ==,
                   rgb_to_pixel (&bg));
  cairo_surface_destroy (surface);

  g_assert_true (pento_render_export_sheet (board, solutions, 0, NULL, svg, &error));
  g_assert_true (g_file_get_contents (svg, &contents, NULL, &error));
  g_assert_nonnull (strstr (contents, "<svg"));

  g_assert_false (pento_render_export_sheet (board, none, 0, NULL, empty, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_false (g_file_test (empty, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* Thousands of packings would make a PNG of gigabytes: refused, nothing written. */
  for (guint i = 0; i < 2000; i++)
    g_ptr_array_add (none, known);
  g_assert_false (pento_render_export_sheet (board, none, 0, NULL, empty, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, ".svg or .pdf"));
  g_assert_false (g_file_test (empty, G_FILE_TEST_EXISTS));
}

static void
test_export_errors (ExportFixture *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", &error);
  g_autofree char *bmp = g_build_filename (fixture->dir, "board.bmp", NULL);
  g_autofree char *bare = g_build_filename (fixture->dir, "board", NULL);
  g_autofree char *missing = g_build_filename (fixture->dir, "no-such-dir", "board.png", NULL);
  g_autofree char *existing = g_build_filename (fixture->dir, "keep.bmp", NULL);
  g_autofree char *contents = NULL;

  g_assert_false (pento_render_export (board, NULL, NULL, bmp, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_nonnull (strstr (error->message, "“.bmp”"));
  g_assert_nonnull (strstr (error->message, ".png, .svg or .pdf"));
  g_clear_error (&error);

  g_assert_false (pento_render_export (board, NULL, NULL, bare, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_clear_error (&error);

  g_assert_false (pento_render_export (board, NULL, NULL, missing, &error));
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "board.png"));
  g_clear_error (&error);

  /* A failing export leaves an existing file alone. */
  g_assert_true (g_file_set_contents (existing, "precious", -1, &error));
  g_assert_false (pento_render_export (board, NULL, NULL, existing, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (existing, &contents, NULL, &error));
  g_assert_cmpstr (contents, ==, "precious");

  /* A failure after the image is written (the target is a directory, so the final rename
   * fails) removes the temporary file and leaves the target alone; this one also fails for
   * root, which the permission test below cannot check. */
  {
    g_autofree char *dir_target = g_build_filename (fixture->dir, "taken.png", NULL);

    g_assert_cmpint (g_mkdir (dir_target, 0755), ==, 0);
    g_assert_false (pento_render_export (board, NULL, NULL, dir_target, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "taken.png"));
    g_clear_error (&error);
    g_assert_true (g_file_test (dir_target, G_FILE_TEST_IS_DIR));
    g_assert_cmpuint (count_files (dir_target), ==, 0);
  }

  /* Nothing else was created. */
  g_assert_cmpuint (count_files (fixture->dir), ==, 2);
}

static void
test_export_unwritable (ExportFixture *fixture,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", &error);
  g_autofree char *sub = g_build_filename (fixture->dir, "ro", NULL);
  g_autofree char *target = g_build_filename (sub, "board.png", NULL);
  g_autofree char *contents = NULL;

  g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
  g_assert_true (g_file_set_contents (target, "old", -1, &error));
  g_assert_cmpint (g_chmod (sub, 0555), ==, 0);

  if (g_access (sub, W_OK) == 0)
    {
      /* Running as root: permissions do not stop us, so there is nothing to check. */
      g_chmod (sub, 0755);
      g_unlink (target);
      g_rmdir (sub);
      g_test_skip ("directory permissions are not enforced for this user");
      return;
    }

  g_assert_false (pento_render_export (board, NULL, NULL, target, &error));
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_PERMISSION_DENIED);
  g_assert_true (g_file_get_contents (target, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");

  g_chmod (sub, 0755);
  g_assert_cmpuint (count_files (sub), ==, 1);
  g_unlink (target);
  g_rmdir (sub);
}

/* Exporting over an existing file follows a symbolic link (the link stays), keeps
 * the file's permissions, writes a FIFO in place (never replaced), and a full disk is an
 * error. */
static void
test_export_over_existing (ExportFixture *fixture,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", &error);
  g_autofree char *real = g_build_filename (fixture->dir, "real.png", NULL);
  g_autofree char *link = g_build_filename (fixture->dir, "link.png", NULL);
  g_autofree char *fifo = g_build_filename (fixture->dir, "fifo.png", NULL);
  g_autofree char *full = g_build_filename (fixture->dir, "full.png", NULL);
  g_autofree char *contents = NULL;
  GStatBuf st;
  gsize length;
  int fd;

  g_assert_true (g_file_set_contents (real, "old", -1, &error));
  g_assert_cmpint (g_chmod (real, 0600), ==, 0);
  g_assert_cmpint (symlink ("real.png", link), ==, 0);

  g_assert_true (pento_render_export (board, NULL, NULL, link, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpint (g_stat (real, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  g_assert_true (g_file_get_contents (real, &contents, &length, &error));
  g_assert_cmpuint (length, >, 8);
  g_assert_cmpint (memcmp (contents, "\x89PNG", 4), ==, 0);

  /* A FIFO: written in place while someone reads it; still a FIFO afterwards. */
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  fd = g_open (fifo, O_RDONLY | O_NONBLOCK, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_true (pento_render_export (board, NULL, NULL, fifo, &error));
  g_assert_no_error (error);
  {
    char head[4] = { 0 };

    g_assert_cmpint (read (fd, head, 4), ==, 4);
    g_assert_cmpint (memcmp (head, "\x89PNG", 4), ==, 0);
  }
  close (fd);
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));

  /* A full disk: an error, and the device node is still a device node. */
  if (g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_assert_cmpint (symlink ("/dev/full", full), ==, 0);
      g_assert_false (pento_render_export (board, NULL, NULL, full, &error));
      g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NO_SPACE);
      g_assert_nonnull (strstr (error->message, "full.png"));
      g_clear_error (&error);
      g_assert_cmpint (g_stat ("/dev/full", &st), ==, 0);
      g_assert_true (S_ISCHR (st.st_mode));
    }
}

/* Boxes in space */

/* A packing of 2 × 3 × 10 (pentomino-cli --board 2x3x10 --first): three rows, ten layers. */
static const char packing_2x3x10[] =
  "LL XL TL TL TY WY WY FY FZ PV\n"
  "XI XI XI TI WI WY FZ FZ PZ PV\n"
  "UU XU UU TN WN NN NZ FV PV PV\n";

static PentoSolution *
box_packing (PentoBox *box)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) packings = NULL;

  g_assert_true (pento_box_parse ("2x3x10", box, &error));
  packings = pento_box_solutions_parse (packing_2x3x10, box, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (packings->len, ==, 1);
  return pento_solution_copy (packings->pdata[0]);
}

/* @scale: device pixels a user unit (2 for HiDPI); the surface is that much bigger. */
static cairo_surface_t *
render_box_to_surface_scaled (const PentoBox      *box,
                              const PentoSolution *solution,
                              gboolean             dark,
                              double               explode,
                              gboolean             layers,
                              int                  width,
                              int                  height,
                              int                  scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale,
                                                         height * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  PentoRenderOptions options;
  PentoRgb bg;

  pento_render_options_init (&options);
  options.dark = dark;
  options.thumbnail = layers;  /* the layers without captions, for the pixel checks */
  pento_palette_get_role (PENTO_PALETTE_BACKGROUND, dark, &bg);
  cairo_set_source_rgb (cr, bg.red, bg.green, bg.blue);
  cairo_paint (cr);
  if (layers)
    pento_render_box_layers (cr, box, solution, &options, 0, 0, width, height);
  else
    pento_render_box_isometric (cr, box, solution, &options, explode, 0, 0, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  if (g_getenv ("PENTO_TEST_WRITE_PNG") != NULL)
    {
      static guint n;
      g_autofree char *name = g_strdup_printf ("%s/render-box-%u.png",
                                               g_getenv ("PENTO_TEST_WRITE_PNG"), n++);
      cairo_surface_write_to_png (surface, name);
    }
  return surface;
}

static cairo_surface_t *
render_box_to_surface (const PentoBox      *box,
                       const PentoSolution *solution,
                       gboolean             dark,
                       double               explode,
                       gboolean             layers,
                       int                  width,
                       int                  height)
{
  return render_box_to_surface_scaled (box, solution, dark, explode, layers, width, height, 1);
}

/* Two pixels equal to within cairo's rounding of a computed colour (one step a channel). */
static gboolean
pixels_close (guint32 a,
              guint32 b)
{
  for (guint shift = 0; shift < 24; shift += 8)
    if (ABS ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff)) > 1)
      return FALSE;
  return TRUE;
}

#define assert_pixel_close(a, b) G_STMT_START {                                         \
  guint32 a_ = (a), b_ = (b);                                                           \
  if (!pixels_close (a_, b_))                                                           \
    g_error ("%s:%d: pixel %06x is not %06x", __FILE__, __LINE__, a_, b_);              \
} G_STMT_END

static guint32
face_pixel (const PentoBox      *box,
            const PentoSolution *solution,
            guint                x,
            guint                y,
            guint                z,
            PentoBoxFace         face,
            gboolean             dark)
{
  PentoPiece piece;
  PentoRgb fill, shade;

  g_assert_true (pento_piece_from_letter (pento_box_solution_get (solution, box, x, y, z),
                                          &piece));
  pento_palette_get_piece (piece, dark, &fill);
  pento_render_box_shade (&fill, face, dark, &shade);
  return rgb_to_pixel (&shade);
}

/* Top light, left mid, right dark, for every piece in both styles. */
static void
test_box_shade (void)
{
  for (guint dark = 0; dark < 2; dark++)
    for (guint piece = 0; piece < PENTO_N_PIECES; piece++)
      {
        PentoRgb fill, top, left, right;

        pento_palette_get_piece (piece, dark, &fill);
        pento_render_box_shade (&fill, PENTO_BOX_FACE_TOP, dark, &top);
        pento_render_box_shade (&fill, PENTO_BOX_FACE_LEFT, dark, &left);
        pento_render_box_shade (&fill, PENTO_BOX_FACE_RIGHT, dark, &right);
        g_assert_cmpfloat (pento_rgb_luminance (&top), >, pento_rgb_luminance (&left));
        g_assert_cmpfloat (pento_rgb_luminance (&left), >, pento_rgb_luminance (&right));
        /* Faces one can tell apart (CIE76 above about 5 is seen side by side). */
        g_assert_cmpfloat (pento_rgb_distance (&top, &left), >, 5.0);
        g_assert_cmpfloat (pento_rgb_distance (&left, &right), >, 5.0);
      }
}

/* The isometric view, solid: every visible face of every cube has its piece's shade at the
 * face's centre, found from the projection worked out here (x to the lower right, y to the
 * lower left, layer 1 on top), not from the renderer's own layout. */
static void
test_box_isometric_faces (void)
{
  const double c = sqrt (3.0) / 2.0;

  /* Light, dark, and light at twice the pixels (HiDPI): the checks work in device pixels. */
  for (guint run = 0; run < 3; run++)
    {
      gboolean dark = run == 1;
      PentoBox box;
      g_autoptr(PentoSolution) solution = box_packing (&box);
      cairo_surface_t *surface = render_box_to_surface_scaled (&box, solution, dark, 0.0, FALSE,
                                                               400, 600, run == 2 ? 2 : 1);
      PentoRgb bg;
      int width = cairo_image_surface_get_width (surface);
      int height = cairo_image_surface_get_height (surface);
      int left = width, top = height, right = -1, bottom = -1;
      double s, ox, oy, span = box.width + box.height;
      guint checked = 0;

      pento_palette_get_role (PENTO_PALETTE_BACKGROUND, dark, &bg);
      for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
          if (pixel_at (surface, x, y) != rgb_to_pixel (&bg))
            {
              left = MIN (left, x);
              right = MAX (right, x);
              top = MIN (top, y);
              bottom = MAX (bottom, y);
            }

      /* The drawing's extent is the box's (span·c·s wide, (span / 2 + depth)·s tall) plus
       * the outline's width both ways: two equations give the scale and the line. */
      {
        double w = right - left + 1, h = bottom - top + 1, line;

        s = (h - w) / (span * 0.5 + box.depth - span * c);
        line = w - span * c * s;
        g_assert_cmpfloat (line, >=, 0.0);
        g_assert_cmpfloat (line, <, 0.15 * s);
        ox = left + line / 2 + box.height * c * s;
        oy = top + line / 2 + box.depth * s;
      }

#define PROJECT(X, Y, H, U, V) G_STMT_START { \
        (U) = ox + ((X) - (Y)) * c * s;          \
        (V) = oy + (((X) + (Y)) * 0.5 - (H)) * s; \
      } G_STMT_END

      for (guint z = 0; z < box.depth; z++)
        {
          double base = box.depth - 1 - z;

          for (guint x = 0; x < box.width; x++)
            for (guint y = 0; y < box.height; y++)
              {
                double u, v;

                if (z == 0)
                  {
                    PROJECT (x + 0.5, y + 0.5, base + 1, u, v);
                    assert_pixel_close (pixel_at (surface, (int) u, (int) v),
                                     face_pixel (&box, solution, x, y, z, PENTO_BOX_FACE_TOP,
                                                 dark));
                    checked++;
                  }
                if (y + 1 == box.height)
                  {
                    PROJECT (x + 0.5, box.height, base + 0.5, u, v);
                    assert_pixel_close (pixel_at (surface, (int) u, (int) v),
                                     face_pixel (&box, solution, x, y, z, PENTO_BOX_FACE_LEFT,
                                                 dark));
                    checked++;
                  }
                if (x + 1 == box.width)
                  {
                    PROJECT (box.width, y + 0.5, base + 0.5, u, v);
                    assert_pixel_close (pixel_at (surface, (int) u, (int) v),
                                     face_pixel (&box, solution, x, y, z, PENTO_BOX_FACE_RIGHT,
                                                 dark));
                    checked++;
                  }
              }
        }
#undef PROJECT

      /* 2 × 3 tops, 2 × 10 left faces, 3 × 10 right faces */
      g_assert_cmpuint (checked, ==, 6 + 20 + 30);
      cairo_surface_destroy (surface);
    }
}

/* Exploded, the layers' tops show between them, and the cubes are painted back to front: a
 * lower layer's top never covers the front faces of the layer above it. */
static void
test_box_isometric_exploded (void)
{
  const double c = sqrt (3.0) / 2.0, gap = 0.5;
  PentoBox box;
  g_autoptr(PentoSolution) solution = box_packing (&box);
  cairo_surface_t *surface = render_box_to_surface (&box, solution, FALSE, gap, FALSE,
                                                    400, 800);
  PentoRgb bg;
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int left = width, top = height, right = -1;
  double s, ox, oy, tall = box.depth + (box.depth - 1) * gap;

  pento_palette_get_role (PENTO_PALETTE_BACKGROUND, FALSE, &bg);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (pixel_at (surface, x, y) != rgb_to_pixel (&bg))
        {
          left = MIN (left, x);
          right = MAX (right, x);
          top = MIN (top, y);
        }
  /* The outline's width is left out here: the points checked are well inside faces. */
  s = (right - left + 1) / ((box.width + box.height) * c);
  ox = left + box.height * c * s;
  oy = top + tall * s;

  for (guint z = 0; z + 1 < box.depth; z++)
    {
      double base = (box.depth - 1 - z) * (1 + gap);
      double below_top = base - gap;
      /* A point of the left face of layer z's front right cube, low on it: seen from the
       * viewer it lies over layer z + 1's top (at x 0.8, y rows - 0.7), which a front to
       * back painter would draw over it; and a point of layer z + 1's top face just in
       * front of layer z's bottom edge (in the gap), which must show. */
      double u = ox + (1.5 - box.height) * c * s;
      double v = oy + ((1.5 + box.height) * 0.5 - (base + 0.25)) * s;
      double u2 = ox + (0.5 - (box.height - 0.3)) * c * s;
      double v2 = oy + ((0.5 + box.height - 0.3) * 0.5 - below_top) * s;

      assert_pixel_close (pixel_at (surface, (int) u, (int) v),
                       face_pixel (&box, solution, 1, box.height - 1, z, PENTO_BOX_FACE_LEFT,
                                   FALSE));
      assert_pixel_close (pixel_at (surface, (int) u2, (int) v2),
                       face_pixel (&box, solution, 0, box.height - 1, z + 1, PENTO_BOX_FACE_TOP,
                                   FALSE));
    }
  cairo_surface_destroy (surface);
}

/* The layers side by side: each layer's cells in its piece's colour, a column of background
 * between layers. */
static void
test_box_layers (void)
{
  PentoBox box;
  g_autoptr(PentoSolution) solution = box_packing (&box);
  guint columns = box.depth * (box.width + 1) - 1;
  cairo_surface_t *surface = render_box_to_surface (&box, solution, FALSE, 0, TRUE,
                                                    columns * 20 + 10, box.height * 20 + 10);
  PentoRgb bg;
  Box found;

  pento_palette_get_role (PENTO_PALETTE_BACKGROUND, FALSE, &bg);
  find_board (surface, rgb_to_pixel (&bg), columns, box.height, &found);
  for (guint z = 0; z < box.depth; z++)
    for (guint y = 0; y < box.height; y++)
      {
        for (guint x = 0; x < box.width; x++)
          {
            PentoPiece piece;
            PentoRgb fill;

            g_assert_true (pento_piece_from_letter (pento_box_solution_get (solution, &box,
                                                                            x, y, z),
                                                    &piece));
            pento_palette_get_piece (piece, FALSE, &fill);
            g_assert_cmphex (cell_pixel (surface, &found, z * (box.width + 1) + x, y), ==,
                             rgb_to_pixel (&fill));
          }
        if (z + 1 < box.depth)
          g_assert_cmphex (pixel_at (surface,
                                     found.left + (int) (((z + 1) * (box.width + 1) - 0.5) *
                                                         found.cell),
                                     found.top + (int) ((y + 0.5) * found.cell)),
                           ==, rgb_to_pixel (&bg));
      }
  cairo_surface_destroy (surface);
}

static void
test_box_export (ExportFixture *fixture,
                 gconstpointer  data)
{
  PentoBox box;
  g_autoptr(PentoSolution) solution = box_packing (&box);
  g_autoptr(GError) error = NULL;
  g_autofree char *png = g_build_filename (fixture->dir, "box.png", NULL);
  g_autofree char *pdf = g_build_filename (fixture->dir, "box.pdf", NULL);
  g_autofree char *bad = g_build_filename (fixture->dir, "box.bmp", NULL);
  cairo_surface_t *image;

  g_assert_true (pento_render_export_box (&box, solution, NULL, png, &error));
  g_assert_no_error (error);
  g_assert_true (pento_render_export_box (&box, NULL, NULL, pdf, &error));
  g_assert_no_error (error);
  g_assert_false (pento_render_export_box (&box, solution, NULL, bad, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_cmpuint (count_files (fixture->dir), ==, 2);

  /* The tower of ten layers above the strip of ten: taller than the tower alone, wider than
   * the strip's 29 columns at 32 px. */
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), >=, 29 * 32);
  g_assert_cmpint (cairo_image_surface_get_height (image), >, 10 * 40 + 3 * 32);
  cairo_surface_destroy (image);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/pixels/10x6", test_render_pixels_10x6);
  g_test_add_func ("/render/pixels/hole", test_render_pixels_hole);
  g_test_add_func ("/render/pixels/partial", test_render_partial);
  g_test_add_func ("/render/centred", test_render_centred);
  g_test_add_func ("/render/highlight", test_render_highlight);
  g_test_add_func ("/render/crisp", test_render_crisp);
  g_test_add_func ("/render/piece", test_render_piece);
  g_test_add_func ("/render/palette/distinct", test_palette_distinct);
  g_test_add_func ("/render/palette/colour-blind", test_palette_colour_blind);
  g_test_add_func ("/render/palette/text-contrast", test_palette_text_contrast);
  g_test_add ("/render/export/formats", ExportFixture, NULL,
              export_setup, test_export_formats, export_teardown);
  g_test_add ("/render/export/png-size", ExportFixture, NULL,
              export_setup, test_export_png_size, export_teardown);
  g_test_add ("/render/export/sheet", ExportFixture, NULL,
              export_setup, test_export_sheet, export_teardown);
  g_test_add ("/render/export/over-existing", ExportFixture, NULL,
              export_setup, test_export_over_existing, export_teardown);
  g_test_add ("/render/export/errors", ExportFixture, NULL,
              export_setup, test_export_errors, export_teardown);
  g_test_add ("/render/export/unwritable", ExportFixture, NULL,
              export_setup, test_export_unwritable, export_teardown);
  g_test_add_func ("/render/box/shade", test_box_shade);
  g_test_add_func ("/render/box/isometric-faces", test_box_isometric_faces);
  g_test_add_func ("/render/box/isometric-exploded", test_box_isometric_exploded);
  g_test_add_func ("/render/box/layers", test_box_layers);
  g_test_add ("/render/box/export", ExportFixture, NULL,
              export_setup, test_box_export, export_teardown);

  return g_test_run ();
}
