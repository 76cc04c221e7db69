/* SPDX-License-Identifier: MIT */
/* The pseudocode panel's model (pseudo.h). */
#include "pseudo.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "engine_text.h"
#include "ktour/engine_desc.h"
#include "narrate.h"
#include "ktour/square.h"

void pseudo_add(pseudo_listing *p, pseudo_line_id id, const char *fmt, ...)
{
	if (p->n == PSEUDO_LINES_MAX)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(p->line[p->n], PSEUDO_LINE_MAX, fmt, ap);
	va_end(ap);
	p->id[p->n++] = id;
}

void pseudo_start_name(const engine_view *v, char *out, size_t len)
{
	ksq s = v->depth > 0 ? v->path[0] : v->cfg->start;
	narrate_square(v->b, s == KSQ_NONE ? 0 : s, out, len);
}

pseudo_line_id pseudo_line_of(const engine_event *ev, const engine_config *cfg)
{
	bool walk = engine_can(cfg->kind, ENG_WALK);
	switch (ev->kind) {
	case EV_NONE:
	case EV_NEW_WALK: return PL_START;
	case EV_SOLUTION: return PL_SOLUTION;
	case EV_EXHAUSTED: return engine_can(cfg->kind, ENG_EXHAUSTIVE) ? PL_CALL : PL_DONE;
	case EV_LAY: return PL_LAY;
	case EV_JOIN: return PL_JOIN_HALVES; /* pseudo_build() tells the quarters' */
	case EV_STUCK: return PL_STUCK;
	case EV_RETREAT:
		switch (ev->why) {
		case WHY_NOT_CLOSED: return PL_NOT_CLOSED;
		case WHY_AFTER_SOLUTION: return PL_TAKE_BACK;
		case WHY_UNREACHABLE: return PL_UNREACHABLE;
		case WHY_DOUBLE_FORCED: return PL_DOUBLE;
		default: return PL_ALL_TRIED;
		}
	case EV_ADVANCE:
		switch (ev->why) {
		case WHY_START: return PL_START;
		case WHY_FORCED: return PL_FORCED;
		case WHY_MIN_DEGREE: return PL_FEWEST;
		case WHY_TIE_ORDER:
		case WHY_TIE_RANDOM:
		case WHY_TIE_POHL:
		case WHY_TIE_ROTH: return PL_TIE;
		case WHY_ONLY: return walk ? PL_ONLY : PL_TRY;
		default: return walk ? PL_FEWEST : PL_TRY;
		}
	}
	return PL_NONE;
}

/* "3 onward moves", "1 onward move" */
static const char *onward(int d, char *buf, size_t len)
{
	snprintf(buf, len, "%d onward move%s", d, d == 1 ? "" : "s");
	return buf;
}

/* "c2, e1" */
static void tied_list(const board *b, const engine_event *ev, char *out, size_t len)
{
	size_t at = 0;
	out[0] = '\0';
	for (int i = 0; i < ev->ntied - 1 && i < 7; i++) {
		char name[SQUARE_NAME_MAX];
		narrate_square(b, ev->tied[i], name, sizeof name);
		int w = snprintf(out + at, len - at, "%s%s", i ? ", " : "", name);
		if (w < 0 || (size_t)w >= len - at)
			break;
		at += (size_t)w;
	}
}

