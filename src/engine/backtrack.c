/* SPDX-License-Identifier: MIT */
/* Exhaustive backtracking (Wirth; dfns `kt` order; Stone's look-ahead) as a
 * resumable state machine with an explicit stack.
 *
 * Semantics of engine_step() for this engine:
 * - At creation the start square is on the path (depth 1, ENGINE_READY, no
 *   event).  With a prefix, prefix[0] is; the other prefix squares are
 *   advanced to one per step with WHY_START and are never retreated.
 * - EV_ADVANCE: to the next untried candidate of the top square (WHY_ORDER,
 *   WHY_ONLY for a sole candidate, WHY_FORCED when look-ahead restricted the
 *   candidates).  With all_starts, when a start square is exhausted the
 *   knight is lifted and put on the next square in reading order: one
 *   EV_ADVANCE with WHY_START, ev.from = the old start, depth 1; it counts
 *   as one step, one retreat and one advance.
 * - EV_SOLUTION when the path covers the board (closed: and the last square
 *   is a move from the start, in the canonical direction path[1] <
 *   path[last], so each undirected cycle is found once); the next step
 *   retreats the last square (WHY_AFTER_SOLUTION).
 * - EV_RETREAT of a top square with nothing left to try (WHY_ALL_TRIED, or
 *   the look-ahead's WHY_DOUBLE_FORCED / WHY_UNREACHABLE / WHY_NOT_CLOSED
 *   with ev.culprit).
 * - EV_EXHAUSTED once the root is done.  Later calls return it again and
 *   change no counter (the first one counts as a step).
 * Counters: steps = events (advances + retreats + solutions + 1 for the
 * first EV_EXHAUSTED, minus one per WHY_START change of start square). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backtrack_core.h"

static const engine_ops bt_ops;

/* ---- events ------------------------------------------------------------- */

void bt_describe_advance(const bt *e, engine_event *ev, engine_reason why)
{
	int32_t d = e->depth - 1;
	memset(ev, 0, sizeof *ev);
	ev->kind = EV_ADVANCE;
	ev->why = why;
	ev->sq = e->path[d];
	ev->depth = e->depth;
	ev->culprit = KSQ_NONE;
	memcpy(ev->order, e->cfg.order, 8);
	if (d == 0) { /* a new start square */
		ev->from = KSQ_NONE;
		ev->move = -1;
		ev->degree = -1;
		ev->ntied = 0;
		return;
	}
	const bt_frame *f = &e->fr[d - 1];
	int idx = f->next - 1;
	ev->from = e->path[d - 1];
	ev->move = (int8_t)board_move_between(&e->b, ev->from, ev->sq);
	ev->degree = f->cdeg[idx];
	ev->ntied = 1;
	for (int i = 0; i < f->ncand; i++)
		if (i != idx && f->cdeg[i] == f->cdeg[idx])
			ev->tied[ev->ntied++ - 1] = f->cand[i];
	if (why == WHY_FORCED)
		ev->culprit = ev->sq;
}

/* A square of effective degree 1 away from the knight, for the narration
 * of an E > allowance verdict (the core does not look for one). */
static ksq bt_find_end_square(const bt *e)
{
	ksq s = e->path[e->depth - 1], found = KSQ_NONE;
	for (ksq u = 0; u < e->nsq; u++) {
		if (e->deg[u] == ENGINE_VISITED || e->deg[u] + e->adjs[u] != 1)
			continue;
		if (board_move_between(&e->b, s, u) < 0)
			found = u;
	}
	return found;
}

void bt_describe_retreat(const bt *e, engine_event *ev, engine_reason why, ksq culprit)
{
	memset(ev, 0, sizeof *ev);
	ev->kind = EV_RETREAT;
	ev->why = why;
	ev->sq = e->path[e->depth - 1];
	ev->from = e->path[e->depth - 2];
	ev->depth = e->depth - 1;
	ev->move = -1;
	ev->degree = -1;
	if (why == WHY_UNREACHABLE && culprit == KSQ_NONE)
		culprit = bt_find_end_square(e);
	ev->culprit = why == WHY_ALL_TRIED || why == WHY_AFTER_SOLUTION ? KSQ_NONE : culprit;
	memcpy(ev->order, e->cfg.order, 8);
}

static engine_event_kind bt_step(engine *en, engine_event *ev)
{
	bt *e = (bt *)en;
	engine_event_kind k = bt_core(e, ev);
	if (k == EV_SOLUTION || k == EV_EXHAUSTED) {
		ev->why = WHY_NONE;
		ev->sq = k == EV_SOLUTION ? e->path[e->depth - 1] : KSQ_NONE;
		ev->from = KSQ_NONE;
		ev->depth = e->depth;
		ev->move = -1;
		ev->degree = -1;
		ev->ntied = 0;
		ev->culprit = KSQ_NONE;
		memcpy(ev->order, e->cfg.order, 8);
	}
	return k;
}

/* ---- views -------------------------------------------------------------- */

