/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-image-loader.c: finds and loads pentomino-cli's image module: beside the program
 * first (a build tree), then where it is installed.
 */
#include <gmodule.h>
#include <glib/gi18n.h>

#include "pento-cli-image.h"

static GModule *
open_module (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, PENTO_CLI_IMAGE_MODULE, NULL);

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;
  return g_module_open (path, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
}

/* The module's symbol @name, the module loaded once and kept. */
static gpointer
load_symbol (const char  *name,
             GError     **error)
{
  static GModule *resident;
  g_autofree char *self = NULL;
  g_autofree char *self_dir = NULL;
  GModule *module = resident;
  gpointer symbol = NULL;

  if (module == NULL)
    {
      self = g_file_read_link ("/proc/self/exe", NULL);
      self_dir = self ? g_path_get_dirname (self) : NULL;
      if (self_dir != NULL)
        module = open_module (self_dir);
      if (module == NULL)
        module = open_module (PENTO_CLI_PKGLIBDIR);
    }
  if (module == NULL || !g_module_symbol (module, name, &symbol) || symbol == NULL)
    {
      g_autofree char *why = module != NULL || g_module_error () != NULL ?
                             g_strdup (g_module_error ()) :
                             /* Translators: %s is a folder */
                             g_strdup_printf (_("not found beside the program nor in %s"),
                                              PENTO_CLI_PKGLIBDIR);

      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   /* Translators: the first %s is a file name, the second the reason */
                   _("Cannot draw images: the module %s could not be loaded (%s)"),
                   PENTO_CLI_IMAGE_MODULE, why);
      if (module != resident)
        g_clear_pointer (&module, g_module_close);
      return NULL;
    }

  if (resident == NULL)
    {
      g_module_make_resident (module);
      resident = module;
    }
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
