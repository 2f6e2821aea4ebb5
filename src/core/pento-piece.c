/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-piece.c: the reference shapes of the pieces and the orientations derived from them.
 */
#include "pento-piece.h"

#include <string.h>

#include "pento-error.h"

/* The shapes "as drawn" (docs/architecture.md, "Piece conventions"), rows top to bottom separated by '/'. Every orientation
 * is derived from these by code. */
static const char * const reference_pictures[PENTO_N_SET_PIECES] = {
  [PENTO_PIECE_F] = ".##/##./.#.",
  [PENTO_PIECE_L] = "#./#./#./##",
  [PENTO_PIECE_N] = ".#/.#/##/#.",
  [PENTO_PIECE_P] = "##/##/#.",
  [PENTO_PIECE_Y] = ".#/##/.#/.#",
  [PENTO_PIECE_Z] = "##./.#./.##",
  [PENTO_PIECE_I] = "#/#/#/#/#",
  [PENTO_PIECE_T] = "###/.#./.#.",
  [PENTO_PIECE_U] = "#.#/###",
  [PENTO_PIECE_V] = "#../#../###",
  [PENTO_PIECE_W] = "#../##./.##",
  [PENTO_PIECE_X] = ".#./###/.#.",
  [PENTO_PIECE_O] = "##/##",
  /* the mirror pieces: their pictures are reflected when read */
  [PENTO_PIECE_F_MIRROR] = ".##/##./.#.",
  [PENTO_PIECE_L_MIRROR] = "#./#./#./##",
  [PENTO_PIECE_N_MIRROR] = ".#/.#/##/#.",
  [PENTO_PIECE_P_MIRROR] = "##/##/#.",
  [PENTO_PIECE_Y_MIRROR] = ".#/##/.#/.#",
  [PENTO_PIECE_Z_MIRROR] = "##./.#./.##",
};

static const char piece_letters[PENTO_N_SET_PIECES + 1] = "FLNPYZITUVWXOflnpyz";

static PentoShape reference_shapes[PENTO_N_SET_PIECES];
static gsize reference_shapes_ready;

static int
compare_cells (gconstpointer a,
               gconstpointer b)
{
  const guint8 *ca = a, *cb = b;

  /* cells are (x, y) pairs: order by y, then x */
  if (ca[1] != cb[1])
    return ca[1] - cb[1];
  return ca[0] - cb[0];
}

void
pento_shape_normalize (PentoShape *shape)
{
  guint min_x = G_MAXUINT, min_y = G_MAXUINT, max_x = 0, max_y = 0;

  g_return_if_fail (shape != NULL && shape->n_cells > 0 && shape->n_cells <= 5);

  for (guint i = 0; i < shape->n_cells; i++)
    {
      min_x = MIN (min_x, shape->cells[i].x);
      min_y = MIN (min_y, shape->cells[i].y);
    }
  for (guint i = 0; i < shape->n_cells; i++)
    {
      shape->cells[i].x -= min_x;
      shape->cells[i].y -= min_y;
      max_x = MAX (max_x, shape->cells[i].x);
      max_y = MAX (max_y, shape->cells[i].y);
    }
  shape->width = max_x + 1;
  shape->height = max_y + 1;
  qsort (shape->cells, shape->n_cells, sizeof shape->cells[0], compare_cells);
}

void
pento_shape_rotate (const PentoShape *shape,
                    PentoShape       *out)
{
  PentoShape r = *shape;

  /* clockwise quarter turn: (x, y) -> (h - 1 - y, x) */
  for (guint i = 0; i < shape->n_cells; i++)
    {
      r.cells[i].x = shape->height - 1 - shape->cells[i].y;
      r.cells[i].y = shape->cells[i].x;
    }
  pento_shape_normalize (&r);
  *out = r;
}

void
pento_shape_mirror (const PentoShape *shape,
                    PentoShape       *out)
{
  PentoShape r = *shape;

  for (guint i = 0; i < shape->n_cells; i++)
    r.cells[i].x = shape->width - 1 - shape->cells[i].x;
  pento_shape_normalize (&r);
  *out = r;
}

