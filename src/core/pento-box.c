/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-box.c: boxes in space — the pieces as flat pentacubes in every orientation, the box's
 * symmetries, the puzzle tables the search driver runs on, and the packings' text form.
 *
 * A box puzzle fills the same PentoPuzzle as a flat board where the driver (pento-search.c)
 * reads it — roots, tasks, symmetries as cell permutations — and keeps its placements in its
 * own tables (pento-box-private.h): in space a piece has up to 24 orientations, 186 in all,
 * more than the flat engine's 64-bit slot sets can name. Symmetry is broken at the source as
 * on a flat board: X is only placed at the least placement of each orbit under the box's
 * symmetries (reflections included: a flat piece's mirror image is a rotation of it in
 * space, so the mirror image of a packing is a packing), and the stabiliser checks keep the
 * counts exact.
 */
#include "pento-box-private.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "pento-error.h"

/* The 48 signed permutations of the axes: out[i] = sign[i] · in[perm[i]]. The identity comes
 * first. */
typedef struct {
  guint8 perm[3];
  gint8  sign[3];
} AxisMap;

static guint
all_axis_maps (AxisMap out[PENTO_N_SYMMETRIES_3D])
{
  static const guint8 perms[6][3] = {
    { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 },
  };
  guint n = 0;

  for (guint p = 0; p < 6; p++)
    for (guint s = 0; s < 8; s++)
      {
        AxisMap *m = &out[n++];

        memcpy (m->perm, perms[p], 3);
        for (guint i = 0; i < 3; i++)
          m->sign[i] = (s >> i) & 1 ? -1 : 1;
      }
  return n;
}

static gboolean
axis_map_is_rotation (const AxisMap *m)
{
  /* the determinant: the signs' product, negated by each inversion of the permutation */
  gint det = m->sign[0] * m->sign[1] * m->sign[2];

  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (m->perm[i] > m->perm[j])
        det = -det;
  return det > 0;
}

static int
compare_cube_cells (const void *a,
                    const void *b)
{
  const guint8 *ca = a, *cb = b;

  if (ca[2] != cb[2])
    return ca[2] - cb[2];
  if (ca[1] != cb[1])
    return ca[1] - cb[1];
  return ca[0] - cb[0];
}

void
pento_cube_shape_normalize (PentoCubeShape *shape)
{
  guint min[3] = { G_MAXUINT, G_MAXUINT, G_MAXUINT };

  g_return_if_fail (shape != NULL && shape->n_cells > 0 && shape->n_cells <= 5);

  for (guint i = 0; i < shape->n_cells; i++)
    {
      min[0] = MIN (min[0], shape->cells[i].x);
      min[1] = MIN (min[1], shape->cells[i].y);
      min[2] = MIN (min[2], shape->cells[i].z);
    }
  memset (shape->size, 0, sizeof shape->size);
  for (guint i = 0; i < shape->n_cells; i++)
    {
      shape->cells[i].x -= min[0];
      shape->cells[i].y -= min[1];
      shape->cells[i].z -= min[2];
      shape->size[0] = MAX (shape->size[0], shape->cells[i].x + 1);
      shape->size[1] = MAX (shape->size[1], shape->cells[i].y + 1);
      shape->size[2] = MAX (shape->size[2], shape->cells[i].z + 1);
    }
  qsort (shape->cells, shape->n_cells, sizeof shape->cells[0], compare_cube_cells);
}

static gboolean
cube_shape_equal (const PentoCubeShape *a,
                  const PentoCubeShape *b)
{
  return a->n_cells == b->n_cells &&
         memcmp (a->cells, b->cells, a->n_cells * sizeof a->cells[0]) == 0;
}

