/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-viewing.c: the game or a packing being viewed, and the bar that says which. The board
 * model's "kind" is the one truth: a packing or the Watch search rather than the game.
 */
#include "solutions/pento-viewing.h"

#include <glib/gi18n.h>

#include "common/pento-actions.h"
#include "solutions/pento-viewing-bar.h"

struct _PentoViewing
{
  GObject          parent_instance;

  PentoSession    *session;
  PentoPlay       *play;
  PentoBoardModel *model;
  PentoViewingBar *bar;       /* weak: the window's */
  GtkWidget       *count_line; /* weak: the window's */
  GtkStack        *stack;      /* weak: the room of the count line and the bar, if any */
  PentoActions    *actions;
  char            *title;
};

G_DEFINE_FINAL_TYPE (PentoViewing, pento_viewing, G_TYPE_OBJECT)

enum {
  BACK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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
  gboolean game = !pento_board_model_get_is_box (self->model);

  if (self->bar != NULL)
    pento_viewing_bar_set_title (self->bar, on ? self->title : NULL);
  if (self->stack != NULL && self->bar != NULL && self->count_line != NULL)
    {
      /* the bar in the count line's room (see pento_viewing_new()); a box has neither */
      gtk_stack_set_visible_child (self->stack, on ? GTK_WIDGET (self->bar) : self->count_line);
      gtk_widget_set_visible (GTK_WIDGET (self->stack), game);
    }
  else if (self->count_line != NULL)
    gtk_widget_set_visible (self->count_line, !on && game);
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
  g_clear_weak_pointer (&self->bar);
  g_clear_weak_pointer (&self->count_line);
  g_clear_weak_pointer (&self->stack);
  g_clear_object (&self->play);
  g_clear_object (&self->model);
  g_clear_object (&self->session);
  g_clear_pointer (&self->title, g_free);

  G_OBJECT_CLASS (pento_viewing_parent_class)->dispose (object);
}

static void
pento_viewing_class_init (PentoViewingClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = pento_viewing_dispose;

  signals[BACK] = g_signal_new ("back", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pento_viewing_init (PentoViewing *self)
{
}

PentoViewing *
pento_viewing_new (PentoSession *session,
                   PentoPlay    *play,
                   GtkWidget    *count_line)
{
  PentoViewing *self;
  GtkWidget *view;

  g_return_val_if_fail (PENTO_IS_SESSION (session), NULL);
  g_return_val_if_fail (PENTO_IS_PLAY (play), NULL);

  self = g_object_new (PENTO_TYPE_VIEWING, NULL);
  self->session = g_object_ref (session);
  self->play = g_object_ref (play);
  self->model = g_object_ref (pento_session_get_board_model (session));
  view = GTK_WIDGET (pento_play_get_board_view (play));
  g_set_weak_pointer (&self->count_line, count_line);

  /* The bar takes the count line's room: a stack of the two, of one height, so that the
   * board does not move when it shows a packing and when it shows the game again. Without
   * such a stack, the bar goes right above the board, in the box that holds it. */
  if (count_line != NULL && GTK_IS_STACK (gtk_widget_get_parent (count_line)))
    {
      GtkWidget *bar = pento_viewing_bar_new ();

      g_set_weak_pointer (&self->bar, PENTO_VIEWING_BAR (bar));
      g_set_weak_pointer (&self->stack, GTK_STACK (gtk_widget_get_parent (count_line)));
      /* (both stay in the stack, which is as tall as the taller of the two in either state) */
      pento_viewing_bar_set_keep_room (PENTO_VIEWING_BAR (bar), TRUE);
      gtk_stack_add_child (self->stack, bar);
    }
  else if (GTK_IS_BOX (gtk_widget_get_parent (view)))
    {
      GtkWidget *bar = pento_viewing_bar_new ();

      g_set_weak_pointer (&self->bar, PENTO_VIEWING_BAR (bar));
      gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (view)), bar,
                                  gtk_widget_get_prev_sibling (view));
    }

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

GtkWidget *
pento_viewing_get_bar (PentoViewing *self)
{
  g_return_val_if_fail (PENTO_IS_VIEWING (self), NULL);

  return GTK_WIDGET (self->bar);
}
