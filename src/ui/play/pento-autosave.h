/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-autosave.h: the game file in the user data folder — read on a worker with a limit,
 * only from a regular file; written so that a crash leaves the old game or the new one; a file
 * that cannot be restored is kept aside under a new name, never deleted.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* $XDG_DATA_HOME/pentomino/game.txt */
char     *pento_autosave_get_path       (void);

/* On a worker: removes the temporary files an interrupted save left beside the game file,
 * then reads it — at most PENTO_GAME_FILE_MAX_SIZE bytes, from a regular file only, never
 * blocking on a FIFO or a device. The result: the text, NULL with no error when there is no
 * file, or an error saying why the file cannot be read (the file is then worth keeping
 * aside). */
void      pento_autosave_read_async     (GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
char     *pento_autosave_read_finish    (GAsyncResult        *result,
                                         gsize               *out_length,
                                         GError             **error);

/* Renames the game file to "game.txt.damaged-YYYYMMDD-HHMMSS" (with "-2", "-3"… when taken).
 * Returns the new path, or NULL with @error. */
char     *pento_autosave_keep_aside     (GError             **error);
/* The same for another game file at @path (the games kept for other boards). */
char     *pento_autosave_keep_aside_file (const char         *path,
                                          GError            **error);

/* Writes @text to the game file now, on this thread (creating its folder). */
gboolean  pento_autosave_write          (const char          *text,
                                         GError             **error);

G_END_DECLS