guint
pento_piece_get_orientations_3d (PentoPiece     piece,
                                 PentoCubeShape out[PENTO_N_ROTATIONS_3D])
{
  const PentoShape *flat;
  AxisMap maps[PENTO_N_SYMMETRIES_3D];
  guint n_maps = all_axis_maps (maps);
  guint n = 0;

  g_return_val_if_fail (piece < PENTO_N_PIECES, 0);

  flat = pento_piece_get_shape (piece);
  for (guint r = 0; r < n_maps; r++)
    {
      PentoCubeShape shape = { .n_cells = flat->n_cells };
      gboolean seen = FALSE;

      if (!axis_map_is_rotation (&maps[r]))
        continue;
      for (guint i = 0; i < flat->n_cells; i++)
        {
          /* the flat piece lies in the plane z = 0; offsets keep coordinates positive */
          gint in[3] = { flat->cells[i].x, flat->cells[i].y, 0 };

          shape.cells[i].x = 8 + maps[r].sign[0] * in[maps[r].perm[0]];
          shape.cells[i].y = 8 + maps[r].sign[1] * in[maps[r].perm[1]];
          shape.cells[i].z = 8 + maps[r].sign[2] * in[maps[r].perm[2]];
        }
      pento_cube_shape_normalize (&shape);
      for (guint k = 0; k < n && !seen; k++)
        seen = cube_shape_equal (&out[k], &shape);
      if (!seen)
        out[n++] = shape;
    }
  return n;
}

const char * const *
pento_box_get_preset_names (void)
{
  static const char * const names[] = { "3x4x5", "2x5x6", "2x3x10", NULL };

  return names;
}

gboolean
pento_box_spec_is_box (const char *spec)
{
  guint parts = 1;

  if (spec == NULL || !g_ascii_isdigit (spec[0]))
    return FALSE;
  for (const char *p = spec; *p; p++)
    {
      if (*p == 'x' && g_ascii_isdigit (p[1]) && g_ascii_isdigit (p[-1]))
        parts++;
      else if (!g_ascii_isdigit (*p))
        return FALSE;
    }
  return parts == 3;
}

gboolean
pento_box_parse (const char *spec,
                 PentoBox   *out,
                 GError    **error)
{
  g_auto(GStrv) parts = NULL;
  guint64 dims[3];

  g_return_val_if_fail (spec != NULL && out != NULL, FALSE);

  if (!pento_box_spec_is_box (spec))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("“%s” is not a box: expected three sizes such as 3x4x5"), spec);
      return FALSE;
    }
  parts = g_strsplit (spec, "x", 3);
  for (guint i = 0; i < 3; i++)
    if (!g_ascii_string_to_unsigned (parts[i], 10, 1, PENTO_BOX_CELLS, &dims[i], NULL))
      dims[i] = 0;
  if (dims[0] == 0 || dims[1] == 0 || dims[2] == 0 ||
      dims[0] * dims[1] * dims[2] != PENTO_BOX_CELLS)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("The box %s does not hold 60 cells, the twelve pentacubes "
                     "(try 3x4x5, 2x5x6 or 2x3x10)"), spec);
      return FALSE;
    }
  out->width = dims[0];
  out->height = dims[1];
  out->depth = dims[2];
  return TRUE;
}

char *
pento_box_to_string (const PentoBox *box)
{
  g_return_val_if_fail (box != NULL, NULL);
  return g_strdup_printf ("%ux%ux%u", box->width, box->height, box->depth);
}

static guint
box_index (const PentoBox *box,
           const guint     v[3])
{
  return (v[2] * box->height + v[1]) * box->width + v[0];
}

guint
pento_box_get_symmetries (const PentoBox *box,
                          guint8          perms[][PENTO_BOX_CELLS])
{
  const guint dims[3] = { box->width, box->height, box->depth };
  AxisMap maps[PENTO_N_SYMMETRIES_3D];
  guint n_maps = all_axis_maps (maps);
  guint n = 0;

  g_return_val_if_fail (box != NULL, 0);
  g_return_val_if_fail (box->width * box->height * box->depth == PENTO_BOX_CELLS, 0);

  for (guint s = 0; s < n_maps; s++)
    {
      const AxisMap *m = &maps[s];
      gboolean seen = FALSE;
      guint v[3];

      if (dims[m->perm[0]] != dims[0] || dims[m->perm[1]] != dims[1] ||
          dims[m->perm[2]] != dims[2])
        continue;
      for (v[2] = 0; v[2] < dims[2]; v[2]++)
        for (v[1] = 0; v[1] < dims[1]; v[1]++)
          for (v[0] = 0; v[0] < dims[0]; v[0]++)
            {
              guint w[3];

              for (guint i = 0; i < 3; i++)
                w[i] = m->sign[i] > 0 ? v[m->perm[i]] : dims[i] - 1 - v[m->perm[i]];
              perms[n][box_index (box, v)] = box_index (box, w);
            }
      for (guint k = 0; k < n && !seen; k++)
        seen = memcmp (perms[k], perms[n], PENTO_BOX_CELLS) == 0;
      if (!seen)
        n++;
    }
  return n;
}

