/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-duel-bar.h: the two-player game's bar above the board (its own template): whose turn
 * it is and who won, the pieces left, the answer of "Who wins from here?".
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PENTO_TYPE_DUEL_BAR (pento_duel_bar_get_type ())
G_DECLARE_FINAL_TYPE (PentoDuelBar, pento_duel_bar, PENTO, DUEL_BAR, GtkWidget)

GtkWidget  *pento_duel_bar_new        (void);
/* The turn (or the result) and the line under it. */
void        pento_duel_bar_set_turn   (PentoDuelBar *self,
                                       const char   *turn,
                                       const char   *detail);
const char *pento_duel_bar_get_turn   (PentoDuelBar *self);
/* The assist's answer; NULL hides it. */
void        pento_duel_bar_set_answer (PentoDuelBar *self,
                                       const char   *answer);
const char *pento_duel_bar_get_answer (PentoDuelBar *self);

G_END_DECLS
