/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-set-counter.c: see pento-set-counter.h. Deliberately simple: cells are chars, shapes
 * are lists of offsets, the recursion fills the first empty cell in reading order.
 */
#include "pento-set-counter.h"

#include <string.h>

typedef struct {
  int n;
  int x[5], y[5];
} Shape;

typedef struct {
  char   letter;
  int    n_shapes;
  Shape  shapes[8];
} Piece;

typedef struct {
  guint       width, height;
  char       *grid;
  Piece       pieces[20];
  int         n_pieces;
  gboolean    used[20];
  GHashTable *classes;                 /* canonical text of each packing: the unique ones */
  guint64     total;
  const char *mask;
  gboolean    swap;                    /* a reflection names F as f and so on */
  gboolean    reflections;
} Counter;

static const struct {
  char        letter;
  const char *rows;
} pictures[] = {
  /* written out again here, not taken from the engine */
  { 'F', ".##|##.|.#." }, { 'I', "#####" }, { 'L', "####|#..." }, { 'N', "##..|.###" },
  { 'P', "###|.##" }, { 'T', "###|.#.|.#." }, { 'U', "#.#|###" }, { 'V', "#..|#..|###" },
  { 'W', "#..|##.|.##" }, { 'X', ".#.|###|.#." }, { 'Y', "####|.#.." }, { 'Z', "##.|.#.|.##" },
  { 'O', "##|##" },
};

/* The recursion fills the first empty cell in reading order, or column by column on a board
 * wider than high (so that it goes along the short side). */
static gboolean by_columns;

static gboolean
before (int x1, int y1, int x2, int y2)
{
  if (by_columns)
    return x1 < x2 || (x1 == x2 && y1 < y2);
  return y1 < y2 || (y1 == y2 && x1 < x2);
}

static void
normalise (Shape *s)
{
  int mx = 1000, my = 1000;

  for (int i = 0; i < s->n; i++)
    {
      mx = MIN (mx, s->x[i]);
      my = MIN (my, s->y[i]);
    }
  for (int i = 0; i < s->n; i++)
    {
      s->x[i] -= mx;
      s->y[i] -= my;
    }
  /* cells in the order of the fill: the first one covers the first empty cell */
  for (int i = 0; i < s->n; i++)
    for (int j = i + 1; j < s->n; j++)
      if (before (s->x[j], s->y[j], s->x[i], s->y[i]))
        {
          int t = s->x[i]; s->x[i] = s->x[j]; s->x[j] = t;
          t = s->y[i]; s->y[i] = s->y[j]; s->y[j] = t;
        }
}

static gboolean
same (const Shape *a,
      const Shape *b)
{
  for (int i = 0; i < a->n; i++)
    if (a->x[i] != b->x[i] || a->y[i] != b->y[i])
      return FALSE;
  return TRUE;
}

static void
make_piece (Piece      *piece,
            char        letter,
            gboolean    flip,
            gboolean    reflected)
{
  Shape s = { 0 };
  const char *rows = NULL;
  int x = 0, y = 0;

  for (guint i = 0; i < G_N_ELEMENTS (pictures); i++)
    if (pictures[i].letter == g_ascii_toupper (letter))
      rows = pictures[i].rows;
  g_assert (rows != NULL);
  for (const char *p = rows; *p; p++)
    {
      if (*p == '|')
        {
          x = 0;
          y++;
          continue;
        }
      if (*p == '#')
        {
          s.x[s.n] = reflected ? -x : x;
          s.y[s.n] = y;
          s.n++;
        }
      x++;
    }
  piece->letter = letter;
  piece->n_shapes = 0;
  for (int side = 0; side < (flip ? 2 : 1); side++)
    {
      for (int turn = 0; turn < 4; turn++)
        {
          Shape t = s;
          gboolean seen = FALSE;

          normalise (&t);
          for (int k = 0; k < piece->n_shapes && !seen; k++)
            seen = same (&piece->shapes[k], &t);
          if (!seen)
            piece->shapes[piece->n_shapes++] = t;
          /* a quarter turn */
          for (int i = 0; i < s.n; i++)
            {
              int ox = s.x[i];

              s.x[i] = -s.y[i];
              s.y[i] = ox;
            }
        }
      for (int i = 0; i < s.n; i++)
        s.x[i] = -s.x[i];
    }
}

/* The image of the packing under a symmetry of the board, as text; NULL when the symmetry
 * does not map the board onto itself. */
