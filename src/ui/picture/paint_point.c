/* SPDX-License-Identifier: MIT */
/* A lesson pointing, in a picture (paint_impl.h): its highlighted squares
 * ringed and its arrow drawn, a knight's move from the centre of one
 * square to the other with a head at its end, in the colour of R_POINT
 * (the screen's rings), over the marks and numbers but short of the
 * centres, so that what stands there still reads. */
#include <math.h>

#include "paint_impl.h"

/* The centre of square sq of the board's squares box. */
static void centre(const pic_scene *s, const pic_box *sq, double cell, ksq at, double *x,
		   double *y)
{
	*x = sq->x + (at % s->cols + 0.5) * cell;
	*y = sq->y + (at / s->cols + 0.5) * cell;
}

/* The arrow's line and head as paths, stroked (and the head filled) in
 * the colour and the line width set. */
static void arrow(painter *p, const pic_box *sq, double cell)
{
	const pic_scene *s = p->s;
	cairo_t *cr = p->cr;
	double x0, y0, x1, y1;
	centre(s, sq, cell, s->arrow_from, &x0, &y0);
	centre(s, sq, cell, s->arrow_to, &x1, &y1);
	double dx = x1 - x0, dy = y1 - y0, len = sqrt(dx * dx + dy * dy);
	if (len <= 0)
		return;
	dx /= len;
	dy /= len;
	/* from the edge of the first square's number to short of the last's */
	double gap = 0.3 * cell, head = 0.35 * cell;
	double ax = x0 + dx * gap, ay = y0 + dy * gap;
	double bx = x1 - dx * gap, by = y1 - dy * gap;
	cairo_move_to(cr, ax, ay);
	cairo_line_to(cr, bx - dx * head * 0.6, by - dy * head * 0.6);
	cairo_stroke(cr);
	/* the head: a triangle whose tip is at (bx, by) */
	cairo_move_to(cr, bx, by);
	cairo_line_to(cr, bx - dx * head - dy * head * 0.5, by - dy * head + dx * head * 0.5);
	cairo_line_to(cr, bx - dx * head + dy * head * 0.5, by - dy * head - dx * head * 0.5);
	cairo_close_path(cr);
	cairo_fill_preserve(cr);
	cairo_stroke(cr);
}

/* The rings and the arrow, at line width w. */
static void marks(painter *p, const pic_box *sq, double cell, double w)
{
	const pic_scene *s = p->s;
	cairo_t *cr = p->cr;
	int32_t nsq = s->rows * s->cols;
	cairo_set_line_width(cr, w);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
	for (int i = 0; i < s->nrings; i++) {
		ksq at = s->rings[i];
		if (at < 0 || at >= nsq)
			continue;
		double x, y;
		centre(s, sq, cell, at, &x, &y);
		cairo_new_sub_path(cr);
		cairo_arc(cr, x, y, cell * 0.42, 0, 2 * M_PI);
		cairo_stroke(cr);
	}
	if (s->arrow_from >= 0 && s->arrow_from < nsq && s->arrow_to >= 0 && s->arrow_to < nsq)
		arrow(p, sq, cell);
}

void pp_points(painter *p, const pic_box *sq)
{
	const pic_scene *s = p->s;
	cairo_t *cr = p->cr;
	double cell = p->g.cell;
	if ((!s->nrings && s->arrow_from == KSQ_NONE) || cell < 4)
		return;
	pic_look lk = pic_look_of(s->theme, R_POINT, false);
	cairo_save(cr);
	/* a black rim under the colour: the marks read on a white square, on
	 * a grey one and on a dark one alike */
	pp_colour(cr, 0x000000);
	marks(p, sq, cell, cell * 0.12);
	pp_colour(cr, lk.fill == PIC_NO_FILL ? p->ink : lk.fill);
	marks(p, sq, cell, cell * 0.07);
	cairo_restore(cr);
}
