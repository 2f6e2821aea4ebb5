/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-model.c: what the board shows. Every setter notifies only on a real change, and
 * the properties that follow from others ("playable", "pieces", "placed", "may-flip") are
 * worked out here once, so that no view decides them for itself.
 */
#include "common/pento-board-model.h"

#include <string.h>

#include "common/pento-boxed.h"

#define MAX_HINT 5
#define MAX_DEAD 64

struct _PentoBoardModel
{
  GObject         parent_instance;

  PentoBoard     *board;
  gboolean        is_box;
  PentoBox        box;
  PentoRules      rules;
  PentoBoardKind  kind;
  gboolean        duel;
  PentoSolution  *solution;
  gint64          fade_us;
  guint           fixed;
  PentoCell       hint[MAX_HINT];
  guint           n_hint;
  PentoCell       dead[MAX_DEAD];
  guint           n_dead;
  int             hint_piece;
  guint           highlight;
  char           *status_text;
  char           *clock;         /* a challenge's clock as shown, or NULL */
  char           *clock_tip;
  char           *goal;          /* what a challenge asks, or NULL */

  /* what follows from the above, kept to notify only on change */
  gboolean        playable;
  guint           pieces;
  gboolean        may_flip;
  guint           placed;
};

G_DEFINE_FINAL_TYPE (PentoBoardModel, pento_board_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_IS_BOX,
  PROP_BOX,
  PROP_RULES,
  PROP_PIECES,
  PROP_MAY_FLIP,
  PROP_KIND,
  PROP_DUEL,
  PROP_PLAYABLE,
  PROP_SOLUTION,
  PROP_PLACED,
  PROP_FIXED,
  PROP_HINT_CELLS,
  PROP_DEAD_CELLS,
  PROP_HINT_PIECE,
  PROP_HIGHLIGHT,
  PROP_STATUS_TEXT,
  PROP_CLOCK,
  PROP_GOAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GType
pento_board_kind_get_type (void)
{
  static gsize type;

  if (g_once_init_enter (&type))
    {
      static const GEnumValue values[] = {
        { PENTO_BOARD_KIND_GAME, "PENTO_BOARD_KIND_GAME", "game" },
        { PENTO_BOARD_KIND_CHALLENGE, "PENTO_BOARD_KIND_CHALLENGE", "challenge" },
        { PENTO_BOARD_KIND_DUEL, "PENTO_BOARD_KIND_DUEL", "duel" },
        { PENTO_BOARD_KIND_PACKING, "PENTO_BOARD_KIND_PACKING", "packing" },
        { PENTO_BOARD_KIND_WATCH, "PENTO_BOARD_KIND_WATCH", "watch" },
        { PENTO_BOARD_KIND_BOX, "PENTO_BOARD_KIND_BOX", "box" },
        { 0, NULL, NULL },
      };

      g_once_init_leave (&type, g_enum_register_static ("PentoBoardKind", values));
    }
  return type;
}

static void
notify (PentoBoardModel *self,
        guint            prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_uint (PentoBoardModel *self,
          guint           *field,
          guint            value,
          guint            prop)
{
  if (*field == value)
    return;
  *field = value;
  notify (self, prop);
}

/* The properties that follow from the others. */
static void
update_derived (PentoBoardModel *self)
{
  guint pieces = self->is_box ? PENTO_PIECE_SET_TWELVE
                              : pento_piece_set_resolve (self->rules.pieces,
                                                         self->board != NULL
                                                         ? pento_board_get_n_cells (self->board)
                                                         : 60);

  set_uint (self, (guint *) &self->playable, self->kind <= PENTO_BOARD_KIND_DUEL, PROP_PLAYABLE);
  set_uint (self, &self->pieces, pieces, PROP_PIECES);
  set_uint (self, (guint *) &self->may_flip,
            pento_rules_may_flip (&self->rules) || self->is_box, PROP_MAY_FLIP);
  set_uint (self, &self->placed,
            self->solution != NULL ? pento_solution_get_pieces (self->solution) : 0,
            PROP_PLACED);
}

static void
set_kind (PentoBoardModel *self,
          PentoBoardKind   kind)
{
  if (self->is_box)
    kind = PENTO_BOARD_KIND_BOX;
  else if (kind == PENTO_BOARD_KIND_BOX)
    kind = PENTO_BOARD_KIND_GAME;
  set_uint (self, (guint *) &self->kind, kind, PROP_KIND);
}

static gboolean
set_cells (PentoBoardModel *self,
           PentoCell       *field,
           guint           *n_field,
           guint            max,
           const PentoCell *cells,
           guint            n_cells,
           guint            prop)
{
  n_cells = cells != NULL ? MIN (n_cells, max) : 0;
  if (n_cells == *n_field && (n_cells == 0 || memcmp (field, cells, n_cells * sizeof *cells) == 0))
    return FALSE;
  if (n_cells > 0)
    memcpy (field, cells, n_cells * sizeof *cells);
  *n_field = n_cells;
  notify (self, prop);
  return TRUE;
}

static void
pento_board_model_finalize (GObject *object)
{
  PentoBoardModel *self = PENTO_BOARD_MODEL (object);

  g_clear_pointer (&self->board, pento_board_unref);
  g_clear_pointer (&self->solution, pento_solution_free);
  g_clear_pointer (&self->status_text, g_free);
  g_clear_pointer (&self->clock, g_free);
  g_clear_pointer (&self->clock_tip, g_free);
  g_clear_pointer (&self->goal, g_free);

  G_OBJECT_CLASS (pento_board_model_parent_class)->finalize (object);
}

static void
pento_board_model_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PentoBoardModel *self = PENTO_BOARD_MODEL (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_boxed (value, self->board);
      break;
    case PROP_IS_BOX:
      g_value_set_boolean (value, self->is_box);
      break;
    case PROP_BOX:
      g_value_set_pointer (value, self->is_box ? &self->box : NULL);
      break;
    case PROP_RULES:
      g_value_set_pointer (value, &self->rules);
      break;
    case PROP_PIECES:
      g_value_set_uint (value, self->pieces);
      break;
    case PROP_MAY_FLIP:
      g_value_set_boolean (value, self->may_flip);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_DUEL:
      g_value_set_boolean (value, self->duel);
      break;
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;
    case PROP_SOLUTION:
      g_value_set_boxed (value, self->solution);
      break;
    case PROP_PLACED:
      g_value_set_uint (value, self->placed);
      break;
    case PROP_FIXED:
      g_value_set_uint (value, self->fixed);
      break;
    case PROP_HINT_CELLS:
      g_value_set_uint (value, self->n_hint);
      break;
    case PROP_DEAD_CELLS:
      g_value_set_uint (value, self->n_dead);
      break;
    case PROP_HINT_PIECE:
      g_value_set_int (value, self->hint_piece);
      break;
    case PROP_HIGHLIGHT:
      g_value_set_uint (value, self->highlight);
      break;
    case PROP_STATUS_TEXT:
      g_value_set_string (value, self->status_text);
      break;
    case PROP_CLOCK:
      g_value_set_string (value, self->clock);
      break;
    case PROP_GOAL:
      g_value_set_string (value, self->goal);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_board_model_class_init (PentoBoardModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = pento_board_model_finalize;
  object_class->get_property = pento_board_model_get_property;

  properties[PROP_BOARD] = g_param_spec_boxed ("board", NULL, NULL, PENTO_TYPE_BOARD, flags);
  properties[PROP_IS_BOX] = g_param_spec_boolean ("is-box", NULL, NULL, FALSE, flags);
  /* (a const PentoBox *, NULL on a flat board) */
  properties[PROP_BOX] = g_param_spec_pointer ("box", NULL, NULL, flags);
  /* (a const PentoRules *) */
  properties[PROP_RULES] = g_param_spec_pointer ("rules", NULL, NULL, flags);
  properties[PROP_PIECES] = g_param_spec_uint ("pieces", NULL, NULL, 0, G_MAXUINT,
                                               PENTO_PIECE_SET_TWELVE, flags);
  properties[PROP_MAY_FLIP] = g_param_spec_boolean ("may-flip", NULL, NULL, TRUE, flags);
  properties[PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, PENTO_TYPE_BOARD_KIND,
                                             PENTO_BOARD_KIND_GAME, flags);
  properties[PROP_DUEL] = g_param_spec_boolean ("duel", NULL, NULL, FALSE, flags);
  properties[PROP_PLAYABLE] = g_param_spec_boolean ("playable", NULL, NULL, TRUE, flags);
  properties[PROP_SOLUTION] = g_param_spec_boxed ("solution", NULL, NULL, PENTO_TYPE_SOLUTION,
                                                  flags);
  properties[PROP_PLACED] = g_param_spec_uint ("placed", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_FIXED] = g_param_spec_uint ("fixed", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /* (how many; the cells by their getters) */
  properties[PROP_HINT_CELLS] = g_param_spec_uint ("hint-cells", NULL, NULL, 0, MAX_HINT, 0,
                                                   flags);
  properties[PROP_DEAD_CELLS] = g_param_spec_uint ("dead-cells", NULL, NULL, 0, MAX_DEAD, 0,
                                                   flags);
  properties[PROP_HINT_PIECE] = g_param_spec_int ("hint-piece", NULL, NULL, -1, G_MAXINT, -1,
                                                  flags);
  properties[PROP_HIGHLIGHT] = g_param_spec_uint ("highlight", NULL, NULL, 0, G_MAXUINT, 0,
                                                  flags);
  properties[PROP_STATUS_TEXT] = g_param_spec_string ("status-text", NULL, NULL, "", flags);
  /* (the clock's tooltip changes with it: one notification for both) */
  properties[PROP_CLOCK] = g_param_spec_string ("clock", NULL, NULL, NULL, flags);
  properties[PROP_GOAL] = g_param_spec_string ("goal", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
pento_board_model_init (PentoBoardModel *self)
{
  pento_rules_init_default (&self->rules);
  self->rules.shuffle = FALSE;
  self->kind = PENTO_BOARD_KIND_GAME;
  self->playable = TRUE;
  self->hint_piece = -1;
  self->status_text = g_strdup ("");
  self->pieces = pento_piece_set_resolve (self->rules.pieces, 60);
  self->may_flip = pento_rules_may_flip (&self->rules);
}

PentoBoardModel *
pento_board_model_new (void)
{
  return g_object_new (PENTO_TYPE_BOARD_MODEL, NULL);
}

gboolean
pento_board_model_attach (PentoBoardModel **slot,
                          PentoBoardModel  *model,
                          gpointer          view,
                          GCallback         notify_cb)
{
  g_return_val_if_fail (slot != NULL, FALSE);
  g_return_val_if_fail (model == NULL || PENTO_IS_BOARD_MODEL (model), FALSE);

  if (*slot == model)
    return FALSE;
  if (*slot != NULL)
    g_signal_handlers_disconnect_by_data (*slot, view);
  g_set_object (slot, model);
  if (model == NULL)
    return FALSE;
  g_signal_connect_swapped (model, "notify", notify_cb, view);
  return TRUE;
}

void
pento_board_model_set_board (PentoBoardModel *self,
                             PentoBoard      *board)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  if (board == self->board)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  g_clear_pointer (&self->board, pento_board_unref);
  self->board = board != NULL ? pento_board_ref (board) : NULL;
  notify (self, PROP_BOARD);
  /* a packing of another board cannot be drawn on this one; the marks were this board's */
  if (self->solution != NULL &&
      (board == NULL ||
       self->solution->width != pento_board_get_width (board) ||
       self->solution->height != pento_board_get_height (board)))
    pento_board_model_set_solution (self, NULL);
  set_cells (self, self->hint, &self->n_hint, MAX_HINT, NULL, 0, PROP_HINT_CELLS);
  set_cells (self, self->dead, &self->n_dead, MAX_DEAD, NULL, 0, PROP_DEAD_CELLS);
  set_uint (self, &self->highlight, 0, PROP_HIGHLIGHT);
  update_derived (self);
  g_object_thaw_notify (G_OBJECT (self));
}

PentoBoard *
pento_board_model_get_board (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), NULL);

  return self->board;
}

void
pento_board_model_set_box (PentoBoardModel *self,
                           const PentoBox  *box)
{
  gboolean is_box = box != NULL;

  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  if (is_box == self->is_box && (!is_box || memcmp (box, &self->box, sizeof *box) == 0))
    return;

  g_object_freeze_notify (G_OBJECT (self));
  if (is_box)
    self->box = *box;
  notify (self, PROP_BOX);
  if (is_box != self->is_box)
    {
      self->is_box = is_box;
      notify (self, PROP_IS_BOX);
      set_kind (self, is_box ? PENTO_BOARD_KIND_BOX : PENTO_BOARD_KIND_GAME);
    }
  update_derived (self);
  g_object_thaw_notify (G_OBJECT (self));
}

const PentoBox *
pento_board_model_get_box (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), NULL);

  return self->is_box ? &self->box : NULL;
}

gboolean
pento_board_model_get_is_box (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), FALSE);

  return self->is_box;
}

