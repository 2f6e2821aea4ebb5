/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-grid.c: the chirality heat map.
 *
 * Each cell is a real GtkButton, so it is focusable, activatable with Enter and Space, and
 * carries an accessible label; shading is a CSS class per bucket, so the ramp follows the
 * light or dark style. Rows and columns run in bit order of the mirrored set, which puts a
 * set's complement at the point-mirrored cell: the map is symmetric under a half turn.
 */
#include <glib/gi18n.h>
#include <adwaita.h>

#include "explorer/pento-chirality-grid.h"
#include "pento-render.h"

#define N_SETS PENTO_N_MIRROR_SETS

struct _PentoChiralityGrid
{
  GtkWidget            parent_instance;

  GtkWidget           *grid;
  GtkWidget           *cells[N_SETS];
  GtkWidget           *count_labels[N_SETS];
  GtkWidget           *total_labels[N_SETS];
  char                *cell_labels[N_SETS];
  int                  shades[N_SETS];
  GPtrArray           *glyphs;

  PentoChiralityModel *model;
  int                  current;
  int                  hover;
  int                  focus;
  int                  roving;  /* the one cell in the Tab order */
  gboolean             compact;
  guint64              fixed_min;
  guint64              fixed_max;
};

G_DEFINE_FINAL_TYPE (PentoChiralityGrid, pento_chirality_grid, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_CURRENT,
  PROP_COMPACT,
  N_PROPS
};

