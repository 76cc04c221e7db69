/* SPDX-License-Identifier: MIT */
/* The backtrack engine against docs/literature.md: tour counts, dfns's printed
 * tours, the fast run equal to stepping, clones, events and the view. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/board.h"
#include "ktour/engine.h"

static engine_config config(int rows, int cols, bool closed, prune_mode prune)
{
	engine_config c = engine_config_default();
	c.spec.rows = rows;
	c.spec.cols = cols;
	c.closed = closed;
	c.prune = prune;
	return c;
}

static engine *make(const engine_config *c)
{
	char err[256] = "";
	engine *e = engine_create(c, err, sizeof err);
	if (!e)
		fail_msg("engine_create: %s", err);
	return e;
}

static engine_counters run_all(const engine_config *c)
{
	engine *e = make(c);
	assert_int_equal(engine_run(e, 0, NULL, NULL), EV_EXHAUSTED);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_EXHAUSTED);
	engine_counters k = v.counters;
	engine_destroy(e);
	return k;
}

static uint64_t count(int rows, int cols, bool closed, prune_mode prune, bool all, ksq start)
{
	engine_config c = config(rows, cols, closed, prune);
	c.all_starts = all;
	c.start = start;
	return run_all(&c).solutions;
}

/* ---- known counts --------------------------------------------------------- */

static void test_open_counts_table(void **state)
{
	(void)state;
	static const struct { int r, c; uint64_t n; } table[] = {
		{1, 1, 1},   {3, 3, 0},    {3, 4, 16},   {3, 5, 0},	 {3, 6, 0},
		{4, 4, 0},   {4, 5, 164},  {4, 6, 1488}, {5, 5, 1728}, {5, 6, 37568},
	};
	for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
		assert_int_equal(count(table[i].r, table[i].c, false, PRUNE_LOOKAHEAD, true, 0),
				 table[i].n);
		/* transposed boards have the same count */
		assert_int_equal(count(table[i].c, table[i].r, false, PRUNE_LOOKAHEAD, true, 0),
				 table[i].n);
		if (table[i].r * table[i].c <= 20) /* small enough without pruning */
			assert_int_equal(count(table[i].r, table[i].c, false, PRUNE_NONE, true, 0),
					 table[i].n);
	}
}

static void test_open_counts_5x5_corner_centre(void **state)
{
	(void)state;
	assert_int_equal(count(5, 5, false, PRUNE_LOOKAHEAD, false, 0), 304);
	assert_int_equal(count(5, 5, false, PRUNE_LOOKAHEAD, false, 12), 64);
	assert_int_equal(count(5, 5, false, PRUNE_NONE, false, 12), 64);
	/* the other corners by symmetry */
	assert_int_equal(count(5, 5, false, PRUNE_LOOKAHEAD, false, 24), 304);
	assert_int_equal(count(5, 5, false, PRUNE_NONE, false, 4), 304);
}

static void test_closed_counts(void **state)
{
	(void)state;
	/* Stone: 9862 undirected closed tours on 6x6, from any start square */
	assert_int_equal(count(6, 6, true, PRUNE_LOOKAHEAD, false, 0), 9862);
	assert_int_equal(count(6, 6, true, PRUNE_LOOKAHEAD, false, 14), 9862);
	assert_int_equal(count(6, 6, true, PRUNE_LOOKAHEAD, false, 7), 9862);
	/* none on boards with an odd number of squares, none on 4 x n */
	static const int none[][2] = {{5, 5}, {3, 5}, {3, 7}, {5, 7}, {4, 4}, {4, 5},
				      {4, 6}, {4, 7}, {4, 8}, {1, 1}, {3, 4}};
	for (size_t i = 0; i < sizeof none / sizeof none[0]; i++)
		assert_int_equal(count(none[i][0], none[i][1], true, PRUNE_LOOKAHEAD, false, 0),
				 0);
	assert_int_equal(count(4, 6, true, PRUNE_NONE, false, 0), 0);
	assert_int_equal(count(5, 5, true, PRUNE_NONE, false, 0), 0);
	/* pruning never changes a count: 3x10 and 5x6 both ways */
	uint64_t a = count(3, 10, true, PRUNE_NONE, false, 0);
	assert_true(a > 0);
	assert_int_equal(count(3, 10, true, PRUNE_LOOKAHEAD, false, 0), a);
	assert_int_equal(count(3, 10, true, PRUNE_LOOKAHEAD, false, 13), a);
	uint64_t b = count(5, 6, true, PRUNE_NONE, false, 0);
	assert_true(b > 0);
	assert_int_equal(count(5, 6, true, PRUNE_LOOKAHEAD, false, 0), b);
}

