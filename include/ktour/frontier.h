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

/* Decimal digits of v into buf (at least 40 bytes). */
void frontier_count_format(frontier_count_t v, char *buf, size_t len);

/* "512M", "8G", "1.5GiB", "100000" (bytes) -> bytes; false with a message. */
bool frontier_parse_size(const char *text, uint64_t *bytes, char *err, size_t errlen);
/* What the machine can spare: MemAvailable less a margin (1/8), from
 * /proc/meminfo; 1 GiB when it cannot be read. */
uint64_t frontier_default_memory(void);

#endif
