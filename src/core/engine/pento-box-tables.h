/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-box-tables.h: the search tables of a box in space, shared by their builder
 * (pento-box-puzzle.c), their search (pento-box-search.c) and the search driver
 * (pento-search.c).
 */
#pragma once

#include "pento-box.h"
#include "pento-puzzle-private.h"

G_BEGIN_DECLS

typedef struct _PentoBoxTables PentoBoxTables;

/* Called for each packing (placed[] complete) and now and then to poll: FALSE stops. */
typedef gboolean (*PentoBoxVisit) (gpointer ctx);

/* Cells are numbered along axis[0] fastest, then axis[1], then axis[2] (see
 * pento-box-puzzle.c for the order chosen). */
struct _PentoBoxTables {
  PentoBox box;
  guint    axis[3];                    /* the box axes (0 x, 1 y, 2 z), shortest first */
  guint    len[3];                     /* their lengths */
  guint    n_ranks;
  guint64  all;                        /* the 60 cells */
  guint64  not_first[2];               /* cells with a neighbour before them along axis[i] */
  guint64  not_last[2];                /* … and after them */
  guint64 *masks;                      /* every placement, by lowest cell, then by rank */
  guint    start[PENTO_BOX_CELLS][PENTO_N_PIECES + 1]; /* [c][k] … [c][k + 1]: the placements */
                                       /* of rank k whose lowest cell is c */
  guint    n_masks;
  guint32  placeable_from[PENTO_BOX_CELLS]; /* [c]: the ranks with a placement whose lowest */
                                       /* cell is c or past it */
};

void     pento_box_tables_free   (PentoBoxTables       *tables);
/* Every completion of @filled with the pieces of the ranks in @remaining, placed[rank] set for
 * each packing. Adds the placements tried that fit to *@nodes. FALSE: a visit said stop. */
gboolean pento_box_tables_search (const PentoBoxTables *tables,
                                  guint64               filled,
                                  guint32               remaining,
                                  guint64              *placed,
                                  guint64              *nodes,
                                  PentoBoxVisit         found,
                                  PentoBoxVisit         poll,
                                  gpointer              ctx);

G_END_DECLS
