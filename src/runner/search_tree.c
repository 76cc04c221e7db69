/* SPDX-License-Identifier: MIT */
/* The state-space tree of a backtracking search (ktour/search_tree.h),
 * built from the engine's own events: an advance puts a node on the
 * stack, a retreat finishes it.  The nodes are kept in preorder, so the
 * subtree of the node on top of the stack is the tail of the array: when
 * a finished subtree is smaller than the fold, cutting the array back to
 * its root forgets its inside and keeps its totals, and the memory stays
 * that of the nodes worth drawing. */
#include "ktour/search_tree.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/engine.h"
#include "ktour/engine_desc.h"
#include "ktour/square.h"

/* The search being turned into a tree. */
typedef struct builder {
	search_tree *t;
	uint64_t fold;
	bool keep_tours;
	uint64_t found; /* tours found */
	int32_t *stack; /* the path's nodes: indices into t->v */
	int32_t *last;  /* the last child kept of stack[d]; -1 none */
	int32_t depth;
	bool nomem;
} builder;

static int32_t push(builder *b, ksq sq, uint64_t step)
{
	search_tree *t = b->t;
	if (t->n == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 1024;
		search_tree_node *v = realloc(t->v, cap * sizeof *v);
		if (!v) {
			b->nomem = true;
			return -1;
		}
		t->v = v;
		t->cap = cap;
	}
	int32_t i = (int32_t)t->n++;
	int32_t parent = b->depth > 0 ? b->stack[b->depth - 1] : -1;
	t->v[i] = (search_tree_node){.sq = sq, .depth = b->depth + 1, .parent = parent,
				     .first_step = step, .nodes = 1, .kid = -1, .next = -1};
	if (parent >= 0) {
		int32_t prev = b->last[b->depth - 1];
		if (prev >= 0)
			t->v[prev].next = i;
		else
			t->v[parent].kid = i;
		b->last[b->depth - 1] = i;
	}
	b->stack[b->depth] = i;
	b->last[b->depth] = -1;
	b->depth++;
	if (b->depth > t->max_depth)
		t->max_depth = b->depth;
	return i;
}

/* The node on top is finished: fold it when small, add it to its parent. */
static void pop(builder *b)
{
	search_tree *t = b->t;
	int32_t i = b->stack[--b->depth];
	search_tree_node *x = &t->v[i];
	if (x->kid >= 0 && x->nodes < b->fold && !(b->keep_tours && x->solutions > 0)) {
		t->n = (size_t)i + 1; /* its subtree is the tail: forget the inside */
		x->kid = -1;
		x->folded = true;
	}
	if (x->parent >= 0) {
		t->v[x->parent].nodes += x->nodes;
		t->v[x->parent].solutions += x->solutions;
	}
}

/* Stopped short of the end: the path's nodes hold what was searched
 * under them so far. */
static void stop_open(builder *b)
{
	search_tree *t = b->t;
	for (int32_t d = b->depth - 1; d >= 0; d--) {
		search_tree_node *x = &t->v[b->stack[d]];
		x->open = true;
		if (x->parent >= 0) {
			t->v[x->parent].nodes += x->nodes;
			t->v[x->parent].solutions += x->solutions;
		}
	}
	b->depth = 0;
}

static void mark_solution(builder *b)
{
	search_tree *t = b->t;
	t->v[b->stack[b->depth - 1]].solutions++;
	if (b->found++ % t->sol_every != 0)
		return;
	if (t->nsol_at == SEARCH_TREE_MAX_MARKS) { /* keep every other, and go on so */
		for (size_t k = 0; 2 * k < t->nsol_at; k++)
			t->sol_at[k] = t->sol_at[2 * k];
		t->nsol_at = (t->nsol_at + 1) / 2;
		t->sol_every *= 2;
		if ((b->found - 1) % t->sol_every != 0)
			return;
	}
	uint64_t at = 0; /* the squares put on the stack so far */
	for (int32_t d = 0; d < b->depth; d++)
		at += t->v[b->stack[d]].nodes;
	t->sol_at[t->nsol_at++] = at;
}

/* One event into the tree; false when it does not fit the path (the
 * engine and the tree disagree: a bug) or out of memory. */
static bool take(builder *b, const engine_event *ev, uint64_t step)
{
	switch (ev->kind) {
	case EV_ADVANCE:
		return push(b, ev->sq, step) >= 0 && b->depth == ev->depth;
	case EV_RETREAT:
		if (b->depth < 1 || b->t->v[b->stack[b->depth - 1]].sq != ev->sq)
			return false;
		pop(b);
		return b->depth == ev->depth;
	case EV_SOLUTION: mark_solution(b); return true;
	default: return true;
	}
}

uint64_t search_tree_fold_for(uint64_t total, int pixels)
{
	if (pixels <= 0)
		return 0;
	return total / ((uint64_t)pixels * 4);
}

/* The nodes the tree will have: the squares put on the stack by the
 * search run without events (the same counters, ktour/engine.h). */
