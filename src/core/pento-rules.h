/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-rules.h: the puzzle rules — flip policy, mirrored set of chiral pieces, tile order.
 */
#pragma once

#include <glib.h>

#include "pento-piece.h"
#include "pento-piece-set.h"
#include "pento-symmetry.h"

G_BEGIN_DECLS

/* Bit i set: chiral piece i (PENTO_PIECE_F … PENTO_PIECE_Z) is used mirrored. */
typedef guint8 PentoMirrorSet;

#define PENTO_MIRROR_NONE    ((PentoMirrorSet) 0)
#define PENTO_MIRROR_ALL     ((PentoMirrorSet) 0x3f)
/* The published article's set: F, N and Y mirrored. */
#define PENTO_MIRROR_DEFAULT ((PentoMirrorSet) ((1 << PENTO_PIECE_F) | (1 << PENTO_PIECE_N) | \
                                                (1 << PENTO_PIECE_Y)))
#define PENTO_N_MIRROR_SETS  64

gboolean       pento_mirror_set_parse      (const char     *text,
                                            PentoMirrorSet *out_set,
                                            GError        **error);
char          *pento_mirror_set_to_string  (PentoMirrorSet  set);
void           pento_mirror_set_format     (PentoMirrorSet  set,
                                            char            buf[8]);
PentoMirrorSet pento_mirror_set_complement (PentoMirrorSet  set);

typedef struct {
  gboolean       flip;    /* pieces may be turned over */
  PentoMirrorSet mirror;  /* without flipping: which chiral pieces are used mirrored */
  gboolean       shuffle; /* try the tiles in an order shuffled by seed */
  guint64        seed;
  PentoPieceSet  pieces;  /* PENTO_PIECE_SET_DEFAULT: the twelve (and O on 64 cells) */
} PentoRules;

void     pento_rules_init_default (PentoRules       *rules);
gboolean pento_rules_equal        (const PentoRules *a,
                                   const PentoRules *b);
/* Whether this piece is used mirrored under these rules (never when flipping is allowed). */
gboolean pento_rules_is_mirrored  (const PentoRules *rules,
                                   PentoPiece        piece);
/* The orientations of @piece under these rules (the one-sided set never flips). */
guint    pento_rules_get_orientations (const PentoRules *rules,
                                       PentoPiece        piece,
                                       PentoShape        out[PENTO_MAX_ORIENTATIONS]);
/* Whether pieces may be turned over: never in the one-sided set. */
gboolean pento_rules_may_flip     (const PentoRules *rules);
/* Whether @sym of the board maps every packing of @set to a packing of @set: rotations
 * always; reflections with flipping, or when the set has no chiral piece, or in a one-sided
 * set that holds every chiral piece's mirror piece too (a reflection turns each chiral piece
 * into its mirror piece, see pento_rules_symmetry_swaps()). */
gboolean pento_rules_symmetry_keeps_set (const PentoRules *rules,
                                         PentoPieceSet     set,
                                         PentoSymmetry     sym);
/* Whether the image of a packing under @sym names each chiral piece by its mirror's letter. */
gboolean pento_rules_symmetry_swaps (const PentoRules *rules,
                                     PentoSymmetry     sym);

/* How pento_rules_describe() words the rules. */
typedef enum {
  /* For a person, in their language: "flipping allowed", "no flipping, mirrored FNY",
   * "no flipping, nothing mirrored". */
  PENTO_RULES_DESCRIBE_PERSON,
  /* For a file format's comment: the same words in every locale, and the set always named
   * ("no flipping, mirrored -" for none; "one-sided pieces, none flipped" for a one-sided
   * set, which never flips). */
  PENTO_RULES_DESCRIBE_FILE,
} PentoRulesDescribeStyle;

/* The rules in words; the tile order is not part of them. */
char    *pento_rules_describe     (const PentoRules        *rules,
                                   PentoRulesDescribeStyle  style);

G_END_DECLS
