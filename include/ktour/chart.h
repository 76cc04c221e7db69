/* SPDX-License-Identifier: MIT */
/* Charts of experiment results: an SVG file (chart_svg.c) and a small
 * text chart for the terminal (chart_text.c), from one description.
 *
 * A chart is either lines (series of (x, y) points, with optional
 * horizontal guide lines such as "50%") or a map (a grid of cells, each
 * coloured by a category, such as the ordering that gave a tour on each
 * rectangle).  The SVG has a title and a subtitle, both axes with ticks,
 * tick labels and a label, a legend, and class names a test can find:
 * "title", "subtitle", "axis x", "axis y", "series", "guide", "map",
 * "legend". */
#ifndef KTOUR_CHART_H
#define KTOUR_CHART_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct chart_series {
	const char *name;
	size_t n;
	const double *x, *y; /* y NAN: no value (a gap in the line) */
} chart_series;

typedef struct chart_guide {
	double y;
	const char *label;
} chart_guide;

/* A grid of categories.  Cell (r, c) is at x = x0 + c * xstep (xstep 0
 * means 1) and, on a numeric y axis, y = y0 + r (row 0 at the bottom);
 * with row names the rows are categories, row 0 at the top. */
typedef struct chart_map {
	int ncols, nrows;
	double x0, y0, xstep;
	const int16_t *cell;         /* nrows * ncols, row by row; -1 = empty */
	int ncat;
	const char *const *catname;  /* ncat legend entries */
	const char *const *catcolour; /* SVG fill per category; NULL: a palette */
	const char *catsym;          /* text chart: a character per category */
	const char *const *rowname;  /* NULL: numeric y axis */
	bool ring_last;              /* SVG: ring the cells of the last category
					(say "none": rare cells worth finding) */
} chart_map;

#define CHART_MAX_SERIES 12

typedef struct chart {
	const char *title;    /* the experiment */
	const char *subtitle; /* its parameters */
	const char *xlabel, *ylabel;
	double xmin, xmax, ymin, ymax; /* line charts: the axes' ranges */
	const chart_series *series;
	int nseries;
	const chart_guide *guides;
	int nguides;
	const chart_map *map; /* a map instead of lines */
} chart;

/* The SVG document; false with errno set when writing failed. */
bool chart_write_svg(FILE *f, const chart *c);

/* A text chart at most `width` columns wide (at least 40): lines as
 * symbols on a grid of `height` rows, a map scaled down (each character
 * shows the highest-numbered category among the cells it covers, so rare
 * and failing categories stay visible), then a legend. */
void chart_write_text(FILE *f, const chart *c, int width, int height);

/* Tick positions for an axis from lo to hi: about `target` round values
 * (1, 2 or 5 times a power of ten apart) inside [lo, hi]; returns how
 * many were written (at most max). */
int chart_ticks(double lo, double hi, int target, double *out, int max);

/* A tick label: integers without decimals, others with as few as the
 * step needs. */
void chart_tick_label(double v, double step, char *buf, size_t len);

#endif
