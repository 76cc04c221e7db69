/* SPDX-License-Identifier: MIT */
/* The colour themes as data (src/ui/base/palette.c): names, the xterm
 * palette, and what each theme promises: a page of its own for light and
 * projector, readable contrast, and a heat scale whose lightness rises
 * with the degree (viridis), so it can be ordered without telling hues
 * apart. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "ui/base/palette.h"

static void test_names(void **state)
{
	(void)state;
	for (int t = 0; t < THEME_COUNT; t++) {
		theme_id back;
		assert_true(palette_theme_from_name(palette_theme_name((theme_id)t), &back));
		assert_int_equal(back, t);
	}
	theme_id t;
	assert_false(palette_theme_from_name("sepia", &t));
	assert_false(palette_theme_from_name(NULL, &t));
	assert_string_equal(palette_theme_name(THEME_PROJECTOR), "projector");
	assert_true(palette_is_mono(THEME_MONO));
	assert_false(palette_is_mono(THEME_DARK));
}

static void test_xterm_palette(void **state)
{
	(void)state;
	assert_int_equal(palette_rgb256(16, 1), 0x000000);
	assert_int_equal(palette_rgb256(231, 1), 0xffffff);
	assert_int_equal(palette_rgb256(196, 1), 0xff0000);
	assert_int_equal(palette_rgb256(220, 1), 0xffd700);
	assert_int_equal(palette_rgb256(232, 1), 0x080808);
	assert_int_equal(palette_rgb256(255, 1), 0xeeeeee);
	assert_int_equal(palette_rgb256(1, 7), 0xcd0000);
	assert_int_equal(palette_rgb256(PALETTE_DEFAULT, 7), 7);
	assert_int_equal(palette_rgb256(256, 7), 7);
}

/* Relative luminance (WCAG 2), in thousandths. */
static double luminance(uint32_t rgb)
{
	double c[3];
	for (int i = 0; i < 3; i++) {
		double v = ((rgb >> (16 - 8 * i)) & 0xff) / 255.0;
		c[i] = v <= 0.03928 ? v / 12.92 : __builtin_pow((v + 0.055) / 1.055, 2.4);
	}
	return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

static double contrast(uint32_t a, uint32_t b)
{
	double la = luminance(a), lb = luminance(b);
	return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

static void test_page_themes(void **state)
{
	(void)state;
	const theme_id page[] = {THEME_LIGHT, THEME_PROJECTOR};
	for (size_t i = 0; i < 2; i++) {
		const palette_style *n = palette_style_of(page[i], R_NORMAL);
		/* a light page of its own, dark text on it */
		assert_true(luminance(palette_rgb256(n->bg256, 0)) > 0.8);
		assert_true(contrast(palette_rgb256(n->fg256, 0), palette_rgb256(n->bg256, 0)) >= 7);
		/* every role that has a colour has both on such a page */
		for (int r = 0; r < R_COUNT; r++) {
			const palette_style *s = palette_style_of(page[i], (role)r);
			if (s->fg256 != PALETTE_DEFAULT)
				assert_int_not_equal(s->bg256, PALETTE_DEFAULT);
		}
	}
	/* dark keeps the terminal's own background */
	assert_int_equal(palette_style_of(THEME_DARK, R_NORMAL)->bg256, PALETTE_DEFAULT);
}

/* The projector's text on its marks reads from the back of a room: the
 * WCAG AA ratio for large text (3:1) at least, and 4.5:1 for the knight,
 * the numbers on visited squares and the retreat mark. */
static void test_projector_contrast(void **state)
{
	(void)state;
	for (int r = 0; r < R_COUNT; r++) {
		const palette_style *s = palette_style_of(THEME_PROJECTOR, (role)r);
		if (s->fg256 == PALETTE_DEFAULT || s->bg256 == PALETTE_DEFAULT)
			continue;
		double c = contrast(palette_rgb256(s->fg256, 0), palette_rgb256(s->bg256, 0));
		if (r == R_HEAT_VIS || r == R_STACK_TRIED || r == R_DIM || r == R_RET3)
			continue; /* meant to recede */
		assert_true(c >= 3.0);
	}
	const role strong[] = {R_KNIGHT, R_VIS_LIGHT, R_VIS_DARK, R_RET1, R_NORMAL, R_BORDER};
	for (size_t i = 0; i < sizeof strong / sizeof strong[0]; i++) {
		const palette_style *s = palette_style_of(THEME_PROJECTOR, strong[i]);
		assert_true(contrast(palette_rgb256(s->fg256, 0), palette_rgb256(s->bg256, 0)) >= 4.5);
	}
}

/* The projector's heat scale gets lighter with every degree, so that
 * readers who cannot tell its hues apart still order it. */
static void test_projector_heat_ordered(void **state)
{
	(void)state;
	double last = -1;
	for (int d = 0; d <= 8; d++) {
		const palette_style *s = palette_style_of(THEME_PROJECTOR, (role)(R_HEAT0 + d));
		double l = luminance(palette_rgb256(s->bg256, 0));
		assert_true(l > last);
		last = l;
	}
}

/* The presentation's big words on a page of their own: the narration,
 * the step, the marked line and the state's badge read at 4.5:1 at the
 * least (their glyphs are thin strokes of half blocks). */
static void test_big_words_contrast(void **state)
{
	(void)state;
	const theme_id page[] = {THEME_LIGHT, THEME_PROJECTOR};
	const role words[] = {R_NORMAL,	   R_TITLE,	  R_SELECTED,  R_STATE_RUN,
			      R_STATE_PAUSE, R_STATE_SOL, R_STATE_DONE};
	for (size_t i = 0; i < 2; i++)
		for (size_t k = 0; k < sizeof words / sizeof words[0]; k++) {
			const palette_style *s = palette_style_of(page[i], words[k]);
			uint32_t fg = palette_rgb256(s->fg256, 0), bg = palette_rgb256(s->bg256, 0);
			if (s->bg256 == PALETTE_DEFAULT) /* on the page */
				bg = palette_rgb256(palette_style_of(page[i], R_NORMAL)->bg256, 0);
			if (contrast(fg, bg) < 4.5)
				fail_msg("theme %s, role %d: contrast %.2f", palette_theme_name(page[i]),
					 (int)words[k], contrast(fg, bg));
		}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_xterm_palette),
		cmocka_unit_test(test_page_themes),
		cmocka_unit_test(test_projector_contrast),
		cmocka_unit_test(test_projector_heat_ordered),
		cmocka_unit_test(test_big_words_contrast),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
