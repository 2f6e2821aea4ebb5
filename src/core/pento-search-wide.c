/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-search-wide.c: the search on boards past 64 cells (up to 128, as the eighteen
 * one-sided pieces on 90), cells numbered compactly in two 64-bit words.
 *
 * The same method as the 64-bit search of pento-search.c, which it leaves untouched: always
 * cover the first empty cell; the placements that fit there are a few table look-ups by the
 * bytes of the cells just past it (tables per class of cells whose placements agree); a child
 * with an empty cell walled in is dropped; a dead-state memo skips the states already known to
 * lead nowhere. Symmetry, roots, tasks, delivery and threads are pento-search.c's and
 * pento-puzzle.c's: this file only searches a task and writes the packing's letters.
 */
#include "pento-puzzle-private.h"

#include <string.h>

#define STOP_CHECK_MASK 0xfffu
#define MAX_BYTES 16
/* Dead states are kept with 3 to 8 pieces left, in a table of 2^15 keys (512 KB, the L2
 * cache's size): on one-sided 5×18, 30% fewer nodes and 12% less time than without; a table
 * of 2^18 keys or states of up to 12 pieces left cut the nodes by half but took twice the
 * time, its look-ups missing the cache. Past a window of 32 cells (9×10) the states seldom
 * come back: measured, the memo cost more than it saved, so there is none. */
#define DEAD_MIN_LEFT 3
#define DEAD_MAX_LEFT 8
#define DEAD_BITS 15

struct _PentoWideTables {
  PentoWord  init_filled;              /* placed pieces, and the bits past the board */
  PentoWord  cells;                    /* the board's bits */
  guint      n_links;                  /* neighbours grouped by the distance between bits */
  guint      link_shift[MAX_LINKS];
  PentoWord  link_from[MAX_LINKS];     /* … the lower of each pair */
  PentoWord (*slot_mask)[64];          /* [MAX_BITS][64]: slot j's placement whose lowest
                                        * cell is c, 0: none */
  guint64    cell_all[MAX_BITS];
  guint      span;
  guint      n_bytes;                  /* the window past the cell, in bytes */
  guint16    kill_row[MAX_BITS];       /* cell c's class's first row in kill */
  guint64  (*kill)[256];
  guint      dead_window;              /* the memo key's cells past the first empty one */
  gboolean   dead_memo;
};

struct _PentoWideState {
  const PentoPuzzle     *puzzle;
  const PentoWideTables *t;
  PentoWord              placed[PENTO_N_SET_PIECES]; /* by rank */
  PentoWord              root_mask;
  guint64                root_key;
  guint                  root_below;
  guint64                nodes;
  gboolean               stopped;
  gboolean             (*found) (gpointer ctx);
  gboolean             (*poll) (gpointer ctx);
  gpointer               ctx;
  /* parts */
  guint                  part;
  guint                  n_parts;
  guint64                counter;
  guint64                packings;     /* found, for the memo: a subtree with none is dead */
  PentoWord             *memo;         /* 1 << DEAD_BITS keys; 0: empty */
};

void
pento_wide_tables_free (PentoWideTables *t)
{
  if (t == NULL)
    return;
  g_free (t->slot_mask);
  g_free (t->kill);
  g_free (t);
}

