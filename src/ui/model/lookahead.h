/* SPDX-License-Identifier: MIT */
/* Why no tour goes on from a position, as Stone's look-ahead sees it at a
 * glance, said with the squares' names: a square cut off, one that only
 * the knight reaches and that leads nowhere, two squares that would both
 * have to be the path's end, squares that all need the knight next, no
 * way left to close.  The rules are the backtrack engine's (its
 * bt_verdict()), read off a view's degrees, so that play's hint, f's
 * verdict and the stack say what the look-ahead knows.  No curses; tested
 * in tests/unit/test_ui_lookahead.c. */
#ifndef KTOUR_UI_LOOKAHEAD_H
#define KTOUR_UI_LOOKAHEAD_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/board.h"

typedef enum la_kind {
	LA_NONE = 0,    /* the look-ahead sees nothing that rules a tour out */
	LA_CUT_OFF,     /* sq[0]: no unvisited square and not the knight reaches it */
	LA_DEAD_END,    /* sq[0]: only the knight reaches it, it leads nowhere,
			   and other squares are left */
	LA_ENDS,        /* sq[0..n-1], away from the knight, one way in left
			   each: each would have to be the path's end */
	LA_NEED_KNIGHT, /* sq[0..n-1], next to the knight, one way in left
			   besides it each: more need it next than can have
			   it (end: a square that must be the end, or KSQ_NONE) */
	LA_NOT_CLOSED,  /* closed: no unvisited square is next to the start */
} la_kind;

typedef struct la_verdict {
	la_kind kind;
	int n;          /* squares named in sq */
	ksq sq[3];
	ksq end;        /* LA_NEED_KNIGHT: the square that must be the end */
	ksq start;      /* LA_NOT_CLOSED: the start square */
	int left;       /* unvisited squares */
	bool closed;    /* judged for a closed tour */
} la_verdict;

/* The look-ahead from the knight on `at`: deg[u] is the number of
 * unvisited neighbours of each unvisited square u, ENGINE_VISITED for the
 * squares of the path (engine_view.degree); start is the path's first
 * square (a closed tour returns to it).  True when it rules a tour out. */
bool la_judge(const board *b, const uint8_t *deg, ksq at, ksq start, bool closed,
	      la_verdict *out);

/* Why, as a clause without a capital or a full stop: "e1 and e5 each have
 * one way in left, and a path ends on only one square". */
void la_text(const board *b, const la_verdict *v, char *out, size_t len);

#endif
