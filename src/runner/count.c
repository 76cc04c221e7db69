/* SPDX-License-Identifier: MIT */
/* Counting tours: plan the jobs (prefixes, symmetry orbits), then run them
 * on threads with the backtrack engine's fast mode.  See ktour/count.h. */
#include "ktour/count.h"

#include "count_impl.h"
#include "ktour/bits_search.h"
#include "ktour/engine_desc.h"

#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Steps per engine_run() slice between checks of the stop flag. */
#define COUNT_SLICE (1u << 16)
#define COUNT_MAX_THREADS 256
/* Seconds before helper threads are started (see maybe_spawn). */
#define COUNT_SPAWN_DELAY 0.0005
/* The shortest sleep of the calling thread while helpers finish. */
#define COUNT_MIN_WAIT 0.001

/* ---- the workers ------------------------------------------------------------ */

/* Only the calling thread reads o->stop (the helpers run with signals
 * blocked, so a signal handler setting it runs on the calling thread too);
 * it passes the request on to the helpers through sh->stop. */
static bool stop_requested(shared *sh, const worker *w)
{
	if (atomic_load_explicit(&sh->stop, memory_order_relaxed))
		return true;
	if (w->index == 0 && count_control_stop(&sh->ctl, count_now())) {
		atomic_store(&sh->stop, true);
		return true;
	}
	return false;
}

static void report_progress(shared *sh, bool force)
{
	const count_options *o = sh->o;
	double t = count_now();
	if (!count_control_progress_due(&sh->ctl, t, force))
		return;
	count_progress p = {.method = COUNT_BACKTRACK,
			    .jobs_total = sh->pl->njobs,
			    .seconds = count_control_seconds(&sh->ctl, t)};
	p.jobs_done = atomic_load(&sh->jobs_done);
	p.tours = sh->base_tours;
	p.nodes = sh->base_nodes;
	for (int i = 0; i < sh->nw; i++) {
		p.tours += atomic_load_explicit(&sh->ws[i].tours, memory_order_relaxed);
		p.nodes += atomic_load_explicit(&sh->ws[i].nodes, memory_order_relaxed);
	}
	p.tours *= sh->pl->multiplier;
	o->progress(o->progress_ctx, &p);
}

static void fail(shared *sh, const char *msg)
{
	pthread_mutex_lock(&sh->err_lock);
	if (!atomic_load(&sh->failed))
		snprintf(sh->err, sizeof sh->err, "%s", msg);
	atomic_store(&sh->failed, true);
	atomic_store(&sh->stop, true);
	pthread_mutex_unlock(&sh->err_lock);
}

static void *worker_main(void *arg);

/* The helpers start only once the count has run for COUNT_SPAWN_DELAY:
 * a count that small is over before a thread would have started, and on
 * a busy machine a helper that is not scheduled would only hold it up. */
