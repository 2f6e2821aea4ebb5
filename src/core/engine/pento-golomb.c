/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-golomb.c: Golomb's game — the position compiled (the empty cells numbered, every
 * placement of the pieces left, the position's symmetries), its moves, and the solver's
 * threads: the moves of the side to move are tried one after the other, and the replies to
 * each are shared out between the threads, which share one transposition table.
 */
#include "pento-golomb-private.h"

#include <string.h>
#include <glib/gi18n.h>

#include "pento-error.h"

/* The table's size grows with the square of the placements (a small game needs little, and
 * every page used is a page cleared), within these bounds. */
#define TABLE_BYTES_MIN ((gsize) 16 << 20)
#define TABLE_BYTES_MAX ((gsize) 1 << 30)
#define TABLE_BYTES_PER_PAIR 128

static gboolean
empty_cell (PentoPosition *position,
            PentoBoard    *board,
            guint          x,
            guint          y)
{
  return pento_board_is_cell (board, x, y) && pento_position_get (position, x, y) == '#';
}

/* The number of the placement with @piece on @bits, or -1. */
static int
find_placement (const PentoGolomb *game,
                guint              piece,
                const GolombBits  *bits)
{
  for (guint i = 0; i < game->n_placements; i++)
    if (game->placements[i].piece == piece &&
        game->placements[i].bits.w[0] == bits->w[0] && game->placements[i].bits.w[1] == bits->w[1])
      return (int) i;
  return -1;
}

static void
add_placements (PentoGolomb      *game,
                GArray           *out,
                const gint16     *number,
                PentoPiece        piece,
                const PentoRules *rules)
{
  PentoShape shapes[PENTO_MAX_ORIENTATIONS];
  guint n = pento_rules_get_orientations (rules, piece, shapes);

  for (guint o = 0; o < n; o++)
    for (guint oy = 0; oy + shapes[o].height <= game->height; oy++)
      for (guint ox = 0; ox + shapes[o].width <= game->width; ox++)
        {
          GolombPlacement pl = { .piece = piece, .n_cells = shapes[o].n_cells };
          gboolean fits = TRUE;

          for (guint c = 0; c < shapes[o].n_cells && fits; c++)
            {
              gint16 k = number[(oy + shapes[o].cells[c].y) * game->width +
                                ox + shapes[o].cells[c].x];

              fits = k >= 0;
              if (fits)
                {
                  pl.cells[c] = (guint8) k;
                  pl.bits.w[k / 64] |= G_GUINT64_CONSTANT (1) << (k % 64);
                }
            }
          if (fits)
            g_array_append_val (out, pl);
        }
}

/* The board symmetries that map the empty cells onto themselves and the set onto itself,
 * and each placement's image under them. */
