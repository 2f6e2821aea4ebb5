/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-puzzle.c: a board and its rules compiled into the solver's tables.
 *
 * Cells are numbered along the board's short side, so the first empty cell (the lowest clear
 * bit) always sits on a short frontier, and every placement is filed under its lowest cell.
 * Symmetry is broken at the source: the X piece (which looks the same in every orientation)
 * is only placed at one representative of each orbit of its placements under the board's
 * symmetries. A packing found with X at a representative r stands for |G| / |Stab(r)|
 * packings (its images under coset representatives), and it is the representative of its
 * class iff it is the least of its images under Stab(r) — so both counts are exact even when
 * X lies on a symmetry axis.
 *
 * A position's placed pieces are filled cells from the start: they keep their numbers (so the
 * board's symmetries still permute the numbering), no placement covers them, and their letters
 * are written into every packing. Only the symmetries that map the position onto itself are
 * kept; when X is placed another piece left breaks the symmetry, and a position no symmetry
 * keeps is searched without a breaker (see choose_breaker()).
 */
#include "pento-puzzle-private.h"

#include <string.h>
#include <glib/gi18n.h>

#include "pento-box-tables.h"
#include "pento-error.h"
#include "pento-fit-tables.h"
#include "pento-wide-tables.h"

static void
shuffle_array (GRand  *rand,
               gpointer data,
               gsize    elem_size,
               guint    n)
{
  guint8 tmp[64];

  g_assert (elem_size <= sizeof tmp);
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      guint8 *a = (guint8 *) data + (i - 1) * elem_size;
      guint8 *b = (guint8 *) data + j * elem_size;

      memcpy (tmp, a, elem_size);
      memcpy (a, b, elem_size);
      memcpy (b, tmp, elem_size);
    }
}

static PentoWord
placement_mask (const PentoPuzzle *puzzle,
                const gint8       *cell_bit,
                const PentoShape  *shape,
                guint              ox,
                guint              oy)
{
  guint width = pento_board_get_width (puzzle->board);
  PentoWord mask = 0;

  for (guint i = 0; i < shape->n_cells; i++)
    {
      gint bit = cell_bit[(oy + shape->cells[i].y) * width + ox + shape->cells[i].x];

      if (bit < 0)
        return 0;
      mask |= PENTO_WORD_ONE << bit;
    }
  return mask;
}

typedef PentoWidePlacement Placement;

/* All placements of one piece on the board, in a stable order. */
static GArray *
piece_placements (const PentoPuzzle *puzzle,
                  const gint8       *cell_bit,
                  PentoPiece         piece)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Placement));
  PentoShape shapes[PENTO_MAX_ORIENTATIONS];
  guint width = pento_board_get_width (puzzle->board);
  guint height = pento_board_get_height (puzzle->board);
  guint n = pento_rules_get_orientations (&puzzle->rules, piece, shapes);

  for (guint o = 0; o < n; o++)
    for (guint oy = 0; oy + shapes[o].height <= height; oy++)
      for (guint ox = 0; ox + shapes[o].width <= width; ox++)
        {
          Placement pl = { placement_mask (puzzle, cell_bit, &shapes[o], ox, oy), o };

          if (pl.mask != 0)
            g_array_append_val (out, pl);
        }
  return out;
}

static PentoWord
permute_mask (const PentoPuzzle *puzzle,
              guint              sym,
              PentoWord          mask)
{
  PentoWord out = 0;

  while (mask)
    {
      guint bit = pento_word_ctz (mask);

      mask &= mask - 1;
      out |= PENTO_WORD_ONE << puzzle->perm[sym][bit];
    }
  return out;
}

