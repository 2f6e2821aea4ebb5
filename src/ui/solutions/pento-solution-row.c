/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution-row.c: a list row showing a small drawing of a packing and its number.
 *
 * One widget that draws everything itself, with no children: GTK 4.8's list view keeps 200
 * rows alive around its scroll position and builds them all when a list fills or is
 * replaced, so a row of six widgets (thumbnail, boxes, labels) cost a frame or two each
 * time. The thumbnail is recorded once per packing and colour scheme. The two lines of text
 * are Pango layouts made when the row is first drawn, not when it is bound: of the 200 rows
 * only the dozen on screen are drawn, and shaping the text of all 200 for their sizes took
 * much of a frame. A row's size comes from the size of the text it can hold, measured once
 * for all rows for each font (see text_metrics()).
 */
#include <glib/gi18n.h>
#include <string.h>

#include "pento-render.h"
#include "pento-render-box.h"
#include "solutions/pento-solution-row.h"
#include "common/pento-ui-util.h"

#define THUMBNAIL_CELL 8
/* The thumbnail's column is at least as wide as a board of this many columns, so that the
 * list pane, and the board beside it, keep their width when one such board replaces another
 * (8×8 and 10×6): a board change then redraws the board, not the whole window. */
#define THUMBNAIL_MIN_COLUMNS 10
#define SPACING        12
#define LINE_SPACING   2

struct _PentoSolutionRow
{
  GtkWidget      parent_instance;

  PentoBoard    *board;
  PentoSolution *solution;
  gboolean       is_box;         /* a box's packing: its layers are drawn instead */
  PentoBox       box;
  char          *title_text;
  const char    *subtitle_text;  /* a translated constant, or NULL */
  PangoLayout   *title;          /* made when first drawn */
  PangoLayout   *subtitle;

  GskRenderNode *thumbnail;
  int            thumbnail_width;
  int            thumbnail_height;
  gboolean       thumbnail_dark;
};

G_DEFINE_FINAL_TYPE (PentoSolutionRow, pento_solution_row, GTK_TYPE_WIDGET)

static void
get_color (GtkWidget *widget,
           GdkRGBA   *color)
{
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
thumbnail_size (PentoSolutionRow *self,
                int              *width,
                int              *height)
{
  guint columns = self->board != NULL ? pento_board_get_width (self->board) : 10;
  guint rows = self->board != NULL ? pento_board_get_height (self->board) : 6;

  /* a box's layers side by side, a cell apart */
  if (self->is_box)
    columns = self->box.width * self->box.depth + self->box.depth - 1;

  *width = columns * THUMBNAIL_CELL + 2;
  *height = rows * THUMBNAIL_CELL + 2;
}

/* The width of the column a thumbnail @thumb_w wide is centred in. */
static int
thumbnail_column (int thumb_w)
{
  return MAX (thumb_w, THUMBNAIL_MIN_COLUMNS * THUMBNAIL_CELL + 2);
}

static void
layout_size (PangoLayout *layout,
             int         *width,
             int         *height)
{
  *width = *height = 0;
  if (layout != NULL)
    pango_layout_get_pixel_size (layout, width, height);
}

static PangoLayout *
subtitle_layout (PentoSolutionRow *self,
                 const char       *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_scale_new (PANGO_SCALE_SMALL));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  return layout;
}

/* The size of the text any row can show, in the font of @self: the heights of its two lines
 * and the width of the widest title and caption. Rows are made and measured by the hundred,
 * all in one font, so this is measured once for the font (and again when it changes). Main
 * thread only. */
typedef struct {
  PangoFontDescription *font;
  double                resolution;
  int                   title_height;
  int                   subtitle_height;
  int                   width;
} TextMetrics;

