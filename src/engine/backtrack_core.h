/* SPDX-License-Identifier: MIT */
/* The backtrack engine's state and its one transition, shared by the
 * event-producing engine_step() (backtrack.c) and the event-free
 * engine_run() (backtrack_run.c).  Both compile the same always-inline
 * bt_core(); in the run loop the event pointer is a constant NULL, so the
 * compiler drops every line that only fills events, and the two modes
 * cannot drift apart: same states, same counters, by construction.
 *
 * Private to src/engine/ (and white-box tests). */
#ifndef KTOUR_BACKTRACK_CORE_H
#define KTOUR_BACKTRACK_CORE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine_impl.h"
#include "ktour/compiler.h"

#define BT_INLINE static KT_ALWAYS_INLINE

/* Per square: 8 neighbours, degree, flags, path entry and a stack frame,
 * about 100 bytes; an exhaustive search on more is pointless anyway. */
#define BT_MAX_SQUARES ENGINE_MAX_SEARCH_SQUARES

/* One level of the search stack: the square path[d] and its candidates. */
typedef struct bt_frame {
	ksq cand[8];      /* unvisited neighbours in trial order (after pruning) */
	int8_t cdeg[8];   /* their remaining degree when listed */
	uint8_t ncand;
	uint8_t next;     /* candidates tried so far: cand[0..next-1] */
	uint8_t forced;   /* look-ahead restricted the candidates */
	uint8_t dead;     /* engine_reason of a look-ahead verdict; WHY_NONE */
	ksq culprit;      /* the square behind `dead` or `forced` */
	/* look-ahead bookkeeping after this square was pushed, so popping it
	 * needs no recount: */
	int32_t cnt1;     /* unvisited squares of effective degree 1 */
	int32_t closers;  /* closed: unvisited squares the tour may end on */
} bt_frame;

typedef struct bt {
	engine base;
	engine_config cfg;  /* cfg.prefix points at our own copy below */
	board b;
	int32_t nsq;
	ksq *prefix;        /* fixed first squares (copy), prefix_len of them */
	int32_t prefix_len;
	int32_t root;       /* the search's root frame; frames below hold prefix squares */
	ksq *nb;            /* nb[8*sq + i], i < nbn[sq]: neighbours, trial order */
	uint8_t *nbn;
	uint8_t *deg;       /* the view's degree array (ENGINE_VISITED on path) */
	/* Closed tours: 1 for an unvisited square the tour may end on, i.e.
	 * next to the start and, once path[1] is fixed, numbered above it (so
	 * each undirected cycle is found in one direction only).  All zero for
	 * open tours, so the effective degree deg + adjs needs no branch. */
	uint8_t *adjs;
	ksq *path;
	bt_frame *fr;
	int32_t depth;
	engine_state state;
	engine_counters c;
	bool lookahead, closed, warnsdorff, all_starts;
} bt;

/* ---- pushing and popping squares -------------------------------------- */

/* Sort the candidates fewest onward moves first; equal degrees: the square
 * later in reading order first (the dfns `kt` convention). */
BT_INLINE void bt_sort_warnsdorff(bt_frame *f)
{
	for (int i = 1; i < f->ncand; i++) {
		ksq t = f->cand[i];
		int8_t v = f->cdeg[i];
		int j = i;
		while (j > 0 && (f->cdeg[j - 1] > v || (f->cdeg[j - 1] == v && f->cand[j - 1] < t))) {
			f->cand[j] = f->cand[j - 1];
			f->cdeg[j] = f->cdeg[j - 1];
			j--;
		}
		f->cand[j] = t;
		f->cdeg[j] = v;
	}
}

BT_INLINE void bt_kill(bt_frame *f, engine_reason why, ksq culprit)
{
	f->dead = (uint8_t)why;
	f->culprit = culprit;
	f->ncand = 0;
}

