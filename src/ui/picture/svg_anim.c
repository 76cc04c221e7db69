/* SPDX-License-Identifier: MIT */
/* A tour drawing itself in SVG: the board, then move by move the square
 * gets its colour and number, the line reaches it and the knight jumps
 * there, looping; SMIL animation (<animate>, <set>, <animateTransform>),
 * which browsers play and which needs no script.  Every element stands
 * where the GIF's frames draw it (the same geometry and theme colours);
 * cairo only measures the text.  A viewer without SMIL shows the
 * finished tour: the animations start from the full picture, and the
 * knight is seen only while they run. */
#include <cairo.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/escape.h"
#include "paint.h"
#include "style.h"
#include "tour_pic.h"

#define FONT_FAMILY "DejaVu Sans, sans-serif"

typedef struct anim {
	FILE *f;
	const tour_pic *tp;
	pic_geom g;
	cairo_t *cr;     /* for measuring text */
	double period;   /* seconds of one loop */
	double step;     /* seconds per move */
} anim;

static void hex(char out[8], uint32_t c)
{
	snprintf(out, 8, "#%06x", (unsigned)(c & 0xffffff));
}

/* Where text must start for its ink to be centred on (x, y). */
static void centre(anim *a, const char *text, double size, bool bold, double x, double y,
		   double *tx, double *ty)
{
	cairo_select_font_face(a->cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
			       bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
	cairo_set_font_size(a->cr, size);
	cairo_text_extents_t e;
	cairo_text_extents(a->cr, text, &e);
	*tx = x - e.width / 2 - e.x_bearing;
	*ty = y - e.height / 2 - e.y_bearing;
}

/* The fraction of the loop at which move i (1-based) is shown. */
static double at(const anim *a, size_t i)
{
	return (double)(i - 1) * a->step / a->period;
}

/* An element hidden until move i: opacity 0, then 1. */
static void appear(anim *a, size_t i)
{
	if (i > 1)
		fprintf(a->f, "<animate attributeName=\"opacity\" calcMode=\"discrete\" values=\"0;1\" "
			      "keyTimes=\"0;%.5f\" dur=\"%.3fs\" repeatCount=\"indefinite\"/>",
			at(a, i), a->period);
}

static pic_box square(const anim *a, ksq sq)
{
	const pic_scene *s = &a->tp->s;
	double c = a->g.cell;
	return (pic_box){a->g.board.squares.x + (sq % s->cols) * c,
			 a->g.board.squares.y + (sq / s->cols) * c, c, c};
}

static void rect(anim *a, pic_box b, uint32_t fill, const char *extra)
{
	char h[8];
	hex(h, fill);
	fprintf(a->f, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"%s\"%s", b.x,
		b.y, b.w, b.h, h, extra);
}

/* The squares as they are before the first move; mono hatches the dark. */
static void squares(anim *a)
{
	const pic_scene *s = &a->tp->s;
	for (int r = 0; r < s->rows; r++)
		for (int k = 0; k < s->cols; k++) {
			bool dark = (r + k) & 1;
			pic_look lk = pic_look_of(s->theme, dark ? R_SQ_DARK : R_SQ_LIGHT, dark);
			pic_box b = square(a, r * s->cols + k);
			rect(a, b, lk.fill == PIC_NO_FILL ? pic_page(s->theme) : lk.fill, "/>\n");
			if (lk.hatch)
				rect(a, b, 0, " style=\"fill:url(#hatch)\"/>\n");
		}
}

static void text(anim *a, double x, double y, double size, bool bold, uint32_t ink,
		 const char *anchor, const char *t)
{
	char h[8];
	hex(h, ink);
	fprintf(a->f, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\" fill=\"%s\"%s%s%s%s>", x, y,
		size, h, bold ? " font-weight=\"bold\"" : "", anchor ? " text-anchor=\"" : "",
		anchor ? anchor : "", anchor ? "\"" : "");
	escape_xml(a->f, t);
	fputs("</text>\n", a->f);
}

static void labels(anim *a)
{
	const pic_scene *s = &a->tp->s;
	const pic_board_geom *bg = &a->g.board;
	pic_look lk = pic_look_of(s->theme, R_LABEL, false), tl = pic_look_of(s->theme, R_TITLE, false);
	double lf = a->g.label_font, c = a->g.cell;
	char t[SQUARE_NAME_MAX];
	text(a, bg->squares.x, bg->title.y + bg->title.h - 0.45 * a->g.font, 0.9 * a->g.font, true,
	     tl.ink, NULL, a->tp->title);
	for (int r = 0; r < s->rows; r++) {
		snprintf(t, sizeof t, "%d", s->rows - r);
		text(a, bg->ranks.x + bg->ranks.w - 0.35 * lf, bg->squares.y + (r + 0.5) * c + 0.365 * lf,
		     lf, lk.bold, lk.ink, "end", t);
	}
	for (int k = 0; k < s->cols; k++) {
		square_file_name(k, t, sizeof t);
		text(a, bg->squares.x + (k + 0.5) * c, bg->files.y + bg->files.h / 2 + 0.365 * lf, lf,
		     lk.bold, lk.ink, "middle", t);
	}
}

/* Each move's square in its visited colour, hidden until the move (none
 * where it looks as it did: mono). */
static void visits(anim *a)
{
	const tour *t = a->tp->t;
	theme_id th = a->tp->s.theme;
	for (size_t i = 0; i < t->len; i++) {
		ksq sq = t->path[i];
		bool dark = (sq / t->spec.cols + sq % t->spec.cols) & 1;
		pic_look lk = pic_look_of(th, dark ? R_VIS_DARK : R_VIS_LIGHT, dark);
		pic_look was = pic_look_of(th, dark ? R_SQ_DARK : R_SQ_LIGHT, dark);
		if (lk.fill == was.fill && lk.hatch == was.hatch)
			continue;
		rect(a, square(a, sq), lk.fill == PIC_NO_FILL ? pic_page(th) : lk.fill, ">");
		appear(a, i + 1);
		fputs("</rect>\n", a->f);
	}
}

static double line_width(const anim *a)
{
	return pic_path_width(a->g.cell);
}

/* The line, a segment a move, each shown with the move it reaches; the
 * closing move dashed, shown with the last. */
static void path(anim *a)
{
	const tour *t = a->tp->t;
	const pic_scene *s = &a->tp->s;
	pic_look lk = pic_look_of(s->theme, R_KNIGHT, false);
	char h[8];
	hex(h, lk.fill == PIC_NO_FILL ? pic_ink(s->theme) : lk.fill);
	fprintf(a->f, "<g id=\"line\" stroke=\"%s\" stroke-width=\"%.2f\" stroke-linecap=\"round\">\n", h,
		line_width(a));
	for (size_t i = 1; i <= t->len; i++) {
		bool closing = i == t->len;
		if (closing && !(a->tp->closed && t->len > 1))
			break;
		ksq from = t->path[i - 1], to = closing ? t->path[0] : t->path[i];
		int dr = abs(from / s->cols - to / s->cols), dc = abs(from % s->cols - to % s->cols);
		if (s->leap_reach > 0 && (dr > s->leap_reach || dc > s->leap_reach))
			continue; /* wraps round the torus */
		pic_box p = square(a, from), q = square(a, to);
		fprintf(a->f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"%s>",
			p.x + p.w / 2, p.y + p.h / 2, q.x + q.w / 2, q.y + q.h / 2,
			closing ? " stroke-dasharray=\"4 3\" pathLength=\"100\"" : "");
		appear(a, closing ? t->len : i + 1);
		fputs("</line>\n", a->f);
	}
	fputs("</g>\n", a->f);
}

/* The move numbers, each with a rim of its square's colour over the line. */
static void numbers(anim *a)
{
	const tour *t = a->tp->t;
	theme_id th = a->tp->s.theme;
	double nf = a->g.number_font;
	if (nf <= 0)
		return;
	fprintf(a->f, "<g id=\"numbers\" stroke-width=\"%.2f\" stroke-linejoin=\"round\" "
		      "paint-order=\"stroke\">\n",
		nf * 0.22);
	for (size_t i = 0; i < t->len; i++) {
		ksq sq = t->path[i];
		bool dark = (sq / t->spec.cols + sq % t->spec.cols) & 1;
		pic_look lk = pic_look_of(th, dark ? R_VIS_DARK : R_VIS_LIGHT, dark);
		pic_box b = square(a, sq);
		char num[24], ink[8], rim[8];
		snprintf(num, sizeof num, "%zu", i + 1);
		double x, y;
		centre(a, num, nf, lk.bold, b.x + b.w / 2, b.y + b.h / 2, &x, &y);
		hex(ink, lk.ink);
		hex(rim, lk.fill == PIC_NO_FILL ? pic_page(th) : lk.fill);
		fprintf(a->f, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\" fill=\"%s\" stroke=\"%s\"%s>%s",
			x, y, nf, ink, rim, lk.bold ? " font-weight=\"bold\"" : "", num);
		appear(a, i + 1);
		fputs("</text>\n", a->f);
	}
	fputs("</g>\n", a->f);
}

/* The start's frame, as the painter draws it. */
static void start(anim *a)
{
	const tour *t = a->tp->t;
	if (!t->len || a->g.cell < 6)
		return;
	ksq sq = t->path[0];
	bool dark = (sq / t->spec.cols + sq % t->spec.cols) & 1;
	pic_look lk = pic_look_of(a->tp->s.theme, dark ? R_VIS_DARK : R_VIS_LIGHT, dark);
	pic_box b = square(a, sq);
	double in = b.w * 0.07;
	char h[8];
	hex(h, lk.ink);
	fprintf(a->f, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"none\" "
		      "stroke=\"%s\" stroke-width=\"%.2f\"/>\n",
		b.x + in, b.y + in, b.w - 2 * in, b.h - 2 * in, h, fmax(0.5, b.w * 0.04));
}

/* The knight: a square of its colour with the glyph, jumping from move
 * to move; unseen without SMIL (the finished tour shows every number). */
static void knight(anim *a)
{
	const tour *t = a->tp->t;
	if (!t->len)
		return;
	pic_look lk = pic_look_of(a->tp->s.theme, R_KNIGHT, false);
	double c = a->g.cell, x, y;
	centre(a, "\u265e", a->g.glyph_font, true, c / 2, c / 2, &x, &y);
	pic_box last = square(a, t->path[t->len - 1]);
	fprintf(a->f, "<g id=\"knight\" opacity=\"0\" transform=\"translate(%.2f %.2f)\">\n", last.x,
		last.y);
	fputs("<set attributeName=\"opacity\" to=\"1\"/>\n", a->f);
	fprintf(a->f, "<animateTransform attributeName=\"transform\" type=\"translate\" "
		      "calcMode=\"discrete\" dur=\"%.3fs\" repeatCount=\"indefinite\" values=\"",
		a->period);
	for (size_t i = 0; i < t->len; i++) {
		pic_box b = square(a, t->path[i]);
		fprintf(a->f, "%s%.2f %.2f", i ? ";" : "", b.x, b.y);
	}
	fputs("\" keyTimes=\"", a->f);
	for (size_t i = 0; i < t->len; i++)
		fprintf(a->f, "%s%.5f", i ? ";" : "", at(a, i + 1));
	fputs("\"/>\n", a->f);
	rect(a, (pic_box){0, 0, c, c}, lk.fill == PIC_NO_FILL ? pic_page(a->tp->s.theme) : lk.fill,
	     "/>\n");
	text(a, x, y, a->g.glyph_font, true, lk.ink, NULL, "\u265e");
	fputs("</g>\n", a->f);
}

static void head(anim *a, const picture_tour_options *o)
{
	const pic_scene *s = &a->tp->s;
	const tour *t = a->tp->t;
	char page[8];
	hex(page, pic_page(s->theme));
	fprintf(a->f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" "
		      "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"" FONT_FAMILY "\">\n",
		s->width, s->height, s->width, s->height);
	fputs("<title>", a->f);
	escape_xml(a->f, a->tp->title);
	fprintf(a->f, ", drawing itself (%zu moves, %d a second)</title>\n", t->len, o->fps);
	if (t->meta.count) {
		fputs("<desc>", a->f);
		for (size_t i = 0; i < t->meta.count; i++) {
			escape_xml(a->f, t->meta.lines[i]);
			fputs(i + 1 < t->meta.count ? "\n" : "", a->f);
		}
		fputs("</desc>\n", a->f);
	}
	if (palette_is_mono(s->theme)) { /* the painter's hatching: "/" lines */
		double w = fmax(2, a->g.cell / 6) / M_SQRT2;
		fprintf(a->f, "<defs><pattern id=\"hatch\" patternUnits=\"userSpaceOnUse\" width=\"%.3f\" "
			      "height=\"%.3f\" patternTransform=\"rotate(45)\"><line x1=\"%.3f\" y1=\"0\" "
			      "x2=\"%.3f\" y2=\"%.3f\" stroke=\"#000000\" stroke-width=\"%.2f\"/>"
			      "</pattern></defs>\n",
			w, w, w / 2, w / 2, w, fmax(0.4, a->g.cell * 0.018));
	}
	fprintf(a->f, "<rect width=\"100%%\" height=\"100%%\" fill=\"%s\"/>\n", page);
}

bool svg_anim_write(FILE *f, tour_pic *tp, const picture_tour_options *o)
{
	anim a = {.f = f, .tp = tp};
	tour_pic_upto(tp, tp->t->len, false);
	pic_geom_in in;
	if (!pic_scene_geom(&tp->s, &in, &a.g)) {
		errno = EINVAL;
		return false;
	}
	cairo_surface_t *surf = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1);
	a.cr = cairo_create(surf);
	a.step = 1.0 / (o->fps > 0 ? o->fps : TOUR_PIC_FPS);
	a.period = (double)tp->t->len * a.step + PICTURE_HOLD_CS / 100.0;
	head(&a, o);
	squares(&a);
	labels(&a);
	visits(&a);
	path(&a);
	numbers(&a);
	start(&a);
	knight(&a);
	fputs("</svg>\n", f);
	bool ok = cairo_status(a.cr) == CAIRO_STATUS_SUCCESS;
	cairo_destroy(a.cr);
	cairo_surface_destroy(surf);
	if (!ok)
		errno = ENOMEM;
	return ok && !ferror(f);
}
