/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-store.c: saved boards as CLI mask files under the user's data directory, so
 * pentomino-cli --board reads them as they are.
 */
#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "common/pento-board-store.h"
#include "pento-spec.h"

#define SUFFIX ".txt"
#define MAX_NAME_LENGTH 64

/* The boards offered, with their titles as a list model (see the end of this file): one per process, made on demand. */
struct _PentoBoardStore
{
  GObject     parent_instance;

  GPtrArray  *ids;       /* "10x6", "3x4x5", "custom:NAME" */
  GtkStringList *titles; /* each id's title, in the same order */
  GPtrArray  *remembered; /* rectangles played that no list above holds */
  gboolean    updating;
};

static PentoBoardStore *default_store;

static void store_changed (void);

char *
pento_board_store_get_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "pentomino", "boards", NULL);
}

static char *
path_for_name (const char *name)
{
  g_autofree char *dir = pento_board_store_get_dir ();
  g_autofree char *file = g_strconcat (name, SUFFIX, NULL);

  return g_build_filename (dir, file, NULL);
}

gboolean
pento_board_store_check_name (const char  *name,
                              GError     **error)
{
  g_return_val_if_fail (name != NULL, FALSE);

  {
    g_autofree char *stripped = g_strstrip (g_strdup (name));

    if (stripped[0] == '\0')
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                     _("The board needs a name"));
        return FALSE;
      }
    if (strcmp (stripped, name) != 0)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                     _("A board name cannot begin or end with a space"));
        return FALSE;
      }
  }
  if (!g_utf8_validate (name, -1, NULL) || g_utf8_strlen (name, -1) > MAX_NAME_LENGTH)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _("A board name has at most %u characters"), MAX_NAME_LENGTH);
      return FALSE;
    }
  /* The name is a file name: no separators, no hidden files, nothing a shell trips on. */
  if (name[0] == '.' || strpbrk (name, "/\\:*?\"<>|") != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _("A board name cannot begin with “.” or hold any of / \\ : * ? \" < > |"));
      return FALSE;
    }
  for (const char *p = name; *p; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                     _("A board name cannot hold control characters"));
        return FALSE;
      }
  return TRUE;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_utf8_collate (*(const char * const *) a, *(const char * const *) b);
}

GStrv
pento_board_store_list (void)
{
  g_autofree char *dir_path = pento_board_store_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *file;

  while (dir != NULL && (file = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *name = NULL;

      if (!g_str_has_suffix (file, SUFFIX) || strlen (file) == strlen (SUFFIX))
        continue;
      name = g_strndup (file, strlen (file) - strlen (SUFFIX));
      if (!pento_board_store_check_name (name, NULL))
        continue;
      /* A FIFO, a folder or a device is no saved board (stat() never blocks). */
      {
        g_autofree char *path = g_build_filename (dir_path, file, NULL);

        if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
          continue;
      }
      g_ptr_array_add (names, g_steal_pointer (&name));
    }
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&names), FALSE);
}

