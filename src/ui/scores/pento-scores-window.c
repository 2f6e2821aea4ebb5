/* SPDX-License-Identifier: GPL-3.0-or-later
 * pento-scores-window.c: see pento-scores-window.h.
 *
 * Every page is drawn afresh from the records whenever they change: a few dozen rows, made in
 * a moment. The one slow thing, the number of packings a collected board has, is counted on
 * a worker, one board at a time, and its row updated when it comes.
 */
#include <string.h>

#include <glib/gi18n.h>

#include "common/pento-focus.h"
#include "common/pento-solution-item.h"
#include "common/pento-solution-list.h"
#include "common/pento-ui-util.h"
#include "help/pento-help.h"
#include "scores/pento-packing-total.h"
#include "scores/pento-scores-window.h"
#include "solutions/pento-solution-row.h"

/* The marks of the calendar and the ladder: a shape for each kind as well as a colour. */
#define MARK_CLEAN    "●"
#define MARK_ASSISTED "◐"
#define MARK_SHOWN    "○"

enum { PAGE_RECORDS, PAGE_LADDER, PAGE_DAILY, PAGE_COLLECTION, N_PAGES };
static const char * const page_names[N_PAGES] = { "records", "ladder", "daily", "collection" };

/* How a day's daily went, best first. */
typedef enum { DAY_NONE, DAY_STARTED, DAY_SHOWN, DAY_ASSISTED, DAY_CLEAN } DayKind;

struct _PentoScoresWindow
{
  AdwWindow           parent_instance;

  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar *switcher_bar;
  AdwViewStack       *stack;
  GtkRevealer        *notice_revealer;
  GtkLabel           *notice_label;
  GtkStack           *records_stack;
  AdwPreferencesPage *records_page;
  GtkStack           *ladder_stack;
  AdwPreferencesPage *ladder_page;
  AdwPreferencesPage *daily_page;
  GtkStack           *collection_stack;
  AdwPreferencesPage *collection_page;
  GtkLabel           *browser_title;
  GtkListView        *browser_view;

  const PentoRecords *records;               /* not owned */
  GPtrArray          *groups[N_PAGES];       /* the groups drawn on each page */
  GPtrArray          *rows[N_PAGES];         /* what each page's rows say (char *) */
  GPtrArray          *marks;                 /* the ladder marks' names (char *) */

  GHashTable         *days;                  /* Julian day → DayKind */
  GDate               month;                 /* the calendar's month: its first day */
  GtkGrid            *calendar;
  GtkLabel           *month_label;
  GPtrArray          *day_names;             /* the month's days' names (char *) */

  GPtrArray          *collected;             /* PentoPuzzleId of each collection row */
  GArray             *found;                 /* how many of each are found */
  GPtrArray          *collection_rows;       /* AdwActionRow of each */
  GCancellable       *counting;              /* the collection's count running, or NULL */
  char               *counting_title;        /* ... and the board it counts */
  PentoSolutionList  *browsed;               /* the browser's packings */
};

G_DEFINE_FINAL_TYPE (PentoScoresWindow, pento_scores_window, ADW_TYPE_WINDOW)

static void draw_collection (PentoScoresWindow *self);

/* --- Rows ---------------------------------------------------------------------------------- */

static void
clear_page (PentoScoresWindow  *self,
            guint               page,
            AdwPreferencesPage *widget)
{
  for (guint i = 0; i < self->groups[page]->len; i++)
    adw_preferences_page_remove (widget, g_ptr_array_index (self->groups[page], i));
  g_ptr_array_set_size (self->groups[page], 0);
  g_ptr_array_set_size (self->rows[page], 0);
}

static AdwPreferencesGroup *
add_group (PentoScoresWindow  *self,
           guint               page,
           AdwPreferencesPage *widget,
           const char         *title,
           const char         *description)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (group, title);
  if (description != NULL)
    adw_preferences_group_set_description (group, description);
  adw_preferences_page_add (widget, group);
  g_ptr_array_add (self->groups[page], group);
  return group;
}

/* Keeps what a row says, for get_rows(). */
static void
note_row (PentoScoresWindow *self,
          guint              page,
          gboolean           inner,
          const char        *title,
          const char        *subtitle)
{
  g_ptr_array_add (self->rows[page], g_strdup_printf ("%s%s\t%s", inner ? "  " : "", title,
                                                      subtitle != NULL ? subtitle : ""));
}

static GtkWidget *
action_row (PentoScoresWindow *self,
            guint              page,
            gboolean           inner,
            const char        *title,
            const char        *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  /* (names, dates and numbers: nothing to read as markup) */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  note_row (self, page, inner, title, subtitle);
  return row;
}

/* --- Records ------------------------------------------------------------------------------- */

static const char *
finish_label (guint kind)
{
  return kind == PENTO_FINISH_CLEAN ? _("Clean") : _("Assisted");
}

