/* SPDX-License-Identifier: MIT */
/* A picture's colours from the theme table (style.h). */
#include "style.h"

#include <math.h>

#define MONO_PAGE 0xffffffu
#define MONO_INK 0x000000u
/* The dim attribute: the ink this far towards the page (the terminal's
 * dim is a fainter ink too). */
#define DIM_BY 0.45

uint32_t pic_mix(uint32_t c, uint32_t to, double by)
{
	uint32_t out = 0;
	for (int shift = 16; shift >= 0; shift -= 8) {
		double a = (c >> shift) & 0xff, b = (to >> shift) & 0xff;
		long v = lround(a + (b - a) * by);
		out |= (uint32_t)(v < 0 ? 0 : v > 255 ? 255 : v) << shift;
	}
	return out;
}

uint32_t pic_page(theme_id t)
{
	if (palette_is_mono(t))
		return MONO_PAGE;
	const palette_style *s = palette_style_of(t, R_NORMAL);
	return palette_rgb256(s->bg256, palette_rgb256(PIC_DARK_PAGE, 0));
}

uint32_t pic_ink(theme_id t)
{
	if (palette_is_mono(t))
		return MONO_INK;
	const palette_style *s = palette_style_of(t, R_NORMAL);
	return palette_rgb256(s->fg256, palette_rgb256(PIC_DARK_INK, 0xffffff));
}

/* The squares of the board (and the heatmap's visited ones), which mono
 * hatches when they stand on a dark square. */
static bool square_role(role r)
{
	return r == R_SQ_DARK || r == R_VIS_DARK || r == R_CAND_DARK || r == R_HEAT_VIS;
}

static pic_look mono_look(theme_id t, role r, bool dark_square)
{
	const palette_style *s = palette_style_of(t, r);
	pic_look lk = {PIC_NO_FILL, MONO_INK, false, false, false};
	if (s->a_mono & PA_REVERSE) {
		lk.fill = MONO_INK;
		lk.ink = MONO_PAGE;
	} else if (square_role(r) && (dark_square || r == R_HEAT_VIS)) {
		lk.fill = MONO_PAGE;
		lk.hatch = true;
	} else if (s->bg256 != PALETTE_DEFAULT) {
		lk.fill = MONO_PAGE; /* a square: white, its mark in black */
	}
	if (s->a_mono & PA_DIM)
		lk.ink = pic_mix(lk.ink, lk.fill == PIC_NO_FILL ? MONO_PAGE : lk.fill, DIM_BY);
	lk.bold = s->a_mono & PA_BOLD;
	lk.underline = s->a_mono & PA_UNDERLINE;
	return lk;
}

pic_look pic_look_of(theme_id t, role r, bool dark_square)
{
	if (palette_is_mono(t))
		return mono_look(t, r, dark_square);
	const palette_style *s = palette_style_of(t, r);
	uint32_t fg = palette_rgb256(s->fg256, pic_ink(t));
	uint32_t bg = palette_rgb256(s->bg256, PIC_NO_FILL);
	pic_look lk = {bg, fg, false, false, false};
	if (s->a_colour & PA_REVERSE) {
		lk.fill = fg;
		lk.ink = bg == PIC_NO_FILL ? pic_page(t) : bg;
	}
	if (s->a_colour & PA_DIM)
		lk.ink = pic_mix(lk.ink, lk.fill == PIC_NO_FILL ? pic_page(t) : lk.fill, DIM_BY);
	lk.bold = s->a_colour & PA_BOLD;
	lk.underline = s->a_colour & PA_UNDERLINE;
	return lk;
}

uint32_t pic_path_colour(theme_id t)
{
	if (palette_is_mono(t))
		return MONO_INK;
	return palette_rgb256(palette_style_of(t, R_PATH)->fg256, pic_ink(t));
}

static int add(uint32_t *out, int n, int max, uint32_t c)
{
	if (c == PIC_NO_FILL || n >= max)
		return n;
	for (int i = 0; i < n; i++)
		if (out[i] == c)
			return n;
	out[n] = c;
	return n + 1;
}

int pic_theme_colours(theme_id t, uint32_t *out, int max)
{
	int n = add(out, 0, max, pic_page(t));
	n = add(out, n, max, pic_ink(t));
	for (int r = 0; r < R_COUNT; r++)
		for (int dark = 0; dark < 2; dark++) {
			pic_look lk = pic_look_of(t, (role)r, dark);
			n = add(out, n, max, lk.fill);
			n = add(out, n, max, lk.ink);
		}
	return n;
}
