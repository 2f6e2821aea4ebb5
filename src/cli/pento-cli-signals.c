/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-cli-signals.c: SIGINT and SIGTERM — the cancel flag every search polls, and the end of
 * the process with the interrupted status.
 */
#define _POSIX_C_SOURCE 200809L

#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "pento-cli-private.h"

/* Signal handling: the SIGINT/SIGTERM handler sets the flag the engine polls and arms an
 * alarm; if the main thread has not ended the process a second later (blocked writing to a
 * full pipe, or in a step that cannot be cancelled), the alarm's handler does. No thread is
 * started for it: one would slow every start. */
PentoCancel cli_cancel = PENTO_CANCEL_INIT;
static int received_signal;   /* atomic */
static int exiting;           /* atomic: who reports the interruption */
static char *interrupted_line; /* the report, ready for write(2) in a signal handler */
static gsize interrupted_len;

/* The message cli_print_message() would give, from the line cli_setup_signals() prepared: the alarm's
 * handler may only write(2). */
static void
report_interrupted (void)
{
  ssize_t written = write (STDERR_FILENO, interrupted_line, interrupted_len);

  (void) written; /* if stderr is gone, the exit status still tells */
}

void
cli_exit_interrupted (void)
{
  int sig = g_atomic_int_get (&received_signal);
  int status = sig != 0 ? 128 + sig : CLI_EXIT_INTERRUPTED;

  /* Only one of the main thread and the alarm reports; the other waits for the end. */
  if (!g_atomic_int_compare_and_exchange (&exiting, 0, 1))
    for (;;)
      pause ();

  /* _exit: stdout may hold half a packing; nothing more of it should appear. */
  report_interrupted ();
  _exit (status);
}

/* Async-signal-safe: atomics, alarm(), write() and _exit() only. */
static void
on_signal (int sig)
{
  if (g_atomic_int_compare_and_exchange (&received_signal, 0, sig))
    {
      pento_cancel_cancel (&cli_cancel);
      alarm (1);
    }
}

static void
on_alarm (int sig)
{
  int status = 128 + g_atomic_int_get (&received_signal);

  if (!g_atomic_int_compare_and_exchange (&exiting, 0, 1))
    return; /* the main thread is reporting */
  report_interrupted ();
  _exit (status);
}

void
cli_setup_signals (void)
{
  struct sigaction action = { 0 };
  g_autofree char *line = g_strdup_printf ("%s: %s\n", PROGRAM_NAME,
                                           _("Interrupted; the output is incomplete"));

  /* as cli_print_message() would write it, converted to the locale's encoding */
  interrupted_line = g_locale_from_utf8 (line, -1, NULL, &interrupted_len, NULL);
  if (interrupted_line == NULL)
    {
      interrupted_line = g_steal_pointer (&line);
      interrupted_len = strlen (interrupted_line);
    }

  /* A closed pipe must show up as a write error (EPIPE), not kill the process silently. */
  signal (SIGPIPE, SIG_IGN);

  /* SA_RESTART: a write the signal interrupts goes on rather than failing with EINTR */
  sigemptyset (&action.sa_mask);
  action.sa_flags = SA_RESTART;
  action.sa_handler = on_signal;
  sigaction (SIGINT, &action, NULL);
  sigaction (SIGTERM, &action, NULL);
  action.sa_handler = on_alarm;
  sigaction (SIGALRM, &action, NULL);
}
