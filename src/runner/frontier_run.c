/* The frontier counter's workers: rounds of expanding source classes and
 * adding the results into buckets, then the merge that makes the next
 * level (frontier_run.h). */
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
/* Slots a bucket aims at. */
#define BUCKET_TARGET 131072
#define MAX_BBITS FR_MAXBITS
/* Results staged at most (all workers). */
#ifndef STAGE_BUDGET
#define STAGE_BUDGET (32u << 20)
#endif
/* How far ahead phase 2 prefetches table slots. */
#define PREFETCH 16

bool fr_between_rounds(fr_run *r, bool *stop, char *err, size_t errlen);

static bool fail(fr_worker *w, const char *msg)
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

/* ---- buckets ----------------------------------------------------------------------- */

bool fr_buckets_make(fr_run *r, uint64_t est, char *err, size_t errlen)
{
	/* Buckets of about BUCKET_TARGET classes, enough for every thread,
	 * and small beside the memory limit: a bucket is merged (and grows)
	 * as a whole. */
	uint64_t most = r->limit / 64 / 24;
	int bits = 0;
	while (bits < MAX_BBITS && ((est >> bits) > BUCKET_TARGET || (est >> bits) > most ||
				    (1 << bits) < r->nthreads))
		bits++;
	r->bbits = bits;
	/* tables made at the expected size (when that fits) are not rehashed
	 * as they grow */
	uint64_t per = est >> bits, want = est * 20;
	r->bucket_hint = atomic_load(&r->mem.used) + want < r->limit ? (size_t)per / 2 : 0;
	/* staging: a sixteenth of the memory at most, and enough a burst to
	 * give every table of a partition a run of adds */
	uint64_t budget = STAGE_BUDGET, small = est * sizeof(fr_ent) / 32;
	if (budget > r->limit / 64)
		budget = r->limit / 64;
	if (budget > small)
		budget = small;
	size_t nparts = ((size_t)1 << bits) >> (bits > FR_PART_BITS ? bits - FR_PART_BITS : 0);
	uint64_t per_part = budget / (nparts * sizeof(fr_srec));
	r->stage_flush = per_part < 512 ? 512 : per_part > 16384 ? 16384 : (size_t)per_part;
	r->b = calloc((size_t)1 << bits, sizeof *r->b);
	if (!r->b) {
		snprintf(err, errlen, "out of memory for %d buckets", 1 << bits);
		return false;
	}
	return true;
}

void fr_buckets_free(fr_run *r)
{
	if (!r->b)
		return;
	for (size_t i = 0; i < (size_t)1 << r->bbits; i++) {
		fr_table_free(&r->mem, &r->b[i].t);
		free(r->b[i].runs);
	}
	free(r->b);
	r->b = NULL;
}

static bool bucket_run(fr_bucket *b, const fr_seg *s)
{
	if (b->nruns == b->cap) {
		size_t cap = b->cap ? 2 * b->cap : 4;
		fr_seg *ns = realloc(b->runs, cap * sizeof *ns);
		if (!ns)
			return false;
		b->runs = ns;
		b->cap = cap;
	}
	b->runs[b->nruns++] = *s;
	return true;
}

/* ---- files ----------------------------------------------------------------------------- */

static fr_file *worker_file(fr_worker *w, fr_file **slot)
{
	if (*slot)
		return *slot;
	fr_file *f = malloc(sizeof *f);
	char err[300];
	if (!f)
		return fail(w, "out of memory for a spill file"), NULL;
	if (!fr_file_open(&w->run->mem, f, w->run->spill_dir, err, sizeof err)) {
		free(f);
		return fail(w, err), NULL;
	}
	*slot = f;
	return f;
}

/* Write d (records from 0) to f as one segment. */
static bool write_dense(fr_worker *w, fr_file *f, const fr_dense *d, fr_seg *seg)
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
			return fail(w, err);
	}
	if (!fr_file_flush(f, err, sizeof err))
		return fail(w, err);
	return true;
}

/* Read records [i, i+n) of seg into w->recs. */
static bool read_seg(fr_worker *w, const fr_seg *s, uint64_t i, size_t n)
{
	char err[300];
	size_t rs = fr_recsize(s->wide);
	if (!fr_file_get(s->f, s->off + i * rs, w->io, n * rs, err, sizeof err))
		return fail(w, err);
	fr_unpack(w->io, n, s->wide, w->recs);
	return true;
}

/* ---- phase 1: expand ------------------------------------------------------------------ */

