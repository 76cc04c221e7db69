/* SPDX-License-Identifier: MIT */
/* Big words in a 5-pixel block font (bigwords.h). */
#include "bigwords.h"

#include <string.h>

#include "bigtext.h"

#define GLYPH_ROWS 5
#define LINE_GAP 2 /* blank pixel rows between lines */
#define CH_ARROW '\x01'
#define CH_KNIGHT '\x02'
#define CH_MIDDOT '\x03'

typedef struct glyph {
	char c;
	const char *rows[GLYPH_ROWS]; /* '#' ink, '.' blank; all rows one width */
} glyph;

/* Capitals, digits and the punctuation of the explorer's sentences. */
static const glyph font[] = {
	{' ', {".", ".", ".", ".", "."}},
	{'A', {".#.", "#.#", "###", "#.#", "#.#"}},
	{'B', {"##.", "#.#", "##.", "#.#", "##."}},
	{'C', {".##", "#..", "#..", "#..", ".##"}},
	{'D', {"##.", "#.#", "#.#", "#.#", "##."}},
	{'E', {"###", "#..", "##.", "#..", "###"}},
	{'F', {"###", "#..", "##.", "#..", "#.."}},
	{'G', {".##.", "#...", "#.##", "#..#", ".##."}},
	{'H', {"#.#", "#.#", "###", "#.#", "#.#"}},
	{'I', {"###", ".#.", ".#.", ".#.", "###"}},
	{'J', {"..#", "..#", "..#", "#.#", ".#."}},
	{'K', {"#..#", "#.#.", "##..", "#.#.", "#..#"}},
	{'L', {"#..", "#..", "#..", "#..", "###"}},
	{'M', {"#...#", "##.##", "#.#.#", "#...#", "#...#"}},
	{'N', {"#..#", "##.#", "#.##", "#..#", "#..#"}},
	{'O', {".##.", "#..#", "#..#", "#..#", ".##."}},
	{'P', {"##.", "#.#", "##.", "#..", "#.."}},
	{'Q', {".##.", "#..#", "#..#", "#.#.", ".#.#"}},
	{'R', {"##.", "#.#", "##.", "#.#", "#.#"}},
	{'S', {".##", "#..", ".#.", "..#", "##."}},
	{'T', {"###", ".#.", ".#.", ".#.", ".#."}},
	{'U', {"#.#", "#.#", "#.#", "#.#", ".##"}},
	{'V', {"#.#", "#.#", "#.#", "#.#", ".#."}},
	{'W', {"#...#", "#...#", "#.#.#", "##.##", "#...#"}},
	{'X', {"#.#", "#.#", ".#.", "#.#", "#.#"}},
	{'Y', {"#.#", "#.#", ".#.", ".#.", ".#."}},
	{'Z', {"###", "..#", ".#.", "#..", "###"}},
	{'.', {".", ".", ".", ".", "#"}},
	{',', {"..", "..", "..", ".#", "#."}},
	{':', {".", "#", ".", "#", "."}},
	{';', {"..", ".#", "..", ".#", "#."}},
	{'!', {"#", "#", "#", ".", "#"}},
	{'?', {"###", "..#", ".#.", "...", ".#."}},
	{'\'', {"#", "#", ".", ".", "."}},
	{'"', {"#.#", "#.#", "...", "...", "..."}},
	{'(', {".#", "#.", "#.", "#.", ".#"}},
	{')', {"#.", ".#", ".#", ".#", "#."}},
	{'[', {"##", "#.", "#.", "#.", "##"}},
	{']', {"##", ".#", ".#", ".#", "##"}},
	{'-', {"...", "...", "###", "...", "..."}},
	{'+', {"...", ".#.", "###", ".#.", "..."}},
	{'=', {"...", "###", "...", "###", "..."}},
	{'/', {"..#", "..#", ".#.", "#..", "#.."}},
	{'*', {"...", "#.#", ".#.", "#.#", "..."}},
	{'%', {"#.#", "..#", ".#.", "#..", "#.#"}},
	{'#', {"#.#", "###", "#.#", "###", "#.#"}},
	{'<', {"..#", ".#.", "#..", ".#.", "..#"}},
	{'>', {"#..", ".#.", "..#", ".#.", "#.."}},
	{'_', {"...", "...", "...", "...", "###"}},
	{'&', {".#.", "#.#", ".#.", "#.#", ".##"}},
	{'@', {"###", "#.#", "#.#", "#..", "###"}},
	{'|', {"#", "#", "#", "#", "#"}},
	{'^', {".#.", "#.#", "...", "...", "..."}},
	{CH_ARROW, {"..#..", "...#.", "#####", "...#.", "..#.."}},
	{CH_MIDDOT, {".", ".", "#", ".", "."}},
	/* the knight's head of bigtext.c */
	{CH_KNIGHT, {"..##.#.", ".######", "###.###", "....###", "..#####"}},
};

