/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-tables.h: the tables of a board past 64 cells (up to 128, as the eighteen
 * one-sided pieces on 90 cells), its cells numbered compactly in two 64-bit words, and the
 * look-ups every search past 64 cells makes in them: what fits at the first or the last empty
 * cell, the children of a state, a walled-in cell. Built with the puzzle (pento-wide-tables.c);
 * the tables only the count without the memo needs are built on its first count.
 */
#pragma once

#include "pento-puzzle-private.h"

G_BEGIN_DECLS

/* The widest window of cells past a cell that a placement reaches, in bytes. */
#define MAX_BYTES 16
/* The tables by a line's last cell look this many cells before it, and those by a line's
 * first cell this many past it, in one more byte; a board whose placements reach further
 * along a line has neither. */
#define MID_BEFORE 4
/* The coverage test of the one-word count: on x86-64, a copy of that count compiled for AVX2
 * (its shifts by lane), used where the processor has it; elsewhere none. */
#if defined(__GNUC__) && defined(__x86_64__)
#define COVER_SIMD 1
#define COVER_TARGET __attribute__ ((target ("avx2,bmi2,popcnt")))
#else
#define COVER_SIMD 0
#define COVER_TARGET
#endif

/* A placement of a piece, its cells and its orientation, as the puzzle lists them. */
typedef struct {
  PentoWord mask;
  guint     orientation;
} PentoWidePlacement;

/* The neighbours of a board past 64 cells, for the test that a cell is walled in: every pair
 * of bits a step apart, grouped by the distance between them; from[g] holds the lower bit of
 * each pair of group g. */
typedef struct {
  guint     n;
  guint     shift[MAX_LINKS];
  PentoWord from[MAX_LINKS];
} PentoWideLinks;

/* The links of @puzzle's cells (numbered). */
void pento_wide_links_init (PentoWideLinks    *links,
                            const PentoPuzzle *puzzle);

/* Whether an empty cell of @cells has no empty neighbour. */
static inline gboolean
pento_wide_walled_in (const PentoWideLinks *links,
                      PentoWord             cells,
                      PentoWord             filled)
{
  PentoWord empty = ~filled & cells;
  PentoWord near = 0;

  if (links->n == 2)                   /* a rectangle's two directions, unrolled */
    {
      near = ((empty & links->from[0]) << links->shift[0]) |
             ((empty >> links->shift[0]) & links->from[0]) |
             ((empty & links->from[1]) << links->shift[1]) |
             ((empty >> links->shift[1]) & links->from[1]);
      return (empty & ~near) != 0;
    }
  for (guint g = 0; g < links->n; g++)
    near |= ((empty & links->from[g]) << links->shift[g]) |
            ((empty >> links->shift[g]) & links->from[g]);
  return (empty & ~near) != 0;
}

typedef struct _PentoWideTables PentoWideTables;
typedef struct _PentoWideCap    PentoWideCap;

/* A board's tables past 64 cells, for the search, the counts, the cap and the trace. */
struct _PentoWideTables {
  PentoWord  init_filled;              /* placed pieces, and the bits past the board */
  PentoWord  cells;                    /* the board's bits */
  PentoWideLinks links;                /* neighbours, for a walled-in cell */
  PentoWord (*slot_mask)[64];          /* [MAX_BITS][64]: slot j's placement whose lowest
                                        * cell is c, 0: none */
  guint64    cell_all[MAX_BITS];
  guint      span;
  guint      n_bytes;                  /* the window past the cell, in bytes */
  guint16    kill_row[MAX_BITS];       /* cell c's class's first row in kill */
  guint64  (*kill)[256];
  guint      dead_window;              /* the memo key's cells past the first empty one */
  gboolean   dead_memo;
  gboolean   count_memo;               /* the count memo's key leaves room for a count */
  guint      boundary;                 /* the boundary count's cell, 0: none */
  guint      root_bits;                /* a root's number + 1 fits them */
  guint      count_root_shift;         /* its key: pieces left, cell, root, window … */
  guint      count_window_shift;
  guint      count_bits;               /* … above the count's bits */
  /* The tables from here on serve only the count without the memo (pento-wide-count2.c):
   * the first such count builds them (pento_wide_count_tables_ensure()) and sets this. */
  gsize      count_tables_ready;
  /* The placements by their highest cell, for the count that also covers the last empty
   * cell: slot j's placement whose highest cell is z, its fit tables
   * over the cells below z (their bytes from z down, see back_shape()). */
  PentoWord (*back_mask)[64];
  guint64    back_all[MAX_BITS];
  guint16    back_row[MAX_BITS];
  guint64  (*back_kill)[256];
  /* … and once every empty cell is among the last 64 (cell off64 on), the state in one word:
   * the placements, the links and the board's cells shifted down by off64 */
  guint      off64;
  guint64  (*mask64)[64];
  guint64  (*back64)[64];
  guint64    from64[MAX_LINKS];
  guint64    cells64;
  /* … and by the last cell of their first line (the placements that cover the last empty
   * cell of the first line with an empty cell, when cells are numbered line by line): the
   * cells of each cell's line, the placements, their fit tables (n_bytes rows over the cells
   * past it, one over the MID_BEFORE cells before it); mid64 NULL: none */
  guint64    line64[64];
  guint64  (*mid64)[64];
  guint64    mid_all[64];
  guint16    mid_row[64];
  guint64  (*mid_kill)[256];
  /* … and by the first cell of their last line: the placements that cover the first empty
   * cell of the last line with an empty cell (n_bytes rows over the cells before it, from it
   * down, as back_kill, one over the MID_BEFORE cells past it) */
  guint64  (*end64)[64];
  guint64    end_all[64];
  guint16    end_row[64];
  guint64  (*end_kill)[256];
  /* … and the coverage test (every empty cell under a placement of a piece left that fits),
   * in one word with AVX2 (cover_on): each piece's (rank's) up to 4 orientations side by
   * side, their anchors (lowest cells) in cover_valid, the distances of their other cells
   * from the anchor in cover_off (0: none); the lanes of no orientation are 0 */
  gboolean   cover_on;
  guint64    cover_valid[PENTO_N_SET_PIECES][4];
  guint64    cover_off[PENTO_N_SET_PIECES][4][4];
  /* … and the cap (pento-wide-cap.c), built on the first such count by one thread under
   * cap_lock: cap_state 0 not yet, 1 built, 2 none for this board; cap_cut its first cell,
   * 0: the default, G_MAXUINT: none (pento_wide_set_cap()) */
  GMutex        cap_lock;
  gint          cap_state;
  guint         cap_cut;
  PentoWideCap *cap;
};

