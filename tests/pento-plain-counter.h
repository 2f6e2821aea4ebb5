/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-plain-counter.h: an independent counter for the tests — plain backtracking over up to
 * 64 cells, no symmetry broken, the one pruning a walled-in empty cell — for any set of cells
 * (flat boards, boxes in space) whose placements the test makes itself.
 */
#pragma once

#include <glib.h>

typedef struct _PentoPlainCounter PentoPlainCounter;

/* Called on each packing with the placements, one per piece (by piece number). */
typedef void (*PentoPlainFunc) (const guint64 *placed,
                                gpointer       user_data);

PentoPlainCounter *pento_plain_counter_new  (guint              n_cells,
                                             guint              n_pieces);
/* Cells @a and @b are neighbours. */
void               pento_plain_counter_link (PentoPlainCounter *counter,
                                             guint              a,
                                             guint              b);
void               pento_plain_counter_add  (PentoPlainCounter *counter,
                                             guint              piece,
                                             guint64            mask);
/* Every packing of the cells with each piece once: their number. */
guint64            pento_plain_counter_run  (PentoPlainCounter *counter,
                                             PentoPlainFunc     func,
                                             gpointer           user_data);
void               pento_plain_counter_free (PentoPlainCounter *counter);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoPlainCounter, pento_plain_counter_free)
