/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-dimacs.c: the puzzle as a DIMACS CNF formula, and SAT solvers' models read back.
 *
 * One variable per placement. Each cell and each piece is covered exactly once: one clause
 * says "at least one"; "at most one" is pairwise for a few variables and otherwise a ladder of
 * auxiliary variables s_i <-> (x_1 or … or x_i), each defined both ways so that the placements
 * determine it and every packing is exactly one model (`picosat --all` counts packings).
 * Redundant "support" clauses follow: a placement implies, for every free cell beside it, one
 * of the placements of other pieces that cover that cell without overlapping it. They change
 * no model, but let unit propagation see a dead cell at once, as an exact-cover search does,
 * which makes picosat --all many times faster (docs/performance.md).
 *
 * Symmetry breaking (--unique) is a lex-leader constraint for every symmetry σ of the group
 * (the board's symmetries allowed by the rules and, with pieces already placed, mapping them
 * onto themselves): the assignment x must be lexicographically no greater than x∘σ, so that
 * exactly the least assignment of each orbit is a model. The comparison runs over the variables
 * in an order that puts the X piece first; its chain of "equal so far" variables is again
 * defined both ways. Since X is first, the constraints imply that X stands at the last of its
 * placements' orbit; that consequence is added as unit clauses to spare the solver the work.
 *
 * A box in space is the same formula over its 60 cells, held as the box's packings are: the
 * layers side by side (cell x, y of layer z at column z × A + x of row y); its placements are
 * the flat pentacubes in every orientation space allows, a cell's neighbours are those of
 * space, and its symmetries are the box's (pento_box_get_symmetries()).
 */
#include "pento-dimacs.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "pento-box.h"
#include "pento-error.h"
#include "pento-word.h"

/* Pairwise "at most one" takes k(k-1)/2 clauses and no variable, the ladder 4k and k-2
 * variables: pairwise is smaller up to this many. */
#define PAIRWISE_MAX 8

static guint
cell_mask_hash (gconstpointer key)
{
  PentoWord m;

  memcpy (&m, key, sizeof m);
  return g_int64_hash (&(guint64) { (guint64) m ^ ((guint64) (m >> 64) * 0x9E3779B97F4A7C15u) });
}

static gboolean
cell_mask_equal (gconstpointer a,
                 gconstpointer b)
{
  return memcmp (a, b, sizeof (PentoWord)) == 0;
}

typedef struct {
  PentoPiece piece;
  guint8     orientation;
  guint8     n_cells;
  guint8     x[5];
  guint8     y[5];
  PentoWord  mask;                   /* over the board's cells, numbered row by row */
} Placement;

typedef struct {
  const PentoBoard *board;          /* NULL for a box */
  gboolean          is_box;
  PentoBox          box;
  guint             n_box_syms;     /* the box's symmetries, the identity first */
  guint8            box_perms[PENTO_N_SYMMETRIES_3D][PENTO_BOX_CELLS];
  guint             width;
  guint             height;
  gint8             cell_index[PENTO_BOARD_MAX_SIDE * PENTO_BOARD_MAX_SIDE];
  guint             n_cells;
  guint             pieces;         /* bitmask over PentoPiece */
  GArray           *placements;     /* Placement; variable v is element v - 1 */
  GHashTable       *by_mask;        /* mask -> variable: a cell set is one placement */
} Table;

static void
table_clear (Table *table)
{
  g_clear_pointer (&table->placements, g_array_unref);
  g_clear_pointer (&table->by_mask, g_hash_table_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Table, table_clear)

static void
table_init (Table            *table,
            const PentoBoard *board,
            const PentoRules *rules)
{
  PentoPieceSet set = pento_piece_set_resolve (rules->pieces, pento_board_get_n_cells (board));

  memset (table, 0, sizeof *table);
  table->board = board;
  table->width = pento_board_get_width (board);
  table->height = pento_board_get_height (board);
  table->placements = g_array_new (FALSE, FALSE, sizeof (Placement));
  table->by_mask = g_hash_table_new_full (cell_mask_hash, cell_mask_equal, g_free, NULL);

  for (guint y = 0; y < table->height; y++)
    for (guint x = 0; x < table->width; x++)
      table->cell_index[y * table->width + x] =
        pento_board_is_cell (board, x, y) ? (gint8) table->n_cells++ : -1;

  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      PentoShape shapes[PENTO_MAX_ORIENTATIONS];
      guint n;

      /* the piece set: by default the twelve pentominoes, and O on a board of 64 cells */
      if (!(set & (1u << p)))
        continue;
      table->pieces |= 1u << p;
      n = pento_rules_get_orientations (rules, p, shapes);
      for (guint o = 0; o < n; o++)
        for (guint oy = 0; oy + shapes[o].height <= table->height; oy++)
          for (guint ox = 0; ox + shapes[o].width <= table->width; ox++)
            {
              Placement pl = { p, o, shapes[o].n_cells, { 0 }, { 0 }, 0 };
              gboolean fits = TRUE;

              for (guint i = 0; i < pl.n_cells && fits; i++)
                {
                  gint index;

                  pl.x[i] = ox + shapes[o].cells[i].x;
                  pl.y[i] = oy + shapes[o].cells[i].y;
                  index = table->cell_index[pl.y[i] * table->width + pl.x[i]];
                  fits = index >= 0;
                  if (fits)
                    pl.mask |= PENTO_WORD_ONE << index;
                }
              if (!fits)
                continue;
              g_array_append_val (table->placements, pl);
              g_hash_table_insert (table->by_mask, g_memdup2 (&pl.mask, sizeof pl.mask),
                                   GUINT_TO_POINTER (table->placements->len));
            }
    }
}