static bool count_nodes(const engine_config *cfg, const search_tree_options *o, uint64_t *nodes,
			uint64_t *tours, char *err, size_t errlen)
{
	engine *e = engine_create(cfg, err, errlen);
	if (!e)
		return false;
	engine_view v;
	engine_run(e, o->to_end ? o->max_steps : o->step, NULL, NULL);
	engine_view_get(e, &v);
	bool ok = !o->to_end || v.state == ENGINE_EXHAUSTED;
	if (!ok)
		snprintf(err, errlen, "the search does not finish within %llu steps",
			 (unsigned long long)o->max_steps);
	*nodes = v.counters.advances + 1;
	*tours = v.counters.solutions;
	engine_destroy(e);
	return ok;
}

static bool setup(builder *b, const engine_config *cfg, search_tree *t, char *err, size_t errlen)
{
	memset(t, 0, sizeof *t);
	if (cfg->kind != ENGINE_BACKTRACK || cfg->all_starts) {
		snprintf(err, errlen, "the tree is a backtracking search's (-e backtrack, one start)");
		return false;
	}
	long nsq = (long)cfg->spec.rows * cfg->spec.cols;
	if (nsq > ENGINE_MAX_SEARCH_SQUARES) {
		snprintf(err, errlen, "the board is too large for an exhaustive search");
		return false;
	}
	t->rows = cfg->spec.rows;
	t->sol_every = 1;
	t->cols = cfg->spec.cols;
	b->t = t;
	b->stack = malloc(((size_t)nsq + 1) * sizeof *b->stack);
	b->last = malloc(((size_t)nsq + 1) * sizeof *b->last);
	t->sol_at = malloc(SEARCH_TREE_MAX_MARKS * sizeof *t->sol_at);
	if (!b->stack || !b->last || !t->sol_at) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	return true;
}

/* Step e to the end or to the step, the events into the tree.  Each
 * engine_step() is one step (ktour/engine.h: the steps are the events
 * produced), so the steps are counted here rather than read from the
 * view at every one. */
static bool walk(builder *b, engine *e, const search_tree_options *o, char *err, size_t errlen)
{
	engine_view v;
	engine_view_get(e, &v);
	if (push(b, v.path[0], 0) < 0)
		return false;
	uint64_t steps = v.counters.steps;
	uint64_t limit = !o->to_end ? o->step : o->max_steps ? o->max_steps : UINT64_MAX;
	bool done = v.state == ENGINE_EXHAUSTED;
	while (!done && steps < limit) {
		engine_event ev;
		done = engine_step(e, &ev) == EV_EXHAUSTED;
		steps++;
		if (!take(b, &ev, steps)) {
			snprintf(err, errlen, b->nomem ? "out of memory"
						      : "the search's events do not make a tree");
			return false;
		}
	}
	engine_view_get(e, &v);
	if (v.counters.steps != steps) {
		snprintf(err, errlen, "the search's steps do not add up");
		return false;
	}
	b->t->steps = steps;
	b->t->finished = done;
	if (done)
		while (b->depth > 0)
			pop(b);
	else if (b->depth > 0)
		stop_open(b);
	if (o->to_end && !done) {
		snprintf(err, errlen, "the search does not finish within %llu steps",
			 (unsigned long long)o->max_steps);
		return false;
	}
	return true;
}

bool search_tree_build(const engine_config *cfg, const search_tree_options *o, search_tree *t,
		       char *err, size_t errlen)
{
	builder b = {0};
	bool ok = setup(&b, cfg, t, err, errlen);
	b.fold = o->fold;
	b.keep_tours = o->keep_tours;
	uint64_t total = 0, tours = 0;
	if (ok && o->pixels > 0 && (ok = count_nodes(cfg, o, &total, &tours, err, errlen))) {
		b.fold = search_tree_fold_for(total, o->pixels);
		b.keep_tours = tours <= SEARCH_TREE_KEEP_TOURS;
	}
	t->fold = b.fold;
	t->kept_tours = b.keep_tours;
	engine *e = ok ? engine_create(cfg, err, errlen) : NULL;
	ok = e && walk(&b, e, o, err, errlen);
	engine_destroy(e);
	free(b.stack);
	free(b.last);
	if (!ok)
		search_tree_free(t);
	return ok;
}

bool search_tree_write_tsv(FILE *f, const search_tree *t)
{
	fputs("depth\tsquare\tparent\tfirst_step\tnodes\tsolutions\tkind\tstate\n", f);
	for (size_t i = 0; i < t->n; i++) {
		const search_tree_node *x = &t->v[i];
		char name[SQUARE_NAME_MAX];
		square_name_algebraic(t->rows, x->sq / t->cols, x->sq % t->cols, name, sizeof name);
		fprintf(f, "%d\t%s\t%d\t%llu\t%llu\t%llu\texact\t%s\n", (int)x->depth, name,
			(int)x->parent + 1, (unsigned long long)x->first_step,
			(unsigned long long)x->nodes, (unsigned long long)x->solutions,
			x->open ? "open" : x->folded ? "folded" : "done");
	}
	return !ferror(f);
}

void search_tree_free(search_tree *t)
{
	free(t->v);
	free(t->sol_at);
	memset(t, 0, sizeof *t);
}
