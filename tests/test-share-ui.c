/* SPDX-License-Identifier: GPL-3.0-or-later
 * test-share-ui.c: the window's sharing actions under a display — Copy (the clipboard read
 * back as text and as an image), Save List (read back by the engine's parser), the sheet
 * written by the worker, printing to PDF, and where file choosers start.
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "pento-application.h"
#include "pento-board-view.h"
#include "pento-export-dialog.h"
#include "pento-share.h"
#include "pento-solution-list.h"
#include "pento-test-util.h"
#include "pento-window.h"

static PentoApplication *app;
static char *tmp_dir;

/* Unlike pento_test_activate(), only that the action exists is checked. */
static void
activate (const char *name,
          GVariant   *parameter)
{
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), name));
  g_action_group_activate_action (G_ACTION_GROUP (app), name, parameter);
}

static PentoWindow *
window_with_list (const char *board)
{
  PentoWindow *window = PENTO_WINDOW (pento_application_get_window (app));
  PentoSolutionList *list = pento_test_solutions ();

  gtk_window_present (GTK_WINDOW (window));
  g_action_group_change_action_state (G_ACTION_GROUP (app), "board", g_variant_new_string (board));
  g_action_group_change_action_state (G_ACTION_GROUP (app), "unique-only",
                                      g_variant_new_boolean (TRUE));
  activate ("solve-all", NULL);
  WAIT_FOR (!pento_test_is_searching () &&
            g_list_model_get_n_items (G_LIST_MODEL (list)) > 0, 30);
  activate ("first", NULL);
  return window;
}

static void
read_texture_done (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GdkTexture **out = user_data;

  *out = gdk_clipboard_read_texture_finish (GDK_CLIPBOARD (source), result, NULL);
}

static void
test_copy (void)
{
  PentoWindow *window = window_with_list ("20x3");
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  const PentoSolution *shown =
    pento_board_view_get_solution (PENTO_BOARD_VIEW (pento_test_board_widget ()));
  g_autofree char *expected = pento_solution_to_text (shown);
  g_autofree char *text = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GPtrArray) parsed = NULL;
  g_autoptr(GError) error = NULL;
  GdkContentFormats *formats;

  activate ("copy", NULL);
  formats = gdk_clipboard_get_formats (clipboard);
  g_assert_true (gdk_content_formats_contain_gtype (formats, G_TYPE_STRING));
  g_assert_true (gdk_content_formats_contain_gtype (formats, GDK_TYPE_TEXTURE));

  text = pento_test_read_clipboard_text (GTK_WIDGET (window));
  g_assert_cmpstr (text, ==, expected);
  /* the CLI's text form: the engine's parser (what --check runs) accepts it */
  parsed = pento_solutions_parse (text, pento_session_get_board (pento_test_session ()),
                                  pento_session_get_rules (pento_test_session ()), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (parsed->len, ==, 1);

  gdk_clipboard_read_texture_async (clipboard, NULL, read_texture_done, &texture);
  WAIT_FOR (texture != NULL, 5);
  /* 20 × 3 cells of 32 px and a cell's margin */
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 21 * 32);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 4 * 32);
}

static void
test_save_list (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "list.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) parsed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  window_with_list ("15x4");

  activate ("save-list", g_variant_new_string (path));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  parsed = pento_solutions_parse (text, pento_session_get_board (pento_test_session ()),
                                  pento_session_get_rules (pento_test_session ()), &error);
  g_assert_no_error (error);
  /* tests/published-counts.md: 368 unique packings of 15×4, all different classes */
  g_assert_cmpuint (parsed->len, ==, 368);
  for (guint i = 0; i < parsed->len; i++)
    {
      g_autoptr(PentoSolution) c = pento_solution_canonical (g_ptr_array_index (parsed, i),
                                                             pento_session_get_board (pento_test_session ()),
                                                             pento_session_get_rules (pento_test_session ()));

      g_hash_table_add (classes, pento_solution_to_text (c));
    }
  g_assert_cmpuint (g_hash_table_size (classes), ==, 368);

  /* the next chooser starts where this went */
  {
    g_autofree char *folder = g_settings_get_string (pento_application_get_settings (app),
                                                     "last-export-folder");

    g_assert_cmpstr (folder, ==, tmp_dir);
  }
}

static void
test_export_sheet (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "sheet.html", NULL);
  g_autofree char *html = NULL;
  guint n = 0;

  window_with_list ("10x6");
  activate ("export-sheet", g_variant_new_string (path));
  /* written on a worker: the main loop goes on meanwhile */
  WAIT_FOR (g_file_test (path, G_FILE_TEST_EXISTS), 30);
  g_assert_true (g_file_get_contents (path, &html, NULL, NULL));
  for (const char *p = strstr (html, "<figcaption>"); p != NULL; p = strstr (p + 1, "<figcaption>"))
    n++;
  g_assert_cmpuint (n, ==, 2339);
  g_assert_nonnull (strstr (html, "2,339 packings shown; 9,356 in all, 2,339 unique"));
}

