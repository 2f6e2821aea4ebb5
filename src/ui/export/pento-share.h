/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-share.h: what the window shares — the packing on the clipboard (text and image), the
 * list as text, the list as a contact sheet (on a worker thread), printing, and the "Open"
 * toast after an export.
 */
#pragma once

#include <adwaita.h>

#include "pento-core.h"
#include "common/pento-solution-list.h"

G_BEGIN_DECLS

/* Puts @solution on @widget's clipboard as one union: text/plain in the CLI's text form and
 * an image (PNG by GdkTexture). */
void      pento_share_copy            (GtkWidget           *widget,
                                       const PentoBoard    *board,
                                       const PentoSolution *solution);
/* The text the clipboard gets. */
char     *pento_share_solution_text   (const PentoSolution *solution);

/* The packings @list shows, in the CLI's text form (what `pentomino-cli --check` reads),
 * written atomically. FALSE when the list is empty or the file cannot be written. */
gboolean  pento_share_save_list       (PentoSolutionList   *list,
                                       const char          *path,
                                       GError             **error);

/* The sheet's title and subtitle for @list under @rules. */
void      pento_share_describe_list   (PentoSolutionList   *list,
                                       const PentoRules    *rules,
                                       char               **out_title,
                                       char               **out_subtitle);

/* Writes the packings @list shows as a sheet (PDF, SVG or HTML by the extension) on a worker
 * thread: the packings are copied first, so the list may change meanwhile. */
void      pento_share_export_sheet_async  (PentoSolutionList   *list,
                                           const PentoRules    *rules,
                                           const char          *path,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
gboolean  pento_share_export_sheet_finish (GAsyncResult        *result,
                                           GError             **error);

/* Prints the sheet of @list (when it holds packings) or else @solution on @board, with a
 * print dialog and page setup. With @export_path, writes the same pages to that PDF without a
 * dialog (what the print preview would show; for scripts and tests). */
gboolean  pento_share_print           (GtkWindow           *parent,
                                       PentoSolutionList   *list,
                                       const PentoRules    *rules,
                                       const PentoBoard    *board,
                                       const PentoSolution *solution,
                                       gboolean             board_only,
                                       const char          *export_path,
                                       GError             **error);

/* A toast "Saved “name”" with an Open button that opens @path with the default application
 * (through the OpenURI portal in a sandbox). */
AdwToast *pento_share_saved_toast     (GtkWindow           *parent,
                                       const char          *path);

/* Where a file chooser for an export starts: the folder of the last export (GSettings key
 * last-export-folder), else Pictures, else home. Remember it with pento_share_remember_folder. */
char     *pento_share_get_start_folder (GSettings         *settings);
void      pento_share_set_start_folder (GtkFileChooser     *chooser,
                                        GSettings          *settings);
void      pento_share_remember_folder  (GSettings          *settings,
                                        const char         *path);

G_END_DECLS
