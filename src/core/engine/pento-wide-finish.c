/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-finish.c: the boundary count's second step past 64 cells (the first is
 * pento-wide-boundary.c): once every task has been counted, the distinct states reached at
 * the boundary are sorted and counted once each, by the threads in turn, each count
 * multiplied by the state's weights; and the figures of that step while it runs.
 */
#include "pento-wide-state.h"

#include <stdlib.h>                    /* qsort() */

#include "pento-pages.h"

#define FINISH_CHUNK 256               /* states a thread takes at a time */

gdouble
pento_wide_counts_fraction (PentoWideCounts *counts)
{
  PentoWideReach *reach;
  gsize done;

  if (counts == NULL || counts->reach == NULL)
    return -1.0;
  reach = counts->reach;
  if (!reach->sorted)
    return 0.0;
  done = (gsize) g_atomic_int_get (&reach->next_chunk) * FINISH_CHUNK;
  return reach->used ? MIN (done, reach->used) / (gdouble) reach->used : 1.0;
}

typedef struct {
  PentoWideCounts   *counts;
  const PentoPuzzle *puzzle;
  gboolean         (*poll) (gpointer ctx);
  gpointer           ctx;
  GMutex             mutex;
  guint64            nodes, total, unique;
  gboolean           stopped;
} Finish;

/* One thread's share of the second step: chunks of the sorted states, until none is left. */
static void
finish_run (Finish   *f,
            gboolean (*poll) (gpointer ctx),
            gpointer   ctx)
{
  const PentoPuzzle *puzzle = f->puzzle;
  PentoWideReach *table = f->counts->reach;
  PentoWideState *s = pento_wide_state_new (puzzle);
  gsize n_slots = table->used;
  guint64 total = 0, unique = 0;

  pento_wide_memo_attach (s, f->counts->memo, TRUE);
  s->poll = poll;
  s->ctx = ctx;
  while (!s->stopped)
    {
      gsize start = (gsize) g_atomic_int_add (&table->next_chunk, 1) * FINISH_CHUNK;
      guint64 chunk_total = 0, chunk_unique = 0, chunk_start = s->nodes;

      if (start >= n_slots)
        break;
      for (gsize i = start; i < MIN (start + FINISH_CHUNK, n_slots) && !s->stopped; i++)
        {
          const PentoWideReachEntry *e = &table->slots[i];
          guint64 count = pento_wide_reach_count (s, table, e);

          chunk_total += count * e->w_total;
          chunk_unique += count * e->w_unique;
        }
      total += chunk_total;
      unique += chunk_unique;
      /* (for the progress reports meanwhile: pento_wide_counts_running()) */
      __atomic_fetch_add (&table->running_total, chunk_total, __ATOMIC_RELAXED);
      __atomic_fetch_add (&table->running_unique, chunk_unique, __ATOMIC_RELAXED);
      __atomic_fetch_add (&table->running_nodes, s->nodes - chunk_start, __ATOMIC_RELAXED);
    }
  g_mutex_lock (&f->mutex);
  f->nodes += s->nodes;
  f->total += total;
  f->unique += unique;
  f->stopped |= s->stopped;
  g_mutex_unlock (&f->mutex);
  pento_wide_state_free (s);
}

static int
reach_compare (const void *a,
               const void *b)
{
  const PentoWideReachEntry *x = a, *y = b;

  if (x->key_hi != y->key_hi)
    return x->key_hi < y->key_hi ? -1 : 1;
  return x->key_lo < y->key_lo ? -1 : x->key_lo > y->key_lo;
}

/* The states in the order of their keys, pieces left first, so that the states under them
 * come back while the memo still has them: put in runs by their top 16 bits, then each run
 * sorted. Into a second table where the memory budget has room for one; else in place, which
 * is slower: the entries moved to the front, each swapped straight into its run. */
