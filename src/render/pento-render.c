/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-render.c: draws boards, packings and single pieces with cairo, crisp on the pixel grid.
 */
#include "pento-render.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pento-palette.h"
#include "pento-render-private.h"

/* Cell identities on the drawing grid: a piece (PentoPiece), or one of these. */
#define ID_OUTSIDE (-1) /* a hole or beyond the board: nothing is drawn */
#define ID_EMPTY   (-2) /* a board cell no piece covers: the empty well */

typedef struct {
  guint width;
  guint height;
  int  *ids;
} Grid;

/* Where the grid lands on the surface. Positions are in user units; when the transformation
 * is a plain scale plus translation, they sit on whole device pixels. */
typedef struct {
  double ox;
  double oy;
  double cell;
  double line;       /* thick outline width */
  double hair;       /* thin grid line width */
  double snap_scale; /* device pixels per user unit, 0 when lines cannot be snapped */
  double x0;         /* device offset of the user origin */
  double y0;
} Layout;

static inline int
grid_id (const Grid *grid,
         int         x,
         int         y)
{
  if (x < 0 || y < 0 || x >= (int) grid->width || y >= (int) grid->height)
    return ID_OUTSIDE;
  return grid->ids[y * grid->width + x];
}

void
pento_render_set_source (cairo_t        *cr,
                         const PentoRgb *rgb)
{
  cairo_set_source_rgb (cr, rgb->red, rgb->green, rgb->blue);
}

void
pento_render_set_source_role (cairo_t          *cr,
                              PentoPaletteRole  role,
                              gboolean          dark)
{
  PentoRgb rgb;

  pento_palette_get_role (role, dark, &rgb);
  pento_render_set_source (cr, &rgb);
}

/* The device scale when user space maps onto device space by scale and translation only
 * (always so for widgets and exports); 0 otherwise, and then nothing is snapped. */
static double
get_snap_scale (cairo_t *cr,
                double  *x0,
                double  *y0)
{
  cairo_matrix_t m;

  cairo_get_matrix (cr, &m);
  *x0 = m.x0;
  *y0 = m.y0;
  if (m.xy != 0.0 || m.yx != 0.0 || m.xx <= 0.0 || fabs (m.xx - m.yy) > 1e-9)
    return 0.0;
  return m.xx;
}

/* A user coordinate moved to the nearest device pixel boundary. */
static double
snap (const Layout *layout,
      double        u,
      double        origin)
{
  if (layout->snap_scale == 0.0)
    return u;
  return (round (u * layout->snap_scale + origin) - origin) / layout->snap_scale;
}

/* Line widths in device pixels, so that they stay whole pixels. */
static void
compute_line_widths (const PentoRenderOptions *options,
                     double                    cell_device,
                     double                   *line_device,
                     double                   *hair_device)
{
  if (options->thumbnail)
    *line_device = MAX (1.0, round (cell_device * 0.11));
  else
    *line_device = CLAMP (round (cell_device * 0.075), 2.0, 6.0);
  *hair_device = 1.0;
  /* Tiny drawings (a few pixels a cell) cannot hold whole-pixel lines. */
  if (cell_device < 6.0)
    {
      *line_device = MAX (0.5, cell_device * 0.15);
      *hair_device = MIN (1.0, cell_device * 0.1);
    }
}

static void
layout_fit (cairo_t                  *cr,
            const PentoRenderOptions *options,
            guint                     cols,
            guint                     rows,
            double                    x,
            double                    y,
            double                    width,
            double                    height,
            double                    forced_cell,
            Layout                   *layout)
{
  double scale, cell_device, line_device, hair_device;

  scale = get_snap_scale (cr, &layout->x0, &layout->y0);
  layout->snap_scale = scale;
  if (scale == 0.0)
    scale = 1.0;

  if (forced_cell > 0.0)
    {
      cell_device = forced_cell * scale;
      compute_line_widths (options, cell_device, &line_device, &hair_device);
    }
  else
    {
      /* The outline straddles the board edge, so half of it needs room on each side. */
      cell_device = MIN (width / cols, height / rows) * scale;
      compute_line_widths (options, cell_device, &line_device, &hair_device);
      cell_device = MIN ((width * scale - line_device) / cols,
                         (height * scale - line_device) / rows);
      compute_line_widths (options, cell_device, &line_device, &hair_device);
    }
  if (layout->snap_scale != 0.0 && cell_device >= 6.0)
    cell_device = floor (cell_device);
  cell_device = MAX (cell_device, 0.0);

  layout->cell = cell_device / scale;
  layout->line = line_device / scale;
  layout->hair = hair_device / scale;
  layout->ox = snap (layout, x + (width - cols * layout->cell) / 2.0, layout->x0);
  layout->oy = snap (layout, y + (height - rows * layout->cell) / 2.0, layout->y0);
}

