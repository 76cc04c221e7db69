/* SPDX-License-Identifier: MIT */
/* The key table and the pure action handler: every key of docs/design.md's
 * explorer, what it does in each mode, and how runs stop on events. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ktour/options.h"
#include "ui/app/app.h"
#include "ui/model/panels.h"
#include "ui/app/keys.h"

/* Is panel id shown? */
static bool shown(const app_state *s, panel_id id)
{
	return (s->panels & PANEL_BIT(id)) != 0;
}

static ui_action main_key(int key)
{
	int arg;
	return keys_lookup(KM_MAIN, key, &arg);
}

static void test_main_keys(void **state)
{
	(void)state;
	int arg;
	assert_int_equal(main_key(' '), ACT_RUN_PAUSE);
	assert_int_equal(main_key('n'), ACT_STEP);
	assert_int_equal(main_key(UK_RIGHT), ACT_STEP);
	assert_int_equal(main_key('j'), ACT_STEP);
	assert_int_equal(main_key('p'), ACT_BACK);
	assert_int_equal(main_key(UK_LEFT), ACT_BACK);
	assert_int_equal(main_key('k'), ACT_BACK);
	assert_int_equal(main_key('N'), ACT_RUN_SOLUTION);
	assert_int_equal(main_key('b'), ACT_RUN_BACKTRACK);
	assert_int_equal(main_key('B'), ACT_RUN_PAST_BACKTRACK);
	assert_int_equal(main_key('+'), ACT_FASTER);
	assert_int_equal(main_key('='), ACT_FASTER);
	assert_int_equal(main_key('-'), ACT_SLOWER);
	for (int d = 1; d <= 9; d++) {
		assert_int_equal(keys_lookup(KM_MAIN, '0' + d, &arg), ACT_PRESET);
		assert_int_equal(arg, d);
	}
	assert_int_equal(main_key('0'), ACT_MAX_SPEED);
	assert_int_equal(main_key('r'), ACT_RESTART);
	assert_int_equal(main_key('o'), ACT_OPTIONS);
	assert_int_equal(main_key('h'), ACT_HEATMAP); /* not vi-left: the heatmap */
	assert_int_equal(main_key('s'), ACT_SAVE);
	assert_int_equal(main_key('l'), ACT_LOAD);   /* not vi-right: load */
	assert_int_equal(main_key(UK_ENTER), ACT_PICK_START);
	assert_int_equal(main_key(UK_MOUSE), ACT_CLICK);
	assert_int_equal(main_key(UK_CTRL('l')), ACT_REDRAW);
	assert_int_equal(main_key('?'), ACT_HELP);
	assert_int_equal(main_key('q'), ACT_QUIT);
	assert_int_equal(main_key(UK_HOME), ACT_GOTO_START);
	assert_int_equal(main_key(UK_END), ACT_GOTO_END);
	assert_int_equal(main_key('g'), ACT_GOTO);
	assert_int_equal(main_key('S'), ACT_SAVE_SESSION);
	assert_int_equal(main_key('x'), ACT_PICTURE);
	/* Ctrl-S saves, as in an editor (flow control is off); Ctrl-Q, XON,
	 * does nothing; neither is text in a prompt */
	assert_int_equal(main_key(UK_CTRL('s')), ACT_SAVE_SESSION);
	assert_int_equal(keys_lookup(KM_REPLAY, UK_CTRL('s'), &arg), ACT_SAVE_SESSION);
	assert_int_equal(keys_lookup(KM_PLAY, UK_CTRL('s'), &arg), ACT_SAVE_SESSION);
	assert_int_equal(main_key(UK_CTRL('q')), ACT_NONE);
	assert_int_equal(keys_lookup(KM_PROMPT, UK_CTRL('s'), &arg), ACT_NONE);
	assert_int_equal(keys_lookup(KM_FORM, UK_CTRL('q'), &arg), ACT_NONE);
}

static void test_mode_keys(void **state)
{
	(void)state;
	int arg;
	/* choosing the start: arrows and h j k l move */
	assert_int_equal(keys_lookup(KM_PICK, 'h', &arg), ACT_CURSOR_LEFT);
	assert_int_equal(keys_lookup(KM_PICK, 'l', &arg), ACT_CURSOR_RIGHT);
	assert_int_equal(keys_lookup(KM_PICK, 'k', &arg), ACT_CURSOR_UP);
	assert_int_equal(keys_lookup(KM_PICK, UK_DOWN, &arg), ACT_CURSOR_DOWN);
	assert_int_equal(keys_lookup(KM_PICK, UK_ENTER, &arg), ACT_CONFIRM);
	assert_int_equal(keys_lookup(KM_PICK, UK_ESC, &arg), ACT_CANCEL);
	assert_int_equal(keys_lookup(KM_PICK, UK_MOUSE, &arg), ACT_CLICK);
	/* the form: printable characters are text, even the main keys */
	assert_int_equal(keys_lookup(KM_FORM, 'q', &arg), ACT_TEXT);
	assert_int_equal(arg, 'q');
	assert_int_equal(keys_lookup(KM_FORM, '5', &arg), ACT_TEXT);
	assert_int_equal(keys_lookup(KM_FORM, UK_TAB, &arg), ACT_FIELD_NEXT);
	assert_int_equal(keys_lookup(KM_FORM, UK_RIGHT, &arg), ACT_CHOICE_NEXT);
	assert_int_equal(keys_lookup(KM_FORM, UK_BACKSPACE, &arg), ACT_ERASE);
	assert_int_equal(keys_lookup(KM_FORM, UK_ENTER, &arg), ACT_CONFIRM);
	assert_int_equal(keys_lookup(KM_FORM, UK_ESC, &arg), ACT_CANCEL);
	/* help: scroll keys scroll, any other key closes */
	assert_int_equal(keys_lookup(KM_HELP, UK_DOWN, &arg), ACT_SCROLL_DOWN);
	assert_int_equal(keys_lookup(KM_HELP, 'q', &arg), ACT_CANCEL);
	assert_int_equal(keys_lookup(KM_HELP, '?', &arg), ACT_CANCEL);
	assert_int_equal(keys_lookup(KM_HELP, UK_CTRL('l'), &arg), ACT_REDRAW);
}

/* One table: no key bound twice in the same mode; every main action is
 * listed in the help. */
static void test_table_consistent(void **state)
{
	(void)state;
	size_t n;
	const key_binding *t = keys_table(&n);
	for (size_t i = 0; i < n; i++)
		for (size_t j = i + 1; j < n; j++)
			if (t[i].key == t[j].key)
				assert_int_equal(t[i].modes & t[j].modes, 0);
	for (size_t i = 0; i < n; i++) {
		if (!(t[i].modes & KM_MAIN) || t[i].act == ACT_CANCEL)
			continue;
		bool listed = false;
		for (size_t j = 0; j < n; j++)
			listed |= t[j].act == t[i].act && (t[j].modes & KM_MAIN) && t[j].help;
		assert_true(listed);
	}
}

typedef struct fixture {
	app_state s;
	app_facts f;
	engine_config cfg;
} fixture;

static void setup(fixture *x)
{
	app_init(&x->s, 10, false);
	x->cfg = engine_config_default();
	memset(&x->f, 0, sizeof x->f);
	x->f.rows = x->f.cols = 8;
	x->f.start = 0;
	x->f.at_start = true;
	x->f.cfg = &x->cfg;
}

