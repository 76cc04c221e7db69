/* SPDX-License-Identifier: MIT */
/* Board geometry: leaper moves, legal-move masks, torus wrap, symmetries. */
#include "ktour/board.h"
#include "ktour/compiler.h"
#include "ktour/escape.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

board_spec board_spec_default(void)
{
	board_spec s = {.rows = 8, .cols = 8, .lea = 1, .leb = 2, .torus = false};
	return s;
}

void board_move_step(int a, int b, int k, int *drow, int *dcol)
{
	/* Squirrel and Cull's numbering for (1,2), clockwise from "two up,
	 * one right", with (a,b) in place of (1,2). */
	static const signed char rowsel[8] = {-2, -1, 1, 2, 2, 1, -1, -2};
	static const signed char colsel[8] = {1, 2, 2, 1, -1, -2, -2, -1};
	/* A component of magnitude 2 takes b, of magnitude 1 takes a. */
	int r = rowsel[k], c = colsel[k];
	*drow = (r < 0 ? -1 : 1) * (abs(r) == 2 ? b : a);
	*dcol = (c < 0 ? -1 : 1) * (abs(c) == 2 ? b : a);
}

bool board_spec_valid(const board_spec *s, char *err, size_t errlen)
{
	if (s->rows < 1 || s->cols < 1) {
		snprintf(err, errlen, "board %dx%d: rows and columns must be at least 1",
			 s->rows, s->cols);
		return false;
	}
	if (s->rows > BOARD_MAX_SIDE || s->cols > BOARD_MAX_SIDE) {
		snprintf(err, errlen, "board %dx%d: a side may be at most %d", s->rows,
			 s->cols, BOARD_MAX_SIDE);
		return false;
	}
	long long nsq = (long long)s->rows * s->cols;
	if (nsq > BOARD_MAX_SQUARES) {
		/* Roughly what a walk on it needs: mask, degrees and path. */
		double gib = (double)nsq * 10.0 / (1024.0 * 1024.0 * 1024.0);
		snprintf(err, errlen,
			 "board %dx%d: %lld squares is more than the %ld allowed "
			 "(it would need about %.1f GiB)",
			 s->rows, s->cols, nsq, BOARD_MAX_SQUARES, gib);
		return false;
	}
	if (s->lea < 1 || s->leb < 1 || s->lea > BOARD_MAX_LEAP || s->leb > BOARD_MAX_LEAP) {
		snprintf(err, errlen,
			 "leaper %d,%d: both steps must be between 1 and %d (the knight is 1,2)",
			 s->lea, s->leb, BOARD_MAX_LEAP);
		return false;
	}
	if (s->lea == s->leb) {
		snprintf(err, errlen,
			 "leaper %d,%d: the two steps must differ (equal steps give only "
			 "four directions)",
			 s->lea, s->leb);
		return false;
	}
	return true;
}

static int wrap(int v, int n)
{
	v %= n;
	return v < 0 ? v + n : v;
}

/* Target of move k from (r, c), or KSQ_NONE; ignores the mask. */
static ksq raw_target(const board *b, int r, int c, int k)
{
	int r2 = r + b->dr[k], c2 = c + b->dc[k];
	if (b->torus) {
		r2 = wrap(r2, b->rows);
		c2 = wrap(c2, b->cols);
	} else if (r2 < 0 || r2 >= b->rows || c2 < 0 || c2 >= b->cols) {
		return KSQ_NONE;
	}
	return board_sq(b, r2, c2);
}

static uint8_t compute_mask(const board *b, int r, int c)
{
	ksq self = board_sq(b, r, c), seen[8];
	uint8_t m = 0;
	for (int k = 0; k < 8; k++) {
		ksq t = raw_target(b, r, c, k);
		seen[k] = t;
		if (t == KSQ_NONE || t == self)
			continue;
		bool dup = false;
		for (int j = 0; j < k && !dup; j++)
			dup = seen[j] == t && (m >> j & 1);
		if (!dup)
			m |= (uint8_t)(1u << k);
	}
	return m;
}

uint8_t board_row_moves(const board *b, int r)
{
	uint8_t m = 0;
	for (int k = 0; k < 8; k++)
		if (r + b->dr[k] >= 0 && r + b->dr[k] < b->rows)
			m |= (uint8_t)(1u << k);
	return m;
}

uint8_t board_col_moves(const board *b, int c)
{
	uint8_t m = 0;
	for (int k = 0; k < 8; k++)
		if (c + b->dc[k] >= 0 && c + b->dc[k] < b->cols)
			m |= (uint8_t)(1u << k);
	return m;
}

/* Without wrap-around one AND of a per-row and a per-column mask gives the
 * legal moves.  (Targets are distinct and never the square itself since
 * a != b and both are >= 1.)  This keeps 10000 x 10000 boards cheap. */
static void fill_plain_masks(board *b)
{
	uint8_t *cm = b->mask; /* row 0 is overwritten last: use it as scratch */
	for (int c = 0; c < b->cols; c++)
		cm[c] = board_col_moves(b, c);
	for (int r = b->rows - 1; r >= 0; r--) {
		uint8_t rm = board_row_moves(b, r);
		uint8_t *row = b->mask + (size_t)r * b->cols;
		for (int c = 0; c < b->cols; c++)
			row[c] = rm & cm[c];
	}
}