static void
build_roots (PentoPuzzle *puzzle,
             GArray      *breaker_placements,
             GRand       *rand)
{
  guint n = breaker_placements->len;
  /* Shuffled tile order searches without symmetry breaking, so that the first packing found
   * can be any of them. */
  gboolean break_symmetry = !puzzle->rules.shuffle;

  puzzle->roots = g_new0 (Root, n);
  puzzle->n_roots = 0;

  for (guint i = 0; i < n; i++)
    {
      PentoWord mask = g_array_index (breaker_placements, Placement, i).mask;
      Root *root = &puzzle->roots[puzzle->n_roots];
      gboolean is_rep = TRUE;

      if (!break_symmetry)
        {
          root->mask = puzzle->wide ? 0 : (guint64) mask;
          root->wmask = mask;
          root->n_images = 1;
          root->images[0] = 0;
          for (guint s = 1; s < puzzle->n_syms; s++)
            root->checks[root->n_checks++] = s;
          puzzle->n_roots++;
          continue;
        }

      /* the representative of an orbit is its least mask */
      for (guint s = 1; s < puzzle->n_syms && is_rep; s++)
        is_rep = permute_mask (puzzle, s, mask) >= mask;
      if (!is_rep)
        continue;

      root->mask = puzzle->wide ? 0 : (guint64) mask;
      root->wmask = mask;
      for (guint s = 0; s < puzzle->n_syms; s++)
        {
          PentoWord image = permute_mask (puzzle, s, mask);
          gboolean seen = FALSE;

          if (image == mask && s != 0)
            root->checks[root->n_checks++] = s;
          for (guint k = 0; k < root->n_images && !seen; k++)
            seen = permute_mask (puzzle, root->images[k], mask) == image;
          if (!seen)
            root->images[root->n_images++] = s;
        }
      puzzle->n_roots++;
    }

  if (puzzle->rules.shuffle)
    shuffle_array (rand, puzzle->roots, sizeof (Root), puzzle->n_roots);
}

static void
build_tasks (PentoPuzzle *puzzle)
{
  GArray *tasks = g_array_new (FALSE, FALSE, sizeof (Task));

  for (guint r = 0; r < puzzle->n_roots; r++)
    {
      guint64 filled = puzzle->init_filled | puzzle->roots[r].mask;
      guint c;

      if (filled == G_MAXUINT64)
        {
          Task t = { r, -1, 0 };
          g_array_append_val (tasks, t);
          continue;
        }
      c = __builtin_ctzll (~filled);
      for (guint64 slots = puzzle->cell_all[c]; slots; slots &= slots - 1)
        {
          guint j = __builtin_ctzll (slots);

          if ((puzzle->slot_mask[c][j] & filled) == 0)
            {
              Task t = { r, puzzle->slot_rank[j], puzzle->slot_mask[c][j] };
              g_array_append_val (tasks, t);
            }
        }
    }
  puzzle->n_tasks = tasks->len;
  puzzle->tasks = (Task *) g_array_free (tasks, FALSE);
}

static PentoWord
slot_shape_64 (gconstpointer data,
               guint         c,
               guint         j)
{
  const PentoPuzzle *puzzle = data;

  return puzzle->slot_mask[c][j] >> c;
}

static void
build_cell_tables (PentoPuzzle *puzzle)
{
  puzzle->n_bytes = MAX ((puzzle->span + 7) / 8, 1);
  puzzle->n_kill_classes = pento_fit_tables_build (MAX_CELLS, puzzle->cell_all, slot_shape_64,
                                                   puzzle, puzzle->n_bytes, puzzle->kill_row,
                                                   &puzzle->kill);
}

static void
build_box_tables (PentoPuzzle *puzzle)
{
  guint64 by_cell[64] = { 0 };         /* by_cell[d]: the slots whose shape covers cell d */

  for (guint c = 0; c < MAX_CELLS; c++)
    for (guint64 slots = puzzle->cell_all[c]; slots; slots &= slots - 1)
      {
        guint j = __builtin_ctzll (slots);
        guint64 shape = puzzle->slot_mask[c][j] >> c;

        g_assert (puzzle->slot_shape[j] == 0 || puzzle->slot_shape[j] == shape);
        puzzle->slot_shape[j] = shape;
      }
  for (guint j = 0; j < 64; j++)
    for (guint64 window = puzzle->slot_shape[j] >> 1; window; window &= window - 1)
      by_cell[__builtin_ctzll (window)] |= G_GUINT64_CONSTANT (1) << j;

  puzzle->n_bytes = (puzzle->span + 7) / 8;
  /* a box of 64 cells or fewer has a short side of 8 at most, so a span of 32 at most */
  g_assert (puzzle->n_bytes <= G_N_ELEMENTS (puzzle->kill_box));
  for (guint i = 0; i < puzzle->n_bytes; i++)
    for (guint v = 1; v < 256; v++)
      puzzle->kill_box[i][v] = puzzle->kill_box[i][v & (v - 1)] |
                               by_cell[8 * i + __builtin_ctz (v)];
}