void
pento_wide_build_tables (PentoPuzzle *puzzle,
                         GArray      *by_piece[PENTO_N_SET_PIECES],
                         guint8       slot_of[][PENTO_MAX_ORIENTATIONS],
                         PentoWord    init_filled)
{
  PentoWideTables *t = g_new0 (PentoWideTables, 1);
  guint n = puzzle->n_bits;
  g_autofree PentoWord *shape_store = NULL;
  PentoWord (*shapes)[64];
  guint cell_class[MAX_BITS];
  guint n_classes = 0;

  puzzle->wide = t;
  t->init_filled = init_filled;
  t->cells = n == 128 ? ~(PentoWord) 0 : (PENTO_WORD_ONE << n) - 1;

  /* neighbours: every pair of bits a step apart on the board, grouped by their distance */
  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      {
        guint dx = ABS ((gint) puzzle->bit_x[a] - (gint) puzzle->bit_x[b]);
        guint dy = ABS ((gint) puzzle->bit_y[a] - (gint) puzzle->bit_y[b]);
        guint g;

        if (dx + dy != 1)
          continue;
        for (g = 0; g < t->n_links && t->link_shift[g] != b - a; g++)
          ;
        if (g == t->n_links)
          {
            g_assert (t->n_links < MAX_LINKS);
            t->link_shift[t->n_links++] = b - a;
          }
        t->link_from[g] |= PENTO_WORD_ONE << a;
      }

  /* placements, by lowest cell and slot */
  t->slot_mask = g_malloc0 (sizeof t->slot_mask[0] * MAX_BITS);
  for (guint k = 0; k < puzzle->n_order; k++)
    {
      GArray *list = by_piece[puzzle->order[k]];

      for (guint i = 0; i < list->len; i++)
        {
          const PentoWidePlacement *pl = &g_array_index (list, PentoWidePlacement, i);
          guint c = pento_word_ctz (pl->mask);
          guint j = slot_of[k][pl->orientation];

          g_assert (t->slot_mask[c][j] == 0);
          t->slot_mask[c][j] = pl->mask;
          t->cell_all[c] |= G_GUINT64_CONSTANT (1) << j;
          t->span = MAX (t->span, pento_word_top (pl->mask) - c);
        }
    }
  t->n_bytes = MAX ((t->span + 7) / 8, 1);
  g_assert (t->n_bytes <= MAX_BYTES);

  /* the classes of cells whose placements have the same shapes, and their fit tables */
  shape_store = g_new0 (PentoWord, MAX_BITS * 64);
  shapes = (PentoWord (*)[64]) shape_store;
  for (guint c = 0; c < n; c++)
    {
      guint k;

      for (k = 0; k < n_classes; k++)
        {
          guint64 slots;

          for (slots = t->cell_all[c]; slots; slots &= slots - 1)
            {
              guint j = __builtin_ctzll (slots);
              PentoWord shape = t->slot_mask[c][j] >> c;

              if (shapes[k][j] != 0 && shapes[k][j] != shape)
                break;
            }
          if (slots == 0)
            break;
        }
      n_classes = MAX (n_classes, k + 1);
      cell_class[c] = k;
      for (guint64 slots = t->cell_all[c]; slots; slots &= slots - 1)
        {
          guint j = __builtin_ctzll (slots);

          shapes[k][j] = t->slot_mask[c][j] >> c;
        }
    }
  t->kill = g_malloc0 (sizeof t->kill[0] * MAX (n_classes, 1) * t->n_bytes);
  for (guint c = 0; c < n; c++)
    t->kill_row[c] = cell_class[c] * t->n_bytes;
  for (guint k = 0; k < n_classes; k++)
    {
      guint64 by_cell[MAX_BYTES * 8] = { 0 };  /* the slots that cover cell c+1+d */

      for (guint j = 0; j < 64; j++)
        for (PentoWord window = shapes[k][j] >> 1; window; window &= window - 1)
          by_cell[pento_word_ctz (window)] |= G_GUINT64_CONSTANT (1) << j;
      for (guint i = 0; i < t->n_bytes; i++)
        {
          guint64 *kill = t->kill[k * t->n_bytes + i];

          for (guint v = 1; v < 256; v++)
            kill[v] = kill[v & (v - 1)] | by_cell[8 * i + __builtin_ctz (v)];
        }
    }

  /* the memo's key: the window (up to 64 cells) in the high word */
  t->dead_window = t->span > 0 ? t->span - 1 : 0;
  t->dead_memo = t->dead_window <= 32;
}

