/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-autosave.c: the game file's reading, writing and keeping aside. The window starts
 * before the file is read (a slow disk, a FIFO or a huge file never holds it up), and a file
 * it cannot restore is renamed, so that nothing a person played is lost by a later save.
 */
#include <glib/gi18n.h>
#include <errno.h>

#include <glib/gstdio.h>

#include "play/pento-autosave.h"

#include "common/pento-data-file.h"

#include "pento-core.h"

char *
pento_autosave_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "pentomino", "game.txt", NULL);
}

void
pento_autosave_read_async (GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autofree char *path = pento_autosave_get_path ();

  /* Only a regular file, at most 64 KiB, and opening never blocks (a FIFO, /dev/zero). */
  pento_data_file_read_async (path, PENTO_GAME_FILE_MAX_SIZE, cancellable, callback,
                              user_data);
}

char *
pento_autosave_read_finish (GAsyncResult  *result,
                            gsize         *out_length,
                            GError       **error)
{
  return pento_data_file_read_finish (result, out_length, error);
}

char *
pento_autosave_keep_aside (GError **error)
{
  g_autofree char *path = pento_autosave_get_path ();

  return pento_autosave_keep_aside_file (path, error);
}

char *
pento_autosave_keep_aside_file (const char  *path,
                                GError     **error)
{
  return pento_file_keep_aside (path, error);
}

gboolean
pento_autosave_write (const char  *text,
                      GError     **error)
{
  g_autofree char *path = pento_autosave_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s", dir,
                   g_strerror (saved_errno));
      return FALSE;
    }
  /* A temporary file renamed over the old one: a crash leaves the old game or the new one,
   * never half of one; a link stays a link. */
  return pento_file_write (path, text, -1, error);
}
