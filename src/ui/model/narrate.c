/* SPDX-License-Identifier: MIT */
/* Narration: one sentence per event. */
#include "narrate.h"

#include <stdio.h>
#include <string.h>

#include "engine_text.h"
#include "ktour/square.h"

void narrate_square(const board *b, ksq sq, char *out, size_t outlen)
{
	if (sq < 0 || sq >= b->nsq) {
		snprintf(out, outlen, "?");
		return;
	}
	square_name_algebraic(b->rows, board_row(b, sq), board_col(b, sq), out, outlen);
}

/* "3 onward moves", "1 onward move", "no onward moves" */
static const char *moves_phrase(int n, char *buf, size_t len)
{
	if (n <= 0)
		return "no onward moves";
	snprintf(buf, len, "%d onward move%s", n, n == 1 ? "" : "s");
	return buf;
}

/* "f3", "f3 and c2", "f3, c2 and e1" */
static void tie_list(const board *b, const engine_event *ev, char *out, size_t len)
{
	int n = ev->ntied - 1;
	size_t at = 0;
	out[0] = '\0';
	for (int i = 0; i < n && i < 7; i++) {
		char name[SQUARE_NAME_MAX];
		narrate_square(b, ev->tied[i], name, sizeof name);
		const char *sep = i == 0 ? "" : i == n - 1 ? " and " : ", ";
		int w = snprintf(out + at, len - at, "%s%s", sep, name);
		if (w < 0 || (size_t)w >= len - at)
			break;
		at += (size_t)w;
	}
}

static void tie_rule(const engine_event *ev, const engine_view *v, char *out, size_t len)
{
	char ord[9];
	switch (ev->why) {
	case WHY_TIE_ORDER:
		ordering_format(ev->order, ord);
		snprintf(out, len, "broken by ordering %s", ord);
		break;
	case WHY_TIE_RANDOM:
		snprintf(out, len, "broken at random (seed %llu)",
			 (unsigned long long)v->cfg->seed);
		break;
	case WHY_TIE_POHL:
		snprintf(out, len, "broken by Pohl's rule (its neighbours have the fewest "
				   "onward moves in all)");
		break;
	case WHY_TIE_ROTH:
		snprintf(out, len, "broken by Roth's rule (farthest from the centre)");
		break;
	default:
		out[0] = '\0';
	}
}

/* "1", "1 and 2", "1, 2 and 8" */
static void number_list(const int *n, int k, char *out, size_t len)
{
	size_t at = 0;
	out[0] = '\0';
	for (int i = 0; i < k && at < len; i++) {
		int w = snprintf(out + at, len - at, "%s%d", i == 0 ? "" : i == k - 1 ? " and " : ", ",
				 n[i]);
		if (w < 0)
			break;
		at += (size_t)w;
	}
}

/* Is ev (a move in the order) the first one tried from its square?  It
 * is when every move before it in the order leaves the board or lands on
 * a visited square (a move tried before would be unvisited again).  Then
 * *out says which moves were passed over and why ("moves 1 and 2 leave
 * the board"); false, and nothing said, when none was. */
static bool first_try(const engine_event *ev, const engine_view *v, char *out, size_t len)
{
	int off[8], vis[8], noff = 0, nvis = 0;
	for (int i = 0; i < 8 && v->cfg->order[i] != ev->move; i++) {
		int k = v->cfg->order[i];
		ksq t = board_target(v->b, ev->from, k);
		if (t == KSQ_NONE)
			off[noff++] = k + 1;
		else if (v->degree[t] == ENGINE_VISITED && t != ev->sq)
			vis[nvis++] = k + 1;
		else
			return false; /* tried before: not the first try */
	}
	if (noff + nvis == 0)
		return false;
	char a[40], b[40];
	number_list(off, noff, a, sizeof a);
	number_list(vis, nvis, b, sizeof b);
	const char *onto = nvis > 1 ? "visited squares" : "a visited square";
	if (noff && nvis)
		snprintf(out, len, "move%s %s %s the board and %s %s on %s", noff > 1 ? "s" : "", a,
			 noff > 1 ? "leave" : "leaves", b, nvis > 1 ? "land" : "lands", onto);
	else if (noff)
		snprintf(out, len, "move%s %s %s the board", noff > 1 ? "s" : "", a,
			 noff > 1 ? "leave" : "leaves");
	else
		snprintf(out, len, "move%s %s %s on %s", nvis > 1 ? "s" : "", b,
			 nvis > 1 ? "land" : "lands", onto);
	return true;
}

