/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-search.c: the search driver and the 64-bit search. The driver runs the puzzle's tasks
 * on one thread, or over several with ordered delivery, splits them into parts, reports
 * progress and delivers each packing's images; a task is searched here on a board of up to 64
 * cells (always cover the first empty cell, over the tables of pento-puzzle.c), past 64 cells
 * by pento-wide-*.c, in a box by pento-box-search.c. The traced search's copies of the 64-bit
 * search, its probes and its position in a branch are here too (the trace: pento-trace.c).
 */
#include "pento-box-tables.h"
#include "pento-puzzle-private.h"
#include "pento-trace-private.h"
#include "pento-wide.h"

#include <string.h>
#include <unistd.h>
#include <glib/gi18n.h>

#include "pento-error.h"

#define STOP_CHECK_MASK 0xfffu

typedef struct {
  gboolean rep;
  char     grid[MAX_BITS];             /* letters by cell number */
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

  PentoWideCounts          *counts;    /* counting past 64 cells: the memo of the threads */

  /* options->n_parts > 1: the prefixes at part_depth, numbered from part_offset[task] */
  guint                     part_depth;
  guint64                  *part_offset;
} Search;

/* Dead-state memo: a partial packing is fully described by its covered cells and the pieces
 * left, so once such a state has led nowhere it can be skipped whenever another arrangement
 * reaches it again. The key is exact and fits 64 bits (see plan_dead_key() in
 * pento-puzzle.c). Direct-mapped, newest wins; only states with DEAD_MIN_LEFT to DEAD_MAX_LEFT
 * pieces left are kept. */
#define DEAD_MIN_LEFT 3
#define DEAD_MAX_LEFT 9
#define DEAD_START_BITS 13
#define DEAD_GROW_STEP 4
#define DEAD_GROW_LOAD 2

/* The slot is the top bits of the key times an odd number modulo 2^key_bits, a bijection. On
 * the rectangles the keys have at most 48 bits and the table keeps 32-bit tags, the product's
 * low 32 bits: with the slot's key_bits − 32 bits or more they give the key back, so the memo
 * stays exact. A tag of 0 marks an empty slot, so the rare key whose tag is 0 is not kept.
 *
 * Its size is a trade: a larger table forgets less, but each page of it costs a fault when
 * first touched (a hash touches them all at once) and a table past the L2 cache is slow to
 * read. So it starts at 2^DEAD_START_BITS slots and grows 2^DEAD_GROW_STEP-fold in place,
 * entries kept, each time it has taken DEAD_GROW_LOAD times as many states as it has slots,
 * up to the L2 cache's size: a small search touches few pages, a large one gets the table it
 * needs (docs/performance.md). */
typedef struct {
  gpointer slots;                      /* NULL: no memo (the key does not fit 64 bits) */
  gsize    slot_size;
  guint    bits;                       /* 1 << bits slots in use, at the start … */
  guint    max_bits;                   /* … of 1 << max_bits allocated */
  guint    shift;                      /* key_bits − bits: the slot is hash >> shift */
  guint64  hash_mask;                  /* modulo 2^key_bits */
  gsize    taken;                      /* states kept since the table last grew */
} DeadMemo;

static inline guint64
dead_hash (const DeadMemo *memo,
           guint64         key)
{
  return (key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) & memo->hash_mask;
}

static void
dead_memo_init (DeadMemo          *memo,
                const PentoPuzzle *puzzle)
{
  static gsize l2_bytes = 0;
  guint key_bits = puzzle->dead_tag32 ? puzzle->dead_key_bits : 64;

  if (g_once_init_enter (&l2_bytes))
    {
      glong l2 = 0;

#ifdef _SC_LEVEL2_CACHE_SIZE
      l2 = sysconf (_SC_LEVEL2_CACHE_SIZE);
#endif
      /* unknown (not every C library can tell): assume 512 KB */
      g_once_init_leave (&l2_bytes, l2 > 0 ? (gsize) l2 : 512 * 1024);
    }

  memset (memo, 0, sizeof *memo);
  if (!puzzle->dead_memo)
    return;
  memo->slot_size = puzzle->dead_tag32 ? sizeof (guint32) : sizeof (guint64);
  memo->bits = DEAD_START_BITS;
  if (puzzle->dead_tag32 && key_bits > 32)
    memo->bits = MAX (memo->bits, key_bits - 32);
  memo->max_bits = memo->bits;
  while ((memo->slot_size << (memo->max_bits + 1)) <= l2_bytes)
    memo->max_bits++;
  memo->shift = key_bits - memo->bits;
  memo->hash_mask = key_bits >= 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << key_bits) - 1;
  /* the pages of a large allocation are only faulted in as the table grows into them */
  memo->slots = g_malloc0 (memo->slot_size << memo->max_bits);
}

static void
dead_memo_clear (DeadMemo *memo)
{
  g_clear_pointer (&memo->slots, g_free);
}

/* Grows the table in place by up to DEAD_GROW_STEP bits: a state's slot gains the hash's next
 * bits, which its tag (or key) holds, so the entry in slot s moves to s << step | those bits;
 * going down from the top, no entry lands where one is still to move. */
