/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-model.h: what the board shows, one per window (the session's). Controllers
 * change it; the board view, the box view and the tray draw from it; nothing copies a
 * widget's state back (docs/architecture.md, "The board model").
 */
#pragma once

#include <glib-object.h>

#include "pento-core.h"

G_BEGIN_DECLS

/* What is on the board: the game in hand (a free game, a challenge, a two-player game), a
 * packing being viewed (Solve, the list, Finish, an answer), the Watch search, or a box in
 * space and its packing. */
typedef enum {
  PENTO_BOARD_KIND_GAME,
  PENTO_BOARD_KIND_CHALLENGE,
  PENTO_BOARD_KIND_DUEL,
  PENTO_BOARD_KIND_PACKING,
  PENTO_BOARD_KIND_WATCH,
  PENTO_BOARD_KIND_BOX,
} PentoBoardKind;

#define PENTO_TYPE_BOARD_KIND (pento_board_kind_get_type ())
GType pento_board_kind_get_type (void) G_GNUC_CONST;

#define PENTO_TYPE_BOARD_MODEL (pento_board_model_get_type ())
G_DECLARE_FINAL_TYPE (PentoBoardModel, pento_board_model, PENTO, BOARD_MODEL, GObject)

PentoBoardModel     *pento_board_model_new              (void);
/* For a view that draws a model: makes *@slot @model (a reference), @notify_cb ("notify",
 * swapped to @view) following it instead of the last one. TRUE when there is a new model to
 * draw (the view then draws all of it). */
gboolean             pento_board_model_attach           (PentoBoardModel    **slot,
                                                         PentoBoardModel     *model,
                                                         gpointer             view,
                                                         GCallback            notify_cb);

/* "board": the board drawn (for a box, its layers side by side). A new board clears the
 * marks (hint, dead cells, highlight) and drops a packing of another size. */
void                 pento_board_model_set_board        (PentoBoardModel     *self,
                                                         PentoBoard          *board);
PentoBoard          *pento_board_model_get_board        (PentoBoardModel     *self);
/* "is-box" and "box": the box in space (copied), or NULL on a flat board. Box mode is decided
 * here: a box shows its packing ("kind" is PENTO_BOARD_KIND_BOX) and takes no moves. */
void                 pento_board_model_set_box          (PentoBoardModel     *self,
                                                         const PentoBox      *box);
const PentoBox      *pento_board_model_get_box          (PentoBoardModel     *self);
gboolean             pento_board_model_get_is_box       (PentoBoardModel     *self);
/* "rules": flip, mirror and piece set of what is drawn (the seed and tile order are no part
 * of it). "pieces" follows: the set the tray shows (the twelve for a box); "may-flip": pieces
 * are drawn as in the reference shapes (flipping allowed, or a box, where all turn over). */
void                 pento_board_model_set_rules        (PentoBoardModel     *self,
                                                         const PentoRules    *rules);
const PentoRules    *pento_board_model_get_rules        (PentoBoardModel     *self);
guint                pento_board_model_get_pieces       (PentoBoardModel     *self);
gboolean             pento_board_model_get_may_flip     (PentoBoardModel     *self);

/* "kind" and "playable": the game in hand (playable), or something else viewed over it. */
PentoBoardKind       pento_board_model_get_kind         (PentoBoardModel     *self);
gboolean             pento_board_model_get_playable     (PentoBoardModel     *self);
/* TRUE while a packing or the Watch search is drawn over a flat board's game. */
gboolean             pento_board_model_is_viewing       (PentoBoardModel     *self);
/* The game in hand is drawn again: a challenge's when @challenge, a two-player game's while
 * "duel" is set, else a free game's. On a box nothing changes. */
void                 pento_board_model_show_game        (PentoBoardModel     *self,
                                                         gboolean             challenge);
/* A two-player game is the game in hand ("duel"): the game is shown as PENTO_BOARD_KIND_DUEL. */
void                 pento_board_model_set_duel         (PentoBoardModel     *self,
                                                         gboolean             duel);
/* Something other than the game is drawn: PENTO_BOARD_KIND_PACKING or _WATCH (a box stays
 * a box). @solution replaces what is drawn. */
void                 pento_board_model_show_packing     (PentoBoardModel     *self,
                                                         PentoBoardKind       kind,
                                                         const PentoSolution *solution);

/* "solution" (copied): the pieces drawn, NULL for none. "placed" follows (its pieces). */
void                 pento_board_model_set_solution     (PentoBoardModel     *self,
                                                         const PentoSolution *solution);
const PentoSolution *pento_board_model_get_solution     (PentoBoardModel     *self);
guint                pento_board_model_get_placed       (PentoBoardModel     *self);
/* As pento_board_model_set_solution(), the views cross-fading over @duration_us (Watch).
 * pento_board_model_get_fade() is that duration while "solution" is notified, else 0. */
void                 pento_board_model_fade_solution    (PentoBoardModel     *self,
                                                         const PentoSolution *solution,
                                                         gint64               duration_us);
gint64               pento_board_model_get_fade         (PentoBoardModel     *self);

/* "fixed": pieces that stay (a challenge's), a bitmask over PentoPiece. */
void                 pento_board_model_set_fixed        (PentoBoardModel     *self,
                                                         guint                fixed);
guint                pento_board_model_get_fixed        (PentoBoardModel     *self);
/* "hint-cells" (the hint's outline, up to 5) and "dead-cells" (a dead region, up to 64). */
void                 pento_board_model_set_hint_cells   (PentoBoardModel     *self,
                                                         const PentoCell     *cells,
                                                         guint                n_cells);
const PentoCell     *pento_board_model_get_hint_cells   (PentoBoardModel     *self,
                                                         guint               *n_cells);
void                 pento_board_model_set_dead_cells   (PentoBoardModel     *self,
                                                         const PentoCell     *cells,
                                                         guint                n_cells);
const PentoCell     *pento_board_model_get_dead_cells   (PentoBoardModel     *self,
                                                         guint               *n_cells);
/* "hint-piece": the hint's piece (a PentoPiece, -1 for none), ringed in the tray. */
void                 pento_board_model_set_hint_piece   (PentoBoardModel     *self,
                                                         int                  piece);
int                  pento_board_model_get_hint_piece   (PentoBoardModel     *self);
/* "highlight": pieces drawn highlighted while the others fade (Watch's piece being tried,
 * a duel's last move); 0 for none. */
void                 pento_board_model_set_highlight    (PentoBoardModel     *self,
                                                         guint                pieces);
guint                pento_board_model_get_highlight    (PentoBoardModel     *self);
/* "status-text": the live count, in the count line above the board and in the board's
 * accessible description. */
void                 pento_board_model_set_status_text  (PentoBoardModel     *self,
                                                         const char          *text);
const char          *pento_board_model_get_status_text  (PentoBoardModel     *self);
/* A challenge's clock ("Easy 0:40.9") and its tooltip, or NULL: none running. */
void                 pento_board_model_set_clock        (PentoBoardModel     *self,
                                                         const char          *text,
                                                         const char          *tooltip);
const char          *pento_board_model_get_clock        (PentoBoardModel     *self,
                                                         const char         **tooltip);
/* What a challenge asks ("Place the 6 remaining pieces"), or NULL. */
void                 pento_board_model_set_goal         (PentoBoardModel     *self,
                                                         const char          *goal);
const char          *pento_board_model_get_goal         (PentoBoardModel     *self);

G_END_DECLS
