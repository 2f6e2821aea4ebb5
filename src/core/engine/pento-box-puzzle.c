/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-box-puzzle.c: the puzzle of a box in space — its cells numbered for the search, its
 * placements in their own tables (pento-box-tables.h), roots and tasks under the box's
 * symmetries — for the search driver (pento-search.c) to run.
 *
 * A box puzzle fills the same PentoPuzzle as a flat board where the driver reads it — roots,
 * tasks, symmetries as cell permutations — and keeps its placements in its own tables: in
 * space a piece has up to 24 orientations, 186 in all, more than the flat engine's 64-bit
 * slot sets can name. Symmetry is broken at the source as on a flat board: X is only placed
 * at the least placement of each orbit under the box's symmetries (reflections included: a
 * flat piece's mirror image is a rotation of it in space, so the mirror image of a packing is
 * a packing), and the stabiliser checks keep the counts exact.
 */
#include "pento-box-tables.h"

#include <glib/gi18n.h>

#include "pento-error.h"

/* The order in which the search fills the box: axis[0] fastest, axis[2] slowest. With the
 * sides s ≤ m ≤ l, the middle side fastest and the longest side slowest, except on a box two
 * cells thick with two long sides, which fills face by face: the order that tries the fewest
 * placements on each of the preset boxes (docs/performance.md). */
static void
choose_axes (const guint dims[3],
             guint       axis[3])
{
  guint by_length[3] = { 0, 1, 2 };

  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (dims[by_length[j]] < dims[by_length[i]])
        {
          guint tmp = by_length[i];

          by_length[i] = by_length[j];
          by_length[j] = tmp;
        }
  axis[0] = by_length[1];
  if (dims[by_length[0]] == 2 && dims[by_length[1]] >= 5)
    {
      axis[1] = by_length[2];
      axis[2] = by_length[0];
    }
  else
    {
      axis[1] = by_length[0];
      axis[2] = by_length[2];
    }
}

/* The cell (x, y, z) in the search's numbering. */
static guint
bit_of (const PentoBoxTables *t,
        const guint           v[3])
{
  return (v[t->axis[2]] * t->len[1] + v[t->axis[1]]) * t->len[0] + v[t->axis[0]];
}

/* Every placement of @piece in the box, as cell masks in the search's numbering. */
static GArray *
box_placements (const PentoBoxTables *t,
                PentoPiece            piece)
{
  const guint dims[3] = { t->box.width, t->box.height, t->box.depth };
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint64));
  PentoCubeShape shapes[PENTO_N_ROTATIONS_3D];
  guint n = pento_piece_get_orientations_3d (piece, shapes);

  for (guint o = 0; o < n; o++)
    {
      const PentoCubeShape *s = &shapes[o];
      guint at[3];

      if (s->size[0] > dims[0] || s->size[1] > dims[1] || s->size[2] > dims[2])
        continue;
      for (at[2] = 0; at[2] + s->size[2] <= dims[2]; at[2]++)
        for (at[1] = 0; at[1] + s->size[1] <= dims[1]; at[1]++)
          for (at[0] = 0; at[0] + s->size[0] <= dims[0]; at[0]++)
            {
              guint64 mask = 0;

              for (guint i = 0; i < s->n_cells; i++)
                {
                  guint v[3] = { at[0] + s->cells[i].x, at[1] + s->cells[i].y,
                                 at[2] + s->cells[i].z };

                  mask |= G_GUINT64_CONSTANT (1) << bit_of (t, v);
                }
              g_array_append_val (out, mask);
            }
    }
  return out;
}

static guint64
permute (const PentoPuzzle *puzzle,
         guint              sym,
         guint64            mask)
{
  guint64 out = 0;

  for (; mask; mask &= mask - 1)
    out |= G_GUINT64_CONSTANT (1) << puzzle->perm[sym][__builtin_ctzll (mask)];
  return out;
}

static void
shuffle (GRand   *rand,
         guint64 *data,
         guint    n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      guint64 tmp = data[i - 1];

      data[i - 1] = data[j];
      data[j] = tmp;
    }
}

