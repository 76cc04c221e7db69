/* SPDX-License-Identifier: MIT */
/* What a picture shows: the explorer's screen at one moment, as plain
 * data.  A scene is filled by whoever has the moment (a tour drawing
 * itself in tour_anim.c; the explorer's frame and `ktour render` later)
 * and drawn by paint.h onto any cairo surface; nothing here knows where
 * the data came from, and nothing here includes curses or cairo.
 *
 * The fields follow the explorer's panels (src/ui/views/view_*.c): the
 * board (view_board.c: numbers, the knight, candidates, the next
 * candidate, the fading retreat marks, forced and cut-off squares), the
 * onward moves beside it (view_heatmap.c), the search stack
 * (view_stack.c), the narration and the status line (view_status.c). */
#ifndef KTOUR_UI_PICTURE_SCENE_H
#define KTOUR_UI_PICTURE_SCENE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/square.h"
#include "ui/base/palette.h"

/* The panels a picture may show (scene.panels). */
enum {
	PIC_BOARD = 1u << 0,     /* the board */
	PIC_HEAT = 1u << 1,      /* the onward moves (heatmap) and its legend */
	PIC_STACK = 1u << 2,     /* the search stack */
	PIC_NARRATION = 1u << 3, /* the sentence under the boards */
	PIC_STATUS = 1u << 4,    /* the settings and the state above them */
	PIC_ALL_PANELS = (1u << 5) - 1,
	PIC_LEGEND = 1u << 5,    /* a key to the board's marks (not in "all":
				    render --legend asks for it) */
};

/* What stands on a square besides its move number; the explorer decides
 * it in view_board.c's square_base(), in the same order of precedence. */
typedef enum pic_mark {
	PIC_EMPTY = 0, /* unvisited, nothing on it */
	PIC_VISITED,   /* on the path: its move number (moveno) */
	PIC_KNIGHT,    /* the knight: the last square of the path */
	PIC_CAND,      /* a candidate of the knight's depth, not tried yet */
	PIC_NEXT,      /* the candidate the search tries next */
	PIC_RETREAT,   /* retreated from lately: fade 1 (just now) .. 3 */
	PIC_FORCED,    /* look-ahead: a neighbour of the knight with one way left */
	PIC_DEAD,      /* look-ahead: cut off, no way in left */
} pic_mark;

typedef struct pic_square {
	int32_t moveno;   /* 1.. on the path (the knight's square too), else 0 */
	int8_t degree;    /* onward moves of an unvisited square, 0..8; -1: none
			     (visited, or not known) */
	uint8_t mark;     /* pic_mark */
	uint8_t fade;     /* PIC_RETREAT: 1, 2 or 3 (R_RET1..R_RET3) */
	bool departed;    /* a replay's square reached by a move that was not
			     Warnsdorff's choice (R_DEPART, a star) */
	uint8_t legal;    /* play: the digit that moves the knight here, 1..8,
			     drawn "(3)" as the screen does (mark PIC_CAND for
			     its colours); 0: none */
} pic_square;

/* A candidate in a line of the stack, in trial order. */
typedef enum pic_cand_state {
	PIC_UNTRIED = 0, /* plain */
	PIC_TRIED,       /* dim (R_STACK_TRIED) */
	PIC_CURRENT,     /* being explored below: [brackets] (R_STACK_CUR) */
	PIC_NEXT_TRY,    /* the knight's line: tried next, [brackets] (R_STACK_NEXT) */
} pic_cand_state;

typedef struct pic_cand {
	char square[SQUARE_NAME_MAX]; /* "e4" */
	int8_t degree;                /* its onward moves (a small figure); -1: none */
	uint8_t state;                /* pic_cand_state */
} pic_cand;

#define PIC_MAX_CAND 8

/* One line of the stack: a depth, or the square just abandoned. */
typedef struct pic_stack_line {
	int32_t move;                 /* the move number of the square, 1.. */
	char square[SQUARE_NAME_MAX];
	bool top;                     /* the knight's own line (its square bold) */
	bool forced;                  /* the move out of it was forced: '!' */
	bool departed;                /* replay: '*' instead */
	bool abandoned;               /* the last line after a retreat: the square
				         and, in note, why (R_STACK_ABANDON) */
	pic_cand cand[PIC_MAX_CAND];
	int ncand;
	const char *note;             /* after the candidates (or instead of them
				         on the top line): "(all tried)", "tour
				         complete", "all tried", "dead end"...;
				         NULL: none */
	role note_role;               /* its colour: R_STACK_ABANDON, R_STATE_SOL,
				         R_DIM, ... */
} pic_stack_line;

typedef struct pic_scene {
	/* The board. */
	int rows, cols;
	pic_square *sq;          /* rows * cols, row 0 on top (rank `rows`) */
	ksq start;               /* the first square of the path; KSQ_NONE: none */
	const char *board_title; /* NULL: "Board RxC" */
	bool path_line;          /* a line through the path in move order (a tour
				    drawing itself) */
	bool closed;             /* with path_line: close the line (dashed) */
	/* a lesson pointing: squares ringed (rings[0..nrings)) and an arrow
	 * from arrow_from to arrow_to (KSQ_NONE: none), in R_POINT's colour */
	const ksq *rings;
	int nrings;
	ksq arrow_from, arrow_to;
	int leap_reach;          /* with path_line: a step longer than this across
				    rows or columns wraps round a torus and is
				    not drawn; 0: every step is */

	/* The stack: lines[0] is the oldest shown; `above` more lines stand
	 * above it (not given), and the picture keeps the newest that fit,
	 * saying how many more stand above. */
	const pic_stack_line *stack;
	int nstack;
	int32_t above;
	const char *stack_title;  /* NULL: "Search stack" */
	const char *stack_legend; /* the first line; NULL: none */
	const char *stack_legend_short; /* instead when the first does not fit;
					   NULL: the first, cut */

	/* The words. */
	const char *narration;    /* one sentence; NULL: none */
	const char *settings;     /* the status line's first line */
	const char *state;        /* "PAUSED", "SOLUTION 1 FOUND", ... */
	role state_role;          /* R_STATE_RUN, _PAUSE, _SOL, _DONE */
	uint64_t step;            /* steps taken */
	const char *counters;     /* after the step: "backtracks 12 ..."; NULL: none */

	/* How. */
	unsigned panels;          /* PIC_* */
	int width, height;        /* pixels (PNG, GIF) or points (SVG, PDF) */
	theme_id theme;
} pic_scene;

/* Every field empty, the board rows x cols (its squares allocated, all
 * PIC_EMPTY with degree -1), every panel shown, 1600x900, the dark theme;
 * false when out of memory (nothing to free then). */
bool pic_scene_init(pic_scene *s, int rows, int cols);
void pic_scene_free(pic_scene *s);

/* Has s's page room for its board and panels (the layout of
 * geometry.h)?  A scene that has not is drawn as an empty page. */
bool pic_scene_fits(const pic_scene *s);

/* "board,heatmap,stack,narration,status" (any of them, any order; "all")
 * into PIC_* bits; false with a message naming the word that is none of
 * them. */
bool pic_panels_parse(const char *text, unsigned *panels, char *err, size_t errlen);

#endif