static void bt_view(const engine *en, engine_view *v)
{
	const bt *e = (const bt *)en;
	memset(v, 0, sizeof *v);
	v->b = &e->b;
	v->cfg = &e->cfg;
	v->state = e->state;
	v->path = e->path;
	v->depth = e->depth;
	v->degree = e->deg;
	v->counters = e->c;
	memcpy(v->order, e->cfg.order, 8);
}

static bool bt_depth_info(const engine *en, int32_t d, engine_depth *out)
{
	const bt *e = (const bt *)en;
	if (d < 0 || d >= e->depth)
		return false;
	const bt_frame *f = &e->fr[d];
	memset(out, 0, sizeof *out);
	out->sq = e->path[d];
	out->ncand = f->ncand;
	for (int i = 0; i < f->ncand; i++) {
		out->cand[i] = f->cand[i];
		out->cand_degree[i] = f->cdeg[i];
	}
	for (int i = f->ncand; i < 8; i++) {
		out->cand[i] = KSQ_NONE;
		out->cand_degree[i] = -1;
	}
	if (f->ncand == 0)
		out->cur = -1;
	else if (d == e->depth - 1)
		out->cur = (int8_t)f->next; /* next to try; ncand = all tried */
	else
		out->cur = (int8_t)(f->next - 1);
	out->forced = f->forced != 0;
	return true;
}

/* ---- life cycle ----------------------------------------------------------- */

static void bt_free(bt *e)
{
	if (!e)
		return;
	board_free(&e->b);
	free(e->prefix);
	free(e->nb);
	free(e->nbn);
	free(e->deg);
	free(e->adjs);
	free(e->path);
	free(e->fr);
	free(e);
}

static void bt_destroy(engine *en)
{
	bt_free((bt *)en);
}

static bool bt_check_order(const uint8_t order[8])
{
	unsigned seen = 0;
	for (int i = 0; i < 8; i++) {
		if (order[i] > 7 || (seen >> order[i] & 1))
			return false;
		seen |= 1u << order[i];
	}
	return true;
}

/* The prefix must be a path of distinct squares, each a move from the
 * one before. */
static bool bt_check_prefix(const bt *e, const engine_config *cfg, char *err, size_t errlen)
{
	if (cfg->prefix_len < 0 || (cfg->prefix_len > 0 && !cfg->prefix)) {
		snprintf(err, errlen, "backtrack: bad prefix (length %d)", (int)cfg->prefix_len);
		return false;
	}
	if (cfg->prefix_len > e->nsq) {
		snprintf(err, errlen, "backtrack: prefix of %d squares is longer than the board",
			 (int)cfg->prefix_len);
		return false;
	}
	if (cfg->prefix_len > 0 && cfg->all_starts) {
		snprintf(err, errlen, "backtrack: a prefix fixes the start; it cannot be "
				      "combined with all start squares");
		return false;
	}
	for (int32_t i = 0; i < cfg->prefix_len; i++) {
		ksq s = cfg->prefix[i];
		if (s < 0 || s >= e->nsq) {
			snprintf(err, errlen, "backtrack: prefix square %d (index %ld) is off the "
					      "%dx%d board",
				 (int)i + 1, (long)s, e->b.rows, e->b.cols);
			return false;
		}
		for (int32_t j = 0; j < i; j++)
			if (cfg->prefix[j] == s) {
				snprintf(err, errlen,
					 "backtrack: prefix square %d repeats square %d", (int)i + 1,
					 (int)j + 1);
				return false;
			}
		if (i > 0 && board_move_between(&e->b, cfg->prefix[i - 1], s) < 0) {
			snprintf(err, errlen,
				 "backtrack: prefix squares %d and %d are not a move apart", (int)i,
				 (int)i + 1);
			return false;
		}
	}
	return true;
}

static bool bt_alloc(bt *e)
{
	size_t n = (size_t)e->nsq;
	e->nb = malloc(8 * n * sizeof *e->nb);
	e->nbn = malloc(n);
	e->deg = malloc(n);
	e->adjs = calloc(n, 1);
	e->path = malloc(n * sizeof *e->path);
	e->fr = malloc(n * sizeof *e->fr);
	e->prefix = malloc(n * sizeof *e->prefix); /* room for bt_restart() */
	return e->nb && e->nbn && e->deg && e->adjs && e->path && e->fr && e->prefix;
}

/* Neighbour lists in trial order and the initial degrees. */
static void bt_tables(bt *e)
{
	for (ksq s = 0; s < e->nsq; s++) {
		int n = 0;
		for (int i = 0; i < 8; i++) {
			ksq t = board_target(&e->b, s, e->cfg.order[i]);
			if (t != KSQ_NONE)
				e->nb[8 * (size_t)s + n++] = t;
		}
		e->nbn[s] = (uint8_t)n;
		e->deg[s] = (uint8_t)n;
	}
}

