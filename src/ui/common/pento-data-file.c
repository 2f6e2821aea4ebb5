/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-data-file.c: see pento-data-file.h.
 */
#define _POSIX_C_SOURCE 200809L   /* lstat() */

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "common/pento-data-file.h"

#include "pento-core.h"

/* "NAME.XXXXXX": a temporary file of g_file_set_contents() for NAME. */
static gboolean
is_old_leftover (const char *name,
                 const char *target)
{
  gsize length = strlen (target);

  if (strncmp (name, target, length) != 0 || name[length] != '.' ||
      strlen (name + length + 1) != 6)
    return FALSE;
  for (const char *p = name + length + 1; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

void
pento_data_file_remove_leftovers (const char *path)
{
  g_autofree char *dir = NULL;
  g_autofree char *target = NULL;
  g_autoptr(GDir) d = NULL;
  const char *name;

  g_return_if_fail (path != NULL);

  dir = g_path_get_dirname (path);
  target = g_path_get_basename (path);
  d = g_dir_open (dir, 0, NULL);
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (pento_file_is_leftover (name, target) || is_old_leftover (name, target))
      {
        g_autofree char *leftover = g_build_filename (dir, name, NULL);
        GStatBuf st;

        if (g_lstat (leftover, &st) == 0 && S_ISREG (st.st_mode))
          g_unlink (leftover);
      }
}

typedef struct {
  char  *path;
  gsize  limit;
} Request;

typedef struct {
  char  *text;
  gsize  length;
} Result;

static void
request_free (Request *request)
{
  g_free (request->path);
  g_free (request);
}

static void
result_free (Result *result)
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
  Request *request = task_data;
  Result *result = g_new0 (Result, 1);
  GError *error = NULL;
  GStatBuf st;

  pento_data_file_remove_leftovers (request->path);
  /* No file is no error: nothing was saved yet. */
  if (g_lstat (request->path, &st) != 0 && errno == ENOENT)
    {
      g_task_return_pointer (task, result, (GDestroyNotify) result_free);
      return;
    }
  result->text = pento_file_read (request->path, request->limit, &result->length, &error);
  if (result->text == NULL)
    {
      result_free (result);
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, result, (GDestroyNotify) result_free);
}

void
pento_data_file_read_async (const char          *path,
                            gsize                limit,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Request *request;

  g_return_if_fail (path != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  request = g_new0 (Request, 1);
  request->path = g_strdup (path);
  request->limit = limit;
  g_task_set_source_tag (task, pento_data_file_read_async);
  g_task_set_name (task, "[pentomino] read a data file");
  g_task_set_task_data (task, request, (GDestroyNotify) request_free);
  g_task_run_in_thread (task, read_in_thread);
}

char *
pento_data_file_read_finish (GAsyncResult  *result,
                             gsize         *out_length,
                             GError       **error)
{
  Result *r;
  char *text;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  r = g_task_propagate_pointer (G_TASK (result), error);
  if (r == NULL)
    return NULL;
  text = g_steal_pointer (&r->text);
  if (out_length != NULL)
    *out_length = r->length;
  result_free (r);
  return text;
}
