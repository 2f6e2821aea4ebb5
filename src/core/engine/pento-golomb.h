/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-golomb.h: Golomb's game — two players take turns placing pieces from one shared set on
 * a board; who cannot place a piece loses — and its exact solver.
 */
#pragma once

#include "pento-cancel.h"

#include "pento-position.h"
#include "pento-rules.h"

G_BEGIN_DECLS

/* A game position compiled for the solver: the board's empty cells, the pieces left and the
 * orientations the rules allow. The game is impartial, so the side to move is the caller's:
 * the solver answers for whoever moves next. */
typedef struct _PentoGolomb PentoGolomb;

/* The cells a board holds at most, and the pieces a move places. */
#define PENTO_GOLOMB_MAX_CELLS 128

typedef struct {
  PentoPiece piece;
  guint      n_cells;
  PentoCell  cells[5];
} PentoGolombMove;

typedef struct {
  gboolean        win;        /* the side to move wins with perfect play */
  PentoGolombMove move;       /* a winning move, when @win */
  guint64         nodes;      /* positions searched */
} PentoGolombResult;

/* The game from @position (its placed pieces stay) with the pieces of @left still to place
 * (those already placed are dropped from it); the orientations follow @rules (flipping, the
 * mirrored set, the one-sided set). Any board of at most PENTO_GOLOMB_MAX_CELLS cells, with or
 * without room for the whole set. */
PentoGolomb *pento_golomb_new          (PentoPosition           *position,
                                        PentoPieceSet            left,
                                        const PentoRules        *rules,
                                        GError                 **error);
void         pento_golomb_free         (PentoGolomb             *game);

/* The legal moves from the position, in a fixed order (the same on every machine); with
 * @up_to_symmetry, one of each class under the symmetries that map the position onto
 * itself. Returns how many; @out (may be NULL) gets a new array. */
guint        pento_golomb_list_moves   (PentoGolomb             *game,
                                        gboolean                 up_to_symmetry,
                                        PentoGolombMove        **out);

/* Caps the transposition table a solve or a valuation of @game uses at @bytes (0: sized by
 * the game alone), for a caller whose search is short and should take little memory. */
void         pento_golomb_set_table_size (PentoGolomb           *game,
                                          gsize                  bytes);

/* Solves the position for the side to move: win or loss, a winning move when it wins, and
 * the nodes searched, on @n_threads threads (0: every core). FALSE with
 * PENTO_ERROR_CANCELLED when @cancel is set. */
gboolean     pento_golomb_solve        (PentoGolomb             *game,
                                        guint                    n_threads,
                                        PentoCancel             *cancel,
                                        PentoGolombResult       *out,
                                        GError                 **error);

/* Values each of @n_moves moves (from pento_golomb_list_moves()): @out_wins[i] is TRUE when
 * moves[i] wins for the side that plays it. @out_nodes (may be NULL) gets the nodes. */
gboolean     pento_golomb_value_moves  (PentoGolomb             *game,
                                        const PentoGolombMove   *moves,
                                        guint                    n_moves,
                                        guint                    n_threads,
                                        PentoCancel             *cancel,
                                        gboolean                *out_wins,
                                        guint64                 *out_nodes,
                                        GError                 **error);

/* The side to move a position file states in a comment line "; to move: first" (0) or
 * "; to move: second" (1); -1 when it states none. FALSE with PENTO_ERROR_PARSE, its place
 * first ("3:1: "), when such a line names neither. */
gboolean     pento_golomb_find_to_move (const char              *text,
                                        int                     *out_side,
                                        GError                 **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoGolomb, pento_golomb_free)

G_END_DECLS
