/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-duel-levels.c: the computer's levels in Golomb's game, checked with the engine's
 * public solver and plain move lists — Beginner never plays a move that loses at once when
 * another does not; Club, Strong and Perfect play only legal moves; Perfect plays a proven
 * winning move on a won position; "who wins from here" agrees with the solver; every level
 * answers within a generous bound on a busy machine (the real figures are the benchmark's);
 * the level names; a cancelled choice says so; the exact solver's table stays small.
 */
#include <stdio.h>
#include <string.h>

#include "pento-core.h"
#include "pento-test-timing.h"

/* A generous bound for one move: the levels aim well under a second. */
#define MOVE_BOUND_S (4.0 * PENTO_TEST_TIME_FACTOR)

static PentoRules
twelve_rules (void)
{
  PentoRules rules;

  pento_rules_init_default (&rules);
  rules.pieces = PENTO_PIECE_SET_TWELVE;
  return rules;
}

static guint
n_moves (PentoPosition    *position,
         const PentoRules *rules)
{
  g_autoptr(PentoGolomb) game = pento_golomb_new (position, rules->pieces, rules, NULL);

  g_assert_nonnull (game);
  return pento_golomb_list_moves (game, FALSE, NULL);
}

static PentoPosition *
play (PentoPosition         *position,
      const PentoGolombMove *move,
      const PentoRules      *rules)
{
  g_autoptr(GError) error = NULL;
  PentoPosition *next = pento_position_place (position, move->piece, move->cells,
                                              move->n_cells, rules, &error);

  g_assert_no_error (error);
  return next;
}

/* Whether the side that plays @move from @position loses at once: the opponent has a reply
 * after which it cannot place a piece. */
static gboolean
loses_at_once (PentoPosition         *position,
               const PentoGolombMove *move,
               const PentoRules      *rules)
{
  g_autoptr(PentoPosition) after = play (position, move, rules);
  g_autoptr(PentoGolomb) game = pento_golomb_new (after, rules->pieces, rules, NULL);
  g_autofree PentoGolombMove *replies = NULL;
  guint n = pento_golomb_list_moves (game, FALSE, &replies);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PentoPosition) next = play (after, &replies[i], rules);

      if (n_moves (next, rules) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The position after @k random legal moves from the empty 8×8, or NULL if the game ended. */
static PentoPosition *
random_position (guint             k,
                 GRand            *rand,
                 const PentoRules *rules)
{
  g_autoptr(PentoPosition) position = pento_position_new_for_game ("8x8", rules, NULL);

  for (guint i = 0; i < k; i++)
    {
      g_autoptr(PentoGolomb) game = pento_golomb_new (position, rules->pieces, rules, NULL);
      g_autofree PentoGolombMove *moves = NULL;
      guint n = pento_golomb_list_moves (game, FALSE, &moves);
      PentoPosition *next;

      if (n == 0)
        return NULL;
      next = play (position, &moves[g_rand_int_range (rand, 0, n)], rules);
      pento_position_unref (position);
      position = next;
    }
  return g_steal_pointer (&position);
}

static gboolean
move_is_legal (PentoPosition         *position,
               const PentoGolombMove *move,
               const PentoRules      *rules)
{
  g_autoptr(PentoPosition) next = pento_position_place (position, move->piece, move->cells,
                                                        move->n_cells, rules, NULL);

  return next != NULL && (rules->pieces & (1u << move->piece)) != 0;
}

static void
test_names (void)
{
  PentoDuelLevel level;

  for (PentoDuelLevel l = 0; l < PENTO_DUEL_N_LEVELS; l++)
    {
      g_assert_true (pento_duel_level_from_string (pento_duel_level_to_string (l), &level));
      g_assert_cmpint (level, ==, l);
    }
  g_assert_cmpstr (pento_duel_level_to_string (PENTO_DUEL_PERFECT), ==, "perfect");
  g_assert_false (pento_duel_level_from_string ("expert", &level));
  g_assert_false (pento_duel_level_from_string ("", &level));
}

/* Beginner, over many positions late enough that some moves lose at once. */
static void
test_beginner_safe (void)
{
  PentoRules rules = twelve_rules ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  guint checked = 0, tries = 0;

  while (checked < PENTO_TEST_ROUNDS (12) && tries++ < 400)
    {
      g_autoptr(PentoPosition) position = random_position (6 + tries % 3, rand, &rules);
      g_autoptr(PentoGolomb) game = NULL;
      g_autofree PentoGolombMove *moves = NULL;
      guint n, n_losing = 0;
      PentoDuelChoice choice;
      g_autoptr(GError) error = NULL;

      if (position == NULL)
        continue;
      game = pento_golomb_new (position, rules.pieces, &rules, NULL);
      n = pento_golomb_list_moves (game, FALSE, &moves);
      for (guint i = 0; i < n; i++)
        n_losing += loses_at_once (position, &moves[i], &rules);
      /* only positions where the choice matters: some moves lose at once, some do not */
      if (n_losing == 0 || n_losing == n)
        continue;
      for (guint32 seed = 0; seed < 4; seed++)
        {
          g_assert_true (pento_duel_choose_move (position, rules.pieces, &rules,
                                                 PENTO_DUEL_BEGINNER, seed, 0, NULL, &choice,
                                                 &error));
          g_assert_no_error (error);
          g_assert_true (choice.has_move);
          g_assert_true (move_is_legal (position, &choice.move, &rules));
          g_assert_false (loses_at_once (position, &choice.move, &rules));
        }
      checked++;
    }
  g_assert_cmpuint (checked, >=, PENTO_TEST_ROUNDS (12));
}

/* Perfect on positions the solver proves won: a proven move, and it wins. */
static void
test_perfect_wins (void)
{
  PentoRules rules = twelve_rules ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  guint checked = 0, tries = 0;

  while (checked < PENTO_TEST_ROUNDS (5) && tries++ < 200)
    {
      g_autoptr(PentoPosition) position = random_position (6, rand, &rules);
      g_autoptr(PentoGolomb) game = NULL;
      PentoGolombResult result;
      PentoDuelChoice choice;
      gboolean wins = FALSE;
      g_autoptr(GError) error = NULL;

      if (position == NULL)
        continue;
      game = pento_golomb_new (position, rules.pieces, &rules, NULL);
      g_assert_true (pento_golomb_solve (game, 1, NULL, &result, NULL));
      if (!result.win)
        continue;
      g_assert_true (pento_duel_choose_move (position, rules.pieces, &rules, PENTO_DUEL_PERFECT,
                                             1, 0, NULL, &choice, &error));
      g_assert_no_error (error);
      g_assert_true (choice.has_move);
      g_assert_true (choice.proven);
      g_assert_true (pento_golomb_value_moves (game, &choice.move, 1, 1, NULL, &wins, NULL,
                                               NULL));
      g_assert_true (wins);
      checked++;
    }
  g_assert_cmpuint (checked, >=, PENTO_TEST_ROUNDS (5));
}

/* The assist's verdict against the solver's; a lost position is never called won. */
static void
test_who_wins (void)
{
  PentoRules rules = twelve_rules ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  guint checked = 0, tries = 0;

  while (checked < PENTO_TEST_ROUNDS (8) && tries++ < 200)
    {
      g_autoptr(PentoPosition) position = random_position (6, rand, &rules);
      g_autoptr(PentoGolomb) game = NULL;
      PentoGolombResult result;
      PentoGolombMove move;
      int verdict;

      if (position == NULL)
        continue;
      game = pento_golomb_new (position, rules.pieces, &rules, NULL);
      g_assert_true (pento_golomb_solve (game, 1, NULL, &result, NULL));
      g_assert_true (pento_duel_who_wins (position, rules.pieces, &rules,
                                          (gint64) (20 * G_USEC_PER_SEC), NULL, &verdict,
                                          &move, NULL));
      g_assert_cmpint (verdict, ==, result.win ? 1 : 0);
      if (verdict == 1)
        {
          gboolean wins = FALSE;

          g_assert_true (pento_golomb_value_moves (game, &move, 1, 1, NULL, &wins, NULL, NULL));
          g_assert_true (wins);
        }
      checked++;
    }
  g_assert_cmpuint (checked, >=, PENTO_TEST_ROUNDS (8));

  /* the empty 8×8 is not proven in a tenth of a second */
  {
    g_autoptr(PentoPosition) empty = pento_position_new_for_game ("8x8", &rules, NULL);
    int verdict = 1;

    g_assert_true (pento_duel_who_wins (empty, rules.pieces, &rules, 100000, NULL, &verdict,
                                        NULL, NULL));
    g_assert_cmpint (verdict, ==, -1);
  }
}

/* Every level answers from the empty board and from mid-game within the bound, with a legal
 * move; and the side that cannot move gets no move. */
static void
test_budgets (void)
{
  PentoRules rules = twelve_rules ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(PentoPosition) empty = pento_position_new_for_game ("8x8", &rules, NULL);
  g_autoptr(PentoPosition) middle = NULL;
  PentoPosition *positions[2];

  while (middle == NULL)
    middle = random_position (3, rand, &rules);
  positions[0] = empty;
  positions[1] = middle;
  for (PentoDuelLevel level = 0; level < PENTO_DUEL_HUMAN; level++)
    for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
      {
        PentoDuelChoice choice;
        gint64 start = g_get_monotonic_time ();
        double seconds;

        g_assert_true (pento_duel_choose_move (positions[i], rules.pieces, &rules, level, 9, 0,
                                               NULL, &choice, NULL));
        seconds = (g_get_monotonic_time () - start) / 1e6;
        g_test_message ("%s, %u pieces placed: %.3f s", pento_duel_level_to_string (level),
                        pento_position_get_n_placed (positions[i]), seconds);
        g_assert_cmpfloat (seconds, <, MOVE_BOUND_S);
        g_assert_true (choice.has_move);
        g_assert_true (move_is_legal (positions[i], &choice.move, &rules));
        g_assert_cmpuint (pento_duel_level_budget (level), <=, G_USEC_PER_SEC);
      }

  /* a finished game: no move to play */
  {
    g_autoptr(PentoPosition) end = NULL;
    PentoDuelChoice choice;

    for (guint k = 12; end == NULL && k > 0; k--)
      {
        g_autoptr(PentoPosition) p = random_position (k, rand, &rules);

        if (p != NULL && n_moves (p, &rules) == 0)
          end = g_steal_pointer (&p);
      }
    if (end != NULL)
      {
        g_assert_true (pento_duel_choose_move (end, rules.pieces, &rules, PENTO_DUEL_STRONG, 1,
                                               0, NULL, &choice, NULL));
        g_assert_false (choice.has_move);
      }
  }
}

/* The quick check agrees with the engine's list of moves, to the end of random games. */
static void
test_can_move (void)
{
  PentoRules rules = twelve_rules ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  guint ends = 0;

  for (guint game = 0; game < PENTO_TEST_ROUNDS (20); game++)
    {
      g_autoptr(PentoPosition) position = pento_position_new_for_game ("8x8", &rules, NULL);

      for (;;)
        {
          g_autoptr(PentoGolomb) g = pento_golomb_new (position, rules.pieces, &rules, NULL);
          g_autofree PentoGolombMove *moves = NULL;
          guint n = pento_golomb_list_moves (g, FALSE, &moves);
          PentoPosition *next;

          g_assert_cmpint (pento_duel_can_move (position, rules.pieces, &rules), ==, n > 0);
          if (n == 0)
            break;
          next = play (position, &moves[g_rand_int_range (rand, 0, n)], &rules);
          pento_position_unref (position);
          position = next;
        }
      ends++;
    }
  g_assert_cmpuint (ends, ==, PENTO_TEST_ROUNDS (20));
}

/* The process's resident memory now and at its peak, in KiB, from /proc/self/status. */
static gboolean
resident_kib (guint64 *out_now,
              guint64 *out_peak)
{
  g_autofree char *status = NULL;
  const char *now, *peak;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) ||
      (now = strstr (status, "VmRSS:")) == NULL || (peak = strstr (status, "VmHWM:")) == NULL)
    return FALSE;
  *out_now = g_ascii_strtoull (now + 6, NULL, 10);
  *out_peak = g_ascii_strtoull (peak + 6, NULL, 10);
  return TRUE;
}

