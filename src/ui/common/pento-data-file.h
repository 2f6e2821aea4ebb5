/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-data-file.h: the files of the person's data folder that the window reads as it
 * starts (the saved game, the challenge in progress, the records), read on a worker with
 * pento_file_read(): at most a limit, from a regular file only, never blocking on a FIFO or
 * a device; what an interrupted save left beside them is removed first.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Removes the temporary files a save killed half-way left beside @path: pento_file_write()'s
 * ".NAME.XXXXXX", and "NAME.XXXXXX" of the versions that used g_file_set_contents() — plain
 * files only, never a folder or a link of such a name. Any thread. */
void      pento_data_file_remove_leftovers (const char           *path);

/* On a worker: removes the leftovers of @path, then reads it, at most @limit bytes. The
 * result: the text, NULL with no error when there is no file, or an error saying why the file
 * cannot be read (then it is worth keeping aside: pento_file_keep_aside()). */
void      pento_data_file_read_async       (const char           *path,
                                            gsize                 limit,
                                            GCancellable         *cancellable,
                                            GAsyncReadyCallback   callback,
                                            gpointer              user_data);
char     *pento_data_file_read_finish      (GAsyncResult         *result,
                                            gsize                *out_length,
                                            GError              **error);

G_END_DECLS
