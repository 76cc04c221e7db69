/* The pseudocode panel's model (pseudo.h). */
#include "pseudo.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "narrate.h"
#include "ktour/square.h"

static void add(pseudo_listing *p, pseudo_line_id id, const char *fmt, ...)
{
	if (p->n == PSEUDO_LINES_MAX)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(p->line[p->n], PSEUDO_LINE_MAX, fmt, ap);
	va_end(ap);
	p->id[p->n++] = id;
}

/* The start square's name: the path's first square, else the setting's. */
static void start_name(const engine_view *v, char *out, size_t len)
{
	ksq s = v->depth > 0 ? v->path[0] : v->cfg->start;
	narrate_square(v->b, s == KSQ_NONE ? 0 : s, out, len);
}

/* Backtracking (Wirth's search; with Stone's look-ahead when asked):
 * search(sq) puts the knight on sq, then tries each candidate. */
static void listing_backtrack(const engine_view *v, pseudo_listing *p)
{
	const engine_config *c = v->cfg;
	char start[SQUARE_NAME_MAX], ord[9];
	start_name(v, start, sizeof start);
	ordering_format(c->order, ord);
	bool look = c->prune == PRUNE_LOOKAHEAD;
	snprintf(p->title, sizeof p->title, "backtrack%s, %s", look ? ", look-ahead" : "",
		 c->closed ? "closed" : "open");
	if (c->all_starts)
		add(p, PL_CALL, "search(s) for each s; then done");
	else
		add(p, PL_CALL, "search(%s); all tried: done", start);
	add(p, PL_NONE, "search(sq):");
	add(p, PL_START, "  put the knight on sq");
	add(p, PL_NONE, "  if all %d squares are visited:", v->b->nsq);
	if (c->closed)
		add(p, PL_NOT_CLOSED, "    no move back to %s: back", start);
	add(p, PL_SOLUTION, "    report the tour");
	add(p, PL_TAKE_BACK, "    take sq back for the next");
	if (look) {
		add(p, PL_NONE, "  look ahead at the unvisited u:");
		add(p, PL_UNREACHABLE, "    u cut off: give sq up, back");
		add(p, PL_DOUBLE, "    two need the knight: give up");
		add(p, PL_FORCED, "    u has no other way in: try u");
	}
	if (c->order_warnsdorff)
		add(p, PL_NONE, "  each c, fewest onward moves first:");
	else
		add(p, PL_NONE, "  each candidate c, order %s:", ord);
	add(p, PL_TRY, "    try c: search(c)");
	add(p, PL_DEAD_END, "  all tried: a dead end; back");
}

/* The words of the tie rule in force. */
static const char *tie_words(const engine_config *c)
{
	if (c->kind == ENGINE_IRWIN) /* its ordering only sets the scan order */
		return "tie: one of them at random";
	switch (c->tiebreak) {
	case TIEBREAK_SQUIRREL_CULL: return "tie: Squirrel and Cull's schedule";
	case TIEBREAK_ORDERINGS19: return "tie: the first in this ordering";
	case TIEBREAK_POHL: return "tie: Pohl's rule, then the order";
	case TIEBREAK_ROTH: return "tie: farthest from the centre";
	case TIEBREAK_RANDOM: return "tie: one of them at random";
	default: return "tie: the first in the ordering";
	}
}

/* Warnsdorff's walk, and Irwin's repeated walks with random ties. */
static void listing_walk(const engine_view *v, pseudo_listing *p)
{
	const engine_config *c = v->cfg;
	bool irwin = c->kind == ENGINE_IRWIN;
	char start[SQUARE_NAME_MAX], ord[9];
	start_name(v, start, sizeof start);
	ordering_format(c->tie_order, ord);
	snprintf(p->title, sizeof p->title, "%s, ties: %s", irwin ? "Irwin's walks" : "Warnsdorff",
		 irwin ? "at random"
		 : c->tiebreak == TIEBREAK_ORDER ? ord
						 : tiebreak_name(c->tiebreak));
	bool again = irwin || c->tiebreak == TIEBREAK_ORDERINGS19;
	if (irwin)
		add(p, PL_NONE, "while walks are left:");
	else if (again)
		add(p, PL_NONE, "for each of the 19 orderings:");
	else
		add(p, PL_NONE, "walk from %s:", start);
	add(p, PL_START, "  put the knight on %s", start);
	add(p, PL_NONE, "  repeat, sq the knight's square:");
	add(p, PL_NONE, "    if all %d squares are visited:", v->b->nsq);
	add(p, PL_SOLUTION, "      report the tour%s", irwin ? " (if new)" : "");
	if (!irwin)
		add(p, PL_DONE, "      the walk is over: done");
	add(p, PL_NONE, "    count each unvisited c's moves");
	add(p, PL_STUCK, "    none left: stuck%s", again ? "; walk again" : "; done");
	add(p, PL_ONLY, "    only one: go there");
	add(p, PL_FEWEST, "    go to the c with the fewest");
	add(p, PL_TIE, "    %s", tie_words(c));
	if (irwin)
		add(p, PL_DONE, "no walk left: done");
}

