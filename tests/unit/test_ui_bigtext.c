/* Big text: the planned size for a cell, the pixels of the digits and the
 * knight, the ASCII sizes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "ui/bigtext.h"

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
	/* A 5x5 board on 160x45: cells about 20 x 8. */
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
	assert_true(bigtext_plan(&bt, "0", 8, 5, false));
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
	assert_true(bigtext_plan(&bt, "12", 16, 5, true));
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
	assert_true(bigtext_plan(&bt, k, 7, 3, false));
	assert_int_equal(bt.w, 5);
	char out[8][64];
	render(&bt, out);
	assert_string_equal(out[0], " ,#,#");
	assert_string_equal(out[1], "^^###");
	assert_string_equal(out[2], " ^^^^");
	char marks[] = {BIG_RING, BIG_CROSS, BIG_DOT, BIG_BANG, '\0'};
	assert_true(bigtext_plan(&bt, marks, 40, 3, false));
	assert_int_equal(bt.w, 5 + 1 + 5 + 1 + 5 + 1 + 1);
	/* Outside the text nothing is ink. */
	assert_int_equal(bigtext_cell(&bt, -1, 0), BIG_NONE);
	assert_int_equal(bigtext_cell(&bt, bt.w, 0), BIG_NONE);
	assert_int_equal(bigtext_cell(&bt, 0, bt.h), BIG_NONE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_smallest_utf8),
		cmocka_unit_test(test_too_small_is_plain),
		cmocka_unit_test(test_grows_with_the_cell),
		cmocka_unit_test(test_scale_2_is_whole_characters),
		cmocka_unit_test(test_ascii_uses_even_scales),
		cmocka_unit_test(test_knight_and_marks),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