gboolean
pento_shape_equal (const PentoShape *a,
                   const PentoShape *b)
{
  if (a->n_cells != b->n_cells || a->width != b->width || a->height != b->height)
    return FALSE;
  for (guint i = 0; i < a->n_cells; i++)
    if (a->cells[i].x != b->cells[i].x || a->cells[i].y != b->cells[i].y)
      return FALSE;
  return TRUE;
}

gboolean
pento_shape_has_cell (const PentoShape *shape,
                      guint             x,
                      guint             y)
{
  for (guint i = 0; i < shape->n_cells; i++)
    if (shape->cells[i].x == x && shape->cells[i].y == y)
      return TRUE;
  return FALSE;
}

static void
parse_picture (const char *picture,
               PentoShape *shape)
{
  guint x = 0, y = 0;

  memset (shape, 0, sizeof *shape);
  for (const char *p = picture; *p; p++)
    {
      if (*p == '/')
        {
          x = 0;
          y++;
          continue;
        }
      if (*p == '#')
        {
          g_assert (shape->n_cells < 5);
          shape->cells[shape->n_cells].x = x;
          shape->cells[shape->n_cells].y = y;
          shape->n_cells++;
        }
      x++;
    }
  pento_shape_normalize (shape);
}

static void
ensure_reference_shapes (void)
{
  if (g_once_init_enter (&reference_shapes_ready))
    {
      for (guint i = 0; i < PENTO_N_SET_PIECES; i++)
        {
          parse_picture (reference_pictures[i], &reference_shapes[i]);
          if (i >= PENTO_N_PIECES)
            pento_shape_mirror (&reference_shapes[i], &reference_shapes[i]);
        }
      g_once_init_leave (&reference_shapes_ready, 1);
    }
}

char
pento_piece_to_letter (PentoPiece piece)
{
  g_return_val_if_fail (piece < PENTO_N_SET_PIECES, '?');
  return piece_letters[piece];
}

gboolean
pento_piece_from_letter (char        letter,
                         PentoPiece *out_piece)
{
  const char *p;

  letter = g_ascii_toupper (letter);
  if (letter == '\0' || (p = strchr (piece_letters, letter)) == NULL)
    return FALSE;
  if (out_piece)
    *out_piece = (PentoPiece) (p - piece_letters);
  return TRUE;
}

gboolean
pento_piece_from_set_letter (char        letter,
                             PentoPiece *out_piece)
{
  const char *p;

  if (letter == '\0' || (p = strchr (piece_letters, letter)) == NULL)
    return FALSE;
  if (out_piece)
    *out_piece = (PentoPiece) (p - piece_letters);
  return TRUE;
}

void
pento_piece_get_handed_shape (PentoPiece  piece,
                              gboolean    mirrored,
                              PentoShape *out)
{
  g_return_if_fail (piece < PENTO_N_SET_PIECES && out != NULL);

  if (!mirrored)
    {
      *out = *pento_piece_get_shape (piece);
      return;
    }
  pento_shape_mirror (pento_piece_get_shape (piece), out);
  pento_shape_normalize (out);
}

gboolean
pento_piece_from_cell_letter (char        letter,
                              PentoPiece *out_piece)
{
  return pento_piece_from_set_letter (letter, out_piece) ||
         pento_piece_from_letter (letter, out_piece);
}

gboolean
pento_piece_is_chiral (PentoPiece piece)
{
  return piece < PENTO_N_CHIRAL || (piece >= PENTO_PIECE_F_MIRROR && piece < PENTO_N_SET_PIECES);
}

PentoPiece
pento_piece_get_mirror (PentoPiece piece)
{
  if (piece < PENTO_N_CHIRAL)
    return piece + PENTO_PIECE_F_MIRROR;
  if (piece >= PENTO_PIECE_F_MIRROR && piece < PENTO_N_SET_PIECES)
    return piece - PENTO_PIECE_F_MIRROR;
  return piece;
}

