/* SPDX-License-Identifier: MIT */
/* The partitions of a task (frontier_run.h): results staged in cache-line
 * blocks, radix-sorted and merged into each partition's sorted array when
 * the worker's staging budget is spent, spilled as sorted runs past the
 * memory limit, and turned into parts of the next level at the end of the
 * task. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontier_run.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* The radix sort's digits: 3 of 11 bits below the partition's bits. */
#define RADIX 11
#define RADIX_N (1u << RADIX)
/* Records a partition's staging starts with. */
#define STAGE_FIRST 256

/* ---- the task's partitions ------------------------------------------------------------ */

static size_t nparts(const fr_out *o)
{
	return o->nslots << o->hb;
}

/* Room for `slots` slots of partitions (their arrays grow together). */
static bool slots_room(fr_worker *w, size_t slots)
{
	fr_out *o = &w->out;
	if (slots <= o->slotcap)
		return true;
	size_t cap = o->slotcap ? 2 * o->slotcap : 4, old = o->slotcap << o->hb, n = cap << o->hb;
	fr_partition *pt = realloc(o->pt, n * sizeof *pt);
	if (pt)
		o->pt = pt;
	fr_stage *sg = realloc(o->stage, n * sizeof *sg);
	if (sg)
		o->stage = sg;
	uint64_t(*wc)[3 * FR_WC_RECS] = realloc(o->wc, n * sizeof *wc);
	if (wc)
		o->wc = wc;
	uint8_t *wn = realloc(o->wc_n, n);
	if (wn)
		o->wc_n = wn;
	uint32_t *sp = realloc(o->slot_pat, cap * sizeof *sp);
	if (sp)
		o->slot_pat = sp;
	if (!pt || !sg || !wc || !wn || !sp)
		return fr_worker_fail(w, "out of memory for the partitions of a task");
	memset(o->pt + old, 0, (n - old) * sizeof *o->pt);
	memset(o->stage + old, 0, (n - old) * sizeof *o->stage);
	memset(o->wc_n + old, 0, n - old);
	o->slotcap = cap;
	return true;
}

bool fr_out_begin(fr_worker *w, int hb)
{
	fr_out *o = &w->out;
	fr_run *r = w->run;
	if (!o->slot_of) {
		o->slot_of = calloc(r->plan.npat + 1, sizeof *o->slot_of);
		if (!o->slot_of)
			return fr_worker_fail(w, "out of memory for the partitions of a task");
	}
	/* the arrays are laid out by slot << hb: a new hb needs them anew,
	 * and records of another size new stages */
	if (hb != o->hb || r->words != o->words) {
		fr_out_free(w);
		o->slot_of = calloc(r->plan.npat + 1, sizeof *o->slot_of);
		if (!o->slot_of)
			return fr_worker_fail(w, "out of memory for the partitions of a task");
		o->hb = hb;
		o->words = r->words;
	}
	o->nslots = 0;
	o->staged = 0;
	return true;
}

size_t fr_out_part(fr_worker *w, uint32_t pat, uint64_t h)
{
	fr_out *o = &w->out;
	size_t ix = pat == FR_PAT_ANY ? w->run->plan.npat : pat;
	int32_t s = o->slot_of[ix] - 1;
	if (s < 0) {
		if (!slots_room(w, o->nslots + 1))
			return SIZE_MAX;
		s = (int32_t)o->nslots++;
		o->slot_of[ix] = s + 1;
		o->slot_pat[s] = pat;
	}
	return ((size_t)s << o->hb) | (o->hb ? (size_t)(h >> (64 - o->hb)) : 0);
}

