/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-spec.h: the board and the piece set a puzzle is played with, kept agreeing. A set the
 * board does not take brings a board that does; a board the set does not fit brings the set
 * it comes with, or the twelve; a board that cannot be had at all brings 10 × 6. Plain data:
 * the caller reads its settings into a request and writes back what was corrected.
 */
#pragma once

#include <glib.h>

#include "pento-board.h"
#include "pento-box.h"
#include "pento-piece-set.h"

G_BEGIN_DECLS

/* The board when nothing else will do. */
#define PENTO_SPEC_FALLBACK_BOARD "10x6"

/* What pento_spec_reconcile() changed from the request. */
typedef enum {
  PENTO_SPEC_FIXED_NONE     = 0,
  PENTO_SPEC_FIXED_BOARD    = 1 << 0, /* another board id: one the set takes, or the fallback */
  PENTO_SPEC_FIXED_PIECES   = 1 << 1, /* another set: the board's own, the twelve or none */
  PENTO_SPEC_FIXED_FALLBACK = 1 << 2, /* the board could not be had: 10 × 6 and no set named */
} PentoSpecFixed;

typedef struct {
  const char    *board_id;     /* a preset, a box, a rung or rectangle "WxH", or a saved board */
  PentoPieceSet  set;          /* PENTO_PIECE_SET_DEFAULT: no set named */
  gboolean       set_chosen;   /* the set is what the person just changed: the board follows */
  /* board_id names a board the person saved, which the caller reads: the board (NULL when it
   * could not be read, saved_error says why) and the set it was drawn for (or none). */
  gboolean       saved;
  PentoBoard    *saved_board;
  PentoPieceSet  saved_set;
  const GError  *saved_error;
} PentoSpecRequest;

typedef struct {
  char           *board_id;
  PentoBoard     *board;       /* for a box, its layers side by side */
  PentoPieceSet   set;
  gboolean        is_box;
  PentoBox        box;         /* when is_box */
  PentoSpecFixed  fixed;
  GError         *reason;      /* with PENTO_SPEC_FIXED_FALLBACK: why the board could not be had */
} PentoSpec;

/* The board and set to play for @request, in @out (free with pento_spec_clear()). FALSE with
 * @error only when the set was chosen and no board takes it: the caller keeps what it had. */
gboolean     pento_spec_reconcile       (const PentoSpecRequest *request,
                                         PentoSpec              *out,
                                         GError                **error);
void         pento_spec_clear           (PentoSpec              *spec);

/* A built-in board id packed with @set: a preset, a board that comes with a set, a rectangle
 * "WxH", or a box (its layers side by side). Saved boards are the caller's. */
PentoBoard  *pento_spec_new_board       (const char             *board_id,
                                         PentoPieceSet           set,
                                         GError                **error);
/* The set a built-in board comes with (the one-sided rectangles, the ladder's rungs). */
gboolean     pento_spec_get_board_set   (const char             *board_id,
                                         PentoPieceSet          *out_set);
/* The board a set brings when the board in play does not take it: the one it comes with, the
 * classic boards for the twelve (and the square), a preset of its cells and sidedness, else
 * the rectangle five wide; NULL when the set fills no rectangle five wide. */
char        *pento_spec_board_for_set   (PentoPieceSet           set);
/* The entry of pento_piece_set_get_presets() for @board_id, or NULL. */
const PentoSetPreset *pento_spec_find_set_preset (const char    *board_id);
/* Whether @board_id is exactly "WxH", each side 1 … 99 without leading zeros. */
gboolean     pento_spec_is_rectangle_id (const char             *board_id);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PentoSpec, pento_spec_clear)

G_END_DECLS
