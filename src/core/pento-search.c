/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-search.c: the exact-cover search over the tables of pento-puzzle.c — always cover the
 * first empty cell; one thread, or first-level branches over several with ordered delivery —
 * and the searches built on it (count, nth, first, random).
 */
#include "pento-puzzle-private.h"

#include <string.h>

#define STOP_CHECK_MASK 0xfffu

typedef struct {
  gboolean rep;
  char     grid[MAX_CELLS];            /* letters by cell number */
} RawSolution;

typedef struct {
  gboolean done;
  guint64  nodes;
  guint64  total;
  guint64  unique;
  GArray  *buffer;                     /* RawSolution */
} TaskResult;

typedef struct {
  const PentoPuzzle        *puzzle;
  const PentoSearchOptions *options;
  gboolean                  want_solutions;
  gint                      stop;      /* atomic: limit reached, callback said stop, cancelled */
  gint64                    start_time;

  /* delivered so far, on the calling thread */
  guint64                   delivered;
  guint                     tasks_done;
  PentoProgress             progress;
  PentoSolution            *scratch;   /* the packing handed to solution_func */

  /* threads */
  GMutex                    mutex;
  GCond                     cond;
  gint                      next_task;
  TaskResult               *results;
} Search;

/* Dead-state memo: a partial packing is fully described by its covered cells and the pieces
 * left, so once such a state has led nowhere it can be skipped whenever another arrangement
 * reaches it again (on 10×6 that skips 40% of the nodes). The key is exact and fits 64 bits
 * (see plan_dead_key() in pento-puzzle.c); on the rectangles it fits 48 and the slots are
 * 32-bit tags (below). Direct-mapped, newest wins; only states with 3 to 9 pieces left are
 * kept: measured, a larger window costs more in cache misses than it saves. */
#define DEAD_BITS 16
#define DEAD_MIN_LEFT 3
#define DEAD_MAX_LEFT 9

