/* SPDX-License-Identifier: MIT */
/* Big text: the planned size for a cell, the pixels of the digits and the
 * knight, the ASCII sizes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "ui/base/bigtext.h"

/* The planned text as lines: ' ' blank, '^' upper half, ',' lower half,
 * '#' both. */
static void render(const bigtext *bt, char out[][64])
{
	static const char ch[] = " ^,#";
	for (int y = 0; y < bt->h; y++) {
		for (int x = 0; x < bt->w; x++)
			out[y][x] = ch[bigtext_cell(bt, x, y)];
		out[y][bt->w] = '\0';
	}
}

static void test_smallest_utf8(void **state)
{
	(void)state;
	bigtext bt;
	/* "12" at scale 1: 3+1+3 columns, 5 half-rows = 3 rows; needs two
	 * blank columns beside it. */
	assert_false(bigtext_plan(&bt, "12", 8, 3, false));
	assert_true(bigtext_plan(&bt, "12", 9, 3, false));
	assert_int_equal(bt.scale, 1);
	assert_int_equal(bt.w, 7);
	assert_int_equal(bt.h, 3);
	char out[8][64];
	render(&bt, out);
	assert_string_equal(out[0], ",#  ^^#");
	assert_string_equal(out[1], " #  #^^");
	assert_string_equal(out[2], "^^^ ^^^");
}

static void test_too_small_is_plain(void **state)
{
	(void)state;
	bigtext bt;
	assert_false(bigtext_plan(&bt, "7", 4, 2, false)); /* 80x24 cells */
	assert_false(bigtext_plan(&bt, "64", 4, 2, false));
	assert_false(bigtext_plan(&bt, "", 40, 20, false));
	assert_false(bigtext_plan(&bt, "1a", 40, 20, false)); /* no glyph */
	assert_false(bigtext_plan(&bt, "123456789", 400, 200, false));
}

static void test_grows_with_the_cell(void **state)
{
	(void)state;
	bigtext bt;
	/* A 5x5 board on 160x45: cells about 20 x 8 (scale 2 takes 14
	 * columns and a blank pixel, 2 columns, each side). */
	assert_false(bigtext_plan(&bt, "25", 17, 8, false) && bt.scale == 2);
	assert_true(bigtext_plan(&bt, "25", 20, 8, false));
	assert_int_equal(bt.scale, 2);
	assert_int_equal(bt.w, 14);
	assert_int_equal(bt.h, 5);
	/* Height limits too. */
	assert_true(bigtext_plan(&bt, "25", 60, 8, false));
	assert_int_equal(bt.scale, 3);
	assert_int_equal(bt.h, 8);
	assert_true(bigtext_plan(&bt, "25", 60, 7, false));
	assert_int_equal(bt.scale, 2);
}

static void test_scale_2_is_whole_characters(void **state)
{
	(void)state;
	bigtext bt;
	assert_true(bigtext_plan(&bt, "0", 10, 5, false));
	assert_int_equal(bt.scale, 2);
	char out[8][64];
	render(&bt, out);
	assert_string_equal(out[0], "######");
	assert_string_equal(out[1], "##  ##");
	assert_string_equal(out[2], "##  ##");
	assert_string_equal(out[3], "##  ##");
	assert_string_equal(out[4], "######");
}

static void test_ascii_uses_even_scales(void **state)
{
	(void)state;
	bigtext bt;
	/* Scale 1 would fit; ASCII has no half blocks. */
	assert_false(bigtext_plan(&bt, "12", 9, 3, true));
	assert_false(bigtext_plan(&bt, "12", 17, 5, true));
	assert_true(bigtext_plan(&bt, "12", 18, 5, true));
	assert_int_equal(bt.scale, 2);
	assert_true(bigtext_plan(&bt, "12", 40, 9, true)); /* 3 fits, not even */
	assert_int_equal(bt.scale, 2);
	for (int y = 0; y < bt.h; y++)
		for (int x = 0; x < bt.w; x++) {
			int c = bigtext_cell(&bt, x, y);
			assert_true(c == BIG_NONE || c == BIG_FULL);
		}
}

static void test_knight_and_marks(void **state)
{
	(void)state;
	bigtext bt;
	char k[] = {BIG_KNIGHT, '\0'};
	assert_false(bigtext_plan(&bt, k, 8, 3, false));
	assert_true(bigtext_plan(&bt, k, 9, 3, false));
	assert_int_equal(bt.w, 7);
	char out[8][64];
	render(&bt, out);
	/* a horse's head facing left: ears, muzzle and eye, jaw, neck */
	assert_string_equal(out[0], " ,##,#,");
	assert_string_equal(out[1], "^^^ ###");
	assert_string_equal(out[2], "  ^^^^^");
	char marks[] = {BIG_RING, BIG_CROSS, BIG_DOT, BIG_BANG, BIG_STAR, '\0'};
	assert_true(bigtext_plan(&bt, marks, 40, 3, false));
	assert_int_equal(bt.w, 5 + 1 + 5 + 1 + 5 + 1 + 1 + 1 + 3);
	/* Outside the text nothing is ink. */
	assert_int_equal(bigtext_cell(&bt, -1, 0), BIG_NONE);
	assert_int_equal(bigtext_cell(&bt, bt.w, 0), BIG_NONE);
	assert_int_equal(bigtext_cell(&bt, 0, bt.h), BIG_NONE);
}

