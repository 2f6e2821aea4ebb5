/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-trace.h: the search step by step — every placement, every placement taken back and
 * every packing, reported to a callback, with live figures and an honest progress fraction.
 */
#pragma once

#include "pento-puzzle.h"

G_BEGIN_DECLS

typedef struct _PentoTrace PentoTrace;

/* On a puzzle made for a position, the events are the search's only: the pieces placed
 * before it are on the board from the start (pento_trace_get_board() shows them). */
typedef enum {
  PENTO_TRACE_PLACE,     /* a piece goes onto the board */
  PENTO_TRACE_REMOVE,    /* the piece placed last comes off */
  PENTO_TRACE_PACKING,   /* the board is full: a packing */
} PentoTraceKind;

#define PENTO_TRACE_MAX_CELLS 5

typedef struct {
  PentoTraceKind       kind;
  PentoPiece           piece;              /* place, remove */
  guint                n_cells;            /* place: the piece's cells, in board coordinates */
  guint8               x[PENTO_TRACE_MAX_CELLS];
  guint8               y[PENTO_TRACE_MAX_CELLS];
  guint64              packing;            /* packing: its number, from 1 */
  /* packing: the packing as found, then the other packings it stands for under the board's
   * symmetries (the search places one piece only at one representative of each orbit); the
   * same packings, in the same order and with the same flag, that PENTO_SEARCH_ALL delivers */
  guint                n_images;
  const PentoSolution *const *images;
  gboolean             representative;     /* images[0] is its class's one representative */
  /* TRUE when func sees the event because it sees every event or a pento_trace_poke() asked
   * for one; FALSE only for a packing of a sampled trace that nobody asked to see */
  gboolean             sample;
} PentoTraceEvent;

typedef struct {
  guint64 steps;       /* placements made */
  guint64 backtracks;  /* placements taken back */
  guint64 packings;    /* packing events */
  guint64 total;       /* packings counting every symmetric image, as Solve All counts them */
  guint64 unique;      /* one per symmetry class */
  guint   n_placed;    /* pieces on the board now (a position's included) */
  gdouble fraction;    /* estimated share of the search done: never decreases, 1 only at the end */
  gdouble elapsed;     /* seconds */
} PentoTraceFigures;

/* Called on the thread that runs pento_trace_run(). Return FALSE to stop the trace. */
typedef gboolean (*PentoTraceFunc) (PentoTrace            *trace,
                                    const PentoTraceEvent *event,
                                    gpointer               user_data);

typedef struct {
  guint64        limit;      /* stop after this many packing events; 0: no limit */
  PentoCancel   *cancel;
  /* FALSE: func sees every event. TRUE: func sees every packing, and otherwise only the first
   * event after each pento_trace_poke() — the search then runs at almost its full speed while
   * someone samples its state now and then. pento_trace_set_sampled() switches at any time,
   * and once called, before the run too, it decides instead of this. */
  gboolean       sampled;
  PentoTraceFunc func;
  gpointer       user_data;
} PentoTraceOptions;

PentoTrace *pento_trace_new          (PentoPuzzle              *puzzle);
/* Whether the search of @puzzle can be traced: FALSE with PENTO_ERROR_BOARD otherwise, as
 * pento_trace_run() then fails. Every flat board the engine takes can be, up to 128 cells. */
gboolean    pento_trace_supported    (PentoPuzzle              *puzzle,
                                      GError                  **error);
void        pento_trace_free         (PentoTrace               *trace);
/* Runs the search to its end, to the limit, until func returns FALSE or until cancelled
 * (then FALSE with PENTO_ERROR_CANCELLED). Runs once per trace. */
gboolean    pento_trace_run          (PentoTrace               *trace,
                                      const PentoTraceOptions  *options,
                                      GError                  **error);

/* Any thread. */
void        pento_trace_poke         (PentoTrace               *trace);
void        pento_trace_set_sampled  (PentoTrace               *trace,
                                      gboolean                  sampled);

/* From func only (on the searching thread), or after pento_trace_run() returned. */
void        pento_trace_get_figures  (PentoTrace               *trace,
                                      PentoTraceFigures        *out);
/* The pieces on the board, a position's included: letters where they are, '.' elsewhere.
 * @out has the board's size. */
void        pento_trace_get_board    (PentoTrace               *trace,
                                      PentoSolution            *out);
/* Which pieces are on the board, a position's included (a bitmask over PentoPiece), and which
 * one the search placed last (PENTO_N_PIECES: none). */
guint       pento_trace_get_pieces   (PentoTrace               *trace,
                                      PentoPiece               *out_last);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoTrace, pento_trace_free)

G_END_DECLS
