/* SPDX-License-Identifier: MIT */
/* Exact rewind: stepping back k steps gives the state a fresh search has
 * after t-k steps; stepping forward k again gives back the state at t,
 * across checkpoint boundaries, with the same last event and the same
 * recent retreats (the board's fading marks). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "ui/app/history.h"

typedef struct snap {
	int32_t depth;
	ksq path[64];
	uint8_t degree[64];
	engine_counters c;
	engine_state state;
	engine_event last;
	uint64_t recent[64]; /* retreat steps within the fading window */
} snap;

static engine *make(int rows, int cols)
{
	engine_config cfg = engine_config_default();
	cfg.spec.rows = rows;
	cfg.spec.cols = cols;
	char err[200];
	engine *e = engine_create(&cfg, err, sizeof err);
	if (!e)
		fail_msg("engine_create: %s", err);
	return e;
}

static void take(const engine *e, const engine_event *last, const uint64_t *retreat, uint64_t t,
		 snap *s)
{
	engine_view v;
	engine_view_get(e, &v);
	memset(s, 0, sizeof *s);
	assert_true(v.b->nsq <= 64);
	s->depth = v.depth;
	memcpy(s->path, v.path, (size_t)v.depth * sizeof *v.path);
	memcpy(s->degree, v.degree, (size_t)v.b->nsq);
	s->c = v.counters;
	s->state = v.state;
	s->last.kind = last->kind;
	s->last.why = last->why;
	s->last.sq = last->sq;
	s->last.from = last->from;
	s->last.depth = last->depth;
	s->last.move = last->move;
	s->last.culprit = last->culprit;
	if (retreat)
		for (int i = 0; i < v.b->nsq; i++)
			s->recent[i] = retreat[i] && t - retreat[i] < HISTORY_FADE ? retreat[i] : 0;
}

static void history_snap(const history *h, snap *s)
{
	take(history_engine(h), history_last(h), history_retreats(h), history_t(h), s);
}

/* What a fresh search looks like after n steps. */
static void reference(int rows, int cols, uint64_t n, snap *s)
{
	engine *e = make(rows, cols);
	engine_event ev;
	memset(&ev, 0, sizeof ev);
	ev.kind = EV_NONE;
	ev.sq = ev.from = ev.culprit = KSQ_NONE;
	ev.move = -1;
	uint64_t *retreat = calloc(64, sizeof *retreat);
	for (uint64_t i = 1; i <= n; i++) {
		engine_step(e, &ev);
		if (ev.kind == EV_RETREAT)
			retreat[ev.sq] = i;
	}
	take(e, &ev, retreat, n, s);
	free(retreat);
	engine_destroy(e);
}

static void assert_same(const snap *a, const snap *b)
{
	assert_int_equal(a->depth, b->depth);
	assert_memory_equal(a->path, b->path, sizeof a->path);
	assert_memory_equal(a->degree, b->degree, sizeof a->degree);
	assert_memory_equal(&a->c, &b->c, sizeof a->c);
	assert_int_equal(a->state, b->state);
	assert_int_equal(a->last.kind, b->last.kind);
	assert_int_equal(a->last.why, b->last.why);
	assert_int_equal(a->last.sq, b->last.sq);
	assert_int_equal(a->last.from, b->last.from);
	assert_int_equal(a->last.depth, b->last.depth);
	assert_int_equal(a->last.move, b->last.move);
	assert_memory_equal(a->recent, b->recent, sizeof a->recent);
}

