/* SPDX-License-Identifier: MIT */
/* The algorithm beside the board (key a): the pseudocode of the engine in
 * force, in the narration's words, with the line that produced the last
 * event marked and the values that line refers to (the square, the
 * candidate, its onward moves, the tied squares, the square that forced
 * or doomed a look-ahead).
 *
 * Pure: built from the settings and the last event alone (history_last()
 * is restored exactly on rewind, so the mark follows p back exactly).  No
 * curses; drawn by view_pseudo.c, tested in tests/unit/test_ui_pseudo.c. */
#ifndef KTOUR_UI_PSEUDO_H
#define KTOUR_UI_PSEUDO_H

#include "ktour/engine.h"

/* At most this many lines of code, each at most PSEUDO_LINE_MAX bytes. */
#define PSEUDO_LINES_MAX 15
#define PSEUDO_LINE_MAX 64
#define PSEUDO_VALUES_MAX 256

/* What each line of a listing does: the events map to these. */
typedef enum pseudo_line_id {
	PL_NONE = 0,    /* a line no event marks (a header, a loop) */
	PL_CALL,        /* backtrack: the search from the start, then done */
	PL_START,       /* the knight put on the start (or a new) square */
	PL_NOT_CLOSED,  /* all squares covered, no move back to the start */
	PL_SOLUTION,    /* a tour reported */
	PL_TAKE_BACK,   /* after a tour: its last square taken back */
	PL_UNREACHABLE, /* look-ahead: a square cut off */
	PL_DOUBLE,      /* look-ahead: two squares need the knight next */
	PL_FORCED,      /* look-ahead: a forced move */
	PL_TRY,         /* backtrack: the candidate loop's move */
	PL_ALL_TRIED,   /* backtrack: all tried (or none: a dead end), back */
	PL_STUCK,       /* a walk: no move left */
	PL_ONLY,        /* a walk: the only neighbour left */
	PL_FEWEST,      /* a walk: the unique fewest onward moves */
	PL_TIE,         /* a walk: a tie broken by the rule */
	PL_DONE,        /* a walk engine: nothing more to try; a construction: built */
	PL_LAY,         /* a construction: a base tour laid into a block */
	PL_JOIN_TOP,    /* ... quarters: the top two joined */
	PL_JOIN_BOTTOM, /* ... quarters: the bottom two joined */
	PL_JOIN_HALVES, /* ... the two halves joined (of quarters, or halves) */
} pseudo_line_id;

typedef struct pseudo_listing {
	char title[PSEUDO_LINE_MAX];          /* "backtrack, look-ahead, closed" */
	int n;                                /* lines; 0 for a replay */
	char line[PSEUDO_LINES_MAX][PSEUDO_LINE_MAX];
	pseudo_line_id id[PSEUDO_LINES_MAX];
	int mark;                             /* index of the marked line; -1 none */
	char values[PSEUDO_VALUES_MAX];       /* the marked line's values */
} pseudo_listing;

/* The listing for the engine of view v (its cfg, board, path and
 * counters), marked for ev, the event of the step shown (EV_NONE before
 * the first).  A replay (v->path_len > 0) has no algorithm: no lines, a
 * title and a values text that says so. */
void pseudo_build(const engine_event *ev, const engine_view *v, pseudo_listing *out);

/* The line an event is produced by, for the settings cfg. */
pseudo_line_id pseudo_line_of(const engine_event *ev, const engine_config *cfg);

/* For the listings (engine_text.c): add a line that does id, and the
 * start square's name (the path's first square, else the setting's). */
void pseudo_add(pseudo_listing *p, pseudo_line_id id, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void pseudo_start_name(const engine_view *v, char *out, size_t len);

#endif
