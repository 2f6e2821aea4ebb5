/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-actions.h: how a feature puts its own GActionEntry table on the application and
 * takes it away again (docs/architecture.md, "Who owns an action").
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A feature's actions on an action map (the application): added with the feature as their
 * user data, enabled and disabled by the feature, removed when the feature goes. */
typedef struct _PentoActions PentoActions;

PentoActions *pento_actions_install     (GActionMap         *map,
                                         const GActionEntry *entries,
                                         guint               n_entries,
                                         gpointer            user_data);
/* Sets the enabled state of one of the feature's own actions. */
void          pento_actions_set_enabled (PentoActions       *actions,
                                         const char         *name,
                                         gboolean            enabled);
/* One of the feature's own actions (to set a state it follows from elsewhere). */
GSimpleAction *pento_actions_lookup     (PentoActions       *actions,
                                         const char         *name);
/* Removes the actions that are still the feature's (a newer window may have replaced them
 * with its own) and frees @actions; NULL is fine. */
void          pento_actions_free        (PentoActions       *actions);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PentoActions, pento_actions_free)

G_END_DECLS
