/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-watch-panel.c: Watch's panel. It is given the running PentoWatchTask (the searches
 * own it) and, from the frame clock, draws the latest state the worker published onto the
 * board view and the tray, adds the packings found to the list and updates the figures: the
 * main thread does a few copies a frame, however fast the search runs.
 */
#include <glib/gi18n.h>

#include "watch/pento-watch-panel.h"

#include "common/pento-ui-util.h"
#include "watch/pento-watch-task.h"

/* The figures are text a screen reader may speak: at most ten changes a second, and always
 * the last state when the watch pauses or ends. */
#define FIGURES_INTERVAL_US (G_USEC_PER_SEC / 10)

/* A frame's time at 60 Hz: an update that takes it is counted as slow. */
#define SLOW_UPDATE_US (G_USEC_PER_SEC / 60)

struct _PentoWatchPanel
{
  GtkWidget           parent_instance;

  /* Template children */
  GtkWidget          *controls;
  GtkWidget          *top_row;         /* the buttons and the speed */
  GtkDropDown        *speed_dropdown;
  GtkWidget          *figures;
  GtkLabel           *steps_label;
  GtkLabel           *backtracks_label;
  GtkLabel           *packings_label;
  GtkLabel           *pieces_label;
  GtkLabel           *elapsed_label;
  GtkLabel           *progress_label;
  GtkProgressBar     *progress_bar;

  PentoBoardModel    *model;      /* the board shows the search there */
  PentoSolutionList  *list;

  PentoWatchTask     *task;
  guint               tick_id;
  guint               speed;           /* as shown: it sets the fade */
  PentoWatchSnapshot  snapshot;
  GByteArray         *cells;
  GByteArray         *representative;
  guint64             frames;
  gint64              longest_update;
  gint64              longest_append;
  guint64             slow_updates;
  gint64              figures_time;    /* when the figures were last shown */
  gboolean            setting_speed;
  GtkEventController *space;           /* on the root: see space_pressed_cb() */
};

G_DEFINE_FINAL_TYPE (PentoWatchPanel, pento_watch_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TASK,
  PROP_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The speeds offered, in steps a second; 0 is as fast as the screen refreshes. */
static const guint speeds[] = { 1, 2, 5, 10, 30, 100, 0 };

static void
set_figure (GtkLabel   *label,
            const char *text)
{
  /* the text is what AT-SPI reads as the label's name */
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
}

/* The figures and the progress bar keep their room when there is nothing to show, so the
 * board does not shrink when a watch starts nor grow when its figures go: they are faded
 * out and hidden from screen readers instead. */
static void
set_figures_shown (PentoWatchPanel *self,
                   gboolean         shown)
{
  GtkWidget *parts[] = { self->figures, GTK_WIDGET (self->progress_bar) };

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      gtk_widget_set_opacity (parts[i], shown ? 1.0 : 0.0);
      gtk_accessible_update_state (GTK_ACCESSIBLE (parts[i]), GTK_ACCESSIBLE_STATE_HIDDEN,
                                   !shown, -1);
    }
  /* no stale figures under another board: the labels empty (a line tall all the same) */
  if (!shown)
    for (GtkWidget *label = gtk_widget_get_first_child (self->figures); label != NULL;
         label = gtk_widget_get_next_sibling (label))
      if (GTK_IS_LABEL (label))
        gtk_label_set_text (GTK_LABEL (label), "");
}

