/* SPDX-License-Identifier: GPL-3.0-or-later
 * fuzz-position.c: libFuzzer harness for the position reader — any bytes, read as a position
 * under both rules, either give a position whose text reads back the same, or a refusal that
 * names its place in whole UTF-8 characters.
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
      g_autoptr(PentoPosition) position = NULL;
      PentoRules rules;

      pento_rules_init_default (&rules);
      rules.flip = flip;
      position = pento_position_new_from_text (text, &rules, &error);
      if (position != NULL)
        {
          g_autofree char *again = pento_position_to_text (position);
          g_autoptr(GError) again_error = NULL;
          g_autoptr(PentoPosition) copy = pento_position_new_from_text (again, &rules,
                                                                        &again_error);

          g_assert_no_error (again_error);
          g_assert_true (pento_position_equal (copy, position));
        }
      else
        pento_fuzz_check_refusal (error);
    }
  return 0;
}
