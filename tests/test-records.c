/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-records.c: the player's records — puzzles kept apart (a finish by board and level, a
 * ladder's rung, the daily by date, a free game by board, set and rules), clean and assisted
 * finishes apart and a shown one never a record, the best ten with their dates, the daily
 * streak, the ladder book, the collection of packings up to symmetry; the text form read
 * back, version 1 read, a newer version refused and left alone, damage refused with its
 * place, a damaged file kept aside and never emptied, an atomic save; two-player games'
 * wins and losses per level.
 */
#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "pento-core.h"

static GDate
day (guint d,
     GDateMonth m,
     guint y)
{
  GDate date;

  g_date_clear (&date, 1);
  g_date_set_dmy (&date, d, m, y);
  return date;
}

static void
finish_id (PentoPuzzleId *id,
           const char    *board,
           PentoLevel     level)
{
  PentoChallengeSpec spec;

  g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_FINISH, level, board, 7,
                                            NULL));
  pento_puzzle_id_for_challenge (id, &spec, NULL);
}

static void
daily_id (PentoPuzzleId *id,
          const GDate   *date)
{
  PentoChallengeSpec spec;

  pento_challenge_spec_daily (date, &spec);
  pento_puzzle_id_for_challenge (id, &spec, date);
}

/* Clean, assisted and shown finishes: the first two kept apart, the shown one counted as
 * played and never a record. */
static void
test_kinds (void)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  GDate today = day (29, G_DATE_NOVEMBER, 2026);
  const PentoPuzzleRecords *p;
  PentoPuzzleId id;

  finish_id (&id, "10x6", PENTO_LEVEL_EASY);
  g_assert_null (pento_records_lookup (records, &id));
  pento_records_start (records, &id);
  g_assert_cmpuint (pento_records_finish (records, &id, PENTO_FINISH_CLEAN, 90500, &today), ==, 1);
  g_assert_cmpuint (pento_records_finish (records, &id, PENTO_FINISH_CLEAN, 91000, &today), ==, 2);
  g_assert_cmpuint (pento_records_finish (records, &id, PENTO_FINISH_CLEAN, 60000, &today), ==, 1);
  g_assert_cmpuint (pento_records_finish (records, &id, PENTO_FINISH_ASSISTED, 99000, &today), ==, 1);
  /* shown: faster than all, yet no record */
  g_assert_cmpuint (pento_records_finish (records, &id, PENTO_FINISH_SHOWN, 1000, &today), ==, 0);

  p = pento_records_lookup (records, &id);
  g_assert_nonnull (p);
  g_assert_cmpuint (p->started, ==, 1);
  g_assert_cmpuint (p->finished, ==, 5);
  g_assert_cmpuint (p->shown, ==, 1);
  g_assert_cmpuint (p->n_best[PENTO_FINISH_CLEAN], ==, 3);
  g_assert_cmpuint (p->best[PENTO_FINISH_CLEAN][0].ms, ==, 60000);
  g_assert_cmpuint (p->best[PENTO_FINISH_CLEAN][1].ms, ==, 90500);
  g_assert_cmpuint (p->best[PENTO_FINISH_CLEAN][2].ms, ==, 91000);
  g_assert_cmpuint (p->best[PENTO_FINISH_CLEAN][0].day, ==, g_date_get_julian (&today));
  g_assert_cmpuint (p->n_best[PENTO_FINISH_ASSISTED], ==, 1);
  g_assert_cmpuint (p->best[PENTO_FINISH_ASSISTED][0].ms, ==, 99000);

  {
    g_autofree char *a = pento_records_format_time (83456);
    g_autofree char *b = pento_records_format_time (3723000);
    g_autofree char *c = pento_records_format_time (0);

    g_assert_cmpstr (a, ==, "1:23.4");
    g_assert_cmpstr (b, ==, "1:02:03");
    g_assert_cmpstr (c, ==, "0:00.0");
  }
}

/* The best ten, fastest first, an equal time after the earlier; the eleventh not kept. */
static void
test_best_ten (void)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  GDate d1 = day (1, G_DATE_MARCH, 2026), d2 = day (2, G_DATE_MARCH, 2026);
  const PentoPuzzleRecords *p;
  PentoPuzzleId id;

  finish_id (&id, "12x5", PENTO_LEVEL_HARD);
  for (guint i = 0; i < 12; i++)
    pento_records_finish (records, &id, PENTO_FINISH_CLEAN, 10000 + 1000 * (11 - i), &d1);
  p = pento_records_lookup (records, &id);
  g_assert_cmpuint (p->n_best[0], ==, PENTO_RECORDS_KEEP);
  for (guint i = 0; i < PENTO_RECORDS_KEEP; i++)
    g_assert_cmpuint (p->best[0][i].ms, ==, 10000 + 1000 * i);
  /* slower than the tenth: not kept; equal to the second: third, after it */
  g_assert_cmpuint (pento_records_finish (records, &id, PENTO_FINISH_CLEAN, 19500, &d2), ==, 0);
  g_assert_cmpuint (pento_records_finish (records, &id, PENTO_FINISH_CLEAN, 11000, &d2), ==, 3);
  g_assert_cmpuint (p->best[0][1].day, ==, g_date_get_julian (&d1));
  g_assert_cmpuint (p->best[0][2].day, ==, g_date_get_julian (&d2));
  g_assert_cmpuint (p->best[0][9].ms, ==, 18000);
  g_assert_cmpuint (p->finished, ==, 14);
}

