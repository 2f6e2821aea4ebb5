/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-watch-task.c: the bridge between the traced search and the Watch panel.
 *
 * The worker runs pento_trace_run() on its own copy of the puzzle spec and never sees a
 * widget. What it shows is one snapshot — a sequence number and a copy of the board and the
 * figures — under a mutex; the main thread copies the latest one once a frame. At full speed
 * the trace is sampled: the search reports only when the main thread has poked it (once a
 * frame) or found a packing, so it never waits for drawing. At slower speeds, paused, or
 * stepping, the search reports every event and the worker waits on a condition variable until
 * its next step is due, a step is asked for, or the task is cancelled.
 */
#include <gio/gio.h>
#include <string.h>

#include "watch/pento-watch-task.h"

#include "common/pento-cancel-link.h"

typedef struct {
  PentoBoard        *board;
  PentoRules         rules;
  gsize              cell_size;

  GMutex             mutex;
  GCond              cond;
  /* Guarded by mutex: */
  PentoTrace        *trace;            /* while the worker runs it: for poking and sampling */
  gboolean           stopping;         /* cancelled: the worker returns at once */
  guint              speed;            /* steps a second; 0: full speed */
  gboolean           paused;
  guint              steps;            /* steps asked for while paused */
  gboolean           pause_at_packing;
  gint64             next_step;        /* slow speeds: when the next event may come */
  gint64             paused_since;     /* when the pause began; 0: not paused */
  gint64             paused_total;     /* the pauses before it, which the clock leaves out */
  PentoWatchSnapshot snapshot;
  GByteArray        *cells;            /* packings found since the main thread last looked */
  GByteArray        *representative;
} WatchData;

struct _PentoWatchTask
{
  GObject        parent_instance;

  WatchData     *data;
  GCancellable  *cancellable;
  gboolean       running;
  gboolean       cancelled;
  /* Main thread: the pause as last reported by "paused-changed", and whether the packings
   * found go to the list (not when it holds every packing already). */
  gboolean       paused;
  gboolean       keep_list;
};

enum {
  FINISHED,
  PAUSED_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PentoWatchTask, pento_watch_task, G_TYPE_OBJECT)

void
pento_watch_snapshot_clear (PentoWatchSnapshot *snapshot)
{
  g_clear_pointer (&snapshot->board, pento_solution_free);
  memset (snapshot, 0, sizeof *snapshot);
}

static void
watch_data_clear (gpointer mem)
{
  WatchData *data = mem;

  g_clear_pointer (&data->board, pento_board_unref);
  pento_watch_snapshot_clear (&data->snapshot);
  g_clear_pointer (&data->cells, g_byte_array_unref);
  g_clear_pointer (&data->representative, g_byte_array_unref);
  g_mutex_clear (&data->mutex);
  g_cond_clear (&data->cond);
}

static void
watch_data_release (gpointer data)
{
  g_atomic_rc_box_release_full (data, watch_data_clear);
}

/* Worker, with the mutex held: the trace samples only when nobody waits for each event. */
static void
update_sampling (WatchData *data)
{
  if (data->trace != NULL)
    pento_trace_set_sampled (data->trace, data->speed == 0 && !data->paused);
}

/* With the mutex held: the watch's clock stops while it is paused. */
static void
set_paused (WatchData *data,
            gboolean   paused)
{
  gint64 now = g_get_monotonic_time ();

  if (paused && data->paused_since == 0)
    data->paused_since = now;
  else if (!paused && data->paused_since != 0)
    {
      data->paused_total += now - data->paused_since;
      data->paused_since = 0;
    }
  data->paused = paused;
}

/* Worker, with the mutex held. */
static void
publish (WatchData  *data,
         PentoTrace *trace)
{
  PentoWatchSnapshot *s = &data->snapshot;
  gint64 paused_us = data->paused_total;

  pento_trace_get_board (trace, s->board);
  s->placed = pento_trace_get_pieces (trace, &s->last);
  pento_trace_get_figures (trace, &s->figures);
  if (data->paused_since != 0)
    paused_us += g_get_monotonic_time () - data->paused_since;
  s->figures.elapsed = MAX (0.0, s->figures.elapsed - paused_us / (gdouble) G_USEC_PER_SEC);
  s->paused = data->paused;
  s->sequence++;
}

