/* SPDX-License-Identifier: MIT */
/* Narration: one sentence per event kind and reason, in classroom words. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ktour/format.h"
#include "ktour/replay.h"
#include "ktour/square.h"
#include "ui/model/narrate.h"

static engine *make(int rows, int cols, bool lookahead)
{
	engine_config cfg = engine_config_default();
	cfg.spec.rows = rows;
	cfg.spec.cols = cols;
	cfg.seed = 7;
	if (lookahead)
		cfg.prune = PRUNE_LOOKAHEAD;
	char err[200];
	engine *e = engine_create(&cfg, err, sizeof err);
	if (!e)
		fail_msg("engine_create: %s", err);
	return e;
}

static ksq sq_of(const char *name, int rows, int cols)
{
	int r, c;
	char err[100];
	assert_true(square_parse(name, rows, &r, &c, err, sizeof err));
	return (ksq)r * cols + c;
}

static engine_event blank(engine_event_kind k, engine_reason why)
{
	engine_event ev;
	memset(&ev, 0, sizeof ev);
	ev.kind = k;
	ev.why = why;
	ev.sq = ev.from = ev.culprit = KSQ_NONE;
	ev.move = ev.degree = -1;
	ev.depth = 10;
	for (int i = 0; i < 8; i++)
		ev.order[i] = (uint8_t)i;
	return ev;
}

static void say(const engine *e, const engine_event *ev, char *out)
{
	engine_view v;
	engine_view_get(e, &v);
	narrate(ev, &v, out, 400);
}

static void test_ready_and_order(void **state)
{
	(void)state;
	engine *e = make(8, 8, false);
	char s[400];
	engine_event ev = blank(EV_NONE, WHY_NONE);
	say(e, &ev, s);
	assert_string_equal(s, "The knight stands on a8, square 1 of 64. Space runs the search, "
			       "n takes one step.");
	engine_step(e, &ev); /* a8 -> c7 is move 3, the first legal one */
	assert_int_equal(ev.kind, EV_ADVANCE);
	say(e, &ev, s);
	assert_string_equal(s, "From a8 try move 3 to c7: moves 1 and 2 leave the board, so 3 "
			       "comes first in the order 12345678.");
	engine_destroy(e);
}

/* On a torus a move that crosses the edge says so (issue 37): a5 -> b2
 * on 5x5 is move 1 (two rows up from the top row, back at the bottom);
 * one that stays on the board does not; a move told without its number
 * says it in a sentence of its own. */
static void test_torus_wrap(void **state)
{
	(void)state;
	engine_config cfg = engine_config_default();
	cfg.spec.rows = cfg.spec.cols = 5;
	cfg.spec.torus = true;
	char err[200], s[400];
	engine *e = engine_create(&cfg, err, sizeof err);
	assert_non_null(e);
	engine_event ev;
	engine_step(e, &ev);
	say(e, &ev, s);
	assert_string_equal(s, "From a5 try move 1 to b2, wrapping round the torus's edge: the "
			       "next untried move in the order 12345678.");
	engine_event made = blank(EV_ADVANCE, WHY_ORDER);
	made.from = sq_of("a5", 5, 5);
	made.sq = sq_of("c4", 5, 5); /* move 3: a row down, two columns right */
	made.move = 2;
	say(e, &made, s);
	assert_null(strstr(s, "torus"));
	made = blank(EV_ADVANCE, WHY_ONLY);
	made.from = sq_of("a5", 5, 5);
	made.sq = sq_of("b2", 5, 5);
	made.move = 0;
	say(e, &made, s);
	assert_string_equal(s, "b2 is the only unvisited square a knight's move from a5. The move "
			       "from a5 wraps round the torus's edge.");
	engine_destroy(e);
	/* no torus: nothing wraps */
	e = make(5, 5, false);
	engine_step(e, &ev);
	say(e, &ev, s);
	assert_null(strstr(s, "torus"));
	engine_destroy(e);
}

/* Plurals agree with their figures (issue 37): a 1x1 board's tour is
 * "the only square", not "all 1 squares"; stuck after 1 square. */
static void test_plurals(void **state)
{
	(void)state;
	engine *e = make(1, 1, false);
	char s[400];
	engine_event ev;
	engine_step(e, &ev);
	assert_int_equal(ev.kind, EV_SOLUTION);
	say(e, &ev, s);
	assert_string_equal(s, "Tour 1: the only square visited, ending on a1.");
	engine_destroy(e);
	e = make(3, 3, false);
	ev = blank(EV_STUCK, WHY_NONE);
	ev.sq = sq_of("b2", 3, 3);
	ev.depth = 1;
	say(e, &ev, s);
	assert_non_null(strstr(s, "after 1 square:"));
	engine_destroy(e);
}

