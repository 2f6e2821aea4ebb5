/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-editor-grid.c: a paintable grid of cells. Every change runs the core's live check
 * (pento_board_check, well under a millisecond on 32×32) and redraws its flags.
 */
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "editor/pento-editor-grid.h"

#define MAX_SIDE PENTO_EDITOR_GRID_MAX_SIDE
#define MIN_CELL_SIZE 10
#define NAT_CELL_SIZE 24

struct _PentoEditorGrid
{
  GtkWidget          parent_instance;

  guint              width;
  guint              height;
  /* Row-major over the current size; resizing copies into a fresh array. */
  guint8             cells[MAX_SIDE * MAX_SIDE];
  guint8             flags[MAX_SIDE * MAX_SIDE];
  PentoBoardCheck    check;
  PentoEditorMirror  mirror;
  guint              cursor_x;
  guint              cursor_y;

  /* A drag paints or erases, as its first cell decided. */
  gboolean           drag_value;
  int                last_x;
  int                last_y;
  double             start_x;
  double             start_y;
};

G_DEFINE_FINAL_TYPE (PentoEditorGrid, pento_editor_grid, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

char *
pento_editor_grid_describe_count (guint n_cells)
{
  if (n_cells == 60)
    return g_strdup (_("60 cells — ready"));
  if (n_cells == 64)
    return g_strdup (_("64 cells — the 2×2 square joins the twelve"));
  if (n_cells < 60)
    /* Translators: the editor's counter, e.g. "57 cells — 3 to add". */
    return g_strdup_printf (g_dngettext (NULL, "%u cells — %u to add", "%u cells — %u to add",
                                         60 - n_cells), n_cells, 60 - n_cells);
  if (n_cells < 64)
    /* Translators: e.g. "62 cells — 2 too many, or 2 to add for the 2×2 square". */
    return g_strdup_printf (_("%u cells — %u too many, or %u to add for the 2×2 square"),
                            n_cells, n_cells - 60, 64 - n_cells);
  return g_strdup_printf (g_dngettext (NULL, "%u cells — %u too many", "%u cells — %u too many",
                                       n_cells - 64), n_cells, n_cells - 64);
}

static void
update_accessible (PentoEditorGrid *self)
{
  g_autofree char *count = pento_editor_grid_describe_count (self->check.n_cells);
  g_autofree char *text = NULL;
  gboolean on = self->cells[self->cursor_y * self->width + self->cursor_x];

  /* Translators: the grid's accessible description: size, cursor, what is under it, count. */
  text = g_strdup_printf (_("%u × %u grid; column %u, row %u: %s; %s"),
                          self->width, self->height, self->cursor_x + 1, self->cursor_y + 1,
                          on ? _("cell") : _("hole"), count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

static void
recheck (PentoEditorGrid *self)
{
  pento_board_check (self->cells, self->width, self->height, self->flags, &self->check);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
set_one (PentoEditorGrid *self,
         guint            x,
         guint            y,
         gboolean         value,
         gboolean        *changed)
{
  guint8 *cell = &self->cells[y * self->width + x];

  if (*cell != (value ? 1 : 0))
    {
      *cell = value ? 1 : 0;
      *changed = TRUE;
    }
}

static gboolean
paint_cell (PentoEditorGrid *self,
            guint            x,
            guint            y,
            gboolean         value)
{
  gboolean changed = FALSE;
  guint mx = self->width - 1 - x, my = self->height - 1 - y;

  set_one (self, x, y, value, &changed);
  if (self->mirror == PENTO_EDITOR_MIRROR_LEFT_RIGHT || self->mirror == PENTO_EDITOR_MIRROR_BOTH)
    set_one (self, mx, y, value, &changed);
  if (self->mirror == PENTO_EDITOR_MIRROR_TOP_BOTTOM || self->mirror == PENTO_EDITOR_MIRROR_BOTH)
    set_one (self, x, my, value, &changed);
  if (self->mirror == PENTO_EDITOR_MIRROR_BOTH)
    set_one (self, mx, my, value, &changed);
  return changed;
}

/* Cell size and the grid's top-left corner, centred in the allocation. */
static void
get_geometry (PentoEditorGrid *self,
              double          *size,
              double          *x0,
              double          *y0)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));

  *size = floor (MIN (w / self->width, h / self->height));
  if (*size < 1)
    *size = 1;
  *x0 = floor ((w - *size * self->width) / 2);
  *y0 = floor ((h - *size * self->height) / 2);
}

static gboolean
cell_at (PentoEditorGrid *self,
         double           px,
         double           py,
         int             *x,
         int             *y)
{
  double size, x0, y0;

  get_geometry (self, &size, &x0, &y0);
  *x = (int) floor ((px - x0) / size);
  *y = (int) floor ((py - y0) / size);
  return *x >= 0 && *y >= 0 && *x < (int) self->width && *y < (int) self->height;
}

static void
lookup_color (GtkWidget  *widget,
              const char *name,
              GdkRGBA    *out,
              const char *fallback)
{
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, out))
    gdk_rgba_parse (out, fallback);
