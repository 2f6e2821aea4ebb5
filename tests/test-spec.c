/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-spec.c: the board and the piece set kept agreeing (pento_spec_reconcile()): each rule by
 * its cases, then every board of the chooser against sets named, chosen and random, compared
 * with a plain reading of the rules written here from scratch — cells counted from the board's
 * name and from the set's letters, the boards that come with a set in a table of their own.
 */
#include <stdio.h>
#include <string.h>

#include "pento-core.h"
#include "pento-spec.h"

/* The boards that come with a set, as the chooser offers them: read from the rules, not from
 * the engine's table. */
static const struct {
  const char *board;
  const char *pieces;
} own_sets[] = {
  { "30x3", "one-sided" },
  { "18x5", "one-sided" },
  { "15x6", "one-sided" },
  { "10x9", "one-sided" },
  { "5x3", "PUY" },
  { "5x4", "LPUY" },
  { "5x5", "ILPUY" },
  { "5x6", "LNPTUY" },
  { "5x7", "FLNPTUY" },
  { "5x8", "FLNPTUVY" },
  { "5x9", "FLNPTUVWY" },
  { "5x10", "FILNPTUVWY" },
  { "5x11", "FILNPTUVWYZ" },
  { "5x12", "FILNPTUVWXYZ" },
};

static const char *const boxes[] = { "3x4x5", "2x5x6", "2x3x10" };

/* The plain reading: a set's cells from its letters, five a pentomino and four the square;
 * -1 for no set named. */
static int
plain_set_cells (const char *words)
{
  int cells = 0;

  if (*words == '\0')
    return -1;
  if (g_str_equal (words, "one-sided"))
    return 18 * 5;
  for (const char *p = words; *p; p++)
    cells += *p == 'O' ? 4 : 5;
  return cells;
}

static gboolean
plain_one_sided (const char *words)
{
  if (g_str_equal (words, "one-sided"))
    return TRUE;
  for (const char *p = words; *p; p++)
    if (g_ascii_islower (*p))
      return TRUE;
  return FALSE;
}

static gboolean
plain_is_box (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    if (g_str_equal (boxes[i], id))
      return TRUE;
  return FALSE;
}

/* A board's cells from its name alone; -1 for a name the chooser does not know. */
static int
plain_board_cells (const char *id)
{
  unsigned w, h;
  char tail;

  if (g_str_equal (id, "8x8-hole"))
    return 60;
  if (g_str_equal (id, "8x8-tetromino"))
    return 64;
  if (plain_is_box (id))
    return 60;
  /* "WxH", no leading zero, each side at most 64 */
  if (sscanf (id, "%ux%u%c", &w, &h, &tail) == 2 && w > 0 && h > 0 && w <= 64 && h <= 64 &&
      id[0] != '0' && strchr (id, 'x')[1] != '0')
    return (int) (w * h);
  return -1;
}

static const char *
plain_own_set (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (own_sets); i++)
    if (g_str_equal (own_sets[i].board, id))
      return own_sets[i].pieces;
  return NULL;
}

/* Whether a board of @cells (a box or not) is played with @words as it is. */
static gboolean
plain_takes (int         cells,
             gboolean    is_box,
             const char *words)
{
  if (cells < 0)
    return FALSE;
  if (is_box && *words != '\0' && !g_str_equal (words, "FILNPTUVWXYZ"))
    return FALSE;
  if (*words == '\0')
    return cells == 60 || cells == 64;
  return cells == plain_set_cells (words);
}

/* The board a chosen set brings: its own, the classic ones, one of its size and sidedness,
 * the rectangle five wide; NULL when none. */
static char *
plain_board_for (const char *words)
{
  int cells = plain_set_cells (words);

  for (guint i = 0; i < G_N_ELEMENTS (own_sets); i++)
    if (g_str_equal (own_sets[i].pieces, words))
      return g_strdup (own_sets[i].board);
  if (*words == '\0' || g_str_equal (words, "FILNPTUVWXYZ"))
    return g_strdup ("10x6");
  if (g_str_equal (words, "FILNPTUVWXYZO"))
    return g_strdup ("8x8-tetromino");
  for (guint i = 0; i < G_N_ELEMENTS (own_sets); i++)
    if (plain_set_cells (own_sets[i].pieces) == cells &&
        plain_one_sided (own_sets[i].pieces) == plain_one_sided (words))
      return g_strdup (own_sets[i].board);
  return cells % 5 == 0 ? g_strdup_printf ("5x%d", cells / 5) : NULL;
}