/* Does the move from `from` to sq cross the edge of a torus (its row or
 * column step goes off one side and comes back on the other)? */
static bool wraps(const board *b, ksq from, ksq sq, int move)
{
	if (!b->torus || from == KSQ_NONE || sq == KSQ_NONE)
		return false;
	int k = move >= 0 ? move : board_move_between(b, from, sq);
	if (k < 0 || k > 7)
		return false;
	int r = from / b->cols + b->dr[k], c = from % b->cols + b->dc[k];
	return r < 0 || r >= b->rows || c < 0 || c >= b->cols;
}

/* The sentences of the moves that do not name the move: a second one
 * for a move round the torus's edge. */
static void say_wrap(const engine_event *ev, const engine_view *v, char *out, size_t len)
{
	char from[SQUARE_NAME_MAX];
	size_t at = strlen(out);
	if (!wraps(v->b, ev->from, ev->sq, ev->move) || at + 1 >= len)
		return;
	narrate_square(v->b, ev->from, from, sizeof from);
	snprintf(out + at, len - at, " The move from %s wraps round the torus's edge.", from);
}

static void advance_said(const engine_event *ev, const engine_view *v, char *out, size_t len);

static void advance(const engine_event *ev, const engine_view *v, char *out, size_t len)
{
	advance_said(ev, v, out, len);
	bool named = ev->why == WHY_ORDER && !v->cfg->order_warnsdorff && ev->move >= 0;
	if (!named && ev->why != WHY_START)
		say_wrap(ev, v, out, len);
}

static void advance_said(const engine_event *ev, const engine_view *v, char *out, size_t len)
{
	const board *b = v->b;
	char sq[SQUARE_NAME_MAX], from[SQUARE_NAME_MAX], cul[SQUARE_NAME_MAX], ord[9];
	char mv[32], ties[160], rule[120];
	narrate_square(b, ev->sq, sq, sizeof sq);
	narrate_square(b, ev->from, from, sizeof from);
	narrate_square(b, ev->culprit, cul, sizeof cul);
	if (ev->why == WHY_START && ev->depth > 1 && v->cfg->prefix_len >= ev->depth) {
		/* a square of a fixed path (f in play) */
		snprintf(out, len, "%s is square %d of %d, one of the %d fixed squares: the search "
				   "goes on from the last of them.",
			 sq, (int)ev->depth, b->nsq, (int)v->cfg->prefix_len);
		return;
	}
	if (ev->why == WHY_START || ev->from == KSQ_NONE) {
		snprintf(out, len, "The knight starts on %s, square 1 of %d.", sq, b->nsq);
		return;
	}
	if (ev->depth == b->nsq) {
		char all[40];
		narrate_all_squares(b->nsq, all, sizeof all);
		snprintf(out, len, "%s is the last square left: %s %s visited.", sq, all,
			 b->nsq == 1 ? "is" : "are");
		return;
	}
	switch (ev->why) {
	case WHY_ONLY:
		snprintf(out, len, "%s is the only unvisited square a knight's move from %s.",
			 sq, from);
		return;
	case WHY_FORCED:
		if (ev->culprit == KSQ_NONE || ev->culprit == ev->sq)
			snprintf(out, len,
				 "%s is forced: it has no other way in left, so the knight "
				 "must go there now.",
				 sq);
		else
			snprintf(out, len, "%s is forced: %s has no other way in.", sq, cul);
		return;
	case WHY_MIN_DEGREE:
		snprintf(out, len, "%s has %s, the fewest.", sq,
			 moves_phrase(ev->degree, mv, sizeof mv));
		return;
	case WHY_TIE_ORDER:
	case WHY_TIE_RANDOM:
	case WHY_TIE_POHL:
	case WHY_TIE_ROTH:
		tie_list(b, ev, ties, sizeof ties);
		tie_rule(ev, v, rule, sizeof rule);
		snprintf(out, len, "%s has %s, the fewest; tie with %s %s.", sq,
			 moves_phrase(ev->degree, mv, sizeof mv), ties, rule);
		return;
	default:
		break;
	}
	/* WHY_ORDER: the next untried candidate. */
	if (v->cfg->order_warnsdorff && ev->degree >= 0) {
		snprintf(out, len,
			 "From %s try %s (%s): the next untried square, fewest onward "
			 "moves first.",
			 from, sq, moves_phrase(ev->degree, mv, sizeof mv));
		return;
	}
	ordering_format(v->cfg->order, ord);
	char skipped[160];
	const char *wrap = wraps(b, ev->from, ev->sq, ev->move) ? ", wrapping round the torus's edge"
								 : "";
	if (ev->move >= 0 && first_try(ev, v, skipped, sizeof skipped))
		snprintf(out, len,
			 "From %s try move %d to %s%s: %s, so %d comes first in the order %s.", from,
			 ev->move + 1, sq, wrap, skipped, ev->move + 1, ord);
	else if (ev->move >= 0)
		snprintf(out, len,
			 "From %s try move %d to %s%s: the next untried move in the order %s.",
			 from, ev->move + 1, sq, wrap, ord);
	else
		snprintf(out, len, "From %s try %s: the next untried square.", from, sq);
}