/* The puzzle without its kind, which its group says: "10x6, Easy", "2026-11-29",
 * "10x6, the twelve, flipping allowed". */
static char *
puzzle_title (const PentoPuzzleId *id)
{
  char day[16];

  switch (id->kind)
    {
    case PENTO_PUZZLE_FINISH:
    case PENTO_PUZZLE_LADDER:
      /* Translators: a board and a level, "10x6, Easy" */
      return g_strdup_printf (_("%s, %s"), id->board, pento_level_get_label (id->level));
    case PENTO_PUZZLE_DAILY:
      pento_records_format_day (id->day, day);
      return g_strdup (day);
    case PENTO_PUZZLE_DUEL:
      return g_strdup_printf (_("%s, %s"), id->board, pento_duel_level_get_label (id->duel_level));
    case PENTO_PUZZLE_FREE:
    default:
      {
        g_autofree char *set = NULL;
        g_autofree char *rules = NULL;
        PentoRules r;

        pento_packing_total_rules (id, &r);
        rules = pento_rules_describe (&r, PENTO_RULES_DESCRIBE_PERSON);
        set = id->pieces == PENTO_PIECE_SET_DEFAULT ? g_strdup (_("the twelve"))
                                                    : pento_piece_set_to_string (id->pieces);
        /* Translators: a board, a set of pieces and the rules: "10x6, the twelve, flipping
         * allowed" */
        return g_strdup_printf (_("%s, %s, %s"), id->board, set, rules);
      }
    }
}

/* "Clean 0:41.2 · Assisted 1:02.0 · 3 started, 2 finished, 1 shown" */
static char *
puzzle_summary (const PentoPuzzleRecords *p)
{
  GString *text = g_string_new (NULL);

  /* a duel's games are its starts, and the person's wins its finishes */
  if (p->id.kind == PENTO_PUZZLE_DUEL)
    {
      /* Translators: two-player games against the computer, "3 games: 2 won, 1 lost" */
      g_string_append_printf (text, ngettext ("%u game: %u won, %u lost",
                                              "%u games: %u won, %u lost", p->started),
                              p->started, p->finished, p->started - MIN (p->finished, p->started));
      return g_string_free (text, FALSE);
    }
  for (guint k = 0; k < 2; k++)
    if (p->n_best[k] > 0)
      {
        g_autofree char *time = pento_records_format_time (p->best[k][0].ms);

        /* Translators: the best time of a kind of finish, "Clean 0:41.2" */
        g_string_append_printf (text, _("%s %s · "), finish_label (k), time);
      }
  /* Translators: games of a puzzle begun, finished (every finish) and finished with the
   * answer shown */
  g_string_append_printf (text, _("%u started, %u finished, %u shown"), p->started,
                          p->finished, p->shown);
  return g_string_free (text, FALSE);
}

static void
add_puzzle_row (PentoScoresWindow        *self,
                AdwPreferencesGroup      *group,
                const PentoPuzzleRecords *p)
{
  g_autofree char *title = puzzle_title (&p->id);
  g_autofree char *summary = puzzle_summary (p);
  GtkWidget *row;

  if (p->n_best[0] == 0 && p->n_best[1] == 0)
    {
      adw_preferences_group_add (group, action_row (self, PAGE_RECORDS, FALSE, title, summary));
      return;
    }
  row = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), summary);
  note_row (self, PAGE_RECORDS, FALSE, title, summary);
  /* the best ten of each kind, kept apart */
  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < p->n_best[k]; i++)
      {
        g_autofree char *time = pento_records_format_time (p->best[k][i].ms);
        g_autofree char *line = NULL, *when = NULL;
        char day[16];

        pento_records_format_day (p->best[k][i].day, day);
        /* Translators: a place among the best times and the time, "1. 0:41.2" */
        line = g_strdup_printf (_("%u. %s"), i + 1, time);
        /* Translators: how a best time was earned and its date, "Clean, 2026-11-29" */
        when = g_strdup_printf (_("%s, %s"), finish_label (k), day);
        adw_expander_row_add_row (ADW_EXPANDER_ROW (row),
                                  action_row (self, PAGE_RECORDS, TRUE, line, when));
      }
  adw_preferences_group_add (group, row);
}

