/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-help.h: the manual — app.help (F1), app.help-page for a dialog's own page, and
 * app.help-browser for the HTML copy when no help viewer is installed.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The manual's name in help: URIs, as meson's gnome.yelp() installs it. */
#define PENTO_HELP_ID "pentomino"

/* Adds app.help (F1: the index, or in a dialog with a help button that button's page),
 * app.help-page (s: a page id, "" for the index) and app.help-browser
 * (s: the page to open as HTML) to @app. */
void   pento_help_actions_install (GtkApplication *app);

/* Makes the help button of @window, a dialog, work (its app.help-page resolves even when
 * the dialog is no window of the application) and F1 in it open @page. */
void   pento_help_attach          (GtkWindow      *window,
                                   const char     *page);

/* The help: URI of @page (NULL or "" for the index). */
char  *pento_help_uri             (const char     *page);

/* The file: URI of @page in the HTML copy for the first of the user's languages that has one,
 * or NULL when the copy is not installed. PENTOMINO_HELPDIR, if set, replaces its folder
 * (an uninstalled build's help/html). */
char  *pento_help_html_uri        (const char     *page);

G_END_DECLS