static void
table_init_box (Table          *table,
                const PentoBox *box)
{
  guint a = box->width, b = box->height, c = box->depth;

  memset (table, 0, sizeof *table);
  table->is_box = TRUE;
  table->box = *box;
  table->width = a * c;
  table->height = b;
  table->placements = g_array_new (FALSE, FALSE, sizeof (Placement));
  table->by_mask = g_hash_table_new_full (cell_mask_hash, cell_mask_equal, g_free, NULL);
  table->n_box_syms = pento_box_get_symmetries (box, table->box_perms);

  for (guint y = 0; y < table->height; y++)
    for (guint x = 0; x < table->width; x++)
      table->cell_index[y * table->width + x] = (gint8) table->n_cells++;

  for (guint p = 0; p < PENTO_N_PENTOMINOES; p++)
    {
      PentoCubeShape shapes[PENTO_N_ROTATIONS_3D];
      guint n = pento_piece_get_orientations_3d (p, shapes);

      table->pieces |= 1u << p;
      for (guint o = 0; o < n; o++)
        for (guint oz = 0; oz + shapes[o].size[2] <= c; oz++)
          for (guint oy = 0; oy + shapes[o].size[1] <= b; oy++)
            for (guint ox = 0; ox + shapes[o].size[0] <= a; ox++)
              {
                Placement pl = { p, o, 5, { 0 }, { 0 }, 0 };

                for (guint i = 0; i < 5; i++)
                  {
                    guint z = oz + shapes[o].cells[i].z;

                    pl.x[i] = z * a + ox + shapes[o].cells[i].x;
                    pl.y[i] = oy + shapes[o].cells[i].y;
                    pl.mask |= PENTO_WORD_ONE <<
                               table->cell_index[pl.y[i] * table->width + pl.x[i]];
                  }
                g_array_append_val (table->placements, pl);
                g_hash_table_insert (table->by_mask, g_memdup2 (&pl.mask, sizeof pl.mask),
                                     GUINT_TO_POINTER (table->placements->len));
              }
    }
}

/* The neighbours of cell @x, @y: on the board, or in space for a box (beside it in its layer,
 * and the same place in the layers before and after). Returns how many. */
static guint
table_neighbours (const Table *table,
                  guint        x,
                  guint        y,
                  guint        out_x[6],
                  guint        out_y[6])
{
  guint n = 0;
  guint a = table->is_box ? table->box.width : table->width;
  guint in_layer = x % a;

  /* (in the order the flat boards' formula has always had: right, left, down, up) */
  if (in_layer + 1 < a)
    out_x[n] = x + 1, out_y[n++] = y;
  if (in_layer > 0)
    out_x[n] = x - 1, out_y[n++] = y;
  if (y + 1 < table->height)
    out_x[n] = x, out_y[n++] = y + 1;
  if (y > 0)
    out_x[n] = x, out_y[n++] = y - 1;
  if (table->is_box && x + a < table->width)
    out_x[n] = x + a, out_y[n++] = y;
  if (table->is_box && x >= a)
    out_x[n] = x - a, out_y[n++] = y;
  return n;
}

