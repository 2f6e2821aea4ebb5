/* SPDX-License-Identifier: GPL-3.0-or-later
 * bench-stall.c: measures the window from outside — how long its main loop stalls while Solve
 * All streams packings in, while the list switches views and while it is cleared, how long
 * Solve All takes against pentomino-cli, and how much memory the process holds.
 *
 * It starts the real `pentomino` on the current display and session bus (run it under
 * `xvfb-run -a dbus-run-session --`), then calls org.gtk.Actions.Describe("stop") every
 * PING_MS milliseconds. The application answers a D-Bus call on its main loop, so a call's
 * round trip is as long as the longest thing the main loop did meanwhile: the longest round
 * trip of a phase is its worst stall. Solve All is over when "stop" is disabled again.
 *
 * On X11 it first starts a window manager (openbox, when installed and none runs yet), as
 * every desktop session has one. Without one, GDK 4.8 asks the X server at every layout of the
 * window whether a window manager has appeared since (gdk_x11_screen_supports_net_wm_hint():
 * it remembers only a positive answer), round trips that wait behind the frame the server is
 * still drawing: 10–15 ms more in the frames that show the first packings. Set
 * PENTO_BENCH_WM=none to measure without one. The pointer goes to a corner of the screen,
 * off the window (see park_pointer()), and the window gets a data dir of its own.
 *
 * Each round trip over 16 ms is listed with its time since its action began; with
 * PENTO_BENCH_CLOCK=1 also with the monotonic clock's time, to find it in a trace taken with
 * `perf record -k CLOCK_MONOTONIC`.
 */
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>

#define BUS_NAME    "io.github.pentomino.Pentomino"
#define OBJECT_PATH "/io/github/pentomino/Pentomino"
#define PING_MS     2

static GDBusConnection *bus;
static GPid app_pid;
static GPid wm_pid;

typedef struct {
  double  max_ms;   /* longest round trip */
  double  total_ms; /* sum of round trips */
  guint   n;
  guint   n_over;   /* round trips over 16 ms: a missed frame */
  GArray *all;      /* every round trip, for the 99th percentile */
  double  since_ms; /* when the action now measured began (stall_begin()) */
  GString *when;    /* the round trips over 16 ms, and how long after their action began */
} Stall;

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

static GVariant *
call (const char *method,
      GVariant   *parameters,
      const char *reply_type,
      double     *out_ms)
{
  g_autoptr(GError) error = NULL;
  double start = now_ms ();
  GVariant *reply;

  reply = g_dbus_connection_call_sync (bus, BUS_NAME, OBJECT_PATH, "org.gtk.Actions", method,
                                       parameters, G_VARIANT_TYPE (reply_type),
                                       G_DBUS_CALL_FLAGS_NONE, 60000, NULL, &error);
  if (reply == NULL)
    {
      g_printerr ("bench-stall: %s failed: %s\n", method, error->message);
      exit (1);
    }
  if (out_ms != NULL)
    *out_ms = now_ms () - start;
  return reply;
}

/* The action whose round trips follow begins now: a long one is reported with its time
 * since then, which tells the first frames of a list from its end. */
static void
stall_begin (Stall *stall)
{
  if (stall != NULL)
    stall->since_ms = now_ms ();
}

static void
note (Stall  *stall,
      double  ms)
{
  if (ms > 16.0)
    {
      if (stall->when == NULL)
        stall->when = g_string_new (NULL);
      /* (the call ended now: it began ms earlier) */
      g_string_append_printf (stall->when, "%s%.1f ms at %+.0f ms",
                              stall->when->len > 0 ? ", " : "", ms,
                              now_ms () - ms - stall->since_ms);
      /* (the monotonic clock's own time, to find the moment in a trace: perf -k monotonic) */
      if (g_getenv ("PENTO_BENCH_CLOCK") != NULL)
        g_string_append_printf (stall->when, " (clock %.6f s)", (now_ms () - ms) / 1000.0);
    }
  stall->max_ms = MAX (stall->max_ms, ms);
  stall->total_ms += ms;
  stall->n++;
  stall->n_over += ms > 16.0;
  if (stall->all == NULL)
    stall->all = g_array_new (FALSE, FALSE, sizeof (double));
  g_array_append_val (stall->all, ms);
}

