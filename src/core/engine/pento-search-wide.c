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
 *
 * Counting alone has a search of its own, which keeps the counts of the states near the end
 * (the count memo) and, on boards whose lines have 6 cells or more, counts in two steps: the
 * states reached once every cell before the middle line is filled are gathered, then each is
 * counted once (the boundary count). Where the memo's key does not fit (9×10) the count
 * looks at both ends of the empty cells and, once they are all among the last 64, works in
 * one word (count2_node(), count64_node()); the completions of its last lines are counted once
 * for all (the cap, pento-wide-cap.c) and looked up when the search reaches them.
 */
#include "pento-puzzle-private.h"
#include "pento-pages.h"
#include "pento-wide-cap.h"

#include <stdlib.h>                    /* qsort() */
#include <string.h>

#define STOP_CHECK_MASK 0xfffu
/* The coverage test, in the count without the memo: on x86-64 with AVX2 (its shifts by lane),
 * a copy of the one-word count compiled for it; elsewhere none. Children with this many pieces
 * left or more are tested. */
#if defined(__GNUC__) && defined(__x86_64__)
#define COVER_SIMD 1
#define COVER_TARGET __attribute__ ((target ("avx2,bmi2,popcnt")))
#else
#define COVER_SIMD 0
#define COVER_TARGET
#endif
#define COVER_MIN_LEFT 3
/* the count memo keeps counts of up to this many bits at least */
#define COUNT_MIN_BITS 12
#define MAX_BYTES 16
/* Dead states are kept with 3 to 8 pieces left, in a table of 2^15 keys (512 KB, the L2
 * cache's size): on one-sided 5×18, 30% fewer nodes and 12% less time than without; a table
 * of 2^18 keys or states of up to 12 pieces left cut the nodes by half but took twice the
 * time, its look-ups missing the cache. Past a window of 32 cells (9×10) the states seldom
 * come back: measured, the memo cost more than it saved, so there is none. */
#define DEAD_MIN_LEFT 3
#define DEAD_MAX_LEFT 8
#define DEAD_BITS 15
/* The boundary count, on boards whose lines have this many cells or more: on one-sided 6×15
 * it takes 0.7 times the processor time of the count memo alone; on 5×18 (the memo keeps
 * most of its states) it saves nothing, and where the memo's key does not fit (9×10) the
 * states at a boundary seldom come back (1.1 to 1.3 arrivals each at the third and fourth
 * line). */
#define BOUNDARY_MIN_LINE 6
/* The cap (pento-wide-cap.h), in the count without the memo: the last lines holding this many
 * cells, from the first cell of a line; its search given up past CAP_MAX_NODES. */
#define CAP_CELLS 36
#define CAP_MAX_NODES (G_GUINT64_CONSTANT (1) << 28)


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
  /* counting */
  const Root            *root;
  gboolean               total_wanted; /* counting: grid[] kept */
  guint64                total;        /* packings counted, each root's images included */
  guint64                unique;
  char                   grid[MAX_BITS]; /* letters of the cells filled, for the checks */
  guint8                 perm_inv[PENTO_N_SYMMETRIES][MAX_BITS];
  gint                   order_root;   /* the root whose order[] is built, -1: none */
  guint8                 order[MAX_BITS]; /* the cells in the order packings are compared */
  PentoWideCounts       *counts;       /* the count memo, shared by the threads; NULL: none */
  guint                  count_stores; /* since the last batch reported */
  gboolean               memo_on;      /* counts holds a memo */
  guint                  memo_min_left; /* … of the states with this many pieces left or more */
  /* the boundary count: the states reached at the boundary, before they go to the table */
  guint                  boundary;     /* 0: none */
  guint64                w_total, w_unique; /* each arrival's weights */
  struct _ReachEntry    *batch;
  guint                  n_batch;
  /* the cap, for the state counted now: its first cell in the one-word state, 64: none */
  const PentoWideCap    *cap;
  guint                  cap_cut64;
};

void
pento_wide_tables_free (PentoWideTables *t)
{
  if (t == NULL)
    return;
  g_free (t->slot_mask);
  g_free (t->kill);
  g_free (t->back_mask);
  g_free (t->back_kill);
  g_free (t->mask64);
  g_free (t->back64);
  g_free (t->mid64);
  g_free (t->mid_kill);
  g_free (t->end64);
  g_free (t->end_kill);
  pento_wide_cap_free (t->cap);
  g_mutex_clear (&t->cap_lock);
  g_free (t);
}

static PentoWord
slot_shape_wide (gconstpointer data,
                 guint         c,
                 guint         j)
{
  const PentoWideTables *t = data;

  return t->slot_mask[c][j] >> c;
}

/* A placement seen from its highest cell z: bit 0 is z, and cell z - d (d >= 1) is the bit
 * that the fit table's window gives it when the window is read from the cells below z in
 * bytes, the first byte z - 8 … z - 1, the next z - 16 … z - 9, each in the cells' order
 * (pento_wide_back_fits_at()). */
static PentoWord
back_shape (gconstpointer data,
            guint         z,
            guint         j)
{
  const PentoWideTables *t = data;
  PentoWord shape = 1;

  for (PentoWord m = t->back_mask[z][j] & ~(PENTO_WORD_ONE << z); m; m &= m - 1)
    {
      guint d = z - pento_word_ctz (m);
      guint i = (d - 1) / 8;

      shape |= PENTO_WORD_ONE << (16 * i + 8 - d + 1);
    }
  return shape;
}

/* The placements by the last cell of their first line (cells numbered line by line), in the
 * last 64 cells: the fit tables' window is the n_bytes * 8 cells past that cell, then the
 * MID_BEFORE cells before it, in one more byte (mid64_at()). */
#define MID_BEFORE 4

static PentoWord
mid_shape (gconstpointer data,
           guint         e,
           guint         j)
{
  const PentoWideTables *t = data;
  PentoWord shape = 1;

  for (guint64 m = t->mid64[e][j] & ~(G_GUINT64_CONSTANT (1) << e); m; m &= m - 1)
    {
      guint x = __builtin_ctzll (m);

      if (x > e)
        shape |= PENTO_WORD_ONE << (x - e);
      else
        shape |= PENTO_WORD_ONE << (8 * t->n_bytes + MID_BEFORE - (e - x) + 1);
    }
  return shape;
}

static PentoWord
end_shape (gconstpointer data,
           guint         e,
           guint         j)
{
  const PentoWideTables *t = data;
  PentoWord shape = 1;

  for (guint64 m = t->end64[e][j] & ~(G_GUINT64_CONSTANT (1) << e); m; m &= m - 1)
    {
      guint x = __builtin_ctzll (m);

      if (x < e)
        {
          guint d = e - x;
          guint i = (d - 1) / 8;

          shape |= PENTO_WORD_ONE << (16 * i + 8 - d + 1);
        }
      else
        shape |= PENTO_WORD_ONE << (8 * t->n_bytes + (x - e - 1) + 1);
    }
  return shape;
}

static void
build_mid_tables (const PentoPuzzle *puzzle,
                  PentoWideTables   *t)
{
  gboolean columns = puzzle->bit_x[1] == puzzle->bit_x[0];
  guint off = t->off64;

  if (puzzle->n_bits <= 64 || t->n_bytes > 7)
    return;
  for (guint a = 0; a < 64; a++)
    for (guint b = 0; b < 64; b++)
      if (columns ? puzzle->bit_x[a + off] == puzzle->bit_x[b + off] :
                    puzzle->bit_y[a + off] == puzzle->bit_y[b + off])
        t->line64[a] |= G_GUINT64_CONSTANT (1) << b;
  /* cells numbered line by line: each line a run of cells */
  for (guint a = 0; a < 64; a++)
    {
      guint64 line = t->line64[a] >> __builtin_ctzll (t->line64[a]);

      if ((line & (line + 1)) != 0)
        return;
    }
  t->mid64 = g_malloc0 (sizeof t->mid64[0] * 64);
  for (guint c = 0; c < 64; c++)
    for (guint j = 0; j < 64; j++)
      if (t->mask64[c][j] != 0)
        {
          guint64 m = t->mask64[c][j];
          guint e = 63 - __builtin_clzll (m & t->line64[c]);

          if (e - c > MID_BEFORE)
            {
              g_clear_pointer (&t->mid64, g_free);
              return;
            }
          g_assert (t->mid64[e][j] == 0);
          t->mid64[e][j] = m;
          t->mid_all[e] |= G_GUINT64_CONSTANT (1) << j;
        }
  pento_puzzle_build_kill_tables (64, t->mid_all, mid_shape, t, t->n_bytes + 1, t->mid_row,
                                  &t->mid_kill);

  t->end64 = g_malloc0 (sizeof t->end64[0] * 64);
  for (guint c = 0; c < 64; c++)
    for (guint j = 0; j < 64; j++)
      if (t->mask64[c][j] != 0)
        {
          guint64 m = t->mask64[c][j];
          guint top = 63 - __builtin_clzll (m);
          guint e = __builtin_ctzll (m & t->line64[top]);

          if (top - e > MID_BEFORE)
            {
              g_clear_pointer (&t->mid64, g_free);
              g_clear_pointer (&t->mid_kill, g_free);
              g_clear_pointer (&t->end64, g_free);
              return;
            }
          g_assert (t->end64[e][j] == 0);
          t->end64[e][j] = m;
          t->end_all[e] |= G_GUINT64_CONSTANT (1) << j;
        }
  pento_puzzle_build_kill_tables (64, t->end_all, end_shape, t, t->n_bytes + 1, t->end_row,
                                  &t->end_kill);
}