/* Append a full block of FR_WC_RECS records to a stage. */
static bool stage_block(fr_worker *w, fr_stage *sg, const fr_srec *blk)
{
	if (sg->n + FR_WC_RECS > sg->cap) {
		size_t cap = sg->cap ? 2 * sg->cap : 1024;
		fr_srec *nr = fr_alloc(&w->run->mem, cap * sizeof *nr);
		if (!nr)
			return fail(w, "out of memory for the classes of a round");
		if (sg->n)
			memcpy(nr, sg->r, sg->n * sizeof *nr);
		fr_free(&w->run->mem, sg->r, sg->bytes);
		sg->r = nr;
		sg->cap = cap;
		sg->bytes = cap * sizeof *nr;
	}
	fr_srec *dst = sg->r + sg->n;
#ifdef __SSE2__
	/* blocks of 192 bytes keep the stage 16-byte aligned */
	const __m128i *from = (const __m128i *)(const void *)blk;
	__m128i *to = (__m128i *)(void *)dst;
	for (size_t i = 0; i < FR_WC_RECS * sizeof *blk / 16; i++)
		_mm_stream_si128(to + i, _mm_loadu_si128(from + i));
#else
	memcpy(dst, blk, FR_WC_RECS * sizeof *blk);
#endif
	sg->n += FR_WC_RECS;
	return true;
}

static inline bool stage_push(fr_worker *w, size_t p, uint64_t key, fr_u128 cnt)
{
	fr_srec *x = &w->wc[p][w->wc_n[p]];
	x->key = key;
	x->lo = (uint64_t)cnt;
	x->hi = (uint64_t)(cnt >> 64);
	if (++w->wc_n[p] < FR_WC_RECS)
		return true;
	w->wc_n[p] = 0;
	return stage_block(w, &w->stage[p], w->wc[p]);
}

static bool expand_one(fr_worker *w, const fr_step *st, uint64_t key, fr_u128 cnt, bool filter)
{
	fr_run *r = w->run;
	uint64_t out[FR_MAXOUT];
	int n = fr_expand(&r->plan, st, key, out);
	int shift = fr_part_shift(r);
	for (int k = 0; k < n; k++) {
		uint64_t h = fr_hash(out[k]);
		if (filter && h % (uint64_t)r->parts != (uint64_t)(r->part - 1))
			continue;
		if (!stage_push(w, fr_bucket_of(r, h) >> shift, out[k], cnt))
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
			if (!expand_one(w, st, p->d.e[i].key, fr_dense_cnt(&p->d, i), filter))
				return false;
		return true;
	}
	for (uint64_t i = 0; i < c.n; i += IO_RECS) {
		size_t k = c.n - i < IO_RECS ? (size_t)(c.n - i) : IO_RECS;
		if (!read_seg(w, &p->seg, c.off + i, k))
			return false;
		for (size_t j = 0; j < k; j++)
			if (!expand_one(w, st, w->recs[j].key, w->recs[j].cnt, filter))
				return false;
	}
	return true;
}

/* ---- phase 2: add ------------------------------------------------------------------------ */

/* Write the worker's buckets (all of them for the loader, w = thread 0
 * alone) to its file and free their tables. */
static bool spill_some(fr_worker *w, bool every)
{
	fr_run *r = w->run;
	fr_file *f = worker_file(w, &w->run_file);
	if (!f)
		return false;
	int shift = fr_part_shift(r);
	for (size_t b = 0; b < (size_t)1 << r->bbits; b++) {
		fr_bucket *bk = &r->b[b];
		if (bk->t.n == 0 || (!every && fr_owner(r, b >> shift) != w->id))
			continue;
		fr_dense d;
		fr_table_compact(&r->mem, &bk->t, &d);
		fr_seg s;
		bool ok = write_dense(w, f, &d, &s) && (bucket_run(bk, &s) ||
							 fail(w, "out of memory for a run list"));
		fr_dense_free(&r->mem, &d);
		if (!ok)
			return false;
	}
	return true;
}

static bool add_records(fr_worker *w, const fr_rec *rec, size_t n)
{
	fr_run *r = w->run;
	uint64_t hs[PREFETCH];
	for (size_t i = 0; i < n + PREFETCH; i++) {
		if (i >= PREFETCH) {
			size_t k = i - PREFETCH;
			uint64_t h = hs[k % PREFETCH];
			fr_bucket *bk = &r->b[fr_bucket_of(r, h)];
			if (!fr_table_add(&r->mem, &bk->t, rec[k].key, h, rec[k].cnt, r->wide,
					  r->bucket_hint, r->done))
				return fail(w, "out of memory for a class table");
		}
		if (i < n) {
			/* the slot of the class PREFETCH records on is fetched
			 * while the ones before it are added */
			uint64_t h2 = fr_hash(rec[i].key);
			const fr_table *t2 = &r->b[fr_bucket_of(r, h2)].t;
			hs[i % PREFETCH] = h2;
			if (t2->cap)
				__builtin_prefetch(&t2->e[fr_table_home(t2, h2)], 1);
		}
	}
	return true;
}