/* A move of Perfect and a short "who wins" from the empty board (neither proven in its
 * budget, so the solver runs to the end of it) hold a table their search can fill, not one
 * sized for a proof of the whole game. */
static void
test_memory (void)
{
  PentoRules rules = twelve_rules ();
  g_autoptr(PentoPosition) empty = pento_position_new_for_game ("8x8", &rules, NULL);
  PentoDuelChoice choice;
  guint64 before, peak, now;
  int verdict;
  FILE *clear = fopen ("/proc/self/clear_refs", "w");

  /* (writing 5 there resets the peak to the resident memory now) */
  if (clear == NULL || fputs ("5", clear) < 0 || fclose (clear) != 0 ||
      !resident_kib (&before, &peak))
    {
      g_test_skip ("no /proc/self/clear_refs");
      return;
    }
  g_assert_true (pento_duel_choose_move (empty, rules.pieces, &rules, PENTO_DUEL_PERFECT, 1, 0,
                                         NULL, &choice, NULL));
  g_assert_true (choice.has_move);
  g_assert_true (pento_duel_who_wins (empty, rules.pieces, &rules, G_TIME_SPAN_SECOND, NULL,
                                      &verdict, NULL, NULL));
  g_assert_true (resident_kib (&now, &peak));
  g_test_message ("peak %" G_GUINT64_FORMAT " KiB above %" G_GUINT64_FORMAT " KiB", peak,
                  before);
  g_assert_cmpuint (peak, <, before + 32 * 1024);
}

