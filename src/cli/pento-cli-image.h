/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-image.h: pentomino-cli's image output. It lives in a module of its own, loaded only
 * when --image is given, so that every other run does not pay for loading cairo and the
 * libraries under it.
 */
#pragma once

#include "pento-core.h"

G_BEGIN_DECLS

/* The module's file name, and the one function it exports. */
#define PENTO_CLI_IMAGE_MODULE "pentomino-cli-image." G_MODULE_SUFFIX
#define PENTO_CLI_IMAGE_SYMBOL "pento_cli_image_write"

/* Draws @solution on @board into @path (PNG, SVG or PDF by its extension) with the GUI's
 * renderer; the file is written whole or not at all. With @box (else NULL), @solution packs
 * that box and is drawn as its isometric view above its layers. */
typedef gboolean (*PentoCliImageWriteFunc) (PentoBoard          *board,
                                            const PentoBox      *box,
                                            const PentoSolution *solution,
                                            const char          *path,
                                            GError             **error);

PentoCliImageWriteFunc pento_cli_image_load (GError **error);

/* The module's contact sheet (--sheet): @packings as a PDF, SVG or HTML sheet under @title
 * and @subtitle, written whole or not at all. */
#define PENTO_CLI_SHEET_SYMBOL "pento_cli_image_write_sheet"

typedef gboolean (*PentoCliSheetWriteFunc) (PentoBoard          *board,
                                            GPtrArray           *packings,
                                            const char          *title,
                                            const char          *subtitle,
                                            const char          *path,
                                            GError             **error);

PentoCliSheetWriteFunc pento_cli_sheet_load (GError **error);

G_END_DECLS
