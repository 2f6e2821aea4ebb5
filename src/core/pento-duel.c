/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-duel.c: the computer's levels in Golomb's game. The moves of the position are listed
 * once by the engine and turned into masks of the board's cells, so that a search below the
 * position only filters that list; the exact solver is reached through its public header.
 */
#include "pento-duel.h"

#include <string.h>
#include <glib/gi18n.h>

#include "pento-error.h"

/* A score beyond any heuristic one: the side to move has lost (minus the plies to it). */
#define DUEL_WIN 10000
#define DUEL_PROVEN (DUEL_WIN - 200)
/* The exact solver's table for a search of one second: a short search stores few positions,
 * and a table no larger than it can fill keeps a game against Perfect light on memory. */
#define DUEL_TABLE_BYTES_PER_SECOND ((gsize) 16 << 20)
#define DUEL_TABLE_BYTES_MIN ((gsize) 4 << 20)
/* How often, in nodes, the search looks at the clock and the cancel flag. */
#define DUEL_CHECK_EVERY 512

typedef struct {
  guint64 mask[2];   /* the cells covered, numbered compactly */
  guint32 piece;     /* the piece's bit */
} DuelMove;

typedef struct {
  const DuelMove *moves;
  guint           n_moves;
  guint16       **lists;        /* one list of move indices per ply */
  guint           max_ply;
  gint64          deadline;
  PentoCancel    *cancel;
  gboolean        stopped;
  gboolean        cancelled;
  gboolean        horizon;      /* a leaf was scored by the heuristic, not played out */
  guint64         nodes;
} DuelSearch;

static const char *const level_names[PENTO_DUEL_N_LEVELS] = {
  "beginner", "club", "strong", "perfect", "human",
};

const char *
pento_duel_level_to_string (PentoDuelLevel level)
{
  g_return_val_if_fail (level < PENTO_DUEL_N_LEVELS, NULL);
  return level_names[level];
}

gboolean
pento_duel_level_from_string (const char     *text,
                              PentoDuelLevel *out_level)
{
  g_return_val_if_fail (text != NULL, FALSE);
  for (guint i = 0; i < PENTO_DUEL_N_LEVELS; i++)
    if (g_str_equal (text, level_names[i]))
      {
        *out_level = i;
        return TRUE;
      }
  return FALSE;
}

const char *
pento_duel_level_get_label (PentoDuelLevel level)
{
  switch (level)
    {
    case PENTO_DUEL_BEGINNER:
      return _("Beginner");
    case PENTO_DUEL_CLUB:
      return _("Club");
    case PENTO_DUEL_STRONG:
      return _("Strong");
    case PENTO_DUEL_PERFECT:
      return _("Perfect");
    case PENTO_DUEL_HUMAN:
    case PENTO_DUEL_N_LEVELS:
    default:
      return _("Two players");
    }
}

gint64
pento_duel_level_budget (PentoDuelLevel level)
{
  switch (level)
    {
    case PENTO_DUEL_BEGINNER:
      return 100 * G_TIME_SPAN_MILLISECOND;
    case PENTO_DUEL_CLUB:
      return 250 * G_TIME_SPAN_MILLISECOND;
    case PENTO_DUEL_STRONG:
    case PENTO_DUEL_PERFECT:
      return 700 * G_TIME_SPAN_MILLISECOND;
    case PENTO_DUEL_HUMAN:
    case PENTO_DUEL_N_LEVELS:
    default:
      return 0;
    }
}

static inline gboolean
moves_disjoint (const DuelMove *a,
                guint64         m0,
                guint64         m1,
                guint32         used)
{
  return (a->mask[0] & m0) == 0 && (a->mask[1] & m1) == 0 && (a->piece & used) == 0;
}

/* The moves of @list still legal after @move: writes them to @out, returns how many. */
static guint
filter_moves (const DuelMove *moves,
              const guint16  *list,
              guint           n,
              const DuelMove *move,
              guint16        *out)
{
  guint k = 0;

  for (guint i = 0; i < n; i++)
    if (moves_disjoint (&moves[list[i]], move->mask[0], move->mask[1], move->piece))
      out[k++] = list[i];
  return k;
}

/* Whether any move of @list is still legal after @move. */
static gboolean
any_reply (const DuelMove *moves,
           const guint16  *list,
           guint           n,
           const DuelMove *move)
{
  for (guint i = 0; i < n; i++)
    if (moves_disjoint (&moves[list[i]], move->mask[0], move->mask[1], move->piece))
      return TRUE;
  return FALSE;
}

/* The heuristic, for the side to move: a greedy packing of the moves left estimates how many
 * more moves the game lasts; an odd number leaves the last move to the side to move. */
