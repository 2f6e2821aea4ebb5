/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-records-store.h: the player's records, one copy for every feature of the window,
 * read on a worker and saved through the one writer.
 */
#pragma once

#include <gio/gio.h>

#include "pento-core.h"

G_BEGIN_DECLS

#define PENTO_TYPE_RECORDS_STORE (pento_records_store_get_type ())
G_DECLARE_FINAL_TYPE (PentoRecordsStore, pento_records_store, PENTO, RECORDS_STORE, GObject)

/* Nothing is read until pento_records_store_reload(). */
PentoRecordsStore *pento_records_store_new    (void);

/* Reads the file afresh on a worker; the records held before go, and a read started earlier
 * never lands. Emits "changed" when the read lands, and "message" (a sentence) when the file
 * was damaged and kept aside, or could not be read at all. */
void               pento_records_store_reload (PentoRecordsStore *self);

/* The records, or NULL while they are read. Change them in place, then save. */
PentoRecords      *pento_records_store_get    (PentoRecordsStore *self);

/* Writes the records (unless the damaged file could not be kept aside: then nothing is
 * written over it) and emits "changed"; a failed write emits "message". */
void               pento_records_store_save   (PentoRecordsStore *self);

G_END_DECLS
