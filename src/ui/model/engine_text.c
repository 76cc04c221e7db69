/* SPDX-License-Identifier: MIT */
/* The explorer's words for each engine (engine_text.h): one block per
 * engine, and the table at the end.  A new engine writes its block and
 * its line in the table (HACKING.md: "Add an engine"). */
#include "engine_text.h"

#include <stdio.h>

#include "lookahead.h"
#include "narrate.h"
#include "ktour/square.h"

static const char *plural(unsigned long long n)
{
	return n == 1 ? "" : "s";
}

/* ---- backtrack ------------------------------------------------------------------ */

/* Backtracking (Wirth's search; with Stone's look-ahead when asked):
 * search(sq) puts the knight on sq, then tries each candidate. */
static void backtrack_listing(const engine_view *v, pseudo_listing *p)
{
	const engine_config *c = v->cfg;
	char start[SQUARE_NAME_MAX], ord[9];
	pseudo_start_name(v, start, sizeof start);
	ordering_format(c->order, ord);
	bool look = c->prune == PRUNE_LOOKAHEAD;
	snprintf(p->title, sizeof p->title, "backtrack%s, %s", look ? ", look-ahead" : "",
		 c->closed ? "closed" : "open");
	if (c->all_starts)
		pseudo_add(p, PL_CALL, "search(s) for each s; then done");
	else
		pseudo_add(p, PL_CALL, "search(%s); all tried: done", start);
	pseudo_add(p, PL_NONE, "search(sq):");
	pseudo_add(p, PL_START, "  put the knight on sq");
	pseudo_add(p, PL_NONE, "  if all %d square%s visited:", v->b->nsq,
		   v->b->nsq == 1 ? " is" : "s are");
	if (c->closed)
		pseudo_add(p, PL_NOT_CLOSED, "    no move back to %s: back", start);
	pseudo_add(p, PL_SOLUTION, "    report the tour");
	pseudo_add(p, PL_TAKE_BACK, "    take sq back for the next");
	if (look) {
		pseudo_add(p, PL_NONE, "  look ahead at the unvisited u:");
		pseudo_add(p, PL_UNREACHABLE, "    u cut off: give sq up, back");
		pseudo_add(p, PL_DOUBLE, "    two need the knight: give up");
		pseudo_add(p, PL_FORCED, "    u has no other way in: try u");
	}
	if (c->order_warnsdorff)
		pseudo_add(p, PL_NONE, "  each c, fewest onward moves first:");
	else
		pseudo_add(p, PL_NONE, "  each candidate c, order %s:", ord);
	pseudo_add(p, PL_TRY, "    try c: search(c)");
	pseudo_add(p, PL_ALL_TRIED, "  all tried (or none): back");
}

/* Why no tour goes on from the end of the fixed path, as the look-ahead
 * sees it (a square cut off, two that would both be the end, ...): the
 * clause of lookahead.h into why; false when it sees nothing. */
static bool hopeless(const engine_view *v, char *why, size_t len)
{
	const engine_config *c = v->cfg;
	la_verdict la;
	if (v->depth < 1 || v->depth != c->prefix_len ||
	    !la_judge(v->b, v->degree, v->path[v->depth - 1], v->path[0], c->closed, &la))
		return false;
	la_text(v->b, &la, why, len);
	return true;
}

static void backtrack_over(const engine_view *v, char *out, size_t len)
{
	const board *b = v->b;
	const engine_config *c = v->cfg;
	unsigned long long sols = (unsigned long long)v->counters.solutions;
	char start[SQUARE_NAME_MAX], sq[SQUARE_NAME_MAX], why[300];
	narrate_square(b, v->depth > 0 ? v->path[0] : c->start, start, sizeof start);
	if (c->prefix_len > 1 && c->prefix) { /* f in play */
		narrate_square(b, c->prefix[c->prefix_len - 1], sq, sizeof sq);
		if (sols == 0 && hopeless(v, why, sizeof why)) { /* in the words of play's hint */
			snprintf(out, len, "No tour continues the %d fixed squares (%s to %s): %s.",
				 (int)c->prefix_len, start, sq, why);
			return;
		}
		snprintf(out, len,
			 "Every way on from the %d fixed squares (%s to %s) has been tried: %llu "
			 "tour%s in all.",
			 (int)c->prefix_len, start, sq, sols, plural(sols));
	} else
		snprintf(out, len, "Every possibility from %s has been tried: %llu tour%s in all.",
			 start, sols, plural(sols));
}

