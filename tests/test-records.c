/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-records.c: the records of challenges — best times per kind, level and assists, the
 * daily streak, the text form read back, damage refused with its place, a damaged file kept
 * aside and never emptied, an atomic save.
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
test_best (void)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_autoptr(PentoRecords) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL;
  PentoRecord r;

  r = pento_records_get (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, FALSE);
  g_assert_cmpuint (r.finishes, ==, 0);

  g_assert_true (pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, FALSE,
                                    90500, NULL));
  g_assert_false (pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, FALSE,
                                     91000, NULL));
  g_assert_true (pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, FALSE,
                                    60000, NULL));
  /* with assists: apart */
  g_assert_true (pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, TRUE,
                                    99000, NULL));
  g_assert_true (pento_records_add (records, PENTO_CHALLENGE_LADDER, PENTO_LEVEL_EXPERT, FALSE,
                                    3723000, NULL));

  r = pento_records_get (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, FALSE);
  g_assert_cmpuint (r.best_ms, ==, 60000);
  g_assert_cmpuint (r.finishes, ==, 3);
  r = pento_records_get (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, TRUE);
  g_assert_cmpuint (r.best_ms, ==, 99000);
  g_assert_cmpuint (r.finishes, ==, 1);
  r = pento_records_get (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_HARD, FALSE);
  g_assert_cmpuint (r.finishes, ==, 0);

  text = pento_records_to_text (records);
  g_assert_cmpstr (text, ==, PENTO_RECORDS_HEADER "\n"
                   "best finish easy plain 60000 3\n"
                   "best finish easy assisted 99000 1\n"
                   "best ladder expert plain 3723000 1\n");
  back = pento_records_new_from_text (text, &error);
  g_assert_no_error (error);
  again = pento_records_to_text (back);
  g_assert_cmpstr (again, ==, text);

  {
    g_autofree char *a = pento_records_format_time (83456);
    g_autofree char *b = pento_records_format_time (3723000);
    g_autofree char *c = pento_records_format_time (0);

    g_assert_cmpstr (a, ==, "1:23.4");
    g_assert_cmpstr (b, ==, "1:02:03");
    g_assert_cmpstr (c, ==, "0:00.0");
  }
}

static void
test_streak (void)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_autoptr(PentoRecords) back = NULL;
  g_autofree char *text = NULL;
  GDate d1 = day (28, G_DATE_NOVEMBER, 2026), d2 = day (29, G_DATE_NOVEMBER, 2026);
  GDate d3 = day (30, G_DATE_NOVEMBER, 2026), d4 = day (1, G_DATE_DECEMBER, 2026);
  GDate d6 = day (3, G_DATE_DECEMBER, 2026), d7 = day (4, G_DATE_DECEMBER, 2026);

  g_assert_cmpuint (pento_records_get_streak (records, &d1), ==, 0);
  pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, FALSE, 1000, &d1);
  pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, FALSE, 1000, &d2);
  /* the same day twice counts once */
  pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, FALSE, 1000, &d2);
  pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_MEDIUM, FALSE, 1000, &d3);
  g_assert_cmpuint (pento_records_get_streak (records, &d3), ==, 3);
  /* still running the day after; broken the day after that */
  g_assert_cmpuint (pento_records_get_streak (records, &d4), ==, 3);
  g_assert_cmpuint (pento_records_get_streak (records, &d6), ==, 0);
  /* an old day does not change it */
  pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY, FALSE, 1000, &d1);
  g_assert_cmpuint (pento_records_get_streak (records, &d3), ==, 3);
  /* a gap starts again from one, the longest stays */
  pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_HARD, FALSE, 1000, &d6);
  pento_records_add (records, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_HARD, FALSE, 1000, &d7);
  g_assert_cmpuint (pento_records_get_streak (records, &d7), ==, 2);
  g_assert_cmpuint (pento_records_get_best_streak (records), ==, 3);

  text = pento_records_to_text (records);
  g_assert_nonnull (strstr (text, "\ndaily 2026-12-04 2 3\n"));
  /* a year of four digits, small as it may be, is written back as it was read */
  {
    g_autoptr(PentoRecords) early = NULL;
    g_autofree char *again = NULL;

    early = pento_records_new_from_text (PENTO_RECORDS_HEADER "\ndaily 0026-01-01 1 1\n", NULL);
    g_assert_nonnull (early);
    again = pento_records_to_text (early);
    g_assert_cmpstr (again, ==, PENTO_RECORDS_HEADER "\ndaily 0026-01-01 1 1\n");
  }
  back = pento_records_new_from_text (text, NULL);
  g_assert_nonnull (back);
  g_assert_cmpuint (pento_records_get_streak (back, &d7), ==, 2);
  g_assert_cmpuint (pento_records_get_best_streak (back), ==, 3);
}

