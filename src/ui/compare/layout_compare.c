/* The layout of two searches side by side (layout.h). */
#include <string.h>

#include "ui/term/bigwords.h"
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
	/* presented: who is ahead large under the status line, a line of it
	 * at the least, more where the boards leave rows; a line of
	 * narration under each board */
	int ahead = present ? bigwords_height(1, ascii) : 0;
	if (present) {
		out->present = true;
		narr_h = 1;
	}
	/* status | who is ahead | board (its title in its top edge) |
	 * counters, narration | message, footer */
	int H = rows - 1 - ahead - 1 - narr_h - 2, W = (cols - CMP_GAP) / 2, cw, ch;
	if (H < 3 || !choose_cells(l, H, W, brows, bcols, present, ascii, &cw, &ch))
		return;
	int spare = H - (2 + l->vis_rows * ch);
	if (present) {
		int more = bigwords_rows(LAYOUT_AHEAD_BUDGET, cols - 2, ascii) - ahead;
		more = more < 0 ? 0 : more < spare ? more : spare;
		ahead += more;
		spare -= more;
		out->ahead = (rect){1, 1, ahead, cols - 2};
	}
	l->too_small = false;
	for (int i = 0; i < 2; i++) {
		compare_side_layout *s = &out->side[i];
		int x0 = i * (W + CMP_GAP);
		int gw = l->rank_w + 2 + l->vis_cols * cw + layout_board_pad(l, cw);
		grid_at(l, &s->board, 1 + ahead, x0 + (W - gw) / 2, cw, ch);
		int below = s->board.panel.y + s->board.panel.h, nh = narr_h + spare;
		int most = present ? narr_h + 1 : CMP_NARR_MAX;
		s->counters = (rect){below, x0, 1, W};
		s->narration = (rect){below + 1, x0, nh < most ? nh : most, W};
	}
	l->board = out->side[0].board;
}
