/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board.c: boards as cell masks — rectangles, the 8×8 presets and text masks.
 */
#include "pento-board.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "pento-error.h"
#include "pento-file.h"

#define PENTOMINO_AREA (5 * PENTO_N_PENTOMINOES)
#define TETROMINO_AREA (PENTOMINO_AREA + 4)

struct _PentoBoard {
  gatomicrefcount ref_count;
  char *name;
  guint width;
  guint height;
  guint n_cells;
  gboolean *cells; /* width × height, row-major */
};

static const char * const preset_names[] = {
  "10x6", "12x5", "15x4", "20x3", "8x8-hole", "8x8-tetromino", NULL
};

static PentoBoard *
board_alloc (guint width,
             guint height)
{
  PentoBoard *board = g_new0 (PentoBoard, 1);

  g_atomic_ref_count_init (&board->ref_count);
  board->width = width;
  board->height = height;
  board->cells = g_new0 (gboolean, width * height);
  return board;
}

/* Without a piece set named, the set follows from the area: 60 cells take the 12 pentominoes,
 * 64 add the square tetromino, and anything else cannot be packed. A set named needs its own
 * number of cells; PENTO_BOARD_ANY_SET takes any. */
static PentoBoard *
board_finish (PentoBoard   *board,
              const char   *name,
              PentoPieceSet set,
              GError      **error)
{
  board->n_cells = 0;
  for (guint i = 0; i < board->width * board->height; i++)
    board->n_cells += board->cells[i] ? 1 : 0;

  if (set != PENTO_BOARD_ANY_SET && !pento_piece_set_check_cells (set, board->n_cells, error))
    {
      pento_board_unref (board);
      return NULL;
    }
  board->name = g_strdup (name);
  return board;
}

PentoBoard *
pento_board_new_rectangle (guint   width,
                           guint   height,
                           GError **error)
{
  return pento_board_new_rectangle_for_set (width, height, PENTO_PIECE_SET_DEFAULT, error);
}

PentoBoard *
pento_board_new_rectangle_for_set (guint          width,
                                   guint          height,
                                   PentoPieceSet  set,
                                   GError       **error)
{
  g_autofree char *name = NULL;
  PentoBoard *board;

  if (width > PENTO_BOARD_MAX_SIDE || height > PENTO_BOARD_MAX_SIDE)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("The board is too large: each side may be at most %u cells (and the "
                     "twelve pentominoes cover 60)"), PENTO_BOARD_MAX_SIDE);
      return NULL;
    }
  if (width == 0 || height == 0)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("A %u×%u board is not possible: each side must be 1 to %u cells"),
                   width, height, PENTO_BOARD_MAX_SIDE);
      return NULL;
    }
  if (set == PENTO_PIECE_SET_DEFAULT &&
      width * height != PENTOMINO_AREA && width * height != TETROMINO_AREA)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("A %u×%u board has %u cells, but the twelve pentominoes cover 60 "
                     "(64 with the 2×2 tetromino)"), width, height, width * height);
      return NULL;
    }
  board = board_alloc (width, height);
  for (guint i = 0; i < width * height; i++)
    board->cells[i] = TRUE;
  name = g_strdup_printf ("%ux%u", width, height);
  return board_finish (board, name, set, error);
}

/* "WxH" with decimal sides, however long: a side too big for a number is G_MAXUINT, which
 * the rectangle then refuses as too large. */
static gboolean
parse_dimensions (const char *name,
                  guint      *width,
                  guint      *height)
{
  char *end;
  guint64 w, h;

  if (!g_ascii_isdigit (name[0]))
    return FALSE;
  errno = 0;
  w = g_ascii_strtoull (name, &end, 10);
  if (errno == ERANGE)
    w = G_MAXUINT64;
  if ((*end != 'x' && *end != 'X') || !g_ascii_isdigit (end[1]))
    return FALSE;
  errno = 0;
  h = g_ascii_strtoull (end + 1, &end, 10);
  if (errno == ERANGE)
    h = G_MAXUINT64;
  if (*end != '\0')
    return FALSE;
  *width = (guint) MIN (w, (guint64) G_MAXUINT);
  *height = (guint) MIN (h, (guint64) G_MAXUINT);
  return TRUE;
}

PentoBoard *
pento_board_new_preset (const char *name,
                        GError    **error)
{
  return pento_board_new_preset_for_set (name, PENTO_PIECE_SET_DEFAULT, error);
}