static void
build_fit_tables (PentoPuzzle *puzzle,
                  GArray      *by_piece[PENTO_N_SET_PIECES],
                  GRand       *rand,
                  PentoWord    wide_filled)
{
  guint n_orientations[PENTO_N_SET_PIECES];
  guint first_slot[PENTO_N_SET_PIECES];
  guint8 slot_of[PENTO_N_SET_PIECES][PENTO_MAX_ORIENTATIONS];
  guint n_slots = 0;

  /* slots, by rank; with a shuffled tile order the orientations are tried shuffled too */
  for (guint k = 0; k < puzzle->n_order; k++)
    {
      PentoPiece piece = puzzle->order[k];
      PentoShape shapes[PENTO_MAX_ORIENTATIONS];
      guint n = pento_rules_get_orientations (&puzzle->rules, piece, shapes);

      n_orientations[k] = n;
      first_slot[k] = n_slots;
      for (guint o = 0; o < n; o++)
        slot_of[k][o] = o;
      if (puzzle->rules.shuffle)
        shuffle_array (rand, slot_of[k], sizeof slot_of[k][0], n);
      for (guint o = 0; o < n; o++)
        {
          slot_of[k][o] += first_slot[k];
          puzzle->slot_rank[slot_of[k][o]] = k;
          puzzle->slot_orientation[slot_of[k][o]] = o;
          puzzle->rank_slots[k] |= G_GUINT64_CONSTANT (1) << slot_of[k][o];
        }
      n_slots += n;
      g_assert (n_slots <= 64);
    }
  for (guint j = 0; j < 64; j++)
    puzzle->slot_keep[j] = ~puzzle->rank_slots[puzzle->slot_rank[j]];

  if (puzzle->n_bits > 64)
    {
      pento_wide_build_tables (puzzle, by_piece, slot_of, wide_filled);
      return;
    }

  puzzle->slot_mask = g_malloc0 (sizeof puzzle->slot_mask[0] * MAX_CELLS);
  puzzle->span = 0;
  for (guint k = 0; k < puzzle->n_order; k++)
    {
      GArray *list = by_piece[puzzle->order[k]];

      for (guint i = 0; i < list->len; i++)
        {
          const Placement *pl = &g_array_index (list, Placement, i);
          guint64 mask = (guint64) pl->mask;
          guint c = __builtin_ctzll (mask);
          guint j = slot_of[k][pl->orientation];

          g_assert (pl->orientation < n_orientations[k] && puzzle->slot_mask[c][j] == 0);
          puzzle->slot_mask[c][j] = mask;
          puzzle->cell_all[c] |= G_GUINT64_CONSTANT (1) << j;
          puzzle->span = MAX (puzzle->span, 63u - __builtin_clzll (mask) - c);
        }
    }

  if (puzzle->box)
    build_box_tables (puzzle);
  else
    build_cell_tables (puzzle);
}

static void
plan_dead_key (PentoPuzzle *puzzle)
{
  guint root_bits = 0;

  while ((1u << root_bits) < puzzle->n_roots + 1)
    root_bits++;
  /* bits c+1 … c+span-1 can be covered by the pieces placed (their lowest cell lies below c) */
  puzzle->dead_window = puzzle->span > 0 ? puzzle->span - 1 : 0;
  puzzle->dead_window_mask = puzzle->dead_window >= 64 ? G_MAXUINT64 :
                             (G_GUINT64_CONSTANT (1) << puzzle->dead_window) - 1;
  puzzle->dead_root_shift = puzzle->n_order + 6;
  puzzle->dead_window_shift = puzzle->dead_root_shift + root_bits;
  puzzle->dead_key_bits = puzzle->dead_window_shift + puzzle->dead_window;
  puzzle->dead_memo = puzzle->dead_key_bits <= 64;
  puzzle->dead_tag32 = puzzle->dead_key_bits <= 48;
}

/* Which piece breaks the symmetry, PENTO_N_SET_PIECES for none. A position that no symmetry
 * keeps has nothing to break, and there the plain search (cover the first empty cell with
 * any piece) beats starting from every place of one piece. Otherwise X, and when X is placed
 * the piece left with the fewest placements, so that few roots make few tasks. */
static PentoPiece
choose_breaker (GArray   *by_piece[PENTO_N_SET_PIECES],
                guint     left,
                guint     n_syms,
                gboolean  placed,
                gboolean  swaps)
{
  PentoPiece best = PENTO_N_SET_PIECES;

  if (placed && n_syms == 1)
    return PENTO_N_SET_PIECES;
  if (left & (1u << PENTO_PIECE_X))
    return PENTO_PIECE_X;
  /* where a reflection turns a chiral piece into its mirror piece, the roots of a chiral
   * breaker would not map onto each other */
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if ((left & (1u << p)) && !(swaps && pento_piece_is_chiral (p)) &&
        (best == PENTO_N_SET_PIECES || by_piece[p]->len < by_piece[best]->len))
      best = p;
  return best;
}

