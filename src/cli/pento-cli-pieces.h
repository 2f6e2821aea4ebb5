/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-pieces.h: the options --pieces SET and --part K/M.
 */
#pragma once

#include <glib.h>

#include "pento-core.h"

G_BEGIN_DECLS

/* Reads --pieces and --part (either may be NULL), and checks them against the other options:
 * @mirror (--mirror given), @chirality (--chirality-table), @box (a box in space), @counting
 * (a mode that --part splits: --count, --all, --unique). FALSE with a message for the usage
 * error. */
gboolean pento_cli_pieces_parse (const char    *pieces,
                                 const char    *part,
                                 gboolean       mirror,
                                 gboolean       chirality,
                                 gboolean       box,
                                 gboolean       counting,
                                 PentoPieceSet *out_set,
                                 guint         *out_part,
                                 guint         *out_n_parts,
                                 GError       **error);

/* The rules in words with their piece set: "pieces FILN, flipping allowed", "one-sided
 * pieces". */
char    *pento_cli_pieces_describe (const PentoRules *rules);

G_END_DECLS