static bool sorted_room(fr_worker *w, size_t n)
{
	if (n <= w->sorted_cap)
		return true;
	fr_mem *m = &w->run->mem;
	size_t cap = n + n / 2;
	fr_free(m, w->sorted, w->sorted_cap * sizeof *w->sorted);
	fr_free(m, w->slot, w->sorted_cap * sizeof *w->slot);
	w->sorted = fr_alloc(m, cap * sizeof *w->sorted);
	w->slot = fr_alloc(m, cap * sizeof *w->slot);
	w->sorted_cap = cap;
	if (!w->sorted || !w->slot) {
		w->sorted_cap = 0;
		return fail(w, "out of memory for sorting results");
	}
	return true;
}

/* Add what every worker staged for partition p (owned by w), bucket by
 * bucket: a counting sort on the bucket, then the adds. */
static bool flush_part(fr_worker *w, size_t p)
{
	fr_run *r = w->run;
	size_t total = 0;
	for (int t = 0; t < r->nthreads; t++)
		total += r->w[t].stage[p].n + r->w[t].wc_n[p];
	if (total == 0)
		return true;
	if (!sorted_room(w, total))
		return false;
	int shift = fr_part_shift(r);
	size_t nb = (size_t)1 << shift, first = p << shift;
	size_t count[(size_t)1 << (FR_MAXBITS - FR_PART_BITS)];
	memset(count, 0, nb * sizeof *count);
	size_t k = 0;
	for (int t = 0; t < r->nthreads; t++) {
		const fr_stage *sg = &r->w[t].stage[p];
		for (size_t i = 0; i < sg->n; i++) {
			uint32_t b = (uint32_t)(fr_bucket_of(r, fr_hash(sg->r[i].key)) - first);
			w->slot[k++] = b;
			count[b]++;
		}
		for (size_t i = 0; i < r->w[t].wc_n[p]; i++) {
			uint32_t b = (uint32_t)(fr_bucket_of(r, fr_hash(r->w[t].wc[p][i].key)) - first);
			w->slot[k++] = b;
			count[b]++;
		}
	}
	size_t at = 0;
	for (size_t b = 0; b < nb; b++) {
		size_t c = count[b];
		count[b] = at;
		at += c;
	}
	k = 0;
	for (int t = 0; t < r->nthreads; t++) {
		fr_stage *sg = &r->w[t].stage[p];
		for (size_t i = 0; i < sg->n; i++)
			w->sorted[count[w->slot[k++]]++] = sg->r[i];
		for (size_t i = 0; i < r->w[t].wc_n[p]; i++)
			w->sorted[count[w->slot[k++]]++] = r->w[t].wc[p][i];
		sg->n = 0;
		r->w[t].wc_n[p] = 0;
	}
	uint64_t hs[PREFETCH];
	for (size_t i = 0; i < total + PREFETCH; i++) {
		if (i >= PREFETCH) {
			const fr_srec *x = &w->sorted[i - PREFETCH];
			uint64_t h = hs[(i - PREFETCH) % PREFETCH];
			fr_bucket *bk = &r->b[fr_bucket_of(r, h)];
			if (!fr_table_add(&r->mem, &bk->t, x->key, h, (fr_u128)x->hi << 64 | x->lo,
					  r->wide, r->bucket_hint, r->done))
				return fail(w, "out of memory for a class table");
		}
		if (i < total) {
			uint64_t h2 = fr_hash(w->sorted[i].key);
			const fr_table *t2 = &r->b[fr_bucket_of(r, h2)].t;
			hs[i % PREFETCH] = h2;
			if (t2->cap)
				__builtin_prefetch(&t2->e[fr_table_home(t2, h2)], 1);
		}
	}
	return true;
}

/* Add the partitions of w that have collected enough (all of them when
 * `all`), then spill if memory is past the limit. */
static bool phase_add_w(fr_worker *w, bool all)
{
	fr_run *r = w->run;
	size_t np = fr_nparts(r);
	for (size_t p = (size_t)w->id; p < np; p += (size_t)r->nthreads) {
		size_t total = 0;
		for (int t = 0; t < r->nthreads; t++)
			total += r->w[t].stage[p].n + r->w[t].wc_n[p];
		if ((all || total >= r->stage_flush) && !flush_part(w, p))
			return false;
	}
	if (atomic_load(&r->mem.used) > r->limit) {
		/* staged results first: they are not in the tables yet */
		for (size_t p = (size_t)w->id; !all && p < np; p += (size_t)r->nthreads)
			if (!flush_part(w, p))
				return false;
		return spill_some(w, false);
	}
	return true;
}