static void
draw_earlier (PentoScoresWindow *self)
{
  AdwPreferencesGroup *group = NULL;

  for (PentoChallengeKind k = PENTO_CHALLENGE_FINISH; k <= PENTO_CHALLENGE_LADDER; k++)
    for (PentoLevel l = 0; l < PENTO_N_LEVELS; l++)
      for (guint a = 0; a < 2; a++)
        {
          g_autofree char *time = NULL, *title = NULL, *subtitle = NULL;
          guint64 ms;
          guint finishes;

          if (!pento_records_get_earlier (self->records, k, l, a, &ms, &finishes))
            continue;
          if (group == NULL)
            group = add_group (self, PAGE_RECORDS, self->records_page, _("Earlier"),
                               _("Kept before records were told apart by board and by how a "
                                 "finish was earned."));
          time = pento_records_format_time (ms);
          /* Translators: an earlier record: "Ladder, Easy, assisted" */
          title = g_strdup_printf (_("%s, %s, %s"),
                                   k == PENTO_CHALLENGE_LADDER ? _("Ladder") :
                                   _("Finish the board"), pento_level_get_label (l),
                                   a ? _("assisted") : _("clean"));
          /* Translators: "Best 1:02.0, 3 finished" */
          subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Best %s, %u finished",
                                                   "Best %s, %u finished", finishes),
                                      time, finishes);
          adw_preferences_group_add (group, action_row (self, PAGE_RECORDS, FALSE, title,
                                                        subtitle));
        }
}

static void
draw_records (PentoScoresWindow *self)
{
  static const char *titles[PENTO_N_PUZZLES] = {
    N_("Finish the Board"), N_("Ladder"), N_("Daily"), N_("Free Games"),
    N_("Two-Player Games"),
  };
  static const char *descriptions[PENTO_N_PUZZLES] = {
    N_("By board and level"), N_("By rung and level"), N_("By date"),
    N_("By board, set of pieces and rules"), N_("By board and the computer’s level"),
  };
  g_autoptr(GPtrArray) list = pento_records_list (self->records);
  AdwPreferencesGroup *group = NULL;
  PentoPuzzleKind kind = PENTO_N_PUZZLES;

  clear_page (self, PAGE_RECORDS, self->records_page);
  for (guint i = 0; i < list->len; i++)
    {
      const PentoPuzzleRecords *p = g_ptr_array_index (list, i);

      if (p->id.kind != kind)
        {
          kind = p->id.kind;
          group = add_group (self, PAGE_RECORDS, self->records_page, _(titles[kind]),
                             _(descriptions[kind]));
        }
      add_puzzle_row (self, group, p);
    }
  draw_earlier (self);
  gtk_stack_set_visible_child_name (self->records_stack,
                                    self->groups[PAGE_RECORDS]->len > 0 ? "list" : "empty");
}

/* --- The ladder map ------------------------------------------------------------------------ */

/* A rung of ladder @ladder as the window plays it (numbered 1 … 10, the boards 3x5 … 12x5,
 * each at the highest level it reaches): a button that plays it again. */
static GtkWidget *
rung_mark (PentoScoresWindow *self,
           guint              ladder,
           guint              number,
           gboolean           solved,
           gboolean           next)
{
  g_autofree char *text = g_strdup_printf ("%u", number);
  g_autofree char *name = NULL;
  GtkWidget *mark = gtk_button_new_with_label (text);

  gtk_widget_add_css_class (mark, "rung");
  gtk_widget_add_css_class (mark, solved ? "solved" : next ? "next" : "open");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (mark), "app.ladder-rung");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (mark), "(uu)", ladder, number);
  /* Translators: a rung of the ladder book's map, "Rung 3: solved" */
  name = g_strdup_printf (solved ? _("Rung %u: solved") : next ? _("Rung %u: next to play")
                                                             : _("Rung %u: not solved"),
                          number);
  gtk_widget_set_tooltip_text (mark, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  g_ptr_array_add (self->marks, g_steal_pointer (&name));
  return mark;
}

/* One ladder: a mark for each of its ten rungs, solved at the level the window plays it. */
static void
add_ladder_row (PentoScoresWindow   *self,
                AdwPreferencesGroup *group,
                guint                ladder)
{
  g_autofree char *title = NULL, *subtitle = NULL;
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *marks = gtk_flow_box_new ();
  GtkWidget *title_label, *subtitle_label;
  gboolean done[13] = { FALSE };
  guint solved = 0, next = 0;

  for (guint rung = 3; rung <= 12; rung++)
    {
      done[rung] = pento_records_rung_solved (self->records, ladder, rung,
                                              pento_challenge_ladder_top_level (rung));
      solved += done[rung];
      if (!done[rung] && next == 0)
        next = rung - 2;
    }
  /* Translators: a ladder of the ladder book, "Ladder 7" */
  title = g_strdup_printf (_("Ladder %u"), ladder);
  if (next != 0)
    /* Translators: "3 of 10 rungs solved, next rung 4" */
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of 10 rungs solved, next rung %u",
                                             "%u of 10 rungs solved, next rung %u", solved),
                                solved, next);
  else
    subtitle = g_strdup (_("All 10 rungs solved"));
  note_row (self, PAGE_LADDER, FALSE, title, subtitle);

  /* (five a line on a phone, ten on a wide window; the buttons take Tab, not their places) */
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (marks), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (marks), 5);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (marks), 10);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (marks), TRUE);
  for (guint rung = 3; rung <= 12; rung++)
    {
      GtkWidget *mark = rung_mark (self, ladder, rung - 2, done[rung], rung - 2 == next);

      gtk_flow_box_append (GTK_FLOW_BOX (marks), mark);
      gtk_widget_set_focusable (gtk_widget_get_parent (mark), FALSE);
    }

  title_label = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  gtk_label_set_wrap (GTK_LABEL (title_label), TRUE);
  subtitle_label = gtk_label_new (subtitle);
  gtk_label_set_xalign (GTK_LABEL (subtitle_label), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle_label), TRUE);
  gtk_widget_add_css_class (subtitle_label, "dim-label");
  gtk_widget_add_css_class (subtitle_label, "caption");
  gtk_box_append (GTK_BOX (box), title_label);
  gtk_box_append (GTK_BOX (box), subtitle_label);
  gtk_box_append (GTK_BOX (box), marks);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  {
    g_autofree char *label = g_strdup_printf ("%s: %s", title, subtitle);

    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                    -1);
  }
  adw_preferences_group_add (group, row);
}

