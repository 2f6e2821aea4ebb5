/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-model.c: one board's chirality table, filled by a worker thread.
 *
 * The engine calls its row callback on the worker thread; rows are queued under a mutex and
 * a short timeout per batch hands them to the main thread, so the views restyle a few times
 * a second at most, not once per row. A generation number guards against rows of a cancelled
 * run landing after a new one started.
 */
#include <glib/gi18n.h>

#include "explorer/pento-chirality-model.h"

#include "common/pento-board-store.h"
#include "common/pento-cancel-link.h"

struct _PentoChiralityModel
{
  GObject       parent_instance;

  char         *board_name;
  GPtrArray    *items;       /* PentoChiralityItem, index = mirrored set */
  guint         n_known;
  guint         generation;
  GCancellable *cancellable; /* non-NULL while computing */
  GError       *error;
  /* The cells the rows were computed for: a saved board may be saved over under its name. */
  PentoBoard   *board;
};

static void pento_chirality_model_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PentoChiralityModel, pento_chirality_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      pento_chirality_model_list_model_init))

enum {
  PROP_0,
  PROP_BOARD_NAME,
  PROP_N_KNOWN,
  PROP_COMPUTING,
  PROP_COMPLETE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Shared between the worker thread and the main thread. */
typedef struct {
  gatomicrefcount ref_count;
  GMutex          mutex;
  GArray         *pending;   /* PentoChiralityRow, guarded by mutex */
  gboolean        scheduled; /* an idle flush is queued; guarded by mutex */
  GMainContext   *context;
  GWeakRef        model;
  guint           generation;
} Forward;

typedef struct {
  PentoBoard        *board;
  Forward           *forward;
  guint              generation;
  PentoChiralityRow  rows[PENTO_N_MIRROR_SETS];
} TaskData;

static Forward *
forward_new (PentoChiralityModel *model)
{
  Forward *forward = g_new0 (Forward, 1);

  g_atomic_ref_count_init (&forward->ref_count);
  g_mutex_init (&forward->mutex);
  forward->pending = g_array_new (FALSE, FALSE, sizeof (PentoChiralityRow));
  forward->context = g_main_context_ref_thread_default ();
  g_weak_ref_init (&forward->model, model);
  forward->generation = model->generation;

  return forward;
}

static Forward *
forward_ref (Forward *forward)
{
  g_atomic_ref_count_inc (&forward->ref_count);
  return forward;
}

static void
forward_unref (gpointer data)
{
  Forward *forward = data;

  if (!g_atomic_ref_count_dec (&forward->ref_count))
    return;

  g_mutex_clear (&forward->mutex);
  g_array_unref (forward->pending);
  g_main_context_unref (forward->context);
  g_weak_ref_clear (&forward->model);
  g_free (forward);
}

static void
task_data_free (gpointer data)
{
  TaskData *task_data = data;

  g_clear_pointer (&task_data->board, pento_board_unref);
  g_clear_pointer (&task_data->forward, forward_unref);
  g_free (task_data);
}

/* Main thread: applies rows; returns whether any row became known or changed. */
static gboolean
apply_rows (PentoChiralityModel     *self,
            const PentoChiralityRow *rows,
            guint                    n_rows)
{
  gboolean changed = FALSE;

  for (guint i = 0; i < n_rows; i++)
    {
      const PentoChiralityRow *row = &rows[i];
      PentoChiralityItem *item;
      gboolean was_known;

      if (row->mirror >= PENTO_N_MIRROR_SETS)
        continue;

      item = g_ptr_array_index (self->items, row->mirror);
      was_known = pento_chirality_item_get_known (item);
      if (was_known &&
          pento_chirality_item_get_unique (item) == row->unique &&
          pento_chirality_item_get_total (item) == row->total)
        continue;

      pento_chirality_item_set_counts (item, TRUE, row->unique, row->total);
      if (!was_known)
        self->n_known++;
      changed = TRUE;
      g_list_model_items_changed (G_LIST_MODEL (self), row->mirror, 1, 1);
    }

  return changed;
}

static void
emit_changed (PentoChiralityModel *self,
              guint                old_n_known)
{
  if (old_n_known != self->n_known)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_KNOWN]);
  if (old_n_known != self->n_known && self->n_known == PENTO_N_MIRROR_SETS)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Main thread: drains the rows queued by the worker. */
