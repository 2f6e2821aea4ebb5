/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-piece-tray.c: the tray of pieces in their current handedness, each with its letter:
 * a piece is clicked or dragged onto the board; those on the board are greyed and ticked.
 * A drag stays inside the window (no drag-and-drop): the owner moves the piece on the board,
 * and the piece can be turned all along — R and F on the board, which takes the keyboard,
 * the wheel and a right click here, where the pointer is held.
 */
#include "board/pento-piece-tray.h"
#include "board/pento-focus-ring.h"

#include <glib/gi18n.h>
#include <math.h>

#include "pento-palette.h"
#include "pento-render.h"

/* Pieces stand side by side as drawn in the reference shapes (pento-piece.c), each in a slot as wide as the piece plus
 * a gap; a row is as tall as its tallest piece plus room for the marks above (tick) and
 * below (↔). All sizes in cells. */
#define GAP_CELLS         1.2
#define TOP_CELLS         0.6
#define BOTTOM_CELLS      1.6
#define MINIMUM_CELL      6
#define NATURAL_CELL      16
#define MAXIMUM_CELL      20
/* Two rows stay smaller, so that the tray never crowds the board. */
#define TWO_ROW_MAX_CELL  14
/* Below this cell size one row gets too fine to read (the letters need it): wrap into two. */
#define ONE_ROW_MIN_CELL  11

struct _PentoPieceTray
{
  GtkWidget       parent_instance;

  PentoBoardModel *model;   /* what it draws */

  gboolean        flip;
  PentoMirrorSet  mirror;
  guint           pieces;      /* the set shown, over PentoPiece */
  guint8          order[PENTO_N_SET_PIECES]; /* the set's pieces in tray order */
  guint           n_order;
  guint           placed;
  guint           fixed;       /* placed for good (a challenge's): locked, never taken */
  gboolean        viewing;     /* placed: a packing being viewed, not the game */

  int             focus_piece; /* the piece the keyboard ring is on */
  guint           minimum_cell; /* the least cell it asks for (MINIMUM_CELL, or more) */
  int             hover_piece; /* -1: none */
  int             press_piece; /* the piece under a press in progress; -1: none */
  int             highlight_piece; /* the hint's piece; -1: none */
  int             selected_piece;  /* the piece in hand on the board; -1: none */

  /* A drag of a piece to the board. */
  int             drag_piece;      /* pressed on, not yet dragged far enough; -1: none */
  gboolean        dragging;
  double          drag_start_x;
  double          drag_start_y;
  double          drag_x;          /* the pointer now */
  double          drag_y;
  int             grab_x;          /* the cell of the piece pressed, in its tray shape */
  int             grab_y;
  gboolean        has_drag_shape;  /* drawn under the pointer while it is over the tray */
  PentoShape      drag_shape;      /* as turned in hand, held by its cell drag_grab_x, _y */
  int             drag_grab_x;
  int             drag_grab_y;
};

G_DEFINE_FINAL_TYPE (PentoPieceTray, pento_piece_tray, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FLIP,
  PROP_MIRROR,
  PROP_PIECES,
  PROP_PLACED,
  PROP_HIGHLIGHT,
  PROP_SELECTED,
  N_PROPS
};