void narrate_all_squares(int n, char *out, size_t outlen)
{
	if (n == 1)
		snprintf(out, outlen, "the only square");
	else
		snprintf(out, outlen, "all %d squares", n);
}

int narrate_onward(const engine_view *v, ksq sq)
{
	ksq nb[8];
	int n = 0;
	board_neighbours(v->b, sq, nb);
	for (int k = 0; k < 8; k++)
		n += nb[k] != KSQ_NONE && v->degree[nb[k]] != ENGINE_VISITED;
	return n;
}

bool narrate_forced_with(const engine_view *v, const engine_event *ev, char *out, size_t len)
{
	ksq nb[8], start = v->depth > 0 ? v->path[0] : KSQ_NONE;
	size_t at = 0;
	int n = 0;
	out[0] = '\0';
	board_neighbours(v->b, ev->sq, nb);
	for (int k = 0; k < 8; k++) {
		ksq u = nb[k];
		if (u == KSQ_NONE || u == ev->culprit || v->degree[u] == ENGINE_VISITED)
			continue;
		int ways = v->degree[u] - 1;
		if (v->cfg->closed && start != KSQ_NONE && board_move_between(v->b, u, start) >= 0)
			ways++;
		if (ways != 1)
			continue;
		char name[SQUARE_NAME_MAX];
		narrate_square(v->b, u, name, sizeof name);
		int w = snprintf(out + at, len - at, "%s%s", n ? ", " : "", name);
		if (w < 0 || (size_t)w >= len - at)
			break;
		at += (size_t)w;
		n++;
	}
	/* "e2, f1" -> "e2 and f1" */
	char *last = strrchr(out, ',');
	if (n > 1 && last && strlen(out) + 4 < len) {
		memmove(last + 4, last + 1, strlen(last + 1) + 1);
		memcpy(last, " and", 4);
	}
	return n > 0;
}

