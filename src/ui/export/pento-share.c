/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-share.c: clipboard, the list as text or as a sheet, printing, and the Open toast.
 */
#include "export/pento-share.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "common/pento-plain-text.h"
#include "common/pento-ui-util.h"

#include "pento-render.h"
#include "pento-sheet.h"

#define CLIP_CELL 32 /* pixels a cell of the clipboard image */

char *
pento_share_solution_text (const PentoSolution *solution)
{
  return pento_solution_to_text (solution);
}

static GdkTexture *
render_texture (const PentoBoard    *board,
                const PentoSolution *solution)
{
  int w = pento_board_get_width (board) * CLIP_CELL + CLIP_CELL;
  int h = pento_board_get_height (board) * CLIP_CELL + CLIP_CELL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  PentoRenderOptions options;
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;

  pento_render_options_init (&options);
  options.show_letters = TRUE;
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  pento_render_board (cr, board, solution, &options, CLIP_CELL / 2, CLIP_CELL / 2,
                      w - CLIP_CELL, h - CLIP_CELL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* cairo's ARGB32 is premultiplied native-endian BGRA on little-endian machines */
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * h);
  texture = gdk_memory_texture_new (w, h, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
}

void
pento_share_copy (GtkWidget           *widget,
                  const PentoBoard    *board,
                  const PentoSolution *solution)
{
  g_autofree char *text = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GdkContentProvider *providers[2];
  g_autoptr(GdkContentProvider) provider = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget) && board != NULL && solution != NULL);

  text = pento_share_solution_text (solution);
  texture = render_texture (board, solution);
  providers[0] = gdk_content_provider_new_typed (G_TYPE_STRING, text);
  providers[1] = gdk_content_provider_new_typed (GDK_TYPE_TEXTURE, texture);
  provider = gdk_content_provider_new_union (providers, 2);
  gdk_clipboard_set_content (gtk_widget_get_clipboard (widget), provider);
}

static GPtrArray *
list_packings (PentoSolutionList *list)
{
  GPtrArray *packings = g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (list));

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (packings, pento_solution_list_get_solution (list, i));
  return packings;
}

gboolean
pento_share_save_list (PentoSolutionList *list,
                       const char        *path,
                       GError           **error)
{
  g_autoptr(GPtrArray) packings = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (list) && path != NULL, FALSE);

  packings = list_packings (list);
  if (packings->len == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The list is empty: Solve All first"));
      return FALSE;
    }
  text = pento_solutions_to_text (packings);
  /* Never half a list; a link stays a link, a FIFO or a device is written in place. */
  return pento_file_write (path, text, -1, error);
}

void
pento_share_describe_list (PentoSolutionList *list,
                           const PentoRules  *rules,
                           char             **out_title,
                           char             **out_subtitle)
{
  PentoBoard *board = pento_solution_list_get_board (list);
  g_autofree char *rules_text = pento_rules_describe (rules, PENTO_RULES_DESCRIBE_PERSON);
  g_autofree char *shown = pento_format_count (g_list_model_get_n_items (G_LIST_MODEL (list)));
  g_autofree char *total = pento_format_count (pento_solution_list_get_n_total (list));
  g_autofree char *unique = pento_format_count (pento_solution_list_get_n_unique (list));

  *out_title = g_strdup_printf (_("Pentomino: %s, %s"),
                                board != NULL ? pento_board_get_name (board) : "",
                                rules_text);
  *out_subtitle = g_strdup_printf (_("%s packings shown; %s in all, %s unique up to symmetry"),
                                   shown, total, unique);
}

typedef struct {
  PentoSheet *sheet;
  char       *path;
} SheetJob;

static void
sheet_job_free (SheetJob *job)
{
  g_clear_pointer (&job->sheet, pento_sheet_free);
  g_free (job->path);
  g_free (job);
}

static void
export_sheet_thread (GTask        *task,
                     gpointer      source,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  SheetJob *job = task_data;
  GError *error = NULL;

  /* the sheet holds its own copies: nothing here touches a widget or the list */
  if (pento_sheet_export (job->sheet, job->path, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
pento_share_export_sheet_async (PentoSolutionList   *list,
                                const PentoRules    *rules,
                                const char          *path,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  g_autoptr(GPtrArray) packings = list_packings (list);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  SheetJob *job;

  g_task_set_source_tag (task, pento_share_export_sheet_async);
  if (packings->len == 0 || pento_solution_list_get_board (list) == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("The list is empty: Solve All first"));
      return;
    }

  pento_share_describe_list (list, rules, &title, &subtitle);
  job = g_new0 (SheetJob, 1);
  job->sheet = pento_sheet_new (pento_solution_list_get_board (list), packings, title,
                                subtitle);
  job->path = g_strdup (path);
  g_task_set_task_data (task, job, (GDestroyNotify) sheet_job_free);
  g_task_run_in_thread (task, export_sheet_thread);
}

gboolean
pento_share_export_sheet_finish (GAsyncResult  *result,
                                 GError       **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* --- printing --- */

typedef struct {
  PentoSheet    *sheet;     /* NULL: one board */
  PentoBoard    *board;
  PentoSolution *solution;
} PrintJob;

static void
print_job_free (PrintJob *job)
{
  g_clear_pointer (&job->sheet, pento_sheet_free);
  g_clear_pointer (&job->board, pento_board_unref);
  g_clear_pointer (&job->solution, pento_solution_free);
  g_free (job);
}

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             PrintJob          *job)
{
  if (job->sheet != NULL)
    {
      /* the context is in points for the page the user set up */
      pento_sheet_set_page_size (job->sheet, gtk_print_context_get_width (context),
                                 gtk_print_context_get_height (context));
      gtk_print_operation_set_n_pages (operation, pento_sheet_get_n_pages (job->sheet));
    }
  else
    {
      gtk_print_operation_set_n_pages (operation, 1);
    }
}

static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           PrintJob          *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);

  if (job->sheet != NULL)
    {
      pento_sheet_draw_page (job->sheet, cr, page);
    }
  else
    {
      PentoRenderOptions options;
      double w = gtk_print_context_get_width (context);
      double h = gtk_print_context_get_height (context);

      pento_render_options_init (&options);
      options.show_letters = TRUE;
      /* the board across the page's width, at the top */
      pento_render_board (cr, job->board, job->solution, &options, 0, 0, w, MIN (h, w));
    }
}