/* One ping: is a search running? The round trip goes into @stall. */
static gboolean
stop_enabled (Stall *stall)
{
  g_autoptr(GVariant) reply = NULL;
  gboolean enabled;
  double ms;

  reply = call ("Describe", g_variant_new ("(s)", "stop"), "((bgav))", &ms);
  g_variant_get (reply, "((b@g@av))", &enabled, NULL, NULL);
  if (stall != NULL)
    note (stall, ms);
  return enabled;
}

static void
activate (const char *action,
          Stall      *stall)
{
  g_autoptr(GVariant) reply = NULL;
  double ms;

  reply = call ("Activate", g_variant_new ("(s@av@a{sv})", action,
                                           g_variant_new_array (G_VARIANT_TYPE_VARIANT, NULL, 0),
                                           g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0)),
                "()", &ms);
  if (stall != NULL)
    note (stall, ms);
}

static void
set_state (const char *action,
           GVariant   *value,
           Stall      *stall)
{
  g_autoptr(GVariant) reply = NULL;
  double ms;

  reply = call ("SetState", g_variant_new ("(sv@a{sv})", action, value,
                                           g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0)),
                "()", &ms);
  if (stall != NULL)
    note (stall, ms);
}

/* Pings for @ms milliseconds. */
static void
ping_for (double  ms,
          Stall  *stall)
{
  double end = now_ms () + ms;

  while (now_ms () < end)
    {
      stop_enabled (stall);
      g_usleep (PING_MS * 1000);
    }
}

/* Starts Solve All and pings until it is over; returns its time in ms (to the ping that saw
 * it over, so up to one ping interval late). */
static double
solve_all (Stall *stall)
{
  double start = now_ms ();

  stall_begin (stall);
  activate ("solve-all", stall);
  while (stop_enabled (stall))
    g_usleep (PING_MS * 1000);
  return now_ms () - start;
}

/* A line of /proc/PID/status in MiB: "VmRSS" (all resident memory) or "RssAnon" (the heap
 * and other private memory, without the libraries' mapped files). */
static double
status_mib (const char *field)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", (int) app_pid);
  g_autofree char *text = NULL;
  g_autofree char *key = g_strconcat ("\n", field, ":", NULL);
  const char *line;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return -1;
  line = strstr (text, key);
  return line != NULL ? g_ascii_strtod (line + strlen (key), NULL) / 1024.0 : -1;
}

static double
rss_mib (void)
{
  return status_mib ("VmRSS");
}

static double
cli_ms (const char *board)
{
  g_autoptr(GError) error = NULL;
  const char *argv[] = { PENTOMINO_CLI, "--all", "--threads", "0", "--board", board, NULL };
  double start = now_ms ();
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                     NULL, NULL, &status, &error))
    {
      g_printerr ("bench-stall: %s\n", error->message);
      exit (1);
    }
  return now_ms () - start;
}

static void
wait_for_app (void)
{
  double deadline = now_ms () + 20000;

  while (now_ms () < deadline)
    {
      g_autoptr(GVariant) reply =
        g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                     "org.freedesktop.DBus", "NameHasOwner",
                                     g_variant_new ("(s)", BUS_NAME), G_VARIANT_TYPE ("(b)"),
                                     G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL);
      gboolean has_owner = FALSE;

      if (reply != NULL)
        g_variant_get (reply, "(b)", &has_owner);
      if (has_owner)
        return;
      g_usleep (20000);
    }
  g_printerr ("bench-stall: %s did not appear on the session bus\n", BUS_NAME);
  exit (1);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The longest round trip is the worst stall, but on a shared machine it also catches the
 * moments the process waited for a core; the 99th percentile and the share over 16 ms tell
 * a stall of the window's own from scheduling noise (compare the idle line). */