/* Strokes a grid line of width @w so that both its edges fall on device pixels. */
static double
line_offset (const Layout *layout,
             double        w)
{
  double device;

  if (layout->snap_scale == 0.0)
    return 0.0;
  device = round (w * layout->snap_scale);
  return fmod (device, 2.0) == 1.0 ? 0.5 / layout->snap_scale : 0.0;
}

typedef enum {
  EDGE_NONE,
  EDGE_THICK,
  EDGE_GRID,      /* inside a piece */
  EDGE_WELL_GRID, /* between empty cells */
} EdgeKind;

static EdgeKind
classify_edge (int a,
               int b)
{
  if (a == ID_OUTSIDE && b == ID_OUTSIDE)
    return EDGE_NONE;
  if (a != b)
    return EDGE_THICK;
  return a == ID_EMPTY ? EDGE_WELL_GRID : EDGE_GRID;
}

/* Strokes every edge of kind @kind, joined into the longest straight runs so that the caps of
 * neighbouring segments never show. The whole path moves by @offset on both axes, so that
 * square caps of odd-width lines end on pixel boundaries too. */
static void
add_edges (cairo_t      *cr,
           const Grid   *grid,
           const Layout *layout,
           EdgeKind      kind,
           double        offset)
{
  int w = grid->width, h = grid->height;

  /* Horizontal lines: between row y - 1 and row y. */
  for (int y = 0; y <= h; y++)
    {
      int start = -1;

      for (int x = 0; x <= w; x++)
        {
          gboolean on = x < w && classify_edge (grid_id (grid, x, y - 1),
                                                grid_id (grid, x, y)) == kind;
          if (on && start < 0)
            start = x;
          else if (!on && start >= 0)
            {
              double yy = layout->oy + y * layout->cell + offset;
              cairo_move_to (cr, layout->ox + start * layout->cell + offset, yy);
              cairo_line_to (cr, layout->ox + x * layout->cell + offset, yy);
              start = -1;
            }
        }
    }

  /* Vertical lines: between column x - 1 and column x. */
  for (int x = 0; x <= w; x++)
    {
      int start = -1;

      for (int y = 0; y <= h; y++)
        {
          gboolean on = y < h && classify_edge (grid_id (grid, x - 1, y),
                                                grid_id (grid, x, y)) == kind;
          if (on && start < 0)
            start = y;
          else if (!on && start >= 0)
            {
              double xx = layout->ox + x * layout->cell + offset;
              cairo_move_to (cr, xx, layout->oy + start * layout->cell + offset);
              cairo_line_to (cr, xx, layout->oy + y * layout->cell + offset);
              start = -1;
            }
        }
    }
}

void
pento_render_piece_fill (PentoPiece                piece,
                         const PentoRenderOptions *options,
                         PentoRgb                 *rgb)
{
  pento_palette_get_piece (piece, options->dark, rgb);
  if (options->highlight != 0 && !(options->highlight & (1u << piece)))
    {
      PentoRgb well;

      /* Pieces outside the highlight fade towards the well, so the others stand out. */
      pento_palette_get_role (PENTO_PALETTE_WELL, options->dark, &well);
      pento_rgb_mix (rgb, &well, 0.6);
    }
}

