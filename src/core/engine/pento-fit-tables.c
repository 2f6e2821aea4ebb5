/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-fit-tables.c: the fit tables of cells numbered compactly, for the 64-bit search and
 * the search past 64 cells alike (see pento-fit-tables.h).
 */
#include "pento-fit-tables.h"

guint
pento_fit_tables_build (guint                n_cells,
                        const guint64       *cell_all,
                        PentoSlotShapeFunc   shape,
                        gconstpointer        data,
                        guint                n_bytes,
                        guint16             *kill_row,
                        guint64            (**out_kill)[256])
{
  g_autofree PentoWord *shape_store = g_new0 (PentoWord, n_cells * 64);
  PentoWord (*shapes)[64] = (PentoWord (*)[64]) shape_store;   /* by class */
  g_autofree guint *cell_class = g_new0 (guint, n_cells);
  guint64 (*kill)[256];
  guint n_classes = 0;

  for (guint c = 0; c < n_cells; c++)
    {
      guint k;

      /* the first class none of whose shapes differs from this cell's */
      for (k = 0; k < n_classes; k++)
        {
          guint64 slots;

          for (slots = cell_all[c]; slots; slots &= slots - 1)
            {
              guint j = __builtin_ctzll (slots);

              if (shapes[k][j] != 0 && shapes[k][j] != shape (data, c, j))
                break;
            }
          if (slots == 0)
            break;
        }
      n_classes = MAX (n_classes, k + 1);
      cell_class[c] = k;
      for (guint64 slots = cell_all[c]; slots; slots &= slots - 1)
        {
          guint j = __builtin_ctzll (slots);

          shapes[k][j] = shape (data, c, j);
        }
    }

  kill = g_malloc0 (sizeof kill[0] * MAX (n_classes, 1) * n_bytes);
  for (guint c = 0; c < n_cells; c++)
    kill_row[c] = cell_class[c] * n_bytes;
  for (guint k = 0; k < n_classes; k++)
    {
      guint64 by_cell[8 * sizeof (PentoWord)] = { 0 }; /* the slots that cover cell c+1+d */

      for (guint j = 0; j < 64; j++)
        for (PentoWord window = shapes[k][j] >> 1; window; window &= window - 1)
          by_cell[pento_word_ctz (window)] |= G_GUINT64_CONSTANT (1) << j;
      for (guint i = 0; i < n_bytes; i++)
        {
          guint64 *row = kill[k * n_bytes + i];

          for (guint v = 1; v < 256; v++)
            row[v] = row[v & (v - 1)] | by_cell[8 * i + __builtin_ctz (v)];
        }
    }
  *out_kill = kill;
  return n_classes;
}

