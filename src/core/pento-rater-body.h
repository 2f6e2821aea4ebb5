/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-rater-body.h: the careful search of pento-rater.c in one word width. pento-rater.c
 * includes it twice: with a 64-bit word for the boards of up to 64 cells (its speed and its
 * order unchanged) and with PentoWord for the boards up to 128 cells (the one-sided set).
 *
 * Before including, define RATER_WORD (the cell set type), RATER_FN(name) (the name of this
 * width's copy), RATER_CTZ(w) and RATER_POPCOUNT(w).
 */

#define RATER_ONE ((RATER_WORD) 1)

typedef struct {
  RATER_WORD mask;
  guint8     piece;
} RATER_FN (Option);

typedef struct RATER_FN (State_) {
  guint            n_placements;
  RATER_WORD       near[sizeof (RATER_WORD) * 8];   /* each cell's neighbours */
  RATER_FN (Option) *all;                          /* the placements, sorted */
  RATER_FN (Option) *live;                         /* depth × n_placements: the options at
                                                    * each depth, copied, so that the loops
                                                    * read in order */
  RATER_WORD       chosen[PENTO_N_SET_PIECES];
} RATER_FN (State);

static RATER_FN (State) *
RATER_FN (state_new) (const PentoRater *rater)
{
  RATER_FN (State) *s = g_new0 (RATER_FN (State), 1);

  s->n_placements = rater->n_placements;
  for (guint c = 0; c < rater->n_cells; c++)
    s->near[c] = (RATER_WORD) rater->near[c];
  s->all = g_new (RATER_FN (Option), MAX (rater->n_placements, 1));
  for (guint i = 0; i < rater->n_placements; i++)
    {
      s->all[i].mask = (RATER_WORD) rater->placements[i].mask;
      s->all[i].piece = rater->placements[i].piece;
    }
  s->live = g_new (RATER_FN (Option),
                   (gsize) (pento_piece_set_n_pieces (rater->pieces) + 1) *
                   MAX (rater->n_placements, 1));
  return s;
}

static void
RATER_FN (state_free) (RATER_FN (State) *s)
{
  if (s == NULL)
    return;
  g_free (s->all);
  g_free (s->live);
  g_free (s);
}

/* Whether every walled-in region of @empty has a size the remaining pieces could fill: a
 * careful person sees a pocket of seven cells at once. */
static gboolean
RATER_FN (regions_fillable) (const RATER_FN (State) *s,
                             RATER_WORD              empty,
                             gboolean                have_o)
{
  RATER_WORD rest = empty;

  while (rest != 0)
    {
      RATER_WORD region = rest & -rest, frontier = region;
      guint size;

      while (frontier != 0)
        {
          RATER_WORD grow = 0;

          for (RATER_WORD b = frontier; b; b &= b - 1)
            grow |= s->near[RATER_CTZ (b)];
          frontier = grow & rest & ~region;
          region |= frontier;
        }
      rest &= ~region;
      size = RATER_POPCOUNT (region);
      if (size % 5 != 0 && !(have_o && size >= 4 && (size - 4) % 5 == 0))
        return FALSE;
    }
  return TRUE;
}

static void RATER_FN (search) (RATER_FN (State) *s, PentoRaterRun *run, guint depth,
                               guint n_live, RATER_WORD empty, guint remaining);

/* Places the option @k of this depth and searches on with the options left. */
static void
RATER_FN (descend) (RATER_FN (State) *s,
                    PentoRaterRun    *run,
                    guint             depth,
                    guint             n_live,
                    guint             k,
                    RATER_WORD        empty,
                    guint             remaining)
{
  const RATER_FN (Option) *live = s->live + (gsize) depth * s->n_placements;
  RATER_FN (Option) *next = s->live + (gsize) (depth + 1) * s->n_placements;
  RATER_WORD mask = live[k].mask;
  guint8 piece = live[k].piece;
  guint n_next = 0;

  run->placements++;
  if (stop_now (run))
    return;
  for (guint i = 0; i < n_live; i++)
    if ((live[i].mask & mask) == 0 && live[i].piece != piece)
      next[n_next++] = live[i];
  s->chosen[piece] = mask;
  RATER_FN (search) (s, run, depth + 1, n_next, empty & ~mask, remaining & ~(1u << piece));
}

static void
RATER_FN (search) (RATER_FN (State) *s,
                   PentoRaterRun    *run,
                   guint             depth,
                   guint             n_live,
                   RATER_WORD        empty,
                   guint             remaining)
{
  const RATER_FN (Option) *live = s->live + (gsize) depth * s->n_placements;
  RATER_WORD planes[N_PLANES] = { 0 };
  guint16 piece_count[PENTO_N_SET_PIECES] = { 0 };
  guint16 piece_last[PENTO_N_SET_PIECES];
  guint best_cell, best;
  guint16 options[1024];
  guint n_options = 0;

  if (remaining == 0)
    {
      if (run->completions++ == 0)
        for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
          run->first[p] = s->chosen[p];
      stop_now (run);
      return;
    }
  if (!RATER_FN (regions_fillable) (s, empty, (remaining & (1u << PENTO_PIECE_O)) != 0))
    return;

  /* each cell's number of options, bit-sliced: plane k holds bit k of every cell's count */
  for (guint i = 0; i < n_live; i++)
    {
      RATER_WORD carry = live[i].mask;

      piece_count[live[i].piece]++;
      piece_last[live[i].piece] = i;
      for (guint k = 0; carry != 0; k++)
        {
          RATER_WORD t = planes[k] & carry;

          planes[k] ^= carry;
          carry = t;
        }
    }
  /* the least count over the empty cells, from the top bit down; the first cell that has it */
  {
    RATER_WORD least = empty;

    best = 0;
    for (guint k = N_PLANES; k-- > 0;)
      {
        if ((least & ~planes[k]) != 0)
          least &= ~planes[k];
        else
          best |= 1u << k;
      }
    best_cell = RATER_CTZ (least);
  }
  if (best == 0)
    return;
  if (best == 1)
    {
      guint i = 0;

      /* the one placement that covers it */
      while (!(live[i].mask & (RATER_ONE << best_cell)))
        i++;
      RATER_FN (descend) (s, run, depth, n_live, i, empty, remaining);
      return;
    }
  /* a piece with no place ends the branch; one with one place is forced (the lowest first) */
  for (guint r = remaining; r != 0; r &= r - 1)
    {
      guint p = __builtin_ctz (r);

      if (piece_count[p] == 0)
        return;
      if (piece_count[p] == 1)
        {
          RATER_FN (descend) (s, run, depth, n_live, piece_last[p], empty, remaining);
          return;
        }
    }

  /* a guess: every option of the most constrained cell in turn */
  run->guesses++;
  for (guint i = 0; i < n_live && n_options < G_N_ELEMENTS (options); i++)
    if (live[i].mask & (RATER_ONE << best_cell))
      options[n_options++] = i;
  g_assert (n_options == best);
  if (run->rng != NULL)
    for (guint i = n_options - 1; i > 0; i--)
      {
        guint j = pento_rater_random_below (run->rng, i + 1);
        guint16 t = options[i];

        options[i] = options[j];
        options[j] = t;
      }
  for (guint i = 0; i < n_options && !run->stopped; i++)
    RATER_FN (descend) (s, run, depth, n_live, options[i], empty, remaining);
}

/* The search from @empty with @remaining pieces, the limits checked by the caller. */
static void
RATER_FN (start) (RATER_FN (State) *s,
                  PentoRaterRun    *run,
                  RATER_WORD        empty,
                  guint             remaining)
{
  RATER_FN (Option) *live = s->live;
  guint n_live = 0;

  memset (s->chosen, 0, sizeof s->chosen);
  for (guint i = 0; i < s->n_placements; i++)
    if ((remaining & (1u << s->all[i].piece)) && (s->all[i].mask & ~empty) == 0)
      live[n_live++] = s->all[i];
  RATER_FN (search) (s, run, 0, n_live, empty, remaining);
}

#undef RATER_ONE
