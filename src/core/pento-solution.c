/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution.c: packings as letter grids — symmetry images, canonical form, text form.
 */
#include "pento-solution.h"

#include <string.h>
#include <glib/gi18n.h>

#include "pento-error.h"

PentoSolution *
pento_solution_new (guint width,
                    guint height)
{
  PentoSolution *solution;

  g_return_val_if_fail (width > 0 && width <= 255 && height > 0 && height <= 255, NULL);

  solution = g_malloc (sizeof (PentoSolution) + width * height);
  solution->width = width;
  solution->height = height;
  memset (solution->cells, '.', width * height);
  return solution;
}

gsize
pento_solution_get_size (const PentoSolution *solution)
{
  return sizeof (PentoSolution) + (gsize) solution->width * solution->height;
}

PentoSolution *
pento_solution_copy (const PentoSolution *solution)
{
  g_return_val_if_fail (solution != NULL, NULL);
  return g_memdup2 (solution, pento_solution_get_size (solution));
}

void
pento_solution_free (PentoSolution *solution)
{
  g_free (solution);
}

char
pento_solution_get (const PentoSolution *solution,
                    guint                x,
                    guint                y)
{
  g_return_val_if_fail (solution != NULL && x < solution->width && y < solution->height, '.');
  return solution->cells[y * solution->width + x];
}

void
pento_solution_set (PentoSolution *solution,
                    guint          x,
                    guint          y,
                    char           letter)
{
  g_return_if_fail (solution != NULL && x < solution->width && y < solution->height);
  solution->cells[y * solution->width + x] = letter;
}

guint
pento_solution_get_pieces (const PentoSolution *solution)
{
  guint pieces = 0;

  g_return_val_if_fail (solution != NULL, 0);

  for (guint i = 0; i < (guint) solution->width * solution->height; i++)
    {
      PentoPiece piece;

      if (pento_piece_from_set_letter (solution->cells[i], &piece))
        pieces |= 1u << piece;
    }
  return pieces;
}

PentoSolution *
pento_solution_transform (const PentoSolution *solution,
                          PentoSymmetry        sym)
{
  PentoSolution *out;
  guint w, h;

  g_return_val_if_fail (solution != NULL, NULL);

  w = solution->width;
  h = solution->height;
  out = pento_symmetry_swaps_axes (sym) ? pento_solution_new (h, w) : pento_solution_new (w, h);
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      {
        guint nx, ny;

        pento_symmetry_apply (sym, w, h, x, y, &nx, &ny);
        out->cells[ny * out->width + nx] = solution->cells[y * w + x];
      }
  return out;
}

PentoSolution *
pento_solution_image (const PentoSolution *solution,
                      PentoSymmetry        sym,
                      const PentoRules    *rules)
{
  PentoSolution *out = pento_solution_transform (solution, sym);

  if (pento_rules_symmetry_swaps (rules, sym))
    for (guint i = 0; i < (guint) out->width * out->height; i++)
      out->cells[i] = pento_piece_mirror_letter (out->cells[i]);
  return out;
}

int
pento_solution_compare (const PentoSolution *a,
                        const PentoSolution *b)
{
  if (a->width != b->width)
    return a->width < b->width ? -1 : 1;
  if (a->height != b->height)
    return a->height < b->height ? -1 : 1;
  return memcmp (a->cells, b->cells, (gsize) a->width * a->height);
}

gboolean
pento_solution_equal (const PentoSolution *a,
                      const PentoSolution *b)
{
  return pento_solution_compare (a, b) == 0;
}

PentoSolution *
pento_solution_canonical (const PentoSolution *solution,
                          const PentoBoard    *board,
                          const PentoRules    *rules)
{
  PentoSymmetry syms[PENTO_N_SYMMETRIES];
  PentoSolution *best;
  guint n;

  g_return_val_if_fail (solution != NULL && board != NULL && rules != NULL, NULL);

  best = pento_solution_copy (solution);
  n = pento_board_get_symmetries (board, syms);
  for (guint i = 0; i < n; i++)
    {
      PentoSolution *image;

      /* Reflections turn every chiral piece over, so without flipping only rotations map a
       * packing onto a packing with the same pieces (but for a set without chiral pieces, and
       * the one-sided set, where the mirror pieces take each other's places). */
      if (!pento_rules_symmetry_keeps_set (rules,
                                           pento_piece_set_resolve (rules->pieces,
                                                                    pento_board_get_n_cells (board)),
                                           syms[i]))
        continue;
      image = pento_solution_image (solution, syms[i], rules);
      if (pento_solution_compare (image, best) < 0)
        {
          pento_solution_free (best);
          best = image;
        }
      else
        pento_solution_free (image);
    }
  return best;
}

