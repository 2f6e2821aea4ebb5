/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-render.h: draws a board, a packing or a partial packing onto any cairo_t.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "pento-core.h"

G_BEGIN_DECLS

typedef struct {
  gboolean show_letters;  /* each piece's letter in its middle */
  gboolean show_grid;     /* thin lines between the cells of one piece */
  gboolean dark;          /* colours for a dark background */
  gboolean thumbnail;     /* small size: thinner lines, no letters */
  guint    highlight;     /* bitmask over PentoPiece drawn highlighted (the other pieces
                           * fade towards the well colour); 0 for none */
  guint    export_cell;   /* an exported board's cell in pixels (its margin half a cell);
                           * 0: the default, 48 (for a box, its layers' cell: 32) */
} PentoRenderOptions;

/* Defaults: grid on, letters off, light, full size, no highlight. */
void     pento_render_options_init (PentoRenderOptions  *options);

/* Draws @board (holes visible) and, when not NULL, @solution ('.' cells stay empty) centred
 * in the rectangle (x, y, width, height) of @cr, keeping square cells. Only the board is
 * drawn: holes and the space around it stay untouched (the caller's background). The thick
 * outline straddles the board's edge and stays inside the rectangle. Lines sit on whole
 * device pixels whenever the transformation is a plain scale and translation. @options may
 * be NULL for the defaults. */
void     pento_render_board        (cairo_t                  *cr,
                                    const PentoBoard         *board,
                                    const PentoSolution      *solution,
                                    const PentoRenderOptions *options,
                                    double                    x,
                                    double                    y,
                                    double                    width,
                                    double                    height);

/* Draws one piece in a given orientation, centred in the rectangle, in its palette colour. */
void     pento_render_piece        (cairo_t                  *cr,
                                    PentoPiece                piece,
                                    const PentoShape         *shape,
                                    const PentoRenderOptions *options,
                                    double                    x,
                                    double                    y,
                                    double                    width,
                                    double                    height);

/* Draws one piece at a fixed cell size (user units), centred on (@center_x, @center_y), so
 * that pieces drawn side by side (the tray) share one scale. */
void     pento_render_piece_at_size (cairo_t                  *cr,
                                     PentoPiece                piece,
                                     const PentoShape         *shape,
                                     const PentoRenderOptions *options,
                                     double                    center_x,
                                     double                    center_y,
                                     double                    cell_size);

/* A piece alone as the windows show it (the tray, the mirror toggles, the chirality
 * explorer): its reference shape, mirrored left–right when @mirrored, centred on
 * (@center_x, @center_y) at @cell_size a cell and painted with @alpha (1: opaque). */
void     pento_render_glyph_at_size (cairo_t                  *cr,
                                     PentoPiece                piece,
                                     gboolean                  mirrored,
                                     const PentoRenderOptions *options,
                                     double                    center_x,
                                     double                    center_y,
                                     double                    cell_size,
                                     double                    alpha);
/* The same, fitted into the rectangle as pento_render_piece() fits a shape. */
void     pento_render_glyph         (cairo_t                  *cr,
                                     PentoPiece                piece,
                                     gboolean                  mirrored,
                                     const PentoRenderOptions *options,
                                     double                    x,
                                     double                    y,
                                     double                    width,
                                     double                    height,
                                     double                    alpha);

/* Writes a PNG, SVG or PDF (chosen by the file name's extension, in any case) of the board
 * and packing: 48 px a cell, a 24 px margin, on the style's background; @options NULL means
 * the defaults with letters. Put in place by pento_file_write() (links followed, FIFOs written
 * in place), so a failure never leaves a half-written file and never touches an existing one. Errors: G_IO_ERROR_NOT_SUPPORTED for an unknown extension, else PENTO_FILE_ERROR
 * from the write. */
gboolean pento_render_export       (const PentoBoard         *board,
                                    const PentoSolution      *solution,
                                    const PentoRenderOptions *options,
                                    const char               *path,
                                    GError                  **error);

/* A contact sheet: every packing of @solutions (PentoSolution) on @board, 24 px a cell, in
 * @columns columns (0: as many as make the sheet about 4:3), each numbered from 1 under its
 * tile. Format, temporary file and errors as pento_render_export(); an empty array is an
 * error, and so is a PNG larger than cairo can draw. */
gboolean pento_render_export_sheet (const PentoBoard         *board,
                                    GPtrArray                *solutions,
                                    guint                     columns,
                                    const PentoRenderOptions *options,
                                    const char               *path,
                                    GError                  **error);

G_END_DECLS