/* Where symmetry @s (of the board, or the box's s-th) takes cell @x, @y. */
static void
table_map_cell (const Table         *table,
                const PentoSymmetry *syms,
                guint                s,
                guint                x,
                guint                y,
                guint               *out_x,
                guint               *out_y)
{
  if (table->is_box)
    {
      guint a = table->box.width, b = table->box.height;
      guint cell = (x / a) * a * b + y * a + x % a;
      guint to = table->box_perms[s][cell];

      *out_x = to / (a * b) * a + to % a;
      *out_y = to / a % b;
    }
  else
    pento_symmetry_apply (syms[s], table->width, table->height, x, y, out_x, out_y);
}

/* Cell @x, @y as a person reads it: "x,y", or "x,y,z" in a box. */
static char *
table_cell_name (const Table *table,
                 guint        x,
                 guint        y)
{
  if (table->is_box)
    return g_strdup_printf ("%u,%u,%u", x % table->box.width, y, x / table->box.width);
  return g_strdup_printf ("%u,%u", x, y);
}

static const Placement *
table_get (const Table *table,
           guint        var)
{
  return &g_array_index (table->placements, Placement, var - 1);
}

/* The variable of the placement covering exactly @mask, 0 if none. */
static guint
table_lookup (const Table *table,
              PentoWord     mask)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (table->by_mask, &mask));
}

/* The placed pieces of @placed as variables (at most one per piece, 0 when not placed). */
static gboolean
find_placed (const Table         *table,
             const PentoSolution *placed,
             guint                out_vars[PENTO_N_SET_PIECES],
             GError             **error)
{
  PentoWord masks[PENTO_N_SET_PIECES] = { 0 };

  memset (out_vars, 0, sizeof (guint) * PENTO_N_SET_PIECES);
  if (placed == NULL)
    return TRUE;

  if (placed->width != table->width || placed->height != table->height)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("The position is %u×%u, but the board is %u×%u"),
                   placed->width, placed->height, table->width, table->height);
      return FALSE;
    }

  for (guint y = 0; y < table->height; y++)
    for (guint x = 0; x < table->width; x++)
      {
        char letter = pento_solution_get (placed, x, y);
        gint index = table->cell_index[y * table->width + x];
        PentoPiece piece;

        if (letter == '.' || letter == '#')
          continue;
        if (!pento_piece_from_set_letter (letter, &piece) || (table->pieces & (1u << piece)) == 0)
          {
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("Cell %u,%u: “%c” is not a piece of this board"), x, y, letter);
            return FALSE;
          }
        if (index < 0)
          {
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("Cell %u,%u: %c covers a hole"), x, y, letter);
            return FALSE;
          }
        masks[piece] |= PENTO_WORD_ONE << index;
      }

  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if (masks[p] != 0)
      {
        out_vars[p] = table_lookup (table, masks[p]);
        if (out_vars[p] == 0 || table_get (table, out_vars[p])->piece != p)
          {
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("The cells of %c do not form the piece in an orientation the "
                           "rules allow"), pento_piece_to_letter (p));
            return FALSE;
          }
      }

  return TRUE;
}

/* The symmetries a packing may be mapped by: the board's, rotations only without flipping,
 * and of those only the ones that keep the placed pieces where they are. */
static guint
find_symmetries (const Table         *table,
                 const PentoRules    *rules,
                 const PentoSolution *placed,
                 PentoSymmetry        out[PENTO_N_SYMMETRIES],
                 gboolean             out_swaps[PENTO_N_SYMMETRIES])
{
  PentoSymmetry all[PENTO_N_SYMMETRIES];
  guint n_all = pento_board_get_symmetries (table->board, all);
  guint n = 0;

  for (guint i = 0; i < n_all; i++)
    {
      if (!pento_rules_symmetry_keeps_set (rules, table->pieces, all[i]))
        continue;
      if (placed != NULL && all[i] != PENTO_SYMMETRY_IDENTITY)
        {
          g_autoptr(PentoSolution) image = pento_solution_image (placed, all[i], rules);

          if (!pento_solution_equal (image, placed))
            continue;
        }
      out_swaps[n] = pento_rules_symmetry_swaps (rules, all[i]);
      out[n++] = all[i];
    }
  return n;
}

/* Clauses as literals, each closed by 0, and the variable counter. */
typedef struct {
  GArray *lits;
  guint   n_clauses;
  guint   n_vars;
} Cnf;

static void
clause (Cnf *cnf,
        int  n,
        ...)
{
  va_list args;
  int zero = 0;

  va_start (args, n);
  for (int i = 0; i < n; i++)
    {
      int lit = va_arg (args, int);

      g_array_append_val (cnf->lits, lit);
    }
  va_end (args);
  g_array_append_val (cnf->lits, zero);
  cnf->n_clauses++;
}

