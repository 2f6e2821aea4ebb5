/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-symmetry.c: the eight symmetries of a rectangle's bounding box.
 */
#include "pento-symmetry.h"

void
pento_symmetry_apply (PentoSymmetry sym,
                      guint         width,
                      guint         height,
                      guint         x,
                      guint         y,
                      guint        *out_x,
                      guint        *out_y)
{
  guint nx = x, ny = y;

  g_assert (x < width && y < height);

  switch (sym)
    {
    case PENTO_SYMMETRY_IDENTITY:
      break;
    case PENTO_SYMMETRY_ROTATE_90:      /* clockwise: image box is height × width */
      nx = height - 1 - y;
      ny = x;
      break;
    case PENTO_SYMMETRY_ROTATE_180:
      nx = width - 1 - x;
      ny = height - 1 - y;
      break;
    case PENTO_SYMMETRY_ROTATE_270:
      nx = y;
      ny = width - 1 - x;
      break;
    case PENTO_SYMMETRY_MIRROR_X:
      nx = width - 1 - x;
      break;
    case PENTO_SYMMETRY_MIRROR_Y:
      ny = height - 1 - y;
      break;
    case PENTO_SYMMETRY_TRANSPOSE:
      nx = y;
      ny = x;
      break;
    case PENTO_SYMMETRY_ANTI_TRANSPOSE:
      nx = height - 1 - y;
      ny = width - 1 - x;
      break;
    case PENTO_N_SYMMETRIES:
    default:
      g_assert_not_reached ();
    }

  *out_x = nx;
  *out_y = ny;
}

gboolean
pento_symmetry_swaps_axes (PentoSymmetry sym)
{
  return sym == PENTO_SYMMETRY_ROTATE_90 || sym == PENTO_SYMMETRY_ROTATE_270 ||
         sym == PENTO_SYMMETRY_TRANSPOSE || sym == PENTO_SYMMETRY_ANTI_TRANSPOSE;
}

gboolean
pento_symmetry_is_rotation (PentoSymmetry sym)
{
  return sym <= PENTO_SYMMETRY_ROTATE_270;
}
