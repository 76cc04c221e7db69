/* Counting tours: plan the jobs (prefixes, symmetry orbits), then run them
 * on threads with the backtrack engine's fast mode.  See ktour/count.h. */
#include "ktour/count.h"

#include "backtrack_bits.h"
#include "backtrack_core.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Enough jobs to keep a few threads evenly busy, few enough that the
 * per-job set-up stays negligible. */
#define COUNT_MIN_JOBS 256
#define COUNT_MAX_PREFIX 12
/* Steps per engine_run() slice between checks of the stop flag. */
#define COUNT_SLICE (1u << 16)
#define COUNT_MAX_THREADS 256
/* Seconds before helper threads are started (see maybe_spawn). */
#define COUNT_SPAWN_DELAY 0.0005

count_options count_options_default(void)
{
	count_options o;
	memset(&o, 0, sizeof o);
	o.cfg = engine_config_default();
	o.cfg.prune = PRUNE_LOOKAHEAD;
	o.every_start = true;
	o.progress_interval = 0.25;
	return o;
}

int count_default_threads(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > COUNT_MAX_THREADS ? COUNT_MAX_THREADS : (int)n;
}

static double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- the plan: which prefixes to search, each with its weight ---------- */

typedef struct plan {
	board b;
	int syms[BOARD_NSYM], nsym; /* the symmetry group H used (0 = identity) */
	/* while enumerating from one start square s: */
	int stab[BOARD_NSYM], nstab; /* the elements of H fixing s */
	uint32_t start_orbit;        /* size of the orbit of s under H */
	int L;                       /* prefix length */
	ksq *pool;                   /* njobs * L squares */
	uint32_t *weight;            /* orbit size of each job's prefix */
	size_t njobs, cap;
	uint64_t multiplier;         /* torus translations */
	int nstarts;                 /* start squares searched */
} plan;

/* Prefixes are searched from the least square of each start orbit only; a
 * prefix from s is searched when no element of H fixing s maps it to a
 * lexicographically smaller one.  Its weight is the size of its orbit
 * under H: (orbit of s) x (distinct images under the stabilizer of s). */
static bool plan_canonical(const plan *pl, const ksq *p, uint32_t *orbit)
{
	ksq img[BOARD_NSYM][COUNT_MAX_PREFIX];
	size_t bytes = (size_t)pl->L * sizeof *p;
	int distinct = 0;
	for (int g = 0; g < pl->nstab; g++) {
		for (int i = 0; i < pl->L; i++)
			img[g][i] = board_symmetry_apply(&pl->b, pl->stab[g], p[i]);
		for (int i = 1; i < pl->L; i++)
			if (img[g][i] != p[i]) {
				if (img[g][i] < p[i])
					return false;
				break;
			}
		bool seen = false;
		for (int h = 0; h < g && !seen; h++)
			seen = memcmp(img[h], img[g], bytes) == 0;
		distinct += !seen;
	}
	*orbit = pl->start_orbit * (uint32_t)distinct;
	return true;
}

static bool plan_add(plan *pl, const ksq *p, bool count_only)
{
	uint32_t orbit = 1;
	if (!plan_canonical(pl, p, &orbit))
		return true;
	if (!count_only) {
		if (pl->njobs == pl->cap) {
			size_t cap = pl->cap ? 2 * pl->cap : 256;
			ksq *np = realloc(pl->pool, cap * (size_t)pl->L * sizeof *np);
			if (!np)
				return false;
			pl->pool = np;
			uint32_t *nw = realloc(pl->weight, cap * sizeof *nw);
			if (!nw)
				return false;
			pl->weight = nw;
			pl->cap = cap;
		}
		memcpy(pl->pool + pl->njobs * (size_t)pl->L, p, (size_t)pl->L * sizeof *p);
		pl->weight[pl->njobs] = orbit;
	}
	pl->njobs++;
	return true;
}

/* Every path of L distinct squares extending p[0..len-1]. */
static bool plan_extend(plan *pl, ksq *p, int len, bool count_only)
{
	if (len == pl->L)
		return plan_add(pl, p, count_only);
	ksq nb[8];
	board_neighbours(&pl->b, p[len - 1], nb);
	for (int k = 0; k < 8; k++) {
		if (nb[k] == KSQ_NONE)
			continue;
		bool used = false;
		for (int i = 0; i < len && !used; i++)
			used = p[i] == nb[k];
		if (used)
			continue;
		p[len] = nb[k];
		if (!plan_extend(pl, p, len + 1, count_only))
			return false;
	}
	return true;
}