void
pento_wide_links_init (PentoWideLinks    *links,
                       const PentoPuzzle *puzzle)
{
  memset (links, 0, sizeof *links);
  for (guint a = 0; a < puzzle->n_bits; a++)
    for (guint b = a + 1; b < puzzle->n_bits; b++)
      {
        guint dx = ABS ((gint) puzzle->bit_x[a] - (gint) puzzle->bit_x[b]);
        guint dy = ABS ((gint) puzzle->bit_y[a] - (gint) puzzle->bit_y[b]);
        guint g;

        if (dx + dy != 1)
          continue;
        for (g = 0; g < links->n && links->shift[g] != b - a; g++)
          ;
        if (g == links->n)
          {
            g_assert (links->n < MAX_LINKS);
            links->shift[links->n++] = b - a;
          }
        links->from[g] |= PENTO_WORD_ONE << a;
      }
}

static void build_mid_tables (const PentoPuzzle *puzzle, PentoWideTables *t);

/* The coverage test's tables: on, with AVX2, if every placement in the word is its
 * orientation's shape shifted by its lowest cell, of up to 5 cells, and no piece has more
 * than 4 orientations. */
static void
build_cover_tables (const PentoPuzzle *puzzle,
                    PentoWideTables   *t)
{
  gboolean ok = t->off64 > 0 && t->mid64 != NULL;

  for (guint k = 0; k < puzzle->n_order && ok; k++)
    {
      guint lane = 0;

      for (guint64 b = puzzle->rank_slots[k]; b && ok; b &= b - 1, lane++)
        {
          guint j = __builtin_ctzll (b);
          guint64 base = 0;

          if (lane == 4)
            {
              ok = FALSE;
              break;
            }
          for (guint c = 0; c < 64 && ok; c++)
            {
              guint64 m = t->mask64[c][j];

              if (m == 0)
                continue;
              if (base == 0)
                {
                  guint i = 0;

                  base = m >> c;
                  ok = __builtin_popcountll (base) <= 5;
                  for (guint64 r = base & (base - 1); r; r &= r - 1)
                    t->cover_off[k][i++][lane] = __builtin_ctzll (r);
                }
              ok = ok && m == base << c;
              t->cover_valid[k][lane] |= G_GUINT64_CONSTANT (1) << c;
            }
        }
    }
#if COVER_SIMD
  __builtin_cpu_init ();
  t->cover_on = ok && __builtin_cpu_supports ("avx2") && __builtin_cpu_supports ("bmi2") &&
                __builtin_cpu_supports ("popcnt");
#else
  t->cover_on = FALSE;
#endif
}

/* The tables of the count without the memo (by highest cell, in one word, the line cells,
 * the coverage test), built on the first such count: a puzzle past 64 cells that is only
 * listed or searched (a challenge's check of its one answer) never pays for them. Thread-safe:
 * the counting threads may all ask at once. */
static void
pento_wide_count_tables_ensure (const PentoPuzzle *puzzle)
{
  PentoWideTables *t = puzzle->wide;
  guint n = puzzle->n_bits;

  if (!g_once_init_enter (&t->count_tables_ready))
    return;

  /* the same placements by their highest cell */
  t->back_mask = g_malloc0 (sizeof t->back_mask[0] * MAX_BITS);
  for (guint c = 0; c < n; c++)
    for (guint j = 0; j < 64; j++)
      if (t->slot_mask[c][j] != 0)
        {
          guint z = pento_word_top (t->slot_mask[c][j]);

          g_assert (t->back_mask[z][j] == 0);
          t->back_mask[z][j] = t->slot_mask[c][j];
          t->back_all[z] |= G_GUINT64_CONSTANT (1) << j;
        }
  pento_puzzle_build_kill_tables (n, t->back_all, back_shape, t, t->n_bytes, t->back_row,
                                  &t->back_kill);
  t->off64 = n > 64 ? n - 64 : 0;
  t->mask64 = g_malloc0 (sizeof t->mask64[0] * 64);
  t->back64 = g_malloc0 (sizeof t->back64[0] * 64);
  for (guint c = t->off64; c < n; c++)
    for (guint j = 0; j < 64; j++)
      {
        t->mask64[c - t->off64][j] = (guint64) (t->slot_mask[c][j] >> t->off64);
        t->back64[c - t->off64][j] = (guint64) (t->back_mask[c][j] >> t->off64);
      }
  for (guint g = 0; g < t->links.n; g++)
    t->from64[g] = (guint64) (t->links.from[g] >> t->off64);
  t->cells64 = (guint64) (t->cells >> t->off64);
  build_mid_tables (puzzle, t);
  build_cover_tables (puzzle, t);

  g_once_init_leave (&t->count_tables_ready, 1);
}

void
pento_wide_build_tables (PentoPuzzle *puzzle,
                         GArray      *by_piece[PENTO_N_SET_PIECES],
                         guint8       slot_of[][PENTO_MAX_ORIENTATIONS],
                         PentoWord    init_filled)
{
  PentoWideTables *t = g_new0 (PentoWideTables, 1);
  guint n = puzzle->n_bits;

  puzzle->wide = t;
  g_mutex_init (&t->cap_lock);
  t->init_filled = init_filled;
  t->cells = n == 128 ? ~(PentoWord) 0 : (PENTO_WORD_ONE << n) - 1;

  pento_wide_links_init (&t->links, puzzle);

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
  pento_puzzle_build_kill_tables (n, t->cell_all, slot_shape_wide, t, t->n_bytes, t->kill_row,
                                  &t->kill);

  /* the memo's key: the window (up to 64 cells) in the high word */
  t->dead_window = t->span > 0 ? t->span - 1 : 0;
  t->dead_memo = t->dead_window <= 32;
}

static guint boundary_line (const PentoPuzzle *puzzle);

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

  /* the count memo's key: pieces left, the first empty cell, the root (while it reaches past
   * the window), the window */
  {
    PentoWideTables *wt = puzzle->wide;
    guint root_bits = 0;

    while ((1u << root_bits) < puzzle->n_roots + 1)
      root_bits++;
    wt->count_root_shift = puzzle->n_order + 7;
    wt->count_window_shift = wt->count_root_shift + root_bits;
    wt->count_bits = 64 - MIN (wt->count_window_shift + wt->dead_window, 64);
    wt->count_memo = wt->count_bits >= COUNT_MIN_BITS;
    wt->root_bits = root_bits;
    wt->boundary = 0;
    if (wt->count_memo && boundary_line (puzzle) >= BOUNDARY_MIN_LINE)
      pento_wide_set_boundary (puzzle, puzzle->n_bits / 2);
  }
}

/* The cells of the board's first line (cells are numbered line by line along the short
 * side). */
static guint
boundary_line (const PentoPuzzle *puzzle)
{
  guint n = 1;

  while (n < puzzle->n_bits && puzzle->bit_x[n] == puzzle->bit_x[0])
    n++;
  if (n == 1)
    while (n < puzzle->n_bits && puzzle->bit_y[n] == puzzle->bit_y[0])
      n++;
  return n;
}

gboolean
pento_wide_set_boundary (PentoPuzzle *puzzle,
                         guint        cell)
{
  PentoWideTables *t = puzzle->wide;
  guint b = cell;

  if (t == NULL)
    return FALSE;
  /* back to the first cell of its line */
  if (b > 0 && b < puzzle->n_bits)
    {
      gboolean columns = puzzle->bit_x[1] == puzzle->bit_x[0];

      while (b > 0 && (columns ? puzzle->bit_x[b - 1] == puzzle->bit_x[b] :
                                 puzzle->bit_y[b - 1] == puzzle->bit_y[b]))
        b--;
    }
  /* the key: the cells from the boundary on, the root, the pieces left */
  if (b == 0 || b >= puzzle->n_bits || puzzle->n_bits - b + t->root_bits + puzzle->n_order > 128)
    b = 0;
  t->boundary = b;
  return b != 0;
}

void
pento_wide_set_count_memo (PentoPuzzle *puzzle,
                           gboolean     memo)
{
  PentoWideTables *t = puzzle->wide;

  t->count_memo = memo && t->count_bits >= COUNT_MIN_BITS;
  if (!t->count_memo)
    t->boundary = 0;
}

void
pento_wide_set_cap (PentoPuzzle *puzzle,
                    guint        cell)
{
  PentoWideTables *t = puzzle->wide;

  g_mutex_lock (&t->cap_lock);
  g_clear_pointer (&t->cap, pento_wide_cap_free);
  t->cap_cut = cell;
  t->cap_state = 0;
  g_mutex_unlock (&t->cap_lock);
}

guint64
pento_wide_cap_entries (const PentoPuzzle *puzzle)
{
  PentoWideTables *t = puzzle->wide;
  guint64 used;

  g_mutex_lock (&t->cap_lock);
  used = t->cap != NULL ? t->cap->used : 0;
  g_mutex_unlock (&t->cap_lock);
  return used;
}

PentoWideState *
pento_wide_state_new (const PentoPuzzle *puzzle)
{
  PentoWideState *state = g_new0 (PentoWideState, 1);

  state->puzzle = puzzle;
  state->t = puzzle->wide;

  if (state->t->dead_memo)
    state->memo = g_new0 (PentoWord, (gsize) 1 << DEAD_BITS);
  for (guint k = 0; k < puzzle->n_syms; k++)
    for (guint b = 0; b < puzzle->n_bits; b++)
      state->perm_inv[k][puzzle->perm[k][b]] = b;
  state->order_root = -1;
  state->cap_cut64 = 64;
  return state;
}

