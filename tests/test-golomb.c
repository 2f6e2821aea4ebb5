/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-golomb.c: Golomb's game — the engine's solver against the plain one of
 * pento-plain-game.c on small boards (who wins, and how many first moves win), a position in
 * mid-game, a board with holes, the moves up to symmetry, the side to move in a file,
 * cancelling, and the table's keys shared by a position's images. (That the first player
 * wins on 8×8 with the twelve was published by H. Orman, "Pentominoes: A First Player Win",
 * Games of No Chance, 1996.)
 */
#define _POSIX_C_SOURCE 200809L   /* pthread_getcpuclockid(), clock_gettime() */

#include <pthread.h>
#include <string.h>
#include <time.h>

#include "pento-core.h"
#include "pento-plain-game.h"
#include "pento-test-timing.h"

typedef struct {
  const char *board;                   /* rows, '\n' after each */
  const char *pieces;
  gboolean    flip;
} Case;

static char *
rectangle (guint width,
           guint height)
{
  GString *rows = g_string_new (NULL);

  for (guint y = 0; y < height; y++)
    {
      for (guint x = 0; x < width; x++)
        g_string_append_c (rows, '#');
      g_string_append_c (rows, '\n');
    }
  return g_string_free (rows, FALSE);
}

static PentoGolomb *
engine_game (const char  *text,
             const char  *pieces,
             gboolean     flip)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoPosition) position = NULL;
  PentoRules rules;
  PentoPieceSet set;
  PentoGolomb *game;

  pento_rules_init_default (&rules);
  rules.flip = flip;
  g_assert_true (pento_piece_set_parse (pieces, &set, &error));
  g_assert_no_error (error);
  rules.pieces = set;
  position = pento_position_new_from_text_for_game (text, &rules, &error);
  g_assert_no_error (error);
  game = pento_golomb_new (position, set, &rules, &error);
  g_assert_no_error (error);
  return game;
}

