/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-renderer.c: picks GTK's cairo renderer when OpenGL would run in software.
 *
 * GTK 4.8 draws with OpenGL whenever a context can be made, even when that context is
 * Mesa's software rasterizer (a virtual machine, Xvfb, a remote session). There every frame
 * redraws the whole window on the CPU: measured with bench/bench-stall under Xvfb, a frame
 * of the main window took 50–120 ms of the main loop against 5–15 ms with the cairo renderer,
 * and the process started 78 MiB larger (170 against 92 MiB). The cairo renderer redraws only
 * what changed, so on such a display it is the better choice; a real GPU keeps OpenGL.
 */
#include <string.h>

#include <epoxy/gl.h>
#include <gtk/gtk.h>

#include "app/pento-renderer.h"

static gboolean
is_software (const char *renderer)
{
  static const char * const names[] = { "llvmpipe", "softpipe", "swrast", "Software Rasterizer" };

  for (guint i = 0; renderer != NULL && i < G_N_ELEMENTS (names); i++)
    if (strstr (renderer, names[i]) != NULL)
      return TRUE;
  return FALSE;
}

gboolean
pento_renderer_choose (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GdkGLContext) context = NULL;
  g_autoptr(GError) error = NULL;
  const char *renderer;
  gboolean software;

  if (g_getenv ("GSK_RENDERER") != NULL || display == NULL)
    return FALSE;

  context = gdk_display_create_gl_context (display, &error);
  if (context == NULL || !gdk_gl_context_realize (context, &error))
    return FALSE; /* GTK falls back to cairo on its own */

  gdk_gl_context_make_current (context);
  renderer = (const char *) glGetString (GL_RENDERER);
  software = is_software (renderer);
  g_debug ("OpenGL renderer: %s%s", renderer != NULL ? renderer : "(unknown)",
           software ? " (software: drawing with cairo)" : "");
  gdk_gl_context_clear_current ();

  if (software)
    g_setenv ("GSK_RENDERER", "cairo", TRUE);
  return software;
}
