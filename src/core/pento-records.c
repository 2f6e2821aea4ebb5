/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-records.c: see pento-records.h.
 */
#include "pento-records.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "pento-error.h"
#include "pento-file.h"

/* a day of play, and more: a time past it is not a finish but damage */
#define MAX_MS (G_GUINT64_CONSTANT (1000) * 60 * 60 * 24 * 100)
#define MAX_WORDS 10

/* One board, set and rules of the collection: its packings' cells, in the order found. */
typedef struct {
  PentoPuzzleId id;
  guint         width;
  guint         height;
  GHashTable   *cells;     /* canonical cells → themselves */
  GPtrArray    *order;     /* the same strings, owned by @cells */
} Collected;

typedef struct {
  guint64 ms;
  guint   finishes;
} Earlier;

struct _PentoRecords {
  GHashTable *puzzles;     /* puzzle words → PentoPuzzleRecords */
  GHashTable *collection;  /* "BOARD SET RULES" → Collected */
  GHashTable *book;        /* book_key () → itself */
  Earlier     earlier[2][PENTO_N_LEVELS][2];
  guint32     daily_last;  /* the Julian day of the last daily finished, 0: none */
  guint       streak;
  guint       best_streak;
};

const char *
pento_finish_to_string (PentoFinish finish)
{
  static const char * const names[] = { "clean", "assisted", "shown" };

  g_return_val_if_fail (finish < PENTO_N_FINISHES, "clean");
  return names[finish];
}

/* --- Puzzles and their words -------------------------------------------------------------- */

void
pento_records_format_day (guint32 day,
                          char    buf[16])
{
  GDate date;

  g_date_clear (&date, 1);
  g_date_set_julian (&date, day);
  g_snprintf (buf, 16, "%04u-%02u-%02u", g_date_get_year (&date), g_date_get_month (&date),
              g_date_get_day (&date));
}

char *
pento_puzzle_id_format_set (const PentoPuzzleId *id)
{
  return id->pieces == PENTO_PIECE_SET_DEFAULT ? g_strdup ("twelve")
                                               : pento_piece_set_to_string (id->pieces);
}

void
pento_puzzle_id_format_rules (const PentoPuzzleId *id,
                              char                 buf[16])
{
  char letters[8];

  if (id->flip)
    {
      g_strlcpy (buf, "flip", 16);
      return;
    }
  pento_mirror_set_format (id->mirror, letters);
  g_snprintf (buf, 16, "mirror:%s", letters);
}

/* The words that name @id in the file, and the key it is kept under. */
static char *
puzzle_words (const PentoPuzzleId *id)
{
  g_autofree char *board = g_uri_escape_string (id->board, NULL, FALSE);
  char day[16], rules[16];

  switch (id->kind)
    {
    case PENTO_PUZZLE_FINISH:
      return g_strdup_printf ("finish %s %s", board, pento_level_to_string (id->level));
    case PENTO_PUZZLE_LADDER:
      return g_strdup_printf ("ladder %s %s", board, pento_level_to_string (id->level));
    case PENTO_PUZZLE_DAILY:
      pento_records_format_day (id->day, day);
      return g_strdup_printf ("daily %s", day);
    case PENTO_PUZZLE_FREE:
    default:
      {
        g_autofree char *set = pento_puzzle_id_format_set (id);

        pento_puzzle_id_format_rules (id, rules);
        return g_strdup_printf ("free %s %s %s", board, set, rules);
      }
    }
}

static void
normalize (PentoPuzzleId *id)
{
  if (id->kind != PENTO_PUZZLE_FINISH && id->kind != PENTO_PUZZLE_LADDER)
    id->level = 0;
  if (id->kind != PENTO_PUZZLE_DAILY)
    id->day = 0;
  if (id->kind != PENTO_PUZZLE_FREE)
    {
      id->pieces = PENTO_PIECE_SET_DEFAULT;
      id->flip = FALSE;
    }
  /* the one-sided set turns but never flips: its mirrored pieces are pieces of their own */
  if (id->kind == PENTO_PUZZLE_FREE && id->pieces == PENTO_PIECE_SET_ONE_SIDED)
    id->flip = FALSE;
  if (id->kind != PENTO_PUZZLE_FREE || id->flip || id->pieces == PENTO_PIECE_SET_ONE_SIDED)
    id->mirror = PENTO_MIRROR_NONE;
  if (id->kind == PENTO_PUZZLE_DAILY)
    id->board[0] = '\0';
}

void
pento_puzzle_id_for_challenge (PentoPuzzleId            *id,
                               const PentoChallengeSpec *spec,
                               const GDate              *daily)
{
  g_return_if_fail (id != NULL && spec != NULL);

  memset (id, 0, sizeof *id);
  if (daily != NULL && g_date_valid (daily))
    {
      id->kind = PENTO_PUZZLE_DAILY;
      id->day = g_date_get_julian (daily);
    }
  else
    {
      id->kind = spec->kind == PENTO_CHALLENGE_LADDER ? PENTO_PUZZLE_LADDER
                                                      : PENTO_PUZZLE_FINISH;
      g_strlcpy (id->board, spec->board, sizeof id->board);
      id->level = spec->level;
    }
  normalize (id);
}

