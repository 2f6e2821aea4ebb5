/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-board-page.c: see pento-board-page.h. Which page the board's stack shows, the clock and
 * the goal, and what the phone's layout changes in the page, are decided here and nowhere
 * else.
 */
#include "app/pento-board-page.h"

#include <glib/gi18n.h>

#include "board/pento-box-view.h"
#include "solutions/pento-viewing-bar.h"

/* A phone's tray: cells a finger can take, letters one can read. */
#define NARROW_TRAY_CELL 14

struct _PentoBoardPage
{
  AdwBin           parent_instance;

  /* Template children */
  GtkWidget       *board_header;
  GtkLabel        *play_label;
  PentoViewingBar *viewing_bar;
  GtkLabel        *clock_label;
  GtkLabel        *goal_label;
  PentoDuelBar    *duel_bar;
  GtkStack        *board_stack;
  PentoBoardView  *board_view;
  GtkWidget       *box_view;
  AdwStatusPage   *paused_page;
  AdwStatusPage   *start_page;
  GtkWidget       *continue_button;
  GtkMenuButton   *start_duel_button;
  PentoPieceTray  *piece_tray;
  PentoWatchPanel *watch_panel;
  GtkLabel        *status_label;

  PentoSession    *session;     /* (both held while the page follows them) */
  PentoPlay       *play;
  PentoViewing    *viewing;
  gboolean         free_play;   /* Play's first page dismissed on this board */
  gboolean         narrow;
};

G_DEFINE_FINAL_TYPE (PentoBoardPage, pento_board_page, ADW_TYPE_BIN)

/* Which page the board area shows: Paused over everything, Play's first page while no game
 * is in progress on this board (and no challenge held aside asks to be continued), else the
 * board. */
/* Box mode is the board model's. */
static gboolean
is_box (PentoBoardPage *self)
{
  return pento_board_model_get_is_box (pento_session_get_board_model (self->session));
}

static const char *
board_page (PentoBoardPage *self)
{
  if (pento_session_get_paused (self->session))
    return "paused";
  if (pento_session_get_play_mode (self->session) && !self->free_play &&
      !pento_play_is_in_progress (self->play) && !is_box (self))
    return "start";
  return "board";
}

static void
update (PentoBoardPage *self)
{
  gboolean play;
  gboolean paused;
  gboolean challenge;
  gboolean held = FALSE;
  gboolean box;
  const char *tip = NULL;
  const char *clock;
  const char *goal;
  const char *page;
  const char *viewed;

  if (self->session == NULL || self->play == NULL)
    return;
  play = pento_session_get_play_mode (self->session);
  paused = pento_session_get_paused (self->session);
  challenge = pento_session_get_challenge (self->session);
  box = is_box (self);
  clock = pento_board_model_get_clock (pento_session_get_board_model (self->session), &tip);
  goal = pento_board_model_get_goal (pento_session_get_board_model (self->session));
  page = board_page (self);
  g_object_get (self->play, "challenge-held", &held, NULL);

  /* no Watch in Play, nor in a box */
  gtk_widget_set_visible (GTK_WIDGET (self->watch_panel), !play && !box);
  gtk_widget_set_visible (self->continue_button, held && challenge);

  gtk_label_set_label (self->clock_label, clock != NULL ? clock : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->clock_label), tip);
  gtk_widget_set_visible (GTK_WIDGET (self->clock_label), clock != NULL && challenge);
  gtk_label_set_label (self->goal_label, goal != NULL ? goal : "");
  gtk_widget_set_visible (GTK_WIDGET (self->goal_label), goal != NULL && challenge && !paused);

  /* Paused: the board and the tray hidden, the tray taking no piece; Play's first page has
   * the room */
  gtk_widget_set_sensitive (GTK_WIDGET (self->piece_tray), !paused);
  gtk_widget_set_visible (GTK_WIDGET (self->piece_tray), g_str_equal (page, "board"));

  /* The count line, or the bar while a packing is viewed, in one room: they belong to the
   * board, not over Play's first page nor Paused, and a box has neither (its packings are
   * all there is to see). */
  viewed = self->viewing != NULL ? pento_viewing_get_title (self->viewing) : NULL;
  pento_viewing_bar_set_title (self->viewing_bar, viewed);
  gtk_stack_set_visible_child (GTK_STACK (self->board_header),
                               viewed != NULL ? GTK_WIDGET (self->viewing_bar)
                                              : GTK_WIDGET (self->play_label));
  gtk_widget_set_visible (self->board_header, g_str_equal (page, "board") && !box);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->board_stack), page) != 0)
    {
      gboolean had_focus = gtk_widget_has_focus (GTK_WIDGET (self->board_view));

      gtk_stack_set_visible_child_name (self->board_stack, page);
      if (g_str_equal (page, "board") && had_focus)
        gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
    }
}

