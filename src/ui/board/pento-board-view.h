/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-view.h: the custom widget that draws the board and the current packing.
 */
#pragma once

#include <gtk/gtk.h>

#include "pento-core.h"

G_BEGIN_DECLS

#define PENTO_TYPE_BOARD_VIEW (pento_board_view_get_type ())
G_DECLARE_FINAL_TYPE (PentoBoardView, pento_board_view, PENTO, BOARD_VIEW, GtkWidget)

GtkWidget           *pento_board_view_new               (void);
/* "board" property (PENTO_TYPE_BOARD); the empty board is drawn until a solution is set. */
void                 pento_board_view_set_board         (PentoBoardView      *self,
                                                         PentoBoard          *board);
PentoBoard          *pento_board_view_get_board         (PentoBoardView      *self);
/* "solution" property (PENTO_TYPE_SOLUTION, copied); NULL shows the empty board. */
void                 pento_board_view_set_solution      (PentoBoardView      *self,
                                                         const PentoSolution *solution);
const PentoSolution *pento_board_view_get_solution      (PentoBoardView      *self);
/* "show-letters" property. */
void                 pento_board_view_set_show_letters  (PentoBoardView      *self,
                                                         gboolean             show_letters);
gboolean             pento_board_view_get_show_letters  (PentoBoardView      *self);
/* "thumbnail" property: small drawing for list rows (no letters, thin lines, small natural
 * size, no focus). */
void                 pento_board_view_set_thumbnail     (PentoBoardView      *self,
                                                         gboolean             thumbnail);
gboolean             pento_board_view_get_thumbnail     (PentoBoardView      *self);
/* Pieces (a bitmask over PentoPiece) drawn highlighted while the others fade: Watch marks
 * the piece being tried. 0 for none. */
void                 pento_board_view_set_highlight     (PentoBoardView      *self,
                                                         guint                pieces);
guint                pento_board_view_get_highlight     (PentoBoardView      *self);
/* As pento_board_view_set_solution(), the change cross-fading over @duration_us (0: at once):
 * Watch at slow speeds, unless the desktop asks for no animations. */
void                 pento_board_view_fade_solution     (PentoBoardView      *self,
                                                         const PentoSolution *solution,
                                                         gint64               duration_us);
gboolean             pento_board_view_is_fading         (PentoBoardView      *self);

G_END_DECLS