PentoBoard *
pento_board_new_preset_for_set (const char    *name,
                                PentoPieceSet  set,
                                GError       **error)
{
  guint width, height;

  g_return_val_if_fail (name != NULL, NULL);

  if (g_str_equal (name, "8x8-hole"))
    {
      PentoBoard *board = board_alloc (8, 8);

      for (guint y = 0; y < 8; y++)
        for (guint x = 0; x < 8; x++)
          board->cells[y * 8 + x] = !((x == 3 || x == 4) && (y == 3 || y == 4));
      return board_finish (board, name, set, error);
    }
  if (g_str_equal (name, "8x8-tetromino") || g_str_equal (name, "8x8"))
    {
      PentoBoard *board = board_alloc (8, 8);

      for (guint i = 0; i < 64; i++)
        board->cells[i] = TRUE;
      return board_finish (board, "8x8-tetromino", set, error);
    }
  if (parse_dimensions (name, &width, &height))
    {
      if (width > PENTO_BOARD_MAX_SIDE || height > PENTO_BOARD_MAX_SIDE)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                       _("The board %s is too large: each side may be at most %u cells (and "
                         "the twelve pentominoes cover 60)"), name, PENTO_BOARD_MAX_SIDE);
          return NULL;
        }
      return pento_board_new_rectangle_for_set (width, height, set, error);
    }

  g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
               _("Unknown board “%s”: use 10x6, 12x5, 15x4, 20x3 (or any WxH of 60 cells), "
                 "8x8-hole, 8x8-tetromino, or a mask file"), name);
  return NULL;
}

PentoBoard *
pento_board_new_from_text (const char *text,
                           GError    **error)
{
  return pento_board_new_from_text_for_set (text, PENTO_PIECE_SET_DEFAULT, error);
}

PentoBoard *
pento_board_new_from_text_for_set (const char    *text,
                                   PentoPieceSet  set,
                                   GError       **error)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  guint width = 0, first_line = 0;
  guint row_line[PENTO_BOARD_MAX_SIDE + 1]; /* the line of each row, as far as a side goes */
  PentoBoard *board;

  g_return_val_if_fail (text != NULL, NULL);

  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *line = lines[i];
      gsize len;

      g_strchomp (line); /* drops a trailing '\r' and spaces */
      if (line[0] == ';')
        continue;
      len = strlen (line);
      if (len == 0)
        {
          /* blank lines are allowed around the mask, not inside it */
          if (rows->len > 0)
            {
              for (guint j = i + 1; lines[j]; j++)
                {
                  g_strchomp (lines[j]);
                  if (lines[j][0] != '\0' && lines[j][0] != ';')
                    {
                      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                                   _("blank line inside the board mask"));
                      pento_error_prefix_place (error, NULL, i + 1, 1);
                      return NULL;
                    }
                }
              break;
            }
          continue;
        }
      for (gsize k = 0; k < len; k++)
        if (line[k] != '#' && line[k] != '.')
          {
            char c[16];

            /* every character before it is '#' or '.': k counts characters */
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                         _("“%s” is not a board cell: use “#” for a cell and “.” for a hole"),
                         pento_error_describe_char (line + k, c));
            pento_error_prefix_place (error, NULL, i + 1, k + 1);
            return NULL;
          }
      if (rows->len == 0)
        {
          width = len;
          first_line = i + 1;
        }
      else if (len != width)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                       _("the row has %zu columns, but line %u has %u: every row of the mask "
                         "must have the same width"), len, first_line, width);
          pento_error_prefix_place (error, NULL, i + 1, MIN (len, width) + 1);
          return NULL;
        }
      if (rows->len <= PENTO_BOARD_MAX_SIDE)
        row_line[rows->len] = i + 1;
      g_ptr_array_add (rows, line);
    }

  if (rows->len == 0)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD, _("The board mask is empty"));
      pento_error_prefix_place (error, NULL, 1, 1);
      return NULL;
    }
  if (width > PENTO_BOARD_MAX_SIDE || rows->len > PENTO_BOARD_MAX_SIDE)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("The board mask is %u×%u; each side may be at most %u"),
                   width, rows->len, PENTO_BOARD_MAX_SIDE);
      /* where it first goes past the side: the 33rd column or the 33rd row */
      if (width > PENTO_BOARD_MAX_SIDE)
        pento_error_prefix_place (error, NULL, first_line, PENTO_BOARD_MAX_SIDE + 1);
      else
        pento_error_prefix_place (error, NULL, row_line[PENTO_BOARD_MAX_SIDE], 1);
      return NULL;
    }

  /* Rows and columns of holes around the cells are dropped: a board padded with them is the
   * same board, with the same symmetries, numbered and searched as fast. */
  {
    guint x0 = width, y0 = rows->len, x1 = 0, y1 = 0;

    for (guint y = 0; y < rows->len; y++)
      for (guint x = 0; x < width; x++)
        if (((const char *) rows->pdata[y])[x] == '#')
          {
            x0 = MIN (x0, x);
            y0 = MIN (y0, y);
            x1 = MAX (x1, x + 1);
            y1 = MAX (y1, y + 1);
          }
    if (x1 == 0)
      x0 = y0 = 0, x1 = width, y1 = rows->len;
    board = board_alloc (x1 - x0, y1 - y0);
    for (guint y = y0; y < y1; y++)
      for (guint x = x0; x < x1; x++)
        board->cells[(y - y0) * (x1 - x0) + x - x0] = ((const char *) rows->pdata[y])[x] == '#';
  }
  board = board_finish (board, "custom", set, error);
  /* a board of the wrong size is the whole mask's fault: its first row */
  if (board == NULL)
    pento_error_prefix_place (error, NULL, first_line, 1);
  return board;
}

