/* SPDX-License-Identifier: MIT */
/* The explorer's mode (app.h): one value, its transitions in one table,
 * what each mode offers the keys, and compare mode stored once (the
 * session asks the mode, not a flag of its own). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ui/app/app.h"
#include "ui/app/keys.h"
#include "ui/session/session.h"

/* The transitions as docs and HACKING.md describe them. */
static void test_transition_table(void **state)
{
	(void)state;
#define S MODE_SEARCH
#define R MODE_REPLAY
#define P MODE_PLAY
#define C MODE_COMPARE
	static const app_mode want[MODE_COUNT][CH_COUNT] = {
		/*      SEARCH REPLAY PLAY PLAY_END COMPARE_ON COMPARE_OFF */
		[S] = {S, R, P, S, C, S},
		[R] = {S, R, P, R, C, R},
		[P] = {S, P, P, R, P, P}, /* a game shows its path as a replay */
		[C] = {C, C, C, C, C, S}, /* both searches restart; l and P refused */
	};
#undef S
#undef R
#undef P
#undef C
	for (int m = 0; m < MODE_COUNT; m++)
		for (int c = 0; c < CH_COUNT; c++) {
			if (app_mode_next((app_mode)m, (app_change)c) != want[m][c])
				fail_msg("mode %d, change %d: %d, expected %d", m, c,
					 app_mode_next((app_mode)m, (app_change)c), want[m][c]);
		}
	/* nonsense changes nothing */
	assert_int_equal(app_mode_next(MODE_REPLAY, CH_COUNT), MODE_REPLAY);
	assert_int_equal(app_mode_next(MODE_COUNT, CH_SEARCH), MODE_COUNT);
}

/* The one writer: app_change_mode() follows the table, the shorthands go
 * through it, a game's pending request goes when play begins or ends. */
static void test_change_mode(void **state)
{
	(void)state;
	app_state s;
	app_init(&s, 10, false);
	assert_int_equal(s.screen, MODE_SEARCH);
	assert_int_equal(app_key_mode(&s), KM_MAIN);
	app_set_replay(&s, true);
	assert_int_equal(s.screen, MODE_REPLAY);
	assert_int_equal(app_key_mode(&s), KM_REPLAY);
	s.preq = PR_HINT;
	app_set_play(&s, true);
	assert_int_equal(s.screen, MODE_PLAY);
	assert_int_equal(app_key_mode(&s), KM_PLAY);
	assert_int_equal(s.preq, PR_NONE);
	app_set_replay(&s, true); /* the game's path shown again */
	assert_int_equal(s.screen, MODE_PLAY);
	app_set_play(&s, false);
	assert_int_equal(s.screen, MODE_REPLAY);
	app_set_replay(&s, false);
	assert_int_equal(s.screen, MODE_SEARCH);
	app_change_mode(&s, CH_COMPARE_ON);
	assert_int_equal(s.screen, MODE_COMPARE);
	assert_int_equal(app_key_mode(&s), KM_MAIN);
	app_set_replay(&s, false); /* a restart: both searches */
	assert_int_equal(s.screen, MODE_COMPARE);
	app_change_mode(&s, CH_COMPARE_OFF);
	assert_int_equal(s.screen, MODE_SEARCH);
	/* an overlay takes the keys whatever the mode */
	app_set_play(&s, true);
	s.ov = OV_HELP;
	assert_int_equal(app_key_mode(&s), KM_HELP);
	/* the explorer starts comparing with --compare */
	explore_options o;
	explore_options_init(&o);
	app_start(&s, &o);
	assert_int_equal(s.screen, MODE_SEARCH);
	o.compare = "warnsdorff";
	app_start(&s, &o);
	assert_int_equal(s.screen, MODE_COMPARE);
}

static app_fx act(app_state *s, const app_facts *f, ui_action a, int arg)
{
	return app_handle(s, f, a, arg);
}

/* What each mode offers, asked of the mode's row: the algorithm and the
 * estimate for a search, a path's keys for a replay (and a game), no
 * panels in a comparison; the presentation combines with every mode. */
static void test_mode_offers(void **state)
{
	(void)state;
	engine_config cfg = engine_config_default();
	app_facts f;
	memset(&f, 0, sizeof f);
	f.rows = f.cols = 8;
	f.cfg = &cfg;
	f.at_start = true;
	app_state s;
	app_init(&s, 10, false);
	assert_true(app_estimate_row(&s, &cfg, APP_EST_ROWS));
	act(&s, &f, ACT_GOTO_START, 0);
	assert_string_equal(s.msg, "This is step 0.");
	assert_int_equal(act(&s, &f, ACT_PRESENT, 0), FX_RELAYOUT);
	assert_true(s.present);
	assert_false(app_estimate_row(&s, &cfg, APP_EST_ROWS)); /* not presented */
	act(&s, &f, ACT_PRESENT, 0);
	app_set_replay(&s, true);
	assert_false(app_estimate_row(&s, &cfg, APP_EST_ROWS));
	act(&s, &f, ACT_GOTO_START, 0);
	assert_string_equal(s.msg, "This is the first move.");
	assert_int_equal(act(&s, &f, ACT_PRESENT, 0), FX_RELAYOUT); /* a replay presented */
	assert_true(s.present);
	app_set_play(&s, true);
	assert_false(app_estimate_row(&s, &cfg, APP_EST_ROWS));
	assert_int_equal(act(&s, &f, ACT_PRESENT, 0), FX_RELAYOUT); /* and a game */
	assert_false(s.present);
	app_init(&s, 10, false);
	app_change_mode(&s, CH_COMPARE_ON);
	assert_false(app_estimate_row(&s, &cfg, APP_EST_ROWS));
	/* a comparison presented: its two boards large (no panels) */
	assert_int_equal(act(&s, &f, ACT_PRESENT, 0), FX_RELAYOUT);
	assert_true(s.present);
	assert_string_equal(s.msg, "Presentation: the boards large; z: back.");
	assert_int_equal(act(&s, &f, ACT_PANEL, PANEL_CODE), FX_NONE);
	assert_true(s.present);
	assert_non_null(strstr(s.msg, "Two boards and no panels: m, t, a and e are for one"));
	assert_int_equal(act(&s, &f, ACT_PRESENT, 0), FX_RELAYOUT);
	assert_false(s.present);
}

