/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-page-buffer.h: a byte buffer in pages of its own (a span of address space mapped on
 * Linux), handed on in slices: each GBytes taken holds the bytes appended since the last one,
 * and the span's pages go straight back to the system when its last slice goes.
 *
 * Solve All's batches of packings are kept by the list as they come. In malloc's arenas (of
 * the search threads that filled them) a cleared list left megabytes of free blocks that only
 * malloc_trim() could hand back, on the main loop, a long while after a large list.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  GBytes *span;    /* owns the pages; NULL before the first append */
  guint8 *data;    /* the span's first byte */
  gsize   size;    /* the span's bytes */
  gsize   taken;   /* bytes handed on */
  gsize   len;     /* bytes appended */
} PentoPageBuffer;

void    pento_page_buffer_init       (PentoPageBuffer *buffer);
void    pento_page_buffer_append     (PentoPageBuffer *buffer,
                                      const void      *bytes,
                                      gsize            n);
/* The bytes appended since the last call, read-only from now on. */
GBytes *pento_page_buffer_take_bytes (PentoPageBuffer *buffer);
void    pento_page_buffer_clear      (PentoPageBuffer *buffer);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PentoPageBuffer, pento_page_buffer_clear)

G_END_DECLS
