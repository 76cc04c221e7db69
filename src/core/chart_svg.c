/* SPDX-License-Identifier: MIT */
/* Charts as standalone SVG 1.1 (see include/ktour/chart.h): a title and
 * subtitle, a plot area with grid lines, both axes with ticks, tick labels
 * and labels, the series as polylines (or the map as rectangles, equal
 * neighbours in a row merged into one), guide lines, and a legend on the
 * right.  Sizes in pixels; text in a generic sans-serif font. */
#include <errno.h>
#include <math.h>
#include <string.h>

#include "ktour/chart.h"
#include "ktour/escape.h"

#define SVG_W 960
#define SVG_H 600
#define CHAR_W 7.0 /* rough width of a 12px character, for the margins */

static const char *const palette[] = {
	"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
	"#17becf", "#bcbd22", "#7f7f7f", "#aec7e8", "#ff9896", "#98df8a", "#ffbb78",
	"#c5b0d5", "#c49c94", "#f7b6d2", "#9edae5", "#dbdb8d", "#393b79",
};
#define NPALETTE (int)(sizeof palette / sizeof palette[0])

static const char *const dashes[] = {"", "12 5", "4 4", "16 5 4 5", "", "8 4"};
#define NDASHES (int)(sizeof dashes / sizeof dashes[0])

typedef struct geom {
	double left, top, width, height; /* the plot area */
	double xmin, xmax, ymin, ymax;
} geom;

static double px(const geom *g, double x)
{
	return g->left + (x - g->xmin) / (g->xmax - g->xmin) * g->width;
}

static double py(const geom *g, double y)
{
	return g->top + g->height - (y - g->ymin) / (g->ymax - g->ymin) * g->height;
}

int chart_ticks(double lo, double hi, int target, double *out, int max)
{
	if (!(hi > lo) || target < 1 || max < 1) {
		if (max >= 1 && isfinite(lo))
			out[0] = lo;
		return max >= 1 && isfinite(lo) ? 1 : 0;
	}
	double raw = (hi - lo) / target, mag = pow(10, floor(log10(raw)));
	double step = mag;
	if (raw / mag > 5)
		step = 10 * mag;
	else if (raw / mag > 2)
		step = 5 * mag;
	else if (raw / mag > 1)
		step = 2 * mag;
	int n = 0;
	for (double v = ceil(lo / step - 1e-9) * step; v <= hi + step * 1e-9 && n < max;
	     v += step)
		out[n++] = fabs(v) < step * 1e-9 ? 0 : v;
	return n;
}

void chart_tick_label(double v, double step, char *buf, size_t len)
{
	int dec = 0;
	while (dec < 6 && fabs(step * pow(10, dec) - round(step * pow(10, dec))) > 1e-6)
		dec++;
	snprintf(buf, len, "%.*f", dec, v);
}

/* ---- pieces ------------------------------------------------------------------- */

static void text_at(FILE *f, double x, double y, const char *anchor, const char *cls,
		    const char *s)
{
	fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\"%s%s%s>", x, y, anchor,
		cls ? " class=\"" : "", cls ? cls : "", cls ? "\"" : "");
	escape_xml(f, s);
	fputs("</text>\n", f);
}

static size_t longest(const char *const *names, int n)
{
	size_t m = 0;
	for (int i = 0; i < n; i++)
		if (names[i] && strlen(names[i]) > m)
			m = strlen(names[i]);
	return m;
}

/* x ticks: at round values, or on a map at the cells' values. */
static void axis_x(FILE *f, const geom *g, const char *label)
{
	double t[32];
	char buf[32];
	int n = chart_ticks(g->xmin, g->xmax, 10, t, 32);
	double step = n > 1 ? t[1] - t[0] : 1, y0 = g->top + g->height;
	fputs("<g class=\"axis x\">\n", f);
	fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\"/>\n",
		g->left, y0, g->left + g->width, y0);
	for (int i = 0; i < n; i++) {
		double x = px(g, t[i]);
		fprintf(f,
			"<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\"/>\n",
			x, y0, x, y0 + 6);
		chart_tick_label(t[i], step, buf, sizeof buf);
		text_at(f, x, y0 + 20, "middle", "tick", buf);
	}
	text_at(f, g->left + g->width / 2, y0 + 44, "middle", "label", label ? label : "");
	fputs("</g>\n", f);
}

/* y ticks: numeric (with grid lines across a line chart), or one per row
 * name (row 0 at the top). */
