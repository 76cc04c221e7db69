/* SPDX-License-Identifier: MIT */
/* The walk engines' core: the walk exactly as docs/literature.md prints it,
 * events that explain each move, views, depth info, the fast run equal to
 * stepping, copies, the board, refused settings, the generator. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "ktour/rng.h"
#include "test_walk_util.h"
#include "engine/walk_impl.h"
#include "tour_samples.h" /* the literature's 8x8 tour and 5x5 stuck walk */

static void test_8x8_matrix_stepping(void **state)
{
	(void)state;
	engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 8, 8, 1, 1, "12345678", 0);
	engine *e = wmake(&c);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_READY);
	assert_int_equal(v.depth, 1);
	assert_int_equal(v.path[0], 0);
	engine_event ev;
	for (int i = 0; i < 63; i++) {
		assert_int_equal(engine_step(e, &ev), EV_ADVANCE);
		assert_int_equal(ev.depth, i + 2);
	}
	assert_int_equal(engine_step(e, &ev), EV_SOLUTION);
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	int grid[64];
	wgrid(v.path, v.depth, 64, grid);
	assert_memory_equal(grid, squirrel_cull_8x8, sizeof grid);
	assert_int_equal(engine_step(e, &ev), EV_EXHAUSTED);
	assert_int_equal(engine_step(e, &ev), EV_EXHAUSTED);
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_EXHAUSTED);
	assert_int_equal(v.counters.steps, 65);
	assert_int_equal(v.counters.advances, 63);
	assert_int_equal(v.counters.retreats, 0);
	assert_int_equal(v.counters.solutions, 1);
	assert_int_equal(v.counters.max_depth, 64);
	assert_int_equal(v.counters.walks, 1);
	assert_int_equal(v.counters.stuck, 0);
	assert_int_equal(v.walk, 1);
	engine_destroy(e);
}

static void test_8x8_matrix_fast(void **state)
{
	(void)state;
	engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 8, 8, 0, 0, NULL, 0);
	engine *e = wmake(&c);
	wtours t = {0};
	assert_int_equal(engine_run(e, 0, wtours_cb, &t), EV_EXHAUSTED);
	assert_int_equal(t.count, 1);
	int grid[64];
	wgrid(t.paths[0], t.len, 64, grid);
	assert_memory_equal(grid, squirrel_cull_8x8, sizeof grid);
	wtours_free(&t);
	engine_destroy(e);
	/* Stopped by the callback: EV_SOLUTION, at the solution. */
	e = wmake(&c);
	t.want = 1;
	assert_int_equal(engine_run(e, 0, wtours_cb, &t), EV_SOLUTION);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	assert_int_equal(engine_run(e, 0, NULL, NULL), EV_EXHAUSTED);
	wtours_free(&t);
	engine_destroy(e);
}

static void test_5x5_stuck(void **state)
{
	(void)state;
	engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 5, 5, 1, 3, "36875124", 0);
	engine *e = wmake(&c);
	engine_event ev;
	for (int i = 0; i < 16; i++)
		assert_int_equal(engine_step(e, &ev), EV_ADVANCE);
	assert_int_equal(engine_step(e, &ev), EV_STUCK);
	assert_int_equal(ev.depth, 17);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_STUCK);
	assert_int_equal(v.depth, 17);
	int grid[25];
	wgrid(v.path, v.depth, 25, grid);
	assert_memory_equal(grid, stuck_5x5, sizeof grid);
	assert_true(wvalid_path(&c.spec, v.path, v.depth, false));
	uint64_t steps = v.counters.steps;
	assert_int_equal(steps, 17);
	assert_int_equal(v.counters.stuck, 1);
	/* Final: it keeps saying so and counts nothing more. */
	assert_int_equal(engine_step(e, &ev), EV_STUCK);
	engine_view_get(e, &v);
	assert_int_equal(v.counters.steps, steps);
	engine_destroy(e);
	/* The fast run reaches the same. */
	e = wmake(&c);
	assert_int_equal(engine_run(e, 0, NULL, NULL), EV_STUCK);
	engine_view_get(e, &v);
	wgrid(v.path, v.depth, 25, grid);
	assert_memory_equal(grid, stuck_5x5, sizeof grid);
	assert_int_equal(v.counters.steps, 17);
	engine_destroy(e);
}