static inline guint
dead_slot (guint64 key)
{
  return (guint) ((key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> (64 - DEAD_BITS));
}

/* Keys of at most 48 bits (the rectangles) are kept as 32-bit tags, halving the table: a
 * product with an odd number is a bijection modulo 2^48, so its top DEAD_BITS (the slot) and
 * low 32 bits (the tag) give the key back: the memo stays exact. A tag of 0 marks an empty
 * slot, so the rare key whose tag is 0 is not kept. */
G_STATIC_ASSERT (DEAD_BITS + 32 >= 48);

static inline guint64
dead_hash48 (guint64 key)
{
  return (key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) & ((G_GUINT64_CONSTANT (1) << 48) - 1);
}

typedef struct {
  Search            *search;
  const PentoPuzzle *puzzle;
  gpointer           dead;             /* 1 << DEAD_BITS keys or tags, 0 for none */
  const Root        *root;
  guint64            by_piece[PENTO_N_PIECES];
  guint64            nodes;
  guint64            total;
  guint64            unique;
  GArray            *buffer;           /* packings kept for ordered delivery (threads) */
  gboolean           direct;           /* on the calling thread: deliver and report at once */
  gboolean           stopped;
  guint              task_index;
  gint64             next_progress;
} Worker;

/* A zeroed memo: only as big as its kind of slot needs, as each page costs a fault. */
static gpointer
dead_new (const PentoPuzzle *puzzle)
{
  return g_malloc0 ((gsize) (puzzle->dead_tag32 ? sizeof (guint32) : sizeof (guint64)) <<
                    DEAD_BITS);
}

static gboolean deliver (Search *search, const Root *root, const RawSolution *raw);
static void     report_progress (Search *search, guint tasks_done, guint64 nodes,
                                 guint64 total, guint64 unique);

static void
fill_grid (const Worker *w,
           char          grid[MAX_CELLS])
{
  for (guint p = 0; p < w->puzzle->n_pieces; p++)
    {
      guint64 m = w->by_piece[p];
      char letter = pento_piece_to_letter (p);

      while (m)
        {
          grid[__builtin_ctzll (m)] = letter;
          m &= m - 1;
        }
    }
}

static void
found (Worker *w)
{
  const PentoPuzzle *puzzle = w->puzzle;
  const Root *root = w->root;
  RawSolution raw;

  if (root->n_checks == 0 && !w->search->want_solutions)
    {
      w->total += root->n_images;
      w->unique++;
      return;
    }

  memset (raw.grid, '.', puzzle->n_bits);
  fill_grid (w, raw.grid);
  raw.rep = TRUE;
  for (guint k = 0; k < root->n_checks && raw.rep; k++)
    {
      const guint8 *perm = puzzle->perm[root->checks[k]];
      char image[MAX_CELLS];

      for (guint b = 0; b < puzzle->n_bits; b++)
        image[perm[b]] = raw.grid[b];
      raw.rep = memcmp (raw.grid, image, puzzle->n_bits) <= 0;
    }
  w->total += root->n_images;
  w->unique += raw.rep ? 1 : 0;

  if (!w->search->want_solutions)
    return;
  if (!w->direct)
    g_array_append_val (w->buffer, raw);
  else if (!deliver (w->search, root, &raw))
    w->stopped = TRUE;
}

static gboolean
should_stop (Worker *w)
{
  Search *search = w->search;

  if (g_atomic_int_get (&search->stop))
    return TRUE;
  if (pento_cancel_is_cancelled (search->options->cancel))
    {
      g_atomic_int_set (&search->stop, 1);
      return TRUE;
    }
  /* single thread: progress comes from inside the search */
  if (w->direct && search->options->progress_func)
    {
      gint64 now = g_get_monotonic_time ();

      if (now >= w->next_progress)
        {
          report_progress (search, w->task_index, search->progress.nodes + w->nodes,
                           search->progress.total + w->total,
                           search->progress.unique + w->unique);
          w->next_progress = now + (gint64) (search->options->progress_interval * G_USEC_PER_SEC);
        }
    }
  return FALSE;
}

/* Iterative depth-first search from a partial packing: always cover the first empty cell.
 * Before descending, a child that leaves an empty cell with no empty neighbour, or two empty
 * cells that only have each other, is dropped. Measured on 10×6, that removes 25% of the
 * nodes; flood-filling every pocket would remove 37%, but costs more than it saves. */
typedef struct {
  guint64       filled;
  guint64       allowed;             /* slots of the pieces still to place */
  guint32       remaining;           /* ranks in order[] still to place */
  guint         cell;                /* the first empty one */
  guint64       found_before;        /* w->total on entry: unchanged at the end means dead */
  guint64       key;                 /* in the dead-state memo; 0: not kept */
  guint64       fits;                /* slots that fit at cell and are still to try */
} Frame;

/* The slots that fit at cell c, the first empty one of `filled`. */
G_ALWAYS_INLINE static inline guint64
fits_at (const PentoPuzzle *puzzle,
         guint64            filled,
         guint              c,
         guint64            allowed,
         guint              n_chunks,
         gboolean           box)
{
  guint64 window = (filled >> c) >> 1;
  guint64 dead = 0;

  if (box)
    for (guint i = 0; i < n_chunks; i++)
      dead |= puzzle->kill_box[i][(window >> (8 * i)) & 255];
  else
    for (guint i = 0; i < n_chunks; i++)
      dead |= puzzle->kill[c * n_chunks + i][(window >> (4 * i)) & 15];
  return puzzle->cell_all[c] & allowed & ~dead;
}

G_ALWAYS_INLINE static inline void
search_body (Worker   *w,
             guint64   filled,
             guint32   remaining,
             guint     n_chunks,
             gboolean  box,
             gboolean  tag32,
             guint     line)
{
  const PentoPuzzle *puzzle = w->puzzle;
  const guint64 (*slot_mask)[64] = puzzle->slot_mask;
  const guint64 *slot_shape = puzzle->slot_shape;
  const guint8 *slot_rank = puzzle->slot_rank;
  const guint64 not_line_end = puzzle->not_line_end;
  const guint64 not_line_start = puzzle->not_line_start;
  /* line: the stride when it is a constant of this copy, so that its shifts are immediates */
  const guint stride = line ? line : puzzle->stride;
  const guint n_order = puzzle->n_order;
  const gboolean dead_memo = puzzle->dead_memo;
  const guint window_shift = puzzle->dead_window_shift;
  const guint64 window_mask = puzzle->dead_window >= 64 ? G_MAXUINT64 :
                              (G_GUINT64_CONSTANT (1) << puzzle->dead_window) - 1;
  /* the root matters only while the breaker reaches past the window */
  const guint root_top = 63 - __builtin_clzll (w->root->mask);
  const guint64 root_key = (guint64) (w->root - puzzle->roots + 1) << puzzle->dead_root_shift;
  const guint dead_window = puzzle->dead_window;
  Frame stack[PENTO_N_PIECES + 1];
  /* one piece is placed per level: the count of pieces left needs no popcount */
  const guint left_at_start = __builtin_popcount (remaining);
  guint64 allowed = 0;
  guint64 nodes = w->nodes;
  Frame *f;
  int depth = 0;
  guint cell;
  guint64 fits;

  for (guint k = 0; k < n_order; k++)
    if (remaining & (1u << k))
      allowed |= puzzle->rank_slots[k];

  if (filled == G_MAXUINT64)
    {
      found (w);
      goto out;
    }
  cell = __builtin_ctzll (~filled);
  fits = fits_at (puzzle, filled, cell, allowed, n_chunks, box);

  /* Entered with a state (filled, remaining, allowed) and the slots that fit at its first
   * empty cell, which the parent has found not to be none. */
enter:
  f = &stack[depth];
  f->filled = filled;
  f->allowed = allowed;
  f->remaining = remaining;
  f->found_before = w->total;
  f->cell = cell;
  f->fits = fits;
  f->key = 0;
  if (G_UNLIKELY ((++nodes & STOP_CHECK_MASK) == 0))
    {
      w->nodes = nodes;
      if (should_stop (w))
        {
          w->stopped = TRUE;
          goto out;
        }
    }
  {
    guint left = left_at_start - depth;

    if (dead_memo && left >= DEAD_MIN_LEFT && left <= DEAD_MAX_LEFT)
      {
        guint64 window = (filled >> cell) >> 1;
        guint64 key = ((window & window_mask) << window_shift) |
                      (root_top > cell + dead_window ? root_key : 0) |
                      ((guint64) cell << n_order) | remaining;

        if (tag32)
          {
            guint64 h = dead_hash48 (key);
            guint32 tag = (guint32) h;

            if (((guint32 *) w->dead)[h >> (48 - DEAD_BITS)] == tag)
              goto backtrack;
            f->key = tag != 0 ? h : 0;
          }
        else
          {
            if (((guint64 *) w->dead)[dead_slot (key)] == key)
              goto backtrack;
            f->key = key;
          }
      }
  }

next:
  {
    guint64 fits_left = f->fits;

    while (fits_left)
      {
        guint j = __builtin_ctzll (fits_left);
        guint64 m = box ? slot_shape[j] << f->cell : slot_mask[f->cell][j];
        guint k = slot_rank[j];
        guint64 child = f->filled | m;
        guint64 empty = ~child;
        guint64 child_allowed;

        fits_left &= fits_left - 1;
        if (empty == 0)
          {
            w->by_piece[puzzle->order[k]] = m;
            found (w);
            if (w->stopped)
              goto out;
            continue;
          }
        /* a state with nothing to place at its first empty cell is not entered: that also
         * drops most children with a pocket, at the cost of three look-ups */
        child_allowed = f->allowed & ~puzzle->rank_slots[k];
        cell = __builtin_ctzll (empty);
        fits = fits_at (puzzle, child, cell, child_allowed, n_chunks, box);
        if (fits == 0)
          continue;
        if (box)
          {
            /* the empty neighbour before, after, and on either side of each cell */
            guint64 a = (empty & not_line_end) << 1, b = (empty & not_line_start) >> 1;
            guint64 l = empty << stride, r = empty >> stride;
            guint64 any = a | b | l | r;
            guint64 two = (a & b) | (l & r) | ((a | b) & (l | r));
            guint64 one = empty & any & ~two;

            /* a lone empty cell, or two that only have each other */
            if ((empty & ~any) | (one & (((one >> 1) & not_line_end) | (one >> stride))))
              continue;
          }
        w->by_piece[puzzle->order[k]] = m;
        f->fits = fits_left;
        filled = child;
        remaining = f->remaining & ~(1u << k);
        allowed = child_allowed;
        depth++;
        goto enter;
      }
  }

backtrack:
  if (f->key && f->found_before == w->total)
    {
      if (tag32)
        ((guint32 *) w->dead)[f->key >> (48 - DEAD_BITS)] = (guint32) f->key;
      else
        ((guint64 *) w->dead)[dead_slot (f->key)] = f->key;
    }
  if (depth == 0)
    goto out;
  depth--;
  f = &stack[depth];
  goto next;

out:
  w->nodes = nodes;
}

/* The window's width is a constant in each copy, so that its look-ups are unrolled: the
 * rectangles and 8×8 boards (all numbered over their box) use 2 to 4 bytes. The standard
 * boards also get their stride as a constant. */
#define SEARCH_COPY(N, TAG32, LINE) \
  static void search_##N##_##TAG32##_##LINE (Worker *w, guint64 filled, guint32 remaining) \
  { search_body (w, filled, remaining, N, TRUE, TAG32, LINE); }
SEARCH_COPY (3, TRUE, 6)                /* 10×6 */
SEARCH_COPY (3, TRUE, 5)                /* 12×5 */
SEARCH_COPY (2, TRUE, 4)                /* 15×4 */
SEARCH_COPY (2, TRUE, 3)                /* 20×3 */
SEARCH_COPY (4, FALSE, 8)               /* 8×8 boards: their keys need 64-bit slots */
SEARCH_COPY (2, TRUE, 0)
SEARCH_COPY (3, TRUE, 0)
SEARCH_COPY (4, TRUE, 0)
SEARCH_COPY (4, FALSE, 0)
#undef SEARCH_COPY

static void
search_from (Worker  *w,
             guint64  filled,
             guint32  remaining)
{
  const PentoPuzzle *puzzle = w->puzzle;
  static const struct {
    guint    n_bytes;
    gboolean tag32;
    guint    stride;
    void   (*search) (Worker *w, guint64 filled, guint32 remaining);
  } copies[] = {
    { 3, TRUE, 6, search_3_TRUE_6 },
    { 3, TRUE, 5, search_3_TRUE_5 },
    { 2, TRUE, 4, search_2_TRUE_4 },
    { 2, TRUE, 3, search_2_TRUE_3 },
    { 4, FALSE, 8, search_4_FALSE_8 },
    { 2, TRUE, 0, search_2_TRUE_0 },
    { 3, TRUE, 0, search_3_TRUE_0 },
    { 4, TRUE, 0, search_4_TRUE_0 },
    { 4, FALSE, 0, search_4_FALSE_0 },
  };

  /* the memo's kind of slot must be the one dead_new() allocated */
  if (puzzle->box)
    {
      for (guint i = 0; i < G_N_ELEMENTS (copies); i++)
        if (copies[i].n_bytes == puzzle->n_bytes && copies[i].tag32 == puzzle->dead_tag32 &&
            (copies[i].stride == 0 || copies[i].stride == puzzle->stride))
          {
            copies[i].search (w, filled, remaining);
            return;
          }
      search_body (w, filled, remaining, puzzle->n_bytes, TRUE, puzzle->dead_tag32, 0);
    }
  else
    search_body (w, filled, remaining, puzzle->n_nibbles, FALSE, puzzle->dead_tag32, 0);
}

static void
run_task (Worker *w,
          guint   index)
{
  const PentoPuzzle *puzzle = w->puzzle;
  const Task *task = &puzzle->tasks[index];
  guint32 remaining = (1u << puzzle->n_order) - 1;
  guint64 filled = puzzle->init_filled | puzzle->roots[task->root].mask;

  w->root = &puzzle->roots[task->root];
  w->task_index = index;
  w->by_piece[puzzle->breaker] = w->root->mask;
  if (task->rank >= 0)
    {
      w->by_piece[puzzle->order[task->rank]] = task->mask;
      filled |= task->mask;
      remaining &= ~(1u << task->rank);
    }
  w->nodes++;
  search_from (w, filled, remaining);
}

/* Writes the packing of a raw solution under one symmetry into `out`, in board coordinates.
 * Every image covers the same cells, so the holes keep the '.' that pento_solution_new() gave
 * them. */
static void
raw_to_solution (const PentoPuzzle *puzzle,
                 const RawSolution *raw,
                 guint              sym,
                 PentoSolution     *out)
{
  const guint16 *restrict cell_of = puzzle->cell_of[sym];
  const char *restrict grid = raw->grid;
  char *restrict cells = out->cells;
  const guint n_bits = puzzle->n_bits;

  for (guint b = 0; b < n_bits; b++)
    cells[cell_of[b]] = grid[b];
}

/* On the calling thread. Returns FALSE when the search must stop. */
static gboolean
deliver (Search            *search,
         const Root        *root,
         const RawSolution *raw)
{
  const PentoSearchOptions *options = search->options;
  guint n = options->mode == PENTO_SEARCH_ALL ? root->n_images : (raw->rep ? 1 : 0);

  for (guint k = 0; k < n; k++)
    {
      gboolean go_on;

      if (g_atomic_int_get (&search->stop))
        return FALSE;
      raw_to_solution (search->puzzle, raw, root->images[k], search->scratch);
      go_on = options->solution_func (search->scratch, k == 0 && raw->rep, options->user_data);
      search->delivered++;
      if (!go_on || (options->limit > 0 && search->delivered >= options->limit))
        {
          g_atomic_int_set (&search->stop, 1);
          return FALSE;
        }
    }
  return TRUE;
}

static void
report_progress (Search *search,
                 guint   tasks_done,
                 guint64 nodes,
                 guint64 total,
                 guint64 unique)
{
  PentoProgress p = {
    .nodes = nodes,
    .total = total,
    .unique = unique,
    .elapsed = (g_get_monotonic_time () - search->start_time) / (gdouble) G_USEC_PER_SEC,
    .fraction = search->puzzle->n_tasks ? tasks_done / (gdouble) search->puzzle->n_tasks : 1.0,
  };

  if (search->options->progress_func)
    search->options->progress_func (&p, search->options->user_data);
}

static gpointer
worker_thread (gpointer data)
{
  Search *search = data;
  const PentoPuzzle *puzzle = search->puzzle;
  g_autofree gpointer dead = dead_new (puzzle);

  for (;;)
    {
      gint i = g_atomic_int_add (&search->next_task, 1);
      Worker w = { .search = search, .puzzle = puzzle, .dead = dead };
      TaskResult *result;

      if ((guint) i >= puzzle->n_tasks || g_atomic_int_get (&search->stop))
        break;
      result = &search->results[i];
      if (search->want_solutions)
        w.buffer = g_array_new (FALSE, FALSE, sizeof (RawSolution));
      run_task (&w, i);

      g_mutex_lock (&search->mutex);
      result->nodes = w.nodes;
      result->total = w.total;
      result->unique = w.unique;
      result->buffer = w.buffer;
      result->done = !w.stopped;
      g_cond_signal (&search->cond);
      g_mutex_unlock (&search->mutex);
      if (w.stopped)
        break;
    }
  g_mutex_lock (&search->mutex);
  g_cond_signal (&search->cond);
  g_mutex_unlock (&search->mutex);
  return NULL;
}

static void
search_threaded (Search *search,
                 guint   n_threads)
{
  const PentoPuzzle *puzzle = search->puzzle;
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  gint64 interval = (gint64) (MAX (search->options->progress_interval, 0.001) * G_USEC_PER_SEC);
  guint next = 0;
  gint64 next_report = g_get_monotonic_time () + interval;

  search->results = g_new0 (TaskResult, puzzle->n_tasks);
  g_mutex_init (&search->mutex);
  g_cond_init (&search->cond);

  for (guint i = 0; i < n_threads; i++)
    g_ptr_array_add (threads, g_thread_new ("pento-search", worker_thread, search));

  g_mutex_lock (&search->mutex);
  while (next < puzzle->n_tasks && !g_atomic_int_get (&search->stop))
    {
      gint64 now;

      if (search->results[next].done)
        {
          TaskResult *r = &search->results[next];
          const Root *root = &puzzle->roots[puzzle->tasks[next].root];

          g_mutex_unlock (&search->mutex);
          search->progress.nodes += r->nodes;
          search->progress.total += r->total;
          search->progress.unique += r->unique;
          if (r->buffer)
            {
              for (guint k = 0; k < r->buffer->len; k++)
                if (!deliver (search, root, &g_array_index (r->buffer, RawSolution, k)))
                  break;
              g_clear_pointer (&r->buffer, g_array_unref);
            }
          next++;
          search->tasks_done = next;
        }
      else
        {
          g_cond_wait_until (&search->cond, &search->mutex,
                             g_get_monotonic_time () + MIN (interval, 20000));
          g_mutex_unlock (&search->mutex);
        }

      /* cancellation and progress are checked on every wake-up, whatever woke us */
      now = g_get_monotonic_time ();
      if (pento_cancel_is_cancelled (search->options->cancel))
        g_atomic_int_set (&search->stop, 1);
      if (now >= next_report)
        {
          report_progress (search, next, search->progress.nodes, search->progress.total,
                           search->progress.unique);
          next_report = now + interval;
        }
      g_mutex_lock (&search->mutex);
    }
  g_mutex_unlock (&search->mutex);

  g_atomic_int_set (&search->stop, 1);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (threads->pdata[i]);

  for (guint i = 0; i < puzzle->n_tasks; i++)
    g_clear_pointer (&search->results[i].buffer, g_array_unref);
  g_free (search->results);
  g_mutex_clear (&search->mutex);
  g_cond_clear (&search->cond);
}

gboolean
pento_puzzle_search (PentoPuzzle              *puzzle,
                     const PentoSearchOptions *options,
                     PentoProgress            *result,
                     GError                  **error)
{
  Search search = { 0 };
  gboolean finished;

  g_return_val_if_fail (puzzle != NULL && options != NULL, FALSE);
  g_return_val_if_fail (options->mode == PENTO_SEARCH_COUNT || options->solution_func != NULL,
                        FALSE);

  search.puzzle = puzzle;
  search.options = options;
  search.want_solutions = options->mode != PENTO_SEARCH_COUNT;
  /* one packing, rewritten for each image: the callback copies what it keeps */
  if (search.want_solutions)
    search.scratch = pento_solution_new (pento_board_get_width (puzzle->board),
                                         pento_board_get_height (puzzle->board));
  search.start_time = g_get_monotonic_time ();

  if (options->n_threads > 1 && puzzle->n_tasks > 1)
    search_threaded (&search, MIN (options->n_threads, puzzle->n_tasks));
  else
    {
      g_autofree gpointer dead = dead_new (puzzle);
      Worker w = { .search = &search, .puzzle = puzzle, .direct = TRUE, .dead = dead };

      w.next_progress = search.start_time +
                        (gint64) (options->progress_interval * G_USEC_PER_SEC);
      for (guint i = 0; i < puzzle->n_tasks && !w.stopped; i++)
        {
          run_task (&w, i);
          if (!w.stopped)
            search.tasks_done = i + 1;
        }
      search.progress.nodes = w.nodes;
      search.progress.total = w.total;
      search.progress.unique = w.unique;
    }

  search.progress.elapsed = (g_get_monotonic_time () - search.start_time) /
                            (gdouble) G_USEC_PER_SEC;
  finished = !g_atomic_int_get (&search.stop) ||
             (options->limit > 0 && search.delivered >= options->limit);
  search.progress.fraction = finished ? 1.0 : search.tasks_done / (gdouble) MAX (puzzle->n_tasks, 1);
  if (result)
    *result = search.progress;
  g_clear_pointer (&search.scratch, pento_solution_free);

  if (pento_cancel_set_error_if_cancelled (options->cancel, error))
    return FALSE;
  return TRUE;
}

/* ---- convenience ------------------------------------------------------------------------ */

gboolean
pento_puzzle_count (PentoPuzzle  *puzzle,
                    guint         n_threads,
                    PentoCancel  *cancel,
                    guint64      *out_total,
                    guint64      *out_unique,
                    GError      **error)
{
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_COUNT,
    .n_threads = n_threads,
    .cancel = cancel,
  };
  PentoProgress result;

  if (!pento_puzzle_search (puzzle, &options, &result, error))
    return FALSE;
  if (out_total)
    *out_total = result.total;
  if (out_unique)
    *out_unique = result.unique;
  return TRUE;
}

