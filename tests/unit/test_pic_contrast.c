/* SPDX-License-Identifier: MIT */
/* Slides that read on a projector (issue 34 §5): in every theme, the
 * path, the knight, every mark and the numbers stand at least 3:1 (WCAG 2
 * contrast: relative luminance of sRGB) from the colour under them, on a
 * light square and on a dark one, both as the pictures paint them
 * (pic_look_of(), the RGB of src/ui/picture/style.c) and as the screen
 * shows them (the theme's xterm 256-colour indexes, turned into RGB here
 * from the standard palette: 16 system colours, the 6x6x6 cube with levels
 * 0, 95, 135, 175, 215, 255, the greys 8 + 10k, not by palette_rgb256()).
 * A mark that fills its square (the knight's gold, a retreat's red) is
 * read against its own fill; one that does not (a candidate's ring) and a
 * tour's line (which crosses unvisited and visited squares alike) against
 * the square's.  The mono theme has no colour: its pictures are checked
 * (black, white, and the dim ink), its screen is attributes only.
 *
 * KTOUR_CONTRAST_REPORT=1 prints every figure. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ui/base/palette.h"
#include "ui/picture/style.h"

#define MIN_CONTRAST 3.0

/* The xterm palette, computed independently of palette.c. */
static uint32_t xterm_rgb(int index)
{
	static const uint32_t system16[16] = {
		0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
		0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
	};
	if (index < 16)
		return system16[index];
	if (index < 232) {
		int i = index - 16, c[3] = {i / 36, i / 6 % 6, i % 6};
		uint32_t rgb = 0;
		for (int k = 0; k < 3; k++)
			rgb = rgb << 8 | (uint32_t)(c[k] ? 55 + 40 * c[k] : 0);
		return rgb;
	}
	uint32_t g = (uint32_t)(8 + 10 * (index - 232));
	return g << 16 | g << 8 | g;
}

static double channel(uint32_t rgb, int shift)
{
	double v = ((rgb >> shift) & 0xff) / 255.0;
	return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
}

static double luminance(uint32_t rgb)
{
	return 0.2126 * channel(rgb, 16) + 0.7152 * channel(rgb, 8) + 0.0722 * channel(rgb, 0);
}

static double contrast(uint32_t a, uint32_t b)
{
	double la = luminance(a) + 0.05, lb = luminance(b) + 0.05;
	return la > lb ? la / lb : lb / la;
}

/* Known answers: black on white 21:1, a colour on itself 1:1, and the
 * published figure for #767676 on white (4.54:1, the lightest grey that
 * passes AA text). */
static void test_contrast_known(void **state)
{
	(void)state;
	assert_true(fabs(contrast(0x000000, 0xffffff) - 21.0) < 1e-9);
	assert_true(fabs(contrast(0x123456, 0x123456) - 1.0) < 1e-9);
	assert_true(fabs(contrast(0x767676, 0xffffff) - 4.54) < 0.01);
	assert_int_equal(xterm_rgb(16), 0x000000);
	assert_int_equal(xterm_rgb(67), 0x5f87af);
	assert_int_equal(xterm_rgb(220), 0xffd700);
	assert_int_equal(xterm_rgb(231), 0xffffff);
	assert_int_equal(xterm_rgb(244), 0x808080);
	for (int i = 0; i < 256; i++) /* the palette's own table agrees */
		assert_int_equal(palette_rgb256(i, 1), xterm_rgb(i));
}

/* What stands on a square, and the role it takes there. */
typedef struct mark {
	const char *name;
	role on_light, on_dark;
} mark;

static const mark marks[] = {
	{"the numbers", R_VIS_LIGHT, R_VIS_DARK},
	{"the knight", R_KNIGHT, R_KNIGHT},
	{"a candidate", R_CAND_LIGHT, R_CAND_DARK},
	{"the next try", R_NEXT, R_NEXT},
	{"just backtracked", R_RET1, R_RET1},
	{"backtracked 2", R_RET2, R_RET2},
	{"backtracked 3", R_RET3, R_RET3},
	{"forced", R_FORCED, R_FORCED},
	{"dead end", R_DEAD, R_DEAD},
	{"the cursor", R_CURSOR, R_CURSOR},
	{"off Warnsdorff", R_DEPART, R_DEPART},
	{"the last join", R_JOIN, R_JOIN},
	{"cycle 1", R_CYCLE0 + 0, R_CYCLE0 + 0},
	{"cycle 2", R_CYCLE0 + 1, R_CYCLE0 + 1},
	{"cycle 3", R_CYCLE0 + 2, R_CYCLE0 + 2},
	{"cycle 4", R_CYCLE0 + 3, R_CYCLE0 + 3},
	{"cycle 5", R_CYCLE0 + 4, R_CYCLE0 + 4},
	{"cycle 6", R_CYCLE0 + 5, R_CYCLE0 + 5},
	{"onward 0", R_HEAT0 + 0, R_HEAT0 + 0},
	{"onward 1", R_HEAT0 + 1, R_HEAT0 + 1},
	{"onward 2", R_HEAT0 + 2, R_HEAT0 + 2},
	{"onward 3", R_HEAT0 + 3, R_HEAT0 + 3},
	{"onward 4", R_HEAT0 + 4, R_HEAT0 + 4},
	{"onward 5", R_HEAT0 + 5, R_HEAT0 + 5},
	{"onward 6", R_HEAT0 + 6, R_HEAT0 + 6},
	{"onward 7", R_HEAT0 + 7, R_HEAT0 + 7},
	{"onward 8", R_HEAT0 + 8, R_HEAT0 + 8},
};
#define NMARKS (sizeof marks / sizeof marks[0])