/* Puzzles kept apart: two boards at one level, a ladder's rung, the daily of a date, free
 * games by board, set and rules; the text form read back the same. */
static void
test_puzzles (void)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_autoptr(PentoRecords) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL;
  GDate today = day (29, G_DATE_NOVEMBER, 2026);
  PentoPuzzleId a, b, rung, daily, free1, free2, free3;
  PentoChallengeSpec spec;
  PentoRules rules;

  finish_id (&a, "10x6", PENTO_LEVEL_EASY);
  finish_id (&b, "12x5", PENTO_LEVEL_EASY);
  g_assert_false (pento_puzzle_id_equal (&a, &b));
  g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_LADDER, PENTO_LEVEL_EASY,
                                            "7x5", 3, NULL));
  pento_puzzle_id_for_challenge (&rung, &spec, NULL);
  daily_id (&daily, &today);
  pento_rules_init_default (&rules);
  pento_puzzle_id_for_free (&free1, "10x6", &rules);
  rules.flip = FALSE;
  pento_puzzle_id_for_free (&free2, "10x6", &rules);
  rules.pieces = PENTO_PIECE_SET_ONE_SIDED;
  pento_puzzle_id_for_free (&free3, "my board", &rules);

  pento_records_finish (records, &a, PENTO_FINISH_CLEAN, 40000, &today);
  pento_records_finish (records, &b, PENTO_FINISH_CLEAN, 50000, &today);
  pento_records_finish (records, &rung, PENTO_FINISH_ASSISTED, 20000, &today);
  pento_records_finish (records, &daily, PENTO_FINISH_CLEAN, 30000, &today);
  pento_records_finish (records, &free1, PENTO_FINISH_CLEAN, 70000, &today);
  pento_records_finish (records, &free2, PENTO_FINISH_CLEAN, 80000, &today);
  pento_records_start (records, &free3);
  g_assert_cmpuint (pento_records_lookup (records, &a)->best[0][0].ms, ==, 40000);
  g_assert_cmpuint (pento_records_lookup (records, &b)->best[0][0].ms, ==, 50000);
  g_assert_cmpuint (pento_records_lookup (records, &free1)->best[0][0].ms, ==, 70000);
  g_assert_cmpuint (pento_records_lookup (records, &free2)->best[0][0].ms, ==, 80000);

  text = pento_records_to_text (records);
  g_assert_cmpstr (text, ==, PENTO_RECORDS_HEADER "\n"
                   "started finish 10x6 easy 0 1 0\n"
                   "time finish 10x6 easy clean 40000 2026-11-29\n"
                   "started finish 12x5 easy 0 1 0\n"
                   "time finish 12x5 easy clean 50000 2026-11-29\n"
                   "started ladder 7x5 easy 0 1 0\n"
                   "time ladder 7x5 easy assisted 20000 2026-11-29\n"
                   "started daily 2026-11-29 0 1 0\n"
                   "time daily 2026-11-29 clean 30000 2026-11-29\n"
                   "started free 10x6 twelve flip 0 1 0\n"
                   "time free 10x6 twelve flip clean 70000 2026-11-29\n"
                   "started free 10x6 twelve mirror:FNY 0 1 0\n"
                   "time free 10x6 twelve mirror:FNY clean 80000 2026-11-29\n"
                   "started free my%20board one-sided mirror:- 1 0 0\n"
                   "streak 2026-11-29 1 1\n");
  back = pento_records_new_from_text (text, &error);
  g_assert_no_error (error);
  again = pento_records_to_text (back);
  g_assert_cmpstr (again, ==, text);
  g_assert_cmpuint (pento_records_lookup (back, &free3)->started, ==, 1);
  g_assert_cmpstr (pento_records_lookup (back, &free3)->id.board, ==, "my board");
}

/* Version 1's records (one best per kind, level and assists; the streak) are read, kept as
 * earlier records, and written back in version 2. */
