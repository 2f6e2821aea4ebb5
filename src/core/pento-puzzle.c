/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-puzzle.c: the exact-cover search on 64-bit board masks.
 *
 * Cells are numbered along the board's short side, so the first empty cell (the lowest clear
 * bit) always sits on a short frontier, and every placement is filed under its lowest cell.
 * Symmetry is broken at the source: the X piece (which looks the same in every orientation)
 * is only placed at one representative of each orbit of its placements under the board's
 * symmetries. A packing found with X at a representative r stands for |G| / |Stab(r)|
 * packings (its images under coset representatives), and it is the representative of its
 * class iff it is the least of its images under Stab(r) — so both counts are exact even when
 * X lies on a symmetry axis.
 */
#include "pento-puzzle.h"

#include <string.h>
#include <glib/gi18n.h>

#include "pento-error.h"

#define MAX_CELLS 64
#define STOP_CHECK_MASK 0xfffu
#ifndef GROW_STEPS
#define GROW_STEPS 4
#endif
#define KEY_BITS 6
#define KEY_SIZE (1u << KEY_BITS)

typedef struct {
  guint64 mask;
  guint8  n_checks;                    /* the stabiliser less the identity */
  guint8  checks[PENTO_N_SYMMETRIES];
  guint8  n_images;                    /* coset representatives, identity first */
  guint8  images[PENTO_N_SYMMETRIES];
} Root;

typedef struct {
  guint   root;
  gint    rank;                        /* in order[]; -1: the root alone fills the board */
  guint64 mask;
} Task;

struct _PentoPuzzle {
  PentoBoard *board;
  PentoRules  rules;
  guint       n_pieces;
  guint       n_cells;
  guint       n_bits;                  /* cell numbers in use, holes included in box mode */
  gboolean    box;                     /* cells numbered over the whole bounding box */
  guint       stride;                  /* box mode: cells per line along the short side */
  guint64     not_line_start;          /* box mode: cells with a neighbour before them … */
  guint64     not_line_end;            /* … and after them along their line */
  guint8      bit_x[MAX_CELLS];
  guint8      bit_y[MAX_CELLS];
  guint64     init_filled;             /* the bits past the board, always set */

  /* placements of the non-breaker pieces, grouped by lowest cell, then by piece in order[] */
  guint64    *masks;
  guint32     start[MAX_CELLS][PENTO_N_PIECES + 1];
  PentoPiece  order[PENTO_N_PIECES];
  guint       n_order;

  /* The same placements filed again under (lowest cell, the next KEY_BITS cells' occupancy):
   * a list holds only those that miss the occupied ones, so most collisions are never
   * tested. */
  guint32    *key_base;                /* [cell * KEY_SIZE + key]: first entry in key_mask */
  guint8     (*key_offset)[PENTO_N_PIECES + 1]; /* per rank in order[]: offset from the base */
  guint16    *key_ranks;               /* the ranks that have entries */
  guint64    *key_mask;
  guint32     o_rank_bit;              /* the tetromino's rank bit, 0 without it */

  guint         n_syms;
  PentoSymmetry syms[PENTO_N_SYMMETRIES];
  guint8        perm[PENTO_N_SYMMETRIES][MAX_CELLS];

  PentoPiece breaker;
  Root      *roots;
  guint      n_roots;
  Task      *tasks;
  guint      n_tasks;
};

/* ---- building the tables ---------------------------------------------------------------- */

static void
shuffle_array (GRand  *rand,
               gpointer data,
               gsize    elem_size,
               guint    n)
{
  guint8 tmp[64];

  g_assert (elem_size <= sizeof tmp);
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      guint8 *a = (guint8 *) data + (i - 1) * elem_size;
      guint8 *b = (guint8 *) data + j * elem_size;

      memcpy (tmp, a, elem_size);
      memcpy (a, b, elem_size);
      memcpy (b, tmp, elem_size);
    }
}

