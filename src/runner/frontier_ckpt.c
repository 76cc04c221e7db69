/* Frontier checkpoints: the whole state of a count between two rounds, so
 * that it can go on from there.  The state is the square being processed,
 * the source classes not yet expanded and the classes already made for the
 * next square (both as (key, count) records: the DP is linear, so a record
 * may repeat and its counts add up).  The file:
 *
 *   ktour-frontier 1                  magic and format version
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
 *   checksum 0123456789abcdef          of every byte before this line
 *
 * It is written with the project's atomic writer (file_io.h), so a reader
 * never sees half a file.  The reader trusts nothing: lines, numbers and
 * the size are checked, every key must be a canonical class of its square,
 * and the checksum must match. */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "frontier_run.h"
#include "ktour/checkpoint.h"
#include "ktour/file_io.h"

#define MAGIC FRONTIER_CHECKPOINT_MAGIC
#define VERSION 1
#define BLOCK 8192

/* ---- checksum ------------------------------------------------------------------------- */

typedef struct sum {
	uint64_t h;
	unsigned char tail[8];
	int ntail;
} sum;

static inline uint64_t sum_word(uint64_t h, uint64_t w)
{
	h = (h ^ w) * 0x100000001b3ull;
	return h ^ (h >> 29);
}

static void sum_add(sum *s, const void *data, size_t n)
{
	const unsigned char *p = data;
	while (n > 0 && s->ntail > 0 && s->ntail < 8) {
		s->tail[s->ntail++] = *p++;
		n--;
		if (s->ntail == 8) {
			uint64_t w;
			memcpy(&w, s->tail, 8);
			s->h = sum_word(s->h, w);
			s->ntail = 0;
		}
	}
	for (; n >= 8; p += 8, n -= 8) {
		uint64_t w;
		memcpy(&w, p, 8);
		s->h = sum_word(s->h, w);
	}
	for (; n > 0; n--)
		s->tail[s->ntail++] = *p++;
}

static uint64_t sum_end(const sum *s)
{
	uint64_t w = 0;
	memcpy(&w, s->tail, (size_t)s->ntail);
	return sum_word(sum_word(s->h, w), (uint64_t)s->ntail);
}

/* ---- writing ------------------------------------------------------------------------------ */

typedef struct wctx {
	fr_run *r;
	FILE *f;
	sum s;
	unsigned char *buf;
	fr_rec *recs;
	char *err;
	size_t errlen;
} wctx;

static bool put(wctx *c, const void *data, size_t n)
{
	sum_add(&c->s, data, n);
	return fwrite(data, 1, n, c->f) == n;
}

