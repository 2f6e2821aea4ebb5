/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-board-model.c: the board model's rules, without a display: properties notify only on a
 * real change, what follows from what (playable from the kind, the tray's set and handedness,
 * the placed pieces), box mode decided in one place, a new board dropping what no longer fits.
 */
#include <string.h>

#include "common/pento-board-model.h"

static const char packing_10x6[] =
  "FLLLLPPVVV"
  "FFFWLPPUUV"
  "YFXWWPZZUV"
  "YXXXWWZUUT"
  "YYXNNZZTTT"
  "YNNNIIIIIT";

typedef struct {
  GHashTable *counts;   /* property name → notifications */
  gint64      fade;     /* the fade seen while "solution" was notified */
} Notes;

static void
notify_cb (PentoBoardModel *model,
           GParamSpec      *pspec,
           Notes           *notes)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (notes->counts, pspec->name));

  g_hash_table_insert (notes->counts, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
  if (g_str_equal (pspec->name, "solution"))
    notes->fade = pento_board_model_get_fade (model);
}

static guint
count (Notes      *notes,
       const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (notes->counts, name));
}

static guint
total (Notes *notes)
{
  GHashTableIter iter;
  gpointer value;
  guint n = 0;

  g_hash_table_iter_init (&iter, notes->counts);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    n += GPOINTER_TO_UINT (value);
  return n;
}

static PentoBoardModel *
watched_model (Notes *notes)
{
  PentoBoardModel *model = pento_board_model_new ();

  notes->counts = g_hash_table_new (g_str_hash, g_str_equal);
  notes->fade = -1;
  g_signal_connect (model, "notify", G_CALLBACK (notify_cb), notes);
  return model;
}

static PentoBoard *
board_new (const char *name)
{
  g_autoptr(GError) error = NULL;
  PentoBoard *board = pento_board_new_preset (name, &error);

  g_assert_no_error (error);
  return board;
}

/* The 10 × 6 packing, only the pieces of @letters on it. */
static PentoSolution *
packing_new (const char *letters)
{
  PentoSolution *solution = pento_solution_new (10, 6);

  for (guint i = 0; i < 60; i++)
    pento_solution_set (solution, i % 10, i / 10,
                        letters == NULL || strchr (letters, packing_10x6[i]) != NULL
                        ? packing_10x6[i] : '.');
  return solution;
}