G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
pento_editor_grid_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  PentoEditorGrid *self = PENTO_EDITOR_GRID (widget);
  double size, x0, y0;
  GdkRGBA fg, accent, error, warning;
  cairo_t *cr;

  get_geometry (self, &size, &x0, &y0);
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
G_GNUC_END_IGNORE_DEPRECATIONS
  lookup_color (widget, "accent_bg_color", &accent, "#3584e4");
  lookup_color (widget, "error_bg_color", &error, "#e01b24");
  lookup_color (widget, "warning_color", &warning, "#e5a50a");

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                       gtk_widget_get_height (widget)));
  /* Holes: a faint wash, so the grid's extent shows. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.06);
  cairo_rectangle (cr, x0, y0, size * self->width, size * self->height);
  cairo_fill (cr);

  for (guint y = 0; y < self->height; y++)
    for (guint x = 0; x < self->width; x++)
      {
        guint i = y * self->width + x;
        double cx = x0 + x * size, cy = y0 + y * size;

        if (!self->cells[i])
          continue;
        if (self->flags[i] & PENTO_CELL_BAD_REGION)
          gdk_cairo_set_source_rgba (cr, &error);
        else if (self->flags[i] & PENTO_CELL_UNREACHABLE)
          gdk_cairo_set_source_rgba (cr, &warning);
        else
          gdk_cairo_set_source_rgba (cr, &accent);
        cairo_rectangle (cr, cx, cy, size, size);
        cairo_fill (cr);

        /* Colour is not the only sign: a flagged cell also carries a cross. */
        if (self->flags[i] != PENTO_CELL_FINE && size >= 6)
          {
            cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
            cairo_set_line_width (cr, MAX (1.5, size / 10));
            cairo_move_to (cr, cx + size * 0.3, cy + size * 0.3);
            cairo_line_to (cr, cx + size * 0.7, cy + size * 0.7);
            cairo_move_to (cr, cx + size * 0.7, cy + size * 0.3);
            cairo_line_to (cr, cx + size * 0.3, cy + size * 0.7);
            cairo_stroke (cr);
          }
      }

  /* Grid lines over everything, thin and faint. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.18);
  cairo_set_line_width (cr, 1);
  for (guint x = 0; x <= self->width; x++)
    {
      cairo_move_to (cr, x0 + x * size + 0.5, y0);
      cairo_line_to (cr, x0 + x * size + 0.5, y0 + size * self->height);
    }
  for (guint y = 0; y <= self->height; y++)
    {
      cairo_move_to (cr, x0, y0 + y * size + 0.5);
      cairo_line_to (cr, x0 + size * self->width, y0 + y * size + 0.5);
    }
  cairo_stroke (cr);

  /* Mirror axes, so a person sees where the mirrored strokes land. */
  if (self->mirror != PENTO_EDITOR_MIRROR_NONE)
    {
      static const double dash[] = { 4, 4 };

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.5);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      if (self->mirror != PENTO_EDITOR_MIRROR_TOP_BOTTOM)
        {
          cairo_move_to (cr, x0 + size * self->width / 2, y0);
          cairo_line_to (cr, x0 + size * self->width / 2, y0 + size * self->height);
        }
      if (self->mirror != PENTO_EDITOR_MIRROR_LEFT_RIGHT)
        {
          cairo_move_to (cr, x0, y0 + size * self->height / 2);
          cairo_line_to (cr, x0 + size * self->width, y0 + size * self->height / 2);
        }
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  if (gtk_widget_has_focus (widget))
    {
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.9);
      cairo_set_line_width (cr, 2);
      cairo_rectangle (cr, x0 + self->cursor_x * size + 2, y0 + self->cursor_y * size + 2,
                       size - 4, size - 4);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