/* ---- dfns's printed tours -------------------------------------------------- */

typedef struct collect {
	int want, got, cols;
	int (*grids)[64];
	ksq *paths; /* got * len squares */
	int len;
} collect;

static bool collect_fn(void *ctx, const ksq *path, int32_t len)
{
	collect *c = ctx;
	if (c->grids)
		for (int i = 0; i < len; i++)
			c->grids[c->got][path[i]] = i + 1;
	if (c->paths)
		memcpy(c->paths + (size_t)c->got * (size_t)len, path, (size_t)len * sizeof *path);
	c->len = len;
	return ++c->got < c->want;
}

static void expect_grids(int rows, int cols, prune_mode prune, int n, const int *want)
{
	engine_config c = config(rows, cols, false, prune);
	c.order_warnsdorff = true;
	int grids[3][64];
	collect col = {.want = n, .grids = grids, .cols = cols};
	engine *e = make(&c);
	assert_int_equal(engine_run(e, 0, collect_fn, &col), EV_SOLUTION);
	assert_int_equal(col.got, n);
	for (int t = 0; t < n; t++)
		for (int r = 0; r < rows; r++)
			for (int k = 0; k < cols; k++)
				assert_int_equal(grids[t][r * cols + k],
						 want[t * rows * cols + r * cols + k]);
	engine_destroy(e);
}

static void test_dfns_tours(void **state)
{
	(void)state;
	static const int t8[] = {
		1,  26, 15, 24, 29, 50, 13, 32, 16, 23, 28, 51, 14, 31, 64, 49,
		27, 2,	25, 30, 63, 60, 33, 12, 22, 17, 52, 59, 44, 57, 48, 61,
		3,  42, 21, 56, 53, 62, 11, 34, 18, 39, 54, 43, 58, 45, 8,  47,
		41, 4,	37, 20, 55, 6,	35, 10, 38, 19, 40, 5,	36, 9,	46, 7,
	};
	static const int t5[] = {
		1,  12, 25, 18, 7,  22, 17, 8,	13, 24, 11, 2,	23, 6,	19,
		16, 21, 4,  9,	14, 3,	10, 15, 20, 5,
		1,  12, 23, 18, 7,  22, 17, 8,	13, 24, 11, 2,	25, 6,	19,
		16, 21, 4,  9,	14, 3,	10, 15, 20, 5,
		1,  12, 23, 18, 7,  24, 17, 8,	13, 22, 11, 2,	21, 6,	19,
		16, 25, 4,  9,	14, 3,	10, 15, 20, 5,
	};
	static const int t34[] = {1, 4, 7, 10, 12, 9, 2, 5, 3, 6, 11, 8};
	for (int p = 0; p < 2; p++) { /* look-ahead keeps the order of solutions */
		prune_mode pm = p ? PRUNE_LOOKAHEAD : PRUNE_NONE;
		expect_grids(8, 8, pm, 1, t8);
		expect_grids(5, 5, pm, 3, t5);
		expect_grids(3, 4, pm, 1, t34);
	}
}

static bool valid_tour(const board *b, const ksq *p, int len)
{
	uint8_t seen[64] = {0};
	if (len != b->nsq)
		return false;
	for (int i = 0; i < len; i++) {
		if (p[i] < 0 || p[i] >= b->nsq || seen[p[i]]++)
			return false;
		if (i > 0 && board_move_between(b, p[i - 1], p[i]) < 0)
			return false;
	}
	return true;
}

static int cmp_tour(const void *a, const void *b)
{
	return memcmp(a, b, 64 * sizeof(ksq));
}

