/* Counting tours with the backtrack search: the search tree is split on
 * its first moves into jobs (fixed prefixes), the jobs are shared out to
 * threads, and the board's symmetries are used where they provably give
 * the same count.
 *
 * What is counted:
 * - open tours (cfg.closed false): directed Hamiltonian paths, each tour
 *   once from each end (literature.md's table).  From every start square
 *   when every_start is set, else from cfg.start (KSQ_NONE = top-left).
 * - closed tours: undirected Hamiltonian cycles, each once.  The count does
 *   not depend on the start square; the search starts from cfg.start, or
 *   when that is KSQ_NONE from a square of least degree (a corner).
 *
 * Symmetry: the jobs' prefixes are grouped into orbits under the board's
 * symmetries that map the set of start squares onto itself (all eight or
 * four reflections/rotations for every start; those fixing the start
 * square otherwise); one prefix per orbit is searched and its count is
 * multiplied by the orbit's size.  On a torus every square is alike, so an
 * every-start count searches one square and multiplies by the number of
 * squares.  Closed counts use no symmetry (their one-direction rule is not
 * symmetric).
 *
 * Boards of up to 64 squares are searched on bitboards (backtrack_bits.c:
 * the engine's tree and pruning without its events), larger ones with the
 * engine's engine_run().
 *
 * The job set depends only on the board and the options, never on the
 * number of threads, so every figure in count_result except seconds and
 * threads is the same for any thread count. */
#ifndef KTOUR_COUNT_H
#define KTOUR_COUNT_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/engine.h"

typedef struct count_progress {
	uint64_t jobs_done, jobs_total;
	uint64_t tours;   /* weighted count so far (complete jobs and partial ones) */
	uint64_t nodes;   /* advances so far */
	double seconds;
} count_progress;

typedef struct count_options {
	engine_config cfg;  /* board, closed, order, prune, start; kind backtrack */
	bool every_start;   /* open tours from every square (ignores cfg.start) */
	int threads;        /* 0 = the number of online CPUs */
	bool no_symmetry;   /* search every start/prefix (for checking) */
	/* Polled between slices of the search (about every few ms); when it
	 * becomes non-zero the count stops and is reported as partial. */
	volatile sig_atomic_t *stop;
	/* Called from the calling thread about every progress_interval
	 * seconds (default 0.25) while the count runs; may be NULL. */
	void (*progress)(void *ctx, const count_progress *p);
	void *progress_ctx;
	double progress_interval;
} count_options;

typedef struct count_result {
	uint64_t tours;      /* the count (weighted by symmetry) */
	bool partial;        /* stopped early: tours is what was found so far */
	uint64_t nodes;      /* squares advanced to, over all jobs */
	uint64_t retreats;   /* squares taken back */
	uint64_t solutions;  /* tours the searches found (before weighting) */
	int threads;
	size_t jobs;         /* prefixes searched */
	int prefix_len;      /* squares fixed per job */
	int starts;          /* distinct start squares searched */
	int symmetries;      /* size of the symmetry group used (1 = none) */
	uint64_t multiplier; /* torus translations (1 otherwise) */
	ksq start;           /* the start square (KSQ_NONE for every start) */
	double seconds;
} count_result;

count_options count_options_default(void);

/* Count; false with a message in err on a bad configuration (e.g. not the
 * backtrack engine) or out of memory.  A stopped count returns true with
 * r->partial set. */
bool count_tours(const count_options *o, count_result *r, char *err, size_t errlen);

/* The number of online CPUs (at least 1). */
int count_default_threads(void);

#endif
