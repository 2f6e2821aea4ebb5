/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-wide-count64-avx2.c: the one-word count without the memo (pento-wide-count64.h)
 * compiled for AVX2, where a child is tested by the coverage test; the count takes it where
 * the processor has AVX2 (the tables' cover_on). Nothing elsewhere.
 */
#include "pento-wide-count64.h"

#if COVER_SIMD
COUNT64_FAMILIES (c, COVER_TARGET, TRUE)
#endif