enum {
  MIRROR_TOGGLED,
  PIECE_CHOSEN,
  PIECE_DRAG_BEGIN,
  PIECE_DRAG_MOTION,
  PIECE_DRAG_END,
  PIECE_DRAG_TURN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static guint
n_pieces (PentoPieceTray *self)
{
  return self->n_order;
}

/* The piece in slot @index: the set's pieces in piece order, each mirror piece beside its
 * piece (F f L l … in the one-sided set). */
static PentoPiece
piece_of (PentoPieceTray *self,
          guint           index)
{
  return self->order[index];
}

static int
index_of (PentoPieceTray *self,
          int             piece)
{
  for (guint i = 0; i < self->n_order; i++)
    if (self->order[i] == piece)
      return i;
  return -1;
}

static void
set_order (PentoPieceTray *self)
{
  self->n_order = 0;
  for (guint p = 0; p < PENTO_N_PIECES; p++)
    {
      if (self->pieces & (1u << p))
        self->order[self->n_order++] = p;
      if (p < PENTO_N_CHIRAL && (self->pieces & (1u << (PENTO_PIECE_F_MIRROR + p))))
        self->order[self->n_order++] = PENTO_PIECE_F_MIRROR + p;
    }
}

/* A mirror piece of the one-sided set: a piece of its own, marked ↔ as a mirrored piece. */
static gboolean
is_mirror_piece (PentoPiece piece)
{
  return piece >= PENTO_PIECE_F_MIRROR && piece < PENTO_N_SET_PIECES;
}

static gboolean
is_one_sided (PentoPieceTray *self)
{
  return (self->pieces >> PENTO_PIECE_F_MIRROR) != 0;
}

/* Drawn mirrored: a chiral piece the rules use mirrored, or a mirror piece. */
static gboolean
is_mirrored (PentoPieceTray *self,
             PentoPiece      piece)
{
  if (is_mirror_piece (piece))
    return TRUE;
  return !self->flip && !is_one_sided (self) && piece < PENTO_N_CHIRAL &&
         (self->mirror & (1u << piece));
}

/* M mirrors a chiral piece (the mirror setting); a one-sided set has both already. */
static gboolean
can_toggle (PentoPieceTray *self,
            int             piece)
{
  return !self->flip && !is_one_sided (self) && piece >= 0 && piece < PENTO_N_CHIRAL;
}

/* A challenge's piece in the game: not to be taken (while a packing is viewed, the tray
 * shows that packing, where nothing is fixed). */
static gboolean
is_fixed (PentoPieceTray *self,
          int             piece)
{
  return !self->viewing && (self->fixed & self->placed & (1u << piece)) != 0;
}

static gboolean
can_choose (PentoPieceTray *self,
            int             piece)
{
  return piece >= 0 && piece < PENTO_N_SET_PIECES && (self->pieces & (1u << piece)) &&
         !(is_fixed (self, piece));
}

/* The shape as drawn in the reference shapes (pento-piece.c), mirrored left–right when the rules use it mirrored. */
static void
get_tray_shape (PentoPieceTray *self,
                PentoPiece      piece,
                PentoShape     *out)
{
  /* a mirror piece's own shape is already its mirror image */
  pento_piece_get_handed_shape (piece, is_mirrored (self, piece) && !is_mirror_piece (piece), out);
}

/* Up to three rows: the eighteen one-sided pieces on a phone take three of six. */
#define MAX_ROWS 3

typedef struct {
  guint  rows;
  guint  row_start[MAX_ROWS + 1]; /* each row's first slot; row_start[rows]: the count */
  double cell;
  double row_x[MAX_ROWS];         /* left edge of each row */
  double row_y[MAX_ROWS];         /* top of each row */
  double piece_cells[MAX_ROWS];   /* height of each row's tallest piece */
} TrayLayout;

/* The first slot of row @r of @rows: the pieces shared out evenly, the first rows the
 * longer (13 in two rows: 7 and 6; 18 in three: 6 each). */
static guint
row_start (guint n,
           guint rows,
           guint r)
{
  return (n * r + rows - 1) / rows;
}

static guint
row_of (const TrayLayout *layout,
        guint             index)
{
  guint r = 0;

  while (r + 1 < layout->rows && index >= layout->row_start[r + 1])
    r++;
  return r;
}

/* Cells across the pieces [start, end), with the gaps between and around them. */
static double
row_cells (PentoPieceTray *self,
           guint           start,
           guint           end)
{
  double cells = 0;

  for (guint i = start; i < end; i++)
    cells += pento_piece_get_shape (piece_of (self, i))->width + GAP_CELLS;
  return cells;
}

/* The tallest piece among [start, end); the row is this plus the marks. */
static double
row_piece_cells (PentoPieceTray *self,
                 guint           start,
                 guint           end)
{
  guint tallest = 0;

  for (guint i = start; i < end; i++)
    tallest = MAX (tallest, pento_piece_get_shape (piece_of (self, i))->height);
  return tallest;
}

/* Total height in cells of the pieces in @rows rows. */
static double
height_cells (PentoPieceTray *self,
              guint           rows)
{
  guint n = n_pieces (self);
  double cells = rows * (TOP_CELLS + BOTTOM_CELLS);

  for (guint r = 0; r < rows; r++)
    cells += row_piece_cells (self, row_start (n, rows, r), row_start (n, rows, r + 1));
  return cells;
}

/* Cells across the widest of @rows rows. */
static double
widest_cells (PentoPieceTray *self,
              guint           rows)
{
  guint n = n_pieces (self);
  double widest = 0;

  for (guint r = 0; r < rows; r++)
    widest = MAX (widest, row_cells (self, row_start (n, rows, r), row_start (n, rows, r + 1)));
  return widest;
}

/* The most rows the tray takes: three only for a set too long for two (the one-sided
 * eighteen). */
static guint
max_rows (PentoPieceTray *self)
{
  return n_pieces (self) > 13 ? 3 : 2;
}

static guint
rows_for_width (PentoPieceTray *self,
                double          width)
{
  if (width >= row_cells (self, 0, n_pieces (self)) * ONE_ROW_MIN_CELL)
    return 1;
  /* a third row only when two would be narrower than the least cell allows */
  if (max_rows (self) > 2 && width < widest_cells (self, 2) * self->minimum_cell)
    return 3;
  return 2;
}

static void
get_layout (PentoPieceTray *self,
            TrayLayout     *layout)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  guint n = n_pieces (self);

  /* Two rows of 6–7: the chiral pieces happen to make up the first. */
  layout->rows = rows_for_width (self, width);
  for (guint r = 0; r <= layout->rows; r++)
    layout->row_start[r] = row_start (n, layout->rows, r);
  layout->cell = MIN (width / widest_cells (self, layout->rows),
                      height / height_cells (self, layout->rows));
  layout->cell = floor (MIN (layout->cell, layout->rows == 1 ? MAXIMUM_CELL : TWO_ROW_MAX_CELL));
  for (guint r = 0; r < layout->rows; r++)
    {
      guint start = layout->row_start[r], end = layout->row_start[r + 1];

      layout->piece_cells[r] = row_piece_cells (self, start, end);
      layout->row_x[r] = floor ((width - row_cells (self, start, end) * layout->cell) / 2);
      layout->row_y[r] = r == 0
                         ? floor ((height - height_cells (self, layout->rows) * layout->cell) / 2)
                         : layout->row_y[r - 1] + (TOP_CELLS + layout->piece_cells[r - 1] +
                                                   BOTTOM_CELLS) * layout->cell;
    }
}

/* The slot of piece @index in widget coordinates: its clickable area. */
static void
get_slot_rect (PentoPieceTray   *self,
               const TrayLayout *layout,
               guint             index,
               graphene_rect_t  *rect)
{
  guint row = row_of (layout, index);
  guint start = layout->row_start[row];
  double x = layout->row_x[row] + row_cells (self, start, index) * layout->cell;

  graphene_rect_init (rect, x, layout->row_y[row],
                      (pento_piece_get_shape (piece_of (self, index))->width + GAP_CELLS) *
                      layout->cell,
                      (TOP_CELLS + layout->piece_cells[row] + BOTTOM_CELLS) * layout->cell);
}

/* Where @piece's cell (0, 0) is drawn in its slot, and the cell size. */
static gboolean
get_piece_origin (PentoPieceTray *self,
                  PentoPiece      piece,
                  PentoShape     *shape,
                  double         *out_x,
                  double         *out_y,
                  double         *out_cell)
{
  TrayLayout layout;
  graphene_rect_t rect;
  double shelf;

  get_layout (self, &layout);
  if (layout.cell < 2 || index_of (self, piece) < 0)
    return FALSE;
  get_slot_rect (self, &layout, index_of (self, piece), &rect);
  get_tray_shape (self, piece, shape);
  /* as the snapshot draws it: centred in its slot, standing on the shelf */
  shelf = rect.origin.y + rect.size.height - BOTTOM_CELLS * layout.cell;
  *out_x = rect.origin.x + rect.size.width / 2.0 - shape->width * layout.cell / 2.0;
  *out_y = shelf - shape->height * layout.cell;
  *out_cell = layout.cell;
  return TRUE;
}

