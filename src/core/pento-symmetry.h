/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-symmetry.h: the eight symmetries of a rectangle's bounding box (dihedral group D4).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  PENTO_SYMMETRY_IDENTITY,
  PENTO_SYMMETRY_ROTATE_90,
  PENTO_SYMMETRY_ROTATE_180,
  PENTO_SYMMETRY_ROTATE_270,
  PENTO_SYMMETRY_MIRROR_X,   /* left–right */
  PENTO_SYMMETRY_MIRROR_Y,   /* top–bottom */
  PENTO_SYMMETRY_TRANSPOSE,  /* main diagonal */
  PENTO_SYMMETRY_ANTI_TRANSPOSE,
  PENTO_N_SYMMETRIES
} PentoSymmetry;

/* Maps (x, y) in a width × height box to its image; the image box is height × width
 * for the symmetries that swap axes. */
void     pento_symmetry_apply        (PentoSymmetry sym,
                                      guint         width,
                                      guint         height,
                                      guint         x,
                                      guint         y,
                                      guint        *out_x,
                                      guint        *out_y);
gboolean pento_symmetry_swaps_axes   (PentoSymmetry sym);
gboolean pento_symmetry_is_rotation  (PentoSymmetry sym);

G_END_DECLS