/* Stone's look-ahead on the frame just pushed (r unvisited squares left).
 * F = unvisited neighbours of the knight with one way left besides the
 * knight (effective degree 1): each must be entered next or be the last
 * square.  Squares of effective degree 1 elsewhere (E of them) must be the
 * last square.  Open tours have one last square to give away, closed tours
 * none (their last square is next to the start, counted in adjs). */
BT_INLINE void bt_verdict(bt *e, bt_frame *f, int32_t r, int32_t nF, const ksq *F, ksq zero,
			  const bool closed)
{
	if (r == 0)
		return;
	if (closed && f->closers == 0) {
		bt_kill(f, WHY_NOT_CLOSED, e->path[0]);
		return;
	}
	if (zero != KSQ_NONE && (closed || r > 1)) {
		bt_kill(f, WHY_UNREACHABLE, zero);
		return;
	}
	int32_t allow = closed ? 0 : 1;
	int32_t E = f->cnt1 - nF;
	if (E > allow) {
		bt_kill(f, WHY_UNREACHABLE, KSQ_NONE); /* culprit found on demand */
		return;
	}
	int32_t fmax = 1 + allow - E;
	if (nF > fmax) {
		bt_kill(f, WHY_DOUBLE_FORCED, F[fmax]);
		return;
	}
	if (nF == fmax && nF > 0) {
		/* keep the forced squares, in trial order */
		int k = 0;
		for (int i = 0; i < f->ncand; i++)
			if (f->cdeg[i] + (closed ? e->adjs[f->cand[i]] : 0) == 1) {
				f->cand[k] = f->cand[i];
				f->cdeg[k] = f->cdeg[i];
				k++;
			}
		f->ncand = (uint8_t)k;
		f->forced = 1;
		f->culprit = F[0];
	}
}

/* Recount the look-ahead bookkeeping from scratch (the first two levels,
 * where the closing squares change), and catch squares of effective
 * degree 0 that are not next to the knight. */
static inline void bt_full_scan(bt *e, bt_frame *f, ksq s, ksq *zero_far)
{
	int32_t cnt1 = 0, closers = 0;
	const ksq *nb = e->nb + 8 * (size_t)s;
	int n = e->nbn[s];
	for (ksq u = 0; u < e->nsq; u++) {
		if (e->deg[u] == ENGINE_VISITED)
			continue;
		int vp = e->deg[u] + e->adjs[u];
		cnt1 += vp == 1;
		closers += e->adjs[u];
		if (vp == 0 && *zero_far == KSQ_NONE) {
			bool near = false;
			for (int i = 0; i < n; i++)
				near |= nb[i] == u;
			if (!near)
				*zero_far = u;
		}
	}
	f->cnt1 = cnt1;
	f->closers = closers;
}

/* Closed tours: which squares the tour may end on, before (d == 0) and
 * after (d == 1) the first move is chosen. */
static inline void bt_set_closers(bt *e, int32_t d, ksq s)
{
	ksq st = e->path[0];
	const ksq *nb = e->nb + 8 * (size_t)st;
	if (d == 0)
		for (ksq u = 0; u < e->nsq; u++)
			e->adjs[u] = 0;
	for (int i = 0; i < e->nbn[st]; i++)
		e->adjs[nb[i]] = (uint8_t)(d == 0 || nb[i] > s);
}

/* The look-ahead half of bt_push(), specialised for open and closed
 * tours (open tours never look at adjs). */