void
pento_board_model_set_rules (PentoBoardModel  *self,
                             const PentoRules *rules)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));
  g_return_if_fail (rules != NULL);

  if (rules->flip == self->rules.flip && rules->mirror == self->rules.mirror &&
      rules->pieces == self->rules.pieces)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  self->rules.flip = rules->flip;
  self->rules.mirror = rules->mirror;
  self->rules.pieces = rules->pieces;
  notify (self, PROP_RULES);
  update_derived (self);
  g_object_thaw_notify (G_OBJECT (self));
}

const PentoRules *
pento_board_model_get_rules (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), NULL);

  return &self->rules;
}

guint
pento_board_model_get_pieces (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), 0);

  return self->pieces;
}

gboolean
pento_board_model_get_may_flip (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), FALSE);

  return self->may_flip;
}

PentoBoardKind
pento_board_model_get_kind (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), PENTO_BOARD_KIND_GAME);

  return self->kind;
}

gboolean
pento_board_model_get_playable (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), FALSE);

  return self->playable;
}

gboolean
pento_board_model_is_viewing (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), FALSE);

  return self->kind == PENTO_BOARD_KIND_PACKING || self->kind == PENTO_BOARD_KIND_WATCH;
}

void
pento_board_model_show_game (PentoBoardModel *self,
                             gboolean         challenge)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  g_object_freeze_notify (G_OBJECT (self));
  set_kind (self, self->duel ? PENTO_BOARD_KIND_DUEL
                             : challenge ? PENTO_BOARD_KIND_CHALLENGE : PENTO_BOARD_KIND_GAME);
  update_derived (self);
  g_object_thaw_notify (G_OBJECT (self));
}