void fr_out_free(fr_worker *w)
{
	fr_out *o = &w->out;
	fr_mem *m = &w->run->mem;
	size_t n = o->slotcap << o->hb;
	for (size_t p = 0; p < n && o->pt; p++) {
		fr_dense_free(m, &o->pt[p].arr);
		free(o->pt[p].runs);
		fr_free(m, o->stage[p].r, o->stage[p].bytes);
	}
	free(o->pt);
	free(o->stage);
	free(o->wc);
	free(o->wc_n);
	free(o->slot_pat);
	free(o->slot_of);
	memset(o, 0, sizeof *o);
}

/* ---- staging ------------------------------------------------------------------------ */

/* Append a full block of FR_WC_RECS records to a stage. */
static bool stage_block(fr_worker *w, fr_stage *sg, const uint64_t *blk)
{
	size_t words = (size_t)w->run->words;
	if (sg->n + FR_WC_RECS > sg->cap) {
		size_t cap = sg->cap ? sg->cap + sg->cap / 2 : STAGE_FIRST;
		cap = (cap + FR_WC_RECS - 1) / FR_WC_RECS * FR_WC_RECS;
		uint64_t *nr = fr_alloc(&w->run->mem, cap * words * 8);
		if (!nr)
			return fr_worker_fail(w, "out of memory for the classes of a task");
		if (sg->n)
			memcpy(nr, sg->r, sg->n * words * 8);
		fr_free(&w->run->mem, sg->r, sg->bytes);
		w->out.stage_bytes += cap * words * 8 - sg->bytes;
		sg->r = nr;
		sg->cap = cap;
		sg->bytes = cap * words * 8;
	}
	uint64_t *dst = sg->r + sg->n * words;
#ifdef __SSE2__
	/* whole lines, written without being read in; blocks of 128 or
	 * 192 bytes keep the stage 16-byte aligned */
	const __m128i *from = (const __m128i *)(const void *)blk;
	__m128i *to = (__m128i *)(void *)dst;
	for (size_t i = 0; i < FR_WC_RECS * words / 2; i++)
		_mm_stream_si128(to + i, _mm_loadu_si128(from + i));
#else
	memcpy(dst, blk, FR_WC_RECS * words * 8);
#endif
	sg->n += FR_WC_RECS;
	return true;
}

bool fr_stage_push(fr_worker *w, size_t p, uint64_t h, fr_u128 cnt)
{
	fr_out *o = &w->out;
	int words = w->run->words;
	uint64_t *x = &o->wc[p][o->wc_n[p] * words];
	x[0] = h;
	x[1] = (uint64_t)cnt;
	if (words == 3)
		x[2] = (uint64_t)(cnt >> 64);
	o->staged++;
	if (++o->wc_n[p] < FR_WC_RECS)
		return true;
	o->wc_n[p] = 0;
	return stage_block(w, &o->stage[p], o->wc[p]);
}

/* ---- sorting and merging ------------------------------------------------------------ */

static inline void rec_copy(uint64_t *to, const uint64_t *from, int words)
{
	to[0] = from[0];
	to[1] = from[1];
	if (words == 3)
		to[2] = from[2];
}

/* Sort the records a[0..n) by h (their first word); returns where the
 * result is (a or tmp).  Passes of 11 bits below the partition's bits,
 * enough of them that few records share the bits sorted on (h is
 * uniform), then an insertion sort for those few. */
