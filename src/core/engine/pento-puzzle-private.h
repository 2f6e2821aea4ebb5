/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-puzzle-private.h: the compiled puzzle, shared by the table builder (pento-puzzle.c)
 * and the search (pento-search.c).
 */
#pragma once

#include "pento-engine-test.h"
#include "pento-puzzle.h"
#include "pento-word.h"

G_BEGIN_DECLS

#define MAX_CELLS 64                   /* the 64-bit engine's cells */
#define MAX_BITS  128                  /* any board's (pento-search-wide.c past 64) */
#define MAX_LINKS 64

typedef struct {
  guint64 mask;
  PentoWord wmask;                     /* past 64 cells: the mask (then mask is 0) */
  guint8  n_checks;                    /* the stabiliser less the identity */
  guint8  checks[PENTO_N_SYMMETRIES];
  guint8  n_images;                    /* coset representatives, identity first */
  guint8  images[PENTO_N_SYMMETRIES];
} Root;

typedef struct {
  guint   root;
  gint    rank;                        /* in order[]; -1: the root alone fills the board */
  guint64 mask;
  PentoWord wmask;                     /* past 64 cells: the mask */
} Task;

struct _PentoPuzzle {
  PentoBoard *board;
  PentoPosition *position;             /* the pieces placed before the search */
  char        base_grid[MAX_BITS];     /* by cell number: a placed piece's letter, or '.' */
  PentoRules  rules;
  PentoPieceSet set;                   /* the pieces packed (rules.pieces resolved) */
  guint       n_pieces;
  guint       n_cells;
  guint       n_bits;                  /* cell numbers in use, holes included in box mode */
  gboolean    box;                     /* cells numbered over the whole bounding box */
  guint       stride;                  /* box mode: cells per line along the short side */
  guint64     not_line_start;          /* box mode: cells with a neighbour before them … */
  guint64     not_line_end;            /* … and after them along their line */
  /* Not box mode: a cell's neighbour on the next line is not at a constant distance, so
   * the links to it are grouped by distance: link_from[g] holds the cells whose neighbour on
   * the next line is link_shift[g] bits higher. */
  guint       n_links;
  guint       link_shift[MAX_LINKS];
  guint64     link_from[MAX_LINKS];
  guint8      bit_x[MAX_BITS];
  guint8      bit_y[MAX_BITS];
  guint64     init_filled;             /* the bits past the board, always set */

  PentoPiece  order[PENTO_N_SET_PIECES]; /* the non-breaker pieces, in the order tried */
  guint       n_order;

  /* Fit tables. Each orientation of the pieces in order[] has a slot, a bit of a 64-bit set
   * (63 orientations at most), grouped by rank in order[]; an orientation has at most one
   * placement whose lowest cell is c: slot_mask[c][j], cell_all[c] being the slots that have
   * one. The cells past c such a placement can cover form a window of n_bytes × 8 cells, and
   * kill_box[i][v] (box mode) or kill[kill_row[c] + i][v] is the set of slots that cover a cell
   * of the window's byte i when that byte's occupancy is v. So the placements that fit are a
   * few table look-ups, however many there are, and the pieces already placed are one mask
   * kept along the search. */
  guint8      slot_rank[64];
  guint64     rank_slots[PENTO_N_SET_PIECES];
  guint64     slot_keep[64];           /* the slots left once slot j's piece is placed */
  guint8      slot_orientation[64];    /* slot j's orientation of its piece (the trace builds
                                        * its own tables past 64 cells from them) */
  guint64   (*slot_mask)[64];          /* [MAX_CELLS][64], 0: no placement */
  guint64     cell_all[MAX_CELLS];
  guint       span;                    /* most cells from a placement's lowest to its highest */
  guint       n_bytes;                 /* the window, in bytes */
  guint       n_kill_classes;          /* not box mode: the cells' classes, and their tables */
  guint16     kill_row[MAX_CELLS];     /* … cell c's class's first row in kill */
  guint64   (*kill)[256];              /* [kill_row[c] + i][v]; NULL in box mode */

