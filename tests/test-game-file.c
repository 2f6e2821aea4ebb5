/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-game-file.c: the game file's reader and writer in the core — the history bound, the
 * refusals of a clock or a hint count out of range, the place of every refusal, and that the
 * text stays a position file the CLI and Open… read.
 */
#include <string.h>

#include "pento-core.h"

static PentoRules
flip_rules (void)
{
  PentoRules rules;

  pento_rules_init_default (&rules);
  rules.flip = TRUE;
  return rules;
}

/* A game with @n moves of I going back and forth between two rows of 10×6. */
static PentoGameFile *
long_game (guint n)
{
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", NULL);
  g_autoptr(PentoPosition) empty = pento_position_new (board);
  PentoRules rules = flip_rules ();
  PentoCell row0[5] = { { 0, 0 }, { 1, 0 }, { 2, 0 }, { 3, 0 }, { 4, 0 } };
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoPosition) placed = pento_position_place (empty, PENTO_PIECE_I, row0, 5,
                                                          &rules, &error);
  PentoGameFile *file;

  g_assert_no_error (error);
  file = pento_game_file_new (placed);
  for (guint i = 0; i < n; i++)
    {
      PentoGameMove move = { 0 };

      move.n_changes = 1;
      move.changes[0].piece = PENTO_PIECE_I;
      move.changes[0].n_from = 0;
      move.changes[0].n_to = 5;
      memcpy (move.changes[0].to, row0, sizeof row0);
      g_array_append_vals (i % 2 ? file->undo : file->redo, &move, 1);
    }
  return file;
}

static guint
count_lines (const char *text,
             const char *prefix)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_str_has_prefix (lines[i], prefix);
  return n;
}

/* The history in the file is bounded: the newest 500 moves of each stack at most, within
 * 32 KiB, so that the file stays far below the 64 KiB a position file may have. */
static void
test_bound (void)
{
  g_autoptr(PentoGameFile) file = long_game (3000);
  PentoRules rules = flip_rules ();
  g_autofree char *text = pento_game_file_to_text (file, &rules);
  g_autoptr(PentoPosition) position = NULL;
  g_autoptr(PentoGameFile) back = NULL;
  g_autoptr(GError) error = NULL;

  g_test_message ("%zu bytes, %u undo, %u redo", strlen (text), count_lines (text, "; undo: "),
                  count_lines (text, "; redo: "));
  g_assert_cmpuint (count_lines (text, "; undo: "), ==, PENTO_GAME_FILE_MAX_MOVES);
  g_assert_cmpuint (count_lines (text, "; redo: "), ==, PENTO_GAME_FILE_MAX_MOVES);
  g_assert_cmpuint (strlen (text), <, PENTO_BOARD_MAX_FILE);

  /* Still a position file, and read back whole. */
  position = pento_position_new_from_text (text, &rules, &error);
  g_assert_no_error (error);
  g_assert_true (pento_position_equal (position, file->position));
  back = pento_game_file_read (text, -1, "game.txt", &rules, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->undo->len, ==, PENTO_GAME_FILE_MAX_MOVES);
  g_assert_cmpuint (back->redo->len, ==, PENTO_GAME_FILE_MAX_MOVES);
  g_assert_null (back->history_note);
}

static void
expect_refusal (const char *text,
                gssize      length,
                const char *place)
{
  PentoRules rules = flip_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoGameFile) file = pento_game_file_read (text, length, "game.txt", &rules,
                                                        &error);

  g_assert_null (file);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, place));
}

static char *
game_text (const char *elapsed,
           const char *hints)
{
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", NULL);
  g_autoptr(PentoPosition) position = pento_position_new (board);
  g_autofree char *grid = pento_position_to_text (position);

  return g_strdup_printf ("; Pentomino game\n; rules: flip\n; elapsed: %s\n; hints: %s\n%s",
                          elapsed, hints, grid);
}

/* A clock of NaN, infinity or below zero, and a hint count past 2^32 - 1, are refused with
 * their place, never restored, clamped or written back. */