/* The engine's answer, its winning move checked, and its count of winning first moves. */
static gboolean
engine_solve (PentoGolomb *game,
              guint        threads,
              guint       *out_moves,
              guint       *out_winning)
{
  g_autoptr(GError) error = NULL;
  g_autofree PentoGolombMove *moves = NULL;
  g_autofree gboolean *wins = NULL;
  PentoGolombResult result;
  guint n = pento_golomb_list_moves (game, FALSE, &moves);

  g_assert_true (pento_golomb_solve (game, threads, NULL, &result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (result.nodes, >, 0);
  wins = g_new0 (gboolean, MAX (n, 1));
  g_assert_true (pento_golomb_value_moves (game, moves, n, threads, NULL, wins, NULL, &error));
  g_assert_no_error (error);
  *out_moves = n;
  *out_winning = 0;
  for (guint i = 0; i < n; i++)
    *out_winning += wins[i];
  if (result.win)
    {
      gboolean move_wins = FALSE;

      g_assert_true (pento_golomb_value_moves (game, &result.move, 1, 1, NULL, &move_wins,
                                               NULL, &error));
      g_assert_no_error (error);
      g_assert_true (move_wins);
    }
  return result.win;
}

/* An empty rectangle and the set played on it. */
typedef struct {
  guint       width;
  guint       height;
  const char *pieces;
  gboolean    flip;
} GameCase;

static void
check_case (const char *rows,
            const char *pieces,
            gboolean    flip,
            guint       threads,
            guint      *out_second_wins)
{
  g_autoptr(PentoGolomb) game = engine_game (rows, pieces, flip);
  g_autoptr(PentoPlainGame) plain = NULL;
  char left[16] = { 0 };
  guint n = 0, moves, winning, plain_moves, plain_winning;
  gboolean win, plain_win;

  /* the letters of the set the plain solver knows, without the placed ones */
  for (const char *p = pieces; *p; p++)
    if (strchr (rows, *p) == NULL)
      left[n++] = *p;
  plain = pento_plain_game_new (rows, left, flip, "FNY");
  plain_win = pento_plain_game_solve (plain, &plain_moves, &plain_winning);
  win = engine_solve (game, threads, &moves, &winning);
  if (g_test_verbose ())
    g_printerr ("%s%s %s: %s wins, %u of %u moves win\n", rows, pieces,
                flip ? "flip" : "no flip", win ? "mover" : "other", winning, moves);
  g_assert_cmpint (win, ==, plain_win);
  g_assert_cmpuint (moves, ==, plain_moves);
  g_assert_cmpuint (winning, ==, plain_winning);
  if (!win && out_second_wins != NULL)
    (*out_second_wins)++;
}

static void
test_against_plain (void)
{
  static const GameCase cases[] = {
    { 5, 3, "FILNPTUVWXYZ", TRUE }, { 5, 3, "FILNPTUVWXYZ", FALSE },
    { 3, 5, "FILNPTUVWXYZ", TRUE }, { 6, 3, "FILNPTUVWXYZ", TRUE },
    { 6, 3, "FILNPTUVWXYZ", FALSE }, { 7, 3, "FILNPTUVWXYZ", TRUE },
    { 4, 4, "FILNPTUVWXYZ", TRUE }, { 4, 4, "FILNPTUVWXYZ", FALSE },
    { 5, 4, "FILNPTUVWXYZ", TRUE }, { 5, 4, "FILNPTUVWXYZ", FALSE },
    { 4, 5, "LNPUVY", TRUE }, { 6, 4, "FILNPTUVWXYZ", TRUE },
    { 6, 4, "FILNPTUVWXYZ", FALSE }, { 5, 5, "FILNPTUVWXYZ", TRUE },
    { 5, 5, "FILNPTUVWXYZ", FALSE }, { 5, 5, "FLNPY", TRUE },
    { 5, 5, "ITUVWX", TRUE }, { 6, 5, "ILPUVY", TRUE },
    { 6, 5, "FILNPTUVWXYZ", TRUE }, { 6, 5, "FLNPYZ", FALSE },
    { 6, 5, "TUVWXZ", TRUE }, { 6, 6, "ILNU", TRUE },
    { 6, 6, "FLTX", TRUE }, { 6, 6, "FNPYZ", FALSE },
    { 6, 6, "IUVWXY", TRUE }, { 6, 6, "LNTV", FALSE },
    { 8, 3, "FILNPTUVWXYZ", TRUE }, { 4, 6, "PUVXYZ", FALSE },
    { 7, 4, "FILPTVX", TRUE }, { 5, 6, "NPTUWY", TRUE },
  };
  guint second_wins = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *rows = rectangle (cases[i].width, cases[i].height);

      check_case (rows, cases[i].pieces, cases[i].flip, 1 + i % 2, &second_wins);
    }
  /* the cases hold boards the second player wins too */
  g_assert_cmpuint (second_wins, >, 0);
}

/* More threads than replies to start: the idle ones help with the replies still searched
 * (the answers from the other end), and whichever finishes first answers. */
static void
test_helpers (void)
{
  static const GameCase cases[] = {
    { 5, 4, "FILNPTUVWXYZ", TRUE }, { 5, 4, "FILNPTUVWXYZ", FALSE },
    { 6, 4, "FILNPTUVWXYZ", TRUE }, { 5, 5, "FILNPTUVWXYZ", FALSE },
    { 6, 5, "FLNPYZ", FALSE }, { 6, 6, "LNTV", FALSE }, { 5, 6, "NPTUWY", TRUE },
  };
  guint second_wins = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint threads = 2; threads <= 6; threads += 4)
      {
        g_autofree char *rows = rectangle (cases[i].width, cases[i].height);

        check_case (rows, cases[i].pieces, cases[i].flip, threads, &second_wins);
      }
  g_assert_cmpuint (second_wins, >, 0);
}

/* A board with holes, and positions in mid-game. */
static void
test_holes_and_positions (void)
{
  check_case ("######\n##..##\n######\n#.####\n######\n", "FILNPTUVWXYZ", TRUE, 2, NULL);
  check_case ("#####\n#.#.#\n#####\n#####\n", "FILNPTUVWXYZ", TRUE, 1, NULL);
  check_case (".####.\n######\n######\n.####.\n", "FILNPTUVWXYZ", FALSE, 2, NULL);
  /* pieces placed: the plain solver sees their cells as taken */
  check_case ("####I\n####I\n####I\n####I\n####I\n#####\n", "FILNPTUVWXYZ", TRUE, 2, NULL);
  check_case ("#X######\nXXX#####\n#X##.###\n########\n", "FILNPTUVWXYZ", TRUE, 1, NULL);
  check_case ("LLLL##\nL#####\n######\n#####V\n#####V\n###VVV\n", "FILNPTUVWXYZ", TRUE, 2,
              NULL);
}