static void
test_version_1 (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoRecords) records = pento_records_new_from_text (
    "pentomino-records 1\n"
    "best finish easy plain 60000 3\n"
    "best ladder expert assisted 3723000 1\n"
    "daily 2026-11-28 2 5\n", &error);
  g_autofree char *text = NULL;
  GDate today = day (29, G_DATE_NOVEMBER, 2026);
  guint64 ms;
  guint finishes;

  g_assert_no_error (error);
  g_assert_true (pento_records_get_earlier (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY,
                                            FALSE, &ms, &finishes));
  g_assert_cmpuint (ms, ==, 60000);
  g_assert_cmpuint (finishes, ==, 3);
  g_assert_false (pento_records_get_earlier (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY,
                                             TRUE, NULL, NULL));
  g_assert_cmpuint (pento_records_get_streak (records, &today), ==, 2);
  g_assert_cmpuint (pento_records_get_best_streak (records), ==, 5);
  text = pento_records_to_text (records);
  g_assert_cmpstr (text, ==, PENTO_RECORDS_HEADER "\n"
                   "streak 2026-11-28 2 5\n"
                   "earlier finish easy plain 60000 3\n"
                   "earlier ladder expert assisted 3723000 1\n");
}

static void
test_streak (void)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_autoptr(PentoRecords) back = NULL;
  g_autofree char *text = NULL;
  GDate d1 = day (28, G_DATE_NOVEMBER, 2026), d2 = day (29, G_DATE_NOVEMBER, 2026);
  GDate d3 = day (30, G_DATE_NOVEMBER, 2026), d4 = day (1, G_DATE_DECEMBER, 2026);
  GDate d5 = day (2, G_DATE_DECEMBER, 2026);
  GDate d6 = day (3, G_DATE_DECEMBER, 2026), d7 = day (4, G_DATE_DECEMBER, 2026);
  PentoPuzzleId i1, i2, i3, i5, i6, i7, other;

  daily_id (&i1, &d1);
  daily_id (&i2, &d2);
  daily_id (&i3, &d3);
  daily_id (&i5, &d5);
  daily_id (&i6, &d6);
  daily_id (&i7, &d7);
  finish_id (&other, "10x6", PENTO_LEVEL_EASY);
  g_assert_cmpuint (pento_records_get_streak (records, &d1), ==, 0);
  pento_records_finish (records, &i1, PENTO_FINISH_CLEAN, 1000, &d1);
  pento_records_finish (records, &i2, PENTO_FINISH_ASSISTED, 1000, &d2);
  /* the same day twice counts once; a challenge that is not the daily not at all */
  pento_records_finish (records, &i2, PENTO_FINISH_CLEAN, 1000, &d2);
  pento_records_finish (records, &other, PENTO_FINISH_CLEAN, 1000, &d4);
  pento_records_finish (records, &i3, PENTO_FINISH_CLEAN, 1000, &d3);
  g_assert_cmpuint (pento_records_get_streak (records, &d3), ==, 3);
  /* still running the day after; broken the day after that */
  g_assert_cmpuint (pento_records_get_streak (records, &d4), ==, 3);
  g_assert_cmpuint (pento_records_get_streak (records, &d6), ==, 0);
  /* an old day does not change it */
  pento_records_finish (records, &i1, PENTO_FINISH_CLEAN, 1000, &d1);
  g_assert_cmpuint (pento_records_get_streak (records, &d3), ==, 3);
  /* a shown daily is no streak day */
  pento_records_finish (records, &i5, PENTO_FINISH_SHOWN, 1000, &d5);
  g_assert_cmpuint (pento_records_get_streak (records, &d5), ==, 0);
  /* a gap starts again from one, the longest stays */
  pento_records_finish (records, &i6, PENTO_FINISH_CLEAN, 1000, &d6);
  pento_records_finish (records, &i7, PENTO_FINISH_CLEAN, 1000, &d7);
  g_assert_cmpuint (pento_records_get_streak (records, &d7), ==, 2);
  g_assert_cmpuint (pento_records_get_best_streak (records), ==, 3);

  text = pento_records_to_text (records);
  g_assert_nonnull (strstr (text, "\nstreak 2026-12-04 2 3\n"));
  /* a year of four digits, small as it may be, is written back as it was read */
  {
    g_autoptr(PentoRecords) early = NULL;
    g_autofree char *again = NULL;

    early = pento_records_new_from_text (PENTO_RECORDS_HEADER "\nstreak 0026-01-01 1 1\n",
                                         NULL);
    g_assert_nonnull (early);
    again = pento_records_to_text (early);
    g_assert_cmpstr (again, ==, PENTO_RECORDS_HEADER "\nstreak 0026-01-01 1 1\n");
  }
  back = pento_records_new_from_text (text, NULL);
  g_assert_nonnull (back);
  g_assert_cmpuint (pento_records_get_streak (back, &d7), ==, 2);
  g_assert_cmpuint (pento_records_get_best_streak (back), ==, 3);
}

