/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-list-pane.c: the list pane's template.
 */
#include "solutions/pento-list-pane.h"

struct _PentoListPane
{
  GtkBox           parent_instance;

  GtkListView     *list_view;
  GtkListView     *list_view_all;
  GtkStack        *list_stack;
  AdwStatusPage   *empty_page;
  GtkLabel        *counts_label;
  GtkLabel        *symmetry_label;
  GtkLabel        *symmetry_popover_label;
  GtkWidget       *symmetry_button;
  GtkToggleButton *unique_button;
  GtkToggleButton *all_button;
  GtkProgressBar  *progress_bar;
};

G_DEFINE_FINAL_TYPE (PentoListPane, pento_list_pane, GTK_TYPE_BOX)

void
pento_list_pane_get_widgets (PentoListPane             *self,
                             PentoSolutionsPaneWidgets *widgets)
{
  g_return_if_fail (PENTO_IS_LIST_PANE (self) && widgets != NULL);

  widgets->list_view = self->list_view;
  widgets->list_view_all = self->list_view_all;
  widgets->list_stack = self->list_stack;
  widgets->empty_page = self->empty_page;
  widgets->counts_label = self->counts_label;
  widgets->symmetry_label = self->symmetry_label;
  widgets->symmetry_popover_label = self->symmetry_popover_label;
  widgets->symmetry_button = self->symmetry_button;
  widgets->unique_button = self->unique_button;
  widgets->all_button = self->all_button;
  widgets->progress_bar = self->progress_bar;
}

const char *
pento_list_pane_get_counts_text (PentoListPane *self)
{
  g_return_val_if_fail (PENTO_IS_LIST_PANE (self), NULL);

  return gtk_label_get_label (self->counts_label);
}

static void
pento_list_pane_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PENTO_TYPE_LIST_PANE);

  G_OBJECT_CLASS (pento_list_pane_parent_class)->dispose (object);
}

static void
pento_list_pane_class_init (PentoListPaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = pento_list_pane_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-list-pane.ui");
  /* (internal: the window's template names them, and its tests reach them there) */
  gtk_widget_class_bind_template_child_internal (widget_class, PentoListPane, list_view);
  gtk_widget_class_bind_template_child_internal (widget_class, PentoListPane, list_view_all);
  gtk_widget_class_bind_template_child (widget_class, PentoListPane, list_stack);
  gtk_widget_class_bind_template_child_internal (widget_class, PentoListPane, empty_page);
  gtk_widget_class_bind_template_child (widget_class, PentoListPane, counts_label);
  gtk_widget_class_bind_template_child_internal (widget_class, PentoListPane, symmetry_label);
  gtk_widget_class_bind_template_child (widget_class, PentoListPane, symmetry_popover_label);
  gtk_widget_class_bind_template_child_internal (widget_class, PentoListPane, symmetry_button);
  gtk_widget_class_bind_template_child (widget_class, PentoListPane, unique_button);
  gtk_widget_class_bind_template_child (widget_class, PentoListPane, all_button);
  gtk_widget_class_bind_template_child_internal (widget_class, PentoListPane, progress_bar);
}

static void
pento_list_pane_init (PentoListPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
