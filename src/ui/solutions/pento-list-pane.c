/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-list-pane.c: the list pane. Its list views show the session's list through the
 * searches' selections; its labels follow the searches' properties.
 */
#include "solutions/pento-list-pane.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "common/pento-solution-item.h"
#include "solutions/pento-solution-row.h"

struct _PentoListPane
{
  GtkWidget           parent_instance;

  GtkWidget          *box;  /* (the pane's one child: everything else is in it) */
  /* Template children */
  GtkListView        *list_view;         /* the unique packings */
  GtkListView        *list_view_all;
  GtkStack           *list_stack;        /* "list", "all", "empty" (and "sizer") */
  AdwStatusPage      *empty_page;
  GtkLabel           *counts_label;
  GtkLabel           *symmetry_label;
  GtkLabel           *symmetry_popover_label;
  GtkWidget          *symmetry_button;
  GtkToggleButton    *unique_button;
  GtkToggleButton    *all_button;
  GtkProgressBar     *progress_bar;

  PentoSearches      *searches;
  PentoSession       *session;
  gboolean            narrow;
  guint               first_tick_id;     /* see first_listed_cb() */
  guint               first_frames;
  GListStore         *sizer_row;         /* one empty packing of the board: see add_sizer() */
};

G_DEFINE_FINAL_TYPE (PentoListPane, pento_list_pane, GTK_TYPE_WIDGET)

const char *
pento_list_pane_get_counts_text (PentoListPane *self)
{
  g_return_val_if_fail (PENTO_IS_LIST_PANE (self), NULL);

  return gtk_label_get_label (self->counts_label);
}

/* The explanation of the counts: under the list, or on a narrow window behind a button beside
 * the counts (four lines of it left the list no room on a phone). */
static void
update_symmetry_visible (PentoListPane *self)
{
  const char *text = gtk_label_get_label (self->symmetry_label);
  gboolean any = text != NULL && *text != '\0';

  gtk_widget_set_visible (GTK_WIDGET (self->symmetry_label), any && !self->narrow);
  gtk_widget_set_visible (self->symmetry_button, any && self->narrow);
}

void
pento_list_pane_set_narrow (PentoListPane *self,
                            gboolean       narrow)
{
  g_return_if_fail (PENTO_IS_LIST_PANE (self));

  self->narrow = narrow;
  /* … and an empty list says so in words alone, leaving the height to the board and tray */
  adw_status_page_set_icon_name (self->empty_page, narrow ? NULL : "view-list-symbolic");
  update_symmetry_visible (self);
}

/* Solve All's progress keeps its room (the list stays where it is when it comes and goes). */
static void
progress_shown_cb (PentoListPane *self)
{
  gboolean shown = FALSE;

  g_object_get (self->searches, "progress-shown", &shown, NULL);
  gtk_widget_set_opacity (GTK_WIDGET (self->progress_bar), shown ? 1.0 : 0.0);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->progress_bar),
                               GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
}

static gboolean
scroll_tick_cb (GtkWidget     *list_view,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (list_view),
                                                        "pento-scroll-to"));
  guint frames = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (list_view),
                                                      "pento-scroll-frames"));

  /* (after one frame's layout: the list has its rows' sizes) */
  g_object_set_data (G_OBJECT (list_view), "pento-scroll-frames", GUINT_TO_POINTER (frames + 1));
  if (frames < 1)
    return G_SOURCE_CONTINUE;
  g_object_set_data (G_OBJECT (list_view), "pento-scroll-frames", NULL);
  g_object_set_data (G_OBJECT (list_view), "pento-scroll-tick", NULL);
  if (position > 0)
    gtk_widget_activate_action (list_view, "list.scroll-to-item", "u", position - 1);
  return G_SOURCE_REMOVE;
}

static void
list_mapped_cb (GtkWidget *list_view)
{
  if (g_object_get_data (G_OBJECT (list_view), "pento-scroll-tick") == NULL)
    g_object_set_data (G_OBJECT (list_view), "pento-scroll-tick",
                       GUINT_TO_POINTER (gtk_widget_add_tick_callback (list_view, scroll_tick_cb,
                                                                       NULL, NULL)));
}

/* Scrolls the list view shown to @position, and again once it has been laid out on screen: a
 * list view just shown (the other view of the list, or the list behind its toggle on a phone)
 * kept its adjustment at the top while its anchor went to the row, and GTK 4.8 drew a lone
 * "No. 1" until it was scrolled by hand. */
static void
scroll_to_cb (PentoListPane *self,
              guint          position)
{
  PentoSolutionList *list = pento_session_get_solutions (self->session);
  gboolean unique = pento_solution_list_get_unique_only (list);
  GtkWidget *widget = GTK_WIDGET (unique ? self->list_view : self->list_view_all);

  g_object_set_data (G_OBJECT (widget), "pento-scroll-to", GUINT_TO_POINTER (position + 1));
  if (g_signal_handler_find (widget, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, list_mapped_cb, NULL) == 0)
    g_signal_connect (widget, "map", G_CALLBACK (list_mapped_cb), NULL);
  if (gtk_widget_get_mapped (widget))
    {
      /* (sets the anchor; the scrolling happens at the next allocation) */
      gtk_widget_activate_action (widget, "list.scroll-to-item", "u", position);
      list_mapped_cb (widget);
    }
}

