/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-sheet.c: contact sheets of packings — paged for print and PDF, one page for SVG, and
 * HTML whose boards reuse one <symbol> per piece shape, so thousands of packings stay small.
 */
#define _GNU_SOURCE /* nl_langinfo_l's _NL_PAPER_* items */

#include "pento-sheet.h"

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pento-palette.h"
#include "pento-render.h"
#include "pento-render-private.h"

#define MM_TO_PT(mm) ((mm) * 72.0 / 25.4)
#define MARGIN       36.0 /* half an inch, inside what printers can reach */
#define HEADER       44.0 /* title and subtitle */
#define TITLE_SIZE   14.0
#define TEXT_SIZE     9.0
#define CAPTION      11.0 /* the number under a board */
#define CAPTION_SIZE  7.5
#define GAP_X        12.0
#define GAP_Y         8.0
#define TILE_TARGET  60.0 /* the longer side of a board, in points */
#define HTML_CELL    10   /* pixels a cell in HTML */

struct _PentoSheet {
  PentoBoard *board;
  GPtrArray  *packings;
  char       *title;
  char       *subtitle;
  double      page_width;
  double      page_height;
  /* layout, from the page size */
  double      cell;
  double      tile_width;
  double      tile_height;
  guint       columns;
  guint       rows_per_page;
  GHashTable *shapes;       /* piece shape key -> a recording surface of it at this cell size */
};

static void
layout (PentoSheet *sheet)
{
  guint w = pento_board_get_width (sheet->board);
  guint h = pento_board_get_height (sheet->board);
  double usable_w = sheet->page_width - 2 * MARGIN;
  double usable_h = sheet->page_height - 2 * MARGIN - HEADER;

  g_hash_table_remove_all (sheet->shapes);
  sheet->cell = CLAMP (TILE_TARGET / MAX (w, h), 3.0, 8.0);
  sheet->tile_width = w * sheet->cell;
  sheet->tile_height = h * sheet->cell;
  /* a board wider than the page still gets a column, drawn smaller */
  if (sheet->tile_width > usable_w)
    {
      sheet->cell *= usable_w / sheet->tile_width;
      sheet->tile_width = w * sheet->cell;
      sheet->tile_height = h * sheet->cell;
    }
  sheet->columns = MAX (1, (guint) floor ((usable_w + GAP_X) / (sheet->tile_width + GAP_X)));
  sheet->rows_per_page = MAX (1, (guint) floor ((usable_h + GAP_Y) /
                                                (sheet->tile_height + CAPTION + GAP_Y)));
}

void
pento_sheet_get_locale_paper (double *width,
                              double *height)
{
  locale_t loc = newlocale (LC_PAPER_MASK, "", (locale_t) 0);
  guint w_mm = 210, h_mm = 297;

  if (loc != (locale_t) 0)
    {
      /* glibc returns these two items as integers (millimetres) in the pointer */
      guint lw = (guint) (gsize) nl_langinfo_l (_NL_PAPER_WIDTH, loc);
      guint lh = (guint) (gsize) nl_langinfo_l (_NL_PAPER_HEIGHT, loc);

      if (lw == 216 && lh == 279)
        w_mm = lw, h_mm = lh;
      freelocale (loc);
    }
  *width = w_mm == 216 ? 8.5 * 72.0 : MM_TO_PT (w_mm);
  *height = h_mm == 279 ? 11.0 * 72.0 : MM_TO_PT (h_mm);
}

PentoSheet *
pento_sheet_new (const PentoBoard *board,
                 GPtrArray        *packings,
                 const char       *title,
                 const char       *subtitle)
{
  PentoSheet *sheet;

  g_return_val_if_fail (board != NULL && packings != NULL, NULL);

  sheet = g_new0 (PentoSheet, 1);
  sheet->board = pento_board_ref ((PentoBoard *) board);
  sheet->packings = g_ptr_array_ref (packings);
  sheet->title = g_strdup (title != NULL ? title : "");
  sheet->subtitle = g_strdup (subtitle != NULL ? subtitle : "");
  sheet->shapes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) cairo_surface_destroy);
  pento_sheet_get_locale_paper (&sheet->page_width, &sheet->page_height);
  layout (sheet);
  return sheet;
}

