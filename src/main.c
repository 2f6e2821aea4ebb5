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
  /* A fixed threshold: every block of 256 KiB or more (a list's store, a search's memo) gets
   * pages of its own, given back when freed. glibc otherwise raises the threshold to the
   * largest block freed so far, so the next lists grow inside the arenas of the threads that
   * filled them and stay there: measured over D-Bus, two big lists left 13 MiB of the
   * worker's arenas resident after both were cleared. */
  mallopt (M_MMAP_THRESHOLD, 256 * 1024);
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
