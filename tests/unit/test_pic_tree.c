/* SPDX-License-Identifier: MIT */
/* The search tree's colours (ktour/tree_picture.h): the contrast ratio
 * as WCAG 2 defines it (black on white 21:1, a colour on itself 1:1,
 * grey 808080 on white 3.95:1 by the formula), and every kind of node
 * at least 3:1 against the page of every theme, the kinds told apart. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>

#include "ktour/tree_picture.h"

static void test_contrast(void **state)
{
	(void)state;
	assert_true(fabs(picture_tree_contrast(0x000000, 0xffffff) - 21.0) < 1e-9);
	assert_true(fabs(picture_tree_contrast(0xffffff, 0x000000) - 21.0) < 1e-9);
	assert_true(fabs(picture_tree_contrast(0x5fd75f, 0x5fd75f) - 1.0) < 1e-9);
	/* 0x808080: linear 0.2159, (1.05) / (0.2659) = 3.949 */
	assert_true(fabs(picture_tree_contrast(0x808080, 0xffffff) - 3.949) < 0.001);
}

static void test_colours(void **state)
{
	(void)state;
	for (int theme = 0; theme < 4; theme++) {
		uint32_t page = picture_tree_page(theme);
		for (int k = 0; k < PICTURE_TREE_KINDS; k++) {
			uint32_t c = picture_tree_colour(theme, k);
			if (picture_tree_contrast(c, page) < 3.0)
				fail_msg("theme %d kind %d: %06x on %06x is %.2f:1", theme, k,
					 (unsigned)c, (unsigned)page, picture_tree_contrast(c, page));
		}
		/* the node kinds (tours, none, dead end, path) differ */
		for (int a = 0; a < 4; a++)
			for (int b = a + 1; b < 4; b++)
				assert_int_not_equal(picture_tree_colour(theme, a),
						     picture_tree_colour(theme, b));
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_contrast),
		cmocka_unit_test(test_colours),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
