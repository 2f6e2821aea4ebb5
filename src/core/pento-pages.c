/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-pages.c: see pento-pages.h.
 */
#define _DEFAULT_SOURCE                /* madvise(), MAP_ANONYMOUS, MAP_NORESERVE */

#include "pento-pages.h"

#include <string.h>

#ifdef G_OS_UNIX
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>
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

/* ---- the budget ---- */

static gsize budget_limit;             /* atomic; 0: the default */
static gsize budget_used;              /* atomic */
static gsize budget_peak;              /* atomic */

/* The least of the limits in @file of cgroup @dir (changed) under @mount and of the groups
 * above it, G_MAXSIZE: none. */
static gsize
cgroup_least (const char *mount,
              char       *dir,
              const char *file)
{
  gsize least = G_MAXSIZE;

  for (;;)
    {
      g_autofree char *path = g_build_filename (mount, dir, file, NULL);
      g_autofree char *text = NULL;
      char *slash;

      /* ("max" where a group has none) */
      if (g_file_get_contents (path, &text, NULL, NULL) && g_ascii_isdigit (text[0]))
        least = MIN (least, (gsize) g_ascii_strtoull (text, NULL, 10));
      slash = strrchr (dir, '/');
      if (slash == NULL || dir[0] == '\0' || g_str_equal (dir, "/"))
        break;
      *slash = '\0';
    }
  return least;
}

/* The memory limit of the process's cgroup and those above it, G_MAXSIZE: none. Its lines
 * are "0::/path" for the unified hierarchy (v2) and "N:…,memory,…:/path" for v1's memory
 * controller. */
static gsize
cgroup_memory_max (void)
{
  g_autofree char *groups = NULL;
  g_auto(GStrv) lines = NULL;
  gsize least = G_MAXSIZE;

  if (!g_file_get_contents ("/proc/self/cgroup", &groups, NULL, NULL))
    return least;
  lines = g_strsplit (groups, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], ":", 3);
      g_auto(GStrv) controllers = NULL;

      if (g_strv_length (fields) != 3)
        continue;
      controllers = g_strsplit (fields[1], ",", -1);
      if (g_str_equal (fields[0], "0") && fields[1][0] == '\0')
        least = MIN (least, cgroup_least ("/sys/fs/cgroup", fields[2], "memory.max"));
      else if (g_strv_contains ((const char * const *) controllers, "memory"))
        least = MIN (least, cgroup_least ("/sys/fs/cgroup/memory", fields[2],
                                          "memory.limit_in_bytes"));
    }
  return least;
}

gsize
pento_pages_default_limit (void)
{
  static gsize limit = 0;

  if (g_once_init_enter (&limit))
    {
      gsize usable = G_MAXSIZE;
#ifdef G_OS_UNIX
      long pages = sysconf (_SC_PHYS_PAGES), page_size = sysconf (_SC_PAGESIZE);
      struct rlimit rl;

      if (pages > 0 && page_size > 0)
        usable = (gsize) pages * (gsize) page_size;
      if (getrlimit (RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
        usable = MIN (usable, (gsize) rl.rlim_cur);
      usable = MIN (usable, cgroup_memory_max ());
#endif
      /* (a system that tells nothing: as if it had 1 GiB) */
      if (usable == G_MAXSIZE)
        usable = (gsize) 1 << 30;
      g_once_init_leave (&limit, MAX (usable / 4, PENTO_PAGES_MIN_LIMIT));
    }
  return limit;
}

void
pento_pages_set_limit (gsize bytes)
{
  __atomic_store_n (&budget_limit, bytes, __ATOMIC_RELAXED);
}

gsize
pento_pages_get_limit (void)
{
  gsize limit = __atomic_load_n (&budget_limit, __ATOMIC_RELAXED);

  return limit != 0 ? limit : pento_pages_default_limit ();
}

static void
budget_raise_peak (gsize used)
{
  gsize peak = __atomic_load_n (&budget_peak, __ATOMIC_RELAXED);

  while (used > peak &&
         !__atomic_compare_exchange_n (&budget_peak, &peak, used, TRUE, __ATOMIC_RELAXED,
                                       __ATOMIC_RELAXED))
    ;
}

gboolean
pento_pages_reserve (gsize bytes)
{
  gsize limit = pento_pages_get_limit ();
  gsize used = __atomic_load_n (&budget_used, __ATOMIC_RELAXED);

  do
    if (bytes > limit || used > limit - bytes)
      return FALSE;
  while (!__atomic_compare_exchange_n (&budget_used, &used, used + bytes, TRUE,
                                       __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  budget_raise_peak (used + bytes);
  return TRUE;
}

void
pento_pages_charge (gsize bytes)
{
  budget_raise_peak (__atomic_add_fetch (&budget_used, bytes, __ATOMIC_RELAXED));
}

void
pento_pages_release (gsize bytes)
{
  __atomic_sub_fetch (&budget_used, bytes, __ATOMIC_RELAXED);
}

gsize
pento_pages_get_peak (void)
{
  return __atomic_load_n (&budget_peak, __ATOMIC_RELAXED);
}

void
pento_pages_reset_peak (void)
{
  __atomic_store_n (&budget_peak, __atomic_load_n (&budget_used, __ATOMIC_RELAXED),
                    __ATOMIC_RELAXED);
}
