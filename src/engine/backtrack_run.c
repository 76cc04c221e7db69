/* SPDX-License-Identifier: MIT */
/* engine_run() of the backtrack engine: the same transition as
 * engine_step(), compiled without events (see backtrack_core.h), and for
 * the plain search (no look-ahead, the fixed move order) a tighter loop
 * that keeps only what the next step depends on.
 *
 * The tight loop: without look-ahead the candidates of a square are its
 * unvisited neighbours when it was pushed, in the neighbour table's order,
 * and nothing deeper is visited when the search comes back to it: so the
 * next candidate is the next unvisited neighbour from an index into the
 * table, and a step needs only the visited marks.  The loop keeps that
 * index in bt_frame.next and ENGINE_VISITED in deg for the path (other
 * squares' deg is stale); bt_fast_leave() rebuilds the degrees and each
 * frame's candidates from the path, as bt_push() made them, so the state
 * is exactly engine_step()'s (tests/unit/test_backtrack_fast.c). */
#include "backtrack_core.h"

/* The tight loop pays O(squares + depth) to enter and leave: not for a
 * run shorter than that; and it begins past the fixed prefix, whose
 * squares have one candidate each. */
static bool fast_fits(const bt *e, uint64_t left)
{
	return !e->lookahead && !e->warnsdorff && e->state != ENGINE_AT_SOLUTION &&
	       e->state != ENGINE_EXHAUSTED && e->depth < e->nsq && e->depth > e->root &&
	       left >= 64 + (uint64_t)e->nsq;
}

/* Index into square s's neighbour table just past its candidate i - 1
 * (0 when i is 0). */
static uint8_t raw_index(const bt *e, ksq s, const bt_frame *f)
{
	if (f->next == 0)
		return 0;
	ksq c = f->cand[f->next - 1];
	const ksq *nb = e->nb + 8 * (size_t)s;
	uint8_t j = 0;
	while (nb[j] != c)
		j++;
	return (uint8_t)(j + 1);
}

static void fast_enter(bt *e)
{
	for (int32_t d = e->root; d < e->depth; d++)
		e->fr[d].next = raw_index(e, e->path[d], &e->fr[d]);
}

/* The degrees and the candidates of frames root.. from the path, as
 * bt_push() lists them; next back from a table index to a candidate's. */
static void fast_leave(bt *e)
{
	uint8_t *deg = e->deg;
	for (ksq u = 0; u < e->nsq; u++)
		deg[u] = e->nbn[u];
	for (int32_t d = 0; d < e->depth; d++) {
		ksq s = e->path[d];
		const ksq *nb = e->nb + 8 * (size_t)s;
		int n = e->nbn[s], k = 0, next = 0;
		bt_frame *f = &e->fr[d];
		deg[s] = ENGINE_VISITED;
		for (int i = 0; i < n; i++) {
			ksq t = nb[i];
			if (deg[t] == ENGINE_VISITED)
				continue;
			deg[t]--;
			if (d >= e->root) {
				f->cand[k] = t;
				f->cdeg[k] = (int8_t)deg[t];
				next += i < f->next;
				k++;
			}
		}
		if (d >= e->root) {
			f->ncand = (uint8_t)k;
			f->next = (uint8_t)next;
			f->forced = 0;
			f->dead = WHY_NONE;
			f->culprit = KSQ_NONE;
		}
	}
}

/* Up to max steps of advances and retreats; stops before a step the loop
 * does not take (a full path, the root with nothing left to try). */
static uint64_t fast_steps(bt *e, uint64_t max)
{
	uint8_t *deg = e->deg;
	ksq *path = e->path;
	bt_frame *fr = e->fr;
	const ksq *nbt = e->nb;
	const uint8_t *nbn = e->nbn;
	int32_t depth = e->depth, nsq = e->nsq, root = e->root, maxd = e->c.max_depth;
	uint64_t n = 0, adv = 0;
	while (n < max && depth < nsq) {
		int32_t top = depth - 1;
		bt_frame *f = &fr[top];
		ksq s = path[top];
		const ksq *nb = nbt + 8 * (size_t)s;
		unsigned j = f->next, k = nbn[s];
		while (j < k && deg[nb[j]] == ENGINE_VISITED)
			j++;
		if (j < k) {
			ksq t = nb[j];
			f->next = (uint8_t)(j + 1);
			path[depth] = t;
			deg[t] = ENGINE_VISITED;
			fr[depth].next = 0;
			depth++;
			maxd = depth > maxd ? depth : maxd;
			adv++;
		} else {
			if (top <= root)
				break;
			f->next = (uint8_t)j;
			deg[s] = 0;
			depth--;
		}
		n++;
	}
	e->depth = depth;
	e->c.max_depth = maxd;
	e->c.steps += n;
	e->c.advances += adv;
	e->c.retreats += n - adv;
	if (n > 0)
		e->state = ENGINE_SEARCHING;
	return n;
}

engine_event_kind bt_run(engine *en, uint64_t max_steps, engine_solution_fn fn, void *ctx)
{
	bt *e = (bt *)en;
	if (e->state == ENGINE_EXHAUSTED)
		return EV_EXHAUSTED;
	for (uint64_t n = 0; max_steps == 0 || n < max_steps; n++) {
		uint64_t left = max_steps ? max_steps - n : UINT64_MAX;
		if (fast_fits(e, left)) {
			fast_enter(e);
			n += fast_steps(e, left);
			fast_leave(e);
			if (max_steps && n >= max_steps)
				break;
		}
		engine_event_kind k = bt_core(e, NULL);
		if (k == EV_SOLUTION) {
			if (fn && !fn(ctx, e->path, e->depth))
				return EV_SOLUTION;
		} else if (k == EV_EXHAUSTED) {
			return EV_EXHAUSTED;
		}
	}
	return EV_NONE;
}