static void
test_notify_only_on_change (void)
{
  Notes notes;
  g_autoptr(PentoBoardModel) model = watched_model (&notes);
  g_autoptr(PentoBoard) board = board_new ("10x6");
  g_autoptr(PentoSolution) solution = packing_new ("FX");
  g_autoptr(PentoSolution) same = packing_new ("FX");
  PentoRules rules = *pento_board_model_get_rules (model);
  PentoCell cells[2] = { { 1, 2 }, { 3, 4 } };

  pento_board_model_set_board (model, board);
  g_assert_cmpuint (count (&notes, "board"), ==, 1);
  pento_board_model_set_solution (model, solution);
  g_assert_cmpuint (count (&notes, "solution"), ==, 1);
  g_assert_cmpuint (count (&notes, "placed"), ==, 1);
  pento_board_model_set_fixed (model, 1u << PENTO_PIECE_X);
  pento_board_model_set_hint_cells (model, cells, 2);
  pento_board_model_set_dead_cells (model, cells, 1);
  pento_board_model_set_hint_piece (model, PENTO_PIECE_F);
  pento_board_model_set_highlight (model, 1u << PENTO_PIECE_F);
  pento_board_model_set_status_text (model, "3 packings still possible");
  pento_board_model_set_clock (model, "Easy 0:04.8", "Started at 17:02");
  pento_board_model_set_goal (model, "Place the 5 remaining pieces");
  rules.flip = FALSE;
  pento_board_model_set_rules (model, &rules);
  g_hash_table_remove_all (notes.counts);

  /* the same again, an equal copy, other tile order and seed: nothing is said */
  pento_board_model_set_board (model, board);
  pento_board_model_set_solution (model, same);
  pento_board_model_set_fixed (model, 1u << PENTO_PIECE_X);
  pento_board_model_set_hint_cells (model, (PentoCell[]) { { 1, 2 }, { 3, 4 } }, 2);
  pento_board_model_set_dead_cells (model, cells, 1);
  pento_board_model_set_hint_piece (model, PENTO_PIECE_F);
  pento_board_model_set_highlight (model, 1u << PENTO_PIECE_F);
  pento_board_model_set_status_text (model, "3 packings still possible");
  pento_board_model_set_clock (model, "Easy 0:04.8", "Started at 17:02");
  pento_board_model_set_goal (model, "Place the 5 remaining pieces");
  rules.shuffle = !rules.shuffle;
  rules.seed++;
  pento_board_model_set_rules (model, &rules);
  pento_board_model_set_box (model, NULL);
  pento_board_model_set_duel (model, FALSE);
  pento_board_model_show_game (model, FALSE);
  g_assert_cmpuint (total (&notes), ==, 0);

  /* a real change is said once */
  pento_board_model_set_hint_cells (model, cells, 1);
  pento_board_model_set_status_text (model, NULL);
  g_assert_cmpuint (count (&notes, "hint-cells"), ==, 1);
  g_assert_cmpuint (count (&notes, "status-text"), ==, 1);
  g_assert_cmpstr (pento_board_model_get_status_text (model), ==, "");
  g_assert_cmpuint (total (&notes), ==, 2);
  /* the clock's tooltip alone is a change of the clock; the clock and goal can go */
  pento_board_model_set_clock (model, "Easy 0:04.8", "Paused");
  g_assert_cmpuint (count (&notes, "clock"), ==, 1);
  pento_board_model_set_clock (model, NULL, NULL);
  pento_board_model_set_goal (model, NULL);
  g_assert_null (pento_board_model_get_clock (model, NULL));
  g_assert_null (pento_board_model_get_goal (model));
  g_assert_cmpuint (count (&notes, "clock"), ==, 2);
  g_assert_cmpuint (count (&notes, "goal"), ==, 1);
  g_assert_cmpuint (total (&notes), ==, 5);
  g_hash_table_unref (notes.counts);
}

static void
test_kind (void)
{
  Notes notes;
  g_autoptr(PentoBoardModel) model = watched_model (&notes);
  g_autoptr(PentoSolution) solution = packing_new (NULL);

  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_GAME);
  g_assert_true (pento_board_model_get_playable (model));
  g_assert_false (pento_board_model_is_viewing (model));

  /* a packing over the game: not playable, viewing, drawn */
  pento_board_model_show_packing (model, PENTO_BOARD_KIND_PACKING, solution);
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_PACKING);
  g_assert_false (pento_board_model_get_playable (model));
  g_assert_true (pento_board_model_is_viewing (model));
  g_assert_true (pento_solution_equal (pento_board_model_get_solution (model), solution));
  g_assert_cmpuint (pento_board_model_get_placed (model), ==, PENTO_PIECE_SET_TWELVE);
  g_assert_cmpuint (count (&notes, "playable"), ==, 1);

  pento_board_model_show_packing (model, PENTO_BOARD_KIND_WATCH, NULL);
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_WATCH);
  g_assert_true (pento_board_model_is_viewing (model));
  g_assert_cmpuint (pento_board_model_get_placed (model), ==, 0);
  g_assert_cmpuint (count (&notes, "playable"), ==, 1);

  /* the game again: a challenge's, then a free game's */
  pento_board_model_show_game (model, TRUE);
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_CHALLENGE);
  g_assert_true (pento_board_model_get_playable (model));
  g_assert_false (pento_board_model_is_viewing (model));
  g_assert_cmpuint (count (&notes, "playable"), ==, 2);
  pento_board_model_show_game (model, FALSE);
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_GAME);
  g_assert_cmpuint (count (&notes, "playable"), ==, 2);

  /* a two-player game is the game in hand as long as it lasts, viewed over or not */
  pento_board_model_set_duel (model, TRUE);
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_DUEL);
  g_assert_true (pento_board_model_get_playable (model));
  pento_board_model_show_packing (model, PENTO_BOARD_KIND_PACKING, solution);
  pento_board_model_show_game (model, FALSE);
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_DUEL);
  pento_board_model_show_packing (model, PENTO_BOARD_KIND_PACKING, solution);
  pento_board_model_set_duel (model, FALSE);
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_PACKING);
  pento_board_model_show_game (model, FALSE);
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_GAME);
  g_hash_table_unref (notes.counts);
}