static void
show_figures (PentoWatchPanel *self)
{
  const PentoTraceFigures *f = &self->snapshot.figures;
  g_autofree char *steps = pento_format_count (f->steps);
  g_autofree char *backtracks = pento_format_count (f->backtracks);
  g_autofree char *packings = pento_format_count (f->total);
  g_autofree char *text = NULL;
  PentoBoard *board = self->model != NULL ? pento_board_model_get_board (self->model) : NULL;
  guint n_pieces = board != NULL ? pento_board_count_pieces (board) : 12;
  /* whole per cent until the very end: 100% only once it is done */
  guint percent = f->fraction >= 1.0 ? 100 : MIN ((guint) (f->fraction * 100.0), 99);

  /* Translators: live figures of Watch, e.g. "Steps: 12,345". */
  text = g_strdup_printf (_("Steps: %s"), steps);
  set_figure (self->steps_label, text);
  g_free (text);
  text = g_strdup_printf (_("Backtracks: %s"), backtracks);
  set_figure (self->backtracks_label, text);
  g_free (text);
  text = g_strdup_printf (_("Packings: %s"), packings);
  set_figure (self->packings_label, text);
  g_free (text);
  /* Translators: "Pieces: 7 of 12" on the board. */
  text = g_strdup_printf (_("Pieces: %u of %u"), f->n_placed, n_pieces);
  set_figure (self->pieces_label, text);
  g_free (text);
  text = g_strdup_printf (_("Time: %.2f s"), f->elapsed);
  set_figure (self->elapsed_label, text);
  g_free (text);
  /* Translators: share of the search tree done, e.g. "Done: 42%". */
  text = g_strdup_printf (_("Done: %u%%"), percent);
  set_figure (self->progress_label, text);
  gtk_progress_bar_set_fraction (self->progress_bar, CLAMP (f->fraction, 0.0, 1.0));
}

/* How long a change of the board cross-fades: at a few steps a second, or one step at a time,
 * a short fade lets the eye follow the piece; faster, and when the desktop asks for no
 * animations (gtk-enable-animations, libadwaita's "reduce animation"), pieces appear at once. */
#define FADE_US (G_USEC_PER_SEC * 3 / 20)
#define FADE_MAX_SPEED 10

static gint64
fade_duration (PentoWatchPanel *self)
{
  gboolean animations = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations",
                &animations, NULL);
  if (!animations)
    return 0;
  if (self->snapshot.paused)
    return FADE_US;
  if (self->speed == 0 || self->speed > FADE_MAX_SPEED)
    return 0;
  return MIN (FADE_US, G_USEC_PER_SEC / (2 * self->speed));
}

/* Main thread: what the worker published since the last frame. */
static void
update (PentoWatchPanel *self)
{
  gint64 start = g_get_monotonic_time ();
  gint64 append_time = 0;
  gboolean newer;

  newer = pento_watch_task_sample (self->task, &self->snapshot, self->cells,
                                   self->representative);
  if (self->representative->len > 0)
    {
      gint64 append_start = g_get_monotonic_time ();

      /* the list's own cost (its views react to the new rows) is counted apart; a list that
       * holds every packing already is kept as it is */
      if (self->list != NULL && !pento_watch_task_get_keep_list (self->task))
        pento_solution_list_append (self->list, (const char *) self->cells->data,
                                    self->representative->data, self->representative->len);
      g_byte_array_set_size (self->cells, 0);
      g_byte_array_set_size (self->representative, 0);
      append_time = g_get_monotonic_time () - append_start;
      self->longest_append = MAX (self->longest_append, append_time);
    }
  if (newer)
    {
      if (self->model != NULL)
        {
          PentoBoard *board = pento_board_model_get_board (self->model);
          /* the piece being tried stands out; a full board, a packing, is shown whole */
          gboolean trying = self->snapshot.last < PENTO_N_SET_PIECES &&
                            self->snapshot.figures.n_placed > 1 &&
                            (board == NULL ||
                             self->snapshot.figures.n_placed < pento_board_count_pieces (board));

          pento_board_model_fade_solution (self->model, self->snapshot.board,
                                           fade_duration (self));
          pento_board_model_set_highlight (self->model, trying ? 1u << self->snapshot.last : 0);
        }
      if (self->snapshot.paused || start - self->figures_time >= FIGURES_INTERVAL_US)
        {
          show_figures (self);
          self->figures_time = start;
        }
    }
  {
    gint64 update_time = g_get_monotonic_time () - start - append_time;

    self->longest_update = MAX (self->longest_update, update_time);
    /* longer than a frame at 60 Hz: a busy machine makes a few, a slow update makes many */
    if (update_time >= SLOW_UPDATE_US)
      self->slow_updates++;
  }
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  PentoWatchPanel *self = PENTO_WATCH_PANEL (widget);

  if (self->task == NULL)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  self->frames++;
  update (self);
  return G_SOURCE_CONTINUE;
}

