/* SPDX-License-Identifier: MIT */
/* Boards without a tour, proved from the geometry (include/ktour/tour_exists.h).
 * Every rule here is a proof, never a heuristic: a false "no tour" would be
 * a wrong answer, while a missed case only costs a search. */
#include "ktour/tour_exists.h"

#include <stdio.h>

#include "ktour/square.h"

static int gcd(int a, int b)
{
	while (b) {
		int t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* "knight" or "(1,3) leaper" */
static void piece_name(int a, int b, char *out, size_t outlen)
{
	if (a == 1 && b == 2)
		snprintf(out, outlen, "knight");
	else
		snprintf(out, outlen, "(%d,%d) leaper", a, b);
}

/* A move of the leaper: a along one side and b along the other, so a
 * move fits when one side exceeds a and the other b. */
static bool move_fits(int rows, int cols, int a, int b)
{
	return (rows > a && cols > b) || (rows > b && cols > a);
}

/* Rules that rule out every tour, open or closed (nsq >= 2). */
static bool no_tour_at_all(const board_spec *s, int a, int b, const char *piece, char *why,
			   size_t whylen)
{
	int g = gcd(a, b);
	/* The row and column modulo g never change; on a torus the wrap keeps
	 * them only when g divides both sides. */
	if (g > 1 && (!s->torus || (s->rows % g == 0 && s->cols % g == 0))) {
		snprintf(why, whylen,
			 "every %s move changes the row and the column by multiples of %d, so "
			 "it never reaches the squares next to its start",
			 piece, g);
		return true;
	}
	/* a + b even: row + column keeps its parity (the colour); the wrap of
	 * an even side keeps it too.  Both colours are on the board. */
	if ((a + b) % 2 == 0 && (!s->torus || (s->rows % 2 == 0 && s->cols % 2 == 0))) {
		snprintf(why, whylen,
			 "every %s move keeps the colour of its square (%d + %d is even), and "
			 "the %dx%d board has squares of both colours",
			 piece, a, b, s->rows, s->cols);
		return true;
	}
	if (s->torus)
		return false;
	int shortside = s->rows < s->cols ? s->rows : s->cols;
	if (!move_fits(s->rows, s->cols, a, b)) {
		snprintf(why, whylen, "no %s move fits on a %dx%d board", piece, s->rows,
			 s->cols);
		return true;
	}
	/* The short side is at most b: a move cannot go b along it, so every
	 * move goes b along the long side, whose position modulo b stays. */
	if (shortside <= b) {
		char apart[60];
		if (b == 2)
			snprintf(apart, sizeof apart, "an odd distance");
		else
			snprintf(apart, sizeof apart, "a distance that is not a multiple of %d", b);
		snprintf(why, whylen,
			 "on a %dx%d board every %s move goes %d squares along the long side, so "
			 "no move joins squares %s apart along it",
			 s->rows, s->cols, piece, b, apart);
		return true;
	}
	return false;
}

/* Rules for closed tours only (nsq >= 2, a + b odd, gcd 1). */
static bool no_closed_tour(const board_spec *s, int a, int b, const char *piece, char *why,
			   size_t whylen)
{
	if (s->torus)
		return false; /* an odd side's wrap breaks the colouring */
	long nsq = (long)s->rows * s->cols;
	if (nsq % 2 == 1) {
		snprintf(why, whylen,
			 "every %s move changes the colour of its square, so a closed tour "
			 "has an even number of squares, and %dx%d has %ld",
			 piece, s->rows, s->cols, nsq);
		return true;
	}
	if (a != 1 || b != 2)
		return false;
	int m = s->rows < s->cols ? s->rows : s->cols;
	int n = s->rows < s->cols ? s->cols : s->rows;
	if (m == 4) {
		snprintf(why, whylen,
			 "no board with a side of 4 has a closed knight's tour (Schwenk 1991)");
		return true;
	}
	if (m == 3 && (n == 4 || n == 6 || n == 8)) {
		snprintf(why, whylen,
			 "3x4, 3x6 and 3x8 have no closed knight's tour (Schwenk 1991)");
		return true;
	}
	return false;
}

bool tour_exists_ruled_out(const board_spec *spec, bool closed, char *why, size_t whylen)
{
	int a = spec->lea < spec->leb ? spec->lea : spec->leb;
	int b = spec->lea < spec->leb ? spec->leb : spec->lea;
	char piece[40];
	piece_name(a, b, piece, sizeof piece);
	if ((long)spec->rows * spec->cols == 1) {
		if (closed)
			snprintf(why, whylen,
				 "a closed tour ends a move away from its start, and a 1x1 board "
				 "has no move");
		return closed;
	}
	return no_tour_at_all(spec, a, b, piece, why, whylen) ||
	       (closed && no_closed_tour(spec, a, b, piece, why, whylen));
}

bool tour_start_ruled_out(const board_spec *spec, ksq start, char *why, size_t whylen)
{
	long nsq = (long)spec->rows * spec->cols;
	if (start < 0 || start >= nsq || spec->torus || (spec->lea + spec->leb) % 2 == 0)
		return false;
	int row = start / spec->cols, col = start % spec->cols;
	/* squares with row + column even: one more than the others when both
	 * sides are odd */
	long even = (nsq + (spec->rows % 2) * (spec->cols % 2)) / 2;
	long have = (row + col) % 2 == 0 ? even : nsq - even;
	long need = (nsq + 1) / 2; /* the 1st, 3rd, 5th, ... square of the tour */
	if (have >= need)
		return false;
	int a = spec->lea < spec->leb ? spec->lea : spec->leb;
	int b = spec->lea < spec->leb ? spec->leb : spec->lea;
	char piece[40], name[SQUARE_NAME_MAX];
	piece_name(a, b, piece, sizeof piece);
	square_name_algebraic(spec->rows, row, col, name, sizeof name);
	snprintf(why, whylen,
		 "a %s alternates colours, and %ld squares of %s's colour would be needed "
		 "where there %s %ld",
		 piece, need, name, have == 1 ? "is" : "are", have);
	return true;
}