static gboolean
first_tick_cb (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       user_data)
{
  PentoListPane *self = user_data;

  /* (the first call is the frame that draws the list's first rows) */
  if (++self->first_frames < 2)
    return G_SOURCE_CONTINUE;
  self->first_tick_id = 0;
  pento_searches_show_first (self->searches);
  return G_SOURCE_REMOVE;
}

/* Solve All's first packing goes on the board a frame after the list shows its first rows
 * (see all_batch_cb() in pento-searches.c); at once when the list is not on screen. */
static void
first_listed_cb (PentoListPane *self)
{
  GtkWidget *widget = GTK_WIDGET (self->list_stack);

  if (self->first_tick_id != 0)
    return;
  if (!gtk_widget_get_mapped (widget))
    {
      pento_searches_show_first (self->searches);
      return;
    }
  self->first_frames = 0;
  self->first_tick_id = gtk_widget_add_tick_callback (widget, first_tick_cb, self, NULL);
}

static void
answer_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    PentoListPane    *self)
{
  guint request = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "request"));

  /* (one answer: the close that may follow says nothing more) */
  g_signal_handlers_disconnect_by_func (dialog, answer_response_cb, self);
  if (self->searches != NULL)
    pento_searches_answer (self->searches, request, g_strcmp0 (response, "show") == 0);
}

/* Asks before an answer is shown during a challenge: its finish will then be no record. */
static void
answer_asked_cb (PentoListPane *self,
                 guint          request)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Show an Answer?"),
                                   _("A challenge is running. Once an answer is shown, you can "
                                     "still finish it, but the finish will not be a record nor "
                                     "count for the daily streak."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "show", _("_Show the Answer"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "show",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "request", GUINT_TO_POINTER (request));
  g_signal_connect_object (dialog, "response", G_CALLBACK (answer_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
list_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               gpointer                  user_data)
{
  gtk_list_item_set_child (list_item, pento_solution_row_new ());
}

static void
bind_row (PentoListPane *self,
          GtkListItem   *list_item,
          gboolean       unique)
{
  pento_solution_row_set_box (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                              pento_session_get_box (self->session));
  pento_solution_row_set_item (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                               gtk_list_item_get_item (list_item), unique);
}

static void
list_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              PentoListPane            *self)
{
  bind_row (self, list_item, FALSE);
}

static void
list_bind_unique_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *list_item,
                     PentoListPane            *self)
{
  bind_row (self, list_item, TRUE);
}

static void
list_unbind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                gpointer                  user_data)
{
  pento_solution_row_set_item (PENTO_SOLUTION_ROW (gtk_list_item_get_child (list_item)),
                               NULL, FALSE);
}

static GtkListItemFactory *
row_factory (PentoListPane *self,
             gboolean       unique)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (list_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (unique ? list_bind_unique_cb : list_bind_cb),
                    self);
  g_signal_connect (factory, "unbind", G_CALLBACK (list_unbind_cb), self);
  return factory;
}

/* The list pane is as wide as a row of this board's packings before the first one is
 * listed, so that neither the pane nor the board beside it moves when rows come: a page of
 * the list's stack, never shown, holds a list view of the same rows with one row, an empty
 * packing of the board (a stack is as wide as its widest page). */
static void
update_sizer (PentoListPane *self)
{
  PentoBoard *board = pento_session_get_board (self->session);
  g_autoptr(PentoSolution) empty = NULL;
  g_autoptr(PentoSolutionItem) item = NULL;

  if (self->sizer_row == NULL || board == NULL)
    return;
  empty = pento_solution_new (pento_board_get_width (board), pento_board_get_height (board));
  item = pento_solution_item_new (board, empty, 0, 0, TRUE);
  g_list_store_splice (self->sizer_row, 0,
                       g_list_model_get_n_items (G_LIST_MODEL (self->sizer_row)),
                       (gpointer *) &item, 1);
}

static void
add_sizer (PentoListPane *self)
{
  GtkWidget *list_view, *scroller;

  self->sizer_row = g_list_store_new (PENTO_TYPE_SOLUTION_ITEM);
  list_view = GTK_WIDGET (gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (
                                               g_object_ref (G_LIST_MODEL (self->sizer_row)))),
                                             row_factory (self, TRUE)));
  gtk_widget_add_css_class (list_view, "navigation-sidebar");
  gtk_accessible_update_state (GTK_ACCESSIBLE (list_view), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list_view);
  gtk_stack_add_named (self->list_stack, scroller, "sizer");
  update_sizer (self);
}