static void test_run_pause_step(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	/* a change of the run mode is an effect: the run's clock starts again */
	assert_int_equal(app_handle(&x.s, &x.f, ACT_RUN_PAUSE, 0), FX_RUN);
	assert_int_equal(x.s.mode, RUN_RUNNING);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_RUN_PAUSE, 0), FX_RUN);
	assert_int_equal(x.s.mode, RUN_PAUSED);
	x.s.mode = RUN_RUNNING; /* a step while running pauses and steps */
	assert_int_equal(app_handle(&x.s, &x.f, ACT_STEP, 0), FX_STEP | FX_RUN);
	assert_int_equal(x.s.mode, RUN_PAUSED);
	/* back at the first position: nothing to do, and a message says so */
	assert_int_equal(app_handle(&x.s, &x.f, ACT_BACK, 0), FX_NONE);
	assert_non_null(strstr(x.s.msg, "nothing to step back"));
	x.f.at_start = false;
	x.f.started = true;
	assert_int_equal(app_handle(&x.s, &x.f, ACT_BACK, 0), FX_BACK);
	assert_string_equal(x.s.msg, "");
	/* finished: run and step explain instead */
	x.f.finished = true;
	assert_int_equal(app_handle(&x.s, &x.f, ACT_RUN_PAUSE, 0), FX_NONE);
	assert_int_equal(x.s.mode, RUN_PAUSED);
	assert_non_null(strstr(x.s.msg, "r restarts"));
	assert_int_equal(app_handle(&x.s, &x.f, ACT_STEP, 0), FX_NONE);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_RUN_SOLUTION, 0), FX_NONE);
	assert_int_equal(x.s.mode, RUN_PAUSED);
	/* run-tos go at the speed chosen and say so; at maximum speed they
	 * are flat out */
	x.f.finished = false;
	app_handle(&x.s, &x.f, ACT_RUN_SOLUTION, 0);
	assert_int_equal(x.s.mode, RUN_TO_SOLUTION);
	assert_false(app_flat_out(&x.s));
	assert_string_equal(x.s.msg, "Running at 10/s to the next solution; 0 runs at maximum "
				     "speed.");
	app_handle(&x.s, &x.f, ACT_RUN_BACKTRACK, 0);
	assert_int_equal(x.s.mode, RUN_TO_BACKTRACK);
	assert_false(app_flat_out(&x.s));
	assert_non_null(strstr(x.s.msg, "to the next backtrack"));
	assert_int_equal(app_handle(&x.s, &x.f, ACT_MAX_SPEED, 0), FX_RUN);
	assert_int_equal(x.s.mode, RUN_TO_BACKTRACK);
	assert_true(app_flat_out(&x.s));
	app_handle(&x.s, &x.f, ACT_RUN_PAUSE, 0);
	app_handle(&x.s, &x.f, ACT_RUN_SOLUTION, 0);
	assert_true(app_flat_out(&x.s));
	assert_string_equal(x.s.msg, ""); /* flat out: nothing to say */
}

/* B: a retreat is noted, the first advance of the same search after one
 * stops the run (in a comparison, each search's own); one begun at a
 * retreat goes on to the end of its run of retreats. */
static void test_run_past_backtrack(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	app_handle(&x.s, &x.f, ACT_RUN_PAST_BACKTRACK, 0);
	assert_int_equal(x.s.mode, RUN_PAST_BACKTRACK);
	assert_non_null(strstr(x.s.msg, "to the move after the next backtracks"));
	assert_false(app_past_backtrack(&x.s, EV_ADVANCE, 0, NULL));
	assert_false(app_past_backtrack(&x.s, EV_RETREAT, 0, NULL));
	assert_false(app_past_backtrack(&x.s, EV_RETREAT, 0, NULL));
	assert_false(app_past_backtrack(&x.s, EV_ADVANCE, 1, "plain")); /* not the one */
	assert_true(app_past_backtrack(&x.s, EV_ADVANCE, 0, "look-ahead"));
	assert_int_equal(x.s.mode, RUN_PAUSED);
	assert_string_equal(x.s.msg, "Stopped where look-ahead goes on after backing up: B runs "
				     "past the next backtracks.");
	x.f.retreated = 2; /* the second search had just backed up */
	app_handle(&x.s, &x.f, ACT_RUN_PAST_BACKTRACK, 0);
	assert_true(app_past_backtrack(&x.s, EV_ADVANCE, 1, NULL));
	assert_non_null(strstr(x.s.msg, "Stopped where the search goes on"));
	/* a replay never backtracks */
	x.s.screen = MODE_REPLAY;
	assert_int_equal(app_handle(&x.s, &x.f, ACT_RUN_PAST_BACKTRACK, 0), FX_NONE);
	assert_non_null(strstr(x.s.msg, "A replay never backtracks"));
}

static void test_speed(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	app_handle(&x.s, &x.f, ACT_FASTER, 0);
	assert_int_equal(x.s.speed, 20);
	app_handle(&x.s, &x.f, ACT_SLOWER, 0);
	app_handle(&x.s, &x.f, ACT_SLOWER, 0);
	assert_int_equal(x.s.speed, 5);
	for (int i = 0; i < 10; i++)
		app_handle(&x.s, &x.f, ACT_SLOWER, 0);
	assert_int_equal(x.s.speed, 1); /* the floor */
	app_handle(&x.s, &x.f, ACT_PRESET, 4);
	assert_int_equal(x.s.speed, 10);
	app_handle(&x.s, &x.f, ACT_PRESET, 9);
	assert_int_equal(x.s.speed, 100000);
	for (int i = 0; i < 40; i++)
		app_handle(&x.s, &x.f, ACT_FASTER, 0);
	assert_true(x.s.speed_max); /* the ladder ends at max */
	x.s.mode = RUN_RUNNING;
	assert_true(app_flat_out(&x.s));
	app_handle(&x.s, &x.f, ACT_SLOWER, 0);
	assert_false(x.s.speed_max);
	assert_int_equal(x.s.speed, 1000000);
	app_handle(&x.s, &x.f, ACT_MAX_SPEED, 0);
	assert_true(x.s.speed_max);
	assert_int_equal(speed_faster(7), 10); /* off-ladder values from --speed */
	assert_int_equal(speed_slower(7), 5);
	char buf[16];
	speed_format(10, false, buf, sizeof buf);
	assert_string_equal(buf, "10/s");
	speed_format(100000, false, buf, sizeof buf);
	assert_string_equal(buf, "100k/s");
	speed_format(1, true, buf, sizeof buf);
	assert_string_equal(buf, "max");
}

static void test_misc_keys(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	x.s.mode = RUN_RUNNING;
	assert_int_equal(app_handle(&x.s, &x.f, ACT_RESTART, 0), FX_RESTART | FX_RUN);
	assert_int_equal(x.s.mode, RUN_PAUSED);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_REDRAW, 0), FX_REDRAW);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_QUIT, 0), FX_QUIT);
	app_handle(&x.s, &x.f, ACT_HEATMAP, 0);
	assert_true(x.s.heat_on_board);
	app_handle(&x.s, &x.f, ACT_HEATMAP, 0);
	assert_false(x.s.heat_on_board);
	app_handle(&x.s, &x.f, ACT_HELP, 0);
	assert_int_equal(x.s.ov, OV_HELP);
	assert_int_equal(app_key_mode(&x.s), KM_HELP);
	app_handle(&x.s, &x.f, ACT_SCROLL_DOWN, 0);
	app_handle(&x.s, &x.f, ACT_SCROLL_DOWN, 0);
	app_handle(&x.s, &x.f, ACT_SCROLL_UP, 0);
	assert_int_equal(x.s.help_scroll, 1);
	app_handle(&x.s, &x.f, ACT_CANCEL, 0);
	assert_int_equal(x.s.ov, OV_NONE);
}

static void test_choose_start(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	/* a click before the first step restarts from that square */
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CLICK, 27), FX_NEW_CONFIG);
	assert_int_equal(x.s.pending.start, 27);
	assert_true(x.s.pending_start_given);
	assert_non_null(strstr(x.s.msg, "d5")); /* (row 4, col 4) on 8x8 */
	/* a click off the board does nothing */
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CLICK, -1), FX_NONE);
	/* Enter, arrows, Enter */
	assert_int_equal(app_handle(&x.s, &x.f, ACT_PICK_START, 0), FX_NONE);
	assert_int_equal(x.s.ov, OV_PICK);
	assert_int_equal(app_key_mode(&x.s), KM_PICK);
	app_handle(&x.s, &x.f, ACT_CURSOR_RIGHT, 0);
	app_handle(&x.s, &x.f, ACT_CURSOR_DOWN, 0);
	app_handle(&x.s, &x.f, ACT_CURSOR_DOWN, 0);
	app_handle(&x.s, &x.f, ACT_CURSOR_UP, 0);
	app_handle(&x.s, &x.f, ACT_CURSOR_LEFT, 0);
	app_handle(&x.s, &x.f, ACT_CURSOR_LEFT, 0); /* stops at the edge */
	assert_int_equal(x.s.cursor, 8);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CONFIRM, 0), FX_NEW_CONFIG);
	assert_int_equal(x.s.pending.start, 8);
	assert_int_equal(x.s.ov, OV_NONE);
	/* once the search has begun: say how to go about it */
	x.f.started = true;
	x.f.at_start = false;
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CLICK, 27), FX_NONE);
	assert_non_null(strstr(x.s.msg, "press r to restart first"));
	assert_int_equal(app_handle(&x.s, &x.f, ACT_PICK_START, 0), FX_NONE);
	assert_int_equal(x.s.ov, OV_NONE);
}

static void type(fixture *x, const char *s)
{
	for (; *s; s++)
		app_handle(&x->s, &x->f, ACT_TEXT, *s);
}