/* The first move tried from a square says which moves before it in the
 * order were passed over; a later one (after a backtrack) does not. */
static void test_first_try(void **state)
{
	(void)state;
	engine *e = make(5, 5, false);
	char s[400];
	engine_event ev;
	/* a5 c4 e5 d3 ... : from c4 move 1 (-2,+1) lands on d... */
	engine_step(e, &ev); /* a5 -> c4 */
	say(e, &ev, s);
	assert_string_equal(s, "From a5 try move 3 to c4: moves 1 and 2 leave the board, so 3 "
			       "comes first in the order 12345678.");
	engine_step(e, &ev); /* c4 -> e5: move 2, move 1 (d6) is off the board */
	say(e, &ev, s);
	assert_string_equal(s, "From c4 try move 2 to e5: move 1 leaves the board, so 2 comes "
			       "first in the order 12345678.");
	/* a landing on a visited square is said too: from c4 (path a5 c4
	 * e5) move 1 leaves the board, move 2 lands on e5, move 3 is e3 */
	engine_event made = blank(EV_ADVANCE, WHY_ORDER);
	made.from = sq_of("c4", 5, 5);
	made.sq = sq_of("e3", 5, 5);
	made.move = 2;
	say(e, &made, s);
	assert_string_equal(s, "From c4 try move 3 to e3: move 1 leaves the board and 2 lands on "
			       "a visited square, so 3 comes first in the order 12345678.");
	engine_destroy(e);
	/* after a backtrack the next candidate is just the next untried one */
	e = make(5, 5, false);
	do
		engine_step(e, &ev);
	while (ev.kind != EV_RETREAT);
	do
		engine_step(e, &ev);
	while (ev.kind == EV_RETREAT);
	assert_int_equal(ev.kind, EV_ADVANCE);
	say(e, &ev, s);
	assert_non_null(strstr(s, ": the next untried move in the order 12345678."));
	engine_destroy(e);
}

/* A real double-forced retreat of the look-ahead names the squares. */
static void test_double_forced_names_both(void **state)
{
	(void)state;
	engine *e = make(6, 6, true);
	engine_event ev;
	int guard = 0;
	do
		engine_step(e, &ev);
	while (!(ev.kind == EV_RETREAT && ev.why == WHY_DOUBLE_FORCED) && ++guard < 10000000);
	assert_int_equal(ev.why, WHY_DOUBLE_FORCED);
	char s[400], cul[16];
	engine_view v;
	engine_view_get(e, &v);
	narrate_square(v.b, ev.culprit, cul, sizeof cul);
	say(e, &ev, s);
	assert_null(strstr(s, "another square"));
	assert_non_null(strstr(s, cul));
	assert_non_null(strstr(s, "need the knight next"));
	engine_destroy(e);
}

static void test_walk_reasons(void **state)
{
	(void)state;
	engine *e = make(8, 8, false);
	char s[400];
	engine_event ev = blank(EV_ADVANCE, WHY_MIN_DEGREE);
	ev.sq = sq_of("d5", 8, 8);
	ev.from = sq_of("b6", 8, 8);
	ev.degree = 3;
	say(e, &ev, s);
	assert_string_equal(s, "d5 has 3 onward moves, the fewest.");
	ev.degree = 1;
	say(e, &ev, s);
	assert_string_equal(s, "d5 has 1 onward move, the fewest.");
	ev.degree = 3;
	ev.why = WHY_TIE_ORDER;
	ev.ntied = 2;
	ev.tied[0] = sq_of("f3", 8, 8);
	say(e, &ev, s);
	assert_string_equal(s, "d5 has 3 onward moves, the fewest; tie with f3 broken by "
			       "ordering 12345678.");
	ev.ntied = 3;
	ev.tied[1] = sq_of("c2", 8, 8);
	ev.why = WHY_TIE_RANDOM;
	say(e, &ev, s);
	assert_string_equal(s, "d5 has 3 onward moves, the fewest; tie with f3 and c2 broken at "
			       "random (seed 7).");
	ev.why = WHY_TIE_POHL;
	say(e, &ev, s);
	assert_non_null(strstr(s, "tie with f3 and c2 broken by Pohl's rule"));
	ev.why = WHY_TIE_ROTH;
	say(e, &ev, s);
	assert_non_null(strstr(s, "broken by Roth's rule (farthest from the centre)"));
	ev.why = WHY_ONLY;
	say(e, &ev, s);
	assert_string_equal(s, "d5 is the only unvisited square a knight's move from b6.");
	ev.why = WHY_FORCED;
	ev.sq = sq_of("e4", 8, 8);
	ev.culprit = sq_of("g3", 8, 8);
	say(e, &ev, s);
	assert_string_equal(s, "e4 is forced: g3 has no other way in.");
	ev.culprit = ev.sq;
	say(e, &ev, s);
	assert_non_null(strstr(s, "e4 is forced: it has no other way in left"));
	ev = blank(EV_ADVANCE, WHY_START);
	ev.sq = 0;
	say(e, &ev, s);
	assert_string_equal(s, "The knight starts on a8, square 1 of 64.");
	ev = blank(EV_NEW_WALK, WHY_NONE);
	ev.order[0] = 1;
	ev.order[1] = 0;
	say(e, &ev, s);
	assert_non_null(strstr(s, "begins on a8 (ordering 21345678)"));
	engine_destroy(e);
}

