/* SPDX-License-Identifier: MIT */
/* The replay engine: it walks a saved path step by step with the events,
 * degrees and stack a search would show, flags the non-Warnsdorff moves
 * (the 5x5 backtracking tour departs at move 6, docs/literature.md's
 * Squirrel-Cull 8x8 tour never does) and rewinds exactly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "ktour/format.h"
#include "ktour/replay.h"
#include "ktour/tour.h"

static engine *load(const char *path, tour *t)
{
	format_error fe;
	char err[300];
	assert_true(format_read_file(path, FMT_AUTO, t, &fe));
	engine *e = replay_engine_create(t, err, sizeof err);
	assert_non_null(e);
	return e;
}

static void test_squirrel_cull_full(void **state)
{
	(void)state;
	tour t;
	engine *e = load("assets/tours/squirrel-cull-8x8.txt", &t);
	engine_view v;
	engine_event ev;
	engine_view_get(e, &v);
	assert_int_equal(v.depth, 1);
	assert_int_equal(v.path[0], 0);
	assert_int_equal(v.state, ENGINE_READY);
	assert_true(replay_is(e));
	assert_int_equal(replay_first_departure(e), 0);
	for (int i = 1; i < 64; i++) {
		assert_int_equal(engine_step(e, &ev), EV_ADVANCE);
		assert_int_equal(ev.sq, t.path[i]);
		assert_int_equal(ev.from, t.path[i - 1]);
		assert_int_equal(ev.depth, i + 1);
		/* a Warnsdorff tour: every move of minimal degree */
		assert_int_not_equal(ev.why, WHY_ORDER);
	}
	assert_int_equal(engine_step(e, &ev), EV_SOLUTION);
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	assert_int_equal(v.counters.solutions, 1);
	assert_int_equal(engine_step(e, &ev), EV_EXHAUSTED);
	assert_int_equal(engine_step(e, &ev), EV_EXHAUSTED);
	engine_view_get(e, &v);
	assert_int_equal(v.counters.advances, 63);
	assert_int_equal(v.counters.steps, 65);
	char sum[200];
	assert_true(replay_summary(e, sum, sizeof sum));
	assert_non_null(strstr(sum, "64/64"));
	assert_non_null(strstr(sum, "Warnsdorff throughout"));
	engine_destroy(e);
	tour_free(&t);
}

/* The degrees after move 10 are the unvisited-neighbour counts, and the
 * stack at each depth lists the candidates by degree with the one taken. */
static void test_degrees_and_stack(void **state)
{
	(void)state;
	tour t;
	engine *e = load("assets/tours/squirrel-cull-8x8.txt", &t);
	board b;
	char err[200];
	assert_true(board_init(&b, &t.spec, err, sizeof err));
	engine_event ev;
	for (int i = 1; i < 10; i++)
		engine_step(e, &ev);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.depth, 10);
	bool on[64] = {false};
	for (int i = 0; i < 10; i++)
		on[t.path[i]] = true;
	for (ksq s = 0; s < 64; s++) {
		if (on[s]) {
			assert_int_equal(v.degree[s], ENGINE_VISITED);
			continue;
		}
		ksq nb[8];
		int g = 0;
		board_neighbours(&b, s, nb);
		for (int k = 0; k < 8; k++)
			g += nb[k] != KSQ_NONE && !on[nb[k]];
		assert_int_equal(v.degree[s], g);
	}
	engine_depth d;
	for (int i = 0; i < 10; i++) {
		assert_true(engine_depth_info(e, i, &d));
		assert_int_equal(d.sq, t.path[i]);
		assert_true(d.cur >= 0 && d.cur < d.ncand);
		assert_int_equal(d.cand[d.cur], t.path[i + 1]);
		for (int k = 1; k < d.ncand; k++)
			assert_true(d.cand_degree[k - 1] <= d.cand_degree[k]);
		/* Warnsdorff: the one taken has the fewest onward moves */
		assert_int_equal(d.cand_degree[d.cur], d.cand_degree[0]);
	}
	assert_false(engine_depth_info(e, 10, &d));
	board_free(&b);
	engine_destroy(e);
	tour_free(&t);
}

static void test_backtrack_departure(void **state)
{
	(void)state;
	tour t;
	engine *e = load("assets/tours/backtrack-5x5.moves", &t);
	board b;
	char err[200];
	assert_true(board_init(&b, &t.spec, err, sizeof err));
	assert_int_equal(replay_first_departure(e), 6);
	assert_int_equal(tour_warnsdorff_departure(&b, t.path, t.len), 6);
	const bool *dep = replay_departures(e);
	assert_non_null(dep);
	for (int i = 1; i < 6; i++)
		assert_false(dep[i]);
	assert_true(dep[6]);
	engine_event ev;
	for (int i = 1; i <= 6; i++)
		engine_step(e, &ev);
	assert_int_equal(ev.sq, t.path[6]);
	assert_int_equal(ev.why, WHY_ORDER);
	engine_depth d;
	assert_true(engine_depth_info(e, 5, &d));
	assert_true(d.cand_degree[d.cur] > d.cand_degree[0]);
	char sum[200];
	assert_true(replay_summary(e, sum, sizeof sum));
	assert_non_null(strstr(sum, "first non-Warnsdorff move 6"));
	board_free(&b);
	engine_destroy(e);
	tour_free(&t);
}