/* The cell of @piece's shape nearest to @x, @y (the one under it, when there is one): a
 * piece dragged from the tray is held by it. */
static void
grab_cell_at (PentoPieceTray *self,
              PentoPiece      piece,
              double          x,
              double          y,
              int            *out_x,
              int            *out_y)
{
  PentoShape shape;
  double ox, oy, cell, best = G_MAXDOUBLE;

  *out_x = *out_y = 0;
  if (!get_piece_origin (self, piece, &shape, &ox, &oy, &cell))
    return;
  for (guint i = 0; i < shape.n_cells; i++)
    {
      double dx = ox + (shape.cells[i].x + 0.5) * cell - x;
      double dy = oy + (shape.cells[i].y + 0.5) * cell - y;

      if (dx * dx + dy * dy < best)
        {
          best = dx * dx + dy * dy;
          *out_x = shape.cells[i].x;
          *out_y = shape.cells[i].y;
        }
    }
}

static int
piece_at (PentoPieceTray *self,
          double          x,
          double          y)
{
  TrayLayout layout;

  get_layout (self, &layout);
  for (guint i = 0; i < n_pieces (self); i++)
    {
      graphene_rect_t rect;

      get_slot_rect (self, &layout, i, &rect);
      if (graphene_rect_contains_point (&rect, &GRAPHENE_POINT_INIT (x, y)))
        return piece_of (self, i);
    }
  return -1;
}

/* Whole sentences per state, so that translators never assemble fragments. */
static char *
describe_piece (PentoPieceTray *self,
                PentoPiece      piece)
{
  char letter = g_ascii_toupper (pento_piece_to_letter (piece));
  gboolean placed = (self->placed & (1u << piece)) != 0;
  g_autofree char *text = NULL;

  if (placed && self->viewing)
    /* TRANSLATORS: %c is a piece letter such as T; the board shows a packing found by the
     * search, and a click on the tray goes back to the person's game */
    text = is_mirrored (self, piece)
           ? g_strdup_printf (_("%c piece, mirrored, in the packing shown (ticked); click it to "
                                "go back to your game and take it"), letter)
           : g_strdup_printf (_("%c piece, in the packing shown (ticked); click it to go back "
                                "to your game and take it"), letter);
  else if (is_fixed (self, piece))
    /* TRANSLATORS: %c is a piece letter such as T; the challenge placed it for good */
    text = g_strdup_printf (_("%c piece, fixed on the board (locked)"), letter);
  else if (placed)
    /* TRANSLATORS: %c is a piece letter such as T */
    text = is_mirrored (self, piece)
           ? g_strdup_printf (_("%c piece, mirrored, on the board (ticked); double-click it there "
                                "to send it back"), letter)
           : g_strdup_printf (_("%c piece, on the board (ticked); double-click it there to send "
                                "it back"), letter);
  else if (is_mirrored (self, piece))
    text = g_strdup_printf (_("%c piece, mirrored (↔); click or drag it onto the board"), letter);
  else
    text = g_strdup_printf (_("%c piece; click or drag it onto the board"), letter);

  if (self->highlight_piece == (int) piece)
    {
      g_autofree char *hint = g_strdup_printf (_("%s. Hint: this piece next"), text);

      return g_steal_pointer (&hint);
    }
  return g_steal_pointer (&text);
}

static void
update_accessible (PentoPieceTray *self)
{
  g_autoptr(GString) description = g_string_new (NULL);

  if (is_one_sided (self))
    g_string_append (description, _("The one-sided pieces: each chiral piece comes as drawn "
                                    "and mirrored (↔), and no piece is turned over."));
  else if (self->flip)
    g_string_append (description, _("Flipping is allowed; every piece may be turned over."));
  else
    {
      if (self->mirror == PENTO_MIRROR_NONE)
        g_string_append (description, _("No piece mirrored."));
      else
        {
          g_autoptr(GString) letters = g_string_new (NULL);

          /* Letters apart, so that a screen reader spells them instead of reading "FNY" as
           * a word. */
          for (int p = 0; p < PENTO_N_CHIRAL; p++)
            if (self->mirror & (1u << p))
              g_string_append_printf (letters, "%s%c", letters->len > 0 ? ", " : "",
                                      pento_piece_to_letter (p));
          /* TRANSLATORS: %s is a list of piece letters such as "F, N, Y" */
          g_string_append_printf (description, _("Mirrored: %s."), letters->str);
        }
    }
  {
    guint n_placed = 0;

    for (guint i = 0; i < n_pieces (self); i++)
      n_placed += (self->placed >> piece_of (self, i)) & 1;
    /* TRANSLATORS: "5 of 12 on the board." */
    g_string_append_printf (description, _(" %u of %u on the board."), n_placed, n_pieces (self));
  }
  if (gtk_widget_has_focus (GTK_WIDGET (self)) && can_choose (self, self->focus_piece))
    {
      g_autofree char *piece = describe_piece (self, self->focus_piece);
      g_string_append_printf (description, " %s.", piece);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                  -1);
}

/* Whether a tooltip is on show in the tray's window (GTK keeps its window a child of the
 * toplevel while it is). Asking again then refreshes it; asking while none is on show would
 * make one appear under a pointer at rest. */
static gboolean
tooltip_on_show (PentoPieceTray *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));

  if (native == NULL)
    return FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (native)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_mapped (child) &&
        g_strcmp0 (G_OBJECT_TYPE_NAME (child), "GtkTooltipWindow") == 0)
      return TRUE;
  return FALSE;
}

static void
changed (PentoPieceTray *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* a tooltip on show says what the piece under the pointer is now, not what it was */
  if (tooltip_on_show (self))
    gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
}

static void
choose_piece (PentoPieceTray *self,
              int             piece)
{
  if (!can_choose (self, piece))
    return;
  self->focus_piece = piece;
  g_signal_emit (self, signals[PIECE_CHOSEN], 0, (guint) piece);
}

