/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-position.c: positions — a board and the pieces placed on it — their text form, moves,
 * dead regions and hints.
 */
#include "pento-position.h"

#include <string.h>
#include <glib/gi18n.h>

#include "pento-error.h"

struct _PentoPosition {
  gatomicrefcount ref_count;
  PentoBoard     *board;
  guint           width;
  guint           height;
  char           *grid;                /* width × height: '#', '.' or a piece letter */
  guint           pieces;              /* the board's default piece set, over PentoPiece */
  guint           placed;
  PentoCell       cells[PENTO_N_SET_PIECES][5]; /* by piece, sorted by (y, x) */
  PentoPieceSet   named_pieces;        /* the set its file named, or the default */
};

static PentoPosition *
position_alloc (PentoBoard *board)
{
  PentoPosition *position = g_new0 (PentoPosition, 1);
  guint width = pento_board_get_width (board);
  guint height = pento_board_get_height (board);

  g_atomic_ref_count_init (&position->ref_count);
  position->board = pento_board_ref (board);
  position->width = width;
  position->height = height;
  position->grid = g_new (char, width * height);
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      position->grid[y * width + x] = pento_board_is_cell (board, x, y) ? '#' : '.';
  position->pieces = (1u << pento_board_get_n_pieces (board)) - 1;
  return position;
}

/* The pieces a position may hold: the board's, the square on a board of 5n + 4 cells, and
 * the mirror pieces of a one-sided set (the rules' set is pento_position_check_rules()'s). */
static guint
position_allowed (const PentoPosition *position)
{
  return position->pieces | (PENTO_PIECE_SET_ONE_SIDED & ~PENTO_PIECE_SET_TWELVE) |
         (pento_board_get_n_cells (position->board) % 5 == 4 ? 1u << PENTO_PIECE_O : 0);
}

static PentoPosition *
position_copy (const PentoPosition *position)
{
  PentoPosition *copy = g_memdup2 (position, sizeof *position);

  g_atomic_ref_count_init (&copy->ref_count);
  pento_board_ref (copy->board);
  copy->grid = g_memdup2 (position->grid, position->width * position->height);
  return copy;
}

static guint
piece_size (PentoPiece piece)
{
  return pento_piece_get_shape (piece)->n_cells;
}

static int
compare_cells (gconstpointer a,
               gconstpointer b)
{
  const PentoCell *ca = a, *cb = b;

  if (ca->y != cb->y)
    return ca->y - cb->y;
  return ca->x - cb->x;
}

/* Whether @cells (distinct, @n of them, the piece's size) form @piece in an orientation the
 * rules allow; if not, a sentence saying why, without a place. */
static gboolean
check_shape (PentoPiece        piece,
             const PentoCell  *cells,
             guint             n,
             const PentoRules *rules,
             GError          **error)
{
  PentoShape shape = { 0 }, allowed[PENTO_MAX_ORIENTATIONS], any[PENTO_MAX_ORIENTATIONS];
  char letter = pento_piece_to_letter (piece);
  guint n_allowed, n_any;

  g_assert (n == piece_size (piece));
  for (guint i = 0; i < n; i++)
    {
      shape.cells[i].x = cells[i].x;
      shape.cells[i].y = cells[i].y;
    }
  shape.n_cells = n;
  pento_shape_normalize (&shape);

  n_allowed = pento_rules_get_orientations (rules, piece, allowed);
  for (guint i = 0; i < n_allowed; i++)
    if (pento_shape_equal (&allowed[i], &shape))
      return TRUE;

  n_any = pento_piece_get_orientations (pento_piece_get_mirror (piece), FALSE, FALSE, any);
  for (guint i = 0; i < n_any; i++)
    if (pento_shape_equal (&any[i], &shape) && pento_piece_set_is_one_sided (rules->pieces))
      {
        g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                     _("the %c piece is turned over: in the one-sided set no piece flips, and "
                       "its mirror image is the piece %c"),
                     letter, pento_piece_to_letter (pento_piece_get_mirror (piece)));
        return FALSE;
      }
  n_any = pento_piece_get_orientations (piece, TRUE, FALSE, any);
  for (guint i = 0; i < n_any; i++)
    if (pento_shape_equal (&any[i], &shape))
      {
        g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                     pento_rules_is_mirrored (rules, piece)
                       ? _("the %c piece is turned over: flipping is off, and the rules use "
                           "it mirrored")
                       : _("the %c piece is turned over: flipping is off, and the rules use "
                           "it as drawn"),
                     letter);
        return FALSE;
      }
  g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
               _("the letters %c do not form the %c piece in any orientation"), letter, letter);
  return FALSE;
}

