/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-puzzle-private.h: the compiled puzzle, shared by the table builder (pento-puzzle.c)
 * and the search (pento-search.c).
 */
#pragma once

#include "pento-puzzle.h"

G_BEGIN_DECLS

#define MAX_CELLS 64
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
  guint8     *key_rank;                /* the rank of each entry of key_mask */
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

G_END_DECLS