void
pento_puzzle_id_for_free (PentoPuzzleId    *id,
                          const char       *board,
                          const PentoRules *rules)
{
  g_return_if_fail (id != NULL && board != NULL && rules != NULL);

  memset (id, 0, sizeof *id);
  id->kind = PENTO_PUZZLE_FREE;
  g_strlcpy (id->board, board, sizeof id->board);
  id->pieces = rules->pieces;
  id->flip = pento_rules_may_flip (rules);
  id->mirror = rules->mirror;
  normalize (id);
}

char *
pento_puzzle_id_describe (const PentoPuzzleId *id)
{
  g_autofree char *set = NULL;
  char buf[16];

  switch (id->kind)
    {
    case PENTO_PUZZLE_FINISH:
      return g_strdup_printf (_("Finish %s, %s"), id->board, pento_level_get_label (id->level));
    case PENTO_PUZZLE_LADDER:
      return g_strdup_printf (_("Ladder %s, %s"), id->board, pento_level_get_label (id->level));
    case PENTO_PUZZLE_DAILY:
      pento_records_format_day (id->day, buf);
      return g_strdup_printf (_("Daily %s"), buf);
    case PENTO_PUZZLE_FREE:
    default:
      set = pento_puzzle_id_format_set (id);
      pento_puzzle_id_format_rules (id, buf);
      /* Translators: "Free game 10x6, twelve, flip" */
      return g_strdup_printf (_("Free game %s, %s, %s"), id->board, set, buf);
    }
}

gboolean
pento_puzzle_id_equal (const PentoPuzzleId *a,
                       const PentoPuzzleId *b)
{
  g_autofree char *wa = puzzle_words (a);
  g_autofree char *wb = puzzle_words (b);

  return g_str_equal (wa, wb);
}

/* The keys or values of @table, in no order (GLib 2.74 has no call for it). */
static GPtrArray *
table_items (GHashTable *table,
             gboolean    keys)
{
  GPtrArray *items = g_ptr_array_sized_new (g_hash_table_size (table));
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_ptr_array_add (items, keys ? key : value);
  return items;
}

/* --- The store ---------------------------------------------------------------------------- */

static void
collected_free (gpointer data)
{
  Collected *c = data;

  g_ptr_array_unref (c->order);
  g_hash_table_unref (c->cells);
  g_free (c);
}

PentoRecords *
pento_records_new (void)
{
  PentoRecords *records = g_new0 (PentoRecords, 1);

  records->puzzles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  records->collection = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                               collected_free);
  records->book = g_hash_table_new (NULL, NULL);
  return records;
}

void
pento_records_free (PentoRecords *records)
{
  if (records == NULL)
    return;
  g_hash_table_unref (records->puzzles);
  g_hash_table_unref (records->collection);
  g_hash_table_unref (records->book);
  g_free (records);
}

static PentoPuzzleRecords *
puzzle_get (PentoRecords        *records,
            const PentoPuzzleId *id,
            gboolean             create)
{
  g_autofree char *words = puzzle_words (id);
  PentoPuzzleRecords *p = g_hash_table_lookup (records->puzzles, words);

  if (p == NULL && create)
    {
      p = g_new0 (PentoPuzzleRecords, 1);
      p->id = *id;
      g_hash_table_insert (records->puzzles, g_steal_pointer (&words), p);
    }
  return p;
}

/* Keeps @t among the best of its kind, fastest first, an equal time after the earlier ones;
 * its place (1-based), 0 when it is not among them. */
static guint
keep_best (PentoPuzzleRecords *p,
           guint               kind,
           PentoRecordTime     t)
{
  PentoRecordTime *best = p->best[kind];
  guint n = p->n_best[kind], at = 0;

  while (at < n && best[at].ms <= t.ms)
    at++;
  if (at >= PENTO_RECORDS_KEEP)
    return 0;
  if (n == PENTO_RECORDS_KEEP)
    n--;
  memmove (best + at + 1, best + at, (n - at) * sizeof *best);
  best[at] = t;
  p->n_best[kind] = n + 1;
  return at + 1;
}

static void
count_up (guint *counter)
{
  if (*counter < G_MAXUINT32)
    (*counter)++;
}

void
pento_records_start (PentoRecords        *records,
                     const PentoPuzzleId *id)
{
  PentoPuzzleId norm;

  g_return_if_fail (records != NULL && id != NULL && id->kind < PENTO_N_PUZZLES);

  norm = *id;
  normalize (&norm);
  count_up (&puzzle_get (records, &norm, TRUE)->started);
}

static void
extend_streak (PentoRecords *records,
               guint32       day)
{
  if (records->daily_last != 0 && day == records->daily_last + 1)
    records->streak++;
  else if (records->daily_last == 0 || day > records->daily_last)
    records->streak = 1;
  if (records->daily_last == 0 || day > records->daily_last)
    records->daily_last = day;
  records->best_streak = MAX (records->best_streak, records->streak);
}

