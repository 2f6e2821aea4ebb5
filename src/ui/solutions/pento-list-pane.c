/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-list-pane.c: the list pane's template.
 */
#include "solutions/pento-list-pane.h"

struct _PentoListPane
{
  GtkBox                     parent_instance;

  /* Template children: the list pane's part of the widgets the solutions pane drives. */
  PentoSolutionsPaneWidgets  w;
};

G_DEFINE_FINAL_TYPE (PentoListPane, pento_list_pane, GTK_TYPE_BOX)

void
pento_list_pane_get_widgets (PentoListPane             *self,
                             PentoSolutionsPaneWidgets *widgets)
{
  g_return_if_fail (PENTO_IS_LIST_PANE (self) && widgets != NULL);

  /* (the other widgets are not the pane's: NULL) */
  *widgets = self->w;
}

const char *
pento_list_pane_get_counts_text (PentoListPane *self)
{
  g_return_val_if_fail (PENTO_IS_LIST_PANE (self), NULL);

  return gtk_label_get_label (self->w.counts_label);
}

static void
pento_list_pane_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PENTO_TYPE_LIST_PANE);

  G_OBJECT_CLASS (pento_list_pane_parent_class)->dispose (object);
}

#define CHILD(name, internal) { #name, internal, G_STRUCT_OFFSET (PentoListPane, w.name) }

/* (internal: the window's template names them, and its tests reach them there) */
static const struct {
  const char *name;
  gboolean    internal;
  gssize      offset;
} children[] = {
  CHILD (list_view, TRUE), CHILD (list_view_all, TRUE), CHILD (list_stack, FALSE),
  CHILD (empty_page, TRUE), CHILD (counts_label, FALSE), CHILD (symmetry_label, TRUE),
  CHILD (symmetry_popover_label, FALSE), CHILD (symmetry_button, TRUE),
  CHILD (unique_button, FALSE), CHILD (all_button, FALSE), CHILD (progress_bar, TRUE),
};

/* The pane is as wide as it must be, never wider: its natural width would follow the counts
 * as they grow ("9,356 total") and the explanation when it appears, and the board beside it
 * would shrink and move while a list fills. */
static void
pento_list_pane_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  GTK_WIDGET_CLASS (pento_list_pane_parent_class)->measure (widget, orientation, for_size,
                                                            minimum, natural,
                                                            minimum_baseline,
                                                            natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = *minimum;
}

static void
pento_list_pane_class_init (PentoListPaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = pento_list_pane_dispose;
  widget_class->measure = pento_list_pane_measure;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-list-pane.ui");
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, children[i].name,
                                               children[i].internal, children[i].offset);
}

static void
pento_list_pane_init (PentoListPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
