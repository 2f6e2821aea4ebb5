/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-pages.h: memory in pages of its own, mapped from the system and handed straight back
 * to it, huge pages asked for where they help: the count memo's tables, the window's lists of
 * packings. On a virtual machine a page fault is dear, and a huge page takes one fault for
 * 2 MiB. Nothing is committed until written; the pages come zeroed.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PENTO_HUGE_PAGE ((gsize) 2 * 1024 * 1024)

/* @size bytes, on a huge page boundary and in huge pages when @huge; NULL where the system
 * refuses them (or has no such mappings), and the caller falls back on g_malloc0(). */
gpointer pento_pages_map   (gsize    size,
                            gboolean huge);
void     pento_pages_unmap (gpointer pages,
                            gsize    size);

/* @size bytes, zeroed: pento_pages_map()'s, or g_malloc0()'s where it gives none; *@mapped
 * says which, for pento_pages_free(). */
gpointer pento_pages_alloc (gsize     size,
                            gboolean  huge,
                            gboolean *mapped);
void     pento_pages_free  (gpointer  pages,
                            gsize     size,
                            gboolean  mapped);

G_END_DECLS
