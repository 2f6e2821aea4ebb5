/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-cli.c: runs the real pentomino-cli binary and checks its output, exit codes and JSON.
 */
#define _GNU_SOURCE /* F_GETPIPE_SZ */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "pento-test-lines.h"
#include "pento-test-timing.h"

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

#ifdef PENTO_TEST_SANITIZED
/* Under AddressSanitizer every run of the CLI costs a fifth of a second of start-up and exit,
 * half of it the leak check, and this program runs it some 300 times. Memory errors are
 * checked on every run; leaks on the first run of each test and on every run of the tests of
 * bad input, whose early returns are where a leak would hide. */
static gboolean
cli_checks_leaks (void)
{
  static char *last_test;
  const char *test = g_test_get_path ();

  if (g_strcmp0 (test, last_test) != 0)
    {
      g_free (last_test);
      last_test = g_strdup (test);
      return TRUE;
    }
  return g_str_has_suffix (test, "errors") || g_str_has_suffix (test, "bad-usage") ||
         g_str_has_suffix (test, "bad-files") || g_str_equal (test, "/cli/files");
}
#endif

/* English messages whatever the machine's locale. */
static char **
cli_environ (void)
{
  char **env = g_get_environ ();

  env = g_environ_setenv (env, "LC_ALL", "C.UTF-8", TRUE);
  env = g_environ_unsetenv (env, "LANGUAGE");
#ifdef PENTO_TEST_SANITIZED
  if (!cli_checks_leaks ())
    {
      const char *options = g_environ_getenv (env, "ASAN_OPTIONS");
      g_autofree char *no_leaks = g_strconcat (options != NULL ? options : "",
                                               options != NULL ? ":" : "", "detect_leaks=0",
                                               NULL);

      env = g_environ_setenv (env, "ASAN_OPTIONS", no_leaks, TRUE);
    }
#endif
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
  g_auto(GStrv) lines = pento_test_split_lines (text);
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

/* tests/published-counts.md */
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

/* Under a sanitizer the board of the listing tests is 15x4 (1472 packings, 368 unique):
 * --check of the 9356 packings of 10x6 takes a minute or more there. */
#ifdef PENTO_TEST_SANITIZED
# define LIST_BOARD "15x4"
# define LIST_WIDTH 15
# define LIST_HEIGHT 4
# define LIST_TOTAL 1472
# define LIST_UNIQUE 368
#else
# define LIST_BOARD "10x6"
# define LIST_WIDTH 10
# define LIST_HEIGHT 6
# define LIST_TOTAL 9356
# define LIST_UNIQUE 2339
#endif

static void
test_all_and_check (void)
{
  const char *all_args[] = { "--board", LIST_BOARD, "--all", NULL };
  const char *unique_args[] = { "--board", LIST_BOARD, "--unique", NULL };
  g_autoptr(CliResult) all = run_ok (all_args);
  g_autoptr(CliResult) unique = run_ok (unique_args);
  g_autoptr(GPtrArray) packings = split_packings (all->out);
  g_autoptr(GPtrArray) unique_packings = split_packings (unique->out);
  g_autoptr(GHashTable) distinct = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *all_path = write_temp ("all.txt", all->out);
  g_autofree char *unique_path = write_temp ("unique.txt", unique->out);
  g_autofree char *all_ok = g_strdup_printf ("%u packings OK, %u unique\n", LIST_TOTAL,
                                             LIST_UNIQUE);
  g_autofree char *unique_ok = g_strdup_printf ("%u packings OK, %u unique\n", LIST_UNIQUE,
                                                LIST_UNIQUE);

  g_assert_cmpuint (packings->len, ==, LIST_TOTAL);
  g_assert_cmpuint (unique_packings->len, ==, LIST_UNIQUE);
  for (guint i = 0; i < packings->len; i++)
    {
      const char *p = g_ptr_array_index (packings, i);

      g_assert_cmpuint (strlen (p), ==, LIST_HEIGHT * (LIST_WIDTH + 1));
      g_hash_table_add (distinct, (gpointer) p);
    }
  g_assert_cmpuint (g_hash_table_size (distinct), ==, LIST_TOTAL);
  /* Every unique packing is one of all the packings. */
  for (guint i = 0; i < unique_packings->len; i++)
    g_assert_true (g_hash_table_contains (distinct, g_ptr_array_index (unique_packings, i)));

  /* Every printed packing validates, and they fall into their classes, with the board taken
   * from the file or named. */
  check_file_ok (all_path, NULL, all_ok);
  check_file_ok (unique_path, LIST_BOARD, unique_ok);
  check_file_ok (unique_path, NULL, unique_ok);

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
  expect_check_failure (short_row, FALSE, ":4:10: ", "the row has 9 letters");
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
    { { "--trace", "--json" }, 2, "together" },
    { { "--trace", "--threads", "2" }, 2, "together" },
    { { "--trace", "--all" }, 2, "together" },
    { { "--trace", "--limit", "0" }, 2, "--limit" },
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

  /* Until the pipe is full, so that the CLI (its handlers set up long before it writes) is
   * blocked in write(); a fixed wait was too short under a sanitizer, and the signal came
   * before the handler was there. */
  start = g_get_monotonic_time ();
  for (;;)
    {
      int queued = 0;

      g_assert_cmpint (ioctl (pipe_fds[0], FIONREAD, &queued), ==, 0);
      /* (the last page's few bytes may stay free: the packings do not fit exactly) */
      if (queued >= fcntl (pipe_fds[0], F_GETPIPE_SZ) - 4096)
        break;
      g_assert_cmpint (g_get_monotonic_time () - start, <, 30 * G_USEC_PER_SEC);
      g_usleep (G_USEC_PER_SEC / 100);
    }
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

  /* the synopsis of --generate names --pieces (a ladder's set), and so does --check's */
  {
    const char *generate = strstr (help->out, "\n  pentomino-cli --generate ");
    const char *check = strstr (help->out, "\n  pentomino-cli --check ");
    const char *next;

    g_assert_nonnull (generate);
    next = strstr (generate + 1, "\n  pentomino-cli ");
    g_assert_nonnull (next);
    g_assert_nonnull (g_strstr_len (generate, next - generate, "[--pieces SET]"));
    g_assert_nonnull (check);
    next = strstr (check + 1, "\n  pentomino-cli ");
    g_assert_nonnull (g_strstr_len (check, next - check, "[--pieces SET]"));
  }
}

/* A one-sided set in the CNF's header, as in every description of the rules: its pieces never
 * flip, so "flipping allowed" (what it said) was wrong. */
static void
test_dimacs_one_sided (void)
{
  g_autoptr(CliResult) all = run_ok ((const char *[]) { "--pieces", "one-sided", "--board",
                                                         "3x30", "--dimacs", NULL });
  g_autoptr(CliResult) some = run_ok ((const char *[]) { "--pieces", "FfILlPp", "--board",
                                                          "7x5", "--dimacs", NULL });
  g_autoptr(CliResult) twelve = run_ok ((const char *[]) { "--board", "20x3", "--dimacs",
                                                            NULL });

  g_assert_true (g_str_has_prefix (all->out, "c Pentomino: the 3x30 board, one-sided pieces, "
                                             "none flipped; "));
  g_assert_true (g_str_has_prefix (some->out, "c Pentomino: the 7x5 board, one-sided pieces "
                                              "FfILlPp, none flipped; "));
  g_assert_true (g_str_has_prefix (twelve->out, "c Pentomino: the 20x3 board, flipping "
                                                "allowed; "));
}

/* --check without --pieces: mirror pieces in the file make it a one-sided set, its letters;
 * without them the twelve, as before. */
static void
test_check_one_sided (void)
{
  static const struct {
    const char *pieces;
    const char *board;
    const char *expected;
    const char *set;                     /* as JSON names it */
  } cases[] = {
    { "one-sided", "3x30", "20 packings OK, 10 unique\n", "one-sided" },
    { "FfILlPp", "7x5", "20 packings OK, 5 unique\n", "FfILlPp" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *args[] = { "--pieces", cases[i].pieces, "--board", cases[i].board, "--all",
                             "--limit", "20", NULL };
      g_autoptr(CliResult) all = run_ok (args);
      g_autofree char *path = write_temp ("one-sided.txt", all->out);
      const char *check_args[] = { "--check", path, NULL };
      const char *json_args[] = { "--check", path, "--json", NULL };
      g_autoptr(CliResult) check = run_ok (check_args);
      g_autoptr(CliResult) json = run_ok (json_args);
      g_autoptr(JNode) object = j_parse (json->out);

      g_assert_cmpstr (check->out, ==, cases[i].expected);
      g_assert_cmpstr (j_get_string (object, "pieces"), ==, cases[i].set);
      g_assert_false (j_get_bool (object, "flip"));
      remove_temp (path);
    }
}

/* --trace: every line one JSON event; replayed on a grid of our own, each packing event finds
 * the board full, and the packings so found pass --check and are, up to symmetry, the unique
 * packings (2 on 20×3, 368 on 15×4). */
typedef struct {
  guint64  places, removes, packings;
  GString *text;                       /* the packings, in the text form */
  guint    n_pieces;                   /* the pieces of a packing: 12 when 0 */
} TraceReplay;

static void
replay_trace (const char  *out,
              guint        width,
              guint        height,
              TraceReplay *r)
{
  g_auto(GStrv) lines = pento_test_split_lines (out);
  g_autofree char *grid = g_malloc (width * height);
  guint n_pieces = r->n_pieces ? r->n_pieces : 12;
  char stack[18];
  guint depth = 0;

  memset (grid, '.', width * height);
  r->text = g_string_new (NULL);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_autoptr(JNode) event = j_parse (lines[i]);
      const char *kind = j_get_string (event, "event");

      if (g_str_equal (kind, "place"))
        {
          const char *piece = j_get_string (event, "piece");
          JNode *cells = j_get (event, "cells");

          g_assert_cmpuint (strlen (piece), ==, 1);
          g_assert_cmpint (cells->type, ==, J_ARRAY);
          g_assert_cmpuint (cells->items->len, ==, 5);
          for (guint d = 0; d < depth; d++)
            g_assert_cmpint (stack[d], !=, piece[0]);
          for (guint k = 0; k < cells->items->len; k++)
            {
              JNode *xy = g_ptr_array_index (cells->items, k);
              guint64 x, y;

              g_assert_cmpint (xy->type, ==, J_ARRAY);
              g_assert_cmpuint (xy->items->len, ==, 2);
              g_assert_true (g_ascii_string_to_unsigned (((JNode *) xy->items->pdata[0])->text,
                                                         10, 0, width - 1, &x, NULL));
              g_assert_true (g_ascii_string_to_unsigned (((JNode *) xy->items->pdata[1])->text,
                                                         10, 0, height - 1, &y, NULL));
              g_assert_cmpint (grid[y * width + x], ==, '.');
              grid[y * width + x] = piece[0];
            }
          g_assert_cmpuint (depth, <, n_pieces);
          stack[depth++] = piece[0];
          r->places++;
        }
      else if (g_str_equal (kind, "remove"))
        {
          const char *piece = j_get_string (event, "piece");

          /* always the piece placed last */
          g_assert_cmpuint (depth, >, 0);
          g_assert_cmpint (stack[depth - 1], ==, piece[0]);
          for (guint c = 0; c < width * height; c++)
            if (grid[c] == piece[0])
              grid[c] = '.';
          depth--;
          r->removes++;
        }
      else if (g_str_equal (kind, "packing"))
        {
          g_assert_cmpuint (j_get_u64 (event, "n"), ==, ++r->packings);
          g_assert_cmpuint (depth, ==, n_pieces);
          g_assert_null (memchr (grid, '.', width * height));
          for (guint y = 0; y < height; y++)
            {
              g_string_append_len (r->text, grid + y * width, width);
              g_string_append_c (r->text, '\n');
            }
          g_string_append_c (r->text, '\n');
        }
      else
        g_error ("unknown event “%s”", kind);
    }
}

static void
test_trace (void)
{
  const struct {
    const char *board;
    guint       width, height;
    const char *unique;
  } boards[] = {
    { "20x3", 20, 3, "2 unique" },
    { "15x4", 15, 4, "368 unique" },
  };

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      g_autoptr(CliResult) result = run_ok ((const char *[]) { "--trace", "--board",
                                                                boards[b].board, NULL });
      g_autoptr(CliResult) check = NULL;
      g_autofree char *file = NULL;
      TraceReplay r = { 0 };

      replay_trace (result->out, boards[b].width, boards[b].height, &r);
      g_assert_cmpuint (r.packings, >, 0);
      g_assert_cmpuint (r.places, ==, r.removes);
      file = write_temp ("trace.txt", r.text->str);
      check = run_cli ("--check", file, "--board", boards[b].board, NULL);
      g_assert_cmpint (check->status, ==, 0);
      g_assert_nonnull (strstr (check->out, boards[b].unique));
      remove_temp (file);
      g_string_free (r.text, TRUE);
    }

  /* --limit: the stream ends at the N-th packing, the board full */
  {
    g_autoptr(CliResult) limited = run_ok ((const char *[]) { "--trace", "--board", "15x4",
                                                               "--limit", "3", NULL });
    TraceReplay r = { 0 };

    replay_trace (limited->out, 15, 4, &r);
    g_assert_cmpuint (r.packings, ==, 3);
    g_assert_true (g_str_has_suffix (limited->out, "{\"event\":\"packing\",\"n\":3}\n"));
    g_string_free (r.text, TRUE);
  }

  /* a position: its pieces come first as place events and stay; every packing keeps them */
  {
    g_autofree char *path = write_temp ("pos.txt", "#######X#######\n######XXX######\n"
                                        "#######X#######\n###############\n");
    g_autoptr(CliResult) result = run_ok ((const char *[]) { "--trace", "--board", path, NULL });
    g_autoptr(CliResult) check = NULL;
    g_autofree char *file = NULL;
    TraceReplay r = { 0 };

    g_assert_true (g_str_has_prefix (result->out, "{\"event\":\"place\",\"piece\":\"X\","
                                     "\"cells\":[[7,0],[6,1],[7,1],[8,1],[7,2]]}\n"));
    replay_trace (result->out, 15, 4, &r);
    /* 68 completions, 34 up to the mirror that keeps the X: the trace finds each class once */
    g_assert_cmpuint (r.packings, ==, 34);
    g_assert_cmpuint (r.places, ==, r.removes + 1);
    file = write_temp ("trace.txt", r.text->str);
    check = run_cli ("--check", file, "--board", "15x4", NULL);
    g_assert_cmpint (check->status, ==, 0);
    g_assert_nonnull (strstr (check->out, "34 packings OK"));
    remove_temp (file);
    remove_temp (path);
    g_string_free (r.text, TRUE);
  }

  /* past 64 cells: the eighteen one-sided pieces on 3×30 (46 packings up to symmetry, each
   * found once with the X at its representative place: 92 packing events, as the X on the
   * middle line stands for two of them); --limit there too */
  {
    g_autoptr(CliResult) result = run_ok ((const char *[]) { "--trace", "--pieces", "one-sided",
                                                              "--board", "3x30", NULL });
    g_autoptr(CliResult) count = run_ok ((const char *[]) { "--count", "--pieces", "one-sided",
                                                             "--board", "3x30", NULL });
    g_autoptr(CliResult) limited = run_ok ((const char *[]) { "--trace", "--pieces", "one-sided",
                                                               "--board", "30x3", "--limit", "2",
                                                               NULL });
    g_autoptr(CliResult) check = NULL;
    g_autofree char *file = NULL;
    g_autofree char *last_packing = NULL;
    TraceReplay r = { .n_pieces = 18 };
    TraceReplay l = { .n_pieces = 18 };
    const char *last;

    replay_trace (result->out, 3, 30, &r);
    g_assert_cmpuint (r.packings, ==, 92);
    g_assert_cmpuint (r.places, ==, r.removes);
    /* the last packing event numbers them all; the stream ends with the breaker taken off */
    last_packing = g_strdup_printf ("{\"event\":\"packing\",\"n\":%" G_GUINT64_FORMAT "}\n",
                                    r.packings);
    last = g_strrstr (result->out, "{\"event\":\"packing\"");
    g_assert_nonnull (last);
    g_assert_true (g_str_has_prefix (last, last_packing));
    g_assert_true (g_str_has_suffix (result->out, "{\"event\":\"remove\",\"piece\":\"X\"}\n"));
    /* the packings found are valid, and are every class of the count */
    g_assert_nonnull (strstr (count->out, "184 packings, 46 unique"));
    file = write_temp ("trace.txt", r.text->str);
    check = run_cli ("--check", file, "--board", "3x30", "--pieces", "one-sided", NULL);
    g_assert_cmpint (check->status, ==, 0);
    g_assert_nonnull (strstr (check->out, "92 packings OK, 46 unique"));
    remove_temp (file);
    g_string_free (r.text, TRUE);

    replay_trace (limited->out, 30, 3, &l);
    g_assert_cmpuint (l.packings, ==, 2);
    g_assert_true (g_str_has_suffix (limited->out, "{\"event\":\"packing\",\"n\":2}\n"));
    g_string_free (l.text, TRUE);
  }

  /* no packing: exit 1, the whole (short) stream printed */
  {
    g_autoptr(CliResult) none = run_cli ("--trace", "--board", "20x3", "--no-flip", NULL);

    g_assert_cmpint (none->status, ==, 1);
    g_assert_null (strstr (none->out, "packing"));
    g_assert_nonnull (strstr (none->out, "\"remove\""));
  }
}

