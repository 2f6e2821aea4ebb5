/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-output.h: checked writes to stdout and the few JSON pieces the CLI needs.
 */
#pragma once

#include <glib.h>

#include "pento-core.h"

G_BEGIN_DECLS

/* Every write goes through these, so a closed pipe or a full disk is noticed (and the search
 * stopped) instead of ending in a silent success. The first error sticks. */
void     pento_cli_out_init        (void);
void     pento_cli_out_write       (const char          *data,
                                    gsize                len);
void     pento_cli_out_puts        (const char          *text);
void     pento_cli_out_printf      (const char          *format,
                                    ...) G_GNUC_PRINTF (1, 2);
gboolean pento_cli_out_failed      (void);
/* Flushes and closes stdout; FALSE with the first write error. */
gboolean pento_cli_out_finish      (GError             **error);

/* @line and a newline on stderr, every character that could hide or disguise what is said
 * (controls, direction overrides: pento_error_char_is_hidden()) and every byte that is not
 * UTF-8 escaped: whatever an argument or a file held reaches the terminal as plain text. */
void     pento_cli_err_line        (const char          *line);

/* A JSON string literal, quotes included; invalid UTF-8 (a file name) is repaired, hidden
 * characters are written as \u escapes. */
void     pento_cli_out_json_string (const char          *text);
/* A JSON number in the C locale, whatever LC_NUMERIC says. */
void     pento_cli_out_json_double (double               value);
/* A packing as a JSON array of row strings. */
void     pento_cli_out_json_rows   (const PentoSolution *solution);
/* A packing in the text form (rows of letters, each ending in a newline). */
void     pento_cli_out_text_rows   (const PentoSolution *solution);

G_END_DECLS