gboolean
pento_text_find_nul (const char *text,
                     gsize       length,
                     guint      *out_line,
                     guint      *out_column)
{
  const char *nul = memchr (text, '\0', length);
  const char *line_start = text;
  guint line = 1;

  if (nul == NULL)
    return FALSE;
  for (const char *p = text; p < nul; p++)
    if (*p == '\n')
      {
        line++;
        line_start = p + 1;
      }
  *out_line = line;
  /* in characters: every byte but a UTF-8 continuation byte starts one */
  *out_column = 1;
  for (const char *p = line_start; p < nul; p++)
    *out_column += ((guchar) *p & 0xC0) != 0x80;
  return TRUE;
}

char *
pento_board_read_file (const char  *path,
                       GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length;
  guint line, column;

  g_return_val_if_fail (path != NULL, NULL);

  /* a mask is a few lines: a device such as /dev/zero or a FIFO is refused, never read */
  contents = pento_file_read (path, PENTO_BOARD_MAX_FILE, &length, error);
  if (contents == NULL)
    return NULL;
  if (pento_text_find_nul (contents, length, &line, &column))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT,
                   _("a NUL byte: a board mask is text"));
      pento_error_prefix_place (error, path, line, column);
      return NULL;
    }
  return g_steal_pointer (&contents);
}

gboolean
pento_board_spec_is_builtin (const char *spec)
{
  g_return_val_if_fail (spec != NULL, FALSE);
  return g_strv_contains (preset_names, spec) || g_str_equal (spec, "8x8") ||
         parse_dimensions (spec, &(guint){0}, &(guint){0});
}

PentoBoard *
pento_board_new_from_file (const char *path,
                           GError    **error)
{
  return pento_board_new_from_file_for_set (path, PENTO_PIECE_SET_DEFAULT, error);
}

PentoBoard *
pento_board_new_from_file_for_set (const char    *path,
                                   PentoPieceSet  set,
                                   GError       **error)
{
  g_autofree char *contents = NULL;
  PentoBoard *board;

  g_return_val_if_fail (path != NULL, NULL);

  contents = pento_board_read_file (path, error);
  if (contents == NULL)
    return NULL;
  board = pento_board_new_from_text_for_set (contents, set, error);
  if (board == NULL)
    {
      pento_error_prefix_place (error, path, 0, 0);
      return NULL;
    }
  g_free (board->name);
  board->name = g_path_get_basename (path);
  return board;
}

PentoBoard *
pento_board_new_from_spec (const char *spec,
                           GError    **error)
{
  return pento_board_new_from_spec_for_set (spec, PENTO_PIECE_SET_DEFAULT, error);
}

PentoBoard *
pento_board_new_from_spec_for_set (const char    *spec,
                                   PentoPieceSet  set,
                                   GError       **error)
{
  g_return_val_if_fail (spec != NULL, NULL);

  /* The built-in names always mean the built-in boards, whatever files the current folder
   * holds; a file of that name is read as "./6x10". */
  if (pento_board_spec_is_builtin (spec))
    return pento_board_new_preset_for_set (spec, set, error);

  /* Anything else is a mask file; a bare word that names no file may be a mistyped board. */
  if (strchr (spec, G_DIR_SEPARATOR) == NULL && !g_file_test (spec, G_FILE_TEST_EXISTS))
    {
      g_autofree char *display = g_filename_display_name (spec);

      g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_FOUND,
                   _("No such file “%s”, and no built-in board of that name: use 10x6, 12x5, "
                     "15x4, 20x3 (or any WxH of 60 cells), 8x8-hole, 8x8-tetromino, or a mask "
                     "file"), display);
      return NULL;
    }
  return pento_board_new_from_file_for_set (spec, set, error);
}