/* The ladder book: ladder n, rung k at a level is one puzzle, the same each time; its rungs
 * ticked and read back. */
static void
test_book (void)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_autoptr(PentoRecords) back = NULL;
  g_autoptr(GHashTable) codes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *text = NULL;
  PentoChallengeSpec spec, again;
  GError *error = NULL;

  for (guint ladder = 1; ladder <= 3; ladder++)
    for (guint rung = 3; rung <= 12; rung++)
      for (PentoLevel level = 0; level <= pento_challenge_ladder_top_level (rung); level++)
        {
          g_autofree char *code = NULL;

          g_assert_true (pento_ladder_book_spec (ladder, rung, level, &spec, &error));
          g_assert_no_error (error);
          g_assert_true (pento_ladder_book_spec (ladder, rung, level, &again, NULL));
          g_assert_cmpmem (&spec, sizeof spec, &again, sizeof again);
          g_assert_cmpuint (spec.kind, ==, PENTO_CHALLENGE_LADDER);
          g_assert_cmpuint (spec.level, ==, level);
          code = pento_challenge_spec_to_code (&spec);
          g_assert_true (g_str_has_prefix (code, "PENTO-L"));
          /* every rung of the book its own puzzle */
          g_assert_false (g_hash_table_contains (codes, code));
          g_hash_table_add (codes, g_steal_pointer (&code));
        }
  /* the book's first rung never changes: it is the same everywhere, like a code */
  g_assert_true (pento_ladder_book_spec (1, 3, PENTO_LEVEL_EASY, &spec, NULL));
  {
    g_autofree char *code = pento_challenge_spec_to_code (&spec);

    g_assert_cmpstr (code, ==, "PENTO-L3x5-E-E8DCDCC3");
  }

  g_assert_false (pento_ladder_book_spec (0, 5, PENTO_LEVEL_EASY, &spec, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (pento_ladder_book_spec (PENTO_LADDER_BOOK_SIZE + 1, 5, PENTO_LEVEL_EASY,
                                          &spec, &error));
  g_clear_error (&error);
  g_assert_false (pento_ladder_book_spec (1, 13, PENTO_LEVEL_EASY, &spec, &error));
  g_clear_error (&error);
  g_assert_false (pento_ladder_book_spec (1, 3, PENTO_LEVEL_EXPERT, &spec, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_assert_false (pento_records_rung_solved (records, 2, 7, PENTO_LEVEL_MEDIUM));
  pento_records_tick_rung (records, 2, 7, PENTO_LEVEL_MEDIUM);
  pento_records_tick_rung (records, 1, 12, PENTO_LEVEL_EASY);
  pento_records_tick_rung (records, 2, 7, PENTO_LEVEL_MEDIUM);
  g_assert_true (pento_records_rung_solved (records, 2, 7, PENTO_LEVEL_MEDIUM));
  g_assert_false (pento_records_rung_solved (records, 2, 7, PENTO_LEVEL_EASY));
  text = pento_records_to_text (records);
  g_assert_cmpstr (text, ==, PENTO_RECORDS_HEADER "\n"
                   "book 1 12x5 easy\n"
                   "book 2 7x5 medium\n");
  back = pento_records_new_from_text (text, NULL);
  g_assert_true (pento_records_rung_solved (back, 1, 12, PENTO_LEVEL_EASY));
  g_assert_true (pento_records_rung_solved (back, 2, 7, PENTO_LEVEL_MEDIUM));
}

typedef struct {
  PentoRecords *records;
  PentoBoard   *board;
  PentoRules   *rules;
  guint         added;
  guint         representatives;
  guint         finishes;
} Collecting;

static gboolean
collect_cb (const PentoSolution *solution,
            gboolean             representative,
            gpointer             user_data)
{
  Collecting *c = user_data;
  guint found = 0;
  gboolean added = pento_records_collect (c->records, c->board, c->rules, solution, &found);

  c->added += added;
  c->representatives += representative;
  c->finishes++;
  g_assert_cmpuint (found, ==, c->added);
  return TRUE;
}

static void
collect_all (PentoRecords   *records,
             PentoBoard     *board,
             PentoRules     *rules,
             PentoSearchMode mode,
             guint64         limit,
             Collecting     *c)
{
  g_autoptr(PentoPuzzle) puzzle = pento_puzzle_new (board, rules, NULL);
  PentoSearchOptions options = { .mode = mode, .limit = limit, .solution_func = collect_cb,
                                 .user_data = c };

  *c = (Collecting) { records, board, rules };
  g_assert_true (pento_puzzle_search (puzzle, &options, NULL, NULL));
}

/* The collection: every packing of 10x6 given (each in all its images, mirror images
 * among them) makes exactly the 2,339 found up to symmetry, each once; without flipping a
 * packing's mirror image is another board's matter, a rotation the same packing. */
static void
test_collection (void)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_autoptr(PentoRecords) back = NULL;
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", NULL);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GPtrArray) ids = NULL;
  g_autoptr(GArray) found = NULL;
  g_autofree char *text = NULL, *again = NULL;
  PentoRules rules;
  Collecting c;
  guint n;

  pento_rules_init_default (&rules);
  collect_all (records, board, &rules, PENTO_SEARCH_ALL, 0, &c);
  g_assert_cmpuint (c.finishes, ==, 9356);
  g_assert_cmpuint (c.added, ==, 2339);
  g_assert_cmpuint (c.representatives, ==, 2339);
  list = pento_records_get_collection (records, "10x6", &rules);
  g_assert_cmpuint (list->len, ==, 2339);

  /* a packing turned half round or mirrored is the same packing */
  {
    PentoSolution *first = g_ptr_array_index (list, 0);
    g_autoptr(PentoSolution) turned = pento_solution_image (first, PENTO_SYMMETRY_ROTATE_180,
                                                            &rules);
    g_autoptr(PentoSolution) mirrored = pento_solution_image (first, PENTO_SYMMETRY_MIRROR_X,
                                                              &rules);

    g_assert_false (pento_records_collect (records, board, &rules, turned, &n));
    g_assert_false (pento_records_collect (records, board, &rules, mirrored, &n));
    g_assert_cmpuint (n, ==, 2339);

    /* without flipping, rotations only: a mirror image is not the same packing */
    {
      PentoRules fixed = rules;
      g_autoptr(PentoSolution) plain = pento_solution_copy (first);

      fixed.flip = FALSE;
      fixed.mirror = PENTO_MIRROR_NONE;
      for (guint i = 0; i < 60; i++)
        plain->cells[i] = g_ascii_toupper (plain->cells[i]);
      /* collected only when it is a packing under these rules */
      if (pento_solution_validate (plain, board, &fixed, NULL))
        {
          g_assert_true (pento_records_collect (records, board, &fixed, plain, &n));
          g_assert_cmpuint (n, ==, 1);
        }
    }
  }
  /* a packing that is not one is not collected */
  {
    g_autoptr(PentoSolution) broken = pento_solution_copy (g_ptr_array_index (list, 1));

    broken->cells[0] = broken->cells[1] == 'X' ? 'I' : 'X';
    g_assert_false (pento_records_collect (records, board, &rules, broken, &n));
    g_assert_cmpuint (n, ==, 2339);
  }

  ids = pento_records_get_collected (records, &found);
  g_assert_cmpuint (ids->len, >=, 1);
  g_assert_cmpstr (((PentoPuzzleId *) g_ptr_array_index (ids, 0))->board, ==, "10x6");
  g_assert_cmpuint (g_array_index (found, guint, 0), ==, 2339);

  text = pento_records_to_text (records);
  back = pento_records_new_from_text (text, NULL);
  g_assert_nonnull (back);
  again = pento_records_to_text (back);
  g_assert_cmpstr (again, ==, text);
}

/* Ten thousand finishes, every one a packing not found before, on a board of 90 cells: the
 * file stays within its limit and is read back whole. */
static void
test_collection_limit (void)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_autoptr(PentoRecords) back = NULL;
  g_autoptr(PentoBoard) board =
    pento_board_new_rectangle_for_set (15, 6, PENTO_PIECE_SET_ONE_SIDED, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) list = NULL;
  PentoRules rules;
  Collecting c;

  pento_rules_init_default (&rules);
  rules.pieces = PENTO_PIECE_SET_ONE_SIDED;
  rules.flip = FALSE;
  collect_all (records, board, &rules, PENTO_SEARCH_UNIQUE, 10000, &c);
  g_assert_cmpuint (c.finishes, ==, 10000);
  g_assert_cmpuint (c.added, ==, 10000);
  text = pento_records_to_text (records);
  g_assert_cmpuint (strlen (text), <, PENTO_RECORDS_MAX_SIZE);
  back = pento_records_new_from_text (text, &error);
  g_assert_no_error (error);
  list = pento_records_get_collection (back, pento_board_get_name (board), &rules);
  g_assert_cmpuint (list->len, ==, 10000);
  g_test_message ("10,000 packings of one-sided 15x6: %zu bytes of %u", strlen (text),
                  PENTO_RECORDS_MAX_SIZE);
}

static void
test_damage (void)
{
#define V1 "pentomino-records 1"
#define V2 PENTO_RECORDS_HEADER
  static const struct {
    const char *text;
    const char *place;
  } bad[] = {
    { "", "1:1: " },
    { "pentomino-records\n", "1:1: " },
    { "pentomino-records 0\n", "1:1: " },
    { V1 "\nbest finish easy plain 100\n", "2:1: " },
    { V1 "\nbest puzzle easy plain 100 1\n", "2:6: " },
    { V1 "\nbest finish tricky plain 100 1\n", "2:13: " },
    { V1 "\nbest finish E plain 100 1\n", "2:13: " },
    { V1 "\nbest finish easy cheat 100 1\n", "2:18: " },
    { V1 "\nbest finish easy plain -100 1\n", "2:24: " },
    { V1 "\nbest finish easy plain 0 1\n", "2:24: " },
    { V1 "\nbest finish easy plain 0100 1\n", "2:24: " },
    { V1 "\nbest finish easy plain 99999999999999999999 1\n", "2:24: " },
    { V1 "\nbest finish easy plain 100 0\n", "2:28: " },
    { V1 "\nbest finish easy plain 100 1\nbest finish easy plain 90 2\n",
      "3:1: " },
    { V1 "\ndaily 2026-02-30 1 1\n", "2:7: " },
    /* a year is four digits: a sign, a fifth digit or a short one is refused, never read as
     * another year and written back in a form the next start refuses */
    { V1 "\ndaily -026-01-01 1 1\n", "2:7: " },
    { V1 "\ndaily +026-01-01 1 1\n", "2:7: " },
    { V1 "\ndaily 02026-01-01 1 1\n", "2:7: " },
    { V1 "\ndaily 2026-1-01 1 1\n", "2:7: " },
    { V1 "\ndaily 0000-01-01 1 1\n", "2:7: " },
    { V1 "\ndaily 2026-11-26 4 3\n", "2:20: " },
    { V1 "\ndaily 2026-11-26 0 3\n", "2:18: " },
    { V1 "\ndaily 2026-11-26 1 1\ndaily 2026-11-27 1 1\n", "3:1: " },
    { V1 "\nhello\n", "2:1: " },
    { V2 "\nhello\n", "2:1: " },
    { V2 "\nbest finish easy plain 100 1\n", "2:1: " },
    { V2 "\nstarted finish 10x6 easy 1 1\n", "2:1: " },
    { V2 "\nstarted puzzle 10x6 easy 1 1 0\n", "2:9: " },
    /* a word missing is looked for just past the last one */
    { V2 "\nstarted finish\n", "2:16: " },
    { V2 "\nstarted daily\n", "2:15: " },
    { V2 "\nstarted finish 10x6 tricky 1 1 0\n", "2:21: " },
    { V2 "\nstarted finish 10x6 easy 1 1 2\n", "2:30: " },
    { V2 "\nstarted finish %FF easy 1 1 0\n", "2:16: " },
    { V2 "\nstarted finish a%0Ab easy 1 1 0\n", "2:16: " },
    { V2 "\nstarted finish 10x6 easy 1 1 0\nstarted finish 10x6 easy 2 1 0\n", "3:1: " },
    { V2 "\nstarted daily 2026-13-01 1 1 0\n", "2:15: " },
    { V2 "\nstarted free 10x6 twelve 1 1 0\n", "2:26: " },
    { V2 "\nstarted free 10x6 QQ flip 1 1 0\n", "2:19: " },
    { V2 "\nstarted free 10x6 twelve turn 1 1 0\n", "2:26: " },
    { V2 "\nstarted duel\n", "2:14: " },
    { V2 "\nstarted duel 8x8 human 1 1 0\n", "2:18: " },
    { V2 "\nstarted duel 8x8 expert 1 1 0\n", "2:18: " },
    { V2 "\nstarted duel 8x8 club 1 1 0\nstarted duel 8x8 club 2 1 0\n", "3:1: " },
    { V2 "\ntime finish 10x6 easy shown 100 2026-11-29\n", "2:23: " },
    { V2 "\ntime finish 10x6 easy clean 0 2026-11-29\n", "2:29: " },
    { V2 "\ntime finish 10x6 easy clean 100 -026-11-29\n", "2:33: " },
    { V2 "\ntime daily 2026-11-29 clean 100\n", "2:1: " },
    { V2 "\nstreak 2026-11-26 4 3\n", "2:21: " },
    { V2 "\nbook 0 7x5 easy\n", "2:6: " },
    { V2 "\nbook 1 7x6 easy\n", "2:8: " },
    { V2 "\nbook 1 3x5 expert\n", "2:12: " },
    { V2 "\nbook 1 3x5 easy\nbook 1 3x5 easy\n", "3:1: " },
    { V2 "\npacking 20x3 twelve flip 20x3 XXX\n", "2:31: " },
    { V2 "\npacking 20x3 twelve flip 20x0 XXX\n", "2:26: " },
    { V2 "\npacking 20x3 twelve flip 1x3 X?X\n", "2:30: " },
    { V2 "\npacking 20x3 twelve flip 1x3 XXX\npacking 20x3 twelve flip 1x3 XXX\n", "3:1: " },
    { V2 "\npacking 20x3 twelve flip 1x3 XXX\npacking 20x3 twelve flip 3x1 XXX\n", "3:26: " },
    { V2 "\nearlier finish easy plain 100 1\nearlier finish easy plain 90 2\n", "3:1: " },
    { V2 "\na b c d e f g h i j k l\n", "2:19: " },
    { V1 "\n\xff\xfe\n", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PentoRecords) records = pento_records_new_from_text (bad[i].text, &error);

      g_assert_null (records);
      g_assert_error (error, PENTO_ERROR, PENTO_ERROR_PARSE);
      if (!g_str_has_prefix (error->message, bad[i].place))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, bad[i].place);
      g_assert_cmpuint (strlen (error->message), >, strlen (bad[i].place) + 8);
    }
}