static void
draw_letters (cairo_t                  *cr,
              const Grid               *grid,
              const Layout             *layout,
              const PentoRenderOptions *options)
{
  double sum_x[PENTO_N_SET_PIECES] = { 0 }, sum_y[PENTO_N_SET_PIECES] = { 0 };
  guint count[PENTO_N_SET_PIECES] = { 0 };

  for (guint y = 0; y < grid->height; y++)
    for (guint x = 0; x < grid->width; x++)
      {
        int id = grid->ids[y * grid->width + x];
        if (id >= 0)
          {
            sum_x[id] += x;
            sum_y[id] += y;
            count[id]++;
          }
      }

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, layout->cell * 0.48);

  for (int piece = 0; piece < PENTO_N_SET_PIECES; piece++)
    {
      double cx, cy, best = G_MAXDOUBLE;
      guint bx = 0, by = 0;
      char text[2] = { pento_piece_to_letter (piece), '\0' };
      cairo_text_extents_t ext;
      PentoRgb fill, ink;

      if (count[piece] == 0)
        continue;

      /* The letter goes in the piece's cell nearest its centre of mass, so it is always
       * inside the piece (an L's centroid can lie outside it). */
      cx = sum_x[piece] / count[piece];
      cy = sum_y[piece] / count[piece];
      for (guint y = 0; y < grid->height; y++)
        for (guint x = 0; x < grid->width; x++)
          if (grid->ids[y * grid->width + x] == piece)
            {
              double d = (x - cx) * (x - cx) + (y - cy) * (y - cy);
              if (d < best - 1e-9)
                {
                  best = d;
                  bx = x;
                  by = y;
                }
            }

      pento_render_piece_fill (piece, options, &fill);
      pento_palette_get_text_on (&fill, options->dark, &ink);
      pento_render_set_source (cr, &ink);
      cairo_text_extents (cr, text, &ext);
      cairo_move_to (cr,
                     layout->ox + (bx + 0.5) * layout->cell - ext.x_bearing - ext.width / 2.0,
                     layout->oy + (by + 0.5) * layout->cell - ext.y_bearing - ext.height / 2.0);
      cairo_show_text (cr, text);
    }
}

static void
draw_grid (cairo_t                  *cr,
           const Grid               *grid,
           const Layout             *layout,
           const PentoRenderOptions *options)
{
  if (layout->cell <= 0.0)
    return;

  cairo_save (cr);

  /* Fills: one path per colour, so cells of one piece meet without seams. */
  for (int id = ID_EMPTY; id < PENTO_N_SET_PIECES; id++)
    {
      gboolean any = FALSE;

      if (id == ID_OUTSIDE)
        continue;
      for (guint y = 0; y < grid->height; y++)
        for (guint x = 0; x < grid->width; x++)
          if (grid->ids[y * grid->width + x] == id)
            {
              cairo_rectangle (cr, layout->ox + x * layout->cell, layout->oy + y * layout->cell,
                               layout->cell, layout->cell);
              any = TRUE;
            }
      if (!any)
        continue;
      if (id == ID_EMPTY)
        pento_render_set_source_role (cr, PENTO_PALETTE_WELL, options->dark);
      else
        {
          PentoRgb fill;
          pento_render_piece_fill (id, options, &fill);
          pento_render_set_source (cr, &fill);
        }
      cairo_fill (cr);
    }

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);

  /* Thin lines: between empty cells always (they show the board's cells), inside pieces as
   * an option. */
  cairo_set_line_width (cr, layout->hair);
  add_edges (cr, grid, layout, EDGE_WELL_GRID, line_offset (layout, layout->hair));
  pento_render_set_source_role (cr, PENTO_PALETTE_WELL_GRID, options->dark);
  cairo_stroke (cr);
  if (options->show_grid && !options->thumbnail)
    {
      PentoRgb grid_rgb;

      add_edges (cr, grid, layout, EDGE_GRID, line_offset (layout, layout->hair));
      pento_palette_get_role (PENTO_PALETTE_GRID, options->dark, &grid_rgb);
      cairo_set_source_rgba (cr, grid_rgb.red, grid_rgb.green, grid_rgb.blue,
                             options->dark ? 0.28 : 0.2);
      cairo_stroke (cr);
    }

  /* Below this a letter is a smudge, not a label. */
  if (options->show_letters && !options->thumbnail && layout->cell >= 14.0)
    draw_letters (cr, grid, layout, options);

  /* Thick lines last, over everything: piece boundaries and the board's edge. */
  cairo_set_line_width (cr, layout->line);
  add_edges (cr, grid, layout, EDGE_THICK, line_offset (layout, layout->line));
  pento_render_set_source_role (cr, PENTO_PALETTE_OUTLINE, options->dark);
  cairo_stroke (cr);

  cairo_restore (cr);
}