/* Moves up to symmetry: on an empty square one of each class under the eight symmetries. */
static void
test_symmetry (void)
{
  g_autoptr(PentoGolomb) square = engine_game ("#####\n#####\n#####\n#####\n#####\n", "X",
                                               TRUE);
  g_autoptr(PentoGolomb) rect = engine_game ("######\n######\n######\n######\n", "I", TRUE);
  g_autoptr(PentoGolomb) plain = engine_game ("#####\n#####\n#####\n#####\n#####\n", "L",
                                              FALSE);

  /* X on 5×5: nine centres, three classes (centre, edge middle, corner of the 3×3) */
  g_assert_cmpuint (pento_golomb_list_moves (square, FALSE, NULL), ==, 9);
  g_assert_cmpuint (pento_golomb_list_moves (square, TRUE, NULL), ==, 3);
  /* I on 6×4: two places on each of the four rows; under the rectangle's four symmetries an
   * outer row's and an inner row's */
  g_assert_cmpuint (pento_golomb_list_moves (rect, FALSE, NULL), ==, 8);
  g_assert_cmpuint (pento_golomb_list_moves (rect, TRUE, NULL), ==, 2);
  /* L without flipping on 5×5: 4 orientations × 8 places, rotations only: 8 classes */
  g_assert_cmpuint (pento_golomb_list_moves (plain, FALSE, NULL), ==, 32);
  g_assert_cmpuint (pento_golomb_list_moves (plain, TRUE, NULL), ==, 8);
}

static void
test_to_move (void)
{
  g_autoptr(GError) error = NULL;
  int side = 5;

  g_assert_true (pento_golomb_find_to_move ("#####\n", &side, &error));
  g_assert_cmpint (side, ==, -1);
  g_assert_true (pento_golomb_find_to_move ("; to move: second\n#####\n", &side, &error));
  g_assert_cmpint (side, ==, 1);
  g_assert_true (pento_golomb_find_to_move ("#####\n;to move: first \n", &side, &error));
  g_assert_cmpint (side, ==, 0);
  g_assert_false (pento_golomb_find_to_move ("#####\n; to move: third\n", &side, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "2:1: "));
}

typedef struct {
  PentoGolomb *game;
  guint        threads;
  PentoCancel  cancel;
  clockid_t    cpu_clock;              /* the solving thread's CPU time */
  gint         started;
  gint64       returned;
  gint64       returned_cpu;
  gboolean     ok;
} CancelData;

static gpointer
solve_thread (gpointer data)
{
  CancelData *d = data;
  g_autoptr(GError) error = NULL;
  PentoGolombResult result;

  g_assert_cmpint (pthread_getcpuclockid (pthread_self (), &d->cpu_clock), ==, 0);
  g_atomic_int_set (&d->started, 1);
  d->ok = pento_golomb_solve (d->game, d->threads, &d->cancel, &result, &error);
  d->returned = g_get_monotonic_time ();
  d->returned_cpu = pento_test_cpu_time (d->cpu_clock);
  g_assert_true (d->ok || g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED));
  return NULL;
}

/* 8×8 with the twelve takes far longer than the wait: cancelled, the solver stops at once —
 * its own CPU time from the cancel to its return is small, whether or not a loaded machine
 * gives it a core at once — and never hangs, on one thread or two. */
static void
test_cancel (void)
{
  g_autofree char *rows = rectangle (8, 8);
  g_autoptr(PentoGolomb) game = engine_game (rows, "FILNPTUVWXYZ", TRUE);

  for (guint threads = 1; threads <= 2; threads++)
    {
      CancelData data = { .game = game, .threads = threads, .cancel = PENTO_CANCEL_INIT };
      GThread *thread;
      gint64 cancelled, cancelled_cpu;

      thread = g_thread_new ("solve", solve_thread, &data);
      while (!g_atomic_int_get (&data.started))
        g_usleep (1000);
      g_usleep (300 * 1000);
      cancelled = g_get_monotonic_time ();
      cancelled_cpu = pento_test_cpu_time (data.cpu_clock);
      pento_cancel_cancel (&data.cancel);
      g_thread_join (thread);
      g_test_message ("%u threads: returned %.1f ms after cancel, %.1f ms of CPU time",
                      threads, (data.returned - cancelled) / 1000.0,
                      (data.returned_cpu - cancelled_cpu) / 1000.0);
      g_assert_false (data.ok);
      if (threads == 1)
        g_assert_cmpint (data.returned_cpu - cancelled_cpu, <, 50 * 1000 * PENTO_TEST_TIME_FACTOR);
      g_assert_cmpint (data.returned - cancelled, <, 2 * G_USEC_PER_SEC * PENTO_TEST_TIME_FACTOR);
    }
}

