/* SPDX-License-Identifier: GPL-3.0-or-later
 * fuzz-code.c: libFuzzer harness for the challenge code reader — any text either names a
 * challenge whose code, written back, reads as the same challenge (in any case, and written
 * the same again), whose rung its set packs at the level asked, or is refused by a sentence in
 * whole characters that shows the code escaped.
 */
#include "pento-fuzz.h"

/* What @text reads as: TRUE and @spec, or FALSE and a checked refusal. */
static gboolean
read_code (const char         *text,
           PentoChallengeSpec *spec)
{
  g_autoptr(GError) error = NULL;

  memset (spec, 0, sizeof *spec);
  if (pento_challenge_spec_from_code (text, spec, &error))
    {
      g_assert_no_error (error);
      return TRUE;
    }
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_PARSE);
  pento_fuzz_check_message (error, FALSE);
  return FALSE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = pento_fuzz_text (data, size);
  g_autofree char *upper = NULL, *code = NULL, *again = NULL;
  PentoChallengeSpec spec, back, folded;
  gboolean ok;

  if (text == NULL)
    return 0;
  ok = read_code (text, &spec);
  /* any case reads alike */
  upper = g_ascii_strup (text, -1);
  g_assert_cmpint (read_code (upper, &folded), ==, ok);
  if (!ok)
    return 0;
  g_assert_true (memcmp (&folded, &spec, sizeof spec) == 0);

  /* the canonical code names the same puzzle, and is its own canonical form */
  code = pento_challenge_spec_to_code (&spec);
  g_assert_true (read_code (code, &back));
  g_assert_true (memcmp (&back, &spec, sizeof spec) == 0);
  again = pento_challenge_spec_to_code (&back);
  g_assert_cmpstr (again, ==, code);

  /* what it names can be made: a board a challenge takes, a set that packs the rung and
   * reaches the level (generation would never end otherwise) */
  g_assert_cmpint (spec.level, <, PENTO_N_LEVELS);
  if (spec.kind == PENTO_CHALLENGE_LADDER)
    {
      guint rung = (guint) g_ascii_strtoull (spec.board, NULL, 10);
      PentoLevel top;

      g_assert_cmpuint (rung, >=, 3);
      g_assert_cmpuint (rung, <=, 12);
      g_assert_cmpint (spec.level, <=, pento_challenge_ladder_top_level (rung));
      if (spec.pieces != PENTO_PIECE_SET_DEFAULT)
        {
          g_assert_true (pento_challenge_ladder_set_top_level (spec.pieces, &top));
          g_assert_cmpuint (pento_piece_set_n_pieces (spec.pieces), ==, rung);
          g_assert_cmpint (spec.level, <=, top);
        }
    }
  else
    g_assert_cmphex (spec.pieces, ==, PENTO_PIECE_SET_DEFAULT);
  return 0;
}