static char *
image (const Counter *c,
       int            sym)
{
  guint w = c->width, h = c->height;
  gboolean axes = sym >= 4;            /* 4…7 swap the axes */
  char *out;

  if (axes && w != h)
    return NULL;
  out = g_malloc0 (w * h + 1);
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      {
        guint nx = x, ny = y;
        char ch = c->grid[y * w + x];

        switch (sym)
          {
          case 0: break;
          case 1: nx = w - 1 - x; ny = h - 1 - y; break;          /* half turn */
          case 2: nx = w - 1 - x; break;                          /* mirror */
          case 3: ny = h - 1 - y; break;                          /* mirror */
          case 4: nx = y; ny = x; break;                          /* transpose */
          case 5: nx = h - 1 - y; ny = w - 1 - x; break;          /* anti-transpose */
          case 6: nx = h - 1 - y; ny = x; break;                  /* quarter turn */
          default: nx = y; ny = w - 1 - x; break;                 /* three quarters */
          }
        if ((c->mask[y * w + x] == '#') != (c->mask[ny * w + nx] == '#'))
          {
            g_free (out);
            return NULL;
          }
        /* syms 2 to 5 are reflections */
        if (sym >= 2 && sym <= 5 && c->swap && strchr ("FLNPYZflnpyz", ch))
          ch = g_ascii_isupper (ch) ? g_ascii_tolower (ch) : g_ascii_toupper (ch);
        out[ny * w + nx] = ch;
      }
  return out;
}

static void
record (Counter *c)
{
  char *best = NULL;

  c->total++;
  for (int sym = 0; sym < 8; sym++)
    {
      char *text;

      if (sym >= 2 && sym <= 5 && !c->reflections)
        continue;
      text = image (c, sym);
      if (text == NULL)
        continue;
      if (best == NULL || strcmp (text, best) < 0)
        {
          g_free (best);
          best = text;
        }
      else
        g_free (text);
    }
  g_hash_table_add (c->classes, best);
}

static void
fill (Counter *c)
{
  guint w = c->width, h = c->height, first, k;

  for (k = 0; k < w * h; k++)
    {
      first = by_columns ? (k % h) * w + k / h : k;
      if (c->grid[first] == '#')
        break;
    }
  if (k == w * h)
    {
      record (c);
      return;
    }
  for (int p = 0; p < c->n_pieces; p++)
    {
      if (c->used[p])
        continue;
      for (int k = 0; k < c->pieces[p].n_shapes; k++)
        {
          const Shape *s = &c->pieces[p].shapes[k];
          int ox = (int) (first % w) - s->x[0], oy = (int) (first / w) - s->y[0];
          gboolean fits = TRUE;

          for (int i = 0; i < s->n && fits; i++)
            {
              int x = ox + s->x[i], y = oy + s->y[i];

              fits = x >= 0 && y >= 0 && x < (int) w && y < (int) h &&
                     c->grid[y * w + x] == '#';
            }
          if (!fits)
            continue;
          for (int i = 0; i < s->n; i++)
            c->grid[(oy + s->y[i]) * w + ox + s->x[i]] = c->pieces[p].letter;
          c->used[p] = TRUE;
          fill (c);
          c->used[p] = FALSE;
          for (int i = 0; i < s->n; i++)
            c->grid[(oy + s->y[i]) * w + ox + s->x[i]] = '#';
        }
    }
}

guint64
pento_set_counter_count (const char *mask,
                         guint       width,
                         guint       height,
                         const char *pieces,
                         gboolean    flip,
                         const char *mirrored,
                         guint64    *out_unique)
{
  Counter c = { width, height };
  gboolean one_sided = FALSE, chiral = FALSE;

  for (const char *p = pieces; *p; p++)
    {
      one_sided = one_sided || g_ascii_islower (*p);
      chiral = chiral || strchr ("FLNPYZflnpyz", *p) != NULL;
    }
  by_columns = width > height;
  c.mask = mask;
  c.grid = g_strdup (mask);
  c.classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (const char *p = pieces; *p; p++)
    {
      gboolean reflected = g_ascii_islower (*p) ||
                           (!flip && !one_sided && mirrored && strchr (mirrored, *p));

      make_piece (&c.pieces[c.n_pieces++], *p, flip && !one_sided, reflected);
    }
  c.swap = one_sided;
  if (!chiral || (flip && !one_sided))
    c.reflections = TRUE;
  else if (one_sided)
    {
      /* a reflection maps the set onto itself when every chiral piece has its mirror */
      c.reflections = TRUE;
      for (const char *p = pieces; *p; p++)
        if (strchr ("FLNPYZflnpyz", *p))
          {
            char other = g_ascii_isupper (*p) ? g_ascii_tolower (*p) : g_ascii_toupper (*p);

            c.reflections = c.reflections && strchr (pieces, other) != NULL;
          }
    }
  fill (&c);
  if (out_unique)
    *out_unique = g_hash_table_size (c.classes);
  g_hash_table_unref (c.classes);
  g_free (c.grid);
  return c.total;
}
