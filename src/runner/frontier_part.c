/* SPDX-License-Identifier: MIT */
/* The partitions of a square (frontier_run.h): results staged in cache-line
 * blocks, radix-sorted and merged into each partition's sorted array,
 * spilled as sorted runs past the memory limit, and merged into the parts
 * of the next level at the end of the square. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontier_run.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* Classes a partition aims at (4 MiB of array). */
#define PART_TARGET 262144
/* Results staged at most, all partitions together. */
#define STAGE_BUDGET (256u << 20)
/* The radix sort's digits: 3 of 11 bits below the partition's bits. */
#define RADIX 11
#define RADIX_N (1u << RADIX)

bool fr_parts_make(fr_run *r, uint64_t est, char *err, size_t errlen)
{
	/* about PART_TARGET classes, one for every thread at least, and
	 * small beside the memory limit (a partition is merged whole) */
	uint64_t most = r->limit / 32 / sizeof(fr_ent);
	int bits = 0;
	while (bits < FR_MAXPBITS && ((est >> bits) > PART_TARGET || (est >> bits) > most ||
				      (1 << bits) < r->nthreads))
		bits++;
	r->pbits = bits;
	r->parts_of = calloc((size_t)1 << bits, sizeof *r->parts_of);
	if (!r->parts_of) {
		snprintf(err, errlen, "out of memory for %d partitions", 1 << bits);
		return false;
	}
	/* A merge every half of a partition's expected size, or sixth, or
	 * twelfth as memory gets tighter: the staging costs about 18, 6 or 3
	 * bytes a class, the merges 4, 12 or 24 passes over each partition. */
	uint64_t div = est * 64 < r->limit ? 2 : est * 32 < r->limit ? 6 : 12;
	uint64_t per = (est >> bits) / div, budget = STAGE_BUDGET;
	if (budget > r->limit / 8)
		budget = r->limit / 8;
	if (per * ((uint64_t)1 << bits) * sizeof(fr_srec) > budget)
		per = budget / (((uint64_t)1 << bits) * sizeof(fr_srec));
	r->stage_flush = per < 1024 ? 1024 : (size_t)per;
	return true;
}

void fr_parts_free(fr_run *r)
{
	if (!r->parts_of)
		return;
	for (size_t p = 0; p < fr_nparts(r); p++) {
		fr_dense_free(&r->mem, &r->parts_of[p].arr);
		free(r->parts_of[p].runs);
	}
	free(r->parts_of);
	r->parts_of = NULL;
}

/* ---- staging ------------------------------------------------------------------------ */

