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
	/* A horse's head facing left: ears, forehead, muzzle, neck, base. */
	{BIG_KNIGHT, {"..#.#", ".####", "#####", "..###", ".####"}},
	{BIG_CROSS, {"#...#", ".#.#.", "..#..", ".#.#.", "#...#"}},
	{BIG_RING, {".###.", "#...#", "#...#", "#...#", ".###."}},
	{BIG_DOT, {".###.", "#####", "#####", "#####", ".###."}},
	{BIG_BANG, {"#", "#", "#", ".", "#"}},
};

static const glyph *glyph_of(char c)
{
	for (size_t i = 0; i < sizeof glyphs / sizeof glyphs[0]; i++)
		if (glyphs[i].c == c)
			return &glyphs[i];
	return NULL;
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

bool bigtext_plan(bigtext *bt, const char *text, int w, int h, bool ascii)
{
	size_t n = strlen(text);
	if (n == 0 || n > BIGTEXT_MAX)
		return false;
	int px = text_pixels(text);
	if (px == 0)
		return false;
	/* One blank column each side keeps the square's colour visible. */
	int room = w - 2;
	int best = 0;
	for (int k = 1; px * k <= room; k++) {
		int rows = (GLYPH_ROWS * k + 1) / 2;
		if (rows > h)
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
	bt->h = (GLYPH_ROWS * best + 1) / 2;
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
