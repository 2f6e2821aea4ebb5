/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-error.c: the engine's error domain.
 */
#include "pento-error.h"

#include <string.h>

G_DEFINE_QUARK (pento-error-quark, pento_error)

const char *
pento_error_describe_char (const char *p,
                           char        buf[16])
{
  gunichar c;

  g_return_val_if_fail (p != NULL, NULL);

  c = g_utf8_get_char_validated (p, -1);
  if (c == (gunichar) -1 || c == (gunichar) -2)
    g_snprintf (buf, 16, "\\x%02X", (guint) (guchar) *p);
  else if (g_unichar_iscntrl (c) || c == 0)
    g_snprintf (buf, 16, "U+%04X", c);
  else
    {
      gsize len = g_utf8_next_char (p) - p;

      memcpy (buf, p, len);
      buf[len] = '\0';
    }
  return buf;
}
