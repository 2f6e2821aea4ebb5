/* SPDX-License-Identifier: GPL-3.0-or-later
 * main.c: the entry point of the Pentomino window; everything else lives in src/ui.
 */
#include <glib/gi18n.h>
#include <locale.h>

#include "pento-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(PentoApplication) app = NULL;
  const char *localedir = g_getenv ("PENTOMINO_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* PENTOMINO_LOCALEDIR lets an uninstalled build find its own catalogues (build-aux/run-app). */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Pentomino"));

  app = pento_application_new (APP_ID, G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