void
pento_wide_build_tasks (PentoPuzzle *puzzle)
{
  const PentoWideTables *t = puzzle->wide;
  GArray *tasks = g_array_new (FALSE, FALSE, sizeof (Task));

  for (guint r = 0; r < puzzle->n_roots; r++)
    {
      PentoWord filled = t->init_filled | puzzle->roots[r].wmask;
      guint c;

      if (filled == ~(PentoWord) 0)
        {
          Task task = { r, -1, 0, 0 };

          g_array_append_val (tasks, task);
          continue;
        }
      c = pento_word_ctz (~filled);
      for (guint64 slots = t->cell_all[c]; slots; slots &= slots - 1)
        {
          guint j = __builtin_ctzll (slots);

          if ((t->slot_mask[c][j] & filled) == 0)
            {
              Task task = { r, puzzle->slot_rank[j], 0, t->slot_mask[c][j] };

              g_array_append_val (tasks, task);
            }
        }
    }
  puzzle->n_tasks = tasks->len;
  puzzle->tasks = (Task *) g_array_free (tasks, FALSE);
}

PentoWideState *
pento_wide_state_new (const PentoPuzzle *puzzle)
{
  PentoWideState *state = g_new0 (PentoWideState, 1);

  state->puzzle = puzzle;
  state->t = puzzle->wide;

  if (state->t->dead_memo)
    state->memo = g_new0 (PentoWord, (gsize) 1 << DEAD_BITS);
  return state;
}

void
pento_wide_state_free (PentoWideState *state)
{
  if (state == NULL)
    return;
  g_free (state->memo);
  g_free (state);
}

void
pento_wide_fill_grid (const PentoWideState *state,
                      char                 *grid)
{
  const PentoPuzzle *puzzle = state->puzzle;

  for (guint k = 0; k <= puzzle->n_order; k++)
    {
      PentoWord m = k < puzzle->n_order ? state->placed[k] : state->root_mask;
      char letter = pento_piece_to_letter (k < puzzle->n_order ? puzzle->order[k] :
                                           puzzle->breaker);

      while (m)
        {
          grid[pento_word_ctz (m)] = letter;
          m &= m - 1;
        }
    }
}

G_ALWAYS_INLINE static inline guint64
fits_at (const PentoWideTables *t,
         PentoWord              filled,
         guint                  c,
         guint64                allowed,
         const guint            n_bytes)
{
  PentoWord window = (filled >> c) >> 1;
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->kill + t->kill_row[c];
  guint64 lo = (guint64) window, hi = (guint64) (window >> 64);
  guint64 dead = 0;

  for (guint i = 0; i < n_bytes; i++)
    dead |= kill[i][((i < 8 ? lo >> (8 * i) : hi >> (8 * (i - 8)))) & 255];
  return t->cell_all[c] & allowed & ~dead;
}

static inline guint64
memo_slot (PentoWord key)
{
  guint64 h = ((guint64) key ^ ((guint64) (key >> 64) * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F))) *
              G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  return h >> (64 - DEAD_BITS);
}

typedef void (*WideNode) (PentoWideState *s, PentoWord filled, guint64 allowed,
                          guint32 remaining, guint cell, guint64 fits, guint left);

