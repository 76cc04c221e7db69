/* SPDX-License-Identifier: MIT */
/* The frontier counter's workers: tasks of expanding source classes into
 * the task's partitions, the meeting of the threads (a new square, a
 * pause for a checkpoint, the end), and the end of the square that makes
 * the next level (frontier_run.h). */
#include "frontier_run.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Source classes a worker expands between two looks at the run control. */
#define CHUNK 4096
#define IO_RECS FR_IO_RECS

bool fr_worker_fail(fr_worker *w, const char *msg)
{
	if (!w->failed) {
		w->failed = true;
		snprintf(w->err, sizeof w->err, "%s", msg);
	}
	atomic_store(&w->run->failing, true);
	return false;
}

bool fr_level_push(fr_level *l, const fr_part *p)
{
	if (l->np == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 64;
		fr_part *np = realloc(l->p, cap * sizeof *np);
		if (!np)
			return false;
		l->p = np;
		l->cap = cap;
	}
	l->p[l->np++] = *p;
	return true;
}

void fr_level_free(fr_run *r, fr_level *l)
{
	for (size_t i = 0; i < l->np; i++)
		fr_dense_free(&r->mem, &l->p[i].d);
	free(l->p);
	memset(l, 0, sizeof *l);
}

bool fr_level_add(fr_worker *w, fr_level *l, fr_dense *d, uint32_t pattern, fr_file **slot)
{
	fr_run *r = w->run;
	fr_part p;
	memset(&p, 0, sizeof p);
	p.d = *d;
	p.pattern = pattern;
	memset(d, 0, sizeof *d);
	if (p.d.n == 0) {
		fr_dense_free(&r->mem, &p.d);
		return true;
	}
	fr_u128 total = 0;
	for (size_t i = 0; i < p.d.n; i++)
		total += fr_dense_cnt(&p.d, i);
	if (atomic_load(&r->mem.used) > r->limit) {
		fr_file *f = fr_worker_file(w, slot);
		bool ok = f && fr_write_dense(w, f, &p.d, &p.seg);
		fr_dense_free(&r->mem, &p.d);
		if (!ok)
			return false;
	}
	if (!fr_level_push(l, &p)) {
		fr_dense_free(&r->mem, &p.d);
		return fr_worker_fail(w, "out of memory for a level");
	}
	l->n += fr_part_n(&p);
	l->total += total;
	return true;
}

/* ---- files ----------------------------------------------------------------------------- */

fr_file *fr_worker_file(fr_worker *w, fr_file **slot)
{
	fr_file *f = *slot;
	if (f)
		return f;
	f = malloc(sizeof *f);
	char err[300];
	if (!f)
		return fr_worker_fail(w, "out of memory for a spill file"), NULL;
	if (!fr_file_open(&w->run->mem, f, w->run->spill_dir, err, sizeof err)) {
		free(f);
		return fr_worker_fail(w, err), NULL;
	}
	*slot = f;
	return f;
}

/* Write d (records from 0) to f as one segment. */
bool fr_write_dense(fr_worker *w, fr_file *f, const fr_dense *d, fr_seg *seg)
{
	fr_run *r = w->run;
	char err[300];
	seg->f = f;
	seg->off = f->size;
	seg->n = d->n;
	seg->wide = r->wide;
	for (size_t i = 0; i < d->n; i += IO_RECS) {
		size_t k = d->n - i < IO_RECS ? d->n - i : IO_RECS;
		size_t bytes = fr_pack(d, i, k, r->wide, w->io);
		if (!fr_file_put(&r->mem, f, w->io, bytes, err, sizeof err))
			return fr_worker_fail(w, err);
	}
	if (!fr_file_flush(f, err, sizeof err))
		return fr_worker_fail(w, err);
	return true;
}

/* Read records [i, i+n) of seg into w->recs. */
bool fr_read_seg(fr_worker *w, const fr_seg *s, uint64_t i, size_t n)
{
	return fr_read_seg_into(w, s, i, n, w->recs);
}

bool fr_read_seg_into(fr_worker *w, const fr_seg *s, uint64_t i, size_t n, fr_rec *out)
{
	char err[300];
	size_t rs = fr_recsize(s->wide);
	if (!fr_file_get(s->f, s->off + i * rs, w->io, n * rs, err, sizeof err))
		return fr_worker_fail(w, err);
	fr_unpack(w->io, n, s->wide, out);
	return true;
}

