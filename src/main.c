/* SPDX-License-Identifier: GPL-3.0-or-later
 * main.c: the entry point of the Pentomino window; everything else lives in src/ui.
 */
#include <glib/gi18n.h>
#include <locale.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "app/pento-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(PentoApplication) app = NULL;
  const char *localedir = g_getenv ("PENTOMINO_LOCALEDIR");

#ifdef __GLIBC__
  /* A fixed mmap threshold of 32 MiB: blocks up to that size are kept for reuse, and the
   * heap is trimmed after a list is cleared (pento-solution-list.c). With glibc's default,
   * every frame's drawing surfaces and every search batch got pages of their own, faulted in
   * anew and handed back. glibc would otherwise raise the threshold to the largest block
   * freed so far, so that the next lists grow inside the arenas of the threads that filled
   * them and stay there.
   *
   * A fixed mmap threshold also fixes the trim threshold, at 128 KiB: a frame's drawing
   * surface, freed at the top of the heap, was handed back at once and faulted in again by
   * the next frame, many times slower than a frame that keeps it. So the top of the heap is
   * kept up to 8 MiB, more than a window's surface; the list's memory still goes back when
   * it is cleared (docs/performance.md). */
  mallopt (M_MMAP_THRESHOLD, 32 * 1024 * 1024);
  mallopt (M_TRIM_THRESHOLD, 8 * 1024 * 1024);
#endif

  setlocale (LC_ALL, "");
  /* PENTOMINO_LOCALEDIR lets an uninstalled build find its own catalogues (build-aux/run-app). */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Pentomino"));

  app = pento_application_new (APP_ID, G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
