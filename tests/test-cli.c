/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-cli.c: runs the real pentomino-cli binary and checks its output, exit codes and JSON.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

/* ---------------------------------------------------------------------------------------- */
/* A small JSON reader, strict enough to catch malformed output (no json-glib in this project). */

typedef enum {
  J_NULL,
  J_BOOL,
  J_NUMBER,
  J_STRING,
  J_ARRAY,
  J_OBJECT,
} JType;

typedef struct _JNode JNode;
struct _JNode {
  JType      type;
  gboolean   boolean;
  char      *text;   /* a number's digits, or a string's value */
  GPtrArray *items;  /* array elements, or object values */
  GPtrArray *keys;   /* object keys, parallel to items */
};

static void
j_free (gpointer data)
{
  JNode *node = data;

  if (node == NULL)
    return;
  g_free (node->text);
  g_clear_pointer (&node->items, g_ptr_array_unref);
  g_clear_pointer (&node->keys, g_ptr_array_unref);
  g_free (node);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (JNode, j_free)

static JNode *j_parse_value (const char **p);

static void
j_skip_space (const char **p)
{
  while (**p == ' ' || **p == '\n' || **p == '\t' || **p == '\r')
    (*p)++;
}

static char *
j_parse_string (const char **p)
{
  GString *s = g_string_new (NULL);

  if (**p != '"')
    goto fail;
  for ((*p)++; **p != '"'; (*p)++)
    {
      if ((guchar) **p < 0x20)
        goto fail;
      if (**p != '\\')
        {
          g_string_append_c (s, **p);
          continue;
        }
      (*p)++;
      switch (**p)
        {
        case '"': case '\\': case '/': g_string_append_c (s, **p); break;
        case 'n': g_string_append_c (s, '\n'); break;
        case 't': g_string_append_c (s, '\t'); break;
        case 'r': g_string_append_c (s, '\r'); break;
        case 'b': g_string_append_c (s, '\b'); break;
        case 'f': g_string_append_c (s, '\f'); break;
        case 'u':
          {
            char hex[5] = { 0 };

            for (int i = 0; i < 4; i++)
              {
                if (!g_ascii_isxdigit ((*p)[1 + i]))
                  goto fail;
                hex[i] = (*p)[1 + i];
              }
            g_string_append_unichar (s, (gunichar) g_ascii_strtoull (hex, NULL, 16));
            *p += 4;
          }
          break;
        default:
          goto fail;
        }
    }
  (*p)++;
  if (!g_utf8_validate (s->str, s->len, NULL))
    goto fail;
  return g_string_free (s, FALSE);

fail:
  g_string_free (s, TRUE);
  return NULL;
}

static JNode *
j_parse_value (const char **p)
{
  g_autoptr(JNode) node = g_new0 (JNode, 1);

  j_skip_space (p);
  if (**p == '{' || **p == '[')
    {
      gboolean object = **p == '{';
      char close = object ? '}' : ']';

      node->type = object ? J_OBJECT : J_ARRAY;
      node->items = g_ptr_array_new_with_free_func (j_free);
      if (object)
        node->keys = g_ptr_array_new_with_free_func (g_free);
      (*p)++;
      j_skip_space (p);
      if (**p == close)
        {
          (*p)++;
          return g_steal_pointer (&node);
        }
      for (;;)
        {
          JNode *item;

          if (object)
            {
              char *key;

              j_skip_space (p);
              key = j_parse_string (p);
              if (key == NULL)
                return NULL;
              g_ptr_array_add (node->keys, key);
              j_skip_space (p);
              if (**p != ':')
                return NULL;
              (*p)++;
            }
          item = j_parse_value (p);
          if (item == NULL)
            return NULL;
          g_ptr_array_add (node->items, item);
          j_skip_space (p);
          if (**p == ',')
            {
              (*p)++;
              continue;
            }
          if (**p != close)
            return NULL;
          (*p)++;
          return g_steal_pointer (&node);
        }
    }
  if (**p == '"')
    {
      node->type = J_STRING;
      node->text = j_parse_string (p);
      return node->text != NULL ? g_steal_pointer (&node) : NULL;
    }
  if (g_str_has_prefix (*p, "true") || g_str_has_prefix (*p, "false"))
    {
      node->type = J_BOOL;
      node->boolean = **p == 't';
      *p += node->boolean ? 4 : 5;
      return g_steal_pointer (&node);
    }
  if (g_str_has_prefix (*p, "null"))
    {
      node->type = J_NULL;
      *p += 4;
      return g_steal_pointer (&node);
    }
  if (**p == '-' || g_ascii_isdigit (**p))
    {
      const char *start = *p;

      (*p)++;
      while (g_ascii_isdigit (**p) || **p == '.' || **p == 'e' || **p == 'E' ||
             **p == '+' || **p == '-')
        (*p)++;
      node->type = J_NUMBER;
      node->text = g_strndup (start, *p - start);
      return g_steal_pointer (&node);
    }

  return NULL;
}

/* The whole text must be exactly one JSON value (and a final newline). */
static JNode *
j_parse (const char *text)
{
  const char *p = text;
  JNode *node = j_parse_value (&p);

  if (node == NULL)
    g_error ("not JSON: %s", text);
  j_skip_space (&p);
  if (*p != '\0')
    g_error ("text after the JSON value: %s", p);

  return node;
}

static JNode *
j_get (JNode      *object,
       const char *key)
{
  g_assert_nonnull (object);
  g_assert_cmpint (object->type, ==, J_OBJECT);
  for (guint i = 0; i < object->keys->len; i++)
    if (g_str_equal (g_ptr_array_index (object->keys, i), key))
      return g_ptr_array_index (object->items, i);

  g_error ("no member “%s” in the JSON object", key);
  return NULL;
}

static guint64
j_get_u64 (JNode      *object,
           const char *key)
{
  JNode *node = j_get (object, key);
  guint64 value = 0;

  g_assert_cmpint (node->type, ==, J_NUMBER);
  g_assert_true (g_ascii_string_to_unsigned (node->text, 10, 0, G_MAXUINT64, &value, NULL));
  return value;
}

static const char *
j_get_string (JNode      *object,
              const char *key)
{
  JNode *node = j_get (object, key);

  g_assert_cmpint (node->type, ==, J_STRING);
  return node->text;
}

static gboolean
j_get_bool (JNode      *object,
            const char *key)
{
  JNode *node = j_get (object, key);

  g_assert_cmpint (node->type, ==, J_BOOL);
  return node->boolean;
}

/* ---------------------------------------------------------------------------------------- */
/* Running the binary. */

typedef struct {
  int   status;   /* exit status, or 128 + signal */
  char *out;
  char *err;
} CliResult;

static void
cli_result_free (CliResult *result)
{
  g_free (result->out);
  g_free (result->err);
  g_free (result);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliResult, cli_result_free)

static const char *
cli_path (void)
{
  const char *path = g_getenv ("PENTOMINO_CLI");

  if (path == NULL)
    g_error ("PENTOMINO_CLI is not set: run this test through meson");
  return path;
}

/* English messages whatever the machine's locale. */
static char **
cli_environ (void)
{
  char **env = g_get_environ ();

  env = g_environ_setenv (env, "LC_ALL", "C.UTF-8", TRUE);
  env = g_environ_unsetenv (env, "LANGUAGE");
  return env;
}

static int
decode_wait_status (int wait_status)
{
  if (WIFEXITED (wait_status))
    return WEXITSTATUS (wait_status);
  if (WIFSIGNALED (wait_status))
    return 128 + WTERMSIG (wait_status);
  return -1;
}

static CliResult *
run_cliv (const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) env = cli_environ ();
  g_autoptr(GError) error = NULL;
  CliResult *result = g_new0 (CliResult, 1);
  int wait_status = 0;

  g_ptr_array_add (argv, (char *) cli_path ());
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL,
                &result->out, &result->err, &wait_status, &error);
  g_assert_no_error (error);
  result->status = decode_wait_status (wait_status);

  return result;
}

