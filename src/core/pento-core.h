/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-core.h: core's public headers, the engine's among them, in one include.
 */
#pragma once

#include "pento-error.h"
#include "pento-file.h"
#include "pento-pages.h"
#include "pento-input.h"
#include "pento-cancel.h"
#include "pento-piece.h"
#include "pento-piece-set.h"
#include "pento-rules.h"
#include "pento-symmetry.h"
#include "pento-board.h"
#include "pento-board-check.h"
#include "pento-solution.h"
#include "pento-position.h"
#include "pento-rating.h"
#include "pento-challenge.h"
#include "pento-records.h"
#include "pento-game-file.h"
#include "engine/pento-engine.h"
#include "pento-hint.h"
#include "pento-duel.h"
#include "pento-chirality.h"
#include "pento-box.h"
#include "pento-dimacs.h"