/* Each advance, checked against the view taken just before it: the
 * degree is the least among the knight's unvisited neighbours, the ties
 * are exactly the others of that degree, and the reason fits. */
static void check_events_explain(const engine_config *c)
{
	engine *e = wmake(c);
	engine_view v;
	engine_event ev;
	for (;;) {
		engine_view_get(e, &v);
		if (v.state == ENGINE_EXHAUSTED || v.state == ENGINE_STUCK)
			break;
		ksq at = v.path[v.depth - 1], nb[8];
		int least = 99, nmin = 0, ncand = 0, nbdeg[8];
		board_neighbours(v.b, at, nb);
		for (int k = 0; k < 8; k++) {
			nbdeg[k] = nb[k] == KSQ_NONE ? -1 : v.degree[nb[k]];
			if (nbdeg[k] >= 0 && nbdeg[k] != ENGINE_VISITED) {
				ncand++;
				if (nbdeg[k] < least)
					least = nbdeg[k], nmin = 0;
				nmin += nbdeg[k] == least;
			}
		}
		/* The view's arrays are live: keep what is needed from before. */
		uint8_t order[8];
		memcpy(order, v.order, 8);
		engine_event_kind k = engine_step(e, &ev);
		if (k == EV_STUCK)
			assert_int_equal(ncand, 0);
		if (k == EV_SOLUTION)
			assert_int_equal(v.depth, v.b->nsq);
		if (k != EV_ADVANCE)
			continue;
		assert_int_equal(ev.from, at);
		assert_int_equal(ev.depth, v.depth + 1);
		assert_int_equal(ev.move, board_move_between(v.b, at, ev.sq));
		assert_int_equal(nb[ev.move], ev.sq);
		assert_int_equal(ev.degree, least);
		assert_int_equal(ev.ntied, nmin);
		assert_memory_equal(ev.order, order, 8);
		for (int i = 0; i < ev.ntied - 1; i++) {
			assert_int_not_equal(ev.tied[i], ev.sq);
			int mv = board_move_between(v.b, at, ev.tied[i]);
			assert_int_not_equal(mv, -1);
			assert_int_equal(nbdeg[mv], least);
		}
		if (ncand == 1)
			assert_int_equal(ev.why, WHY_ONLY);
		else if (nmin == 1)
			assert_int_equal(ev.why, WHY_MIN_DEGREE);
		else
			assert_true(ev.why >= WHY_TIE_ORDER && ev.why <= WHY_TIE_ROTH);
		/* An ordering tie goes to the first tied in scan order. */
		if (ev.why == WHY_TIE_ORDER && c->tiebreak == TIEBREAK_ORDER)
			for (int i = 0; i < 8 && nb[order[i]] != ev.sq; i++)
				assert_false(nbdeg[order[i]] == least);
	}
	engine_destroy(e);
}

static void test_events_explain(void **state)
{
	(void)state;
	engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 8, 8, 0, 0, NULL, 0);
	check_events_explain(&c);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 5, 5, 1, 3, "36875124", 0);
	check_events_explain(&c);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_POHL, 9, 11, 2, 4, NULL, 0);
	check_events_explain(&c);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ROTH, 12, 7, 0, 0, NULL, 0);
	check_events_explain(&c);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_RANDOM, 10, 10, 0, 0, NULL, 5);
	check_events_explain(&c);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDERINGS19, 59, 59, 0, 0, NULL, 0);
	check_events_explain(&c);
	c = wcfg(ENGINE_IRWIN, TIEBREAK_ORDER, 6, 6, 0, 0, NULL, 3);
	c.max_attempts = 30;
	check_events_explain(&c);
}

/* The view's degrees: every unvisited square's count of unvisited
 * neighbours, ENGINE_VISITED on the path, at every step. */