static void test_dfns_first_1000_distinct_valid(void **state)
{
	(void)state;
	engine_config c = config(8, 8, false, PRUNE_NONE);
	c.order_warnsdorff = true;
	collect col = {.want = 1000};
	col.paths = malloc(1000 * 64 * sizeof(ksq));
	assert_non_null(col.paths);
	engine *e = make(&c);
	assert_int_equal(engine_run(e, 0, collect_fn, &col), EV_SOLUTION);
	assert_int_equal(col.got, 1000);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.counters.solutions, 1000);
	for (int i = 0; i < 1000; i++) {
		assert_true(valid_tour(v.b, col.paths + 64 * i, 64));
		assert_int_equal(col.paths[64 * i], 0); /* from (1,1) */
	}
	qsort(col.paths, 1000, 64 * sizeof(ksq), cmp_tour);
	for (int i = 1; i < 1000; i++)
		assert_int_not_equal(cmp_tour(col.paths + 64 * (i - 1), col.paths + 64 * i), 0);
	engine_destroy(e);
	free(col.paths);
}

/* ---- fast run equals stepping ------------------------------------------------ */

static void assert_same_counters(const engine_counters *a, const engine_counters *b)
{
	assert_int_equal(a->steps, b->steps);
	assert_int_equal(a->advances, b->advances);
	assert_int_equal(a->retreats, b->retreats);
	assert_int_equal(a->solutions, b->solutions);
	assert_int_equal(a->max_depth, b->max_depth);
}

static void assert_same_state(const engine *a, const engine *b)
{
	engine_view va, vb;
	engine_view_get(a, &va);
	engine_view_get(b, &vb);
	assert_int_equal(va.state, vb.state);
	assert_int_equal(va.depth, vb.depth);
	assert_memory_equal(va.path, vb.path, (size_t)va.depth * sizeof(ksq));
	assert_memory_equal(va.degree, vb.degree, (size_t)va.b->nsq);
	assert_same_counters(&va.counters, &vb.counters);
}

static void step_equals_run(engine_config c)
{
	engine *stepped = make(&c);
	engine_event ev;
	engine_counters mine = {0};
	while (engine_step(stepped, &ev) != EV_EXHAUSTED) {
		mine.steps++;
		mine.advances += ev.kind == EV_ADVANCE;
		mine.retreats += ev.kind == EV_RETREAT;
		mine.solutions += ev.kind == EV_SOLUTION;
		if (ev.kind == EV_ADVANCE && ev.why == WHY_START && ev.depth == 1)
			mine.retreats++; /* a new start square lifts the old one */
		if (ev.depth > mine.max_depth)
			mine.max_depth = ev.depth;
	}
	mine.steps++; /* the EV_EXHAUSTED */
	engine_view v;
	engine_view_get(stepped, &v);
	mine.max_depth = v.counters.max_depth; /* includes the start at creation */
	assert_same_counters(&mine, &v.counters);
	/* exhausted stays exhausted without counting */
	assert_int_equal(engine_step(stepped, &ev), EV_EXHAUSTED);
	engine_view_get(stepped, &v);
	assert_int_equal(v.counters.steps, mine.steps);

	engine *ran = make(&c);
	assert_int_equal(engine_run(ran, 0, NULL, NULL), EV_EXHAUSTED);
	assert_same_state(stepped, ran);
	assert_int_equal(engine_run(ran, 0, NULL, NULL), EV_EXHAUSTED);
	assert_same_state(stepped, ran);
	engine_destroy(stepped);
	engine_destroy(ran);
}

static void test_run_equals_step(void **state)
{
	(void)state;
	engine_config c = config(5, 5, false, PRUNE_LOOKAHEAD);
	c.all_starts = true;
	step_equals_run(c);
	c.order_warnsdorff = true;
	step_equals_run(c);
	c = config(4, 5, false, PRUNE_NONE);
	c.all_starts = true;
	step_equals_run(c);
	c = config(5, 5, false, PRUNE_NONE);
	c.all_starts = true;
	step_equals_run(c);
	c = config(6, 6, true, PRUNE_LOOKAHEAD);
	step_equals_run(c);
	c = config(3, 10, true, PRUNE_NONE);
	c.start = 4;
	step_equals_run(c);
	/* closed from every start: each of the 16 cycles once per start */
	c = config(3, 10, true, PRUNE_LOOKAHEAD);
	c.all_starts = true;
	step_equals_run(c);
	assert_int_equal(run_all(&c).solutions, 16 * 30);
}

/* Slices of engine_run() and a callback that stops land on the same states
 * as the same number of steps. */