static const TextMetrics *
text_metrics (PentoSolutionRow *self)
{
  static TextMetrics metrics;
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double resolution = pango_cairo_context_get_resolution (context);
  g_autofree char *number = NULL;
  g_autofree char *title = NULL;
  const char *subtitles[2];
  PangoLayout *layout;
  int width, height;

  if (metrics.font != NULL && resolution == metrics.resolution &&
      pango_font_description_equal (font, metrics.font))
    return &metrics;

  g_clear_pointer (&metrics.font, pango_font_description_free);
  metrics.font = pango_font_description_copy (font);
  metrics.resolution = resolution;

  /* the widest number a list reaches (129,168 packings of 8×8 with the square) */
  number = pento_format_count (888888);
  /* Translators: a packing's number in the list, e.g. "No. 37". */
  title = g_strdup_printf (_("No. %s"), number);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), title);
  layout_size (layout, &metrics.width, &metrics.title_height);
  g_object_unref (layout);

  subtitles[0] = _("Listed as unique");
  subtitles[1] = _("Turned or mirrored copy");
  metrics.subtitle_height = 0;
  for (guint i = 0; i < G_N_ELEMENTS (subtitles); i++)
    {
      layout = subtitle_layout (self, subtitles[i]);
      layout_size (layout, &width, &height);
      metrics.width = MAX (metrics.width, width);
      metrics.subtitle_height = MAX (metrics.subtitle_height, height);
      g_object_unref (layout);
    }
  return &metrics;
}

static void
ensure_layouts (PentoSolutionRow *self)
{
  if (self->title == NULL && self->title_text != NULL)
    self->title = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->title_text);
  if (self->subtitle == NULL && self->subtitle_text != NULL)
    self->subtitle = subtitle_layout (self, self->subtitle_text);
}

static void
pento_solution_row_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  PentoSolutionRow *self = PENTO_SOLUTION_ROW (widget);
  const TextMetrics *text = text_metrics (self);
  int thumb_w, thumb_h;

  thumbnail_size (self, &thumb_w, &thumb_h);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = thumbnail_column (thumb_w) + SPACING + text->width;
  else
    *minimum = MAX (thumb_h, text->title_height +
                             (self->subtitle_text != NULL ? LINE_SPACING + text->subtitle_height
                                                          : 0));
  *natural = *minimum;
}

static void
pento_solution_row_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  PentoSolutionRow *self = PENTO_SOLUTION_ROW (widget);
  int height = gtk_widget_get_height (widget);
  int thumb_w, thumb_h, title_w, title_h, sub_w, sub_h, text_h;
  GdkRGBA color;
  gboolean dark;

  if (self->board == NULL || self->solution == NULL)
    return;

  get_color (widget, &color);
  dark = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue > 0.5;
  thumbnail_size (self, &thumb_w, &thumb_h);

  if (self->thumbnail == NULL || self->thumbnail_dark != dark ||
      self->thumbnail_width != thumb_w || self->thumbnail_height != thumb_h)
    {
      g_autoptr(GtkSnapshot) inner = gtk_snapshot_new ();
      PentoRenderOptions options;
      cairo_t *cr;

      pento_render_options_init (&options);
      options.dark = dark;
      options.thumbnail = TRUE;
      options.show_grid = FALSE;
      cr = gtk_snapshot_append_cairo (inner, &GRAPHENE_RECT_INIT (0, 0, thumb_w, thumb_h));
      if (self->is_box)
        pento_render_box_layers (cr, &self->box, self->solution, &options, 0, 0, thumb_w, thumb_h);
      else
        pento_render_board (cr, self->board, self->solution, &options, 0, 0, thumb_w, thumb_h);
      cairo_destroy (cr);

      g_clear_pointer (&self->thumbnail, gsk_render_node_unref);
      self->thumbnail = gtk_snapshot_free_to_node (g_steal_pointer (&inner));
      self->thumbnail_width = thumb_w;
      self->thumbnail_height = thumb_h;
      self->thumbnail_dark = dark;
    }

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT ((thumbnail_column (thumb_w) - thumb_w) / 2,
                                                (height - thumb_h) / 2));
  if (self->thumbnail != NULL)
    gtk_snapshot_append_node (snapshot, self->thumbnail);
  gtk_snapshot_restore (snapshot);

  ensure_layouts (self);
  layout_size (self->title, &title_w, &title_h);
  layout_size (self->subtitle, &sub_w, &sub_h);
  text_h = title_h + (sub_h > 0 ? LINE_SPACING + sub_h : 0);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (thumbnail_column (thumb_w) + SPACING,
                                               (height - text_h) / 2));
  gtk_snapshot_append_layout (snapshot, self->title, &color);
  if (self->subtitle != NULL)
    {
      GdkRGBA dim = color;

      /* The "dim-label" look of a caption. */
      dim.alpha *= 0.55f;
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (0, title_h + LINE_SPACING));
      gtk_snapshot_append_layout (snapshot, self->subtitle, &dim);
    }
  gtk_snapshot_restore (snapshot);
}

