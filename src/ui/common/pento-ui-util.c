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

static gboolean
stack_page_transform (GBinding     *binding,
                      const GValue *from,
                      GValue       *to,
                      gpointer      user_data)
{
  const char **pages = user_data;

  g_value_set_static_string (to, pages[g_value_get_boolean (from) ? 0 : 1]);
  return TRUE;
}

void
pento_bind_stack_page (gpointer    source,
                       const char *property,
                       GtkStack   *stack,
                       const char *if_true,
                       const char *if_false)
{
  const char **pages = g_new (const char *, 2);

  g_return_if_fail (G_IS_OBJECT (source) && GTK_IS_STACK (stack));

  pages[0] = if_true;
  pages[1] = if_false;
  g_object_bind_property_full (source, property, stack, "visible-child-name",
                               G_BINDING_SYNC_CREATE, stack_page_transform, NULL, pages, g_free);
}