static bool stop_fn(void *ctx, const ksq *path, int32_t len)
{
	(void)path;
	(void)len;
	int *n = ctx;
	return --*n > 0;
}

static void test_run_slices_and_stop(void **state)
{
	(void)state;
	engine_config c = config(5, 5, false, PRUNE_LOOKAHEAD);
	c.all_starts = true;
	engine *a = make(&c), *b = make(&c);
	engine_event ev;
	for (int slice = 0; slice < 50; slice++) {
		uint64_t n = 1 + (uint64_t)slice * 37;
		engine_event_kind k = engine_run(a, n, NULL, NULL);
		assert_int_equal(k, EV_NONE);
		for (uint64_t i = 0; i < n; i++)
			engine_step(b, &ev);
		assert_same_state(a, b);
	}
	/* stop at the 5th solution: state AT_SOLUTION, the next step retreats */
	int left = 5;
	engine *r = make(&c);
	assert_int_equal(engine_run(r, 0, stop_fn, &left), EV_SOLUTION);
	engine_view v;
	engine_view_get(r, &v);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	assert_int_equal(v.counters.solutions, 5);
	assert_int_equal(v.depth, 25);
	assert_int_equal(engine_step(r, &ev), EV_RETREAT);
	assert_int_equal(ev.why, WHY_AFTER_SOLUTION);
	assert_int_equal(ev.depth, 24);
	engine_destroy(a);
	engine_destroy(b);
	engine_destroy(r);
}

/* ---- clones and copies ------------------------------------------------------- */

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

static void test_clone_and_copy(void **state)
{
	(void)state;
	for (int p = 0; p < 2; p++) {
		engine_config c = config(6, 6, p == 1, p ? PRUNE_LOOKAHEAD : PRUNE_NONE);
		c.order_warnsdorff = p == 0;
		engine *a = make(&c);
		engine_event ea, eb, ec;
		for (int i = 0; i < 12345; i++)
			engine_step(a, &ea);
		engine *b = engine_clone(a);
		assert_non_null(b);
		engine *cp = make(&c);
		for (int i = 0; i < 999; i++) /* a different state, overwritten */
			engine_step(cp, &ec);
		engine_copy(cp, a);
		assert_same_state(a, b);
		assert_same_state(a, cp);
		for (int i = 0; i < 20000; i++) {
			engine_step(a, &ea);
			engine_step(b, &eb);
			engine_step(cp, &ec);
			assert_same_event(&ea, &eb);
			assert_same_event(&ea, &ec);
		}
		assert_same_state(a, b);
		assert_same_state(a, cp);
		/* the clone is independent: rewinding by copy */
		engine_copy(a, cp);
		assert_same_state(a, cp);
		engine_destroy(a);
		engine_destroy(b);
		engine_destroy(cp);
	}
}

/* ---- events and the view ------------------------------------------------------ */

/* The degree array equals a recount, and the stack agrees with the path. */
static void assert_view_consistent(const engine *e)
{
	engine_view v;
	engine_view_get(e, &v);
	const board *b = v.b;
	uint8_t on[64] = {0};
	for (int i = 0; i < v.depth; i++)
		on[v.path[i]] = 1;
	for (ksq s = 0; s < b->nsq; s++) {
		if (on[s]) {
			assert_int_equal(v.degree[s], ENGINE_VISITED);
			continue;
		}
		ksq nb[8];
		board_neighbours(b, s, nb);
		int d = 0;
		for (int k = 0; k < 8; k++)
			d += nb[k] != KSQ_NONE && !on[nb[k]];
		assert_int_equal(v.degree[s], d);
	}
	for (int i = 0; i < v.depth; i++) {
		engine_depth di;
		assert_true(engine_depth_info(e, i, &di));
		assert_int_equal(di.sq, v.path[i]);
		if (i + 1 < v.depth) {
			assert_true(di.cur >= 0 && di.cur < di.ncand);
			assert_int_equal(di.cand[di.cur], v.path[i + 1]);
		}
	}
	engine_depth di;
	assert_false(engine_depth_info(e, v.depth, &di));
	assert_false(engine_depth_info(e, -1, &di));
}