/* Worker thread: every event the trace reports (all of them below full speed). */
static gboolean
on_event (PentoTrace            *trace,
          const PentoTraceEvent *event,
          gpointer               user_data)
{
  WatchData *data = user_data;
  gboolean go_on = TRUE;

  g_mutex_lock (&data->mutex);
  if (event->kind == PENTO_TRACE_PACKING)
    {
      for (guint k = 0; k < event->n_images; k++)
        {
          guint8 flag = k == 0 && event->representative;

          g_byte_array_append (data->cells, (const guint8 *) event->images[k]->cells,
                               data->cell_size);
          g_byte_array_append (data->representative, &flag, 1);
        }
      if (data->pause_at_packing)
        {
          set_paused (data, TRUE);
          update_sampling (data);
        }
      else if (!event->sample)
        {
          /* at full speed only the packings go to the main thread between frames */
          g_mutex_unlock (&data->mutex);
          return !data->stopping;
        }
    }
  publish (data, trace);
  if (data->speed > 0)
    data->next_step = g_get_monotonic_time () + G_USEC_PER_SEC / data->speed;

  /* wait until this event has had its time on the screen, or a step or resume comes */
  for (;;)
    {
      if (data->stopping)
        {
          go_on = FALSE;
          break;
        }
      if (data->paused)
        {
          if (data->steps > 0)
            {
              data->steps--;
              break;
            }
          g_cond_wait (&data->cond, &data->mutex);
          continue;
        }
      if (data->speed == 0 || g_get_monotonic_time () >= data->next_step)
        break;
      g_cond_wait_until (&data->cond, &data->mutex, data->next_step);
    }
  g_mutex_unlock (&data->mutex);
  return go_on;
}

/* Worker thread. */
static void
run_watch (GTask        *task,
           gpointer      source_object,
           gpointer      task_data,
           GCancellable *cancellable)
{
  WatchData *data = task_data;
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(PentoTrace) trace = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(PentoCancelLink) link = { 0 };
  PentoTraceOptions options = { .func = on_event, .user_data = data };
  gboolean ok;

  pento_cancel_link_init (&link, cancellable);
  puzzle = pento_puzzle_new (data->board, &data->rules, &error);
  if (puzzle == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  trace = pento_trace_new (puzzle);
  options.cancel = &link.cancel;

  g_mutex_lock (&data->mutex);
  data->trace = trace;
  options.sampled = data->speed == 0 && !data->paused;
  g_mutex_unlock (&data->mutex);

  ok = pento_trace_run (trace, &options, &error);

  /* the final figures (progress 1 when it ran to the end), and the empty board */
  g_mutex_lock (&data->mutex);
  publish (data, trace);
  data->snapshot.paused = FALSE;
  data->trace = NULL;
  g_mutex_unlock (&data->mutex);

  if (!ok)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

/* Main thread, after the worker returned. */
static void
watch_done (GObject      *source_object,
            GAsyncResult *result,
            gpointer      user_data)
{
  PentoWatchTask *self = PENTO_WATCH_TASK (source_object);
  g_autoptr(GError) error = NULL;

  self->running = FALSE;
  if (self->cancelled)
    return;

  g_task_propagate_boolean (G_TASK (result), &error);
  g_signal_emit (self, signals[FINISHED], 0, error);
}

static void
pento_watch_task_finalize (GObject *object)
{
  PentoWatchTask *self = PENTO_WATCH_TASK (object);

  pento_watch_task_cancel (self);
  g_clear_pointer (&self->data, watch_data_release);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (pento_watch_task_parent_class)->finalize (object);
}

static void
pento_watch_task_class_init (PentoWatchTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pento_watch_task_finalize;

  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[PAUSED_CHANGED] =
    g_signal_new ("paused-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

/* Main thread: the pause as the main thread sees it, told once per change. */
static void
report_paused (PentoWatchTask *self,
               gboolean        paused)
{
  if (self->paused == !!paused)
    return;
  self->paused = !!paused;
  g_signal_emit (self, signals[PAUSED_CHANGED], 0);
}

static void
pento_watch_task_init (PentoWatchTask *self)
{
  self->cancellable = g_cancellable_new ();
}

PentoWatchTask *
pento_watch_task_new (PentoBoard       *board,
                      const PentoRules *rules,
                      guint             speed,
                      gboolean          pause_at_packing)
{
  PentoWatchTask *self;
  WatchData *data;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (PENTO_TYPE_WATCH_TASK, NULL);
  data = g_atomic_rc_box_new0 (WatchData);
  data->board = pento_board_ref (board);
  data->rules = *rules;
  data->cell_size = (gsize) pento_board_get_width (board) * pento_board_get_height (board);
  data->speed = speed;
  data->pause_at_packing = pause_at_packing;
  g_mutex_init (&data->mutex);
  g_cond_init (&data->cond);
  data->snapshot.board = pento_solution_new (pento_board_get_width (board),
                                             pento_board_get_height (board));
  memset (data->snapshot.board->cells, '.', data->cell_size);
  data->snapshot.last = PENTO_N_SET_PIECES;
  data->cells = g_byte_array_new ();
  data->representative = g_byte_array_new ();
  self->data = data;

  return self;
}

void
pento_watch_task_start (PentoWatchTask *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (PENTO_IS_WATCH_TASK (self));
  g_return_if_fail (!self->running && !self->cancelled);

  self->running = TRUE;
  task = g_task_new (self, self->cancellable, watch_done, NULL);
  g_task_set_source_tag (task, pento_watch_task_start);
  g_task_set_name (task, "[pentomino] watch");
  /* The worker keeps its own reference to the data: it may outlive a cancelled task. */
  g_task_set_task_data (task, g_atomic_rc_box_acquire (self->data), watch_data_release);
  g_task_run_in_thread (task, run_watch);
}

void
pento_watch_task_cancel (PentoWatchTask *self)
{
  g_return_if_fail (PENTO_IS_WATCH_TASK (self));

  if (self->cancelled)
    return;

  self->cancelled = TRUE;
  g_mutex_lock (&self->data->mutex);
  self->data->stopping = TRUE;
  g_cond_broadcast (&self->data->cond);
  g_mutex_unlock (&self->data->mutex);
  /* at full speed the search reports nothing: it sees its PentoCancel instead */
  g_cancellable_cancel (self->cancellable);
}

void
pento_watch_task_set_paused (PentoWatchTask *self,
                             gboolean        paused)
{
  WatchData *data;

  g_return_if_fail (PENTO_IS_WATCH_TASK (self));

  if (self->cancelled || self->paused == !!paused)
    return;
  data = self->data;
  g_mutex_lock (&data->mutex);
  set_paused (data, paused);
  data->steps = 0;
  data->next_step = g_get_monotonic_time ();
  data->snapshot.paused = paused;
  update_sampling (data);
  g_cond_broadcast (&data->cond);
  g_mutex_unlock (&data->mutex);
  report_paused (self, paused);
}

gboolean
pento_watch_task_is_paused (PentoWatchTask *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_TASK (self), FALSE);

  return self->paused;
}

void
pento_watch_task_set_keep_list (PentoWatchTask *self,
                                gboolean        keep_list)
{
  g_return_if_fail (PENTO_IS_WATCH_TASK (self));

  self->keep_list = !!keep_list;
}

gboolean
pento_watch_task_get_keep_list (PentoWatchTask *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_TASK (self), FALSE);

  return self->keep_list;
}

void
pento_watch_task_step (PentoWatchTask *self)
{
  WatchData *data;

  g_return_if_fail (PENTO_IS_WATCH_TASK (self));

  data = self->data;
  g_mutex_lock (&data->mutex);
  if (data->paused)
    {
      data->steps++;
      g_cond_broadcast (&data->cond);
    }
  g_mutex_unlock (&data->mutex);
}

void
pento_watch_task_set_speed (PentoWatchTask *self,
                            guint           speed)
{
  WatchData *data;

  g_return_if_fail (PENTO_IS_WATCH_TASK (self));

  data = self->data;
  g_mutex_lock (&data->mutex);
  data->speed = speed;
  data->next_step = g_get_monotonic_time ();
  update_sampling (data);
  g_cond_broadcast (&data->cond);
  g_mutex_unlock (&data->mutex);
}

void
pento_watch_task_set_pause_at_packing (PentoWatchTask *self,
                                       gboolean        pause)
{
  g_return_if_fail (PENTO_IS_WATCH_TASK (self));

  g_mutex_lock (&self->data->mutex);
  self->data->pause_at_packing = pause;
  g_mutex_unlock (&self->data->mutex);
}

gboolean
pento_watch_task_is_running (PentoWatchTask *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_TASK (self), FALSE);

  return self->running && !self->cancelled;
}

PentoBoard *
pento_watch_task_get_board (PentoWatchTask *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_TASK (self), NULL);

  return self->data->board;
}