void
pento_sheet_free (PentoSheet *sheet)
{
  if (sheet == NULL)
    return;
  pento_board_unref (sheet->board);
  g_ptr_array_unref (sheet->packings);
  g_free (sheet->title);
  g_free (sheet->subtitle);
  g_hash_table_unref (sheet->shapes);
  g_free (sheet);
}

void
pento_sheet_set_page_size (PentoSheet *sheet,
                           double      width,
                           double      height)
{
  g_return_if_fail (sheet != NULL && width > 2 * MARGIN && height > 2 * MARGIN + HEADER);

  sheet->page_width = width;
  sheet->page_height = height;
  layout (sheet);
}

guint
pento_sheet_get_n_pages (PentoSheet *sheet)
{
  guint per_page;

  g_return_val_if_fail (sheet != NULL, 0);

  per_page = sheet->columns * sheet->rows_per_page;
  return MAX (1, (sheet->packings->len + per_page - 1) / per_page);
}

static void
set_role (cairo_t          *cr,
          PentoPaletteRole  role)
{
  PentoRgb rgb;

  pento_palette_get_role (role, FALSE, &rgb);
  cairo_set_source_rgb (cr, rgb.red, rgb.green, rgb.blue);
}

static void
draw_header (PentoSheet *sheet,
             cairo_t    *cr,
             const char *page_text)
{
  cairo_text_extents_t ext;

  set_role (cr, PENTO_PALETTE_TEXT_DARK);
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, TITLE_SIZE);
  cairo_move_to (cr, MARGIN, MARGIN + TITLE_SIZE);
  cairo_show_text (cr, sheet->title);

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, TEXT_SIZE);
  cairo_move_to (cr, MARGIN, MARGIN + TITLE_SIZE + 6 + TEXT_SIZE);
  cairo_show_text (cr, sheet->subtitle);
  if (page_text != NULL)
    {
      cairo_text_extents (cr, page_text, &ext);
      cairo_move_to (cr, sheet->page_width - MARGIN - ext.x_advance,
                     MARGIN + TITLE_SIZE + 6 + TEXT_SIZE);
      cairo_show_text (cr, page_text);
    }
}

/* The outline of a polyomino given by its cells: its corners, clockwise, as (x, y) pairs in
 * @out (at most 2 × 12 for five cells); returns how many corners. Pentominoes have no hole,
 * so one loop is all of it. */
static guint
trace_outline (const guint8 *xs,
               const guint8 *ys,
               guint         n,
               int           out[][2])
{
  /* directed boundary edges, cell by cell: a side whose neighbour is not in the shape */
  static const struct { int dx, dy, x0, y0, x1, y1; } sides[4] = {
    { 0, -1, 0, 0, 1, 0 }, { 1, 0, 1, 0, 1, 1 }, { 0, 1, 1, 1, 0, 1 }, { -1, 0, 0, 1, 0, 0 },
  };
  int ex0[32], ey0[32], ex1[32], ey1[32];
  gboolean used[32] = { FALSE };
  guint n_edges = 0, at = 0, n_out = 0;
  int x, y;

  for (guint i = 0; i < n; i++)
    for (guint s = 0; s < 4; s++)
      {
        gboolean neighbour = FALSE;

        for (guint j = 0; j < n; j++)
          neighbour |= xs[j] == xs[i] + sides[s].dx && ys[j] == ys[i] + sides[s].dy;
        if (neighbour)
          continue;
        ex0[n_edges] = xs[i] + sides[s].x0;
        ey0[n_edges] = ys[i] + sides[s].y0;
        ex1[n_edges] = xs[i] + sides[s].x1;
        ey1[n_edges] = ys[i] + sides[s].y1;
        n_edges++;
      }

  x = ex0[0];
  y = ey0[0];
  for (;;)
    {
      int dx = ex1[at] - ex0[at], dy = ey1[at] - ey0[at];

      out[n_out][0] = x;
      out[n_out][1] = y;
      n_out++;
      used[at] = TRUE;
      /* a straight run of edges is one side */
      for (;;)
        {
          guint next = n_edges;

          for (guint e = 0; e < n_edges; e++)
            if (!used[e] && ex0[e] == x + dx && ey0[e] == y + dy &&
                ex1[e] - ex0[e] == (dx > 0) - (dx < 0) && ey1[e] - ey0[e] == (dy > 0) - (dy < 0))
              next = e;
          if (next == n_edges)
            break;
          used[next] = TRUE;
          dx += ex1[next] - ex0[next];
          dy += ey1[next] - ey0[next];
        }
      x += dx;
      y += dy;

      at = n_edges;
      for (guint e = 0; e < n_edges; e++)
        if (!used[e] && ex0[e] == x && ey0[e] == y)
          at = e;
      if (at == n_edges)
        break;
    }
  return n_out;
}