static void values_advance(const engine_event *ev, const engine_view *v, pseudo_listing *p)
{
	const board *b = v->b;
	char sq[SQUARE_NAME_MAX], from[SQUARE_NAME_MAX], mv[32], ties[96];
	narrate_square(b, ev->sq, sq, sizeof sq);
	narrate_square(b, ev->from, from, sizeof from);
	size_t n = sizeof p->values;
	if (ev->why == WHY_START || ev->from == KSQ_NONE) {
		snprintf(p->values, n, "sq = %s, square %d of %d", sq, (int)ev->depth, b->nsq);
		return;
	}
	onward(ev->degree, mv, sizeof mv);
	switch (ev->why) {
	case WHY_FORCED:
		snprintf(p->values, n, "sq = %s, u = %s: no other way in", from, sq);
		return;
	case WHY_ONLY:
		snprintf(p->values, n, "sq = %s, c = %s: the only one", from, sq);
		return;
	case WHY_TIE_ORDER:
	case WHY_TIE_RANDOM:
	case WHY_TIE_POHL:
	case WHY_TIE_ROTH:
		tied_list(b, ev, ties, sizeof ties);
		snprintf(p->values, n, "sq = %s, c = %s: %s, tied with %s", from, sq, mv, ties);
		return;
	default:
		break;
	}
	if (engine_can(v->cfg->kind, ENG_ORDER) && ev->move >= 0) /* moves in its order */
		snprintf(p->values, n, "sq = %s, c = %s (move %d): %s", from, sq, ev->move + 1, mv);
	else
		snprintf(p->values, n, "sq = %s, c = %s: %s", from, sq, mv);
}

static void values_retreat(const engine_event *ev, const engine_view *v, pseudo_listing *p)
{
	const board *b = v->b;
	char sq[SQUARE_NAME_MAX], back[SQUARE_NAME_MAX], cul[SQUARE_NAME_MAX];
	char start[SQUARE_NAME_MAX];
	narrate_square(b, ev->sq, sq, sizeof sq);
	narrate_square(b, ev->from, back, sizeof back);
	narrate_square(b, ev->culprit, cul, sizeof cul);
	pseudo_start_name(v, start, sizeof start);
	size_t n = sizeof p->values;
	switch (ev->why) {
	case WHY_UNREACHABLE:
		snprintf(p->values, n, "sq = %s, u = %s: no way in left; back to %s", sq, cul,
			 back);
		return;
	case WHY_DOUBLE_FORCED: {
		char others[64];
		if (!narrate_forced_with(v, ev, others, sizeof others))
			snprintf(others, sizeof others, "another");
		snprintf(p->values, n, "sq = %s: %s and %s need it next; back to %s", sq, cul,
			 others, back);
		return;
	}
	case WHY_NOT_CLOSED:
		snprintf(p->values, n, "sq = %s, not a move from %s; back to %s", sq, start, back);
		return;
	case WHY_AFTER_SOLUTION:
		snprintf(p->values, n, "sq = %s taken back; back to %s", sq, back);
		return;
	default:
		if (narrate_onward(v, ev->sq) == 0)
			snprintf(p->values, n, "sq = %s: a dead end; back to %s", sq, back);
		else
			snprintf(p->values, n, "sq = %s: all tried; back to %s", sq, back);
	}
}

/* Room for "a12-f7" or "c5-d3" (square names have at most 11 characters
 * on the largest boards). */
#define PAIR_NAME 24

/* "a12-f7": a rectangle by its corners. */
static void rect_name(const board *b, const engine_rect *r, char *out, size_t len)
{
	char a[SQUARE_NAME_MAX], z[SQUARE_NAME_MAX];
	narrate_square(b, board_sq(b, r->row, r->col), a, sizeof a);
	narrate_square(b, board_sq(b, r->row + r->rows - 1, r->col + r->cols - 1), z, sizeof z);
	snprintf(out, len, "%.11s-%.11s", a, z);
}

/* "c5-d3": a move. */
static void move_name(const board *b, const ksq m[2], char *out, size_t len)
{
	char a[SQUARE_NAME_MAX], z[SQUARE_NAME_MAX];
	narrate_square(b, m[0], a, sizeof a);
	narrate_square(b, m[1], z, sizeof z);
	snprintf(out, len, "%.11s-%.11s", a, z);
}

