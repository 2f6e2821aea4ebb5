/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-game-shelf.c: games kept per board and rules. The folder is read once, on the shelf's
 * one worker, as the window starts; from then on the games live in a table on the main thread
 * and their files are written, removed and moved by the same worker, in the order asked, so
 * that a file removed after it was written is never written again by a late worker. Nothing
 * is deleted that a person played: a game past the cap is moved to a folder of its own, a file
 * that cannot be read is renamed, and a save that fails is said.
 */
#define _POSIX_C_SOURCE 200809L   /* lstat() */

#include <glib/gi18n.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "play/pento-game-shelf.h"

#include "play/pento-game.h"

typedef struct {
  char   *text;
  gint64  stamp;   /* when it was left, µs since 1970 (its file's time for one read) */
} Kept;

typedef enum {
  NOTE_SAY,           /* said as it is */
  NOTE_SAVE_FAILED,   /* said once, until a save works again */
  NOTE_SAVED,
} NoteKind;

typedef struct {
  NoteKind  kind;
  char     *text;
} Note;

struct _PentoGameShelf
{
  GObject      parent_instance;

  char        *dir;           /* the games folder (read by the worker too) */
  GHashTable  *kept;          /* main thread: file name → Kept, every game kept */
  gboolean     merged;        /* the games read at start are in kept */
  gboolean     failure_said;  /* main thread */

  GThreadPool *writer;        /* one thread: of Job, in the order asked */
  GMutex       lock;          /* guards what follows */
  GCond        cond;
  guint        pending;       /* jobs not done yet */
  gboolean     loaded;        /* the worker has read the folder... */
  GHashTable  *found;         /* ... and these games in it: file name → Kept */
  GQueue       notes;         /* of Note, for the main thread */
  guint        notify_id;
};

G_DEFINE_FINAL_TYPE (PentoGameShelf, pento_game_shelf, G_TYPE_OBJECT)

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef enum {
  JOB_LOAD,     /* read the folder */
  JOB_WRITE,    /* write text to name */
  JOB_REMOVE,   /* the game was taken back: its file goes */
  JOB_RETIRE,   /* past the cap: moved to the older games' folder */
  JOB_ASIDE,    /* could not be restored: renamed "….damaged-DATE" */
} JobKind;

typedef struct {
  JobKind  kind;
  char    *name;   /* the file's base name */
  char    *text;
} Job;

static void
note_free (gpointer data)
{
  Note *note = data;

  g_free (note->text);
  g_free (note);
}

static void
kept_free (gpointer data)
{
  Kept *kept = data;

  g_free (kept->text);
  g_free (kept);
}

static Kept *
kept_new (char   *text,
          gint64  stamp)
{
  Kept *kept = g_new (Kept, 1);

  kept->text = text;
  kept->stamp = stamp;
  return kept;
}

char *
pento_game_shelf_get_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "pentomino", "games", NULL);
}

