/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-duel-bar.h: the two-player game's bar above the board (its own template, in the
 * window's): whose turn it is and who won, the pieces left, the answer of "Who wins from
 * here?" — drawn from the duel it is given, shown while a duel is in sight.
 */
#pragma once

#include <gtk/gtk.h>

#include "duel/pento-duel.h"

G_BEGIN_DECLS

#define PENTO_TYPE_DUEL_BAR (pento_duel_bar_get_type ())
G_DECLARE_FINAL_TYPE (PentoDuelBar, pento_duel_bar, PENTO, DUEL_BAR, GtkWidget)

GtkWidget  *pento_duel_bar_new        (void);
/* The duel it draws from (the bar keeps a reference), or NULL. */
void        pento_duel_bar_set_duel   (PentoDuelBar *self,
                                       PentoDuel    *duel);
/* The turn (or the result) as shown. */
const char *pento_duel_bar_get_turn   (PentoDuelBar *self);
/* The assist's answer as shown, or NULL. */
const char *pento_duel_bar_get_answer (PentoDuelBar *self);

G_END_DECLS