/* ---- the puzzle ------------------------------------------------------------------------- */

/* The order in which the search fills the box: axis[0] fastest, axis[2] slowest. With the
 * sides s ≤ m ≤ l, the middle side fastest is best on every box measured, and then the
 * longest side slowest, except on a box two cells thick with two long sides, which fills face
 * by face. Placements tried, 1 thread, symmetry broken (CPU seconds on the build machine,
 * measured with a dead-state memo since dropped; the chosen orders now give 100M, 1.7M and
 * 243k):
 *
 *   order (fast → slow)   3x4x5          2x5x6          2x3x10
 *   s m l                 94M  (2.4 s)   5.6M (0.14)    187k (0.007)
 *   m s l                 94M  (2.4 s)   5.1M (0.14)    176k (0.006)
 *   m l s                 > 25 s         1.6M (0.06)    723k (0.018)
 *   l m s                 > 25 s         2.1M (0.10)    1.8M (0.05)
 */
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

            cell_of_index[box_index (box, v)] = b;
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

void
pento_box_tables_free (PentoBoxTables *tables)
{
  if (tables == NULL)
    return;
  g_free (tables->masks);
  g_free (tables);
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

/* ---- packings --------------------------------------------------------------------------- */

static guint
solution_index (const PentoBox *box,
                guint           x,
                guint           y,
                guint           z)
{
  return y * (box->width * box->depth) + z * box->width + x;
}

char
pento_box_solution_get (const PentoSolution *solution,
                        const PentoBox      *box,
                        guint                x,
                        guint                y,
                        guint                z)
{
  g_return_val_if_fail (solution != NULL && box != NULL, '.');
  g_return_val_if_fail (x < box->width && y < box->height && z < box->depth, '.');
  return solution->cells[solution_index (box, x, y, z)];
}

char *
pento_box_solution_to_text (const PentoSolution *solution,
                            const PentoBox      *box)
{
  GString *s;

  g_return_val_if_fail (solution != NULL && box != NULL, NULL);
  g_return_val_if_fail (solution->width == box->width * box->depth &&
                        solution->height == box->height, NULL);

  s = g_string_sized_new ((box->width * box->depth + box->depth) * box->height);
  for (guint y = 0; y < box->height; y++)
    {
      for (guint z = 0; z < box->depth; z++)
        {
          if (z > 0)
            g_string_append_c (s, ' ');
          g_string_append_len (s, solution->cells + solution_index (box, 0, y, z), box->width);
        }
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

PentoSolution *
pento_box_solution_canonical (const PentoSolution *solution,
                              const PentoBox      *box)
{
  guint8 perms[PENTO_N_SYMMETRIES_3D][PENTO_BOX_CELLS];
  g_autoptr(PentoSolution) best = NULL;
  guint n;

  g_return_val_if_fail (solution != NULL && box != NULL, NULL);
  g_return_val_if_fail (solution->width == box->width * box->depth &&
                        solution->height == box->height, NULL);

  n = pento_box_get_symmetries (box, perms);
  best = pento_solution_copy (solution);
  for (guint s = 1; s < n; s++)
    {
      g_autoptr(PentoSolution) image = pento_solution_copy (solution);
      guint v[3];

      for (v[2] = 0; v[2] < box->depth; v[2]++)
        for (v[1] = 0; v[1] < box->height; v[1]++)
          for (v[0] = 0; v[0] < box->width; v[0]++)
            {
              guint to = perms[s][box_index (box, v)];
              guint tx = to % box->width, ty = (to / box->width) % box->height;
              guint tz = to / (box->width * box->height);

              image->cells[solution_index (box, tx, ty, tz)] =
                solution->cells[solution_index (box, v[0], v[1], v[2])];
            }
      if (pento_solution_compare (image, best) < 0)
        {
          g_clear_pointer (&best, pento_solution_free);
          best = g_steal_pointer (&image);
        }
    }
  return g_steal_pointer (&best);
}

/* Validates; *bad_y is the row the problem is on. */
static gboolean
validate (const PentoSolution *solution,
          const PentoBox      *box,
          guint               *bad_y,
          guint               *bad_column,
          GError             **error)
{
  guint counts[PENTO_N_PENTOMINOES] = { 0 };
  guint first_y[PENTO_N_PENTOMINOES] = { 0 };
  guint first_col[PENTO_N_PENTOMINOES] = { 0 };

  *bad_y = 0;
  *bad_column = 0;
  if (solution->width != box->width * box->depth || solution->height != box->height)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("The packing does not have the size of the box"));
      return FALSE;
    }

  for (guint y = 0; y < box->height; y++)
    for (guint z = 0; z < box->depth; z++)
      for (guint x = 0; x < box->width; x++)
        {
          char c = solution->cells[solution_index (box, x, y, z)];
          PentoPiece piece;

          *bad_y = y;
          *bad_column = z * (box->width + 1) + x + 1;
          if (c == '.')
            {
              g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                           _("the box cell is not covered"));
              return FALSE;
            }
          if (!pento_piece_from_letter (c, &piece) || g_ascii_islower (c) ||
              piece >= PENTO_N_PENTOMINOES)
            {
              g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                           _("“%c” is not a piece of a box"), c);
              return FALSE;
            }
          if (counts[piece]++ == 0)
            {
              first_y[piece] = y;
              first_col[piece] = *bad_column;
            }
        }

  *bad_column = 0;
  for (guint p = 0; p < PENTO_N_PENTOMINOES; p++)
    {
      PentoCubeShape orientations[PENTO_N_ROTATIONS_3D];
      PentoCubeShape shape = { 0 };
      gboolean legal = FALSE;
      guint n;

      *bad_y = first_y[p];
      *bad_column = first_col[p];
      if (counts[p] == 0)
        {
          *bad_y = box->height - 1;
          *bad_column = 0;
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("Piece %c is missing"), pento_piece_to_letter (p));
          return FALSE;
        }
      if (counts[p] != 5)
        {
          if (counts[p] % 5 == 0)
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("Piece %c appears %u times; each piece is used once"),
                         pento_piece_to_letter (p), counts[p] / 5);
          else
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("Piece %c covers %u cells instead of %u"),
                         pento_piece_to_letter (p), counts[p], 5);
          return FALSE;
        }
      for (guint z = 0; z < box->depth; z++)
        for (guint y = 0; y < box->height; y++)
          for (guint x = 0; x < box->width; x++)
            if (solution->cells[solution_index (box, x, y, z)] == pento_piece_to_letter (p))
              {
                shape.cells[shape.n_cells].x = x;
                shape.cells[shape.n_cells].y = y;
                shape.cells[shape.n_cells].z = z;
                shape.n_cells++;
              }
      pento_cube_shape_normalize (&shape);
      n = pento_piece_get_orientations_3d (p, orientations);
      for (guint i = 0; i < n && !legal; i++)
        legal = cube_shape_equal (&orientations[i], &shape);
      if (!legal)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("The cells marked %c do not form the %c piece"),
                       pento_piece_to_letter (p), pento_piece_to_letter (p));
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
pento_box_solution_validate (const PentoSolution *solution,
                             const PentoBox      *box,
                             GError             **error)
{
  guint bad_y, bad_column;

  g_return_val_if_fail (solution != NULL && box != NULL, FALSE);
  return validate (solution, box, &bad_y, &bad_column, error);
}