static void axis_y(FILE *f, const geom *g, const char *label, const chart_map *m,
		   double label_x)
{
	double t[32];
	char buf[32];
	const char *const *rows = m ? m->rowname : NULL;
	int nrows = m ? m->nrows : 0;
	fputs("<g class=\"axis y\">\n", f);
	fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\"/>\n",
		g->left, g->top, g->left, g->top + g->height);
	int n = rows ? nrows : chart_ticks(g->ymin, g->ymax, 8, t, 32);
	double step = !rows && n > 1 ? t[1] - t[0] : 1;
	for (int i = 0; i < n; i++) {
		double y = rows ? g->top + (i + 0.5) * g->height / nrows : py(g, t[i]);
		fprintf(f,
			"<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\"/>\n",
			g->left - 6, y, g->left, y);
		if (!rows)
			chart_tick_label(t[i], step, buf, sizeof buf);
		if (!m)
			fprintf(f,
				"<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
				"stroke=\"#ddd\"/>\n",
				g->left, y, g->left + g->width, y);
		text_at(f, g->left - 9, y + 4, "end", "tick", rows ? rows[i] : buf);
	}
	fprintf(f,
		"<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" class=\"label\" "
		"transform=\"rotate(-90 %.1f %.1f)\">",
		label_x, g->top + g->height / 2, label_x, g->top + g->height / 2);
	escape_xml(f, label ? label : "");
	fputs("</text>\n</g>\n", f);
}

static void legend_entry(FILE *f, double x, double y, const char *swatch, const char *name)
{
	fputs(swatch, f);
	text_at(f, x + 30, y + 4, "start", NULL, name ? name : "");
}

/* Later series are drawn wider and underneath: where lines coincide,
 * each shows as a band around the ones above it. */
static double series_width(int s)
{
	return 2.0 + 2.5 * s;
}

static void draw_series(FILE *f, const geom *g, const chart *c)
{
	/* Drawn last first, each thinner than the one below it, so that
	 * series which coincide (0% or 100% for a whole range) all show. */
	for (int s = c->nseries - 1; s >= 0; s--) {
		const chart_series *se = &c->series[s];
		double w = series_width(s);
		fputs("<g class=\"series\" data-name=\"", f);
		escape_xml(f, se->name ? se->name : "");
		fprintf(f,
			"\" fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\" "
			"stroke-dasharray=\"%s\" stroke-linejoin=\"round\" "
			"clip-path=\"url(#plotarea)\">\n",
			palette[s % NPALETTE], w, dashes[s % NDASHES]);
		bool open = false;
		for (size_t i = 0; i < se->n; i++) {
			if (!isfinite(se->y[i])) {
				if (open)
					fputs("\"/>\n", f);
				open = false;
				continue;
			}
			fprintf(f, "%s%.1f,%.1f", open ? " " : "<polyline points=\"",
				px(g, se->x[i]), py(g, se->y[i]));
			open = true;
		}
		if (open)
			fputs("\"/>\n", f);
		fputs("</g>\n", f);
	}
}

static void draw_guides(FILE *f, const geom *g, const chart *c)
{
	for (int i = 0; i < c->nguides; i++) {
		double y = py(g, c->guides[i].y);
		fprintf(f,
			"<g class=\"guide\"><line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
			"stroke=\"#888\" stroke-dasharray=\"4 4\"/>\n",
			g->left, y, g->left + g->width, y);
		text_at(f, g->left + g->width - 4, y - 4, "end", NULL, c->guides[i].label);
		fputs("</g>\n", f);
	}
}

static const char *cat_colour(const chart_map *m, int k)
{
	return m->catcolour && m->catcolour[k] ? m->catcolour[k] : palette[k % NPALETTE];
}

/* The category of most cells (drawn once per row, beneath the others). */
static int dominant(const chart_map *m)
{
	size_t count[64] = {0}, best = 0;
	int k = -1;
	for (size_t i = 0; i < (size_t)m->nrows * (size_t)m->ncols; i++)
		if (m->cell[i] >= 0 && m->cell[i] < 64 && ++count[m->cell[i]] > best) {
			best = count[m->cell[i]];
			k = m->cell[i];
		}
	return k;
}

static void map_rect(FILE *f, double x, double y, double w, double h, const char *fill)
{
	fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>\n", x,
		y, w, h, fill);
}

static void draw_map(FILE *f, const geom *g, const chart_map *m)
{
	double cw = g->width / m->ncols, ch = g->height / m->nrows;
	int dom = dominant(m);
	fputs("<g class=\"map\" shape-rendering=\"crispEdges\">\n", f);
	for (int r = 0; r < m->nrows; r++) {
		/* numeric rows go upwards, named rows downwards */
		double y = m->rowname ? g->top + r * ch : g->top + g->height - (r + 1) * ch;
		const int16_t *row = m->cell + (size_t)r * m->ncols;
		bool full = true;
		for (int c = 0; c < m->ncols; c++)
			full = full && row[c] >= 0;
		if (full && dom >= 0) /* the common category once, the rest on it */
			map_rect(f, g->left, y, g->width, ch, cat_colour(m, dom));
		for (int c = 0; c < m->ncols;) {
			int k = row[c], e = c + 1;
			while (e < m->ncols && row[e] == k)
				e++;
			if (k >= 0 && k < m->ncat && !(full && k == dom))
				map_rect(f, g->left + c * cw, y, (e - c) * cw, ch, cat_colour(m, k));
			c = e;
		}
	}
	/* rings around the cells of the last category, which may be single
	 * cells too small to see */
	for (int r = 0; m->ring_last && r < m->nrows; r++)
		for (int c = 0; c < m->ncols; c++)
			if (m->cell[(size_t)r * m->ncols + c] == m->ncat - 1) {
				double y = m->rowname ? g->top + (r + 0.5) * ch
						      : g->top + g->height - (r + 0.5) * ch;
				fprintf(f,
					"<circle class=\"mark\" cx=\"%.1f\" cy=\"%.1f\" r=\"7\" "
					"fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>\n",
					g->left + (c + 0.5) * cw, y, cat_colour(m, m->ncat - 1));
			}
	fputs("</g>\n", f);
}