static void
find_symmetries (PentoGolomb      *game,
                 PentoPosition    *position,
                 const gint16     *number,
                 const PentoRules *rules)
{
  PentoBoard *board = pento_position_get_board (position);
  guint syms[PENTO_N_SYMMETRIES], n = 0;

  for (guint s = 0; s < PENTO_N_SYMMETRIES; s++)
    {
      gboolean maps = TRUE;

      if (pento_symmetry_swaps_axes (s) && game->width != game->height)
        continue;
      if (!pento_rules_symmetry_keeps_set (rules, game->left, s) ||
          pento_rules_symmetry_swaps (rules, s))
        continue;
      for (guint y = 0; y < game->height && maps; y++)
        for (guint x = 0; x < game->width && maps; x++)
          {
            guint nx, ny;

            pento_symmetry_apply (s, game->width, game->height, x, y, &nx, &ny);
            maps = empty_cell (position, board, x, y) == empty_cell (position, board, nx, ny);
          }
      if (maps)
        syms[n++] = s;
    }
  game->n_symmetries = n;
  game->n_bytes = (game->n_cells + 7) / 8;
  game->byte_images = g_new0 (GolombBits, (gsize) MAX (n, 2) * MAX (game->n_bytes, 1) * 256);
  for (guint s = 1; s < n; s++)
    for (guint k = 0; k < game->n_cells; k++)
      {
        GolombBits *t = game->byte_images + ((gsize) (s - 1) * game->n_bytes + k / 8) * 256;
        guint nx, ny;
        gint16 image;

        pento_symmetry_apply (syms[s], game->width, game->height, game->cells[k].x,
                              game->cells[k].y, &nx, &ny);
        image = number[ny * game->width + nx];
        g_assert (image >= 0);
        for (guint v = 0; v < 256; v++)
          if (v & (1u << (k % 8)))
            t[v].w[image / 64] |= G_GUINT64_CONSTANT (1) << (image % 64);
      }
  game->images = g_new (guint16, (gsize) MAX (game->n_placements, 1) * PENTO_N_SYMMETRIES);
  for (guint i = 0; i < game->n_placements; i++)
    for (guint s = 0; s < n; s++)
      {
        const GolombPlacement *pl = &game->placements[i];
        GolombBits image = { { 0, 0 } };
        int j;

        for (guint c = 0; c < pl->n_cells; c++)
          {
            const PentoCell *cell = &game->cells[pl->cells[c]];
            guint nx, ny;
            gint16 k;

            pento_symmetry_apply (syms[s], game->width, game->height, cell->x, cell->y,
                                  &nx, &ny);
            k = number[ny * game->width + nx];
            g_assert (k >= 0);
            image.w[k / 64] |= G_GUINT64_CONSTANT (1) << (k % 64);
          }
        j = find_placement (game, pl->piece, &image);
        g_assert (j >= 0);
        game->images[i * PENTO_N_SYMMETRIES + s] = (guint16) j;
      }
}

PentoGolomb *
pento_golomb_new (PentoPosition     *position,
                  PentoPieceSet      left,
                  const PentoRules  *rules,
                  GError           **error)
{
  g_autoptr(PentoGolomb) game = NULL;
  g_autoptr(GArray) placements = NULL;
  g_autofree gint16 *number = NULL;
  PentoBoard *board;
  PentoRules orient;
  guint n_empty = 0;

  g_return_val_if_fail (position != NULL && rules != NULL, NULL);

  board = pento_position_get_board (position);
  game = g_new0 (PentoGolomb, 1);
  game->width = pento_board_get_width (board);
  game->height = pento_board_get_height (board);
  game->left = left & ~pento_position_get_placed (position) &
               ((1u << PENTO_N_SET_PIECES) - 1);
  for (guint y = 0; y < game->height; y++)
    for (guint x = 0; x < game->width; x++)
      n_empty += empty_cell (position, board, x, y);
  if (n_empty > PENTO_GOLOMB_MAX_CELLS)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_BOARD,
                   _("The board has %u empty cells: the game is played on at most %u"),
                   n_empty, PENTO_GOLOMB_MAX_CELLS);
      return NULL;
    }

  number = g_new (gint16, game->width * game->height);
  game->cells = g_new (PentoCell, MAX (n_empty, 1));
  for (guint y = 0; y < game->height; y++)
    for (guint x = 0; x < game->width; x++)
      {
        number[y * game->width + x] = -1;
        if (empty_cell (position, board, x, y))
          {
            number[y * game->width + x] = (gint16) game->n_cells;
            game->cells[game->n_cells++] = (PentoCell) { x, y };
          }
      }

  /* a one-sided set stays one, whichever of its pieces are left */
  orient = *rules;
  orient.pieces = rules->pieces | game->left;
  placements = g_array_new (FALSE, FALSE, sizeof (GolombPlacement));
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    if (game->left & (1u << p))
      add_placements (game, placements, number, p, &orient);
  game->n_placements = placements->len;
  game->placements = (GolombPlacement *) g_array_free (g_steal_pointer (&placements), FALSE);
  find_symmetries (game, position, number, &orient);
  return g_steal_pointer (&game);
}

void
pento_golomb_set_table_size (PentoGolomb *game,
                             gsize        bytes)
{
  g_return_if_fail (game != NULL);
  game->table_bytes = bytes;
}

void
pento_golomb_free (PentoGolomb *game)
{
  if (game == NULL)
    return;
  g_free (game->cells);
  g_free (game->placements);
  g_free (game->images);
  g_free (game->byte_images);
  g_free (game);
}

