/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-session.c: the shared state of the features. GSettings is the one source of truth for
 * the puzzle; the session reads it, keeps the board and rules it names, and says when they
 * change. It never touches a widget.
 */
#include <glib/gi18n.h>

#include "common/pento-board-model.h"
#include "common/pento-board-store.h"
#include "common/pento-boxed.h"
#include "common/pento-plain-text.h"
#include "common/pento-records-store.h"
#include "common/pento-session.h"
#include "pento-spec.h"

struct _PentoSession
{
  GObject             parent_instance;

  GSettings          *settings;
  PentoBoard         *board;
  char               *board_id;
  PentoRules          rules;
  gboolean            is_box;
  PentoBox            box;
  PentoSolutionList  *solutions;
  PentoRecordsStore  *records;
  PentoBoardModel    *board_model;     /* what the board shows, the window's */
  gboolean            viewing_packing; /* as last notified */
  char               *piece_set;       /* the pieces in play, in pento_piece_set_parse()'s words */
  guint               writing;         /* > 0: our own writes, not to be followed one by one */
  gboolean            play_mode;       /* the "mode" key says "play" */
  gboolean            challenge;       /* a challenge is running (in sight or held aside) */
  gboolean            paused;          /* ... and its clock is stopped by Pause */
  gboolean            answer_shown;    /* ... and an answer was shown during it */
  char               *answer_why;      /* ... by what, in a sentence ("Solve showed …") */
  /* The saved board's file as a worker found it unlike the copy the settings keep: its text
   * (or why it could not be read), for the reload that follows. */
  char               *checked_name;
  char               *checked_text;
  GError             *checked_error;
  guint               check_serial;    /* bumped by every check: an older one never lands */
  char               *status;          /* the status line's last sentence */
  GPtrArray          *features;        /* GWeakRef *: the feature objects of the window */
};

G_DEFINE_FINAL_TYPE (PentoSession, pento_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_BOARD,
  PROP_BOARD_ID,
  PROP_IS_BOX,
  PROP_PIECE_SET,
  PROP_SOLUTIONS,
  PROP_SHOWN_BOARD,
  PROP_SHOWN,
  PROP_VIEWING_PACKING,
  PROP_PLAY_MODE,
  PROP_CHALLENGE,
  PROP_PAUSED,
  PROP_ANSWER_SHOWN,
  N_PROPS
};

enum {
  SPEC_CHANGED,
  TOAST,
  STATUS,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Writes keys of our own choosing without reading them back one by one: the caller reloads
 * once they all hold. */
static void
write_setting (PentoSession *self,
               const char   *key,
               const char   *value)
{
  self->writing++;
  g_settings_set_string (self->settings, key, value);
  self->writing--;
}

static void
clear_checked (PentoSession *self)
{
  g_clear_pointer (&self->checked_name, g_free);
  g_clear_pointer (&self->checked_text, g_free);
  g_clear_error (&self->checked_error);
}

static void
keep_copy (PentoSession *self,
           const char   *name,
           const char   *text)
{
  self->writing++;
  g_settings_set (self->settings, "saved-board-copy", "(ss)", name, text);
  self->writing--;
}

static void reload (PentoSession *self,
                    const char   *changed_key);

typedef struct {
  GWeakRef  session;
  guint     serial;
  char     *name;
  char     *copy;   /* the settings' copy of the file, which the start used */
  char     *text;   /* the file as it is, when it is not the copy */
  GError   *error;
} Check;

static void
check_free (Check *check)
{
  g_weak_ref_clear (&check->session);
  g_free (check->name);
  g_free (check->copy);
  g_free (check->text);
  g_clear_error (&check->error);
  g_free (check);
}

/* Worker thread: the file, through the bounded reader; nothing to say when it is the copy. */
static void
check_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Check *check = task_data;

  check->text = pento_board_store_read_text (check->name, &check->error);
  if (check->text != NULL && g_str_equal (check->text, check->copy))
    g_clear_pointer (&check->text, g_free);
  g_task_return_boolean (task, TRUE);
}

/* The file is not what the start was made from (changed, gone, unreadable): the board is
 * made again from the file as it is, or falls back as a board that cannot be read does. */