static void draw_legend(FILE *f, const chart *c, double x, double top)
{
	char sw[300];
	fputs("<g class=\"legend\">\n", f);
	int n = c->map ? c->map->ncat : c->nseries;
	for (int i = 0; i < n; i++) {
		double y = top + 10 + i * 20;
		if (c->map)
			snprintf(sw, sizeof sw,
				 "<rect x=\"%.1f\" y=\"%.1f\" width=\"22\" height=\"12\" "
				 "fill=\"%s\" stroke=\"#444\" stroke-width=\"0.5\"/>\n",
				 x, y - 6, cat_colour(c->map, i));
		else
			snprintf(sw, sizeof sw,
				 "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
				 "stroke=\"%s\" stroke-width=\"%.1f\" stroke-dasharray=\"%s\"/>\n",
				 x, y, x + 24, y, palette[i % NPALETTE],
				 series_width(i) < 8 ? series_width(i) : 8, dashes[i % NDASHES]);
		legend_entry(f, x, y, sw,
			     c->map ? c->map->catname[i] : c->series[i].name);
	}
	fputs("</g>\n", f);
}

/* ---- the document ------------------------------------------------------------- */

static void layout(const chart *c, geom *g, double *legend_x, double *ylabel_x)
{
	const chart_map *m = c->map;
	size_t names = 0;
	if (m)
		names = longest(m->catname, m->ncat);
	for (int i = 0; !m && i < c->nseries; i++)
		if (c->series[i].name && strlen(c->series[i].name) > names)
			names = strlen(c->series[i].name);
	double legend_w = 50 + CHAR_W * (double)names;
	double yticks_w = m && m->rowname ? CHAR_W * (double)longest(m->rowname, m->nrows)
					  : CHAR_W * 6;
	g->left = 40 + yticks_w + 12;
	g->top = 72;
	g->width = SVG_W - g->left - legend_w - 20;
	g->height = SVG_H - g->top - 64;
	*legend_x = g->left + g->width + 20;
	*ylabel_x = 24;
	if (m) {
		double step = m->xstep > 0 ? m->xstep : 1;
		g->xmin = m->x0 - step / 2;
		g->xmax = m->x0 + (m->ncols - 0.5) * step;
		g->ymin = m->y0 - 0.5;
		g->ymax = m->y0 + m->nrows - 0.5;
	} else {
		g->xmin = c->xmin;
		g->xmax = c->xmax > c->xmin ? c->xmax : c->xmin + 1;
		g->ymin = c->ymin;
		g->ymax = c->ymax > c->ymin ? c->ymax : c->ymin + 1;
	}
}

bool chart_write_svg(FILE *f, const chart *c)
{
	geom g;
	double legend_x, ylabel_x;
	layout(c, &g, &legend_x, &ylabel_x);
	fprintf(f,
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		"<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" "
		"height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" "
		"font-size=\"12\">\n",
		SVG_W, SVG_H, SVG_W, SVG_H);
	fputs("<title>", f);
	escape_xml(f, c->title ? c->title : "");
	fputs("</title>\n", f);
	fprintf(f,
		"<defs><clipPath id=\"plotarea\"><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
		"height=\"%.1f\"/></clipPath></defs>\n",
		g.left - 2, g.top - 2, g.width + 4, g.height + 4);
	fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", SVG_W, SVG_H);
	fprintf(f, "<g class=\"title\" font-size=\"18\" font-weight=\"bold\">\n");
	text_at(f, SVG_W / 2.0, 28, "middle", NULL, c->title ? c->title : "");
	fputs("</g>\n<g class=\"subtitle\" font-size=\"13\" fill=\"#444\">\n", f);
	text_at(f, SVG_W / 2.0, 50, "middle", NULL, c->subtitle ? c->subtitle : "");
	fputs("</g>\n", f);
	if (c->map)
		draw_map(f, &g, c->map);
	axis_x(f, &g, c->xlabel);
	axis_y(f, &g, c->ylabel, c->map, ylabel_x);
	if (!c->map) {
		draw_guides(f, &g, c);
		draw_series(f, &g, c);
	}
	fprintf(f,
		"<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" "
		"stroke=\"#000\"/>\n",
		g.left, g.top, g.width, g.height);
	draw_legend(f, c, legend_x, g.top);
	fputs("</svg>\n", f);
	if (fflush(f) != 0 || ferror(f)) {
		if (!errno)
			errno = EIO;
		return false;
	}
	return true;
}