static void
test_refusals (void)
{
  static const char * const bad_elapsed[] = { "nan", "inf", "-inf", "-1", "1e400", "1x", "",
                                              " 5", NULL };
  static const char * const bad_hints[] = { "100000000000000000000", "4294967296", "-1", "x",
                                            "", NULL };
  PentoRules rules = flip_rules ();

  for (guint i = 0; bad_elapsed[i] != NULL; i++)
    {
      g_autofree char *text = game_text (bad_elapsed[i], "0");

      expect_refusal (text, -1, "game.txt:3:12: ");
    }
  for (guint i = 0; bad_hints[i] != NULL; i++)
    {
      g_autofree char *text = game_text ("1.5", bad_hints[i]);

      expect_refusal (text, -1, "game.txt:4:10: ");
    }
  {
    g_autofree char *text = game_text ("12.250", "4294967295");
    g_autoptr(GError) error = NULL;
    g_autoptr(PentoGameFile) file = pento_game_file_read (text, -1, "game.txt", &rules, &error);

    g_assert_no_error (error);
    g_assert_cmpfloat (file->elapsed, ==, 12.25);
    g_assert_cmpuint (file->hints_used, ==, G_MAXUINT);
  }
  {
    g_autofree char *text = game_text ("1", "0");
    gsize length = strlen (text);

    text[length - 4] = '\0';
    expect_refusal (text, length, "game.txt:10:8: ");
  }
}

/* A history line that cannot be read drops the history (both stacks), not the game, and
 * says where. */
static void
test_history_note (void)
{
  g_autoptr(PentoGameFile) file = long_game (4);
  PentoRules rules = flip_rules ();
  g_autofree char *text = pento_game_file_to_text (file, &rules);
  g_auto(GStrv) parts = g_strsplit (text, "; redo: ", 2);
  g_autofree char *damaged = g_strconcat (parts[0], "; redo: I:0,0 >> x\n; redo: ", parts[1],
                                          NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoGameFile) back = pento_game_file_read (damaged, -1, "game.txt", &rules, &error);

  g_assert_no_error (error);
  g_assert_nonnull (back->history_note);
  g_test_message ("%s", back->history_note);
  g_assert_true (g_str_has_prefix (back->history_note, "game.txt:7:9: "));
  g_assert_cmpuint (back->undo->len, ==, 0);
  g_assert_cmpuint (back->redo->len, ==, 0);
  g_assert_true (pento_position_equal (back->position, file->position));
}

/* The rules a saved game is read under: the "; rules:" line and the set its "; pieces:"
 * line names (a one-sided game once came back counted with the twelve). */
static void
test_read_rules (void)
{
  PentoRules rules = flip_rules ();

  g_assert_true (pento_game_file_read_rules ("; Pentomino game\n; rules: flip\n"
                                             "; pieces: one-sided\n#####\n", -1, &rules));
  g_assert_true (rules.flip);
  g_assert_cmphex (rules.pieces, ==, PENTO_PIECE_SET_ONE_SIDED);

  rules = flip_rules ();
  g_assert_true (pento_game_file_read_rules ("; rules: no-flip FL\n; pieces: FILPT\n", -1,
                                             &rules));
  g_assert_false (rules.flip);
  g_assert_cmpuint (pento_piece_set_n_pieces (rules.pieces), ==, 5);

  /* no set named: the set given stays */
  rules = flip_rules ();
  g_assert_true (pento_game_file_read_rules ("; rules: flip\n", -1, &rules));
  g_assert_cmphex (rules.pieces, ==, PENTO_PIECE_SET_DEFAULT);

  /* a set that is none: the rules are kept whole */
  rules = flip_rules ();
  rules.flip = FALSE;
  g_assert_false (pento_game_file_read_rules ("; rules: flip\n; pieces: QQ\n", -1, &rules));
  g_assert_false (rules.flip);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-file/bound", test_bound);
  g_test_add_func ("/game-file/refusals", test_refusals);
  g_test_add_func ("/game-file/history-note", test_history_note);
  g_test_add_func ("/game-file/read-rules", test_read_rules);
  return g_test_run ();
}
