/* SPDX-License-Identifier: MIT */
/* A counting-only form of the backtrack search for boards of at most 64
 * squares, on bitboards: the unvisited squares are one 64-bit mask, a
 * square's remaining degree is a popcount, and taking a square back costs
 * nothing.  It prunes with the same look-ahead rules as the engine
 * (backtrack_core.h) and counts the same tours (open: directed paths;
 * closed: each cycle once, path[1] < last square), but it keeps no degree
 * array and produces no events, so it serves the count runner
 * (src/runner/count.c) only.  Engine layer: a resumable search, no
 * threads, clocks or files. */
#ifndef KTOUR_BITS_SEARCH_H
#define KTOUR_BITS_SEARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/engine.h"

#define BITS_MAX_SQUARES 64

typedef struct bits_frame {
	uint64_t rest;  /* candidates not tried yet */
	uint64_t left;  /* unvisited squares once this square is on the path */
	int32_t cnt1;   /* unvisited squares of effective degree 1 */
	int32_t sq;
} bits_frame;

typedef struct bits_search {
	int nsq;
	bool closed, lookahead;
	uint64_t nb[BITS_MAX_SQUARES];
	uint64_t closers; /* closed: squares the tour may end on */
	bits_frame fr[BITS_MAX_SQUARES];
	/* The search in progress (bits_begin .. bits_resume): frames
	 * fr[0..sp] are on the path, fr[root] is the job's last fixed
	 * square.  sp is current at every call of should_stop, so a paused
	 * search can be saved (bits_stack_save) and resumed elsewhere. */
	int sp, root;
	/* Advances between calls of should_stop (default 2^16). */
	uint32_t poll_every;
} bits_search;

typedef struct bits_counts {
	uint64_t solutions, advances, retreats;
} bits_counts;

/* Does this configuration fit (at most 64 squares)? */
bool bits_fits(const engine_config *cfg);

/* Tables for cfg's board; false with a message on a bad board. */
bool bits_init(bits_search *s, const engine_config *cfg, char *err, size_t errlen);

/* Count the tours that begin with prefix[0..len-1] (a valid path, len >= 1),
 * adding to *out, in two halves: bits_begin() puts the prefix on the path
 * (adding its advances and, when the prefix already decides the job, its
 * solution to *out) and returns false when nothing is left to search;
 * bits_resume() searches on from fr[sp].  Every 2^16 advances it calls
 * should_stop(ctx) (when not NULL) and returns false at once if that says
 * so; true when the subtree was searched completely.  Before each call of
 * should_stop the counts so far are added to *out, so a caller that
 * pauses there sees them complete. */
bool bits_begin(bits_search *s, const ksq *prefix, int len, bits_counts *out);
bool bits_resume(bits_search *s, bits_counts *out, bool (*should_stop)(void *ctx), void *ctx);

/* The stack of a search between bits_begin() and the end of
 * bits_resume(): sp + 1 squares and the untried candidates of each
 * (fr[i].sq, fr[i].rest).  Returns the depth (sp + 1). */
int bits_stack_save(const bits_search *s, ksq *sq, uint64_t *rest);

/* Rebuild the search of the job prefix[0..len-1] at the stack saved by
 * bits_stack_save() (depth frames), checking it against the board: the
 * path must extend the prefix with legal unvisited moves, each square one
 * the search would have tried, and each untried set what the search
 * leaves.  False with a message in err otherwise (s is then unusable
 * until the next bits_begin or bits_stack_load). */
bool bits_stack_load(bits_search *s, const ksq *prefix, int len, const ksq *sq,
		     const uint64_t *rest, int depth, char *err, size_t errlen);

#endif
