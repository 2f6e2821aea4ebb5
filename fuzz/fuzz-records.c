/* SPDX-License-Identifier: GPL-3.0-or-later
 * fuzz-records.c: libFuzzer harness for the records' reader — any text either gives records
 * whose text reads back to the same records (and is written the same again: the app never
 * writes what it refuses at the next start), or a refusal in whole characters that names its
 * place.
 */
#include "pento-fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = pento_fuzz_text (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoRecords) records = NULL;

  if (text == NULL)
    return 0;
  records = pento_records_new_from_text (text, &error);
  if (records != NULL)
    {
      g_autofree char *again = pento_records_to_text (records);
      g_autoptr(GError) again_error = NULL;
      g_autoptr(PentoRecords) copy = pento_records_new_from_text (again, &again_error);
      g_autofree char *third = NULL;

      g_assert_no_error (again_error);
      g_assert_nonnull (copy);
      third = pento_records_to_text (copy);
      g_assert_cmpstr (third, ==, again);
      {
        g_autoptr(GPtrArray) a = pento_records_list (records);
        g_autoptr(GPtrArray) b = pento_records_list (copy);

        g_assert_cmpuint (a->len, ==, b->len);
        for (guint i = 0; i < a->len; i++)
          {
            const PentoPuzzleRecords *x = g_ptr_array_index (a, i), *y = g_ptr_array_index (b, i);

            g_assert_true (pento_puzzle_id_equal (&x->id, &y->id));
            g_assert_cmpuint (x->finished, ==, y->finished);
            g_assert_cmpmem (x->best, sizeof x->best, y->best, sizeof y->best);
          }
      }
      g_assert_cmpuint (pento_records_get_best_streak (records), ==,
                        pento_records_get_best_streak (copy));
    }
  else
    {
      /* a newer version's records are refused whole, anything else at its place */
      if (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_VERSION))
        return 0;
      g_assert_error (error, PENTO_ERROR, PENTO_ERROR_PARSE);
      /* a text that is not UTF-8 is refused whole; anything else at its place */
      pento_fuzz_check_message (error, g_utf8_validate (text, -1, NULL));
    }
  return 0;
}