/* Exactly one of @vars (positive variable numbers) is true. */
static void
exactly_one (Cnf        *cnf,
             const int  *vars,
             guint       n)
{
  int zero = 0;
  int prev;

  g_array_append_vals (cnf->lits, vars, n);
  g_array_append_val (cnf->lits, zero);
  cnf->n_clauses++;

  if (n <= PAIRWISE_MAX)
    {
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          clause (cnf, 2, -vars[i], -vars[j]);
      return;
    }

  /* prev is "one of vars[0 … i-1]", a variable defined both ways */
  prev = vars[0];
  for (guint i = 1; i < n; i++)
    {
      clause (cnf, 2, -prev, -vars[i]);
      if (i + 1 < n)
        {
          int s = ++cnf->n_vars;

          clause (cnf, 2, -prev, s);
          clause (cnf, 2, -vars[i], s);
          clause (cnf, 3, -s, prev, vars[i]);
          prev = s;
        }
    }
}

/* x <=lex x∘σ over the variables in @order: at the first place where x and its image differ,
 * x is false. eq is "equal so far", defined both ways. */
static void
lex_leader (Cnf         *cnf,
            const guint *order,
            guint        n,
            const guint *sigma)
{
  int eq = 0; /* 0: true (nothing compared yet) */
  guint last = n;

  /* places the permutation fixes compare equal and are skipped */
  while (last > 0 && sigma[order[last - 1]] == order[last - 1])
    last--;

  for (guint i = 0; i < last; i++)
    {
      int a = order[i], b = sigma[order[i]];
      int next;

      if (a == b)
        continue;

      if (eq == 0)
        clause (cnf, 2, -a, b);
      else
        clause (cnf, 3, -eq, -a, b);

      if (i + 1 == last)
        break;

      next = ++cnf->n_vars;
      clause (cnf, 3, -next, a, -b);
      clause (cnf, 3, -next, -a, b);
      if (eq == 0)
        {
          clause (cnf, 3, next, a, b);
          clause (cnf, 3, next, -a, -b);
        }
      else
        {
          clause (cnf, 2, -next, eq);
          clause (cnf, 4, next, -eq, a, b);
          clause (cnf, 4, next, -eq, -a, -b);
        }
      eq = next;
    }
}

/* One lex-leader constraint per symmetry other than the identity: @syms on a board (@swaps:
 * which of them turn each chiral piece into its mirror piece), or on a box its @n_syms
 * permutations (table->box_perms, the identity first; @syms and @swaps unused). */
static void
break_symmetries (Cnf                 *cnf,
                  const Table         *table,
                  const PentoSymmetry *syms,
                  const gboolean      *swaps,
                  guint                n_syms)
{
  guint n = table->placements->len;
  g_autofree guint *order = g_new (guint, n);
  g_autofree guint *sigma = g_new (guint, n + 1);
  g_autofree guint *rank = g_new (guint, n + 1);
  guint k = 0;

  /* X first, then the rest by number */
  for (guint v = 1; v <= n; v++)
    if (table_get (table, v)->piece == PENTO_PIECE_X)
      order[k++] = v;
  for (guint v = 1; v <= n; v++)
    if (table_get (table, v)->piece != PENTO_PIECE_X)
      order[k++] = v;
  for (guint i = 0; i < n; i++)
    rank[order[i]] = i;

  for (guint s = 0; s < n_syms; s++)
    {
      if (table->is_box ? s == 0 : syms[s] == PENTO_SYMMETRY_IDENTITY)
        continue;

      sigma[0] = 0;
      for (guint v = 1; v <= n; v++)
        {
          const Placement *pl = table_get (table, v);
          PentoWord mask = 0;
          PentoPiece image = pl->piece;

          for (guint i = 0; i < pl->n_cells; i++)
            {
              guint ix, iy;

              /* a symmetry that swaps axes maps the board onto itself only when it is square */
              table_map_cell (table, syms, s, pl->x[i], pl->y[i], &ix, &iy);
              mask |= PENTO_WORD_ONE << table->cell_index[iy * table->width + ix];
            }
          /* without flipping, a reflection takes a chiral piece to its mirror piece */
          if (!table->is_box && swaps[s])
            image = pento_piece_get_mirror (pl->piece);
          sigma[v] = table_lookup (table, mask);
          g_assert (sigma[v] != 0 && table_get (table, sigma[v])->piece == image);
        }

      /* implied: X stands at the last placement of its orbit in the order */
      for (guint v = 1; v <= n; v++)
        if (table_get (table, v)->piece == PENTO_PIECE_X && rank[sigma[v]] > rank[v])
          clause (cnf, 1, -(int) v);

      lex_leader (cnf, order, n, sigma);
    }
}

