/* SPDX-License-Identifier: MIT */
/* The layout of two searches side by side (layout_compare): both boards
 * whole with numbers that do not touch at 160x45 and 80x24, the halves
 * apart and on the screen, counters and narration under each board (the
 * narration taking the rows the board leaves), too small below the least. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ui/model/layout.h"

static void check(int rows, int cols, int n, int min_ch)
{
	ui_layout l;
	compare_layout c;
	layout_compare(rows, cols, n, n, NULL, &l, &c);
	assert_false(l.too_small);
	assert_int_equal(l.vis_rows, n);
	assert_int_equal(l.vis_cols, n);
	for (int i = 0; i < 2; i++) {
		const compare_side_layout *s = &c.side[i];
		const grid *g = &s->board;
		assert_true(g->cw > layout_digits((long)n * n)); /* numbers never touch */
		assert_true(g->ch >= min_ch);
		assert_int_equal(g->panel.y, 1); /* right under the status line */
		assert_int_equal(s->counters.y, g->panel.y + g->panel.h);
		assert_int_equal(s->narration.y, s->counters.y + 1);
		assert_true(s->narration.h >= 2 && s->narration.h <= 4);
		assert_true(s->narration.y + s->narration.h <= l.msg.y);
		assert_true(g->panel.x >= s->counters.x);
		assert_true(g->panel.x + g->panel.w <= s->counters.x + s->counters.w);
		assert_true(s->counters.x + s->counters.w <= cols);
		assert_int_equal(s->narration.x, s->counters.x);
		assert_int_equal(s->narration.w, s->counters.w);
	}
	/* the left half ends before the right one begins */
	assert_true(c.side[0].counters.x + c.side[0].counters.w < c.side[1].counters.x);
	assert_int_equal(l.board.cells_x, c.side[0].board.cells_x);
	assert_int_equal(l.msg.y, rows - 2);
	assert_int_equal(l.footer.y, rows - 1);
	assert_int_equal(l.narration.h, 0);
}

static void test_sizes(void **state)
{
	(void)state;
	check(45, 160, 8, 4);
	check(45, 160, 6, 4);
	check(24, 80, 8, 2); /* 2-row cells: the settings are the box's title */
	check(24, 80, 6, 2);
	check(24, 80, 5, 2);
}

static void test_viewport_and_too_small(void **state)
{
	(void)state;
	ui_layout l;
	compare_layout c;
	layout_compare(24, 80, 30, 30, NULL, &l, &c); /* only part of each board */
	assert_false(l.too_small);
	assert_true(l.vis_rows < 30 && l.vis_cols < 30);
	assert_true(c.side[0].board.cw >= 4);
	layout_compare(10, 80, 8, 8, NULL, &l, &c);
	assert_true(l.too_small);
	layout_compare(24, 30, 8, 8, NULL, &l, &c);
	assert_true(l.too_small);
}

/* z: who is ahead large across the screen under the status line (the
 * message beside the status), where the boards keep the squares they
 * have without it (160x45 and 200x60); the boards under it, their cells
 * widened for big numerals where they fit, a line of narration under
 * each; where who is ahead large would cost the boards a row (80x24),
 * the layout without it, the cells widened. */
static void test_presented(void **state)
{
	(void)state;
	static const int sizes[][4] = {
		{45, 160, 6, 1}, {60, 200, 8, 1}, {40, 120, 8, 1}, {24, 80, 5, 0}, {20, 60, 6, 0}};
	layout_want z = {.present = true};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		int rows = sizes[i][0], cols = sizes[i][1], n = sizes[i][2];
		bool ahead = sizes[i][3];
		ui_layout l, p;
		compare_layout c, cp;
		layout_compare(rows, cols, n, n, NULL, &l, &c);
		layout_compare(rows, cols, n, n, &z, &p, &cp);
		assert_false(p.too_small);
		assert_true(cp.present);
		assert_int_equal(cp.ahead.h > 0, ahead);
		if (ahead) {
			assert_int_equal(cp.ahead.y, 1);
			assert_true(cp.ahead.h >= 3);
			assert_int_equal(p.msg.y, 0);
			assert_true(p.msg.x >= 20);
		}
		for (int k = 0; k < 2; k++) {
			const compare_side_layout *s = &cp.side[k];
			assert_int_equal(s->board.panel.y, 1 + cp.ahead.h);
			assert_true(s->board.cw > layout_digits((long)n * n));
			assert_true(s->board.ch >= c.side[k].board.ch);
			assert_true(s->board.cw >= c.side[k].board.cw);
			assert_true(s->narration.h >= 1);
			assert_true(s->narration.y + s->narration.h <= p.footer.y);
			assert_int_equal(s->board.ch, cp.side[0].board.ch);
		}
		assert_false(c.present);
		assert_int_equal(c.ahead.h, 0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sizes),
		cmocka_unit_test(test_viewport_and_too_small),
		cmocka_unit_test(test_presented),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
