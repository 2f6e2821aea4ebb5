/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-view.c: the custom widget that draws the board and the current packing.
 */
#include "pento-board-view.h"

#include <glib/gi18n.h>

#include "pento-render.h"

#define NATURAL_CELL    40
#define MINIMUM_CELL    12
#define THUMBNAIL_CELL  8

struct _PentoBoardView
{
  GtkWidget      parent_instance;

  PentoBoard    *board;
  PentoSolution *solution;
  gboolean       show_letters;
  gboolean       thumbnail;
  guint          highlight;      /* pieces drawn highlighted, the others faded (0: none) */

  /* pento_board_view_fade_solution(): the drawing before the change, faded out over the new
   * one until fade_end (frame clock time) */
  GskRenderNode *fade_from;
  int            fade_width;
  int            fade_height;
  gint64         fade_start;
  gint64         fade_end;
  guint          fade_tick;

  /* The last drawing, replayed while nothing it depends on changes (list rows redraw
   * often while scrolling). */
  GskRenderNode *cache;
  int            cache_width;
  int            cache_height;
  gboolean       cache_dark;
};

G_DEFINE_FINAL_TYPE (PentoBoardView, pento_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_SOLUTION,
  PROP_SHOW_LETTERS,
  PROP_THUMBNAIL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
invalidate (PentoBoardView *self)
{
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Dark style is read from the widget's own foreground colour: libadwaita's style manager
 * swaps the stylesheet, the colour follows, and css_changed redraws. This also follows a
 * dark sidebar or a high-contrast theme without linking the widget to libadwaita. */
static gboolean
is_dark (PentoBoardView *self)
{
  GdkRGBA color;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &color);
G_GNUC_END_IGNORE_DEPRECATIONS
  return 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue > 0.5;
}

/* The owner may set the packing of a new board a moment before the board itself: until both
 * agree, the board is drawn empty. */
static gboolean
solution_fits (PentoBoardView *self)
{
  return self->solution != NULL && self->board != NULL &&
         self->solution->width == pento_board_get_width (self->board) &&
         self->solution->height == pento_board_get_height (self->board);
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
update_description (PentoBoardView *self)
{
  g_autofree char *description = NULL;
  g_autofree char *size = NULL;

  if (self->board == NULL)
    description = g_strdup (_("No board"));
  else
    {
      guint placed = 0;
      guint n_pieces = pento_board_get_n_pieces (self->board);
      guint n_placed;

      size = g_strdup_printf (_("%u × %u board"), pento_board_get_width (self->board),
                              pento_board_get_height (self->board));
      if (solution_fits (self))
        placed = pento_solution_get_pieces (self->solution);
      n_placed = count_bits (placed);

      if (n_placed == 0)
        /* TRANSLATORS: %s is e.g. "10 × 6 board" */
        description = g_strdup_printf (_("%s, empty"), size);
      else
        {
          g_autoptr(GString) letters = g_string_new (NULL);

          /* Letters in alphabetical order: easier to follow by ear than piece order. */
          for (char c = 'A'; c <= 'Z'; c++)
            {
              PentoPiece piece;

              if (pento_piece_from_letter (c, &piece) && (placed & (1u << piece)))
                g_string_append_printf (letters, "%s%c", letters->len > 0 ? ", " : "", c);
            }

          if (n_placed >= n_pieces)
            /* TRANSLATORS: "10 × 6 board with all 12 pieces placed: F, I, L, …" */
            description = g_strdup_printf (_("%s with all %u pieces placed: %s"), size,
                                           n_pieces, letters->str);
          else
            /* TRANSLATORS: "10 × 6 board with 5 of 12 pieces placed: F, I, L, …" */
            description = g_strdup_printf (_("%s with %u of %u pieces placed: %s"), size,
                                           n_placed, n_pieces, letters->str);
        }
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static void
pento_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  PentoBoardView *self = PENTO_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark;

  if (self->board == NULL || width <= 0 || height <= 0)
    return;

  dark = is_dark (self);
  if (self->cache == NULL || self->cache_width != width || self->cache_height != height ||
      self->cache_dark != dark)
    {
      g_autoptr(GtkSnapshot) inner = gtk_snapshot_new ();
      PentoRenderOptions options;
      cairo_t *cr;

      pento_render_options_init (&options);
      options.dark = dark;
      options.thumbnail = self->thumbnail;
      options.show_letters = self->show_letters && !self->thumbnail;
      options.show_grid = !self->thumbnail;
      options.highlight = self->highlight;

      /* The cairo node records vector drawing, which GTK replays at the output's scale,
       * so the lines stay crisp at GDK_SCALE=2. */
      cr = gtk_snapshot_append_cairo (inner, &GRAPHENE_RECT_INIT (0, 0, width, height));
      pento_render_board (cr, self->board, solution_fits (self) ? self->solution : NULL,
                          &options, 0, 0, width, height);
      cairo_destroy (cr);

      g_clear_pointer (&self->cache, gsk_render_node_unref);
      self->cache = gtk_snapshot_free_to_node (g_steal_pointer (&inner));
      self->cache_width = width;
      self->cache_height = height;
      self->cache_dark = dark;
    }

  if (self->cache != NULL && self->fade_from != NULL && self->fade_width == width &&
      self->fade_height == height)
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
      gint64 now = clock ? gdk_frame_clock_get_frame_time (clock) : self->fade_end;
      double t = CLAMP ((double) (now - self->fade_start) /
                        MAX (self->fade_end - self->fade_start, 1), 0.0, 1.0);

      gtk_snapshot_append_node (snapshot, self->fade_from);
      gtk_snapshot_push_opacity (snapshot, t);
      gtk_snapshot_append_node (snapshot, self->cache);
      gtk_snapshot_pop (snapshot);
    }
  else if (self->cache != NULL)
    gtk_snapshot_append_node (snapshot, self->cache);
}

static void
stop_fade (PentoBoardView *self)
{
  if (self->fade_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->fade_tick);
  self->fade_tick = 0;
  g_clear_pointer (&self->fade_from, gsk_render_node_unref);
}

static gboolean
fade_tick_cb (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       user_data)
{
  PentoBoardView *self = PENTO_BOARD_VIEW (widget);

  gtk_widget_queue_draw (widget);
  if (gdk_frame_clock_get_frame_time (clock) < self->fade_end)
    return G_SOURCE_CONTINUE;
  self->fade_tick = 0;
  g_clear_pointer (&self->fade_from, gsk_render_node_unref);
  return G_SOURCE_REMOVE;
}

static void
pento_board_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  PentoBoardView *self = PENTO_BOARD_VIEW (widget);
  guint cells = 6;

  if (self->board != NULL)
    cells = orientation == GTK_ORIENTATION_HORIZONTAL ? pento_board_get_width (self->board) :
                                                        pento_board_get_height (self->board);

  /* A thumbnail has one fixed size; the full view can shrink but asks for room. The
   * drawing keeps square cells and centres itself in whatever it gets. */
  if (self->thumbnail)
    {
      *minimum = cells * THUMBNAIL_CELL + 2;
      *natural = *minimum;
    }
  else
    {
      *minimum = cells * MINIMUM_CELL;
      *natural = cells * NATURAL_CELL;
    }
}

static void
pento_board_view_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (pento_board_view_parent_class)->css_changed (widget, change);

  /* The dark check in snapshot decides whether the cache is still good. */
  gtk_widget_queue_draw (widget);
}

