/* SPDX-License-Identifier: MIT */
/* A lesson pointing in a picture (src/ui/picture/paint_point.c): a ringed
 * square has a ring in R_POINT's colour round its centre, the arrow of a
 * knight's move a line of it between the two squares, a head at its end;
 * a scene without them has none of that colour there.  Painted onto an
 * image surface and read back, pixel by pixel.
 *
 * KTOUR_PIC_KEEP=DIR also writes the picture there, to be looked at. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pic_fixture.h"
#include "ui/picture/paint.h"
#include "ui/picture/style.h"

static uint32_t pixel(cairo_surface_t *img, double x, double y)
{
	const unsigned char *d = cairo_image_surface_get_data(img);
	int stride = cairo_image_surface_get_stride(img);
	return *(const uint32_t *)(const void *)(d + (size_t)(int)y * stride + 4 * (int)x) & 0xffffff;
}

/* The centre of square sq of the board. */
static void centre(const pic_geom *g, int cols, ksq sq, double *x, double *y)
{
	*x = g->board.squares.x + (sq % cols + 0.5) * g->cell;
	*y = g->board.squares.y + (sq / cols + 0.5) * g->cell;
}

static cairo_surface_t *paint(const pic_scene *s)
{
	cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, s->width, s->height);
	cairo_t *cr = cairo_create(img);
	assert_true(pic_paint(cr, s, NULL));
	cairo_destroy(cr);
	cairo_surface_flush(img);
	return img;
}

static void test_rings_arrow(void **state)
{
	(void)state;
	const theme_id themes[] = {THEME_DARK, THEME_LIGHT, THEME_PROJECTOR};
	for (size_t t = 0; t < sizeof themes / sizeof themes[0]; t++) {
		pic_fixture x;
		assert_true(pic_fixture_init(&x, 8, 8, 10, themes[t]));
		x.s.panels = PIC_BOARD;
		uint32_t want = pic_look_of(themes[t], R_POINT, false).fill;
		pic_geom_in in;
		pic_geom g;
		assert_true(pic_scene_geom(&x.s, &in, &g));
		/* d4 (row 4, column 3) ringed; an arrow from b1 (row 7, column 1)
		 * to c3 (row 5, column 2) */
		ksq ring[1] = {4 * 8 + 3}, from = 7 * 8 + 1, to = 5 * 8 + 2;
		double rx, ry, ax, ay, bx, by;
		centre(&g, 8, ring[0], &rx, &ry);
		centre(&g, 8, from, &ax, &ay);
		centre(&g, 8, to, &bx, &by);
		double ring_x = rx + 0.42 * g.cell, mid_x = (ax + bx) / 2, mid_y = (ay + by) / 2;
		cairo_surface_t *plain = paint(&x.s);
		assert_int_not_equal(pixel(plain, ring_x, ry), want);
		assert_int_not_equal(pixel(plain, mid_x, mid_y), want);
		cairo_surface_destroy(plain);
		x.s.rings = ring;
		x.s.nrings = 1;
		x.s.arrow_from = from;
		x.s.arrow_to = to;
		cairo_surface_t *img = paint(&x.s);
		assert_int_equal(pixel(img, ring_x, ry), want);       /* the ring's right */
		assert_int_equal(pixel(img, rx - 0.42 * g.cell, ry), want); /* its left */
		assert_int_not_equal(pixel(img, rx + 0.2 * g.cell, ry), want); /* not inside */
		assert_int_equal(pixel(img, mid_x, mid_y), want);     /* the arrow's line */
		/* its head, just short of c3's centre, along the line */
		double hx = bx - (bx - ax) * 0.38 / 2.236, hy = by - (by - ay) * 0.38 / 2.236;
		assert_int_equal(pixel(img, hx, hy), want);
		const char *keep = getenv("KTOUR_PIC_KEEP");
		if (keep) {
			char path[512];
			snprintf(path, sizeof path, "%s/point-%d.png", keep, (int)themes[t]);
			cairo_surface_write_to_png(img, path);
		}
		cairo_surface_destroy(img);
		pic_fixture_free(&x);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rings_arrow),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
