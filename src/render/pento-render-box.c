/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-render-box.c: a box packing drawn as its layers side by side and as an isometric box.
 */
#include "pento-render-box.h"

#include <math.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "pento-render-private.h"

#define ID_EMPTY (-1)

/* cos 30°: how far a unit step along x or y moves across the screen. */
#define ISO_COS 0.86602540378443864676

/* The caption line under the layers, in user units. */
#define CAPTION_HEIGHT   18.0

/* How far apart pento_render_box() and the export lift the layers, in cubes. */
#define DEFAULT_EXPLODE  0.3

/* Export sizes (pixels). */
#define EXPORT_LAYER_CELL 32.0
#define EXPORT_CUBE       40.0
#define EXPORT_MARGIN     24.0
#define EXPORT_SPACING    24.0

static const PentoRgb white = { 1.0, 1.0, 1.0 };
static const PentoRgb black = { 0.0, 0.0, 0.0 };

static PentoRenderOptions *
options_or_defaults (const PentoRenderOptions *options,
                     PentoRenderOptions       *defaults)
{
  if (options != NULL)
    return (PentoRenderOptions *) options;
  pento_render_options_init (defaults);
  return defaults;
}

/* The piece at (x, y, z), or ID_EMPTY. */
static int
cell_id (const PentoSolution *solution,
         const PentoBox      *box,
         guint                x,
         guint                y,
         guint                z)
{
  PentoPiece piece;
  char letter;

  if (solution == NULL)
    return ID_EMPTY;
  letter = pento_box_solution_get (solution, box, x, y, z);
  if (letter != '.' && pento_piece_from_letter (letter, &piece))
    return piece;
  return ID_EMPTY;
}

static gboolean
solution_fits (const PentoSolution *solution,
               const PentoBox      *box)
{
  return solution != NULL &&
         solution->width == (guint) box->width * box->depth &&
         solution->height == box->height;
}

static void
cube_fill (int                       id,
           const PentoRenderOptions *options,
           PentoRgb                 *fill)
{
  if (id == ID_EMPTY)
    {
      pento_palette_get_role (PENTO_PALETTE_WELL, options->dark, fill);
      return;
    }

  pento_render_piece_fill (id, options, fill);
}

/* Device pixels per user unit, for line widths that stay visible at any scale. */
static double
device_scale (cairo_t *cr)
{
  double dx = 1.0, dy = 0.0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  return MAX (hypot (dx, dy), 1e-6);
}

void
pento_render_box_shade (const PentoRgb *fill,
                        PentoBoxFace    face,
                        gboolean        dark,
                        PentoRgb       *out)
{
  g_return_if_fail (fill != NULL);
  g_return_if_fail (out != NULL);

  *out = *fill;
  /* Light from above and a little left: the top lifts towards white, the two sides fall
   * towards black, the right one further. Light fills (the yellow T) need the sides darkened
   * to stay apart from the top. */
  switch (face)
    {
    case PENTO_BOX_FACE_TOP:
      pento_rgb_mix (out, &white, dark ? 0.10 : 0.16);
      break;
    case PENTO_BOX_FACE_LEFT:
      pento_rgb_mix (out, &black, 0.14);
      break;
    case PENTO_BOX_FACE_RIGHT:
      pento_rgb_mix (out, &black, dark ? 0.36 : 0.32);
      break;
    default:
      g_return_if_reached ();
    }
}

/* Layers side by side */

/* How the layers are laid out: @per_row layers a row, in @rows rows, a column of holes
 * between layers and a row of holes between rows of layers (where the captions go). */
typedef struct {
  guint  per_row;
  guint  rows;
  guint  columns;     /* cells across, holes included */
  guint  lines;       /* cells down, holes included */
  double caption;     /* room under the last row for its captions */
} LayersFit;