static void
spec_changed_cb (PentoBoardPage *self)
{
  self->free_play = FALSE;
  update (self);
}

/* "Free Play on This Board": the first page goes for this board, the board takes the keys. */
static void
free_play_clicked (PentoBoardPage *self)
{
  pento_board_page_show_board (self);
}

/* A status line cut short says the whole of it in its tooltip. */
static gboolean
status_query_tooltip (GtkLabel   *label,
                      int         x,
                      int         y,
                      gboolean    keyboard,
                      GtkTooltip *tooltip)
{
  if (!pango_layout_is_ellipsized (gtk_label_get_layout (label)))
    return FALSE;
  gtk_tooltip_set_text (tooltip, gtk_label_get_text (label));
  return TRUE;
}

static void
pento_board_page_dispose (GObject *object)
{
  PentoBoardPage *self = PENTO_BOARD_PAGE (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  if (self->viewing != NULL)
    g_signal_handlers_disconnect_by_data (self->viewing, self);
  g_clear_object (&self->session);
  g_clear_object (&self->play);
  g_clear_object (&self->viewing);
  gtk_widget_dispose_template (GTK_WIDGET (self), PENTO_TYPE_BOARD_PAGE);

  G_OBJECT_CLASS (pento_board_page_parent_class)->dispose (object);
}

static void
pento_board_page_class_init (PentoBoardPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pento_board_page_dispose;

  g_type_ensure (PENTO_TYPE_BOARD_VIEW);
  g_type_ensure (PENTO_TYPE_BOX_VIEW);
  g_type_ensure (PENTO_TYPE_PIECE_TRAY);
  g_type_ensure (PENTO_TYPE_WATCH_PANEL);
  g_type_ensure (PENTO_TYPE_VIEWING_BAR);
  g_type_ensure (PENTO_TYPE_DUEL_BAR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-board-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, board_header);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, play_label);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, viewing_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, clock_label);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, goal_label);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, duel_bar);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, board_stack);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, board_view);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, box_view);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, paused_page);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, start_page);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, continue_button);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, start_duel_button);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, piece_tray);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, watch_panel);
  gtk_widget_class_bind_template_child (widget_class, PentoBoardPage, status_label);
  gtk_widget_class_bind_template_callback (widget_class, free_play_clicked);
}

static void
pento_board_page_init (PentoBoardPage *self)
{
  g_autoptr(GtkBuilder) menus = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  menus = gtk_builder_new_from_resource ("/io/github/pentomino/Pentomino/pento-duel-menu.ui");
  gtk_menu_button_set_menu_model (self->start_duel_button,
                                  G_MENU_MODEL (gtk_builder_get_object (menus, "duel_menu")));
  /* (the bar and the count line share a room as tall as the taller: the board never moves) */
  pento_viewing_bar_set_keep_room (self->viewing_bar, TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self->status_label), TRUE);
  g_signal_connect (self->status_label, "query-tooltip", G_CALLBACK (status_query_tooltip), NULL);
}

