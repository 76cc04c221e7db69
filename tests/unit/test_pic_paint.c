/* SPDX-License-Identifier: MIT */
/* The pictures' drawing (src/ui/picture/paint*.c, surface.c), read back:
 * PNG opened with cairo (its size; the page, squares, knight, heatmap and
 * legend in exactly the theme's colours), SVG parsed with xmllint (the
 * move numbers, the knight and the step in its text), PDF read with
 * pdfinfo and pdftotext (one page of 16:9, the narration in it); every
 * text inside the page, every move number clear of its square's edges.
 *
 * KTOUR_PIC_KEEP=DIR instead writes a PNG of every board size and theme
 * there, to be looked at. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pic_fixture.h"
#include "ui/picture/paint.h"
#include "ui/picture/style.h"
#include "ui/picture/surface.h"

static char tmpdir[64];

static int setup(void **state)
{
	(void)state;
	snprintf(tmpdir, sizeof tmpdir, "/tmp/ktour-pic.XXXXXX");
	return mkdtemp(tmpdir) ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
	return system(cmd) == 0 ? 0 : -1;
}

static void write_scene(const pic_scene *s, picture_format fmt, const char *path)
{
	char err[256];
	if (!pic_scene_write_file(path, s, fmt, "ktour test", FILE_REPLACE, err, sizeof err))
		fail_msg("%s", err);
}

static uint32_t pixel(cairo_surface_t *img, double x, double y)
{
	const unsigned char *d = cairo_image_surface_get_data(img);
	int stride = cairo_image_surface_get_stride(img);
	return *(const uint32_t *)(const void *)(d + (size_t)(int)y * stride + 4 * (int)x) & 0xffffff;
}

/* A point just inside the top left corner of square sq of a board. */
static void corner(const pic_geom *g, const pic_board_geom *bg, int cols, ksq sq, double *x,
		   double *y)
{
	*x = bg->squares.x + (sq % cols) * g->cell + 2.5;
	*y = bg->squares.y + (sq / cols) * g->cell + 2.5;
}

static ksq find(const pic_scene *s, bool (*want)(const pic_square *q, bool dark))
{
	for (ksq sq = 0; sq < s->rows * s->cols; sq++)
		if (want(&s->sq[sq], (sq / s->cols + sq % s->cols) & 1))
			return sq;
	return KSQ_NONE;
}

static bool empty_dark(const pic_square *q, bool dark)
{
	return q->mark == PIC_EMPTY && dark;
}
static bool knight(const pic_square *q, bool dark)
{
	(void)dark;
	return q->mark == PIC_KNIGHT;
}
static bool visited_dark(const pic_square *q, bool dark)
{
	return q->mark == PIC_VISITED && dark;
}
static bool degree_two(const pic_square *q, bool dark)
{
	(void)dark;
	return q->moveno == 0 && q->degree == 2;
}

static void expect_colour(cairo_surface_t *img, const pic_geom *g, const pic_board_geom *bg,
			  int cols, ksq sq, role r, bool dark, theme_id th)
{
	double x, y;
	assert_int_not_equal(sq, KSQ_NONE);
	corner(g, bg, cols, sq, &x, &y);
	pic_look lk = pic_look_of(th, r, dark);
	assert_int_equal(pixel(img, x, y), lk.fill);
}

/* The PNG of each theme: its size, and the colours of the page, an empty
 * dark square, a visited one, the knight's, a square of two onward moves
 * on the heatmap and the legend's swatch 0: the theme's, exactly. */
static void test_png_colours(void **state)
{
	(void)state;
	for (int th = 0; th < THEME_COUNT; th++) {
		pic_fixture x;
		assert_true(pic_fixture_init(&x, 8, 8, 20, (theme_id)th));
		char path[128];
		snprintf(path, sizeof path, "%s/t%d.png", tmpdir, th);
		write_scene(&x.s, PICTURE_PNG, path);
		cairo_surface_t *img = cairo_image_surface_create_from_png(path);
		assert_int_equal(cairo_surface_status(img), CAIRO_STATUS_SUCCESS);
		assert_int_equal(cairo_image_surface_get_width(img), 1600);
		assert_int_equal(cairo_image_surface_get_height(img), 900);
		pic_geom_in in;
		pic_geom g;
		assert_true(pic_scene_geom(&x.s, &in, &g));
		assert_int_equal(pixel(img, 1, 1), pic_page((theme_id)th));
		expect_colour(img, &g, &g.board, 8, find(&x.s, knight), R_KNIGHT, false, th);
		if (th != THEME_MONO) { /* mono hatches them: see below */
			expect_colour(img, &g, &g.board, 8, find(&x.s, empty_dark), R_SQ_DARK, true, th);
			expect_colour(img, &g, &g.board, 8, find(&x.s, visited_dark), R_VIS_DARK, true,
				      th);
		}
		expect_colour(img, &g, &g.heat, 8, find(&x.s, degree_two), R_HEAT0 + 2, false, th);
		pic_box sw = pic_geom_swatch(&g, 0);
		assert_int_equal(pixel(img, sw.x + 1.5, sw.y + 1.5),
				 pic_look_of((theme_id)th, R_HEAT0, false).fill);
		cairo_surface_destroy(img);
		pic_fixture_free(&x);
	}
}

