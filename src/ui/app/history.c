/* SPDX-License-Identifier: MIT */
/* Checkpoints + deterministic replay (see history.h). */
#include "history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/engine_desc.h"
#include "ktour/moment.h"

/* Memory the checkpoints may use, and a generous guess of one engine's
 * size: a fixed part and, per square, the backtrack search's path,
 * degrees, neighbour table and stack frame; a walk's path and degrees
 * (and below WALK_CAND_SQUARES its candidate lists); a replay's degrees;
 * a construction's links, board mask and tour.
 * A board whose two copies do not fit the budget keeps none. */
#define HISTORY_BUDGET (256ull << 20)
#define EST_FIXED 4096ull
#define EST_BACKTRACK 128ull
#define EST_WALK 16ull
#define EST_WALK_HUGE 8ull
#define EST_REPLAY 2ull
#define EST_BUILD 8ull /* a construction: its links, board and tour */
#define WALK_CAND_SQUARES 4000000ull
/* Fewest steps between checkpoints: copying an engine then costs well
 * under 1% of the steps in between.  Most: so that a step back replays a
 * fraction of a second, whatever the board. */
#define MIN_EVERY 8192ull
#define MAX_EVERY (1ull << 22)
/* A step back replays at most this many steps from its checkpoint, plus
 * REPLAY_PER_STEP for each step undone: its cost follows the steps undone,
 * never the board (else it is refused). */
#define REPLAY_FREE (2 * MAX_EVERY)
#define REPLAY_PER_STEP 64ull

struct history {
	engine *e;
	int32_t nsq;
	uint64_t t, frontier;
	bool finished;
	engine_event last;
	uint64_t *retreat;
	/* checkpoint ring, ascending step numbers from head */
	engine **ck;
	uint64_t *ck_t;
	size_t cap, head, n;
	uint64_t every;
	/* a copy for history_run()'s blind stretches to rewind (made at the
	 * first run; NULL on a board too large to copy: every step is seen) */
	engine *scratch;
};

static uint64_t pow2_at_least(uint64_t v)
{
	uint64_t p = 1;
	while (p < v)
		p <<= 1;
	return p;
}

static void no_event(engine_event *ev)
{
	memset(ev, 0, sizeof *ev);
	ev->kind = EV_NONE;
	ev->sq = ev->from = ev->culprit = KSQ_NONE;
	ev->move = ev->degree = -1;
}

static bool engine_done(const engine *e)
{
	engine_view v;
	engine_view_get(e, &v);
	return v.state == ENGINE_EXHAUSTED || v.state == ENGINE_STUCK;
}

static void checkpoint(history *h)
{
	if (h->cap == 0)
		return; /* a board too large to copy */
	if (h->n && h->ck_t[(h->head + h->n - 1) % h->cap] >= h->t)
		return; /* already have it (we are replaying) */
	if (h->n < h->cap) {
		size_t i = (h->head + h->n) % h->cap;
		if (!h->ck[i])
			h->ck[i] = engine_clone(h->e);
		if (!h->ck[i])
			return; /* out of memory: rewind reaches less far */
		engine_copy(h->ck[i], h->e);
		h->ck_t[i] = h->t;
		h->n++;
		return;
	}
	/* Full: the oldest checkpoint becomes the newest. */
	engine_copy(h->ck[h->head], h->e);
	h->ck_t[h->head] = h->t;
	h->head = (h->head + 1) % h->cap;
}

/* keep 0: no checkpoints at all (the board is too large to copy). */
static history *create(engine *e, uint64_t t0, uint64_t every, size_t keep, char *err,
		       size_t errlen)
{
	history *h = calloc(1, sizeof *h);
	engine_view v;
	engine_view_get(e, &v);
	if (h) {
		h->e = e;
		h->nsq = v.b->nsq;
		h->every = pow2_at_least(every ? every : 1);
		h->cap = keep;
		h->retreat = calloc((size_t)h->nsq, sizeof *h->retreat);
		h->ck = calloc(keep ? keep : 1, sizeof *h->ck);
		h->ck_t = calloc(keep ? keep : 1, sizeof *h->ck_t);
	}
	if (!h || !h->retreat || !h->ck || !h->ck_t) {
		snprintf(err, errlen, "out of memory for the explorer's history");
		if (h)
			h->e = NULL;
		history_destroy(h);
		engine_destroy(e);
		return NULL;
	}
	no_event(&h->last);
	h->finished = engine_done(e);
	h->t = h->frontier = t0;
	checkpoint(h);
	if (h->n == 0 && keep > 0) {
		snprintf(err, errlen, "out of memory for the explorer's history");
		history_destroy(h);
		return NULL;
	}
	return h;
}