void
pento_board_model_set_duel (PentoBoardModel *self,
                            gboolean         duel)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  duel = !!duel;
  if (duel == self->duel)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  self->duel = duel;
  notify (self, PROP_DUEL);
  /* the game in hand is now (or no longer) a two-player game */
  if (self->kind == PENTO_BOARD_KIND_DUEL || (duel && self->playable))
    set_kind (self, duel ? PENTO_BOARD_KIND_DUEL : PENTO_BOARD_KIND_GAME);
  g_object_thaw_notify (G_OBJECT (self));
}

void
pento_board_model_show_packing (PentoBoardModel     *self,
                                PentoBoardKind       kind,
                                const PentoSolution *solution)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));
  g_return_if_fail (kind == PENTO_BOARD_KIND_PACKING || kind == PENTO_BOARD_KIND_WATCH);

  g_object_freeze_notify (G_OBJECT (self));
  set_kind (self, kind);
  pento_board_model_set_solution (self, solution);
  update_derived (self);
  g_object_thaw_notify (G_OBJECT (self));
}

void
pento_board_model_set_solution (PentoBoardModel     *self,
                                const PentoSolution *solution)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  if (solution == self->solution ||
      (solution != NULL && self->solution != NULL && pento_solution_equal (solution, self->solution)))
    return;

  g_object_freeze_notify (G_OBJECT (self));
  g_clear_pointer (&self->solution, pento_solution_free);
  self->solution = solution != NULL ? pento_solution_copy (solution) : NULL;
  notify (self, PROP_SOLUTION);
  update_derived (self);
  g_object_thaw_notify (G_OBJECT (self));
}

