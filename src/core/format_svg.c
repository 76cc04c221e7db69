/* SPDX-License-Identifier: MIT */
/* SVG (written only): a chequered board, the path as a line with the start
 * and end marked, the move numbers, file and rank labels.  Standalone SVG
 * 1.1 that any browser shows. */
#include <errno.h>
#include <stdlib.h>

#include "ktour/escape.h"
#include "ktour/square.h"
#include "format_impl.h"

/* Boards up to this many squares get move numbers; beyond it they would
 * be unreadable specks, so only the line is drawn. */
#define SVG_MAX_NUMBERED 10000

typedef struct svg_geom {
	int s;       /* side of a square in pixels */
	int left, top, bottom, right;
	int rows, cols;
} svg_geom;

static double cx(const svg_geom *g, ksq sq)
{
	return g->left + (sq % g->cols) * g->s + g->s / 2.0;
}

static double cy(const svg_geom *g, ksq sq)
{
	return g->top + (sq / g->cols) * g->s + g->s / 2.0;
}

static void svg_board(FILE *f, const svg_geom *g)
{
	int s = g->s;
	fprintf(f,
		"<defs><pattern id=\"chequer\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
		"patternUnits=\"userSpaceOnUse\">"
		"<rect width=\"%d\" height=\"%d\" fill=\"#f0d9b5\"/>"
		"<rect x=\"%d\" width=\"%d\" height=\"%d\" fill=\"#b58863\"/>"
		"<rect y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#b58863\"/>"
		"</pattern></defs>\n",
		g->left, g->top, 2 * s, 2 * s, 2 * s, 2 * s, s, s, s, s, s, s);
	fprintf(f,
		"<rect x=\"%d\" y=\"%d\" width=\"%ld\" height=\"%ld\" fill=\"url(#chequer)\" "
		"stroke=\"#333\"/>\n",
		g->left, g->top, (long)g->cols * s, (long)g->rows * s);
	if (s < 12)
		return; /* labels would not be legible */
	fprintf(f, "<g font-family=\"sans-serif\" font-size=\"%d\" fill=\"#333\" "
		   "text-anchor=\"middle\">\n", s * 3 / 8);
	for (int c = 0; c < g->cols; c++) {
		char name[16];
		square_file_name(c, name, sizeof name);
		fprintf(f, "<text x=\"%.1f\" y=\"%ld\">%s</text>\n", g->left + c * s + s / 2.0,
			(long)g->top + (long)g->rows * s + s * 2 / 3, name);
	}
	for (int r = 0; r < g->rows; r++)
		fprintf(f, "<text x=\"%d\" y=\"%.1f\">%d</text>\n", g->left / 2,
			g->top + r * s + s * 0.62, g->rows - r);
	fputs("</g>\n", f);
}

/* The path as polylines, split where a torus move wraps round the edge. */
static void svg_path(FILE *f, const svg_geom *g, const tour *t, bool closed)
{
	int reach = t->spec.lea > t->spec.leb ? t->spec.lea : t->spec.leb;
	double w = g->s / 10.0 < 1 ? 1 : g->s / 10.0;
	bool open_line = false;
	for (size_t i = 0; i < t->len; i++) {
		ksq sq = t->path[i];
		if (i > 0) {
			long dr = labs((long)(sq / g->cols) - t->path[i - 1] / g->cols);
			long dc = labs((long)(sq % g->cols) - t->path[i - 1] % g->cols);
			if ((dr > reach || dc > reach) && open_line) {
				fputs("\"/>\n", f);
				open_line = false;
			}
		}
		if (!open_line) {
			fprintf(f, "<polyline fill=\"none\" stroke=\"#c0392b\" stroke-width=\"%.1f\" "
				   "stroke-linejoin=\"round\" stroke-linecap=\"round\" points=\"",
				w);
			open_line = true;
		} else {
			fputc(i % 8 == 0 ? '\n' : ' ', f);
		}
		fprintf(f, "%.1f,%.1f", cx(g, sq), cy(g, sq));
	}
	if (open_line)
		fputs("\"/>\n", f);
	if (closed)
		fprintf(f,
			"<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#c0392b\" "
			"stroke-width=\"%.1f\" stroke-dasharray=\"%.1f\"/>\n",
			cx(g, t->path[t->len - 1]), cy(g, t->path[t->len - 1]), cx(g, t->path[0]),
			cy(g, t->path[0]), w, w * 2);
	if (t->len == 0)
		return;
	fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"#27ae60\"/>\n",
		cx(g, t->path[0]), cy(g, t->path[0]), g->s * 0.3);
	fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"#5dade2\"/>\n",
		cx(g, t->path[t->len - 1]), cy(g, t->path[t->len - 1]), g->s * 0.3);
}

static void svg_numbers(FILE *f, const svg_geom *g, const tour *t)
{
	if ((long)g->rows * g->cols > SVG_MAX_NUMBERED) {
		fprintf(f, "<!-- move numbers left out: more than %d squares -->\n",
			SVG_MAX_NUMBERED);
		return;
	}
	int size = t->len >= 1000 ? g->s * 3 / 10 : g->s * 2 / 5;
	fprintf(f,
		"<g font-family=\"sans-serif\" font-size=\"%d\" font-weight=\"bold\" "
		"text-anchor=\"middle\" fill=\"#111\" stroke=\"#fff\" stroke-width=\"%.1f\" "
		"paint-order=\"stroke\">\n",
		size > 1 ? size : 1, g->s / 12.0);
	for (size_t i = 0; i < t->len; i++)
		fprintf(f, "<text x=\"%.1f\" y=\"%.1f\">%zu</text>\n", cx(g, t->path[i]),
			cy(g, t->path[i]) + size * 0.35, i + 1);
	fputs("</g>\n", f);
}

bool fmt_write_svg(FILE *f, const tour *t)
{
	long nsq = (long)t->spec.rows * t->spec.cols;
	for (size_t i = 0; i < t->len; i++)
		if (t->path[i] < 0 || t->path[i] >= nsq) {
			errno = EINVAL;
			return false;
		}
	svg_geom g = {.rows = t->spec.rows, .cols = t->spec.cols};
	int side = g.rows > g.cols ? g.rows : g.cols;
	g.s = side <= 32 ? 40 : 1280 / side;
	if (g.s < 2)
		g.s = 2;
	g.left = g.s >= 12 ? g.s : 4;
	g.top = g.right = 4;
	g.bottom = g.s >= 12 ? g.s : 4;
	long width = g.left + (long)g.cols * g.s + g.right;
	long height = g.top + (long)g.rows * g.s + g.bottom;
	tour_report r;
	bool closed = tour_check(t, &r) && r.closed;
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		   "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%ld\" "
		   "height=\"%ld\" viewBox=\"0 0 %ld %ld\">\n",
		width, height, width, height);
	fprintf(f, "<title>%s tour on %dx%d (%zu square%s)</title>\n",
		closed ? "Closed" : (r.complete ? "Open" : "Partial"), g.rows, g.cols, t->len,
		t->len == 1 ? "" : "s");
	if (t->meta.count) {
		fputs("<desc>", f);
		for (size_t i = 0; i < t->meta.count; i++) {
			escape_xml(f, t->meta.lines[i]);
			fputc(i + 1 < t->meta.count ? '\n' : '<', f);
		}
		fputs("/desc>\n", f);
	}
	svg_board(f, &g);
	svg_path(f, &g, t, closed);
	svg_numbers(f, &g, t);
	fputs("</svg>\n", f);
	return !ferror(f);
}