guint
pento_records_finish (PentoRecords        *records,
                      const PentoPuzzleId *id,
                      PentoFinish          finish,
                      guint64              ms,
                      const GDate         *date)
{
  PentoPuzzleRecords *p;
  PentoPuzzleId norm;
  PentoRecordTime t;

  g_return_val_if_fail (records != NULL && id != NULL && id->kind < PENTO_N_PUZZLES, 0);
  g_return_val_if_fail (finish < PENTO_N_FINISHES, 0);
  g_return_val_if_fail (date != NULL && g_date_valid (date), 0);

  norm = *id;
  normalize (&norm);
  p = puzzle_get (records, &norm, TRUE);
  count_up (&p->finished);
  if (finish == PENTO_FINISH_SHOWN)
    {
      count_up (&p->shown);
      return 0;
    }
  if (norm.kind == PENTO_PUZZLE_DAILY)
    extend_streak (records, norm.day);
  t.ms = CLAMP (ms, 1, MAX_MS);
  t.day = g_date_get_julian (date);
  return keep_best (p, finish, t);
}

const PentoPuzzleRecords *
pento_records_lookup (const PentoRecords  *records,
                      const PentoPuzzleId *id)
{
  PentoPuzzleId norm;

  g_return_val_if_fail (records != NULL && id != NULL, NULL);

  norm = *id;
  normalize (&norm);
  return puzzle_get ((PentoRecords *) records, &norm, FALSE);
}

static int
compare_puzzles (gconstpointer a,
                 gconstpointer b)
{
  const PentoPuzzleId *x = &(*(PentoPuzzleRecords * const *) a)->id;
  const PentoPuzzleId *y = &(*(PentoPuzzleRecords * const *) b)->id;
  int c;

  if (x->kind != y->kind)
    return x->kind < y->kind ? -1 : 1;
  /* boards by size of their rung or name ("7x5" before "10x5") */
  c = strlen (x->board) != strlen (y->board) && x->kind == PENTO_PUZZLE_LADDER
      ? (strlen (x->board) < strlen (y->board) ? -1 : 1) : strcmp (x->board, y->board);
  if (c != 0)
    return c;
  if (x->level != y->level)
    return x->level < y->level ? -1 : 1;
  if (x->day != y->day)
    return x->day < y->day ? -1 : 1;
  if (x->pieces != y->pieces)
    return x->pieces < y->pieces ? -1 : 1;
  if (x->flip != y->flip)
    return x->flip ? -1 : 1;
  return x->mirror < y->mirror ? -1 : x->mirror > y->mirror;
}

GPtrArray *
pento_records_list (const PentoRecords *records)
{
  GPtrArray *list;

  g_return_val_if_fail (records != NULL, NULL);

  list = table_items (records->puzzles, FALSE);
  g_ptr_array_sort (list, compare_puzzles);
  return list;
}

guint
pento_records_get_streak (const PentoRecords *records,
                          const GDate        *today)
{
  g_return_val_if_fail (records != NULL && today != NULL, 0);

  if (records->daily_last == 0 || records->daily_last + 1 < g_date_get_julian (today))
    return 0;
  return records->streak;
}

guint
pento_records_get_best_streak (const PentoRecords *records)
{
  g_return_val_if_fail (records != NULL, 0);

  return records->best_streak;
}

gboolean
pento_records_get_earlier (const PentoRecords *records,
                           PentoChallengeKind  kind,
                           PentoLevel          level,
                           gboolean            assisted,
                           guint64            *out_ms,
                           guint              *out_finishes)
{
  const Earlier *e;

  g_return_val_if_fail (records != NULL && kind <= PENTO_CHALLENGE_LADDER &&
                        level < PENTO_N_LEVELS, FALSE);

  e = &records->earlier[kind][level][assisted ? 1 : 0];
  if (out_ms != NULL)
    *out_ms = e->ms;
  if (out_finishes != NULL)
    *out_finishes = e->finishes;
  return e->finishes > 0;
}

/* --- The ladder book ---------------------------------------------------------------------- */

static gpointer
book_key (guint      ladder,
          guint      rung,
          PentoLevel level)
{
  return GUINT_TO_POINTER ((ladder << 8) | (rung << 3) | level);
}

gboolean
pento_ladder_book_spec (guint               ladder,
                        guint               rung,
                        PentoLevel          level,
                        PentoChallengeSpec *spec,
                        GError            **error)
{
  char board[16];
  guint32 x;

  g_return_val_if_fail (spec != NULL && level < PENTO_N_LEVELS, FALSE);

  if (ladder < 1 || ladder > PENTO_LADDER_BOOK_SIZE)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("The ladder book has the ladders 1 to %u, not %u"),
                   PENTO_LADDER_BOOK_SIZE, ladder);
      return FALSE;
    }
  if (rung < 3 || rung > 12)
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("A ladder's rungs are 3x5 to 12x5, not %ux5"), rung);
      return FALSE;
    }
  /* A fixed mix of the three numbers: the book never changes, so neither may this. */
  x = ladder * 0x9E3779B1u ^ rung * 0x85EBCA77u ^ (guint32) level * 0xC2B2AE3Du;
  x ^= x >> 16;
  x *= 0x7FEB352Du;
  x ^= x >> 15;
  x *= 0x846CA68Bu;
  x ^= x >> 16;
  g_snprintf (board, sizeof board, "%ux5", rung);
  return pento_challenge_spec_init (spec, PENTO_CHALLENGE_LADDER, level, board, x, error);
}

