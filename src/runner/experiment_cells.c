/* SPDX-License-Identifier: MIT */
/* The cells of each experiment: what one thread computes at a time, and
 * an estimate of its work (squares walked) for the progress bar. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "experiment_impl.h"

#define NORDERINGS 40320 /* 8! */

/* A walk engine for one cell; NULL (the job failed: every thread stops)
 * on out of memory, or on a rule the engine refuses for this board. */
static engine *make(exp_job *j, const engine_config *c)
{
	char err[sizeof j->error];
	engine *e = engine_create(c, err, sizeof err);
	if (!e)
		exp_fail(j, err);
	return e;
}

/* Tours among `trials` walks with random ties on the m x m board: the
 * irwin engine makes the walks one after another on one board. */
static int64_t random_tours(exp_job *j, int m)
{
	engine_config c = exp_walk_config(ENGINE_IRWIN, TIEBREAK_RANDOM, m, m);
	c.seed = experiment_seed(j->o->seed, m);
	c.max_attempts = j->o->trials;
	engine *e = make(j, &c);
	if (!e)
		return -1;
	int64_t tours = -1;
	if (exp_run_engine(j, e) != EV_NONE) {
		engine_view v;
		engine_view_get(e, &v);
		tours = (int64_t)(v.counters.solutions + v.counters.duplicates);
	}
	engine_destroy(e);
	return tours;
}

/* How many orderings of the m x m schedule were used when the walk ended
 * with `order` in force. */
static int schedule_stage(int m, const uint8_t order[8])
{
	uint8_t orders[TIEBREAK_SCHEDULE_MAX][8];
	ksq until[TIEBREAK_SCHEDULE_MAX];
	int n = tiebreak_schedule(m, orders, until);
	for (int k = 0; k < n; k++)
		if (memcmp(orders[k], order, 8) == 0)
			return k + 1;
	return 0;
}

/* One deterministic walk: 1 a tour, 0 stuck, -1 stopped or no memory.
 * *stage (when not NULL) gets how many orderings of the rule were used. */
static int one_walk(exp_job *j, const engine_config *c, int *stage)
{
	engine *e = make(j, c);
	if (!e)
		return -1;
	engine_event_kind k = exp_run_engine(j, e);
	if (stage) {
		engine_view v;
		engine_view_get(e, &v);
		*stage = schedule_stage(c->spec.rows, v.order);
	}
	engine_destroy(e);
	return k == EV_NONE ? -1 : k == EV_EXHAUSTED;
}

static bool cell_random_ties(exp_job *j, size_t i)
{
	int64_t t = random_tours(j, j->o->lo + (int)i);
	if (t < 0)
		return false;
	j->d.tours[i] = (uint64_t)t;
	return true;
}

static bool cell_tiebreaks(exp_job *j, size_t i)
{
	const experiment_options *o = j->o;
	int m = o->lo + (int)(i / (size_t)o->nrules);
	const experiment_rule *rule = &o->rules[i % (size_t)o->nrules];
	if (rule->tiebreak == TIEBREAK_RANDOM) {
		int64_t t = random_tours(j, m);
		if (t < 0)
			return false;
		j->d.percent[i] = 100.0 * (double)t / (double)o->trials;
		return true;
	}
	engine_config c = exp_walk_config(ENGINE_WARNSDORFF, rule->tiebreak, m, m);
	memcpy(c.tie_order, rule->order, 8);
	int ok = one_walk(j, &c, NULL);
	if (ok < 0)
		return false;
	j->d.percent[i] = ok ? 100.0 : 0.0;
	return true;
}

/* The walk of one ordering on rows x cols: 1 tour, 0 stuck, -1 stopped. */
static int ordering_walk(exp_job *j, const uint8_t order[8], int rows, int cols)
{
	engine_config c = exp_walk_config(ENGINE_WARNSDORFF, TIEBREAK_ORDER, rows, cols);
	memcpy(c.tie_order, order, 8);
	if (j->o->start_row > 0)
		c.start = (ksq)(j->o->start_row - 1) * cols + (j->o->start_col - 1);
	return one_walk(j, &c, NULL);
}

static bool cell_orderings(exp_job *j, size_t i)
{
	const experiment_options *o = j->o;
	uint8_t order[8];
	if (o->orderings)
		memcpy(order, o->orderings[i], 8);
	else
		experiment_ordering(i, order);
	/* boards by their longer side s, then their shorter side k; k x s
	 * before s x k */
	for (int s = o->lo; s <= o->hi; s++)
		for (int k = o->lo; k <= s; k++)
			for (int flip = 0; flip < (k < s ? 2 : 1); flip++) {
				int rows = flip ? s : k, cols = flip ? k : s;
				int ok = ordering_walk(j, order, rows, cols);
				if (ok < 0)
					return false;
				if (!ok) {
					j->d.fail_r[i] = (int16_t)rows;
					j->d.fail_c[i] = (int16_t)cols;
					return true;
				}
			}
	j->d.fail_r[i] = j->d.fail_c[i] = 0;
	return true;
}