static void test_first_events(void **state)
{
	(void)state;
	engine_config c = config(5, 5, false, PRUNE_NONE);
	engine *e = make(&c);
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_READY);
	assert_int_equal(v.depth, 1);
	assert_int_equal(v.path[0], 0);
	assert_int_equal(v.counters.steps, 0);
	engine_depth d;
	assert_true(engine_depth_info(e, 0, &d));
	/* from (1,1): move 3 to (2,3) = 7, then move 4 to (3,2) = 11 */
	assert_int_equal(d.ncand, 2);
	assert_int_equal(d.cand[0], 7);
	assert_int_equal(d.cand[1], 11);
	assert_int_equal(d.cand_degree[0], 5); /* (2,3) on 5x5: 6 moves, minus (1,1) */
	assert_int_equal(d.cur, 0);
	engine_event ev;
	assert_int_equal(engine_step(e, &ev), EV_ADVANCE);
	assert_int_equal(ev.why, WHY_ORDER);
	assert_int_equal(ev.sq, 7);
	assert_int_equal(ev.from, 0);
	assert_int_equal(ev.depth, 2);
	assert_int_equal(ev.move, 2);
	assert_int_equal(ev.degree, 5);
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_SEARCHING);
	assert_int_equal(v.counters.steps, 1);
	assert_int_equal(v.counters.advances, 1);
	assert_true(engine_depth_info(e, 0, &d));
	assert_int_equal(d.cur, 0);
	/* walk on, checking the view at every step, to the first solution */
	int steps = 0;
	engine_event_kind k;
	while ((k = engine_step(e, &ev)) != EV_SOLUTION) {
		assert_true(k == EV_ADVANCE || k == EV_RETREAT);
		if (k == EV_RETREAT)
			assert_int_equal(ev.why, WHY_ALL_TRIED);
		if (++steps % 7 == 0)
			assert_view_consistent(e);
	}
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	assert_int_equal(v.depth, 25);
	assert_true(valid_tour(v.b, v.path, 25));
	assert_int_equal(engine_step(e, &ev), EV_RETREAT);
	assert_int_equal(ev.why, WHY_AFTER_SOLUTION);
	assert_int_equal(ev.sq, v.path[24]);
	assert_int_equal(ev.depth, 24);
	engine_destroy(e);
}

static void test_lookahead_reasons(void **state)
{
	(void)state;
	engine_config c = config(6, 6, true, PRUNE_LOOKAHEAD);
	engine *e = make(&c);
	engine_event ev;
	int seen[32] = {0}, forced = 0, steps = 0;
	engine_event_kind k;
	while ((k = engine_step(e, &ev)) != EV_EXHAUSTED) {
		if (k == EV_RETREAT) {
			seen[ev.why]++;
			if (ev.why == WHY_DOUBLE_FORCED || ev.why == WHY_UNREACHABLE ||
			    ev.why == WHY_NOT_CLOSED)
				assert_int_not_equal(ev.culprit, KSQ_NONE);
		} else if (k == EV_ADVANCE && ev.why == WHY_FORCED) {
			forced++;
			engine_depth d;
			assert_true(engine_depth_info(e, ev.depth - 2, &d));
			assert_true(d.forced);
		} else if (k == EV_SOLUTION) {
			engine_view v;
			engine_view_get(e, &v);
			assert_true(valid_tour(v.b, v.path, 36));
			assert_true(board_move_between(v.b, v.path[35], v.path[0]) >= 0);
			assert_true(v.path[1] < v.path[35]); /* one direction per cycle */
		}
		if (++steps % 1009 == 0)
			assert_view_consistent(e);
	}
	assert_true(forced > 0);
	assert_true(seen[WHY_DOUBLE_FORCED] > 0);
	assert_true(seen[WHY_NOT_CLOSED] > 0);
	assert_true(seen[WHY_AFTER_SOLUTION] == 9862);
	engine_destroy(e);
	/* open tours: squares that would have to be the last, two at once */
	c = config(5, 5, false, PRUNE_LOOKAHEAD);
	c.all_starts = true;
	e = make(&c);
	memset(seen, 0, sizeof seen);
	while ((k = engine_step(e, &ev)) != EV_EXHAUSTED)
		if (k == EV_RETREAT) {
			seen[ev.why]++;
			if (ev.why == WHY_UNREACHABLE || ev.why == WHY_DOUBLE_FORCED)
				assert_int_not_equal(ev.culprit, KSQ_NONE);
		}
	assert_true(seen[WHY_UNREACHABLE] > 0);
	assert_true(seen[WHY_DOUBLE_FORCED] > 0);
	assert_int_equal(seen[WHY_NOT_CLOSED], 0);
	assert_int_equal(seen[WHY_AFTER_SOLUTION], 1728);
	engine_destroy(e);
}