static void
print_stall (const char  *what,
             Stall       *stall)
{
  double p99 = 0;

  if (stall->all != NULL && stall->all->len > 0)
    {
      g_array_sort (stall->all, compare_doubles);
      p99 = g_array_index (stall->all, double, (stall->all->len * 99) / 100);
    }
  g_print ("  %-44s longest %6.1f ms  99%% %5.1f ms  mean %5.2f ms  over 16 ms: %u of %u\n",
           what, stall->max_ms, p99, stall->n > 0 ? stall->total_ms / stall->n : 0.0,
           stall->n_over, stall->n);
  if (stall->when != NULL)
    g_print ("    over 16 ms: %s\n", stall->when->str);
}

/* Starts openbox on an X display, unless PENTO_BENCH_WM=none (see the top of the file). If
 * another window manager runs, openbox says so and leaves; the run goes on with that one. */
static void
start_window_manager (void)
{
  const char *wm = g_getenv ("PENTO_BENCH_WM");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (g_getenv ("DISPLAY") == NULL || g_strcmp0 (wm, "none") == 0)
    {
      g_print ("Window manager: none\n");
      return;
    }
  path = g_find_program_in_path (wm != NULL ? wm : "openbox");
  if (path == NULL)
    {
      g_print ("Window manager: none (%s is not installed)\n", wm != NULL ? wm : "openbox");
      return;
    }
  {
    const char *argv[] = { path, NULL };

    if (!g_spawn_async (NULL, (char **) argv, NULL,
                        G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                        &wm_pid, &error))
      {
        g_print ("Window manager: none (%s)\n", error->message);
        return;
      }
  }
  g_print ("Window manager: %s\n", path);
  g_usleep (500 * 1000);
}

/* Xvfb starts with the pointer in the middle of the screen, over the window: GTK then shows
 * the tooltip of whatever is under it, and presents it again at every layout (a dozen round
 * trips to the X server a frame). The pointer goes to the screen's corner (X keeps it on the
 * screen), where a person's rests while a list fills, when xdotool is installed. */
