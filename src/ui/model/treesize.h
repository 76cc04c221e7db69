/* SPDX-License-Identifier: MIT */
/* How big is this search?  The explorer's estimate of the backtrack
 * search tree (Knuth's random probes, ktour/estimate.h) for the settings
 * in use, refined a little at a time while the explorer runs, and the
 * line that tells a student what it says: how many nodes (squares the
 * search puts on its stack, the `adv` counter) the whole tree has, its
 * 95% interval, how much of it is explored, and how long the rest takes
 * at the rate the explorer runs.
 *
 * No curses, no clock: the loop gives it a number of probes a frame
 * (treesize_budget() sizes the next batch from the time the last took),
 * so it is tested without a terminal (tests/unit/test_ui_treesize.c). */
#ifndef KTOUR_UI_TREESIZE_H
#define KTOUR_UI_TREESIZE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/engine.h"
#include "ktour/estimate.h"

/* The probes after which the estimate stops refining, and the relative
 * standard error below which it stops sooner (after TREESIZE_MIN_PROBES,
 * looked at every TREESIZE_CHECK probes, whatever the batches). */
#define TREESIZE_CHECK 1000
#define TREESIZE_MAX_PROBES 100000
#define TREESIZE_MIN_PROBES 2000
#define TREESIZE_SPREAD 0.01
/* The first batch of a new estimate: enough for a figure at once. */
#define TREESIZE_FIRST_BATCH 512

typedef struct treesize {
	bool active;          /* a backtrack search: there is a tree to estimate */
	engine_config cfg;    /* its settings; the seed is the session's */
	estimate *est;        /* made at the first work, NULL before */
	bool failed;          /* estimate_create refused (the line says why) */
	char err[200];
	estimate_stats st;    /* after the last work */
} treesize;

void treesize_init(treesize *ts);
/* A new search (cfg, or a replay: no tree): the estimate starts over. */
void treesize_reset(treesize *ts, const engine_config *cfg, bool replaying);
void treesize_free(treesize *ts);

/* Has the estimate all the probes it takes (or nothing to estimate)? */
bool treesize_done(const treesize *ts);
/* Take up to n more probes (fewer where it stops); returns how many.  The
 * same settings and seed stop at the same probe, in any batches. */
uint64_t treesize_work(treesize *ts, uint64_t n);

/* The next batch: `last` probes took dt seconds; the next should take
 * about `target` seconds (grows at most eightfold, at least 16). */
uint64_t treesize_budget(uint64_t last, double dt, double target);

/* What the line is made from. */
typedef struct treesize_facts {
	const treesize *ts;
	double explored;      /* estimate_explored() of the running engine */
	uint64_t advances;    /* its adv counter */
	bool exhausted;       /* the search is over: the tree is known exactly */
	double rate;          /* steps per second of the explorer's run (0: none) */
	bool utf8;            /* "≈" and "–", else "~" and "-" */
} treesize_facts;

/* The line in at most w columns: the most it can say that fits. */
void treesize_text(const treesize_facts *f, int w, char *out, size_t len);

/* A node count for people: "51,009" below a million, "2.50 billion" below
 * 1e15, "2.52e+17" beyond (from lg, the base-10 logarithm, when the value
 * is too big for a double). */
char *treesize_number(double v, double lg, char *buf, size_t len);
/* The share of the tree explored, for people: "explored ≈ 12%", "explored
 * ≈ 0.4%", below 0.1% in parts: "explored: about one part in a million",
 * "explored: about 4 parts in 100 million billion", "... in 10²¹". */
char *treesize_explored(double p, bool utf8, char *buf, size_t len);
/* A time for people: "3 s", "5 min", "7 h", "4 days", "13,000 years",
 * "2.1 million years", "1.3e+12 years"; lg is log10 of the seconds. */
char *treesize_duration(double lg_secs, char *buf, size_t len);

#endif
