/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-fit-tables.h: the fit tables of cells numbered compactly (holes left out), for the
 * 64-bit search and the search past 64 cells alike.
 *
 * There a placement's shape in bits depends on where it lies, but it is the same wherever the
 * lines around have the same cells: the cells whose placements agree share a class, and each
 * class has its own tables, one per byte of the window of cells past a cell. Row i, entry v
 * holds the slots that cover a cell of the window's byte i when that byte's occupancy is v,
 * so what fits at a cell is a few look-ups however many placements there are.
 */
#pragma once

#include "pento-word.h"

G_BEGIN_DECLS

/* Slot @slot's placement whose lowest cell is @cell, shifted down to bit 0 (0: none). */
typedef PentoWord (*PentoSlotShapeFunc) (gconstpointer data,
                                         guint         cell,
                                         guint         slot);

/* Sorts @n_cells cells into classes by their shapes (@cell_all[c]: the slots with a placement
 * whose lowest cell is c), builds @n_bytes rows of 256 entries a class into *@out_kill, and
 * sets each cell's first row in @kill_row. Returns the number of classes. */
guint pento_fit_tables_build (guint                n_cells,
                              const guint64       *cell_all,
                              PentoSlotShapeFunc   shape,
                              gconstpointer        data,
                              guint                n_bytes,
                              guint16             *kill_row,
                              guint64            (**out_kill)[256]);

G_END_DECLS
