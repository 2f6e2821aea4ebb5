/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-ui-util.h: small helpers shared by the window's widgets.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @n with the locale's thousands separator ("9,356" in English, "9.356" in German); the C
 * locale has none, and there we use a comma so the counts still read at a glance. */
char *pento_format_count (guint64 n);

G_END_DECLS