G_ALWAYS_INLINE static inline void
wide_node (PentoWideState *s,
           PentoWord       filled,
           guint64         allowed,
           guint32         remaining,
           guint           cell,
           guint64         fits,
           guint           left,
           const guint     n_bytes,
           WideNode        descend)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  PentoWord key = 0;
  const guint64 packings_before = s->packings;

  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) && !s->poll (s->ctx))
    {
      s->stopped = TRUE;
      return;
    }

  if (left >= DEAD_MIN_LEFT && left <= DEAD_MAX_LEFT && s->memo)
    {
      PentoWord window = (filled >> cell) >> 1;
      guint64 low = remaining | ((guint64) cell << 20) |
                    (cell < s->root_below ? s->root_key << 27 : 0);
      guint64 high = t->dead_window >= 64 ? (guint64) window :
                     (guint64) window & ((G_GUINT64_CONSTANT (1) << t->dead_window) - 1);

      key = ((PentoWord) high << 64) | low;
      if (s->memo[memo_slot (key)] == key)
        return;
    }

  if (left <= 2)
    {
      while (fits)
        {
          guint j = __builtin_ctzll (fits);
          PentoWord m = t->slot_mask[cell][j];

          fits &= fits - 1;
          s->placed[puzzle->slot_rank[j]] = m;
          if (left == 2)
            {
              PentoWord child = filled | m;
              guint child_cell = pento_word_ctz (~child);
              guint64 child_fits = fits_at (t, child, child_cell, allowed & puzzle->slot_keep[j],
                                            n_bytes);

              if (child_fits == 0)
                continue;
              j = __builtin_ctzll (child_fits);
              s->placed[puzzle->slot_rank[j]] = t->slot_mask[child_cell][j];
            }
          s->packings++;
          if (!s->found (s->ctx))
            {
              s->stopped = TRUE;
              return;
            }
        }
    }
  else
    {
      PentoWord children[64];
      guint64 child_fits[64];
      guint8 child_slot[64], child_cell[64];
      guint n = 0;

      while (fits)
        {
          guint j = __builtin_ctzll (fits);
          PentoWord child = filled | t->slot_mask[cell][j];
          guint c = pento_word_ctz (~child);

          fits &= fits - 1;
          children[n] = child;
          child_slot[n] = j;
          child_cell[n] = c;
          child_fits[n] = fits_at (t, child, c, allowed & puzzle->slot_keep[j], n_bytes);
          n += child_fits[n] != 0;
        }
      for (guint i = 0; i < n; i++)
        {
          guint j = child_slot[i];
          guint k = puzzle->slot_rank[j];
          PentoWord empty = ~children[i] & t->cells;
          PentoWord near = 0;

          for (guint g = 0; g < t->n_links; g++)
            near |= ((empty & t->link_from[g]) << t->link_shift[g]) |
                    ((empty >> t->link_shift[g]) & t->link_from[g]);
          if (empty & ~near)
            continue;
          s->placed[k] = children[i] & ~filled;
          descend (s, children[i], allowed & puzzle->slot_keep[j], remaining & ~(1u << k),
                   child_cell[i], child_fits[i], left - 1);
          if (s->stopped)
            return;
        }
    }

  if (key && s->packings == packings_before)
    s->memo[memo_slot (key)] = key;
}

#define WIDE_COPY(NAME, N) \
  static void NAME (PentoWideState *s, PentoWord filled, guint64 allowed, guint32 remaining, \
                    guint cell, guint64 fits, guint left) \
  { \
    wide_node (s, filled, allowed, remaining, cell, fits, left, N, NAME); \
  }
WIDE_COPY (wide_node_2, 2)
WIDE_COPY (wide_node_3, 3)
WIDE_COPY (wide_node_4, 4)
WIDE_COPY (wide_node_5, 5)
WIDE_COPY (wide_node_6, 6)
WIDE_COPY (wide_node_any, s->t->n_bytes)
#undef WIDE_COPY

static guint64
allowed_of (const PentoPuzzle *puzzle,
            guint32            remaining)
{
  guint64 allowed = 0;

  for (guint k = 0; k < puzzle->n_order; k++)
    if (remaining & (1u << k))
      allowed |= puzzle->rank_slots[k];
  return allowed;
}

