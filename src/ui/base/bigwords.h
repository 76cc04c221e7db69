/* SPDX-License-Identifier: MIT */
/* Big words: a sentence in capitals of a block font, wrapped at words into
 * a box at the biggest size that fits, for the presentation layout (the
 * narration, the state and step, the algorithm's marked line) and any
 * caption that must read from the back of a room.
 *
 * The font's glyphs are 5 pixels tall and 1 to 5 wide (proportional: an
 * I is narrower than an M), in capitals only: a 3x5 capital reads where
 * a lower case three pixels high does not.  A size is a pixel of pw
 * columns by ph half-rows; with UTF-8 a character cell shows two
 * vertical pixels (the half blocks), so the smallest size is 2.5 rows
 * tall; in ASCII a pixel is a whole character ('#'), 5 rows tall.  Lines
 * stand two pixels apart, words three.
 *
 * Pure: no curses.  bigwords_plan() wraps the text at its blanks (a word
 * is never cut: a size at which a word does not fit on a line is not
 * used), bigwords_cell() says which halves of a character are ink;
 * draw_big_words() (draw.h) puts a plan on the screen. */
#ifndef KTOUR_UI_BIGWORDS_H
#define KTOUR_UI_BIGWORDS_H

#include <stdbool.h>

#define BIGWORDS_LINES 24 /* lines of one plan */
#define BIGWORDS_TEXT 600 /* bytes of text planned (more is left out) */

typedef struct bigwords {
	int pw, ph;     /* a pixel: pw columns by ph half-rows */
	int rows;       /* the glyphs' height in rows (3 for 2.5, ...) */
	int lines;
	int w, h;       /* columns and rows the plan takes */
	int line_w[BIGWORDS_LINES];       /* each line's width in columns */
	char text[BIGWORDS_TEXT];         /* in glyph codes, lines ended by '\n' */
	int start[BIGWORDS_LINES];        /* each line's offset in text */
} bigwords;

/* Plan text (UTF-8) wrapped at its blanks into a box of w x h characters
 * at the biggest size whose glyphs are at most max_rows rows tall.  False
 * when not even the smallest fits (or the text is empty): the caller
 * draws it as plain text. */
bool bigwords_plan(bigwords *bw, const char *text, int w, int h, int max_rows, bool ascii);

/* The rows text takes at the smallest big size in w columns; 0 when a
 * word is wider than w (the layout reserves room with it). */
int bigwords_rows(const char *text, int w, bool ascii);

/* The rows n lines take at the smallest big size. */
int bigwords_height(int lines, bool ascii);

/* The ink of character (x, y) of a plan, 0 <= x < w, 0 <= y < h: a
 * BIG_* value of bigtext.h (BIG_NONE, BIG_UPPER, BIG_LOWER, BIG_FULL).
 * Each line is centred in the plan's width when centred. */
int bigwords_cell(const bigwords *bw, int x, int y, bool centred);

#endif