static void test_options_form(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	x.s.mode = RUN_RUNNING;
	app_handle(&x.s, &x.f, ACT_OPTIONS, 0);
	assert_int_equal(x.s.ov, OV_FORM);
	assert_int_equal(x.s.mode, RUN_PAUSED);
	assert_string_equal(x.s.form.text[FF_BOARD], "8x8");
	assert_string_equal(x.s.form.text[FF_ENGINE], "backtrack");
	/* a bad board: the command line's own message, in the form's words
	 * (the field's name, not --board) */
	app_handle(&x.s, &x.f, ACT_CLEAR, 0);
	type(&x, "5y5");
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CONFIRM, 0), FX_NONE);
	assert_int_equal(x.s.ov, OV_FORM);
	char err[300];
	shared_options o;
	options_init(&o, PRUNE_NONE);
	assert_int_equal(options_handle(&o, 'b', "5y5", err, sizeof err), -1);
	assert_int_equal(strncmp(err, "--board ", 8), 0);
	assert_string_equal(x.s.form.err, err + 2);
	/* 5x5 Warnsdorff */
	app_handle(&x.s, &x.f, ACT_ERASE, 0);
	app_handle(&x.s, &x.f, ACT_ERASE, 0);
	type(&x, "x5");
	app_handle(&x.s, &x.f, ACT_FIELD_NEXT, 0);
	assert_int_equal(x.s.form.sel, FF_ENGINE);
	type(&x, "zz"); /* a choice field is not typed into */
	app_handle(&x.s, &x.f, ACT_CHOICE_NEXT, 0);
	assert_string_equal(x.s.form.text[FF_ENGINE], "warnsdorff");
	assert_false(form_applies(&x.s.form, FF_ORDER));
	assert_true(form_applies(&x.s.form, FF_TIEBREAK));
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CONFIRM, 0), FX_NEW_CONFIG);
	assert_int_equal(x.s.ov, OV_NONE);
	assert_int_equal(x.s.pending.spec.rows, 5);
	assert_int_equal(x.s.pending.spec.cols, 5);
	assert_int_equal(x.s.pending.kind, ENGINE_WARNSDORFF);
	assert_int_equal(x.s.pending.start, KSQ_NONE); /* the corner */
	/* Esc leaves everything as it was */
	app_handle(&x.s, &x.f, ACT_OPTIONS, 0);
	type(&x, "9");
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CANCEL, 0), FX_NONE);
	assert_int_equal(x.s.ov, OV_NONE);
}

/* The theme field: a new theme alone changes the colours and leaves the
 * search where it is; with a setting changed too, both happen. */
static void test_form_theme(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	assert_int_equal(x.s.theme, THEME_DARK);
	app_handle(&x.s, &x.f, ACT_OPTIONS, 0);
	assert_string_equal(x.s.form.text[FF_THEME], "dark");
	x.s.form.sel = FF_THEME;
	type(&x, "q"); /* a choice: not typed into */
	assert_string_equal(x.s.form.text[FF_THEME], "dark");
	app_handle(&x.s, &x.f, ACT_CHOICE_NEXT, 0);
	app_handle(&x.s, &x.f, ACT_CHOICE_NEXT, 0);
	assert_string_equal(x.s.form.text[FF_THEME], "projector");
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CONFIRM, 0), FX_THEME);
	assert_int_equal(x.s.theme, THEME_PROJECTOR);
	assert_int_equal(x.s.ov, OV_NONE);
	assert_string_equal(x.s.msg, "The projector theme; the search goes on.");
	/* the form opens on the theme in use; Left goes back to light */
	app_handle(&x.s, &x.f, ACT_OPTIONS, 0);
	assert_string_equal(x.s.form.text[FF_THEME], "projector");
	x.s.form.sel = FF_THEME;
	app_handle(&x.s, &x.f, ACT_CHOICE_PREV, 0);
	x.s.form.sel = FF_BOARD;
	app_handle(&x.s, &x.f, ACT_CLEAR, 0);
	type(&x, "6x6");
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CONFIRM, 0), FX_NEW_CONFIG | FX_THEME);
	assert_int_equal(x.s.theme, THEME_LIGHT);
	assert_int_equal(x.s.pending.spec.rows, 6);
	/* Esc keeps the theme */
	app_handle(&x.s, &x.f, ACT_OPTIONS, 0);
	x.s.form.sel = FF_THEME;
	app_handle(&x.s, &x.f, ACT_CHOICE_NEXT, 0);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CANCEL, 0), FX_NONE);
	assert_int_equal(x.s.theme, THEME_LIGHT);
	/* a session starts in the theme it was given */
	explore_options o;
	explore_options_init(&o);
	assert_true(ui_theme_from_name("mono", &o.theme));
	app_start(&x.s, &o);
	assert_int_equal(x.s.theme, THEME_MONO);
	assert_false(ui_theme_from_name("Dark", &o.theme));
	assert_string_equal(ui_theme_name(2), "projector");
	assert_null(ui_theme_name(THEME_COUNT));
}

/* A panel asked for that finds no place says so once; again only after
 * it has been shown; never over an alert. */
static void test_no_room(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	panel_set all = PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_STACK) | PANEL_BIT(PANEL_CODE);
	app_panels_placed(&x.s, all, all);
	assert_string_equal(x.s.msg, "");
	app_panels_placed(&x.s, all, PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_CODE));
	assert_string_equal(x.s.msg, panel_get(PANEL_STACK)->no_room_msg);
	app_say(&x.s, false, "%s", "");
	app_panels_placed(&x.s, all, PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_CODE));
	assert_string_equal(x.s.msg, ""); /* said once */
	app_panels_placed(&x.s, all, PANEL_BIT(PANEL_HEAT));
	assert_string_equal(x.s.msg, panel_get(PANEL_CODE)->no_room_msg);
	app_panels_placed(&x.s, all, all); /* all back: the words go */
	assert_string_equal(x.s.msg, "");
	app_say(&x.s, false, "Stopped at a backtrack");
	app_panels_placed(&x.s, all, PANEL_BIT(PANEL_HEAT));
	assert_string_equal(x.s.msg, "Stopped at a backtrack"); /* other news stays */
	app_say(&x.s, false, "%s", "");
	app_panels_placed(&x.s, all, 0);
	assert_string_equal(x.s.msg, panel_get(PANEL_HEAT)->no_room_msg);
	/* over the words of the panel's own key, not another's */
	app_panels_placed(&x.s, all, all);
	app_say(&x.s, false, "%s", panel_get(PANEL_CODE)->shown_msg);
	app_panels_placed(&x.s, all, PANEL_BIT(PANEL_CODE) | PANEL_BIT(PANEL_STACK));
	assert_string_equal(x.s.msg, panel_get(PANEL_CODE)->shown_msg); /* the heatmap gave way */
	app_panels_placed(&x.s, all, PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_STACK));
	assert_string_equal(x.s.msg, panel_get(PANEL_CODE)->no_room_msg);
}

/* z's words name the algorithm when it stays beside the board, and take
 * it back when the layout finds no room for it there. */
static void test_present_words(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	panel_set code = PANEL_BIT(PANEL_CODE);
	app_handle(&x.s, &x.f, ACT_PRESENT, 0);
	assert_string_equal(x.s.msg, "Presentation: the board and the narration; z brings the panels back.");
	app_handle(&x.s, &x.f, ACT_PRESENT, 0);
	x.s.panels |= code;
	app_handle(&x.s, &x.f, ACT_PRESENT, 0);
	assert_string_equal(x.s.msg, "Presentation: the board, the algorithm and the narration; z "
				     "brings the panels back.");
	app_panels_placed(&x.s, code, code);
	assert_non_null(strstr(x.s.msg, "the algorithm"));
	app_panels_placed(&x.s, code, 0);
	assert_string_equal(x.s.msg, "Presentation: the board and the narration; z brings the panels back.");
}

/* Ctrl-S in the form: checked as Enter checks it, then the session saves
 * the fields that apply as the defaults; the search goes on. */
