/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-searches.h: Solve, Solve All and Watch, and moving through the packings they list —
 * app.solve, app.seed, app.solve-all, app.stop, app.watch and its keys, app.next,
 * app.previous, app.first, app.last. Not a widget: it runs the searches on workers
 * (cancel-and-replace: a search for an older spec is never listened to), owns their timers,
 * fills the session's list and says what happens through the session's status line. The
 * widgets that show the searches bind to its properties and signals: the list pane, the
 * header's Solve All/Stop, the Watch panel.
 */
#pragma once

#include <gtk/gtk.h>

#include "common/pento-session.h"
#include "play/pento-play.h"
#include "solutions/pento-viewing.h"

G_BEGIN_DECLS

#define PENTO_TYPE_SEARCHES (pento_searches_get_type ())
G_DECLARE_FINAL_TYPE (PentoSearches, pento_searches, PENTO, SEARCHES, GObject)

/* @viewing shows a packing instead of @play's game. */
PentoSearches      *pento_searches_new            (PentoSession  *session,
                                                   PentoPlay     *play,
                                                   PentoViewing  *viewing);
/* Puts the actions on @map (the application); they go with @self. */
void                pento_searches_install        (PentoSearches *self,
                                                   GActionMap    *map);
PentoSession       *pento_searches_get_session    (PentoSearches *self);

void                pento_searches_solve          (PentoSearches *self,
                                                   guint32        seed);
void                pento_searches_solve_all      (PentoSearches *self);
/* Stops Solve, Solve All and Watch; what was listed stays. */
void                pento_searches_stop           (PentoSearches *self);
/* Selects the packing at @position of the list as shown (clamped to the last one), and asks
 * the list to scroll to it ("scroll-to"). */
void                pento_searches_select         (PentoSearches *self,
                                                   guint          position);
gboolean            pento_searches_is_searching   (PentoSearches *self);
/* The selection over each view of the session's list ([FALSE] every packing, [TRUE] the
 * unique ones) that the list pane shows; the one of the view shown is the board's. */
GtkSingleSelection *pento_searches_get_selection  (PentoSearches *self,
                                                   gboolean       unique_only);
/* The person's word on the answer asked for by "answer-asked" (@request): @show, the answer
 * is shown, and the running challenge's finish is no record. */
void                pento_searches_answer         (PentoSearches *self,
                                                   guint          request,
                                                   gboolean       show);
/* Solve All's first packing goes on the board now, unless the person went back to the game
 * or chose a row since "first-listed". */
void                pento_searches_show_first     (PentoSearches *self);

/* Properties (read-only, notified on change):
 *   "busy"            a search or a watch runs (app.stop is enabled)
 *   "solving-all"     Solve All runs
 *   "stop-shown"      a search has run long enough to offer Stop (a short one never does)
 *   "progress"        Solve All's share done, 0 to 1
 *   "progress-shown"  Solve All has run long enough to show its progress
 *   "counts-text"     "2,339 unique · 9,356 total", "No packings listed", "… (stopped)"
 *   "symmetry-text"   what the counts mean once every packing is listed, or NULL
 *   "list-page"       "list", "all" or "empty": what the list pane shows
 *   "empty-title", "empty-description"  what an empty list says
 *   "watch-task"      the running PentoWatchTask, or NULL (the Watch panel shows it)
 *   "watch-speed"     Watch's steps a second (0: full speed), as app.watch-speed holds it
 * Signals:
 *   "scroll-to" (guint position)  a row was selected by a key, an action or a search
 *   "first-listed"  Solve All listed its first packing: the list pane calls
 *                   pento_searches_show_first() once the rows are drawn (else the search's
 *                   end shows it)
 *   "packing-found" (const PentoSolution *)  Solve found a packing, shown next
 *   "cleared"       the spec changed: what was found belongs to the old board
 *   "answer-asked" (guint request)  an answer was asked for in Explore during a challenge:
 *                   the person says whether to show it (pento_searches_answer()) */

G_END_DECLS
