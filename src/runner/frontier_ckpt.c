/* SPDX-License-Identifier: MIT */
/* The frontier count's checkpoint body: the whole state of a count
 * between two rounds, so that it can go on from there.  The state is the
 * square being processed, the source classes not yet expanded and the
 * classes already made for the next square (both as (key, count) records:
 * the DP is linear, so a record may repeat and its counts add up).  In
 * the container (ktour/checkpoint.h: its first line, its checksum line,
 * the atomic and locked write), the body is:
 *
 *   board 8x8                          the count's options ...
 *   leaper 1,2
 *   tours closed                       or open
 *   start all                          or row,col (1-based)
 *   part 0/0                           --job part/parts (0/0: all)
 *   square 37                          squares done
 *   wide 0                             1: records carry 128-bit counts
 *   seconds 12.5  class-steps ...  peak-classes ...  peak-square ...
 *   peak-memory ...  level-classes n0 n1 ...  column-seconds s0 s1 ...
 *   src N                              source records
 *   dst M                              records made for the next square
 *   data                               then (N + M) records of 16 bytes
 *                                      (24 when wide), little-endian
 *
 * The reader trusts nothing: lines, numbers and the size are checked,
 * every key must be a canonical class of its square, the options must be
 * the count's, and the checksum must match. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checkpoint_impl.h"
#include "frontier_run.h"

#define BLOCK 8192

/* ---- writing ------------------------------------------------------------------------------ */

typedef struct wctx {
	fr_run *r;
	ckpt_out *o;
	unsigned char *buf;
	fr_rec *recs;
	char *err;
	size_t errlen;
} wctx;

static bool put(wctx *c, const void *data, size_t n)
{
	return ckpt_put(c->o, data, n);
}

#define putf(c, ...) ckpt_putf((c)->o, __VA_ARGS__)

static bool put_options(wctx *c)
{
	checkpoint_config k;
	fr_checkpoint_config(c->r->o, &k);
	bool ok = putf(c, "board %dx%d\n", k.spec.rows, k.spec.cols) &&
		  putf(c, "leaper %d,%d\n", k.spec.lea, k.spec.leb) &&
		  putf(c, "tours %s\n", k.closed ? "closed" : "open");
	if (ok && k.every_start)
		ok = putf(c, "start all\n");
	else if (ok)
		ok = putf(c, "start %d,%d\n", (int)(k.start / k.spec.cols) + 1,
			  (int)(k.start % k.spec.cols) + 1);
	return ok && putf(c, "part %d/%d\n", k.part, k.parts);
}

static bool put_header(wctx *c, uint64_t nsrc, uint64_t ndst)
{
	fr_run *r = c->r;
	double secs = r->seconds_before + r->elapsed;
	uint64_t steps = r->class_steps_before, pk = atomic_load(&r->mem.peak);
	for (int t = 0; t < r->nthreads; t++)
		steps += r->w[t].class_steps;
	bool ok = put_options(c) && putf(c, "square %" PRId32 "\n", r->v) &&
		  putf(c, "wide %d\n", r->wide ? 1 : 0) && putf(c, "seconds %.6f\n", secs) &&
		  putf(c, "class-steps %" PRIu64 "\n", steps) &&
		  putf(c, "peak-classes %" PRIu64 "\n", r->peak_classes) &&
		  putf(c, "peak-square %" PRId32 "\n", r->peak_square) &&
		  putf(c, "peak-memory %" PRIu64 "\n", pk > r->peak_mem_before ? pk : r->peak_mem_before) &&
		  putf(c, "level-classes");
	for (int32_t v = 0; ok && v < r->v; v++)
		ok = putf(c, " %" PRIu64, r->level_n[v]);
	ok = ok && putf(c, "\ncolumn-seconds");
	for (int k = 0; ok && k < r->plan.w; k++)
		ok = putf(c, " %.6f", r->column_seconds[k]);
	return ok && putf(c, "\nsrc %" PRIu64 "\ndst %" PRIu64 "\ndata\n", nsrc, ndst);
}

/* Records whose key is a class's hash, written with the class's key. */
static bool put_recs(wctx *c, const fr_rec *rec, size_t n)
{
	size_t rs = fr_recsize(c->r->wide);
	for (size_t i = 0; i < n; i++) {
		uint64_t w[3] = {fr_unhash(rec[i].key), (uint64_t)rec[i].cnt,
				 (uint64_t)(rec[i].cnt >> 64)};
		memcpy(c->buf + i * rs, w, rs);
	}
	return put(c, c->buf, n * rs);
}