const PentoSolution *
pento_board_model_get_solution (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), NULL);

  return self->solution;
}

guint
pento_board_model_get_placed (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), 0);

  return self->placed;
}

void
pento_board_model_fade_solution (PentoBoardModel     *self,
                                 const PentoSolution *solution,
                                 gint64               duration_us)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  self->fade_us = MAX (duration_us, 0);
  pento_board_model_set_solution (self, solution);
  self->fade_us = 0;
}

gint64
pento_board_model_get_fade (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), 0);

  return self->fade_us;
}

void
pento_board_model_set_fixed (PentoBoardModel *self,
                             guint            fixed)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  set_uint (self, &self->fixed, fixed, PROP_FIXED);
}

guint
pento_board_model_get_fixed (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), 0);

  return self->fixed;
}

void
pento_board_model_set_hint_cells (PentoBoardModel *self,
                                  const PentoCell *cells,
                                  guint            n_cells)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  set_cells (self, self->hint, &self->n_hint, MAX_HINT, cells, n_cells, PROP_HINT_CELLS);
}

const PentoCell *
pento_board_model_get_hint_cells (PentoBoardModel *self,
                                  guint           *n_cells)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), NULL);

  *n_cells = self->n_hint;
  return self->hint;
}

void
pento_board_model_set_dead_cells (PentoBoardModel *self,
                                  const PentoCell *cells,
                                  guint            n_cells)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  set_cells (self, self->dead, &self->n_dead, MAX_DEAD, cells, n_cells, PROP_DEAD_CELLS);
}

