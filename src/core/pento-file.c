/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-file.c: bounded, non-blocking reads and complete-or-nothing writes of small files.
 */
/* fsync, fchown, fchmod, O_CLOEXEC: POSIX, hidden by -std=c11. */
#define _DEFAULT_SOURCE

#include "pento-file.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#define KIB ((gsize) 1024)
#define MIB (KIB * KIB)

G_DEFINE_QUARK (pento-file-error-quark, pento_file_error)

PentoFileError
pento_file_error_from_errno (int err_no)
{
  switch (err_no)
    {
    case ENOENT:
      return PENTO_FILE_ERROR_NOT_FOUND;
    case EEXIST:
      return PENTO_FILE_ERROR_EXISTS;
    case EISDIR:
      return PENTO_FILE_ERROR_IS_DIRECTORY;
    case ENXIO:
      return PENTO_FILE_ERROR_NO_READER;
    case EACCES:
    case EPERM:
    case EROFS:
      return PENTO_FILE_ERROR_PERMISSION_DENIED;
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
      return PENTO_FILE_ERROR_NO_SPACE;
    default:
      return PENTO_FILE_ERROR_FAILED;
    }
}

/* "16 MiB", "64 KiB" or "100 bytes": the limit as the refusal states it. */
static char *
format_limit (gsize limit)
{
  if (limit >= MIB && limit % MIB == 0)
    return g_strdup_printf ("%" G_GSIZE_FORMAT " MiB", limit / MIB);
  if (limit >= KIB && limit % KIB == 0)
    return g_strdup_printf ("%" G_GSIZE_FORMAT " KiB", limit / KIB);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u byte", "%u bytes", limit),
                          (guint) limit);
}

static void
set_too_large (const char  *display,
               gsize        limit,
               GError     **error)
{
  g_autofree char *stated = format_limit (limit);

  g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_TOO_LARGE,
               _("“%s” is larger than %s, more than is read"), display, stated);
}

/* Refuses what is not a regular file, in words; TRUE for a regular file. */
static gboolean
check_regular (const struct stat  *st,
               const char         *display,
               GError            **error)
{
  if (S_ISREG (st->st_mode))
    return TRUE;
  if (S_ISDIR (st->st_mode))
    g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_IS_DIRECTORY,
                 _("“%s” is a folder, not a file"), display);
  else if (S_ISFIFO (st->st_mode))
    g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_REGULAR,
                 _("“%s” is a named pipe, not a file: it is not read, as that could wait for ever"),
                 display);
  else if (S_ISCHR (st->st_mode) || S_ISBLK (st->st_mode))
    g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_REGULAR,
                 _("“%s” is a device, not a file"), display);
  else
    g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_REGULAR,
                 _("“%s” is not a regular file"), display);
  return FALSE;
}

static gboolean
set_read_error (int          saved_errno,
                const char  *display,
                GError     **error)
{
  if (saved_errno == ENOENT)
    g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_FOUND,
                 _("No such file “%s”"), display);
  else
    g_set_error (error, PENTO_FILE_ERROR, pento_file_error_from_errno (saved_errno),
                 _("Could not read “%s”: %s"), display, g_strerror (saved_errno));
  return FALSE;
}

char *
pento_file_read (const char  *path,
                 gsize        limit,
                 gsize       *out_length,
                 GError     **error)
{
  g_autofree char *display = NULL;
  g_autofree char *contents = NULL;
  struct stat st;
  gsize size, length = 0;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (limit < G_MAXSIZE - 1, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display = g_filename_display_name (path);

  /* Look before opening, so that a device is not even opened; then look again at what was
   * opened, in case the name changed in between. O_NONBLOCK: opening a FIFO never waits. */
  if (g_stat (path, &st) != 0)
    {
      set_read_error (errno, display, error);
      return NULL;
    }
  if (!check_regular (&st, display, error))
    return NULL;
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      set_read_error (errno, display, error);
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !check_regular (&st, display, error))
    {
      if (error != NULL && *error == NULL)
        set_read_error (errno, display, error);
      close (fd);
      return NULL;
    }

  /* A file already past the limit is refused unread (a 256 MiB read costs seconds). */
  if ((guint64) MAX (st.st_size, 0) > limit)
    {
      close (fd);
      set_too_large (display, limit, error);
      return NULL;
    }

  /* The size is a hint only (the file may grow while it is read): read until the end, but
   * never more than one byte past the limit. */
  size = MIN ((gsize) MAX (st.st_size, 0), limit) + 1;
  contents = g_malloc (size + 1);
  for (;;)
    {
      ssize_t n;

      if (length == size)
        {
          if (size > limit)
            break;
          size = MIN (size * 2, limit + 1);
          contents = g_realloc (contents, size + 1);
        }
      n = read (fd, contents + length, size - length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_read_error (errno, display, error);
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      length += n;
    }
  close (fd);

  if (length > limit)
    {
      set_too_large (display, limit, error);
      return NULL;
    }
  contents[length] = '\0';
  if (out_length != NULL)
    *out_length = length;
  return g_steal_pointer (&contents);
}

static gboolean
set_write_error (int          saved_errno,
                 const char  *display,
                 GError     **error)
{
  if (saved_errno == ENXIO)
    g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NO_READER,
                 _("Could not write “%s”: nothing reads from it"), display);
  else
    g_set_error (error, PENTO_FILE_ERROR, pento_file_error_from_errno (saved_errno),
                 _("Could not write “%s”: %s"), display, g_strerror (saved_errno));
  return FALSE;
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          if (n == 0)
            errno = EIO;
          return FALSE;
        }
      data += n;
      length -= n;
    }
  return TRUE;
}