/* The same as SVG path data, with relative h/v steps. */
static void
append_outline (GString      *out,
                const guint8 *xs,
                const guint8 *ys,
                guint         n)
{
  int pts[32][2];
  guint n_pts = trace_outline (xs, ys, n, pts);

  g_string_append_printf (out, "M%d %d", pts[0][0], pts[0][1]);
  for (guint i = 1; i < n_pts; i++)
    {
      if (pts[i][0] != pts[i - 1][0])
        g_string_append_printf (out, "h%d", pts[i][0] - pts[i - 1][0]);
      else
        g_string_append_printf (out, "v%d", pts[i][1] - pts[i - 1][1]);
    }
  g_string_append_c (out, 'z');
}

typedef struct {
  char  letter;
  guint x;   /* the shape's box corner on the board */
  guint y;
  char *key; /* letter and normalised cells: the symbol's identity */
} PieceAt;

/* The pieces of one packing, each as its normalised cells. */
static guint
split_pieces (const PentoSolution *packing,
              PieceAt              out[PENTO_N_SET_PIECES],
              guint8               cells_x[PENTO_N_SET_PIECES][5],
              guint8               cells_y[PENTO_N_SET_PIECES][5],
              guint                n_cells[PENTO_N_SET_PIECES])
{
  guint min_x[PENTO_N_SET_PIECES], min_y[PENTO_N_SET_PIECES];
  guint n = 0;

  memset (n_cells, 0, sizeof (guint) * PENTO_N_SET_PIECES);
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    min_x[p] = min_y[p] = G_MAXUINT;

  for (guint y = 0; y < packing->height; y++)
    for (guint x = 0; x < packing->width; x++)
      {
        PentoPiece p;

        if (!pento_piece_from_cell_letter (packing->cells[y * packing->width + x], &p) || n_cells[p] >= 5)
          continue;
        cells_x[p][n_cells[p]] = x;
        cells_y[p][n_cells[p]] = y;
        n_cells[p]++;
        min_x[p] = MIN (min_x[p], x);
        min_y[p] = MIN (min_y[p], y);
      }

  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      GString *key;

      if (n_cells[p] == 0)
        continue;
      key = g_string_new (NULL);
      g_string_append_c (key, pento_piece_to_letter (p));
      for (guint i = 0; i < n_cells[p]; i++)
        {
          cells_x[p][i] -= min_x[p];
          cells_y[p][i] -= min_y[p];
          g_string_append_printf (key, " %u,%u", cells_x[p][i], cells_y[p][i]);
        }
      out[n].letter = pento_piece_to_letter (p);
      out[n].x = min_x[p];
      out[n].y = min_y[p];
      out[n].key = g_string_free (key, FALSE);
      n++;
    }
  return n;
}

/* A piece shape drawn once (filled and outlined) into a recording surface, the stroke's
 * half-width @pad around it. */
