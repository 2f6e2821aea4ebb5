/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-hint.h: a hint for a position in play. It needs a completion, so it lives above the
 * solver: positions know nothing of the search built from them.
 */
#pragma once

#include "pento-cancel.h"
#include "pento-piece.h"
#include "pento-position.h"
#include "pento-rules.h"

G_BEGIN_DECLS

/* A hint: the piece that covers the most constrained empty cell (the one fewest placements of
 * the remaining pieces fit) in a completion drawn at random by @seed, and its cells in that
 * completion. FALSE without an error when the position has no completion. Runs a search:
 * call it on a worker thread. */
gboolean       pento_position_hint            (const PentoPosition *position,
                                               const PentoRules    *rules,
                                               guint64              seed,
                                               PentoCancel         *cancel,
                                               PentoPiece          *out_piece,
                                               PentoCell            out_cells[5],
                                               guint               *out_n_cells,
                                               GError             **error);

G_END_DECLS