static CliResult *
run_cli (const char *first,
         ...) G_GNUC_NULL_TERMINATED;

static CliResult *
run_cli (const char *first,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;

  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  return run_cliv ((const char * const *) args->pdata);
}

/* A run that must succeed without a word on stderr. */
static CliResult *
run_ok (const char * const *args)
{
  CliResult *result = run_cliv (args);

  if (result->status != 0)
    g_error ("pentomino-cli %s: exit %d: %s", args[0], result->status, result->err);
  g_assert_cmpstr (result->err, ==, "");
  return result;
}

/* Each file in its own private directory, so parallel test runs never collide. */
static char *
write_temp (const char *name,
            const char *contents)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("pentomino-cli-test-XXXXXX", &error);
  char *path;

  g_assert_no_error (error);
  path = g_build_filename (dir, name, NULL);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);

  return path;
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

/* Packings in the text form: blocks of rows separated by blank lines. */
static GPtrArray *
split_packings (const char *text)
{
  GPtrArray *packings = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *current = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0')
        {
          if (current != NULL)
            g_ptr_array_add (packings, g_string_free (current, FALSE));
          current = NULL;
          continue;
        }
      if (current == NULL)
        current = g_string_new (NULL);
      g_string_append (current, lines[i]);
      g_string_append_c (current, '\n');
    }
  if (current != NULL)
    g_ptr_array_add (packings, g_string_free (current, FALSE));

  return packings;
}

/* ---------------------------------------------------------------------------------------- */

typedef struct {
  const char *board;
  gboolean    no_flip;
  guint64     total;
  guint64     unique;
} Count;

/* pieces.md */
static const Count counts[] = {
  { "10x6", FALSE, 9356, 2339 },
  { "12x5", FALSE, 4040, 1010 },
  { "15x4", FALSE, 1472, 368 },
  { "20x3", FALSE, 8, 2 },
  { "8x8-hole", FALSE, 520, 65 },
  { "8x8-tetromino", FALSE, 129168, 16146 },
  { "10x6", TRUE, 92, 46 },
  { "12x5", TRUE, 72, 36 },
  { "15x4", TRUE, 10, 5 },
  { "20x3", TRUE, 0, 0 },
};

static void
test_counts (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      const Count *c = &counts[i];
      const char *args[] = { "--board", c->board, "--count", "--json",
                             c->no_flip ? "--no-flip" : NULL, NULL };
      g_autoptr(CliResult) result = run_ok (args);
      g_autoptr(JNode) json = j_parse (result->out);

      g_test_message ("%s%s: %s", c->board, c->no_flip ? " no-flip" : "", result->out);
      g_assert_cmpstr (j_get_string (json, "board"), ==, c->board);
      g_assert_cmpuint (j_get_u64 (json, "total"), ==, c->total);
      g_assert_cmpuint (j_get_u64 (json, "unique"), ==, c->unique);
      g_assert_cmpint (j_get_bool (json, "flip"), ==, !c->no_flip);
      if (c->no_flip)
        g_assert_cmpstr (j_get_string (json, "mirror"), ==, "FNY");
      else
        g_assert_cmpint (j_get (json, "mirror")->type, ==, J_NULL);
      g_assert_cmpint (j_get (json, "seconds")->type, ==, J_NUMBER);
      g_assert_cmpuint (j_get_u64 (json, "threads"), ==, 1);
    }
}

static void
test_count_text (void)
{
  g_autoptr(CliResult) plain = run_cli (NULL, NULL);
  g_autoptr(CliResult) no_flip = run_cli ("--board", "12x5", "--no-flip", "--mirror", "LPZ",
                                          NULL);
  g_autoptr(CliResult) threads = run_cli ("--threads", "2", "--json", NULL);
  g_autoptr(JNode) json = NULL;

  g_assert_cmpint (plain->status, ==, 0);
  g_assert_true (g_str_has_prefix (plain->out, "10x6, flipping allowed: 9356 packings, "
                                                "2339 unique ("));
  g_assert_true (g_str_has_suffix (plain->out, " s)\n"));

  /* The complement of FNY gives the same counts. */
  g_assert_cmpint (no_flip->status, ==, 0);
  g_assert_true (g_str_has_prefix (no_flip->out, "12x5, no flipping, mirrored LPZ: 72 packings, "
                                                  "36 unique ("));

  g_assert_cmpint (threads->status, ==, 0);
  json = j_parse (threads->out);
  g_assert_cmpuint (j_get_u64 (json, "threads"), ==, 2);
  g_assert_cmpuint (j_get_u64 (json, "total"), ==, 9356);
  g_assert_cmpuint (j_get_u64 (json, "unique"), ==, 2339);
}

static void
test_chirality_table (void)
{
  const char *args[] = { "--chirality-table", "--json", NULL };
  const char *csv_args[] = { "--chirality-table", "--csv", "--threads", "1", NULL };
  g_autoptr(CliResult) result = run_ok (args);
  g_autoptr(CliResult) csv = run_ok (csv_args);
  g_autoptr(JNode) json = j_parse (result->out);
  g_auto(GStrv) csv_lines = g_strsplit (csv->out, "\n", -1);
  g_autoptr(GHashTable) by_set = g_hash_table_new (g_str_hash, g_str_equal);
  JNode *rows = j_get (json, "rows");
  const char *chiral = "FLNPYZ";
  gboolean found_fny = FALSE;

  g_assert_cmpstr (j_get_string (json, "board"), ==, "10x6");
  g_assert_cmpint (rows->type, ==, J_ARRAY);
  g_assert_cmpuint (rows->items->len, ==, 64);

  for (guint i = 0; i < rows->items->len; i++)
    {
      JNode *row = g_ptr_array_index (rows->items, i);
      const char *mirror = j_get_string (row, "mirror");

      g_assert_false (g_hash_table_contains (by_set, mirror));
      g_hash_table_insert (by_set, (gpointer) mirror, row);
      if (g_str_equal (mirror, "FNY"))
        {
          g_assert_cmpuint (j_get_u64 (row, "total"), ==, 92);
          g_assert_cmpuint (j_get_u64 (row, "unique"), ==, 46);
          found_fny = TRUE;
        }
      /* No flipping: only the two rotations, so total = 2 × unique on a rectangle. */
      g_assert_cmpuint (j_get_u64 (row, "total"), ==, 2 * j_get_u64 (row, "unique"));
    }
  g_assert_true (found_fny);

  /* A set and its complement always have the same counts. */
  for (guint i = 0; i < rows->items->len; i++)
    {
      JNode *row = g_ptr_array_index (rows->items, i);
      const char *mirror = j_get_string (row, "mirror");
      GString *complement = g_string_new (NULL);
      JNode *other;

      for (const char *c = chiral; *c != '\0'; c++)
        if (strchr (mirror, *c) == NULL)
          g_string_append_c (complement, *c);
      if (complement->len == 0)
        g_string_append_c (complement, '-');

      other = g_hash_table_lookup (by_set, complement->str);
      g_assert_nonnull (other);
      g_assert_cmpuint (j_get_u64 (row, "total"), ==, j_get_u64 (other, "total"));
      g_assert_cmpuint (j_get_u64 (row, "unique"), ==, j_get_u64 (other, "unique"));
      g_string_free (complement, TRUE);
    }

  /* The CSV has the same numbers as the JSON. */
  g_assert_cmpstr (csv_lines[0], ==, "mirror,total,unique");
  g_assert_cmpuint (g_strv_length (csv_lines), ==, 66); /* header, 64 rows, "" after the last \n */
  g_assert_cmpstr (csv_lines[65], ==, "");
  for (guint i = 1; i <= 64; i++)
    {
      g_auto(GStrv) fields = g_strsplit (csv_lines[i], ",", -1);
      JNode *row;

      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      row = g_hash_table_lookup (by_set, fields[0]);
      g_assert_nonnull (row);
      g_assert_cmpuint (g_ascii_strtoull (fields[1], NULL, 10), ==, j_get_u64 (row, "total"));
      g_assert_cmpuint (g_ascii_strtoull (fields[2], NULL, 10), ==, j_get_u64 (row, "unique"));
    }
}