history *history_create_tuned(engine *e, uint64_t every, size_t keep, char *err,
			      size_t errlen)
{
	return create(e, 0, every, keep < 2 ? 2 : keep, err, errlen);
}

/* The guess of an engine's size in bytes (see EST_FIXED). */
static uint64_t engine_estimate(const engine *e)
{
	engine_view v;
	engine_view_get(e, &v);
	uint64_t nsq = (uint64_t)v.b->nsq, per = EST_BACKTRACK;
	if (v.path_len > 0)
		per = EST_REPLAY;
	else if (v.build)
		per = EST_BUILD;
	else if (engine_can(v.cfg->kind, ENG_WALK))
		per = nsq <= WALK_CAND_SQUARES ? EST_WALK : EST_WALK_HUGE;
	return EST_FIXED + per * nsq;
}

history *history_create_at(engine *e, uint64_t t0, char *err, size_t errlen)
{
	uint64_t est = engine_estimate(e);
	uint64_t every = pow2_at_least(est / 2 > MIN_EVERY ? est / 2 : MIN_EVERY);
	if (every > MAX_EVERY)
		every = MAX_EVERY;
	uint64_t keep = (HISTORY_MIN_REWIND + HISTORY_FADE) / every + 3;
	if (keep < 32)
		keep = 32;
	if (keep * est > HISTORY_BUDGET)
		keep = HISTORY_BUDGET / est;
	return create(e, t0, every, keep < 2 ? 0 : (size_t)keep, err, errlen);
}

history *history_create(engine *e, char *err, size_t errlen)
{
	return history_create_at(e, 0, err, errlen);
}

void history_destroy(history *h)
{
	if (!h)
		return;
	if (h->ck)
		for (size_t i = 0; i < h->cap; i++)
			engine_destroy(h->ck[i]);
	engine_destroy(h->e);
	engine_destroy(h->scratch);
	free(h->ck);
	free(h->ck_t);
	free(h->retreat);
	free(h);
}

/* Everything a step needs beyond the engine, for the rare events. */
static void after_rare(history *h)
{
	switch (h->last.kind) {
	case EV_RETREAT:
		if (h->last.sq >= 0 && h->last.sq < h->nsq)
			h->retreat[h->last.sq] = h->t;
		break;
	case EV_EXHAUSTED:
		h->finished = true;
		break;
	case EV_STUCK:
		h->finished = engine_done(h->e);
		break;
	default:
		break;
	}
}

const engine_event *history_step(history *h)
{
	return history_run(h, 1, 0) ? &h->last : NULL;
}

/* moment_run_watched()'s watcher: the history sees the last HISTORY_FADE
 * steps before every stop (the last event, the fading retreat marks) and
 * each multiple of `every` (a checkpoint). */
static void seen(void *ctx, const engine_event *ev, uint64_t t)
{
	history *h = ctx;
	(void)t;
	h->last = *ev;
	if (ev->kind != EV_ADVANCE)
		after_rare(h);
}

static void at_every(void *ctx, uint64_t t)
{
	(void)t;
	checkpoint(ctx);
}

static moment_watch watch(history *h, unsigned stop)
{
	if (!h->scratch && h->cap > 0)
		h->scratch = engine_clone(h->e); /* NULL: every step is seen */
	return (moment_watch){h, seen, at_every, h->every, HISTORY_FADE, h->scratch, stop};
}

