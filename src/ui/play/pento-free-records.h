/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-free-records.h: a free game finished, filed in the player's records — its time under
 * its board, set and rules, and its packing in the collection — and said in words.
 */
#pragma once

#include "common/pento-records-store.h"
#include "play/pento-game.h"

G_BEGIN_DECLS

/* Files the finished @game: its time as @finish (once per game: @with_time), its packing in
 * the collection. FALSE while the records are being read; else @out_new says whether the
 * packing was not found before and @out_found how many of its board, set and rules are. */
gboolean  pento_free_records_file     (PentoRecordsStore *store,
                                       PentoGame         *game,
                                       PentoFinish        finish,
                                       gboolean           with_time,
                                       gboolean          *out_new,
                                       guint             *out_found);

/* "A new packing: 4 of 2,339 found." (@total 0: not known, "A new packing: 4 found."), or
 * "You found this packing before." */
char     *pento_free_records_sentence (gboolean           is_new,
                                       guint              found,
                                       guint64            total);

G_END_DECLS