static void test_form_saves_defaults(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	int arg;
	assert_int_equal(keys_lookup(KM_FORM, UK_CTRL('s'), &arg), ACT_SAVE_DEFAULTS);
	app_handle(&x.s, &x.f, ACT_OPTIONS, 0);
	app_handle(&x.s, &x.f, ACT_CLEAR, 0);
	type(&x, "5y5");
	const char *v[SK_COUNT];
	app_handle(&x.s, &x.f, ACT_SAVE_DEFAULTS, 0);
	assert_false(app_defaults_take(&x.s, v));
	assert_non_null(strstr(x.s.form.err, "board '5y5'"));
	assert_null(strstr(x.s.form.err, "--"));
	app_handle(&x.s, &x.f, ACT_CLEAR, 0);
	type(&x, "6x6");
	app_handle(&x.s, &x.f, ACT_FIELD_NEXT, 0);
	app_handle(&x.s, &x.f, ACT_CHOICE_NEXT, 0); /* warnsdorff */
	/* no effect bit: the session takes the request at its next turn */
	assert_int_equal(app_handle(&x.s, &x.f, ACT_SAVE_DEFAULTS, 0), FX_NONE);
	assert_int_equal(x.s.ov, OV_FORM); /* the form stays: Enter still applies */
	assert_string_equal(x.s.form.err, "");
	/* the fields that apply, in the file's words; never the seed; once */
	assert_true(app_defaults_take(&x.s, v));
	assert_false(app_defaults_take(&x.s, v));
	assert_string_equal(v[SK_BOARD], "6x6");
	assert_string_equal(v[SK_ENGINE], "warnsdorff");
	assert_string_equal(v[SK_TIEBREAK], "12345678");
	assert_string_equal(v[SK_START], "corner");
	assert_string_equal(v[SK_LEAPER], "1,2");
	assert_string_equal(v[SK_TORUS], "off");
	assert_null(v[SK_ORDER]);   /* warnsdorff takes no order */
	assert_null(v[SK_PRUNE]);
	assert_null(v[SK_CLOSED]);
	assert_null(v[SK_SEED]);
	assert_null(v[SK_SPEED]);
	assert_string_equal(v[SK_THEME], "dark"); /* the form's theme field */
	/* what came of it, in the form; an edit clears it */
	app_defaults_saved(&x.s, true, "Saved as the defaults in ~/c: board.");
	assert_string_equal(x.s.form.note, "Saved as the defaults in ~/c: board.");
	app_handle(&x.s, &x.f, ACT_FIELD_PREV, 0);
	app_handle(&x.s, &x.f, ACT_ERASE, 0);
	assert_string_equal(x.s.form.note, "");
	app_defaults_saved(&x.s, false, "Defaults not saved: read-only");
	assert_string_equal(x.s.form.err, "Defaults not saved: read-only");
	/* closed, as the file spells it */
	app_handle(&x.s, &x.f, ACT_CANCEL, 0);
	app_handle(&x.s, &x.f, ACT_OPTIONS, 0);
	snprintf(x.s.form.text[FF_CLOSED], FORM_TEXT_MAX, "closed");
	snprintf(x.s.form.text[FF_START], FORM_TEXT_MAX, "c3");
	form_defaults(&x.s.form, v);
	assert_string_equal(v[SK_CLOSED], "yes");
	assert_string_equal(v[SK_START], "c3");
	assert_string_equal(v[SK_ORDER], "12345678");
	/* in play, the board's keys only: play's engine is its own */
	app_change_mode(&x.s, CH_PLAY);
	app_handle(&x.s, &x.f, ACT_SAVE_DEFAULTS, 0);
	assert_true(app_defaults_take(&x.s, v));
	assert_string_equal(v[SK_BOARD], "8x8");
	assert_string_equal(v[SK_CLOSED], "yes");
	assert_null(v[SK_ENGINE]);
	assert_null(v[SK_ORDER]);
	assert_null(v[SK_PRUNE]);
}

static void test_form_validation(void **state)
{
	(void)state;
	form_model m;
	engine_config cfg = engine_config_default(), out;
	bool given;
	cfg.seed = 42;
	form_load(&m, &cfg, false);
	assert_string_equal(m.text[FF_START], "");
	assert_string_equal(m.text[FF_SEED], "42");
	assert_true(form_validate(&m, &out, &given));
	assert_false(given);
	assert_int_equal(out.seed, 42);
	/* a start off a smaller board */
	snprintf(m.text[FF_BOARD], sizeof m.text[FF_BOARD], "5x5");
	snprintf(m.text[FF_START], sizeof m.text[FF_START], "h8");
	assert_false(form_validate(&m, &out, &given));
	assert_int_equal(m.sel, FF_START);
	assert_non_null(strstr(m.err, "h8"));
	snprintf(m.text[FF_START], sizeof m.text[FF_START], "c3");
	assert_true(form_validate(&m, &out, &given));
	assert_true(given);
	assert_int_equal(out.start, 12);
	/* closed needs backtrack; a walk ignores the closed field */
	snprintf(m.text[FF_CLOSED], sizeof m.text[FF_CLOSED], "closed");
	assert_true(form_validate(&m, &out, &given));
	assert_true(out.closed);
	snprintf(m.text[FF_ENGINE], sizeof m.text[FF_ENGINE], "irwin");
	assert_true(form_validate(&m, &out, &given));
	assert_false(out.closed);
	assert_int_equal(out.kind, ENGINE_IRWIN);
	/* a bad tie-break names the field */
	snprintf(m.text[FF_TIEBREAK], sizeof m.text[FF_TIEBREAK], "fastest");
	assert_false(form_validate(&m, &out, &given));
	assert_int_equal(m.sel, FF_TIEBREAK);
	assert_non_null(strstr(m.err, "tiebreak 'fastest'"));
	assert_null(strstr(m.err, "--"));
	/* presets cycle */
	m.sel = FF_TIEBREAK;
	form_cycle(&m, 1);
	assert_string_equal(m.text[FF_TIEBREAK], "12345678");
	form_cycle(&m, 1);
	assert_string_equal(m.text[FF_TIEBREAK], "squirrel-cull");
	form_cycle(&m, -1);
	form_cycle(&m, -1);
	assert_string_equal(m.text[FF_TIEBREAK], "random");
}

/* The form speaks its own words: "board '0x5'", never "--board '0x5'";
 * a board the engine refuses (found only when the search starts again)
 * opens the form again with what was typed, the board field selected. */
static void test_form_refused(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	app_handle(&x.s, &x.f, ACT_OPTIONS, 0);
	app_handle(&x.s, &x.f, ACT_CLEAR, 0);
	type(&x, "0x5");
	assert_int_equal(app_handle(&x.s, &x.f, ACT_CONFIRM, 0), FX_NONE);
	assert_int_equal(x.s.ov, OV_FORM);
	assert_int_equal(x.s.form.sel, FF_BOARD);
	assert_string_equal(x.s.form.text[FF_BOARD], "0x5");
	assert_string_equal(x.s.form.err, "board '0x5': rows and columns must be at least 1");
	/* 2000x2000 passes the form's checks; the engine refuses it */
	app_handle(&x.s, &x.f, ACT_CLEAR, 0);
	type(&x, "2000x2000");
	assert_true(app_handle(&x.s, &x.f, ACT_CONFIRM, 0) & FX_NEW_CONFIG);
	assert_int_equal(x.s.ov, OV_NONE);
	x.s.form.sel = FF_SEED;
	app_settings_refused(&x.s, "backtrack: board 2000x2000 has more than 1000000 squares; an "
				   "exhaustive search cannot cover it (use -e warnsdorff)");
	assert_int_equal(x.s.ov, OV_FORM);
	assert_int_equal(x.s.form.sel, FF_BOARD);
	assert_string_equal(x.s.form.text[FF_BOARD], "2000x2000");
	assert_string_equal(x.s.form.err,
			    "backtrack: board 2000x2000 has more than 1000000 squares; an "
			    "exhaustive search cannot cover it (use engine warnsdorff)");
	assert_true(x.s.msg_alert);
	/* a flag's field says the value that sets it */
	form_refused(&x.s.form, "--closed needs the backtrack engine");
	assert_string_equal(x.s.form.err, "tour closed needs the backtrack engine");
	assert_int_equal(x.s.form.sel, FF_CLOSED);
	/* a start chosen on the board is no form: the message line says it */
	x.s.ov = OV_NONE;
	x.s.cursor = 8;
	app_handle(&x.s, &x.f, ACT_PICK_START, 0);
	assert_true(app_handle(&x.s, &x.f, ACT_CONFIRM, 0) & FX_NEW_CONFIG);
	app_settings_refused(&x.s, "out of memory");
	assert_int_equal(x.s.ov, OV_NONE);
	assert_string_equal(x.s.msg, "out of memory");
}

/* A key bound to nothing where it is pressed names itself and says how
 * to see the keys (issue 37), its name safe to show; in a prompt or the
 * form nothing is said. */
