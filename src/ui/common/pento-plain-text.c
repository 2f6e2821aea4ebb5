/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-plain-text.c: bounded, escaped plain text for labels and toasts. A file name or a
 * D-Bus argument can hold anything: 100,000 characters in one word would widen the window
 * past what X can allocate, and "&" or "<" would empty a toast that parses markup. Hidden
 * characters (controls, direction overrides) are escaped by the engine's one rule, as the
 * command line escapes them.
 */
#include "common/pento-plain-text.h"

#include "pento-error.h"

char *
pento_plain_text (const char *text,
                  guint       max_chars)
{
  g_autofree char *valid = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  glong n_chars;
  const char *p;

  g_return_val_if_fail (max_chars >= 3, NULL);

  if (text == NULL)
    return g_strdup ("");
  valid = g_utf8_make_valid (text, -1);
  n_chars = g_utf8_strlen (valid, -1);
  p = valid;
  if ((gulong) n_chars <= max_chars)
    {
      for (; *p != '\0'; p = g_utf8_next_char (p))
        pento_error_append_char (out, g_utf8_get_char (p));
    }
  else
    {
      /* The start and the end, around an ellipsis: a path keeps its file name. */
      guint head = (max_chars - 1) / 2;
      guint tail = max_chars - 1 - head;

      for (guint i = 0; i < head; i++, p = g_utf8_next_char (p))
        pento_error_append_char (out, g_utf8_get_char (p));
      g_string_append (out, "…");
      p = g_utf8_offset_to_pointer (valid, n_chars - tail);
      for (; *p != '\0'; p = g_utf8_next_char (p))
        pento_error_append_char (out, g_utf8_get_char (p));
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

AdwToast *
pento_plain_toast_new (const char *text)
{
  g_autofree char *plain = pento_plain_text (text, PENTO_PLAIN_TEXT_MAX);
  g_autofree char *escaped = g_markup_escape_text (plain, -1);

  return adw_toast_new (escaped);
}
