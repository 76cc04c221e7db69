/* Pure layout computation (layout.h). */
#include "layout.h"

#include <string.h>

#include "ui/term/bigtext.h"

/* The tallest cell tried (a 3x3 board on a very big terminal). */
#define CH_MAX 16
/* A viewport narrower than this many squares leaves no room beside. */
#define VIEW_MIN_COLS 8
/* Rows the algorithm panel needs under the board (a few lines of code). */
#define LAYOUT_CODE_MIN_BELOW 8

int layout_digits(long n)
{
	int d = 1;
	while (n >= 10) {
		n /= 10;
		d++;
	}
	return d;
}

/* The width of cells ch rows tall: square (a character is about twice as
 * tall as wide), never narrower than the largest move number and a
 * blank; with `widen`, up to half as wide again when that lets the
 * numbers be drawn in big numerals (one blank row left in the cell, so
 * the square's colour shows around them).  0 when widening buys nothing. */
static int cell_width(int ch, int digits, bool ascii, bool widen)
{
	int w = 2 * ch > digits + 1 ? 2 * ch : digits + 1;
	if (!widen)
		return w;
	char widest[BIGTEXT_MAX + 1];
	int d = digits < BIGTEXT_MAX ? digits : BIGTEXT_MAX;
	memset(widest, '8', (size_t)d);
	widest[d] = '\0';
	int big = bigtext_width(widest, ch - 1, 3 * ch, ascii);
	return big > w ? big : 0;
}

static int grid_w(const ui_layout *l, int cw)
{
	return l->rank_w + 2 + l->vis_cols * cw;
}

/* Columns of the heatmap's legend: a blank, a rule that sets it apart
 * from the squares (in monochrome its digits would read as one more
 * file), a blank, then columns of two. */
static int legend_w(const ui_layout *l, int ch)
{
	int inner = l->vis_rows * ch, rows = inner < 9 ? inner : 9;
	return 3 + 2 * ((9 + rows - 1) / rows);
}

/* The heatmap's width: its cells and legend, and at least its title
 * ("Onward moves", with a blank and a corner each side). */
static int heat_w(const ui_layout *l, int hcw, int ch)
{
	int w = grid_w(l, hcw) + legend_w(l, ch), title = l->rank_w + 16;
	return w > title ? w : title;
}

/* A grid of cw x ch cells with its rank numbers at (y, x). */
static void place_grid(ui_layout *l, grid *g, int y, int x, int cw, int ch, bool legend)
{
	memset(g, 0, sizeof *g);
	g->cw = cw;
	g->ch = ch;
	int w = legend ? heat_w(l, cw, ch) : grid_w(l, cw);
	g->panel = (rect){y, x, 2 + l->vis_rows * ch, w};
	g->box = (rect){y, x + l->rank_w, g->panel.h, g->panel.w - l->rank_w};
	g->cells_y = y + 1;
	g->cells_x = x + l->rank_w + 1;
	if (legend) {
		int inner = l->vis_rows * ch;
		g->legend_rows = inner < 9 ? inner : 9;
		g->legend_cols = (9 + g->legend_rows - 1) / g->legend_rows;
		g->legend_x = g->cells_x + l->vis_cols * cw + 3;
		g->legend_y = g->cells_y + (inner - g->legend_rows) / 2;
	}
}

static void place_edges(int rows, int cols, const layout_want *w, ui_layout *l)
{
	/* The settings reflow onto a second line where there are rows to
	 * spare; on a short terminal they are cut (the seed stays whole). */
	l->settings_rows = w->settings_w <= cols - 1 || rows < 20 ? 1 : 2;
	int narr_h = rows >= 20 ? 2 : 1;
	l->status = (rect){0, 0, 1 + l->settings_rows + w->estimate, cols};
	l->estimate_y = w->estimate ? 1 + l->settings_rows : 0;
	l->footer = (rect){rows - 1, 0, 1, cols};
	l->narration = (rect){rows - 1 - narr_h, 0, narr_h, cols};
	l->msg = (rect){l->narration.y - 1, 0, 1, cols};
}

/* The heatmap beside the board: as wide as leaves the stack comfortable
 * room, else narrow with the stack's least room, else narrow alone. */