void
pento_wide_state_free (PentoWideState *state)
{
  if (state == NULL)
    return;
  g_free (state->memo);
  g_free (state->batch);
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
              guint64 child_fits = pento_wide_fits_at (t, child, child_cell,
                                                       allowed & puzzle->slot_keep[j], n_bytes);

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
      guint n = pento_wide_expand (t, s->puzzle, filled, allowed, cell, fits, n_bytes,
                                   children, child_fits, child_slot, child_cell);

      for (guint i = 0; i < n; i++)
        {
          guint j = child_slot[i];
          guint k = puzzle->slot_rank[j];

          if (pento_wide_tables_walled_in (t, children[i]))
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
  allowed = pento_wide_allowed (s->puzzle, remaining);
  cell = pento_word_ctz (~filled);
  fits = pento_wide_fits_at (t, filled, cell, allowed, t->n_bytes);
  if (fits == 0)
    return;
  (t->n_bytes < G_N_ELEMENTS (copies) && copies[t->n_bytes] ? copies[t->n_bytes] :
   wide_node_any) (s, filled, allowed, remaining, cell, fits, __builtin_popcount (remaining));
}

/* ---- counting ------------------------------------------------------------------------------
 *
 * When only the number of packings is asked for, a state's completions are counted once and
 * kept: below the first empty cell all is filled and past its window only the holes are, so a
 * state is its first empty cell, its window, the pieces left (and the root while it reaches
 * past the window), and the same state comes back under many arrangements of the pieces
 * before it. The count memo keeps the states with COUNT_MIN_LEFT to COUNT_MAX_LEFT pieces
 * left, dead ones too (count 0). Measured on one-sided 18×5 (two threads): 333 M nodes and
 * 17 s of processor time without it, 27 M and 4 s with it; keeping 3–6 or 3–8 pieces left
 * gave 65 M and 28 M nodes, 3–12 no fewer nodes than 3–10 and more time. On 9×10 the key does
 * not fit (a window of 35 cells), and the states seldom come back there: a memo of every state
 * of 3–6 pieces left took 254 M entries for one part in 64 and missed 60–90% of the time. */
#define COUNT_MIN_LEFT 3
#define COUNT_MAX_LEFT 10
/* Below the boundary the memo keeps the states with 5 pieces left or more: on one-sided
 * 6×15, 217 M nodes instead of 181 M but 0.84 times the processor time, the table thrashing
 * less (4 or 6: no better than 3). */
#define BOUNDARY_MEMO_MIN_LEFT 5

/* The memo is one table for all the threads, of 64-bit entries: a state's key above its count
 * (a count too large for the bits left is not kept). A key hashes to a bucket of 8 entries, one
 * cache line; a full bucket gives up one of its entries. Entries are read and written whole,
 * so a thread never sees half of another's, and one lost or written twice by two threads at
 * once only costs a recount.
 *
 * The table starts at 512 KB and grows 16-fold (entries copied) each time it has taken twice
 * as many states as it has entries, up to 128 MB: 3×30 stays small, 18×5 reaches the largest.
 * The large tables' pages are huge where the system has them: the look-ups land anywhere in
 * them, and with small pages most of them also missed the address cache (measured on
 * one-sided 18×5: half of the time went to the look-ups with small pages, a quarter with
 * huge ones). A table replaced stays until the count ends: another thread may still read it. */
#define COUNT_START_BITS 16
#define COUNT_GROW_STEP 4
#define COUNT_MAX_BITS 24
#define COUNT_BUCKET 8
#define COUNT_BATCH 4096               /* stores a thread makes before it reports them */

typedef struct {
  guint64 *slots;
  gsize    bytes;
  guint    bits;
  guint64  mask;                       /* of a bucket's first entry */
  gint     stores;                     /* atomic, in batches */
  gboolean mapped;
} CountTable;

typedef struct _ReachEntry {
  guint64 key_lo, key_hi;
  guint64 w_total;                     /* 0: an empty slot */
  guint64 w_unique;
} ReachEntry;

#define REACH_BATCH 4096
#define REACH_START_BITS 16
#define REACH_GROW_STEP 2
#define FINISH_CHUNK 256               /* states a thread takes at a time */

typedef struct {
  GMutex      mutex;
  ReachEntry *slots;
  guint       bits;
  gsize       used;
  gboolean    sorted;                  /* slots[]: the used entries, in order */
} ReachTable;

struct _PentoWideCounts {
  CountTable *current;                 /* atomic; NULL: no memo */
  guint       bits;                    /* the count's */
  GMutex      mutex;                   /* growing */
  GPtrArray  *tables;
  guint       boundary;                /* the boundary count's cell; 0: none */
  ReachTable  reach;                   /* … the states reached there */
  gint        next_chunk;              /* atomic: the second step's next states */
  guint64     running_total;           /* atomic: … the packings its finished chunks hold */
  guint64     running_unique;
  guint64     running_nodes;           /* … and the nodes they took */
};

static CountTable *
count_table_new (guint bits)
{
  CountTable *table = g_new0 (CountTable, 1);

  table->bits = bits;
  table->bytes = sizeof (guint64) << bits;
  table->mask = (((guint64) 1 << bits) - 1) & ~(guint64) (COUNT_BUCKET - 1);
  /* mapped: the pages come zeroed when first touched */
  if (bits > COUNT_START_BITS)
    table->slots = pento_pages_alloc (table->bytes, TRUE, &table->mapped);
  else
    table->slots = g_malloc0 (table->bytes);
  return table;
}

static void
count_table_free (gpointer data)
{
  CountTable *table = data;

  pento_pages_free (table->slots, table->bytes, table->mapped);
  g_free (table);
}

PentoWideCounts *
pento_wide_counts_new (const PentoPuzzle *puzzle)
{
  PentoWideCounts *m;

  if (puzzle->wide == NULL)
    return NULL;
  m = g_new0 (PentoWideCounts, 1);
  m->bits = puzzle->wide->count_bits;
  g_mutex_init (&m->mutex);
  m->tables = g_ptr_array_new_with_free_func (count_table_free);
  if (puzzle->wide->count_memo)
    {
      m->current = count_table_new (COUNT_START_BITS);
      g_ptr_array_add (m->tables, m->current);
    }
  g_mutex_init (&m->reach.mutex);
  m->boundary = puzzle->wide->boundary;
  return m;
}

void
pento_wide_counts_free (PentoWideCounts *m)
{
  if (m == NULL)
    return;
  g_ptr_array_unref (m->tables);
  g_mutex_clear (&m->mutex);
  g_free (m->reach.slots);
  g_mutex_clear (&m->reach.mutex);
  g_free (m);
}

static inline guint64 *
count_bucket (const CountTable *table,
              guint64           key)
{
  guint64 h = key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  return &table->slots[(h ^ (h >> 29)) & table->mask];
}

static inline CountTable *
count_table (PentoWideCounts *m)
{
  return __atomic_load_n (&m->current, __ATOMIC_ACQUIRE);
}

static inline gboolean
count_lookup (const PentoWideCounts *m,
              const CountTable      *table,
              guint64                key,
              guint64               *count)
{
  guint64 *bucket = count_bucket (table, key);

  for (guint i = 0; i < COUNT_BUCKET; i++)
    {
      guint64 e = __atomic_load_n (&bucket[i], __ATOMIC_RELAXED);

      if (e == 0)
        return FALSE;
      if (e >> m->bits == key)
        {
          *count = e & ((G_GUINT64_CONSTANT (1) << m->bits) - 1);
          return TRUE;
        }
    }
  return FALSE;
}

static void
count_put (const PentoWideCounts *m,
           const CountTable      *table,
           guint64                entry)
{
  guint64 *bucket = count_bucket (table, entry >> m->bits);
  guint i;

  for (i = 0; i < COUNT_BUCKET; i++)
    if (__atomic_load_n (&bucket[i], __ATOMIC_RELAXED) == 0)
      break;
  /* full: an entry picked by the key's low bits goes */
  if (i == COUNT_BUCKET)
    i = (entry >> m->bits) & (COUNT_BUCKET - 1);
  __atomic_store_n (&bucket[i], entry, __ATOMIC_RELAXED);
}

/* The table grows once it has taken twice as many states as it has entries. */
static void
count_memo_grow (PentoWideCounts *m,
                 CountTable      *table)
{
  CountTable *bigger;

  g_mutex_lock (&m->mutex);
  if (count_table (m) == table && table->bits < COUNT_MAX_BITS)
    {
      bigger = count_table_new (MIN (table->bits + COUNT_GROW_STEP, COUNT_MAX_BITS));
      for (gsize i = 0; i < (gsize) 1 << table->bits; i++)
        {
          guint64 e = __atomic_load_n (&table->slots[i], __ATOMIC_RELAXED);

          if (e != 0)
            count_put (m, bigger, e);
        }
      g_ptr_array_add (m->tables, bigger);
      __atomic_store_n (&m->current, bigger, __ATOMIC_RELEASE);
    }
  g_mutex_unlock (&m->mutex);
}

static void
count_store (PentoWideState *s,
             guint64         key,
             guint64         count)
{
  PentoWideCounts *m = s->counts;
  CountTable *table = count_table (m);

  if (count >> m->bits)
    return;
  count_put (m, table, (key << m->bits) | count);
  if (G_UNLIKELY (++s->count_stores == COUNT_BATCH))
    {
      s->count_stores = 0;
      if (g_atomic_int_add (&table->stores, COUNT_BATCH) + COUNT_BATCH >
          (gint) MIN ((guint64) 2 << table->bits, G_MAXINT / 2) &&
          table->bits < COUNT_MAX_BITS)
        count_memo_grow (m, table);
    }
}

static inline guint64
count_key (const PentoWideState *s,
           guint32               remaining,
           guint                 cell,
           PentoWord             window)
{
  const PentoWideTables *t = s->t;

  return remaining | ((guint64) cell << s->puzzle->n_order) |
         (cell < s->root_below ? s->root_key << t->count_root_shift : 0) |
         (t->dead_window ? ((guint64) window & (G_MAXUINT64 >> (64 - t->dead_window))) <<
                           t->count_window_shift : 0);
}

typedef guint64 (*CountNode) (PentoWideState *s, PentoWord filled, guint64 allowed,
                              guint32 remaining, guint cell, guint64 fits, guint left);

/* The completions of a state, as wide_node() would find them. */
G_ALWAYS_INLINE static inline guint64
count_node (PentoWideState *s,
            PentoWord       filled,
            guint64         allowed,
            guint32         remaining,
            guint           cell,
            guint64         fits,
            guint           left,
            const guint     n_bytes,
            CountNode       descend)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  guint64 key = 0, count = 0;

  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) && !s->poll (s->ctx))
    {
      s->stopped = TRUE;
      return 0;
    }

  if (left <= 2)
    {
      if (left == 1)
        return __builtin_popcountll (fits);
      while (fits)
        {
          guint j = __builtin_ctzll (fits);
          PentoWord child = filled | t->slot_mask[cell][j];
          guint child_cell = pento_word_ctz (~child);

          fits &= fits - 1;
          count += __builtin_popcountll (pento_wide_fits_at (t, child, child_cell,
                                                             allowed & puzzle->slot_keep[j],
                                                             n_bytes));
        }
      return count;
    }

  if (left >= s->memo_min_left && left <= COUNT_MAX_LEFT && s->memo_on)
    {
      key = count_key (s, remaining, cell, (filled >> cell) >> 1);
      if (count_lookup (s->counts, count_table (s->counts), key, &count))
        return count;
    }

  {
    PentoWord children[64];
    guint64 child_fits[64];
    guint8 child_slot[64], child_cell[64];
    guint n = pento_wide_expand (t, s->puzzle, filled, allowed, cell, fits, n_bytes,
                                 children, child_fits, child_slot, child_cell);

    /* the children's memo entries are fetched while the first ones are searched */
    if (left - 1 >= s->memo_min_left && left - 1 <= COUNT_MAX_LEFT && s->memo_on)
      for (guint i = 0; i < n; i++)
        {
          guint32 child_remaining = remaining & ~(1u << puzzle->slot_rank[child_slot[i]]);
          PentoWord window = (children[i] >> child_cell[i]) >> 1;

          __builtin_prefetch (count_bucket (count_table (s->counts),
                                            count_key (s, child_remaining, child_cell[i],
                                                       window)));
        }
    for (guint i = 0; i < n; i++)
      {
        guint j = child_slot[i];

        if (pento_wide_tables_walled_in (t, children[i]))
          continue;
        count += descend (s, children[i], allowed & puzzle->slot_keep[j],
                          remaining & ~(1u << puzzle->slot_rank[j]), child_cell[i],
                          child_fits[i], left - 1);
        if (s->stopped)
          return 0;
      }
  }

  if (key)
    count_store (s, key, count);
  return count;
}