/* A legal move in play, "(3)": the parentheses round the digit, so that
 * without colour it does not read as a path number. */
static void test_parentheses(void **state)
{
	(void)state;
	bigtext bt;
	assert_true(bigtext_plan(&bt, "(3)", 11, 3, false));
	assert_int_equal(bt.scale, 1);
	assert_int_equal(bt.w, 2 + 1 + 3 + 1 + 2);
	char out[8][64];
	render(&bt, out);
	assert_string_equal(out[0], ",^ ^^# ^,");
	assert_string_equal(out[1], "#   ^#  #");
	assert_string_equal(out[2], " ^ ^^^ ^ ");
	assert_false(bigtext_plan(&bt, "(3)", 10, 3, false)); /* plain "(3)" then */
}

/* The narrowest cell width for the biggest scale a height allows (the
 * layout widens cells by it). */
static void test_width_for_a_height(void **state)
{
	(void)state;
	/* "88": 7 pixels and a blank one each side; 3 rows hold scale 1 (9
	 * columns), 5 rows scale 2 (18), 8 rows scale 3 (27) */
	assert_int_equal(bigtext_width("88", 2, 100, false), 0);
	assert_int_equal(bigtext_width("88", 3, 100, false), 9);
	assert_int_equal(bigtext_width("88", 6, 100, false), 18);
	assert_int_equal(bigtext_width("88", 9, 100, false), 27);
	assert_int_equal(bigtext_width("88", 9, 20, false), 18); /* at most 20 wide */
	assert_int_equal(bigtext_width("88", 9, 8, false), 0);
	/* ASCII: even scales only */
	assert_int_equal(bigtext_width("88", 4, 100, true), 0);
	assert_int_equal(bigtext_width("88", 9, 100, true), 18);
	/* and a plan at that width gets that scale */
	bigtext bt;
	assert_true(bigtext_plan(&bt, "88", 18, 6, false));
	assert_int_equal(bt.scale, 2);
	assert_true(bigtext_plan(&bt, "88", 17, 6, false));
	assert_int_equal(bt.scale, 1);
	assert_int_equal(bigtext_width("", 9, 100, false), 0);
	assert_int_equal(bigtext_width("8a", 9, 100, false), 0);
}

/* One board, one numeral height: every label at the scale of the widest
 * number, never bigger (a single digit would otherwise grow). */
static void test_one_scale_per_board(void **state)
{
	(void)state;
	bigtext bt;
	assert_true(bigtext_plan(&bt, "36", 20, 9, false));
	int k = bt.scale;
	assert_true(bigtext_plan(&bt, "7", 20, 9, false));
	assert_true(bt.scale > k); /* alone it would be bigger */
	assert_true(bigtext_plan_max(&bt, "7", 20, 9, false, k));
	assert_int_equal(bt.scale, k);
	assert_int_equal(bt.h, (5 * k + 1) / 2);
	/* a wider label (the knight) may come smaller, never bigger */
	assert_true(bigtext_plan_max(&bt, "K", 20, 9, false, k));
	assert_true(bt.scale <= k);
}

/* The untried candidate's big mark is a hollow diamond: no numeral of
 * the board looks like it (a ring read as 0 or O). */
static void test_ring_is_no_numeral(void **state)
{
	(void)state;
	bigtext ring, digit;
	char r[8][64], d[8][64];
	assert_true(bigtext_plan(&ring, "o", 7, 3, false));
	render(&ring, r);
	assert_string_equal(r[0], " ,^, ");
	assert_string_equal(r[1], "^, ,^");
	assert_string_equal(r[2], "  ^  ");
	for (char c = '0'; c <= '9'; c++) {
		char t[2] = {c, '\0'};
		assert_true(bigtext_plan(&digit, t, 7, 3, false));
		render(&digit, d);
		/* a digit's ink reaches its full height in some column; the
		 * diamond's points are single pixels */
		bool same = digit.w == ring.w;
		for (int y = 0; y < 3 && same; y++)
			same = strcmp(r[y], d[y]) == 0;
		assert_false(same);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_smallest_utf8),
		cmocka_unit_test(test_parentheses),
		cmocka_unit_test(test_too_small_is_plain),
		cmocka_unit_test(test_grows_with_the_cell),
		cmocka_unit_test(test_scale_2_is_whole_characters),
		cmocka_unit_test(test_ascii_uses_even_scales),
		cmocka_unit_test(test_knight_and_marks),
		cmocka_unit_test(test_width_for_a_height),
		cmocka_unit_test(test_one_scale_per_board),
		cmocka_unit_test(test_ring_is_no_numeral),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