/* A board need not hold the whole set, and a board of more than 128 empty cells is refused. */
static void
test_board_sizes (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *big = rectangle (13, 10);
  g_autoptr(PentoPosition) position = NULL;
  PentoRules rules;

  pento_rules_init_default (&rules);
  position = pento_position_new_from_text_for_game (big, &rules, &error);
  g_assert_no_error (error);
  g_assert_null (pento_golomb_new (position, PENTO_PIECE_SET_TWELVE, &rules, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_BOARD);
  g_clear_error (&error);
  g_clear_pointer (&position, pento_position_unref);
  position = pento_position_new_for_game ("3x3", &rules, &error);
  g_assert_no_error (error);
  {
    g_autoptr(PentoGolomb) game = pento_golomb_new (position, PENTO_PIECE_SET_TWELVE, &rules,
                                                    &error);
    PentoGolombResult result;

    g_assert_no_error (error);
    /* a piece on 3×3 leaves four cells, room for no other: whoever moves first wins */
    g_assert_true (pento_golomb_solve (game, 1, NULL, &result, &error));
    g_assert_true (result.win);
  }
}

/* The table keys a position by its least image under the board's symmetries, so a position
 * and its mirror image share one entry: 7×6 with the twelve is proved in well under the
 * 293,233 nodes it takes when every image is a key of its own. */
static void
test_symmetric_keys (void)
{
  g_autofree char *rows = rectangle (7, 6);
  g_autoptr(PentoGolomb) game = engine_game (rows, "FILNPTUVWXYZ", TRUE);
  g_autoptr(GError) error = NULL;
  PentoGolombResult result;

  g_assert_true (pento_golomb_solve (game, 1, NULL, &result, &error));
  g_assert_no_error (error);
  g_assert_true (result.win);
  g_test_message ("7x6: %" G_GUINT64_FORMAT " nodes", result.nodes);
  g_assert_cmpuint (result.nodes, <, 220000);
}

/* Whether a symmetry of the @size square other than the identity keeps @move's cells. */
static gboolean
move_is_symmetric (const PentoGolombMove *move,
                   guint                  size)
{
  for (guint s = 1; s < PENTO_N_SYMMETRIES; s++)
    {
      guint kept = 0;

      for (guint c = 0; c < move->n_cells; c++)
        {
          guint nx, ny;

          pento_symmetry_apply (s, size, size, move->cells[c].x, move->cells[c].y, &nx, &ny);
          for (guint d = 0; d < move->n_cells; d++)
            kept += move->cells[d].x == nx && move->cells[d].y == ny;
        }
      if (kept == move->n_cells)
        return TRUE;
    }
  return FALSE;
}

/* A first move that a symmetry of the square keeps has replies in symmetric pairs, and only
 * one of each pair is searched: each such move's value agrees with the plain solver's answer
 * for the position after it (the side to move there loses when the move wins). */
static void
test_symmetric_moves (void)
{
  static const struct {
    guint       size;
    const char *pieces;
  } cases[] = { { 5, "FILNPTUVWXYZ" }, { 6, "IUVWXY" }, { 6, "FLTVWX" } };
  guint symmetric = 0, winning = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *rows = rectangle (cases[i].size, cases[i].size);
      g_autoptr(PentoGolomb) game = engine_game (rows, cases[i].pieces, TRUE);
      g_autofree PentoGolombMove *moves = NULL;
      guint n = pento_golomb_list_moves (game, FALSE, &moves);

      for (guint m = 0; m < n; m++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(PentoPlainGame) plain = NULL;
          g_autofree char *after = g_strdup (rows);
          GString *left = g_string_new (NULL);
          char letter = pento_piece_to_letter (moves[m].piece);
          gboolean wins = FALSE;

          if (!move_is_symmetric (&moves[m], cases[i].size))
            {
              g_string_free (left, TRUE);
              continue;
            }
          for (guint c = 0; c < moves[m].n_cells; c++)
            after[moves[m].cells[c].y * (cases[i].size + 1) + moves[m].cells[c].x] = letter;
          for (const char *p = cases[i].pieces; *p; p++)
            if (*p != letter)
              g_string_append_c (left, *p);
          plain = pento_plain_game_new (after, left->str, TRUE, "FNY");
          g_string_free (left, TRUE);
          g_assert_true (pento_golomb_value_moves (game, &moves[m], 1, 1 + m % 2, NULL, &wins,
                                                   NULL, &error));
          g_assert_no_error (error);
          g_assert_cmpint (wins, ==, !pento_plain_game_solve (plain, NULL, NULL));
          symmetric++;
          winning += wins;
        }
    }
  /* symmetric moves that win and moves that lose */
  g_test_message ("%u symmetric moves, %u win", symmetric, winning);
  g_assert_cmpuint (winning, >, 0);
  g_assert_cmpuint (winning, <, symmetric);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/golomb/against-plain", test_against_plain);
  g_test_add_func ("/golomb/helpers", test_helpers);
  g_test_add_func ("/golomb/holes-and-positions", test_holes_and_positions);
  g_test_add_func ("/golomb/symmetry", test_symmetry);
  g_test_add_func ("/golomb/to-move", test_to_move);
  g_test_add_func ("/golomb/cancel", test_cancel);
  g_test_add_func ("/golomb/board-sizes", test_board_sizes);
  g_test_add_func ("/golomb/symmetric-keys", test_symmetric_keys);
  g_test_add_func ("/golomb/symmetric-moves", test_symmetric_moves);

  return g_test_run ();
}
