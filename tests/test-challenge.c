/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-challenge.c: challenges — many generated per board and level, each with exactly one
 * completion by the engine and, for a share of them, by the plain counter on the board with
 * the placed cells as holes; legal positions read back from their text; codes that round-trip
 * and malformed codes refused; the same code giving the same bytes; ratings that fall in their
 * level and medians that rise; the rating's count of completions against the engine's.
 *
 * The one-sided rectangles (30x3, 18x5, 15x6, 10x9) the same way, their pieces read and
 * checked under the one-sided rules and counted turned only.
 *
 * CHALLENGE_TEST_N sets how many challenges per board and level (default 1000, 200 under a
 * sanitizer; 100 and 20 on the one-sided rectangles). The paths
 * /challenge/many/BOARD run one board each (tests/meson.build runs them side by side).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pento-test-timing.h"
#include "pento-core.h"
#include "pento-plain-counter.h"
#include "pento-rater-private.h"

/* every PLAIN_EVERY-th challenge is counted by the plain counter too (every other one on the
 * one-sided rectangles, when its empty cells fit); every SAME_EVERY-th is generated twice */
#define PLAIN_EVERY 8
#define SAME_EVERY  25
/* challenges per level on each one-sided rectangle: as many as on the other boards */
#define ONE_SIDED_N 1000

typedef struct {
  const char   *board;
  PentoPieceSet set;                   /* the board's: DEFAULT or the one-sided set */
  PentoLevel    level;
  guint         first;                 /* the first seed's index */
  guint         n;
  guint64      *ratings;               /* out, by seed from the first */
  guint         n_plain;               /* out */
} Job;

/* ---- the plain counter on the empty cells of a position ---------------------------------- */

/* The eight images of a piece (its four turns only with @turns_only), normalised, each once,
 * made here from its reference shape. */
static guint
images (PentoPiece piece,
        gboolean   turns_only,
        guint8     out[8][5][2])
{
  const PentoShape *shape = pento_piece_get_shape (piece);
  guint n = 0;

  for (guint t = 0; t < 8; t++)
    {
      guint8 cells[5][2];
      int min_x = G_MAXINT, min_y = G_MAXINT;
      gboolean seen = FALSE;

      /* x, y or both negated, then perhaps swapped: the turns are 0 (none), 3 (a half
       * turn), 5 and 6 (quarter turns); the others mirror */
      if (turns_only && t != 0 && t != 3 && t != 5 && t != 6)
        continue;
      for (guint i = 0; i < shape->n_cells; i++)
        {
          int x = shape->cells[i].x, y = shape->cells[i].y, u;

          if (t & 1)
            x = -x;
          if (t & 2)
            y = -y;
          if (t & 4)
            {
              u = x;
              x = y;
              y = u;
            }
          cells[i][0] = (guint8) (x + 8);
          cells[i][1] = (guint8) (y + 8);
          min_x = MIN (min_x, x + 8);
          min_y = MIN (min_y, y + 8);
        }
      for (guint i = 0; i < shape->n_cells; i++)
        {
          cells[i][0] -= min_x;
          cells[i][1] -= min_y;
        }
      /* sorted by (y, x), so equal images compare equal */
      for (guint i = 1; i < shape->n_cells; i++)
        for (guint j = i; j > 0 && (cells[j][1] < cells[j - 1][1] ||
                                    (cells[j][1] == cells[j - 1][1] &&
                                     cells[j][0] < cells[j - 1][0])); j--)
          {
            guint8 a = cells[j][0], b = cells[j][1];

            cells[j][0] = cells[j - 1][0];
            cells[j][1] = cells[j - 1][1];
            cells[j - 1][0] = a;
            cells[j - 1][1] = b;
          }
      for (guint k = 0; k < n && !seen; k++)
        seen = memcmp (out[k], cells, sizeof cells) == 0;
      if (!seen)
        memcpy (out[n++], cells, sizeof cells);
    }
  return n;
}

/* Completions of @position with the remaining pieces free to turn over (only turned in a
 * one-sided set), by the plain counter on its empty cells, at most 64 (with O among them,
 * summed over O's places: the counter packs pieces of five cells). */
static guint64
plain_completions (const PentoPosition *position,
                   PentoPieceSet        set)
{
  PentoBoard *board = pento_position_get_board (position);
  guint w = pento_board_get_width (board), h = pento_board_get_height (board);
  guint remaining = (set != PENTO_PIECE_SET_DEFAULT ? set : pento_position_get_pieces (position)) &
                    ~pento_position_get_placed (position);
  int index[64 * 64];
  guint8 shapes[8][5][2];
  guint n_cells = 0, n_pieces = 0;
  guint64 total = 0, o_masks[64];
  guint n_o = 0;

  g_assert_cmpuint (w * h, <=, G_N_ELEMENTS (index));
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      index[y * w + x] = pento_position_get (position, x, y) == '#' ? (int) n_cells++ : -1;
  g_assert_cmpuint (n_cells, <=, 64);

  /* O's places, or none when O is not among the pieces to place */
  if (remaining & (1u << PENTO_PIECE_O))
    {
      for (guint y = 0; y + 1 < h; y++)
        for (guint x = 0; x + 1 < w; x++)
          {
            int a = index[y * w + x], b = index[y * w + x + 1];
            int c = index[(y + 1) * w + x], d = index[(y + 1) * w + x + 1];

            if (a >= 0 && b >= 0 && c >= 0 && d >= 0)
              o_masks[n_o++] = (G_GUINT64_CONSTANT (1) << a) | (G_GUINT64_CONSTANT (1) << b) |
                               (G_GUINT64_CONSTANT (1) << c) | (G_GUINT64_CONSTANT (1) << d);
          }
      remaining &= ~(1u << PENTO_PIECE_O);
    }
  else
    o_masks[n_o++] = 0;
  n_pieces = __builtin_popcount (remaining);

  for (guint k = 0; k < n_o; k++)
    {
      g_autoptr(PentoPlainCounter) plain = NULL;
      int sub[64];
      guint n_sub = 0, piece = 0;

      /* the cells O leaves, numbered afresh */
      for (guint c = 0; c < n_cells; c++)
        sub[c] = (o_masks[k] >> c) & 1 ? -1 : (int) n_sub++;
      plain = pento_plain_counter_new (n_sub, n_pieces);
      for (guint y = 0; y < h; y++)
        for (guint x = 0; x < w; x++)
          {
            int c = index[y * w + x], r, d;

            if (c < 0 || sub[c] < 0)
              continue;
            r = x + 1 < w ? index[y * w + x + 1] : -1;
            d = y + 1 < h ? index[(y + 1) * w + x] : -1;
            if (r >= 0 && sub[r] >= 0)
              pento_plain_counter_link (plain, sub[c], sub[r]);
            if (d >= 0 && sub[d] >= 0)
              pento_plain_counter_link (plain, sub[c], sub[d]);
          }
      for (PentoPiece p = 0; p < PENTO_N_SET_PIECES; p++)
        {
          guint n_images;

          if (!(remaining & (1u << p)))
            continue;
          n_images = images (p, pento_piece_set_is_one_sided (set), shapes);
          for (guint i = 0; i < n_images; i++)
            for (guint y0 = 0; y0 < h; y0++)
              for (guint x0 = 0; x0 < w; x0++)
                {
                  guint64 m = 0;
                  gboolean fits = TRUE;

                  for (guint j = 0; j < 5 && fits; j++)
                    {
                      guint x = x0 + shapes[i][j][0], y = y0 + shapes[i][j][1];
                      int c = x < w && y < h ? index[y * w + x] : -1;

                      fits = c >= 0 && sub[c] >= 0;
                      if (fits)
                        m |= G_GUINT64_CONSTANT (1) << sub[c];
                    }
                  if (fits)
                    pento_plain_counter_add (plain, piece, m);
                }
          piece++;
        }
      total += pento_plain_counter_run (plain, NULL, NULL);
    }
  return total;
}