static void check_view_degrees(const engine_config *c, int max_steps)
{
	engine *e = wmake(c);
	engine_view v;
	engine_event ev;
	for (int s = 0; s <= max_steps; s++) {
		engine_view_get(e, &v);
		unsigned char *on = calloc((size_t)v.b->nsq, 1);
		for (int32_t i = 0; i < v.depth; i++)
			on[v.path[i]] = 1;
		for (ksq q = 0; q < v.b->nsq; q++) {
			if (on[q]) {
				assert_int_equal(v.degree[q], ENGINE_VISITED);
				continue;
			}
			ksq nb[8];
			board_neighbours(v.b, q, nb);
			int d = 0;
			for (int k = 0; k < 8; k++)
				d += nb[k] != KSQ_NONE && !on[nb[k]];
			assert_int_equal(v.degree[q], d);
		}
		free(on);
		if (v.state == ENGINE_EXHAUSTED || v.state == ENGINE_STUCK)
			break;
		engine_step(e, &ev);
	}
	engine_destroy(e);
}

static void test_view_degrees(void **state)
{
	(void)state;
	engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 6, 7, 2, 2, NULL, 0);
	check_view_degrees(&c, 100);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 8, 8, 0, 0, NULL, 0);
	c.spec.torus = true;
	check_view_degrees(&c, 100);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ROTH, 11, 10, 0, 0, NULL, 0);
	c.spec.lea = 2;
	c.spec.leb = 3;
	check_view_degrees(&c, 200);
	c = wcfg(ENGINE_IRWIN, TIEBREAK_ORDER, 5, 5, 0, 0, NULL, 9);
	c.max_attempts = 20;
	check_view_degrees(&c, 600);
}

/* engine_depth_info: the candidates in preference order, the one taken
 * first, degrees not decreasing after it, and the top of the stack showing
 * what the next step will take. */
static void check_depth_info(const engine_config *c)
{
	engine *e = wmake(c);
	engine_view v;
	engine_event ev;
	engine_depth di;
	for (;;) {
		engine_view_get(e, &v);
		assert_true(engine_depth_info(e, v.depth - 1, &di));
		assert_int_equal(di.sq, v.path[v.depth - 1]);
		ksq next = di.ncand > 0 && di.cur == 0 ? di.cand[0] : KSQ_NONE;
		if (engine_step(e, &ev) != EV_ADVANCE)
			break;
		if (c->tiebreak != TIEBREAK_RANDOM && c->kind != ENGINE_IRWIN)
			assert_int_equal(next, ev.sq);
	}
	engine_view_get(e, &v);
	assert_false(engine_depth_info(e, -1, &di));
	assert_false(engine_depth_info(e, v.depth, &di));
	for (int32_t d = 0; d + 1 < v.depth; d++) {
		assert_true(engine_depth_info(e, d, &di));
		assert_int_equal(di.sq, v.path[d]);
		assert_int_equal(di.cur, 0);
		assert_true(di.ncand >= 1 && di.ncand <= 8);
		assert_int_equal(di.cand[0], v.path[d + 1]);
		for (int i = 0; i < di.ncand; i++) {
			assert_int_not_equal(board_move_between(v.b, di.sq, di.cand[i]), -1);
			assert_true(di.cand_degree[i] >= 0 && di.cand_degree[i] <= 8);
			assert_true(di.cand_degree[i] >= di.cand_degree[0]);
			if (i >= 2)
				assert_true(di.cand_degree[i] >= di.cand_degree[i - 1]);
		}
	}
	engine_destroy(e);
}

static void test_depth_info(void **state)
{
	(void)state;
	engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 8, 8, 0, 0, NULL, 0);
	check_depth_info(&c);
	/* The first move from (1,1): (2,3) and (3,2) both have 5 onward moves;
	 * 12345678 takes move 3 (to (2,3)) first. */
	engine *e = wmake(&c);
	engine_depth di;
	assert_true(engine_depth_info(e, 0, &di));
	assert_int_equal(di.ncand, 2);
	assert_int_equal(di.cand[0], 1 * 8 + 2);
	assert_int_equal(di.cand[1], 2 * 8 + 1);
	assert_int_equal(di.cand_degree[0], 5);
	assert_int_equal(di.cand_degree[1], 5);
	assert_int_equal(di.cur, 0);
	engine_destroy(e);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ROTH, 9, 9, 0, 0, NULL, 0);
	check_depth_info(&c);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_POHL, 9, 12, 0, 0, NULL, 0);
	check_depth_info(&c);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_SQUIRREL_CULL, 120, 120, 0, 0, NULL, 0);
	check_depth_info(&c);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_RANDOM, 8, 8, 0, 0, NULL, 77);
	check_depth_info(&c);
}