moment_outcome history_until(history *h, const moment *m, uint64_t max)
{
	if (h->finished)
		return MOMENT_ENDED;
	moment_watch w = watch(h, 0);
	moment_outcome o = moment_run_watched(h->e, m, &h->t, max, &w);
	if (o == MOMENT_ENDED)
		h->finished = true;
	return o;
}

uint64_t history_run(history *h, uint64_t max, unsigned stop)
{
	if (max == 0 || h->finished)
		return 0;
	uint64_t t0 = h->t;
	moment_watch w = watch(h, stop);
	moment_run_watched(h->e, NULL, &h->t, max, &w);
	return h->t - t0;
}

uint64_t history_oldest(const history *h)
{
	if (h->n == 0)
		return h->t;
	uint64_t first = h->ck_t[h->head];
	uint64_t o = first == 0 ? 0 : first + HISTORY_FADE;
	return o < h->t ? o : h->t;
}

/* The checkpoint to replay from to reach step target (>= oldest): the
 * newest at or before HISTORY_FADE steps before it. */
static size_t replay_from(const history *h, uint64_t target)
{
	uint64_t want = target >= HISTORY_FADE ? target - HISTORY_FADE : 0;
	size_t j = h->head;
	for (size_t i = 0; i < h->n; i++) {
		size_t at = (h->head + i) % h->cap;
		if (h->ck_t[at] > want)
			break;
		j = at;
	}
	return j;
}

history_refusal history_back_check(const history *h, uint64_t k)
{
	if (k == 0)
		return HISTORY_BACK_OK;
	if (h->cap == 0)
		return HISTORY_BACK_NO_COPIES;
	if (k > h->t || h->t - k < history_oldest(h))
		return HISTORY_BACK_TOO_FAR;
	uint64_t replay = h->t - k - h->ck_t[replay_from(h, h->t - k)];
	uint64_t allowed = k > (UINT64_MAX - REPLAY_FREE) / REPLAY_PER_STEP
				   ? UINT64_MAX
				   : REPLAY_FREE + REPLAY_PER_STEP * k;
	return replay <= allowed ? HISTORY_BACK_OK : HISTORY_BACK_TOO_COSTLY;
}

bool history_back(history *h, uint64_t k)
{
	if (k == 0)
		return true;
	if (history_back_check(h, k) != HISTORY_BACK_OK)
		return false;
	if (h->t > h->frontier)
		h->frontier = h->t;
	uint64_t target = h->t - k;
	size_t j = replay_from(h, target);
	engine_copy(h->e, h->ck[j]);
	h->t = h->ck_t[j];
	memset(h->retreat, 0, (size_t)h->nsq * sizeof *h->retreat);
	no_event(&h->last);
	h->finished = false;
	history_run(h, target - h->t, 0);
	h->finished = engine_done(h->e);
	return true;
}

uint64_t history_skip(history *h, uint64_t max)
{
	if (max == 0 || h->finished)
		return 0;
	engine_view v;
	engine_view_get(h->e, &v);
	uint64_t before = v.counters.steps;
	engine_run(h->e, max, NULL, NULL);
	engine_view_get(h->e, &v);
	uint64_t n = v.counters.steps - before;
	if (h->t > h->frontier)
		h->frontier = h->t;
	h->t += n;
	/* nothing before can be rebuilt exactly: the ring starts again (at
	 * history_settle, or at the next multiple of `every`) */
	h->n = 0;
	h->head = 0;
	memset(h->retreat, 0, (size_t)h->nsq * sizeof *h->retreat);
	no_event(&h->last);
	h->finished = engine_done(h->e);
	return n;
}

void history_settle(history *h)
{
	checkpoint(h);
}

uint64_t history_t(const history *h) { return h->t; }
uint64_t history_frontier(const history *h)
{
	return h->frontier > h->t ? h->frontier : h->t;
}
bool history_finished(const history *h) { return h->finished; }
const engine *history_engine(const history *h) { return h->e; }
const engine_event *history_last(const history *h) { return &h->last; }
const uint64_t *history_retreats(const history *h) { return h->retreat; }
uint64_t history_every(const history *h) { return h->every; }
size_t history_capacity(const history *h) { return h->cap; }
