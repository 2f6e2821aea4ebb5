/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-play-task.c: the worker behind the live count, hints, Finish and the winning number.
 * The worker gets its own reference to the (immutable) position and a copy of the rules and
 * never sees a widget; once cancelled, the task goes silent, so a stale answer never lands.
 */
#include <gio/gio.h>

#include "play/pento-play-task.h"

#include "common/pento-cancel-link.h"

typedef struct {
  PentoPlayTaskKind kind;
  PentoPosition    *position;
  PentoRules        rules;
  guint64           seed;
} TaskData;

struct _PentoPlayTask
{
  GObject       parent_instance;

  TaskData     *data;
  GCancellable *cancellable;
  gboolean      started;
  gboolean      cancelled;
};

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PentoPlayTask, pento_play_task, G_TYPE_OBJECT)

static void
task_data_free (gpointer mem)
{
  TaskData *data = mem;

  g_clear_pointer (&data->position, pento_position_unref);
  g_free (data);
}

static void
result_free (gpointer mem)
{
  PentoPlayResult *result = mem;

  g_clear_pointer (&result->solution, pento_solution_free);
  g_free (result);
}

/* Worker thread. */
static gboolean
run_index (TaskData        *data,
           PentoCancel     *cancel,
           PentoPlayResult *result,
           GError         **error)
{
  g_autoptr(PentoPosition) empty = pento_position_new (pento_position_get_board (data->position));
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(PentoSolution) solution = pento_position_to_solution (data->position);

  /* The empty position's puzzle is the board's: its unique packings are the list's. */
  puzzle = pento_puzzle_new_for_position (empty, &data->rules, error);
  if (puzzle == NULL)
    return FALSE;
  if (!pento_puzzle_index_of (puzzle, solution, cancel, &result->index, error))
    return FALSE;
  return pento_puzzle_count (puzzle, 1, cancel, &result->total, &result->unique, error);
}

/* Worker thread. */
static void
run_task (GTask        *task,
          gpointer      source_object,
          gpointer      task_data,
          GCancellable *cancellable)
{
  TaskData *data = task_data;
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(PentoCancelLink) link = { 0 };
  PentoPlayResult *result = g_new0 (PentoPlayResult, 1);
  gint64 start = g_get_monotonic_time ();
  gboolean ok = FALSE;

  pento_cancel_link_init (&link, cancellable);

  switch (data->kind)
    {
    case PENTO_PLAY_TASK_COUNT:
      puzzle = pento_puzzle_new_for_position (data->position, &data->rules, &error);
      ok = puzzle != NULL &&
           pento_puzzle_count (puzzle, 1, &link.cancel, &result->total, &result->unique, &error);
      if (ok && result->total == 0)
        result->n_dead = pento_position_find_dead_region (data->position, &data->rules,
                                                          &result->dead_reason, result->dead);
      break;

    case PENTO_PLAY_TASK_HINT:
      result->found = pento_position_hint (data->position, &data->rules, data->seed,
                                           &link.cancel, &result->piece, result->cells,
                                           &result->n_cells, &error);
      ok = error == NULL;
      break;

    case PENTO_PLAY_TASK_FINISH:
      puzzle = pento_puzzle_new_for_position (data->position, &data->rules, &error);
      if (puzzle != NULL)
        result->solution = pento_puzzle_random (puzzle, data->seed, &link.cancel, &error);
      result->found = result->solution != NULL;
      ok = error == NULL;
      break;

    case PENTO_PLAY_TASK_INDEX:
      ok = run_index (data, &link.cancel, result, &error);
      break;

    default:
      g_assert_not_reached ();
    }

  result->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  if (!ok)
    {
      result_free (result);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_pointer (task, result, result_free);
}

/* Main thread. */
static void
task_done (GObject      *source_object,
           GAsyncResult *res,
           gpointer      user_data)
{
  PentoPlayTask *self = PENTO_PLAY_TASK (source_object);
  PentoPlayResult *result;
  g_autoptr(GError) error = NULL;

  if (self->cancelled)
    return;

  result = g_task_propagate_pointer (G_TASK (res), &error);
  g_signal_emit (self, signals[FINISHED], 0, result, error);
  if (result != NULL)
    result_free (result);
}

static void
pento_play_task_finalize (GObject *object)
{
  PentoPlayTask *self = PENTO_PLAY_TASK (object);

  g_clear_pointer (&self->data, task_data_free);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (pento_play_task_parent_class)->finalize (object);
}

static void
pento_play_task_class_init (PentoPlayTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pento_play_task_finalize;

  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_POINTER);
}

static void
pento_play_task_init (PentoPlayTask *self)
{
  self->cancellable = g_cancellable_new ();
}

PentoPlayTask *
pento_play_task_new (PentoPlayTaskKind  kind,
                     PentoPosition     *position,
                     const PentoRules  *rules,
                     guint64            seed)
{
  PentoPlayTask *self;

  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (PENTO_TYPE_PLAY_TASK, NULL);
  self->data = g_new0 (TaskData, 1);
  self->data->kind = kind;
  self->data->position = pento_position_ref (position);
  self->data->rules = *rules;
  self->data->seed = seed;
  return self;
}

void
pento_play_task_start (PentoPlayTask *self)
{
  g_autoptr(GTask) task = NULL;
  TaskData *copy;

  g_return_if_fail (PENTO_IS_PLAY_TASK (self));
  g_return_if_fail (!self->started);

  self->started = TRUE;
  /* The worker owns its own copy: it may outlive a cancelled task. */
  copy = g_new0 (TaskData, 1);
  *copy = *self->data;
  copy->position = pento_position_ref (self->data->position);

  task = g_task_new (self, self->cancellable, task_done, NULL);
  g_task_set_source_tag (task, pento_play_task_start);
  g_task_set_name (task, "[pentomino] play");
  g_task_set_task_data (task, copy, task_data_free);
  g_task_run_in_thread (task, run_task);
}

void
pento_play_task_cancel (PentoPlayTask *self)
{
  g_return_if_fail (PENTO_IS_PLAY_TASK (self));

  if (self->cancelled)
    return;
  self->cancelled = TRUE;
  g_cancellable_cancel (self->cancellable);
}

PentoPlayTaskKind
pento_play_task_get_kind (PentoPlayTask *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY_TASK (self), PENTO_PLAY_TASK_COUNT);

  return self->data->kind;
}

PentoPosition *
pento_play_task_get_position (PentoPlayTask *self)
{
  g_return_val_if_fail (PENTO_IS_PLAY_TASK (self), NULL);

  return self->data->position;
}
