/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-render-private.h: what the flat and the box renderers share inside libpento-render.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "pento-palette.h"
#include "pento-render.h"

G_BEGIN_DECLS

void     pento_render_set_source      (cairo_t             *cr,
                                       const PentoRgb      *rgb);
void     pento_render_set_source_role (cairo_t             *cr,
                                       PentoPaletteRole     role,
                                       gboolean             dark);

/* A piece's colour; faded towards the well when a highlight leaves it out. */
void     pento_render_piece_fill      (PentoPiece                 piece,
                                       const PentoRenderOptions  *options,
                                       PentoRgb                  *rgb);

/* A cairo write function that appends to the GByteArray @closure: a file drawn in memory
 * first, put in place as a whole afterwards. */
cairo_status_t pento_render_append_to_bytes (void                *closure,
                                             const unsigned char *data,
                                             unsigned int         length);

typedef void (*PentoRenderDrawFunc) (cairo_t       *cr,
                                     gconstpointer  data);

/* Writes a PNG, SVG or PDF (by @path's extension) of @width × @height pixels drawn by
 * @draw_func, put in place by pento_file_write(). */
gboolean pento_render_write_image (const char          *path,
                                   double               width,
                                   double               height,
                                   PentoRenderDrawFunc  draw_func,
                                   gconstpointer        data,
                                   GError             **error);

G_END_DECLS