/* ---- position files ------------------------------------------------------------------ */

/* A position file of a width x height rectangle with X centred at (cx, cy), and the rest
 * empty. */
static char *
x_position_text (guint width,
                 guint height,
                 guint cx,
                 guint cy)
{
  GString *s = g_string_new ("; X placed\n");

  for (guint y = 0; y < height; y++)
    {
      for (guint x = 0; x < width; x++)
        g_string_append_c (s, (x == cx && (y + 1 == cy || y == cy || y == cy + 1)) ||
                              (y == cy && (x + 1 == cx || x == cx + 1)) ? 'X' : '#');
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

static void
test_position_sum (void)
{
  /* 10x6: 32 places of X, each counted twice; under a sanitizer 20x3's 18 places, with the
   * mirrored set YZ that packs it without flipping (4 packings, as the chirality table says) */
#ifdef PENTO_TEST_SANITIZED
  const guint width = 20, height = 3, total = 8, total_no_flip = 4;
  const char *mirror = "YZ";
#else
  const guint width = 10, height = 6, total = 9356, total_no_flip = 92;
  const char *mirror = "FNY";
#endif
  guint64 sum = 0, sum_no_flip = 0;

  /* X has one orientation: every place of its centre, its completions summed, is every
   * packing of the board once */
  for (guint cy = 1; cy + 1 < height; cy++)
    for (guint cx = 1; cx + 1 < width; cx++)
      {
        g_autofree char *text = x_position_text (width, height, cx, cy);
        g_autofree char *path = write_temp ("pos.txt", text);
        const char *args[] = { "--board", path, "--json", NULL };
        const char *no_flip[] = { "--board", path, "--no-flip", "--mirror", mirror, "--json",
                                  NULL };
        g_autoptr(CliResult) result = run_ok (args);
        g_autoptr(CliResult) result_no_flip = run_ok (no_flip);
        g_autoptr(JNode) json = j_parse (result->out);
        g_autoptr(JNode) json_no_flip = j_parse (result_no_flip->out);

        g_assert_cmpstr (j_get_string (json, "placed"), ==, "X");
        sum += j_get_u64 (json, "total");
        sum_no_flip += j_get_u64 (json_no_flip, "total");
        remove_temp (path);
      }
  g_assert_cmpuint (sum, ==, total);
  g_assert_cmpuint (sum_no_flip, ==, total_no_flip);
}

static void
test_position_completions (void)
{
  /* L and X placed; compared with the board's packings that keep them (on 15x4 under a
   * sanitizer, where listing all of 10x6 is slow) */
#ifdef PENTO_TEST_SANITIZED
  const char *text =
    "; L and X\n"
    "L##############\n"
    "L###X##########\n"
    "L##XXX#########\n"
    "LL##X##########\n";
#else
  const char *text =
    "; L and X\n"
    "##X#######\n"
    "#XXX######\n"
    "##X#######\n"
    "##########\n"
    "#########L\n"
    "######LLLL\n";
#endif
  g_autofree char *path = write_temp ("pos.txt", text);
  g_auto(GStrv) rows = g_strsplit (text + strlen ("; L and X\n"), "\n", -1);
  const char *all_args[] = { "--board", LIST_BOARD, "--all", NULL };
  const char *pos_all_args[] = { "--board", path, "--all", NULL };
  const char *pos_count_args[] = { "--board", path, "--json", NULL };
  g_autoptr(CliResult) all = run_ok (all_args);
  g_autoptr(CliResult) pos_all = run_ok (pos_all_args);
  g_autoptr(CliResult) pos_count = run_ok (pos_count_args);
  g_autoptr(GPtrArray) packings = split_packings (all->out);
  g_autoptr(GPtrArray) completions = split_packings (pos_all->out);
  g_autoptr(GHashTable) expected = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(JNode) json = j_parse (pos_count->out);

  g_assert_cmpuint (packings->len, ==, LIST_TOTAL);
  for (guint i = 0; i < packings->len; i++)
    {
      const char *p = packings->pdata[i];
      gboolean keeps = TRUE;

      for (guint y = 0; y < LIST_HEIGHT && keeps; y++)
        for (guint x = 0; x < LIST_WIDTH && keeps; x++)
          keeps = rows[y][x] == '#' || rows[y][x] == p[y * (LIST_WIDTH + 1) + x];
      if (keeps)
        g_hash_table_add (expected, (gpointer) p);
    }
  g_assert_cmpuint (g_hash_table_size (expected), >, 0);
  g_assert_cmpuint (j_get_u64 (json, "total"), ==, g_hash_table_size (expected));
  /* no symmetry of the board keeps a placed piece in place */
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

/* Boxes in space: counts, listing, the text form read back, JSON, misuse. */
/* --image with a box: the isometric view above the layers, in each format. */
static void
test_box_image (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pentomino-cli-test-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "box.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "box.svg", NULL);
  g_autofree char *contents = NULL;
  gsize len = 0;

  if (g_strcmp0 (g_getenv ("PENTOMINO_CLI_IMAGES"), "1") != 0)
    {
      g_rmdir (dir);
      g_test_skip ("built without images");
      return;
    }

  {
    g_autoptr(CliResult) text = run_ok ((const char *[]) { "--board", "2x3x10", "--first",
                                                           NULL });
    g_autoptr(CliResult) with_png = run_ok ((const char *[]) { "--board", "2x3x10", "--first",
                                                               "--image", png, NULL });
    g_autoptr(CliResult) with_svg = run_ok ((const char *[]) { "--board", "3x4x5", "--nth",
                                                               "7", "--image", svg, NULL });
    guint32 width, height;

    /* the packing is still printed, and the picture is written whole */
    g_assert_cmpstr (with_png->out, ==, text->out);
    g_assert_true (g_file_get_contents (png, &contents, &len, NULL));
    g_assert_cmpuint (len, >, 24);
    g_assert_true (memcmp (contents, "\x89PNG\r\n\x1a\n", 8) == 0);
    width = GUINT32_FROM_BE (*(guint32 *) (contents + 16));
    height = GUINT32_FROM_BE (*(guint32 *) (contents + 20));
    /* a tower of ten layers above a strip of ten: taller than wide is not required, but
     * both parts are there: more than the strip (29 columns) and more than the tower */
    g_assert_cmpuint (width, >, 29 * 20);
    g_assert_cmpuint (height, >, 10 * 30 + 3 * 20);
    g_clear_pointer (&contents, g_free);

    g_assert_true (g_file_get_contents (svg, &contents, &len, NULL));
    g_assert_nonnull (strstr (contents, "<svg"));
  }

  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
}

static void
test_box (void)
{
  g_autoptr(CliResult) count = run_ok ((const char *[]) { "--board", "2x3x10", NULL });
  g_autoptr(CliResult) json = run_ok ((const char *[]) { "--board", "2x5x6", "--json", NULL });
  g_autoptr(CliResult) all = run_ok ((const char *[]) { "--board", "2x3x10", "--all", NULL });
  g_autoptr(CliResult) unique = NULL;
  g_autoptr(CliResult) check = NULL;
  g_autoptr(CliResult) check_json = NULL;
  g_autoptr(CliResult) first = NULL;
  g_autoptr(CliResult) random = NULL;
  g_autoptr(CliResult) last = NULL;
  g_autoptr(CliResult) past = NULL;
  g_autoptr(CliResult) bad = NULL;
  g_autoptr(JNode) counts = j_parse (json->out);
  g_autoptr(JNode) checked = NULL;
  g_autoptr(JNode) first_json = NULL;
  g_autoptr(GPtrArray) packings = split_packings (all->out);
  g_autoptr(GPtrArray) unique_packings = NULL;
  g_autofree char *path = write_temp ("box.txt", all->out);
  g_autofree char *bad_path = NULL;
  g_autoptr(GString) swapped = NULL;
  JNode *layers;
  const char *misuse[][6] = {
    { "--board", "3x4x5", "--no-flip", NULL },
    { "--board", "3x4x5", "--mirror", "FNY", NULL },
    { "--board", "3x4x5", "--chirality-table", NULL },
  };

  g_assert_true (g_str_has_prefix (count->out, "2x3x10, pieces turned every way in space: "
                                               "96 packings, 12 unique ("));

  g_assert_cmpstr (j_get_string (counts, "board"), ==, "2x5x6");
  g_assert_cmpuint (j_get_u64 (counts, "width"), ==, 2);
  g_assert_cmpuint (j_get_u64 (counts, "height"), ==, 5);
  g_assert_cmpuint (j_get_u64 (counts, "depth"), ==, 6);
  g_assert_cmpuint (j_get_u64 (counts, "total"), ==, 2112);
  g_assert_cmpuint (j_get_u64 (counts, "unique"), ==, 264);

  /* 96 packings of three rows, each row ten layers of two letters */
  g_assert_cmpuint (packings->len, ==, 96);
  for (guint i = 0; i < packings->len; i++)
    {
      g_auto(GStrv) rows = g_strsplit (packings->pdata[i], "\n", -1);

      g_assert_cmpuint (g_strv_length (rows), ==, 4);
      for (guint y = 0; y < 3; y++)
        {
          g_auto(GStrv) groups = g_strsplit (rows[y], " ", -1);

          g_assert_cmpuint (g_strv_length (groups), ==, 10);
          for (guint z = 0; z < 10; z++)
            g_assert_cmpuint (strlen (groups[z]), ==, 2);
        }
    }

  /* read back, the box taken from the file or given */
  check = run_ok ((const char *[]) { "--check", path, NULL });
  g_assert_cmpstr (check->out, ==, "96 packings OK, 12 unique\n");
  check_json = run_ok ((const char *[]) { "--check", path, "--board", "2x3x10", "--json", NULL });
  checked = j_parse (check_json->out);
  g_assert_true (j_get_bool (checked, "ok"));
  g_assert_cmpuint (j_get_u64 (checked, "packings"), ==, 96);
  g_assert_cmpuint (j_get_u64 (checked, "unique"), ==, 12);
  g_assert_cmpuint (j_get_u64 (checked, "depth"), ==, 10);

  unique = run_ok ((const char *[]) { "--board", "2x3x10", "--unique", NULL });
  unique_packings = split_packings (unique->out);
  g_assert_cmpuint (unique_packings->len, ==, 12);

  /* --first, --nth and --random give packings of the list */
  first = run_ok ((const char *[]) { "--board", "2x3x10", "--first", "--json", NULL });
  first_json = j_parse (first->out);
  layers = g_ptr_array_index (j_get (first_json, "solutions")->items, 0);
  g_assert_cmpint (layers->type, ==, J_ARRAY);
  g_assert_cmpuint (layers->items->len, ==, 10);
  for (guint z = 0; z < 10; z++)
    {
      JNode *layer = g_ptr_array_index (layers->items, z);

      g_assert_cmpuint (layer->items->len, ==, 3);
      for (guint y = 0; y < 3; y++)
        {
          JNode *row = g_ptr_array_index (layer->items, y);

          g_assert_cmpint (row->type, ==, J_STRING);
          g_assert_cmpuint (strlen (row->text), ==, 2);
        }
    }
  last = run_ok ((const char *[]) { "--board", "2x3x10", "--nth", "96", NULL });
  g_assert_cmpstr (last->out, ==, packings->pdata[95]);
  past = run_cli ("--board", "2x3x10", "--nth", "97", NULL);
  g_assert_cmpint (past->status, ==, 1);
  g_assert_true (strstr (past->err, "fewer than 97") != NULL);
  random = run_cliv ((const char *[]) { "--board", "2x3x10", "--random", "--seed", "7", NULL });
  g_assert_cmpint (random->status, ==, 0);
  g_assert_true (g_ptr_array_find_with_equal_func (packings, random->out, g_str_equal, NULL));

  /* a broken packing: two cells of different pieces swapped */
  swapped = g_string_new (packings->pdata[0]);
  for (guint i = 1; swapped->str[i] != '\n'; i++)
    if (swapped->str[i] != ' ' && swapped->str[i] != swapped->str[0])
      {
        char tmp = swapped->str[0];

        swapped->str[0] = swapped->str[i];
        swapped->str[i] = tmp;
        break;
      }
  bad_path = write_temp ("bad-box.txt", swapped->str);
  bad = run_cli ("--check", bad_path, NULL);
  g_assert_cmpint (bad->status, ==, 1);
  g_assert_true (strstr (bad->err, "do not form the") != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (misuse); i++)
    {
      g_autoptr(CliResult) result = run_cliv (misuse[i]);

      g_test_message ("%s → %d: %s", misuse[i][2], result->status, result->err);
      g_assert_cmpint (result->status, ==, 2);
      g_assert_cmpstr (result->out, ==, "");
    }
  /* the flat boards' modes that boxes do not have yet are usage errors, not crashes */
  {
    const char *flat_only[][4] = {
      { "--trace", NULL },
    };

    for (guint i = 0; i < G_N_ELEMENTS (flat_only); i++)
      {
        g_autoptr(CliResult) result = run_cli ("--board", "2x3x10", flat_only[i][0],
                                               flat_only[i][1], flat_only[i][2], NULL);

        g_assert_cmpint (result->status, ==, 2);
        g_assert_cmpstr (result->out, ==, "");
        g_assert_nonnull (strstr (result->err, "not yet on a box"));
      }
  }
  {
    g_autoptr(CliResult) odd = run_cli ("--board", "3x4x6", NULL);

    g_assert_cmpint (odd->status, ==, 3);
    g_assert_true (strstr (odd->err, "60 cells") != NULL);
  }

  remove_temp (path);
  remove_temp (bad_path);
}

/* Runs pentomino-cli in @dir (for names relative to it). */
static CliResult *
run_cli_in (const char         *dir,
            const char * const *args)
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
  g_spawn_sync (dir, (char **) argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL,
                &result->out, &result->err, &wait_status, &error);
  g_assert_no_error (error);
  result->status = decode_wait_status (wait_status);
  return result;
}

/* The CLI's file handling: links, permissions, FIFOs, a full disk. */
static void
test_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("pentomino-cli-files-XXXXXX", &error);
  g_autofree char *nul_check = g_build_filename (dir, "nul.txt", NULL);
  g_autofree char *nul_board = g_build_filename (dir, "nul-board.txt", NULL);
  g_autofree char *fake_preset = g_build_filename (dir, "6x10", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.txt", NULL);
  g_autoptr(GString) with_nul = g_string_new (good_packing);

  g_assert_no_error (error);

  /* A NUL byte inside a row of --check input: its line and column, exit 1 (it used to stop
   * reading there and report the packings before it OK). */
  g_string_insert_len (with_nul, 24, "\0", 1);
  g_assert_true (g_file_set_contents (nul_check, with_nul->str, with_nul->len, &error));
  {
    g_autoptr(CliResult) result = run_cli ("--check", nul_check, NULL);
    g_autofree char *where = g_strconcat (nul_check, ":3:3: ", NULL);

    g_test_message ("%s", result->err);
    g_assert_cmpint (result->status, ==, 1);
    g_assert_true (g_str_has_prefix (result->err, where));
    g_assert_nonnull (strstr (result->err, "NUL"));
  }
  /* ... and in a board mask (a NUL byte in any input: exit 1). */
  g_assert_true (g_file_set_contents (nul_board, "######\n##\0###\n", 14, &error));
  {
    g_autoptr(CliResult) result = run_cli ("--board", nul_board, NULL);

    g_assert_cmpint (result->status, ==, 1);
    g_assert_nonnull (strstr (result->err, ":2:3: "));
    g_assert_nonnull (strstr (result->err, "NUL"));
  }

  /* Endless input is refused at once: a device is not a file, and every reader has a
   * stated limit (a sparse file of 17 MiB, 64 KiB + 1 for a board, 256 MiB + 1 for models). */
  {
    g_autofree char *big = g_build_filename (dir, "big.txt", NULL);
    g_autofree char *fifo = g_build_filename (dir, "fifo.txt", NULL);
    const char *zero = g_file_test ("/dev/zero", G_FILE_TEST_EXISTS) ? "/dev/zero" : NULL;
    gint64 start = g_get_monotonic_time ();
    int fd = g_open (big, O_WRONLY | O_CREAT | O_TRUNC, 0644);

    g_assert_cmpint (fd, >=, 0);
    g_assert_cmpint (ftruncate (fd, (17 << 20)), ==, 0);
    close (fd);
    {
      g_autoptr(CliResult) result = run_cli ("--check", big, NULL);

      g_assert_cmpint (result->status, ==, 3);
      g_assert_nonnull (strstr (result->err, "larger than 16 MiB"));
    }
    {
      g_autoptr(CliResult) board = run_cli ("--board", big, NULL);

      g_assert_cmpint (board->status, ==, 3);
      g_assert_nonnull (strstr (board->err, "larger than 64 KiB"));
    }
    fd = g_open (big, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    g_assert_cmpint (ftruncate (fd, (256 << 20) + 1), ==, 0);
    close (fd);
    {
      g_autoptr(CliResult) model = run_cli ("--board", "20x3", "--decode-model", big, NULL);

      g_assert_cmpint (model->status, ==, 3);
      g_assert_nonnull (strstr (model->err, "larger than 256 MiB"));
    }
    g_unlink (big);

    /* /dev/zero and a FIFO without a writer: refused at once, for every reader */
    g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
    for (guint i = 0; i < 2; i++)
      {
        const char *path = i == 0 ? zero : fifo;
        const char *kind = i == 0 ? "device" : "named pipe";
        g_autoptr(CliResult) check = NULL;
        g_autoptr(CliResult) board = NULL;
        g_autoptr(CliResult) model = NULL;

        if (path == NULL)
          continue;
        check = run_cli ("--check", path, NULL);
        board = run_cli ("--board", path, NULL);
        model = run_cli ("--board", "20x3", "--decode-model", path, NULL);
        g_assert_cmpint (check->status, ==, 3);
        g_assert_nonnull (strstr (check->err, kind));
        g_assert_cmpint (board->status, ==, 3);
        g_assert_nonnull (strstr (board->err, kind));
        g_assert_cmpint (model->status, ==, 3);
        g_assert_nonnull (strstr (model->err, kind));
      }
    g_unlink (fifo);
    g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  }

  /* Built-in names mean the built-in boards, whatever the folder holds; "./6x10" is the
   * file. */
  g_assert_true (g_file_set_contents (fake_preset, "#####\n", -1, &error));
  {
    const char *preset[] = { "--board", "6x10", NULL };
    const char *file[] = { "--board", "./6x10", NULL };
    g_autoptr(CliResult) a = run_cli_in (dir, preset);
    g_autoptr(CliResult) b = run_cli_in (dir, file);

    g_assert_cmpint (a->status, ==, 0);
    g_assert_nonnull (strstr (a->out, "9356"));
    g_assert_cmpint (b->status, ==, 3);
    g_assert_nonnull (strstr (b->err, "./6x10"));
  }

  /* A missing file is "No such file" with its name; a bare unknown word says both. */
  {
    g_autoptr(CliResult) board = run_cli ("--board", missing, NULL);
    g_autoptr(CliResult) check = run_cli ("--check", missing, NULL);
    g_autoptr(CliResult) word = run_cli ("--board", "10x7-holes", NULL);
    g_autofree char *expected = g_strdup_printf ("No such file “%s”", missing);

    g_assert_cmpint (board->status, ==, 3);
    g_assert_nonnull (strstr (board->err, expected));
    g_assert_cmpint (check->status, ==, 3);
    g_assert_nonnull (strstr (check->err, expected));
    g_assert_cmpint (word->status, ==, 3);
    g_assert_nonnull (strstr (word->err, "No such file “10x7-holes”"));
    g_assert_nonnull (strstr (word->err, "built-in board"));
  }

  /* An oversized WxH says so. */
  {
    g_autoptr(CliResult) huge = run_cli ("--board", "99999999999999999999x1", NULL);
    g_autoptr(CliResult) wide = run_cli ("--board", "65x1", NULL);

    g_assert_cmpint (huge->status, ==, 3);
    g_assert_nonnull (strstr (huge->err, "too large"));
    g_assert_cmpint (wide->status, ==, 3);
    g_assert_nonnull (strstr (wide->err, "too large"));
  }

  /* "complete" is true when the search ended, whatever the limit: 20x3 has 8 packings. */
  {
    static const struct { const char *mode, *limit; gboolean complete; } cases[] = {
      { "--all", "8", TRUE }, { "--all", "9", TRUE }, { "--all", "7", FALSE },
      { "--unique", "2", TRUE }, { "--unique", "1", FALSE },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(CliResult) result = run_cli ("--board", "20x3", cases[i].mode, "--limit",
                                               cases[i].limit, "--json", NULL);
        g_autoptr(JNode) json = NULL;

        g_assert_cmpint (result->status, ==, 0);
        json = j_parse (result->out);
        g_assert_cmpint (j_get_bool (json, "complete"), ==, cases[i].complete);
        g_assert_cmpuint (j_get_u64 (json, "count"), ==,
                          MIN (g_ascii_strtoull (cases[i].limit, NULL, 10),
                               g_str_equal (cases[i].mode, "--all") ? 8 : 2));
      }
  }

  /* Errors print whole characters. */
  {
    g_autoptr(CliResult) result = run_cli ("--no-flip", "--mirror", "é", NULL);

    g_assert_cmpint (result->status, ==, 2);
    g_assert_true (g_utf8_validate (result->err, -1, NULL));
    g_assert_nonnull (strstr (result->err, "“é”"));
  }

  g_unlink (nul_check);
  g_unlink (nul_board);
  g_unlink (fake_preset);
  g_rmdir (dir);
}

/* ---------------------------------------------------------------------------------------- */
/* What the CLI echoes from its arguments and files, escaped. */

/* Whether @text holds a character that would hide or disguise what is said on a terminal:
 * a control character (but the line breaks between messages) or a direction override. */
static gboolean
has_hidden (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x20 && c != '\n') || c == 0x7f || (c >= 0x80 && c < 0xa0) ||
          (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))
        return TRUE;
    }
  return FALSE;
}