gboolean
pento_board_store_exists (const char *name)
{
  g_autofree char *path = NULL;

  if (!pento_board_store_check_name (name, NULL))
    return FALSE;
  path = path_for_name (name);
  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

PentoBoard *
pento_board_store_load (const char  *name,
                        GError     **error)
{
  return pento_board_store_load_with_set (name, NULL, error);
}

char *
pento_board_store_read_text (const char  *name,
                             GError     **error)
{
  g_autofree char *path = NULL;

  if (!pento_board_store_check_name (name, error))
    return NULL;
  path = path_for_name (name);
  /* Only a regular file, read without blocking: a FIFO in the folder never holds the window. */
  return pento_file_read (path, PENTO_BOARD_MAX_FILE, NULL, error);
}

PentoBoard *
pento_board_store_parse (const char     *name,
                         const char     *text,
                         PentoPieceSet  *out_set,
                         GError        **error)
{
  g_autoptr(PentoBoard) board = NULL;
  PentoPieceSet set = PENTO_PIECE_SET_DEFAULT;

  /* a board for a set of pieces names it ("; pieces: one-sided") */
  if (!pento_piece_set_find_in_text (text, &set, NULL, NULL))
    set = PENTO_PIECE_SET_DEFAULT;
  board = pento_board_new_from_text_for_set (text, set, error);
  if (board == NULL)
    {
      g_autofree char *path = path_for_name (name);

      pento_error_prefix_place (error, path, 0, 0);
      return NULL;
    }
  if (out_set != NULL)
    *out_set = set;
  return pento_board_new_renamed (board, name);
}

PentoBoard *
pento_board_store_load_with_set (const char     *name,
                                 PentoPieceSet  *out_set,
                                 GError        **error)
{
  g_autofree char *text = pento_board_store_read_text (name, error);

  return text != NULL ? pento_board_store_parse (name, text, out_set, error) : NULL;
}

gboolean
pento_board_store_save (const char        *name,
                        const PentoBoard  *board,
                        GError           **error)
{
  return pento_board_store_save_with_set (name, board, PENTO_PIECE_SET_DEFAULT, error);
}

gboolean
pento_board_store_save_with_set (const char        *name,
                                 const PentoBoard  *board,
                                 PentoPieceSet      set,
                                 GError           **error)
{
  g_autofree char *pieces = NULL;
  g_autofree char *dir = pento_board_store_get_dir ();
  g_autofree char *path = NULL;
  g_autofree char *mask = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (board != NULL, FALSE);

  if (!pento_board_store_check_name (name, error))
    return FALSE;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  path = path_for_name (name);
  mask = pento_board_to_text (board);
  /* The name as a comment line, which pentomino-cli skips; the set when one is named. */
  pieces = set != PENTO_PIECE_SET_DEFAULT ? pento_piece_set_to_comment (set) : g_strdup ("");
  text = g_strdup_printf ("; %s\n%s%s", name, pieces, mask);
  if (!pento_file_write (path, text, -1, error))
    return FALSE;
  store_changed ();
  return TRUE;
}

gboolean
pento_board_store_rename (const char  *name,
                          const char  *new_name,
                          GError     **error)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  g_autoptr(PentoBoard) board = NULL;
  PentoPieceSet set = PENTO_PIECE_SET_DEFAULT;

  if (!pento_board_store_check_name (new_name, error))
    return FALSE;
  if (g_strcmp0 (name, new_name) == 0)
    return TRUE;
  if (pento_board_store_exists (new_name))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("A board named “%s” exists already"), new_name);
      return FALSE;
    }
  /* Written anew rather than moved, so the comment line carries the new name. */
  board = pento_board_store_load_with_set (name, &set, error);
  if (board == NULL)
    return FALSE;
  if (!pento_board_store_save_with_set (new_name, board, set, error))
    return FALSE;
  from = path_for_name (name);
  if (g_remove (from) != 0)
    {
      int saved_errno = errno;

      to = path_for_name (new_name);
      g_remove (to);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not rename “%s”: %s"), name, g_strerror (saved_errno));
      store_changed ();
      return FALSE;
    }
  store_changed ();
  return TRUE;
}

gboolean
pento_board_store_delete (const char  *name,
                          GError     **error)
{
  g_autofree char *path = NULL;

  if (!pento_board_store_check_name (name, error))
    return FALSE;
  path = path_for_name (name);
  if (g_remove (path) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not delete “%s”: %s"), name, g_strerror (saved_errno));
      return FALSE;
    }
  store_changed ();
  return TRUE;
}

static const struct {
  const char *id;
  const char *title;
} preset_titles[] = {
  { "10x6", N_("10 × 6") },
  { "12x5", N_("12 × 5") },
  { "15x4", N_("15 × 4") },
  { "20x3", N_("20 × 3") },
  { "8x8-hole", N_("8 × 8 with centre hole") },
  { "8x8-tetromino", N_("8 × 8 with tetromino") },
  { "3x4x5", N_("3 × 4 × 5 box") },
  { "2x5x6", N_("2 × 5 × 6 box") },
  { "2x3x10", N_("2 × 3 × 10 box") },
};

gboolean
pento_board_id_get_suggested_set (const char    *id,
                                  PentoPieceSet *out_set)
{
  /* a saved board drawn for a set names it in its file */
  if (pento_board_id_get_custom_name (id) != NULL)
    {
      g_autoptr(PentoBoard) board =
        pento_board_store_load_with_set (pento_board_id_get_custom_name (id), out_set, NULL);

      return board != NULL && *out_set != PENTO_PIECE_SET_DEFAULT;
    }

  return id != NULL && pento_spec_get_board_set (id, out_set);
}

char *
pento_board_id_get_title (const char *id)
{
  const char *name = pento_board_id_get_custom_name (id);
  const PentoSetPreset *set_preset;

  g_return_val_if_fail (id != NULL, NULL);

  if (name != NULL)
    return g_strdup (name);
  for (guint i = 0; i < G_N_ELEMENTS (preset_titles); i++)
    if (g_str_equal (preset_titles[i].id, id))
      return g_strdup (_(preset_titles[i].title));
  set_preset = pento_spec_find_set_preset (id);
  if (set_preset != NULL)
    {
      guint width = 0, height = 0;
      PentoPieceSet set = PENTO_PIECE_SET_DEFAULT;

      if (sscanf (id, "%ux%u", &width, &height) == 2 &&
          pento_piece_set_parse (set_preset->pieces, &set, NULL))
        {
          /* TRANSLATORS: a board of the chooser that comes with a set of pieces, "5 × 8 (8
           * pieces)", "18 × 5 (18 pieces)" */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u × %u (%u piece)",
                                               "%u × %u (%u pieces)",
                                               pento_piece_set_n_pieces (set)),
                                  width, height, pento_piece_set_n_pieces (set));
        }
    }
  if (pento_spec_is_rectangle_id (id))
    {
      guint width = 0, height = 0;

      if (sscanf (id, "%ux%u", &width, &height) == 2)
        return g_strdup_printf (_("%u × %u"), width, height);
    }
  /* A preset added to the core before it has a title here still shows, by its id. */
  return g_strdup (id);
}