static void
check_file_ok (const char *path,
               const char *board,
               const char *expected)
{
  const char *args[] = { "--check", path, board != NULL ? "--board" : NULL, board, NULL };
  g_autoptr(CliResult) check = run_ok (args);

  g_assert_cmpstr (check->out, ==, expected);
}

static void
test_all_and_check (void)
{
  const char *all_args[] = { "--all", NULL };
  const char *unique_args[] = { "--unique", NULL };
  g_autoptr(CliResult) all = run_ok (all_args);
  g_autoptr(CliResult) unique = run_ok (unique_args);
  g_autoptr(GPtrArray) packings = split_packings (all->out);
  g_autoptr(GPtrArray) unique_packings = split_packings (unique->out);
  g_autoptr(GHashTable) distinct = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *all_path = write_temp ("all.txt", all->out);
  g_autofree char *unique_path = write_temp ("unique.txt", unique->out);

  g_assert_cmpuint (packings->len, ==, 9356);
  g_assert_cmpuint (unique_packings->len, ==, 2339);
  for (guint i = 0; i < packings->len; i++)
    {
      const char *p = g_ptr_array_index (packings, i);

      g_assert_cmpuint (strlen (p), ==, 6 * 11);
      g_hash_table_add (distinct, (gpointer) p);
    }
  g_assert_cmpuint (g_hash_table_size (distinct), ==, 9356);
  /* Every unique packing is one of all the packings. */
  for (guint i = 0; i < unique_packings->len; i++)
    g_assert_true (g_hash_table_contains (distinct, g_ptr_array_index (unique_packings, i)));

  /* Every printed packing validates, and they fall into 2339 classes. */
  check_file_ok (all_path, NULL, "9356 packings OK, 2339 unique\n");
  check_file_ok (all_path, "10x6", "9356 packings OK, 2339 unique\n");
  check_file_ok (unique_path, NULL, "2339 packings OK, 2339 unique\n");

  remove_temp (all_path);
  remove_temp (unique_path);
}

static void
test_all_other_boards (void)
{
  /* --check takes the board (holes included) from the file when --board is not given. */
  const struct {
    const char *board;
    gboolean    no_flip;
    const char *expected;
  } cases[] = {
    { "8x8-hole", FALSE, "520 packings OK, 65 unique\n" },
    { "12x5", TRUE, "72 packings OK, 36 unique\n" },
    { "20x3", FALSE, "8 packings OK, 2 unique\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *args[] = { "--board", cases[i].board, "--all",
                             cases[i].no_flip ? "--no-flip" : NULL, NULL };
      g_autoptr(CliResult) all = run_ok (args);
      g_autofree char *path = write_temp ("packings.txt", all->out);
      const char *check_args[] = { "--check", path, cases[i].no_flip ? "--no-flip" : NULL,
                                   NULL };
      g_autoptr(CliResult) check = run_ok (check_args);

      g_assert_cmpstr (check->out, ==, cases[i].expected);
      remove_temp (path);
    }
}

static void
test_all_json (void)
{
  const char *args[] = { "--board", "20x3", "--all", "--json", NULL };
  const char *limit_args[] = { "--unique", "--limit", "3", "--json", NULL };
  const char *limit_text_args[] = { "--all", "--limit", "5", NULL };
  g_autoptr(CliResult) result = run_ok (args);
  g_autoptr(CliResult) limited = run_ok (limit_args);
  g_autoptr(CliResult) limited_text = run_ok (limit_text_args);
  g_autoptr(JNode) json = j_parse (result->out);
  g_autoptr(JNode) limited_json = j_parse (limited->out);
  g_autoptr(GPtrArray) limited_packings = split_packings (limited_text->out);
  JNode *solutions = j_get (json, "solutions");

  g_assert_cmpuint (solutions->items->len, ==, 8);
  g_assert_cmpuint (j_get_u64 (json, "count"), ==, 8);
  g_assert_cmpuint (j_get_u64 (json, "unique"), ==, 2);
  g_assert_true (j_get_bool (json, "complete"));
  for (guint i = 0; i < solutions->items->len; i++)
    {
      JNode *rows = g_ptr_array_index (solutions->items, i);

      g_assert_cmpint (rows->type, ==, J_ARRAY);
      g_assert_cmpuint (rows->items->len, ==, 3);
      for (guint y = 0; y < 3; y++)
        {
          JNode *row = g_ptr_array_index (rows->items, y);

          g_assert_cmpint (row->type, ==, J_STRING);
          g_assert_cmpuint (strlen (row->text), ==, 20);
        }
    }

  /* A limit is never presented as the complete list. */
  g_assert_cmpuint (j_get (limited_json, "solutions")->items->len, ==, 3);
  g_assert_cmpuint (j_get_u64 (limited_json, "limit"), ==, 3);
  g_assert_false (j_get_bool (limited_json, "complete"));
  g_assert_cmpuint (limited_packings->len, ==, 5);
}

