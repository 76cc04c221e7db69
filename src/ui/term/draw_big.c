/* SPDX-License-Identifier: MIT */
/* Big words on the screen (draw.h; the font and the wrapping are
 * bigwords.c's). */
#define _XOPEN_SOURCE_EXTENDED 1
#include <string.h>

#include "ui/base/bigtext.h"
#include "ui/base/bigwords.h"
#include "draw.h"

/* Row y of a plan as characters: the half blocks, or '#' in ASCII. */
static void plan_row(const bigwords *bw, int y, bool centre, char *out, size_t len)
{
	static const char *const half[4] = {" ", "\u2580", "\u2584", "\u2588"};
	size_t at = 0;
	for (int x = 0; x < bw->w && at + 4 < len; x++) {
		int ink = bigwords_cell(bw, x, y, centre);
		const char *c = draw_utf8() ? half[ink] : ink ? "#" : " ";
		size_t n = strlen(c);
		memcpy(out + at, c, n);
		at += n;
	}
	out[at] = '\0';
}

int draw_big_words(rect r, role ro, const char *text, int max_rows, bool centre)
{
	static bigwords bw;
	if (r.w < 1 || r.h < 1)
		return 0;
	if (!bigwords_plan(&bw, text, r.w, r.h, max_rows, !draw_utf8())) {
		if (!centre || fit_width(text) > r.w)
			return draw_wrap(r.y, r.x, r.w, r.h, ro, text);
		draw_centred(r.y, r.x, r.w, ro, text);
		return 1;
	}
	char row[FIT_LINE_MAX];
	int x = r.x + (centre ? (r.w - bw.w) / 2 : 0);
	for (int y = 0; y < bw.h; y++) {
		plan_row(&bw, y, centre, row, sizeof row);
		draw_str(r.y + y, x, bw.w, ro, row);
	}
	return bw.h;
}

bool draw_big_words_fit(rect r, const char *text, int max_rows, int *rows, int *w, int *h)
{
	static bigwords bw;
	if (r.w < 1 || r.h < 1 || !bigwords_plan(&bw, text, r.w, r.h, max_rows, !draw_utf8()))
		return false;
	*rows = bw.rows;
	*w = bw.w;
	*h = bw.h;
	return true;
}