gboolean
pento_watch_task_sample (PentoWatchTask     *self,
                         PentoWatchSnapshot *snapshot,
                         GByteArray         *cells,
                         GByteArray         *representative)
{
  WatchData *data;
  gboolean newer;

  g_return_val_if_fail (PENTO_IS_WATCH_TASK (self), FALSE);
  g_return_val_if_fail (snapshot != NULL, FALSE);

  data = self->data;
  g_mutex_lock (&data->mutex);
  /* at full speed the search reports when asked: this frame asks for the next one */
  if (data->trace != NULL && data->speed == 0 && !data->paused)
    pento_trace_poke (data->trace);
  newer = data->snapshot.sequence != snapshot->sequence;
  if (newer)
    {
      PentoSolution *board = snapshot->board;

      if (board == NULL || board->width != data->snapshot.board->width ||
          board->height != data->snapshot.board->height)
        {
          g_clear_pointer (&board, pento_solution_free);
          board = pento_solution_copy (data->snapshot.board);
        }
      else
        memcpy (board->cells, data->snapshot.board->cells, data->cell_size);
      *snapshot = data->snapshot;
      snapshot->board = board;
    }
  if (cells != NULL && data->representative->len > 0)
    {
      g_byte_array_append (cells, data->cells->data, data->cells->len);
      g_byte_array_append (representative, data->representative->data,
                           data->representative->len);
      g_byte_array_set_size (data->cells, 0);
      g_byte_array_set_size (data->representative, 0);
    }
  g_mutex_unlock (&data->mutex);

  /* (the worker pauses itself at a packing: the main thread hears of it here) */
  if (newer)
    report_paused (self, snapshot->paused);
  return newer;
}
