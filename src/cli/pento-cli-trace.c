/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-trace.c: pentomino-cli --trace — each step of the search as one JSON line.
 */
#include "pento-cli-trace.h"

#include "pento-cli-output.h"

typedef struct {
  GString *line;
  guint64  packings;
} TraceOut;

static gboolean
on_event (PentoTrace            *trace,
          const PentoTraceEvent *event,
          gpointer               user_data)
{
  TraceOut *out = user_data;
  GString *line = out->line;

  g_string_truncate (line, 0);
  switch (event->kind)
    {
    case PENTO_TRACE_PLACE:
      g_string_append_printf (line, "{\"event\":\"place\",\"piece\":\"%c\",\"cells\":[",
                              pento_piece_to_letter (event->piece));
      for (guint i = 0; i < event->n_cells; i++)
        g_string_append_printf (line, "%s[%u,%u]", i ? "," : "", event->x[i], event->y[i]);
      g_string_append (line, "]}\n");
      break;

    case PENTO_TRACE_REMOVE:
      g_string_append_printf (line, "{\"event\":\"remove\",\"piece\":\"%c\"}\n",
                              pento_piece_to_letter (event->piece));
      break;

    case PENTO_TRACE_PACKING:
      out->packings = event->packing;
      g_string_append_printf (line, "{\"event\":\"packing\",\"n\":%" G_GUINT64_FORMAT "}\n",
                              event->packing);
      break;

    default:
      g_assert_not_reached ();
    }
  pento_cli_out_write (line->str, line->len);
  /* a closed pipe or a full disk ends the search; the caller reports it */
  return !pento_cli_out_failed ();
}

gboolean
pento_cli_trace (PentoPuzzle  *puzzle,
                 guint64       limit,
                 PentoCancel  *cancel,
                 guint64      *out_packings,
                 GError      **error)
{
  g_autoptr(PentoTrace) trace = pento_trace_new (puzzle);
  g_autoptr(GString) line = g_string_sized_new (128);
  TraceOut out = { .line = line };
  PentoTraceOptions options = {
    .limit = limit,
    .cancel = cancel,
    .func = on_event,
    .user_data = &out,
  };
  PentoPosition *position = pento_puzzle_get_position (puzzle);
  gboolean ok;

  if (!pento_trace_supported (puzzle, error))
    return FALSE;
  /* the pieces of a position first, so that a replay starts from the same board; they stay */
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if (pento_position_get_placed (position) & (1u << p))
      {
        PentoCell cells[5];
        guint n = pento_position_get_piece_cells (position, p, cells);

        g_string_printf (line, "{\"event\":\"place\",\"piece\":\"%c\",\"cells\":[",
                         pento_piece_to_letter (p));
        for (guint i = 0; i < n; i++)
          g_string_append_printf (line, "%s[%u,%u]", i ? "," : "", cells[i].x, cells[i].y);
        g_string_append (line, "]}\n");
        pento_cli_out_write (line->str, line->len);
      }

  ok = pento_trace_run (trace, &options, error);
  *out_packings = out.packings;
  return ok;
}
