/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-scores.c: --scores prints the player's records file — each puzzle's games and
 * best times, the daily streak, the ladder book's rungs solved, the collection of packings
 * found — as text or JSON. It only reads: a damaged file is reported, never moved.
 */
#include "pento-cli-private.h"

#include <glib/gi18n.h>

#include "pento-cli-output.h"

static const char *
kind_word (PentoPuzzleKind kind)
{
  static const char * const words[] = { "finish", "ladder", "daily", "free" };

  return words[kind];
}

static void
json_id (const PentoPuzzleId *id)
{
  char buf[16];

  pento_cli_out_printf ("\"kind\": \"%s\"", kind_word (id->kind));
  if (id->kind == PENTO_PUZZLE_DAILY)
    {
      pento_records_format_day (id->day, buf);
      pento_cli_out_printf (", \"date\": \"%s\"", buf);
      return;
    }
  pento_cli_out_puts (", \"board\": ");
  pento_cli_out_json_string (id->board);
  if (id->kind == PENTO_PUZZLE_FREE)
    {
      g_autofree char *set = pento_puzzle_id_format_set (id);

      pento_puzzle_id_format_rules (id, buf);
      pento_cli_out_puts (", \"pieces\": ");
      pento_cli_out_json_string (set);
      pento_cli_out_printf (", \"rules\": \"%s\"", buf);
    }
  else
    pento_cli_out_printf (", \"level\": \"%s\"", pento_level_to_string (id->level));
}

static void
json_times (const PentoPuzzleRecords *p,
            guint                     kind)
{
  char day[16];

  pento_cli_out_printf (", \"%s\": [", pento_finish_to_string (kind));
  for (guint i = 0; i < p->n_best[kind]; i++)
    {
      g_autofree char *time = pento_records_format_time (p->best[kind][i].ms);

      pento_records_format_day (p->best[kind][i].day, day);
      pento_cli_out_printf ("%s{\"ms\": %" G_GUINT64_FORMAT ", \"time\": \"%s\", "
                            "\"date\": \"%s\"}", i ? ", " : "", p->best[kind][i].ms, time, day);
    }
  pento_cli_out_puts ("]");
}

static void
print_json (const PentoRecords *records,
            GPtrArray          *puzzles,
            GArray             *book,
            GPtrArray          *collected,
            GArray             *found,
            const GDate        *today)
{
  pento_cli_out_printf ("{\"version\": %u, \"puzzles\": [", PENTO_RECORDS_VERSION);
  for (guint i = 0; i < puzzles->len; i++)
    {
      const PentoPuzzleRecords *p = g_ptr_array_index (puzzles, i);

      pento_cli_out_puts (i ? ",\n  {" : "\n  {");
      json_id (&p->id);
      pento_cli_out_printf (", \"started\": %u, \"finished\": %u, \"shown\": %u", p->started,
                            p->finished, p->shown);
      json_times (p, PENTO_FINISH_CLEAN);
      json_times (p, PENTO_FINISH_ASSISTED);
      pento_cli_out_puts ("}");
    }
  pento_cli_out_printf ("],\n \"streak\": {\"days\": %u, \"longest\": %u},\n \"book\": [",
                        pento_records_get_streak (records, today),
                        pento_records_get_best_streak (records));
  for (guint i = 0; i < book->len; i++)
    {
      PentoBookRung *r = &g_array_index (book, PentoBookRung, i);

      pento_cli_out_printf ("%s{\"ladder\": %u, \"rung\": \"%ux5\", \"level\": \"%s\"}",
                            i ? ", " : "", r->ladder, r->rung, pento_level_to_string (r->level));
    }
  pento_cli_out_puts ("],\n \"collection\": [");
  for (guint i = 0; i < collected->len; i++)
    {
      const PentoPuzzleId *id = g_ptr_array_index (collected, i);

      pento_cli_out_puts (i ? ", {" : "{");
      json_id (id);
      pento_cli_out_printf (", \"found\": %u}", g_array_index (found, guint, i));
    }
  pento_cli_out_puts ("],\n \"earlier\": [");
  {
    gboolean first = TRUE;

    for (PentoChallengeKind k = PENTO_CHALLENGE_FINISH; k <= PENTO_CHALLENGE_LADDER; k++)
      for (PentoLevel l = 0; l < PENTO_N_LEVELS; l++)
        for (guint a = 0; a < 2; a++)
          {
            guint64 ms;
            guint finishes;

            if (!pento_records_get_earlier (records, k, l, a, &ms, &finishes))
              continue;
            pento_cli_out_printf ("%s{\"kind\": \"%s\", \"level\": \"%s\", \"assisted\": %s, "
                                  "\"ms\": %" G_GUINT64_FORMAT ", \"finished\": %u}",
                                  first ? "" : ", ", pento_challenge_kind_to_string (k),
                                  pento_level_to_string (l), a ? "true" : "false", ms,
                                  finishes);
            first = FALSE;
          }
  }
  pento_cli_out_puts ("]}\n");
}

