/* SPDX-License-Identifier: MIT */
/* How big is this search?  The explorer's estimate line end to end: at
 * 80x24 on 5x5 it is off until e shows it (a number of nodes and the
 * share explored, which grows as the search runs) and e hides it again;
 * at 160x45 on 8x8 it is there from the start with an astronomically
 * large number and, after a run at full speed, the time the rest would
 * take; a walk engine's e says the estimate is the backtracking
 * search's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "e2e/pty.h"

static pty_term *start(const char *const args[], int rows, int cols)
{
	pty_term *t = pty_spawn_ktour(args, NULL, rows, cols);
	assert_non_null(t);
	pty_assert(t, pty_wait_text(t, "Search stack", PTY_TIMEOUT_MS));
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	return t;
}

/* The row holding the estimate (NULL when none), copied into line. */
static bool estimate_row(pty_term *t, char *line, size_t len)
{
	int row, col;
	if (!pty_find_text(t, "Search tree \u2248 ", &row, &col) &&
	    !pty_find_text(t, "Tree \u2248 ", &row, &col))
		return false;
	char *text = pty_row_text(t, row);
	snprintf(line, len, "%s", text);
	free(text);
	return true;
}

/* "≈ N nodes" with N a number: digits, commas, a word or an exponent. */
static double nodes_in(const char *line)
{
	const char *p = strstr(line, "\u2248 ");
	assert_non_null(p);
	p += strlen("\u2248 ");
	char num[64];
	size_t k = 0;
	while (*p && *p != ' ' && k + 1 < sizeof num) {
		if (*p != ',')
			num[k++] = *p;
		p++;
	}
	num[k] = '\0';
	double v = strtod(num, NULL);
	if (strncmp(p, " million", 8) == 0)
		v *= 1e6;
	else if (strncmp(p, " billion", 8) == 0)
		v *= 1e9;
	assert_non_null(strstr(p, "nodes"));
	return v;
}

/* The explored share in percent: "explored ≈ 12%"; below 0.1% it is in
 * words ("explored: about 2 parts in 10 thousand"): 0.05 stands for it. */
static double explored_in(const char *line)
{
	if (strstr(line, "explored: about "))
		return strstr(line, " part") ? 0.05 : -1;
	const char *p = strstr(line, "explored \u2248 ");
	assert_non_null(p);
	return strtod(p + strlen("explored \u2248 "), NULL);
}

static void test_80x24_5x5_e_shows_and_hides(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "5x5", "--seed", "3", NULL};
	pty_term *t = start(args, 24, 80);
	char line[512];
	pty_assert(t, !estimate_row(t, line, sizeof line)); /* no room by default */
	assert_true(pty_send(t, "e"));
	pty_assert(t, pty_wait_text(t, "explored \u2248 0%", PTY_TIMEOUT_MS));
	pty_assert(t, pty_wait_stable(t, 200, PTY_TIMEOUT_MS));
	pty_assert(t, estimate_row(t, line, sizeof line));
	/* under the counters, the board below it */
	int row, col;
	pty_assert(t, pty_find_text(t, "explored", &row, &col) && row == 2);
	pty_assert(t, pty_find_text(t, "\u250c Board 5x5", &row, &col) && row == 3);
	/* the 5x5 tree from a5, no pruning: 1,735,078 nodes exactly */
	double n = nodes_in(line);
	if (n < 1735078 / 2 || n > 1735078 * 2)
		fail_msg("estimate %.0f in: %s", n, line);
	/* a run explores some of it: the share grows */
	assert_true(pty_send(t, "0 "));
	pty_assert(t, pty_wait_text(t, "SOLUTION 1 FOUND", PTY_TIMEOUT_MS));
	for (int i = 0; i < 40; i++) {
		assert_true(pty_send(t, " "));
		pty_assert(t, pty_wait_stable(t, 30, PTY_TIMEOUT_MS));
	}
	pty_assert(t, pty_wait_stable(t, 200, PTY_TIMEOUT_MS));
	pty_assert(t, estimate_row(t, line, sizeof line));
	double share = explored_in(line);
	if (!(share > 0 && share < 100))
		fail_msg("explored %g in: %s", share, line);
	/* e again: gone, the board back up */
	assert_true(pty_send(t, "e"));
	pty_assert(t, pty_wait_gone(t, "explored \u2248", PTY_TIMEOUT_MS));
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	pty_assert(t, pty_find_text(t, "\u250c Board 5x5", &row, &col) && row == 2);
	pty_assert_quit(t);
}

static void test_160x45_8x8_astronomical(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "8x8", "--seed", "3", NULL};
	pty_term *t = start(args, 45, 160);
	pty_assert(t, pty_wait_text(t, "100,000 probes", PTY_TIMEOUT_MS));
	char line[512];
	pty_assert(t, estimate_row(t, line, sizeof line));
	pty_assert(t, strstr(line, "nodes (squares put on the stack)") != NULL);
	pty_assert(t, strstr(line, "95% interval ") != NULL);
	double n = nodes_in(line);
	if (n < 1e18)
		fail_msg("estimate %g in: %s", n, line);
	/* full speed: the rest takes longer than anyone waits */
	assert_true(pty_send(t, "0 "));
	pty_assert(t, pty_wait_text(t, "SOLUTION 1 FOUND", PTY_TIMEOUT_MS));
	pty_assert(t, pty_wait_stable(t, 200, PTY_TIMEOUT_MS));
	pty_assert(t, estimate_row(t, line, sizeof line));
	/* the time to finish (its rate gives way to the share in words) */
	if (!strstr(line, " years") ||
	    (!strstr(line, "to finish \u2248 ") && !strstr(line, "done in \u2248 ")))
		fail_msg("the time to finish in: %s", line);
	/* a share far below a percent, in words a student reads */
	if (!strstr(line, "explored: about ") || !strstr(line, " part") ||
	    !strstr(line, " billion"))
		fail_msg("the share explored in: %s", line);
	pty_assert_quit(t);
}

static void test_walk_engine_says_whose(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "8x8", "-e", "warnsdorff", NULL};
	pty_term *t = start(args, 45, 160);
	char line[512];
	pty_assert(t, !estimate_row(t, line, sizeof line));
	assert_true(pty_send(t, "e"));
	pty_assert(t, pty_wait_text(t, "is for the backtracking search", PTY_TIMEOUT_MS));
	pty_assert_quit(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_80x24_5x5_e_shows_and_hides, pty_teardown),
		cmocka_unit_test_teardown(test_160x45_8x8_astronomical, pty_teardown),
		cmocka_unit_test_teardown(test_walk_engine_says_whose, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
