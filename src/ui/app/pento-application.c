/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-application.c: the application object. Every user action is an app.* GAction, so
 * scripts and tests drive the running program over D-Bus exactly as the buttons do.
 */
#include <glib/gi18n.h>

#include "app/pento-application.h"
#include "app/pento-renderer.h"
#include "common/pento-accels.h"
#include "explorer/pento-chirality-window.h"
#include "export/pento-share-actions.h"
#include "help/pento-help.h"
#include "app/pento-window.h"

struct _PentoApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  PentoSession   *session;
  PentoWindow    *window;
  GtkWindow      *chirality_window;
};

G_DEFINE_FINAL_TYPE (PentoApplication, pento_application, ADW_TYPE_APPLICATION)

/* Settings that are actions as they are: activating app.flip writes the "flip" key. */
static const char * const settings_actions[] = {
  "board",
  "pieces",
  "flip",
  "mirror",
  "shuffle",
  "show-letters",
  "unique-only",
  "sidebar-visible",
  "mode",
};

static PentoWindow *
get_window (PentoApplication *self)
{
  return PENTO_WINDOW (pento_application_get_window (self));
}

/* A menu's tooltip went on showing over its first item once the menu opened (the pointer
 * stays on the button that opened it): while a popover is open, the widget it belongs to
 * and those around it have no tooltip. @data: TRUE for "show", FALSE for "hide". */
static gboolean
popover_shown_hook (GSignalInvocationHint *hint,
                    guint                  n_params,
                    const GValue          *params,
                    gpointer               data)
{
  GtkWidget *widget = g_value_get_object (&params[0]);
  gboolean shown = GPOINTER_TO_INT (data);

  if (!GTK_IS_POPOVER (widget))
    return TRUE;
  for (GtkWidget *owner = gtk_widget_get_parent (widget); owner != NULL;
       owner = gtk_widget_get_parent (owner))
    {
      if (shown && gtk_widget_get_has_tooltip (owner))
        {
          gtk_widget_set_has_tooltip (owner, FALSE);
          g_object_set_data (G_OBJECT (owner), "pento-tooltip-held", GINT_TO_POINTER (TRUE));
          /* (a tooltip on screen goes once GTK asks again, as after a motion) */
          gtk_widget_trigger_tooltip_query (owner);
        }
      else if (!shown && g_object_get_data (G_OBJECT (owner), "pento-tooltip-held"))
        {
          g_object_set_data (G_OBJECT (owner), "pento-tooltip-held", NULL);
          gtk_widget_set_has_tooltip (owner, TRUE);
        }
    }
  return TRUE;
}

static void
hold_tooltips_under_popovers (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      /* (the signals are looked up on a class that exists) */
      g_type_class_unref (g_type_class_ref (GTK_TYPE_POPOVER));
      g_signal_add_emission_hook (g_signal_lookup ("show", GTK_TYPE_WIDGET), 0,
                                  popover_shown_hook, GINT_TO_POINTER (TRUE), NULL);
      g_signal_add_emission_hook (g_signal_lookup ("hide", GTK_TYPE_WIDGET), 0,
                                  popover_shown_hook, GINT_TO_POINTER (FALSE), NULL);
      g_once_init_leave (&installed, 1);
    }
}

static void
show_chirality_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  PentoApplication *self = user_data;

  /* Made once and kept: the explorer caches its tables for the session. */
  if (self->chirality_window == NULL)
    {
      self->chirality_window = pento_chirality_window_new (GTK_APPLICATION (self));
      gtk_window_set_hide_on_close (self->chirality_window, TRUE);
      g_object_add_weak_pointer (G_OBJECT (self->chirality_window),
                                 (gpointer *) &self->chirality_window);
    }

  gtk_window_present (self->chirality_window);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  PentoApplication *self = user_data;
  const char *developers[] = { _("The Pentomino developers"), NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", get_window (self),
                        "modal", TRUE,
                        "application-name", _("Pentomino"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Pentomino developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Pack the twelve pentominoes into a board, browse every "
                                      "packing, and explore the puzzle without flipping."),
                        "website", "https://github.com/pentomino/pentomino",
                        "issue-url", "https://github.com/pentomino/pentomino/issues",
                        "copyright", _("© 2026 The Pentomino developers"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: your names, one per line. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  PentoApplication *self = user_data;

  /* Close the window rather than quit outright, so it saves its size and stops its search. */
  if (self->window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->window));
  if (self->chirality_window != NULL)
    gtk_window_destroy (self->chirality_window);
  g_application_quit (G_APPLICATION (self));
}

/* The application's own actions; each feature installs its own (see
 * docs/architecture.md, "Who owns an action"). */
static const GActionEntry app_actions[] = {
  { "show-chirality", show_chirality_activated },
  { "about", about_activated },
  { "quit", quit_activated },
};

static void
pento_application_startup (GApplication *application)
{
  PentoApplication *self = PENTO_APPLICATION (application);

  G_APPLICATION_CLASS (pento_application_parent_class)->startup (application);
  pento_renderer_choose ();
  hold_tooltips_under_popovers ();

  self->settings = g_settings_new (PENTO_SCHEMA_ID);
  self->session = pento_session_new (self->settings);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (settings_actions); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings,
                                                            settings_actions[i]);

      g_action_map_add_action (G_ACTION_MAP (self), action);
    }

  /* every accelerator, whichever feature's action it names */
  pento_accels_install (GTK_APPLICATION (self));

  /* copy, save-list, export-sheet, print (src/ui/export) */
  pento_share_actions_install (GTK_APPLICATION (self), self->session);
  pento_help_actions_install (GTK_APPLICATION (self));

  /* The features install their actions with the window: made now, not when it is first
   * shown, so that an action called over D-Bus on a service started without a window
   * (D-Bus activation, --gapplication-service) finds them. */
  pento_application_get_window (self);
}

static void
pento_application_activate (GApplication *application)
{
  gtk_window_present (pento_application_get_window (PENTO_APPLICATION (application)));
}

static void
pento_application_shutdown (GApplication *application)
{
  PentoApplication *self = PENTO_APPLICATION (application);

  /* (what a search holds goes before the application does) */
  if (self->window != NULL)
    g_action_group_activate_action (G_ACTION_GROUP (self), "stop", NULL);

  G_APPLICATION_CLASS (pento_application_parent_class)->shutdown (application);
}

static void
pento_application_finalize (GObject *object)
{
  PentoApplication *self = PENTO_APPLICATION (object);

  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (pento_application_parent_class)->finalize (object);
}

static void
pento_application_class_init (PentoApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = pento_application_finalize;

  app_class->startup = pento_application_startup;
  app_class->activate = pento_application_activate;
  app_class->shutdown = pento_application_shutdown;
}

static void
pento_application_init (PentoApplication *self)
{
}

PentoApplication *
pento_application_new (const char        *application_id,
                       GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (PENTO_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", "/io/github/pentomino/Pentomino",
                       NULL);
}

GSettings *
pento_application_get_settings (PentoApplication *self)
{
  g_return_val_if_fail (PENTO_IS_APPLICATION (self), NULL);

  return self->settings;
}

PentoSession *
pento_application_get_session (PentoApplication *self)
{
  g_return_val_if_fail (PENTO_IS_APPLICATION (self), NULL);

  return self->session;
}

GtkWindow *
pento_application_get_window (PentoApplication *self)
{
  g_return_val_if_fail (PENTO_IS_APPLICATION (self), NULL);

  if (self->window == NULL)
    {
      self->window = pento_window_new (self);
      g_object_add_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
    }

  return GTK_WINDOW (self->window);
}
