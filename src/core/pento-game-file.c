/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-game-file.c: reads and writes a game's text. The position part is read by the
 * position reader (so a game file is a position file); the comment lines are read strictly:
 * a clock of "nan" or a hint count past what fits is a damaged file, not a value to clamp.
 */
#include "pento-game-file.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "pento-error.h"

#define HEADER "; Pentomino game"
/* Ten years of play: anything longer is not a clock but a damaged file. */
#define MAX_ELAPSED (10.0 * 366 * 24 * 3600)

PentoGameFile *
pento_game_file_new (PentoPosition *position)
{
  PentoGameFile *file;

  g_return_val_if_fail (position != NULL, NULL);

  file = g_new0 (PentoGameFile, 1);
  file->position = pento_position_ref (position);
  file->undo = g_array_new (FALSE, TRUE, sizeof (PentoGameMove));
  file->redo = g_array_new (FALSE, TRUE, sizeof (PentoGameMove));
  return file;
}

void
pento_game_file_free (PentoGameFile *file)
{
  if (file == NULL)
    return;
  g_clear_pointer (&file->position, pento_position_unref);
  g_clear_pointer (&file->undo, g_array_unref);
  g_clear_pointer (&file->redo, g_array_unref);
  g_free (file->history_note);
  g_free (file);
}

/* --- Moves ---------------------------------------------------------------------------- */

static void
append_placement (GString         *out,
                  PentoPiece       piece,
                  const PentoCell *cells,
                  guint            n)
{
  if (n == 0)
    g_string_append_c (out, '-');
  else
    {
      g_autofree char *text = pento_placement_to_string (piece, cells, n);

      g_string_append (out, text);
    }
}

static char *
move_to_line (const char          *key,
              const PentoGameMove *move)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "; %s: ", key);
  for (guint i = 0; i < move->n_changes; i++)
    {
      const PentoGameChange *change = &move->changes[i];

      if (i > 0)
        g_string_append_c (out, '/');
      append_placement (out, change->piece, change->from, change->n_from);
      g_string_append_c (out, '>');
      append_placement (out, change->piece, change->to, change->n_to);
    }
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

static gboolean
parse_placement (const char  *text,
                 PentoPiece  *piece,
                 PentoCell    cells[5],
                 guint8      *n,
                 GError     **error)
{
  guint n_cells = 0;

  if (g_str_equal (text, "-"))
    {
      *n = 0;
      return TRUE;
    }
  if (!pento_placement_parse (text, piece, cells, &n_cells, error))
    return FALSE;
  *n = n_cells;
  return TRUE;
}

static gboolean
parse_move (const char     *text,
            PentoGameMove  *move,
            GError        **error)
{
  g_auto(GStrv) changes = g_strsplit (text, "/", -1);

  memset (move, 0, sizeof *move);
  for (guint i = 0; changes[i] != NULL; i++)
    {
      g_auto(GStrv) sides = g_strsplit (changes[i], ">", 2);
      PentoGameChange *change;
      PentoPiece from_piece = PENTO_N_SET_PIECES, to_piece = PENTO_N_SET_PIECES;

      if (move->n_changes >= G_N_ELEMENTS (move->changes) || g_strv_length (sides) != 2)
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE, _("a move that cannot be read"));
          return FALSE;
        }
      change = &move->changes[move->n_changes++];
      if (!parse_placement (g_strstrip (sides[0]), &from_piece, change->from, &change->n_from,
                            error) ||
          !parse_placement (g_strstrip (sides[1]), &to_piece, change->to, &change->n_to, error))
        return FALSE;
      if ((change->n_from == 0 && change->n_to == 0) ||
          (change->n_from > 0 && change->n_to > 0 && from_piece != to_piece))
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE, _("a move that cannot be read"));
          return FALSE;
        }
      change->piece = change->n_from > 0 ? from_piece : to_piece;
    }
  return TRUE;
}

