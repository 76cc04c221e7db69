/* SPDX-License-Identifier: MIT */
/* Where a picture puts things (src/ui/picture/geometry.c), for slides
 * and boards of every shape: everything inside the page's margins,
 * nothing overlapping, the heatmap's squares in line with the board's,
 * move numbers with room on every side, squares on whole pixels; and the
 * names and numbers the command line gives the pictures (picture.c,
 * scene.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <string.h>

#include "ktour/picture.h"
#include "ui/picture/geometry.h"
#include "ui/picture/scene.h"

static int digits(long n)
{
	int d = 1;
	while (n >= 10)
		n /= 10, d++;
	return d;
}

static pic_geom_in input(double w, double h, int rows, int cols, unsigned panels)
{
	return (pic_geom_in){w, h, rows, cols, panels, digits(rows), digits((long)rows * cols)};
}

static void inside(pic_box b, const pic_geom *g, const pic_geom_in *in)
{
	if (b.w <= 0 && b.h <= 0)
		return;
	assert_true(b.x >= g->margin - 1 && b.y >= g->margin - 1);
	assert_true(b.x + b.w <= in->width - g->margin + 1);
	assert_true(b.y + b.h <= in->height - g->margin + 1);
}

static void within(pic_box in, pic_box out)
{
	assert_true(in.x >= out.x - 0.01 && in.y >= out.y - 0.01);
	assert_true(in.x + in.w <= out.x + out.w + 0.01 && in.y + in.h <= out.y + out.h + 0.01);
}

static void check(const pic_geom_in *in)
{
	pic_geom g;
	assert_true(pic_geom_compute(in, &g));
	pic_box boxes[5] = {g.status, g.narration, g.board.block, g.heat.block, g.stack};
	for (int i = 0; i < 5; i++) {
		inside(boxes[i], &g, in);
		for (int j = i + 1; j < 5; j++)
			assert_false(pic_box_overlap(boxes[i], boxes[j]));
	}
	if (!(in->panels & (PIC_BOARD | PIC_HEAT)))
		return;
	double room = g.cell * (1 - 2 * PIC_NUMBER_PAD);
	assert_true(g.cell > 0);
	assert_true(in->number_chars * PIC_DIGIT_W * g.number_font <= room + 1e-9);
	assert_true(g.number_font * PIC_DIGIT_H <= room);
	if (g.cell >= 8)
		assert_true(g.cell == floor(g.cell));
	const pic_board_geom *bgs[2] = {&g.board, &g.heat};
	for (int i = 0; i < 2; i++) {
		const pic_board_geom *b = bgs[i];
		if (!b->shown)
			continue;
		if (g.cell >= 8)
			assert_true(b->squares.x == floor(b->squares.x) &&
				    b->squares.y == floor(b->squares.y));
		assert_true(fabs(b->squares.w - in->cols * g.cell) < 1e-6);
		assert_true(fabs(b->squares.h - in->rows * g.cell) < 1e-6);
		within(b->squares, b->block);
		within(b->title, b->block);
		within(b->ranks, b->block);
		within(b->files, b->block);
		assert_false(pic_box_overlap(b->squares, b->title));
		assert_false(pic_box_overlap(b->squares, b->ranks));
		assert_false(pic_box_overlap(b->squares, b->files));
	}
	if (g.board.shown && g.heat.shown) /* ranks in line */
		assert_true(g.board.squares.y == g.heat.squares.y);
	if (g.heat.shown) {
		within(g.legend, g.heat.block);
		assert_false(pic_box_overlap(g.legend, g.heat.squares));
		for (int k = 0; k <= 8; k++) {
			pic_box s = pic_geom_swatch(&g, k);
			within(s, g.legend);
			for (int j = 0; j < k; j++)
				assert_false(pic_box_overlap(s, pic_geom_swatch(&g, j)));
		}
	}
}

static void test_every_shape(void **state)
{
	(void)state;
	static const double pages[][2] = {
		{1600, 900}, {960, 540}, {480, 480}, {480, 270}, {3840, 2160}, {800, 1200}};
	static const int boards[][2] = {{3, 4}, {5, 5}, {8, 8}, {12, 12}, {8, 30}, {30, 8}, {50, 50}};
	static const unsigned panels[] = {
		PIC_ALL_PANELS, PIC_BOARD, PIC_BOARD | PIC_HEAT, PIC_BOARD | PIC_STACK,
		PIC_STACK | PIC_STATUS, PIC_HEAT, PIC_BOARD | PIC_HEAT | PIC_STACK,
		PIC_BOARD | PIC_NARRATION};
	for (size_t p = 0; p < sizeof pages / sizeof pages[0]; p++)
		for (size_t b = 0; b < sizeof boards / sizeof boards[0]; b++)
			for (size_t k = 0; k < sizeof panels / sizeof panels[0]; k++) {
				pic_geom_in in = input(pages[p][0], pages[p][1], boards[b][0],
						       boards[b][1], panels[k]);
				check(&in);
			}
}