GPtrArray *
pento_box_solutions_parse (const char     *text,
                           const PentoBox *box,
                           GError        **error)
{
  g_autoptr(GPtrArray) solutions =
    g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  g_autoptr(PentoSolution) current = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *name = NULL;
  guint line_len, n_lines, start = 0, n_rows = 0;

  g_return_val_if_fail (text != NULL && box != NULL, NULL);

  name = pento_box_to_string (box);
  line_len = box->width * box->depth + box->depth - 1;
  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);
  if (n_lines > 0 && lines[n_lines - 1][0] == '\0')
    n_lines--;

  for (guint i = 0; i <= n_lines; i++)
    {
      const char *line = i < n_lines ? g_strchomp (lines[i]) : "";
      gsize len = strlen (line);

      if (len == 0)
        {
          g_autoptr(GError) local_error = NULL;
          guint bad_y, bad_column;

          if (current == NULL)
            continue;
          if (n_rows != box->height)
            {
              g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                           _("the packing has %u rows, but the box %s has %u"),
                           n_rows, name, box->height);
              pento_error_prefix_place (error, NULL, i, 1);
              return NULL;
            }
          if (!validate (current, box, &bad_y, &bad_column, &local_error))
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              pento_error_prefix_place (error, NULL, start + bad_y + 1, bad_column);
              return NULL;
            }
          g_ptr_array_add (solutions, g_steal_pointer (&current));
          continue;
        }

      if (current == NULL)
        {
          current = pento_solution_new (box->width * box->depth, box->height);
          start = i;
          n_rows = 0;
        }
      if (n_rows >= box->height)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                       _("the packing has more than %u rows; packings are separated by a "
                         "blank line"), box->height);
          pento_error_prefix_place (error, NULL, i + 1, 1);
          return NULL;
        }
      /* the characters first: every one before a bad one is ASCII, so the column counts
       * characters, and the row's length is its number of characters */
      for (guint col = 0; col < len; col++)
        if (line[col] != '.' && line[col] != ' ' &&
            !(pento_piece_from_letter (line[col], NULL) && g_ascii_isupper (line[col])))
          {
            char c[16];

            g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                         _("“%s” is not a piece letter"),
                         pento_error_describe_char (line + col, c));
            pento_error_prefix_place (error, NULL, i + 1, col + 1);
            return NULL;
          }
      if (len != line_len)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                       _("a row of the box %s is %u layers of %u letters separated by spaces"),
                       name, box->depth, box->width);
          pento_error_prefix_place (error, NULL, i + 1, MIN (len, line_len) + 1);
          return NULL;
        }
      for (guint z = 0; z < box->depth; z++)
        for (guint x = 0; x <= box->width; x++)
          {
            guint col = z * (box->width + 1) + x;
            char c;

            if (x == box->width)
              {
                if (z + 1 < box->depth && line[col] != ' ')
                  {
                    g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                                 _("a space must separate the layers of the box %s"), name);
                    pento_error_prefix_place (error, NULL, i + 1, col + 1);
                    return NULL;
                  }
                continue;
              }
            c = line[col];
            if (c == ' ')
              {
                g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                             _("“ ” is not a piece letter"));
                pento_error_prefix_place (error, NULL, i + 1, col + 1);
                return NULL;
              }
            current->cells[solution_index (box, x, n_rows, z)] = c;
          }
      n_rows++;
    }

  return g_steal_pointer (&solutions);
}

gboolean
pento_box_infer_from_text (const char *text,
                           PentoBox   *out)
{
  g_auto(GStrv) lines = NULL;
  guint width = 0, depth = 0, height = 0;
  guint i = 0;

  g_return_val_if_fail (text != NULL && out != NULL, FALSE);

  lines = g_strsplit (text, "\n", -1);
  for (; lines[i] != NULL && g_strchomp (lines[i])[0] == '\0'; i++)
    ;
  for (; lines[i] != NULL && g_strchomp (lines[i])[0] != '\0'; i++)
    {
      g_auto(GStrv) groups = g_strsplit (lines[i], " ", -1);
      guint n = g_strv_length (groups);

      if (height == 0)
        {
          depth = n;
          width = strlen (groups[0]);
        }
      if (n != depth || n < 2)
        return FALSE;
      for (guint k = 0; k < n; k++)
        if (strlen (groups[k]) != width || width == 0)
          return FALSE;
      height++;
    }
  if (width * height * depth != PENTO_BOX_CELLS)
    return FALSE;
  out->width = width;
  out->height = height;
  out->depth = depth;
  return TRUE;
}