bool board_geometry(board *b, const board_spec *spec, char *err, size_t errlen)
{
	memset(b, 0, sizeof *b);
	if (!board_spec_valid(spec, err, errlen))
		return false;
	b->rows = spec->rows;
	b->cols = spec->cols;
	b->lea = spec->lea;
	b->leb = spec->leb;
	b->torus = spec->torus;
	b->nsq = (int32_t)((long long)b->rows * b->cols);
	for (int k = 0; k < 8; k++) {
		int dr, dc;
		board_move_step(b->lea, b->leb, k, &dr, &dc);
		b->dr[k] = (int8_t)dr;
		b->dc[k] = (int8_t)dc;
		b->delta[k] = dr * b->cols + dc;
	}
	return true;
}

bool board_init(board *b, const board_spec *spec, char *err, size_t errlen)
{
	if (!board_geometry(b, spec, err, errlen))
		return false;
	b->mask = malloc((size_t)b->nsq);
	if (!b->mask) {
		snprintf(err, errlen, "board %dx%d: out of memory (%ld MiB needed)", b->rows,
			 b->cols, (long)(b->nsq >> 20) + 1);
		return false;
	}
	if (b->torus) {
		for (int r = 0; r < b->rows; r++)
			for (int c = 0; c < b->cols; c++)
				b->mask[board_sq(b, r, c)] = compute_mask(b, r, c);
		return true;
	}
	fill_plain_masks(b);
	return true;
}

void board_free(board *b)
{
	free(b->mask);
	b->mask = NULL;
}

ksq board_target(const board *b, ksq sq, int k)
{
	if (!(b->mask[sq] >> k & 1))
		return KSQ_NONE;
	if (!b->torus)
		return sq + b->delta[k];
	return raw_target(b, board_row(b, sq), board_col(b, sq), k);
}

int board_degree(const board *b, ksq sq)
{
	return kt_popcount64(b->mask[sq]);
}

int board_neighbours(const board *b, ksq sq, ksq out[8])
{
	int n = 0;
	for (int k = 0; k < 8; k++) {
		out[k] = board_target(b, sq, k);
		n += out[k] != KSQ_NONE;
	}
	return n;
}

int board_move_between(const board *b, ksq from, ksq to)
{
	for (int k = 0; k < 8; k++)
		if (board_target(b, from, k) == to && to != KSQ_NONE)
			return k;
	return -1;
}

/* ---- symmetries ----------------------------------------------------------- */

int board_symmetry_count(const board *b)
{
	return b->rows == b->cols ? 8 : 4;
}

bool board_symmetry_valid(const board *b, int sym)
{
	if (sym < 0 || sym >= BOARD_NSYM)
		return false;
	if (b->rows == b->cols)
		return true;
	return sym == 0 || sym == 2 || sym == 4 || sym == 5;
}

ksq board_symmetry_apply(const board *b, int sym, ksq sq)
{
	int r = board_row(b, sq), c = board_col(b, sq);
	int R = b->rows - 1, C = b->cols - 1, r2 = r, c2 = c;
	switch (sym) {
	case 1: r2 = c; c2 = R - r; break;     /* rotate 90 clockwise (square) */
	case 2: r2 = R - r; c2 = C - c; break; /* rotate 180 */
	case 3: r2 = C - c; c2 = r; break;     /* rotate 270 (square) */
	case 4: c2 = C - c; break;             /* flip left-right */
	case 5: r2 = R - r; break;             /* flip top-bottom */
	case 6: r2 = c; c2 = r; break;         /* main diagonal (square) */
	case 7: r2 = C - c; c2 = R - r; break; /* anti-diagonal (square) */
	default: break;
	}
	return board_sq(b, r2, c2);
}

void board_symmetry_apply_path(const board *b, int sym, ksq *path, size_t len)
{
	for (size_t i = 0; i < len; i++)
		path[i] = board_symmetry_apply(b, sym, path[i]);
}

/* ---- move orderings ------------------------------------------------------- */

bool ordering_parse(const char *text, uint8_t order[8], char *err, size_t errlen)
{
	unsigned seen = 0;
	size_t n = strlen(text);
	if (n != 8) {
		snprintf(err, errlen, "ordering %s: expected 8 digits, a permutation of 12345678",
			 ESCAPE_QUOTE(text));
		return false;
	}
	for (int i = 0; i < 8; i++) {
		char ch = text[i];
		if (ch < '1' || ch > '8' || (seen >> (ch - '1') & 1)) {
			snprintf(err, errlen,
				 "ordering %s: not a permutation of 12345678 (bad or repeated "
				 "digit '%c' at position %d)",
				 ESCAPE_QUOTE(text), ch, i + 1);
			return false;
		}
		seen |= 1u << (ch - '1');
		order[i] = (uint8_t)(ch - '1');
	}
	return true;
}

void ordering_format(const uint8_t order[8], char out[9])
{
	for (int i = 0; i < 8; i++)
		out[i] = (char)('1' + order[i]);
	out[8] = '\0';
}
