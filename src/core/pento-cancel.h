/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cancel.h: a flag that stops a search from any thread. The engine polls it between
 * nodes. It stands in for GCancellable so that the engine, and pentomino-cli with it, need
 * not load GIO and its libraries at every start. The window ties one to its
 * GCancellable (src/ui/pento-cancel-link.h).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  gint cancelled;                      /* atomic */
} PentoCancel;

#define PENTO_CANCEL_INIT { 0 }

static inline void
pento_cancel_cancel (PentoCancel *cancel)
{
  g_atomic_int_set (&cancel->cancelled, 1);
}

/* NULL is never cancelled. */
static inline gboolean
pento_cancel_is_cancelled (PentoCancel *cancel)
{
  return cancel != NULL && g_atomic_int_get (&cancel->cancelled);
}

gboolean pento_cancel_set_error_if_cancelled (PentoCancel  *cancel,
                                              GError      **error);

G_END_DECLS
