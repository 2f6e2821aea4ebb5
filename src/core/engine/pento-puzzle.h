/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-puzzle.h: a board and its rules compiled for the solver, and the searches on it.
 */
#pragma once

#include "pento-cancel.h"

#include "pento-board.h"
#include "pento-box.h"
#include "pento-position.h"
#include "pento-rules.h"
#include "pento-solution.h"

G_BEGIN_DECLS

typedef struct _PentoPuzzle PentoPuzzle;

typedef struct {
  guint64 nodes;      /* placements tried */
  guint64 total;      /* packings found so far, counting every symmetric image */
  guint64 unique;     /* packings found so far, one per symmetry class */
  gdouble elapsed;    /* seconds */
  gdouble fraction;   /* share of the search tree explored, 0 … 1 */
} PentoProgress;

/* @representative: TRUE for exactly one packing of each symmetry class. Return FALSE to
 * stop the search. Called on the thread that called pento_puzzle_search(). @solution is
 * valid only during the call: copy it to keep it. */
typedef gboolean (*PentoSolutionFunc) (const PentoSolution *solution,
                                       gboolean             representative,
                                       gpointer             user_data);
typedef void     (*PentoProgressFunc) (const PentoProgress *progress,
                                       gpointer             user_data);

typedef enum {
  PENTO_SEARCH_COUNT,   /* count only; solution_func is not called */
  PENTO_SEARCH_ALL,     /* every packing, each flagged representative or not */
  PENTO_SEARCH_UNIQUE,  /* one packing per symmetry class */
} PentoSearchMode;

typedef struct {
  PentoSearchMode   mode;
  guint             n_threads;     /* 0 or 1: the calling thread only */
  guint64           limit;         /* stop after this many delivered packings; 0: no limit */
  PentoCancel      *cancel;
  PentoSolutionFunc solution_func;
  PentoProgressFunc progress_func; /* about every progress_interval seconds */
  gdouble           progress_interval;
  gpointer          user_data;
  /* n_parts > 1: only part number @part (from 0) of n_parts disjoint parts of the search,
   * the same on any machine and any number of threads; their counts add up to the whole. */
  guint             part;
  guint             n_parts;
} PentoSearchOptions;

PentoPuzzle      *pento_puzzle_new             (PentoBoard               *board,
                                                const PentoRules         *rules,
                                                GError                  **error);
void              pento_puzzle_free            (PentoPuzzle              *puzzle);
/* A puzzle whose packings are the completions of @position: its placed pieces stay where
 * they are and appear in every packing delivered. Only the board symmetries that map the
 * position onto itself count, so "total" is the number of completions and "unique" the number
 * up to those symmetries (the empty position gives exactly pento_puzzle_new()'s puzzle). */
PentoPuzzle      *pento_puzzle_new_for_position (PentoPosition          *position,
                                                const PentoRules         *rules,
                                                GError                  **error);
PentoPosition    *pento_puzzle_get_position    (PentoPuzzle              *puzzle);
PentoBoard       *pento_puzzle_get_board       (PentoPuzzle              *puzzle);
const PentoRules *pento_puzzle_get_rules       (PentoPuzzle              *puzzle);
/* The symmetries that map a packing to another packing (board symmetries; only rotations
 * without flipping). */
guint             pento_puzzle_get_symmetries  (PentoPuzzle              *puzzle,
                                                PentoSymmetry             out[PENTO_N_SYMMETRIES]);

/* Runs a search to its end, to the limit, or until cancelled (PENTO_ERROR_CANCELLED; @result
 * then holds what was found so far). @result may be NULL. */
gboolean          pento_puzzle_search          (PentoPuzzle              *puzzle,
                                                const PentoSearchOptions *options,
                                                PentoProgress            *result,
                                                GError                  **error);

gboolean          pento_puzzle_count           (PentoPuzzle              *puzzle,
                                                guint                     n_threads,
                                                PentoCancel              *cancel,
                                                guint64                  *out_total,
                                                guint64                  *out_unique,
                                                GError                  **error);
/* The packing number @index (from 0) in the order of PENTO_SEARCH_ALL, or of
 * PENTO_SEARCH_UNIQUE when @unique. NULL without an error when there are not that many. */
PentoSolution    *pento_puzzle_nth             (PentoPuzzle              *puzzle,
                                                guint64                   index,
                                                gboolean                  unique,
                                                PentoCancel              *cancel,
                                                GError                  **error);
/* The first packing the search finds (with rules->shuffle, in the shuffled tile order). */
PentoSolution    *pento_puzzle_first           (PentoPuzzle              *puzzle,
                                                PentoCancel              *cancel,
                                                GError                  **error);
/* A packing drawn uniformly from the unique ones, by @seed: the same seed gives the same
 * packing, on any number of cores. Searches on every core. NULL without an error when there
 * is none. */
PentoSolution    *pento_puzzle_random          (PentoPuzzle              *puzzle,
                                                guint64                   seed,
                                                PentoCancel              *cancel,
                                                GError                  **error);
/* The same, and which unique packing it picked (from 0, in the order of PENTO_SEARCH_UNIQUE)
 * out of how many. */
PentoSolution    *pento_puzzle_random_full     (PentoPuzzle              *puzzle,
                                                guint64                   seed,
                                                PentoCancel              *cancel,
                                                guint64                  *out_index,
                                                guint64                  *out_n_unique,
                                                GError                  **error);

/* Which symmetry class @solution (a packing of this puzzle) belongs to: its number, from 0,
 * in the order of PENTO_SEARCH_UNIQUE — "packing 868 of 2,339". Runs a search. FALSE with
 * PENTO_ERROR_INVALID when it is not a packing of this puzzle. */
gboolean          pento_puzzle_index_of        (PentoPuzzle              *puzzle,
                                                const PentoSolution      *solution,
                                                PentoCancel              *cancel,
                                                guint64                  *out_index,
                                                GError                  **error);

/* A puzzle whose packings are those of the box: every search of pento-puzzle.h works on it
 * (count, all, unique, first, nth, random; threads, progress, cancel), symmetry broken at the
 * source under the box's symmetries in space. Its board is the A·C × B rectangle of the layers
 * side by side (for the packings' size only). The box's symmetries are in space, not of that
 * flat layout: pento_puzzle_get_symmetries() lists PENTO_SYMMETRY_IDENTITY once for each, and
 * pento_box_get_symmetries() gives them. @rules: only shuffle and seed apply. */
PentoPuzzle      *pento_puzzle_new_for_box     (const PentoBox           *box,
                                                const PentoRules         *rules,
                                                GError                  **error);
/* Whether @puzzle packs a box; fills @out then. */
gboolean          pento_puzzle_get_box         (PentoPuzzle              *puzzle,
                                                PentoBox                 *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoPuzzle, pento_puzzle_free)

G_END_DECLS
