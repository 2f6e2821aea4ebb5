/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-records.h: the best times of challenges, per kind and level, apart for finishes with
 * assists (hint, live count) and without; and the streak of daily challenges. A small text
 * file with a version line; a damaged one is refused with its place, and kept aside.
 */
#pragma once

#include <glib.h>

#include "pento-challenge.h"

G_BEGIN_DECLS

typedef struct _PentoRecords PentoRecords;

/* The first line of the file. */
#define PENTO_RECORDS_HEADER "pentomino-records 1"
#define PENTO_RECORDS_MAX_SIZE (64 * 1024)

typedef struct {
  guint64 best_ms;     /* 0: never finished */
  guint   finishes;
} PentoRecord;

PentoRecords *pento_records_new            (void);
void          pento_records_free           (PentoRecords       *records);
/* The text form: PENTO_RECORDS_HEADER, then lines
 *   best KIND LEVEL plain|assisted MILLISECONDS FINISHES
 *   daily YYYY-MM-DD STREAK BEST-STREAK
 * Anything else, a value out of range or a line twice is PENTO_ERROR_PARSE, the message
 * starting with its place ("3:6: …"). */
PentoRecords *pento_records_new_from_text  (const char         *text,
                                            GError            **error);
char         *pento_records_to_text        (const PentoRecords *records);

/* A finish in @ms milliseconds: counts it and returns TRUE when it is a new best for its kind,
 * level and assists. @daily: the date of a daily challenge (NULL for others), which extends
 * the streak when it is the day after the last one. */
gboolean      pento_records_add            (PentoRecords       *records,
                                            PentoChallengeKind  kind,
                                            PentoLevel          level,
                                            gboolean            assisted,
                                            guint64             ms,
                                            const GDate        *daily);
PentoRecord   pento_records_get            (const PentoRecords *records,
                                            PentoChallengeKind  kind,
                                            PentoLevel          level,
                                            gboolean            assisted);
/* The daily streak as of @today: the days in a row up to today or yesterday (0 when the last
 * daily challenge finished is older); the longest ever. */
guint         pento_records_get_streak     (const PentoRecords *records,
                                            const GDate        *today);
guint         pento_records_get_best_streak (const PentoRecords *records);

/* $XDG_DATA_HOME/pentomino/records */
char         *pento_records_get_path       (void);
/* Reads @path: empty records when there is no file. A file that cannot be read as records is
 * renamed aside (pento_file_keep_aside()) and empty records returned, with the new name in
 * @out_aside and the reason in @out_problem; NULL and @error only when it could not be kept
 * aside (then nothing may be written over it). */
PentoRecords *pento_records_load           (const char         *path,
                                            char              **out_aside,
                                            char              **out_problem,
                                            GError            **error);
/* Writes the records to @path at once, creating its folder; the old file stays whole on any
 * error. */
gboolean      pento_records_save           (const PentoRecords *records,
                                            const char         *path,
                                            GError            **error);

/* "1:23.4" (minutes, seconds and tenths) or "1:02:03" past the hour. */
char         *pento_records_format_time    (guint64             ms);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoRecords, pento_records_free)

G_END_DECLS