static void
check_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  Check *check = g_task_get_task_data (G_TASK (result));
  g_autoptr(PentoSession) self = g_weak_ref_get (&check->session);

  if (self == NULL || check->serial != self->check_serial ||
      (check->text == NULL && check->error == NULL) ||
      g_strcmp0 (pento_board_id_get_custom_name (self->board_id), check->name) != 0)
    return;
  clear_checked (self);
  self->checked_name = g_strdup (check->name);
  self->checked_text = g_steal_pointer (&check->text);
  self->checked_error = g_steal_pointer (&check->error);
  reload (self, NULL);
}

static void
check_saved_board (PentoSession *self,
                   const char   *name,
                   const char   *copy)
{
  g_autoptr(GTask) task = g_task_new (NULL, NULL, check_cb, NULL);
  Check *check = g_new0 (Check, 1);

  g_weak_ref_init (&check->session, self);
  check->serial = ++self->check_serial;
  check->name = g_strdup (name);
  check->copy = g_strdup (copy);
  g_task_set_name (task, "[pentomino] read the saved board");
  g_task_set_task_data (task, check, (GDestroyNotify) check_free);
  g_task_run_in_thread (task, check_in_thread);
}

/* The saved board @name for a reload. At start, the copy of its file the settings keep (no
 * file is read on the main thread then), which a worker checks against the file; after a
 * check that found the file changed, the file as the worker read it; else the file itself.
 * A board read from its file leaves its copy in the settings for the next start. */
static PentoBoard *
saved_board_for (PentoSession   *self,
                 const char     *name,
                 PentoPieceSet  *set,
                 GError        **error)
{
  g_autofree char *text = NULL;
  PentoBoard *board;

  if (g_strcmp0 (self->checked_name, name) == 0)
    {
      text = g_steal_pointer (&self->checked_text);
      if (text == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&self->checked_error));
          clear_checked (self);
          return NULL;
        }
      clear_checked (self);
    }
  else if (self->board == NULL)
    {
      g_autofree char *copy_name = NULL, *copy = NULL;

      g_settings_get (self->settings, "saved-board-copy", "(ss)", &copy_name, &copy);
      if (g_str_equal (copy_name, name) && *copy != '\0' &&
          (board = pento_board_store_parse (name, copy, set, NULL)) != NULL)
        {
          check_saved_board (self, name, copy);
          return board;
        }
    }
  if (text == NULL)
    text = pento_board_store_read_text (name, error);
  if (text == NULL)
    return NULL;
  board = pento_board_store_parse (name, text, set, error);
  if (board != NULL)
    keep_copy (self, name, text);
  return board;
}

