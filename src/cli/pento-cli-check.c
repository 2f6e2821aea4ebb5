/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-check.c: --check FILE — the packings read (the board and set taken from the file
 * without --board and --pieces), validated and sorted into symmetry classes.
 */
#include <string.h>

#include <glib/gi18n.h>

#include "pento-cli-private.h"
#include "pento-cli-output.h"

/* A NUL byte ends a C string: the text after it would go unchecked. Reports its line and
 * column in the parser's form. */
static gboolean
check_no_nul (const char  *text,
              gsize        length,
              GError     **error)
{
  guint line, column;

  if (!pento_text_find_nul (text, length, &line, &column))
    return TRUE;
  g_set_error (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT, _("a NUL byte: packings are text"));
  pento_error_prefix_place (error, NULL, line, column);
  return FALSE;
}

int
cli_run_check (CliRun *run)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) solutions = NULL;
  g_autoptr(GHashTable) classes = NULL;
  g_autofree char *text = NULL;
  g_autofree char *display = g_filename_display_name (run->input);
  guint line = 0, column = 0;
  const char *problem;
  gboolean have_line;
  gsize length = 0;

  text = pento_input_read (run->input, PENTO_INPUT_MAX_PACKINGS, &length, &error);
  if (text == NULL)
    return cli_fail (CLI_EXIT_INPUT, "%s", error->message);

  /* a text form with layers separated by spaces is a box's */
  if (!run->board_given && pento_box_infer_from_text (text, &run->box))
    {
      run->is_box = TRUE;
      run->box_name = pento_box_to_string (&run->box);
      run->board = pento_board_new_rectangle (run->box.width * run->box.depth, run->box.height,
                                              NULL);
    }
  /* without --pieces, a file with mirror pieces (f l n p y z) holds one-sided packings */
  if (!run->is_box && run->rules.pieces == PENTO_PIECE_SET_DEFAULT)
    run->rules.pieces = pento_input_infer_pieces (text);
  if (!run->board_given && !run->is_box)
    run->board = pento_input_infer_board (text, run->rules.pieces);
  if (run->board == NULL)
    return cli_fail (CLI_EXIT_INPUT, _("Could not make a board for %s"), display);

  if (check_no_nul (text, length, &error))
    solutions = run->is_box ? pento_box_solutions_parse (text, &run->box, &error)
                            : pento_solutions_parse (text, run->board, &run->rules, &error);
  if (solutions != NULL && solutions->len == 0)
    {
      g_set_error (&error, PENTO_ERROR, PENTO_ERROR_PARSE, _("no packings in the file"));
      g_clear_pointer (&solutions, g_ptr_array_unref);
    }

  if (solutions == NULL)
    {
      if (!g_error_matches (error, PENTO_ERROR, PENTO_ERROR_PARSE) &&
          !g_error_matches (error, PENTO_ERROR, PENTO_ERROR_INVALID) &&
          !g_error_matches (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT))
        return cli_fail (CLI_EXIT_INPUT, "%s", error->message);

      have_line = pento_error_split_place (error->message, NULL, &line, &column, &problem);
      if (!have_line)
        problem = error->message;

      if (run->json)
        {
          pento_cli_out_puts ("{ \"file\": ");
          pento_cli_out_json_string (display);
          pento_cli_out_puts (", ");
          cli_json_spec (run);
          pento_cli_out_puts (", \"ok\": false, \"line\": ");
          if (have_line)
            pento_cli_out_printf ("%u", line);
          else
            pento_cli_out_puts ("null");
          pento_cli_out_puts (", \"column\": ");
          if (column > 0)
            pento_cli_out_printf ("%u", column);
          else
            pento_cli_out_puts ("null");
          pento_cli_out_puts (", \"message\": ");
          pento_cli_out_json_string (problem);
          pento_cli_out_puts (" }\n");
        }

      /* Compiler style, so editors can jump to the line. */
      pento_error_prefix_place (&error, run->input, 0, 0);
      pento_cli_err_line (error->message);

      return CLI_EXIT_NOT_FOUND;
    }

  classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < solutions->len; i++)
    {
      g_autoptr(PentoSolution) canonical = run->is_box ?
        pento_box_solution_canonical (g_ptr_array_index (solutions, i), &run->box) :
        pento_solution_canonical (g_ptr_array_index (solutions, i), run->board, &run->rules);

      g_hash_table_add (classes, pento_solution_to_text (canonical));
    }

  if (run->json)
    {
      pento_cli_out_puts ("{ \"file\": ");
      pento_cli_out_json_string (display);
      pento_cli_out_puts (", ");
      cli_json_spec (run);
      pento_cli_out_printf (", \"ok\": true, \"packings\": %u, \"unique\": %u }\n",
                            solutions->len, g_hash_table_size (classes));
    }
  else
    {
      g_autofree char *packings = cli_describe_packings (solutions->len);
      g_autofree char *unique = cli_format_u64 (g_hash_table_size (classes));

      /* TRANSLATORS: e.g. "9356 packings OK, 2339 unique" */
      pento_cli_out_printf (_("%s OK, %s unique\n"), packings, unique);
    }

  return CLI_EXIT_OK;
}