char *
pento_solution_to_text (const PentoSolution *solution)
{
  GString *s;

  g_return_val_if_fail (solution != NULL, NULL);

  s = g_string_sized_new ((solution->width + 1) * solution->height);
  for (guint y = 0; y < solution->height; y++)
    {
      g_string_append_len (s, solution->cells + y * solution->width, solution->width);
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

char *
pento_solutions_to_text (GPtrArray *solutions)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < solutions->len; i++)
    {
      g_autofree char *text = pento_solution_to_text (solutions->pdata[i]);

      if (i > 0)
        g_string_append_c (s, '\n');
      g_string_append (s, text);
    }
  return g_string_free (s, FALSE);
}

/* Checks the packing; on failure *bad_y is the row of the first problem, *bad_x its column
 * (G_MAXUINT: the problem is the row's, not a cell's). The message names no place. */
static gboolean
validate (const PentoSolution *solution,
          const PentoBoard    *board,
          const PentoRules    *rules,
          guint               *bad_y,
          guint               *bad_x,
          GError             **error)
{
  PentoPieceSet set = pento_piece_set_resolve (rules->pieces, pento_board_get_n_cells (board));
  guint counts[PENTO_N_SET_PIECES] = { 0 };
  guint first_y[PENTO_N_SET_PIECES] = { 0 };

  *bad_y = 0;
  *bad_x = G_MAXUINT;
  if (solution->width != pento_board_get_width (board) ||
      solution->height != pento_board_get_height (board))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("The packing is %u×%u, but the board is %u×%u"),
                   solution->width, solution->height,
                   pento_board_get_width (board), pento_board_get_height (board));
      return FALSE;
    }

  for (guint y = 0; y < solution->height; y++)
    for (guint x = 0; x < solution->width; x++)
      {
        char c = solution->cells[y * solution->width + x];
        gboolean cell = pento_board_is_cell (board, x, y);
        PentoPiece piece;

        *bad_y = y;
        *bad_x = x;
        if (c == '.')
          {
            if (cell)
              {
                g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                             _("the board cell is not covered"));
                return FALSE;
              }
            continue;
          }
        if (!pento_piece_from_set_letter (c, &piece) || !(set & (1u << piece)))
          {
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("“%c” is not a piece of this board"), c);
            return FALSE;
          }
        if (!cell)
          {
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("piece %c covers a hole of the board"), c);
            return FALSE;
          }
        if (counts[piece]++ == 0)
          first_y[piece] = y;
      }

  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      const PentoShape *ref = pento_piece_get_shape (p);
      PentoShape orientations[PENTO_MAX_ORIENTATIONS];
      PentoShape shape = { 0 };
      gboolean legal = FALSE;
      guint n;

      if (!(set & (1u << p)))
        continue;
      *bad_y = first_y[p];
      *bad_x = G_MAXUINT;
      if (counts[p] == 0)
        {
          *bad_y = solution->height - 1;
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("Piece %c is missing"), pento_piece_to_letter (p));
          return FALSE;
        }
      if (counts[p] != ref->n_cells)
        {
          if (counts[p] % ref->n_cells == 0)
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("Piece %c appears %u times; each piece is used once"),
                         pento_piece_to_letter (p), counts[p] / ref->n_cells);
          else
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("Piece %c covers %u cells instead of %u"),
                         pento_piece_to_letter (p), counts[p], ref->n_cells);
          return FALSE;
        }

      for (guint y = 0; y < solution->height; y++)
        for (guint x = 0; x < solution->width; x++)
          if (solution->cells[y * solution->width + x] == pento_piece_to_letter (p))
            {
              shape.cells[shape.n_cells].x = x;
              shape.cells[shape.n_cells].y = y;
              shape.n_cells++;
            }
      pento_shape_normalize (&shape);

      n = pento_rules_get_orientations (rules, p, orientations);
      for (guint i = 0; i < n && !legal; i++)
        legal = pento_shape_equal (&orientations[i], &shape);
      if (!legal)
        {
          PentoShape any[PENTO_MAX_ORIENTATIONS];
          gboolean flipped = FALSE;
          guint n_any = pento_piece_get_orientations (p, TRUE, FALSE, any);

          for (guint i = 0; i < n_any && !flipped; i++)
            flipped = pento_shape_equal (&any[i], &shape);
          if (flipped && pento_piece_set_is_one_sided (set))
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("Piece %c is turned over: in the one-sided set no piece flips, and "
                           "its mirror image is the piece %c"),
                         pento_piece_to_letter (p),
                         pento_piece_to_letter (pento_piece_get_mirror (p)));
          else if (flipped)
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         pento_rules_is_mirrored (rules, p)
                           ? _("Piece %c is used as drawn, but the rules want it mirrored")
                           : _("Piece %c is used mirrored, but flipping is off and it is not in "
                               "the mirrored set"),
                         pento_piece_to_letter (p));
          else
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("The cells marked %c do not form the %c piece"),
                         pento_piece_to_letter (p), pento_piece_to_letter (p));
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
pento_solution_validate (const PentoSolution *solution,
                         const PentoBoard    *board,
                         const PentoRules    *rules,
                         GError             **error)
{
  guint bad_y, bad_x;

  g_return_val_if_fail (solution != NULL && board != NULL && rules != NULL, FALSE);
  if (validate (solution, board, rules, &bad_y, &bad_x, error))
    return TRUE;
  /* the place in the packing itself: its row and column */
  pento_error_prefix_place (error, NULL, bad_y + 1, bad_x == G_MAXUINT ? 0 : bad_x + 1);
  return FALSE;
}