/* --- the request and its outcome --- */

static char *
words_of (PentoPieceSet set)
{
  return set == PENTO_PIECE_SET_DEFAULT ? g_strdup ("") : pento_piece_set_to_string (set);
}

static PentoPieceSet
set_of (const char *words)
{
  PentoPieceSet set = PENTO_PIECE_SET_DEFAULT;

  if (*words != '\0')
    g_assert_true (pento_piece_set_parse (words, &set, NULL));
  return set;
}

/* Reconciles @id with @words: the outcome in @out, or FALSE with @error. */
static gboolean
reconcile (const char  *id,
           const char  *words,
           gboolean     chosen,
           PentoSpec   *out,
           GError     **error)
{
  PentoSpecRequest request = { 0 };

  request.board_id = id;
  request.set = set_of (words);
  request.set_chosen = chosen;
  return pento_spec_reconcile (&request, out, error);
}

/* The outcome holds together: its board has its set's cells, a box is a box of 60. */
static void
assert_consistent (const PentoSpec *spec)
{
  g_autofree char *words = words_of (spec->set);
  guint cells;

  g_assert_nonnull (spec->board);
  g_assert_nonnull (spec->board_id);
  cells = pento_board_get_n_cells (spec->board);
  if (spec->set == PENTO_PIECE_SET_DEFAULT)
    g_assert_true (cells == 60 || cells == 64);
  else
    g_assert_cmpint ((int) cells, ==, plain_set_cells (words));
  if (!spec->is_box)
    {
      /* a board of the chooser, saved boards aside, has the cells its name says */
      if (plain_board_cells (spec->board_id) >= 0)
        g_assert_cmpint ((int) cells, ==, plain_board_cells (spec->board_id));
      return;
    }
  g_assert_true (plain_is_box (spec->board_id));
  g_assert_cmpuint (spec->box.width * spec->box.height * spec->box.depth, ==, 60);
  g_assert_cmpuint (pento_board_get_width (spec->board), ==, spec->box.width * spec->box.depth);
  g_assert_cmpuint (pento_board_get_height (spec->board), ==, spec->box.height);
  g_assert_true (spec->set == PENTO_PIECE_SET_DEFAULT || spec->set == PENTO_PIECE_SET_TWELVE);
  g_assert_null (spec->reason);
}

static void
assert_outcome (const char     *id,
                const char     *words,
                gboolean        chosen,
                const char     *want_id,
                const char     *want_words,
                PentoSpecFixed  want_fixed)
{
  g_autoptr(GError) error = NULL;
  g_auto(PentoSpec) spec = { 0 };
  g_autofree char *got_words = NULL;

  g_assert_true (reconcile (id, words, chosen, &spec, &error));
  g_assert_no_error (error);
  got_words = words_of (spec.set);
  g_assert_cmpstr (spec.board_id, ==, want_id);
  g_assert_cmpstr (got_words, ==, want_words);
  g_assert_cmpuint (spec.fixed, ==, want_fixed);
  g_assert_true ((spec.reason != NULL) == !!(want_fixed & PENTO_SPEC_FIXED_FALLBACK));
  assert_consistent (&spec);
}

/* A request and the outcome it must have. */
typedef struct {
  const char     *id;
  const char     *words;
  gboolean        chosen;
  const char     *want_id;
  const char     *want_words;
  PentoSpecFixed  want_fixed;
} Case;

static void
assert_cases (const Case *cases,
              guint       n)
{
  for (guint i = 0; i < n; i++)
    assert_outcome (cases[i].id, cases[i].words, cases[i].chosen, cases[i].want_id,
                    cases[i].want_words, cases[i].want_fixed);
}

static void
assert_refused (const char *id,
                const char *words)
{
  g_autoptr(GError) error = NULL;
  g_auto(PentoSpec) spec = { 0 };

  g_assert_false (reconcile (id, words, TRUE, &spec, &error));
  g_assert_error (error, PENTO_ERROR, PENTO_ERROR_RULES);
  g_assert_nonnull (strstr (error->message, "No board here takes the pieces"));
  g_assert_null (spec.board);
  g_assert_null (spec.board_id);
}

/* --- each rule --- */

