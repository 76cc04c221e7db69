/* SPDX-License-Identifier: MIT */
/* The colours and attributes of a picture, from the terminal's theme
 * table (ui/base/palette.h), so that a picture shows what the explorer
 * shows in the same theme, colour for colour: a role's 256-colour
 * foreground and background as xterm draws them (palette_rgb256), its
 * colour-tier attributes (bold, reverse, underline, dim).  The mono theme
 * is black on white with the attributes the terminal uses without colour,
 * and dark squares hatched instead of tinted.  No cairo, no curses. */
#ifndef KTOUR_UI_PICTURE_STYLE_H
#define KTOUR_UI_PICTURE_STYLE_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/base/palette.h"

/* A colour 0xRRGGBB; PIC_NO_FILL where nothing is painted under text. */
#define PIC_NO_FILL UINT32_MAX

/* The dark theme draws on the terminal's own background, which is no
 * colour of the table: pictures take these xterm colours for it (a near
 * black page, a light grey ink). */
#define PIC_DARK_PAGE 234
#define PIC_DARK_INK 252

typedef struct pic_look {
	uint32_t fill;  /* under the text or glyph (a square's colour), or PIC_NO_FILL */
	uint32_t ink;   /* the text or glyph */
	bool bold, underline;
	bool hatch;     /* mono: a dark square, hatched in ink */
} pic_look;

/* The page and the plain text of theme t. */
uint32_t pic_page(theme_id t);
uint32_t pic_ink(theme_id t);

/* How role r looks in theme t.  `dark_square` says the role stands on a
 * dark square of the board (mono hatches those). */
pic_look pic_look_of(theme_id t, role r, bool dark_square);

/* The colour of a tour's line through its squares in theme t: the
 * theme's R_PATH ink (mono: black). */
uint32_t pic_path_colour(theme_id t);

/* Every colour a picture of theme t paints on purpose (the page first,
 * then each role's fill and ink, no repeats), into out[0..max-1];
 * returns how many.  The GIF encoder puts them first in its palette so
 * that they stay exact. */
int pic_theme_colours(theme_id t, uint32_t *out, int max);

/* c with each channel moved the fraction `by` (0..1) towards `to`. */
uint32_t pic_mix(uint32_t c, uint32_t to, double by);

#endif
