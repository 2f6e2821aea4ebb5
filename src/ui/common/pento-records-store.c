/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-records-store.c: the records read on a worker, held once, saved through one writer.
 */
#include <glib/gi18n.h>

#include "common/pento-data-file.h"
#include "common/pento-records-store.h"

struct _PentoRecordsStore
{
  GObject       parent_instance;

  PentoRecords *records;  /* NULL while they are read */
  guint         serial;   /* bumped by every read: an older read never lands */
  gboolean      blocked;  /* a damaged file could not be kept aside: write nothing over it */
};

G_DEFINE_FINAL_TYPE (PentoRecordsStore, pento_records_store, G_TYPE_OBJECT)

enum { CHANGED, MESSAGE, N_SIGNALS };
static guint signals[N_SIGNALS];

typedef struct {
  GWeakRef      store;
  guint         serial;
  PentoRecords *records;
  char         *aside;
  char         *problem;
} Read;

static void
read_free (Read *read)
{
  g_weak_ref_clear (&read->store);
  g_clear_pointer (&read->records, pento_records_free);
  g_free (read->aside);
  g_free (read->problem);
  g_free (read);
}

/* Worker thread: the core's reader, bounded, regular files only, a damaged file kept aside. */
static void
read_in_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Read *read = task_data;
  g_autofree char *path = pento_records_get_path ();
  GError *error = NULL;

  pento_data_file_remove_leftovers (path);
  read->records = pento_records_load (path, &read->aside, &read->problem, &error);
  if (read->records == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Read *read = g_task_get_task_data (G_TASK (result));
  g_autoptr(PentoRecordsStore) self = g_weak_ref_get (&read->store);
  g_autoptr(GError) error = NULL;
  gboolean read_ok = g_task_propagate_boolean (G_TASK (result), &error);

  if (self == NULL || read->serial != self->serial)
    return;
  if (!read_ok)
    {
      g_autofree char *text = g_strdup_printf (_("The records could not be read, nor kept "
                                                 "aside, so new ones are not saved: %s"),
                                               error->message);

      self->records = pento_records_new ();
      self->blocked = TRUE;
      g_signal_emit (self, signals[MESSAGE], 0, text);
    }
  else
    {
      self->records = g_steal_pointer (&read->records);
      if (read->aside != NULL)
        {
          g_autofree char *base = g_path_get_basename (read->aside);
          g_autofree char *text = g_strdup_printf (_("The records were damaged (%s) and were "
                                                     "kept as “%s”; new records start afresh."),
                                                   read->problem, base);

          g_signal_emit (self, signals[MESSAGE], 0, text);
        }
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

void
pento_records_store_reload (PentoRecordsStore *self)
{
  g_autoptr(GTask) task = NULL;
  Read *read;

  g_return_if_fail (PENTO_IS_RECORDS_STORE (self));

  g_clear_pointer (&self->records, pento_records_free);
  self->blocked = FALSE;
  read = g_new0 (Read, 1);
  g_weak_ref_init (&read->store, self);
  read->serial = ++self->serial;
  task = g_task_new (NULL, NULL, read_cb, NULL);
  g_task_set_name (task, "[pentomino] read the records");
  g_task_set_task_data (task, read, (GDestroyNotify) read_free);
  g_task_run_in_thread (task, read_in_thread);
}

PentoRecords *
pento_records_store_get (PentoRecordsStore *self)
{
  g_return_val_if_fail (PENTO_IS_RECORDS_STORE (self), NULL);

  return self->records;
}

void
pento_records_store_save (PentoRecordsStore *self)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (PENTO_IS_RECORDS_STORE (self));

  if (self->records == NULL)
    return;
  path = pento_records_get_path ();
  if (!self->blocked && !pento_records_save (self->records, path, &error))
    {
      g_autofree char *text = g_strdup_printf (_("The records could not be saved: %s"),
                                               error->message);

      g_signal_emit (self, signals[MESSAGE], 0, text);
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
pento_records_store_finalize (GObject *object)
{
  PentoRecordsStore *self = PENTO_RECORDS_STORE (object);

  g_clear_pointer (&self->records, pento_records_free);
  G_OBJECT_CLASS (pento_records_store_parent_class)->finalize (object);
}

static void
pento_records_store_class_init (PentoRecordsStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pento_records_store_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
pento_records_store_init (PentoRecordsStore *self)
{
}

PentoRecordsStore *
pento_records_store_new (void)
{
  return g_object_new (PENTO_TYPE_RECORDS_STORE, NULL);
}
