/* SPDX-License-Identifier: MIT */
/* Hostile input (issue 6) at the level of the shared option parser: every
 * bad board size, leaper, square, ordering, seed and contradiction is
 * refused with a message naming the option and the value; boards too big
 * are refused before anything is allocated, saying how much memory they
 * would need; repeated options: the last one wins. */
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ktour/board.h"
#include "ktour/options.h"
#include "ktour/square.h"

typedef struct bad_value {
	int opt;
	const char *name; /* the option, as the message must name it */
	const char *arg;
	const char *says; /* and a part of the explanation */
} bad_value;

static const bad_value bad_values[] = {
	{'b', "--board", "0x0", "at least 1"},
	{'b', "--board", "0x5", "at least 1"},
	{'b', "--board", "-3x5", "ROWSxCOLS"},
	{'b', "--board", "8", "ROWSxCOLS"},
	{'b', "--board", "8x", "ROWSxCOLS"},
	{'b', "--board", "x8", "ROWSxCOLS"},
	{'b', "--board", "8x8x8", "ROWSxCOLS"},
	{'b', "--board", "", "ROWSxCOLS"},
	{'b', "--board", " 8x8", "ROWSxCOLS"},
	{'b', "--board", "8x8 ", "ROWSxCOLS"},
	{'b', "--board", "99999999999x2", "at most 100000"},
	{'b', "--board", "2x99999999999999999999999", "at most 100000"},
	{'b', "--board", "100001x1", "at most 100000"},
	{OPT_LEAPER, "--leaper", "0,0", "two different steps"},
	{OPT_LEAPER, "--leaper", "1,1", "two different steps"},
	{OPT_LEAPER, "--leaper", "-1,2", "two different steps"},
	{OPT_LEAPER, "--leaper", "100,1", "from 1 to 64"},
	{OPT_LEAPER, "--leaper", "65,1", "from 1 to 64"},
	{OPT_LEAPER, "--leaper", "1,", "A,B"},
	{OPT_LEAPER, "--leaper", "1,2,3", "A,B"},
	{OPT_ORDER, "--order", "12345677", "permutation"},
	{OPT_ORDER, "--order", "1234567", "8 digits"},
	{OPT_ORDER, "--order", "123456789", "8 digits"},
	{OPT_ORDER, "--order", "02345678", "permutation"},
	{OPT_ORDER, "--order", "abcdefgh", "permutation"},
	{OPT_ORDER, "--order", "", "8 digits"},
	{OPT_TIEBREAK, "--tiebreak", "11111111", "permutation"},
	{OPT_TIEBREAK, "--tiebreak", "squirrel", "squirrel-cull"},
	{OPT_SEED, "--seed", "-1", "whole number"},
	{OPT_SEED, "--seed", "18446744073709551616", "18446744073709551615"},
	{OPT_SEED, "--seed", "1e5", "whole number"},
	{OPT_SEED, "--seed", "", "whole number"},
	{OPT_SEED, "--seed", " 5", "whole number"},
	{'e', "--engine", "dfs", "backtrack, warnsdorff, irwin or divide"},
	{'e', "--engine", "", "backtrack, warnsdorff, irwin or divide"},
	{OPT_PRUNE, "--prune", "maybe", "none or lookahead"},
};

static void test_bad_values_name_option_and_value(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof bad_values / sizeof bad_values[0]; i++) {
		const bad_value *b = &bad_values[i];
		shared_options o;
		char err[256] = "";
		options_init(&o, PRUNE_NONE);
		int h = options_handle(&o, b->opt, b->arg, err, sizeof err);
		if (h != -1 || !strstr(err, b->name) || !strstr(err, b->says) ||
		    (b->arg[0] && !strstr(err, b->arg)))
			fail_msg("%s '%s': returned %d with '%s' (want the option, the value "
				 "and '%s')",
				 b->name, b->arg, h, err, b->says);
	}
}

/* A board whose square count passes the limit (or overflows 32 and 64-bit
 * products) is refused by options_finish() with the memory it would need. */