static int failures;
static double worst;

static void judge(theme_id t, const char *where, const char *what, bool dark, uint32_t ink,
		  uint32_t under)
{
	double c = contrast(ink, under);
	if (c < worst)
		worst = c;
	bool bad = c < MIN_CONTRAST;
	if (bad || getenv("KTOUR_CONTRAST_REPORT"))
		fprintf(stderr, "%s %-9s %-6s %-17s on the %s square: %06x on %06x %5.2f:1\n",
			bad ? "FAIL" : "    ", palette_theme_name(t), where, what,
			dark ? "dark " : "light", (unsigned)ink, (unsigned)under, c);
	failures += bad;
}

/* ---- the pictures ---------------------------------------------------------------- */

static uint32_t pic_square(theme_id t, role r, bool dark)
{
	pic_look lk = pic_look_of(t, r, dark);
	return lk.fill == PIC_NO_FILL ? pic_page(t) : lk.fill;
}

static void picture_theme(theme_id t)
{
	for (int dark = 0; dark < 2; dark++) {
		uint32_t square = pic_square(t, dark ? R_SQ_DARK : R_SQ_LIGHT, dark);
		for (size_t i = 0; i < NMARKS; i++) {
			role r = dark ? marks[i].on_dark : marks[i].on_light;
			pic_look lk = pic_look_of(t, r, dark);
			judge(t, "pic", marks[i].name, dark, lk.ink,
			      lk.fill == PIC_NO_FILL ? square : lk.fill);
		}
		/* a tour's line crosses the squares between its centres, visited
		 * or not */
		judge(t, "pic", "the path", dark, pic_path_colour(t), square);
		judge(t, "pic", "the path (visited)", dark, pic_path_colour(t),
		      pic_square(t, dark ? R_VIS_DARK : R_VIS_LIGHT, dark));
	}
	/* the rank numbers and file letters, on the page */
	judge(t, "pic", "the labels", false, pic_look_of(t, R_LABEL, false).ink, pic_page(t));
}

static void test_pictures(void **state)
{
	(void)state;
	failures = 0;
	worst = 99;
	for (int t = 0; t < THEME_COUNT; t++)
		picture_theme((theme_id)t);
	fprintf(stderr, "# pictures: the lowest contrast %.2f:1\n", worst);
	assert_int_equal(failures, 0);
}

/* ---- the screen ------------------------------------------------------------------- */

/* The terminal's own colours where a role leaves them to it: the dark
 * theme is drawn on them, and the pictures assume these. */
static uint32_t screen_rgb(short index, uint32_t dflt)
{
	return index == PALETTE_DEFAULT ? dflt : xterm_rgb(index);
}

/* A role's ink and the colour under it on the screen, reverse applied. */
static void screen_pair(theme_id t, role r, uint32_t square, uint32_t *ink, uint32_t *under)
{
	const palette_style *n = palette_style_of(t, R_NORMAL);
	uint32_t text = screen_rgb(n->fg256, xterm_rgb(PIC_DARK_INK));
	const palette_style *s = palette_style_of(t, r);
	uint32_t fg = screen_rgb(s->fg256, text), bg = screen_rgb(s->bg256, square);
	bool rev = s->a_colour & PA_REVERSE;
	*ink = rev ? bg : fg;
	*under = rev ? fg : bg;
}

static void screen_theme(theme_id t)
{
	for (int dark = 0; dark < 2; dark++) {
		const palette_style *sq = palette_style_of(t, dark ? R_SQ_DARK : R_SQ_LIGHT);
		uint32_t square = screen_rgb(sq->bg256, xterm_rgb(PIC_DARK_PAGE)), ink, under;
		for (size_t i = 0; i < NMARKS; i++) {
			screen_pair(t, dark ? marks[i].on_dark : marks[i].on_light, square, &ink,
				    &under);
			judge(t, "screen", marks[i].name, dark, ink, under);
		}
	}
	uint32_t ink, under;
	const palette_style *n = palette_style_of(t, R_NORMAL);
	screen_pair(t, R_LABEL, screen_rgb(n->bg256, xterm_rgb(PIC_DARK_PAGE)), &ink, &under);
	judge(t, "screen", "the labels", false, ink, under);
}

static void test_screen(void **state)
{
	(void)state;
	failures = 0;
	worst = 99;
	for (int t = 0; t < THEME_COUNT; t++)
		if (!palette_is_mono((theme_id)t))
			screen_theme((theme_id)t);
	fprintf(stderr, "# screen (256 colours): the lowest contrast %.2f:1\n", worst);
	assert_int_equal(failures, 0);
}

/* The path's colour is its own, not the knight's square: the knight's
 * gold is a fill for a black glyph, no line on a pale board. */
static void test_path_colour(void **state)
{
	(void)state;
	for (int t = 0; t < THEME_COUNT; t++) {
		uint32_t path = pic_path_colour((theme_id)t);
		assert_true(path != PIC_NO_FILL);
		if (!palette_is_mono((theme_id)t))
			assert_int_equal(path, xterm_rgb(palette_style_of((theme_id)t, R_PATH)->fg256));
	}
	assert_int_equal(pic_path_colour(THEME_MONO), 0x000000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_contrast_known),
		cmocka_unit_test(test_pictures),
		cmocka_unit_test(test_screen),
		cmocka_unit_test(test_path_colour),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
