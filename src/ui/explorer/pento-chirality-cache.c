/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-cache.c: keeps every board's chirality table for the session and runs
 * their computations one after another.
 */
#include "common/pento-board-store.h"
#include "explorer/pento-chirality-cache.h"

struct _PentoChiralityCache
{
  GObject              parent_instance;

  GHashTable          *models;  /* board name → PentoChiralityModel */
  GQueue               waiting; /* PentoChiralityModel (borrowed from models) */
  PentoChiralityModel *running; /* borrowed */
  guint                n_computations;
};

G_DEFINE_FINAL_TYPE (PentoChiralityCache, pento_chirality_cache, G_TYPE_OBJECT)

static void run_next (PentoChiralityCache *self);

static void
model_computing_changed (PentoChiralityModel *model,
                         GParamSpec          *pspec,
                         PentoChiralityCache *self)
{
  if (model == self->running && !pento_chirality_model_get_computing (model))
    {
      self->running = NULL;
      run_next (self);
    }
}

static void
run_next (PentoChiralityCache *self)
{
  while (self->running == NULL && !g_queue_is_empty (&self->waiting))
    {
      PentoChiralityModel *model = g_queue_pop_head (&self->waiting);

      if (pento_chirality_model_get_complete (model))
        continue;

      self->running = model;
      self->n_computations++;
      pento_chirality_model_start (model);
      /* A board that cannot be built fails at once and never computes. */
      if (!pento_chirality_model_get_computing (model))
        self->running = NULL;
    }
}

static void
pento_chirality_cache_dispose (GObject *object)
{
  PentoChiralityCache *self = PENTO_CHIRALITY_CACHE (object);

  g_queue_clear (&self->waiting);
  if (self->running != NULL)
    pento_chirality_model_cancel (self->running);
  self->running = NULL;
  if (self->models != NULL)
    {
      GHashTableIter iter;
      gpointer model;

      g_hash_table_iter_init (&iter, self->models);
      while (g_hash_table_iter_next (&iter, NULL, &model))
        g_signal_handlers_disconnect_by_data (model, self);
    }
  g_clear_pointer (&self->models, g_hash_table_unref);

  G_OBJECT_CLASS (pento_chirality_cache_parent_class)->dispose (object);
}

static void
pento_chirality_cache_class_init (PentoChiralityCacheClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pento_chirality_cache_dispose;
}

static void
pento_chirality_cache_init (PentoChiralityCache *self)
{
  self->models = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  g_queue_init (&self->waiting);
}

PentoChiralityCache *
pento_chirality_cache_get_default (void)
{
  static PentoChiralityCache *cache;

  if (g_once_init_enter (&cache))
    g_once_init_leave (&cache, pento_chirality_cache_new ());

  return cache;
}

PentoChiralityCache *
pento_chirality_cache_new (void)
{
  return g_object_new (PENTO_TYPE_CHIRALITY_CACHE, NULL);
}

PentoChiralityModel *
pento_chirality_cache_lookup (PentoChiralityCache *self,
                              const char          *board_name)
{
  PentoChiralityModel *model;

  g_return_val_if_fail (PENTO_IS_CHIRALITY_CACHE (self), NULL);
  g_return_val_if_fail (board_name != NULL, NULL);

  model = g_hash_table_lookup (self->models, board_name);
  /* A saved board can be saved over under the same name: a table of its old cells goes. */
  if (model != NULL && pento_board_id_get_custom_name (board_name) != NULL &&
      pento_chirality_model_get_board (model) != NULL)
    {
      g_autoptr(PentoBoard) current = pento_board_new_for_id (board_name, NULL);

      if (current == NULL || !pento_board_equal (current, pento_chirality_model_get_board (model)))
        {
          g_queue_remove_all (&self->waiting, model);
          g_signal_handlers_disconnect_by_data (model, self);
          if (model == self->running)
            {
              pento_chirality_model_cancel (model);
              self->running = NULL;
            }
          g_hash_table_remove (self->models, board_name);
          model = NULL;
          run_next (self);
        }
    }
  if (model == NULL)
    {
      model = pento_chirality_model_new (board_name);
      g_signal_connect (model, "notify::computing", G_CALLBACK (model_computing_changed), self);
      g_hash_table_insert (self->models, g_strdup (board_name), model);
    }

  return model;
}

PentoChiralityModel *
pento_chirality_cache_request (PentoChiralityCache *self,
                               const char          *board_name,
                               gboolean             urgent)
{
  PentoChiralityModel *model;

  g_return_val_if_fail (PENTO_IS_CHIRALITY_CACHE (self), NULL);
  g_return_val_if_fail (board_name != NULL, NULL);

  model = pento_chirality_cache_lookup (self, board_name);
  if (model == self->running)
    return model;

  if (!pento_chirality_model_get_complete (model))
    {
      g_queue_remove (&self->waiting, model);
      if (urgent)
        g_queue_push_head (&self->waiting, model);
      else
        g_queue_push_tail (&self->waiting, model);
    }

  /* The person moved to another board: stop the one nobody asked for any more (its known
   * rows stay). Its notify::computing handler starts the next waiting table. */
  if (urgent && self->running != NULL)
    pento_chirality_model_cancel (self->running);

  run_next (self);

  return model;
}

guint
pento_chirality_cache_get_n_computations (PentoChiralityCache *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_CACHE (self), 0);

  return self->n_computations;
}
