/* SPDX-License-Identifier: MIT */
/* Going to a step and running until a moment at full speed (blind stretches
 * of engine_run(), moment_run_watched()) against stepping one by one with
 * history_step(): the same path, stack, degrees, counters, state, last
 * event, fading retreat marks, finished flag and rewind (the checkpoints:
 * stepping back from there gives the same states), on several boards and
 * engines; and the run to a moment stops on the same step. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/moment.h"
#include "ui/app/history.h"

static history *open_history(const engine_config *c)
{
	char err[200];
	engine *e = engine_create(c, err, sizeof err);
	if (!e)
		fail_msg("engine_create: %s", err);
	history *h = history_create(e, err, sizeof err);
	if (!h)
		fail_msg("history_create: %s", err);
	return h;
}

static void assert_same_event(const engine_event *a, const engine_event *b)
{
	assert_int_equal(a->kind, b->kind);
	assert_int_equal(a->why, b->why);
	assert_int_equal(a->sq, b->sq);
	assert_int_equal(a->from, b->from);
	assert_int_equal(a->depth, b->depth);
	assert_int_equal(a->move, b->move);
	assert_int_equal(a->degree, b->degree);
	assert_int_equal(a->culprit, b->culprit);
}

/* Everything the screen and the next steps read. */
static void assert_same(const history *a, const history *b)
{
	engine_view va, vb;
	const engine *ea = history_engine(a), *eb = history_engine(b);
	engine_view_get(ea, &va);
	engine_view_get(eb, &vb);
	uint64_t t = history_t(a);
	assert_int_equal(t, history_t(b));
	assert_int_equal(history_finished(a), history_finished(b));
	assert_int_equal(history_oldest(a), history_oldest(b));
	assert_int_equal(history_frontier(a), history_frontier(b));
	assert_int_equal(va.state, vb.state);
	assert_int_equal(va.depth, vb.depth);
	assert_memory_equal(va.path, vb.path, (size_t)va.depth * sizeof *va.path);
	if (va.degree)
		assert_memory_equal(va.degree, vb.degree, (size_t)va.b->nsq);
	assert_memory_equal(&va.counters, &vb.counters, sizeof va.counters);
	for (int32_t d = 0; d < va.depth; d++) {
		engine_depth da, db;
		bool ok = engine_depth_info(ea, d, &da);
		assert_int_equal(ok, engine_depth_info(eb, d, &db));
		if (!ok)
			break;
		assert_int_equal(da.ncand, db.ncand);
		assert_memory_equal(da.cand, db.cand, (size_t)da.ncand * sizeof *da.cand);
		assert_memory_equal(da.cand_degree, db.cand_degree, (size_t)da.ncand);
		assert_int_equal(da.cur, db.cur);
	}
	assert_same_event(history_last(a), history_last(b));
	const uint64_t *ra = history_retreats(a), *rb = history_retreats(b);
	for (int32_t i = 0; i < va.b->nsq; i++) {
		bool fa = ra[i] && t - ra[i] < HISTORY_FADE, fb = rb[i] && t - rb[i] < HISTORY_FADE;
		assert_int_equal(fa, fb);
		if (fa)
			assert_int_equal(ra[i], rb[i]);
	}
}

/* history_run() in runs of `chunk` (with `stop`) beside history_step(),
 * `runs` times; then both step back `back` steps and compare again. */
static void compare(const engine_config *c, uint64_t chunk, unsigned stop, int runs,
		    uint64_t back)
{
	history *fast = open_history(c), *slow = open_history(c);
	for (int i = 0; i < runs && !history_finished(fast); i++) {
		uint64_t n = history_run(fast, chunk, stop);
		for (uint64_t k = 0; k < n; k++)
			assert_non_null(history_step(slow));
		assert_same(fast, slow);
	}
	if (back && history_back_check(fast, back) == HISTORY_BACK_OK) {
		assert_true(history_back(fast, back));
		assert_true(history_back(slow, back));
		assert_same(fast, slow);
		history_run(fast, back / 2 + 3, 0);
		for (uint64_t k = 0; k < back / 2 + 3; k++)
			history_step(slow);
		assert_same(fast, slow);
	}
	history_destroy(fast);
	history_destroy(slow);
}

static engine_config config_of(engine_kind kind, int rows, int cols)
{
	engine_config c = engine_config_default();
	c.kind = kind;
	c.spec.rows = rows;
	c.spec.cols = cols;
	return c;
}

static const unsigned flat_stop = 1u << EV_SOLUTION | 1u << EV_EXHAUSTED | 1u << EV_STUCK;

/* Going to a far step: one history_run(); and the explorer's flat-out
 * runs, stopping at solutions. */