static void
draw_ladder (PentoScoresWindow *self)
{
  g_autoptr(GArray) book = pento_records_get_book (self->records);
  AdwPreferencesGroup *group = NULL;
  guint last_ladder = 0;

  clear_page (self, PAGE_LADDER, self->ladder_page);
  g_ptr_array_set_size (self->marks, 0);
  /* (the book is in the order of ladders: one row each) */
  for (guint i = 0; i < book->len; i++)
    {
      const PentoBookRung *r = &g_array_index (book, PentoBookRung, i);

      if (r->ladder == last_ladder)
        continue;
      if (group == NULL)
        group = add_group (self, PAGE_LADDER, self->ladder_page, _("The Ladder Book"),
                           _("Each ladder's ten rungs are fixed puzzles, the same everywhere, "
                             "each played at the highest level it reaches: every rung solved "
                             "is ticked off, and a rung's button plays it again."));
      last_ladder = r->ladder;
      add_ladder_row (self, group, r->ladder);
    }
  gtk_stack_set_visible_child_name (self->ladder_stack, group != NULL ? "list" : "empty");
}

/* --- The daily calendar -------------------------------------------------------------------- */

static DayKind
day_kind (const PentoPuzzleRecords *p)
{
  if (p->n_best[PENTO_FINISH_CLEAN] > 0)
    return DAY_CLEAN;
  if (p->n_best[PENTO_FINISH_ASSISTED] > 0)
    return DAY_ASSISTED;
  if (p->shown > 0)
    return DAY_SHOWN;
  return p->started > 0 ? DAY_STARTED : DAY_NONE;
}

static void
draw_month (PentoScoresWindow *self)
{
  static const char *classes[] = { NULL, "started", "shown", "assisted", "clean" };
  static const char *marks[] = { "", "", MARK_SHOWN, MARK_ASSISTED, MARK_CLEAN };
  guint n_days = g_date_get_days_in_month (g_date_get_month (&self->month),
                                           g_date_get_year (&self->month));
  /* weeks start on Monday: the column of the first day */
  guint first = g_date_get_weekday (&self->month) - 1;
  GtkWidget *child;
  GDate date = self->month;
  char text[64];

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->calendar))) != NULL)
    gtk_grid_remove (self->calendar, child);
  g_ptr_array_set_size (self->day_names, 0);

  g_date_strftime (text, sizeof text, "%B %Y", &self->month);
  gtk_label_set_label (self->month_label, text);

  for (guint d = 0; d < 7; d++)
    {
      GDate monday;
      GtkWidget *label;

      /* 2001-01-01 was a Monday */
      g_date_clear (&monday, 1);
      g_date_set_dmy (&monday, 1 + d, G_DATE_JANUARY, 2001);
      g_date_strftime (text, sizeof text, "%a", &monday);
      label = gtk_label_new (text);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "caption");
      gtk_grid_attach (self->calendar, label, d, 0, 1, 1);
    }
  for (guint day = 1; day <= n_days; day++)
    {
      DayKind kind = GPOINTER_TO_UINT (g_hash_table_lookup (self->days,
                                        GUINT_TO_POINTER (g_date_get_julian (&date))));
      g_autofree char *face = g_strdup_printf ("%u\n%s", day, marks[kind]);
      g_autofree char *name = NULL;
      GtkWidget *label = gtk_label_new (face);
      /* A flat button takes the focus (a box or a label does not), read as a grid's cell. */
      GtkWidget *cell = g_object_new (GTK_TYPE_BUTTON, "accessible-role",
                                      GTK_ACCESSIBLE_ROLE_GRID_CELL, NULL);
      static const char *states[] = {
        N_("not played"), N_("started, not finished"), N_("finished with the answer shown"),
        N_("solved with assists"), N_("solved clean"),
      };

      g_date_strftime (text, sizeof text, "%A %-d %B %Y", &date);
      /* Translators: a day of the daily calendar: "Sunday 29 November 2026: solved clean" */
      name = g_strdup_printf (_("%s: %s"), text, _(states[kind]));
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
      gtk_widget_set_tooltip_text (cell, name);
      gtk_widget_set_focusable (cell, TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_button_set_child (GTK_BUTTON (cell), label);
      gtk_widget_add_css_class (cell, "flat");
      gtk_widget_add_css_class (cell, "day");
      if (classes[kind] != NULL)
        gtk_widget_add_css_class (cell, classes[kind]);
      gtk_grid_attach (self->calendar, cell, (first + day - 1) % 7, 1 + (first + day - 1) / 7,
                       1, 1);
      g_ptr_array_add (self->day_names, g_steal_pointer (&name));
      g_date_add_days (&date, 1);
    }
}

