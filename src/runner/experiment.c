/* SPDX-License-Identifier: MIT */
/* The experiments' runner: options, seeds, and the threads that take the
 * cells in turn while the calling thread reports progress.  See
 * include/ktour/experiment.h. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "experiment_impl.h"
#include "ktour/count.h"
#include "ktour/rng.h"

static const struct {
	const char *name, *title;
} kinds[EXP_NKINDS] = {
	/* "# name: title" fits in 80 columns */
	{"random-ties", "Warnsdorff with random ties from the corner: tours per trials"},
	{"tiebreaks", "tie-break rules side by side, from the corner: tours (%)"},
	{"orderings", "each ordering's first m x n board where its walk fails"},
	{"orderings19", "each m x n board's first ordering of the nineteen that works"},
	{"schedule", "Squirrel and Cull's rule on m x m boards: tours, rule used"},
};

const char *experiment_name(experiment_kind k)
{
	return (unsigned)k < EXP_NKINDS ? kinds[k].name : "?";
}

const char *experiment_title(experiment_kind k)
{
	return (unsigned)k < EXP_NKINDS ? kinds[k].title : "?";
}

bool experiment_from_name(const char *name, experiment_kind *k)
{
	for (int i = 0; i < EXP_NKINDS; i++)
		if (strcmp(name, kinds[i].name) == 0) {
			*k = (experiment_kind)i;
			return true;
		}
	return false;
}

experiment_options experiment_defaults(experiment_kind k)
{
	static const char *const rules[] = {"random", "12345678", "pohl", "roth",
					    "squirrel-cull"};
	experiment_options o;
	memset(&o, 0, sizeof o);
	o.kind = k;
	o.trials = 100;
	o.progress_interval = 0.2;
	switch (k) {
	case EXP_ORDERINGS: o.lo = 10, o.hi = 50; break;
	case EXP_ORDERINGS19: o.lo = 10, o.hi = 299; break;
	case EXP_SCHEDULE: o.lo = 5, o.hi = 1000; break;
	default: o.lo = 5, o.hi = 400; break;
	}
	for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
		experiment_rule_parse(rules[i], &o.rules[o.nrules++]);
	return o;
}

bool experiment_rule_parse(const char *name, experiment_rule *r)
{
	/* named rules fall back on 12345678 where their own key ties */
	static const uint8_t identity[8] = {0, 1, 2, 3, 4, 5, 6, 7};
	memcpy(r->order, identity, 8);
	if (strlen(name) >= sizeof r->name || !tiebreak_from_name(name, &r->tiebreak, r->order))
		return false;
	snprintf(r->name, sizeof r->name, "%s", name);
	return true;
}

bool experiment_check(const experiment_options *o, char *err, size_t errlen)
{
	if ((unsigned)o->kind >= EXP_NKINDS) {
		snprintf(err, errlen, "unknown experiment %d", (int)o->kind);
		return false;
	}
	if (o->lo < 1 || o->hi < o->lo || o->hi > EXPERIMENT_MAX_SIDE) {
		snprintf(err, errlen, "--sizes %d..%d: expected 1 <= A <= B <= %d", o->lo, o->hi,
			 EXPERIMENT_MAX_SIDE);
		return false;
	}
	if (o->trials < 1 || o->trials > 1000000000u) {
		snprintf(err, errlen, "--trials %llu: expected 1 to 1000000000",
			 (unsigned long long)o->trials);
		return false;
	}
	if (o->kind == EXP_TIEBREAKS && (o->nrules < 1 || o->nrules > EXPERIMENT_MAX_RULES)) {
		snprintf(err, errlen, "--rules: expected 1 to %d rules", EXPERIMENT_MAX_RULES);
		return false;
	}
	if (o->start_row < 0 || o->start_col < 0 || o->start_row > o->lo || o->start_col > o->lo ||
	    ((o->start_row || o->start_col) && o->kind != EXP_ORDERINGS)) {
		snprintf(err, errlen,
			 "--start %d,%d: %s", o->start_row, o->start_col,
			 o->kind != EXP_ORDERINGS ? "only the orderings experiment takes a start"
						  : "not on the smallest board of --sizes");
		return false;
	}
	if (o->threads < 0 || o->threads > 256) {
		snprintf(err, errlen, "--threads %d: expected 1 to 256", o->threads);
		return false;
	}
	return true;
}

