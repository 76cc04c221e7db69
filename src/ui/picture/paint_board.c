/* SPDX-License-Identifier: MIT */
/* The board and the onward moves beside it: chequered squares, move
 * numbers, the knight, the candidates, the fading retreat marks, forced
 * and cut-off squares, the start, a tour's line; the heatmap's degrees
 * and its legend; titles, rank numbers and file letters.  Each square
 * gets the role the explorer gives it (view_board.c, view_heatmap.c), so
 * its colours are the terminal's. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paint_impl.h"

/* Below this size (pixels or points) rank and file labels are left out. */
#define LABEL_MIN 6.0

/* How a mark is drawn: a text (a number, the knight, '!') or a shape
 * standing for the terminal's glyph, which the text layer records. */
typedef enum shape { SH_NONE, SH_NUMBER, SH_GLYPH, SH_RING, SH_DOT_RING, SH_CROSS, SH_DOT } shape;

typedef struct sqlook {
	role r;
	shape sh;
	char text[24]; /* SH_NUMBER, SH_GLYPH: what is drawn; else the glyph recorded */
	bool dark;
	bool heat;     /* a square of the heatmap: its digit as large as may be */
} sqlook;

static void set(sqlook *c, role r, shape sh, const char *text)
{
	c->r = r;
	c->sh = sh;
	snprintf(c->text, sizeof c->text, "%s", text);
}

/* A square of the board, in view_board.c's order of precedence. */
static void board_cell(const painter *p, ksq sq, sqlook *c)
{
	const pic_square *q = &p->s->sq[sq];
	bool dark = c->dark, numbers = p->g.number_font > 0;
	char num[16], legal[8];
	snprintf(num, sizeof num, q->departed ? "%d*" : "%d", (int)q->moveno);
	snprintf(legal, sizeof legal, "(%d)", q->legal);
	switch (q->mark) {
	case PIC_KNIGHT: set(c, R_KNIGHT, SH_GLYPH, "\u265e"); break;
	case PIC_VISITED: /* too small for its number: a dot, unless a line shows the path */
		set(c, q->departed ? R_DEPART : dark ? R_VIS_DARK : R_VIS_LIGHT,
		    numbers ? SH_NUMBER : p->s->path_line ? SH_NONE : SH_DOT,
		    numbers ? num : "\u2022");
		break;
	case PIC_NEXT: set(c, R_NEXT, SH_DOT_RING, "\u25c9"); break;
	case PIC_FORCED: set(c, R_FORCED, SH_GLYPH, "!"); break;
	case PIC_RETREAT:
		set(c, q->fade >= 3 ? R_RET3 : q->fade == 2 ? R_RET2 : R_RET1, SH_CROSS, "\u00d7");
		break;
	case PIC_CAND: /* play's legal move: its digit, as the screen shows it */
		if (q->legal && numbers)
			set(c, dark ? R_CAND_DARK : R_CAND_LIGHT, SH_NUMBER, legal);
		else
			set(c, dark ? R_CAND_DARK : R_CAND_LIGHT, SH_RING, "\u25e6");
		break;
	case PIC_DEAD: set(c, R_DEAD, SH_CROSS, "\u2717"); break;
	default: set(c, dark ? R_SQ_DARK : R_SQ_LIGHT, SH_NONE, ""); break;
	}
}

/* A square of the heatmap (view_heat_look() without the move numbers). */
static void heat_cell(const painter *p, ksq sq, sqlook *c)
{
	const pic_square *q = &p->s->sq[sq];
	char d[8];
	if (q->mark == PIC_KNIGHT) {
		set(c, R_KNIGHT, SH_GLYPH, "\u265e");
	} else if (q->moveno > 0 || q->mark == PIC_VISITED) {
		set(c, R_HEAT_VIS, SH_NONE, "");
	} else if (q->degree >= 0) {
		snprintf(d, sizeof d, "%d", q->degree > 8 ? 8 : q->degree);
		set(c, (role)(R_HEAT0 + (q->degree > 8 ? 8 : q->degree)),
		    p->g.number_font > 0 ? SH_NUMBER : SH_NONE, d);
	} else {
		set(c, c->dark ? R_SQ_DARK : R_SQ_LIGHT, SH_NONE, "");
	}
}