typedef struct {
  guint64        index;
  guint64        seen;
  PentoSolution *solution;
} NthData;

static gboolean
nth_cb (const PentoSolution *solution,
        gboolean             representative,
        gpointer             user_data)
{
  NthData *data = user_data;

  if (data->seen++ == data->index)
    {
      data->solution = pento_solution_copy (solution);
      return FALSE;
    }
  return TRUE;
}

PentoSolution *
pento_puzzle_nth (PentoPuzzle  *puzzle,
                  guint64       index,
                  gboolean      unique,
                  PentoCancel  *cancel,
                  GError      **error)
{
  NthData data = { .index = index };
  PentoSearchOptions options = {
    .mode = unique ? PENTO_SEARCH_UNIQUE : PENTO_SEARCH_ALL,
    .cancel = cancel,
    .solution_func = nth_cb,
    .user_data = &data,
  };

  g_return_val_if_fail (puzzle != NULL, NULL);

  if (!pento_puzzle_search (puzzle, &options, NULL, error))
    {
      g_clear_pointer (&data.solution, pento_solution_free);
      return NULL;
    }
  return data.solution;
}

PentoSolution *
pento_puzzle_first (PentoPuzzle  *puzzle,
                    PentoCancel  *cancel,
                    GError      **error)
{
  return pento_puzzle_nth (puzzle, 0, FALSE, cancel, error);
}

