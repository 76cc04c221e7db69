/* SPDX-License-Identifier: MIT */
/* The count driver's state, shared by count.c (the plan and the workers)
 * and count_resume.c (checkpoints: snapshots, resuming, splitting).
 * Private to src/runner/ (and white-box tests). */
#ifndef KTOUR_COUNT_IMPL_H
#define KTOUR_COUNT_IMPL_H

#include <pthread.h>
#include <stdatomic.h>

#include "count_control.h"
#include "ktour/bits_search.h"
#include "ktour/checkpoint.h"
#include "ktour/count.h"

#define COUNT_MAX_PREFIX 12
#define COUNT_NO_JOB ((size_t)-1)

/* The jobs: which prefixes to search, each with its weight. */
typedef struct plan {
	board b;
	int syms[BOARD_NSYM], nsym; /* the symmetry group H used (0 = identity) */
	/* while enumerating from one start square s: */
	int stab[BOARD_NSYM], nstab; /* the elements of H fixing s */
	uint32_t start_orbit;        /* size of the orbit of s under H */
	int L;                       /* prefix length */
	ksq *pool;                   /* njobs * L squares */
	uint32_t *weight;            /* orbit size of each job's prefix */
	size_t njobs, cap;
	uint64_t multiplier;         /* torus translations */
	int nstarts;                 /* start squares searched */
	uint64_t fingerprint;        /* of L, the prefixes and the weights */
} plan;

typedef struct worker worker;
typedef struct worker_arg worker_arg;

typedef struct shared {
	const count_options *o;
	const plan *pl;
	engine_config cfg;
	/* the jobs: what to run (queue[next_job..nqueue-1]), and per job its
	 * status (job_status) and counts (complete, or so far) */
	size_t *queue, nqueue;
	atomic_size_t next_job;
	atomic_size_t jobs_done;
	uint8_t *status;
	uint64_t *jsol, *jadv, *jret;
	const job_record **resume_of; /* per job: the saved stack to go on from */
	atomic_bool stop;
	atomic_bool failed;
	atomic_int running;
	pthread_mutex_t err_lock;
	char err[256];
	/* progress, stops, time and checkpoints (the calling thread's) */
	count_control ctl;
	uint64_t base_tours, base_nodes; /* resumed jobs, for the progress line */
	worker *ws;
	worker_arg *args;
	int nw, started; /* threads wanted, threads running (incl. caller) */
	/* pausing the helpers at a safe point for a checkpoint; parked_cv
	 * (on the monotonic clock) is signalled when a helper parks or ends */
	pthread_mutex_t lock;
	pthread_cond_t parked_cv, resume_cv;
	atomic_bool pause;
	int parked, live; /* helpers parked / not yet finished (under lock) */
} shared;

struct worker {
	shared *sh;
	pthread_t tid;
	int index;
	/* weighted tours and nodes of finished jobs, read by the progress report */
	_Atomic uint64_t tours, nodes;
	engine *e;          /* reused from job to job (engine_restart) */
	bits_search *bits;  /* boards of up to 64 squares: the bitboard search */
	/* the job in hand (COUNT_NO_JOB between jobs) and its counts so far;
	 * current whenever the worker is at a safe point */
	size_t cur;
	bits_counts cur_counts;
};

struct worker_arg {
	worker *self;
};

/* A square of least degree, first in reading order: closed counts start
 * there. */
ksq count_least_degree_square(const board *b);

/* count_plan.c */
/* The jobs for o (the prefixes and their weights), with the plan's figures
 * in r; false with a message (a board too big, a bad start or job, out of
 * memory).  A board ruled out by tour_exists gets a plan with no job. */
bool count_plan_build(plan *pl, const count_options *o, count_result *r, char *err,
		      size_t errlen);
void count_plan_free(plan *pl);


/* count_resume.c */
/* Load o->resume into sh (arrays, queue) after checking every job and
 * stack against the plan; false with a message. */
bool count_resume_prepare(shared *sh, char *err, size_t errlen);
/* The state as a checkpoint (workers paused or finished); false on out of
 * memory.  Free with count_snapshot_free. */
bool count_snapshot(const shared *sh, count_checkpoint *c);
void count_snapshot_free(count_checkpoint *c);
/* Snapshot (unless given one) and write o->checkpoint; the outcome goes
 * to sh->ctl (count_control_saved: false when it was the first and it
 * failed).  Called with the helpers paused (or joined), after taking the
 * snapshot of `began`. */
bool count_checkpoint_write(shared *sh, count_checkpoint *snap_or_null, double began);

#endif
