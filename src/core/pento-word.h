/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-word.h: a set of up to 128 cells in two 64-bit words, for the boards past 64 cells.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef unsigned __int128 PentoWord;
#define PENTO_WORD_ONE ((PentoWord) 1)

static inline guint
pento_word_ctz (PentoWord v)
{
  guint64 lo = (guint64) v;

  return lo ? (guint) __builtin_ctzll (lo) : 64 + (guint) __builtin_ctzll ((guint64) (v >> 64));
}

static inline guint
pento_word_top (PentoWord v)         /* the highest bit set */
{
  guint64 hi = (guint64) (v >> 64);

  return hi ? 127 - (guint) __builtin_clzll (hi) : 63 - (guint) __builtin_clzll ((guint64) v);
}

G_END_DECLS