static void
park_pointer (void)
{
  g_autofree char *path = g_find_program_in_path ("xdotool");
  const char *argv[] = { NULL, "mousemove", "9999", "9999", NULL };

  if (g_getenv ("DISPLAY") == NULL || path == NULL)
    {
      g_print ("Pointer: where it was (no xdotool)\n");
      return;
    }
  argv[0] = path;
  if (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL |
                    G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, NULL, NULL))
    g_print ("Pointer: in the screen's corner\n");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) env = g_get_environ ();
  g_autofree char *data_home = NULL;
  const char *app_argv[] = { PENTOMINO_GUI, NULL };
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 5;
  const char *boards[] = { "10x6", "8x8-tetromino" };
  Stall stream = { 0 }, views = { 0 }, clear = { 0 }, idle = { 0 };
  double rss_start, rss_before = 0, rss_big, rss_cleared;
  double anon_start, anon_before = 0, anon_cleared;
  double worst_ratio = 0;

  setlocale (LC_ALL, "");
  runs = MAX (runs, 1);

  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  if (bus == NULL)
    {
      g_printerr ("bench-stall: no session bus (run under dbus-run-session): %s\n",
                  error->message);
      return 1;
    }
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_printerr ("bench-stall: no display (run under xvfb-run -a)\n");
      return 1;
    }

  start_window_manager ();
  park_pointer ();
  /* The build tree's schema, and settings kept in memory: the run changes nothing on disk. */
  env = g_environ_setenv (env, "GSETTINGS_SCHEMA_DIR", SCHEMA_DIR, TRUE);
  env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);
  /* and a data dir of its own: no saved game of the person's is read or written */
  data_home = g_dir_make_tmp ("pentomino-bench-stall-XXXXXX", &error);
  if (data_home == NULL)
    {
      g_printerr ("bench-stall: %s\n", error->message);
      return 1;
    }
  env = g_environ_setenv (env, "XDG_DATA_HOME", data_home, TRUE);
  if (!g_spawn_async (NULL, (char **) app_argv, env, G_SPAWN_DEFAULT, NULL, NULL, &app_pid,
                      &error))
    {
      g_printerr ("bench-stall: %s\n", error->message);
      return 1;
    }
  wait_for_app ();
  /* Let the window map and draw before measuring anything. */
  set_state ("unique-only", g_variant_new_boolean (FALSE), NULL);
  set_state ("board", g_variant_new_string ("10x6"), NULL);
  ping_for (1500, NULL);
  stall_begin (&idle);
  ping_for (1000, &idle);
  rss_start = rss_mib ();
  anon_start = status_mib ("RssAnon");

  g_print ("Solve All, window against `pentomino-cli --all --threads 0` (best of %u, ms):\n",
           runs);
  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      double best_window = G_MAXDOUBLE, best_cli = G_MAXDOUBLE;
      Stall *stall = b == G_N_ELEMENTS (boards) - 1 ? &stream : NULL;

      set_state ("board", g_variant_new_string (boards[b]), NULL);
      ping_for (200, NULL);
      if (stall == &stream)
        {
          /* The window has now built rows and run searches once: what the big list costs is
           * measured from here, apart from the one-time cost of starting up. */
          ping_for (500, NULL);
          rss_before = rss_mib ();
          anon_before = status_mib ("RssAnon");
        }
      for (guint i = 0; i < runs; i++)
        {
          /* (not MIN (x, f ()): the macro would call f twice) */
          double window_ms = solve_all (stall);
          double cli = (ping_for (100, NULL), cli_ms (boards[b]));

          best_window = MIN (best_window, window_ms);
          best_cli = MIN (best_cli, cli);
        }
      g_print ("  %-14s window %7.1f   cli %7.1f   ratio %.2f\n", boards[b], best_window,
               best_cli, best_window / best_cli);
      worst_ratio = MAX (worst_ratio, best_window / best_cli);
    }
  ping_for (500, NULL);
  rss_big = rss_mib ();

  /* The big list is there: switch views back and forth, pinging between switches. */
  for (guint i = 0; i < 2 * runs; i++)
    {
      stall_begin (&views);
      set_state ("unique-only", g_variant_new_boolean (i % 2 == 0), &views);
      ping_for (150, &views);
    }
  set_state ("unique-only", g_variant_new_boolean (FALSE), NULL);
  ping_for (200, NULL);

  /* A board change clears the list (and its memory). */
  stall_begin (&clear);
  set_state ("board", g_variant_new_string ("10x6"), &clear);
  ping_for (1000, &clear);
  rss_cleared = rss_mib ();
  anon_cleared = status_mib ("RssAnon");

  g_print ("Main-loop round trips (a call every %d ms):\n", PING_MS);
  print_stall ("idle", &idle);
  print_stall ("Solve All streaming 8x8-tetromino (129,168)", &stream);
  print_stall ("switching unique / all on that list", &views);
  print_stall ("clearing that list (board change)", &clear);
  g_print ("Memory (VmRSS): start %.1f MiB, before the 8x8-tetromino list %.1f MiB, with it "
           "%.1f MiB, after clearing it %.1f MiB (%+.1f MiB from before the list)\n",
           rss_start, rss_before, rss_big, rss_cleared, rss_cleared - rss_before);
  g_print ("  private (RssAnon): start %.1f MiB, before the list %.1f MiB, after clearing "
           "%.1f MiB (%+.1f MiB)\n",
           anon_start, anon_before, anon_cleared, anon_cleared - anon_before);
  g_print ("longest stall %.1f ms; worst window/cli ratio %.2f\n",
           MAX (stream.max_ms, MAX (views.max_ms, clear.max_ms)), worst_ratio);

  activate ("quit", NULL);
  /* (not our child: g_spawn_async() reaps it) */
  for (guint i = 0; i < 100 && kill (app_pid, 0) == 0; i++)
    g_usleep (50 * 1000);
  g_spawn_close_pid (app_pid);
  {
    const char *rm_argv[] = { "rm", "-rf", data_home, NULL };

    g_spawn_sync (NULL, (char **) rm_argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                  NULL, NULL);
  }
  if (wm_pid != 0)
    {
      kill (wm_pid, SIGTERM);
      g_spawn_close_pid (wm_pid);
    }
  return 0;
}
