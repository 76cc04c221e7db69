/* SPDX-License-Identifier: MIT */
/* A small text chart for the terminal (see include/ktour/chart.h): plain
 * ASCII, so that it survives any terminal, pager or log file. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/chart.h"

#define TEXT_MAX_W 200
#define TEXT_MAX_H 60

static const char series_sym[] = "*o+x#@%&=~$?";

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* The x axis under a plot `w` wide starting at column `indent`: a rule,
 * the first and last values, the label in the middle. */
static void x_axis(FILE *f, int indent, int w, const char *lo, const char *hi,
		   const char *label)
{
	fprintf(f, "%*s+", indent, "");
	for (int i = 0; i < w; i++)
		fputc('-', f);
	fputc('\n', f);
	int gap = w - (int)strlen(lo) - (int)strlen(hi);
	fprintf(f, "%*s %s%*s%s\n", indent, "", lo, gap > 1 ? gap : 1, "", hi);
	if (label && *label) {
		int pad = indent + 1 + (w - (int)strlen(label)) / 2;
		fprintf(f, "%*s%s\n", pad > 0 ? pad : 0, "", label);
	}
}

static void write_lines(FILE *f, const chart *c, int width, int height)
{
	char xlo[16], xhi[16], lab[TEXT_MAX_H][16];
	double xs = c->xmax - c->xmin, ticks[8];
	int h = clampi(height, 4, TEXT_MAX_H), indent = 1;
	double yr = c->ymax > c->ymin ? c->ymax - c->ymin : 1;
	double xr = c->xmax > c->xmin ? c->xmax - c->xmin : 1;
	/* round values on the rows nearest to them */
	memset(lab, 0, sizeof lab);
	int nt = chart_ticks(c->ymin, c->ymax, 3, ticks, 8);
	for (int i = 0; i < nt; i++) {
		int r = h - 1 - (int)lround((ticks[i] - c->ymin) / yr * (h - 1));
		if (r < 0 || r >= h)
			continue;
		chart_tick_label(ticks[i], nt > 1 ? ticks[1] - ticks[0] : 1, lab[r], sizeof lab[r]);
		indent = (int)strlen(lab[r]) + 1 > indent ? (int)strlen(lab[r]) + 1 : indent;
	}
	chart_tick_label(c->xmin, xs, xlo, sizeof xlo);
	chart_tick_label(c->xmax, xs, xhi, sizeof xhi);
	int w = clampi(width - indent - 1, 20, TEXT_MAX_W);
	char grid[TEXT_MAX_H][TEXT_MAX_W];
	memset(grid, ' ', sizeof grid);
	for (int g = 0; g < c->nguides; g++) {
		int r = h - 1 - (int)lround((c->guides[g].y - c->ymin) / yr * (h - 1));
		if (r >= 0 && r < h)
			memset(grid[r], '.', (size_t)w);
	}
	/* the first series last, so that it wins where they coincide */
	for (int s = c->nseries - 1; s >= 0; s--) {
		const chart_series *se = &c->series[s];
		for (size_t i = 0; i < se->n; i++) {
			if (!isfinite(se->y[i]))
				continue;
			int col = (int)lround((se->x[i] - c->xmin) / xr * (w - 1));
			int r = h - 1 - (int)lround((se->y[i] - c->ymin) / yr * (h - 1));
			if (col >= 0 && col < w && r >= 0 && r < h)
				grid[r][col] = series_sym[s % (int)(sizeof series_sym - 1)];
		}
	}
	for (int r = 0; r < h; r++)
		fprintf(f, "%*s|%.*s\n", indent, lab[r], w, grid[r]);
	x_axis(f, indent, w, xlo, xhi, c->xlabel);
	fprintf(f, "%*s", indent + 1, "");
	for (int s = 0; s < c->nseries; s++)
		fprintf(f, "%s%c %s", s ? "   " : "", series_sym[s % (int)(sizeof series_sym - 1)],
			c->series[s].name ? c->series[s].name : "");
	if (c->nguides)
		fprintf(f, "   .... guides at");
	for (int g = 0; g < c->nguides; g++)
		fprintf(f, " %s", c->guides[g].label);
	fprintf(f, "%s%s%s\n", c->ylabel ? "   (y: " : "", c->ylabel ? c->ylabel : "",
		c->ylabel ? ")" : "");
}

/* The highest category among the cells of rows [r0, r1) and columns
 * [c0, c1); -1 when all are empty. */
static int block_category(const chart_map *m, int r0, int r1, int c0, int c1)
{
	int best = -1;
	for (int r = r0; r < r1; r++)
		for (int c = c0; c < c1; c++) {
			int k = m->cell[(size_t)r * m->ncols + c];
			if (k > best && k < m->ncat)
				best = k;
		}
	return best;
}

static void write_map(FILE *f, const chart *c, int width, int height)
{
	const chart_map *m = c->map;
	char xlo[16], xhi[16];
	int indent = 0;
	if (m->rowname)
		for (int r = 0; r < m->nrows; r++)
			indent = (int)strlen(m->rowname[r]) > indent ? (int)strlen(m->rowname[r])
								     : indent;
	else
		indent = 6;
	indent = clampi(indent, 1, width / 3) + 1;
	int w = clampi(width - indent - 1, 10, TEXT_MAX_W);
	w = w < m->ncols ? w : m->ncols;
	int h = m->rowname ? m->nrows : clampi(height, 4, TEXT_MAX_H);
	h = h < m->nrows ? h : m->nrows;
	for (int tr = 0; tr < h; tr++) {
		/* numeric rows: the top line shows the highest rows */
		int br = m->rowname ? tr : h - 1 - tr;
		int r0 = br * m->nrows / h, r1 = (br + 1) * m->nrows / h;
		char lab[64] = "";
		if (m->rowname)
			snprintf(lab, sizeof lab, "%.*s", indent - 1, m->rowname[r0]);
		else if (tr == 0 || tr == h - 1)
			snprintf(lab, sizeof lab, "%.0f", m->y0 + (tr == 0 ? m->nrows - 1 : 0));
		fprintf(f, "%*s|", indent, lab);
		for (int tc = 0; tc < w; tc++) {
			int k = block_category(m, r0, r1, tc * m->ncols / w,
					       (tc + 1) * m->ncols / w);
			fputc(k < 0 ? ' ' : m->catsym ? m->catsym[k] : '#', f);
		}
		fputc('\n', f);
	}
	snprintf(xlo, sizeof xlo, "%.0f", m->x0);
	snprintf(xhi, sizeof xhi, "%.0f", m->x0 + (m->ncols - 1) * (m->xstep > 0 ? m->xstep : 1));
	x_axis(f, indent, w, xlo, xhi, c->xlabel);
	int used = indent + 1;
	fprintf(f, "%*s", used, "");
	for (int k = 0; k < m->ncat; k++) {
		int len = (int)strlen(m->catname[k]) + 5;
		if (used + len > width && used > indent + 1) {
			fprintf(f, "\n%*s", indent + 1, "");
			used = indent + 1;
		}
		fprintf(f, "%c %s   ", m->catsym ? m->catsym[k] : '#', m->catname[k]);
		used += len;
	}
	fputc('\n', f);
	if (!m->rowname && c->ylabel)
		fprintf(f, "%*s(y: %s)\n", indent + 1, "", c->ylabel);
}

void chart_write_text(FILE *f, const chart *c, int width, int height)
{
	width = clampi(width, 40, TEXT_MAX_W);
	if (c->title)
		fprintf(f, "%s\n", c->title);
	if (c->map)
		write_map(f, c, width, height);
	else
		write_lines(f, c, width, height);
}
