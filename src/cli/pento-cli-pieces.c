/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-pieces.c: the options --pieces SET and --part K/M.
 */
#include "pento-cli-pieces.h"

#include <errno.h>
#include <glib/gi18n.h>

/* the most parts a count splits into: far more than any batch system runs at once */
#define MAX_PARTS 1000000

static gboolean
parse_part (const char *text,
            guint      *out_part,
            guint      *out_n_parts,
            GError    **error)
{
  guint64 k, m;
  char *end;

  if (!g_ascii_isdigit (text[0]))
    goto bad;
  errno = 0;
  k = g_ascii_strtoull (text, &end, 10);
  if (errno != 0 || *end != '/' || !g_ascii_isdigit (end[1]))
    goto bad;
  m = g_ascii_strtoull (end + 1, &end, 10);
  if (errno != 0 || *end != '\0')
    goto bad;
  if (m < 1 || m > MAX_PARTS || k < 1 || k > m)
    goto bad;
  *out_part = (guint) k - 1;
  *out_n_parts = (guint) m;
  return TRUE;

bad:
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("Invalid value “%s” for --part: expected K/M, M parts from 1 to %u and K "
                 "from 1 to M, as in 3/64"), text, MAX_PARTS);
  return FALSE;
}

gboolean
pento_cli_pieces_parse (const char    *pieces,
                        const char    *part,
                        gboolean       mirror,
                        gboolean       chirality,
                        gboolean       box,
                        gboolean       counting,
                        PentoPieceSet *out_set,
                        guint         *out_part,
                        guint         *out_n_parts,
                        GError       **error)
{
  *out_set = PENTO_PIECE_SET_DEFAULT;
  *out_part = 0;
  *out_n_parts = 0;

  if (pieces != NULL)
    {
      if (chirality)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--chirality-table works on the twelve pieces; drop --pieces"));
          return FALSE;
        }
      if (box)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--pieces does not apply to a box: a box takes the twelve pieces"));
          return FALSE;
        }
      if (!pento_piece_set_parse (pieces, out_set, error))
        return FALSE;
      if (mirror && pento_piece_set_is_one_sided (*out_set))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--mirror does not apply to the one-sided set: it holds every chiral "
                         "piece both ways, and none flips"));
          return FALSE;
        }
    }
  if (part != NULL)
    {
      if (!counting)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--part works only with --count, --all or --unique"));
          return FALSE;
        }
      if (!parse_part (part, out_part, out_n_parts, error))
        return FALSE;
    }
  return TRUE;
}

char *
pento_cli_pieces_describe (const PentoRules *rules)
{
  g_autofree char *set = pento_piece_set_to_string (rules->pieces);
  char letters[8];

  if (rules->pieces == PENTO_PIECE_SET_ONE_SIDED)
    return g_strdup (_("one-sided pieces"));
  if (pento_piece_set_is_one_sided (rules->pieces))
    return g_strdup_printf (_("one-sided pieces %s"), set);
  if (rules->flip)
    return g_strdup_printf (_("pieces %s, flipping allowed"), set);
  if (rules->mirror == PENTO_MIRROR_NONE)
    return g_strdup_printf (_("pieces %s, no flipping, nothing mirrored"), set);
  pento_mirror_set_format (rules->mirror, letters);
  return g_strdup_printf (_("pieces %s, no flipping, mirrored %s"), set, letters);
}