static void
test_first_and_nth (void)
{
  const char *all_args[] = { "--board", "15x4", "--all", NULL };
  const char *unique_args[] = { "--board", "15x4", "--unique", NULL };
  g_autoptr(CliResult) all = run_ok (all_args);
  g_autoptr(CliResult) unique = run_ok (unique_args);
  g_autoptr(GPtrArray) packings = split_packings (all->out);
  g_autoptr(GPtrArray) unique_packings = split_packings (unique->out);
  g_autoptr(CliResult) first = run_cli ("--board", "15x4", "--first", NULL);
  g_autoptr(CliResult) nth = run_cli ("--board", "15x4", "--nth", "7", NULL);
  g_autoptr(CliResult) last = run_cli ("--board", "15x4", "--nth", "1472", NULL);
  g_autoptr(CliResult) beyond = run_cli ("--board", "15x4", "--nth", "1473", NULL);
  g_autoptr(CliResult) nth_unique = run_cli ("--board", "15x4", "--unique", "--nth", "5",
                                             "--json", NULL);
  g_autoptr(CliResult) none = run_cli ("--board", "20x3", "--no-flip", "--first", NULL);
  g_autoptr(CliResult) none_json = run_cli ("--board", "20x3", "--no-flip", "--all", "--json",
                                            NULL);
  g_autoptr(JNode) json = NULL;
  g_autoptr(JNode) empty = NULL;
  g_autofree char *joined = NULL;
  JNode *rows;

  g_assert_cmpuint (packings->len, ==, 1472);
  g_assert_cmpint (first->status, ==, 0);
  g_assert_cmpstr (first->out, ==, g_ptr_array_index (packings, 0));
  g_assert_cmpint (nth->status, ==, 0);
  g_assert_cmpstr (nth->out, ==, g_ptr_array_index (packings, 6));
  g_assert_cmpint (last->status, ==, 0);
  g_assert_cmpstr (last->out, ==, g_ptr_array_index (packings, 1471));

  g_assert_cmpint (beyond->status, ==, 1);
  g_assert_cmpstr (beyond->out, ==, "");
  g_assert_true (g_str_has_prefix (beyond->err, "pentomino-cli: "));

  g_assert_cmpint (nth_unique->status, ==, 0);
  json = j_parse (nth_unique->out);
  g_assert_cmpuint (j_get_u64 (json, "index"), ==, 5);
  g_assert_cmpstr (j_get_string (json, "order"), ==, "unique");
  rows = g_ptr_array_index (j_get (json, "solutions")->items, 0);
  g_assert_cmpuint (rows->items->len, ==, 4);
  {
    GString *s = g_string_new (NULL);

    for (guint y = 0; y < rows->items->len; y++)
      {
        g_string_append (s, ((JNode *) g_ptr_array_index (rows->items, y))->text);
        g_string_append_c (s, '\n');
      }
    joined = g_string_free (s, FALSE);
  }
  g_assert_cmpstr (joined, ==, g_ptr_array_index (unique_packings, 4));

  /* No packing: exit 1, a message, nothing that looks like an answer. */
  g_assert_cmpint (none->status, ==, 1);
  g_assert_cmpstr (none->out, ==, "");
  g_assert_nonnull (strstr (none->err, "no packing"));
  g_assert_cmpint (none_json->status, ==, 1);
  empty = j_parse (none_json->out);
  g_assert_cmpuint (j_get (empty, "solutions")->items->len, ==, 0);
  g_assert_cmpuint (j_get_u64 (empty, "count"), ==, 0);
}

static char *
random_packing (const char *seed)
{
  g_autoptr(CliResult) result = run_cli ("--random", "--seed", seed, NULL);

  g_assert_cmpint (result->status, ==, 0);
  g_assert_cmpstr (result->err, ==, "");
  return g_steal_pointer (&result->out);
}

static void
test_random (void)
{
  g_autofree char *five = random_packing ("5");
  g_autofree char *five_again = random_packing ("5");
  g_autofree char *six = random_packing ("6");
  g_autoptr(CliResult) unseeded = run_cli ("--random", NULL);
  g_autoptr(CliResult) json_result = run_cli ("--random", "--seed", "5", "--json", NULL);
  g_autoptr(JNode) json = NULL;
  g_autofree char *path = NULL;
  g_autofree char *repeat = NULL;
  const char *seed_text;
  char seed[32] = { 0 };

  g_assert_cmpuint (strlen (five), ==, 66);
  g_assert_cmpstr (five, ==, five_again);
  g_assert_cmpstr (five, !=, six);

  path = write_temp ("random.txt", five);
  check_file_ok (path, "10x6", "1 packing OK, 1 unique\n");
  remove_temp (path);

  /* Without --seed, the seed used is printed so the run can be repeated. */
  g_assert_cmpint (unseeded->status, ==, 0);
  seed_text = strstr (unseeded->err, "seed ");
  g_assert_nonnull (seed_text);
  seed_text += 5;
  for (guint i = 0; g_ascii_isdigit (seed_text[i]) && i < sizeof seed - 1; i++)
    seed[i] = seed_text[i];
  g_assert_cmpuint (strlen (seed), >, 0);
  repeat = random_packing (seed);
  g_assert_cmpstr (repeat, ==, unseeded->out);

  g_assert_cmpint (json_result->status, ==, 0);
  json = j_parse (json_result->out);
  g_assert_cmpuint (j_get_u64 (json, "seed"), ==, 5);
  g_assert_cmpuint (j_get (json, "solutions")->items->len, ==, 1);
}

static void
test_shuffle (void)
{
  g_autoptr(CliResult) a = run_cli ("--first", "--shuffle", "--seed", "11", NULL);
  g_autoptr(CliResult) b = run_cli ("--first", "--shuffle", "--seed", "11", NULL);
  g_autofree char *path = NULL;

  g_assert_cmpint (a->status, ==, 0);
  g_assert_cmpstr (a->out, ==, b->out);
  path = write_temp ("shuffled.txt", a->out);
  check_file_ok (path, NULL, "1 packing OK, 1 unique\n");
  remove_temp (path);
}

/* A valid 10x6 packing; the bad files below are small edits of it. */
static const char good_packing[] =
  "LLXIIIIIWW\n"
  "LXXXVVVWWY\n"
  "LFXUUUVWYY\n"
  "LFFUTUVZZY\n"
  "FFNNTPPPZY\n"
  "NNNTTTPPZZ\n";

static void
expect_check_failure (const char *contents,
                      gboolean    no_flip,
                      const char *line_prefix,
                      const char *message)
{
  g_autofree char *path = write_temp ("bad.txt", contents);
  const char *args[] = { "--check", path, no_flip ? "--no-flip" : NULL, NULL };
  g_autoptr(CliResult) result = run_cliv (args);
  g_autofree char *expected_prefix = g_strconcat (path, line_prefix, NULL);

  g_test_message ("%s", result->err);
  g_assert_cmpint (result->status, ==, 1);
  g_assert_cmpstr (result->out, ==, "");
  g_assert_true (g_str_has_prefix (result->err, expected_prefix));
  g_assert_nonnull (strstr (result->err, message));
  g_assert_true (g_str_has_suffix (result->err, "\n"));
  g_assert_cmpuint (count_lines (result->err), ==, 1);
  remove_temp (path);
}

static char *
edit_packing (const char *find,
              const char *replace)
{
  g_autoptr(GString) s = g_string_new (good_packing);

  g_assert_nonnull (strstr (s->str, find));
  g_string_replace (s, find, replace, 1);
  return g_strdup (s->str);
}

static void
test_check_bad_files (void)
{
  g_autofree char *unknown = edit_packing ("LFXUUU", "LFXUQU");
  g_autofree char *twice = NULL;
  g_autofree char *short_row = edit_packing ("LFFUTUVZZY\n", "LFFUTUVZZ\n");
  g_autofree char *uncovered = edit_packing ("LFFUTUVZZY\n", "LFFU.UVZZY\n");
  g_autofree char *second = g_strconcat (good_packing, "\n", good_packing, "\n", unknown, NULL);
  g_autoptr(GString) x_as_f = g_string_new (good_packing);

  g_string_replace (x_as_f, "X", "F", 0);
  twice = g_strdup (x_as_f->str);

  expect_check_failure (unknown, FALSE, ":3:5: ", "“Q” is not a piece letter");
  expect_check_failure (twice, FALSE, ":1: ", "Piece F appears 2 times");
  /* The F as drawn here is the reference F; FNY wants it mirrored. */
  expect_check_failure (good_packing, TRUE, ":3: ", "Piece F is used as drawn");
  expect_check_failure (short_row, FALSE, ":4: ", "the row has 9 letters");
  expect_check_failure (uncovered, FALSE, ":4:5: ", "not covered");
  /* The line number counts from the top of the file, past earlier packings. */
  expect_check_failure (second, FALSE, ":17:5: ", "“Q” is not a piece letter");
  expect_check_failure ("", FALSE, ": ", "no packings");

  /* The same verdict as JSON, with the line and column apart. */
  {
    g_autofree char *path = write_temp ("bad.txt", unknown);
    g_autoptr(CliResult) result = run_cli ("--check", path, "--json", NULL);
    g_autoptr(JNode) json = NULL;

    g_assert_cmpint (result->status, ==, 1);
    json = j_parse (result->out);
    g_assert_false (j_get_bool (json, "ok"));
    g_assert_cmpuint (j_get_u64 (json, "line"), ==, 3);
    g_assert_cmpuint (j_get_u64 (json, "column"), ==, 5);
    g_assert_nonnull (strstr (j_get_string (json, "message"), "not a piece letter"));
    remove_temp (path);
  }
}

