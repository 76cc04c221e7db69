/* Layout: every panel fits, the board gets the biggest cells that fit,
 * the heatmap goes beside when there is room, too small is too small. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ui/layout.h"

static bool inside(rect r, int rows, int cols)
{
	return r.y >= 0 && r.x >= 0 && r.h > 0 && r.w > 0 && r.y + r.h <= rows &&
	       r.x + r.w <= cols;
}

static bool overlap(rect a, rect b)
{
	return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* Every panel on screen, none over another. */
static void check_sane(const ui_layout *l)
{
	rect all[7] = {l->status, l->board, l->stack, l->msg, l->narration, l->footer, l->heat};
	int n = l->heat_beside ? 7 : 6;
	for (int i = 0; i < n; i++) {
		assert_true(inside(all[i], l->rows, l->cols));
		for (int j = i + 1; j < n; j++)
			assert_false(overlap(all[i], all[j]));
	}
	assert_true(l->stack.w >= LAYOUT_STACK_MIN);
	/* the cells are inside the board's border */
	assert_true(l->cells_y > l->board.y);
	assert_true(l->cells_y + l->vis_rows * l->ch < l->board.y + l->board.h);
	assert_true(l->cells_x + l->vis_cols * l->cw < l->board.x + l->board.w);
}

static void test_80x24_8x8(void **state)
{
	(void)state;
	ui_layout l;
	layout_compute(24, 80, 8, 8, &l);
	assert_false(l.too_small);
	check_sane(&l);
	assert_true(l.heat_beside); /* every panel at 80x24 */
	assert_true(l.hw >= 2);      /* with digits */
	assert_int_equal(l.vis_rows, 8);
	assert_int_equal(l.vis_cols, 8);
	assert_true(l.cw >= 3); /* "64" with a blank between squares */
	assert_true(l.ch >= 2); /* and square-ish cells */
	assert_int_equal(l.status.h, 2);
	assert_int_equal(l.footer.y, 23);
}

static void test_120x40_all_sizes(void **state)
{
	(void)state;
	for (int n = 5; n <= 30; n++) {
		ui_layout l;
		layout_compute(40, 120, n, n, &l);
		assert_false(l.too_small);
		check_sane(&l);
		/* the whole board, no scrolling */
		assert_int_equal(l.vis_rows, n);
		assert_int_equal(l.vis_cols, n);
		/* move numbers fit (touching at worst) */
		assert_true(l.cw >= layout_digits((long)n * n));
	}
	ui_layout l;
	layout_compute(40, 120, 30, 30, &l);
	assert_int_equal(l.cw, 3);
	layout_compute(40, 120, 5, 5, &l);
	assert_true(l.heat_beside);
	assert_true(l.cw >= 8); /* small boards get big squares */
}

static void test_projector(void **state)
{
	(void)state;
	ui_layout l;
	layout_compute(60, 200, 8, 8, &l);
	check_sane(&l);
	assert_true(l.heat_beside);
	assert_true(l.cw >= 10 && l.ch >= 5);
}

static void test_small_and_too_small(void **state)
{
	(void)state;
	ui_layout l;
	layout_compute(10, 30, 8, 8, &l);
	assert_true(l.too_small);
	layout_compute(LAYOUT_MIN_ROWS - 1, 80, 8, 8, &l);
	assert_true(l.too_small);
	layout_compute(24, LAYOUT_MIN_COLS - 1, 8, 8, &l);
	assert_true(l.too_small);
	layout_compute(LAYOUT_MIN_ROWS, LAYOUT_MIN_COLS, 8, 8, &l);
	assert_false(l.too_small);
	check_sane(&l);
	layout_compute(20, 60, 8, 8, &l);
	assert_false(l.too_small);
	check_sane(&l);
	assert_int_equal(l.vis_rows, 8);
	assert_int_equal(l.vis_cols, 8);
}

static void test_viewport(void **state)
{
	(void)state;
	ui_layout l;
	layout_compute(24, 80, 100, 100, &l);
	assert_false(l.too_small);
	check_sane(&l);
	assert_int_equal(l.cw, 1);
	assert_int_equal(l.ch, 1);
	assert_true(l.vis_rows < 100 && l.vis_rows > 5);
	assert_true(l.vis_cols < 100 && l.vis_cols > 10);
	/* follow: stays put in the middle, moves near the edges, clamps */
	int o = layout_follow(16, 100, 5, 0);
	assert_int_equal(o, 0);
	assert_int_equal(layout_follow(16, 100, 20, 10), 10); /* well inside */
	assert_int_equal(layout_follow(16, 100, 12, 10), 8);  /* near the top edge */
	assert_int_equal(layout_follow(16, 100, 1, 10), 0);   /* clamped */
	o = layout_follow(16, 100, 14, 0);
	assert_int_equal(o, 14 - (16 - 1 - 4));
	o = layout_follow(16, 100, 99, o);
	assert_int_equal(o, 84);
	assert_int_equal(layout_follow(16, 10, 9, 3), 0); /* it all fits */
}

static void test_hit(void **state)
{
	(void)state;
	ui_layout l;
	layout_compute(24, 80, 8, 8, &l);
	/* the middle of square (2,3) */
	int y = l.cells_y + 2 * l.ch + l.ch / 2, x = l.cells_x + 3 * l.cw + l.cw / 2;
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, y, x), 2 * 8 + 3);
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, l.cells_y, l.cells_x), 0);
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, 0, 0), KSQ_NONE); /* status */
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, l.board.y, l.cells_x), KSQ_NONE);
	/* the heatmap's squares too */
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, l.heat.y + 1 + 7, l.heat.x + 1 + 7 * l.hw), 63);
	/* scrolled */
	layout_compute(24, 80, 100, 100, &l);
	assert_int_equal(layout_hit(&l, 100, 100, 10, 20, l.cells_y, l.cells_x), 10 * 100 + 20);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_80x24_8x8),     cmocka_unit_test(test_120x40_all_sizes),
		cmocka_unit_test(test_projector),     cmocka_unit_test(test_small_and_too_small),
		cmocka_unit_test(test_viewport),      cmocka_unit_test(test_hit),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
