/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-search-task.c: the bridge between the solver and the window.
 *
 * The worker gets its own copy of the puzzle spec and a GCancellable; it never sees a widget
 * or this object. Packings are appended to a pending buffer under a mutex, and a timeout on
 * the main thread swaps that buffer out and hands it on as one batch, the buffer itself (no
 * copy): thousands of packings a second would otherwise mean thousands of main-loop wakeups.
 * The first batch goes 50 ms into the search, so that the first packing shows at once, the
 * next ones every 250 ms: each batch changes the list, its counts and the status line, and
 * each change costs the main loop a layout of the window (with the X server's round trips)
 * and a frame. Once cancelled, the task drops whatever is pending and goes silent, so a stale
 * batch can never reach a list.
 *
 * Solve All searches on every core, at nice 19 (Linux) from its start, on a thread of its
 * own whose search threads inherit that: on a two-core machine the main loop, the X server
 * and the search share the cores, and while a list streams in the main loop must go first.
 * A thread of its own, because a thread's priority cannot be raised back: one of GIO's shared
 * threads would stay lowered for every task after.
 *
 * How low: nice 19 is the mildest priority at which the main loop kept every round trip under
 * a frame while a long list streamed in, and Solve All stayed within its allowance of the
 * CLI's time, which SCHED_IDLE did not (docs/performance.md). The price: where other work
 * keeps every core busy, Solve All gets what it leaves, so the window stays usable and the
 * list comes later.
 */
#define _GNU_SOURCE                    /* gettid() */
#include <gio/gio.h>
#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "solutions/pento-search-task.h"

#include "common/pento-cancel-link.h"
#include "common/pento-page-buffer.h"

#define FLUSH_INTERVAL_MS 50
#define STREAM_INTERVAL_MS 250

typedef struct {
  PentoSearchTaskKind kind;
  PentoBoard         *board;
  PentoPosition      *position;        /* NULL: the empty board */
  PentoRules          rules;
  gboolean            is_box;          /* search the box's packings, not the board's */
  PentoBox            box;
  gsize               cell_size;

  GMutex              mutex;
  /* Guarded by mutex: */
  PentoPageBuffer     cells;           /* pages of its own: see pento-page-buffer.h */
  GByteArray         *representative;
  PentoProgress       progress;
  gboolean            progress_dirty;
  guint64             n_unique;
  guint64             index;           /* RANDOM: which unique packing was drawn */

  /* The worker's, unguarded: */
} SearchData;

struct _PentoSearchTask
{
  GObject        parent_instance;

  SearchData    *data;
  guint          generation;
  GCancellable  *cancellable;
  GMainContext  *context;
  GSource       *flush_source;
  gint64         start_time;
  gint64         end_time;
  gboolean       running;
  gboolean       cancelled;
  gint64         last_batch;     /* when the last batch went out; 0: none yet */
};

enum {
  BATCH,
  PROGRESS,
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PentoSearchTask, pento_search_task, G_TYPE_OBJECT)

static void
search_data_clear (gpointer mem)
{
  SearchData *data = mem;

  g_clear_pointer (&data->board, pento_board_unref);
  g_clear_pointer (&data->position, pento_position_unref);
  pento_page_buffer_clear (&data->cells);
  g_clear_pointer (&data->representative, g_byte_array_unref);
  g_mutex_clear (&data->mutex);
}

static void
search_data_release (gpointer data)
{
  g_atomic_rc_box_release_full (data, search_data_clear);
}

/* The search's thread steps back (see the top of the file); on Linux a thread id names one
 * thread, so this is the calling thread alone. */
static void
lower_priority (void)
{
#ifdef __linux__
  setpriority (PRIO_PROCESS, (id_t) gettid (), 19);
#endif
}

/* Worker thread. */
static gboolean
on_solution (const PentoSolution *solution,
             gboolean             representative,
             gpointer             user_data)
{
  SearchData *data = user_data;
  guint8 flag = representative ? 1 : 0;

  g_mutex_lock (&data->mutex);
  pento_page_buffer_append (&data->cells, solution->cells, data->cell_size);
  g_byte_array_append (data->representative, &flag, 1);
  g_mutex_unlock (&data->mutex);

  return TRUE;
}

/* Worker thread. */
static void
on_progress (const PentoProgress *progress,
             gpointer             user_data)
{
  SearchData *data = user_data;

  g_mutex_lock (&data->mutex);
  data->progress = *progress;
  data->progress_dirty = TRUE;
  g_mutex_unlock (&data->mutex);
}

/* Worker thread. */
static void
run_search (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  SearchData *data = task_data;
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(PentoSolution) solution = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(PentoCancelLink) link = { 0 };

  pento_cancel_link_init (&link, cancellable);
  /* With pieces on the board, the packings are the completions of the position; a box packs
   * in space. */
  if (data->is_box)
    puzzle = pento_puzzle_new_for_box (&data->box, &data->rules, &error);
  else if (data->position != NULL)
    puzzle = pento_puzzle_new_for_position (data->position, &data->rules, &error);
  else
    puzzle = pento_puzzle_new (data->board, &data->rules, &error);
  if (puzzle == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  switch (data->kind)
    {
    case PENTO_SEARCH_TASK_ALL:
      {
        PentoSearchOptions options = {
          .mode = PENTO_SEARCH_ALL,
          /* Every core, below the main loop (see the top of the file). */
          .n_threads = g_get_num_processors (),
          .cancel = &link.cancel,
          .solution_func = on_solution,
          .progress_func = on_progress,
          .progress_interval = FLUSH_INTERVAL_MS / 1000.0,
          .user_data = data,
        };
        PentoProgress result = { 0 };

        if (!pento_puzzle_search (puzzle, &options, &result, &error))
          {
            g_task_return_error (task, g_steal_pointer (&error));
            return;
          }

        g_mutex_lock (&data->mutex);
        data->progress = result;
        data->progress.fraction = 1.0;
        data->progress_dirty = TRUE;
        data->n_unique = result.unique;
        g_mutex_unlock (&data->mutex);
        g_task_return_pointer (task, NULL, NULL);
      }
      break;

    case PENTO_SEARCH_TASK_RANDOM:
      {
        guint64 index = 0, unique = 0;

        solution = pento_puzzle_random_full (puzzle, data->rules.seed, &link.cancel, &index,
                                             &unique, &error);
        if (error != NULL)
          {
            g_task_return_error (task, g_steal_pointer (&error));
            return;
          }

        g_mutex_lock (&data->mutex);
        data->n_unique = unique;
        data->index = index;
        g_mutex_unlock (&data->mutex);

        g_task_return_pointer (task, g_steal_pointer (&solution),
                               (GDestroyNotify) pento_solution_free);
      }
      break;

    case PENTO_SEARCH_TASK_FIRST:
      solution = pento_puzzle_first (puzzle, &link.cancel, &error);
      if (solution == NULL && error != NULL)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      g_task_return_pointer (task, g_steal_pointer (&solution),
                             (GDestroyNotify) pento_solution_free);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* The search's own thread (see the top of the file). */
static gpointer
search_thread (gpointer user_data)
{
  g_autoptr(GTask) task = user_data;
  SearchData *data = g_task_get_task_data (task);

  /* (before the search starts its threads, which take this thread's priority) */
  if (data->kind == PENTO_SEARCH_TASK_ALL)
    lower_priority ();

  run_search (task, g_task_get_source_object (task), g_task_get_task_data (task),
              g_task_get_cancellable (task));
  return NULL;
}

/* Main thread: hands what the worker found since the last call to the signal handlers. */
static void
flush (PentoSearchTask *self,
       gboolean         last)
{
  SearchData *data = self->data;
  g_autoptr(GBytes) cells = NULL;
  g_autoptr(GByteArray) representative = NULL;
  PentoProgress progress;
  gboolean progress_dirty;
  gint64 now = g_get_monotonic_time ();

  if (!last && self->last_batch != 0 &&
      now - self->last_batch < STREAM_INTERVAL_MS * G_TIME_SPAN_MILLISECOND)
    return;

  g_mutex_lock (&data->mutex);
  if (data->representative->len > 0)
    {
      cells = pento_page_buffer_take_bytes (&data->cells);
      representative = g_steal_pointer (&data->representative);
      data->representative = g_byte_array_new ();
    }
  progress = data->progress;
  progress_dirty = data->progress_dirty;
  data->progress_dirty = FALSE;
  g_mutex_unlock (&data->mutex);

  if (self->cancelled)
    return;

  if (representative != NULL)
    {
      self->last_batch = now;
      g_signal_emit (self, signals[BATCH], 0, cells, (const guint8 *) representative->data,
                     representative->len);
    }

  if (progress_dirty && !self->cancelled)
    g_signal_emit (self, signals[PROGRESS], 0, &progress);
}

static gboolean
flush_cb (gpointer user_data)
{
  flush (PENTO_SEARCH_TASK (user_data), FALSE);
  return G_SOURCE_CONTINUE;
}

static void
stop_flushing (PentoSearchTask *self)
{
  if (self->flush_source != NULL)
    {
      g_source_destroy (self->flush_source);
      g_clear_pointer (&self->flush_source, g_source_unref);
    }
}

/* Main thread, after the worker returned. */
static void
search_done (GObject      *source_object,
             GAsyncResult *result,
             gpointer      user_data)
{
  PentoSearchTask *self = PENTO_SEARCH_TASK (source_object);
  g_autoptr(PentoSolution) solution = NULL;
  g_autoptr(GError) error = NULL;
  guint64 n_unique;

  stop_flushing (self);
  self->running = FALSE;
  self->end_time = g_get_monotonic_time ();

  if (self->cancelled)
    return;

  solution = g_task_propagate_pointer (G_TASK (result), &error);
  flush (self, TRUE);
  if (self->cancelled)
    return;

  g_mutex_lock (&self->data->mutex);
  n_unique = self->data->n_unique;
  g_mutex_unlock (&self->data->mutex);

  g_signal_emit (self, signals[FINISHED], 0, solution, n_unique, error);
}

static void
pento_search_task_dispose (GObject *object)
{
  PentoSearchTask *self = PENTO_SEARCH_TASK (object);

  stop_flushing (self);

  G_OBJECT_CLASS (pento_search_task_parent_class)->dispose (object);
}

static void
pento_search_task_finalize (GObject *object)
{
  PentoSearchTask *self = PENTO_SEARCH_TASK (object);

  g_clear_pointer (&self->data, search_data_release);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->context, g_main_context_unref);

  G_OBJECT_CLASS (pento_search_task_parent_class)->finalize (object);
}

static void
pento_search_task_class_init (PentoSearchTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pento_search_task_dispose;
  object_class->finalize = pento_search_task_finalize;

  signals[BATCH] =
    g_signal_new ("batch", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3,
                  G_TYPE_POINTER, G_TYPE_POINTER, G_TYPE_UINT);
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3,
                  G_TYPE_POINTER, G_TYPE_UINT64, G_TYPE_POINTER);
}

static void
pento_search_task_init (PentoSearchTask *self)
{
  self->cancellable = g_cancellable_new ();
}

PentoSearchTask *
pento_search_task_new (PentoSearchTaskKind  kind,
                       PentoBoard          *board,
                       const PentoRules    *rules,
                       guint                generation)
{
  PentoSearchTask *self;
  SearchData *data;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (PENTO_TYPE_SEARCH_TASK, NULL);
  self->generation = generation;

  data = g_atomic_rc_box_new0 (SearchData);
  data->kind = kind;
  data->board = pento_board_ref (board);
  data->rules = *rules;
  data->cell_size = (gsize) pento_board_get_width (board) * pento_board_get_height (board);
  g_mutex_init (&data->mutex);
  pento_page_buffer_init (&data->cells);
  data->representative = g_byte_array_new ();
  self->data = data;

  return self;
}

void
pento_search_task_set_box (PentoSearchTask *self,
                           const PentoBox  *box)
{
  g_return_if_fail (PENTO_IS_SEARCH_TASK (self));
  g_return_if_fail (!self->running && self->start_time == 0);
  g_return_if_fail (box == NULL ||
                    (guint) box->width * box->depth == pento_board_get_width (self->data->board));

  self->data->is_box = box != NULL;
  if (box != NULL)
    self->data->box = *box;
}

void
pento_search_task_start (PentoSearchTask *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (PENTO_IS_SEARCH_TASK (self));
  g_return_if_fail (!self->running && self->start_time == 0);

  self->running = TRUE;
  self->start_time = g_get_monotonic_time ();
  self->context = g_main_context_ref_thread_default ();

  if (self->data->kind == PENTO_SEARCH_TASK_ALL)
    {
      self->flush_source = g_timeout_source_new (FLUSH_INTERVAL_MS);
      g_source_set_callback (self->flush_source, flush_cb, self, NULL);
      g_source_set_static_name (self->flush_source, "[pentomino] search flush");
      g_source_attach (self->flush_source, self->context);
    }

  task = g_task_new (self, self->cancellable, search_done, NULL);
  g_task_set_source_tag (task, pento_search_task_start);
  g_task_set_name (task, "[pentomino] search");
  /* The worker keeps its own reference to the data: it may outlive a cancelled task. */
  g_task_set_task_data (task, g_atomic_rc_box_acquire (self->data), search_data_release);
  /* A cancelled search still runs to the solver's next check: the result must not be
   * dropped by GTask before search_done() sees it, so no return-on-cancel. */
  {
    GThread *thread = g_thread_try_new ("pento-search", search_thread, g_object_ref (task),
                                        NULL);

    if (thread != NULL)
      g_thread_unref (thread);
    else
      {
        /* no thread to be had: GIO's shared ones, at the usual priority */
        g_object_unref (task);
        g_task_run_in_thread (task, run_search);
      }
  }
}

void
pento_search_task_cancel (PentoSearchTask *self)
{
  g_return_if_fail (PENTO_IS_SEARCH_TASK (self));

  if (self->cancelled)
    return;

  self->cancelled = TRUE;
  g_cancellable_cancel (self->cancellable);
  stop_flushing (self);
}

PentoSearchTaskKind
pento_search_task_get_kind (PentoSearchTask *self)
{
  g_return_val_if_fail (PENTO_IS_SEARCH_TASK (self), PENTO_SEARCH_TASK_ALL);

  return self->data->kind;
}

guint
pento_search_task_get_generation (PentoSearchTask *self)
{
  g_return_val_if_fail (PENTO_IS_SEARCH_TASK (self), 0);

  return self->generation;
}

PentoBoard *
pento_search_task_get_board (PentoSearchTask *self)
{
  g_return_val_if_fail (PENTO_IS_SEARCH_TASK (self), NULL);

  return self->data->board;
}

const PentoRules *
pento_search_task_get_rules (PentoSearchTask *self)
{
  g_return_val_if_fail (PENTO_IS_SEARCH_TASK (self), NULL);

  return &self->data->rules;
}

gboolean
pento_search_task_is_running (PentoSearchTask *self)
{
  g_return_val_if_fail (PENTO_IS_SEARCH_TASK (self), FALSE);

  return self->running && !self->cancelled;
}

double
pento_search_task_get_elapsed (PentoSearchTask *self)
{
  g_return_val_if_fail (PENTO_IS_SEARCH_TASK (self), 0.0);

  if (self->start_time == 0 || self->end_time == 0)
    return 0.0;

  return (self->end_time - self->start_time) / (double) G_USEC_PER_SEC;
}

guint64
pento_search_task_get_index (PentoSearchTask *self)
{
  guint64 index;

  g_return_val_if_fail (PENTO_IS_SEARCH_TASK (self), 0);

  g_mutex_lock (&self->data->mutex);
  index = self->data->index;
  g_mutex_unlock (&self->data->mutex);
  return index;
}

PentoSearchTask *
pento_search_task_new_for_position (PentoSearchTaskKind  kind,
                                    PentoPosition       *position,
                                    const PentoRules    *rules,
                                    guint                generation)
{
  PentoSearchTask *self;

  g_return_val_if_fail (position != NULL, NULL);

  self = pento_search_task_new (kind, pento_position_get_board (position), rules, generation);
  self->data->position = pento_position_ref (position);
  return self;
}
