/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-packing-total.h: how many packings a board has up to its symmetry under a set and
 * rules — the "TOTAL" of a collection's "N of TOTAL found" — counted by the engine on a
 * worker, once per run of the program.
 */
#pragma once

#include <gio/gio.h>

#include "pento-core.h"

G_BEGIN_DECLS

/* The board a collected packing lies on: its cells, holes where it has none. */
PentoBoard *pento_packing_total_board  (const PentoSolution *packing,
                                        const char          *name);
/* The rules of a free game's puzzle id. */
void        pento_packing_total_rules  (const PentoPuzzleId *id,
                                        PentoRules          *rules);
/* The count for @id when known already: TRUE and @out_total. */
gboolean    pento_packing_total_lookup (const PentoPuzzleId *id,
                                        guint64             *out_total);
/* Counts @board under the rules of @id on a worker; @callback runs on the main thread (then
 * pento_packing_total_lookup() knows it) unless @cancellable was cancelled. Boards past 64
 * cells are not counted (their counts take minutes): the callback says FALSE at once. */
void        pento_packing_total_count  (const PentoPuzzleId *id,
                                        PentoBoard          *board,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
gboolean    pento_packing_total_finish (GAsyncResult        *result,
                                        guint64             *out_total);

G_END_DECLS
