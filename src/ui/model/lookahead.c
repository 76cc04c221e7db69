/* SPDX-License-Identifier: MIT */
/* Stone's look-ahead in words (lookahead.h). */
#include "lookahead.h"

#include <stdio.h>
#include <string.h>

#include "ktour/engine.h"
#include "ktour/square.h"
#include "narrate.h"

static bool next_to(const board *b, ksq a, ksq u)
{
	return a != KSQ_NONE && board_move_between(b, a, u) >= 0;
}

static void name(la_verdict *v, ksq u)
{
	if (v->n < 3)
		v->sq[v->n] = u;
	v->n++;
}

static bool verdict(la_verdict *out, la_kind k, ksq u)
{
	out->kind = k;
	out->n = 0;
	if (u != KSQ_NONE)
		name(out, u);
	return true;
}

/* A square with no way left (effective degree 0): cut off away from the
 * knight; beside it, the end of the path, which is wrong while other
 * squares are left (a closed tour: always). */
static bool no_way(const board *b, const uint8_t *deg, ksq at, ksq start, bool closed,
		   la_verdict *out)
{
	for (ksq u = 0; u < b->nsq; u++) {
		if (deg[u] == ENGINE_VISITED)
			continue;
		int way = deg[u] + (closed && next_to(b, start, u));
		if (way == 0 && !next_to(b, at, u))
			return verdict(out, LA_CUT_OFF, u);
	}
	for (ksq u = 0; u < b->nsq; u++) {
		if (deg[u] == ENGINE_VISITED)
			continue;
		int way = deg[u] + (closed && next_to(b, start, u));
		if (way == 0 && (closed || out->left > 1))
			return verdict(out, LA_DEAD_END, u);
	}
	return false;
}

bool la_judge(const board *b, const uint8_t *deg, ksq at, ksq start, bool closed,
	      la_verdict *out)
{
	memset(out, 0, sizeof *out);
	out->end = KSQ_NONE;
	out->start = start;
	out->closed = closed;
	if (!deg || at == KSQ_NONE)
		return false;
	int closers = 0;
	for (ksq u = 0; u < b->nsq; u++)
		if (deg[u] != ENGINE_VISITED) {
			out->left++;
			closers += closed && next_to(b, start, u);
		}
	if (out->left == 0)
		return false;
	if (closed && closers == 0)
		return verdict(out, LA_NOT_CLOSED, KSQ_NONE);
	if (no_way(b, deg, at, start, closed, out))
		return true;
	/* one way in left: away from the knight, the path's end (E of them);
	 * beside it, entered next or the end (F) */
	la_verdict ends = {.kind = LA_ENDS, .end = KSQ_NONE}, need = {.kind = LA_NEED_KNIGHT};
	for (ksq u = 0; u < b->nsq; u++) {
		if (deg[u] == ENGINE_VISITED ||
		    deg[u] + (closed && next_to(b, start, u)) != 1)
			continue;
		name(next_to(b, at, u) ? &need : &ends, u);
	}
	int allow = closed ? 0 : 1; /* the ends an open path has to give */
	la_verdict *v = ends.n > allow		       ? &ends
			: need.n > 1 + allow - ends.n ? &need
						      : NULL;
	if (!v)
		return false;
	if (v == &need)
		need.end = ends.n ? ends.sq[0] : KSQ_NONE;
	v->left = out->left;
	v->start = start;
	v->closed = closed;
	*out = *v;
	return true;
}

/* "b3 and c2", "b3, c2 and d1" (at most three named). */
static void names(const board *b, const la_verdict *v, char *out, size_t len)
{
	char one[SQUARE_NAME_MAX];
	int n = v->n < 3 ? v->n : 3;
	out[0] = '\0';
	for (int i = 0; i < n; i++) {
		narrate_square(b, v->sq[i], one, sizeof one);
		size_t at = strlen(out);
		snprintf(out + at, len - at, "%s%s", i == 0 ? "" : i == n - 1 ? " and " : ", ", one);
	}
}

void la_text(const board *b, const la_verdict *v, char *out, size_t len)
{
	char sq[3 * SQUARE_NAME_MAX + 16], end[SQUARE_NAME_MAX];
	names(b, v, sq, sizeof sq);
	int others = v->left - 1;
	switch (v->kind) {
	case LA_CUT_OFF:
		snprintf(out, len, "%s can no longer be reached (every square a move from it is "
			 "visited)", sq);
		break;
	case LA_DEAD_END:
		snprintf(out, len, "%s is reached only from the knight and leads nowhere, with %d "
			 "other square%s to visit", sq, others, others == 1 ? "" : "s");
		break;
	case LA_NOT_CLOSED:
		narrate_square(b, v->start, end, sizeof end);
		snprintf(out, len, "no unvisited square is a knight's move from the start %s, so "
			 "the tour cannot close", end);
		break;
	case LA_ENDS:
		if (v->closed) /* no end to give */
			snprintf(out, len, "%s %s one way in left, and a closed tour goes in and "
				 "out of every square", sq, v->n == 1 ? "has" : "each have");
		else
			snprintf(out, len, "%s each have one way in left, and a path ends on only "
				 "one square", sq);
		break;
	case LA_NEED_KNIGHT:
		if (v->end != KSQ_NONE) {
			narrate_square(b, v->end, end, sizeof end);
			snprintf(out, len, "%s each have one way in left besides the knight, and %s "
				 "must be the path's end: %s the knight next", sq, end,
				 v->n == 2 ? "both need" : "all need");
		} else if (v->n == 2 || v->closed) {
			snprintf(out, len, "%s each have one way in left besides the knight: %s "
				 "need it next", sq, v->n == 2 ? "both" : "all");
		} else {
			snprintf(out, len, "%s each have one way in left besides the knight: it goes "
				 "to only one next, and a path ends on only one square", sq);
		}
		break;
	case LA_NONE: out[0] = '\0'; break;
	}
}