/* ---- many challenges --------------------------------------------------------------------- */

static guint64
engine_completions (PentoPosition *position,
                    PentoPieceSet  set)
{
  PentoRules rules;
  g_autoptr(PentoPuzzle) puzzle = NULL;
  guint64 total = 0;

  pento_rules_init_default (&rules);
  rules.pieces = set;
  puzzle = pento_puzzle_new_for_position (position, &rules, NULL);
  g_assert_nonnull (puzzle);
  g_assert_true (pento_puzzle_count (puzzle, 1, NULL, &total, NULL, NULL));
  return total;
}

static void
check_one (Job   *job,
           guint  i)
{
  PentoRules rules;
  PentoChallengeSpec spec, back;
  g_autoptr(PentoChallenge) challenge = NULL;
  g_autoptr(PentoPosition) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *code = NULL, *text = NULL;
  guint64 low, high;

  pento_rules_init_default (&rules);
  rules.pieces = job->set;
  g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_FINISH, job->level,
                                            job->board, i * 2654435761u, &error));
  challenge = pento_challenge_generate (&spec, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (challenge);

  /* the code names the challenge, and reads back to it */
  code = pento_challenge_spec_to_code (&spec);
  g_assert_cmpstr (code, ==, challenge->code);
  g_assert_true (pento_challenge_spec_from_code (code, &back, &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (&back, &spec, sizeof spec) == 0);

  /* a legal position, in the text a file holds */
  text = pento_challenge_to_text (challenge);
  read = pento_position_new_from_text (text, &rules, &error);
  g_assert_no_error (error);
  g_assert_true (pento_position_equal (read, challenge->position));
  g_assert_nonnull (strstr (text, code));
  g_assert_cmpuint (pento_position_get_n_placed (read), >=, 1);
  g_assert_false (pento_position_is_complete (read));
  /* the set it packs, named in the text; its pieces placed as its rules allow (read with
   * them, and checked against them once more) */
  g_assert_cmphex (challenge->pieces, ==, job->set);
  g_assert_cmphex (pento_position_get_named_pieces (read), ==, job->set);
  g_assert_true (pento_position_check_rules (read, &rules, &error));
  g_assert_no_error (error);

  /* exactly one completion, by the engine (every challenge) and the plain counter (a share,
   * when the empty cells fit its 64) */
  g_assert_cmpuint (engine_completions (read, job->set), ==, 1);
  if (i % (job->set != PENTO_PIECE_SET_DEFAULT ? 2 : PLAIN_EVERY) == 0 &&
      pento_piece_set_n_cells (pento_piece_set_resolve (job->set,
                                                        pento_board_get_n_cells (
                                                          pento_position_get_board (read))) &
                               ~pento_position_get_placed (read)) <= 64)
    {
      g_assert_cmpuint (plain_completions (read, job->set), ==, 1);
      job->n_plain++;
    }

  /* its rating is in its level, and rating the position again gives the same */
  pento_level_get_range (job->level, &low, &high);
  g_assert_cmpuint (challenge->rating.rating, >=, low);
  g_assert_cmpuint (challenge->rating.rating, <=, high);
  g_assert_cmpint (challenge->rating.level, ==, job->level);
  if (i % PLAIN_EVERY == 0)
    {
      PentoRating again;

      g_assert_true (pento_position_rate (read, &rules, NULL, &again, &error));
      g_assert_cmpuint (again.rating, ==, challenge->rating.rating);
      g_assert_cmpuint (again.placements, ==, challenge->rating.placements);
      g_assert_cmpuint (again.guesses, ==, challenge->rating.guesses);
      g_assert_cmpuint (again.completions, ==, 1);
      g_assert_cmpint (again.level, ==, job->level);
    }

  /* the same code, the same bytes */
  if (i % SAME_EVERY == 0)
    {
      g_autoptr(PentoChallenge) twin = pento_challenge_generate (&back, NULL, NULL);
      g_autofree char *twin_text = pento_challenge_to_text (twin);

      g_assert_cmpstr (twin_text, ==, text);
    }
  job->ratings[i - job->first] = challenge->rating.rating;
}

static int
compare_u64 (const void *a,
             const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

/* One half of a board's challenges, every level: the seeds of half @data->half (0 or 1). The
 * two halves make the board's whole share; a test of one half lets a long board run as two. */
typedef struct {
  const char *board;
  guint       half;
} ManyPart;

static void
test_many (gconstpointer data)
{
  const ManyPart *part = data;
  const char *board = part->board;
  const char *env = g_getenv ("CHALLENGE_TEST_N");
  /* (a fifth under a sanitizer: the engine runs some five times slower there; fewer on the
   * one-sided rectangles, whose challenges take longer to make and to count) */
  guint n = env != NULL ? MAX (atoi (env), 1) :
            pento_challenge_board_pieces (board) != PENTO_PIECE_SET_DEFAULT ?
            PENTO_TEST_ROUNDS (ONE_SIDED_N) : PENTO_TEST_ROUNDS (1000);
  guint first = part->half == 0 ? 0 : n / 2, last = part->half == 0 ? n / 2 : n;
  gint64 t0 = g_get_monotonic_time ();
  guint64 previous = 0;
  guint n_plain = 0;

  if (last == first)
    {
      g_test_skip ("no challenge in this half");
      return;
    }
  for (PentoLevel level = 0; level < PENTO_N_LEVELS; level++)
    {
      g_autofree guint64 *ratings = g_new (guint64, last - first);
      Job job = { board, pento_challenge_board_pieces (board), level, first, last - first,
                  ratings, 0 };
      guint64 median;

      for (guint i = first; i < last; i++)
        check_one (&job, i);
      qsort (ratings, last - first, sizeof (guint64), compare_u64);
      median = ratings[(last - first) / 2];
      g_test_message ("%s %s, seeds %u to %u: median rating %" G_GUINT64_FORMAT ", from %"
                      G_GUINT64_FORMAT " to %" G_GUINT64_FORMAT, board,
                      pento_level_to_string (level), first, last - 1, median, ratings[0],
                      ratings[last - first - 1]);
      /* the medians rise strictly from level to level */
      if (level > 0)
        g_assert_cmpuint (median, >, previous);
      previous = median;
      n_plain += job.n_plain;
    }
  g_test_message ("%s: %u challenges, %u of them also by the plain counter, in %.1f s", board,
                  (last - first) * PENTO_N_LEVELS, n_plain,
                  (g_get_monotonic_time () - t0) / 1e6);
}

/* Every rung and every level it reaches: a set of its number of pieces, one completion by the
 * engine and the plain counter, legal, its code and text round-trip, the same bytes again;
 * the medians rise by level on each rung, and the top level never falls as the rung grows. */
static void
test_ladder (void)
{
  const char *env = g_getenv ("CHALLENGE_TEST_N");
  guint n = env != NULL ? MAX (atoi (env), 1) : 100;
  guint64 medians[13][PENTO_N_LEVELS] = { { 0 } };

  for (guint rung = 3; rung <= 12; rung++)
    for (PentoLevel level = 0; level <= pento_challenge_ladder_top_level (rung); level++)
      {
        g_autofree char *board = g_strdup_printf ("%ux5", rung);
        g_autofree guint64 *ratings = g_new (guint64, n);
        guint64 low, high;

        pento_level_get_range (level, &low, &high);
        for (guint i = 0; i < n; i++)
          {
            PentoChallengeSpec spec, back;
            PentoRules rules;
            g_autoptr(PentoChallenge) challenge = NULL;
            g_autoptr(PentoPosition) read = NULL;
            g_autoptr(GError) error = NULL;
            g_autofree char *text = NULL;

            g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_LADDER, level,
                                                      board, i * 40503u + rung, &error));
            /* every fourth with its set named: the set the seed drew for the one before */
            challenge = pento_challenge_generate (&spec, NULL, &error);
            g_assert_no_error (error);
            g_assert_cmpuint (pento_piece_set_n_pieces (challenge->pieces), ==, rung);
            g_assert_cmphex (challenge->pieces & ~PENTO_PIECE_SET_TWELVE, ==, 0);
            if (i % 4 == 1)
              {
                g_assert_true (pento_challenge_spec_set_pieces (&spec, challenge->pieces,
                                                                &error));
                g_clear_pointer (&challenge, pento_challenge_free);
                challenge = pento_challenge_generate (&spec, NULL, &error);
                g_assert_no_error (error);
                g_assert_nonnull (strchr (challenge->code + 7, '-'));
              }
            g_assert_true (pento_challenge_spec_from_code (challenge->code, &back, &error));
            g_assert_no_error (error);
            g_assert_true (memcmp (&back, &spec, sizeof spec) == 0);

            /* the text names the set, and reads back to the same position */
            pento_rules_init_default (&rules);
            text = pento_challenge_to_text (challenge);
            read = pento_position_new_from_text (text, &rules, &error);
            g_assert_no_error (error);
            g_assert_true (pento_position_equal (read, challenge->position));
            g_assert_cmphex (pento_position_get_named_pieces (read), ==, challenge->pieces);
            g_assert_cmpuint (pento_position_get_n_placed (read), >=, 1);
            g_assert_false (pento_position_is_complete (read));
            g_assert_cmpuint (pento_board_get_width (pento_position_get_board (read)), ==,
                              rung);
            g_assert_cmpuint (engine_completions (read, challenge->pieces), ==, 1);
            g_assert_cmpuint (plain_completions (read, challenge->pieces), ==, 1);
            g_assert_cmpuint (challenge->rating.rating, >=, low);
            g_assert_cmpuint (challenge->rating.rating, <=, high);
            if (i % SAME_EVERY == 0)
              {
                g_autoptr(PentoChallenge) twin = pento_challenge_generate (&back, NULL, NULL);
                g_autofree char *twin_text = pento_challenge_to_text (twin);
                PentoRating again;

                g_assert_cmpstr (twin_text, ==, text);
                rules.pieces = challenge->pieces;
                g_assert_true (pento_position_rate (read, &rules, NULL, &again, &error));
                g_assert_cmpuint (again.rating, ==, challenge->rating.rating);
                g_assert_cmpuint (again.completions, ==, 1);
              }
            ratings[i] = challenge->rating.rating;
          }
        qsort (ratings, n, sizeof (guint64), compare_u64);
        medians[rung][level] = ratings[n / 2];
        g_test_message ("ladder %s %s: median rating %" G_GUINT64_FORMAT, board,
                        pento_level_to_string (level), medians[rung][level]);
        if (level > 0)
          g_assert_cmpuint (medians[rung][level], >, medians[rung][level - 1]);
      }
  /* harder as the rung grows: the top level rises, never falls */
  for (guint rung = 4; rung <= 12; rung++)
    g_assert_cmpint (pento_challenge_ladder_top_level (rung), >=,
                     pento_challenge_ladder_top_level (rung - 1));
  g_assert_cmpint (pento_challenge_ladder_top_level (3), <,
                   pento_challenge_ladder_top_level (12));
}