static pic_box square_box(const pic_box *sq, double cell, int r, int c)
{
	return (pic_box){sq->x + c * cell, sq->y + r * cell, cell, cell};
}

/* Mono's dark squares: thin diagonal lines in the ink. */
static void hatch(painter *p, pic_box b, uint32_t ink)
{
	cairo_t *cr = p->cr;
	double step = b.w / 6 > 2 ? b.w / 6 : 2;
	cairo_save(cr);
	cairo_rectangle(cr, b.x, b.y, b.w, b.h);
	cairo_clip(cr);
	pp_colour(cr, ink);
	cairo_set_line_width(cr, fmax(0.4, b.w * 0.018));
	for (double d = step / 2; d < 2 * b.w; d += step) {
		cairo_move_to(cr, b.x + d, b.y);
		cairo_line_to(cr, b.x + d - b.h, b.y + b.h);
	}
	cairo_stroke(cr);
	cairo_restore(cr);
}

static void fill_cell(painter *p, pic_box b, const sqlook *c)
{
	pic_look lk = pic_look_of(p->s->theme, c->r, c->dark);
	pp_fill_box(p, b, lk.fill == PIC_NO_FILL ? p->page : lk.fill);
	if (lk.hatch)
		hatch(p, b, lk.ink);
}

/* A number over a hatched square or a tour's line keeps a rim of the
 * square's colour around it, so that it reads. */
static void number(painter *p, pic_box b, const sqlook *c, const pic_look *lk, bool rim)
{
	const char *text = c->text;
	/* the heatmap's one digit as large as a square's numbers may be */
	double size = c->heat ? fmax(p->g.number_font, 0.42 * b.w) : p->g.number_font;
	pp_font(p, false, lk->bold, size);
	cairo_text_extents_t e;
	cairo_text_extents(p->cr, text, &e);
	double room = b.w * (1 - 2 * PIC_NUMBER_PAD);
	if (e.x_advance > room) /* the geometry's estimate was short: shrink */
		pp_font(p, false, lk->bold, size * room / e.x_advance);
	if (rim) {
		cairo_text_extents(p->cr, text, &e);
		cairo_move_to(p->cr, b.x + (b.w - e.width) / 2 - e.x_bearing,
			      b.y + (b.h - e.height) / 2 - e.y_bearing);
		cairo_text_path(p->cr, text);
		pp_colour(p->cr, lk->fill == PIC_NO_FILL ? p->page : lk->fill);
		cairo_set_line_width(p->cr, p->size * 0.22);
		cairo_set_line_join(p->cr, CAIRO_LINE_JOIN_ROUND);
		cairo_stroke(p->cr);
	}
	pp_centred(p, b, text, lk->ink);
}

static void circle(cairo_t *cr, double x, double y, double r)
{
	cairo_new_sub_path(cr);
	cairo_arc(cr, x, y, r, 0, 2 * M_PI);
}

/* The shapes that stand for the terminal's glyphs. */
static void shape_mark(painter *p, pic_box b, const sqlook *c, const pic_look *lk)
{
	cairo_t *cr = p->cr;
	double x = b.x + b.w / 2, y = b.y + b.h / 2, s = b.w, lw = s * (lk->bold ? 0.085 : 0.06);
	pp_colour(cr, lk->ink);
	cairo_set_line_width(cr, lw);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
	switch (c->sh) {
	case SH_RING: circle(cr, x, y, 0.2 * s); cairo_stroke(cr); break;
	case SH_DOT_RING:
		circle(cr, x, y, 0.27 * s);
		cairo_stroke(cr);
		circle(cr, x, y, 0.14 * s);
		cairo_fill(cr);
		break;
	case SH_DOT: circle(cr, x, y, 0.12 * s); cairo_fill(cr); break;
	case SH_CROSS: {
		double h = c->r == R_DEAD ? 0.22 * s : 0.19 * s;
		cairo_move_to(cr, x - h, y - h);
		cairo_line_to(cr, x + h, y + h);
		cairo_move_to(cr, x + h, y - h);
		cairo_line_to(cr, x - h, y + h);
		cairo_stroke(cr);
		break;
	}
	default: break;
	}
	pp_record(p, x - 0.25 * s, y + 0.25 * s, 0.5 * s, c->text);
}