/* --memory-limit: the sizes it reads and those it refuses (exit 2); a count past 64 cells
 * within a small limit gives the count without one, its JSON says the limit and a peak within
 * it; the default is a quarter of an address-space limit. */
static void
test_memory_limit (void)
{
  static const char *bad[] = { "12", "1023K", "5X", "", "-1", "1.5G", "2GG", "M",
                               "99999999999999999T" };
  const char *count_args[] = { "--board", "10x7", "--pieces", "FILNPTUVWXYZfl", "--no-flip",
                               "--count", "--json", "--threads", "2", NULL, NULL, NULL };
  guint64 total, unique;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(CliResult) result = run_cli ("--count", "--memory-limit", bad[i], NULL);

      g_test_message ("--memory-limit “%s” → %d: %s", bad[i], result->status, result->err);
      g_assert_cmpint (result->status, ==, 2);
      g_assert_cmpstr (result->out, ==, "");
      g_assert_nonnull (strstr (result->err, "--memory-limit"));
      g_assert_nonnull (strstr (result->err, "--help"));
    }
  {
    g_autoptr(CliResult) trace = run_cli ("--trace", "--memory-limit", "1G", NULL);
    g_autoptr(CliResult) generate = run_cli ("--generate", "--memory-limit", "1G", NULL);

    g_assert_cmpint (trace->status, ==, 2);
    g_assert_nonnull (strstr (trace->err, "--memory-limit"));
    g_assert_cmpint (generate->status, ==, 2);
    g_assert_nonnull (strstr (generate->err, "--memory-limit"));
  }

  {
    g_autoptr(CliResult) result = run_ok (count_args);
    g_autoptr(JNode) json = j_parse (result->out);

    g_test_message ("without a limit: %s", result->out);
    total = j_get_u64 (json, "total");
    unique = j_get_u64 (json, "unique");
    g_assert_cmpuint (total, ==, 5998);
    g_assert_cmpuint (unique, ==, 2999);
    g_assert_cmpuint (j_get_u64 (json, "memory_peak_bytes"), >, 8 << 20);
    g_assert_cmpuint (j_get_u64 (json, "memory_limit_bytes"), >=, 1 << 20);
  }
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(CliResult) result = NULL;
      g_autoptr(JNode) json = NULL;

      count_args[9] = "--memory-limit";
      count_args[10] = i == 0 ? "1M" : "1MiB";
      result = run_ok (count_args);
      json = j_parse (result->out);
      g_test_message ("within %s: %s", count_args[10], result->out);
      g_assert_cmpuint (j_get_u64 (json, "total"), ==, total);
      g_assert_cmpuint (j_get_u64 (json, "unique"), ==, unique);
      g_assert_cmpuint (j_get_u64 (json, "memory_limit_bytes"), ==, 1 << 20);
      g_assert_cmpuint (j_get_u64 (json, "memory_peak_bytes"), <=, 1 << 20);
    }
  {
    g_autoptr(CliResult) result = run_cli ("--board", "20x3", "--json", "--memory-limit", "2g",
                                           NULL);
    g_autoptr(JNode) json = j_parse (result->out);

    g_assert_cmpint (result->status, ==, 0);
    g_assert_cmpuint (j_get_u64 (json, "memory_limit_bytes"), ==, G_GUINT64_CONSTANT (2) << 30);
  }

