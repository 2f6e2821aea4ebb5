/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-export-dialog.c: the Export dialog. It copies the packing and keeps the list, so the
 * window may go on; the sheet is written on a worker by pento_share_export_sheet_async().
 */
#include "export/pento-export-dialog.h"

#include <glib/gi18n.h>

#include "common/pento-file-chooser.h"
#include "common/pento-plain-text.h"
#include "pento-render.h"
#include "export/pento-share.h"
#include "export/pento-share-actions.h"
#include "pento-sheet.h"
#include "common/pento-ui-util.h"
#include "help/pento-help.h"

struct _PentoExportDialog
{
  AdwWindow          parent_instance;

  GtkToggleButton   *board_toggle;
  GtkToggleButton   *sheet_toggle;
  AdwComboRow       *format_row;
  AdwActionRow      *size_row;
  GtkSpinButton     *size_spin;
  AdwActionRow      *summary_row;
  GtkDrawingArea    *preview;
  GtkButton         *export_button;

  PentoSession      *session;     /* where the toasts go */
  GtkWindow         *parent;      /* weak: the window an Open button belongs to */
  GSettings         *settings;
  PentoBoard        *board;
  PentoSolution     *solution;    /* a copy; NULL for the empty board */
  PentoRules         rules;
  PentoSolutionList *list;
  PentoSheet        *sheet;       /* for the preview and the page count; NULL until needed */
  char              *summary;
};

G_DEFINE_FINAL_TYPE (PentoExportDialog, pento_export_dialog, ADW_TYPE_WINDOW)

static const char * const board_exts[] = { ".png", ".svg", ".pdf" };
static const char * const sheet_exts[] = { ".pdf", ".svg", ".html" };

static gboolean
is_sheet (PentoExportDialog *self)
{
  return gtk_toggle_button_get_active (self->sheet_toggle);
}

static const char *
current_ext (PentoExportDialog *self)
{
  guint i = MIN (adw_combo_row_get_selected (self->format_row), 2);

  return is_sheet (self) ? sheet_exts[i] : board_exts[i];
}

static PentoSheet *
get_sheet (PentoExportDialog *self)
{
  if (self->sheet == NULL && self->list != NULL &&
      pento_solution_list_get_board (self->list) != NULL)
    {
      g_autoptr(GPtrArray) packings =
        g_ptr_array_new_with_free_func ((GDestroyNotify) pento_solution_free);
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->list));

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (packings, pento_solution_list_get_solution (self->list, i));
      pento_share_describe_list (self->list, &self->rules, &title, &subtitle);
      self->sheet = pento_sheet_new (pento_solution_list_get_board (self->list), packings,
                                     title, subtitle);
    }
  return self->sheet;
}

static guint
list_length (PentoExportDialog *self)
{
  return self->list != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->list)) : 0;
}

static void
update (PentoExportDialog *self)
{
  gboolean sheet = is_sheet (self);
  guint cell = (guint) gtk_spin_button_get_value_as_int (self->size_spin);

  gtk_widget_set_visible (GTK_WIDGET (self->size_row), !sheet);
  g_clear_pointer (&self->summary, g_free);
  if (!sheet)
    {
      self->summary = g_strdup_printf (_("%u × %u pixels"),
                                       (pento_board_get_width (self->board) + 1) * cell,
                                       (pento_board_get_height (self->board) + 1) * cell);
      gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), TRUE);
    }
  else if (list_length (self) == 0)
    {
      self->summary = g_strdup (_("The list is empty: Solve All first"));
      gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), FALSE);
    }
  else
    {
      g_autofree char *n = pento_format_count (list_length (self));

      if (g_strcmp0 (current_ext (self), ".pdf") == 0)
        {
          g_autofree char *pages = pento_format_count (pento_sheet_get_n_pages (get_sheet (self)));

          self->summary = g_strdup_printf (_("%s packings on %s pages"), n, pages);
        }
      else
        self->summary = g_strdup_printf (_("%s packings on one page"), n);
      gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), TRUE);
    }
  adw_action_row_set_subtitle (self->summary_row, self->summary);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