static void
activate_piece (PentoPieceTray *self,
                int             piece)
{
  if (!can_toggle (self, piece))
    return;
  self->focus_piece = piece;
  g_signal_emit (self, signals[MIRROR_TOGGLED], 0, (guint) piece);
}

static gboolean
is_dark (PentoPieceTray *self)
{
  GdkRGBA color;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &color);
G_GNUC_END_IGNORE_DEPRECATIONS
  return 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue > 0.5;
}

static void
draw_check (cairo_t *cr,
            double   cx,
            double   cy,
            double   r,
            gboolean dark)
{
  PentoRgb success;

  /* The success colour, so the tick reads as "done", not as a selection. */
  pento_palette_get_role (PENTO_PALETTE_SUCCESS, dark, &success);
  cairo_set_source_rgb (cr, success.red, success.green, success.blue);
  cairo_move_to (cr, cx - r * 0.8, cy + r * 0.05);
  cairo_line_to (cr, cx - r * 0.25, cy + r * 0.6);
  cairo_line_to (cr, cx + r * 0.8, cy - r * 0.55);
  cairo_set_line_width (cr, MAX (1.5, r * 0.38));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* A padlock of half-size @r around (@cx, @cy), in the text's dimmed colour. */
static void
draw_lock (cairo_t *cr,
           double   cx,
           double   cy,
           double   r,
           gboolean dark)
{
  PentoRgb ink;

  pento_palette_get_role (PENTO_PALETTE_OUTLINE, dark, &ink);
  cairo_set_source_rgb (cr, ink.red, ink.green, ink.blue);
  cairo_rectangle (cr, cx - r * 0.8, cy - r * 0.1, r * 1.6, r * 1.1);
  cairo_fill (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy - r * 0.1, r * 0.5, G_PI, 2 * G_PI);
  cairo_set_line_width (cr, MAX (1.0, r * 0.25));
  cairo_stroke (cr);
}

static void
draw_mirror_mark (cairo_t *cr,
                  double   cx,
                  double   cy,
                  double   half,
                  gboolean dark)
{
  PentoRgb accent;
  double head = MAX (2.0, half * 0.4);

  pento_palette_get_role (PENTO_PALETTE_ACCENT, dark, &accent);
  cairo_set_source_rgb (cr, accent.red, accent.green, accent.blue);
  cairo_set_line_width (cr, MAX (1.5, half * 0.18));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_move_to (cr, cx - half, cy);
  cairo_line_to (cr, cx + half, cy);
  cairo_move_to (cr, cx - half + head, cy - head);
  cairo_line_to (cr, cx - half, cy);
  cairo_line_to (cr, cx - half + head, cy + head);
  cairo_move_to (cr, cx + half - head, cy - head);
  cairo_line_to (cr, cx + half, cy);
  cairo_line_to (cr, cx + half - head, cy + head);
  cairo_stroke (cr);
}

/* The piece's letter on the shelf under it, and for a mirrored piece a ↔ beside it, so the
 * handedness reads without comparing shapes with the reference shapes. */
static void
draw_letter (PentoPieceTray *self,
             cairo_t        *cr,
             PentoPiece      piece,
             double          cx,
             double          cy,
             double          cell,
             gboolean        placed,
             double          mirror_half,
             gboolean        dark)
{
  char text[2] = { g_ascii_toupper (pento_piece_to_letter (piece)), '\0' };
  cairo_text_extents_t ext;
  GdkRGBA fg;
  double x;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &fg);
G_GNUC_END_IGNORE_DEPRECATIONS
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, MAX (9.0, cell * 0.8));
  cairo_text_extents (cr, text, &ext);
  x = cx - ext.width / 2.0 - ext.x_bearing;
  if (mirror_half > 0)
    x -= mirror_half * 0.7;
  cairo_move_to (cr, x, cy - ext.height / 2.0 - ext.y_bearing);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, placed ? 0.45 : 0.9);
  cairo_show_text (cr, text);
  cairo_new_path (cr);
  if (mirror_half > 0)
    draw_mirror_mark (cr, x + ext.x_advance + mirror_half * 0.4 + mirror_half * 0.6, cy,
                      mirror_half * 0.6, dark);
}