static void
set_piece (PentoPosition   *position,
           PentoPiece       piece,
           const PentoCell *cells,
           guint            n)
{
  char letter = pento_piece_to_letter (piece);

  memcpy (position->cells[piece], cells, n * sizeof (PentoCell));
  qsort (position->cells[piece], n, sizeof (PentoCell), compare_cells);
  for (guint i = 0; i < n; i++)
    position->grid[cells[i].y * position->width + cells[i].x] = letter;
  position->placed |= 1u << piece;
}

/* The text's mask lines, as the board parser sees them: comment lines skipped, trailing
 * spaces dropped. */
typedef struct {
  guint line;                          /* 1-based, in the text */
  const char *text;
} Row;

/* Reads a position; on failure *out_line and *out_column (1-based; 0: no place) say where. */
static PentoPosition *
parse_position (const char       *text,
                const PentoRules *rules,
                PentoPieceSet     board_set,
                guint            *out_line,
                guint            *out_column,
                GError          **error)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (Row));
  g_autoptr(GString) mask = g_string_new (NULL);
  g_autoptr(PentoBoard) board = NULL;
  g_autoptr(PentoPosition) position = NULL;
  guint8 *group = NULL;
  guint width, height, x0, y0;
  PentoPieceSet named = PENTO_PIECE_SET_DEFAULT;
  PentoRules file_rules;

  *out_line = *out_column = 0;

  /* a set the file names ("; pieces: one-sided") holds unless the rules name one */
  if (!pento_piece_set_find_in_text (text, &named, out_line, error))
    {
      *out_column = 1;                 /* the comment line's start */
      return NULL;
    }
  file_rules = *rules;
  if (file_rules.pieces == PENTO_PIECE_SET_DEFAULT)
    file_rules.pieces = named;
  rules = &file_rules;

  /* Unknown characters first, where they are: the board parser would only call a letter
   * "not a board cell". */
  for (guint i = 0; lines[i]; i++)
    {
      const char *line = g_strchomp (lines[i]);

      if (line[0] != ';')
        for (guint k = 0; line[k]; k++)
          {
            char c = line[k];

            if (c == '#' || c == '.' || pento_piece_from_set_letter (c, NULL))
              continue;
            char whole[16];

            /* every character before it is ASCII: k counts characters */
            *out_line = i + 1;
            *out_column = k + 1;
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                         _("“%s” is neither a cell nor a piece: use “#” for an empty cell, "
                           "“.” for a hole and a capital piece letter (F L N P Y Z I T U V W "
                           "X, and O on a board of 64 cells) for a placed piece"),
                         pento_error_describe_char (line + k, whole));
            return NULL;
          }
      if (line[0] != ';' && line[0] != '\0')
        {
          Row row = { i + 1, line };

          g_array_append_val (rows, row);
        }
      for (guint k = 0; line[k]; k++)
        g_string_append_c (mask, line[0] == ';' || line[k] == '.' ? line[k] : '#');
      g_string_append_c (mask, '\n');
    }

  board = pento_board_new_from_text_for_set (mask->str, board_set == PENTO_BOARD_ANY_SET ?
                                             board_set : rules->pieces, error);
  if (board == NULL)
    return NULL;
  width = pento_board_get_width (board);
  height = pento_board_get_height (board);

  /* The board parser drops rows and columns of holes around the cells (a margin changes
   * nothing): find the same box here, so that the letters land where the board's cells are. */
  {
    guint x1 = 0, y1 = 0;

    x0 = G_MAXUINT;
    y0 = G_MAXUINT;
    for (guint y = 0; y < rows->len; y++)
      {
        const char *line = g_array_index (rows, Row, y).text;

        for (guint x = 0; line[x]; x++)
          if (line[x] != '.')
            {
              x0 = MIN (x0, x);
              y0 = MIN (y0, y);
              x1 = MAX (x1, x + 1);
              y1 = MAX (y1, y + 1);
            }
      }
    g_assert (x1 > x0 && y1 > y0);
    g_assert (x1 - x0 == width && y1 - y0 == height);
  }
  position = position_alloc (board);
  position->named_pieces = named;

  /* each letter: one group of connected cells, of the piece's size and shape */
  group = g_alloca (width * height);
  memset (group, 0, width * height);
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        const Row *row = &g_array_index (rows, Row, y + y0);
        char letter = row->text[x + x0];
        PentoPiece piece;
        PentoCell cells[64];
        guint n = 0, total = 0;

        if (letter == '#' || letter == '.' || group[y * width + x])
          continue;
        pento_piece_from_set_letter (letter, &piece);
        *out_line = row->line;
        *out_column = x + x0 + 1;

        if (!(position_allowed (position) & (1u << piece)))
          {
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("this board has %u cells, so it holds no %c piece: the 2×2 "
                           "square only comes with a board of 64 cells"),
                         pento_board_get_n_cells (board), letter);
            return NULL;
          }
        if (position->placed & (1u << piece))
          {
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("the %c piece is used twice: these letters %c are apart from "
                           "the first ones, and each piece is placed once"), letter, letter);
            return NULL;
          }

        /* the group: a flood fill over the same letter */
        cells[n++] = (PentoCell) { x, y };
        group[y * width + x] = 1;
        for (guint i = 0; i < n; i++)
          {
            static const int dx[] = { 1, -1, 0, 0 }, dy[] = { 0, 0, 1, -1 };

            for (guint d = 0; d < 4; d++)
              {
                int nx = (int) cells[i].x + dx[d], ny = (int) cells[i].y + dy[d];

                if (nx < 0 || ny < 0 || nx >= (int) width || ny >= (int) height ||
                    group[ny * width + nx] ||
                    g_array_index (rows, Row, ny + y0).text[nx + x0] != letter)
                  continue;
                group[ny * width + nx] = 1;
                cells[n++] = (PentoCell) { nx, ny };
              }
          }
        for (guint yy = 0; yy < height; yy++)
          for (guint xx = 0; xx < width; xx++)
            total += g_array_index (rows, Row, yy + y0).text[xx + x0] == letter;

        if (n > piece_size (piece))
          {
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("%u touching cells are marked %c, but the %c piece has %u: each "
                           "piece is placed once"), n, letter, letter, piece_size (piece));
            return NULL;
          }
        if (n < piece_size (piece))
          {
            if (total > piece_size (piece))
              g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                           _("%u cells are marked %c, but the %c piece has %u: each piece is "
                             "placed once"), total, letter, letter, piece_size (piece));
            else if (total == piece_size (piece))
              g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                           _("the letters %c do not form the %c piece: its cells must all "
                             "touch"), letter, letter);
            else
              g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                           _("the letters %c do not form the %c piece: they cover %u cells, "
                             "and the piece has %u"), letter, letter, total, piece_size (piece));
            return NULL;
          }
        if (!check_shape (piece, cells, n, rules, error))
          return NULL;
        set_piece (position, piece, cells, n);
      }

  *out_line = *out_column = 0;
  return g_steal_pointer (&position);
}