static void
test_box (void)
{
  Notes notes;
  g_autoptr(PentoBoardModel) model = watched_model (&notes);
  g_autoptr(PentoSolution) solution = packing_new (NULL);
  PentoRules rules = *pento_board_model_get_rules (model);
  PentoBox box, other;

  g_assert_true (pento_box_parse ("3x4x5", &box, NULL));
  g_assert_true (pento_box_parse ("2x5x6", &other, NULL));
  rules.flip = FALSE;
  pento_board_model_set_rules (model, &rules);
  g_assert_false (pento_board_model_get_may_flip (model));
  g_assert_null (pento_board_model_get_box (model));

  pento_board_model_set_box (model, &box);
  g_assert_true (pento_board_model_get_is_box (model));
  g_assert_cmpuint (pento_board_model_get_box (model)->depth, ==, box.depth);
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_BOX);
  g_assert_false (pento_board_model_get_playable (model));
  /* a box has no game to go back to: its packings are not viewed over one */
  g_assert_false (pento_board_model_is_viewing (model));
  /* in space every piece turns over; the tray shows the twelve */
  g_assert_true (pento_board_model_get_may_flip (model));
  g_assert_cmpuint (pento_board_model_get_pieces (model), ==, PENTO_PIECE_SET_TWELVE);
  g_assert_cmpuint (count (&notes, "is-box"), ==, 1);

  /* neither the game nor a packing changes what a box is */
  pento_board_model_show_game (model, TRUE);
  pento_board_model_show_packing (model, PENTO_BOARD_KIND_PACKING, solution);
  pento_board_model_set_duel (model, TRUE);
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_BOX);
  g_assert_false (pento_board_model_get_playable (model));
  pento_board_model_set_duel (model, FALSE);

  /* another box: still a box, said as "box" only */
  pento_board_model_set_box (model, &other);
  g_assert_cmpuint (count (&notes, "is-box"), ==, 1);
  g_assert_cmpuint (count (&notes, "box"), ==, 2);
  g_assert_cmpuint (pento_board_model_get_box (model)->depth, ==, other.depth);

  /* a flat board again: the game, playable */
  pento_board_model_set_box (model, NULL);
  g_assert_false (pento_board_model_get_is_box (model));
  g_assert_cmpint (pento_board_model_get_kind (model), ==, PENTO_BOARD_KIND_GAME);
  g_assert_true (pento_board_model_get_playable (model));
  g_assert_false (pento_board_model_get_may_flip (model));
  g_assert_cmpuint (count (&notes, "is-box"), ==, 2);
  g_hash_table_unref (notes.counts);
}

