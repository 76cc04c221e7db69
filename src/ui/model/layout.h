/* SPDX-License-Identifier: MIT */
/* Where every panel goes for a terminal size and a board size: a pure
 * function, tested in tests/unit/test_ui_layout.c.
 *
 *   top       status: the settings (1 or 2 lines: they reflow rather than
 *             lose the seed), then state, speed and counters, then (when
 *             wanted) the estimate of the search tree
 *   middle    board | onward moves (the heatmap) | search stack
 *   bottom    message line, narration (1 or 2 lines), footer of keys
 *
 * The board is served first: it gets the biggest cells that fit, never
 * narrower than one column more than its largest move number (so numbers
 * never touch), and wider than square when that buys bigger numerals
 * (bigtext.h).  A board that does not fit whole at that width shows a
 * viewport of the squares that fit, which follows the knight.
 *
 * Then the panels the user asked for (layout_want.panels), from the panel
 * table (panels.h) in its order, each as its row says: a grid (the
 * heatmap, a second board beside the first with the same rows per square,
 * so its ranks line up, its columns as wide as leave the first column
 * panel after it the room that panel asks for), then the column panels
 * (the algorithm, then the stack): the first right of what is there, or
 * under the board when it does not fit beside, or nowhere; each next one
 * under the one before, in the same column.  A heatmap that would get
 * one column a square (colour alone, no digits) keeps two or more where
 * the column panel after it finds its rows under it (it goes there, to
 * the right edge), else where a smaller board leaves them and every panel
 * its place; else it stays colour alone.  Cells widened for numerals
 * must leave the panels that size the board (the heatmap and the stack)
 * their place; the algorithm takes the room they leave.
 *
 * A panel across the foot (a lesson's caption) is placed first, above the
 * message line, with all the rows it asks for (its text is never cut),
 * leaving the board a few rows at the least.
 *
 * The presentation layout (layout_present.c) is the board as large as it
 * gets and the words large (bigwords.h): the settings on the top line,
 * the footer at the bottom, and between them the board and a column of
 * words beside it (or a band under it, whichever lets the board be
 * bigger): the state and step, the narration, the panels that stay in
 * the presentation (the algorithm's marked line), the message line.  The
 * words are large only where that leaves the board's squares at most a
 * row less tall than with the words in plain text under it; the biggest
 * numerals first, then the tallest squares.  Else the board alone, centred, with
 * the narration plain under it and a panel that stays (the algorithm)
 * at its width right of the board, the pair centred. */
#ifndef KTOUR_UI_LAYOUT_H
#define KTOUR_UI_LAYOUT_H

#include <stdbool.h>

#include "panels.h"
#include "ktour/board.h"

/* The smallest terminal the explorer draws in. */
#define LAYOUT_MIN_ROWS 12
#define LAYOUT_MIN_COLS 40
/* The search stack's narrowest width beside the board, fewest rows
 * below it, and the width the heatmap leaves it when it grows. */
#define LAYOUT_STACK_MIN 20
#define LAYOUT_STACK_MIN_ROWS 3
#define LAYOUT_STACK_GOOD 36
/* The algorithm panel's narrowest width, the width it asks the heatmap
 * to leave it, the width its longest line needs (the presentation keeps
 * that much beside the board), the rows it takes at most, and the fewest
 * it takes under the board (a few lines of code). */
#define LAYOUT_CODE_MIN 30
#define LAYOUT_CODE_GOOD 46
#define LAYOUT_CODE_FIT 44
#define LAYOUT_CODE_ROWS 19
#define LAYOUT_CODE_MIN_BELOW 8

typedef struct rect {
	int y, x, h, w;
} rect;

/* What the user asked to see, and what the layout must know of the
 * status line. */
typedef struct layout_want {
	panel_set panels;   /* the panels asked for (m, t, a) */
	bool present;       /* presentation: the board and the narration (z),
			       and the panels that stay in it (the algorithm) */
	int rows[PANEL_COUNT]; /* the rows a panel asks for (the algorithm: its
				  listing's); 0: its row's in the table */
	bool ascii;         /* big numerals in ASCII (whole characters) */
	bool colour256;     /* the heatmap's cells can be one column of colour;
			       with fewer colours they hold digits, two wide */
	int settings_w;     /* columns of the settings line */
	bool estimate;      /* a row for the estimate of the search tree */
	const char *caption; /* a lesson's caption shown (PANEL_CAPTION): the
				presentation sizes its box by its words; NULL:
				none */
} layout_want;

/* A board drawn as a grid of cells: the board itself, or the heatmap. */
typedef struct grid {
	rect panel;            /* rank numbers, border and cells */
	rect box;              /* the border */
	int cw, ch;            /* cell width and height */
	int cells_y, cells_x;  /* screen position of the first visible square */
	/* The heatmap's legend, inside its box right of the cells, after a
	 * blank, a rule (legend_x - 2) and a blank: `cols` columns of `rows`
	 * entries each, two characters wide. */
	int legend_y, legend_x, legend_rows, legend_cols;
} grid;

