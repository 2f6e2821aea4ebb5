/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-sidebar.c: the settings sidebar. GSettings is the one source of truth: the rows write
 * the keys, and follow the session's spec read from them.
 */
#include "app/pento-sidebar.h"

#include <glib/gi18n.h>

#include "common/pento-actions.h"
#include "common/pento-board-store.h"
#include "common/pento-focus.h"
#include "pento-render.h"

struct _PentoSidebar
{
  AdwBin            parent_instance;

  /* Template children */
  AdwComboRow      *board_row;
  AdwEntryRow      *pieces_row;
  GtkSwitch        *flip_switch;
  GtkWidget        *mirror_group;
  GtkWidget        *tile_order_group;
  GtkBox           *mirror_box;
  GtkSwitch        *shuffle_switch;
  AdwEntryRow      *seed_row;

  PentoSession     *session;
  GSettings        *settings;
  GtkWidget        *flip_row;
  char             *flip_subtitle;
  GtkToggleButton  *mirror_buttons[PENTO_N_CHIRAL];
  GtkWidget        *mirror_glyphs[PENTO_N_CHIRAL];
  gint8             glyph_mirrored[PENTO_N_CHIRAL]; /* as last drawn: 0, 1, or -1 (never) */
  gboolean          updating_mirror;
  gboolean          updating_flip;
  gboolean          updating_board_row;
  AdwFlap          *flap;      /* the window's, which shows the sidebar beside the content */
  PentoActions     *actions;   /* app.toggle-sidebar */
};

G_DEFINE_FINAL_TYPE (PentoSidebar, pento_sidebar, ADW_TYPE_BIN)

static const PentoRules *
rules_of (PentoSidebar *self)
{
  return pento_session_get_rules (self->session);
}

static gboolean
is_box (PentoSidebar *self)
{
  return pento_board_model_get_is_box (pento_session_get_board_model (self->session));
}

static void
select_board_row (PentoSidebar *self)
{
  PentoBoardStore *store = pento_board_store_get_default ();

  if (self->session == NULL)
    return;
  self->updating_board_row = TRUE;
  adw_combo_row_set_selected (self->board_row,
                              pento_board_store_find (store,
                                                      pento_session_get_board_id (self->session)));
  self->updating_board_row = FALSE;
}

static void
board_row_selected_cb (PentoSidebar *self)
{
  PentoBoardStore *store = pento_board_store_get_default ();
  const char *id = pento_board_store_get_id (store, adw_combo_row_get_selected (self->board_row));

  if (self->updating_board_row || pento_board_store_is_updating (store) || id == NULL ||
      self->settings == NULL)
    return;
  g_settings_set_string (self->settings, "board", id);
}

/* The flip switch and the mirrored set mean nothing for a box or the one-sided pieces: they
 * go insensitive, the switch shows what is true (in space every piece turns over; a
 * one-sided piece never does), and the switch's row says why. The "flip" key is kept as the
 * person set it, for the next flat board of the twelve. */
static void
update_flip_rows (PentoSidebar *self)
{
  gboolean flip = g_settings_get_boolean (self->settings, "flip");
  gboolean one_sided = pento_piece_set_is_one_sided (rules_of (self)->pieces);

  self->updating_flip = TRUE;
  gtk_switch_set_active (self->flip_switch, is_box (self) || (flip && !one_sided));
  self->updating_flip = FALSE;
  gtk_widget_set_sensitive (self->flip_row, !is_box (self) && !one_sided);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->flip_row),
                               is_box (self) ? _("Pieces turn every way in space")
                               : one_sided ? _("The one-sided pieces are never turned over")
                                           : self->flip_subtitle);
  gtk_widget_set_sensitive (self->mirror_group, !flip && !is_box (self) && !one_sided);
}

/* The switch writes the key while it means something (its row is sensitive). */
static void
flip_switch_cb (PentoSidebar *self)
{
  if (self->updating_flip || self->settings == NULL || !gtk_widget_is_sensitive (self->flip_row))
    return;
  g_settings_set_boolean (self->settings, "flip", gtk_switch_get_active (self->flip_switch));
}

/* The one-sided set in words (the CLI's word, "one-sided", is read too). */
static const char *
one_sided_label (void)
{
  return _("One-sided pieces (18)");
}

/* The pieces row shows the set in play by its letters ("FILNPTUVWXYZ"), the one-sided set
 * in words. */