bool fr_seg_read(fr_run *r, const fr_seg *s, uint64_t i, size_t n, fr_rec *recs, char *err,
		 size_t errlen)
{
	size_t rs = fr_recsize(s->wide);
	unsigned char *buf = r->w[0].io;
	if (!fr_file_get(s->f, s->off + i * rs, buf, n * rs, err, errlen))
		return false;
	fr_unpack(buf, n, s->wide, recs);
	return true;
}

static void close_file(fr_run *r, fr_file **f)
{
	if (*f) {
		fr_file_close(&r->mem, *f);
		free(*f);
		*f = NULL;
	}
}

/* ---- expanding ------------------------------------------------------------------ */

static bool expand_one(fr_worker *w, const fr_step *st, uint64_t key, fr_u128 cnt, bool filter)
{
	fr_run *r = w->run;
	uint64_t out[FR_MAXOUT];
	uint32_t pat;
	int n = fr_expand(&r->plan, st, key, out, &pat);
	for (int k = 0; k < n; k++) {
		uint64_t h = fr_hash(out[k]);
		if (filter && h % (uint64_t)r->parts != (uint64_t)(r->part - 1))
			continue;
		size_t p = fr_out_part(w, pat, h);
		if (p == SIZE_MAX || !fr_stage_push(w, p, h, cnt))
			return false;
	}
	return true;
}

/* Expand records [off, off + n) of part p. */
static bool expand_range(fr_worker *w, const fr_part *p, uint64_t off, uint64_t n)
{
	fr_run *r = w->run;
	const fr_step *st = &r->plan.steps[r->v];
	bool filter = r->parts > 0 && r->v == r->split_square - 1;
	w->class_steps += n;
	if (p->d.n) {
		for (uint64_t i = off; i < off + n; i++)
			if (!expand_one(w, st, fr_unhash(fr_dense_key(&p->d, i)), fr_dense_cnt(&p->d, i),
					filter))
				return false;
		return fr_out_check(w);
	}
	for (uint64_t i = 0; i < n; i += IO_RECS) {
		size_t k = n - i < IO_RECS ? (size_t)(n - i) : IO_RECS;
		if (!fr_read_seg(w, &p->seg, off + i, k))
			return false;
		for (size_t j = 0; j < k; j++)
			if (!expand_one(w, st, fr_unhash(w->recs[j].key), w->recs[j].cnt, filter))
				return false;
	}
	return fr_out_check(w);
}

/* ---- the threads' meeting -------------------------------------------------------------- */

/* Another worker at the end of a chunk: wait out a pause.  False when
 * the square is to be abandoned (a stop, a failure). */
static bool worker_pause(fr_worker *w)
{
	fr_run *r = w->run;
	if (atomic_load(&r->pause)) {
		pthread_mutex_lock(&r->mu);
		r->parked++;
		pthread_cond_broadcast(&r->cv_main);
		while (atomic_load(&r->pause))
			pthread_cond_wait(&r->cv_work, &r->mu);
		r->parked--;
		pthread_mutex_unlock(&r->mu);
	}
	return !atomic_load(&r->abort) && !atomic_load(&r->failing);
}

void fr_abandon(fr_run *r)
{
	atomic_store(&r->abort, true);
}

void fr_pause(fr_run *r)
{
	if (r->nthreads < 2)
		return;
	pthread_mutex_lock(&r->mu);
	atomic_store(&r->pause, true);
	while (r->parked < r->nthreads - 1)
		pthread_cond_wait(&r->cv_main, &r->mu);
	pthread_mutex_unlock(&r->mu);
}

void fr_unpause(fr_run *r)
{
	if (r->nthreads < 2)
		return;
	pthread_mutex_lock(&r->mu);
	atomic_store(&r->pause, false);
	pthread_cond_broadcast(&r->cv_work);
	pthread_mutex_unlock(&r->mu);
}

/* Between two chunks: thread 0 keeps the run control, the others wait
 * out its pauses.  False to abandon the task: *stop for a stop. */
static bool between_chunks(fr_worker *w, bool *stop, char *err, size_t errlen)
{
	fr_run *r = w->run;
	if (w->id != 0)
		return worker_pause(w);
	if (atomic_load(&r->failing))
		return false;
	if (!fr_control(r, stop, err, errlen))
		return false;
	return !*stop;
}

/* Run task t: expand its records a chunk at a time, then turn its
 * partitions into parts. */