pento_editor_grid_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  PentoEditorGrid *self = PENTO_EDITOR_GRID (widget);
  guint n = orientation == GTK_ORIENTATION_HORIZONTAL ? self->width : self->height;

  /* Small enough for a narrow window at 32 cells, a comfortable size when there is room. */
  *minimum = MIN (n * MIN_CELL_SIZE, 240);
  *natural = n * NAT_CELL_SIZE;
}

/* Paints every cell on the segment between two cells, so a fast stroke leaves no gaps. */
static void
paint_line (PentoEditorGrid *self,
            int              x1,
            int              y1,
            int              x2,
            int              y2,
            gboolean        *changed)
{
  int steps = MAX (ABS (x2 - x1), ABS (y2 - y1));

  for (int s = 0; s <= steps; s++)
    {
      int x = steps == 0 ? x1 : x1 + (int) lround ((double) (x2 - x1) * s / steps);
      int y = steps == 0 ? y1 : y1 + (int) lround ((double) (y2 - y1) * s / steps);

      if (x >= 0 && y >= 0 && x < (int) self->width && y < (int) self->height)
        *changed |= paint_cell (self, x, y, self->drag_value);
    }
}

static void
drag_begin_cb (GtkGestureDrag  *gesture,
               double           px,
               double           py,
               PentoEditorGrid *self)
{
  int x, y;
  gboolean changed = FALSE;

  if (!cell_at (self, px, py, &x, &y))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_grab_focus (GTK_WIDGET (self));

  /* The secondary button always erases; the primary paints or erases as the first cell
   * was not or was painted. */
  if (gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture)) == GDK_BUTTON_SECONDARY)
    self->drag_value = FALSE;
  else
    self->drag_value = !self->cells[y * self->width + x];
  self->start_x = px;
  self->start_y = py;
  self->last_x = x;
  self->last_y = y;
  self->cursor_x = x;
  self->cursor_y = y;
  changed = paint_cell (self, x, y, self->drag_value);
  if (changed)
    recheck (self);
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_update_cb (GtkGestureDrag  *gesture,
                double           dx,
                double           dy,
                PentoEditorGrid *self)
{
  double size, x0, y0;
  int x, y;
  gboolean changed = FALSE;

  get_geometry (self, &size, &x0, &y0);
  x = (int) floor ((self->start_x + dx - x0) / size);
  y = (int) floor ((self->start_y + dy - y0) / size);
  x = CLAMP (x, -1, (int) self->width);
  y = CLAMP (y, -1, (int) self->height);
  if (x == self->last_x && y == self->last_y)
    return;
  paint_line (self, self->last_x, self->last_y, x, y, &changed);
  self->last_x = x;
  self->last_y = y;
  if (x >= 0 && y >= 0 && x < (int) self->width && y < (int) self->height)
    {
      self->cursor_x = x;
      self->cursor_y = y;
    }
  if (changed)
    recheck (self);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PentoEditorGrid       *self)
{
  int dx = 0, dy = 0;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = 1; break;
    case GDK_KEY_space: case GDK_KEY_KP_Space: case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      pento_editor_grid_paint (self, self->cursor_x, self->cursor_y,
                               !self->cells[self->cursor_y * self->width + self->cursor_x]);
      return TRUE;
    case GDK_KEY_Delete: case GDK_KEY_BackSpace:
      pento_editor_grid_paint (self, self->cursor_x, self->cursor_y, FALSE);
      return TRUE;
    default:
      return FALSE;
    }

  /* At the edge the key goes on to move focus, as in any other grid. */
  if ((dx < 0 && self->cursor_x == 0) || (dy < 0 && self->cursor_y == 0) ||
      (dx > 0 && self->cursor_x + 1 >= self->width) ||
      (dy > 0 && self->cursor_y + 1 >= self->height))
    return FALSE;
  self->cursor_x += dx;
  self->cursor_y += dy;
  /* Shift+arrow paints the cell it moves to, a stroke from the keyboard. */
  if (state & GDK_SHIFT_MASK)
    pento_editor_grid_paint (self, self->cursor_x, self->cursor_y, TRUE);
  else
    {
      update_accessible (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  return TRUE;
}

static void
pento_editor_grid_class_init (PentoEditorGridClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = pento_editor_grid_snapshot;
  widget_class->measure = pento_editor_grid_measure;

  /* Emitted after every change of the cells, once the live check has run. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "editorgrid");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pento_editor_grid_init (PentoEditorGrid *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->width = 12;
  self->height = 12;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board cells"),
                                  -1);
  pento_board_check (self->cells, self->width, self->height, self->flags, &self->check);
  update_accessible (self);
}

GtkWidget *
pento_editor_grid_new (void)
{
  return g_object_new (PENTO_TYPE_EDITOR_GRID, NULL);
}

void
pento_editor_grid_set_size (PentoEditorGrid *self,
                            guint            width,
                            guint            height)
{
  guint8 old[MAX_SIDE * MAX_SIDE];

  g_return_if_fail (PENTO_IS_EDITOR_GRID (self));
  g_return_if_fail (width >= 1 && width <= MAX_SIDE && height >= 1 && height <= MAX_SIDE);

  if (width == self->width && height == self->height)
    return;
  memcpy (old, self->cells, sizeof old);
  memset (self->cells, 0, sizeof self->cells);
  for (guint y = 0; y < MIN (height, self->height); y++)
    for (guint x = 0; x < MIN (width, self->width); x++)
      self->cells[y * width + x] = old[y * self->width + x];
  self->width = width;
  self->height = height;
  self->cursor_x = MIN (self->cursor_x, width - 1);
  self->cursor_y = MIN (self->cursor_y, height - 1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  recheck (self);
}

guint
pento_editor_grid_get_columns (PentoEditorGrid *self)
{
  g_return_val_if_fail (PENTO_IS_EDITOR_GRID (self), 0);
  return self->width;
}

guint
pento_editor_grid_get_rows (PentoEditorGrid *self)
{
  g_return_val_if_fail (PENTO_IS_EDITOR_GRID (self), 0);
  return self->height;
}

void
pento_editor_grid_clear (PentoEditorGrid *self)
{
  g_return_if_fail (PENTO_IS_EDITOR_GRID (self));

  memset (self->cells, 0, sizeof self->cells);
  recheck (self);
}

void
pento_editor_grid_paint (PentoEditorGrid *self,
                         guint            x,
                         guint            y,
                         gboolean         cell)
{
  g_return_if_fail (PENTO_IS_EDITOR_GRID (self));
  g_return_if_fail (x < self->width && y < self->height);

  if (paint_cell (self, x, y, cell))
    recheck (self);
}

gboolean
pento_editor_grid_get_cell (PentoEditorGrid *self,
                            guint            x,
                            guint            y)
{
  g_return_val_if_fail (PENTO_IS_EDITOR_GRID (self), FALSE);
  g_return_val_if_fail (x < self->width && y < self->height, FALSE);

  return self->cells[y * self->width + x] != 0;
}

guint
pento_editor_grid_get_flags (PentoEditorGrid *self,
                             guint            x,
                             guint            y)
{
  g_return_val_if_fail (PENTO_IS_EDITOR_GRID (self), 0);
  g_return_val_if_fail (x < self->width && y < self->height, 0);

  return self->flags[y * self->width + x];
}

const PentoBoardCheck *
pento_editor_grid_get_check (PentoEditorGrid *self)
{
  g_return_val_if_fail (PENTO_IS_EDITOR_GRID (self), NULL);

  return &self->check;
}

void
pento_editor_grid_set_mirror (PentoEditorGrid   *self,
                              PentoEditorMirror  mirror)
{
  g_return_if_fail (PENTO_IS_EDITOR_GRID (self));
  g_return_if_fail (mirror <= PENTO_EDITOR_MIRROR_BOTH);

  self->mirror = mirror;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

PentoEditorMirror
pento_editor_grid_get_mirror (PentoEditorGrid *self)
{
  g_return_val_if_fail (PENTO_IS_EDITOR_GRID (self), PENTO_EDITOR_MIRROR_NONE);

  return self->mirror;
}

void
pento_editor_grid_get_cursor (PentoEditorGrid *self,
                              guint           *x,
                              guint           *y)
{
  g_return_if_fail (PENTO_IS_EDITOR_GRID (self));

  if (x != NULL)
    *x = self->cursor_x;
  if (y != NULL)
    *y = self->cursor_y;
}

gboolean
pento_editor_grid_set_board (PentoEditorGrid   *self,
                             const PentoBoard  *board,
                             GError           **error)
{
  guint width, height;

  g_return_val_if_fail (PENTO_IS_EDITOR_GRID (self), FALSE);
  g_return_val_if_fail (board != NULL, FALSE);

  width = pento_board_get_width (board);
  height = pento_board_get_height (board);
  if (width > MAX_SIDE || height > MAX_SIDE)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("The board is %u×%u; the editor takes at most %u×%u"),
                   width, height, MAX_SIDE, MAX_SIDE);
      return FALSE;
    }
  memset (self->cells, 0, sizeof self->cells);
  self->width = width;
  self->height = height;
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      self->cells[y * width + x] = pento_board_is_cell (board, x, y);
  self->cursor_x = MIN (self->cursor_x, width - 1);
  self->cursor_y = MIN (self->cursor_y, height - 1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  recheck (self);
  return TRUE;
}

char *
pento_editor_grid_to_text (PentoEditorGrid *self)
{
  guint min_x = G_MAXUINT, min_y = G_MAXUINT, max_x = 0, max_y = 0;
  GString *text;

  g_return_val_if_fail (PENTO_IS_EDITOR_GRID (self), NULL);

  for (guint y = 0; y < self->height; y++)
    for (guint x = 0; x < self->width; x++)
      if (self->cells[y * self->width + x])
        {
          min_x = MIN (min_x, x);
          min_y = MIN (min_y, y);
          max_x = MAX (max_x, x);
          max_y = MAX (max_y, y);
        }
  text = g_string_new (NULL);
  if (min_x == G_MAXUINT)
    return g_string_free (text, FALSE);
  for (guint y = min_y; y <= max_y; y++)
    {
      for (guint x = min_x; x <= max_x; x++)
        g_string_append_c (text, self->cells[y * self->width + x] ? '#' : '.');
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

PentoBoard *
pento_editor_grid_to_board (PentoEditorGrid  *self,
                            const char       *name,
                            GError          **error)
{
  return pento_editor_grid_to_board_for_set (self, name, PENTO_PIECE_SET_DEFAULT, error);
}

PentoBoard *
pento_editor_grid_to_board_for_set (PentoEditorGrid  *self,
                                    const char       *name,
                                    PentoPieceSet     set,
                                    GError          **error)
{
  g_autofree char *text = NULL;
  g_autoptr(PentoBoard) board = NULL;

  g_return_val_if_fail (PENTO_IS_EDITOR_GRID (self), NULL);

  text = pento_editor_grid_to_text (self);
  if (text[0] == '\0')
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD, _("The board has no cells"));
      return NULL;
    }
  board = pento_board_new_from_text_for_set (text, set, error);
  if (board == NULL)
    return NULL;
  return name != NULL ? pento_board_new_renamed (board, name) : g_steal_pointer (&board);
}
