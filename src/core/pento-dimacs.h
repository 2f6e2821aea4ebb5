/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-dimacs.h: the puzzle as a DIMACS CNF formula for any SAT solver, and a solver's answer
 * read back as packings.
 */
#pragma once

#include <glib.h>

#include "pento-board.h"
#include "pento-box.h"
#include "pento-rules.h"
#include "pento-solution.h"

G_BEGIN_DECLS

/* Variables 1 … N are the placements (piece, orientation, position), numbered by piece in the
 * order F L N P Y Z I T U V W X (O) and the mirror pieces f l n p y z, then by orientation in the order
 * pento_piece_get_orientations() gives, then by the top-left corner of the orientation's box,
 * row by row. Every other variable is an auxiliary one whose value the placements determine,
 * so the models of the formula are exactly the packings (one per symmetry class with
 * @unique). A comment line per placement variable names it: "c 17 L 3,0 4,0 4,1 4,2 4,3"
 * (cells x,y sorted by y, then x).
 *
 * @placed: NULL, or a grid of the board's size holding the pieces already placed (their letters,
 * '.' elsewhere): their placement variables are fixed true by unit clauses, and with @unique
 * only the board symmetries that map them onto themselves are broken.
 *
 * Returns the formula, or NULL with PENTO_ERROR_INVALID when @placed is not a set of legal
 * placements on the board. */
char     *pento_dimacs_encode         (const PentoBoard    *board,
                                       const PentoRules    *rules,
                                       const PentoSolution *placed,
                                       gboolean             unique,
                                       gsize               *out_length,
                                       GError             **error);

/* What a solver answered. */
typedef enum {
  PENTO_DIMACS_SATISFIABLE,
  PENTO_DIMACS_UNSATISFIABLE,
  PENTO_DIMACS_UNKNOWN,      /* the solver gave up, or printed no status */
} PentoDimacsStatus;

/* Reads a SAT solver's output: "s SATISFIABLE" / "s UNSATISFIABLE" and "v …" lines (picosat,
 * with every model of --all; cadical; minisat's result file "SAT" and a line of literals), for
 * the formula pento_dimacs_encode() wrote with the same board, rules and @placed. Each model's
 * true placement variables become a packing, checked against the board and the rules
 * (pento_solution_validate()). *out_packings receives the packings (empty unless satisfiable).
 * FALSE with PENTO_ERROR_PARSE when the text is not a solver's answer, or PENTO_ERROR_INVALID
 * (the message saying which model and why) when a model is not a packing. */
gboolean  pento_dimacs_decode         (const char          *text,
                                       const PentoBoard    *board,
                                       const PentoRules    *rules,
                                       const PentoSolution *placed,
                                       PentoDimacsStatus   *out_status,
                                       GPtrArray          **out_packings,
                                       GError             **error);

/* The same for a box in space (pento-box.h): its packings as the box's packings are held,
 * the layers side by side; --unique breaks the box's symmetries. */
char     *pento_dimacs_encode_box     (const PentoBox      *box,
                                       gboolean             unique,
                                       gsize               *out_length);
gboolean  pento_dimacs_decode_box     (const char          *text,
                                       const PentoBox      *box,
                                       PentoDimacsStatus   *out_status,
                                       GPtrArray          **out_packings,
                                       GError             **error);

G_END_DECLS
