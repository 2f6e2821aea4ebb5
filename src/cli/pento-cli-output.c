/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-output.c: checked writes to stdout and the few JSON pieces the CLI needs.
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <glib.h>
#include <glib/gi18n.h>
#include <glib/gprintf.h>

#include "pento-cli-output.h"

/* errno of the first failed write; 0 while all is well. */
static int out_errno;

/* Our own buffer in front of stdio's: --all writes thousands of packings, and a memcpy here
 * costs a fraction of an fwrite() call, which takes the stream's lock each time. */
static char  out_buffer[1 << 16];
static gsize out_used;

static void
note_failure (void)
{
  if (out_errno == 0)
    out_errno = errno != 0 ? errno : EIO;
}

static void
out_flush (void)
{
  if (out_used > 0 && out_errno == 0)
    {
      errno = 0;
      if (fwrite (out_buffer, 1, out_used, stdout) != out_used || fflush (stdout) != 0)
        note_failure ();
    }
  out_used = 0;
}

void
pento_cli_out_init (void)
{
  out_used = 0;
  out_errno = 0;
}

/* Room for len bytes at the end of the buffer, flushing it first if need be; NULL after a
 * write error or when len is more than the buffer holds. */
static char *
out_reserve (gsize len)
{
  if (out_errno != 0 || len > sizeof out_buffer)
    return NULL;
  if (len > sizeof out_buffer - out_used)
    out_flush ();
  return out_buffer + out_used;
}

void
pento_cli_out_write (const char *data,
                     gsize       len)
{
  char *room = out_reserve (len);

  if (room != NULL)
    {
      memcpy (room, data, len);
      out_used += len;
    }
  else if (out_errno == 0)
    {
      /* bigger than the buffer: straight through, after what is buffered */
      out_flush ();
      errno = 0;
      if (fwrite (data, 1, len, stdout) != len)
        note_failure ();
    }
}

void
pento_cli_out_puts (const char *text)
{
  pento_cli_out_write (text, strlen (text));
}

void
pento_cli_out_printf (const char *format,
                      ...)
{
  g_autofree char *text = NULL;
  va_list args;
  int len;

  va_start (args, format);
  len = g_vasprintf (&text, format, args);
  va_end (args);

  if (len > 0)
    pento_cli_out_write (text, len);
}

gboolean
pento_cli_out_failed (void)
{
  return out_errno != 0;
}

gboolean
pento_cli_out_finish (GError **error)
{
  out_flush ();
  errno = 0;
  if (fflush (stdout) != 0 || ferror (stdout))
    note_failure ();
  /* Closing reports what the kernel noticed late (NFS, a full disk on close). */
  errno = 0;
  if (fclose (stdout) != 0)
    note_failure ();

  if (out_errno != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (out_errno),
                   _("Could not write the output: %s"), g_strerror (out_errno));
      return FALSE;
    }

  return TRUE;
}

void
pento_cli_err_line (const char *line)
{
  g_autofree char *shown = pento_error_escape_hidden (line);

  g_printerr ("%s\n", shown);
}

void
pento_cli_out_json_string (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *s = g_string_sized_new (strlen (valid) + 2);

  g_string_append_c (s, '"');
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case '"':  g_string_append (s, "\\\""); break;
        case '\\': g_string_append (s, "\\\\"); break;
        case '\n': g_string_append (s, "\\n"); break;
        case '\r': g_string_append (s, "\\r"); break;
        case '\t': g_string_append (s, "\\t"); break;
        default:
          /* every hidden character is in the Basic Multilingual Plane: one \\u escape */
          if (pento_error_char_is_hidden (c))
            g_string_append_printf (s, "\\u%04x", c);
          else
            g_string_append_len (s, p, g_utf8_next_char (p) - p);
        }
    }
  g_string_append_c (s, '"');

  pento_cli_out_write (s->str, s->len);
  g_string_free (s, TRUE);
}

void
pento_cli_out_json_double (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  /* JSON has no NaN or infinity; a time can only be finite anyway. */
  if (!isfinite (value))
    value = 0;
  pento_cli_out_puts (g_ascii_formatd (buf, sizeof buf, "%.6f", value));
}

void
pento_cli_out_json_rows (const PentoSolution *solution)
{
  char row[PENTO_BOARD_MAX_SIDE + 4];

  pento_cli_out_write ("[", 1);
  for (guint y = 0; y < solution->height; y++)
    {
      gsize n = 0;

      if (y > 0)
        pento_cli_out_write (", ", 2);
      /* Piece letters and '.' never need escaping. */
      row[n++] = '"';
      memcpy (row + n, solution->cells + (gsize) y * solution->width, solution->width);
      n += solution->width;
      row[n++] = '"';
      pento_cli_out_write (row, n);
    }
  pento_cli_out_write ("]", 1);
}

void
pento_cli_out_text_rows (const PentoSolution *solution)
{
  gsize len = (gsize) solution->height * (solution->width + 1);
  char *text;

  g_assert (solution->width <= PENTO_BOARD_MAX_SIDE && solution->height <= PENTO_BOARD_MAX_SIDE);
  G_STATIC_ASSERT (PENTO_BOARD_MAX_SIDE * (PENTO_BOARD_MAX_SIDE + 1) <= sizeof out_buffer);
  /* straight into the buffer: --all writes thousands of packings */
  text = out_reserve (len);
  if (text == NULL)
    return;
  for (guint y = 0; y < solution->height; y++)
    {
      memcpy (text, solution->cells + (gsize) y * solution->width, solution->width);
      text += solution->width;
      *text++ = '\n';
    }
  out_used += len;
}
