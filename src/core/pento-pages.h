/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-pages.h: memory in pages of its own, mapped from the system and handed straight back
 * to it, huge pages asked for where they help: the count memo's tables, the window's lists of
 * packings. On a virtual machine a page fault is dear, and a huge page takes one fault for
 * 2 MiB. Nothing is committed until written; the pages come zeroed. And the budget the
 * tables that grow with a count's work keep to.
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

/* The budget of the tables that grow with a count's work (the count memo, the boundary's
 * states, the cap), one for the whole process: a table grows only while the bytes it holds
 * fit in it, and otherwise makes do with what it has, so that a count stays exact, only
 * slower. The default is a quarter of the memory the process may use: the machine's, or less
 * where an address-space limit or the cgroup's memory limit says so. */
#define PENTO_PAGES_MIN_LIMIT ((gsize) 1024 * 1024)

gsize    pento_pages_default_limit (void);
/* @bytes, 0: the default. */
void     pento_pages_set_limit     (gsize    bytes);
gsize    pento_pages_get_limit     (void);
/* TRUE and @bytes counted if they fit in the budget beside those already counted. */
gboolean pento_pages_reserve       (gsize    bytes);
/* @bytes counted whatever the budget: the least a table needs to work at all. */
void     pento_pages_charge        (gsize    bytes);
void     pento_pages_release       (gsize    bytes);
/* The most bytes counted at once since the last reset. */
gsize    pento_pages_get_peak      (void);
void     pento_pages_reset_peak    (void);

G_END_DECLS
