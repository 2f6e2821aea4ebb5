/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-box-view.c: the custom widget that draws a box packing, layers and isometric view.
 */
#include "board/pento-box-view.h"
#include "common/pento-boxed.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pento-render-box.h"

/* Natural and smallest sizes: the layers' cells and the isometric cube's edge. */
#define NATURAL_LAYER_CELL  24
#define NATURAL_CUBE        34
#define MINIMUM_LAYER_CELL  8
#define MINIMUM_CUBE        10
#define SPACING             24
#define CAPTION             18
/* A thumbnail's cells shrink so that the longest strip (2x3x10: 29 columns) stays short. */
#define THUMBNAIL_CELL      8
#define THUMBNAIL_WIDTH     150
#define ISO_COS             0.86602540378443864676

struct _PentoBoxView
{
  GtkWidget      parent_instance;

  PentoBoardModel *model;        /* what it draws */

  gboolean       has_box;
  PentoBox       box;
  PentoSolution *solution;
  gboolean       show_letters;
  gboolean       thumbnail;

  /* The last drawing, replayed while nothing it depends on changes. */
  GskRenderNode *cache;
  int            cache_width;
  int            cache_height;
  gboolean       cache_dark;
};

G_DEFINE_FINAL_TYPE (PentoBoxView, pento_box_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SOLUTION,
  PROP_SHOW_LETTERS,
  PROP_THUMBNAIL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void set_solution (PentoBoxView        *self,
                          const PentoSolution *solution);

static void
invalidate (PentoBoxView *self)
{
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* As in the board view: dark style read from the widget's own foreground colour. */
static gboolean
is_dark (PentoBoxView *self)
{
  GdkRGBA color;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &color);
G_GNUC_END_IGNORE_DEPRECATIONS
  return 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue > 0.5;
}

static gboolean
solution_fits (PentoBoxView        *self,
               const PentoSolution *solution)
{
  return solution != NULL && self->has_box &&
         solution->width == (guint) self->box.width * self->box.depth &&
         solution->height == self->box.height;
}

static guint
count_bits (guint mask)
{
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

static void
update_description (PentoBoxView *self)
{
  g_autofree char *description = NULL;
  g_autofree char *size = NULL;
  guint placed = 0;
  guint n_placed;

  if (!self->has_box)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("No box"), -1);
      return;
    }

  /* TRANSLATORS: a box's size: width × rows × layers */
  size = g_strdup_printf (_("%u × %u × %u box"), self->box.width, self->box.height,
                          self->box.depth);
  if (solution_fits (self, self->solution))
    placed = pento_solution_get_pieces (self->solution);
  n_placed = count_bits (placed);

  if (n_placed == 0)
    /* TRANSLATORS: %s is e.g. "3 × 4 × 5 box" */
    description = g_strdup_printf (_("%s, empty"), size);
  else
    {
      g_autoptr(GString) letters = g_string_new (NULL);

      for (char c = 'A'; c <= 'Z'; c++)
        {
          PentoPiece piece;

          if (pento_piece_from_letter (c, &piece) && (placed & (1u << piece)))
            g_string_append_printf (letters, "%s%c", letters->len > 0 ? ", " : "", c);
        }
      /* TRANSLATORS: "3 × 4 × 5 box with 12 pieces placed: F, I, L, …" */
      description = g_strdup_printf (_("%s with %u pieces placed: %s"), size, n_placed,
                                     letters->str);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

static void
pento_box_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  PentoBoxView *self = PENTO_BOX_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark;

  if (!self->has_box || width <= 0 || height <= 0)
    return;

  dark = is_dark (self);
  if (self->cache == NULL || self->cache_width != width || self->cache_height != height ||
      self->cache_dark != dark)
    {
      g_autoptr(GtkSnapshot) inner = gtk_snapshot_new ();
      const PentoSolution *solution = solution_fits (self, self->solution) ? self->solution
                                                                           : NULL;
      PentoRenderOptions options;
      cairo_t *cr;

      pento_render_options_init (&options);
      options.dark = dark;
      options.thumbnail = self->thumbnail;
      options.show_letters = self->show_letters && !self->thumbnail;
      options.show_grid = !self->thumbnail;

      /* A cairo node records vector drawing, replayed at the output's scale (HiDPI). */
      cr = gtk_snapshot_append_cairo (inner, &GRAPHENE_RECT_INIT (0, 0, width, height));
      if (self->thumbnail)
        pento_render_box_layers (cr, &self->box, solution, &options, 0, 0, width, height);
      else
        pento_render_box (cr, &self->box, solution, &options, 0, 0, width, height);
      cairo_destroy (cr);

      g_clear_pointer (&self->cache, gsk_render_node_unref);
      self->cache = gtk_snapshot_free_to_node (g_steal_pointer (&inner));
      self->cache_width = width;
      self->cache_height = height;
      self->cache_dark = dark;
    }

  if (self->cache != NULL)
    gtk_snapshot_append_node (snapshot, self->cache);
}

/* The layers' width in cells: each layer and a column between layers. */
static guint
strip_columns (PentoBoxView *self)
{
  return self->box.depth * self->box.width + self->box.depth - 1;
}

static int
size_for (PentoBoxView   *self,
          GtkOrientation  orientation,
          int             layer_cell,
          int             cube)
{
  double span = self->box.width + self->box.height;
  double tall = self->box.depth * 1.3;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    return (int) MAX (strip_columns (self) * layer_cell, span * ISO_COS * cube) + 2;
  return self->box.height * layer_cell + CAPTION + SPACING +
         (int) ((span * 0.5 + tall) * cube) + 2;
}

static void
pento_box_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  PentoBoxView *self = PENTO_BOX_VIEW (widget);

  if (!self->has_box)
    {
      *minimum = *natural = 0;
      return;
    }

  if (self->thumbnail)
    {
      int cell = MIN (THUMBNAIL_CELL, THUMBNAIL_WIDTH / (int) strip_columns (self));

      *minimum = (orientation == GTK_ORIENTATION_HORIZONTAL ? strip_columns (self)
                                                            : self->box.height) * cell + 2;
      *natural = *minimum;
      return;
    }

  *minimum = size_for (self, orientation, MINIMUM_LAYER_CELL, MINIMUM_CUBE);
  *natural = size_for (self, orientation, NATURAL_LAYER_CELL, NATURAL_CUBE);
}

