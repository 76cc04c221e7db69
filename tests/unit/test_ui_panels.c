/* SPDX-License-Identifier: MIT */
/* The panel table (src/ui/model/panels.c): every panel once, with its
 * key, its messages and its draw function; the key table binds each
 * panel's key to it; the handler, the layout and the session file all go
 * by the table and by one polarity (a bit per panel shown). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ktour/explore_save.h"
#include "ui/app/app.h"
#include "ui/app/keys.h"
#include "ui/model/layout.h"
#include "ui/model/panels.h"

static bool shown(const app_state *s, panel_id id)
{
	return (s->panels & PANEL_BIT(id)) != 0;
}

/* Every id has one row; every row what the handler and the loop use. */
static void test_table_complete(void **state)
{
	(void)state;
	size_t n;
	const panel_desc *t = panel_table(&n);
	assert_int_equal(n, PANEL_COUNT);
	int seen[PANEL_COUNT] = {0};
	bool column = false;
	for (size_t i = 0; i < n; i++) {
		assert_true(t[i].id >= 0 && t[i].id < PANEL_COUNT);
		seen[t[i].id]++;
		assert_ptr_equal(panel_get(t[i].id), &t[i]);
		assert_non_null(t[i].draw);
		assert_non_null(t[i].shown_msg);
		assert_non_null(t[i].hidden_msg);
		/* said where it finds no place: whole on the smallest screen */
		assert_non_null(t[i].no_room_msg);
		assert_true(strlen(t[i].no_room_msg) <= 39);
		assert_true(t[i].needs == 0 || t[i].none_msg != NULL);
		const panel_room *r = &t[i].room;
		if (r->place == PLACE_GRID) {
			assert_false(column); /* the grids come first: beside the board */
		} else if (r->place == PLACE_FOOT) {
			/* across the foot: its rows come from layout_want */
			assert_true(r->min_w == 0 && r->present_w[0] == 0 && !r->sizes_board);
		} else {
			column = true;
			assert_true(r->min_w > 0 && r->min_rows > 0 && r->gap >= 0);
			assert_true(r->leave[0] >= r->leave[1] && r->leave[1] >= r->leave[2]);
			assert_true(r->present_w[0] <= r->present_w[1]);
		}
	}
	for (int id = 0; id < PANEL_COUNT; id++)
		assert_int_equal(seen[id], 1);
	assert_null(panel_get(PANEL_COUNT));
	assert_null(panel_get(-1));
	/* the layout's priority: the heatmap, the algorithm, then the stack,
	 * which goes under the algorithm */
	assert_int_equal(t[0].id, PANEL_HEAT);
	assert_int_equal(t[1].id, PANEL_CODE);
	assert_int_equal(t[2].id, PANEL_STACK);
}

/* The key table binds each row's key to ACT_PANEL with the row's id, on a
 * search's and a replay's screen, with a line in the help. */
static void test_keys_from_table(void **state)
{
	(void)state;
	size_t n, nk;
	const panel_desc *t = panel_table(&n);
	const key_binding *k = keys_table(&nk);
	for (size_t i = 0; i < n; i++) {
		const key_mode modes[] = {KM_MAIN, KM_REPLAY};
		for (size_t m = 0; m < 2; m++) {
			int arg = -1;
			assert_int_equal(keys_lookup(modes[m], t[i].key, &arg), ACT_PANEL);
			assert_int_equal(arg, t[i].id);
		}
		bool helped = false;
		for (size_t j = 0; j < nk; j++)
			helped |= k[j].key == t[i].key && k[j].act == ACT_PANEL && k[j].help;
		assert_true(helped);
	}
	/* the letters of docs/design.md */
	assert_int_equal(panel_get(PANEL_HEAT)->key, 'm');
	assert_int_equal(panel_get(PANEL_STACK)->key, 't');
	assert_int_equal(panel_get(PANEL_CODE)->key, 'a');
}

static app_fx press(app_state *s, const app_facts *f, int key)
{
	int arg;
	ui_action a = app_key_action(s, key, &arg);
	return app_handle(s, f, a, arg);
}

/* Each row's key shows and hides its panel with the row's words; where
 * the mode lacks what the panel needs, the key says so and changes
 * nothing; a comparison has no panels at all. */
