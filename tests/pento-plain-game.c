/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-plain-game.c: Golomb's game solved plainly: every placement of every piece left, the
 * side to move wins when some move leaves a position the other side loses; each position
 * (cells taken, pieces left) valued once, in a hash table.
 */
#include "pento-plain-game.h"

#include <string.h>

/* The pieces as drawn, rows separated by '/', in the order of the letters. */
static const char letters[] = "FILNPTUVWXYZ";
static const char *const pictures[] = {
  ".##/##./.#.", "#/#/#/#/#", "#./#./#./##", ".#/.#/##/#.", "##/##/#.", "###/.#./.#.",
  "#.#/###", "#../#../###", "#../##./.##", ".#./###/.#.", ".#/##/.#/.#", "##./.#./.##",
};

typedef struct {
  int x[5];
  int y[5];
} Cells;

struct _PentoPlainGame {
  int         width;
  int         height;
  guint64     taken;                   /* cells not free at the start */
  guint       n_pieces;
  GArray     *moves[12];               /* guint64 masks, by piece */
  GHashTable *memo;                    /* taken | left << 52 -> 1 lose, 2 win */
};

static void
normalize (Cells *c)
{
  int mx = 99, my = 99;

  for (int i = 0; i < 5; i++)
    {
      mx = MIN (mx, c->x[i]);
      my = MIN (my, c->y[i]);
    }
  for (int i = 0; i < 5; i++)
    {
      c->x[i] -= mx;
      c->y[i] -= my;
    }
}

static guint64
mask_at (const PentoPlainGame *g,
         const Cells          *c,
         int                   ox,
         int                   oy)
{
  guint64 m = 0;

  for (int i = 0; i < 5; i++)
    {
      int x = c->x[i] + ox, y = c->y[i] + oy;

      if (x < 0 || y < 0 || x >= g->width || y >= g->height)
        return 0;
      m |= G_GUINT64_CONSTANT (1) << (y * g->width + x);
    }
  return (m & g->taken) != 0 ? 0 : m;
}

static void
add_piece (PentoPlainGame *g,
           guint           p,
           gboolean        flip,
           gboolean        mirror)
{
  Cells base = { { 0 }, { 0 } };
  int n = 0, x = 0, y = 0;

  for (const char *s = pictures[p]; *s; s++)
    {
      if (*s == '/')
        {
          y++;
          x = 0;
          continue;
        }
      if (*s == '#')
        {
          base.x[n] = mirror ? -x : x;
          base.y[n] = y;
          n++;
        }
      x++;
    }
  g_assert (n == 5);
  g->moves[p] = g_array_new (FALSE, FALSE, sizeof (guint64));
  /* every rotation, and with flipping every reflection: distinct masks only */
  for (int side = 0; side < (flip ? 2 : 1); side++)
    for (int turn = 0; turn < 4; turn++)
      {
        Cells c;

        for (int i = 0; i < 5; i++)
          {
            int cx = side ? -base.x[i] : base.x[i], cy = base.y[i];

            for (int t = 0; t < turn; t++)
              {
                int tmp = cx;

                cx = -cy;
                cy = tmp;
              }
            c.x[i] = cx;
            c.y[i] = cy;
          }
        normalize (&c);
        for (int oy = 0; oy < g->height; oy++)
          for (int ox = 0; ox < g->width; ox++)
            {
              guint64 m = mask_at (g, &c, ox, oy);
              gboolean seen = FALSE;

              for (guint k = 0; k < g->moves[p]->len && m != 0; k++)
                seen = seen || g_array_index (g->moves[p], guint64, k) == m;
              if (m != 0 && !seen)
                g_array_append_val (g->moves[p], m);
            }
      }
}

PentoPlainGame *
pento_plain_game_new (const char *rows,
                      const char *pieces,
                      gboolean    flip,
                      const char *mirrored)
{
  PentoPlainGame *g = g_new0 (PentoPlainGame, 1);
  g_auto(GStrv) lines = g_strsplit (rows, "\n", -1);

  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g->width = strlen (lines[i]);
      for (int x = 0; x < g->width; x++)
        if (lines[i][x] != '#')
          g->taken |= G_GUINT64_CONSTANT (1) << (g->height * g->width + x);
      g->height++;
    }
  g_assert (g->width * g->height <= 52);
  for (guint p = 0; p < 12; p++)
    if (strchr (pieces, letters[p]) != NULL)
      add_piece (g, p, flip, !flip && strchr (mirrored, letters[p]) != NULL);
  g->memo = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  return g;
}

static gboolean
wins (PentoPlainGame *g,
      guint64         taken,
      guint           left)
{
  gint64 key = (gint64) (taken | (guint64) left << 52);
  gpointer value;
  gboolean win = FALSE;

  value = g_hash_table_lookup (g->memo, &key);
  if (value != NULL)
    return GPOINTER_TO_INT (value) == 2;
  for (guint p = 0; p < 12 && !win; p++)
    if (left & (1u << p))
      for (guint k = 0; k < g->moves[p]->len && !win; k++)
        {
          guint64 m = g_array_index (g->moves[p], guint64, k);

          if ((m & taken) == 0 && !wins (g, taken | m, left & ~(1u << p)))
            win = TRUE;
        }
  g_hash_table_insert (g->memo, g_memdup2 (&key, sizeof key), GINT_TO_POINTER (win ? 2 : 1));
  return win;
}

gboolean
pento_plain_game_solve (PentoPlainGame *game,
                        guint          *out_moves,
                        guint          *out_winning)
{
  guint left = 0, moves = 0, winning = 0;

  for (guint p = 0; p < 12; p++)
    if (game->moves[p] != NULL)
      left |= 1u << p;
  for (guint p = 0; p < 12; p++)
    if (left & (1u << p))
      for (guint k = 0; k < game->moves[p]->len; k++)
        {
          guint64 m = g_array_index (game->moves[p], guint64, k);

          moves++;
          winning += !wins (game, game->taken | m, left & ~(1u << p));
        }
  if (out_moves != NULL)
    *out_moves = moves;
  if (out_winning != NULL)
    *out_winning = winning;
  return winning > 0;
}

void
pento_plain_game_free (PentoPlainGame *game)
{
  if (game == NULL)
    return;
  for (guint p = 0; p < 12; p++)
    if (game->moves[p] != NULL)
      g_array_unref (game->moves[p]);
  g_hash_table_unref (game->memo);
  g_free (game);
}