static void backtrack_over_values(const engine_view *v, char *out, size_t len)
{
	unsigned long long sols = (unsigned long long)v->counters.solutions;
	snprintf(out, len, "%llu tour%s in all", sols, plural(sols));
}

static void backtrack_found(unsigned long long tours, char *out, size_t len)
{
	snprintf(out, len, "Solution %llu found! n steps on, space or N runs on to the next one.",
		 tours);
}

static void backtrack_over_message(unsigned long long tours, char *out, size_t len)
{
	snprintf(out, len,
		 "Exhausted: all tried, %llu solution%s. r restarts, o changes the settings.",
		 tours, plural(tours));
}

/* ---- the walks: warnsdorff and irwin ------------------------------------------- */

bool engine_ties_at_random(const engine_config *c, char *out, size_t len)
{
	if (!engine_can(c->kind, ENG_RANDOM | ENG_TIEBREAK))
		return false;
	char ord[9];
	ordering_format(c->tie_order, ord);
	snprintf(out, len, "ties at random, scan order %s", ord);
	return true;
}

/* The words of the tie rule in force. */
static const char *tie_words(const engine_config *c, bool irwin)
{
	if (irwin) /* its ordering only sets the scan order */
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
static void walk_listing(const engine_view *v, pseudo_listing *p, bool irwin)
{
	const engine_config *c = v->cfg;
	char start[SQUARE_NAME_MAX], ord[9];
	pseudo_start_name(v, start, sizeof start);
	ordering_format(c->tie_order, ord);
	snprintf(p->title, sizeof p->title, "%s, ties: %s", irwin ? "Irwin's walks" : "Warnsdorff",
		 irwin ? "at random"
		 : c->tiebreak == TIEBREAK_ORDER ? ord
						 : tiebreak_name(c->tiebreak));
	bool again = irwin || c->tiebreak == TIEBREAK_ORDERINGS19;
	if (irwin)
		pseudo_add(p, PL_NONE, "while walks are left:");
	else if (again)
		pseudo_add(p, PL_NONE, "for each of the 19 orderings:");
	else
		pseudo_add(p, PL_NONE, "walk from %s:", start);
	pseudo_add(p, PL_START, "  put the knight on %s", start);
	pseudo_add(p, PL_NONE, "  repeat, sq the knight's square:");
	pseudo_add(p, PL_NONE, "    if all %d square%s visited:", v->b->nsq,
		   v->b->nsq == 1 ? " is" : "s are");
	pseudo_add(p, PL_SOLUTION, "      report the tour%s", irwin ? " (if new)" : "");
	if (!irwin)
		pseudo_add(p, PL_DONE, "      the walk is over: done");
	pseudo_add(p, PL_NONE, "    count each unvisited c's moves");
	pseudo_add(p, PL_STUCK, "    none left: stuck%s", again ? "; walk again" : "; done");
	pseudo_add(p, PL_ONLY, "    only one: go there");
	pseudo_add(p, PL_FEWEST, "    go to the c with the fewest");
	pseudo_add(p, PL_TIE, "    %s", tie_words(c, irwin));
	if (irwin)
		pseudo_add(p, PL_DONE, "no walk left: done");
}

static void walk_over(const engine_view *v, char *out, size_t len)
{
	unsigned long long sols = (unsigned long long)v->counters.solutions;
	unsigned long long walks = (unsigned long long)v->counters.walks;
	snprintf(out, len, "No more walks to try: %llu tour%s found in %llu walk%s.", sols,
		 plural(sols), walks, plural(walks));
}

static void walk_over_values(const engine_view *v, char *out, size_t len)
{
	unsigned long long sols = (unsigned long long)v->counters.solutions;
	unsigned long long walks = (unsigned long long)v->counters.walks;
	snprintf(out, len, "%llu tour%s in %llu walk%s", sols, plural(sols), walks, plural(walks));
}

static void walk_over_message(unsigned long long tours, char *out, size_t len)
{
	snprintf(out, len, "Done: %llu tour%s found. r restarts, o changes the settings.", tours,
		 plural(tours));
}

static void warnsdorff_listing(const engine_view *v, pseudo_listing *p)
{
	walk_listing(v, p, false);
}

static void warnsdorff_found(unsigned long long tours, char *out, size_t len)
{
	(void)tours; /* its next step ends the walk */
	snprintf(out, len, "Tour found! A Warnsdorff walk ends with its tour: r restarts, o "
			   "changes the settings.");
}

static void irwin_listing(const engine_view *v, pseudo_listing *p)
{
	walk_listing(v, p, true);
}

static void irwin_found(unsigned long long tours, char *out, size_t len)
{
	snprintf(out, len, "Tour %llu found! n steps on, space or N runs on to the next walk.",
		 tours);
}

/* ---- divide ---------------------------------------------------------------------- */

/* Divide and conquer (Parberry 1997; docs/divide.md): build(R) lays a
 * stored base tour into a small R, else builds R's parts and joins their
 * cycles, two at a time. */
static void divide_listing(const engine_view *v, pseudo_listing *p)
{
	char start[SQUARE_NAME_MAX];
	pseudo_start_name(v, start, sizeof start);
	int blocks = v->build ? (int)v->build->blocks : 1;
	snprintf(p->title, sizeof p->title, "divide and conquer, closed");
	pseudo_add(p, PL_NONE, "tour(board):");
	pseudo_add(p, PL_START, "  build(board): %d block%s, %d join%s", blocks,
		   plural((unsigned long long)blocks), blocks - 1,
		   plural((unsigned long long)(blocks - 1)));
	pseudo_add(p, PL_SOLUTION, "  walk its one cycle from %s", start);
	pseudo_add(p, PL_NONE, "build(R):");
	pseudo_add(p, PL_NONE, "  if R's sides are 6, 8 or 10:");
	pseudo_add(p, PL_LAY, "    lay its stored base tour");
	pseudo_add(p, PL_NONE, "  else cut R in quarters (or halves):");
	pseudo_add(p, PL_NONE, "    build(each part), in turn");
	pseudo_add(p, PL_JOIN_TOP, "    join the top two quarters");
	pseudo_add(p, PL_JOIN_BOTTOM, "    join the bottom two quarters");
	pseudo_add(p, PL_JOIN_HALVES, "    join the two halves");
	pseudo_add(p, PL_DONE, "one closed tour: done");
}

static void divide_over(const engine_view *v, char *out, size_t len)
{
	unsigned long long steps = v->build ? (unsigned long long)v->build->total : 0;
	snprintf(out, len,
		 "Finished: the cycles are one closed tour of all %d squares, built in %llu "
		 "step%s.",
		 (int)v->b->nsq, steps, plural(steps));
}

static void divide_over_values(const engine_view *v, char *out, size_t len)
{
	unsigned long long steps = v->build ? (unsigned long long)v->build->total : 0;
	snprintf(out, len, "1 closed tour, built in %llu step%s", steps, plural(steps));
}

static void divide_found(unsigned long long tours, char *out, size_t len)
{
	(void)tours; /* the construction makes one */
	snprintf(out, len, "Tour built! The cycles are one closed tour: r restarts, o changes "
			   "the settings.");
}

static void divide_over_message(unsigned long long tours, char *out, size_t len)
{
	(void)tours;
	snprintf(out, len, "Done: divide builds one tour. r restarts, o changes the settings.");
}

/* ---- the table ------------------------------------------------------------------ */

static const engine_text texts[] = {
	[ENGINE_BACKTRACK] = {backtrack_listing, backtrack_over, backtrack_over_values,
			      backtrack_found, backtrack_over_message},
	[ENGINE_WARNSDORFF] = {warnsdorff_listing, walk_over, walk_over_values,
			       warnsdorff_found, walk_over_message},
	[ENGINE_IRWIN] = {irwin_listing, walk_over, walk_over_values, irwin_found,
			  walk_over_message},
	[ENGINE_DIVIDE] = {divide_listing, divide_over, divide_over_values, divide_found,
			   divide_over_message},
};
_Static_assert(sizeof texts / sizeof texts[0] == ENGINE_KIND_COUNT,
	       "the words of every engine_kind (the last one's row is missing)");

const engine_text *engine_text_of(engine_kind k)
{
	return &texts[(unsigned)k < ENGINE_KIND_COUNT ? k : ENGINE_KIND_DEFAULT];
}