static void mark_cell(painter *p, pic_box b, const sqlook *c, bool rim)
{
	pic_look lk = pic_look_of(p->s->theme, c->r, c->dark);
	if (c->sh == SH_NUMBER) {
		number(p, b, c, &lk, rim || lk.hatch);
	} else if (c->sh == SH_GLYPH) {
		pp_font(p, false, true, c->text[0] == '!' ? 0.6 * b.w : p->g.glyph_font);
		pp_centred(p, b, c->text, lk.ink);
	} else if (c->sh != SH_NONE) {
		shape_mark(p, b, c, &lk);
	}
	if (lk.underline && c->sh != SH_NONE) {
		pp_colour(p->cr, lk.ink);
		cairo_set_line_width(p->cr, fmax(0.5, b.w * 0.045));
		cairo_move_to(p->cr, b.x + 0.25 * b.w, b.y + 0.86 * b.h);
		cairo_line_to(p->cr, b.x + 0.75 * b.w, b.y + 0.86 * b.h);
		cairo_stroke(p->cr);
	}
}

/* The start: a thin frame inside its square, in the square's ink. */
static void start_mark(painter *p, pic_box b, const sqlook *c)
{
	pic_look lk = pic_look_of(p->s->theme, c->r, c->dark);
	double w = fmax(0.5, b.w * 0.04), in = b.w * 0.07;
	pp_colour(p->cr, lk.ink);
	cairo_set_line_width(p->cr, w);
	cairo_rectangle(p->cr, b.x + in, b.y + in, b.w - 2 * in, b.h - 2 * in);
	cairo_stroke(p->cr);
}

static pic_point centre(const pic_box *sq, double c, int cols, ksq at)
{
	return (pic_point){sq->x + (at % cols + 0.5) * c, sq->y + (at / cols + 0.5) * c};
}

/* Does square `at` hold a label the line must keep clear of: the knight,
 * or a move number (when the squares are large enough for numbers)? */
static bool labelled(const painter *p, ksq at)
{
	const pic_square *q = &p->s->sq[at];
	return q->mark == PIC_KNIGHT || (q->moveno > 0 && p->g.number_font > 0);
}

/* One step of the line, from square a's centre to b's, less the parts
 * round the labels of the squares it passes (those in the rectangle of
 * squares between a and b: any other centre is a whole square away). */
typedef struct line_buf {
	pic_point *near; /* the board's squares, at most */
	double *t;       /* pieces: one more than the circles cut it */
	double r;
} line_buf;

static void line_step(painter *p, const pic_box *sq, ksq a, ksq b, const line_buf *lb)
{
	const pic_scene *s = p->s;
	int r0 = a / s->cols, r1 = b / s->cols, c0 = a % s->cols, c1 = b % s->cols;
	if (r0 > r1)
		r0 = r1, r1 = a / s->cols;
	if (c0 > c1)
		c0 = c1, c1 = a % s->cols;
	pic_point pa = centre(sq, p->g.cell, s->cols, a), pb = centre(sq, p->g.cell, s->cols, b);
	int n = 0;
	for (int row = r0; row <= r1; row++)
		for (int col = c0; col <= c1; col++)
			if (labelled(p, row * s->cols + col))
				lb->near[n++] = centre(sq, p->g.cell, s->cols, row * s->cols + col);
	double *t = lb->t;
	int k = pic_segment_clear(pa, pb, lb->near, n, lb->r, t, n + 1);
	for (int i = 0; i < k; i++) {
		cairo_move_to(p->cr, pa.x + (pb.x - pa.x) * t[2 * i], pa.y + (pb.y - pa.y) * t[2 * i]);
		cairo_line_to(p->cr, pa.x + (pb.x - pa.x) * t[2 * i + 1],
			      pa.y + (pb.y - pa.y) * t[2 * i + 1]);
	}
}