#define COUNT_COPY(NAME, N) \
  static guint64 NAME (PentoWideState *s, PentoWord filled, guint64 allowed, \
                       guint32 remaining, guint cell, guint64 fits, guint left) \
  { \
    return count_node (s, filled, allowed, remaining, cell, fits, left, N, NAME); \
  }
COUNT_COPY (count_node_2, 2)
COUNT_COPY (count_node_3, 3)
COUNT_COPY (count_node_4, 4)
COUNT_COPY (count_node_5, 5)
COUNT_COPY (count_node_6, 6)
COUNT_COPY (count_node_any, s->t->n_bytes)
#undef COUNT_COPY

static inline guint
last_empty (const PentoWideTables *t,
            PentoWord              filled)
{
  return pento_word_top (~filled & t->cells);
}

/* The same in one word: @f holds the cells from t->off64 on. */
G_ALWAYS_INLINE static inline guint64
fits64_at (const PentoWideTables *t,
           guint64                f,
           guint                  c,
           guint64                allowed,
           const guint            n_bytes)
{
  guint64 window = (f >> c) >> 1;
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->kill + t->kill_row[c + t->off64];

  return t->cell_all[c + t->off64] & allowed &
         ~pento_wide_kill_forward (kill, window, n_bytes);
}

G_ALWAYS_INLINE static inline guint64
back64_at (const PentoWideTables *t,
           guint64                f,
           guint                  z,
           guint64                allowed,
           const guint            n_bytes)
{
  /* the cells below z, z - 1 in the top bit, those before the word (all filled) as filled */
  guint64 below = ((f << (63 - z)) << 1) | (~G_GUINT64_CONSTANT (0) >> z);
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->back_kill + t->back_row[z + t->off64];

  return t->back_all[z + t->off64] & allowed &
         ~pento_wide_kill_backward (kill, below, n_bytes);
}

/* The bits set in @x: without the processor's instruction (not in the base x86-64 set)
 * GCC calls a function of its library. */
static inline guint
popcount64 (guint64 x)
{
#ifdef __POPCNT__
  return __builtin_popcountll (x);
#else
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) +
      ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
#endif
}

/* The slots that fit at @e, the last empty cell of the first line with an empty cell. */
G_ALWAYS_INLINE static inline guint64
mid64_at (const PentoWideTables *t,
          guint64                f,
          guint                  e,
          guint64                allowed,
          const guint            n_bytes)
{
  guint64 window = (f >> e) >> 1;
  guint64 before = (guint64) (((((PentoWord) f << MID_BEFORE) | ((1u << MID_BEFORE) - 1)) >> e)) &
                   ((1u << MID_BEFORE) - 1);
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->mid_kill + t->mid_row[e];

  return t->mid_all[e] & allowed &
         ~(kill[n_bytes][before] | pento_wide_kill_forward (kill, window, n_bytes));
}

/* The slots that fit at @e, the first empty cell of the last line with an empty cell. */
G_ALWAYS_INLINE static inline guint64
end64_at (const PentoWideTables *t,
          guint64                f,
          guint                  e,
          guint64                allowed,
          const guint            n_bytes)
{
  guint64 below = ((f << (63 - e)) << 1) | (~G_GUINT64_CONSTANT (0) >> e);
  guint64 after = (((f >> e) >> 1) | (~G_GUINT64_CONSTANT (0) << (63 - e))) &
                  ((1u << MID_BEFORE) - 1);
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->end_kill + t->end_row[e];

  return t->end_all[e] & allowed &
         ~(kill[n_bytes][after] | pento_wide_kill_backward (kill, below, n_bytes));
}

typedef guint64 CoverLanes __attribute__ ((vector_size (32), aligned (8)));

/* Whether every empty cell of @f lies under a placement of a piece of @remaining that fits:
 * per piece, its orientations side by side, the anchors where the placement's cells are all
 * empty, then the cells under them. With AVX2 (count64_node() @cover), about 16 ns. */
G_ALWAYS_INLINE static inline gboolean
covered64 (const PentoWideTables *t,
           guint64                f,
           guint32                remaining)
{
  guint64 e = ~f & t->cells64;
  CoverLanes ev = { e, e, e, e };
  CoverLanes under = { 0, 0, 0, 0 };

  for (; remaining; remaining &= remaining - 1)
    {
      guint k = __builtin_ctz (remaining);
      const CoverLanes *d = (const CoverLanes *) t->cover_off[k];
      CoverLanes d0 = d[0], d1 = d[1], d2 = d[2], d3 = d[3];
      CoverLanes a = *(const CoverLanes *) t->cover_valid[k] & ev & (ev >> d0) & (ev >> d1) &
                     (ev >> d2) & (ev >> d3);

      under |= a | (a << d0) | (a << d1) | (a << d2) | (a << d3);
    }
  return (e & ~(under[0] | under[1] | under[2] | under[3])) == 0;
}

G_ALWAYS_INLINE static inline gboolean
walled64 (const PentoWideTables *t,
          guint64                f)
{
  const PentoWideLinks *links = &t->links;
  guint64 empty = ~f & t->cells64;
  guint64 near = 0;

  if (links->n == 2)
    near = ((empty & t->from64[0]) << links->shift[0]) |
           ((empty >> links->shift[0]) & t->from64[0]) |
           ((empty & t->from64[1]) << links->shift[1]) |
           ((empty >> links->shift[1]) & t->from64[1]);
  else
    for (guint g = 0; g < links->n; g++)
      near |= ((empty & t->from64[g]) << links->shift[g]) |
              ((empty >> links->shift[g]) & t->from64[g]);
  return (empty & ~near) != 0;
}

typedef guint64 (*Count64Node) (PentoWideState *s, guint64 f, guint64 allowed,
                                guint32 remaining, guint cell, guint64 fits, guint z,
                                guint64 back, guint left);

/* The count without the memo once every empty cell is among the last 64, in one word. Beside
 * the first empty cell, three more cells are each covered by exactly the placements of one
 * table, as every cell before the first is filled and every cell past the last: the last
 * empty cell of the first line with one (the placements by the last cell of their first
 * line, mid64), the last empty cell (back64) and the first empty cell of the last line with
 * one (end64). A state covers the first or the first line's last, whichever fewer placements
 * fit (most constrained first), and a child where nothing fits at one of the four is dropped.
 * Measured on one part of 9×10 in 256 (5/256, one thread): 141 M nodes without these, 110 M
 * with the last cell, 82 M with the first line's last as well, 60 M with all. */

