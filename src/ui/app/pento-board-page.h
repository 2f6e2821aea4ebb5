/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-page.h: the board page, one composite (pento-board-page.ui): the count line or
 * the bar that says a packing is viewed, the challenge's clock and goal, the duel's bar, the
 * board or the box (or Paused, or Play's first page), the tray, Watch and the status line.
 * It follows the session and the game for which of them shows; the features draw into the
 * widgets it holds.
 */
#pragma once

#include <adwaita.h>

#include "board/pento-board-view.h"
#include "board/pento-piece-tray.h"
#include "common/pento-session.h"
#include "duel/pento-duel.h"
#include "duel/pento-duel-bar.h"
#include "play/pento-play.h"
#include "solutions/pento-viewing.h"
#include "watch/pento-watch-panel.h"

G_BEGIN_DECLS

#define PENTO_TYPE_BOARD_PAGE (pento_board_page_get_type ())
G_DECLARE_FINAL_TYPE (PentoBoardPage, pento_board_page, PENTO, BOARD_PAGE, AdwBin)

/* Follow the session (mode, pause, clock, goal, challenge, box) and the game in play. */
void             pento_board_page_attach          (PentoBoardPage *self,
                                                   PentoSession   *session,
                                                   PentoPlay      *play);
/* The bar above the board says what @viewing shows while it shows one. */
void             pento_board_page_set_viewing     (PentoBoardPage *self,
                                                   PentoViewing   *viewing);
/* The duel's bar above the board draws @duel; a duel in sight shows the board, even before
 * its first move (Play's first page waits for a game in progress). */
void             pento_board_page_set_duel        (PentoBoardPage *self,
                                                   PentoDuel      *duel);
/* The phone's page: the board as wide as the window, bigger tray cells, Watch last. */
void             pento_board_page_set_narrow      (PentoBoardPage *self,
                                                   gboolean        narrow);
/* Play's first page gives way to the board, until the board changes (Free Play, a duel). */
void             pento_board_page_show_board      (PentoBoardPage *self);

PentoBoardView  *pento_board_page_get_board_view  (PentoBoardPage *self);
GtkWidget       *pento_board_page_get_box_view    (PentoBoardPage *self);
PentoPieceTray  *pento_board_page_get_tray        (PentoBoardPage *self);
PentoWatchPanel *pento_board_page_get_watch_panel (PentoBoardPage *self);
GtkLabel        *pento_board_page_get_status_line (PentoBoardPage *self);
PentoDuelBar    *pento_board_page_get_duel_bar    (PentoBoardPage *self);

G_END_DECLS
