/* SPDX-License-Identifier: GPL-3.0-or-later
 * fuzz-game.c: libFuzzer harness for the game file's reader — any bytes, read as a saved game
 * under both rules, either give a game whose text reads back to the same position, clock,
 * hints and history (within the bound), or a refusal that names its place in whole
 * characters; a history that cannot be read leaves a note with its place.
 */
#include "pento-fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = pento_fuzz_text (data, size);

  for (guint flip = 0; flip < 2 && text != NULL; flip++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PentoGameFile) file = NULL;
      PentoRules rules;

      pento_rules_init_default (&rules);
      rules.flip = flip;
      file = pento_game_file_read (text, -1, "game.txt", &rules, &error);
      if (file != NULL)
        {
          g_autofree char *again = pento_game_file_to_text (file, &rules);
          g_autoptr(GError) again_error = NULL;
          g_autoptr(PentoGameFile) copy = pento_game_file_read (again, -1, "game.txt", &rules,
                                                                &again_error);

          g_assert_no_error (again_error);
          g_assert_true (pento_position_equal (copy->position, file->position));
          g_assert_cmpuint (copy->hints_used, ==, file->hints_used);
          g_assert_cmpfloat (ABS (copy->elapsed - file->elapsed), <, 0.001);
          g_assert_null (copy->history_note);
          g_assert_cmpuint (copy->undo->len, <=, MIN (file->undo->len,
                                                       PENTO_GAME_FILE_MAX_MOVES));
          g_assert_cmpuint (copy->redo->len, <=, MIN (file->redo->len,
                                                       PENTO_GAME_FILE_MAX_MOVES));
          if (file->history_note != NULL)
            g_assert_true (pento_error_split_place (file->history_note, "game.txt", NULL, NULL,
                                                    NULL));
        }
      else
        {
          g_assert_true (g_str_has_prefix (error->message, "game.txt:"));
          pento_fuzz_check_message (error, FALSE);
        }
    }
  return 0;
}
