/* SPDX-License-Identifier: MIT */
/* The frontier counter's workers: rounds of expanding source classes and
 * merging the results into partitions, then the end of the square that
 * makes the next level (frontier_run.h). */
#include "frontier_run.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Source classes a worker expands per round. */
#define CHUNK 16384
#define IO_RECS FR_IO_RECS

bool fr_worker_fail(fr_worker *w, const char *msg)
{
	if (!w->failed) {
		w->failed = true;
		snprintf(w->err, sizeof w->err, "%s", msg);
	}
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

/* ---- phase 1: expand ------------------------------------------------------------------ */

static bool expand_one(fr_worker *w, const fr_step *st, uint64_t key, fr_u128 cnt, bool filter)
{
	fr_run *r = w->run;
	uint64_t out[FR_MAXOUT];
	int n = fr_expand(&r->plan, st, key, out);
	for (int k = 0; k < n; k++) {
		uint64_t h = fr_hash(out[k]);
		if (filter && h % (uint64_t)r->parts != (uint64_t)(r->part - 1))
			continue;
		if (!fr_stage_push(w, fr_part_of(r, h), h, cnt))
			return false;
	}
	return true;
}

static bool phase_expand_chunk(fr_worker *w);

static bool phase_expand(fr_worker *w)
{
	bool ok = phase_expand_chunk(w);
#ifdef __SSE2__
	_mm_sfence(); /* the streamed stores are seen by the partitions' owners */
#endif
	return ok;
}

static bool phase_expand_chunk(fr_worker *w)
{
	fr_run *r = w->run;
	fr_chunk c = r->chunk[w->id];
	if (c.n == 0)
		return true;
	const fr_part *p = &r->src.p[c.part];
	const fr_step *st = &r->plan.steps[r->v];
	bool filter = r->parts > 0 && r->v == r->split_square - 1;
	w->class_steps += c.n;
	if (p->d.n) {
		for (uint64_t i = c.off; i < c.off + c.n; i++)
			if (!expand_one(w, st, fr_unhash(p->d.e[i].key), fr_dense_cnt(&p->d, i), filter))
				return false;
		return true;
	}
	for (uint64_t i = 0; i < c.n; i += IO_RECS) {
		size_t k = c.n - i < IO_RECS ? (size_t)(c.n - i) : IO_RECS;
		if (!fr_read_seg(w, &p->seg, c.off + i, k))
			return false;
		for (size_t j = 0; j < k; j++)
			if (!expand_one(w, st, fr_unhash(w->recs[j].key), w->recs[j].cnt, filter))
				return false;
	}
	return true;
}

/* ---- the source ------------------------------------------------------------------------ */

bool fr_src_add(fr_run *r, fr_dense *d, char *err, size_t errlen)
{
	fr_worker *w = &r->w[0];
	fr_part p;
	memset(&p, 0, sizeof p);
	p.d = *d;
	memset(d, 0, sizeof *d);
	if (p.d.n == 0)
		return true;
	r->src.n += p.d.n;
	for (size_t i = 0; i < p.d.n; i++)
		r->src.total += fr_dense_cnt(&p.d, i);
	if (atomic_load(&r->mem.used) > r->limit) {
		fr_file *f = fr_worker_file(w, &w->src_file);
		bool ok = f && fr_write_dense(w, f, &p.d, &p.seg);
		fr_dense_free(&r->mem, &p.d);
		if (!ok) {
			snprintf(err, errlen, "%s", w->err);
			return false;
		}
	}
	if (!fr_level_push(&r->src, &p)) {
		fr_dense_free(&r->mem, &p.d);
		snprintf(err, errlen, "out of memory for a level");
		return false;
	}
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

/* ---- threads ------------------------------------------------------------------------------ */

static void worker_do(fr_worker *w, enum fr_cmd cmd)
{
	if (w->failed)
		return;
	if (cmd == FR_ROUND) {
		phase_expand(w);
		pthread_barrier_wait(&w->run->bar);
		if (!w->failed)
			fr_parts_add(w, false);
	} else if (cmd == FR_MERGE) {
		fr_parts_finish(w);
	}
}

static void *worker_main(void *arg)
{
	fr_worker *w = arg;
	fr_run *r = w->run;
	pthread_mutex_lock(&r->gate);
	while (!r->gate_open)
		pthread_cond_wait(&r->gate_cv, &r->gate);
	pthread_mutex_unlock(&r->gate);
	if (!r->barrier_made)
		return NULL;
	for (;;) {
		pthread_barrier_wait(&r->bar);
		enum fr_cmd cmd = r->cmd;
		if (cmd == FR_QUIT)
			break;
		if (cmd == FR_ROUND && w->failed)
			pthread_barrier_wait(&r->bar); /* keep step with phase 1's barrier */
		else
			worker_do(w, cmd);
		pthread_barrier_wait(&r->bar);
	}
	return NULL;
}

bool fr_workers_init(fr_run *r, char *err, size_t errlen)
{
	r->nthreads_made = r->nthreads;
	for (int t = 0; t < r->nthreads; t++) {
		fr_worker *w = &r->w[t];
		w->id = t;
		w->run = r;
		w->io = fr_alloc(&r->mem, IO_RECS * 24);
		w->wc = fr_alloc(&r->mem, FR_MAXPARTS * sizeof *w->wc);
		w->recs = fr_alloc(&r->mem, IO_RECS * sizeof(fr_rec));
		if (!w->io || !w->recs || !w->wc) {
			snprintf(err, errlen, "out of memory for the workers");
			return false;
		}
	}
	return true;
}

bool fr_run_threads_start(fr_run *r, char *err, size_t errlen)
{
	/* Threads wait at a gate until the barrier is made for as many as
	 * could be started: a failed pthread_create only means fewer. */
	pthread_mutex_init(&r->gate, NULL);
	pthread_cond_init(&r->gate_cv, NULL);
	r->gate_made = true;
	int started = 1;
	for (int t = 1; t < r->nthreads; t++) {
		if (pthread_create(&r->w[t].th, NULL, worker_main, &r->w[t]) != 0)
			break;
		r->w[t].started = true;
		started++;
	}
	r->nthreads = started;
	if (pthread_barrier_init(&r->bar, NULL, (unsigned)started) != 0) {
		snprintf(err, errlen, "cannot set up %d threads", started);
		r->cmd = FR_QUIT; /* the gate opens on a quit */
	} else {
		r->barrier_made = true;
	}
	pthread_mutex_lock(&r->gate);
	r->gate_open = true;
	pthread_cond_broadcast(&r->gate_cv);
	pthread_mutex_unlock(&r->gate);
	return r->barrier_made;
}

void fr_run_threads_stop(fr_run *r)
{
	if (!r->w)
		return;
	if (r->barrier_made && r->nthreads > 1) {
		r->cmd = FR_QUIT;
		pthread_barrier_wait(&r->bar);
	}
	for (int t = 1; t < r->nthreads; t++)
		if (r->w[t].started)
			pthread_join(r->w[t].th, NULL);
	if (r->barrier_made)
		pthread_barrier_destroy(&r->bar);
	if (r->gate_made) {
		pthread_mutex_destroy(&r->gate);
		pthread_cond_destroy(&r->gate_cv);
	}
	r->barrier_made = r->gate_made = false;
	for (int t = 0; t < r->nthreads_made; t++) {
		fr_worker *w = &r->w[t];
		for (int p = 0; p < FR_MAXPARTS; p++)
			fr_free(&r->mem, w->stage[p].r, w->stage[p].bytes);
		fr_free(&r->mem, w->sorted, w->sorted_cap * sizeof *w->sorted);
		fr_free(&r->mem, w->tmp, w->sorted_cap * sizeof *w->tmp);
		fr_free(&r->mem, w->io, IO_RECS * 24);
		fr_free(&r->mem, w->wc, FR_MAXPARTS * sizeof *w->wc);
		fr_free(&r->mem, w->recs, IO_RECS * sizeof(fr_rec));
		fr_level_free(r, &w->made);
		close_file(r, &w->src_file);
		close_file(r, &w->run_file);
		close_file(r, &w->part_file);
	}
	r->nthreads_made = 0;
}

/* ---- a square ---------------------------------------------------------------------------- */

/* Free the parts the cursor has passed; give every worker its chunk. */
static bool next_chunks(fr_run *r)
{
	bool any = false;
	for (int t = 0; t < r->nthreads; t++) {
		while (r->cur_part < r->src.np) {
			fr_part *p = &r->src.p[r->cur_part];
			uint64_t n = p->d.n ? p->d.n : p->seg.n;
			if (r->cur_off < n)
				break;
			r->cur_part++;
			r->cur_off = 0;
		}
		fr_chunk c = {r->cur_part, r->cur_off, 0};
		if (r->cur_part < r->src.np) {
			fr_part *p = &r->src.p[r->cur_part];
			uint64_t n = p->d.n ? p->d.n : p->seg.n;
			c.n = n - r->cur_off < CHUNK ? n - r->cur_off : CHUNK;
			r->cur_off += c.n;
			r->consumed += c.n;
			any = true;
		}
		r->chunk[t] = c;
	}
	return any;
}

static void free_consumed(fr_run *r)
{
	for (size_t i = 0; i < r->cur_part && i < r->src.np; i++)
		fr_dense_free(&r->mem, &r->src.p[i].d);
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

/* After the merge: the workers' parts are the new source level. */
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
	r->src = next;
	r->cur_part = 0;
	r->cur_off = 0;
	r->consumed = 0;
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
	for (;;) {
		if (!workers_ok(r, err, errlen))
			return false;
		free_consumed(r);
		bool stop = false;
		if (!fr_between_rounds(r, &stop, err, errlen))
			return false;
		if (stop) {
			*stopped = true;
			return true;
		}
		bool more = next_chunks(r);
		r->cmd = more ? FR_ROUND : FR_MERGE;
		if (r->nthreads > 1)
			pthread_barrier_wait(&r->bar);
		if (more) {
			phase_expand(&r->w[0]);
			if (r->nthreads > 1)
				pthread_barrier_wait(&r->bar);
			if (!r->w[0].failed)
				fr_parts_add(&r->w[0], false);
		} else {
			fr_parts_finish(&r->w[0]);
		}
		if (r->nthreads > 1)
			pthread_barrier_wait(&r->bar);
		if (!more)
			break;
	}
	if (!workers_ok(r, err, errlen))
		return false;
	fr_parts_free(r);
	return take_made(r, err, errlen);
}
