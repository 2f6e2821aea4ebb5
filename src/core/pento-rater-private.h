/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-rater-private.h: the careful solver behind the challenge rating and generation — it
 * always fills the most constrained empty cell and makes forced moves (a cell with one option,
 * a piece with one place) without counting them as guesses. Its own small search, not the
 * engine's: its order is fixed by the cells and the sorted placements alone, so a rating and a
 * generated challenge are the same on every machine and with every engine change.
 */
#pragma once

#include "pento-cancel.h"
#include "pento-position.h"
#include "pento-rules.h"
#include "pento-word.h"

G_BEGIN_DECLS

typedef struct {
  PentoWord mask;      /* the cells, in the rater's numbering */
  guint8  piece;
} PentoRaterPlacement;

typedef struct _PentoRater PentoRater;

/* Limits and output of one search. */
typedef struct {
  guint64      max_completions;  /* stop when this many are found; 0: no limit */
  guint64      max_placements;   /* stop when more are tried; 0: no limit */
  guint64     *rng;              /* not NULL: shuffle each branch's options (splitmix64) */
  PentoCancel *cancel;

  guint64      placements;       /* placements tried, forced or guessed */
  guint64      guesses;          /* branch points: a cell with more than one option */
  guint64      completions;
  gboolean     stopped;          /* a limit or the cancel ended the search early */
  PentoWord    first[PENTO_N_SET_PIECES]; /* the first completion: each piece's cells (0: none) */
} PentoRaterRun;

/* The pieces are the rules' set (the board's default when it names none), turned as the rules
 * allow (the one-sided set never flips). NULL (no error set) when the board has more than 128
 * cells. Up to 64 cells it searches in 64-bit words, past that in PentoWord. */
PentoRater *pento_rater_new             (PentoBoard          *board,
                                         const PentoRules    *rules);
void        pento_rater_free            (PentoRater          *rater);
guint       pento_rater_get_n_cells     (const PentoRater    *rater);
/* All the board's cells / the pieces a packing uses, as masks. */
PentoWord   pento_rater_get_cells       (const PentoRater    *rater);
guint       pento_rater_get_pieces      (const PentoRater    *rater);
/* The board cell of rater cell @c. */
void        pento_rater_get_xy          (const PentoRater    *rater,
                                         guint                c,
                                         guint               *out_x,
                                         guint               *out_y);
/* The placements of every piece in every orientation allowed; @out_n: how many. */
const PentoRaterPlacement *
            pento_rater_get_placements  (const PentoRater    *rater,
                                         guint               *out_n);
/* The empty cells and the pieces still to place of @position, in the rater's terms. */
void        pento_rater_read_position   (const PentoRater    *rater,
                                         const PentoPosition *position,
                                         PentoWord           *out_empty,
                                         guint               *out_remaining);
/* Searches the completions of @empty with @remaining pieces; @run holds the limits in and the
 * figures out. */
void        pento_rater_search          (PentoRater          *rater,
                                         PentoWord            empty,
                                         guint                remaining,
                                         PentoRaterRun       *run);

/* splitmix64: the same sequence on every machine. */
guint64     pento_rater_next_random     (guint64             *state);
/* A number in [0, n), n > 0. */
guint       pento_rater_random_below    (guint64             *state,
                                         guint                n);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoRater, pento_rater_free)

G_END_DECLS
