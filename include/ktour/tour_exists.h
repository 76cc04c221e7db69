/* SPDX-License-Identifier: MIT */
/* Boards on which no tour can exist, told from the geometry alone (in
 * constant time, before any search), so that `solve` and `count` answer at
 * once instead of searching a tree that has no leaf. */
#ifndef KTOUR_TOUR_EXISTS_H
#define KTOUR_TOUR_EXISTS_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/board.h"

/* True when it is proved that the board of spec has no tour (no closed
 * tour when `closed`); why then says the reason in a sentence ("every
 * knight move changes the colour of its square, so ...").  False means
 * only that none of these proofs applies:
 * - the (a,b) leaper with gcd(a,b) = g > 1 keeps the row and the column
 *   of its start modulo g; with a + b even it keeps the colour (the parity
 *   of row + column): a board with more than one class has no tour (on a
 *   torus only when the sides are multiples of g, or even, so that the
 *   class survives the wrap);
 * - without a torus, on a board whose short side is at most max(a,b) every
 *   move steps max(a,b) along the long side (or none fits), so positions
 *   along it that differ modulo max(a,b) are never joined;
 * - closed, a + b odd, no torus: every move changes the colour, so a
 *   closed tour has an even number of squares;
 * - closed, the knight, no torus: Schwenk (1991), no 4 x n board and none
 *   of 3x4, 3x6, 3x8.
 * A 1x1 board has its one-square open tour and no closed one. */
bool tour_exists_ruled_out(const board_spec *spec, bool closed, char *why, size_t whylen);

/* True when it is proved that no open tour starts on `start` (a square of
 * spec's board) where tours elsewhere may exist: a leaper with a + b odd
 * changes the colour of its square at every move, so an open tour of N
 * squares takes ceil(N/2) of its start's colour; when N is odd (no
 * torus: an odd side's wrap breaks the colouring) a start on the colour
 * of floor(N/2) squares has none.  why then says so with the board's
 * figures: "a knight alternates colours, and 13 squares of b5's colour
 * would be needed where there are 12".  False for KSQ_NONE, for a square
 * off the board and for closed tours (which tour_exists_ruled_out()
 * covers: they need an even N). */
bool tour_start_ruled_out(const board_spec *spec, ksq start, char *why, size_t whylen);

#endif
