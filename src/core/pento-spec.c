/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-spec.c: the board and the piece set of a puzzle, kept agreeing.
 */
#include "pento-spec.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "pento-error.h"

const PentoSetPreset *
pento_spec_find_set_preset (const char *board_id)
{
  g_return_val_if_fail (board_id != NULL, NULL);

  for (const PentoSetPreset *p = pento_piece_set_get_presets (); p->board != NULL; p++)
    if (g_str_equal (p->board, board_id))
      return p;
  return NULL;
}

gboolean
pento_spec_is_rectangle_id (const char *board_id)
{
  guint width = 0, height = 0;
  char canonical[16];

  g_return_val_if_fail (board_id != NULL, FALSE);

  /* exactly "WxH", each side 1 … 99, no leading zeros or trailing text */
  if (sscanf (board_id, "%2ux%2u", &width, &height) != 2 || width == 0 || height == 0)
    return FALSE;
  g_snprintf (canonical, sizeof canonical, "%ux%u", width, height);
  return g_str_equal (canonical, board_id);
}

PentoBoard *
pento_spec_new_board (const char     *board_id,
                      PentoPieceSet   set,
                      GError        **error)
{
  g_return_val_if_fail (board_id != NULL, NULL);

  /* Only the named presets, and a rectangle that a set of pieces fills: a path or "7x9" in
   * a setting is not a board of the chooser. */
  if (g_strv_contains (pento_board_get_preset_names (), board_id) ||
      pento_spec_find_set_preset (board_id) != NULL || pento_spec_is_rectangle_id (board_id))
    return pento_board_new_preset_for_set (board_id, set, error);
  /* A box packs into the rectangle of its layers side by side (see pento-box.h). */
  if (g_strv_contains (pento_box_get_preset_names (), board_id))
    {
      PentoBox box;

      if (!pento_box_parse (board_id, &box, error))
        return NULL;
      return pento_board_new_rectangle (box.width * box.depth, box.height, error);
    }
  g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD, _("Unknown board “%s”"), board_id);
  return NULL;
}

gboolean
pento_spec_get_board_set (const char    *board_id,
                          PentoPieceSet *out_set)
{
  const PentoSetPreset *preset;

  g_return_val_if_fail (board_id != NULL && out_set != NULL, FALSE);

  preset = pento_spec_find_set_preset (board_id);
  return preset != NULL && pento_piece_set_parse (preset->pieces, out_set, NULL);
}

char *
pento_spec_board_for_set (PentoPieceSet set)
{
  guint n_cells = pento_piece_set_n_cells (pento_piece_set_resolve (set, 60));

  /* the board the set comes with */
  for (const PentoSetPreset *p = pento_piece_set_get_presets (); p->board != NULL; p++)
    {
      PentoPieceSet suggested;

      if (pento_piece_set_parse (p->pieces, &suggested, NULL) && suggested == set)
        return g_strdup (p->board);
    }
  if (set == PENTO_PIECE_SET_DEFAULT || set == PENTO_PIECE_SET_TWELVE)
    return g_strdup (PENTO_SPEC_FALLBACK_BOARD);
  if (set == PENTO_PIECE_SET_TETROMINO)
    return g_strdup ("8x8-tetromino");
  /* a board that comes with a set as large, turned over the same way */
  for (const PentoSetPreset *p = pento_piece_set_get_presets (); p->board != NULL; p++)
    {
      PentoPieceSet suggested;

      if (pento_piece_set_parse (p->pieces, &suggested, NULL) &&
          pento_piece_set_n_cells (suggested) == n_cells &&
          pento_piece_set_is_one_sided (suggested) == pento_piece_set_is_one_sided (set))
        return g_strdup (p->board);
    }
  return n_cells % 5 == 0 && n_cells > 0 ? g_strdup_printf ("5x%u", n_cells / 5) : NULL;
}

/* The board the request names, packed with @set. */
static PentoBoard *
requested_board (const PentoSpecRequest  *request,
                 PentoPieceSet            set,
                 GError                 **error)
{
  if (!request->saved)
    return pento_spec_new_board (request->board_id, set, error);
  if (request->saved_board == NULL)
    {
      if (request->saved_error != NULL)
        g_propagate_error (error, g_error_copy (request->saved_error));
      else
        g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD, _("Unknown board “%s”"),
                     request->board_id);
      return NULL;
    }
  if (!pento_piece_set_check_cells (set, pento_board_get_n_cells (request->saved_board), error))
    return NULL;
  return pento_board_ref (request->saved_board);
}

