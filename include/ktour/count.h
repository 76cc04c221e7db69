/* SPDX-License-Identifier: MIT */
/* Counting tours with the backtrack search: the search tree is split on
 * its first moves into jobs (fixed prefixes), the jobs are shared out to
 * threads, and the board's symmetries are used where they provably give
 * the same count.
 *
 * What is counted:
 * - open tours (cfg.closed false): directed Hamiltonian paths, each tour
 *   once from each end (docs/literature.md's table).  From every start square
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

#include "ktour/checkpoint.h"
#include "ktour/engine.h"

/* The two ways of counting (count_method, ktour/checkpoint.h):
 * backtracking over the tours (this header) and dynamic programming over a
 * frontier of squares (ktour/frontier.h).  Both take the one count_options
 * below, report through the one progress callback, stop, time out and save
 * checkpoints by the same rules (src/runner/count_control.c) into the one
 * checkpoint container (ktour/checkpoint.h), each with its own body. */

/* A running count's figures, for o->progress: the common ones and those
 * of its method. */
typedef struct count_progress {
	count_method method;
	double seconds;   /* this run and the earlier runs of a resumed count */
	/* backtracking */
	uint64_t jobs_done, jobs_total;
	uint64_t tours;   /* weighted count so far (complete jobs and partial ones) */
	uint64_t nodes;   /* advances so far */
	/* the frontier */
	int32_t square, squares; /* squares processed, of all */
	int column, columns;
	uint64_t classes;        /* classes going into the current square */
	double square_done;      /* fraction of the current square done */
	double seconds_left;     /* an estimate; < 0 when there is none yet */
	uint64_t memory, disk;   /* bytes in use now */
} count_progress;

/* What to count, how, and the run: one struct for both methods. */
typedef struct count_options {
	/* ---- what is counted (both methods) ---- */
	engine_config cfg;  /* board, leaper, torus, closed, start; backtracking
			       also order and prune (kind backtrack) */
	bool every_start;   /* open tours from every square (ignores cfg.start) */

	/* ---- backtracking only ---- */
	bool no_symmetry;   /* search every start/prefix (for checking) */
	/* --job: count only the tours that begin with job[0..job_len-1] (a
	 * path on the board), plainly, without symmetry, so that the counts
	 * of all the jobs of count_split() add up to the whole count. */
	const ksq *job;
	int32_t job_len;
	/* Advances between the searches' safe points (pause, stop, progress);
	 * 0 = 65536.  Small values are for tests. */
	uint32_t poll_every;

	/* ---- the frontier only ---- */
	uint64_t memory;         /* bytes for the classes; 0: frontier_default_memory() */
	const char *spill_dir;   /* NULL: beside the checkpoint, else $TMPDIR or /tmp */
	/* --job part/parts: count only the classes of one part (by hash) of
	 * the classes after the split square; the parts add up to the count.
	 * parts 0: the whole count. */
	int part, parts;
	/* nends 2: count only the open tours between the squares ends[0] and
	 * ends[1] (row * cols + col, different), each undirected path once
	 * (frontier_count_pairs() adds them up); 0: no given ends */
	int32_t ends[2];
	int nends;
	/* 128-bit counts from the start (for tests: a count switches to them
	 * by itself when its counts could pass 2^64) */
	bool wide;

	/* ---- the run (both methods) ---- */
	int threads;        /* 0 = the number of online CPUs */
	/* Polled at the count's safe points (every few ms); when it becomes
	 * non-zero the count stops and is reported as partial. */
	volatile sig_atomic_t *stop;
	/* Stop like *stop after this many seconds of this run (0: never):
	 * Stone's time segments. */
	double time_limit;
	/* Called from the calling thread about every progress_interval
	 * seconds (default 0.25) while the count runs; may be NULL. */
	void (*progress)(void *ctx, const count_progress *p);
	void *progress_ctx;
	double progress_interval;
	/* A non-fatal problem (a checkpoint that could not be written and
	 * will be retried), from the calling thread; may be NULL. */
	void (*warn)(void *ctx, const char *msg);
	/* Write the whole state to this file (atomically) when the count
	 * starts (a resumed one: after checkpoint_every), every
	 * checkpoint_every seconds (default 60) and when it ends or stops;
	 * a first write that fails ends the count.  NULL: never. */
	const char *checkpoint;
	double checkpoint_every;
	/* The claimed checkpoint (checkpoint_claim): the writes keep its lock.
	 * NULL: the writes simply replace the file. */
	checkpoint_lock *checkpoint_lock;
	/* Continue a saved count (checkpoint_read_file) of the method that
	 * runs; its configuration must be the one in cfg/every_start/...
	 * (count_options_from_checkpoint sets them).  It is checked against
	 * the count before anything is counted. */
	const count_checkpoint *resume;
} count_options;

