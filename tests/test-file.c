/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-file.c: pento_file_read() and pento_file_write() on files, links, FIFOs, folders and
 * devices.
 */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "pento-core.h"

typedef struct {
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = g_dir_make_tmp ("pento-file-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        g_rmdir (path);
      else
        g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names in the folder, sorted, joined by spaces: shows any leftover temporary file. */
static char *
list_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, (gpointer) name);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static char *
slurp (const char *path)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static void
test_read_regular (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "a.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  g_assert_true (g_file_set_contents (path, "ab\ncd\n", -1, NULL));
  text = pento_file_read (path, 100, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "ab\ncd\n");
  g_assert_cmpuint (length, ==, 6);
  g_clear_pointer (&text, g_free);

  /* exactly at the limit is read; one byte more is refused, in words, with the limit */
  text = pento_file_read (path, 6, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "ab\ncd\n");
  g_clear_pointer (&text, g_free);
  text = pento_file_read (path, 5, &length, &error);
  g_assert_null (text);
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "larger than 5 bytes"));
  g_clear_error (&error);

  /* an empty file is an empty string */
  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  text = pento_file_read (path, 100, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "");
  g_assert_cmpuint (length, ==, 0);
}

static void
test_read_large (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "big", NULL);
  g_autofree char *big = g_malloc (3 * 1024 * 1024);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  memset (big, 'x', 3 * 1024 * 1024);
  g_assert_true (g_file_set_contents (path, big, 3 * 1024 * 1024, NULL));
  text = pento_file_read (path, 2 * 1024 * 1024, NULL, &error);
  g_assert_null (text);
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "larger than 2 MiB"));
  g_clear_error (&error);
  text = pento_file_read (path, 4 * 1024 * 1024, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (text), ==, 3 * 1024 * 1024);
}

static void
test_read_refused (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *fifo = g_build_filename (f->dir, "fifo", NULL);
  g_autofree char *missing = g_build_filename (f->dir, "missing", NULL);
  g_autoptr(GError) error = NULL;
  char *text;

  /* a FIFO with no writer: refused at once, never waited on */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  text = pento_file_read (fifo, 100, NULL, &error);
  g_assert_null (text);
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_REGULAR);
  g_assert_nonnull (strstr (error->message, "named pipe"));
  g_clear_error (&error);

  text = pento_file_read (f->dir, 100, NULL, &error);
  g_assert_null (text);
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_IS_DIRECTORY);
  g_assert_nonnull (strstr (error->message, "folder"));
  g_clear_error (&error);

  /* /dev/zero would fill the memory; /dev/null would read as empty: both are devices */
  text = pento_file_read ("/dev/zero", 100, NULL, &error);
  g_assert_null (text);
  g_assert_nonnull (strstr (error->message, "device"));
  g_clear_error (&error);

  text = pento_file_read (missing, 100, NULL, &error);
  g_assert_null (text);
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "missing"));
}

static void
test_write_new_and_replace (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "out.txt", NULL);
  g_autofree char *text = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;

  g_assert_true (pento_file_write (path, "one\n", -1, &error));
  g_assert_no_error (error);
  text = slurp (path);
  g_assert_cmpstr (text, ==, "one\n");
  g_clear_pointer (&text, g_free);

  /* the permissions of the old file are kept */
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (pento_file_write (path, "two, longer\n", 5, &error));
  g_assert_no_error (error);
  text = slurp (path);
  g_assert_cmpstr (text, ==, "two, ");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);

  names = list_dir (f->dir);
  g_assert_cmpstr (names, ==, "out.txt");
}