static void
dead_memo_grow (DeadMemo *memo)
{
  guint step = MIN (DEAD_GROW_STEP, memo->max_bits - memo->bits);
  guint shift = memo->shift - step;
  guint64 low = (G_GUINT64_CONSTANT (1) << step) - 1;
  gboolean tag32 = memo->slot_size == sizeof (guint32);

  for (gsize s = (gsize) 1 << memo->bits; s-- > 0;)
    {
      guint64 v = tag32 ? ((guint32 *) memo->slots)[s] : ((guint64 *) memo->slots)[s];
      gsize to = (s << step) | ((v >> shift) & low);

      if (v == 0)
        continue;
      if (tag32)
        {
          ((guint32 *) memo->slots)[s] = 0;
          ((guint32 *) memo->slots)[to] = (guint32) v;
        }
      else
        {
          ((guint64 *) memo->slots)[s] = 0;
          ((guint64 *) memo->slots)[to] = v;
        }
    }
  memo->bits += step;
  memo->shift = shift;
  memo->taken = 0;
}

typedef struct {
  Search            *search;
  const PentoPuzzle *puzzle;
  DeadMemo           dead;             /* no slots: no memo */
  const Root        *root;
  guint64            root_key;         /* the root's part of a memo key, needed while the */
  guint              root_below;       /* first empty cell is below this (the root reaches */
                                       /* past the key's window) */
  guint64            placed[PENTO_N_SET_PIECES]; /* by rank in order[] */
  guint64            nodes;
  guint64            total;
  guint64            unique;
  GArray            *buffer;           /* packings kept for ordered delivery (threads) */
  gboolean           direct;           /* on the calling thread: deliver and report at once */
  gboolean           stopped;
  guint              task_index;
  gint64             next_progress;
  PentoTrace        *trace;            /* the trace copies report every step to it */
  PentoWideState    *wide;             /* a board past 64 cells: its search's state */
  guint64            part_counter;     /* the prefixes numbered so far (--part) */
} Worker;

static gboolean deliver (Search *search, const Root *root, const RawSolution *raw);
static void     report_progress (Search *search, guint tasks_done, guint64 nodes,
                                 guint64 total, guint64 unique);

