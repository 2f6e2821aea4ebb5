/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-piece-set.c: piece sets and their text form.
 */
#include "pento-piece-set.h"

#include <string.h>
#include <glib/gi18n.h>

#include "pento-error.h"

/* the order the letters are written in */
static const char set_letters[] = "FILNPTUVWXYZO";

gboolean
pento_piece_set_parse (const char    *text,
                       PentoPieceSet *out_set,
                       GError       **error)
{
  PentoPieceSet set = 0;

  g_return_val_if_fail (text != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "one-sided") == 0)
    set = PENTO_PIECE_SET_ONE_SIDED;
  else if (g_ascii_strcasecmp (text, "twelve") == 0)
    set = PENTO_PIECE_SET_TWELVE;
  else
    {
      if (*text == '\0')
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_RULES,
                       _("Empty piece set: give letters from FILNPTUVWXYZ (and O for the 2×2 "
                         "square), or “one-sided”"));
          return FALSE;
        }
      for (const char *p = text; *p; p++)
        {
          PentoPiece piece;
          char c[16];
          g_autofree char *shown_text = pento_error_escape_text (text, 40);

          if (!pento_piece_from_set_letter (*p, &piece))
            {
              g_set_error (error, PENTO_ERROR, PENTO_ERROR_RULES,
                           _("“%s” in piece set “%s” is not a piece: use capital letters from "
                             "FILNPTUVWXYZ (and O for the 2×2 square), f l n p y z for mirror "
                             "pieces, or “one-sided”"),
                           pento_error_describe_char (p, c),
                           shown_text);
              return FALSE;
            }
          if (set & (1u << piece))
            {
              g_set_error (error, PENTO_ERROR, PENTO_ERROR_RULES,
                           _("“%s” appears twice in piece set “%s”: each piece is used once"),
                           pento_error_describe_char (p, c), shown_text);
              return FALSE;
            }
          set |= 1u << piece;
        }
    }
  if (out_set)
    *out_set = set;
  return TRUE;
}

char *
pento_piece_set_to_string (PentoPieceSet set)
{
  GString *s;

  if (set == PENTO_PIECE_SET_DEFAULT)
    set = PENTO_PIECE_SET_TWELVE;
  if (set == PENTO_PIECE_SET_ONE_SIDED)
    return g_strdup ("one-sided");
  s = g_string_new (NULL);
  for (const char *p = set_letters; *p; p++)
    {
      PentoPiece piece;

      pento_piece_from_set_letter (*p, &piece);
      if (set & (1u << piece))
        g_string_append_c (s, *p);
      if (pento_piece_is_chiral (piece) && (set & (1u << pento_piece_get_mirror (piece))))
        g_string_append_c (s, pento_piece_to_letter (pento_piece_get_mirror (piece)));
    }
  return g_string_free (s, FALSE);
}

gboolean
pento_piece_set_is_one_sided (PentoPieceSet set)
{
  return (set >> PENTO_PIECE_F_MIRROR) != 0;
}

guint
pento_piece_set_n_pieces (PentoPieceSet set)
{
  return __builtin_popcount (set);
}

guint
pento_piece_set_n_cells (PentoPieceSet set)
{
  guint n = 5 * pento_piece_set_n_pieces (set);

  return set & (1u << PENTO_PIECE_O) ? n - 1 : n;
}

gboolean
pento_piece_set_has_chiral (PentoPieceSet set)
{
  return (set & ((1u << PENTO_N_CHIRAL) - 1)) != 0 || pento_piece_set_is_one_sided (set);
}

gboolean
pento_piece_set_is_mirror_closed (PentoPieceSet set)
{
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if ((set & (1u << p)) && !(set & (1u << pento_piece_get_mirror (p))))
      return FALSE;
  return TRUE;
}

PentoPieceSet
pento_piece_set_resolve (PentoPieceSet set,
                         guint         n_board_cells)
{
  if (set != PENTO_PIECE_SET_DEFAULT)
    return set;
  return n_board_cells == 64 ? PENTO_PIECE_SET_TETROMINO : PENTO_PIECE_SET_TWELVE;
}

gboolean
pento_piece_set_check_cells (PentoPieceSet set,
                             guint         n_board_cells,
                             GError       **error)
{
  g_autofree char *name = NULL;
  guint need;

  if (set == PENTO_PIECE_SET_DEFAULT)
    {
      if (n_board_cells == 60 || n_board_cells == 64)
        return TRUE;
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("The board has %u cells, but the twelve pentominoes cover 60 "
                     "(64 with the 2×2 tetromino)"), n_board_cells);
      return FALSE;
    }
  need = pento_piece_set_n_cells (set);
  if (need == n_board_cells)
    return TRUE;
  name = pento_piece_set_to_string (set);
  g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
               ngettext ("The board has %u cell, but the piece set %s covers %u",
                         "The board has %u cells, but the piece set %s covers %u",
                         n_board_cells), n_board_cells, name, need);
  return FALSE;
}

const PentoSetPreset *
pento_piece_set_get_presets (void)
{
  /* (unique packings in brackets, as counted by the engine) */
  static const PentoSetPreset presets[] = {
    { "30x3", "one-sided" },          /* 46 */
    { "18x5", "one-sided" },          /* 686,628 */
    { "15x6", "one-sided" },          /* 2,567,183 */
    { "10x9", "one-sided" },          /* 10,440,433 */
    { "5x3", "PUY" },                 /* 1 */
    { "5x4", "LPUY" },                /* 1 */
    { "5x5", "ILPUY" },               /* 2 */
    { "5x6", "LNPTUY" },              /* 10 */
    { "5x7", "FLNPTUY" },             /* 9 */
    { "5x8", "FLNPTUVY" },            /* 77 */
    { "5x9", "FLNPTUVWY" },           /* 93 */
    { "5x10", "FILNPTUVWY" },         /* 653 */
    { "5x11", "FILNPTUVWYZ" },        /* 1,615 */
    { "5x12", "FILNPTUVWXYZ" },       /* 1,010 */
    { NULL, NULL },
  };

  return presets;
}

gboolean
pento_piece_set_find_in_text (const char    *text,
                              PentoPieceSet *out_set,
                              guint         *out_line,
                              GError       **error)
{
  static const char key[] = "; pieces:";
  guint line = 1;

  *out_set = PENTO_PIECE_SET_DEFAULT;
  for (const char *p = text; *p; line++)
    {
      const char *end = strchr (p, '\n');
      gsize len = end ? (gsize) (end - p) : strlen (p);

      if (len >= sizeof key - 1 && strncmp (p, key, sizeof key - 1) == 0)
        {
          g_autofree char *value = g_strstrip (g_strndup (p + sizeof key - 1,
                                                          len - (sizeof key - 1)));

          if (!pento_piece_set_parse (value, out_set, error))
            {
              if (out_line)
                *out_line = line;
              return FALSE;
            }
          return TRUE;
        }
      if (end == NULL)
        break;
      p = end + 1;
    }
  return TRUE;
}

char *
pento_piece_set_to_comment (PentoPieceSet set)
{
  g_autofree char *name = pento_piece_set_to_string (set);

  return g_strdup_printf ("; pieces: %s\n", name);
}