BT_INLINE void bt_push_lookahead(bt *e, bt_frame *f, ksq s, int32_t d, const bool closed)
{
	uint8_t *deg = e->deg;
	const uint8_t *adjs = e->adjs;
	const ksq *nb = e->nb + 8 * (size_t)s;
	int n = e->nbn[s];
	bool shallow = d <= 1;
	if (shallow && closed)
		bt_set_closers(e, d, s);
	int32_t cnt1 = 0, closers = 0;
	if (!shallow) {
		cnt1 = f[-1].cnt1 - (deg[s] + (closed ? adjs[s] : 0) == 1);
		closers = closed ? f[-1].closers - adjs[s] : 0;
	}
	deg[s] = ENGINE_VISITED;
	ksq F[8], zero = KSQ_NONE;
	int nF = 0, k = 0;
	/* branch-free: the visited test is the least predictable one */
	for (int i = 0; i < n; i++) {
		ksq t = nb[i];
		int u = deg[t] != ENGINE_VISITED;
		int v = deg[t] - u;
		deg[t] = (uint8_t)v;
		int vp = v + (closed ? adjs[t] : 0);
		int one = u & (vp == 1), none = u & (vp == 0);
		cnt1 += one - none;
		F[nF] = t;
		nF += one;
		zero = none ? t : zero;
		f->cand[k] = t;
		f->cdeg[k] = (int8_t)v;
		k += u;
	}
	f->ncand = (uint8_t)k;
	f->cnt1 = cnt1;
	f->closers = closers;
	if (e->warnsdorff)
		bt_sort_warnsdorff(f);
	ksq zero_far = KSQ_NONE;
	if (shallow)
		bt_full_scan(e, f, s, &zero_far);
	if (zero_far != KSQ_NONE && e->nsq - e->depth > 0)
		bt_kill(f, WHY_UNREACHABLE, zero_far);
	else
		bt_verdict(e, f, e->nsq - e->depth, nF, F, zero, closed);
}

/* Put s (unvisited) on the path as the new top and list its candidates. */
BT_INLINE void bt_push(bt *e, ksq s)
{
	int32_t d = e->depth++;
	e->path[d] = s;
	bt_frame *f = &e->fr[d];
	uint8_t *deg = e->deg;
	const ksq *nb = e->nb + 8 * (size_t)s;
	int n = e->nbn[s];
	f->next = 0;
	f->forced = 0;
	f->dead = WHY_NONE;
	f->culprit = KSQ_NONE;
	if (d >= e->c.max_depth)
		e->c.max_depth = d + 1;
	if (!e->lookahead) {
		deg[s] = ENGINE_VISITED;
		int k = 0;
		for (int i = 0; i < n; i++) {
			ksq t = nb[i];
			int u = deg[t] != ENGINE_VISITED;
			int v = deg[t] - u;
			deg[t] = (uint8_t)v;
			f->cand[k] = t;
			f->cdeg[k] = (int8_t)v;
			k += u;
		}
		f->ncand = (uint8_t)k;
		if (e->warnsdorff)
			bt_sort_warnsdorff(f);
	} else if (e->closed) {
		bt_push_lookahead(e, f, s, d, true);
	} else {
		bt_push_lookahead(e, f, s, d, false);
	}
	if (d < e->root) {
		/* a fixed prefix square: its only candidate is the next one, even
		 * where the look-ahead gave the path up or forced another square
		 * (it judges the search, which begins at the last fixed square:
		 * so the whole path is shown before the search says why it ends) */
		ksq want = e->prefix[d + 1];
		bool listed = false;
		for (int i = 0; i < f->ncand && !listed; i++)
			listed = f->cand[i] == want;
		f->cand[0] = want;
		f->cdeg[0] = (int8_t)deg[want];
		f->ncand = 1;
		if (!listed) {
			f->forced = 0;
			f->dead = WHY_NONE;
			f->culprit = KSQ_NONE;
		}
	}
}

/* Take the top square off the path, restoring the degrees. */
BT_INLINE void bt_pop(bt *e)
{
	int32_t d = --e->depth;
	ksq s = e->path[d];
	uint8_t *deg = e->deg;
	const ksq *nb = e->nb + 8 * (size_t)s;
	int n = e->nbn[s], free_nb = 0;
	for (int i = 0; i < n; i++) {
		ksq t = nb[i];
		int u = deg[t] != ENGINE_VISITED;
		deg[t] = (uint8_t)(deg[t] + u);
		free_nb += u;
	}
	deg[s] = (uint8_t)free_nb;
	if (d == 1 && e->closed && e->lookahead)
		bt_set_closers(e, 0, KSQ_NONE);
}