typedef struct ui_layout {
	int rows, cols;        /* the terminal */
	bool too_small;        /* draw only the "terminal too small" screen */
	bool present;          /* the presentation layout */
	bool big_words;        /* ... with its words large, in `words` */
	rect words;            /* the column (or band) of the words */
	rect big_state;        /* the state and the step, in `words` */
	rect status;           /* 2 to 4 rows: settings, counters, estimate */
	int settings_rows;     /* 1 or 2 */
	int estimate_y;        /* the estimate's row, under the counters; 0: none */
	int rank_w;            /* columns of rank numbers left of a border */
	int digits;            /* of the board's largest move number */
	int vis_rows, vis_cols;/* squares shown (the whole board unless scrolled) */
	grid board;
	panel_set shown;       /* the panels that got a place */
	panel_set below;       /* ... of those, the ones under the board for
				  want of room beside it */
	rect at[PANEL_COUNT];  /* where each panel shown is */
	grid heat;             /* the heatmap's cells (at[PANEL_HEAT] is its panel) */
	rect msg;              /* 1 row (the big words': 2, in `words`) */
	rect narration;        /* 1 or 2 rows (the big words': what is left) */
	bool narration_plain;  /* the big words' narration in plain text: a
				  lesson's caption has the big words */
	rect footer;           /* 1 row */
} ui_layout;

/* Does the layout show panel id? */
static inline bool layout_shows(const ui_layout *l, panel_id id)
{
	return (l->shown & PANEL_BIT(id)) != 0;
}

/* explore --compare (layout_compare.c): two boards side by side, each
 * with a title over it (its engine and settings) and its counters and
 * narration under it; the status line on top, the message line and the
 * footer at the bottom.  The heatmap and the stack are not shown.  Each
 * board gets the biggest cells with which it fits whole in its half (its
 * numbers never touch), else a viewport of the squares that fit. */
/* Each side: its board (the settings are the box's title), the counters
 * under it, then its narration, which takes the rows the board leaves
 * (up to CMP_NARR_MAX). */
typedef struct compare_side_layout {
	grid board;
	rect counters;   /* 1 row */
	rect narration;  /* 1 to 4 rows */
} compare_side_layout;

typedef struct compare_layout {
	compare_side_layout side[2];
	bool present;    /* z: who is ahead large, the boards as large as
			    they go beside it */
	rect ahead;      /* ... who is ahead, across the screen under the
			    status line */
} compare_layout;

/* What the presentation of a comparison must hold in its rows for who
 * is ahead (more where the boards leave them), and the longer it holds
 * where it can. */
#define LAYOUT_AHEAD_LEAST "Step 1234: both 34 deep"
#define LAYOUT_AHEAD_BUDGET "Step 123456: warnsdorff ahead, 34 vs 33"

/* base: the edges (status of 1 row, message, footer, no narration of its
 * own), the squares shown and the left board as its board (for clicks).
 * want: the presentation and ASCII (NULL: neither). */
void layout_compare(int rows, int cols, int brows, int bcols, const layout_want *want,
		    ui_layout *base, compare_layout *out);

/* The width of cells ch rows tall for numbers of `digits` digits: square,
 * never narrower than the number and a blank; with `widen`, wider when
 * that buys big numerals (0 when it buys nothing). */
int layout_cell_width(int ch, int digits, bool ascii, bool widen);
/* The blank column inside the board's right border where its cells have
 * a single blank beside their largest number (that blank is on their
 * left): 1, else 0; so no number touches the border. */
int layout_board_pad(const ui_layout *l, int cw);
/* The scale of a board's big numerals in cw x ch cells (0: plain). */
int layout_numeral_scale(int cw, int ch, int digits, bool ascii);

/* The glyphs' height of the big words, in rows: at most this (2.5 rows
 * of half blocks; 5 in ASCII, whole characters). */
#define LAYOUT_WORDS_ROWS 3
#define LAYOUT_WORDS_ROWS_ASCII 5
/* What the presentation keeps room for: a long narration, the longest
 * state and a long step count (beside it where both fit on a line). */
#define LAYOUT_NARRATION_BUDGET                                                          \
	"From d3 try move 4 to e1: moves 2 and 3 leave the board and 1 lands on a "     \
	"visited square, so 4 comes first in the order 12345678."
#define LAYOUT_STATE_BUDGET "RUN TO BACKTRACK"
#define LAYOUT_STEP_BUDGET "STEP 12345678"

/* A panel across the foot of a layout made h rows short (explore
 * --compare's, with a lesson's caption): the message line, the narration
 * and the footer go down h rows, the panel takes them. */
void layout_add_foot(ui_layout *l, panel_id id, int h);

/* Lay out a brows x bcols board in a rows x cols terminal. */
void layout_compute(int rows, int cols, int brows, int bcols, const layout_want *want,
		    ui_layout *out);

/* Digits in the largest move number of the board. */
int layout_digits(long n);

/* The first visible row (or column) of a viewport of `vis` squares out of
 * `n` that keeps `pos` visible, moving from `origin` only when pos comes
 * within a margin of an edge (so the view does not jump at every step). */
int layout_follow(int vis, int n, int pos, int origin);

/* The square under screen cell (y, x), on the board or the heatmap, given
 * the viewport origin; -1 when the cell is not on a square. */
ksq layout_hit(const ui_layout *l, int brows, int bcols, int top, int left, int y, int x);

#endif
