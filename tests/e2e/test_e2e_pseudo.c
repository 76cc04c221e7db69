/* SPDX-License-Identifier: MIT */
/* The algorithm panel end to end (key a): the real binary in a
 * pseudo-terminal, its screen read back through libvterm.  The marked line
 * follows each step (advance, retreat, forced move, solution) and goes
 * back exactly with p; nothing is cut without an ellipsis and nothing
 * runs into the board. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "e2e/pty.h"
#include "e2e/screen_rules.h"

#define MARK "\u25b6"

static pty_term *start(const char *const args[], int rows, int cols)
{
	pty_term *t = pty_spawn_ktour(args, NULL, rows, cols);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	return t;
}

/* The text of the marked line (after the marker), freshly allocated. */
static char *marked(pty_term *t)
{
	int row, col;
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	pty_assert(t, pty_find_text(t, MARK, &row, &col));
	char *line = pty_row_text(t, row);
	char *at = strstr(line, MARK);
	memmove(line, at, strlen(at) + 1);
	return line;
}

static void assert_marked(pty_term *t, const char *words)
{
	char *line = marked(t);
	if (!strstr(line, words)) {
		pty_dump(t, stderr);
		fail_msg("marked line '%s' lacks '%s'", line, words);
	}
	free(line);
}

/* One step with key k, waiting for the step counter to say n. */
static void step_to(pty_term *t, const char *k, int n)
{
	char want[32];
	snprintf(want, sizeof want, "step %d ", n);
	assert_true(pty_send(t, k));
	pty_assert_text(t, want);
}

/* The board's box stands whole: its right border on every row, so no
 * panel was drawn over it. */
static void board_whole(pty_term *t)
{
	int top, left, bottom, col;
	pty_assert(t, pty_find_text(t, "Board ", &top, &left));
	char *line = pty_row_text(t, top);
	char *corner = strstr(line, "\u2510");
	assert_non_null(corner);
	col = 0; /* columns up to the corner: one per code point */
	for (const char *p = line; p < corner; p++)
		col += ((unsigned char)*p & 0xC0) != 0x80;
	free(line);
	for (bottom = top + 1; bottom < pty_rows(t); bottom++) {
		uint32_t ch = pty_cell(t, bottom, col).ch;
		if (ch == 0x2518) /* ┘ */
			return;
		assert_int_equal(ch, 0x2502); /* │ */
	}
	fail_msg("the board's box has no bottom");
}

/* Every line of the plain open listing is on the screen whole or cut
 * with an ellipsis: never cut silently. */
static void lines_whole_or_marked(pty_term *t)
{
	static const char *const lines[] = {
		"search(sq):", "put the knight on sq", "report the tour",
		"take sq back for the next", "try c: search(c)", "all tried (or none): back",
	};
	for (size_t i = 0; i < sizeof lines / sizeof *lines; i++)
		pty_assert_text(t, lines[i]);
	char *s = pty_screen_text(t);
	/* "each candidate c, order 12345678:" is whole or ends with … */
	assert_true(strstr(s, "each candidate c, order 12345678:") ||
		    strstr(s, "each candidate c, order\u2026") || strstr(s, "each candidate c, \u2026"));
	free(s);
}

/* Backtracking on 5x5: advance, retreat and solution, forwards and back. */
static void backtrack_marks(int rows, int cols)
{
	static const char *const args[] = {"explore", "-b", "5x5", "--seed", "1", NULL};
	pty_term *t = start(args, rows, cols);
	pty_assert(t, !pty_screen_contains(t, "Algorithm"));
	assert_true(pty_send(t, "a"));
	pty_assert_text(t, "Algorithm: backtrack, open");
	pty_assert_text(t, "marked line made the last step");
	assert_marked(t, "put the knight on sq");
	lines_whole_or_marked(t);
	board_whole(t);

	step_to(t, "n", 1);
	assert_marked(t, "try c: search(c)");
	pty_assert_text(t, "sq = a5, c = ");

	assert_true(pty_send(t, "0")); /* at maximum speed */
	assert_true(pty_send(t, "b")); /* run to the next backtrack */
	pty_assert_text(t, "Stopped at a backtrack");
	assert_marked(t, "all tried (or none): back");
	pty_assert_text(t, ": a dead end; back to "); /* the first: no move at all */
	/* p: back to the advance before it, n: forward to the retreat */
	assert_true(pty_send(t, "p"));
	pty_assert_gone(t, "a dead end; back to");
	assert_marked(t, "try c: search(c)");
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "a dead end; back to");
	assert_marked(t, "all tried (or none): back");
	/* the next backtrack gives up b5, its one candidate searched */
	assert_true(pty_send(t, "b"));
	pty_assert_text(t, "sq = b5: all tried; back to c3");
	assert_marked(t, "all tried (or none): back");

	assert_true(pty_send(t, "N")); /* to the first tour */
	pty_assert_text(t, "SOLUTION 1 FOUND");
	assert_marked(t, "report the tour");
	pty_assert_text(t, "tour 1: all 25 squares");
	board_whole(t);
	assert_true(pty_send(t, "p"));
	pty_assert_gone(t, "SOLUTION 1 FOUND");
	assert_marked(t, "try c: search(c)");
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "SOLUTION 1 FOUND");
	assert_marked(t, "report the tour");
	/* a hides it: the heatmap and the stack are back */
	assert_true(pty_send(t, "a"));
	pty_assert_gone(t, "Algorithm:");
	pty_assert_text(t, "Search stack");
	pty_assert_quit(t);
}

