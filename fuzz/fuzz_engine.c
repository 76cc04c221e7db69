/* SPDX-License-Identifier: MIT */
/* Fuzz target: the engines, configured from the command line.  The input is
 * an argv as for fuzz_options.c; what options_finish() accepts on a board of
 * at most FUZZ_ENGINE_MAX_SQUARES squares is created and stepped for at most
 * FUZZ_ENGINE_STEPS steps (the seed is fixed when none is given, so a run
 * repeats).
 *
 * Properties (engine.h): the event stream is a path of leaper moves that
 * never revisits a square, and the view agrees with it at every step (a
 * construction's steps lay and join cycles, one more or one fewer each,
 * and its path is the tour, whole, from the step that reports it); a
 * solution covers the board (and closes when --closed, and always for a
 * construction); a finished engine
 * stays finished; engine_run() over the same number of steps reaches the
 * same counters, state and path as engine_step(); a clone taken half-way
 * and stepped on ends where the original does. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ktour/board.h"
#include "ktour/engine.h"
#include "ktour/engine_desc.h"
#include "ktour/options.h"

#define FUZZ_MAX_ARGS 64
#define FUZZ_ENGINE_MAX_SQUARES 1024
#define FUZZ_ENGINE_STEPS 3000

/* The path as the events describe it. */
typedef struct shadow {
	ksq *path;
	uint8_t *on; /* on[sq]: sq is on the path */
	int32_t depth;
	int32_t cycles; /* a construction: its cycles, as its steps say */
} shadow;

static bool configure(int argc, char **argv, engine_config *cfg)
{
	static const struct option longopts[] = {OPTIONS_SHARED_LONG, {NULL, 0, NULL, 0}};
	shared_options so;
	char err[256];
	int opt;
	options_init(&so, PRUNE_NONE);
	optind = 0;
	opterr = 0;
	while ((opt = getopt_long(argc, argv, ":" OPTIONS_SHARED_SHORT, longopts, NULL)) != -1)
		if (opt == ':' || opt == '?' || options_handle(&so, opt, optarg, err, sizeof err) < 0)
			return false;
	if (!options_finish(&so, err, sizeof err))
		return false;
	*cfg = so.cfg;
	if (!so.seed_given)
		cfg->seed = 20240501; /* repeatable */
	if (engine_can(cfg->kind, ENG_ATTEMPTS) && cfg->max_attempts == 0)
		cfg->max_attempts = 50;
	return (long)cfg->spec.rows * cfg->spec.cols <= FUZZ_ENGINE_MAX_SQUARES;
}

static void shadow_reset(shadow *s, const engine_view *v, int32_t nsq)
{
	memset(s->on, 0, (size_t)nsq);
	s->depth = v->depth;
	for (int32_t i = 0; i < v->depth; i++) {
		FUZZ_CHECK(v->path[i] >= 0 && v->path[i] < nsq, "view: square %ld off the board",
			   (long)v->path[i]);
		FUZZ_CHECK(!s->on[v->path[i]], "view: square %ld twice on the path",
			   (long)v->path[i]);
		s->on[v->path[i]] = 1;
		s->path[i] = v->path[i];
	}
}

/* One event against the shadow path. */
static void shadow_apply(shadow *s, const board *b, const engine_event *ev, bool closed)
{
	switch (ev->kind) {
	case EV_ADVANCE:
		FUZZ_CHECK(ev->sq >= 0 && ev->sq < b->nsq, "advance to square %ld", (long)ev->sq);
		FUZZ_CHECK(!s->on[ev->sq], "advance to square %ld, already on the path",
			   (long)ev->sq);
		FUZZ_CHECK(s->depth == 0 || board_move_between(b, s->path[s->depth - 1], ev->sq) >= 0,
			   "advance from %ld to %ld is not a leaper move", (long)s->path[s->depth - 1],
			   (long)ev->sq);
		s->on[ev->sq] = 1;
		s->path[s->depth++] = ev->sq;
		FUZZ_CHECK(ev->depth == s->depth, "advance: event depth %d, path %d", ev->depth,
			   s->depth);
		break;
	case EV_RETREAT:
		FUZZ_CHECK(s->depth > 0 && s->path[s->depth - 1] == ev->sq,
			   "retreat from %ld, which is not the knight's square", (long)ev->sq);
		s->on[ev->sq] = 0;
		s->depth--;
		FUZZ_CHECK(ev->depth == s->depth, "retreat: event depth %d, path %d", ev->depth,
			   s->depth);
		break;
	case EV_SOLUTION:
		FUZZ_CHECK(s->depth == b->nsq, "solution with %d of %d squares", s->depth, b->nsq);
		FUZZ_CHECK(!closed || b->nsq == 1 ||
				   board_move_between(b, s->path[s->depth - 1], s->path[0]) >= 0,
			   "closed solution whose last square is not a move from the first");
		break;
	default:
		break;
	}
}

/* A construction's step: a lay adds a cycle, a join takes one away, and
 * the path appears whole with the tour (then one cycle is left). */
static void build_apply(const engine_view *v, const engine_event *ev, shadow *s, int32_t nsq)
{
	switch (ev->kind) {
	case EV_LAY:
		FUZZ_CHECK(v->build->cycles == ++s->cycles, "lay: %d cycles, want %d",
			   v->build->cycles, s->cycles);
		break;
	case EV_JOIN:
		FUZZ_CHECK(v->build->cycles == --s->cycles, "join: %d cycles, want %d",
			   v->build->cycles, s->cycles);
		break;
	case EV_SOLUTION:
		FUZZ_CHECK(v->build->built && v->build->cycles == 1, "tour with %d cycles",
			   v->build->cycles);
		shadow_reset(s, v, nsq);
		break;
	default:
		break;
	}
	FUZZ_CHECK(ev->kind == EV_SOLUTION || ev->kind == EV_EXHAUSTED || v->depth == 0,
		   "a construction's path before its tour");
}