void
pento_list_pane_set_searches (PentoListPane *self,
                              PentoSearches *searches)
{
  GSettings *settings;
  struct {
    const char *property;
    gpointer    target;
    const char *target_property;
  } bindings[] = {
    { "counts-text", self->counts_label, "label" },
    { "symmetry-text", self->symmetry_label, "label" },
    { "symmetry-text", self->symmetry_popover_label, "label" },
    { "list-page", self->list_stack, "visible-child-name" },
    { "empty-title", self->empty_page, "title" },
    { "empty-description", self->empty_page, "description" },
    { "progress", self->progress_bar, "fraction" },
  };

  g_return_if_fail (PENTO_IS_LIST_PANE (self));
  g_return_if_fail (PENTO_IS_SEARCHES (searches) && self->searches == NULL);

  self->searches = g_object_ref (searches);
  self->session = g_object_ref (pento_searches_get_session (searches));
  settings = pento_session_get_settings (self->session);

  for (guint unique = FALSE; unique <= TRUE; unique++)
    {
      GtkListView *list_view = unique ? self->list_view : self->list_view_all;
      g_autoptr(GtkListItemFactory) factory = row_factory (self, unique);
      GtkSingleSelection *selection = pento_searches_get_selection (searches, unique);

      gtk_list_view_set_factory (list_view, factory);
      gtk_list_view_set_model (list_view, GTK_SELECTION_MODEL (selection));
    }
  add_sizer (self);

  /* Two grouped toggles: whichever is pressed writes the key, the other follows. */
  g_settings_bind (settings, "unique-only", self->unique_button, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "unique-only", self->all_button, "active",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_INVERT_BOOLEAN);

  for (guint i = 0; i < G_N_ELEMENTS (bindings); i++)
    g_object_bind_property (searches, bindings[i].property, bindings[i].target,
                            bindings[i].target_property, G_BINDING_SYNC_CREATE);
  g_signal_connect_object (searches, "notify::symmetry-text", G_CALLBACK (update_symmetry_visible),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (searches, "notify::progress-shown", G_CALLBACK (progress_shown_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (searches, "scroll-to", G_CALLBACK (scroll_to_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (searches, "first-listed", G_CALLBACK (first_listed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (searches, "cleared", G_CALLBACK (update_sizer), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (searches, "answer-asked", G_CALLBACK (answer_asked_cb), self,
                           G_CONNECT_SWAPPED);
  update_symmetry_visible (self);
  progress_shown_cb (self);
}

static void
pento_list_pane_dispose (GObject *object)
{
  PentoListPane *self = PENTO_LIST_PANE (object);

  if (self->first_tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self->list_stack), self->first_tick_id);
      self->first_tick_id = 0;
    }
  gtk_widget_dispose_template (GTK_WIDGET (object), PENTO_TYPE_LIST_PANE);
  g_clear_object (&self->sizer_row);
  g_clear_object (&self->searches);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (pento_list_pane_parent_class)->dispose (object);
}

#define CHILD(name, internal) { #name, internal, G_STRUCT_OFFSET (PentoListPane, name) }

/* (internal: the window's template names them, and its tests reach them there) */
static const struct {
  const char *name;
  gboolean    internal;
  gssize      offset;
} children[] = {
  CHILD (list_view, TRUE), CHILD (list_view_all, TRUE), CHILD (list_stack, FALSE),
  CHILD (empty_page, TRUE), CHILD (counts_label, FALSE), CHILD (symmetry_label, TRUE),
  CHILD (symmetry_popover_label, FALSE), CHILD (symmetry_button, TRUE),
  CHILD (unique_button, FALSE), CHILD (all_button, FALSE), CHILD (progress_bar, TRUE),
};

/* The pane is as wide as it must be, never wider: its natural width would follow the counts
 * as they grow ("9,356 total") and the explanation when it appears, and the board beside it
 * would shrink and move while a list fills.
 *
 * Its width does not depend on its height either. The window's row of board and pane asks
 * each for its width at the row's height, and a vertical GtkBox answers that by a binary
 * search over widths, measuring every wrapping label in it at each step, a dozen Pango
 * layouts of the explanation a step, a good part of a streaming frame whenever the counts
 * changed.
 * Hence a widget of its own around the box, not a GtkBox: a box's layout manager would
 * answer before this measure() is asked. */
static GtkSizeRequestMode
pento_list_pane_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
pento_list_pane_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  PentoListPane *self = PENTO_LIST_PANE (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (self->box, orientation, -1, minimum, natural, NULL, NULL);
      *natural = *minimum;
    }
  else
    gtk_widget_measure (self->box, orientation, for_size, minimum, natural,
                        minimum_baseline, natural_baseline);
}

static void
pento_list_pane_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  gtk_widget_allocate (PENTO_LIST_PANE (widget)->box, width, height, baseline, NULL);
}

static void
pento_list_pane_class_init (PentoListPaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = pento_list_pane_dispose;
  widget_class->get_request_mode = pento_list_pane_get_request_mode;
  widget_class->measure = pento_list_pane_measure;
  widget_class->size_allocate = pento_list_pane_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-list-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoListPane, box);
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, children[i].name,
                                               children[i].internal, children[i].offset);
}

static void
pento_list_pane_init (PentoListPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