#ifndef PENTO_TEST_SANITIZED
  /* (AddressSanitizer's shadow memory needs more address space than that) */
  {
    const char *argv[] = { "/bin/sh", "-c",
                           "ulimit -v 1048576 && exec \"$0\" --board 20x3 --count --json",
                           cli_path (), NULL };
    g_auto(GStrv) env = cli_environ ();
    g_autofree char *out = NULL;
    g_autoptr(JNode) json = NULL;
    g_autoptr(GError) error = NULL;
    int wait_status = 0;

    g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL,
                  &wait_status, &error);
    g_assert_no_error (error);
    g_assert_cmpint (decode_wait_status (wait_status), ==, 0);
    json = j_parse (out);
    g_test_message ("under ulimit -v 1048576: %s", out);
    g_assert_cmpuint (j_get_u64 (json, "memory_limit_bytes"), <=, 256 << 20);
    g_assert_cmpuint (j_get_u64 (json, "memory_limit_bytes"), >=, 1 << 20);
  }
#endif
}

/* Every option that takes a value, and a stray argument, given an escape sequence and a
 * right-to-left override: whatever the message, they reach the terminal escaped. The same for
 * a position file holding an override, a board file's name in the count line and in JSON. */
static void
test_escaped (void)
{
  static const char *options[] = {
    "--board", "--mirror", "--pieces", "--part", "--seed", "--nth", "--check",
    "--decode-model", "--sheet", "--image", "--limit", "--threads", "--level", "--kind",
    "--daily", "--code", "--rate", NULL,
  };
  /* a file name too: --sheet and --image then try to write it */
  const char *hostile = "a\033[31mb\342\200\256c/x.pdf";

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      gboolean echoed = FALSE;

      /* each option alone, then with the mode it goes with, and the stray argument last */
      for (guint k = 0; k < 2; k++)
        {
          const char *mode = options[i] == NULL ? NULL : k == 0 ? NULL :
                             g_str_equal (options[i], "--mirror") ? "--no-flip" :
                             g_str_equal (options[i], "--sheet") ||
                             g_str_equal (options[i], "--limit") ? "--all" :
                             g_str_equal (options[i], "--image") ? "--first" :
                             g_str_equal (options[i], "--seed") ? "--random" :
                             g_str_has_prefix (options[i], "--level") ||
                             g_str_equal (options[i], "--kind") ||
                             g_str_equal (options[i], "--daily") ? "--generate" : NULL;
          const char *args[4] = { options[i] != NULL ? options[i] : hostile,
                                  options[i] != NULL ? hostile : NULL, mode, NULL };
          g_autoptr(CliResult) result = NULL;

          if (k == 1 && mode == NULL)
            continue;
          result = run_cliv (args);
          if (result->status == 0 || has_hidden (result->err) || has_hidden (result->out))
            g_error ("pentomino-cli %s %s: exit %d, “%s”", args[0], mode != NULL ? mode : "",
                     result->status, result->err);
          /* escaped as the window shows it, or character by character as a position's
           * errors name one */
          echoed = echoed || strstr (result->err, "a\\x1b[31mb\\u202ec") != NULL ||
                   strstr (result->err, "aU+001B[31mbU+202Ec") != NULL;
        }
      /* the value itself is told, escaped, in one of the two messages at least */
      if (!echoed)
        g_error ("pentomino-cli %s: the value is not echoed", options[i] ? options[i] : "");
    }

  /* an override in a position: its place and the character, escaped */
  {
    g_autofree char *path = write_temp ("rtl.txt", "##\342\200\256#######\n##########\n"
                                                   "##########\n##########\n##########\n"
                                                   "##########\n");
    g_autoptr(CliResult) result = run_cli ("--board", path, NULL);

    g_assert_cmpint (result->status, ==, 3);
    g_assert_false (has_hidden (result->err));
    g_assert_nonnull (strstr (result->err, ":1:3: “U+202E” is neither a cell nor a piece"));
    remove_temp (path);
  }

  /* a board file's name, echoed on stdout in the count line and in JSON */
  {
    g_autofree char *path = write_temp ("board\342\200\256\033.txt",
                                        "####################\n####################\n"
                                        "####################\n");
    g_autoptr(CliResult) text = run_cli ("--board", path, NULL);
    g_autoptr(CliResult) json = run_cli ("--board", path, "--json", NULL);
    g_autoptr(JNode) object = NULL;

    g_assert_cmpint (text->status, ==, 0);
    g_assert_false (has_hidden (text->out));
    g_assert_nonnull (strstr (text->out, "board\\u202e\\x1b.txt, "));
    g_assert_cmpint (json->status, ==, 0);
    g_assert_false (has_hidden (json->out));
    g_assert_nonnull (strstr (json->out, "board\\u202e\\u001b.txt"));
    /* and JSON still reads back the name itself */
    object = j_parse (json->out);
    g_assert_cmpstr (j_get_string (object, "board"), ==, "board\342\200\256\033.txt");
    remove_temp (path);
  }
}

