/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-share.h: pentomino-cli's sharing modes — the DIMACS CNF export, a SAT solver's
 * answer decoded, and the contact sheet.
 */
#pragma once

#include "pento-core.h"

G_BEGIN_DECLS

/* The exit statuses of pento-cli.c, for the functions below (README documents them). */
typedef enum {
  PENTO_CLI_STATUS_OK        = 0,
  PENTO_CLI_STATUS_NOT_FOUND = 1,
  PENTO_CLI_STATUS_USAGE     = 2,
  PENTO_CLI_STATUS_INPUT     = 3,
  PENTO_CLI_STATUS_OUTPUT    = 4,
} PentoCliStatus;

/* --dimacs [--unique]: the CNF of @position's completions on stdout (its placed pieces fixed
 * by unit clauses), or of @box's packings when @box is not NULL. */
PentoCliStatus pento_cli_dimacs_write  (PentoPosition       *position,
                                        const PentoBox      *box,
                                        const PentoRules    *rules,
                                        gboolean             unique);
/* --decode-model FILE ('-': stdin): the packings of a solver's answer in the text form. */
PentoCliStatus pento_cli_dimacs_decode (const char          *path,
                                        PentoPosition       *position,
                                        const PentoBox      *box,
                                        const PentoRules    *rules);

/* --sheet FILE with --all or --unique: every packing found, drawn as a contact sheet by the
 * image module. */
/* @box: a box in space (its packings drawn as layers side by side), or NULL for @position. */
PentoCliStatus pento_cli_sheet_write   (const char          *path,
                                        PentoPosition       *position,
                                        const PentoBox      *box,
                                        const PentoRules    *rules,
                                        gboolean             unique,
                                        guint64              limit,
                                        guint                n_threads,
                                        PentoCancel         *cancel,
                                        GError             **error);

G_END_DECLS
