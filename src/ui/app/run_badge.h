/* SPDX-License-Identifier: MIT */
/* The run state's badge: the words the status line, the presentation's
 * big state words (z) and a comparison's status line show for how the
 * search moves, or that it does not.  Every run mode has its own words:
 * RUNNING, RUN TO SOLUTION, RUN TO BACKTRACK, RUN PAST BACKTRACK, RUN
 * UNTIL <the moment> (u, --until), GOING TO <step> (g far ahead), SCENE
 * k/n TO STEP <step> (a lesson's scene being reached), and READY or
 * PAUSED only when nothing moves.  Pure: no curses, no session
 * (tests/unit/test_ui_run_badge.c). */
#ifndef KTOUR_UI_RUN_BADGE_H
#define KTOUR_UI_RUN_BADGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app.h"
#include "ktour/config.h"
#include "ktour/moment.h"

/* Longest badge text, in bytes. */
#define RUN_BADGE_MAX 96

/* What the badge is made of. */
typedef struct run_facts {
	run_mode mode;
	bool jump;                /* RUN_TO_MOMENT flat out (g far ahead, a scene's jump) */
	moment until;             /* RUN_TO_MOMENT: where the run stops */
	const engine_config *cfg; /* the moment's words (NULL: a step's only) */
	int scene, scenes;        /* a lesson's scene being reached, 1-based; 0: none */
	uint64_t t;               /* the step now (READY at step 0) */
} run_facts;

/* The facts of app state s, on the search of settings cfg at step t. */
run_facts run_facts_of(const app_state *s, const engine_config *cfg, uint64_t t);

/* The badge in at most w columns (w <= 0: no limit), shortened with the
 * ellipsis ell when it is wider; returns true while the search moves. */
bool run_badge(const run_facts *rf, int w, const char *ell, char *out, size_t len);

/* n with its thousands grouped by commas ("3,000,000"). */
void run_badge_commas(uint64_t n, char *out, size_t len);

#endif