static bool run_task(fr_worker *w, size_t t, bool *stop, char *err, size_t errlen)
{
	fr_run *r = w->run;
	fr_task *k = &r->tasks[t];
	if (!fr_out_begin(w, k->hb))
		return false;
	w->pos = k->lo;
	w->task = (long)t;
	size_t part = k->part0, kept = k->part0; /* parts from `kept` on still read */
	while (w->pos < k->hi) {
		if (!between_chunks(w, stop, err, errlen))
			return false;
		while (r->src_pos[part + 1] <= w->pos)
			part++;
		for (; kept < part; kept++)
			fr_part_release(r, kept);
		uint64_t end = r->src_pos[part + 1] < k->hi ? r->src_pos[part + 1] : k->hi;
		uint64_t n = end - w->pos < CHUNK ? end - w->pos : CHUNK;
		if (!expand_range(w, &r->src.p[part], w->pos - r->src_pos[part], n))
			return false;
		w->pos += n;
		atomic_fetch_add(&r->consumed, n);
	}
	if (!fr_out_finish(w))
		return false;
	/* the task is done: under the lock, so that a paused thread 0 sees it */
	pthread_mutex_lock(&r->mu);
	k->done = true;
	w->task = -1;
	pthread_mutex_unlock(&r->mu);
	for (; kept <= k->part1; kept++)
		fr_part_release(r, kept);
	return true;
}

/* Take tasks until none is left (or the square is abandoned). */
static bool run_tasks(fr_worker *w, bool *stop, char *err, size_t errlen)
{
	fr_run *r = w->run;
	for (;;) {
		size_t t = atomic_fetch_add(&r->next_task, 1);
		if (t >= r->ntasks)
			return true;
		if (!run_task(w, t, stop, err, errlen))
			return false;
	}
}

static void *worker_main(void *arg)
{
	fr_worker *w = arg;
	fr_run *r = w->run;
	uint64_t seen = 0;
	bool stop = false;
	char err[8];
	/* parked: waiting for a square (thread 0 unparks every worker as
	 * it begins one) or at a pause */
	pthread_mutex_lock(&r->mu);
	for (;;) {
		r->parked++;
		r->idle++;
		pthread_cond_broadcast(&r->cv_main);
		while (!r->quit && r->epoch == seen)
			pthread_cond_wait(&r->cv_work, &r->mu);
		if (r->quit)
			break;
		seen = r->epoch;
		pthread_mutex_unlock(&r->mu);
		run_tasks(w, &stop, err, sizeof err);
		pthread_mutex_lock(&r->mu);
	}
	pthread_mutex_unlock(&r->mu);
	return NULL;
}

bool fr_workers_init(fr_run *r, char *err, size_t errlen)
{
	r->nthreads_made = r->nthreads;
	for (int t = 0; t < r->nthreads; t++) {
		fr_worker *w = &r->w[t];
		w->id = t;
		w->run = r;
		w->task = -1;
		w->io = fr_alloc(&r->mem, IO_RECS * 24);
		w->recs = fr_alloc(&r->mem, IO_RECS * sizeof(fr_rec));
		if (!w->io || !w->recs) {
			snprintf(err, errlen, "out of memory for the workers");
			return false;
		}
	}
	return true;
}

bool fr_run_threads_start(fr_run *r, char *err, size_t errlen)
{
	if (pthread_mutex_init(&r->mu, NULL) != 0) {
		snprintf(err, errlen, "cannot set up the threads");
		return false;
	}
	pthread_cond_init(&r->cv_main, NULL);
	pthread_cond_init(&r->cv_work, NULL);
	r->sync_made = true;
	/* a failed pthread_create only means fewer threads */
	int started = 1;
	for (int t = 1; t < r->nthreads; t++) {
		if (pthread_create(&r->w[t].th, NULL, worker_main, &r->w[t]) != 0)
			break;
		r->w[t].started = true;
		started++;
	}
	/* every worker parked, waiting for the first square */
	pthread_mutex_lock(&r->mu);
	r->nthreads = started;
	while (r->idle < r->nthreads - 1)
		pthread_cond_wait(&r->cv_main, &r->mu);
	pthread_mutex_unlock(&r->mu);
	return true;
}

