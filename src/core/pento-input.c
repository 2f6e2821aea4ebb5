/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-input.c: text input within a stated size, and the board and piece set a file of
 * packings implies.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "pento-file.h"
#include "pento-input.h"

char *
pento_input_read (const char  *path,
                  gsize        limit,
                  gsize       *out_length,
                  GError     **error)
{
  g_autoptr(GString) text = NULL;
  char buffer[65536];
  size_t n;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* a file: only a regular one, never waited on (a FIFO, /dev/zero) */
  if (g_strcmp0 (path, "-") != 0)
    return pento_file_read (path, limit, out_length, error);

  /* standard input is a pipe often enough: read it, but not past the limit */
  text = g_string_new (NULL);
  while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
    {
      if (text->len + n > limit)
        {
          g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_TOO_LARGE,
                       _("Standard input is larger than %u MiB, more than is read"),
                       (guint) (limit >> 20));
          return NULL;
        }
      g_string_append_len (text, buffer, n);
    }
  if (ferror (stdin))
    {
      int saved_errno = errno;

      g_set_error (error, PENTO_FILE_ERROR, pento_file_error_from_errno (saved_errno),
                   _("Could not read standard input: %s"), g_strerror (saved_errno));
      return NULL;
    }
  if (out_length != NULL)
    *out_length = text->len;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The next line of *@p, without its trailing white space, in @line and @len; FALSE at the
 * end. Line by line with strchr(): only the first packing of a file of megabytes is read. */
static gboolean
next_line (const char **p,
           const char **line,
           gsize       *len)
{
  const char *end;

  if (**p == '\0')
    return FALSE;
  *line = *p;
  end = strchr (*p, '\n');
  *p = end != NULL ? end + 1 : *p + strlen (*p);
  if (end == NULL)
    end = *p;
  while (end > *line && g_ascii_isspace (end[-1]))
    end--;
  *len = end - *line;
  return TRUE;
}

/* The rows of the first packing: after any blank lines, the lines of one width up to a blank
 * line or one of another width. Calls @row for each; returns the number of rows. */
static guint
first_packing (const char *text,
               void      (*row) (const char *line, gsize len, gpointer data),
               gpointer    data)
{
  const char *p = text, *line = NULL;
  gsize len = 0, width = 0;
  guint height = 0;
  gboolean more;

  while ((more = next_line (&p, &line, &len)) && len == 0)
    ;
  while (more && len > 0 && (height == 0 || len == width))
    {
      width = len;
      height++;
      row (line, len, data);
      more = next_line (&p, &line, &len);
    }
  return height;
}

typedef struct {
  GString *mask;
  guint    width;
  gboolean holes;
} MaskData;

static void
add_mask_row (const char *line,
              gsize       len,
              gpointer    user_data)
{
  MaskData *d = user_data;

  d->width = len;
  for (gsize x = 0; x < len; x++)
    {
      d->holes |= line[x] == '.';
      g_string_append_c (d->mask, line[x] == '.' ? '.' : '#');
    }
  g_string_append_c (d->mask, '\n');
}

PentoBoard *
pento_input_infer_board (const char    *text,
                         PentoPieceSet  set)
{
  g_autoptr(GString) mask = g_string_new (NULL);
  g_autoptr(PentoBoard) board = NULL;
  MaskData d = { mask, 0, FALSE };
  guint width, height;

  g_return_val_if_fail (text != NULL, NULL);

  height = first_packing (text, add_mask_row, &d);
  width = height > 0 ? d.width : 0;

  if (set != PENTO_PIECE_SET_DEFAULT)
    board = pento_board_new_from_text_for_set (mask->str, set, NULL);
  else if (d.holes)
    board = pento_board_new_from_text (mask->str, NULL);
  if (board == NULL && width > 0 && width <= PENTO_BOARD_MAX_SIDE &&
      height <= PENTO_BOARD_MAX_SIDE && (width * height == 60 || width * height == 64))
    board = pento_board_new_rectangle (width, height, NULL);

  if (board != NULL)
    {
      const char * const *presets = pento_board_get_preset_names ();

      for (guint p = 0; presets[p] != NULL; p++)
        {
          g_autoptr(PentoBoard) preset = pento_board_new_preset (presets[p], NULL);

          if (preset != NULL && pento_board_equal (preset, board))
            return g_steal_pointer (&preset);
        }
      return g_steal_pointer (&board);
    }

  if (set != PENTO_PIECE_SET_DEFAULT && width > 0)
    board = pento_board_new_from_text (mask->str, NULL);
  return board != NULL ? g_steal_pointer (&board) : pento_board_new_preset ("10x6", NULL);
}

static void
add_row_pieces (const char *line,
                gsize       len,
                gpointer    user_data)
{
  PentoPieceSet *set = user_data;

  for (gsize x = 0; x < len; x++)
    {
      PentoPiece piece;

      if (pento_piece_from_set_letter (line[x], &piece))
        *set |= 1u << piece;
    }
}

PentoPieceSet
pento_input_infer_pieces (const char *text)
{
  PentoPieceSet set = 0;

  g_return_val_if_fail (text != NULL, PENTO_PIECE_SET_DEFAULT);

  first_packing (text, add_row_pieces, &set);
  return pento_piece_set_is_one_sided (set) ? set : PENTO_PIECE_SET_DEFAULT;
}
