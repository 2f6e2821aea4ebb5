/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-game-shelf.c: games kept per board and rules. The texts live in a table for this run;
 * their files are written and removed by one worker, in the order asked, so that a file
 * removed after it was written is never written again by a late worker.
 */
#define _POSIX_C_SOURCE 200809L   /* lstat() */

#include <glib/gi18n.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "play/pento-game-shelf.h"

#include "play/pento-autosave.h"
#include "play/pento-game.h"

struct _PentoGameShelf
{
  GObject      parent_instance;

  GHashTable  *texts;    /* file name → game text, the games kept in this run */
  GThreadPool *writer;   /* one thread: of Job */
  GMutex       lock;     /* guards pending */
  GCond        idle;
  guint        pending;
};

G_DEFINE_FINAL_TYPE (PentoGameShelf, pento_game_shelf, G_TYPE_OBJECT)

typedef struct {
  char *name;   /* the file's base name */
  char *text;   /* NULL: remove the file */
} Job;

char *
pento_game_shelf_get_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "pentomino", "games", NULL);
}

/* "board-<sha256 of the cells and the rules, 16 digits>.txt": one name per board and rules,
 * whatever the board is called. */
static char *
file_name (PentoBoard       *board,
           const PentoRules *rules)
{
  g_autofree char *cells = pento_board_to_text (board);
  g_autofree char *mirror = pento_mirror_set_to_string (rules->mirror);
  guint n_cells = pento_board_get_n_cells (board);
  PentoPieceSet set = pento_piece_set_resolve (rules->pieces, n_cells);
  /* A named set that the board would take anyway keeps the name games had before sets. */
  g_autofree char *pieces = set == pento_piece_set_resolve (PENTO_PIECE_SET_DEFAULT, n_cells)
                            ? g_strdup ("") : pento_piece_set_to_string (set);
  g_autofree char *key = g_strdup_printf ("%u %u\n%s%s %s%s%s", pento_board_get_width (board),
                                          pento_board_get_height (board), cells,
                                          rules->flip ? "flip" : "no-flip",
                                          rules->flip ? "" : mirror,
                                          *pieces != '\0' ? " pieces " : "", pieces);
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, key, -1);

  sum[16] = '\0';
  return g_strdup_printf ("board-%s.txt", sum);
}

typedef struct {
  char   *path;
  gint64  mtime;
} Kept;

static int
compare_kept (gconstpointer a,
              gconstpointer b)
{
  const Kept *ka = a, *kb = b;

  return (ka->mtime > kb->mtime) - (ka->mtime < kb->mtime);
}

/* Worker: beyond PENTO_GAME_SHELF_MAX files, the oldest go. */
static void
prune (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (Kept));
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      Kept k;
      GStatBuf st;

      if (!g_str_has_prefix (name, "board-") || !g_str_has_suffix (name, ".txt"))
        continue;
      k.path = g_build_filename (dir, name, NULL);
      if (g_lstat (k.path, &st) != 0 || !S_ISREG (st.st_mode))
        {
          g_free (k.path);
          continue;
        }
      k.mtime = st.st_mtime;
      g_array_append_val (kept, k);
    }
  g_array_sort (kept, compare_kept);
  for (guint i = 0; i < kept->len; i++)
    {
      Kept *k = &g_array_index (kept, Kept, i);

      if (i + PENTO_GAME_SHELF_MAX < kept->len)
        g_unlink (k->path);
      g_free (k->path);
    }
}

/* Worker thread. */
static void
run_job (gpointer data,
         gpointer user_data)
{
  Job *job = data;
  PentoGameShelf *self = user_data;
  g_autofree char *dir = pento_game_shelf_get_dir ();
  g_autofree char *path = g_build_filename (dir, job->name, NULL);
  g_autoptr(GError) error = NULL;

  if (job->text == NULL)
    g_unlink (path);
  else if (g_mkdir_with_parents (dir, 0700) != 0)
    g_warning ("%s: %s", dir, g_strerror (errno));
  else if (!pento_file_write (path, job->text, -1, &error))
    g_warning ("%s", error->message);
  else
    prune (dir);

  g_free (job->name);
  g_free (job->text);
  g_free (job);
  g_mutex_lock (&self->lock);
  if (--self->pending == 0)
    g_cond_broadcast (&self->idle);
  g_mutex_unlock (&self->lock);
}

static void
queue (PentoGameShelf *self,
       const char     *name,
       const char     *text)
{
  Job *job = g_new0 (Job, 1);

  job->name = g_strdup (name);
  job->text = g_strdup (text);
  g_mutex_lock (&self->lock);
  self->pending++;
  g_mutex_unlock (&self->lock);
  g_thread_pool_push (self->writer, job, NULL);
}

