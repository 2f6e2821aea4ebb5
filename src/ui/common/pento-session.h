/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-session.h: what the features share — the board, the rules, the piece set, the
 * solution list and what the board shows. It follows GSettings and signals its changes;
 * features take the session, never the window (docs/architecture.md, "The session").
 */
#pragma once

#include <adwaita.h>

#include "pento-core.h"
#include "common/pento-board-model.h"
#include "common/pento-records-store.h"
#include "common/pento-solution-list.h"

G_BEGIN_DECLS

#define PENTO_TYPE_SESSION (pento_session_get_type ())
G_DECLARE_FINAL_TYPE (PentoSession, pento_session, PENTO, SESSION, GObject)

/* Follows the puzzle keys of @settings ("board", "pieces", "flip", "mirror", "shuffle", "seed"). Nothing
 * is read until the first pento_session_reload(), so the first problem (a saved board gone)
 * reaches whoever listens by then. */
PentoSession        *pento_session_new               (GSettings           *settings);

GSettings           *pento_session_get_settings      (PentoSession        *self);
/* The player's records, one copy for every feature; read afresh for every window. */
PentoRecordsStore   *pento_session_get_records       (PentoSession        *self);
/* Reads the puzzle from the settings now; emits "spec-changed" when it took. */
void                 pento_session_reload            (PentoSession        *self);
/* A new window starts afresh: a new, empty solution list (the last window's list views had
 * their own hold on the old one); call pento_session_reload() once listening. */
void                 pento_session_restart           (PentoSession        *self);

/* Makes @board (a preset, a saved board, or else saved now among the boards) and the flip,
 * mirror and piece set of @rules the settings, rules first: a game restored on another board brings
 * its board with it, so that the title, the chooser and the tray say what is played. */
gboolean             pento_session_set_puzzle        (PentoSession        *self,
                                                      PentoBoard          *board,
                                                      const PentoRules    *rules,
                                                      GError             **error);

/* "board" property: the board the settings name; for a box in space, its layers side by side.
 * NULL before the first reload. */
PentoBoard          *pento_session_get_board         (PentoSession        *self);
/* "board-id" property: "10x6", "3x4x5", "custom:NAME". */
const char          *pento_session_get_board_id      (PentoSession        *self);
/* The box in space the settings name ("is-box" property), or NULL on a flat board. */
const PentoBox      *pento_session_get_box           (PentoSession        *self);
/* The rules the settings say; "shuffle" follows its key at once, "seed" at the next reload. */
const PentoRules    *pento_session_get_rules         (PentoSession        *self);
/* "piece-set" property: the pieces in play, in the words of pento_piece_set_parse() and the
 * CLI's --pieces ("FILNPTUVWXYZ", "FILNPTUVWXYZO" on a board that takes the square too,
 * "one-sided", "PUY"); the rules' set is the "pieces" key's (PENTO_PIECE_SET_DEFAULT when it
 * names none). The session keeps the board and the set agreeing: a set the board does not
 * take brings a board that does, and a board the set does not fit brings its own set. */
const char          *pento_session_get_piece_set     (PentoSession        *self);
/* "solutions" property: the one list of packings that the list pane, the counts, Watch and
 * export all read. The session resets it on every new board. */
PentoSolutionList   *pento_session_get_solutions     (PentoSession        *self);

/* What the board shows, the window's (see pento-board-model.h): the views draw from it and
 * the controllers change it. A new one at every pento_session_restart(). */
PentoBoardModel     *pento_session_get_board_model   (PentoSession        *self);
/* The model's board ("shown-board": an opened position may be on a board that is no
 * setting), its pieces ("shown", the packing or the game's pieces, or NULL), and
 * "viewing-packing" (TRUE while they are a packing or the Watch search rather than the game
 * in hand), said again as the session's properties. */
PentoBoard          *pento_session_get_shown_board   (PentoSession        *self);
const PentoSolution *pento_session_get_shown         (PentoSession        *self);
gboolean             pento_session_get_viewing_packing (PentoSession      *self);

/* Something to tell the person: emitted as "toast" (AdwToast *) for the window that shows
 * them; nothing happens while no window listens. */
void                 pento_session_add_toast         (PentoSession        *self,
                                                      AdwToast            *toast);
/* A plain-text toast of @text. */
void                 pento_session_say               (PentoSession        *self,
                                                      const char          *text);

/* The window's status line: emitted as "status" (a string) for the window that shows it. */
void                 pento_session_set_status        (PentoSession        *self,
                                                      const char          *text);
/* What the status line says now, as plain text ("" before anything was said). */
const char          *pento_session_get_status        (PentoSession        *self);

/* The window's mode ("play-mode" property): TRUE while the "mode" key says "play". */
gboolean             pento_session_get_play_mode     (PentoSession        *self);
/* A challenge is running ("challenge"), in sight or held aside while another board is
 * played; the challenge feature says so, the others follow (no answer in Play meanwhile). */
gboolean             pento_session_get_challenge     (PentoSession        *self);
void                 pento_session_set_challenge     (PentoSession        *self,
                                                      gboolean             challenge);
/* Its clock stopped by Pause ("paused"): board and tray take no input meanwhile. */
gboolean             pento_session_get_paused        (PentoSession        *self);
void                 pento_session_set_paused        (PentoSession        *self,
                                                      gboolean             paused);
/* An answer (Solve, Solve All, Watch, Finish, a packing viewed) was shown during the running
 * challenge ("answer-shown"): its finish is then no record and no daily streak. @why says
 * how, in a sentence for the finish ("The answer was shown by Solve."); the first one stays. */
gboolean             pento_session_get_answer_shown  (PentoSession        *self);
const char          *pento_session_get_answer_why    (PentoSession        *self);
void                 pento_session_set_answer_shown  (PentoSession        *self,
                                                      const char          *why);

/* The feature objects the window built (its play, its searches, …), for the tests to reach
 * them without the window: @feature is kept weakly, one of each type. */
void                 pento_session_add_feature       (PentoSession        *self,
                                                      gpointer             feature);
/* The window's feature of @type (or a subtype), or NULL. */
gpointer             pento_session_get_feature       (PentoSession        *self,
                                                      GType                type);

/* Signal "spec-changed": the board or the rules changed (after "board", "flip" or "mirror"
 * changed in the settings, or a reload); the solution list is empty again. */

G_END_DECLS