static void
test_cancelled (void)
{
  PentoRules rules = twelve_rules ();
  g_autoptr(PentoPosition) empty = pento_position_new_for_game ("8x8", &rules, NULL);
  PentoCancel cancel = PENTO_CANCEL_INIT;
  g_autoptr(GError) error = NULL;
  PentoDuelChoice choice;
  gint64 start = g_get_monotonic_time ();

  pento_cancel_cancel (&cancel);
  for (PentoDuelLevel level = 0; level < PENTO_DUEL_HUMAN; level++)
    {
      g_assert_false (pento_duel_choose_move (empty, rules.pieces, &rules, level, 1, 0,
                                              &cancel, &choice, &error));
      g_assert_error (error, PENTO_ERROR, PENTO_ERROR_CANCELLED);
      g_clear_error (&error);
    }
  g_assert_cmpfloat ((g_get_monotonic_time () - start) / 1e6, <, 1.0 * PENTO_TEST_TIME_FACTOR);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/duel-levels/names", test_names);
  g_test_add_func ("/duel-levels/beginner-safe", test_beginner_safe);
  g_test_add_func ("/duel-levels/perfect-wins", test_perfect_wins);
  g_test_add_func ("/duel-levels/who-wins", test_who_wins);
  g_test_add_func ("/duel-levels/budgets", test_budgets);
  g_test_add_func ("/duel-levels/can-move", test_can_move);
  g_test_add_func ("/duel-levels/cancelled", test_cancelled);
  g_test_add_func ("/duel-levels/memory", test_memory);
  return g_test_run ();
}