/* Whether placement @i is the first of its class under the position's symmetries. */
static gboolean
is_canonical (const PentoGolomb *game,
              guint              i)
{
  for (guint s = 1; s < game->n_symmetries; s++)
    if (game->images[i * PENTO_N_SYMMETRIES + s] < i)
      return FALSE;
  return TRUE;
}

static void
placement_to_move (const PentoGolomb *game,
                   guint              i,
                   PentoGolombMove   *out)
{
  const GolombPlacement *pl = &game->placements[i];

  memset (out, 0, sizeof *out);
  out->piece = pl->piece;
  out->n_cells = pl->n_cells;
  for (guint c = 0; c < pl->n_cells; c++)
    out->cells[c] = game->cells[pl->cells[c]];
}

/* The placement a move is, or -1 when it is no legal move. */
static int
move_to_placement (const PentoGolomb     *game,
                   const PentoGolombMove *move)
{
  GolombBits bits = { { 0, 0 } };

  for (guint c = 0; c < move->n_cells && c < 5; c++)
    {
      guint k;

      for (k = 0; k < game->n_cells; k++)
        if (game->cells[k].x == move->cells[c].x && game->cells[k].y == move->cells[c].y)
          break;
      if (k == game->n_cells)
        return -1;
      bits.w[k / 64] |= G_GUINT64_CONSTANT (1) << (k % 64);
    }
  return find_placement (game, move->piece, &bits);
}

guint
pento_golomb_list_moves (PentoGolomb      *game,
                         gboolean          up_to_symmetry,
                         PentoGolombMove **out)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (PentoGolombMove));

  g_return_val_if_fail (game != NULL, 0);

  for (guint i = 0; i < game->n_placements; i++)
    if (!up_to_symmetry || is_canonical (game, i))
      {
        PentoGolombMove move;

        placement_to_move (game, i, &move);
        g_array_append_val (moves, move);
      }
  if (out != NULL)
    *out = g_memdup2 (moves->data, moves->len * sizeof (PentoGolombMove));
  return moves->len;
}

/* Of the @n @replies to @root, one of each class under the symmetries that keep @root (its
 * stabilizer), in the order of the first of each class met, to @out: a reply and its images
 * under them lead to positions that are images of each other, so one of each settles the
 * root. Returns how many. */
static guint
reply_classes (const PentoGolomb *game,
               guint16            root,
               const guint16     *replies,
               guint              n,
               guint16           *out)
{
  g_autofree guint8 *seen = NULL;
  guint keep[PENTO_N_SYMMETRIES], n_keep = 0, k = 0;

  for (guint s = 1; s < game->n_symmetries; s++)
    if (game->images[(gsize) root * PENTO_N_SYMMETRIES + s] == root)
      keep[n_keep++] = s;
  if (n_keep == 0)
    {
      memcpy (out, replies, n * sizeof *out);
      return n;
    }
  seen = g_new0 (guint8, MAX (game->n_placements, 1));
  for (guint i = 0; i < n; i++)
    {
      guint16 least = replies[i];

      for (guint j = 0; j < n_keep; j++)
        least = MIN (least, game->images[(gsize) replies[i] * PENTO_N_SYMMETRIES + keep[j]]);
      if (!seen[least])
        out[k++] = least;
      seen[least] = 1;
    }
  return k;
}

