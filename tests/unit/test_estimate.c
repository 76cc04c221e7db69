/* SPDX-License-Identifier: MIT */
/* Knuth's estimate of the backtrack search tree (ktour/estimate.h) against
 * the engine's exact node counts (its advances after an exhaustive run),
 * node by node against the engine's own branching, and the explored
 * fraction along whole searches. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/count.h"
#include "ktour/engine.h"
#include "ktour/estimate.h"

/* a config: board, start (-1: every start), pruning, closed, Warnsdorff order */
typedef struct tcase {
	int rows, cols, start;
	bool lookahead, closed, warnsdorff;
} tcase;

static engine_config config_of(const tcase *t)
{
	engine_config c = engine_config_default();
	c.spec.rows = t->rows;
	c.spec.cols = t->cols;
	c.all_starts = t->start < 0;
	c.start = t->start < 0 ? KSQ_NONE : t->start;
	c.prune = t->lookahead ? PRUNE_LOOKAHEAD : PRUNE_NONE;
	c.closed = t->closed;
	c.order_warnsdorff = t->warnsdorff;
	return c;
}

static engine *make_engine(const engine_config *c)
{
	char err[256] = "";
	engine *e = engine_create(c, err, sizeof err);
	if (!e)
		fail_msg("engine_create: %s", err);
	return e;
}

static estimate *make_estimate(const engine_config *c, uint64_t seed)
{
	char err[256] = "";
	estimate *est = estimate_create(c, seed, err, sizeof err);
	if (!est)
		fail_msg("estimate_create: %s", err);
	return est;
}

/* The exact node count: the engine's advances after an exhaustive run. */
static uint64_t exact_nodes(const engine_config *c)
{
	engine *e = make_engine(c);
	assert_int_equal(engine_run(e, 0, NULL, NULL), EV_EXHAUSTED);
	engine_view v;
	engine_view_get(e, &v);
	uint64_t n = v.counters.advances;
	engine_destroy(e);
	return n;
}

static estimate_stats probe(const engine_config *c, uint64_t seed, uint64_t n)
{
	estimate *est = make_estimate(c, seed);
	estimate_probe(est, n);
	estimate_stats s;
	estimate_get(est, &s);
	estimate_destroy(est);
	return s;
}

/* ---- against exact counts ------------------------------------------------- */

static void test_within_factor_two(void **state)
{
	(void)state;
	static const tcase cases[] = {
		{5, 5, 0, true, false, false},   /* corner a5, look-ahead */
		{5, 5, 0, false, false, false},  /* corner, plain */
		{5, 5, 12, true, false, false},  /* centre c3 */
		{5, 5, 12, false, false, false},
		{5, 5, 0, true, false, true},    /* Warnsdorff order */
		{3, 4, -1, true, false, false},  /* every start */
		{3, 4, -1, false, false, false},
		{4, 5, -1, true, false, false},
		{4, 5, -1, false, false, false},
		{5, 6, -1, true, false, false},
		{5, 6, 0, true, true, false},    /* closed */
		{3, 4, -1, true, true, false},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		engine_config c = config_of(&cases[i]);
		double exact = (double)exact_nodes(&c);
		if (i == 0) /* the figure tests/cli/test_estimate.sh relies on */
			assert_true(exact == 5334);
		for (uint64_t seed = 1; seed <= 3; seed++) {
			estimate_stats s = probe(&c, seed, 20000);
			double ratio = s.mean / exact;
			if (!(ratio > 0.5 && ratio < 2))
				fail_msg("case %zu (%dx%d start %d): estimate %.0f, exact %.0f, seed %d",
					 i, cases[i].rows, cases[i].cols, cases[i].start, s.mean,
					 exact, (int)seed);
			assert_int_equal(s.probes, 20000);
			assert_true(s.sem > 0 && s.lo < s.mean && s.mean < s.hi);
			assert_true(fabs(s.lg_mean - log10(s.mean)) < 1e-9);
		}
	}
}

/* 3x3: the centre is out of reach and the other eight squares form one
 * cycle, so from a corner the tree is the corner, its two neighbours and
 * a forced chain behind each: 1 + 2 * 7 nodes.  Every probe sees exactly
 * that, so the estimate is exact and has no spread.  Look-ahead sees the
 * unreachable centre at once: a tree of the start alone. */
static void test_uniform_tree_is_exact(void **state)
{
	(void)state;
	tcase t = {3, 3, 0, false, false, false};
	engine_config c = config_of(&t);
	assert_int_equal(exact_nodes(&c), 14);
	estimate_stats s = probe(&c, 5, 100);
	assert_true(s.mean == 14);
	assert_true(s.sem == 0 && s.lo == 14 && s.hi == 14);
	c.prune = PRUNE_LOOKAHEAD;
	assert_int_equal(exact_nodes(&c), 0);
	s = probe(&c, 5, 100);
	assert_true(s.mean == 0);
	char buf[32];
	assert_string_equal(estimate_format(s.mean, s.lg_mean, buf, sizeof buf), "0");
}