static bool put_dense(wctx *c, const fr_dense *d, size_t from, size_t to)
{
	for (size_t i = from; i < to; i += BLOCK) {
		size_t k = to - i < BLOCK ? to - i : BLOCK;
		for (size_t j = 0; j < k; j++) {
			c->recs[j].key = fr_dense_key(d, i + j);
			c->recs[j].cnt = fr_dense_cnt(d, i + j);
		}
		if (!put_recs(c, c->recs, k))
			return false;
	}
	return true;
}

static bool put_seg(wctx *c, const fr_seg *s, uint64_t from, uint64_t to)
{
	for (uint64_t i = from; i < to; i += BLOCK) {
		size_t k = to - i < BLOCK ? (size_t)(to - i) : BLOCK;
		if (!fr_seg_read(c->r, s, i, k, c->recs, c->err, c->errlen))
			return errno = EIO, false;
		if (!put_recs(c, c->recs, k))
			return false;
	}
	return true;
}

/* Staged records of `words` words: (h, count) or (h, low, high). */
static bool put_staged(wctx *c, const uint64_t *s, size_t n, int words)
{
	for (size_t i = 0; i < n; i += BLOCK) {
		size_t k = n - i < BLOCK ? n - i : BLOCK;
		for (size_t j = 0; j < k; j++) {
			const uint64_t *x = s + (i + j) * (size_t)words;
			c->recs[j].key = x[0];
			c->recs[j].cnt = words == 3 ? (fr_u128)x[2] << 64 | x[1] : x[1];
		}
		if (!put_recs(c, c->recs, k))
			return false;
	}
	return true;
}

static bool put_part(wctx *c, const fr_part *p, uint64_t from, uint64_t to)
{
	if (p->d.n)
		return put_dense(c, &p->d, (size_t)from, (size_t)to);
	return put_seg(c, &p->seg, from, to);
}

/* What a worker made so far: its finished parts, and the partitions of
 * its task (arrays, runs, staged records); n counts them without
 * writing. */
static bool put_worker(wctx *c, const fr_worker *w, uint64_t *n)
{
	const fr_out *o = &w->out;
	for (size_t i = 0; i < w->made.np; i++) {
		const fr_part *p = &w->made.p[i];
		if (n)
			*n += fr_part_n(p);
		else if (!put_part(c, p, 0, fr_part_n(p)))
			return false;
	}
	for (size_t q = 0; q < (o->nslots << o->hb); q++) {
		const fr_partition *pt = &o->pt[q];
		if (n) {
			*n += pt->arr.n + o->stage[q].n + o->wc_n[q];
			for (size_t k = 0; k < pt->nruns; k++)
				*n += pt->runs[k].n;
			continue;
		}
		if (!put_dense(c, &pt->arr, 0, pt->arr.n))
			return false;
		for (size_t k = 0; k < pt->nruns; k++)
			if (!put_seg(c, &pt->runs[k], 0, pt->runs[k].n))
				return false;
		if (!put_staged(c, o->stage[q].r, o->stage[q].n, c->r->words) ||
		    !put_staged(c, o->wc[q], o->wc_n[q], c->r->words))
			return false;
	}
	return true;
}

/* Source records [lo, hi) (positions in the level). */
static bool put_src_range(wctx *c, uint64_t lo, uint64_t hi, uint64_t *n)
{
	fr_run *r = c->r;
	if (n) {
		*n += hi - lo;
		return true;
	}
	for (size_t i = 0; i < r->src.np && lo < hi; i++) {
		uint64_t a = r->src_pos[i], b = r->src_pos[i + 1];
		if (b <= lo)
			continue;
		uint64_t to = hi < b ? hi : b;
		if (!put_part(c, &r->src.p[i], lo - a, to - a))
			return false;
		lo = to;
	}
	return true;
}

/* The source records no task has expanded yet: the tasks not done, from
 * where their workers are. */