static inline uint64_t *radix_sort(uint64_t *a, uint64_t *tmp, size_t n, int hb, int words)
{
	int passes = n < (1u << 8) ? 1 : n < (1u << 19) ? 2 : 3;
	int lo = 64 - hb - passes * RADIX;
	static _Thread_local size_t cnt[3][RADIX_N];
	memset(cnt, 0, sizeof cnt);
	for (size_t i = 0; i < n; i++) {
		uint64_t h = a[i * words] >> lo;
		cnt[0][h & (RADIX_N - 1)]++;
		cnt[1][h >> RADIX & (RADIX_N - 1)]++;
		cnt[2][h >> (2 * RADIX) & (RADIX_N - 1)]++;
	}
	uint64_t *from = a, *to = tmp;
	for (int d = 0; d < passes; d++) {
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
		for (size_t i = 0; i < n; i++) {
			const uint64_t *x = from + i * words;
			rec_copy(to + words * cnt[d][x[0] >> sh & (RADIX_N - 1)]++, x, words);
		}
		uint64_t *t = from;
		from = to;
		to = t;
	}
	for (size_t i = 1; i < n; i++) {
		if (from[(i - 1) * words] <= from[i * words])
			continue;
		uint64_t x[3];
		rec_copy(x, from + i * words, words);
		size_t j = i;
		while (j > 0 && from[(j - 1) * words] > x[0]) {
			rec_copy(from + j * words, from + (j - 1) * words, words);
			j--;
		}
		rec_copy(from + j * words, x, words);
	}
	return from;
}

static uint64_t *radix_sort2(uint64_t *a, uint64_t *tmp, size_t n, int hb)
{
	return radix_sort(a, tmp, n, hb, 2);
}

static uint64_t *radix_sort3(uint64_t *a, uint64_t *tmp, size_t n, int hb)
{
	return radix_sort(a, tmp, n, hb, 3);
}

/* How many of h[0..i) are up to x (h sorted): galloping down from i,
 * then a binary search. */