/* ---- every ladder set at every level ------------------------------------------------------ */

/* The most placements generation lets the careful search try on one candidate (its bound for
 * Expert, which has no top of its own). */
#define LADDER_MAX_PLACEMENTS 20000

typedef struct {
  guint64 masks[PENTO_N_SET_PIECES];   /* each piece's cells, in the rater's numbering */
} Packing;

typedef struct {
  GArray *packings;
  guint   pieces[PENTO_N_SET_PIECES];  /* the counter's piece number → the piece */
} Packings;

static void
add_packing_cb (const guint64 *placed,
                gpointer       user_data)
{
  Packings *all = user_data;
  Packing packing = { { 0 } };

  for (guint i = 0; i < PENTO_N_SET_PIECES && all->pieces[i] != G_MAXUINT; i++)
    packing.masks[all->pieces[i]] = placed[i];
  g_array_append_val (all->packings, packing);
}

/* Every packing of the rung by @set, found by the plain counter from the pieces' images made
 * here, on the cells numbered as @rater numbers them. */
static GArray *
ladder_packings (const PentoRater *rater,
                 guint             rung,
                 PentoPieceSet     set)
{
  g_autoptr(PentoPlainCounter) plain = NULL;
  Packings all = { g_array_new (FALSE, FALSE, sizeof (Packing)), { 0 } };
  int index[12 * 5];
  guint8 shapes[8][5][2];
  guint n = 0;

  for (guint c = 0; c < pento_rater_get_n_cells (rater); c++)
    {
      guint x, y;

      pento_rater_get_xy (rater, c, &x, &y);
      index[y * rung + x] = (int) c;
    }
  plain = pento_plain_counter_new (rung * 5, pento_piece_set_n_pieces (set));
  for (guint y = 0; y < 5; y++)
    for (guint x = 0; x < rung; x++)
      {
        if (x + 1 < rung)
          pento_plain_counter_link (plain, index[y * rung + x], index[y * rung + x + 1]);
        if (y + 1 < 5)
          pento_plain_counter_link (plain, index[y * rung + x], index[(y + 1) * rung + x]);
      }
  for (guint i = 0; i < PENTO_N_SET_PIECES; i++)
    all.pieces[i] = G_MAXUINT;
  for (PentoPiece p = 0; p < PENTO_N_PENTOMINOES; p++)
    {
      guint n_images;

      if (!(set & (1u << p)))
        continue;
      all.pieces[n] = p;
      n_images = images (p, FALSE, shapes);
      for (guint i = 0; i < n_images; i++)
        for (guint y0 = 0; y0 < 5; y0++)
          for (guint x0 = 0; x0 < rung; x0++)
            {
              guint64 m = 0;
              gboolean fits = TRUE;

              for (guint j = 0; j < 5 && fits; j++)
                {
                  guint x = x0 + shapes[i][j][0], y = y0 + shapes[i][j][1];

                  fits = x < rung && y < 5;
                  if (fits)
                    m |= G_GUINT64_CONSTANT (1) << index[y * rung + x];
                }
              if (fits)
                pento_plain_counter_add (plain, n, m);
            }
      n++;
    }
  pento_plain_counter_run (plain, add_packing_cb, &all);
  return all.packings;
}