static void
search_from (PentoWideState *s,
             PentoWord       filled,
             guint32         remaining)
{
  static const WideNode copies[] = {
    NULL, NULL, wide_node_2, wide_node_3, wide_node_4, wide_node_5, wide_node_6,
  };
  const PentoWideTables *t = s->t;
  guint64 allowed, fits;
  guint cell;

  if (filled == ~(PentoWord) 0)
    {
      s->packings++;
      if (!s->found (s->ctx))
        s->stopped = TRUE;
      return;
    }
  if (remaining == 0)
    return;
  allowed = allowed_of (s->puzzle, remaining);
  cell = pento_word_ctz (~filled);
  fits = fits_at (t, filled, cell, allowed, t->n_bytes);
  if (fits == 0)
    return;
  (t->n_bytes < G_N_ELEMENTS (copies) && copies[t->n_bytes] ? copies[t->n_bytes] :
   wide_node_any) (s, filled, allowed, remaining, cell, fits, __builtin_popcount (remaining));
}

/* The prefixes of a part: every way of covering the first empty cell @depth times over, in
 * the search's order, numbered from the task's offset; number i belongs to part i mod n. With
 * @count only, they are counted. */
static void
split (PentoWideState *s,
       PentoWord       filled,
       guint32         remaining,
       guint           depth,
       gboolean        count)
{
  const PentoWideTables *t = s->t;
  guint64 fits;
  guint cell;

  if (depth == 0 || filled == ~(PentoWord) 0 || remaining == 0)
    {
      if (!count && s->counter % s->n_parts == s->part)
        search_from (s, filled, remaining);
      s->counter++;
      return;
    }
  cell = pento_word_ctz (~filled);
  fits = fits_at (t, filled, cell, allowed_of (s->puzzle, remaining), t->n_bytes);
  for (; fits && !s->stopped; fits &= fits - 1)
    {
      guint j = __builtin_ctzll (fits);
      guint k = s->puzzle->slot_rank[j];

      s->placed[k] = t->slot_mask[cell][j];
      split (s, filled | t->slot_mask[cell][j], remaining & ~(1u << k), depth - 1, count);
    }
}

static void
start_task (PentoWideState *s,
            guint           index,
            PentoWord      *out_filled,
            guint32        *out_remaining)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const Task *task = &puzzle->tasks[index];
  const Root *root = &puzzle->roots[task->root];
  guint root_top = root->wmask ? pento_word_top (root->wmask) : 0;

  s->root_mask = root->wmask;
  s->root_key = task->root + 1;
  s->root_below = root_top > s->t->dead_window ? root_top - s->t->dead_window : 0;
  *out_filled = s->t->init_filled | root->wmask;
  *out_remaining = (1u << puzzle->n_order) - 1;
  if (task->rank >= 0)
    {
      s->placed[task->rank] = task->wmask;
      *out_filled |= task->wmask;
      *out_remaining &= ~(1u << task->rank);
    }
}

guint64
pento_wide_count_prefixes (const PentoPuzzle *puzzle,
                           guint              index,
                           guint              depth)
{
  PentoWideState s = { .puzzle = puzzle, .t = puzzle->wide, .n_parts = 1 };
  PentoWord filled;
  guint32 remaining;

  start_task (&s, index, &filled, &remaining);
  split (&s, filled, remaining, depth, TRUE);
  return s.counter;
}

gboolean
pento_wide_run_task (PentoWideState *s,
                     guint           index,
                     guint           part,
                     guint           n_parts,
                     guint           part_depth,
                     guint64         part_offset,
                     guint64        *nodes,
                     gboolean      (*found) (gpointer ctx),
                     gboolean      (*poll) (gpointer ctx),
                     gpointer        ctx)
{
  PentoWord filled;
  guint32 remaining;

  s->found = found;
  s->poll = poll;
  s->ctx = ctx;
  s->nodes = 0;
  s->stopped = FALSE;
  start_task (s, index, &filled, &remaining);
  if (n_parts > 1)
    {
      s->part = part;
      s->n_parts = n_parts;
      s->counter = part_offset;
      split (s, filled, remaining, part_depth, FALSE);
    }
  else
    search_from (s, filled, remaining);
  *nodes += s->nodes;
  return !s->stopped;
}
