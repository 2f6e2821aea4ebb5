/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-piece.h: the twelve pentominoes (and the 2×2 tetromino), their shapes and orientations.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The six chiral pieces come first, so a mirrored set is a 6-bit mask. */
typedef enum {
  PENTO_PIECE_F,
  PENTO_PIECE_L,
  PENTO_PIECE_N,
  PENTO_PIECE_P,
  PENTO_PIECE_Y,
  PENTO_PIECE_Z,
  PENTO_PIECE_I,
  PENTO_PIECE_T,
  PENTO_PIECE_U,
  PENTO_PIECE_V,
  PENTO_PIECE_W,
  PENTO_PIECE_X,
  PENTO_PIECE_O, /* the optional 2×2 square tetromino */
  PENTO_N_PIECES,
  /* The one-sided set's mirror images of the chiral pieces, lowercase letters f l n p y z:
   * pieces of their own that never flip (the windows' tray and the boards know the first
   * PENTO_N_PIECES; the engine knows them all). */
  PENTO_PIECE_F_MIRROR = PENTO_N_PIECES,
  PENTO_PIECE_L_MIRROR,
  PENTO_PIECE_N_MIRROR,
  PENTO_PIECE_P_MIRROR,
  PENTO_PIECE_Y_MIRROR,
  PENTO_PIECE_Z_MIRROR,
  PENTO_N_SET_PIECES
} PentoPiece;

#define PENTO_N_PENTOMINOES 12
#define PENTO_N_CHIRAL      6
#define PENTO_MAX_ORIENTATIONS 8

/* A normalised polyomino: cells sorted by (y, x), min x = min y = 0. */
typedef struct {
  guint8 n_cells;
  guint8 width;
  guint8 height;
  struct {
    guint8 x;
    guint8 y;
  } cells[5];
} PentoShape;

char              pento_piece_to_letter        (PentoPiece        piece);
gboolean          pento_piece_from_letter      (char              letter,
                                                PentoPiece       *out_piece);
/* Exact case: a capital letter is one of the thirteen, f l n p y z a mirror piece. */
gboolean          pento_piece_from_set_letter  (char              letter,
                                                PentoPiece       *out_piece);
/* A letter of a packing or a board: f l n p y z the one-sided set's mirror pieces (exact
 * case), any other letter in either case one of the thirteen. */
gboolean          pento_piece_from_cell_letter (char              letter,
                                                PentoPiece       *out_piece);
gboolean          pento_piece_is_chiral        (PentoPiece        piece);
/* F and its mirror piece, and so on; an achiral piece is its own. */
PentoPiece        pento_piece_get_mirror       (PentoPiece        piece);
/* The piece of the one-sided set the letter's reflection is: 'F' <-> 'f' …, else itself. */
char              pento_piece_mirror_letter    (char              letter);
const PentoShape *pento_piece_get_shape        (PentoPiece        piece);
/* A mirror piece (PENTO_PIECE_F_MIRROR …) never flips: @flip and @mirrored do not apply. */
guint             pento_piece_get_orientations (PentoPiece        piece,
                                                gboolean          flip,
                                                gboolean          mirrored,
                                                PentoShape        out[PENTO_MAX_ORIENTATIONS]);

void              pento_shape_normalize        (PentoShape       *shape);
/* @piece's reference shape, mirrored left–right and normalised when @mirrored: a piece as the
 * tray, the mirror toggles and the chirality explorer show it. */
void              pento_piece_get_handed_shape (PentoPiece        piece,
                                                gboolean          mirrored,
                                                PentoShape       *out);
void              pento_shape_rotate           (const PentoShape *shape,
                                                PentoShape       *out);
void              pento_shape_mirror           (const PentoShape *shape,
                                                PentoShape       *out);
gboolean          pento_shape_equal            (const PentoShape *a,
                                                const PentoShape *b);
gboolean          pento_shape_has_cell         (const PentoShape *shape,
                                                guint             x,
                                                guint             y);

gboolean          pento_pieces_self_check      (GError          **error);

G_END_DECLS