enum {
  CELL_ACTIVATED,
  SELECTION_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Zero is hatched grey, not the palest blue; unknown cells are plain. The ramp itself is in
 * ramp_light / ramp_dark. */
static const char style_sheet[] =
  "chiralitygrid button.chirality-cell {"
  "  background-color: alpha(@window_fg_color, 0.04); background-image: none;"
  "  border: 3px solid transparent; border-radius: 8px; box-shadow: none;"
  "  padding: 2px 4px; min-width: 68px; min-height: 54px; }"
  "chiralitygrid.compact button.chirality-cell {"
  "  min-width: 30px; min-height: 24px; padding: 0; border-radius: 5px; border-width: 2px; }"
  "chiralitygrid button.chirality-cell:hover { border-color: alpha(@window_fg_color, 0.45); }"
  "chiralitygrid button.chirality-cell.chirality-zero, .chirality-swatch.chirality-zero {"
  "  background-color: alpha(@window_fg_color, 0.06);"
  "  background-image: repeating-linear-gradient(135deg, alpha(@window_fg_color, 0.13) 0px,"
  "    alpha(@window_fg_color, 0.13) 2px, transparent 2px, transparent 7px);"
  "  color: alpha(@window_fg_color, 0.75); }"
  "chiralitygrid button.chirality-cell.chirality-shade-1,"
  "chiralitygrid button.chirality-cell.chirality-shade-2,"
  "chiralitygrid button.chirality-cell.chirality-shade-3,"
  "chiralitygrid button.chirality-cell.chirality-shade-4,"
  "chiralitygrid button.chirality-cell.chirality-shade-5,"
  "chiralitygrid button.chirality-cell.chirality-shade-6,"
  "chiralitygrid button.chirality-cell.chirality-shade-7 { background-image: none; }"
  /* The markings must show on every shade, from the palest blue to navy, in both styles,
   * so none is drawn in one colour on the cell: the selected (hovered or focused) cell gets
   * a ring in the text colour with one in the window colour inside it, the complement the
   * same ring dashed, with window-coloured gaps; the current set a ring in the text colour
   * around the cell, on the window background. The accent focus ring would tint them. */
  "chiralitygrid button.chirality-cell:focus:focus-visible { outline-color: transparent; }"
  /* Focus, unlike hover and the current set, is a double line inside the cell. */
  "chiralitygrid button.chirality-cell:focus:focus-visible { border-style: double; border-width: 4px; }"
  "chiralitygrid button.chirality-cell.selected-cell,"
  "chiralitygrid button.chirality-cell:focus:focus-visible {"
  "  border-color: @window_fg_color; box-shadow: inset 0 0 0 2px @window_bg_color; }"
  "chiralitygrid button.chirality-cell.complement {"
  "  border-color: @window_fg_color; border-style: dashed; background-clip: padding-box;"
  "  box-shadow: inset 0 0 0 1px @window_bg_color; }"
  "chiralitygrid button.chirality-cell.current {"
  "  box-shadow: 0 0 0 1px @window_bg_color, 0 0 0 3px @window_fg_color; }"
  "chiralitygrid button.chirality-cell.current.selected-cell,"
  "chiralitygrid button.chirality-cell.current:focus:focus-visible {"
  "  box-shadow: inset 0 0 0 2px @window_bg_color,"
  "    0 0 0 1px @window_bg_color, 0 0 0 3px @window_fg_color; }"
  "chiralitygrid button.chirality-cell.current.complement {"
  "  box-shadow: inset 0 0 0 1px @window_bg_color,"
  "    0 0 0 1px @window_bg_color, 0 0 0 3px @window_fg_color; }"
  /* The compact grids are 2px apart: a thinner ring that stays in the gap. */
  "chiralitygrid.compact button.chirality-cell.selected-cell,"
  "chiralitygrid.compact button.chirality-cell:focus:focus-visible {"
  "  box-shadow: inset 0 0 0 1px @window_bg_color; }"
  "chiralitygrid.compact button.chirality-cell.current {"
  "  box-shadow: 0 0 0 1px @window_bg_color, 0 0 0 2px @window_fg_color; }"
  "chiralitygrid.compact button.chirality-cell.current.selected-cell,"
  "chiralitygrid.compact button.chirality-cell.current:focus:focus-visible,"
  "chiralitygrid.compact button.chirality-cell.current.complement {"
  "  box-shadow: inset 0 0 0 1px @window_bg_color,"
  "    0 0 0 1px @window_bg_color, 0 0 0 2px @window_fg_color; }"
  "chiralitygrid .chirality-count { font-weight: 800; font-size: 1.35em; }"
  "chiralitygrid.compact .chirality-count { font-weight: 700; font-size: 0.85em; }"
  "chiralitygrid .chirality-letters, chiralitygrid .chirality-total { font-size: 0.8em; }"
  "chiralitygrid .chirality-header { font-size: 0.85em; font-weight: 600; }"
  "chiralitygrid.compact .chirality-header { font-size: 0.7em; }"
  ".chirality-swatch { min-width: 22px; min-height: 14px; border-radius: 3px; }";

/* One blue hue, sequential in lightness: in light style more is darker (white text from
 * shade 5), in dark style lighter (dark text from shade 5). Every shade, zero too, keeps 4.5:1
 * against its text (WCAG AA, test-chirality): no shade is a mid blue, on which neither reads. */
#define SHADE(n) "chiralitygrid button.chirality-cell.chirality-shade-" #n ", " \
                 ".chirality-swatch.chirality-shade-" #n
static const char ramp_light[] =
  SHADE (1) " { background-color: mix(@window_bg_color, #1c71d8, 0.13); }"
  SHADE (2) " { background-color: mix(@window_bg_color, #1c71d8, 0.26); }"
  SHADE (3) " { background-color: mix(@window_bg_color, #1c71d8, 0.40); }"
  SHADE (4) " { background-color: mix(@window_bg_color, #1c71d8, 0.55); }"
  SHADE (5) " { background-color: mix(@window_bg_color, #1a5fb4, 0.90); color: white; }"
  SHADE (6) " { background-color: mix(#1a5fb4, #0d3f85, 0.30); color: white; }"
  SHADE (7) " { background-color: #0d3f85; color: white; }";
static const char ramp_dark[] =
  SHADE (1) " { background-color: mix(@window_bg_color, #3584e4, 0.20); }"
  SHADE (2) " { background-color: mix(@window_bg_color, #3584e4, 0.36); }"
  SHADE (3) " { background-color: mix(@window_bg_color, #3584e4, 0.54); }"
  SHADE (4) " { background-color: mix(@window_bg_color, #3584e4, 0.74); }"
  SHADE (5) " { background-color: #62a0ea; color: #1e1e1e; }"
  SHADE (6) " { background-color: #99c1f1; color: #1e1e1e; }"
  SHADE (7) " { background-color: #d0e3fa; color: #1e1e1e; }";
#undef SHADE

static void
load_ramp (AdwStyleManager *style_manager,
           GParamSpec      *pspec,
           GtkCssProvider  *provider)
{
  gtk_css_provider_load_from_data (provider,
                                   adw_style_manager_get_dark (style_manager) ? ramp_dark
                                                                              : ramp_light,
                                   -1);
}

void
pento_chirality_grid_ensure_style (void)
{
  static gboolean installed;
  AdwStyleManager *style_manager;
  GtkCssProvider *provider;
  GtkCssProvider *ramp;
  GdkDisplay *display = gdk_display_get_default ();

  if (installed || display == NULL)
    return;
  installed = TRUE;

  /* Both providers live as long as the display. */
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, style_sheet, -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  style_manager = adw_style_manager_get_default ();
  ramp = gtk_css_provider_new ();
  load_ramp (style_manager, NULL, ramp);
  g_signal_connect_object (style_manager, "notify::dark", G_CALLBACK (load_ramp), ramp, 0);
  /* Above the base sheet, whose plain-cell background the shades replace. */
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (ramp),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
}

const char *
pento_chirality_grid_shade_class (int shade)
{
  static const char * const classes[] = {
    "chirality-zero",
    "chirality-shade-1", "chirality-shade-2", "chirality-shade-3", "chirality-shade-4",
    "chirality-shade-5", "chirality-shade-6", "chirality-shade-7",
  };

  if (shade < 0 || shade > PENTO_CHIRALITY_GRID_N_SHADES)
    return "chirality-unknown";

  return classes[shade];
}

char *
pento_chirality_describe_set (PentoMirrorSet mirror)
{
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < PENTO_N_CHIRAL; p++)
    {
      if (!(mirror & (1u << p)))
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_c (text, pento_piece_to_letter ((PentoPiece) p));
    }
  if (text->len == 0)
    g_string_append (text, _("none"));

