/* SPDX-License-Identifier: MIT */
/* Big text: move numbers, the knight and the board's marks drawn several
 * rows tall out of block characters, so a board on a projector reads from
 * the back of the room.
 *
 * Each glyph is a small bitmap (5 pixels tall).  A plan scales the bitmaps
 * by k: a pixel becomes k columns wide and k half-rows tall, which keeps
 * pixels roughly square on a terminal whose characters are twice as tall
 * as wide.  With UTF-8 a character cell shows two vertical pixels (the
 * half blocks), so every k works; in ASCII only even k are used, where
 * each character is wholly ink or wholly blank.
 *
 * Pure: no curses.  The board view plans once per cell size and asks, for
 * every character of the cell, which of its halves are ink. */
#ifndef KTOUR_UI_BIGTEXT_H
#define KTOUR_UI_BIGTEXT_H

#include <stdbool.h>

/* Glyphs besides the digits '0'..'9' and the parentheses '(' ')'. */
#define BIG_KNIGHT 'K' /* the knight's head */
#define BIG_CROSS 'x'  /* just backtracked from */
#define BIG_RING 'o'   /* an untried candidate: a hollow diamond, which no
			  numeral or letter looks like */
#define BIG_DOT '@'    /* the candidate tried next */
#define BIG_BANG '!'   /* a forced square */
#define BIG_STAR '*'   /* after a number: not a Warnsdorff move (replay) */

#define BIGTEXT_MAX 8  /* glyphs in one text */

/* The ink of one character: its upper half, its lower half, both or none. */
enum { BIG_NONE = 0, BIG_UPPER = 1, BIG_LOWER = 2, BIG_FULL = 3 };

typedef struct bigtext {
	char text[BIGTEXT_MAX + 1];
	int scale; /* k: pixel = k columns x k half-rows */
	int w, h;  /* size in characters */
} bigtext;

/* Plan `text` (digits and the glyphs above) as large as fits in a box of
 * w x h characters, leaving a blank pixel (k columns) each side, so the
 * square's colour shows around it and two numbers side by side stand
 * further apart than two digits of one.  False when not even the smallest big size fits
 * (3 rows), or the text is empty, too long or has a character with no
 * glyph: then the caller draws plain text. */
bool bigtext_plan(bigtext *bt, const char *text, int w, int h, bool ascii);
/* The same at scale max_scale at most: every label of a board at the
 * scale of its widest number, so that one board has one numeral height. */
bool bigtext_plan_max(bigtext *bt, const char *text, int w, int h, bool ascii,
		      int max_scale);

/* The narrowest box width, at most maxw, in which `text` is planned at
 * the biggest scale that fits h rows and maxw columns; 0 when none does
 * (the layout widens cells by it). */
int bigtext_width(const char *text, int h, int maxw, bool ascii);

/* The ink of character (x, y) of a planned text, 0 <= x < w, 0 <= y < h:
 * BIG_NONE, BIG_UPPER, BIG_LOWER or BIG_FULL. */
int bigtext_cell(const bigtext *bt, int x, int y);

/* The 5 rows of the bitmap of glyph c ('#' ink, '.' blank; "." each when
 * it has none): the big words (bigwords.c) draw their digits with these. */
void bigtext_glyph_rows(char c, const char *rows[5]);

#endif
