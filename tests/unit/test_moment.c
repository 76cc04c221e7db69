/* SPDX-License-Identifier: MIT */
/* Moments of a search (ktour/moment.h): every condition parses, prints back
 * and holds where the engine says it does, on searches whose numbers are
 * known (docs/literature.md: plain backtracking's first 5x5 tour from a
 * corner, the 304 tours from there, Squirrel and Cull's 5x5 walk stuck
 * after 17 squares); a condition that can never hold on a search is
 * refused with the reason and the word at fault. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ktour/moment.h"

static engine_config make_cfg(int rows, int cols, ksq start)
{
	engine_config c = engine_config_default();
	c.spec.rows = rows;
	c.spec.cols = cols;
	c.start = start;
	return c;
}

static moment parse_ok(const char *text, const engine_config *c)
{
	moment m;
	char err[300];
	if (!moment_parse(text, c, &m, err, sizeof err, NULL))
		fail_msg("'%s' refused: %s", text, err);
	return m;
}

/* text is refused, the message has `why` in it, the fault at `at`. */
static void refused(const char *text, const engine_config *c, const char *why, size_t at)
{
	moment m;
	char err[300];
	size_t where = 999;
	if (moment_parse(text, c, &m, err, sizeof err, &where))
		fail_msg("'%s' accepted", text);
	if (!strstr(err, why))
		fail_msg("'%s': '%s' does not say '%s'", text, err, why);
	assert_int_equal(where, at);
}

static void test_parse_and_format(void **state)
{
	(void)state;
	engine_config c = make_cfg(5, 5, 0);
	c.prune = PRUNE_LOOKAHEAD;
	static const char *const texts[] = {"depth 12", "step 100", "square c3", "forced",
					     "solution",  "solution 3", "retreat-to 10"};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		moment m = parse_ok(texts[i], &c);
		char back[MOMENT_TEXT_MAX];
		moment_format(&m, &c, back, sizeof back);
		assert_string_equal(back, texts[i]);
	}
	moment m = parse_ok("  square   3,3 ", &c); /* row,col: the centre */
	assert_int_equal(m.kind, MOMENT_SQUARE);
	assert_int_equal(m.sq, 12);
	engine_config walk = make_cfg(5, 5, 2);
	walk.kind = ENGINE_WARNSDORFF;
	assert_int_equal(parse_ok("stuck", &walk).kind, MOMENT_STUCK);
}

static void test_refusals(void **state)
{
	(void)state;
	engine_config c = make_cfg(5, 5, 0);
	refused("", &c, "which moment", 0);
	refused("deep 3", &c, "'deep' is not a moment", 0);
	refused("depth", &c, "which number", 5);
	refused("depth x", &c, "not a whole number", 6);
	refused("depth 3 more", &c, "unexpected 'more'", 8);
	refused("stuck now", &c, "takes nothing after it", 6);
	refused("solution 0", &c, "counted from 1", 9);
	/* never on this search: with the reason, at the word at fault */
	refused("stuck", &c, "never gets stuck", 0);
	refused("forced", &c, "no look-ahead", 0);
	refused("square z9", &c, "not on a board of 5 rows", 7);
	refused("square f1", &c, "off the 5x5 board", 7);
	refused("square a5", &c, "where the knight starts", 7);
	refused("depth 26", &c, "25 squares", 6);
	refused("depth 0", &c, "1 (the start square) and up", 6);
	refused("retreat-to 30", &c, "25 squares", 11);
	engine_config closed = make_cfg(5, 5, 0);
	closed.closed = true;
	refused("solution", &closed, "no closed tour", 0);
	/* b5: 13 squares of its colour needed, 12 there (issue 37) */
	engine_config minority = make_cfg(5, 5, 1);
	refused("solution", &minority, "solution: no tour starts here: a knight alternates colours, "
		"and 13 squares of b5's colour would be needed where there are 12", 0);
	parse_ok("solution", &c); /* a5: 13 of its colour */
	engine_config walk = make_cfg(8, 8, 0);
	walk.kind = ENGINE_WARNSDORFF;
	refused("retreat-to 3", &walk, "never backs up", 11);
	refused("solution 2", &walk, "one tour at most", 9);
	refused("forced", &walk, "has none", 0);
	engine_config build = make_cfg(12, 12, 0);
	build.kind = ENGINE_DIVIDE;
	refused("depth 5", &build, "no path that grows", 0);
	refused("stuck", &build, "no path that grows", 0);
	parse_ok("solution", &build);
	parse_ok("step 3", &build);
	engine_config b33 = make_cfg(3, 3, 0);
	refused("square b2", &b33, "no move", 7); /* the centre of 3x3 */
}

/* The step at which m first holds on the search of c, from the start
 * (0: it never does within max steps). */
static uint64_t first_at(const engine_config *c, const char *text, uint64_t max)
{
	char err[300];
	engine *e = engine_create(c, err, sizeof err);
	assert_non_null(e);
	moment m = parse_ok(text, c);
	uint64_t t = 0;
	moment_outcome o = moment_run(e, &m, &t, max);
	engine_destroy(e);
	return o == MOMENT_HELD ? t : 0;
}

