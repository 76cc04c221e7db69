/* SPDX-License-Identifier: MIT */
/* The replay engine (include/ktour/replay.h): a fixed path played back
 * through the engine interface.  The path, the squares' positions in it
 * and the per-move Warnsdorff flags never change, so clones share them
 * (reference counted; engines are used from one thread at a time); only
 * the position on the path and the remaining degrees are copied. */
#include "ktour/replay.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_impl.h"

typedef struct replay_data {
	int refs;
	board b;
	engine_config cfg;
	ksq *path;        /* the replayable prefix, n squares */
	int32_t n;
	int32_t *pos;     /* pos[sq]: index of sq in path, INT32_MAX if absent */
	bool *depart;     /* depart[i]: the move into path[i] was not minimal */
	size_t first_departure;
	bool complete;    /* the prefix is a full tour */
	tour_report rep;
	bool faulty;      /* the file's path has a fault: rep.reason says which */
	char summary[320]; /* replay_summary(), for the view */
} replay_data;

typedef struct replay_engine {
	engine base;
	replay_data *d;
	int32_t depth;    /* squares on the path so far (>= 1) */
	uint8_t *degree;  /* remaining degrees, ENGINE_VISITED on the path */
	engine_counters c;
	engine_state st;
} replay_engine;

static const engine_ops replay_ops;

static void data_release(replay_data *d)
{
	if (!d || --d->refs > 0)
		return;
	board_free(&d->b);
	free(d->path);
	free(d->pos);
	free(d->depart);
	free(d);
}

/* Unvisited neighbours of the square at index d of the path, with their
 * remaining degrees, both as they were when the knight stood there. */
static int candidates(const replay_data *d, int32_t at, ksq cand[8], int8_t deg[8])
{
	ksq nb[8], nb2[8];
	int nc = 0;
	board_neighbours(&d->b, d->path[at], nb);
	for (int k = 0; k < 8; k++) {
		if (nb[k] == KSQ_NONE || d->pos[nb[k]] <= at)
			continue;
		int g = 0;
		board_neighbours(&d->b, nb[k], nb2);
		for (int j = 0; j < 8; j++)
			g += nb2[j] != KSQ_NONE && d->pos[nb2[j]] > at;
		cand[nc] = nb[k];
		deg[nc++] = (int8_t)g;
	}
	/* Fewest onward moves first; move order among equals (stable). */
	for (int i = 1; i < nc; i++)
		for (int j = i; j > 0 && deg[j] < deg[j - 1]; j--) {
			ksq ts = cand[j];
			int8_t td = deg[j];
			cand[j] = cand[j - 1], deg[j] = deg[j - 1];
			cand[j - 1] = ts, deg[j - 1] = td;
		}
	return nc;
}

static int find(const ksq *cand, int nc, ksq sq)
{
	for (int i = 0; i < nc; i++)
		if (cand[i] == sq)
			return i;
	return -1;
}

static void data_flags(replay_data *d)
{
	ksq cand[8];
	int8_t deg[8];
	for (int32_t i = 1; i < d->n; i++) {
		int nc = candidates(d, i - 1, cand, deg);
		int at = find(cand, nc, d->path[i]);
		d->depart[i] = at < 0 || deg[at] > deg[0];
		if (d->depart[i] && !d->first_departure)
			d->first_departure = (size_t)i;
	}
}

/* "replay: closed tour, 64/64 squares, Warnsdorff throughout" */
static void data_summary(replay_data *d)
{
	char dep[96];
	const char *what = d->rep.closed ? "closed tour" : d->complete ? "open tour" : "partial path";
	if (d->first_departure)
		snprintf(dep, sizeof dep, "first non-Warnsdorff move %zu (to square %zu)",
			 d->first_departure, d->first_departure + 1);
	else
		snprintf(dep, sizeof dep, "Warnsdorff throughout");
	snprintf(d->summary, sizeof d->summary, "replay: %s, %d/%d squares, %s%s%s", what, d->n,
		 d->b.nsq, dep, d->faulty ? "; " : "", d->faulty ? d->rep.reason : "");
}

static size_t replayable(const tour_report *r, size_t len)
{
	switch (r->fault) {
	case TOUR_OFF_BOARD:
	case TOUR_REPEATED:
	case TOUR_NOT_A_MOVE: return r->bad_index;
	default: return len;
	}
}