void
pento_game_shelf_flush (PentoGameShelf *self)
{
  g_return_if_fail (PENTO_IS_GAME_SHELF (self));

  g_mutex_lock (&self->lock);
  while (self->pending > 0)
    g_cond_wait (&self->idle, &self->lock);
  g_mutex_unlock (&self->lock);
}

void
pento_game_shelf_put (PentoGameShelf   *self,
                      PentoBoard       *board,
                      const PentoRules *rules,
                      const char       *text)
{
  g_autofree char *name = NULL;

  g_return_if_fail (PENTO_IS_GAME_SHELF (self));
  g_return_if_fail (board != NULL && rules != NULL && text != NULL);

  name = file_name (board, rules);
  g_hash_table_replace (self->texts, g_strdup (name), g_strdup (text));
  queue (self, name, text);
}

gboolean
pento_game_shelf_has (PentoGameShelf   *self,
                      PentoBoard       *board,
                      const PentoRules *rules)
{
  g_autofree char *name = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (PENTO_IS_GAME_SHELF (self), FALSE);

  name = file_name (board, rules);
  if (g_hash_table_contains (self->texts, name))
    return TRUE;
  dir = pento_game_shelf_get_dir ();
  path = g_build_filename (dir, name, NULL);
  /* What the worker is still writing is in the table: the file on disk is from an earlier
   * run, or nothing. */
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/* Why a game kept in a file could not come back, as a sentence; the file is kept aside. */
static char *
keep_aside (const char *path,
            const char *reason)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = pento_autosave_keep_aside_file (path, &error);
  g_autofree char *base = NULL;

  if (aside == NULL)
    return g_strdup_printf (_("The game kept for this board could not be restored (%s) nor "
                              "kept aside (%s)."), reason, error->message);
  base = g_path_get_basename (aside);
  return g_strdup_printf (_("The game kept for this board could not be restored (%s): it was "
                            "kept as “%s” and a new game starts."), reason, base);
}

PentoGame *
pento_game_shelf_take (PentoGameShelf   *self,
                       PentoBoard       *board,
                       const PentoRules *rules,
                       char            **out_note)
{
  g_autofree char *name = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoGame) game = NULL;
  gpointer stolen_key = NULL;
  GStatBuf st;

  g_return_val_if_fail (PENTO_IS_GAME_SHELF (self), NULL);
  g_return_val_if_fail (board != NULL && rules != NULL && out_note != NULL, NULL);

  *out_note = NULL;
  name = file_name (board, rules);
  if (g_hash_table_steal_extended (self->texts, name, &stolen_key, (gpointer *) &text))
    {
      g_free (stolen_key);
      queue (self, name, NULL);
      game = pento_game_new_from_text (text, -1, name, rules, &error);
      if (game == NULL)
        *out_note = g_strdup_printf (_("The game kept for this board could not be restored "
                                       "(%s): a new game starts."), error->message);
      return g_steal_pointer (&game);
    }

  /* A game left in an earlier run. Only a regular file, with the autosave's limit, and never
   * blocking on a FIFO (pento_file_read). */
  dir = pento_game_shelf_get_dir ();
  path = g_build_filename (dir, name, NULL);
  if (g_lstat (path, &st) != 0)
    return NULL;
  text = pento_file_read (path, PENTO_GAME_FILE_MAX_SIZE, NULL, &error);
  if (text != NULL)
    game = pento_game_new_from_text (text, -1, name, rules, &error);
  if (game != NULL && !pento_board_equal (pento_game_get_board (game), board))
    {
      g_clear_object (&game);
      g_set_error_literal (&error, PENTO_ERROR, PENTO_ERROR_PARSE,
                           _("it is a game on another board"));
    }
  if (game == NULL)
    {
      *out_note = keep_aside (path, error->message);
      return NULL;
    }
  queue (self, name, NULL);
  return g_steal_pointer (&game);
}

static void
pento_game_shelf_finalize (GObject *object)
{
  PentoGameShelf *self = PENTO_GAME_SHELF (object);

  /* Every file asked for is written before the shelf goes (the window closes). */
  g_thread_pool_free (self->writer, FALSE, TRUE);
  g_hash_table_unref (self->texts);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->idle);
  G_OBJECT_CLASS (pento_game_shelf_parent_class)->finalize (object);
}

static void
pento_game_shelf_class_init (PentoGameShelfClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pento_game_shelf_finalize;
}

static void
pento_game_shelf_init (PentoGameShelf *self)
{
  self->texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_mutex_init (&self->lock);
  g_cond_init (&self->idle);
  self->writer = g_thread_pool_new (run_job, self, 1, FALSE, NULL);
}

PentoGameShelf *
pento_game_shelf_new (void)
{
  return g_object_new (PENTO_TYPE_GAME_SHELF, NULL);
}