/* Set up stab/start_orbit for s; false when s is not the least of its
 * orbit (its prefixes are counted through the least one). */
static bool plan_start(plan *pl, ksq s)
{
	ksq img[BOARD_NSYM];
	pl->nstab = 0;
	uint32_t distinct = 0;
	for (int g = 0; g < pl->nsym; g++) {
		img[g] = board_symmetry_apply(&pl->b, pl->syms[g], s);
		if (img[g] < s)
			return false;
		if (img[g] == s)
			pl->stab[pl->nstab++] = pl->syms[g];
		bool seen = false;
		for (int h = 0; h < g && !seen; h++)
			seen = img[h] == img[g];
		distinct += !seen;
	}
	pl->start_orbit = distinct;
	return true;
}

static bool plan_enumerate(plan *pl, const ksq *starts, int nstarts, bool count_only)
{
	ksq p[COUNT_MAX_PREFIX];
	pl->njobs = 0;
	pl->nstarts = 0;
	for (int i = 0; i < nstarts; i++) {
		if (!plan_start(pl, starts[i]))
			continue;
		pl->nstarts++;
		p[0] = starts[i];
		if (!plan_extend(pl, p, 1, count_only))
			return false;
	}
	return true;
}

/* A square of least degree, first in reading order: for closed counts. */
static ksq least_degree_square(const board *b)
{
	ksq best = 0;
	for (ksq s = 1; s < b->nsq; s++)
		if (board_degree(b, s) < board_degree(b, best))
			best = s;
	return best;
}

static bool plan_build(plan *pl, const count_options *o, count_result *r, char *err,
		       size_t errlen)
{
	const engine_config *c = &o->cfg;
	if (!board_init(&pl->b, &c->spec, err, errlen))
		return false;
	if (pl->b.nsq > BT_MAX_SQUARES) {
		snprintf(err, errlen,
			 "board %dx%d: more than %ld squares is far beyond what an exhaustive "
			 "count can cover",
			 pl->b.rows, pl->b.cols, BT_MAX_SQUARES);
		return false;
	}
	bool every = o->every_start && !c->closed;
	ksq start = c->start;
	if (c->closed && start == KSQ_NONE)
		start = least_degree_square(&pl->b);
	if (start == KSQ_NONE)
		start = 0;
	if (start < 0 || start >= pl->b.nsq) {
		snprintf(err, errlen, "start square %ld is off the %dx%d board", (long)start,
			 pl->b.rows, pl->b.cols);
		return false;
	}
	pl->multiplier = 1;
	pl->nsym = 1;
	pl->syms[0] = 0;
	ksq *starts = malloc((size_t)pl->b.nsq * sizeof *starts);
	if (!starts) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	int nstarts = 0;
	if (every && pl->b.torus && !o->no_symmetry) {
		starts[nstarts++] = 0; /* translations make every square alike */
		pl->multiplier = (uint64_t)pl->b.nsq;
	} else if (every) {
		for (ksq s = 0; s < pl->b.nsq; s++)
			starts[nstarts++] = s;
	} else {
		starts[nstarts++] = start;
	}
	if (!o->no_symmetry && !c->closed && !pl->b.torus)
		for (int g = 1; g < BOARD_NSYM; g++)
			if (board_symmetry_valid(&pl->b, g) &&
			    (every || board_symmetry_apply(&pl->b, g, start) == start))
				pl->syms[pl->nsym++] = g;
	/* The shortest prefix giving enough jobs (counted before stored). */
	int maxL = pl->b.nsq < COUNT_MAX_PREFIX ? (int)pl->b.nsq : COUNT_MAX_PREFIX;
	bool ok = true;
	for (pl->L = 1; pl->L < maxL; pl->L++)
		if (!(ok = plan_enumerate(pl, starts, nstarts, true)) ||
		    pl->njobs >= COUNT_MIN_JOBS)
			break;
	ok = ok && plan_enumerate(pl, starts, nstarts, false);
	free(starts);
	if (!ok) {
		snprintf(err, errlen, "out of memory for the job list");
		return false;
	}
	r->start = every ? KSQ_NONE : start;
	r->symmetries = pl->nsym;
	r->multiplier = pl->multiplier;
	r->prefix_len = pl->L;
	r->jobs = pl->njobs;
	r->starts = pl->nstarts;
	return true;
}

static void plan_free(plan *pl)
{
	board_free(&pl->b);
	free(pl->pool);
	free(pl->weight);
}

