/* Drawing helpers. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "draw.h"

#include <curses.h>
#include <string.h>

int draw_width(const char *s)
{
	int n = 0;
	for (; *s; s++)
		n += ((unsigned char)*s & 0xC0) != 0x80;
	return n;
}

int draw_str(int y, int x, int maxw, role r, const char *s)
{
	if (maxw <= 0)
		return 0;
	/* Bytes of the first maxw code points. */
	int cols = 0;
	const char *p = s;
	while (*p) {
		if (((unsigned char)*p & 0xC0) != 0x80) {
			if (cols == maxw)
				break;
			cols++;
		}
		p++;
	}
	attrset((attr_t)theme_attr(r));
	mvaddnstr(y, x, s, (int)(p - s));
	attrset(A_NORMAL);
	return cols;
}

void draw_fill(int y, int x, int w, role r)
{
	if (w <= 0)
		return;
	attrset((attr_t)theme_attr(r));
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
	if (title && r.w > 4) {
		int at = r.x + 1;
		at += draw_str(r.y, at, 1, border, " ");
		at += draw_str(r.y, at, r.w - 4, R_TITLE, title);
		draw_str(r.y, at, 1, border, " ");
	}
}

void draw_centred(int y, int x, int w, role r, const char *s)
{
	int n = draw_width(s);
	if (n > w)
		n = w;
	draw_str(y, x + (w - n) / 2, w, r, s);
}
