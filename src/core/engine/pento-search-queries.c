/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-search-queries.c: the searches built on pento_puzzle_search(): the count, the packing
 * number n, the first packing, a random one, and which class a packing is.
 */
#include "pento-puzzle-private.h"

#include <glib/gi18n.h>

#include "pento-error.h"

gboolean
pento_puzzle_count (PentoPuzzle  *puzzle,
                    guint         n_threads,
                    PentoCancel  *cancel,
                    guint64      *out_total,
                    guint64      *out_unique,
                    GError      **error)
{
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_COUNT,
    .n_threads = n_threads,
    .cancel = cancel,
  };
  PentoProgress result;

  if (!pento_puzzle_search (puzzle, &options, &result, error))
    return FALSE;
  if (out_total)
    *out_total = result.total;
  if (out_unique)
    *out_unique = result.unique;
  return TRUE;
}

typedef struct {
  guint64        index;
  guint64        seen;
  PentoSolution *solution;
} NthData;

static gboolean
nth_cb (const PentoSolution *solution,
        gboolean             representative,
        gpointer             user_data)
{
  NthData *data = user_data;

  if (data->seen++ == data->index)
    {
      data->solution = pento_solution_copy (solution);
      return FALSE;
    }
  return TRUE;
}

PentoSolution *
pento_puzzle_nth (PentoPuzzle  *puzzle,
                  guint64       index,
                  gboolean      unique,
                  PentoCancel  *cancel,
                  GError      **error)
{
  NthData data = { .index = index };
  PentoSearchOptions options = {
    .mode = unique ? PENTO_SEARCH_UNIQUE : PENTO_SEARCH_ALL,
    .cancel = cancel,
    .solution_func = nth_cb,
    .user_data = &data,
  };

  g_return_val_if_fail (puzzle != NULL, NULL);

  if (!pento_puzzle_search (puzzle, &options, NULL, error))
    {
      g_clear_pointer (&data.solution, pento_solution_free);
      return NULL;
    }
  return data.solution;
}

PentoSolution *
pento_puzzle_first (PentoPuzzle  *puzzle,
                    PentoCancel  *cancel,
                    GError      **error)
{
  return pento_puzzle_nth (puzzle, 0, FALSE, cancel, error);
}

static gboolean
collect_cb (const PentoSolution *solution,
            gboolean             representative,
            gpointer             user_data)
{
  g_ptr_array_add (user_data, pento_solution_copy (solution));
  return TRUE;
}

PentoSolution *
pento_puzzle_random_full (PentoPuzzle  *puzzle,
                          guint64       seed,
                          PentoCancel  *cancel,
                          guint64      *out_index,
                          guint64      *out_n_unique,
                          GError      **error)
{
  g_autoptr(GPtrArray) unique = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  g_autoptr(GRand) rand = NULL;
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_UNIQUE,
    /* threads deliver in the same order as one, so the pick does not depend on the cores */
    .n_threads = g_get_num_processors (),
    .cancel = cancel,
    .solution_func = collect_cb,
    .user_data = unique,
  };
  guint64 index;

  g_return_val_if_fail (puzzle != NULL, NULL);

  /* One pass that keeps the unique packings (a few megabytes at most on the preset boards)
   * costs one search, where counting first and then walking to the pick costs two. */
  if (!pento_puzzle_search (puzzle, &options, NULL, error))
    return NULL;
  if (out_n_unique)
    *out_n_unique = unique->len;
  if (unique->len == 0)
    return NULL;

  rand = g_rand_new_with_seed_array ((const guint32[]) { (guint32) seed,
                                                         (guint32) (seed >> 32) }, 2);
  index = (guint64) (g_rand_double (rand) * unique->len);
  index = MIN (index, unique->len - 1);
  if (out_index)
    *out_index = index;
  /* any image of the packing belongs to the same class: show a random one */
  if (puzzle->box3d != NULL)
    {
      /* a box's symmetries are in space: the image by its cell permutation */
      const PentoSolution *packing = unique->pdata[index];
      PentoSolution *image = pento_solution_copy (packing);
      guint sym = g_rand_int_range (rand, 0, puzzle->n_syms);

      for (guint b = 0; b < puzzle->n_bits; b++)
        image->cells[puzzle->cell_of[sym][b]] = packing->cells[puzzle->cell_of[0][b]];
      return image;
    }
  return pento_solution_image (unique->pdata[index],
                               puzzle->syms[g_rand_int_range (rand, 0, puzzle->n_syms)],
                               &puzzle->rules);
}

PentoSolution *
pento_puzzle_random (PentoPuzzle  *puzzle,
                     guint64       seed,
                     PentoCancel  *cancel,
                     GError      **error)
{
  return pento_puzzle_random_full (puzzle, seed, cancel, NULL, NULL, error);
}

/* The least image of @solution under the puzzle's symmetries (for a position, those that map
 * it onto itself): equal for two packings exactly when they are the same up to them. */
static PentoSolution *
puzzle_canonical (const PentoPuzzle   *puzzle,
                  const PentoSolution *solution)
{
  PentoSolution *best = pento_solution_copy (solution);

  for (guint s = 1; s < puzzle->n_syms; s++)
    {
      PentoSolution *image = pento_solution_image (solution, puzzle->syms[s], &puzzle->rules);

      if (pento_solution_compare (image, best) < 0)
        {
          pento_solution_free (best);
          best = image;
        }
      else
        pento_solution_free (image);
    }
  return best;
}

typedef struct {
  const PentoPuzzle   *puzzle;
  const PentoSolution *target;         /* canonical */
  guint64              seen;
  gboolean             found;
} IndexData;

static gboolean
index_cb (const PentoSolution *solution,
          gboolean             representative,
          gpointer             user_data)
{
  IndexData *data = user_data;
  g_autoptr(PentoSolution) canonical = puzzle_canonical (data->puzzle, solution);

  if (pento_solution_equal (canonical, data->target))
    {
      data->found = TRUE;
      return FALSE;
    }
  data->seen++;
  return TRUE;
}

gboolean
pento_puzzle_index_of (PentoPuzzle         *puzzle,
                       const PentoSolution *solution,
                       PentoCancel         *cancel,
                       guint64             *out_index,
                       GError             **error)
{
  g_autoptr(PentoSolution) target = NULL;
  IndexData data = { .puzzle = puzzle };
  PentoSearchOptions options = {
    .mode = PENTO_SEARCH_UNIQUE,
    .n_threads = g_get_num_processors (),
    .cancel = cancel,
    .solution_func = index_cb,
    .user_data = &data,
  };

  g_return_val_if_fail (puzzle != NULL && solution != NULL, FALSE);

  if (!pento_solution_validate (solution, puzzle->board, &puzzle->rules, error))
    return FALSE;
  for (guint b = 0; b < puzzle->n_bits; b++)
    if (puzzle->base_grid[b] != '.' &&
        pento_solution_get (solution, puzzle->bit_x[b], puzzle->bit_y[b]) != puzzle->base_grid[b])
      {
        g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                     _("The packing does not keep the pieces already placed"));
        return FALSE;
      }

  target = puzzle_canonical (puzzle, solution);
  data.target = target;
  if (!pento_puzzle_search (puzzle, &options, NULL, error))
    return FALSE;
  /* a valid packing that keeps the placed pieces is always among them */
  g_assert (data.found);
  if (out_index)
    *out_index = data.seen;
  return TRUE;
}
