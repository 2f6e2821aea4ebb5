/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-hint.c: the hint — the position says which cell, a random completion says which piece.
 */
#include "pento-hint.h"

#include "engine/pento-engine.h"

gboolean
pento_position_hint (const PentoPosition *position,
                     const PentoRules    *rules,
                     guint64              seed,
                     PentoCancel         *cancel,
                     PentoPiece          *out_piece,
                     PentoCell            out_cells[5],
                     guint               *out_n_cells,
                     GError             **error)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(PentoSolution) completion = NULL;
  PentoBoard *board;
  PentoCell cell;
  PentoPiece piece;
  guint n = 0;
  char letter;

  g_return_val_if_fail (position != NULL && rules != NULL, FALSE);

  if (!pento_position_hint_cell (position, rules, &cell))
    return FALSE;
  board = pento_position_get_board (position);

  puzzle = pento_puzzle_new_for_position ((PentoPosition *) position, rules, error);
  if (puzzle == NULL)
    return FALSE;
  completion = pento_puzzle_random_full (puzzle, seed, cancel, NULL, NULL, error);
  if (completion == NULL)
    return FALSE;

  letter = pento_solution_get (completion, cell.x, cell.y);
  if (!pento_piece_from_set_letter (letter, &piece))
    g_return_val_if_reached (FALSE);
  for (guint y = 0; y < pento_board_get_height (board); y++)
    for (guint x = 0; x < pento_board_get_width (board); x++)
      if (pento_solution_get (completion, x, y) == letter)
        out_cells[n++] = (PentoCell) { x, y };
  g_assert (n == pento_piece_get_shape (piece)->n_cells);
  *out_piece = piece;
  *out_n_cells = n;
  return TRUE;
}