char *
pento_game_shelf_get_older_dir (void)
{
  g_autofree char *dir = pento_game_shelf_get_dir ();

  return g_build_filename (dir, PENTO_GAME_SHELF_OLDER, NULL);
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

static gboolean
is_game_name (const char *name)
{
  return g_str_has_prefix (name, "board-") && g_str_has_suffix (name, ".txt");
}

/* ".board-….txt.XXXXXX": what pento_file_write() leaves of a game when it is killed. */
static gboolean
is_leftover (const char *name)
{
  gsize length = strlen (name);
  g_autofree char *target = NULL;

  if (name[0] != '.' || length < 1 + PENTO_FILE_TEMP_SUFFIX_LENGTH + 1)
    return FALSE;
  target = g_strndup (name + 1, length - 1 - PENTO_FILE_TEMP_SUFFIX_LENGTH - 1);
  return is_game_name (target) && pento_file_is_leftover (name, target);
}

/* --- The worker -------------------------------------------------------------------------- */

static gboolean notify_cb (gpointer user_data);

/* Hands a sentence to the main thread, where the shelf emits "message". */
static void
post (PentoGameShelf *self,
      NoteKind        kind,
      char           *text)
{
  Note *note = g_new (Note, 1);

  note->kind = kind;
  note->text = text;
  g_mutex_lock (&self->lock);
  g_queue_push_tail (&self->notes, note);
  if (self->notify_id == 0)
    self->notify_id = g_idle_add_full (G_PRIORITY_DEFAULT, notify_cb, self, NULL);
  g_mutex_unlock (&self->lock);
}

/* Worker: the games folder, made when missing. Anything else in its place (a file, a link to
 * nowhere) is renamed first, so that no game is lost for want of a folder. */
static gboolean
ensure_dir (PentoGameShelf  *self,
            GError         **error)
{
  GStatBuf st;

  if (g_stat (self->dir, &st) == 0 && S_ISDIR (st.st_mode))
    return TRUE;
  if (g_lstat (self->dir, &st) == 0)
    {
      g_autoptr(GError) local_error = NULL;
      g_autofree char *aside = pento_file_keep_aside (self->dir, &local_error);
      g_autofree char *base = NULL;

      if (aside == NULL)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR,
                       _("“%s” is not a folder and could not be renamed (%s)"), self->dir,
                       local_error->message);
          return FALSE;
        }
      base = g_path_get_basename (aside);
      post (self, NOTE_SAY,
            g_strdup_printf (_("The folder of games kept for other boards was not a folder: "
                               "what was there was kept as “%s”, and a new folder holds the "
                               "games."), base));
    }
  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not make the folder “%s”: %s"), self->dir,
                   g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/* Worker: moves the file @name to the older games' folder, under a name no other file has
 * there; never deleted. */
static gboolean
retire (PentoGameShelf  *self,
        const char      *name,
        GError         **error)
{
  g_autofree char *path = g_build_filename (self->dir, name, NULL);
  g_autofree char *older = g_build_filename (self->dir, PENTO_GAME_SHELF_OLDER, NULL);
  g_autofree char *stem = g_strndup (name, strlen (name) - strlen (".txt"));
  GStatBuf st;

  if (g_lstat (path, &st) != 0)
    return TRUE;
  if (g_mkdir_with_parents (older, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not make the folder “%s”: %s"), older, g_strerror (saved_errno));
      return FALSE;
    }
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *target_name = n == 1 ? g_strdup (name)
                                            : g_strdup_printf ("%s-%u.txt", stem, n);
      g_autofree char *target = g_build_filename (older, target_name, NULL);

      if (g_lstat (target, &st) == 0 || errno != ENOENT)
        continue;
      if (g_rename (path, target) == 0)
        return TRUE;
      break;
    }
  {
    int saved_errno = errno;

    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                 _("Could not move “%s” to “%s”: %s"), name, older, g_strerror (saved_errno));
  }
  return FALSE;
}

static int
compare_stamps (gconstpointer a,
                gconstpointer b,
                gpointer      table)
{
  const Kept *ka = g_hash_table_lookup (table, *(const char * const *) a);
  const Kept *kb = g_hash_table_lookup (table, *(const char * const *) b);

  if (ka->stamp != kb->stamp)
    return ka->stamp < kb->stamp ? -1 : 1;
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names of @table (of Kept), copied, the game left longest ago first. */
static GPtrArray *
by_age (GHashTable *table)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer name;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &name, NULL))
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort_with_data (names, compare_stamps, table);
  return names;
}

/* Worker: the games in the folder as the window starts. What a killed save left is removed, a
 * file that cannot be read is renamed, and past the cap the games left longest ago are moved
 * to the older games' folder; each said. */
