/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-engine-test.h: switches of the engine for the tests and the benchmarks, so that they
 * can hold one strategy against another on the same board. Nothing under src/ outside the
 * engine includes it: the program always runs the engine as it chooses.
 */
#pragma once

#include "pento-puzzle.h"

G_BEGIN_DECLS

/* The puzzle of @board with its cells numbered compactly, as on a board whose bounding box
 * holds more than 64 cells, even when the box would fit, so that both numberings can be
 * compared. */
PentoPuzzle *pento_puzzle_new_compact   (PentoBoard       *board,
                                         const PentoRules *rules,
                                         GError          **error);
/* The classes of cells that share fit tables: 1 in box mode. */
guint        pento_puzzle_get_n_classes (PentoPuzzle      *puzzle);

/* Past 64 cells, the count splits at the first cell of the line of @cell (0: not at all): the
 * states reached there are gathered, then each is counted once. The tables choose it on the
 * boards where it pays. FALSE: no boundary (its key would not fit). */
gboolean     pento_wide_set_boundary    (PentoPuzzle      *puzzle,
                                         guint             cell);
/* Past 64 cells, the count without the memo (and without a boundary) where @memo is FALSE, as
 * on 9×10; TRUE: back to the memo where its key fits. */
void         pento_wide_set_count_memo  (PentoPuzzle      *puzzle,
                                         gboolean          memo);
/* The cap of the count without the memo from the first cell of the line of @cell on (0: the
 * default, G_MAXUINT: none); built again on the next count. */
void         pento_wide_set_cap         (PentoPuzzle      *puzzle,
                                         guint             cell);
/* The entries of the cap last built, 0: none. */
guint64      pento_wide_cap_entries     (const PentoPuzzle *puzzle);

G_END_DECLS