static void
test_new_board (void)
{
  Notes notes;
  g_autoptr(PentoBoardModel) model = watched_model (&notes);
  g_autoptr(PentoBoard) board = board_new ("10x6");
  g_autoptr(PentoBoard) renamed = pento_board_new_renamed (board, "mine");
  g_autoptr(PentoBoard) other = board_new ("12x5");
  g_autoptr(PentoSolution) solution = packing_new ("LPV");
  PentoCell cells[1] = { { 0, 0 } };
  guint n = 9;

  pento_board_model_set_board (model, board);
  pento_board_model_set_solution (model, solution);
  pento_board_model_set_hint_cells (model, cells, 1);
  pento_board_model_set_dead_cells (model, cells, 1);
  pento_board_model_set_highlight (model, 1u << PENTO_PIECE_L);
  g_assert_cmpuint (pento_board_model_get_placed (model), ==,
                    (1u << PENTO_PIECE_L) | (1u << PENTO_PIECE_P) | (1u << PENTO_PIECE_V));

  /* a board of the same size keeps the pieces; the marks were the other board's */
  pento_board_model_set_board (model, renamed);
  g_assert_nonnull (pento_board_model_get_solution (model));
  g_assert_nonnull (pento_board_model_get_hint_cells (model, &n));
  g_assert_cmpuint (n, ==, 0);
  pento_board_model_get_dead_cells (model, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_cmpuint (pento_board_model_get_highlight (model), ==, 0);

  /* a board of another size drops a packing that no longer fits */
  g_hash_table_remove_all (notes.counts);
  pento_board_model_set_board (model, other);
  g_assert_null (pento_board_model_get_solution (model));
  g_assert_cmpuint (pento_board_model_get_placed (model), ==, 0);
  g_assert_cmpuint (count (&notes, "solution"), ==, 1);
  g_assert_cmpuint (count (&notes, "board"), ==, 1);
  g_hash_table_unref (notes.counts);
}

static void
test_tray_set (void)
{
  Notes notes;
  g_autoptr(PentoBoardModel) model = watched_model (&notes);
  g_autoptr(PentoBoard) board = board_new ("10x6");
  g_autoptr(PentoBoard) square = board_new ("8x8");
  PentoRules rules = *pento_board_model_get_rules (model);

  pento_board_model_set_board (model, board);
  g_assert_cmpuint (pento_board_model_get_pieces (model), ==,
                    pento_piece_set_resolve (rules.pieces, 60));
  /* 64 cells take the square too */
  pento_board_model_set_board (model, square);
  g_assert_cmpuint (pento_board_model_get_pieces (model), ==,
                    pento_piece_set_resolve (rules.pieces, 64));
  g_assert_cmpuint (pento_board_model_get_pieces (model), !=,
                    pento_piece_set_resolve (rules.pieces, 60));
  g_assert_cmpuint (count (&notes, "pieces"), ==, 1);

  /* the one-sided set never turns over, flipping allowed or not */
  g_assert_true (pento_board_model_get_may_flip (model));
  g_assert_true (pento_piece_set_parse ("one-sided", &rules.pieces, NULL));
  rules.flip = TRUE;
  pento_board_model_set_rules (model, &rules);
  g_assert_false (pento_board_model_get_may_flip (model));
  g_assert_cmpuint (count (&notes, "may-flip"), ==, 1);
  g_hash_table_unref (notes.counts);
}

static void
test_fade (void)
{
  Notes notes;
  g_autoptr(PentoBoardModel) model = watched_model (&notes);
  g_autoptr(PentoSolution) first = packing_new ("F");
  g_autoptr(PentoSolution) second = packing_new ("FL");

  pento_board_model_fade_solution (model, first, 250000);
  g_assert_cmpint (notes.fade, ==, 250000);
  g_assert_cmpint (pento_board_model_get_fade (model), ==, 0);
  pento_board_model_set_solution (model, second);
  g_assert_cmpint (notes.fade, ==, 0);
  g_hash_table_unref (notes.counts);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-model/notify-only-on-change", test_notify_only_on_change);
  g_test_add_func ("/board-model/kind", test_kind);
  g_test_add_func ("/board-model/box", test_box);
  g_test_add_func ("/board-model/new-board", test_new_board);
  g_test_add_func ("/board-model/tray-set", test_tray_set);
  g_test_add_func ("/board-model/fade", test_fade);
  return g_test_run ();
}
