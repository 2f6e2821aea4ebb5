/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-actions.c: a feature's own actions on the application.
 */
#include "common/pento-actions.h"

struct _PentoActions
{
  GActionMap *map;      /* weak */
  GHashTable *actions;  /* name → GSimpleAction (a reference) */
};

PentoActions *
pento_actions_install (GActionMap         *map,
                       const GActionEntry *entries,
                       guint               n_entries,
                       gpointer            user_data)
{
  PentoActions *self;

  g_return_val_if_fail (G_IS_ACTION_MAP (map), NULL);

  self = g_new0 (PentoActions, 1);
  self->map = map;
  g_object_add_weak_pointer (G_OBJECT (map), (gpointer *) &self->map);
  self->actions = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  g_action_map_add_action_entries (map, entries, n_entries, user_data);
  for (guint i = 0; i < n_entries; i++)
    {
      GAction *action = g_action_map_lookup_action (map, entries[i].name);

      g_hash_table_replace (self->actions, (gpointer) g_action_get_name (action),
                            g_object_ref (action));
    }
  return self;
}

void
pento_actions_set_enabled (PentoActions *self,
                           const char   *name,
                           gboolean      enabled)
{
  GSimpleAction *action;

  g_return_if_fail (self != NULL);

  action = g_hash_table_lookup (self->actions, name);
  g_return_if_fail (action != NULL);
  g_simple_action_set_enabled (action, enabled);
}

GSimpleAction *
pento_actions_lookup (PentoActions *self,
                      const char   *name)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_hash_table_lookup (self->actions, name);
}

void
pento_actions_free (PentoActions *self)
{
  GHashTableIter iter;
  gpointer name, action;

  if (self == NULL)
    return;

  g_hash_table_iter_init (&iter, self->actions);
  while (self->map != NULL && g_hash_table_iter_next (&iter, &name, &action))
    if (g_action_map_lookup_action (self->map, name) == action)
      g_action_map_remove_action (self->map, name);
  if (self->map != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->map), (gpointer *) &self->map);
  g_hash_table_unref (self->actions);
  g_free (self);
}