/* Compact numbering: which way the lines run. The search covers the first empty cell, so it
 * goes best along short lines (the short side of a rectangle): the way whose longest line,
 * from its first cell to its last, is shorter; then the way whose lines are shorter on
 * average. */
static gboolean
lines_along_columns (PentoBoard *board)
{
  guint width = pento_board_get_width (board), height = pento_board_get_height (board);
  guint longest[2] = { 0, 0 }, sum[2] = { 0, 0 }, n[2] = { 0, 0 };

  for (guint way = 0; way < 2; way++)  /* 0: columns, 1: rows */
    for (guint a = 0; a < (way == 0 ? width : height); a++)
      {
        gint first = -1, last = -1;

        for (guint b = 0; b < (way == 0 ? height : width); b++)
          if (pento_board_is_cell (board, way == 0 ? a : b, way == 0 ? b : a))
            {
              if (first < 0)
                first = b;
              last = b;
            }
        if (first < 0)
          continue;
        longest[way] = MAX (longest[way], (guint) (last - first + 1));
        sum[way] += last - first + 1;
        n[way]++;
      }
  if (longest[0] != longest[1])
    return longest[0] < longest[1];
  if (sum[0] * n[1] != sum[1] * n[0])
    return sum[0] * n[1] < sum[1] * n[0];
  return height <= width;
}

