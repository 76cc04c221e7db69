/* Pure layout computation. */
#include "layout.h"

#include <string.h>

/* Cell sizes from small to big; a terminal cell is about twice as tall as
 * wide, so w = 2h is a square cell. */
static const struct {
	int w, h;
} cells[] = {{1, 1}, {2, 1}, {3, 1}, {4, 2}, {5, 2}, {6, 3}, {8, 4},
	     {10, 5}, {12, 6}, {14, 7}, {16, 8}, {20, 10}};
#define NCELLS ((int)(sizeof cells / sizeof cells[0]))

/* Beyond this the stack gains nothing, so a wider heatmap may take it. */
#define STACK_COMFORT 40

int layout_digits(long n)
{
	int d = 1;
	while (n >= 10) {
		n /= 10;
		d++;
	}
	return d;
}

/* The heatmap panel's width: its cells, or the legend "0 1 ... 8". */
static int heat_width(int bcols, int hw)
{
	int w = 2 + bcols * hw, legend = hw >= 2 ? 20 : 11;
	return w > legend ? w : legend;
}

/* How well move numbers read in cells of width w: 2 with a blank between
 * neighbours, 1 touching (the chequer tells them apart), 0 not at all. */
static int readability(int w, int digits)
{
	return w >= digits + 1 ? 2 : w >= digits ? 1 : 0;
}

static void place_edges(int rows, int cols, ui_layout *l)
{
	int narr_h = rows >= 20 ? 2 : 1;
	l->status = (rect){0, 0, 2, cols};
	l->footer = (rect){rows - 1, 0, 1, cols};
	l->narration = (rect){rows - 1 - narr_h, 0, narr_h, cols};
	l->msg = (rect){l->narration.y - 1, 0, 1, cols};
}

void layout_compute(int rows, int cols, int brows, int bcols, ui_layout *l)
{
	memset(l, 0, sizeof *l);
	l->rows = rows;
	l->cols = cols;
	if (rows < LAYOUT_MIN_ROWS || cols < LAYOUT_MIN_COLS || brows < 1 || bcols < 1) {
		l->too_small = true;
		return;
	}
	place_edges(rows, cols, l);
	int top = 2, H = l->msg.y - top, W = cols;
	l->rank_w = layout_digits(brows);
	int digits = layout_digits((long)brows * bcols);

	/* The biggest cell with the heatmap beside (digits readable in it
	 * first, then one-column cells), and the biggest without it. */
	int with = -1, with_hw = 0, without = -1;
	for (int pass = 0; pass < 2 && with < 0; pass++)
		for (int i = NCELLS - 1; i >= 0; i--) {
			int bw = l->rank_w + 2 + bcols * cells[i].w, bh = 2 + brows * cells[i].h;
			if (bh > H || bw + LAYOUT_STACK_MIN > W)
				continue;
			if (without < 0)
				without = i;
			if (with >= 0 || brows + 3 > H)
				continue;
			for (int hw = pass == 0 ? 3 : 1; hw >= (pass == 0 ? 2 : 1); hw--) {
				int stack_need = hw == 3 ? STACK_COMFORT : LAYOUT_STACK_MIN;
				if (bw + heat_width(bcols, hw) + stack_need <= W) {
					with = i;
					with_hw = hw;
					break;
				}
			}
		}
	int pick;
	if (with >= 0 && (without < 0 || readability(cells[with].w, digits) >=
						 readability(cells[without].w, digits))) {
		pick = with;
		l->heat_beside = true;
		l->hw = with_hw;
	} else {
		pick = without; /* -1: even 1x1 cells do not fit: a viewport */
	}
	l->cw = pick >= 0 ? cells[pick].w : 1;
	l->ch = pick >= 0 ? cells[pick].h : 1;
	l->vis_rows = brows;
	l->vis_cols = bcols;
	if (pick < 0) {
		int maxr = H - 2, maxc = W - LAYOUT_STACK_MIN - l->rank_w - 2;
		l->vis_rows = brows < maxr ? brows : maxr;
		l->vis_cols = bcols < maxc ? bcols : maxc;
		if (l->vis_rows < 1 || l->vis_cols < 1) {
			l->too_small = true;
			return;
		}
	}
	l->board = (rect){top, 0, 2 + l->vis_rows * l->ch, l->rank_w + 2 + l->vis_cols * l->cw};
	l->cells_y = top + 1;
	l->cells_x = l->rank_w + 1;
	int x = l->board.w;
	if (l->heat_beside) {
		l->heat = (rect){top, x, brows + 3, heat_width(bcols, l->hw)};
		x += l->heat.w;
	}
	l->stack = (rect){top, x, H, W - x};
}

int layout_follow(int vis, int n, int pos, int origin)
{
	if (n <= vis)
		return 0;
	int margin = vis / 4;
	if (pos < origin + margin)
		origin = pos - margin;
	else if (pos > origin + vis - 1 - margin)
		origin = pos - (vis - 1 - margin);
	if (origin < 0)
		origin = 0;
	if (origin > n - vis)
		origin = n - vis;
	return origin;
}

ksq layout_hit(const ui_layout *l, int brows, int bcols, int top, int left, int y, int x)
{
	if (l->too_small)
		return KSQ_NONE;
	int dy = y - l->cells_y, dx = x - l->cells_x;
	if (dy >= 0 && dx >= 0 && dy < l->vis_rows * l->ch && dx < l->vis_cols * l->cw) {
		int r = top + dy / l->ch, c = left + dx / l->cw;
		if (r < brows && c < bcols)
			return (ksq)r * bcols + c;
	}
	if (l->heat_beside) {
		dy = y - (l->heat.y + 1);
		dx = x - (l->heat.x + 1);
		if (dy >= 0 && dx >= 0 && dy < brows && dx < bcols * l->hw)
			return (ksq)dy * bcols + dx / l->hw;
	}
	return KSQ_NONE;
}
