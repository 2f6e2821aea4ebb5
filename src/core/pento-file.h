/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-file.h: reading and writing the project's small text and image files safely — a
 * bounded read that never blocks, and a write that never leaves a half-written file.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The errors of reading and writing files, in core's own domain: GLib's G_FILE_ERROR has no
 * code for a file that is not regular, one too large to read, or a named pipe nobody reads,
 * which callers tell apart; the message always names the file and says what went wrong. */
#define PENTO_FILE_ERROR (pento_file_error_quark ())

typedef enum {
  PENTO_FILE_ERROR_FAILED,            /* anything else (an I/O error, a name too long, …) */
  PENTO_FILE_ERROR_NOT_FOUND,         /* no such file (ENOENT) */
  PENTO_FILE_ERROR_EXISTS,            /* a file is already there (EEXIST) */
  PENTO_FILE_ERROR_IS_DIRECTORY,      /* a folder where a file was meant */
  PENTO_FILE_ERROR_NOT_REGULAR,       /* a named pipe, device or socket where a file was meant */
  PENTO_FILE_ERROR_TOO_LARGE,         /* larger than the limit the reader stated */
  PENTO_FILE_ERROR_NO_READER,         /* a named pipe nobody reads from (ENXIO) */
  PENTO_FILE_ERROR_PERMISSION_DENIED, /* EACCES, EPERM, EROFS */
  PENTO_FILE_ERROR_NO_SPACE,          /* the disk or the quota is full (ENOSPC, EDQUOT) */
} PentoFileError;

GQuark          pento_file_error_quark      (void);
/* The code of PENTO_FILE_ERROR for an errno value (FAILED for one it has no code for). */
PentoFileError  pento_file_error_from_errno (int err_no);

/* Temporary files of pento_file_write() are named "." + the target's base name + "." + six
 * characters of g_mkstemp() ("game.txt" → ".game.txt.a1B2c3"), in the target's folder. A
 * program that was killed while writing leaves one behind; pento_file_is_leftover() tells
 * them apart so that they can be removed at start. */
#define PENTO_FILE_TEMP_SUFFIX_LENGTH 6

/* Reads the whole of @path, at most @limit bytes, NUL-terminated (the NUL is not counted in
 * @out_length, which may be NULL). Only a regular file is read: a folder, a named pipe
 * (FIFO), a device or a socket is refused in words, and opening never blocks. A file larger
 * than @limit is refused ("… is larger than 16 MiB") without reading it all. Errors are in
 * PENTO_FILE_ERROR and name the file: NOT_FOUND for no file, IS_DIRECTORY for a folder,
 * NOT_REGULAR for another file that is not regular, TOO_LARGE for one larger than @limit. */
char     *pento_file_read        (const char  *path,
                                  gsize        limit,
                                  gsize       *out_length,
                                  GError     **error);

/* Puts @length bytes of @data (-1: up to its NUL) into @path:
 * - a symbolic link is followed to its target (also one that does not exist yet), and stays
 *   a link;
 * - a regular file, or a new one, is written to a temporary file in the target's folder,
 *   synced to the disk and renamed over the target only once complete, so the old file is
 *   kept whole on any error; an existing file's permissions (and owner, where allowed) are
 *   kept, a new file gets 0666 less the umask;
 * - a named pipe (FIFO) or a character device is written in place, never replaced; a FIFO
 *   that nobody reads is an error rather than a wait (but once a reader is there, a reader
 *   that stops reading makes the write wait: the window calls this off its main thread);
 * - a folder, a block device or a socket is refused.
 * Every error (a full disk, /dev/full, no permission) is reported in PENTO_FILE_ERROR,
 * naming the file: IS_DIRECTORY for a folder, NOT_REGULAR for a block device or a socket,
 * NO_READER for a FIFO nobody reads, NO_SPACE, PERMISSION_DENIED. */
gboolean  pento_file_write       (const char  *path,
                                  const char  *data,
                                  gssize       length,
                                  GError     **error);

/* Renames @path to "PATH.damaged-YYYYMMDD-HHMMSS" (with "-2", "-3"… when taken), never over
 * another file: a damaged file kept for the person to look at. Returns the new path, or NULL
 * with @error (PENTO_FILE_ERROR). */
char     *pento_file_keep_aside  (const char  *path,
                                  GError     **error);

/* Whether @name (a base name in the same folder) is a temporary file pento_file_write()
 * left behind for the target named @target_name (a base name, such as "game.txt"). */
gboolean  pento_file_is_leftover (const char  *name,
                                  const char  *target_name);

G_END_DECLS
