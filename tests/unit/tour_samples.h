/* SPDX-License-Identifier: MIT */
/* Known tours for the tour and format tests, as number tables (row 1 on
 * top, 1-based move numbers, 0 = never visited). */
#ifndef KTOUR_TEST_TOUR_SAMPLES_H
#define KTOUR_TEST_TOUR_SAMPLES_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/tour.h"

/* docs/literature.md: Warnsdorff from (1,1) with ordering 12345678 on 8x8. */
static const int squirrel_cull_8x8[64] = {
	1,  16, 27, 22, 3,  18, 47, 56, 26, 23, 2,  17, 46, 57, 4,  19,
	15, 28, 25, 62, 21, 48, 55, 58, 24, 35, 30, 45, 60, 63, 20, 5,
	29, 14, 61, 34, 49, 44, 59, 54, 36, 31, 38, 41, 64, 53, 6,  9,
	13, 40, 33, 50, 11, 8,  43, 52, 32, 37, 12, 39, 42, 51, 10, 7,
};

/* docs/literature.md: 5x5 from (1,3) with ordering 36875124, stuck after 17. */
static const int stuck_5x5[25] = {
	11, 6, 1,  0,  13, 0,  0, 12, 7, 2, 5, 10, 0,
	14, 0, 0,  0,  16, 3,  8, 17, 4, 9, 0, 15,
};

/* A closed 8x8 tour (a Warnsdorff walk with random ties, kept because its
 * last square (3,2) is a knight move from (1,1); verified independently). */
static const int closed_8x8[64] = {
	1,  16, 59, 22, 3,  18, 49, 54, 40, 23, 2,  17, 60, 53, 4,  19,
	15, 64, 41, 58, 21, 48, 55, 50, 24, 39, 32, 61, 52, 57, 20, 5,
	33, 14, 63, 42, 47, 30, 51, 56, 38, 25, 36, 31, 62, 43, 6,  9,
	13, 34, 27, 46, 11, 8,  29, 44, 26, 37, 12, 35, 28, 45, 10, 7,
};

/* The first tour of plain backtracking (order 12345678) from (1,1) on
 * 5x5: not Warnsdorff.  Move 6 goes from (4,3) to (2,4), which has 3
 * onward moves, while the neighbour (5,1) has only 1. */
static const int backtrack_5x5[25] = {
	1,  20, 17, 12, 3, 16, 11, 2,  7,  18, 21, 24, 19,
	4,  13, 10, 15, 6, 23, 8,  25, 22, 9,  14, 5,
};

/* docs/literature.md / dfns: the first 3x4 tour. */
static const int tour_3x4[12] = {1, 4, 7, 10, 12, 9, 2, 5, 3, 6, 11, 8};

/* Fill t (on a rows x cols knight board) with the path of a number table. */
static inline bool sample_tour(tour *t, int rows, int cols, const int *table)
{
	board_spec s = board_spec_default();
	s.rows = rows;
	s.cols = cols;
	tour_init(t, &s);
	int n = rows * cols, max = 0;
	for (int i = 0; i < n; i++)
		if (table[i] > max)
			max = table[i];
	for (int k = 1; k <= max; k++)
		for (int i = 0; i < n; i++)
			if (table[i] == k && !tour_push(t, (ksq)i))
				return false;
	return (int)t->len == max;
}

#endif
