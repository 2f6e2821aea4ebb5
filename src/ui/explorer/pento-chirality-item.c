/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-chirality-item.c: one row of a chirality table, as a GObject for list models.
 */
#include "explorer/pento-chirality-item.h"

struct _PentoChiralityItem
{
  GObject        parent_instance;

  PentoMirrorSet mirror;
  char           letters[8];
  gboolean       known;
  guint64        unique;
  guint64        total;
};

G_DEFINE_FINAL_TYPE (PentoChiralityItem, pento_chirality_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MIRROR,
  PROP_LETTERS,
  PROP_KNOWN,
  PROP_UNIQUE,
  PROP_TOTAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
pento_chirality_item_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  PentoChiralityItem *self = PENTO_CHIRALITY_ITEM (object);

  switch (prop_id)
    {
    case PROP_MIRROR:
      g_value_set_uint (value, self->mirror);
      break;
    case PROP_LETTERS:
      g_value_set_string (value, self->letters);
      break;
    case PROP_KNOWN:
      g_value_set_boolean (value, self->known);
      break;
    case PROP_UNIQUE:
      g_value_set_uint64 (value, self->unique);
      break;
    case PROP_TOTAL:
      g_value_set_uint64 (value, self->total);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_chirality_item_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  PentoChiralityItem *self = PENTO_CHIRALITY_ITEM (object);

  switch (prop_id)
    {
    case PROP_MIRROR:
      self->mirror = g_value_get_uint (value) & PENTO_MIRROR_ALL;
      pento_mirror_set_format (self->mirror, self->letters);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pento_chirality_item_class_init (PentoChiralityItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = pento_chirality_item_get_property;
  object_class->set_property = pento_chirality_item_set_property;

  properties[PROP_MIRROR] =
    g_param_spec_uint ("mirror", NULL, NULL, 0, PENTO_MIRROR_ALL, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LETTERS] =
    g_param_spec_string ("letters", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_KNOWN] =
    g_param_spec_boolean ("known", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNIQUE] =
    g_param_spec_uint64 ("unique", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOTAL] =
    g_param_spec_uint64 ("total", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
pento_chirality_item_init (PentoChiralityItem *self)
{
  pento_mirror_set_format (PENTO_MIRROR_NONE, self->letters);
}

PentoChiralityItem *
pento_chirality_item_new (PentoMirrorSet mirror)
{
  return g_object_new (PENTO_TYPE_CHIRALITY_ITEM, "mirror", (guint) mirror, NULL);
}

PentoMirrorSet
pento_chirality_item_get_mirror (PentoChiralityItem *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_ITEM (self), 0);

  return self->mirror;
}

const char *
pento_chirality_item_get_letters (PentoChiralityItem *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_ITEM (self), NULL);

  return self->letters;
}

gboolean
pento_chirality_item_get_known (PentoChiralityItem *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_ITEM (self), FALSE);

  return self->known;
}

guint64
pento_chirality_item_get_unique (PentoChiralityItem *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_ITEM (self), 0);

  return self->unique;
}

guint64
pento_chirality_item_get_total (PentoChiralityItem *self)
{
  g_return_val_if_fail (PENTO_IS_CHIRALITY_ITEM (self), 0);

  return self->total;
}

void
pento_chirality_item_set_counts (PentoChiralityItem *self,
                                 gboolean            known,
                                 guint64             unique,
                                 guint64             total)
{
  g_return_if_fail (PENTO_IS_CHIRALITY_ITEM (self));

  if (!known)
    unique = total = 0;

  g_object_freeze_notify (G_OBJECT (self));
  if (self->known != !!known)
    {
      self->known = !!known;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KNOWN]);
    }
  if (self->unique != unique)
    {
      self->unique = unique;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIQUE]);
    }
  if (self->total != total)
    {
      self->total = total;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOTAL]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}