bool experiment_uses_seed(const experiment_options *o)
{
	for (int k = 0; o->kind == EXP_TIEBREAKS && k < o->nrules; k++)
		if (o->rules[k].tiebreak == TIEBREAK_RANDOM)
			return true;
	return o->kind == EXP_RANDOM_TIES;
}

uint64_t experiment_seed(uint64_t seed, int m)
{
	return rng_mix64(seed ^ rng_mix64(0x6b746f7572000000u + (uint64_t)m));
}

void experiment_ordering(size_t i, uint8_t order[8])
{
	/* the factorial number system: digit k picks among those left */
	uint8_t left[8] = {0, 1, 2, 3, 4, 5, 6, 7};
	size_t fact = 5040; /* 7! */
	for (int k = 0; k < 8; k++) {
		size_t pick = (i / fact) % (size_t)(8 - k);
		order[k] = left[pick];
		memmove(left + pick, left + pick + 1, (size_t)(7 - k) - pick);
		i %= fact;
		fact = k < 7 ? fact / (size_t)(7 - k) : 1;
	}
}

/* ---- walks ---------------------------------------------------------------- */

bool exp_stopped(const exp_job *j)
{
	return (j->o->stop && *j->o->stop) || atomic_load(&j->failed);
}

void exp_fail(exp_job *j, const char *why)
{
	pthread_mutex_lock(&j->error_lock);
	if (!atomic_load(&j->failed))
		snprintf(j->error, sizeof j->error, "%s", why);
	atomic_store(&j->failed, true);
	pthread_mutex_unlock(&j->error_lock);
}

engine_config exp_walk_config(engine_kind kind, tiebreak_kind tb, int rows, int cols)
{
	engine_config c = engine_config_default();
	c.kind = kind;
	c.tiebreak = tb;
	c.spec.rows = rows;
	c.spec.cols = cols;
	c.start = 0;
	return c;
}

engine_event_kind exp_run_engine(exp_job *j, engine *e)
{
	/* slices of about a millisecond, so that Ctrl-C is felt at once */
	engine_event_kind k = EV_NONE;
	while (k != EV_EXHAUSTED && k != EV_STUCK) {
		if (exp_stopped(j))
			return EV_NONE;
		k = engine_run(e, (uint64_t)1 << 18, NULL, NULL);
	}
	engine_view v;
	engine_view_get(e, &v);
	atomic_fetch_add(&j->walks, v.counters.walks);
	atomic_fetch_add(&j->squares, v.counters.advances);
	return k;
}

/* ---- threads ---------------------------------------------------------------- */

typedef struct runner {
	exp_job *j;
	atomic_size_t next;
	atomic_uint_fast64_t cost_done;
	atomic_size_t cells_done;
	atomic_int running;
} runner;