/* ---- public API ------------------------------------------------------------------------- */

PentoPosition *
pento_position_new (PentoBoard *board)
{
  g_return_val_if_fail (board != NULL, NULL);
  return position_alloc (board);
}

static PentoPosition *
position_from_text (const char       *text,
                    const PentoRules *rules,
                    PentoPieceSet     board_set,
                    GError          **error)
{
  PentoPosition *position;
  guint line, column;

  position = parse_position (text, rules, board_set, &line, &column, error);
  if (position == NULL)
    pento_error_prefix_place (error, NULL, line, column); /* a board's error has its place */
  return position;
}

PentoPosition *
pento_position_new_from_text (const char       *text,
                              const PentoRules *rules,
                              GError          **error)
{
  g_return_val_if_fail (text != NULL && rules != NULL, NULL);

  return position_from_text (text, rules, rules->pieces, error);
}

PentoPosition *
pento_position_new_from_text_for_game (const char       *text,
                                       const PentoRules *rules,
                                       GError          **error)
{
  g_return_val_if_fail (text != NULL && rules != NULL, NULL);

  return position_from_text (text, rules, PENTO_BOARD_ANY_SET, error);
}

static PentoPosition *
read_position_file (const char       *path,
                    const PentoRules *rules,
                    PentoPieceSet     board_set,
                    GError          **error)
{
  g_autofree char *contents = NULL;
  PentoPosition *position;
  guint line, column;

  contents = pento_board_read_file (path, error);
  if (contents == NULL)
    return NULL;
  position = parse_position (contents, rules, board_set, &line, &column, error);
  if (position != NULL)
    {
      /* named after the file, as pento_board_new_from_file() does */
      g_autofree char *name = g_path_get_basename (path);
      PentoBoard *board = pento_board_new_renamed (position->board, name);

      pento_board_unref (position->board);
      position->board = board;
      return position;
    }
  pento_error_prefix_place (error, path, line, column);
  return NULL;
}

