/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-test-lines.h: a text split at its newlines, as g_strsplit (text, "\n", -1) would, in
 * one pass. g_strsplit() looks for each newline with strstr(), and AddressSanitizer's strstr()
 * measures the whole rest of the text every time: a listing of megabytes then took minutes
 * to split under the sanitizer.
 */
#pragma once

#include <string.h>

#include <glib.h>

static inline char **
pento_test_split_lines (const char *text)
{
  GPtrArray *lines = g_ptr_array_new ();
  const char *end;

  for (; (end = strchr (text, '\n')) != NULL; text = end + 1)
    g_ptr_array_add (lines, g_strndup (text, end - text));
  g_ptr_array_add (lines, g_strdup (text));
  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (lines, FALSE);
}