/* Whether a challenge of @level comes of @packing as generation makes one: the pieces taken
 * off one by one, each removal leaving one completion that the careful search finds within
 * the level's top, until the rating is in the level (one piece stays placed). Every order of
 * removals is tried (each set of pieces off once). */
static gboolean
packing_reaches (PentoRater    *rater,
                 const Packing *packing,
                 PentoPieceSet  set,
                 PentoLevel     level)
{
  g_autofree guint8 *seen = g_new0 (guint8, 1u << PENTO_N_PENTOMINOES);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));
  guint64 low, high;

  pento_level_get_range (level, &low, &high);
  high = MIN (high, LADDER_MAX_PLACEMENTS);
  g_array_append_val (stack, set);
  while (stack->len > 0)
    {
      guint placed = g_array_index (stack, guint, stack->len - 1);

      g_array_set_size (stack, stack->len - 1);
      for (PentoPiece p = 0; p < PENTO_N_PENTOMINOES; p++)
        {
          guint child = placed & ~(1u << p);
          guint64 empty = 0;
          PentoRaterRun run = { .max_completions = 2, .max_placements = high };

          if (!(placed & (1u << p)) || child == 0 || seen[child])
            continue;
          seen[child] = 1;
          for (PentoPiece q = 0; q < PENTO_N_PENTOMINOES; q++)
            if ((set & ~child) & (1u << q))
              empty |= packing->masks[q];
          pento_rater_search (rater, empty, set & ~child, &run);
          if (run.stopped || run.completions != 1)
            continue;
          if (run.placements >= low)
            return TRUE;
          g_array_append_val (stack, child);
        }
    }
  return FALSE;
}

/* The rungs @data ("3-6"): every set whose highest level in the table is below Expert reaches
 * no higher level on any packing of its rung, so that the table refuses only what generation
 * could never make. (That each set reaches its highest level, and every level below, the
 * test below shows by generating them.) */
static void
test_ladder_tops (gconstpointer data)
{
  guint from = 0, to = 0, n_checked = 0;

  g_assert_cmpint (sscanf (data, "%u-%u", &from, &to), ==, 2);
  for (guint rung = from; rung <= to; rung++)
    for (PentoPieceSet set = 1; set <= PENTO_PIECE_SET_TWELVE; set++)
      {
        g_autoptr(PentoBoard) board = NULL;
        g_autoptr(PentoRater) rater = NULL;
        g_autoptr(GArray) packings = NULL;
        PentoRules rules;
        PentoLevel top;

        if (pento_piece_set_n_pieces (set) != rung ||
            !pento_challenge_ladder_set_top_level (set, &top) || top == PENTO_LEVEL_EXPERT)
          continue;
        g_assert_cmpint (top, <=, pento_challenge_ladder_top_level (rung));
        pento_rules_init_default (&rules);
        rules.pieces = set;
        board = pento_board_new_rectangle_for_set (rung, 5, set, NULL);
        rater = pento_rater_new (board, &rules);
        packings = ladder_packings (rater, rung, set);
        g_assert_cmpuint (packings->len, >, 0);
        for (guint k = 0; k < packings->len; k++)
          if (packing_reaches (rater, &g_array_index (packings, Packing, k), set, top + 1))
            {
              g_autofree char *name = pento_piece_set_to_string (set);

              g_error ("%s reaches %s on %ux5, above its %s in the table", name,
                       pento_level_to_string (top + 1), rung, pento_level_to_string (top));
            }
        n_checked++;
      }
  g_test_message ("rungs %s: %u sets below Expert, none reaches higher", (const char *) data,
                  n_checked);
}

