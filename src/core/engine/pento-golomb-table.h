/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-golomb-table.h: the transposition table of Golomb's game: positions already valued,
 * each kept with its whole key, shared by the threads.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A set of cells of a board of up to 128. */
typedef struct {
  guint64 w[2];
} GolombBits;

static inline gboolean
golomb_bits_meet (const GolombBits *a,
                  const GolombBits *b)
{
  return ((a->w[0] & b->w[0]) | (a->w[1] & b->w[1])) != 0;
}

typedef struct _GolombTable GolombTable;

/* A table of about @bytes, locked for @shared use by several threads. */
GolombTable *golomb_table_new    (gsize              bytes,
                                  gboolean           shared);
void         golomb_table_free   (GolombTable       *table);
/* Whether the position (the cells its moves may still cover, the pieces that still fit) is
 * in the table; its value for the side to move in @out_win. */
gboolean     golomb_table_lookup (GolombTable       *table,
                                  const GolombBits  *cells,
                                  guint32            pieces,
                                  gboolean          *out_win);
/* Keeps the value, @work (the nodes it took) deciding what it may push out. */
void         golomb_table_store  (GolombTable       *table,
                                  const GolombBits  *cells,
                                  guint32            pieces,
                                  gboolean           win,
                                  guint64            work);

G_END_DECLS