void fr_run_threads_stop(fr_run *r)
{
	if (!r->w)
		return;
	if (r->sync_made) {
		pthread_mutex_lock(&r->mu);
		r->quit = true;
		atomic_store(&r->pause, false);
		pthread_cond_broadcast(&r->cv_work);
		pthread_mutex_unlock(&r->mu);
	}
	for (int t = 1; t < r->nthreads_made; t++)
		if (r->w[t].started)
			pthread_join(r->w[t].th, NULL);
	if (r->sync_made) {
		pthread_mutex_destroy(&r->mu);
		pthread_cond_destroy(&r->cv_main);
		pthread_cond_destroy(&r->cv_work);
	}
	r->sync_made = false;
	for (int t = 0; t < r->nthreads_made; t++) {
		fr_worker *w = &r->w[t];
		fr_out_free(w);
		fr_free(&r->mem, w->tmp, w->tmp_bytes);
		fr_free(&r->mem, w->io, IO_RECS * 24);
		fr_free(&r->mem, w->recs, IO_RECS * sizeof(fr_rec));
		fr_level_free(r, &w->made);
		close_file(r, &w->src_file);
		close_file(r, &w->run_file);
		close_file(r, &w->part_file);
	}
	r->nthreads_made = 0;
}

/* ---- a square ---------------------------------------------------------------------------- */

/* Thread 0, its tasks done: wait for the others to be idle (not merely
 * parked at a pause), keeping the run control (a stop has them abandon
 * their tasks).  False when the control failed. */
static bool wait_workers(fr_run *r, bool *stop, char *err, size_t errlen)
{
	bool ok = true;
	for (;;) {
		pthread_mutex_lock(&r->mu);
		if (r->idle < r->nthreads - 1) {
			struct timespec ts;
			clock_gettime(CLOCK_REALTIME, &ts);
			ts.tv_nsec += 50 * 1000000;
			if (ts.tv_nsec >= 1000000000) {
				ts.tv_sec++;
				ts.tv_nsec -= 1000000000;
			}
			pthread_cond_timedwait(&r->cv_main, &r->mu, &ts);
		}
		bool all = r->idle == r->nthreads - 1;
		pthread_mutex_unlock(&r->mu);
		if (all)
			return ok;
		if (!ok || *stop || atomic_load(&r->abort) || atomic_load(&r->failing))
			continue; /* they are abandoning their tasks */
		if (!fr_control(r, stop, err, errlen)) {
			ok = false;
			fr_abandon(r);
		}
	}
}

static bool workers_ok(fr_run *r, char *err, size_t errlen)
{
	for (int t = 0; t < r->nthreads; t++)
		if (r->w[t].failed) {
			snprintf(err, errlen, "%s", r->w[t].err);
			return false;
		}
	return true;
}

/* After the square: the workers' parts are the new source level. */
static bool take_made(fr_run *r, char *err, size_t errlen)
{
	fr_level next;
	memset(&next, 0, sizeof next);
	for (int t = 0; t < r->nthreads; t++) {
		fr_level *m = &r->w[t].made;
		for (size_t i = 0; i < m->np; i++)
			if (!fr_level_push(&next, &m->p[i])) {
				snprintf(err, errlen, "out of memory for a level");
				fr_level_free(r, &next);
				return false;
			}
		next.n += m->n;
		next.total += m->total;
		free(m->p);
		memset(m, 0, sizeof *m);
	}
	fr_level_free(r, &r->src);
	fr_tasks_free(r);
	r->src = next;
	atomic_store(&r->consumed, 0);
	for (int t = 0; t < r->nthreads; t++) {
		fr_worker *w = &r->w[t];
		close_file(r, &w->src_file);
		close_file(r, &w->run_file);
		w->src_file = w->part_file;
		w->part_file = NULL;
	}
	return true;
}

bool fr_run_square(fr_run *r, bool *stopped, char *err, size_t errlen)
{
	*stopped = false;
	bool stop = false;
	if (!fr_control(r, &stop, err, errlen))
		return false;
	if (stop) {
		*stopped = true;
		return true;
	}
	if (!fr_tasks_make(r, err, errlen))
		return false;
	if (r->nthreads > 1) {
		/* all are parked (the last square waited for them): unpark
		 * them here, so that none counts as waiting before it woke */
		pthread_mutex_lock(&r->mu);
		r->epoch++;
		r->parked = r->idle = 0;
		pthread_cond_broadcast(&r->cv_work);
		pthread_mutex_unlock(&r->mu);
	}
	bool ok = run_tasks(&r->w[0], &stop, err, errlen);
	if (!ok && !stop && !r->w[0].failed && !atomic_load(&r->failing)) {
		/* the run control failed (err says why) */
		fr_abandon(r);
		wait_workers(r, &stop, err, errlen);
		return false;
	}
	if (!ok)
		fr_abandon(r);
	if (!wait_workers(r, &stop, err, errlen))
		return false;
	if (!workers_ok(r, err, errlen))
		return false;
	if (stop) {
		*stopped = true;
		return true;
	}
	return take_made(r, err, errlen);
}