static int
letter_id (char letter)
{
  PentoPiece piece;

  /* f l n p y z: the one-sided set's mirror pieces, pieces of their own */
  if (letter != '.' && pento_piece_from_cell_letter (letter, &piece))
    return piece;
  return ID_EMPTY;
}

void
pento_render_options_init (PentoRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  options->show_letters = FALSE;
  options->show_grid = TRUE;
  options->dark = FALSE;
  options->thumbnail = FALSE;
  options->highlight = 0;
  options->export_cell = 0;
}

void
pento_render_board (cairo_t                  *cr,
                    const PentoBoard         *board,
                    const PentoSolution      *solution,
                    const PentoRenderOptions *options,
                    double                    x,
                    double                    y,
                    double                    width,
                    double                    height)
{
  PentoRenderOptions defaults;
  g_autofree int *ids = NULL;
  Grid grid;
  Layout layout;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL);

  if (options == NULL)
    {
      pento_render_options_init (&defaults);
      options = &defaults;
    }

  grid.width = pento_board_get_width (board);
  grid.height = pento_board_get_height (board);
  if (grid.width == 0 || grid.height == 0 || width <= 0 || height <= 0)
    return;

  if (solution != NULL &&
      (solution->width != grid.width || solution->height != grid.height))
    {
      g_warning ("Packing of %u × %u does not fit a board of %u × %u; drawing the empty board",
                 solution->width, solution->height, grid.width, grid.height);
      solution = NULL;
    }

  ids = g_new (int, grid.width * grid.height);
  grid.ids = ids;
  for (guint cy = 0; cy < grid.height; cy++)
    for (guint cx = 0; cx < grid.width; cx++)
      {
        int id = ID_OUTSIDE;

        if (pento_board_is_cell (board, cx, cy))
          id = solution != NULL ? letter_id (solution->cells[cy * grid.width + cx]) : ID_EMPTY;
        ids[cy * grid.width + cx] = id;
      }

  layout_fit (cr, options, grid.width, grid.height, x, y, width, height, 0.0, &layout);
  draw_grid (cr, &grid, &layout, options);
}

/* A piece at a fixed cell size, so that pieces drawn side by side share one scale. */
void
pento_render_piece_at_size (cairo_t                  *cr,
                            PentoPiece                piece,
                            const PentoShape         *shape,
                            const PentoRenderOptions *options,
                            double                    center_x,
                            double                    center_y,
                            double                    cell_size)
{
  PentoRenderOptions defaults;
  int ids[PENTO_BOARD_MAX_SIDE];
  Grid grid;
  Layout layout;
  double w, h;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (piece < PENTO_N_SET_PIECES);
  g_return_if_fail (shape != NULL);
  g_return_if_fail (shape->width > 0 && shape->height > 0);
  g_return_if_fail ((guint) shape->width * shape->height <= G_N_ELEMENTS (ids));

  if (options == NULL)
    {
      pento_render_options_init (&defaults);
      options = &defaults;
    }

  grid.width = shape->width;
  grid.height = shape->height;
  grid.ids = ids;
  for (guint i = 0; i < grid.width * grid.height; i++)
    ids[i] = ID_OUTSIDE;
  for (guint i = 0; i < shape->n_cells; i++)
    ids[shape->cells[i].y * grid.width + shape->cells[i].x] = piece;

  w = grid.width * cell_size;
  h = grid.height * cell_size;
  layout_fit (cr, options, grid.width, grid.height, center_x - w / 2.0, center_y - h / 2.0,
              w, h, cell_size, &layout);
  draw_grid (cr, &grid, &layout, options);
}

