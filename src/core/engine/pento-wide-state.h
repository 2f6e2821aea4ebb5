/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-state.h: a thread's state in the search past 64 cells, in one part for the walk
 * of a task and one for each strategy, and what the wide files call of each other. Private to
 * the pento-wide-*.c files.
 *
 * Who calls whom, from the top: the tasks (pento-wide-tasks.c) run the plain search
 * (pento-wide-search.c) or count by class (pento-wide-classes.c), which hands each state to
 * the boundary count's first step (pento-wide-boundary.c) or counts it at once
 * (pento-wide-count.c); that picks the count memo (pento-wide-memo.c) or the count without
 * it (pento-wide-count2.c), which ends in one word (pento-wide-count64.h) and looks the last
 * lines up in the cap (pento-wide-cap.c). The boundary's second step (pento-wide-finish.c)
 * counts its states on states of its own (pento-wide-state.c).
 */
#pragma once

#include "pento-wide.h"

G_BEGIN_DECLS

/* How many nodes a search makes between two polls, less one. */
#define STOP_CHECK_MASK 0xfffu

typedef struct _PentoWideMemo  PentoWideMemo;
typedef struct _PentoWideReach PentoWideReach;
typedef struct _PentoWideReachEntry PentoWideReachEntry;

struct _PentoWideCounts {
  PentoWideMemo  *memo;                /* NULL: the count without the memo */
  PentoWideReach *reach;               /* NULL: no boundary */
};

/* --part: the prefixes numbered so far, and the part searched (pento-wide-tasks.c) */
typedef struct {
  guint   part;
  guint   n_parts;
  guint64 counter;
} PentoWideParts;

/* the plain search's dead-state memo (pento-wide-search.c) */
typedef struct {
  PentoWord *keys;                     /* 0: empty; NULL: no memo */
  guint64    packings;                 /* found: a subtree that adds none is dead */
} PentoWideDead;

/* counting: the packings counted, and the letters of the cells filled for the class checks */
typedef struct {
  gboolean on;                         /* grid[] is kept */
  guint64  total;                      /* each root's images included */
  guint64  unique;
  char     grid[MAX_BITS];
} PentoWideTally;

/* which packing stands for its class under a root that symmetries keep
 * (pento-wide-classes.c) */
typedef struct {
  guint8 perm_inv[PENTO_N_SYMMETRIES][MAX_BITS];
  gint   root;                         /* the root order[] is built for, -1: none */
  guint8 order[MAX_BITS];              /* the cells in the order packings are compared */
} PentoWideClasses;

/* the count memo, shared by the threads of a count (pento-wide-memo.c) */
typedef struct {
  PentoWideMemo *table;                /* NULL: none */
  guint          min_left;             /* states with this many pieces left or more are kept */
  guint          stores;               /* since the last batch reported */
} PentoWideMemoUse;

/* the boundary count's first step (pento-wide-boundary.c) */
typedef struct {
  guint                cell;           /* 0: none */
  PentoWideReach      *reach;
  guint64              w_total;        /* each state's weights */
  guint64              w_unique;
  PentoWideReachEntry *batch;          /* states reached, before they go to the table */
  guint                n_batch;
} PentoWideBoundary;

/* The boundary count's table of the states reached, shared by the threads of a count: filled
 * by its first step (pento-wide-boundary.c), counted by its second (pento-wide-finish.c). */
struct _PentoWideReachEntry {
  guint64 key_lo, key_hi;
  guint64 w_total;                     /* 0: an empty slot */
  guint64 w_unique;
};

/* The states reached at the boundary, shared by the threads of a count. */
struct _PentoWideReach {
  guint                boundary;       /* the boundary cell */
  GMutex               mutex;
  PentoWideReachEntry *slots;
  gsize                bytes;          /* of slots[], counted in the memory budget */
  guint                bits;
  gsize                used;
  gboolean             full;           /* the budget let it grow no more */
  gboolean             sorted;         /* slots[]: the used entries, in order */
  gint                 next_chunk;     /* atomic: the second step's next states */
  guint64              running_total;  /* atomic: … the packings its finished chunks hold */
  guint64              running_unique;
  guint64              running_nodes;  /* … and the nodes they took */
};

