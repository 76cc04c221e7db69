/* SPDX-License-Identifier: MIT */
/* The walk's fast loop (engine_run) against the steppable engine
 * (engine_step, one event at a time) on a sample of boards and tie rules
 * drawn from a fixed seed: random, pohl, roth, squirrel-cull, orderings19
 * and orderings, warnsdorff and irwin, tori and leapers, starts anywhere,
 * runs cut into slices of every length; and on boards too large to keep
 * per-depth records (the loop the 10000 x 10000 walk takes).  Both must
 * reach the same path, degrees, counters, state and depth information;
 * the orderings' walks must also be the path of a plain walk written here
 * independently of the engine.  The board's mask, filled only on demand,
 * is board_init()'s once a view asks for it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "ktour/rng.h"
#include "test_walk_util.h"
#include "engine/walk_impl.h"

/* Both engines in the same state; depth information compared at every
 * depth when `all_depths`, else at the top. */
static void same_state(const engine *a, const engine *b, bool all_depths)
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

static bool finished(const engine *e)
{
	engine_view v;
	engine_view_get(e, &v);
	return v.state == ENGINE_EXHAUSTED || v.state == ENGINE_STUCK;
}

/* a steps one event at a time, b runs `slice` steps at once; compared
 * after every slice (`checks` of them at most, then only at the end). */
static void step_against_run(const engine_config *c, uint64_t slice, int checks)
{
	engine *a = wmake(c), *b = wmake(c);
	wtours ta = {0}, tb = {0};
	for (int n = 0;; n++) {
		engine_event ev;
		engine_event_kind ka = EV_NONE;
		for (uint64_t i = 0; i < slice && !finished(a); i++) {
			ka = engine_step(a, &ev);
			if (ka == EV_SOLUTION) {
				engine_view v;
				engine_view_get(a, &v);
				wtours_cb(&ta, v.path, v.depth);
			}
		}
		engine_event_kind kb = engine_run(b, slice, wtours_cb, &tb);
		bool end = finished(a);
		if (end || n < checks)
			same_state(a, b, end);
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

/* A plain Warnsdorff walk with an ordering, bounds tested move by move:
 * the least onward degree, ties to the first in the ordering.  Returns
 * the squares visited (path[0] = start). */
static int32_t plain_walk(const board_spec *s, ksq start, const uint8_t order[8], ksq *path)
{
	const int32_t n = s->rows * s->cols;
	int *deg = calloc((size_t)n, sizeof *deg);
	int dr[8], dc[8];
	for (int k = 0; k < 8; k++)
		board_move_step(s->lea, s->leb, k, &dr[k], &dc[k]);
	for (int32_t q = 0; q < n; q++)
		for (int k = 0; k < 8; k++) {
			int r = q / s->cols + dr[k], col = q % s->cols + dc[k];
			deg[q] += r >= 0 && r < s->rows && col >= 0 && col < s->cols;
		}
	int32_t len = 0;
	for (ksq q = start; q != KSQ_NONE;) {
		deg[q] = -1;
		path[len++] = q;
		ksq best = KSQ_NONE;
		int bd = 9;
		for (int i = 0; i < 8; i++) {
			int k = order[i], r = q / s->cols + dr[k], col = q % s->cols + dc[k];
			if (r < 0 || r >= s->rows || col < 0 || col >= s->cols)
				continue;
			ksq t = (ksq)r * s->cols + col;
			if (deg[t] >= 0 && --deg[t] < bd) {
				bd = deg[t];
				best = t;
			}
		}
		q = best;
	}
	free(deg);
	return len;
}

static void check_plain_walk(const engine_config *c)
{
	engine *e = wmake(c);
	engine_run(e, 0, NULL, NULL);
	engine_view v;
	engine_view_get(e, &v);
	ksq *path = malloc((size_t)v.b->nsq * sizeof *path);
	int32_t len = plain_walk(&c->spec, c->start == KSQ_NONE ? 0 : c->start, c->tie_order, path);
	assert_int_equal(v.depth, len);
	assert_memory_equal(v.path, path, (size_t)len * sizeof *path);
	free(path);
	engine_destroy(e);
}

/* One configuration drawn from r: the rule, the board, the start. */
static engine_config draw_config(rng *r)
{
	static const tiebreak_kind rules[] = {TIEBREAK_RANDOM, TIEBREAK_POHL, TIEBREAK_ROTH,
					      TIEBREAK_SQUIRREL_CULL, TIEBREAK_ORDERINGS19,
					      TIEBREAK_ORDER};
	static const int leapers[][2] = {{1, 2}, {1, 2}, {1, 2}, {2, 1}, {1, 3}, {2, 3}, {1, 4}, {3, 5}};
	bool irwin = rng_below(r, 5) == 0;
	tiebreak_kind tb = irwin ? (rng_below(r, 2) ? TIEBREAK_RANDOM : TIEBREAK_ORDER)
				 : rules[rng_below(r, 6)];
	engine_config c = wcfg(irwin ? ENGINE_IRWIN : ENGINE_WARNSDORFF, tb, 1, 1, 0, 0, NULL,
			       rng_next(r));
	if (tb == TIEBREAK_SQUIRREL_CULL) { /* its geometry: m x m knight from (1,1) */
		c.spec.rows = c.spec.cols = 5 + (int)rng_below(r, 150);
		return c;
	}
	c.spec.rows = 1 + (int)rng_below(r, 40);
	c.spec.cols = 1 + (int)rng_below(r, 40);
	const int *l = leapers[rng_below(r, 8)];
	c.spec.lea = l[0];
	c.spec.leb = l[1];
	c.spec.torus = rng_below(r, 6) == 0;
	c.start = (ksq)rng_below(r, (uint64_t)c.spec.rows * (uint64_t)c.spec.cols);
	for (int i = 0; i < 8; i++) { /* a random ordering */
		int j = (int)rng_below(r, (uint64_t)i + 1);
		c.tie_order[i] = c.tie_order[j];
		c.tie_order[j] = (uint8_t)i;
	}
	c.max_attempts = 1 + rng_below(r, 40);
	return c;
}

static void test_sampled_rules(void **state)
{
	(void)state;
	static const uint64_t slices[] = {1, 2, 7, 64, 999, 1u << 30};
	rng r;
	rng_seed(&r, 29);
	int rule_seen[TIEBREAK_KIND_COUNT] = {0}, tori = 0, leapers = 0;
	for (int n = 0; n < 240; n++) {
		engine_config c = draw_config(&r);
		uint64_t slice = slices[rng_below(&r, 6)];
		if (slice < 64 && c.spec.rows * c.spec.cols > 400)
			slice = 64; /* one check per event is slow on big boards */
		step_against_run(&c, slice, 200);
		if (c.kind == ENGINE_WARNSDORFF && c.tiebreak == TIEBREAK_ORDER && !c.spec.torus)
			check_plain_walk(&c);
		rule_seen[c.tiebreak]++;
		tori += c.spec.torus;
		leapers += c.spec.lea != 1 || c.spec.leb != 2;
	}
	for (int k = 0; k < TIEBREAK_KIND_COUNT; k++)
		assert_true(rule_seen[k] >= 10);
	assert_true(tori >= 10);
	assert_true(leapers >= 30);
}

/* Boards beyond WALK_CAND_MAX_SQUARES keep no records: the loop without
 * them (the one a 10000 x 10000 walk takes) against stepping. */
static void test_large_boards(void **state)
{
	(void)state;
	engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 2000, 2001, 0, 0, NULL, 0);
	assert_true((long)c.spec.rows * c.spec.cols > WALK_CAND_MAX_SQUARES);
	step_against_run(&c, 1000003, 3);
	check_plain_walk(&c);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 2003, 2000, 1000, 7, "36875124", 0);
	step_against_run(&c, 1u << 30, 0);
	check_plain_walk(&c);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_RANDOM, 2001, 2001, 0, 0, NULL, 5);
	step_against_run(&c, 777777, 2);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_SQUIRREL_CULL, 2001, 2001, 0, 0, NULL, 0);
	step_against_run(&c, 1u << 30, 0);
	c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 1000, 4003, 0, 0, "21345678", 0);
	c.spec.leb = 4;
	step_against_run(&c, 1u << 30, 0);
	check_plain_walk(&c);
}