/* Two-player games against the computer: games and wins per board and level, apart from
 * every other kind, read back from their text. */
static void
test_duel (void)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_autoptr(PentoRecords) again = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GError) error = NULL;
  const PentoPuzzleRecords *p;
  PentoPuzzleId club, perfect, free_id;
  PentoRules rules;

  pento_puzzle_id_for_duel (&club, "8x8-tetromino", PENTO_DUEL_CLUB);
  pento_puzzle_id_for_duel (&perfect, "8x8-tetromino", PENTO_DUEL_PERFECT);
  pento_rules_init_default (&rules);
  pento_puzzle_id_for_free (&free_id, "8x8-tetromino", &rules);
  g_assert_false (pento_puzzle_id_equal (&club, &perfect));
  g_assert_false (pento_puzzle_id_equal (&club, &free_id));

  pento_records_duel (records, &club, TRUE);
  pento_records_duel (records, &club, FALSE);
  pento_records_duel (records, &club, FALSE);
  pento_records_duel (records, &perfect, FALSE);
  pento_records_start (records, &free_id);
  p = pento_records_lookup (records, &club);
  g_assert_nonnull (p);
  g_assert_cmpuint (p->started, ==, 3);
  g_assert_cmpuint (p->finished, ==, 1);
  p = pento_records_lookup (records, &perfect);
  g_assert_cmpuint (p->started, ==, 1);
  g_assert_cmpuint (p->finished, ==, 0);
  g_assert_cmpuint (pento_records_lookup (records, &free_id)->started, ==, 1);
  name = pento_puzzle_id_describe (&club);
  g_assert_cmpstr (name, ==, "Two-player game 8x8-tetromino, club");

  /* listed after the other kinds, levels in order */
  list = pento_records_list (records);
  g_assert_cmpuint (list->len, ==, 3);
  g_assert_cmpint (((PentoPuzzleRecords *) list->pdata[0])->id.kind, ==, PENTO_PUZZLE_FREE);
  g_assert_true (pento_puzzle_id_equal (&((PentoPuzzleRecords *) list->pdata[1])->id, &club));
  g_assert_true (pento_puzzle_id_equal (&((PentoPuzzleRecords *) list->pdata[2])->id,
                                        &perfect));

  text = pento_records_to_text (records);
  g_assert_nonnull (strstr (text, "\nstarted duel 8x8-tetromino club 3 1 0\n"));
  g_assert_nonnull (strstr (text, "\nstarted duel 8x8-tetromino perfect 1 0 0\n"));
  again = pento_records_new_from_text (text, &error);
  g_assert_no_error (error);
  p = pento_records_lookup (again, &club);
  g_assert_nonnull (p);
  g_assert_cmpuint (p->started, ==, 3);
  g_assert_cmpuint (p->finished, ==, 1);
  g_assert_cmpuint (p->id.duel_level, ==, PENTO_DUEL_CLUB);
  text_again = pento_records_to_text (again);
  g_assert_cmpstr (text, ==, text_again);
}

