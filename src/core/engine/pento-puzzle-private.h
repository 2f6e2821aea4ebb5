/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-puzzle-private.h: the compiled puzzle — the cells' numbering, the symmetries kept,
 * the pieces' order and slots, the fit tables of a board of up to 64 cells, the roots and the
 * tasks — built by pento-puzzle.c (pento-box-puzzle.c for a box, pento-wide-tables.c past 64
 * cells) and read by every search of the engine.
 */
#pragma once

#include "pento-engine-test.h"
#include "pento-puzzle.h"
#include "pento-word.h"

G_BEGIN_DECLS

#define MAX_CELLS 64                   /* the 64-bit engine's cells */
#define MAX_BITS  128                  /* any board's (pento-wide-*.c past 64) */
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

  struct _PentoBoxTables *box3d;       /* a box in space (pento-box-puzzle.c); NULL: flat */
  /* A board past 64 cells (pento-wide-tables.h): its tables, the roots' and tasks' masks in
   * two words. The 64-bit fields above then hold nothing. */
  struct _PentoWideTables *wide;
};

G_END_DECLS
