/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-autosave.c: the game file's reading, writing and keeping aside. The window starts
 * before the file is read (a slow disk, a FIFO or a huge file never holds it up), and a file
 * it cannot restore is renamed, so that nothing a person played is lost by a later save.
 */
#define _POSIX_C_SOURCE 200809L   /* lstat() */

#include <glib/gi18n.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "play/pento-autosave.h"

#include "pento-core.h"

char *
pento_autosave_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "pentomino", "game.txt", NULL);
}

/* A save writes a temporary file beside the game and renames it over; a kill between the two
 * leaves it behind: pento_file_write()'s ".game.txt.XXXXXX", or "game.txt.XXXXXX" of the
 * versions that used g_file_set_contents(). */
static gboolean
is_leftover (const char *name)
{
  const char *suffix;

  if (pento_file_is_leftover (name, "game.txt"))
    return TRUE;
  if (!g_str_has_prefix (name, "game.txt."))
    return FALSE;
  suffix = name + strlen ("game.txt.");
  if (strlen (suffix) != 6)
    return FALSE;
  for (guint i = 0; i < 6; i++)
    if (!g_ascii_isalnum (suffix[i]))
      return FALSE;
  return TRUE;
}

static void
remove_leftovers (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    if (is_leftover (name))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        GStatBuf st;

        /* Only plain files we could have written: never a folder or a link of the same name. */
        if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode))
          g_unlink (path);
      }
}

typedef struct {
  char  *text;
  gsize  length;
} ReadResult;

static void
read_result_free (ReadResult *result)
{
  g_free (result->text);
  g_free (result);
}

/* Worker thread. */
static void
read_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  g_autofree char *path = pento_autosave_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  ReadResult *result = g_new0 (ReadResult, 1);
  GError *error = NULL;
  GStatBuf st;

  remove_leftovers (dir);
  if (g_lstat (path, &st) != 0 && errno == ENOENT)
    {
      g_task_return_pointer (task, result, (GDestroyNotify) read_result_free);
      return;
    }
  /* Only a regular file, at most 64 KiB, and opening never blocks (a FIFO, /dev/zero). */
  result->text = pento_file_read (path, PENTO_GAME_FILE_MAX_SIZE, &result->length, &error);
  if (result->text == NULL)
    {
      read_result_free (result);
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, result, (GDestroyNotify) read_result_free);
}

void
pento_autosave_read_async (GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, pento_autosave_read_async);
  g_task_set_name (task, "[pentomino] read the saved game");
  g_task_run_in_thread (task, read_in_thread);
}

char *
pento_autosave_read_finish (GAsyncResult  *result,
                            gsize         *out_length,
                            GError       **error)
{
  ReadResult *r;
  char *text;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  r = g_task_propagate_pointer (G_TASK (result), error);
  if (r == NULL)
    return NULL;
  text = g_steal_pointer (&r->text);
  if (out_length != NULL)
    *out_length = r->length;
  read_result_free (r);
  return text;
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
