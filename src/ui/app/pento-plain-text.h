/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-plain-text.h: text from files and D-Bus made safe for a label or a toast — whole
 * characters, control characters shown escaped, bounded in length, never read as markup.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The longest text a toast or the status line shows, in characters. */
#define PENTO_PLAIN_TEXT_MAX 240

/* @text as a person can read it in one label: invalid UTF-8 replaced, control characters
 * written as "\x1b", and at most @max_chars characters — a longer text keeps its start and
 * its end (a path keeps its file name) around a "…". */
char     *pento_plain_text          (const char *text,
                                     guint       max_chars);
/* A toast showing @text as plain text (libadwaita 1.2 reads toast titles as markup). */
AdwToast *pento_plain_toast_new     (const char *text);

G_END_DECLS
