/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution-list.c: a GListModel over packings kept as one byte array of letters.
 *
 * A full 10×6 enumeration is 9356 packings; one GObject each would cost far more than the
 * 60 letters they hold, so the model stores letters only and makes a PentoSolutionItem when
 * a row asks for one. "Unique only" is a second index: the positions of the representatives.
 */
#include <malloc.h>
#include <string.h>

#include "common/pento-boxed.h"
#include "common/pento-solution-item.h"
#include "common/pento-solution-list.h"

#define MAX_CLASS_SCAN 4096

struct _PentoSolutionList
{
  GObject     parent_instance;

  PentoBoard *board;
  guint       width;
  guint       height;
  gsize       cell_size;

  /* The letters, n_total × cell_size, in the chunks they came in: a search's batch is kept as
   * it is, not copied (megabytes, in the main loop); chunk_end[i] is the
   * number of packings in chunks 0 … i. */
  GPtrArray  *chunks;         /* GBytes */
  GArray     *chunk_end;      /* guint */
  GByteArray *representative; /* one flag per packing */
  GArray     *unique;         /* guint: positions of the representatives */

  gboolean    unique_only;

  PentoSolutionView *views[2]; /* [FALSE]: every packing, [TRUE]: the representatives */
  guint       trim_id;
};

enum {
  PROP_0,
  PROP_BOARD,
  PROP_UNIQUE_ONLY,
  PROP_N_TOTAL,
  PROP_N_UNIQUE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PentoSolutionList, pento_solution_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static guint
n_total (PentoSolutionList *self)
{
  return self->representative->len;
}

static guint
n_shown (PentoSolutionList *self)
{
  return self->unique_only ? self->unique->len : n_total (self);
}

/* Maps a position of the model as shown to a position among all packings. */
static gboolean
shown_to_all (PentoSolutionList *self,
              guint              position,
              guint             *out_all)
{
  if (position >= n_shown (self))
    return FALSE;

  *out_all = self->unique_only ? g_array_index (self->unique, guint, position) : position;
  return TRUE;
}

/* How many representatives lie before @all_position (binary search in the unique index). */
static guint
unique_rank (PentoSolutionList *self,
             guint              all_position)
{
  guint lo = 0;
  guint hi = self->unique->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (self->unique, guint, mid) < all_position)
        lo = mid + 1;
      else
        hi = mid;
    }

  return lo;
}

/* The letters of packing @all. */
static const char *
cells_at (PentoSolutionList *self,
          guint              all)
{
  guint lo = 0, hi = self->chunk_end->len;
  guint start;
  gsize size;
  const char *data;

  /* the first chunk that ends past @all */
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (self->chunk_end, guint, mid) <= all)
        lo = mid + 1;
      else
        hi = mid;
    }
  g_assert (lo < self->chunk_end->len);
  start = lo == 0 ? 0 : g_array_index (self->chunk_end, guint, lo - 1);
  data = g_bytes_get_data (g_ptr_array_index (self->chunks, lo), &size);
  return data + (gsize) (all - start) * self->cell_size;
}

static PentoSolution *
solution_at (PentoSolutionList *self,
             guint              all_position)
{
  PentoSolution *solution = pento_solution_new (self->width, self->height);

  memcpy (solution->cells, cells_at (self, all_position), self->cell_size);
  return solution;
}

static gboolean
trim_cb (gpointer user_data)
{
  PentoSolutionList *self = user_data;

  self->trim_id = 0;
  /* glibc keeps what a program frees inside its arenas (one per thread that allocated:
   * the searches' workers too) for reuse. The list's letters have pages of their own, but
   * what went with a long list (rows, items, drawings, the search's own memory) still
   * leaves megabytes there, in blocks too small to be unmapped on their own. Hand the free
   * pages back, but for 8 MiB at the top of the main thread's heap (main.c's trim
   * threshold): what the next frames draw into. Trimmed to nothing, the next Solve All's
   * first frames faulted in their surfaces anew, and the one that shows the first packings
   * stalled. */
  malloc_trim (8 * 1024 * 1024);
  return G_SOURCE_REMOVE;
}

/* Trimming hands back the free pages inside the heap too, and the next frames fault them in
 * again on their first write, each fault dear on a virtual machine. After a short list it
 * gives back little and costs the next Solve All's first frames those faults, so a list is
 * trimmed after only when it held this much. */