/* ---- the workers ------------------------------------------------------------ */

typedef struct worker worker;
typedef struct worker_arg worker_arg;

typedef struct shared {
	const count_options *o;
	const plan *pl;
	engine_config cfg;
	atomic_size_t next_job;
	atomic_size_t jobs_done;
	atomic_bool stop;
	atomic_bool failed;
	atomic_int running;
	pthread_mutex_t err_lock;
	char err[256];
	double t0, last_progress;
	worker *ws;
	worker_arg *args;
	int nw, started; /* threads wanted, threads running (incl. caller) */
} shared;

struct worker {
	shared *sh;
	pthread_t tid;
	int index;
	/* weighted tours and nodes so far, read by the progress report */
	_Atomic uint64_t tours, nodes;
	uint64_t solutions, retreats;
	engine *e;          /* reused from job to job (bt_restart) */
	bits_search *bits;  /* boards of up to 64 squares: the bitboard search */
};

struct worker_arg {
	worker *self;
};

/* Only the calling thread reads o->stop (the helpers run with signals
 * blocked, so a signal handler setting it runs on the calling thread too);
 * it passes the request on to the helpers through sh->stop. */
static bool stop_requested(shared *sh, const worker *w)
{
	if (atomic_load_explicit(&sh->stop, memory_order_relaxed))
		return true;
	if (w->index == 0 && sh->o->stop && *sh->o->stop) {
		atomic_store(&sh->stop, true);
		return true;
	}
	return false;
}

static void report_progress(shared *sh, bool force)
{
	const count_options *o = sh->o;
	if (!o->progress)
		return;
	double t = now_seconds();
	double iv = o->progress_interval > 0 ? o->progress_interval : 0.25;
	if (!force && t - sh->last_progress < iv)
		return;
	sh->last_progress = t;
	count_progress p = {.jobs_total = sh->pl->njobs, .seconds = t - sh->t0};
	p.jobs_done = atomic_load(&sh->jobs_done);
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
	if (sh->started >= sh->nw || now_seconds() - sh->t0 < COUNT_SPAWN_DELAY)
		return;
	sigset_t all, old;
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old); /* inherited by the helpers */
	for (int i = sh->started; i < sh->nw; i++) {
		atomic_fetch_add(&sh->running, 1);
		if (pthread_create(&sh->ws[i].tid, NULL, worker_main, &sh->args[i]) != 0) {
			atomic_fetch_sub(&sh->running, 1);
			sh->nw = i; /* run with fewer */
			break;
		}
		sh->started = i + 1;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

/* Worker 0 is the calling thread: it starts the helpers and reports. */
static void caller_duties(worker *w)
{
	if (w->index != 0)
		return;
	maybe_spawn(w->sh);
	report_progress(w->sh, false);
}

static void job_done(worker *w, size_t j, uint64_t solutions, uint64_t advances,
		     uint64_t retreats, bool complete)
{
	shared *sh = w->sh;
	uint64_t wt = sh->pl->weight[j];
	atomic_fetch_add_explicit(&w->tours, solutions * wt, memory_order_relaxed);
	atomic_fetch_add_explicit(&w->nodes, advances, memory_order_relaxed);
	w->solutions += solutions;
	w->retreats += retreats;
	if (complete)
		atomic_fetch_add(&sh->jobs_done, 1);
}

/* Called by the bitboard search every 2^16 advances. */
static bool bits_should_stop(void *ctx)
{
	worker *w = ctx;
	if (stop_requested(w->sh, w))
		return true;
	caller_duties(w);
	return false;
}

static void run_job_bits(worker *w, size_t j)
{
	shared *sh = w->sh;
	const plan *pl = sh->pl;
	if (!w->bits) {
		char err[256];
		w->bits = malloc(sizeof *w->bits);
		if (!w->bits || !bits_init(w->bits, &sh->cfg, err, sizeof err)) {
			fail(sh, w->bits ? err : "out of memory");
			return;
		}
	}
	bits_counts c = {0};
	bool complete = bits_count(w->bits, pl->pool + j * (size_t)pl->L, pl->L, &c,
				   bits_should_stop, w);
	job_done(w, j, c.solutions, c.advances, c.retreats, complete);
}

static void run_job_engine(worker *w, size_t j)
{
	shared *sh = w->sh;
	const plan *pl = sh->pl;
	const ksq *prefix = pl->pool + j * (size_t)pl->L;
	if (!w->e) {
		engine_config cfg = sh->cfg;
		cfg.prefix = prefix;
		cfg.prefix_len = pl->L;
		cfg.start = prefix[0];
		char err[256];
		w->e = engine_create(&cfg, err, sizeof err);
		if (!w->e) {
			fail(sh, err);
			return;
		}
	} else {
		bt_restart((bt *)w->e, prefix, pl->L);
	}
	engine_view v;
	while (engine_run(w->e, COUNT_SLICE, NULL, NULL) != EV_EXHAUSTED) {
		if (stop_requested(sh, w))
			break;
		caller_duties(w);
	}
	engine_view_get(w->e, &v);
	job_done(w, j, v.counters.solutions, v.counters.advances, v.counters.retreats,
		 v.state == ENGINE_EXHAUSTED);
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
		size_t j = atomic_fetch_add(&sh->next_job, 1);
		if (j >= sh->pl->njobs)
			break;
		run_job(w, j);
		caller_duties(w);
	}
	atomic_fetch_sub(&sh->running, 1);
	return NULL;
}