char *
pento_board_id_for_custom (const char *name)
{
  return g_strconcat (PENTO_BOARD_CUSTOM_PREFIX, name, NULL);
}

const char *
pento_board_id_get_custom_name (const char *id)
{
  if (id == NULL || !g_str_has_prefix (id, PENTO_BOARD_CUSTOM_PREFIX))
    return NULL;
  return id + strlen (PENTO_BOARD_CUSTOM_PREFIX);
}

PentoBoard *
pento_board_new_for_id (const char  *id,
                        GError     **error)
{
  return pento_board_new_for_id_for_set (id, PENTO_PIECE_SET_DEFAULT, error);
}

PentoBoard *
pento_board_new_for_id_for_set (const char     *id,
                                PentoPieceSet   set,
                                GError        **error)
{
  const char *name = pento_board_id_get_custom_name (id);

  g_return_val_if_fail (id != NULL, NULL);

  if (name != NULL)
    {
      g_autoptr(PentoBoard) board = pento_board_store_load (name, error);

      if (board != NULL &&
          !pento_piece_set_check_cells (set, pento_board_get_n_cells (board), error))
        return NULL;
      return g_steal_pointer (&board);
    }
  return pento_spec_new_board (id, set, error);
}

char *
pento_board_store_adopt (const PentoBoard  *board,
                         const char        *path,
                         GError           **error)
{
  return pento_board_store_adopt_with_set (board, path, PENTO_PIECE_SET_DEFAULT, error);
}

char *
pento_board_store_adopt_with_set (const PentoBoard  *board,
                                  const char        *path,
                                  PentoPieceSet      set,
                                  GError           **error)
{
  const char * const *presets = pento_board_get_preset_names ();
  g_autofree char *base = NULL;
  g_autofree char *name = NULL;
  g_auto(GStrv) saved = NULL;

  g_return_val_if_fail (board != NULL && path != NULL, NULL);

  for (guint i = 0; presets[i] != NULL; i++)
    {
      g_autoptr(PentoBoard) preset = pento_board_new_preset (presets[i], NULL);

      if (preset != NULL && pento_board_equal (preset, board))
        return g_strdup (presets[i]);
    }
  for (const PentoSetPreset *p = pento_piece_set_get_presets (); p->board != NULL; p++)
    {
      PentoPieceSet set;
      g_autoptr(PentoBoard) preset = NULL;

      if (pento_piece_set_parse (p->pieces, &set, NULL))
        preset = pento_board_new_preset_for_set (p->board, set, NULL);
      if (preset != NULL && pento_board_equal (preset, board))
        return g_strdup (p->board);
    }

  /* A whole rectangle that only a set of pieces fills is its size (a ladder's rung); the
   * twelve's boards are kept by name, as below. */
  if (pento_board_get_n_cells (board) ==
      pento_board_get_width (board) * pento_board_get_height (board) &&
      pento_board_get_n_cells (board) != 60 && pento_board_get_n_cells (board) != 64)
    {
      g_autofree char *id = g_strdup_printf ("%ux%u", pento_board_get_width (board),
                                             pento_board_get_height (board));

      if (pento_spec_is_rectangle_id (id))
        return g_steal_pointer (&id);
    }

  /* The same cells saved before (under any name) are that board again. */
  saved = pento_board_store_list ();
  for (guint i = 0; saved[i] != NULL; i++)
    {
      g_autoptr(PentoBoard) other = pento_board_store_load (saved[i], NULL);

      if (other != NULL && pento_board_equal (other, board))
        return pento_board_id_for_custom (saved[i]);
    }

  base = g_path_get_basename (path);
  if (g_str_has_suffix (base, SUFFIX) && strlen (base) > strlen (SUFFIX))
    base[strlen (base) - strlen (SUFFIX)] = '\0';
  if (!pento_board_store_check_name (base, NULL))
    {
      g_free (base);
      base = g_strdup (_("Opened board"));
    }
  name = g_strdup (base);
  for (guint k = 2; pento_board_store_exists (name); k++)
    {
      g_free (name);
      name = g_strdup_printf ("%s %u", base, k);
    }
  if (!pento_board_store_save_with_set (name, board, set, error))
    return NULL;
  return pento_board_id_for_custom (name);
}