static void
month_step (PentoScoresWindow *self,
            int                step)
{
  if (step < 0)
    g_date_subtract_months (&self->month, 1);
  else
    g_date_add_months (&self->month, 1);
  draw_month (self);
}

static void
previous_month_cb (PentoScoresWindow *self)
{
  month_step (self, -1);
}

static void
next_month_cb (PentoScoresWindow *self)
{
  month_step (self, 1);
}

static void
draw_daily (PentoScoresWindow *self)
{
  g_autoptr(GPtrArray) list = pento_records_list (self->records);
  g_autofree char *current = NULL, *best = NULL;
  AdwPreferencesGroup *group;
  GtkWidget *buttons, *button;
  GDate today;

  clear_page (self, PAGE_DAILY, self->daily_page);
  g_hash_table_remove_all (self->days);
  for (guint i = 0; i < list->len; i++)
    {
      const PentoPuzzleRecords *p = g_ptr_array_index (list, i);

      if (p->id.kind == PENTO_PUZZLE_DAILY)
        g_hash_table_insert (self->days, GUINT_TO_POINTER (p->id.day),
                             GUINT_TO_POINTER (day_kind (p)));
    }

  g_date_clear (&today, 1);
  g_date_set_time_t (&today, time (NULL));
  group = add_group (self, PAGE_DAILY, self->daily_page, _("Streak"),
                     _("Days in a row with the daily solved, clean or with assists; a daily "
                       "finished with the answer shown is no streak day."));
  {
    guint streak = pento_records_get_streak (self->records, &today);
    guint longest = pento_records_get_best_streak (self->records);

    current = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u day", "%u days", streak),
                               streak);
    best = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u day", "%u days", longest),
                            longest);
  }
  adw_preferences_group_add (group, action_row (self, PAGE_DAILY, FALSE, _("Current streak"),
                                                current));
  adw_preferences_group_add (group, action_row (self, PAGE_DAILY, FALSE, _("Longest streak"),
                                                best));

  group = add_group (self, PAGE_DAILY, self->daily_page, _("Calendar"), NULL);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  button = gtk_button_new_from_icon_name ("go-previous-symbolic");
  gtk_widget_set_tooltip_text (button, _("Previous month"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (previous_month_cb), self);
  gtk_box_append (GTK_BOX (buttons), button);
  self->month_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_size_request (GTK_WIDGET (self->month_label), 120, -1);
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->month_label));
  button = gtk_button_new_from_icon_name ("go-next-symbolic");
  gtk_widget_set_tooltip_text (button, _("Next month"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (next_month_cb), self);
  gtk_box_append (GTK_BOX (buttons), button);
  gtk_widget_set_valign (buttons, GTK_ALIGN_CENTER);
  adw_preferences_group_set_header_suffix (group, buttons);

  self->calendar = g_object_new (GTK_TYPE_GRID, "accessible-role", GTK_ACCESSIBLE_ROLE_GRID,
                                 NULL);
  gtk_grid_set_column_homogeneous (self->calendar, TRUE);
  gtk_grid_set_row_spacing (self->calendar, 4);
  gtk_grid_set_column_spacing (self->calendar, 4);
  gtk_widget_add_css_class (GTK_WIDGET (self->calendar), "scores-calendar");
  gtk_widget_add_css_class (GTK_WIDGET (self->calendar), "card");
  adw_preferences_group_add (group, GTK_WIDGET (self->calendar));
  {
    /* Translators: the calendar's key, with its marks */
    GtkWidget *key = gtk_label_new (_("● solved clean   ◐ solved with assists   ○ answer shown"));

    gtk_label_set_wrap (GTK_LABEL (key), TRUE);
    gtk_label_set_xalign (GTK_LABEL (key), 0);
    gtk_widget_set_margin_top (key, 6);
    gtk_widget_add_css_class (key, "dim-label");
    gtk_widget_add_css_class (key, "caption");
    adw_preferences_group_add (group, key);
  }
  if (!g_date_valid (&self->month))
    {
      self->month = today;
      g_date_set_day (&self->month, 1);
    }
  draw_month (self);
}

