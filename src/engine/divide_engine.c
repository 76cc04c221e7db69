/* SPDX-License-Identifier: MIT */
/* The divide-and-conquer engine (-e divide): the construction of divide.h
 * behind engine_ops, so that solve, the explorer, compare and the history
 * drive it as they drive the searches.
 *
 * Its steps: one per block laid (EV_LAY) and one per join (EV_JOIN), as
 * divide_step() takes them; then one step reports the tour (EV_SOLUTION,
 * the one cycle walked from the start square), and the next finishes
 * (EV_EXHAUSTED: the construction makes one tour).  A board of B blocks
 * takes 2B + 1 steps.
 *
 * Besides the construction it keeps each cycle's label (engine_cycles):
 * the lowest label free when the cycle's first block is laid, kept while
 * other cycles join it.  Labels are part of the state (copied, and kept
 * by engine_run() as by engine_step()), so a rewound screen shows the
 * same labels.  The views' words and arrays are made when asked, in a
 * cache apart from the state, as divide.c does for its numbering. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "divide_impl.h"
#include "engine_impl.h"
#include "ktour/compiler.h"
#include "ktour/square.h"

/* Cycles alive at once: at most three finished parts waiting on each
 * level of the recursion and four on the deepest; labels come from a
 * bitset of DV_LABEL_WORDS words. */
#define DV_LIVE_MAX (4 * DIVIDE_STACK_MAX)
#define DV_LABEL_WORDS ((DV_LIVE_MAX + 63) / 64)
#define DV_TOLD_MAX 320

/* What the views ask for, made when asked (kept apart from the state so
 * that a const engine can fill it in). */
typedef struct dv_cache {
	engine_build build;
	char told[DV_TOLD_MAX];
	uint64_t told_at;   /* steps when told was made; UINT64_MAX: never */
	int32_t *label;     /* per square */
	uint64_t label_at;  /* steps when label was made; UINT64_MAX: never */
} dv_cache;

typedef struct dv_engine {
	engine base;
	engine_config cfg;
	board b;
	divide *d;
	engine_state state;
	engine_counters ctr;
	ksq *path;          /* the tour once reported (EV_SOLUTION); its pages are
			       touched only then */
	int32_t depth;      /* 0, then b.nsq */
	/* the labels of the live cycles */
	int32_t *label_of;  /* [lay index of a cycle's first block] */
	int32_t live[DV_LIVE_MAX]; /* the live cycles' ids, in the order laid */
	int32_t nlive;
	uint64_t used[DV_LABEL_WORDS];
	dv_cache *cache;
} dv_engine;

static void dv_destroy(engine *e)
{
	dv_engine *g = (dv_engine *)e;
	if (!g)
		return;
	divide_destroy(g->d);
	board_free(&g->b);
	free(g->path);
	free(g->label_of);
	if (g->cache)
		free(g->cache->label);
	free(g->cache);
	free(g);
}

/* ---- labels ---------------------------------------------------------------- */

static int32_t label_take(dv_engine *g)
{
	for (int w = 0; w < DV_LABEL_WORDS; w++)
		if (~g->used[w]) {
			int bit = kt_ctz64(~g->used[w]);
			g->used[w] |= 1ull << bit;
			return w * 64 + bit;
		}
	return DV_LIVE_MAX - 1; /* never: see DV_LIVE_MAX */
}

static void label_free(dv_engine *g, int32_t label)
{
	g->used[label / 64] &= ~(1ull << (label % 64));
}

/* After a step: a laid block is a new cycle; a join left one of the
 * cycles it made one without squares, and that one is among the last
 * few laid (the join's parts are the newest cycles). */
static void labels_after(dv_engine *g, const divide_event *de)
{
	if (de->kind == DIVIDE_LAY) {
		int32_t label = label_take(g);
		g->label_of[de->block] = label;
		if (g->nlive < DV_LIVE_MAX)
			g->live[g->nlive++] = de->block;
		return;
	}
	if (de->kind != DIVIDE_JOIN)
		return;
	for (int32_t i = g->nlive - 1; i >= 0; i--) {
		if (divide_cycle_len(g->d, g->live[i]) > 0)
			continue;
		label_free(g, g->label_of[g->live[i]]);
		memmove(g->live + i, g->live + i + 1, (size_t)(g->nlive - i - 1) * sizeof *g->live);
		g->nlive--;
		return;
	}
}