PentoPosition *
pento_position_new_from_file (const char       *path,
                              const PentoRules *rules,
                              GError          **error)
{
  g_return_val_if_fail (path != NULL && rules != NULL, NULL);

  return read_position_file (path, rules, rules->pieces, error);
}

static PentoPosition *
position_from_spec (const char       *spec,
                    const PentoRules *rules,
                    PentoPieceSet     board_set,
                    GError          **error)
{
  g_autoptr(PentoBoard) board = NULL;

  /* as pento_board_new_from_spec(), which also words the errors: a built-in name wins over a
   * file of that name, and a file is read as a position (a plain mask is the empty one) */
  if (!pento_board_spec_is_builtin (spec) && g_file_test (spec, G_FILE_TEST_EXISTS))
    return read_position_file (spec, rules, board_set, error);
  board = pento_board_new_from_spec_for_set (spec, board_set, error);
  if (board == NULL)
    return NULL;
  return position_alloc (board);
}

PentoPosition *
pento_position_new_from_spec (const char       *spec,
                              const PentoRules *rules,
                              GError          **error)
{
  g_return_val_if_fail (spec != NULL && rules != NULL, NULL);

  return position_from_spec (spec, rules, rules->pieces, error);
}

PentoPosition *
pento_position_new_for_game (const char       *spec,
                             const PentoRules *rules,
                             GError          **error)
{
  g_return_val_if_fail (spec != NULL && rules != NULL, NULL);

  return position_from_spec (spec, rules, PENTO_BOARD_ANY_SET, error);
}

PentoPosition *
pento_position_ref (PentoPosition *position)
{
  g_return_val_if_fail (position != NULL, NULL);
  g_atomic_ref_count_inc (&position->ref_count);
  return position;
}

void
pento_position_unref (PentoPosition *position)
{
  g_return_if_fail (position != NULL);
  if (g_atomic_ref_count_dec (&position->ref_count))
    {
      pento_board_unref (position->board);
      g_free (position->grid);
      g_free (position);
    }
}

PentoBoard *
pento_position_get_board (const PentoPosition *position)
{
  g_return_val_if_fail (position != NULL, NULL);
  return position->board;
}

char
pento_position_get (const PentoPosition *position,
                    guint                x,
                    guint                y)
{
  g_return_val_if_fail (position != NULL, '.');
  if (x >= position->width || y >= position->height)
    return '.';
  return position->grid[y * position->width + x];
}

