/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-box.c: boxes in space — the pieces as flat pentacubes in every orientation, the box's
 * symmetries, and the packings' text form. The puzzle of a box, which the engine searches,
 * is built in engine/pento-box-puzzle.c.
 */
#include "pento-box.h"

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