void
pento_board_page_attach (PentoBoardPage *self,
                         PentoSession   *session,
                         PentoPlay      *play)
{
  static const char * const session_props[] = {
    "notify::play-mode", "notify::paused", "notify::challenge",
  };
  static const char * const model_props[] = {
    "notify::is-box", "notify::clock", "notify::goal",
  };
  PentoBoardModel *model;

  g_return_if_fail (PENTO_IS_BOARD_PAGE (self));
  g_return_if_fail (PENTO_IS_SESSION (session) && PENTO_IS_PLAY (play));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  self->play = g_object_ref (play);
  for (guint i = 0; i < G_N_ELEMENTS (session_props); i++)
    g_signal_connect_object (session, session_props[i], G_CALLBACK (update), self,
                             G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "spec-changed", G_CALLBACK (spec_changed_cb), self,
                           G_CONNECT_SWAPPED);
  model = pento_session_get_board_model (session);
  for (guint i = 0; i < G_N_ELEMENTS (model_props); i++)
    g_signal_connect_object (model, model_props[i], G_CALLBACK (update), self,
                             G_CONNECT_SWAPPED);
  /* the count line says the live count the board model holds */
  g_object_bind_property (model, "status-text", self->play_label, "label",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (play, "notify::in-progress", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (play, "notify::challenge-held", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  update (self);
}

void
pento_board_page_set_viewing (PentoBoardPage *self,
                              PentoViewing   *viewing)
{
  g_return_if_fail (PENTO_IS_BOARD_PAGE (self));
  g_return_if_fail (PENTO_IS_VIEWING (viewing));

  if (self->viewing != NULL)
    g_signal_handlers_disconnect_by_data (self->viewing, self);
  g_set_object (&self->viewing, viewing);
  g_signal_connect_object (viewing, "notify::title", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  update (self);
}

static void
duel_active_cb (PentoBoardPage *self,
                GParamSpec     *pspec,
                PentoDuel      *duel)
{
  if (pento_duel_is_active (duel))
    pento_board_page_show_board (self);
}

void
pento_board_page_set_duel (PentoBoardPage *self,
                           PentoDuel      *duel)
{
  g_return_if_fail (PENTO_IS_BOARD_PAGE (self));
  g_return_if_fail (PENTO_IS_DUEL (duel));

  pento_duel_bar_set_duel (self->duel_bar, duel);
  g_signal_connect_object (duel, "notify::active", G_CALLBACK (duel_active_cb), self,
                           G_CONNECT_SWAPPED);
}

/* The phone's page: slimmer margins, so that the tray's cells reach 14 px across 360 px;
 * the board as wide as the window; the board, the tray, the count and the status line on
 * the screen, Watch under them (the page scrolls to it). The status line, under the tray
 * there, wraps as far as it needs: beside the list it keeps to its two lines, as the board
 * above it would move. The pages over the board say it in words alone, leaving the room to
 * the choices. */
void
pento_board_page_set_narrow (PentoBoardPage *self,
                             gboolean        narrow)
{
  GtkWidget *page_box;

  g_return_if_fail (PENTO_IS_BOARD_PAGE (self));

  narrow = !!narrow;
  if (self->narrow == narrow)
    return;
  self->narrow = narrow;
  page_box = gtk_widget_get_parent (GTK_WIDGET (self->piece_tray));

  pento_board_view_set_fill_width (self->board_view, narrow);
  pento_piece_tray_set_minimum_cell (self->piece_tray, narrow ? NARROW_TRAY_CELL : 0);
  pento_watch_panel_set_compact (self->watch_panel, narrow);
  gtk_label_set_lines (self->status_label, narrow ? -1 : 2);
  gtk_label_set_ellipsize (self->status_label, narrow ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
  if (narrow)
    {
      gtk_widget_add_css_class (page_box, "narrow");
      gtk_box_reorder_child_after (GTK_BOX (page_box), GTK_WIDGET (self->watch_panel),
                                   gtk_widget_get_last_child (page_box));
    }
  else
    {
      gtk_widget_remove_css_class (page_box, "narrow");
      gtk_box_reorder_child_after (GTK_BOX (page_box), GTK_WIDGET (self->watch_panel),
                                   GTK_WIDGET (self->piece_tray));
    }
  adw_status_page_set_icon_name (self->start_page, narrow ? NULL : "applications-games-symbolic");
  adw_status_page_set_icon_name (self->paused_page,
                                 narrow ? NULL : "media-playback-pause-symbolic");
}

void
pento_board_page_show_board (PentoBoardPage *self)
{
  g_return_if_fail (PENTO_IS_BOARD_PAGE (self));

  self->free_play = TRUE;
  update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

PentoBoardView *
pento_board_page_get_board_view (PentoBoardPage *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_PAGE (self), NULL);

  return self->board_view;
}

GtkWidget *
pento_board_page_get_box_view (PentoBoardPage *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_PAGE (self), NULL);

  return self->box_view;
}

PentoPieceTray *
pento_board_page_get_tray (PentoBoardPage *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_PAGE (self), NULL);

  return self->piece_tray;
}

PentoWatchPanel *
pento_board_page_get_watch_panel (PentoBoardPage *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_PAGE (self), NULL);

  return self->watch_panel;
}

GtkLabel *
pento_board_page_get_status_line (PentoBoardPage *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_PAGE (self), NULL);

  return self->status_label;
}

PentoDuelBar *
pento_board_page_get_duel_bar (PentoBoardPage *self)
{
  g_return_val_if_fail (PENTO_IS_BOARD_PAGE (self), NULL);

  return self->duel_bar;
}