guint
pento_position_get_placed (const PentoPosition *position)
{
  g_return_val_if_fail (position != NULL, 0);
  return position->placed;
}

guint
pento_position_get_pieces (const PentoPosition *position)
{
  g_return_val_if_fail (position != NULL, 0);
  return position->pieces;
}

PentoPieceSet
pento_position_get_named_pieces (const PentoPosition *position)
{
  g_return_val_if_fail (position != NULL, PENTO_PIECE_SET_DEFAULT);
  return position->named_pieces;
}

guint
pento_position_get_n_placed (const PentoPosition *position)
{
  g_return_val_if_fail (position != NULL, 0);
  return __builtin_popcount (position->placed);
}

guint
pento_position_get_piece_cells (const PentoPosition *position,
                                PentoPiece           piece,
                                PentoCell            out[5])
{
  guint n;

  g_return_val_if_fail (position != NULL && piece < PENTO_N_SET_PIECES, 0);
  if (!(position->placed & (1u << piece)))
    return 0;
  n = piece_size (piece);
  memcpy (out, position->cells[piece], n * sizeof (PentoCell));
  return n;
}

gboolean
pento_position_is_complete (const PentoPosition *position)
{
  g_return_val_if_fail (position != NULL, FALSE);
  /* whatever the piece set: no empty cell left */
  return memchr (position->grid, '#', position->width * position->height) == NULL;
}

gboolean
pento_position_equal (const PentoPosition *a,
                      const PentoPosition *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  return pento_board_equal (a->board, b->board) &&
         memcmp (a->grid, b->grid, a->width * a->height) == 0;
}

/* The sentence of check_shape() as a message of its own. */
static void
set_sentence_error (GError     **error,
                    const GError *sentence)
{
  g_autofree char *message = g_strdup (sentence->message);

  message[0] = g_ascii_toupper (message[0]);
  g_set_error_literal (error, PENTO_ERROR, PENTO_ERROR_INVALID, message);
}

PentoPosition *
pento_position_place (const PentoPosition *position,
                      PentoPiece           piece,
                      const PentoCell     *cells,
                      guint                n_cells,
                      const PentoRules    *rules,
                      GError             **error)
{
  PentoPosition *out;
  char letter;

  g_return_val_if_fail (position != NULL && rules != NULL, NULL);
  g_return_val_if_fail (cells != NULL || n_cells == 0, NULL);

  /* (the piece set itself is the rules': pento_position_check_rules() sees to it) */
  if (piece >= PENTO_N_SET_PIECES || !(position_allowed (position) & (1u << piece)))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("This board holds no %c piece: the 2×2 square only comes with a board of "
                     "64 cells"), piece < PENTO_N_SET_PIECES ? pento_piece_to_letter (piece) : '?');
      return NULL;
    }
  letter = pento_piece_to_letter (piece);
  if (position->placed & (1u << piece))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("The %c piece is already on the board"), letter);
      return NULL;
    }
  if (n_cells != piece_size (piece))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("The %c piece has %u cells, not %u"), letter, piece_size (piece), n_cells);
      return NULL;
    }
  for (guint i = 0; i < n_cells; i++)
    {
      guint x = cells[i].x, y = cells[i].y;
      char here = pento_position_get (position, x, y);

      if (x >= position->width || y >= position->height)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("Row %u, column %u is off the board"), y + 1, x + 1);
          return NULL;
        }
      if (here == '.')
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("Row %u, column %u is a hole in the board"), y + 1, x + 1);
          return NULL;
        }
      if (here != '#')
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("Row %u, column %u is already covered by the %c piece"), y + 1,
                       x + 1, here);
          return NULL;
        }
      for (guint j = 0; j < i; j++)
        if (cells[j].x == x && cells[j].y == y)
          {
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("Row %u, column %u is given twice"), y + 1, x + 1);
            return NULL;
          }
    }
  {
    g_autoptr(GError) local_error = NULL;

    if (!check_shape (piece, cells, n_cells, rules, &local_error))
      {
        set_sentence_error (error, local_error);
        return NULL;
      }
  }

  out = position_copy (position);
  set_piece (out, piece, cells, n_cells);
  return out;
}