static void
layers_fit_set (const PentoBox *box,
                guint           per_row,
                double          caption,
                LayersFit      *fit)
{
  fit->per_row = per_row;
  fit->rows = (box->depth + per_row - 1) / per_row;
  fit->columns = per_row * (box->width + 1) - 1;
  fit->lines = fit->rows * (box->height + 1) - 1;
  fit->caption = caption;
}

static double
layers_fit_cell (const LayersFit *fit,
                 double           width,
                 double           height)
{
  return MIN (width / fit->columns, (height - fit->caption) / fit->lines);
}

/* The layout with the biggest cells in the rectangle: a single strip, or rows of layers when
 * the strip would be thin (2x3x10's ten layers in a wide, low space). Thumbnails stay a
 * strip; rows of layers need a cell tall enough for the captions between them. */
static void
layers_fit (const PentoBox           *box,
            const PentoRenderOptions *options,
            double                    width,
            double                    height,
            LayersFit                *fit)
{
  double caption = options->thumbnail || height < 3 * CAPTION_HEIGHT ? 0.0 : CAPTION_HEIGHT;
  double best;

  layers_fit_set (box, box->depth, caption, fit);
  best = layers_fit_cell (fit, width, height);
  if (options->thumbnail)
    return;

  /* For each number of rows, the layers shared out evenly (ten in two rows of five, not
   * nine and one); a wrap must be worth it. */
  for (guint rows = 2; rows <= box->depth; rows++)
    {
      guint per_row = (box->depth + rows - 1) / rows;
      LayersFit other;
      double cell;

      layers_fit_set (box, per_row, caption, &other);
      if (other.rows != rows)
        continue;
      cell = layers_fit_cell (&other, width, height);
      if (cell > best * 1.25 && cell >= caption)
        {
          best = cell;
          *fit = other;
        }
    }
}

/* The layers as one flat board, laid out by @fit with holes between them, so the flat
 * renderer draws them all at one scale with its crisp lines. The box has 60 cells, so the
 * mask is a board. */
static PentoBoard *
layers_board (const PentoBox  *box,
              const LayersFit *fit)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint line = 0; line < fit->lines; line++)
    {
      guint row = line / (box->height + 1);
      gboolean gap = line % (box->height + 1) == box->height;

      for (guint column = 0; column < fit->columns; column++)
        {
          guint z = row * fit->per_row + column / (box->width + 1);
          gboolean cell = !gap && column % (box->width + 1) < box->width && z < box->depth;

          g_string_append_c (text, cell ? '#' : '.');
        }
      g_string_append_c (text, '\n');
    }

  return pento_board_new_from_text (text->str, NULL);
}

/* The height the layers need at the cell size that fills @width, for pento_render_box(). */
static double
layers_natural_height (const PentoBox           *box,
                       const PentoRenderOptions *options,
                       double                    width,
                       double                    max_height)
{
  LayersFit fit;
  double cell;

  layers_fit (box, options, width, max_height, &fit);
  cell = layers_fit_cell (&fit, width, max_height);
  return MIN (max_height, cell * (fit.lines + 0.25) + fit.caption);
}