/* ---------------------------------------------------------------------------------------- */
/* Challenges: --generate, --code, --rate. */

/* The value of the comment line "; challenge CODE". */
static char *
challenge_code_of (const char *text)
{
  const char *line = strstr (text, "; challenge ");

  g_assert_nonnull (line);
  line += strlen ("; challenge ");
  return g_strndup (line, strcspn (line, "\n"));
}

/* Runs --generate with @args and checks what every challenge keeps: its file counts one
 * completion and rates at @level, and its code gives the same bytes. Returns the output, and
 * the code and rating in @out_code and @out_rating. */
static char *
check_challenge (const char **args,
                 const char  *level,
                 char       **out_code,
                 guint64     *out_rating)
{
  g_autoptr(CliResult) first = run_ok (args);
  g_autofree char *code = challenge_code_of (first->out);
  g_autofree char *path = write_temp ("challenge.txt", first->out);
  const char *count_args[] = { "--board", path, "--count", "--json", NULL };
  const char *rate_args[] = { "--rate", path, "--json", NULL };
  const char *code_args[] = { "--code", code, NULL };
  g_autoptr(CliResult) count = run_ok (count_args);
  g_autoptr(CliResult) rate = run_ok (rate_args);
  g_autoptr(CliResult) decoded = run_ok (code_args);
  g_autoptr(JNode) count_json = j_parse (count->out);
  g_autoptr(JNode) rate_json = j_parse (rate->out);

  g_assert_cmpstr (decoded->out, ==, first->out);
  g_assert_true (g_str_has_prefix (code, "PENTO-"));
  /* the file --count reads: exactly one completion */
  g_assert_cmpuint (j_get_u64 (count_json, "total"), ==, 1);
  /* --rate gives the level asked for */
  g_assert_cmpstr (j_get_string (rate_json, "level"), ==, level);
  g_assert_cmpuint (j_get_u64 (rate_json, "completions"), ==, 1);
  *out_rating = j_get_u64 (rate_json, "rating");
  *out_code = g_steal_pointer (&code);
  remove_temp (path);
  return g_strdup (first->out);
}