static bool put_src(wctx *c, uint64_t *n)
{
	fr_run *r = c->r;
	if (!r->tasks) { /* between two squares: the whole level */
		for (size_t i = 0; i < r->src.np; i++) {
			const fr_part *p = &r->src.p[i];
			if (n)
				*n += fr_part_n(p);
			else if (!put_part(c, p, 0, fr_part_n(p)))
				return false;
		}
		return true;
	}
	for (size_t t = 0; t < r->ntasks; t++) {
		const fr_task *k = &r->tasks[t];
		if (k->done)
			continue;
		uint64_t lo = k->lo;
		for (int i = 0; i < r->nthreads; i++)
			if (r->w[i].task == (long)t)
				lo = r->w[i].pos;
		if (!put_src_range(c, lo, k->hi, n))
			return false;
	}
	return true;
}

static bool write_state(ckpt_out *o, const void *ctx)
{
	wctx *c = (wctx *)ctx;
	fr_run *r = c->r;
	c->o = o;
	uint64_t nsrc = 0, ndst = 0;
	bool ok = put_src(c, &nsrc);
	for (int i = 0; ok && i < r->nthreads; i++)
		ok = put_worker(c, &r->w[i], &ndst);
	ok = ok && put_header(c, nsrc, ndst) && put_src(c, NULL);
	for (int i = 0; ok && i < r->nthreads; i++)
		ok = put_worker(c, &r->w[i], NULL);
	return ok;
}

bool fr_ckpt_write(fr_run *r, const char *path, char *err, size_t errlen)
{
	wctx c;
	memset(&c, 0, sizeof c);
	c.r = r;
	c.err = err;
	c.errlen = errlen;
	c.buf = malloc(BLOCK * 24);
	c.recs = malloc(BLOCK * sizeof *c.recs);
	bool ok = c.buf && c.recs;
	if (!ok)
		snprintf(err, errlen, "checkpoint %s: out of memory", path);
	else
		ok = ckpt_write(path, COUNT_FRONTIER, write_state, &c, r->o->checkpoint_lock, err,
				errlen);
	free(c.buf);
	free(c.recs);
	return ok;
}

/* ---- reading ------------------------------------------------------------------------------ */

static bool num_u64(ckpt_in *c, const char *key, uint64_t max, uint64_t *out)
{
	char *v, *end;
	if (!ckpt_in_line(c, key, &v))
		return false;
	errno = 0;
	unsigned long long x = strtoull(v, &end, 10);
	if (end == v || *end || errno || x > max || *v == '-')
		return ckpt_in_bad(c, "a number out of range");
	*out = x;
	return true;
}

static bool num_double(ckpt_in *c, const char *key, double *out)
{
	char *v, *end;
	if (!ckpt_in_line(c, key, &v))
		return false;
	errno = 0;
	*out = strtod(v, &end);
	if (end == v || *end || errno || !(*out >= 0 && *out < 1e12))
		return ckpt_in_bad(c, "a number of seconds out of range");
	return true;
}

/* "START" of 'start all' or 'start ROW,COL' (1-based) into k. */
static bool read_start(ckpt_in *c, const char *v, checkpoint_config *k)
{
	int a, b;
	char tail;
	k->every_start = strcmp(v, "all") == 0;
	k->start = KSQ_NONE;
	if (k->every_start)
		return true;
	if (sscanf(v, "%d,%d%c", &a, &b, &tail) != 2 || a < 1 || b < 1 || a > k->spec.rows ||
	    b > k->spec.cols || k->closed)
		return ckpt_in_bad(c, "expected 'start all' or 'start ROW,COL' on the board");
	k->start = (ksq)(a - 1) * k->spec.cols + (b - 1);
	return true;
}

