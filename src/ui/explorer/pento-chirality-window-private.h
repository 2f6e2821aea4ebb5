/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-window-private.h: what tests look at inside the chirality explorer.
 */
#pragma once

#include "explorer/pento-chirality-window.h"
#include "explorer/pento-chirality-cache.h"
#include "explorer/pento-chirality-grid.h"

G_BEGIN_DECLS

/* The heat map of the current board. */
PentoChiralityGrid  *pento_chirality_window_get_grid         (PentoChiralityWindow *self);
/* The four side-by-side grids (10x6, 12x5, 15x4, 20x3) of "Compare all rectangles". */
PentoChiralityGrid  *pento_chirality_window_get_compare_grid (PentoChiralityWindow *self,
                                                              guint                 index);
/* The list model behind the sortable list (a GtkSortListModel of PentoChiralityItem). */
GListModel          *pento_chirality_window_get_list_model   (PentoChiralityWindow *self);
/* "computing" property: a table shown in the window is not complete yet. */
gboolean             pento_chirality_window_get_computing    (PentoChiralityWindow *self);
const char          *pento_chirality_window_get_summary      (PentoChiralityWindow *self);
const char          *pento_chirality_window_get_complement   (PentoChiralityWindow *self);
const char          *pento_chirality_window_get_progress     (PentoChiralityWindow *self);
/* Writes the current board's table as CSV (what win.export-csv saves). */
gboolean             pento_chirality_window_export_csv       (PentoChiralityWindow *self,
                                                              GFile                *file,
                                                              GError              **error);

G_END_DECLS
