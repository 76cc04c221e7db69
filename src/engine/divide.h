/* SPDX-License-Identifier: MIT */
/* Divide and conquer: a closed knight's tour on every board whose sides are
 * both even and at least 6, built in time linear in the squares (Parberry
 * 1997, Conrad et al. 1994; docs/divide.md).
 *
 * The board is split in two or in four, again and again, until each part
 * is a base block 6, 8 or 10 squares on a side; each block gets a stored
 * "structured" closed tour (divide_base.c), and the cycles of the parts are
 * joined into one, two at a time, by dropping a move of each near their
 * common corner and adding the two moves that cross between them.
 *
 * The construction is a resumable state machine with an explicit
 * recursion stack.  One step is one action: a base tour laid into a block,
 * or one join (two moves dropped, two added).  A board of B blocks takes
 * 2B - 1 steps; after the last the board holds one cycle, the tour.
 * divide_run() takes the steps without events (the same states), and
 * divide_tour() is the whole construction in one call; the engine
 * (divide_engine.c) takes its steps itself, and tests/unit/test_divide.c
 * holds the two to the same states and tour.
 *
 * Memory: one byte a square (the two moves of each square's cycle) and 16
 * bytes a block; divide_numbers() adds 4 bytes a square when first asked.
 * No globals, no clocks, no files: two constructions can run side by side.
 *
 * Private to src/engine/ (and white-box tests); the engine_ops glue wraps
 * it. */
#ifndef KTOUR_DIVIDE_H
#define KTOUR_DIVIDE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/board.h"

/* Sides of the base blocks: 6, 8 or 10.  A longer side is split. */
#define DIVIDE_MIN_SIDE 6
#define DIVIDE_MAX_BASE 10

/* The recursion is at most this deep (a side of 100000 halves 14 times). */
#define DIVIDE_STACK_MAX 40

/* divide_view.links of a square whose block is not laid yet. */
#define DIVIDE_UNLAID 0xFF

/* Which part of the rectangle below it on the stack a frame is. */
typedef enum divide_part {
	DIVIDE_WHOLE = 0, /* the board itself */
	DIVIDE_TOP_LEFT,  /* quarters, when both sides are split */
	DIVIDE_TOP_RIGHT,
	DIVIDE_BOTTOM_LEFT,
	DIVIDE_BOTTOM_RIGHT,
	DIVIDE_LEFT,      /* halves, when only the columns are split */
	DIVIDE_RIGHT,
	DIVIDE_TOP,       /* halves, when only the rows are split; in a join, */
	DIVIDE_BOTTOM,    /* also the two halves made of joined quarters */
} divide_part;

/* A rectangle of the board: top-left square (0-based) and size. */
typedef struct divide_rect {
	int32_t row, col, rows, cols;
} divide_rect;

/* One level of the recursion: a rectangle being built. */
typedef struct divide_frame {
	divide_rect rect;
	divide_part part;   /* its place in the frame below (WHOLE at the bottom) */
	int8_t nparts;      /* 1: a base block; 2: halves; 4: quarters */
	int8_t begun;       /* parts begun (a base block: 1 once laid) */
	int8_t joined;      /* joins made: up to nparts - 1 */
	int32_t split_rows; /* rows of the top parts; 0 when the rows are not split */
	int32_t split_cols; /* columns of the left parts; 0 when not split */
	int32_t first;      /* lay index of its first block */
} divide_frame;

typedef enum divide_step_kind {
	DIVIDE_NONE = 0,  /* nothing done yet */
	DIVIDE_LAY,       /* a base tour laid into a block */
	DIVIDE_JOIN,      /* two cycles made one */
	DIVIDE_FINISHED,  /* a step after the last: nothing changed */
} divide_step_kind;

/* What one step did.  A join drops the moves drop[0] = a1-a2 (of part
 * a's cycle) and drop[1] = b1-b2 (of part b's) and adds add[0] = a1-b1 and
 * add[1] = a2-b2: the two cycles open and close up as one. */
typedef struct divide_event {
	divide_step_kind kind;
	divide_rect rect;      /* LAY: the block; JOIN: the rectangle whose parts join */
	divide_part part_a;    /* LAY: the block's part; JOIN: the parts joined */
	divide_part part_b;
	int8_t nparts;         /* JOIN: parts of rect (2 or 4) */
	int32_t block;         /* LAY: the block's lay index (0-based); else -1 */
	ksq drop[2][2];        /* JOIN: the moves dropped */
	ksq add[2][2];         /* JOIN: the moves added */
	int32_t cycles;        /* cycles on the board after the step */
	uint64_t step;         /* number of the step, from 1; 0 before any */
} divide_event;