/* --- Replaying ------------------------------------------------------------------------ */

static int
compare_cells (gconstpointer a,
               gconstpointer b)
{
  const PentoCell *ca = a, *cb = b;

  if (ca->y != cb->y)
    return ca->y < cb->y ? -1 : 1;
  return (ca->x > cb->x) - (ca->x < cb->x);
}

/* Whether @piece lies on exactly @cells in @position (@n == 0: it is in the tray). */
static gboolean
piece_is_on (const PentoPosition *position,
             PentoPiece           piece,
             const PentoCell     *cells,
             guint                n)
{
  PentoCell here[5], want[5];
  guint n_here = pento_position_get_piece_cells (position, piece, here);

  if (n_here != n)
    return FALSE;
  if (n == 0)
    return TRUE;
  memcpy (want, cells, n * sizeof (PentoCell));
  qsort (want, n, sizeof (PentoCell), compare_cells);
  return memcmp (want, here, n * sizeof (PentoCell)) == 0;
}

PentoPosition *
pento_game_move_apply (const PentoPosition *position,
                       const PentoGameMove *move,
                       gboolean             forward,
                       const PentoRules    *rules,
                       GError             **error)
{
  g_autoptr(PentoPosition) result = NULL;
  guint seen = 0;

  g_return_val_if_fail (position != NULL && move != NULL && rules != NULL, NULL);

  if (move->n_changes == 0 || move->n_changes > G_N_ELEMENTS (move->changes))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID, _("a move that changes nothing"));
      return NULL;
    }
  /* Where each piece is before the move must be where the move says it was. */
  for (guint i = 0; i < move->n_changes; i++)
    {
      const PentoGameChange *change = &move->changes[i];
      guint n_before = forward ? change->n_from : change->n_to;
      const PentoCell *before = forward ? change->from : change->to;

      if (change->piece >= PENTO_N_SET_PIECES || (seen & (1u << change->piece)))
        {
          g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                       _("a move that changes a piece twice"));
          return NULL;
        }
      seen |= 1u << change->piece;
      if (n_before > 5 || !piece_is_on (position, change->piece, before, n_before))
        {
          char letter = pento_piece_to_letter (change->piece);

          if (n_before == 0)
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("the move takes %c from the tray, but it is on the board"), letter);
          else
            g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                         _("the move takes %c from cells where it is not"), letter);
          return NULL;
        }
    }

  /* Every piece that moves is lifted first, then each is put where it goes, so that pieces
   * may swap places within one move. */
  result = pento_position_ref ((PentoPosition *) position);
  for (guint i = 0; i < move->n_changes; i++)
    {
      const PentoGameChange *change = &move->changes[i];

      if ((forward ? change->n_from : change->n_to) > 0)
        {
          PentoPosition *next = pento_position_remove (result, change->piece);

          pento_position_unref (result);
          result = next;
        }
    }
  for (guint i = 0; i < move->n_changes; i++)
    {
      const PentoGameChange *change = &move->changes[i];
      guint n = forward ? change->n_to : change->n_from;
      PentoPosition *next;

      if (n == 0)
        continue;
      next = pento_position_place (result, change->piece, forward ? change->to : change->from,
                                   n, rules, error);
      if (next == NULL)
        return NULL;
      pento_position_unref (result);
      result = next;
    }
  /* (the piece set is the rules': a move never brings a piece the set has not) */
  if (!pento_position_check_rules (result, rules, error))
    return NULL;
  return g_steal_pointer (&result);
}

/* Applies @moves to *@p one after the other, forwards or backwards, from the newest (the
 * array's end) when @newest_first; FALSE at the first that does not apply, its index in
 * @out_index. */
