/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-list-pane.c: the list pane's template.
 */
#include "solutions/pento-list-pane.h"

struct _PentoListPane
{
  GtkWidget                  parent_instance;

  GtkWidget                 *box;  /* (the pane's one child: everything else is in it) */
  /* Template children: the list pane's part of the widgets the solutions pane drives. */
  PentoSolutionsPaneWidgets  w;
};

G_DEFINE_FINAL_TYPE (PentoListPane, pento_list_pane, GTK_TYPE_WIDGET)

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
 * would shrink and move while a list fills.
 *
 * Its width does not depend on its height either. The window's row of board and pane asks
 * each for its width at the row's height, and a vertical GtkBox answers that by a binary
 * search over widths, measuring every wrapping label in it at each step, a dozen Pango
 * layouts of the explanation a step, a good part of a streaming frame whenever the counts
 * changed.
 * Hence a widget of its own around the box, not a GtkBox: a box's layout manager would
 * answer before this measure() is asked. */
static GtkSizeRequestMode
pento_list_pane_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
pento_list_pane_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  PentoListPane *self = PENTO_LIST_PANE (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (self->box, orientation, -1, minimum, natural, NULL, NULL);
      *natural = *minimum;
    }
  else
    gtk_widget_measure (self->box, orientation, for_size, minimum, natural,
                        minimum_baseline, natural_baseline);
}

static void
pento_list_pane_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  gtk_widget_allocate (PENTO_LIST_PANE (widget)->box, width, height, baseline, NULL);
}

static void
pento_list_pane_class_init (PentoListPaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = pento_list_pane_dispose;
  widget_class->get_request_mode = pento_list_pane_get_request_mode;
  widget_class->measure = pento_list_pane_measure;
  widget_class->size_allocate = pento_list_pane_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-list-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoListPane, box);
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, children[i].name,
                                               children[i].internal, children[i].offset);
}

static void
pento_list_pane_init (PentoListPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