static guint64
placement_mask (const PentoPuzzle *puzzle,
                const gint8       *cell_bit,
                const PentoShape  *shape,
                guint              ox,
                guint              oy)
{
  guint width = pento_board_get_width (puzzle->board);
  guint64 mask = 0;

  for (guint i = 0; i < shape->n_cells; i++)
    {
      gint bit = cell_bit[(oy + shape->cells[i].y) * width + ox + shape->cells[i].x];

      if (bit < 0)
        return 0;
      mask |= G_GUINT64_CONSTANT (1) << bit;
    }
  return mask;
}

/* All placements of one piece on the board, in a stable order. */
static GArray *
piece_placements (const PentoPuzzle *puzzle,
                  const gint8       *cell_bit,
                  PentoPiece         piece)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint64));
  PentoShape shapes[PENTO_MAX_ORIENTATIONS];
  guint width = pento_board_get_width (puzzle->board);
  guint height = pento_board_get_height (puzzle->board);
  guint n = pento_piece_get_orientations (piece, puzzle->rules.flip,
                                          pento_rules_is_mirrored (&puzzle->rules, piece),
                                          shapes);

  for (guint o = 0; o < n; o++)
    for (guint oy = 0; oy + shapes[o].height <= height; oy++)
      for (guint ox = 0; ox + shapes[o].width <= width; ox++)
        {
          guint64 mask = placement_mask (puzzle, cell_bit, &shapes[o], ox, oy);

          if (mask != 0)
            g_array_append_val (out, mask);
        }
  return out;
}

static guint64
permute_mask (const PentoPuzzle *puzzle,
              guint              sym,
              guint64            mask)
{
  guint64 out = 0;

  while (mask)
    {
      guint bit = __builtin_ctzll (mask);

      mask &= mask - 1;
      out |= G_GUINT64_CONSTANT (1) << puzzle->perm[sym][bit];
    }
  return out;
}

static void
build_roots (PentoPuzzle *puzzle,
             GArray      *breaker_placements,
             GRand       *rand)
{
  guint n = breaker_placements->len;
  /* Shuffled tile order searches without symmetry breaking, so that the first packing found
   * can be any of them. */
  gboolean break_symmetry = !puzzle->rules.shuffle;

  puzzle->roots = g_new0 (Root, n);
  puzzle->n_roots = 0;

  for (guint i = 0; i < n; i++)
    {
      guint64 mask = g_array_index (breaker_placements, guint64, i);
      Root *root = &puzzle->roots[puzzle->n_roots];
      gboolean is_rep = TRUE;

      if (!break_symmetry)
        {
          root->mask = mask;
          root->n_images = 1;
          root->images[0] = 0;
          for (guint s = 1; s < puzzle->n_syms; s++)
            root->checks[root->n_checks++] = s;
          puzzle->n_roots++;
          continue;
        }

      /* the representative of an orbit is its least mask */
      for (guint s = 1; s < puzzle->n_syms && is_rep; s++)
        is_rep = permute_mask (puzzle, s, mask) >= mask;
      if (!is_rep)
        continue;

      root->mask = mask;
      for (guint s = 0; s < puzzle->n_syms; s++)
        {
          guint64 image = permute_mask (puzzle, s, mask);
          gboolean seen = FALSE;

          if (image == mask && s != 0)
            root->checks[root->n_checks++] = s;
          for (guint k = 0; k < root->n_images && !seen; k++)
            seen = permute_mask (puzzle, root->images[k], mask) == image;
          if (!seen)
            root->images[root->n_images++] = s;
        }
      puzzle->n_roots++;
    }

  if (puzzle->rules.shuffle)
    shuffle_array (rand, puzzle->roots, sizeof (Root), puzzle->n_roots);
}