static void
test_damage (void)
{
  static const struct {
    const char *text;
    const char *place;
  } bad[] = {
    { "", "1:1: " },
    { "pentomino-records 2\n", "1:1: " },
    { PENTO_RECORDS_HEADER "\nbest finish easy plain 100\n", "2:1: " },
    { PENTO_RECORDS_HEADER "\nbest puzzle easy plain 100 1\n", "2:6: " },
    { PENTO_RECORDS_HEADER "\nbest finish tricky plain 100 1\n", "2:13: " },
    { PENTO_RECORDS_HEADER "\nbest finish E plain 100 1\n", "2:13: " },
    { PENTO_RECORDS_HEADER "\nbest finish easy cheat 100 1\n", "2:18: " },
    { PENTO_RECORDS_HEADER "\nbest finish easy plain -100 1\n", "2:24: " },
    { PENTO_RECORDS_HEADER "\nbest finish easy plain 0 1\n", "2:24: " },
    { PENTO_RECORDS_HEADER "\nbest finish easy plain 0100 1\n", "2:24: " },
    { PENTO_RECORDS_HEADER "\nbest finish easy plain 99999999999999999999 1\n", "2:24: " },
    { PENTO_RECORDS_HEADER "\nbest finish easy plain 100 0\n", "2:28: " },
    { PENTO_RECORDS_HEADER "\nbest finish easy plain 100 1\nbest finish easy plain 90 2\n",
      "3:1: " },
    { PENTO_RECORDS_HEADER "\ndaily 2026-02-30 1 1\n", "2:7: " },
    /* a year is four digits: a sign, a fifth digit or a short one is refused, never read as
     * another year and written back in a form the next start refuses */
    { PENTO_RECORDS_HEADER "\ndaily -026-01-01 1 1\n", "2:7: " },
    { PENTO_RECORDS_HEADER "\ndaily +026-01-01 1 1\n", "2:7: " },
    { PENTO_RECORDS_HEADER "\ndaily 02026-01-01 1 1\n", "2:7: " },
    { PENTO_RECORDS_HEADER "\ndaily 2026-1-01 1 1\n", "2:7: " },
    { PENTO_RECORDS_HEADER "\ndaily 0000-01-01 1 1\n", "2:7: " },
    { PENTO_RECORDS_HEADER "\ndaily 2026-11-26 4 3\n", "2:20: " },
    { PENTO_RECORDS_HEADER "\ndaily 2026-11-26 0 3\n", "2:18: " },
    { PENTO_RECORDS_HEADER "\ndaily 2026-11-26 1 1\ndaily 2026-11-27 1 1\n", "3:1: " },
    { PENTO_RECORDS_HEADER "\nhello\n", "2:1: " },
    { PENTO_RECORDS_HEADER "\n\xff\xfe\n", "" },
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

static void
test_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pento-records-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "records", NULL);
  g_autofree char *aside = NULL, *problem = NULL, *kept = NULL, *text = NULL;
  g_autoptr(PentoRecords) records = NULL;
  g_autoptr(GError) error = NULL;
  const char *damaged = PENTO_RECORDS_HEADER "\nbest finish easy plain 100 1\ngarbage\n";

  /* no file: empty records, nothing kept aside */
  records = pento_records_load (path, &aside, &problem, &error);
  g_assert_no_error (error);
  g_assert_nonnull (records);
  g_assert_null (aside);
  g_assert_null (problem);

  /* saved (its folder made), and read back */
  pento_records_add (records, PENTO_CHALLENGE_LADDER, PENTO_LEVEL_MEDIUM, TRUE, 4321, NULL);
  g_assert_true (pento_records_save (records, path, &error));
  g_assert_no_error (error);
  g_clear_pointer (&records, pento_records_free);
  records = pento_records_load (path, &aside, &problem, &error);
  g_assert_no_error (error);
  g_assert_null (aside);
  g_assert_cmpuint (pento_records_get (records, PENTO_CHALLENGE_LADDER, PENTO_LEVEL_MEDIUM,
                                       TRUE).best_ms, ==, 4321);
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

  g_test_add_func ("/records/best", test_best);
  g_test_add_func ("/records/streak", test_streak);
  g_test_add_func ("/records/damage", test_damage);
  g_test_add_func ("/records/files", test_files);
  g_test_add_func ("/records/not-a-folder", test_not_a_folder);

  return g_test_run ();
}
