/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-window.c: the chirality explorer window (work in progress).
 */
#include <glib/gi18n.h>

#include "pento-chirality-window.h"

struct _PentoChiralityWindow
{
  AdwWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (PentoChiralityWindow, pento_chirality_window, ADW_TYPE_WINDOW)

static void
pento_chirality_window_class_init (PentoChiralityWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-chirality-window.ui");
}

static void
pento_chirality_window_init (PentoChiralityWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWindow *
pento_chirality_window_new (GtkApplication *app)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (app), NULL);

  return g_object_new (PENTO_TYPE_CHIRALITY_WINDOW,
                       "application", app,
                       NULL);
}