static void
build_tasks (PentoPuzzle *puzzle)
{
  GArray *tasks = g_array_new (FALSE, FALSE, sizeof (Task));

  for (guint r = 0; r < puzzle->n_roots; r++)
    {
      guint64 filled = puzzle->init_filled | puzzle->roots[r].mask;
      guint c;

      if (filled == G_MAXUINT64)
        {
          Task t = { r, -1, 0 };
          g_array_append_val (tasks, t);
          continue;
        }
      c = __builtin_ctzll (~filled);
      for (guint k = 0; k < puzzle->n_order; k++)
        for (guint i = puzzle->start[c][k]; i < puzzle->start[c][k + 1]; i++)
          if ((puzzle->masks[i] & filled) == 0)
            {
              Task t = { r, k, puzzle->masks[i] };
              g_array_append_val (tasks, t);
            }
    }
  puzzle->n_tasks = tasks->len;
  puzzle->tasks = (Task *) g_array_free (tasks, FALSE);
}

PentoPuzzle *
pento_puzzle_new (PentoBoard       *board,
                  const PentoRules *rules,
                  GError          **error)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autofree gint8 *cell_bit = NULL;
  GArray *by_piece[PENTO_N_PIECES] = { NULL };
  guint width, height, bit = 0;
  guint64 holes = 0;
  gboolean columns;
  guint total = 0;

  g_return_val_if_fail (board != NULL && rules != NULL, NULL);

  if (rules->mirror & ~PENTO_MIRROR_ALL)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_RULES, _("Invalid mirrored set"));
      return NULL;
    }

  puzzle = g_new0 (PentoPuzzle, 1);
  puzzle->board = pento_board_ref (board);
  puzzle->rules = *rules;
  puzzle->n_pieces = pento_board_get_n_pieces (board);
  puzzle->n_cells = pento_board_get_n_cells (board);
  puzzle->breaker = PENTO_PIECE_X;
  rand = g_rand_new_with_seed_array ((const guint32[]) { (guint32) rules->seed,
                                                         (guint32) (rules->seed >> 32) }, 2);

  width = pento_board_get_width (board);
  height = pento_board_get_height (board);
  g_assert (puzzle->n_cells <= MAX_CELLS);

  /* Number the cells along the short side. When the bounding box fits in 64 bits, holes get
   * numbers too (always filled), so that neighbours are plain shifts and dead regions can be
   * found bit-parallel. */
  cell_bit = g_new (gint8, width * height);
  memset (cell_bit, -1, width * height);
  columns = height <= width;
  puzzle->box = width * height <= MAX_CELLS;
  puzzle->stride = columns ? height : width;
  for (guint a = 0; a < (columns ? width : height); a++)
    for (guint b = 0; b < puzzle->stride; b++)
      {
        guint x = columns ? a : b, y = columns ? b : a;
        gboolean is_cell = pento_board_is_cell (board, x, y);

        if (!is_cell && !puzzle->box)
          continue;
        if (is_cell)
          cell_bit[y * width + x] = bit;
        else
          holes |= G_GUINT64_CONSTANT (1) << bit;
        if (b != 0)
          puzzle->not_line_start |= G_GUINT64_CONSTANT (1) << bit;
        if (b != puzzle->stride - 1)
          puzzle->not_line_end |= G_GUINT64_CONSTANT (1) << bit;
        puzzle->bit_x[bit] = x;
        puzzle->bit_y[bit] = y;
        bit++;
      }
  puzzle->n_bits = bit;
  puzzle->init_filled = holes |
                        (bit == 64 ? 0 : ~G_GUINT64_CONSTANT (0) << bit);

  /* symmetries that map packings to packings */
  {
    g_autofree gint8 *bit_of = g_memdup2 (cell_bit, width * height);

    for (guint b = 0; b < puzzle->n_bits; b++)
      bit_of[puzzle->bit_y[b] * width + puzzle->bit_x[b]] = b;
    PentoSymmetry all[PENTO_N_SYMMETRIES];
    guint n = pento_board_get_symmetries (board, all);

    for (guint i = 0; i < n; i++)
      {
        if (!rules->flip && !pento_symmetry_is_rotation (all[i]))
          continue;
        puzzle->syms[puzzle->n_syms] = all[i];
        for (guint b = 0; b < puzzle->n_bits; b++)
          {
            guint nx, ny;

            pento_symmetry_apply (all[i], width, height, puzzle->bit_x[b], puzzle->bit_y[b],
                                  &nx, &ny);
            puzzle->perm[puzzle->n_syms][b] = bit_of[ny * width + nx];
          }
        puzzle->n_syms++;
      }
    g_assert (puzzle->n_syms >= 1 && puzzle->syms[0] == PENTO_SYMMETRY_IDENTITY);
  }

  /* placements */
  for (guint p = 0; p < puzzle->n_pieces; p++)
    {
      by_piece[p] = piece_placements (puzzle, cell_bit, p);
      if (rules->shuffle)
        shuffle_array (rand, by_piece[p]->data, sizeof (guint64), by_piece[p]->len);
    }

  for (guint p = 0; p < puzzle->n_pieces; p++)
    if (p != puzzle->breaker)
      puzzle->order[puzzle->n_order++] = p;
  if (rules->shuffle)
    shuffle_array (rand, puzzle->order, sizeof (PentoPiece), puzzle->n_order);

  for (guint k = 0; k < puzzle->n_order; k++)
    total += by_piece[puzzle->order[k]]->len;
  puzzle->masks = g_new (guint64, MAX (total, 1));
  {
    guint n = 0;

    for (guint c = 0; c < MAX_CELLS; c++)
      for (guint k = 0; k < puzzle->n_order; k++)
        {
          GArray *list = by_piece[puzzle->order[k]];

          puzzle->start[c][k] = n;
          for (guint i = 0; i < list->len; i++)
            {
              guint64 m = g_array_index (list, guint64, i);

              if ((guint) __builtin_ctzll (m) == c)
                puzzle->masks[n++] = m;
            }
          puzzle->start[c][k + 1] = n;
        }
  }

  {
    GArray *masks = g_array_new (FALSE, FALSE, sizeof (guint64));
    guint n_lists = MAX_CELLS * KEY_SIZE;

    puzzle->key_base = g_new0 (guint32, n_lists);
    puzzle->key_offset = g_malloc0 (sizeof puzzle->key_offset[0] * n_lists);
    puzzle->key_ranks = g_new0 (guint16, n_lists);
    for (guint c = 0; c < MAX_CELLS; c++)
      for (guint key = 0; key < KEY_SIZE; key++)
        {
          guint list = c * KEY_SIZE + key;

          puzzle->key_base[list] = masks->len;
          for (guint k = 0; k < puzzle->n_order; k++)
            {
              puzzle->key_offset[list][k] = masks->len - puzzle->key_base[list];
              for (guint i = puzzle->start[c][k]; i < puzzle->start[c][k + 1]; i++)
                {
                  guint64 m = puzzle->masks[i];

                  if ((((m >> c) >> 1) & key) != 0)
                    continue;
                  g_array_append_val (masks, m);
                  puzzle->key_ranks[list] |= 1u << k;
                }
            }
          puzzle->key_offset[list][puzzle->n_order] = masks->len - puzzle->key_base[list];
        }
    puzzle->key_mask = (guint64 *) g_array_free (masks, FALSE);
  }
  for (guint k = 0; k < puzzle->n_order; k++)
    if (puzzle->order[k] == PENTO_PIECE_O)
      puzzle->o_rank_bit = 1u << k;

  build_roots (puzzle, by_piece[puzzle->breaker], rand);
  build_tasks (puzzle);

  for (guint p = 0; p < puzzle->n_pieces; p++)
    g_array_unref (by_piece[p]);

  return g_steal_pointer (&puzzle);
}

