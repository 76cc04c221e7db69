/* SPDX-License-Identifier: MIT */
/* Divide and conquer in the explorer (-e divide), end to end: 12x12 at
 * 80x24 and 160x45 from the first block laid to the last join, the cycle
 * count in the narration at every step, each cycle in its own colour
 * until two join and share one, the recursion in the stack panel, the
 * algorithm panel's marked line, then the tour, the end, and p back to
 * step 0.  Without colour each cycle has its letter. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "e2e/pty.h"

static pty_term *start(const char *const env[], int rows, int cols)
{
	static const char *const args[] = {"explore", "-e", "divide", "-b", "12x12", NULL};
	pty_term *t = pty_spawn_ktour(args, env, rows, cols);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	return t;
}

/* One step with key k, waiting for the status to say step n of 9. */
static void step_to(pty_term *t, const char *k, int n)
{
	char want[32];
	snprintf(want, sizeof want, "step %d/9 ", n);
	assert_true(pty_send(t, k));
	pty_assert_text(t, want);
	pty_assert(t, pty_wait_stable(t, 50, PTY_TIMEOUT_MS));
}

/* The screen cell in the middle of square (file, rank) of the board: the
 * rank's label left of the box, the file's letter in its bottom edge. */
static pty_cell_info square_cell(pty_term *t, char file, int rank)
{
	char label[8];
	int row = -1, col = -1, r, c;
	snprintf(label, sizeof label, "%d\u2502", rank);
	for (r = 0; r < pty_rows(t) && row < 0; r++) {
		char *line = pty_row_text(t, r);
		char *at = strstr(line, label);
		if (at && (at == line || at[-1] == ' '))
			row = r;
		free(line);
	}
	for (r = pty_rows(t) - 1; r >= 0 && col < 0; r--)
		if (pty_cell(t, r, 2).ch == 0x2514 || pty_cell(t, r, 3).ch == 0x2514) /* └ */
			for (c = 3; c < pty_cols(t); c++)
				if (pty_cell(t, r, c).ch == (uint32_t)file) {
					col = c;
					break;
				}
	if (row < 0 || col < 0) {
		pty_dump(t, stderr);
		fail_msg("square %c%d not found on the board", file, rank);
	}
	return pty_cell(t, row, col);
}

static int bg(pty_term *t, char file, int rank)
{
	return square_cell(t, file, rank).bg;
}

/* The construction from step 0 to the end and back with p. */
static void construction(int rows, int cols)
{
	pty_term *t = start(NULL, rows, cols);
	pty_assert_text(t, "divide closed");
	pty_assert_text(t, "Nothing laid yet: the 12x12 board is cut into 4 blocks");
	pty_assert_text(t, "Recursion stack");
	pty_assert(t, !pty_screen_contains(t, "Onward moves"));
	if (cols >= 160) {
		assert_true(pty_send(t, "a"));
		pty_assert_text(t, "Algorithm: divide and conquer, closed");
		pty_assert_text(t, "lay its stored base tour");
	}
	/* the four blocks, one cycle more each */
	static const char *const said[7] = {
		"(block 1 of 4): 1 cycle.", "(block 2 of 4): 2 cycles.", "(block 3 of 4): 3 cycles.",
		"(block 4 of 4): 4 cycles.", "e9-g10: 3 cycles left.",    "e4-g3: 2 cycles left.",
		"1 cycle left, the closed tour.",
	};
	for (int i = 0; i < 4; i++) {
		step_to(t, "n", i + 1);
		pty_assert_text(t, said[i]);
	}
	pty_assert_text(t, "Lay a 6x6 base tour on g6-l1");
	pty_assert_text(t, "cycles 4");
	/* four cycles, four colours (a12, g12, a6 and g6 are light squares) */
	int q[4] = {bg(t, 'a', 12), bg(t, 'g', 12), bg(t, 'a', 6), bg(t, 'g', 6)};
	for (int i = 0; i < 4; i++)
		for (int j = i + 1; j < 4; j++)
			pty_assert(t, q[i] != q[j]);
	/* the top two join: they share the first's colour, the others keep theirs */
	step_to(t, "n", 5);
	pty_assert_text(t, said[4]);
	pty_assert_text(t, "Join the top-left and top-right quarters of the board");
	pty_assert(t, bg(t, 'g', 12) == q[0] && bg(t, 'a', 6) == q[2] && bg(t, 'g', 6) == q[3]);
	pty_assert(t, square_cell(t, 'f', 7).reverse || bg(t, 'f', 7) != q[0]); /* the join */
	if (cols >= 160)
		pty_assert_text(t, "R = a12-l1: drop f7-e9, h8-g10; add f7-h8, e9-g10: 3 cycles");
	step_to(t, "n", 6);
	pty_assert_text(t, said[5]);
	pty_assert(t, bg(t, 'g', 6) == q[2]);
	step_to(t, "n", 7);
	pty_assert_text(t, said[6]);
	pty_assert_text(t, "joins 3/3");
	/* the tour, then the end */
	step_to(t, "n", 8);
	pty_assert_text(t, "TOUR BUILT");
	pty_assert_text(t, "The tour: the one cycle walked from a12, all 144 squares, closed.");
	step_to(t, "n", 9);
	pty_assert_text(t, "FINISHED");
	pty_assert_text(t, "one closed tour of all 144 squares, built in 7 steps");
	/* p back to the start, through the same sentences */
	for (int i = 8; i >= 0; i--) {
		char want[32];
		snprintf(want, sizeof want, "step %d/9 ", i);
		assert_true(pty_send(t, "p"));
		pty_assert_text(t, want);
		if (i >= 1 && i <= 7)
			pty_assert_text(t, said[i - 1]);
	}
	pty_assert_text(t, "Nothing laid yet");
	pty_assert_text(t, "laid 0/4");
	pty_assert_quit(t);
}

static void test_construction_80x24(void **state)
{
	(void)state;
	construction(24, 80);
}

static void test_construction_160x45(void **state)
{
	(void)state;
	construction(45, 160);
}

/* Without colour each cycle's letter stands before its numbers: the top
 * right quarter's b goes when it joins the top left's a. */
static void test_letters_without_colour(void **state)
{
	(void)state;
	static const char *const env[] = {"NO_COLOR=1", NULL};
	pty_term *t = start(env, 24, 80);
	for (int i = 1; i <= 4; i++)
		step_to(t, "n", i);
	char *s = pty_screen_text(t);
	pty_assert(t, strstr(s, " a1 ") && strstr(s, " b1 ") && strstr(s, " c1 ") &&
			      strstr(s, " d1 "));
	free(s);
	step_to(t, "n", 5);
	s = pty_screen_text(t);
	pty_assert(t, !strstr(s, " b1 ") && strstr(s, " c1 ") && strstr(s, " d1 "));
	free(s);
	pty_assert_quit(t);
}

/* Beside backtracking: the construction has its tour at step 8, the
 * search none. */
static void test_compare(void **state)
{
	(void)state;
	static const char *const args[] = {"explore", "-b", "12x12", "--compare", "divide",
					   NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 45, 160);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	assert_true(pty_send(t, "N"));
	pty_assert_text(t, "divide found a tour at step 8; backtrack: none yet after 8 steps");
	pty_assert_text(t, "TOUR BUILT");
	pty_assert_quit(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_construction_80x24, pty_teardown),
		cmocka_unit_test_teardown(test_construction_160x45, pty_teardown),
		cmocka_unit_test_teardown(test_letters_without_colour, pty_teardown),
		cmocka_unit_test_teardown(test_compare, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