static void test_boards_too_big_say_the_memory(void **state)
{
	(void)state;
	static const char *const sizes[] = {"20000x20001", "46341x46341", "65536x65536",
					    "100000x100000", "100000x4001"};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		shared_options o;
		char err[256] = "";
		options_init(&o, PRUNE_NONE);
		assert_int_equal(options_handle(&o, 'b', sizes[i], err, sizeof err), 1);
		assert_false(options_finish(&o, err, sizeof err));
		if (!strstr(err, sizes[i]) || !strstr(err, "GiB") || !strstr(err, "400000000"))
			fail_msg("--board %s: '%s'", sizes[i], err);
	}
	/* At the limit exactly it is accepted (nothing allocated yet). */
	shared_options o;
	char err[256];
	options_init(&o, PRUNE_NONE);
	assert_int_equal(options_handle(&o, 'b', "20000x20000", err, sizeof err), 1);
	assert_true(options_finish(&o, err, sizeof err));
}

/* board_init() refuses the same before allocating: the mask stays NULL. */
static void test_board_init_refuses_without_allocating(void **state)
{
	(void)state;
	static const board_spec specs[] = {
		{.rows = INT_MAX, .cols = INT_MAX, .lea = 1, .leb = 2},
		{.rows = 65536, .cols = 65536, .lea = 1, .leb = 2},
		{.rows = 0, .cols = 8, .lea = 1, .leb = 2},
		{.rows = -3, .cols = 5, .lea = 1, .leb = 2},
		{.rows = 8, .cols = 8, .lea = 0, .leb = 0},
		{.rows = 8, .cols = 8, .lea = 100, .leb = 1},
		{.rows = 8, .cols = 8, .lea = 2, .leb = 2},
	};
	for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
		board b;
		char err[256] = "";
		memset(&b, 0, sizeof b);
		assert_false(board_spec_valid(&specs[i], err, sizeof err));
		assert_true(err[0] != '\0');
		assert_false(board_init(&b, &specs[i], err, sizeof err));
		assert_null(b.mask);
		board_free(&b);
	}
}

/* The smallest boards are legal (1x1 has one tour, 2x2 none). */
static void test_tiny_boards_are_legal(void **state)
{
	(void)state;
	static const char *const sizes[] = {"1x1", "2x2", "1x100000", "100000x1"};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		shared_options o;
		char err[256] = "";
		options_init(&o, PRUNE_NONE);
		assert_int_equal(options_handle(&o, 'b', sizes[i], err, sizeof err), 1);
		if (!options_finish(&o, err, sizeof err))
			fail_msg("--board %s refused: %s", sizes[i], err);
	}
}

typedef struct bad_start {
	const char *board, *start, *says;
} bad_start;

static void test_bad_start_squares(void **state)
{
	(void)state;
	static const bad_start starts[] = {
		{"8x8", "i1", "off the 8x8 board"},
		{"8x8", "a9", "rank 9"},
		{"8x8", "9,1", "off the 8x8 board"},
		{"8x8", "1,9", "off the 8x8 board"},
		{"8x8", "zz0", "ranks count from 1"},
		{"8x8", "a0", "ranks count from 1"},
		{"8x8", "0,0", "count from 1"},
		{"8x8", "0,1", "count from 1"},
		{"8x8", "-1,1", "expected"},
		{"8x8", "a", "expected"},
		{"8x8", "1,", "expected"},
		{"8x8", "(1,1", "expected"},
		{"8x8", "1,1,1", "expected"},
		{"8x8", "a5b", "expected"},
		{"8x8", "zzzzz1", "too many file letters"},
		{"8x8", "99999999999,1", "off the 8x8 board"},
		{"8x8", "a99999999999", "not on a board of 8 rows"},
		{"8x8", "", "expected"},
		{"5x5", "f1", "off the 5x5 board"},
	};
	for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++) {
		const bad_start *s = &starts[i];
		shared_options o;
		char err[256] = "";
		options_init(&o, PRUNE_NONE);
		assert_int_equal(options_handle(&o, 'b', s->board, err, sizeof err), 1);
		assert_int_equal(options_handle(&o, 's', s->start, err, sizeof err), 1);
		bool ok = options_finish(&o, err, sizeof err);
		char quoted[80];
		snprintf(quoted, sizeof quoted, "'%s'", s->start);
		if (ok || !strstr(err, quoted) || !strstr(err, s->says))
			fail_msg("--start %s on %s: %s '%s' (want %s and '%s')", s->start, s->board,
				 ok ? "accepted" : "refused with", err, quoted, s->says);
	}
	/* A name longer than the option keeps is refused at once. */
	char longname[100];
	memset(longname, 'a', sizeof longname - 2);
	longname[sizeof longname - 2] = '1';
	longname[sizeof longname - 1] = '\0';
	shared_options o;
	char err[256] = "";
	options_init(&o, PRUNE_NONE);
	assert_int_equal(options_handle(&o, 's', longname, err, sizeof err), -1);
	assert_non_null(strstr(err, "--start"));
}

