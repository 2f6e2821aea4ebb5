/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-set-counter.h: an independent counter for the tests — plain backtracking on a grid
 * of letters, with its own piece pictures, turns and reflections — for any piece set on any
 * board of up to 128 cells: every packing, and the packings up to the board's symmetries.
 */
#pragma once

#include <glib.h>

/* @mask: height lines of width characters, '#' a cell, '.' a hole. @pieces: the letters of
 * the pieces, each once, capital F I L N P T U V W X Y Z O, and f l n p y z for the mirror
 * images of F L N P Y Z as pieces of their own (then no piece turns over). @flip: pieces may
 * be turned over (no mirror pieces); without flipping and without mirror pieces, the chiral
 * pieces of @mirrored (capital letters) are used reflected. Returns the number of packings,
 * and in @out_unique their number up to the symmetries of the board that map the set onto
 * itself. */
guint64 pento_set_counter_count (const char *mask,
                                 guint       width,
                                 guint       height,
                                 const char *pieces,
                                 gboolean    flip,
                                 const char *mirrored,
                                 guint64    *out_unique);