G_ALWAYS_INLINE static inline guint64
count64_node (PentoWideState *s,
              guint64         f,
              guint64         allowed,
              guint32         remaining,
              guint           cell,
              guint64         fits,
              guint           z,
              guint64         back,
              guint           left,
              const guint     n_bytes,
              Count64Node     descend,
              const gboolean  cover)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  guint64 count = 0;
  guint64 slots;
  const guint64 *masks;

  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) && !s->poll (s->ctx))
    {
      s->stopped = TRUE;
      return 0;
    }
  if (left == 1)
    return cover ? (guint) __builtin_popcountll (fits) : popcount64 (fits);

  slots = fits;
  masks = t->mask64[cell];
  if (left > 2 && t->mid64 != NULL)
    {
      /* the first line's last empty cell, when fewer placements fit there */
      guint e = 63 - __builtin_clzll (~f & t->line64[cell]);

      if (e != cell)
        {
          guint64 mid = mid64_at (t, f, e, allowed, n_bytes);

          if (mid == 0)
            return 0;
          if (cover ? __builtin_popcountll (mid) < __builtin_popcountll (fits) :
                      popcount64 (mid) < popcount64 (fits))
            {
              slots = mid;
              masks = t->mid64[e];
            }
        }
    }
  else if (left > 2 && (back & (back - 1)) == 0 && (fits & (fits - 1)) != 0 &&
           s->cap_cut64 == 64)
    {
      slots = back;
      masks = t->back64[z];
    }
  if (left == 2)
    {
      for (; slots; slots &= slots - 1)
        {
          guint j = __builtin_ctzll (slots);
          guint64 child = f | masks[j];

          guint64 last = fits64_at (t, child, __builtin_ctzll (~child),
                                    allowed & puzzle->slot_keep[j], n_bytes);

          count += cover ? (guint) __builtin_popcountll (last) : popcount64 (last);
        }
      return count;
    }

  {
    /* every child's fits first, with no branch per child (most have none, unpredictably) */
    guint64 children[64], child_fits[64], child_key[64];
    guint8 child_slot[64], child_cell[64];
    guint n = 0;

    for (; slots; slots &= slots - 1)
      {
        guint j = __builtin_ctzll (slots);
        guint64 child = f | masks[j];
        guint c = __builtin_ctzll (~child);

        children[n] = child;
        child_slot[n] = j;
        child_cell[n] = c;
        child_fits[n] = fits64_at (t, child, c, allowed & puzzle->slot_keep[j], n_bytes);
        n += child_fits[n] != 0;
      }
    /* the cap's filter words of the children past its cut are fetched while the others are
     * tested (its filter is in the L2 cache at best, its table past the caches) */
    if (s->cap_cut64 < 64)
      for (guint i = 0; i < n; i++)
        if (child_cell[i] >= s->cap_cut64)
          {
            guint32 child_remaining = remaining & ~(1u << puzzle->slot_rank[child_slot[i]]);

            child_key[i] = pento_wide_cap_key (s->cap, children[i] >> s->cap_cut64,
                                               child_remaining);
            __builtin_prefetch (pento_wide_cap_word (s->cap, child_key[i]));
          }
    for (guint i = 0; i < n; i++)
      {
        guint j = child_slot[i];
        guint64 child = children[i];
        guint64 child_allowed = allowed & puzzle->slot_keep[j];
        guint32 child_remaining = remaining & ~(1u << puzzle->slot_rank[j]);
        guint child_z = 63 - __builtin_clzll (~child);
        guint64 child_back;

        if (child_cell[i] >= s->cap_cut64)
          {
            /* past the cap's cut: its filter first (its word fetched above), then the
             * entry fetched while the child is tested */
            guint64 key = child_key[i];

            if (!pento_wide_cap_maybe (s->cap, key))
              continue;
            __builtin_prefetch (&s->cap->slots[pento_wide_cap_slot (s->cap, key)]);
            if (cover && left - 1 >= COVER_MIN_LEFT ? covered64 (t, child, child_remaining) :
                walled64 (t, child) == FALSE)
              count += pento_wide_cap_find (s->cap, key);
            continue;
          }
        if (cover && left - 1 >= COVER_MIN_LEFT)
          {
            /* it covers the last cell, the line cells and a walled-in cell too (back is
             * then only a test, mid64 being there) */
            if (!covered64 (t, child, child_remaining))
              continue;
            count += descend (s, child, child_allowed, child_remaining, child_cell[i],
                              child_fits[i], child_z, 0, left - 1);
            if (s->stopped)
              return 0;
            continue;
          }
        child_back = back64_at (t, child, child_z, child_allowed, n_bytes);
        if (child_back == 0 || walled64 (t, child))
          continue;
        if (t->end64 != NULL &&
            end64_at (t, child, __builtin_ctzll (~child & t->line64[child_z]), child_allowed,
                      n_bytes) == 0)
          continue;
        count += descend (s, child, child_allowed, child_remaining, child_cell[i],
                          child_fits[i], child_z, child_back, left - 1);
        if (s->stopped)
          return 0;
      }
  }
  return count;
}

/* Copies with the window's bytes and, up to COUNT64_LEVELS pieces left, the pieces left fixed
 * when compiling; count64_N_any takes any number of pieces left. count64c_… are the same
 * compiled for AVX2, with the coverage test. */
#define COUNT64_LEVELS 8
#define COUNT64_LEVEL(P, ATTR, C, N, L, PREV) \
  ATTR static guint64 count64##P##_##N##_##L (PentoWideState *s, guint64 f, guint64 allowed, \
                                              guint32 remaining, guint cell, guint64 fits, \
                                              guint z, guint64 back, guint left) \
  { \
    return count64_node (s, f, allowed, remaining, cell, fits, z, back, L, \
                         COUNT64_BYTES (N), PREV, C); \
  }