static void
pento_board_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  PentoBoardView *self = PENTO_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_boxed (value, self->board);
      break;
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
pento_board_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  PentoBoardView *self = PENTO_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      pento_board_view_set_board (self, g_value_get_boxed (value));
      break;
    case PROP_SOLUTION:
      pento_board_view_set_solution (self, g_value_get_boxed (value));
      break;
    case PROP_SHOW_LETTERS:
      pento_board_view_set_show_letters (self, g_value_get_boolean (value));
      break;
    case PROP_THUMBNAIL:
      pento_board_view_set_thumbnail (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_board_view_finalize (GObject *object)
{
  PentoBoardView *self = PENTO_BOARD_VIEW (object);

  g_clear_pointer (&self->board, pento_board_unref);
  g_clear_pointer (&self->solution, pento_solution_free);
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  g_clear_pointer (&self->fade_from, gsk_render_node_unref);

  G_OBJECT_CLASS (pento_board_view_parent_class)->finalize (object);
}

static void
pento_board_view_class_init (PentoBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = pento_board_view_get_property;
  object_class->set_property = pento_board_view_set_property;
  object_class->finalize = pento_board_view_finalize;

  widget_class->snapshot = pento_board_view_snapshot;
  widget_class->measure = pento_board_view_measure;
  widget_class->css_changed = pento_board_view_css_changed;

  properties[PROP_BOARD] =
    g_param_spec_boxed ("board", NULL, NULL, PENTO_TYPE_BOARD,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SOLUTION] =
    g_param_spec_boxed ("solution", NULL, NULL, PENTO_TYPE_SOLUTION,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LETTERS] =
    g_param_spec_boolean ("show-letters", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THUMBNAIL] =
    g_param_spec_boolean ("thumbnail", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pento_board_view_init (PentoBoardView *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
  update_description (self);
}

GtkWidget *
pento_board_view_new (void)
{
  return g_object_new (PENTO_TYPE_BOARD_VIEW, NULL);
}

void
pento_board_view_set_board (PentoBoardView *self,
                            PentoBoard     *board)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  if (self->board == board)
    return;

  g_clear_pointer (&self->board, pento_board_unref);
  if (board != NULL)
    self->board = pento_board_ref (board);

  /* A packing of another board cannot be drawn on this one. */
  if (self->solution != NULL &&
      (board == NULL ||
       self->solution->width != pento_board_get_width (board) ||
       self->solution->height != pento_board_get_height (board)))
    {
      g_clear_pointer (&self->solution, pento_solution_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTION]);
    }

  update_description (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

PentoBoard *
pento_board_view_get_board (PentoBoardView *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), NULL);

  return self->board;
}

void
pento_board_view_set_solution (PentoBoardView      *self,
                               const PentoSolution *solution)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

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
pento_board_view_get_solution (PentoBoardView *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), NULL);

  return self->solution;
}

