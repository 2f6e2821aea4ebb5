/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-duel-bar.c: see pento-duel-bar.h. It only shows what the duel feature tells it.
 */
#include "duel/pento-duel-bar.h"

struct _PentoDuelBar
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkLabel  *turn_label;
  GtkLabel  *detail_label;
  GtkLabel  *answer_label;
};

G_DEFINE_FINAL_TYPE (PentoDuelBar, pento_duel_bar, GTK_TYPE_WIDGET)

static void
pento_duel_bar_dispose (GObject *object)
{
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
}

GtkWidget *
pento_duel_bar_new (void)
{
  return g_object_new (PENTO_TYPE_DUEL_BAR, NULL);
}

void
pento_duel_bar_set_turn (PentoDuelBar *self,
                         const char   *turn,
                         const char   *detail)
{
  g_return_if_fail (PENTO_IS_DUEL_BAR (self));

  gtk_label_set_label (self->turn_label, turn != NULL ? turn : "");
  gtk_label_set_label (self->detail_label, detail != NULL ? detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), detail != NULL && *detail != '\0');
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  turn != NULL ? turn : "", -1);
}

const char *
pento_duel_bar_get_turn (PentoDuelBar *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL_BAR (self), NULL);
  return gtk_label_get_label (self->turn_label);
}

void
pento_duel_bar_set_answer (PentoDuelBar *self,
                           const char   *answer)
{
  g_return_if_fail (PENTO_IS_DUEL_BAR (self));

  gtk_label_set_label (self->answer_label, answer != NULL ? answer : "");
  gtk_widget_set_visible (GTK_WIDGET (self->answer_label), answer != NULL);
}

const char *
pento_duel_bar_get_answer (PentoDuelBar *self)
{
  g_return_val_if_fail (PENTO_IS_DUEL_BAR (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->answer_label))
           ? gtk_label_get_label (self->answer_label) : NULL;
}