static void test_retreats(void **state)
{
	(void)state;
	engine *e = make(8, 8, false);
	char s[400];
	engine_event ev = blank(EV_RETREAT, WHY_ALL_TRIED);
	ev.sq = sq_of("c3", 8, 8);   /* eight unvisited neighbours on the fresh board */
	ev.from = sq_of("b5", 8, 8);
	say(e, &ev, s);
	assert_string_equal(s, "All tried at c3: its 8 candidates have been searched; back to b5.");
	ev.sq = sq_of("b6", 8, 8); /* a8, its neighbour, is visited: 5 left */
	say(e, &ev, s);
	assert_string_equal(s, "All tried at b6: its 5 candidates have been searched; back to b5.");
	ev.sq = sq_of("c3", 8, 8);
	ev.why = WHY_UNREACHABLE;
	ev.culprit = sq_of("h1", 8, 8);
	say(e, &ev, s);
	assert_string_equal(s, "c3 is given up: h1 can no longer be reached; back to b5.");
	ev.why = WHY_DOUBLE_FORCED;
	say(e, &ev, s);
	assert_string_equal(s, "c3 is given up: h1 and another square both need the knight next; "
			       "back to b5.");
	ev.why = WHY_NOT_CLOSED;
	say(e, &ev, s);
	assert_string_equal(s, "c3 covers the board but is not a knight's move from a8, so the "
			       "tour cannot close; back to b5.");
	ev.why = WHY_AFTER_SOLUTION;
	say(e, &ev, s);
	assert_string_equal(s, "Taking back c3 to look for the next tour; back to b5.");
	engine_destroy(e);
	/* with look-ahead the candidates were pruned: no count */
	e = make(8, 8, true);
	ev.why = WHY_ALL_TRIED;
	say(e, &ev, s);
	assert_string_equal(s, "All tried at c3: every candidate the look-ahead left has been "
			       "searched; back to b5.");
	engine_destroy(e);
}

/* The step'th event of the plain search of a rows x cols board from its
 * top-left corner, told. */
static void told_at(int rows, int cols, int step, char *s)
{
	engine *e = make(rows, cols, false);
	engine_event ev;
	for (int i = 0; i < step; i++)
		engine_step(e, &ev);
	say(e, &ev, s);
	engine_destroy(e);
}

/* A dead end (no move at all) and a square whose candidates were all
 * tried are two ideas, told apart: the plain 6x6 search from a6 backs out
 * of a2 (no unvisited neighbour), then b4 (one candidate, tried), and at
 * step 52 a5 (two).  "all 2" reads "both". */
static void test_dead_end_or_all_tried(void **state)
{
	(void)state;
	char s[400];
	told_at(6, 6, 45, s);
	assert_string_equal(s, "a2 is a dead end: no unvisited square is a knight's move away; "
			       "back to b4.");
	told_at(6, 6, 46, s);
	assert_string_equal(s, "All tried at b4: its only candidate has been searched; back to c6.");
	told_at(6, 6, 52, s);
	assert_string_equal(s, "All tried at a5: both candidates have been searched; back to c4.");
	assert_null(strstr(s, "dead end"));
}