typedef struct divide divide;

/* The state between two steps (pointers valid until the next step). */
typedef struct divide_view {
	int32_t rows, cols;
	ksq start;               /* the tour's first square */
	uint64_t steps;          /* steps taken */
	uint64_t total_steps;    /* 2 * blocks - 1 */
	int32_t blocks, laid;    /* base blocks in all, laid so far */
	int32_t joins, cycles;   /* joins made; cycles on the board now */
	bool finished;           /* every block laid and one cycle left */
	/* The recursion: stack[0] is the board, stack[depth-1] the frame the
	 * last step acted in (before the first step: the board). */
	const divide_frame *stack;
	int32_t depth;
	divide_event last;       /* kind DIVIDE_NONE before the first step */
	/* Per square: the move indices (0..7, ktour/board.h) of its two
	 * neighbours on its cycle, one in the low 4 bits and one in the high
	 * 4; DIVIDE_UNLAID where no block is laid yet. */
	const uint8_t *links;
} divide_view;

/* Does the method serve this board?  False with the reason in err: an odd
 * number of squares (no closed tour at all), a side of 1, 2 or 4, 3x4,
 * 3x6 and 3x8 (no closed tour: Schwenk 1991), an odd side (closed tours
 * may exist, but this method joins blocks with even sides), a leaper other
 * than the knight, a board too large.  A torus is served: a closed tour
 * of the board is one of the torus. */
bool divide_supported(const board_spec *spec, char *err, size_t errlen);

/* A construction at step 0; start is the tour's first square (KSQ_NONE:
 * the top-left corner).  NULL with the reason in err when the board is not
 * served or memory runs out. */
divide *divide_create(const board_spec *spec, ksq start, char *err, size_t errlen);
void divide_destroy(divide *d);

/* One step; fills *ev when ev is not NULL.  Returns its kind. */
divide_step_kind divide_step(divide *d, divide_event *ev);
/* Steps without events until finished or max_steps (0: no limit) steps
 * are taken; returns how many were taken.  The state is exactly the one
 * divide_step() reaches. */
uint64_t divide_run(divide *d, uint64_t max_steps);

void divide_view_get(const divide *d, divide_view *v);

/* The cycle of sq: the lay index of the cycle's first block (it keeps that
 * id as other cycles join it), -1 while its block is not laid. */
int32_t divide_cycle_of(const divide *d, ksq sq);
/* Squares on cycle id, and the square its numbering starts from: the
 * start square when the cycle holds it, else its first block's top-left
 * corner. */
int32_t divide_cycle_len(const divide *d, int32_t id);
ksq divide_cycle_first(const divide *d, int32_t id);
/* Each square's number on its cycle, 0 on the cycle's first square, -1
 * where no block is laid; after the last join, the tour's numbering from
 * the start square.  Computed when first asked after a step (linear in
 * the squares); NULL when memory runs out. */
const int32_t *divide_numbers(const divide *d);

/* The finished tour from the start square: out[0..rows*cols-1].  False
 * (out untouched) before the construction is finished. */
bool divide_path(const divide *d, ksq *out);

/* The whole construction without events: the closed tour from start in
 * out[0..rows*cols-1].  False with the reason in err. */
bool divide_tour(const board_spec *spec, ksq start, ksq *out, char *err, size_t errlen);

/* A deep copy (for rewinding); NULL on out of memory. */
divide *divide_clone(const divide *d);
/* dst (made for the same board and start) becomes a copy of src. */
void divide_copy(divide *dst, const divide *src);

/* A sentence for a step, as the narration says it:
 *   "lay a 6x6 base tour on a12-f7 (block 1 of 4): 1 cycle"
 *   "join the top-left and top-right quarters of a12-l1: drop c5-d3 and
 *    e4-f6, add c5-e4 and d3-f6: 3 cycles left"
 * Returns what snprintf() returns. */
int divide_describe(const divide *d, const divide_event *ev, char *out, size_t outlen);
/* "top-left quarter", "left half", "board", ... */
const char *divide_part_name(divide_part p);

#endif
