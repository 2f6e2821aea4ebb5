/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-render-box.h: draws a packing of a box in space (see pento-box.h) with cairo, as its
 * layers side by side and as an isometric view of the box.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "pento-box.h"
#include "pento-palette.h"
#include "pento-render.h"

G_BEGIN_DECLS

/* The three faces of a cube the isometric view shows: light on top, the face towards the
 * lower left (+y, the box's front rows) in the middle, the face towards the lower right
 * (+x) darkest. */
typedef enum {
  PENTO_BOX_FACE_TOP,
  PENTO_BOX_FACE_LEFT,
  PENTO_BOX_FACE_RIGHT,
} PentoBoxFace;

/* The colour of @face of a cube filled with @fill. */
void     pento_render_box_shade       (const PentoRgb           *fill,
                                       PentoBoxFace              face,
                                       gboolean                  dark,
                                       PentoRgb                 *out);

/* The layers of @box side by side (wrapped into rows when that gives bigger cells), each with
 * a small "Layer k" caption under it unless @options->thumbnail; @solution NULL draws the
 * empty layers ('.' cells stay empty). Centred in the rectangle, square cells, the same crisp
 * lines as pento_render_board(). */
void     pento_render_box_layers      (cairo_t                  *cr,
                                       const PentoBox           *box,
                                       const PentoSolution      *solution,
                                       const PentoRenderOptions *options,
                                       double                    x,
                                       double                    y,
                                       double                    width,
                                       double                    height);

/* The box seen from above, front left and front right: x to the lower right, the rows (y) to
 * the lower left, layer 1 on top. Unit cubes painted back to front, three shaded faces each
 * where they show, thin lines only between different pieces and along the box's edges.
 * @explode > 0 lifts the layers apart by that fraction of a cube so every layer's top
 * shows. Centred in the rectangle. Empty cells ('.') are cubes in the well colour. */
void     pento_render_box_isometric   (cairo_t                  *cr,
                                       const PentoBox           *box,
                                       const PentoSolution      *solution,
                                       const PentoRenderOptions *options,
                                       double                    explode,
                                       double                    x,
                                       double                    y,
                                       double                    width,
                                       double                    height);

/* Both: the layers across the top (at most about 40% of the height), the isometric view,
 * slightly exploded, below; or, for a tall box in a wide space, the view on the left and the
 * layers beside it, whichever draws both bigger. */
void     pento_render_box             (cairo_t                  *cr,
                                       const PentoBox           *box,
                                       const PentoSolution      *solution,
                                       const PentoRenderOptions *options,
                                       double                    x,
                                       double                    y,
                                       double                    width,
                                       double                    height);

/* A PNG, SVG or PDF of the packing: the isometric view above the layers, on the style's
 * background. File handling and errors as pento_render_export(). */
gboolean pento_render_export_box      (const PentoBox           *box,
                                       const PentoSolution      *solution,
                                       const PentoRenderOptions *options,
                                       const char               *path,
                                       GError                  **error);

G_END_DECLS