void
pento_records_tick_rung (PentoRecords *records,
                         guint         ladder,
                         guint         rung,
                         PentoLevel    level)
{
  g_return_if_fail (records != NULL && ladder >= 1 && ladder <= PENTO_LADDER_BOOK_SIZE);
  g_return_if_fail (rung >= 3 && rung <= 12 && level < PENTO_N_LEVELS);

  g_hash_table_add (records->book, book_key (ladder, rung, level));
}

gboolean
pento_records_rung_solved (const PentoRecords *records,
                           guint               ladder,
                           guint               rung,
                           PentoLevel          level)
{
  g_return_val_if_fail (records != NULL, FALSE);

  return g_hash_table_contains (records->book, book_key (ladder, rung, level));
}

static int
compare_ticks (gconstpointer a,
               gconstpointer b)
{
  guint x = GPOINTER_TO_UINT (a), y = GPOINTER_TO_UINT (b);

  return x < y ? -1 : x > y;
}

GArray *
pento_records_get_book (const PentoRecords *records)
{
  GArray *book = g_array_new (FALSE, FALSE, sizeof (PentoBookRung));
  g_autoptr(GList) ticks = NULL;

  g_return_val_if_fail (records != NULL, book);

  ticks = g_list_sort (g_hash_table_get_keys (records->book), compare_ticks);
  for (GList *t = ticks; t != NULL; t = t->next)
    {
      guint key = GPOINTER_TO_UINT (t->data);
      PentoBookRung rung = { key >> 8, (key >> 3) & 31, key & 7 };

      g_array_append_val (book, rung);
    }
  return book;
}

/* --- The collection ----------------------------------------------------------------------- */

static Collected *
collected_get (PentoRecords        *records,
               const PentoPuzzleId *id,
               guint                width,
               guint                height,
               gboolean             create)
{
  g_autofree char *words = puzzle_words (id);
  /* the key is the puzzle's words without "free " */
  Collected *c = g_hash_table_lookup (records->collection, words + 5);

  if (c == NULL && create)
    {
      c = g_new0 (Collected, 1);
      c->id = *id;
      c->width = width;
      c->height = height;
      c->cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      c->order = g_ptr_array_new ();
      g_hash_table_insert (records->collection, g_strdup (words + 5), c);
    }
  return c;
}

/* Adds @cells (taken); FALSE (and freed) when it is there already. */
static gboolean
collected_add (Collected *c,
               char      *cells)
{
  if (g_hash_table_contains (c->cells, cells))
    {
      g_free (cells);
      return FALSE;
    }
  g_hash_table_add (c->cells, cells);
  g_ptr_array_add (c->order, cells);
  return TRUE;
}

gboolean
pento_records_collect (PentoRecords        *records,
                       const PentoBoard    *board,
                       const PentoRules    *rules,
                       const PentoSolution *solution,
                       guint               *out_found)
{
  g_autoptr(PentoSolution) canonical = NULL;
  PentoPuzzleId id;
  Collected *c;
  gboolean added;

  g_return_val_if_fail (records != NULL && board != NULL && rules != NULL, FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);

  pento_puzzle_id_for_free (&id, pento_board_get_name (board), rules);
  if (!pento_solution_validate (solution, board, rules, NULL))
    {
      c = collected_get (records, &id, 0, 0, FALSE);
      if (out_found != NULL)
        *out_found = c != NULL ? c->order->len : 0;
      return FALSE;
    }
  canonical = pento_solution_canonical (solution, board, rules);
  c = collected_get (records, &id, canonical->width, canonical->height, TRUE);
  added = collected_add (c, g_strndup (canonical->cells,
                                       (gsize) canonical->width * canonical->height));
  if (out_found != NULL)
    *out_found = c->order->len;
  return added;
}

GPtrArray *
pento_records_get_collection (const PentoRecords *records,
                              const char         *board,
                              const PentoRules   *rules)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  PentoPuzzleId id;
  Collected *c;

  g_return_val_if_fail (records != NULL && board != NULL && rules != NULL, list);

  pento_puzzle_id_for_free (&id, board, rules);
  c = collected_get ((PentoRecords *) records, &id, 0, 0, FALSE);
  for (guint i = 0; c != NULL && i < c->order->len; i++)
    {
      PentoSolution *s = pento_solution_new (c->width, c->height);

      memcpy (s->cells, g_ptr_array_index (c->order, i), (gsize) c->width * c->height);
      g_ptr_array_add (list, s);
    }
  return list;
}

static int
compare_keys (gconstpointer a,
              gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

GPtrArray *
pento_records_get_collected (const PentoRecords *records,
                             GArray            **out_found)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) keys = NULL;

  g_return_val_if_fail (records != NULL && out_found != NULL, ids);

  *out_found = g_array_new (FALSE, FALSE, sizeof (guint));
  keys = table_items (records->collection, TRUE);
  g_ptr_array_sort (keys, compare_keys);
  for (guint i = 0; i < keys->len; i++)
    {
      Collected *c = g_hash_table_lookup (records->collection, g_ptr_array_index (keys, i));

      g_ptr_array_add (ids, g_memdup2 (&c->id, sizeof c->id));
      g_array_append_val (*out_found, c->order->len);
    }
  return ids;
}

/* --- The text form ------------------------------------------------------------------------ */

typedef struct {
  char  **words;
  guint   n;
  guint   line;
  guint   column[MAX_WORDS];
} Line;

