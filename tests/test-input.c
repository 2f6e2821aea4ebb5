/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-input.c: the engine's text input — a file or standard input within its limit, and the
 * board and piece set inferred from a file of packings, each compared with what the engine
 * itself says of the same board or set.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "pento-core.h"

static char *tmp_dir;

static char *
write_file (const char *name,
            const char *text,
            gssize      length)
{
  char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, length, NULL));
  return path;
}

/* The packings of @board_name as the CLI prints them: rows of letters, a blank line between. */
static char *
packings_text (const char *board_name,
               const char *pieces,
               guint       n)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(PentoPuzzle) puzzle = NULL;
  PentoRules rules;

  pento_rules_init_default (&rules);
  if (pieces != NULL)
    g_assert_true (pento_piece_set_parse (pieces, &rules.pieces, NULL));
  {
    g_autoptr(PentoBoard) board = pento_board_new_from_spec_for_set (board_name, rules.pieces,
                                                                     &error);
    g_assert_no_error (error);
    puzzle = pento_puzzle_new (board, &rules, &error);
    g_assert_no_error (error);
  }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PentoSolution) s = pento_puzzle_nth (puzzle, i, FALSE, NULL, &error);
      g_autofree char *rows = NULL;

      g_assert_no_error (error);
      g_assert_nonnull (s);
      rows = pento_solution_to_text (s);
      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, rows);
    }
  return g_strdup (text->str);
}

static void
test_read_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *small = write_file ("small.txt", "FFF\n", -1);
  g_autofree char *big_path = g_build_filename (tmp_dir, "big.txt", NULL);
  g_autofree char *text = NULL;
  gsize length = 0;
  int fd;

  text = pento_input_read (small, 4, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "FFF\n");
  g_assert_cmpuint (length, ==, 4);
  g_clear_pointer (&text, g_free);

  /* one byte past the limit: refused, the limit stated */
  text = pento_input_read (small, 3, NULL, &error);
  g_assert_null (text);
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "3 bytes"));
  g_clear_error (&error);

  /* a sparse file past 16 MiB is refused at once, unread */
  fd = g_open (big_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) PENTO_INPUT_MAX_MODEL + 1), ==, 0);
  close (fd);
  {
    gint64 start = g_get_monotonic_time ();

    text = pento_input_read (big_path, PENTO_INPUT_MAX_MODEL, NULL, &error);
    g_assert_null (text);
    g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_TOO_LARGE);
    g_assert_nonnull (strstr (error->message, "256 MiB"));
    /* reading 256 MiB takes seconds; looking at the size, microseconds */
    g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC / 2);
    g_clear_error (&error);
  }
  g_unlink (big_path);

  /* a folder and a missing file: refused in words */
  text = pento_input_read (tmp_dir, 100, NULL, &error);
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_IS_DIRECTORY);
  g_clear_error (&error);
  text = pento_input_read (big_path, 100, NULL, &error);
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_unlink (small);
}

/* "-" reads standard input, here a file put on descriptor 0; past the limit it is refused. */
static void
test_read_stdin (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = write_file ("stdin.txt", "LLLL\nL...\n", -1);
  g_autofree char *text = NULL;
  int saved = dup (STDIN_FILENO);
  int fd = g_open (path, O_RDONLY, 0);
  gsize length = 0;

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (dup2 (fd, STDIN_FILENO), ==, STDIN_FILENO);
  close (fd);
  text = pento_input_read ("-", 1 << 20, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "LLLL\nL...\n");
  g_assert_cmpuint (length, ==, 10);
  g_clear_pointer (&text, g_free);

  /* again from the start, with a limit smaller than the text (whole MiB in the message) */
  fd = g_open (path, O_RDONLY, 0);
  g_assert_cmpint (dup2 (fd, STDIN_FILENO), ==, STDIN_FILENO);
  close (fd);
  clearerr (stdin);
  g_assert_cmpint (fseek (stdin, 0, SEEK_SET), ==, 0);
  text = pento_input_read ("-", 5, NULL, &error);
  g_assert_null (text);
  g_assert_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "Standard input"));
  g_clear_error (&error);

  g_assert_cmpint (dup2 (saved, STDIN_FILENO), ==, STDIN_FILENO);
  close (saved);
  clearerr (stdin);
  g_unlink (path);
}

/* The board of a file's first packing is the preset of that shape, compared with the preset
 * made by name; a shape of no preset keeps its mask. */
static void
test_infer_board (void)
{
  static const char * const presets[] = { "10x6", "6x10", "12x5", "15x4", "20x3", "8x8-hole" };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autofree char *text = packings_text (presets[i], NULL, 2);
      g_autoptr(PentoBoard) expected = pento_board_new_preset (presets[i], NULL);
      g_autoptr(PentoBoard) board = pento_input_infer_board (text, PENTO_PIECE_SET_DEFAULT);
      g_autofree char *padded = g_strconcat ("\n\n", text, NULL);
      g_autoptr(PentoBoard) after_blank = pento_input_infer_board (padded,
                                                                   PENTO_PIECE_SET_DEFAULT);

      g_assert_nonnull (expected);
      g_assert_true (pento_board_equal (board, expected));
      g_assert_cmpstr (pento_board_get_name (board), ==, presets[i]);
      g_assert_true (pento_board_equal (after_blank, expected));
    }

  /* a set's board: 7x5 of FfILlPp, named after no preset */
  {
    PentoPieceSet set;
    g_autofree char *text = NULL;
    g_autoptr(PentoBoard) board = NULL;

    g_assert_true (pento_piece_set_parse ("FfILlPp", &set, NULL));
    text = packings_text ("7x5", "FfILlPp", 1);
    board = pento_input_infer_board (text, set);
    g_assert_cmpuint (pento_board_get_width (board), ==, 7);
    g_assert_cmpuint (pento_board_get_height (board), ==, 5);
    g_assert_cmpuint (pento_board_get_n_cells (board), ==, 35);
  }

  /* nothing to go by: 10x6, for the parser to name the problem */
  for (guint i = 0; i < 3; i++)
    {
      const char *odd = (const char *[]) { "", "\n\n", "ABC\nDE\n" }[i];
      g_autoptr(PentoBoard) board = pento_input_infer_board (odd, PENTO_PIECE_SET_DEFAULT);

      g_assert_cmpstr (pento_board_get_name (board), ==, "10x6");
    }
}

/* Mirror letters make the set one-sided, of exactly the letters there; capitals alone leave
 * the default, which the board's size resolves. */
static void
test_infer_pieces (void)
{
  static const char * const sets[] = { "one-sided", "FfILlPp" };
  static const char * const boards[] = { "3x30", "7x5" };

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_autofree char *text = packings_text (boards[i], sets[i], 3);
      PentoPieceSet expected;

      g_assert_true (pento_piece_set_parse (sets[i], &expected, NULL));
      g_assert_cmpuint (pento_input_infer_pieces (text), ==, expected);
    }
  {
    g_autofree char *text = packings_text ("10x6", NULL, 1);

    g_assert_cmpuint (pento_input_infer_pieces (text), ==, PENTO_PIECE_SET_DEFAULT);
    g_assert_cmpuint (pento_input_infer_pieces (""), ==, PENTO_PIECE_SET_DEFAULT);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("pentomino-input-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/input/read-file", test_read_file);
  g_test_add_func ("/input/read-stdin", test_read_stdin);
  g_test_add_func ("/input/infer-board", test_infer_board);
  g_test_add_func ("/input/infer-pieces", test_infer_pieces);
  status = g_test_run ();

  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
