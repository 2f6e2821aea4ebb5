/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-run.c: what every mode of pentomino-cli shares — the messages on standard error,
 * a failed engine call as an exit status, and the run told in words and as JSON.
 */
#include <glib/gi18n.h>

#include "pento-cli-private.h"
#include "pento-cli-output.h"

void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->board, pento_board_unref);
  g_clear_pointer (&run->position, pento_position_unref);
  g_clear_pointer (&run->box_name, g_free);
}

void
cli_print_message (const char *message)
{
  g_autofree char *line = g_strdup_printf ("%s: %s", PROGRAM_NAME, message);

  pento_cli_err_line (line);
}

int
cli_usage_error (const char *format,
                 ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  cli_print_message (message);
  g_printerr (_("Try “%s --help” for more information.\n"), PROGRAM_NAME);

  return CLI_EXIT_USAGE;
}

int
cli_fail (int         status,
          const char *format,
          ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  cli_print_message (message);

  return status;
}

/* Turns a failed engine call into the exit status; the search was cancelled only by a
 * signal. */
int
cli_engine_failed (const GError *error)
{
  if (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_CANCELLED) ||
      pento_cancel_is_cancelled (&cli_cancel))
    cli_exit_interrupted ();

  if (pento_cli_out_failed ())
    return CLI_EXIT_OUTPUT; /* reported by the caller's finish () */

  return cli_fail (CLI_EXIT_OUTPUT, "%s", error->message);
}

char *
cli_format_u64 (guint64 value)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT, value);
}

/* A box's name ("3x4x5") or the board's. */
const char *
cli_run_board_name (const CliRun *run)
{
  return run->is_box ? run->box_name : pento_board_get_name (run->board);
}

char *
cli_describe_rules (const CliRun *run)
{
  if (run->is_box)
    return g_strdup (_("pieces turned every way in space"));
  return pento_rules_describe (&run->rules, PENTO_RULES_DESCRIBE_PERSON);
}

PentoPuzzle *
cli_new_puzzle (CliRun  *run,
                GError **error)
{
  if (run->is_box)
    return pento_puzzle_new_for_box (&run->box, &run->rules, error);
  return pento_puzzle_new_for_position (run->position, &run->rules, error);
}

char *
cli_describe_packings (guint64 n)
{
  g_autofree char *n_s = cli_format_u64 (n);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s packing", "%s packings",
                                       (gulong) MIN (n, G_MAXULONG)),
                          n_s);
}

double
cli_elapsed (const CliRun *run)
{
  return (g_get_monotonic_time () - run->start_time) / (double) G_USEC_PER_SEC;
}

/* The puzzle spec as the first JSON members, shared by every mode. */
void
cli_json_spec (const CliRun *run)
{
  pento_cli_out_puts ("\"board\": ");
  pento_cli_out_json_string (cli_run_board_name (run));
  if (run->is_box)
    pento_cli_out_printf (", \"width\": %u, \"height\": %u, \"depth\": %u, \"cells\": %u",
                          run->box.width, run->box.height, run->box.depth,
                          (guint) PENTO_BOX_CELLS);
  else
    pento_cli_out_printf (", \"width\": %u, \"height\": %u, \"cells\": %u",
                          pento_board_get_width (run->board),
                          pento_board_get_height (run->board),
                          pento_board_get_n_cells (run->board));
  if (run->position != NULL && pento_position_get_placed (run->position) != 0)
    {
      char placed[PENTO_N_SET_PIECES + 1] = { 0 };
      guint n = 0;

      for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
        if (pento_position_get_placed (run->position) & (1u << p))
          placed[n++] = pento_piece_to_letter (p);
      pento_cli_out_puts (", \"placed\": ");
      pento_cli_out_json_string (placed);
    }
  if (run->mode == MODE_CHIRALITY)
    return;

  if (run->rules.pieces != PENTO_PIECE_SET_DEFAULT)
    {
      g_autofree char *set = pento_piece_set_to_string (run->rules.pieces);

      pento_cli_out_puts (", \"pieces\": ");
      pento_cli_out_json_string (set);
    }
  if (run->n_parts > 0)
    pento_cli_out_printf (", \"part\": %u, \"parts\": %u", run->part + 1, run->n_parts);
  pento_cli_out_printf (", \"flip\": %s, \"mirror\": ",
                        pento_rules_may_flip (&run->rules) ? "true" : "false");
  if (pento_rules_may_flip (&run->rules) || pento_piece_set_is_one_sided (run->rules.pieces))
    {
      pento_cli_out_puts ("null");
    }
  else
    {
      char letters[8];

      pento_mirror_set_format (run->rules.mirror, letters);
      pento_cli_out_json_string (letters);
    }
  if (run->mode == MODE_CHECK)
    return;

  pento_cli_out_printf (", \"shuffle\": %s", run->rules.shuffle ? "true" : "false");
  if (run->have_seed)
    pento_cli_out_printf (", \"seed\": %" G_GUINT64_FORMAT, run->seed);
}