#define TRIM_MIN_BYTES (4 * 1024 * 1024)

/* The rows, items and drawings of a cleared list are freed over the next frame or two, so
 * trimming waits a little. */
static void
schedule_trim (PentoSolutionList *self)
{
  g_clear_handle_id (&self->trim_id, g_source_remove);
  self->trim_id = g_timeout_add_full (G_PRIORITY_LOW, 300, trim_cb, self, NULL);
}

static GType
pento_solution_list_get_item_type (GListModel *model)
{
  return PENTO_TYPE_SOLUTION_ITEM;
}

static guint
pento_solution_list_get_n_items (GListModel *model)
{
  return n_shown (PENTO_SOLUTION_LIST (model));
}

static gpointer
make_item (PentoSolutionList *self,
           guint              all)
{
  g_autoptr(PentoSolution) solution = solution_at (self, all);

  return pento_solution_item_new (self->board, solution, all, unique_rank (self, all),
                                  self->representative->data[all] != 0);
}

static gpointer
pento_solution_list_get_item (GListModel *model,
                              guint       position)
{
  PentoSolutionList *self = PENTO_SOLUTION_LIST (model);
  guint all;

  if (!shown_to_all (self, position, &all))
    return NULL;

  return make_item (self, all);
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = pento_solution_list_get_item_type;
  iface->get_n_items = pento_solution_list_get_n_items;
  iface->get_item = pento_solution_list_get_item;
}

static void
pento_solution_list_dispose (GObject *object)
{
  PentoSolutionList *self = PENTO_SOLUTION_LIST (object);

  g_clear_object (&self->views[FALSE]);
  g_clear_object (&self->views[TRUE]);
  g_clear_handle_id (&self->trim_id, g_source_remove);

  G_OBJECT_CLASS (pento_solution_list_parent_class)->dispose (object);
}

/* Worker thread. */
static void
drop_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  g_ptr_array_unref (task_data);
  g_task_return_boolean (task, TRUE);
}

/* A search's batches come in pages of their own (pento-page-buffer.h), which go back to the
 * system as their last reference goes: unmapping a large list's takes a while, done on a
 * worker rather than in the board change that clears the list. */
static void
drop_chunks (GPtrArray *chunks)
{
  g_autoptr(GTask) task = NULL;

  if (chunks->len == 0)
    {
      g_ptr_array_unref (chunks);
      return;
    }
  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_name (task, "[pentomino] drop a list");
  g_task_set_task_data (task, chunks, NULL);
  g_task_run_in_thread (task, drop_in_thread);
}

static void
pento_solution_list_finalize (GObject *object)
{
  PentoSolutionList *self = PENTO_SOLUTION_LIST (object);

  g_clear_pointer (&self->board, pento_board_unref);
  drop_chunks (g_steal_pointer (&self->chunks));
  g_clear_pointer (&self->chunk_end, g_array_unref);
  g_clear_pointer (&self->representative, g_byte_array_unref);
  g_clear_pointer (&self->unique, g_array_unref);

  G_OBJECT_CLASS (pento_solution_list_parent_class)->finalize (object);
}

