/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution-view.c: a GListModel over a PentoSolutionList that publishes new packings
 * in steps sized by time.
 *
 * Why steps: GTK 4.8's list view makes a row widget for every item within 200 of its anchor
 * as soon as items-changed reports them, so the first batch of a search (thousands of
 * packings at once) would build 200 rows in one main-loop iteration, longer than a frame. The
 * view instead reports what the list holds from an idle callback, a chunk at a time, and
 * sizes the next chunk by how long the last report took: a few packings while rows are being
 * built, then thousands at once when nothing new is on screen (the chunk grows fourfold per
 * step while cheap). Items are made only when GTK asks for one (get_item), from the list's
 * compact store.
 *
 * A hidden view reports nothing (its list view would build rows nobody sees) until it is
 * shown; then it catches up in the same steps. Nor does a view report at once that it was
 * cleared: GTK 4.8 takes a while to drop a list view's 200 rows, and a board change clearing
 * both views in one go stalled the main loop. Each reports its removal from an idle
 * callback of its own, after the next frame (or before anything else, when it is shown, asked
 * for a row or given new packings), and meanwhile has no item to give: a cleared list's view
 * is not on screen to ask for one (the list pane shows its empty page).
 *
 * Why a model per view rather than one model that switches between "unique" and "all": a
 * switch would remove and re-add every item, which in GTK 4.8 destroys and rebuilds the 200
 * rows and walks every added item looking for the selected one. Two views that never
 * switch, each in its own list view, make switching a matter of showing the other one.
 */
#include "common/pento-solution-item.h"
#include "common/pento-solution-list.h"
#include "common/pento-solution-view.h"

/* Main-loop time one report may take; the rows it creates are laid out in the next frame. */
#define BUDGET_US     3000
#define FIRST_CHUNK   8
#define MAX_GROWTH    4
/* The list view makes a row for each of its first 200 or so items at once, and styles and
 * measures them in the next frame's layout, which a report's own time does not see: so many
 * a step while those rows are made (a hundred at once stalled the main loop for frames). */
#define ROWS_MADE     256
#define ROWS_PER_STEP 16

struct _PentoSolutionView
{
  GObject            parent_instance;

  PentoSolutionList *list;        /* unowned: the list owns its views */
  gboolean           unique_only;
  guint              n_published; /* what get_n_items says */
  guint              chunk;       /* how many to report next time */
  guint              pump_id;
  gboolean           active;      /* only the view on screen reports new packings */
  guint              clear_id;    /* a hidden view cleared: its n_published are gone */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PentoSolutionView, pento_solution_view, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
pento_solution_view_get_item_type (GListModel *model)
{
  return PENTO_TYPE_SOLUTION_ITEM;
}

static guint
pento_solution_view_get_n_items (GListModel *model)
{
  return PENTO_SOLUTION_VIEW (model)->n_published;
}

static gpointer
pento_solution_view_get_item (GListModel *model,
                              guint       position)
{
  PentoSolutionView *self = PENTO_SOLUTION_VIEW (model);

  if (position >= self->n_published || self->clear_id != 0)
    return NULL;

  return pento_solution_list_make_item (self->list, self->unique_only, position);
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = pento_solution_view_get_item_type;
  iface->get_n_items = pento_solution_view_get_n_items;
  iface->get_item = pento_solution_view_get_item;
}

static void
publish (PentoSolutionView *self,
         guint              n)
{
  guint old = self->n_published;

  self->n_published += n;
  g_list_model_items_changed (G_LIST_MODEL (self), old, 0, n);
}

static gboolean pump_cb (gpointer user_data);

/* The next step, if any is due: below redrawing and input, so that both go first, and a
 * frame apart: while the list view makes its rows, one step a frame; after, so that the list
 * view's layout (its rows allocated again) is not in the frame that lays out a batch's new
 * counts and status, which keeps the longest frame shorter than steps in an idle callback. */
static void
schedule_pump (PentoSolutionView *self)
{
  if (self->pump_id != 0 || self->n_published >= pento_solution_view_get_n_available (self))
    return;
  self->pump_id = g_timeout_add_full (G_PRIORITY_DEFAULT_IDLE, 16, pump_cb, self, NULL);
  g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->pump_id),
                            "[pentomino] publish packings");
}