static void test_all_starts_and_exhausted(void **state)
{
	(void)state;
	engine_config c = config(3, 3, false, PRUNE_LOOKAHEAD);
	c.all_starts = true;
	engine *e = make(&c);
	engine_event ev;
	ksq starts[9];
	int n = 0;
	engine_event_kind k;
	while ((k = engine_step(e, &ev)) != EV_EXHAUSTED)
		if (k == EV_ADVANCE && ev.depth == 1) {
			assert_int_equal(ev.why, WHY_START);
			assert_int_equal(ev.from, ev.sq - 1); /* the start lifted off */
			assert_int_equal(ev.move, -1);
			starts[n++] = ev.sq;
		}
	assert_int_equal(n, 8); /* squares 1..8 after the first */
	for (int i = 0; i < n; i++)
		assert_int_equal(starts[i], i + 1);
	engine_view v;
	engine_view_get(e, &v);
	uint64_t steps = v.counters.steps;
	for (int i = 0; i < 3; i++)
		assert_int_equal(engine_step(e, &ev), EV_EXHAUSTED);
	assert_int_equal(engine_run(e, 0, NULL, NULL), EV_EXHAUSTED);
	engine_view_get(e, &v);
	assert_int_equal(v.counters.steps, steps);
	assert_int_equal(v.state, ENGINE_EXHAUSTED);
	engine_destroy(e);
	/* 1x1: the start is a tour at once */
	c = config(1, 1, false, PRUNE_NONE);
	e = make(&c);
	assert_int_equal(engine_step(e, &ev), EV_SOLUTION);
	assert_int_equal(engine_step(e, &ev), EV_EXHAUSTED);
	engine_destroy(e);
}

/* ---- prefixes and bad configurations -------------------------------------------- */

static void test_prefix_split(void **state)
{
	(void)state;
	/* 5x5 from the corner split on the first two moves adds up to 304 */
	engine_config c = config(5, 5, false, PRUNE_LOOKAHEAD);
	board b;
	char err[200];
	assert_true(board_init(&b, &c.spec, err, sizeof err));
	uint64_t total = 0;
	int jobs = 0;
	ksq n1[8], n2[8];
	board_neighbours(&b, 0, n1);
	for (int i = 0; i < 8; i++) {
		if (n1[i] == KSQ_NONE)
			continue;
		board_neighbours(&b, n1[i], n2);
		for (int j = 0; j < 8; j++) {
			if (n2[j] == KSQ_NONE || n2[j] == 0)
				continue;
			ksq pre[3] = {0, n1[i], n2[j]};
			c.prefix = pre;
			c.prefix_len = 3;
			engine *e = make(&c);
			engine_event ev;
			/* the prefix squares are advanced first, as WHY_START */
			engine_event_kind k = engine_step(e, &ev);
			if (k == EV_ADVANCE) {
				assert_int_equal(ev.why, WHY_START);
				assert_int_equal(ev.sq, n1[i]);
			}
			assert_int_equal(engine_run(e, 0, NULL, NULL), EV_EXHAUSTED);
			engine_view v;
			engine_view_get(e, &v);
			total += v.counters.solutions;
			jobs++;
			engine_destroy(e);
		}
	}
	assert_int_equal(jobs, 2 * 5);
	assert_int_equal(total, 304);
	board_free(&b);
}

/* A fixed path that the look-ahead gives up inside (ktour play's f after
 * a5 c4 e3 d5 c3, where d1 and b1 both need the knight next, played on
 * to 18 squares): every fixed square is still placed, one a step, and
 * only then is the search over; engine_run() agrees. */