static void
test_check_good_file (void)
{
  g_autofree char *path = write_temp ("good.txt", good_packing);
  g_autoptr(CliResult) result = run_cli ("--check", path, "--json", NULL);
  g_autoptr(JNode) json = NULL;
  /* In this packing L and N lie mirrored, F P Y Z as drawn: legal without flipping only
   * for the mirrored set LN. */
  g_autoptr(CliResult) ln = run_cli ("--check", path, "--no-flip", "--mirror", "LN", NULL);
  g_autoptr(CliResult) complement = run_cli ("--check", path, "--no-flip", "--mirror", "FPYZ",
                                             NULL);

  g_assert_cmpint (result->status, ==, 0);
  json = j_parse (result->out);
  g_assert_true (j_get_bool (json, "ok"));
  g_assert_cmpuint (j_get_u64 (json, "packings"), ==, 1);
  g_assert_cmpuint (j_get_u64 (json, "unique"), ==, 1);
  g_assert_cmpstr (j_get_string (json, "board"), ==, "10x6");

  g_assert_cmpint (ln->status, ==, 0);
  g_assert_cmpstr (ln->out, ==, "1 packing OK, 1 unique\n");
  g_assert_cmpint (complement->status, ==, 1);
  g_assert_cmpstr (complement->out, ==, "");
  g_assert_nonnull (strstr (complement->err, "mirrored"));
  remove_temp (path);
}

typedef struct {
  const char *args[6];
  int         status;
  const char *message;
} BadUsage;

static void
test_bad_usage (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pentomino-cli-test-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-board.txt", NULL);
  g_autofree char *bad_mask = write_temp ("bad.mask", "#####\n###\n");
  const BadUsage cases[] = {
    { { "--board", "7x7" }, 3, "49 cells" },
    { { "--board", "0x60" }, 3, NULL },
    { { "--board", dir }, 3, NULL },        /* a directory cannot be read */
    { { "--board", missing }, 3, NULL },
    { { "--board", bad_mask }, 3, NULL },
    { { "--check", missing }, 3, NULL },
    { { "--check", dir }, 3, NULL },
    { { "--no-flip", "--mirror", "Q" }, 2, "Q" },
    { { "--mirror", "FNY" }, 2, "--no-flip" },
    { { "--threads", "-1" }, 2, "--threads" },
    { { "--threads", "many" }, 2, "--threads" },
    { { "--limit", "0", "--all" }, 2, "--limit" },
    { { "--limit", "5" }, 2, "--limit" },
    { { "--nth", "0" }, 2, "--nth" },
    { { "--seed", "x", "--random" }, 2, "--seed" },
    { { "--seed", "5" }, 2, "--seed" },
    { { "--frobnicate" }, 2, "--frobnicate" },
    { { "--all", "--count" }, 2, "together" },
    { { "--random", "--first" }, 2, "together" },
    { { "--chirality-table", "--check", "x" }, 2, "together" },
    { { "--csv" }, 2, "--csv" },
    { { "--chirality-table", "--json", "--csv" }, 2, "--csv" },
    { { "--chirality-table", "--no-flip", "--mirror", "F" }, 2, "--mirror" },
    { { "stray" }, 2, "stray" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CliResult) result = run_cliv (cases[i].args);
      g_autofree char *joined = g_strjoinv (" ", (char **) cases[i].args);

      g_test_message ("%s → %d: %s", joined, result->status, result->err);
      g_assert_cmpint (result->status, ==, cases[i].status);
      g_assert_cmpstr (result->out, ==, "");
      g_assert_true (g_str_has_prefix (result->err, "pentomino-cli: "));
      if (cases[i].message != NULL)
        g_assert_nonnull (strstr (result->err, cases[i].message));
      if (cases[i].status == 2)
        g_assert_nonnull (strstr (result->err, "--help"));
      else
        g_assert_cmpuint (count_lines (result->err), ==, 1);
    }

  remove_temp (bad_mask);
  g_rmdir (dir);
}

static void
test_custom_board (void)
{
  /* The 8x8-hole preset as a mask file, with a comment line. */
  g_autofree char *hole = write_temp ("hole.mask",
                                      "; 8x8 with the centre 2x2 removed\n"
                                      "########\n########\n########\n###..###\n"
                                      "###..###\n########\n########\n########\n");
  /* A 6x10 rectangle written as a mask: the transposed 10x6. */
  g_autofree char *tall = write_temp ("tall.mask",
                                      "######\n######\n######\n######\n######\n"
                                      "######\n######\n######\n######\n######\n");
  const char *hole_args[] = { "--board", hole, "--json", NULL };
  const char *tall_args[] = { "--board", tall, "--no-flip", "--json", NULL };
  g_autoptr(CliResult) hole_result = run_ok (hole_args);
  g_autoptr(CliResult) tall_result = run_ok (tall_args);
  g_autoptr(JNode) hole_json = j_parse (hole_result->out);
  g_autoptr(JNode) tall_json = j_parse (tall_result->out);
  g_autoptr(CliResult) first = run_cli ("--board", hole, "--first", NULL);

  g_assert_cmpuint (j_get_u64 (hole_json, "total"), ==, 520);
  g_assert_cmpuint (j_get_u64 (hole_json, "unique"), ==, 65);
  g_assert_cmpuint (j_get_u64 (hole_json, "cells"), ==, 60);
  g_assert_cmpuint (j_get_u64 (tall_json, "width"), ==, 6);
  g_assert_cmpuint (j_get_u64 (tall_json, "height"), ==, 10);
  g_assert_cmpuint (j_get_u64 (tall_json, "total"), ==, 92);
  g_assert_cmpuint (j_get_u64 (tall_json, "unique"), ==, 46);

  /* The holes show as '.' in the packing. */
  g_assert_cmpint (first->status, ==, 0);
  g_assert_cmpuint (strlen (first->out), ==, 8 * 9);
  g_assert_cmpint (first->out[3 * 9 + 3], ==, '.');
  g_assert_cmpint (first->out[4 * 9 + 4], ==, '.');

  remove_temp (hole);
  remove_temp (tall);
}

/* Starts the binary with stdout on @stdout_fd and stderr on a pipe. */
static GPid
spawn_cli (const char * const *args,
           int                 stdin_fd,
           int                 stdout_fd,
           int                *stderr_fd)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) env = cli_environ ();
  g_autoptr(GError) error = NULL;
  GPid pid = 0;

  g_ptr_array_add (argv, (char *) cli_path ());
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  g_spawn_async_with_pipes_and_fds (NULL, (const char * const *) argv->pdata,
                                    (const char * const *) env, G_SPAWN_DO_NOT_REAP_CHILD,
                                    NULL, NULL, stdin_fd, stdout_fd, -1, NULL, NULL, 0, &pid,
                                    NULL, NULL, stderr_fd, &error);
  g_assert_no_error (error);

  return pid;
}