  return g_string_free (text, FALSE);
}

/* "F·N" for three bits starting at @first_piece, "–" for none. */
static char *
header_text (guint bits,
             guint first_piece)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < 3; i++)
    {
      if (!(bits & (1u << i)))
        continue;
      if (text->len > 0)
        g_string_append (text, "·");
      g_string_append_c (text, pento_piece_to_letter ((PentoPiece) (first_piece + i)));
    }
  if (text->len == 0)
    g_string_append (text, "–");

  return g_string_free (text, FALSE);
}

static char *
format_count (guint64 count)
{
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, count);
}

/* Three pieces side by side in their handedness; the unmirrored ones faint. */
static void
draw_glyphs (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  guint packed = GPOINTER_TO_UINT (user_data);
  guint first_piece = packed & 0xf;
  guint bits = packed >> 4;
  PentoRenderOptions options;
  double slot = MIN (width / 3.0, (double) height);
  double x0 = (width - 3 * slot) / 2.0;

  pento_render_options_init (&options);
  options.thumbnail = TRUE;
  options.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  for (guint i = 0; i < 3; i++)
    {
      PentoPiece piece = (PentoPiece) (first_piece + i);
      gboolean mirrored = (bits & (1u << i)) != 0;

      pento_render_glyph (cr, piece, mirrored, &options, x0 + i * slot + 1,
                          (height - slot) / 2.0 + 1, slot - 2, slot - 2, mirrored ? 1.0 : 0.22);
    }
}