const PentoCell *
pento_board_model_get_dead_cells (PentoBoardModel *self,
                                  guint           *n_cells)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), NULL);

  *n_cells = self->n_dead;
  return self->dead;
}

void
pento_board_model_set_hint_piece (PentoBoardModel *self,
                                  int              piece)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  set_uint (self, (guint *) &self->hint_piece, (guint) MAX (piece, -1), PROP_HINT_PIECE);
}

int
pento_board_model_get_hint_piece (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), -1);

  return self->hint_piece;
}

void
pento_board_model_set_highlight (PentoBoardModel *self,
                                 guint            pieces)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  set_uint (self, &self->highlight, pieces, PROP_HIGHLIGHT);
}

guint
pento_board_model_get_highlight (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), 0);

  return self->highlight;
}

void
pento_board_model_set_status_text (PentoBoardModel *self,
                                   const char      *text)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  if (text == NULL)
    text = "";
  if (g_strcmp0 (text, self->status_text) == 0)
    return;
  g_free (self->status_text);
  self->status_text = g_strdup (text);
  notify (self, PROP_STATUS_TEXT);
}

const char *
pento_board_model_get_status_text (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), NULL);

  return self->status_text;
}

void
pento_board_model_set_clock (PentoBoardModel *self,
                             const char      *text,
                             const char      *tooltip)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  if (g_strcmp0 (self->clock, text) == 0 && g_strcmp0 (self->clock_tip, tooltip) == 0)
    return;
  g_free (self->clock);
  g_free (self->clock_tip);
  self->clock = g_strdup (text);
  self->clock_tip = g_strdup (tooltip);
  notify (self, PROP_CLOCK);
}

const char *
pento_board_model_get_clock (PentoBoardModel *self,
                             const char     **tooltip)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), NULL);

  if (tooltip != NULL)
    *tooltip = self->clock_tip;
  return self->clock;
}

void
pento_board_model_set_goal (PentoBoardModel *self,
                            const char      *goal)
{
  g_return_if_fail (PENTO_IS_BOARD_MODEL (self));

  if (g_strcmp0 (self->goal, goal) == 0)
    return;
  g_free (self->goal);
  self->goal = g_strdup (goal);
  notify (self, PROP_GOAL);
}

const char *
pento_board_model_get_goal (PentoBoardModel *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_MODEL (self), NULL);

  return self->goal;
}
