/* SPDX-License-Identifier: MIT */
/* Stone's classification of closed tours (docs/literature.md): on 6x6, 9862
 * tours, 3752 Type I and 6110 Type II, 68 unchanged by the half turn only,
 * 10 by a quarter turn, none by a reflection; rectangles have four
 * symmetries; boards without corners are refused; a stop gives a partial
 * result. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "ktour/classify.h"

static engine_config closed_on(int rows, int cols)
{
	engine_config c = engine_config_default();
	c.spec.rows = rows;
	c.spec.cols = cols;
	c.prune = PRUNE_LOOKAHEAD;
	c.closed = true;
	return c;
}

static void test_stone_6x6(void **state)
{
	(void)state;
	engine_config c = closed_on(6, 6);
	classify_result r;
	char err[256];
	assert_true(classify_closed_tours(&c, NULL, &r, err, sizeof err));
	assert_false(r.partial);
	assert_int_equal(r.tours, 9862);
	assert_int_equal(r.type1, 3752);
	assert_int_equal(r.type2, 6110);
	assert_int_equal(r.half_turn, 68);
	assert_int_equal(r.quarter_turn, 10);
	assert_int_equal(r.reflection, 0);
	assert_int_equal(r.asymmetric, 9862 - 68 - 10);
	assert_int_equal(r.symmetries, 8);
	/* Burnside: (9862 + 68 * 1 + 10 * 3) / 8 */
	assert_int_equal(r.classes, 1245);
	/* the same from another start square */
	c.start = 14;
	classify_result s;
	assert_true(classify_closed_tours(&c, NULL, &s, err, sizeof err));
	s.nodes = r.nodes;
	s.seconds = r.seconds;
	assert_memory_equal(&r, &s, sizeof r);
}

/* 5x6: 8 closed tours, four symmetries (no quarter turn). */
static void test_rectangle(void **state)
{
	(void)state;
	engine_config c = closed_on(5, 6);
	classify_result r;
	char err[256];
	assert_true(classify_closed_tours(&c, NULL, &r, err, sizeof err));
	assert_int_equal(r.tours, 8);
	assert_int_equal(r.symmetries, 4);
	assert_int_equal(r.quarter_turn, 0);
	assert_int_equal(r.type1 + r.type2, 8);
	/* each tour is fixed by 1 + (its symmetries); the orbits add up */
	assert_int_equal(r.classes * 4, 8 + r.reflection + r.half_turn);
	/* a board without closed tours */
	c = closed_on(5, 5);
	assert_true(classify_closed_tours(&c, NULL, &r, err, sizeof err));
	assert_int_equal(r.tours, 0);
	assert_int_equal(r.classes, 0);
}

static void test_refused(void **state)
{
	(void)state;
	classify_result r;
	char err[256];
	engine_config c = closed_on(6, 6);
	c.spec.torus = true;
	assert_false(classify_closed_tours(&c, NULL, &r, err, sizeof err));
	assert_non_null(strstr(err, "torus"));
	c = closed_on(1, 6);
	assert_false(classify_closed_tours(&c, NULL, &r, err, sizeof err));
}

static void test_stopped(void **state)
{
	(void)state;
	volatile sig_atomic_t stop = 1;
	engine_config c = closed_on(6, 6);
	classify_result r;
	char err[256];
	assert_true(classify_closed_tours(&c, &stop, &r, err, sizeof err));
	assert_true(r.partial);
	assert_true(r.tours < 9862);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_stone_6x6),
		cmocka_unit_test(test_rectangle),
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_stopped),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