/* Mono is black on white: a hatched dark square holds both, and nothing
 * on the board is coloured. */
static void test_png_mono(void **state)
{
	(void)state;
	pic_fixture x;
	assert_true(pic_fixture_init(&x, 8, 8, 20, THEME_MONO));
	char path[128];
	snprintf(path, sizeof path, "%s/mono.png", tmpdir);
	x.s.panels = PIC_BOARD;
	write_scene(&x.s, PICTURE_PNG, path);
	cairo_surface_t *img = cairo_image_surface_create_from_png(path);
	pic_geom_in in;
	pic_geom g;
	assert_true(pic_scene_geom(&x.s, &in, &g));
	ksq sq = find(&x.s, empty_dark);
	bool black = false, white = false;
	for (int i = 1; i < (int)g.cell - 1; i++) {
		double px = g.board.squares.x + (sq % 8) * g.cell + i;
		double py = g.board.squares.y + (sq / 8) * g.cell + g.cell / 2;
		uint32_t c = pixel(img, px, py);
		black |= c == 0x000000;
		white |= c == 0xffffff;
	}
	assert_true(black && white);
	for (int y = (int)g.board.squares.y; y < g.board.squares.y + g.board.squares.h; y += 3)
		for (int xx = (int)g.board.squares.x; xx < g.board.squares.x + g.board.squares.w; xx += 3) {
			uint32_t c = pixel(img, xx, y);
			int r = c >> 16, gr = (c >> 8) & 0xff, b = c & 0xff;
			assert_true(abs(r - gr) < 2 && abs(gr - b) < 2); /* greys only */
		}
	cairo_surface_destroy(img);
	pic_fixture_free(&x);
}

/* What xmllint says of an XPath expression on a file. */
static void xpath(const char *file, const char *expr, char *out, size_t len)
{
	char cmd[512];
	snprintf(cmd, sizeof cmd, "xmllint --xpath \"%s\" '%s' 2>/dev/null", expr, file);
	FILE *p = popen(cmd, "r");
	assert_non_null(p);
	size_t n = fread(out, 1, len - 1, p);
	while (n > 0 && out[n - 1] == '\n')
		n--;
	out[n] = '\0';
	pclose(p);
}

/* The value of pdfinfo's "Key:   value" line, up to the line's end. */
static const char *field(const char *out, const char *key, char *val, size_t len)
{
	const char *k = strstr(out, key);
	assert_non_null(k);
	k += strlen(key);
	while (*k == ' ')
		k++;
	size_t n = strcspn(k, "\n");
	snprintf(val, len, "%.*s", (int)n, k);
	return val;
}

static void test_svg_text(void **state)
{
	(void)state;
	pic_fixture x;
	assert_true(pic_fixture_init(&x, 8, 8, 20, THEME_LIGHT));
	char path[128], out[256];
	snprintf(path, sizeof path, "%s/s.svg", tmpdir);
	write_scene(&x.s, PICTURE_SVG, path);
	char cmd[256];
	snprintf(cmd, sizeof cmd, "xmllint --noout '%s'", path);
	assert_int_equal(system(cmd), 0);
	/* every move number before the knight's, once on the board */
	for (int m = 1; m < 20; m++) {
		char expr[160];
		snprintf(expr, sizeof expr, "count(//*[local-name()='text'][.='%d'])", m);
		xpath(path, expr, out, sizeof out);
		assert_true(atoi(out) >= 1);
	}
	xpath(path, "count(//*[local-name()='text'][.='\u265e'])", out, sizeof out);
	assert_int_equal(atoi(out), 2); /* on the board and on the heatmap */
	xpath(path, "count(//*[local-name()='text'][.='step 1234'])", out, sizeof out);
	assert_int_equal(atoi(out), 1);
	xpath(path, "string(//*[local-name()='title'])", out, sizeof out);
	assert_string_equal(out, "ktour test");
	pic_fixture_free(&x);
}

static void test_pdf_text(void **state)
{
	(void)state;
	pic_fixture x;
	assert_true(pic_fixture_init(&x, 8, 8, 20, THEME_PROJECTOR));
	x.s.width = 960;
	x.s.height = 540;
	char path[128], cmd[256], out[4096];
	snprintf(path, sizeof path, "%s/p.pdf", tmpdir);
	write_scene(&x.s, PICTURE_PDF, path);
	snprintf(cmd, sizeof cmd, "pdfinfo '%s'", path);
	FILE *p = popen(cmd, "r");
	size_t n = fread(out, 1, sizeof out - 1, p);
	out[n] = '\0';
	pclose(p);
	char val[128];
	assert_string_equal(field(out, "Pages:", val, sizeof val), "1");
	assert_string_equal(field(out, "Page size:", val, sizeof val), "960 x 540 pts");
	assert_string_equal(field(out, "Title:", val, sizeof val), "ktour test");
	snprintf(cmd, sizeof cmd, "pdftotext -raw '%s' -", path);
	p = popen(cmd, "r");
	n = fread(out, 1, sizeof out - 1, p);
	out[n] = '\0';
	pclose(p);
	assert_non_null(strstr(out, "the knight jumps to"));
	assert_non_null(strstr(out, "PAUSED"));
	assert_non_null(strstr(out, "step 1234"));
	pic_fixture_free(&x);
}