/* Redundant clauses that let unit propagation see a dead cell at once: a placement needs, for
 * each empty cell beside it, some placement of another piece that covers that cell and does
 * not overlap it. */
static void
add_support (Cnf          *cnf,
             const Table  *table,
             GArray      **by_cell)
{
  guint n = table->placements->len;
  int zero = 0;

  for (guint v = 1; v <= n; v++)
    {
      const Placement *pl = table_get (table, v);
      PentoWord done = pl->mask;

      for (guint i = 0; i < pl->n_cells; i++)
        {
          guint nx[6], ny[6];
          guint n_near = table_neighbours (table, pl->x[i], pl->y[i], nx, ny);

          for (guint d = 0; d < n_near; d++)
            {
              gint index;
              PentoWord bit;
              int neg = -(int) v;

              index = table->cell_index[ny[d] * table->width + nx[d]];
              if (index < 0)
                continue;
              bit = PENTO_WORD_ONE << index;
              if (done & bit)
                continue;
              done |= bit;
              g_array_append_val (cnf->lits, neg);
              for (guint k = 0; k < by_cell[index]->len; k++)
                {
                  int lit = g_array_index (by_cell[index], int, k);
                  const Placement *q = table_get (table, lit);

                  if (!(q->mask & pl->mask) && q->piece != pl->piece)
                    g_array_append_val (cnf->lits, lit);
                }
              g_array_append_val (cnf->lits, zero);
              cnf->n_clauses++;
            }
        }
    }
}

/* Writes @value in decimal at @p; returns the end. */
static char *
write_int (char *p,
           int   value)
{
  char buf[16];
  guint len = 0;
  guint u = value < 0 ? (guint) -value : (guint) value;

  do
    {
      buf[len++] = '0' + u % 10;
      u /= 10;
    }
  while (u > 0);
  if (value < 0)
    *p++ = '-';
  while (len > 0)
    *p++ = buf[--len];
  return p;
}

static void
append_int (GString *out,
            int      value)
{
  char buf[16];
  guint len = 0;
  guint u = value < 0 ? (guint) -value : (guint) value;

  do
    {
      buf[sizeof buf - 1 - len++] = '0' + u % 10;
      u /= 10;
    }
  while (u > 0);
  if (value < 0)
    buf[sizeof buf - 1 - len++] = '-';
  g_string_append_len (out, buf + sizeof buf - len, len);
}

/* The formula of @table: its placements, @placed_vars fixed, with @n_syms symmetries broken
 * (none when 1), under the comment line @about. */