static gboolean
replay (PentoPosition    **p,
        GArray            *moves,
        gboolean           forward,
        gboolean           newest_first,
        const PentoRules  *rules,
        guint             *out_index,
        GError           **error)
{
  for (guint k = 0; k < moves->len; k++)
    {
      guint i = newest_first ? moves->len - 1 - k : k;
      PentoPosition *next = pento_game_move_apply (*p, &g_array_index (moves, PentoGameMove, i),
                                                   forward, rules, error);

      if (next == NULL)
        {
          *out_index = i;
          return FALSE;
        }
      pento_position_unref (*p);
      *p = next;
    }
  return TRUE;
}

gboolean
pento_game_history_check (const PentoPosition *position,
                          GArray              *undo,
                          GArray              *redo,
                          const PentoRules    *rules,
                          guint               *out_index,
                          gboolean            *out_in_redo,
                          GError             **error)
{
  g_autoptr(PentoPosition) p = NULL;
  guint index = 0;
  gboolean in_redo = FALSE, ok;

  g_return_val_if_fail (position != NULL && undo != NULL && redo != NULL && rules != NULL,
                        FALSE);

  /* Back to where the game began, the newest move first, and from there forwards again, the
   * oldest first: that must come to @position; then the moves to redo, the next one first. */
  p = pento_position_ref ((PentoPosition *) position);
  ok = replay (&p, undo, FALSE, TRUE, rules, &index, error) &&
       replay (&p, undo, TRUE, FALSE, rules, &index, error);
  if (ok && !pento_position_equal (p, position))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_INVALID,
                   _("the moves do not lead to the position on the board"));
      index = undo->len - 1;
      ok = FALSE;
    }
  if (ok)
    {
      in_redo = TRUE;
      ok = replay (&p, redo, TRUE, TRUE, rules, &index, error);
    }
  if (!ok && out_index != NULL)
    *out_index = index;
  if (!ok && out_in_redo != NULL)
    *out_in_redo = in_redo;
  return ok;
}

/* --- Reading -------------------------------------------------------------------------- */

/* At most 40 whole characters of a value, for a message. */
static char *
shown (const char *value)
{
  return pento_error_escape_text (value, 40);
}

static gboolean
parse_elapsed (const char *value,
               double     *out)
{
  char *end = NULL;
  double v;

  if (!g_ascii_isdigit (value[0]))
    return FALSE;   /* no sign, no "nan", no "inf", no spaces */
  v = g_ascii_strtod (value, &end);
  if (end == value || *end != '\0' || !isfinite (v) || v < 0.0 || v > MAX_ELAPSED)
    return FALSE;
  *out = v;
  return TRUE;
}