/* The boards get the room: big squares on a slide, the board alone
 * centred and nearly filling a square picture. */
static void test_board_served_first(void **state)
{
	(void)state;
	pic_geom g;
	pic_geom_in in = input(1600, 900, 8, 8, PIC_ALL_PANELS);
	assert_true(pic_geom_compute(&in, &g));
	assert_true(g.cell >= 60);
	assert_true(g.number_font >= 20);
	assert_true(g.stack.w >= 0.25 * g.middle.w);
	in = input(480, 480, 8, 8, PIC_BOARD);
	assert_true(pic_geom_compute(&in, &g));
	assert_true(g.cell >= 48);
	double centre = g.board.block.x + g.board.block.w / 2;
	assert_true(fabs(centre - 240) < 1);
	in = input(1600, 900, 5, 5, PIC_BOARD | PIC_HEAT); /* no stack: centred */
	assert_true(pic_geom_compute(&in, &g));
	centre = (g.board.block.x + g.heat.block.x + g.heat.block.w) / 2;
	assert_true(fabs(centre - 800) < 1);
	/* a board of 1000 squares a side still gets (tiny) squares, numbers
	 * left out */
	in = input(1600, 900, 1000, 1000, PIC_BOARD);
	assert_true(pic_geom_compute(&in, &g));
	assert_true(g.cell > 0 && g.cell < 1);
	assert_true(g.number_font == 0);
	in = input(31, 31, 8, 8, PIC_BOARD);
	assert_false(pic_geom_compute(&in, &g));
}

/* Short boards put the legend in columns. */
static void test_legend_columns(void **state)
{
	(void)state;
	pic_geom g;
	pic_geom_in in = input(1600, 900, 3, 4, PIC_ALL_PANELS);
	assert_true(pic_geom_compute(&in, &g));
	assert_true(g.lrows * g.lcols >= 9);
	in = input(1600, 900, 12, 12, PIC_ALL_PANELS);
	assert_true(pic_geom_compute(&in, &g));
	assert_int_equal(g.lrows, 9);
	assert_int_equal(g.lcols, 1);
}

static void test_names(void **state)
{
	(void)state;
	char err[200];
	unsigned bits;
	assert_true(pic_panels_parse("board,stack", &bits, err, sizeof err));
	assert_int_equal(bits, PIC_BOARD | PIC_STACK);
	assert_true(pic_panels_parse("all", &bits, err, sizeof err));
	assert_int_equal(bits, PIC_ALL_PANELS);
	assert_true(pic_panels_parse("narration,status,heatmap", &bits, err, sizeof err));
	assert_int_equal(bits, PIC_NARRATION | PIC_STATUS | PIC_HEAT);
	assert_false(pic_panels_parse("board,heat", &bits, err, sizeof err));
	assert_non_null(strstr(err, "'heat' is not a panel"));
	assert_false(pic_panels_parse("", &bits, err, sizeof err));

	assert_int_equal(picture_format_of("a/b.SVG"), PICTURE_SVG);
	assert_int_equal(picture_format_of("x.png"), PICTURE_PNG);
	assert_int_equal(picture_format_of("x.pdf"), PICTURE_PDF);
	assert_int_equal(picture_format_of("x.gif"), PICTURE_GIF);
	assert_int_equal(picture_format_of("x.jpg"), PICTURE_NONE);
	assert_int_equal(picture_format_of("dir.png/x"), PICTURE_NONE);
	assert_int_equal(picture_format_of("png"), PICTURE_NONE);
	assert_string_equal(picture_format_name(PICTURE_GIF), "gif");

	int w, h, t, fps;
	assert_true(picture_size_parse("1600x900", &w, &h, err, sizeof err));
	assert_true(w == 1600 && h == 900);
	assert_true(picture_size_parse("480X480", &w, &h, err, sizeof err));
	assert_false(picture_size_parse("16x900", &w, &h, err, sizeof err));
	assert_false(picture_size_parse("1600x", &w, &h, err, sizeof err));
	assert_false(picture_size_parse("1600x900x3", &w, &h, err, sizeof err));
	assert_false(picture_size_parse("99999999999999x9", &w, &h, err, sizeof err));
	assert_non_null(strstr(err, "WIDTHxHEIGHT"));
	assert_true(picture_theme_parse("projector", &t, err, sizeof err));
	assert_int_equal(t, THEME_PROJECTOR);
	assert_false(picture_theme_parse("sepia", &t, err, sizeof err));
	assert_non_null(strstr(err, "'sepia' is not a theme"));
	assert_true(picture_fps_parse("50", &fps, err, sizeof err));
	assert_int_equal(fps, 50);
	assert_false(picture_fps_parse("0", &fps, err, sizeof err));
	assert_false(picture_fps_parse("51", &fps, err, sizeof err));
	assert_false(picture_fps_parse("4.5", &fps, err, sizeof err));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_shape),
		cmocka_unit_test(test_board_served_first),
		cmocka_unit_test(test_legend_columns),
		cmocka_unit_test(test_names),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
