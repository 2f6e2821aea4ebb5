/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cancel-link.h: for the length of a worker's search, a GCancellable (the GTask's)
 * cancels the engine's PentoCancel.
 */
#pragma once

#include <gio/gio.h>

#include "pento-core.h"

G_BEGIN_DECLS

typedef struct {
  PentoCancel   cancel;
  GCancellable *cancellable;
  gulong        handler;
} PentoCancelLink;

/* Already cancelled: so is link->cancel at once. @cancellable may be NULL. */
void pento_cancel_link_init  (PentoCancelLink *link,
                              GCancellable    *cancellable);
void pento_cancel_link_clear (PentoCancelLink *link);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PentoCancelLink, pento_cancel_link_clear)

G_END_DECLS
