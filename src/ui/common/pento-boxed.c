/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-boxed.c: the engine's boxed types.
 */
#include "common/pento-boxed.h"

G_DEFINE_BOXED_TYPE (PentoBoard, pento_board, pento_board_ref, pento_board_unref)
G_DEFINE_BOXED_TYPE (PentoSolution, pento_solution, pento_solution_copy, pento_solution_free)
