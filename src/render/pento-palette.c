/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-palette.c: the piece colours (colour-blind safe, light and dark) and the board's greys.
 */
#include "pento-palette.h"

#include <math.h>

/* Thirteen colours are more than any published colour-blind-safe scheme holds (those leave
 * pinks and yellows too close at tray size under deuteranopia), so they were found by a
 * search. It maximised the smallest CIE76 difference between any two pieces, the grey O
 * included, under simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009,
 * severity 1) in both styles, with normal vision kept above 30, every fill at L* 41–90 and
 * chroma ≤ 72 (no near-black or neon piece; the dark outlines read on every fill) and 15 from
 * the well, the background and the outline. tests/test-render.c checks the smallest
 * differences; docs/performance.md has those the search reached. */
static const guint32 piece_light[PENTO_N_PIECES] = {
  [PENTO_PIECE_F] = 0xA5EEB4, /* pale green */
  [PENTO_PIECE_L] = 0x72BDFA, /* sky blue */
  [PENTO_PIECE_N] = 0x31F8FF, /* cyan */
  [PENTO_PIECE_P] = 0xF18C2B, /* orange */
  [PENTO_PIECE_Y] = 0xF89EC8, /* pink */
  [PENTO_PIECE_Z] = 0x1980F9, /* blue */
  [PENTO_PIECE_I] = 0x874CB2, /* purple */
  [PENTO_PIECE_T] = 0xBCAB75, /* khaki */
  [PENTO_PIECE_U] = 0x8D6A05, /* ochre */
  [PENTO_PIECE_V] = 0xCFE372, /* yellow-green */
  [PENTO_PIECE_W] = 0xC70042, /* crimson */
  [PENTO_PIECE_X] = 0x00744D, /* dark green */
  [PENTO_PIECE_O] = 0x888888, /* neutral grey: the extra piece */
};

/* The same colours a little darker (× 0.93) for libadwaita's dark style, checked by the same
 * search against the dark well, background and outline. */
static const guint32 piece_dark[PENTO_N_PIECES] = {
  [PENTO_PIECE_F] = 0x99DDA7,
  [PENTO_PIECE_L] = 0x6AB0E9,
  [PENTO_PIECE_N] = 0x2DE6ED,
  [PENTO_PIECE_P] = 0xE08228,
  [PENTO_PIECE_Y] = 0xE693BA,
  [PENTO_PIECE_Z] = 0x1877E8,
  [PENTO_PIECE_I] = 0x7E47A6,
  [PENTO_PIECE_T] = 0xAF9F6D,
  [PENTO_PIECE_U] = 0x836304,
  [PENTO_PIECE_V] = 0xC1D36A,
  [PENTO_PIECE_W] = 0xB9003E,
  [PENTO_PIECE_X] = 0x006C47,
  [PENTO_PIECE_O] = 0x808080,
};

static const guint32 role_light[PENTO_N_PALETTE_ROLES] = {
  [PENTO_PALETTE_BACKGROUND] = 0xFAFAFA,
  [PENTO_PALETTE_WELL]       = 0xE4E4E7,
  [PENTO_PALETTE_OUTLINE]    = 0x2E2E33,
  [PENTO_PALETTE_GRID]       = 0x000000,
  [PENTO_PALETTE_WELL_GRID]  = 0xC8C8CE,
  [PENTO_PALETTE_TEXT_DARK]  = 0x1E1E22,
  [PENTO_PALETTE_TEXT_LIGHT] = 0xFFFFFF,
  [PENTO_PALETTE_ACCENT]     = 0x3584E4,
  [PENTO_PALETTE_SUCCESS]    = 0x26A269,
};

static const guint32 role_dark[PENTO_N_PALETTE_ROLES] = {
  [PENTO_PALETTE_BACKGROUND] = 0x242424,
  [PENTO_PALETTE_WELL]       = 0x38383D,
  [PENTO_PALETTE_OUTLINE]    = 0x121214,
  [PENTO_PALETTE_GRID]       = 0x000000,
  [PENTO_PALETTE_WELL_GRID]  = 0x4A4A50,
  [PENTO_PALETTE_TEXT_DARK]  = 0x1A1A1E,
  [PENTO_PALETTE_TEXT_LIGHT] = 0xFFFFFF,
  [PENTO_PALETTE_ACCENT]     = 0x78AEED,
  [PENTO_PALETTE_SUCCESS]    = 0x8FF0A4,
};