static GtkWidget *
make_header (PentoChiralityGrid *self,
             guint               bits,
             guint               first_piece,
             gboolean            is_row)
{
  g_autofree char *text = header_text (bits, first_piece);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *box;

  gtk_widget_add_css_class (label, "chirality-header");
  if (self->compact)
    {
      gtk_widget_add_css_class (label, "dim-label");
      if (is_row)
        gtk_widget_set_halign (label, GTK_ALIGN_END);
      return label;
    }

  box = gtk_box_new (is_row ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_valign (box, is_row ? GTK_ALIGN_CENTER : GTK_ALIGN_END);
  if (is_row)
    gtk_widget_set_halign (box, GTK_ALIGN_END);

  {
    GtkWidget *area = gtk_drawing_area_new ();

    gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 54);
    gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 18);
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_glyphs,
                                    GUINT_TO_POINTER (first_piece | (bits << 4)), NULL);
    gtk_widget_set_halign (area, GTK_ALIGN_CENTER);
    gtk_accessible_update_state (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    g_ptr_array_add (self->glyphs, area);
    if (is_row)
      gtk_box_append (GTK_BOX (box), label);
    gtk_box_append (GTK_BOX (box), area);
    if (!is_row)
      gtk_box_append (GTK_BOX (box), label);
  }
  gtk_widget_set_size_request (label, is_row ? 40 : -1, -1);
  gtk_label_set_xalign (GTK_LABEL (label), is_row ? 1.0 : 0.5);

  return box;
}

static void
effective_range (PentoChiralityGrid *self,
                 guint64            *out_min,
                 guint64            *out_max)
{
  guint64 min = G_MAXUINT64, max = 0;

  if (self->fixed_max > 0)
    {
      *out_min = self->fixed_min;
      *out_max = self->fixed_max;
      return;
    }

  for (guint m = 0; self->model != NULL && m < N_SETS; m++)
    {
      guint64 unique;

      if (!pento_chirality_model_get_row (self->model, m, &unique, NULL) || unique == 0)
        continue;
      min = MIN (min, unique);
      max = MAX (max, unique);
    }

  *out_min = max > 0 ? min : 0;
  *out_max = max;
}

static int
shade_for (guint64 count,
           guint64 min,
           guint64 max)
{
  double t;

  if (count == 0)
    return 0;
  if (max <= min)
    return (PENTO_CHIRALITY_GRID_N_SHADES + 1) / 2;

  t = ((double) MIN (MAX (count, min), max) - (double) min) / (double) (max - min);

  return 1 + (int) (t * (PENTO_CHIRALITY_GRID_N_SHADES - 1) + 0.5);
}

