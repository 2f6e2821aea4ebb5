/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-check.h: the editor's live check — which cells of a drawn mask no packing can fill.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What is wrong with one cell of a mask; a cell may carry both. */
typedef enum {
  PENTO_CELL_FINE        = 0,
  /* The cell's region (cells joined by edges) has a size the pieces cannot fill. */
  PENTO_CELL_BAD_REGION  = 1 << 0,
  /* No piece fits over this cell in any orientation, turned over or not. */
  PENTO_CELL_UNREACHABLE = 1 << 1,
} PentoCellFlags;

typedef struct {
  guint n_cells;
  guint n_regions;
  guint n_bad_regions;
  guint n_unreachable;
} PentoBoardCheck;

/* Checks a row-major mask of @width × @height cells (non-zero = cell), writing one
 * PentoCellFlags per cell into @out_flags. A region must hold a multiple of five cells; on a
 * board of 64 cells exactly one region may hold 5k+4 (the 2×2 square goes there). While the
 * board holds neither 60 nor 64 cells only regions too small for any piece are flagged, as
 * the sizes of the others are still open. Of the regions of a wrong size, the largest (if
 * it is the only largest) is not flagged: it is wrong because the others are cut off.
 * Linear in the area: about 65 shapes per cell. */
void pento_board_check (const guint8    *mask,
                        guint            width,
                        guint            height,
                        guint8          *out_flags,
                        PentoBoardCheck *out_check);

G_END_DECLS