/* The step of the n-th event of kind k with a property, by plain stepping. */
static uint64_t nth_event(const engine_config *c, engine_event_kind k, int n, int depth_max,
			  ksq sq)
{
	char err[300];
	engine *e = engine_create(c, err, sizeof err);
	engine_event ev;
	uint64_t t = 0;
	int seen = 0;
	for (; t < 10000000; ) {
		engine_step(e, &ev);
		t++;
		if (ev.kind == k && (depth_max < 0 || ev.depth <= depth_max) &&
		    (sq == KSQ_NONE || ev.sq == sq) && ++seen == n)
			break;
	}
	engine_destroy(e);
	return t;
}

static void test_holds_where_the_engine_says(void **state)
{
	(void)state;
	engine_config c = make_cfg(5, 5, 0); /* plain backtracking from a5 */
	/* the first tour (docs/literature.md, the sample kept from it) */
	assert_int_equal(first_at(&c, "solution", 0), nth_event(&c, EV_SOLUTION, 1, -1, KSQ_NONE));
	assert_int_equal(first_at(&c, "solution 3", 0), nth_event(&c, EV_SOLUTION, 3, -1, KSQ_NONE));
	assert_int_equal(first_at(&c, "step 1234", 0), 1234);
	/* the first dead end: the first retreat, to 22 squares */
	assert_int_equal(first_at(&c, "retreat-to 24", 0), nth_event(&c, EV_RETREAT, 1, -1, KSQ_NONE));
	assert_int_equal(first_at(&c, "retreat-to 10", 0), nth_event(&c, EV_RETREAT, 1, 10, KSQ_NONE));
	assert_int_equal(first_at(&c, "square c3", 0), nth_event(&c, EV_ADVANCE, 1, -1, 12));
	/* depth 23 comes with the 22nd advance, the path's first descent */
	assert_int_equal(first_at(&c, "depth 23", 0), 22);
	/* look-ahead on 6x6: a forced move or a cut-off comes early */
	engine_config la = make_cfg(6, 6, 0);
	la.prune = PRUNE_LOOKAHEAD;
	uint64_t f = first_at(&la, "forced", 0);
	assert_true(f > 0 && f < 100);
	/* Squirrel and Cull's 5x5 walk from (1,3), order 36875124: stuck after
	 * 17 squares */
	engine_config w = make_cfg(5, 5, 2);
	w.kind = ENGINE_WARNSDORFF;
	uint8_t ord[8];
	char err[100];
	assert_true(ordering_parse("36875124", ord, err, sizeof err));
	memcpy(w.tie_order, ord, 8);
	uint64_t s = first_at(&w, "stuck", 0);
	assert_int_equal(s, 17);
	char e2[300];
	engine *e = engine_create(&w, e2, sizeof e2);
	moment m = parse_ok("stuck", &w);
	uint64_t t = 0;
	assert_int_equal(moment_run(e, &m, &t, 0), MOMENT_HELD);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.depth, 17);
	engine_destroy(e);
}

/* A moment beyond the search's end: it ends first (from a corner of 5x5
 * there are 304 tours); a limit stops it; what is behind is said so. */
static void test_ended_limit_behind(void **state)
{
	(void)state;
	engine_config c = make_cfg(5, 5, 0);
	char err[300];
	engine *e = engine_create(&c, err, sizeof err);
	moment m = parse_ok("solution 305", &c);
	uint64_t t = 0;
	assert_int_equal(moment_run(e, &m, &t, 0), MOMENT_ENDED);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.counters.solutions, 304);
	assert_int_equal(v.state, ENGINE_EXHAUSTED);
	/* behind: the 304th was found, step 10 is long past */
	char why[200];
	assert_false(moment_ahead(&(moment){MOMENT_SOLUTION, 304, KSQ_NONE}, &v, t, why, sizeof why));
	assert_non_null(strstr(why, "found already"));
	assert_false(moment_ahead(&(moment){MOMENT_STEP, 10, KSQ_NONE}, &v, t, why, sizeof why));
	assert_non_null(strstr(why, "behind"));
	assert_true(moment_ahead(&(moment){MOMENT_SOLUTION, 0, KSQ_NONE}, &v, t, why, sizeof why));
	engine_destroy(e);
	/* a limit */
	e = engine_create(&c, err, sizeof err);
	t = 0;
	m = parse_ok("retreat-to 1", &c);
	assert_int_equal(moment_run(e, &m, &t, 1000), MOMENT_LIMIT);
	assert_int_equal(t, 1000);
	engine_destroy(e);
	/* the events a fast run needs to look at */
	assert_int_equal(moment_events(&(moment){MOMENT_STEP, 5, KSQ_NONE}), 0);
	assert_int_equal(moment_events(&(moment){MOMENT_SOLUTION, 0, KSQ_NONE}), 1u << EV_SOLUTION);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_and_format),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_holds_where_the_engine_says),
		cmocka_unit_test(test_ended_limit_behind),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