/* The rungs @data ("3-7"): every set of the twelve of as many pieces, at every level. A set
 * packs its rung exactly when the table says so (the engine counts); a set and level the table
 * refuses are refused at once, by the code reader, by pento_challenge_spec_set_pieces() and by
 * generation itself, with the highest level the set reaches; every other one is generated, at
 * its level, with one completion. Nothing runs long: generation always ends. */
static void
test_ladder_sets (gconstpointer data)
{
  guint from = 0, to = 0, n_made = 0, n_refused = 0;
  gint64 t0 = g_get_monotonic_time (), slowest = 0;
  double bound = 1.0 * PENTO_TEST_TIME_FACTOR;   /* at once: a second even on a busy machine */

  g_assert_cmpint (sscanf (data, "%u-%u", &from, &to), ==, 2);
  for (guint rung = from; rung <= to; rung++)
    for (PentoPieceSet set = 1; set <= PENTO_PIECE_SET_TWELVE; set++)
      {
        g_autofree char *board = g_strdup_printf ("%ux5", rung);
        g_autofree char *name = pento_piece_set_to_string (set);
        g_autoptr(PentoBoard) rectangle = NULL;
        g_autoptr(PentoPosition) empty = NULL;
        PentoLevel top = PENTO_LEVEL_EASY;
        gboolean packs;

        if (pento_piece_set_n_pieces (set) != rung)
          continue;
        rectangle = pento_board_new_rectangle_for_set (rung, 5, set, NULL);
        empty = pento_position_new (rectangle);
        packs = pento_challenge_ladder_set_top_level (set, &top);
        g_assert_cmpint (packs, ==, engine_completions (empty, set) > 0);
        for (PentoLevel level = 0; level < PENTO_N_LEVELS; level++)
          {
            PentoChallengeSpec spec;
            g_autoptr(PentoChallenge) challenge = NULL;
            g_autoptr(GError) error = NULL;
            g_autofree char *code = NULL;
            gint64 t1;

            if (level > pento_challenge_ladder_top_level (rung))
              {
                /* above the rung's top: no set reaches it */
                g_assert_false (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_LADDER, level,
                                                           board, 1, NULL));
                g_assert_true (!packs || top < level);
                continue;
              }
            g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_LADDER, level,
                                                      board, 1, NULL));
            if (!packs || level > top)
              {
                g_autofree char *top_label = g_strdup (pento_level_get_label (top));

                /* refused by the spec, by the code, and by generation, at once */
                g_assert_false (pento_challenge_spec_set_pieces (&spec, set, &error));
                g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
                g_assert_nonnull (strstr (error->message, name));
                if (packs)
                  g_assert_nonnull (strstr (error->message, top_label));
                g_clear_error (&error);
                code = g_strdup_printf ("PENTO-L%s-%s-%c-1", board, name,
                                        pento_level_to_letter (level));
                g_assert_false (pento_challenge_spec_from_code (code, &spec, &error));
                g_assert_error (error, PENTO_ERROR, PENTO_ERROR_PARSE);
                if (packs)
                  g_assert_nonnull (strstr (error->message, top_label));
                g_clear_error (&error);
                spec.pieces = set;
                t1 = g_get_monotonic_time ();
                challenge = pento_challenge_generate (&spec, NULL, &error);
                g_assert_null (challenge);
                g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
                g_assert_cmpfloat ((g_get_monotonic_time () - t1) / 1e6, <, bound);
                n_refused++;
                continue;
              }
            g_assert_true (pento_challenge_spec_set_pieces (&spec, set, &error));
            g_assert_no_error (error);
            t1 = g_get_monotonic_time ();
            challenge = pento_challenge_generate (&spec, NULL, &error);
            g_assert_no_error (error);
            slowest = MAX (slowest, g_get_monotonic_time () - t1);
            g_assert_cmpint (challenge->rating.level, ==, level);
            g_assert_cmphex (challenge->pieces, ==, set);
            g_assert_cmpuint (engine_completions (challenge->position, set), ==, 1);
            n_made++;
          }
      }
  g_test_message ("rungs %s: %u challenges made, %u refused, in %.1f s (slowest %.2f s)",
                  (const char *) data, n_made, n_refused, (g_get_monotonic_time () - t0) / 1e6,
                  slowest / 1e6);
}

/* ---- codes ------------------------------------------------------------------------------ */

