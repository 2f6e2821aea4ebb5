/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-trace.h: pentomino-cli --trace, the search as JSON lines, one event each.
 */
#pragma once

#include <glib.h>

#include "pento-core.h"

G_BEGIN_DECLS

/* Prints every event of the traced search on stdout (through pento-cli-output.h), after a
 * place event for each piece of the puzzle's position (never removed):
 *   {"event":"place","piece":"L","cells":[[x,y],…]}
 *   {"event":"remove","piece":"L"}
 *   {"event":"packing","n":K}          K from 1
 * and stops after @limit packings (0: none), at a write error, or when @cancel is set (then
 * FALSE with PENTO_ERROR_CANCELLED). @out_packings: how many packing events were printed. */
gboolean pento_cli_trace (PentoPuzzle  *puzzle,
                          guint64       limit,
                          PentoCancel  *cancel,
                          guint64      *out_packings,
                          GError      **error);

G_END_DECLS