static replay_data *data_create(const tour *t, char *err, size_t errlen)
{
	long long nsq = (long long)t->spec.rows * t->spec.cols;
	if (nsq > REPLAY_MAX_SQUARES) {
		double gib = (double)nsq * REPLAY_BYTES_PER_SQUARE / (1024.0 * 1024.0 * 1024.0);
		snprintf(err, errlen,
			 "board %dx%d: %lld squares is more than the %ld a replay can show (it "
			 "would need about %.1f GiB)",
			 t->spec.rows, t->spec.cols, nsq, REPLAY_MAX_SQUARES, gib);
		return NULL;
	}
	replay_data *d = calloc(1, sizeof *d);
	if (!d) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	d->refs = 1;
	if (!tour_check(t, &d->rep) || !board_init(&d->b, &t->spec, err, errlen)) {
		if (d->rep.reason[0])
			snprintf(err, errlen, "%s", d->rep.reason);
		free(d);
		return NULL;
	}
	size_t n = replayable(&d->rep, t->len);
	if (n == 0) {
		snprintf(err, errlen, "nothing to replay: %s",
			 d->rep.reason[0] ? d->rep.reason : "the path is empty");
		data_release(d);
		return NULL;
	}
	d->n = (int32_t)n;
	d->path = malloc(n * sizeof *d->path);
	d->pos = malloc((size_t)d->b.nsq * sizeof *d->pos);
	d->depart = calloc(n, sizeof *d->depart);
	if (!d->path || !d->pos || !d->depart) {
		snprintf(err, errlen, "out of memory for a path of %zu squares", n);
		data_release(d);
		return NULL;
	}
	memcpy(d->path, t->path, n * sizeof *d->path);
	for (int32_t s = 0; s < d->b.nsq; s++)
		d->pos[s] = INT32_MAX;
	for (int32_t i = 0; i < d->n; i++)
		d->pos[d->path[i]] = i;
	d->complete = d->n == d->b.nsq;
	d->cfg = engine_config_default();
	d->cfg.spec = t->spec;
	d->cfg.start = d->path[0];
	d->cfg.closed = d->rep.closed;
	d->faulty = d->rep.fault != TOUR_OK && d->rep.fault != TOUR_INCOMPLETE;
	data_flags(d);
	data_summary(d);
	return d;
}

static void visit(replay_engine *r, ksq sq)
{
	ksq nb[8];
	r->degree[sq] = ENGINE_VISITED;
	board_neighbours(&r->d->b, sq, nb);
	for (int k = 0; k < 8; k++)
		if (nb[k] != KSQ_NONE && r->degree[nb[k]] != ENGINE_VISITED)
			r->degree[nb[k]]--;
}

static void reset(replay_engine *r)
{
	const board *b = &r->d->b;
	for (ksq s = 0; s < b->nsq; s++)
		r->degree[s] = (uint8_t)board_degree(b, s);
	memset(&r->c, 0, sizeof r->c);
	r->depth = 1;
	r->c.max_depth = 1;
	r->st = ENGINE_READY;
	visit(r, r->d->path[0]);
}

static replay_engine *engine_new(replay_data *d)
{
	replay_engine *r = calloc(1, sizeof *r);
	if (!r)
		return NULL;
	r->degree = malloc((size_t)d->b.nsq);
	if (!r->degree) {
		free(r);
		return NULL;
	}
	r->base.ops = &replay_ops;
	r->d = d;
	d->refs++;
	return r;
}

engine *replay_engine_create(const tour *t, char *err, size_t errlen)
{
	replay_data *d = data_create(t, err, errlen);
	if (!d)
		return NULL;
	replay_engine *r = engine_new(d);
	data_release(d); /* the engine holds it now (or nobody does) */
	if (!r) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	reset(r);
	return &r->base;
}

static void event_advance(replay_engine *r, engine_event *ev)
{
	const replay_data *d = r->d;
	ksq cand[8];
	int8_t deg[8];
	int32_t i = r->depth;
	int nc = candidates(d, i - 1, cand, deg);
	int at = find(cand, nc, d->path[i]);
	ev->kind = EV_ADVANCE;
	ev->sq = d->path[i];
	ev->from = d->path[i - 1];
	ev->move = (int8_t)board_move_between(&d->b, ev->from, ev->sq);
	ev->degree = at >= 0 ? deg[at] : -1;
	ev->ntied = 1;
	if (d->depart[i]) {
		ev->why = WHY_ORDER;
		ev->move = -1; /* no move order: the saved path chose it */
	} else {
		for (int k = 0; k < nc && deg[k] == deg[at]; k++)
			if (k != at && ev->ntied < 8)
				ev->tied[ev->ntied++ - 1] = cand[k];
		ev->why = ev->ntied > 1 ? WHY_TIE_ORDER : nc == 1 ? WHY_ONLY : WHY_MIN_DEGREE;
		memcpy(ev->order, d->cfg.order, sizeof ev->order);
	}
	visit(r, ev->sq);
	r->depth++;
	r->c.advances++;
	if (r->depth > r->c.max_depth)
		r->c.max_depth = r->depth;
	r->st = ENGINE_SEARCHING;
}