static void
test_codes (void)
{
  static const char * const bad[] = {
    "", "PENTO", "PENTO-", "PENTA-10x6-H-3F9A2C", "PENTO-10x6-H", "PENTO-10x6-3F9A2C",
    "PENTO-10x6-Q-3F9A2C", "PENTO-10x6-HH-3F9A2C", "PENTO-10x6-H-", "PENTO-10x6-H-3F9A2G",
    "PENTO-10x6-H-123456789", "PENTO-11x6-H-3F9A2C", "PENTO-6x10-H-3F9A2C",
    "PENTO--H-3F9A2C", "PENTO-10x6-H-+3F9A2C", "PENTO-L13x5-E-1", "PENTO-L2x5-E-1",
    "PENTO-L07x5-E-1", "PENTO-10x6-H-3F9A2C-", "PENTO-10x6--3F9A2C",
    "PENTO-L7x5-FLNPTU-E-1", "PENTO-L7x5-FLNPTUO-E-1", "PENTO-L7x5-FLNPTUQ-E-1",
    "PENTO-L3x5-X-1", "PENTO-10x6-FLNPTUY-E-1", "PENTO-L7x5--E-1",
    "PENTO-5x18-E-1", "PENTO-18x5-one-sided-E-1", "PENTO-L18x5-E-1", "PENTO-9x10-H-1",
    /* a rung is the whole board: no other height, nothing after, no sign, no space */
    "PENTO-L7x6-E-1", "PENTO-L12x4-E-1", "PENTO-L10x6-E-1", "PENTO-L7x5x-E-1",
    "PENTO-L7x50-E-1", "PENTO-L+7x5-E-1", "PENTO-L 7x5-E-1", "PENTO-L7x 5-E-1", "PENTO-L7-E-1",
    "PENTO-Lx5-E-1", "PENTO-L123x5-E-1",
    /* a set: piece letters only, that pack the rung and reach the level */
    "PENTO-L12x5-twelve-E-1", "PENTO-L7x5-FLNPTU Y-E-1", "PENTO-L7x5-ITUVWXZ-E-1",
    "PENTO-L4x5-FIPU-M-1", "PENTO-L7x5-FILNPTW-X-1",
  };
  static const char * const bad_rungs[] = {
    "10x6", "7x6", "12x4", "7x5 ", " 7x5", "07x5", "+7x5", "7x50", "7x5x", "x5", "2x5", "13x5",
    "-7x5", "7×5", "", "4294967303x5",
  };
  PentoChallengeSpec spec, back;
  g_autoptr(GError) error = NULL;

  /* the example of the issue, any case, spaces around */
  g_assert_true (pento_challenge_spec_from_code ("  pento-10X6-h-3f9a2c\n", &spec, &error));
  g_assert_no_error (error);
  g_assert_cmpint (spec.kind, ==, PENTO_CHALLENGE_FINISH);
  g_assert_cmpint (spec.level, ==, PENTO_LEVEL_HARD);
  g_assert_cmpstr (spec.board, ==, "10x6");
  g_assert_cmphex (spec.seed, ==, 0x3F9A2C);
  {
    g_autofree char *code = pento_challenge_spec_to_code (&spec);

    g_assert_cmpstr (code, ==, "PENTO-10x6-H-3F9A2C");
  }

  /* every board, kind and level, small and large seeds */
  for (guint b = 0; pento_challenge_get_boards ()[b] != NULL; b++)
    for (PentoLevel level = 0; level < PENTO_N_LEVELS; level++)
      for (guint k = 0; k < 3; k++)
        {
          guint32 seed = k == 0 ? 0 : k == 1 ? 0xABC : PENTO_CHALLENGE_MAX_SEED;
          g_autofree char *code = NULL;
          g_autofree char *again = NULL;

          g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_FINISH, level,
                                                    pento_challenge_get_boards ()[b], seed,
                                                    NULL));
          code = pento_challenge_spec_to_code (&spec);
          g_assert_true (pento_challenge_spec_from_code (code, &back, &error));
          g_assert_no_error (error);
          g_assert_true (memcmp (&spec, &back, sizeof spec) == 0);
          again = pento_challenge_spec_to_code (&back);
          g_assert_cmpstr (code, ==, again);
        }
  /* the one-sided rectangles: the board's name implies the set, named or not */
  for (guint b = 0; pento_challenge_get_one_sided_boards ()[b] != NULL; b++)
    {
      const char *board = pento_challenge_get_one_sided_boards ()[b];
      g_autofree char *code = NULL, *expected = g_strdup_printf ("PENTO-%s-X-0ABCDE", board);

      g_assert_cmphex (pento_challenge_board_pieces (board), ==, PENTO_PIECE_SET_ONE_SIDED);
      g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_FINISH,
                                                PENTO_LEVEL_EXPERT, board, 0xABCDE, &error));
      g_assert_no_error (error);
      g_assert_true (pento_challenge_spec_set_pieces (&spec, PENTO_PIECE_SET_ONE_SIDED,
                                                      &error));
      g_assert_no_error (error);
      g_assert_cmphex (spec.pieces, ==, PENTO_PIECE_SET_DEFAULT);
      code = pento_challenge_spec_to_code (&spec);
      g_assert_cmpstr (code, ==, expected);
      g_assert_true (pento_challenge_spec_from_code (code, &back, &error));
      g_assert_no_error (error);
      g_assert_true (memcmp (&spec, &back, sizeof spec) == 0);
    }
  g_assert_cmphex (pento_challenge_board_pieces ("10x6"), ==, PENTO_PIECE_SET_DEFAULT);
  /* the one-sided set finishes only its rectangles */
  g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY,
                                            "10x6", 1, NULL));
  g_assert_false (pento_challenge_spec_set_pieces (&spec, PENTO_PIECE_SET_ONE_SIDED, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
  g_clear_error (&error);

  for (guint rung = 3; rung <= 12; rung++)
    {
      g_autofree char *board = g_strdup_printf ("%ux5", rung);
      g_autofree char *code = NULL;

      g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_LADDER,
                                                MIN (PENTO_LEVEL_MEDIUM,
                                                     pento_challenge_ladder_top_level (rung)),
                                                board, 77, NULL));
      code = pento_challenge_spec_to_code (&spec);
      g_assert_true (g_str_has_prefix (code, "PENTO-L"));
      g_assert_true (pento_challenge_spec_from_code (code, &back, NULL));
      g_assert_true (memcmp (&spec, &back, sizeof spec) == 0);
    }

  /* a ladder's set, named, in any case */
  g_assert_true (pento_challenge_spec_from_code ("pento-l7x5-flnptuy-m-3", &spec, &error));
  g_assert_no_error (error);
  g_assert_cmpint (spec.kind, ==, PENTO_CHALLENGE_LADDER);
  g_assert_cmpuint (pento_piece_set_n_pieces (spec.pieces), ==, 7);
  {
    g_autofree char *code = pento_challenge_spec_to_code (&spec);

    g_assert_cmpstr (code, ==, "PENTO-L7x5-FLNPTUY-M-000003");
  }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_clear_error (&error);
      g_assert_false (pento_challenge_spec_from_code (bad[i], &spec, &error));
      g_assert_error (error, PENTO_ERROR, PENTO_ERROR_PARSE);
      g_assert_cmpuint (strlen (error->message), >, 20);
    }

  /* boards a challenge does not take */
  g_clear_error (&error);
  g_assert_false (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EASY,
                                             "3x20", 1, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_BOARD);
  for (guint i = 0; i < G_N_ELEMENTS (bad_rungs); i++)
    {
      g_clear_error (&error);
      if (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_LADDER, PENTO_LEVEL_EASY,
                                     bad_rungs[i], 1, &error))
        g_error ("the rung “%s” was read as %s", bad_rungs[i], spec.board);
      g_assert_error (error, PENTO_ERROR, PENTO_ERROR_BOARD);
    }
  /* the x in any case, one spelling in the code */
  g_clear_error (&error);
  g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_LADDER, PENTO_LEVEL_EASY,
                                            "12X5", 1, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (spec.board, ==, "12x5");

  /* a set that cannot reach the level asked: the message names the level it reaches */
  g_assert_true (pento_challenge_spec_from_code ("PENTO-L4x5-FIPU-E-1", &spec, &error));
  g_assert_no_error (error);
  g_assert_false (pento_challenge_spec_from_code ("PENTO-L4x5-FIPU-M-1", &spec, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "FIPU reach Easy at most on the rung 4x5"));
  /* a long code is cut in its echo, never in its reason */
  g_clear_error (&error);
  {
    g_autofree char *padding = g_strnfill (5000, 'A');
    g_autofree char *code = g_strconcat ("PENTO-L7x5-", padding, "-E-1", NULL);

    g_assert_false (pento_challenge_spec_from_code (code, &spec, &error));
    g_assert_nonnull (strstr (error->message, "names no set of the twelve pentominoes"));
    g_assert_cmpuint (strlen (error->message), <, 300);
  }
}