PentoPosition *
pento_position_remove (const PentoPosition *position,
                       PentoPiece           piece)
{
  PentoPosition *out;

  g_return_val_if_fail (position != NULL && piece < PENTO_N_SET_PIECES, NULL);

  if (!(position->placed & (1u << piece)))
    return pento_position_ref ((PentoPosition *) position);
  out = position_copy (position);
  for (guint i = 0; i < piece_size (piece); i++)
    out->grid[out->cells[piece][i].y * out->width + out->cells[piece][i].x] = '#';
  memset (out->cells[piece], 0, sizeof out->cells[piece]);
  out->placed &= ~(1u << piece);
  return out;
}

gboolean
pento_position_check_rules (const PentoPosition *position,
                            const PentoRules    *rules,
                            GError             **error)
{
  g_return_val_if_fail (position != NULL && rules != NULL, FALSE);

  if (rules->pieces != PENTO_PIECE_SET_DEFAULT)
    for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
      if ((position->placed & (1u << p)) && !(rules->pieces & (1u << p)))
        {
          g_autofree char *set = pento_piece_set_to_string (rules->pieces);

          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("The %c piece is placed, but the piece set %s has none"),
                       pento_piece_to_letter (p), set);
          return FALSE;
        }
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      g_autoptr(GError) local_error = NULL;

      if ((position->placed & (1u << p)) &&
          !check_shape (p, position->cells[p], piece_size (p), rules, &local_error))
        {
          set_sentence_error (error, local_error);
          return FALSE;
        }
    }
  return TRUE;
}

char *
pento_position_to_text (const PentoPosition *position)
{
  GString *s;

  g_return_val_if_fail (position != NULL, NULL);

  s = g_string_sized_new ((position->width + 1) * position->height);
  /* the set its file named goes with it, so that the text reads back as the same position */
  if (position->named_pieces != PENTO_PIECE_SET_DEFAULT)
    {
      g_autofree char *comment = pento_piece_set_to_comment (position->named_pieces);

      g_string_append (s, comment);
    }
  for (guint y = 0; y < position->height; y++)
    {
      g_string_append_len (s, position->grid + y * position->width, position->width);
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

PentoSolution *
pento_position_to_solution (const PentoPosition *position)
{
  PentoSolution *solution;

  g_return_val_if_fail (position != NULL, NULL);

  solution = pento_solution_new (position->width, position->height);
  for (guint i = 0; i < position->width * position->height; i++)
    if (position->grid[i] != '#')
      solution->cells[i] = position->grid[i];
  return solution;
}

gboolean
pento_placement_parse (const char *text,
                       PentoPiece *out_piece,
                       PentoCell   out_cells[5],
                       guint      *out_n_cells,
                       GError    **error)
{
  const char *p = text;
  PentoPiece piece;
  guint n = 0;

  g_return_val_if_fail (text != NULL, FALSE);

  /* A capital letter, or f l n p y z for the one-sided set's mirror pieces. */
  if (!pento_piece_from_set_letter (p[0], &piece) || p[1] != ':')
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                   _("“%s” is not a placement: write a piece letter, a colon and its cells, "
                     "as in “X:2,1 1,2 2,2 3,2 2,3”"), text);
      return FALSE;
    }
  p += 2;
  for (;;)
    {
      guint64 x, y;
      char *end;

      while (*p == ' ')
        p++;
      if (*p == '\0')
        break;
      if (n == piece_size (piece) || !g_ascii_isdigit (*p))
        goto bad;
      x = g_ascii_strtoull (p, &end, 10);
      if (*end != ',' || !g_ascii_isdigit (end[1]))
        goto bad;
      y = g_ascii_strtoull (end + 1, &end, 10);
      if ((*end != ' ' && *end != '\0') || x >= PENTO_BOARD_MAX_SIDE ||
          y >= PENTO_BOARD_MAX_SIDE)
        goto bad;
      out_cells[n++] = (PentoCell) { x, y };
      p = end;
    }
  if (n != piece_size (piece))
    goto bad;
  *out_piece = piece;
  *out_n_cells = n;
  return TRUE;

bad:
  g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
               _("“%s” is not a placement: the %c piece needs %u cells written x,y (from 0) "
                 "and separated by spaces, as in “X:2,1 1,2 2,2 3,2 2,3”"),
               text, pento_piece_to_letter (piece), piece_size (piece));
  return FALSE;
}