PentoGameFile *
pento_game_file_read (const char        *text,
                      gssize             length,
                      const char        *name,
                      const PentoRules  *rules,
                      GError           **error)
{
  g_autoptr(PentoPosition) position = NULL;
  g_autoptr(PentoGameFile) file = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *copy = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GArray) undo_lines = NULL;   /* the line of each move read, for a message */
  g_autoptr(GArray) redo_lines = NULL;
  guint line, column;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  if (length < 0)
    length = strlen (text);
  if (pento_text_find_nul (text, length, &line, &column))
    {
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT,
                   _("%s:%u:%u: a NUL byte: a game file is text"), name, line, column);
      return NULL;
    }
  copy = g_strndup (text, length);
  if (!g_utf8_validate (copy, -1, NULL))
    {
      const char *bad = NULL;

      g_utf8_validate (copy, -1, &bad);
      line = 1;
      column = 1;
      for (const char *p = copy; p < bad; p = g_utf8_next_char (p))
        {
          if (*p == '\n')
            line++, column = 1;
          else
            column++;
        }
      g_set_error (error, PENTO_ERROR, PENTO_ERROR_NOT_TEXT,
                   _("%s:%u:%u: not UTF-8 text"), name, line, column);
      return NULL;
    }

  /* The position reader skips the comment lines, so a game file is also a position file. */
  position = pento_position_new_from_text (copy, rules, &local_error);
  if (position == NULL)
    {
      /* "3:7: …" from the position reader becomes "game.txt:3:7: …" */
      pento_error_prefix_place (&local_error, name, 0, 0);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  file = pento_game_file_new (position);
  undo_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  redo_lines = g_array_new (FALSE, FALSE, sizeof (guint));

  lines = g_strsplit (copy, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *l = lines[i];
      gsize len = strlen (l);
      PentoGameMove move;
      g_autoptr(GError) move_error = NULL;

      if (len > 0 && l[len - 1] == '\r')
        l[len - 1] = '\0';
      if (g_str_has_prefix (l, "; elapsed: "))
        {
          const char *value = l + strlen ("; elapsed: ");

          if (!parse_elapsed (value, &file->elapsed))
            {
              g_autofree char *bad = shown (value);

              g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                           _("%s:%u:%u: a time of play must be a number of seconds, not “%s”"),
                           name, i + 1, (guint) strlen ("; elapsed: ") + 1, bad);
              return NULL;
            }
        }
      else if (g_str_has_prefix (l, "; hints: "))
        {
          const char *value = l + strlen ("; hints: ");
          guint64 v;

          if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT, &v, NULL))
            {
              g_autofree char *bad = shown (value);

              g_set_error (error, PENTO_ERROR, PENTO_ERROR_PARSE,
                           _("%s:%u:%u: a count of hints must be a whole number from 0 to %u, "
                             "not “%s”"),
                           name, i + 1, (guint) strlen ("; hints: ") + 1, G_MAXUINT, bad);
              return NULL;
            }
          file->hints_used = (guint) v;
        }
      else if (file->history_note == NULL &&
               (g_str_has_prefix (l, "; undo: ") || g_str_has_prefix (l, "; redo: ")))
        {
          gboolean undo = l[2] == 'u';

          guint number = i + 1;

          if (parse_move (l + strlen ("; undo: "), &move, &move_error))
            {
              g_array_append_vals (undo ? file->undo : file->redo, &move, 1);
              g_array_append_val (undo ? undo_lines : redo_lines, number);
            }
          else
            file->history_note = g_strdup_printf ("%s:%u:%u: %s", name, i + 1,
                                                  (guint) strlen ("; undo: ") + 1,
                                                  move_error->message);
        }
    }

  /* A history that does not replay from where the game began to this position is no
   * history of it: undone, it would show positions that never were. */
  if (file->history_note == NULL)
    {
      g_autoptr(GError) replay_error = NULL;
      guint index = 0;
      gboolean in_redo = FALSE;

      if (!pento_game_history_check (file->position, file->undo, file->redo, rules, &index,
                                     &in_redo, &replay_error))
        file->history_note = g_strdup_printf (_("%s:%u:%u: the undo history does not replay: "
                                                "%s"), name,
                                              g_array_index (in_redo ? redo_lines : undo_lines,
                                                             guint, index),
                                              (guint) strlen ("; undo: ") + 1,
                                              replay_error->message);
    }

  /* A history that cannot be read is dropped whole: half of one would undo to a position
   * that never was. The game itself stays. */
  if (file->history_note != NULL)
    {
      g_array_set_size (file->undo, 0);
      g_array_set_size (file->redo, 0);
    }
  return g_steal_pointer (&file);
}

/* The flip and mirror fields from the "; rules:" line; FALSE when there is none or it is not
 * one. */
static gboolean
read_rules_line (const char *text,
                 gsize       length,
                 PentoRules *rules)
{
  const char *end = text + length;

  for (const char *l = text; l < end;)
    {
      const char *next = memchr (l, '\n', end - l);
      gsize len = (next != NULL ? next : end) - l;

      if (len > strlen ("; rules: ") && strncmp (l, "; rules: ", strlen ("; rules: ")) == 0)
        {
          g_autofree char *value = g_strndup (l + strlen ("; rules: "),
                                              len - strlen ("; rules: "));
          PentoMirrorSet mirror;

          g_strchomp (value);
          if (g_str_equal (value, "flip"))
            {
              rules->flip = TRUE;
              return TRUE;
            }
          if (g_str_has_prefix (value, "no-flip") &&
              pento_mirror_set_parse (g_strchug (value + strlen ("no-flip")), &mirror, NULL))
            {
              rules->flip = FALSE;
              rules->mirror = mirror;
              return TRUE;
            }
          return FALSE;
        }
      if (next == NULL)
        break;
      l = next + 1;
    }
  return FALSE;
}

