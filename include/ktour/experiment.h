/* SPDX-License-Identifier: MIT */
/* The literature's experiments (docs/literature.md), run on every core:
 *
 *   random-ties  Warnsdorff with uniformly random ties from the corner of
 *                m x m boards: tours per `trials` walks for each m
 *                (Squirrel and Cull's Figure 2)
 *   tiebreaks    the same for several rules at once: random ties (trials
 *                walks) and deterministic rules (one walk: 0% or 100%)
 *   orderings    for each move ordering (all 8! by default), the first
 *                board m x n with both sides in the range where its walk
 *                from the corner fails (boards by their longer side, then
 *                their shorter side, m x n before n x m)
 *   orderings19  for every rectangle with both sides in the range, the
 *                first of the nineteen orderings that gives a tour
 *   schedule     the squirrel-cull rule on every m x m board: tour or not,
 *                the ordering or schedule it used, how far the schedule got
 *
 * The work is split into cells (a board size, a rule at a size, an
 * ordering, a row of rectangles) that threads take in turn.  Every random
 * choice of a cell comes from a seed derived from the experiment's seed
 * and the board size alone, so a table depends on the options and the
 * seed, never on the number of threads or the order the cells ran in.
 *
 * A run stopped through `stop` returns the rows of the cells finished so
 * far, marked partial. */
#ifndef KTOUR_EXPERIMENT_H
#define KTOUR_EXPERIMENT_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/chart.h"
#include "ktour/engine.h"
#include "ktour/table.h"

typedef enum experiment_kind {
	EXP_RANDOM_TIES = 0,
	EXP_TIEBREAKS,
	EXP_ORDERINGS,
	EXP_ORDERINGS19,
	EXP_SCHEDULE,
	EXP_NKINDS,
} experiment_kind;

const char *experiment_name(experiment_kind k);
bool experiment_from_name(const char *name, experiment_kind *k);
/* One line: what the experiment measures. */
const char *experiment_title(experiment_kind k);

/* A tie-break rule of `tiebreaks`, as tiebreak_from_name() parses it. */
typedef struct experiment_rule {
	tiebreak_kind tiebreak;
	uint8_t order[8];
	char name[16];
} experiment_rule;

/* Parse a rule name (random, pohl, roth, squirrel-cull, orderings19 or an
 * ordering); false when it is none of those. */
bool experiment_rule_parse(const char *name, experiment_rule *r);

#define EXPERIMENT_MAX_RULES 8
#define EXPERIMENT_MAX_SIDE 2000

typedef struct experiment_progress {
	size_t done, total; /* cells */
	double fraction;    /* of the estimated work, 0..1 */
	double seconds;     /* since the start */
	double left;        /* estimated seconds left; < 0 while unknown */
} experiment_progress;

typedef struct experiment_options {
	experiment_kind kind;
	int lo, hi;           /* board sides from lo to hi */
	uint64_t trials;      /* random ties: walks per board */
	uint64_t seed;
	int threads;          /* 0: the online CPUs */
	experiment_rule rules[EXPERIMENT_MAX_RULES]; /* tiebreaks */
	int nrules;
	/* orderings: the orderings to try (move indices); NULL: all 8!, in
	 * lexicographic order of their digits */
	const uint8_t (*orderings)[8];
	size_t norderings;
	/* orderings: the start square (1-based row and column) on every
	 * board; 0, 0: the top-left corner */
	int start_row, start_col;
	/* Polled between walks; non-zero stops the run (partial result). */
	volatile sig_atomic_t *stop;
	/* Called from the calling thread about every progress_interval
	 * seconds (default 0.2) while the run goes on; may be NULL. */
	void (*progress)(void *ctx, const experiment_progress *p);
	void *progress_ctx;
	double progress_interval;
} experiment_options;

/* The defaults of docs/design.md and the issue for experiment k: sizes
 * 5..400 (random-ties, tiebreaks), 10..50 (orderings), 10..299
 * (orderings19), 5..1000 (schedule); 100 trials; the rules random,
 * 12345678, pohl, roth, squirrel-cull. */
experiment_options experiment_defaults(experiment_kind k);

/* Check the options; false with a message naming the option. */
bool experiment_check(const experiment_options *o, char *err, size_t errlen);

/* The chart of a result and the storage it points into. */
typedef struct experiment_chart {
	chart c;
	char title[160], subtitle[200];
	chart_series series[CHART_MAX_SERIES];
	double *x, *y; /* series values, nseries * npoints each */
	chart_guide guides[4];
	chart_map map;
	int16_t *cells;
	const char *catname[24];
	char catbuf[24][40];
	const char *catcolour[24];
	const char *rowname[16];
	char rowbuf[16][40];
} experiment_chart;

typedef struct experiment_result {
	table t;           /* the rows of the finished cells; t.partial */
	experiment_chart chart;
	double seconds;
	int threads;
	uint64_t walks;    /* walks made */
	uint64_t squares;  /* squares the knight moved to, over all walks */
	/* storage the table's text values point into */
	char *text;
} experiment_result;

/* Run; false with a message on bad options or out of memory.  A stopped
 * run returns true with r->t.partial set.  Free r with
 * experiment_result_free() either way. */
bool experiment_run(const experiment_options *o, experiment_result *r, char *err,
		    size_t errlen);
void experiment_result_free(experiment_result *r);

/* The i-th of the 8! move orderings in lexicographic order of digits
 * (0: 12345678, 40319: 87654321), as move indices. */
void experiment_ordering(size_t i, uint8_t order[8]);

/* Does the run make random choices (random ties), so that its seed
 * matters? */
bool experiment_uses_seed(const experiment_options *o);

/* The seed of board size m (the same in every experiment, so that the
 * random rule of `tiebreaks` repeats `random-ties`). */
uint64_t experiment_seed(uint64_t seed, int m);

#endif