static void
update_cell (PentoChiralityGrid *self,
             PentoMirrorSet      m,
             guint64             min,
             guint64             max)
{
  GtkWidget *cell = self->cells[m];
  g_autofree char *described = pento_chirality_describe_set (m);
  g_autofree char *label = NULL;
  guint64 unique = 0, total = 0;
  gboolean known = FALSE;
  int shade;

  if (self->model != NULL)
    known = pento_chirality_model_get_row (self->model, m, &unique, &total);

  shade = known ? shade_for (unique, min, max) : -1;
  if (shade != self->shades[m])
    {
      gtk_widget_remove_css_class (cell, pento_chirality_grid_shade_class (self->shades[m]));
      gtk_widget_add_css_class (cell, pento_chirality_grid_shade_class (shade));
      self->shades[m] = shade;
    }

  if (known)
    {
      g_autofree char *unique_text = format_count (unique);
      g_autofree char *total_text = format_count (total);
      g_autofree char *total_line = g_strdup_printf (_("%s total"), total_text);

      gtk_label_set_text (GTK_LABEL (self->count_labels[m]), unique_text);
      if (self->total_labels[m] != NULL)
        gtk_label_set_text (GTK_LABEL (self->total_labels[m]), total_line);

      if (m == PENTO_MIRROR_NONE)
        /* Translators: accessible label of a heat-map cell */
        label = g_strdup_printf (_("No piece mirrored: %s unique, %s total"),
                                 unique_text, total_text);
      else
        /* Translators: accessible label of a heat-map cell; %s: "F, N, Y" */
        label = g_strdup_printf (_("Mirrored %s: %s unique, %s total"),
                                 described, unique_text, total_text);
    }
  else
    {
      gtk_label_set_text (GTK_LABEL (self->count_labels[m]), "…");
      if (self->total_labels[m] != NULL)
        gtk_label_set_text (GTK_LABEL (self->total_labels[m]), "");
      if (m == PENTO_MIRROR_NONE)
        label = g_strdup (_("No piece mirrored: not computed yet"));
      else
        label = g_strdup_printf (_("Mirrored %s: not computed yet"), described);
    }

  if (self->current == (int) m)
    {
      char *with_current = g_strdup_printf (_("%s (current set)"), label);

      g_free (label);
      label = with_current;
    }

  if (g_strcmp0 (label, self->cell_labels[m]) != 0)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
      gtk_widget_set_tooltip_text (cell, label);
      g_free (self->cell_labels[m]);
      self->cell_labels[m] = g_steal_pointer (&label);
    }
}

static void
refresh (PentoChiralityGrid *self)
{
  guint64 min, max;

  effective_range (self, &min, &max);
  for (guint m = 0; m < N_SETS; m++)
    update_cell (self, m, min, max);
}

static void
model_changed (PentoChiralityModel *model,
               PentoChiralityGrid  *self)
{
  refresh (self);
}

static int
selected_cell (PentoChiralityGrid *self)
{
  return self->hover >= 0 ? self->hover : self->focus;
}

static void
set_selection (PentoChiralityGrid *self,
               int                 hover,
               int                 focus)
{
  int old = selected_cell (self);
  int now;

  self->hover = hover;
  self->focus = focus;
  now = selected_cell (self);
  if (old == now)
    return;

  if (old >= 0)
    {
      gtk_widget_remove_css_class (self->cells[old], "selected-cell");
      gtk_widget_remove_css_class (self->cells[pento_mirror_set_complement (old)], "complement");
    }
  if (now >= 0)
    {
      gtk_widget_add_css_class (self->cells[now], "selected-cell");
      gtk_widget_add_css_class (self->cells[pento_mirror_set_complement (now)], "complement");
    }

  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

static int
cell_mirror (GtkWidget *cell)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (cell), "pento-mirror")) - 1;
}

/* The grid is one Tab stop: only the cell last moved to is focusable, so Tab enters the grid
 * there and leaves it at the next Tab; the arrow keys move inside. */
static void
set_roving (PentoChiralityGrid *self,
            int                 cell)
{
  if (cell == self->roving)
    return;
  if (self->roving >= 0)
    gtk_widget_set_focusable (self->cells[self->roving], FALSE);
  self->roving = cell;
  gtk_widget_set_focusable (self->cells[cell], TRUE);
}

static void
cell_clicked (GtkButton          *button,
              PentoChiralityGrid *self)
{
  set_roving (self, cell_mirror (GTK_WIDGET (button)));
  g_signal_emit (self, signals[CELL_ACTIVATED], 0, (guint) cell_mirror (GTK_WIDGET (button)));
}

static void
cell_pointer_enter (GtkEventControllerMotion *motion,
                    double                    x,
                    double                    y,
                    PentoChiralityGrid       *self)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion));

  set_selection (self, cell_mirror (cell), self->focus);
}

static void
cell_pointer_leave (GtkEventControllerMotion *motion,
                    PentoChiralityGrid       *self)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion));

  if (self->hover == cell_mirror (cell))
    set_selection (self, -1, self->focus);
}