static gboolean
parse_number (const char *text,
              guint64     max,
              guint64    *out)
{
  char *end = NULL;

  if (text == NULL || !g_ascii_isdigit (text[0]))
    return FALSE;
  errno = 0;
  *out = g_ascii_strtoull (text, &end, 10);
  return errno == 0 && *end == '\0' && *out <= max &&
         (text[0] != '0' || text[1] == '\0');
}

/* Fails with the place of word @word (0-based) on the line. */
static gboolean
refuse (GError    **error,
        const Line *l,
        guint       word,
        const char *message)
{
  g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_PARSE, message);
  pento_error_prefix_place (error, NULL, l->line, l->column[MIN (word, MAX_WORDS - 1)]);
  return FALSE;
}

static gboolean
parse_level (const char *text,
             PentoLevel *out)
{
  /* the full word, as it is written back */
  return text != NULL && strlen (text) > 1 && pento_level_parse (text, out, NULL);
}

static gboolean
parse_day (const char *text,
           guint32    *out)
{
  GDate date;

  if (text == NULL || !pento_challenge_date_parse (text, &date))
    return FALSE;
  *out = g_date_get_julian (&date);
  return TRUE;
}

/* A board's name as written (escaped); FALSE when it is not one. */
static gboolean
parse_board (const char *text,
             char        out[64])
{
  g_autofree char *name = text != NULL ? g_uri_unescape_string (text, NULL) : NULL;

  if (name == NULL || name[0] == '\0' || strlen (name) >= 64 || !g_utf8_validate (name, -1, NULL))
    return FALSE;
  for (const char *p = name; *p; p = g_utf8_next_char (p))
    if (pento_error_char_is_hidden (g_utf8_get_char (p)))
      return FALSE;
  g_strlcpy (out, name, 64);
  return TRUE;
}

static gboolean
parse_set (const char    *text,
           PentoPieceSet *out)
{
  if (g_strcmp0 (text, "twelve") == 0)
    {
      *out = PENTO_PIECE_SET_DEFAULT;
      return TRUE;
    }
  return text != NULL && pento_piece_set_parse (text, out, NULL);
}

static gboolean
parse_rules (const char    *text,
             PentoPuzzleId *id)
{
  if (g_strcmp0 (text, "flip") == 0)
    {
      id->flip = TRUE;
      return TRUE;
    }
  if (text == NULL || !g_str_has_prefix (text, "mirror:"))
    return FALSE;
  id->flip = FALSE;
  if (g_str_equal (text + 7, "-"))
    id->mirror = PENTO_MIRROR_NONE;
  else if (!pento_mirror_set_parse (text + 7, &id->mirror, NULL))
    return FALSE;
  return TRUE;
}

/* The free game's "BOARD SET RULES" from word @at on. */
static gboolean
parse_free (const Line    *l,
            guint          at,
            PentoPuzzleId *id,
            GError       **error)
{
  if (!parse_board (l->words[at], id->board))
    return refuse (error, l, at, _("Not a board's name"));
  if (!parse_set (l->words[at + 1], &id->pieces))
    return refuse (error, l, at + 1, _("Not a set of pieces"));
  if (!parse_rules (l->words[at + 2], id))
    return refuse (error, l, at + 2, _("Expected flip or the mirrored pieces (mirror:FNY)"));
  return TRUE;
}

/* The puzzle named from word 1 on; @out_next: the word after it. */
static gboolean
parse_puzzle (const Line    *l,
              PentoPuzzleId *id,
              guint         *out_next,
              GError       **error)
{
  const char *kind = l->n > 1 ? l->words[1] : "";

  memset (id, 0, sizeof *id);
  if (g_str_equal (kind, "finish") || g_str_equal (kind, "ladder"))
    {
      id->kind = kind[0] == 'f' ? PENTO_PUZZLE_FINISH : PENTO_PUZZLE_LADDER;
      if (l->n < 4 || !parse_board (l->words[2], id->board))
        return refuse (error, l, 2, _("Not a board's name"));
      if (!parse_level (l->words[3], &id->level))
        return refuse (error, l, 3, _("Unknown level"));
      *out_next = 4;
    }
  else if (g_str_equal (kind, "daily"))
    {
      id->kind = PENTO_PUZZLE_DAILY;
      if (!parse_day (l->n > 2 ? l->words[2] : NULL, &id->day))
        return refuse (error, l, 2, _("Not a date (YYYY-MM-DD)"));
      *out_next = 3;
    }
  else if (g_str_equal (kind, "free"))
    {
      id->kind = PENTO_PUZZLE_FREE;
      if (l->n < 5)
        return refuse (error, l, 1, _("A free game has a board, a set and rules"));
      if (!parse_free (l, 2, id, error))
        return FALSE;
      *out_next = 5;
    }
  else
    return refuse (error, l, 1, _("Expected finish, ladder, daily or free"));
  normalize (id);
  return TRUE;
}

