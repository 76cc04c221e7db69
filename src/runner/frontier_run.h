/* SPDX-License-Identifier: MIT */
/* A frontier count in progress: the classes going into the current
 * square (the source level), the workers that expand them, and the files
 * they spill to.
 *
 * Classes are stored by their hash h = fr_hash(key) (a bijection, undone
 * by fr_unhash).  A level is a list of parts; a part holds classes of one
 * pattern (frontier_impl.h: the kinds of the step's lead squares; or
 * FR_PAT_ANY, a mixture, for classes read back from a checkpoint), sorted
 * by h.  The same class may sit in two parts (the DP is linear: their
 * counts add up when the next square merges what they become).
 *
 * A square is run as tasks.  The source parts are ordered by group (the
 * kept digits of their patterns): the classes of a group make classes
 * whose patterns no other group makes, so a task (one or more groups in a
 * row, or a slice of a large one) gathers everything its classes become
 * on its own, in its own partitions, and merges each partition once at
 * its end: no class is merged twice, and no other thread has to wait.
 * Each worker takes the largest task left, expands it a chunk at a time,
 * stages the results by partition (its output pattern, then the top hb
 * bits of h) in blocks of whole cache lines, radix-sorts and merges them
 * into the partition's sorted array when its staging budget is spent, and
 * at the end of the task turns each partition into a part of the next
 * level: in memory (12 bytes a class when the counts fit 32 bits) or,
 * past the memory limit, on disk.  A slice of a large group shares its
 * patterns with the other slices: their parts then repeat classes.
 *
 * Thread 0 also keeps the run control: between two of its chunks it
 * reports progress and, with the other workers paused at the end of
 * theirs, writes checkpoints and stops the count.  A checkpoint holds the
 * source records no task has expanded yet and every record made so far
 * (parts, partitions, staged results). */
#ifndef KTOUR_FRONTIER_RUN_H
#define KTOUR_FRONTIER_RUN_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "count_control.h"
#include "frontier_impl.h"
#include "frontier_mem.h"

#define FR_MAXTHREADS 256
/* Staged results go on in blocks of 8 records (of 2 or 3 words): two or
 * three cache lines. */
#define FR_WC_RECS 8
#define FR_IO_RECS 8192
/* The pattern of a part of mixed patterns. */
#define FR_PAT_ANY UINT32_MAX

/* A piece of a level: in memory (d.n > 0) or on disk (seg.n > 0); its
 * entries are (h, count). */
typedef struct fr_part {
	fr_dense d;
	fr_seg seg;
	uint32_t pattern;
} fr_part;

typedef struct fr_level {
	fr_part *p;
	size_t np, cap;
	uint64_t n;      /* records */
	fr_u128 total;   /* their counts summed */
} fr_level;

static inline uint64_t fr_part_n(const fr_part *p)
{
	return p->d.n ? p->d.n : p->seg.n;
}

/* Results staged for one partition: records of r->words words, (h,
 * count) or (h, low, high). */
typedef struct fr_stage {
	uint64_t *r;
	size_t n, cap, bytes;
} fr_stage;

/* Where the results of one partition gather. */
typedef struct fr_partition {
	fr_dense arr;    /* sorted by h, counts summed; capacity in arr.ebytes */
	fr_seg *runs;    /* arrays spilled to disk, each sorted */
	size_t nruns, cap;
} fr_partition;

/* The partitions of the task a worker runs: `slots` output patterns
 * (given slots as they first appear), each split 2^hb ways by the top
 * bits of h. */
typedef struct fr_out {
	int hb, words;             /* (the stages' records are of `words`) */
	size_t nslots, slotcap;
	uint32_t *slot_pat;        /* slot -> pattern */
	int32_t *slot_of;          /* pattern -> slot + 1 (npat + 1 of them, ANY last) */
	fr_partition *pt;          /* slotcap << hb of them */
	fr_stage *stage;
	uint64_t (*wc)[3 * FR_WC_RECS];
	uint8_t *wc_n;
	uint64_t staged;           /* records staged since the last merge */
	size_t stage_bytes;        /* the stages' room, all partitions */
} fr_out;

/* Source records [lo, hi) of the level (positions in group order). */
typedef struct fr_task {
	size_t part0, part1;     /* the parts it reads, first and last */
	uint64_t lo, hi;
	int hb;
	bool done;
} fr_task;

struct fr_run;

typedef struct fr_worker {
	int id;
	struct fr_run *run;
	pthread_t th;
	bool started;
	fr_file *src_file, *run_file, *part_file; /* opened when first needed */
	fr_out out;
	uint64_t *tmp;                  /* sorting a partition's results */
	size_t tmp_bytes;
	unsigned char *io;              /* reading and writing records */
	fr_rec *recs;
	fr_level made;                  /* parts finished by this worker */
	long task;                      /* the task running, -1 for none */
	uint64_t pos;                   /* its next source record */
	uint64_t class_steps;
	bool failed;
	char err[300];
} fr_worker;