static void
pento_solution_list_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  PentoSolutionList *self = PENTO_SOLUTION_LIST (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_boxed (value, self->board);
      break;
    case PROP_UNIQUE_ONLY:
      g_value_set_boolean (value, self->unique_only);
      break;
    case PROP_N_TOTAL:
      g_value_set_uint (value, n_total (self));
      break;
    case PROP_N_UNIQUE:
      g_value_set_uint (value, self->unique->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_solution_list_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  PentoSolutionList *self = PENTO_SOLUTION_LIST (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      pento_solution_list_reset (self, g_value_get_boxed (value));
      break;
    case PROP_UNIQUE_ONLY:
      pento_solution_list_set_unique_only (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_solution_list_class_init (PentoSolutionListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pento_solution_list_dispose;
  object_class->finalize = pento_solution_list_finalize;
  object_class->get_property = pento_solution_list_get_property;
  object_class->set_property = pento_solution_list_set_property;

  properties[PROP_BOARD] =
    g_param_spec_boxed ("board", NULL, NULL, PENTO_TYPE_BOARD,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNIQUE_ONLY] =
    g_param_spec_boolean ("unique-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_TOTAL] =
    g_param_spec_uint ("n-total", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_UNIQUE] =
    g_param_spec_uint ("n-unique", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
pento_solution_list_init (PentoSolutionList *self)
{
  self->chunks = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  self->chunk_end = g_array_new (FALSE, FALSE, sizeof (guint));
  self->representative = g_byte_array_new ();
  self->unique = g_array_new (FALSE, FALSE, sizeof (guint));
  self->views[FALSE] = pento_solution_view_new (self, FALSE);
  self->views[TRUE] = pento_solution_view_new (self, TRUE);
  pento_solution_view_set_active (self->views[FALSE], TRUE);
}

PentoSolutionList *
pento_solution_list_new (void)
{
  return g_object_new (PENTO_TYPE_SOLUTION_LIST, NULL);
}

void
pento_solution_list_reset (PentoSolutionList *self,
                           PentoBoard        *board)
{
  guint old_shown;
  guint old_total;
  guint old_unique;

  g_return_if_fail (PENTO_IS_SOLUTION_LIST (self));

  old_shown = n_shown (self);
  old_total = n_total (self);
  old_unique = self->unique->len;

  /* Give the memory back: a big enumeration should not pin megabytes after a reset. */
  drop_chunks (g_steal_pointer (&self->chunks));
  g_array_unref (self->chunk_end);
  g_byte_array_unref (self->representative);
  g_array_unref (self->unique);
  self->chunks = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  self->chunk_end = g_array_new (FALSE, FALSE, sizeof (guint));
  self->representative = g_byte_array_new ();
  self->unique = g_array_new (FALSE, FALSE, sizeof (guint));
  pento_solution_view_cleared (self->views[FALSE]);
  pento_solution_view_cleared (self->views[TRUE]);
  if ((gsize) old_total * (self->cell_size + 1) >= TRIM_MIN_BYTES)
    schedule_trim (self);

  if (board != self->board)
    {
      g_clear_pointer (&self->board, pento_board_unref);
      if (board != NULL)
        self->board = pento_board_ref (board);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
    }

  self->width = board != NULL ? pento_board_get_width (board) : 0;
  self->height = board != NULL ? pento_board_get_height (board) : 0;
  self->cell_size = (gsize) self->width * self->height;

  if (old_shown > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old_shown, 0);
  if (old_total > 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_TOTAL]);
  if (old_unique > 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_UNIQUE]);
}

PentoBoard *
pento_solution_list_get_board (PentoSolutionList *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), NULL);

  return self->board;
}

void
pento_solution_list_append (PentoSolutionList *self,
                            const char        *cells,
                            const guint8      *representative,
                            guint              n)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_if_fail (PENTO_IS_SOLUTION_LIST (self));
  g_return_if_fail (self->board != NULL);
  g_return_if_fail (n == 0 || (cells != NULL && representative != NULL));

  if (n == 0)
    return;
  bytes = g_bytes_new (cells, (gsize) n * self->cell_size);
  pento_solution_list_append_bytes (self, bytes, representative, n);
}

void
pento_solution_list_append_bytes (PentoSolutionList *self,
                                  GBytes            *cells,
                                  const guint8      *representative,
                                  guint              n)
{
  guint old_shown;
  guint old_total;
  guint old_unique;

  g_return_if_fail (PENTO_IS_SOLUTION_LIST (self));
  g_return_if_fail (self->board != NULL);
  g_return_if_fail (n == 0 || (cells != NULL && representative != NULL));
  g_return_if_fail (n == 0 || g_bytes_get_size (cells) == (gsize) n * self->cell_size);

  if (n == 0)
    return;

  old_shown = n_shown (self);
  old_total = n_total (self);
  old_unique = self->unique->len;

  g_ptr_array_add (self->chunks, g_bytes_ref (cells));
  {
    guint end = old_total + n;

    g_array_append_val (self->chunk_end, end);
  }
  g_byte_array_append (self->representative, representative, n);
  for (guint i = 0; i < n; i++)
    if (representative[i] != 0)
      {
        guint position = old_total + i;

        self->representative->data[position] = 1;
        g_array_append_val (self->unique, position);
      }

  if (n_shown (self) > old_shown)
    g_list_model_items_changed (G_LIST_MODEL (self), old_shown, 0, n_shown (self) - old_shown);
  pento_solution_view_grown (self->views[FALSE]);
  pento_solution_view_grown (self->views[TRUE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_TOTAL]);
  if (self->unique->len != old_unique)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_UNIQUE]);
}

