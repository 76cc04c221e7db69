/* SPDX-License-Identifier: MIT */
/* Quiz questions drawn from real searches (issue 35): the position is a
 * moment of a Warnsdorff walk or of a backtracking search, run by the
 * engines (ktour/engine.h) on a board from 5x5 to 12x12; the answer is
 * what the engine did next, or what holds of the position, and is unique.
 * The same options and the same generator give the same questions.
 *
 * The kinds, with the precise sense of each (docs/guide.md "Quiz: `ktour quiz`"):
 * - next: the knight's next square under Warnsdorff's rule: the unvisited
 *   neighbour with the fewest onward moves, a tie going to the first of
 *   the tied squares in the tie order (moves numbered 1..8 as in
 *   Squirrel and Cull, 1 = two up and one right, then clockwise);
 * - onward: the onward moves of an unvisited square: its neighbours not on
 *   the path;
 * - forced: of the knight's next squares, those with exactly one onward
 *   move (Stone's look-ahead: unless the knight goes there now, such a
 *   square can only end the tour), or those with none (dead ends: the
 *   knight can go there only as the tour's last square);
 * - retreat: at a dead end of a backtracking search (the knight has no
 *   unvisited neighbour, the board is not covered), the number of the
 *   square the search backs up to: the last square of the path with a
 *   candidate still untried in the move order;
 * - possible: can the path still become an open tour?  No when the
 *   knight has no unvisited neighbour, when an unvisited square has no way in (no neighbour unvisited or the
 *   knight's), when two unvisited squares have one way in each (both
 *   would have to end the tour), or when the unvisited squares' colours
 *   do not alternate from the knight's; yes only where the search went
 *   on from the position to a full tour (the rest is kept as proof);
 * - closed: is this full tour closed (its last square a move from its
 *   first)?
 * - warnsdorff: did every move of this full tour go to a square of the
 *   fewest onward moves (any of them, ties as they fall)?
 *
 * Runner code: it drives engines; no printing, no curses. */
#ifndef KTOUR_QUIZ_H
#define KTOUR_QUIZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/board.h"
#include "ktour/config.h"
#include "ktour/rng.h"

typedef enum quiz_kind {
	QUIZ_NEXT = 0,
	QUIZ_ONWARD,
	QUIZ_FORCED,
	QUIZ_RETREAT,
	QUIZ_POSSIBLE,
	QUIZ_CLOSED,
	QUIZ_WARNSDORFF,
	QUIZ_KIND_COUNT
} quiz_kind;

/* The kinds' names, in enum order, NULL-ended. */
extern const char *const quiz_kind_names[];
bool quiz_kind_from_name(const char *name, size_t len, quiz_kind *k);
/* A list like "next,onward" (commas, no blanks) into a mask of
 * (1u << kind); "all" is every kind.  False with a message naming the
 * word that is no kind, or an empty list. */
bool quiz_kinds_parse(const char *text, unsigned *mask, char *err, size_t errlen);
#define QUIZ_ALL_KINDS ((1u << QUIZ_KIND_COUNT) - 1)

/* The smallest and largest side of a quiz's boards. */
#define QUIZ_MIN_SIDE 5
#define QUIZ_MAX_SIDE 12

typedef struct quiz_options {
	int rows, cols;       /* 0: each question's board drawn, 5..12 a side */
	int start_row, start_col; /* 0-based; -1: drawn (needs rows, cols) */
	uint8_t tie_order[8]; /* Warnsdorff's ties (next, and the walks) */
	uint8_t order[8];     /* backtracking's move order (retreat, possible) */
	unsigned kinds;       /* mask of (1u << quiz_kind); 0: all */
} quiz_options;

/* Every kind, boards drawn, orders 12345678. */
quiz_options quiz_options_default(void);

/* Why a path cannot become a tour (possible). */
typedef enum quiz_obstacle {
	QUIZ_CAN = 0,       /* it can: the search went on to a full tour */
	QUIZ_STUCK,         /* the knight has no unvisited neighbour */
	QUIZ_CUT_OFF,       /* an unvisited square with no way in */
	QUIZ_TWO_ENDS,      /* two unvisited squares with one way in each */
	QUIZ_COLOURS,       /* the colours of the unvisited squares */
} quiz_obstacle;

#define QUIZ_TEXT_MAX 480

typedef struct quiz_question {
	quiz_kind kind;
	engine_config cfg;    /* the search the position comes from */
	ksq *path;            /* the position: path[0..len-1] (the knight on the last) */
	int32_t len;
	ksq *rest;            /* possible, yes: the squares after the path to a tour */
	int32_t rest_len;
	ksq subject;          /* onward: the square asked about */
	bool dead_ends;       /* forced: asks for the dead ends, not the forced */
	/* the answer: squares (next: one; forced: one or more, in reading
	 * order), a number (onward, retreat) or yes/no */
	ksq answer_sq[8];
	int nanswer_sq;
	int answer_num;
	bool answer_yes;
	quiz_obstacle obstacle; /* possible */
	ksq culprit[2];       /* possible: the square(s) of the obstacle */
	char question[QUIZ_TEXT_MAX]; /* the sentence, squares as c4 */
	char answer[QUIZ_TEXT_MAX];   /* "c4", "c4 d6", "3", "yes" */
	char explain[QUIZ_TEXT_MAX];  /* one line, why */
} quiz_question;

/* One question of a kind drawn from o->kinds, its board and position
 * drawn with r (a real search run to a drawn moment).  False with a
 * message on out of memory or when no position was found (a fixed
 * board with no tour for closed, warnsdorff or a yes for possible, ...).
 * quiz_question_free() releases it. */
bool quiz_generate(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen);
/* The same, of kind k whatever o->kinds says. */
bool quiz_generate_kind(const quiz_options *o, quiz_kind k, rng *r, quiz_question *q,
			char *err, size_t errlen);
void quiz_question_free(quiz_question *q);

/* "c4" for sq on a board of rows x cols. */
void quiz_square_name(int rows, int cols, ksq sq, char *out, size_t len);

#endif