/* Draw into an image, recording the texts. */
static cairo_surface_t *paint_texts(const pic_scene *s, pic_texts *t)
{
	cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, s->width, s->height);
	cairo_t *cr = cairo_create(img);
	assert_true(pic_paint(cr, s, t));
	cairo_destroy(cr);
	return img;
}

/* The ink of a recorded text. */
static void ink_box(cairo_surface_t *img, const pic_text *t, pic_box *b)
{
	cairo_t *cr = cairo_create(img);
	cairo_select_font_face(cr, t->mono ? "DejaVu Sans Mono" : "DejaVu Sans",
			       CAIRO_FONT_SLANT_NORMAL,
			       t->bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
	cairo_set_font_size(cr, t->size);
	cairo_text_extents_t e;
	cairo_text_extents(cr, t->text, &e);
	*b = (pic_box){t->x + e.x_bearing, t->y + e.y_bearing, e.width, e.height};
	cairo_destroy(cr);
}

/* Every move number stands clear of its square's edges, and every text
 * stays inside the page's margins, on 5x5, 8x8 and 12x12, every theme,
 * every panel shown and the board alone. */
static void test_text_room(void **state)
{
	(void)state;
	static const int sides[] = {5, 8, 12};
	for (int i = 0; i < 3; i++)
		for (int alone = 0; alone < 2; alone++) {
			int n = sides[i];
			pic_fixture x;
			assert_true(pic_fixture_init(&x, n, n, n * n / 3, THEME_DARK));
			if (alone)
				x.s.panels = PIC_BOARD;
			pic_texts t = {0};
			cairo_surface_t *img = paint_texts(&x.s, &t);
			pic_geom_in in;
			pic_geom g;
			assert_true(pic_scene_geom(&x.s, &in, &g));
			int numbers = 0;
			for (size_t k = 0; k < t.n; k++) {
				pic_box b;
				ink_box(img, &t.v[k], &b);
				assert_true(b.x >= g.margin - 0.5 && b.x + b.w <= 1600 - g.margin + 0.5);
				assert_true(b.y >= g.margin - 0.5 && b.y + b.h <= 900 - g.margin + 0.5);
				pic_box sq = g.board.squares;
				if (t.v[k].text[0] < '1' || t.v[k].text[0] > '9' ||
				    !pic_box_overlap(b, sq) || t.v[k].size != g.number_font)
					continue;
				int c = (int)((b.x + b.w / 2 - sq.x) / g.cell), r = (int)((b.y + b.h / 2 - sq.y) / g.cell);
				double pad = 0.08 * g.cell;
				assert_true(b.x >= sq.x + c * g.cell + pad);
				assert_true(b.x + b.w <= sq.x + (c + 1) * g.cell - pad);
				assert_true(b.y >= sq.y + r * g.cell + pad);
				assert_true(b.y + b.h <= sq.y + (r + 1) * g.cell - pad);
				numbers++;
			}
			assert_int_equal(numbers, x.len - 1); /* all but the knight's */
			pic_texts_free(&t);
			cairo_surface_destroy(img);
			pic_fixture_free(&x);
		}
}

/* Keep pictures to look at (KTOUR_PIC_KEEP=DIR). */
static void test_keep(void **state)
{
	(void)state;
	const char *dir = getenv("KTOUR_PIC_KEEP");
	static const int sides[] = {5, 8, 12};
	for (int i = 0; i < 3; i++)
		for (int th = 0; th < THEME_COUNT; th++) {
			pic_fixture x;
			int n = sides[i];
			assert_true(pic_fixture_init(&x, n, n, n * n / 3, (theme_id)th));
			char path[256];
			snprintf(path, sizeof path, "%s/scene-%dx%d-%s.png", dir, n, n,
				 palette_theme_name((theme_id)th));
			write_scene(&x.s, PICTURE_PNG, path);
			pic_fixture_free(&x);
		}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_png_colours), cmocka_unit_test(test_png_mono),
		cmocka_unit_test(test_svg_text),    cmocka_unit_test(test_pdf_text),
		cmocka_unit_test(test_text_room),
	};
	const struct CMUnitTest keeping[] = {cmocka_unit_test(test_keep)};
	if (getenv("KTOUR_PIC_KEEP"))
		return cmocka_run_group_tests(keeping, NULL, NULL);
	return cmocka_run_group_tests(tests, setup, teardown);
}
