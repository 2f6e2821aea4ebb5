/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-fuzz.h: what every libFuzzer harness of the readers shares — the input as text, and
 * the check that a refusal is a sentence a person can read, with its place.
 */
#pragma once

#include <stdint.h>
#include <string.h>

#include "pento-core.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* The input as the readers get it from a file: at most 64 KiB, no NUL byte (the file
 * readers refuse those before parsing); NULL for anything else. */
static inline char *
pento_fuzz_text (const uint8_t *data,
                 size_t         size)
{
  if (size > 64 * 1024 || memchr (data, '\0', size) != NULL)
    return NULL;
  return g_strndup ((const char *) data, size);
}

/* A refusal: whole UTF-8 characters, no control character or direction override written raw
 * (pento_error_char_is_hidden()), and (with @needs_place) its place first, "line:column: ". */
static inline void
pento_fuzz_check_message (const GError *error,
                          gboolean      needs_place)
{
  guint line = 0, column = 0;

  g_assert_nonnull (error);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  for (const char *p = error->message; *p != '\0'; p = g_utf8_next_char (p))
    g_assert_false (pento_error_char_is_hidden (g_utf8_get_char (p)));
  if (needs_place)
    {
      g_assert_true (pento_error_split_place (error->message, NULL, &line, &column, NULL));
      g_assert_cmpuint (line, >=, 1);
      g_assert_cmpuint (column, >=, 1);
    }
}

static inline void
pento_fuzz_check_refusal (const GError *error)
{
  pento_fuzz_check_message (error, TRUE);
}
