/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-dimacs.c: pentomino-cli --dimacs and --decode-model — the puzzle handed to a SAT
 * solver, and the solver's answer read back as packings.
 */
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "pento-cli-output.h"
#include "pento-cli-share.h"

#define PROGRAM_NAME "pentomino-cli"

static void
print_message (const char *message)
{
  g_autofree char *line = g_strdup_printf ("%s: %s", PROGRAM_NAME, message);

  pento_cli_err_line (line);
}

/* The placed pieces as the grid pento_dimacs_*() take, NULL for an empty position. */
static PentoSolution *
placed_grid (PentoPosition *position)
{
  if (pento_position_get_n_placed (position) == 0)
    return NULL;
  return pento_position_to_solution (position);
}

PentoCliStatus
pento_cli_dimacs_write (PentoPosition       *position,
                        const PentoBox      *box,
                        const PentoRules    *rules,
                        gboolean             unique)
{
  g_autoptr(PentoSolution) placed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *cnf = NULL;
  gsize length = 0;

  if (box != NULL)
    cnf = pento_dimacs_encode_box (box, unique, &length);
  else
    {
      placed = placed_grid (position);
      cnf = pento_dimacs_encode (pento_position_get_board (position), rules, placed, unique,
                                 &length, &error);
    }
  if (cnf == NULL)
    {
      print_message (error->message);
      return PENTO_CLI_STATUS_INPUT;
    }
  pento_cli_out_write (cnf, length);
  return PENTO_CLI_STATUS_OK;
}

PentoCliStatus
pento_cli_dimacs_decode (const char          *path,
                         PentoPosition       *position,
                         const PentoBox      *box,
                         const PentoRules    *rules)
{
  g_autoptr(PentoSolution) placed = box == NULL ? placed_grid (position) : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) packings = NULL;
  g_autofree char *text = NULL;
  g_autofree char *display = g_filename_display_name (path);
  PentoDimacsStatus status;

  text = pento_input_read (path, PENTO_INPUT_MAX_MODEL, NULL, &error);
  if (text == NULL)
    {
      print_message (error->message);
      return PENTO_CLI_STATUS_INPUT;
    }

  if (box != NULL ? !pento_dimacs_decode_box (text, box, &status, &packings, &error)
                  : !pento_dimacs_decode (text, pento_position_get_board (position), rules,
                                          placed, &status, &packings, &error))
    {
      /* "m.txt:3: not a literal", "m.txt: Model 1: no placement covers cell 2,0" */
      pento_error_prefix_place (&error, path, 0, 0);
      pento_cli_err_line (error->message);
      return PENTO_CLI_STATUS_NOT_FOUND;
    }

  switch (status)
    {
    case PENTO_DIMACS_UNSATISFIABLE:
      {
        g_autofree char *message =
          g_strdup_printf (_("%s: the solver found the formula unsatisfiable: the board has no "
                             "packing under these rules"), display);

        print_message (message);
        return PENTO_CLI_STATUS_NOT_FOUND;
      }
    case PENTO_DIMACS_UNKNOWN:
      {
        g_autofree char *message =
          g_strdup_printf (_("%s: the solver gave no answer (UNKNOWN)"), display);

        print_message (message);
        return PENTO_CLI_STATUS_NOT_FOUND;
      }
    case PENTO_DIMACS_SATISFIABLE:
    default:
      break;
    }

  for (guint i = 0; i < packings->len; i++)
    {
      if (i > 0)
        pento_cli_out_write ("\n", 1);
      if (box != NULL)
        {
          g_autofree char *rows = pento_box_solution_to_text (g_ptr_array_index (packings, i),
                                                              box);

          pento_cli_out_write (rows, strlen (rows));
        }
      else
        pento_cli_out_text_rows (g_ptr_array_index (packings, i));
    }
  return PENTO_CLI_STATUS_OK;
}
