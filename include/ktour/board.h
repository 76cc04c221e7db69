/* SPDX-License-Identifier: MIT */
/* Board geometry: squares, leaper moves, neighbour masks, torus, symmetries.
 *
 * Squares are indexed 0..rows*cols-1 in reading order: sq = row0 * cols + col0
 * with 0-based row0 (row 0 on top) and col0 (column 0 on the left).  User-facing
 * coordinates are 1-based (row 1 on top), as docs/literature.md prints tours.
 *
 * Moves are numbered 1..8 as in Squirrel and Cull; in code they are indices
 * 0..7 (index k is move k+1).  For a leaper (a,b), move 1 is (-b,+a) ... in
 * general the eight (drow, dcol) steps are the knight's with (1,2) replaced by
 * (a,b): see board_move_step().
 *
 * Memory: one byte per square (the mask of legal moves), nothing per square
 * allocated separately, so a 10000 x 10000 board costs 100 MB. */
#ifndef KTOUR_BOARD_H
#define KTOUR_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A square index; -1 means "no square". */
typedef int32_t ksq;
#define KSQ_NONE ((ksq)-1)

/* Limits checked before anything is allocated. */
#define BOARD_MAX_SIDE 100000
#define BOARD_MAX_SQUARES 400000000L /* 20000 x 20000 */
#define BOARD_MAX_LEAP 64

typedef struct board {
	int rows, cols;   /* 1 <= rows, cols */
	int lea, leb;     /* leaper (a,b): (1,2) is the knight */
	bool torus;       /* opposite edges glued together */
	int32_t nsq;      /* rows * cols */
	/* delta[k]: index offset of move k when it does not wrap (r*cols + c). */
	int32_t delta[8];
	int8_t dr[8], dc[8]; /* (drow, dcol) of move k */
	/* mask[sq]: bit k set when move k from sq lands on a distinct square
	 * of the board (on a torus: distinct from sq and from the targets of
	 * lower-numbered moves, so neighbours are never counted twice). */
	uint8_t *mask;
} board;

/* Geometry of a board before it is built, as parsed from options. */
typedef struct board_spec {
	int rows, cols;
	int lea, leb;
	bool torus;
} board_spec;

/* The default spec: 8x8 knight, no torus. */
board_spec board_spec_default(void);

/* Check a spec without allocating; on failure writes a message naming
 * what is wrong (and, for a board too large, the memory it would need)
 * into err and returns false. */
bool board_spec_valid(const board_spec *spec, char *err, size_t errlen);

/* Build a board; returns false with a message in err on bad geometry or
 * out of memory.  board_free() releases it (safe on a zeroed board). */
bool board_init(board *b, const board_spec *spec, char *err, size_t errlen);
void board_free(board *b);

/* The geometry of spec (sizes, leaper, move steps) in b, mask left NULL:
 * for engines that allocate the mask themselves.  False with a message on
 * a bad spec. */
bool board_geometry(board *b, const board_spec *spec, char *err, size_t errlen);

/* Without a torus, the legal moves of (r, c) are those whose row step keeps
 * r on the board and whose column step keeps c on it:
 * mask = board_row_moves(b, r) & board_col_moves(b, c). */
uint8_t board_row_moves(const board *b, int r);
uint8_t board_col_moves(const board *b, int c);

/* (drow, dcol) of move k (0..7) for the leaper (a,b). */
void board_move_step(int a, int b, int k, int *drow, int *dcol);

/* Target of move k from sq, or KSQ_NONE when it is not legal. */
ksq board_target(const board *b, ksq sq, int k);

/* Number of legal moves from sq (its degree on an empty board). */
int board_degree(const board *b, ksq sq);

/* Fill out[0..7] with the targets of sq in move order 1..8, KSQ_NONE for
 * illegal moves; returns the degree. */
int board_neighbours(const board *b, ksq sq, ksq out[8]);

/* Is `to` one leaper move away from `from`?  Returns the move index 0..7
 * or -1. */
int board_move_between(const board *b, ksq from, ksq to);

static inline int board_row(const board *b, ksq sq) { return (int)(sq / b->cols); }
static inline int board_col(const board *b, ksq sq) { return (int)(sq % b->cols); }
static inline ksq board_sq(const board *b, int row0, int col0)
{
	return (ksq)row0 * b->cols + col0;
}

/* ---- symmetries --------------------------------------------------------- */

/* Symmetry index 0..7: 0 identity, 1 rot90, 2 rot180, 3 rot270,
 * 4 flip left-right, 5 flip top-bottom, 6 main diagonal, 7 anti-diagonal.
 * A rectangular (non-square) board has symmetries 0, 2, 4, 5 only. */
#define BOARD_NSYM 8
int board_symmetry_count(const board *b);     /* 8 or 4 */
bool board_symmetry_valid(const board *b, int sym);
/* Image of sq under sym (the board must admit sym). */
ksq board_symmetry_apply(const board *b, int sym, ksq sq);
/* Apply sym to every square of path[0..len-1] in place. */
void board_symmetry_apply_path(const board *b, int sym, ksq *path, size_t len);

/* ---- move orderings ----------------------------------------------------- */

/* Parse a move ordering like "36875124" (a permutation of 1..8) into move
 * indices order[0..7] (0-based).  False with a message when it is not a
 * permutation. */
bool ordering_parse(const char *text, uint8_t order[8], char *err, size_t errlen);
/* Write the ordering back as 8 digits plus NUL into out[9]. */
void ordering_format(const uint8_t order[8], char out[9]);

#endif