gboolean
pento_share_print (GtkWindow           *parent,
                   PentoSolutionList   *list,
                   const PentoRules    *rules,
                   const PentoBoard    *board,
                   const PentoSolution *solution,
                   gboolean             board_only,
                   const char          *export_path,
                   GError             **error)
{
  g_autoptr(GtkPrintOperation) operation = gtk_print_operation_new ();
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  PrintJob *job = g_new0 (PrintJob, 1);
  GtkPrintOperationResult result;

  if (!board_only && list != NULL && g_list_model_get_n_items (G_LIST_MODEL (list)) > 0 &&
      pento_solution_list_get_board (list) != NULL)
    {
      g_autoptr(GPtrArray) packings = list_packings (list);
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      pento_share_describe_list (list, rules, &title, &subtitle);
      job->sheet = pento_sheet_new (pento_solution_list_get_board (list), packings, title,
                                    subtitle);
    }
  else if (board != NULL)
    {
      job->board = pento_board_ref ((PentoBoard *) board);
      job->solution = solution != NULL ? pento_solution_copy (solution) : NULL;
    }
  else
    {
      print_job_free (job);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Nothing to print"));
      return FALSE;
    }

  /* the default paper is the locale's (GTK reads it as the sheet does) */
  gtk_page_setup_set_paper_size (setup, gtk_paper_size_new (NULL));
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_job_name (operation, _("Pentomino"));
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), job);
  g_object_set_data_full (G_OBJECT (operation), "pento-print-job", job,
                          (GDestroyNotify) print_job_free);

  if (export_path != NULL)
    {
      gtk_print_operation_set_export_filename (operation, export_path);
      result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, parent,
                                        error);
    }
  else
    {
      result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                        parent, error);
    }
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}

/* --- after an export --- */

static void
launch_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!g_app_info_launch_default_for_uri_finish (result, &error))
    g_warning ("Could not open the exported file: %s", error->message);
}

static void
open_clicked (AdwToast *toast,
              gpointer  user_data)
{
  const char *uri = g_object_get_data (G_OBJECT (toast), "pento-uri");
  g_autoptr(GAppLaunchContext) context = NULL;

  /* the default display: the toast must not keep its window alive */
  if (gdk_display_get_default () != NULL)
    context = G_APP_LAUNCH_CONTEXT (gdk_display_get_app_launch_context (
                gdk_display_get_default ()));
  /* GIO goes through the OpenURI portal when sandboxed (GtkFileLauncher is GTK 4.10) */
  g_app_info_launch_default_for_uri_async (uri, context, NULL, launch_done, NULL);
}

AdwToast *
pento_share_saved_toast (GtkWindow  *parent,
                         const char *path)
{
  g_autofree char *basename = g_path_get_basename (path);
  g_autofree char *display = g_filename_display_name (basename);
  g_autofree char *title = g_strdup_printf (_("Saved “%s”"), display);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  AdwToast *toast = pento_plain_toast_new (title);

  adw_toast_set_button_label (toast, _("_Open"));
  g_object_set_data_full (G_OBJECT (toast), "pento-uri", g_file_get_uri (file), g_free);
  g_signal_connect (toast, "button-clicked", G_CALLBACK (open_clicked), NULL);
  return toast;
}

char *
pento_share_get_start_folder (GSettings *settings)
{
  g_autofree char *last = g_settings_get_string (settings, "last-export-folder");
  const char *pictures = g_get_user_special_dir (G_USER_DIRECTORY_PICTURES);

  if (last[0] != '\0' && g_file_test (last, G_FILE_TEST_IS_DIR))
    return g_steal_pointer (&last);
  if (pictures != NULL && g_file_test (pictures, G_FILE_TEST_IS_DIR))
    return g_strdup (pictures);
  return g_strdup (g_get_home_dir ());
}

void
pento_share_set_start_folder (GtkFileChooser *chooser,
                              GSettings      *settings)
{
  g_autofree char *folder = pento_share_get_start_folder (settings);
  g_autoptr(GFile) file = g_file_new_for_path (folder);

  gtk_file_chooser_set_current_folder (chooser, file, NULL);
}

void
pento_share_remember_folder (GSettings  *settings,
                             const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_settings_set_string (settings, "last-export-folder", dir);
}

