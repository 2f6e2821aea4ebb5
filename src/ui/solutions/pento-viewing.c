/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-viewing.c: the game or a packing being viewed, and the words for the bar that says which. The board
 * model's "kind" is the one truth: a packing or the Watch search rather than the game.
 */
#include "solutions/pento-viewing.h"

#include <glib/gi18n.h>

#include "common/pento-actions.h"

struct _PentoViewing
{
  GObject          parent_instance;

  PentoSession    *session;
  PentoPlay       *play;
  PentoBoardModel *model;
  PentoActions    *actions;
  char            *title;     /* what was last viewed */
  gboolean         shown;     /* "title" is the title (the board shows something viewed) */
};

G_DEFINE_FINAL_TYPE (PentoViewing, pento_viewing, G_TYPE_OBJECT)

enum {
  BACK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
viewing (PentoViewing *self)
{
  /* (a box has no game to go back to: its packings are all there is) */
  return pento_board_model_is_viewing (self->model);
}

static void
update (PentoViewing *self)
{
  gboolean on = viewing (self);

  if (on != self->shown || on)
    {
      self->shown = on;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
  if (self->actions != NULL)
    pento_actions_set_enabled (self->actions, "back-to-game", on);
}

/* The board shows the game again (a move, a press on the board, a piece taken from the
 * tray, Back to My Game): what was viewed is let go, and the status line stops speaking of
 * it. */
static void
playable_cb (PentoViewing *self)
{
  gboolean game = pento_board_model_get_playable (self->model);

  update (self);
  if (!game)
    return;
  g_clear_pointer (&self->title, g_free);
  g_signal_emit (self, signals[BACK], 0);
  pento_session_set_status (self->session, _("Back to your game."));
}

static void
back_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       self)
{
  pento_viewing_back (self);
}

static const GActionEntry viewing_actions[] = {
  { "back-to-game", back_activated },
};

static void
pento_viewing_dispose (GObject *object)
{
  PentoViewing *self = PENTO_VIEWING (object);

  g_clear_pointer (&self->actions, pento_actions_free);
  g_clear_object (&self->play);
  g_clear_object (&self->model);
  g_clear_object (&self->session);
  g_clear_pointer (&self->title, g_free);

  G_OBJECT_CLASS (pento_viewing_parent_class)->dispose (object);
}

static void
pento_viewing_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  PentoViewing *self = PENTO_VIEWING (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, pento_viewing_get_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_viewing_class_init (PentoViewingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pento_viewing_dispose;
  object_class->get_property = pento_viewing_get_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[BACK] = g_signal_new ("back", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pento_viewing_init (PentoViewing *self)
{
}

PentoViewing *
pento_viewing_new (PentoSession *session,
                   PentoPlay    *play)
{
  PentoViewing *self;

  g_return_val_if_fail (PENTO_IS_SESSION (session), NULL);
  g_return_val_if_fail (PENTO_IS_PLAY (play), NULL);

  self = g_object_new (PENTO_TYPE_VIEWING, NULL);
  self->session = g_object_ref (session);
  self->play = g_object_ref (play);
  self->model = g_object_ref (pento_session_get_board_model (session));

  g_signal_connect_object (self->model, "notify::playable", G_CALLBACK (playable_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::kind", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify::is-box", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  return self;
}

void
pento_viewing_install (PentoViewing *self,
                       GActionMap   *map)
{
  g_return_if_fail (PENTO_IS_VIEWING (self));

  g_clear_pointer (&self->actions, pento_actions_free);
  self->actions = pento_actions_install (map, viewing_actions, G_N_ELEMENTS (viewing_actions),
                                         self);
  update (self);
}

void
pento_viewing_show (PentoViewing *self,
                    const char   *title)
{
  g_return_if_fail (PENTO_IS_VIEWING (self));

  if (title != NULL && g_strcmp0 (self->title, title) != 0)
    {
      g_free (self->title);
      self->title = g_strdup (title);
    }
  /* (the packing itself is the caller's to put on the board) */
  if (pento_board_model_get_playable (self->model))
    pento_board_model_show_packing (self->model, PENTO_BOARD_KIND_PACKING,
                                    pento_board_model_get_solution (self->model));
  update (self);
}

void
pento_viewing_back (PentoViewing *self)
{
  g_return_if_fail (PENTO_IS_VIEWING (self));

  pento_play_show_game (self->play);
}

gboolean
pento_viewing_is_viewing (PentoViewing *self)
{
  g_return_val_if_fail (PENTO_IS_VIEWING (self), FALSE);

  return viewing (self);
}

const char *
pento_viewing_get_title (PentoViewing *self)
{
  g_return_val_if_fail (PENTO_IS_VIEWING (self), NULL);

  return self->shown ? self->title : NULL;
}
