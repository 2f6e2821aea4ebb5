/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-renderer.h: picks GTK's cairo renderer when OpenGL would run in software.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Call once the display is open and before the first window is realized. Sets GSK_RENDERER
 * to "cairo" when the person has not chosen a renderer and the display's OpenGL is a
 * software rasterizer (llvmpipe, softpipe, swrast); returns TRUE when it did. */
gboolean pento_renderer_choose (void);

G_END_DECLS