/* The real first retreat of the plain 5x5 search reads as a dead end. */
static void test_real_retreat(void **state)
{
	(void)state;
	engine *e = make(5, 5, false);
	engine_event ev;
	do
		engine_step(e, &ev);
	while (ev.kind != EV_RETREAT);
	char s[400], sq[16], from[16], want[64];
	engine_view v;
	engine_view_get(e, &v);
	narrate_square(v.b, ev.sq, sq, sizeof sq);
	narrate_square(v.b, ev.from, from, sizeof from);
	say(e, &ev, s);
	snprintf(want, sizeof want, "%s is a dead end: ", sq);
	assert_memory_equal(s, want, strlen(want));
	snprintf(want, sizeof want, "; back to %s.", from);
	assert_string_equal(s + strlen(s) - strlen(want), want);
	engine_destroy(e);
}

static void test_solution_exhausted_stuck(void **state)
{
	(void)state;
	engine *e = make(5, 5, false);
	engine_event ev;
	do
		engine_step(e, &ev);
	while (ev.kind != EV_SOLUTION);
	char s[400];
	say(e, &ev, s);
	assert_memory_equal(s, "Tour 1: all 25 squares visited, ending on ", 42);
	engine_destroy(e);
	e = make(3, 3, false);
	do
		engine_step(e, &ev);
	while (ev.kind != EV_EXHAUSTED);
	say(e, &ev, s);
	assert_string_equal(s, "Every possibility from a3 has been tried: 0 tours in all.");
	engine_destroy(e);
	/* f in play: a fixed path that no tour continues (a1 is cut off) */
	static const ksq doomed[] = {0, 11, 22, 13, 6, 17, 10}; /* a5 b3 c1 d3 b4 c2 a3 */
	engine_config cfg = engine_config_default();
	cfg.spec.rows = cfg.spec.cols = 5;
	cfg.prune = PRUNE_LOOKAHEAD;
	cfg.prefix = doomed;
	cfg.prefix_len = 7;
	char err[200];
	e = engine_create(&cfg, err, sizeof err);
	assert_non_null(e);
	do
		engine_step(e, &ev);
	while (ev.kind != EV_EXHAUSTED);
	say(e, &ev, s);
	assert_string_equal(s, "No tour continues the 7 fixed squares (a5 to a3): a1 can no longer "
			       "be reached (every square a move from it is visited).");
	/* the whole path is on the board (the look-ahead does not cut it) */
	engine_view v;
	engine_view_get(e, &v);
	assert_int_equal(v.depth, 7);
	engine_destroy(e);
	/* no square cut off, yet no tour: the look-ahead says why (e5 and b1
	 * would both have to be the end) */
	static const ksq lost[] = {0, 7, 10, 1, 12, 3}; /* a5 c4 a3 b5 c3 d5 */
	cfg.prefix = lost;
	cfg.prefix_len = 6;
	e = engine_create(&cfg, err, sizeof err);
	assert_non_null(e);
	do
		engine_step(e, &ev);
	while (ev.kind != EV_EXHAUSTED);
	say(e, &ev, s);
	assert_string_equal(s, "No tour continues the 6 fixed squares (a5 to d5): e5 and b1 each "
			       "have one way in left, and a path ends on only one square.");
	engine_destroy(e);
	/* nothing the look-ahead sees from the knight on c3, yet no tour:
	 * the search tried every way on */
	static const ksq tried[] = {0, 7, 14, 23, 12}; /* a5 c4 e3 d1 c3 */
	cfg.prefix = tried;
	cfg.prefix_len = 5;
	e = engine_create(&cfg, err, sizeof err);
	assert_non_null(e);
	do
		engine_step(e, &ev);
	while (ev.kind != EV_EXHAUSTED);
	say(e, &ev, s);
	assert_string_equal(s, "Every way on from the 5 fixed squares (a5 to c3) has been tried: 0 "
			       "tours in all.");
	engine_destroy(e);
	e = make(8, 8, false);
	ev = blank(EV_STUCK, WHY_NONE);
	ev.sq = sq_of("c3", 8, 8);
	ev.depth = 40;
	say(e, &ev, s);
	assert_string_equal(s, "Stuck on c3 after 40 squares: no unvisited square is a knight's "
			       "move away; a new walk follows.");
	engine_destroy(e);
}

/* Replay: each move told as a Warnsdorff choice or not, with the square
 * that had fewer onward moves; the end of a faulty path gives the fault. */