bool frontier_ckpt_read_config(ckpt_in *c, checkpoint_config *k)
{
	char *v;
	int a, b;
	char tail;
	memset(k, 0, sizeof *k);
	if (!ckpt_in_line(c, "board", &v))
		return false;
	if (sscanf(v, "%dx%d%c", &a, &b, &tail) != 2)
		return ckpt_in_bad(c, "expected 'board RxC'");
	k->spec.rows = a;
	k->spec.cols = b;
	if (!ckpt_in_line(c, "leaper", &v))
		return false;
	if (sscanf(v, "%d,%d%c", &a, &b, &tail) != 2)
		return ckpt_in_bad(c, "expected 'leaper A,B'");
	k->spec.lea = a;
	k->spec.leb = b;
	k->spec.torus = false;
	if (!ckpt_in_line(c, "tours", &v))
		return false;
	if (strcmp(v, "open") && strcmp(v, "closed"))
		return ckpt_in_bad(c, "expected 'tours open' or 'tours closed'");
	k->closed = strcmp(v, "closed") == 0;
	if (!ckpt_in_line(c, "start", &v) || !read_start(c, v, k) || !ckpt_in_line(c, "part", &v))
		return false;
	if (sscanf(v, "%d/%d%c", &a, &b, &tail) != 2 || b < 0 || (b > 0 && (a < 1 || a > b)) ||
	    (b == 0 && a != 0))
		return ckpt_in_bad(c, "expected 'part K/N'");
	k->part = a;
	k->parts = b;
	char err[200];
	if (!board_spec_valid(&k->spec, err, sizeof err) ||
	    !frontier_supports(&k->spec, k->closed, err, sizeof err))
		return ckpt_in_bad(c, err);
	return true;
}

/* ---- loading ---------------------------------------------------------------------------- */

static bool read_block(ckpt_in *c, unsigned char *buf, size_t n, size_t rs, fr_rec *recs)
{
	if (!ckpt_in_read(c, buf, n * rs))
		return false;
	fr_unpack(buf, n, rs == 24, recs);
	return true;
}

static bool check_keys(ckpt_in *c, const fr_plan *p, int slots, const fr_rec *recs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!fr_key_valid(p, slots, recs[i].key))
			return ckpt_in_bad(c, "a record that is no class of its square (a damaged file)");
	return true;
}

/* Records as a part of mixed patterns of level l (a worker's file
 * *slot when memory is short). */
static bool load_part(fr_run *r, ckpt_in *c, const fr_rec *recs, size_t k, fr_level *l,
		      fr_file **slot)
{
	fr_dense d;
	memset(&d, 0, sizeof d);
	if (!fr_dense_room(&r->mem, &d, k, true, r->wide)) {
		fr_dense_free(&r->mem, &d);
		snprintf(c->err, c->errlen, "out of memory loading checkpoint %s", c->path);
		return false;
	}
	for (size_t j = 0; j < k; j++)
		fr_dense_set(&d, j, fr_hash(recs[j].key), recs[j].cnt);
	d.n = k;
	fr_dense_compact(&r->mem, &d);
	fr_worker *w = &r->w[0];
	if (!fr_level_add(w, l, &d, FR_PAT_ANY, slot)) {
		fr_dense_free(&r->mem, &d);
		snprintf(c->err, c->errlen, "loading checkpoint %s: %s", c->path,
			 w->failed ? w->err : "out of memory");
		return false;
	}
	return true;
}

/* n records of the classes of `slots` window squares into level l. */
static bool load_recs(fr_run *r, ckpt_in *c, uint64_t n, int slots, size_t rs,
		      unsigned char *buf, fr_rec *recs, fr_level *l, fr_file **slot)
{
	for (uint64_t i = 0; i < n; i += BLOCK) {
		size_t k = n - i < BLOCK ? (size_t)(n - i) : BLOCK;
		if (!read_block(c, buf, k, rs, recs) || !check_keys(c, &r->plan, slots, recs, k) ||
		    !load_part(r, c, recs, k, l, slot))
			return false;
	}
	return true;
}

/* The source records and those made for the next square (the first
 * worker's, as if it had made them). */
static bool load_classes(fr_run *r, ckpt_in *c, uint64_t nsrc, uint64_t ndst, size_t rs,
			 unsigned char *buf, fr_rec *recs)
{
	bool in = r->v < r->plan.nsq;
	if (ndst > 0 && !in)
		return ckpt_in_bad(c, "classes for a square after the last");
	fr_worker *w = &r->w[0];
	return load_recs(r, c, nsrc, in ? r->plan.steps[r->v].nin : 0, rs, buf, recs, &r->src,
			 &w->src_file) &&
	       load_recs(r, c, ndst, in ? r->plan.steps[r->v].nout : 0, rs, buf, recs, &w->made,
			 &w->part_file);
}

