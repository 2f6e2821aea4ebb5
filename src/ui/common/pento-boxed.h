/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-boxed.h: the engine's values as GObject boxed types, for the properties of the
 * session, the solution list and the views. Core knows nothing of GObject; they live here.
 */
#pragma once

#include <glib-object.h>

#include "pento-core.h"

G_BEGIN_DECLS

#define PENTO_TYPE_BOARD (pento_board_get_type ())
GType pento_board_get_type    (void) G_GNUC_CONST;

#define PENTO_TYPE_SOLUTION (pento_solution_get_type ())
GType pento_solution_get_type (void) G_GNUC_CONST;

G_END_DECLS