static void place_heat(ui_layout *l, int W, bool stack, bool colour256)
{
	int x = l->board.panel.x + l->board.panel.w, ch = l->board.ch, cw = l->board.cw;
	int narrow = cw < 2 ? cw : 2, least = colour256 ? 1 : 2, hcw = 0;
	int leave[3] = {stack ? LAYOUT_STACK_GOOD : 0, stack ? LAYOUT_STACK_MIN : 0, 0};
	for (int pass = 0; pass < 3 && !hcw; pass++)
		for (int k = pass == 0 ? cw : narrow; k >= (pass == 0 ? narrow : least); k--)
			if (x + heat_w(l, k, ch) + leave[pass] <= W) {
				hcw = k;
				break;
			}
	if (!hcw)
		return;
	l->heat_beside = true;
	place_grid(l, &l->heat, l->board.panel.y, x, hcw, ch, true);
}

/* The stack beside what is there, else below it, else nowhere. */
static void place_stack(ui_layout *l, int top, int H, int W)
{
	const grid *last = l->heat_beside ? &l->heat : &l->board;
	int x = last->panel.x + last->panel.w, used = l->board.panel.h;
	if (l->heat_beside && l->heat.panel.h > used)
		used = l->heat.panel.h;
	if (W - x >= LAYOUT_STACK_MIN) {
		l->stack = (rect){top, x, H, W - x};
		l->stack_shown = true;
	} else if (H - used >= LAYOUT_STACK_MIN_ROWS) {
		l->stack = (rect){top + used, 0, H - used, W};
		l->stack_shown = l->stack_below = true;
	}
}

/* The algorithm panel (layout.h), once the board has its size: beside
 * the board and a heatmap that leaves it good room, else beside the board
 * alone, else under the board, else nowhere; the stack under it. */
static void place_code(ui_layout *l, int top, int H, int W, const layout_want *want)
{
	l->heat_beside = l->stack_shown = l->stack_below = false;
	if (!want->no_heat)
		place_heat(l, W - LAYOUT_CODE_GOOD, false, want->colour256);
	const grid *last = l->heat_beside ? &l->heat : &l->board;
	int x = last->panel.x + last->panel.w, used = l->board.panel.h;
	int h = want->code_rows > 0 ? want->code_rows : LAYOUT_CODE_ROWS;
	h = H < h ? H : h;
	if (W - x - 1 >= LAYOUT_CODE_MIN) /* a blank column after the grid */
		l->code = (rect){top, x + 1, h, W - x - 1};
	else if (H - used >= LAYOUT_CODE_MIN_BELOW)
		l->code = (rect){top + used, 0, H - used < h ? H - used : h, W};
	else
		return;
	l->code_shown = true;
	int below = H - (l->code.y - top) - l->code.h;
	if (!want->no_stack && below >= LAYOUT_STACK_MIN_ROWS) {
		l->stack = (rect){l->code.y + l->code.h, l->code.x, below, l->code.w};
		l->stack_shown = true;
	}
}

/* The presentation with the algorithm (z and a): the panel right of the
 * board (which leaves it at least LAYOUT_CODE_FIT + 1 of the W columns),
 * up to LAYOUT_CODE_GOOD wide, the pair centred. */
static void place_code_presented(ui_layout *l, int top, int H, int W, const layout_want *want)
{
	int gw = l->board.panel.w;
	int w = W - gw - 1 < LAYOUT_CODE_GOOD ? W - gw - 1 : LAYOUT_CODE_GOOD;
	int h = want->code_rows > 0 ? want->code_rows : LAYOUT_CODE_ROWS;
	int shift = (W - gw - 1 - w) / 2 - l->board.panel.x; /* the board moves */
	l->board.panel.x += shift;
	l->board.box.x += shift;
	l->board.cells_x += shift;
	l->code = (rect){top, l->board.panel.x + gw + 1, H < h ? H : h, w};
	l->code_shown = true;
}

/* A board too big to show whole with readable numbers: the squares that
 * fit, with the stack below (when the board's rows all fit), beside (when
 * that leaves a useful viewport) or not at all; in the presentation
 * layout, alone. */