static void
set_formats (PentoExportDialog *self)
{
  g_autoptr(GtkStringList) model = NULL;

  if (is_sheet (self))
    {
      const char *names[] = { _("PDF document, pages"), _("SVG image, one page"),
                              _("Web page (HTML)"), NULL };

      model = gtk_string_list_new (names);
    }
  else
    {
      const char *names[] = { _("PNG image"), _("SVG image"), _("PDF document"), NULL };

      model = gtk_string_list_new (names);
    }
  adw_combo_row_set_model (self->format_row, G_LIST_MODEL (model));
  adw_combo_row_set_selected (self->format_row, 0);
}

static void
kind_toggled (PentoExportDialog *self)
{
  set_formats (self);
  update (self);
}

static void
format_changed (PentoExportDialog *self)
{
  update (self);
}

static void
size_changed (PentoExportDialog *self)
{
  update (self);
}

static void
draw_preview (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  PentoExportDialog *self = user_data;

  if (is_sheet (self) && get_sheet (self) != NULL)
    {
      double pw, ph, scale;

      /* the first page, scaled to fit, on white */
      pento_sheet_get_locale_paper (&pw, &ph);
      pento_sheet_set_page_size (self->sheet, pw, ph);
      scale = MIN (width / pw, height / ph);
      cairo_translate (cr, (width - pw * scale) / 2.0, (height - ph * scale) / 2.0);
      cairo_scale (cr, scale, scale);
      cairo_rectangle (cr, 0, 0, pw, ph);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill (cr);
      pento_sheet_draw_page (self->sheet, cr, 0);
    }
  else if (!is_sheet (self))
    {
      PentoRenderOptions options;

      pento_render_options_init (&options);
      options.show_letters = TRUE;
      pento_render_board (cr, self->board, self->solution, &options, 8, 8, width - 16,
                          height - 16);
    }
}

static void
chooser_response (GtkNativeDialog   *dialog,
                  int                response,
                  PentoExportDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        pento_export_dialog_export_to (self, path);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
export_clicked (PentoExportDialog *self)
{
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;

  name = g_strdup_printf ("pentomino-%s%s%s", pento_board_get_name (self->board),
                          is_sheet (self) ? "-sheet" : "", current_ext (self));
  chooser = pento_file_chooser_new (GTK_WINDOW (self), _("Export"),
                                    GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), name, NULL);
  pento_share_set_start_folder (GTK_FILE_CHOOSER (chooser), self->settings);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

typedef struct {
  PentoSession *session;
  GtkWindow    *parent; /* weak */
  GSettings    *settings;
  char         *path;
} Done;

static void
done_free (Done *done)
{
  g_clear_object (&done->session);
  g_clear_weak_pointer (&done->parent);
  g_clear_object (&done->settings);
  g_free (done->path);
  g_free (done);
}

static void
report (PentoSession *session,
        GtkWindow    *parent,
        GSettings    *settings,
        const char   *path,
        const GError *error)
{
  if (error == NULL)
    pento_share_remember_folder (settings, path);
  if (error != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Could not export: %s"), error->message);

      pento_session_say (session, message);
    }
  else
    {
      pento_session_add_toast (session, pento_share_saved_toast (parent, path));
    }
}

static void
sheet_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Done *done = user_data;
  g_autoptr(GError) error = NULL;

  pento_share_export_sheet_finish (result, &error);
  report (done->session, done->parent, done->settings, done->path, error);
  done_free (done);
}

void
pento_export_dialog_export_to (PentoExportDialog *self,
                               const char        *path)
{
  g_return_if_fail (PENTO_IS_EXPORT_DIALOG (self) && path != NULL);

  if (is_sheet (self))
    {
      Done *done = g_new0 (Done, 1);

      done->session = g_object_ref (self->session);
      g_set_weak_pointer (&done->parent, self->parent);
      done->settings = g_object_ref (self->settings);
      done->path = g_strdup (path);
      pento_share_export_sheet_async (self->list, &self->rules, path, NULL, sheet_done, done);
    }
  else
    {
      /* the one path of a board to an image (boxes too), with its toast */
      pento_share_export_image_sized (self->session, path,
                                      (guint) gtk_spin_button_get_value_as_int (self->size_spin),
                                      NULL);
    }
  gtk_window_close (GTK_WINDOW (self));
}