/* A construction's step: the rectangle and what was laid or swapped. */
static void values_build(const engine_event *ev, const engine_view *v, pseudo_listing *p)
{
	const board *b = v->b;
	const engine_build_step *s = &v->build->last;
	char r[PAIR_NAME], m[4][PAIR_NAME];
	rect_name(b, &s->rect, r, sizeof r);
	size_t n = sizeof p->values;
	int c = (int)s->cycles;
	if (ev->kind == EV_LAY) {
		snprintf(p->values, n, "R = %s (%dx%d), block %d of %d: %d cycle%s", r,
			 (int)s->rect.rows, (int)s->rect.cols, (int)s->block + 1, (int)s->blocks, c,
			 c == 1 ? "" : "s");
		return;
	}
	for (int i = 0; i < 2; i++) {
		move_name(b, s->drop[i], m[i], sizeof m[i]);
		move_name(b, s->add[i], m[2 + i], sizeof m[2 + i]);
	}
	snprintf(p->values, n, "R = %s: drop %s, %s; add %s, %s: %d cycle%s", r, m[0], m[1], m[2],
		 m[3], c, c == 1 ? "" : "s");
}

static void values_of(const engine_event *ev, const engine_view *v, pseudo_listing *p)
{
	const board *b = v->b;
	char sq[SQUARE_NAME_MAX], start[SQUARE_NAME_MAX], ord[9], all[40];
	ksq knight = v->depth > 0 ? v->path[v->depth - 1] : KSQ_NONE;
	unsigned long long sols = (unsigned long long)v->counters.solutions;
	size_t n = sizeof p->values;
	narrate_square(b, knight == KSQ_NONE ? 0 : knight, sq, sizeof sq);
	pseudo_start_name(v, start, sizeof start);
	switch (ev->kind) {
	case EV_ADVANCE: values_advance(ev, v, p); return;
	case EV_RETREAT: values_retreat(ev, v, p); return;
	case EV_LAY:
	case EV_JOIN:
		if (v->build && v->build->last.kind == ev->kind)
			values_build(ev, v, p);
		return;
	case EV_SOLUTION:
		narrate_all_squares(b->nsq, all, sizeof all);
		snprintf(p->values, n, "tour %llu: %s, ending on %s", sols, all, sq);
		return;
	case EV_EXHAUSTED: engine_text_of(v->cfg->kind)->over_values(v, p->values, n); return;
	case EV_STUCK:
		narrate_square(b, ev->sq != KSQ_NONE ? ev->sq : knight, sq, sizeof sq);
		snprintf(p->values, n, "sq = %s: no unvisited c, after %d square%s", sq,
			 (int)ev->depth, ev->depth == 1 ? "" : "s");
		return;
	case EV_NEW_WALK:
		ordering_format(ev->order, ord);
		snprintf(p->values, n, "walk %llu from %s, ordering %s", (unsigned long long)v->walk,
			 start, ord);
		return;
	default:
		if (v->build) /* a construction before its first step */
			snprintf(p->values, n, "R = the board, %dx%d: %d block%s to lay, %d join%s",
				 b->rows, b->cols, (int)v->build->blocks,
				 v->build->blocks == 1 ? "" : "s", (int)v->build->blocks - 1,
				 v->build->blocks == 2 ? "" : "s");
		else
			snprintf(p->values, n, "sq = %s, the start", sq);
		return;
	}
}

void pseudo_build(const engine_event *ev, const engine_view *v, pseudo_listing *out)
{
	memset(out, 0, sizeof *out);
	out->mark = -1;
	if (v->path_len > 0) {
		snprintf(out->title, sizeof out->title, "no algorithm");
		snprintf(out->values, sizeof out->values,
			 "A replay has no algorithm: it plays a saved path.");
		return;
	}
	engine_text_of(v->cfg->kind)->listing(v, out);
	pseudo_line_id want = pseudo_line_of(ev, v->cfg);
	if (ev->kind == EV_JOIN && v->build && v->build->last.nparts == 4 &&
	    v->build->last.join < 2) /* which of the quarters' three joins */
		want = v->build->last.join ? PL_JOIN_BOTTOM : PL_JOIN_TOP;
	for (int i = 0; i < out->n; i++)
		if (out->id[i] == want)
			out->mark = i;
	values_of(ev, v, out);
}
