/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-ui-util.c: number formatting for counts shown in the window, and a button that
 * shrinks to its icon.
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

void
pento_button_set_compact (GtkButton  *button,
                          gboolean    narrow,
                          const char *label,
                          const char *icon_name)
{
  if (narrow)
    {
      g_autofree char *name = g_strdup (label);
      char *from, *to;

      /* the name without its mnemonic's underscore */
      for (from = to = name; *from != '\0'; from++)
        if (*from != '_')
          *to++ = *from;
      *to = '\0';
      gtk_button_set_icon_name (button, icon_name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
    }
  else
    {
      gtk_button_set_label (button, label);
      gtk_button_set_use_underline (button, TRUE);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
    }
}