/* ---- steps ----------------------------------------------------------------- */

static void no_event(engine_event *ev)
{
	memset(ev, 0, sizeof *ev);
	ev->sq = ev->from = ev->culprit = KSQ_NONE;
	ev->move = ev->degree = -1;
}

/* Which of its rectangle's joins a join is (engine_build_step.join). */
static int8_t join_index(const divide_event *de)
{
	switch (de->part_a) {
	case DIVIDE_BOTTOM_LEFT: return 1;
	case DIVIDE_TOP: return de->nparts == 4 ? 2 : 0;
	default: return 0;
	}
}

/* The construction's step in the engine's words. */
static void build_step_of(const dv_engine *g, const divide_event *de, engine_build_step *s)
{
	memset(s, 0, sizeof *s);
	s->kind = de->kind == DIVIDE_LAY ? EV_LAY : de->kind == DIVIDE_JOIN ? EV_JOIN : EV_NONE;
	s->rect = (engine_rect){de->rect.row, de->rect.col, de->rect.rows, de->rect.cols};
	s->cycles = de->cycles;
	s->blocks = g->d->nblocks;
	s->block = de->kind == DIVIDE_LAY ? de->block : -1;
	if (de->kind != DIVIDE_JOIN)
		return;
	s->nparts = de->nparts;
	s->join = join_index(de);
	memcpy(s->drop, de->drop, sizeof s->drop);
	memcpy(s->add, de->add, sizeof s->add);
}

/* Where a step acted: the block's top-left corner, the join's a1. */
static ksq focus_of(const dv_engine *g, const divide_event *de)
{
	return de->kind == DIVIDE_LAY	 ? de->rect.row * g->b.cols + de->rect.col
	       : de->kind == DIVIDE_JOIN ? de->drop[0][0]
					 : KSQ_NONE;
}

/* The step after the last join: the tour, walked from the start. */
static engine_event_kind report_tour(dv_engine *g, engine_event *ev)
{
	if (!divide_path(g->d, g->path)) {
		/* never: a join found no swap (divide.c); over, without a tour */
		g->state = ENGINE_EXHAUSTED;
		if (ev)
			ev->kind = EV_EXHAUSTED;
		return EV_EXHAUSTED;
	}
	g->depth = g->b.nsq;
	g->ctr.solutions = 1;
	g->ctr.max_depth = g->b.nsq;
	g->state = ENGINE_AT_SOLUTION;
	if (ev) {
		ev->kind = EV_SOLUTION;
		ev->sq = g->path[g->b.nsq - 1];
		ev->depth = g->b.nsq;
	}
	return EV_SOLUTION;
}

/* One step; ev may be NULL (engine_run). */
static engine_event_kind dv_advance(dv_engine *g, engine_event *ev)
{
	if (ev)
		no_event(ev);
	if (g->state == ENGINE_EXHAUSTED) {
		if (ev) {
			ev->kind = EV_EXHAUSTED;
			ev->depth = g->depth;
		}
		return EV_EXHAUSTED;
	}
	g->ctr.steps++;
	if (g->state == ENGINE_AT_SOLUTION) {
		g->state = ENGINE_EXHAUSTED;
		if (ev) {
			ev->kind = EV_EXHAUSTED;
			ev->depth = g->depth;
		}
		return EV_EXHAUSTED;
	}
	g->state = ENGINE_SEARCHING;
	divide_event de;
	if (divide_step(g->d, &de) == DIVIDE_FINISHED)
		return report_tour(g, ev);
	labels_after(g, &de);
	engine_event_kind k = de.kind == DIVIDE_LAY ? EV_LAY : EV_JOIN;
	if (ev) {
		ev->kind = k;
		ev->sq = focus_of(g, &de);
	}
	return k;
}

static engine_event_kind dv_step(engine *e, engine_event *ev)
{
	return dv_advance((dv_engine *)e, ev);
}