static void retreat(const engine_event *ev, const engine_view *v, char *out, size_t len)
{
	const board *b = v->b;
	char sq[SQUARE_NAME_MAX], back[SQUARE_NAME_MAX + 16], cul[SQUARE_NAME_MAX];
	char start[SQUARE_NAME_MAX], others[96];
	narrate_square(b, ev->sq, sq, sizeof sq);
	narrate_square(b, ev->culprit, cul, sizeof cul);
	narrate_square(b, v->depth > 0 ? v->path[0] : ev->sq, start, sizeof start);
	if (ev->from == KSQ_NONE || v->depth == 0)
		snprintf(back, sizeof back, "the start square itself is done");
	else {
		char f[SQUARE_NAME_MAX];
		narrate_square(b, ev->from, f, sizeof f);
		snprintf(back, sizeof back, "back to %s", f);
	}
	int n;
	switch (ev->why) {
	case WHY_DOUBLE_FORCED:
		if (!narrate_forced_with(v, ev, others, sizeof others))
			snprintf(others, sizeof others, "another square");
		snprintf(out, len, "%s is given up: %s and %s %s need the knight next; %s.", sq, cul,
			 others, strchr(others, ',') || strstr(others, " and ") ? "all" : "both", back);
		return;
	case WHY_UNREACHABLE:
		snprintf(out, len, "%s is given up: %s can no longer be reached; %s.", sq, cul,
			 back);
		return;
	case WHY_NOT_CLOSED:
		snprintf(out, len,
			 "%s covers the board but is not a knight's move from %s, so the tour "
			 "cannot close; %s.",
			 sq, start, back);
		return;
	case WHY_AFTER_SOLUTION:
		snprintf(out, len, "Taking back %s to look for the next tour; %s.", sq, back);
		return;
	case WHY_ALL_TRIED:
		/* two ideas a lesson keeps apart: a dead end had no move at all;
		 * a square whose candidates were all searched is "all tried" */
		n = narrate_onward(v, ev->sq);
		if (n == 0)
			snprintf(out, len,
				 "%s is a dead end: no unvisited square is a knight's move "
				 "away; %s.",
				 sq, back);
		else if (v->cfg->prune == PRUNE_LOOKAHEAD) /* it may have cut some */
			snprintf(out, len,
				 "All tried at %s: every candidate the look-ahead left has "
				 "been searched; %s.",
				 sq, back);
		else if (n == 1)
			snprintf(out, len, "All tried at %s: its only candidate has been searched; %s.",
				 sq, back);
		else if (n == 2)
			snprintf(out, len, "All tried at %s: both candidates have been searched; %s.",
				 sq, back);
		else
			snprintf(out, len, "All tried at %s: its %d candidates have been searched; %s.",
				 sq, n, back);
		return;
	default:
		snprintf(out, len, "Back from %s: %s.", sq, back);
	}
}

/* A construction's step: its own words (engine_build.told) as a
 * sentence; before the first, what it is about to do. */
static void narrate_build(const engine_event *ev, const engine_view *v, char *out, size_t len)
{
	const engine_build *bd = v->build;
	switch (ev->kind) {
	case EV_EXHAUSTED:
		engine_text_of(v->cfg->kind)->over(v, out, len);
		return;
	case EV_NONE:
		snprintf(out, len,
			 "Nothing laid yet: the %dx%d board is cut into %d block%s, each to get a "
			 "stored closed tour, then %d join%s. Space runs, n takes one step.",
			 v->b->rows, v->b->cols, (int)bd->blocks, bd->blocks == 1 ? "" : "s",
			 (int)bd->blocks - 1, bd->blocks == 2 ? "" : "s");
		return;
	default:
		snprintf(out, len, "%s.", bd->told);
		if (out[0] >= 'a' && out[0] <= 'z')
			out[0] = (char)(out[0] - 'a' + 'A');
		return;
	}
}

void narrate(const engine_event *ev, const engine_view *v, char *out, size_t len)
{
	if (v->build) {
		narrate_build(ev, v, out, len);
		return;
	}
	const board *b = v->b;
	char sq[SQUARE_NAME_MAX], start[SQUARE_NAME_MAX], ord[9], all[40];
	ksq knight = v->depth > 0 ? v->path[v->depth - 1] : KSQ_NONE;
	unsigned long long sols = (unsigned long long)v->counters.solutions;
	narrate_square(b, v->depth > 0 ? v->path[0] : v->cfg->start, start, sizeof start);
	switch (ev->kind) {
	case EV_ADVANCE:
		advance(ev, v, out, len);
		return;
	case EV_RETREAT:
		retreat(ev, v, out, len);
		return;
	case EV_SOLUTION:
		narrate_square(b, knight, sq, sizeof sq);
		narrate_all_squares(b->nsq, all, sizeof all);
		snprintf(out, len, "Tour %llu: %s visited, ending on %s%s.", sols, all, sq,
			 v->cfg->closed ? ", a knight's move from the start (closed)" : "");
		return;
	case EV_EXHAUSTED: /* each engine's own words */
		engine_text_of(v->cfg->kind)->over(v, out, len);
		return;
	case EV_STUCK:
		narrate_square(b, ev->sq != KSQ_NONE ? ev->sq : knight, sq, sizeof sq);
		snprintf(out, len,
			 "Stuck on %s after %d square%s: no unvisited square is a knight's move "
			 "away%s.",
			 sq, ev->depth, ev->depth == 1 ? "" : "s", v->state == ENGINE_STUCK ? "" : "; a new walk follows");
		return;
	case EV_NEW_WALK:
		ordering_format(ev->order, ord);
		snprintf(out, len, "Walk %llu begins on %s (ordering %s).",
			 (unsigned long long)v->walk, start, ord);
		return;
	default:
		narrate_square(b, knight, sq, sizeof sq);
		snprintf(out, len,
			 "The knight stands on %s, square 1 of %d. Space runs the search, n takes "
			 "one step.",
			 sq, b->nsq);
		return;
	}
}

