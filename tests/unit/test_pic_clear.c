/* SPDX-License-Identifier: MIT */
/* A tour's line never crosses a number (issue 34 §5): the line's steps
 * (src/ui/picture/paint_board.c) are cut by pic_segment_clear() round the
 * centre of every labelled square, at pic_label_clearance(), which holds
 * the number's box.  Known answers for the cutting, then a whole 5x5 tour
 * at a slide's size: every piece drawn keeps its distance from every
 * number, and every step still shows. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>

#include "ui/picture/geometry.h"
#include "ui/picture/scene.h"

#define EPS 1e-9

static void test_known_cuts(void **state)
{
	(void)state;
	pic_point a = {0, 0}, b = {10, 0};
	double t[8];
	/* circles round both ends: the middle is left */
	pic_point ends[] = {{0, 0}, {10, 0}};
	assert_int_equal(pic_segment_clear(a, b, ends, 2, 2, t, 4), 1);
	assert_true(fabs(t[0] - 0.2) < EPS && fabs(t[1] - 0.8) < EPS);
	/* one more on the way, 0.6 off the line, radius 1: a chord of
	 * 2 * 0.8 = 1.6 cut out of the middle */
	pic_point three[] = {{0, 0}, {10, 0}, {5, 0.6}};
	assert_int_equal(pic_segment_clear(a, b, three, 3, 1, t, 4), 2);
	assert_true(fabs(t[0] - 0.1) < EPS && fabs(t[1] - 0.42) < EPS);
	assert_true(fabs(t[2] - 0.58) < EPS && fabs(t[3] - 0.9) < EPS);
	/* a circle that misses, one that touches: nothing cut */
	pic_point away[] = {{5, 3}, {5, 1}};
	assert_int_equal(pic_segment_clear(a, b, away, 2, 1, t, 4), 1);
	assert_true(t[0] == 0 && t[1] == 1);
	/* overlapping circles cut once; one covering it all leaves nothing */
	pic_point overlap[] = {{4, 0}, {5, 0}};
	assert_int_equal(pic_segment_clear(a, b, overlap, 2, 1, t, 4), 2);
	assert_true(fabs(t[1] - 0.3) < EPS && fabs(t[2] - 0.6) < EPS);
	pic_point big[] = {{5, 0}};
	assert_int_equal(pic_segment_clear(a, b, big, 1, 6, t, 4), 0);
}

/* The distance from p to the segment from a to b. */
static double to_segment(pic_point p, pic_point a, pic_point b)
{
	double dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy;
	double u = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0;
	u = u < 0 ? 0 : u > 1 ? 1 : u;
	return hypot(a.x + u * dx - p.x, a.y + u * dy - p.y);
}

/* An open 5x5 tour (ktour solve -b 5x5), row 0 on top. */
static const int tour5[5][5] = {
	{1, 20, 17, 12, 3}, {16, 11, 2, 7, 18}, {21, 24, 19, 4, 13},
	{10, 15, 6, 23, 8}, {25, 22, 9, 14, 5},
};

static void test_tour_clear_of_numbers(void **state)
{
	(void)state;
	pic_geom_in in = {1600, 900, 5, 5, PIC_BOARD, 1, 2};
	pic_geom g;
	assert_true(pic_geom_compute(&in, &g));
	assert_true(g.number_font > 0);
	double c = g.cell, r = pic_label_clearance(c, g.number_font, 2);
	/* the circle holds the number's box ("25" at most as wide as the
	 * square lets it be) with the line's half width to spare, and stays
	 * inside its square */
	double w = fmin(2 * PIC_DIGIT_W * g.number_font, c * (1 - 2 * PIC_NUMBER_PAD));
	assert_true(r >= 0.5 * hypot(w, PIC_DIGIT_H * g.number_font) + pic_path_width(c) / 2);
	assert_true(r <= PIC_CLEAR_MAX * c + EPS);
	pic_point centre[25], at[25];
	for (int row = 0; row < 5; row++)
		for (int col = 0; col < 5; col++) {
			pic_point p = {(col + 0.5) * c, (row + 0.5) * c};
			centre[row * 5 + col] = p;
			at[tour5[row][col] - 1] = p;
		}
	double t[2 * 26];
	for (int i = 1; i < 25; i++) {
		int k = pic_segment_clear(at[i - 1], at[i], centre, 25, r, t, 26);
		/* a knight's step passes the squares between its ends at 0.447
		 * of a side: it is cut at its ends only */
		assert_int_equal(k, 1);
		double len = hypot(at[i].x - at[i - 1].x, at[i].y - at[i - 1].y);
		assert_true(fabs(t[0] - r / len) < EPS && fabs(t[1] - (1 - r / len)) < EPS);
		pic_point p0 = {at[i - 1].x + (at[i].x - at[i - 1].x) * t[0],
				at[i - 1].y + (at[i].y - at[i - 1].y) * t[0]};
		pic_point p1 = {at[i - 1].x + (at[i].x - at[i - 1].x) * t[1],
				at[i - 1].y + (at[i].y - at[i - 1].y) * t[1]};
		for (int s = 0; s < 25; s++) /* no number within r of what is drawn */
			assert_true(to_segment(centre[s], p0, p1) >= r - 1e-6);
		assert_true((t[1] - t[0]) * len > 0.5 * c); /* and the step shows */
	}
}

/* --legend's key: two lines over the narration, inside the margins,
 * clear of the boards, the stack and the narration, at every slide size. */
static void test_key_box(void **state)
{
	(void)state;
	const double sizes[][2] = {{1600, 900}, {960, 540}, {1200, 675}, {800, 800}};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		pic_geom_in in = {sizes[i][0], sizes[i][1], 8, 8, PIC_ALL_PANELS | PIC_LEGEND, 1, 2};
		pic_geom g;
		assert_true(pic_geom_compute(&in, &g));
		assert_true(g.key.h > 0 && g.key_font > 0);
		assert_true(g.key.x >= g.margin && g.key.x + g.key.w <= in.width - g.margin + EPS);
		assert_true(g.key.y >= g.margin && g.key.y + g.key.h <= g.narration.y + EPS);
		assert_false(pic_box_overlap(g.key, g.board.block));
		assert_false(pic_box_overlap(g.key, g.heat.block));
		assert_false(pic_box_overlap(g.key, g.stack));
		assert_false(pic_box_overlap(g.key, g.narration));
		in.panels = PIC_ALL_PANELS; /* no key: none reserved */
		assert_true(pic_geom_compute(&in, &g));
		assert_true(g.key.h == 0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_known_cuts),
		cmocka_unit_test(test_tour_clear_of_numbers),
		cmocka_unit_test(test_key_box),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
