/* SPDX-License-Identifier: MIT */
/* The irwin engine: Warnsdorff with seeded random ties, walk after walk;
 * N distinct valid tours, duplicates counted and never reported, the same
 * seed giving the same tours (on every machine: a recorded tour), other
 * seeds other tours, and the attempt bound. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "engine/walk_impl.h"
#include "test_walk_util.h"

static engine_config irwin(int rows, int cols, uint64_t seed, uint64_t attempts)
{
	engine_config c = wcfg(ENGINE_IRWIN, TIEBREAK_ORDER, rows, cols, 0, 0, NULL, seed);
	c.max_attempts = attempts;
	return c;
}

static void collect(const engine_config *c, int want, wtours *t, engine_view *v_out,
		    engine **keep)
{
	engine *e = wmake(c);
	memset(t, 0, sizeof *t);
	t->want = want;
	engine_run(e, 0, wtours_cb, t);
	if (v_out)
		engine_view_get(e, v_out);
	if (keep)
		*keep = e;
	else
		engine_destroy(e);
}

static void test_n_distinct_valid_tours(void **state)
{
	(void)state;
	engine_config c = irwin(8, 8, 1, 0);
	wtours t;
	engine_view v;
	engine *e;
	collect(&c, 200, &t, &v, &e);
	assert_int_equal(t.count, 200);
	assert_int_equal(v.counters.solutions, 200);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	for (int i = 0; i < t.count; i++) {
		assert_true(wvalid_path(&c.spec, t.paths[i], t.len, true));
		assert_int_equal(t.paths[i][0], 0);
		for (int j = 0; j < i; j++)
			assert_memory_not_equal(t.paths[i], t.paths[j], 64 * sizeof(ksq));
	}
	/* Every walk is a tour, a repeat or stuck. */
	assert_int_equal(v.counters.walks,
			 v.counters.solutions + v.counters.duplicates + v.counters.stuck);
	wtours_free(&t);
	engine_destroy(e);
}

/* 5x5 from a corner has few Warnsdorff tours: repeats are counted, not
 * reported, and the engine ends exhausted after its attempts. */
static void test_duplicates(void **state)
{
	(void)state;
	engine_config c = irwin(5, 5, 4, 3000);
	engine *e = wmake(&c);
	engine_event ev;
	wtours t = {0};
	engine_event_kind k, last = EV_NONE;
	uint64_t dup_steps = 0;
	do {
		k = engine_step(e, &ev);
		engine_view v;
		engine_view_get(e, &v);
		if (k == EV_SOLUTION)
			wtours_cb(&t, v.path, v.depth);
		/* A repeat: the step after the last advance starts a new walk
		 * (or, after the last attempt, says exhausted). */
		if ((k == EV_NEW_WALK || k == EV_EXHAUSTED) && last == EV_ADVANCE)
			dup_steps++;
		last = k;
	} while (k != EV_EXHAUSTED);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_EXHAUSTED);
	assert_int_equal(v.counters.walks, 3000);
	assert_true(v.counters.duplicates > 0);
	assert_int_equal(v.counters.duplicates, dup_steps);
	assert_int_equal(v.counters.solutions, (uint64_t)t.count);
	/* docs/literature.md: 304 directed open tours from a corner of 5x5. */
	assert_true(t.count > 1 && t.count <= 304);
	for (int i = 0; i < t.count; i++) {
		assert_true(wvalid_path(&c.spec, t.paths[i], t.len, true));
		for (int j = 0; j < i; j++)
			assert_memory_not_equal(t.paths[i], t.paths[j], 25 * sizeof(ksq));
	}
	assert_int_equal(v.counters.walks,
			 v.counters.solutions + v.counters.duplicates + v.counters.stuck);
	wtours_free(&t);
	engine_destroy(e);
}