/* the cap, for the state counted now (pento-wide-cap.c) */
typedef struct {
  const PentoWideCap *table;
  guint               cut64;           /* its first cell in the one-word state, 64: none */
} PentoWideCapUse;

struct _PentoWideState {
  /* the walk of a task */
  const PentoPuzzle     *puzzle;
  const PentoWideTables *t;
  const Root            *root;
  PentoWord              placed[PENTO_N_SET_PIECES]; /* by rank */
  PentoWord              root_mask;
  guint64                root_key;     /* the root in a memo key, while the first empty … */
  guint                  root_below;   /* … cell is below this */
  guint64                nodes;
  gboolean               stopped;
  gboolean             (*found) (gpointer ctx);
  gboolean             (*poll) (gpointer ctx);
  gpointer               ctx;
  /* and the strategies' */
  PentoWideParts         parts;
  PentoWideDead          dead;
  PentoWideTally         tally;
  PentoWideClasses       classes;
  PentoWideMemoUse       memo;
  PentoWideBoundary      boundary;
  PentoWideCapUse        cap;
};

/* pento-wide-search.c: the plain search from @filled, @remaining, each packing to @s's
 * found(). */
void     pento_wide_search_from      (PentoWideState *s,
                                      PentoWord       filled,
                                      guint32         remaining);
/* The dead-state memo of a new state (NULL where the board's key does not fit). */
PentoWord *pento_wide_dead_new       (const PentoPuzzle *puzzle);

/* pento-wide-classes.c: counts the completions of @filled, @remaining under the task's root,
 * each for its class, into @s's tally. */
void     pento_wide_count_classes    (PentoWideState *s,
                                      PentoWord       filled,
                                      guint32         remaining);
/* The order in which packings under @s's root are compared with their images. */
void     pento_wide_classes_order    (PentoWideState *s);

/* pento-wide-boundary.c: counts the completions of @filled, @remaining, each @w_total times
 * in the total and @w_unique times in the unique count; with a boundary, those past it are
 * left for its table. */
void     pento_wide_count_weighed    (PentoWideState *s,
                                      PentoWord       filled,
                                      guint32         remaining,
                                      guint64         w_total,
                                      guint64         w_unique);
/* Uses @reach (NULL: none) in the counts of @s; the states reached go to it in batches. */
void     pento_wide_boundary_attach  (PentoWideState *s,
                                      PentoWideReach *reach);
/* Hands the states still in @s's batch to the table, and counts those it has no room for. */
void     pento_wide_boundary_flush   (PentoWideState *s);
/* The completions of the state of @e, a state reached at @reach's boundary. */
guint64  pento_wide_reach_count      (PentoWideState            *s,
                                      const PentoWideReach      *reach,
                                      const PentoWideReachEntry *e);
PentoWideReach *pento_wide_reach_new (guint           boundary);
void     pento_wide_reach_free       (PentoWideReach *reach);

/* pento-wide-count.c: the completions of @filled, @remaining. */
guint64  pento_wide_count_from       (PentoWideState *s,
                                      PentoWord       filled,
                                      guint32         remaining);

/* pento-wide-memo.c: the completions of a state (@fits at its first empty cell @cell, never
 * none) through the count memo. */
guint64  pento_wide_memo_count       (PentoWideState *s,
                                      PentoWord       filled,
                                      guint64         allowed,
                                      guint32         remaining,
                                      guint           cell,
                                      guint64         fits);
/* Uses @memo (NULL: none) in the counts of @s; @below_boundary: for the states past a
 * boundary, which keep fewer of their smaller states. */
void     pento_wide_memo_attach      (PentoWideState *s,
                                      PentoWideMemo  *memo,
                                      gboolean        below_boundary);
PentoWideMemo *pento_wide_memo_new   (const PentoPuzzle *puzzle);
void     pento_wide_memo_free        (PentoWideMemo  *memo);

/* pento-wide-count2.c: the same without the memo. */
guint64  pento_wide_count2           (PentoWideState *s,
                                      PentoWord       filled,
                                      guint64         allowed,
                                      guint32         remaining,
                                      guint           cell,
                                      guint64         fits);

/* pento-wide-cap.c: @s's board's cap, built by the first count that asks (the others wait
 * for it); NULL where it does not suit the board, or when @s was stopped while building it. */
const PentoWideCap *pento_wide_cap_ensure (PentoWideState *s);

G_END_DECLS