static void
reload (PentoSession *self,
        const char   *changed_key)
{
  g_autofree char *board_id = NULL;
  g_autofree char *mirror_text = NULL;
  g_autofree char *pieces_text = NULL;
  g_autoptr(PentoBoard) saved_board = NULL;
  g_autoptr(GError) saved_error = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(PentoSpec) spec = { 0 };
  PentoSpecRequest request = { 0 };
  PentoMirrorSet mirror;
  PentoPieceSet set;

  board_id = g_settings_get_string (self->settings, "board");
  mirror_text = g_settings_get_string (self->settings, "mirror");
  pieces_text = g_strstrip (g_settings_get_string (self->settings, "pieces"));

  if (*pieces_text == '\0')
    set = PENTO_PIECE_SET_DEFAULT;
  else if (!pento_piece_set_parse (pieces_text, &set, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Pieces “%s”: %s"), pieces_text,
                                                  error->message);
      g_autofree char *good = NULL;

      pento_session_say (self, message);
      g_clear_error (&error);
      /* Keep the last good set, and write it back so the setting is valid again. */
      set = self->board != NULL ? self->rules.pieces : PENTO_PIECE_SET_DEFAULT;
      good = set == PENTO_PIECE_SET_DEFAULT ? g_strdup ("") : pento_piece_set_to_string (set);
      write_setting (self, "pieces", good);
      if (self->board != NULL)
        return;
    }

  /* A saved board is read here, once: the core decides with it as with any other. */
  request.board_id = board_id;
  request.set = set;
  /* only a change followed after the first reload: there is a last good set to keep */
  request.set_chosen = self->board != NULL && g_strcmp0 (changed_key, "pieces") == 0;
  if (pento_board_id_get_custom_name (board_id) != NULL)
    {
      request.saved = TRUE;
      request.saved_board = saved_board =
        saved_board_for (self, pento_board_id_get_custom_name (board_id), &request.saved_set,
                         &saved_error);
      request.saved_error = saved_error;
    }
  if (!pento_spec_reconcile (&request, &spec, &error))
    {
      /* No board takes the set chosen: say so and keep the last good set. */
      g_autofree char *good = self->rules.pieces == PENTO_PIECE_SET_DEFAULT
                              ? g_strdup ("") : pento_piece_set_to_string (self->rules.pieces);

      pento_session_say (self, error->message);
      write_setting (self, "pieces", good);
      return;
    }
  if (spec.fixed & PENTO_SPEC_FIXED_FALLBACK)
    {
      g_autofree char *title = pento_board_id_get_title (board_id);
      g_autofree char *message =
        g_strdup_printf (_("The board “%s” could not be loaded (%s); showing 10 × 6"),
                         title, spec.reason->message);

      pento_session_say (self, message);
    }
  /* The keys it corrected are written back, the set before the board. */
  if (spec.fixed & PENTO_SPEC_FIXED_PIECES)
    {
      g_autofree char *words = spec.set == PENTO_PIECE_SET_DEFAULT
                               ? g_strdup ("") : pento_piece_set_to_string (spec.set);

      write_setting (self, "pieces", words);
    }
  if (spec.fixed & PENTO_SPEC_FIXED_BOARD)
    write_setting (self, "board", spec.board_id);
  set = spec.set;

  if (!pento_mirror_set_parse (mirror_text, &mirror, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Mirrored pieces “%s”: %s"),
                                                  mirror_text, error->message);

      pento_session_say (self, message);
      /* Keep the last good set; writing it back re-enters here with a valid value. */
      mirror = self->board != NULL ? self->rules.mirror : PENTO_MIRROR_DEFAULT;
      {
        g_autofree char *good = pento_mirror_set_to_string (mirror);

        g_settings_set_string (self->settings, "mirror", good);
      }
      if (self->board != NULL)
        return;
    }

  g_clear_pointer (&self->board, pento_board_unref);
  self->board = g_steal_pointer (&spec.board);
  g_free (self->board_id);
  self->board_id = g_steal_pointer (&spec.board_id);
  self->is_box = spec.is_box;
  self->box = spec.box;

  pento_rules_init_default (&self->rules);
  self->rules.flip = g_settings_get_boolean (self->settings, "flip");
  self->rules.mirror = mirror;
  self->rules.shuffle = g_settings_get_boolean (self->settings, "shuffle");
  self->rules.seed = g_settings_get_uint (self->settings, "seed");
  self->rules.pieces = set;
  g_free (self->piece_set);
  self->piece_set = pento_piece_set_to_string (pento_piece_set_resolve (set,
                                                 pento_board_get_n_cells (self->board)));

  pento_solution_list_reset (self->solutions, self->board);
  /* the board shows the new spec (the game, on a flat board, then shows itself on it) */
  pento_board_model_set_board (self->board_model, self->board);
  pento_board_model_set_box (self->board_model, self->is_box ? &self->box : NULL);
  pento_board_model_set_rules (self->board_model, &self->rules);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_ID]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_BOX]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_SET]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[SPEC_CHANGED], 0);
}

void
pento_session_reload (PentoSession *self)
{
  g_return_if_fail (PENTO_IS_SESSION (self));

  reload (self, NULL);
}

gboolean
pento_session_set_puzzle (PentoSession      *self,
                          PentoBoard        *board,
                          const PentoRules  *rules,
                          GError           **error)
{
  g_autofree char *board_id = NULL;
  g_autofree char *mirror = NULL;
  g_autofree char *pieces = NULL;
  /* Not a file: the name a board gets when it is none of the presets nor a saved board. */
  g_autofree char *name = g_strconcat (_("Restored board"), ".txt", NULL);

  g_return_val_if_fail (PENTO_IS_SESSION (self), FALSE);
  g_return_val_if_fail (board != NULL && rules != NULL, FALSE);

  board_id = pento_board_store_adopt_with_set (board, name, rules->pieces, error);
  if (board_id == NULL)
    return FALSE;
  mirror = pento_mirror_set_to_string (rules->mirror);
  pieces = rules->pieces == PENTO_PIECE_SET_DEFAULT ? g_strdup ("")
                                                     : pento_piece_set_to_string (rules->pieces);
  /* All the keys first, then one reload: the set and the board agree at every moment. */
  self->writing++;
  g_settings_set_boolean (self->settings, "flip", rules->flip);
  if (!rules->flip)
    g_settings_set_string (self->settings, "mirror", mirror);
  g_settings_set_string (self->settings, "pieces", pieces);
  g_settings_set_string (self->settings, "board", board_id);
  self->writing--;
  reload (self, NULL);
  return TRUE;
}