static int
compare_keys (gconstpointer a,
              gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

/* ---- the threads ------------------------------------------------------------------------ */

/* A reply being searched: by the thread that took it and, when no reply is left to start,
 * by a helper that tries the answers to it from the other end (through the shared table,
 * each finds what the other proved); the first to finish answers and stops the other. */
typedef struct {
  guint16            reply;
  guint16            killer;           /* the first thread's at the first depth: the helper
                                        * tries the same answer first */
  guint              threads;          /* searching it; 0: the slot is free */
  gboolean           helped;
  gboolean           done;
  gint               abort;            /* atomic: answered */
} Slot;

/* The moves of the side to move (roots), valued one after the other; each one's replies are
 * shared out between the threads, and the first reply that wins refutes it. */
typedef struct {
  const PentoGolomb *game;
  GolombTable       *table;
  PentoCancel       *cancel;
  const guint16     *roots;
  guint              n_roots;
  gboolean           stop_at_win;
  gboolean          *wins;             /* by root */

  GMutex             lock;
  GCond              cond;
  GolombSearch       order;            /* orders the replies */
  guint16           *all;              /* every placement */
  guint16           *replies;
  guint16           *tries;            /* the replies tried: one of each class */
  guint              n_tries;
  guint16           *refuters;         /* the replies that refuted earlier roots, newest last */
  guint              n_refuters;
  guint              k;                /* the root being valued */
  guint              n_replies;
  guint              next_reply;
  guint              active;
  Slot              *slots;            /* one for each thread */
  guint              n_slots;
  gint               abort;            /* atomic: the root is refuted */
  gboolean           refuted;
  gboolean           cancelled;
  gboolean           done;
  int                found;            /* the first winning root, or -1 */
  guint64            nodes;
} Job;

static void
job_start_root (Job *job)
{
  job->n_replies = golomb_moves_after (job->game, job->all, job->game->n_placements,
                                       job->roots[job->k], job->replies);
  golomb_order_moves (&job->order, job->replies, job->n_replies);
  /* a reply that refuted another root is likely to refute this one: those first, newest
   * first */
  for (guint r = job->n_refuters, front = 0; r-- > 0;)
    for (guint i = front; i < job->n_replies; i++)
      if (job->replies[i] == job->refuters[r])
        {
          memmove (job->replies + front + 1, job->replies + front,
                   (i - front) * sizeof *job->replies);
          job->replies[front++] = job->refuters[r];
          break;
        }
  job->n_tries = reply_classes (job->game, job->roots[job->k], job->replies, job->n_replies,
                                job->tries);
  job->next_reply = 0;
  job->refuted = FALSE;
  g_atomic_int_set (&job->abort, 0);
}

/* With the lock held, no reply running: the root valued, the next one started. */
static void
job_finish_root (Job *job)
{
  if (pento_cancel_is_cancelled (job->cancel))
    job->cancelled = TRUE;
  if (job->cancelled)
    {
      job->done = TRUE;
      return;
    }
  job->wins[job->k] = !job->refuted;
  if (!job->refuted && job->found < 0)
    job->found = (int) job->k;
  if (++job->k == job->n_roots || (job->stop_at_win && job->found >= 0))
    job->done = TRUE;
  else
    job_start_root (job);
}

/* With the lock held: searches @slot's reply (as its helper, the answers to it from the
 * other end) and, when first to finish, answers it. */
static void
job_search_reply (Job          *job,
                  GolombSearch *search,
                  Slot         *slot,
                  gboolean      helper)
{
  guint16 reply = slot->reply;
  guint16 *list = golomb_search_list (search, 0);
  guint n;
  gboolean win;

  if (helper)
    search->killers[0] = slot->killer;
  else
    slot->killer = search->killers[0];
  job->active++;
  n = golomb_moves_after (job->game, job->replies, job->n_replies, reply, list);
  g_mutex_unlock (&job->lock);
  search->stopped = FALSE;
  search->abort_reply = &slot->abort;
  search->reverse_depth = helper ? 1 : G_MAXUINT;
  win = golomb_search_wins (search, 0, n);
  g_mutex_lock (&job->lock);
  job->active--;
  slot->threads--;
  if (search->stopped)
    job->cancelled = job->cancelled || pento_cancel_is_cancelled (job->cancel);
  else if (!slot->done)
    {
      slot->done = TRUE;
      g_atomic_int_set (&slot->abort, 1);
      if (!win && !job->refuted)
        {
          guint i;

          for (i = 0; i < job->n_refuters && job->refuters[i] != reply; i++)
            ;
          if (i == job->n_refuters)
            job->refuters[job->n_refuters++] = reply;
          job->refuted = TRUE;
          g_atomic_int_set (&job->abort, 1);
        }
    }
  g_cond_broadcast (&job->cond);
}

/* A reply still searched by one thread alone, or NULL. */
static Slot *
job_slot_to_help (Job *job)
{
  for (guint i = 0; i < job->n_slots; i++)
    if (job->slots[i].threads > 0 && !job->slots[i].done && !job->slots[i].helped)
      return &job->slots[i];
  return NULL;
}

static gpointer
job_worker (gpointer data)
{
  Job *job = data;
  GolombSearch search;
  Slot *slot;

  golomb_search_init (&search, job->game, job->table, job->cancel, &job->abort);
  g_mutex_lock (&job->lock);
  while (!job->done)
    {
      if (job->next_reply < job->n_tries && !job->refuted && !job->cancelled)
        {
          for (slot = job->slots; slot->threads > 0; slot++)
            ;
          *slot = (Slot) { .reply = job->tries[job->next_reply++], .threads = 1 };
          job_search_reply (job, &search, slot, FALSE);
          continue;
        }
      if (!job->refuted && !job->cancelled && (slot = job_slot_to_help (job)) != NULL)
        {
          slot->helped = TRUE;
          slot->threads++;
          job_search_reply (job, &search, slot, TRUE);
          continue;
        }
      if (job->active > 0)
        {
          g_cond_wait (&job->cond, &job->lock);
          continue;
        }
      job_finish_root (job);
      g_cond_broadcast (&job->cond);
    }
  job->nodes += search.nodes;
  g_mutex_unlock (&job->lock);
  golomb_search_clear (&search);
  return NULL;
}

/* Values @roots (placements) on @n_threads threads; FALSE when cancelled. */
static gboolean
run_job (const PentoGolomb *game,
         const guint16     *roots,
         guint              n_roots,
         gboolean           stop_at_win,
         guint              n_threads,
         PentoCancel       *cancel,
         gboolean          *wins,
         int               *out_found,
         guint64           *out_nodes)
{
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  Job job = {
    .game = game, .cancel = cancel, .roots = roots, .n_roots = n_roots,
    .stop_at_win = stop_at_win, .wins = wins, .found = -1,
  };
  gsize table_bytes = (gsize) game->n_placements * game->n_placements * TABLE_BYTES_PER_PAIR;

  table_bytes = CLAMP (table_bytes, TABLE_BYTES_MIN, TABLE_BYTES_MAX);
  if (game->table_bytes != 0)
    table_bytes = MIN (table_bytes, game->table_bytes);

  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, 256);
  job.table = golomb_table_new (table_bytes, n_threads > 1);
  job.slots = g_new0 (Slot, n_threads);
  job.n_slots = n_threads;
  g_mutex_init (&job.lock);
  g_cond_init (&job.cond);
  golomb_search_init (&job.order, game, NULL, NULL, NULL);
  job.all = g_new (guint16, MAX (game->n_placements, 1));
  job.replies = g_new (guint16, MAX (game->n_placements, 1));
  job.tries = g_new (guint16, MAX (game->n_placements, 1));
  job.refuters = g_new (guint16, MAX (game->n_placements, 1));
  for (guint i = 0; i < game->n_placements; i++)
    job.all[i] = (guint16) i;
  if (n_roots == 0)
    job.done = TRUE;
  else
    job_start_root (&job);

  for (guint i = 1; i < n_threads; i++)
    g_ptr_array_add (threads, g_thread_new ("pento-golomb", job_worker, &job));
  job_worker (&job);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (threads->pdata[i]);

  *out_found = job.found;
  *out_nodes = job.nodes + 1;
  golomb_search_clear (&job.order);
  g_free (job.all);
  g_free (job.replies);
  g_free (job.tries);
  g_free (job.refuters);
  g_free (job.slots);
  g_mutex_clear (&job.lock);
  g_cond_clear (&job.cond);
  golomb_table_free (job.table);
  return !job.cancelled && !pento_cancel_is_cancelled (cancel);
}