/* A tour's line through the centres of its squares in move order, with
 * a dashed closing move; a step that wraps round a torus is left out.
 * It stops short of every number and of the knight (a circle round each,
 * pic_label_clearance()), so that no label has a line through it. */
static void path_line(painter *p, const pic_box *sq)
{
	const pic_scene *s = p->s;
	int32_t nsq = s->rows * s->cols, n = 0;
	ksq *at = malloc((size_t)nsq * sizeof *at);
	line_buf lb = {malloc((size_t)nsq * sizeof *lb.near), malloc((size_t)(nsq + 1) * 2 * sizeof *lb.t), 0};
	if (!at || !lb.near || !lb.t) {
		p->failed = true;
		free(at);
		free(lb.near);
		free(lb.t);
		return;
	}
	for (ksq i = 0; i < nsq; i++)
		at[i] = KSQ_NONE;
	for (ksq i = 0; i < nsq; i++)
		if (s->sq[i].moveno > 0 && s->sq[i].moveno <= nsq)
			at[s->sq[i].moveno - 1] = i;
	while (n < nsq && at[n] != KSQ_NONE) /* moves 1..n, without a gap */
		n++;
	cairo_t *cr = p->cr;
	double c = p->g.cell;
	int chars = 1;
	for (int32_t v = nsq; v >= 10; v /= 10)
		chars++;
	lb.r = p->g.number_font > 0 ? pic_label_clearance(c, p->g.number_font, chars)
				    : PIC_CLEAR_MAX * c;
	pp_colour(cr, pic_path_colour(s->theme));
	cairo_set_line_width(cr, pic_path_width(c));
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
	for (int32_t i = 1; i < n; i++) {
		bool wraps = s->leap_reach > 0 &&
			     (abs(at[i] / s->cols - at[i - 1] / s->cols) > s->leap_reach ||
			      abs(at[i] % s->cols - at[i - 1] % s->cols) > s->leap_reach);
		if (!wraps)
			line_step(p, sq, at[i - 1], at[i], &lb);
	}
	cairo_stroke(cr);
	if (s->closed && n > 1) {
		double d[] = {0.15 * c, 0.12 * c};
		cairo_set_dash(cr, d, 2, 0);
		line_step(p, sq, at[n - 1], at[0], &lb);
		cairo_stroke(cr);
		cairo_set_dash(cr, NULL, 0, 0);
	}
	free(at);
	free(lb.near);
	free(lb.t);
}

/* The squares of one board: fills, then the tour's line, then marks. */
static void squares(painter *p, const pic_box *sq, bool heat)
{
	const pic_scene *s = p->s;
	double c = p->g.cell;
	bool line = !heat && s->path_line;
	for (int pass = 0; pass < 2; pass++) {
		for (int r = 0; r < s->rows; r++)
			for (int k = 0; k < s->cols; k++) {
				sqlook ce = {.dark = (r + k) & 1, .heat = heat};
				ksq at = r * s->cols + k;
				if (heat)
					heat_cell(p, at, &ce);
				else
					board_cell(p, at, &ce);
				pic_box b = square_box(sq, c, r, k);
				if (pass == 0) {
					fill_cell(p, b, &ce);
					continue;
				}
				mark_cell(p, b, &ce, line);
				if (!heat && at == s->start && c >= 6)
					start_mark(p, b, &ce);
			}
		if (pass == 0 && line)
			path_line(p, sq);
	}
}