/* A walk that is only run never fills its board's mask; a view (of it or
 * of a clone) fills it, equal to board_init()'s. */
static void test_mask_on_demand(void **state)
{
	(void)state;
	static const int leap[][2] = {{1, 2}, {3, 1}, {2, 5}};
	for (int i = 0; i < 3; i++) {
		engine_config c = wcfg(ENGINE_WARNSDORFF, TIEBREAK_ORDER, 23 + i, 41, 0, 0, NULL, 0);
		c.spec.lea = leap[i][0];
		c.spec.leb = leap[i][1];
		engine *e = wmake(&c);
		engine_run(e, 0, NULL, NULL);
		assert_false(((const walk *)e)->mask_filled);
		engine *k = engine_clone(e);
		assert_non_null(k);
		board ref;
		char err[200];
		assert_true(board_init(&ref, &c.spec, err, sizeof err));
		const engine *both[2] = {k, e};
		for (int j = 0; j < 2; j++) {
			engine_view v;
			engine_view_get(both[j], &v);
			assert_memory_equal(v.b->mask, ref.mask, (size_t)ref.nsq);
		}
		same_state(e, k, true);
		board_free(&ref);
		engine_destroy(k);
		engine_destroy(e);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sampled_rules),
		cmocka_unit_test(test_large_boards),
		cmocka_unit_test(test_mask_on_demand),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