void
pento_render_box_layers (cairo_t                  *cr,
                         const PentoBox           *box,
                         const PentoSolution      *solution,
                         const PentoRenderOptions *options,
                         double                    x,
                         double                    y,
                         double                    width,
                         double                    height)
{
  PentoRenderOptions defaults;
  g_autoptr(PentoBoard) board = NULL;
  g_autoptr(PentoSolution) flat = NULL;
  double cell, left, top;
  gboolean numbers_only;
  LayersFit fit;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (box != NULL);

  options = options_or_defaults (options, &defaults);
  if (box->width == 0 || box->height == 0 || box->depth == 0 || width <= 0 || height <= 0)
    return;
  if (!solution_fits (solution, box))
    solution = NULL;

  layers_fit (box, options, width, height, &fit);
  board = layers_board (box, &fit);
  g_return_if_fail (board != NULL);
  flat = pento_solution_new (fit.columns, fit.lines);
  for (guint i = 0; i < (guint) fit.columns * fit.lines; i++)
    flat->cells[i] = '.';
  for (guint z = 0; z < box->depth; z++)
    for (guint yy = 0; yy < box->height; yy++)
      for (guint xx = 0; xx < box->width; xx++)
        pento_solution_set (flat, (z % fit.per_row) * (box->width + 1) + xx,
                            (z / fit.per_row) * (box->height + 1) + yy,
                            solution != NULL ?
                            pento_box_solution_get (solution, box, xx, yy, z) : '.');

  pento_render_board (cr, board, solution != NULL ? flat : NULL, options, x, y, width,
                      height - fit.caption);
  if (fit.caption == 0.0)
    return;

  /* Where pento_render_board() put the cells, to within its outline's width. */
  cell = layers_fit_cell (&fit, width, height);
  left = x + (width - fit.columns * cell) / 2.0;
  top = y + (height - fit.caption - fit.lines * cell) / 2.0;

  cairo_save (cr);
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 12.0);
  pento_render_set_source_role (cr, options->dark ? PENTO_PALETTE_TEXT_LIGHT : PENTO_PALETTE_TEXT_DARK,
                   options->dark);
  /* "Layer 10" is wider than a layer two cells wide: then the numbers alone. */
  {
    /* Translators: the caption under one layer of a box, counted from 1 (top). */
    g_autofree char *widest = g_strdup_printf (_("Layer %u"), (guint) box->depth);
    cairo_text_extents_t ext;

    cairo_text_extents (cr, widest, &ext);
    numbers_only = ext.width > (box->width + 1) * cell - 6.0;
  }

  for (guint z = 0; z < box->depth; z++)
    {
      g_autofree char *text = numbers_only ? g_strdup_printf ("%u", z + 1)
                                           : g_strdup_printf (_("Layer %u"), z + 1);
      double lx = left + (z % fit.per_row) * (box->width + 1) * cell;
      double ly = top + ((z / fit.per_row) * (box->height + 1) + box->height) * cell;
      cairo_text_extents_t ext;

      cairo_text_extents (cr, text, &ext);
      /* Centred under the layer, but never past the drawing's sides. */
      lx = CLAMP (lx + (box->width * cell - ext.width) / 2.0, x, x + width - ext.width);
      cairo_move_to (cr, lx - ext.x_bearing, ly + 14.0);
      cairo_show_text (cr, text);
    }
  cairo_restore (cr);
}

/* Isometric view */

typedef struct {
  const PentoBox *box;
  double          scale;   /* user units a cube edge */
  double          ox;      /* screen position of the point x = y = 0, height 0 */
  double          oy;
  double          lift;    /* 1 + the explode gap: the height from one layer to the next */
} Iso;

static void
iso_move (cairo_t    *cr,
          const Iso  *iso,
          gboolean    move,
          double      x,
          double      y,
          double      h)
{
  double u = iso->ox + (x - y) * ISO_COS * iso->scale;
  double v = iso->oy + ((x + y) * 0.5 - h) * iso->scale;

  if (move)
    cairo_move_to (cr, u, v);
  else
    cairo_line_to (cr, u, v);
}

/* The bottom of layer @z: layer 1 (z = 0) is the top of the box. */
static double
layer_base (const Iso *iso,
            guint      z)
{
  return (iso->box->depth - 1 - z) * iso->lift;
}

/* The corners of one face, in order around it. */
static void
face_corners (PentoBoxFace face,
              guint        x,
              guint        y,
              double       h0,
              double       corners[4][3])
{
  double h1 = h0 + 1.0;

  switch (face)
    {
    case PENTO_BOX_FACE_TOP:
      {
        double c[4][3] = { { x, y, h1 }, { x + 1, y, h1 }, { x + 1, y + 1, h1 }, { x, y + 1, h1 } };
        memcpy (corners, c, sizeof c);
      }
      break;
    case PENTO_BOX_FACE_LEFT:
      {
        double c[4][3] = { { x, y + 1, h1 }, { x + 1, y + 1, h1 }, { x + 1, y + 1, h0 },
                           { x, y + 1, h0 } };
        memcpy (corners, c, sizeof c);
      }
      break;
    case PENTO_BOX_FACE_RIGHT:
    default:
      {
        double c[4][3] = { { x + 1, y, h1 }, { x + 1, y + 1, h1 }, { x + 1, y + 1, h0 },
                           { x + 1, y, h0 } };
        memcpy (corners, c, sizeof c);
      }
      break;
    }
}