static void
fill_grid (const Worker *w,
           char          grid[MAX_CELLS])
{
  const PentoPuzzle *puzzle = w->puzzle;

  for (guint k = 0; k <= puzzle->n_order; k++)
    {
      guint64 m = k < puzzle->n_order ? w->placed[k] : w->root->mask;
      char letter = pento_piece_to_letter (k < puzzle->n_order ? puzzle->order[k] :
                                           puzzle->breaker);

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

  /* holes and a position's placed pieces */
  memcpy (raw.grid, puzzle->base_grid, puzzle->n_bits);
  if (puzzle->wide)
    pento_wide_fill_grid (w->wide, raw.grid);
  else
    fill_grid (w, raw.grid);
  raw.rep = TRUE;
  if (puzzle->wide)
    raw.rep = pento_wide_is_least (w->wide, raw.grid);
  for (guint k = 0; k < root->n_checks && raw.rep && !puzzle->wide; k++)
    {
      const guint8 *perm = puzzle->perm[root->checks[k]];
      char image[MAX_BITS];

      if (G_UNLIKELY (puzzle->sym_swaps[root->checks[k]]))
        for (guint b = 0; b < puzzle->n_bits; b++)
          image[perm[b]] = puzzle->mirror_letter[raw.grid[b] & 127];
      else
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

/* After found(): the packing event, its images already delivered to trace_collect(). FALSE
 * when the search must stop. */
static gboolean
pento_trace_packing (Worker *w)
{
  return pento_trace_packing_event (w->trace);
}

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
      dead |= puzzle->kill[puzzle->kill_row[c] + i][(window >> (8 * i)) & 255];
  return puzzle->cell_all[c] & allowed & ~dead;
}

/* One state of the depth-first search: `left` pieces still to place, `filled` the cells
 * covered, `cell` the first empty one and `fits` the slots that fit there (never none: the
 * parent does not descend into a state with nothing to place). The search always covers the
 * first empty cell. It is recursive, with one function per number of pieces left (see
 * SEARCH_COPY below), so that each level's tests are decided when compiling and the compiler
 * keeps a level's state in registers, which a loop over a stack of frames does not.
 *
 * Before descending, a child with nothing to place at its first empty cell, or with an empty
 * cell that has no empty neighbour, is dropped; with one piece left, a child whose last piece
 * fits is a packing and is not entered either. Two empty cells that only have each other are
 * not looked for: the test costs more than the nodes it saves. */
typedef void (*NodeFunc) (Worker   *w,
                          guint64   filled,
                          guint64   allowed,
                          guint32   remaining,
                          guint     cell,
                          guint64   fits);

G_ALWAYS_INLINE static inline void
search_node (Worker        *w,
             guint64        filled,
             guint64        allowed,
             guint32        remaining,
             guint          cell,
             guint64        fits,
             const guint    left,
             const guint    n_chunks,
             const gboolean box,
             const gboolean memo,
             const gboolean tag32,
             const guint    line,
             const gboolean trace,
             NodeFunc       descend)
{
  const PentoPuzzle *puzzle = w->puzzle;
  /* line: the stride when it is a constant of this copy, so that its shifts are immediates */
  const guint stride = line ? line : puzzle->stride;
  const guint64 total_before = w->total;
  guint64 key = 0;

  if (G_UNLIKELY ((++w->nodes & STOP_CHECK_MASK) == 0) && should_stop (w))
    {
      w->stopped = TRUE;
      return;
    }

  if (left >= DEAD_MIN_LEFT && left <= DEAD_MAX_LEFT && memo)
    {
      guint64 window = (filled >> cell) >> 1;
      guint64 k = ((window & puzzle->dead_window_mask) << puzzle->dead_window_shift) |
                  (cell < w->root_below ? w->root_key : 0) |
                  ((guint64) cell << puzzle->n_order) | remaining;
      guint64 h = dead_hash (&w->dead, k);

      if (tag32)
        {
          if (((guint32 *) w->dead.slots)[h >> w->dead.shift] == (guint32) h)
            return;
          key = (guint32) h != 0 ? h : 0;
        }
      else
        {
          if (((guint64 *) w->dead.slots)[h >> w->dead.shift] == h)
            return;
          key = h;
        }
    }

  if (left <= 2)
    while (fits)
      {
        guint j = __builtin_ctzll (fits);
        guint64 m = box ? puzzle->slot_shape[j] << cell : puzzle->slot_mask[cell][j];
        guint64 child = filled | m;
        guint child_cell;
        guint64 child_fits;

        fits &= fits - 1;
        w->placed[puzzle->slot_rank[j]] = m;
        if (left == 2)
          {
            /* with one piece left, a fit at the child's first empty cell covers it all */
            child_cell = __builtin_ctzll (~child);
            child_fits = fits_at (puzzle, child, child_cell, allowed & puzzle->slot_keep[j],
                                  n_chunks, box);
            if (child_fits == 0)
              continue;
            if (trace && G_UNLIKELY (!pento_trace_place (w->trace, puzzle->slot_rank[j])))
              return;
            j = __builtin_ctzll (child_fits);
            w->placed[puzzle->slot_rank[j]] =
              box ? puzzle->slot_shape[j] << child_cell : puzzle->slot_mask[child_cell][j];
          }
        if (trace && G_UNLIKELY (!pento_trace_place (w->trace, puzzle->slot_rank[j])))
          return;
        /* the cells left were exactly the last piece's */
        found (w);
        if (trace && !w->stopped && pento_trace_packing (w) &&
            pento_trace_remove (w->trace) && left == 2)
          pento_trace_remove (w->trace);
        if (w->stopped)
          return;
      }
  else
    {
      /* First the fits of every child, with no branch on each: which of them have none is
       * unpredictable, and a child is cheap to test, so the tests run ahead of the descents. */
      guint64 child_fits[64], children[64];
      guint8 child_slot[64], child_cell[64];
      guint n = 0;

      while (fits)
        {
          guint j = __builtin_ctzll (fits);
          guint64 child = filled | (box ? puzzle->slot_shape[j] << cell :
                                    puzzle->slot_mask[cell][j]);
          guint c = __builtin_ctzll (~child);

          fits &= fits - 1;
          children[n] = child;
          child_slot[n] = j;
          child_cell[n] = c;
          child_fits[n] = fits_at (puzzle, child, c, allowed & puzzle->slot_keep[j],
                                   n_chunks, box);
          n += child_fits[n] != 0;
        }

      for (guint i = 0; i < n; i++)
        {
          guint j = child_slot[i];
          guint k = puzzle->slot_rank[j];
          guint64 empty = ~children[i];

          if (box)
            {
              /* an empty cell none of whose neighbours (before, after, either side) is empty */
              guint64 any = ((empty & puzzle->not_line_end) << 1) |
                            ((empty & puzzle->not_line_start) >> 1) |
                            (empty << stride) | (empty >> stride);

              if (empty & ~any)
                continue;
            }
          else
            {
              /* the same, the links to the next line grouped by their length */
              guint64 any = ((empty & puzzle->not_line_end) << 1) |
                            ((empty & puzzle->not_line_start) >> 1);

              for (guint g = 0; g < puzzle->n_links; g++)
                any |= ((empty & puzzle->link_from[g]) << puzzle->link_shift[g]) |
                       ((empty >> puzzle->link_shift[g]) & puzzle->link_from[g]);
              if (empty & ~any)
                continue;
            }
          w->placed[k] = children[i] & ~filled;
          if (trace && G_UNLIKELY (!pento_trace_place (w->trace, k)))
            return;
          descend (w, children[i], allowed & puzzle->slot_keep[j], remaining & ~(1u << k),
                   child_cell[i], child_fits[i]);
          if (w->stopped)
            return;
          if (trace && G_UNLIKELY (!pento_trace_remove (w->trace)))
            return;
        }
    }

  /* a subtree cut short by a stop is not dead */
  if (key && w->total == total_before)
    {
      if (tag32)
        ((guint32 *) w->dead.slots)[key >> w->dead.shift] = (guint32) key;
      else
        ((guint64 *) w->dead.slots)[key >> w->dead.shift] = key;
      if (G_UNLIKELY (++w->dead.taken > ((gsize) DEAD_GROW_LOAD << w->dead.bits)) &&
          w->dead.bits < w->dead.max_bits)
        dead_memo_grow (&w->dead);
    }
}

/* Copies of the search with the window's width (in chunks), the numbering, the memo's kind of
 * slot and the stride as constants, so that the look-ups unroll and the shifts are
 * immediates: the rectangles and 8×8 boards (all numbered over their box) use 2 to 4 bytes.
 * GENERIC reads them from the puzzle, for any other board. Each copy is one function per
 * number of pieces left, 1 to MAX_LEFT, each calling the next one down. */
#define MAX_LEFT (PENTO_N_PIECES - 1)
G_STATIC_ASSERT (MAX_LEFT == 12);

#define NODE_LEVEL(NAME, L, DOWN, N, BOX, MEMO, TAG32, LINE, TRACE) \
  static void NAME##_left##L (Worker *w, guint64 filled, guint64 allowed, \
                              guint32 remaining, guint cell, guint64 fits) \
  { \
    search_node (w, filled, allowed, remaining, cell, fits, \
                 L, N, BOX, MEMO, TAG32, LINE, TRACE, DOWN); \
  }
#define SEARCH_COPY(NAME, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 1, NULL, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 2, NAME##_left1, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 3, NAME##_left2, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 4, NAME##_left3, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 5, NAME##_left4, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 6, NAME##_left5, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 7, NAME##_left6, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 8, NAME##_left7, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 9, NAME##_left8, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 10, NAME##_left9, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 11, NAME##_left10, N, BOX, MEMO, TAG32, LINE, TRACE) \
  NODE_LEVEL (NAME, 12, NAME##_left11, N, BOX, MEMO, TAG32, LINE, TRACE) \
  static const NodeFunc NAME[MAX_LEFT + 1] = { \
    NULL, NAME##_left1, NAME##_left2, NAME##_left3, NAME##_left4, NAME##_left5, \
    NAME##_left6, NAME##_left7, NAME##_left8, NAME##_left9, NAME##_left10, NAME##_left11, \
    NAME##_left12, \
  };

SEARCH_COPY (box_3_tag32_6, 3, TRUE, TRUE, TRUE, 6, FALSE)      /* 10×6 */
SEARCH_COPY (box_3_tag32_5, 3, TRUE, TRUE, TRUE, 5, FALSE)      /* 12×5 */
SEARCH_COPY (box_2_tag32_4, 2, TRUE, TRUE, TRUE, 4, FALSE)      /* 15×4 */
SEARCH_COPY (box_2_tag32_3, 2, TRUE, TRUE, TRUE, 3, FALSE)      /* 20×3 */
SEARCH_COPY (box_4_key64_8, 4, TRUE, TRUE, FALSE, 8, FALSE)     /* 8×8 boards: 64-bit keys */
SEARCH_COPY (box_2_tag32, 2, TRUE, TRUE, TRUE, 0, FALSE)
SEARCH_COPY (box_3_tag32, 3, TRUE, TRUE, TRUE, 0, FALSE)
SEARCH_COPY (box_4_tag32, 4, TRUE, TRUE, TRUE, 0, FALSE)
SEARCH_COPY (box_4_key64, 4, TRUE, TRUE, FALSE, 0, FALSE)
/* boards numbered compactly (a bounding box past 64 cells), by the window's width */
SEARCH_COPY (compact_3_tag32, 3, FALSE, TRUE, TRUE, 0, FALSE)
SEARCH_COPY (compact_4_tag32, 4, FALSE, TRUE, TRUE, 0, FALSE)
SEARCH_COPY (compact_4_key64, 4, FALSE, TRUE, FALSE, 0, FALSE)
SEARCH_COPY (compact_5_key64, 5, FALSE, TRUE, FALSE, 0, FALSE)
SEARCH_COPY (compact_6_key64, 6, FALSE, TRUE, FALSE, 0, FALSE)
SEARCH_COPY (generic, w->puzzle->n_bytes,
             w->puzzle->box, w->dead.slots != NULL, w->puzzle->dead_tag32, 0, FALSE)
/* The same search reporting each step to a trace (pento-trace.h), in copies of their own so
 * that the plain ones carry no test for it; the preset boards keep their constants, so that
 * watching the search at full speed costs it little. */
SEARCH_COPY (trace_box_3_tag32_6, 3, TRUE, TRUE, TRUE, 6, TRUE)
SEARCH_COPY (trace_box_3_tag32_5, 3, TRUE, TRUE, TRUE, 5, TRUE)
SEARCH_COPY (trace_box_2_tag32_4, 2, TRUE, TRUE, TRUE, 4, TRUE)
SEARCH_COPY (trace_box_2_tag32_3, 2, TRUE, TRUE, TRUE, 3, TRUE)
SEARCH_COPY (trace_box_4_key64_8, 4, TRUE, TRUE, FALSE, 8, TRUE)
SEARCH_COPY (trace_generic, w->puzzle->n_bytes,
             w->puzzle->box, w->dead.slots != NULL, w->puzzle->dead_tag32, 0, TRUE)
#undef SEARCH_COPY
#undef NODE_LEVEL

static void
search_from (Worker  *w,
             guint64  filled,
             guint32  remaining)
{
  const PentoPuzzle *puzzle = w->puzzle;
  static const struct {
    guint           n_bytes;
    gboolean        tag32;
    guint           stride;
    const NodeFunc *levels;
    const NodeFunc *trace_levels;      /* NULL: the generic one */
    gboolean        box;
  } copies[] = {
    { 3, TRUE, 6, box_3_tag32_6, trace_box_3_tag32_6, TRUE },
    { 3, TRUE, 5, box_3_tag32_5, trace_box_3_tag32_5, TRUE },
    { 2, TRUE, 4, box_2_tag32_4, trace_box_2_tag32_4, TRUE },
    { 2, TRUE, 3, box_2_tag32_3, trace_box_2_tag32_3, TRUE },
    { 4, FALSE, 8, box_4_key64_8, trace_box_4_key64_8, TRUE },
    { 2, TRUE, 0, box_2_tag32, NULL, TRUE },
    { 3, TRUE, 0, box_3_tag32, NULL, TRUE },
    { 4, TRUE, 0, box_4_tag32, NULL, TRUE },
    { 4, FALSE, 0, box_4_key64, NULL, TRUE },
    { 3, TRUE, 0, compact_3_tag32, NULL, FALSE },
    { 4, TRUE, 0, compact_4_tag32, NULL, FALSE },
    { 4, FALSE, 0, compact_4_key64, NULL, FALSE },
    { 5, FALSE, 0, compact_5_key64, NULL, FALSE },
    { 6, FALSE, 0, compact_6_key64, NULL, FALSE },
  };
  const NodeFunc *levels = w->trace ? trace_generic : generic;
  guint left = __builtin_popcount (remaining);
  guint64 allowed = 0;
  guint cell;
  guint64 fits;

  g_assert (left <= MAX_LEFT);
  if (filled == G_MAXUINT64)
    {
      found (w);
      if (w->trace && !w->stopped)
        pento_trace_packing (w);
      return;
    }
  for (guint k = 0; k < puzzle->n_order; k++)
    if (remaining & (1u << k))
      allowed |= puzzle->rank_slots[k];
  cell = __builtin_ctzll (~filled);
  fits = fits_at (puzzle, filled, cell, allowed,
                  puzzle->n_bytes, puzzle->box);
  if (fits == 0 || left == 0)
    return;

  /* the memo's kind of slot must be the one dead_memo_init() allocated; on a board numbered
   * over its box the memo's key always fits 64 bits */
  if (w->dead.slots)
    for (guint i = 0; i < G_N_ELEMENTS (copies); i++)
      if (copies[i].box == puzzle->box &&
          copies[i].n_bytes == puzzle->n_bytes && copies[i].tag32 == puzzle->dead_tag32 &&
          (copies[i].stride == 0 || copies[i].stride == puzzle->stride))
        {
          if (!w->trace)
            levels = copies[i].levels;
          else if (copies[i].trace_levels)
            levels = copies[i].trace_levels;
          break;
        }
  levels[left] (w, filled, allowed, remaining, cell, fits);
}

/* A box in space searches its own tables and reports here (pento-box-search.c). */
static gboolean
box_found (gpointer ctx)
{
  Worker *w = ctx;

  found (w);
  return !w->stopped;
}

static gboolean
box_poll (gpointer ctx)
{
  return !should_stop (ctx);
}

/* The prefixes of a part (a 64-bit board): every way of covering the first empty cell
 * @depth times over, in the search's order, numbered on from w->part_counter; number i is
 * searched when it belongs to the part (i mod n_parts). With @count, only counted. */
static void
split_part (Worker   *w,
            guint64   filled,
            guint32   remaining,
            guint     depth,
            gboolean  count)
{
  const PentoPuzzle *puzzle = w->puzzle;
  guint64 allowed = 0, fits;
  guint cell;

  if (depth == 0 || filled == G_MAXUINT64 || remaining == 0)
    {
      const PentoSearchOptions *options = w->search->options;

      if (!count && w->part_counter % options->n_parts == options->part)
        search_from (w, filled, remaining);
      w->part_counter++;
      return;
    }
  for (guint k = 0; k < puzzle->n_order; k++)
    if (remaining & (1u << k))
      allowed |= puzzle->rank_slots[k];
  cell = __builtin_ctzll (~filled);
  fits = fits_at (puzzle, filled, cell, allowed, puzzle->n_bytes, puzzle->box);
  for (; fits && !w->stopped; fits &= fits - 1)
    {
      guint j = __builtin_ctzll (fits);
      guint k = puzzle->slot_rank[j];
      guint64 m = puzzle->box ? puzzle->slot_shape[j] << cell : puzzle->slot_mask[cell][j];

      w->placed[k] = m;
      split_part (w, filled | m, remaining & ~(1u << k), depth - 1, count);
    }
}

/* The state a task starts from: its root and first placement. */
static void
task_start (Worker  *w,
            guint    index,
            guint64 *out_filled,
            guint32 *out_remaining)
{
  const PentoPuzzle *puzzle = w->puzzle;
  const Task *task = &puzzle->tasks[index];

  *out_filled = puzzle->init_filled | puzzle->roots[task->root].mask;
  *out_remaining = (1u << puzzle->n_order) - 1;
  if (task->rank >= 0)
    {
      w->placed[task->rank] = task->mask;
      *out_filled |= task->mask;
      *out_remaining &= ~(1u << task->rank);
    }
}

static gboolean
wide_found (gpointer ctx)
{
  Worker *w = ctx;

  found (w);
  return !w->stopped;
}

static void
run_task (Worker *w,
          guint   index)
{
  const PentoPuzzle *puzzle = w->puzzle;
  const PentoSearchOptions *options = w->search->options;
  const Task *task = &puzzle->tasks[index];
  guint32 remaining;
  guint64 filled;
  gboolean parts = options->n_parts > 1;

  /* (without a breaker, the root has no cells) */
  guint root_top = puzzle->roots[task->root].mask ?
                   63 - __builtin_clzll (puzzle->roots[task->root].mask) : 0;

  w->root = &puzzle->roots[task->root];
  w->task_index = index;
  if (puzzle->wide)
    {
      w->nodes++;
      if (!w->search->want_solutions && !w->trace)
        {
          if (!pento_wide_count_task (w->wide, w->search->counts, index, options->part,
                                      options->n_parts,
                                      w->search->part_depth,
                                      parts ? w->search->part_offset[index] : 0,
                                      &w->nodes, box_poll, w, &w->total, &w->unique))
            w->stopped = TRUE;
          return;
        }
      if (!pento_wide_run_task (w->wide, index, options->part, options->n_parts,
                                w->search->part_depth,
                                parts ? w->search->part_offset[index] : 0,
                                &w->nodes, wide_found, box_poll, w))
        w->stopped = TRUE;
      return;
    }
  /* the root matters to a memo key only while the breaker reaches past the key's window */
  w->root_below = root_top > puzzle->dead_window ? root_top - puzzle->dead_window : 0;
  w->root_key = (guint64) (task->root + 1) << puzzle->dead_root_shift;
  task_start (w, index, &filled, &remaining);
  if (task->rank >= 0 && w->trace && !pento_trace_place (w->trace, task->rank))
    return;
  w->nodes++;
  if (puzzle->box3d != NULL)
    {
      /* a box's parts are whole tasks */
      if (parts && index % options->n_parts != options->part)
        return;
      if (!pento_box_tables_search (puzzle->box3d, filled, remaining, w->placed, &w->nodes,
                                    box_found, box_poll, w))
        w->stopped = TRUE;
      return;
    }
  if (parts)
    {
      w->part_counter = w->search->part_offset[index];
      split_part (w, filled, remaining, w->search->part_depth, FALSE);
    }
  else
    search_from (w, filled, remaining);
  if (w->trace && task->rank >= 0 && !w->stopped)
    pento_trace_remove (w->trace);
}

/* --part: the depth at which the tasks split into prefixes, the first at which there are a
 * good many more of them than parts (256 a part, or depth 6), so that the parts come out of
 * about the same size, and each task's first prefix's number. Counted the same way on every
 * machine, so that the parts are the same everywhere. */
static void
plan_parts (Search *search)
{
  const PentoPuzzle *puzzle = search->puzzle;
  guint n_parts = search->options->n_parts;
  guint64 total = 0;

  search->part_offset = g_new0 (guint64, puzzle->n_tasks + 1);
  if (puzzle->box3d != NULL)
    return;
  for (guint depth = 0; depth <= 6; depth++)
    {
      total = 0;
      for (guint i = 0; i < puzzle->n_tasks; i++)
        {
          search->part_offset[i] = total;
          if (puzzle->wide)
            total += pento_wide_count_prefixes (puzzle, i, depth);
          else
            {
              Worker w = { .search = search, .puzzle = puzzle };
              guint32 remaining;
              guint64 filled;

              task_start (&w, i, &filled, &remaining);
              split_part (&w, filled, remaining, depth, TRUE);
              total += w.part_counter;
            }
        }
      search->part_depth = depth;
      if (total >= 256 * (guint64) n_parts)
        break;
    }
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

  if (G_UNLIKELY (puzzle->sym_swaps[sym]))
    for (guint b = 0; b < n_bits; b++)
      cells[cell_of[b]] = puzzle->mirror_letter[grid[b] & 127];
  else
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
  gdouble second = pento_wide_counts_fraction (search->counts);

  /* a boundary count: the tasks are its first step, about a fifth of the time; its second
   * step's packings and nodes so far count too, so that the running figures grow throughout */
  if (second >= 0.0)
    {
      guint64 more_nodes, more_total, more_unique;

      p.fraction = 0.2 * p.fraction + 0.8 * second;
      pento_wide_counts_running (search->counts, &more_nodes, &more_total, &more_unique);
      p.nodes += more_nodes;
      p.total += more_total;
      p.unique += more_unique;
    }

  if (search->options->progress_func)
    search->options->progress_func (&p, search->options->user_data);
}

static gpointer
worker_thread (gpointer data)
{
  Search *search = data;
  const PentoPuzzle *puzzle = search->puzzle;
  DeadMemo dead;

  /* one memo for all the tasks this thread runs */
  PentoWideState *wide = puzzle->wide ? pento_wide_state_new (puzzle) : NULL;

  dead_memo_init (&dead, puzzle);
  for (;;)
    {
      gint i = g_atomic_int_add (&search->next_task, 1);
      Worker w = { .search = search, .puzzle = puzzle, .dead = dead, .wide = wide };
      TaskResult *result;

      if ((guint) i >= puzzle->n_tasks || g_atomic_int_get (&search->stop))
        break;
      result = &search->results[i];
      if (search->want_solutions)
        w.buffer = g_array_new (FALSE, FALSE, sizeof (RawSolution));
      run_task (&w, i);
      dead = w.dead;

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
  dead_memo_clear (&dead);
  pento_wide_state_free (wide);
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
  if (options->n_parts > 1)
    plan_parts (&search);
  if (puzzle->wide && !search.want_solutions)
    search.counts = pento_wide_counts_new (puzzle);

  if (options->n_threads > 1 && puzzle->n_tasks > 1)
    search_threaded (&search, MIN (options->n_threads, puzzle->n_tasks));
  else
    {
      Worker w = { .search = &search, .puzzle = puzzle, .direct = TRUE };

      dead_memo_init (&w.dead, puzzle);
      w.wide = puzzle->wide ? pento_wide_state_new (puzzle) : NULL;

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
      dead_memo_clear (&w.dead);
      pento_wide_state_free (w.wide);
    }

  if (search.counts && search.tasks_done == puzzle->n_tasks)
    {
      /* counting past 64 cells: the states gathered at the boundary */
      Worker w = { .search = &search, .puzzle = puzzle, .direct = TRUE,
                   .task_index = puzzle->n_tasks };
      Worker helper = { .search = &search, .puzzle = puzzle };

      g_atomic_int_set (&search.stop, 0);  /* (the threads' end set it) */
      w.next_progress = g_get_monotonic_time () +
                        (gint64) (options->progress_interval * G_USEC_PER_SEC);
      if (!pento_wide_counts_finish (search.counts, puzzle, MAX (options->n_threads, 1),
                                     box_poll, &w, box_poll, &helper, &search.progress.nodes,
                                     &search.progress.total, &search.progress.unique))
        g_atomic_int_set (&search.stop, 1);
    }
  search.progress.elapsed = (g_get_monotonic_time () - search.start_time) /
                            (gdouble) G_USEC_PER_SEC;
  finished = !g_atomic_int_get (&search.stop) ||
             (options->limit > 0 && search.delivered >= options->limit);
  search.progress.fraction = finished ? 1.0 : search.tasks_done / (gdouble) MAX (puzzle->n_tasks, 1);
  if (result)
    *result = search.progress;
  g_clear_pointer (&search.scratch, pento_solution_free);
  g_clear_pointer (&search.counts, pento_wide_counts_free);
  g_free (search.part_offset);

  if (pento_cancel_set_error_if_cancelled (options->cancel, error))
    return FALSE;
  return TRUE;
}

/* ---- the trace (pento-trace.h) ---------------------------------------------------------- */

static gboolean
trace_collect (const PentoSolution *solution,
               gboolean             representative,
               gpointer             user_data)
{
  PentoTrace *trace = user_data;
  PentoSolution *image;

  g_assert (trace->n_images < TRACE_MAX_IMAGES);
  image = trace->images[trace->n_images++];
  memcpy (image->cells, solution->cells, (gsize) solution->width * solution->height);
  if (trace->n_images == 1)
    trace->representative = representative;
  trace->total++;
  trace->unique += representative ? 1 : 0;
  return TRUE;
}

void
pento_trace_collect_grid (PentoTrace *trace,
                          const Root *root,
                          const char *grid,
                          gboolean    representative)
{
  RawSolution raw = { .rep = representative };

  memcpy (raw.grid, grid, trace->puzzle->n_bits);
  for (guint k = 0; k < root->n_images; k++)
    raw_to_solution (trace->puzzle, &raw, root->images[k], trace->images[k]);
  trace->n_images = root->n_images;
  trace->representative = representative;
  trace->total += root->n_images;
  trace->unique += representative ? 1 : 0;
}

gdouble
pento_trace_probe (const PentoPuzzle *puzzle,
                   guint              task_index,
                   guint32            seed)
{
  const Task *task = &puzzle->tasks[task_index];
  guint64 filled = puzzle->init_filled | puzzle->roots[task->root].mask;
  guint64 allowed = 0;
  guint n_chunks = puzzle->n_bytes;
  gdouble estimate = 1.0, product = 1.0;
  guint32 state = seed | 1;

  for (guint k = 0; k < puzzle->n_order; k++)
    allowed |= puzzle->rank_slots[k];
  if (task->rank >= 0)
    {
      filled |= task->mask;
      allowed &= ~puzzle->rank_slots[task->rank];
    }
  while (filled != G_MAXUINT64)
    {
      guint c = __builtin_ctzll (~filled);
      guint64 fits = fits_at (puzzle, filled, c, allowed, n_chunks, puzzle->box);
      guint n = __builtin_popcountll (fits), j;

      if (n == 0)
        break;
      product *= n;
      estimate += product;
      for (guint pick = pento_trace_pick (&state, n); pick > 0; pick--)
        fits &= fits - 1;
      j = __builtin_ctzll (fits);
      filled |= puzzle->box ? puzzle->slot_shape[j] << c : puzzle->slot_mask[c][j];
      allowed &= puzzle->slot_keep[j];
    }
  return estimate;
}

gdouble
pento_trace_branch_position (const PentoTrace *trace)
{
  const PentoPuzzle *puzzle = trace->puzzle;
  const guint n_chunks = puzzle->n_bytes;
  guint64 filled = puzzle->init_filled | trace->root_mask;
  guint64 allowed = 0;
  guint32 remaining = (1u << puzzle->n_order) - 1;
  gdouble position = 0.0, width = 1.0;

  for (guint k = 0; k < puzzle->n_order; k++)
    allowed |= puzzle->rank_slots[k];
  for (guint d = 0; d < trace->depth; d++)
    {
      guint rank = trace->stack_rank[d];
      guint64 mask;

      if (rank >= puzzle->n_order)
        continue;                      /* the breaker: in filled already */
      mask = trace->placed[rank];
      if (d >= trace->task_depth)
        {
          guint cell = __builtin_ctzll (~filled);
          guint64 fits = fits_at (puzzle, filled, cell, allowed, n_chunks, puzzle->box);
          guint left = __builtin_popcount (remaining);
          guint count = 0, index = 0;

          /* the children the search goes through, in its order: with two pieces or more
           * left, those whose own first empty cell something fits */
          for (; fits; fits &= fits - 1)
            {
              guint j = __builtin_ctzll (fits);
              guint64 m = puzzle->box ? puzzle->slot_shape[j] << cell : puzzle->slot_mask[cell][j];

              if (left >= 2)
                {
                  guint64 child = filled | m;

                  if (child != G_MAXUINT64 &&
                      fits_at (puzzle, child, __builtin_ctzll (~child),
                               allowed & puzzle->slot_keep[j], n_chunks, puzzle->box) == 0)
                    continue;
                }
              if (m == mask)
                index = count;
              count++;
            }
          if (count > 0)
            {
              position += width * index / count;
              width /= count;
            }
        }
      filled |= mask;
      allowed &= ~puzzle->rank_slots[rank];
      remaining &= ~(1u << rank);
    }
  return position;
}

/* The one-thread search with the trace copies, every branch in order; the breaker's
 * placement goes on before its branches and comes off after them. */
gboolean
pento_trace_search (PentoTrace *trace)
{
  const PentoPuzzle *puzzle = trace->puzzle;
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_ALL,
    .cancel = trace->options->cancel,
    .solution_func = trace_collect,
    .user_data = trace,
  };
  Search search = { 0 };
  Worker w = { .search = &search, .puzzle = puzzle, .direct = TRUE, .trace = trace };
  gint root = -1;

  search.puzzle = puzzle;
  search.options = &options;
  search.want_solutions = TRUE;
  search.scratch = pento_solution_new (pento_board_get_width (puzzle->board),
                                       pento_board_get_height (puzzle->board));
  search.start_time = g_get_monotonic_time ();
  trace->stop_flag = &w.stopped;
  trace->placed = w.placed;
  dead_memo_init (&w.dead, puzzle);

  for (guint i = 0; i < puzzle->n_tasks && !w.stopped; i++)
    {
      const Task *task = &puzzle->tasks[i];

      /* (a position no symmetry keeps has no breaker: one root of no cells) */
      if ((gint) task->root != root)
        {
          if (root >= 0 && trace->root_mask != 0 && !pento_trace_remove (trace))
            break;
          root = task->root;
          trace->root_mask = puzzle->roots[root].mask;
          if (trace->root_mask != 0 && !pento_trace_place (trace, puzzle->n_order))
            break;
        }
      trace->task = i;
      trace->task_start = trace->steps;
      trace->task_depth = trace->depth + (task->rank >= 0 ? 1 : 0);
      run_task (&w, i);
      if (!w.stopped)
        pento_trace_branch_done (trace, i);
    }
  if (root >= 0 && trace->root_mask != 0 && !w.stopped)
    pento_trace_remove (trace);

  dead_memo_clear (&w.dead);
  g_clear_pointer (&search.scratch, pento_solution_free);
  trace->stop_flag = NULL;
  /* the board as it was left stays readable once the search's frame is gone */
  memcpy (trace->placed_after, w.placed, sizeof trace->placed_after);
  trace->placed = trace->placed_after;
  return !w.stopped;
}