static engine_event_kind dv_run(engine *e, uint64_t max_steps, engine_solution_fn fn, void *ctx)
{
	dv_engine *g = (dv_engine *)e;
	for (uint64_t n = 0; max_steps == 0 || n < max_steps; n++) {
		engine_event_kind k = dv_advance(g, NULL);
		if (k == EV_SOLUTION && fn && !fn(ctx, g->path, g->depth))
			return EV_SOLUTION;
		if (k == EV_EXHAUSTED)
			return EV_EXHAUSTED;
	}
	return EV_NONE;
}

/* ---- views ----------------------------------------------------------------- */

/* The last step in words: the construction's own sentence, or the tour's
 * and the end's. */
static void told_make(const dv_engine *g, const divide_view *dv, char *out, size_t len)
{
	char start[SQUARE_NAME_MAX];
	square_name_algebraic(g->b.rows, g->d->start / g->b.cols, g->d->start % g->b.cols, start,
			      sizeof start);
	if (g->state == ENGINE_AT_SOLUTION)
		snprintf(out, len, "the tour: the one cycle walked from %s, all %d squares, closed",
			 start, (int)g->b.nsq);
	else if (g->state == ENGINE_EXHAUSTED && g->ctr.solutions)
		snprintf(out, len, "finished: one closed tour of %d squares, built in %llu steps",
			 (int)g->b.nsq, (unsigned long long)dv->total_steps);
	else if (g->state == ENGINE_EXHAUSTED)
		snprintf(out, len, "stopped: the construction did not close (a bug)");
	else
		divide_describe(g->d, &dv->last, out, len);
}

static void dv_view(const engine *e, engine_view *v)
{
	const dv_engine *g = (const dv_engine *)e;
	dv_cache *c = g->cache;
	divide_view dv;
	divide_view_get(g->d, &dv);
	v->b = &g->b;
	v->cfg = &g->cfg;
	v->state = g->state;
	v->path = g->depth ? g->path : NULL;
	v->depth = g->depth;
	v->degree = NULL;
	v->counters = g->ctr;
	engine_build *bd = &c->build;
	bd->blocks = dv.blocks;
	bd->laid = dv.laid;
	bd->joins = dv.joins;
	bd->cycles = dv.cycles;
	bd->total = dv.total_steps;
	bd->built = dv.finished;
	bd->frames = dv.depth;
	bd->focus = focus_of(g, &dv.last);
	build_step_of(g, &dv.last, &bd->last);
	if (c->told_at != g->ctr.steps) {
		told_make(g, &dv, c->told, sizeof c->told);
		c->told_at = g->ctr.steps;
	}
	bd->told = c->told;
	v->build = bd;
}

static bool dv_depth_info(const engine *e, int32_t d, engine_depth *out)
{
	(void)e;
	(void)d;
	(void)out;
	return false; /* no search stack: engine_frame_info() has the recursion */
}

static bool dv_frame_info(const engine *e, int32_t d, engine_frame *out)
{
	const dv_engine *g = (const dv_engine *)e;
	divide_view dv;
	divide_view_get(g->d, &dv);
	if (d < 0 || d >= dv.depth)
		return false;
	const divide_frame *f = &dv.stack[d];
	out->rect = (engine_rect){f->rect.row, f->rect.col, f->rect.rows, f->rect.cols};
	out->part = divide_part_name(f->part);
	out->nparts = f->nparts;
	out->begun = f->begun;
	out->joined = f->joined;
	return true;
}

/* Each square's label, block by block. */
static bool labels_fill(const dv_engine *g, int32_t *label)
{
	const divide *d = g->d;
	for (int32_t i = 0; i < d->nrs; i++)
		for (int32_t j = 0; j < d->ncs; j++) {
			int32_t lay = d->lay_of[i * d->ncs + j];
			int32_t l = lay < 0 ? -1 : g->label_of[d->cycle[lay]];
			for (int32_t r = d->rs[i]; r < d->rs[i + 1]; r++) {
				int32_t *row = label + (size_t)r * d->cols;
				for (int32_t c = d->cs[j]; c < d->cs[j + 1]; c++)
					row[c] = l;
			}
		}
	return true;
}