static void test_back_and_forth(void **state)
{
	(void)state;
	char err[200];
	/* checkpoints every 16 steps, 8 kept: about 90 steps of rewind */
	history *h = history_create_tuned(make(5, 5), 16, 8, err, sizeof err);
	assert_non_null(h);
	for (int i = 0; i < 500; i++)
		assert_non_null(history_step(h));
	snap now, ref, again;
	history_snap(h, &now);
	assert_true(now.c.retreats > 0);
	static const uint64_t ks[] = {1, 2, 15, 16, 17, 31, 32, 33, 48, 63, 64, 65};
	for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
		uint64_t k = ks[i];
		assert_true(history_back(h, k));
		assert_int_equal(history_t(h), 500 - k);
		assert_int_equal(history_frontier(h), 500);
		history_snap(h, &again);
		reference(5, 5, 500 - k, &ref);
		assert_same(&again, &ref);
		for (uint64_t j = 0; j < k; j++)
			assert_non_null(history_step(h));
		history_snap(h, &again);
		assert_same(&again, &now);
	}
	/* one step at a time, back 40 and forward 40 */
	for (int j = 0; j < 40; j++)
		assert_true(history_back(h, 1));
	reference(5, 5, 460, &ref);
	history_snap(h, &again);
	assert_same(&again, &ref);
	for (int j = 0; j < 40; j++)
		history_step(h);
	history_snap(h, &again);
	assert_same(&again, &now);
	/* too far back: refused, nothing changes */
	uint64_t oldest = history_oldest(h);
	assert_true(oldest > 0 && oldest < 500);
	assert_true(500 - oldest >= 16 * 6 - HISTORY_FADE);
	assert_false(history_back(h, 500 - oldest + 1));
	assert_int_equal(history_t(h), 500);
	assert_true(history_back(h, 500 - oldest));
	history_destroy(h);
}

static void test_from_the_start(void **state)
{
	(void)state;
	char err[200];
	history *h = history_create(make(8, 8), err, sizeof err);
	assert_non_null(h);
	assert_int_equal(history_t(h), 0);
	assert_int_equal(history_last(h)->kind, EV_NONE);
	assert_false(history_back(h, 1));
	for (int i = 0; i < 5; i++)
		history_step(h);
	snap five, zero, ref;
	history_snap(h, &five);
	assert_int_equal(five.depth, 6);
	assert_true(history_back(h, 5));
	history_snap(h, &zero);
	reference(8, 8, 0, &ref);
	assert_same(&zero, &ref);
	assert_int_equal(history_last(h)->kind, EV_NONE);
	for (int i = 0; i < 5; i++)
		history_step(h);
	history_snap(h, &ref);
	assert_same(&ref, &five);
	history_destroy(h);
}

/* The default history rewinds at least a million steps. */
static void test_million(void **state)
{
	(void)state;
	char err[200];
	history *h = history_create(make(8, 8), err, sizeof err);
	assert_non_null(h);
	assert_true(history_every(h) * (history_capacity(h) - 2) >=
		    HISTORY_MIN_REWIND + HISTORY_FADE);
	const uint64_t n = 1100000;
	for (uint64_t i = 0; i < n; i++)
		history_step(h);
	assert_true(n - history_oldest(h) >= HISTORY_MIN_REWIND);
	snap top, back, ref;
	history_snap(h, &top);
	assert_true(history_back(h, HISTORY_MIN_REWIND));
	history_snap(h, &back);
	reference(8, 8, n - HISTORY_MIN_REWIND, &ref);
	assert_same(&back, &ref);
	for (uint64_t i = 0; i < HISTORY_MIN_REWIND; i++)
		history_step(h);
	history_snap(h, &back);
	assert_same(&back, &top);
	history_destroy(h);
}

/* A search that ends: 3x3 has no tour. */
static void test_finished(void **state)
{
	(void)state;
	char err[200];
	history *h = history_create_tuned(make(3, 3), 8, 8, err, sizeof err);
	assert_non_null(h);
	uint64_t n = 0;
	while (history_step(h))
		n++;
	assert_true(history_finished(h));
	assert_int_equal(history_last(h)->kind, EV_EXHAUSTED);
	assert_null(history_step(h)); /* nothing more */
	assert_int_equal(history_t(h), n);
	assert_true(history_back(h, 3));
	assert_false(history_finished(h));
	for (int i = 0; i < 3; i++)
		assert_non_null(history_step(h));
	assert_true(history_finished(h));
	assert_int_equal(history_last(h)->kind, EV_EXHAUSTED);
	history_destroy(h);
}

/* A resumed session (explore --resume): run quietly with engine_run to
 * HISTORY_FADE steps before the saved step, then step the rest; the state,
 * the last event and the fading retreat marks are those of an explorer
 * that took every step, and the history counts on from there. */