pseudo_line_id pseudo_line_of(const engine_event *ev, const engine_config *cfg)
{
	bool walk = cfg->kind != ENGINE_BACKTRACK;
	switch (ev->kind) {
	case EV_NONE:
	case EV_NEW_WALK: return PL_START;
	case EV_SOLUTION: return PL_SOLUTION;
	case EV_EXHAUSTED: return walk ? PL_DONE : PL_CALL;
	case EV_STUCK: return PL_STUCK;
	case EV_RETREAT:
		switch (ev->why) {
		case WHY_NOT_CLOSED: return PL_NOT_CLOSED;
		case WHY_AFTER_SOLUTION: return PL_TAKE_BACK;
		case WHY_UNREACHABLE: return PL_UNREACHABLE;
		case WHY_DOUBLE_FORCED: return PL_DOUBLE;
		default: return PL_DEAD_END;
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
	if (v->cfg->kind == ENGINE_BACKTRACK && ev->move >= 0)
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
	start_name(v, start, sizeof start);
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
		snprintf(p->values, n, "sq = %s: all tried; back to %s", sq, back);
	}
}

static void values_of(const engine_event *ev, const engine_view *v, pseudo_listing *p)
{
	const board *b = v->b;
	char sq[SQUARE_NAME_MAX], start[SQUARE_NAME_MAX], ord[9];
	ksq knight = v->depth > 0 ? v->path[v->depth - 1] : KSQ_NONE;
	unsigned long long sols = (unsigned long long)v->counters.solutions;
	unsigned long long walks = (unsigned long long)v->counters.walks;
	size_t n = sizeof p->values;
	narrate_square(b, knight == KSQ_NONE ? 0 : knight, sq, sizeof sq);
	start_name(v, start, sizeof start);
	switch (ev->kind) {
	case EV_ADVANCE: values_advance(ev, v, p); return;
	case EV_RETREAT: values_retreat(ev, v, p); return;
	case EV_SOLUTION:
		snprintf(p->values, n, "tour %llu: all %d squares, ending on %s", sols, b->nsq, sq);
		return;
	case EV_EXHAUSTED:
		if (v->cfg->kind == ENGINE_BACKTRACK)
			snprintf(p->values, n, "%llu tour%s in all", sols, sols == 1 ? "" : "s");
		else
			snprintf(p->values, n, "%llu tour%s in %llu walk%s", sols, sols == 1 ? "" : "s",
				 walks, walks == 1 ? "" : "s");
		return;
	case EV_STUCK:
		narrate_square(b, ev->sq != KSQ_NONE ? ev->sq : knight, sq, sizeof sq);
		snprintf(p->values, n, "sq = %s: no unvisited c, after %d squares", sq,
			 (int)ev->depth);
		return;
	case EV_NEW_WALK:
		ordering_format(ev->order, ord);
		snprintf(p->values, n, "walk %llu from %s, ordering %s", (unsigned long long)v->walk,
			 start, ord);
		return;
	default: snprintf(p->values, n, "sq = %s, the start", sq); return;
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
	if (v->cfg->kind == ENGINE_BACKTRACK)
		listing_backtrack(v, out);
	else
		listing_walk(v, out);
	pseudo_line_id want = pseudo_line_of(ev, v->cfg);
	for (int i = 0; i < out->n; i++)
		if (out->id[i] == want)
			out->mark = i;
	values_of(ev, v, out);
}