typedef struct fr_run {
	fr_plan plan;
	const count_options *o;
	fr_mem mem;
	uint64_t limit;
	char spill_dir[4096];
	int nthreads;
	int nthreads_made;   /* workers set up (threads may be fewer) */
	fr_worker *w;

	/* the threads meet under mu: workers wait on cv_work for a new
	 * square (epoch) or the end of a pause; thread 0 on cv_main for
	 * them to be parked (waiting, at a pause or for a square) or idle
	 * (waiting for a square: done with this one's tasks) */
	pthread_mutex_t mu;
	pthread_cond_t cv_main, cv_work;
	bool sync_made, quit;
	uint64_t epoch;
	int parked, idle;
	_Atomic bool pause, failing, abort;

	int32_t v;           /* the square being processed */
	bool wide;
	int words;           /* of a staged record: 2, 3 when wide */
	fr_level src;
	uint64_t *src_pos;   /* where each part starts (np + 1 of them) */
	_Atomic int *src_refs; /* tasks that still read each part */
	fr_task *tasks;
	size_t ntasks;
	_Atomic size_t next_task;
	_Atomic uint64_t consumed;
	size_t stage_budget; /* bytes a worker stages before it merges */
	uint64_t *level_n;   /* classes after each square (ratios for estimates) */

	/* --job */
	int part, parts;
	int32_t split_square;

	/* time, progress and checkpoints (thread 0) */
	count_control ctl;
	double elapsed;      /* seconds of this run at the last control */
	double square_t0;    /* when the current square began */

	/* figures carried over a resume */
	double seconds_before;
	double *column_seconds;
	uint64_t class_steps_before, peak_classes, peak_mem_before;
	int32_t peak_square;
} fr_run;

/* ---- frontier_run.c: workers, tasks, a square ------------------------------------ */

bool fr_run_square(fr_run *r, bool *stopped, char *err, size_t errlen);
/* Set the workers up (buffers), then start threads 1.. (thread 0 is the
 * caller's). */
bool fr_workers_init(fr_run *r, char *err, size_t errlen);
bool fr_run_threads_start(fr_run *r, char *err, size_t errlen);
void fr_run_threads_stop(fr_run *r);
/* Thread 0: have the other workers wait at the end of their chunks (or
 * of their tasks), and let them go on. */
void fr_pause(fr_run *r);
void fr_unpause(fr_run *r);
/* Have every worker abandon its task (the count stops). */
void fr_abandon(fr_run *r);
void fr_level_free(fr_run *r, fr_level *l);
bool fr_level_push(fr_level *l, const fr_part *p);
/* Add a dense array of (h, count) as a part of `pattern` to level l
 * (taking it), written to the worker's file *slot when memory is past
 * the limit. */
bool fr_level_add(struct fr_worker *w, fr_level *l, fr_dense *d, uint32_t pattern,
		  fr_file **slot);
/* Read records [i, i+n) of a segment (n <= FR_IO_RECS) into recs. */
bool fr_seg_read(fr_run *r, const fr_seg *s, uint64_t i, size_t n, fr_rec *recs, char *err,
		 size_t errlen);
/* The run control (frontier.c): progress, checkpoints, a stop. */
bool fr_control(fr_run *r, bool *stop, char *err, size_t errlen);
bool fr_worker_fail(struct fr_worker *w, const char *msg);
fr_file *fr_worker_file(struct fr_worker *w, fr_file **slot);
bool fr_write_dense(struct fr_worker *w, fr_file *f, const fr_dense *d, fr_seg *seg);
bool fr_read_seg(struct fr_worker *w, const fr_seg *s, uint64_t i, size_t n);
bool fr_read_seg_into(struct fr_worker *w, const fr_seg *s, uint64_t i, size_t n, fr_rec *out);

/* ---- frontier_tasks.c: the tasks of a square -------------------------------------- */

/* Order the source parts by group and cut them into tasks, largest
 * first. */
bool fr_tasks_make(fr_run *r, char *err, size_t errlen);
void fr_tasks_free(fr_run *r);
/* A task is done with source part i: free it when no other task reads
 * it. */
void fr_part_release(fr_run *r, size_t i);

/* ---- frontier_part.c: a task's partitions ------------------------------------------ */

/* Begin a task whose partitions split 2^hb ways. */
bool fr_out_begin(fr_worker *w, int hb);
/* The partition of a result of pattern `pat` and hash h; SIZE_MAX when
 * out of memory. */
size_t fr_out_part(fr_worker *w, uint32_t pat, uint64_t h);
/* Stage one result. */
bool fr_stage_push(fr_worker *w, size_t part, uint64_t h, fr_u128 cnt);
/* Merge what is staged when the budget is spent (spilling past the
 * memory limit). */
bool fr_out_check(fr_worker *w);
/* The task's end: its partitions become parts of w->made. */
bool fr_out_finish(fr_worker *w);
void fr_out_free(fr_worker *w);

/* ---- frontier_ckpt.c: checkpoints ------------------------------------------------------------ */

/* The configuration a frontier checkpoint keeps of o (frontier.c). */
void fr_checkpoint_config(const count_options *o, checkpoint_config *k);

bool fr_ckpt_write(fr_run *r, const char *path, char *err, size_t errlen);
bool fr_ckpt_load(fr_run *r, const char *path, char *err, size_t errlen);

#endif