static void test_resume_at(void **state)
{
	(void)state;
	const uint64_t n = 5000, quiet = n - HISTORY_FADE;
	char err[200];
	snap want, got;
	engine *e = make(5, 5);
	engine_run(e, quiet, NULL, NULL);
	engine_view v;
	engine_view_get(e, &v);
	assert_true(v.counters.steps == quiet);
	history *h = history_create_at(e, quiet, err, sizeof err);
	assert_non_null(h);
	assert_true(history_t(h) == quiet);
	assert_int_equal(history_run(h, HISTORY_FADE, 0), HISTORY_FADE);
	assert_true(history_t(h) == n);
	reference(5, 5, n, &want);
	history_snap(h, &got);
	assert_same(&want, &got);
	/* nothing before the resumed step can be rebuilt exactly */
	assert_true(history_oldest(h) == n);
	assert_false(history_back(h, 1));
	/* later steps rewind as usual */
	history_run(h, 100, 0);
	assert_true(history_back(h, 60));
	reference(5, 5, n + 40, &want);
	history_snap(h, &got);
	assert_same(&want, &got);
	history_destroy(h);
}

static engine *make_walk(int rows, int cols)
{
	engine_config cfg = engine_config_default();
	cfg.kind = ENGINE_WARNSDORFF;
	cfg.spec.rows = rows;
	cfg.spec.cols = cols;
	char err[200];
	engine *e = engine_create(&cfg, err, sizeof err);
	if (!e)
		fail_msg("engine_create: %s", err);
	return e;
}

/* On a large board a step back replays a bounded stretch from a nearby
 * checkpoint (never the whole walk from the start); on one too large for
 * two copies of the engine the history keeps none and says so at once
 * instead of replaying from the start (the 20000x20000 walk's 80 s and 3
 * GB a step back). */
static void test_large_boards(void **state)
{
	(void)state;
	char err[200];
	history *h = history_create(make_walk(1000, 1000), err, sizeof err);
	assert_non_null(h);
	assert_true(history_every(h) <= (1u << 22));
	assert_true(history_capacity(h) >= 2);
	assert_int_equal(history_run(h, 100000, 0), 100000); /* each step an advance */
	assert_int_equal(history_back_check(h, 1), HISTORY_BACK_OK);
	assert_true(history_back(h, 1));
	engine_view v;
	engine_view_get(history_engine(h), &v);
	assert_int_equal(v.depth, 100000); /* the start and 99999 moves */
	/* far back: from an older checkpoint of the ring, or refused */
	assert_int_equal(history_back_check(h, 100000), HISTORY_BACK_TOO_FAR);
	history_destroy(h);
	/* 25 million squares: two copies are over the budget */
	h = history_create(make_walk(5000, 5000), err, sizeof err);
	assert_non_null(h);
	assert_int_equal(history_capacity(h), 0);
	assert_int_equal(history_run(h, 1000, 0), 1000);
	assert_int_equal(history_back_check(h, 1), HISTORY_BACK_NO_COPIES);
	assert_false(history_back(h, 1));
	assert_true(history_t(h) == 1000);
	assert_true(history_oldest(h) == 1000);
	history_destroy(h);
}

/* A resume's fast-forward in slices (history_skip, then history_settle)
 * ends where one engine_run does, and rewinds from there on. */
static void test_skip_in_slices(void **state)
{
	(void)state;
	char err[200];
	history *h = history_create(make(6, 6), err, sizeof err);
	assert_non_null(h);
	uint64_t n = 0;
	while (n < 100000)
		n += history_skip(h, 7919);
	assert_true(history_t(h) == n);
	assert_true(history_oldest(h) == n); /* nothing before can be rebuilt */
	history_settle(h);
	engine *ref = make(6, 6);
	engine_run(ref, n, NULL, NULL);
	engine_view a, b;
	engine_view_get(history_engine(h), &a);
	engine_view_get(ref, &b);
	assert_int_equal(a.depth, b.depth);
	assert_memory_equal(a.path, b.path, (size_t)a.depth * sizeof *a.path);
	assert_true(a.counters.steps == b.counters.steps && a.counters.steps == n);
	history_run(h, 200, 0);
	assert_true(history_back(h, 150));
	assert_true(history_t(h) == n + 50);
	engine_destroy(ref);
	history_destroy(h);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_back_and_forth),
		cmocka_unit_test(test_from_the_start),
		cmocka_unit_test(test_million),
		cmocka_unit_test(test_finished),
		cmocka_unit_test(test_resume_at),
		cmocka_unit_test(test_large_boards),
		cmocka_unit_test(test_skip_in_slices),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