static gboolean
parse_started (PentoRecords *records,
               const Line   *l,
               GError      **error)
{
  PentoPuzzleRecords *p;
  PentoPuzzleId id;
  guint64 started, finished, shown;
  guint at;

  if (!parse_puzzle (l, &id, &at, error))
    return FALSE;
  if (l->n != at + 3)
    return refuse (error, l, 0, _("A count of games has the games started, finished and "
                                   "shown"));
  if (!parse_number (l->words[at], G_MAXUINT32, &started))
    return refuse (error, l, at, _("Not a number of games"));
  if (!parse_number (l->words[at + 1], G_MAXUINT32, &finished))
    return refuse (error, l, at + 1, _("Not a number of games"));
  if (!parse_number (l->words[at + 2], finished, &shown))
    return refuse (error, l, at + 2, _("Not a number of games shown, at most those finished"));
  p = puzzle_get (records, &id, TRUE);
  if (p->started != 0 || p->finished != 0)
    return refuse (error, l, 0, _("This count of games is in the file twice"));
  p->started = (guint) started;
  p->finished = (guint) finished;
  p->shown = (guint) shown;
  return TRUE;
}

static gboolean
parse_time (PentoRecords *records,
            const Line   *l,
            GError      **error)
{
  PentoPuzzleRecords *p;
  PentoPuzzleId id;
  PentoRecordTime t;
  guint64 ms;
  guint at, kind;

  if (!parse_puzzle (l, &id, &at, error))
    return FALSE;
  if (l->n != at + 3)
    return refuse (error, l, 0, _("A best time has clean or assisted, the milliseconds and "
                                  "the date"));
  if (g_str_equal (l->words[at], "clean"))
    kind = PENTO_FINISH_CLEAN;
  else if (g_str_equal (l->words[at], "assisted"))
    kind = PENTO_FINISH_ASSISTED;
  else
    return refuse (error, l, at, _("Expected clean or assisted"));
  if (!parse_number (l->words[at + 1], MAX_MS, &ms) || ms == 0)
    return refuse (error, l, at + 1, _("Not a time in milliseconds"));
  if (!parse_day (l->words[at + 2], &t.day))
    return refuse (error, l, at + 2, _("Not a date (YYYY-MM-DD)"));
  t.ms = ms;
  p = puzzle_get (records, &id, TRUE);
  if (p->n_best[kind] == PENTO_RECORDS_KEEP)
    return refuse (error, l, 0, _("More best times than are kept"));
  keep_best (p, kind, t);
  return TRUE;
}

static gboolean
parse_streak (PentoRecords *records,
              const Line   *l,
              gboolean     *seen,
              GError      **error)
{
  guint64 streak, best;
  guint32 day;

  if (l->n != 4)
    return refuse (error, l, 0, _("The daily streak has a date, the streak and the longest "
                                  "streak"));
  /* strictly four digits of a year, as the line is written back */
  if (!parse_day (l->words[1], &day))
    return refuse (error, l, 1, _("Not a date (YYYY-MM-DD)"));
  if (!parse_number (l->words[2], 100000, &streak) || streak == 0)
    return refuse (error, l, 2, _("Not a streak of days"));
  if (!parse_number (l->words[3], 100000, &best) || best < streak)
    return refuse (error, l, 3, _("Not the longest streak"));
  if ((*seen)++)
    return refuse (error, l, 0, _("The daily streak is in the file twice"));
  records->daily_last = day;
  records->streak = (guint) streak;
  records->best_streak = (guint) best;
  return TRUE;
}

/* Version 1's "best KIND LEVEL plain|assisted MS FINISHES", or "earlier" and the same. */
static gboolean
parse_earlier (PentoRecords *records,
               const Line   *l,
               GError      **error)
{
  PentoChallengeKind kind;
  PentoLevel level;
  guint64 ms, finishes;
  int assisted;
  Earlier *e;

  if (l->n != 6)
    return refuse (error, l, 0, _("A best time has a kind, a level, plain or assisted, the "
                                  "milliseconds and the finishes"));
  if (!pento_challenge_kind_parse (l->words[1], &kind, NULL))
    return refuse (error, l, 1, _("Unknown kind of challenge"));
  if (!parse_level (l->words[2], &level))
    return refuse (error, l, 2, _("Unknown level"));
  assisted = g_str_equal (l->words[3], "plain") ? 0 :
             g_str_equal (l->words[3], "assisted") ? 1 : -1;
  if (assisted < 0)
    return refuse (error, l, 3, _("Expected plain or assisted"));
  if (!parse_number (l->words[4], MAX_MS, &ms) || ms == 0)
    return refuse (error, l, 4, _("Not a time in milliseconds"));
  if (!parse_number (l->words[5], G_MAXUINT32, &finishes) || finishes == 0)
    return refuse (error, l, 5, _("Not a number of finishes"));
  e = &records->earlier[kind][level][assisted];
  if (e->finishes != 0)
    return refuse (error, l, 0, _("This best time is in the file twice"));
  *e = (Earlier) { ms, (guint) finishes };
  return TRUE;
}

