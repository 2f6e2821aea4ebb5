/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-position.h: a position — a board and the pieces already placed on it. The empty
 * position is the plain puzzle; every search can start from a position.
 */
#pragma once

#include <glib.h>

#include "pento-cancel.h"
#include "pento-board.h"
#include "pento-rules.h"
#include "pento-solution.h"

G_BEGIN_DECLS

/* An immutable value, reference counted: every move makes a new position. */
typedef struct _PentoPosition PentoPosition;

typedef struct {
  guint8 x;
  guint8 y;
} PentoCell;

/* The empty position of @board. */
PentoPosition *pento_position_new             (PentoBoard          *board);
/* The board text form (one line per row, '#' an empty cell, '.' a hole, ';' comment lines)
 * where a piece letter marks a cell covered by that piece, already placed. Each placed piece
 * must have exactly its five (O: four) cells, form that piece in an orientation @rules allow,
 * appear once, and be one the board holds (O only on a board of 64 cells). Errors are
 * PENTO_ERROR_BOARD for the board and PENTO_ERROR_PARSE / PENTO_ERROR_INVALID for the pieces,
 * the message always starting with its place, "line:column: " (pento_error_prefix_place()).
 * A margin of holes around the board is dropped, as pento_board_new_from_text() does. */
PentoPosition *pento_position_new_from_text   (const char          *text,
                                               const PentoRules    *rules,
                                               GError             **error);
/* The same from a file; the message starts with the path ("pos.txt:3:7: …"). */
PentoPosition *pento_position_new_from_file   (const char          *path,
                                               const PentoRules    *rules,
                                               GError             **error);
/* A preset name or a path, as pento_board_new_from_spec(); a file may hold a position. */
PentoPosition *pento_position_new_from_spec   (const char          *spec,
                                               const PentoRules    *rules,
                                               GError             **error);

/* The same for a game on the board: a board of any number of cells (the placed pieces are
 * read under @rules, but the board need not fit a set). */
PentoPosition *pento_position_new_for_game    (const char          *spec,
                                               const PentoRules    *rules,
                                               GError             **error);
PentoPosition *pento_position_new_from_text_for_game (const char    *text,
                                                      const PentoRules *rules,
                                                      GError       **error);

PentoPosition *pento_position_ref             (PentoPosition       *position);
void           pento_position_unref           (PentoPosition       *position);

PentoBoard    *pento_position_get_board       (const PentoPosition *position);
/* The letter of the piece covering (x, y), '#' for an empty cell, '.' for a hole. */
char           pento_position_get             (const PentoPosition *position,
                                               guint                x,
                                               guint                y);
/* Bitmask over PentoPiece of the pieces placed / of the pieces the board holds. */
guint          pento_position_get_placed      (const PentoPosition *position);
guint          pento_position_get_pieces      (const PentoPosition *position);
guint          pento_position_get_n_placed    (const PentoPosition *position);
/* The piece set its file names in a comment line "; pieces: SET", or
 * PENTO_PIECE_SET_DEFAULT. (The file's letters and size follow that set, unless the rules it
 * was read with name one.) */
PentoPieceSet  pento_position_get_named_pieces (const PentoPosition *position);
/* The cells of a placed piece, sorted by (y, x); returns how many (0: not placed). */
guint          pento_position_get_piece_cells (const PentoPosition *position,
                                               PentoPiece           piece,
                                               PentoCell            out[5]);
gboolean       pento_position_is_complete     (const PentoPosition *position);
gboolean       pento_position_equal           (const PentoPosition *a,
                                               const PentoPosition *b);

/* A new position with @piece placed on @cells (5, or 4 for O, any order). Fails with
 * PENTO_ERROR_INVALID and a sentence a player understands: the piece is already placed or not
 * in this board's set, a cell is off the board, a hole or covered, the cells do not form the
 * piece, or they form it in an orientation the rules forbid (flipped, without flipping). */
PentoPosition *pento_position_place           (const PentoPosition *position,
                                               PentoPiece           piece,
                                               const PentoCell     *cells,
                                               guint                n_cells,
                                               const PentoRules    *rules,
                                               GError             **error);
/* A new position without @piece (the same position, referenced, when it is not placed). */
PentoPosition *pento_position_remove          (const PentoPosition *position,
                                               PentoPiece           piece);

/* Whether every placed piece lies in an orientation @rules allow (a position made under other
 * rules may not); if not, PENTO_ERROR_INVALID and a sentence naming the piece. */
gboolean       pento_position_check_rules     (const PentoPosition *position,
                                               const PentoRules    *rules,
                                               GError             **error);

/* Text form, the same that pento_position_new_from_text() reads. */
char          *pento_position_to_text         (const PentoPosition *position);
/* The placed pieces as a grid of letters, '.' for holes and empty cells (for drawing). */
PentoSolution *pento_position_to_solution     (const PentoPosition *position);

/* Action strings: "X:2,1 1,2 2,2 3,2 2,3" — a letter (f l n p y z: the one-sided set's mirror pieces), a colon, five x,y cells (0-based, x the
 * column) separated by spaces. */
gboolean       pento_placement_parse          (const char          *text,
                                               PentoPiece          *out_piece,
                                               PentoCell            out_cells[5],
                                               guint               *out_n_cells,
                                               GError             **error);
char          *pento_placement_to_string      (PentoPiece           piece,
                                               const PentoCell     *cells,
                                               guint                n_cells);

/* Why a position has no completion, when the cause is visible: the empty cells of one
 * enclosed region whose size no set of the remaining pieces can fill (not a multiple of five,
 * allowing for O), or of a region no remaining piece fits in an allowed orientation. Returns
 * the number of cells written to @out (0: no visible cause), and which cause in @out_reason. */
typedef enum {
  PENTO_DEAD_NONE,
  PENTO_DEAD_REGION_SIZE,   /* a region whose size cannot be filled */
  PENTO_DEAD_REGION_SHAPE,  /* cells no remaining piece can cover (only those are returned) */
} PentoDeadReason;

guint          pento_position_find_dead_region (const PentoPosition *position,
                                                const PentoRules    *rules,
                                                PentoDeadReason     *out_reason,
                                                PentoCell            out[64]);

/* The hint's cell: the most constrained empty cell (the one fewest placements of the remaining
 * pieces fit). FALSE when the position is complete or some empty cell nothing covers. No
 * search; the hint itself, which needs a completion, is pento_position_hint() (pento-hint.h),
 * above the solver. */
gboolean       pento_position_hint_cell       (const PentoPosition *position,
                                               const PentoRules    *rules,
                                               PentoCell           *out_cell);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoPosition, pento_position_unref)

G_END_DECLS