static void
test_challenge_generate (void)
{
  static const char * const boards[] = {
    "10x6", "12x5", "15x4", "20x3", "8x8-hole", "8x8-tetromino",
  };
  static const char * const levels[] = { "easy", "medium", "hard", "expert" };

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
      {
        const char *args[] = { "--generate", "--board", boards[b], "--level", levels[l],
                               "--seed", "2026", NULL };
        g_autofree char *code = NULL;
        guint64 rating;
        g_autofree char *out = NULL;
        g_autoptr(CliResult) again = NULL;
        g_autofree char *rating_line = NULL;

#ifdef PENTO_TEST_SANITIZED
        /* each board at one level, every level on some board: 6 challenges of the 24 */
        if (l != b % G_N_ELEMENTS (levels))
          continue;
#endif
        out = check_challenge (args, levels[l], &code, &rating);
        again = run_ok (args);

        /* the same seed, the same bytes */
        g_assert_cmpstr (out, ==, again->out);
        g_assert_nonnull (strstr (code, boards[b]));
        g_assert_true (g_str_has_suffix (code, "-0007EA"));
        /* the rating in the comment */
        rating_line = g_strdup_printf (", level %s, rating %" G_GUINT64_FORMAT "\n", levels[l],
                                       rating);
        g_assert_nonnull (strstr (out, rating_line));
      }
}

static void
test_challenge_json (void)
{
  const char *args[] = { "--generate", "--board", "12x5", "--level", "medium", "--seed", "99",
                         NULL };
  const char *json_args[] = { "--generate", "--board", "12x5", "--level", "medium", "--seed",
                              "99", "--json", NULL };
  g_autoptr(CliResult) text = run_ok (args);
  g_autoptr(CliResult) json = run_ok (json_args);
  g_autoptr(JNode) object = j_parse (json->out);
  g_autoptr(GString) rows = g_string_new (NULL);
  g_autofree char *code = challenge_code_of (text->out);
  JNode *array = j_get (object, "rows");

  g_assert_cmpstr (j_get_string (object, "code"), ==, code);
  g_assert_cmpstr (j_get_string (object, "code"), ==, "PENTO-12x5-M-000063");
  g_assert_cmpstr (j_get_string (object, "kind"), ==, "finish");
  g_assert_cmpstr (j_get_string (object, "board"), ==, "12x5");
  g_assert_cmpstr (j_get_string (object, "level"), ==, "medium");
  g_assert_cmpuint (j_get_u64 (object, "seed"), ==, 99);
  g_assert_cmpint (array->type, ==, J_ARRAY);
  for (guint i = 0; i < array->items->len; i++)
    g_string_append_printf (rows, "%s\n", ((JNode *) array->items->pdata[i])->text);
  g_assert_true (g_str_has_suffix (text->out, rows->str));
  g_assert_cmpuint (array->items->len, ==, 5);
}