/* A packing's rows (lines @first to @first + @n_rows - 1, all @len wide) as a packing of
 * @board: as they are, or without a margin of '.' rows and columns around the letters. On
 * failure the error names its place. */
static PentoSolution *
block_to_solution (char            **lines,
                   guint             first,
                   guint             n_rows,
                   guint             len,
                   const PentoBoard *board,
                   const PentoRules *rules,
                   GError          **error)
{
  guint width = pento_board_get_width (board), height = pento_board_get_height (board);
  guint x0 = 0, y0 = 0, w = len, h = n_rows;
  PentoSolution *solution;
  guint bad_y, bad_x;

  if (w != width || h != height)
    {
      /* the box of the letters: a margin of holes changes nothing */
      guint x1 = 0, y1 = 0;

      x0 = len, y0 = n_rows;
      for (guint y = 0; y < n_rows; y++)
        for (guint x = 0; x < len; x++)
          if (lines[first + y][x] != '.')
            {
              x0 = MIN (x0, x);
              y0 = MIN (y0, y);
              x1 = MAX (x1, x + 1);
              y1 = MAX (y1, y + 1);
            }
      if (x1 == 0)
        x0 = y0 = 0, x1 = len, y1 = n_rows;
      w = x1 - x0;
      h = y1 - y0;
    }
  if (h > height)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("the packing has more than %u rows; packings are separated by a blank "
                     "line"), height);
      pento_error_prefix_place (error, NULL, first + y0 + height + 1, 1);
      return NULL;
    }
  if (h < height)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("the packing has %u rows, but the board has %u"), h, height);
      pento_error_prefix_place (error, NULL, first + y0 + h, 1);
      return NULL;
    }
  if (w != width)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("the row has %u letters, but the board is %u wide"), w, width);
      pento_error_prefix_place (error, NULL, first + y0 + 1, MIN (w, width) + x0 + 1);
      return NULL;
    }

  solution = pento_solution_new (width, height);
  for (guint y = 0; y < height; y++)
    memcpy (solution->cells + y * width, lines[first + y0 + y] + x0, width);
  if (!validate (solution, board, rules, &bad_y, &bad_x, error))
    {
      pento_error_prefix_place (error, NULL, first + y0 + bad_y + 1,
                                bad_x == G_MAXUINT ? 0 : x0 + bad_x + 1);
      pento_solution_free (solution);
      return NULL;
    }
  return solution;
}

GPtrArray *
pento_solutions_parse (const char       *text,
                       const PentoBoard *board,
                       const PentoRules *rules,
                       GError          **error)
{
  g_autoptr(GPtrArray) solutions = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  g_auto(GStrv) lines = NULL;
  guint n_lines, start = 0, n_rows = 0, len = 0;

  g_return_val_if_fail (text != NULL && board != NULL && rules != NULL, NULL);

  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);

  for (guint i = 0; i <= n_lines; i++)
    {
      const char *line = i < n_lines ? g_strchomp (lines[i]) : "";
      gsize line_len = strlen (line);

      if (line_len == 0)
        {
          PentoSolution *solution;

          if (n_rows == 0)
            continue;
          solution = block_to_solution (lines, start, n_rows, len, board, rules, error);
          if (solution == NULL)
            return NULL;
          g_ptr_array_add (solutions, solution);
          n_rows = 0;
          continue;
        }

      /* the characters first: every one before a bad one is ASCII, so the column counts
       * characters, and a row's length is its number of letters */
      for (guint x = 0; x < line_len; x++)
        if (line[x] != '.' && !pento_piece_from_set_letter (line[x], NULL))
          {
            char c[16];

            g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                         _("“%s” is not a piece letter"), pento_error_describe_char (line + x, c));
            pento_error_prefix_place (error, NULL, i + 1, x + 1);
            return NULL;
          }
      if (n_rows == 0)
        {
          start = i;
          len = line_len;
        }
      else if (line_len != len)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                       _("the row has %zu letters, but the first row of its packing has %u"),
                       line_len, len);
          pento_error_prefix_place (error, NULL, i + 1, MIN (line_len, len) + 1);
          return NULL;
        }
      else if (n_rows >= PENTO_BOARD_MAX_SIDE)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                       _("the packing has more than %u rows; packings are separated by a "
                         "blank line"), pento_board_get_height (board));
          pento_error_prefix_place (error, NULL, start + pento_board_get_height (board) + 1, 1);
          return NULL;
        }
      n_rows++;
    }

  return g_steal_pointer (&solutions);
}
