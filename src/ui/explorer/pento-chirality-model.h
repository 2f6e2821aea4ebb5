/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-model.h: one board's no-flip counts for the 64 mirrored sets, computed on a
 * worker thread and exposed as a list model of PentoChiralityItem (position = mirrored set).
 */
#pragma once

#include <gio/gio.h>

#include "explorer/pento-chirality-item.h"

G_BEGIN_DECLS

#define PENTO_TYPE_CHIRALITY_MODEL (pento_chirality_model_get_type ())
G_DECLARE_FINAL_TYPE (PentoChiralityModel, pento_chirality_model, PENTO, CHIRALITY_MODEL, GObject)

PentoChiralityModel *pento_chirality_model_new            (const char          *board_name);
const char          *pento_chirality_model_get_board_name (PentoChiralityModel *self);
PentoBoard          *pento_chirality_model_get_board      (PentoChiralityModel *self);
/* "n-known" property: how many of the 64 rows are known. */
guint                pento_chirality_model_get_n_known    (PentoChiralityModel *self);
/* "computing" property: a worker thread is filling the table. */
gboolean             pento_chirality_model_get_computing  (PentoChiralityModel *self);
/* "complete" property: all 64 rows are known. */
gboolean             pento_chirality_model_get_complete   (PentoChiralityModel *self);
/* The last computation's error (never a cancellation), or NULL. */
const GError        *pento_chirality_model_get_error      (PentoChiralityModel *self);
/* Whether the row is known; the counts are 0 when not. */
gboolean             pento_chirality_model_get_row        (PentoChiralityModel *self,
                                                           PentoMirrorSet       mirror,
                                                           guint64             *out_unique,
                                                           guint64             *out_total);
/* The smallest and largest unique counts among the known rows; FALSE when none is known. */
gboolean             pento_chirality_model_get_range      (PentoChiralityModel *self,
                                                           guint64             *out_min,
                                                           guint64             *out_max);
/* The table as CSV: a "mirror,total,unique" header and 64 rows ("-" for no mirrored piece);
 * NULL with an error while it is not complete. */
char                *pento_chirality_model_to_csv         (PentoChiralityModel *self,
                                                           GError             **error);

/* Starts the computation on a worker thread unless it is complete or running. Rows arrive on
 * the main thread in batches: the list model's "items-changed" for each row, then one
 * "changed" signal per batch. */
void                 pento_chirality_model_start          (PentoChiralityModel *self);
/* Cancels a running computation; the rows already known stay known. */
void                 pento_chirality_model_cancel         (PentoChiralityModel *self);

G_END_DECLS