static gboolean
pump_cb (gpointer user_data)
{
  PentoSolutionView *self = user_data;
  guint available = pento_solution_view_get_n_available (self);
  guint n = MIN (self->chunk, available - self->n_published);
  gint64 start = g_get_monotonic_time ();
  gint64 elapsed;

  if (self->n_published < ROWS_MADE)
    n = MIN (n, ROWS_PER_STEP);
  publish (self, n);
  elapsed = g_get_monotonic_time () - start;

  /* Size the next step by this one's cost per packing, within a fourfold change. */
  if (elapsed <= BUDGET_US / MAX_GROWTH)
    self->chunk = self->chunk <= G_MAXUINT / MAX_GROWTH ? self->chunk * MAX_GROWTH : G_MAXUINT;
  else
    self->chunk = MAX (1, (guint) MAX ((gint64) n * BUDGET_US / elapsed,
                                       (gint64) self->chunk / MAX_GROWTH));

  self->pump_id = 0;
  schedule_pump (self);
  return G_SOURCE_REMOVE;
}

/* Reports a clear held back while hidden (see above). */
static void
report_cleared (PentoSolutionView *self)
{
  guint old = self->n_published;

  g_clear_handle_id (&self->clear_id, g_source_remove);
  self->n_published = 0;
  if (old > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old, 0);
}

static gboolean
report_cleared_cb (gpointer user_data)
{
  PentoSolutionView *self = user_data;

  self->clear_id = 0;
  report_cleared (self);
  return G_SOURCE_REMOVE;
}

static void
pento_solution_view_dispose (GObject *object)
{
  PentoSolutionView *self = PENTO_SOLUTION_VIEW (object);

  g_clear_handle_id (&self->pump_id, g_source_remove);
  g_clear_handle_id (&self->clear_id, g_source_remove);

  G_OBJECT_CLASS (pento_solution_view_parent_class)->dispose (object);
}

static void
pento_solution_view_class_init (PentoSolutionViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pento_solution_view_dispose;
}

static void
pento_solution_view_init (PentoSolutionView *self)
{
  self->chunk = FIRST_CHUNK;
}

PentoSolutionView *
pento_solution_view_new (PentoSolutionList *list,
                         gboolean           unique_only)
{
  PentoSolutionView *self = g_object_new (PENTO_TYPE_SOLUTION_VIEW, NULL);

  self->list = list;
  self->unique_only = !!unique_only;
  return self;
}

gboolean
pento_solution_view_get_unique_only (PentoSolutionView *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_VIEW (self), FALSE);

  return self->unique_only;
}

guint
pento_solution_view_get_n_available (PentoSolutionView *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_VIEW (self), 0);

  return self->unique_only ? pento_solution_list_get_n_unique (self->list)
                           : pento_solution_list_get_n_total (self->list);
}

gboolean
pento_solution_view_publish_to (PentoSolutionView *self,
                                guint              position)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_VIEW (self), FALSE);

  if (position >= pento_solution_view_get_n_available (self))
    return FALSE;
  if (self->clear_id != 0)
    report_cleared (self);
  if (position >= self->n_published)
    publish (self, position + 1 - self->n_published);
  return TRUE;
}

void
pento_solution_view_grown (PentoSolutionView *self)
{
  g_return_if_fail (PENTO_IS_SOLUTION_VIEW (self));

  if (!self->active)
    return;
  if (self->clear_id != 0)
    report_cleared (self);
  if (self->pump_id != 0 || self->n_published >= pento_solution_view_get_n_available (self))
    return;

  /* The first step at once, so that the first packing can be selected as it arrives. */
  if (self->n_published == 0)
    pump_cb (self);
  schedule_pump (self);
}

void
pento_solution_view_cleared (PentoSolutionView *self)
{
  g_return_if_fail (PENTO_IS_SOLUTION_VIEW (self));

  g_clear_handle_id (&self->pump_id, g_source_remove);
  self->chunk = FIRST_CHUNK;
  if (self->n_published == 0)
    return;
  /* Reported from an idle callback below redrawing, the view on screen too: a cleared list
   * leaves the screen at once (the list pane shows its empty page), and dropping its rows in
   * the iteration that changes the board, which then draws the whole window, stalled the main
   * loop past a frame. New packings report the clear first (grown()). */
  if (self->clear_id == 0)
    {
      self->clear_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE + 10, report_cleared_cb, self,
                                        NULL);
      g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->clear_id),
                                "[pentomino] report a cleared list");
    }
}

void
pento_solution_view_set_active (PentoSolutionView *self,
                                gboolean           active)
{
  g_return_if_fail (PENTO_IS_SOLUTION_VIEW (self));

  self->active = !!active;
  if (self->active && self->clear_id != 0)
    report_cleared (self);
  if (self->active)
    pento_solution_view_grown (self);
  else
    g_clear_handle_id (&self->pump_id, g_source_remove);
}
