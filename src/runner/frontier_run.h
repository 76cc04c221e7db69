/* SPDX-License-Identifier: MIT */
/* A frontier count in progress: the classes going into the current
 * square (the source level), the partitions the results gather in, the
 * worker threads, and the files they spill to.
 *
 * Classes are stored by their hash h = fr_hash(key) (a bijection, undone
 * by fr_unhash): its top bits pick the partition, and a partition keeps
 * its classes in one array sorted by h with the counts summed.
 *
 * A square is processed in rounds.  Thread 0 hands every worker a chunk
 * of source classes; each expands its chunk and stages the results by
 * partition (phase 1, in whole cache lines); after a barrier each worker
 * takes the partitions it owns that have staged enough, radix-sorts what
 * was staged and merges it into the partition's array (phase 2): all
 * sequential memory traffic, no random access over the tables (which is
 * what costs most, the more so on a virtual machine).  Past the memory
 * limit a worker writes its partitions' arrays to its file as sorted runs.
 * Between rounds thread 0 alone frees what was consumed, reports progress,
 * writes checkpoints and polls for a stop.  When the source is used up,
 * each partition (its array and its runs, merged) becomes a part of the
 * next level, in memory or, when memory is short, on disk. */
#ifndef KTOUR_FRONTIER_RUN_H
#define KTOUR_FRONTIER_RUN_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "count_control.h"
#include "frontier_impl.h"
#include "frontier_mem.h"

#define FR_MAXTHREADS 256
/* At most 2^FR_MAXPBITS partitions. */
#define FR_MAXPBITS 11
#define FR_MAXPARTS (1 << FR_MAXPBITS)
/* Staged results go on in blocks of 8 records of 24 bytes: three cache
 * lines. */
#define FR_WC_RECS 8
#define FR_IO_RECS 8192

/* A piece of a level: in memory (d.n > 0) or on disk (seg.n > 0); its
 * entries are (h, count). */
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

/* A result on its way: the class's hash and its count. */
typedef struct fr_srec {
	uint64_t h, lo, hi;
} fr_srec;

typedef struct fr_stage {
	fr_srec *r;
	size_t n, cap, bytes;
} fr_stage;

/* Where the results of one share of the classes gather. */
typedef struct fr_partition {
	fr_dense arr;    /* sorted by h, counts summed; capacity in arr.ebytes */
	fr_seg *runs;    /* arrays spilled to disk, each sorted */
	size_t nruns, cap;
} fr_partition;

typedef struct fr_chunk {
	size_t part;
	uint64_t off, n;
} fr_chunk;

struct fr_run;

typedef struct fr_worker {
	int id;
	struct fr_run *run;
	pthread_t th;
	bool started;
	fr_file *src_file, *run_file, *part_file; /* opened when first needed */
	fr_stage stage[FR_MAXPARTS];    /* results for each partition ... */
	fr_srec (*wc)[FR_WC_RECS];      /* ... gathered a few at a time first */
	uint8_t wc_n[FR_MAXPARTS];
	fr_srec *sorted, *tmp;          /* sorting a partition's results */
	size_t sorted_cap;
	unsigned char *io;              /* reading and writing records */
	fr_rec *recs;
	fr_level made;                  /* parts finished by this worker */
	uint64_t class_steps;
	bool failed;
	char err[300];
} fr_worker;

enum fr_cmd { FR_ROUND, FR_MERGE, FR_QUIT };

typedef struct fr_run {
	fr_plan plan;
	const count_options *o;
	fr_mem mem;
	uint64_t limit;
	char spill_dir[4096];
	int nthreads;
	int nthreads_made;   /* workers set up (threads may be fewer) */
	fr_worker *w;
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
	fr_partition *parts_of; /* the partitions of this square */
	int pbits;           /* 2^pbits partitions */
	size_t stage_flush;  /* results a partition stages before a merge */
	uint64_t *level_n;   /* classes after each square (ratios for estimates) */

	/* --job */
	int part, parts;
	int32_t split_square;

	/* time, progress and checkpoints (thread 0) */
	count_control ctl;
	double elapsed;      /* seconds of this run at the last round */
	double square_t0;    /* when the current square began */

	/* figures carried over a resume */
	double seconds_before;
	double *column_seconds;
	uint64_t class_steps_before, peak_classes, peak_mem_before;
	int32_t peak_square;
} fr_run;