static void
rounded_rect (cairo_t               *cr,
              const graphene_rect_t *r,
              double                 radius)
{
  double x = r->origin.x, y = r->origin.y, w = r->size.width, h = r->size.height;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
pento_piece_tray_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  PentoPieceTray *self = PENTO_PIECE_TRAY (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = is_dark (self);
  gboolean show_focus = gtk_widget_has_focus (widget) &&
                        (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUS_VISIBLE);
  PentoRenderOptions options;
  TrayLayout layout;
  cairo_t *cr;
  double cell;

  if (width <= 0 || height <= 0)
    return;

  get_layout (self, &layout);
  cell = layout.cell;
  if (cell < 2)
    return;

  pento_render_options_init (&options);
  options.dark = dark;
  options.show_grid = cell >= 8;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  for (guint i = 0; i < n_pieces (self); i++)
    {
      PentoPiece piece = piece_of (self, i);
      PentoShape shape;
      graphene_rect_t rect;
      gboolean placed = (self->placed & (1u << piece)) != 0;
      double cx, cy, shelf;

      get_slot_rect (self, &layout, i, &rect);
      get_tray_shape (self, piece, &shape);
      /* Pieces stand on one line, like on a shelf. */
      cx = rect.origin.x + rect.size.width / 2.0;
      shelf = rect.origin.y + rect.size.height - BOTTOM_CELLS * cell;
      cy = shelf - shape.height * cell / 2.0;

      if (self->hover_piece == (int) piece || self->press_piece == (int) piece ||
          self->selected_piece == (int) piece || self->highlight_piece == (int) piece ||
          (show_focus && self->focus_piece == (int) piece))
        {
          graphene_rect_t inner;
          GdkRGBA fg;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
          gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
G_GNUC_END_IGNORE_DEPRECATIONS
          graphene_rect_inset_r (&rect, 2, 2, &inner);
          rounded_rect (cr, &inner, 6);
          /* The same feedback as a flat button: a light wash on hover, darker pressed. */
          if (self->hover_piece == (int) piece || self->press_piece == (int) piece)
            {
              cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue,
                                     self->press_piece == (int) piece ? 0.16 : 0.07);
              cairo_fill_preserve (cr);
            }
          /* In hand: an accent wash, as a selected row. The hint: a thick dashed ring. */
          if (self->selected_piece == (int) piece)
            {
              PentoRgb accent;

              pento_palette_get_role (PENTO_PALETTE_ACCENT, dark, &accent);
              cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.22);
              cairo_fill_preserve (cr);
            }
          if (self->highlight_piece == (int) piece)
            {
              PentoRgb accent;
              double dash[] = { 6, 4 };

              pento_palette_get_role (PENTO_PALETTE_ACCENT, dark, &accent);
              cairo_set_source_rgb (cr, accent.red, accent.green, accent.blue);
              cairo_set_line_width (cr, 3);
              cairo_set_dash (cr, dash, 2, 0);
              cairo_stroke_preserve (cr);
              cairo_set_dash (cr, NULL, 0, 0);
            }
          if (show_focus && self->focus_piece == (int) piece)
            {
              PentoRgb accent;

              pento_palette_get_role (PENTO_PALETTE_ACCENT, dark, &accent);
              cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.8);
              cairo_set_line_width (cr, 2);
              cairo_stroke (cr);
            }
          cairo_new_path (cr);
        }

      /* On the board: greyed, with a tick at the top right, so what is left to place
       * stands out. The tray follows the game only (not a packing shown by Solve), so it
       * does not grey out after every Solve. */
      pento_render_glyph_at_size (cr, piece, is_mirrored (self, piece) && !is_mirror_piece (piece),
                                  &options, cx, cy, cell, placed ? 0.3 : 1.0);
      /* fixed by the challenge: a lock instead of the tick, as it cannot be taken */
      if (is_fixed (self, piece))
        draw_lock (cr, cx + shape.width * cell / 2.0 + cell * 0.35,
                   cy - shape.height * cell / 2.0 - cell * 0.1, MAX (3.0, cell * 0.45), dark);
      else if (placed)
        {
          draw_check (cr, cx + shape.width * cell / 2.0 + cell * 0.35,
                      cy - shape.height * cell / 2.0 - cell * 0.1, MAX (3.0, cell * 0.45), dark);
        }

      draw_letter (self, cr, piece, cx, shelf + 0.75 * cell, cell, placed,
                   is_mirrored (self, piece) ? MIN (cell * 0.7, rect.size.width / 2.0 - 2) : 0,
                   dark);
    }

  /* The piece being dragged, under the pointer while it is over the tray (the board shows
   * it snapped to its cells once it gets there), turned as it is in hand. */
  if (self->dragging && self->has_drag_shape && self->drag_x >= 0 && self->drag_y >= 0 &&
      self->drag_x < width && self->drag_y < height)
    {
      double drag_cell = MAX (cell, 10);
      /* held by the cell pressed, which stays under the pointer */
      double cx = self->drag_x -
                  (self->drag_grab_x + 0.5 - self->drag_shape.width / 2.0) * drag_cell;
      double cy = self->drag_y -
                  (self->drag_grab_y + 0.5 - self->drag_shape.height / 2.0) * drag_cell;

      cairo_push_group (cr);
      pento_render_piece_at_size (cr, self->drag_piece, &self->drag_shape, &options,
                                  cx, cy, drag_cell);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.85);
    }

  cairo_destroy (cr);
}

static void
pento_piece_tray_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  PentoPieceTray *self = PENTO_PIECE_TRAY (widget);
  double one_row = widest_cells (self, 1);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = ceil (widest_cells (self, max_rows (self)) * self->minimum_cell);
      *natural = MAX (ceil (one_row * NATURAL_CELL), *minimum);
    }
  else
    {
      /* Height for width: the cell size the width allows, in one, two or three rows. */
      guint rows = for_size >= 0 ? rows_for_width (self, for_size) : 1;
      double cell = NATURAL_CELL;

      if (for_size >= 0)
        cell = CLAMP (floor (for_size / widest_cells (self, rows)), self->minimum_cell,
                      MAX (rows == 1 ? MAXIMUM_CELL : TWO_ROW_MAX_CELL, self->minimum_cell));
      *minimum = ceil (height_cells (self, rows) * self->minimum_cell);
      *natural = ceil (height_cells (self, rows) * cell);
    }
}