static engine_event_kind replay_step(engine *e, engine_event *ev)
{
	replay_engine *r = (replay_engine *)e;
	memset(ev, 0, sizeof *ev);
	ev->sq = ev->from = ev->culprit = KSQ_NONE;
	ev->move = ev->degree = -1;
	if (r->st == ENGINE_EXHAUSTED || r->st == ENGINE_STUCK) {
		ev->kind = r->st == ENGINE_STUCK ? EV_STUCK : EV_EXHAUSTED;
		ev->depth = r->depth;
		return ev->kind;
	}
	if (r->depth < r->d->n) {
		event_advance(r, ev);
	} else if (r->st == ENGINE_AT_SOLUTION || !r->d->complete) {
		ev->kind = r->d->complete ? EV_EXHAUSTED : EV_STUCK;
		r->st = r->d->complete ? ENGINE_EXHAUSTED : ENGINE_STUCK;
		if (!r->d->complete)
			r->c.stuck++;
	} else {
		ev->kind = EV_SOLUTION;
		r->st = ENGINE_AT_SOLUTION;
		r->c.solutions++;
	}
	ev->depth = r->depth;
	r->c.steps++;
	return ev->kind;
}

static engine_event_kind replay_run(engine *e, uint64_t max_steps, engine_solution_fn fn,
				    void *ctx)
{
	replay_engine *r = (replay_engine *)e;
	engine_event ev;
	for (uint64_t i = 0; max_steps == 0 || i < max_steps; i++) {
		if (r->st == ENGINE_EXHAUSTED || r->st == ENGINE_STUCK)
			return r->st == ENGINE_STUCK ? EV_STUCK : EV_EXHAUSTED;
		engine_event_kind k = replay_step(e, &ev);
		if (k == EV_SOLUTION && fn && !fn(ctx, r->d->path, r->depth))
			return EV_SOLUTION;
		if (k == EV_EXHAUSTED || k == EV_STUCK)
			return k;
	}
	return EV_NONE;
}

static void replay_view(const engine *e, engine_view *v)
{
	const replay_engine *r = (const replay_engine *)e;
	memset(v, 0, sizeof *v);
	v->b = &r->d->b;
	v->cfg = &r->d->cfg;
	v->state = r->st;
	v->path = r->d->path;
	v->depth = r->depth;
	v->degree = r->degree;
	v->counters = r->c;
	memcpy(v->order, r->d->cfg.order, sizeof v->order);
	v->path_len = r->d->n;
	v->departs = r->d->depart;
	v->summary = r->d->summary;
	v->fault = r->d->faulty ? r->d->rep.reason : NULL;
}

static bool replay_depth_info(const engine *e, int32_t d, engine_depth *out)
{
	const replay_engine *r = (const replay_engine *)e;
	if (d < 0 || d >= r->depth)
		return false;
	memset(out, 0, sizeof *out);
	out->sq = r->d->path[d];
	out->ncand = candidates(r->d, d, out->cand, out->cand_degree);
	out->cur = d + 1 < r->d->n ? (int8_t)find(out->cand, out->ncand, r->d->path[d + 1])
				   : -1;
	return true;
}

static void replay_copy(engine *dst, const engine *src)
{
	replay_engine *a = (replay_engine *)dst;
	const replay_engine *b = (const replay_engine *)src;
	memcpy(a->degree, b->degree, (size_t)b->d->b.nsq);
	a->depth = b->depth;
	a->c = b->c;
	a->st = b->st;
}

static engine *replay_clone(const engine *e)
{
	const replay_engine *r = (const replay_engine *)e;
	replay_engine *c = engine_new(r->d);
	if (!c)
		return NULL;
	replay_copy(&c->base, e);
	return &c->base;
}

static void replay_destroy(engine *e)
{
	replay_engine *r = (replay_engine *)e;
	data_release(r->d);
	free(r->degree);
	free(r);
}

static const engine_ops replay_ops = {
	.step = replay_step,
	.run = replay_run,
	.view = replay_view,
	.depth_info = replay_depth_info,
	.clone = replay_clone,
	.copy = replay_copy,
	.destroy = replay_destroy,
};

bool replay_is(const engine *e)
{
	return e && e->ops == &replay_ops;
}

int32_t replay_length(const engine *e)
{
	return replay_is(e) ? ((const replay_engine *)e)->d->n : 0;
}

const bool *replay_departures(const engine *e)
{
	return replay_is(e) ? ((const replay_engine *)e)->d->depart : NULL;
}

size_t replay_first_departure(const engine *e)
{
	return replay_is(e) ? ((const replay_engine *)e)->d->first_departure : 0;
}

bool replay_summary(const engine *e, char *out, size_t outlen)
{
	if (!replay_is(e))
		return false;
	snprintf(out, outlen, "%s", ((const replay_engine *)e)->d->summary);
	return true;
}