static GHashTable *
load (PentoGameShelf *self)
{
  GHashTable *found = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, kept_free);
  g_autoptr(GDir) d = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  GStatBuf st;

  if (g_lstat (self->dir, &st) != 0)
    return found;
  if (!ensure_dir (self, &error))
    {
      post (self, NOTE_SAVE_FAILED,
            g_strdup_printf (_("The games kept for other boards cannot be saved: %s"),
                             error->message));
      return found;
    }
  d = g_dir_open (self->dir, 0, NULL);
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (self->dir, name, NULL);
      g_autoptr(GError) read_error = NULL;
      char *text;

      if (is_leftover (name))
        {
          if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode))
            g_unlink (path);
          continue;
        }
      if (!is_game_name (name))
        continue;
      /* Only a regular file, within the game file's limit, never blocking (a FIFO). */
      text = pento_file_read (path, PENTO_GAME_FILE_MAX_SIZE, NULL, &read_error);
      if (text == NULL)
        {
          g_autoptr(GError) aside_error = NULL;
          g_autofree char *aside = pento_file_keep_aside (path, &aside_error);
          g_autofree char *base = aside != NULL ? g_path_get_basename (aside) : NULL;

          post (self, NOTE_SAY,
                aside != NULL
                ? g_strdup_printf (_("A game kept for another board could not be read (%s): "
                                     "it was kept as “%s”."), read_error->message, base)
                : g_strdup_printf (_("A game kept for another board could not be read (%s) "
                                     "nor kept aside (%s)."), read_error->message,
                                   aside_error->message));
          continue;
        }
      g_lstat (path, &st);
      g_hash_table_insert (found, g_strdup (name),
                           kept_new (text, (gint64) st.st_mtim.tv_sec * G_USEC_PER_SEC +
                                           st.st_mtim.tv_nsec / 1000));
    }

  if (g_hash_table_size (found) > PENTO_GAME_SHELF_MAX)
    {
      g_autoptr(GPtrArray) names = by_age (found);
      guint n_over = names->len - PENTO_GAME_SHELF_MAX, n_moved = 0;
      g_autofree char *older = g_build_filename (self->dir, PENTO_GAME_SHELF_OLDER, NULL);

      for (guint i = 0; i < n_over; i++)
        {
          const char *oldest = g_ptr_array_index (names, i);

          if (retire (self, oldest, &error))
            n_moved++;
          else
            post (self, NOTE_SAVE_FAILED, g_strdup (error->message));
          g_clear_error (&error);
          g_hash_table_remove (found, oldest);
        }
      if (n_moved > 0)
        post (self, NOTE_SAY,
              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "Games are kept for the %u boards played last: "
                                            "%u older game was moved to “%s”, where Open… "
                                            "reads it.",
                                            "Games are kept for the %u boards played last: "
                                            "%u older games were moved to “%s”, where Open… "
                                            "reads them.", n_moved),
                               PENTO_GAME_SHELF_MAX, n_moved, older));
    }
  return found;
}

