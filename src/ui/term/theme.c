/* SPDX-License-Identifier: MIT */
/* The colour pairs of a theme (theme.h; the table is palette.c's). */
#define _XOPEN_SOURCE_EXTENDED 1
#include "theme.h"

#include <curses.h>

static attr_t attrs[R_COUNT];

static attr_t curses_attrs(unsigned pa)
{
	attr_t a = 0;
	if (pa & PA_BOLD)
		a |= A_BOLD;
	if (pa & PA_REVERSE)
		a |= A_REVERSE;
	if (pa & PA_UNDERLINE)
		a |= A_UNDERLINE;
	if (pa & PA_DIM)
		a |= A_DIM;
	if (pa & PA_BLINK)
		a |= A_BLINK;
	return a;
}

void theme_init(const ui_caps *caps, theme_id t)
{
	for (int r = 0; r < R_COUNT; r++) {
		const palette_style *s = palette_style_of(t, (role)r);
		if (caps->tier == TIER_NONE) {
			attrs[r] = curses_attrs(s->a_mono);
			continue;
		}
		short fg = caps->tier == TIER_256 ? s->fg256 : s->fg8;
		short bg = caps->tier == TIER_256 ? s->bg256 : s->bg8;
		attrs[r] = curses_attrs(s->a_colour);
		if (fg == PALETTE_DEFAULT && bg == PALETTE_DEFAULT)
			continue;
		init_pair((short)(r + 1), fg, bg);
		attrs[r] |= COLOR_PAIR(r + 1);
	}
	/* A theme with a page of its own (light, projector) paints every cell
	 * not drawn otherwise. */
	bkgdset((chtype)attrs[R_NORMAL] | ' ');
}

unsigned long theme_attr(role r)
{
	return (unsigned long)attrs[r];
}
