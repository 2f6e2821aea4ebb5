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

/* The piece set follows from the area: 60 cells take the 12 pentominoes, 64 add the square
 * tetromino. Anything else cannot be packed. */
static PentoBoard *
board_finish (PentoBoard *board,
              const char *name,
              GError    **error)
{
  board->n_cells = 0;
  for (guint i = 0; i < board->width * board->height; i++)
    board->n_cells += board->cells[i] ? 1 : 0;

  if (board->n_cells != PENTOMINO_AREA && board->n_cells != TETROMINO_AREA)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("The board has %u cells, but the twelve pentominoes cover 60 "
                     "(64 with the 2×2 tetromino)"), board->n_cells);
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
  if (width * height != PENTOMINO_AREA && width * height != TETROMINO_AREA)
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
  return board_finish (board, name, error);
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
  guint width, height;

  g_return_val_if_fail (name != NULL, NULL);

  if (g_str_equal (name, "8x8-hole"))
    {
      PentoBoard *board = board_alloc (8, 8);

      for (guint y = 0; y < 8; y++)
        for (guint x = 0; x < 8; x++)
          board->cells[y * 8 + x] = !((x == 3 || x == 4) && (y == 3 || y == 4));
      return board_finish (board, name, error);
    }
  if (g_str_equal (name, "8x8-tetromino") || g_str_equal (name, "8x8"))
    {
      PentoBoard *board = board_alloc (8, 8);

      for (guint i = 0; i < 64; i++)
        board->cells[i] = TRUE;
      return board_finish (board, "8x8-tetromino", error);
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
      return pento_board_new_rectangle (width, height, error);
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
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  guint width = 0, first_line = 0;
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
                                   _("Line %u: blank line inside the board mask"), i + 1);
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

            g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                         _("Line %u, column %zu: “%s” is not a board cell: use “#” for a cell "
                           "and “.” for a hole"), i + 1, k + 1,
                         pento_error_describe_char (line + k, c));
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
                       _("Line %u: the row has %zu columns, but line %u has %u: every row of "
                         "the mask must have the same width"), i + 1, len, first_line, width);
          return NULL;
        }
      g_ptr_array_add (rows, line);
    }

  if (rows->len == 0)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD, _("The board mask is empty"));
      return NULL;
    }
  if (width > PENTO_BOARD_MAX_SIDE || rows->len > PENTO_BOARD_MAX_SIDE)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("The board mask is %u×%u; each side may be at most %u"),
                   width, rows->len, PENTO_BOARD_MAX_SIDE);
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
  return board_finish (board, "custom", error);
}

/* Reads at most PENTO_BOARD_MAX_FILE bytes of @path: a mask is a few lines, and a device
 * such as /dev/zero must not fill the memory. */
static char *
read_mask_file (const char  *path,
                gsize       *out_length,
                GError     **error)
{
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *contents = NULL;
  FILE *file;
  gsize length;
  int saved_errno;

  file = fopen (path, "rb");
  if (file == NULL)
    {
      saved_errno = errno;
      if (saved_errno == ENOENT)
        g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, _("No such file “%s”"), display);
      else
        g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s",
                     display, g_strerror (saved_errno));
      return NULL;
    }

  contents = g_malloc (PENTO_BOARD_MAX_FILE + 1);
  length = fread (contents, 1, PENTO_BOARD_MAX_FILE + 1, file);
  saved_errno = errno;
  if (ferror (file))
    {
      fclose (file);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s",
                   display, g_strerror (saved_errno));
      return NULL;
    }
  fclose (file);
  if (length > PENTO_BOARD_MAX_FILE)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("%s: larger than %u KiB, which no board mask is"), display,
                   PENTO_BOARD_MAX_FILE / 1024);
      return NULL;
    }
  contents[length] = '\0';
  *out_length = length;
  return g_steal_pointer (&contents);
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
  *out_column = (guint) (nul - line_start) + 1;
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

  contents = read_mask_file (path, &length, error);
  if (contents == NULL)
    return NULL;
  if (pento_text_find_nul (contents, length, &line, &column))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT,
                   _("%s: line %u, column %u: a NUL byte: a board mask is text"), display, line,
                   column);
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
  g_autofree char *contents = NULL;
  g_autofree char *display = NULL;
  g_autoptr(GError) local_error = NULL;
  PentoBoard *board;

  g_return_val_if_fail (path != NULL, NULL);

  contents = pento_board_read_file (path, error);
  if (contents == NULL)
    return NULL;
  display = g_filename_display_name (path);
  board = pento_board_new_from_text (contents, &local_error);
  if (board == NULL)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD, "%s: %s", display,
                   local_error->message);
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
  g_return_val_if_fail (spec != NULL, NULL);

  /* The built-in names always mean the built-in boards, whatever files the current folder
   * holds; a file of that name is read as "./6x10". */
  if (pento_board_spec_is_builtin (spec))
    return pento_board_new_preset (spec, error);

  /* Anything else is a mask file; a bare word that names no file may be a mistyped board. */
  if (strchr (spec, G_DIR_SEPARATOR) == NULL && !g_file_test (spec, G_FILE_TEST_EXISTS))
    {
      g_autofree char *display = g_filename_display_name (spec);

      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   _("No such file “%s”, and no built-in board of that name: use 10x6, 12x5, "
                     "15x4, 20x3 (or any WxH of 60 cells), 8x8-hole, 8x8-tetromino, or a mask "
                     "file"), display);
      return NULL;
    }
  return pento_board_new_from_file (spec, error);
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
