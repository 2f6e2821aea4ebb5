/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-golomb.c: Golomb's game on the command line — --golomb, who wins with perfect
 * play and a winning move; --golomb-moves, every legal move with its value; --part K/M, a
 * share of the first moves valued.
 */
#include <glib/gi18n.h>

#include "pento-cli-private.h"
#include "pento-cli-output.h"

static const char *
side_name (gboolean second)
{
  return second ? "second" : "first";
}

static void
json_move (const PentoGolombMove *move)
{
  char letter[2] = { pento_piece_to_letter (move->piece), '\0' };

  pento_cli_out_puts ("{\"piece\": ");
  pento_cli_out_json_string (letter);
  pento_cli_out_puts (", \"cells\": [");
  for (guint c = 0; c < move->n_cells; c++)
    pento_cli_out_printf ("%s[%u, %u]", c > 0 ? ", " : "", move->cells[c].x, move->cells[c].y);
  pento_cli_out_puts ("]}");
}

static char *
move_text (const PentoGolombMove *move)
{
  return pento_placement_to_string (move->piece, move->cells, move->n_cells);
}

/* The whole answer: who wins, a winning move. */
static int
run_solve (CliRun      *run,
           PentoGolomb *game)
{
  g_autoptr(GError) error = NULL;
  PentoGolombResult result;
  gboolean winner_second;
  double seconds;

  if (!pento_golomb_solve (game, run->engine_threads, &cli_cancel, &result, &error))
    return cli_engine_failed (error);
  seconds = cli_elapsed (run);
  winner_second = result.win ? run->second_to_move : !run->second_to_move;

  if (run->json)
    {
      pento_cli_out_puts ("{");
      cli_json_spec (run);
      pento_cli_out_printf (", \"to_move\": \"%s\", \"winner\": \"%s\", \"move\": ",
                            side_name (run->second_to_move), side_name (winner_second));
      if (result.win)
        json_move (&result.move);
      else
        pento_cli_out_puts ("null");
      pento_cli_out_printf (", \"nodes\": %" G_GUINT64_FORMAT ", \"threads\": %u, "
                            "\"seconds\": ", result.nodes, run->threads);
      pento_cli_out_json_double (seconds);
      pento_cli_out_puts ("}\n");
    }
  else
    {
      g_autofree char *rules = cli_describe_rules (run);
      g_autofree char *nodes = cli_format_u64 (result.nodes);

      pento_cli_out_printf (_("%s, %s, the %s player to move: the %s player wins\n"),
                            cli_run_board_name (run), rules, side_name (run->second_to_move),
                            side_name (winner_second));
      if (result.win)
        {
          g_autofree char *move = move_text (&result.move);

          pento_cli_out_printf (_("winning move: %s\n"), move);
        }
      else
        pento_cli_out_puts (_("every move loses\n"));
      pento_cli_out_printf (_("%s nodes, %.2f s\n"), nodes, seconds);
    }
  return pento_cli_out_failed () ? CLI_EXIT_OUTPUT : CLI_EXIT_OK;
}

/* Every legal move (of a part) with its value. */
static int
run_moves (CliRun      *run,
           PentoGolomb *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree PentoGolombMove *all = NULL;
  g_autofree PentoGolombMove *moves = NULL;
  g_autofree gboolean *wins = NULL;
  guint n_all, n = 0, n_wins = 0;
  guint64 nodes = 0;
  double seconds;

  n_all = pento_golomb_list_moves (game, run->unique, &all);
  moves = g_new (PentoGolombMove, MAX (n_all, 1));
  for (guint i = 0; i < n_all; i++)
    if (run->n_parts == 0 || i % run->n_parts == run->part)
      moves[n++] = all[i];
  wins = g_new0 (gboolean, MAX (n, 1));
  if (!pento_golomb_value_moves (game, moves, n, run->engine_threads, &cli_cancel, wins,
                                 &nodes, &error))
    return cli_engine_failed (error);
  seconds = cli_elapsed (run);
  for (guint i = 0; i < n; i++)
    n_wins += wins[i];

  if (run->json)
    {
      pento_cli_out_puts ("{");
      cli_json_spec (run);
      pento_cli_out_printf (", \"to_move\": \"%s\"", side_name (run->second_to_move));
      /* a part knows the winner only when it holds a winning move */
      if (run->n_parts == 0 || n_wins > 0)
        pento_cli_out_printf (", \"winner\": \"%s\"",
                              side_name (n_wins > 0 ? run->second_to_move
                                                    : !run->second_to_move));
      else
        pento_cli_out_puts (", \"winner\": null");
      pento_cli_out_puts (", \"move\": ");
      for (guint i = 0; i < n && n_wins > 0; i++)
        if (wins[i])
          {
            json_move (&moves[i]);
            break;
          }
      if (n_wins == 0)
        pento_cli_out_puts ("null");
      pento_cli_out_printf (", \"legal_moves\": %u, \"winning_moves\": %u, \"moves\": [",
                            n_all, n_wins);
      for (guint i = 0; i < n; i++)
        {
          pento_cli_out_puts (i > 0 ? ", {\"move\": " : "{\"move\": ");
          json_move (&moves[i]);
          pento_cli_out_printf (", \"wins\": %s}", wins[i] ? "true" : "false");
        }
      pento_cli_out_printf ("], \"nodes\": %" G_GUINT64_FORMAT ", \"threads\": %u, "
                            "\"seconds\": ", nodes, run->threads);
      pento_cli_out_json_double (seconds);
      pento_cli_out_puts ("}\n");
    }
  else
    {
      g_autofree char *nodes_s = cli_format_u64 (nodes);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *move = move_text (&moves[i]);

          pento_cli_out_printf ("%s %s\n", move, wins[i] ? "win" : "loss");
        }
      pento_cli_out_printf (_("%u of %u moves win for the %s player; %s nodes, %.2f s\n"),
                            n_wins, n, side_name (run->second_to_move), nodes_s, seconds);
    }
  return pento_cli_out_failed () ? CLI_EXIT_OUTPUT : CLI_EXIT_OK;
}

int
cli_run_golomb (CliRun *run)
{
  g_autoptr(PentoGolomb) game = NULL;
  g_autoptr(GError) error = NULL;

  game = pento_golomb_new (run->position, run->rules.pieces, &run->rules, &error);
  if (game == NULL)
    return cli_fail (CLI_EXIT_INPUT, "%s", error->message);
  run->start_time = g_get_monotonic_time ();
  if (run->mode == MODE_GOLOMB && run->n_parts == 0)
    return run_solve (run, game);
  return run_moves (run, game);
}
