/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-share-actions.h: the sharing actions of the application (app.copy, app.save-list,
 * app.export-sheet, app.print, app.export-image …) and their accelerators.
 */
#pragma once

#include <gtk/gtk.h>

#include "common/pento-session.h"

G_BEGIN_DECLS

/* Adds the actions to @app; they work on @session, which must outlive them. */
void pento_share_actions_install (GtkApplication *app,
                                  PentoSession   *session);

/* app.export-image: the board as shown to PNG, SVG or PDF (by the extension of @path), with a
 * toast either way. */
gboolean pento_share_export_image (PentoSession  *session,
                                   const char    *path,
                                   GError       **error);
/* The same at @cell pixels a cell (0: the default), as the Export dialog draws it: the one
 * path by which a board becomes an image. */
gboolean pento_share_export_image_sized (PentoSession  *session,
                                         const char    *path,
                                         guint          cell,
                                         GError       **error);

G_END_DECLS
