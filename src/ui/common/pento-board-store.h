/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-store.h: the person's own boards, one CLI mask file each in
 * $XDG_DATA_HOME/pentomino/boards/NAME.txt, and the board ids the app.board state takes.
 */
#pragma once

#include <gtk/gtk.h>

#include "pento-core.h"

G_BEGIN_DECLS

/* app.board takes a preset name ("10x6") or "custom:" followed by a saved board's name. */
#define PENTO_BOARD_CUSTOM_PREFIX "custom:"

char        *pento_board_store_get_dir      (void);
/* The saved boards' names, sorted; files that are not board masks are left out. */
GStrv        pento_board_store_list         (void);
gboolean     pento_board_store_check_name   (const char        *name,
                                             GError           **error);
gboolean     pento_board_store_exists       (const char        *name);
PentoBoard  *pento_board_store_load         (const char        *name,
                                             GError           **error);
/* The same, and the set the file names ("; pieces: SET"; PENTO_PIECE_SET_DEFAULT: none), which
 * the board was read for. */
PentoBoard  *pento_board_store_load_with_set (const char       *name,
                                              PentoPieceSet    *out_set,
                                              GError          **error);
/* The file of the saved board @name as it is (bounded, regular files only), and the board
 * that text makes: pento_board_store_load_with_set() in two steps, the first for a worker. */
char        *pento_board_store_read_text    (const char        *name,
                                             GError           **error);
PentoBoard  *pento_board_store_parse        (const char        *name,
                                             const char        *text,
                                             PentoPieceSet     *out_set,
                                             GError           **error);
/* Writes the mask atomically (never a half-written file), replacing a board of that name. */
gboolean     pento_board_store_save         (const char        *name,
                                             const PentoBoard  *board,
                                             GError           **error);
/* The same for a board drawn for @set, which the file names (PENTO_PIECE_SET_DEFAULT: none). */
gboolean     pento_board_store_save_with_set (const char       *name,
                                              const PentoBoard *board,
                                              PentoPieceSet     set,
                                              GError          **error);
gboolean     pento_board_store_rename       (const char        *name,
                                             const char        *new_name,
                                             GError           **error);
gboolean     pento_board_store_delete       (const char        *name,
                                             GError           **error);

/* The chooser's title of a board id: "10 × 6", or the saved board's name. */
char        *pento_board_id_get_title       (const char        *id);

/* Board ids: a preset (a flat board, or a box: its layers side by side), or
 * PENTO_BOARD_CUSTOM_PREFIX + name. */
char        *pento_board_id_for_custom      (const char        *name);
/* The saved board's name in a custom id, or NULL for a preset id. */
const char  *pento_board_id_get_custom_name (const char        *id);
PentoBoard  *pento_board_new_for_id         (const char        *id,
                                             GError           **error);
/* The same, packed with @set: the board must have the set's number of cells. Besides the
 * presets, the boards that come with a set (pento_piece_set_get_presets()) and, for a named
 * set, any rectangle "WxH". */
PentoBoard  *pento_board_new_for_id_for_set (const char        *id,
                                             PentoPieceSet      set,
                                             GError           **error);
/* The set a board of the chooser comes with (the one-sided rectangles, the ladder's rungs). */
gboolean     pento_board_id_get_suggested_set (const char      *id,
                                               PentoPieceSet   *out_set);
/* A file whose board is none of the presets is kept as a saved board under its base name
 * (or "name 2" … when another board has that name); returns the id to select. */
char        *pento_board_store_adopt        (const PentoBoard  *board,
                                             const char        *path,
                                             GError           **error);
/* The same for a board packed with @set (saved naming it, when it is no preset). */
char        *pento_board_store_adopt_with_set (const PentoBoard *board,
                                               const char       *path,
                                               PentoPieceSet     set,
                                               GError          **error);

/* The boards a chooser offers: the presets, the boxes, then the saved boards. Their titles
 * are a list model (a GtkStringList) that follows every save, rename and delete made in this
 * process by itself; pento_board_store_refresh() reads the folder again (a board saved by
 * another process). */
#define PENTO_TYPE_BOARD_STORE (pento_board_store_get_type ())
G_DECLARE_FINAL_TYPE (PentoBoardStore, pento_board_store, PENTO, BOARD_STORE, GObject)

PentoBoardStore *pento_board_store_get_default (void);
void             pento_board_store_refresh     (PentoBoardStore *self);
GListModel      *pento_board_store_get_titles  (PentoBoardStore *self);
/* TRUE while the model announces a change (a chooser's selection moving then is no choice). */
gboolean         pento_board_store_is_updating (PentoBoardStore *self);
/* The id of the row at @position, or NULL. */
const char      *pento_board_store_get_id      (PentoBoardStore *self,
                                                guint            position);
/* The row of @id, or GTK_INVALID_LIST_POSITION. */
/* A rectangle played ("7x5", a ladder's rung) that the chooser does not offer: offered from
 * now on in this process. */
void             pento_board_store_remember    (PentoBoardStore *self,
                                                const char      *id);
guint            pento_board_store_find        (PentoBoardStore *self,
                                                const char      *id);

G_END_DECLS
