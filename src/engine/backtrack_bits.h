/* A counting-only form of the backtrack search for boards of at most 64
 * squares, on bitboards: the unvisited squares are one 64-bit mask, a
 * square's remaining degree is a popcount, and taking a square back costs
 * nothing.  It prunes with the same look-ahead rules as the engine
 * (backtrack_core.h) and counts the same tours (open: directed paths;
 * closed: each cycle once, path[1] < last square), but it keeps no degree
 * array and produces no events, so it serves the count driver only.
 * Private to src/engine/. */
#ifndef KTOUR_BACKTRACK_BITS_H
#define KTOUR_BACKTRACK_BITS_H

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
} bits_search;

typedef struct bits_counts {
	uint64_t solutions, advances, retreats;
} bits_counts;

/* Does this configuration fit (at most 64 squares)? */
bool bits_fits(const engine_config *cfg);

/* Tables for cfg's board; false with a message on a bad board. */
bool bits_init(bits_search *s, const engine_config *cfg, char *err, size_t errlen);

/* Count the tours that begin with prefix[0..len-1] (a valid path, len >= 1),
 * adding to *out.  Every 2^16 advances it calls should_stop(ctx) (when
 * not NULL) and returns false at once if that says so (the counts so far
 * are in *out); true when the subtree was searched completely. */
bool bits_count(bits_search *s, const ksq *prefix, int len, bits_counts *out,
		bool (*should_stop)(void *ctx), void *ctx);

#endif