static bool phase_add(fr_worker *w)
{
	return phase_add_w(w, false);
}

bool fr_flush_all(fr_run *r, char *err, size_t errlen)
{
	fr_worker *w = &r->w[0];
	for (size_t p = 0; p < fr_nparts(r); p++)
		if (!flush_part(w, p)) {
			snprintf(err, errlen, "%s", w->err);
			return false;
		}
	return true;
}

bool fr_buckets_add(fr_run *r, const fr_rec *rec, size_t n, char *err, size_t errlen)
{
	fr_worker *w = &r->w[0];
	bool ok = add_records(w, rec, n) &&
		  (atomic_load(&r->mem.used) <= r->limit || spill_some(w, true));
	if (!ok)
		snprintf(err, errlen, "%s", w->err);
	return ok;
}

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
		fr_file *f = worker_file(w, &w->src_file);
		bool ok = f && write_dense(w, f, &p.d, &p.seg);
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

/* ---- merge -------------------------------------------------------------------------------- */

static bool merge_bucket(fr_worker *w, fr_bucket *bk)
{
	fr_run *r = w->run;
	for (size_t k = 0; k < bk->nruns; k++) {
		const fr_seg *s = &bk->runs[k];
		for (uint64_t i = 0; i < s->n; i += IO_RECS) {
			size_t m = s->n - i < IO_RECS ? (size_t)(s->n - i) : IO_RECS;
			if (!read_seg(w, s, i, m) || !add_records(w, w->recs, m))
				return false;
		}
	}
	free(bk->runs);
	bk->runs = NULL;
	bk->nruns = bk->cap = 0;
	fr_part p;
	memset(&p, 0, sizeof p);
	fr_table_compact(&r->mem, &bk->t, &p.d);
	if (p.d.n == 0)
		return true;
	uint64_t n = p.d.n;
	fr_u128 total = 0;
	for (size_t i = 0; i < p.d.n; i++)
		total += fr_dense_cnt(&p.d, i);
	if (atomic_load(&r->mem.used) > r->limit) {
		fr_file *f = worker_file(w, &w->part_file);
		bool ok = f && write_dense(w, f, &p.d, &p.seg);
		fr_dense_free(&r->mem, &p.d);
		if (!ok)
			return false;
	}
	if (!fr_level_push(&w->made, &p)) {
		fr_dense_free(&r->mem, &p.d);
		return fail(w, "out of memory for a level");
	}
	w->made.n += n;
	w->made.total += total;
	return true;
}

static bool phase_merge(fr_worker *w)
{
	fr_run *r = w->run;
	if (!phase_add_w(w, true))
		return false;
	int shift = fr_part_shift(r);
	for (size_t b = 0; b < (size_t)1 << r->bbits; b++)
		if (fr_owner(r, b >> shift) == w->id && !merge_bucket(w, &r->b[b]))
			return false;
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
			phase_add(w);
	} else if (cmd == FR_MERGE) {
		phase_merge(w);
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
		fr_free(&r->mem, w->slot, w->sorted_cap * sizeof *w->slot);
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
			r->done = r->src.n ? (double)r->consumed / (double)r->src.n : 1;
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
	r->done = 0;
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
		if (!more && getenv("KTOUR_FRONTIER_DEBUG")) {
			size_t cap = 0, n = 0, staged = 0;
			for (size_t b = 0; b < (size_t)1 << r->bbits; b++)
				cap += r->b[b].t.cap, n += r->b[b].t.n;
			for (int t = 0; t < r->nthreads; t++)
				for (int p = 0; p < FR_MAXPARTS; p++)
					staged += r->w[t].stage[p].cap;
			fprintf(stderr, "  before merge: %zu buckets, n %zu cap %zu (load %.2f), staged cap %zu, used %llu, hint %zu flush %zu\n",
				(size_t)1 << r->bbits, n, cap, (double)n / (double)(cap + 1), staged,
				(unsigned long long)atomic_load(&r->mem.used), r->bucket_hint, r->stage_flush);
		}
		if (r->nthreads > 1)
			pthread_barrier_wait(&r->bar);
		if (more) {
			phase_expand(&r->w[0]);
			if (r->nthreads > 1)
				pthread_barrier_wait(&r->bar);
			if (!r->w[0].failed)
				phase_add(&r->w[0]);
		} else {
			phase_merge(&r->w[0]);
		}
		if (r->nthreads > 1)
			pthread_barrier_wait(&r->bar);
		if (!more)
			break;
	}
	if (!workers_ok(r, err, errlen))
		return false;
	fr_buckets_free(r);
	return take_made(r, err, errlen);
}
