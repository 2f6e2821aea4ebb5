/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-sheet.h: contact sheets — every packing of a list as a numbered grid of small boards
 * under a title, on printed pages (PDF, or a GtkPrintOperation's cairo_t), one SVG page, or
 * one self-contained HTML page.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "pento-core.h"

G_BEGIN_DECLS

typedef struct _PentoSheet PentoSheet;

/* @packings: PentoSolution, kept (referenced) by the sheet. @title names the board and rules,
 * @subtitle gives the counts; both are drawn as given. Pages start as the locale's paper. */
PentoSheet *pento_sheet_new            (const PentoBoard *board,
                                        GPtrArray        *packings,
                                        const char       *title,
                                        const char       *subtitle);
void        pento_sheet_free           (PentoSheet       *sheet);

/* The page size in points (1/72 inch), e.g. from a GtkPageSetup. */
void        pento_sheet_set_page_size  (PentoSheet       *sheet,
                                        double            width,
                                        double            height);
guint       pento_sheet_get_n_pages    (PentoSheet       *sheet);
/* Draws page @page (from 0) with its top-left corner at the origin of @cr, in points. */
void        pento_sheet_draw_page      (PentoSheet       *sheet,
                                        cairo_t          *cr,
                                        guint             page);

/* Writes the sheet by the extension of @path: .pdf (the pages), .svg (one page as tall as it
 * needs), .html or .htm (inline SVG, one <symbol> per piece shape, no external file). Put in
 * place by pento_file_write(), so a failure never leaves a half-written file.
 * Errors: G_IO_ERROR_NOT_SUPPORTED for another extension, else PENTO_FILE_ERROR. */
gboolean    pento_sheet_export         (PentoSheet       *sheet,
                                        const char       *path,
                                        GError          **error);

/* The paper of the LC_PAPER locale category (read from the environment, the process's locale
 * untouched): US Letter where the locale says 216 × 279 mm, else A4. In points. Cairo has no
 * notion of paper and render may not use GTK's, so this reads glibc's LC_PAPER data
 * (nl_langinfo_l(_NL_PAPER_WIDTH/HEIGHT)), as `locale width height` prints it. */
void        pento_sheet_get_locale_paper (double         *width,
                                          double         *height);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoSheet, pento_sheet_free)

G_END_DECLS