#define COUNT64_FAMILY(P, ATTR, C, N) \
  COUNT64_LEVEL (P, ATTR, C, N, 2, NULL) \
  COUNT64_LEVEL (P, ATTR, C, N, 3, count64##P##_##N##_2) \
  COUNT64_LEVEL (P, ATTR, C, N, 4, count64##P##_##N##_3) \
  COUNT64_LEVEL (P, ATTR, C, N, 5, count64##P##_##N##_4) \
  COUNT64_LEVEL (P, ATTR, C, N, 6, count64##P##_##N##_5) \
  COUNT64_LEVEL (P, ATTR, C, N, 7, count64##P##_##N##_6) \
  COUNT64_LEVEL (P, ATTR, C, N, 8, count64##P##_##N##_7) \
  ATTR static guint64 count64##P##_##N##_any (PentoWideState *s, guint64 f, guint64 allowed, \
                                              guint32 remaining, guint cell, guint64 fits, \
                                              guint z, guint64 back, guint left) \
  { \
    static const Count64Node levels[COUNT64_LEVELS + 1] = { \
      NULL, NULL, count64##P##_##N##_2, count64##P##_##N##_3, count64##P##_##N##_4, \
      count64##P##_##N##_5, count64##P##_##N##_6, count64##P##_##N##_7, \
      count64##P##_##N##_8, \
    }; \
    if (left == 1) \
      return C ? (guint64) __builtin_popcountll (fits) : popcount64 (fits); \
    return count64_node (s, f, allowed, remaining, cell, fits, z, back, left, \
                         COUNT64_BYTES (N), left - 1 <= COUNT64_LEVELS ? levels[left - 1] : \
                         count64##P##_##N##_any, C); \
  }
#define COUNT64_BYTES(N) (N == 0 ? s->t->n_bytes : N)
#define COUNT64_FAMILIES(P, ATTR, C) \
  COUNT64_FAMILY (P, ATTR, C, 2) \
  COUNT64_FAMILY (P, ATTR, C, 3) \
  COUNT64_FAMILY (P, ATTR, C, 4) \
  COUNT64_FAMILY (P, ATTR, C, 5) \
  COUNT64_FAMILY (P, ATTR, C, 6) \
  COUNT64_FAMILY (P, ATTR, C, 0)
COUNT64_FAMILIES (, , FALSE)
#if COVER_SIMD
COUNT64_FAMILIES (c, COVER_TARGET, TRUE)
#endif
#undef COUNT64_FAMILIES
#undef COUNT64_BYTES
#undef COUNT64_FAMILY
#undef COUNT64_LEVEL

typedef guint64 (*Count2Node) (PentoWideState *s, PentoWord filled, guint64 allowed,
                               guint32 remaining, guint cell, guint64 fits, guint z,
                               guint64 back, guint left);

/* The completions of a state without the memo (9×10, where its key does not fit), in two
 * words while an empty cell lies before the last 64 cells, then in one (count64_node()). Both
 * drop a child where no piece left fits at its last empty cell either (placements by their
 * highest cell, fit tables over the cells below it), and here a state whose last empty cell
 * only one placement fits covers that cell: the count does not depend on the order. */
G_ALWAYS_INLINE static inline guint64
count2_node (PentoWideState *s,
             PentoWord       filled,
             guint64         allowed,
             guint32         remaining,
             guint           cell,
             guint64         fits,
             guint           z,
             guint64         back,
             guint           left,
             const guint     n_bytes,
             Count2Node      descend,
             Count64Node     descend64)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  guint64 count = 0;
  gboolean at_back;
  guint64 slots;
  const PentoWord *masks;

  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) && !s->poll (s->ctx))
    {
      s->stopped = TRUE;
      return 0;
    }
  if (left == 1)
    return __builtin_popcountll (fits);

  /* (not with the cap: the last cell's placement would lie past its cut) */
  at_back = (back & (back - 1)) == 0 && (fits & (fits - 1)) != 0 && s->cap_cut64 == 64;
  slots = at_back ? back : fits;
  masks = at_back ? t->back_mask[z] : t->slot_mask[cell];
  if (left == 2)
    {
      for (; slots; slots &= slots - 1)
        {
          guint j = __builtin_ctzll (slots);
          PentoWord child = filled | masks[j];
          guint child_cell = pento_word_ctz (~child);

          count += __builtin_popcountll (pento_wide_fits_at (t, child, child_cell,
                                                             allowed & puzzle->slot_keep[j],
                                                             n_bytes));
        }
      return count;
    }

  for (; slots; slots &= slots - 1)
    {
      guint j = __builtin_ctzll (slots);
      PentoWord child = filled | masks[j];
      guint64 child_allowed = allowed & puzzle->slot_keep[j];
      guint child_cell = pento_word_ctz (~child);
      guint64 child_fits = pento_wide_fits_at (t, child, child_cell, child_allowed, n_bytes);
      guint child_z;
      guint64 child_back;

      if (child_fits == 0)
        continue;
      child_z = last_empty (t, child);
      child_back = pento_wide_back_fits_at (t, child, child_z, child_allowed, n_bytes);
      if (child_back == 0 || pento_wide_tables_walled_in (t, child))
        continue;
      if (child_cell >= t->off64 + s->cap_cut64)
        count += pento_wide_cap_count (s->cap, (guint64) (child >> (t->off64 + s->cap_cut64)),
                                       remaining & ~(1u << puzzle->slot_rank[j]));
      else if (child_cell >= t->off64 && n_bytes <= 8)
        count += descend64 (s, (guint64) (child >> t->off64), child_allowed,
                            remaining & ~(1u << puzzle->slot_rank[j]), child_cell - t->off64,
                            child_fits, child_z - t->off64, child_back, left - 1);
      else
        count += descend (s, child, child_allowed, remaining & ~(1u << puzzle->slot_rank[j]),
                          child_cell, child_fits, child_z, child_back, left - 1);
      if (s->stopped)
        return 0;
    }
  return count;
}

#define COUNT2_COPY(NAME, N, NAME64) \
  static guint64 NAME (PentoWideState *s, PentoWord filled, guint64 allowed, \
                       guint32 remaining, guint cell, guint64 fits, guint z, guint64 back, \
                       guint left) \
  { \
    return count2_node (s, filled, allowed, remaining, cell, fits, z, back, left, N, NAME, \
                        NAME64); \
  }
COUNT2_COPY (count2_node_2, 2, count64_2_any)
COUNT2_COPY (count2_node_3, 3, count64_3_any)
COUNT2_COPY (count2_node_4, 4, count64_4_any)
COUNT2_COPY (count2_node_5, 5, count64_5_any)
COUNT2_COPY (count2_node_6, 6, count64_6_any)
COUNT2_COPY (count2_node_any, s->t->n_bytes, count64_0_any)
#if COVER_SIMD
COUNT2_COPY (count2c_node_2, 2, count64c_2_any)
COUNT2_COPY (count2c_node_3, 3, count64c_3_any)
COUNT2_COPY (count2c_node_4, 4, count64c_4_any)
COUNT2_COPY (count2c_node_5, 5, count64c_5_any)
COUNT2_COPY (count2c_node_6, 6, count64c_6_any)
COUNT2_COPY (count2c_node_any, s->t->n_bytes, count64c_0_any)
#endif
#undef COUNT2_COPY

/* The cap of @s's board, built by the first count that asks (the others wait for it); NULL
 * where it does not suit the board, or if @s was stopped while building it. */
static const PentoWideCap *
wide_cap_ensure (PentoWideState *s)
{
  PentoWideTables *t = (PentoWideTables *) s->t;
  guint n = s->puzzle->n_bits;

  if (g_atomic_int_get (&t->cap_state) == 0)
    {
      guint cut;

      g_mutex_lock (&t->cap_lock);
      cut = t->cap_cut != 0 ? t->cap_cut : n - MIN (n, CAP_CELLS);
      if (t->cap_state == 0 && cut >= t->off64 && cut < n)
        {
          PentoWideCap *cap;

          /* from the first cell of its line (a line's last cell is covered out of turn) */
          if (t->mid64 != NULL)
            cut = t->off64 + __builtin_ctzll (t->line64[cut - t->off64]);
          if (pento_wide_cap_build (s->puzzle, cut, CAP_MAX_NODES, s->poll, s->ctx, &cap))
            {
              t->cap = cap;
              g_atomic_int_set (&t->cap_state, cap != NULL ? 1 : 2);
            }
          else
            s->stopped = TRUE;
        }
      else if (t->cap_state == 0)
        g_atomic_int_set (&t->cap_state, 2);
      g_mutex_unlock (&t->cap_lock);
    }
  return g_atomic_int_get (&t->cap_state) == 1 ? t->cap : NULL;
}

/* The completions of the state @filled, @remaining. */
static guint64
count_from (PentoWideState *s,
            PentoWord       filled,
            guint32         remaining)
{
  static const CountNode copies[] = {
    NULL, NULL, count_node_2, count_node_3, count_node_4, count_node_5, count_node_6,
  };
  const PentoWideTables *t = s->t;
  guint64 allowed, fits;
  guint cell;

  if (filled == ~(PentoWord) 0)
    return 1;
  if (remaining == 0)
    return 0;
  allowed = pento_wide_allowed (s->puzzle, remaining);
  cell = pento_word_ctz (~filled);
  fits = pento_wide_fits_at (t, filled, cell, allowed, t->n_bytes);
  if (fits == 0)
    return 0;
  if (!s->memo_on)
    {
      static const Count2Node copies2[] = {
        NULL, NULL, count2_node_2, count2_node_3, count2_node_4, count2_node_5, count2_node_6,
      };
#if COVER_SIMD
      static const Count2Node copies2c[] = {
        NULL, NULL, count2c_node_2, count2c_node_3, count2c_node_4, count2c_node_5,
        count2c_node_6,
      };
#endif
      const Count2Node *by_bytes = copies2;
      Count2Node any = count2_node_any;
      guint z;
      guint64 back;

      pento_wide_count_tables_ensure (s->puzzle);
      /* the cap, for a state before its first cell whose breaker is too (a placement that
       * lies past the cut is no protrusion) */
      s->cap = wide_cap_ensure (s);
      if (s->stopped)
        return 0;
      s->cap_cut64 = s->cap != NULL && cell < s->cap->cut &&
                     (s->root_mask >> s->cap->cut) == 0 ? s->cap->cut - t->off64 : 64;
      z = last_empty (t, filled);
      back = pento_wide_back_fits_at (t, filled, z, allowed, t->n_bytes);

      if (back == 0)
        return 0;
#if COVER_SIMD
      if (t->cover_on)
        {
          by_bytes = copies2c;
          any = count2c_node_any;
        }
#endif
      return (t->n_bytes < G_N_ELEMENTS (copies2) && by_bytes[t->n_bytes] ?
              by_bytes[t->n_bytes] : any) (s, filled, allowed, remaining, cell, fits, z, back,
                                           __builtin_popcount (remaining));
    }
  return (t->n_bytes < G_N_ELEMENTS (copies) && copies[t->n_bytes] ? copies[t->n_bytes] :
          count_node_any) (s, filled, allowed, remaining, cell, fits,
                           __builtin_popcount (remaining));
}

/* A root that some symmetry keeps stands for the classes whose packings have the breaker
 * there, each class once: by the packing that is the least of its images under those
 * symmetries. Packings are compared by their letters cell by cell in an order of the root's:
 * by the later of a cell and the cells its images come from, so that as the search fills the
 * cells in their numbers' order, each comparison is decided early, as soon as the first cells
 * that differ are both filled (on 6×15 with X on the middle line, whose reflection keeps it,
 * at the middle rather than at the end). */
static void
build_order (PentoWideState *s)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const Root *root = s->root;
  guint key[MAX_BITS];
  guint n = puzzle->n_bits;

  for (guint b = 0; b < n; b++)
    {
      key[b] = b;
      for (guint k = 0; k < root->n_checks; k++)
        key[b] = MAX (key[b], s->perm_inv[root->checks[k]][b]);
      s->order[b] = b;
    }
  /* insertion sort by key, then cell: a stable order, the same on every run */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && key[s->order[j - 1]] > key[s->order[j]]; j--)
      {
        guint8 tmp = s->order[j];

        s->order[j] = s->order[j - 1];
        s->order[j - 1] = tmp;
      }
}

/* Compares @grid with its image under check @k of the root from position @pos of the order
 * on: the first position where they differ, or where a cell needed is not filled (in @filled,
 * NULL: all are), or n_bits; *@cmp the sign there (0 when undecided or equal). */
static guint
compare_image (const PentoWideState *s,
               const char           *grid,
               const PentoWord      *filled,
               guint                 k,
               guint                 pos,
               gint                 *cmp)
{
  const PentoPuzzle *puzzle = s->puzzle;
  guint sym = s->root->checks[k];
  const guint8 *inv = s->perm_inv[sym];

  *cmp = 0;
  for (; pos < puzzle->n_bits; pos++)
    {
      guint b = s->order[pos], a = inv[b];
      char image;

      if (filled && (!(*filled & (PENTO_WORD_ONE << b)) || !(*filled & (PENTO_WORD_ONE << a))))
        break;
      image = puzzle->sym_swaps[sym] ? puzzle->mirror_letter[grid[a] & 127] : grid[a];
      if (grid[b] != image)
        {
          *cmp = (guchar) grid[b] < (guchar) image ? -1 : 1;
          break;
        }
    }
  return pos;
}

gboolean
pento_wide_is_least (const PentoWideState *s,
                     const char           *grid)
{
  for (guint k = 0; k < s->root->n_checks; k++)
    {
      gint cmp;

      compare_image (s, grid, NULL, k, 0, &cmp);
      if (cmp > 0)
        return FALSE;
    }
  return TRUE;
}

/* ---- the boundary count ----------------------------------------------------------------------
 *
 * Counting with a boundary cell B: the search covers the first empty cell, so once every cell
 * below B is filled its state is the cells filled from B on and the pieces left, and its
 * completions depend on nothing else. The count is then done in two steps: first the states
 * the tasks reach at the boundary are gathered in one table with their multiplicities (the
 * ways to reach them, each weighed by its root's images, and by whether it is a class's
 * representative); then each distinct state is counted once, by the threads in turn, and
 * its count is multiplied out. */

static inline gsize
reach_hash (guint64 lo,
            guint64 hi,
            guint   bits)
{
  guint64 h = (lo ^ (hi * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F))) *
              G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  return (gsize) (h >> (64 - bits));
}

static void
reach_put (ReachEntry       *slots,
           guint             bits,
           const ReachEntry *e,
           gsize            *used)
{
  gsize mask = ((gsize) 1 << bits) - 1;

  for (gsize i = reach_hash (e->key_lo, e->key_hi, bits);; i = (i + 1) & mask)
    {
      ReachEntry *slot = &slots[i];

      if (slot->w_total == 0)
        {
          *slot = *e;
          (*used)++;
          return;
        }
      if (slot->key_lo == e->key_lo && slot->key_hi == e->key_hi)
        {
          slot->w_total += e->w_total;
          slot->w_unique += e->w_unique;
          return;
        }
    }
}