/* Sorts @roots (@n), kept in their order otherwise, by the classes of replies each leaves:
 * a move a symmetry keeps has half as many or fewer to refute. */
static void
order_by_classes (const PentoGolomb *game,
                  guint16           *roots,
                  guint              n)
{
  g_autofree guint16 *all = g_new (guint16, MAX (game->n_placements, 1));
  g_autofree guint16 *replies = g_new (guint16, MAX (game->n_placements, 1));
  g_autofree guint16 *classes = g_new (guint16, MAX (game->n_placements, 1));
  g_autofree guint64 *keys = g_new (guint64, MAX (n, 1));

  for (guint i = 0; i < game->n_placements; i++)
    all[i] = (guint16) i;
  for (guint i = 0; i < n; i++)
    {
      guint k = golomb_moves_after (game, all, game->n_placements, roots[i], replies);
      guint c = reply_classes (game, roots[i], replies, k, classes);

      keys[i] = (guint64) c << 32 | (guint64) i << 16 | roots[i];
    }
  qsort (keys, n, sizeof *keys, compare_keys);
  for (guint i = 0; i < n; i++)
    roots[i] = keys[i] & 0xffff;
}

gboolean
pento_golomb_solve (PentoGolomb       *game,
                    guint              n_threads,
                    PentoCancel       *cancel,
                    PentoGolombResult *out,
                    GError           **error)
{
  g_autofree guint16 *roots = NULL;
  g_autofree gboolean *wins = NULL;
  GolombSearch order;
  guint n = 0;
  int found;

  g_return_val_if_fail (game != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  /* the moves in the order of their promise, one of each symmetry class */
  roots = g_new (guint16, MAX (game->n_placements, 1));
  for (guint i = 0; i < game->n_placements; i++)
    roots[i] = (guint16) i;
  golomb_search_init (&order, game, NULL, NULL, NULL);
  golomb_order_moves (&order, roots, game->n_placements);
  golomb_search_clear (&order);
  for (guint i = 0; i < game->n_placements; i++)
    if (is_canonical (game, roots[i]))
      roots[n++] = roots[i];
  order_by_classes (game, roots, n);

  wins = g_new0 (gboolean, MAX (n, 1));
  if (!run_job (game, roots, n, TRUE, n_threads, cancel, wins, &found, &out->nodes))
    {
      pento_cancel_set_error_if_cancelled (cancel, error);
      return FALSE;
    }
  out->win = found >= 0;
  if (out->win)
    placement_to_move (game, roots[found], &out->move);
  return TRUE;
}

gboolean
pento_golomb_value_moves (PentoGolomb           *game,
                          const PentoGolombMove *moves,
                          guint                  n_moves,
                          guint                  n_threads,
                          PentoCancel           *cancel,
                          gboolean              *out_wins,
                          guint64               *out_nodes,
                          GError               **error)
{
  g_autofree guint16 *roots = NULL;
  guint64 nodes = 0;
  int found;

  g_return_val_if_fail (game != NULL && (moves != NULL || n_moves == 0), FALSE);

  roots = g_new (guint16, MAX (n_moves, 1));
  for (guint i = 0; i < n_moves; i++)
    {
      int k = move_to_placement (game, &moves[i]);

      if (k < 0)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("The %c piece on those cells is not a legal move here"),
                       pento_piece_to_letter (moves[i].piece));
          return FALSE;
        }
      roots[i] = (guint16) k;
    }
  if (!run_job (game, roots, n_moves, FALSE, n_threads, cancel, out_wins, &found, &nodes))
    {
      pento_cancel_set_error_if_cancelled (cancel, error);
      return FALSE;
    }
  if (out_nodes != NULL)
    *out_nodes = nodes;
  return TRUE;
}

gboolean
pento_golomb_find_to_move (const char  *text,
                           int         *out_side,
                           GError     **error)
{
  g_auto(GStrv) lines = NULL;

  g_return_val_if_fail (text != NULL && out_side != NULL, FALSE);

  *out_side = -1;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      const char *value;

      if (line[0] != ';')
        continue;
      line = line + 1 + strspn (line + 1, " \t");
      if (!g_str_has_prefix (line, "to move:"))
        continue;
      value = line + strlen ("to move:");
      value += strspn (value, " \t");
      if (g_str_has_prefix (value, "first") && value[strspn (value + 5, " \t\r") + 5] == '\0')
        *out_side = 0;
      else if (g_str_has_prefix (value, "second") &&
               value[strspn (value + 6, " \t\r") + 6] == '\0')
        *out_side = 1;
      else
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                       _("“; to move:” names the side to move: first or second"));
          pento_error_prefix_place (error, NULL, i + 1, 1);
          return FALSE;
        }
    }
  return TRUE;
}