static void *worker_main(void *arg)
{
	runner *rn = arg;
	exp_job *j = rn->j;
	for (;;) {
		size_t i = atomic_fetch_add(&rn->next, 1);
		if (i >= j->ncells || exp_stopped(j))
			break;
		if (!j->cell(j, i))
			break;
		j->done[i] = 1;
		atomic_fetch_add(&rn->cost_done, j->cost[i]);
		atomic_fetch_add(&rn->cells_done, 1);
	}
	atomic_fetch_sub(&rn->running, 1);
	return NULL;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void report_progress(runner *rn, double t0)
{
	const experiment_options *o = rn->j->o;
	experiment_progress p;
	p.done = atomic_load(&rn->cells_done);
	p.total = rn->j->ncells;
	uint64_t c = atomic_load(&rn->cost_done);
	p.fraction = rn->j->total_cost ? (double)c / (double)rn->j->total_cost : 0;
	p.seconds = now() - t0;
	p.left = p.fraction > 0.002 && p.seconds > 0.3 ? p.seconds * (1 - p.fraction) / p.fraction
						      : -1;
	o->progress(o->progress_ctx, &p);
}

/* Run every cell on `threads` threads (fewer when they cannot be made);
 * returns how many ran. */
static int run_cells(exp_job *j, int threads, double *seconds)
{
	runner rn = {.j = j};
	atomic_init(&rn.next, 0);
	atomic_init(&rn.cost_done, 0);
	atomic_init(&rn.cells_done, 0);
	atomic_init(&rn.running, 0);
	pthread_t tid[256];
	double t0 = now();
	/* the workers take no signals: the caller's handler sets the flag */
	sigset_t all, old;
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	int n = 0;
	for (; n < threads; n++) {
		atomic_fetch_add(&rn.running, 1);
		if (pthread_create(&tid[n], NULL, worker_main, &rn) != 0) {
			atomic_fetch_sub(&rn.running, 1);
			break;
		}
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (n == 0) { /* no thread at all: work here */
		atomic_fetch_add(&rn.running, 1);
		worker_main(&rn);
	}
	double iv = j->o->progress_interval > 0 ? j->o->progress_interval : 0.2, last = t0;
	while (atomic_load(&rn.running) > 0) {
		struct timespec ts = {0, 5 * 1000 * 1000};
		nanosleep(&ts, NULL);
		if (j->o->progress && now() - last >= iv) {
			last = now();
			report_progress(&rn, t0);
		}
	}
	for (int i = 0; i < n; i++)
		pthread_join(tid[i], NULL);
	if (j->o->progress)
		report_progress(&rn, t0);
	*seconds = now() - t0;
	return n > 0 ? n : 1;
}

/* ---- the run ------------------------------------------------------------------ */

static void job_free(exp_job *j)
{
	pthread_mutex_destroy(&j->error_lock);
	free(j->cost);
	free(j->done);
	exp_data_free(&j->d);
}

bool experiment_run(const experiment_options *o, experiment_result *r, char *err,
		    size_t errlen)
{
	memset(r, 0, sizeof *r);
	if (!experiment_check(o, err, errlen))
		return false;
	exp_job j;
	memset(&j, 0, sizeof j);
	j.o = o;
	atomic_init(&j.walks, 0);
	atomic_init(&j.squares, 0);
	atomic_init(&j.failed, false);
	pthread_mutex_init(&j.error_lock, NULL);
	if (!exp_prepare(&j, err, errlen)) {
		job_free(&j);
		return false;
	}
	j.done = calloc(j.ncells ? j.ncells : 1, 1);
	if (!j.done) {
		snprintf(err, errlen, "out of memory");
		job_free(&j);
		return false;
	}
	for (size_t i = 0; i < j.ncells; i++)
		j.total_cost += j.cost[i];
	int threads = o->threads > 0 ? o->threads : count_default_threads();
	if ((size_t)threads > j.ncells)
		threads = j.ncells ? (int)j.ncells : 1;
	r->threads = run_cells(&j, threads, &r->seconds);
	r->walks = atomic_load(&j.walks);
	r->squares = atomic_load(&j.squares);
	bool ok = !atomic_load(&j.failed) && exp_report(&j, r);
	if (atomic_load(&j.failed))
		snprintf(err, errlen, "%s", j.error);
	else if (!ok)
		snprintf(err, errlen, "out of memory for the table");
	job_free(&j);
	if (!ok)
		experiment_result_free(r);
	return ok;
}

void experiment_result_free(experiment_result *r)
{
	table_free(&r->t);
	free(r->chart.x);
	free(r->chart.y);
	free(r->chart.cells);
	free(r->text);
	r->chart.x = r->chart.y = NULL;
	r->chart.cells = NULL;
	r->text = NULL;
}