static void test_more_probes_less_spread(void **state)
{
	(void)state;
	tcase t = {5, 5, 0, false, false, false};
	engine_config c = config_of(&t);
	double exact = (double)exact_nodes(&c);
	estimate_stats a = probe(&c, 11, 1000);
	estimate_stats b = probe(&c, 11, 16000);
	estimate_stats d = probe(&c, 11, 256000);
	/* the standard error falls as 1/sqrt(probes): 16 times the probes,
	 * a quarter of the spread */
	assert_true(b.sem < a.sem / 2.5 && b.sem > a.sem / 6);
	assert_true(d.sem < b.sem / 2.5 && d.sem > b.sem / 6);
	/* and the mean closes in on the exact count */
	assert_true(fabs(d.mean - exact) < 4 * d.sem);
	assert_true(fabs(d.mean - exact) / exact < 0.02);
	assert_true(d.lo < exact && exact < d.hi);
}

static void test_reproducible(void **state)
{
	(void)state;
	tcase t = {5, 5, -1, true, false, false};
	engine_config c = config_of(&t);
	estimate_stats a = probe(&c, 42, 3000);
	estimate_stats b = probe(&c, 42, 3000);
	assert_memory_equal(&a, &b, sizeof a);
	/* probes added in two calls are the same probes */
	estimate *est = make_estimate(&c, 42);
	estimate_probe(est, 1000);
	estimate_probe(est, 2000);
	estimate_get(est, &b);
	estimate_destroy(est);
	assert_memory_equal(&a, &b, sizeof a);
	b = probe(&c, 43, 3000);
	assert_true(a.mean != b.mean);
}

static void test_before_probes(void **state)
{
	(void)state;
	tcase t = {5, 5, 0, true, false, false};
	engine_config c = config_of(&t);
	estimate *est = make_estimate(&c, 1);
	estimate_stats s;
	estimate_get(est, &s);
	assert_int_equal(s.probes, 0);
	assert_true(isnan(s.mean) && isnan(s.sem));
	estimate_probe(est, 1);
	estimate_get(est, &s);
	assert_true(s.mean > 0 && isnan(s.sem) && isnan(s.lo));
	estimate_destroy(est);
	char buf[32];
	assert_string_equal(estimate_format(s.sem, s.lg_sem, buf, sizeof buf), "nan");
}

/* ---- the estimator's branching is the engine's, node by node ------------------ */

typedef struct walk {
	ksq path[64];
	int kids[64];  /* advances the engine made out of path[d] so far */
	int nodes;     /* nodes compared */
} walk;

/* The node path[0..len-1] is finished: the estimator must see as many
 * children as the engine tried. */
static void check_node(estimate *est, walk *w, int len)
{
	int want = w->kids[len - 1];
	int got = estimate_children(est, w->path, len);
	if (got != want)
		fail_msg("node of depth %d (last square %d): estimator %d children, engine %d",
			 len, (int)w->path[len - 1], got, want);
	w->nodes++;
}

static int walk_compare(const tcase *t)
{
	engine_config c = config_of(t);
	engine *e = make_engine(&c);
	estimate *est = make_estimate(&c, 1);
	walk w = {.nodes = 0};
	engine_view v;
	engine_view_get(e, &v);
	w.path[0] = v.path[0];
	w.kids[0] = 0;
	engine_event ev;
	engine_event_kind k;
	while ((k = engine_step(e, &ev)) != EV_EXHAUSTED) {
		if (k == EV_ADVANCE && ev.depth == 1) { /* the next start square */
			check_node(est, &w, 1);
			w.path[0] = ev.sq;
			w.kids[0] = 0;
		} else if (k == EV_ADVANCE) {
			w.kids[ev.depth - 2]++;
			w.path[ev.depth - 1] = ev.sq;
			w.kids[ev.depth - 1] = 0;
		} else if (k == EV_RETREAT) {
			check_node(est, &w, ev.depth + 1);
		}
	}
	check_node(est, &w, 1);
	engine_view_get(e, &v);
	assert_int_equal(w.nodes, v.counters.advances + 1);
	engine_destroy(e);
	estimate_destroy(est);
	return w.nodes;
}