/* Play's requests go to the session through app functions: taken once,
 * the cursor set, the finish run started. */
static void test_play_requests(void **state)
{
	(void)state;
	engine_config cfg = engine_config_default();
	app_facts f;
	memset(&f, 0, sizeof f);
	f.rows = f.cols = 5;
	f.cfg = &cfg;
	app_state s;
	app_init(&s, 10, false);
	app_set_play(&s, true);
	act(&s, &f, ACT_PLAY_MOVE, 3);
	int arg = 0;
	assert_int_equal(app_play_take(&s, &arg), PR_NUMBER);
	assert_int_equal(arg, 3);
	assert_int_equal(app_play_take(&s, &arg), PR_NONE);
	app_play_cursor(&s, 12);
	assert_int_equal(s.cursor, 12);
	app_set_replay(&s, false); /* f: the session restarts a search */
	assert_int_equal(s.screen, MODE_SEARCH);
	assert_int_equal(app_play_finish(&s), FX_RUN);
	assert_int_equal(s.mode, RUN_TO_SOLUTION);
}

/* The form's compare field: asked once; the mode changes when the
 * session has started the searches. */
static void test_compare_asked(void **state)
{
	(void)state;
	engine_config cfg = engine_config_default();
	app_facts f;
	memset(&f, 0, sizeof f);
	f.rows = f.cols = 8;
	f.cfg = &cfg;
	app_state s;
	app_init(&s, 10, false);
	const char *spec = NULL;
	assert_false(app_compare_asked(&s, &spec));
	act(&s, &f, ACT_OPTIONS, 0);
	act(&s, &f, ACT_FIELD_PREV, 0); /* the last field: compare */
	act(&s, &f, ACT_CHOICE_NEXT, 0);
	assert_true(act(&s, &f, ACT_CONFIRM, 0) & FX_NEW_CONFIG);
	assert_int_equal(s.screen, MODE_SEARCH); /* not yet */
	assert_true(app_compare_asked(&s, &spec));
	assert_string_equal(spec, "warnsdorff");
	assert_false(app_compare_asked(&s, &spec));
}

static app_fx press(session *s, int key)
{
	int arg;
	ui_action a = keys_lookup(app_key_mode(&s->app), key, &arg);
	app_facts f;
	session_facts(s, &f);
	return session_perform(s, app_handle(&s->app, &f, a, arg) | FX_DRAW, 0);
}

/* Compare mode is stored once, in the mode: the session's facts, its
 * restarts and the second search follow it, on and off with the form. */
static void test_compare_stored_once(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char err[300];
	explore_options_init(&o);
	o.cfg.spec.rows = o.cfg.spec.cols = 5;
	o.compare = "warnsdorff";
	if (!session_open(&s, &o, err, sizeof err))
		fail_msg("session_open: %s", err);
	app_facts f;
	assert_int_equal(s.app.screen, MODE_COMPARE);
	assert_true(session_comparing(&s));
	session_facts(&s, &f);
	assert_string_equal(f.compare, "warnsdorff");
	assert_string_equal(engine_kind_name(s.cmp.right.cfg.kind), "warnsdorff");
	/* off with the form: Ctrl-U empties the compare field */
	press(&s, 'o');
	press(&s, UK_UP);
	press(&s, UK_CTRL('u'));
	assert_true(press(&s, UK_ENTER) & FX_RELAYOUT);
	assert_int_equal(s.app.screen, MODE_SEARCH);
	assert_false(session_comparing(&s));
	session_facts(&s, &f);
	assert_null(f.compare);
	/* on again: irwin beside */
	press(&s, 'o');
	press(&s, UK_UP);
	press(&s, UK_RIGHT);
	press(&s, UK_RIGHT);
	assert_true(press(&s, UK_ENTER) & FX_RELAYOUT);
	assert_int_equal(s.app.screen, MODE_COMPARE);
	session_facts(&s, &f);
	assert_string_equal(f.compare, "irwin");
	assert_string_equal(engine_kind_name(s.cmp.right.cfg.kind), "irwin");
	/* r restarts both */
	press(&s, 'n');
	press(&s, 'r');
	assert_int_equal(s.app.screen, MODE_COMPARE);
	assert_int_equal(history_t(s.cmp.right.h), 0);
	session_close(&s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_transition_table),
		cmocka_unit_test(test_change_mode),
		cmocka_unit_test(test_mode_offers),
		cmocka_unit_test(test_play_requests),
		cmocka_unit_test(test_compare_asked),
		cmocka_unit_test(test_compare_stored_once),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