void
pento_puzzle_free (PentoPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_clear_pointer (&puzzle->board, pento_board_unref);
  g_free (puzzle->masks);
  g_free (puzzle->key_base);
  g_free (puzzle->key_offset);
  g_free (puzzle->key_ranks);
  g_free (puzzle->key_mask);
  g_free (puzzle->roots);
  g_free (puzzle->tasks);
  g_free (puzzle);
}

PentoBoard *
pento_puzzle_get_board (PentoPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);
  return puzzle->board;
}

const PentoRules *
pento_puzzle_get_rules (PentoPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);
  return &puzzle->rules;
}

guint
pento_puzzle_get_symmetries (PentoPuzzle  *puzzle,
                             PentoSymmetry out[PENTO_N_SYMMETRIES])
{
  g_return_val_if_fail (puzzle != NULL, 0);
  memcpy (out, puzzle->syms, sizeof (PentoSymmetry) * puzzle->n_syms);
  return puzzle->n_syms;
}

/* ---- the search ------------------------------------------------------------------------- */

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

  /* threads */
  GMutex                    mutex;
  GCond                     cond;
  gint                      next_task;
  TaskResult               *results;
} Search;

/* Dead-state memo: a partial packing is fully described by its covered cells and the pieces
 * left, so once such a state has led nowhere it can be skipped whenever another arrangement
 * reaches it again (on 10×6 that skips 40% of the nodes). Direct-mapped, newest wins; only
 * states with 3 to 9 pieces left are kept: measured, a larger table or window costs more in
 * cache misses than it saves. */
