/* SPDX-License-Identifier: MIT */
/* Counting tours by dynamic programming over a frontier (transfer matrix):
 * the tours are never listed, only counted in classes of partial edge sets
 * that the rest of the board cannot tell apart (docs/frontier.md).
 *
 * What is counted, as `ktour count` counts it:
 * - open tours: directed Hamiltonian paths of the leaper graph, each tour
 *   once from each end; from every start square, or only those beginning
 *   on one square;
 * - closed tours: undirected Hamiltonian cycles, each once.
 * Boards without a torus whose shorter side is at most 8 (knight; for
 * longer leapers the window, (max step) x side + 1, must fit 17 squares).
 *
 * Memory: classes live in sorted arrays of (hash, count), partitioned by
 * hash (16 bytes a class, 24 with 128-bit counts, plus the results staged
 * for a merge); past `memory` bytes the arrays spill to files in
 * `spill_dir` as sorted runs, merged one partition at a time.  Time: the
 * work of a step is shared by `threads` threads, each owning the classes
 * of its partitions.
 *
 * It takes the options of every count (count_options, ktour/count.h: the
 * board and what is counted in cfg, the run's threads, stop, time limit,
 * progress, checkpoint) and its own: memory, spill_dir, part/parts, wide.
 * Nothing here prints: progress and warnings go through callbacks. */
#ifndef KTOUR_FRONTIER_H
#define KTOUR_FRONTIER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/board.h"
#include "ktour/count.h"

/* An exact count (tours on large boards pass 2^64). */
__extension__ typedef unsigned __int128 frontier_count_t;

typedef struct frontier_result {
	frontier_count_t tours;
	bool partial;            /* stopped: tours is 0 and the state is saved if asked */
	int height, window;      /* column height used and widest window */
	uint64_t peak_classes;   /* the most classes of one square (in and out) */
	int32_t peak_square;     /* the square at which they peaked */
	uint64_t class_steps;    /* classes processed, over all squares */
	uint64_t peak_memory;    /* bytes of class tables at their peak */
	uint64_t peak_disk;      /* bytes of spill files at their peak */
	uint64_t spilled;        /* bytes written to spill files */
	bool wide;               /* 128-bit counts were needed */
	int threads;
	int columns;
	double *column_seconds;  /* seconds of each column (all runs) */
	double seconds;          /* wall, all runs of a resumed count */
	double cpu_seconds;      /* this run */
	int32_t split_square;    /* squares before the split of a --job (else 0) */
	int part, parts;
	count_save_cost saves;   /* this run's checkpoint files and their cost */
	char checkpoint_error[300];
	/* answered without the DP, and why ("" otherwise); ruled_out: 0
	 * because no tour can exist (tour_exists.h), shortcut saying why */
	char shortcut[300];
	bool ruled_out;
	uint64_t pairs;          /* pairs of ends counted (frontier_count_pairs) */
} frontier_result;

/* Can the frontier counter count this case?  False with the reason (for
 * the note of a count that falls back to backtracking). */
bool frontier_supports(const board_spec *spec, bool closed, char *why, size_t whylen);

/* Count.  False with a message on bad options, a checkpoint that does not
 * fit, not enough memory or disk (saying how much it needs), a first
 * checkpoint that cannot be written, or an I/O error.  A stopped count
 * returns true with r->partial set. */
bool frontier_count(const count_options *o, frontier_result *r, char *err, size_t errlen);
void frontier_result_free(frontier_result *r);

/* ---- an open count in parts by its ends (frontier_pairs.c) ----
 * Every open tour is a path between two squares {a, b}.  The pairs are
 * numbered 0, 1, ... (a < b as squares row * cols + col, by a, then b),
 * leaving out those no tour can join (frontier_pair_possible()), and
 * pair i belongs to part i mod parts + 1.  Each pair is counted by a
 * frontier run of its own with both ends given, so a part needs no more
 * memory than the whole count; the parts' counts add up to it. */

/* Can an open tour run from square a to square b?  False for a == b and,
 * for a leaper that changes colour every move (a + b odd, no torus), for
 * two squares of one colour on a board of an even number of squares, or
 * not both of the majority colour on an odd one. */
bool frontier_pair_possible(const board_spec *spec, int32_t a, int32_t b);
/* The pairs of part `part` of `parts` into a[], b[] (the first cap of
 * them; both may be NULL with cap 0); how many there are. */
int64_t frontier_pairs_of_part(const board_spec *spec, int part, int parts, int32_t *a,
			       int32_t *b, int64_t cap);
/* Count part `part` of `parts` of o's open count from every square: r->tours
 * directed, as frontier_count() gives them (twice the paths), r->pairs the
 * pairs counted, the figures summed over the runs (peaks: the largest).
 * A stop (o->stop, o->time_limit for each run) gives a partial result.
 * No checkpoint, resume or --job part.  False with a message. */
bool frontier_count_pairs(const count_options *o, int part, int parts, frontier_result *r,
			  char *err, size_t errlen);

/* Decimal digits of v into buf (at least 40 bytes). */
void frontier_count_format(frontier_count_t v, char *buf, size_t len);

/* "512M", "8G", "1.5GiB", "100000" (bytes) -> bytes; false with a message. */
bool frontier_parse_size(const char *text, uint64_t *bytes, char *err, size_t errlen);
/* What the machine can spare: MemAvailable less a margin (1/8), from
 * /proc/meminfo; 1 GiB when it cannot be read. */
uint64_t frontier_default_memory(void);

#endif