static void
test_levels (void)
{
  PentoLevel level;
  guint64 low, high, previous_high = 0;

  for (PentoLevel l = 0; l < PENTO_N_LEVELS; l++)
    {
      char letter[2] = { pento_level_to_letter (l), 0 };
      g_autofree char *upper = g_ascii_strup (pento_level_to_string (l), -1);

      g_assert_true (pento_level_parse (pento_level_to_string (l), &level, NULL));
      g_assert_cmpint (level, ==, l);
      g_assert_true (pento_level_parse (upper, &level, NULL));
      g_assert_cmpint (level, ==, l);
      g_assert_true (pento_level_parse (letter, &level, NULL));
      g_assert_cmpint (level, ==, l);
      /* the ranges follow each other without a gap */
      pento_level_get_range (l, &low, &high);
      g_assert_cmpuint (low, ==, l == 0 ? 0 : previous_high + 1);
      g_assert_cmpint (pento_level_from_rating (low), ==, l);
      g_assert_cmpint (pento_level_from_rating (high), ==, l);
      previous_high = high;
    }
  g_assert_cmpuint (previous_high, ==, G_MAXUINT64);
  g_assert_false (pento_level_parse ("impossible", &level, NULL));
  g_assert_false (pento_level_parse ("", &level, NULL));
}

/* ---- the daily challenge ---------------------------------------------------------------- */

static void
test_daily (void)
{
  g_autoptr(GHashTable) boards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) seeds = g_hash_table_new (NULL, NULL);
  GDate date;

  /* a fixed date gives a fixed challenge (a Monday: Easy) */
  {
    PentoChallengeSpec spec;
    g_autofree char *code = NULL;

    g_date_clear (&date, 1);
    g_date_set_dmy (&date, 30, G_DATE_NOVEMBER, 2026);
    pento_challenge_spec_daily (&date, &spec);
    code = pento_challenge_spec_to_code (&spec);
    g_test_message ("the challenge of 2026-11-30: %s", code);
    g_assert_cmpint (spec.level, ==, PENTO_LEVEL_EASY);
    g_assert_cmpint (spec.kind, ==, PENTO_CHALLENGE_FINISH);
    g_assert_cmpstr (code, ==, "PENTO-10x6-E-0BA08F");
  }

  /* a date is written whole: four digits of a year, two of a month, two of a day */
  {
    static const char * const bad[] = {
      "-026-01-01", "+026-01-01", "-2026-01-01", "02026-01-01", "2026-1-01", "2026-01-1",
      "2026-01-01 ", " 2026-01-01", "2026-01-01x", "2026/01/01", "2026-02-29", "2026-13-01",
      "2026-00-10", "2026-01-00", "0000-01-01", "", "2026", "2026-01", "2026--1-01",
      "\357\274\222" "026-01-01", "2026-01-01\n",
    };
    GDate read;

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      if (pento_challenge_date_parse (bad[i], &read))
        g_error ("the date “%s” was read", bad[i]);
    g_assert_true (pento_challenge_date_parse ("2024-02-29", &read));
    g_assert_cmpuint (g_date_get_year (&read), ==, 2024);
    g_assert_cmpuint (g_date_get_month (&read), ==, 2);
    g_assert_cmpuint (g_date_get_day (&read), ==, 29);
    g_assert_true (pento_challenge_date_parse ("0001-01-01", &read));
    g_assert_true (pento_challenge_date_parse ("9999-12-31", &read));
    g_assert_cmpuint (g_date_get_year (&read), ==, 9999);
  }

  g_date_set_dmy (&date, 1, G_DATE_JANUARY, 2027);
  for (guint d = 0; d < 28; d++, g_date_add_days (&date, 1))
    {
      PentoChallengeSpec a, b;

      pento_challenge_spec_daily (&date, &a);
      pento_challenge_spec_daily (&date, &b);
      g_assert_true (memcmp (&a, &b, sizeof a) == 0);
      g_assert_cmpint (a.level, ==, g_date_get_weekday (&date) == G_DATE_SUNDAY ?
                       PENTO_LEVEL_EXPERT : a.level);
      g_assert_cmpint (a.level, ==, g_date_get_weekday (&date) <= G_DATE_TUESDAY ?
                       PENTO_LEVEL_EASY : a.level);
      g_hash_table_add (boards, g_strdup (a.board));
      g_hash_table_add (seeds, GUINT_TO_POINTER (a.seed));
    }
  /* every board in four weeks; a new seed each day */
  g_assert_cmpuint (g_hash_table_size (boards), ==, 6);
  g_assert_cmpuint (g_hash_table_size (seeds), ==, 28);
}

/* ---- the rating --------------------------------------------------------------------------- */