static void
reach_table_add (ReachTable       *table,
                 const ReachEntry *entries,
                 guint             n)
{
  g_mutex_lock (&table->mutex);
  for (guint i = 0; i < n; i++)
    {
      if (i + 8 < n && table->slots)
        __builtin_prefetch (&table->slots[reach_hash (entries[i + 8].key_lo, entries[i + 8].key_hi,
                                                      table->bits)]);
      if (table->slots == NULL || 2 * (table->used + 1) > ((gsize) 1 << table->bits))
        {
          guint bits = table->slots ? table->bits + REACH_GROW_STEP : REACH_START_BITS;
          ReachEntry *bigger = g_new0 (ReachEntry, (gsize) 1 << bits);
          gsize used = 0;

          for (gsize k = 0; table->slots && k < (gsize) 1 << table->bits; k++)
            if (table->slots[k].w_total)
              reach_put (bigger, bits, &table->slots[k], &used);
          g_free (table->slots);
          table->slots = bigger;
          table->bits = bits;
          table->used = used;
        }
      reach_put (table->slots, table->bits, &entries[i], &table->used);
    }
  g_mutex_unlock (&table->mutex);
}

static void
reach_flush (PentoWideState *s)
{
  if (s->n_batch > 0)
    reach_table_add (&s->counts->reach, s->batch, s->n_batch);
  s->n_batch = 0;
}

/* The root goes into a boundary state's key while its cells reach far enough past the boundary
 * to count in the memo's keys (see count_key()). */
static inline guint64
reach_root (const PentoWideState *s)
{
  return s->root_below > s->boundary ? s->root_key : 0;
}

static void
reach_add (PentoWideState *s,
           PentoWord       filled,
           guint32         remaining)
{
  const PentoPuzzle *puzzle = s->puzzle;
  guint n = puzzle->n_bits, b = s->boundary;
  PentoWord key = ((filled & s->t->cells) >> b) |
                  ((PentoWord) remaining << (128 - puzzle->n_order)) |
                  ((PentoWord) reach_root (s) << (n - b));
  ReachEntry *e = &s->batch[s->n_batch++];

  e->key_lo = (guint64) key;
  e->key_hi = (guint64) (key >> 64);
  e->w_total = s->w_total;
  e->w_unique = s->w_unique;
  if (s->n_batch == REACH_BATCH)
    reach_flush (s);
}

/* The search above the boundary: every state reached at it goes to the table. */
static void
reach_node (PentoWideState *s,
            PentoWord       filled,
            guint64         allowed,
            guint32         remaining,
            guint           cell,
            guint64         fits)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  PentoWord children[64];
  guint64 child_fits[64];
  guint8 child_slot[64], child_cell[64];
  guint n;

  if (__builtin_popcount (remaining) <= 2)
    {
      /* (a child could fill the board) counted here */
      guint64 count = count_from (s, filled, remaining);

      s->total += count * s->w_total;
      s->unique += count * s->w_unique;
      return;
    }
  if (G_UNLIKELY ((++s->nodes & STOP_CHECK_MASK) == 0) && !s->poll (s->ctx))
    {
      s->stopped = TRUE;
      return;
    }
  n = pento_wide_expand (t, s->puzzle, filled, allowed, cell, fits, t->n_bytes, children,
                         child_fits, child_slot, child_cell);
  for (guint i = 0; i < n && !s->stopped; i++)
    {
      guint j = child_slot[i];
      guint32 child_remaining = remaining & ~(1u << puzzle->slot_rank[j]);

      if (pento_wide_tables_walled_in (t, children[i]))
        continue;
      if (child_cell[i] >= s->boundary)
        reach_add (s, children[i], child_remaining);
      else
        reach_node (s, children[i], allowed & puzzle->slot_keep[j], child_remaining,
                    child_cell[i], child_fits[i]);
    }
}

/* The completions of @filled, @remaining counted, each @w_total times in the total and
 * @w_unique times in the unique count; with a boundary, those past it left for the table. */
static void
count_weighed (PentoWideState *s,
               PentoWord       filled,
               guint32         remaining,
               guint64         w_total,
               guint64         w_unique)
{
  guint64 count, fits;
  guint cell;

  if (s->boundary == 0 || filled == ~(PentoWord) 0 || remaining == 0)
    {
      count = count_from (s, filled, remaining);
      s->total += count * w_total;
      s->unique += count * w_unique;
      return;
    }
  s->w_total = w_total;
  s->w_unique = w_unique;
  cell = pento_word_ctz (~filled);
  if (cell >= s->boundary)
    {
      reach_add (s, filled, remaining);
      return;
    }
  fits = pento_wide_fits_at (s->t, filled, cell, pento_wide_allowed (s->puzzle, remaining),
                             s->t->n_bytes);
  if (fits)
    reach_node (s, filled, pento_wide_allowed (s->puzzle, remaining), remaining, cell, fits);
}

/* Counting under a root that some symmetry keeps: until every comparison of the packing with
 * its images is decided, the search goes on here. A packing greater than one of its images is
 * not counted at all: its class is counted with the least of them, which has the breaker at
 * the same root. Once every comparison says less, the completions are counted, each for its
 * whole class: the root's images times the images under the symmetries that keep the root,
 * all distinct (a whole packing equal to some of its images has fewer). On 10x9 (X on the
 * board's middle row in 4 of its 16 roots) that skips 12% of the nodes. @pos: each undecided
 * check's first position not yet compared equal. */
static void
count_checked (PentoWideState *s,
               PentoWord       filled,
               guint32         remaining,
               const guint8   *pos_in,
               guint           undecided_in)
{
  const PentoPuzzle *puzzle = s->puzzle;
  const PentoWideTables *t = s->t;
  const Root *root = s->root;
  guint8 pos[PENTO_N_SYMMETRIES];
  guint undecided = 0;
  guint equal = 0;
  guint64 fits;
  guint cell;

  for (guint k = 0; k < root->n_checks; k++)
    if (undecided_in & (1u << k))
      {
        gint cmp;

        pos[k] = compare_image (s, s->grid, &filled, k, pos_in[k], &cmp);
        if (cmp > 0)
          return;
        if (cmp == 0 && pos[k] < puzzle->n_bits)
          undecided |= 1u << k;
        else if (cmp == 0)
          equal++;
      }
  if (undecided == 0)
    {
      count_weighed (s, filled, remaining,
                     (guint64) root->n_images * (root->n_checks + 1) / (equal + 1), 1);
      return;
    }

  cell = pento_word_ctz (~filled);
  fits = pento_wide_fits_at (t, filled, cell, pento_wide_allowed (puzzle, remaining), t->n_bytes);
  for (; fits && !s->stopped; fits &= fits - 1)
    {
      guint j = __builtin_ctzll (fits);
      guint k = puzzle->slot_rank[j];
      char letter = pento_piece_to_letter (puzzle->order[k]);

      s->nodes++;
      for (PentoWord m = t->slot_mask[cell][j]; m; m &= m - 1)
        s->grid[pento_word_ctz (m)] = letter;
      count_checked (s, filled | t->slot_mask[cell][j], remaining & ~(1u << k), pos, undecided);
    }
}

static void
count_task_from (PentoWideState *s,
                 PentoWord       filled,
                 guint32         remaining)
{
  static const guint8 start[PENTO_N_SYMMETRIES] = { 0 };
  const Root *root = s->root;

  if (root->n_checks == 0)
    count_weighed (s, filled, remaining, root->n_images, 1);
  else
    count_checked (s, filled, remaining, start, (1u << root->n_checks) - 1);
}

/* The prefixes of a part: every way of covering the first empty cell @depth times over, in
 * the search's order, numbered from the task's offset; number i belongs to part i mod n. Each
 * is searched (SPLIT_SEARCH) or counted (SPLIT_COUNT); SPLIT_PREFIXES only numbers them. */
typedef enum {
  SPLIT_PREFIXES,
  SPLIT_SEARCH,
  SPLIT_COUNT,
} SplitMode;

