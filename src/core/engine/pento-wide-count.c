/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-count.c: the count of a state's completions past 64 cells, by the strategy the
 * board's tables chose: the count memo where its key fits (pento-wide-memo.c), else the count
 * without it (pento-wide-count2.c).
 */
#include "pento-wide-state.h"

guint64
pento_wide_count_from (PentoWideState *s,
                       PentoWord       filled,
                       guint32         remaining)
{
  const PentoWideTables *t = s->t;
  guint64 allowed, fits;
  guint cell;

  if (filled == ~(PentoWord) 0)
    return 1;
  if (remaining == 0)
    return 0;
  allowed = pento_wide_allowed (s->puzzle, remaining);
  cell = pento_word_ctz (~filled);
  fits = pento_wide_fits_at (t, filled, cell, allowed, t->n_bytes);
  if (fits == 0)
    return 0;
  if (s->memo.table == NULL)
    return pento_wide_count2 (s, filled, allowed, remaining, cell, fits);
  return pento_wide_memo_count (s, filled, allowed, remaining, cell, fits);
}