static void
update_pieces_row (PentoSidebar *self)
{
  const char *text = pento_piece_set_is_one_sided (rules_of (self)->pieces)
                     ? one_sided_label () : pento_session_get_piece_set (self->session);

  gtk_widget_remove_css_class (GTK_WIDGET (self->pieces_row), "error");
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->pieces_row)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->pieces_row), text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->pieces_row), !is_box (self));
}

/* Enter in the pieces row plays that set (app.pieces); a set that cannot be read is marked,
 * and the session says why when the set brings no board. */
static void
pieces_activated_cb (PentoSidebar *self,
                     AdwEntryRow  *row)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  g_autoptr(GError) error = NULL;
  PentoPieceSet set;

  if (self->session == NULL)
    return;
  if (g_str_equal (text, one_sided_label ()))
    {
      g_free (text);
      text = g_strdup ("one-sided");
    }
  if (!pento_piece_set_parse (text, &set, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Pieces “%s”: %s"), text, error->message);

      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      pento_session_say (self->session, message);
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  gtk_widget_activate_action (GTK_WIDGET (self), "app.pieces", "s", text);
  update_pieces_row (self);
}

static void
spec_changed_cb (PentoSidebar *self)
{
  PentoBoardStore *store = pento_board_store_get_default ();

  /* A board saved by another window or process is not in the chooser yet. */
  if (pento_board_store_find (store, pento_session_get_board_id (self->session)) ==
      GTK_INVALID_LIST_POSITION)
    pento_board_store_refresh (store);
  pento_board_store_remember (store, pento_session_get_board_id (self->session));
  select_board_row (self);
  update_flip_rows (self);
  update_pieces_row (self);

  self->updating_mirror = TRUE;
  for (guint i = 0; i < PENTO_N_CHIRAL; i++)
    {
      gint8 mirrored = (rules_of (self)->mirror >> i) & 1;

      gtk_toggle_button_set_active (self->mirror_buttons[i], mirrored);
      /* only a glyph that changes is drawn again: a board change redraws no glyph, which
       * keeps its frame's damage to the board and the list */
      if (self->glyph_mirrored[i] != mirrored)
        gtk_widget_queue_draw (self->mirror_glyphs[i]);
    }
  self->updating_mirror = FALSE;
}

static void
update_seed_row (PentoSidebar *self)
{
  g_autofree char *text = g_strdup_printf ("%u", g_settings_get_uint (self->settings, "seed"));

  gtk_widget_remove_css_class (GTK_WIDGET (self->seed_row), "error");
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

static void
settings_changed_cb (PentoSidebar *self,
                     const char   *key,
                     GSettings    *settings)
{
  /* (the puzzle keys reach spec_changed_cb() through the session; the switch follows
   * "flip" at once) */
  if (g_str_equal (key, "seed"))
    update_seed_row (self);
  else if (g_str_equal (key, "flip"))
    update_flip_rows (self);
}

static void
set_mirror_setting (PentoSidebar   *self,
                    PentoMirrorSet  mirror)
{
  g_autofree char *text = pento_mirror_set_to_string (mirror);

  g_settings_set_string (self->settings, "mirror", text);
}

static void
mirror_toggled_cb (PentoSidebar    *self,
                   GtkToggleButton *button)
{
  PentoMirrorSet mirror = 0;

  if (self->updating_mirror || self->settings == NULL)
    return;

  for (guint i = 0; i < PENTO_N_CHIRAL; i++)
    if (gtk_toggle_button_get_active (self->mirror_buttons[i]))
      mirror |= 1 << i;

  set_mirror_setting (self, mirror);
}

void
pento_sidebar_toggle_mirror (PentoSidebar *self,
                             guint         piece)
{
  g_return_if_fail (PENTO_IS_SIDEBAR (self));

  if (piece >= PENTO_N_CHIRAL || self->session == NULL || rules_of (self)->flip || is_box (self))
    return;

  set_mirror_setting (self, rules_of (self)->mirror ^ (1 << piece));
}

static void
tray_mirror_toggled_cb (PentoSidebar *self,
                        guint         piece)
{
  pento_sidebar_toggle_mirror (self, piece);
}

void
pento_sidebar_follow_tray (PentoSidebar   *self,
                           PentoPieceTray *tray)
{
  g_return_if_fail (PENTO_IS_SIDEBAR (self));

  g_signal_connect_object (tray, "mirror-toggled", G_CALLBACK (tray_mirror_toggled_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
draw_glyph (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  PentoSidebar *self = PENTO_SIDEBAR (gtk_widget_get_ancestor (GTK_WIDGET (area),
                                                               PENTO_TYPE_SIDEBAR));
  PentoPiece piece = GPOINTER_TO_UINT (user_data);
  PentoRenderOptions options;
  gboolean sensitive = gtk_widget_is_sensitive (GTK_WIDGET (area));

  if (self == NULL || self->session == NULL)
    return;

  pento_render_options_init (&options);
  options.thumbnail = TRUE;
  options.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  self->glyph_mirrored[piece] = (rules_of (self)->mirror >> piece) & 1;
  /* The glyphs are cairo drawings, so they need their own dimming when flipping is on. */
  pento_render_glyph (cr, piece, self->glyph_mirrored[piece], &options, 0, 0, width, height,
                      sensitive ? 1.0 : 0.35);
}

static void
build_mirror_buttons (PentoSidebar *self)
{
  for (guint i = 0; i < PENTO_N_CHIRAL; i++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *glyph = gtk_drawing_area_new ();
      char letter[2] = { pento_piece_to_letter (i), '\0' };
      GtkWidget *label = gtk_label_new (letter);
      g_autofree char *tooltip = NULL;

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (glyph), 28);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (glyph), 28);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (glyph), draw_glyph,
                                      GUINT_TO_POINTER (i), NULL);
      gtk_box_append (GTK_BOX (box), glyph);
      gtk_box_append (GTK_BOX (box), label);
      gtk_button_set_child (GTK_BUTTON (button), box);

      /* Translators: %s is a piece letter (F, L, N, P, Y or Z). */
      tooltip = g_strdup_printf (_("Use %s mirrored"), letter);
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
      gtk_widget_add_css_class (button, "mirror-toggle");
      gtk_widget_add_css_class (button, "flat");
      g_signal_connect_object (button, "toggled", G_CALLBACK (mirror_toggled_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_box_append (self->mirror_box, button);

      self->mirror_buttons[i] = GTK_TOGGLE_BUTTON (button);
      self->mirror_glyphs[i] = glyph;
      self->glyph_mirrored[i] = -1;
    }
}

static void
redraw_glyphs (PentoSidebar *self)
{
  for (guint i = 0; i < PENTO_N_CHIRAL; i++)
    gtk_widget_queue_draw (self->mirror_glyphs[i]);
}

/* Enter in the seed row shows that seed's packing (app.seed); a wrong seed is marked. */
static void
seed_activated_cb (PentoSidebar *self,
                   AdwEntryRow  *row)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  guint64 seed;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, &seed, NULL))
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      if (self->session != NULL)
        pento_session_say (self->session, _("A seed is a whole number from 0 to 4294967295."));
      return;
    }

  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  gtk_widget_activate_action (GTK_WIDGET (self), "app.seed", "u", (guint32) seed);
}