typedef struct contradiction {
	int opt1;
	const char *arg1;
	int opt2;
	const char *arg2;
	const char *names;
} contradiction;

static void test_contradictions_name_the_option(void **state)
{
	(void)state;
	static const contradiction cs[] = {
		{OPT_CLOSED, NULL, 'e', "warnsdorff", "--closed"},
		{OPT_CLOSED, NULL, 'e', "irwin", "--closed"},
		{OPT_ORDER, "87654321", 'e', "warnsdorff", "--order"},
		{OPT_PRUNE, "lookahead", 'e', "irwin", "--prune"},
		{OPT_TIEBREAK, "pohl", 'e', "backtrack", "--tiebreak"},
	};
	for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
		shared_options o;
		char err[256] = "";
		options_init(&o, PRUNE_NONE);
		assert_int_equal(options_handle(&o, cs[i].opt1, cs[i].arg1, err, sizeof err), 1);
		assert_int_equal(options_handle(&o, cs[i].opt2, cs[i].arg2, err, sizeof err), 1);
		bool ok = options_finish(&o, err, sizeof err);
		if (ok || !strstr(err, cs[i].names))
			fail_msg("%s with -e %s: %s '%s'", cs[i].names, cs[i].arg2,
				 ok ? "accepted" : "refused with", err);
	}
}

/* Given twice, an option takes its last value (getopt's convention). */
static void test_repeated_options_last_wins(void **state)
{
	(void)state;
	shared_options o;
	char err[256];
	options_init(&o, PRUNE_NONE);
	assert_int_equal(options_handle(&o, 'b', "5x5", err, sizeof err), 1);
	assert_int_equal(options_handle(&o, 'b', "6x7", err, sizeof err), 1);
	assert_int_equal(options_handle(&o, 's', "a5", err, sizeof err), 1);
	assert_int_equal(options_handle(&o, 's', "b6", err, sizeof err), 1);
	assert_int_equal(options_handle(&o, OPT_SEED, "1", err, sizeof err), 1);
	assert_int_equal(options_handle(&o, OPT_SEED, "2", err, sizeof err), 1);
	assert_true(options_finish(&o, err, sizeof err));
	assert_int_equal(o.cfg.spec.rows, 6);
	assert_int_equal(o.cfg.spec.cols, 7);
	assert_int_equal(o.cfg.start, 0 * 7 + 1); /* b6: row 1 of 6, column b */
	assert_int_equal(o.cfg.seed, 2);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bad_values_name_option_and_value),
		cmocka_unit_test(test_boards_too_big_say_the_memory),
		cmocka_unit_test(test_board_init_refuses_without_allocating),
		cmocka_unit_test(test_tiny_boards_are_legal),
		cmocka_unit_test(test_bad_start_squares),
		cmocka_unit_test(test_contradictions_name_the_option),
		cmocka_unit_test(test_repeated_options_last_wins),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