static void maybe_spawn(shared *sh)
{
	if (sh->started >= sh->nw || count_now() - sh->ctl.t0 < COUNT_SPAWN_DELAY)
		return;
	sigset_t all, old;
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old); /* inherited by the helpers */
	for (int i = sh->started; i < sh->nw; i++) {
		atomic_fetch_add(&sh->running, 1);
		pthread_mutex_lock(&sh->lock);
		sh->live++;
		pthread_mutex_unlock(&sh->lock);
		if (pthread_create(&sh->ws[i].tid, NULL, worker_main, &sh->args[i]) != 0) {
			atomic_fetch_sub(&sh->running, 1);
			pthread_mutex_lock(&sh->lock);
			sh->live--;
			pthread_mutex_unlock(&sh->lock);
			sh->nw = i; /* run with fewer */
			break;
		}
		sh->started = i + 1;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

/* ---- checkpoints: pausing the helpers at their safe points -------------- */

/* A helper at a safe point while a checkpoint is being taken: its job,
 * stack and counts are current; wait until the snapshot is done. */
static void park(shared *sh)
{
	pthread_mutex_lock(&sh->lock);
	sh->parked++;
	pthread_cond_signal(&sh->parked_cv);
	while (atomic_load(&sh->pause))
		pthread_cond_wait(&sh->resume_cv, &sh->lock);
	sh->parked--;
	pthread_mutex_unlock(&sh->lock);
}

/* The calling thread, at its own safe point: pause every live helper,
 * snapshot, let them go on, then write the file (the slow part) while
 * they search. */
static void checkpoint_now(shared *sh)
{
	count_checkpoint snap;
	double began = count_now();
	pthread_mutex_lock(&sh->lock);
	atomic_store(&sh->pause, true);
	while (sh->parked < sh->live)
		pthread_cond_wait(&sh->parked_cv, &sh->lock);
	bool ok = count_snapshot(sh, &snap);
	atomic_store(&sh->pause, false);
	pthread_cond_broadcast(&sh->resume_cv);
	pthread_mutex_unlock(&sh->lock);
	if (ok) {
		ok = count_checkpoint_write(sh, &snap, began);
	} else {
		char err[PATH_MAX + 100];
		snprintf(err, sizeof err, "checkpoint %s: out of memory", sh->o->checkpoint);
		ok = count_control_saved(&sh->ctl, false, err, began, count_now());
	}
	if (!ok) /* the first one: a path that cannot be written */
		fail(sh, sh->ctl.error);
}

static void maybe_checkpoint(shared *sh)
{
	if (!atomic_load_explicit(&sh->stop, memory_order_relaxed) &&
	    count_control_save_due(&sh->ctl, count_now()))
		checkpoint_now(sh);
}

/* Worker 0 is the calling thread: it starts the helpers, reports and
 * takes the checkpoints; the helpers pause when asked. */
static void safe_point(worker *w)
{
	shared *sh = w->sh;
	if (w->index != 0) {
		if (atomic_load_explicit(&sh->pause, memory_order_relaxed))
			park(sh);
		return;
	}
	maybe_spawn(sh);
	report_progress(sh, false);
	maybe_checkpoint(sh);
}

/* The job in hand ends (complete) or stops: its counts are recorded. */
static void job_finish(worker *w, bool complete)
{
	shared *sh = w->sh;
	size_t j = w->cur;
	const bits_counts *c = &w->cur_counts;
	uint64_t wt = sh->pl->weight[j];
	atomic_fetch_add_explicit(&w->tours, (c->solutions - sh->jsol[j]) * wt,
				  memory_order_relaxed);
	atomic_fetch_add_explicit(&w->nodes, c->advances - sh->jadv[j], memory_order_relaxed);
	sh->jsol[j] = c->solutions;
	sh->jadv[j] = c->advances;
	sh->jret[j] = c->retreats;
	sh->status[j] = complete ? JOB_DONE : JOB_RUNNING;
	if (complete) {
		atomic_fetch_add(&sh->jobs_done, 1);
		w->cur = COUNT_NO_JOB;
	}
}

/* Called by the bitboard search at its safe points. */
static bool bits_should_stop(void *ctx)
{
	worker *w = ctx;
	if (stop_requested(w->sh, w))
		return true;
	safe_point(w);
	return false;
}

static const ksq *job_prefix(const shared *sh, size_t j)
{
	return sh->pl->pool + j * (size_t)sh->pl->L;
}

static void run_job_bits(worker *w, size_t j)
{
	shared *sh = w->sh;
	const plan *pl = sh->pl;
	char err[256];
	if (!w->bits) {
		w->bits = malloc(sizeof *w->bits);
		if (!w->bits || !bits_init(w->bits, &sh->cfg, err, sizeof err)) {
			fail(sh, w->bits ? err : "out of memory");
			return;
		}
		w->bits->poll_every = sh->o->poll_every;
	}
	const job_record *rec = sh->resume_of ? sh->resume_of[j] : NULL;
	w->cur = j;
	w->cur_counts = (bits_counts){sh->jsol[j], sh->jadv[j], sh->jret[j]};
	bool more;
	if (rec) {
		const engine_stack *st = &rec->stack;
		more = bits_stack_load(w->bits, job_prefix(sh, j), pl->L, st->sq, st->aux,
				       st->depth, err, sizeof err);
		if (!more) {
			fail(sh, err); /* checked before the start: not reached */
			return;
		}
	} else {
		more = bits_begin(w->bits, job_prefix(sh, j), pl->L, &w->cur_counts);
	}
	bool complete = !more || bits_resume(w->bits, &w->cur_counts, bits_should_stop, w);
	job_finish(w, complete);
}

static void engine_counts(worker *w)
{
	engine_view v;
	engine_view_get(w->e, &v);
	w->cur_counts = (bits_counts){v.counters.solutions, v.counters.advances,
				      v.counters.retreats};
}

static void run_job_engine(worker *w, size_t j)
{
	shared *sh = w->sh;
	const plan *pl = sh->pl;
	const ksq *prefix = job_prefix(sh, j);
	char err[256];
	if (!w->e) {
		engine_config cfg = sh->cfg;
		cfg.prefix = prefix;
		cfg.prefix_len = pl->L;
		cfg.start = prefix[0];
		w->e = engine_create(&cfg, err, sizeof err);
		if (!w->e) {
			fail(sh, err);
			return;
		}
	} else {
		engine_restart(w->e, prefix, pl->L);
	}
	const job_record *rec = sh->resume_of ? sh->resume_of[j] : NULL;
	if (rec && !engine_stack_load(w->e, &rec->stack, err, sizeof err)) {
		fail(sh, err); /* checked before the start: not reached */
		return;
	}
	w->cur = j;
	engine_counts(w);
	engine_event_kind k;
	while ((k = engine_run(w->e, COUNT_SLICE, NULL, NULL)) != EV_EXHAUSTED) {
		engine_counts(w);
		if (stop_requested(sh, w))
			break;
		safe_point(w);
	}
	engine_counts(w);
	job_finish(w, k == EV_EXHAUSTED);
}

static void run_job(worker *w, size_t j)
{
	if (bits_fits(&w->sh->cfg))
		run_job_bits(w, j);
	else
		run_job_engine(w, j);
}

static void *worker_main(void *arg)
{
	worker *w = ((worker_arg *)arg)->self;
	shared *sh = w->sh;
	while (!stop_requested(sh, w)) {
		safe_point(w);
		size_t q = atomic_fetch_add(&sh->next_job, 1);
		if (q >= sh->nqueue)
			break;
		run_job(w, sh->queue[q]);
		if (w->cur != COUNT_NO_JOB) /* stopped (or failed) half-way */
			break;
	}
	atomic_fetch_sub(&sh->running, 1);
	if (w->index != 0) {
		pthread_mutex_lock(&sh->lock);
		sh->live--;
		pthread_cond_signal(&sh->parked_cv);
		pthread_mutex_unlock(&sh->lock);
	}
	return NULL;
}

/* The calling thread, out of jobs, while helpers finish theirs: sleep
 * until the next report or checkpoint is due or the last helper ends,
 * whichever comes first; report and save on the way. */
static void wait_helpers(shared *sh)
{
	pthread_mutex_lock(&sh->lock);
	while (sh->live > 0) {
		double due;
		if (!count_control_next_due(&sh->ctl, !atomic_load(&sh->stop), &due)) {
			pthread_cond_wait(&sh->parked_cv, &sh->lock);
			continue;
		}
		/* Never spin: a report interval shorter than COUNT_MIN_WAIT
		 * (tests use 1e-9) would starve the helpers under valgrind's
		 * one-thread-at-a-time scheduler. */
		double now = count_now();
		if (due < now + COUNT_MIN_WAIT)
			due = now + COUNT_MIN_WAIT;
		struct timespec ts;
		ts.tv_sec = (time_t)due;
		ts.tv_nsec = (long)((due - (double)ts.tv_sec) * 1e9);
		if (ts.tv_nsec >= 1000000000L)
			ts.tv_nsec = 999999999L;
		pthread_cond_timedwait(&sh->parked_cv, &sh->lock, &ts);
		if (sh->live == 0)
			break;
		pthread_mutex_unlock(&sh->lock); /* a checkpoint takes the lock */
		report_progress(sh, false);
		maybe_checkpoint(sh);
		pthread_mutex_lock(&sh->lock);
	}
	pthread_mutex_unlock(&sh->lock);
}

static void run_workers(shared *sh)
{
	worker_main(&sh->args[0]);
	/* the helpers finish their last jobs; keep reporting and saving */
	if (sh->o->progress || sh->o->checkpoint)
		wait_helpers(sh);
	for (int i = 1; i < sh->started; i++)
		pthread_join(sh->ws[i].tid, NULL);
	report_progress(sh, true);
}

static void collect(shared *sh, count_result *r)
{
	const plan *pl = sh->pl;
	for (size_t j = 0; j < pl->njobs; j++) {
		r->tours += sh->jsol[j] * pl->weight[j];
		r->solutions += sh->jsol[j];
		r->nodes += sh->jadv[j];
		r->retreats += sh->jret[j];
	}
	r->tours *= pl->multiplier;
	r->threads = sh->started;
	r->partial = atomic_load(&sh->jobs_done) < pl->njobs;
}

static void free_workers(shared *sh)
{
	for (int i = 0; sh->ws && i < sh->nw; i++) {
		engine_destroy(sh->ws[i].e);
		free(sh->ws[i].bits);
	}
	free(sh->ws);
	free(sh->args);
	free(sh->queue);
	free(sh->status);
	free(sh->jsol);
	free(sh->jadv);
	free(sh->jret);
	free(sh->resume_of);
}

/* The job arrays, and the queue: every job in order (a resume replaces
 * it with the jobs left). */
static bool shared_alloc(shared *sh, int nw)
{
	size_t n = sh->pl->njobs ? sh->pl->njobs : 1;
	sh->ws = calloc((size_t)nw, sizeof *sh->ws);
	sh->args = calloc((size_t)nw, sizeof *sh->args);
	sh->queue = malloc(n * sizeof *sh->queue);
	sh->status = calloc(n, 1);
	sh->jsol = calloc(n, sizeof *sh->jsol);
	sh->jadv = calloc(n, sizeof *sh->jadv);
	sh->jret = calloc(n, sizeof *sh->jret);
	if (!sh->ws || !sh->args || !sh->queue || !sh->status || !sh->jsol || !sh->jadv ||
	    !sh->jret)
		return false;
	for (size_t j = 0; j < sh->pl->njobs; j++)
		sh->queue[j] = j;
	sh->nqueue = sh->pl->njobs;
	for (int i = 0; i < nw; i++) {
		sh->ws[i].sh = sh;
		sh->ws[i].index = i;
		sh->ws[i].cur = COUNT_NO_JOB;
		sh->args[i].self = &sh->ws[i];
	}
	return true;
}

static void shared_init(shared *sh, const count_options *o, const plan *pl, int nw, double t0)
{
	memset(sh, 0, sizeof *sh);
	sh->o = o;
	sh->pl = pl;
	sh->cfg = o->cfg;
	sh->cfg.all_starts = false;
	count_control_init(&sh->ctl, o, t0);
	sh->nw = nw;
	sh->started = 1;
	atomic_init(&sh->next_job, 0);
	atomic_init(&sh->jobs_done, 0);
	atomic_init(&sh->stop, false);
	atomic_init(&sh->failed, false);
	atomic_init(&sh->running, 1);
	atomic_init(&sh->pause, false);
	pthread_mutex_init(&sh->err_lock, NULL);
	pthread_mutex_init(&sh->lock, NULL);
	pthread_condattr_t mono;
	pthread_condattr_init(&mono);
	pthread_condattr_setclock(&mono, CLOCK_MONOTONIC); /* count_now()'s clock */
	pthread_cond_init(&sh->parked_cv, &mono);
	pthread_condattr_destroy(&mono);
	pthread_cond_init(&sh->resume_cv, NULL);
}

static void shared_destroy(shared *sh)
{
	free_workers(sh);
	pthread_mutex_destroy(&sh->err_lock);
	pthread_mutex_destroy(&sh->lock);
	pthread_cond_destroy(&sh->parked_cv);
	pthread_cond_destroy(&sh->resume_cv);
}

static bool count_setup(const count_options *o, plan *pl, count_result *r, char *err,
			size_t errlen)
{
	memset(r, 0, sizeof *r);
	memset(pl, 0, sizeof *pl);
	if (o->resume && o->resume->method != COUNT_BACKTRACK) {
		snprintf(err, errlen, "checkpoint: a frontier count's, not a backtracking one's");
		return false;
	}
	if (!engine_can(o->cfg.kind, ENG_COUNT)) {
		snprintf(err, errlen, "counting needs the exhaustive backtrack engine, not %s",
			 engine_kind_name(o->cfg.kind));
		return false;
	}
	return count_plan_build(pl, o, r, err, errlen);
}

bool count_resume_check(const count_options *o, char *err, size_t errlen)
{
	plan pl;
	count_result r;
	shared sh;
	bool ok = count_setup(o, &pl, &r, err, errlen);
	if (ok) {
		shared_init(&sh, o, &pl, 1, count_now());
		ok = shared_alloc(&sh, 1);
		if (!ok)
			snprintf(err, errlen, "out of memory");
		ok = ok && (!o->resume || count_resume_prepare(&sh, err, errlen));
		shared_destroy(&sh);
	}
	count_plan_free(&pl);
	return ok;
}

bool count_tours(const count_options *o, count_result *r, char *err, size_t errlen)
{
	double t0 = count_now();
	plan pl;
	if (!count_setup(o, &pl, r, err, errlen)) {
		count_plan_free(&pl);
		return false;
	}
	int nw = o->threads > 0 ? o->threads : count_default_threads();
	if (nw > COUNT_MAX_THREADS)
		nw = COUNT_MAX_THREADS;
	if ((size_t)nw > pl.njobs)
		nw = pl.njobs > 0 ? (int)pl.njobs : 1;
	shared sh;
	shared_init(&sh, o, &pl, nw, t0);
	bool ok = shared_alloc(&sh, nw);
	if (!ok)
		snprintf(err, errlen, "out of memory");
	else if (o->resume)
		ok = count_resume_prepare(&sh, err, errlen);
	count_control_begin(&sh.ctl, count_now());
	if (ok) {
		run_workers(&sh);
		collect(&sh, r);
		ok = !atomic_load(&sh.failed);
		snprintf(err, errlen, "%s", sh.err);
		if (ok && o->checkpoint) /* the final state: finished or stopped */
			count_checkpoint_write(&sh, NULL, count_now());
		r->saves = count_control_cost(&sh.ctl, count_now());
		snprintf(r->checkpoint_error, sizeof r->checkpoint_error, "%s", sh.ctl.error);
	}
	r->seconds = count_control_seconds(&sh.ctl, count_now());
	shared_destroy(&sh);
	count_plan_free(&pl);
	return ok;
}