/* Rank numbers right of centre in their column, file letters centred
 * under theirs; every k-th when a label is wider than its square. */
static void labels(painter *p, const pic_board_geom *bg)
{
	const pic_scene *s = p->s;
	pic_look lk = pic_look_of(s->theme, R_LABEL, false);
	double c = p->g.cell, lf = p->g.label_font;
	char t[SQUARE_NAME_MAX];
	if (lf < LABEL_MIN) /* specks, not labels */
		return;
	pp_font(p, false, lk.bold, lf);
	int every = 1;
	while (every < s->rows && lf * PIC_LINE * 0.8 > every * c)
		every++;
	for (int r = 0; r < s->rows; r++) {
		if ((s->rows - r - 1) % every)
			continue;
		snprintf(t, sizeof t, "%d", s->rows - r);
		double w = pp_width(p, t);
		pp_show(p, bg->ranks.x + bg->ranks.w - w - 0.35 * lf,
			pp_baseline(p, bg->squares.y + r * c, c), t, lk.ink);
	}
	square_file_name(s->cols - 1, t, sizeof t);
	double widest = pp_width(p, t) + 0.3 * lf;
	for (every = 1; every < s->cols && widest > every * c; every++)
		;
	for (int k = 0; k < s->cols; k += every) {
		square_file_name(k, t, sizeof t);
		double w = pp_width(p, t);
		pp_show(p, bg->squares.x + k * c + (c - w) / 2,
			pp_baseline(p, bg->files.y, bg->files.h), t, lk.ink);
	}
}

static void title(painter *p, const pic_board_geom *bg, const char *text)
{
	pic_look lk = pic_look_of(p->s->theme, R_TITLE, false);
	char fitted[256];
	pp_font(p, false, true, 0.9 * p->g.font);
	double x = bg->squares.x, w = bg->block.x + bg->block.w - x;
	pp_fit(p, text, w, fitted, sizeof fitted);
	/* on the title band's lower part, close to its board */
	pp_show(p, x, bg->title.y + bg->title.h - 0.45 * p->g.font, fitted, lk.ink);
}

static void legend(painter *p)
{
	for (int k = 0; k <= 8; k++) {
		pic_box b = pic_geom_swatch(&p->g, k);
		pic_look lk = pic_look_of(p->s->theme, (role)(R_HEAT0 + k), false);
		pp_fill_box(p, b, lk.fill == PIC_NO_FILL ? p->page : lk.fill);
		if (lk.fill == PIC_NO_FILL || lk.fill == p->page) { /* mono: an outline */
			pp_colour(p->cr, p->ink);
			cairo_set_line_width(p->cr, fmax(0.5, b.w * 0.04));
			cairo_rectangle(p->cr, b.x, b.y, b.w, b.h);
			cairo_stroke(p->cr);
		}
		char d[4] = {(char)('0' + k), '\0'};
		pp_font(p, false, lk.bold, 0.62 * b.w);
		pp_centred(p, b, d, lk.ink);
		if (lk.underline) {
			cairo_set_line_width(p->cr, fmax(0.5, b.w * 0.05));
			cairo_move_to(p->cr, b.x + 0.3 * b.w, b.y + 0.88 * b.h);
			cairo_line_to(p->cr, b.x + 0.7 * b.w, b.y + 0.88 * b.h);
			cairo_stroke(p->cr);
		}
	}
}

void pp_boards(painter *p)
{
	const pic_scene *s = p->s;
	char t[96];
	if (p->g.board.shown) {
		if (s->board_title)
			snprintf(t, sizeof t, "%s", s->board_title);
		else
			snprintf(t, sizeof t, "Board %dx%d", s->rows, s->cols);
		title(p, &p->g.board, t);
		squares(p, &p->g.board.squares, false);
		pp_points(p, &p->g.board.squares);
		labels(p, &p->g.board);
	}
	if (p->g.heat.shown) {
		title(p, &p->g.heat, "Onward moves");
		squares(p, &p->g.heat.squares, true);
		labels(p, &p->g.heat);
		legend(p);
	}
}

