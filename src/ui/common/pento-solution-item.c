/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution-item.c: a small immutable object wrapping one packing for GtkListView rows.
 */
#include "common/pento-solution-item.h"

struct _PentoSolutionItem
{
  GObject        parent_instance;

  PentoBoard    *board;
  PentoSolution *solution;
  guint          index;
  guint          unique_index;
  gboolean       representative;
};

G_DEFINE_FINAL_TYPE (PentoSolutionItem, pento_solution_item, G_TYPE_OBJECT)

static void
pento_solution_item_finalize (GObject *object)
{
  PentoSolutionItem *self = PENTO_SOLUTION_ITEM (object);

  g_clear_pointer (&self->board, pento_board_unref);
  g_clear_pointer (&self->solution, pento_solution_free);

  G_OBJECT_CLASS (pento_solution_item_parent_class)->finalize (object);
}

static void
pento_solution_item_class_init (PentoSolutionItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pento_solution_item_finalize;
}

static void
pento_solution_item_init (PentoSolutionItem *self)
{
}

PentoSolutionItem *
pento_solution_item_new (PentoBoard          *board,
                         const PentoSolution *solution,
                         guint                index,
                         guint                unique_index,
                         gboolean             representative)
{
  PentoSolutionItem *self;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (solution != NULL, NULL);

  self = g_object_new (PENTO_TYPE_SOLUTION_ITEM, NULL);
  self->board = pento_board_ref (board);
  self->solution = pento_solution_copy (solution);
  self->index = index;
  self->unique_index = unique_index;
  self->representative = !!representative;

  return self;
}

PentoBoard *
pento_solution_item_get_board (PentoSolutionItem *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_ITEM (self), NULL);

  return self->board;
}

const PentoSolution *
pento_solution_item_get_solution (PentoSolutionItem *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_ITEM (self), NULL);

  return self->solution;
}

guint
pento_solution_item_get_index (PentoSolutionItem *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_ITEM (self), 0);

  return self->index;
}

guint
pento_solution_item_get_unique_index (PentoSolutionItem *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_ITEM (self), 0);

  return self->unique_index;
}

gboolean
pento_solution_item_get_representative (PentoSolutionItem *self)
{
  g_return_val_if_fail (PENTO_IS_SOLUTION_ITEM (self), FALSE);

  return self->representative;
}