static size_t gallop(const uint64_t *h, size_t i, uint64_t x)
{
	size_t hi = i, step = 1;
	while (hi > 0 && h[hi - 1] > x) {
		size_t lo = hi > step ? hi - step : 0;
		if (h[lo] <= x) {
			/* h[lo] <= x < h[hi - 1]: the answer is in (lo, hi - 1] */
			size_t a = lo + 1, b = hi - 1;
			while (a < b) {
				size_t m = a + (b - a) / 2;
				if (h[m] > x)
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

/* Move n classes of a from `from` down to `to` (to < from). */
static void move_up_down(fr_dense *a, size_t to, size_t from, size_t n)
{
	size_t cs = a->c64 ? 8 : 4;
	memmove(a->h + to, a->h + from, n * sizeof *a->h);
	memmove((char *)a->c + to * cs, (char *)a->c + from * cs, n * cs);
	if (a->hi)
		memmove(a->hi + to, a->hi + from, n * sizeof *a->hi);
}

/* Move n classes of a from `from` up to `to` (to > from). */
static void move_up(fr_dense *a, size_t to, size_t from, size_t n)
{
	size_t cs = a->c64 ? 8 : 4;
	memmove(a->h + to, a->h + from, n * sizeof *a->h);
	memmove((char *)a->c + to * cs, (char *)a->c + from * cs, n * cs);
	if (a->hi)
		memmove(a->hi + to, a->hi + from, n * sizeof *a->hi);
}

/* Merge s (ns sorted records, each class once: (h, count) or (h, low,
 * high)) into a (sorted, with room for a->n + ns), equal classes summed:
 * backwards from the end, moving the runs of a between two results in
 * blocks (so that nothing is read after it is overwritten), then the
 * merged tail down over the gap the sums left. */
static void merge(fr_dense *a, const uint64_t *s, size_t ns, int words)
{
	size_t i = a->n, j = ns, k = a->n + ns, end = k;
	while (j > 0) {
		j--;
		uint64_t h = s[j * words];
		fr_u128 c = s[j * words + 1];
		if (words == 3)
			c += (fr_u128)s[j * words + 2] << 64;
		size_t p = i > 0 && a->h[i - 1] > h ? gallop(a->h, i, h) : i, m = i - p;
		if (m) {
			move_up(a, k - m, p, m);
			k -= m;
			i = p;
		}
		if (i > 0 && a->h[i - 1] == h) {
			i--;
			c += fr_dense_cnt(a, i);
		}
		fr_dense_set(a, --k, h, c);
	}
	/* a[0..i) is in place; the rest starts at k */
	if (k > i)
		move_up_down(a, i, k, end - k);
	a->n = i + (end - k);
}

/* Sorted records a[0..n): each class once, its counts summed, in place;
 * returns how many are left, and their largest count (low words). */
static size_t dedupe(uint64_t *a, size_t n, int words, uint64_t *max)
{
	size_t o = 0;
	*max = 0;
	for (size_t i = 0; i < n; o++) {
		uint64_t h = a[i * words];
		fr_u128 c = 0;
		for (; i < n && a[i * words] == h; i++)
			c += words == 3 ? (fr_u128)a[i * words + 2] << 64 | a[i * words + 1]
					: a[i * words + 1];
		a[o * words] = h;
		a[o * words + 1] = (uint64_t)c;
		if (words == 3)
			a[o * words + 2] = (uint64_t)(c >> 64);
		if ((uint64_t)c > *max || c >> 64)
			*max = c >> 64 ? UINT64_MAX : (uint64_t)c;
	}
	return o;
}

/* Merge what partition p staged into its array. */
static bool flush(fr_worker *w, size_t p)
{
	fr_run *r = w->run;
	fr_out *o = &w->out;
	fr_stage *sg = &o->stage[p];
	size_t words = (size_t)r->words, pend = o->wc_n[p], n = sg->n + pend;
	if (n == 0)
		return true;
	if (sg->n + pend > sg->cap) {
		/* room for the pending block: a stage holds whole blocks */
		uint64_t blk[3 * FR_WC_RECS];
		memcpy(blk, o->wc[p], pend * words * 8);
		o->wc_n[p] = 0;
		memset(blk + pend * words, 0, (FR_WC_RECS - pend) * words * 8);
		if (!stage_block(w, sg, blk))
			return false;
		sg->n -= FR_WC_RECS - pend;
	} else {
		memcpy(sg->r + sg->n * words, o->wc[p], pend * words * 8);
		sg->n += pend;
		o->wc_n[p] = 0;
	}
	size_t need = n * words * 8;
	if (need > w->tmp_bytes) {
		fr_free(&r->mem, w->tmp, w->tmp_bytes);
		w->tmp_bytes = need + need / 4;
		w->tmp = fr_alloc(&r->mem, w->tmp_bytes);
		if (!w->tmp) {
			w->tmp_bytes = 0;
			return fr_worker_fail(w, "out of memory for sorting results");
		}
	}
	uint64_t *s = words == 2 ? radix_sort2(sg->r, w->tmp, n, o->hb)
				 : radix_sort3(sg->r, w->tmp, n, o->hb);
	uint64_t max;
	n = dedupe(s, n, (int)words, &max);
	fr_partition *pt = &o->pt[p];
	/* 64-bit counts once a sum could pass 32 bits */
	bool c64 = pt->arr.c64 || max > UINT32_MAX || pt->arr.cmax + max > UINT32_MAX;
	if (!fr_dense_room(&r->mem, &pt->arr, pt->arr.n + n, c64, r->wide))
		return fr_worker_fail(w, "out of memory for a partition");
	merge(&pt->arr, s, n, (int)words);
	sg->n = 0;
	return true;
}

/* Write p's array to the worker's file as a sorted run. */
static bool spill(fr_worker *w, size_t p)
{
	fr_run *r = w->run;
	fr_partition *pt = &w->out.pt[p];
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

bool fr_out_check(fr_worker *w)
{
	fr_run *r = w->run;
	fr_out *o = &w->out;
	if (o->staged * (uint64_t)r->words * 8 < r->stage_budget)
		return true;
	o->staged = 0;
	for (size_t p = 0; p < nparts(o); p++)
		if (!flush(w, p))
			return false;
	if (atomic_load(&r->mem.used) <= r->limit)
		return true;
	/* past the limit: the arrays to disk */
	for (size_t p = 0; p < nparts(o); p++)
		if (!spill(w, p))
			return false;
	return true;
}

/* ---- the end of the task ---------------------------------------------------------------- */

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
		*h = fr_dense_key(c->d, (size_t)c->at);
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

/* The merge of k sorted cursors, written to d (in memory) or to the
 * worker's part file as out->seg. */
typedef struct kmerge {
	cursor *c;
	uint64_t *head;
	fr_u128 *hc;
	bool *live;
	unsigned char *ob;  /* the output's own buffer: w->io is where runs are read */
	size_t k, nb;
} kmerge;

static bool kmerge_put(fr_worker *w, kmerge *km, fr_part *out, fr_dense *d, fr_file *f,
		       uint64_t h, fr_u128 cnt)
{
	fr_run *r = w->run;
	if (d) {
		fr_dense_set(d, d->n++, h, cnt);
		return true;
	}
	size_t rs = fr_recsize(r->wide);
	uint64_t rec[3] = {h, (uint64_t)cnt, (uint64_t)(cnt >> 64)};
	memcpy(km->ob + km->nb * rs, rec, rs);
	out->seg.n++;
	char err[300];
	if (++km->nb == FR_IO_RECS) {
		km->nb = 0;
		if (!fr_file_put(&r->mem, f, km->ob, FR_IO_RECS * rs, err, sizeof err))
			return fr_worker_fail(w, err);
	}
	return true;
}

static bool kmerge_run(fr_worker *w, kmerge *km, fr_part *out, fr_dense *d, fr_file *f)
{
	for (size_t i = 0; i < km->k; i++)
		km->live[i] = cursor_next(w, &km->c[i], &km->head[i], &km->hc[i]);
	while (!w->failed) {
		size_t best = km->k;
		for (size_t i = 0; i < km->k; i++)
			if (km->live[i] && (best == km->k || km->head[i] < km->head[best]))
				best = i;
		if (best == km->k)
			break;
		uint64_t h = km->head[best];
		fr_u128 cnt = 0;
		for (size_t i = 0; i < km->k; i++)
			while (km->live[i] && km->head[i] == h) {
				cnt += km->hc[i];
				km->live[i] = cursor_next(w, &km->c[i], &km->head[i], &km->hc[i]);
			}
		if (!kmerge_put(w, km, out, d, f, h, cnt))
			return false;
	}
	char err[300];
	if (!d && !w->failed &&
	    !(fr_file_put(&w->run->mem, f, km->ob, km->nb * fr_recsize(w->run->wide), err,
			  sizeof err) &&
	      fr_file_flush(f, err, sizeof err)))
		return fr_worker_fail(w, err);
	return !w->failed;
}

/* Merge p's runs and array into one part: in memory when it fits, else
 * written to the worker's part file as it goes. */
static bool merge_runs(fr_worker *w, fr_partition *pt, fr_part *out)
{
	fr_run *r = w->run;
	kmerge km = {0};
	km.k = pt->nruns + 1;
	uint64_t total = pt->arr.n;
	for (size_t i = 0; i < pt->nruns; i++)
		total += pt->runs[i].n;
	size_t bufbytes = pt->nruns * FR_IO_RECS * sizeof(fr_rec);
	fr_rec *bufs = fr_alloc(&r->mem, bufbytes);
	km.c = calloc(km.k, sizeof *km.c);
	km.head = malloc(km.k * sizeof *km.head);
	km.hc = malloc(km.k * sizeof *km.hc);
	km.live = malloc(km.k * sizeof *km.live);
	km.ob = malloc(FR_IO_RECS * 24);
	bool ok = km.c && km.head && km.hc && km.live && km.ob && (pt->nruns == 0 || bufs);
	if (!ok)
		fr_worker_fail(w, "out of memory merging spilled classes");
	for (size_t i = 0; ok && i < pt->nruns; i++) {
		km.c[i].seg = &pt->runs[i];
		km.c[i].n = pt->runs[i].n;
		km.c[i].buf = bufs + i * FR_IO_RECS;
	}
	if (ok) {
		km.c[km.k - 1].d = &pt->arr;
		km.c[km.k - 1].n = pt->arr.n;
	}
	bool in_mem = atomic_load(&r->mem.used) + total * 16 * 2 <= r->limit;
	fr_dense d;
	memset(&d, 0, sizeof d);
	fr_file *f = NULL;
	if (ok && in_mem) {
		ok = fr_dense_room(&r->mem, &d, (size_t)total, true, r->wide);
		if (!ok)
			fr_worker_fail(w, "out of memory merging spilled classes");
	} else if (ok)
		ok = (f = fr_worker_file(w, &w->part_file)) != NULL;
	if (ok && !in_mem) {
		out->seg.f = f;
		out->seg.off = f->size;
		out->seg.wide = r->wide;
	}
	ok = ok && kmerge_run(w, &km, out, in_mem ? &d : NULL, f);
	if (in_mem)
		out->d = d;
	free(km.c);
	free(km.head);
	free(km.hc);
	free(km.live);
	free(km.ob);
	fr_free(&r->mem, bufs, bufbytes);
	return ok;
}

/* The counts of a part summed. */
static bool part_total(fr_worker *w, const fr_part *p, fr_u128 *total)
{
	*total = 0;
	if (p->d.n) {
		for (size_t i = 0; i < p->d.n; i++)
			*total += fr_dense_cnt(&p->d, i);
		return true;
	}
	for (uint64_t i = 0; i < p->seg.n; i += FR_IO_RECS) {
		size_t k = p->seg.n - i < FR_IO_RECS ? (size_t)(p->seg.n - i) : FR_IO_RECS;
		if (!fr_read_seg(w, &p->seg, i, k))
			return false;
		for (size_t j = 0; j < k; j++)
			*total += w->recs[j].cnt;
	}
	return true;
}

static bool finish_part(fr_worker *w, size_t p)
{
	fr_run *r = w->run;
	fr_out *o = &w->out;
	fr_partition *pt = &o->pt[p];
	if (!flush(w, p))
		return false;
	fr_part out;
	memset(&out, 0, sizeof out);
	out.pattern = o->slot_pat[p >> o->hb];
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
	}
	if (out.d.n == 0 && out.seg.n == 0) {
		fr_dense_free(&r->mem, &out.d);
		return true;
	}
	if (out.d.n) /* 12 bytes a class when the counts fit 32 bits */
		fr_dense_compact(&r->mem, &out.d);
	fr_dense d = out.d;
	memset(&out.d, 0, sizeof out.d);
	if (d.n)
		return fr_level_add(w, &w->made, &d, out.pattern, &w->part_file);
	fr_u128 total;
	if (!part_total(w, &out, &total))
		return false;
	if (!fr_level_push(&w->made, &out))
		return fr_worker_fail(w, "out of memory for a level");
	w->made.n += out.seg.n;
	w->made.total += total;
	return true;
}

bool fr_out_finish(fr_worker *w)
{
	fr_out *o = &w->out;
	for (size_t p = 0; p < nparts(o); p++)
		if (!finish_part(w, p))
			return false;
	/* the stages serve the next task too, unless they grew large */
	if (o->stage_bytes > w->run->stage_budget / 4) {
		for (size_t p = 0; p < (o->slotcap << o->hb); p++) {
			fr_free(&w->run->mem, o->stage[p].r, o->stage[p].bytes);
			memset(&o->stage[p], 0, sizeof o->stage[p]);
		}
		o->stage_bytes = 0;
	}
	/* the slots of this task are free again */
	for (size_t s = 0; s < o->nslots; s++) {
		uint32_t pat = o->slot_pat[s];
		o->slot_of[pat == FR_PAT_ANY ? w->run->plan.npat : pat] = 0;
	}
	o->nslots = 0;
	o->staged = 0;
	return true;
}
