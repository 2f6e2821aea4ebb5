/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-records.c: see pento-records.h.
 */
#include "pento-records.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pento-error.h"
#include "pento-file.h"

#define N_KINDS 2
/* a day of play, and more: a time past it is not a finish but damage */
#define MAX_MS (G_GUINT64_CONSTANT (1000) * 60 * 60 * 24 * 100)

struct _PentoRecords {
  PentoRecord best[N_KINDS][PENTO_N_LEVELS][2];
  guint32     daily_last;        /* the Julian day of the last daily finished, 0: none */
  guint       streak;
  guint       best_streak;
};

PentoRecords *
pento_records_new (void)
{
  return g_new0 (PentoRecords, 1);
}

void
pento_records_free (PentoRecords *records)
{
  g_free (records);
}

static gboolean
parse_number (const char *text,
              guint64     max,
              guint64    *out)
{
  char *end = NULL;

  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  errno = 0;
  *out = g_ascii_strtoull (text, &end, 10);
  return errno == 0 && *end == '\0' && *out <= max &&
         (text[0] != '0' || text[1] == '\0');
}

/* Fails with the place of word @column (1-based, characters) on @line. */
static gboolean
refuse (GError    **error,
        guint       line,
        guint       column,
        const char *message)
{
  g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_PARSE, message);
  pento_error_prefix_place (error, NULL, line, column);
  return FALSE;
}

static gboolean
parse_line (PentoRecords *records,
            char         *text,
            guint         line,
            guint8        seen[N_KINDS][PENTO_N_LEVELS][2],
            gboolean     *seen_daily,
            GError      **error)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  guint n = g_strv_length (words);
  guint column[8] = { 1 };

  for (guint i = 1; i < n && i < G_N_ELEMENTS (column); i++)
    column[i] = column[i - 1] + g_utf8_strlen (words[i - 1], -1) + 1;

  if (g_strcmp0 (words[0], "best") == 0)
    {
      PentoChallengeKind kind;
      PentoLevel level;
      guint64 ms, finishes;
      int assisted;

      if (n != 6)
        return refuse (error, line, 1, _("A best time has a kind, a level, plain or assisted, "
                                         "the milliseconds and the finishes"));
      if (!pento_challenge_kind_parse (words[1], &kind, NULL))
        return refuse (error, line, column[1], _("Unknown kind of challenge"));
      if (!pento_level_parse (words[2], &level, NULL) || strlen (words[2]) == 1)
        return refuse (error, line, column[2], _("Unknown level"));
      assisted = g_strcmp0 (words[3], "plain") == 0 ? 0 :
                 g_strcmp0 (words[3], "assisted") == 0 ? 1 : -1;
      if (assisted < 0)
        return refuse (error, line, column[3], _("Expected plain or assisted"));
      if (!parse_number (words[4], MAX_MS, &ms) || ms == 0)
        return refuse (error, line, column[4], _("Not a time in milliseconds"));
      if (!parse_number (words[5], G_MAXUINT32, &finishes) || finishes == 0)
        return refuse (error, line, column[5], _("Not a number of finishes"));
      if (seen[kind][level][assisted]++)
        return refuse (error, line, 1, _("This best time is in the file twice"));
      records->best[kind][level][assisted] = (PentoRecord) { ms, (guint) finishes };
      return TRUE;
    }
  if (g_strcmp0 (words[0], "daily") == 0)
    {
      guint64 streak, best;
      GDate date;

      if (n != 4)
        return refuse (error, line, 1, _("The daily line has a date, the streak and the "
                                         "longest streak"));
      /* strictly four digits of a year, as the line is written back */
      if (!pento_challenge_date_parse (words[1], &date))
        return refuse (error, line, column[1], _("Not a date (YYYY-MM-DD)"));
      if (!parse_number (words[2], 100000, &streak) || streak == 0)
        return refuse (error, line, column[2], _("Not a streak of days"));
      if (!parse_number (words[3], 100000, &best) || best < streak)
        return refuse (error, line, column[3], _("Not the longest streak"));
      if ((*seen_daily)++)
        return refuse (error, line, 1, _("The daily line is in the file twice"));
      records->daily_last = g_date_get_julian (&date);
      records->streak = (guint) streak;
      records->best_streak = (guint) best;
      return TRUE;
    }
  return refuse (error, line, 1, _("Expected a line “best …” or “daily …”"));
}

PentoRecords *
pento_records_new_from_text (const char  *text,
                             GError     **error)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_auto(GStrv) lines = NULL;
  guint8 seen[N_KINDS][PENTO_N_LEVELS][2] = { { { 0 } } };
  gboolean seen_daily = FALSE;

  g_return_val_if_fail (text != NULL, NULL);

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                           _("The records are not text"));
      return NULL;
    }
  lines = g_strsplit (text, "\n", -1);
  if (g_strcmp0 (lines[0], PENTO_RECORDS_HEADER) != 0)
    {
      g_autofree char *message = g_strdup_printf (_("The records do not start with “%s”"),
                                                  PENTO_RECORDS_HEADER);

      refuse (error, 1, 1, message);
      return NULL;
    }
  for (guint i = 1; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0')
        continue;
      if (!parse_line (records, lines[i], i + 1, seen, &seen_daily, error))
        return NULL;
    }
  return g_steal_pointer (&records);
}