static void
pento_box_view_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (pento_box_view_parent_class)->css_changed (widget, change);

  /* The dark check in snapshot decides whether the cache is still good. */
  gtk_widget_queue_draw (widget);
}

static void
pento_box_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  PentoBoxView *self = PENTO_BOX_VIEW (object);

  switch (prop_id)
    {
    case PROP_SOLUTION:
      g_value_set_boxed (value, self->solution);
      break;
    case PROP_SHOW_LETTERS:
      g_value_set_boolean (value, self->show_letters);
      break;
    case PROP_THUMBNAIL:
      g_value_set_boolean (value, self->thumbnail);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_box_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  PentoBoxView *self = PENTO_BOX_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_LETTERS:
      pento_box_view_set_show_letters (self, g_value_get_boolean (value));
      break;
    case PROP_THUMBNAIL:
      pento_box_view_set_thumbnail (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_box_view_dispose (GObject *object)
{
  pento_box_view_set_model (PENTO_BOX_VIEW (object), NULL);

  G_OBJECT_CLASS (pento_box_view_parent_class)->dispose (object);
}

static void
pento_box_view_finalize (GObject *object)
{
  PentoBoxView *self = PENTO_BOX_VIEW (object);

  g_clear_pointer (&self->solution, pento_solution_free);
  g_clear_pointer (&self->cache, gsk_render_node_unref);

  G_OBJECT_CLASS (pento_box_view_parent_class)->finalize (object);
}

static void
pento_box_view_class_init (PentoBoxViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = pento_box_view_get_property;
  object_class->set_property = pento_box_view_set_property;
  object_class->dispose = pento_box_view_dispose;
  object_class->finalize = pento_box_view_finalize;

  widget_class->snapshot = pento_box_view_snapshot;
  widget_class->measure = pento_box_view_measure;
  widget_class->css_changed = pento_box_view_css_changed;

  properties[PROP_SOLUTION] =
    g_param_spec_boxed ("solution", NULL, NULL, PENTO_TYPE_SOLUTION,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LETTERS] =
    g_param_spec_boolean ("show-letters", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THUMBNAIL] =
    g_param_spec_boolean ("thumbnail", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "boxview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pento_box_view_init (PentoBoxView *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Box"),
                                  -1);
  update_description (self);
}

GtkWidget *
pento_box_view_new (void)
{
  return g_object_new (PENTO_TYPE_BOX_VIEW, NULL);
}

static void
set_box (PentoBoxView   *self,
         const PentoBox *box)
{
  if (box == NULL ? !self->has_box
                  : self->has_box && memcmp (&self->box, box, sizeof *box) == 0)
    return;

  self->has_box = box != NULL;
  if (box != NULL)
    self->box = *box;

  /* A packing of another box cannot be drawn in this one. */
  if (self->solution != NULL && !solution_fits (self, self->solution))
    {
      g_clear_pointer (&self->solution, pento_solution_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTION]);
    }

  update_description (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  invalidate (self);
}

/* The model's box and, while it is a box, its packing. */
static void
model_changed_cb (PentoBoxView *self,
                  GParamSpec   *pspec)
{
  const PentoBox *box = pento_board_model_get_box (self->model);
  const PentoSolution *solution = pento_board_model_get_solution (self->model);

  if (pspec != NULL && !g_str_equal (pspec->name, "box") && !g_str_equal (pspec->name, "solution"))
    return;
  set_box (self, box);
  /* (a packing of another box cannot be drawn in this one) */
  set_solution (self, box != NULL && solution != NULL && solution_fits (self, solution)
                      ? solution : NULL);
}

void
pento_box_view_set_model (PentoBoxView    *self,
                          PentoBoardModel *model)
{
  g_return_if_fail (PENTO_IS_BOX_VIEW (self));

  if (pento_board_model_attach (&self->model, model, self, G_CALLBACK (model_changed_cb)))
    model_changed_cb (self, NULL);
}

PentoBoardModel *
pento_box_view_get_model (PentoBoxView *self)
{
  g_return_val_if_fail (PENTO_IS_BOX_VIEW (self), NULL);

  return self->model;
}

gboolean
pento_box_view_get_box (PentoBoxView *self,
                        PentoBox     *out)
{
  g_return_val_if_fail (PENTO_IS_BOX_VIEW (self), FALSE);

  if (self->has_box && out != NULL)
    *out = self->box;
  return self->has_box;
}

static void
set_solution (PentoBoxView        *self,
              const PentoSolution *solution)
{
  if (self->solution == solution)
    return;
  if (self->solution != NULL && solution != NULL && pento_solution_equal (self->solution, solution))
    return;

  g_clear_pointer (&self->solution, pento_solution_free);
  if (solution != NULL)
    self->solution = pento_solution_copy (solution);

  update_description (self);
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTION]);
}