static bool putf(wctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool putf(wctx *c, const char *fmt, ...)
{
	char line[256];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	return n > 0 && (size_t)n < sizeof line && put(c, line, (size_t)n);
}

static bool put_header(wctx *c, uint64_t nsrc, uint64_t ndst)
{
	fr_run *r = c->r;
	const frontier_options *o = r->o;
	bool ok = putf(c, "%s %d\n", MAGIC, VERSION) &&
		  putf(c, "board %dx%d\n", o->spec.rows, o->spec.cols) &&
		  putf(c, "leaper %d,%d\n", o->spec.lea, o->spec.leb) &&
		  putf(c, "tours %s\n", o->closed ? "closed" : "open");
	if (ok && o->every_start)
		ok = putf(c, "start all\n");
	else if (ok)
		ok = putf(c, "start %d,%d\n", o->start_row + 1, o->start_col + 1);
	double secs = r->seconds_before + r->elapsed;
	uint64_t steps = r->class_steps_before, pk = atomic_load(&r->mem.peak);
	for (int t = 0; t < r->nthreads; t++)
		steps += r->w[t].class_steps;
	ok = ok && putf(c, "part %d/%d\n", r->part, r->parts) &&
	     putf(c, "square %" PRId32 "\n", r->v) && putf(c, "wide %d\n", r->wide ? 1 : 0) &&
	     putf(c, "seconds %.6f\n", secs) && putf(c, "class-steps %" PRIu64 "\n", steps) &&
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

static bool put_dense(wctx *c, const fr_dense *d, size_t from)
{
	for (size_t i = from; i < d->n; i += BLOCK) {
		size_t k = d->n - i < BLOCK ? d->n - i : BLOCK;
		for (size_t j = 0; j < k; j++) {
			c->recs[j].key = d->e[i + j].key;
			c->recs[j].cnt = fr_dense_cnt(d, i + j);
		}
		if (!put_recs(c, c->recs, k))
			return false;
	}
	return true;
}

static bool put_seg(wctx *c, const fr_seg *s, uint64_t from)
{
	for (uint64_t i = from; i < s->n; i += BLOCK) {
		size_t k = s->n - i < BLOCK ? (size_t)(s->n - i) : BLOCK;
		if (!fr_seg_read(c->r, s, i, k, c->recs, c->err, c->errlen))
			return errno = EIO, false;
		if (!put_recs(c, c->recs, k))
			return false;
	}
	return true;
}

static bool put_srecs(wctx *c, const fr_srec *s, size_t n)
{
	for (size_t i = 0; i < n; i += BLOCK) {
		size_t k = n - i < BLOCK ? n - i : BLOCK;
		for (size_t j = 0; j < k; j++) {
			c->recs[j].key = s[i + j].h;
			c->recs[j].cnt = (fr_u128)s[i + j].hi << 64 | s[i + j].lo;
		}
		if (!put_recs(c, c->recs, k))
			return false;
	}
	return true;
}

/* Classes made for the next square so far: the partitions' arrays and
 * runs, and what is staged for them; n counts them without writing. */
static bool put_made(wctx *c, uint64_t *n)
{
	fr_run *r = c->r;
	size_t np = r->parts_of ? fr_nparts(r) : 0;
	for (size_t p = 0; p < np; p++) {
		const fr_partition *pt = &r->parts_of[p];
		if (n) {
			*n += pt->arr.n;
			for (size_t k = 0; k < pt->nruns; k++)
				*n += pt->runs[k].n;
			for (int t = 0; t < r->nthreads; t++)
				*n += r->w[t].stage[p].n + r->w[t].wc_n[p];
			continue;
		}
		if (!put_dense(c, &pt->arr, 0))
			return false;
		for (size_t k = 0; k < pt->nruns; k++)
			if (!put_seg(c, &pt->runs[k], 0))
				return false;
		for (int t = 0; t < r->nthreads; t++)
			if (!put_srecs(c, r->w[t].stage[p].r, r->w[t].stage[p].n) ||
			    !put_srecs(c, r->w[t].wc[p], r->w[t].wc_n[p]))
				return false;
	}
	return true;
}

static uint64_t part_n(const fr_part *p)
{
	return p->d.n ? p->d.n : p->seg.n;
}

static bool write_state(FILE *f, const void *ctx)
{
	wctx *c = (wctx *)ctx;
	fr_run *r = c->r;
	c->f = f;
	uint64_t nsrc = 0, ndst = 0;
	for (size_t i = r->cur_part; i < r->src.np; i++)
		nsrc += part_n(&r->src.p[i]) - (i == r->cur_part ? r->cur_off : 0);
	put_made(c, &ndst);
	if (!put_header(c, nsrc, ndst))
		return false;
	for (size_t i = r->cur_part; i < r->src.np; i++) {
		const fr_part *p = &r->src.p[i];
		uint64_t from = i == r->cur_part ? r->cur_off : 0;
		if (!(p->d.n ? put_dense(c, &p->d, (size_t)from) : put_seg(c, &p->seg, from)))
			return false;
	}
	if (!put_made(c, NULL))
		return false;
	char line[64];
	snprintf(line, sizeof line, "checksum %016" PRIx64 "\n", sum_end(&c->s));
	return fputs(line, f) >= 0;
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
	err[0] = '\0';
	bool ok = c.buf && c.recs;
	if (!ok)
		snprintf(err, errlen, "checkpoint %s: out of memory", path);
	char werr[300];
	if (ok && r->o->checkpoint_lock) {
		ok = checkpoint_write_locked_with(path, write_state, &c, r->o->checkpoint_lock, err,
						  errlen);
	} else if (ok && !file_write_atomic(path, write_state, &c, FILE_REPLACE, werr, sizeof werr)) {
		if (!err[0])
			snprintf(err, errlen, "checkpoint %s", werr);
		ok = false;
	}
	free(c.buf);
	free(c.recs);
	return ok;
}

/* ---- reading ------------------------------------------------------------------------------ */

typedef struct rctx {
	FILE *f;
	const char *path;
	sum s;
	char *line;
	size_t cap;
	int lineno;
	char *err;
	size_t errlen;
} rctx;

static bool bad(rctx *c, const char *what)
{
	snprintf(c->err, c->errlen, "checkpoint %s: line %d: %s", c->path, c->lineno, what);
	return false;
}

/* The next line, without its newline, checksummed; "key value" split. */
static bool next_line(rctx *c, const char *key, char **value)
{
	errno = 0;
	ssize_t n = getline(&c->line, &c->cap, c->f);
	c->lineno++;
	if (n <= 0 || c->line[n - 1] != '\n')
		return bad(c, n <= 0 ? "the file ends early (not a whole checkpoint)"
				     : "the file ends in the middle of a line");
	sum_add(&c->s, c->line, (size_t)n);
	c->line[n - 1] = '\0';
	size_t k = strlen(key);
	if (strncmp(c->line, key, k) != 0 || (c->line[k] != ' ' && c->line[k] != '\0')) {
		char msg[200];
		snprintf(msg, sizeof msg, "expected '%s ...', found '%.40s'", key, c->line);
		return bad(c, msg);
	}
	*value = c->line + k + (c->line[k] == ' ');
	return true;
}

static bool num_u64(rctx *c, const char *key, uint64_t max, uint64_t *out)
{
	char *v, *end;
	if (!next_line(c, key, &v))
		return false;
	errno = 0;
	unsigned long long x = strtoull(v, &end, 10);
	if (end == v || *end || errno || x > max || *v == '-')
		return bad(c, "a number out of range");
	*out = x;
	return true;
}

static bool num_double(rctx *c, const char *key, double *out)
{
	char *v, *end;
	if (!next_line(c, key, &v))
		return false;
	errno = 0;
	*out = strtod(v, &end);
	if (end == v || *end || errno || !(*out >= 0 && *out < 1e12))
		return bad(c, "a number of seconds out of range");
	return true;
}

/* The options part of the header. */
static bool read_options(rctx *c, frontier_options *o)
{
	char *v;
	int n = 0, a, b;
	char tail;
	if (!next_line(c, MAGIC, &v))
		return bad(c, "not a ktour frontier checkpoint");
	if (sscanf(v, "%d%c", &n, &tail) != 1 || n != VERSION)
		return bad(c, "a frontier checkpoint of another version");
	if (!next_line(c, "board", &v) || sscanf(v, "%dx%d%c", &a, &b, &tail) != 2)
		return c->lineno == 2 && !v ? false : bad(c, "expected 'board RxC'");
	o->spec.rows = a;
	o->spec.cols = b;
	if (!next_line(c, "leaper", &v) || sscanf(v, "%d,%d%c", &a, &b, &tail) != 2)
		return bad(c, "expected 'leaper A,B'");
	o->spec.lea = a;
	o->spec.leb = b;
	o->spec.torus = false;
	if (!next_line(c, "tours", &v) || (strcmp(v, "open") && strcmp(v, "closed")))
		return bad(c, "expected 'tours open' or 'tours closed'");
	o->closed = strcmp(v, "closed") == 0;
	if (!next_line(c, "start", &v))
		return false;
	o->every_start = strcmp(v, "all") == 0;
	if (!o->every_start) {
		if (sscanf(v, "%d,%d%c", &a, &b, &tail) != 2 || a < 1 || b < 1 ||
		    a > o->spec.rows || b > o->spec.cols || o->closed)
			return bad(c, "expected 'start all' or 'start ROW,COL' on the board");
		o->start_row = a - 1;
		o->start_col = b - 1;
	}
	if (!next_line(c, "part", &v) || sscanf(v, "%d/%d%c", &a, &b, &tail) != 2 || b < 0 ||
	    (b > 0 && (a < 1 || a > b)) || (b == 0 && a != 0))
		return bad(c, "expected 'part K/N'");
	o->part = a;
	o->parts = b;
	char err[200];
	if (!board_spec_valid(&o->spec, err, sizeof err) ||
	    !frontier_supports(&o->spec, o->closed, err, sizeof err))
		return bad(c, err);
	return true;
}

static bool rctx_open(rctx *c, const char *path, char *err, size_t errlen)
{
	memset(c, 0, sizeof c[0]);
	c->path = path;
	c->err = err;
	c->errlen = errlen;
	c->f = fopen(path, "rb");
	if (!c->f) {
		snprintf(err, errlen, "checkpoint %s: %s", path, strerror(errno));
		return false;
	}
	return true;
}

static void rctx_close(rctx *c)
{
	if (c->f)
		fclose(c->f);
	free(c->line);
}

bool frontier_is_checkpoint(const char *path)
{
	char head[sizeof MAGIC + 1];
	FILE *f = fopen(path, "rb");
	if (!f)
		return false;
	size_t n = fread(head, 1, sizeof head - 1, f);
	fclose(f);
	head[n] = '\0';
	return n == sizeof head - 1 && strncmp(head, MAGIC " ", sizeof head - 1) == 0;
}

bool frontier_checkpoint_options(const char *path, frontier_options *o, char *err,
				 size_t errlen)
{
	rctx c;
	bool ok = rctx_open(&c, path, err, errlen) && read_options(&c, o);
	rctx_close(&c);
	return ok;
}

/* ---- loading ---------------------------------------------------------------------------- */

static bool read_block(rctx *c, unsigned char *buf, size_t n, size_t rs, fr_rec *recs)
{
	if (fread(buf, rs, n, c->f) != n)
		return bad(c, "the file ends inside its records");
	sum_add(&c->s, buf, n * rs);
	fr_unpack(buf, n, rs == 24, recs);
	return true;
}

static bool check_keys(rctx *c, const fr_plan *p, int slots, const fr_rec *recs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!fr_key_valid(p, slots, recs[i].key))
			return bad(c, "a record that is no class of its square (a damaged file)");
	return true;
}

static bool load_src(fr_run *r, rctx *c, uint64_t n, size_t rs, unsigned char *buf,
		     fr_rec *recs)
{
	int slots = r->v < r->plan.nsq ? r->plan.steps[r->v].nin : 0;
	fr_dense d;
	memset(&d, 0, sizeof d);
	for (uint64_t i = 0; i < n; i += BLOCK) {
		size_t k = n - i < BLOCK ? (size_t)(n - i) : BLOCK;
		if (!read_block(c, buf, k, rs, recs) || !check_keys(c, &r->plan, slots, recs, k))
			return false;
		d.ebytes = k * sizeof(fr_ent);
		d.hbytes = r->wide ? k * sizeof(uint64_t) : 0;
		d.e = fr_alloc(&r->mem, d.ebytes);
		d.hi = r->wide ? fr_alloc(&r->mem, d.hbytes) : NULL;
		if (!d.e || (r->wide && !d.hi)) {
			fr_dense_free(&r->mem, &d);
			snprintf(c->err, c->errlen, "out of memory loading checkpoint %s", c->path);
			return false;
		}
		for (size_t j = 0; j < k; j++) {
			d.e[j].key = fr_hash(recs[j].key);
			d.e[j].cnt = (uint64_t)recs[j].cnt;
			if (d.hi)
				d.hi[j] = (uint64_t)(recs[j].cnt >> 64);
		}
		d.n = k;
		if (!fr_src_add(r, &d, c->err, c->errlen))
			return false;
	}
	return true;
}

static bool load_dst(fr_run *r, rctx *c, uint64_t n, size_t rs, unsigned char *buf,
		     fr_rec *recs)
{
	if (n > 0 && r->v >= r->plan.nsq)
		return bad(c, "classes for a square after the last");
	if (r->v < r->plan.nsq && !fr_parts_make(r, n > r->src.n ? n : r->src.n, c->err, c->errlen))
		return false;
	int slots = r->v < r->plan.nsq ? r->plan.steps[r->v].nout : 0;
	for (uint64_t i = 0; i < n; i += BLOCK) {
		size_t k = n - i < BLOCK ? (size_t)(n - i) : BLOCK;
		if (!read_block(c, buf, k, rs, recs) || !check_keys(c, &r->plan, slots, recs, k) ||
		    !fr_parts_load(r, recs, k, c->err, c->errlen))
			return false;
	}
	return true;
}

/* "N N N ..." (n numbers, one space between) after key. */
static bool list_u64(rctx *c, const char *key, uint64_t *out, int64_t n)
{
	char *v, *end;
	if (!next_line(c, key, &v))
		return false;
	for (int64_t i = 0; i < n; i++) {
		if (i > 0 && *v++ != ' ')
			return bad(c, "expected one count of classes per square done");
		errno = 0;
		unsigned long long x = strtoull(v, &end, 10);
		if (end == v || errno || *v < '0' || *v > '9')
			return bad(c, "expected one count of classes per square done");
		out[i] = x;
		v = end;
	}
	return *v == '\0' || bad(c, "more counts of classes than squares done");
}

static bool list_double(rctx *c, const char *key, double *out, int n)
{
	char *v, *end;
	if (!next_line(c, key, &v))
		return false;
	for (int i = 0; i < n; i++) {
		if (i > 0 && *v++ != ' ')
			return bad(c, "expected the seconds of every column");
		errno = 0;
		double x = strtod(v, &end);
		if (end == v || errno || *v < '0' || *v > '9' || !(x >= 0 && x < 1e12))
			return bad(c, "expected the seconds of every column");
		out[i] = x;
		v = end;
	}
	return *v == '\0' || bad(c, "more seconds than columns");
}

static bool load_header(fr_run *r, rctx *c, uint64_t *nsrc, uint64_t *ndst)
{
	frontier_options o = *r->o;
	uint64_t v, wide, x;
	if (!read_options(c, &o))
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
	return next_line(c, "data", &d) && (*d == '\0' || bad(c, "expected 'data'"));
}

bool fr_ckpt_load(fr_run *r, const char *path, char *err, size_t errlen)
{
	rctx c;
	uint64_t nsrc = 0, ndst = 0;
	unsigned char *buf = malloc(BLOCK * 24);
	fr_rec *recs = malloc(BLOCK * sizeof *recs);
	bool ok = buf && recs;
	if (!ok)
		snprintf(err, errlen, "out of memory loading checkpoint %s", path);
	ok = ok && rctx_open(&c, path, err, errlen);
	if (!ok) {
		free(buf);
		free(recs);
		return false;
	}
	ok = load_header(r, &c, &nsrc, &ndst);
	size_t rs = fr_recsize(r->wide);
	struct stat st;
	long pos = ok ? ftell(c.f) : 0;
	/* the size is known: refuse a cut or padded file before loading it */
	if (ok && (fstat(fileno(c.f), &st) != 0 || pos < 0 ||
		   (uint64_t)st.st_size != (uint64_t)pos + (nsrc + ndst) * rs + 26))
		ok = bad(&c, "the file's size does not match its header (cut short or damaged)");
	ok = ok && load_src(r, &c, nsrc, rs, buf, recs) && load_dst(r, &c, ndst, rs, buf, recs);
	uint64_t want = sum_end(&c.s);
	char *v, *end;
	if (ok && next_line(&c, "checksum", &v)) {
		errno = 0;
		uint64_t got = strtoull(v, &end, 16);
		if (strlen(v) != 16 || *end || errno || got != want)
			ok = bad(&c, "checksum mismatch: the file is damaged");
	} else {
		ok = false;
	}
	rctx_close(&c);
	free(buf);
	free(recs);
	return ok;
}