/* "shown-board", "shown" and "viewing-packing" are the board model's, said again here. */
static void
model_board_cb (PentoSession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_BOARD]);
}

static void
model_shown_cb (PentoSession *self,
                GParamSpec   *pspec)
{
  const PentoSolution *shown = pento_board_model_get_solution (self->board_model);
  gboolean viewing = shown != NULL && !pento_board_model_get_playable (self->board_model);

  if (g_strcmp0 (pspec->name, "solution") == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN]);
  if (viewing != self->viewing_packing)
    {
      self->viewing_packing = viewing;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWING_PACKING]);
    }
}

/* A new window draws from a new model. */
static void
set_board_model (PentoSession *self)
{
  if (self->board_model != NULL)
    g_signal_handlers_disconnect_by_data (self->board_model, self);
  g_set_object (&self->board_model, NULL);
  self->board_model = pento_board_model_new ();
  g_signal_connect_swapped (self->board_model, "notify::board", G_CALLBACK (model_board_cb), self);
  g_signal_connect_swapped (self->board_model, "notify::solution", G_CALLBACK (model_shown_cb),
                            self);
  g_signal_connect_swapped (self->board_model, "notify::playable", G_CALLBACK (model_shown_cb),
                            self);
  model_board_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN]);
  if (self->viewing_packing)
    {
      self->viewing_packing = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWING_PACKING]);
    }
}

void
pento_session_restart (PentoSession *self)
{
  g_return_if_fail (PENTO_IS_SESSION (self));

  g_set_object (&self->solutions, NULL);
  self->solutions = pento_solution_list_new ();
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTIONS]);
  set_board_model (self);
  /* (every window reads the records afresh) */
  pento_records_store_reload (self->records);
}

static void
follow_mode (PentoSession *self)
{
  g_autofree char *mode = g_settings_get_string (self->settings, "mode");
  gboolean play_mode = g_strcmp0 (mode, "play") == 0;

  if (play_mode == self->play_mode)
    return;
  self->play_mode = play_mode;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY_MODE]);
}

static void
settings_changed_cb (PentoSession *self,
                     const char   *key,
                     GSettings    *settings)
{
  /* (the mode is no part of the puzzle: followed from the start) */
  if (g_str_equal (key, "mode"))
    {
      follow_mode (self);
      return;
    }
  /* Nothing to follow before the first reload. */
  if (self->board == NULL || self->writing > 0)
    return;
  if (g_str_equal (key, "board") || g_str_equal (key, "flip") || g_str_equal (key, "mirror") ||
      g_str_equal (key, "pieces"))
    reload (self, key);
  else if (g_str_equal (key, "shuffle"))
    /* The tile order only changes which packing the next Solve finds first: the packings
     * themselves, and so the list, stay as they are. */
    self->rules.shuffle = g_settings_get_boolean (settings, "shuffle");
}

static void
pento_session_constructed (GObject *object)
{
  PentoSession *self = PENTO_SESSION (object);

  G_OBJECT_CLASS (pento_session_parent_class)->constructed (object);

  g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb), self,
                           G_CONNECT_SWAPPED);
  follow_mode (self);
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static void
pento_session_finalize (GObject *object)
{
  PentoSession *self = PENTO_SESSION (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->board, pento_board_unref);
  g_clear_pointer (&self->board_id, g_free);
  g_clear_pointer (&self->piece_set, g_free);
  g_clear_object (&self->solutions);
  g_clear_object (&self->records);
  /* (the window's views may hold the model a little longer) */
  g_signal_handlers_disconnect_by_data (self->board_model, self);
  g_clear_object (&self->board_model);
  g_clear_pointer (&self->answer_why, g_free);
  g_clear_pointer (&self->status, g_free);
  g_clear_pointer (&self->features, g_ptr_array_unref);
  clear_checked (self);

  G_OBJECT_CLASS (pento_session_parent_class)->finalize (object);
}

