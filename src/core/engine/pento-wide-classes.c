/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-classes.c: counting by symmetry class past 64 cells. A root that some symmetry
 * keeps stands for the classes whose packings have the breaker there, each class once: by
 * the packing that is the least of its images under those symmetries. The count compares a
 * packing with its images while it is filled and counts only the least, for its whole class;
 * the plain search and the trace ask pento_wide_is_least() of each packing found.
 */
#include "pento-wide-state.h"

/* Packings under the root are compared by their letters cell by cell in an order of the
 * root's: by the later of a cell and the cells its images come from, so that as the search
 * fills the cells in their numbers' order, each comparison is decided as soon as the first
 * cells that differ are both filled (with X on a board's middle line, whose reflection keeps
 * it, at the middle rather than at the end). */
void
pento_wide_classes_order (PentoWideState *s)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const Root *root = s->root;
  guint key[MAX_BITS];
  guint n = puzzle->n_bits;

  for (guint b = 0; b < n; b++)
    {
      key[b] = b;
      for (guint k = 0; k < root->n_checks; k++)
        key[b] = MAX (key[b], s->classes.perm_inv[root->checks[k]][b]);
      s->classes.order[b] = b;
    }
  /* insertion sort by key, then cell: a stable order, the same on every run */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && key[s->classes.order[j - 1]] > key[s->classes.order[j]]; j--)
      {
        guint8 tmp = s->classes.order[j];

        s->classes.order[j] = s->classes.order[j - 1];
        s->classes.order[j - 1] = tmp;
      }
}

/* Compares @grid with its image under check @k of the root from position @pos of the order
 * on: the first position where they differ, or where a cell needed is not filled (in @filled,
 * NULL: all are), or n_bits; *@cmp the sign there (0 when undecided or equal). */
static guint
compare_image (const PentoWideState *s,
               const char           *grid,
               const PentoWord      *filled,
               guint                 k,
               guint                 pos,
               gint                 *cmp)
{
  const PentoPuzzle *puzzle = s->puzzle;
  guint sym = s->root->checks[k];
  const guint8 *inv = s->classes.perm_inv[sym];

  *cmp = 0;
  for (; pos < puzzle->n_bits; pos++)
    {
      guint b = s->classes.order[pos], a = inv[b];
      char image;

      if (filled && (!(*filled & (PENTO_WORD_ONE << b)) || !(*filled & (PENTO_WORD_ONE << a))))
        break;
      image = puzzle->sym_swaps[sym] ? puzzle->mirror_letter[grid[a] & 127] : grid[a];
      if (grid[b] != image)
        {
          *cmp = (guchar) grid[b] < (guchar) image ? -1 : 1;
          break;
        }
    }
  return pos;
}

gboolean
pento_wide_is_least (const PentoWideState *s,
                     const char           *grid)
{
  for (guint k = 0; k < s->root->n_checks; k++)
    {
      gint cmp;

      compare_image (s, grid, NULL, k, 0, &cmp);
      if (cmp > 0)
        return FALSE;
    }
  return TRUE;
}

/* Counting under a root that some symmetry keeps: until every comparison of the packing with
 * its images is decided, the search goes on here. A packing greater than one of its images is
 * not counted at all: its class is counted with the least of them, which has the breaker at
 * the same root. Once every comparison says less, the completions are counted, each for its
 * whole class: the root's images times the images under the symmetries that keep the root,
 * all distinct (a whole packing equal to some of its images has fewer). So the subtrees of
 * the greater packings are never searched. @pos: each undecided check's first position not
 * yet compared equal. */
static void
count_checked (PentoWideState *s,
               PentoWord       filled,
               guint32         remaining,
               const guint8   *pos_in,
               guint           undecided_in)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  const Root *root = s->root;
  guint8 pos[PENTO_N_SYMMETRIES];
  guint undecided = 0;
  guint equal = 0;
  guint64 fits;
  guint cell;

  for (guint k = 0; k < root->n_checks; k++)
    if (undecided_in & (1u << k))
      {
        gint cmp;

        pos[k] = compare_image (s, s->tally.grid, &filled, k, pos_in[k], &cmp);
        if (cmp > 0)
          return;
        if (cmp == 0 && pos[k] < puzzle->n_bits)
          undecided |= 1u << k;
        else if (cmp == 0)
          equal++;
      }
  if (undecided == 0)
    {
      pento_wide_count_weighed (s, filled, remaining,
                     (guint64) root->n_images * (root->n_checks + 1) / (equal + 1), 1);
      return;
    }

  cell = pento_word_ctz (~filled);
  fits = pento_wide_fits_at (t, filled, cell, pento_wide_allowed (puzzle, remaining), t->n_bytes);
  for (; fits && !s->stopped; fits &= fits - 1)
    {
      guint j = __builtin_ctzll (fits);
      guint k = puzzle->slot_rank[j];
      char letter = pento_piece_to_letter (puzzle->order[k]);

      s->nodes++;
      for (PentoWord m = t->slot_mask[cell][j]; m; m &= m - 1)
        s->tally.grid[pento_word_ctz (m)] = letter;
      count_checked (s, filled | t->slot_mask[cell][j], remaining & ~(1u << k), pos, undecided);
    }
}

void
pento_wide_count_classes (PentoWideState *s,
                          PentoWord       filled,
                          guint32         remaining)
{
  static const guint8 start[PENTO_N_SYMMETRIES] = { 0 };
  const Root *root = s->root;

  if (root->n_checks == 0)
    pento_wide_count_weighed (s, filled, remaining, root->n_images, 1);
  else
    count_checked (s, filled, remaining, start, (1u << root->n_checks) - 1);
}