PentoPuzzle *
pento_puzzle_new_for_box (const PentoBox   *box,
                          const PentoRules *rules,
                          GError          **error)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GRand) rand = NULL;
  const guint dims[3] = { box->width, box->height, box->depth };
  guint8 perms[PENTO_N_SYMMETRIES_3D][PENTO_BOX_CELLS];
  guint8 cell_of_index[PENTO_BOX_CELLS];   /* natural index → bit */
  PentoBoxTables *t;
  GArray *by_piece[PENTO_N_PENTOMINOES];
  GArray *tasks;
  guint n_perms;
  gboolean break_symmetry;

  g_return_val_if_fail (box != NULL && rules != NULL, NULL);

  if (box->width * box->height * box->depth != PENTO_BOX_CELLS)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("A box must hold 60 cells, the twelve pentacubes"));
      return NULL;
    }

  puzzle = g_new0 (PentoPuzzle, 1);
  puzzle->board = pento_board_new_rectangle (box->width * box->depth, box->height, error);
  if (puzzle->board == NULL)
    return NULL;
  /* flat pieces turn over by a rotation in space: flipping is always allowed */
  puzzle->rules = *rules;
  puzzle->rules.flip = TRUE;
  puzzle->rules.mirror = PENTO_MIRROR_NONE;
  puzzle->n_pieces = PENTO_N_PENTOMINOES;
  puzzle->n_cells = PENTO_BOX_CELLS;
  puzzle->n_bits = PENTO_BOX_CELLS;
  puzzle->init_filled = ~G_GUINT64_CONSTANT (0) << PENTO_BOX_CELLS;
  puzzle->breaker = PENTO_PIECE_X;
  /* the flat engine's memo and slot tables stay unused */
  puzzle->dead_memo = FALSE;
  rand = g_rand_new_with_seed_array ((const guint32[]) { (guint32) rules->seed,
                                                         (guint32) (rules->seed >> 32) }, 2);

  t = puzzle->box3d = g_new0 (PentoBoxTables, 1);
  t->box = *box;
  choose_axes (dims, t->axis);
  for (guint i = 0; i < 3; i++)
    t->len[i] = dims[t->axis[i]];
  t->all = ~puzzle->init_filled;

  {
    guint v[3];

    for (v[2] = 0; v[2] < dims[2]; v[2]++)
      for (v[1] = 0; v[1] < dims[1]; v[1]++)
        for (v[0] = 0; v[0] < dims[0]; v[0]++)
          {
            guint b = bit_of (t, v);
            guint64 bit = G_GUINT64_CONSTANT (1) << b;

            /* (the cells as pento_box_get_symmetries() numbers them) */
            cell_of_index[(v[2] * box->height + v[1]) * box->width + v[0]] = b;
            for (guint i = 0; i < 2; i++)
              {
                if (v[t->axis[i]] > 0)
                  t->not_first[i] |= bit;
                if (v[t->axis[i]] + 1 < t->len[i])
                  t->not_last[i] |= bit;
              }
            /* where the packing shows this cell: the layers side by side */
            puzzle->bit_x[b] = v[2] * box->width + v[0];
            puzzle->bit_y[b] = v[1];
          }
  }

  /* the symmetries, as permutations of the search's cell numbers */
  n_perms = pento_box_get_symmetries (box, perms);
  for (guint p = 0; p < PENTO_N_PENTOMINOES; p++)
    by_piece[p] = box_placements (t, p);
  /* Four or more symmetries beyond the eight axis reflections need two equal sides, and no
   * box of 60 cells with two equal sides holds the X (a·a·b = 60 leaves a ≤ 2): no packing,
   * so the identity is enough. */
  if (n_perms > PENTO_N_SYMMETRIES)
    {
      g_assert (by_piece[PENTO_PIECE_X]->len == 0);
      n_perms = 1;
    }
  puzzle->n_syms = n_perms;
  for (guint s = 0; s < n_perms; s++)
    {
      puzzle->syms[s] = PENTO_SYMMETRY_IDENTITY;
      for (guint i = 0; i < PENTO_BOX_CELLS; i++)
        {
          /* the cell numbered i naturally is bit cell_of_index[i] */
          guint b = cell_of_index[i], to = cell_of_index[perms[s][i]];

          puzzle->perm[s][b] = to;
        }
      for (guint b = 0; b < PENTO_BOX_CELLS; b++)
        {
          guint to = puzzle->perm[s][b];

          puzzle->cell_of[s][b] = puzzle->bit_y[to] * (box->width * box->depth) +
                                  puzzle->bit_x[to];
        }
    }

  /* pieces in the order tried; a shuffled order also shuffles the placements */
  for (guint p = 0; p < PENTO_N_PENTOMINOES; p++)
    if (p != puzzle->breaker)
      puzzle->order[puzzle->n_order++] = p;
  if (rules->shuffle)
    for (guint i = puzzle->n_order; i > 1; i--)
      {
        guint j = g_rand_int_range (rand, 0, i);
        PentoPiece tmp = puzzle->order[i - 1];

        puzzle->order[i - 1] = puzzle->order[j];
        puzzle->order[j] = tmp;
      }
  t->n_ranks = puzzle->n_order;

  /* placements by lowest cell, then rank */
  {
    guint count[PENTO_BOX_CELLS][PENTO_N_PIECES] = { { 0 } };
    guint fill[PENTO_BOX_CELLS][PENTO_N_PIECES];
    guint n = 0;

    for (guint k = 0; k < t->n_ranks; k++)
      {
        GArray *list = by_piece[puzzle->order[k]];

        if (rules->shuffle)
          shuffle (rand, (guint64 *) list->data, list->len);
        for (guint i = 0; i < list->len; i++)
          count[__builtin_ctzll (g_array_index (list, guint64, i))][k]++;
      }
    for (guint c = 0; c < PENTO_BOX_CELLS; c++)
      for (guint k = 0; k <= t->n_ranks; k++)
        {
          t->start[c][k] = n;
          if (k < t->n_ranks)
            {
              fill[c][k] = n;
              n += count[c][k];
            }
        }
    t->n_masks = n;
    for (guint c = PENTO_BOX_CELLS; c-- > 0;)
      {
        if (c + 1 < PENTO_BOX_CELLS)
          t->placeable_from[c] = t->placeable_from[c + 1];
        for (guint k = 0; k < t->n_ranks; k++)
          if (count[c][k] > 0)
            t->placeable_from[c] |= 1u << k;
      }
    t->masks = g_new (guint64, MAX (n, 1));
    for (guint k = 0; k < t->n_ranks; k++)
      {
        GArray *list = by_piece[puzzle->order[k]];

        for (guint i = 0; i < list->len; i++)
          {
            guint64 m = g_array_index (list, guint64, i);

            t->masks[fill[__builtin_ctzll (m)][k]++] = m;
          }
      }
  }

  /* roots: X at the least placement of each orbit (every placement with a shuffled order, so
   * that the first packing found can be any), its stabiliser and coset representatives */
  break_symmetry = !rules->shuffle;
  {
    GArray *xs = by_piece[puzzle->breaker];

    if (rules->shuffle)
      shuffle (rand, (guint64 *) xs->data, xs->len);
    puzzle->roots = g_new0 (Root, MAX (xs->len, 1));
    for (guint i = 0; i < xs->len; i++)
      {
        guint64 mask = g_array_index (xs, guint64, i);
        Root *root = &puzzle->roots[puzzle->n_roots];
        gboolean is_rep = TRUE;

        root->mask = mask;
        if (!break_symmetry)
          {
            root->n_images = 1;
            root->images[0] = 0;
            for (guint s = 1; s < puzzle->n_syms; s++)
              root->checks[root->n_checks++] = s;
            puzzle->n_roots++;
            continue;
          }
        for (guint s = 1; s < puzzle->n_syms && is_rep; s++)
          is_rep = permute (puzzle, s, mask) >= mask;
        if (!is_rep)
          continue;
        for (guint s = 0; s < puzzle->n_syms; s++)
          {
            guint64 image = permute (puzzle, s, mask);
            gboolean seen = FALSE;

            if (image == mask && s != 0)
              root->checks[root->n_checks++] = s;
            for (guint k = 0; k < root->n_images && !seen; k++)
              seen = permute (puzzle, root->images[k], mask) == image;
            if (!seen)
              root->images[root->n_images++] = s;
          }
        puzzle->n_roots++;
      }
  }

  /* tasks: each root with each placement covering its first empty cell, the work that
   * threads share */
  tasks = g_array_new (FALSE, FALSE, sizeof (Task));
  for (guint r = 0; r < puzzle->n_roots; r++)
    {
      guint64 filled = puzzle->init_filled | puzzle->roots[r].mask;
      guint c = __builtin_ctzll (~filled);

      for (guint k = 0; k < t->n_ranks; k++)
        for (guint i = t->start[c][k]; i < t->start[c][k + 1]; i++)
          if ((t->masks[i] & filled) == 0)
            {
              Task task = { r, k, t->masks[i] };

              g_array_append_val (tasks, task);
            }
    }
  puzzle->n_tasks = tasks->len;
  puzzle->tasks = (Task *) g_array_free (tasks, FALSE);

  for (guint p = 0; p < PENTO_N_PENTOMINOES; p++)
    g_array_unref (by_piece[p]);

  return g_steal_pointer (&puzzle);
}

gboolean
pento_puzzle_get_box (PentoPuzzle *puzzle,
                      PentoBox    *out)
{
  g_return_val_if_fail (puzzle != NULL, FALSE);

  if (puzzle->box3d == NULL)
    return FALSE;
  if (out)
    *out = puzzle->box3d->box;
  return TRUE;
}
