/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-sidebar.h: the settings sidebar — the board chooser (following the board store), the
 * flip switch, the mirrored pieces, the tile order and the seed — bound to the settings the
 * session follows.
 */
#pragma once

#include <adwaita.h>

#include "board/pento-piece-tray.h"
#include "common/pento-session.h"

G_BEGIN_DECLS

#define PENTO_TYPE_SIDEBAR (pento_sidebar_get_type ())
G_DECLARE_FINAL_TYPE (PentoSidebar, pento_sidebar, PENTO, SIDEBAR, AdwBin)

/* Binds the rows to @session's settings and follows its spec from now on. */
void pento_sidebar_set_session   (PentoSidebar *self,
                                  PentoSession *session);
/* Mirrors chiral @piece or not (the piece tray's M), where the rules let it. */
void pento_sidebar_toggle_mirror (PentoSidebar *self,
                                  guint         piece);
/* The tray's "mirror-toggled" edits the same mirrored set as the sidebar's toggles. */
void pento_sidebar_follow_tray   (PentoSidebar   *self,
                                  PentoPieceTray *tray);

/* The sidebar sits in @flap, which @button shows and hides; it remembers whether it is shown
 * ("sidebar-visible") unless a narrow window folded it away. */
void pento_sidebar_attach_flap   (PentoSidebar    *self,
                                  AdwFlap         *flap,
                                  GtkToggleButton *button);
/* Puts app.toggle-sidebar (F9) on @map; it goes with @self. */
void pento_sidebar_install       (PentoSidebar    *self,
                                  GActionMap      *map);

G_END_DECLS