static void
reach_sort (PentoWideReach *table)
{
  PentoWideReachEntry *a = table->slots, *sorted;
  gsize n_slots = (gsize) 1 << table->bits, used = table->used;
  gsize bytes = sizeof (PentoWideReachEntry) * MAX (used, 1);
  g_autofree gsize *start = g_new0 (gsize, 65536 + 1);
  g_autofree gsize *next = NULL;

  for (gsize i = 0; i < n_slots; i++)
    if (a[i].w_total)
      start[(a[i].key_hi >> 48) + 1]++;
  for (guint k = 0; k < 65536; k++)
    start[k + 1] += start[k];
  next = g_memdup2 (start, 65536 * sizeof (gsize));
  if (pento_pages_reserve (bytes))
    {
      sorted = g_new (PentoWideReachEntry, MAX (used, 1));
      for (gsize i = 0; i < n_slots; i++)
        if (a[i].w_total)
          sorted[next[a[i].key_hi >> 48]++] = a[i];
      g_free (a);
      pento_pages_release (table->bytes);
    }
  else
    {
      gsize j = 0;

      for (gsize i = 0; i < n_slots; i++)
        if (a[i].w_total)
          a[j++] = a[i];
      for (guint k = 0; k < 65536; k++)
        while (next[k] < start[k + 1])
          {
            PentoWideReachEntry e = a[next[k]];
            guint run = e.key_hi >> 48;

            /* each entry swapped into its run's next place, until one of run k comes back */
            while (run != k)
              {
                PentoWideReachEntry out = a[next[run]];

                a[next[run]++] = e;
                e = out;
                run = e.key_hi >> 48;
              }
            a[next[k]++] = e;
          }
      sorted = g_renew (PentoWideReachEntry, a, MAX (used, 1));
      pento_pages_release (table->bytes);
      pento_pages_charge (bytes);
    }
  for (guint k = 0; k < 65536; k++)
    if (start[k + 1] - start[k] > 1)
      qsort (sorted + start[k], start[k + 1] - start[k], sizeof (PentoWideReachEntry),
             reach_compare);
  table->slots = sorted;
  table->bytes = bytes;
  table->sorted = TRUE;
}

static gpointer
finish_thread (gpointer data)
{
  Finish *f = data;

  finish_run (f, f->poll, f->ctx);
  return NULL;
}

gboolean
pento_wide_counts_finish (PentoWideCounts   *counts,
                          const PentoPuzzle *puzzle,
                          guint              n_threads,
                          gboolean         (*poll) (gpointer ctx),
                          gpointer           ctx,
                          gboolean         (*thread_poll) (gpointer ctx),
                          gpointer           thread_ctx,
                          guint64           *nodes,
                          guint64           *total,
                          guint64           *unique)
{
  Finish f = { .counts = counts, .puzzle = puzzle, .poll = thread_poll, .ctx = thread_ctx };
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  PentoWideReach *reach;

  if (counts == NULL || counts->reach == NULL || counts->reach->slots == NULL)
    return TRUE;
  reach = counts->reach;
  __atomic_store_n (&reach->running_total, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&reach->running_unique, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&reach->running_nodes, 0, __ATOMIC_RELAXED);
  reach_sort (reach);
  g_mutex_init (&f.mutex);
  for (guint i = 1; i < n_threads; i++)
    g_ptr_array_add (threads, g_thread_new ("pento-count", finish_thread, &f));
  finish_run (&f, poll, ctx);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (threads->pdata[i]);
  g_mutex_clear (&f.mutex);
  /* from here the packings are in @total: not running any more */
  __atomic_store_n (&reach->running_total, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&reach->running_unique, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&reach->running_nodes, 0, __ATOMIC_RELAXED);
  *nodes += f.nodes;
  *total += f.total;
  *unique += f.unique;
  return !f.stopped;
}

void
pento_wide_counts_running (PentoWideCounts *counts,
                           guint64         *nodes,
                           guint64         *total,
                           guint64         *unique)
{
  PentoWideReach *reach = counts != NULL ? counts->reach : NULL;

  *nodes = reach != NULL ? __atomic_load_n (&reach->running_nodes, __ATOMIC_RELAXED) : 0;
  *total = reach != NULL ? __atomic_load_n (&reach->running_total, __ATOMIC_RELAXED) : 0;
  *unique = reach != NULL ? __atomic_load_n (&reach->running_unique, __ATOMIC_RELAXED) : 0;
}