/* The neighbour across edge @e of a face (the edge from corner e to corner e + 1), in the
 * face's own plane, as a step in (x, y, z); z counts layers, so up is -1. */
static void
edge_neighbour (PentoBoxFace face,
                guint        e,
                int          step[3])
{
  static const int top[4][3] = { { 0, -1, 0 }, { 1, 0, 0 }, { 0, 1, 0 }, { -1, 0, 0 } };
  static const int left[4][3] = { { 0, 0, -1 }, { 1, 0, 0 }, { 0, 0, 1 }, { -1, 0, 0 } };
  static const int right[4][3] = { { 0, 0, -1 }, { 0, 1, 0 }, { 0, 0, 1 }, { 0, -1, 0 } };
  const int (*table)[3] = face == PENTO_BOX_FACE_TOP ? top :
                          face == PENTO_BOX_FACE_LEFT ? left : right;

  memcpy (step, table[e], sizeof (int) * 3);
}

static gboolean
face_visible (const Iso    *iso,
              PentoBoxFace  face,
              guint         x,
              guint         y,
              guint         z)
{
  switch (face)
    {
    case PENTO_BOX_FACE_TOP:
      return z == 0 || iso->lift > 1.0;
    case PENTO_BOX_FACE_LEFT:
      return y + 1 == iso->box->height;
    case PENTO_BOX_FACE_RIGHT:
    default:
      return x + 1 == iso->box->width;
    }
}