static void
rgb_from_hex (guint32   hex,
              PentoRgb *out)
{
  out->red = ((hex >> 16) & 0xff) / 255.0;
  out->green = ((hex >> 8) & 0xff) / 255.0;
  out->blue = (hex & 0xff) / 255.0;
}

static double
linearize (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
lab_f (double t)
{
  return t > 216.0 / 24389.0 ? cbrt (t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
}

static void
rgb_to_lab (const PentoRgb *rgb,
            double          lab[3])
{
  double r = linearize (rgb->red);
  double g = linearize (rgb->green);
  double b = linearize (rgb->blue);
  /* sRGB → XYZ (D65), normalised by the white point. */
  double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  double fx = lab_f (x), fy = lab_f (y), fz = lab_f (z);

  lab[0] = 116.0 * fy - 16.0;
  lab[1] = 500.0 * (fx - fy);
  lab[2] = 200.0 * (fy - fz);
}

void
pento_palette_get_piece (PentoPiece  piece,
                         gboolean    dark,
                         PentoRgb   *out)
{
  g_return_if_fail (piece < PENTO_N_SET_PIECES);
  g_return_if_fail (out != NULL);

  if (piece >= PENTO_N_PIECES)
    {
      /* A mirror piece of the one-sided set: its piece's hue, darker, so that F and its
       * mirror side by side read as two pieces of one family. */
      rgb_from_hex (dark ? piece_dark[pento_piece_get_mirror (piece)]
                         : piece_light[pento_piece_get_mirror (piece)], out);
      out->red *= 0.72;
      out->green *= 0.72;
      out->blue *= 0.72;
      return;
    }
  rgb_from_hex (dark ? piece_dark[piece] : piece_light[piece], out);
}

void
pento_palette_get_role (PentoPaletteRole  role,
                        gboolean          dark,
                        PentoRgb         *out)
{
  g_return_if_fail (role < PENTO_N_PALETTE_ROLES);
  g_return_if_fail (out != NULL);

  rgb_from_hex (dark ? role_dark[role] : role_light[role], out);
}

double
pento_rgb_luminance (const PentoRgb *rgb)
{
  return 0.2126 * linearize (rgb->red) + 0.7152 * linearize (rgb->green) +
         0.0722 * linearize (rgb->blue);
}

static double
contrast_ratio (double l1,
                double l2)
{
  return (MAX (l1, l2) + 0.05) / (MIN (l1, l2) + 0.05);
}

void
pento_palette_get_text_on (const PentoRgb *fill,
                           gboolean        dark,
                           PentoRgb       *out)
{
  PentoRgb text_dark, text_light;
  double l = pento_rgb_luminance (fill);

  pento_palette_get_role (PENTO_PALETTE_TEXT_DARK, dark, &text_dark);
  pento_palette_get_role (PENTO_PALETTE_TEXT_LIGHT, dark, &text_light);
  if (contrast_ratio (l, pento_rgb_luminance (&text_dark)) >=
      contrast_ratio (l, pento_rgb_luminance (&text_light)))
    *out = text_dark;
  else
    *out = text_light;
}

double
pento_rgb_distance (const PentoRgb *a,
                    const PentoRgb *b)
{
  double la[3], lb[3];

  rgb_to_lab (a, la);
  rgb_to_lab (b, lb);
  return sqrt ((la[0] - lb[0]) * (la[0] - lb[0]) + (la[1] - lb[1]) * (la[1] - lb[1]) +
               (la[2] - lb[2]) * (la[2] - lb[2]));
}

void
pento_rgb_mix (PentoRgb       *rgb,
               const PentoRgb *other,
               double          amount)
{
  rgb->red += (other->red - rgb->red) * amount;
  rgb->green += (other->green - rgb->green) * amount;
  rgb->blue += (other->blue - rgb->blue) * amount;
}
