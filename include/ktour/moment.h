/* SPDX-License-Identifier: MIT */
/* A moment of a search: a condition on its steps ("depth 12", "square c3",
 * "solution 2", ...) that a run stops at: the explorer's u and --until, a
 * lesson's `until`, and `ktour render --until`.  Parsed once against the
 * search's settings, which refuse a condition that can never hold on that
 * search (with the reason), then tested after each step from the step's
 * event.
 *
 *   depth D       the path is D squares long (the start square is depth 1)
 *   step N        the search has taken N steps
 *   square SQ     the knight moves onto SQ (algebraic a5 or row,col 1,1)
 *   forced        the next forced move or cut-off of Stone's look-ahead
 *   solution [K]  the next tour found, or the K-th (counted from the start)
 *   retreat-to D  the search backs up to depth D or less: the moment a whole
 *                 subtree below it is given up
 *   stuck         a walk has no move left
 *   exhausted     the search has nothing left to try (its last step)
 *   dead-end      the knight steps onto a square with no move onward, the
 *                 board not yet covered
 *   backtrack     the next step back (a square taken off the path)
 *   tie           a walk's next choice is a tie: two or more squares share
 *                 the fewest onward moves (shown before the rule breaks it)
 *
 * Engine layer: no clock, no file; moment_run_watched() steps an engine. */
#ifndef KTOUR_MOMENT_H
#define KTOUR_MOMENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/config.h"
#include "ktour/engine.h"

typedef enum moment_kind {
	MOMENT_DEPTH = 0,
	MOMENT_STEP,
	MOMENT_SQUARE,
	MOMENT_FORCED,
	MOMENT_SOLUTION,
	MOMENT_RETREAT_TO,
	MOMENT_STUCK,
	MOMENT_EXHAUSTED,
	MOMENT_DEAD_END,
	MOMENT_BACKTRACK,
	MOMENT_TIE,
	MOMENT_KIND_COUNT
} moment_kind;

typedef struct moment {
	moment_kind kind;
	uint64_t n; /* depth D, step N, solution K (0: the next one), retreat-to D */
	ksq sq;     /* square SQ; KSQ_NONE for the other kinds */
} moment;

/* The conditions as a user types them, for prompts and messages:
 * "depth D, step N, square SQ, forced, solution [K], retreat-to D, stuck,
 * exhausted, dead-end, backtrack, tie". */
extern const char moment_syntax[];

/* Longest text of moment_format(). */
#define MOMENT_TEXT_MAX 48

/* Parse text ("depth 12") for the search of cfg.  False with a message when
 * it is not a condition, or when it can never hold on that search (stuck
 * on a backtracking search, forced without look-ahead, backtrack or
 * exhausted on a walk, tie on a backtracking search, a square off the
 * board or where the knight starts, a depth beyond the board's squares,
 * a solution on a board with no tour ...); *at (may be NULL) is then the
 * offset in text of the word at fault. */
bool moment_parse(const char *text, const engine_config *cfg, moment *m, char *err,
		  size_t errlen, size_t *at);

/* The condition as moment_parse() reads it back ("square c3" on the board
 * of cfg). */
void moment_format(const moment *m, const engine_config *cfg, char *out, size_t outlen);

/* From the search as v at step t, can m still hold?  False with the reason
 * when it is already behind: step N at or before step t, solution K when K
 * tours were found already, exhausted when the search is. */
bool moment_ahead(const moment *m, const engine_view *v, uint64_t t, char *why,
		  size_t whylen);

/* The kinds of event (bits 1u << kind) after which m may hold: a run at
 * full speed need only look at those.  0 for step N (count the steps). */
unsigned moment_events(const moment *m);

/* Does m hold after the step that produced ev?  v is the search after it,
 * t its steps taken. */
bool moment_holds(const moment *m, const engine_event *ev, const engine_view *v,
		  uint64_t t);

/* How a run to a moment ended. */
typedef enum moment_outcome {
	MOMENT_HELD = 0, /* the condition holds now */
	MOMENT_ENDED,    /* the search finished first */
	MOMENT_LIMIT,    /* `max` steps went by first */
} moment_outcome;

/* Who watches a run (the explorer's history): what it must see.  The run
 * goes blind (engine_run(), several times faster) where nobody looks, and
 * steps with events where someone does: the last `tail` steps before each
 * multiple of `every` and before the run stops.  A blind stretch that
 * ends early (a solution that stops the run, the search's end) is rewound
 * from `scratch` and stepped again with events, so the watcher sees the
 * same steps, in the same states, as when every step is taken with
 * engine_step() (tests/unit/test_run_fast.c). */
typedef struct moment_watch {
	void *ctx;
	/* each step taken with its event; *t already counts it */
	void (*seen)(void *ctx, const engine_event *ev, uint64_t t);
	/* each multiple of `every` (a power of two; 0: none) the run reaches,
	 * the step of it taken (seen) before */
	void (*at_every)(void *ctx, uint64_t t);
	uint64_t every;
	uint64_t tail;
	/* an engine of e's settings to rewind a blind stretch with; NULL:
	 * every step is taken with its event */
	engine *scratch;
	/* kinds of event (1u << kind) that end the run as well as m */
	unsigned stop;
} moment_watch;

/* The one run until a moment: step e (which has taken *t steps) until m
 * holds (m NULL: no moment), an event of w->stop comes (both MOMENT_HELD),
 * e finishes, or max steps (0: no limit) were taken; *t counts on.  Which
 * events the moment needs is moment_events()'s; a step N moment is going
 * to step N.  w NULL: nobody watches, the run is blind wherever the
 * moment allows. */
moment_outcome moment_run_watched(engine *e, const moment *m, uint64_t *t, uint64_t max,
				  const moment_watch *w);

/* moment_run_watched() with nobody watching (the CLI, lesson_run()). */
moment_outcome moment_run(engine *e, const moment *m, uint64_t *t, uint64_t max);

#endif