static void
pento_session_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  PentoSession *self = PENTO_SESSION (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_BOARD:
      g_value_set_boxed (value, self->board);
      break;
    case PROP_BOARD_ID:
      g_value_set_string (value, self->board_id);
      break;
    case PROP_IS_BOX:
      g_value_set_boolean (value, self->is_box);
      break;
    case PROP_PIECE_SET:
      g_value_set_string (value, pento_session_get_piece_set (self));
      break;
    case PROP_SOLUTIONS:
      g_value_set_object (value, self->solutions);
      break;
    case PROP_SHOWN_BOARD:
      g_value_set_boxed (value, pento_session_get_shown_board (self));
      break;
    case PROP_SHOWN:
      g_value_set_boxed (value, pento_session_get_shown (self));
      break;
    case PROP_VIEWING_PACKING:
      g_value_set_boolean (value, self->viewing_packing);
      break;
    case PROP_PLAY_MODE:
      g_value_set_boolean (value, self->play_mode);
      break;
    case PROP_CHALLENGE:
      g_value_set_boolean (value, self->challenge);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_ANSWER_SHOWN:
      g_value_set_boolean (value, self->answer_shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_session_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  PentoSession *self = PENTO_SESSION (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_session_class_init (PentoSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = pento_session_constructed;
  object_class->finalize = pento_session_finalize;
  object_class->get_property = pento_session_get_property;
  object_class->set_property = pento_session_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD] =
    g_param_spec_boxed ("board", NULL, NULL, PENTO_TYPE_BOARD,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD_ID] =
    g_param_spec_string ("board-id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_IS_BOX] =
    g_param_spec_boolean ("is-box", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL, "FILNPTUVWXYZ",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SOLUTIONS] =
    g_param_spec_object ("solutions", NULL, NULL, PENTO_TYPE_SOLUTION_LIST,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOWN_BOARD] =
    g_param_spec_boxed ("shown-board", NULL, NULL, PENTO_TYPE_BOARD,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOWN] =
    g_param_spec_boxed ("shown", NULL, NULL, PENTO_TYPE_SOLUTION,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWING_PACKING] =
    g_param_spec_boolean ("viewing-packing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAY_MODE] =
    g_param_spec_boolean ("play-mode", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHALLENGE] =
    g_param_spec_boolean ("challenge", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANSWER_SHOWN] =
    g_param_spec_boolean ("answer-shown", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SPEC_CHANGED] = g_signal_new ("spec-changed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 0);
  signals[TOAST] = g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 1, ADW_TYPE_TOAST);
  signals[STATUS] = g_signal_new ("status", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
pento_session_init (PentoSession *self)
{
  set_board_model (self);
  self->solutions = pento_solution_list_new ();
  self->records = pento_records_store_new ();
  g_signal_connect_object (self->records, "message", G_CALLBACK (pento_session_say), self,
                           G_CONNECT_SWAPPED);
  pento_rules_init_default (&self->rules);
  self->features = g_ptr_array_new_with_free_func (weak_ref_free);
}

PentoSession *
pento_session_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (PENTO_TYPE_SESSION, "settings", settings, NULL);
}

PentoRecordsStore *
pento_session_get_records (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return self->records;
}

GSettings *
pento_session_get_settings (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return self->settings;
}

PentoBoard *
pento_session_get_board (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return self->board;
}

const char *
pento_session_get_board_id (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return self->board_id;
}

const PentoBox *
pento_session_get_box (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return self->is_box ? &self->box : NULL;
}

const PentoRules *
pento_session_get_rules (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return &self->rules;
}

const char *
pento_session_get_piece_set (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return self->piece_set != NULL ? self->piece_set : "FILNPTUVWXYZ";
}

PentoSolutionList *
pento_session_get_solutions (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return self->solutions;
}

PentoBoardModel *
pento_session_get_board_model (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return self->board_model;
}

PentoBoard *
pento_session_get_shown_board (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return pento_board_model_get_board (self->board_model);
}

const PentoSolution *
pento_session_get_shown (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return pento_board_model_get_solution (self->board_model);
}

gboolean
pento_session_get_viewing_packing (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), FALSE);

  return self->viewing_packing;
}

void
pento_session_add_toast (PentoSession *self,
                         AdwToast     *toast)
{
  g_autoptr(AdwToast) owned = toast;

  g_return_if_fail (PENTO_IS_SESSION (self));

  g_signal_emit (self, signals[TOAST], 0, owned);
}

void
pento_session_say (PentoSession *self,
                   const char   *text)
{
  pento_session_add_toast (self, pento_plain_toast_new (text));
}

void
pento_session_set_status (PentoSession *self,
                          const char   *text)
{
  g_return_if_fail (PENTO_IS_SESSION (self));

  /* (shown as plain text: no control characters, no direction overrides, not too long) */
  g_free (self->status);
  self->status = pento_plain_text (text != NULL ? text : "", PENTO_PLAIN_TEXT_MAX);
  g_signal_emit (self, signals[STATUS], 0, self->status);
}

const char *
pento_session_get_status (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return self->status != NULL ? self->status : "";
}

/* --- The mode and the challenge ---------------------------------------------------------- */

gboolean
pento_session_get_play_mode (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), FALSE);

  return self->play_mode;
}

gboolean
pento_session_get_challenge (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), FALSE);

  return self->challenge;
}

