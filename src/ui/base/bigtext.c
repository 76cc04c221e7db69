/* SPDX-License-Identifier: MIT */
/* Big text out of scaled 5-pixel-tall bitmaps (see bigtext.h). */
#include <string.h>

#include "bigtext.h"

#define GLYPH_ROWS 5
#define GAP 1 /* blank pixel columns between glyphs */

typedef struct glyph {
	char c;
	const char *rows[GLYPH_ROWS]; /* '#' ink, '.' blank; all rows one width */
} glyph;

static const glyph glyphs[] = {
	{'0', {"###", "#.#", "#.#", "#.#", "###"}},
	{'1', {".#.", "##.", ".#.", ".#.", "###"}},
	{'2', {"###", "..#", "###", "#..", "###"}},
	{'3', {"###", "..#", ".##", "..#", "###"}},
	{'4', {"#.#", "#.#", "###", "..#", "..#"}},
	{'5', {"###", "#..", "###", "..#", "###"}},
	{'6', {"###", "#..", "###", "#.#", "###"}},
	{'7', {"###", "..#", "..#", ".#.", ".#."}},
	{'8', {"###", "#.#", "###", "#.#", "###"}},
	{'9', {"###", "#.#", "###", "..#", "###"}},
	/* A horse's head facing left: ears, forehead, muzzle and eye, jaw, neck. */
	{BIG_KNIGHT, {"..##.#.", ".######", "###.###", "....###", "..#####"}},
	{BIG_CROSS, {"#...#", ".#.#.", "..#..", ".#.#.", "#...#"}},
	{BIG_RING, {"..#..", ".#.#.", "#...#", ".#.#.", "..#.."}},
	{BIG_DOT, {".###.", "#####", "#####", "#####", ".###."}},
	{BIG_BANG, {"#", "#", "#", ".", "#"}},
	{BIG_STAR, {"...", "#.#", ".#.", "#.#", "..."}},
	/* round a legal move's number in play, which is not a path number */
	{'(', {".#", "#.", "#.", "#.", ".#"}},
	{')', {"#.", ".#", ".#", ".#", "#."}},
};

static const glyph *glyph_of(char c)
{
	for (size_t i = 0; i < sizeof glyphs / sizeof glyphs[0]; i++)
		if (glyphs[i].c == c)
			return &glyphs[i];
	return NULL;
}

void bigtext_glyph_rows(char c, const char *rows[5])
{
	const glyph *g = glyph_of(c);
	for (int i = 0; i < GLYPH_ROWS; i++)
		rows[i] = g ? g->rows[i] : ".";
}

static int glyph_width(const glyph *g)
{
	return (int)strlen(g->rows[0]);
}

/* Width of the text in pixels; 0 when a character has no glyph. */
static int text_pixels(const char *text)
{
	int px = 0;
	for (const char *c = text; *c; c++) {
		const glyph *g = glyph_of(*c);
		if (!g)
			return 0;
		px += glyph_width(g) + (c == text ? 0 : GAP);
	}
	return px;
}

/* Rows of a text at scale k: 5 pixels of k half-rows each. */
static int rows_at(int k)
{
	return (GLYPH_ROWS * k + 1) / 2;
}

/* Columns a text of px pixels takes at scale k with its margins: a blank
 * pixel each side, so that the numbers of two cells side by side stand
 * further apart than the digits of one number (a gap of one pixel). */
static int width_at(int px, int k)
{
	return (px + 2 * GAP) * k;
}

int bigtext_width(const char *text, int h, int maxw, bool ascii)
{
	size_t n = strlen(text);
	int px = n && n <= BIGTEXT_MAX ? text_pixels(text) : 0;
	if (px == 0)
		return 0;
	int best = 0;
	for (int k = 1; rows_at(k) <= h && width_at(px, k) <= maxw; k++)
		if (!ascii || k % 2 == 0)
			best = width_at(px, k);
	return best;
}

bool bigtext_plan(bigtext *bt, const char *text, int w, int h, bool ascii)
{
	return bigtext_plan_max(bt, text, w, h, ascii, w);
}

bool bigtext_plan_max(bigtext *bt, const char *text, int w, int h, bool ascii,
		      int max_scale)
{
	size_t n = strlen(text);
	if (n == 0 || n > BIGTEXT_MAX)
		return false;
	int px = text_pixels(text);
	if (px == 0)
		return false;
	/* A blank pixel each side keeps the square's colour visible. */
	int best = 0;
	for (int k = 1; k <= max_scale && width_at(px, k) <= w; k++) {
		if (rows_at(k) > h)
			break;
		if (ascii && k % 2)
			continue;
		best = k;
	}
	if (best == 0)
		return false;
	memcpy(bt->text, text, n + 1);
	bt->scale = best;
	bt->w = px * best;
	bt->h = rows_at(best);
	return true;
}

/* Is pixel column px, half-row hy of the text ink? */
static bool ink(const bigtext *bt, int px, int hy)
{
	int prow = hy / bt->scale;
	if (prow < 0 || prow >= GLYPH_ROWS)
		return false;
	for (const char *c = bt->text; *c; c++) {
		const glyph *g = glyph_of(*c);
		int gw = glyph_width(g);
		if (px < gw)
			return g->rows[prow][px] == '#';
		px -= gw + GAP;
		if (px < 0)
			return false; /* in the gap */
	}
	return false;
}

int bigtext_cell(const bigtext *bt, int x, int y)
{
	if (x < 0 || y < 0 || x >= bt->w || y >= bt->h)
		return BIG_NONE;
	int px = x / bt->scale;
	return (ink(bt, px, 2 * y) ? BIG_UPPER : 0) | (ink(bt, px, 2 * y + 1) ? BIG_LOWER : 0);
}