static void test_unknown_key(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	char name[16];
	int arg;
	assert_int_equal(keys_lookup(KM_MAIN, 'w', &arg), ACT_NONE);
	assert_int_equal(app_key_action(&x.s, 'w', &arg), ACT_NONE);
	app_unknown_key(&x.s, 'w');
	assert_string_equal(x.s.msg, "w: no such key here; ? shows the keys.");
	assert_false(x.s.msg_alert);
	assert_int_equal(keys_lookup(KM_MAIN, '?', &arg), ACT_HELP); /* as it says */
	app_unknown_key(&x.s, UK_CTRL('q'));
	assert_string_equal(x.s.msg, "Ctrl-Q: no such key here; ? shows the keys.");
	app_unknown_key(&x.s, 0xc3); /* a byte of UTF-8 text: no name */
	assert_string_equal(x.s.msg, "No such key here; ? shows the keys.");
	assert_true(keys_name(UK_PGDN, name, sizeof name));
	assert_string_equal(name, "PgDn");
	assert_true(keys_name(' ', name, sizeof name));
	assert_string_equal(name, "Space");
	assert_false(keys_name(UK_MOUSE, name, sizeof name));
	/* play's keys: 9 is no move; ? is its help too */
	assert_int_equal(keys_lookup(KM_PLAY, '9', &arg), ACT_NONE);
	assert_int_equal(keys_lookup(KM_PLAY, '?', &arg), ACT_HELP);
	assert_int_equal(keys_lookup(KM_REPLAY, '?', &arg), ACT_HELP);
	/* in the form: nothing said */
	app_handle(&x.s, &x.f, ACT_OPTIONS, 0);
	app_say(&x.s, false, "%s", "kept");
	app_unknown_key(&x.s, UK_CTRL('q'));
	assert_string_equal(x.s.msg, "kept");
}

/* The compare field: --compare's text, checked as the command line checks
 * it, against the settings of the form; off in play. */
static void test_form_compare(void **state)
{
	(void)state;
	form_model m;
	engine_config cfg = engine_config_default(), out;
	bool given;
	form_load(&m, &cfg, false);
	assert_string_equal(m.text[FF_COMPARE], "off");
	assert_true(form_validate(&m, &out, &given));
	assert_null(form_compare(&m));
	form_load_compare(&m, "prune=lookahead", false);
	assert_true(form_applies(&m, FF_COMPARE));
	assert_true(form_validate(&m, &out, &given));
	assert_string_equal(form_compare(&m), "prune=lookahead");
	/* presets cycle; a bad one is refused with the command line's
	 * message, in the form's words */
	m.sel = FF_COMPARE;
	form_load_compare(&m, NULL, false);
	form_cycle(&m, 1);
	assert_string_equal(m.text[FF_COMPARE], "warnsdorff");
	snprintf(m.text[FF_COMPARE], sizeof m.text[FF_COMPARE], "frog");
	m.sel = FF_BOARD;
	assert_false(form_validate(&m, &out, &given));
	assert_int_equal(m.sel, FF_COMPARE);
	assert_non_null(strstr(m.err, "compare 'frog'"));
	assert_null(strstr(m.err, "--"));
	/* settings that do not go with the form's: a walk cannot be closed */
	snprintf(m.text[FF_CLOSED], sizeof m.text[FF_CLOSED], "closed");
	snprintf(m.text[FF_COMPARE], sizeof m.text[FF_COMPARE], "warnsdorff");
	assert_false(form_validate(&m, &out, &given));
	assert_int_equal(m.sel, FF_COMPARE);
	/* play has one board: the field does not apply and is not read */
	snprintf(m.text[FF_CLOSED], sizeof m.text[FF_CLOSED], "open");
	form_load_compare(&m, "frog", true);
	assert_false(form_applies(&m, FF_COMPARE));
	assert_true(form_validate(&m, &out, &given));
	assert_null(form_compare(&m));
}

static engine_event event(engine_event_kind k)
{
	engine_event ev;
	memset(&ev, 0, sizeof ev);
	ev.kind = k;
	ev.sq = ev.from = ev.culprit = KSQ_NONE;
	ev.depth = 40;
	return ev;
}

static void test_events_stop_runs(void **state)
{
	(void)state;
	app_state s;
	engine_counters c;
	memset(&c, 0, sizeof c);
	app_init(&s, 10, false);
	s.mode = RUN_RUNNING;
	engine_event ev = event(EV_ADVANCE);
	assert_false(app_on_event(&s, &ev, &c, ENGINE_SEARCHING, ENGINE_BACKTRACK));
	ev = event(EV_RETREAT);
	assert_false(app_on_event(&s, &ev, &c, ENGINE_SEARCHING, ENGINE_BACKTRACK));
	assert_int_equal(s.mode, RUN_RUNNING);
	s.mode = RUN_TO_BACKTRACK;
	assert_true(app_on_event(&s, &ev, &c, ENGINE_SEARCHING, ENGINE_BACKTRACK));
	assert_int_equal(s.mode, RUN_PAUSED);
	/* a solution pauses every kind of run and says how to go on */
	c.solutions = 3;
	s.mode = RUN_RUNNING;
	ev = event(EV_SOLUTION);
	assert_true(app_on_event(&s, &ev, &c, ENGINE_AT_SOLUTION, ENGINE_BACKTRACK));
	assert_int_equal(s.mode, RUN_PAUSED);
	assert_non_null(strstr(s.msg, "Solution 3 found"));
	assert_non_null(strstr(s.msg, "space"));
	s.mode = RUN_TO_SOLUTION;
	assert_true(app_on_event(&s, &ev, &c, ENGINE_AT_SOLUTION, ENGINE_BACKTRACK));
	assert_int_equal(s.mode, RUN_PAUSED);
	/* a Warnsdorff walk has no next tour: it does not promise one */
	s.mode = RUN_TO_SOLUTION;
	assert_true(app_on_event(&s, &ev, &c, ENGINE_AT_SOLUTION, ENGINE_WARNSDORFF));
	assert_int_equal(s.mode, RUN_PAUSED);
	assert_string_equal(s.msg, "Tour found! A Warnsdorff walk ends with its tour: r restarts, "
				   "o changes the settings.");
	/* Irwin's walks go on to the next tour */
	s.mode = RUN_TO_SOLUTION;
	assert_true(app_on_event(&s, &ev, &c, ENGINE_AT_SOLUTION, ENGINE_IRWIN));
	assert_non_null(strstr(s.msg, "Tour 3 found! n steps on, space or N runs on to the next "
				      "walk."));
	/* exhausted and a final stuck say what happened */
	s.mode = RUN_RUNNING;
	ev = event(EV_EXHAUSTED);
	assert_true(app_on_event(&s, &ev, &c, ENGINE_EXHAUSTED, ENGINE_BACKTRACK));
	assert_non_null(strstr(s.msg, "Exhausted"));
	assert_non_null(strstr(s.msg, "3 solutions"));
	s.mode = RUN_RUNNING;
	assert_true(app_on_event(&s, &ev, &c, ENGINE_EXHAUSTED, ENGINE_IRWIN));
	assert_non_null(strstr(s.msg, "Done: 3 tours found"));
	s.mode = RUN_RUNNING;
	ev = event(EV_STUCK);
	assert_false(app_on_event(&s, &ev, &c, ENGINE_SEARCHING, ENGINE_IRWIN)); /* walks on */
	assert_int_equal(s.mode, RUN_RUNNING);
	assert_true(app_on_event(&s, &ev, &c, ENGINE_STUCK, ENGINE_WARNSDORFF));
	assert_int_equal(s.mode, RUN_PAUSED);
	assert_non_null(strstr(s.msg, "Stuck after 40 squares"));
}

static app_fx type_in(fixture *x, const char *text)
{
	app_fx r = FX_NONE;
	int arg;
	for (const char *p = text; *p; p++) {
		ui_action a = keys_lookup(app_key_mode(&x->s), (unsigned char)*p, &arg);
		r = app_handle(&x->s, &x->f, a, arg);
	}
	return r;
}

static app_fx key(fixture *x, int k)
{
	int arg;
	ui_action a = keys_lookup(app_key_mode(&x->s), k, &arg);
	return app_handle(&x->s, &x->f, a, arg);
}

static void test_prompt_keys(void **state)
{
	(void)state;
	int arg;
	assert_int_equal(keys_lookup(KM_PROMPT, UK_TAB, &arg), ACT_COMPLETE);
	assert_int_equal(keys_lookup(KM_PROMPT, UK_ENTER, &arg), ACT_CONFIRM);
	assert_int_equal(keys_lookup(KM_PROMPT, UK_ESC, &arg), ACT_CANCEL);
	assert_int_equal(keys_lookup(KM_PROMPT, UK_BACKSPACE, &arg), ACT_ERASE);
	assert_int_equal(keys_lookup(KM_PROMPT, UK_DELETE, &arg), ACT_DELETE);
	assert_int_equal(keys_lookup(KM_PROMPT, UK_HOME, &arg), ACT_GOTO_START);
	assert_int_equal(keys_lookup(KM_PROMPT, UK_END, &arg), ACT_GOTO_END);
	assert_int_equal(keys_lookup(KM_PROMPT, UK_CTRL('u'), &arg), ACT_CLEAR);
	/* every printable key is text there, q and the step keys included */
	assert_int_equal(keys_lookup(KM_PROMPT, 'q', &arg), ACT_TEXT);
	assert_int_equal(arg, 'q');
	assert_int_equal(keys_lookup(KM_PROMPT, 'n', &arg), ACT_TEXT);
	assert_int_equal(keys_lookup(KM_PROMPT, 0xc3, &arg), ACT_TEXT); /* UTF-8 byte */
}