static char *
read_all (int fd)
{
  GString *s = g_string_new (NULL);
  char buf[4096];
  ssize_t n;

  while ((n = read (fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))
    if (n > 0)
      g_string_append_len (s, buf, n);
  close (fd);

  return g_string_free (s, FALSE);
}

static int
wait_child (GPid pid)
{
  int wait_status = 0;

  while (waitpid (pid, &wait_status, 0) < 0)
    g_assert_cmpint (errno, ==, EINTR);
  g_spawn_close_pid (pid);

  return decode_wait_status (wait_status);
}

static void
test_output_errors (void)
{
  const char *count_args[] = { NULL };
  const char *help_args[] = { "--help", NULL };
  const char *all_args[] = { "--board", "8x8-tetromino", "--all", NULL };
  int full = open ("/dev/full", O_WRONLY);
  int pipe_fds[2];
  int err_fd = -1;
  GPid pid;
  g_autofree char *err = NULL;
  gint64 start;

  if (full < 0)
    {
      g_test_skip ("no /dev/full");
      return;
    }

  /* A full disk: the count line (or the help) cannot be written. */
  pid = spawn_cli (count_args, -1, full, &err_fd);
  err = read_all (err_fd);
  g_assert_cmpint (wait_child (pid), ==, 4);
  g_assert_nonnull (strstr (err, "No space left"));
  g_clear_pointer (&err, g_free);
  pid = spawn_cli (help_args, -1, full, &err_fd);
  err = read_all (err_fd);
  g_assert_cmpint (wait_child (pid), ==, 4);
  g_clear_pointer (&err, g_free);

  /* A reader that went away: the long listing stops at once with an error. */
  g_assert_cmpint (pipe (pipe_fds), ==, 0);
  close (pipe_fds[0]);
  start = g_get_monotonic_time ();
  pid = spawn_cli (all_args, -1, pipe_fds[1], &err_fd);
  close (pipe_fds[1]);
  err = read_all (err_fd);
  g_assert_cmpint (wait_child (pid), ==, 4);
  g_assert_nonnull (strstr (err, "Broken pipe"));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);

  close (full);
}

static void
test_interrupt (void)
{
  /* The slowest job at hand; each row's progress line proves the search is under way. */
  const char *args[] = { "--chirality-table", "--board", "8x8-tetromino", "--threads", "1",
                         "--progress", NULL };
  g_autofree char *out_path = write_temp ("out.txt", "");
  g_autofree char *err = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GString) first_line = g_string_new (NULL);
  int out_fd = open (out_path, O_WRONLY | O_TRUNC);
  int err_fd = -1;
  gint64 start;
  GPid pid;
  char c;

  g_assert_cmpint (out_fd, >=, 0);
  pid = spawn_cli (args, -1, out_fd, &err_fd);
  close (out_fd);

  while (read (err_fd, &c, 1) == 1 && c != '\n')
    g_string_append_c (first_line, c);
  g_assert_nonnull (strstr (first_line->str, "of 64"));

  start = g_get_monotonic_time ();
  kill (pid, SIGINT);
  err = read_all (err_fd);
  g_assert_cmpint (wait_child (pid), ==, 130);
  /* Cancellation takes effect quickly and nothing claims to be the table. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
  g_assert_nonnull (strstr (err, "pentomino-cli: Interrupted"));
  g_file_get_contents (out_path, &out, NULL, NULL);
  g_assert_cmpstr (out, ==, "");

  remove_temp (out_path);
}

static void
test_interrupt_blocked_writer (void)
{
  /* Nobody reads the listing, so the CLI blocks in write(): the signal must end it anyway,
   * with the interrupted status rather than a hang or a success. */
  const char *args[] = { "--board", "8x8-tetromino", "--all", NULL };
  g_autofree char *err = NULL;
  int pipe_fds[2];
  int err_fd = -1;
  gint64 start;
  GPid pid;

  g_assert_cmpint (pipe (pipe_fds), ==, 0);
  pid = spawn_cli (args, -1, pipe_fds[1], &err_fd);
  close (pipe_fds[1]);

  /* Long enough for the pipe to fill. */
  g_usleep (G_USEC_PER_SEC / 5);
  start = g_get_monotonic_time ();
  kill (pid, SIGINT);
  err = read_all (err_fd);
  g_assert_cmpint (wait_child (pid), ==, 130);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
  g_assert_nonnull (strstr (err, "pentomino-cli: Interrupted"));
  close (pipe_fds[0]);
}

