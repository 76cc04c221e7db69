/* SPDX-License-Identifier: MIT */
/* The run state's badge (ui/app/run_badge.h): every run mode has its own
 * words, PAUSED only when nothing moves; a run to a moment says the
 * moment in the moment module's words, g far ahead its step with commas,
 * a lesson's scene its number and count; a badge too wide for its room is
 * shortened with the ellipsis, never cut bare. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ui/app/run_badge.h"
#include "ui/base/fit.h"

static engine_config cfg_5x5(void)
{
	engine_config c = engine_config_default();
	c.spec.rows = 5;
	c.spec.cols = 5;
	return c;
}

static moment parsed(const char *text, const engine_config *c)
{
	moment m;
	char err[300];
	if (!moment_parse(text, c, &m, err, sizeof err, NULL))
		fail_msg("moment_parse(%s): %s", text, err);
	return m;
}

/* The badge of rf with no width limit; *moving says whether it moves. */
static const char *badge(const run_facts *rf, bool *moving)
{
	static char out[RUN_BADGE_MAX];
	*moving = run_badge(rf, 0, NULL, out, sizeof out);
	return out;
}

static void test_still(void **state)
{
	(void)state;
	bool moving;
	run_facts rf = {RUN_PAUSED, false, {MOMENT_STEP, 0, KSQ_NONE}, NULL, 0, 0, 0};
	assert_string_equal(badge(&rf, &moving), "READY");
	assert_false(moving);
	rf.t = 11;
	assert_string_equal(badge(&rf, &moving), "PAUSED");
	assert_false(moving);
}

static void test_runs(void **state)
{
	(void)state;
	static const struct {
		run_mode mode;
		const char *words;
	} want[] = {
		{RUN_RUNNING, "RUNNING"},
		{RUN_TO_SOLUTION, "RUN TO SOLUTION"},
		{RUN_TO_BACKTRACK, "RUN TO BACKTRACK"},
		{RUN_PAST_BACKTRACK, "RUN PAST BACKTRACK"},
	};
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		bool moving;
		run_facts rf = {want[i].mode, false, {MOMENT_STEP, 0, KSQ_NONE}, NULL, 0, 0, 26};
		assert_string_equal(badge(&rf, &moving), want[i].words);
		assert_true(moving);
	}
}

/* u and --until: the moment in moment_format()'s words. */
static void test_until(void **state)
{
	(void)state;
	engine_config c = cfg_5x5();
	const char *texts[] = {"depth 20", "step 40", "solution", "solution 2", "retreat-to 3",
			       "square c3"};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		char want[RUN_BADGE_MAX], what[MOMENT_TEXT_MAX];
		bool moving;
		run_facts rf = {RUN_TO_MOMENT, false, parsed(texts[i], &c), &c, 0, 0, 11};
		moment_format(&rf.until, &c, what, sizeof what);
		snprintf(want, sizeof want, "RUN UNTIL %s", what);
		assert_string_equal(badge(&rf, &moving), want);
		assert_true(moving);
	}
	bool moving;
	run_facts rf = {RUN_TO_MOMENT, false, parsed("depth 20", &c), &c, 0, 0, 11};
	assert_string_equal(badge(&rf, &moving), "RUN UNTIL depth 20");
}

/* g far ahead: the step it goes to, grouped with commas. */
static void test_going(void **state)
{
	(void)state;
	engine_config c = cfg_5x5();
	bool moving;
	run_facts rf = {RUN_TO_MOMENT, true, {MOMENT_STEP, 3000000, KSQ_NONE}, &c, 0, 0, 5};
	assert_string_equal(badge(&rf, &moving), "GOING TO 3,000,000");
	assert_true(moving);
	rf.until.n = 999;
	assert_string_equal(badge(&rf, &moving), "GOING TO 999");
	rf.until.n = 1000;
	assert_string_equal(badge(&rf, &moving), "GOING TO 1,000");
}

/* A lesson's scene reached, at its speed or at once. */
static void test_scene(void **state)
{
	(void)state;
	engine_config c = cfg_5x5();
	bool moving;
	run_facts rf = {RUN_TO_MOMENT, false, {MOMENT_STEP, 37, KSQ_NONE}, &c, 5, 12, 26};
	assert_string_equal(badge(&rf, &moving), "SCENE 5/12 TO STEP 37");
	assert_true(moving);
	rf.jump = true;
	rf.until.n = 12345;
	assert_string_equal(badge(&rf, &moving), "SCENE 5/12 TO STEP 12,345");
	rf.mode = RUN_PAUSED;
	assert_string_equal(badge(&rf, &moving), "PAUSED");
	assert_false(moving);
}

/* The facts come from the app state: a question's run is not the scene's. */
static void test_facts_of(void **state)
{
	(void)state;
	engine_config c = cfg_5x5();
	app_state s;
	app_init(&s, 5, false);
	moment m = {MOMENT_STEP, 40, KSQ_NONE};
	app_run_until(&s, &m, false, 11);
	run_facts rf = run_facts_of(&s, &c, 11);
	bool moving;
	assert_string_equal(badge(&rf, &moving), "RUN UNTIL step 40");
	app_lesson_start(&s, 12);
	s.lesson.scene = 4;
	rf = run_facts_of(&s, &c, 11);
	assert_string_equal(badge(&rf, &moving), "SCENE 5/12 TO STEP 40");
	s.lesson.question = true;
	rf = run_facts_of(&s, &c, 11);
	assert_string_equal(badge(&rf, &moving), "RUN UNTIL step 40");
	s.mode = RUN_PAUSED;
	rf = run_facts_of(&s, &c, 11);
	assert_string_equal(badge(&rf, &moving), "PAUSED");
}

/* Too wide: shortened, ending with the mark, within the columns. */
static void test_fits(void **state)
{
	(void)state;
	engine_config c = cfg_5x5();
	char out[RUN_BADGE_MAX];
	run_facts rf = {RUN_TO_MOMENT, true, {MOMENT_STEP, 18446744073709551615ull, KSQ_NONE},
			&c, 0, 0, 5};
	assert_true(run_badge(&rf, 0, NULL, out, sizeof out));
	assert_string_equal(out, "GOING TO 18,446,744,073,709,551,615");
	assert_true(run_badge(&rf, 20, "\u2026", out, sizeof out));
	assert_int_equal(fit_width(out), 20);
	assert_string_equal(out, "GOING TO 18,446,744\u2026");
	assert_true(run_badge(&rf, 37, "...", out, sizeof out));
	assert_string_equal(out, "GOING TO 18,446,744,073,709,551,615");
	rf.mode = RUN_PAUSED;
	assert_false(run_badge(&rf, 4, "...", out, sizeof out));
	assert_string_equal(out, "P...");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_still),    cmocka_unit_test(test_runs),
		cmocka_unit_test(test_until),    cmocka_unit_test(test_going),
		cmocka_unit_test(test_scene),    cmocka_unit_test(test_facts_of),
		cmocka_unit_test(test_fits),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
