/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-item.h: one row of a chirality table (a mirrored set and its counts).
 */
#pragma once

#include <glib-object.h>

#include "pento-core.h"

G_BEGIN_DECLS

#define PENTO_TYPE_CHIRALITY_ITEM (pento_chirality_item_get_type ())
G_DECLARE_FINAL_TYPE (PentoChiralityItem, pento_chirality_item, PENTO, CHIRALITY_ITEM, GObject)

PentoChiralityItem *pento_chirality_item_new         (PentoMirrorSet      mirror);
/* "mirror" property (guint). */
PentoMirrorSet      pento_chirality_item_get_mirror  (PentoChiralityItem *self);
/* "letters" property: "FNY", "-" for none. */
const char         *pento_chirality_item_get_letters (PentoChiralityItem *self);
/* "known" property: FALSE until the counts have been computed. */
gboolean            pento_chirality_item_get_known   (PentoChiralityItem *self);
/* "unique" and "total" properties (guint64); 0 while not known. */
guint64             pento_chirality_item_get_unique  (PentoChiralityItem *self);
guint64             pento_chirality_item_get_total   (PentoChiralityItem *self);
/* Sets both counts and "known"; notifies only what changed. */
void                pento_chirality_item_set_counts  (PentoChiralityItem *self,
                                                      gboolean            known,
                                                      guint64             unique,
                                                      guint64             total);

G_END_DECLS
