/* SPDX-License-Identifier: MIT */
/* Capabilities decided once: UTF-8 or ASCII glyphs, 256/8/no colour. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "ui/base/caps.h"

static caps_input xterm256(void)
{
	caps_input in;
	memset(&in, 0, sizeof in);
	in.codeset = "UTF-8";
	in.color = UI_COLOR_AUTO;
	in.has_colors = true;
	in.colors = 256;
	in.color_pairs = 65536;
	return in;
}

static void test_codeset(void **state)
{
	(void)state;
	assert_true(caps_codeset_is_utf8("UTF-8"));
	assert_true(caps_codeset_is_utf8("utf8"));
	assert_true(caps_codeset_is_utf8("Utf_8"));
	assert_false(caps_codeset_is_utf8("ANSI_X3.4-1968")); /* LC_ALL=C */
	assert_false(caps_codeset_is_utf8("ISO-8859-1"));
	assert_false(caps_codeset_is_utf8(NULL));
}

static void test_glyph_choice(void **state)
{
	(void)state;
	caps_input in = xterm256();
	ui_caps c = caps_decide(&in);
	assert_true(c.utf8);
	assert_string_equal(c.g->knight, "\u265e");
	in.ascii_flag = true; /* --ascii wins over the locale */
	c = caps_decide(&in);
	assert_false(c.utf8);
	assert_string_equal(c.g->knight, "N");
	in = xterm256();
	in.codeset = "ANSI_X3.4-1968";
	c = caps_decide(&in);
	assert_false(c.utf8);
	assert_string_equal(c.g->h, "-");
	assert_string_equal(c.g->v, "|");
	assert_string_equal(c.g->tl, "+");
}

/* Every glyph is one column: one code point; ASCII ones are 7-bit. */
static void check_glyphs(const glyphs *g, bool ascii)
{
	const char *all[] = {g->knight, g->visited, g->cand,  g->next,   g->retreat, g->forced,
			     g->dead,   g->dark,    g->h,     g->v,      g->tl,      g->tr,
			     g->bl,     g->br,      g->cur_l, g->cur_r,  g->more_up, g->dot};
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
		int cps = 0;
		for (const char *p = all[i]; *p; p++) {
			cps += ((unsigned char)*p & 0xC0) != 0x80;
			if (ascii)
				assert_true((unsigned char)*p < 0x80);
		}
		assert_int_equal(cps, 1);
	}
	/* The marks a square can show are all different. */
	const char *marks[] = {g->knight, g->visited, g->cand, g->next, g->retreat, g->forced,
			       g->dead, g->dark};
	for (size_t i = 0; i < 8; i++)
		for (size_t j = i + 1; j < 8; j++)
			assert_string_not_equal(marks[i], marks[j]);
}

static void test_glyph_tables(void **state)
{
	(void)state;
	check_glyphs(caps_glyphs(true), false);
	check_glyphs(caps_glyphs(false), true);
}

static void test_colour_tiers(void **state)
{
	(void)state;
	caps_input in = xterm256();
	assert_int_equal(caps_color_tier(&in), TIER_256);
	in.no_color = "1"; /* NO_COLOR set: off */
	assert_int_equal(caps_color_tier(&in), TIER_NONE);
	in.no_color = ""; /* set but empty: ignored (no-color.org) */
	assert_int_equal(caps_color_tier(&in), TIER_256);
	in.no_color = "1";
	in.color = UI_COLOR_256; /* an explicit --color beats NO_COLOR */
	assert_int_equal(caps_color_tier(&in), TIER_256);
	in.color = UI_COLOR_8;
	assert_int_equal(caps_color_tier(&in), TIER_8);
	in.color = UI_COLOR_OFF;
	in.no_color = NULL;
	assert_int_equal(caps_color_tier(&in), TIER_NONE);
	/* xterm with 8 colours */
	in = xterm256();
	in.colors = 8;
	in.color_pairs = 64;
	assert_int_equal(caps_color_tier(&in), TIER_8);
	in.color = UI_COLOR_256; /* asks for more than there is */
	assert_int_equal(caps_color_tier(&in), TIER_8);
	/* vt100: no colour at all, whatever is asked */
	in = xterm256();
	in.has_colors = false;
	in.colors = 0;
	in.color_pairs = 0;
	assert_int_equal(caps_color_tier(&in), TIER_NONE);
	in.color = UI_COLOR_256;
	assert_int_equal(caps_color_tier(&in), TIER_NONE);
}

/* The mono theme draws without colour whatever the terminal can do; the
 * others as the terminal, --color and NO_COLOR allow, also after mono. */
static void test_theme_tier(void **state)
{
	(void)state;
	caps_input in = xterm256();
	ui_caps c = caps_decide(&in);
	caps_set_theme(&c, THEME_MONO);
	assert_int_equal(c.tier, TIER_NONE);
	caps_set_theme(&c, THEME_PROJECTOR);
	assert_int_equal(c.tier, TIER_256);
	in.no_color = "1";
	c = caps_decide(&in);
	caps_set_theme(&c, THEME_LIGHT); /* NO_COLOR still holds */
	assert_int_equal(c.tier, TIER_NONE);
	in.no_color = NULL;
	in.color = UI_COLOR_8;
	c = caps_decide(&in);
	caps_set_theme(&c, THEME_MONO);
	caps_set_theme(&c, THEME_DARK);
	assert_int_equal(c.tier, TIER_8);
}

static void test_color_names(void **state)
{
	(void)state;
	ui_color_choice c;
	assert_true(ui_color_from_name("auto", &c));
	assert_int_equal(c, UI_COLOR_AUTO);
	assert_true(ui_color_from_name("256", &c));
	assert_int_equal(c, UI_COLOR_256);
	assert_true(ui_color_from_name("8", &c));
	assert_int_equal(c, UI_COLOR_8);
	assert_true(ui_color_from_name("off", &c));
	assert_int_equal(c, UI_COLOR_OFF);
	assert_false(ui_color_from_name("16", &c));
	assert_false(ui_color_from_name("", &c));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_codeset),      cmocka_unit_test(test_glyph_choice),
		cmocka_unit_test(test_glyph_tables), cmocka_unit_test(test_colour_tiers),
		cmocka_unit_test(test_color_names), cmocka_unit_test(test_theme_tier),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