static gboolean
parse_book (PentoRecords *records,
            const Line   *l,
            GError      **error)
{
  guint64 ladder, rung;
  PentoLevel level;
  char *end;

  if (l->n != 4)
    return refuse (error, l, 0, _("A rung of the ladder book has the ladder, the rung and the "
                                  "level"));
  if (!parse_number (l->words[1], PENTO_LADDER_BOOK_SIZE, &ladder) || ladder == 0)
    return refuse (error, l, 1, _("Not a ladder of the book"));
  rung = g_ascii_isdigit (l->words[2][0]) ? g_ascii_strtoull (l->words[2], &end, 10) : 0;
  if (rung < 3 || rung > 12 || !g_str_equal (end, "x5") || l->words[2][0] == '0')
    return refuse (error, l, 2, _("Not a rung (3x5 … 12x5)"));
  if (!parse_level (l->words[3], &level) || level > pento_challenge_ladder_top_level (rung))
    return refuse (error, l, 3, _("Not a level this rung reaches"));
  if (g_hash_table_contains (records->book, book_key (ladder, rung, level)))
    return refuse (error, l, 0, _("This rung is in the file twice"));
  pento_records_tick_rung (records, (guint) ladder, (guint) rung, level);
  return TRUE;
}

static gboolean
parse_packing (PentoRecords *records,
               const Line   *l,
               GError      **error)
{
  PentoPuzzleId id = { .kind = PENTO_PUZZLE_FREE };
  guint64 width, height;
  const char *size, *x, *cells;
  Collected *c;

  if (l->n != 6)
    return refuse (error, l, 0, _("A packing found has a board, a set, rules, its size and "
                                  "its cells"));
  if (!parse_free (l, 1, &id, error))
    return FALSE;
  normalize (&id);
  size = l->words[4];
  x = strchr (size, 'x');
  {
    g_autofree char *w = x != NULL ? g_strndup (size, x - size) : NULL;

    if (x == NULL || !parse_number (w, 255, &width) || !parse_number (x + 1, 255, &height) ||
        width == 0 || height == 0)
      return refuse (error, l, 4, _("Not a size (WIDTHxHEIGHT)"));
  }
  cells = l->words[5];
  if (strlen (cells) != width * height ||
      strspn (cells, ".FILNPTUVWXYZOflnpyz") != strlen (cells))
    return refuse (error, l, 5, _("Not the cells of a packing of this size"));
  c = collected_get (records, &id, (guint) width, (guint) height, TRUE);
  if (c->width != width || c->height != height)
    return refuse (error, l, 4, _("Not the size of this board's other packings"));
  if (!collected_add (c, g_strdup (cells)))
    return refuse (error, l, 0, _("This packing is in the file twice"));
  return TRUE;
}

static gboolean
parse_line (PentoRecords *records,
            char         *text,
            guint         number,
            guint         version,
            gboolean     *seen_streak,
            GError      **error)
{
  g_auto(GStrv) words = g_strsplit (text, " ", MAX_WORDS + 1);
  Line l = { words, g_strv_length (words), number, { 1 } };
  const char *first = words[0];

  /* a word that is missing is looked for just past the last one */
  for (guint i = 1; i < MAX_WORDS; i++)
    l.column[i] = i <= l.n ? l.column[i - 1] + g_utf8_strlen (words[i - 1], -1) + 1
                           : l.column[i - 1];
  if (l.n > MAX_WORDS)
    return refuse (error, &l, MAX_WORDS - 1, _("Too many words on the line"));

  if (version == 1)
    {
      if (g_str_equal (first, "best"))
        return parse_earlier (records, &l, error);
      if (g_str_equal (first, "daily"))
        return parse_streak (records, &l, seen_streak, error);
      return refuse (error, &l, 0, _("Expected a line “best …” or “daily …”"));
    }
  if (g_str_equal (first, "started"))
    return parse_started (records, &l, error);
  if (g_str_equal (first, "time"))
    return parse_time (records, &l, error);
  if (g_str_equal (first, "streak"))
    return parse_streak (records, &l, seen_streak, error);
  if (g_str_equal (first, "book"))
    return parse_book (records, &l, error);
  if (g_str_equal (first, "packing"))
    return parse_packing (records, &l, error);
  if (g_str_equal (first, "earlier"))
    return parse_earlier (records, &l, error);
  return refuse (error, &l, 0, _("Expected a line “started …”, “time …”, “streak …”, "
                                 "“book …”, “packing …” or “earlier …”"));
}

/* The version the first line names: 0 when it names none. */
static guint64
header_version (const char *line)
{
  guint64 version;

  if (line == NULL || !g_str_has_prefix (line, "pentomino-records "))
    return 0;
  if (!parse_number (line + strlen ("pentomino-records "), G_MAXUINT32, &version))
    return 0;
  return version;
}

PentoRecords *
pento_records_new_from_text (const char  *text,
                             GError     **error)
{
  g_autoptr(PentoRecords) records = pento_records_new ();
  g_auto(GStrv) lines = NULL;
  gboolean seen_streak = FALSE;
  guint64 version;

  g_return_val_if_fail (text != NULL, NULL);

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                           _("The records are not text"));
      return NULL;
    }
  lines = g_strsplit (text, "\n", -1);
  version = header_version (lines[0]);
  if (version > PENTO_RECORDS_VERSION)
    {
      /* (the number as a word of its own: a format macro inside the message would cut the
       * text xgettext takes for translation) */
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, version);

      g_set_error (error, PENTO_ERROR, PENTO_ERROR_VERSION,
                   _("The records were written by a newer version of Pentomino (records "
                     "version %s, this one reads up to %u)"),
                   number, PENTO_RECORDS_VERSION);
      return NULL;
    }
  if (version == 0)
    {
      g_autofree char *message = g_strdup_printf (_("The records do not start with “%s”"),
                                                  PENTO_RECORDS_HEADER);
      Line l = { NULL, 0, 1, { 1 } };

      refuse (error, &l, 0, message);
      return NULL;
    }
  for (guint i = 1; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0')
        continue;
      if (!parse_line (records, lines[i], i + 1, (guint) version, &seen_streak, error))
        return NULL;
    }
  return g_steal_pointer (&records);
}

