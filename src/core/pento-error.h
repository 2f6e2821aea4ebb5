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
  PENTO_ERROR_VERSION,   /* a file written by a newer version */
} PentoError;

GQuark      pento_error_quark         (void);
/* Whether @c would hide or disguise what is said if written as it is: a control character
 * (C0, DEL, C1), a line or paragraph separator, an invisible mark (zero-width spaces and
 * joiners, the byte-order mark) or a direction mark, embedding, override or isolate. The one
 * rule the window, the command line and the error messages escape by. */
gboolean    pento_error_char_is_hidden (gunichar   c);
/* Appends @c to @out as a person may see it on a terminal or in a label: a hidden character
 * (above) as "\x1b" (controls) or "\u202e" (the others), any other as it is. */
void        pento_error_append_char   (GString    *out,
                                       gunichar    c);
/* @text with every hidden character written as pento_error_append_char() does and every byte
 * that is not UTF-8 as "\xff": safe to print whole, whatever an argument or a file held.
 * Free with g_free(). */
char       *pento_error_escape_hidden (const char *text);
/* The character at @p for an error message, whole: a UTF-8 character as it is (“é”, never
 * half of it), "U+0000" style for a hidden character (above: a control or a direction
 * override), "\\xE9" style for a byte that is not UTF-8. Written into @buf, which is returned. */
const char *pento_error_describe_char (const char *p,
                                       char        buf[16]);
/* At most @max_chars characters of @text for an error message, each as
 * pento_error_describe_char() shows it (control characters escaped, bytes that are not UTF-8
 * as "\\xE9"), with "…" where the text was longer. Free with g_free(). */
char       *pento_error_escape_text   (const char *text,
                                       guint       max_chars);

/* The one way a refusal names its place, compiler style, so that editors can jump to it:
 * "path:line:column: message" — "line:column: message" for a text without a file,
 * "path:line: message" without a column, "path: message" without a line. Lines and columns
 * count from 1, columns in characters (not bytes). Puts the place in front of @error's
 * message (nothing for a NULL error). With only @path (line 0), a message that already
 * starts with a place ("3:7: …", from a text reader) becomes "path:3:7: …". */
void        pento_error_prefix_place  (GError     **error,
                                       const char  *path,
                                       guint        line,
                                       guint        column);
/* Reads the place back from a message in that form ("pos.txt:3:7: …" or "3:7: …", the file
 * name given as @path or NULL): its line, its column (0: none) and the problem after it.
 * FALSE when the message names no line. */
gboolean    pento_error_split_place   (const char  *message,
                                       const char  *path,
                                       guint       *out_line,
                                       guint       *out_column,
                                       const char **out_problem);

G_END_DECLS