static void
test_check_stdin (void)
{
  /* "--check -" reads standard input; the board comes from the packing (12 wide, 5 high). */
  const char *args[] = { "--board", "12x5", "--unique", "--limit", "4", NULL };
  const char *check_args[] = { "--check", "-", NULL };
  g_autoptr(CliResult) packings = run_ok (args);
  g_autofree char *path = write_temp ("in.txt", packings->out);
  g_autofree char *out_path = write_temp ("out.txt", "");
  g_autofree char *err = NULL;
  g_autofree char *out = NULL;
  int in_fd = open (path, O_RDONLY);
  int out_fd = open (out_path, O_WRONLY | O_TRUNC);
  int err_fd = -1;
  GPid pid;

  g_assert_cmpint (in_fd, >=, 0);
  g_assert_cmpint (out_fd, >=, 0);
  pid = spawn_cli (check_args, in_fd, out_fd, &err_fd);
  close (in_fd);
  close (out_fd);
  err = read_all (err_fd);
  g_assert_cmpint (wait_child (pid), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_file_get_contents (out_path, &out, NULL, NULL);
  g_assert_cmpstr (out, ==, "4 packings OK, 4 unique\n");

  remove_temp (path);
  remove_temp (out_path);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
test_threads (void)
{
  /* Two threads find exactly the packings one thread finds (the order may differ). */
  const char *one_args[] = { "--board", "12x5", "--all", "--threads", "1", NULL };
  const char *two_args[] = { "--board", "12x5", "--all", "--threads", "2", NULL };
  const char *all_cores_args[] = { "--board", "12x5", "--unique", "--threads", "0", "--json",
                                   NULL };
  g_autoptr(CliResult) one = run_ok (one_args);
  g_autoptr(CliResult) two = run_ok (two_args);
  g_autoptr(CliResult) all_cores = run_ok (all_cores_args);
  g_autoptr(GPtrArray) one_packings = split_packings (one->out);
  g_autoptr(GPtrArray) two_packings = split_packings (two->out);
  g_autoptr(JNode) json = j_parse (all_cores->out);

  g_assert_cmpuint (one_packings->len, ==, 4040);
  g_assert_cmpuint (two_packings->len, ==, 4040);
  g_ptr_array_sort (one_packings, compare_strings);
  g_ptr_array_sort (two_packings, compare_strings);
  for (guint i = 0; i < one_packings->len; i++)
    g_assert_cmpstr (g_ptr_array_index (one_packings, i), ==,
                     g_ptr_array_index (two_packings, i));

  g_assert_cmpuint (j_get_u64 (json, "threads"), ==, g_get_num_processors ());
  g_assert_cmpuint (j_get_u64 (json, "count"), ==, 1010);
}

static void
test_progress (void)
{
  /* Progress goes to stderr only; stdout stays one clean JSON object. */
  g_autoptr(CliResult) result = run_cli ("--board", "8x8-tetromino", "--progress", "--json",
                                         NULL);
  g_autoptr(JNode) json = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (result->status, ==, 0);
  json = j_parse (result->out);
  g_assert_cmpuint (j_get_u64 (json, "total"), ==, 129168);
  g_assert_cmpuint (j_get_u64 (json, "unique"), ==, 16146);

  lines = g_strsplit (result->err, "\n", -1);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    g_assert_nonnull (strstr (lines[i], "explored"));
}

static void
test_image (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pentomino-cli-test-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "packing.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "packing.svg", NULL);
  g_autofree char *unwritable = g_build_filename (dir, "no-such-dir", "packing.png", NULL);
  g_autofree char *contents = NULL;
  gsize len = 0;

  if (g_strcmp0 (g_getenv ("PENTOMINO_CLI_IMAGES"), "1") != 0)
    {
      /* Built without the renderer: the option is known but refused with a reason. */
      g_autoptr(CliResult) refused = run_cli ("--first", "--image", png, NULL);

      g_assert_cmpint (refused->status, ==, 2);
      g_assert_cmpstr (refused->out, ==, "");
      g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
      g_rmdir (dir);
      return;
    }

  {
    g_autoptr(CliResult) text = run_cli ("--random", "--seed", "5", NULL);
    g_autoptr(CliResult) with_png = run_cli ("--random", "--seed", "5", "--image", png, NULL);
    g_autoptr(CliResult) with_svg = run_cli ("--board", "8x8-hole", "--nth", "3", "--json",
                                             "--image", svg, NULL);
    g_autoptr(CliResult) bad_ext = run_cli ("--first", "--image", "packing.bmp", NULL);
    g_autoptr(CliResult) not_single = run_cli ("--all", "--image", png, NULL);
    g_autoptr(CliResult) cannot = run_cli ("--first", "--image", unwritable, NULL);
    g_autoptr(JNode) json = NULL;

    /* The image comes in addition to the usual output, which is unchanged. */
    g_assert_cmpint (with_png->status, ==, 0);
    g_assert_cmpstr (with_png->out, ==, text->out);
    g_assert_true (g_file_get_contents (png, &contents, &len, NULL));
    g_assert_cmpuint (len, >, 1000);
    g_assert_cmpmem (contents, 8, "\x89PNG\r\n\x1a\n", 8);
    g_clear_pointer (&contents, g_free);

    g_assert_cmpint (with_svg->status, ==, 0);
    json = j_parse (with_svg->out);
    g_assert_cmpuint (j_get_u64 (json, "index"), ==, 3);
    g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
    g_assert_nonnull (strstr (contents, "<svg"));

    g_assert_cmpint (bad_ext->status, ==, 2);
    g_assert_nonnull (strstr (bad_ext->err, ".png"));
    g_assert_cmpint (not_single->status, ==, 2);
    g_assert_cmpstr (not_single->out, ==, "");

    /* No image, no answer: nothing on stdout, an output error. */
    g_assert_cmpint (cannot->status, ==, 4);
    g_assert_cmpstr (cannot->out, ==, "");
    g_assert_true (g_str_has_prefix (cannot->err, "pentomino-cli: "));
  }

  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
}

/* The image module is loaded only for --image; without it (a broken installation) the run
 * stops before searching, says which file is missing, and writes nothing. */
static void
test_image_module_missing (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pentomino-cli-test-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "pentomino-cli", NULL);
  g_autofree char *png = g_build_filename (dir, "packing.png", NULL);
  g_autofree char *installed = g_build_filename (g_getenv ("PENTOMINO_CLI_PKGLIBDIR"),
                                                 "pentomino-cli-image.so", NULL);
  g_autofree char *contents = NULL;
  gsize len = 0;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) env = cli_environ ();
  g_autofree char *out = NULL, *err = NULL;
  int wait_status = 0;

  if (g_strcmp0 (g_getenv ("PENTOMINO_CLI_IMAGES"), "1") != 0 ||
      g_file_test (installed, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("built without images, or the module is installed on this machine");
      g_rmdir (dir);
      return;
    }

  /* the program alone, away from the module built beside it */
  g_assert_true (g_file_get_contents (cli_path (), &contents, &len, &error));
  g_assert_true (g_file_set_contents_full (copy, contents, len, G_FILE_SET_CONTENTS_NONE, 0755,
                                           &error));
  g_assert_no_error (error);

  g_spawn_sync (NULL, (char *[]) { copy, "--first", "--image", png, NULL }, env,
                G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_cmpint (decode_wait_status (wait_status), ==, 4);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_str_has_prefix (err, "pentomino-cli: "));
  g_assert_nonnull (strstr (err, "pentomino-cli-image.so"));
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));

  g_unlink (copy);
  g_rmdir (dir);
}

static void
test_help_and_version (void)
{
  g_autoptr(CliResult) help = run_cli ("--help", NULL);
  g_autoptr(CliResult) version = run_cli ("--version", NULL);

  g_assert_cmpint (help->status, ==, 0);
  for (const char * const *s = (const char * const[]) { "--board", "--no-flip", "--mirror",
                                                       "--chirality-table", "--check",
                                                       "--json", "--csv", "--threads",
                                                       "Exit status", "Examples", "position",
                                                       NULL };
       *s != NULL; s++)
    g_assert_nonnull (strstr (help->out, *s));

  g_assert_cmpint (version->status, ==, 0);
  g_assert_true (g_str_has_prefix (version->out, "pentomino-cli "));
  g_assert_cmpuint (count_lines (version->out), ==, 1);
}

/* ---- position files (issue 13) ---------------------------------------------------------- */