/* Worker thread. */
static void
run_job (gpointer data,
         gpointer user_data)
{
  Job *job = data;
  PentoGameShelf *self = user_data;
  g_autofree char *path = job->name != NULL ? g_build_filename (self->dir, job->name, NULL)
                                            : NULL;
  g_autoptr(GError) error = NULL;

  switch (job->kind)
    {
    case JOB_LOAD:
      {
        GHashTable *found = load (self);

        g_mutex_lock (&self->lock);
        self->found = found;
        self->loaded = TRUE;
        g_cond_broadcast (&self->cond);
        g_mutex_unlock (&self->lock);
      }
      break;
    case JOB_WRITE:
      if (ensure_dir (self, &error) && pento_file_write (path, job->text, -1, &error))
        post (self, NOTE_SAVED, NULL);
      else
        post (self, NOTE_SAVE_FAILED,
              g_strdup_printf (_("A game kept for another board could not be saved: %s"),
                               error->message));
      break;
    case JOB_REMOVE:
      g_unlink (path);
      break;
    case JOB_RETIRE:
      if (!retire (self, job->name, &error))
        post (self, NOTE_SAVE_FAILED, g_strdup (error->message));
      break;
    case JOB_ASIDE:
      if (g_file_test (path, G_FILE_TEST_EXISTS) && !pento_file_keep_aside (path, &error))
        post (self, NOTE_SAVE_FAILED,
              g_strdup_printf (_("A game that could not be restored was not kept aside: %s"),
                               error->message));
      break;
    }

  g_free (job->name);
  g_free (job->text);
  g_free (job);
  g_mutex_lock (&self->lock);
  if (--self->pending == 0)
    g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

/* --- The main thread --------------------------------------------------------------------- */

/* Says what the worker had to say: a failed save once, until a save works again. */
static gboolean
notify_cb (gpointer user_data)
{
  PentoGameShelf *self = user_data;
  GQueue notes = G_QUEUE_INIT;
  Note *note;

  g_mutex_lock (&self->lock);
  notes = self->notes;
  g_queue_init (&self->notes);
  self->notify_id = 0;
  g_mutex_unlock (&self->lock);

  while ((note = g_queue_pop_head (&notes)) != NULL)
    {
      if (note->kind == NOTE_SAVED)
        self->failure_said = FALSE;
      else if (note->kind == NOTE_SAY || !self->failure_said)
        {
          self->failure_said |= note->kind == NOTE_SAVE_FAILED;
          g_signal_emit (self, signals[MESSAGE], 0, note->text);
        }
      note_free (note);
    }
  return G_SOURCE_REMOVE;
}

static void
queue (PentoGameShelf *self,
       JobKind         kind,
       const char     *name,
       const char     *text)
{
  Job *job = g_new0 (Job, 1);

  job->kind = kind;
  job->name = g_strdup (name);
  job->text = g_strdup (text);
  g_mutex_lock (&self->lock);
  self->pending++;
  g_mutex_unlock (&self->lock);
  g_thread_pool_push (self->writer, job, NULL);
}

/* The games read at start join the table. The worker reads the folder first thing, so this
 * waits only when a board is switched within the first instant (the read is bounded: at most
 * PENTO_GAME_SHELF_MAX small regular files). */
static void
merge (PentoGameShelf *self)
{
  GHashTableIter iter;
  gpointer name, kept;

  if (self->merged)
    return;
  g_mutex_lock (&self->lock);
  while (!self->loaded)
    g_cond_wait (&self->cond, &self->lock);
  g_mutex_unlock (&self->lock);

  g_hash_table_iter_init (&iter, self->found);
  while (g_hash_table_iter_next (&iter, &name, &kept))
    if (!g_hash_table_contains (self->kept, name))
      {
        g_hash_table_iter_steal (&iter);
        g_hash_table_insert (self->kept, name, kept);
      }
  g_clear_pointer (&self->found, g_hash_table_unref);
  self->merged = TRUE;
}

void
pento_game_shelf_flush (PentoGameShelf *self)
{
  g_return_if_fail (PENTO_IS_GAME_SHELF (self));

  g_mutex_lock (&self->lock);
  while (self->pending > 0)
    g_cond_wait (&self->cond, &self->lock);
  g_mutex_unlock (&self->lock);
}

/* Past the cap, the game left longest ago (never @name, just left) goes to the older games'
 * folder, and the person is told where. */
static void
keep_to_cap (PentoGameShelf *self,
             const char     *name)
{
  g_autoptr(GPtrArray) names = NULL;
  const char *oldest;
  g_autofree char *older = NULL;
  g_autofree char *text = NULL;

  if (g_hash_table_size (self->kept) <= PENTO_GAME_SHELF_MAX)
    return;
  names = by_age (self->kept);
  oldest = g_ptr_array_index (names, 0);
  if (g_str_equal (oldest, name))
    oldest = g_ptr_array_index (names, 1);
  g_hash_table_remove (self->kept, oldest);
  queue (self, JOB_RETIRE, oldest, NULL);
  older = pento_game_shelf_get_older_dir ();
  text = g_strdup_printf (_("Games are kept for the %u boards played last: the game left "
                            "longest ago was moved to “%s”, where Open… reads it."),
                          PENTO_GAME_SHELF_MAX, older);
  g_signal_emit (self, signals[MESSAGE], 0, text);
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

  merge (self);
  name = file_name (board, rules);
  g_hash_table_replace (self->kept, g_strdup (name),
                        kept_new (g_strdup (text), g_get_real_time ()));
  queue (self, JOB_WRITE, name, text);
  keep_to_cap (self, name);
}

gboolean
pento_game_shelf_has (PentoGameShelf   *self,
                      PentoBoard       *board,
                      const PentoRules *rules)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (PENTO_IS_GAME_SHELF (self), FALSE);

  merge (self);
  name = file_name (board, rules);
  return g_hash_table_contains (self->kept, name);
}