static void same_state(const engine *a, const engine *b, const char *what)
{
	engine_view va, vb;
	engine_view_get(a, &va);
	engine_view_get(b, &vb);
	const engine_counters *x = &va.counters, *y = &vb.counters;
	FUZZ_CHECK(va.state == vb.state, "%s: state %d vs %d", what, va.state, vb.state);
	FUZZ_CHECK(x->steps == y->steps && x->advances == y->advances &&
			   x->retreats == y->retreats && x->solutions == y->solutions &&
			   x->max_depth == y->max_depth && x->walks == y->walks &&
			   x->stuck == y->stuck && x->duplicates == y->duplicates,
		   "%s: counters differ (steps %llu/%llu advances %llu/%llu retreats "
		   "%llu/%llu solutions %llu/%llu)",
		   what, (unsigned long long)x->steps, (unsigned long long)y->steps,
		   (unsigned long long)x->advances, (unsigned long long)y->advances,
		   (unsigned long long)x->retreats, (unsigned long long)y->retreats,
		   (unsigned long long)x->solutions, (unsigned long long)y->solutions);
	FUZZ_CHECK(va.depth == vb.depth &&
			   (va.depth == 0 || memcmp(va.path, vb.path, (size_t)va.depth * sizeof(ksq)) == 0),
		   "%s: paths differ (depth %d vs %d)", what, va.depth, vb.depth);
}

static bool keep_going(void *ctx, const ksq *path, int32_t len)
{
	(void)ctx;
	(void)path;
	(void)len;
	return true;
}

static bool finished(engine_event_kind k, const engine *e)
{
	engine_view v;
	engine_view_get(e, &v);
	return k == EV_EXHAUSTED || (k == EV_STUCK && v.state == ENGINE_STUCK);
}

static void exercise(const engine_config *cfg)
{
	char err[256];
	board b;
	FUZZ_CHECK(board_init(&b, &cfg->spec, err, sizeof err), "board: %s", err);
	engine *e = engine_create(cfg, err, sizeof err);
	if (!e) {
		FUZZ_CHECK(err[0] != '\0', "engine_create failed without a message");
		board_free(&b);
		return;
	}
	shadow s = {.path = calloc((size_t)b.nsq + 1, sizeof(ksq)), .on = calloc((size_t)b.nsq, 1)};
	if (!s.path || !s.on)
		abort();
	engine_view v;
	engine_view_get(e, &v);
	shadow_reset(&s, &v, b.nsq);
	engine *half = NULL;
	uint64_t steps = 0;
	engine_event ev;
	engine_event_kind k = EV_NONE;
	while (steps < FUZZ_ENGINE_STEPS) {
		if (steps == FUZZ_ENGINE_STEPS / 2 && !(half = engine_clone(e)))
			abort();
		k = engine_step(e, &ev);
		steps++;
		FUZZ_CHECK(k == ev.kind, "engine_step returned %d, event says %d", k, ev.kind);
		engine_view_get(e, &v);
		if (k == EV_NEW_WALK) {
			shadow_reset(&s, &v, b.nsq);
		} else if (v.build) { /* a construction: its path is the tour, at once */
			build_apply(&v, &ev, &s, b.nsq);
			if (k == EV_SOLUTION)
				shadow_apply(&s, &b, &ev, true);
		} else {
			shadow_apply(&s, &b, &ev, cfg->closed);
		}
		engine_view_get(e, &v);
		FUZZ_CHECK(v.depth == s.depth, "view depth %d, events say %d", v.depth, s.depth);
		if (steps % 256 == 0 || finished(k, e))
			FUZZ_CHECK(memcmp(v.path, s.path, (size_t)s.depth * sizeof(ksq)) == 0,
				   "view path differs from the events' path");
		if (finished(k, e))
			break;
	}
	if (finished(k, e)) {
		engine_event again;
		FUZZ_CHECK(engine_step(e, &again) == k, "a finished engine went on");
	}
	/* The same number of steps without events. */
	engine *r = engine_create(cfg, err, sizeof err);
	FUZZ_CHECK(r != NULL, "a second engine_create failed: %s", err);
	engine_run(r, steps, keep_going, NULL);
	if (finished(k, e)) /* both have been asked once more */
		engine_step(r, &ev);
	same_state(e, r, "engine_run vs engine_step");
	if (half) {
		uint64_t more = steps - FUZZ_ENGINE_STEPS / 2 + (finished(k, e) ? 1 : 0);
		for (uint64_t i = 0; i < more; i++)
			engine_step(half, &ev);
		same_state(e, half, "clone half-way vs original");
		engine_destroy(half);
	}
	engine_destroy(r);
	engine_destroy(e);
	free(s.path);
	free(s.on);
	board_free(&b);
}

int fuzz_engine(const uint8_t *data, size_t size)
{
	char **argv, *storage;
	engine_config cfg;
	int argc = fuzz_argv(data, size, FUZZ_MAX_ARGS, &argv, &storage);
	if (configure(argc, argv, &cfg))
		exercise(&cfg);
	fuzz_argv_free(argv, storage);
	return 0;
}