static void test_key_per_row(void **state)
{
	(void)state;
	size_t n;
	const panel_desc *t = panel_table(&n);
	engine_config cfg = engine_config_default();
	app_facts f;
	memset(&f, 0, sizeof f);
	f.rows = f.cols = 8;
	f.cfg = &cfg;
	for (size_t i = 0; i < n; i++) {
		app_state s;
		app_init(&s, 10, false);
		/* a panel for lessons only: where there is none, its key says so */
		bool for_lessons = (t[i].needs & PN_LESSON) != 0;
		if (for_lessons) {
			assert_int_equal(press(&s, &f, t[i].key), FX_NONE);
			assert_false(shown(&s, t[i].id));
			assert_string_equal(s.msg, t[i].none_msg);
			app_lesson_start(&s, 3);
		}
		bool was = shown(&s, t[i].id);
		panel_set others = s.panels & ~PANEL_BIT(t[i].id);
		assert_int_equal(press(&s, &f, t[i].key), FX_RELAYOUT);
		assert_true(shown(&s, t[i].id) == !was);
		assert_string_equal(s.msg, was ? t[i].hidden_msg : t[i].shown_msg);
		assert_int_equal(press(&s, &f, t[i].key), FX_RELAYOUT);
		assert_true(shown(&s, t[i].id) == was);
		assert_int_equal(s.panels & ~PANEL_BIT(t[i].id), others); /* no other one */
		/* a replay offers no algorithm */
		app_init(&s, 10, false);
		s.panels = 0;
		s.lesson.on = for_lessons;
		app_set_replay(&s, true);
		if (t[i].needs & PN_ALGORITHM) {
			assert_int_equal(press(&s, &f, t[i].key), FX_NONE);
			assert_false(shown(&s, t[i].id));
			assert_string_equal(s.msg, t[i].none_msg);
		} else {
			assert_int_equal(press(&s, &f, t[i].key), FX_RELAYOUT);
			assert_true(shown(&s, t[i].id));
		}
		/* a comparison: two boards, no panels; a lesson's caption
		 * across the foot stays */
		app_init(&s, 10, false);
		app_change_mode(&s, CH_COMPARE_ON);
		if (t[i].room.place == PLACE_FOOT) {
			s.lesson.on = true;
			assert_int_equal(press(&s, &f, t[i].key), FX_RELAYOUT);
			assert_true(shown(&s, t[i].id));
			continue;
		}
		assert_int_equal(press(&s, &f, t[i].key), FX_NONE);
		assert_int_equal(s.panels, PANEL_DEFAULT);
		assert_non_null(strstr(s.msg, "no panels"));
	}
}

/* The layout places what the table says: each panel alone where there is
 * room; the rows in the table's order (the stack under the algorithm). */
static void test_layout_from_table(void **state)
{
	(void)state;
	size_t n;
	const panel_desc *t = panel_table(&n);
	layout_want w;
	memset(&w, 0, sizeof w);
	w.colour256 = true;
	w.settings_w = 60;
	ui_layout l;
	for (size_t i = 0; i < n; i++) {
		w.panels = PANEL_BIT(t[i].id);
		w.rows[PANEL_CAPTION] = 5; /* the caption's text and border */
		layout_compute(45, 160, 8, 8, &w, &l);
		assert_int_equal(l.shown, PANEL_BIT(t[i].id));
		rect r = l.at[t[i].id];
		if (t[i].room.place == PLACE_FOOT) { /* across, above the message line */
			assert_true(r.x == 0 && r.w == 160 && r.h == 5 && r.y + r.h == l.msg.y);
			assert_true(l.board.panel.y + l.board.panel.h <= r.y);
			continue;
		}
		assert_true(r.x >= l.board.panel.x + l.board.panel.w); /* right of the board */
		assert_true(r.x + r.w <= 160 && r.y + r.h <= l.msg.y);
	}
	w.rows[PANEL_CAPTION] = 0;
	w.panels = PANEL_BIT(PANEL_CODE) | PANEL_BIT(PANEL_STACK);
	layout_compute(45, 160, 8, 8, &w, &l);
	assert_int_equal(l.shown, w.panels);
	assert_int_equal(l.at[PANEL_STACK].x, l.at[PANEL_CODE].x);
	assert_int_equal(l.at[PANEL_STACK].y, l.at[PANEL_CODE].y + l.at[PANEL_CODE].h);
	assert_int_equal(l.at[PANEL_CODE].h, LAYOUT_CODE_ROWS); /* its row's rows */
	w.rows[PANEL_CODE] = 12; /* ... unless it asks for others */
	layout_compute(45, 160, 8, 8, &w, &l);
	assert_int_equal(l.at[PANEL_CODE].h, 12);
	/* the presentation keeps only the rows that stay in it */
	w.present = true;
	w.panels = PANEL_DEFAULT | PANEL_BIT(PANEL_CODE) | PANEL_BIT(PANEL_CAPTION);
	w.rows[PANEL_CAPTION] = 4;
	layout_compute(45, 160, 8, 8, &w, &l);
	for (size_t i = 0; i < n; i++) {
		assert_true(layout_shows(&l, t[i].id) ==
			    (t[i].room.present_w[0] > 0 || t[i].room.place == PLACE_FOOT));
		assert_true(((panel_presented() & PANEL_BIT(t[i].id)) != 0) ==
			    (t[i].room.present_w[0] > 0));
		/* with the words large, in lines of big words */
		assert_true(t[i].room.present_w[0] == 0 || t[i].room.present_lines > 0);
	}
}