/* --- The boards offered: presets, boxes, then the saved boards ------------------------------ */

G_DEFINE_FINAL_TYPE (PentoBoardStore, pento_board_store, G_TYPE_OBJECT)

static void
pento_board_store_finalize (GObject *object)
{
  PentoBoardStore *self = PENTO_BOARD_STORE (object);

  g_clear_pointer (&self->ids, g_ptr_array_unref);
  g_clear_pointer (&self->remembered, g_ptr_array_unref);
  g_clear_object (&self->titles);
  if (default_store == self)
    default_store = NULL;

  G_OBJECT_CLASS (pento_board_store_parent_class)->finalize (object);
}

static void
pento_board_store_class_init (PentoBoardStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pento_board_store_finalize;
}

static void
pento_board_store_init (PentoBoardStore *self)
{
  self->ids = g_ptr_array_new_with_free_func (g_free);
  self->remembered = g_ptr_array_new_with_free_func (g_free);
  self->titles = gtk_string_list_new (NULL);
}

PentoBoardStore *
pento_board_store_get_default (void)
{
  if (default_store == NULL)
    {
      default_store = g_object_new (PENTO_TYPE_BOARD_STORE, NULL);
      pento_board_store_refresh (default_store);
    }
  return default_store;
}

void
pento_board_store_refresh (PentoBoardStore *self)
{
  const char * const *presets = pento_board_get_preset_names ();
  const char * const *boxes = pento_box_get_preset_names ();
  g_auto(GStrv) saved = pento_board_store_list ();
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);

  g_return_if_fail (PENTO_IS_BOARD_STORE (self));

  g_ptr_array_set_size (self->ids, 0);
  for (guint i = 0; presets[i] != NULL; i++)
    g_ptr_array_add (self->ids, g_strdup (presets[i]));
  for (guint i = 0; boxes[i] != NULL; i++)
    g_ptr_array_add (self->ids, g_strdup (boxes[i]));
  for (const PentoSetPreset *p = pento_piece_set_get_presets (); p->board != NULL; p++)
    g_ptr_array_add (self->ids, g_strdup (p->board));
  for (guint i = 0; saved[i] != NULL; i++)
    g_ptr_array_add (self->ids, pento_board_id_for_custom (saved[i]));
  /* a rectangle played that is none of the above (a ladder's rung) stays choosable */
  for (guint i = 0; i < self->remembered->len; i++)
    if (!g_ptr_array_find_with_equal_func (self->ids, g_ptr_array_index (self->remembered, i),
                                           g_str_equal, NULL))
      g_ptr_array_add (self->ids, g_strdup (g_ptr_array_index (self->remembered, i)));
  for (guint i = 0; i < self->ids->len; i++)
    g_ptr_array_add (titles, pento_board_id_get_title (g_ptr_array_index (self->ids, i)));
  g_ptr_array_add (titles, NULL);

  self->updating = TRUE;
  gtk_string_list_splice (self->titles, 0, g_list_model_get_n_items (G_LIST_MODEL (self->titles)),
                          (const char * const *) titles->pdata);
  self->updating = FALSE;
}

GListModel *
pento_board_store_get_titles (PentoBoardStore *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_STORE (self), NULL);

  return G_LIST_MODEL (self->titles);
}

gboolean
pento_board_store_is_updating (PentoBoardStore *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_STORE (self), FALSE);

  return self->updating;
}

const char *
pento_board_store_get_id (PentoBoardStore *self,
                          guint            position)
{
  g_return_val_if_fail (PENTO_IS_BOARD_STORE (self), NULL);

  return position < self->ids->len ? g_ptr_array_index (self->ids, position) : NULL;
}

guint
pento_board_store_find (PentoBoardStore *self,
                        const char      *id)
{
  g_return_val_if_fail (PENTO_IS_BOARD_STORE (self), GTK_INVALID_LIST_POSITION);

  for (guint i = 0; i < self->ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->ids, i), id) == 0)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

void
pento_board_store_remember (PentoBoardStore *self,
                            const char      *id)
{
  g_return_if_fail (PENTO_IS_BOARD_STORE (self));
  g_return_if_fail (id != NULL);

  if (pento_board_store_find (self, id) != GTK_INVALID_LIST_POSITION || !pento_spec_is_rectangle_id (id))
    return;
  g_ptr_array_add (self->remembered, g_strdup (id));
  pento_board_store_refresh (self);
}

/* A board was saved, renamed or deleted here: the model follows at once. */
static void
store_changed (void)
{
  if (default_store != NULL)
    pento_board_store_refresh (default_store);
}
