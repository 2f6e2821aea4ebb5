/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-packing-total.c: see pento-packing-total.h.
 */
#include "common/pento-cancel-link.h"
#include "scores/pento-packing-total.h"

/* Beyond one word of cells a count is minutes, not a moment. */
#define MAX_CELLS 64

typedef struct {
  PentoPuzzleId id;
  PentoBoard   *board;
  guint64       total;
} Count;

/* Counts known, by the puzzle's words (main thread only). */
static GHashTable *known;

static char *
key_of (const PentoPuzzleId *id)
{
  g_autofree char *set = pento_puzzle_id_format_set (id);
  char rules[16];

  pento_puzzle_id_format_rules (id, rules);
  return g_strdup_printf ("%s %s %s", id->board, set, rules);
}

static void
count_free (gpointer data)
{
  Count *count = data;

  g_clear_pointer (&count->board, pento_board_unref);
  g_free (count);
}

PentoBoard *
pento_packing_total_board (const PentoSolution *packing,
                           const char          *name)
{
  g_autoptr(GString) mask = g_string_new (NULL);
  g_autoptr(PentoBoard) board = NULL;

  g_return_val_if_fail (packing != NULL && name != NULL, NULL);

  for (guint y = 0; y < packing->height; y++)
    {
      for (guint x = 0; x < packing->width; x++)
        g_string_append_c (mask, pento_solution_get (packing, x, y) == '.' ? '.' : '#');
      g_string_append_c (mask, '\n');
    }
  board = pento_board_new_from_text_for_set (mask->str, PENTO_BOARD_ANY_SET, NULL);
  return board != NULL ? pento_board_new_renamed (board, name) : NULL;
}

void
pento_packing_total_rules (const PentoPuzzleId *id,
                           PentoRules          *rules)
{
  g_return_if_fail (id != NULL && rules != NULL);

  pento_rules_init_default (rules);
  rules->pieces = id->pieces;
  rules->flip = id->flip;
  rules->mirror = id->mirror;
}

gboolean
pento_packing_total_lookup (const PentoPuzzleId *id,
                            guint64             *out_total)
{
  g_autofree char *key = key_of (id);
  gpointer value;

  if (known == NULL || !g_hash_table_lookup_extended (known, key, NULL, &value))
    return FALSE;
  *out_total = *(guint64 *) value;
  return TRUE;
}

static void
count_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Count *count = task_data;
  g_auto(PentoCancelLink) link = { 0 };
  g_autoptr(PentoPuzzle) puzzle = NULL;
  PentoRules rules;
  guint64 total = 0, unique = 0;
  GError *error = NULL;

  pento_cancel_link_init (&link, cancellable);
  pento_packing_total_rules (&count->id, &rules);
  puzzle = pento_puzzle_new (count->board, &rules, &error);
  if (puzzle == NULL || !pento_puzzle_count (puzzle, 1, &link.cancel, &total, &unique, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  count->total = unique;
  g_task_return_boolean (task, TRUE);
}

void
pento_packing_total_count (const PentoPuzzleId *id,
                           PentoBoard          *board,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  Count *count = g_new0 (Count, 1);

  count->id = *id;
  count->board = pento_board_ref (board);
  g_task_set_task_data (task, count, count_free);
  g_task_set_name (task, "[pentomino] count a collection's packings");
  g_task_set_return_on_cancel (task, FALSE);
  if (pento_board_get_n_cells (board) > MAX_CELLS)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               "too large to count at once");
      return;
    }
  g_task_run_in_thread (task, count_in_thread);
}

gboolean
pento_packing_total_finish (GAsyncResult *result,
                            guint64      *out_total)
{
  Count *count = g_task_get_task_data (G_TASK (result));
  guint64 *value;

  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return FALSE;
  if (known == NULL)
    known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  value = g_new (guint64, 1);
  *value = count->total;
  g_hash_table_replace (known, key_of (&count->id), value);
  *out_total = count->total;
  return TRUE;
}
