/* SPDX-License-Identifier: MIT */
/* Play mode's model without a terminal: the legal squares and their move
 * numbers, every refusal and its sentence, undo and redo with their
 * counters, the results (tour, closed tour, stuck after N), and the hint:
 * Warnsdorff's choice, a tour still possible (found by the search), not
 * possible (a square cut off, or the search exhausted), unknown when the
 * search runs out of steps.  The paths are a 5x5 open tour and a 6x6
 * closed tour from ktour solve. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ktour/square.h"
#include "ui/play/play_model.h"

static const char *const tour5[25] = {"a5", "c4", "e5", "d3", "e1", "c2", "d4", "e2", "c1",
				      "a2", "b4", "d5", "e3", "d1", "b2", "a4", "c5", "e4",
				      "c3", "b5", "a3", "b1", "d2", "b3", "a1"};
static const char *const closed6[36] = {
	"a6", "c5", "e6", "f4", "e2", "c1", "d3", "e5", "f3", "e1", "c2", "a1",
	"b3", "d2", "f1", "e3", "d1", "f2", "e4", "f6", "d5", "b6", "a4", "b2",
	"c4", "a5", "c6", "d4", "f5", "d6", "b5", "a3", "b1", "c3", "a2", "b4"};

static ksq sq(const play_model *m, const char *name)
{
	ksq s;
	char err[100];
	assert_true(square_parse_on(&m->b, name, &s, err, sizeof err));
	return s;
}

static void open_board(play_model *m, int n, const char *start, bool closed)
{
	char err[200];
	board_spec spec = board_spec_default();
	spec.rows = spec.cols = n;
	play_model probe;
	assert_true(play_init(&probe, &spec, 0, closed, NULL, 0, err, sizeof err));
	ksq s = sq(&probe, start);
	play_free(&probe);
	assert_true(play_init(m, &spec, s, closed, NULL, 0, err, sizeof err));
}

/* Play the squares of names[1..n-1] (names[0] is the start). */
static void play_path(play_model *m, const char *const *names, int n)
{
	for (int i = 1; i < n; i++)
		assert_int_equal(play_move(m, sq(m, names[i])), PLAY_OK);
}

static void test_legal_and_refused(void **state)
{
	(void)state;
	play_model m;
	char text[300];
	open_board(&m, 5, "a5", false);
	ksq legal[8];
	/* from a5 (top left) only moves 3 (c4) and 4 (b3) stay on the board */
	assert_int_equal(play_legal(&m, legal), 2);
	assert_int_equal(legal[2], sq(&m, "c4"));
	assert_int_equal(legal[3], sq(&m, "b3"));
	assert_int_equal(legal[0], KSQ_NONE);
	ksq to;
	assert_int_equal(play_move_number(&m, 1, &to), PLAY_OFF_BOARD);
	assert_int_equal(to, KSQ_NONE);
	play_refusal_text(&m, PLAY_OFF_BOARD, to, text, sizeof text);
	assert_string_equal(text, "Refused: that move leads off the board.");
	assert_int_equal(play_check(&m, KSQ_NONE), PLAY_OFF_BOARD);
	assert_int_equal(play_check(&m, 25), PLAY_OFF_BOARD);
	assert_int_equal(play_check(&m, sq(&m, "a5")), PLAY_HERE);
	assert_int_equal(play_move(&m, sq(&m, "b4")), PLAY_NOT_KNIGHT);
	play_refusal_text(&m, PLAY_NOT_KNIGHT, sq(&m, "b4"), text, sizeof text);
	assert_string_equal(text, "Refused: b4 is not a knight's move from a5.");
	assert_int_equal(m.len, 1);
	assert_int_equal(m.moves, 0);
	assert_int_equal(play_move_number(&m, 3, &to), PLAY_OK);
	assert_int_equal(to, sq(&m, "c4"));
	assert_int_equal(play_move(&m, sq(&m, "a5")), PLAY_VISITED);
	play_refusal_text(&m, PLAY_VISITED, sq(&m, "a5"), text, sizeof text);
	assert_string_equal(text, "Refused: a5 is already visited (square 1 of the path).");
	assert_int_equal(m.len, 2);
	assert_int_equal(m.moves, 1);
	play_free(&m);
}

