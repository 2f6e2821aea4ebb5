/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-view-private.h: what the board view's two halves share — the drawing and its
 * properties (pento-board-view.c) and the play surface, the piece in hand and the pointer,
 * wheel and keys (pento-board-play.c). Nothing outside src/ui/board includes it.
 */
#pragma once

#include "board/pento-board-view.h"

G_BEGIN_DECLS

struct _PentoBoardView
{
  GtkWidget      parent_instance;

  PentoBoardModel *model;        /* what it draws */

  PentoBoard    *board;
  PentoSolution *solution;
  gboolean       show_letters;
  gboolean       thumbnail;
  gboolean       fill_width;     /* as tall as the width allows (a phone's scrolled page) */
  guint          highlight;      /* pieces drawn highlighted, the others faded (0: none) */
  guint          fixed;          /* pieces that stay (a challenge's): pinned, never picked up */
  const char    *hover_cursor;   /* the pointer's shape over the board now (static), or NULL */

  /* pento_board_view_fade_solution(): the drawing before the change, faded out over the new
   * one until fade_end (frame clock time) */
  GskRenderNode *fade_from;
  int            fade_width;
  int            fade_height;
  gint64         fade_start;
  gint64         fade_end;
  guint          fade_tick;

  /* The last drawing, replayed while nothing it depends on changes (list rows redraw
   * often while scrolling). */
  GskRenderNode *cache;
  int            cache_width;
  int            cache_height;
  gboolean       cache_dark;

  /* Play. */
  gboolean       playable;
  gboolean       flip;
  PentoMirrorSet mirror;
  int            cursor_x;        /* the keyboard's cell */
  int            cursor_y;
  gboolean       held;
  PentoPiece     held_piece;
  PentoShape     held_shape;
  int            held_x;          /* board cell of the shape's (0, 0) */
  int            held_y;
  int            grab_x;          /* the shape's cell under the pointer */
  int            grab_y;
  gboolean       held_from_board; /* lifted: the cached drawing leaves it out */
  gboolean       dnd;             /* held by a drag from the tray */
  gboolean       held_away;       /* dragged from the tray, the pointer not over the board:
                                   * the outline is not drawn */
  gboolean       press_active;
  gboolean       press_had_held;
  gboolean       press_moved;
  int            press_cell_x;
  int            press_cell_y;
  double         press_x;
  double         press_y;
  PentoCell      hint[5];
  guint          n_hint;
  PentoCell      dead[64];
  guint          n_dead;
  PentoCell      refused[5];
  guint          n_refused;
  guint          refused_id;
  char          *status_text;
};

enum {
  PROP_0,
  PROP_BOARD,
  PROP_SOLUTION,
  PROP_SHOW_LETTERS,
  PROP_THUMBNAIL,
  PROP_PLAYABLE,
  N_PROPS
};

enum {
  PLACE_PIECE,
  REMOVE_PIECE,
  FLIP_REFUSED,
  PLAY_REQUESTED,
  HELD_CHANGED,
  N_SIGNALS
};


extern guint pento_board_view_signals[N_SIGNALS];

/* Where the board is drawn in the widget: the same fit as pento_render_board(). */
typedef struct {
  double ox;
  double oy;
  double cell;
} PentoBoardGeometry;

/* --- The drawing's side (pento-board-view.c) --- */
void      pento_board_view_invalidate          (PentoBoardView      *self);
void      pento_board_view_update_description  (PentoBoardView      *self);
gboolean  pento_board_view_solution_fits       (PentoBoardView      *self);
gboolean  pento_board_view_get_geometry        (PentoBoardView      *self,
                                                PentoBoardGeometry  *g);
gboolean  pento_board_view_cell_at             (PentoBoardView      *self,
                                                double               x,
                                                double               y,
                                                int                 *out_x,
                                                int                 *out_y);
gboolean  pento_board_view_in_board            (PentoBoardView      *self,
                                                int                  x,
                                                int                  y);
char      pento_board_view_letter_at           (PentoBoardView      *self,
                                                int                  x,
                                                int                  y);

/* --- The play surface's side (pento-board-play.c) --- */
/* The pointer, click, wheel, key and focus controllers of play. */
void      pento_board_play_init                (PentoBoardView      *self);
void      pento_board_play_held_cells          (PentoBoardView      *self,
                                                int                  out_x[5],
                                                int                  out_y[5]);
gboolean  pento_board_play_held_fits           (PentoBoardView      *self);
char     *pento_board_play_describe_held       (PentoBoardView      *self);
void      pento_board_play_overlay_changed     (PentoBoardView      *self);
void      pento_board_play_release_held        (PentoBoardView      *self);

/* What the model says, drawn (called when it notifies; nothing else calls them). */
void pento_board_view_set_board       (PentoBoardView      *self,
                                       PentoBoard          *board);
void pento_board_view_set_solution    (PentoBoardView      *self,
                                       const PentoSolution *solution);
/* The change cross-fading over @duration_us (0: at once), unless the desktop asks for no
 * animations. */
void pento_board_view_fade_solution   (PentoBoardView      *self,
                                       const PentoSolution *solution,
                                       gint64               duration_us);
void pento_board_view_set_highlight   (PentoBoardView      *self,
                                       guint                pieces);
void pento_board_view_set_playable    (PentoBoardView      *self,
                                       gboolean             playable);
/* Without @flip a chiral piece is never turned over and starts in the handedness @mirror
 * gives it. */
void pento_board_view_set_rules       (PentoBoardView      *self,
                                       gboolean             flip,
                                       PentoMirrorSet       mirror);
void pento_board_view_set_hint_cells  (PentoBoardView      *self,
                                       const PentoCell     *cells,
                                       guint                n_cells);
void pento_board_view_set_dead_cells  (PentoBoardView      *self,
                                       const PentoCell     *cells,
                                       guint                n_cells);
void pento_board_view_set_status_text (PentoBoardView      *self,
                                       const char          *text);
void pento_board_view_set_fixed       (PentoBoardView      *self,
                                       guint                pieces);

G_END_DECLS