static void
forward_flush (Forward *forward)
{
  g_autoptr(PentoChiralityModel) self = NULL;
  g_autoptr(GArray) rows = NULL;
  guint old_n_known;

  g_mutex_lock (&forward->mutex);
  rows = forward->pending;
  forward->pending = g_array_new (FALSE, FALSE, sizeof (PentoChiralityRow));
  forward->scheduled = FALSE;
  g_mutex_unlock (&forward->mutex);

  self = g_weak_ref_get (&forward->model);
  if (self == NULL || self->generation != forward->generation || rows->len == 0)
    return;

  old_n_known = self->n_known;
  if (apply_rows (self, (const PentoChiralityRow *) (gpointer) rows->data, rows->len))
    emit_changed (self, old_n_known);
}

/* Long enough to gather a burst of rows, short enough to look live. */
#define BATCH_INTERVAL_MS 80

static gboolean
forward_flush_idle (gpointer data)
{
  forward_flush (data);
  return G_SOURCE_REMOVE;
}

/* Worker thread. */
static void
row_func (const PentoChiralityRow *row,
          gpointer                 user_data)
{
  Forward *forward = user_data;

  g_mutex_lock (&forward->mutex);
  g_array_append_val (forward->pending, *row);
  if (!forward->scheduled)
    {
      g_autoptr(GSource) source = g_timeout_source_new (BATCH_INTERVAL_MS);

      forward->scheduled = TRUE;
      g_source_set_callback (source, forward_flush_idle, forward_ref (forward), forward_unref);
      g_source_set_static_name (source, "[pentomino] chirality rows");
      g_source_attach (source, forward->context);
    }
  g_mutex_unlock (&forward->mutex);
}

