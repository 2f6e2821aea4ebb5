/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-code-dialog.c: see pento-code-dialog.h.
 */
#include "challenge/pento-code-dialog.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pento-core.h"

struct _PentoCodeDialog
{
  AdwMessageDialog  parent_instance;

  GtkWidget        *entry;
  GtkWidget        *reason;   /* why the code does not read, under the entry */
};

G_DEFINE_FINAL_TYPE (PentoCodeDialog, pento_code_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* The code as it is typed: Open only for a code that reads, and why not under the entry. */
static void
code_changed_cb (PentoCodeDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  g_autoptr(GError) error = NULL;
  PentoChallengeSpec spec;
  gboolean valid, wrong;

  /* (an entry emptied as the dialog goes has nothing to say) */
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  valid = pento_challenge_spec_from_code (text, &spec, &error);
  /* (nothing typed yet is no mistake) */
  wrong = !valid && text[strspn (text, " \t")] != '\0';

  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "open", valid);
  gtk_label_set_text (GTK_LABEL (self->reason), wrong ? error->message : "");
  gtk_widget_set_visible (self->reason, wrong);
  if (wrong)
    gtk_widget_add_css_class (self->entry, "error");
  else
    gtk_widget_remove_css_class (self->entry, "error");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_STATE_INVALID,
                               wrong ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE,
                               -1);
}

static void
pento_code_dialog_class_init (PentoCodeDialogClass *klass)
{
}

static void
pento_code_dialog_init (PentoCodeDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);
  GtkWidget *box;

  adw_message_dialog_set_heading (dialog, _("Open Challenge Code"));
  adw_message_dialog_set_body (dialog, _("A code such as PENTO-10x6-H-3F9A2C makes the same "
                                         "challenge on every computer."));
  self->entry = gtk_entry_new ();
  gtk_entry_set_activates_default (GTK_ENTRY (self->entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Challenge code"), -1);
  /* (as wide as the dialog's words: a long reason wraps rather than widen the dialog) */
  self->reason = g_object_new (GTK_TYPE_LABEL, "wrap", TRUE, "wrap-mode", PANGO_WRAP_WORD_CHAR,
                               "max-width-chars", 30, "xalign", 0.0f, "visible", FALSE,
                               "selectable", TRUE, NULL);
  gtk_widget_add_css_class (self->reason, "error");
  gtk_widget_add_css_class (self->reason, "caption");
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->entry),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->reason, NULL, -1);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), self->entry);
  gtk_box_append (GTK_BOX (box), self->reason);
  adw_message_dialog_set_extra_child (dialog, box);
  adw_message_dialog_add_responses (dialog, "close", _("_Cancel"), "open", _("_Open"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "open", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "open");
  adw_message_dialog_set_close_response (dialog, "close");
  g_signal_connect_swapped (self->entry, "changed", G_CALLBACK (code_changed_cb), self);
  code_changed_cb (self);
}

PentoCodeDialog *
pento_code_dialog_new (GtkWindow *parent)
{
  return g_object_new (PENTO_TYPE_CODE_DIALOG, "transient-for", parent, NULL);
}

const char *
pento_code_dialog_get_code (PentoCodeDialog *self)
{
  g_return_val_if_fail (PENTO_IS_CODE_DIALOG (self), NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->entry));
}
