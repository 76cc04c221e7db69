/* SPDX-License-Identifier: MIT */
/* Square names: algebraic (a1 = bottom-left; files a..z, aa, ab, ...; rank
 * numbers counted from the bottom) and "row,col" (1-based, row 1 on top). */
#ifndef KTOUR_SQUARE_H
#define KTOUR_SQUARE_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/board.h"

/* Longest name written by square_name_*: "zzzzzz100000" or "100000,100000". */
#define SQUARE_NAME_MAX 24

/* File letters of column col0 (0-based): 0 -> "a", 25 -> "z", 26 -> "aa",
 * 701 -> "zz", 702 -> "aaa" (bijective base 26).  Returns the length. */
int square_file_name(int col0, char *out, size_t outlen);

/* Write the algebraic name of (row0, col0) on a board of `rows` rows. */
void square_name_algebraic(int rows, int row0, int col0, char *out, size_t outlen);
/* Write "row,col", 1-based. */
void square_name_rowcol(int row0, int col0, char *out, size_t outlen);

/* Parse a square written as algebraic ("a8", "ab12"), as "row,col" or as
 * "(row,col)".  Whitespace around the numbers is allowed.  On success
 * stores 0-based coordinates; they are NOT checked against a board here.
 * On failure returns false with a message naming what is wrong. */
bool square_parse(const char *text, int rows, int *row0, int *col0, char *err,
		  size_t errlen);

/* The parse without a board: for algebraic names sets *algebraic and
 * stores the 0-based file in *x and the rank (1-based, from the bottom) in
 * *y; for "row,col" stores 0-based row in *x and 0-based column in *y. */
bool square_parse_raw(const char *text, bool *algebraic, long *x, long *y,
		      char *err, size_t errlen);

/* square_parse() plus a check that the square lies on board b. */
bool square_parse_on(const board *b, const char *text, ksq *sq, char *err,
		     size_t errlen);

#endif
