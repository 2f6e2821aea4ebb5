/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-ui-util.h: small helpers shared by the window's widgets.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @n with the locale's thousands separator ("9,356" in English, "9.356" in German); the C
 * locale has none, and there we use a comma so the counts still read at a glance. */
char *pento_format_count (guint64 n);

/* A button with its words (@label, with a mnemonic) or, when @narrow, only @icon_name: a
 * narrow header bar has no room for words beside the window buttons. Its accessible name
 * stays the words. */
void  pento_button_set_compact (GtkButton  *button,
                                gboolean    narrow,
                                const char *label,
                                const char *icon_name);

/* @stack shows its page @if_true while @source's boolean @property is TRUE, else @if_false
 * (static strings). */
void  pento_bind_stack_page    (gpointer    source,
                                const char *property,
                                GtkStack   *stack,
                                const char *if_true,
                                const char *if_false);

G_END_DECLS