static void test_children_match_engine(void **state)
{
	(void)state;
	static const tcase cases[] = {
		{5, 5, 0, true, false, false},  {5, 5, 12, true, false, true},
		{4, 5, 0, false, false, false}, {3, 4, -1, false, false, false},
		{3, 4, -1, true, false, true},  {5, 6, 0, true, true, false},
		{3, 4, -1, true, true, false},  {4, 4, 5, true, false, false},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
		assert_true(walk_compare(&cases[i]) > 1);
}

static void test_children_bad_paths(void **state)
{
	(void)state;
	tcase t = {5, 5, 0, false, false, false};
	engine_config c = config_of(&t);
	estimate *est = make_estimate(&c, 1);
	ksq p[3] = {0, 7, 4}; /* a5 c4 e5 */
	assert_int_equal(estimate_children(est, p, 1), 2);
	assert_int_equal(estimate_children(est, p, 3), 1); /* e5: only d3 left */
	ksq not_move[2] = {0, 1};
	assert_int_equal(estimate_children(est, not_move, 2), -1);
	ksq other_start[1] = {12};
	assert_int_equal(estimate_children(est, other_start, 1), -1);
	ksq repeat[3] = {0, 7, 0};
	assert_int_equal(estimate_children(est, repeat, 3), -1);
	assert_int_equal(estimate_children(est, p, 0), -1);
	ksq off[1] = {25};
	assert_int_equal(estimate_children(est, off, 1), -1);
	/* and a probe afterwards still starts from the root */
	estimate_probe(est, 10);
	estimate_destroy(est);
}

/* ---- the explored fraction -------------------------------------------------------- */

/* Step a whole search: 0 at the start, never down, 1 at the end. */
static void explore_whole(const engine_config *c)
{
	engine *e = make_engine(c);
	double prev = estimate_explored(e);
	assert_true(prev == 0);
	engine_event ev;
	uint64_t steps = 0;
	while (engine_step(e, &ev) != EV_EXHAUSTED) {
		double f = estimate_explored(e);
		if (f < prev - 1e-12 || f < 0 || f > 1)
			fail_msg("step %llu: explored %.17g after %.17g", (unsigned long long)steps,
				 f, prev);
		prev = f;
		steps++;
	}
	assert_true(estimate_explored(e) == 1);
	assert_true(prev > 0.999999);
	engine_destroy(e);
}

static void test_explored_monotone(void **state)
{
	(void)state;
	static const tcase cases[] = {
		{5, 5, 0, true, false, false},
		{5, 5, 12, true, false, true},
		{4, 5, 0, false, false, false},
		{3, 4, -1, false, false, false},
		{5, 6, 0, true, true, false},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		engine_config c = config_of(&cases[i]);
		explore_whole(&c);
	}
	/* a prefix: only its subtree */
	tcase t = {5, 5, 0, true, false, false};
	engine_config c = config_of(&t);
	ksq prefix[2] = {0, 7};
	c.prefix = prefix;
	c.prefix_len = 2;
	explore_whole(&c);
}

/* On the 3x3 tree (two equal branches) the fraction is the share of the
 * nodes exactly whenever a branch is finished. */
static void test_explored_uniform_tree(void **state)
{
	(void)state;
	tcase t = {3, 3, 0, false, false, false};
	engine_config c = config_of(&t);
	engine *e = make_engine(&c);
	engine_event ev;
	bool half = false;
	while (engine_step(e, &ev) != EV_EXHAUSTED) {
		engine_view v;
		engine_view_get(e, &v);
		if (v.depth == 1 && ev.kind == EV_RETREAT && !half) {
			assert_int_equal(v.counters.advances, 7);
			assert_true(estimate_explored(e) == 0.5);
			half = true;
		}
	}
	assert_true(half);
	engine_destroy(e);
	/* not a backtrack engine: no tree */
	c.kind = ENGINE_WARNSDORFF;
	e = make_engine(&c);
	assert_true(isnan(estimate_explored(e)));
	engine_destroy(e);
}

/* ---- big numbers, formatting, bad configurations ------------------------------------ */

static void test_astronomical(void **state)
{
	(void)state;
	tcase t = {8, 8, 0, true, false, false};
	engine_config c = config_of(&t);
	estimate_stats s = probe(&c, 1, 2000);
	assert_true(s.lg_mean > 12 && s.lg_mean < 30);
	char buf[32];
	estimate_format(s.mean, s.lg_mean, buf, sizeof buf);
	assert_non_null(strstr(buf, "e+"));
	/* beyond a double: 40x40 without pruning, its logarithm still there */
	tcase big = {40, 40, 0, false, false, false};
	c = config_of(&big);
	s = probe(&c, 1, 50);
	assert_true(s.mean == HUGE_VAL);
	assert_true(s.lg_mean > 400 && s.lg_mean < 3000);
	assert_true(isfinite(s.lg_sem) && s.lg_sem <= s.lg_mean + 1e-9);
	estimate_format(s.mean, s.lg_mean, buf, sizeof buf);
	double back = strtod(buf, NULL);
	assert_true(back == HUGE_VAL); /* a number, too big for a double */
	assert_non_null(strstr(buf, "e+"));
}

static void test_format(void **state)
{
	(void)state;
	char buf[32];
	assert_string_equal(estimate_format(5218.4, log10(5218.4), buf, sizeof buf), "5218");
	assert_string_equal(estimate_format(999999999999999.0, 15, buf, sizeof buf),
			    "999999999999999");
	assert_string_equal(estimate_format(1.2344e47, log10(1.2344e47), buf, sizeof buf),
			    "1.234e+47");
	assert_string_equal(estimate_format(9.99999e20, log10(9.99999e20), buf, sizeof buf),
			    "1.000e+21");
	assert_string_equal(estimate_format(HUGE_VAL, 600.5, buf, sizeof buf), "3.162e+600");
	assert_string_equal(estimate_format(0, -HUGE_VAL, buf, sizeof buf), "0");
	assert_string_equal(estimate_format(NAN, NAN, buf, sizeof buf), "nan");
}

static void test_bad_configs(void **state)
{
	(void)state;
	char err[256] = "";
	engine_config c = engine_config_default();
	c.kind = ENGINE_WARNSDORFF;
	assert_null(estimate_create(&c, 1, err, sizeof err));
	assert_non_null(strstr(err, "backtrack"));
	c = engine_config_default();
	c.order[0] = 1; /* not a permutation */
	err[0] = '\0';
	assert_null(estimate_create(&c, 1, err, sizeof err));
	assert_non_null(strstr(err, "permutation"));
	c = engine_config_default();
	c.spec.rows = c.spec.cols = 1001;
	err[0] = '\0';
	assert_null(estimate_create(&c, 1, err, sizeof err));
	assert_non_null(strstr(err, "more than 1000000 squares"));
	c = engine_config_default();
	c.start = 64;
	err[0] = '\0';
	assert_null(estimate_create(&c, 1, err, sizeof err));
	assert_non_null(strstr(err, "off the"));
}

/* ---- the count's tree ------------------------------------------------------------- */

static void test_count_engine_config(void **state)
{
	(void)state;
	char err[256];
	engine_config c;
	count_options o = count_options_default();
	o.cfg.spec.rows = o.cfg.spec.cols = 5;
	assert_true(count_engine_config(&o, &c, err, sizeof err));
	assert_true(c.all_starts && c.prefix_len == 0);
	assert_int_equal(c.prune, PRUNE_LOOKAHEAD);
	/* the estimate of the every-start count's tree */
	double exact = (double)exact_nodes(&c);
	estimate_stats s = probe(&c, 1, 20000);
	assert_true(s.mean > exact / 2 && s.mean < exact * 2);
	/* closed: one start, a square of least degree (a corner) */
	o.cfg.closed = true;
	o.cfg.spec.rows = 6;
	o.cfg.spec.cols = 6;
	assert_true(count_engine_config(&o, &c, err, sizeof err));
	assert_false(c.all_starts);
	assert_int_equal(c.start, 0);
	/* a job: its squares as the prefix */
	ksq job[3] = {0, 8, 1};
	o.cfg.closed = false;
	o.job = job;
	o.job_len = 3;
	assert_true(count_engine_config(&o, &c, err, sizeof err));
	assert_false(c.all_starts);
	assert_int_equal(c.prefix_len, 3);
	assert_int_equal(c.start, 0);
	assert_true(c.prefix == job);
	o.job_len = 0;
	o.every_start = false;
	o.cfg.start = 14;
	assert_true(count_engine_config(&o, &c, err, sizeof err));
	assert_false(c.all_starts);
	assert_int_equal(c.start, 14);
	o.cfg.spec.rows = 0;
	assert_false(count_engine_config(&o, &c, err, sizeof err));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_within_factor_two),
		cmocka_unit_test(test_uniform_tree_is_exact),
		cmocka_unit_test(test_more_probes_less_spread),
		cmocka_unit_test(test_reproducible),
		cmocka_unit_test(test_before_probes),
		cmocka_unit_test(test_children_match_engine),
		cmocka_unit_test(test_children_bad_paths),
		cmocka_unit_test(test_explored_monotone),
		cmocka_unit_test(test_explored_uniform_tree),
		cmocka_unit_test(test_astronomical),
		cmocka_unit_test(test_format),
		cmocka_unit_test(test_bad_configs),
		cmocka_unit_test(test_count_engine_config),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
