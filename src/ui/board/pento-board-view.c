/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-view.c: the custom widget that draws the board and the current packing, its
 * marks (hint, dead end, refusal, the piece in hand's outline) and its properties. The play
 * surface — the piece in hand and the pointer, wheel and keys — is pento-board-play.c, behind
 * pento-board-view-private.h.
 */
#include "board/pento-board-view-private.h"
#include "board/pento-focus-ring.h"
#include "common/pento-boxed.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pento-palette.h"
#include "pento-render.h"

#define NATURAL_CELL    40
#define MINIMUM_CELL    12
#define THUMBNAIL_CELL  8

G_DEFINE_FINAL_TYPE (PentoBoardView, pento_board_view, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];
guint pento_board_view_signals[N_SIGNALS];

void
pento_board_view_invalidate (PentoBoardView *self)
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
gboolean
pento_board_view_solution_fits (PentoBoardView *self)
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

void
pento_board_view_update_description (PentoBoardView *self)
{
  g_autofree char *description = NULL;
  g_autofree char *size = NULL;

  if (self->board == NULL)
    description = g_strdup (_("No board"));
  else
    {
      guint placed = 0;
      guint n_pieces = pento_board_count_pieces (self->board);
      guint n_placed;

      size = g_strdup_printf (_("%u × %u board"), pento_board_get_width (self->board),
                              pento_board_get_height (self->board));
      if (pento_board_view_solution_fits (self))
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

              if (pento_piece_from_cell_letter (c, &piece) && (placed & (1u << piece)))
                g_string_append_printf (letters, "%s%c", letters->len > 0 ? ", " : "", c);
              /* the one-sided set's mirror piece after its piece */
              if (pento_piece_from_cell_letter (g_ascii_tolower (c), &piece) &&
                  piece >= PENTO_N_PIECES && (placed & (1u << piece)))
                {
                  /* TRANSLATORS: a mirror piece of the one-sided set, "F mirrored" */
                  g_autofree char *mirrored = g_strdup_printf (_("%c mirrored"), c);

                  g_string_append_printf (letters, "%s%s", letters->len > 0 ? ", " : "",
                                          mirrored);
                }
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

  if (self->held || (self->status_text != NULL && *self->status_text != '\0'))
    {
      g_autoptr(GString) full = g_string_new (description);

      if (self->held)
        {
          g_autofree char *held = pento_board_play_describe_held (self);

          g_string_append_printf (full, ". %s", held);
        }
      if (self->status_text != NULL && *self->status_text != '\0')
        g_string_append_printf (full, ". %s", self->status_text);
      g_free (description);
      description = g_string_free (g_steal_pointer (&full), FALSE);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}


/* --- Geometry: the same fit as pento_render_board(), to map the pointer to cells --------- */

gboolean
pento_board_view_get_geometry (PentoBoardView *self,
              PentoBoardGeometry       *g)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  guint cols, rows;
  double cell, line;

  if (self->board == NULL || width <= 0 || height <= 0)
    return FALSE;
  cols = pento_board_get_width (self->board);
  rows = pento_board_get_height (self->board);
  cell = MIN (width / cols, height / rows);
  line = CLAMP (round (cell * 0.075), 2.0, 6.0);
  cell = MIN ((width - line) / cols, (height - line) / rows);
  line = CLAMP (round (cell * 0.075), 2.0, 6.0);
  cell = MIN ((width - line) / cols, (height - line) / rows);
  if (cell >= 6.0)
    cell = floor (cell);
  if (cell <= 0.0)
    return FALSE;
  g->cell = cell;
  g->ox = round ((width - cols * cell) / 2.0);
  g->oy = round ((height - rows * cell) / 2.0);
  return TRUE;
}

gboolean
pento_board_view_cell_at (PentoBoardView *self,
         double          x,
         double          y,
         int            *out_x,
         int            *out_y)
{
  PentoBoardGeometry g;

  if (!pento_board_view_get_geometry (self, &g))
    return FALSE;
  *out_x = (int) floor ((x - g.ox) / g.cell);
  *out_y = (int) floor ((y - g.oy) / g.cell);
  return TRUE;
}

gboolean
pento_board_view_in_board (PentoBoardView *self,
          int             x,
          int             y)
{
  return self->board != NULL && x >= 0 && y >= 0 &&
         x < (int) pento_board_get_width (self->board) &&
         y < (int) pento_board_get_height (self->board);
}

/* The letter drawn at (x, y): '.' for an empty cell, a hole or no packing. */
char
pento_board_view_letter_at (PentoBoardView *self,
           int             x,
           int             y)
{
  if (!pento_board_view_in_board (self, x, y) || !pento_board_view_solution_fits (self))
    return '.';
  return pento_solution_get (self->solution, x, y);
}

/* --- Drawing the marks ------------------------------------------------------------------ */

static void
rect_path (cairo_t        *cr,
           const PentoBoardGeometry *g,
           int             x,
           int             y,
           double          inset)
{
  cairo_rectangle (cr, g->ox + x * g->cell + inset, g->oy + y * g->cell + inset,
                   g->cell - 2 * inset, g->cell - 2 * inset);
}

/* The outer edges of a set of cells, so a piece reads as one shape, not five squares. */
static void
outline_path (cairo_t        *cr,
              const PentoBoardGeometry *g,
              const int      *xs,
              const int      *ys,
              guint           n)
{
  for (guint i = 0; i < n; i++)
    {
      double x0 = g->ox + xs[i] * g->cell, y0 = g->oy + ys[i] * g->cell;
      gboolean up = FALSE, down = FALSE, left = FALSE, right = FALSE;

      for (guint j = 0; j < n; j++)
        {
          up |= xs[j] == xs[i] && ys[j] == ys[i] - 1;
          down |= xs[j] == xs[i] && ys[j] == ys[i] + 1;
          left |= ys[j] == ys[i] && xs[j] == xs[i] - 1;
          right |= ys[j] == ys[i] && xs[j] == xs[i] + 1;
        }
      if (!up)
        {
          cairo_move_to (cr, x0, y0);
          cairo_line_to (cr, x0 + g->cell, y0);
        }
      if (!down)
        {
          cairo_move_to (cr, x0, y0 + g->cell);
          cairo_line_to (cr, x0 + g->cell, y0 + g->cell);
        }
      if (!left)
        {
          cairo_move_to (cr, x0, y0);
          cairo_line_to (cr, x0, y0 + g->cell);
        }
      if (!right)
        {
          cairo_move_to (cr, x0 + g->cell, y0);
          cairo_line_to (cr, x0 + g->cell, y0 + g->cell);
        }
    }
}

static void
cells_outline (cairo_t         *cr,
               const PentoBoardGeometry  *g,
               const PentoCell *cells,
               guint            n)
{
  int xs[64], ys[64];

  for (guint i = 0; i < n && i < 64; i++)
    {
      xs[i] = cells[i].x;
      ys[i] = cells[i].y;
    }
  outline_path (cr, g, xs, ys, MIN (n, 64));
}

/* The cells of the fixed pieces as squares (@inset inside the board's edge, which its
 * outline covers), or as a pin (a dot) in each. */
static void
fixed_cells_path (PentoBoardView           *self,
                  cairo_t                  *cr,
                  const PentoBoardGeometry *g,
                  gboolean                  pins,
                  double                    inset)
{
  for (guint y = 0; y < self->solution->height; y++)
    for (guint x = 0; x < self->solution->width; x++)
      {
        PentoPiece p;

        if (!pento_piece_from_cell_letter (pento_solution_get (self->solution, x, y), &p) ||
            !(self->fixed & (1u << p)))
          continue;
        if (!pins)
          {
            double x0 = g->ox + x * g->cell + (x == 0 ? inset : 0);
            double y0 = g->oy + y * g->cell + (y == 0 ? inset : 0);
            double x1 = g->ox + (x + 1) * g->cell - (x + 1 == self->solution->width ? inset : 0);
            double y1 = g->oy + (y + 1) * g->cell - (y + 1 == self->solution->height ? inset : 0);

            cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
          }
        else
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, g->ox + (x + 0.5) * g->cell, g->oy + (y + 0.5) * g->cell,
                       MAX (g->cell * 0.1, 1.5), 0, 2 * G_PI);
          }
      }
}

