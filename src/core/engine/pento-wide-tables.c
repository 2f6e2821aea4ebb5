/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-tables.c: the tables of a board past 64 cells (see pento-wide-tables.h) — the
 * placements by their lowest cell and their fit tables, the links between neighbours, the
 * tasks and the plan of the count memo's key; and, on the first count without the memo, the
 * placements by their highest cell, the state in one word, the tables by a line's last and
 * first cells, and the coverage test's lanes.
 */
#include "pento-wide-tables.h"

#include "pento-fit-tables.h"
#include "pento-wide-cap.h"

/* The count memo is kept where its key leaves a count this many bits at least. */
#define COUNT_MIN_BITS 12
/* The boundary count is planned on the boards whose lines have this many cells or more: on
 * shorter lines the memo alone keeps most of the states (docs/performance.md). */
#define BOUNDARY_MIN_LINE 6

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

/* A placement seen from the last cell e of its first line (cells numbered line by line), in
 * the last 64 cells: the n_bytes * 8 cells past e, then the MID_BEFORE cells before it, in
 * one more byte (pento_wide_mid64_at()). */
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

/* The same from the first cell e of its last line: the cells before e in bytes from e down,
 * as back_shape(), then the MID_BEFORE cells past it (pento_wide_end64_at()). */
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

/* The tables by a line's last and first cells, in the last 64 cells: none unless the cells
 * are numbered line by line and no placement reaches more than MID_BEFORE cells along a line
 * before its last cell or past its first. */
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
  pento_fit_tables_build (64, t->mid_all, mid_shape, t, t->n_bytes + 1, t->mid_row,
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
  pento_fit_tables_build (64, t->end_all, end_shape, t, t->n_bytes + 1, t->end_row,
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

/* Built on the first count without the memo, so that a puzzle that is only listed or
 * searched (a challenge's check of its one answer) never pays for them; the counting threads
 * may all ask at once. */
void
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
  pento_fit_tables_build (n, t->back_all, back_shape, t, t->n_bytes, t->back_row,
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
  pento_fit_tables_build (n, t->cell_all, slot_shape_wide, t, t->n_bytes, t->kill_row,
                          &t->kill);

  /* the memo's key: the window (up to 64 cells) in the high word; past a window of 32 cells
   * the states seldom come back, and the dead-state memo would cost more than it saves */
  t->dead_window = t->span > 0 ? t->span - 1 : 0;
  t->dead_memo = t->dead_window <= 32;
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
