/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-error.c: the engine's error domain.
 */
#include "pento-error.h"

G_DEFINE_QUARK (pento-error-quark, pento_error)