static void
pento_solution_row_css_changed (GtkWidget         *widget,
                                GtkCssStyleChange *change)
{
  PentoSolutionRow *self = PENTO_SOLUTION_ROW (widget);

  GTK_WIDGET_CLASS (pento_solution_row_parent_class)->css_changed (widget, change);

  /* Fonts may have changed: the layouts are made again when next drawn. */
  g_clear_object (&self->title);
  g_clear_object (&self->subtitle);
  gtk_widget_queue_resize (widget);
}

static void
clear (PentoSolutionRow *self)
{
  g_clear_pointer (&self->board, pento_board_unref);
  g_clear_pointer (&self->solution, pento_solution_free);
  g_clear_pointer (&self->title_text, g_free);
  self->subtitle_text = NULL;
  g_clear_object (&self->title);
  g_clear_object (&self->subtitle);
  g_clear_pointer (&self->thumbnail, gsk_render_node_unref);
}

static void
pento_solution_row_finalize (GObject *object)
{
  clear (PENTO_SOLUTION_ROW (object));

  G_OBJECT_CLASS (pento_solution_row_parent_class)->finalize (object);
}

static void
pento_solution_row_class_init (PentoSolutionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = pento_solution_row_finalize;
  widget_class->measure = pento_solution_row_measure;
  widget_class->snapshot = pento_solution_row_snapshot;
  widget_class->css_changed = pento_solution_row_css_changed;

  gtk_widget_class_set_css_name (widget_class, "solutionrow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pento_solution_row_init (PentoSolutionRow *self)
{
}

GtkWidget *
pento_solution_row_new (void)
{
  return g_object_new (PENTO_TYPE_SOLUTION_ROW, NULL);
}

void
pento_solution_row_set_box (PentoSolutionRow *self,
                            const PentoBox   *box)
{
  g_return_if_fail (PENTO_IS_SOLUTION_ROW (self));

  if (self->is_box == (box != NULL) &&
      (box == NULL || memcmp (&self->box, box, sizeof *box) == 0))
    return;
  self->is_box = box != NULL;
  if (box != NULL)
    self->box = *box;
  g_clear_pointer (&self->thumbnail, gsk_render_node_unref);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
pento_solution_row_set_item (PentoSolutionRow  *self,
                             PentoSolutionItem *item,
                             gboolean           unique_only)
{
  g_autofree char *number = NULL;
  g_autofree char *title = NULL;
  const char *subtitle = NULL;
  g_autofree char *label = NULL;

  g_return_if_fail (PENTO_IS_SOLUTION_ROW (self));

  clear (self);
  if (item == NULL)
    {
      gtk_widget_queue_resize (GTK_WIDGET (self));
      return;
    }

  self->board = pento_board_ref (pento_solution_item_get_board (item));
  self->solution = pento_solution_copy (pento_solution_item_get_solution (item));

  if (unique_only)
    number = pento_format_count (pento_solution_item_get_unique_index (item) + 1);
  else
    {
      number = pento_format_count (pento_solution_item_get_index (item) + 1);
      if (pento_solution_item_get_representative (item))
        /* Translators: this packing stands for its symmetry class in the "Unique" list. */
        subtitle = _("Listed as unique");
      else
        /* Translators: this packing is a turn or mirror image of one listed as unique. */
        subtitle = _("Turned or mirrored copy");
    }
  /* Translators: a packing's number in the list, e.g. "No. 37". */
  title = g_strdup_printf (_("No. %s"), number);

  self->title_text = g_strdup (title);
  self->subtitle_text = subtitle;

  label = subtitle != NULL ? g_strdup_printf ("%s, %s", title, subtitle) : g_strdup (title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const char *
pento_solution_row_get_title (PentoSolutionRow *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_ROW (self), NULL);

  return self->title_text;
}
