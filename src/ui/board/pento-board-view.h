/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-view.h: the custom widget that draws the board and the current packing, and on
 * which a person plays: a held piece follows the pointer or the arrow keys as a snapped outline.
 */
#pragma once

#include <gtk/gtk.h>

#include "pento-core.h"
#include "common/pento-board-model.h"

G_BEGIN_DECLS

#define PENTO_TYPE_BOARD_VIEW (pento_board_view_get_type ())
G_DECLARE_FINAL_TYPE (PentoBoardView, pento_board_view, PENTO, BOARD_VIEW, GtkWidget)

GtkWidget           *pento_board_view_new               (void);
/* What it draws: the board, the pieces, the rules a held piece turns under, whether it takes
 * moves ("playable"), the fixed pieces, the marks, the highlight and what its accessible
 * description adds (the live count) all follow @model. */
void                 pento_board_view_set_model         (PentoBoardView      *self,
                                                         PentoBoardModel     *model);
PentoBoardModel     *pento_board_view_get_model         (PentoBoardView      *self);
/* "board" property (read only): the board drawn. */
PentoBoard          *pento_board_view_get_board         (PentoBoardView      *self);
/* "solution" property (read only): the pieces drawn, or NULL. */
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
/* As tall as its width allows, up to its natural size, rather than shrinking to what the
 * window leaves it: for a page that scrolls (a narrow window). */
void                 pento_board_view_set_fill_width    (PentoBoardView      *self,
                                                         gboolean             fill_width);
gboolean             pento_board_view_get_fill_width    (PentoBoardView      *self);
/* The pieces drawn highlighted while the others fade (the model's "highlight"). */
guint                pento_board_view_get_highlight     (PentoBoardView      *self);
/* A change of the model's solution made by pento_board_model_fade_solution() is fading in. */
gboolean             pento_board_view_is_fading         (PentoBoardView      *self);

/* "playable" property (read only, the model's): pointer and keys pick up, turn and drop
 * pieces (the signals below). When FALSE a press only emits "play-requested" (the owner shows
 * the game again). */
gboolean             pento_board_view_get_playable      (PentoBoardView      *self);

/* Holds @piece (from the tray) in its starting orientation, its outline at the keyboard
 * cursor, or under the pointer as soon as it moves over the board. */
void                 pento_board_view_hold              (PentoBoardView      *self,
                                                         PentoPiece           piece);
/* Holds the placed @piece (lifted from where it lies until it is dropped or put back). */
gboolean             pento_board_view_pick_up           (PentoBoardView      *self,
                                                         PentoPiece           piece);
/* Drops nothing: the held piece goes back where it came from. */
void                 pento_board_view_cancel_hold       (PentoBoardView      *self);
/* The held piece and the cells its outline covers now (which may be off the board: a
 * negative x or y is stored as its gint8, 255 for -1, and the drop would be refused). FALSE
 * when nothing is held. */
gboolean             pento_board_view_get_held          (PentoBoardView      *self,
                                                         PentoPiece          *out_piece,
                                                         PentoCell            out_cells[5],
                                                         guint               *out_n_cells);
/* Moves the held outline by whole cells (arrow keys), turns it a quarter clockwise (@turns
 * 1) or anticlockwise (-1), or turns it over (FALSE and "flip-refused" when the rules do not
 * allow it). */
void                 pento_board_view_move_held         (PentoBoardView      *self,
                                                         int                  dx,
                                                         int                  dy);
void                 pento_board_view_rotate_held       (PentoBoardView      *self,
                                                         int                  turns);
gboolean             pento_board_view_flip_held         (PentoBoardView      *self);
/* Offers the held piece where its outline is ("place-piece"); returns what the owner said. */
gboolean             pento_board_view_drop_held         (PentoBoardView      *self);
/* A drag from the tray: the piece is in hand, held by its cell @grab_x, @grab_y (the one
 * pressed in the tray, which stays under the pointer), but drawn only while the pointer is
 * over the board; pento_board_view_drag_to() follows the pointer (widget coordinates) and
 * says whether it is over the board. Turns and flips work all along. */
void                 pento_board_view_drag_from_tray    (PentoBoardView      *self,
                                                         PentoPiece           piece,
                                                         int                  grab_x,
                                                         int                  grab_y);
gboolean             pento_board_view_drag_to           (PentoBoardView      *self,
                                                         double               x,
                                                         double               y);
/* The held piece's shape as turned now, and the cell of it that is held (under the pointer);
 * FALSE when nothing is held. */
gboolean             pento_board_view_get_held_shape    (PentoBoardView      *self,
                                                         PentoShape          *out_shape,
                                                         int                 *out_grab_x,
                                                         int                 *out_grab_y);
/* Widget coordinates of the centre of cell (x, y), for tests and pointers alike. */
gboolean             pento_board_view_get_cell_center   (PentoBoardView      *self,
                                                         guint                x,
                                                         guint                y,
                                                         double              *out_x,
                                                         double              *out_y);
/* The marks drawn: the hint's outline and the cells of a dead region (the model's); a refused
 * drop flashes red. */
guint                pento_board_view_get_hint_cells    (PentoBoardView      *self,
                                                         PentoCell            out[5]);
guint                pento_board_view_get_dead_cells    (PentoBoardView      *self,
                                                         PentoCell            out[64]);
void                 pento_board_view_flash_refused     (PentoBoardView      *self,
                                                         const PentoCell     *cells,
                                                         guint                n_cells);

/* Signals:
 *   "place-piece" (guint piece, gpointer cells (const PentoCell *), guint n_cells) → gboolean:
 *     the person dropped the held piece there; the owner answers TRUE when the move was made.
 *   "remove-piece" (guint piece): double click or Delete on a placed piece.
 *   "flip-refused" (guint piece): F on a chiral piece while flipping is off.
 *   "play-requested": a press while not playable.
 *   "held-changed": a piece was taken in hand, turned, turned over or let go. */


G_END_DECLS