static cairo_surface_t *
get_shape (PentoSheet   *sheet,
           PieceAt      *piece,
           const guint8 *xs,
           const guint8 *ys,
           guint         n,
           double        pad)
{
  cairo_surface_t *surface = g_hash_table_lookup (sheet->shapes, piece->key);
  cairo_rectangle_t extents = { 0, 0, 0, 0 };
  int pts[32][2];
  guint n_pts;
  PentoPiece p;
  PentoRgb rgb;
  cairo_t *cr;

  if (surface != NULL)
    return surface;

  n_pts = trace_outline (xs, ys, n, pts);
  for (guint i = 0; i < n_pts; i++)
    {
      extents.width = MAX (extents.width, pts[i][0] * sheet->cell + 2 * pad);
      extents.height = MAX (extents.height, pts[i][1] * sheet->cell + 2 * pad);
    }
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cr = cairo_create (surface);
  for (guint i = 0; i < n_pts; i++)
    cairo_line_to (cr, pad + pts[i][0] * sheet->cell, pad + pts[i][1] * sheet->cell);
  cairo_close_path (cr);
  pento_piece_from_cell_letter (piece->letter, &p);
  pento_palette_get_piece (p, FALSE, &rgb);
  cairo_set_source_rgb (cr, rgb.red, rgb.green, rgb.blue);
  cairo_fill_preserve (cr);
  set_role (cr, PENTO_PALETTE_OUTLINE);
  cairo_set_line_width (cr, 2 * pad);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  cairo_destroy (cr);

  g_hash_table_insert (sheet->shapes, g_steal_pointer (&piece->key), surface);
  return surface;
}

/* Packings @first … @last - 1 in rows from @top. Each piece shape is drawn once and then
 * painted where it stands (a PDF form XObject used again and again), rather than every board
 * drawn in full: 9,356 packings in a fraction of the time and of the file. */
static void
draw_tiles (PentoSheet *sheet,
            cairo_t    *cr,
            guint       first,
            guint       last,
            double      top)
{
  double cell = sheet->cell;
  double pad = MAX (0.2, cell * 0.06);

  cairo_save (cr);
  for (guint i = first; i < last; i++)
    {
      guint k = i - first;
      double x0 = MARGIN + (k % sheet->columns) * (sheet->tile_width + GAP_X);
      double y0 = top + (k / sheet->columns) * (sheet->tile_height + CAPTION + GAP_Y);
      PieceAt pieces[PENTO_N_SET_PIECES];
      guint8 cx[PENTO_N_SET_PIECES][5], cy[PENTO_N_SET_PIECES][5];
      guint nc[PENTO_N_SET_PIECES];
      guint n = split_pieces (g_ptr_array_index (sheet->packings, i), pieces, cx, cy, nc);

      for (guint j = 0; j < n; j++)
        {
          PentoPiece p;
          cairo_surface_t *shape;

          pento_piece_from_cell_letter (pieces[j].letter, &p);
          shape = get_shape (sheet, &pieces[j], cx[p], cy[p], nc[p], pad);
          cairo_set_source_surface (cr, shape, x0 + pieces[j].x * cell - pad,
                                    y0 + pieces[j].y * cell - pad);
          cairo_paint (cr);
          g_free (pieces[j].key);
        }
    }

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, CAPTION_SIZE);
  set_role (cr, PENTO_PALETTE_TEXT_DARK);
  for (guint i = first; i < last; i++)
    {
      guint k = i - first;
      double x = MARGIN + (k % sheet->columns) * (sheet->tile_width + GAP_X);
      double y = top + (k / sheet->columns) * (sheet->tile_height + CAPTION + GAP_Y);
      cairo_text_extents_t ext;
      char label[24];

      g_snprintf (label, sizeof label, "%u", i + 1);
      cairo_text_extents (cr, label, &ext);
      cairo_move_to (cr, x + (sheet->tile_width - ext.x_advance) / 2.0,
                     y + sheet->tile_height + CAPTION - 2.0);
      cairo_show_text (cr, label);
    }
  cairo_restore (cr);
}

