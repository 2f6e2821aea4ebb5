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

static const PentoCell row0[5] = { { 0, 0 }, { 1, 0 }, { 2, 0 }, { 3, 0 }, { 4, 0 } };

/* A move of I from @from to @to (NULL: the tray). */
static PentoGameMove
move_i (const PentoCell *from,
        const PentoCell *to)
{
  PentoGameMove move = { 0 };

  move.n_changes = 1;
  move.changes[0].piece = PENTO_PIECE_I;
  move.changes[0].n_from = from != NULL ? 5 : 0;
  move.changes[0].n_to = to != NULL ? 5 : 0;
  if (from != NULL)
    memcpy (move.changes[0].from, from, 5 * sizeof (PentoCell));
  if (to != NULL)
    memcpy (move.changes[0].to, to, 5 * sizeof (PentoCell));
  return move;
}

/* A game with @n moves of I going back and forth between the tray and the first row of 10×6:
 * I lies there, half of the moves to undo and half to redo, a history that replays. */
static PentoGameFile *
long_game (guint n)
{
  g_autoptr(PentoBoard) board = pento_board_new_preset ("10x6", NULL);
  g_autoptr(PentoPosition) empty = pento_position_new (board);
  PentoRules rules = flip_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoPosition) placed = pento_position_place (empty, PENTO_PIECE_I, row0, 5,
                                                          &rules, &error);
  guint n_undo = n / 2, n_redo = n - n / 2;
  PentoGameFile *file;

  g_assert_no_error (error);
  file = pento_game_file_new (placed);
  /* the newest move to undo brought I to the board; the next to redo takes it away */
  for (guint i = 0; i < n_undo; i++)
    {
      PentoGameMove move = (n_undo - 1 - i) % 2 == 0 ? move_i (NULL, row0)
                                                     : move_i (row0, NULL);

      g_array_append_vals (file->undo, &move, 1);
    }
  for (guint i = 0; i < n_redo; i++)
    {
      PentoGameMove move = (n_redo - 1 - i) % 2 == 0 ? move_i (row0, NULL)
                                                     : move_i (NULL, row0);

      g_array_append_vals (file->redo, &move, 1);
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

/* @file's text with the lines @undo and @redo (each "; undo: …" lines or NULL) in place of
 * its history. */
static char *
with_history (const char *undo,
              const char *redo)
{
  g_autoptr(PentoGameFile) file = long_game (0);
  PentoRules rules = flip_rules ();
  g_autofree char *text = pento_game_file_to_text (file, &rules);
  g_auto(GStrv) parts = g_strsplit (text, "; hints: 0\n", 2);

  return g_strconcat (parts[0], "; hints: 0\n", undo != NULL ? undo : "",
                      redo != NULL ? redo : "", parts[1], NULL);
}

/* Crafted histories — a move that takes a piece from where it is not, from the tray while
 * it lies on the board, a piece twice in one move, a move of nothing, a piece the set has
 * not, moves that do not come back to the position — are refused whole, with the place of
 * the move, and the game stays; a history that replays is kept as it is. */
static void
test_history_replay (void)
{
  PentoRules rules = flip_rules ();
  static const struct {
    const char *undo;
    const char *redo;
    const char *place;
  } crafted[] = {
    /* I lies on row 0: undoing "I row 1 → row 2" would lift it from row 0 */
    { "; undo: I:0,1 1,1 2,1 3,1 4,1>I:0,2 1,2 2,2 3,2 4,2\n", NULL, "game.txt:5:9: " },
    /* undoing "tray → row 1" would take I off row 0 */
    { "; undo: ->I:0,1 1,1 2,1 3,1 4,1\n", NULL, "game.txt:5:9: " },
    /* a move to redo that takes I from the tray, while it lies on row 0 */
    { NULL, "; redo: ->I:0,1 1,1 2,1 3,1 4,1\n", "game.txt:5:9: " },
    /* the newest move to undo is fine alone, the one before not once it is undone */
    { "; undo: ->I:0,0 1,0 2,0 3,0 4,0\n; undo: ->I:0,0 1,0 2,0 3,0 4,0\n", NULL,
      "game.txt:5:9: " },
    /* a piece twice in one move */
    { NULL, "; redo: I:0,0 1,0 2,0 3,0 4,0>I:0,1 1,1 2,1 3,1 4,1/"
            "I:0,0 1,0 2,0 3,0 4,0>I:0,2 1,2 2,2 3,2 4,2\n", "game.txt:5:9: " },
    /* a move of nothing */
    { "; undo: \n", NULL, "game.txt:5:9: " },
    /* a piece onto I's cells */
    { NULL, "; redo: ->L:0,0 0,1 0,2 0,3 1,3\n", "game.txt:5:9: " },
    /* the square, which 10 × 6 does not hold */
    { NULL, "; redo: ->O:5,5 6,5 5,4 6,4\n", "game.txt:5:9: " },
  };

  for (guint c = 0; c < G_N_ELEMENTS (crafted); c++)
    {
      g_autofree char *text = with_history (crafted[c].undo, crafted[c].redo);
      g_autoptr(GError) error = NULL;
      g_autoptr(PentoGameFile) file = pento_game_file_read (text, -1, "game.txt", &rules,
                                                            &error);

      g_assert_no_error (error);
      g_test_message ("%u: %s", c, file->history_note);
      g_assert_nonnull (file->history_note);
      g_assert_true (g_str_has_prefix (file->history_note, crafted[c].place));
      g_assert_cmpuint (file->undo->len, ==, 0);
      g_assert_cmpuint (file->redo->len, ==, 0);
      g_assert_cmpint (pento_position_get (file->position, 0, 0), ==, 'I');
    }

  /* A history that replays is kept whole, and undoing it all then redoing it all gives the
   * positions it passed through. */
  {
    g_autofree char *text = with_history ("; undo: ->L:9,2 9,3 9,4 9,5 8,5\n"
                                          "; undo: L:9,2 9,3 9,4 9,5 8,5>-/"
                                          "->I:0,0 1,0 2,0 3,0 4,0\n",
                                          "; redo: ->L:9,2 9,3 9,4 9,5 8,5\n");
    g_autoptr(GError) error = NULL;
    g_autoptr(PentoGameFile) file = pento_game_file_read (text, -1, "game.txt", &rules,
                                                          &error);
    g_autoptr(PentoPosition) p = NULL;

    g_assert_no_error (error);
    g_assert_null (file->history_note);
    g_assert_cmpuint (file->undo->len, ==, 2);
    g_assert_cmpuint (file->redo->len, ==, 1);
    g_assert_true (pento_game_history_check (file->position, file->undo, file->redo, &rules,
                                             NULL, NULL, &error));
    p = pento_position_ref (file->position);
    for (guint i = file->undo->len; i-- > 0;)
      {
        PentoPosition *next = pento_game_move_apply (p, &g_array_index (file->undo,
                                                                         PentoGameMove, i),
                                                     FALSE, &rules, &error);

        g_assert_no_error (error);
        pento_position_unref (p);
        p = next;
      }
    g_assert_cmpuint (pento_position_get_n_placed (p), ==, 0);
    for (guint i = 0; i < file->undo->len; i++)
      {
        PentoPosition *next = pento_game_move_apply (p, &g_array_index (file->undo,
                                                                         PentoGameMove, i),
                                                     TRUE, &rules, &error);

        g_assert_no_error (error);
        pento_position_unref (p);
        p = next;
        g_assert_cmpuint (pento_position_get_n_placed (p), ==, 1);
      }
    g_assert_true (pento_position_equal (p, file->position));
  }

  /* The long history of the bound test replays, cut to its newest moves too. */
  {
    g_autoptr(PentoGameFile) file = long_game (3000);
    g_autofree char *text = pento_game_file_to_text (file, &rules);
    g_autoptr(PentoGameFile) back = pento_game_file_read (text, -1, "game.txt", &rules, NULL);

    g_assert_true (pento_game_history_check (file->position, file->undo, file->redo, &rules,
                                             NULL, NULL, NULL));
    g_assert_null (back->history_note);
  }
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
  g_test_add_func ("/game-file/history-replay", test_history_replay);
  g_test_add_func ("/game-file/read-rules", test_read_rules);
  return g_test_run ();
}