static void
cell_focus_enter (GtkEventControllerFocus *focus,
                  PentoChiralityGrid      *self)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));

  /* The keyboard takes over from a pointer resting elsewhere. */
  set_roving (self, cell_mirror (cell));
  set_selection (self, -1, cell_mirror (cell));
}

static void
cell_focus_leave (GtkEventControllerFocus *focus,
                  PentoChiralityGrid      *self)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));

  if (self->focus == cell_mirror (cell))
    set_selection (self, self->hover, -1);
}

/* Arrow keys move between cells by row and column, stopping at the edges. */
static gboolean
key_pressed (GtkEventControllerKey *key,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             PentoChiralityGrid    *self)
{
  int row, col;

  if (self->focus < 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)))
    return FALSE;

  row = self->focus & 7;
  col = self->focus >> 3;

  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      row = MAX (row - 1, 0);
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      row = MIN (row + 1, 7);
      break;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      col = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL ?
            MIN (col + 1, 7) : MAX (col - 1, 0);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      col = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL ?
            MAX (col - 1, 0) : MIN (col + 1, 7);
      break;
    case GDK_KEY_Home:
      col = 0;
      break;
    case GDK_KEY_End:
      col = 7;
      break;
    default:
      return FALSE;
    }

  set_roving (self, row | (col << 3));
  gtk_widget_grab_focus (self->cells[row | (col << 3)]);
  return TRUE;
}

static void
dark_changed (AdwStyleManager    *style_manager,
              GParamSpec         *pspec,
              PentoChiralityGrid *self)
{
  for (guint i = 0; i < self->glyphs->len; i++)
    gtk_widget_queue_draw (g_ptr_array_index (self->glyphs, i));
}