void
pento_sheet_draw_page (PentoSheet *sheet,
                       cairo_t    *cr,
                       guint       page)
{
  guint per_page, n_pages, first, last;
  g_autofree char *page_text = NULL;

  g_return_if_fail (sheet != NULL && cr != NULL);

  per_page = sheet->columns * sheet->rows_per_page;
  n_pages = pento_sheet_get_n_pages (sheet);
  g_return_if_fail (page < n_pages);

  first = page * per_page;
  last = MIN (sheet->packings->len, first + per_page);
  /* TRANSLATORS: page numbers of a contact sheet */
  page_text = g_strdup_printf (_("page %u of %u"), page + 1, n_pages);

  cairo_save (cr);
  draw_header (sheet, cr, n_pages > 1 ? page_text : NULL);
  draw_tiles (sheet, cr, first, last, MARGIN + HEADER);
  cairo_restore (cr);
}

/* --- HTML --- */

static void
append_css_colour (GString        *out,
                   const PentoRgb *rgb)
{
  g_string_append_printf (out, "#%02x%02x%02x",
                          (guint) lround (rgb->red * 255), (guint) lround (rgb->green * 255),
                          (guint) lround (rgb->blue * 255));
}

static char *
sheet_to_html (PentoSheet *sheet)
{
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *title = g_markup_escape_text (sheet->title, -1);
  g_autofree char *subtitle = g_markup_escape_text (sheet->subtitle, -1);
  GString *defs = g_string_new (NULL);
  GString *body = g_string_sized_new (sheet->packings->len * 450 + 4096);
  GString *out;
  guint w = pento_board_get_width (sheet->board);
  guint h = pento_board_get_height (sheet->board);
  PentoRgb rgb;

  for (guint i = 0; i < sheet->packings->len; i++)
    {
      PieceAt pieces[PENTO_N_SET_PIECES];
      guint8 cx[PENTO_N_SET_PIECES][5], cy[PENTO_N_SET_PIECES][5];
      guint nc[PENTO_N_SET_PIECES];
      guint n = split_pieces (g_ptr_array_index (sheet->packings, i), pieces, cx, cy, nc);

      g_string_append_printf (body, "<figure><svg viewBox=\"-.1 -.1 %u.2 %u.2\">", w, h);
      for (guint k = 0; k < n; k++)
        {
          gpointer id;

          if (!g_hash_table_lookup_extended (ids, pieces[k].key, NULL, &id))
            {
              PentoPiece p;

              pento_piece_from_cell_letter (pieces[k].letter, &p);
              id = GUINT_TO_POINTER (g_hash_table_size (ids));
              g_string_append_printf (defs, "<symbol id=\"s%u\" overflow=\"visible\">"
                                      "<path class=\"%c\" d=\"", GPOINTER_TO_UINT (id),
                                      pieces[k].letter);
              append_outline (defs, cx[p], cy[p], nc[p]);
              g_string_append (defs, "\"/></symbol>\n");
              g_hash_table_insert (ids, g_steal_pointer (&pieces[k].key), id);
            }
          g_free (pieces[k].key);
          g_string_append_printf (body, "<use href=\"#s%u\"", GPOINTER_TO_UINT (id));
          if (pieces[k].x != 0)
            g_string_append_printf (body, " x=\"%u\"", pieces[k].x);
          if (pieces[k].y != 0)
            g_string_append_printf (body, " y=\"%u\"", pieces[k].y);
          g_string_append (body, "/>");
        }
      g_string_append_printf (body, "</svg><figcaption>%u</figcaption></figure>\n", i + 1);
    }

  out = g_string_sized_new (body->len + defs->len + 4096);
  g_string_append_printf (out,
    "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>%s</title>\n<style>\n"
    "body{font-family:Cantarell,sans-serif;margin:2em;background:#fff;color:#222}\n"
    "h1{font-size:1.4em;margin:0} p{margin:.3em 0 1em}\n"
    "main{display:flex;flex-wrap:wrap;gap:10px 14px}\n"
    "figure{margin:0;text-align:center;font-size:11px}\n"
    "figure svg{display:block;width:%upx;height:%upx}\n"
    "path{stroke:", title, w * HTML_CELL, h * HTML_CELL);
  pento_palette_get_role (PENTO_PALETTE_OUTLINE, FALSE, &rgb);
  append_css_colour (out, &rgb);
  g_string_append (out, ";stroke-width:.1;stroke-linejoin:round}\n");
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      pento_palette_get_piece (p, FALSE, &rgb);
      g_string_append_printf (out, ".%c{fill:", pento_piece_to_letter (p));
      append_css_colour (out, &rgb);
      g_string_append (out, "}\n");
    }
  g_string_append_printf (out, "</style>\n</head>\n<body>\n<h1>%s</h1>\n<p>%s</p>\n"
                          "<svg width=\"0\" height=\"0\" style=\"position:absolute\">"
                          "<defs>\n%s</defs></svg>\n<main>\n", title, subtitle, defs->str);
  g_string_append_len (out, body->str, body->len);
  g_string_append (out, "</main>\n</body>\n</html>\n");

  g_string_free (defs, TRUE);
  g_string_free (body, TRUE);
  return g_string_free (out, FALSE);
}