/* A seed marked wrong returns to normal as soon as it is edited into a valid one. */
static void
seed_changed_cb (PentoSidebar *self,
                 AdwEntryRow  *row)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, NULL, NULL))
    gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
}

void
pento_sidebar_set_session (PentoSidebar *self,
                           PentoSession *session)
{
  g_return_if_fail (PENTO_IS_SIDEBAR (self));
  g_return_if_fail (PENTO_IS_SESSION (session) && self->session == NULL);

  self->session = g_object_ref (session);
  self->settings = g_object_ref (pento_session_get_settings (session));
  g_signal_connect_object (session, "spec-changed", G_CALLBACK (spec_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb), self,
                           G_CONNECT_SWAPPED);
  /* Not a settings binding: the chooser's rows change as boards are saved and deleted, and
   * a board that is not in it (yet) must not be written back as another. */
  g_signal_connect_object (self->board_row, "notify::selected",
                           G_CALLBACK (board_row_selected_cb), self, G_CONNECT_SWAPPED);
  /* Not a settings binding either: the switch shows the one-sided set's flipping off
   * without writing it (update_flip_rows()), as the mirror group's sensitivity follows "flip"
   * and the board. */
  g_signal_connect_object (self->flip_switch, "notify::active", G_CALLBACK (flip_switch_cb),
                           self, G_CONNECT_SWAPPED);
  update_flip_rows (self);
  g_settings_bind (self->settings, "shuffle", self->shuffle_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  update_seed_row (self);
  /* the mirrored pieces and the tile order are Explore's: Play shows the puzzle alone */
  g_object_bind_property (session, "play-mode", self->mirror_group, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  g_object_bind_property (session, "play-mode", self->tile_order_group, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
}

static void
flap_revealed_cb (PentoSidebar *self)
{
  if (!adw_flap_get_folded (self->flap))
    g_settings_set_boolean (self->settings, "sidebar-visible",
                            adw_flap_get_reveal_flap (self->flap));
}

static void
flap_folded_cb (PentoSidebar *self)
{
  /* Wide again: show the sidebar as the person left it. */
  if (!adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap,
                              g_settings_get_boolean (self->settings, "sidebar-visible"));
}

void
pento_sidebar_attach_flap (PentoSidebar    *self,
                           AdwFlap         *flap,
                           GtkToggleButton *button)
{
  g_return_if_fail (PENTO_IS_SIDEBAR (self) && self->settings != NULL);

  self->flap = flap;
  /* A narrow window folds the sidebar away on its own; that must not be saved as the
   * person's choice, so the key is only read here and written by flap_revealed_cb. */
  g_settings_bind (self->settings, "sidebar-visible", flap, "reveal-flap", G_SETTINGS_BIND_GET);
  g_object_bind_property (flap, "reveal-flap", button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_object (flap, "notify::reveal-flap", G_CALLBACK (flap_revealed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (flap, "notify::folded", G_CALLBACK (flap_folded_cb), self,
                           G_CONNECT_SWAPPED);
}

/* F9: shows or hides the sidebar; remembered unless the window is too narrow. */
static void
toggle_sidebar_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  PentoSidebar *self = user_data;

  if (self->flap != NULL)
    adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static const GActionEntry sidebar_actions[] = {
  { "toggle-sidebar", toggle_sidebar_activated },
};

void
pento_sidebar_install (PentoSidebar *self,
                       GActionMap   *map)
{
  g_return_if_fail (PENTO_IS_SIDEBAR (self));

  g_clear_pointer (&self->actions, pento_actions_free);
  self->actions = pento_actions_install (map, sidebar_actions, G_N_ELEMENTS (sidebar_actions),
                                         self);
}

static void
pento_sidebar_dispose (GObject *object)
{
  PentoSidebar *self = PENTO_SIDEBAR (object);

  g_clear_pointer (&self->actions, pento_actions_free);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), PENTO_TYPE_SIDEBAR);

  G_OBJECT_CLASS (pento_sidebar_parent_class)->dispose (object);
}

static void
pento_sidebar_finalize (GObject *object)
{
  PentoSidebar *self = PENTO_SIDEBAR (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->session);
  g_clear_pointer (&self->flip_subtitle, g_free);

  G_OBJECT_CLASS (pento_sidebar_parent_class)->finalize (object);
}

static void
pento_sidebar_class_init (PentoSidebarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pento_sidebar_dispose;
  object_class->finalize = pento_sidebar_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/pento-sidebar.ui");
  /* (internal: the window's template names them, and its tests reach them there) */
  gtk_widget_class_bind_template_child_internal (widget_class, PentoSidebar, board_row);
  gtk_widget_class_bind_template_child_internal (widget_class, PentoSidebar, pieces_row);
  gtk_widget_class_bind_template_child_internal (widget_class, PentoSidebar, flip_switch);
  gtk_widget_class_bind_template_child (widget_class, PentoSidebar, mirror_group);
  gtk_widget_class_bind_template_child (widget_class, PentoSidebar, tile_order_group);
  gtk_widget_class_bind_template_child_internal (widget_class, PentoSidebar, mirror_box);
  gtk_widget_class_bind_template_child (widget_class, PentoSidebar, shuffle_switch);
  gtk_widget_class_bind_template_child_internal (widget_class, PentoSidebar, seed_row);
  gtk_widget_class_bind_template_callback (widget_class, seed_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, seed_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, pieces_activated_cb);
}

static void
pento_sidebar_init (PentoSidebar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The chooser follows the board store by itself; the sidebar keeps its selection. */
  adw_combo_row_set_model (self->board_row,
                           pento_board_store_get_titles (pento_board_store_get_default ()));
  g_signal_connect_object (pento_board_store_get_titles (pento_board_store_get_default ()),
                           "items-changed", G_CALLBACK (select_board_row), self,
                           G_CONNECT_SWAPPED);
  /* Enter chooses the board under the pointer */
  pento_focus_list_follows_pointer (GTK_WIDGET (self->board_row));
  build_mirror_buttons (self);
  self->flip_row = gtk_widget_get_ancestor (GTK_WIDGET (self->flip_switch), ADW_TYPE_ACTION_ROW);
  self->flip_subtitle = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (self->flip_row)));

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (redraw_glyphs), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flip_switch, "notify::sensitive",
                           G_CALLBACK (redraw_glyphs), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->mirror_group, "notify::sensitive",
                           G_CALLBACK (redraw_glyphs), self, G_CONNECT_SWAPPED);
}
