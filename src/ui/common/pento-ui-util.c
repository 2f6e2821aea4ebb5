/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-ui-util.c: number formatting for counts shown in the window.
 */
#include <locale.h>
#include <string.h>

#include "common/pento-ui-util.h"

char *
pento_format_count (guint64 n)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GUINT64_FORMAT, n);
  const char *sep = localeconv ()->thousands_sep;
  GString *out = g_string_new (NULL);
  gsize len = strlen (digits);

  if (sep == NULL || *sep == '\0')
    sep = ",";

  for (gsize i = 0; i < len; i++)
    {
      if (i > 0 && (len - i) % 3 == 0)
        g_string_append (out, sep);
      g_string_append_c (out, digits[i]);
    }

  return g_string_free (out, FALSE);
}