gboolean
pento_game_file_read_rules (const char *text,
                            gssize      length,
                            PentoRules *rules)
{
  g_autofree char *copy = NULL;
  PentoRules read;
  PentoPieceSet set = PENTO_PIECE_SET_DEFAULT;

  g_return_val_if_fail (text != NULL && rules != NULL, FALSE);

  if (length < 0)
    length = strlen (text);
  read = *rules;
  if (!read_rules_line (text, length, &read))
    return FALSE;
  /* the set the game is played with, when the file names one */
  copy = g_strndup (text, length);
  if (!pento_piece_set_find_in_text (copy, &set, NULL, NULL))
    return FALSE;
  if (set != PENTO_PIECE_SET_DEFAULT)
    read.pieces = set;
  *rules = read;
  return TRUE;
}

/* --- Writing -------------------------------------------------------------------------- */

/* The newest moves of @stack (its end) within the bounds, as lines, oldest first. */
static void
append_stack (GString    *out,
              const char *key,
              GArray     *stack)
{
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (g_free);
  gsize bytes = 0;

  for (guint i = stack->len; i-- > 0 && kept->len < PENTO_GAME_FILE_MAX_MOVES;)
    {
      char *line = move_to_line (key, &g_array_index (stack, PentoGameMove, i));

      bytes += strlen (line);
      if (bytes > PENTO_GAME_FILE_MAX_HISTORY / 2)
        {
          g_free (line);
          break;
        }
      g_ptr_array_add (kept, line);
    }
  for (guint i = kept->len; i-- > 0;)
    g_string_append (out, g_ptr_array_index (kept, i));
}

char *
pento_game_file_to_text (const PentoGameFile *file,
                         const PentoRules    *rules)
{
  g_autoptr(GString) out = g_string_new (HEADER "\n");
  g_autofree char *position = NULL;
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  double elapsed;

  g_return_val_if_fail (file != NULL && rules != NULL, NULL);

  if (rules->flip)
    g_string_append (out, "; rules: flip\n");
  else
    {
      g_autofree char *mirror = pento_mirror_set_to_string (rules->mirror);

      g_string_append_printf (out, "; rules: no-flip %s\n", mirror);
    }
  elapsed = isfinite (file->elapsed) ? CLAMP (file->elapsed, 0.0, MAX_ELAPSED) : 0.0;
  /* "%.3f" with a dot in every locale: the file is read back by g_ascii_strtod. */
  g_string_append_printf (out, "; elapsed: %s\n",
                          g_ascii_formatd (buf, sizeof buf, "%.3f", elapsed));
  g_string_append_printf (out, "; hints: %u\n", file->hints_used);
  /* Each stack gets half of the history's bytes: the newest undo and redo steps survive. */
  append_stack (out, "undo", file->undo);
  append_stack (out, "redo", file->redo);

  /* The set played, unless the position names it already: a game of the one-sided pieces
   * opens with them wherever it is read. */
  if (rules->pieces != PENTO_PIECE_SET_DEFAULT &&
      pento_position_get_named_pieces (file->position) == PENTO_PIECE_SET_DEFAULT)
    {
      g_autofree char *comment = pento_piece_set_to_comment (rules->pieces);

      g_string_append (out, comment);
    }
  position = pento_position_to_text (file->position);
  g_string_append (out, position);
  return g_string_free (g_steal_pointer (&out), FALSE);
}
