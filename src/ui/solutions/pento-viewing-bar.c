/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-viewing-bar.c: what the board shows when it is not the game, and the way back to it.
 * (AdwBanner does this from libadwaita 1.3 on; this is the same idea on 1.2.)
 */
#include "solutions/pento-viewing-bar.h"

#include "common/pento-ui-util.h"

#include <glib/gi18n.h>

struct _PentoViewingBar
{
  GtkWidget    parent_instance;

  GtkRevealer *revealer;
  GtkBox      *box;
  GtkLabel    *label;
  GtkWidget   *button;
  char        *title;
  gboolean     keep_room;       /* without a title, the bar stays as tall as with one */
};

G_DEFINE_FINAL_TYPE (PentoViewingBar, pento_viewing_bar, GTK_TYPE_WIDGET)

/* Hidden, the bar takes no room at all: not even the spacing of the box it sits in. */
static void
child_revealed_cb (PentoViewingBar *self)
{
  if (!self->keep_room && !gtk_revealer_get_child_revealed (self->revealer) &&
      !gtk_revealer_get_reveal_child (self->revealer))
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/* The words beside the button, on two lines or three on a phone: measured the same whether the
 * bar is on screen or not, so that the room kept for it (see pento_viewing_bar_set_keep_room())
 * is the room it takes. (It once stood the words above the button on a narrow window, an
 * arrangement decided when the bar was laid out: the room kept for it while hidden was one
 * line short, and the board moved down when it showed.) */
static void
pento_viewing_bar_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  gtk_widget_allocate (GTK_WIDGET (PENTO_VIEWING_BAR (widget)->revealer), width, height,
                       baseline, NULL);
}

static void
pento_viewing_bar_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  gtk_widget_measure (GTK_WIDGET (PENTO_VIEWING_BAR (widget)->revealer), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
pento_viewing_bar_dispose (GObject *object)
{
  PentoViewingBar *self = PENTO_VIEWING_BAR (object);

  if (self->revealer != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->revealer));
  self->revealer = NULL;
  g_clear_pointer (&self->title, g_free);

  G_OBJECT_CLASS (pento_viewing_bar_parent_class)->dispose (object);
}

static void
pento_viewing_bar_class_init (PentoViewingBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pento_viewing_bar_dispose;
  widget_class->size_allocate = pento_viewing_bar_size_allocate;
  widget_class->measure = pento_viewing_bar_measure;
  gtk_widget_class_set_css_name (widget_class, "viewingbar");
}

static void
pento_viewing_bar_init (PentoViewingBar *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->label = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                              "wrap", TRUE, "xalign", 0.0f, "hexpand", TRUE, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self->label), "heading");
  self->button = gtk_button_new_with_mnemonic (_("_Back to My Game"));
  gtk_widget_set_valign (self->button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button), "app.back-to-game");
  gtk_widget_set_tooltip_text (self->button, _("Show your game again (Escape)"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->label));
  gtk_box_append (GTK_BOX (box), self->button);
  gtk_widget_add_css_class (box, "viewing-bar");
  self->box = GTK_BOX (box);

  self->revealer = GTK_REVEALER (gtk_revealer_new ());
  /* No slide: the bar takes the count line's room at once, and the board does not move. */
  gtk_revealer_set_transition_type (self->revealer, GTK_REVEALER_TRANSITION_TYPE_NONE);
  gtk_revealer_set_child (self->revealer, box);
  gtk_widget_set_parent (GTK_WIDGET (self->revealer), GTK_WIDGET (self));
  g_signal_connect_swapped (self->revealer, "notify::child-revealed",
                            G_CALLBACK (child_revealed_cb), self);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
pento_viewing_bar_new (void)
{
  return g_object_new (PENTO_TYPE_VIEWING_BAR, NULL);
}

void
pento_viewing_bar_set_title (PentoViewingBar *self,
                             const char      *title)
{
  g_return_if_fail (PENTO_IS_VIEWING_BAR (self));

  if (g_strcmp0 (self->title, title) == 0)
    return;
  /* The button is about to go: the focus goes on to what follows (the board), not to where
   * GTK would drop it, the selectable count line that takes the bar's room, which a focus
   * shows all selected. */
  if (title == NULL && gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    {
      GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (root));

      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
        gtk_widget_child_focus (root, GTK_DIR_TAB_FORWARD);
    }
  g_free (self->title);
  self->title = g_strdup (title);
  if (title != NULL)
    {
      gtk_label_set_label (self->label, title);
      gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
    }
  gtk_revealer_set_reveal_child (self->revealer, title != NULL || self->keep_room);
  child_revealed_cb (self);
}

void
pento_viewing_bar_set_keep_room (PentoViewingBar *self,
                                 gboolean         keep_room)
{
  g_return_if_fail (PENTO_IS_VIEWING_BAR (self));

  self->keep_room = !!keep_room;
  /* (room for a title as long as most: a list of hundreds of thousands) */
  if (self->keep_room && self->title == NULL)
    {
      g_autofree char *number = pento_format_count (888888);
      g_autofree char *title = g_strdup_printf (_("Viewing packing %s of %s"), number, number);

      gtk_label_set_label (self->label, title);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), self->keep_room || self->title != NULL);
  gtk_revealer_set_reveal_child (self->revealer, self->keep_room || self->title != NULL);
}

const char *
pento_viewing_bar_get_title (PentoViewingBar *self)
{
  g_return_val_if_fail (PENTO_IS_VIEWING_BAR (self), NULL);

  return self->title;
}
