/* SPDX-License-Identifier: MIT */
/* The layout of two searches side by side (layout.h). */
#include <string.h>

#include "ui/base/bigwords.h"
#include "layout.h"

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
	g->panel = (rect){y, x, 2 + l->vis_rows * ch,
			  l->rank_w + 2 + l->vis_cols * cw + layout_board_pad(l, cw)};
	g->box = (rect){y, x + l->rank_w, g->panel.h, g->panel.w - l->rank_w};
	g->cells_y = y + 1;
	g->cells_x = x + l->rank_w + 1;
}

/* The cells: the biggest with which the whole board fits in H x W (in
 * the presentation, widened for the biggest numerals first), else one
 * row of the narrowest width and the squares that fit.  False when not
 * even one square does. */
static bool choose_cells(ui_layout *l, int H, int W, int brows, int bcols, bool present,
			 bool ascii, int *cw, int *ch)
{
	int digits = layout_digits((long)brows * bcols), frame = l->rank_w + 2, best = -1;
	l->digits = digits;
	l->vis_rows = brows;
	l->vis_cols = bcols;
	for (int h = CMP_CH_MAX; h >= 1; h--)
		for (int widen = present; widen >= 0; widen--) {
			int w = layout_cell_width(h, digits, ascii, widen);
			if (!w || 2 + brows * h > H || frame + bcols * w + layout_board_pad(l, w) > W)
				continue;
			int k = present ? layout_numeral_scale(w, h, digits, ascii) : 0;
			if (k > best) {
				best = k;
				*cw = w;
				*ch = h;
			}
		}
	if (best >= 0)
		return true;
	*cw = digits + 1;
	*ch = 1;
	frame += layout_board_pad(l, *cw);
	l->vis_rows = brows < H - 2 ? brows : H - 2;
	l->vis_cols = bcols < (W - frame) / *cw ? bcols : (W - frame) / *cw;
	return l->vis_rows >= 1 && l->vis_cols >= 1;
}

/* The two sides: boards of cw x ch cells from row top, counters and
 * narration under each (the narration at most `most` rows of the `nh`
 * the boards leave). */
static void place_sides(ui_layout *l, compare_layout *out, int top, int W, int cw, int ch,
			int nh, int most)
{
	for (int i = 0; i < 2; i++) {
		compare_side_layout *s = &out->side[i];
		int x0 = i * (W + CMP_GAP);
		int gw = l->rank_w + 2 + l->vis_cols * cw + layout_board_pad(l, cw);
		grid_at(l, &s->board, top, x0 + (W - gw) / 2, cw, ch);
		int below = s->board.panel.y + s->board.panel.h;
		s->counters = (rect){below, x0, 1, W};
		s->narration = (rect){below + 1, x0, nh < most ? nh : most, W};
	}
	l->board = out->side[0].board;
}

/* Presented (z): who is ahead large across the screen under the status
 * line, the message beside the status, a line of narration under each
 * board; where the boards keep the squares they have without it (they
 * are as wide as half the screen allows).  False, l as it was, where
 * they would not. */
static bool place_ahead(ui_layout *l, compare_layout *out, int brows, int bcols, int ch0,
			bool ascii)
{
	int rows = l->rows, cols = l->cols;
	int ahead = bigwords_rows(LAYOUT_AHEAD_LEAST, cols - 2, ascii);
	int budget = bigwords_rows(LAYOUT_AHEAD_BUDGET, cols - 2, ascii);
	/* status and message | who is ahead | boards | counters, narration |
	 * footer */
	int H = rows - 1 - ahead - 2 - 1, W = (cols - CMP_GAP) / 2, cw, ch;
	ui_layout keep = *l;
	if (!ahead || ahead > bigwords_height(1, ascii) || !budget || H < 3 ||
	    !choose_cells(l, H, W, brows, bcols, true, ascii, &cw, &ch) ||
	    ch < ch0 || l->vis_rows < brows || l->vis_cols < bcols) {
		*l = keep;
		return false;
	}
	int spare = H - (2 + l->vis_rows * ch), more = budget - ahead;
	more = more < 0 ? 0 : more < spare ? more : spare;
	ahead += more;
	out->ahead = (rect){1, 1, ahead, cols - 2};
	/* the message right of the state and speed */
	l->msg = (rect){0, 24, 1, cols - 24};
	l->narration = (rect){0, 0, 0, cols};
	place_sides(l, out, 1 + ahead, W, cw, ch, 1 + spare - more, 2);
	return true;
}

void layout_compare(int rows, int cols, int brows, int bcols, const layout_want *want,
		    ui_layout *l, compare_layout *out)
{
	bool present = want && want->present, ascii = want && want->ascii;
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
	 * message, footer; presented, the cells widened for big numerals */
	int H = rows - 1 - 1 - narr_h - 2, W = (cols - CMP_GAP) / 2, cw, ch;
	if (H < 3 || !choose_cells(l, H, W, brows, bcols, false, ascii, &cw, &ch))
		return;
	l->too_small = false;
	out->present = present;
	if (present && place_ahead(l, out, brows, bcols, ch, ascii))
		return;
	if (present)
		choose_cells(l, H, W, brows, bcols, true, ascii, &cw, &ch);
	place_sides(l, out, 1, W, cw, ch, narr_h + H - (2 + l->vis_rows * ch), CMP_NARR_MAX);
}