static void
snapshot_marks (PentoBoardView *self,
                GtkSnapshot    *snapshot,
                gboolean        dark)
{
  gboolean show_cursor = self->playable && !self->held &&
                         gtk_widget_has_focus (GTK_WIDGET (self)) &&
                         (gtk_widget_get_state_flags (GTK_WIDGET (self)) &
                          GTK_STATE_FLAG_FOCUS_VISIBLE);
  PentoRgb accent, error_rgb = { 0.88, 0.11, 0.14 };
  double line;
  PentoBoardGeometry g;
  cairo_t *cr;

  if (!self->held && self->n_hint == 0 && self->n_dead == 0 && self->n_refused == 0 &&
      !show_cursor && self->fixed == 0)
    return;
  if (!pento_board_view_get_geometry (self, &g))
    return;

  if (dark)
    error_rgb = (PentoRgb) { 1.0, 0.48, 0.39 };
  pento_palette_get_role (PENTO_PALETTE_ACCENT, dark, &accent);
  line = CLAMP (round (g.cell * 0.09), 2.0, 6.0);

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (self)),
                                                       gtk_widget_get_height (GTK_WIDGET (self))));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);

  /* Fixed pieces: hatched, with a pin (a dot) in each cell, so they read as part of the
   * puzzle and not as pieces to take, without colour too. */
  if (self->fixed != 0 && pento_board_view_solution_fits (self))
    {
      PentoRgb pin;
      double w = self->solution->width * g.cell, h = self->solution->height * g.cell;
      double step = MAX (g.cell / 4.0, 4.0);

      pento_palette_get_role (PENTO_PALETTE_OUTLINE, dark, &pin);
      cairo_save (cr);
      fixed_cells_path (self, cr, &g, FALSE, line / 2.0);
      cairo_clip (cr);
      for (double d = -h; d < w; d += step)
        {
          cairo_move_to (cr, g.ox + d, g.oy + h);
          cairo_line_to (cr, g.ox + d + h, g.oy);
        }
      cairo_set_line_width (cr, MAX (g.cell * 0.04, 1.0));
      cairo_set_source_rgba (cr, pin.red, pin.green, pin.blue, 0.35);
      cairo_stroke (cr);
      fixed_cells_path (self, cr, &g, TRUE, 0);
      cairo_set_source_rgba (cr, pin.red, pin.green, pin.blue, 0.55);
      cairo_fill (cr);
      cairo_restore (cr);
    }

  /* A dead region: its cells tinted red and hatched, so it reads without colour too. */
  if (self->n_dead > 0)
    {
      for (guint i = 0; i < self->n_dead; i++)
        rect_path (cr, &g, self->dead[i].x, self->dead[i].y, 0);
      cairo_set_source_rgba (cr, error_rgb.red, error_rgb.green, error_rgb.blue, 0.28);
      cairo_fill (cr);
      cells_outline (cr, &g, self->dead, self->n_dead);
      cairo_set_source_rgb (cr, error_rgb.red, error_rgb.green, error_rgb.blue);
      cairo_set_line_width (cr, line);
      cairo_stroke (cr);
    }

  /* The hint: a dashed outline in the accent colour where the piece goes. */
  if (self->n_hint > 0)
    {
      double dash[] = { line * 2, line * 1.5 };

      cells_outline (cr, &g, self->hint, self->n_hint);
      cairo_set_source_rgb (cr, accent.red, accent.green, accent.blue);
      cairo_set_line_width (cr, line);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
    }

  if (self->held && !self->held_away)
    {
      int xs[5], ys[5];
      gboolean fits = pento_board_play_held_fits (self);
      PentoRgb fill, outline;

      pento_board_play_held_cells (self, xs, ys);
      pento_palette_get_piece (self->held_piece, dark, &fill);
      pento_palette_get_role (PENTO_PALETTE_OUTLINE, dark, &outline);
      for (guint i = 0; i < self->held_shape.n_cells; i++)
        rect_path (cr, &g, xs[i], ys[i], 0);
      /* In hand, not yet placed: see-through, with a dashed edge (red where it cannot go), so
       * it never passes for a placed piece. */
      cairo_set_source_rgba (cr, fill.red, fill.green, fill.blue, fits ? 0.6 : 0.35);
      cairo_fill (cr);
      outline_path (cr, &g, xs, ys, self->held_shape.n_cells);
      if (fits)
        cairo_set_source_rgb (cr, outline.red, outline.green, outline.blue);
      else
        cairo_set_source_rgb (cr, error_rgb.red, error_rgb.green, error_rgb.blue);
      cairo_set_line_width (cr, line);
      {
        double dash[] = { line * 2.0, line * 1.5 };

        /* Butt caps: square ones would close the gaps. */
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
        cairo_set_dash (cr, dash, 2, 0);
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
      }
    }

  if (self->n_refused > 0)
    {
      cells_outline (cr, &g, self->refused, self->n_refused);
      cairo_set_source_rgb (cr, error_rgb.red, error_rgb.green, error_rgb.blue);
      cairo_set_line_width (cr, line * 1.5);
      cairo_stroke (cr);
    }

  if (show_cursor)
    {
      rect_path (cr, &g, self->cursor_x, self->cursor_y, line / 2);
      cairo_set_source_rgb (cr, accent.red, accent.green, accent.blue);
      cairo_set_line_width (cr, line);
      cairo_stroke (cr);
    }

  cairo_destroy (cr);
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
      if (self->held && self->held_from_board && pento_board_view_solution_fits (self))
        {
          /* The lifted piece is drawn by the marks, following the pointer. */
          g_autoptr(PentoSolution) lifted = pento_solution_copy (self->solution);
          char letter = pento_piece_to_letter (self->held_piece);

          for (gsize i = 0; i < (gsize) lifted->width * lifted->height; i++)
            if (lifted->cells[i] == letter)
              lifted->cells[i] = '.';
          pento_render_board (cr, self->board, lifted, &options, 0, 0, width, height);
        }
      else
        pento_render_board (cr, self->board, pento_board_view_solution_fits (self) ? self->solution : NULL,
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
  if (!self->thumbnail)
    snapshot_marks (self, snapshot, dark);
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

  /* Filling the width: the height square cells take across it, up to the natural size. */
  if (self->fill_width && !self->thumbnail && self->board != NULL &&
      orientation == GTK_ORIENTATION_VERTICAL && for_size > 0)
    {
      int fill = (int) ((gint64) for_size * pento_board_get_height (self->board) /
                        pento_board_get_width (self->board));

      *minimum = CLAMP (fill, *minimum, *natural);
      *natural = *minimum;
    }
}