/* One row of rectangles: rows = lo + i, every column count. */
static bool cell_orderings19(exp_job *j, size_t i)
{
	const experiment_options *o = j->o;
	int rows = o->lo + (int)i, n = j->d.nsizes;
	for (int k = 0; k < n; k++) {
		engine_config c = exp_walk_config(ENGINE_WARNSDORFF, TIEBREAK_ORDERINGS19, rows,
						  o->lo + k);
		engine *e = make(j, &c);
		if (!e)
			return false;
		engine_event_kind ev = exp_run_engine(j, e);
		engine_view v;
		engine_view_get(e, &v);
		engine_destroy(e);
		if (ev == EV_NONE)
			return false;
		/* the walk that gave the tour is the last one made */
		j->d.o19[i * (size_t)n + (size_t)k] =
			(int8_t)(ev == EV_EXHAUSTED ? (int)v.counters.walks - 1 : -1);
	}
	return true;
}

static bool cell_schedule(exp_job *j, size_t i)
{
	int m = j->o->lo + (int)i, stage = 0;
	engine_config c = exp_walk_config(ENGINE_WARNSDORFF, TIEBREAK_SQUIRREL_CULL, m, m);
	int ok = one_walk(j, &c, &stage);
	if (ok < 0)
		return false;
	j->d.sc_tour[i] = (uint8_t)ok;
	j->d.sc_stage[i] = (uint8_t)stage;
	return true;
}

/* ---- preparing a job ------------------------------------------------------------ */

static uint64_t square(uint64_t m)
{
	return m * m;
}

/* The cells, their cost and their arrays. */
static bool plan(exp_job *j)
{
	const experiment_options *o = j->o;
	exp_data *d = &j->d;
	size_t n = (size_t)d->nsizes;
	switch (o->kind) {
	case EXP_RANDOM_TIES:
		j->cell = cell_random_ties;
		j->ncells = n;
		d->tours = calloc(n, sizeof *d->tours);
		return d->tours != NULL;
	case EXP_TIEBREAKS:
		j->cell = cell_tiebreaks;
		j->ncells = n * (size_t)o->nrules;
		d->percent = calloc(j->ncells, sizeof *d->percent);
		return d->percent != NULL;
	case EXP_ORDERINGS:
		j->cell = cell_orderings;
		j->ncells = o->orderings ? o->norderings : NORDERINGS;
		d->fail_r = calloc(j->ncells ? j->ncells : 1, sizeof *d->fail_r);
		d->fail_c = calloc(j->ncells ? j->ncells : 1, sizeof *d->fail_c);
		return d->fail_r && d->fail_c;
	case EXP_ORDERINGS19:
		j->cell = cell_orderings19;
		j->ncells = n;
		d->o19 = malloc(n * n);
		return d->o19 != NULL;
	case EXP_SCHEDULE:
	default:
		j->cell = cell_schedule;
		j->ncells = n;
		d->sc_tour = calloc(n, 1);
		d->sc_stage = calloc(n, 1);
		return d->sc_tour && d->sc_stage;
	}
}

/* Squares a cell will walk at most (random ties: every trial; the
 * slower Pohl and Roth rules count ten times). */
static uint64_t cell_cost(const exp_job *j, size_t i)
{
	const experiment_options *o = j->o;
	uint64_t lo = (uint64_t)o->lo, n = (uint64_t)j->d.nsizes;
	switch (o->kind) {
	case EXP_RANDOM_TIES:
		return square(lo + i) * o->trials;
	case EXP_TIEBREAKS: {
		const experiment_rule *r = &o->rules[i % (size_t)o->nrules];
		uint64_t m = lo + i / (size_t)o->nrules;
		return square(m) * (r->tiebreak == TIEBREAK_RANDOM ? o->trials
				    : r->tiebreak == TIEBREAK_POHL || r->tiebreak == TIEBREAK_ROTH
					    ? 10
					    : 1);
	}
	case EXP_ORDERINGS:
		return 1;
	case EXP_ORDERINGS19: /* row lo + i times the columns lo .. lo + n - 1 */
		return (lo + i) * (n * lo + n * (n - 1) / 2);
	case EXP_SCHEDULE:
	default:
		return square(lo + i);
	}
}

bool exp_prepare(exp_job *j, char *err, size_t errlen)
{
	j->d.nsizes = j->o->hi - j->o->lo + 1;
	if (plan(j))
		j->cost = malloc((j->ncells ? j->ncells : 1) * sizeof *j->cost);
	if (!j->cost) {
		snprintf(err, errlen, "out of memory for %s", experiment_name(j->o->kind));
		return false;
	}
	for (size_t i = 0; i < j->ncells; i++)
		j->cost[i] = cell_cost(j, i);
	return true;
}

void exp_data_free(exp_data *d)
{
	free(d->tours);
	free(d->percent);
	free(d->fail_r);
	free(d->fail_c);
	free(d->o19);
	free(d->sc_tour);
	free(d->sc_stage);
	memset(d, 0, sizeof *d);
}
