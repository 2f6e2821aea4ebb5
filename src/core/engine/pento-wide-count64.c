/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-count64.c: the one-word count without the memo (pento-wide-count64.h), compiled
 * for any x86-64 processor.
 */
#include "pento-wide-count64.h"

COUNT64_FAMILIES (, , FALSE)