static void test_same_seed_same_tours(void **state)
{
	(void)state;
	engine_config c = irwin(8, 8, 42, 0);
	wtours a, b;
	engine_view va, vb;
	collect(&c, 25, &a, &va, NULL);
	collect(&c, 25, &b, &vb, NULL);
	assert_int_equal(a.count, 25);
	for (int i = 0; i < 25; i++)
		assert_memory_equal(a.paths[i], b.paths[i], 64 * sizeof(ksq));
	assert_memory_equal(&va.counters, &vb.counters, sizeof va.counters);
	/* Other seeds: other tours. */
	for (uint64_t seed = 43; seed < 48; seed++) {
		c.seed = seed;
		wtours o;
		collect(&c, 25, &o, NULL, NULL);
		assert_memory_not_equal(o.paths[0], a.paths[0], 64 * sizeof(ksq));
		int same = 0;
		for (int i = 0; i < 25; i++)
			for (int j = 0; j < 25; j++)
				same += memcmp(o.paths[i], a.paths[j], 64 * sizeof(ksq)) == 0;
		assert_true(same < 25);
		wtours_free(&o);
	}
	wtours_free(&a);
	wtours_free(&b);
}

/* The first tour of seed 1 on 8x8, as recorded: the generator and the
 * engine are pure integer code, so any machine must give these squares. */
static void test_recorded_tour(void **state)
{
	(void)state;
	static const ksq recorded[64] = {
		0,  17, 2,  8,  25, 40, 57, 51, 61, 55, 38, 23, 6,  12, 22, 7,
		13, 3,  9,  24, 41, 56, 50, 60, 54, 39, 45, 62, 47, 30, 15, 5,
		11, 1,  16, 10, 4,  19, 34, 28, 18, 35, 20, 14, 29, 44, 59, 49,
		32, 26, 43, 58, 48, 33, 27, 37, 52, 42, 36, 21, 31, 46, 63, 53,
	};
	engine_config c = irwin(8, 8, 1, 0);
	wtours t;
	collect(&c, 1, &t, NULL, NULL);
	assert_int_equal(t.count, 1);
	assert_memory_equal(t.paths[0], recorded, sizeof recorded);
	wtours_free(&t);
}

/* No tour exists on 4x4: every attempt gets stuck; the last is final. */
static void test_attempt_bound_without_tour(void **state)
{
	(void)state;
	engine_config c = irwin(4, 4, 1, 50);
	engine *e = wmake(&c);
	engine_event ev;
	int stuck = 0, news = 0;
	engine_event_kind k;
	engine_view v;
	for (;;) {
		k = engine_step(e, &ev);
		engine_view_get(e, &v);
		if (k == EV_STUCK)
			stuck++;
		if (k == EV_NEW_WALK) {
			news++;
			assert_int_equal(v.depth, 1);
		}
		if (v.state == ENGINE_STUCK)
			break;
		assert_int_not_equal(k, EV_SOLUTION);
	}
	assert_int_equal(k, EV_STUCK);
	assert_int_equal(stuck, 50);
	assert_int_equal(news, 49);
	assert_int_equal(v.counters.walks, 50);
	assert_int_equal(v.counters.stuck, 50);
	assert_int_equal(engine_step(e, &ev), EV_STUCK);
	engine_destroy(e);
	/* The default bound. */
	c = irwin(3, 3, 1, 0);
	e = wmake(&c);
	assert_int_equal(engine_run(e, 0, NULL, NULL), EV_STUCK);
	engine_view_get(e, &v);
	assert_int_equal(v.counters.walks, WALK_DEFAULT_ATTEMPTS);
	engine_destroy(e);
}

/* Attempts run out after tours were found: the last walk gets stuck or
 * repeats, then EV_EXHAUSTED. */
static void test_attempt_bound_with_tours(void **state)
{
	(void)state;
	engine_config c = irwin(6, 6, 8, 40);
	engine *e = wmake(&c);
	assert_int_equal(engine_run(e, 0, NULL, NULL), EV_EXHAUSTED);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_EXHAUSTED);
	assert_int_equal(v.counters.walks, 40);
	assert_true(v.counters.solutions > 0);
	engine_destroy(e);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_n_distinct_valid_tours),
		cmocka_unit_test(test_duplicates),
		cmocka_unit_test(test_same_seed_same_tours),
		cmocka_unit_test(test_recorded_tour),
		cmocka_unit_test(test_attempt_bound_without_tour),
		cmocka_unit_test(test_attempt_bound_with_tours),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
