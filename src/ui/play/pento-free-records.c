/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-free-records.c: see pento-free-records.h.
 */
#include <glib/gi18n.h>

#include "play/pento-free-records.h"
#include "common/pento-ui-util.h"

gboolean
pento_free_records_file (PentoRecordsStore *store,
                         PentoGame         *game,
                         PentoFinish        finish,
                         gboolean           with_time,
                         gboolean          *out_new,
                         guint             *out_found)
{
  PentoRecords *records = store != NULL ? pento_records_store_get (store) : NULL;
  PentoBoard *board = pento_game_get_board (game);
  g_autoptr(PentoSolution) packing = NULL;

  g_return_val_if_fail (PENTO_IS_GAME (game) && out_new != NULL && out_found != NULL, FALSE);

  if (records == NULL)
    return FALSE;
  packing = pento_position_to_solution (pento_game_get_position (game));
  if (with_time)
    {
      PentoPuzzleId id;
      GDate today;

      g_date_clear (&today, 1);
      g_date_set_time_t (&today, time (NULL));
      pento_puzzle_id_for_free (&id, pento_board_get_name (board), pento_game_get_rules (game));
      pento_records_finish (records, &id, finish,
                            (guint64) (pento_game_get_elapsed (game) * 1000), &today);
    }
  *out_new = pento_records_collect (records, board, pento_game_get_rules (game), packing,
                                    out_found);
  pento_records_store_save (store);
  return TRUE;
}

char *
pento_free_records_sentence (gboolean is_new,
                             guint    found,
                             guint64  total)
{
  g_autofree char *n = NULL, *of = NULL;

  if (!is_new)
    return g_strdup (_("You found this packing before."));
  n = pento_format_count (found);
  if (total == 0)
    /* Translators: the packings of this board found in free games, the new one counted */
    return g_strdup_printf (_("A new packing: %s found."), n);
  of = pento_format_count (total);
  /* Translators: "A new packing: 4 of 2,339 found." — of the board's packings up to
   * symmetry */
  return g_strdup_printf (_("A new packing: %s of %s found."), n, of);
}
