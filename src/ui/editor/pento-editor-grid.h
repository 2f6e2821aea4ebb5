/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-editor-grid.h: the board editor's canvas — a grid of up to 32×32 cells painted and
 * erased with the pointer or the keyboard, with the live check drawn over it.
 */
#pragma once

#include <gtk/gtk.h>

#include "pento-core.h"

G_BEGIN_DECLS

#define PENTO_EDITOR_GRID_MAX_SIDE 32

typedef enum {
  PENTO_EDITOR_MIRROR_NONE,
  PENTO_EDITOR_MIRROR_LEFT_RIGHT,
  PENTO_EDITOR_MIRROR_TOP_BOTTOM,
  PENTO_EDITOR_MIRROR_BOTH,
} PentoEditorMirror;

#define PENTO_TYPE_EDITOR_GRID (pento_editor_grid_get_type ())
G_DECLARE_FINAL_TYPE (PentoEditorGrid, pento_editor_grid, PENTO, EDITOR_GRID, GtkWidget)

GtkWidget             *pento_editor_grid_new           (void);

/* The grid's size in cells (1 … 32 each way); cells outside a smaller size are dropped. */
void                   pento_editor_grid_set_size      (PentoEditorGrid   *self,
                                                        guint              width,
                                                        guint              height);
guint                  pento_editor_grid_get_columns   (PentoEditorGrid   *self);
guint                  pento_editor_grid_get_rows      (PentoEditorGrid   *self);
void                   pento_editor_grid_clear         (PentoEditorGrid   *self);
/* Paints (or erases) one cell and its mirror images as the mirror mode says. */
void                   pento_editor_grid_paint         (PentoEditorGrid   *self,
                                                        guint              x,
                                                        guint              y,
                                                        gboolean           cell);
gboolean               pento_editor_grid_get_cell      (PentoEditorGrid   *self,
                                                        guint              x,
                                                        guint              y);
/* PentoCellFlags of the live check for one cell. */
guint                  pento_editor_grid_get_flags     (PentoEditorGrid   *self,
                                                        guint              x,
                                                        guint              y);
const PentoBoardCheck *pento_editor_grid_get_check     (PentoEditorGrid   *self);
void                   pento_editor_grid_set_mirror    (PentoEditorGrid   *self,
                                                        PentoEditorMirror  mirror);
PentoEditorMirror      pento_editor_grid_get_mirror    (PentoEditorGrid   *self);
void                   pento_editor_grid_get_cursor    (PentoEditorGrid   *self,
                                                        guint             *x,
                                                        guint             *y);
/* Takes the cells of @board (sized to it); FALSE with an error if a side exceeds 32. */
gboolean               pento_editor_grid_set_board     (PentoEditorGrid   *self,
                                                        const PentoBoard  *board,
                                                        GError           **error);
/* The painted cells cut to their bounding box, as a board named @name. */
PentoBoard            *pento_editor_grid_to_board      (PentoEditorGrid   *self,
                                                        const char        *name,
                                                        GError           **error);
/* The same for a board drawn for @set (its number of cells). */
PentoBoard            *pento_editor_grid_to_board_for_set (PentoEditorGrid   *self,
                                                          const char        *name,
                                                          PentoPieceSet      set,
                                                          GError           **error);
/* The painted cells in the CLI's mask form, cut to their bounding box ("" when none). */
char                  *pento_editor_grid_to_text       (PentoEditorGrid   *self);
/* Where the board stands, for the counter: "60 cells — ready", "57 cells — 3 to add" … */
char                  *pento_editor_grid_describe_count (guint            n_cells);

G_END_DECLS