/* A board and a set that agree are kept as they are, whichever was changed. */
static void
test_agreeing (void)
{
  const char *classic[] = { "10x6", "12x5", "15x4", "20x3", "6x10", "8x8-hole", "8x8-tetromino" };
  const Case more[] = {
    /* the twelve named on the boards of 60 cells; any six pieces on the rung of six */
    { "12x5", "FILNPTUVWXYZ", TRUE, "12x5", "FILNPTUVWXYZ", PENTO_SPEC_FIXED_NONE },
    { "8x8-hole", "FILNPTUVWXYZ", FALSE, "8x8-hole", "FILNPTUVWXYZ", PENTO_SPEC_FIXED_NONE },
    { "5x6", "FILNPT", TRUE, "5x6", "FILNPT", PENTO_SPEC_FIXED_NONE },
    /* a rectangle no chooser lists, played with a set of its size */
    { "8x5", "FLNPTUVY", FALSE, "8x5", "FLNPTUVY", PENTO_SPEC_FIXED_NONE },
    { "9x10", "one-sided", FALSE, "9x10", "one-sided", PENTO_SPEC_FIXED_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (classic); i++)
    for (guint chosen = 0; chosen < 2; chosen++)
      assert_outcome (classic[i], "", chosen, classic[i], "", PENTO_SPEC_FIXED_NONE);
  for (guint i = 0; i < G_N_ELEMENTS (own_sets); i++)
    for (guint chosen = 0; chosen < 2; chosen++)
      assert_outcome (own_sets[i].board, own_sets[i].pieces, chosen, own_sets[i].board,
                      own_sets[i].pieces, PENTO_SPEC_FIXED_NONE);
  assert_cases (more, G_N_ELEMENTS (more));
}

/* A set chosen that the board does not take brings a board that does. */
static void
test_set_brings_board (void)
{
  const Case cases[] = {
    { "10x6", "one-sided", TRUE, "30x3", "one-sided", PENTO_SPEC_FIXED_BOARD },
    { "10x6", "FLNPTUVY", TRUE, "5x8", "FLNPTUVY", PENTO_SPEC_FIXED_BOARD },
    /* eight other pieces: the rung of eight, which takes any eight */
    { "10x6", "FILNPTUV", TRUE, "5x8", "FILNPTUV", PENTO_SPEC_FIXED_BOARD },
    { "30x3", "", TRUE, "10x6", "", PENTO_SPEC_FIXED_BOARD },
    /* the twelve named are the rung of twelve's set, which comes first */
    { "5x8", "FILNPTUVWXYZ", TRUE, "5x12", "FILNPTUVWXYZ", PENTO_SPEC_FIXED_BOARD },
    { "8x8-tetromino", "FILNPTUVWXYZ", TRUE, "5x12", "FILNPTUVWXYZ", PENTO_SPEC_FIXED_BOARD },
    /* sets that fit no board of the chooser: the rectangle five wide */
    { "10x6", "PU", TRUE, "5x2", "PU", PENTO_SPEC_FIXED_BOARD },
    { "10x6", "X", TRUE, "5x1", "X", PENTO_SPEC_FIXED_BOARD },
    { "10x6", "FfLl", TRUE, "5x4", "FfLl", PENTO_SPEC_FIXED_BOARD },
    { "10x6", "FfLlNnPpTUVYyZz", TRUE, "5x15", "FfLlNnPpTUVYyZz", PENTO_SPEC_FIXED_BOARD },
    /* twelve one-sided pieces: no board of their cells comes with a one-sided set */
    { "30x3", "FfLlNnPpYyZz", TRUE, "5x12", "FfLlNnPpYyZz", PENTO_SPEC_FIXED_BOARD },
  };

  assert_cases (cases, G_N_ELEMENTS (cases));
}

/* A board chosen that the set does not fit brings the set it comes with, or the twelve. */
static void
test_board_brings_set (void)
{
  const Case cases[] = {
    { "10x6", "one-sided", FALSE, "10x6", "", PENTO_SPEC_FIXED_PIECES },
    { "8x8-tetromino", "FILNPTUVWXYZ", FALSE, "8x8-tetromino", "", PENTO_SPEC_FIXED_PIECES },
    { "5x8", "PUY", FALSE, "5x8", "FLNPTUVY", PENTO_SPEC_FIXED_PIECES },
    { "18x5", "FLNPTUVY", FALSE, "18x5", "one-sided", PENTO_SPEC_FIXED_PIECES },
    { "12x5", "PUY", FALSE, "12x5", "", PENTO_SPEC_FIXED_PIECES },
  };

  assert_cases (cases, G_N_ELEMENTS (cases));
}

/* No set named on a board that comes with one: its set. */
static void
test_board_own_set (void)
{
  const Case cases[] = {
    { "30x3", "", FALSE, "30x3", "one-sided", PENTO_SPEC_FIXED_PIECES },
    { "10x9", "", FALSE, "10x9", "one-sided", PENTO_SPEC_FIXED_PIECES },
    { "5x8", "", FALSE, "5x8", "FLNPTUVY", PENTO_SPEC_FIXED_PIECES },
  };

  assert_cases (cases, G_N_ELEMENTS (cases));
}

/* The ladder's rungs 5 × 3 … 5 × 12, one piece more at each: each brings its set and is
 * brought by it; the rung of twelve takes the twelve, named or not. */
static void
test_ladder (void)
{
  for (guint n = 3; n <= 12; n++)
    {
      g_autofree char *id = g_strdup_printf ("5x%u", n);
      const char *own = plain_own_set (id);

      g_assert_nonnull (own);
      g_assert_cmpint (plain_set_cells (own), ==, (int) n * 5);
      /* no set named on the rung of twelve is the twelve already */
      if (n < 12)
        assert_outcome (id, "", FALSE, id, own, PENTO_SPEC_FIXED_PIECES);
      else
        assert_outcome (id, "", FALSE, id, "", PENTO_SPEC_FIXED_NONE);
      assert_outcome ("10x6", own, TRUE, n == 12 ? "10x6" : id, own,
                      n == 12 ? PENTO_SPEC_FIXED_NONE : PENTO_SPEC_FIXED_BOARD);
      assert_outcome ("30x3", own, TRUE, id, own, PENTO_SPEC_FIXED_BOARD);
      assert_outcome (id, "one-sided", FALSE, id, own, PENTO_SPEC_FIXED_PIECES);
      if (n < 12)
        assert_outcome (id, "FILNPTUVWXYZ", FALSE, id, own, PENTO_SPEC_FIXED_PIECES);
      else
        assert_outcome (id, "FILNPTUVWXYZ", FALSE, id, "FILNPTUVWXYZ", PENTO_SPEC_FIXED_NONE);
    }
  /* a rung's set on a rung of another length: that rung's own */
  assert_outcome ("5x4", "PUY", FALSE, "5x4", "LPUY", PENTO_SPEC_FIXED_PIECES);
  /* the other way round, "3x5" is a rectangle of 15, not a rung: no set of its own */
  assert_outcome ("3x5", "PUY", FALSE, "3x5", "PUY", PENTO_SPEC_FIXED_NONE);
  assert_outcome ("3x5", "", FALSE, "10x6", "",
                  PENTO_SPEC_FIXED_BOARD | PENTO_SPEC_FIXED_PIECES | PENTO_SPEC_FIXED_FALLBACK);
}

/* A box takes the twelve alone, as flat pentacubes: another set named brings the twelve and
 * keeps the box; another set chosen brings that set's flat board. */
static void
test_boxes (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    {
      g_autoptr(GError) error = NULL;
      g_auto(PentoSpec) spec = { 0 };

      assert_outcome (boxes[i], "", FALSE, boxes[i], "", PENTO_SPEC_FIXED_NONE);
      assert_outcome (boxes[i], "FILNPTUVWXYZ", TRUE, boxes[i], "FILNPTUVWXYZ",
                      PENTO_SPEC_FIXED_NONE);
      assert_outcome (boxes[i], "one-sided", FALSE, boxes[i], "", PENTO_SPEC_FIXED_PIECES);
      assert_outcome (boxes[i], "FILNPTUVWXYZO", FALSE, boxes[i], "", PENTO_SPEC_FIXED_PIECES);
      assert_outcome (boxes[i], "LNPTUY", FALSE, boxes[i], "", PENTO_SPEC_FIXED_PIECES);
      assert_outcome (boxes[i], "one-sided", TRUE, "30x3", "one-sided", PENTO_SPEC_FIXED_BOARD);
      assert_outcome (boxes[i], "LNPTUY", TRUE, "5x6", "LNPTUY", PENTO_SPEC_FIXED_BOARD);

      g_assert_true (reconcile (boxes[i], "", FALSE, &spec, &error));
      g_assert_true (spec.is_box);
      {
        g_autofree char *again = g_strdup_printf ("%ux%ux%u", spec.box.width, spec.box.height,
                                                  spec.box.depth);

        g_assert_cmpstr (again, ==, boxes[i]);
      }
    }
  /* the outcome of a box chosen away from is no box */
  {
    g_auto(PentoSpec) spec = { 0 };

    g_assert_true (reconcile ("3x4x5", "PUY", TRUE, &spec, NULL));
    g_assert_false (spec.is_box);
    g_assert_cmpuint (spec.box.width, ==, 0);
  }
  /* a box of 60 cells that the chooser does not offer is no board */
  assert_outcome ("1x6x10", "", FALSE, "10x6", "",
                  PENTO_SPEC_FIXED_BOARD | PENTO_SPEC_FIXED_PIECES | PENTO_SPEC_FIXED_FALLBACK);
}

/* The square: the twelve and the square bring 8 × 8 with the tetromino; a smaller set with
 * the square covers no rectangle five wide and no board takes it. */
static void
test_square (void)
{
  const Case cases[] = {
    { "10x6", "FILNPTUVWXYZO", TRUE, "8x8-tetromino", "FILNPTUVWXYZO", PENTO_SPEC_FIXED_BOARD },
    { "8x8-tetromino", "FILNPTUVWXYZO", TRUE, "8x8-tetromino", "FILNPTUVWXYZO",
      PENTO_SPEC_FIXED_NONE },
    { "8x8-tetromino", "", FALSE, "8x8-tetromino", "", PENTO_SPEC_FIXED_NONE },
    { "8x8-hole", "FILNPTUVWXYZO", FALSE, "8x8-hole", "", PENTO_SPEC_FIXED_PIECES },
    /* named, not chosen, a smaller set with the square gives way to the board's */
    { "10x6", "PUYO", FALSE, "10x6", "", PENTO_SPEC_FIXED_PIECES },
    { "5x3", "PUYO", FALSE, "5x3", "PUY", PENTO_SPEC_FIXED_PIECES },
  };

  assert_cases (cases, G_N_ELEMENTS (cases));
  assert_refused ("10x6", "PUYO");
  assert_refused ("8x8-tetromino", "FLNPTUVYO");
  assert_refused ("30x3", "FfLlNnPpYyZzTUVWXIO");
}

/* A board that cannot be had brings 10 × 6 and the twelve, and says why. */
static void
test_fallback (void)
{
  const PentoSpecFixed all = PENTO_SPEC_FIXED_BOARD | PENTO_SPEC_FIXED_PIECES |
                             PENTO_SPEC_FIXED_FALLBACK;
  struct {
    const char *id;
    const char *words;
    const char *reason;
  } cases[] = {
    { "nonsense", "", "Unknown board “nonsense”" },
    { "", "", "Unknown board “”" },
    { "05x12", "", "Unknown board “05x12”" },
    { "/tmp/10x6", "", "Unknown board “/tmp/10x6”" },
    { "7x9", "", "63 cells" },
    { "7x9", "one-sided", "63 cells" },
    { "70x1", "", "too large" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(PentoSpec) spec = { 0 };

      assert_outcome (cases[i].id, cases[i].words, FALSE, "10x6", "", all);
      g_assert_true (reconcile (cases[i].id, cases[i].words, FALSE, &spec, NULL));
      g_assert_error (spec.reason, PENTO_ERROR, PENTO_ERROR_BOARD);
      g_test_message ("%s: %s", cases[i].id, spec.reason->message);
      g_assert_nonnull (strstr (spec.reason->message, cases[i].reason));
    }
  /* a set chosen on a board that cannot be had brings the set's board, not 10 × 6 */
  assert_outcome ("nonsense", "one-sided", TRUE, "30x3", "one-sided", PENTO_SPEC_FIXED_BOARD);
}

/* --- saved boards, which the caller reads --- */

/* A board of @cells cells, a rectangle five wide with the last cells holes, or of 64. */
static PentoBoard *
saved_board (guint         cells,
             PentoPieceSet set)
{
  guint rows = (cells + 4) / 5;
  g_autoptr(GString) text = g_string_new ("; a board drawn by hand\n");
  g_autoptr(GError) error = NULL;
  PentoBoard *board;

  for (guint y = 0; y < rows; y++)
    {
      for (guint x = 0; x < 5; x++)
        g_string_append_c (text, y * 5 + x < cells ? '#' : '.');
      g_string_append_c (text, '\n');
    }
  board = pento_board_new_from_text_for_set (text->str, set, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pento_board_get_n_cells (board), ==, cells);
  return board;
}

static void
assert_saved (PentoBoard     *board,
              const char     *drawn_for,
              const char     *words,
              gboolean        chosen,
              const char     *want_id,
              const char     *want_words,
              PentoSpecFixed  want_fixed)
{
  PentoSpecRequest request = { 0 };
  g_auto(PentoSpec) spec = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *got_words = NULL;

  request.board_id = "custom:drawn";
  request.set = set_of (words);
  request.set_chosen = chosen;
  request.saved = TRUE;
  request.saved_board = board;
  request.saved_set = set_of (drawn_for);
  g_assert_true (pento_spec_reconcile (&request, &spec, &error));
  g_assert_no_error (error);
  got_words = words_of (spec.set);
  g_assert_cmpstr (spec.board_id, ==, want_id);
  g_assert_cmpstr (got_words, ==, want_words);
  g_assert_cmpuint (spec.fixed, ==, want_fixed);
  g_assert_false (spec.is_box);
  assert_consistent (&spec);
  /* the saved board itself, not a copy read again */
  if (g_str_equal (want_id, "custom:drawn"))
    g_assert_true (spec.board == board);
}

static void
test_saved (void)
{
  const PentoSpecFixed all = PENTO_SPEC_FIXED_BOARD | PENTO_SPEC_FIXED_PIECES |
                             PENTO_SPEC_FIXED_FALLBACK;
  g_autoptr(PentoBoard) sixty = saved_board (60, PENTO_PIECE_SET_DEFAULT);
  g_autoptr(PentoBoard) ninety = saved_board (90, PENTO_PIECE_SET_ONE_SIDED);
  g_autoptr(PentoBoard) fifteen = saved_board (15, set_of ("PUY"));
  g_autoptr(PentoBoard) odd = saved_board (45, set_of ("FLNPTUVWY"));

  /* drawn for the twelve */
  assert_saved (sixty, "", "", FALSE, "custom:drawn", "", PENTO_SPEC_FIXED_NONE);
  assert_saved (sixty, "", "one-sided", FALSE, "custom:drawn", "", PENTO_SPEC_FIXED_PIECES);
  assert_saved (sixty, "", "one-sided", TRUE, "30x3", "one-sided", PENTO_SPEC_FIXED_BOARD);
  assert_saved (sixty, "", "FILNPTUVWXYZ", TRUE, "custom:drawn", "FILNPTUVWXYZ",
                PENTO_SPEC_FIXED_NONE);
  /* drawn for a set: that set comes with it */
  assert_saved (ninety, "one-sided", "", FALSE, "custom:drawn", "one-sided",
                PENTO_SPEC_FIXED_PIECES);
  assert_saved (ninety, "one-sided", "one-sided", FALSE, "custom:drawn", "one-sided",
                PENTO_SPEC_FIXED_NONE);
  assert_saved (ninety, "one-sided", "PUY", FALSE, "custom:drawn", "one-sided",
                PENTO_SPEC_FIXED_PIECES);
  assert_saved (fifteen, "PUY", "FLNPTUVY", FALSE, "custom:drawn", "PUY",
                PENTO_SPEC_FIXED_PIECES);
  /* any set of its cells is played on it, the one it was drawn for or not */
  assert_saved (fifteen, "PUY", "ILX", FALSE, "custom:drawn", "ILX", PENTO_SPEC_FIXED_NONE);
  assert_saved (fifteen, "PUY", "ILX", TRUE, "custom:drawn", "ILX", PENTO_SPEC_FIXED_NONE);
  assert_saved (fifteen, "PUY", "LPUY", TRUE, "5x4", "LPUY", PENTO_SPEC_FIXED_BOARD);
  /* drawn for no set, with cells the twelve do not cover: nothing to play on it */
  {
    g_autoptr(PentoBoard) plain_45 = saved_board (45, set_of ("FLNPTUVWY"));

    assert_saved (plain_45, "", "", FALSE, "10x6", "", all);
    assert_saved (odd, "FLNPTUVWY", "", FALSE, "custom:drawn", "FLNPTUVWY",
                  PENTO_SPEC_FIXED_PIECES);
  }
}

/* A saved board that could not be read: 10 × 6, and the reader's own reason. */
static void
test_saved_unreadable (void)
{
  g_autoptr(GError) gone = g_error_new_literal (G_FILE_ERROR, G_FILE_ERROR_NOENT,
                                                "drawn.txt: No such file or directory");
  PentoSpecRequest request = { 0 };

  for (guint with_set = 0; with_set < 2; with_set++)
    {
      g_auto(PentoSpec) spec = { 0 };

      request.board_id = "custom:drawn";
      request.set = with_set ? PENTO_PIECE_SET_ONE_SIDED : PENTO_PIECE_SET_DEFAULT;
      request.saved = TRUE;
      request.saved_error = gone;
      g_assert_true (pento_spec_reconcile (&request, &spec, NULL));
      g_assert_cmpstr (spec.board_id, ==, "10x6");
      g_assert_cmpuint (spec.set, ==, PENTO_PIECE_SET_DEFAULT);
      g_assert_cmpuint (spec.fixed, ==, PENTO_SPEC_FIXED_BOARD | PENTO_SPEC_FIXED_PIECES |
                                        PENTO_SPEC_FIXED_FALLBACK);
      g_assert_error (spec.reason, G_FILE_ERROR, G_FILE_ERROR_NOENT);
      g_assert_cmpstr (spec.reason->message, ==, gone->message);
    }
  /* chosen, the set brings its board whatever became of the saved one */
  {
    g_auto(PentoSpec) spec = { 0 };

    request.set = PENTO_PIECE_SET_ONE_SIDED;
    request.set_chosen = TRUE;
    g_assert_true (pento_spec_reconcile (&request, &spec, NULL));
    g_assert_cmpstr (spec.board_id, ==, "30x3");
    g_assert_null (spec.reason);
  }
}

/* --- every board against many sets, by the plain reading --- */

static void
check_plain (const char *id,
             const char *words,
             gboolean    chosen)
{
  g_autoptr(GError) error = NULL;
  g_auto(PentoSpec) spec = { 0 };
  g_autofree char *got = NULL;
  g_autofree char *brought = NULL;
  int cells = plain_board_cells (id);
  gboolean ok;

  ok = reconcile (id, words, chosen, &spec, &error);
  if (plain_takes (cells, plain_is_box (id), words))
    {
      g_assert_true (ok);
      g_assert_cmpstr (spec.board_id, ==, id);
      g_assert_cmpuint (spec.fixed, ==, PENTO_SPEC_FIXED_NONE);
      g_assert_cmpuint (spec.set, ==, set_of (words));
      g_assert_true (spec.is_box == plain_is_box (id));
      assert_consistent (&spec);
      return;
    }
  if (chosen)
    {
      brought = plain_board_for (words);
      if (brought == NULL || !plain_takes (plain_board_cells (brought), FALSE, words))
        {
          g_assert_false (ok);
          g_assert_error (error, PENTO_ERROR, PENTO_ERROR_RULES);
          return;
        }
      g_assert_true (ok);
      g_assert_cmpstr (spec.board_id, ==, brought);
      g_assert_cmpuint (spec.set, ==, set_of (words));
      g_assert_cmpuint (spec.fixed, ==, PENTO_SPEC_FIXED_BOARD);
      g_assert_false (spec.is_box);
      assert_consistent (&spec);
      return;
    }
  g_assert_true (ok);
  g_assert_no_error (error);
  assert_consistent (&spec);
  got = words_of (spec.set);
  {
    const char *own = plain_own_set (id);
    const char *want = *words != '\0' ? (own != NULL ? own : "") : own;

    if (want != NULL && plain_takes (cells, plain_is_box (id), want))
      {
        g_assert_cmpstr (spec.board_id, ==, id);
        g_assert_cmpstr (got, ==, want);
        g_assert_cmpuint (spec.fixed, ==, PENTO_SPEC_FIXED_PIECES);
        g_assert_true (spec.is_box == plain_is_box (id));
        return;
      }
  }
  g_assert_cmpstr (spec.board_id, ==, "10x6");
  g_assert_cmpstr (got, ==, "");
  g_assert_cmpuint (spec.fixed, ==, PENTO_SPEC_FIXED_BOARD | PENTO_SPEC_FIXED_PIECES |
                                    PENTO_SPEC_FIXED_FALLBACK);
  g_assert_nonnull (spec.reason);
}

static void
test_plain_reading (void)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) sets = g_ptr_array_new_with_free_func (g_free);
  const char *extra_ids[] = { "6x10", "8x8", "8x5", "3x5", "9x10", "7x9", "64x1", "1x6x10",
                              "nonsense", "05x3", "" };
  const char *extra_sets[] = { "", "FILNPTUVWXYZ", "FILNPTUVWXYZO", "PU", "X", "PUYO",
                               "FfLl", "FfLlNnPpYyZz", "FILNPTUV" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (44);
  guint checked = 0;

  for (const char * const *p = pento_board_get_preset_names (); *p; p++)
    g_ptr_array_add (ids, g_strdup (*p));
  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    g_ptr_array_add (ids, g_strdup (boxes[i]));
  for (guint i = 0; i < G_N_ELEMENTS (own_sets); i++)
    {
      g_ptr_array_add (ids, g_strdup (own_sets[i].board));
      g_ptr_array_add (sets, g_strdup (own_sets[i].pieces));
    }
  for (guint i = 0; i < G_N_ELEMENTS (extra_ids); i++)
    g_ptr_array_add (ids, g_strdup (extra_ids[i]));
  for (guint i = 0; i < G_N_ELEMENTS (extra_sets); i++)
    g_ptr_array_add (sets, g_strdup (extra_sets[i]));
  /* random sets of the eighteen one-sided pieces and the square, nine in ten two-sided */
  for (guint i = 0; i < 300; i++)
    {
      PentoPieceSet set = g_rand_int_range (rand, 1, 1 << 13);

      if (g_rand_int_range (rand, 0, 10) == 0)
        set |= (PentoPieceSet) g_rand_int_range (rand, 1, 1 << 6) << PENTO_PIECE_F_MIRROR;
      g_ptr_array_add (sets, pento_piece_set_to_string (set));
    }

  /* the engine's own table is the one written above */
  {
    guint n = 0;

    for (const PentoSetPreset *p = pento_piece_set_get_presets (); p->board; p++, n++)
      {
        PentoPieceSet set;

        g_assert_cmpuint (n, <, G_N_ELEMENTS (own_sets));
        g_assert_cmpstr (p->board, ==, own_sets[n].board);
        g_assert_true (pento_spec_get_board_set (p->board, &set));
        g_assert_cmpuint (set, ==, set_of (own_sets[n].pieces));
      }
    g_assert_cmpuint (n, ==, G_N_ELEMENTS (own_sets));
  }

  for (guint i = 0; i < ids->len; i++)
    for (guint j = 0; j < sets->len; j++)
      for (guint chosen = 0; chosen < 2; chosen++, checked++)
        check_plain (ids->pdata[i], sets->pdata[j], chosen);
  g_test_message ("%u requests checked against the plain reading", checked);
}

/* The helpers the chooser shares. */
static void
test_ids (void)
{
  const char *rectangles[] = { "10x6", "5x3", "1x1", "99x99", "30x3" };
  const char *not_rectangles[] = { "", "x", "10x", "x6", "05x3", "5x03", "100x1", "10x6x",
                                   "10x6 ", " 10x6", "10X6", "8x8-hole", "3x4x5", "0x5" };
  PentoPieceSet set;

  for (guint i = 0; i < G_N_ELEMENTS (rectangles); i++)
    g_assert_true (pento_spec_is_rectangle_id (rectangles[i]));
  for (guint i = 0; i < G_N_ELEMENTS (not_rectangles); i++)
    g_assert_false (pento_spec_is_rectangle_id (not_rectangles[i]));
  g_assert_null (pento_spec_find_set_preset ("10x6"));
  g_assert_cmpstr (pento_spec_find_set_preset ("5x8")->pieces, ==, "FLNPTUVY");
  g_assert_false (pento_spec_get_board_set ("10x6", &set));
  g_assert_false (pento_spec_get_board_set ("custom:30x3", &set));
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(PentoBoard) board = pento_spec_new_board ("custom:drawn", 0, &error);

    g_assert_null (board);
    g_assert_error (error, PENTO_ERROR, PENTO_ERROR_BOARD);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/spec/agreeing", test_agreeing);
  g_test_add_func ("/spec/set-brings-board", test_set_brings_board);
  g_test_add_func ("/spec/board-brings-set", test_board_brings_set);
  g_test_add_func ("/spec/board-own-set", test_board_own_set);
  g_test_add_func ("/spec/ladder", test_ladder);
  g_test_add_func ("/spec/boxes", test_boxes);
  g_test_add_func ("/spec/square", test_square);
  g_test_add_func ("/spec/fallback", test_fallback);
  g_test_add_func ("/spec/saved", test_saved);
  g_test_add_func ("/spec/saved-unreadable", test_saved_unreadable);
  g_test_add_func ("/spec/plain-reading", test_plain_reading);
  g_test_add_func ("/spec/ids", test_ids);

  return g_test_run ();
}