char *
pento_records_to_text (const PentoRecords *records)
{
  GString *text = g_string_new (PENTO_RECORDS_HEADER "\n");

  g_return_val_if_fail (records != NULL, NULL);

  for (guint k = 0; k < N_KINDS; k++)
    for (guint l = 0; l < PENTO_N_LEVELS; l++)
      for (guint a = 0; a < 2; a++)
        {
          const PentoRecord *r = &records->best[k][l][a];

          if (r->finishes > 0)
            g_string_append_printf (text, "best %s %s %s %" G_GUINT64_FORMAT " %u\n",
                                    pento_challenge_kind_to_string (k),
                                    pento_level_to_string (l), a ? "assisted" : "plain",
                                    r->best_ms, r->finishes);
        }
  if (records->daily_last != 0)
    {
      GDate date;

      g_date_clear (&date, 1);
      g_date_set_julian (&date, records->daily_last);
      g_string_append_printf (text, "daily %04u-%02u-%02u %u %u\n", g_date_get_year (&date),
                              g_date_get_month (&date), g_date_get_day (&date),
                              records->streak, records->best_streak);
    }
  return g_string_free (text, FALSE);
}

gboolean
pento_records_add (PentoRecords       *records,
                   PentoChallengeKind  kind,
                   PentoLevel          level,
                   gboolean            assisted,
                   guint64             ms,
                   const GDate        *daily)
{
  PentoRecord *r;
  gboolean best;

  g_return_val_if_fail (records != NULL && kind < N_KINDS && level < PENTO_N_LEVELS, FALSE);

  ms = CLAMP (ms, 1, MAX_MS);
  r = &records->best[kind][level][assisted ? 1 : 0];
  best = r->finishes == 0 || ms < r->best_ms;
  if (best)
    r->best_ms = ms;
  if (r->finishes < G_MAXUINT32)
    r->finishes++;

  if (daily != NULL && g_date_valid (daily))
    {
      guint32 day = g_date_get_julian (daily);

      if (records->daily_last != 0 && day == records->daily_last + 1)
        records->streak++;
      else if (records->daily_last == 0 || day > records->daily_last)
        records->streak = 1;
      if (records->daily_last == 0 || day > records->daily_last)
        records->daily_last = day;
      records->best_streak = MAX (records->best_streak, records->streak);
    }
  return best;
}

PentoRecord
pento_records_get (const PentoRecords *records,
                   PentoChallengeKind  kind,
                   PentoLevel          level,
                   gboolean            assisted)
{
  g_return_val_if_fail (records != NULL && kind < N_KINDS && level < PENTO_N_LEVELS,
                        (PentoRecord) { 0 });

  return records->best[kind][level][assisted ? 1 : 0];
}

guint
pento_records_get_streak (const PentoRecords *records,
                          const GDate        *today)
{
  g_return_val_if_fail (records != NULL && today != NULL, 0);

  if (records->daily_last == 0 || records->daily_last + 1 < g_date_get_julian (today))
    return 0;
  return records->streak;
}

guint
pento_records_get_best_streak (const PentoRecords *records)
{
  g_return_val_if_fail (records != NULL, 0);

  return records->best_streak;
}

char *
pento_records_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "pentomino", "records", NULL);
}

PentoRecords *
pento_records_load (const char  *path,
                    char       **out_aside,
                    char       **out_problem,
                    GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = NULL;
  PentoRecords *records;

  g_return_val_if_fail (path != NULL && out_aside != NULL && out_problem != NULL, NULL);

  *out_aside = NULL;
  *out_problem = NULL;
  text = pento_file_read (path, PENTO_RECORDS_MAX_SIZE, NULL, &local_error);
  if (text == NULL && g_error_matches (local_error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_FOUND))
    return pento_records_new ();
  if (text != NULL)
    {
      records = pento_records_new_from_text (text, &local_error);
      if (records != NULL)
        return records;
    }
  /* damaged or unreadable: kept aside for the person, never written over */
  *out_aside = pento_file_keep_aside (path, error);
  if (*out_aside == NULL)
    return NULL;
  *out_problem = g_strdup (local_error->message);
  return pento_records_new ();
}

gboolean
pento_records_save (const PentoRecords *records,
                    const char         *path,
                    GError            **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = pento_records_to_text (records);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, PENTO_FILE_ERROR, pento_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  return pento_file_write (path, text, -1, error);
}

char *
pento_records_format_time (guint64 ms)
{
  guint64 tenths = ms / 100, s = tenths / 10, m = s / 60;

  if (m >= 60)
    return g_strdup_printf ("%" G_GUINT64_FORMAT ":%02u:%02u", m / 60, (guint) (m % 60),
                            (guint) (s % 60));
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%02u.%u", m, (guint) (s % 60),
                          (guint) (tenths % 10));
}