static void
print_text (const PentoRecords *records,
            GPtrArray          *puzzles,
            GArray             *book,
            GPtrArray          *collected,
            GArray             *found,
            const GDate        *today)
{
  char day[16];

  if (puzzles->len == 0 && book->len == 0 && collected->len == 0)
    pento_cli_out_puts (_("No game finished yet.\n"));
  for (guint i = 0; i < puzzles->len; i++)
    {
      const PentoPuzzleRecords *p = g_ptr_array_index (puzzles, i);
      g_autofree char *what = pento_puzzle_id_describe (&p->id);

      /* Translators: "Finish 10x6, Easy: 5 started, 4 finished, 1 with the answer shown" */
      pento_cli_out_printf (_("%s: %u started, %u finished, %u with the answer shown\n"), what,
                            p->started, p->finished, p->shown);
      for (guint k = 0; k < 2; k++)
        for (guint j = 0; j < p->n_best[k]; j++)
          {
            g_autofree char *time = pento_records_format_time (p->best[k][j].ms);

            pento_records_format_day (p->best[k][j].day, day);
            pento_cli_out_printf ("  %2u. %-9s %s  %s\n", j + 1, time, day,
                                  k == PENTO_FINISH_CLEAN ? _("clean") : _("assisted"));
          }
    }
  pento_cli_out_printf (_("Daily streak: %u (longest %u)\n"),
                        pento_records_get_streak (records, today),
                        pento_records_get_best_streak (records));
  for (guint i = 0; i < book->len; i++)
    {
      PentoBookRung *r = &g_array_index (book, PentoBookRung, i);

      /* Translators: "Ladder book: ladder 3, rung 7x5, Easy, solved" */
      pento_cli_out_printf (_("Ladder book: ladder %u, rung %ux5, %s, solved\n"), r->ladder,
                            r->rung, pento_level_get_label (r->level));
    }
  for (guint i = 0; i < collected->len; i++)
    {
      const PentoPuzzleId *id = g_ptr_array_index (collected, i);
      g_autofree char *set = pento_puzzle_id_format_set (id);
      g_autofree char *what = NULL;
      char rules[16];
      guint n = g_array_index (found, guint, i);

      pento_puzzle_id_format_rules (id, rules);
      what = g_strdup_printf ("%s, %s, %s", id->board, set, rules);
      /* Translators: "Collection of 10x6, twelve, flip: 4 packings found" */
      pento_cli_out_printf (g_dngettext (GETTEXT_PACKAGE, "Collection of %s: %u packing found\n",
                                         "Collection of %s: %u packings found\n", n), what, n);
    }
  for (PentoChallengeKind k = PENTO_CHALLENGE_FINISH; k <= PENTO_CHALLENGE_LADDER; k++)
    for (PentoLevel l = 0; l < PENTO_N_LEVELS; l++)
      for (guint a = 0; a < 2; a++)
        {
          g_autofree char *time = NULL;
          guint64 ms;
          guint finishes;

          if (!pento_records_get_earlier (records, k, l, a, &ms, &finishes))
            continue;
          time = pento_records_format_time (ms);
          /* Translators: records kept before they were told apart by board and by how the
           * finish was earned */
          pento_cli_out_printf (_("Earlier: %s, %s, %s: %s (%u finished)\n"),
                                k == PENTO_CHALLENGE_LADDER ? _("Ladder") : _("Finish the board"),
                                pento_level_get_label (l),
                                a ? _("with assists") : _("without assists"), time, finishes);
        }
}

int
cli_run_scores (CliRun *run)
{
  g_autofree char *path = pento_records_get_path ();
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoRecords) records = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GPtrArray) collected = NULL;
  g_autoptr(GArray) found = NULL;
  g_autoptr(GArray) book = NULL;
  GDate today;

  text = pento_file_read (path, PENTO_RECORDS_MAX_SIZE, NULL, &error);
  if (text == NULL && g_error_matches (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_FOUND))
    records = pento_records_new ();
  else if (text == NULL)
    return cli_fail (CLI_EXIT_INPUT, _("Could not read the records “%s”: %s"), path,
                     error->message);
  else
    {
      records = pento_records_new_from_text (text, &error);
      if (records == NULL)
        return cli_fail (CLI_EXIT_INPUT, _("The records “%s” cannot be read: %s"), path,
                         error->message);
    }

  g_date_clear (&today, 1);
  g_date_set_time_t (&today, time (NULL));
  puzzles = pento_records_list (records);
  book = pento_records_get_book (records);
  collected = pento_records_get_collected (records, &found);
  if (run->json)
    print_json (records, puzzles, book, collected, found, &today);
  else
    print_text (records, puzzles, book, collected, found, &today);
  return CLI_EXIT_OK;
}
