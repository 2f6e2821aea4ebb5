/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-grid.h: an 8×8 heat map of a chirality table — rows are the mirror choices
 * of F, L, N, columns those of P, Y, Z; each cell a button shaded by its unique count.
 */
#pragma once

#include <gtk/gtk.h>

#include "explorer/pento-chirality-model.h"

G_BEGIN_DECLS

#define PENTO_CHIRALITY_GRID_N_SHADES 7

#define PENTO_TYPE_CHIRALITY_GRID (pento_chirality_grid_get_type ())
G_DECLARE_FINAL_TYPE (PentoChiralityGrid, pento_chirality_grid, PENTO, CHIRALITY_GRID, GtkWidget)

/* @compact: only the unique count in each cell and letter headers (for side-by-side views). */
GtkWidget           *pento_chirality_grid_new              (gboolean             compact);
/* "model" property. */
void                 pento_chirality_grid_set_model        (PentoChiralityGrid  *self,
                                                            PentoChiralityModel *model);
PentoChiralityModel *pento_chirality_grid_get_model        (PentoChiralityGrid  *self);
/* "current" property: the mirrored set drawn with a thick outline, -1 for none. */
void                 pento_chirality_grid_set_current      (PentoChiralityGrid  *self,
                                                            int                  mirror);
int                  pento_chirality_grid_get_current      (PentoChiralityGrid  *self);
/* The unique counts mapped onto the shade ramp: @max == 0 uses the model's own range
 * (smallest and largest non-zero count); side-by-side grids share one. */
void                 pento_chirality_grid_set_range        (PentoChiralityGrid  *self,
                                                            guint64              min,
                                                            guint64              max);
/* The range in use; FALSE when no non-zero count is known. */
gboolean             pento_chirality_grid_get_range        (PentoChiralityGrid  *self,
                                                            guint64             *out_min,
                                                            guint64             *out_max);
/* 0 for a zero count, 1 … PENTO_CHIRALITY_GRID_N_SHADES by count, -1 while unknown. */
int                  pento_chirality_grid_get_shade        (PentoChiralityGrid  *self,
                                                            PentoMirrorSet       mirror);
/* The button of one cell, and its accessible label. */
GtkWidget           *pento_chirality_grid_get_cell         (PentoChiralityGrid  *self,
                                                            PentoMirrorSet       mirror);
const char          *pento_chirality_grid_get_cell_label   (PentoChiralityGrid  *self,
                                                            PentoMirrorSet       mirror);
/* The text of the cell's large count ("46", "…" while unknown). */
const char          *pento_chirality_grid_get_cell_count   (PentoChiralityGrid  *self,
                                                            PentoMirrorSet       mirror);
/* The cell whose complement is highlighted (hovered or focused), -1 for none. */
int                  pento_chirality_grid_get_selected     (PentoChiralityGrid  *self);
/* Moves the keyboard focus to a cell. */
void                 pento_chirality_grid_focus_cell       (PentoChiralityGrid  *self,
                                                            PentoMirrorSet       mirror);

/* Signals: "cell-activated" (guint mirror) when a cell is clicked or activated by keyboard;
 * "selection-changed" when the hovered/focused cell changes. */

/* CSS class name of each shade bucket ("chirality-shade-3", "chirality-zero"), for legends. */
const char          *pento_chirality_grid_shade_class      (int                  shade);
/* Installs the grid's style sheet on the default display (idempotent). */
void                 pento_chirality_grid_ensure_style     (void);
/* "F, N, Y" or a translated "none"; free with g_free(). */
char                *pento_chirality_describe_set          (PentoMirrorSet       mirror);

G_END_DECLS