void
pento_export_dialog_set_sheet (PentoExportDialog *self,
                               gboolean           sheet)
{
  g_return_if_fail (PENTO_IS_EXPORT_DIALOG (self));
  gtk_toggle_button_set_active (sheet ? self->sheet_toggle : self->board_toggle, TRUE);
}

void
pento_export_dialog_set_cell_size (PentoExportDialog *self,
                                   guint              cell)
{
  g_return_if_fail (PENTO_IS_EXPORT_DIALOG (self));
  gtk_spin_button_set_value (self->size_spin, cell);
}

const char *
pento_export_dialog_get_summary (PentoExportDialog *self)
{
  g_return_val_if_fail (PENTO_IS_EXPORT_DIALOG (self), NULL);
  return self->summary;
}

static void
pento_export_dialog_dispose (GObject *object)
{
  PentoExportDialog *self = PENTO_EXPORT_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), PENTO_TYPE_EXPORT_DIALOG);
  g_clear_weak_pointer (&self->parent);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_object (&self->list);
  g_clear_pointer (&self->board, pento_board_unref);
  g_clear_pointer (&self->solution, pento_solution_free);
  g_clear_pointer (&self->sheet, pento_sheet_free);
  g_clear_pointer (&self->summary, g_free);
  G_OBJECT_CLASS (pento_export_dialog_parent_class)->dispose (object);
}

static void
pento_export_dialog_class_init (PentoExportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pento_export_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoExportDialog, board_toggle);
  gtk_widget_class_bind_template_child (widget_class, PentoExportDialog, sheet_toggle);
  gtk_widget_class_bind_template_child (widget_class, PentoExportDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, PentoExportDialog, size_row);
  gtk_widget_class_bind_template_child (widget_class, PentoExportDialog, size_spin);
  gtk_widget_class_bind_template_child (widget_class, PentoExportDialog, summary_row);
  gtk_widget_class_bind_template_child (widget_class, PentoExportDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, PentoExportDialog, export_button);
  gtk_widget_class_bind_template_callback (widget_class, kind_toggled);
  gtk_widget_class_bind_template_callback (widget_class, format_changed);
  gtk_widget_class_bind_template_callback (widget_class, size_changed);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
pento_export_dialog_init (PentoExportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->preview, draw_preview, self, NULL);
}

PentoExportDialog *
pento_export_dialog_new_for_session (GtkWindow    *parent,
                                     PentoSession *session)
{
  PentoExportDialog *self;
  const PentoSolution *solution;

  g_return_val_if_fail (PENTO_IS_SESSION (session), NULL);

  self = g_object_new (PENTO_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);
  pento_help_attach (GTK_WINDOW (self), "share");
  self->session = g_object_ref (session);
  g_set_weak_pointer (&self->parent, parent);
  self->settings = g_object_ref (pento_session_get_settings (session));
  /* the board shown: an opened position may be on a board that is no setting */
  self->board = pento_board_ref (pento_session_get_shown_board (session) != NULL
                                 ? pento_session_get_shown_board (session)
                                 : pento_session_get_board (session));
  solution = pento_session_get_shown (session);
  self->solution = solution != NULL ? pento_solution_copy (solution) : NULL;
  self->rules = *pento_session_get_rules (session);
  self->list = g_object_ref (pento_session_get_solutions (session));
  set_formats (self);
  update (self);
  return self;
}

PentoExportDialog *
pento_export_dialog_new (gpointer   window,
                         GSettings *settings)
{
  g_autoptr(PentoSession) session = NULL;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

  g_object_get (window, "session", &session, NULL);
  g_return_val_if_fail (session != NULL && pento_session_get_settings (session) == settings, NULL);
  return pento_export_dialog_new_for_session (window, session);
}
