/* SPDX-License-Identifier: MIT */
/* Pure layout computation (layout.h). */
#include "layout.h"

#include <string.h>

#include "layout_impl.h"

#include "ui/base/bigtext.h"

/* A viewport narrower than this many squares leaves no room beside. */
#define VIEW_MIN_COLS 8

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
int layout_cell_width(int ch, int digits, bool ascii, bool widen)
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

int layout_numeral_scale(int cw, int ch, int digits, bool ascii)
{
	char widest[BIGTEXT_MAX + 1];
	int d = digits < BIGTEXT_MAX ? digits : BIGTEXT_MAX;
	memset(widest, '8', (size_t)d);
	widest[d] = '\0';
	bigtext bt;
	return bigtext_plan(&bt, widest, cw, ch - 1, ascii) ? bt.scale : 0;
}

int layout_board_pad(const ui_layout *l, int cw)
{
	return cw <= l->digits + 1;
}

int layout_grid_w(const ui_layout *l, int cw)
{
	return l->rank_w + 2 + l->vis_cols * cw + layout_board_pad(l, cw);
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
	int w = l->rank_w + 2 + l->vis_cols * hcw + legend_w(l, ch), title = l->rank_w + 16;
	return w > title ? w : title;
}

/* A grid of cw x ch cells with its rank numbers at (y, x). */
void layout_place_grid(ui_layout *l, grid *g, int y, int x, int cw, int ch, bool legend)
{
	memset(g, 0, sizeof *g);
	g->cw = cw;
	g->ch = ch;
	int w = legend ? heat_w(l, cw, ch) : layout_grid_w(l, cw);
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

/* Rows more than its least that the column panel after the heatmap must
 * find under it to go there (a legend and two lines of the stack), so
 * that the heatmap keeps its digits. */
#define UNDER_HEAT_EXTRA 2

/* The heatmap beside the board: as wide as leaves the column panel after
 * it (next) its good room, else narrow with its least room, else narrow
 * alone.  Where that would cost its digits (one column a square, in 256
 * colours) and next finds its rows under it (rows_below), the heatmap
 * keeps two columns a square or more and next goes under it (*under).
 * False when it does not fit at all. */
static bool place_heat(ui_layout *l, int x, int W, int rows_below, const panel_desc *next,
		       bool colour256, bool *under)
{
	static const int none[3] = {0, 0, 0};
	const int *leave = next ? next->room.leave : none;
	int ch = l->board.ch, cw = l->board.cw;
	int narrow = cw < 2 ? cw : 2, least = colour256 ? 1 : 2, hcw = 0;
	for (int pass = 0; pass < 3 && !hcw; pass++)
		for (int k = pass == 0 ? cw : narrow; k >= (pass == 0 ? narrow : least); k--)
			if (x + heat_w(l, k, ch) + leave[pass] <= W) {
				hcw = k;
				break;
			}
	*under = false;
	if (hcw == 1 && next && rows_below >= next->room.min_rows + UNDER_HEAT_EXTRA &&
	    W - x - next->room.gap >= next->room.min_w)
		for (int k = cw; k >= 2 && !*under; k--)
			if (x + heat_w(l, k, ch) <= W) {
				hcw = k;
				*under = true;
			}
	if (!hcw)
		return false;
	layout_place_grid(l, &l->heat, l->board.panel.y, x, hcw, ch, true);
	return true;
}

/* Is the heatmap shown without its digits (one column a square: colour
 * alone, in 256 colours)? */
static bool heat_mute(const ui_layout *l, const layout_want *want)
{
	return layout_shows(l, PANEL_HEAT) && want->colour256 && l->heat.cw < 2;
}

/* The first column panel of set in the table from row i on; NULL: none. */
static const panel_desc *next_column(const panel_desc *t, size_t n, size_t i, panel_set set)
{
	for (; i < n; i++)
		if ((set & PANEL_BIT(t[i].id)) && t[i].room.place == PLACE_COLUMN)
			return &t[i];
	return NULL;
}

/* Rows the panels across the foot leave the board and the panels beside
 * it at the least. */
#define FOOT_LEAVES 5

/* The panels of the table that go across the foot (panels.h). */
static panel_set foot_panels(void)
{
	size_t n;
	const panel_desc *t = panel_table(&n);
	panel_set set = 0;
	for (size_t i = 0; i < n; i++)
		if (t[i].room.place == PLACE_FOOT)
			set |= PANEL_BIT(t[i].id);
	return set;
}

/* The panels of the table that size the board (panels.h). */
static panel_set sizing_panels(void)
{
	size_t n;
	const panel_desc *t = panel_table(&n);
	panel_set set = 0;
	for (size_t i = 0; i < n; i++)
		if (t[i].room.sizes_board)
			set |= PANEL_BIT(t[i].id);
	return set;
}

/* The rows column panel p takes at most, of H. */
static int panel_rows(const panel_desc *p, const layout_want *want, int H)
{
	int h = want->rows[p->id] > 0 ? want->rows[p->id] : p->room.rows;
	return h > 0 && h < H ? h : H;
}

static void put(ui_layout *l, panel_id id, rect r)
{
	l->at[id] = r;
	l->shown |= PANEL_BIT(id);
}

/* The panels of set, once the board has its place, in the table's order
 * (layout.h): a grid beside the board (with grids: not beside a viewport
 * of the board alone), then the column panels, the first beside what is
 * there, else under the board, else none of them; each next one under the
 * one before where it finds its rows. */
static void arrange(ui_layout *l, int top, int H, int W, panel_set set, bool grids,
		    const layout_want *want)
{
	size_t n;
	const panel_desc *t = panel_table(&n);
	int x = l->board.panel.x + l->board.panel.w, used = l->board.panel.h;
	const rect *col = NULL; /* the column panel placed last */
	rect heat_col;          /* the heatmap's column, when the next goes under it */
	l->shown &= foot_panels(); /* placed before the board */
	l->below = 0;
	for (size_t i = 0; i < n; i++) {
		const panel_desc *p = &t[i];
		if (!(set & PANEL_BIT(p->id)) || p->room.place == PLACE_FOOT)
			continue;
		if (p->room.place == PLACE_GRID) {
			const panel_desc *next = next_column(t, n, i + 1, set);
			/* room is left for a column panel that can have a place */
			if (next && W - x - next->room.gap < next->room.min_w &&
			    H - used < next->room.min_rows)
				next = NULL;
			bool under;
			if (!grids || col ||
			    !place_heat(l, x, W, H - (2 + l->vis_rows * l->board.ch), next,
					want->colour256, &under))
				continue;
			put(l, p->id, l->heat.panel);
			if (under) { /* the next column panel under it, to the right edge */
				heat_col = l->heat.panel;
				heat_col.w = W - heat_col.x;
				col = &heat_col;
			}
			x = l->heat.panel.x + l->heat.panel.w;
			used = l->heat.panel.h > used ? l->heat.panel.h : used;
			continue;
		}
		int h = panel_rows(p, want, H), gap = p->room.gap;
		if (col) { /* under the one before */
			int below = H - (col->y - top) - col->h;
			if (below < p->room.min_rows)
				continue;
			h = below < h ? below : h;
			put(l, p->id, (rect){col->y + col->h, col->x, h, col->w});
		} else if (W - x - gap >= p->room.min_w) {
			put(l, p->id, (rect){top, x + gap, h, W - x - gap});
		} else if (H - used >= p->room.min_rows) {
			put(l, p->id, (rect){top + used, 0, H - used < h ? H - used : h, W});
			l->below |= PANEL_BIT(p->id);
		} else {
			return; /* no place for it, nor for the ones that go under it */
		}
		col = &l->at[p->id];
	}
}

/* The columns the panels that stay in the presentation (want) keep right
 * of the board. */
static int presented_keep(const layout_want *want)
{
	size_t n;
	const panel_desc *t = panel_table(&n);
	int keep = 0;
	for (size_t i = 0; i < n; i++)
		if ((want->panels & PANEL_BIT(t[i].id)) && t[i].room.present_w[0] > 0)
			keep += t[i].room.gap + t[i].room.present_w[0];
	return keep;
}

/* The presentation with panels that stay in it (z and a): each right of
 * the board, as wide as it may be of what is left, the row of them and the
 * board centred (the board moves). */
static void place_presented(ui_layout *l, int top, int H, int W, const layout_want *want)
{
	size_t n;
	const panel_desc *t = panel_table(&n);
	int gw = l->board.panel.w, left = W - gw, w[PANEL_COUNT] = {0};
	for (size_t i = 0; i < n; i++) {
		const panel_room *r = &t[i].room;
		if (!(want->panels & PANEL_BIT(t[i].id)) || r->present_w[0] <= 0)
			continue;
		w[t[i].id] = left - r->gap < r->present_w[1] ? left - r->gap : r->present_w[1];
		left -= r->gap + w[t[i].id];
	}
	int shift = left / 2 - l->board.panel.x;
	l->board.panel.x += shift;
	l->board.box.x += shift;
	l->board.cells_x += shift;
	int x = l->board.panel.x + gw;
	for (size_t i = 0; i < n; i++) {
		if (!w[t[i].id])
			continue;
		x += t[i].room.gap;
		put(l, t[i].id, (rect){top, x, panel_rows(&t[i], want, H), w[t[i].id]});
		x += w[t[i].id];
	}
}

/* A board too big to show whole with readable numbers: the squares that
 * fit, leaving the first column panel that sizes the board its least
 * room beside when it cannot go below (and that leaves a useful
 * viewport); then the panels, but no grid beside the viewport unless a
 * panel that does not size the board is asked for; in the presentation
 * layout, the board alone. */
static void place_viewport(ui_layout *l, int top, int H, int W, int brows, int bcols, int cw,
			   const layout_want *want)
{
	size_t n;
	const panel_desc *t = panel_table(&n);
	panel_set sizing = want->panels & sizing_panels();
	const panel_desc *c = want->present ? NULL : next_column(t, n, 0, sizing);
	int frame = l->rank_w + 2 + layout_board_pad(l, cw);
	l->vis_rows = brows < H - 2 ? brows : H - 2;
	int room = W;
	if (c) {
		int beside = c->room.gap + c->room.min_w;
		bool below = l->vis_rows == brows && H - (brows + 2) >= c->room.min_rows;
		if (!below && (W - beside - frame) / cw >= VIEW_MIN_COLS)
			room = W - beside;
	}
	l->vis_cols = bcols < (room - frame) / cw ? bcols : (room - frame) / cw;
	if (l->vis_rows < 1 || l->vis_cols < 1) {
		l->too_small = true;
		return;
	}
	/* Alone on the screen, its rows as tall as they fit. */
	int ch = want->present && l->vis_rows == brows ? (H - 2) / brows : 1;
	int x = want->present ? (W - layout_grid_w(l, cw)) / 2 : 0;
	layout_place_grid(l, &l->board, top, x, cw, ch, false);
	if (want->present)
		return;
	arrange(l, top, H, W, sizing, false, want);
	if (want->panels & ~sizing)
		arrange(l, top, H, W, want->panels, true, want);
}

/* The panels across the foot that want asks for: each the rows it asks
 * (want->rows), above the message line, leaving FOOT_LEAVES rows above
 * them; returns the rows taken. */
static int place_foot(ui_layout *l, int top, const layout_want *want)
{
	size_t n;
	const panel_desc *t = panel_table(&n);
	int y = l->msg.y, room = l->msg.y - top - FOOT_LEAVES;
	for (size_t i = 0; i < n; i++) {
		int h = want->rows[t[i].id];
		if (t[i].room.place != PLACE_FOOT || !(want->panels & PANEL_BIT(t[i].id)) || h <= 0)
			continue;
		h = h < room - (l->msg.y - y) ? h : room - (l->msg.y - y);
		if (h < 3)
			continue;
		y -= h;
		put(l, t[i].id, (rect){y, 0, h, l->cols});
	}
	return l->msg.y - y;
}

void layout_add_foot(ui_layout *l, panel_id id, int h)
{
	if (l->too_small || h < 3)
		return;
	int y = l->msg.y;
	l->msg.y += h;
	l->narration.y += h;
	l->footer.y += h;
	l->rows += h;
	put(l, id, (rect){y, 0, h, l->cols});
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
	if (want->present && layout_present(l, brows, bcols, want))
		return;
	place_edges(rows, cols, want, l);
	l->present = want->present;
	int top = l->status.h, H = l->msg.y - top - place_foot(l, top, want), W = cols;
	int digits = layout_digits((long)brows * bcols);
	l->digits = digits;
	l->rank_w = layout_digits(brows);
	l->vis_rows = brows;
	l->vis_cols = bcols;
	panel_set sizing = want->panels & sizing_panels();
	/* The board first: the biggest cells with which it fits whole.  Cells
	 * widened for big numerals only where the panels that size the board
	 * still fit.  The presentation centres the board, or the board and
	 * the panels that stay in it. */
	int keep = want->present ? presented_keep(want) : 0;
	/* A layout whose heatmap has no digits is kept only when no smaller
	 * board leaves the heatmap its digits and every panel its place. */
	ui_layout mute;
	bool muted = false;
	for (int ch = CH_MAX; ch >= 1; ch--)
		for (int widen = 1; widen >= 0; widen--) {
			int cw = layout_cell_width(ch, digits, want->ascii, widen);
			if (!cw || 2 + brows * ch > H || layout_grid_w(l, cw) + keep > W)
				continue;
			int x = want->present ? (W - layout_grid_w(l, cw) - keep) / 2 : 0;
			layout_place_grid(l, &l->board, top, x, cw, ch, false);
			if (want->present) {
				if (keep)
					place_presented(l, top, H, W, want);
				return;
			}
			arrange(l, top, H, W, sizing, true, want);
			if (widen && (l->shown & sizing) != sizing)
				continue;
			if (want->panels & ~sizing)
				arrange(l, top, H, W, want->panels, true, want);
			if (muted && (heat_mute(l, want) || (l->shown & mute.shown) != mute.shown))
				continue;
			if (!muted && heat_mute(l, want)) {
				mute = *l;
				muted = true;
				continue;
			}
			return;
		}
	if (muted) {
		*l = mute;
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
	if (sq == KSQ_NONE && layout_shows(l, PANEL_HEAT))
		sq = grid_hit(l, &l->heat, bcols, top, left, y, x);
	return sq;
}