/* Stepping and the fast run reach the same states: path, degrees,
 * counters and state, at the end and at points in between. */
static void compare_engines(const engine *a, const engine *b, bool all_depths)
{
	engine_view va, vb;
	engine_view_get(a, &va);
	engine_view_get(b, &vb);
	assert_int_equal(va.state, vb.state);
	assert_int_equal(va.depth, vb.depth);
	assert_memory_equal(va.path, vb.path, (size_t)va.depth * sizeof *va.path);
	assert_memory_equal(va.degree, vb.degree, (size_t)va.b->nsq);
	assert_memory_equal(&va.counters, &vb.counters, sizeof va.counters);
	assert_memory_equal(va.order, vb.order, 8);
	assert_int_equal(va.walk, vb.walk);
	for (int32_t d = all_depths ? 0 : va.depth - 1; d < va.depth; d++) {
		engine_depth da, db;
		bool ha = engine_depth_info(a, d, &da), hb = engine_depth_info(b, d, &db);
		assert_int_equal(ha, hb);
		if (ha)
			assert_memory_equal(&da, &db, sizeof da);
	}
}

static void check_fast_equals_step(const engine_config *c, uint64_t chunk)
{
	engine *a = wmake(c), *b = wmake(c);
	engine_event ev;
	engine_view va;
	wtours ta = {0}, tb = {0};
	for (;;) {
		/* a: `chunk` steps one at a time; b: the same with engine_run. */
		engine_event_kind ka = EV_NONE;
		for (uint64_t n = 0; n < chunk; n++) {
			ka = engine_step(a, &ev);
			engine_view_get(a, &va);
			if (ka == EV_SOLUTION)
				wtours_cb(&ta, va.path, va.depth);
			if (va.state == ENGINE_EXHAUSTED || va.state == ENGINE_STUCK)
				break;
		}
		engine_event_kind kb = engine_run(b, chunk, wtours_cb, &tb);
		bool end = va.state == ENGINE_EXHAUSTED || va.state == ENGINE_STUCK;
		compare_engines(a, b, end);
		assert_int_equal(ta.count, tb.count);
		if (end) {
			assert_int_equal(kb, ka);
			break;
		}
		assert_int_equal(kb, EV_NONE);
	}
	for (int i = 0; i < ta.count; i++)
		assert_memory_equal(ta.paths[i], tb.paths[i], (size_t)ta.len * sizeof(ksq));
	wtours_free(&ta);
	wtours_free(&tb);
	engine_destroy(a);
	engine_destroy(b);
}

static void test_fast_equals_step(void **state)
{
	(void)state;
	static const uint64_t chunks[] = {1, 7, 64, 1000, 1u << 30};
	engine_config cs[20];
	int n = 0;
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 8, 8, 0, 0, NULL, 0);
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 5, 5, 1, 3, "36875124", 0);
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 13, 9, 4, 5, "87654321", 0);
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_SQUIRREL_CULL, 113, 113, 0, 0, NULL, 0);
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_SQUIRREL_CULL, 122, 122, 0, 0, NULL, 0);
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDERINGS19, 60, 60, 0, 0, NULL, 0);
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_POHL, 20, 17, 0, 0, NULL, 0);
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ROTH, 21, 30, 3, 3, NULL, 0);
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_RANDOM, 30, 30, 0, 0, NULL, 11);
	cs[n++] = wcfg(ENGINE_IRWIN, TIEBREAK_ORDER, 6, 6, 0, 0, NULL, 2);
	cs[n - 1].max_attempts = 300;
	cs[n++] = wcfg(ENGINE_IRWIN, TIEBREAK_ORDER, 4, 4, 0, 0, NULL, 2);
	cs[n - 1].max_attempts = 50;
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 10, 10, 0, 0, NULL, 0);
	cs[n - 1].spec.torus = true;
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 15, 12, 0, 0, NULL, 0);
	cs[n - 1].spec.lea = 1;
	cs[n - 1].spec.leb = 4;
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 1, 1, 0, 0, NULL, 0);
	/* random ties on the fast path: a rectangle from inside, a leaper */
	cs[n++] = wcfg(ENGINE_WARNSDORFF, TIEBREAK_RANDOM, 23, 17, 5, 9, "36875124", 7);
	cs[n++] = wcfg(ENGINE_IRWIN, TIEBREAK_ORDER, 12, 9, 0, 0, "87654321", 5);
	cs[n - 1].max_attempts = 200;
	cs[n - 1].spec.lea = 2;
	cs[n - 1].spec.leb = 3;
	for (int i = 0; i < n; i++)
		for (size_t j = 0; j < sizeof chunks / sizeof chunks[0]; j++)
			if (chunks[j] >= 64 || cs[i].spec.rows * cs[i].spec.cols <= 1000)
				check_fast_equals_step(&cs[i], chunks[j]);
}

