/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-page-buffer.c: see pento-page-buffer.h.
 */
#include <string.h>

#include "common/pento-page-buffer.h"

#include "pento-core.h"

/* A search's batches share one span: a slice per batch, no page half-used per batch, no copy
 * as it grows. Nothing of the span is committed until written, and past the first span it is
 * in huge pages (pento-pages.h): filling a large list in small pages slowed Solve All down
 * against the CLI (docs/performance.md). */
#define SPAN       (128 * PENTO_HUGE_PAGE)
/* A buffer's first span is small, in small pages: a Solve's one packing, a short list, do not
 * hold a huge page each. It is also the span where a large one cannot be had. */
#define SMALL_SPAN ((gsize) 64 * 1024)

typedef struct {
  guint8  *data;
  gsize    size;
  gboolean mapped;
} Span;

static void
span_free (gpointer user_data)
{
  Span *span = user_data;

  pento_pages_free (span->data, span->size, span->mapped);
  g_free (span);
}

/* A new span for at least @need bytes, @huge or small: twice that, so that a batch that
 * outgrows its span (copied into the next) is copied a bounded number of times. */
static GBytes *
span_new (gsize    need,
          gboolean huge)
{
  Span *span = g_new0 (Span, 1);

  if (need > G_MAXSIZE / 4)
    g_error ("pento_page_buffer_append: %" G_GSIZE_FORMAT " bytes", need);
  need *= 2;

  if (huge)
    {
      span->size = MAX (SPAN, (need + PENTO_HUGE_PAGE - 1) & ~(PENTO_HUGE_PAGE - 1));
      span->data = pento_pages_map (span->size, TRUE);
      span->mapped = span->data != NULL;
    }
  if (span->data == NULL)
    {
      span->size = MAX (SMALL_SPAN, need);
      span->data = pento_pages_alloc (span->size, FALSE, &span->mapped);
    }
  return g_bytes_new_with_free_func (span->data, span->size, span_free, span);
}

void
pento_page_buffer_init (PentoPageBuffer *buffer)
{
  memset (buffer, 0, sizeof *buffer);
}

void
pento_page_buffer_append (PentoPageBuffer *buffer,
                          const void      *bytes,
                          gsize            n)
{
  if (n == 0)
    return;
  if (buffer->len + n < buffer->len)
    g_error ("pento_page_buffer_append: %" G_GSIZE_FORMAT " bytes", n);
  if (buffer->len + n > buffer->size)
    {
      /* a new span, with what was not handed on yet */
      gsize pending = buffer->len - buffer->taken;
      GBytes *span = span_new (pending + n, buffer->span != NULL);
      guint8 *data = (guint8 *) g_bytes_get_data (span, &buffer->size);

      if (pending > 0)
        memcpy (data, buffer->data + buffer->taken, pending);
      g_clear_pointer (&buffer->span, g_bytes_unref);
      buffer->span = span;
      buffer->data = data;
      buffer->taken = 0;
      buffer->len = pending;
    }
  memcpy (buffer->data + buffer->len, bytes, n);
  buffer->len += n;
}

GBytes *
pento_page_buffer_take_bytes (PentoPageBuffer *buffer)
{
  GBytes *bytes;

  if (buffer->len == buffer->taken)
    return g_bytes_new (NULL, 0);
  bytes = g_bytes_new_from_bytes (buffer->span, buffer->taken, buffer->len - buffer->taken);
  buffer->taken = buffer->len;
  return bytes;
}

void
pento_page_buffer_clear (PentoPageBuffer *buffer)
{
  g_clear_pointer (&buffer->span, g_bytes_unref);
  pento_page_buffer_init (buffer);
}