static char *
encode_table (Table               *table,
              const guint          placed_vars[PENTO_N_SET_PIECES],
              const PentoSymmetry *syms,
              const gboolean      *swaps,
              guint                n_syms,
              const char          *about,
              gboolean             any_placed,
              gboolean             unique,
              gsize               *out_length)
{
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) lits = g_array_new (FALSE, FALSE, sizeof (int));
  GArray *by_cell[PENTO_BOARD_MAX_CELLS] = { NULL };
  Cnf cnf = { lits, 0, 0 };
  GString *out;
  guint n;

  n = table->placements->len;
  cnf.n_vars = n;

  /* the placements covering each cell, in order */
  for (guint c = 0; c < table->n_cells; c++)
    by_cell[c] = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint v = 1; v <= n; v++)
    for (PentoWord m = table_get (table, v)->mask; m != 0; m &= m - 1)
      {
        int var = v;

        g_array_append_val (by_cell[pento_word_ctz (m)], var);
      }

  /* exactly one placement per cell */
  for (guint c = 0; c < table->n_cells; c++)
    exactly_one (&cnf, (const int *) by_cell[c]->data, by_cell[c]->len);

  /* exactly one placement per piece (implied by the cells, and said for the solver's sake) */
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      if ((table->pieces & (1u << p)) == 0)
        continue;
      g_array_set_size (vars, 0);
      for (guint v = 1; v <= n; v++)
        if (table_get (table, v)->piece == p)
          {
            int var = v;

            g_array_append_val (vars, var);
          }
      exactly_one (&cnf, (const int *) vars->data, vars->len);
    }

  add_support (&cnf, table, by_cell);

  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if (placed_vars[p] != 0)
      clause (&cnf, 1, (int) placed_vars[p]);

  if (unique)
    break_symmetries (&cnf, table, syms, swaps, n_syms);

  out = g_string_sized_new ((gsize) lits->len * 12 + n * 32 + 1024);
  g_string_append_printf (out, "c Pentomino: %s; %s\n", about,
                          unique ? "one model per symmetry class" : "every packing a model");
  if (any_placed)
    g_string_append (out, "c pieces already placed are fixed by unit clauses\n");
  if (unique)
    g_string_append_printf (out, "c symmetries broken: %u\n", n_syms);
  g_string_append_printf (out, "c variables 1-%u are placements (piece, then cells %s); "
                          "the others are determined by them\n", n,
                          table->is_box ? "x,y,z" : "x,y");
  g_string_append_printf (out, "p cnf %u %u\n", cnf.n_vars, cnf.n_clauses);

  for (guint v = 1; v <= n; v++)
    {
      const Placement *pl = table_get (table, v);

      g_string_append (out, "c ");
      append_int (out, v);
      g_string_append_c (out, ' ');
      g_string_append_c (out, pento_piece_to_letter (pl->piece));
      for (guint i = 0; i < pl->n_cells; i++)
        {
          guint a = table->is_box ? table->box.width : table->width;

          g_string_append_c (out, ' ');
          append_int (out, pl->x[i] % a);
          g_string_append_c (out, ',');
          append_int (out, pl->y[i]);
          if (table->is_box)
            {
              g_string_append_c (out, ',');
              append_int (out, pl->x[i] / a);
            }
        }
      g_string_append_c (out, '\n');
    }

  /* the clauses straight into the buffer: at most 12 bytes a literal ("-2147483647 ") */
  {
    gsize start = out->len;
    char *p;

    g_string_set_size (out, start + (gsize) lits->len * 12);
    p = out->str + start;
    for (guint i = 0; i < lits->len; i++)
      {
        int lit = g_array_index (lits, int, i);

        if (lit == 0)
          {
            *p++ = '0';
            *p++ = '\n';
          }
        else
          {
            p = write_int (p, lit);
            *p++ = ' ';
          }
      }
    g_string_truncate (out, p - out->str);
  }

  for (guint c = 0; c < table->n_cells; c++)
    g_array_unref (by_cell[c]);
  if (out_length != NULL)
    *out_length = out->len;
  return g_string_free (out, FALSE);
}

char *
pento_dimacs_encode (const PentoBoard    *board,
                     const PentoRules    *rules,
                     const PentoSolution *placed,
                     gboolean             unique,
                     gsize               *out_length,
                     GError             **error)
{
  g_auto(Table) table = { 0 };
  g_autofree char *rules_text = NULL;
  g_autofree char *name = NULL;
  g_autofree char *about = NULL;
  guint placed_vars[PENTO_N_SET_PIECES];
  PentoSymmetry syms[PENTO_N_SYMMETRIES];
  gboolean swaps[PENTO_N_SYMMETRIES] = { FALSE };
  guint n_syms = 1;

  g_return_val_if_fail (board != NULL && rules != NULL, NULL);

  table_init (&table, board, rules);
  if (!find_placed (&table, placed, placed_vars, error))
    return NULL;
  if (unique)
    n_syms = find_symmetries (&table, rules, placed, syms, swaps);
  rules_text = pento_rules_describe (rules, PENTO_RULES_DESCRIBE_FILE);
  /* a file's name may hold a line break: it stays within its comment line */
  name = pento_error_escape_hidden (pento_board_get_name (board));
  about = g_strdup_printf ("the %s board, %s", name, rules_text);
  return encode_table (&table, placed_vars, syms, swaps, n_syms, about, placed != NULL, unique,
                       out_length);
}

char *
pento_dimacs_encode_box (const PentoBox *box,
                         gboolean        unique,
                         gsize          *out_length)
{
  g_auto(Table) table = { 0 };
  g_autofree char *name = NULL;
  g_autofree char *about = NULL;
  guint placed_vars[PENTO_N_SET_PIECES] = { 0 };

  g_return_val_if_fail (box != NULL, NULL);

  table_init_box (&table, box);
  name = pento_box_to_string (box);
  about = g_strdup_printf ("the %s box in space, its layers side by side (cell x,y,z at "
                           "column z*%u+x of row y)", name, box->width);
  return encode_table (&table, placed_vars, NULL, NULL, table.n_box_syms, about, FALSE, unique,
                       out_length);
}

/* --- decoding --- */

static int
compare_abs (gconstpointer a,
             gconstpointer b)
{
  int x = abs (*(const int *) a), y = abs (*(const int *) b);

  return (x > y) - (x < y);
}