#define DEAD_BITS 16
#define DEAD_MIN_LEFT 3
#define DEAD_MAX_LEFT 9

typedef struct {
  guint64 filled;
  guint64 remaining;                   /* 0: empty slot (a live search always has pieces left) */
} DeadSlot;

static inline guint
dead_slot (guint64 filled,
           guint32 remaining)
{
  guint64 h = (filled ^ ((guint64) remaining << 49)) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  return (guint) (h >> (64 - DEAD_BITS));
}

typedef struct {
  Search            *search;
  const PentoPuzzle *puzzle;
  DeadSlot          *dead;             /* 1 << DEAD_BITS slots */
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
  if (search->options->cancellable && g_cancellable_is_cancelled (search->options->cancellable))
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
 * Before descending, a child whose empty cells include one with no empty neighbour is dropped:
 * measured, that single cheap test removes about as many nodes as flood-filling pockets, at a
 * fraction of the cost. */
typedef struct {
  guint64       filled;
  guint32       remaining;           /* ranks in order[] still to place */
  guint64       found_before;        /* w->total on entry: unchanged at the end means dead */
  guint32       todo;                /* ranks left to try at this node */
  guint         k;                   /* the rank being tried */
  guint         i;
  guint         end;
  guint         base;
  const guint8 *offset;
} Frame;

static void
search_from (Worker  *w,
             guint64  filled,
             guint32  remaining)
{
  const PentoPuzzle *puzzle = w->puzzle;
  const guint64 *key_mask = puzzle->key_mask;
  const guint64 not_line_end = puzzle->not_line_end;
  const guint64 not_line_start = puzzle->not_line_start;
  const guint stride = puzzle->stride;
  const gboolean box = puzzle->box;
  Frame stack[PENTO_N_PIECES + 1];
  /* one piece is placed per level: the count of pieces left needs no popcount */
  const guint left_at_start = __builtin_popcount (remaining);
  guint64 nodes = w->nodes;
  Frame *f;
  int depth = 0;

enter:
  f = &stack[depth];
  f->filled = filled;
  f->remaining = remaining;
  f->found_before = w->total;
  f->todo = 0;
  f->i = f->end = 0;
  if (filled == G_MAXUINT64)
    {
      found (w);
      if (w->stopped)
        goto out;
      goto backtrack;
    }
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

    if (left >= DEAD_MIN_LEFT && left <= DEAD_MAX_LEFT)
      {
        const DeadSlot *slot = &w->dead[dead_slot (filled, remaining)];

        if (slot->filled == filled && slot->remaining == remaining)
          goto backtrack;
      }
  }
  {
    guint c = __builtin_ctzll (~filled);
    guint list = c * KEY_SIZE + (((filled >> c) >> 1) & (KEY_SIZE - 1));

    f->todo = remaining & puzzle->key_ranks[list];
    f->base = puzzle->key_base[list];
    f->offset = puzzle->key_offset[list];
  }

next:
  while (f->i == f->end)
    {
      if (f->todo == 0)
        goto backtrack;
      f->k = __builtin_ctz (f->todo);
      f->todo &= f->todo - 1;
      f->i = f->base + f->offset[f->k];
      f->end = f->base + f->offset[f->k + 1];
    }
  {
    guint64 m = key_mask[f->i++];
    guint64 child, empty;

    if (m & f->filled)
      goto next;
    child = f->filled | m;
    empty = ~child;
    if (box && (empty & ~(((empty & not_line_end) << 1) | ((empty & not_line_start) >> 1) |
                          (empty << stride) | (empty >> stride))))
      goto next;
    w->by_piece[puzzle->order[f->k]] = m;
    filled = child;
    remaining = f->remaining & ~(1u << f->k);
    depth++;
    goto enter;
  }

backtrack:
  if (f->found_before == w->total)
    {
      guint left = left_at_start - depth;

      if (left >= DEAD_MIN_LEFT && left <= DEAD_MAX_LEFT)
        {
          DeadSlot *slot = &w->dead[dead_slot (f->filled, f->remaining)];

          slot->filled = f->filled;
          slot->remaining = f->remaining;
        }
    }
  if (depth == 0)
    goto out;
  depth--;
  f = &stack[depth];
  goto next;

out:
  w->nodes = nodes;
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

/* Builds the packing of a raw solution under one symmetry, in board coordinates. */
static PentoSolution *
raw_to_solution (const PentoPuzzle *puzzle,
                 const RawSolution *raw,
                 guint              sym)
{
  PentoSolution *solution = pento_solution_new (pento_board_get_width (puzzle->board),
                                                pento_board_get_height (puzzle->board));

  for (guint b = 0; b < puzzle->n_bits; b++)
    {
      guint t = puzzle->perm[sym][b];

      solution->cells[puzzle->bit_y[t] * solution->width + puzzle->bit_x[t]] = raw->grid[b];
    }
  return solution;
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
      g_autoptr(PentoSolution) solution = raw_to_solution (search->puzzle, raw, root->images[k]);
      gboolean go_on;

      if (g_atomic_int_get (&search->stop))
        return FALSE;
      go_on = options->solution_func (solution, k == 0 && raw->rep, options->user_data);
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
  g_autofree DeadSlot *dead = g_new0 (DeadSlot, 1 << DEAD_BITS);

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
      if (search->options->cancellable &&
          g_cancellable_is_cancelled (search->options->cancellable))
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
  search.start_time = g_get_monotonic_time ();

  if (options->n_threads > 1 && puzzle->n_tasks > 1)
    search_threaded (&search, MIN (options->n_threads, puzzle->n_tasks));
  else
    {
      g_autofree DeadSlot *dead = g_new0 (DeadSlot, 1 << DEAD_BITS);
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

  if (options->cancellable && g_cancellable_set_error_if_cancelled (options->cancellable, error))
    return FALSE;
  return TRUE;
}

/* ---- convenience ------------------------------------------------------------------------ */

gboolean
pento_puzzle_count (PentoPuzzle  *puzzle,
                    guint         n_threads,
                    GCancellable *cancellable,
                    guint64      *out_total,
                    guint64      *out_unique,
                    GError      **error)
{
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_COUNT,
    .n_threads = n_threads,
    .cancellable = cancellable,
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
                  GCancellable *cancellable,
                  GError      **error)
{
  NthData data = { .index = index };
  PentoSearchOptions options = {
    .mode = unique ? PENTO_SEARCH_UNIQUE : PENTO_SEARCH_ALL,
    .cancellable = cancellable,
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
                    GCancellable *cancellable,
                    GError      **error)
{
  return pento_puzzle_nth (puzzle, 0, FALSE, cancellable, error);
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
                          GCancellable *cancellable,
                          guint64      *out_index,
                          guint64      *out_n_unique,
                          GError      **error)
{
  g_autoptr(GPtrArray) unique = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  g_autoptr(GRand) rand = NULL;
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_UNIQUE,
    .cancellable = cancellable,
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
                     GCancellable *cancellable,
                     GError      **error)
{
  return pento_puzzle_random_full (puzzle, seed, cancellable, NULL, NULL, error);
}
