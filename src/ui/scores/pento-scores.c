/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-scores.c: see pento-scores.h.
 */
#include "common/pento-actions.h"
#include "common/pento-records-store.h"
#include "scores/pento-scores.h"

struct _PentoScores
{
  GObject            parent_instance;

  GtkWindow         *window;   /* weak */
  PentoSession      *session;
  PentoRecordsStore *store;
  PentoActions      *actions;
  PentoScoresWindow *scores;   /* weak: the Scores window while it is open */
  char              *notice;   /* what the store last said (the file kept aside), or NULL */
};

G_DEFINE_FINAL_TYPE (PentoScores, pento_scores, G_TYPE_OBJECT)

static void
redraw (PentoScores *self)
{
  if (self->scores == NULL)
    return;
  pento_scores_window_set_notice (self->scores, self->notice);
  pento_scores_window_set_records (self->scores, pento_records_store_get (self->store));
}

static void
store_message_cb (PentoScores *self,
                  const char  *text)
{
  g_free (self->notice);
  self->notice = g_strdup (text);
  redraw (self);
}

static void
scores_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  PentoScores *self = user_data;

  if (self->window == NULL)
    return;
  if (self->scores == NULL)
    {
      self->scores = pento_scores_window_new (self->window);
      g_object_add_weak_pointer (G_OBJECT (self->scores), (gpointer *) &self->scores);
      redraw (self);
    }
  gtk_window_present (GTK_WINDOW (self->scores));
}

static const GActionEntry scores_actions[] = {
  { "scores", scores_activated },
};

static void
pento_scores_dispose (GObject *object)
{
  PentoScores *self = PENTO_SCORES (object);

  g_clear_pointer (&self->actions, pento_actions_free);
  if (self->scores != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->scores), (gpointer *) &self->scores);
      gtk_window_destroy (GTK_WINDOW (self->scores));
      self->scores = NULL;
    }
  if (self->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
  self->window = NULL;
  g_clear_object (&self->store);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (pento_scores_parent_class)->dispose (object);
}

static void
pento_scores_finalize (GObject *object)
{
  g_free (PENTO_SCORES (object)->notice);

  G_OBJECT_CLASS (pento_scores_parent_class)->finalize (object);
}

static void
pento_scores_class_init (PentoScoresClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pento_scores_dispose;
  object_class->finalize = pento_scores_finalize;
}

static void
pento_scores_init (PentoScores *self)
{
}

PentoScores *
pento_scores_new (GtkWindow    *window,
                  PentoSession *session)
{
  PentoScores *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window) && PENTO_IS_SESSION (session), NULL);

  self = g_object_new (PENTO_TYPE_SCORES, NULL);
  self->window = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->window);
  self->session = g_object_ref (session);
  self->store = g_object_ref (pento_session_get_records (session));
  g_signal_connect_object (self->store, "changed", G_CALLBACK (redraw), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->store, "message", G_CALLBACK (store_message_cb), self,
                           G_CONNECT_SWAPPED);
  return self;
}

void
pento_scores_install (PentoScores *self,
                      GActionMap  *map)
{
  g_return_if_fail (PENTO_IS_SCORES (self));

  g_clear_pointer (&self->actions, pento_actions_free);
  self->actions = pento_actions_install (map, scores_actions, G_N_ELEMENTS (scores_actions),
                                         self);
}

PentoScoresWindow *
pento_scores_get_window (PentoScores *self)
{
  g_return_val_if_fail (PENTO_IS_SCORES (self), NULL);

  return self->scores;
}
