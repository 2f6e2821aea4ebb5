/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-pages.c: see pento-pages.h.
 */
#define _DEFAULT_SOURCE                /* madvise(), MAP_ANONYMOUS, MAP_NORESERVE */

#include "pento-pages.h"

#ifdef G_OS_UNIX
#include <sys/mman.h>
#endif

gpointer
pento_pages_map (gsize    size,
                 gboolean huge)
{
#if defined(G_OS_UNIX) && defined(MAP_ANONYMOUS)
  gsize slack = huge ? PENTO_HUGE_PAGE : 0;
  int flags = MAP_PRIVATE | MAP_ANONYMOUS;
  guint8 *raw;
  guintptr start;
  guintptr end;

#ifdef MAP_NORESERVE
  flags |= MAP_NORESERVE;
#endif
  if (size == 0 || size > G_MAXSIZE - slack)
    return NULL;
  raw = mmap (NULL, size + slack, PROT_READ | PROT_WRITE, flags, -1, 0);
  if (raw == MAP_FAILED)
    return NULL;
  if (!huge)
    return raw;
  /* on a huge page boundary: the slack before and after goes back */
  start = ((guintptr) raw + PENTO_HUGE_PAGE - 1) & ~(guintptr) (PENTO_HUGE_PAGE - 1);
  end = (guintptr) raw + size + slack;
  if (start > (guintptr) raw)
    munmap (raw, start - (guintptr) raw);
  if (end > start + size)
    munmap ((guint8 *) (start + size), end - (start + size));
#ifdef MADV_HUGEPAGE
  madvise ((guint8 *) start, size, MADV_HUGEPAGE);
#endif
  return (guint8 *) start;
#else
  (void) size;
  (void) huge;
  return NULL;
#endif
}

void
pento_pages_unmap (gpointer pages,
                   gsize    size)
{
#if defined(G_OS_UNIX) && defined(MAP_ANONYMOUS)
  if (pages != NULL)
    munmap (pages, size);
#else
  (void) pages;
  (void) size;
#endif
}

gpointer
pento_pages_alloc (gsize     size,
                   gboolean  huge,
                   gboolean *mapped)
{
  gpointer pages = pento_pages_map (size, huge);

  *mapped = pages != NULL;
  return pages != NULL ? pages : g_malloc0 (size);
}

void
pento_pages_free (gpointer pages,
                  gsize    size,
                  gboolean mapped)
{
  if (mapped)
    pento_pages_unmap (pages, size);
  else
    g_free (pages);
}