/* The set the board the request names comes with: a saved board's is the one it was drawn for. */
static gboolean
requested_board_set (const PentoSpecRequest *request,
                     PentoPieceSet          *out_set)
{
  if (!request->saved)
    return pento_spec_get_board_set (request->board_id, out_set);
  *out_set = request->saved_set;
  return request->saved_board != NULL && request->saved_set != PENTO_PIECE_SET_DEFAULT;
}

gboolean
pento_spec_reconcile (const PentoSpecRequest  *request,
                      PentoSpec               *out,
                      GError                 **error)
{
  g_autoptr(GError) reason = NULL;
  g_autoptr(PentoBoard) board = NULL;
  g_autofree char *board_id = NULL;
  PentoPieceSet set;
  PentoSpecFixed fixed = PENTO_SPEC_FIXED_NONE;
  PentoBox box = { 0 };
  gboolean is_box;

  g_return_val_if_fail (request != NULL && request->board_id != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  board_id = g_strdup (request->board_id);
  set = request->set;
  /* A box takes the twelve only, as flat pentacubes. */
  is_box = pento_box_spec_is_box (board_id) && pento_box_parse (board_id, &box, NULL);
  if (!is_box || pento_piece_set_resolve (set, PENTO_BOX_CELLS) == PENTO_PIECE_SET_TWELVE)
    board = requested_board (request, set, &reason);

  if (board == NULL && request->set_chosen)
    {
      /* The person chose a set the board does not take: a board that takes it. */
      g_autofree char *other = pento_spec_board_for_set (set);
      g_autoptr(PentoBoard) other_board =
        other != NULL ? pento_spec_new_board (other, set, NULL) : NULL;

      if (other_board == NULL)
        {
          g_autofree char *words = pento_piece_set_to_string (set);

          g_set_error (error, PENTO_ERROR, PENTO_ERROR_RULES,
                       _("No board here takes the pieces “%s”: choose at least three"), words);
          return FALSE;
        }
      g_clear_error (&reason);
      g_free (board_id);
      board_id = g_steal_pointer (&other);
      board = g_steal_pointer (&other_board);
      is_box = FALSE;
      fixed |= PENTO_SPEC_FIXED_BOARD;
    }
  if (board == NULL && set != PENTO_PIECE_SET_DEFAULT)
    {
      /* The person chose a board the set does not fit: the set it comes with, or the twelve. */
      PentoPieceSet other;

      if (!requested_board_set (request, &other))
        other = PENTO_PIECE_SET_DEFAULT;
      board = requested_board (request, other, NULL);
      if (board != NULL)
        {
          g_clear_error (&reason);
          set = other;
          fixed |= PENTO_SPEC_FIXED_PIECES;
        }
    }
  else if (board == NULL)
    {
      /* A board that comes with a set of its own, chosen with no set named. */
      PentoPieceSet other;

      if (requested_board_set (request, &other) &&
          (board = requested_board (request, other, NULL)) != NULL)
        {
          g_clear_error (&reason);
          set = other;
          fixed |= PENTO_SPEC_FIXED_PIECES;
        }
    }
  if (board == NULL)
    {
      /* A saved board deleted behind the caller's back, or a stale setting. */
      if (reason == NULL)
        g_set_error (&reason, PENTO_ERROR, PENTO_ERROR_BOARD, _("Unknown board “%s”"),
                     board_id);
      g_free (board_id);
      board_id = g_strdup (PENTO_SPEC_FALLBACK_BOARD);
      set = PENTO_PIECE_SET_DEFAULT;
      board = pento_spec_new_board (board_id, set, NULL);
      g_assert (board != NULL);
      is_box = FALSE;
      fixed |= PENTO_SPEC_FIXED_BOARD | PENTO_SPEC_FIXED_PIECES | PENTO_SPEC_FIXED_FALLBACK;
    }

  out->board_id = g_steal_pointer (&board_id);
  out->board = g_steal_pointer (&board);
  out->set = set;
  out->is_box = is_box;
  out->box = is_box ? box : (PentoBox) { 0 };
  out->fixed = fixed;
  out->reason = (fixed & PENTO_SPEC_FIXED_FALLBACK) ? g_steal_pointer (&reason) : NULL;
  return TRUE;
}

void
pento_spec_clear (PentoSpec *spec)
{
  g_return_if_fail (spec != NULL);

  g_clear_pointer (&spec->board_id, g_free);
  g_clear_pointer (&spec->board, pento_board_unref);
  g_clear_error (&spec->reason);
}