static PentoPuzzle *
puzzle_build (PentoPosition    *position,
              const PentoRules *rules,
              gboolean          compact,
              GError          **error)
{
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autofree gint8 *cell_bit = NULL;
  g_autofree gint8 *fit_bit = NULL;
  GArray *by_piece[PENTO_N_SET_PIECES] = { NULL };
  g_autoptr(GArray) no_root = NULL;
  PentoBoard *board = pento_position_get_board (position);
  guint width, height, bit = 0, left;
  guint64 holes = 0;
  PentoWord placed = 0;
  gboolean columns, swaps = FALSE;
  PentoPieceSet set;

  if (rules->mirror & ~PENTO_MIRROR_ALL)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_RULES, _("Invalid mirrored set"));
      return NULL;
    }

  if (!pento_piece_set_check_cells (rules->pieces, pento_board_get_n_cells (board), error))
    return NULL;
  set = pento_piece_set_resolve (rules->pieces, pento_board_get_n_cells (board));

  puzzle = g_new0 (PentoPuzzle, 1);
  puzzle->board = pento_board_ref (board);
  puzzle->position = pento_position_ref (position);
  puzzle->rules = *rules;
  puzzle->set = set;
  for (guint c = 0; c < G_N_ELEMENTS (puzzle->mirror_letter); c++)
    puzzle->mirror_letter[c] = pento_piece_mirror_letter (c);
  puzzle->n_pieces = pento_piece_set_n_pieces (set);
  puzzle->n_cells = pento_board_get_n_cells (board);
  rand = g_rand_new_with_seed_array ((const guint32[]) { (guint32) rules->seed,
                                                         (guint32) (rules->seed >> 32) }, 2);

  width = pento_board_get_width (board);
  height = pento_board_get_height (board);
  g_assert (puzzle->n_cells <= MAX_BITS);

  /* Number the cells along the short side. When the bounding box fits in 64 bits, holes get
   * numbers too (always filled), so that neighbours are plain shifts and dead regions can be
   * found bit-parallel. Elsewhere the holes are left out: the next cell along a line is still
   * the next bit, and the links to the next line are grouped by their length (one group on a
   * rectangle, 2–6 on the boards people draw), so the search finds lone cells bit-parallel
   * there too, a few shifts more. */
  cell_bit = g_new (gint8, width * height);
  memset (cell_bit, -1, width * height);
  puzzle->box = width * height <= MAX_CELLS && !compact;
  columns = puzzle->box ? height <= width : lines_along_columns (board);
  puzzle->stride = columns ? height : width;
  for (guint a = 0; a < (columns ? width : height); a++)
    for (guint b = 0; b < puzzle->stride; b++)
      {
        guint x = columns ? a : b, y = columns ? b : a;
        gboolean is_cell = pento_board_is_cell (board, x, y);
        char letter = pento_position_get (position, x, y);

        if (!is_cell && !puzzle->box)
          continue;
        if (is_cell)
          cell_bit[y * width + x] = bit;
        else
          holes |= G_GUINT64_CONSTANT (1) << bit;
        if (is_cell && letter != '#')
          placed |= PENTO_WORD_ONE << bit;
        puzzle->base_grid[bit] = is_cell && letter != '#' ? letter : '.';
        if (b != 0 && puzzle->box)
          puzzle->not_line_start |= G_GUINT64_CONSTANT (1) << bit;
        if (b != puzzle->stride - 1 && puzzle->box)
          puzzle->not_line_end |= G_GUINT64_CONSTANT (1) << bit;
        puzzle->bit_x[bit] = x;
        puzzle->bit_y[bit] = y;
        bit++;
      }
  puzzle->n_bits = bit;
  if (!puzzle->box && bit <= 64)
    {
      /* not_line_end: the next cell along the line (bit + 1) is a neighbour */
      puzzle->not_line_start = puzzle->not_line_end = 0;
      for (guint b = 0; b < bit; b++)
        {
          guint x = puzzle->bit_x[b], y = puzzle->bit_y[b];
          guint ax = columns ? x : x + 1, ay = columns ? y + 1 : y;   /* along the line */
          guint nx = columns ? x + 1 : x, ny = columns ? y : y + 1;   /* the next line */

          if (ax < width && ay < height && cell_bit[ay * width + ax] >= 0)
            {
              g_assert (cell_bit[ay * width + ax] == (gint) b + 1);
              puzzle->not_line_end |= G_GUINT64_CONSTANT (1) << b;
              puzzle->not_line_start |= G_GUINT64_CONSTANT (1) << (b + 1);
            }
          if (nx < width && ny < height && cell_bit[ny * width + nx] >= 0)
            {
              guint shift = cell_bit[ny * width + nx] - b, g;

              for (g = 0; g < puzzle->n_links && puzzle->link_shift[g] != shift; g++)
                ;
              if (g == puzzle->n_links)
                puzzle->link_shift[puzzle->n_links++] = shift;
              puzzle->link_from[g] |= G_GUINT64_CONSTANT (1) << b;
            }
        }
    }
  if (bit <= 64)
    puzzle->init_filled = holes | (guint64) placed |
                          (bit == 64 ? 0 : ~G_GUINT64_CONSTANT (0) << bit);

  /* no placement covers a placed piece */
  fit_bit = g_memdup2 (cell_bit, width * height);
  for (guint b = 0; b < puzzle->n_bits; b++)
    if (placed & (PENTO_WORD_ONE << b))
      fit_bit[puzzle->bit_y[b] * width + puzzle->bit_x[b]] = -1;

  /* symmetries that map packings to packings, and the position onto itself */
  {
    g_autofree gint8 *bit_of = g_memdup2 (cell_bit, width * height);

    for (guint b = 0; b < puzzle->n_bits; b++)
      bit_of[puzzle->bit_y[b] * width + puzzle->bit_x[b]] = b;
    PentoSymmetry all[PENTO_N_SYMMETRIES];
    guint n = pento_board_get_symmetries (board, all);

    for (guint i = 0; i < n; i++)
      {
        gboolean keeps = TRUE;

        gboolean swap = pento_rules_symmetry_swaps (rules, all[i]);

        if (!pento_rules_symmetry_keeps_set (rules, set, all[i]))
          continue;
        puzzle->syms[puzzle->n_syms] = all[i];
        puzzle->sym_swaps[puzzle->n_syms] = swap;
        for (guint b = 0; b < puzzle->n_bits; b++)
          {
            guint nx, ny;
            char image;

            pento_symmetry_apply (all[i], width, height, puzzle->bit_x[b], puzzle->bit_y[b],
                                  &nx, &ny);
            puzzle->perm[puzzle->n_syms][b] = bit_of[ny * width + nx];
            image = puzzle->base_grid[bit_of[ny * width + nx]];
            keeps = keeps && puzzle->base_grid[b] == (swap ? pento_piece_mirror_letter (image) :
                                                      image);
          }
        if (!keeps)
          continue;
        swaps = swaps || swap;
        for (guint b = 0; b < puzzle->n_bits; b++)
          {
            guint t = puzzle->perm[puzzle->n_syms][b];

            puzzle->cell_of[puzzle->n_syms][b] = puzzle->bit_y[t] * width + puzzle->bit_x[t];
          }
        puzzle->n_syms++;
      }
    g_assert (puzzle->n_syms >= 1 && puzzle->syms[0] == PENTO_SYMMETRY_IDENTITY);
  }

  /* placements */
  /* (their order does not matter: slots fix the order tried, and roots are shuffled apart) */
  left = set & ~pento_position_get_placed (position);
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if (left & (1u << p))
      by_piece[p] = piece_placements (puzzle, fit_bit, p);
  puzzle->breaker = choose_breaker (by_piece, left, puzzle->n_syms,
                                    pento_position_get_placed (position) != 0, swaps);
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if ((left & (1u << p)) && p != puzzle->breaker)
      puzzle->order[puzzle->n_order++] = p;
  if (rules->shuffle)
    shuffle_array (rand, puzzle->order, sizeof (PentoPiece), puzzle->n_order);

  build_fit_tables (puzzle, by_piece, rand,
                    placed | (bit == 128 ? 0 : ~(PentoWord) 0 << bit));
  if (puzzle->breaker == PENTO_N_SET_PIECES)
    {
      /* no breaker (nothing left, or no symmetry to break): one root of no cells */
      Placement none = { 0, 0 };

      puzzle->breaker = PENTO_PIECE_X;
      no_root = g_array_new (FALSE, FALSE, sizeof (Placement));
      g_array_append_val (no_root, none);
      build_roots (puzzle, no_root, rand);
    }
  else
    build_roots (puzzle, by_piece[puzzle->breaker], rand);
  if (puzzle->wide)
    pento_wide_build_tasks (puzzle);
  else
    {
      build_tasks (puzzle);
      plan_dead_key (puzzle);
    }

  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    g_clear_pointer (&by_piece[p], g_array_unref);

  return g_steal_pointer (&puzzle);
}

