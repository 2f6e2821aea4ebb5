/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cancel.c: the error of a cancelled search.
 */
#include "pento-cancel.h"

#include <glib/gi18n.h>

#include "pento-error.h"

gboolean
pento_cancel_set_error_if_cancelled (PentoCancel  *cancel,
                                     GError      **error)
{
  if (!pento_cancel_is_cancelled (cancel))
    return FALSE;
  g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_CANCELLED, _("Cancelled"));
  return TRUE;
}