static void
test_write_symlink (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *real = g_build_filename (f->dir, "real.txt", NULL);
  g_autofree char *link = g_build_filename (f->dir, "link.txt", NULL);
  g_autofree char *dangling = g_build_filename (f->dir, "dangling.txt", NULL);
  g_autofree char *text = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (real, "old\n", -1, NULL));
  g_assert_cmpint (g_chmod (real, 0604), ==, 0);
  g_assert_cmpint (symlink ("real.txt", link), ==, 0);
  g_assert_true (pento_file_write (link, "new\n", -1, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  text = slurp (real);
  g_assert_cmpstr (text, ==, "new\n");
  g_clear_pointer (&text, g_free);

  /* a link to a file that does not exist yet creates the file, and stays a link */
  g_assert_cmpint (symlink ("later.txt", dangling), ==, 0);
  g_assert_true (pento_file_write (dangling, "later\n", -1, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (dangling, G_FILE_TEST_IS_SYMLINK));
  text = slurp (dangling);
  g_assert_cmpstr (text, ==, "later\n");

  names = list_dir (f->dir);
  g_assert_cmpstr (names, ==, "dangling.txt later.txt link.txt real.txt");
}

static void
test_write_refused (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *sub = g_build_filename (f->dir, "sub", NULL);
  g_autofree char *fifo = g_build_filename (f->dir, "fifo", NULL);
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;

  /* a folder is refused, and stays a folder */
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_assert_false (pento_file_write (sub, "x", -1, &error));
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_IS_DIRECTORY);
  g_clear_error (&error);
  g_assert_true (g_file_test (sub, G_FILE_TEST_IS_DIR));

  /* a FIFO nobody reads: an error at once, and the FIFO stays a FIFO */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (pento_file_write (fifo, "x", -1, &error));
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NO_READER);
  g_clear_error (&error);
  g_assert_cmpint (lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));

  /* a device is written in place: /dev/full reports the full disk, /dev/null takes it */
  g_assert_false (pento_file_write ("/dev/full", "x", -1, &error));
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (error->message, "/dev/full"));
  g_clear_error (&error);
  g_assert_true (pento_file_write ("/dev/null", "x", -1, &error));
  g_assert_no_error (error);

  names = list_dir (f->dir);
  g_assert_cmpstr (names, ==, "fifo sub");
}

/* A FIFO with a reader gets the text in place. */
static void
test_write_fifo_reader (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *fifo = g_build_filename (f->dir, "fifo", NULL);
  g_autoptr(GError) error = NULL;
  char buf[16] = { 0 };
  int fd;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  fd = g_open (fifo, O_RDONLY | O_NONBLOCK, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_true (pento_file_write (fifo, "hello", -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (read (fd, buf, sizeof buf - 1), ==, 5);
  g_assert_cmpstr (buf, ==, "hello");
  close (fd);
}

/* A write that fails keeps the old file whole and leaves no temporary file: a read-only
 * folder (root can write anyway, so the check only runs for others). */
static void
test_write_failure_keeps_old (Fixture       *f,
                              gconstpointer  data)
{
  g_autofree char *sub = g_build_filename (f->dir, "ro", NULL);
  g_autofree char *path = g_build_filename (sub, "keep.txt", NULL);
  g_autofree char *text = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("root writes into a read-only folder");
      return;
    }
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "old\n", -1, NULL));
  g_assert_cmpint (g_chmod (sub, 0500), ==, 0);
  g_assert_false (pento_file_write (path, "new\n", -1, &error));
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_PERMISSION_DENIED);
  g_assert_nonnull (strstr (error->message, "keep.txt"));
  g_assert_cmpint (g_chmod (sub, 0700), ==, 0);
  text = slurp (path);
  g_assert_cmpstr (text, ==, "old\n");
  names = list_dir (sub);
  g_assert_cmpstr (names, ==, "keep.txt");
  g_unlink (path);
}

static void
test_leftover_names (void)
{
  g_assert_true (pento_file_is_leftover (".game.txt.a1B2c3", "game.txt"));
  g_assert_false (pento_file_is_leftover ("game.txt", "game.txt"));
  g_assert_false (pento_file_is_leftover (".game.txt.a1B2c", "game.txt"));
  g_assert_false (pento_file_is_leftover (".game.txt.a1B2c34", "game.txt"));
  g_assert_false (pento_file_is_leftover (".game.txt.a1/2c3", "game.txt"));
  g_assert_false (pento_file_is_leftover (".other.txt.a1B2c3", "game.txt"));
  g_assert_false (pento_file_is_leftover (".game.txtXa1B2c3", "game.txt"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/file/read/regular", test_read_regular);
  ADD ("/file/read/large", test_read_large);
  ADD ("/file/read/refused", test_read_refused);
  ADD ("/file/write/new-and-replace", test_write_new_and_replace);
  ADD ("/file/write/symlink", test_write_symlink);
  ADD ("/file/write/refused", test_write_refused);
  ADD ("/file/write/fifo-reader", test_write_fifo_reader);
  ADD ("/file/write/failure-keeps-old", test_write_failure_keeps_old);
#undef ADD
  g_test_add_func ("/file/leftover-names", test_leftover_names);

  return g_test_run ();
}
