/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-game-file.h: the text of a game played by hand — a position file whose comment lines
 * hold the rules, the clock, the hints and the undo and redo stacks — read and written here
 * so that the window, the CLI and the fuzz harness share one reader.
 */
#pragma once

#include <glib.h>

#include "pento-position.h"
#include "pento-rules.h"

G_BEGIN_DECLS

/* The newest moves a game file keeps of its history, and the most text they take: the file
 * stays a position file of a few KiB that Open… and the CLI read (they stop at 64 KiB). */
#define PENTO_GAME_FILE_MAX_MOVES     500
#define PENTO_GAME_FILE_MAX_HISTORY   (32 * 1024)
/* The most a game file is read of: the position, its history and some slack. */
#define PENTO_GAME_FILE_MAX_SIZE      (PENTO_BOARD_MAX_FILE)

/* One piece's change in a move: where it was (0 cells: in the tray) and where it goes. */
typedef struct {
  PentoPiece piece;
  guint8     n_from;
  guint8     n_to;
  PentoCell  from[5];
  PentoCell  to[5];
} PentoGameChange;

/* A move: the changes of one step, undone in one step. */
typedef struct {
  guint           n_changes;
  PentoGameChange changes[PENTO_N_SET_PIECES];
} PentoGameMove;

typedef struct {
  PentoPosition *position;
  double         elapsed;       /* seconds, finite, >= 0 */
  guint          hints_used;
  GArray        *undo;          /* of PentoGameMove, oldest first */
  GArray        *redo;          /* of PentoGameMove, the next one to redo last */
  char          *history_note;  /* why the history was dropped (a sentence), or NULL */
} PentoGameFile;

PentoGameFile *pento_game_file_new        (PentoPosition       *position);
void           pento_game_file_free       (PentoGameFile       *file);

/* Reads @length bytes of @text (-1: up to its NUL) named @name in errors
 * ("name:line:column: message"). The position is checked against @rules; a clock or hint
 * count out of range refuses the file. The history is kept only whole: a line that cannot be
 * read, or a history that does not replay (pento_game_history_check()), drops both stacks —
 * never the game — and history_note says why, with the place of the move. */
PentoGameFile *pento_game_file_read       (const char          *text,
                                           gssize               length,
                                           const char          *name,
                                           const PentoRules    *rules,
                                           GError             **error);
/* The rules named on the file's "; rules:" line, over the flip and mirror fields of
 * @rules, and the set its "; pieces:" line names, over @rules' set; FALSE (and @rules kept)
 * when no such line can be read. */
gboolean       pento_game_file_read_rules (const char          *text,
                                           gssize               length,
                                           PentoRules          *rules);
/* @move applied to @position, forwards or backwards (undone), under @rules, or NULL with
 * @error. Strict: every piece the move changes must be exactly where the move says it was
 * (on those cells, or in the tray), no piece twice in one move, where it goes free and
 * allowed, and the result legal under @rules; so a move never makes a position that its
 * reverse would not undo. */
PentoPosition *pento_game_move_apply      (const PentoPosition *position,
                                           const PentoGameMove *move,
                                           gboolean             forward,
                                           const PentoRules    *rules,
                                           GError             **error);
/* Whether a history replays whole: @undo (oldest first) undone step by step from @position
 * back to where the game began, then replayed forwards from there to @position again, and
 * @redo (the next to redo last) redone from @position. FALSE at the first step that does not
 * replay, with its index in @out_index (of @undo or @redo, as @out_in_redo says; either may be
 * NULL) and the reason in @error. */
gboolean       pento_game_history_check   (const PentoPosition *position,
                                           GArray              *undo,
                                           GArray              *redo,
                                           const PentoRules    *rules,
                                           guint               *out_index,
                                           gboolean            *out_in_redo,
                                           GError             **error);
/* The text: a header, the rules, the clock, the hints, at most the newest
 * PENTO_GAME_FILE_MAX_MOVES moves of each stack within PENTO_GAME_FILE_MAX_HISTORY bytes,
 * and the position. */
char          *pento_game_file_to_text    (const PentoGameFile *file,
                                           const PentoRules    *rules);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoGameFile, pento_game_file_free)

G_END_DECLS