static inline size_t fr_nparts(const fr_run *r)
{
	return (size_t)1 << r->pbits;
}
/* The partition of a hash. */
static inline size_t fr_part_of(const fr_run *r, uint64_t h)
{
	return r->pbits ? (size_t)(h >> (64 - r->pbits)) : 0;
}
/* The worker that owns partition p. */
static inline int fr_owner(const fr_run *r, size_t p)
{
	return (int)(p % (size_t)r->nthreads);
}

/* ---- frontier_run.c: workers, rounds, a square ---------------------------------- */

bool fr_run_square(fr_run *r, bool *stopped, char *err, size_t errlen);
/* Set the workers up (buffers), then start threads 1.. (thread 0 is the
 * caller's). */
bool fr_workers_init(fr_run *r, char *err, size_t errlen);
bool fr_run_threads_start(fr_run *r, char *err, size_t errlen);
void fr_run_threads_stop(fr_run *r);
void fr_level_free(fr_run *r, fr_level *l);
bool fr_level_push(fr_level *l, const fr_part *p);
/* Add a dense array of (h, count) as a part of the source level (taking
 * it), written to disk when memory is past the limit. */
bool fr_src_add(fr_run *r, fr_dense *d, char *err, size_t errlen);
/* Read records [i, i+n) of a segment (n <= FR_IO_RECS) into recs. */
bool fr_seg_read(fr_run *r, const fr_seg *s, uint64_t i, size_t n, fr_rec *recs, char *err,
		 size_t errlen);
/* What every round calls between its phases (frontier.c). */
bool fr_between_rounds(fr_run *r, bool *stop, char *err, size_t errlen);
bool fr_worker_fail(struct fr_worker *w, const char *msg);
fr_file *fr_worker_file(struct fr_worker *w, fr_file **slot);
bool fr_write_dense(struct fr_worker *w, fr_file *f, const fr_dense *d, fr_seg *seg);
bool fr_read_seg(struct fr_worker *w, const fr_seg *s, uint64_t i, size_t n);
bool fr_read_seg_into(struct fr_worker *w, const fr_seg *s, uint64_t i, size_t n, fr_rec *out);

/* ---- frontier_part.c: partitions ------------------------------------------------------------ */

/* Partitions for a square expected to make `est` classes. */
bool fr_parts_make(fr_run *r, uint64_t est, char *err, size_t errlen);
void fr_parts_free(fr_run *r);
/* Stage one result (phase 1). */
bool fr_stage_push(fr_worker *w, size_t p, uint64_t h, fr_u128 cnt);
/* Phase 2: merge what the partitions of w staged (all of them when
 * `all`), spill past the memory limit. */
bool fr_parts_add(fr_worker *w, bool all);
/* End of the square: w's partitions become parts of w->made. */
bool fr_parts_finish(fr_worker *w);
/* Records into the partitions from thread 0 alone (a checkpoint's). */
bool fr_parts_load(fr_run *r, const fr_rec *rec, size_t n, char *err, size_t errlen);

/* ---- frontier_ckpt.c: checkpoints ------------------------------------------------------------ */

/* The configuration a frontier checkpoint keeps of o (frontier.c). */
void fr_checkpoint_config(const count_options *o, checkpoint_config *k);

bool fr_ckpt_write(fr_run *r, const char *path, char *err, size_t errlen);
bool fr_ckpt_load(fr_run *r, const char *path, char *err, size_t errlen);

#endif
