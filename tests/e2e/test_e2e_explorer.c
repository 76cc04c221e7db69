/* SPDX-License-Identifier: MIT */
/* The explorer end to end: the real binary in a pseudo-terminal, its
 * screen read back through libvterm.  Screens and keys. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "e2e/pty.h"

/* ktour explore ARGS... in rows x cols, waiting for the first screen. */
static pty_term *start(const char *const args[], const char *const env[], int rows, int cols)
{
	pty_term *t = pty_spawn_ktour(args, env, rows, cols);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	return t;
}

static pty_term *start8(void)
{
	static const char *const args[] = {"explore", "--seed", "1", NULL};
	return start(args, NULL, 24, 80);
}

/* The row holding text, or fail. */
static int row_of(pty_term *t, const char *text)
{
	int row, col;
	pty_assert(t, pty_find_text(t, text, &row, &col));
	return row;
}

/* The heatmap's legend: the digits 0 to 8 down one column. */
static bool legend_shown(pty_term *t)
{
	for (int r = 0; r + 8 < pty_rows(t); r++)
		for (int c = 0; c < pty_cols(t); c++) {
			int k = 0;
			while (k <= 8 && pty_cell(t, r + k, c).ch == (uint32_t)('0' + k))
				k++;
			if (k == 9)
				return true;
		}
	return false;
}

static void test_start_screen(void **state)
{
	(void)state;
	pty_term *t = start8();
	pty_assert(t, pty_screen_contains(t, "Board 8x8"));
	pty_assert(t, pty_screen_contains(t, "\u265e"));         /* the knight */
	pty_assert(t, pty_screen_contains(t, "Search stack"));
	pty_assert(t, pty_screen_contains(t, "Onward moves"));   /* the heatmap */
	pty_assert(t, legend_shown(t));                          /* its legend */
	pty_assert(t, pty_screen_contains(t, "space run"));      /* the footer */
	pty_assert(t, pty_screen_contains(t, "q quit"));
	pty_assert(t, pty_screen_contains(t, "backtrack order 12345678 prune none open"));
	pty_assert(t, pty_screen_contains(t, "start a8"));
	pty_assert(t, pty_screen_contains(t, "step 0"));
	pty_assert(t, pty_screen_contains(t, "The knight stands on a8"));
	/* the knight is on the top-left square, right of rank 8 */
	int r = row_of(t, "8\u2502");
	char *line = pty_row_text(t, r);
	pty_assert(t, strstr(line, "\u265e") != NULL);
	free(line);
	pty_assert(t, pty_altscreen(t));
	pty_assert(t, !pty_cursor_visible(t));
	pty_assert(t, pty_mouse_mode(t) != PTY_MOUSE_OFF);
	pty_assert(t, pty_screen_has_colour(t));
	pty_assert_quit(t);
}

static void steps(pty_term *t, int n, const char *key)
{
	for (int i = 0; i < n; i++)
		assert_true(pty_send(t, key));
}

static void test_five_steps_and_back(void **state)
{
	(void)state;
	pty_term *t = start8();
	steps(t, 4, "n");
	pty_assert_text(t, "step 4 ");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	uint64_t h4 = pty_screen_hash(t);
	char *s4 = pty_screen_text(t);
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 5 ");
	pty_assert_text(t, "depth 6/64");
	/* the stack has a line for depth 6: the knight's square g3 with its
	 * candidates, the next one in brackets */
	pty_assert_text(t, " 6 g3");
	pty_assert_text(t, "[h1");
	/* p: back to the identical screen, colours included */
	assert_true(pty_send(t, "p"));
	pty_assert_text(t, "step 4 ");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	char *again = pty_screen_text(t);
	assert_string_equal(again, s4);
	pty_assert(t, pty_screen_hash(t) == h4);
	free(again);
	/* the other step keys: left/right arrows, k/j */
	assert_true(pty_send_key(t, PTY_KEY_RIGHT));
	pty_assert_text(t, "step 5 ");
	steps(t, 3, "k");
	pty_assert_text(t, "step 2 ");
	steps(t, 2, "j");
	pty_assert_text(t, "step 4 ");
	assert_true(pty_send_key(t, PTY_KEY_LEFT));
	pty_assert_text(t, "step 3 ");
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 4 ");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	again = pty_screen_text(t);
	assert_string_equal(again, s4);
	pty_assert(t, pty_screen_hash(t) == h4);
	free(again);
	free(s4);
	/* at the start, p says there is nothing to go back to */
	steps(t, 4, "p");
	pty_assert_text(t, "step 0 ");
	pty_assert_text(t, "READY"); /* the very first screen again */
	assert_true(pty_send(t, "p"));
	pty_assert_text(t, "nothing to step back to");
	pty_assert_quit(t);
}

