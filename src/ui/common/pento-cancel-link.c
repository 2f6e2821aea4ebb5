/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cancel-link.c: a GCancellable driving a PentoCancel.
 */
#include "common/pento-cancel-link.h"

static void
on_cancelled (GCancellable *cancellable,
              gpointer      user_data)
{
  pento_cancel_cancel (user_data);
}

void
pento_cancel_link_init (PentoCancelLink *link,
                        GCancellable    *cancellable)
{
  link->cancel = (PentoCancel) PENTO_CANCEL_INIT;
  link->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  /* runs on_cancelled at once when already cancelled */
  link->handler = cancellable != NULL ?
                  g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled),
                                         &link->cancel, NULL) : 0;
}

void
pento_cancel_link_clear (PentoCancelLink *link)
{
  if (link->cancellable == NULL)
    return;
  /* waits for a handler running on another thread: link->cancel outlives it */
  g_cancellable_disconnect (link->cancellable, link->handler);
  g_clear_object (&link->cancellable);
}