static void sleep_ms(int ms)
{
	struct timespec ts = {0, (long)ms * 1000000L};
	nanosleep(&ts, NULL);
}

static void run_workers(shared *sh)
{
	worker_main(&sh->args[0]);
	/* the helpers finish their last jobs; keep reporting meanwhile */
	while (sh->o->progress && atomic_load(&sh->running) > 0) {
		report_progress(sh, false);
		sleep_ms(1);
	}
	for (int i = 1; i < sh->started; i++)
		pthread_join(sh->ws[i].tid, NULL);
	report_progress(sh, true);
}

static void collect(shared *sh, count_result *r)
{
	for (int i = 0; i < sh->nw; i++) {
		engine_destroy(sh->ws[i].e);
		free(sh->ws[i].bits);
		r->tours += atomic_load(&sh->ws[i].tours);
		r->nodes += atomic_load(&sh->ws[i].nodes);
		r->solutions += sh->ws[i].solutions;
		r->retreats += sh->ws[i].retreats;
	}
	r->tours *= sh->pl->multiplier;
	r->threads = sh->started;
	r->partial = atomic_load(&sh->jobs_done) < sh->pl->njobs;
}

bool count_tours(const count_options *o, count_result *r, char *err, size_t errlen)
{
	memset(r, 0, sizeof *r);
	if (o->cfg.kind != ENGINE_BACKTRACK) {
		snprintf(err, errlen, "counting needs the exhaustive backtrack engine, not %s",
			 engine_kind_name(o->cfg.kind));
		return false;
	}
	double t0 = now_seconds();
	plan pl;
	memset(&pl, 0, sizeof pl);
	if (!plan_build(&pl, o, r, err, errlen)) {
		plan_free(&pl);
		return false;
	}
	int nw = o->threads > 0 ? o->threads : count_default_threads();
	if (nw > COUNT_MAX_THREADS)
		nw = COUNT_MAX_THREADS;
	if ((size_t)nw > pl.njobs)
		nw = pl.njobs > 0 ? (int)pl.njobs : 1;
	shared sh;
	memset(&sh, 0, sizeof sh);
	sh.o = o;
	sh.pl = &pl;
	sh.cfg = o->cfg;
	sh.cfg.all_starts = false;
	sh.t0 = t0;
	sh.last_progress = t0;
	sh.nw = nw;
	sh.started = 1;
	atomic_init(&sh.next_job, 0);
	atomic_init(&sh.jobs_done, 0);
	atomic_init(&sh.stop, false);
	atomic_init(&sh.failed, false);
	atomic_init(&sh.running, 1);
	pthread_mutex_init(&sh.err_lock, NULL);
	sh.ws = calloc((size_t)nw, sizeof *sh.ws);
	sh.args = calloc((size_t)nw, sizeof *sh.args);
	bool ok = sh.ws && sh.args;
	if (ok) {
		for (int i = 0; i < nw; i++) {
			sh.ws[i].sh = &sh;
			sh.ws[i].index = i;
			sh.args[i].self = &sh.ws[i];
		}
		run_workers(&sh);
		collect(&sh, r);
		ok = !atomic_load(&sh.failed);
		snprintf(err, errlen, "%s", sh.err);
	} else {
		snprintf(err, errlen, "out of memory");
	}
	r->seconds = now_seconds() - t0;
	pthread_mutex_destroy(&sh.err_lock);
	free(sh.ws);
	free(sh.args);
	plan_free(&pl);
	return ok;
}
