/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-plain-game.h: an independent solver of Golomb's game for the tests — plain memoized
 * negamax over the occupied cells and the pieces left, no symmetry, no move order, on boards
 * of up to 52 cells, with piece shapes from a table of its own.
 */
#pragma once

#include <glib.h>

typedef struct _PentoPlainGame PentoPlainGame;

/* @rows: the board, one line per row, '#' an empty cell, anything else a cell not free (a
 * hole or a placed piece). @pieces: the letters of the pieces left (FILNPTUVWXYZ). Without
 * @flip, the pieces in @mirrored are used reflected left to right. */
PentoPlainGame *pento_plain_game_new   (const char     *rows,
                                        const char     *pieces,
                                        gboolean        flip,
                                        const char     *mirrored);
/* Whether the side to move wins; the number of legal moves in @out_moves and of those that
 * win in @out_winning (either may be NULL). */
gboolean        pento_plain_game_solve (PentoPlainGame *game,
                                        guint          *out_moves,
                                        guint          *out_winning);
void            pento_plain_game_free  (PentoPlainGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoPlainGame, pento_plain_game_free)
