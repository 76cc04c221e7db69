/* SPDX-License-Identifier: MIT */
/* The experiments' runner (experiment.c), cells (experiment_cells.c) and
 * reports (experiment_report.c).  Private to src/runner/ and white-box
 * tests. */
#ifndef KTOUR_EXPERIMENT_IMPL_H
#define KTOUR_EXPERIMENT_IMPL_H

#include <pthread.h>
#include <stdatomic.h>

#include "ktour/experiment.h"

typedef struct exp_job exp_job;

/* Compute cell i into the job's arrays; false when stopped part way (the
 * cell then counts as not done). */
typedef bool (*exp_cell_fn)(exp_job *j, size_t i);

/* What the cells of each experiment fill in, one entry per cell (or per
 * rectangle for orderings19). */
typedef struct exp_data {
	int nsizes;         /* hi - lo + 1 */
	uint64_t *tours;    /* random-ties: tours per size */
	double *percent;    /* tiebreaks: nsizes x nrules, size-major */
	int16_t *fail_r, *fail_c; /* orderings: first failing board (0: none) */
	int8_t *o19;        /* orderings19: nsizes x nsizes, -1: none */
	uint8_t *sc_tour;   /* schedule: 1 tour, 0 stuck */
	uint8_t *sc_stage;  /* schedule: stages reached (1 = the first) */
} exp_data;

struct exp_job {
	const experiment_options *o;
	size_t ncells;
	uint64_t *cost;     /* estimated work per cell */
	uint64_t total_cost;
	exp_cell_fn cell;
	uint8_t *done;      /* 1 once cell i is complete */
	exp_data d;
	atomic_uint_fast64_t walks, squares;
	atomic_bool failed;  /* a cell could not run: the run stops */
	char error[256];     /* why (the first failure's message) */
	pthread_mutex_t error_lock;
};

/* ---- experiment.c ------------------------------------------------------- */

/* Has the run been asked to stop, or has it failed? */
bool exp_stopped(const exp_job *j);
/* A cell cannot run (out of memory, say): record why and stop the run. */
void exp_fail(exp_job *j, const char *why);
/* Run a walk engine to its end in slices, polling the stop flag; adds its
 * walks and squares to the job.  Returns EV_EXHAUSTED (a tour was found),
 * EV_STUCK, or EV_NONE when stopped. */
engine_event_kind exp_run_engine(exp_job *j, engine *e);
/* A walk engine's configuration: the knight on rows x cols from the
 * top-left corner, no torus. */
engine_config exp_walk_config(engine_kind kind, tiebreak_kind tb, int rows, int cols);

/* ---- experiment_cells.c ----------------------------------------------- */

/* Allocate the job's arrays and costs and choose its cell function;
 * false with a message on out of memory. */
bool exp_prepare(exp_job *j, char *err, size_t errlen);
void exp_data_free(exp_data *d);

/* ---- experiment_report.c ---------------------------------------------- */

/* The table (rows of the finished cells), summary and chart of a job;
 * false on out of memory. */
bool exp_report(const exp_job *j, experiment_result *r);

#endif
