/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-sheet.c: pentomino-cli --sheet — every packing of --all or --unique drawn on a
 * contact sheet by the image module, instead of printed. A box's packings are drawn as its
 * layers side by side, a column apart.
 */
#include <glib/gi18n.h>

#include "pento-cli-image.h"
#include "pento-cli-output.h"
#include "pento-cli-share.h"

typedef struct {
  GPtrArray *packings;
  gboolean   unique;
  guint64    n_unique;
} Collect;

static gboolean
on_packing (const PentoSolution *solution,
            gboolean             representative,
            gpointer             user_data)
{
  Collect *collect = user_data;

  if (collect->unique && !representative)
    return TRUE;
  g_ptr_array_add (collect->packings, pento_solution_copy (solution));
  collect->n_unique += representative;
  return TRUE;
}

/* A box's layers side by side, with a column of holes between them: the board a box's
 * packings are drawn on. */
static PentoBoard *
layers_board (const PentoBox *box)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint y = 0; y < box->height; y++)
    {
      for (guint z = 0; z < box->depth; z++)
        {
          if (z > 0)
            g_string_append_c (text, '.');
          for (guint x = 0; x < box->width; x++)
            g_string_append_c (text, '#');
        }
      g_string_append_c (text, '\n');
    }
  return pento_board_new_from_text (text->str, NULL);
}

static PentoSolution *
layers_packing (const PentoSolution *packing,
                const PentoBox      *box)
{
  guint width = box->depth * (box->width + 1) - 1;
  PentoSolution *out = pento_solution_new (width, box->height);

  for (guint y = 0; y < box->height; y++)
    for (guint z = 0; z < box->depth; z++)
      for (guint x = 0; x < box->width; x++)
        pento_solution_set (out, z * (box->width + 1) + x, y,
                            pento_box_solution_get (packing, box, x, y, z));
  return out;
}

PentoCliStatus
pento_cli_sheet_write (const char       *path,
                       PentoPosition    *position,
                       const PentoBox   *box,
                       const PentoRules *rules,
                       gboolean          unique,
                       guint64           limit,
                       guint             n_threads,
                       PentoCancel      *cancel,
                       GError          **error)
{
  PentoBoard *board = box == NULL ? pento_position_get_board (position) : NULL;
  g_autoptr(PentoBoard) box_board = NULL;
  g_autoptr(PentoPuzzle) puzzle = NULL;
  g_autoptr(GPtrArray) packings =
    g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  g_autofree char *rules_text = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *total_s = NULL;
  g_autofree char *unique_s = NULL;
  g_autofree char *all_s = NULL;
  Collect collect = { packings, unique, 0 };
  PentoSearchOptions options = { 0 };
  PentoProgress result = { 0 };
  PentoCliSheetWriteFunc write_func;
  gboolean complete;

  /* loaded before the search, so that a broken installation fails at once */
  write_func = pento_cli_sheet_load (error);
  if (write_func == NULL)
    return PENTO_CLI_STATUS_OUTPUT;

  puzzle = box != NULL ? pento_puzzle_new_for_box (box, rules, error)
                       : pento_puzzle_new_for_position (position, rules, error);
  if (puzzle == NULL)
    return PENTO_CLI_STATUS_INPUT;

  options.mode = unique ? PENTO_SEARCH_UNIQUE : PENTO_SEARCH_ALL;
  options.n_threads = n_threads;
  options.limit = limit;
  options.cancel = cancel;
  options.solution_func = on_packing;
  options.user_data = &collect;
  if (!pento_puzzle_search (puzzle, &options, &result, error))
    return PENTO_CLI_STATUS_OUTPUT;
  if (packings->len == 0)
    return PENTO_CLI_STATUS_NOT_FOUND;
  complete = limit == 0 || packings->len < limit;

  if (box != NULL)
    {
      g_autofree char *name = pento_box_to_string (box);

      box_board = layers_board (box);
      board = box_board;
      for (guint i = 0; i < packings->len; i++)
        {
          PentoSolution *flat = layers_packing (g_ptr_array_index (packings, i), box);

          pento_solution_free (g_ptr_array_index (packings, i));
          g_ptr_array_index (packings, i) = flat;
        }
      /* TRANSLATORS: a contact sheet's title for a box in space, e.g. "3x4x5" */
      title = g_strdup_printf (_("Pentomino: the %s box, its layers side by side"), name);
    }
  else
    {
      rules_text = pento_rules_describe (rules, PENTO_RULES_DESCRIBE_PERSON);
      /* TRANSLATORS: a contact sheet's title: the board and the rules */
      title = g_strdup_printf (_("Pentomino: %s, %s"), pento_board_get_name (board),
                               rules_text);
    }
  total_s = g_strdup_printf ("%u", packings->len);
  unique_s = g_strdup_printf ("%" G_GUINT64_FORMAT, result.unique);
  /* (a printf length macro inside _() cuts the msgid short for xgettext: counts go in as text) */
  all_s = g_strdup_printf ("%" G_GUINT64_FORMAT, result.total);
  if (!complete)
    /* TRANSLATORS: the first packings of a list cut short by --limit */
    subtitle = g_strdup_printf (_("The first %s packings (the list was cut short)"), total_s);
  else if (unique)
    /* TRANSLATORS: a contact sheet's counts */
    subtitle = g_strdup_printf (_("%s packings, one per symmetry class (%s in all)"), unique_s,
                                all_s);
  else
    subtitle = g_strdup_printf (_("%s packings, %s unique up to symmetry"), total_s,
                                unique_s);

  if (!write_func (board, packings, title, subtitle, path, error))
    return PENTO_CLI_STATUS_OUTPUT;

  {
    g_autofree char *display = g_filename_display_name (path);

    /* TRANSLATORS: e.g. "sheet.pdf: 2339 packings" */
    pento_cli_out_printf (_("%s: %u packings\n"), display, packings->len);
  }
  return PENTO_CLI_STATUS_OK;
}