static void
stop_ticking (PentoWatchPanel *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

/* The search ended: the last packings go to the list and the final figures show, before the
 * searches hear of the end (they connect after the panel: see pento_searches_watch()). */
static void
finished_cb (PentoWatchPanel *self,
             const GError    *error,
             PentoWatchTask  *task)
{
  if (task != self->task)
    return;

  self->figures_time = 0;
  update (self);
  show_figures (self);
  stop_ticking (self);
  if (self->model != NULL)
    pento_board_model_set_highlight (self->model, 0);
}

/* the figures of the state that stays on the board */
static void
paused_changed_cb (PentoWatchPanel *self,
                   PentoWatchTask  *task)
{
  if (task == self->task && pento_watch_task_is_paused (task))
    show_figures (self);
}

static void
speed_selected_cb (PentoWatchPanel *self)
{
  guint i = gtk_drop_down_get_selected (self->speed_dropdown);

  if (self->setting_speed || i >= G_N_ELEMENTS (speeds) || speeds[i] == self->speed)
    return;
  /* through the action, so its state (and D-Bus) follows */
  gtk_widget_activate_action (GTK_WIDGET (self), "app.watch-speed", "u", speeds[i]);
}

/* While a watch runs, Space pauses and resumes it wherever the focus is (the Watch button
 * just clicked, the board), except in a text field, where it types a space. */
static gboolean
space_pressed_cb (PentoWatchPanel    *self,
                  guint               keyval,
                  guint               keycode,
                  GdkModifierType     state,
                  GtkEventController *controller)
{
  GtkWidget *window = gtk_event_controller_get_widget (controller);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if ((keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0 || self->task == NULL ||
      (focus != NULL && GTK_IS_EDITABLE (focus)))
    return GDK_EVENT_PROPAGATE;
  gtk_widget_activate_action (window, "app.watch-toggle", NULL);
  return GDK_EVENT_STOP;
}

static void
pento_watch_panel_root (GtkWidget *widget)
{
  PentoWatchPanel *self = PENTO_WATCH_PANEL (widget);

  GTK_WIDGET_CLASS (pento_watch_panel_parent_class)->root (widget);

  self->space = gtk_event_controller_key_new ();
  gtk_event_controller_set_name (self->space, "watch-space");
  gtk_event_controller_set_propagation_phase (self->space, GTK_PHASE_CAPTURE);
  g_signal_connect_object (self->space, "key-pressed", G_CALLBACK (space_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (gtk_widget_get_root (widget)), self->space);
}

static void
pento_watch_panel_unroot (GtkWidget *widget)
{
  PentoWatchPanel *self = PENTO_WATCH_PANEL (widget);

  if (self->space != NULL)
    gtk_widget_remove_controller (GTK_WIDGET (gtk_widget_get_root (widget)),
                                  g_steal_pointer (&self->space));

  GTK_WIDGET_CLASS (pento_watch_panel_parent_class)->unroot (widget);
}

static void
pento_watch_panel_dispose (GObject *object)
{
  PentoWatchPanel *self = PENTO_WATCH_PANEL (object);

  pento_watch_panel_set_task (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PENTO_TYPE_WATCH_PANEL);

  G_OBJECT_CLASS (pento_watch_panel_parent_class)->dispose (object);
}

static void
pento_watch_panel_finalize (GObject *object)
{
  PentoWatchPanel *self = PENTO_WATCH_PANEL (object);

  pento_watch_snapshot_clear (&self->snapshot);
  g_clear_pointer (&self->cells, g_byte_array_unref);
  g_clear_pointer (&self->representative, g_byte_array_unref);
  g_clear_object (&self->list);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (pento_watch_panel_parent_class)->finalize (object);
}

static void
pento_watch_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PentoWatchPanel *self = PENTO_WATCH_PANEL (object);

  switch (prop_id)
    {
    case PROP_TASK:
      g_value_set_object (value, self->task);
      break;
    case PROP_SPEED:
      g_value_set_uint (value, self->speed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_watch_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  PentoWatchPanel *self = PENTO_WATCH_PANEL (object);

  switch (prop_id)
    {
    case PROP_TASK:
      pento_watch_panel_set_task (self, g_value_get_object (value));
      break;
    case PROP_SPEED:
      pento_watch_panel_set_speed (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_watch_panel_class_init (PentoWatchPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pento_watch_panel_dispose;
  object_class->finalize = pento_watch_panel_finalize;

  widget_class->root = pento_watch_panel_root;
  widget_class->unroot = pento_watch_panel_unroot;
  object_class->get_property = pento_watch_panel_get_property;
  object_class->set_property = pento_watch_panel_set_property;

  properties[PROP_TASK] =
    g_param_spec_object ("task", NULL, NULL, PENTO_TYPE_WATCH_TASK,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPEED] =
    g_param_spec_uint ("speed", NULL, NULL, 0, G_MAXUINT, PENTO_WATCH_DEFAULT_SPEED,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-watch-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, controls);
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, top_row);
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, figures);
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, steps_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, backtracks_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, packings_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, pieces_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, elapsed_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, progress_label);
  gtk_widget_class_bind_template_child (widget_class, PentoWatchPanel, progress_bar);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "watchpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pento_watch_panel_init (PentoWatchPanel *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Watch the search"), -1);
  /* the figures' room is kept from the start (set_figures_shown()) */
  show_figures (self);
  set_figures_shown (self, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    {
      g_autofree char *name = NULL;

      if (speeds[i] == 0)
        /* Translators: the fastest watch speed, as fast as the screen refreshes. */
        name = g_strdup (_("Full speed"));
      else
        /* Translators: a watch speed, "10 steps a second". */
        name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u step a second",
                                             "%u steps a second", speeds[i]), speeds[i]);
      gtk_string_list_append (names, name);
    }
  gtk_drop_down_set_model (self->speed_dropdown, G_LIST_MODEL (names));
  self->speed = PENTO_WATCH_DEFAULT_SPEED;
  pento_watch_panel_set_speed (self, PENTO_WATCH_DEFAULT_SPEED);
  g_signal_connect_object (self->speed_dropdown, "notify::selected",
                           G_CALLBACK (speed_selected_cb), self, G_CONNECT_SWAPPED);

  self->cells = g_byte_array_new ();
  self->representative = g_byte_array_new ();
}

GtkWidget *
pento_watch_panel_new (void)
{
  return g_object_new (PENTO_TYPE_WATCH_PANEL, NULL);
}

void
pento_watch_panel_attach (PentoWatchPanel   *self,
                          PentoBoardModel   *model,
                          PentoSolutionList *list)
{
  g_return_if_fail (PENTO_IS_WATCH_PANEL (self));

  g_set_object (&self->model, model);
  g_set_object (&self->list, list);
}

void
pento_watch_panel_set_task (PentoWatchPanel *self,
                            PentoWatchTask  *task)
{
  g_return_if_fail (PENTO_IS_WATCH_PANEL (self));
  g_return_if_fail (task == NULL || PENTO_IS_WATCH_TASK (task));

  if (task == self->task)
    return;

  stop_ticking (self);
  if (self->task != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->task, self);
      g_clear_object (&self->task);
      if (self->model != NULL)
        pento_board_model_set_highlight (self->model, 0);
    }
  if (task != NULL)
    {
      pento_watch_snapshot_clear (&self->snapshot);
      self->snapshot.last = PENTO_N_SET_PIECES;
      self->frames = 0;
      self->longest_update = 0;
      self->longest_append = 0;
      self->slow_updates = 0;
      self->figures_time = 0;

      self->task = g_object_ref (task);
      g_signal_connect_object (task, "finished", G_CALLBACK (finished_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (task, "paused-changed", G_CALLBACK (paused_changed_cb), self,
                               G_CONNECT_SWAPPED);
      self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
      show_figures (self);
      set_figures_shown (self, TRUE);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TASK]);
}

void
pento_watch_panel_set_speed (PentoWatchPanel *self,
                             guint            speed)
{
  guint best = G_N_ELEMENTS (speeds) - 1;

  g_return_if_fail (PENTO_IS_WATCH_PANEL (self));

  if (self->speed != speed)
    {
      self->speed = speed;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
    }

  /* the offered speed nearest to it (any speed can come over D-Bus) */
  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    if (speeds[i] == speed || (speed > 0 && speeds[i] > 0 && speeds[i] <= speed))
      best = i;
  self->setting_speed = TRUE;
  gtk_drop_down_set_selected (self->speed_dropdown, best);
  self->setting_speed = FALSE;
}

guint
pento_watch_panel_get_speed (PentoWatchPanel *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_PANEL (self), 0);

  return self->speed;
}

