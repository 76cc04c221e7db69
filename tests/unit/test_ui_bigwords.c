/* SPDX-License-Identifier: MIT */
/* Big words: the font's capitals at 2.5 rows (half blocks) and 5 rows
 * (ASCII), wrapped at blanks and never inside a word, the biggest size
 * that fits the box and the caller's height, centred lines, the rows the
 * layout reserves. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "ui/base/bigtext.h"
#include "ui/base/bigwords.h"

static bigwords bw;

/* The plan as lines: ' ' blank, '^' upper half, ',' lower half, '#' both. */
static void render(const bigwords *b, bool centred, char out[][256])
{
	static const char ch[] = " ^,#";
	for (int y = 0; y < b->h; y++) {
		for (int x = 0; x < b->w; x++)
			out[y][x] = ch[bigwords_cell(b, x, y, centred)];
		out[y][b->w] = '\0';
	}
}

static void test_smallest_size(void **state)
{
	(void)state;
	char out[32][256];
	/* "HI!": H (3) I (3) ! (1) and a pixel between: 9 columns, 5
	 * half-rows: 3 rows */
	assert_true(bigwords_plan(&bw, "hi!", 9, 3, 3, false));
	assert_int_equal(bw.pw, 1);
	assert_int_equal(bw.rows, 3);
	assert_int_equal(bw.w, 9);
	assert_int_equal(bw.h, 3);
	assert_int_equal(bw.lines, 1);
	render(&bw, false, out);
	assert_string_equal(out[0], "# # ^#^ #");
	assert_string_equal(out[1], "#^#  #  ^");
	assert_string_equal(out[2], "^ ^ ^^^ ^");
	/* one column or row less: no big size fits */
	assert_false(bigwords_plan(&bw, "hi!", 8, 3, 3, false));
	assert_false(bigwords_plan(&bw, "hi!", 9, 2, 3, false));
	assert_false(bigwords_plan(&bw, "", 90, 30, 3, false));
	assert_false(bigwords_plan(&bw, "   ", 90, 30, 3, false));
}

static void test_wraps_at_words(void **state)
{
	(void)state;
	/* "AB CD": AB is 7 pixels, a blank 3: one line is 17 columns */
	assert_true(bigwords_plan(&bw, "ab cd", 17, 3, 3, false));
	assert_int_equal(bw.lines, 1);
	/* one column less: two lines, two pixels apart (7 half-rows each) */
	assert_true(bigwords_plan(&bw, "ab  cd", 16, 6, 3, false));
	assert_int_equal(bw.lines, 2);
	assert_int_equal(bw.h, 6);
	assert_int_equal(bw.w, 7);
	char out[32][256];
	render(&bw, false, out);
	assert_string_equal(out[0], ",^, #^,"); /* A B, top */
	assert_string_equal(out[3], " ,, ,, "); /* C D start a half-row down */
	/* a word wider than the box is never cut: no plan */
	assert_false(bigwords_plan(&bw, "abcdefgh", 20, 30, 3, false));
	assert_int_equal(bigwords_rows("abcdefgh", 20, false), 0);
	assert_int_equal(bigwords_rows("ab cd ab cd", 16, false), bigwords_height(4, false));
	assert_int_equal(bigwords_height(1, false), 3);
	assert_int_equal(bigwords_height(2, false), 6);
	assert_int_equal(bigwords_height(3, false), 10);
	assert_int_equal(bigwords_height(1, true), 5);
}

static void test_biggest_that_fits(void **state)
{
	(void)state;
	/* the caller's height limits the size: 2.5 rows, then 5, 7.5, 10 */
	assert_true(bigwords_plan(&bw, "step 12", 200, 40, 3, false));
	assert_int_equal(bw.rows, 3);
	assert_true(bigwords_plan(&bw, "step 12", 200, 40, 5, false));
	assert_int_equal(bw.rows, 5);
	assert_int_equal(bw.pw, 2);
	assert_true(bigwords_plan(&bw, "step 12", 200, 40, 10, false));
	assert_int_equal(bw.rows, 10);
	/* and the box: 4 rows hold 2.5-row glyphs only */
	assert_true(bigwords_plan(&bw, "step 12", 200, 4, 10, false));
	assert_int_equal(bw.rows, 3);
	/* ASCII: whole characters, 5 rows at the least */
	assert_false(bigwords_plan(&bw, "step 12", 200, 40, 3, true));
	assert_true(bigwords_plan(&bw, "step 12", 200, 40, 5, true));
	assert_int_equal(bw.rows, 5);
	assert_int_equal(bw.ph, 2);
	for (int y = 0; y < bw.h; y++)
		for (int x = 0; x < bw.w; x++) {
			int c = bigwords_cell(&bw, x, y, false);
			assert_true(c == BIG_NONE || c == BIG_FULL);
		}
}

/* Lower case reads as capitals; the explorer's other characters as the
 * nearest glyph; the unknown as a question mark, each one glyph. */
static void test_characters(void **state)
{
	(void)state;
	char a[32][256], b[32][256];
	assert_true(bigwords_plan(&bw, "e4\u00b3 \u2192 d5", 200, 3, 3, false));
	render(&bw, false, a);
	assert_true(bigwords_plan(&bw, "E43 \u2192 D5", 200, 3, 3, false));
	render(&bw, false, b);
	for (int y = 0; y < 3; y++)
		assert_string_equal(a[y], b[y]);
	assert_true(bigwords_plan(&bw, "\u4e2d", 200, 3, 3, false));
	int wq = bw.w;
	assert_true(bigwords_plan(&bw, "?", 200, 3, 3, false));
	assert_int_equal(bw.w, wq);
}

static void test_centred(void **state)
{
	(void)state;
	char out[32][256];
	assert_true(bigwords_plan(&bw, "abc i", 11, 6, 3, false));
	assert_int_equal(bw.lines, 2);
	render(&bw, true, out);
	/* "I" (3 wide) centred under "ABC" (11 wide) */
	assert_string_equal(out[3], "    ,,,    ");
	render(&bw, false, out);
	assert_string_equal(out[3], ",,,        ");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_smallest_size),  cmocka_unit_test(test_wraps_at_words),
		cmocka_unit_test(test_biggest_that_fits), cmocka_unit_test(test_characters),
		cmocka_unit_test(test_centred),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