static GtkSizeRequestMode
pento_board_view_get_request_mode (GtkWidget *widget)
{
  return PENTO_BOARD_VIEW (widget)->fill_width ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
                                               : GTK_SIZE_REQUEST_CONSTANT_SIZE;
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
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
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
pento_board_view_dispose (GObject *object)
{
  pento_board_view_set_model (PENTO_BOARD_VIEW (object), NULL);

  G_OBJECT_CLASS (pento_board_view_parent_class)->dispose (object);
}

static void
pento_board_view_finalize (GObject *object)
{
  PentoBoardView *self = PENTO_BOARD_VIEW (object);

  g_clear_pointer (&self->board, pento_board_unref);
  g_clear_pointer (&self->solution, pento_solution_free);
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  g_clear_handle_id (&self->refused_id, g_source_remove);
  g_clear_pointer (&self->status_text, g_free);
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
  object_class->dispose = pento_board_view_dispose;
  object_class->finalize = pento_board_view_finalize;

  widget_class->snapshot = pento_board_view_snapshot;
  widget_class->measure = pento_board_view_measure;
  widget_class->get_request_mode = pento_board_view_get_request_mode;
  widget_class->css_changed = pento_board_view_css_changed;

  properties[PROP_BOARD] =
    g_param_spec_boxed ("board", NULL, NULL, PENTO_TYPE_BOARD,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SOLUTION] =
    g_param_spec_boxed ("solution", NULL, NULL, PENTO_TYPE_SOLUTION,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LETTERS] =
    g_param_spec_boolean ("show-letters", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THUMBNAIL] =
    g_param_spec_boolean ("thumbnail", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYABLE] =
    g_param_spec_boolean ("playable", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  pento_board_view_signals[PLACE_PIECE] =
    g_signal_new ("place-piece", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_first_wins, NULL, NULL,
                  G_TYPE_BOOLEAN, 3, G_TYPE_UINT, G_TYPE_POINTER, G_TYPE_UINT);
  pento_board_view_signals[REMOVE_PIECE] =
    g_signal_new ("remove-piece", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  pento_board_view_signals[FLIP_REFUSED] =
    g_signal_new ("flip-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  pento_board_view_signals[PLAY_REQUESTED] =
    g_signal_new ("play-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  pento_board_view_signals[HELD_CHANGED] =
    g_signal_new ("held-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pento_board_view_init (PentoBoardView *self)
{
  self->flip = TRUE;

  pento_board_play_init (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
  pento_board_view_update_description (self);
}

GtkWidget *
pento_board_view_new (void)
{
  return g_object_new (PENTO_TYPE_BOARD_VIEW, NULL);
}

/* One property of the model changed: the view draws it. */
static void
model_notify_cb (PentoBoardView *self,
                 GParamSpec     *pspec)
{
  PentoBoardModel *m = self->model;
  const char *name = pspec != NULL ? pspec->name : NULL;
  const PentoCell *cells;
  guint n_cells;

  if (name == NULL || g_str_equal (name, "board"))
    pento_board_view_set_board (self, pento_board_model_get_board (m));
  if (name == NULL || g_str_equal (name, "solution"))
    pento_board_view_fade_solution (self, pento_board_model_get_solution (m),
                                    pento_board_model_get_fade (m));
  if (name == NULL || g_str_equal (name, "rules"))
    pento_board_view_set_rules (self, pento_board_model_get_rules (m)->flip,
                                pento_board_model_get_rules (m)->mirror);
  if (name == NULL || g_str_equal (name, "playable"))
    pento_board_view_set_playable (self, pento_board_model_get_playable (m));
  if (name == NULL || g_str_equal (name, "fixed"))
    pento_board_view_set_fixed (self, pento_board_model_get_fixed (m));
  if (name == NULL || g_str_equal (name, "highlight"))
    pento_board_view_set_highlight (self, pento_board_model_get_highlight (m));
  if (name == NULL || g_str_equal (name, "hint-cells") || g_str_equal (name, "board"))
    {
      cells = pento_board_model_get_hint_cells (m, &n_cells);
      pento_board_view_set_hint_cells (self, cells, n_cells);
    }
  if (name == NULL || g_str_equal (name, "dead-cells") || g_str_equal (name, "board"))
    {
      cells = pento_board_model_get_dead_cells (m, &n_cells);
      pento_board_view_set_dead_cells (self, cells, n_cells);
    }
  if (name == NULL || g_str_equal (name, "status-text"))
    pento_board_view_set_status_text (self, pento_board_model_get_status_text (m));
}

void
pento_board_view_set_model (PentoBoardView  *self,
                            PentoBoardModel *model)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  if (pento_board_model_attach (&self->model, model, self, G_CALLBACK (model_notify_cb)))
    model_notify_cb (self, NULL);
}

PentoBoardModel *
pento_board_view_get_model (PentoBoardView *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), NULL);

  return self->model;
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

  self->held = FALSE;
  self->held_from_board = FALSE;
  self->n_hint = self->n_dead = self->n_refused = 0;
  if (board != NULL)
    {
      self->cursor_x = pento_board_get_width (board) / 2;
      self->cursor_y = pento_board_get_height (board) / 2;
    }

  pento_board_view_update_description (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  pento_board_view_invalidate (self);
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

  pento_board_view_update_description (self);
  pento_board_view_invalidate (self);
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
  pento_board_view_invalidate (self);
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
  pento_board_view_invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THUMBNAIL]);
}

void
pento_board_view_set_fill_width (PentoBoardView *self,
                                 gboolean        fill_width)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  if (self->fill_width == !!fill_width)
    return;
  self->fill_width = !!fill_width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
pento_board_view_get_fill_width (PentoBoardView *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  return self->fill_width;
}

gboolean
pento_board_view_get_thumbnail (PentoBoardView *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  return self->thumbnail;
}

void
pento_board_view_set_playable (PentoBoardView *self,
                               gboolean        playable)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  playable = !!playable;
  if (self->playable == playable)
    return;
  self->playable = playable;
  if (!playable)
    pento_board_play_release_held (self);
  gtk_widget_set_focusable (GTK_WIDGET (self), playable && !self->thumbnail);
  pento_board_play_overlay_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
}

gboolean
pento_board_view_get_playable (PentoBoardView *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_VIEW (self), FALSE);

  return self->playable;
}

void
pento_board_view_set_rules (PentoBoardView *self,
                            gboolean        flip,
                            PentoMirrorSet  mirror)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  mirror &= PENTO_MIRROR_ALL;
  if (self->flip == !!flip && self->mirror == mirror)
    return;
  self->flip = !!flip;
  self->mirror = mirror;
  /* A piece in hand may now be in a handedness the rules forbid. */
  pento_board_play_release_held (self);
}

void
pento_board_view_set_highlight (PentoBoardView *self,
                                guint           pieces)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  if (self->highlight == pieces)
    return;
  self->highlight = pieces;
  pento_board_view_invalidate (self);
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

void
pento_board_view_set_fixed (PentoBoardView *self,
                            guint           pieces)
{
  g_return_if_fail (PENTO_IS_BOARD_VIEW (self));

  if (self->fixed == pieces)
    return;
  self->fixed = pieces;
  pento_board_view_invalidate (self);
}
