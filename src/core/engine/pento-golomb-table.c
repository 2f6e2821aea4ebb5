/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-golomb-table.c: the transposition table of Golomb's game. Every entry holds its whole
 * key, so a look-up never answers for another position; buckets of four, the entry that took
 * least work pushed out; stripes of locks when threads share it.
 */
#include "pento-golomb-table.h"

#include "pento-pages.h"

#define BUCKET     4
#define N_LOCKS    4096

typedef struct {
  guint64 w0;
  guint64 w1;
  guint32 pieces;
  guint32 info;                        /* 0: empty; else 1 | win << 1 | work << 2 */
} Entry;

struct _GolombTable {
  Entry  *entries;                     /* in pages of its own: no byte written until used */
  gsize   bytes;
  gboolean mapped;
  guint64 mask;                        /* buckets - 1 */
  GMutex *locks;                       /* NULL: one thread */
};

GolombTable *
golomb_table_new (gsize    bytes,
                  gboolean shared)
{
  GolombTable *table = g_new0 (GolombTable, 1);
  guint64 buckets = 1;

  while (buckets * 2 * BUCKET * sizeof (Entry) <= bytes)
    buckets *= 2;
  table->bytes = buckets * BUCKET * sizeof (Entry);
  table->entries = pento_pages_alloc (table->bytes, TRUE, &table->mapped);
  table->mask = buckets - 1;
  if (shared)
    {
      table->locks = g_new (GMutex, N_LOCKS);
      for (guint i = 0; i < N_LOCKS; i++)
        g_mutex_init (&table->locks[i]);
    }
  return table;
}

void
golomb_table_free (GolombTable *table)
{
  if (table == NULL)
    return;
  if (table->locks != NULL)
    {
      for (guint i = 0; i < N_LOCKS; i++)
        g_mutex_clear (&table->locks[i]);
      g_free (table->locks);
    }
  pento_pages_free (table->entries, table->bytes, table->mapped);
  g_free (table);
}

static inline guint64
hash_key (const GolombBits *cells,
          guint32           pieces)
{
  guint64 h = cells->w[0] * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  h ^= (cells->w[1] + pieces) * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
  h ^= h >> 29;
  h *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  h ^= h >> 32;
  return h;
}

gboolean
golomb_table_lookup (GolombTable      *table,
                     const GolombBits *cells,
                     guint32           pieces,
                     gboolean         *out_win)
{
  guint64 bucket = hash_key (cells, pieces) & table->mask;
  Entry *e = &table->entries[bucket * BUCKET];
  gboolean found = FALSE;

  if (table->locks != NULL)
    g_mutex_lock (&table->locks[bucket % N_LOCKS]);
  for (guint i = 0; i < BUCKET; i++)
    if (e[i].info != 0 && e[i].w0 == cells->w[0] && e[i].w1 == cells->w[1] &&
        e[i].pieces == pieces)
      {
        *out_win = (e[i].info >> 1) & 1;
        found = TRUE;
        break;
      }
  if (table->locks != NULL)
    g_mutex_unlock (&table->locks[bucket % N_LOCKS]);
  return found;
}

void
golomb_table_store (GolombTable      *table,
                    const GolombBits *cells,
                    guint32           pieces,
                    gboolean          win,
                    guint64           work)
{
  guint64 bucket = hash_key (cells, pieces) & table->mask;
  Entry *e = &table->entries[bucket * BUCKET];
  guint32 level = (guint32) MIN (work, (guint64) G_MAXUINT32 >> 2);
  guint victim = 0;

  if (table->locks != NULL)
    g_mutex_lock (&table->locks[bucket % N_LOCKS]);
  for (guint i = 0; i < BUCKET; i++)
    {
      if (e[i].info == 0 ||
          (e[i].w0 == cells->w[0] && e[i].w1 == cells->w[1] && e[i].pieces == pieces))
        {
          victim = i;
          break;
        }
      if ((e[i].info >> 2) < (e[victim].info >> 2))
        victim = i;
    }
  e[victim].w0 = cells->w[0];
  e[victim].w1 = cells->w[1];
  e[victim].pieces = pieces;
  e[victim].info = 1 | (win ? 2 : 0) | (level << 2);
  if (table->locks != NULL)
    g_mutex_unlock (&table->locks[bucket % N_LOCKS]);
}