  /* Box mode: numbering is the same everywhere, so a slot's placement at c is its shape
   * shifted by c, and which slots cover a cell of the window does not depend on c either:
   * one table for the whole board, in bytes, small enough to stay in the L1 cache with the
   * shapes. (Slots that do not fit at c are dropped by cell_all[c].) */
  guint64     slot_shape[64];          /* slot_mask[c][j] == slot_shape[j] << c */
  guint64     kill_box[4][256];        /* [i][v]: the slots covering a cell of byte i of v */

  guint         n_syms;
  PentoSymmetry syms[PENTO_N_SYMMETRIES];
  gboolean      sym_swaps[PENTO_N_SYMMETRIES]; /* the image names pieces by their mirrors */
  char          mirror_letter[128];    /* 'F' <-> 'f' …, other characters unchanged */
  guint8        perm[PENTO_N_SYMMETRIES][MAX_BITS];
  guint16       cell_of[PENTO_N_SYMMETRIES][MAX_BITS]; /* y * width + x of perm[s][b] */

  /* The dead-state memo's exact 64-bit key (pento-search.c): below the first empty cell all is
   * filled, and past it by more than the widest placement's span only the holes are, so a
   * state is its first empty cell, the cells just past it, the root and the pieces left. */
  gboolean    dead_memo;               /* the key fits in 64 bits */
  gboolean    dead_tag32;              /* … even in 48: the memo keeps 32-bit tags */
  guint       dead_key_bits;           /* every key is below 2^dead_key_bits */
  guint       dead_window;             /* cells past the first empty one in the key */
  guint64     dead_window_mask;
  guint       dead_root_shift;
  guint       dead_window_shift;

  PentoPiece breaker;                  /* no breaker (a position no symmetry keeps): one root */
                                       /* of no cells, letter X, X then among order[] */
  Root      *roots;
  guint      n_roots;
  Task      *tasks;
  guint      n_tasks;

  struct _PentoBoxTables *box3d;       /* a box in space (pento-box.c); NULL: a flat board */
  /* A board past 64 cells (pento-search-wide.c): its tables, the roots' and tasks' masks in
   * two words. The 64-bit fields above then hold nothing. */
  struct _PentoWideTables *wide;
};

/* The fit tables of the cells numbered compactly (pento-puzzle.c), for both searches: the
 * classes of cells whose placements agree and their kill tables (@n_bytes rows each), the
 * cells' first rows in @kill_row. Returns the number of classes. */
typedef PentoWord (*PentoSlotShapeFunc) (gconstpointer data, guint cell, guint slot);
guint pento_puzzle_build_kill_tables (guint                n_cells,
                                      const guint64       *cell_all,
                                      PentoSlotShapeFunc   shape,
                                      gconstpointer        data,
                                      guint                n_bytes,
                                      guint16             *kill_row,
                                      guint64            (**out_kill)[256]);

/* pento-search-wide.c */
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
typedef struct _PentoWideState  PentoWideState;

/* A board's tables past 64 cells, for the search, the count and the trace. */
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
  /* The tables from here on serve only the count without the memo (9×10): they are built
   * on the first such count (pento_wide_count_tables_ensure()), which then sets this. */
  gsize      count_tables_ready;
  /* The placements by their highest cell, for the count that also covers the last empty
   * cell (pento-search-wide.c): slot j's placement whose highest cell is z, its fit tables
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
  /* … and the cap (pento-wide-cap.h), built on the first such count by one thread under
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
 * out (about 60% of them, unpredictably: all are tested before any is entered). */
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

typedef struct _PentoWideCounts PentoWideCounts;

/* Builds the tables of @puzzle (cells numbered, order[] and slots set) from the placements
 * of each piece (PentoWidePlacement, by piece) and their slots (@slot_of, by rank), the cells
 * always filled being @init_filled; then, once the roots are built, the tasks. */