const PentoSolution *
pento_box_view_get_solution (PentoBoxView *self)
{
  g_return_val_if_fail (PENTO_IS_BOX_VIEW (self), NULL);

  return self->solution;
}

void
pento_box_view_set_show_letters (PentoBoxView *self,
                                 gboolean      show_letters)
{
  g_return_if_fail (PENTO_IS_BOX_VIEW (self));

  show_letters = !!show_letters;
  if (self->show_letters == show_letters)
    return;

  self->show_letters = show_letters;
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LETTERS]);
}

gboolean
pento_box_view_get_show_letters (PentoBoxView *self)
{
  g_return_val_if_fail (PENTO_IS_BOX_VIEW (self), FALSE);

  return self->show_letters;
}

void
pento_box_view_set_thumbnail (PentoBoxView *self,
                              gboolean      thumbnail)
{
  g_return_if_fail (PENTO_IS_BOX_VIEW (self));

  thumbnail = !!thumbnail;
  if (self->thumbnail == thumbnail)
    return;

  self->thumbnail = thumbnail;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THUMBNAIL]);
}

gboolean
pento_box_view_get_thumbnail (PentoBoxView *self)
{
  g_return_val_if_fail (PENTO_IS_BOX_VIEW (self), FALSE);

  return self->thumbnail;
}
