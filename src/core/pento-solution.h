/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution.h: a packing as a grid of piece letters, its symmetries and its text form.
 */
#pragma once

#include <glib.h>

#include "pento-board.h"
#include "pento-rules.h"
#include "pento-symmetry.h"

G_BEGIN_DECLS

/* width × height letters, row-major; '.' marks a hole or a cell not yet covered. */
typedef struct {
  guint8 width;
  guint8 height;
  char   cells[];
} PentoSolution;

PentoSolution *pento_solution_new           (guint                width,
                                             guint                height);
PentoSolution *pento_solution_copy          (const PentoSolution *solution);
void           pento_solution_free          (PentoSolution       *solution);
gsize          pento_solution_get_size      (const PentoSolution *solution);

char           pento_solution_get           (const PentoSolution *solution,
                                             guint                x,
                                             guint                y);
void           pento_solution_set           (PentoSolution       *solution,
                                             guint                x,
                                             guint                y,
                                             char                 letter);
/* Which pieces appear, as a bitmask over PentoPiece (mirror pieces included). */
guint          pento_solution_get_pieces    (const PentoSolution *solution);

PentoSolution *pento_solution_transform     (const PentoSolution *solution,
                                             PentoSymmetry        sym);
/* The image of a packing under a board symmetry, pieces named as the rules name them there:
 * in the one-sided set a reflection turns F into the mirror piece f and so on. */
PentoSolution *pento_solution_image         (const PentoSolution *solution,
                                             PentoSymmetry        sym,
                                             const PentoRules    *rules);
int            pento_solution_compare       (const PentoSolution *a,
                                             const PentoSolution *b);
gboolean       pento_solution_equal         (const PentoSolution *a,
                                             const PentoSolution *b);
/* The least image under the board's symmetries allowed by the rules (rotations only
 * without flipping): two packings are the same up to symmetry iff their canonical forms are
 * equal. */
PentoSolution *pento_solution_canonical     (const PentoSolution *solution,
                                             const PentoBoard    *board,
                                             const PentoRules    *rules);

/* Text form: one row of letters per line, each line ending in '\n'; a mirror piece of the
 * one-sided set is its lowercase letter (f l n p y z). */
char          *pento_solution_to_text       (const PentoSolution *solution);
/* Packings separated by a blank line. */
char          *pento_solutions_to_text      (GPtrArray           *solutions);
/* Reads packings in the text form and checks each against the board and the rules: known
 * letters, each piece once, each in a legal orientation, the board covered exactly. The error
 * names the first problem and its line number. Returns a GPtrArray of PentoSolution. */
GPtrArray     *pento_solutions_parse        (const char          *text,
                                             const PentoBoard    *board,
                                             const PentoRules    *rules,
                                             GError             **error);
/* Checks one packing against the board and rules. */
gboolean       pento_solution_validate      (const PentoSolution *solution,
                                             const PentoBoard    *board,
                                             const PentoRules    *rules,
                                             GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoSolution, pento_solution_free)

G_END_DECLS
