/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality.h: no-flip packing counts for all 64 choices of mirrored pieces.
 */
#pragma once

#include "pento-cancel.h"

#include "pento-board.h"
#include "pento-rules.h"

G_BEGIN_DECLS

typedef struct {
  PentoMirrorSet mirror;
  guint64        total;
  guint64        unique;
} PentoChiralityRow;

/* Called on the calling thread as each row is done, in any order. */
typedef void (*PentoChiralityFunc) (const PentoChiralityRow *row,
                                    gpointer                 user_data);

/* Fills rows[m] for every mirrored set m = 0 … 63, over @n_threads threads (0: all cores). */
gboolean pento_chirality_table (PentoBoard         *board,
                                guint               n_threads,
                                PentoCancel        *cancel,
                                PentoChiralityFunc  row_func,
                                gpointer            user_data,
                                PentoChiralityRow   rows[PENTO_N_MIRROR_SETS],
                                GError            **error);

G_END_DECLS
