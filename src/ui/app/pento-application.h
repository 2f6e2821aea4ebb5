/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-application.h: the Pentomino application — actions, accelerators, settings.
 */
#pragma once

#include <adwaita.h>

#include "common/pento-session.h"

G_BEGIN_DECLS

#define PENTO_SCHEMA_ID "io.github.pentomino.Pentomino"

#define PENTO_TYPE_APPLICATION (pento_application_get_type ())
G_DECLARE_FINAL_TYPE (PentoApplication, pento_application, PENTO, APPLICATION, AdwApplication)

/* @application_id: APP_ID for the real program; tests pass their own with
 * G_APPLICATION_NON_UNIQUE so they never talk to a running instance. */
PentoApplication *pento_application_new        (const char        *application_id,
                                                GApplicationFlags  flags);
GSettings        *pento_application_get_settings (PentoApplication *self);
/* What the features share (made at startup, with the settings). */
PentoSession     *pento_application_get_session (PentoApplication *self);
/* The main window, created on first use. */
GtkWindow        *pento_application_get_window (PentoApplication  *self);

G_END_DECLS
