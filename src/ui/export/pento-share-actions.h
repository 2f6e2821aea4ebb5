/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-share-actions.h: the sharing actions of the application (app.copy, app.save-list,
 * app.export-sheet, app.print …) and their accelerators.
 */
#pragma once

#include "app/pento-application.h"

G_BEGIN_DECLS

void pento_share_actions_install (PentoApplication *app,
                                  GSettings        *settings);

G_END_DECLS
