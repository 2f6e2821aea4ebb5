/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-cache.h: the session's chirality tables, one per board, computed one at a
 * time so each computation gets every core.
 */
#pragma once

#include "explorer/pento-chirality-model.h"

G_BEGIN_DECLS

#define PENTO_TYPE_CHIRALITY_CACHE (pento_chirality_cache_get_type ())
G_DECLARE_FINAL_TYPE (PentoChiralityCache, pento_chirality_cache, PENTO, CHIRALITY_CACHE, GObject)

/* The session-wide cache (never freed). */
PentoChiralityCache *pento_chirality_cache_get_default        (void);
PentoChiralityCache *pento_chirality_cache_new                (void);
/* The table of @board_name (created empty on first use), without starting anything. */
PentoChiralityModel *pento_chirality_cache_lookup             (PentoChiralityCache *self,
                                                               const char          *board_name);
/* The table of @board_name; computes it unless it is complete. With @urgent it runs next and
 * a running computation of another board is cancelled (its known rows stay; request it
 * again to finish it); otherwise it waits its turn. */
PentoChiralityModel *pento_chirality_cache_request            (PentoChiralityCache *self,
                                                               const char          *board_name,
                                                               gboolean             urgent);
/* How many computations have been started (for tests: a cached board adds none). */
guint                pento_chirality_cache_get_n_computations (PentoChiralityCache *self);

G_END_DECLS
