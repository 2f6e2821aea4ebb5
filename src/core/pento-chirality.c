/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality.c: no-flip counts for all 64 mirrored sets, one puzzle per set, over a
 * pool of threads.
 */
#include "pento-chirality.h"

#include "engine/pento-engine.h"

typedef struct {
  PentoBoard        *board;
  PentoCancel       *cancel;
  PentoChiralityRow *rows;
  gint               next;
  GAsyncQueue       *done;            /* row indices, +1 (0 cannot be queued) */
} Table;

static gpointer
table_thread (gpointer data)
{
  Table *table = data;

  for (;;)
    {
      gint m = g_atomic_int_add (&table->next, 1);
      g_autoptr(PentoPuzzle) puzzle = NULL;
      PentoRules rules;

      if (m >= PENTO_N_MIRROR_SETS || pento_cancel_is_cancelled (table->cancel))
        break;
      pento_rules_init_default (&rules);
      rules.flip = FALSE;
      rules.mirror = m;
      puzzle = pento_puzzle_new (table->board, &rules, NULL);
      table->rows[m].mirror = m;
      if (puzzle == NULL || !pento_puzzle_count (puzzle, 1, table->cancel,
                                                 &table->rows[m].total,
                                                 &table->rows[m].unique, NULL))
        break;
      g_async_queue_push (table->done, GINT_TO_POINTER (m + 1));
    }
  g_async_queue_push (table->done, GINT_TO_POINTER (-1));
  return NULL;
}

gboolean
pento_chirality_table (PentoBoard         *board,
                       guint               n_threads,
                       PentoCancel        *cancel,
                       PentoChiralityFunc  row_func,
                       gpointer            user_data,
                       PentoChiralityRow   rows[PENTO_N_MIRROR_SETS],
                       GError            **error)
{
  PentoCancel own_cancel = PENTO_CANCEL_INIT;
  GThread *threads[64];
  Table table = { 0 };
  guint running;

  g_return_val_if_fail (board != NULL && rows != NULL, FALSE);

  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, G_N_ELEMENTS (threads));
  if (cancel == NULL)
    cancel = &own_cancel;

  table.board = board;
  table.cancel = cancel;
  table.rows = rows;
  table.done = g_async_queue_new ();

  for (guint i = 0; i < n_threads; i++)
    threads[i] = g_thread_new ("pento-chirality", table_thread, &table);

  for (running = n_threads; running > 0;)
    {
      gint v = GPOINTER_TO_INT (g_async_queue_pop (table.done));

      if (v < 0)
        running--;
      else if (row_func)
        row_func (&rows[v - 1], user_data);
    }
  for (guint i = 0; i < n_threads; i++)
    g_thread_join (threads[i]);
  g_async_queue_unref (table.done);

  return !pento_cancel_set_error_if_cancelled (cancel, error);
}
