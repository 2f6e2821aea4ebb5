/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-palette.h: every colour the board and the tray are drawn with, light and dark.
 */
#pragma once

#include <glib.h>

#include "pento-piece.h"

G_BEGIN_DECLS

typedef struct {
  double red;
  double green;
  double blue;
} PentoRgb;

typedef enum {
  PENTO_PALETTE_BACKGROUND, /* the window behind the board; holes show it */
  PENTO_PALETTE_WELL,       /* a board cell no piece covers */
  PENTO_PALETTE_OUTLINE,    /* piece boundaries and the board edge */
  PENTO_PALETTE_GRID,       /* thin lines inside a piece (drawn translucent) */
  PENTO_PALETTE_WELL_GRID,  /* thin lines between empty cells */
  PENTO_PALETTE_TEXT_DARK,  /* letters on light fills */
  PENTO_PALETTE_TEXT_LIGHT, /* letters on dark fills */
  PENTO_PALETTE_ACCENT,     /* focus rings and marks (the libadwaita blue) */
  PENTO_PALETTE_SUCCESS,    /* "done" ticks (libadwaita's success green) */
  PENTO_N_PALETTE_ROLES
} PentoPaletteRole;

/* The fill of @piece (PENTO_PIECE_F … PENTO_PIECE_O). */
void         pento_palette_get_piece       (PentoPiece        piece,
                                            gboolean          dark,
                                            PentoRgb         *out);
void         pento_palette_get_role        (PentoPaletteRole  role,
                                            gboolean          dark,
                                            PentoRgb         *out);
/* The letter colour with the higher contrast on @fill. */
void         pento_palette_get_text_on     (const PentoRgb   *fill,
                                            gboolean          dark,
                                            PentoRgb         *out);
/* WCAG relative luminance, 0 … 1. */
double       pento_rgb_luminance           (const PentoRgb   *rgb);
/* Moves @rgb towards @other by @amount (0: unchanged, 1: @other). */
void         pento_rgb_mix                 (PentoRgb         *rgb,
                                            const PentoRgb   *other,
                                            double            amount);
/* CIE76 distance in CIELAB: ≥ 20 reads as clearly different side by side. */
double       pento_rgb_distance            (const PentoRgb   *a,
                                            const PentoRgb   *b);

G_END_DECLS