void
pento_solution_list_set_unique_only (PentoSolutionList *self,
                                     gboolean           unique_only)
{
  guint old_shown;

  g_return_if_fail (PENTO_IS_SOLUTION_LIST (self));

  unique_only = !!unique_only;
  if (self->unique_only == unique_only)
    return;

  old_shown = n_shown (self);
  self->unique_only = unique_only;
  pento_solution_view_set_active (self->views[!unique_only], FALSE);
  pento_solution_view_set_active (self->views[unique_only], TRUE);
  if (old_shown > 0 || n_shown (self) > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old_shown, n_shown (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIQUE_ONLY]);
}

gboolean
pento_solution_list_get_unique_only (PentoSolutionList *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), FALSE);

  return self->unique_only;
}

guint
pento_solution_list_get_n_total (PentoSolutionList *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), 0);

  return n_total (self);
}

guint
pento_solution_list_get_n_unique (PentoSolutionList *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), 0);

  return self->unique->len;
}

PentoSolution *
pento_solution_list_get_solution (PentoSolutionList *self,
                                  guint              position)
{
  guint all;

  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), NULL);

  if (!shown_to_all (self, position, &all))
    return NULL;

  return solution_at (self, all);
}

PentoSolutionView *
pento_solution_list_get_view (PentoSolutionList *self,
                              gboolean           unique_only)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), NULL);

  return self->views[!!unique_only];
}

gpointer
pento_solution_list_make_item (PentoSolutionList *self,
                               gboolean           unique_only,
                               guint              position)
{
  guint all = unique_only ? pento_solution_list_all_position (self, position) : position;

  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), NULL);

  if (all >= n_total (self))
    return NULL;
  return make_item (self, all);
}

guint
pento_solution_list_unique_position (PentoSolutionList *self,
                                     guint              all_position)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), G_MAXUINT);

  if (all_position >= n_total (self) || self->representative->data[all_position] == 0)
    return G_MAXUINT;
  return unique_rank (self, all_position);
}

guint
pento_solution_list_all_position (PentoSolutionList *self,
                                  guint              unique_position)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), G_MAXUINT);

  if (unique_position >= self->unique->len)
    return G_MAXUINT;
  return g_array_index (self->unique, guint, unique_position);
}

guint
pento_solution_list_find (PentoSolutionList   *self,
                          const PentoSolution *solution)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), G_MAXUINT);
  g_return_val_if_fail (solution != NULL, G_MAXUINT);

  if (self->board == NULL || solution->width != self->width || solution->height != self->height)
    return G_MAXUINT;

  for (guint i = 0; i < n_total (self); i++)
    if (memcmp (cells_at (self, i), solution->cells, self->cell_size) == 0)
      return i;
  return G_MAXUINT;
}

guint
pento_solution_list_find_class (PentoSolutionList   *self,
                                const PentoSolution *solution,
                                const PentoRules    *rules,
                                guint                hint)
{
  g_autoptr(PentoSolution) canonical = NULL;

  g_return_val_if_fail (PENTO_IS_SOLUTION_LIST (self), G_MAXUINT);
  g_return_val_if_fail (solution != NULL && rules != NULL, G_MAXUINT);

  if (self->board == NULL || solution->width != self->width || solution->height != self->height)
    return G_MAXUINT;

  canonical = pento_solution_canonical (solution, self->board, rules);
  /* Past the hint, a scan costs a canonical form per representative: a few milliseconds for
   * 10×6's 2,339, too long for the main loop on 8×8's 16,146, where only the hint is tried. */
  for (guint k = 0; k <= (self->unique->len <= MAX_CLASS_SCAN ? self->unique->len : 0); k++)
    {
      /* The hint first, then every representative in turn. */
      guint u = k == 0 ? hint : k - 1;
      g_autoptr(PentoSolution) candidate = NULL;
      g_autoptr(PentoSolution) candidate_canonical = NULL;

      if (u >= self->unique->len || (k > 0 && u == hint))
        continue;
      candidate = solution_at (self, g_array_index (self->unique, guint, u));
      candidate_canonical = pento_solution_canonical (candidate, self->board, rules);
      if (pento_solution_equal (canonical, candidate_canonical))
        return g_array_index (self->unique, guint, u);
    }
  return G_MAXUINT;
}
