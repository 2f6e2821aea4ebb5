/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution-row.c: a list row showing a small drawing of a packing and its number.
 */
#include <glib/gi18n.h>

#include "pento-board-view.h"
#include "pento-box-view.h"
#include "pento-solution-row.h"
#include "pento-ui-util.h"

struct _PentoSolutionRow
{
  GtkWidget  parent_instance;

  GtkWidget *thumbnail;
  GtkWidget *box_thumbnail;   /* instead of the board's, for a box's packings */
  GtkWidget *title;
  GtkWidget *subtitle;
};

G_DEFINE_FINAL_TYPE (PentoSolutionRow, pento_solution_row, GTK_TYPE_WIDGET)

static void
pento_solution_row_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (pento_solution_row_parent_class)->dispose (object);
}

static void
pento_solution_row_class_init (PentoSolutionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pento_solution_row_dispose;

  gtk_widget_class_set_css_name (widget_class, "solutionrow");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
pento_solution_row_init (PentoSolutionRow *self)
{
  GtkWidget *labels;
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 12);

  self->thumbnail = pento_board_view_new ();
  pento_board_view_set_thumbnail (PENTO_BOARD_VIEW (self->thumbnail), TRUE);
  gtk_widget_set_valign (self->thumbnail, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->thumbnail, GTK_WIDGET (self));

  self->box_thumbnail = pento_box_view_new ();
  pento_box_view_set_thumbnail (PENTO_BOX_VIEW (self->box_thumbnail), TRUE);
  gtk_widget_set_valign (self->box_thumbnail, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->box_thumbnail, FALSE);
  gtk_widget_set_parent (self->box_thumbnail, GTK_WIDGET (self));

  labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_valign (labels, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_widget_set_parent (labels, GTK_WIDGET (self));

  self->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->title), 0.0f);
  gtk_widget_add_css_class (self->title, "numeric");
  gtk_box_append (GTK_BOX (labels), self->title);

  self->subtitle = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->subtitle), 0.0f);
  gtk_widget_add_css_class (self->subtitle, "caption");
  gtk_widget_add_css_class (self->subtitle, "dim-label");
  gtk_box_append (GTK_BOX (labels), self->subtitle);
}

GtkWidget *
pento_solution_row_new (void)
{
  return g_object_new (PENTO_TYPE_SOLUTION_ROW, NULL);
}

void
pento_solution_row_set_item (PentoSolutionRow  *self,
                             PentoSolutionItem *item,
                             gboolean           unique_only)
{
  PentoBoardView *view;
  g_autofree char *number = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  g_return_if_fail (PENTO_IS_SOLUTION_ROW (self));

  view = PENTO_BOARD_VIEW (self->thumbnail);
  if (item == NULL)
    {
      pento_board_view_set_solution (view, NULL);
      pento_box_view_set_solution (PENTO_BOX_VIEW (self->box_thumbnail), NULL);
      gtk_label_set_label (GTK_LABEL (self->title), NULL);
      gtk_label_set_label (GTK_LABEL (self->subtitle), NULL);
      return;
    }

  if (pento_board_view_get_board (view) != pento_solution_item_get_board (item))
    pento_board_view_set_board (view, pento_solution_item_get_board (item));
  pento_board_view_set_solution (view, pento_solution_item_get_solution (item));
  if (gtk_widget_get_visible (self->box_thumbnail))
    pento_box_view_set_solution (PENTO_BOX_VIEW (self->box_thumbnail),
                                 pento_solution_item_get_solution (item));

  if (unique_only)
    {
      number = pento_format_count (pento_solution_item_get_unique_index (item) + 1);
      /* Translators: a packing's number in the list, e.g. "No. 37". */
      title = g_strdup_printf (_("No. %s"), number);
    }
  else
    {
      number = pento_format_count (pento_solution_item_get_index (item) + 1);
      title = g_strdup_printf (_("No. %s"), number);
      if (pento_solution_item_get_representative (item))
        subtitle = g_strdup (_("Representative"));
      else
        /* Translators: this packing is a rotation or reflection of a listed unique one. */
        subtitle = g_strdup (_("Symmetric image"));
    }

  gtk_label_set_label (GTK_LABEL (self->title), title);
  gtk_label_set_label (GTK_LABEL (self->subtitle), subtitle);
  gtk_widget_set_visible (self->subtitle, subtitle != NULL);
}

void
pento_solution_row_set_box (PentoSolutionRow *self,
                            const PentoBox   *box)
{
  g_return_if_fail (PENTO_IS_SOLUTION_ROW (self));

  pento_box_view_set_box (PENTO_BOX_VIEW (self->box_thumbnail), box);
  gtk_widget_set_visible (self->box_thumbnail, box != NULL);
  gtk_widget_set_visible (self->thumbnail, box == NULL);
}