/* A 10x6 position file with X centred at (cx, cy), and the rest empty. */
static char *
x_position_text (guint cx,
                 guint cy)
{
  GString *s = g_string_new ("; X placed\n");

  for (guint y = 0; y < 6; y++)
    {
      for (guint x = 0; x < 10; x++)
        g_string_append_c (s, (x == cx && (y + 1 == cy || y == cy || y == cy + 1)) ||
                              (y == cy && (x + 1 == cx || x == cx + 1)) ? 'X' : '#');
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

static void
test_position_sum (void)
{
  guint64 sum = 0, sum_no_flip = 0;

  /* X has one orientation: every place of its centre, its completions summed, is every
   * packing of the board once */
  for (guint cy = 1; cy < 5; cy++)
    for (guint cx = 1; cx < 9; cx++)
      {
        g_autofree char *text = x_position_text (cx, cy);
        g_autofree char *path = write_temp ("pos.txt", text);
        const char *args[] = { "--board", path, "--json", NULL };
        const char *no_flip[] = { "--board", path, "--no-flip", "--json", NULL };
        g_autoptr(CliResult) result = run_ok (args);
        g_autoptr(CliResult) result_no_flip = run_ok (no_flip);
        g_autoptr(JNode) json = j_parse (result->out);
        g_autoptr(JNode) json_no_flip = j_parse (result_no_flip->out);

        g_assert_cmpstr (j_get_string (json, "placed"), ==, "X");
        sum += j_get_u64 (json, "total");
        sum_no_flip += j_get_u64 (json_no_flip, "total");
        remove_temp (path);
      }
  g_assert_cmpuint (sum, ==, 9356);
  g_assert_cmpuint (sum_no_flip, ==, 92);
}

static void
test_position_completions (void)
{
  /* L and X placed; compared with the board's packings that keep them */
  const char *text =
    "; L and X\n"
    "##X#######\n"
    "#XXX######\n"
    "##X#######\n"
    "##########\n"
    "#########L\n"
    "######LLLL\n";
  g_autofree char *path = write_temp ("pos.txt", text);
  g_auto(GStrv) rows = g_strsplit (text + strlen ("; L and X\n"), "\n", -1);
  const char *all_args[] = { "--all", NULL };
  const char *pos_all_args[] = { "--board", path, "--all", NULL };
  const char *pos_count_args[] = { "--board", path, "--json", NULL };
  g_autoptr(CliResult) all = run_ok (all_args);
  g_autoptr(CliResult) pos_all = run_ok (pos_all_args);
  g_autoptr(CliResult) pos_count = run_ok (pos_count_args);
  g_autoptr(GPtrArray) packings = split_packings (all->out);
  g_autoptr(GPtrArray) completions = split_packings (pos_all->out);
  g_autoptr(GHashTable) expected = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(JNode) json = j_parse (pos_count->out);

  g_assert_cmpuint (packings->len, ==, 9356);
  for (guint i = 0; i < packings->len; i++)
    {
      const char *p = packings->pdata[i];
      gboolean keeps = TRUE;

      for (guint y = 0; y < 6 && keeps; y++)
        for (guint x = 0; x < 10 && keeps; x++)
          keeps = rows[y][x] == '#' || rows[y][x] == p[y * 11 + x];
      if (keeps)
        g_hash_table_add (expected, (gpointer) p);
    }
  g_assert_cmpuint (g_hash_table_size (expected), >, 0);
  g_assert_cmpuint (j_get_u64 (json, "total"), ==, g_hash_table_size (expected));
  /* no symmetry of 10x6 keeps a placed piece in place */
  g_assert_cmpuint (j_get_u64 (json, "unique"), ==, g_hash_table_size (expected));
  g_assert_cmpstr (j_get_string (json, "placed"), ==, "LX");
  g_assert_cmpuint (completions->len, ==, g_hash_table_size (expected));
  for (guint i = 0; i < completions->len; i++)
    g_assert_true (g_hash_table_contains (expected, completions->pdata[i]));

  /* the first, a random and the nth completion are completions too */
  {
    const char *first_args[] = { "--board", path, "--first", NULL };
    const char *random_args[] = { "--board", path, "--random", "--seed", "5", NULL };
    const char *nth_args[] = { "--board", path, "--nth", "2", NULL };
    g_autoptr(CliResult) first = run_ok (first_args);
    g_autoptr(CliResult) random = run_ok (random_args);
    g_autoptr(CliResult) nth = run_ok (nth_args);

    g_assert_cmpstr (first->out, ==, completions->pdata[0]);
    g_assert_true (g_hash_table_contains (expected, random->out));
    g_assert_cmpstr (nth->out, ==, completions->pdata[1]);
  }
  remove_temp (path);
}

static void
test_position_symmetric (void)
{
  /* I upright at the edge of 12x5: the top-bottom mirror keeps it, so the completions pair */
  g_autofree char *path = write_temp ("edge.txt", "I###########\nI###########\nI###########\n"
                                      "I###########\nI###########\n");
  const char *args[] = { "--board", path, "--json", NULL };
  const char *unique_args[] = { "--board", path, "--unique", NULL };
  g_autoptr(CliResult) result = run_ok (args);
  g_autoptr(CliResult) unique = run_ok (unique_args);
  g_autoptr(JNode) json = j_parse (result->out);
  g_autoptr(GPtrArray) listed = split_packings (unique->out);

  g_assert_cmpuint (j_get_u64 (json, "total"), ==, 2 * j_get_u64 (json, "unique"));
  g_assert_cmpuint (listed->len, ==, j_get_u64 (json, "unique"));
  remove_temp (path);
}

static void
test_position_errors (void)
{
  static const struct {
    const char *text;
    const char *no_flip;
    const char *where;
    const char *message;
  } cases[] = {
    { "##########\n##########\n######LLL#\n######L###\n##########\n##########\n", NULL,
      ":3:7: ", "the letters L do not form the L piece" },
    { "; two I\nIIIII#####\n##########\n##########\n##########\n##########\n#####IIIII\n",
      NULL, ":7:6: ", "used twice" },
    { "IIIIII####\n##########\n##########\n##########\n##########\n##########\n", NULL,
      ":1:1: ", "6 touching cells are marked I" },
    { "#L########\n#L########\n#L########\nLL########\n##########\n##########\n",
      "--no-flip", ":1:2: ", "turned over" },
    { "OO########\nOO########\n##########\n##########\n##########\n##########\n", NULL,
      ":1:1: ", "holds no O piece" },
    { "##########\n##########\n####?#####\n##########\n##########\n##########\n", NULL,
      ":3:5: ", "is neither a cell nor a piece" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = write_temp ("pos.txt", cases[i].text);
      g_autofree char *expected = g_strconcat ("pentomino-cli: ", path, cases[i].where, NULL);
      g_autoptr(CliResult) result = run_cli ("--board", path, cases[i].no_flip, NULL);

      g_assert_cmpint (result->status, ==, 3);
      g_assert_cmpstr (result->out, ==, "");
      if (!g_str_has_prefix (result->err, expected) || !strstr (result->err, cases[i].message))
        g_error ("“%s” does not start with “%s” and say “%s”", result->err, expected,
                 cases[i].message);
      remove_temp (path);
    }

  /* the chirality table and --check want a whole board */
  {
    g_autofree char *path = write_temp ("pos.txt", "##X#######\n#XXX######\n##X#######\n"
                                        "##########\n##########\n##########\n");
    g_autoptr(CliResult) table = run_cli ("--board", path, "--chirality-table", NULL);

    g_assert_cmpint (table->status, ==, 2);
    g_assert_nonnull (strstr (table->err, "pieces placed"));
    remove_temp (path);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/counts", test_counts);
  g_test_add_func ("/cli/count-text", test_count_text);
  g_test_add_func ("/cli/chirality-table", test_chirality_table);
  g_test_add_func ("/cli/all-and-check", test_all_and_check);
  g_test_add_func ("/cli/all-other-boards", test_all_other_boards);
  g_test_add_func ("/cli/all-json", test_all_json);
  g_test_add_func ("/cli/first-and-nth", test_first_and_nth);
  g_test_add_func ("/cli/random", test_random);
  g_test_add_func ("/cli/shuffle", test_shuffle);
  g_test_add_func ("/cli/check-bad-files", test_check_bad_files);
  g_test_add_func ("/cli/check-good-file", test_check_good_file);
  g_test_add_func ("/cli/bad-usage", test_bad_usage);
  g_test_add_func ("/cli/custom-board", test_custom_board);
  g_test_add_func ("/cli/output-errors", test_output_errors);
  g_test_add_func ("/cli/interrupt", test_interrupt);
  g_test_add_func ("/cli/interrupt-blocked-writer", test_interrupt_blocked_writer);
  g_test_add_func ("/cli/check-stdin", test_check_stdin);
  g_test_add_func ("/cli/threads", test_threads);
  g_test_add_func ("/cli/progress", test_progress);
  g_test_add_func ("/cli/image", test_image);
  g_test_add_func ("/cli/image-module-missing", test_image_module_missing);
  g_test_add_func ("/cli/help-and-version", test_help_and_version);
  g_test_add_func ("/cli/position/sum", test_position_sum);
  g_test_add_func ("/cli/position/completions", test_position_completions);
  g_test_add_func ("/cli/position/symmetric", test_position_symmetric);
  g_test_add_func ("/cli/position/errors", test_position_errors);

  return g_test_run ();
}
