/* SPDX-License-Identifier: MIT */
/* The backtrack engine's tight engine_run() loop (no look-ahead, the fixed
 * order) against engine_step() one step at a time: the same path, stack,
 * degrees, counters and state after every run, whatever its length, on
 * open, closed, every-start and prefixed searches, stopped at solutions
 * and run to the end. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ktour/engine.h"

static engine *make(const engine_config *c)
{
	char err[256] = "";
	engine *e = engine_create(c, err, sizeof err);
	if (!e)
		fail_msg("engine_create: %s", err);
	return e;
}

/* Everything a view or a later step reads is the same in a and b. */
static void assert_same(const engine *a, const engine *b)
{
	engine_view va, vb;
	engine_view_get(a, &va);
	engine_view_get(b, &vb);
	assert_int_equal(va.state, vb.state);
	assert_int_equal(va.depth, vb.depth);
	assert_memory_equal(va.path, vb.path, (size_t)va.depth * sizeof *va.path);
	assert_memory_equal(va.degree, vb.degree, (size_t)va.b->nsq);
	assert_memory_equal(&va.counters, &vb.counters, sizeof va.counters);
	for (int32_t d = 0; d < va.depth; d++) {
		engine_depth da, db;
		assert_true(engine_depth_info(a, d, &da));
		assert_true(engine_depth_info(b, d, &db));
		assert_int_equal(da.sq, db.sq);
		assert_int_equal(da.ncand, db.ncand);
		assert_memory_equal(da.cand, db.cand, (size_t)da.ncand * sizeof *da.cand);
		assert_memory_equal(da.cand_degree, db.cand_degree, (size_t)da.ncand);
		assert_int_equal(da.cur, db.cur);
		assert_int_equal(da.forced, db.forced);
	}
}

static uint64_t steps_of(const engine *e)
{
	engine_view v;
	engine_view_get(e, &v);
	return v.counters.steps;
}

/* engine_run() in runs of `chunk` steps beside engine_step(), compared
 * after each run, for `total` steps or to the end (at most RUNS_MAX runs:
 * the short runs look at the start of the search, the long ones far into
 * it). */
#define RUNS_MAX 1500
static void compare_runs(const engine_config *c, uint64_t chunk, uint64_t total)
{
	engine *fast = make(c), *slow = make(c);
	engine_event ev;
	for (int runs = 0; runs < RUNS_MAX && steps_of(fast) < total; runs++) {
		uint64_t before = steps_of(fast);
		engine_event_kind k = engine_run(fast, chunk, NULL, NULL);
		uint64_t n = steps_of(fast) - before;
		for (uint64_t i = 0; i < n; i++)
			engine_step(slow, &ev);
		if (k == EV_EXHAUSTED)
			assert_int_equal(engine_step(slow, &ev), EV_EXHAUSTED);
		assert_same(fast, slow);
		if (k == EV_EXHAUSTED)
			break;
	}
	engine_destroy(fast);
	engine_destroy(slow);
}

static engine_config config_of(int rows, int cols)
{
	engine_config c = engine_config_default();
	c.spec.rows = rows;
	c.spec.cols = cols;
	return c;
}

static const uint64_t chunks[] = {1, 7, 100, 1000, 8160, 100000};

static void test_open_boards(void **state)
{
	(void)state;
	engine_config whole = config_of(5, 5);
	compare_runs(&whole, 0, UINT64_MAX); /* one run to the end */
	for (size_t i = 0; i < sizeof chunks / sizeof *chunks; i++) {
		engine_config c = config_of(5, 5);
		compare_runs(&c, chunks[i], UINT64_MAX); /* to the end */
		c = config_of(8, 8);
		compare_runs(&c, chunks[i] * 3 + 1, 300000);
		c = config_of(5, 6);
		c.start = 7;
		compare_runs(&c, chunks[i], 200000);
	}
}

static void test_closed_all_starts_prefix(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof chunks / sizeof *chunks; i++) {
		engine_config c = config_of(6, 6);
		c.closed = true;
		compare_runs(&c, chunks[i], 300000);
		c = config_of(5, 5);
		c.all_starts = true;
		compare_runs(&c, chunks[i], UINT64_MAX);
		c = config_of(6, 6);
		static const ksq prefix[] = {0, 13, 26, 34};
		c.prefix = prefix;
		c.prefix_len = 4;
		compare_runs(&c, chunks[i], 200000);
		c = config_of(6, 6);
		c.order[0] = 7; /* 87654321 */
		for (int k = 1; k < 8; k++)
			c.order[k] = (uint8_t)(7 - k);
		compare_runs(&c, chunks[i], 100000);
	}
}

static bool stop_at_third(void *ctx, const ksq *path, int32_t len)
{
	(void)path;
	(void)len;
	return ++*(int *)ctx < 3;
}

/* A run stopped by the solution callback ends on the solution's step. */
static void test_stopped_at_solution(void **state)
{
	(void)state;
	engine_config c = config_of(5, 5);
	engine *fast = make(&c), *slow = make(&c);
	int seen = 0, found = 0;
	engine_event ev;
	assert_int_equal(engine_run(fast, 0, stop_at_third, &seen), EV_SOLUTION);
	while (found < 3)
		found += engine_step(slow, &ev) == EV_SOLUTION;
	assert_same(fast, slow);
	/* and on from there */
	assert_int_equal(engine_run(fast, 5000, NULL, NULL), EV_NONE);
	for (int i = 0; i < 5000; i++)
		engine_step(slow, &ev);
	assert_same(fast, slow);
	engine_destroy(fast);
	engine_destroy(slow);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_open_boards),
		cmocka_unit_test(test_closed_all_starts_prefix),
		cmocka_unit_test(test_stopped_at_solution),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