static void test_load_prompt(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	x.s.mode = RUN_RUNNING;
	assert_int_equal(key(&x, 'l'), FX_RUN);
	assert_int_equal(x.s.ov, OV_PROMPT);
	assert_int_equal(x.s.pk, PK_LOAD);
	assert_int_equal(x.s.mode, RUN_PAUSED);
	assert_int_equal(app_key_mode(&x.s), KM_PROMPT);
	/* Enter on an empty line says what to do and stays */
	assert_int_equal(key(&x, UK_ENTER), FX_NONE);
	assert_int_equal(x.s.ov, OV_PROMPT);
	assert_non_null(strstr(x.s.prompt.info, "file name"));
	type_in(&x, "tourx");
	key(&x, UK_BACKSPACE);
	assert_string_equal(x.s.prompt.text, "tour");
	assert_int_equal(key(&x, UK_TAB), FX_COMPLETE); /* the session completes */
	type_in(&x, ".txt");
	assert_int_equal(key(&x, UK_ENTER), FX_LOAD);
	assert_string_equal(x.s.file, "tour.txt");
	assert_int_equal(x.s.ov, OV_NONE);
	/* Esc cancels and says so */
	key(&x, 'l');
	type_in(&x, "abc");
	assert_int_equal(key(&x, UK_ESC), FX_NONE);
	assert_int_equal(x.s.ov, OV_NONE);
	assert_non_null(strstr(x.s.msg, "Nothing loaded"));
}

static void test_save_and_overwrite(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	x.s.mode = RUN_RUNNING;
	/* s: the session opens the prompt with a fresh name */
	assert_int_equal(key(&x, 's'), FX_SAVE_PROMPT | FX_RUN);
	assert_int_equal(x.s.mode, RUN_PAUSED);
	app_open_prompt(&x.s, PK_SAVE, "ktour-8x8-0001.txt");
	char label[200];
	app_prompt_label(&x.s, &x.f, label, sizeof label);
	assert_string_equal(label, "Save path to: ");
	assert_string_equal(x.s.prompt.text, "ktour-8x8-0001.txt");
	assert_int_equal(key(&x, UK_ENTER), FX_SAVE);
	assert_string_equal(x.s.file, "ktour-8x8-0001.txt");
	/* the file exists: the session asks; only y replaces it */
	app_open_prompt(&x.s, PK_OVERWRITE, x.s.file);
	app_prompt_label(&x.s, &x.f, label, sizeof label);
	assert_string_equal(label, "overwrite ktour-8x8-0001.txt? y/n ");
	assert_int_equal(key(&x, 'x'), FX_NONE); /* other keys: still asking */
	assert_int_equal(x.s.ov, OV_PROMPT);
	assert_int_equal(key(&x, UK_ENTER), FX_NONE);
	assert_int_equal(x.s.ov, OV_PROMPT);
	assert_int_equal(key(&x, 'n'), FX_NONE);
	assert_int_equal(x.s.ov, OV_NONE);
	assert_non_null(strstr(x.s.msg, "Not saved: ktour-8x8-0001.txt was left as it was"));
	app_open_prompt(&x.s, PK_OVERWRITE, x.s.file);
	assert_int_equal(key(&x, 'y'), FX_SAVE_FORCE);
	assert_int_equal(x.s.ov, OV_NONE);
	assert_string_equal(x.s.file, "ktour-8x8-0001.txt");
	/* S: the same for the session */
	assert_int_equal(key(&x, 'S'), FX_SESSION_PROMPT);
	app_open_prompt(&x.s, PK_SAVE_SESSION, "a.session");
	assert_int_equal(key(&x, UK_ENTER), FX_SAVE_SESSION);
	app_open_prompt(&x.s, PK_OVERWRITE_SESSION, x.s.file);
	assert_int_equal(key(&x, 'Y'), FX_SAVE_SESSION_FORCE);
	app_open_prompt(&x.s, PK_OVERWRITE_SESSION, x.s.file);
	assert_int_equal(key(&x, UK_ESC), FX_NONE);
	assert_int_equal(x.s.ov, OV_NONE);
}

/* x: the screen as a picture, in every mode, with the name the session
 * offers; y alone replaces a file. */
static void test_picture_key(void **state)
{
	(void)state;
	int arg;
	assert_int_equal(keys_lookup(KM_REPLAY, 'x', &arg), ACT_PICTURE);
	assert_int_equal(keys_lookup(KM_PLAY, 'x', &arg), ACT_PICTURE);
	app_change c[] = {CH_SEARCH, CH_REPLAY, CH_PLAY, CH_COMPARE_ON};
	for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
		fixture x;
		setup(&x);
		app_change_mode(&x.s, c[i]);
		x.s.mode = RUN_RUNNING;
		assert_int_equal(key(&x, 'x') & ~FX_RUN, FX_PICTURE);
		assert_int_equal(x.s.mode, RUN_PAUSED);
		assert_int_equal(app_shot_take(&x.s), SHOT_PROMPT);
		assert_int_equal(app_shot_take(&x.s), SHOT_NONE); /* taken */
	}
	fixture x;
	setup(&x);
	char label[200];
	app_open_prompt(&x.s, PK_PICTURE, "ktour-8x8-step40.svg");
	app_prompt_label(&x.s, &x.f, label, sizeof label);
	assert_string_equal(label, "Write the screen as a picture (SVG) to: ");
	assert_int_equal(key(&x, UK_ENTER), FX_PICTURE);
	assert_int_equal(app_shot_take(&x.s), SHOT_WRITE);
	assert_string_equal(x.s.file, "ktour-8x8-step40.svg");
	assert_int_equal(x.s.ov, OV_NONE);
	/* a name that is no SVG's (issue 37): the prompt stays, with what was
	 * typed, and says what is wrong; .SVG in capitals is one */
	static const char *const bad[] = {"ktour-8x8-step40.svg100000", "shot.png", "shot"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		app_open_prompt(&x.s, PK_PICTURE, bad[i]);
		assert_int_equal(key(&x, UK_ENTER), FX_NONE);
		assert_int_equal(x.s.ov, OV_PROMPT);
		assert_string_equal(x.s.prompt.text, bad[i]);
		assert_int_equal(app_shot_take(&x.s), SHOT_NONE);
		assert_non_null(strstr(x.s.prompt.info, ".svg"));
	}
	assert_string_equal(x.s.prompt.info, "the name must end in .svg (the picture is SVG)");
	app_open_prompt(&x.s, PK_PICTURE, "shot.png");
	key(&x, UK_ENTER);
	assert_string_equal(x.s.prompt.info,
			    "x writes SVG: end the name in .svg (ktour render -o writes .png)");
	app_open_prompt(&x.s, PK_PICTURE, "SHOT.SVG");
	assert_int_equal(key(&x, UK_ENTER), FX_PICTURE);
	assert_int_equal(app_shot_take(&x.s), SHOT_WRITE);
	snprintf(x.s.file, sizeof x.s.file, "ktour-8x8-step40.svg");
	/* the file exists: the session asks */
	app_open_prompt(&x.s, PK_OVERWRITE_PICTURE, x.s.file);
	app_prompt_label(&x.s, &x.f, label, sizeof label);
	assert_string_equal(label, "overwrite ktour-8x8-step40.svg? y/n ");
	assert_int_equal(app_key_mode(&x.s), KM_YESNO);
	assert_int_equal(key(&x, 'n'), FX_NONE);
	assert_non_null(strstr(x.s.msg, "ktour-8x8-step40.svg was left as it was"));
	app_open_prompt(&x.s, PK_OVERWRITE_PICTURE, x.s.file);
	assert_int_equal(key(&x, 'y'), FX_PICTURE);
	assert_int_equal(app_shot_take(&x.s), SHOT_REPLACE);
	assert_string_equal(x.s.file, "ktour-8x8-step40.svg");
	/* Esc at the name */
	app_open_prompt(&x.s, PK_PICTURE, "a.svg");
	assert_int_equal(key(&x, UK_ESC), FX_NONE);
	assert_non_null(strstr(x.s.msg, "No picture written"));
}

