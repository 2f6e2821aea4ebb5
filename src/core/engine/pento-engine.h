/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-engine.h: the engine — the search for the packings of a board, a position or a box in
 * space, their counts, the traced search that reports every step, and the solver of Golomb's
 * game. The one header of src/core/engine that the rest of core, the command line and the
 * window include; the engine's other headers are its own.
 */
#pragma once

#include "pento-puzzle.h"
#include "pento-trace.h"
#include "pento-golomb.h"