/* Append a full block of FR_WC_RECS records to a stage. */
static bool stage_block(fr_worker *w, fr_stage *sg, const fr_srec *blk)
{
	if (sg->n + FR_WC_RECS > sg->cap) {
		/* a worker's share of a merge's worth, then half as much again */
		size_t first = w->run->stage_flush / (size_t)w->run->nthreads + 2 * FR_WC_RECS;
		size_t cap = sg->cap ? sg->cap + sg->cap / 2 : first;
		cap = (cap + FR_WC_RECS - 1) / FR_WC_RECS * FR_WC_RECS;
		fr_srec *nr = fr_alloc(&w->run->mem, cap * sizeof *nr);
		if (!nr)
			return fr_worker_fail(w, "out of memory for the classes of a round");
		if (sg->n)
			memcpy(nr, sg->r, sg->n * sizeof *nr);
		fr_free(&w->run->mem, sg->r, sg->bytes);
		sg->r = nr;
		sg->cap = cap;
		sg->bytes = cap * sizeof *nr;
	}
	fr_srec *dst = sg->r + sg->n;
#ifdef __SSE2__
	/* whole lines, written without being read in; blocks of 192 bytes
	 * keep the stage 16-byte aligned */
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

bool fr_stage_push(fr_worker *w, size_t p, uint64_t h, fr_u128 cnt)
{
	fr_srec *x = &w->wc[p][w->wc_n[p]];
	x->h = h;
	x->lo = (uint64_t)cnt;
	x->hi = (uint64_t)(cnt >> 64);
	if (++w->wc_n[p] < FR_WC_RECS)
		return true;
	w->wc_n[p] = 0;
	return stage_block(w, &w->stage[p], w->wc[p]);
}

static size_t staged(const fr_run *r, size_t p)
{
	size_t n = 0;
	for (int t = 0; t < r->nthreads; t++)
		n += r->w[t].stage[p].n + r->w[t].wc_n[p];
	return n;
}

/* ---- sorting and merging ------------------------------------------------------------ */

static bool room(fr_worker *w, size_t n)
{
	if (n <= w->sorted_cap)
		return true;
	fr_mem *m = &w->run->mem;
	size_t cap = n + n / 4;
	fr_free(m, w->sorted, w->sorted_cap * sizeof *w->sorted);
	fr_free(m, w->tmp, w->sorted_cap * sizeof *w->tmp);
	w->sorted = fr_alloc(m, cap * sizeof *w->sorted);
	w->tmp = fr_alloc(m, cap * sizeof *w->tmp);
	w->sorted_cap = cap;
	if (!w->sorted || !w->tmp) {
		w->sorted_cap = 0;
		return fr_worker_fail(w, "out of memory for sorting results");
	}
	return true;
}

/* Sort a[0..n) by h; returns where the result is (a or tmp).  Three
 * passes of 11 bits below the partition's bits, then an insertion sort
 * for the rare equal 33-bit prefixes. */
static fr_srec *radix_sort(fr_srec *a, fr_srec *tmp, size_t n, int pbits)
{
	int lo = 64 - pbits - 3 * RADIX;
	static _Thread_local size_t cnt[3][RADIX_N];
	memset(cnt, 0, sizeof cnt);
	for (size_t i = 0; i < n; i++) {
		uint64_t h = a[i].h >> lo;
		cnt[0][h & (RADIX_N - 1)]++;
		cnt[1][h >> RADIX & (RADIX_N - 1)]++;
		cnt[2][h >> (2 * RADIX) & (RADIX_N - 1)]++;
	}
	fr_srec *from = a, *to = tmp;
	for (int d = 0; d < 3; d++) {
		size_t at = 0;
		bool one = false;
		for (size_t b = 0; b < RADIX_N; b++) {
			size_t c = cnt[d][b];
			one |= c == n;
			cnt[d][b] = at;
			at += c;
		}
		if (one)
			continue; /* every record has the same digit */
		int sh = lo + d * RADIX;
		for (size_t i = 0; i < n; i++)
			to[cnt[d][from[i].h >> sh & (RADIX_N - 1)]++] = from[i];
		fr_srec *t = from;
		from = to;
		to = t;
	}
	for (size_t i = 1; i < n; i++) {
		fr_srec x = from[i];
		size_t j = i;
		while (j > 0 && from[j - 1].h > x.h) {
			from[j] = from[j - 1];
			j--;
		}
		from[j] = x;
	}
	return from;
}

/* Room in d for n classes (the high words too, when wide). */
static bool dense_room(fr_worker *w, fr_dense *d, size_t n, bool wide)
{
	fr_mem *m = &w->run->mem;
	fr_ent *e = fr_grow(m, d->e, &d->ebytes, n * sizeof(fr_ent));
	if (!e)
		return fr_worker_fail(w, "out of memory for a partition");
	d->e = e;
	if (wide) {
		bool had = d->hi != NULL;
		uint64_t *hi = fr_grow(m, d->hi, &d->hbytes, n * sizeof(uint64_t));
		if (!hi)
			return fr_worker_fail(w, "out of memory for a partition");
		if (!had) /* counts just turned wide: the old ones fit 64 bits */
			memset(hi, 0, d->n * sizeof *hi);
		d->hi = hi;
	}
	return true;
}

/* How many of e[0..i) have keys up to h (e sorted): galloping down from
 * i, then a binary search. */
static size_t gallop(const fr_ent *e, size_t i, uint64_t h)
{
	size_t hi = i, step = 1;
	while (hi > 0 && e[hi - 1].key > h) {
		size_t lo = hi > step ? hi - step : 0;
		if (e[lo].key <= h) {
			/* e[lo] <= h < e[hi - 1]: the answer is in (lo, hi - 1] */
			size_t a = lo + 1, b = hi - 1;
			while (a < b) {
				size_t m = a + (b - a) / 2;
				if (e[m].key > h)
					b = m;
				else
					a = m + 1;
			}
			return a;
		}
		hi = lo;
		step *= 2;
	}
	return hi;
}

/* Move n entries (and high words) from `from` up to `to` (to > from). */
static inline void move_up(fr_dense *a, size_t to, size_t from, size_t n)
{
	if (n <= 8) {
		for (size_t x = n; x-- > 0;)
			a->e[to + x] = a->e[from + x];
		if (a->hi)
			for (size_t x = n; x-- > 0;)
				a->hi[to + x] = a->hi[from + x];
		return;
	}
	memmove(a->e + to, a->e + from, n * sizeof *a->e);
	if (a->hi)
		memmove(a->hi + to, a->hi + from, n * sizeof *a->hi);
}

/* Merge s (sorted) into a (sorted, with room for a->n + ns), equal
 * classes summed: backwards from the end, moving the runs of a between
 * two results in blocks (so that nothing is read after it is
 * overwritten), then the merged tail down over the gap the sums left. */
static void merge(fr_dense *a, const fr_srec *s, size_t ns)
{
	size_t i = a->n, j = ns, k = a->n + ns, end = k;
	while (j > 0) {
		uint64_t h = s[j - 1].h;
		fr_u128 c = 0;
		while (j > 0 && s[j - 1].h == h) {
			j--;
			c += (fr_u128)s[j].hi << 64 | s[j].lo;
		}
		size_t p = gallop(a->e, i, h), m = i - p;
		if (m) {
			move_up(a, k - m, p, m);
			k -= m;
			i = p;
		}
		if (i > 0 && a->e[i - 1].key == h) {
			i--;
			c += fr_dense_cnt(a, i);
		}
		k--;
		a->e[k].key = h;
		a->e[k].cnt = (uint64_t)c;
		if (a->hi)
			a->hi[k] = (uint64_t)(c >> 64);
	}
	/* a[0..i) is in place; the rest starts at k */
	if (k > i) {
		memmove(a->e + i, a->e + k, (end - k) * sizeof *a->e);
		if (a->hi)
			memmove(a->hi + i, a->hi + k, (end - k) * sizeof *a->hi);
	}
	a->n = i + (end - k);
}

/* Merge what every worker staged for partition p into its array (w is
 * p's owner, or thread 0 alone). */
static bool flush(fr_worker *w, size_t p)
{
	fr_run *r = w->run;
	size_t total = staged(r, p);
	if (total == 0)
		return true;
	if (!room(w, total))
		return false;
	size_t k = 0;
	for (int t = 0; t < r->nthreads; t++) {
		fr_worker *x = &r->w[t];
		if (x->stage[p].n) /* (a stage never used has no array) */
			memcpy(w->sorted + k, x->stage[p].r, x->stage[p].n * sizeof *w->sorted);
		k += x->stage[p].n;
		memcpy(w->sorted + k, x->wc[p], x->wc_n[p] * sizeof *w->sorted);
		k += x->wc_n[p];
		x->stage[p].n = 0;
		x->wc_n[p] = 0;
	}
	fr_srec *s = radix_sort(w->sorted, w->tmp, total, r->pbits);
	fr_partition *pt = &r->parts_of[p];
	if (!dense_room(w, &pt->arr, pt->arr.n + total, r->wide))
		return false;
	merge(&pt->arr, s, total);
	return true;
}

/* Write p's array to the worker's file as a sorted run. */
static bool spill(fr_worker *w, size_t p)
{
	fr_run *r = w->run;
	fr_partition *pt = &r->parts_of[p];
	if (pt->arr.n == 0)
		return true;
	fr_file *f = fr_worker_file(w, &w->run_file);
	fr_seg s;
	if (!f || !fr_write_dense(w, f, &pt->arr, &s))
		return false;
	if (pt->nruns == pt->cap) {
		size_t cap = pt->cap ? 2 * pt->cap : 4;
		fr_seg *ns = realloc(pt->runs, cap * sizeof *ns);
		if (!ns)
			return fr_worker_fail(w, "out of memory for a run list");
		pt->runs = ns;
		pt->cap = cap;
	}
	pt->runs[pt->nruns++] = s;
	fr_dense_free(&r->mem, &pt->arr);
	return true;
}

static bool mine(const fr_worker *w, size_t p, bool every)
{
	return every || fr_owner(w->run, p) == w->id;
}

static bool add(fr_worker *w, bool all, bool every)
{
	fr_run *r = w->run;
	size_t np = fr_nparts(r);
	for (size_t p = 0; p < np; p++)
		if (mine(w, p, every) && (all || staged(r, p) >= r->stage_flush) && !flush(w, p))
			return false;
	if (atomic_load(&r->mem.used) <= r->limit)
		return true;
	/* past the limit: everything staged into the arrays, the arrays to
	 * disk */
	for (size_t p = 0; p < np; p++)
		if (mine(w, p, every) && (!flush(w, p) || !spill(w, p)))
			return false;
	return true;
}

bool fr_parts_add(fr_worker *w, bool all)
{
	return add(w, all, false);
}

bool fr_parts_load(fr_run *r, const fr_rec *rec, size_t n, char *err, size_t errlen)
{
	fr_worker *w = &r->w[0];
	bool ok = true;
	for (size_t i = 0; ok && i < n; i++) {
		uint64_t h = fr_hash(rec[i].key);
		size_t p = fr_part_of(r, h);
		ok = fr_stage_push(w, p, h, rec[i].cnt) &&
		     (staged(r, p) < r->stage_flush || flush(w, p));
	}
	ok = ok && add(w, false, true);
	if (!ok)
		snprintf(err, errlen, "%s", w->err);
	return ok;
}

/* ---- the end of the square ------------------------------------------------------------ */

/* A sorted source of (h, count): a run on disk, read a block at a time,
 * or an array in memory. */
typedef struct cursor {
	const fr_seg *seg;
	const fr_dense *d;
	fr_rec *buf;
	uint64_t at, n;   /* next record of the whole run, and its length */
	size_t fill, pos; /* records in buf, and the next one */
} cursor;

static bool cursor_next(fr_worker *w, cursor *c, uint64_t *h, fr_u128 *cnt)
{
	if (c->d) {
		if (c->at >= c->n)
			return false;
		*h = c->d->e[c->at].key;
		*cnt = fr_dense_cnt(c->d, (size_t)c->at);
		c->at++;
		return true;
	}
	if (c->pos == c->fill) {
		if (c->at >= c->n)
			return false;
		size_t k = c->n - c->at < FR_IO_RECS ? (size_t)(c->n - c->at) : FR_IO_RECS;
		if (!fr_read_seg_into(w, c->seg, c->at, k, c->buf))
			return false;
		c->at += k;
		c->fill = k;
		c->pos = 0;
	}
	*h = c->buf[c->pos].key;
	*cnt = c->buf[c->pos].cnt;
	c->pos++;
	return true;
}

/* Merge p's runs and array into one part: in memory when it fits, else
 * written to the worker's part file as it goes. */
static bool merge_runs(fr_worker *w, fr_partition *pt, fr_part *out)
{
	fr_run *r = w->run;
	size_t k = pt->nruns + 1;
	uint64_t total = pt->arr.n;
	for (size_t i = 0; i < pt->nruns; i++)
		total += pt->runs[i].n;
	cursor *c = calloc(k, sizeof *c);
	fr_rec *bufs = fr_alloc(&r->mem, pt->nruns * FR_IO_RECS * sizeof *bufs);
	if (!c || (pt->nruns && !bufs)) {
		free(c);
		fr_free(&r->mem, bufs, pt->nruns * FR_IO_RECS * sizeof *bufs);
		return fr_worker_fail(w, "out of memory merging spilled classes");
	}
	for (size_t i = 0; i < pt->nruns; i++) {
		c[i].seg = &pt->runs[i];
		c[i].n = pt->runs[i].n;
		c[i].buf = bufs + i * FR_IO_RECS;
	}
	c[k - 1].d = &pt->arr;
	c[k - 1].n = pt->arr.n;
	uint64_t *head = malloc(k * sizeof *head);
	fr_u128 *hc = malloc(k * sizeof *hc);
	bool *live = malloc(k * sizeof *live);
	/* the output's own buffer: w->io is where runs are read */
	unsigned char *ob = malloc(FR_IO_RECS * 24);
	bool in_mem = atomic_load(&r->mem.used) + total * sizeof(fr_ent) * 2 <= r->limit;
	fr_dense d;
	memset(&d, 0, sizeof d);
	fr_file *f = NULL;
	bool ok = head && hc && live && ob;
	if (!ok)
		fr_worker_fail(w, "out of memory merging spilled classes");
	if (ok && in_mem)
		ok = dense_room(w, &d, (size_t)total, r->wide);
	else if (ok)
		ok = (f = fr_worker_file(w, &w->part_file)) != NULL;
	if (ok && !in_mem) {
		out->seg.f = f;
		out->seg.off = f->size;
		out->seg.wide = r->wide;
	}
	for (size_t i = 0; ok && i < k; i++)
		live[i] = cursor_next(w, &c[i], &head[i], &hc[i]);
	size_t rs = fr_recsize(r->wide), nb = 0;
	char err[300];
	while (ok && !w->failed) {
		size_t best = k;
		for (size_t i = 0; i < k; i++)
			if (live[i] && (best == k || head[i] < head[best]))
				best = i;
		if (best == k)
			break;
		uint64_t h = head[best];
		fr_u128 cnt = 0;
		for (size_t i = 0; i < k; i++)
			while (live[i] && head[i] == h) {
				cnt += hc[i];
				live[i] = cursor_next(w, &c[i], &head[i], &hc[i]);
			}
		if (in_mem) {
			d.e[d.n].key = h;
			d.e[d.n].cnt = (uint64_t)cnt;
			if (d.hi)
				d.hi[d.n] = (uint64_t)(cnt >> 64);
			d.n++;
			continue;
		}
		uint64_t rec[3] = {h, (uint64_t)cnt, (uint64_t)(cnt >> 64)};
		memcpy(ob + nb * rs, rec, rs);
		out->seg.n++;
		if (++nb == FR_IO_RECS) {
			ok = fr_file_put(&r->mem, f, ob, nb * rs, err, sizeof err) ||
			     fr_worker_fail(w, err);
			nb = 0;
		}
	}
	if (ok && !in_mem && !w->failed)
		ok = (fr_file_put(&r->mem, f, ob, nb * rs, err, sizeof err) &&
		      fr_file_flush(f, err, sizeof err)) ||
		     fr_worker_fail(w, err);
	if (in_mem)
		out->d = d;
	free(c);
	free(head);
	free(hc);
	free(live);
	free(ob);
	fr_free(&r->mem, bufs, pt->nruns * FR_IO_RECS * sizeof *bufs);
	return ok && !w->failed;
}

static bool finish_part(fr_worker *w, size_t p)
{
	fr_run *r = w->run;
	fr_partition *pt = &r->parts_of[p];
	if (!flush(w, p))
		return false;
	fr_part out;
	memset(&out, 0, sizeof out);
	if (pt->nruns) {
		if (!merge_runs(w, pt, &out))
			return false;
		fr_dense_free(&r->mem, &pt->arr);
		free(pt->runs);
		pt->runs = NULL;
		pt->nruns = pt->cap = 0;
	} else {
		out.d = pt->arr;
		memset(&pt->arr, 0, sizeof pt->arr);
		/* give back the slack of the array */
		out.d.ebytes = fr_shrink(&r->mem, out.d.e, out.d.ebytes, out.d.n * sizeof(fr_ent));
		out.d.hbytes = fr_shrink(&r->mem, out.d.hi, out.d.hbytes, out.d.n * sizeof(uint64_t));
	}
	uint64_t n = out.d.n ? out.d.n : out.seg.n;
	if (n == 0) {
		fr_dense_free(&r->mem, &out.d);
		return true;
	}
	fr_u128 total = 0;
	if (out.d.n) {
		for (size_t i = 0; i < out.d.n; i++)
			total += fr_dense_cnt(&out.d, i);
	} else {
		for (uint64_t i = 0; i < out.seg.n; i += FR_IO_RECS) {
			size_t k = out.seg.n - i < FR_IO_RECS ? (size_t)(out.seg.n - i) : FR_IO_RECS;
			if (!fr_read_seg(w, &out.seg, i, k))
				return false;
			for (size_t j = 0; j < k; j++)
				total += w->recs[j].cnt;
		}
	}
	if (out.d.n && atomic_load(&r->mem.used) > r->limit) {
		fr_file *f = fr_worker_file(w, &w->part_file);
		bool ok = f && fr_write_dense(w, f, &out.d, &out.seg);
		fr_dense_free(&r->mem, &out.d);
		if (!ok)
			return false;
	}
	if (!fr_level_push(&w->made, &out)) {
		fr_dense_free(&r->mem, &out.d);
		return fr_worker_fail(w, "out of memory for a level");
	}
	w->made.n += n;
	w->made.total += total;
	return true;
}

bool fr_parts_finish(fr_worker *w)
{
	fr_run *r = w->run;
	for (size_t p = 0; p < fr_nparts(r); p++)
		if (fr_owner(r, p) == w->id && !finish_part(w, p))
			return false;
	return true;
}