/* Every start square of small boards, stepping against the fast run. */
static void test_fast_equals_step_all_starts(void **state)
{
	(void)state;
	for (int rows = 3; rows <= 7; rows++)
		for (int cols = 3; cols <= 7; cols++)
			for (int s = 0; s < rows * cols; s++) {
				engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, rows,
						       cols, s / cols + 1, s % cols + 1, NULL, 0);
				check_fast_equals_step(&c, 1u << 30);
			}
}

static void test_clone_and_copy(void **state)
{
	(void)state;
	engine_config c = wcfg(ENGINE_IRWIN, TIEBREAK_ORDER, 6, 6, 0, 0, NULL, 21);
	c.max_attempts = 200;
	engine *a = wmake(&c);
	engine_event ev;
	for (int i = 0; i < 500; i++)
		engine_step(a, &ev);
	engine *b = engine_clone(a);
	assert_non_null(b);
	compare_engines(a, b, true);
	for (int i = 0; i < 3000; i++) {
		engine_event eb;
		assert_int_equal(engine_step(a, &ev), engine_step(b, &eb));
		assert_memory_equal(&ev, &eb, sizeof ev);
	}
	compare_engines(a, b, true);
	/* engine_copy rewinds an engine of the same configuration. */
	engine *d = wmake(&c);
	engine *snap = wmake(&c);
	for (int i = 0; i < 100; i++)
		engine_step(d, &ev);
	engine_copy(snap, d);
	for (int i = 0; i < 900; i++)
		engine_step(d, &ev);
	engine_copy(d, snap);
	compare_engines(d, snap, true);
	engine_destroy(a);
	engine_destroy(b);
	engine_destroy(d);
	engine_destroy(snap);
}

/* The walk builds its board faster than board_init(); same masks. */
static void test_board_matches_board_init(void **state)
{
	(void)state;
	static const int specs[][4] = {{8, 8, 1, 2}, {1, 1, 1, 2}, {2, 9, 1, 2}, {5, 3, 1, 3},
				       {13, 17, 2, 3}, {4, 40, 1, 4}, {70, 3, 3, 1}};
	for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
		engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, specs[i][0],
				       specs[i][1], 0, 0, NULL, 0);
		c.spec.lea = specs[i][2];
		c.spec.leb = specs[i][3];
		engine *e = wmake(&c);
		engine_view v;
		engine_view_get(e, &v);
		board b;
		char err[200];
		assert_true(board_init(&b, &c.spec, err, sizeof err));
		assert_int_equal(v.b->nsq, b.nsq);
		assert_memory_equal(v.b->mask, b.mask, (size_t)b.nsq);
		assert_memory_equal(v.b->delta, b.delta, sizeof b.delta);
		assert_memory_equal(v.b->dr, b.dr, sizeof b.dr);
		assert_memory_equal(v.b->dc, b.dc, sizeof b.dc);
		board_free(&b);
		engine_destroy(e);
	}
}

