/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-window.h: the chirality explorer — no-flip counts for all 64 mirrored sets.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PENTO_TYPE_CHIRALITY_WINDOW (pento_chirality_window_get_type ())
G_DECLARE_FINAL_TYPE (PentoChiralityWindow, pento_chirality_window, PENTO, CHIRALITY_WINDOW, AdwWindow)

GtkWindow *pento_chirality_window_new (GtkApplication *app);

G_END_DECLS