/* The cell that fits @shape into width × height: room for the outline around the piece, then
 * whole device pixels. */
static double
fit_cell (cairo_t          *cr,
          const PentoShape *shape,
          double            width,
          double            height)
{
  double x0, y0;
  double scale = get_snap_scale (cr, &x0, &y0);
  double cell = MIN (width / (shape->width + 0.25), height / (shape->height + 0.25));

  if (scale > 0.0 && cell * scale >= 6.0)
    cell = floor (cell * scale) / scale;
  return cell;
}

void
pento_render_piece (cairo_t                  *cr,
                    PentoPiece                piece,
                    const PentoShape         *shape,
                    const PentoRenderOptions *options,
                    double                    x,
                    double                    y,
                    double                    width,
                    double                    height)
{
  PentoRenderOptions defaults;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (shape != NULL);
  g_return_if_fail (shape->width > 0 && shape->height > 0);

  if (options == NULL)
    {
      pento_render_options_init (&defaults);
      options = &defaults;
    }

  pento_render_piece_at_size (cr, piece, shape, options, x + width / 2.0, y + height / 2.0,
                              fit_cell (cr, shape, width, height));
}

void
pento_render_glyph_at_size (cairo_t                  *cr,
                            PentoPiece                piece,
                            gboolean                  mirrored,
                            const PentoRenderOptions *options,
                            double                    center_x,
                            double                    center_y,
                            double                    cell_size,
                            double                    alpha)
{
  PentoShape shape;

  g_return_if_fail (cr != NULL && piece < PENTO_N_SET_PIECES);

  pento_piece_get_handed_shape (piece, mirrored, &shape);
  if (alpha < 1.0)
    cairo_push_group (cr);
  pento_render_piece_at_size (cr, piece, &shape, options, center_x, center_y, cell_size);
  if (alpha < 1.0)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
    }
}

void
pento_render_glyph (cairo_t                  *cr,
                    PentoPiece                piece,
                    gboolean                  mirrored,
                    const PentoRenderOptions *options,
                    double                    x,
                    double                    y,
                    double                    width,
                    double                    height,
                    double                    alpha)
{
  PentoShape shape;

  g_return_if_fail (cr != NULL && piece < PENTO_N_SET_PIECES);

  pento_piece_get_handed_shape (piece, mirrored, &shape);
  pento_render_glyph_at_size (cr, piece, mirrored, options, x + width / 2.0, y + height / 2.0,
                              fit_cell (cr, &shape, width, height), alpha);
}

/* Export */

typedef enum {
  FORMAT_PNG,
  FORMAT_SVG,
  FORMAT_PDF,
} ExportFormat;

#define EXPORT_CELL   48
#define EXPORT_MARGIN 24

static gboolean
format_from_path (const char    *path,
                  ExportFormat  *out,
                  GError       **error)
{
  g_autofree char *base = g_path_get_basename (path);
  const char *dot = strrchr (base, '.');
  g_autofree char *ext = dot != NULL ? g_ascii_strdown (dot, -1) : NULL;

  if (g_strcmp0 (ext, ".png") == 0)
    *out = FORMAT_PNG;
  else if (g_strcmp0 (ext, ".svg") == 0)
    *out = FORMAT_SVG;
  else if (g_strcmp0 (ext, ".pdf") == 0)
    *out = FORMAT_PDF;
  else if (dot != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   /* TRANSLATORS: %s is a file name extension such as .bmp */
                   _("Unknown image format “%s”: use .png, .svg or .pdf"), dot);
      return FALSE;
    }
  else
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("The file name “%s” has no extension: use .png, .svg or .pdf"), base);
      return FALSE;
    }
  return TRUE;
}

typedef struct {
  const PentoBoard         *board;
  const PentoSolution      *solution;  /* one packing, or NULL for the empty board */
  GPtrArray                *solutions; /* a contact sheet when not NULL */
  guint                     columns;
  const PentoRenderOptions *options;
} ExportJob;

