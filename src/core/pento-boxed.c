/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-boxed.c: the engine's boxed types, for the window's properties and signals. Kept
 * apart so that a program that does not use them (pentomino-cli) does not load GObject.
 */
#include "pento-board.h"
#include "pento-position.h"
#include "pento-solution.h"

G_DEFINE_BOXED_TYPE (PentoBoard, pento_board, pento_board_ref, pento_board_unref)
G_DEFINE_BOXED_TYPE (PentoSolution, pento_solution, pento_solution_copy, pento_solution_free)
G_DEFINE_BOXED_TYPE (PentoPosition, pento_position, pento_position_ref, pento_position_unref)