void
pento_board_view_set_show_letters (PentoBoardView *self,
                                   gboolean        show_letters)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  show_letters = !!show_letters;
  if (self->show_letters == show_letters)
    return;

  self->show_letters = show_letters;
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LETTERS]);
}

gboolean
pento_board_view_get_show_letters (PentoBoardView *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  return self->show_letters;
}

void
pento_board_view_set_thumbnail (PentoBoardView *self,
                                gboolean        thumbnail)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  thumbnail = !!thumbnail;
  if (self->thumbnail == thumbnail)
    return;

  self->thumbnail = thumbnail;
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THUMBNAIL]);
}

gboolean
pento_board_view_get_thumbnail (PentoBoardView *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  return self->thumbnail;
}

void
pento_board_view_set_highlight (PentoBoardView *self,
                                guint           pieces)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  if (self->highlight == pieces)
    return;
  self->highlight = pieces;
  invalidate (self);
}

guint
pento_board_view_get_highlight (PentoBoardView *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), 0);

  return self->highlight;
}

void
pento_board_view_fade_solution (PentoBoardView      *self,
                                const PentoSolution *solution,
                                gint64               duration_us)
{
  GtkWidget *widget;
  GdkFrameClock *clock;
  g_autoptr(GskRenderNode) from = NULL;

  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  widget = GTK_WIDGET (self);
  clock = gtk_widget_get_frame_clock (widget);
  if (duration_us <= 0 || clock == NULL || self->cache == NULL ||
      (self->solution != NULL && solution != NULL && pento_solution_equal (self->solution, solution)))
    {
      stop_fade (self);
      pento_board_view_set_solution (self, solution);
      return;
    }

  /* from what is on the screen now: the last drawing, faded out over the new one */
  from = gsk_render_node_ref (self->cache);
  pento_board_view_set_solution (self, solution);
  stop_fade (self);
  self->fade_from = g_steal_pointer (&from);
  self->fade_width = self->cache_width;
  self->fade_height = self->cache_height;
  self->fade_start = gdk_frame_clock_get_frame_time (clock);
  self->fade_end = self->fade_start + duration_us;
  self->fade_tick = gtk_widget_add_tick_callback (widget, fade_tick_cb, NULL, NULL);
}

gboolean
pento_board_view_is_fading (PentoBoardView *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  return self->fade_from != NULL;
}
