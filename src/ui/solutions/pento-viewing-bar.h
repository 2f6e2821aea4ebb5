/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-viewing-bar.h: the bar above the board while it shows something other than the game in
 * hand — a packing from Solve or the list, or the search being watched — saying what is shown
 * ("Viewing packing 1,742 of 2,339"), with a Back to My Game button (app.back-to-game).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PENTO_TYPE_VIEWING_BAR (pento_viewing_bar_get_type ())
G_DECLARE_FINAL_TYPE (PentoViewingBar, pento_viewing_bar, PENTO, VIEWING_BAR, GtkWidget)

GtkWidget  *pento_viewing_bar_new       (void);
/* Shows the bar saying @title, or hides it (NULL). */
void        pento_viewing_bar_set_title (PentoViewingBar *self,
                                         const char      *title);
/* Kept room: without a title the bar stays visible and as tall as with its last one (for a
 * stack that shows it or the count line, and keeps the taller one's height for both). */
void        pento_viewing_bar_set_keep_room (PentoViewingBar *self,
                                             gboolean         keep_room);
/* What the bar says, or NULL while it is hidden. */
const char *pento_viewing_bar_get_title (PentoViewingBar *self);

G_END_DECLS