/* One model (its literals) as a packing, or why it is not one. */
static PentoSolution *
model_to_packing (const Table         *table,
                  const PentoRules    *rules,
                  const guint         *placed_vars,
                  GArray              *model,
                  guint                number,
                  GError             **error)
{
  g_autoptr(PentoSolution) grid = pento_solution_new (table->width, table->height);
  g_autoptr(GError) local_error = NULL;
  guint by_piece[PENTO_N_SET_PIECES] = { 0 };
  g_autofree guint *by_cell = g_new0 (guint, table->width * table->height);
  guint n = table->placements->len;

  g_array_sort (model, compare_abs);
  for (guint i = 0; i < model->len; i++)
    {
      int lit = g_array_index (model, int, i);
      const Placement *pl;

      if (i + 1 < model->len && abs (g_array_index (model, int, i + 1)) == abs (lit))
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("Model %u: variable %d is given twice"), number, abs (lit));
          return NULL;
        }
      if (lit < 0 || (guint) lit > n)
        continue; /* false, or an auxiliary variable */

      pl = table_get (table, lit);
      if (by_piece[pl->piece] != 0)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("Model %u: variables %u and %d both place %c"), number,
                       by_piece[pl->piece], lit, pento_piece_to_letter (pl->piece));
          return NULL;
        }
      by_piece[pl->piece] = lit;
      for (guint c = 0; c < pl->n_cells; c++)
        {
          guint at = pl->y[c] * table->width + pl->x[c];

          if (by_cell[at] != 0)
            {
              g_autofree char *cell = table_cell_name (table, pl->x[c], pl->y[c]);

              g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                           _("Model %u: variables %u (%c) and %d (%c) both cover cell %s"),
                           number, by_cell[at],
                           pento_piece_to_letter (table_get (table, by_cell[at])->piece),
                           lit, pento_piece_to_letter (pl->piece), cell);
              return NULL;
            }
          by_cell[at] = lit;
          pento_solution_set (grid, pl->x[c], pl->y[c], pento_piece_to_letter (pl->piece));
        }
    }

  for (guint y = 0; y < table->height; y++)
    for (guint x = 0; x < table->width; x++)
      if (table->cell_index[y * table->width + x] >= 0 && by_cell[y * table->width + x] == 0)
        {
          g_autofree char *cell = table_cell_name (table, x, y);

          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("Model %u: no placement covers cell %s"), number, cell);
          return NULL;
        }

  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if (placed_vars[p] != 0 && by_piece[p] != placed_vars[p])
      {
        g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                     _("Model %u: %c is not where the position places it"), number,
                     pento_piece_to_letter (p));
        return NULL;
      }

  if (table->is_box ? !pento_box_solution_validate (grid, &table->box, &local_error)
                    : !pento_solution_validate (grid, table->board, rules, &local_error))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID, _("Model %u: %s"), number,
                   local_error->message);
      return NULL;
    }

  return g_steal_pointer (&grid);
}

static gboolean
parse_error (GError    **error,
             guint       line,
             const char *message)
{
  g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_PARSE, message);
  pento_error_prefix_place (error, NULL, line, 0);
  return FALSE;
}

