/* SPDX-License-Identifier: MIT */
/* Tours and partial paths: a sequence of squares on a board, with the
 * "# key value" header lines that came with it, and what validation says
 * about it. */
#ifndef KTOUR_TOUR_H
#define KTOUR_TOUR_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/board.h"

/* One "# ..." header line, without the '#' and the leading blank. */
typedef struct tour_meta {
	char **lines;
	size_t count;
} tour_meta;

typedef struct tour {
	board_spec spec;   /* rows, cols, leaper, torus */
	ksq *path;         /* path[0..len-1], squares of the board */
	size_t len, cap;
	tour_meta meta;
} tour;

void tour_init(tour *t, const board_spec *spec);
void tour_free(tour *t);
/* Append a square; false on out of memory. */
bool tour_push(tour *t, ksq sq);
/* Replace the path with a copy of path[0..len-1]. */
bool tour_set_path(tour *t, const ksq *path, size_t len);
/* Add a header line (copied; a leading "# " is stripped if present). */
bool tour_meta_add(tour *t, const char *line);
/* Add a header line exactly as given (copied; nothing stripped). */
bool tour_meta_add_verbatim(tour *t, const char *line);
/* printf-style header line. */
bool tour_meta_addf(tour *t, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* What holds for a path.  The first violation, if any, is described by
 * `bad_index` (0-based index into the path of the offending square; the
 * move into it is move number bad_index, from path[bad_index-1]) and by
 * `reason`, e.g. "move 12 from c3 to d6 is not a knight move". */
typedef enum tour_fault {
	TOUR_OK = 0,
	TOUR_EMPTY,        /* no squares at all */
	TOUR_OFF_BOARD,    /* a square outside the board */
	TOUR_NOT_A_MOVE,   /* two consecutive squares not a leaper move apart */
	TOUR_REPEATED,     /* a square visited twice */
	TOUR_INCOMPLETE,   /* every step legal, but not every square covered */
} tour_fault;

typedef struct tour_report {
	tour_fault fault;
	size_t covered;        /* distinct squares visited (up to the fault) */
	size_t total;          /* squares on the board */
	bool complete;         /* a full tour: every square exactly once */
	bool closed;           /* complete and last square a move from first */
	size_t bad_index;      /* 0-based index into path of the offending square */
	bool warnsdorff;       /* every move (up to the first fault) went to a
				  square of minimal remaining degree */
	size_t first_departure;/* 1-based move number of the first non-minimal move
				  (move m goes from path[m-1] to path[m]); 0 if none */
	char reason[160];      /* human sentence for the first fault, "" if OK */
} tour_report;

/* Validate t on its own board spec (size, leaper, torus).  Fills *r.
 * Returns false only when the board itself cannot be built (then
 * r->reason says why).  The faults, checked square by square in path
 * order: TOUR_OFF_BOARD, TOUR_REPEATED, TOUR_NOT_A_MOVE; then TOUR_EMPTY
 * or TOUR_INCOMPLETE.  `closed` needs a complete tour whose last square
 * is one move from the first.  Memory: about 2 bytes per square. */
bool tour_check(const tour *t, tour_report *r);

/* Warnsdorff consistency alone: 1-based move number of the first move that
 * did not go to an unvisited neighbour of minimal remaining degree, 0 when
 * every move did.  The remaining degree of a square counts its unvisited
 * neighbours (the square being left counts as visited).  The path must be
 * a valid path on b (checked by the caller). */
size_t tour_warnsdorff_departure(const board *b, const ksq *path, size_t len);

#endif