static GtkSizeRequestMode
pento_piece_tray_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
pento_piece_tray_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (pento_piece_tray_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  PentoPieceTray  *self)
{
  int piece = piece_at (self, x, y);

  self->press_piece = can_choose (self, piece) ? piece : -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_click_stopped (GtkGestureClick *gesture,
                  PentoPieceTray  *self)
{
  if (self->press_piece != -1)
    {
      self->press_piece = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/* A click counts on the piece it started on, as with buttons: pressing F and letting go
 * over L toggles nothing. */
static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   PentoPieceTray  *self)
{
  int piece = piece_at (self, x, y);
  int pressed = self->press_piece;

  self->press_piece = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!can_choose (self, piece) || (pressed != -1 && pressed != piece))
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  choose_piece (self, piece);
  update_accessible (self);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           PentoPieceTray           *self)
{
  int piece = piece_at (self, x, y);

  /* a piece dragged over the others does not light them up */
  if (!can_choose (self, piece) || self->dragging)
    piece = -1;
  if (piece != self->hover_piece)
    {
      self->hover_piece = piece;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), piece >= 0 ? "pointer" : NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_leave (GtkEventControllerMotion *motion,
          PentoPieceTray           *self)
{
  if (self->hover_piece != -1)
    {
      self->hover_piece = -1;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
move_focus (PentoPieceTray *self,
            int             step)
{
  int n = n_pieces (self);
  int index = MAX (index_of (self, self->focus_piece), 0);

  if (n == 0)
    return;
  self->focus_piece = piece_of (self, ((index + step) % n + n) % n);
  changed (self);
}

/* Up and Down go to the piece above or below, the nearest across, in two rows; in one row
 * there is nothing above or below. */
static void
move_focus_row (PentoPieceTray *self,
                int             direction)
{
  TrayLayout layout;
  graphene_rect_t from, rect;
  guint row, start, end;
  double best = G_MAXDOUBLE;

  get_layout (self, &layout);
  if (index_of (self, self->focus_piece) < 0)
    return;
  row = row_of (&layout, index_of (self, self->focus_piece));
  if ((direction < 0 && row == 0) || (direction > 0 && row + 1 >= layout.rows))
    return;
  start = layout.row_start[row + direction];
  end = layout.row_start[row + direction + 1];
  get_slot_rect (self, &layout, index_of (self, self->focus_piece), &from);
  for (guint i = start; i < end; i++)
    {
      double d;

      get_slot_rect (self, &layout, i, &rect);
      d = fabs ((rect.origin.x + rect.size.width / 2) - (from.origin.x + from.size.width / 2));
      if (d < best)
        {
          best = d;
          self->focus_piece = piece_of (self, i);
        }
    }
  changed (self);
}

static gboolean
handle_key (GtkEventControllerKey *controller,
            guint                  keyval,
            guint                  keycode,
            GdkModifierType        state,
            PentoPieceTray        *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_focus (self, -1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_focus (self, +1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_focus_row (self, -1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_focus_row (self, +1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Home:
      self->focus_piece = piece_of (self, 0);
      changed (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_End:
      self->focus_piece = piece_of (self, n_pieces (self) - 1);
      changed (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      choose_piece (self, self->focus_piece);
      changed (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_m:
    case GDK_KEY_M:
      /* M mirrors the focused chiral piece (the setting), as its button in the sidebar. */
      if (!can_toggle (self, self->focus_piece))
        return GDK_EVENT_PROPAGATE;
      activate_piece (self, self->focus_piece);
      changed (self);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

/* (a key taken shows the focus ring: see pento-focus-ring.h) */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PentoPieceTray        *self)
{
  return pento_focus_ring_key_taken (GTK_WIDGET (self),
                                     handle_key (controller, keyval, keycode, state, self));
}

static void
on_focus_changed (PentoPieceTray *self)
{
  changed (self);
}

/* A press on a piece that is not on the board may become a drag, once the pointer has moved
 * as far as the desktop's drag threshold. */
static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               PentoPieceTray *self)
{
  int piece = piece_at (self, x, y);

  self->dragging = FALSE;
  self->drag_piece = can_choose (self, piece) && !(self->placed & (1u << piece)) ? piece : -1;
  self->drag_start_x = x;
  self->drag_start_y = y;
  if (self->drag_piece >= 0)
    grab_cell_at (self, self->drag_piece, x, y, &self->grab_x, &self->grab_y);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          offset_x,
                double          offset_y,
                PentoPieceTray *self)
{
  if (self->drag_piece < 0)
    return;
  if (!self->dragging)
    {
      int threshold = 8;

      g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-dnd-drag-threshold",
                    &threshold, NULL);
      if (offset_x * offset_x + offset_y * offset_y < (double) threshold * threshold)
        return;
      /* a drag, not a click: the click gesture lets go of the press */
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      self->dragging = TRUE;
      self->press_piece = -1;
      self->has_drag_shape = FALSE;
      g_signal_emit (self, signals[PIECE_DRAG_BEGIN], 0, (guint) self->drag_piece);
    }
  self->drag_x = self->drag_start_x + offset_x;
  self->drag_y = self->drag_start_y + offset_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[PIECE_DRAG_MOTION], 0, self->drag_x, self->drag_y);
}

static void
finish_drag (PentoPieceTray *self,
             gboolean        drop)
{
  gboolean was_dragging = self->dragging;

  self->dragging = FALSE;
  self->drag_piece = -1;
  self->has_drag_shape = FALSE;
  if (!was_dragging)
    return;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[PIECE_DRAG_END], 0, drop, self->drag_x, self->drag_y);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          offset_x,
             double          offset_y,
             PentoPieceTray *self)
{
  if (self->dragging)
    {
      self->drag_x = self->drag_start_x + offset_x;
      self->drag_y = self->drag_start_y + offset_y;
    }
  finish_drag (self, TRUE);
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                PentoPieceTray   *self)
{
  finish_drag (self, FALSE);
}

/* While a piece is dragged the pointer belongs to the tray: the wheel and a right click turn
 * the piece in hand. */
static gboolean
on_scroll (GtkEventControllerScroll *scroll,
           double                    dx,
           double                    dy,
           PentoPieceTray           *self)
{
  if (!self->dragging || dy == 0)
    return FALSE;
  g_signal_emit (self, signals[PIECE_DRAG_TURN], 0, dy > 0 ? 1 : -1);
  return TRUE;
}

/* A right click during the drag turns the piece. It is taken before the gestures see it:
 * to them a second button ends the drag. */
static gboolean
on_capture_event (GtkEventControllerLegacy *controller,
                  GdkEvent                 *event,
                  PentoPieceTray           *self)
{
  GdkEventType type = gdk_event_get_event_type (event);

  if (!self->dragging || (type != GDK_BUTTON_PRESS && type != GDK_BUTTON_RELEASE) ||
      gdk_button_event_get_button (event) == GDK_BUTTON_PRIMARY)
    return GDK_EVENT_PROPAGATE;
  if (type == GDK_BUTTON_PRESS && gdk_button_event_get_button (event) == GDK_BUTTON_SECONDARY)
    g_signal_emit (self, signals[PIECE_DRAG_TURN], 0, 1);
  return GDK_EVENT_STOP;
}

static gboolean
pento_piece_tray_query_tooltip (GtkWidget  *widget,
                                int         x,
                                int         y,
                                gboolean    keyboard_tooltip,
                                GtkTooltip *tooltip)
{
  PentoPieceTray *self = PENTO_PIECE_TRAY (widget);
  int piece = keyboard_tooltip ? self->focus_piece : piece_at (self, x, y);
  g_autofree char *text = NULL;
  graphene_rect_t rect;
  TrayLayout layout;

  if (piece < 0)
    return FALSE;

  text = describe_piece (self, piece);
  gtk_tooltip_set_text (tooltip, text);
  get_layout (self, &layout);
  get_slot_rect (self, &layout, index_of (self, piece), &rect);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { rect.origin.x, rect.origin.y,
                                                       rect.size.width, rect.size.height });
  return TRUE;
}

static void
pento_piece_tray_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  PentoPieceTray *self = PENTO_PIECE_TRAY (object);

  switch (prop_id)
    {
    case PROP_FLIP:
      g_value_set_boolean (value, self->flip);
      break;
    case PROP_MIRROR:
      g_value_set_uint (value, self->mirror);
      break;
    case PROP_PIECES:
      g_value_set_uint (value, self->pieces);
      break;
    case PROP_PLACED:
      g_value_set_uint (value, self->placed);
      break;
    case PROP_HIGHLIGHT:
      g_value_set_int (value, self->highlight_piece);
      break;
    case PROP_SELECTED:
      g_value_set_int (value, self->selected_piece);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_piece_tray_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  PentoPieceTray *self = PENTO_PIECE_TRAY (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      pento_piece_tray_set_selected (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_piece_tray_dispose (GObject *object)
{
  pento_piece_tray_set_model (PENTO_PIECE_TRAY (object), NULL);

  G_OBJECT_CLASS (pento_piece_tray_parent_class)->dispose (object);
}

static void
pento_piece_tray_class_init (PentoPieceTrayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pento_piece_tray_dispose;
  object_class->get_property = pento_piece_tray_get_property;
  object_class->set_property = pento_piece_tray_set_property;

  widget_class->snapshot = pento_piece_tray_snapshot;
  widget_class->measure = pento_piece_tray_measure;
  widget_class->get_request_mode = pento_piece_tray_get_request_mode;
  widget_class->css_changed = pento_piece_tray_css_changed;
  widget_class->query_tooltip = pento_piece_tray_query_tooltip;

  properties[PROP_FLIP] =
    g_param_spec_boolean ("flip", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MIRROR] =
    g_param_spec_uint ("mirror", NULL, NULL, 0, PENTO_MIRROR_ALL, PENTO_MIRROR_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECES] =
    g_param_spec_uint ("pieces", NULL, NULL, 1, (1u << PENTO_N_SET_PIECES) - 1,
                       PENTO_PIECE_SET_TWELVE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLACED] =
    g_param_spec_uint ("placed", NULL, NULL, 0, (1u << PENTO_N_SET_PIECES) - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIGHLIGHT] =
    g_param_spec_int ("highlight", NULL, NULL, -1, PENTO_N_SET_PIECES - 1, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, PENTO_N_SET_PIECES - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PentoPieceTray::piece-chosen:
   * @piece: the PentoPiece clicked, or activated with Enter
   *
   * The person took @piece to play it; the owner puts it in hand on the board.
   */
  signals[PIECE_CHOSEN] =
    g_signal_new ("piece-chosen",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * PentoPieceTray::mirror-toggled:
   * @piece: the chiral PentoPiece the user clicked or activated
   *
   * The user asked to mirror @piece (or to use it as drawn again). The tray does not change
   * its own "mirror"; the owner applies the setting.
   */
  signals[MIRROR_TOGGLED] =
    g_signal_new ("mirror-toggled",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[PIECE_DRAG_BEGIN] =
    g_signal_new ("piece-drag-begin", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[PIECE_DRAG_MOTION] =
    g_signal_new ("piece-drag-motion", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  signals[PIECE_DRAG_END] =
    g_signal_new ("piece-drag-end", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_BOOLEAN, G_TYPE_DOUBLE,
                  G_TYPE_DOUBLE);
  signals[PIECE_DRAG_TURN] =
    g_signal_new ("piece-drag-turn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "piecetray");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pento_piece_tray_init (PentoPieceTray *self)
{
  GtkGesture *click;
  GtkEventController *controller;
  GtkGesture *drag;

  self->flip = TRUE;
  self->hover_piece = -1;
  self->press_piece = -1;
  self->highlight_piece = -1;
  self->selected_piece = -1;
  self->focus_piece = PENTO_PIECE_F;
  self->pieces = PENTO_PIECE_SET_TWELVE;
  set_order (self);
  self->minimum_cell = MINIMUM_CELL;
  self->drag_piece = -1;

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  g_signal_connect (click, "stopped", G_CALLBACK (on_click_stopped), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  controller = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "event", G_CALLBACK (on_capture_event), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL |
                                                GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  /* Every piece can be taken with the keyboard. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pieces"),
                                  -1);
  update_accessible (self);
}

GtkWidget *
pento_piece_tray_new (void)
{
  return g_object_new (PENTO_TYPE_PIECE_TRAY, NULL);
}

static void
set_flip (PentoPieceTray *self,
                           gboolean        flip)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  flip = !!flip;
  if (self->flip == flip)
    return;

  self->flip = flip;
  self->hover_piece = -1;
  changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIP]);
}

gboolean
pento_piece_tray_get_flip (PentoPieceTray *self)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), FALSE);

  return self->flip;
}

static void
set_mirror (PentoPieceTray *self,
                             PentoMirrorSet  mirror)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  mirror &= PENTO_MIRROR_ALL;
  if (self->mirror == mirror)
    return;

  self->mirror = mirror;
  changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIRROR]);
}

PentoMirrorSet
pento_piece_tray_get_mirror (PentoPieceTray *self)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), PENTO_MIRROR_NONE);

  return self->mirror;
}

static void
set_pieces (PentoPieceTray *self,
                             guint           pieces)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  pieces &= (1u << PENTO_N_SET_PIECES) - 1;
  if (pieces == 0)
    pieces = PENTO_PIECE_SET_TWELVE;
  if (self->pieces == pieces)
    return;

  self->pieces = pieces;
  set_order (self);
  if (!can_choose (self, self->focus_piece))
    self->focus_piece = piece_of (self, 0);
  if (!can_choose (self, self->hover_piece))
    self->hover_piece = -1;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECES]);
}

void
pento_piece_tray_set_minimum_cell (PentoPieceTray *self,
                                   guint           cell)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  cell = MAX (cell, MINIMUM_CELL);
  if (self->minimum_cell == cell)
    return;
  self->minimum_cell = cell;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
pento_piece_tray_get_pieces (PentoPieceTray *self)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), 0);

  return self->pieces;
}

static void
set_placed (PentoPieceTray *self,
                             guint           placed)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  placed &= (1u << PENTO_N_SET_PIECES) - 1;
  if (self->placed == placed)
    return;

  self->placed = placed;
  changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLACED]);
}

static void
set_fixed (PentoPieceTray *self,
                            guint           fixed)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  fixed &= (1u << PENTO_N_SET_PIECES) - 1;
  if (self->fixed == fixed)
    return;
  self->fixed = fixed;
  changed (self);
}

guint
pento_piece_tray_get_fixed (PentoPieceTray *self)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), 0);

  return self->fixed;
}

guint
pento_piece_tray_get_placed (PentoPieceTray *self)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), 0);

  return self->placed;
}

static void
set_viewing (PentoPieceTray *self,
                              gboolean        viewing)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  viewing = !!viewing;
  if (self->viewing == viewing)
    return;
  self->viewing = viewing;
  changed (self);
}

char *
pento_piece_tray_describe_piece (PentoPieceTray *self,
                                 PentoPiece      piece)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), NULL);
  g_return_val_if_fail (piece < PENTO_N_SET_PIECES, NULL);

  return describe_piece (self, piece);
}

/* Activates the chiral piece as a click would (tests and keyboard share this path). */
void
pento_piece_tray_activate_piece (PentoPieceTray *self,
                                 PentoPiece      piece)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  activate_piece (self, piece);
}

static void
set_highlight (PentoPieceTray *self,
                                int             piece)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  piece = CLAMP (piece, -1, PENTO_N_SET_PIECES - 1);
  if (self->highlight_piece == piece)
    return;
  self->highlight_piece = piece;
  changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHT]);
}

int
pento_piece_tray_get_highlight (PentoPieceTray *self)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), -1);

  return self->highlight_piece;
}

void
pento_piece_tray_set_selected (PentoPieceTray *self,
                               int             piece)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  piece = CLAMP (piece, -1, PENTO_N_SET_PIECES - 1);
  if (self->selected_piece == piece)
    return;
  self->selected_piece = piece;
  changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

int
pento_piece_tray_get_selected (PentoPieceTray *self)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), -1);

  return self->selected_piece;
}

/* Chooses @piece as a click would (tests and the keyboard share this path). */
void
pento_piece_tray_choose_piece (PentoPieceTray *self,
                               PentoPiece      piece)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  choose_piece (self, piece);
}

gboolean
pento_piece_tray_get_drag_grab (PentoPieceTray *self,
                                int            *out_x,
                                int            *out_y)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), FALSE);

  if (!self->dragging)
    return FALSE;
  *out_x = self->grab_x;
  *out_y = self->grab_y;
  return TRUE;
}

void
pento_piece_tray_set_drag_shape (PentoPieceTray   *self,
                                 const PentoShape *shape,
                                 int               grab_x,
                                 int               grab_y)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  self->has_drag_shape = shape != NULL;
  if (shape != NULL)
    {
      self->drag_shape = *shape;
      self->drag_grab_x = CLAMP (grab_x, 0, (int) shape->width - 1);
      self->drag_grab_y = CLAMP (grab_y, 0, (int) shape->height - 1);
    }
  if (self->dragging)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
pento_piece_tray_get_piece_center (PentoPieceTray *self,
                                   PentoPiece      piece,
                                   double         *out_x,
                                   double         *out_y)
{
  TrayLayout layout;
  graphene_rect_t rect;

  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), FALSE);

  if (!can_choose (self, piece))
    return FALSE;
  get_layout (self, &layout);
  if (layout.cell < 2)
    return FALSE;
  get_slot_rect (self, &layout, index_of (self, piece), &rect);
  *out_x = rect.origin.x + rect.size.width / 2.0;
  *out_y = rect.origin.y + rect.size.height - BOTTOM_CELLS * layout.cell -
           layout.cell / 2.0;
  return TRUE;
}

gboolean
pento_piece_tray_get_cell_center (PentoPieceTray *self,
                                  PentoPiece      piece,
                                  guint           x,
                                  guint           y,
                                  double         *out_x,
                                  double         *out_y)
{
  PentoShape shape;
  double ox, oy, cell;

  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), FALSE);

  if (!can_choose (self, piece) || !get_piece_origin (self, piece, &shape, &ox, &oy, &cell) ||
      x >= shape.width || y >= shape.height)
    return FALSE;
  *out_x = ox + (x + 0.5) * cell;
  *out_y = oy + (y + 0.5) * cell;
  return TRUE;
}