static void
test_challenge_errors (void)
{
  static const struct {
    const char *args[8];
    int         status;
    const char *message;
  } cases[] = {
    { { "--code", "PENTO-10x6-Q-1" }, 1, "unknown level “Q”" },
    { { "--code", "hello" }, 1, "not a challenge code" },
    { { "--code", "PENTO-10x6-H" }, 1, "not a whole challenge code" },
    { { "--code", "PENTO-9x9-H-1" }, 1, "names no board" },
    { { "--code", "PENTO-10x6-H-XYZ" }, 1, "hexadecimal" },
    { { "--generate", "--pieces", "FLNPTUY" }, 2, "goes with a ladder" },
    { { "--generate", "--kind", "ladder", "--pieces", "ITUVWXZ" }, 2, "do not pack the rung" },
    { { "--generate", "--kind", "ladder", "--pieces", "FLNPTO" }, 2, "of the twelve" },
    { { "--code", "PENTO-L3x5-H-1" }, 1, "reaches Easy at most" },
    { { "--code", "PENTO-L7x5-FLNPTU-H-1" }, 1, "does not fit its rung" },
    { { "--code", "PENTO-L7x5-H-1", "--pieces", "FLNPTUY" }, 2, "--code and --pieces" },
    { { "--generate", "--kind", "puzzle" }, 2, "Unknown kind" },
    { { "--generate", "--level", "tricky" }, 2, "Unknown level" },
    { { "--generate", "--board", "6x10" }, 2, "A challenge takes one of the boards" },
    { { "--generate", "--seed", "4294967296" }, 2, "--seed" },
    { { "--generate", "--daily", "2026-13-01" }, 2, "Invalid date" },
    { { "--generate", "--daily", "today", "--level", "hard" }, 2, "--daily and --level" },
    { { "--generate", "--threads", "2" }, 2, "--generate and --threads" },
    { { "--generate", "--count" }, 2, "cannot be used together" },
    { { "--code", "PENTO-10x6-H-1", "--seed", "3" }, 2, "--code and --seed" },
    { { "--rate", "10x6", "--board", "12x5" }, 2, "--rate and --board" },
    { { "--level", "hard" }, 2, "--level works only with --generate" },
    { { "--count", "--daily", "today" }, 2, "--daily works only with --generate" },
    { { "--rate", "no-such-file.txt" }, 3, "no-such-file.txt" },
    /* a rung is the whole board Nx5, a code the whole code */
    { { "--code", "PENTO-L7x6-E-1" }, 1, "names no board" },
    { { "--code", "PENTO-L12x4-E-1" }, 1, "names no board" },
    { { "--code", "PENTO-L7x5x-E-1" }, 1, "names no board" },
    { { "--code", "PENTO-L07x5-E-1" }, 1, "names no board" },
    { { "--code", "PENTO-L12x5-twelve-E-1" }, 1, "names no set" },
    { { "--generate", "--kind", "ladder", "--board", "10x6" }, 2, "not “10x6”" },
    { { "--generate", "--kind", "ladder", "--board", "7x6" }, 2, "not “7x6”" },
    { { "--generate", "--kind", "ladder", "--board", "12x4" }, 2, "not “12x4”" },
    /* a set that does not pack its rung: a code found wrong exits 1, a bad value 2 */
    { { "--code", "PENTO-L7x5-ITUVWXZ-E-1" }, 1, "ITUVWXZ do not pack 7x5" },
    /* a set that cannot reach the level: refused at once, naming the level it reaches */
    { { "--code", "PENTO-L4x5-FIPU-M-1" }, 1, "the pieces FIPU reach Easy at most" },
    { { "--generate", "--kind", "ladder", "--pieces", "FIPU", "--level", "medium" }, 2,
      "The pieces FIPU reach Easy at most on the rung 4x5, not Medium" },
    { { "--generate", "--kind", "ladder", "--pieces", "FILNPTW", "--level", "expert" }, 2,
      "reach Hard at most" },
    /* a date is four digits of a year, two of a month, two of a day, and nothing else */
    { { "--generate", "--daily", "-026-01-01" }, 2, "Invalid date “-026-01-01”" },
    { { "--generate", "--daily", "+2026-01-01" }, 2, "Invalid date" },
    { { "--generate", "--daily", "02026-01-01" }, 2, "Invalid date" },
    { { "--generate", "--daily", "2026-1-01" }, 2, "Invalid date" },
    { { "--generate", "--daily", "2026-01-01x" }, 2, "Invalid date" },
    { { "--generate", "--daily", " 2026-01-01" }, 2, "Invalid date" },
    { { "--generate", "--daily", "0000-01-01" }, 2, "Invalid date" },
    /* the challenge of the day finishes a board: a ladder is refused, not ignored */
    { { "--generate", "--daily", "2026-11-30", "--kind", "ladder" }, 2,
      "--daily does not take --kind ladder" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CliResult) result = run_cliv (cases[i].args);

      if (result->status != cases[i].status || strstr (result->err, cases[i].message) == NULL)
        g_error ("pentomino-cli %s %s: exit %d, “%s”", cases[i].args[0], cases[i].args[1],
                 result->status, result->err);
      g_assert_cmpstr (result->out, ==, "");
    }

  /* a position without completion is rated, and exits 1 like a search that finds none */
  {
    g_autofree char *path = write_temp ("dead.txt", "#X########\nXXX#######\n#X########\n"
                                                    "##########\n##########\n##########\n");
    g_autoptr(CliResult) result = run_cli ("--rate", path, NULL);

    g_assert_cmpint (result->status, ==, 1);
    g_assert_nonnull (strstr (result->out, "Completions: 0\n"));
    remove_temp (path);
  }
}

/* A ladder code whose set never reaches its level, and the same through --generate: refused
 * at once, where generation used to search forever. */
static void
test_challenge_unreachable (void)
{
  const char *code[] = { "--code", "PENTO-L4x5-FIPU-M-1", NULL };
  const char *generate[] = { "--generate", "--kind", "ladder", "--pieces", "FIPU", "--level",
                             "medium", NULL };
  const char *easy[] = { "--generate", "--kind", "ladder", "--pieces", "FIPU", "--seed", "1",
                         NULL };

  for (guint k = 0; k < 2; k++)
    {
      gint64 t0 = g_get_monotonic_time ();
      g_autoptr(CliResult) result = run_cliv (k == 0 ? code : generate);
      double seconds = (g_get_monotonic_time () - t0) / 1e6;

      g_assert_cmpint (result->status, ==, k == 0 ? 1 : 2);
      g_assert_nonnull (strstr (result->err, "FIPU reach Easy at most on the rung 4x5"));
      g_assert_cmpstr (result->out, ==, "");
      g_assert_cmpfloat (seconds, <, 1.0 * PENTO_TEST_TIME_FACTOR);
    }
  /* the level it reaches is made */
  {
    g_autoptr(CliResult) result = run_ok (easy);

    g_assert_nonnull (strstr (result->out, "; challenge PENTO-L4x5-FIPU-E-000001\n"));
  }
}

/* The challenge of the day is the same with --kind finish, which says what it is. */
static void
test_challenge_daily_kind (void)
{
  const char *plain[] = { "--generate", "--daily", "2026-11-30", NULL };
  const char *finish[] = { "--generate", "--daily", "2026-11-30", "--kind", "finish", NULL };
  g_autoptr(CliResult) a = run_ok (plain);
  g_autoptr(CliResult) b = run_ok (finish);

  g_assert_cmpstr (a->out, ==, b->out);
}

/* A ladder: its file names its set, counts one completion, rates in its level; the code,
 * with the set named or drawn, gives the same bytes. */
static void
test_challenge_ladder (void)
{
  for (guint k = 0; k < 2; k++)
    {
      const char *args[] = { "--generate", "--kind", "ladder", "--board", "7x5", "--level",
                             "medium", "--seed", "5", k == 0 ? NULL : "--pieces", "FLNPTUY",
                             NULL };
      g_autofree char *code = NULL;
      guint64 rating;
      g_autofree char *out = check_challenge (args, "medium", &code, &rating);

      g_assert_cmpstr (code, ==, k == 0 ? "PENTO-L7x5-M-000005" : "PENTO-L7x5-FLNPTUY-M-000005");
      /* the file names its set */
      g_assert_nonnull (strstr (out, "; pieces: "));
      if (k == 1)
        g_assert_nonnull (strstr (out, "; pieces: FLNPTUY\n"));
    }
}

static void
test_challenge_daily (void)
{
  const char *args[] = { "--generate", "--daily", "2026-11-30", NULL };
  const char *today[] = { "--generate", "--daily", "today", "--json", NULL };
  g_autoptr(CliResult) result = run_ok (args);
  g_autoptr(CliResult) now = run_ok (today);
  g_autofree char *code = challenge_code_of (result->out);
  g_autoptr(JNode) object = j_parse (now->out);

  /* the date alone decides, on every machine */
  g_assert_cmpstr (code, ==, "PENTO-10x6-E-0BA08F");
  g_assert_true (g_str_has_prefix (j_get_string (object, "code"), "PENTO-"));
}