static void test_prefix_doomed_inside(void **state)
{
	(void)state;
	static const char *const names[18] = {"a5", "c4", "e3", "d5", "c3", "e4", "d2", "b1",
					      "a3", "b5", "d4", "e2", "c1", "d3", "e1", "c2",
					      "a1", "b3"};
	ksq pre[18];
	for (int i = 0; i < 18; i++) /* 5x5: a5 is 0, row by row from rank 5 */
		pre[i] = (ksq)(('5' - names[i][1]) * 5 + (names[i][0] - 'a'));
	for (int look = 0; look < 2; look++) {
		engine_config c = config(5, 5, false, look ? PRUNE_LOOKAHEAD : PRUNE_NONE);
		c.order_warnsdorff = true;
		c.prefix = pre;
		c.prefix_len = 18;
		engine *e = make(&c);
		engine_event ev;
		for (int i = 1; i < 18; i++) {
			assert_int_equal(engine_step(e, &ev), EV_ADVANCE);
			assert_int_equal(ev.why, WHY_START);
			assert_int_equal(ev.sq, pre[i]);
			assert_int_equal(ev.depth, i + 1);
		}
		/* e5 is cut off: the look-ahead tries nothing from b3, the plain
		 * search tries the ways on and comes back */
		if (look)
			assert_int_equal(engine_step(e, &ev), EV_EXHAUSTED);
		else
			assert_int_equal(engine_run(e, 0, NULL, NULL), EV_EXHAUSTED);
		engine_view v;
		engine_view_get(e, &v);
		assert_int_equal(v.depth, 18);
		assert_int_equal(v.counters.solutions, 0);
		assert_int_equal(v.degree[4], 0); /* e5 */
		uint64_t steps = v.counters.steps;
		if (look) {
			assert_int_equal(v.counters.advances, 17);
			assert_int_equal(v.counters.retreats, 0);
			assert_int_equal(steps, 18);
		}
		engine_depth dp;
		for (int32_t d = 0; d < 17; d++) {
			assert_true(engine_depth_info(e, d, &dp));
			assert_int_equal(dp.ncand, 1);
			assert_int_equal(dp.cand[0], pre[d + 1]);
		}
		/* headless, the same */
		engine *r = make(&c);
		assert_int_equal(engine_run(r, 0, NULL, NULL), EV_EXHAUSTED);
		engine_view w;
		engine_view_get(r, &w);
		assert_int_equal(w.depth, 18);
		assert_int_equal(w.counters.steps, steps);
		engine_destroy(r);
		engine_destroy(e);
	}
}

static void expect_error(const engine_config *c, const char *needle)
{
	char err[256] = "";
	engine *e = engine_create(c, err, sizeof err);
	assert_null(e);
	if (!strstr(err, needle))
		fail_msg("error '%s' does not mention '%s'", err, needle);
}

static void test_bad_configs(void **state)
{
	(void)state;
	engine_config c = config(5, 5, false, PRUNE_NONE);
	c.start = 25;
	expect_error(&c, "off the 5x5 board");
	c.start = 0;
	ksq notmove[2] = {0, 1};
	c.prefix = notmove;
	c.prefix_len = 2;
	expect_error(&c, "not a move apart");
	ksq repeat[3] = {0, 7, 0};
	c.prefix = repeat;
	c.prefix_len = 3;
	expect_error(&c, "repeats");
	ksq off[2] = {0, 99};
	c.prefix = off;
	c.prefix_len = 2;
	expect_error(&c, "off the");
	c.prefix = NULL;
	c.prefix_len = 0;
	c.order[3] = c.order[4];
	expect_error(&c, "permutation");
	c = config(0, 5, false, PRUNE_NONE);
	expect_error(&c, "at least 1");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_open_counts_table),
		cmocka_unit_test(test_open_counts_5x5_corner_centre),
		cmocka_unit_test(test_closed_counts),
		cmocka_unit_test(test_dfns_tours),
		cmocka_unit_test(test_dfns_first_1000_distinct_valid),
		cmocka_unit_test(test_run_equals_step),
		cmocka_unit_test(test_run_slices_and_stop),
		cmocka_unit_test(test_clone_and_copy),
		cmocka_unit_test(test_first_events),
		cmocka_unit_test(test_lookahead_reasons),
		cmocka_unit_test(test_all_starts_and_exhausted),
		cmocka_unit_test(test_prefix_split),
		cmocka_unit_test(test_prefix_doomed_inside),
		cmocka_unit_test(test_bad_configs),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
