/* Where every panel goes for a terminal size and a board size: a pure
 * function, tested in tests/unit/test_ui_layout.c.
 *
 *   row 0-1   status: settings; state, speed and counters
 *   middle    board | degree heatmap (when there is room) | search stack
 *   then      message line, narration (1 or 2 lines), footer of keys
 *
 * The board gets the biggest cells that fit (a projector terminal gets a
 * big board) down to one character per square; a board larger than that
 * shows a viewport of the squares that fit, which follows the knight. */
#ifndef KTOUR_UI_LAYOUT_H
#define KTOUR_UI_LAYOUT_H

#include <stdbool.h>

#include "ktour/board.h"

/* The smallest terminal the explorer draws in. */
#define LAYOUT_MIN_ROWS 12
#define LAYOUT_MIN_COLS 40
/* The search stack's narrowest width. */
#define LAYOUT_STACK_MIN 24

typedef struct rect {
	int y, x, h, w;
} rect;

typedef struct ui_layout {
	int rows, cols;        /* the terminal */
	bool too_small;        /* draw only the "terminal too small" screen */
	rect status;           /* 2 rows */
	rect board;            /* board panel, border included */
	int cw, ch;            /* board cell width and height */
	int vis_rows, vis_cols;/* squares shown (the whole board unless scrolled) */
	int rank_w;            /* columns of rank numbers left of the border */
	int cells_y, cells_x;  /* screen position of the first visible square */
	bool heat_beside;      /* the heatmap has its own panel */
	rect heat;             /* heatmap panel (when heat_beside) */
	int hw;                /* heatmap cell width */
	rect stack;
	rect msg;              /* 1 row */
	rect narration;        /* 1 or 2 rows */
	rect footer;           /* 1 row */
} ui_layout;

/* Lay out a brows x bcols board in a rows x cols terminal. */
void layout_compute(int rows, int cols, int brows, int bcols, ui_layout *out);

/* Digits in the largest move number of the board. */
int layout_digits(long n);

/* The first visible row (or column) of a viewport of `vis` squares out of
 * `n` that keeps `pos` visible, moving from `origin` only when pos comes
 * within a margin of an edge (so the view does not jump at every step). */
int layout_follow(int vis, int n, int pos, int origin);

/* The square under screen cell (y, x), given the viewport origin; -1 when
 * the cell is not on a square. */
ksq layout_hit(const ui_layout *l, int brows, int bcols, int top, int left, int y, int x);

#endif
