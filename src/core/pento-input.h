/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-input.h: what a person hands the engine as text — a file or standard input read
 * within a stated size, and the board and piece set a file of packings implies.
 */
#pragma once

#include <glib.h>

#include "pento-board.h"
#include "pento-piece-set.h"

G_BEGIN_DECLS

/* The most a file of packings is read (more than the whole --all listing of 8x8-tetromino),
 * and the most a SAT solver's answer is read (every model of picosat --all is one line of
 * some thousand numbers). */
#define PENTO_INPUT_MAX_PACKINGS (16u << 20)
#define PENTO_INPUT_MAX_MODEL    (256u << 20)

/* All of @path, "-" for standard input, at most @limit bytes, NUL-terminated (the NUL is not
 * counted in @out_length, which may be NULL). A file is read as pento_file_read() reads it:
 * only a regular one, never waited on, and one past @limit refused unread. Standard input is
 * read up to the limit and refused past it ("Standard input is larger than 16 MiB"). Errors
 * are in PENTO_FILE_ERROR (pento-file.h). */
char          *pento_input_read         (const char    *path,
                                         gsize          limit,
                                         gsize         *out_length,
                                         GError       **error);

/* The board of the first packing in @text (rows of letters, a blank line between packings):
 * its size, and its holes where it has '.' cells; the preset of that shape when there is
 * one ("10x6", "8x8-hole"). With @set other than the default, the board of the set's size.
 * Anything odd gives 10x6, so that the parser names the problem. Never NULL. */
PentoBoard    *pento_input_infer_board  (const char    *text,
                                         PentoPieceSet  set);

/* The piece set of the first packing in @text: PENTO_PIECE_SET_DEFAULT unless it holds a
 * mirror piece (f l n p y z), and then the one-sided set of the letters it holds
 * (PENTO_PIECE_SET_ONE_SIDED for all eighteen). */
PentoPieceSet  pento_input_infer_pieces (const char    *text);

G_END_DECLS
