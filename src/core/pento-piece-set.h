/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-piece-set.h: which pieces a puzzle packs — the twelve, a subset, the twelve and the
 * square, or the eighteen one-sided pieces — and the set's text form.
 */
#pragma once

#include <glib.h>

#include "pento-piece.h"

G_BEGIN_DECLS

/* Bit p set: piece p (a PentoPiece, mirror pieces included) is in the set. */
typedef guint32 PentoPieceSet;

/* No set named: the twelve, and the square too on a board of 64 cells (as before sets). */
#define PENTO_PIECE_SET_DEFAULT   ((PentoPieceSet) 0)
#define PENTO_PIECE_SET_TWELVE    ((PentoPieceSet) 0xfff)
#define PENTO_PIECE_SET_TETROMINO ((PentoPieceSet) 0x1fff)
/* The twelve with F L N P Y Z also as their mirror images, none of them turned over. */
#define PENTO_PIECE_SET_ONE_SIDED ((PentoPieceSet) (0xfff | (0x3f << PENTO_PIECE_F_MIRROR)))
#define PENTO_PIECE_SET_MAX_CELLS 128

/* "one-sided", or letters of FILNPTUVWXYZ and O, each once ("twelve" is accepted for the
 * twelve); f l n p y z name the mirror pieces, and a set with one of them is one-sided (no
 * piece flips). */
gboolean      pento_piece_set_parse      (const char    *text,
                                          PentoPieceSet *out_set,
                                          GError       **error);
/* The form pento_piece_set_parse() reads: "one-sided", or the letters in the order
 * FILNPTUVWXYZ then O, a mirror piece after its piece; the default set is "FILNPTUVWXYZ". */
char         *pento_piece_set_to_string  (PentoPieceSet  set);
/* Whether the set holds a mirror piece: then no piece flips. */
gboolean      pento_piece_set_is_one_sided (PentoPieceSet set);
/* Whether each chiral piece's mirror piece is in the set too. */
gboolean      pento_piece_set_is_mirror_closed (PentoPieceSet set);
guint         pento_piece_set_n_pieces   (PentoPieceSet  set);
guint         pento_piece_set_n_cells    (PentoPieceSet  set);
gboolean      pento_piece_set_has_chiral (PentoPieceSet  set);
/* The set named, or the default one for a board of @n_board_cells. */
PentoPieceSet pento_piece_set_resolve    (PentoPieceSet  set,
                                          guint          n_board_cells);
/* Whether a board of @n_board_cells fits the set exactly; the error says how many cells the
 * set needs. */
gboolean      pento_piece_set_check_cells (PentoPieceSet set,
                                          guint          n_board_cells,
                                          GError       **error);

/* The set a board or position file names in a comment line "; pieces: SET" (old readers skip
 * it): TRUE with PENTO_PIECE_SET_DEFAULT when there is none; FALSE with an error, and the line
 * in @out_line, when the set is not one. */
gboolean      pento_piece_set_find_in_text (const char    *text,
                                            PentoPieceSet *out_set,
                                            guint         *out_line,
                                            GError       **error);
/* The comment line that names @set in a file, with its newline ("; pieces: one-sided\n"). */
char         *pento_piece_set_to_comment (PentoPieceSet  set);

/* Boards with the set suggested for them: the one-sided rectangles, then the beginners'
 * ladder 5x3 … 5x12 (one piece more at each step, each with packings). */
typedef struct {
  const char *board;                   /* a WxH name */
  const char *pieces;                  /* pento_piece_set_parse() reads it */
} PentoSetPreset;

/* Terminated by { NULL, NULL }. */
const PentoSetPreset *pento_piece_set_get_presets (void);

G_END_DECLS
