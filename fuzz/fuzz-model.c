/* SPDX-License-Identifier: GPL-3.0-or-later
 * fuzz-model.c: libFuzzer harness for --decode-model's reader — a SAT solver's answer for
 * 20×3 is either refused in words or gives packings that are all valid packings of 20×3.
 */
#include "pento-fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static PentoBoard *board;
  g_autofree char *text = pento_fuzz_text (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) packings = NULL;
  PentoDimacsStatus status;
  PentoRules rules;

  if (text == NULL)
    return 0;
  if (board == NULL)
    board = pento_board_new_preset ("20x3", NULL);
  pento_rules_init_default (&rules);
  if (!pento_dimacs_decode (text, board, &rules, NULL, &status, &packings, &error))
    {
      pento_fuzz_check_message (error, FALSE);
      return 0;
    }
  for (guint i = 0; packings != NULL && i < packings->len; i++)
    {
      g_autoptr(GError) invalid = NULL;

      g_assert_true (pento_solution_validate (packings->pdata[i], board, &rules, &invalid));
    }
  return 0;
}