static void
compute_thread (GTask        *task,
                gpointer      source_object,
                gpointer      data,
                GCancellable *cancellable)
{
  TaskData *task_data = data;
  g_autoptr(GError) error = NULL;
  g_auto(PentoCancelLink) link = { 0 };

  pento_cancel_link_init (&link, cancellable);
  if (!pento_chirality_table (task_data->board, 0, &link.cancel, row_func, task_data->forward,
                              task_data->rows, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void
compute_done (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  PentoChiralityModel *self = PENTO_CHIRALITY_MODEL (object);
  TaskData *task_data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  guint old_n_known;
  gboolean ok;

  /* Rows whose batch has not been flushed yet. */
  forward_flush (task_data->forward);

  ok = g_task_propagate_boolean (G_TASK (result), &error);
  if (task_data->generation != self->generation)
    return;

  old_n_known = self->n_known;
  if (ok)
    apply_rows (self, task_data->rows, PENTO_N_MIRROR_SETS);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_warning ("Chirality table for %s failed: %s", self->board_name, error->message);
      g_clear_error (&self->error);
      self->error = g_steal_pointer (&error);
    }

  g_clear_object (&self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTING]);
  emit_changed (self, old_n_known);
}

static GType
pento_chirality_model_get_item_type (GListModel *model)
{
  return PENTO_TYPE_CHIRALITY_ITEM;
}

static guint
pento_chirality_model_get_n_items (GListModel *model)
{
  return PENTO_N_MIRROR_SETS;
}

static gpointer
pento_chirality_model_get_item (GListModel *model,
                                guint       position)
{
  PentoChiralityModel *self = PENTO_CHIRALITY_MODEL (model);

  if (position >= self->items->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
pento_chirality_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = pento_chirality_model_get_item_type;
  iface->get_n_items = pento_chirality_model_get_n_items;
  iface->get_item = pento_chirality_model_get_item;
}

static void
pento_chirality_model_dispose (GObject *object)
{
  PentoChiralityModel *self = PENTO_CHIRALITY_MODEL (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (pento_chirality_model_parent_class)->dispose (object);
}

static void
pento_chirality_model_finalize (GObject *object)
{
  PentoChiralityModel *self = PENTO_CHIRALITY_MODEL (object);

  g_clear_pointer (&self->board_name, g_free);
  g_clear_pointer (&self->board, pento_board_unref);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_error (&self->error);

  G_OBJECT_CLASS (pento_chirality_model_parent_class)->finalize (object);
}

static void
pento_chirality_model_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  PentoChiralityModel *self = PENTO_CHIRALITY_MODEL (object);

  switch (prop_id)
    {
    case PROP_BOARD_NAME:
      g_value_set_string (value, self->board_name);
      break;
    case PROP_N_KNOWN:
      g_value_set_uint (value, self->n_known);
      break;
    case PROP_COMPUTING:
      g_value_set_boolean (value, pento_chirality_model_get_computing (self));
      break;
    case PROP_COMPLETE:
      g_value_set_boolean (value, pento_chirality_model_get_complete (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_chirality_model_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  PentoChiralityModel *self = PENTO_CHIRALITY_MODEL (object);

  switch (prop_id)
    {
    case PROP_BOARD_NAME:
      self->board_name = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_chirality_model_class_init (PentoChiralityModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pento_chirality_model_dispose;
  object_class->finalize = pento_chirality_model_finalize;
  object_class->get_property = pento_chirality_model_get_property;
  object_class->set_property = pento_chirality_model_set_property;

  properties[PROP_BOARD_NAME] =
    g_param_spec_string ("board-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_KNOWN] =
    g_param_spec_uint ("n-known", NULL, NULL, 0, PENTO_N_MIRROR_SETS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPUTING] =
    g_param_spec_boolean ("computing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Once per batch of rows and once when a computation ends. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pento_chirality_model_init (PentoChiralityModel *self)
{
  self->items = g_ptr_array_new_full (PENTO_N_MIRROR_SETS, g_object_unref);
  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    g_ptr_array_add (self->items, pento_chirality_item_new ((PentoMirrorSet) m));
}

PentoChiralityModel *
pento_chirality_model_new (const char *board_name)
{
  g_return_val_if_fail (board_name != NULL, NULL);

  return g_object_new (PENTO_TYPE_CHIRALITY_MODEL, "board-name", board_name, NULL);
}

const char *
pento_chirality_model_get_board_name (PentoChiralityModel *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_MODEL (self), NULL);

  return self->board_name;
}

guint
pento_chirality_model_get_n_known (PentoChiralityModel *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_MODEL (self), 0);

  return self->n_known;
}

gboolean
pento_chirality_model_get_computing (PentoChiralityModel *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_MODEL (self), FALSE);

  return self->cancellable != NULL;
}

gboolean
pento_chirality_model_get_complete (PentoChiralityModel *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_MODEL (self), FALSE);

  return self->n_known == PENTO_N_MIRROR_SETS;
}

const GError *
pento_chirality_model_get_error (PentoChiralityModel *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_MODEL (self), NULL);

  return self->error;
}

gboolean
pento_chirality_model_get_row (PentoChiralityModel *self,
                               PentoMirrorSet       mirror,
                               guint64             *out_unique,
                               guint64             *out_total)
{
  PentoChiralityItem *item;

  g_return_val_if_fail (PENTO_IS_CHIRALITY_MODEL (self), FALSE);
  g_return_val_if_fail (mirror < PENTO_N_MIRROR_SETS, FALSE);

  item = g_ptr_array_index (self->items, mirror);
  if (out_unique != NULL)
    *out_unique = pento_chirality_item_get_unique (item);
  if (out_total != NULL)
    *out_total = pento_chirality_item_get_total (item);

  return pento_chirality_item_get_known (item);
}

gboolean
pento_chirality_model_get_range (PentoChiralityModel *self,
                                 guint64             *out_min,
                                 guint64             *out_max)
{
  guint64 min = G_MAXUINT64, max = 0;
  gboolean any = FALSE;

  g_return_val_if_fail (PENTO_IS_CHIRALITY_MODEL (self), FALSE);

  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    {
      guint64 unique;

      if (!pento_chirality_model_get_row (self, m, &unique, NULL))
        continue;
      any = TRUE;
      min = MIN (min, unique);
      max = MAX (max, unique);
    }

  if (out_min != NULL)
    *out_min = any ? min : 0;
  if (out_max != NULL)
    *out_max = max;

  return any;
}

char *
pento_chirality_model_to_csv (PentoChiralityModel *self,
                              GError             **error)
{
  g_autoptr(GString) csv = NULL;

  g_return_val_if_fail (PENTO_IS_CHIRALITY_MODEL (self), NULL);

  if (!pento_chirality_model_get_complete (self))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PENDING,
                   _("The table for %s is not complete yet"), self->board_name);
      return NULL;
    }

  csv = g_string_new ("mirror,total,unique\n");
  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    {
      PentoChiralityItem *item = g_ptr_array_index (self->items, m);

      g_string_append_printf (csv, "%s,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT "\n",
                              pento_chirality_item_get_letters (item),
                              pento_chirality_item_get_total (item),
                              pento_chirality_item_get_unique (item));
    }

  return g_string_free (g_steal_pointer (&csv), FALSE);
}

void
pento_chirality_model_start (PentoChiralityModel *self)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  TaskData *task_data;
  PentoBoard *board;

  g_return_if_fail (PENTO_IS_CHIRALITY_MODEL (self));

  if (self->cancellable != NULL || pento_chirality_model_get_complete (self))
    return;

  g_clear_error (&self->error);
  /* A preset or a saved board ("custom:NAME"), as the app.board state names it. In a box every piece turns over in space: there is no table to make. */
  if (pento_box_spec_is_box (self->board_name))
    g_set_error_literal (&error, PENTO_ERROR, PENTO_ERROR_BOARD,
                         _("The chirality table does not apply to a box: every piece turns "
                           "over in space"));
  board = error != NULL ? NULL : pento_board_new_for_id (self->board_name, &error);
  if (board == NULL)
    {
      self->error = g_steal_pointer (&error);
      g_signal_emit (self, signals[CHANGED], 0);
      return;
    }

  /* Rows known for other cells (the board saved over) would mix with the new ones. */
  if (self->board != NULL && !pento_board_equal (self->board, board))
    {
      pento_board_unref (board);
      self->error = g_error_new (PENTO_ERROR, PENTO_ERROR_BOARD,
                                 _("The board changed while its table was computed"));
      g_signal_emit (self, signals[CHANGED], 0);
      return;
    }
  g_clear_pointer (&self->board, pento_board_unref);
  self->board = pento_board_ref (board);
  self->generation++;
  self->cancellable = g_cancellable_new ();

  task_data = g_new0 (TaskData, 1);
  task_data->board = board;
  task_data->forward = forward_new (self);
  task_data->generation = self->generation;

  task = g_task_new (self, self->cancellable, compute_done, NULL);
  g_task_set_source_tag (task, pento_chirality_model_start);
  g_task_set_name (task, "[pentomino] chirality table");
  g_task_set_task_data (task, task_data, task_data_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, compute_thread);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTING]);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
pento_chirality_model_cancel (PentoChiralityModel *self)
{
  g_return_if_fail (PENTO_IS_CHIRALITY_MODEL (self));

  if (self->cancellable == NULL)
    return;

  /* The old run's late rows and completion are ignored from now on. */
  self->generation++;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTING]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The board the rows were computed for, or NULL before the first computation. */
PentoBoard *
pento_chirality_model_get_board (PentoChiralityModel *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_MODEL (self), NULL);

  return self->board;
}