/* Contact sheets: smaller cells, a caption with each packing's number under its tile. */
#define SHEET_CELL     24
#define SHEET_GAP      24
#define SHEET_CAPTION  22
/* cairo's image surfaces stop at 32767 pixels a side; past 64 megapixels (256 MB in memory)
 * a PNG is refused rather than risk exhausting memory: vector formats have no such cost. */
#define MAX_IMAGE_SIDE   32767
#define MAX_IMAGE_PIXELS (64.0 * 1024 * 1024)

static void
draw_board_at_cell (cairo_t                  *cr,
                    const PentoBoard         *board,
                    const PentoSolution      *solution,
                    const PentoRenderOptions *options,
                    double                    x,
                    double                    y,
                    double                    cell)
{
  double line, hair;

  /* The rectangle gets exactly the outline's extra width, so that cells come out at @cell
   * and the board's edge at (x, y). */
  compute_line_widths (options, cell, &line, &hair);
  pento_render_board (cr, board, solution, options, x - line / 2.0, y - line / 2.0,
                      pento_board_get_width (board) * cell + line,
                      pento_board_get_height (board) * cell + line);
}

static void
sheet_geometry (const ExportJob *job,
                guint           *columns,
                guint           *rows,
                double          *width,
                double          *height)
{
  guint n = job->solutions->len;
  double tile_w = pento_board_get_width (job->board) * SHEET_CELL;
  double tile_h = pento_board_get_height (job->board) * SHEET_CELL;
  guint cols = job->columns;

  /* Unless told, about as many columns as make a 4:3 sheet. */
  if (cols == 0)
    cols = (guint) round (sqrt (n * (tile_h + SHEET_CAPTION + SHEET_GAP) * 4.0 /
                                ((tile_w + SHEET_GAP) * 3.0)));
  cols = CLAMP (cols, 1, MAX (n, 1));
  *columns = cols;
  *rows = (n + cols - 1) / cols;
  *width = 2 * EXPORT_MARGIN + cols * tile_w + (cols - 1) * SHEET_GAP;
  *height = 2 * EXPORT_MARGIN + *rows * (tile_h + SHEET_CAPTION) + (*rows - 1) * SHEET_GAP;
}

/* An exported board's cell; the margin is half of it. */
static double
export_cell (const PentoRenderOptions *options)
{
  return options->export_cell > 0 ? options->export_cell : EXPORT_CELL;
}

static void
draw_job (cairo_t         *cr,
          const ExportJob *job)
{
  const PentoRenderOptions *options = job->options;

  pento_render_set_source_role (cr, PENTO_PALETTE_BACKGROUND, options->dark);
  cairo_paint (cr);

  if (job->solutions == NULL)
    {
      double cell = export_cell (options);

      draw_board_at_cell (cr, job->board, job->solution, options, cell / 2, cell / 2, cell);
    }
  else
    {
      double tile_w = pento_board_get_width (job->board) * SHEET_CELL;
      double tile_h = pento_board_get_height (job->board) * SHEET_CELL;
      guint cols, rows;
      double width, height;

      sheet_geometry (job, &cols, &rows, &width, &height);
      cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL,
                              CAIRO_FONT_WEIGHT_NORMAL);
      cairo_set_font_size (cr, 13);

      for (guint i = 0; i < job->solutions->len; i++)
        {
          double x = EXPORT_MARGIN + (i % cols) * (tile_w + SHEET_GAP);
          double y = EXPORT_MARGIN + (i / cols) * (tile_h + SHEET_CAPTION + SHEET_GAP);
          char caption[32];
          cairo_text_extents_t ext;

          draw_board_at_cell (cr, job->board, g_ptr_array_index (job->solutions, i), options,
                              x, y, SHEET_CELL);

          g_snprintf (caption, sizeof caption, "%u", i + 1);
          cairo_text_extents (cr, caption, &ext);
          pento_render_set_source_role (cr, options->dark ? PENTO_PALETTE_TEXT_LIGHT : PENTO_PALETTE_TEXT_DARK,
                           options->dark);
          cairo_move_to (cr, x + (tile_w - ext.width) / 2.0 - ext.x_bearing,
                         y + tile_h + SHEET_CAPTION - 4);
          cairo_show_text (cr, caption);
        }
    }
}