/* Pixel sizes, smallest first: UTF-8 half blocks, then ASCII '#'. */
static const int sizes_utf8[][2] = {{1, 1}, {2, 2}, {3, 3}, {4, 4}};
static const int sizes_ascii[][2] = {{1, 2}, {2, 4}};

static const glyph *index_of[128];

/* The digits are the board's numerals (bigtext.c), one drawing of each. */
static glyph digits[10];

static const glyph *glyph_of(char c)
{
	if (!index_of[' ']) {
		for (size_t i = 0; i < sizeof font / sizeof font[0]; i++)
			index_of[(unsigned char)font[i].c] = &font[i];
		for (int d = 0; d < 10; d++) {
			digits[d].c = (char)('0' + d);
			bigtext_glyph_rows((char)('0' + d), digits[d].rows);
			index_of['0' + d] = &digits[d];
		}
	}
	const glyph *g = (unsigned char)c < 128 ? index_of[(unsigned char)c] : NULL;
	return g ? g : index_of['?'];
}

static int glyph_w(char c)
{
	return (int)strlen(glyph_of(c)->rows[0]);
}

/* One UTF-8 character at *s to glyph codes in out (at most 3); returns
 * the bytes read. */
static int to_glyphs(const char *s, char *out, int *n)
{
	static const struct {
		const char *utf8, *as;
	} map[] = {
		{"\u2192", "\x01"}, {"\u265e", "\x02"}, {"\u00b7", "\x03"}, {"\u2022", "\x03"},
		{"\u00d7", "X"},    {"\u2717", "X"},    {"\u2026", "..."},  {"\u2014", "-"},
		{"\u2013", "-"},    {"\u25b6", ">"},    {"\u2070", "0"},    {"\u00b9", "1"},
		{"\u00b2", "2"},    {"\u00b3", "3"},    {"\u2074", "4"},    {"\u2075", "5"},
		{"\u2076", "6"},    {"\u2077", "7"},    {"\u2078", "8"},    {"\u2079", "9"},
		{"\u2191", "^"},    {"\u25c9", "@"},    {"\u25e6", "O"},
	};
	unsigned char c = (unsigned char)*s;
	if (c < 0x80) {
		out[0] = c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c < ' ' ? ' ' : (char)c;
		*n = 1;
		return 1;
	}
	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++) {
		size_t k = strlen(map[i].utf8);
		if (strncmp(s, map[i].utf8, k) == 0) {
			*n = (int)strlen(map[i].as);
			memcpy(out, map[i].as, (size_t)*n);
			return (int)k;
		}
	}
	int len = 1; /* an unknown character: its bytes, one '?' */
	while ((s[len] & 0xC0) == 0x80)
		len++;
	out[0] = '?';
	*n = 1;
	return len;
}

/* text as glyph codes, blanks collapsed, none at the ends. */
static void normalise(const char *text, char *out, size_t len)
{
	size_t at = 0;
	for (const char *p = text; *p && at + 4 < len;) {
		char g[4];
		int n;
		p += to_glyphs(p, g, &n);
		for (int i = 0; i < n; i++) {
			if (g[i] == ' ' && (at == 0 || out[at - 1] == ' '))
				continue;
			out[at++] = g[i];
		}
	}
	while (at > 0 && out[at - 1] == ' ')
		at--;
	out[at] = '\0';
}

/* Pixels of glyph codes s[0..n): the glyphs and a pixel between each. */
static int pixels(const char *s, int n)
{
	int px = 0;
	for (int i = 0; i < n; i++)
		px += glyph_w(s[i]) + (i > 0);
	return px;
}

/* Wrap the normalised text at its blanks into lines of w columns at a
 * pixel of pw columns; false when a word does not fit a line or there
 * are too many lines. */