/* A newer version's file: refused, neither kept aside nor written over. */
static void
test_newer (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pento-records-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "records", NULL);
  g_autofree char *aside = NULL, *problem = NULL, *kept = NULL;
  g_autoptr(PentoRecords) records = NULL;
  g_autoptr(GError) error = NULL;
  const char *newer = "pentomino-records 3\nsomething new 1 2 3\n";

  records = pento_records_new_from_text (newer, &error);
  g_assert_null (records);
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_VERSION);
  g_assert_nonnull (strstr (error->message, "newer"));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, newer, -1, NULL));
  records = pento_records_load (path, &aside, &problem, &error);
  g_assert_null (records);
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_VERSION);
  g_assert_null (aside);
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, newer);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pento-records-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "records", NULL);
  g_autofree char *aside = NULL, *problem = NULL, *kept = NULL, *text = NULL;
  g_autoptr(PentoRecords) records = NULL;
  g_autoptr(GError) error = NULL;
  const char *damaged = PENTO_RECORDS_HEADER "\nstarted finish 10x6 easy 1 0 0\ngarbage\n";
  GDate today = day (29, G_DATE_NOVEMBER, 2026);
  PentoPuzzleId id;

  /* no file: empty records, nothing kept aside */
  records = pento_records_load (path, &aside, &problem, &error);
  g_assert_no_error (error);
  g_assert_nonnull (records);
  g_assert_null (aside);
  g_assert_null (problem);

  /* saved (its folder made), and read back */
  finish_id (&id, "15x4", PENTO_LEVEL_MEDIUM);
  pento_records_finish (records, &id, PENTO_FINISH_ASSISTED, 4321, &today);
  g_assert_true (pento_records_save (records, path, &error));
  g_assert_no_error (error);
  g_clear_pointer (&records, pento_records_free);
  records = pento_records_load (path, &aside, &problem, &error);
  g_assert_no_error (error);
  g_assert_null (aside);
  g_assert_cmpuint (pento_records_lookup (records, &id)->best[PENTO_FINISH_ASSISTED][0].ms, ==,
                    4321);
  g_clear_pointer (&records, pento_records_free);

  /* damaged: kept aside whole under a new name, the problem with its place, empty records */
  g_assert_true (g_file_set_contents (path, damaged, -1, NULL));
  records = pento_records_load (path, &aside, &problem, &error);
  g_assert_no_error (error);
  g_assert_nonnull (records);
  g_assert_nonnull (aside);
  g_assert_true (g_str_has_prefix (aside, path));
  g_assert_nonnull (strstr (aside, ".damaged-"));
  g_assert_true (g_str_has_prefix (problem, "3:1: "));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, damaged);
  text = pento_records_to_text (records);
  g_assert_cmpstr (text, ==, PENTO_RECORDS_HEADER "\n");

  /* a second damaged file the same second: a name of its own */
  {
    g_autofree char *aside2 = NULL, *problem2 = NULL;
    g_autoptr(PentoRecords) again = NULL;

    g_assert_true (g_file_set_contents (path, "nonsense", -1, NULL));
    again = pento_records_load (path, &aside2, &problem2, &error);
    g_assert_no_error (error);
    g_assert_nonnull (aside2);
    g_assert_cmpstr (aside2, !=, aside);
    g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (aside2, G_FILE_TEST_EXISTS));
    g_remove (aside2);
  }

  /* a folder where the file should be: kept aside too, never emptied */
  {
    g_autofree char *aside3 = NULL, *problem3 = NULL;
    g_autoptr(PentoRecords) again = NULL;

    g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
    again = pento_records_load (path, &aside3, &problem3, &error);
    g_assert_no_error (error);
    g_assert_nonnull (aside3);
    g_assert_true (g_file_test (aside3, G_FILE_TEST_IS_DIR));
    g_rmdir (aside3);
  }

  /* saving where the folder cannot be made: an error, nothing written */
  {
    g_autofree char *blocked = g_build_filename (dir, "file", "records", NULL);
    g_autofree char *file = g_build_filename (dir, "file", NULL);

    g_assert_true (g_file_set_contents (file, "x", -1, NULL));
    g_assert_false (pento_records_save (records, blocked, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
    g_remove (file);
  }

  g_remove (aside);
  {
    g_autofree char *sub = g_build_filename (dir, "sub", NULL);

    g_rmdir (sub);
  }
  g_rmdir (dir);
}

/* Records under a "folder" that is a file: the refusal names the real cause, not "File
 * exists" (which the search for a free name to keep the file aside used to end with). */
static void
test_not_a_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pento-records-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "pentomino", NULL);
  g_autofree char *path = g_build_filename (file, "records", NULL);
  g_autofree char *aside = NULL, *problem = NULL;
  g_autoptr(PentoRecords) records = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (file, "not a folder", -1, NULL));
  records = pento_records_load (path, &aside, &problem, &error);
  g_assert_null (records);
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, g_strerror (ENOTDIR));
  g_assert_null (aside);
  g_remove (file);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/records/kinds", test_kinds);
  g_test_add_func ("/records/best-ten", test_best_ten);
  g_test_add_func ("/records/puzzles", test_puzzles);
  g_test_add_func ("/records/version-1", test_version_1);
  g_test_add_func ("/records/newer", test_newer);
  g_test_add_func ("/records/streak", test_streak);
  g_test_add_func ("/records/book", test_book);
  g_test_add_func ("/records/collection", test_collection);
  g_test_add_func ("/records/collection-limit", test_collection_limit);
  g_test_add_func ("/records/damage", test_damage);
  g_test_add_func ("/records/duel", test_duel);
  g_test_add_func ("/records/files", test_files);
  g_test_add_func ("/records/not-a-folder", test_not_a_folder);

  return g_test_run ();
}