char
pento_piece_mirror_letter (char letter)
{
  PentoPiece piece;

  if (!pento_piece_from_set_letter (letter, &piece))
    return letter;
  return piece_letters[pento_piece_get_mirror (piece)];
}

const PentoShape *
pento_piece_get_shape (PentoPiece piece)
{
  g_return_val_if_fail (piece < PENTO_N_SET_PIECES, NULL);
  ensure_reference_shapes ();
  return &reference_shapes[piece];
}

static guint
add_unique (PentoShape       *out,
            guint             n,
            const PentoShape *shape)
{
  for (guint i = 0; i < n; i++)
    if (pento_shape_equal (&out[i], shape))
      return n;
  out[n] = *shape;
  return n + 1;
}

guint
pento_piece_get_orientations (PentoPiece piece,
                              gboolean   flip,
                              gboolean   mirrored,
                              PentoShape out[PENTO_MAX_ORIENTATIONS])
{
  PentoShape s;
  guint n = 0;

  g_return_val_if_fail (piece < PENTO_N_SET_PIECES, 0);

  if (piece >= PENTO_N_PIECES)
    flip = mirrored = FALSE;
  s = *pento_piece_get_shape (piece);
  if (!flip && mirrored)
    pento_shape_mirror (&s, &s);

  for (guint side = 0; side < (flip ? 2u : 1u); side++)
    {
      for (guint turn = 0; turn < 4; turn++)
        {
          n = add_unique (out, n, &s);
          pento_shape_rotate (&s, &s);
        }
      pento_shape_mirror (&s, &s);
    }
  return n;
}

/* The 12 shapes must be connected pentominoes, pairwise distinct under rotation and
 * reflection, with the chirality docs/architecture.md states. */
gboolean
pento_pieces_self_check (GError **error)
{
  PentoShape all[PENTO_N_PENTOMINOES][PENTO_MAX_ORIENTATIONS];
  guint n_all[PENTO_N_PENTOMINOES];
  guint total_flip = 0, total_fixed = 0;

  for (guint p = 0; p < PENTO_N_PENTOMINOES; p++)
    {
      const PentoShape *s = pento_piece_get_shape (p);
      PentoShape tmp[PENTO_MAX_ORIENTATIONS];
      guint reached = 1, n_fixed;
      guint8 seen = 1;

      if (s->n_cells != 5)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       "piece %c has %u cells", pento_piece_to_letter (p), s->n_cells);
          return FALSE;
        }
      /* connectivity by repeated relaxation over the five cells */
      for (gboolean grew = TRUE; grew;)
        {
          grew = FALSE;
          for (guint i = 0; i < 5; i++)
            for (guint j = 0; j < 5; j++)
              if ((seen & (1 << i)) && !(seen & (1 << j)) &&
                  abs ((int) s->cells[i].x - (int) s->cells[j].x) +
                  abs ((int) s->cells[i].y - (int) s->cells[j].y) == 1)
                {
                  seen |= 1 << j;
                  reached++;
                  grew = TRUE;
                }
        }
      if (reached != 5)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       "piece %c is not connected", pento_piece_to_letter (p));
          return FALSE;
        }

      n_all[p] = pento_piece_get_orientations (p, TRUE, FALSE, all[p]);
      n_fixed = pento_piece_get_orientations (p, FALSE, FALSE, tmp);
      total_flip += n_all[p];
      total_fixed += n_fixed;
      if ((n_all[p] == 2 * n_fixed) != pento_piece_is_chiral (p))
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       "piece %c: chirality does not match the reference",
                       pento_piece_to_letter (p));
          return FALSE;
        }
      for (guint q = 0; q < p; q++)
        for (guint i = 0; i < n_all[q]; i++)
          if (pento_shape_equal (&all[q][i], s))
            {
              g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                           "pieces %c and %c are the same free pentomino",
                           pento_piece_to_letter (q), pento_piece_to_letter (p));
              return FALSE;
            }
    }
  if (total_flip != 63 || total_fixed != 41)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   "%u orientations with flipping (expected 63), %u without (expected 41)",
                   total_flip, total_fixed);
      return FALSE;
    }
  return TRUE;
}
