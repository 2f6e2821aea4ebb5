/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-error.c: the engine's error domain.
 */
#include "pento-error.h"

#include <string.h>

G_DEFINE_QUARK (pento-error-quark, pento_error)

gboolean
pento_error_char_is_hidden (gunichar c)
{
  return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) ||
         c == 0x061c || c == 0x2028 || c == 0x2029 || c == 0xfeff ||
         (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) ||
         (c >= 0x2060 && c <= 0x2069);
}

void
pento_error_append_char (GString  *out,
                         gunichar  c)
{
  g_return_if_fail (out != NULL);

  if (c < 0xa0 && pento_error_char_is_hidden (c))
    g_string_append_printf (out, "\\x%02x", c);
  else if (pento_error_char_is_hidden (c))
    g_string_append_printf (out, "\\u%04x", c);
  else
    g_string_append_unichar (out, c);
}

char *
pento_error_escape_hidden (const char *text)
{
  GString *out;
  const char *p;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_sized_new (strlen (text));
  for (p = text; *p != '\0';)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guint) (guchar) *p);
          p++;
          continue;
        }
      pento_error_append_char (out, c);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

const char *
pento_error_describe_char (const char *p,
                           char        buf[16])
{
  gunichar c;

  g_return_val_if_fail (p != NULL, NULL);

  c = g_utf8_get_char_validated (p, -1);
  if (c == (gunichar) -1 || c == (gunichar) -2)
    g_snprintf (buf, 16, "\\x%02X", (guint) (guchar) *p);
  else if (pento_error_char_is_hidden (c))
    g_snprintf (buf, 16, "U+%04X", c);
  else
    {
      gsize len = g_utf8_next_char (p) - p;

      memcpy (buf, p, len);
      buf[len] = '\0';
    }
  return buf;
}

char *
pento_error_escape_text (const char *text,
                         guint       max_chars)
{
  GString *out = g_string_new (NULL);
  const char *p = text;
  guint n = 0;

  g_return_val_if_fail (text != NULL, NULL);

  for (; *p != '\0' && n < max_chars; n++)
    {
      char buf[16];
      gunichar c = g_utf8_get_char_validated (p, -1);

      g_string_append (out, pento_error_describe_char (p, buf));
      p = (c == (gunichar) -1 || c == (gunichar) -2) ? p + 1 : g_utf8_next_char (p);
    }
  if (*p != '\0')
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

/* A place at the start of @p: "L:C: " or "L: "; where the problem starts, or NULL. */
static const char *
parse_place (const char *p,
             guint      *out_line,
             guint      *out_column)
{
  guint64 line, column = 0;
  char *end;

  if (!g_ascii_isdigit (*p))
    return NULL;
  line = g_ascii_strtoull (p, &end, 10);
  if (*end != ':' || line == 0 || line > G_MAXUINT)
    return NULL;
  p = end + 1;
  if (g_ascii_isdigit (*p))
    {
      column = g_ascii_strtoull (p, &end, 10);
      if (*end != ':' || column == 0 || column > G_MAXUINT)
        return NULL;
      p = end + 1;
    }
  if (*p != ' ')
    return NULL;
  *out_line = line;
  *out_column = column;
  return p + 1;
}

void
pento_error_prefix_place (GError     **error,
                          const char  *path,
                          guint        line,
                          guint        column)
{
  g_autofree char *display = NULL;
  guint old_line, old_column;

  if (error == NULL || *error == NULL)
    return;
  display = path != NULL ? g_filename_display_name (path) : NULL;

  if (line == 0)
    {
      if (display == NULL)
        return;
      if (parse_place ((*error)->message, &old_line, &old_column) != NULL)
        g_prefix_error (error, "%s:", display);
      else
        g_prefix_error (error, "%s: ", display);
    }
  else if (column == 0)
    g_prefix_error (error, "%s%s%u: ", display ? display : "", display ? ":" : "", line);
  else
    g_prefix_error (error, "%s%s%u:%u: ", display ? display : "", display ? ":" : "", line,
                    column);
}

gboolean
pento_error_split_place (const char  *message,
                         const char  *path,
                         guint       *out_line,
                         guint       *out_column,
                         const char **out_problem)
{
  g_autofree char *display = NULL;
  const char *p = message, *problem;
  guint line = 0, column = 0;

  g_return_val_if_fail (message != NULL, FALSE);

  if (path != NULL)
    {
      gsize len;

      display = g_filename_display_name (path);
      len = strlen (display);
      if (strncmp (p, display, len) == 0 && p[len] == ':')
        p += len + 1;
    }
  problem = parse_place (p, &line, &column);
  if (problem == NULL)
    return FALSE;
  if (out_line != NULL)
    *out_line = line;
  if (out_column != NULL)
    *out_column = column;
  if (out_problem != NULL)
    *out_problem = problem;
  return TRUE;
}
