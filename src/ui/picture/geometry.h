/* SPDX-License-Identifier: MIT */
/* Where everything goes on a picture: a pure function of the page's
 * size, the board's and the panels shown (no cairo, no fonts: text sizes
 * come from DejaVu Sans' proportions below, and the painter only ever
 * shrinks what it measures wider).  Tested in tests/unit/test_pic_geometry.c.
 *
 *   top      status: the settings, then the state and the step
 *   middle   board | onward moves + legend | search stack
 *   bottom   narration (up to two lines)
 *
 * The boards are served first: the largest whole-pixel squares with
 * which both boards, their titles and labels, the legend and the stack's
 * narrowest width fit; the heatmap's squares are the board's and line up
 * with them.  The stack takes the width left.  Without the stack the
 * boards are centred. */
#ifndef KTOUR_UI_PICTURE_GEOMETRY_H
#define KTOUR_UI_PICTURE_GEOMETRY_H

#include <stdbool.h>

/* DejaVu Sans: the advance of a digit (bold, the wider) and the height
 * of a digit, in ems; the ratio of a line's height to its font size. */
#define PIC_DIGIT_W 0.70
#define PIC_DIGIT_H 0.73
#define PIC_LINE 1.3
/* A move number leaves at least this fraction of its cell free on each
 * side, so that numbers never touch the cell's edges. */
#define PIC_NUMBER_PAD 0.12
/* Below this size (pixels or points) move numbers are left out. */
#define PIC_NUMBER_MIN 5.0

typedef struct pic_box {
	double x, y, w, h;
} pic_box;

/* The key's text beside the status's. */
#define PIC_KEY_FONT 0.8

typedef struct pic_geom_in {
	double width, height; /* the page */
	int rows, cols;
	unsigned panels;      /* PIC_* (scene.h) */
	int rank_chars;       /* the widest rank label ("10": 2) */
	int number_chars;     /* the widest move number ("64": 2) */
} pic_geom_in;

/* A board drawn with its title above, rank numbers left and file
 * letters below. */
typedef struct pic_board_geom {
	bool shown;
	pic_box squares;      /* the squares alone */
	pic_box title;        /* the line above them */
	pic_box ranks;        /* the rank numbers' column, left of the squares */
	pic_box files;        /* the file letters' row, below them */
	pic_box block;        /* all of it (with the legend for the heatmap) */
} pic_board_geom;

typedef struct pic_geom {
	double margin, gap;
	double font;          /* status, narration and titles */
	double label_font;    /* rank and file labels */
	double number_font;   /* move numbers; 0 when they are left out */
	double glyph_font;    /* the knight and the marks */
	double stack_font;
	double cell;          /* the side of a square */
	pic_box status, narration, stack, middle;
	pic_box key;          /* PIC_LEGEND: the key to the marks, two lines
				 at key_font over the narration */
	double key_font;
	pic_board_geom board, heat;
	/* The legend of the heatmap: `lcols` columns of `lrows` swatches of
	 * side `swatch`, 0..8 down the columns. */
	pic_box legend;
	double swatch;
	int lrows, lcols;
} pic_geom;

/* The layout; false when the page is too small for what is asked (under
 * 32x32, or no room left for the squares). */
bool pic_geom_compute(const pic_geom_in *in, pic_geom *g);

/* The place of swatch k (0..8) of the legend. */
pic_box pic_geom_swatch(const pic_geom *g, int k);

/* The width of a tour's line over squares of side `cell`. */
double pic_path_width(double cell);

/* A tour's line stops short of the labels on its squares: a label (a
 * move number, the knight) is kept clear of the line inside a circle
 * round its square's centre.  The circle of a move number of `chars`
 * digits in the font `number_font` holds its box (as wide as the
 * geometry allows, PIC_DIGIT_W and PIC_DIGIT_H) and a line's width more,
 * and stays inside the square: at most PIC_CLEAR_MAX of its side, which
 * a knight's line passes at 0.447 of a side from the squares between its
 * ends, so those are never cut. */
#define PIC_CLEAR_MAX 0.4
double pic_label_clearance(double cell, double number_font, int chars);

typedef struct pic_point {
	double x, y;
} pic_point;

/* The pieces of the segment from a to b that keep at least r from every
 * centre c[0..n-1], in order from a, each as the fractions t0 < t1 of the
 * way from a to b, into t[2k], t[2k+1] (at most max pieces); returns how
 * many. */
int pic_segment_clear(pic_point a, pic_point b, const pic_point *c, int n, double r, double *t,
		      int max);

/* Whether two boxes overlap (touching edges do not); for the tests and
 * the painter's checks. */
bool pic_box_overlap(pic_box a, pic_box b);

#endif
