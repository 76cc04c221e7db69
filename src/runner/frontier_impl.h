/* SPDX-License-Identifier: MIT */
/* The frontier counter's inside (see include/ktour/frontier.h for what it
 * counts and docs/frontier.md for the method).
 *
 * The board is turned so that its shorter side is the column height H and
 * its squares are numbered column by column: v = col * H + row.  Square v
 * is "processed" at step v: the edges from v to later squares are decided
 * then, so that v's degree is final.  The class after step v describes
 * the window: the unprocessed squares that have a processed neighbour
 * (at most 2H+1 of them for the knight).  For each window square, a digit:
 *
 *   0  bare: no edge yet
 *   1  full: two edges (inside a path fragment; it needs nothing more)
 *   2  an end of a fragment whose other end is a tour end (open tours)
 *   3+ an end of a fragment whose other end is the window square with the
 *      same digit (labels numbered in order of first appearance, so that
 *      equal classes have equal keys)
 *
 * Digits are packed into a 64-bit key: 4 bits each for windows of up to 16
 * squares, base 11 for 17 (8-row knight boards: 11^17 < 2^64).
 *
 * A class's count is the number of edge sets of the processed part that
 * give it.  Steps only move counts from a class to the classes it becomes,
 * so a count is never multiplied and the DP is linear: classes can be
 * split, summed in any order, and processed in parts (--split/--job). */
#ifndef KTOUR_FRONTIER_IMPL_H
#define KTOUR_FRONTIER_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/frontier.h"

/* The widest window a 64-bit key holds. */
#define FR_MAXS 17
/* Outputs of one class at one step: subsets of at most two of a leaper's
 * four later neighbours (6 + 4 + 1). */
#define FR_MAXOUT 11
/* The most lead squares a class's pattern describes (3^8 patterns). */
#define FR_MAXLEAD 8

/* Digits. */
enum { FR_BARE = 0, FR_FULL = 1, FR_TOEND = 2, FR_LABEL0 = 3 };

/* One step: what changes when square v is processed.  Old slots index
 * the window before (squares > v-1), new slots the window after. */
typedef struct fr_step {
	int32_t v;            /* the square (working numbering) */
	int8_t nin, nout;     /* window sizes before and after */
	int8_t vslot;         /* v's old slot, -1 when v has no processed neighbour */
	int8_t nfwd;          /* v's later neighbours ... */
	int8_t fwd[8];        /* ... as new slots */
	int8_t map[FR_MAXS];  /* old slot -> new slot (-1 for v) */
	/* For pruning, per new slot: the new slots of its unprocessed
	 * neighbours and how many more it has outside the window. */
	uint32_t nbr[FR_MAXS];
	uint8_t beyond[FR_MAXS];
	int32_t rest;         /* unprocessed squares outside the new window */
	bool is_start;        /* v is a given tour end (--start, or a part's) */
	int8_t start_pending; /* given ends still unprocessed after v */
	/* how old slots become new ones: FR_MAP_SAME (slot i stays i) or
	 * FR_MAP_SHIFT (v was slot 0; slot i becomes i-1), new squares after
	 * them; FR_MAP_ANY: map[] */
	int8_t mapkind;
	/* new slots with at least one, and at least two, unprocessed
	 * neighbours outside the window */
	uint32_t beyond1, beyond2;
	uint32_t start_bit;   /* the new slots of those ends */
	/* the new slots of the lead squares v + lead_off[i] (-1: not in
	 * the window, so bare), and as runs of slots: bits [from, from +
	 * len) of a slot mask are the pattern's digits [to, to + len) */
	int8_t lead_slot[FR_MAXLEAD];
	int8_t lead_nruns;
	struct {
		int8_t from, len, to;
	} lead_run[FR_MAXLEAD];
} fr_step;

enum { FR_MAP_ANY, FR_MAP_SAME, FR_MAP_SHIFT };

typedef struct fr_plan {
	int h, w;             /* working column height and number of columns */
	bool transposed;      /* working (row, col) = board (col, row) */
	int32_t nsq;
	bool closed;
	/* the given tour ends (working squares): none (every start), the
	 * --start square, or both ends of a part of an open count */
	int32_t ends[2];
	int nends;
	int maxs;             /* widest window */
	bool base11;          /* keys in base 11 (17-square windows) */
	fr_step *steps;       /* nsq of them */
	/* Patterns.  The lead squares of step v are v + lead_off[i]: squares
	 * no step-v edge can reach (none is a later neighbour of v), so
	 * their kinds (bare, full, an end) are the same in every class a
	 * class becomes.  A class's pattern is the kinds of its lead squares,
	 * digit i of a base-3 number (0 bare, 1 full, 2 an end).  Digit i is
	 * `kept` when lead_off[i] - 1 is a lead offset too: the square is a
	 * lead square of the next step as well, so the classes that share
	 * the kept digits of their pattern make classes of their own
	 * patterns only (the runner's groups, frontier_run.h). */
	int nlead;
	int8_t lead_off[FR_MAXLEAD];
	bool lead_kept[FR_MAXLEAD];
	uint32_t npat;        /* 3^nlead */
	uint16_t pow3sum[256]; /* of a set of digits: the sum of their 3^i */
} fr_plan;

/* Build the plan for open tours with `nends` given ends (board squares
 * row * cols + col; 0, 1 or 2 of them) or closed tours; false with a
 * message when the board cannot be served (torus, a window wider than
 * FR_MAXS) or on out of memory. */
bool fr_plan_build(fr_plan *p, const board_spec *spec, bool closed, const int32_t *ends,
		   int nends, char *err, size_t errlen);
void fr_plan_free(fr_plan *p);

/* The classes that class `key` (before step st) becomes, as keys into
 * out[0..FR_MAXOUT); returns how many, and their pattern (all have the
 * same) in *pattern.  Classes that can no longer complete are not
 * produced. */
int fr_expand(const fr_plan *p, const fr_step *st, uint64_t key, uint64_t *out,
	      uint32_t *pattern);

/* The pattern of `key` as a class after step v. */
uint32_t fr_key_pattern(const fr_plan *p, int32_t v, uint64_t key);
/* The group of a class of pattern `pat` going into step v: its kept
 * digits (patterns of the level before the first step are 0). */
uint32_t fr_pattern_group(const fr_plan *p, uint32_t pat);

/* Is key a canonical class of a window of n squares?  (For checkpoints,
 * which are trusted no further.) */
bool fr_key_valid(const fr_plan *p, int n, uint64_t key);

/* The key of the empty window: the class every count starts from, and the
 * one left after the last step. */
#define FR_KEY_EMPTY 0ull

/* ---- counts ---------------------------------------------------------------- */

__extension__ typedef unsigned __int128 fr_u128;

/* The class hash: a bijection of the 64-bit keys (xor-shifts and odd
 * multipliers), so that a class can be stored as its hash. */
static inline uint64_t fr_hash(uint64_t k)
{
	k ^= k >> 31;
	k *= 0x7fb5d329728ea185ull;
	k ^= k >> 27;
	k *= 0x81dadef4bc2dd44dull;
	return k ^ (k >> 33);
}

/* The key of a hash (the inverse multipliers mod 2^64). */
static inline uint64_t fr_unhash(uint64_t h)
{
	h ^= h >> 33;
	h *= 0x4d6dff26c61d8485ull;
	h ^= (h >> 27) ^ (h >> 54);
	h *= 0x4c5ff4596f4a2f4dull;
	return h ^ (h >> 31) ^ (h >> 62);
}

#endif
