/* SPDX-License-Identifier: MIT */
/* Saving and restoring the backtrack engine's state (ktour/engine_stack.h).
 *
 * Saved: the path and, per square, how many of its candidates have been
 * tried (frame.next), the state and the counters.  Restoring replays the
 * path with bt_push(), which rebuilds the degrees, the candidate lists and
 * the look-ahead bookkeeping exactly as the search built them, so a
 * restored engine steps on as the saved one would have; every square is
 * checked to be the candidate the saved count says it is. */
#include <stdio.h>
#include <string.h>

#include "backtrack_core.h"
#include "ktour/engine_stack.h"

bool bt_stack_save(const engine *en, engine_stack *out)
{
	const bt *e = (const bt *)en;
	if (!engine_stack_alloc(out, e->depth))
		return false;
	out->kind = STACK_ENGINE;
	for (int32_t d = 0; d < e->depth; d++) {
		out->sq[d] = e->path[d];
		out->aux[d] = e->fr[d].next;
	}
	out->state = e->state;
	out->counters = e->c;
	return true;
}

/* Back to the start of the engine's search (its prefix, or its start). */
static void bt_back_to_start(bt *e, ksq first)
{
	if (e->prefix_len > 0) {
		bt_restart(e, e->prefix, e->prefix_len);
	} else {
		ksq s = e->all_starts ? first
			: e->cfg.start == KSQ_NONE ? 0
						   : e->cfg.start;
		bt_restart(e, &s, 0);
	}
}

static bool bt_replay(bt *e, const engine_stack *st, char *err, size_t errlen)
{
	for (int32_t d = 1; d < st->depth; d++) {
		bt_frame *f = &e->fr[d - 1];
		uint64_t next = st->aux[d - 1];
		if (next < 1 || next > f->ncand || f->cand[next - 1] != st->sq[d]) {
			snprintf(err, errlen,
				 "stack square %d (%ld) is not candidate %llu of square %d",
				 (int)d + 1, (long)st->sq[d], (unsigned long long)next, (int)d);
			return false;
		}
		f->next = (uint8_t)next;
		bt_push(e, st->sq[d]);
	}
	bt_frame *top = &e->fr[st->depth - 1];
	if (st->aux[st->depth - 1] > top->ncand) {
		snprintf(err, errlen, "stack square %d: %llu candidates tried of %d",
			 (int)st->depth, (unsigned long long)st->aux[st->depth - 1],
			 (int)top->ncand);
		return false;
	}
	top->next = (uint8_t)st->aux[st->depth - 1];
	return true;
}

static bool bt_check_state(const bt *e, const engine_stack *st, char *err, size_t errlen)
{
	switch (st->state) {
	case ENGINE_READY:
		if (st->depth == 1)
			return true;
		break;
	case ENGINE_SEARCHING:
	case ENGINE_EXHAUSTED:
		return true;
	case ENGINE_AT_SOLUTION:
		if (st->depth == e->nsq && bt_is_solution(e))
			return true;
		break;
	default:
		break;
	}
	snprintf(err, errlen, "state %d does not fit a stack of %d squares", (int)st->state,
		 (int)st->depth);
	return false;
}

bool bt_stack_load(engine *en, const engine_stack *st, char *err, size_t errlen)
{
	bt *e = (bt *)en;
	if (st->kind != STACK_ENGINE || st->depth < 1 || st->depth > e->nsq || !st->sq ||
	    !st->aux) {
		snprintf(err, errlen, "not a backtrack engine stack of 1 to %ld squares",
			 (long)e->nsq);
		return false;
	}
	for (int32_t d = 0; d < st->depth; d++)
		if (st->sq[d] < 0 || st->sq[d] >= e->nsq) {
			snprintf(err, errlen, "stack square %d (%ld) is off the %dx%d board",
				 (int)d + 1, (long)st->sq[d], e->b.rows, e->b.cols);
			return false;
		}
	bt_back_to_start(e, st->sq[0]);
	if (e->path[0] != st->sq[0]) {
		snprintf(err, errlen, "the stack starts on square %ld, the search on %ld",
			 (long)st->sq[0], (long)e->path[0]);
		return false;
	}
	if (!bt_replay(e, st, err, errlen) || !bt_check_state(e, st, err, errlen)) {
		bt_back_to_start(e, st->sq[0]);
		return false;
	}
	e->state = st->state;
	e->c = st->counters;
	return true;
}