static void
test_print_to_pdf (void)
{
  PentoWindow *window = window_with_list ("20x3");
  g_autofree char *sheet = g_build_filename (tmp_dir, "print-sheet.pdf", NULL);
  g_autofree char *board = g_build_filename (tmp_dir, "print-board.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;

  g_assert_true (pento_share_print (GTK_WINDOW (window), pento_test_solutions (),
                                    pento_session_get_rules (pento_test_session ()),
                                    pento_session_get_board (pento_test_session ()), NULL, FALSE, sheet,
                                    &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (sheet, &data, &len, NULL));
  g_assert_true (len > 1000 && memcmp (data, "%PDF", 4) == 0);
  g_clear_pointer (&data, g_free);

  g_assert_true (pento_share_print (GTK_WINDOW (window), NULL, pento_session_get_rules (pento_test_session ()),
                                    pento_session_get_board (pento_test_session ()),
                                    pento_board_view_get_solution (
                                      PENTO_BOARD_VIEW (pento_test_board_widget ())),
                                    TRUE, board, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (board, &data, &len, NULL));
  g_assert_true (memcmp (data, "%PDF", 4) == 0);
}

static void
test_export_dialog (void)
{
  PentoWindow *window = window_with_list ("10x6");
  g_autofree char *png = g_build_filename (tmp_dir, "dialog.png", NULL);
  g_autofree char *pdf = g_build_filename (tmp_dir, "dialog-sheet.pdf", NULL);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  PentoExportDialog *dialog = pento_export_dialog_new (window, pento_application_get_settings (app));
  g_autofree char *data = NULL;
  gsize len = 0;

  gtk_window_present (GTK_WINDOW (dialog));
  pento_export_dialog_set_sheet (dialog, FALSE);
  pento_export_dialog_set_cell_size (dialog, 20);
  /* 10 × 6 cells and a cell of margin, at 20 px */
  g_assert_cmpstr (pento_export_dialog_get_summary (dialog), ==, "220 × 140 pixels");
  pento_export_dialog_export_to (dialog, png);
  texture = gdk_texture_new_from_filename (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 220);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 140);

  dialog = pento_export_dialog_new (window, pento_application_get_settings (app));
  gtk_window_present (GTK_WINDOW (dialog));
  pento_export_dialog_set_sheet (dialog, TRUE);
  g_test_message ("sheet summary: %s", pento_export_dialog_get_summary (dialog));
  g_assert_true (g_str_has_prefix (pento_export_dialog_get_summary (dialog), "2,339 packings on "));
  pento_export_dialog_export_to (dialog, pdf);
  WAIT_FOR (g_file_test (pdf, G_FILE_TEST_EXISTS), 30);
  g_assert_true (g_file_get_contents (pdf, &data, &len, NULL));
  g_assert_true (len > 1000 && memcmp (data, "%PDF", 4) == 0);

  /* Ctrl+E (app.export-image-dialog) is the same dialog, set to the board: one export path */
  {
    GList *windows;
    PentoExportDialog *found = NULL;

    g_action_group_activate_action (G_ACTION_GROUP (app), "export-image-dialog", NULL);
    windows = gtk_window_list_toplevels ();
    for (GList *l = windows; l != NULL; l = l->next)
      if (PENTO_IS_EXPORT_DIALOG (l->data))
        found = l->data;
    g_list_free (windows);
    g_assert_nonnull (found);
    g_assert_true (g_str_has_suffix (pento_export_dialog_get_summary (found), " pixels"));
    gtk_window_close (GTK_WINDOW (found));
  }
}

static void
test_start_folder (void)
{
  GSettings *settings = pento_application_get_settings (app);
  const char *pictures = g_get_user_special_dir (G_USER_DIRECTORY_PICTURES);
  g_autofree char *path = NULL;

  g_settings_set_string (settings, "last-export-folder", tmp_dir);
  path = pento_share_get_start_folder (settings);
  g_assert_cmpstr (path, ==, tmp_dir);

  /* a folder that is gone: Pictures (or home) */
  g_clear_pointer (&path, g_free);
  g_settings_set_string (settings, "last-export-folder", "/nonexistent/folder");
  path = pento_share_get_start_folder (settings);
  if (pictures != NULL && g_file_test (pictures, G_FILE_TEST_IS_DIR))
    g_assert_cmpstr (path, ==, pictures);
  else
    g_assert_cmpstr (path, ==, g_get_home_dir ());
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  app = pento_test_init (&argc, &argv, "io.github.pentomino.Pentomino.TestShare",
                         "pentomino-test-share-XXXXXX");
  tmp_dir = g_dir_make_tmp ("pento-share-ui-XXXXXX", NULL);

  g_test_add_func ("/share-ui/copy", test_copy);
  g_test_add_func ("/share-ui/save-list", test_save_list);
  g_test_add_func ("/share-ui/export-sheet", test_export_sheet);
  g_test_add_func ("/share-ui/print-to-pdf", test_print_to_pdf);
  g_test_add_func ("/share-ui/export-dialog", test_export_dialog);
  g_test_add_func ("/share-ui/start-folder", test_start_folder);

  ret = pento_test_run ();
  {
    g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", tmp_dir);

    g_spawn_command_line_sync (cmd, NULL, NULL, NULL, NULL);
  }
  return ret;
}