/* The file a write to @path really lands in: a symbolic link is followed (even to a file
 * that does not exist yet), so that the link stays a link. Returns a new string. */
static char *
resolve_target (const char *path)
{
  g_autofree char *target = g_strdup (path);

  for (guint depth = 0; depth < 32 && g_file_test (target, G_FILE_TEST_IS_SYMLINK); depth++)
    {
      g_autofree char *link = g_file_read_link (target, NULL);
      g_autofree char *dir = NULL;

      if (link == NULL)
        break;
      if (g_path_is_absolute (link))
        {
          g_free (target);
          target = g_steal_pointer (&link);
          continue;
        }
      dir = g_path_get_dirname (target);
      g_free (target);
      target = g_build_filename (dir, link, NULL);
    }
  return g_steal_pointer (&target);
}

/* A FIFO or a character device: written in place. O_NONBLOCK makes a FIFO without a reader
 * an error (ENXIO) instead of a wait; the writes themselves block as usual. */
static gboolean
write_in_place (const char  *target,
                const char  *data,
                gsize        length,
                const char  *display,
                GError     **error)
{
  int fd = g_open (target, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC, 0);

  if (fd < 0)
    return set_write_error (errno, display, error);
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  if (!write_all (fd, data, length))
    {
      int saved_errno = errno;

      close (fd);
      return set_write_error (saved_errno, display, error);
    }
  if (close (fd) != 0)
    return set_write_error (errno, display, error);
  return TRUE;
}

gboolean
pento_file_write (const char  *path,
                  const char  *data,
                  gssize       length,
                  GError     **error)
{
  g_autofree char *display = NULL;
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *tmp_name = NULL;
  g_autofree char *tmp_path = NULL;
  struct stat st;
  gboolean exists;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (length < 0)
    length = strlen (data);
  display = g_filename_display_name (path);
  target = resolve_target (path);

  exists = g_stat (target, &st) == 0;
  if (!exists && errno != ENOENT)
    return set_write_error (errno, display, error);
  if (exists && S_ISDIR (st.st_mode))
    {
      g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_IS_DIRECTORY,
                   _("Could not write “%s”: it is a folder"), display);
      return FALSE;
    }
  if (exists && (S_ISFIFO (st.st_mode) || S_ISCHR (st.st_mode)))
    return write_in_place (target, data, length, display, error);
  if (exists && !S_ISREG (st.st_mode))
    {
      g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_REGULAR,
                   _("Could not write “%s”: it is neither a file nor a named pipe nor a character device"),
                   display);
      return FALSE;
    }

  /* A temporary file beside the target, so that the final rename cannot cross file systems
   * and the target is only ever replaced by a complete file. */
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  tmp_name = g_strconcat (".", base, ".XXXXXX", NULL);
  tmp_path = g_build_filename (dir, tmp_name, NULL);
  fd = g_mkstemp_full (tmp_path, O_RDWR | O_CLOEXEC, exists ? 0600 : 0666);
  if (fd < 0)
    return set_write_error (errno, display, error);
  if (exists)
    {
      if (fchown (fd, st.st_uid, st.st_gid) != 0)
        { /* not our file: it becomes ours, as any editor would do */ }
      if (fchmod (fd, st.st_mode & 07777) != 0)
        {
          int saved_errno = errno;

          close (fd);
          g_unlink (tmp_path);
          return set_write_error (saved_errno, display, error);
        }
    }
  if (!write_all (fd, data, length) || fsync (fd) != 0)
    {
      int saved_errno = errno;

      close (fd);
      g_unlink (tmp_path);
      return set_write_error (saved_errno, display, error);
    }
  if (close (fd) != 0 || g_rename (tmp_path, target) != 0)
    {
      int saved_errno = errno;

      g_unlink (tmp_path);
      return set_write_error (saved_errno, display, error);
    }
  return TRUE;
}

gboolean
pento_file_is_leftover (const char *name,
                        const char *target_name)
{
  gsize target_len;

  g_return_val_if_fail (name != NULL && target_name != NULL, FALSE);

  target_len = strlen (target_name);
  if (name[0] != '.' || strncmp (name + 1, target_name, target_len) != 0)
    return FALSE;
  name += 1 + target_len;
  if (name[0] != '.' || strlen (name + 1) != PENTO_FILE_TEMP_SUFFIX_LENGTH)
    return FALSE;
  for (name++; *name != '\0'; name++)
    if (!g_ascii_isalnum (*name))
      return FALSE;
  return TRUE;
}

char *
pento_file_keep_aside (const char  *path,
                       GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  g_return_val_if_fail (path != NULL, NULL);

  for (guint n = 1; n < 100; n++)
    {
      g_autofree char *aside = n == 1 ? g_strdup_printf ("%s.damaged-%s", path, stamp)
                                      : g_strdup_printf ("%s.damaged-%s-%u", path, stamp, n);
      GStatBuf st;

      /* Never over another kept file; a folder that cannot hold one says why */
      if (g_lstat (aside, &st) == 0)
        continue;
      if (errno != ENOENT)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s",
                       g_strerror (saved_errno));
          return NULL;
        }
      if (g_rename (path, aside) == 0)
        return g_steal_pointer (&aside);
      {
        int saved_errno = errno;

        g_set_error (error, PENTO_FILE_ERROR, pento_file_error_from_errno (saved_errno), "%s",
                     g_strerror (saved_errno));
        return NULL;
      }
    }
  g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_EXISTS, "%s", g_strerror (EEXIST));
  return NULL;
}