static void
split (PentoWideState *s,
       PentoWord       filled,
       guint32         remaining,
       guint           depth,
       SplitMode       mode)
{
  const PentoWideTables *t = s->t;
  guint64 fits;
  guint cell;

  if (depth == 0 || filled == ~(PentoWord) 0 || remaining == 0)
    {
      if (mode != SPLIT_PREFIXES && s->counter % s->n_parts == s->part)
        {
          if (mode == SPLIT_SEARCH)
            search_from (s, filled, remaining);
          else
            count_task_from (s, filled, remaining);
        }
      s->counter++;
      return;
    }
  cell = pento_word_ctz (~filled);
  fits = pento_wide_fits_at (t, filled, cell, pento_wide_allowed (s->puzzle, remaining),
                             t->n_bytes);
  for (; fits && !s->stopped; fits &= fits - 1)
    {
      guint j = __builtin_ctzll (fits);
      guint k = s->puzzle->slot_rank[j];
      PentoWord m = t->slot_mask[cell][j];

      s->placed[k] = m;
      if (mode == SPLIT_COUNT)
        for (char letter = pento_piece_to_letter (s->puzzle->order[k]); m; m &= m - 1)
          s->grid[pento_word_ctz (m)] = letter;
      split (s, filled | t->slot_mask[cell][j], remaining & ~(1u << k), depth - 1, mode);
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

  s->root = root;
  if (root->n_checks > 0 && s->order_root != (gint) task->root)
    {
      build_order (s);
      s->order_root = task->root;
    }
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
  if (s->total_wanted)
    {
      /* (only the cells filled are read) */
      memcpy (s->grid, puzzle->base_grid, puzzle->n_bits);
      for (PentoWord m = root->wmask; m; m &= m - 1)
        s->grid[pento_word_ctz (m)] = pento_piece_to_letter (puzzle->breaker);
      for (PentoWord m = task->rank >= 0 ? task->wmask : 0; m; m &= m - 1)
        s->grid[pento_word_ctz (m)] = pento_piece_to_letter (puzzle->order[task->rank]);
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
  split (&s, filled, remaining, depth, SPLIT_PREFIXES);
  return s.counter;
}

/* Task @index, or its prefixes of part @part of @n_parts, searched or counted (@mode). */
static gboolean
run (PentoWideState *s,
     guint           index,
     guint           part,
     guint           n_parts,
     guint           part_depth,
     guint64         part_offset,
     SplitMode       mode,
     guint64        *nodes)
{
  PentoWord filled;
  guint32 remaining;

  s->nodes = 0;
  s->stopped = FALSE;
  start_task (s, index, &filled, &remaining);
  if (n_parts > 1)
    {
      s->part = part;
      s->n_parts = n_parts;
      s->counter = part_offset;
      split (s, filled, remaining, part_depth, mode);
    }
  else if (mode == SPLIT_SEARCH)
    search_from (s, filled, remaining);
  else
    count_task_from (s, filled, remaining);
  *nodes += s->nodes;
  return !s->stopped;
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
  s->found = found;
  s->poll = poll;
  s->ctx = ctx;
  return run (s, index, part, n_parts, part_depth, part_offset, SPLIT_SEARCH, nodes);
}

gboolean
pento_wide_count_task (PentoWideState  *s,
                       PentoWideCounts *counts,
                       guint            index,
                       guint            part,
                       guint            n_parts,
                       guint            part_depth,
                       guint64          part_offset,
                       guint64         *nodes,
                       gboolean       (*poll) (gpointer ctx),
                       gpointer         ctx,
                       guint64         *total,
                       guint64         *unique)
{
  gboolean done;

  s->poll = poll;
  s->ctx = ctx;
  s->total = s->unique = 0;
  s->total_wanted = TRUE;
  s->counts = counts;
  s->memo_on = counts != NULL && counts->current != NULL;
  s->memo_min_left = COUNT_MIN_LEFT;
  s->boundary = counts != NULL ? counts->boundary : 0;
  if (s->boundary && s->batch == NULL)
    s->batch = g_new (ReachEntry, REACH_BATCH);
  done = run (s, index, part, n_parts, part_depth, part_offset, SPLIT_COUNT, nodes);
  if (s->boundary)
    reach_flush (s);
  s->total_wanted = FALSE;
  *total += s->total;
  *unique += s->unique;
  return done;
}

/* ---- the boundary count's second step ---- */

gdouble
pento_wide_counts_fraction (PentoWideCounts *counts)
{
  gsize done;

  if (counts == NULL || counts->boundary == 0)
    return -1.0;
  if (!counts->reach.sorted)
    return 0.0;
  done = (gsize) g_atomic_int_get (&counts->next_chunk) * FINISH_CHUNK;
  return counts->reach.used ? MIN (done, counts->reach.used) / (gdouble) counts->reach.used : 1.0;
}

typedef struct {
  PentoWideCounts   *counts;
  const PentoPuzzle *puzzle;
  gboolean         (*poll) (gpointer ctx);
  gpointer           ctx;
  GMutex             mutex;
  guint64            nodes, total, unique;
  gboolean           stopped;
} Finish;

static void
finish_run (Finish   *f,
            gboolean (*poll) (gpointer ctx),
            gpointer   ctx)
{
  const PentoPuzzle *puzzle = f->puzzle;
  const ReachTable *table = &f->counts->reach;
  PentoWideState *s = pento_wide_state_new (puzzle);
  guint n = puzzle->n_bits, b = f->counts->boundary;
  gsize n_slots = table->used;
  PentoWord low = (PENTO_WORD_ONE << b) - 1;
  guint64 total = 0, unique = 0;

  s->counts = f->counts;
  s->memo_on = f->counts->current != NULL;
  s->memo_min_left = BOUNDARY_MEMO_MIN_LEFT;
  s->poll = poll;
  s->ctx = ctx;
  while (!s->stopped)
    {
      gsize start = (gsize) g_atomic_int_add (&f->counts->next_chunk, 1) * FINISH_CHUNK;
      guint64 chunk_total = 0, chunk_unique = 0, chunk_start = s->nodes;

      if (start >= n_slots)
        break;
      for (gsize i = start; i < MIN (start + FINISH_CHUNK, n_slots) && !s->stopped; i++)
        {
          const ReachEntry *e = &table->slots[i];
          PentoWord key, filled;
          guint64 root, count;
          guint32 remaining;

          key = ((PentoWord) e->key_hi << 64) | e->key_lo;
          filled = s->t->init_filled | low |
                   (((key & ((PENTO_WORD_ONE << (n - b)) - 1)) << b) & s->t->cells);
          remaining = (guint32) (key >> (128 - puzzle->n_order));
          root = (guint64) (key >> (n - b)) & ((1u << s->t->root_bits) - 1);
          s->root_key = root;
          s->root_below = 0;
          if (root)
            {
              guint top = pento_word_top (puzzle->roots[root - 1].wmask);

              s->root_below = top > s->t->dead_window ? top - s->t->dead_window : 0;
            }
          count = count_from (s, filled, remaining);
          chunk_total += count * e->w_total;
          chunk_unique += count * e->w_unique;
        }
      total += chunk_total;
      unique += chunk_unique;
      /* (for the progress reports meanwhile: pento_wide_counts_running()) */
      __atomic_fetch_add (&f->counts->running_total, chunk_total, __ATOMIC_RELAXED);
      __atomic_fetch_add (&f->counts->running_unique, chunk_unique, __ATOMIC_RELAXED);
      __atomic_fetch_add (&f->counts->running_nodes, s->nodes - chunk_start, __ATOMIC_RELAXED);
    }
  g_mutex_lock (&f->mutex);
  f->nodes += s->nodes;
  f->total += total;
  f->unique += unique;
  f->stopped |= s->stopped;
  g_mutex_unlock (&f->mutex);
  pento_wide_state_free (s);
}

static int
reach_compare (const void *a,
               const void *b)
{
  const ReachEntry *x = a, *y = b;

  if (x->key_hi != y->key_hi)
    return x->key_hi < y->key_hi ? -1 : 1;
  return x->key_lo < y->key_lo ? -1 : x->key_lo > y->key_lo;
}

/* The states in the order of their keys, pieces left first: the states under them then come
 * back while the memo still has them (on one-sided 6×15, 30% fewer nodes than in the
 * table's order). By their top 16 bits into a new table, then each run of them sorted. */
static void
reach_sort (ReachTable *table)
{
  gsize n_slots = (gsize) 1 << table->bits;
  g_autofree gsize *start = g_new0 (gsize, 65536 + 1);
  ReachEntry *sorted = g_new (ReachEntry, table->used);

  for (gsize i = 0; i < n_slots; i++)
    if (table->slots[i].w_total)
      start[(table->slots[i].key_hi >> 48) + 1]++;
  for (guint k = 0; k < 65536; k++)
    start[k + 1] += start[k];
  for (gsize i = 0; i < n_slots; i++)
    if (table->slots[i].w_total)
      sorted[start[table->slots[i].key_hi >> 48]++] = table->slots[i];
  for (guint k = 0; k < 65536; k++)
    {
      gsize end = start[k], begin = k > 0 ? start[k - 1] : 0;

      if (end - begin > 1)
        qsort (sorted + begin, end - begin, sizeof (ReachEntry), reach_compare);
    }
  g_free (table->slots);
  table->slots = sorted;
  table->sorted = TRUE;
}

static gpointer
finish_thread (gpointer data)
{
  Finish *f = data;

  finish_run (f, f->poll, f->ctx);
  return NULL;
}

gboolean
pento_wide_counts_finish (PentoWideCounts   *counts,
                          const PentoPuzzle *puzzle,
                          guint              n_threads,
                          gboolean         (*poll) (gpointer ctx),
                          gpointer           ctx,
                          gboolean         (*thread_poll) (gpointer ctx),
                          gpointer           thread_ctx,
                          guint64           *nodes,
                          guint64           *total,
                          guint64           *unique)
{
  Finish f = { .counts = counts, .puzzle = puzzle, .poll = thread_poll, .ctx = thread_ctx };
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();

  if (counts == NULL || counts->boundary == 0 || counts->reach.slots == NULL)
    return TRUE;
  __atomic_store_n (&counts->running_total, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&counts->running_unique, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&counts->running_nodes, 0, __ATOMIC_RELAXED);
  reach_sort (&counts->reach);
  g_mutex_init (&f.mutex);
  for (guint i = 1; i < n_threads; i++)
    g_ptr_array_add (threads, g_thread_new ("pento-count", finish_thread, &f));
  finish_run (&f, poll, ctx);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (threads->pdata[i]);
  g_mutex_clear (&f.mutex);
  /* from here the packings are in @total: not running any more */
  __atomic_store_n (&counts->running_total, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&counts->running_unique, 0, __ATOMIC_RELAXED);
  __atomic_store_n (&counts->running_nodes, 0, __ATOMIC_RELAXED);
  *nodes += f.nodes;
  *total += f.total;
  *unique += f.unique;
  return !f.stopped;
}

void
pento_wide_counts_running (PentoWideCounts *counts,
                           guint64         *nodes,
                           guint64         *total,
                           guint64         *unique)
{
  *nodes = counts != NULL ? __atomic_load_n (&counts->running_nodes, __ATOMIC_RELAXED) : 0;
  *total = counts != NULL ? __atomic_load_n (&counts->running_total, __ATOMIC_RELAXED) : 0;
  *unique = counts != NULL ? __atomic_load_n (&counts->running_unique, __ATOMIC_RELAXED) : 0;
}
