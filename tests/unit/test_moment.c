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

#include "ktour/board.h"
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

static void count_seen(void *ctx, const engine_event *ev, uint64_t t)
{
	(void)ev;
	*(uint64_t *)ctx = t;
}

/* The steps at which m holds, its first `want` times, running to it again
 * and again (a watched run with a rewind copy when `watched`). */
static int holds_at(const engine_config *c, const char *text, bool watched, uint64_t *at,
		    int want)
{
	char err[300];
	engine *e = engine_create(c, err, sizeof err), *scratch = engine_create(c, err, sizeof err);
	assert_non_null(e);
	moment m = parse_ok(text, c);
	uint64_t last = 0, t = 0;
	moment_watch w = {.ctx = &last, .seen = count_seen, .tail = 8, .scratch = scratch};
	int n = 0;
	while (n < want && moment_run_watched(e, &m, &t, 0, watched ? &w : NULL) == MOMENT_HELD)
		at[n++] = t;
	if (watched && n)
		assert_int_equal(last, t); /* the watcher saw the step it stopped at */
	engine_destroy(e);
	engine_destroy(scratch);
	return n;
}

/* The knight's onward squares, counted afresh from the path. */
static int onward(const engine_view *v, const bool *on_path, ksq sq, ksq out[8])
{
	ksq nb[8];
	int n = 0;
	board_neighbours(v->b, sq, nb);
	for (int i = 0; i < 8; i++)
		if (nb[i] != KSQ_NONE && !on_path[nb[i]])
			out[n++] = nb[i];
	return n;
}

/* Is the state after a step a dead end (want_tie false) or before a tie?
 * Computed from the path alone, not from the engine's degrees. */
static bool seen_afresh(const engine_view *v, bool want_tie)
{
	bool on_path[256] = {false};
	ksq on[8], next[8];
	int nsq = v->b->rows * v->b->cols;
	for (int i = 0; i < v->depth; i++)
		on_path[v->path[i]] = true;
	int n = onward(v, on_path, v->path[v->depth - 1], on);
	if (!want_tie)
		return n == 0 && v->depth < nsq;
	int least = 9, with = 0;
	for (int i = 0; i < n; i++) {
		int d = onward(v, on_path, on[i], next);
		if (d < least)
			least = d, with = 0;
		with += d == least;
	}
	return with >= 2;
}

/* The first `want` steps of c's search after which the path is a dead end
 * (or stands before a tie), by plain stepping; the engine's own tie count
 * of the step after each is checked too. */
static int afresh_at(const engine_config *c, bool want_tie, uint64_t *at, int want)
{
	char err[300];
	engine *e = engine_create(c, err, sizeof err);
	engine_event ev;
	engine_view v;
	uint64_t t = 0;
	int n = 0;
	bool tie_before = false;
	while (n < want && t < 10000000) {
		engine_step(e, &ev);
		t++;
		if (ev.kind == EV_EXHAUSTED || (ev.kind == EV_STUCK && !want_tie))
			break;
		if (tie_before && ev.kind == EV_ADVANCE)
			assert_true(ev.ntied >= 2); /* the engine broke a tie there */
		engine_view_get(e, &v);
		bool kind_ok = want_tie ? ev.kind == EV_ADVANCE || ev.kind == EV_NEW_WALK
					: ev.kind == EV_ADVANCE;
		tie_before = want_tie && kind_ok && seen_afresh(&v, true);
		if (kind_ok && seen_afresh(&v, want_tie))
			at[n++] = t;
	}
	engine_destroy(e);
	return n;
}

static void same_steps(const engine_config *c, const char *text, const uint64_t *want, int n)
{
	uint64_t got[64];
	for (int watched = 0; watched < 2; watched++) {
		assert_int_equal(holds_at(c, text, watched, got, n), n);
		for (int i = 0; i < n; i++)
			if (got[i] != want[i])
				fail_msg("%s, hold %d: step %llu, not %llu", text, i + 1,
					 (unsigned long long)got[i], (unsigned long long)want[i]);
	}
}

/* exhausted, dead-end, backtrack and tie (issue 34): each holds where an
 * independent reading of the search says, watched or blind. */
static void test_new_moments(void **state)
{
	(void)state;
	engine_config c = make_cfg(5, 5, 0); /* plain backtracking from a5: 304 tours */
	uint64_t want[64];
	want[0] = nth_event(&c, EV_EXHAUSTED, 1, -1, KSQ_NONE);
	same_steps(&c, "exhausted", want, 1);
	char err[300];
	engine *e = engine_create(&c, err, sizeof err);
	moment m = parse_ok("exhausted", &c);
	uint64_t t = 0;
	assert_int_equal(moment_run(e, &m, &t, 0), MOMENT_HELD);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.counters.solutions, 304);
	assert_int_equal(v.state, ENGINE_EXHAUSTED);
	char why[200];
	assert_false(moment_ahead(&m, &v, t, why, sizeof why));
	assert_non_null(strstr(why, "exhausted already"));
	assert_int_equal(moment_run(e, &m, &t, 0), MOMENT_ENDED);
	engine_destroy(e);
	for (int i = 0; i < 20; i++)
		want[i] = nth_event(&c, EV_RETREAT, i + 1, -1, KSQ_NONE);
	same_steps(&c, "backtrack", want, 20);
	assert_int_equal(afresh_at(&c, false, want, 40), 40);
	same_steps(&c, "dead-end", want, 40);
	engine_config la = make_cfg(6, 6, 0); /* the look-ahead cuts before most */
	la.prune = PRUNE_LOOKAHEAD;
	int n = afresh_at(&la, false, want, 10);
	same_steps(&la, "dead-end", want, n);
	/* walks: Warnsdorff on 8x8 and on Squirrel and Cull's stuck 5x5 walk,
	 * Irwin's random ties */
	engine_config w = make_cfg(8, 8, 0);
	w.kind = ENGINE_WARNSDORFF;
	n = afresh_at(&w, true, want, 64);
	assert_true(n > 3);
	same_steps(&w, "tie", want, n);
	engine_config sc = make_cfg(5, 5, 2);
	sc.kind = ENGINE_WARNSDORFF;
	assert_true(ordering_parse("36875124", sc.tie_order, err, sizeof err));
	assert_int_equal(afresh_at(&sc, false, want, 5), 1);
	assert_int_equal(want[0], 16); /* the 17th square has no move: stuck next */
	same_steps(&sc, "dead-end", want, 1);
	engine_config irwin = make_cfg(8, 8, 0);
	irwin.kind = ENGINE_IRWIN;
	n = afresh_at(&irwin, true, want, 30);
	assert_true(n > 3);
	same_steps(&irwin, "tie", want, n);
	/* never on those searches, with the reason */
	refused("exhausted", &w, "never backs up", 0);
	refused("backtrack", &w, "never backs up", 0);
	refused("tie", &c, "has no ties", 0);
	refused("tie now", &w, "takes nothing after it", 4);
	engine_config build = make_cfg(12, 12, 0);
	build.kind = ENGINE_DIVIDE;
	refused("dead-end", &build, "no path that grows", 0);
	static const char *const texts[] = {"exhausted", "dead-end", "backtrack"};
	for (size_t i = 0; i < 3; i++) {
		char back[MOMENT_TEXT_MAX];
		m = parse_ok(texts[i], &c);
		moment_format(&m, &c, back, sizeof back);
		assert_string_equal(back, texts[i]);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_and_format),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_holds_where_the_engine_says),
		cmocka_unit_test(test_ended_limit_behind),
		cmocka_unit_test(test_new_moments),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