/* Is the full path a solution (closed ones in the canonical direction)? */
BT_INLINE bool bt_is_solution(const bt *e)
{
	if (!e->closed)
		return true;
	if (e->nsq < 3)
		return false;
	ksq last = e->path[e->nsq - 1];
	if (last <= e->path[1])
		return false;
	return board_move_between(&e->b, last, e->path[0]) >= 0;
}

/* ---- the transition ----------------------------------------------------- */

/* Filled by bt_core() for engine_step() when ev is not NULL; the event's
 * explanatory fields are completed by the caller (backtrack.c). */
void bt_describe_advance(const bt *e, engine_event *ev, engine_reason why);
void bt_describe_retreat(const bt *e, engine_event *ev, engine_reason why, ksq culprit);

/* Start afresh from prefix[0..len-1] (len 0: from prefix[0] alone),
 * keeping the tables: for the count driver, which runs many prefixes on
 * one engine.  The prefix must be a valid path (as engine_create checks). */
void bt_restart(bt *e, const ksq *prefix, int32_t len);

/* Saving and restoring the state (backtrack_state.c, ktour/engine_stack.h). */
struct engine_stack;
bool bt_stack_save(const engine *en, struct engine_stack *out);
bool bt_stack_load(engine *en, const struct engine_stack *st, char *err, size_t errlen);

/* engine_run() of this engine (backtrack_run.c). */
engine_event_kind bt_run(engine *en, uint64_t max_steps, engine_solution_fn fn, void *ctx);

/* One step: exactly the event engine_step() returns, with its counters. */
BT_INLINE engine_event_kind bt_core(bt *e, engine_event *ev)
{
	if (e->state == ENGINE_EXHAUSTED) {
		if (ev)
			ev->kind = EV_EXHAUSTED;
		return EV_EXHAUSTED;
	}
	e->c.steps++;
	int32_t top = e->depth - 1;
	bt_frame *f = &e->fr[top];
	engine_reason why;
	if (e->state == ENGINE_AT_SOLUTION) {
		e->state = ENGINE_SEARCHING;
		if (top <= e->root)
			goto root_done;
		why = WHY_AFTER_SOLUTION;
		goto retreat;
	}
	e->state = ENGINE_SEARCHING;
	if (e->depth == e->nsq) {
		if (bt_is_solution(e)) {
			e->c.solutions++;
			e->state = ENGINE_AT_SOLUTION;
			if (ev) {
				ev->kind = EV_SOLUTION;
				ev->why = WHY_NONE;
				ev->sq = e->path[top];
			}
			return EV_SOLUTION;
		}
		if (top <= e->root)
			goto root_done;
		why = WHY_NOT_CLOSED;
		goto retreat;
	}
	if (f->next < f->ncand) {
		ksq t = f->cand[f->next++];
		bt_push(e, t);
		e->c.advances++;
		if (ev) {
			why = top < e->root ? WHY_START
			      : f->forced  ? WHY_FORCED
			      : f->ncand == 1 ? WHY_ONLY
					      : WHY_ORDER;
			bt_describe_advance(e, ev, why);
		}
		return EV_ADVANCE;
	}
	if (top <= e->root)
		goto root_done;
	why = f->dead ? (engine_reason)f->dead : WHY_ALL_TRIED;
retreat:
	if (ev)
		bt_describe_retreat(e, ev, why, f->culprit);
	bt_pop(e);
	e->c.retreats++;
	return EV_RETREAT;
root_done:
	if (e->all_starts && e->path[0] + 1 < e->nsq) {
		ksq old = e->path[0];
		bt_pop(e);
		bt_push(e, old + 1);
		e->c.retreats++;
		e->c.advances++;
		if (ev) {
			bt_describe_advance(e, ev, WHY_START);
			ev->from = old; /* lifted off the board, not a move */
		}
		return EV_ADVANCE;
	}
	e->state = ENGINE_EXHAUSTED;
	if (ev)
		ev->kind = EV_EXHAUSTED;
	return EV_EXHAUSTED;
}

#endif