static PentoPuzzle *
puzzle_new_empty (PentoBoard       *board,
                  const PentoRules *rules,
                  gboolean          compact,
                  GError          **error)
{
  g_autoptr(PentoPosition) position = NULL;

  g_return_val_if_fail (board != NULL && rules != NULL, NULL);

  position = pento_position_new (board);
  return puzzle_build (position, rules, compact, error);
}

PentoPuzzle *
pento_puzzle_new (PentoBoard       *board,
                  const PentoRules *rules,
                  GError          **error)
{
  return puzzle_new_empty (board, rules, FALSE, error);
}

PentoPuzzle *
pento_puzzle_new_for_position (PentoPosition    *position,
                               const PentoRules *rules,
                               GError          **error)
{
  g_return_val_if_fail (position != NULL && rules != NULL, NULL);

  /* a position placed under other rules (flipping since turned off) has no packing here */
  if (!pento_position_check_rules (position, rules, error))
    return NULL;
  return puzzle_build (position, rules, FALSE, error);
}

PentoPuzzle *
pento_puzzle_new_compact (PentoBoard       *board,
                          const PentoRules *rules,
                          GError          **error)
{
  return puzzle_new_empty (board, rules, TRUE, error);
}

guint
pento_puzzle_get_n_classes (PentoPuzzle *puzzle)
{
  return puzzle->box ? 1 : puzzle->n_kill_classes;
}

void
pento_puzzle_free (PentoPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_clear_pointer (&puzzle->board, pento_board_unref);
  g_clear_pointer (&puzzle->position, pento_position_unref);
  g_free (puzzle->slot_mask);
  g_free (puzzle->kill);
  g_free (puzzle->roots);
  g_free (puzzle->tasks);
  g_clear_pointer (&puzzle->box3d, pento_box_tables_free);
  g_clear_pointer (&puzzle->wide, pento_wide_tables_free);
  g_free (puzzle);
}

PentoPosition *
pento_puzzle_get_position (PentoPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);
  return puzzle->position;
}

PentoBoard *
pento_puzzle_get_board (PentoPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);
  return puzzle->board;
}

const PentoRules *
pento_puzzle_get_rules (PentoPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);
  return &puzzle->rules;
}

guint
pento_puzzle_get_symmetries (PentoPuzzle  *puzzle,
                             PentoSymmetry out[PENTO_N_SYMMETRIES])
{
  g_return_val_if_fail (puzzle != NULL, 0);
  memcpy (out, puzzle->syms, sizeof (PentoSymmetry) * puzzle->n_syms);
  return puzzle->n_syms;
}