static void expect_refused(const engine_config *c, const char *needle)
{
	char err[300] = "";
	engine *e = engine_create(c, err, sizeof err);
	assert_null(e);
	if (!strstr(err, needle))
		fail_msg("message '%s' does not mention '%s'", err, needle);
}

static void test_refused_settings(void **state)
{
	(void)state;
	engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 8, 8, 0, 0, NULL, 0);
	c.closed = true;
	expect_refused(&c, "--closed");
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_SQUIRREL_CULL, 8, 10, 0, 0, NULL, 0);
	expect_refused(&c, "square boards");
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_SQUIRREL_CULL, 8, 8, 2, 2, NULL, 0);
	expect_refused(&c, "top-left corner");
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_SQUIRREL_CULL, 8, 8, 0, 0, NULL, 0);
	c.spec.torus = true;
	expect_refused(&c, "--torus");
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_SQUIRREL_CULL, 8, 8, 0, 0, NULL, 0);
	c.spec.leb = 3;
	expect_refused(&c, "knight");
	c = wcfg(ENGINE_IRWIN, TIEBREAK_POHL, 8, 8, 0, 0, NULL, 0);
	expect_refused(&c, "at random");
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 8, 8, 0, 0, NULL, 0);
	c.start = 64;
	expect_refused(&c, "off the 8x8 board");
	c.start = KSQ_NONE;
	c.all_starts = true;
	expect_refused(&c, "backtrack");
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 0, 8, 0, 0, NULL, 0);
	expect_refused(&c, "at least 1");
}

/* Published reference values of the generators, so that the same seed
 * gives the same tours on every machine. */
static void test_rng_reference_values(void **state)
{
	(void)state;
	uint64_t st = 0;
	assert_true(rng_splitmix64(&st) == 0xE220A8397B1DCDAFu);
	rng r = {{1, 2, 3, 4}};
	assert_true(rng_next(&r) == 11520u);
	assert_true(rng_next(&r) == 0u);
	assert_true(rng_next(&r) == 1509978240u);
	assert_true(rng_next(&r) == 1215971899390074240u);
	/* Seeding is splitmix64 of the seed. */
	rng a, b;
	rng_seed(&a, 12345);
	st = 12345;
	for (int i = 0; i < 4; i++)
		assert_true(a.s[i] == rng_splitmix64(&st));
	rng_seed(&b, 12345);
	for (int i = 0; i < 100; i++)
		assert_true(rng_next(&a) == rng_next(&b));
}

static void test_rng_below(void **state)
{
	(void)state;
	rng r;
	rng_seed(&r, 7);
	assert_true(rng_below(&r, 0) == 0);
	assert_true(rng_below(&r, 1) == 0);
	/* Uniform: each of 7 values about 1/7 of 70000 draws (chi-square
	 * with 6 degrees of freedom well under 30). */
	int hist[7] = {0};
	for (int i = 0; i < 70000; i++) {
		uint64_t v = rng_below(&r, 7);
		assert_true(v < 7);
		hist[v]++;
	}
	double chi = 0;
	for (int i = 0; i < 7; i++)
		chi += (hist[i] - 10000.0) * (hist[i] - 10000.0) / 10000.0;
	assert_true(chi < 30.0);
	/* A bound just above 2^63 rejects almost half the draws, and never
	 * returns anything out of range. */
	uint64_t n = (UINT64_C(1) << 63) + 1;
	for (int i = 0; i < 1000; i++)
		assert_true(rng_below(&r, n) < n);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_8x8_matrix_stepping),
		cmocka_unit_test(test_8x8_matrix_fast),
		cmocka_unit_test(test_5x5_stuck),
		cmocka_unit_test(test_events_explain),
		cmocka_unit_test(test_view_degrees),
		cmocka_unit_test(test_depth_info),
		cmocka_unit_test(test_fast_equals_step),
		cmocka_unit_test(test_fast_equals_step_all_starts),
		cmocka_unit_test(test_clone_and_copy),
		cmocka_unit_test(test_board_matches_board_init),
		cmocka_unit_test(test_refused_settings),
		cmocka_unit_test(test_rng_reference_values),
		cmocka_unit_test(test_rng_below),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