static void
set_flag (PentoSession *self,
          gboolean     *flag,
          gboolean      value,
          guint         prop)
{
  if (*flag == !!value)
    return;
  *flag = !!value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
pento_session_set_challenge (PentoSession *self,
                             gboolean      challenge)
{
  g_return_if_fail (PENTO_IS_SESSION (self));

  /* a new challenge (or none) has shown no answer yet */
  if (challenge != self->challenge)
    {
      g_clear_pointer (&self->answer_why, g_free);
      set_flag (self, &self->answer_shown, FALSE, PROP_ANSWER_SHOWN);
    }
  set_flag (self, &self->challenge, challenge, PROP_CHALLENGE);
  if (!challenge)
    set_flag (self, &self->paused, FALSE, PROP_PAUSED);
}

gboolean
pento_session_get_paused (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), FALSE);

  return self->paused;
}

void
pento_session_set_paused (PentoSession *self,
                          gboolean      paused)
{
  g_return_if_fail (PENTO_IS_SESSION (self));

  set_flag (self, &self->paused, paused && self->challenge, PROP_PAUSED);
}

gboolean
pento_session_get_answer_shown (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), FALSE);

  return self->answer_shown;
}

const char *
pento_session_get_answer_why (PentoSession *self)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  return self->answer_shown ? self->answer_why : NULL;
}

void
pento_session_set_answer_shown (PentoSession *self,
                                const char   *why)
{
  g_return_if_fail (PENTO_IS_SESSION (self));

  if (!self->challenge)
    return;
  /* (the first way the answer was seen is the one the finish names) */
  if (self->answer_why == NULL && why != NULL)
    self->answer_why = g_strdup (why);
  set_flag (self, &self->answer_shown, TRUE, PROP_ANSWER_SHOWN);
}

/* --- The features of the window, for the tests ------------------------------------------- */

void
pento_session_add_feature (PentoSession *self,
                           gpointer      feature)
{
  GWeakRef *ref;

  g_return_if_fail (PENTO_IS_SESSION (self));
  g_return_if_fail (G_IS_OBJECT (feature));

  /* (a newer window's feature of a type replaces the older one) */
  for (guint i = self->features->len; i-- > 0;)
    {
      g_autoptr(GObject) old = g_weak_ref_get (g_ptr_array_index (self->features, i));

      if (old == NULL || G_OBJECT_TYPE (old) == G_OBJECT_TYPE (feature))
        g_ptr_array_remove_index (self->features, i);
    }
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, feature);
  g_ptr_array_add (self->features, ref);
}

gpointer
pento_session_get_feature (PentoSession *self,
                           GType         type)
{
  g_return_val_if_fail (PENTO_IS_SESSION (self), NULL);

  for (guint i = 0; i < self->features->len; i++)
    {
      g_autoptr(GObject) feature = g_weak_ref_get (g_ptr_array_index (self->features, i));

      /* (the window holds it: the pointer outlives this reference) */
      if (feature != NULL && G_TYPE_CHECK_INSTANCE_TYPE (feature, type))
        return feature;
    }
  return NULL;
}
