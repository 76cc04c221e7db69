/* SPDX-License-Identifier: MIT */
/* The run's clock: which steps of a run are due, when the loop may sleep
 * and draw, and the figures the status line shows (time spent running,
 * steps per second).  Every function takes the time `now` (monotonic
 * seconds) from its caller and none reads a clock, so pacing is tested
 * with a made-up clock (tests/unit/test_ui_pace.c).  pace.c alone writes
 * a pace. */
#ifndef KTOUR_UI_PACE_H
#define KTOUR_UI_PACE_H

#include <stdbool.h>
#include <stdint.h>

/* At most this many frames a second while running fast. */
#define PACE_FRAME (1.0 / 60.0)
/* Up to this speed (steps per second) every step is drawn. */
#define PACE_SLOW 60

/* A clock to look at while working: a run flat out stops when its frame's
 * time is up.  The loop passes the monotonic clock, tests a made-up one. */
typedef struct pace_clock {
	double (*now)(void *ctx);
	void *ctx;
} pace_clock;

/* How the explorer runs: paused, at a speed, or flat out. */
typedef struct pace_mode {
	bool running;
	bool flat;        /* maximum speed or a run to the next event */
	uint32_t speed;   /* steps per second when running and not flat */
} pace_mode;

typedef struct pace {
	double run_origin;    /* when the current run began, less one step */
	uint64_t run_done;    /* steps of it taken */
	double elapsed;       /* seconds spent running, this search */
	double last_tick;     /* when elapsed was last brought up to date */
	double rate;          /* steps per second, of the run or its last half second */
	double rate_t0;       /* the rate's sample began at this time ... */
	uint64_t rate_s0;     /* ... and this many steps */
	bool was_running;     /* at the last tick */
	uint64_t steps;       /* steps taken since the start (rate, --quit-after) */
	double first_step_at;
} pace;

/* A new search: nothing has run yet (the step count goes on). */
void pace_new_search(pace *p);
/* The run mode or the speed changed at time now (after pace_tick at
 * now): the run's clock starts again, its first step is due at once, and
 * a run that stopped keeps its rate on show. */
void pace_restart(pace *p, double now, pace_mode m);
/* Bring the elapsed time and the rate up to now; true when they moved
 * (something to draw). */
bool pace_tick(pace *p, double now, pace_mode m);

/* Steps of a run at `speed` due by now.  A run that fell behind by more
 * than a quarter of a second forgets the backlog (one step is due). */
uint64_t pace_due(pace *p, double now, uint32_t speed);
/* n of the steps due were taken. */
void pace_ran(pace *p, uint64_t n);
/* n steps were taken at time now, by a run or a key (n may be 0: a run
 * starts). */
void pace_count(pace *p, double now, uint64_t n);

/* Draw now, with something to draw and the last frame drawn at
 * last_draw?  Slow runs draw every step, fast ones once a frame. */
bool pace_draw_now(double now, double last_draw, pace_mode m);
/* Seconds the loop may wait for input: 0 flat out, until the next step
 * or frame when running or with something to draw, -1 (until a key)
 * otherwise. */
double pace_wait(const pace *p, double now, double last_draw, bool dirty, pace_mode m);

#endif