static int
evaluate (const DuelMove *moves,
          const guint16  *list,
          guint           n)
{
  guint64 m0 = 0, m1 = 0;
  guint32 used = 0;
  guint count = 0;

  for (guint i = 0; i < n; i++)
    {
      const DuelMove *move = &moves[list[i]];

      if (moves_disjoint (move, m0, m1, used))
        {
          m0 |= move->mask[0];
          m1 |= move->mask[1];
          used |= move->piece;
          count++;
        }
    }
  return (count % 2 == 1 ? 50 : -50) + (int) MIN (n, 40u) / 8;
}

static gboolean
search_should_stop (DuelSearch *s)
{
  if (s->nodes % DUEL_CHECK_EVERY != 0)
    return FALSE;
  if (pento_cancel_is_cancelled (s->cancel))
    s->cancelled = s->stopped = TRUE;
  else if (g_get_monotonic_time () >= s->deadline)
    s->stopped = TRUE;
  return s->stopped;
}

static int
negamax (DuelSearch *s,
         guint       ply,
         guint       n,
         guint       depth,
         int         alpha,
         int         beta)
{
  const guint16 *list = s->lists[ply];
  int best = -DUEL_WIN;

  s->nodes++;
  if (s->stopped || search_should_stop (s))
    return 0;
  if (n == 0)
    return -DUEL_WIN + (int) ply;
  if (depth == 0)
    {
      s->horizon = TRUE;
      return evaluate (s->moves, list, n);
    }
  for (guint i = 0; i < n; i++)
    {
      const DuelMove *move = &s->moves[list[i]];
      guint k = filter_moves (s->moves, list, n, move, s->lists[ply + 1]);
      int v = -negamax (s, ply + 1, k, depth - 1, -beta, -alpha);

      if (s->stopped)
        return 0;
      if (v > best)
        best = v;
      if (best > alpha)
        alpha = best;
      if (alpha >= beta)
        break;
    }
  return best;
}

/* Iterative deepening at the root over @root (its @n moves, reordered as it goes) down to
 * @max_depth plies, until the deadline: the index of the best move, with its score. */
static guint
search_root (DuelSearch *s,
             guint16    *root,
             guint       n,
             guint       max_depth,
             int        *out_score)
{
  guint best_index = root[0];
  int best_score = -DUEL_WIN - 1;

  for (guint depth = 1; depth <= max_depth && depth < s->max_ply; depth++)
    {
      int alpha = -DUEL_WIN - 1, iter_best = -DUEL_WIN - 1;
      guint iter_index = root[0], searched = 0;

      s->horizon = FALSE;
      for (guint i = 0; i < n; i++)
        {
          const DuelMove *move = &s->moves[root[i]];
          guint k = filter_moves (s->moves, root, n, move, s->lists[1]);
          int v = -negamax (s, 1, k, depth - 1, -DUEL_WIN - 1, -alpha);

          if (s->stopped)
            break;
          searched++;
          if (v > iter_best)
            {
              iter_best = v;
              iter_index = root[i];
              /* The best so far goes first in the next iteration. */
              memmove (root + 1, root, i * sizeof *root);
              root[0] = iter_index;
            }
          if (iter_best > alpha)
            alpha = iter_best;
          if (iter_best >= DUEL_PROVEN)
            break;
        }
      /* A partial iteration counts once it searched the previous best (now first). */
      if (searched > 0 && (!s->stopped || iter_best >= best_score))
        {
          best_index = iter_index;
          best_score = iter_best;
        }
      if (s->stopped || best_score >= DUEL_PROVEN || !s->horizon)
        break;
    }
  *out_score = best_score;
  return best_index;
}

/* A deadline and a cancel flag that a watcher sets when either the deadline passes or the
 * caller's flag is set, for the engine's solver, which knows only a flag. */
typedef struct {
  PentoCancel  flag;
  PentoCancel *outer;
  gint64       deadline;
  GMutex       mutex;
  GCond        cond;
  gboolean     done;
} DuelWatch;

static gpointer
watch_run (gpointer data)
{
  DuelWatch *w = data;

  g_mutex_lock (&w->mutex);
  while (!w->done)
    {
      gint64 now = g_get_monotonic_time ();

      if (now >= w->deadline || pento_cancel_is_cancelled (w->outer))
        {
          pento_cancel_cancel (&w->flag);
          break;
        }
      g_cond_wait_until (&w->cond, &w->mutex, MIN (w->deadline, now + 5 * G_TIME_SPAN_MILLISECOND));
    }
  g_mutex_unlock (&w->mutex);
  return NULL;
}

