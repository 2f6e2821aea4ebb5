/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-renderer.c: picks GTK's cairo renderer when OpenGL would run in software.
 *
 * GTK 4.8 draws with OpenGL whenever a context can be made, even when that context is
 * Mesa's software rasterizer (a virtual machine, Xvfb, a remote session). There every frame
 * redraws the whole window on the CPU, many times slower than the cairo renderer, in a larger
 * process (docs/performance.md). The cairo renderer redraws only what changed, so on such a
 * display it is the better choice; a real GPU keeps OpenGL.
 *
 * On X11 cairo hands each frame to the X server through a pool of shared memory, and
 * destroys a pool as soon as nothing in it is in use, that is between two frames. The next
 * frame then got a new segment, whose every page was faulted in anew, in this process and in
 * the X server, above all for the frames that show Solve All's first packings, whose damage
 * spans the window. One small image kept in the pool for good keeps the pool, and its pages,
 * for every frame after, and the longest stalls shorter.
 */
#include <string.h>

#ifdef PENTO_HAVE_CAIRO_XLIB
#include <X11/Xlib.h>
#include <cairo-xlib.h>
#endif
#include <epoxy/gl.h>
#include <gtk/gtk.h>
#ifdef PENTO_HAVE_CAIRO_XLIB
#include <gdk/x11/gdkx.h>
#endif

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

/* Keeps cairo's shared-memory pool for this display (see the top of the file): a pool is
 * made for an image the size of a window's frame, and a small image is left in it. */
static void
pin_shared_memory (GdkDisplay *display)
{
#ifdef PENTO_HAVE_CAIRO_XLIB
  static cairo_surface_t *pin;
  cairo_surface_t *root, *frame;
  Display *xdisplay;

  if (pin != NULL || !GDK_IS_X11_DISPLAY (display))
    return;
  xdisplay = gdk_x11_display_get_xdisplay (display);
  root = cairo_xlib_surface_create (xdisplay, DefaultRootWindow (xdisplay),
                                    DefaultVisual (xdisplay, DefaultScreen (xdisplay)), 1, 1);
  frame = cairo_surface_create_similar_image (root, CAIRO_FORMAT_ARGB32, 1024, 768);
  pin = cairo_surface_create_similar_image (root, CAIRO_FORMAT_ARGB32, 64, 64);
  cairo_surface_destroy (frame);
  cairo_surface_destroy (root);
#endif
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
    {
      g_setenv ("GSK_RENDERER", "cairo", TRUE);
      pin_shared_memory (display);
    }
  return software;
}
