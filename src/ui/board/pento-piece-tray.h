/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-piece-tray.h: the tray of pieces in their current handedness, from which pieces are
 * taken to the board.
 */
#pragma once

#include <gtk/gtk.h>

#include "pento-core.h"
#include "common/pento-board-model.h"

G_BEGIN_DECLS

#define PENTO_TYPE_PIECE_TRAY (pento_piece_tray_get_type ())
G_DECLARE_FINAL_TYPE (PentoPieceTray, pento_piece_tray, PENTO, PIECE_TRAY, GtkWidget)

GtkWidget *pento_piece_tray_new               (void);
/* What it draws follows @model: the set ("pieces"), its handedness ("flip": drawn as in the
 * reference shapes, pento-piece.c; "mirror": chiral pieces drawn mirrored without flipping),
 * the pieces on the board ("placed", marked), the fixed ones (greyed with a lock, never taken),
 * whether they are a packing being viewed (its words say so) and the hint's piece
 * ("highlight", a dashed ring). Those properties are read only. */
void       pento_piece_tray_set_model         (PentoPieceTray  *self,
                                               PentoBoardModel *model);
PentoBoardModel *pento_piece_tray_get_model   (PentoPieceTray  *self);
gboolean   pento_piece_tray_get_flip          (PentoPieceTray *self);
PentoMirrorSet pento_piece_tray_get_mirror    (PentoPieceTray *self);
guint      pento_piece_tray_get_pieces        (PentoPieceTray *self);
/* The least cell size, in px, the tray asks for (a phone asks for 14: readable and easy to
 * touch); 6 by default. */
void       pento_piece_tray_set_minimum_cell  (PentoPieceTray *self,
                                               guint           cell);
guint      pento_piece_tray_get_placed        (PentoPieceTray *self);
guint      pento_piece_tray_get_fixed         (PentoPieceTray *self);
/* What the tooltip and the accessible description say of @piece. */
char      *pento_piece_tray_describe_piece    (PentoPieceTray *self,
                                               PentoPiece      piece);

int        pento_piece_tray_get_highlight     (PentoPieceTray *self);
/* "selected" property (int, a PentoPiece or -1): the piece in hand on the board. */
void       pento_piece_tray_set_selected      (PentoPieceTray *self,
                                               int             piece);
int        pento_piece_tray_get_selected      (PentoPieceTray *self);

/* Emits "mirror-toggled" for @piece as M would, when it is chiral and flipping is off. */
void       pento_piece_tray_activate_piece    (PentoPieceTray *self,
                                               PentoPiece      piece);
/* Emits "piece-chosen" for @piece as a click would. */
void       pento_piece_tray_choose_piece      (PentoPieceTray *self,
                                               PentoPiece      piece);

/* The cell of the dragged piece's shape, as the tray draws it, that the press was on (or
 * nearest to): the piece is held by it. FALSE while nothing is dragged. */
gboolean   pento_piece_tray_get_drag_grab     (PentoPieceTray   *self,
                                               int              *out_x,
                                               int              *out_y);
/* The held piece as turned now, held by its cell @grab_x, @grab_y: drawn with that cell under
 * the pointer while a drag is over the tray; NULL when nothing is in hand. */
void       pento_piece_tray_set_drag_shape    (PentoPieceTray   *self,
                                               const PentoShape *shape,
                                               int               grab_x,
                                               int               grab_y);
/* The piece the keyboard is on (its focus ring shows while the tray has the focus). */
int        pento_piece_tray_get_focus_piece   (PentoPieceTray   *self);
/* The middle of cell @x, @y of @piece's shape as the tray draws it, in widget coordinates. */
gboolean   pento_piece_tray_get_cell_center   (PentoPieceTray   *self,
                                               PentoPiece        piece,
                                               guint             x,
                                               guint             y,
                                               double           *out_x,
                                               double           *out_y);
/* The middle of @piece's lowest row in the tray, in widget coordinates (for tests). */
gboolean   pento_piece_tray_get_piece_center  (PentoPieceTray   *self,
                                               PentoPiece        piece,
                                               double           *out_x,
                                               double           *out_y);

/* Signals:
 *   "piece-chosen" (guint piece): clicked, or Enter/Space on the focused piece: the person
 *     takes it to play (the owner puts it in hand on the board).
 *   "piece-drag-begin" (guint piece), "piece-drag-motion" (double x, double y),
 *   "piece-drag-end" (gboolean drop, double x, double y): a piece dragged out of the tray, the
 *     pointer in tray coordinates; drop is FALSE when the drag was cancelled.
 *   "piece-drag-turn" (int turns): the wheel or a right click during the drag: turn the piece
 *     in hand a quarter clockwise per turn (negative: anticlockwise).
 *   "mirror-toggled" (guint piece): M on a chiral piece while flipping is off. The tray does
 *     not change its own "mirror"; the owner applies the setting (app.mirror) and the board
 *     model's rules update the tray. */

G_END_DECLS