static gboolean
set_cairo_error (cairo_status_t   status,
                 const char      *path,
                 GError         **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
               _("Could not write the image “%s”: %s"), path, cairo_status_to_string (status));
  return FALSE;
}

cairo_status_t
pento_render_append_to_bytes (void                *closure,
                              const unsigned char *data,
                              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Draws @job onto a surface of the format @path names, in memory, then puts the complete
 * image in place (see pento_file_write()). */
static void
draw_job_func (cairo_t       *cr,
               gconstpointer  data)
{
  draw_job (cr, data);
}

static gboolean
write_image (const char      *path,
             const ExportJob *job,
             double           width,
             double           height,
             GError         **error)
{
  return pento_render_write_image (path, width, height, draw_job_func, job, error);
}

/* Draws onto a surface of the format @path names, in a temporary file beside @path that
 * replaces it only once complete. */
gboolean
pento_render_write_image (const char          *path,
                          double               width,
                          double               height,
                          PentoRenderDrawFunc  draw_func,
                          gconstpointer        data,
                          GError             **error)
{
  ExportFormat format;
  g_autofree char *display = NULL;
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface = NULL;
  cairo_status_t status;
  cairo_t *cr;

  if (!format_from_path (path, &format, error))
    return FALSE;

  display = g_filename_display_name (path);

  if (format == FORMAT_PNG &&
      (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Could not write the image “%s”: %.0f × %.0f pixels is too large for a PNG; draw fewer packings or use .svg or .pdf"),
                   display, width, height);
      return FALSE;
    }

  switch (format)
    {
    case FORMAT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
      break;
    case FORMAT_SVG:
      surface = cairo_svg_surface_create_for_stream (pento_render_append_to_bytes, bytes, width, height);
      /* Pixels, like the PNG, rather than cairo's default points. */
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
      break;
    case FORMAT_PDF:
      surface = cairo_pdf_surface_create_for_stream (pento_render_append_to_bytes, bytes, width, height);
      break;
    default:
      g_assert_not_reached ();
    }

  cr = cairo_create (surface);
  draw_func (cr, data);
  cairo_destroy (cr);

  if (format == FORMAT_PNG)
    status = cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS ?
             cairo_surface_status (surface) :
             cairo_surface_write_to_png_stream (surface, pento_render_append_to_bytes, bytes);
  else
    {
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
    }
  cairo_surface_destroy (surface);

  if (!set_cairo_error (status, display, error))
    return FALSE;

  return pento_file_write (path, (const char *) bytes->data, bytes->len, error);
}

gboolean
pento_render_export (const PentoBoard         *board,
                     const PentoSolution      *solution,
                     const PentoRenderOptions *options,
                     const char               *path,
                     GError                  **error)
{
  PentoRenderOptions defaults;
  ExportJob job = { board, solution, NULL, 0, options };

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (options == NULL)
    {
      pento_render_options_init (&defaults);
      defaults.show_letters = TRUE;
      job.options = &defaults;
    }

  return write_image (path, &job,
                      (pento_board_get_width (board) + 1) * export_cell (job.options),
                      (pento_board_get_height (board) + 1) * export_cell (job.options),
                      error);
}

gboolean
pento_render_export_sheet (const PentoBoard         *board,
                           GPtrArray                *solutions,
                           guint                     columns,
                           const PentoRenderOptions *options,
                           const char               *path,
                           GError                  **error)
{
  PentoRenderOptions defaults;
  ExportJob job = { board, NULL, solutions, columns, options };
  guint cols, rows;
  double width, height;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (solutions != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (solutions->len == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("There are no packings to draw"));
      return FALSE;
    }

  if (options == NULL)
    {
      pento_render_options_init (&defaults);
      job.options = &defaults;
    }

  sheet_geometry (&job, &cols, &rows, &width, &height);
  return write_image (path, &job, width, height, error);
}
