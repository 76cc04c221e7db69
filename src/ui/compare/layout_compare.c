/* The layout of two searches side by side (layout.h). */
#include <string.h>

#include "ui/views/layout.h"

/* The tallest cell tried. */
#define CMP_CH_MAX 12
/* Blank columns between the two halves. */
#define CMP_GAP 2
/* The most rows a side's narration takes when the board leaves them. */
#define CMP_NARR_MAX 4

/* A grid of cw x ch cells, its rank numbers at (y, x). */
static void grid_at(const ui_layout *l, grid *g, int y, int x, int cw, int ch)
{
	memset(g, 0, sizeof *g);
	g->cw = cw;
	g->ch = ch;
	g->panel = (rect){y, x, 2 + l->vis_rows * ch, l->rank_w + 2 + l->vis_cols * cw};
	g->box = (rect){y, x + l->rank_w, g->panel.h, g->panel.w - l->rank_w};
	g->cells_y = y + 1;
	g->cells_x = x + l->rank_w + 1;
}

/* The cells: the biggest with which the whole board fits in H x W, else
 * one row of the narrowest width and the squares that fit.  False when
 * not even one square does. */
static bool choose_cells(ui_layout *l, int H, int W, int brows, int bcols, int *cw, int *ch)
{
	int digits = layout_digits((long)brows * bcols), frame = l->rank_w + 2;
	l->vis_rows = brows;
	l->vis_cols = bcols;
	for (int h = CMP_CH_MAX; h >= 1; h--) {
		int w = 2 * h > digits + 1 ? 2 * h : digits + 1;
		if (2 + brows * h <= H && frame + bcols * w <= W) {
			*cw = w;
			*ch = h;
			return true;
		}
	}
	*cw = digits + 1;
	*ch = 1;
	l->vis_rows = brows < H - 2 ? brows : H - 2;
	l->vis_cols = bcols < (W - frame) / *cw ? bcols : (W - frame) / *cw;
	return l->vis_rows >= 1 && l->vis_cols >= 1;
}

void layout_compare(int rows, int cols, int brows, int bcols, ui_layout *l,
		    compare_layout *out)
{
	memset(l, 0, sizeof *l);
	memset(out, 0, sizeof *out);
	l->rows = rows;
	l->cols = cols;
	l->too_small = true;
	if (rows < LAYOUT_MIN_ROWS || cols < LAYOUT_MIN_COLS || brows < 1 || bcols < 1)
		return;
	int narr_h = rows >= 20 ? 2 : 1;
	l->settings_rows = 0;
	l->status = (rect){0, 0, 1, cols};
	l->footer = (rect){rows - 1, 0, 1, cols};
	l->msg = (rect){rows - 2, 0, 1, cols};
	l->narration = (rect){rows - 2, 0, 0, cols};
	l->rank_w = layout_digits(brows);
	/* status | board (its title in its top edge) | counters, narration |
	 * message, footer */
	int H = rows - 1 - 1 - narr_h - 2, W = (cols - CMP_GAP) / 2, cw, ch;
	if (H < 3 || !choose_cells(l, H, W, brows, bcols, &cw, &ch))
		return;
	l->too_small = false;
	for (int i = 0; i < 2; i++) {
		compare_side_layout *s = &out->side[i];
		int x0 = i * (W + CMP_GAP);
		int gw = l->rank_w + 2 + l->vis_cols * cw;
		grid_at(l, &s->board, 1, x0 + (W - gw) / 2, cw, ch);
		int below = s->board.panel.y + s->board.panel.h;
		int spare = H - s->board.panel.h, nh = narr_h + spare;
		s->counters = (rect){below, x0, 1, W};
		s->narration = (rect){below + 1, x0, nh < CMP_NARR_MAX ? nh : CMP_NARR_MAX, W};
	}
	l->board = out->side[0].board;
}