void            pento_wide_build_tables (PentoPuzzle              *puzzle,
                                         GArray                   *by_piece[PENTO_N_SET_PIECES],
                                         guint8                    slot_of[][PENTO_MAX_ORIENTATIONS],
                                         PentoWord                 init_filled);
void            pento_wide_build_tasks  (PentoPuzzle              *puzzle);
void            pento_wide_tables_free  (PentoWideTables          *tables);
PentoWideState *pento_wide_state_new    (const PentoPuzzle        *puzzle);
void            pento_wide_state_free   (PentoWideState           *state);
/* Searches task @index (only the prefixes of part @part of @n_parts past the first
 * @part_offset, at @part_depth, when n_parts > 1). @found is called on each packing (the grid
 * from pento_wide_fill_grid()), @poll now and then; either returning FALSE stops it (FALSE). */
gboolean        pento_wide_run_task     (PentoWideState           *state,
                                         guint                     index,
                                         guint                     part,
                                         guint                     n_parts,
                                         guint                     part_depth,
                                         guint64                   part_offset,
                                         guint64                  *nodes,
                                         gboolean                (*found) (gpointer ctx),
                                         gboolean                (*poll) (gpointer ctx),
                                         gpointer                  ctx);
/* The memo of the counts below the states near the end of the search, shared by the threads
 * of one count; NULL when the board's states do not fit its keys. */
PentoWideCounts *pento_wide_counts_new  (const PentoPuzzle        *puzzle);
void            pento_wide_counts_free  (PentoWideCounts          *counts);
/* The same search counting only (@counts: a memo, or NULL): adds the packings under task @index (each root's images
 * included) to @total and the representatives to @unique; @poll now and then. */
gboolean        pento_wide_count_task   (PentoWideState           *state,
                                         PentoWideCounts          *counts,
                                         guint                     index,
                                         guint                     part,
                                         guint                     n_parts,
                                         guint                     part_depth,
                                         guint64                   part_offset,
                                         guint64                  *nodes,
                                         gboolean                (*poll) (gpointer ctx),
                                         gpointer                  ctx,
                                         guint64                  *total,
                                         guint64                  *unique);
/* The boundary count's second step, once every task has been counted: counts the states
 * reached at the boundary, on the calling thread (@poll) and @n_threads - 1 more
 * (@thread_poll), and adds to @nodes, @total and @unique. FALSE: stopped. */
gboolean        pento_wide_counts_finish (PentoWideCounts         *counts,
                                         const PentoPuzzle        *puzzle,
                                         guint                     n_threads,
                                         gboolean                (*poll) (gpointer ctx),
                                         gpointer                  ctx,
                                         gboolean                (*thread_poll) (gpointer ctx),
                                         gpointer                  thread_ctx,
                                         guint64                  *nodes,
                                         guint64                  *total,
                                         guint64                  *unique);
/* The packings the boundary count's second step has counted so far, and the nodes that took,
 * while it runs (0 before and after: then they are in pento_wide_counts_finish()'s). */
void            pento_wide_counts_running (PentoWideCounts        *counts,
                                           guint64                *nodes,
                                           guint64                *total,
                                           guint64                *unique);
/* How far the boundary count's second step has gone, 0 to 1; -1: a count without one. */
gdouble         pento_wide_counts_fraction (PentoWideCounts       *counts);
/* The number of prefixes of task @index at @depth (the placements that fit at the first
 * empty cell, @depth times over). */
guint64         pento_wide_count_prefixes (const PentoPuzzle      *puzzle,
                                         guint                     index,
                                         guint                     depth);
/* Whether @grid, a packing under the current task's root, is the least of its images under
 * the root's symmetries (its class's representative), in the order the count compares them. */
gboolean        pento_wide_is_least     (const PentoWideState     *state,
                                         const char               *grid);
/* The letters of the packing just found, by cell number (holes and placed pieces as they
 * are). */
void            pento_wide_fill_grid    (const PentoWideState     *state,
                                         char                     *grid);


G_END_DECLS
