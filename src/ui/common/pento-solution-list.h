/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-solution-list.h: the list model of packings found by a search, stored compactly.
 */
#pragma once

#include <gio/gio.h>

#include "pento-core.h"
#include "common/pento-solution-view.h"

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
/* The same, keeping @cells as they are (a reference, not a copy): a search's batch of tens
 * of thousands of packings costs the main loop no copying. */
void               pento_solution_list_append_bytes    (PentoSolutionList   *self,
                                                        GBytes              *cells,
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
/* The list's two views (every packing; one per symmetry class), each a GListModel that never
 * switches, for a list view to keep (see pento-solution-view.c). Owned by the list. */
PentoSolutionView *pento_solution_list_get_view        (PentoSolutionList   *self,
                                                        gboolean             unique_only);
/* The item at @position of all packings or of the representatives; NULL past the end. */
gpointer           pento_solution_list_make_item       (PentoSolutionList   *self,
                                                        gboolean             unique_only,
                                                        guint                position);
/* Position among the representatives of the packing at @all_position among all; G_MAXUINT
 * when it is not a representative. */
guint              pento_solution_list_unique_position (PentoSolutionList   *self,
                                                        guint                all_position);
/* Position among all packings of the @unique_position-th representative (G_MAXUINT past
 * the end). */
guint              pento_solution_list_all_position    (PentoSolutionList   *self,
                                                        guint                unique_position);

/* Position among all packings of @solution (the same letters in the same cells), or
 * G_MAXUINT when the list does not hold it. */
guint              pento_solution_list_find            (PentoSolutionList   *self,
                                                        const PentoSolution *solution);
/* Position among all packings of the representative of @solution's symmetry class under
 * @rules, trying the @hint-th representative first (and only it in lists of more than 4,096
 * representatives, to keep the main loop free), or G_MAXUINT. */
guint              pento_solution_list_find_class      (PentoSolutionList   *self,
                                                        const PentoSolution *solution,
                                                        const PentoRules    *rules,
                                                        guint                hint);

G_END_DECLS
