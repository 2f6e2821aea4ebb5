/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-scores.h: the Scores feature — app.scores opens the Scores window over the main
 * window, drawn from the session's records and redrawn whenever they change.
 */
#pragma once

#include <gtk/gtk.h>

#include "common/pento-session.h"
#include "scores/pento-scores-window.h"

G_BEGIN_DECLS

#define PENTO_TYPE_SCORES (pento_scores_get_type ())
G_DECLARE_FINAL_TYPE (PentoScores, pento_scores, PENTO, SCORES, GObject)

/* The feature of @window (not owned) over @session's records. */
PentoScores       *pento_scores_new        (GtkWindow    *window,
                                            PentoSession *session);
/* Puts app.scores on @map. */
void               pento_scores_install    (PentoScores  *self,
                                            GActionMap   *map);
/* The Scores window while it is open, or NULL. */
PentoScoresWindow *pento_scores_get_window (PentoScores  *self);

G_END_DECLS