/* What this run's checkpoints cost (src/runner/count_control.c): the
 * files written, the seconds spent writing (the longest write too), this
 * run's seconds, and the share of the time writing may take (each write
 * waits at least its own time / share after the one before: ten times it
 * for 0.1).  --stats prints them. */
typedef struct count_save_cost {
	int writes;
	double seconds, longest;
	double run_seconds;
	double share;
} count_save_cost;

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
	double seconds;      /* all runs of a resumed count together */
	count_save_cost saves; /* this run's checkpoint files and their cost */
	/* the last checkpoint write failed (message), "" otherwise */
	char checkpoint_error[300];
	/* why no tour can exist (tour_exists.h), when the count is 0 without a
	 * search; "" otherwise */
	char ruled_out[300];
} count_result;

count_options count_options_default(void);

/* Count by backtracking; false with a message in err on a bad
 * configuration (e.g. not the backtrack engine), a resume that does not
 * fit, a first checkpoint that cannot be written, or out of memory.  A
 * stopped count returns true with r->partial set. */
bool count_tours(const count_options *o, count_result *r, char *err, size_t errlen);

/* The jobs of a split search: every path of `depth` squares that a count
 * with these options searches (from every start square, the fixed start,
 * or extending o->job), plainly: no symmetry, so the counts of the jobs
 * (count_tours with o->job set to each) add up to the whole count.  emit
 * returns false to stop (then count_split returns true).  False with a
 * message on bad options or a depth out of range. */
bool count_split(const count_options *o, int depth,
		 bool (*emit)(void *ctx, const ksq *path, int len), void *ctx, char *err,
		 size_t errlen);

/* Is path[0..len-1] a job on b: 1 to nsq squares on the board, distinct,
 * each a leaper move from the one before?  False with a message. */
bool count_check_path(const board *b, const ksq *path, int32_t len, char *err, size_t errlen);

/* The one backtrack engine whose exhaustive run searches what this count
 * searches, plainly (no symmetry, no jobs): every start square in turn
 * (all_starts) for an every-start open count, the job as its prefix with
 * o->job, else the count's start square (closed: the one it picks).  For
 * estimates of the count's search tree (ktour/estimate.h); out->prefix
 * points into o->job.  False with a message on a bad board. */
bool count_engine_config(const count_options *o, engine_config *out, char *err, size_t errlen);

/* The configuration part of a checkpoint and back (job points into o / c);
 * from a checkpoint of either method: its settings, o->resume = c. */
void count_checkpoint_config(const count_options *o, checkpoint_config *out);
void count_options_from_checkpoint(const count_checkpoint *c, count_options *o);

/* Check a resume (o->resume) against the count it would continue without
 * searching: false with a message when the job list or a stack does not
 * fit.  count_tours() does the same before it starts. */
bool count_resume_check(const count_options *o, char *err, size_t errlen);

/* The number of online CPUs (at least 1). */
int count_default_threads(void);

#endif