/* --- The collection ------------------------------------------------------------------------ */

static char *
collection_subtitle (const PentoPuzzleId *id,
                     guint                found)
{
  g_autofree char *n = pento_format_count (found);
  guint64 total;

  if (pento_packing_total_lookup (id, &total))
    {
      g_autofree char *t = pento_format_count (total);

      /* Translators: "3 of 2,339 packings found" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s of %s packing found",
                                           "%s of %s packings found", (gulong) total), n, t);
    }
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s packing found",
                                       "%s packings found", found), n);
}

static void count_next (PentoScoresWindow *self);

/* The collected boards not counted (too large, or the count failed): not tried again. */
static GHashTable *uncounted;

static void
counted_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(PentoScoresWindow) self = user_data;
  guint64 total;
  gboolean cancelled = g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result)));

  if (!pento_packing_total_finish (result, &total))
    {
      /* (cancelled: the records were drawn again, and the count is asked for again) */
      if (cancelled)
        return;
      g_hash_table_add (uncounted, g_steal_pointer (&self->counting_title));
    }
  g_clear_object (&self->counting);
  g_clear_pointer (&self->counting_title, g_free);
  for (guint i = 0; i < self->collected->len; i++)
    {
      const PentoPuzzleId *id = g_ptr_array_index (self->collected, i);
      g_autofree char *subtitle = collection_subtitle (id, g_array_index (self->found, guint, i));
      g_autofree char *title = puzzle_title (id);

      adw_action_row_set_subtitle (g_ptr_array_index (self->collection_rows, i), subtitle);
      g_free (self->rows[PAGE_COLLECTION]->pdata[i]);
      self->rows[PAGE_COLLECTION]->pdata[i] = g_strdup_printf ("%s\t%s", title, subtitle);
    }
  count_next (self);
}

/* The first collected board whose number of packings is not known yet, counted. */
static void
count_next (PentoScoresWindow *self)
{
  if (self->counting != NULL || self->records == NULL)
    return;
  if (uncounted == NULL)
    uncounted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < self->collected->len; i++)
    {
      const PentoPuzzleId *id = g_ptr_array_index (self->collected, i);
      g_autofree char *title = puzzle_title (id);
      g_autoptr(GPtrArray) packings = NULL;
      g_autoptr(PentoBoard) board = NULL;
      PentoRules rules;
      guint64 total;

      if (pento_packing_total_lookup (id, &total) || g_hash_table_contains (uncounted, title))
        continue;
      pento_packing_total_rules (id, &rules);
      packings = pento_records_get_collection (self->records, id->board, &rules);
      if (packings->len == 0)
        continue;
      board = pento_packing_total_board (g_ptr_array_index (packings, 0), id->board);
      if (board == NULL)
        continue;
      self->counting = g_cancellable_new ();
      self->counting_title = g_steal_pointer (&title);
      pento_packing_total_count (id, board, self->counting, counted_cb, g_object_ref (self));
      return;
    }
}

static void
collection_row_activated (PentoScoresWindow *self,
                          AdwActionRow      *row)
{
  guint index;

  if (g_ptr_array_find (self->collection_rows, row, &index))
    pento_scores_window_browse (self, index);
}

static void
draw_collection (PentoScoresWindow *self)
{
  g_autoptr(GArray) found = NULL;
  AdwPreferencesGroup *group = NULL;

  clear_page (self, PAGE_COLLECTION, self->collection_page);
  g_clear_pointer (&self->collected, g_ptr_array_unref);
  g_clear_pointer (&self->found, g_array_unref);
  g_ptr_array_set_size (self->collection_rows, 0);
  self->collected = pento_records_get_collected (self->records, &found);
  self->found = g_steal_pointer (&found);
  for (guint i = 0; i < self->collected->len; i++)
    {
      const PentoPuzzleId *id = g_ptr_array_index (self->collected, i);
      g_autofree char *title = puzzle_title (id);
      g_autofree char *subtitle = collection_subtitle (id, g_array_index (self->found, guint, i));
      GtkWidget *row;

      if (group == NULL)
        group = add_group (self, PAGE_COLLECTION, self->collection_page, _("Packings Found"),
                           _("Every free game finished adds its packing, once up to the "
                             "board's symmetry. Choose a board to see its packings."));
      row = action_row (self, PAGE_COLLECTION, FALSE, title, subtitle);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_signal_connect_swapped (row, "activated", G_CALLBACK (collection_row_activated), self);
      adw_preferences_group_add (group, row);
      g_ptr_array_add (self->collection_rows, row);
    }
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->collection_stack), "browser") != 0 ||
      group == NULL)
    gtk_stack_set_visible_child_name (self->collection_stack, group != NULL ? "list" : "empty");
  count_next (self);
}

