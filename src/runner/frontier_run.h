/* A frontier count in progress: the classes going into the current
 * square (the source level), the partitions they are summed into (the
 * buckets), the worker threads, and the files they spill to.
 *
 * A square is processed in rounds.  Thread 0 hands every worker a chunk of
 * source classes; each expands its chunk and sorts the results by the
 * worker that owns their bucket (phase 1); after a barrier each worker adds
 * what it was sent into its own buckets (phase 2), spilling them to its file
 * when memory passes the limit.  Between rounds thread 0 alone frees what
 * was consumed, reports progress, writes checkpoints and polls for a stop.
 * When the source is used up, each worker merges its buckets (spilled runs
 * back in) into dense parts of the next level, written to disk instead
 * when memory is short. */
#ifndef KTOUR_FRONTIER_RUN_H
#define KTOUR_FRONTIER_RUN_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "frontier_impl.h"
#include "frontier_mem.h"

#define FR_MAXTHREADS 256
/* At most 2^FR_MAXBITS buckets. */
#define FR_MAXBITS 18

/* A piece of a level: in memory (d.n > 0) or on disk (seg.n > 0). */
typedef struct fr_part {
	fr_dense d;
	fr_seg seg;
} fr_part;

typedef struct fr_level {
	fr_part *p;
	size_t np, cap;
	uint64_t n;      /* records */
	fr_u128 total;   /* their counts summed */
} fr_level;

typedef struct fr_bucket {
	fr_table t;
	fr_seg *runs;    /* spilled */
	size_t nruns, cap;
} fr_bucket;

typedef struct fr_chunk {
	size_t part;
	uint64_t off, n;
} fr_chunk;

/* Results waiting to be added, as 24-byte records. */
typedef struct fr_srec {
	uint64_t key, lo, hi;
} fr_srec;

typedef struct fr_stage {
	fr_srec *r;
	size_t n, cap, bytes;
} fr_stage;

/* The buckets fall into at most this many partitions, each owned by one
 * worker: results are staged by partition and added in bursts sorted by
 * bucket, so that a burst touches one small table at a time (random
 * access over all the tables is what costs most). */
#define FR_PART_BITS 8
#define FR_MAXPARTS (1 << FR_PART_BITS)
/* 8 records of 24 bytes: three cache lines */
#define FR_WC_RECS 8

struct fr_run;

typedef struct fr_worker {
	int id;
	struct fr_run *run;
	pthread_t th;
	bool started;
	fr_file *src_file, *run_file, *part_file; /* opened when first needed */
	fr_stage stage[FR_MAXPARTS];    /* results for each partition */
	/* ... gathered a few at a time here first and written on in whole
	 * cache lines (without reading them in) */
	fr_srec (*wc)[FR_WC_RECS];
	uint8_t wc_n[FR_MAXPARTS];
	fr_srec *sorted;                /* a partition's results by bucket */
	uint32_t *slot;
	size_t sorted_cap;
	unsigned char *io;              /* reading records back */
	fr_rec *recs;
	fr_level made;                  /* parts merged by this worker */
	uint64_t class_steps;
	bool failed;
	char err[300];
} fr_worker;

enum fr_cmd { FR_ROUND, FR_MERGE, FR_QUIT };

typedef struct fr_run {
	fr_plan plan;
	const frontier_options *o;
	fr_mem mem;
	uint64_t limit;
	char spill_dir[4096];
	int nthreads;
	fr_worker *w;
	int nthreads_made;   /* workers set up (threads may be fewer) */
	pthread_barrier_t bar;
	pthread_mutex_t gate;
	pthread_cond_t gate_cv;
	bool barrier_made, gate_made, gate_open;
	enum fr_cmd cmd;
	fr_chunk chunk[FR_MAXTHREADS];

	int32_t v;           /* the square being processed */
	bool wide;
	fr_level src;
	size_t cur_part;     /* the source cursor */
	uint64_t cur_off, consumed;
	double done;         /* consumed / src.n, for the tables' growth */
	fr_bucket *b;
	int bbits;           /* 2^bbits buckets */
	size_t bucket_hint;  /* classes a bucket's table is first made for */
	size_t stage_flush;  /* results a partition collects before they are added */
	uint64_t *level_n;   /* classes after each square (ratios for estimates) */

	/* --job */
	int part, parts;
	int32_t split_square;

	/* time, progress and checkpoints (thread 0) */
	double t0, elapsed, last_save, last_progress, save_every;
	int checkpoints;
	char checkpoint_error[300];

	/* figures carried over a resume */
	double seconds_before;
	double *column_seconds;
	uint64_t class_steps_before, peak_classes, peak_mem_before;
	int32_t peak_square;
} fr_run;

/* Workers' rounds and merges (frontier_run.c). */
bool fr_run_square(fr_run *r, bool *stopped, char *err, size_t errlen);
/* Set the workers up (buffers), then start threads 1.. (thread 0 is the
 * caller's). */
bool fr_workers_init(fr_run *r, char *err, size_t errlen);
bool fr_run_threads_start(fr_run *r, char *err, size_t errlen);
void fr_run_threads_stop(fr_run *r);
/* Buckets for a square expected to make `est` classes. */
bool fr_buckets_make(fr_run *r, uint64_t est, char *err, size_t errlen);
void fr_buckets_free(fr_run *r);
void fr_level_free(fr_run *r, fr_level *l);
bool fr_level_push(fr_level *l, const fr_part *p);
/* Add a dense array as a part of the source level (taking it), written
 * to disk when memory is past the limit. */
bool fr_src_add(fr_run *r, fr_dense *d, char *err, size_t errlen);
/* Add records to the buckets from thread 0 (spilling as the rounds do). */
bool fr_buckets_add(fr_run *r, const fr_rec *rec, size_t n, char *err, size_t errlen);
/* Read records [i, i+n) of a segment (n <= FR_IO_RECS) into recs. */
bool fr_seg_read(fr_run *r, const fr_seg *s, uint64_t i, size_t n, fr_rec *recs, char *err,
		 size_t errlen);
#define FR_IO_RECS 8192

/* Bucket of a hash. */
static inline size_t fr_bucket_of(const fr_run *r, uint64_t h)
{
	return r->bbits ? (size_t)(h >> (64 - r->bbits)) : 0;
}

/* Partitions: runs of 2^(bbits - FR_PART_BITS) buckets. */
static inline int fr_part_shift(const fr_run *r)
{
	return r->bbits > FR_PART_BITS ? r->bbits - FR_PART_BITS : 0;
}
static inline size_t fr_nparts(const fr_run *r)
{
	return ((size_t)1 << r->bbits) >> fr_part_shift(r);
}
/* The worker that owns partition p. */
static inline int fr_owner(const fr_run *r, size_t p)
{
	return (int)(p % (size_t)r->nthreads);
}

/* Add every staged result to the buckets (thread 0 alone, before a
 * checkpoint). */
bool fr_flush_all(fr_run *r, char *err, size_t errlen);

/* Checkpoints (frontier_ckpt.c). */
bool fr_ckpt_write(fr_run *r, const char *path, char *err, size_t errlen);
bool fr_ckpt_load(fr_run *r, const char *path, char *err, size_t errlen);

#endif
