/* SPDX-License-Identifier: MIT */
/* The resize sweep: the explorer on 5x5, 8x8 and 12x12 and a comparison,
 * in the middle of a search, resized through every size from 40x12 to
 * 200x60 in steps (16 columns, 6 rows), first in the normal layout, then
 * presented (z); every screen keeps the rules of screen_rules.h: nothing
 * runs into an edge or a border, no number touches a border or another
 * number, one numeral height per board, the seed whole. */
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

#define SEED "1234567890"
#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

enum { COLS_FROM = 40, COLS_TO = 200, COLS_STEP = 16, ROWS_FROM = 12, ROWS_TO = 60, ROWS_STEP = 6 };

/* Drawn anew at the new size: the footer on the last row.  The sizes go
 * so that the rows change at every step (a footer left from the size
 * before is not on the new last row). */
static bool footer_drawn(pty_term *t, void *arg)
{
	(void)arg;
	char *last = pty_row_text(t, pty_rows(t) - 1);
	bool yes = last && strncmp(last, "space run", 9) == 0;
	free(last);
	return yes;
}

static void check_size(pty_term *t, int rows, int cols, int digits, bool seed)
{
	assert_true(pty_resize(t, rows, cols));
	if (!pty_wait_until(t, footer_drawn, NULL, PTY_TIMEOUT_MS)) {
		pty_dump(t, stderr);
		fail_msg("%dx%d: never drawn", cols, rows);
	}
	pty_assert(t, pty_wait_stable(t, 20, PTY_TIMEOUT_MS));
	scr_check_all(t, digits);
	if (seed)
		scr_check_seed(t, SEED);
}

/* Every size, the columns outer and the rows inner; down the rows, or
 * up them (`up`), so that two sizes in a row differ in rows. */
static void sweep(pty_term *t, int digits, bool seed, bool up)
{
	for (int cols = COLS_FROM; cols <= COLS_TO; cols += COLS_STEP)
		for (int k = 0; k <= (ROWS_TO - ROWS_FROM) / ROWS_STEP; k++) {
			int rows = up ? ROWS_FROM + k * ROWS_STEP : ROWS_TO - k * ROWS_STEP;
			check_size(t, rows, cols, digits, seed);
		}
}

static void run_sweep(const char *const *args, const char *keys, const char *until, int digits,
		      bool seed)
{
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	for (const char *k = keys; *k; k++) {
		char key[2] = {*k, '\0'};
		assert_true(pty_send(t, key));
	}
	pty_assert_text(t, until);
	sweep(t, digits, seed, false);
	assert_true(pty_send(t, "z"));
	pty_assert_text(t, "Presentation");
	sweep(t, digits, seed, true);
	pty_assert_quit(t);
}

static void test_sweep_5x5(void **state)
{
	(void)state;
	run_sweep(ARGS("explore", "-b", "5x5", "--seed", SEED), "nnnnnnnnnnnn", "step 12 ", 2, true);
}

static void test_sweep_8x8(void **state)
{
	(void)state;
	run_sweep(ARGS("explore", "-b", "8x8", "--seed", SEED), "nnnnnnnnnnnnnnnnnnnn", "step 20 ",
		  2, true);
}

static void test_sweep_12x12(void **state)
{
	(void)state;
	run_sweep(ARGS("explore", "-b", "12x12", "--seed", SEED, "--prune", "lookahead"),
		  "nnnnnnnnnnnnnnnnnnnnnnnnn", "step 25 ", 3, true);
}

static void test_sweep_compare(void **state)
{
	(void)state;
	run_sweep(ARGS("explore", "-b", "6x6", "--compare", "warnsdorff", "--seed", SEED),
		  "nnnnnnnnnnnnnnn", "step 15 ", 2, false);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_sweep_5x5, pty_teardown),
		cmocka_unit_test_teardown(test_sweep_8x8, pty_teardown),
		cmocka_unit_test_teardown(test_sweep_12x12, pty_teardown),
		cmocka_unit_test_teardown(test_sweep_compare, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
