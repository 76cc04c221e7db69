/* SPDX-License-Identifier: MIT */
/* Capability decisions and the two glyph tables (no curses). */
#include "caps.h"

#include <ctype.h>
#include <string.h>

static const glyphs glyphs_utf8 = {
	.knight = "\u265e",  /* ♞ */
	.visited = "\u2022", /* • */
	.cand = "\u25e6",    /* ◦ */
	.next = "\u25c9",    /* ◉ */
	.retreat = "\u00d7", /* × */
	.forced = "!",
	.dead = "\u2717",    /* ✗ */
	.dark = "\u00b7",    /* · */
	.h = "\u2500", .v = "\u2502",
	.tl = "\u250c", .tr = "\u2510", .bl = "\u2514", .br = "\u2518",
	.cur_l = "[", .cur_r = "]",
	.arrow = "\u2192",   /* → */
	.more_up = "\u2191", /* ↑ */
	.dot = "\u00b7",
	.mark = "\u25b6",    /* ▶ */
};

static const glyphs glyphs_ascii = {
	.knight = "N",
	.visited = "o",
	.cand = "+",
	.next = "@",
	.retreat = "x",
	.forced = "!",
	.dead = "X",
	.dark = ".",
	.h = "-", .v = "|",
	.tl = "+", .tr = "+", .bl = "+", .br = "+",
	.cur_l = "[", .cur_r = "]",
	.arrow = "->",
	.more_up = "^",
	.dot = "|",
	.mark = ">",
};

const glyphs *caps_glyphs(bool utf8)
{
	return utf8 ? &glyphs_utf8 : &glyphs_ascii;
}

bool caps_codeset_is_utf8(const char *codeset)
{
	if (!codeset)
		return false;
	char norm[16];
	size_t n = 0;
	for (const char *p = codeset; *p && n + 1 < sizeof norm; p++)
		if (*p != '-' && *p != '_')
			norm[n++] = (char)tolower((unsigned char)*p);
	norm[n] = '\0';
	return strcmp(norm, "utf8") == 0;
}

color_tier caps_color_tier(const caps_input *in)
{
	/* Eight colours with a handful of pairs is the least we can draw with. */
	bool can8 = in->has_colors && in->colors >= 8 && in->color_pairs >= 16;
	bool can256 = can8 && in->colors >= 256 && in->color_pairs >= 64;
	switch (in->color) {
	case UI_COLOR_OFF:
		return TIER_NONE;
	case UI_COLOR_256:
		return can256 ? TIER_256 : can8 ? TIER_8 : TIER_NONE;
	case UI_COLOR_8:
		return can8 ? TIER_8 : TIER_NONE;
	case UI_COLOR_AUTO:
	default:
		/* https://no-color.org: set and not empty turns colour off. */
		if (in->no_color && in->no_color[0])
			return TIER_NONE;
		return can256 ? TIER_256 : can8 ? TIER_8 : TIER_NONE;
	}
}

ui_caps caps_decide(const caps_input *in)
{
	ui_caps c;
	c.utf8 = !in->ascii_flag && caps_codeset_is_utf8(in->codeset);
	c.tier = c.term_tier = caps_color_tier(in);
	c.mouse = false;
	c.g = caps_glyphs(c.utf8);
	return c;
}

void caps_set_theme(ui_caps *c, theme_id t)
{
	c->tier = palette_is_mono(t) ? TIER_NONE : c->term_tier;
}
