/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board.h: boards — rectangles, presets with holes or an extra tetromino, text masks.
 */
#pragma once

#include <glib.h>

#include "pento-piece.h"
#include "pento-piece-set.h"
#include "pento-symmetry.h"

G_BEGIN_DECLS

#define PENTO_BOARD_MAX_SIDE  64
/* The most a mask file may hold, in bytes: a 64×64 mask with comments is far less. */
#define PENTO_BOARD_MAX_FILE  (64 * 1024)
#define PENTO_BOARD_MAX_CELLS 128

typedef struct _PentoBoard PentoBoard;

/* Presets: "10x6", "12x5", "15x4", "20x3", "6x10" …, "8x8-hole", "8x8-tetromino",
 * or any "WxH" whose area fits the pieces. */
PentoBoard         *pento_board_new_preset       (const char       *name,
                                                  GError          **error);
PentoBoard         *pento_board_new_rectangle    (guint             width,
                                                  guint             height,
                                                  GError          **error);
/* A text mask: one line per row, '#' a cell, '.' a hole. Lines starting with ';' are comments.
 * A mask of 64 cells uses the 12 pentominoes plus the 2×2 tetromino. */
PentoBoard         *pento_board_new_from_text    (const char       *text,
                                                  GError          **error);
PentoBoard         *pento_board_new_from_file    (const char       *path,
                                                  GError          **error);
/* Whether @text (@length bytes) holds a NUL byte, and if so its line and column (from 1). */
gboolean            pento_text_find_nul          (const char       *text,
                                                  gsize             length,
                                                  guint            *out_line,
                                                  guint            *out_column);
/* The text of a board (or position) file: at most PENTO_BOARD_MAX_FILE bytes, no NUL byte
 * (PENTO_ERROR_NOT_TEXT); errors name the file (and the NUL's line and column). */
char               *pento_board_read_file        (const char       *path,
                                                  GError          **error);
/* Whether @spec names a built-in board (a preset, 8x8, or WxH), whatever files exist. */
gboolean            pento_board_spec_is_builtin  (const char       *spec);
/* A preset name or WxH (always the built-in board, even when a file has that name), or else
 * a path to a mask file ("./6x10" reads the file). */
PentoBoard         *pento_board_new_from_spec    (const char       *spec,
                                                  GError          **error);

PentoBoard         *pento_board_ref              (PentoBoard       *board);
void                pento_board_unref            (PentoBoard       *board);

const char         *pento_board_get_name         (const PentoBoard *board);
guint               pento_board_get_width        (const PentoBoard *board);
guint               pento_board_get_height       (const PentoBoard *board);
guint               pento_board_get_n_cells      (const PentoBoard *board);
gboolean            pento_board_is_cell          (const PentoBoard *board,
                                                  guint             x,
                                                  guint             y);
gboolean            pento_board_has_tetromino    (const PentoBoard *board);
/* The pieces a packing of this board uses: the 12 pentominoes, plus O when it has 64 cells. */
guint               pento_board_get_n_pieces     (const PentoBoard *board);
/* How many pieces any set that fills the board has: one pentomino per five cells, and the
 * square when four are left (12 on 60 cells, 13 on 64, 18 on 90, 3 on 15). */
guint               pento_board_count_pieces     (const PentoBoard *board);
/* Which of the eight symmetries map the board onto itself; returns how many. */
guint               pento_board_get_symmetries   (const PentoBoard *board,
                                                  PentoSymmetry     out[PENTO_N_SYMMETRIES]);
char               *pento_board_to_text          (const PentoBoard *board);
/* The same cells under another name (a position file's base name). */
PentoBoard         *pento_board_new_renamed      (const PentoBoard *board,
                                                  const char       *name);
gboolean            pento_board_equal            (const PentoBoard *a,
                                                  const PentoBoard *b);

/* As the set of a board's *_for_set () call: a board of any number of cells, for a game on it
 * (a game's board need not have room for its whole set). */
#define PENTO_BOARD_ANY_SET ((PentoPieceSet) G_MAXUINT32)

/* The same, for a piece set: the board must have the set's number of cells (with
 * PENTO_PIECE_SET_DEFAULT, 60 or 64 as above), at most 128. */
PentoBoard         *pento_board_new_preset_for_set    (const char    *name,
                                                       PentoPieceSet  set,
                                                       GError       **error);
PentoBoard         *pento_board_new_rectangle_for_set (guint          width,
                                                       guint          height,
                                                       PentoPieceSet  set,
                                                       GError       **error);
PentoBoard         *pento_board_new_from_text_for_set (const char    *text,
                                                       PentoPieceSet  set,
                                                       GError       **error);
PentoBoard         *pento_board_new_from_file_for_set (const char    *path,
                                                       PentoPieceSet  set,
                                                       GError       **error);
PentoBoard         *pento_board_new_from_spec_for_set (const char    *spec,
                                                       PentoPieceSet  set,
                                                       GError       **error);

/* NULL-terminated list of the named presets shown in the UI ("10x6" … "8x8-tetromino"). */
const char * const *pento_board_get_preset_names (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoBoard, pento_board_unref)

G_END_DECLS
