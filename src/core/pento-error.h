/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-error.h: the error domain shared by the engine.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PENTO_ERROR (pento_error_quark ())

typedef enum {
  PENTO_ERROR_BOARD,     /* malformed or unusable board */
  PENTO_ERROR_RULES,     /* malformed mirrored set or rules */
  PENTO_ERROR_PARSE,     /* malformed packing text */
  PENTO_ERROR_INVALID,   /* a packing that breaks the rules */
  PENTO_ERROR_CANCELLED, /* a search stopped by its PentoCancel */
  PENTO_ERROR_NOT_TEXT,  /* an input file with a NUL byte */
} PentoError;

GQuark      pento_error_quark         (void);
/* The character at @p for an error message, whole: a UTF-8 character as it is (“é”, never
 * half of it), "U+0000" style for a control character, "\\xE9" style for a byte that is not
 * UTF-8. Written into @buf, which is returned. */
const char *pento_error_describe_char (const char *p,
                                       char        buf[16]);

G_END_DECLS
