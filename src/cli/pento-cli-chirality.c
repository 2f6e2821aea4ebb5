/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-chirality.c: --chirality-table, the no-flip counts of all 64 mirrored sets as
 * text, CSV or JSON, each row reported as it is done with --progress.
 */
#include <string.h>

#include <glib/gi18n.h>

#include "pento-cli-private.h"
#include "pento-cli-output.h"

static void
on_chirality_row (const PentoChiralityRow *row,
                  gpointer                 user_data)
{
  CliRun *run = user_data;
  g_autofree char *packings = cli_describe_packings (row->total);
  g_autofree char *unique = cli_format_u64 (row->unique);
  char letters[8];

  run->printed++;
  pento_mirror_set_format (row->mirror, letters);
  g_printerr (_("%u of %u: mirrored %s: %s, %s unique\n"),
              (guint) run->printed, (guint) PENTO_N_MIRROR_SETS, letters, packings, unique);
}

/* The mirrored sets with the count @total, as "FNY, LPZ". */
static char *
sets_with_total (const PentoChiralityRow *rows,
                 guint64                  total)
{
  GString *s = g_string_new (NULL);

  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    if (rows[m].total == total)
      {
        char letters[8];

        pento_mirror_set_format (rows[m].mirror, letters);
        if (s->len > 0)
          g_string_append (s, ", ");
        g_string_append (s, letters);
      }

  return g_string_free (s, FALSE);
}

int
cli_run_chirality (CliRun *run)
{
  g_autoptr(GError) error = NULL;
  PentoChiralityRow rows[PENTO_N_MIRROR_SETS];
  double seconds;

  memset (rows, 0, sizeof rows);
  run->start_time = g_get_monotonic_time ();
  if (!pento_chirality_table (run->board, run->engine_threads, &cli_cancel,
                              run->progress ? on_chirality_row : NULL, run, rows, &error))
    {
      if (g_error_matches (error, PENTO_ERROR, PENTO_ERROR_BOARD))
        return cli_fail (CLI_EXIT_INPUT, "%s", error->message);
      return cli_engine_failed (error);
    }
  seconds = cli_elapsed (run);

  if (run->json)
    {
      pento_cli_out_puts ("{ ");
      cli_json_spec (run);
      pento_cli_out_printf (", \"flip\": false, \"threads\": %u, \"seconds\": ", run->threads);
      pento_cli_out_json_double (seconds);
      pento_cli_out_puts (", \"rows\": [");
    }
  else if (run->csv)
    {
      pento_cli_out_puts ("mirror,total,unique\n");
    }
  else
    {
      /* TRANSLATORS: column headings of the chirality table; keep them short */
      pento_cli_out_printf ("%-8s %10s %10s\n", _("mirror"), _("total"), _("unique"));
    }

  for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
    {
      const PentoChiralityRow *row = &rows[m];
      char letters[8];

      pento_mirror_set_format (row->mirror, letters);
      if (run->json)
        {
          pento_cli_out_puts (m == 0 ? "\n    { \"mirror\": " : ",\n    { \"mirror\": ");
          pento_cli_out_json_string (letters);
          pento_cli_out_printf (", \"total\": %" G_GUINT64_FORMAT ", \"unique\": %"
                                G_GUINT64_FORMAT " }", row->total, row->unique);
        }
      else if (run->csv)
        {
          pento_cli_out_printf ("%s,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT "\n",
                                letters, row->total, row->unique);
        }
      else
        {
          pento_cli_out_printf ("%-8s %10" G_GUINT64_FORMAT " %10" G_GUINT64_FORMAT "\n",
                                letters, row->total, row->unique);
        }
    }

  if (run->json)
    {
      pento_cli_out_puts ("\n  ] }\n");
    }
  else if (!run->csv)
    {
      guint64 most = 0, fewest = G_MAXUINT64;
      g_autofree char *most_sets = NULL;
      g_autofree char *fewest_sets = NULL;
      g_autofree char *most_s = NULL;
      g_autofree char *fewest_s = NULL;
      g_autofree char *name = NULL;

      for (guint m = 0; m < PENTO_N_MIRROR_SETS; m++)
        {
          most = MAX (most, rows[m].total);
          fewest = MIN (fewest, rows[m].total);
        }
      most_sets = sets_with_total (rows, most);
      fewest_sets = sets_with_total (rows, fewest);
      most_s = cli_describe_packings (most);
      fewest_s = cli_describe_packings (fewest);

      name = pento_error_escape_hidden (pento_board_get_name (run->board));
      pento_cli_out_printf (_("%s, no flipping: most %s (%s), fewest %s (%s); %.3f s\n"),
                            name, most_s, most_sets,
                            fewest_s, fewest_sets, seconds);
    }

  return CLI_EXIT_OK;
}