static void test_backtrack_80x24(void **state)
{
	(void)state;
	backtrack_marks(24, 80);
}

static void test_backtrack_160x45(void **state)
{
	(void)state;
	backtrack_marks(45, 160);
}

/* Stone's look-ahead on 6x6: step 14 is a forced move, step 17 gives a
 * square up; p walks back through the same marks as n came. */
static void test_lookahead_forced(void **state)
{
	(void)state;
	static const char *const args[] = {"explore", "-b",	 "6x6", "--prune",
					   "lookahead", "--seed", "1",	 NULL};
	pty_term *t = start(args, 24, 80);
	assert_true(pty_send(t, "a"));
	pty_assert_text(t, "Algorithm: backtrack, look-ahead, open");
	char *seen[18] = {NULL};
	seen[0] = marked(t);
	for (int i = 1; i <= 17; i++) {
		step_to(t, "n", i);
		seen[i] = marked(t);
	}
	assert_non_null(strstr(seen[14], "u has no other way in: try u"));
	assert_non_null(strstr(seen[17], "give"));
	pty_assert_text(t, "sq = ");
	for (int i = 16; i >= 0; i--) {
		char want[32];
		snprintf(want, sizeof want, "step %d ", i);
		assert_true(pty_send(t, "p"));
		pty_assert_text(t, want);
		char *now = marked(t);
		assert_string_equal(now, seen[i]);
		free(now);
	}
	for (int i = 0; i <= 17; i++)
		free(seen[i]);
	board_whole(t);
	pty_assert_quit(t);
}

/* The Warnsdorff walk: its listing, a tie named with its rule. */
static void test_warnsdorff(void **state)
{
	(void)state;
	static const char *const args[] = {"explore", "-e", "warnsdorff", "--seed", "1", NULL};
	pty_term *t = start(args, 45, 160);
	assert_true(pty_send(t, "a"));
	pty_assert_text(t, "Algorithm: Warnsdorff, ties: 12345678");
	pty_assert_text(t, "tie: the first in the ordering");
	step_to(t, "n", 1);
	char *line = marked(t);
	assert_true(strstr(line, "go to the c with the fewest") || strstr(line, "tie: the first"));
	free(line);
	pty_assert_text(t, "sq = a8, c = ");
	pty_assert_text(t, " onward move");
	pty_assert_quit(t);
}

/* A replay plays a saved path: the key says it has no algorithm. */
/* Rows with big text right of the board (the presentation's words). */
static int word_rows(pty_term *t)
{
	box b;
	pty_assert(t, scr_boards(t, &b, 1) == 1);
	int n = 0;
	for (int r = 0; r < pty_rows(t); r++) {
		bool ink = false;
		for (int c = b.right + 1; c < pty_cols(t) && !ink; c++)
			ink = scr_is_big(scr_at(t, r, c));
		n += ink;
	}
	return n;
}

/* The presentation with the algorithm (z, then a): the board and the
 * words large, the marked line and its values among them (no listing,
 * no other panel); a hides them again, still presenting. */
static void test_presentation(void **state)
{
	(void)state;
	static const char *const args[] = {"explore", "-b", "6x6", NULL};
	pty_term *t = start(args, 45, 160);
	assert_true(pty_send(t, "z"));
	pty_assert_gone(t, "Onward moves");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	int words = word_rows(t);
	pty_assert(t, words >= 6); /* the state and step, the narration */
	assert_true(pty_send(t, "a"));
	pty_assert_text(t, "marked line made the last step");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	pty_assert(t, !pty_screen_contains(t, "Onward moves"));
	pty_assert(t, !pty_screen_contains(t, "Search stack"));
	pty_assert(t, !pty_screen_contains(t, "search(sq):")); /* no listing */
	pty_assert(t, word_rows(t) >= words + 3); /* the line, its values (the board
						     gives them room: more lines) */
	/* a hides it again, still presenting */
	assert_true(pty_send(t, "a"));
	pty_assert_text(t, "The algorithm panel is hidden");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	pty_assert(t, word_rows(t) == words);
	pty_assert(t, !pty_screen_contains(t, "Onward moves"));
	pty_assert_quit(t);
}

static void test_replay_has_none(void **state)
{
	(void)state;
	static const char *const args[] = {"replay", "assets/tours/backtrack-5x5.moves", NULL};
	pty_term *t = start(args, 24, 80);
	assert_true(pty_send(t, "a"));
	pty_assert_text(t, "A replay has no algorithm");
	pty_assert(t, !pty_screen_contains(t, "Algorithm:"));
	pty_assert_text(t, "Onward moves");
	pty_assert_quit(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_backtrack_80x24, pty_teardown),
		cmocka_unit_test_teardown(test_backtrack_160x45, pty_teardown),
		cmocka_unit_test_teardown(test_lookahead_forced, pty_teardown),
		cmocka_unit_test_teardown(test_warnsdorff, pty_teardown),
		cmocka_unit_test_teardown(test_presentation, pty_teardown),
		cmocka_unit_test_teardown(test_replay_has_none, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
