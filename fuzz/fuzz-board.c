/* SPDX-License-Identifier: GPL-3.0-or-later
 * fuzz-board.c: libFuzzer harness for the board mask reader — a board whose text reads back
 * as the same board, or a refusal that names its place in whole UTF-8 characters.
 */
#include "pento-fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = pento_fuzz_text (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoBoard) board = NULL;

  if (text == NULL)
    return 0;
  board = pento_board_new_from_text (text, &error);
  if (board != NULL)
    {
      g_autofree char *again = pento_board_to_text (board);
      g_autoptr(GError) again_error = NULL;
      g_autoptr(PentoBoard) copy = pento_board_new_from_text (again, &again_error);

      g_assert_no_error (again_error);
      g_assert_true (pento_board_equal (copy, board));
    }
  else
    pento_fuzz_check_refusal (error);
  return 0;
}