/* The careful search counts what the engine counts, on positions with one to five pieces. */
static void
test_rating_counts (void)
{
  PentoRules rules;
  PentoChallengeSpec spec;
  g_autoptr(GError) error = NULL;

  for (guint b = 0; b < 10; b++)
    for (guint i = 0; i < 6; i++)
      {
        const char *board = b < 6 ? pento_challenge_get_boards ()[b] :
                            pento_challenge_get_one_sided_boards ()[b - 6];
        g_autoptr(PentoChallenge) challenge = NULL;
        g_autoptr(PentoPosition) position = NULL;
        PentoRating rating;
        guint removed = 0;

        /* the one-sided rectangles through the rater's wide words */
        pento_rules_init_default (&rules);
        rules.pieces = pento_challenge_board_pieces (board);
        g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_FINISH,
                                                  PENTO_LEVEL_EASY, board, i, NULL));
        challenge = pento_challenge_generate (&spec, NULL, &error);
        g_assert_no_error (error);
        /* take one or two more pieces off: many completions */
        position = pento_position_ref (challenge->position);
        for (PentoPiece p = 0; p < PENTO_N_SET_PIECES && removed <= i % 2; p++)
          if (pento_position_get_placed (position) & (1u << p) &&
              pento_position_get_n_placed (position) > 3)
            {
              PentoPosition *next = pento_position_remove (position, p);

              pento_position_unref (position);
              position = next;
              removed++;
            }
        g_assert_true (pento_position_rate (position, &rules, NULL, &rating, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (rating.completions, ==, engine_completions (position, rules.pieces));
        g_assert_cmpuint (rating.rating, ==, rating.placements / MAX (rating.completions, 1));
        g_assert_cmpuint (rating.guesses, <=, rating.placements);
      }

  /* a whole board: its count in tests/published-counts.md */
  pento_rules_init_default (&rules);
  {
    g_autoptr(PentoBoard) board = pento_board_new_preset ("20x3", NULL);
    g_autoptr(PentoPosition) empty = pento_position_new (board);
    PentoRating rating;

    g_assert_true (pento_position_rate (empty, &rules, NULL, &rating, &error));
    g_assert_cmpuint (rating.completions, ==, 8);
  }

  /* a position without completion: rated, none found */
  {
    g_autoptr(PentoPosition) dead =
      pento_position_new_from_text ("#X########\nXXX#######\n#X########\n##########\n"
                                    "##########\n##########\n", &rules, &error);
    PentoRating rating;

    g_assert_no_error (error);
    g_assert_true (pento_position_rate (dead, &rules, NULL, &rating, &error));
    g_assert_cmpuint (rating.completions, ==, 0);
  }
}

static void
test_cancel_and_ladder (void)
{
  PentoChallengeSpec spec;
  PentoCancel cancel = PENTO_CANCEL_INIT;
  g_autoptr(GError) error = NULL;
  g_autoptr(PentoChallenge) challenge = NULL;

  /* cancelled at once: no challenge, the error says so */
  g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_FINISH, PENTO_LEVEL_EXPERT,
                                            "10x6", 5, NULL));
  pento_cancel_cancel (&cancel);
  challenge = pento_challenge_generate (&spec, &cancel, &error);
  g_assert_null (challenge);
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_CANCELLED);

  /* a ladder's level above its rung's top is refused */
  g_clear_error (&error);
  g_assert_false (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_LADDER, PENTO_LEVEL_EXPERT,
                                             "3x5", 5, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_BOARD);
  /* a set that does not fit its rung, or goes with Finish the board */
  g_clear_error (&error);
  g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_LADDER, PENTO_LEVEL_EASY,
                                            "7x5", 5, NULL));
  g_assert_false (pento_challenge_spec_set_pieces (&spec, 0x3f, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (pento_challenge_spec_set_pieces (&spec, 0x7f | (1u << PENTO_PIECE_O),
                                                   &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
  /* a set of seven that packs no 7x5 (I, X and five more that cannot wall them in): refused
   * when named, and by generation when the spec names it all the same */
  g_clear_error (&error);
  {
    PentoPieceSet set;

    g_assert_true (pento_piece_set_parse ("ITUVWXZ", &set, NULL));
    g_assert_false (pento_challenge_spec_set_pieces (&spec, set, &error));
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "ITUVWXZ do not pack the rung 7x5"));
    g_clear_error (&error);
    spec.pieces = set;
    challenge = pento_challenge_generate (&spec, NULL, &error);
    g_assert_null (challenge);
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
  }
  /* a set that packs 4x5 but reaches Easy only, asked for Medium: refused at once, naming
   * Easy, by the spec and by generation */
  g_clear_error (&error);
  {
    PentoPieceSet set;
    PentoLevel top;

    g_assert_true (pento_piece_set_parse ("FIPU", &set, NULL));
    g_assert_true (pento_challenge_ladder_set_top_level (set, &top));
    g_assert_cmpint (top, ==, PENTO_LEVEL_EASY);
    g_assert_true (pento_challenge_spec_init (&spec, PENTO_CHALLENGE_LADDER,
                                              PENTO_LEVEL_MEDIUM, "4x5", 1, NULL));
    g_assert_false (pento_challenge_spec_set_pieces (&spec, set, &error));
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "FIPU reach Easy at most on the rung 4x5"));
    g_clear_error (&error);
    spec.pieces = set;
    challenge = pento_challenge_generate (&spec, NULL, &error);
    g_assert_null (challenge);
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "Easy"));
  }
}

/* The rungs the ladder-set tests take at a time (tests/meson.build runs each alone). */
static const char * const ladder_rungs[] = { "3-7", "8-9", "10-12" };

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/challenge/basic/codes", test_codes);
  g_test_add_func ("/challenge/basic/levels", test_levels);
  g_test_add_func ("/challenge/basic/daily", test_daily);
  g_test_add_func ("/challenge/basic/rating-counts", test_rating_counts);
  g_test_add_func ("/challenge/basic/cancel-and-ladder", test_cancel_and_ladder);
  g_test_add_func ("/challenge/ladder", test_ladder);
  /* every ladder set at every level, and the table's tops, a few rungs a test */
  for (guint k = 0; k < G_N_ELEMENTS (ladder_rungs); k++)
    {
      g_autofree char *sets = g_strconcat ("/challenge/ladder-sets/", ladder_rungs[k], NULL);
      g_autofree char *tops = g_strconcat ("/challenge/ladder-tops/", ladder_rungs[k], NULL);

      g_test_add_data_func (sets, ladder_rungs[k], test_ladder_sets);
      g_test_add_data_func (tops, ladder_rungs[k], test_ladder_tops);
    }
  /* one test a board, so that they run side by side */
  for (guint k = 0; k < 2; k++)
    {
      const char * const *boards = k == 0 ? pento_challenge_get_boards () :
                                   pento_challenge_get_one_sided_boards ();

      /* (-p /challenge/many/BOARD runs both halves, -p …/BOARD/2 the second alone) */
      for (guint b = 0; boards[b] != NULL; b++)
        for (guint half = 0; half < 2; half++)
          {
            g_autofree char *path = g_strdup_printf ("/challenge/many/%s/%u", boards[b],
                                                     half + 1);
            ManyPart *part = g_new (ManyPart, 1);

            part->board = boards[b];
            part->half = half;
            g_test_add_data_func_full (path, part, test_many, g_free);
          }
    }

  return g_test_run ();
}