static void
browser_back_clicked (PentoScoresWindow *self)
{
  gtk_stack_set_visible_child_name (self->collection_stack,
                                    self->collected != NULL && self->collected->len > 0
                                    ? "list" : "empty");
}

static void
browser_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item)
{
  gtk_list_item_set_child (item, pento_solution_row_new ());
}

static void
browser_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  pento_solution_row_set_item (PENTO_SOLUTION_ROW (gtk_list_item_get_child (item)),
                               gtk_list_item_get_item (item), TRUE);
}

static void
browser_unbind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  pento_solution_row_set_item (PENTO_SOLUTION_ROW (gtk_list_item_get_child (item)), NULL, TRUE);
}

/* --- The window ---------------------------------------------------------------------------- */

static void
pento_scores_window_dispose (GObject *object)
{
  PentoScoresWindow *self = PENTO_SCORES_WINDOW (object);

  g_cancellable_cancel (self->counting);
  g_clear_object (&self->counting);
  gtk_widget_dispose_template (GTK_WIDGET (object), PENTO_TYPE_SCORES_WINDOW);

  G_OBJECT_CLASS (pento_scores_window_parent_class)->dispose (object);
}

static void
pento_scores_window_finalize (GObject *object)
{
  PentoScoresWindow *self = PENTO_SCORES_WINDOW (object);

  for (guint i = 0; i < N_PAGES; i++)
    {
      g_ptr_array_unref (self->groups[i]);
      g_ptr_array_unref (self->rows[i]);
    }
  g_ptr_array_unref (self->marks);
  g_ptr_array_unref (self->day_names);
  g_ptr_array_unref (self->collection_rows);
  g_hash_table_unref (self->days);
  g_clear_pointer (&self->collected, g_ptr_array_unref);
  g_clear_pointer (&self->found, g_array_unref);
  g_clear_object (&self->browsed);
  g_free (self->counting_title);

  G_OBJECT_CLASS (pento_scores_window_parent_class)->finalize (object);
}

