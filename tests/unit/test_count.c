/* SPDX-License-Identifier: MIT */
/* The count driver: docs/literature.md's counts through threads and symmetry,
 * the same figures for any thread count, stopping, bad configurations. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "ktour/count.h"

static count_options opts(int rows, int cols, bool closed, int threads)
{
	count_options o = count_options_default();
	o.cfg.spec.rows = rows;
	o.cfg.spec.cols = cols;
	o.cfg.closed = closed;
	o.threads = threads;
	return o;
}

static count_result run(const count_options *o)
{
	count_result r;
	char err[256] = "";
	if (!count_tours(o, &r, err, sizeof err))
		fail_msg("count_tours: %s", err);
	assert_false(r.partial);
	return r;
}

static uint64_t tours(int rows, int cols, bool closed, int threads)
{
	count_options o = opts(rows, cols, closed, threads);
	return run(&o).tours;
}

/* Without symmetry, directly with one engine over every start. */
static uint64_t engine_count(const engine_config *c)
{
	char err[256];
	engine *e = engine_create(c, err, sizeof err);
	assert_non_null(e);
	assert_int_equal(engine_run(e, 0, NULL, NULL), EV_EXHAUSTED);
	engine_view v;
	engine_view_get(e, &v);
	uint64_t n = v.counters.solutions;
	engine_destroy(e);
	return n;
}

static void test_table(void **state)
{
	(void)state;
	static const struct { int r, c; uint64_t n; } table[] = {
		{1, 1, 1},   {3, 3, 0},    {3, 4, 16},   {3, 5, 0},	 {3, 6, 0},   {4, 4, 0},
		{4, 5, 164}, {4, 6, 1488}, {5, 5, 1728}, {5, 6, 37568}, {6, 5, 37568},
	};
	for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
		assert_int_equal(tours(table[i].r, table[i].c, false, 2), table[i].n);
	assert_int_equal(tours(6, 6, false, 2), 6637920);
}

static void test_closed(void **state)
{
	(void)state;
	assert_int_equal(tours(6, 6, true, 1), 9862);
	assert_int_equal(tours(6, 6, true, 2), 9862);
	count_options o = opts(6, 6, true, 2);
	o.cfg.start = 15; /* any start square gives every cycle once */
	assert_int_equal(run(&o).tours, 9862);
	assert_int_equal(tours(5, 5, true, 2), 0);
	assert_int_equal(tours(4, 7, true, 2), 0);
	assert_int_equal(tours(3, 7, true, 2), 0);
}

static void test_threads_same_figures(void **state)
{
	(void)state;
	count_options o = opts(5, 6, false, 1);
	count_result a = run(&o);
	o.threads = 2;
	count_result b = run(&o);
	o.threads = 3;
	count_result c = run(&o);
	assert_int_equal(a.tours, 37568);
	assert_int_equal(b.tours, a.tours);
	assert_int_equal(c.tours, a.tours);
	assert_int_equal(b.nodes, a.nodes);
	assert_int_equal(c.nodes, a.nodes);
	assert_int_equal(b.retreats, a.retreats);
	assert_int_equal(b.jobs, a.jobs);
	assert_int_equal(b.solutions, a.solutions);
	assert_true(a.jobs >= 256);
	assert_int_equal(a.symmetries, 4);
	assert_true(a.starts < 30);
}

static void test_symmetry_matches_full_search(void **state)
{
	(void)state;
	/* every start square alone, without symmetry, against the driver
	 * using the stabiliser of that square */
	uint64_t sum = 0;
	for (ksq s = 0; s < 25; s++) {
		engine_config c = engine_config_default();
		c.spec.rows = c.spec.cols = 5;
		c.prune = PRUNE_LOOKAHEAD;
		c.start = s;
		uint64_t want = engine_count(&c);
		count_options o = opts(5, 5, false, 2);
		o.every_start = false;
		o.cfg.start = s;
		assert_int_equal(run(&o).tours, want);
		sum += want;
	}
	assert_int_equal(sum, 1728);
	count_options o = opts(5, 5, false, 2);
	o.every_start = false;
	o.cfg.start = 0;
	assert_int_equal(run(&o).tours, 304);
	o.cfg.start = 12;
	assert_int_equal(run(&o).tours, 64);
	/* no_symmetry searches all 25 starts */
	o = opts(5, 5, false, 2);
	o.no_symmetry = true;
	count_result r = run(&o);
	assert_int_equal(r.tours, 1728);
	assert_int_equal(r.starts, 25);
	assert_int_equal(r.symmetries, 1);
	o.no_symmetry = false;
	r = run(&o);
	assert_int_equal(r.starts, 6); /* one triangle of the 5x5 board */
	assert_int_equal(r.symmetries, 8);
}

static void test_torus_and_leapers(void **state)
{
	(void)state;
	static const struct { int r, c, a, b; } boards[] = {
		{3, 4, 1, 2}, {3, 3, 1, 2}, {2, 5, 1, 2}, {4, 5, 1, 3},
	};
	for (size_t i = 0; i < sizeof boards / sizeof boards[0]; i++)
		for (int torus = 0; torus < 2; torus++) {
			if (torus && boards[i].r * boards[i].c > 12)
				continue; /* torus counts grow very fast */
			count_options o = opts(boards[i].r, boards[i].c, false, 2);
			o.cfg.spec.lea = boards[i].a;
			o.cfg.spec.leb = boards[i].b;
			o.cfg.spec.torus = torus;
			count_result sym = run(&o);
			engine_config c = o.cfg;
			c.all_starts = true;
			assert_int_equal(sym.tours, engine_count(&c));
			if (torus)
				assert_int_equal(sym.multiplier, boards[i].r * boards[i].c);
		}
}

static void stop_at_once(void *ctx, const count_progress *p)
{
	volatile sig_atomic_t *flag = ctx;
	assert_true(p->jobs_done <= p->jobs_total);
	*flag = 1;
}

static void test_stop(void **state)
{
	(void)state;
	volatile sig_atomic_t flag = 0;
	count_options o = opts(6, 6, false, 2);
	o.stop = &flag;
	o.progress = stop_at_once;
	o.progress_ctx = (void *)&flag;
	o.progress_interval = 1e-6;
	count_result r;
	char err[256];
	assert_true(count_tours(&o, &r, err, sizeof err));
	assert_true(r.partial);
	assert_true(flag);
	assert_true(r.tours < 6637920);
	assert_true(r.seconds < 1.0); /* "stops within a second" */
	/* already stopped before it starts */
	flag = 1;
	o.progress = NULL;
	assert_true(count_tours(&o, &r, err, sizeof err));
	assert_true(r.partial);
	assert_int_equal(r.tours, 0);
}

static void test_bad_config(void **state)
{
	(void)state;
	count_options o = opts(5, 5, false, 1);
	o.cfg.kind = ENGINE_WARNSDORFF;
	count_result r;
	char err[256] = "";
	assert_false(count_tours(&o, &r, err, sizeof err));
	assert_non_null(strstr(err, "backtrack"));
	o = opts(5, 5, false, 1);
	o.every_start = false;
	o.cfg.start = 30;
	assert_false(count_tours(&o, &r, err, sizeof err));
	assert_non_null(strstr(err, "off the 5x5 board"));
	o = opts(0, 5, false, 1);
	assert_false(count_tours(&o, &r, err, sizeof err));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_closed),
		cmocka_unit_test(test_threads_same_figures),
		cmocka_unit_test(test_symmetry_matches_full_search),
		cmocka_unit_test(test_torus_and_leapers),
		cmocka_unit_test(test_stop),
		cmocka_unit_test(test_bad_config),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
