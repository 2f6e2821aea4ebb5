/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-plain-counter.c: see pento-plain-counter.h.
 */
#include "pento-plain-counter.h"

struct _PentoPlainCounter {
  guint          n_cells;
  guint          n_pieces;
  guint64        near[64];             /* each cell's neighbours */
  GArray        *by[64];               /* placements by their lowest cell: masks … */
  GArray        *by_piece[64];         /* … and pieces */
  guint64        placed[32];
  guint64        count;
  PentoPlainFunc func;
  gpointer       user_data;
};

PentoPlainCounter *
pento_plain_counter_new (guint n_cells,
                         guint n_pieces)
{
  PentoPlainCounter *counter = g_new0 (PentoPlainCounter, 1);

  g_assert (n_cells <= 64 && n_pieces <= G_N_ELEMENTS (counter->placed));
  counter->n_cells = n_cells;
  counter->n_pieces = n_pieces;
  for (guint c = 0; c < n_cells; c++)
    {
      counter->by[c] = g_array_new (FALSE, FALSE, sizeof (guint64));
      counter->by_piece[c] = g_array_new (FALSE, FALSE, sizeof (guint8));
    }
  return counter;
}

void
pento_plain_counter_link (PentoPlainCounter *counter,
                          guint              a,
                          guint              b)
{
  counter->near[a] |= G_GUINT64_CONSTANT (1) << b;
  counter->near[b] |= G_GUINT64_CONSTANT (1) << a;
}

void
pento_plain_counter_add (PentoPlainCounter *counter,
                         guint              piece,
                         guint64            mask)
{
  guint c = __builtin_ctzll (mask);
  guint8 p = piece;

  g_assert (mask != 0 && piece < counter->n_pieces);
  g_array_append_val (counter->by[c], mask);
  g_array_append_val (counter->by_piece[c], p);
}

/* Whether placing @m left an empty neighbour of it walled in. */
static gboolean
walls_in (const PentoPlainCounter *counter,
          guint64                  filled,
          guint64                  m)
{
  guint64 around = 0;

  for (guint64 b = m; b; b &= b - 1)
    around |= counter->near[__builtin_ctzll (b)];
  for (around &= ~filled; around; around &= around - 1)
    if ((counter->near[__builtin_ctzll (around)] & ~filled) == 0)
      return TRUE;
  return FALSE;
}

static void
search (PentoPlainCounter *counter,
        guint64            filled,
        guint              used)
{
  guint c;

  if (used == (1u << counter->n_pieces) - 1)
    {
      counter->count++;
      if (counter->func)
        counter->func (counter->placed, counter->user_data);
      return;
    }
  if (filled == G_MAXUINT64)
    return;
  c = __builtin_ctzll (~filled);
  for (guint i = 0; i < counter->by[c]->len; i++)
    {
      guint64 m = g_array_index (counter->by[c], guint64, i);
      guint p = g_array_index (counter->by_piece[c], guint8, i);

      if ((m & filled) == 0 && !(used & (1u << p)) && !walls_in (counter, filled | m, m))
        {
          counter->placed[p] = m;
          search (counter, filled | m, used | (1u << p));
        }
    }
}

guint64
pento_plain_counter_run (PentoPlainCounter *counter,
                         PentoPlainFunc     func,
                         gpointer           user_data)
{
  counter->count = 0;
  counter->func = func;
  counter->user_data = user_data;
  /* only a packing that covers every cell counts */
  if (counter->n_cells == 5 * counter->n_pieces)
    search (counter, counter->n_cells == 64 ? 0 : ~G_GUINT64_CONSTANT (0) << counter->n_cells,
            0);
  return counter->count;
}

void
pento_plain_counter_free (PentoPlainCounter *counter)
{
  if (counter == NULL)
    return;
  for (guint c = 0; c < counter->n_cells; c++)
    {
      g_array_unref (counter->by[c]);
      g_array_unref (counter->by_piece[c]);
    }
  g_free (counter);
}
