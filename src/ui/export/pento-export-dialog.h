/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-export-dialog.h: the Export dialog — the shown packing as PNG, SVG or PDF at a chosen
 * size, or the whole list as a PDF, SVG or HTML sheet, with a preview.
 */
#pragma once

#include <adwaita.h>

#include "common/pento-session.h"

G_BEGIN_DECLS

#define PENTO_TYPE_EXPORT_DIALOG (pento_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PentoExportDialog, pento_export_dialog, PENTO, EXPORT_DIALOG, AdwWindow)

/* Copies what it needs from @session (board, shown packing, rules) and keeps its list;
 * @parent (may be NULL) is the window it belongs to. */
PentoExportDialog *pento_export_dialog_new_for_session (GtkWindow    *parent,
                                                        PentoSession *session);
/* The same for the window @window, whose "session" property has @settings. */
PentoExportDialog *pento_export_dialog_new        (gpointer           window,
                                                   GSettings         *settings);
/* TRUE: the whole list as a sheet; FALSE: the shown packing. */
void               pento_export_dialog_set_sheet  (PentoExportDialog *self,
                                                   gboolean           sheet);
void               pento_export_dialog_set_cell_size (PentoExportDialog *self,
                                                      guint              cell);
/* The summary line ("480 × 288 pixels", "2339 packings on 26 A4 pages"). */
const char        *pento_export_dialog_get_summary (PentoExportDialog *self);
/* Writes to @path as the chooser would (the sheet on a worker thread), reports with a toast
 * on the window and closes the dialog. */
void               pento_export_dialog_export_to  (PentoExportDialog *self,
                                                   const char        *path);

G_END_DECLS
