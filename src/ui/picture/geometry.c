/* SPDX-License-Identifier: MIT */
/* Where everything goes on a picture (geometry.h). */
#include "geometry.h"

#include <math.h>
#include <string.h>

#include "scene.h"

/* The smallest page drawn. */
#define PAGE_MIN 32.0

static double clampd(double v, double lo, double hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* What a board takes besides its squares, for a square side `cell`. */
typedef struct extras {
	double label_font, rank_w, file_h, title_h;
	double swatch, legend_w; /* the heatmap's legend */
	int lrows, lcols;
} extras;

static void board_extras(const pic_geom_in *in, const pic_geom *g, double cell, extras *z)
{
	z->label_font = clampd(cell * 0.42, 4, g->font * 0.8);
	z->rank_w = in->rank_chars * PIC_DIGIT_W * z->label_font + 0.6 * z->label_font;
	z->file_h = z->label_font * (PIC_LINE + 0.2);
	z->title_h = g->font * 0.9 * PIC_LINE + 0.3 * g->font;
	/* The legend stands beside the squares, no taller than they are:
	 * one column of nine swatches, else two of five, else three of
	 * three, each swatch at most a square and a line of text high. */
	double tall = in->rows * cell;
	z->swatch = cell < g->font * 1.2 ? cell : g->font * 1.2;
	z->lrows = 9;
	while (z->lrows > 3 && z->lrows * z->swatch * 1.15 > tall)
		z->lrows = z->lrows == 9 ? 5 : 3;
	if (z->lrows * z->swatch * 1.15 > tall)
		z->swatch = tall / (z->lrows * 1.15);
	z->lcols = (9 + z->lrows - 1) / z->lrows;
	z->legend_w = 0.5 * g->font + z->lcols * z->swatch + (z->lcols - 1) * 0.3 * z->swatch;
}

/* The width of the boards side by side, legend included. */
static double boards_width(const pic_geom_in *in, const pic_geom *g, const extras *z,
			   double cell)
{
	double one = z->rank_w + in->cols * cell, w = 0;
	if (in->panels & PIC_BOARD)
		w += one;
	if (in->panels & PIC_HEAT)
		w += (w > 0 ? g->gap : 0) + one + z->legend_w;
	return w;
}

static double stack_min_width(const pic_geom_in *in, const pic_geom *g, bool boards)
{
	if (!(in->panels & PIC_STACK))
		return 0;
	/* About 18 characters of the stack's monospaced text: a move number,
	 * a square and two candidates. */
	double w = 18 * 0.6 * g->stack_font;
	if (w < 0.25 * g->middle.w)
		w = 0.25 * g->middle.w;
	return (boards ? g->gap : 0) + w;
}

static bool fits(const pic_geom_in *in, const pic_geom *g, double cell)
{
	extras z;
	board_extras(in, g, cell, &z);
	double h = z.title_h + in->rows * cell + z.file_h;
	double w = boards_width(in, g, &z, cell) + stack_min_width(in, g, true);
	return h <= g->middle.h && w <= g->middle.w;
}

/* The largest side of a square that fits (bisection: fits() is monotone),
 * whole pixels when squares are big enough for it to matter; 0 if none. */
static double best_cell(const pic_geom_in *in, const pic_geom *g)
{
	double lo = 0, hi = fmin(g->middle.h / in->rows, g->middle.w / in->cols);
	if (fits(in, g, hi))
		lo = hi;
	for (int i = 0; i < 60 && lo < hi; i++) {
		double mid = (lo + hi) / 2;
		if (fits(in, g, mid))
			lo = mid;
		else
			hi = mid;
	}
	return lo >= 8 ? floor(lo) : lo;
}

/* One board's boxes, its block's top left corner at (x, y). */
static void place_board(pic_board_geom *b, const pic_geom_in *in, const extras *z, double cell,
			double x, double y, bool legend)
{
	double side_w = in->cols * cell, side_h = in->rows * cell;
	b->shown = true;
	b->squares = (pic_box){x + z->rank_w, y + z->title_h, side_w, side_h};
	if (cell >= 8) { /* squares on whole pixels: crisp edges */
		b->squares.x = round(b->squares.x);
		b->squares.y = round(b->squares.y);
	}
	double right = b->squares.x + side_w; /* after rounding */
	b->title = (pic_box){x, y, right - x, b->squares.y - y};
	b->ranks = (pic_box){x, b->squares.y, b->squares.x - x, side_h};
	b->files = (pic_box){b->squares.x, b->squares.y + side_h, side_w, z->file_h};
	b->block = (pic_box){x, y, right - x + (legend ? z->legend_w : 0),
			     b->squares.y - y + side_h + z->file_h};
}

static void place_legend(pic_geom *g, const extras *z)
{
	const pic_box *sq = &g->heat.squares;
	g->swatch = z->swatch;
	g->lrows = z->lrows;
	g->lcols = z->lcols;
	double h = z->lrows * z->swatch * 1.15 - 0.15 * z->swatch;
	g->legend = (pic_box){sq->x + sq->w + 0.5 * g->font, sq->y + (sq->h - h) / 2,
			      z->legend_w - 0.5 * g->font, h};
}

static void place_middle(const pic_geom_in *in, pic_geom *g)
{
	extras z;
	bool boards = in->panels & (PIC_BOARD | PIC_HEAT);
	board_extras(in, g, g->cell, &z);
	g->label_font = z.label_font;
	double w = boards ? boards_width(in, g, &z, g->cell) : 0;
	double h = z.title_h + in->rows * g->cell + z.file_h;
	double x = g->middle.x, y = g->middle.y + (g->middle.h - h) / 2;
	if (!(in->panels & PIC_STACK))
		x += (g->middle.w - w) / 2;
	if (in->panels & PIC_BOARD) {
		place_board(&g->board, in, &z, g->cell, x, y, false);
		x = g->board.block.x + g->board.block.w + g->gap;
	}
	if (in->panels & PIC_HEAT) {
		place_board(&g->heat, in, &z, g->cell, x, y, true);
		place_legend(g, &z);
	}
	if (in->panels & PIC_STACK) {
		double sx = boards ? g->middle.x + w + g->gap : g->middle.x;
		g->stack = (pic_box){sx, g->middle.y, g->middle.x + g->middle.w - sx, g->middle.h};
	}
}

static void number_fonts(const pic_geom_in *in, pic_geom *g)
{
	double room = g->cell * (1 - 2 * PIC_NUMBER_PAD);
	int chars = in->number_chars > 0 ? in->number_chars : 1;
	double nf = fmin(0.42 * g->cell, room / (chars * PIC_DIGIT_W));
	g->number_font = nf >= PIC_NUMBER_MIN ? nf : 0;
	g->glyph_font = 0.78 * g->cell;
}

bool pic_geom_compute(const pic_geom_in *in, pic_geom *g)
{
	memset(g, 0, sizeof *g);
	double W = in->width, H = in->height;
	if (W < PAGE_MIN || H < PAGE_MIN || in->rows < 1 || in->cols < 1)
		return false;
	g->margin = round(fmax(2, 0.03 * fmin(W, H)));
	/* Text for a slide; a board alone (a tour) has only its labels and
	 * title, which may then be larger. */
	bool words = in->panels & (PIC_STACK | PIC_NARRATION | PIC_STATUS);
	g->font = clampd(words ? fmin(H / 30, W / 40) : fmin(H, W) / 26, 6, 200);
	g->gap = round(0.8 * g->font);
	g->stack_font = 0.8 * g->font;
	double m = g->margin, top = m, bottom = H - m, line = PIC_LINE * g->font;
	if (in->panels & PIC_STATUS) {
		g->status = (pic_box){m, m, W - 2 * m, 2 * line};
		top += g->status.h + g->gap;
	}
	if (in->panels & PIC_NARRATION) {
		g->narration = (pic_box){m, H - m - 2 * line, W - 2 * m, 2 * line};
		bottom -= g->narration.h + g->gap;
	}
	if (in->panels & PIC_LEGEND) {
		g->key_font = PIC_KEY_FONT * g->font;
		double kh = 2 * PIC_LINE * g->key_font;
		g->key = (pic_box){m, bottom - kh, W - 2 * m, kh};
		bottom -= kh + g->gap;
	}
	g->middle = (pic_box){m, top, W - 2 * m, bottom - top};
	if (g->middle.h <= 0)
		return false;
	if (in->panels & (PIC_BOARD | PIC_HEAT)) {
		g->cell = best_cell(in, g);
		if (g->cell <= 0)
			return false;
		number_fonts(in, g);
	}
	place_middle(in, g);
	return true;
}

pic_box pic_geom_swatch(const pic_geom *g, int k)
{
	int col = k / g->lrows, row = k % g->lrows;
	return (pic_box){g->legend.x + col * 1.3 * g->swatch,
			 g->legend.y + row * 1.15 * g->swatch, g->swatch, g->swatch};
}

double pic_path_width(double cell)
{
	return fmax(1, fmin(0.05 * cell, 5));
}

bool pic_box_overlap(pic_box a, pic_box b)
{
	if (a.w <= 0 || a.h <= 0 || b.w <= 0 || b.h <= 0)
		return false;
	return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

double pic_label_clearance(double cell, double number_font, int chars)
{
	double room = cell * (1 - 2 * PIC_NUMBER_PAD);
	double w = fmin(room, (chars > 0 ? chars : 1) * PIC_DIGIT_W * number_font);
	double h = PIC_DIGIT_H * number_font;
	return fmin(0.5 * hypot(w, h) + pic_path_width(cell), PIC_CLEAR_MAX * cell);
}

/* The part of the way from a to b (fractions) within r of c: false when
 * none. */
static bool inside(pic_point a, pic_point b, pic_point c, double r, double *lo, double *hi)
{
	double dx = b.x - a.x, dy = b.y - a.y, fx = a.x - c.x, fy = a.y - c.y;
	double qa = dx * dx + dy * dy, qb = 2 * (fx * dx + fy * dy), qc = fx * fx + fy * fy - r * r;
	double disc = qb * qb - 4 * qa * qc;
	if (qa <= 0 || disc <= 0)
		return false;
	double root = sqrt(disc);
	*lo = fmax(0, (-qb - root) / (2 * qa));
	*hi = fmin(1, (-qb + root) / (2 * qa));
	return *lo < *hi;
}

int pic_segment_clear(pic_point a, pic_point b, const pic_point *c, int n, double r, double *t,
		      int max)
{
	double at = 0; /* clear from here on, as far as the circles seen say */
	int k = 0;
	for (;;) {
		/* the circle that starts first at or after `at`, or covers it */
		double lo = 2, hi = 2;
		for (int i = 0; i < n; i++) {
			double l, h;
			if (inside(a, b, c[i], r, &l, &h) && h > at && l < lo) {
				lo = l;
				hi = h;
			}
		}
		if (lo > at && k < max) { /* a clear piece up to the circle (or the end) */
			t[2 * k] = at;
			t[2 * k + 1] = fmin(lo, 1);
			k++;
		}
		if (lo >= 1)
			return k;
		/* past this circle and any that overlap it */
		at = fmax(at, hi);
		for (bool more = true; more;) {
			more = false;
			for (int i = 0; i < n; i++) {
				double l, h;
				if (inside(a, b, c[i], r, &l, &h) && l <= at && h > at) {
					at = h;
					more = true;
				}
			}
		}
		if (at >= 1)
			return k;
	}
}
