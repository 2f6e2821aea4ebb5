/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-viewing.h: the board shows either the game in hand or something being viewed — a
 * packing from Solve or the list, the search being watched — never a mix. While viewing, its
 * "title" says what is shown (the board page's bar shows it, with the way back to the game:
 * app.back-to-game, Escape); the play feature shows the game again on any move, and the tray, the live count
 * and the status line follow what is shown.
 */
#pragma once

#include <gtk/gtk.h>

#include "common/pento-session.h"
#include "play/pento-play.h"

G_BEGIN_DECLS

#define PENTO_TYPE_VIEWING (pento_viewing_get_type ())
G_DECLARE_FINAL_TYPE (PentoViewing, pento_viewing, PENTO, VIEWING, GObject)

/* Follows @play's board view: "title" says what is viewed while the board shows something
 * other than the game (NULL while it shows the game, and always in a box, which has none). */
PentoViewing *pento_viewing_new        (PentoSession *session,
                                        PentoPlay    *play);
/* Puts app.back-to-game on @map (the application); it goes with @self. */
void          pento_viewing_install    (PentoViewing *self,
                                        GActionMap   *map);
/* The board stops showing the game (the board model's kind becomes a packing unless the
 * caller made it one already, or Watch; the caller puts what it shows there), and the bar
 * says @title ("Viewing packing 1,742 of 2,339"); called again, it only changes the words
 * (NULL keeps them). */
void          pento_viewing_show       (PentoViewing *self,
                                        const char   *title);
/* Shows the game again, and says so. */
void          pento_viewing_back       (PentoViewing *self);
gboolean      pento_viewing_is_viewing (PentoViewing *self);
const char   *pento_viewing_get_title  (PentoViewing *self);

/* Signal "back": the board shows the game again, by app.back-to-game or by a move (whatever
 * filled the board meanwhile stops: a watch ends, the list forgets its selection). */

G_END_DECLS