static void test_replay_keys(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	/* in a search: Home rewinds to step 0, End does not apply, g asks
	 * for a step (test_goto_step) */
	x.f.at_start = false;
	assert_int_equal(key(&x, UK_HOME), FX_GOTO_START);
	assert_int_equal(key(&x, UK_END), FX_NONE);
	assert_non_null(strstr(x.s.msg, "replay"));
	assert_int_equal(key(&x, 'g'), FX_NONE);
	assert_int_equal(x.s.ov, OV_PROMPT);
	assert_int_equal(x.s.pk, PK_GOTO_STEP);
	assert_int_equal(key(&x, UK_ESC), FX_NONE);
	/* a replay of 25 squares */
	app_set_replay(&x.s, true);
	x.f.replay_len = 25;
	x.s.mode = RUN_RUNNING;
	assert_int_equal(key(&x, UK_END), FX_GOTO_END | FX_RUN);
	assert_int_equal(x.s.mode, RUN_PAUSED);
	assert_int_equal(key(&x, UK_HOME), FX_GOTO_START);
	x.f.at_start = true;
	assert_int_equal(key(&x, UK_HOME), FX_NONE);
	assert_non_null(strstr(x.s.msg, "first move"));
	/* N plays it to its end at the speed chosen */
	assert_int_equal(key(&x, 'N'), FX_RUN);
	assert_string_equal(x.s.msg, "Running at 10/s to the end of the path; 0 runs at maximum "
				     "speed.");
	key(&x, ' ');
	/* g: a square number, digits only, in range */
	assert_int_equal(key(&x, 'g'), FX_NONE);
	assert_int_equal(x.s.pk, PK_GOTO);
	char label[200];
	app_prompt_label(&x.s, &x.f, label, sizeof label);
	assert_string_equal(label, "Go to square number (1-25): ");
	type_in(&x, "2x6");
	assert_string_equal(x.s.prompt.text, "26");
	assert_int_equal(key(&x, UK_ENTER), FX_NONE);
	assert_non_null(strstr(x.s.prompt.info, "from 1 to 25"));
	key(&x, UK_BACKSPACE);
	assert_int_equal(key(&x, UK_ENTER), FX_GOTO_MOVE);
	assert_int_equal(x.s.goto_move, 2);
	assert_int_equal(x.s.ov, OV_NONE);
	/* what does not apply says so; r goes back to the first move */
	assert_int_equal(key(&x, 'b'), FX_NONE);
	assert_non_null(strstr(x.s.msg, "never backtracks"));
	assert_int_equal(x.s.mode, RUN_PAUSED);
	assert_int_equal(key(&x, UK_ENTER), FX_NONE); /* pick a start */
	assert_int_equal(x.s.ov, OV_NONE);
	assert_non_null(strstr(x.s.msg, "first square"));
	assert_int_equal(key(&x, 'S'), FX_NONE);
	assert_non_null(strstr(x.s.msg, "s saves this tour"));
	assert_int_equal(key(&x, 'r'), FX_GOTO_START);
	/* s and l and o work: o opens the form for a new search */
	assert_int_equal(key(&x, 's'), FX_SAVE_PROMPT);
	assert_int_equal(key(&x, 'o'), FX_NONE);
	assert_int_equal(x.s.ov, OV_FORM);
}

static void test_replay_events(void **state)
{
	(void)state;
	app_state s;
	engine_counters c;
	memset(&c, 0, sizeof c);
	app_init(&s, 10, false);
	app_set_replay(&s, true);
	s.mode = RUN_RUNNING;
	engine_event ev;
	memset(&ev, 0, sizeof ev);
	ev.kind = EV_SOLUTION;
	ev.depth = 64;
	assert_true(app_on_event(&s, &ev, &c, ENGINE_AT_SOLUTION, ENGINE_BACKTRACK));
	assert_int_equal(s.mode, RUN_PAUSED);
	assert_non_null(strstr(s.msg, "The tour is complete"));
	s.mode = RUN_RUNNING;
	ev.kind = EV_STUCK;
	ev.depth = 17;
	assert_true(app_on_event(&s, &ev, &c, ENGINE_STUCK, ENGINE_BACKTRACK));
	assert_non_null(strstr(s.msg, "End of the saved path: 17 squares"));
}

/* The run's clock starts again exactly when the run mode or the speed
 * changes (FX_RUN), not on every key. */
static void test_run_effects(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_PRESET, 4), FX_NONE); /* 10: as it was */
	assert_int_equal(app_handle(&x.s, &x.f, ACT_FASTER, 0), FX_RUN);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_MAX_SPEED, 0), FX_RUN);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_MAX_SPEED, 0), FX_NONE);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_FASTER, 0), FX_NONE); /* max already */
	assert_int_equal(app_handle(&x.s, &x.f, ACT_RUN_SOLUTION, 0), FX_RUN);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_RUN_SOLUTION, 0), FX_NONE);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_RUN_BACKTRACK, 0), FX_RUN);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_HEATMAP, 0), FX_NONE); /* runs on */
	assert_int_equal(x.s.mode, RUN_TO_BACKTRACK);
	assert_int_equal(app_handle(&x.s, &x.f, ACT_HELP, 0), FX_NONE);
	assert_int_equal(x.s.mode, RUN_TO_BACKTRACK);
	app_handle(&x.s, &x.f, ACT_CANCEL, 0);
	assert_int_equal(app_pause(&x.s), FX_RUN); /* Ctrl-Z */
	assert_int_equal(app_pause(&x.s), FX_NONE);
	/* the one message line */
	app_say(&x.s, true, "%d squares", 25);
	assert_string_equal(x.s.msg, "25 squares");
	assert_true(x.s.msg_alert);
	assert_int_equal(app_finished(&x.s), FX_NONE); /* paused already */
	assert_non_null(strstr(x.s.msg, "The search is over"));
}

/* The footer's hints, per mode, in table order. */
static void hints(key_mode m, int limit, char *out, size_t len)
{
	size_t n, at = 0;
	const key_binding *t = keys_table(&n);
	out[0] = '\0';
	for (size_t i = 0; i < n; i++)
		if (t[i].hint.what && (t[i].hint.modes & m) && t[i].hint.prio <= limit)
			at += (size_t)snprintf(out + at, len - at, "%s%s %s", at ? ", " : "",
					       t[i].hint.key, t[i].hint.what);
}

static void test_footer_hints(void **state)
{
	(void)state;
	char h[400];
	hints(KM_MAIN, 9, h, sizeof h);
	assert_string_equal(h, "space run, n step, p back, N solution, b backtrack, +- speed, "
			       "r restart, o options, h onward moves, a algorithm, e tree, "
			       "z present, ? help, q quit");
	hints(KM_MAIN, 0, h, sizeof h);
	assert_string_equal(h, "space run, n step, p back, ? help, q quit");
	/* a lesson's keys first, in their order of use */
	hints(KM_MAIN, 4, h, sizeof h);
	assert_string_equal(h, "space run, n step, p back, b backtrack, a algorithm, e tree, "
			       "z present, ? help, q quit");
	hints(KM_REPLAY, 9, h, sizeof h);
	assert_string_equal(h, "space run, n next, p back, Home/End first/last, g go to, "
			       "+- speed, s save, l load, z present, [ ] file, ? help, q quit");
	hints(KM_PICK, 9, h, sizeof h);
	assert_string_equal(h, "arrows/hjkl move, Enter start here, Esc cancel");
	hints(KM_FORM, 9, h, sizeof h);
	assert_string_equal(h, "Up/Down field, Left/Right choose, type edit, Enter apply, "
			       "Ctrl-S save defaults, Esc cancel");
	hints(KM_HELP, 9, h, sizeof h);
	assert_string_equal(h, "Up/Down scroll, any key close");
	hints(KM_PROMPT, 9, h, sizeof h);
	assert_string_equal(h, "Enter ok, Tab complete, Ctrl-U clear, Esc cancel");
	hints(KM_NUMBER, 9, h, sizeof h);
	assert_string_equal(h, "Enter go, Esc cancel");
	hints(KM_YESNO, 9, h, sizeof h);
	assert_string_equal(h, "y overwrite, n keep the old file");
	/* every footer key does what it says in its mode */
	size_t n;
	const key_binding *t = keys_table(&n);
	int arg;
	for (size_t i = 0; i < n; i++)
		for (unsigned m = 1; m <= KM_YESNO; m <<= 1)
			if (t[i].hint.what && (t[i].hint.modes & m))
				assert_true(t[i].modes & m);
	/* a replay's keys are a search's */
	for (int k = 0x20; k < 0x7f; k++)
		if (k != 'n') {
			ui_action a = keys_lookup(KM_MAIN, k, &arg);
			assert_int_equal(keys_lookup(KM_REPLAY, k, &arg), a);
		}
	assert_int_equal(keys_lookup(KM_REPLAY, 'n', &arg), ACT_STEP);
}

