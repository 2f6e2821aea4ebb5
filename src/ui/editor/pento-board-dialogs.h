/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-dialogs.h: the small dialogs around saved boards — Save Board As…, Rename
 * Board…, Delete Board… — which answer by activating the app.* actions.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A file chooser; the chosen path goes to app.save-board. */
void pento_board_dialogs_save_as (GtkWindow  *parent,
                                  const char *suggested_name);
/* Asks for a new name (a free, valid one); it goes to app.rename-board. */
void pento_board_dialogs_rename  (GtkWindow  *parent,
                                  const char *name);
/* Asks before app.delete-board. */
void pento_board_dialogs_delete  (GtkWindow  *parent,
                                  const char *name);

G_END_DECLS
