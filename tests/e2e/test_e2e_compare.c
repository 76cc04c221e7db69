/* SPDX-License-Identifier: MIT */
/* explore --compare end to end: two searches side by side on 6x6
 * (backtrack vs warnsdorff), at 160x45 and 80x24: both boards, titles and
 * counters; n steps both in lockstep; N runs until the walk finds its
 * tour; the walk ends while the backtrack goes on; p rewinds both.  The
 * options form's compare field turns a comparison on and off. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "e2e/pty.h"

static pty_term *start(int rows, int cols)
{
	static const char *const args[] = {"explore", "-b",	"6x6",	 "--compare",
					   "warnsdorff", "--speed", "max", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, rows, cols);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	return t;
}

/* How many times text is on the screen. */
static int count(pty_term *t, const char *text)
{
	int n = 0;
	for (int r = 0; r < pty_rows(t); r++) {
		char *line = pty_row_text(t, r);
		for (const char *p = line; (p = strstr(p, text)) != NULL; p += strlen(text))
			n++;
		free(line);
	}
	return n;
}

static void keys(pty_term *t, const char *k)
{
	assert_true(pty_send(t, k));
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
}

static void compare_at(int rows, int cols)
{
	pty_term *t = start(rows, cols);
	/* each board's title: its settings, or where they do not fit what
	 * differs from the other side */
	if (cols >= 100) {
		pty_assert(t, pty_screen_contains(t, "\u250c backtrack, prune none, order 12345678, "
						     "open \u2500"));
		pty_assert(t, pty_screen_contains(t, "\u250c warnsdorff, tiebreak 12345678 \u2500"));
	} else {
		pty_assert(t, pty_screen_contains(t, "\u250c backtrack \u2500"));
		pty_assert(t, pty_screen_contains(t, "\u250c warnsdorff \u2500"));
	}
	pty_assert(t, count(t, "step 0 ") == 2);
	if (cols < 100) /* small cells: the knight's glyph on each board */
		pty_assert(t, count(t, "\u265e") == 2);
	keys(t, "nnnnn");
	pty_assert(t, count(t, "step 5 ") == 2);
	pty_assert(t, count(t, "depth 6/36") == 2);
	pty_assert(t, pty_screen_contains(t, "No tour yet (5 steps); both paths 6 squares deep"));
	if (cols < 100) { /* move 5 on both boards */
		int row, col;
		pty_assert(t, pty_find_text(t, "2\u2502", &row, &col));
		char *line = pty_row_text(t, row);
		pty_assert(t, count(t, " 5 ") >= 2 && strstr(line, " 5 ") != NULL);
		free(line);
	}
	/* N: both run until the walk's tour, at step 36 */
	keys(t, "N");
	pty_assert_text(t, "warnsdorff found tour 1 at step 36!");
	pty_assert(t, pty_screen_contains(t, "warnsdorff found a tour at step 36; backtrack: none"));
	pty_assert(t, count(t, "step 36 ") == 2);
	/* the walk ends; the backtrack goes on alone */
	keys(t, "n");
	pty_assert(t, pty_screen_contains(t, "warnsdorff is done"));
	pty_assert(t, pty_screen_contains(t, "backtrack goes on"));
	pty_assert(t, pty_screen_contains(t, "EXHAUSTED"));
	keys(t, "nn");
	pty_assert(t, pty_screen_contains(t, "step 39 "));
	pty_assert(t, pty_screen_contains(t, "step 37 "));
	pty_assert(t, pty_screen_contains(t, "No more walks to try"));
	/* p: the backtrack back to the walk's end, then both */
	keys(t, "ppp");
	pty_assert(t, count(t, "step 36 ") == 2);
	pty_assert(t, !pty_screen_contains(t, "EXHAUSTED"));
	/* S does not save a comparison */
	keys(t, "S");
	pty_assert(t, pty_screen_contains(t, "S does not save a comparison"));
	pty_assert_quit(t);
}

/* o, the compare field (the last), Right: warnsdorff; Enter: two boards.
 * Then off again: one board, its heatmap and stack. */
static void test_compare_from_form(void **state)
{
	(void)state;
	static const char *const args[] = {"explore", "-b", "6x6", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	pty_assert(t, pty_screen_contains(t, "Board 6x6"));
	keys(t, "o");
	pty_assert(t, pty_send_key(t, PTY_KEY_UP));
	pty_assert(t, pty_send_key(t, PTY_KEY_RIGHT));
	pty_assert_text(t, "compare    warnsdorff");
	pty_assert(t, pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "\u250c warnsdorff \u2500");
	pty_assert(t, pty_screen_contains(t, "\u250c backtrack \u2500"));
	pty_assert_text(t, "New settings: the searches start again.");
	keys(t, "n");
	pty_assert(t, count(t, "step 1 ") == 2);
	/* the panels' keys say why there are none */
	keys(t, "m");
	pty_assert(t, pty_screen_contains(t, "Two boards and no panels: m, t, a and e are for one "
					     "search."));
	/* off again */
	keys(t, "o");
	pty_assert(t, pty_send_key(t, PTY_KEY_UP));
	pty_assert(t, pty_send_key(t, PTY_KEY_LEFT));
	pty_assert_text(t, "compare    off");
	pty_assert(t, pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Board 6x6");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	pty_assert(t, pty_screen_contains(t, "Onward moves"));
	pty_assert_text(t, "New settings: the search starts again.");
	pty_assert(t, !pty_screen_contains(t, "warnsdorff"));
	pty_assert_quit(t);
}

static void test_compare_160x45(void **state)
{
	(void)state;
	compare_at(45, 160);
}

static void test_compare_80x24(void **state)
{
	(void)state;
	compare_at(24, 80);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_compare_160x45, pty_teardown),
		cmocka_unit_test_teardown(test_compare_80x24, pty_teardown),
		cmocka_unit_test_teardown(test_compare_from_form, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
