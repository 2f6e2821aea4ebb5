/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-image.c: the image module of pentomino-cli (see pento-cli-image.h).
 */
#include <gmodule.h>

#include "pento-cli-image.h"
#include "pento-render.h"
#include "pento-render-box.h"
#include "pento-sheet.h"

G_MODULE_EXPORT gboolean pento_cli_image_write (PentoBoard          *board,
                                                const PentoBox      *box,
                                                const PentoSolution *solution,
                                                const char          *path,
                                                GError             **error);

G_MODULE_EXPORT gboolean
pento_cli_image_write (PentoBoard          *board,
                       const PentoBox      *box,
                       const PentoSolution *solution,
                       const char          *path,
                       GError             **error)
{
  PentoRenderOptions options;

  pento_render_options_init (&options);
  options.show_letters = TRUE;
  if (box != NULL)
    return pento_render_export_box (box, solution, &options, path, error);
  return pento_render_export (board, solution, &options, path, error);
}

G_MODULE_EXPORT gboolean pento_cli_image_write_sheet (PentoBoard  *board,
                                                      GPtrArray   *packings,
                                                      const char  *title,
                                                      const char  *subtitle,
                                                      const char  *path,
                                                      GError     **error);

G_MODULE_EXPORT gboolean
pento_cli_image_write_sheet (PentoBoard  *board,
                             GPtrArray   *packings,
                             const char  *title,
                             const char  *subtitle,
                             const char  *path,
                             GError     **error)
{
  g_autoptr(PentoSheet) sheet = pento_sheet_new (board, packings, title, subtitle);

  return pento_sheet_export (sheet, path, error);
}