static bool dv_cycles(const engine *e, engine_cycles *out)
{
	const dv_engine *g = (const dv_engine *)e;
	dv_cache *c = g->cache;
	const int32_t *num = divide_numbers(g->d);
	if (!num)
		return false;
	if (!c->label)
		c->label = malloc((size_t)g->b.nsq * sizeof *c->label);
	if (!c->label)
		return false;
	if (c->label_at != g->ctr.steps) {
		labels_fill(g, c->label);
		c->label_at = g->ctr.steps;
	}
	out->count = g->d->cycles;
	out->label = c->label;
	out->number = num;
	return true;
}

/* ---- copies ---------------------------------------------------------------- */

static void dv_copy(engine *dst_e, const engine *src_e)
{
	dv_engine *dst = (dv_engine *)dst_e;
	const dv_engine *src = (const dv_engine *)src_e;
	if (dst == src)
		return;
	divide_copy(dst->d, src->d);
	dst->state = src->state;
	dst->ctr = src->ctr;
	dst->depth = src->depth;
	if (src->depth)
		memcpy(dst->path, src->path, (size_t)src->depth * sizeof *dst->path);
	memcpy(dst->label_of, src->label_of, (size_t)src->d->nblocks * sizeof *dst->label_of);
	memcpy(dst->live, src->live, sizeof dst->live);
	dst->nlive = src->nlive;
	memcpy(dst->used, src->used, sizeof dst->used);
	dst->cache->told_at = dst->cache->label_at = UINT64_MAX;
}

static engine *dv_make(const engine_config *cfg, ksq start, char *err, size_t errlen);

static engine *dv_clone(const engine *e)
{
	const dv_engine *g = (const dv_engine *)e;
	char err[256];
	engine *c = dv_make(&g->cfg, g->d->start, err, sizeof err);
	if (c)
		dv_copy(c, e);
	return c;
}

static const engine_ops dv_ops = {
	.step = dv_step,
	.run = dv_run,
	.view = dv_view,
	.depth_info = dv_depth_info,
	.clone = dv_clone,
	.copy = dv_copy,
	.destroy = dv_destroy,
	.frame_info = dv_frame_info,
	.cycles = dv_cycles,
};

/* ---- creation -------------------------------------------------------------- */

static engine *dv_make(const engine_config *cfg, ksq start, char *err, size_t errlen)
{
	dv_engine *g = calloc(1, sizeof *g);
	if (!g) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	g->base.ops = &dv_ops;
	g->cfg = *cfg;
	g->cfg.prefix = NULL;
	g->cfg.prefix_len = 0;
	g->cfg.closed = true; /* every tour it makes is (ENG_ALWAYS_CLOSED) */
	g->d = divide_create(&cfg->spec, start, err, errlen);
	if (!g->d || !board_init(&g->b, &cfg->spec, err, errlen)) {
		dv_destroy(&g->base);
		return NULL;
	}
	g->cache = calloc(1, sizeof *g->cache);
	g->label_of = calloc((size_t)g->d->nblocks, sizeof *g->label_of);
	g->path = malloc((size_t)g->b.nsq * sizeof *g->path);
	if (!g->cache || !g->label_of || !g->path) {
		snprintf(err, errlen, "board %dx%d: out of memory", cfg->spec.rows, cfg->spec.cols);
		dv_destroy(&g->base);
		return NULL;
	}
	g->cache->told_at = g->cache->label_at = UINT64_MAX;
	g->state = ENGINE_READY;
	return &g->base;
}

engine *divide_engine_create(const engine_config *cfg, char *err, size_t errlen)
{
	if (cfg->all_starts || cfg->prefix_len > 0) {
		snprintf(err, errlen,
			 "searching from every start or from fixed first squares needs the "
			 "backtrack engine: divide builds its tour from blocks, not from a path");
		return NULL;
	}
	if (cfg->start != KSQ_NONE &&
	    (cfg->start < 0 || (int64_t)cfg->start >= (int64_t)cfg->spec.rows * cfg->spec.cols)) {
		snprintf(err, errlen, "start square %ld is off the %dx%d board", (long)cfg->start,
			 cfg->spec.rows, cfg->spec.cols);
		return NULL;
	}
	return dv_make(cfg, cfg->start, err, errlen);
}
