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
  /* A fixed threshold of 32 MiB: blocks up to that size are kept for reuse, and the heap is
   * trimmed after a list is cleared (pento-solution-list.c). With 256 KiB, as before, every
   * frame's drawing surfaces and every search batch got pages of their own, faulted in anew
   * and handed back: the main loop took 180–300 ms of CPU while 8×8 with the square streamed
   * in, against 110–150 ms now, for the same memory after clearing (+4.5 MiB, bench-stall).
   * glibc would otherwise raise the threshold to the largest block freed so far, so that the
   * next lists grow inside the arenas of the threads that filled them and stay there. */
  mallopt (M_MMAP_THRESHOLD, 32 * 1024 * 1024);
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