static gboolean
collect_cb (const PentoSolution *solution,
            gboolean             representative,
            gpointer             user_data)
{
  g_ptr_array_add (user_data, pento_solution_copy (solution));
  return TRUE;
}

PentoSolution *
pento_puzzle_random_full (PentoPuzzle  *puzzle,
                          guint64       seed,
                          PentoCancel  *cancel,
                          guint64      *out_index,
                          guint64      *out_n_unique,
                          GError      **error)
{
  g_autoptr(GPtrArray) unique = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  g_autoptr(GRand) rand = NULL;
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_UNIQUE,
    /* threads deliver in the same order as one, so the pick does not depend on the cores */
    .n_threads = g_get_num_processors (),
    .cancel = cancel,
    .solution_func = collect_cb,
    .user_data = unique,
  };
  guint64 index;

  g_return_val_if_fail (puzzle != NULL, NULL);

  /* One pass that keeps the unique packings (16,146 of them at most on the standard boards,
   * about a megabyte) is twice as fast as counting first and then walking to the pick. */
  if (!pento_puzzle_search (puzzle, &options, NULL, error))
    return NULL;
  if (out_n_unique)
    *out_n_unique = unique->len;
  if (unique->len == 0)
    return NULL;

  rand = g_rand_new_with_seed_array ((const guint32[]) { (guint32) seed,
                                                         (guint32) (seed >> 32) }, 2);
  index = (guint64) (g_rand_double (rand) * unique->len);
  index = MIN (index, unique->len - 1);
  if (out_index)
    *out_index = index;
  /* any image of the packing belongs to the same class: show a random one */
  return pento_solution_transform (unique->pdata[index],
                                   puzzle->syms[g_rand_int_range (rand, 0, puzzle->n_syms)]);
}

PentoSolution *
pento_puzzle_random (PentoPuzzle  *puzzle,
                     guint64       seed,
                     PentoCancel  *cancel,
                     GError      **error)
{
  return pento_puzzle_random_full (puzzle, seed, cancel, NULL, NULL, error);
}
