/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-box.h: 3D boxes of 60 cells packed with the twelve pieces as flat pentacubes.
 *
 * A box "AxBxC" is A cells wide (x), B rows high (y) and C layers deep (z). Its packings are
 * PentoSolutions that hold the layers side by side: width A × C, height B, the cell (x, y, z)
 * at column z × A + x of row y. Their text form is one line per row, holding each layer's row
 * in turn with a space between layers:
 *
 *   LLLL NNNV …    (row 0 of layer 0, row 0 of layer 1, …)
 *
 * Flat pieces turned every way space allows: turning a piece over is a rotation in space, so
 * the flip policy and the mirrored set do not apply.
 */
#pragma once

#include "pento-cancel.h"
#include "pento-piece.h"
#include "pento-rules.h"
#include "pento-solution.h"

G_BEGIN_DECLS

/* The 24 rotations of space, and the 48 symmetries of a cube with the reflections. */
#define PENTO_N_ROTATIONS_3D   24
#define PENTO_N_SYMMETRIES_3D  48
#define PENTO_BOX_CELLS        60

typedef struct {
  guint8 n_cells;
  guint8 size[3];                      /* x, y, z extents */
  struct {
    guint8 x;
    guint8 y;
    guint8 z;
  } cells[5];                          /* sorted by (z, y, x), the least corner at 0 */
} PentoCubeShape;

typedef struct {
  guint8 width;                        /* x */
  guint8 height;                       /* y: rows */
  guint8 depth;                        /* z: layers */
} PentoBox;

/* Reads "AxBxC" (three whole numbers, A × B × C = 60). PENTO_ERROR_BOARD otherwise. */
gboolean       pento_box_parse               (const char            *spec,
                                              PentoBox              *out,
                                              GError               **error);
/* Whether @spec looks like a box, "AxBxC" (so it is not a flat board's name or a file). */
gboolean       pento_box_spec_is_box         (const char            *spec);
/* NULL-terminated list of the boxes shown in the UI: "3x4x5", "2x5x6", "2x3x10". */
const char * const *pento_box_get_preset_names (void);
/* "3x4x5" */
char          *pento_box_to_string           (const PentoBox        *box);

/* The distinct orientations of @piece as a flat pentacube under the 24 rotations of space
 * (F L N P Y 24, Z T U V W 12, I and X 3), in a stable order. Returns how many. */
guint          pento_piece_get_orientations_3d (PentoPiece           piece,
                                              PentoCubeShape         out[PENTO_N_ROTATIONS_3D]);
void           pento_cube_shape_normalize    (PentoCubeShape        *shape);

/* The symmetries of space that map the box onto itself (reflections included), as
 * permutations of its 60 cells numbered z × A × B + y × A + x, distinct ones only (a box one
 * cell thick has a reflection that moves nothing), the identity first; @perms has room for
 * PENTO_N_SYMMETRIES_3D. Returns how many. */
guint          pento_box_get_symmetries      (const PentoBox        *box,
                                              guint8                 perms[][PENTO_BOX_CELLS]);

/* The letter at (x, y, z) of a box packing. */
char           pento_box_solution_get        (const PentoSolution   *solution,
                                              const PentoBox        *box,
                                              guint                  x,
                                              guint                  y,
                                              guint                  z);
/* The text form above, each line ending in '\n'. */
char          *pento_box_solution_to_text    (const PentoSolution   *solution,
                                              const PentoBox        *box);
/* The least image of the packing under the box's symmetries (as its text, row-major layers
 * side by side): two packings are the same up to symmetry iff these are equal. */
PentoSolution *pento_box_solution_canonical  (const PentoSolution   *solution,
                                              const PentoBox        *box);
/* Checks one packing: each of the 12 pieces once, each a flat pentacube of its shape, the box
 * covered. */
gboolean       pento_box_solution_validate   (const PentoSolution   *solution,
                                              const PentoBox        *box,
                                              GError               **error);
/* Reads packings in the text form, a blank line between them, and checks each; the error
 * names the first problem and its line ("Line 3, column 7: …"). A GPtrArray of PentoSolution. */
GPtrArray     *pento_box_solutions_parse     (const char            *text,
                                              const PentoBox        *box,
                                              GError               **error);
/* The box a text form describes, from its first packing's lines: FALSE when they do not look
 * like one (no spaces, groups of unequal width, not 60 cells). */
gboolean       pento_box_infer_from_text     (const char            *text,
                                              PentoBox              *out);

G_END_DECLS
