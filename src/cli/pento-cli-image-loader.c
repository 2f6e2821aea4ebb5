/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-image-loader.c: finds and loads pentomino-cli's image module: beside the program
 * first (a build tree), then where it is installed.
 */
#include <dlfcn.h>

#include <glib/gi18n.h>

#include "pento-cli-image.h"

/* dlopen() itself rather than GModule: linking libgmodule would cost every run its loading. */
static void *
open_module (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, PENTO_CLI_IMAGE_MODULE, NULL);

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;
  return dlopen (path, RTLD_LAZY | RTLD_LOCAL);
}

/* The module's symbol @name, the module loaded once and kept. */
static gpointer
load_symbol (const char  *name,
             GError     **error)
{
  static void *resident;
  g_autofree char *self = NULL;
  g_autofree char *self_dir = NULL;
  const char *dl_why = NULL;
  void *module = resident;
  gpointer symbol = NULL;

  if (module == NULL)
    {
      dlerror ();
      self = g_file_read_link ("/proc/self/exe", NULL);
      self_dir = self ? g_path_get_dirname (self) : NULL;
      if (self_dir != NULL)
        module = open_module (self_dir);
      if (module == NULL)
        module = open_module (PENTO_CLI_PKGLIBDIR);
      if (module == NULL)
        dl_why = dlerror ();
    }
  if (module != NULL)
    {
      dlerror ();
      symbol = dlsym (module, name);
      if (symbol == NULL)
        dl_why = dlerror ();
    }
  if (module == NULL || symbol == NULL)
    {
      g_autofree char *why = dl_why != NULL ?
                             g_strdup (dl_why) :
                             /* Translators: %s is a folder */
                             g_strdup_printf (_("not found beside the program nor in %s"),
                                              PENTO_CLI_PKGLIBDIR);

      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   /* Translators: the first %s is a file name, the second the reason */
                   _("Cannot draw images: the module %s could not be loaded (%s)"),
                   PENTO_CLI_IMAGE_MODULE, why);
      if (module != NULL && module != resident)
        dlclose (module);
      return NULL;
    }

  /* kept loaded until the end: its functions may be called again */
  resident = module;
  return symbol;
}

PentoCliImageWriteFunc
pento_cli_image_load (GError **error)
{
  return (PentoCliImageWriteFunc) load_symbol (PENTO_CLI_IMAGE_SYMBOL, error);
}

PentoCliSheetWriteFunc
pento_cli_sheet_load (GError **error)
{
  return (PentoCliSheetWriteFunc) load_symbol (PENTO_CLI_SHEET_SYMBOL, error);
}
