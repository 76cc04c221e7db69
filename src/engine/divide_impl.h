/* SPDX-License-Identifier: MIT */
/* Divide and conquer: the state shared by divide.c (the state machine),
 * divide_plan.c (the grid of blocks, the refusals, the joins' geometry),
 * divide_view.c (views, numbering, copies, narration) and divide_base.c
 * (the base tours).  Private to src/engine/ and white-box tests. */
#ifndef KTOUR_DIVIDE_IMPL_H
#define KTOUR_DIVIDE_IMPL_H

#include <stdbool.h>
#include <stdint.h>

#include "divide.h"

/* Base sides 6, 8, 10 as an index 0..2. */
#define DIVIDE_NBASE 3
#define DIVIDE_BASE_INDEX(side) (((side) - DIVIDE_MIN_SIDE) / 2)

/* The numbering, made when asked (divide_numbers()): kept apart from the
 * state so that a const view can fill it in. */
typedef struct divide_cache {
	int32_t *num;  /* per square; NULL until first asked */
	bool valid;    /* num matches the state */
} divide_cache;

struct divide {
	int32_t rows, cols, nsq;
	ksq start;
	int8_t dr[8], dc[8];  /* the knight's moves, ktour/board.h's numbering */
	int32_t delta[8];     /* dr * cols + dc */
	uint8_t *links;       /* per square; see divide_view.links */
	/* The grid of blocks: rows rs[i]..rs[i+1]-1 form row segment i. */
	int32_t nrs, ncs;
	int32_t *rs, *cs;         /* nrs + 1 and ncs + 1 entries */
	int32_t *rowseg, *colseg; /* segment of each row and column */
	int32_t nblocks;
	int32_t *lay_of;    /* [i * ncs + j]: lay index of block (i, j), -1 */
	int32_t *block_at;  /* [lay]: i * ncs + j */
	int32_t *cycle;     /* [lay]: lay index of the first block of its cycle */
	int32_t *cycle_len; /* [first block's lay index]: squares on the cycle */
	/* links of the base tours, by side index (rows, cols) */
	uint8_t base[DIVIDE_NBASE][DIVIDE_NBASE][DIVIDE_MAX_BASE * DIVIDE_MAX_BASE];
	/* the state */
	divide_frame stack[DIVIDE_STACK_MAX];
	int32_t depth;
	int32_t laid, joins, cycles;
	uint64_t steps;
	bool broken;          /* a join found no swap: stopped (never happens) */
	divide_event last;
	divide_cache *cache;
};

/* ---- divide.c ---------------------------------------------------------------- */

/* Follow the cycle through `from` for len squares (the low 4 bits of
 * from's links first): path[i] = the i-th square, num[square] = i (either
 * may be NULL). */
void divide_walk(const divide *d, ksq from, int32_t len, ksq *path, int32_t *num);

/* ---- divide_base.c: the base tours ----------------------------------------- */

/* The stored tour of the h x w base board (h <= w, both 6, 8 or 10): the
 * number 1..h*w of each square in reading order, 1 on the top-left
 * corner.  NULL for any other size. */
const uint8_t *divide_base_grid(int h, int w);
/* The backtracking search the stored tours come from: the first closed
 * tour of the h x w board (sides 6..10) holding every corner's structured
 * moves, found in a fixed order, written as divide_base_grid() writes
 * it.  False when there is none (or the sides are out of range). */
bool divide_base_search(int h, int w, uint8_t *grid);

/* ---- divide_plan.c: geometry ---------------------------------------------- */

/* The corners of a block. */
enum { DIVIDE_CORNER_TL = 0, DIVIDE_CORNER_TR, DIVIDE_CORNER_BL, DIVIDE_CORNER_BR };

/* Edge e (0..3) at a corner of an h x w block, in the block's 0-based
 * (row, col): e 0 and 1 are the corner square's two moves (every tour
 * holds them), e 2 and 3 the structured moves of the square diagonally
 * next to the corner (a structured tour holds them). */
void divide_corner_edge(int h, int w, int corner, int e, int *r1, int *c1, int *r2, int *c2);

/* The side of the first part when a side of len is split (0: not split). */
int32_t divide_split(int32_t len);

/* Set up the grid of blocks, the base links and the geometry of d for a
 * rows x cols board (d zeroed before); false on out of memory. */
bool divide_plan_init(divide *d, int32_t rows, int32_t cols);
void divide_plan_free(divide *d);

/* Blocks in a rectangle (a union of blocks). */
int32_t divide_rect_blocks(const divide *d, const divide_rect *r);

/* Make join j (0-based) of frame f: the parts, the blocks at their common
 * corner and the swap.  Fills ev (kind, rect, parts, moves); false only
 * if no swap is found (a broken base tour). */
bool divide_join(divide *d, const divide_frame *f, int j, divide_event *ev);

#endif