/* One polarity: a new session, the command line's options, a session
 * file without the layout's lines and the layout all mean the same set. */
static void test_one_polarity(void **state)
{
	(void)state;
	app_state s;
	app_init(&s, 10, false);
	assert_int_equal(s.panels, PANEL_DEFAULT);
	explore_options o;
	explore_options_init(&o);
	assert_int_equal(o.panels, PANEL_DEFAULT);
	o.panels = PANEL_BIT(PANEL_CODE);
	app_start(&s, &o);
	assert_int_equal(s.panels, PANEL_BIT(PANEL_CODE));
	assert_int_equal(PANEL_DEFAULT, PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_STACK));
	layout_want w;
	memset(&w, 0, sizeof w);
	w.panels = PANEL_DEFAULT;
	w.colour256 = true;
	w.settings_w = 60;
	ui_layout l;
	layout_compute(24, 80, 8, 8, &w, &l);
	assert_int_equal(l.shown, PANEL_DEFAULT);
}

/* The lines of a session file with the panels of set, after a newline
 * (so that each line is found as "\nLINE\n"), the checksum left out. */
static void session_text(panel_set set, char *buf, size_t len)
{
	explore_save s;
	memset(&s, 0, sizeof s);
	s.cfg = engine_config_default();
	s.speed = 10;
	s.panels = set;
	buf[0] = '\n';
	assert_true(explore_save_format(&s, buf + 1, len - 1));
	strstr(buf, "\nchecksum")[1] = '\0';
}

/* The lines of a that b lacks; the last in *line. */
static int lines_not_in(const char *a, const char *b, char *line, size_t len)
{
	int n = 0;
	for (a++; *a; a = strchr(a, '\n') + 1) {
		char l[128];
		snprintf(l, sizeof l, "\n%.*s\n", (int)(strchr(a, '\n') - a), a);
		if (!strstr(b, l)) {
			snprintf(line, len, "%s", l + 1);
			n++;
		}
	}
	return n;
}

/* Every panel is one line of a session file, and every set of panels
 * survives the file (the three lines the release wrote, by name). */
static void test_session_lines(void **state)
{
	(void)state;
	static const char *const known[PANEL_COUNT] = {
		[PANEL_HEAT] = "heatmap-panel 1\n", [PANEL_STACK] = "stack-panel 1\n",
		[PANEL_CODE] = "algorithm-panel 1\n"};
	char buf[2048], with[2048], err[300], line[128];
	for (int id = 0; id < PANEL_COUNT; id++) {
		session_text(0, buf, sizeof buf);
		session_text(PANEL_BIT(id), with, sizeof with);
		assert_int_equal(lines_not_in(with, buf, line, sizeof line), 1);
		assert_non_null(strstr(line, "-panel 1\n")); /* its own line, yes */
		if (known[id])
			assert_string_equal(line, known[id]);
	}
	for (panel_set set = 0; set < PANEL_BIT(PANEL_COUNT); set++) {
		explore_save s, back;
		memset(&s, 0, sizeof s);
		s.cfg = engine_config_default();
		s.speed = 10;
		s.panels = set;
		assert_true(explore_save_format(&s, buf, sizeof buf));
		assert_true(explore_save_parse(buf, strlen(buf), "s", &back, err, sizeof err));
		assert_int_equal(back.panels, set);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table_complete), cmocka_unit_test(test_keys_from_table),
		cmocka_unit_test(test_key_per_row),    cmocka_unit_test(test_layout_from_table),
		cmocka_unit_test(test_one_polarity),   cmocka_unit_test(test_session_lines),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
