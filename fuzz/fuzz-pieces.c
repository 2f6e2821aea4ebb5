/* SPDX-License-Identifier: GPL-3.0-or-later
 * fuzz-pieces.c: libFuzzer harness for the piece set's text — the input as a set (--pieces)
 * and as a file that may name its set ("; pieces: SET"): a set read writes back to text that
 * reads as the same set, in a word and in a comment line, or the refusal is a sentence in
 * whole characters (with its line, in a file).
 */
#include "pento-fuzz.h"

static void
check_round_trip (PentoPieceSet set)
{
  g_autofree char *word = pento_piece_set_to_string (set);
  g_autofree char *comment = pento_piece_set_to_comment (set);
  g_autoptr(GError) error = NULL;
  PentoPieceSet back = 0;
  guint line = 0;

  g_assert_true (pento_piece_set_parse (word, &back, &error));
  g_assert_no_error (error);
  /* the default set and the twelve are one set, written alike */
  g_assert_cmphex (pento_piece_set_resolve (back, 60), ==, pento_piece_set_resolve (set, 60));
  g_assert_true (pento_piece_set_find_in_text (comment, &back, &line, &error));
  g_assert_no_error (error);
  g_assert_cmphex (pento_piece_set_resolve (back, 60), ==, pento_piece_set_resolve (set, 60));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = pento_fuzz_text (data, size);
  g_autoptr(GError) error = NULL;
  PentoPieceSet set = 0;
  guint line = 0;

  if (text == NULL)
    return 0;

  /* a word, as --pieces and a ladder's code take it */
  if (size <= 256)
    {
      if (pento_piece_set_parse (text, &set, &error))
        check_round_trip (set);
      else
        pento_fuzz_check_message (error, FALSE);
      g_clear_error (&error);
    }

  /* a file that may name its set */
  if (pento_piece_set_find_in_text (text, &set, &line, &error))
    {
      if (set != PENTO_PIECE_SET_DEFAULT)
        check_round_trip (set);
    }
  else
    {
      pento_fuzz_check_message (error, FALSE);
      g_assert_cmpuint (line, >=, 1);
    }
  return 0;
}