static void test_undo_redo(void **state)
{
	(void)state;
	play_model m;
	open_board(&m, 5, "a5", false);
	assert_false(play_undo(&m)); /* the first square stays */
	assert_false(play_redo(&m));
	play_path(&m, tour5, 4);
	assert_true(play_undo(&m));
	assert_true(play_undo(&m));
	assert_int_equal(m.len, 2);
	assert_false(m.visited[sq(&m, "e5")]);
	assert_true(play_redo(&m));
	assert_int_equal(m.path[2], sq(&m, "e5"));
	assert_int_equal(m.nredo, 1);
	assert_int_equal(m.moves, 4);
	assert_int_equal(m.undos, 2);
	/* a new move forgets what was undone */
	assert_true(play_undo(&m));
	assert_int_equal(play_move(&m, sq(&m, "a3")), PLAY_OK);
	assert_int_equal(m.nredo, 0);
	assert_false(play_redo(&m));
	play_free(&m);
}

static void test_results(void **state)
{
	(void)state;
	play_model m;
	char text[300];
	open_board(&m, 5, "a5", false);
	play_path(&m, tour5, 24);
	assert_int_equal(play_state(&m), PLAY_ON);
	play_result_text(&m, text, sizeof text);
	assert_string_equal(text, "");
	play_path(&m, tour5 + 23, 2);
	assert_int_equal(play_state(&m), PLAY_TOUR);
	play_result_text(&m, text, sizeof text);
	assert_string_equal(text, "Tour! All 25 squares (0 undos).");
	assert_int_equal(play_move(&m, 0), PLAY_OVER);
	play_free(&m);

	open_board(&m, 6, "a6", true);
	play_path(&m, closed6, 36);
	assert_int_equal(play_state(&m), PLAY_CLOSED_TOUR);
	play_result_text(&m, text, sizeof text);
	assert_non_null(strstr(text, "Closed tour! All 36 squares"));
	play_free(&m);

	/* stuck on d2 after 10 moves, 14 squares left */
	static const char *const stuck[] = {"a5", "b3", "c5", "d3", "e5", "c4",
					    "a3", "b1", "c3", "e4", "d2"};
	open_board(&m, 5, "a5", false);
	play_path(&m, stuck, 11);
	assert_int_equal(play_state(&m), PLAY_STUCK);
	play_result_text(&m, text, sizeof text);
	assert_string_equal(text, "Stuck after 10 moves: 14 squares are left and none is a move "
				  "away (u undo).");
	play_free(&m);
}

static void test_hint(void **state)
{
	(void)state;
	play_model m;
	play_hint h;
	open_board(&m, 5, "a5", false);
	play_hint_get(&m, 1000000, &h);
	/* c4 and b3 both have 5 onward moves: the lower move number wins */
	assert_int_equal(h.best, sq(&m, "c4"));
	assert_int_equal(h.best_move, 3);
	assert_int_equal(h.best_degree, 5);
	assert_int_equal(h.ntied, 2);
	assert_int_equal(h.verdict, HINT_YES);
	/* the verdict once, on the message line; under the board why and
	 * Warnsdorff's choice */
	assert_string_equal(h.verdict_line, "Hint: a tour is still possible.");
	assert_non_null(strstr(h.text, "The search found one in "));
	assert_null(strstr(h.text, "possible"));
	assert_non_null(strstr(h.text, "Warnsdorff: c4 (move 3), 5 onward moves"));
	play_free(&m);

	/* b3 and c2 taken with the knight on a3: a1 is cut off */
	static const char *const doomed[] = {"a5", "b3", "c1", "d3", "b4", "c2", "a3"};
	open_board(&m, 5, "a5", false);
	play_path(&m, doomed, 7);
	play_hint_get(&m, 1000000, &h);
	assert_int_equal(h.verdict, HINT_NO);
	assert_int_equal(h.cut_off, sq(&m, "a1"));
	assert_string_equal(h.verdict_line,
			    "Hint: no tour is possible from here; u takes moves back.");
	assert_non_null(strstr(h.text, "Square a1 can no longer be reached: every square a "
				       "move from it is visited."));
	play_free(&m);

	/* no square cut off, yet no tour: the look-ahead says why */
	static const char *const lost[] = {"a5", "c4", "a3", "b5", "c3", "d5"};
	open_board(&m, 5, "a5", false);
	play_path(&m, lost, 6);
	play_hint_get(&m, 1000000, &h);
	assert_int_equal(h.verdict, HINT_NO);
	assert_int_equal(h.cut_off, KSQ_NONE);
	assert_string_equal(h.why, "e5 and b1 each have one way in left, and a path ends on only "
				   "one square");
	assert_non_null(strstr(h.text, "The look-ahead sees why: e5 and b1 each have one way in "
				       "left, and a path ends on only one square. Warnsdorff: "));
	play_free(&m);
	/* nothing the look-ahead sees, yet no tour: the search tries every
	 * way on */
	static const char *const tried[] = {"a5", "c4", "e3", "d1", "c3"};
	open_board(&m, 5, "a5", false);
	play_path(&m, tried, 5);
	play_hint_get(&m, 1000000, &h);
	assert_int_equal(h.verdict, HINT_NO);
	assert_int_equal(h.cut_off, KSQ_NONE);
	assert_string_equal(h.why, "");
	assert_true(h.steps > 0);
	assert_non_null(strstr(h.text, "The search tried every way on from here"));
	play_free(&m);

	/* 10 steps do not decide 8x8 */
	open_board(&m, 8, "a8", false);
	play_hint_get(&m, 10, &h);
	assert_int_equal(h.verdict, HINT_UNKNOWN);
	assert_int_equal(h.steps, 10);
	assert_string_equal(h.verdict_line,
			    "Hint: the search could not decide whether a tour is possible.");
	assert_non_null(strstr(h.text, "After 10 steps the search had neither found a tour"));
	play_free(&m);

	/* the game over: no hint but the result */
	open_board(&m, 5, "a5", false);
	play_path(&m, tour5, 25);
	play_hint_get(&m, 1000, &h);
	assert_int_equal(h.verdict, HINT_OVER);
	assert_int_equal(h.best, KSQ_NONE);
	assert_string_equal(h.text, "Tour! All 25 squares (0 undos).");
	assert_string_equal(h.verdict_line, "Hint: the game is over.");
	play_free(&m);
}