static void test_backtrack_go_to(void **state)
{
	(void)state;
	engine_config c = config_of(ENGINE_BACKTRACK, 8, 8);
	compare(&c, 3000017, 0, 1, 1000);         /* far, back across checkpoints */
	compare(&c, 1000, flat_stop, 400, 100000); /* the explorer's slices */
	compare(&c, 8192, 0, 50, 33);             /* ends on a checkpoint */
	c = config_of(ENGINE_BACKTRACK, 5, 5);
	compare(&c, 40000, flat_stop, 100, 500); /* the solutions, one by one */
	compare(&c, UINT64_MAX, 0, 2, 0);        /* to the end: finished */
	c.all_starts = true;
	compare(&c, 100000, 0, 40, 77);
	c = config_of(ENGINE_BACKTRACK, 6, 6);
	c.closed = true;
	c.prune = PRUNE_LOOKAHEAD;
	compare(&c, 250000, 0, 4, 5000);
	compare(&c, 5000, flat_stop, 40, 31);
	c.prune = PRUNE_NONE;
	c.order_warnsdorff = true;
	compare(&c, 123457, 0, 4, 64);
}

static void test_walks_go_to(void **state)
{
	(void)state;
	engine_config c = config_of(ENGINE_WARNSDORFF, 30, 30);
	compare(&c, 100000, 0, 2, 40); /* past its end */
	c.tiebreak = TIEBREAK_ORDERINGS19;
	c = config_of(ENGINE_WARNSDORFF, 7, 7);
	c.tiebreak = TIEBREAK_ORDERINGS19;
	compare(&c, 5000, 0, 3, 40);
	c = config_of(ENGINE_IRWIN, 8, 8);
	c.max_attempts = 500;
	compare(&c, 20000, 0, 3, 100);
	compare(&c, 300, flat_stop, 60, 0);
}

/* history_until() against stepping until moment_holds(). */
static void until_both(const engine_config *c, const char *text, uint64_t max)
{
	moment m;
	char err[200];
	if (!moment_parse(text, c, &m, err, sizeof err, NULL))
		fail_msg("%s: %s", text, err);
	history *fast = open_history(c), *slow = open_history(c);
	for (int round = 0; round < 3; round++) {
		moment_outcome o = history_until(fast, &m, max);
		moment_outcome want = MOMENT_LIMIT;
		for (uint64_t n = 0; !max || n < max; n++) {
			const engine_event *ev = history_step(slow);
			if (!ev) {
				want = MOMENT_ENDED;
				break;
			}
			engine_view v;
			engine_view_get(history_engine(slow), &v);
			if (moment_holds(&m, ev, &v, history_t(slow))) {
				want = MOMENT_HELD;
				break;
			}
			if (history_finished(slow)) {
				want = MOMENT_ENDED;
				break;
			}
		}
		assert_int_equal(o, want);
		assert_same(fast, slow);
		/* again from there: the next time it holds (step N and the
		 * K-th tour hold once) */
		if (o != MOMENT_HELD || m.kind == MOMENT_STEP || (m.kind == MOMENT_SOLUTION && m.n))
			break;
	}
	history_destroy(fast);
	history_destroy(slow);
}

static void test_run_until(void **state)
{
	(void)state;
	engine_config c = config_of(ENGINE_BACKTRACK, 8, 8);
	until_both(&c, "solution", 0);
	until_both(&c, "solution 3", 0);
	until_both(&c, "step 2000003", 0);
	until_both(&c, "depth 63", 3000000);
	until_both(&c, "retreat-to 50", 0);
	until_both(&c, "square c3", 0);
	c = config_of(ENGINE_BACKTRACK, 5, 5);
	until_both(&c, "solution 305", 0); /* 304 tours from a corner: it ends */
	until_both(&c, "solution 200", 0);
	until_both(&c, "solution", 1000); /* the limit first */
	/* step N on the search's last step holds (a lesson's goto there) */
	history *h = open_history(&c);
	history_run(h, UINT64_MAX, 0);
	moment m = {MOMENT_STEP, history_t(h), KSQ_NONE};
	char last[40];
	snprintf(last, sizeof last, "step %llu", (unsigned long long)m.n);
	history_destroy(h);
	until_both(&c, last, 0);
	uint64_t t = 0;
	char err[200];
	engine *e = engine_create(&c, err, sizeof err);
	assert_int_equal(moment_run(e, &m, &t, 0), MOMENT_HELD);
	assert_int_equal(t, m.n);
	engine_destroy(e);
	c = config_of(ENGINE_IRWIN, 8, 8);
	c.max_attempts = 300;
	until_both(&c, "stuck", 0);
	until_both(&c, "solution 2", 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_backtrack_go_to),
		cmocka_unit_test(test_walks_go_to),
		cmocka_unit_test(test_run_until),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