static void
build (PentoChiralityGrid *self)
{
  GtkGrid *grid = GTK_GRID (self->grid);
  GtkWidget *corner;

  if (self->compact)
    {
      gtk_grid_set_row_spacing (grid, 2);
      gtk_grid_set_column_spacing (grid, 2);
      corner = gtk_label_new (NULL);
    }
  else
    {
      gtk_grid_set_row_spacing (grid, 4);
      gtk_grid_set_column_spacing (grid, 4);
      corner = gtk_label_new (NULL);
      /* Translators: the corner of the heat map: columns are P, Y, Z, rows F, L, N */
      gtk_label_set_markup (GTK_LABEL (corner), _("<small>P Y Z →\nF L N ↓</small>"));
      gtk_label_set_justify (GTK_LABEL (corner), GTK_JUSTIFY_RIGHT);
      gtk_widget_add_css_class (corner, "dim-label");
      gtk_widget_set_halign (corner, GTK_ALIGN_END);
      gtk_widget_set_valign (corner, GTK_ALIGN_END);
    }
  gtk_accessible_update_state (GTK_ACCESSIBLE (corner), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_grid_attach (grid, corner, 0, 0, 1, 1);

  for (guint i = 0; i < 8; i++)
    {
      gtk_grid_attach (grid, make_header (self, i, PENTO_PIECE_P, FALSE), i + 1, 0, 1, 1);
      gtk_grid_attach (grid, make_header (self, i, PENTO_PIECE_F, TRUE), 0, i + 1, 1, 1);
    }

  for (guint m = 0; m < N_SETS; m++)
    {
      GtkWidget *cell = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkEventController *controller;
      char letters[8];

      g_object_set_data (G_OBJECT (cell), "pento-mirror", GINT_TO_POINTER (m + 1));
      gtk_widget_add_css_class (cell, "chirality-cell");
      gtk_widget_add_css_class (cell, pento_chirality_grid_shade_class (-1));
      self->shades[m] = -1;
      gtk_widget_set_hexpand (cell, TRUE);
      gtk_widget_set_vexpand (cell, TRUE);
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      gtk_button_set_child (GTK_BUTTON (cell), box);

      pento_mirror_set_format (m, letters);
      if (!self->compact)
        {
          GtkWidget *letters_label = gtk_label_new (m == 0 ? "–" : letters);

          gtk_widget_add_css_class (letters_label, "chirality-letters");
          gtk_box_append (GTK_BOX (box), letters_label);
        }

      self->count_labels[m] = gtk_label_new ("…");
      gtk_widget_add_css_class (self->count_labels[m], "chirality-count");
      gtk_box_append (GTK_BOX (box), self->count_labels[m]);

      if (!self->compact)
        {
          self->total_labels[m] = gtk_label_new ("");
          gtk_widget_add_css_class (self->total_labels[m], "chirality-total");
          gtk_box_append (GTK_BOX (box), self->total_labels[m]);
        }

      g_signal_connect (cell, "clicked", G_CALLBACK (cell_clicked), self);

      controller = gtk_event_controller_motion_new ();
      g_signal_connect (controller, "enter", G_CALLBACK (cell_pointer_enter), self);
      g_signal_connect (controller, "leave", G_CALLBACK (cell_pointer_leave), self);
      gtk_widget_add_controller (cell, controller);

      controller = gtk_event_controller_focus_new ();
      g_signal_connect (controller, "enter", G_CALLBACK (cell_focus_enter), self);
      g_signal_connect (controller, "leave", G_CALLBACK (cell_focus_leave), self);
      gtk_widget_add_controller (cell, controller);

      self->cells[m] = cell;
      gtk_widget_set_focusable (cell, m == 0);
      gtk_grid_attach (grid, cell, (m >> 3) + 1, (m & 7) + 1, 1, 1);
    }

  if (self->compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "compact");

  refresh (self);
}

static void
pento_chirality_grid_constructed (GObject *object)
{
  G_OBJECT_CLASS (pento_chirality_grid_parent_class)->constructed (object);

  build (PENTO_CHIRALITY_GRID (object));
}

static void
pento_chirality_grid_dispose (GObject *object)
{
  PentoChiralityGrid *self = PENTO_CHIRALITY_GRID (object);

  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_pointer (&self->grid, gtk_widget_unparent);
  g_clear_pointer (&self->glyphs, g_ptr_array_unref);
  for (guint m = 0; m < N_SETS; m++)
    g_clear_pointer (&self->cell_labels[m], g_free);

  G_OBJECT_CLASS (pento_chirality_grid_parent_class)->dispose (object);
}

static void
pento_chirality_grid_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  PentoChiralityGrid *self = PENTO_CHIRALITY_GRID (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_CURRENT:
      g_value_set_int (value, self->current);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_chirality_grid_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  PentoChiralityGrid *self = PENTO_CHIRALITY_GRID (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      pento_chirality_grid_set_model (self, g_value_get_object (value));
      break;
    case PROP_CURRENT:
      pento_chirality_grid_set_current (self, g_value_get_int (value));
      break;
    case PROP_COMPACT:
      self->compact = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_chirality_grid_class_init (PentoChiralityGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pento_chirality_grid_constructed;
  object_class->dispose = pento_chirality_grid_dispose;
  object_class->get_property = pento_chirality_grid_get_property;
  object_class->set_property = pento_chirality_grid_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, PENTO_TYPE_CHIRALITY_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT] =
    g_param_spec_int ("current", NULL, NULL, -1, PENTO_MIRROR_ALL, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CELL_ACTIVATED] =
    g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "chiralitygrid");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pento_chirality_grid_init (PentoChiralityGrid *self)
{
  GtkEventController *key;

  pento_chirality_grid_ensure_style ();

  self->current = -1;
  self->hover = -1;
  self->focus = -1;
  self->roving = 0;
  self->glyphs = g_ptr_array_new ();
  self->grid = gtk_grid_new ();
  gtk_grid_set_row_homogeneous (GTK_GRID (self->grid), FALSE);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));

  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  g_signal_connect (adw_style_manager_get_default (), "notify::dark",
                    G_CALLBACK (dark_changed), self);
}