/* Runs the exact solver until @deadline: 1 win, 0 loss, -1 not proven in time. */
static gboolean
solve_until (PentoGolomb       *game,
             gint64             deadline,
             PentoCancel       *cancel,
             int               *out_verdict,
             PentoGolombResult *out_result,
             GError           **error)
{
  DuelWatch w = { PENTO_CANCEL_INIT, cancel, deadline, { 0 }, { 0 }, FALSE };
  g_autoptr(GError) local = NULL;
  GThread *thread;
  gboolean ok;
  gsize table;

  table = (gsize) MAX (deadline - g_get_monotonic_time (), 0) * DUEL_TABLE_BYTES_PER_SECOND /
          G_TIME_SPAN_SECOND;
  pento_golomb_set_table_size (game, MAX (table, DUEL_TABLE_BYTES_MIN));
  g_mutex_init (&w.mutex);
  g_cond_init (&w.cond);
  thread = g_thread_new ("duel-watch", watch_run, &w);
  ok = pento_golomb_solve (game, 1, &w.flag, out_result, &local);
  g_mutex_lock (&w.mutex);
  w.done = TRUE;
  g_cond_signal (&w.cond);
  g_mutex_unlock (&w.mutex);
  g_thread_join (thread);
  g_mutex_clear (&w.mutex);
  g_cond_clear (&w.cond);

  if (ok)
    {
      *out_verdict = out_result->win ? 1 : 0;
      return TRUE;
    }
  if (pento_cancel_is_cancelled (cancel) ||
      !g_error_matches (local, PENTO_ERROR, PENTO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  *out_verdict = -1;
  return TRUE;
}

static PentoPieceSet
duel_left (PentoPieceSet left)
{
  return left == PENTO_PIECE_SET_DEFAULT ? PENTO_PIECE_SET_TWELVE : left;
}

/* The moves as masks over the cells they cover, numbered in the order first met. */
static DuelMove *
compile_moves (const PentoGolombMove *moves,
               guint                  n)
{
  g_autoptr(GHashTable) index = g_hash_table_new (NULL, NULL);
  DuelMove *out = g_new0 (DuelMove, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      out[i].piece = 1u << moves[i].piece;
      for (guint c = 0; c < moves[i].n_cells; c++)
        {
          gpointer key = GUINT_TO_POINTER (((guint) moves[i].cells[c].y << 16 |
                                            moves[i].cells[c].x) + 1);
          gpointer value;
          guint bit;

          if (!g_hash_table_lookup_extended (index, key, NULL, &value))
            {
              value = GUINT_TO_POINTER (g_hash_table_size (index));
              g_hash_table_insert (index, key, value);
            }
          bit = GPOINTER_TO_UINT (value);
          g_assert (bit < PENTO_GOLOMB_MAX_CELLS);
          out[i].mask[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
        }
    }
  return out;
}

static void
shuffle (guint16 *v,
         guint    n,
         guint32  seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (guint i = n; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      guint16 t = v[i - 1];

      v[i - 1] = v[j];
      v[j] = t;
    }
}

/* Beginner: the first move of @root (shuffled) after which the opponent has no reply that
 * leaves the side to move without a move; the first move when every one loses at once. */
static guint
choose_beginner (DuelSearch *s,
                 guint16    *root,
                 guint       n)
{
  for (guint i = 0; i < n; i++)
    {
      const DuelMove *move = &s->moves[root[i]];
      guint k = filter_moves (s->moves, root, n, move, s->lists[1]);
      gboolean loses = FALSE;

      s->nodes++;
      for (guint j = 0; j < k && !loses; j++)
        loses = !any_reply (s->moves, s->lists[1], k, &s->moves[s->lists[1][j]]);
      if (!loses)
        return root[i];
      if (search_should_stop (s))
        break;
    }
  return root[0];
}

gboolean
pento_duel_choose_move (PentoPosition     *position,
                        PentoPieceSet      left,
                        const PentoRules  *rules,
                        PentoDuelLevel     level,
                        guint32            seed,
                        gint64             budget_us,
                        PentoCancel       *cancel,
                        PentoDuelChoice   *out,
                        GError           **error)
{
  g_autoptr(PentoGolomb) game = NULL;
  g_autofree PentoGolombMove *moves = NULL;
  g_autofree DuelMove *compiled = NULL;
  g_autofree guint16 *root = NULL;
  g_autofree guint16 *storage = NULL;
  g_autofree guint16 **lists = NULL;
  gint64 start = g_get_monotonic_time ();
  DuelSearch s = { 0 };
  guint n, chosen = 0, max_ply;
  int score = 0;

  g_return_val_if_fail (position != NULL && rules != NULL && out != NULL, FALSE);
  g_return_val_if_fail (level < PENTO_DUEL_HUMAN, FALSE);

  memset (out, 0, sizeof *out);
  if (budget_us <= 0)
    budget_us = pento_duel_level_budget (level);
  game = pento_golomb_new (position, duel_left (left), rules, error);
  if (game == NULL)
    return FALSE;
  n = pento_golomb_list_moves (game, FALSE, &moves);
  if (n == 0)
    return !pento_cancel_set_error_if_cancelled (cancel, error);
  g_assert (n <= G_MAXUINT16);

  if (level == PENTO_DUEL_PERFECT)
    {
      PentoGolombResult result;
      int verdict;

      if (!solve_until (game, start + budget_us * 6 / 10, cancel, &verdict, &result, error))
        return FALSE;
      out->nodes = result.nodes;
      if (verdict == 1)
        {
          out->has_move = TRUE;
          out->move = result.move;
          out->proven = TRUE;
          return TRUE;
        }
    }

  /* One list per ply: a game places at most one piece per bit of the piece set. */
  max_ply = pento_piece_set_n_pieces (duel_left (left)) + 2;
  compiled = compile_moves (moves, n);
  root = g_new (guint16, n);
  for (guint i = 0; i < n; i++)
    root[i] = (guint16) i;
  shuffle (root, n, seed);
  storage = g_new (guint16, (gsize) n * (max_ply + 1));
  lists = g_new (guint16 *, max_ply + 1);
  for (guint p = 0; p <= max_ply; p++)
    lists[p] = storage + (gsize) p * n;
  memcpy (lists[0], root, n * sizeof *root);

  s.moves = compiled;
  s.n_moves = n;
  s.lists = lists;
  s.max_ply = max_ply;
  s.deadline = start + budget_us;
  s.cancel = cancel;
  s.nodes = out->nodes;

  switch (level)
    {
    case PENTO_DUEL_BEGINNER:
      chosen = choose_beginner (&s, root, n);
      break;
    case PENTO_DUEL_CLUB:
      chosen = search_root (&s, root, n, 2, &score);
      break;
    case PENTO_DUEL_STRONG:
    case PENTO_DUEL_PERFECT:
      chosen = search_root (&s, root, n, max_ply, &score);
      break;
    case PENTO_DUEL_HUMAN:
    case PENTO_DUEL_N_LEVELS:
    default:
      g_assert_not_reached ();
    }
  /* a choice made as the flag was set is dropped too: the caller no longer wants it */
  if (s.cancelled || pento_cancel_is_cancelled (cancel))
    return !pento_cancel_set_error_if_cancelled (cancel, error);

  out->has_move = TRUE;
  out->move = moves[chosen];
  out->proven = level != PENTO_DUEL_BEGINNER && score >= DUEL_PROVEN;
  out->nodes = s.nodes;
  return TRUE;
}

gboolean
pento_duel_can_move (PentoPosition    *position,
                     PentoPieceSet     left,
                     const PentoRules *rules)
{
  PentoBoard *board;
  PentoPieceSet todo;
  guint width, height;

  g_return_val_if_fail (position != NULL && rules != NULL, FALSE);

  board = pento_position_get_board (position);
  width = pento_board_get_width (board);
  height = pento_board_get_height (board);
  todo = duel_left (left) & ~pento_position_get_placed (position);
  for (PentoPiece piece = 0; piece < PENTO_N_SET_PIECES; piece++)
    {
      PentoShape shapes[PENTO_MAX_ORIENTATIONS];
      guint n;

      if ((todo & (1u << piece)) == 0)
        continue;
      n = pento_rules_get_orientations (rules, piece, shapes);
      for (guint o = 0; o < n; o++)
        for (guint oy = 0; oy + shapes[o].height <= height; oy++)
          for (guint ox = 0; ox + shapes[o].width <= width; ox++)
            {
              guint c = 0;

              while (c < shapes[o].n_cells &&
                     pento_position_get (position, ox + shapes[o].cells[c].x,
                                         oy + shapes[o].cells[c].y) == '#')
                c++;
              if (c == shapes[o].n_cells)
                return TRUE;
            }
    }
  return FALSE;
}

gboolean
pento_duel_who_wins (PentoPosition     *position,
                     PentoPieceSet      left,
                     const PentoRules  *rules,
                     gint64             budget_us,
                     PentoCancel       *cancel,
                     int               *out_verdict,
                     PentoGolombMove   *out_move,
                     GError           **error)
{
  g_autoptr(PentoGolomb) game = NULL;
  PentoGolombResult result = { 0 };

  g_return_val_if_fail (position != NULL && rules != NULL && out_verdict != NULL, FALSE);

  game = pento_golomb_new (position, duel_left (left), rules, error);
  if (game == NULL)
    return FALSE;
  if (!solve_until (game, g_get_monotonic_time () + budget_us, cancel, out_verdict, &result,
                    error))
    return FALSE;
  if (out_move != NULL && *out_verdict == 1)
    *out_move = result.move;
  return TRUE;
}
