/* SPDX-License-Identifier: MIT */
/* Exact rewind.  The history owns the live engine, counts the steps t it
 * has taken, and keeps engine clones as checkpoints every K steps in a
 * bounded ring.  Stepping back to step u restores the newest checkpoint at
 * or before u - HISTORY_FADE and replays with engine_step() up to u: the
 * engines are deterministic (every random choice comes from the seed,
 * which the clone carries), so the replay regenerates the same events,
 * the same last event for the narration and the same recent retreats for
 * the fading marks.  Stepping forward from a rewound point is the same
 * engine stepping on, so it repeats the history before it makes new steps.
 *
 * A source of steps other than a live search (replay of a saved tour) fits
 * behind the same interface as long as it is an `engine`.
 *
 * No curses here; tested in tests/unit/test_ui_history.c. */
#ifndef KTOUR_UI_HISTORY_H
#define KTOUR_UI_HISTORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/engine.h"
#include "ktour/moment.h"

/* A square retreated from within this many steps is flagged on the board
 * (the mark fades over them). */
#define HISTORY_FADE 32

/* At least this many steps can always be stepped back (memory allowing:
 * boards too large for two copies of the engine in 256 MiB keep none). */
#define HISTORY_MIN_REWIND 1000000ull

typedef struct history history;

/* Takes ownership of e (an engine that has not stepped yet); NULL with a
 * message when out of memory (e is destroyed then). */
history *history_create(engine *e, char *err, size_t errlen);
/* Tuning for tests: checkpoint every `every` steps (a power of two), keep
 * at most `keep` of them. */
history *history_create_tuned(engine *e, uint64_t every, size_t keep, char *err,
			      size_t errlen);
/* As history_create for an engine that has already taken t0 steps (a
 * resumed session fast-forwarded with engine_run): the history counts on
 * from t0 and cannot rewind before it. */
history *history_create_at(engine *e, uint64_t t0, char *err, size_t errlen);
void history_destroy(history *h);

/* One step forward; returns the event (also history_last()).  Does nothing
 * and returns EV_NONE once the engine has finished. */
const engine_event *history_step(history *h);

/* Up to max steps forward, stopping early after an event whose kind is
 * in stop (a mask of 1u << kind) or when the engine finishes.  Returns the
 * steps taken; history_last() is the last event.  The fast path of a run
 * at full speed, and of going to a step (history_run(h, N - t, 0)): same
 * states, last event, retreat marks and checkpoints as history_step()
 * called max times, but blind (engine_run()) where they do not look
 * (moment_run_watched()). */
uint64_t history_run(history *h, uint64_t max, unsigned stop);

/* On until m holds, the search ends, or max steps (0: no limit) went by,
 * as history_run() runs: the one run to a moment of the explorer and
 * ktour render. */
moment_outcome history_until(history *h, const moment *m, uint64_t max);

/* Whether k steps back can be taken, and if not why. */
typedef enum history_refusal {
	HISTORY_BACK_OK = 0,
	HISTORY_BACK_TOO_FAR,    /* before history_oldest() */
	HISTORY_BACK_NO_COPIES,  /* the board is too large to keep copies of */
	HISTORY_BACK_TOO_COSTLY, /* the replay would be far longer than the
				    steps undone (a checkpoint was lost) */
} history_refusal;
history_refusal history_back_check(const history *h, uint64_t k);

/* Step back k steps (k <= t - history_oldest()), replaying from a
 * checkpoint: the cost follows k, never the board's size (a board too
 * large to copy keeps no checkpoints and cannot step back).  False when
 * history_back_check() refuses (nothing changes then). */
bool history_back(history *h, uint64_t k);

/* Up to max steps forward without events (engine_run), for a resumed
 * session's fast-forward in slices: the history cannot rewind before the
 * step it reaches, the last event is none and no square is marked.
 * Returns the steps taken (fewer when the engine finishes).  After the
 * last slice, history_settle() checkpoints the step reached, from which
 * the history can rewind again. */
uint64_t history_skip(history *h, uint64_t max);
void history_settle(history *h);

uint64_t history_t(const history *h);         /* steps taken */
uint64_t history_frontier(const history *h);  /* the most steps ever reached */
uint64_t history_oldest(const history *h);    /* the earliest step reachable */
bool history_finished(const history *h);      /* exhausted or finally stuck */
const engine *history_engine(const history *h);
/* The event of step t (kind EV_NONE at t = 0). */
const engine_event *history_last(const history *h);
/* Per square: the step number (1-based) of its last retreat, 0 = none
 * recently; valid for the last HISTORY_FADE steps. */
const uint64_t *history_retreats(const history *h);
/* Checkpoint spacing and ring size in use (for the status and tests). */
uint64_t history_every(const history *h);
size_t history_capacity(const history *h);

#endif