PentoGame *
pento_game_shelf_take (PentoGameShelf   *self,
                       PentoBoard       *board,
                       const PentoRules *rules,
                       char            **out_note)
{
  g_autofree char *name = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoGame) game = NULL;
  gpointer stolen_key = NULL;
  Kept *kept = NULL;

  g_return_val_if_fail (PENTO_IS_GAME_SHELF (self), NULL);
  g_return_val_if_fail (board != NULL && rules != NULL && out_note != NULL, NULL);

  *out_note = NULL;
  merge (self);
  name = file_name (board, rules);
  if (!g_hash_table_steal_extended (self->kept, name, &stolen_key, (gpointer *) &kept))
    return NULL;
  g_free (stolen_key);
  game = pento_game_new_from_text (kept->text, -1, name, rules, &error);
  kept_free (kept);
  if (game != NULL && !pento_board_equal (pento_game_get_board (game), board))
    {
      g_clear_object (&game);
      g_set_error_literal (&error, PENTO_ERROR, PENTO_ERROR_PARSE,
                           _("it is a game on another board"));
    }
  if (game == NULL)
    {
      /* the file is renamed, never removed: the person may want to look at it */
      queue (self, JOB_ASIDE, name, NULL);
      *out_note = g_strdup_printf (_("The game kept for this board could not be restored (%s): "
                                     "its file was kept aside in “%s”, with “.damaged” and the "
                                     "date added to its name, and a new game starts."),
                                   error->message, self->dir);
      return NULL;
    }
  queue (self, JOB_REMOVE, name, NULL);
  return g_steal_pointer (&game);
}

static void
pento_game_shelf_finalize (GObject *object)
{
  PentoGameShelf *self = PENTO_GAME_SHELF (object);

  /* Every file asked for is written before the shelf goes (the window closes); then nothing
   * is left to say. */
  g_thread_pool_free (self->writer, FALSE, TRUE);
  g_mutex_lock (&self->lock);
  g_clear_handle_id (&self->notify_id, g_source_remove);
  g_mutex_unlock (&self->lock);
  g_queue_clear_full (&self->notes, note_free);
  g_clear_pointer (&self->found, g_hash_table_unref);
  g_hash_table_unref (self->kept);
  g_free (self->dir);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
  G_OBJECT_CLASS (pento_game_shelf_parent_class)->finalize (object);
}

static void
pento_game_shelf_class_init (PentoGameShelfClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pento_game_shelf_finalize;

  signals[MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
pento_game_shelf_init (PentoGameShelf *self)
{
  self->dir = pento_game_shelf_get_dir ();
  self->kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, kept_free);
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  g_queue_init (&self->notes);
  self->writer = g_thread_pool_new (run_job, self, 1, FALSE, NULL);
  /* the folder first, before anything the window asks */
  queue (self, JOB_LOAD, NULL, NULL);
}

PentoGameShelf *
pento_game_shelf_new (void)
{
  return g_object_new (PENTO_TYPE_GAME_SHELF, NULL);
}