/* Back k then forward k (past the newest step and back to it) gives the
 * identical screen, colours and counters included. */
static void test_rewind_identical(void **state)
{
	(void)state;
	pty_term *t = start8();
	steps(t, 30, "n");
	pty_assert_text(t, "step 30 ");
	steps(t, 12, "p");
	pty_assert_text(t, "step 18 ");
	steps(t, 12, "n");
	pty_assert_text(t, "step 30 ");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	uint64_t h = pty_screen_hash(t);
	char *s = pty_screen_text(t);
	steps(t, 7, "p");
	pty_assert_text(t, "step 23 ");
	steps(t, 7, "n");
	pty_assert_text(t, "step 30 ");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	char *s2 = pty_screen_text(t);
	assert_string_equal(s2, s);
	pty_assert(t, pty_screen_hash(t) == h);
	free(s);
	free(s2);
	pty_assert_quit(t);
}

static bool counters_moved(pty_term *t, void *arg)
{
	(void)arg;
	return !pty_screen_contains(t, "step 0 ");
}

static void test_run_and_pause(void **state)
{
	(void)state;
	static const char *const args[] = {"explore", "--speed", "100", NULL};
	pty_term *t = start(args, NULL, 24, 80);
	assert_true(pty_send(t, " "));
	pty_assert_text(t, "RUNNING");
	pty_assert(t, pty_wait_until(t, counters_moved, NULL, PTY_TIMEOUT_MS));
	assert_true(pty_send(t, " "));
	pty_assert_text(t, "PAUSED");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	char *a = pty_screen_text(t);
	pty_assert(t, strstr(a, "step 0 ") == NULL);
	pty_assert(t, strstr(a, "adv 0 ") == NULL);
	/* paused: nothing moves any more */
	pty_assert(t, pty_wait_stable(t, 300, PTY_TIMEOUT_MS));
	char *b = pty_screen_text(t);
	assert_string_equal(a, b);
	free(a);
	free(b);
	pty_assert_quit(t);
}

static void test_solution_pauses(void **state)
{
	(void)state;
	static const char *const args[] = {"explore", "-b", "5x5", NULL};
	pty_term *t = start(args, NULL, 24, 80);
	assert_true(pty_send(t, "0")); /* at maximum speed */
	assert_true(pty_send(t, "N")); /* N jumps to the next solution */
	pty_assert_text(t, "SOLUTION 1 FOUND");
	pty_assert_text(t, "Solution 1 found! n steps on, space or N runs on");
	pty_assert_text(t, "tour complete");
	pty_assert_text(t, "Tour 1: all 25 squares visited");
	assert_true(pty_send(t, "N"));
	pty_assert_text(t, "SOLUTION 2 FOUND");
	assert_true(pty_send(t, "b")); /* run to the next backtrack */
	pty_assert_text(t, "Stopped at a backtrack");
	pty_assert_text(t, "Taking back");
	pty_assert_quit(t);
}