/* --scores reads the records file under $XDG_DATA_HOME and prints it, as text and as JSON
 * read back here; no file is no records; a damaged or newer one is reported (exit 3) and
 * left where it is. */
static void
test_scores (void)
{
  g_autofree char *home = g_dir_make_tmp ("pento-cli-scores-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (home, "pentomino", NULL);
  g_autofree char *path = g_build_filename (dir, "records", NULL);
  g_autofree char *saved_home = g_strdup (g_getenv ("XDG_DATA_HOME"));
  g_autofree char *kept = NULL;
  const char *records =
    "pentomino-records 2\n"
    "started finish 10x6 easy 5 4 1\n"
    "time finish 10x6 easy clean 40100 2026-11-29\n"
    "time finish 10x6 easy clean 52000 2026-11-20\n"
    "time finish 10x6 easy assisted 50100 2026-11-28\n"
    "started ladder 7x5 medium 1 1 0\n"
    "time ladder 7x5 medium clean 20000 2026-11-27\n"
    "started daily 2026-11-29 1 1 0\n"
    "time daily 2026-11-29 clean 30000 2026-11-29\n"
    "started free my%20board twelve mirror:FNY 2 1 0\n"
    "streak 2026-11-29 1 4\n"
    "book 3 7x5 easy\n"
    "packing 20x3 twelve flip 20x3 "
    "UUXPPPLLLLFTTTWWZVVVUXXXPPLNNFFFTWWYZZZVUUXIIIIINNNFTWYYYYZV\n"
    "earlier finish easy plain 60000 3\n";

  g_setenv ("XDG_DATA_HOME", home, TRUE);

  /* no file yet */
  {
    const char *args[] = { "--scores", NULL };
    g_autoptr(CliResult) none = run_ok (args);

    g_assert_nonnull (strstr (none->out, "No game finished yet."));
  }

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, records, -1, NULL));
  {
    const char *args[] = { "--scores", NULL };
    g_autoptr(CliResult) text = run_ok (args);

    g_assert_nonnull (strstr (text->out, "Finish 10x6, Easy: 5 started, 4 finished, 1 with the "
                                         "answer shown\n"));
    g_assert_nonnull (strstr (text->out, "   1. 0:40.1    2026-11-29  clean\n"));
    g_assert_nonnull (strstr (text->out, "   2. 0:52.0    2026-11-20  clean\n"));
    g_assert_nonnull (strstr (text->out, "Free game my board, twelve, mirror:FNY: 2 started"));
    g_assert_nonnull (strstr (text->out, "Ladder book: ladder 3, rung 7x5, Easy, solved\n"));
    g_assert_nonnull (strstr (text->out, "Collection of 20x3, twelve, flip: 1 packing found\n"));
    g_assert_nonnull (strstr (text->out, "Earlier: Finish the board, Easy, without assists: "
                                         "1:00.0 (3 finished)\n"));
  }
  {
    const char *args[] = { "--scores", "--json", NULL };
    g_autoptr(CliResult) result = run_ok (args);
    g_autoptr(JNode) json = j_parse (result->out);
    JNode *puzzles = j_get (json, "puzzles");
    JNode *first, *clean, *daily, *free_game, *book, *collection, *earlier;

    g_assert_cmpuint (j_get_u64 (json, "version"), ==, 2);
    g_assert_cmpint (puzzles->type, ==, J_ARRAY);
    g_assert_cmpuint (puzzles->items->len, ==, 4);
    first = g_ptr_array_index (puzzles->items, 0);
    g_assert_cmpstr (j_get_string (first, "kind"), ==, "finish");
    g_assert_cmpstr (j_get_string (first, "board"), ==, "10x6");
    g_assert_cmpstr (j_get_string (first, "level"), ==, "easy");
    g_assert_cmpuint (j_get_u64 (first, "started"), ==, 5);
    g_assert_cmpuint (j_get_u64 (first, "finished"), ==, 4);
    g_assert_cmpuint (j_get_u64 (first, "shown"), ==, 1);
    clean = j_get (first, "clean");
    g_assert_cmpuint (clean->items->len, ==, 2);
    g_assert_cmpuint (j_get_u64 (g_ptr_array_index (clean->items, 0), "ms"), ==, 40100);
    g_assert_cmpstr (j_get_string (g_ptr_array_index (clean->items, 1), "date"), ==,
                     "2026-11-20");
    g_assert_cmpuint (j_get (first, "assisted")->items->len, ==, 1);
    daily = g_ptr_array_index (puzzles->items, 2);
    g_assert_cmpstr (j_get_string (daily, "kind"), ==, "daily");
    g_assert_cmpstr (j_get_string (daily, "date"), ==, "2026-11-29");
    free_game = g_ptr_array_index (puzzles->items, 3);
    g_assert_cmpstr (j_get_string (free_game, "board"), ==, "my board");
    g_assert_cmpstr (j_get_string (free_game, "pieces"), ==, "twelve");
    g_assert_cmpstr (j_get_string (free_game, "rules"), ==, "mirror:FNY");
    g_assert_cmpuint (j_get_u64 (j_get (json, "streak"), "longest"), ==, 4);
    book = j_get (json, "book");
    g_assert_cmpuint (book->items->len, ==, 1);
    g_assert_cmpuint (j_get_u64 (g_ptr_array_index (book->items, 0), "ladder"), ==, 3);
    g_assert_cmpstr (j_get_string (g_ptr_array_index (book->items, 0), "rung"), ==, "7x5");
    collection = j_get (json, "collection");
    g_assert_cmpuint (collection->items->len, ==, 1);
    g_assert_cmpuint (j_get_u64 (g_ptr_array_index (collection->items, 0), "found"), ==, 1);
    earlier = j_get (json, "earlier");
    g_assert_cmpuint (earlier->items->len, ==, 1);
    g_assert_false (j_get_bool (g_ptr_array_index (earlier->items, 0), "assisted"));
  }

  /* options that do not apply: a usage error */
  {
    g_autoptr(CliResult) board = run_cli ("--scores", "--board", "12x5", NULL);

    g_assert_cmpint (board->status, ==, 2);
    g_assert_nonnull (strstr (board->err, "--board does not apply to --scores"));
  }

  /* damaged, then newer: reported with the file's name, exit 3, the file untouched */
  {
    const char *damaged = "pentomino-records 2\nstarted finish 10x6 easy 1 1\n";
    const char *newer = "pentomino-records 7\nwhatever comes\n";
    const char *texts[] = { damaged, newer };
    const char *says[] = { "2:1: ", "newer version" };

    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      {
        g_autoptr(CliResult) bad = NULL;

        g_assert_true (g_file_set_contents (path, texts[i], -1, NULL));
        bad = run_cli ("--scores", NULL);
        g_assert_cmpint (bad->status, ==, 3);
        g_assert_nonnull (strstr (bad->err, "records"));
        g_assert_nonnull (strstr (bad->err, says[i]));
        g_clear_pointer (&kept, g_free);
        g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
        g_assert_cmpstr (kept, ==, texts[i]);
      }
  }

  if (saved_home != NULL)
    g_setenv ("XDG_DATA_HOME", saved_home, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
  g_remove (path);
  g_rmdir (dir);
  g_rmdir (home);
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
  g_test_add_func ("/cli/dimacs-one-sided", test_dimacs_one_sided);
  g_test_add_func ("/cli/check-one-sided", test_check_one_sided);
  g_test_add_func ("/cli/trace", test_trace);
  g_test_add_func ("/cli/position/sum", test_position_sum);
  g_test_add_func ("/cli/position/completions", test_position_completions);
  g_test_add_func ("/cli/position/symmetric", test_position_symmetric);
  g_test_add_func ("/cli/position/errors", test_position_errors);
  g_test_add_func ("/cli/box", test_box);
  g_test_add_func ("/cli/files", test_files);
  g_test_add_func ("/cli/box-image", test_box_image);
  g_test_add_func ("/cli/challenge/generate", test_challenge_generate);
  g_test_add_func ("/cli/challenge/json", test_challenge_json);
  g_test_add_func ("/cli/challenge/errors", test_challenge_errors);
  g_test_add_func ("/cli/challenge/daily", test_challenge_daily);
  g_test_add_func ("/cli/challenge/ladder", test_challenge_ladder);
  g_test_add_func ("/cli/challenge/unreachable", test_challenge_unreachable);
  g_test_add_func ("/cli/challenge/daily-kind", test_challenge_daily_kind);
  g_test_add_func ("/cli/escaped", test_escaped);
  g_test_add_func ("/cli/scores", test_scores);
  g_test_add_func ("/cli/memory-limit", test_memory_limit);

  return g_test_run ();
}
