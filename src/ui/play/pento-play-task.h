/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-play-task.h: one question about a position, answered on a worker thread — its live
 * count, a hint, a random completion (Finish) or which packing a finished board is.
 */
#pragma once

#include <glib-object.h>

#include "pento-core.h"

G_BEGIN_DECLS

typedef enum {
  PENTO_PLAY_TASK_COUNT,   /* completions of the position; a dead region when there are none */
  PENTO_PLAY_TASK_HINT,    /* pento_position_hint() */
  PENTO_PLAY_TASK_FINISH,  /* a completion drawn at random */
  PENTO_PLAY_TASK_INDEX,   /* a complete position's number among the board's unique packings */
} PentoPlayTaskKind;

typedef struct {
  guint64          total;        /* COUNT: completions; INDEX: the board's packings in total */
  guint64          unique;       /* COUNT: up to the position's symmetries; INDEX: the board's */
  PentoDeadReason  dead_reason;  /* COUNT, when total is 0 */
  guint            n_dead;
  PentoCell        dead[64];
  gboolean         found;        /* HINT, FINISH: FALSE when the position has no completion */
  PentoPiece       piece;        /* HINT */
  guint            n_cells;
  PentoCell        cells[5];
  PentoSolution   *solution;     /* FINISH */
  guint64          index;        /* INDEX, from 0 */
  double           seconds;      /* worker time */
} PentoPlayResult;

#define PENTO_TYPE_PLAY_TASK (pento_play_task_get_type ())
G_DECLARE_FINAL_TYPE (PentoPlayTask, pento_play_task, PENTO, PLAY_TASK, GObject)

/* Takes a reference on @position and copies @rules. Signal "finished" (const PentoPlayResult
 * *result, const GError *error) on the main context it was started from, never after
 * pento_play_task_cancel(). */
PentoPlayTask     *pento_play_task_new      (PentoPlayTaskKind  kind,
                                             PentoPosition     *position,
                                             const PentoRules  *rules,
                                             guint64            seed);
void               pento_play_task_start    (PentoPlayTask     *self);
void               pento_play_task_cancel   (PentoPlayTask     *self);
PentoPlayTaskKind  pento_play_task_get_kind (PentoPlayTask     *self);
PentoPosition     *pento_play_task_get_position (PentoPlayTask *self);

G_END_DECLS
