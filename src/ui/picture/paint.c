/* SPDX-License-Identifier: MIT */
/* The drawing routine (paint.h) and the text helpers of paint_impl.h. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paint_impl.h"

void pic_texts_free(pic_texts *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->v[i].text);
	free(t->v);
	memset(t, 0, sizeof *t);
}

void pp_colour(cairo_t *cr, uint32_t rgb)
{
	cairo_set_source_rgb(cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
			     (rgb & 0xff) / 255.0);
}

void pp_fill_box(painter *p, pic_box b, uint32_t rgb)
{
	if (rgb == PIC_NO_FILL)
		return;
	pp_colour(p->cr, rgb);
	cairo_rectangle(p->cr, b.x, b.y, b.w, b.h);
	cairo_fill(p->cr);
}

void pp_font(painter *p, bool mono, bool bold, double size)
{
	cairo_select_font_face(p->cr, mono ? PIC_FONT_MONO : PIC_FONT_SANS,
			       CAIRO_FONT_SLANT_NORMAL,
			       bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
	cairo_set_font_size(p->cr, size);
	p->mono = mono;
	p->bold = bold;
	p->size = size;
}

double pp_width(painter *p, const char *text)
{
	cairo_text_extents_t e;
	cairo_text_extents(p->cr, text, &e);
	return e.x_advance;
}

static void record(painter *p, double x, double y, double size, const char *text)
{
	pic_texts *t = p->texts;
	if (!t || !text[0] || p->failed)
		return;
	if (t->n == t->cap) {
		size_t cap = t->cap ? 2 * t->cap : 64;
		pic_text *v = realloc(t->v, cap * sizeof *v);
		if (!v) {
			p->failed = true;
			return;
		}
		t->v = v;
		t->cap = cap;
	}
	pic_text *r = &t->v[t->n];
	r->text = strdup(text);
	if (!r->text) {
		p->failed = true;
		return;
	}
	r->x = x;
	r->y = y;
	r->size = size;
	r->mono = p->mono;
	r->bold = p->bold;
	t->n++;
}

void pp_record(painter *p, double x, double y, double size, const char *text)
{
	record(p, x, y, size, text);
}

double pp_show(painter *p, double x, double y, const char *text, uint32_t ink)
{
	if (!text[0])
		return 0;
	pp_colour(p->cr, ink);
	cairo_move_to(p->cr, x, y);
	cairo_show_text(p->cr, text);
	record(p, x, y, p->size, text);
	return pp_width(p, text);
}

/* The length of the longest prefix of text (whole UTF-8 characters) at
 * most `w` wide, followed by `tail`. */
static size_t fit_prefix(painter *p, const char *text, double w, const char *tail, char *buf,
			 size_t len)
{
	size_t best = 0, n = strlen(text);
	for (size_t i = 1; i <= n; i++) {
		if (i < n && (text[i] & 0xc0) == 0x80)
			continue; /* inside a character */
		snprintf(buf, len, "%.*s%s", (int)i, text, tail);
		if (pp_width(p, buf) > w)
			break;
		best = i;
	}
	return best;
}

double pp_fit(painter *p, const char *text, double w, char *out, size_t len)
{
	snprintf(out, len, "%s", text);
	double tw = pp_width(p, out);
	if (tw <= w)
		return tw;
	char *buf = malloc(len);
	if (!buf) {
		out[0] = '\0';
		return 0;
	}
	size_t keep = fit_prefix(p, text, w, "\u2026", buf, len);
	while (keep > 0 && text[keep - 1] == ' ')
		keep--;
	if (keep == 0 && pp_width(p, "\u2026") > w)
		out[0] = '\0';
	else
		snprintf(out, len, "%.*s\u2026", (int)keep, text);
	free(buf);
	return pp_width(p, out);
}

double pp_baseline(painter *p, double top, double h)
{
	cairo_font_extents_t fe;
	cairo_font_extents(p->cr, &fe);
	return top + (h - (fe.ascent + fe.descent)) / 2 + fe.ascent;
}

void pp_centred(painter *p, pic_box b, const char *text, uint32_t ink)
{
	cairo_text_extents_t e;
	cairo_text_extents(p->cr, text, &e);
	double x = b.x + (b.w - e.width) / 2 - e.x_bearing;
	double y = b.y + (b.h - e.height) / 2 - e.y_bearing;
	pp_show(p, x, y, text, ink);
}

/* The widest of n in digits. */
static int digits(long n)
{
	int d = 1;
	while (n >= 10) {
		n /= 10;
		d++;
	}
	return d;
}

bool pic_scene_geom(const pic_scene *s, pic_geom_in *in, pic_geom *g)
{
	*in = (pic_geom_in){
		.width = s->width,
		.height = s->height,
		.rows = s->rows,
		.cols = s->cols,
		.panels = s->panels,
		.rank_chars = digits(s->rows),
		.number_chars = digits((long)s->rows * s->cols),
	};
	return pic_geom_compute(in, g);
}

bool pic_scene_fits(const pic_scene *s)
{
	pic_geom_in in;
	pic_geom g;
	return pic_scene_geom(s, &in, &g);
}

bool pic_paint(cairo_t *cr, const pic_scene *s, pic_texts *texts)
{
	painter p = {.cr = cr, .s = s, .texts = texts};
	p.page = pic_page(s->theme);
	p.ink = pic_ink(s->theme);
	cairo_save(cr);
	pp_colour(cr, p.page);
	cairo_rectangle(cr, 0, 0, s->width, s->height);
	cairo_fill(cr);
	pic_geom_in in;
	bool ok = pic_scene_geom(s, &in, &p.g);
	if (ok) {
		pp_boards(&p);
		if (s->panels & PIC_STACK)
			pp_stack(&p);
		if (s->panels & PIC_STATUS)
			pp_status(&p);
		if (s->panels & PIC_NARRATION)
			pp_narration(&p);
		if (s->panels & PIC_LEGEND)
			pp_key(&p);
	}
	cairo_restore(cr);
	return ok && !p.failed && cairo_status(cr) == CAIRO_STATUS_SUCCESS;
}