GtkWidget *
pento_chirality_grid_new (gboolean compact)
{
  return g_object_new (PENTO_TYPE_CHIRALITY_GRID, "compact", compact, NULL);
}

void
pento_chirality_grid_set_model (PentoChiralityGrid  *self,
                                PentoChiralityModel *model)
{
  g_return_if_fail (PENTO_IS_CHIRALITY_GRID (self));
  g_return_if_fail (model == NULL || PENTO_IS_CHIRALITY_MODEL (model));

  if (self->model == model)
    return;

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  if (model != NULL)
    g_signal_connect (model, "changed", G_CALLBACK (model_changed), self);

  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

PentoChiralityModel *
pento_chirality_grid_get_model (PentoChiralityGrid *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_GRID (self), NULL);

  return self->model;
}

void
pento_chirality_grid_set_current (PentoChiralityGrid *self,
                                  int                 mirror)
{
  int old;

  g_return_if_fail (PENTO_IS_CHIRALITY_GRID (self));
  g_return_if_fail (mirror >= -1 && mirror <= PENTO_MIRROR_ALL);

  if (self->current == mirror)
    return;

  old = self->current;
  self->current = mirror;
  if (old >= 0)
    gtk_widget_remove_css_class (self->cells[old], "current");
  if (mirror >= 0)
    gtk_widget_add_css_class (self->cells[mirror], "current");

  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}

int
pento_chirality_grid_get_current (PentoChiralityGrid *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_GRID (self), -1);

  return self->current;
}

void
pento_chirality_grid_set_range (PentoChiralityGrid *self,
                                guint64             min,
                                guint64             max)
{
  g_return_if_fail (PENTO_IS_CHIRALITY_GRID (self));

  if (self->fixed_min == min && self->fixed_max == max)
    return;

  self->fixed_min = min;
  self->fixed_max = max;
  refresh (self);
}

gboolean
pento_chirality_grid_get_range (PentoChiralityGrid *self,
                                guint64            *out_min,
                                guint64            *out_max)
{
  guint64 min, max;

  g_return_val_if_fail (PENTO_IS_CHIRALITY_GRID (self), FALSE);

  effective_range (self, &min, &max);
  if (out_min != NULL)
    *out_min = min;
  if (out_max != NULL)
    *out_max = max;

  return max > 0;
}

int
pento_chirality_grid_get_shade (PentoChiralityGrid *self,
                                PentoMirrorSet      mirror)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_GRID (self), -1);
  g_return_val_if_fail (mirror < N_SETS, -1);

  return self->shades[mirror];
}

GtkWidget *
pento_chirality_grid_get_cell (PentoChiralityGrid *self,
                               PentoMirrorSet      mirror)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_GRID (self), NULL);
  g_return_val_if_fail (mirror < N_SETS, NULL);

  return self->cells[mirror];
}

const char *
pento_chirality_grid_get_cell_label (PentoChiralityGrid *self,
                                     PentoMirrorSet      mirror)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_GRID (self), NULL);
  g_return_val_if_fail (mirror < N_SETS, NULL);

  return self->cell_labels[mirror];
}

const char *
pento_chirality_grid_get_cell_count (PentoChiralityGrid *self,
                                     PentoMirrorSet      mirror)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_GRID (self), NULL);
  g_return_val_if_fail (mirror < N_SETS, NULL);

  return gtk_label_get_text (GTK_LABEL (self->count_labels[mirror]));
}

int
pento_chirality_grid_get_selected (PentoChiralityGrid *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_GRID (self), -1);

  return selected_cell (self);
}

void
pento_chirality_grid_focus_cell (PentoChiralityGrid *self,
                                 PentoMirrorSet      mirror)
{
  g_return_if_fail (PENTO_IS_CHIRALITY_GRID (self));
  g_return_if_fail (mirror < N_SETS);

  set_roving (self, mirror);
  gtk_widget_grab_focus (self->cells[mirror]);
}
