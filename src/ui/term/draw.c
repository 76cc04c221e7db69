/* SPDX-License-Identifier: MIT */
/* Drawing helpers. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "draw.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "ktour/escape.h"

static const char *ellipsis = "...";
static bool utf8;
static attr_t invert; /* A_REVERSE while draw_invert() is on */

/* s as the terminal must show it: a control character in a file's name or
 * a message would act on the terminal (ESC ] sets its title), so every
 * text drawn is escaped (ktour/escape.h) before it is measured; escaping
 * twice changes nothing. */
static const char *shown(const char *s, char *buf, size_t len)
{
	if (escape_term_clean(s, 0)) /* nearly always: no copy */
		return s;
	escape_term(buf, len, s, 0);
	return buf;
}

void draw_init(const ui_caps *caps)
{
	ellipsis = caps->utf8 ? "\u2026" : "...";
	utf8 = caps->utf8;
}

bool draw_utf8(void)
{
	return utf8;
}

const char *draw_ellipsis(void)
{
	return ellipsis;
}

void draw_invert(bool on)
{
	invert = on ? A_REVERSE : 0;
}

int draw_str(int y, int x, int maxw, role r, const char *s)
{
	if (maxw <= 0)
		return 0;
	char esc[FIT_LINE_MAX];
	s = shown(s, esc, sizeof esc);
	size_t n = fit_prefix(s, maxw);
	attrset((attr_t)theme_attr(r) ^ invert);
	mvaddnstr(y, x, s, (int)n);
	attrset(A_NORMAL);
	return fit_width(s) < maxw ? fit_width(s) : maxw;
}

int draw_text(int y, int x, int maxw, role r, const char *s)
{
	if (maxw <= 0)
		return 0;
	char esc[FIT_LINE_MAX];
	s = shown(s, esc, sizeof esc);
	if (fit_width(s) <= maxw)
		return draw_str(y, x, maxw, r, s);
	char cut[FIT_LINE_MAX];
	fit_cut(s, maxw, ellipsis, cut, sizeof cut);
	return draw_str(y, x, maxw, r, cut);
}

int draw_wrap(int y, int x, int w, int rows, role r, const char *s)
{
	fit_line lines[8];
	if (rows > 8)
		rows = 8;
	if (rows < 1 || w < 1)
		return 0;
	char esc[FIT_LINE_MAX];
	int n = fit_wrap(shown(s, esc, sizeof esc), w, w, rows, ellipsis, lines);
	for (int i = 0; i < n; i++)
		draw_str(y + i, x, w, r, lines[i].text);
	return n;
}

void draw_line_add(draw_line *l, role r, const char *s)
{
	if (l->n == DRAW_LINE_PIECES)
		return;
	l->piece[l->n].r = r;
	escape_term(l->piece[l->n].text, sizeof l->piece[l->n].text, s, 0);
	l->n++;
}

int draw_line_show(const draw_line *l, int y, int x, int w)
{
	int total = 0, used = 0, ew = fit_width(ellipsis);
	for (int i = 0; i < l->n; i++)
		total += fit_width(l->piece[i].text);
	for (int i = 0; i < l->n && used < w; i++) {
		const char *s = l->piece[i].text;
		int pw = fit_width(s), room = w - used;
		/* Whole while the rest fits, or while the ellipsis still fits
		 * after it. */
		if (total <= w || pw + ew <= room) {
			used += draw_str(y, x + used, room, l->piece[i].r, s);
			continue;
		}
		char cut[sizeof l->piece[i].text + 8];
		fit_cut_mark(s, room, ellipsis, cut, sizeof cut);
		used += draw_str(y, x + used, room, l->piece[i].r, cut);
		break;
	}
	return used;
}

void draw_fill(int y, int x, int w, role r)
{
	if (w <= 0)
		return;
	attrset((attr_t)theme_attr(r) ^ invert);
	mvhline(y, x, ' ', w);
	attrset(A_NORMAL);
}

void draw_box(rect r, const glyphs *g, role border, const char *title)
{
	if (r.w < 2 || r.h < 2)
		return;
	int right = r.x + r.w - 1, bottom = r.y + r.h - 1;
	draw_str(r.y, r.x, 1, border, g->tl);
	draw_str(r.y, right, 1, border, g->tr);
	draw_str(bottom, r.x, 1, border, g->bl);
	draw_str(bottom, right, 1, border, g->br);
	for (int x = r.x + 1; x < right; x++) {
		draw_str(r.y, x, 1, border, g->h);
		draw_str(bottom, x, 1, border, g->h);
	}
	for (int y = r.y + 1; y < bottom; y++) {
		draw_str(y, r.x, 1, border, g->v);
		draw_str(y, right, 1, border, g->v);
	}
	if (title && title[0] && r.w > 6) {
		int at = r.x + 1;
		at += draw_str(r.y, at, 1, border, " ");
		at += draw_text(r.y, at, r.w - 4, R_TITLE, title);
		draw_str(r.y, at, 1, border, " ");
	}
}

void draw_centred(int y, int x, int w, role r, const char *s)
{
	char esc[FIT_LINE_MAX];
	s = shown(s, esc, sizeof esc);
	int n = fit_width(s);
	if (n > w)
		n = w;
	draw_text(y, x + (w - n) / 2, w, r, s);
}