char *
pento_records_to_text (const PentoRecords *records)
{
  GString *text = g_string_new (PENTO_RECORDS_HEADER "\n");
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GPtrArray) keys = NULL;
  g_autoptr(GArray) book = NULL;
  char day[16];

  g_return_val_if_fail (records != NULL, NULL);

  puzzles = pento_records_list (records);
  for (guint i = 0; i < puzzles->len; i++)
    {
      const PentoPuzzleRecords *p = g_ptr_array_index (puzzles, i);
      g_autofree char *words = puzzle_words (&p->id);

      g_string_append_printf (text, "started %s %u %u %u\n", words, p->started, p->finished,
                              p->shown);
      for (guint k = 0; k < 2; k++)
        for (guint j = 0; j < p->n_best[k]; j++)
          {
            pento_records_format_day (p->best[k][j].day, day);
            g_string_append_printf (text, "time %s %s %" G_GUINT64_FORMAT " %s\n", words,
                                    pento_finish_to_string (k), p->best[k][j].ms, day);
          }
    }
  if (records->daily_last != 0)
    {
      pento_records_format_day (records->daily_last, day);
      g_string_append_printf (text, "streak %s %u %u\n", day, records->streak,
                              records->best_streak);
    }
  book = pento_records_get_book (records);
  for (guint i = 0; i < book->len; i++)
    {
      PentoBookRung *r = &g_array_index (book, PentoBookRung, i);

      g_string_append_printf (text, "book %u %ux5 %s\n", r->ladder, r->rung,
                              pento_level_to_string (r->level));
    }
  keys = table_items (records->collection, TRUE);
  g_ptr_array_sort (keys, compare_keys);
  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_ptr_array_index (keys, i);
      Collected *c = g_hash_table_lookup (records->collection, key);

      for (guint j = 0; j < c->order->len; j++)
        g_string_append_printf (text, "packing %s %ux%u %s\n", key, c->width, c->height,
                                (const char *) g_ptr_array_index (c->order, j));
    }
  for (guint k = 0; k < 2; k++)
    for (guint l = 0; l < PENTO_N_LEVELS; l++)
      for (guint a = 0; a < 2; a++)
        {
          const Earlier *e = &records->earlier[k][l][a];

          if (e->finishes > 0)
            g_string_append_printf (text, "earlier %s %s %s %" G_GUINT64_FORMAT " %u\n",
                                    pento_challenge_kind_to_string (k),
                                    pento_level_to_string (l), a ? "assisted" : "plain",
                                    e->ms, e->finishes);
        }
  return g_string_free (text, FALSE);
}

/* --- The file ----------------------------------------------------------------------------- */

char *
pento_records_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "pentomino", "records", NULL);
}

PentoRecords *
pento_records_load (const char  *path,
                    char       **out_aside,
                    char       **out_problem,
                    GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = NULL;
  PentoRecords *records;

  g_return_val_if_fail (path != NULL && out_aside != NULL && out_problem != NULL, NULL);

  *out_aside = NULL;
  *out_problem = NULL;
  text = pento_file_read (path, PENTO_RECORDS_MAX_SIZE, NULL, &local_error);
  if (text == NULL && g_error_matches (local_error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_NOT_FOUND))
    return pento_records_new ();
  if (text != NULL)
    {
      records = pento_records_new_from_text (text, &local_error);
      if (records != NULL)
        return records;
      /* a newer Pentomino's records are the player's: left where they are, untouched */
      if (g_error_matches (local_error, PENTO_ERROR, PENTO_ERROR_VERSION))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }
  /* damaged or unreadable: kept aside for the person, never written over */
  *out_aside = pento_file_keep_aside (path, error);
  if (*out_aside == NULL)
    return NULL;
  *out_problem = g_strdup (local_error->message);
  return pento_records_new ();
}

gboolean
pento_records_save (const PentoRecords *records,
                    const char         *path,
                    GError            **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = pento_records_to_text (records);

  if (strlen (text) > PENTO_RECORDS_MAX_SIZE)
    {
      g_set_error (error, PENTO_FILE_ERROR, PENTO_FILE_ERROR_TOO_LARGE,
                   _("The records have grown past %u MiB and were not saved"),
                   PENTO_RECORDS_MAX_SIZE / (1024 * 1024));
      return FALSE;
    }
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, PENTO_FILE_ERROR, pento_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  return pento_file_write (path, text, -1, error);
}

char *
pento_records_format_time (guint64 ms)
{
  guint64 tenths = ms / 100, s = tenths / 10, m = s / 60;

  if (m >= 60)
    return g_strdup_printf ("%" G_GUINT64_FORMAT ":%02u:%02u", m / 60, (guint) (m % 60),
                            (guint) (s % 60));
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%02u.%u", m, (guint) (s % 60),
                          (guint) (tenths % 10));
}