gboolean
pento_watch_panel_is_running (PentoWatchPanel *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_PANEL (self), FALSE);

  return self->task != NULL;
}

gboolean
pento_watch_panel_is_paused (PentoWatchPanel *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_PANEL (self), FALSE);

  return self->task != NULL && pento_watch_task_is_paused (self->task);
}

void
pento_watch_panel_get_figures (PentoWatchPanel   *self,
                               PentoTraceFigures *out)
{
  g_return_if_fail (PENTO_IS_WATCH_PANEL (self) && out != NULL);

  *out = self->snapshot.figures;
}

guint64
pento_watch_panel_get_frames (PentoWatchPanel *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_PANEL (self), 0);

  return self->frames;
}

gint64
pento_watch_panel_get_longest_update (PentoWatchPanel *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_PANEL (self), 0);

  return self->longest_update;
}

/* How many frames' updates (the list's appends apart) took a 60 Hz frame's time or longer. */
guint64
pento_watch_panel_get_slow_updates (PentoWatchPanel *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_PANEL (self), 0);

  return self->slow_updates;
}

gint64
pento_watch_panel_get_longest_append (PentoWatchPanel *self)
{
  g_return_val_if_fail (PENTO_IS_WATCH_PANEL (self), 0);

  return self->longest_append;
}

void
pento_watch_panel_set_compact (PentoWatchPanel *self,
                               gboolean         compact)
{
  g_return_if_fail (PENTO_IS_WATCH_PANEL (self));

  GtkLayoutManager *grid = gtk_widget_get_layout_manager (self->figures);
  guint columns = compact ? 2 : 3, i = 0;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->top_row),
                                  compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  for (GtkWidget *label = gtk_widget_get_first_child (self->figures); label != NULL;
       label = gtk_widget_get_next_sibling (label), i++)
    {
      GtkGridLayoutChild *cell = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (grid, label));

      gtk_grid_layout_child_set_column (cell, i % columns);
      gtk_grid_layout_child_set_row (cell, i / columns);
    }
}

void
pento_watch_panel_clear (PentoWatchPanel *self)
{
  g_return_if_fail (PENTO_IS_WATCH_PANEL (self));

  pento_watch_panel_set_task (self, NULL);
  set_figures_shown (self, FALSE);
}