static void test_partial_path_sticks(void **state)
{
	(void)state;
	tour t;
	engine *e = load("assets/tours/stuck-5x5.txt", &t);
	engine_event ev;
	assert_int_equal(t.len, 17);
	for (int i = 1; i < 17; i++)
		assert_int_equal(engine_step(e, &ev), EV_ADVANCE);
	assert_int_equal(engine_step(e, &ev), EV_STUCK);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_STUCK);
	assert_int_equal(v.depth, 17);
	assert_int_equal(engine_step(e, &ev), EV_STUCK);
	char sum[200];
	assert_true(replay_summary(e, sum, sizeof sum));
	assert_non_null(strstr(sum, "partial path, 17/25"));
	engine_destroy(e);
	tour_free(&t);
}

/* Not a tour: replayed up to the fault, which the summary gives. */
static void test_faulty_path(void **state)
{
	(void)state;
	const char text[] = "# board 5x5\n(1,1) (2,3) (1,5) (5,5)\n";
	tour t;
	format_error fe;
	char err[300];
	assert_true(format_read_mem(text, strlen(text), "bad", FMT_AUTO, &t, &fe));
	engine *e = replay_engine_create(&t, err, sizeof err);
	assert_non_null(e);
	assert_int_equal(replay_length(e), 3);
	char sum[300];
	assert_true(replay_summary(e, sum, sizeof sum));
	assert_non_null(strstr(sum, "not a knight move"));
	engine_event ev;
	engine_step(e, &ev);
	engine_step(e, &ev);
	assert_int_equal(engine_step(e, &ev), EV_STUCK);
	engine_destroy(e);
	tour_free(&t);
	/* nothing at all to replay */
	const char off[] = "# board 5x5\n(9,9) (1,1)\n";
	if (format_read_mem(off, strlen(off), "off", FMT_AUTO, &t, &fe)) {
		assert_null(replay_engine_create(&t, err, sizeof err));
		assert_non_null(strstr(err, "nothing to replay"));
		tour_free(&t);
	}
}

/* A 26-byte file naming a 400-million-square board is refused at once,
 * with the memory a replay would need, not set up for 4 GB. */
static void test_huge_board_refused(void **state)
{
	(void)state;
	const char text[] = "# board 100000x4000\na1 b3\n";
	tour t;
	format_error fe;
	char err[300];
	assert_true(format_read_mem(text, strlen(text), "huge", FMT_AUTO, &t, &fe));
	assert_null(replay_engine_create(&t, err, sizeof err));
	assert_non_null(strstr(err, "400000000 squares is more than the 25000000"));
	assert_non_null(strstr(err, "4.1 GiB"));
	tour_free(&t);
}

static void test_clone_copy_run(void **state)
{
	(void)state;
	tour t;
	engine *e = load("assets/tours/squirrel-cull-8x8.txt", &t);
	engine_event ev;
	for (int i = 0; i < 20; i++)
		engine_step(e, &ev);
	engine *c = engine_clone(e);
	assert_non_null(c);
	engine_view a, b;
	engine_view_get(c, &b);
	assert_int_equal(b.depth, 21);
	for (int i = 0; i < 10; i++)
		engine_step(e, &ev);
	engine_view_get(c, &b);
	assert_int_equal(b.depth, 21); /* independent of the original */
	engine_copy(c, e);
	engine_view_get(e, &a);
	engine_view_get(c, &b);
	assert_int_equal(a.depth, b.depth);
	assert_memory_equal(a.degree, b.degree, 64);
	/* run: the same end state as stepping */
	assert_int_equal(engine_run(c, 0, NULL, NULL), EV_EXHAUSTED);
	engine_view_get(c, &b);
	assert_int_equal(b.depth, 64);
	assert_int_equal(b.counters.solutions, 1);
	assert_int_equal(b.counters.steps, 65);
	engine_destroy(e); /* the clone keeps the shared data alive */
	assert_int_equal(engine_run(c, 5, NULL, NULL), EV_EXHAUSTED);
	engine_destroy(c);
	assert_false(replay_is(NULL));
	tour_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_squirrel_cull_full),
		cmocka_unit_test(test_degrees_and_stack),
		cmocka_unit_test(test_backtrack_departure),
		cmocka_unit_test(test_partial_path_sticks),
		cmocka_unit_test(test_faulty_path),
		cmocka_unit_test(test_clone_copy_run),
		cmocka_unit_test(test_huge_board_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
