/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution-list.h: the list model of packings found by a search, stored compactly.
 */
#pragma once

#include <gio/gio.h>

#include "pento-core.h"

G_BEGIN_DECLS

#define PENTO_TYPE_SOLUTION_LIST (pento_solution_list_get_type ())
G_DECLARE_FINAL_TYPE (PentoSolutionList, pento_solution_list, PENTO, SOLUTION_LIST, GObject)

PentoSolutionList *pento_solution_list_new             (void);
/* Drops every packing; the list then holds packings of @board (may be NULL). */
void               pento_solution_list_reset           (PentoSolutionList   *self,
                                                        PentoBoard          *board);
PentoBoard        *pento_solution_list_get_board       (PentoSolutionList   *self);
/* Appends @n packings: @cells holds n × width × height letters (the board's size), row-major,
 * and @representative one byte per packing (non-zero: the representative of its class). */
void               pento_solution_list_append          (PentoSolutionList   *self,
                                                        const char          *cells,
                                                        const guint8        *representative,
                                                        guint                n);
/* "unique-only" property: the model shows only the representatives. */
void               pento_solution_list_set_unique_only (PentoSolutionList   *self,
                                                        gboolean             unique_only);
gboolean           pento_solution_list_get_unique_only (PentoSolutionList   *self);
/* "n-total" and "n-unique" properties: what the list holds, whatever it shows. */
guint              pento_solution_list_get_n_total     (PentoSolutionList   *self);
guint              pento_solution_list_get_n_unique    (PentoSolutionList   *self);
/* The packing at @position of the model as shown; NULL past the end. */
PentoSolution     *pento_solution_list_get_solution    (PentoSolutionList   *self,
                                                        guint                position);

G_END_DECLS