/* ---- the key to the marks (PIC_LEGEND) ------------------------------------------- */

typedef struct key_item {
	const char *words;
	role r;
	shape sh;
	const char *text; /* what the square shows (as board_cell() sets it) */
	bool start;       /* the start's frame over it */
} key_item;

static const key_item key_items[] = {
	{"on the path, in move order", R_VIS_LIGHT, SH_NUMBER, "7", false},
	{"the start", R_VIS_LIGHT, SH_NUMBER, "1", true},
	{"the knight", R_KNIGHT, SH_GLYPH, "\u265e", false},
	{"a candidate, not tried yet", R_CAND_LIGHT, SH_RING, "\u25e6", false},
	{"tried next", R_NEXT, SH_DOT_RING, "\u25c9", false},
	{"backtracked from (fading)", R_RET1, SH_CROSS, "\u00d7", false},
	{"forced: one way left", R_FORCED, SH_GLYPH, "!", false},
	{"dead end: cut off", R_DEAD, SH_CROSS, "\u2717", false},
	{"not Warnsdorff's choice", R_DEPART, SH_NUMBER, "7*", false},
};
#define KEY_DEPART 8 /* shown only when a square was reached so */

/* One square of the key, drawn as the board draws its mark, with fonts
 * for its size and an outline (mono's white squares on a white page). */
static void key_swatch(painter *p, pic_box b, const key_item *it)
{
	sqlook c = {.dark = false};
	set(&c, it->r, it->sh, it->text);
	double nf = p->g.number_font, gf = p->g.glyph_font;
	p->g.number_font = 0.42 * b.w;
	p->g.glyph_font = 0.78 * b.w;
	fill_cell(p, b, &c);
	mark_cell(p, b, &c, false);
	if (it->start)
		start_mark(p, b, &c);
	p->g.number_font = nf;
	p->g.glyph_font = gf;
	pp_colour(p->cr, p->ink);
	cairo_set_line_width(p->cr, fmax(0.5, 0.03 * b.w));
	cairo_rectangle(p->cr, b.x, b.y, b.w, b.h);
	cairo_stroke(p->cr);
}

static bool any_departed(const pic_scene *s)
{
	for (int i = 0; i < s->rows * s->cols; i++)
		if (s->sq[i].departed)
			return true;
	return false;
}

/* The items flowed into the key's two lines at font f: false when they
 * do not fit; drawn when `draw`. */
static bool key_flow(painter *p, double f, bool draw)
{
	pic_box k = p->g.key;
	double line = PIC_LINE * f, side = 1.1 * f, x = k.x;
	int row = 0, n = (int)(sizeof key_items / sizeof key_items[0]);
	bool depart = any_departed(p->s);
	for (int i = 0; i < n; i++) {
		if (i == KEY_DEPART && !depart)
			continue;
		pp_font(p, false, false, f);
		double w = side + 0.4 * f + pp_width(p, key_items[i].words);
		if (x > k.x && x + w > k.x + k.w) {
			x = k.x;
			if (++row >= 2)
				return false;
		}
		if (draw) {
			double top = k.y + row * line;
			key_swatch(p, (pic_box){x, top + (line - side) / 2, side, side}, &key_items[i]);
			pp_font(p, false, false, f);
			pp_show(p, x + side + 0.4 * f, pp_baseline(p, top, line), key_items[i].words,
				p->ink);
		}
		x += w + 1.5 * f;
	}
	return true;
}

/* What each mark of the board means, under the boards: the largest font
 * up to the key's own with which it fits its two lines. */
void pp_key(painter *p)
{
	double f = p->g.key_font;
	for (int i = 0; i < 12 && !key_flow(p, f, false); i++)
		f *= 0.9;
	key_flow(p, f, true);
}
