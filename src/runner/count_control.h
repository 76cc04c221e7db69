/* SPDX-License-Identifier: MIT */
/* When a count reports its progress, stops and saves a checkpoint: one
 * rule for both counting methods (count.c for backtracking, frontier.c for
 * the frontier), kept by the calling thread, which alone uses it.
 *
 * - It stops when *o->stop becomes non-zero or o->time_limit seconds have
 *   passed since the counting began.
 * - It reports every o->progress_interval seconds (default 0.25).
 * - It saves when it starts (a resumed count: after the interval, its file
 *   is there), every o->checkpoint_every seconds (default 60) after the
 *   last save ended, and when it ends or stops.  A first save that fails
 *   ends the count (a path that cannot be written shows at once); a later
 *   one is passed to o->warn and tried again.  The saves' cost is bounded:
 *   the next save waits at least the last one's time / cost_share
 *   (COUNT_SAVE_SHARE, a tenth: ten times as long as it took), so
 *   writing takes at most about that share of the run whatever
 *   checkpoint_every asks; count_control_cost() says what it took. */
#ifndef KTOUR_COUNT_CONTROL_H
#define KTOUR_COUNT_CONTROL_H

#include <stdbool.h>

#include "ktour/count.h"

/* The share of the time the checkpoints' writing may take. */
#define COUNT_SAVE_SHARE 0.1

typedef struct count_control {
	const count_options *o;
	double t0;           /* this run began */
	double t_limit;      /* the time limit counts from here */
	double prior;        /* seconds of the runs before a resume */
	double last_progress;
	double next_save;    /* when the next checkpoint is due */
	double cost_share;   /* COUNT_SAVE_SHARE; 0: saves cost what they cost */
	int checkpoints;     /* files written by this run */
	double save_seconds; /* spent writing them (failed tries too) */
	double save_longest; /* the longest write */
	char error[300];     /* why the last save failed; "" after one that did not */
} count_control;

/* The monotonic clock, in seconds. */
double count_now(void);

/* A run beginning at now (the time limit counting from now too). */
void count_control_init(count_control *c, const count_options *o, double now);
/* The counting itself begins (after the set-up): the time limit counts
 * from now. */
void count_control_begin(count_control *c, double now);

/* Seconds of all runs, this one up to now. */
double count_control_seconds(const count_control *c, double now);
/* Is the count asked to stop (*o->stop, the time limit)? */
bool count_control_stop(const count_control *c, double now);
/* Is a progress report due?  Then it is counted as made.  force: always
 * (when there is a callback). */
bool count_control_progress_due(count_control *c, double now, bool force);
/* Is a checkpoint due? */
bool count_control_save_due(const count_control *c, double now);
/* The next time a report or (with saving) a checkpoint is due; false
 * when neither ever is. */
bool count_control_next_due(const count_control *c, bool saving, double *due);
/* A save that began at `began` ended now, ok or failing with err: counted,
 * the failure kept (and warned of, after a first success), the next one
 * scheduled.  False when it was the first and failed: the count must end
 * with c->error. */
bool count_control_saved(count_control *c, bool ok, const char *err, double began, double now);
/* What the saves of this run cost up to now. */
count_save_cost count_control_cost(const count_control *c, double now);

#endif