char *
pento_placement_to_string (PentoPiece       piece,
                           const PentoCell *cells,
                           guint            n_cells)
{
  GString *s;

  g_return_val_if_fail (piece < PENTO_N_SET_PIECES && (cells != NULL || n_cells == 0), NULL);

  s = g_string_new (NULL);
  g_string_append_printf (s, "%c:", pento_piece_to_letter (piece));
  for (guint i = 0; i < n_cells; i++)
    g_string_append_printf (s, i == 0 ? "%u,%u" : " %u,%u", cells[i].x, cells[i].y);
  return g_string_free (s, FALSE);
}

/* Calls @func for every placement of the pieces in @pieces (allowed orientations) whose cells
 * all satisfy @inside. */
typedef gboolean (*CellTest)    (const PentoPosition *position, guint x, guint y, gpointer data);
typedef void     (*PlacementFunc) (const PentoShape *shape, guint ox, guint oy, gpointer data);

static void
for_each_placement (const PentoPosition *position,
                    const PentoRules    *rules,
                    guint                pieces,
                    CellTest             inside,
                    PlacementFunc        func,
                    gpointer             data)
{
  for (guint p = 0; p < PENTO_N_SET_PIECES; p++)
    {
      PentoShape shapes[PENTO_MAX_ORIENTATIONS];
      guint n;

      if (!(pieces & (1u << p)))
        continue;
      n = pento_rules_get_orientations (rules, p, shapes);
      for (guint o = 0; o < n; o++)
        for (guint oy = 0; oy + shapes[o].height <= position->height; oy++)
          for (guint ox = 0; ox + shapes[o].width <= position->width; ox++)
            {
              gboolean fits = TRUE;

              for (guint i = 0; i < shapes[o].n_cells && fits; i++)
                fits = inside (position, ox + shapes[o].cells[i].x, oy + shapes[o].cells[i].y,
                               data);
              if (fits)
                func (&shapes[o], ox, oy, data);
            }
    }
}

typedef struct {
  const guint8 *region;                /* by cell: region number + 1, 0: not empty */
  guint8        id;
  guint8       *covered;
} RegionData;

static gboolean
in_region (const PentoPosition *position,
           guint                x,
           guint                y,
           gpointer             data)
{
  const RegionData *rd = data;

  return rd->region[y * position->width + x] == rd->id;
}

static void
mark_covered (const PentoShape *shape,
              guint             ox,
              guint             oy,
              gpointer          data)
{
  RegionData *rd = data;

  for (guint i = 0; i < shape->n_cells; i++)
    rd->covered[(oy + shape->cells[i].y) * 64 + ox + shape->cells[i].x] = 1;
}