/* --- export --- */

typedef enum {
  SHEET_PDF,
  SHEET_SVG,
  SHEET_HTML,
} SheetFormat;

gboolean
pento_sheet_export (PentoSheet *sheet,
                    const char *path,
                    GError    **error)
{
  g_autofree char *base = NULL;
  g_autofree char *ext = NULL;
  g_autofree char *display = NULL;
  const char *dot;
  SheetFormat format;
  cairo_status_t status = CAIRO_STATUS_SUCCESS;

  g_return_val_if_fail (sheet != NULL && path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  base = g_path_get_basename (path);
  dot = strrchr (base, '.');
  ext = dot != NULL ? g_ascii_strdown (dot, -1) : g_strdup ("");
  display = g_filename_display_name (path);
  if (strcmp (ext, ".pdf") == 0)
    format = SHEET_PDF;
  else if (strcmp (ext, ".svg") == 0)
    format = SHEET_SVG;
  else if (strcmp (ext, ".html") == 0 || strcmp (ext, ".htm") == 0)
    format = SHEET_HTML;
  else
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Cannot write the sheet “%s”: use a name ending in .pdf, .svg or .html"),
                   display);
      return FALSE;
    }

  /* Drawn in memory, then put in place as a whole by pento_file_write(): a link is followed,
   * a FIFO written in place, and a failure leaves the old file as it was. */
  if (format == SHEET_HTML)
    {
      g_autofree char *html = sheet_to_html (sheet);

      return pento_file_write (path, html, -1, error);
    }
  else
    {
      g_autoptr(GByteArray) bytes = g_byte_array_new ();
      cairo_surface_t *surface;
      cairo_t *cr;

      if (format == SHEET_PDF)
        {
          guint n_pages = pento_sheet_get_n_pages (sheet);

          surface = cairo_pdf_surface_create_for_stream (pento_render_append_to_bytes, bytes,
                                                         sheet->page_width, sheet->page_height);
          cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, sheet->title);
          cr = cairo_create (surface);
          for (guint page = 0; page < n_pages; page++)
            {
              pento_sheet_draw_page (sheet, cr, page);
              cairo_show_page (cr);
            }
        }
      else
        {
          guint rows = (sheet->packings->len + sheet->columns - 1) / sheet->columns;
          double height = 2 * MARGIN + HEADER +
                          MAX (rows, 1) * (sheet->tile_height + CAPTION + GAP_Y) - GAP_Y;

          surface = cairo_svg_surface_create_for_stream (pento_render_append_to_bytes, bytes,
                                                         sheet->page_width, height);
          cr = cairo_create (surface);
          set_role (cr, PENTO_PALETTE_BACKGROUND);
          cairo_paint (cr);
          draw_header (sheet, cr, NULL);
          draw_tiles (sheet, cr, 0, sheet->packings->len, MARGIN + HEADER);
        }
      cairo_destroy (cr);
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
      cairo_surface_destroy (surface);
      if (status != CAIRO_STATUS_SUCCESS)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _("Could not write the sheet “%s”: %s"), display,
                       cairo_status_to_string (status));
          return FALSE;
        }
      return pento_file_write (path, (const char *) bytes->data, bytes->len, error);
    }
}
