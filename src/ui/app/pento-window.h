/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-window.h: the main window — board, piece tray, settings sidebar and solution list.
 */
#pragma once

#include <adwaita.h>

#include "app/pento-application.h"

G_BEGIN_DECLS

#define PENTO_TYPE_WINDOW (pento_window_get_type ())
G_DECLARE_FINAL_TYPE (PentoWindow, pento_window, PENTO, WINDOW, AdwApplicationWindow)

PentoWindow       *pento_window_new                 (PentoApplication *application);

G_END_DECLS
