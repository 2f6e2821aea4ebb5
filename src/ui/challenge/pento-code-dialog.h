/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-code-dialog.h: the Open Challenge Code dialog — an entry for a code, Open (and Enter)
 * only for a code that reads, and why not under the entry, so that a mistyped code is
 * corrected in place rather than typed again.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PENTO_TYPE_CODE_DIALOG (pento_code_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PentoCodeDialog, pento_code_dialog, PENTO, CODE_DIALOG, AdwMessageDialog)

/* A dialog over @parent; its "response" is "open" for a code that reads, "close" else. */
PentoCodeDialog *pento_code_dialog_new      (GtkWindow       *parent);
/* The code as typed. */
const char      *pento_code_dialog_get_code (PentoCodeDialog *self);

G_END_DECLS