engine *backtrack_create(const engine_config *cfg, char *err, size_t errlen)
{
	bt *e = calloc(1, sizeof *e);
	if (!e) {
		snprintf(err, errlen, "backtrack: out of memory");
		return NULL;
	}
	e->base.ops = &bt_ops;
	e->cfg = *cfg;
	e->cfg.prefix = NULL;
	/* Too big a board is refused before anything is allocated. */
	if (!board_spec_valid(&cfg->spec, err, errlen))
		goto fail;
	if ((long long)cfg->spec.rows * cfg->spec.cols > BT_MAX_SQUARES) {
		snprintf(err, errlen,
			 "backtrack: board %dx%d has more than %ld squares; an exhaustive "
			 "search cannot cover it (use -e warnsdorff)",
			 cfg->spec.rows, cfg->spec.cols, BT_MAX_SQUARES);
		goto fail;
	}
	if (!board_init(&e->b, &cfg->spec, err, errlen))
		goto fail;
	e->nsq = e->b.nsq;
	if (!cfg->order_warnsdorff && !bt_check_order(cfg->order)) {
		snprintf(err, errlen, "backtrack: the move order is not a permutation of 12345678");
		goto fail;
	}
	if (cfg->prune != PRUNE_NONE && cfg->prune != PRUNE_LOOKAHEAD) {
		snprintf(err, errlen, "backtrack: unknown pruning mode %d", (int)cfg->prune);
		goto fail;
	}
	ksq start = cfg->all_starts ? 0 : cfg->start == KSQ_NONE ? 0 : cfg->start;
	if (start < 0 || start >= e->nsq) {
		snprintf(err, errlen, "backtrack: start square %ld is off the %dx%d board",
			 (long)start, e->b.rows, e->b.cols);
		goto fail;
	}
	if (!bt_check_prefix(e, cfg, err, errlen))
		goto fail;
	if (!bt_alloc(e)) {
		snprintf(err, errlen, "backtrack: out of memory for a %dx%d board", e->b.rows,
			 e->b.cols);
		goto fail;
	}
	if (cfg->order_warnsdorff)
		for (int i = 0; i < 8; i++) /* neighbour lists in move order */
			e->cfg.order[i] = (uint8_t)i;
	e->lookahead = cfg->prune == PRUNE_LOOKAHEAD;
	e->closed = cfg->closed;
	e->warnsdorff = cfg->order_warnsdorff;
	e->all_starts = cfg->all_starts;
	bt_tables(e);
	if (cfg->prefix_len > 0)
		bt_restart(e, cfg->prefix, cfg->prefix_len);
	else
		bt_restart(e, &start, 0);
	return &e->base;
fail:
	bt_free(e);
	return NULL;
}

void bt_restart(bt *e, const ksq *prefix, int32_t len)
{
	ksq start = prefix[0];
	e->prefix_len = len;
	memmove(e->prefix, prefix, (size_t)len * sizeof *prefix);
	e->cfg.prefix = len > 0 ? e->prefix : NULL;
	e->cfg.prefix_len = len;
	e->root = len > 1 ? len - 1 : 0;
	for (ksq s = 0; s < e->nsq; s++) {
		e->deg[s] = e->nbn[s];
		e->adjs[s] = 0;
	}
	memset(&e->c, 0, sizeof e->c);
	e->depth = 0;
	e->state = ENGINE_READY;
	bt_push(e, start);
}

static void bt_copy(engine *dst_en, const engine *src_en)
{
	bt *d = (bt *)dst_en;
	const bt *s = (const bt *)src_en;
	size_t n = (size_t)s->nsq;
	if (d == s)
		return;
	memcpy(d->deg, s->deg, n);
	memcpy(d->adjs, s->adjs, n);
	memcpy(d->path, s->path, (size_t)s->depth * sizeof *s->path);
	memcpy(d->fr, s->fr, (size_t)s->depth * sizeof *s->fr);
	memcpy(d->prefix, s->prefix, (size_t)s->prefix_len * sizeof *s->prefix);
	d->prefix_len = s->prefix_len;
	d->cfg.prefix = s->prefix_len > 0 ? d->prefix : NULL;
	d->cfg.prefix_len = s->prefix_len;
	d->root = s->root;
	d->depth = s->depth;
	d->state = s->state;
	d->c = s->c;
}

static engine *bt_clone(const engine *en)
{
	const bt *s = (const bt *)en;
	char err[200];
	engine *c = backtrack_create(&s->cfg, err, sizeof err);
	if (!c)
		return NULL;
	bt_copy(c, en);
	return c;
}

static void bt_restart_op(engine *en, const ksq *prefix, int32_t len)
{
	bt_restart((bt *)en, prefix, len);
}

static const engine_ops bt_ops = {
	.step = bt_step,
	.run = bt_run,
	.view = bt_view,
	.depth_info = bt_depth_info,
	.clone = bt_clone,
	.copy = bt_copy,
	.destroy = bt_destroy,
	.restart = bt_restart_op,
	.stack_save = bt_stack_save,
	.stack_load = bt_stack_load,
};