static void test_prefix(void **state)
{
	(void)state;
	play_model m;
	char err[200];
	board_spec spec = board_spec_default();
	spec.rows = spec.cols = 5;
	ksq path[3] = {0, 7, 4}; /* a5 c4 e5 */
	assert_true(play_init(&m, &spec, KSQ_NONE, false, path, 3, err, sizeof err));
	assert_int_equal(m.len, 3);
	assert_int_equal(m.moves, 0);
	assert_true(m.visited[7]);
	play_free(&m);
	ksq bad[2] = {0, 1}; /* a5 b5: not a move */
	assert_false(play_init(&m, &spec, KSQ_NONE, false, bad, 2, err, sizeof err));
	assert_string_equal(err, "square 2 of the path cannot follow the ones before it");
	spec.rows = 0;
	assert_false(play_init(&m, &spec, 0, false, NULL, 0, err, sizeof err));
}

/* Before the first move a square chosen that is not a move is the new
 * start; a move stays a move; after the first move it is refused. */
static void test_choose_start(void **state)
{
	(void)state;
	play_model m;
	bool started;
	char text[300];
	open_board(&m, 5, "a5", false);
	/* c3: not a move from a5 */
	assert_int_equal(play_choose(&m, sq(&m, "c3"), &started), PLAY_OK);
	assert_true(started);
	assert_int_equal(m.len, 1);
	assert_int_equal(m.path[0], sq(&m, "c3"));
	assert_false(m.visited[sq(&m, "a5")]);
	assert_true(m.visited[sq(&m, "c3")]);
	assert_int_equal(m.moves, 0);
	/* the knight's own square, and off the board: refused as before */
	assert_int_equal(play_choose(&m, sq(&m, "c3"), &started), PLAY_HERE);
	assert_false(started);
	assert_int_equal(play_choose(&m, KSQ_NONE, &started), PLAY_OFF_BOARD);
	/* d5 is a move from c3: a move */
	assert_int_equal(play_choose(&m, sq(&m, "d5"), &started), PLAY_OK);
	assert_false(started);
	assert_int_equal(m.len, 2);
	assert_int_equal(m.moves, 1);
	/* after the first move: refused with the reason */
	assert_int_equal(play_choose(&m, sq(&m, "a1"), &started), PLAY_NOT_KNIGHT);
	assert_false(started);
	play_refusal_text(&m, PLAY_NOT_KNIGHT, sq(&m, "a1"), text, sizeof text);
	assert_string_equal(text, "Refused: a1 is not a knight's move from d5.");
	/* back at the start by undo: the start moves again, the redo goes */
	assert_true(play_undo(&m));
	assert_int_equal(play_choose(&m, sq(&m, "a1"), &started), PLAY_OK);
	assert_true(started);
	assert_int_equal(m.path[0], sq(&m, "a1"));
	assert_false(play_redo(&m));
	play_free(&m);
	/* a start with no move at all (3x3, the centre): any other square */
	open_board(&m, 3, "b2", false);
	assert_int_equal(play_state(&m), PLAY_STUCK);
	assert_int_equal(play_choose(&m, sq(&m, "a1"), &started), PLAY_OK);
	assert_true(started);
	assert_int_equal(play_state(&m), PLAY_ON);
	play_free(&m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_legal_and_refused),
		cmocka_unit_test(test_undo_redo),
		cmocka_unit_test(test_results),
		cmocka_unit_test(test_hint),
		cmocka_unit_test(test_prefix),
		cmocka_unit_test(test_choose_start),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