static void test_click_start(void **state)
{
	(void)state;
	pty_term *t = start8();
	/* the square d5: the row of rank 5, the column of file d */
	int r5 = row_of(t, "5\u2502"), rd, cd;
	pty_assert(t, pty_find_text(t, "\u2500d\u2500", &rd, &cd));
	assert_true(pty_click(t, r5, cd + 1));
	pty_assert_text(t, "start d5");
	pty_assert_text(t, "The knight now starts on d5.");
	pty_assert_text(t, "The knight stands on d5");
	char *line = pty_row_text(t, r5);
	pty_assert(t, strstr(line, "\u265e") != NULL);
	free(line);
	/* with the keys: Enter, left x3, up x4, Enter = a8 */
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Enter starts there");
	for (int i = 0; i < 3; i++)
		assert_true(pty_send_key(t, PTY_KEY_LEFT));
	for (int i = 0; i < 4; i++)
		assert_true(pty_send(t, "k"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "start a8");
	/* after the first step a click explains instead */
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 1 ");
	assert_true(pty_click(t, r5, cd + 1));
	pty_assert_text(t, "press r to restart first");
	pty_assert(t, pty_screen_contains(t, "start a8"));
	pty_assert_quit(t);
}

static void test_help(void **state)
{
	(void)state;
	pty_term *t = start8();
	assert_true(pty_send(t, "?"));
	pty_assert_text(t, "Help: keys, marks, counters");
	pty_assert_text(t, "one step back");
	pty_assert_text(t, "run to the next solution");
	pty_assert_text(t, "save the path or tour");
	pty_assert_text(t, "load a tour file and replay it");
	assert_true(pty_send(t, "?"));
	pty_assert_gone(t, "Help: keys, marks, counters");
	assert_true(pty_send(t, "?"));
	pty_assert_text(t, "Help: keys, marks, counters");
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_gone(t, "Help: keys, marks, counters");
	/* s opens the save prompt (tests/e2e/test_e2e_replay.c saves); Esc
	 * leaves it without writing */
	assert_true(pty_send(t, "s"));
	pty_assert_text(t, "Save path to: ktour-8x8-");
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_text(t, "Not saved.");
	pty_assert_quit(t);
}

static void test_options_form(void **state)
{
	(void)state;
	pty_term *t = start8();
	assert_true(pty_send(t, "o"));
	pty_assert_text(t, "Options");
	pty_assert_text(t, "tiebreak");
	/* board: 8x8 -> 5y5 is refused with the command line's message, in
	 * the form's words (its field, not --board) */
	for (int i = 0; i < 3; i++)
		assert_true(pty_send_key(t, PTY_KEY_BACKSPACE));
	assert_true(pty_send(t, "5y5"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "board '5y5': expected ROWSxCOLS");
	pty_assert(t, !pty_screen_contains(t, "--board"));
	/* a board the engine refuses when the search starts again: the form
	 * stays, with what was typed and why in its words */
	for (int i = 0; i < 3; i++)
		assert_true(pty_send_key(t, PTY_KEY_BACKSPACE));
	assert_true(pty_send(t, "2000x2000"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "(use engine warnsdorff)");
	pty_assert(t, pty_screen_contains(t, "Options"));
	pty_assert(t, pty_screen_contains(t, "board      2000x2000_"));
	pty_assert(t, !pty_screen_contains(t, "-e warnsdorff"));
	for (int i = 0; i < 9; i++)
		assert_true(pty_send_key(t, PTY_KEY_BACKSPACE));
	assert_true(pty_send(t, "5x5"));
	assert_true(pty_send_key(t, PTY_KEY_DOWN));
	assert_true(pty_send_key(t, PTY_KEY_RIGHT)); /* backtrack -> warnsdorff */
	pty_assert_text(t, "< warnsdorff >");
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_gone(t, "Options");
	pty_assert_text(t, "warnsdorff tiebreak 12345678");
	pty_assert_text(t, "board 5x5");
	pty_assert_text(t, "Board 5x5");
	pty_assert_text(t, "depth 1/25");
	/* Warnsdorff narrates its choices */
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 1 ");
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "onward move");
	/* Esc leaves the settings alone */
	assert_true(pty_send(t, "o"));
	pty_assert_text(t, "Options");
	assert_true(pty_send(t, "9"));
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_text(t, "Options unchanged.");
	pty_assert(t, pty_screen_contains(t, "board 5x5"));
	pty_assert_quit(t);
}

static void test_heatmap_toggle(void **state)
{
	(void)state;
	pty_term *t = start8();
	assert_true(pty_send(t, "h"));
	pty_assert_text(t, "Onward moves (h");
	assert_true(pty_send(t, "h"));
	pty_assert_text(t, "Board 8x8");
	pty_assert_quit(t);
}

/* Why no tour can exist is too long for the message line at 80x24: it
 * takes two lines, whole, and the narration keeps the line under them
 * (cut with the ellipsis); the first step brings the narration back. */
static void test_no_tour_message_whole(void **state)
{
	(void)state;
	static const char *const args[] = {"explore", "-b", "5x5", "--closed", NULL};
	pty_term *t = start(args, NULL, 24, 80);
	int r = row_of(t, "No closed tour exists here: every knight move");
	pty_assert(t, row_of(t, "and 5x5 has 25.") == r + 1);
	pty_assert(t, row_of(t, "The knight stands on a5") == r + 2);
	pty_assert(t, pty_screen_contains(t, "takes one\u2026"));
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 1 ");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	pty_assert(t, !pty_screen_contains(t, "No closed tour"));
	pty_assert(t, pty_screen_contains(t, "the order 12345678."));
	pty_assert_quit(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_start_screen, pty_teardown),
		cmocka_unit_test_teardown(test_five_steps_and_back, pty_teardown),
		cmocka_unit_test_teardown(test_rewind_identical, pty_teardown),
		cmocka_unit_test_teardown(test_run_and_pause, pty_teardown),
		cmocka_unit_test_teardown(test_solution_pauses, pty_teardown),
		cmocka_unit_test_teardown(test_click_start, pty_teardown),
		cmocka_unit_test_teardown(test_help, pty_teardown),
		cmocka_unit_test_teardown(test_options_form, pty_teardown),
		cmocka_unit_test_teardown(test_heatmap_toggle, pty_teardown),
		cmocka_unit_test_teardown(test_no_tour_message_whole, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
