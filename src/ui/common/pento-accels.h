/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-accels.h: every keyboard shortcut of the main window in one table. The table sets the
 * application's accelerators, the window's shortcuts that wait for the focused widget, and
 * the rows of the Keyboard Shortcuts window; a new shortcut is one row of it.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  /* an accelerator of the application (gtk_application_set_accels_for_action) */
  PENTO_ACCEL_APP,
  /* a key text entries use too: the window maps it to the action only once the focused
   * widget has passed it on (an accelerator would take Ctrl+C from the seed entry) */
  PENTO_ACCEL_BUBBLE,
  /* a key a widget handles itself (the board, the tray, the editor's grid): only shown */
  PENTO_ACCEL_WIDGET,
} PentoAccelKind;

typedef struct {
  const char     *section;    /* the group in the Keyboard Shortcuts window (untranslated) */
  const char     *title;      /* what the key does (untranslated, context "shortcut window") */
  const char     *action;     /* a detailed action name ("app.solve"), NULL for a widget's key */
  PentoAccelKind  kind;
  const char     *accels[5];  /* GTK accelerators; keypad twins (KP_) are not shown */
} PentoAccel;

/* The table, in the order the Keyboard Shortcuts window shows it. */
const PentoAccel *pento_accels_get                 (guint          *n_accels);
/* Sets the application's accelerators from the table (PENTO_ACCEL_APP rows). */
void              pento_accels_install             (GtkApplication *app);
/* Adds the "window-shortcuts" controller (PENTO_ACCEL_BUBBLE rows) to @window. */
void              pento_accels_add_window_shortcuts (GtkWidget     *window);
/* The Keyboard Shortcuts window built from the table. */
GtkShortcutsWindow *pento_accels_new_shortcuts_window (void);

G_END_DECLS