static gboolean
decode_table (const char          *text,
              const Table         *table,
              const PentoRules    *rules,
              const guint          placed_vars[PENTO_N_SET_PIECES],
              PentoDimacsStatus   *out_status,
              GPtrArray          **out_packings,
              GError             **error)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GPtrArray) packings =
    g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  g_autoptr(GArray) current = NULL;
  gboolean have_status = FALSE, said_none = FALSE;
  PentoDimacsStatus status = PENTO_DIMACS_UNKNOWN;
  guint current_line = 0;

  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);
      const char *lits = NULL;

      if (line[0] == '\0' || line[0] == 'c')
        continue;

      if (g_str_has_prefix (line, "s ") || strcmp (line, "SAT") == 0 ||
          strcmp (line, "UNSAT") == 0 || strcmp (line, "INDET") == 0)
        {
          const char *word = line[0] == 's' ? g_strchug (line + 2) : line;

          if (strcmp (word, "SATISFIABLE") == 0 || strcmp (word, "SAT") == 0)
            status = PENTO_DIMACS_SATISFIABLE;
          else if (strcmp (word, "UNSATISFIABLE") == 0 || strcmp (word, "UNSAT") == 0)
            status = PENTO_DIMACS_UNSATISFIABLE;
          else if (strcmp (word, "UNKNOWN") == 0 || strcmp (word, "INDETERMINATE") == 0 ||
                   strcmp (word, "INDET") == 0)
            status = PENTO_DIMACS_UNKNOWN;
          else if (g_str_has_prefix (word, "SOLUTIONS "))
            {
              /* picosat --all's closing count; with no model at all it means unsatisfiable */
              said_none = strcmp (word + strlen ("SOLUTIONS "), "0") == 0;
              continue;
            }
          else
            return parse_error (error, i + 1, _("unknown solver status"));
          if (current != NULL)
            return parse_error (error, i + 1, _("a status line inside a model"));
          have_status = TRUE;
          continue;
        }

      if (g_str_has_prefix (line, "v ") || strcmp (line, "v") == 0)
        lits = line + 1;
      else if (g_ascii_isdigit (line[0]) || line[0] == '-')
        lits = line; /* minisat's result file: the literals without a prefix */
      else
        return parse_error (error, i + 1, _("not a line of a SAT solver’s answer"));

      if (status != PENTO_DIMACS_SATISFIABLE && have_status)
        return parse_error (error, i + 1, _("a model after a status that is not SATISFIABLE"));

      while (*lits != '\0')
        {
          char *end = NULL;
          gint64 lit;

          while (*lits == ' ' || *lits == '\t')
            lits++;
          if (*lits == '\0')
            break;
          lit = g_ascii_strtoll (lits, &end, 10);
          if (end == lits || (*end != '\0' && *end != ' ' && *end != '\t') ||
              lit > G_MAXINT || lit < -G_MAXINT)
            return parse_error (error, i + 1, _("not a literal"));
          lits = end;

          if (lit == 0)
            {
              if (current == NULL)
                current = g_array_new (FALSE, FALSE, sizeof (int));
              g_ptr_array_add (models, g_steal_pointer (&current));
              continue;
            }
          if (current == NULL)
            {
              current = g_array_new (FALSE, FALSE, sizeof (int));
              current_line = i + 1;
            }
          {
            int l = (int) lit;

            g_array_append_val (current, l);
          }
        }
    }

  if (current != NULL)
    return parse_error (error, current_line,
                        _("the model does not end with 0: the answer is cut short"));

  if (models->len == 0)
    {
      if (status == PENTO_DIMACS_SATISFIABLE)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                       _("The answer says SATISFIABLE but gives no model"));
          return FALSE;
        }
      if (!have_status && !said_none)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                       _("No solver status (“s SATISFIABLE” or “s UNSATISFIABLE”) and no "
                         "model"));
          return FALSE;
        }
      if (said_none)
        status = PENTO_DIMACS_UNSATISFIABLE;
    }
  else
    {
      status = PENTO_DIMACS_SATISFIABLE;
    }

  for (guint m = 0; m < models->len; m++)
    {
      PentoSolution *packing = model_to_packing (table, rules, placed_vars,
                                                 g_ptr_array_index (models, m), m + 1, error);

      if (packing == NULL)
        return FALSE;
      g_ptr_array_add (packings, packing);
    }

  *out_status = status;
  *out_packings = g_steal_pointer (&packings);
  return TRUE;
}

gboolean
pento_dimacs_decode (const char          *text,
                     const PentoBoard    *board,
                     const PentoRules    *rules,
                     const PentoSolution *placed,
                     PentoDimacsStatus   *out_status,
                     GPtrArray          **out_packings,
                     GError             **error)
{
  g_auto(Table) table = { 0 };
  guint placed_vars[PENTO_N_SET_PIECES];

  g_return_val_if_fail (text != NULL && board != NULL && rules != NULL, FALSE);
  g_return_val_if_fail (out_status != NULL && out_packings != NULL, FALSE);

  table_init (&table, board, rules);
  if (!find_placed (&table, placed, placed_vars, error))
    return FALSE;
  return decode_table (text, &table, rules, placed_vars, out_status, out_packings, error);
}

gboolean
pento_dimacs_decode_box (const char         *text,
                         const PentoBox     *box,
                         PentoDimacsStatus  *out_status,
                         GPtrArray         **out_packings,
                         GError            **error)
{
  g_auto(Table) table = { 0 };
  guint placed_vars[PENTO_N_SET_PIECES] = { 0 };

  g_return_val_if_fail (text != NULL && box != NULL, FALSE);
  g_return_val_if_fail (out_status != NULL && out_packings != NULL, FALSE);

  table_init_box (&table, box);
  return decode_table (text, &table, NULL, placed_vars, out_status, out_packings, error);
}
