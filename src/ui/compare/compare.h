/* SPDX-License-Identifier: MIT */
/* Two searches side by side (explore --compare): the second search, the
 * lockstep in which both step, run and rewind, and the words that say who
 * is ahead.  The first search is the session's own (session.src), so
 * everything else the explorer does (the form, saving, the status) works
 * on it as usual; this module owns the second one.
 *
 * Lockstep: a step steps each search that has not finished; one that has
 * finished keeps its last state while the other goes on.  The common step
 * count is the larger of the two; a step back takes back the last step of
 * each search that is at it, so the two counts stay equal while both run
 * and the rewind is exact (history.h).
 *
 * Whether the explorer compares is its mode's to say (MODE_COMPARE, app.h),
 * not this module's.  No curses, no clock, no app state: tested in tests/unit/test_ui_compare.c;
 * session_compare.c ties it to the keys and the message line. */
#ifndef KTOUR_UI_COMPARE_H
#define KTOUR_UI_COMPARE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ui/app/search.h"
#include "ktour/config.h"
#include "ktour/engine.h"

#define COMPARE_SPEC_MAX 200

typedef struct compare {
	char spec[COMPARE_SPEC_MAX]; /* --compare's text, applied to each new
					first search's settings */
	search right;                /* the second search */
	uint64_t first_sol[2];       /* step of each one's first solution; 0 none */
	int top[2], left[2];         /* drawing: each board's viewport origin */
} compare;

/* What one lockstep step (or run) did: the last event of each side (NULL
 * for a side that did not step) and the first side whose event was in the
 * run's stop mask (-1: none). */
typedef struct compare_events {
	const engine_event *ev[2];
	int hit;
} compare_events;

/* Begin comparing: the second search is `first` changed by spec
 * (config_compare()).  False with a message (c unchanged). */
bool compare_start(compare *c, const engine_config *first, const char *spec, char *err,
		   size_t errlen);
void compare_free(compare *c);

/* Side i (0: the first search, 1: the second). */
search *compare_side(compare *c, search *first, int i);
const search *compare_side_c(const compare *c, const search *first, int i);

/* The common step count: the larger of the two. */
uint64_t compare_t(const compare *c, const search *first);
/* Both finished: no step is left. */
bool compare_finished(const compare *c, const search *first);

/* One lockstep step; false when both have finished. */
bool compare_step(compare *c, search *first, compare_events *out);
/* Up to max lockstep steps, stopping after a step in which either side's
 * event is in stop (1u << kind), or when both have finished.  Returns the
 * steps taken. */
uint64_t compare_run(compare *c, search *first, uint64_t max, unsigned stop,
		     compare_events *out);
/* One lockstep step back; false when there is none, or when a side's
 * history does not reach (nothing changes then). */
bool compare_back(compare *c, search *first);
/* A short name for side `me` against `other`: the engine's name, and the
 * first setting that differs when the engines are the same
 * ("backtrack prune lookahead"). */
void compare_label(const engine_config *me, const engine_config *other, char *out,
		   size_t outlen);
/* The title over a side's board: its engine and its settings. */
void compare_title(const engine_config *cfg, char *out, size_t outlen);
/* Who is ahead: "warnsdorff found a tour at step 35; backtrack: none yet
 * after 35 steps", or "backtrack leads: depth 20 vs 18". */
void compare_ahead(const compare *c, const search *first, char *out, size_t outlen);
/* The same in a few words, for the presentation's large line: "Step 10:
 * both 11 deep", "Step 20: backtrack ahead, 21 vs 19", "warnsdorff found
 * a tour first, at step 25", "Both found a tour at step 36". */
void compare_headline(const compare *c, const search *first, char *out, size_t outlen);

#endif