int
pento_piece_tray_get_focus_piece (PentoPieceTray *self)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), -1);

  return self->focus_piece;
}

/* What the model says, drawn: the set and its handedness, the pieces on the board and the
 * fixed ones, whether they are a packing being viewed, and the hint's piece. */
static void
model_notify_cb (PentoPieceTray *self)
{
  PentoBoardModel *m = self->model;

  set_flip (self, pento_board_model_get_may_flip (m));
  set_mirror (self, pento_board_model_get_rules (m)->mirror);
  set_pieces (self, pento_board_model_get_pieces (m));
  set_placed (self, pento_board_model_get_placed (m));
  set_fixed (self, pento_board_model_get_fixed (m));
  set_viewing (self, !pento_board_model_get_playable (m));
  set_highlight (self, pento_board_model_get_hint_piece (m));
}

void
pento_piece_tray_set_model (PentoPieceTray  *self,
                            PentoBoardModel *model)
{
  g_return_if_fail (PENTO_IS_PIECE_TRAY (self));

  if (pento_board_model_attach (&self->model, model, self, G_CALLBACK (model_notify_cb)))
    model_notify_cb (self);
}

PentoBoardModel *
pento_piece_tray_get_model (PentoPieceTray *self)
{
  g_return_val_if_fail (PENTO_IS_PIECE_TRAY (self), NULL);

  return self->model;
}