static bool wrap(bigwords *bw, const char *norm, int w, int pw)
{
	size_t at = 0, n = strlen(norm);
	bw->lines = 0;
	bw->w = 0;
	const char *p = norm;
	while (*p) {
		const char *end = p, *fit = NULL;
		/* the longest run of whole words from p that fits */
		while (*end) {
			const char *we = strchr(end, ' ');
			if (!we)
				we = norm + n;
			if (pixels(p, (int)(we - p)) * pw > w)
				break;
			fit = we;
			end = *we ? we + 1 : we;
		}
		if (!fit || bw->lines == BIGWORDS_LINES || at + (size_t)(fit - p) + 2 > sizeof bw->text)
			return false;
		bw->start[bw->lines] = (int)at;
		bw->line_w[bw->lines] = pixels(p, (int)(fit - p)) * pw;
		if (bw->line_w[bw->lines] > bw->w)
			bw->w = bw->line_w[bw->lines];
		memcpy(bw->text + at, p, (size_t)(fit - p));
		at += (size_t)(fit - p);
		bw->text[at++] = '\n';
		bw->lines++;
		p = *fit ? fit + 1 : fit;
	}
	bw->text[at] = '\0';
	return bw->lines > 0;
}

/* Rows of n lines at a pixel of ph half-rows. */
static int rows_of(int n, int ph)
{
	int half = ((n - 1) * (GLYPH_ROWS + LINE_GAP) + GLYPH_ROWS) * ph;
	return (half + 1) / 2;
}

static bool plan_at(bigwords *bw, const char *norm, int w, int h, int pw, int ph)
{
	if (!wrap(bw, norm, w, pw))
		return false;
	bw->pw = pw;
	bw->ph = ph;
	bw->rows = rows_of(1, ph);
	bw->h = rows_of(bw->lines, ph);
	return bw->h <= h;
}

bool bigwords_plan(bigwords *bw, const char *text, int w, int h, int max_rows, bool ascii)
{
	char norm[BIGWORDS_TEXT];
	normalise(text, norm, sizeof norm);
	memset(bw, 0, sizeof *bw);
	if (!norm[0])
		return false;
	const int(*sz)[2] = ascii ? sizes_ascii : sizes_utf8;
	int n = ascii ? (int)(sizeof sizes_ascii / sizeof sizes_ascii[0])
		      : (int)(sizeof sizes_utf8 / sizeof sizes_utf8[0]);
	for (int i = n - 1; i >= 0; i--)
		if (rows_of(1, sz[i][1]) <= max_rows && plan_at(bw, norm, w, h, sz[i][0], sz[i][1]))
			return true;
	memset(bw, 0, sizeof *bw);
	return false;
}

int bigwords_rows(const char *text, int w, bool ascii)
{
	static bigwords bw; /* big: not on the stack of every layout try */
	char norm[BIGWORDS_TEXT];
	normalise(text, norm, sizeof norm);
	const int *sz = ascii ? sizes_ascii[0] : sizes_utf8[0];
	if (!norm[0] || !wrap(&bw, norm, w, sz[0]))
		return 0;
	return rows_of(bw.lines, sz[1]);
}

int bigwords_height(int lines, bool ascii)
{
	return lines > 0 ? rows_of(lines, ascii ? sizes_ascii[0][1] : sizes_utf8[0][1]) : 0;
}

/* Is pixel (px, prow) of line li ink? */
static bool ink(const bigwords *bw, int li, int px, int prow)
{
	for (const char *c = bw->text + bw->start[li]; *c && *c != '\n'; c++) {
		const glyph *g = glyph_of(*c);
		int gw = (int)strlen(g->rows[0]);
		if (px < gw)
			return g->rows[prow][px] == '#';
		px -= gw + 1;
		if (px < 0)
			return false; /* between two glyphs */
	}
	return false;
}

/* Is half-row hy, column x of the plan ink? */
static bool ink_at(const bigwords *bw, int x, int hy, bool centred)
{
	int pitch = (GLYPH_ROWS + LINE_GAP) * bw->ph, li = hy / pitch;
	int prow = hy % pitch / bw->ph;
	if (li >= bw->lines || prow >= GLYPH_ROWS)
		return false;
	int off = centred ? (bw->w - bw->line_w[li]) / 2 : 0;
	if (x < off || x >= off + bw->line_w[li])
		return false;
	return ink(bw, li, (x - off) / bw->pw, prow);
}

int bigwords_cell(const bigwords *bw, int x, int y, bool centred)
{
	if (x < 0 || y < 0 || x >= bw->w || y >= bw->h)
		return BIG_NONE;
	return (ink_at(bw, x, 2 * y, centred) ? BIG_UPPER : 0) |
	       (ink_at(bw, x, 2 * y + 1, centred) ? BIG_LOWER : 0);
}