void
pento_render_box_isometric (cairo_t                  *cr,
                            const PentoBox           *box,
                            const PentoSolution      *solution,
                            const PentoRenderOptions *options,
                            double                    explode,
                            double                    x,
                            double                    y,
                            double                    width,
                            double                    height)
{
  static const PentoBoxFace faces[3] = {
    PENTO_BOX_FACE_LEFT, PENTO_BOX_FACE_RIGHT, PENTO_BOX_FACE_TOP
  };
  PentoRenderOptions defaults;
  Iso iso = { box, 0, 0, 0, 1.0 };
  double span, tall, pixel, line;
  guint n_cells;
  g_autofree int *ids = NULL;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (box != NULL);

  options = options_or_defaults (options, &defaults);
  if (box->width == 0 || box->height == 0 || box->depth == 0 || width <= 0 || height <= 0)
    return;
  if (!solution_fits (solution, box))
    solution = NULL;

  n_cells = (guint) box->width * box->height * box->depth;
  ids = g_new (int, n_cells);
  for (guint z = 0; z < box->depth; z++)
    for (guint yy = 0; yy < box->height; yy++)
      for (guint xx = 0; xx < box->width; xx++)
        ids[(z * box->height + yy) * box->width + xx] = cell_id (solution, box, xx, yy, z);

  iso.lift = 1.0 + MAX (explode, 0.0);
  pixel = 1.0 / device_scale (cr);
  span = box->width + box->height;
  tall = box->depth + (box->depth - 1) * (iso.lift - 1.0);
  /* One line width of room all round, for the outline. */
  iso.scale = MIN ((width - 4 * pixel) / (span * ISO_COS), (height - 4 * pixel) / (span * 0.5 + tall));
  if (iso.scale <= 0.0)
    return;
  iso.ox = x + (width - span * ISO_COS * iso.scale) / 2.0 + box->height * ISO_COS * iso.scale;
  iso.oy = y + (height - (span * 0.5 + tall) * iso.scale) / 2.0 + tall * iso.scale;

  line = MAX (pixel, iso.scale * (options->thumbnail ? 0.05 : 0.045));

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* Back to front: the bottom layer first (layer n), then up; inside a layer the cubes
   * farthest from the viewer (small x + y) first. A layer is a solid slab, so only its top,
   * its front row's left faces and its right column's right faces show, and none of them
   * covers another: each layer's faces are filled first, then its lines, so a later face
   * never paints over half a line. */
  for (int z = box->depth - 1; z >= 0; z--)
    for (guint pass = 0; pass < 2; pass++)
      {
        double h0 = layer_base (&iso, z);

        for (guint diagonal = 0; diagonal + 1 < span; diagonal++)
          for (guint xx = 0; xx < box->width; xx++)
            {
              guint yy;
              int id;

              if (diagonal < xx || diagonal - xx >= box->height)
                continue;
              yy = diagonal - xx;
              id = ids[(z * box->height + yy) * box->width + xx];

              for (guint f = 0; f < G_N_ELEMENTS (faces); f++)
                {
                  double corners[4][3];

                  if (!face_visible (&iso, faces[f], xx, yy, z))
                    continue;
                  face_corners (faces[f], xx, yy, h0, corners);

                  if (pass == 0)
                    {
                      PentoRgb fill, shade;

                      for (guint i = 0; i < 4; i++)
                        iso_move (cr, &iso, i == 0, corners[i][0], corners[i][1],
                                  corners[i][2]);
                      cairo_close_path (cr);
                      cube_fill (id, options, &fill);
                      pento_render_box_shade (&fill, faces[f], options->dark, &shade);
                      pento_render_set_source (cr, &shade);
                      /* A hairline of the same colour closes the antialiasing seams
                       * between neighbouring faces. */
                      cairo_fill_preserve (cr);
                      cairo_set_line_width (cr, pixel);
                      cairo_stroke (cr);
                      continue;
                    }

                  /* Lines along the edges that meet another piece or the slab's rim. */
                  for (guint e = 0; e < 4; e++)
                    {
                      int step[3];
                      int nx, ny, nz;

                      edge_neighbour (faces[f], e, step);
                      nx = (int) xx + step[0];
                      ny = (int) yy + step[1];
                      nz = z + step[2];
                      if (nx >= 0 && ny >= 0 && nz >= 0 && nx < box->width &&
                          ny < box->height && nz < box->depth &&
                          (step[2] == 0 || iso.lift == 1.0) &&
                          ids[(nz * box->height + ny) * box->width + nx] == id)
                        continue;
                      iso_move (cr, &iso, TRUE, corners[e][0], corners[e][1], corners[e][2]);
                      iso_move (cr, &iso, FALSE, corners[(e + 1) % 4][0],
                                corners[(e + 1) % 4][1], corners[(e + 1) % 4][2]);
                    }
                }
            }

        if (pass == 1)
          {
            cairo_set_line_width (cr, line);
            pento_render_set_source_role (cr, PENTO_PALETTE_OUTLINE, options->dark);
            cairo_stroke (cr);
          }
      }

  cairo_restore (cr);
}

/* Both */

