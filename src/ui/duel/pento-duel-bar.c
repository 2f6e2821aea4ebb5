/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-duel-bar.c: see pento-duel-bar.h. It only shows what the duel feature says, and is
 * the one writer of its labels and of its own visibility.
 */
#include "duel/pento-duel-bar.h"

struct _PentoDuelBar
{
  GtkWidget  parent_instance;

  PentoDuel *duel;
  GtkWidget *box;
  GtkLabel  *turn_label;
  GtkLabel  *detail_label;
  GtkLabel  *answer_label;
};

G_DEFINE_FINAL_TYPE (PentoDuelBar, pento_duel_bar, GTK_TYPE_WIDGET)

static void
pento_duel_bar_dispose (GObject *object)
{
  PentoDuelBar *self = PENTO_DUEL_BAR (object);

  if (self->duel != NULL)
    g_signal_handlers_disconnect_by_data (self->duel, self);
  g_clear_object (&self->duel);
  gtk_widget_dispose_template (GTK_WIDGET (object), PENTO_TYPE_DUEL_BAR);
  G_OBJECT_CLASS (pento_duel_bar_parent_class)->dispose (object);
}

static void
pento_duel_bar_class_init (PentoDuelBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = pento_duel_bar_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-duel-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoDuelBar, box);
  gtk_widget_class_bind_template_child (widget_class, PentoDuelBar, turn_label);
  gtk_widget_class_bind_template_child (widget_class, PentoDuelBar, detail_label);
  gtk_widget_class_bind_template_child (widget_class, PentoDuelBar, answer_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "duelbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pento_duel_bar_init (PentoDuelBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
pento_duel_bar_new (void)
{
  return g_object_new (PENTO_TYPE_DUEL_BAR, NULL);
}

/* The duel's turn, the line under it and the answer; hidden while no duel is in sight. */
static void
update (PentoDuelBar *self)
{
  const char *turn = self->duel != NULL ? pento_duel_get_turn (self->duel) : NULL;
  const char *detail = turn != NULL ? pento_duel_get_detail (self->duel) : NULL;
  const char *answer = turn != NULL ? pento_duel_get_answer (self->duel) : NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), turn != NULL);
  gtk_label_set_label (self->turn_label, turn != NULL ? turn : "");
  gtk_label_set_label (self->detail_label, detail != NULL ? detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), detail != NULL && *detail != '\0');
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  turn != NULL ? turn : "", -1);
  gtk_label_set_label (self->answer_label, answer != NULL ? answer : "");
  gtk_widget_set_visible (GTK_WIDGET (self->answer_label), answer != NULL);
}

void
pento_duel_bar_set_duel (PentoDuelBar *self,
                         PentoDuel    *duel)
{
  g_return_if_fail (PENTO_IS_DUEL_BAR (self));
  g_return_if_fail (duel == NULL || PENTO_IS_DUEL (duel));

  if (self->duel != NULL)
    g_signal_handlers_disconnect_by_data (self->duel, self);
  g_set_object (&self->duel, duel);
  if (duel != NULL)
    g_signal_connect_swapped (duel, "notify::turn", G_CALLBACK (update), self);
  update (self);
}

const char *
pento_duel_bar_get_turn (PentoDuelBar *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL_BAR (self), NULL);
  return gtk_label_get_label (self->turn_label);
}

const char *
pento_duel_bar_get_answer (PentoDuelBar *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL_BAR (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->answer_label))
           ? gtk_label_get_label (self->answer_label) : NULL;
}