/* "N N N ..." (n numbers, one space between) after key. */
static bool list_u64(ckpt_in *c, const char *key, uint64_t *out, int64_t n)
{
	char *v, *end;
	if (!ckpt_in_line(c, key, &v))
		return false;
	for (int64_t i = 0; i < n; i++) {
		if (i > 0 && *v++ != ' ')
			return ckpt_in_bad(c, "expected one count of classes per square done");
		errno = 0;
		unsigned long long x = strtoull(v, &end, 10);
		if (end == v || errno || *v < '0' || *v > '9')
			return ckpt_in_bad(c, "expected one count of classes per square done");
		out[i] = x;
		v = end;
	}
	return *v == '\0' || ckpt_in_bad(c, "more counts of classes than squares done");
}

static bool list_double(ckpt_in *c, const char *key, double *out, int n)
{
	char *v, *end;
	if (!ckpt_in_line(c, key, &v))
		return false;
	for (int i = 0; i < n; i++) {
		if (i > 0 && *v++ != ' ')
			return ckpt_in_bad(c, "expected the seconds of every column");
		errno = 0;
		double x = strtod(v, &end);
		if (end == v || errno || *v < '0' || *v > '9' || !(x >= 0 && x < 1e12))
			return ckpt_in_bad(c, "expected the seconds of every column");
		out[i] = x;
		v = end;
	}
	return *v == '\0' || ckpt_in_bad(c, "more seconds than columns");
}

/* The checkpoint's options must be the count's (count_options_from_checkpoint
 * sets them). */
static bool same_options(fr_run *r, ckpt_in *c)
{
	checkpoint_config file, mine;
	char what[200];
	if (!frontier_ckpt_read_config(c, &file))
		return false;
	fr_checkpoint_config(r->o, &mine);
	if (checkpoint_config_diff(&file, &mine,
				   CKF_BOARD | CKF_LEAPER | CKF_TORUS | CKF_CLOSED | CKF_START | CKF_PART,
				   what, sizeof what))
		return true;
	snprintf(c->err, c->errlen, "checkpoint: it is for %s", what);
	return false;
}

static bool load_header(fr_run *r, ckpt_in *c, uint64_t *nsrc, uint64_t *ndst)
{
	uint64_t v, wide, x;
	if (!same_options(r, c))
		return false;
	if (!num_u64(c, "square", (uint64_t)r->plan.nsq, &v) || !num_u64(c, "wide", 1, &wide) ||
	    !num_double(c, "seconds", &r->seconds_before) ||
	    !num_u64(c, "class-steps", UINT64_MAX, &r->class_steps_before) ||
	    !num_u64(c, "peak-classes", UINT64_MAX, &r->peak_classes) ||
	    !num_u64(c, "peak-square", (uint64_t)r->plan.nsq, &x))
		return false;
	r->v = (int32_t)v;
	r->wide = wide != 0;
	r->peak_square = (int32_t)x;
	if (!num_u64(c, "peak-memory", UINT64_MAX, &r->peak_mem_before) ||
	    !list_u64(c, "level-classes", r->level_n, r->v) ||
	    !list_double(c, "column-seconds", r->column_seconds, r->plan.w) ||
	    !num_u64(c, "src", UINT64_MAX / 32, nsrc) || !num_u64(c, "dst", UINT64_MAX / 32, ndst))
		return false;
	char *d;
	return ckpt_in_line(c, "data", &d) && (*d == '\0' || ckpt_in_bad(c, "expected 'data'"));
}

bool fr_ckpt_load(fr_run *r, const char *path, char *err, size_t errlen)
{
	ckpt_in c;
	memset(&c, 0, sizeof c);
	uint64_t nsrc = 0, ndst = 0;
	unsigned char *buf = malloc(BLOCK * 24);
	fr_rec *recs = malloc(BLOCK * sizeof *recs);
	bool ok = buf && recs;
	if (!ok)
		snprintf(err, errlen, "out of memory loading checkpoint %s", path);
	ok = ok && ckpt_in_open(&c, path, COUNT_FRONTIER, err, errlen) &&
	     load_header(r, &c, &nsrc, &ndst);
	size_t rs = fr_recsize(r->wide);
	/* the size is known: refuse a cut or padded file before loading it */
	if (ok && c.size != ckpt_in_offset(&c) + (nsrc + ndst) * rs + CKPT_SUM_LINE_BYTES)
		ok = ckpt_in_bad(&c, "the file's size does not match its header (cut short or damaged)");
	ok = ok && load_classes(r, &c, nsrc, ndst, rs, buf, recs) && ckpt_in_end(&c);
	ckpt_in_close(&c);
	free(buf);
	free(recs);
	return ok;
}