static void test_replay_sentences(void **state)
{
	(void)state;
	tour t;
	format_error fe;
	char err[200], out[400];
	engine_event ev;
	engine_view v;
	memset(&ev, 0, sizeof ev);
	assert_true(format_read_file("assets/tours/backtrack-5x5.moves", FMT_AUTO, &t, &fe));
	engine *e = replay_engine_create(&t, err, sizeof err);
	assert_non_null(e);
	engine_view_get(e, &v);
	ev.kind = EV_NONE;
	narrate_replay(&ev, &v, e, out, sizeof out);
	assert_non_null(strstr(out, "starts on a5, square 1"));
	for (int i = 0; i < 5; i++)
		engine_step(e, &ev);
	engine_view_get(e, &v);
	narrate_replay(&ev, &v, e, out, sizeof out);
	assert_string_equal(out, "Move 5 to c2 (square 6): the only unvisited square a move "
				 "away.");
	engine_destroy(e);
	e = replay_engine_create(&t, err, sizeof err);
	for (int i = 0; i < 4; i++)
		engine_step(e, &ev);
	engine_view_get(e, &v);
	narrate_replay(&ev, &v, e, out, sizeof out);
	assert_string_equal(out, "Move 4 to e1 (square 5): 1 onward move, the fewest: a "
				 "Warnsdorff choice.");
	engine_step(e, &ev);
	engine_step(e, &ev); /* move 6, the first that is not Warnsdorff's */
	engine_view_get(e, &v);
	narrate_replay(&ev, &v, e, out, sizeof out);
	assert_string_equal(out, "Move 6 to d4 (square 7): 3 onward moves, but a1 had 1 "
				 "onward move: not a Warnsdorff choice.");
	while (engine_step(e, &ev) == EV_ADVANCE)
		;
	engine_view_get(e, &v);
	narrate_replay(&ev, &v, e, out, sizeof out);
	assert_string_equal(out, "The tour is complete: all 25 squares, ending on a1.");
	engine_destroy(e);
	tour_free(&t);
	assert_true(format_read_file("tests/data/not-a-move.moves", FMT_AUTO, &t, &fe));
	e = replay_engine_create(&t, err, sizeof err);
	assert_non_null(e);
	while (engine_step(e, &ev) == EV_ADVANCE)
		;
	engine_view_get(e, &v);
	narrate_replay(&ev, &v, e, out, sizeof out);
	assert_string_equal(out, "The saved path ends on f6 after 4 of 64 squares: then move 4 "
				 "from f6 to f5 is not a knight move.");
	engine_destroy(e);
	tour_free(&t);
}

/* f in play: the squares of the fixed path are placed one a step, each
 * said with its own number (not "starts on"), as the algorithm panel says
 * it; the start is square 1. */
static void test_fixed_squares(void **state)
{
	(void)state;
	static const ksq path[] = {0, 7, 14, 3}; /* a5 c4 e3 d5 */
	engine_config cfg = engine_config_default();
	cfg.spec.rows = cfg.spec.cols = 5;
	cfg.prune = PRUNE_LOOKAHEAD;
	cfg.order_warnsdorff = true;
	cfg.prefix = path;
	cfg.prefix_len = 4;
	char err[200], s[400];
	engine *e = engine_create(&cfg, err, sizeof err);
	assert_non_null(e);
	engine_event ev;
	static const char *const want[] = {
		"c4 is square 2 of 25, one of the 4 fixed squares: the search goes on from the "
		"last of them.",
		"e3 is square 3 of 25, one of the 4 fixed squares: the search goes on from the "
		"last of them.",
		"d5 is square 4 of 25, one of the 4 fixed squares: the search goes on from the "
		"last of them.",
	};
	for (int i = 0; i < 3; i++) {
		assert_int_equal(engine_step(e, &ev), EV_ADVANCE);
		assert_int_equal(ev.why, WHY_START);
		say(e, &ev, s);
		assert_string_equal(s, want[i]);
	}
	/* then the search's own steps */
	assert_int_equal(engine_step(e, &ev), EV_ADVANCE);
	assert_int_not_equal(ev.why, WHY_START);
	engine_destroy(e);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fixed_squares),
		cmocka_unit_test(test_ready_and_order),
		cmocka_unit_test(test_first_try),
		cmocka_unit_test(test_torus_wrap),
		cmocka_unit_test(test_plurals),
		cmocka_unit_test(test_double_forced_names_both), cmocka_unit_test(test_walk_reasons),
		cmocka_unit_test(test_retreats),        cmocka_unit_test(test_real_retreat),
		cmocka_unit_test(test_dead_end_or_all_tried),
		cmocka_unit_test(test_solution_exhausted_stuck),
		cmocka_unit_test(test_replay_sentences),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