PentoBoard *
pento_board_ref (PentoBoard *board)
{
  g_return_val_if_fail (board != NULL, NULL);
  g_atomic_ref_count_inc (&board->ref_count);
  return board;
}

void
pento_board_unref (PentoBoard *board)
{
  g_return_if_fail (board != NULL);
  if (g_atomic_ref_count_dec (&board->ref_count))
    {
      g_free (board->name);
      g_free (board->cells);
      g_free (board);
    }
}

const char *
pento_board_get_name (const PentoBoard *board)
{
  g_return_val_if_fail (board != NULL, NULL);
  return board->name;
}

guint
pento_board_get_width (const PentoBoard *board)
{
  g_return_val_if_fail (board != NULL, 0);
  return board->width;
}

guint
pento_board_get_height (const PentoBoard *board)
{
  g_return_val_if_fail (board != NULL, 0);
  return board->height;
}

guint
pento_board_get_n_cells (const PentoBoard *board)
{
  g_return_val_if_fail (board != NULL, 0);
  return board->n_cells;
}

gboolean
pento_board_is_cell (const PentoBoard *board,
                     guint             x,
                     guint             y)
{
  g_return_val_if_fail (board != NULL, FALSE);
  return x < board->width && y < board->height && board->cells[y * board->width + x];
}

gboolean
pento_board_has_tetromino (const PentoBoard *board)
{
  g_return_val_if_fail (board != NULL, FALSE);
  return board->n_cells == TETROMINO_AREA;
}

guint
pento_board_get_n_pieces (const PentoBoard *board)
{
  return pento_board_has_tetromino (board) ? PENTO_N_PIECES : PENTO_N_PENTOMINOES;
}

guint
pento_board_count_pieces (const PentoBoard *board)
{
  guint n_cells = pento_board_get_n_cells (board);

  return n_cells / 5 + (n_cells % 5 == 4 ? 1 : 0);
}

guint
pento_board_get_symmetries (const PentoBoard *board,
                            PentoSymmetry     out[PENTO_N_SYMMETRIES])
{
  guint n = 0;

  g_return_val_if_fail (board != NULL, 0);

  for (guint s = 0; s < PENTO_N_SYMMETRIES; s++)
    {
      gboolean maps = TRUE;

      if (pento_symmetry_swaps_axes (s) && board->width != board->height)
        continue;
      for (guint y = 0; y < board->height && maps; y++)
        for (guint x = 0; x < board->width && maps; x++)
          {
            guint nx, ny;

            pento_symmetry_apply (s, board->width, board->height, x, y, &nx, &ny);
            maps = board->cells[y * board->width + x] == board->cells[ny * board->width + nx];
          }
      if (maps)
        out[n++] = s;
    }
  return n;
}

char *
pento_board_to_text (const PentoBoard *board)
{
  GString *s;

  g_return_val_if_fail (board != NULL, NULL);

  s = g_string_sized_new ((board->width + 1) * board->height);
  for (guint y = 0; y < board->height; y++)
    {
      for (guint x = 0; x < board->width; x++)
        g_string_append_c (s, board->cells[y * board->width + x] ? '#' : '.');
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

PentoBoard *
pento_board_new_renamed (const PentoBoard *board,
                         const char       *name)
{
  PentoBoard *copy;

  g_return_val_if_fail (board != NULL && name != NULL, NULL);

  copy = board_alloc (board->width, board->height);
  memcpy (copy->cells, board->cells, sizeof (gboolean) * board->width * board->height);
  copy->n_cells = board->n_cells;
  copy->name = g_strdup (name);
  return copy;
}

gboolean
pento_board_equal (const PentoBoard *a,
                   const PentoBoard *b)
{
  return a->width == b->width && a->height == b->height &&
         memcmp (a->cells, b->cells, sizeof (gboolean) * a->width * a->height) == 0;
}

const char * const *
pento_board_get_preset_names (void)
{
  return preset_names;
}