/* A replayed move: Warnsdorff or not, against the fewest onward moves. */
static void replay_advance(const engine_event *ev, const engine_view *v, const engine *e,
			   char *out, size_t len)
{
	const board *b = v->b;
	char sq[SQUARE_NAME_MAX], low[SQUARE_NAME_MAX], mv[32], mv2[32], ties[160];
	narrate_square(b, ev->sq, sq, sizeof sq);
	/* Move m goes onto the square numbered m+1 (ev->depth). */
	int n = (int)ev->depth;
	if (ev->why == WHY_ONLY) {
		snprintf(out, len, "Move %d to %s (square %d): the only unvisited square a move "
				   "away.",
			 n - 1, sq, n);
		return;
	}
	if (ev->why != WHY_ORDER) {
		if (ev->ntied > 1) {
			tie_list(b, ev, ties, sizeof ties);
			snprintf(out, len, "Move %d to %s (square %d): %s, the fewest (tied with "
					   "%s): a Warnsdorff choice.",
				 n - 1, sq, n, moves_phrase(ev->degree, mv, sizeof mv), ties);
		} else
			snprintf(out, len, "Move %d to %s (square %d): %s, the fewest: a "
					   "Warnsdorff choice.",
				 n - 1, sq, n, moves_phrase(ev->degree, mv, sizeof mv));
		return;
	}
	engine_depth d;
	if (n >= 2 && engine_depth_info(e, n - 2, &d) && d.ncand > 0) {
		narrate_square(b, d.cand[0], low, sizeof low);
		snprintf(out, len, "Move %d to %s (square %d): %s, but %s had %s: not a "
				   "Warnsdorff choice.",
			 n - 1, sq, n, moves_phrase(ev->degree, mv, sizeof mv), low,
			 moves_phrase(d.cand_degree[0], mv2, sizeof mv2));
		return;
	}
	snprintf(out, len, "Move %d to %s (square %d): not a Warnsdorff choice.", n - 1, sq, n);
}

void narrate_replay(const engine_event *ev, const engine_view *v, const engine *e, char *out,
		    size_t len)
{
	const board *b = v->b;
	char sq[SQUARE_NAME_MAX], all[40];
	ksq knight = v->depth > 0 ? v->path[v->depth - 1] : KSQ_NONE;
	narrate_square(b, knight, sq, sizeof sq);
	switch (ev->kind) {
	case EV_ADVANCE:
		replay_advance(ev, v, e, out, len);
		return;
	case EV_SOLUTION:
		narrate_all_squares(b->nsq, all, sizeof all);
		snprintf(out, len, "The tour is complete: %s, ending on %s%s.", all,
			 sq, v->cfg->closed ? ", a knight's move from the start (closed)" : "");
		return;
	case EV_STUCK:
		snprintf(out, len, "The saved path ends on %s after %d of %d square%s%s%s.", sq,
			 (int)v->depth, b->nsq, b->nsq == 1 ? "" : "s", v->fault ? ": then " : "", v->fault ? v->fault : "");
		return;
	case EV_EXHAUSTED:
		narrate_all_squares(b->nsq, all, sizeof all);
		snprintf(out, len, "End of the replay: %s.", all);
		return;
	default:
		snprintf(out, len,
			 "The saved path starts on %s, square 1. Space plays it, n steps, End "
			 "jumps to the end.",
			 sq);
		return;
	}
}

void narrate_step(const engine_event *ev, const engine_view *v, const engine *e, char *out,
		  size_t len)
{
	if (v->path_len > 0)
		narrate_replay(ev, v, e, out, len);
	else
		narrate(ev, v, out, len);
}