guint
pento_position_find_dead_region (const PentoPosition *position,
                                 const PentoRules    *rules,
                                 PentoDeadReason     *out_reason,
                                 PentoCell            out[64])
{
  guint width, height, left;
  guint8 region[PENTO_BOARD_MAX_SIDE * PENTO_BOARD_MAX_SIDE] = { 0 };
  guint8 id = 0;

  g_return_val_if_fail (position != NULL && rules != NULL, 0);

  width = position->width;
  height = position->height;
  left = pento_piece_set_resolve (rules->pieces, pento_board_get_n_cells (position->board)) &
         ~position->placed;
  if (out_reason)
    *out_reason = PENTO_DEAD_NONE;

  for (guint start = 0; start < width * height; start++)
    {
      PentoCell cells[PENTO_BOARD_MAX_CELLS];
      guint n = 0;
      gboolean dead_size;
      PentoDeadReason reason = PENTO_DEAD_NONE;

      if (position->grid[start] != '#' || region[start] != 0)
        continue;
      /* a board has 128 cells at most, so at most 128 regions */
      id++;
      cells[n++] = (PentoCell) { start % width, start / width };
      region[start] = id;
      for (guint i = 0; i < n; i++)
        {
          static const int dx[] = { 1, -1, 0, 0 }, dy[] = { 0, 0, 1, -1 };

          for (guint d = 0; d < 4; d++)
            {
              int nx = (int) cells[i].x + dx[d], ny = (int) cells[i].y + dy[d];

              if (nx < 0 || ny < 0 || nx >= (int) width || ny >= (int) height ||
                  position->grid[ny * width + nx] != '#' || region[ny * width + nx] != 0)
                continue;
              region[ny * width + nx] = id;
              cells[n++] = (PentoCell) { nx, ny };
            }
        }

      dead_size = n % 5 != 0 && !((left & (1u << PENTO_PIECE_O)) && n % 5 == 4);
      if (dead_size)
        reason = PENTO_DEAD_REGION_SIZE;
      else
        {
          g_autofree guint8 *covered = g_malloc0 (64 * height);
          RegionData rd = { region, id, covered };

          guint n_uncovered = 0;

          for_each_placement (position, rules, left, in_region, mark_covered, &rd);
          /* The culprit is the cells no piece left can cover (the strip above a piece along
           * the edge), not the whole region around them. */
          for (guint i = 0; i < n; i++)
            if (!covered[cells[i].y * 64 + cells[i].x])
              cells[n_uncovered++] = cells[i];
          if (n_uncovered > 0)
            {
              reason = PENTO_DEAD_REGION_SHAPE;
              n = n_uncovered;
            }
        }
      /* (a region past 64 cells, on the larger boards of a piece set, is not reported) */
      if (reason != PENTO_DEAD_NONE && n <= 64)
        {
          qsort (cells, n, sizeof cells[0], compare_cells);
          memcpy (out, cells, n * sizeof cells[0]);
          if (out_reason)
            *out_reason = reason;
          return n;
        }
    }
  return 0;
}

static gboolean
is_empty (const PentoPosition *position,
          guint                x,
          guint                y,
          gpointer             data)
{
  return position->grid[y * position->width + x] == '#';
}

static void
count_fits (const PentoShape *shape,
            guint             ox,
            guint             oy,
            gpointer          data)
{
  guint *fits = data;

  for (guint i = 0; i < shape->n_cells; i++)
    fits[(oy + shape->cells[i].y) * 64 + ox + shape->cells[i].x]++;
}

gboolean
pento_position_hint_cell (const PentoPosition *position,
                          const PentoRules    *rules,
                          PentoCell           *out_cell)
{
  g_autofree guint *fits = NULL;
  guint best = G_MAXUINT, best_x = 0, best_y = 0;

  g_return_val_if_fail (position != NULL && rules != NULL && out_cell != NULL, FALSE);

  fits = g_new0 (guint, 64 * position->height);
  for_each_placement (position, rules,
                      pento_piece_set_resolve (rules->pieces,
                                               pento_board_get_n_cells (position->board)) &
                      ~position->placed, is_empty, count_fits, fits);
  for (guint y = 0; y < position->height; y++)
    for (guint x = 0; x < position->width; x++)
      if (position->grid[y * position->width + x] == '#' && fits[y * 64 + x] < best)
        {
          best = fits[y * 64 + x];
          best_x = x;
          best_y = y;
        }
  if (best == G_MAXUINT || best == 0)
    return FALSE;                      /* complete, or a cell nothing covers */
  *out_cell = (PentoCell) { best_x, best_y };
  return TRUE;
}