void
pento_render_box (cairo_t                  *cr,
                  const PentoBox           *box,
                  const PentoSolution      *solution,
                  const PentoRenderOptions *options,
                  double                    x,
                  double                    y,
                  double                    width,
                  double                    height)
{
  PentoRenderOptions defaults;
  double strip, spacing;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (box != NULL);

  options = options_or_defaults (options, &defaults);
  if (width <= 0 || height <= 0)
    return;

  spacing = MIN (24.0, MIN (width, height) * 0.04);
  strip = layers_natural_height (box, options, width, height * 0.4);

  /* A tall box (2x3x10's tower of ten layers) in a wide space: the view beside the layers
   * gives both bigger cells than the layers above it. Each way is scored by the product of
   * its cube and its layer cell. */
  {
    double span = box->width + box->height;
    double tall = box->depth + (box->depth - 1) * DEFAULT_EXPLODE;
    double above_cube = MIN (width / (span * ISO_COS),
                             (height - strip - spacing) / (span * 0.5 + tall));
    double beside_cube = MIN (width * 0.5 / (span * ISO_COS), height / (span * 0.5 + tall));
    double beside_width = span * ISO_COS * beside_cube;
    LayersFit fit;
    double above_cell, beside_cell;

    layers_fit (box, options, width, strip, &fit);
    above_cell = layers_fit_cell (&fit, width, strip);
    layers_fit (box, options, width - beside_width - spacing, height, &fit);
    beside_cell = layers_fit_cell (&fit, width - beside_width - spacing, height);

    if (beside_cube * beside_cell > 1.2 * above_cube * above_cell)
      {
        pento_render_box_isometric (cr, box, solution, options, DEFAULT_EXPLODE,
                                    x, y, beside_width, height);
        pento_render_box_layers (cr, box, solution, options, x + beside_width + spacing, y,
                                 width - beside_width - spacing, height);
        return;
      }
  }

  pento_render_box_layers (cr, box, solution, options, x, y, width, strip);
  pento_render_box_isometric (cr, box, solution, options, DEFAULT_EXPLODE,
                              x, y + strip + spacing, width, height - strip - spacing);
}

/* Export */

typedef struct {
  const PentoBox           *box;
  const PentoSolution      *solution;
  const PentoRenderOptions *options;
  double                    width;
  double                    iso_height;
  double                    layers_height;
} BoxExport;

static void
export_geometry (BoxExport *job)
{
  const PentoBox *box = job->box;
  double span = box->width + box->height;
  double tall = box->depth + (box->depth - 1) * DEFAULT_EXPLODE;
  double iso_width = span * ISO_COS * EXPORT_CUBE + 8;
  double layer_cell = job->options->export_cell > 0 ? job->options->export_cell
                                                    : EXPORT_LAYER_CELL;
  double layers_width = (box->depth * (box->width + 1) - 1) * layer_cell + 8;

  job->iso_height = (span * 0.5 + tall) * EXPORT_CUBE + 8;
  job->layers_height = box->height * layer_cell + 8 +
                       (job->options->thumbnail ? 0 : CAPTION_HEIGHT);
  job->width = ceil (MAX (iso_width, layers_width) + 2 * EXPORT_MARGIN);
}

static void
draw_export (cairo_t       *cr,
             gconstpointer  data)
{
  const BoxExport *job = data;
  double inner = job->width - 2 * EXPORT_MARGIN;

  pento_render_set_source_role (cr, PENTO_PALETTE_BACKGROUND, job->options->dark);
  cairo_paint (cr);
  pento_render_box_isometric (cr, job->box, job->solution, job->options, DEFAULT_EXPLODE,
                              EXPORT_MARGIN, EXPORT_MARGIN, inner, job->iso_height);
  pento_render_box_layers (cr, job->box, job->solution, job->options, EXPORT_MARGIN,
                           EXPORT_MARGIN + job->iso_height + EXPORT_SPACING, inner,
                           job->layers_height);
}

gboolean
pento_render_export_box (const PentoBox           *box,
                         const PentoSolution      *solution,
                         const PentoRenderOptions *options,
                         const char               *path,
                         GError                  **error)
{
  PentoRenderOptions defaults;
  BoxExport job = { box, solution, options };

  g_return_val_if_fail (box != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (options == NULL)
    {
      pento_render_options_init (&defaults);
      defaults.show_letters = TRUE;
      job.options = &defaults;
    }

  export_geometry (&job);
  return pento_render_write_image (path, job.width,
                                   ceil (2 * EXPORT_MARGIN + job.iso_height + EXPORT_SPACING +
                                         job.layers_height),
                                   draw_export, &job, error);
}
