/* SPDX-License-Identifier: MIT */
/* What the board and the heatmap share: a grid of cells in a box with
 * rank numbers left of it and file letters in its bottom edge, and the
 * drawing of one cell -- its label in the middle, or, when the cell is big
 * enough, the label in big numerals (bigtext.h) with the square's colour
 * around them. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "view_grid.h"

#include <stdio.h>
#include <string.h>

#include "ui/base/bigtext.h"
#include "ktour/square.h"

/* The characters of one row of planned big text. */
static void big_row(const bigtext *bt, int y, bool utf8, char *out, size_t len)
{
	static const char *const utf[4] = {" ", "\u2580", "\u2584", "\u2588"};
	size_t at = 0;
	for (int x = 0; x < bt->w && at + 4 < len; x++) {
		int ink = bigtext_cell(bt, x, y);
		const char *c = utf8 ? utf[ink] : ink ? "#" : " ";
		size_t n = strlen(c);
		memcpy(out + at, c, n);
		at += n;
	}
	out[at] = '\0';
}

/* Without colour a dark square is dotted, so that the chequer shows
 * around big text too. */
static void mono_dots(const ui_frame *f, int y, int x, int cw, int ch, role r)
{
	for (int i = 0; i < ch; i++)
		for (int j = (i & 1); j < cw; j += 2)
			draw_str(y + i, x + j, 1, r, f->caps->g->dark);
}

/* One cell at (y, x); labels are drawn big at scale `big` where they fit
 * at it (0: never), else plain: one height for all the board's big text
 * (a knight wider than the heatmap's digits, play's "(3)", stay small). */
static void grid_cell(const ui_frame *f, const grid *g, int y, int x, role r,
		      const cell_look *look, int big)
{
	int cw = g->cw, ch = g->ch;
	bool dots = look->dark && !look->invert && f->caps->tier == TIER_NONE &&
		    ch >= GRID_BIG_MIN_ROWS;
	for (int i = 0; i < ch; i++)
		draw_fill(y + i, x, cw, r);
	bigtext bt;
	if (big && look->big[0] &&
	    bigtext_plan_max(&bt, look->big, cw, ch - 1, !f->caps->utf8, big) && bt.scale == big) {
		int by = y + (ch - bt.h) / 2, bx = x + (cw - bt.w) / 2;
		if (dots) { /* a blank margin, a pixel wide, round the ink */
			mono_dots(f, y, x, cw, ch, r);
			int mx = bx - bt.scale < x ? x : bx - bt.scale;
			int mw = bx + bt.w + bt.scale > x + cw ? x + cw - mx : bx + bt.w + bt.scale - mx;
			for (int i = -1; i <= bt.h; i++)
				if (by + i >= y && by + i < y + ch)
					draw_fill(by + i, mx, mw, r);
		}
		char row[BIGTEXT_MAX * 8 * 40];
		for (int i = 0; i < bt.h; i++) {
			big_row(&bt, i, f->caps->utf8, row, sizeof row);
			draw_str(by + i, bx, bt.w, r, row);
		}
		return;
	}
	if (dots)
		mono_dots(f, y, x, cw, ch, r);
	int n = fit_width(look->label);
	if (n > cw)
		n = cw;
	int ly = y + (ch - 1) / 2, lx = x + (cw - n + 1) / 2;
	if (dots && n > 0) { /* a blank each side of the label, in the cell */
		int from = lx > x ? lx - 1 : lx, to = lx + n < x + cw ? lx + n + 1 : lx + n;
		draw_fill(ly, from, to - from, r);
	}
	draw_str(ly, lx, cw, r, look->label);
}

void grid_frame(const ui_frame *f, const grid *g, const char *title)
{
	const ui_layout *l = f->lay;
	const board *b = f->v.b;
	char name[16];
	draw_box(g->box, f->caps->g, R_BORDER, title);
	for (int i = 0; i < l->vis_rows; i++) {
		snprintf(name, sizeof name, "%*d", l->rank_w, b->rows - (f->top + i));
		draw_str(g->cells_y + i * g->ch + (g->ch - 1) / 2, g->panel.x, l->rank_w, R_LABEL,
			 name);
	}
	int bottom = g->box.y + g->box.h - 1, free_from = g->cells_x;
	int end = g->cells_x + l->vis_cols * g->cw;
	for (int j = 0; j < l->vis_cols; j++) {
		int n = square_file_name(f->left + j, name, sizeof name);
		int x = g->cells_x + j * g->cw + (g->cw - n) / 2;
		if (x < free_from || x + n > end)
			continue;
		draw_str(bottom, x, n, R_LABEL, name);
		free_from = x + n + 1;
	}
}

void grid_cells(const ui_frame *f, const grid *g, grid_look_fn look, const void *ctx,
		const char *widest)
{
	const ui_layout *l = f->lay;
	const board *b = f->v.b;
	bigtext bt;
	int big = g->ch >= GRID_BIG_MIN_ROWS &&
				  bigtext_plan(&bt, widest, g->cw, g->ch - 1, !f->caps->utf8)
			  ? bt.scale
			  : 0;
	for (int i = 0; i < l->vis_rows; i++) {
		int r = f->top + i;
		for (int j = 0; j < l->vis_cols; j++) {
			int c = f->left + j;
			cell_look lk;
			memset(&lk, 0, sizeof lk);
			lk.dark = (r + c) & 1;
			role ro = look(f, ctx, board_sq(b, r, c), &lk);
			draw_invert(lk.invert);
			grid_cell(f, g, g->cells_y + i * g->ch, g->cells_x + j * g->cw, ro, &lk, big);
			draw_invert(false);
		}
	}
}