static void
pento_scores_window_class_init (PentoScoresWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pento_scores_window_dispose;
  object_class->finalize = pento_scores_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/pentomino/Pentomino/"
                                               "pento-scores-window.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, PentoScoresWindow, name)
  CHILD (switcher_title);
  CHILD (switcher_bar);
  CHILD (stack);
  CHILD (notice_revealer);
  CHILD (notice_label);
  CHILD (records_stack);
  CHILD (records_page);
  CHILD (ladder_stack);
  CHILD (ladder_page);
  CHILD (daily_page);
  CHILD (collection_stack);
  CHILD (collection_page);
  CHILD (browser_title);
  CHILD (browser_view);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, browser_back_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
pento_scores_window_init (PentoScoresWindow *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < N_PAGES; i++)
    {
      self->groups[i] = g_ptr_array_new ();
      self->rows[i] = g_ptr_array_new_with_free_func (g_free);
    }
  self->marks = g_ptr_array_new_with_free_func (g_free);
  self->day_names = g_ptr_array_new_with_free_func (g_free);
  self->collection_rows = g_ptr_array_new ();
  self->days = g_hash_table_new (NULL, NULL);
  g_date_clear (&self->month, 1);
  self->browsed = pento_solution_list_new ();

  /* the switcher moves to the bottom when the header is too narrow for it */
  g_object_bind_property (self->switcher_title, "title-visible", self->switcher_bar, "reveal",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect (factory, "setup", G_CALLBACK (browser_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (browser_bind_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (browser_unbind_cb), NULL);
  gtk_list_view_set_factory (self->browser_view, factory);
  gtk_list_view_set_model (self->browser_view, GTK_SELECTION_MODEL (
    gtk_no_selection_new (g_object_ref (G_LIST_MODEL (
      pento_solution_list_get_view (self->browsed, TRUE))))));
  pento_solution_view_set_active (pento_solution_list_get_view (self->browsed, TRUE), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->browser_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Packings found"), -1);
}

PentoScoresWindow *
pento_scores_window_new (GtkWindow *parent)
{
  PentoScoresWindow *self = g_object_new (PENTO_TYPE_SCORES_WINDOW, NULL);

  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
    }
  pento_help_attach (GTK_WINDOW (self), "scores");
  /* the browser's list is one Tab stop, its rows walked by the arrows */
  pento_focus_lists_one_tab_stop (GTK_WINDOW (self));
  return self;
}

void
pento_scores_window_set_records (PentoScoresWindow  *self,
                                 const PentoRecords *records)
{
  g_return_if_fail (PENTO_IS_SCORES_WINDOW (self));

  self->records = records;
  if (records == NULL)
    return;
  g_cancellable_cancel (self->counting);
  g_clear_object (&self->counting);
  g_clear_pointer (&self->counting_title, g_free);
  draw_records (self);
  draw_ladder (self);
  draw_daily (self);
  draw_collection (self);
}

void
pento_scores_window_set_notice (PentoScoresWindow *self,
                                const char        *notice)
{
  g_return_if_fail (PENTO_IS_SCORES_WINDOW (self));

  gtk_label_set_label (self->notice_label, notice != NULL ? notice : "");
  gtk_revealer_set_reveal_child (self->notice_revealer, notice != NULL);
}

const char *
pento_scores_window_get_notice (PentoScoresWindow *self)
{
  g_return_val_if_fail (PENTO_IS_SCORES_WINDOW (self), NULL);

  return gtk_revealer_get_reveal_child (self->notice_revealer)
         ? gtk_label_get_label (self->notice_label) : NULL;
}

static guint
page_index (const char *page)
{
  for (guint i = 0; i < N_PAGES; i++)
    if (g_strcmp0 (page, page_names[i]) == 0)
      return i;
  g_return_val_if_reached (0);
}

static char **
strv_of (GPtrArray *strings)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  char **strv;

  for (guint i = 0; i < strings->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (strings, i));
  strv = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return strv;
}

char **
pento_scores_window_get_rows (PentoScoresWindow *self,
                              const char        *page)
{
  g_return_val_if_fail (PENTO_IS_SCORES_WINDOW (self), NULL);

  return strv_of (self->rows[page_index (page)]);
}

gboolean
pento_scores_window_is_empty (PentoScoresWindow *self,
                              const char        *page)
{
  GtkStack *stacks[N_PAGES] = { self->records_stack, self->ladder_stack, NULL,
                                self->collection_stack };
  GtkStack *stack;

  g_return_val_if_fail (PENTO_IS_SCORES_WINDOW (self), FALSE);

  stack = stacks[page_index (page)];
  return stack != NULL && g_strcmp0 (gtk_stack_get_visible_child_name (stack), "empty") == 0;
}

char **
pento_scores_window_get_marks (PentoScoresWindow *self)
{
  g_return_val_if_fail (PENTO_IS_SCORES_WINDOW (self), NULL);

  return strv_of (self->marks);
}

void
pento_scores_window_show_month (PentoScoresWindow *self,
                                guint              year,
                                guint              month)
{
  g_return_if_fail (PENTO_IS_SCORES_WINDOW (self) && self->calendar != NULL);
  g_return_if_fail (g_date_valid_dmy (1, month, year));

  g_date_set_dmy (&self->month, 1, month, year);
  draw_month (self);
}

const char *
pento_scores_window_get_day (PentoScoresWindow *self,
                             guint              day)
{
  g_return_val_if_fail (PENTO_IS_SCORES_WINDOW (self), NULL);
  g_return_val_if_fail (day >= 1 && day <= self->day_names->len, NULL);

  return g_ptr_array_index (self->day_names, day - 1);
}

GListModel *
pento_scores_window_browse (PentoScoresWindow *self,
                            guint              index)
{
  const PentoPuzzleId *id;
  g_autoptr(GPtrArray) packings = NULL;
  g_autoptr(PentoBoard) board = NULL;
  g_autofree char *title = NULL, *subtitle = NULL, *heading = NULL;
  g_autofree guint8 *representative = NULL;
  g_autofree char *cells = NULL;
  PentoRules rules;
  gsize size;

  g_return_val_if_fail (PENTO_IS_SCORES_WINDOW (self) && self->records != NULL, NULL);
  g_return_val_if_fail (index < self->collected->len, NULL);

  id = g_ptr_array_index (self->collected, index);
  pento_packing_total_rules (id, &rules);
  packings = pento_records_get_collection (self->records, id->board, &rules);
  if (packings->len > 0)
    board = pento_packing_total_board (g_ptr_array_index (packings, 0), id->board);
  pento_solution_list_reset (self->browsed, board);
  if (board != NULL)
    {
      /* each one found stands for its class: all of them "unique" */
      size = (gsize) ((PentoSolution *) g_ptr_array_index (packings, 0))->width *
             ((PentoSolution *) g_ptr_array_index (packings, 0))->height;
      cells = g_malloc (size * packings->len);
      representative = g_malloc (packings->len);
      for (guint i = 0; i < packings->len; i++)
        {
          memcpy (cells + i * size, ((PentoSolution *) g_ptr_array_index (packings, i))->cells,
                  size);
          representative[i] = 1;
        }
      pento_solution_list_append (self->browsed, cells, representative, packings->len);
    }
  title = puzzle_title (id);
  subtitle = collection_subtitle (id, packings->len);
  /* Translators: the browser's heading: "10x6, the twelve, flipping allowed: 3 packings
   * found" */
  heading = g_strdup_printf (_("%s: %s"), title, subtitle);
  gtk_label_set_label (self->browser_title, heading);
  gtk_stack_set_visible_child_name (self->collection_stack, "browser");
  gtk_widget_grab_focus (GTK_WIDGET (self->browser_view));
  return G_LIST_MODEL (pento_solution_list_get_view (self->browsed, TRUE));
}