/* The slots that fit at cell @c, the first empty one of @filled, among @allowed. */
G_ALWAYS_INLINE static inline guint64
pento_wide_fits_at (const PentoWideTables *t,
                    PentoWord              filled,
                    guint                  c,
                    guint64                allowed,
                    const guint            n_bytes)
{
  PentoWord window = (filled >> c) >> 1;
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->kill + t->kill_row[c];
  guint64 lo = (guint64) window, hi = (guint64) (window >> 64);
  guint64 dead = 0;

#pragma GCC unroll 16
  for (guint i = 0; i < n_bytes; i++)
    dead |= kill[i][((i < 8 ? lo >> (8 * i) : hi >> (8 * (i - 8)))) & 255];
  return t->cell_all[c] & allowed & ~dead;
}

/* The slots that fit tables @kill rule out by the bytes of @window, its lowest byte (the
 * cells just past a cell) in row 0; at most 8 bytes, one word. */
G_ALWAYS_INLINE static inline guint64
pento_wide_kill_forward (const guint64 (*kill)[256],
                         guint64               window,
                         const guint           n_bytes)
{
  guint64 dead = 0;

#pragma GCC unroll 16
  for (guint i = 0; i < n_bytes && i < 8; i++)
    dead |= kill[i][(window >> (8 * i)) & 255];
  return dead;
}

/* The same by the bytes of @below from its highest down (the cells just before a cell in
 * row 0), as the tables by highest cell and by a last line's first cell are built: its bytes
 * reversed are a forward window. */
G_ALWAYS_INLINE static inline guint64
pento_wide_kill_backward (const guint64 (*kill)[256],
                          guint64               below,
                          const guint           n_bytes)
{
  return pento_wide_kill_forward (kill, GUINT64_SWAP_LE_BE (below), n_bytes);
}

/* The slots that fit at cell @z, the last empty one of @filled, among @allowed. */
G_ALWAYS_INLINE static inline guint64
pento_wide_back_fits_at (const PentoWideTables *t,
                         PentoWord              filled,
                         guint                  z,
                         guint64                allowed,
                         const guint            n_bytes)
{
  /* the 64 cells below z, z - 1 in the top bit */
  guint64 below = (guint64) (((filled << (127 - z)) << 1) >> 64);
  const guint64 (*kill)[256] = (const guint64 (*)[256]) t->back_kill + t->back_row[z];

  return t->back_all[z] & allowed & ~pento_wide_kill_backward (kill, below, n_bytes);
}

/* The children of a state (@fits at its first empty cell @cell): each placement's filled
 * cells, its slot, its own first empty cell and what fits there, those with nothing there left
 * out. All are tested before any is entered: which ones have nothing is unpredictable, and
 * the tests without a branch on each run ahead. */
G_ALWAYS_INLINE static inline guint
pento_wide_expand (const PentoWideTables *t,
                   const PentoPuzzle     *puzzle,
                   PentoWord              filled,
                   guint64                allowed,
                   guint                  cell,
                   guint64                fits,
                   const guint            n_bytes,
                   PentoWord              children[64],
                   guint64                child_fits[64],
                   guint8                 child_slot[64],
                   guint8                 child_cell[64])
{
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
      child_fits[n] = pento_wide_fits_at (t, child, c, allowed & puzzle->slot_keep[j],
                                          n_bytes);
      n += child_fits[n] != 0;
    }
  return n;
}

/* An empty cell none of whose neighbours is empty. */
static inline gboolean
pento_wide_tables_walled_in (const PentoWideTables *t,
                             PentoWord              filled)
{
  return pento_wide_walled_in (&t->links, t->cells, filled);
}

/* The slots of the pieces left (@remaining, by rank). */
static inline guint64
pento_wide_allowed (const PentoPuzzle *puzzle,
                    guint32            remaining)
{
  guint64 allowed = 0;

  for (guint k = 0; k < puzzle->n_order; k++)
    if (remaining & (1u << k))
      allowed |= puzzle->rank_slots[k];
  return allowed;
}

/* Builds the tables of @puzzle (cells numbered, order[] and slots set) from the placements
 * of each piece (PentoWidePlacement, by piece) and their slots (@slot_of, by rank), the cells
 * always filled being @init_filled; then, once the roots are built, the tasks and the plan of
 * the count's keys. */
void pento_wide_build_tables        (PentoPuzzle       *puzzle,
                                     GArray            *by_piece[PENTO_N_SET_PIECES],
                                     guint8             slot_of[][PENTO_MAX_ORIENTATIONS],
                                     PentoWord          init_filled);
void pento_wide_build_tasks         (PentoPuzzle       *puzzle);
void pento_wide_tables_free         (PentoWideTables   *tables);
/* The tables of the count without the memo, built once, by the first thread that asks. */
void pento_wide_count_tables_ensure (const PentoPuzzle *puzzle);

G_END_DECLS