static void place_viewport(ui_layout *l, int top, int H, int W, int brows, int bcols, int cw,
			   const layout_want *want)
{
	int frame = l->rank_w + 2;
	l->vis_rows = brows < H - 2 ? brows : H - 2;
	int room = W;
	bool below = !want->no_stack && !want->present && l->vis_rows == brows &&
		     H - (brows + 2) >= LAYOUT_STACK_MIN_ROWS;
	if (!want->no_stack && !want->present && !below &&
	    (W - LAYOUT_STACK_MIN - frame) / cw >= VIEW_MIN_COLS)
		room = W - LAYOUT_STACK_MIN;
	l->vis_cols = bcols < (room - frame) / cw ? bcols : (room - frame) / cw;
	if (l->vis_rows < 1 || l->vis_cols < 1) {
		l->too_small = true;
		return;
	}
	/* Alone on the screen, its rows as tall as they fit. */
	int ch = want->present && l->vis_rows == brows ? (H - 2) / brows : 1;
	int x = want->present ? (W - grid_w(l, cw)) / 2 : 0;
	place_grid(l, &l->board, top, x, cw, ch, false);
	if (!want->no_stack && !want->present)
		place_stack(l, top, H, W);
	if (want->code && !want->present)
		place_code(l, top, H, W, want);
}

void layout_compute(int rows, int cols, int brows, int bcols, const layout_want *want,
		    ui_layout *l)
{
	memset(l, 0, sizeof *l);
	l->rows = rows;
	l->cols = cols;
	if (rows < LAYOUT_MIN_ROWS || cols < LAYOUT_MIN_COLS || brows < 1 || bcols < 1) {
		l->too_small = true;
		return;
	}
	place_edges(rows, cols, want, l);
	l->present = want->present;
	int top = l->status.h, H = l->msg.y - top, W = cols;
	int digits = layout_digits((long)brows * bcols);
	l->rank_w = layout_digits(brows);
	l->vis_rows = brows;
	l->vis_cols = bcols;
	/* The board first: the biggest cells with which it fits whole.  Cells
	 * widened for big numerals only where the panels still fit.  The
	 * presentation centres the board, or the board and the algorithm. */
	int keep = want->present && want->code ? LAYOUT_CODE_FIT + 1 : 0;
	for (int ch = CH_MAX; ch >= 1; ch--)
		for (int widen = 1; widen >= 0; widen--) {
			int cw = cell_width(ch, digits, want->ascii, widen);
			if (!cw || 2 + brows * ch > H || grid_w(l, cw) + keep > W)
				continue;
			int x = want->present ? (W - grid_w(l, cw) - keep) / 2 : 0;
			place_grid(l, &l->board, top, x, cw, ch, false);
			if (want->present && keep)
				place_code_presented(l, top, H, W, want);
			if (want->present)
				return;
			l->heat_beside = l->stack_shown = l->stack_below = false;
			if (!want->no_heat)
				place_heat(l, W, !want->no_stack, want->colour256);
			if (!want->no_stack)
				place_stack(l, top, H, W);
			if (widen && ((!want->no_heat && !l->heat_beside) ||
				      (!want->no_stack && !l->stack_shown)))
				continue;
			if (want->code)
				place_code(l, top, H, W, want);
			return;
		}
	place_viewport(l, top, H, W, brows, bcols, digits + 1, want);
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

/* The square of grid g under (y, x), or KSQ_NONE. */
static ksq grid_hit(const ui_layout *l, const grid *g, int bcols, int top, int left, int y,
		    int x)
{
	int dy = y - g->cells_y, dx = x - g->cells_x;
	if (dy < 0 || dx < 0 || dy >= l->vis_rows * g->ch || dx >= l->vis_cols * g->cw)
		return KSQ_NONE;
	return (ksq)(top + dy / g->ch) * bcols + left + dx / g->cw;
}

ksq layout_hit(const ui_layout *l, int brows, int bcols, int top, int left, int y, int x)
{
	(void)brows;
	if (l->too_small)
		return KSQ_NONE;
	ksq sq = grid_hit(l, &l->board, bcols, top, left, y, x);
	if (sq == KSQ_NONE && l->heat_beside)
		sq = grid_hit(l, &l->heat, bcols, top, left, y, x);
	return sq;
}
