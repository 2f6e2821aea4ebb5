/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-rules.c: mirrored sets in their text form, and the rules of a puzzle.
 */
#include "pento-rules.h"

#include <glib/gi18n.h>

#include "pento-error.h"

gboolean
pento_mirror_set_parse (const char     *text,
                        PentoMirrorSet *out_set,
                        GError        **error)
{
  PentoMirrorSet set = 0;

  g_return_val_if_fail (text != NULL, FALSE);

  if (g_str_equal (text, "-"))
    {
      if (out_set)
        *out_set = PENTO_MIRROR_NONE;
      return TRUE;
    }
  if (*text == '\0')
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_RULES,
                   _("Empty mirrored set: give letters from F, L, N, P, Y, Z, or “-” for none"));
      return FALSE;
    }
  for (const char *p = text; *p; p++)
    {
      PentoPiece piece;
      char c[16];
      g_autofree char *shown_text = pento_error_escape_text (text, 40);

      if (!pento_piece_from_letter (*p, &piece) || !pento_piece_is_chiral (piece))
        {
          /* The whole character, and the set only when it is text: “é”, never half of it. */
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_RULES,
                       _("“%s” in mirrored set “%s” is not a chiral piece: use F, L, N, P, Y, Z, "
                         "or “-” for none"), pento_error_describe_char (p, c),
                       shown_text);
          return FALSE;
        }
      if (set & (1 << piece))
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_RULES,
                       _("“%s” appears twice in mirrored set “%s”"),
                       pento_error_describe_char (p, c), shown_text);
          return FALSE;
        }
      set |= 1 << piece;
    }
  if (out_set)
    *out_set = set;
  return TRUE;
}

void
pento_mirror_set_format (PentoMirrorSet set,
                         char           buf[8])
{
  guint n = 0;

  for (guint p = 0; p < PENTO_N_CHIRAL; p++)
    if (set & (1 << p))
      buf[n++] = pento_piece_to_letter (p);
  if (n == 0)
    buf[n++] = '-';
  buf[n] = '\0';
}

char *
pento_mirror_set_to_string (PentoMirrorSet set)
{
  char buf[8];

  pento_mirror_set_format (set, buf);
  return g_strdup (buf);
}

PentoMirrorSet
pento_mirror_set_complement (PentoMirrorSet set)
{
  return (~set) & PENTO_MIRROR_ALL;
}

void
pento_rules_init_default (PentoRules *rules)
{
  g_return_if_fail (rules != NULL);

  rules->flip = TRUE;
  rules->mirror = PENTO_MIRROR_DEFAULT;
  rules->shuffle = FALSE;
  rules->seed = 0;
  rules->pieces = PENTO_PIECE_SET_DEFAULT;
}

gboolean
pento_rules_equal (const PentoRules *a,
                   const PentoRules *b)
{
  return a->flip == b->flip && a->mirror == b->mirror && a->shuffle == b->shuffle &&
         a->seed == b->seed && a->pieces == b->pieces;
}

gboolean
pento_rules_is_mirrored (const PentoRules *rules,
                         PentoPiece        piece)
{
  return !rules->flip && piece < PENTO_N_CHIRAL && (rules->mirror & (1 << piece)) != 0;
}

gboolean
pento_rules_may_flip (const PentoRules *rules)
{
  return rules->flip && !pento_piece_set_is_one_sided (rules->pieces);
}

guint
pento_rules_get_orientations (const PentoRules *rules,
                              PentoPiece        piece,
                              PentoShape        out[PENTO_MAX_ORIENTATIONS])
{
  gboolean flip = pento_rules_may_flip (rules);

  return pento_piece_get_orientations (piece, flip,
                                       !flip && !pento_piece_set_is_one_sided (rules->pieces) &&
                                       pento_rules_is_mirrored (rules, piece), out);
}

gboolean
pento_rules_symmetry_keeps_set (const PentoRules *rules,
                                PentoPieceSet     set,
                                PentoSymmetry     sym)
{
  if (pento_symmetry_is_rotation (sym) || !pento_piece_set_has_chiral (set))
    return TRUE;
  if (pento_piece_set_is_one_sided (set))
    return pento_piece_set_is_mirror_closed (set);
  return rules->flip;
}

gboolean
pento_rules_symmetry_swaps (const PentoRules *rules,
                            PentoSymmetry     sym)
{
  return pento_piece_set_is_one_sided (rules->pieces) && !pento_symmetry_is_rotation (sym);
}

char *
pento_rules_describe (const PentoRules        *rules,
                      PentoRulesDescribeStyle  style)
{
  g_autofree char *set = NULL;
  char letters[8];

  g_return_val_if_fail (rules != NULL, NULL);

  pento_mirror_set_format (rules->mirror, letters);
  if (rules->pieces != PENTO_PIECE_SET_DEFAULT)
    set = pento_piece_set_to_string (rules->pieces);

  if (style == PENTO_RULES_DESCRIBE_FILE)
    {
      /* a one-sided set turns but never flips: its mirror pieces are pieces of their own */
      if (rules->pieces == PENTO_PIECE_SET_ONE_SIDED)
        return g_strdup ("one-sided pieces, none flipped");
      if (set != NULL && pento_piece_set_is_one_sided (rules->pieces))
        return g_strdup_printf ("one-sided pieces %s, none flipped", set);
      if (set == NULL)
        return rules->flip ? g_strdup ("flipping allowed")
                           : g_strdup_printf ("no flipping, mirrored %s", letters);
      return rules->flip ? g_strdup_printf ("pieces %s, flipping allowed", set)
                         : g_strdup_printf ("pieces %s, no flipping, mirrored %s", set, letters);
    }

  if (set != NULL)
    {
      if (rules->pieces == PENTO_PIECE_SET_ONE_SIDED)
        return g_strdup (_("one-sided pieces"));
      if (pento_piece_set_is_one_sided (rules->pieces))
        return g_strdup_printf (_("one-sided pieces %s"), set);
      if (rules->flip)
        return g_strdup_printf (_("pieces %s, flipping allowed"), set);
      if (rules->mirror == PENTO_MIRROR_NONE)
        return g_strdup_printf (_("pieces %s, no flipping, nothing mirrored"), set);
      return g_strdup_printf (_("pieces %s, no flipping, mirrored %s"), set, letters);
    }
  if (rules->flip)
    return g_strdup (_("flipping allowed"));
  if (rules->mirror == PENTO_MIRROR_NONE)
    return g_strdup (_("no flipping, nothing mirrored"));
  return g_strdup_printf (_("no flipping, mirrored %s"), letters);
}