/* m, t and z: the panels and the presentation layout, laid out again. */
static void test_panel_keys(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	assert_true(shown(&x.s, PANEL_HEAT) && shown(&x.s, PANEL_STACK) && !x.s.present);
	assert_int_equal(key(&x, 'm'), FX_RELAYOUT);
	assert_false(shown(&x.s, PANEL_HEAT));
	assert_non_null(strstr(x.s.msg, "onward moves panel is hidden"));
	assert_int_equal(key(&x, 't'), FX_RELAYOUT);
	assert_false(shown(&x.s, PANEL_STACK));
	assert_int_equal(key(&x, 'm'), FX_RELAYOUT);
	assert_true(shown(&x.s, PANEL_HEAT));
	assert_int_equal(key(&x, 'z'), FX_RELAYOUT);
	assert_true(x.s.present);
	assert_non_null(strstr(x.s.msg, "Presentation"));
	/* out of the presentation with the panel asked for shown */
	assert_int_equal(key(&x, 't'), FX_RELAYOUT);
	assert_false(x.s.present);
	assert_true(shown(&x.s, PANEL_STACK));
	key(&x, 'z');
	assert_int_equal(key(&x, 'z'), FX_RELAYOUT);
	assert_false(x.s.present);
	/* they neither pause nor start a run */
	x.s.mode = RUN_RUNNING;
	assert_int_equal(key(&x, 'z'), FX_RELAYOUT);
	assert_int_equal(x.s.mode, RUN_RUNNING);
	/* a replay has them too */
	app_set_replay(&x.s, true);
	assert_int_equal(key(&x, 'm'), FX_RELAYOUT);
	/* and a session starts with those saved */
	explore_options o;
	explore_options_init(&o);
	o.panels = PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_CODE); /* the stack hidden */
	o.present = true;
	app_start(&x.s, &o);
	assert_true(!shown(&x.s, PANEL_STACK) && x.s.present && shown(&x.s, PANEL_CODE) &&
		    shown(&x.s, PANEL_HEAT));
}

/* a: the algorithm panel shown and hidden; in the presentation too (the
 * board and the algorithm, large); a replay has no algorithm, and the key
 * says so. */
static void test_code_panel_key(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	assert_false(shown(&x.s, PANEL_CODE));
	assert_int_equal(key(&x, 'a'), FX_RELAYOUT);
	assert_true(shown(&x.s, PANEL_CODE));
	assert_non_null(strstr(x.s.msg, "marked line made the last step"));
	assert_int_equal(key(&x, 'a'), FX_RELAYOUT);
	assert_false(shown(&x.s, PANEL_CODE));
	assert_non_null(strstr(x.s.msg, "algorithm panel is hidden"));
	key(&x, 'z');
	assert_int_equal(key(&x, 'a'), FX_RELAYOUT);
	assert_true(shown(&x.s, PANEL_CODE) && x.s.present);
	x.s.mode = RUN_RUNNING; /* it neither pauses nor starts a run */
	assert_int_equal(key(&x, 'a'), FX_RELAYOUT);
	assert_int_equal(x.s.mode, RUN_RUNNING);
	app_set_replay(&x.s, true);
	assert_int_equal(key(&x, 'a'), FX_NONE);
	assert_false(shown(&x.s, PANEL_CODE));
	assert_true(x.s.msg_alert);
	assert_non_null(strstr(x.s.msg, "A replay has no algorithm"));
}

/* explore --compare: the two boards take the panels' room; m, t, a, e
 * say so rather than claim to show a panel that cannot appear; z
 * presents the two boards. */
static void test_panels_in_compare(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	app_change_mode(&x.s, CH_COMPARE_ON);
	const int keys[] = {'a', 'm', 't', 'e'};
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		assert_int_equal(key(&x, keys[i]), FX_NONE);
		assert_true(x.s.msg_alert);
		assert_non_null(strstr(x.s.msg, "Two boards and no panels"));
	}
	assert_false(shown(&x.s, PANEL_CODE) || !shown(&x.s, PANEL_HEAT) ||
		     !shown(&x.s, PANEL_STACK) || x.s.present);
	assert_int_equal(key(&x, 'z'), FX_RELAYOUT);
	assert_true(x.s.present);
	assert_false(x.s.msg_alert);
}

/* e: the estimate line, shown by default where there is room, toggled
 * from what the screen shows; only for the backtrack search. */
static void test_estimate_key(void **state)
{
	(void)state;
	fixture x;
	setup(&x);
	assert_false(app_estimate_row(&x.s, &x.cfg, 24));
	assert_true(app_estimate_row(&x.s, &x.cfg, APP_EST_ROWS));
	/* 80x24: not shown, e shows it */
	x.f.est_shown = false;
	assert_int_equal(key(&x, 'e'), FX_RELAYOUT);
	assert_true(app_estimate_row(&x.s, &x.cfg, 24));
	/* shown: e hides it, on a big screen too */
	x.f.est_shown = true;
	assert_int_equal(key(&x, 'e'), FX_RELAYOUT);
	assert_false(app_estimate_row(&x.s, &x.cfg, 45));
	/* not in the presentation layout, nor in play */
	x.f.est_shown = false;
	key(&x, 'e');
	x.s.present = true;
	assert_false(app_estimate_row(&x.s, &x.cfg, 45));
	x.s.present = false;
	/* a walk engine has no tree: the message says whose it is */
	x.cfg.kind = ENGINE_WARNSDORFF;
	assert_false(app_estimate_row(&x.s, &x.cfg, 45));
	assert_int_equal(key(&x, 'e'), FX_NONE);
	assert_non_null(strstr(x.s.msg, "for the backtracking search"));
	assert_non_null(strstr(x.s.msg, "warnsdorff"));
	/* nor a replay */
	x.cfg.kind = ENGINE_BACKTRACK;
	app_set_replay(&x.s, true);
	assert_false(app_estimate_row(&x.s, &x.cfg, 45));
	assert_int_equal(key(&x, 'e'), FX_NONE);
	assert_non_null(strstr(x.s.msg, "this is a replay"));
}

/* A search that cannot find a tour says so, and why, as it begins. */
static void test_no_tour_said(void **state)
{
	(void)state;
	app_state s;
	app_init(&s, 10, false);
	engine_config cfg = engine_config_default();
	cfg.spec.rows = cfg.spec.cols = 5;
	app_search_begins(&s, &cfg); /* an open tour exists */
	assert_string_equal(s.msg, "");
	cfg.closed = true;
	app_search_begins(&s, &cfg);
	assert_true(s.msg_alert);
	assert_non_null(strstr(s.msg, "No closed tour exists here: "));
	assert_non_null(strstr(s.msg, "5x5 has 25"));
	cfg.closed = false;
	app_init(&s, 10, false);
	cfg.spec.rows = 2;
	cfg.spec.cols = 8;
	app_search_begins(&s, &cfg);
	assert_non_null(strstr(s.msg, "No tour exists here: "));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_main_keys),        cmocka_unit_test(test_mode_keys),
		cmocka_unit_test(test_table_consistent), cmocka_unit_test(test_run_pause_step),
		cmocka_unit_test(test_run_past_backtrack),
		cmocka_unit_test(test_speed),
		cmocka_unit_test(test_panel_keys),
		cmocka_unit_test(test_code_panel_key), cmocka_unit_test(test_present_words), cmocka_unit_test(test_panels_in_compare), cmocka_unit_test(test_form_compare), cmocka_unit_test(test_estimate_key),            cmocka_unit_test(test_misc_keys),
		cmocka_unit_test(test_choose_start),     cmocka_unit_test(test_options_form),
		cmocka_unit_test(test_form_theme),
		cmocka_unit_test(test_no_room),
		cmocka_unit_test(test_form_validation),  cmocka_unit_test(test_events_stop_runs),
		cmocka_unit_test(test_form_refused),     cmocka_unit_test(test_unknown_key),
		cmocka_unit_test(test_form_saves_defaults),
		cmocka_unit_test(test_prompt_keys),      cmocka_unit_test(test_load_prompt),
		cmocka_unit_test(test_save_and_overwrite), cmocka_unit_test(test_picture_key),
		cmocka_unit_test(test_replay_keys),
		cmocka_unit_test(test_replay_events),    cmocka_unit_test(test_run_effects),
		cmocka_unit_test(test_footer_hints),     cmocka_unit_test(test_no_tour_said),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
