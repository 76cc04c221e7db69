/* SPDX-License-Identifier: MIT */
/* Saved search stacks as text, and the backtracking count's checkpoint
 * body (ktour/checkpoint.h): its text, its reader (which trusts nothing it
 * reads).  The first line, the checksum and the writing of the file are
 * the container's (checkpoint_file.c).  The count's settings are the
 * settings codec's lines (ktour/config.h, config_checkpoint_spelling). */
#include "ktour/checkpoint.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "checkpoint_impl.h"
#include "ktour/config.h"
#include "ktour/escape.h"

/* ---- stacks -------------------------------------------------------------------- */

/* Where a stack's text goes: a stream, or a checkpoint being written. */
typedef bool (*put_fn)(void *to, const char *text, size_t n);

static bool put_stream(void *f, const char *text, size_t n)
{
	return fwrite(text, 1, n, f) == n;
}

static bool put_checkpoint(void *o, const char *text, size_t n)
{
	return ckpt_put(o, text, n);
}

/* The stack's line, without "stack " and the newline. */
static bool stack_text(put_fn put, void *to, const engine_stack *st)
{
	const engine_counters *c = &st->counters;
	char frame[48];
	int n = snprintf(frame, sizeof frame, "%s %ld %d", st->kind == STACK_BITS ? "bits" : "engine",
			 (long)st->depth, (int)st->state);
	bool ok = put(to, frame, (size_t)n);
	const uint64_t k[4] = {c->steps, c->advances, c->retreats, c->solutions};
	for (int i = 0; i < 4 && ok; i++) {
		n = snprintf(frame, sizeof frame, " %" PRIu64, k[i]);
		ok = put(to, frame, (size_t)n);
	}
	n = snprintf(frame, sizeof frame, " %ld", (long)c->max_depth);
	ok = ok && put(to, frame, (size_t)n);
	for (int32_t i = 0; i < st->depth && ok; i++) {
		n = snprintf(frame, sizeof frame, " %ld:%" PRIx64, (long)st->sq[i], st->aux[i]);
		ok = put(to, frame, (size_t)n);
	}
	return ok;
}

bool engine_stack_write(FILE *f, const engine_stack *st)
{
	return stack_text(put_stream, f, st) && !ferror(f);
}

/* A cursor over one line (no newline in [p, end)). */
typedef struct cursor {
	const char *p, *end;
} cursor;

/* An unsigned number in base 10 or 16, at most max; no sign, no blanks. */
static bool cur_num(cursor *c, int base, uint64_t max, uint64_t *v)
{
	uint64_t x = 0;
	const char *start = c->p;
	while (c->p < c->end) {
		char ch = *c->p;
		int d = ch >= '0' && ch <= '9'		   ? ch - '0'
			: base == 16 && ch >= 'a' && ch <= 'f' ? ch - 'a' + 10
							       : -1;
		if (d < 0)
			break;
		if (x > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			return false;
		x = x * (uint64_t)base + (uint64_t)d;
		c->p++;
	}
	if (c->p == start || x > max)
		return false;
	*v = x;
	return true;
}

static bool cur_char(cursor *c, char ch)
{
	if (c->p < c->end && *c->p == ch) {
		c->p++;
		return true;
	}
	return false;
}

/* The word w followed by the end of the line or a blank (then skipped). */
static bool cur_word(cursor *c, const char *w)
{
	size_t n = strlen(w);
	if ((size_t)(c->end - c->p) < n || memcmp(c->p, w, n) != 0)
		return false;
	if (c->p + n < c->end && c->p[n] != ' ')
		return false;
	c->p += n;
	cur_char(c, ' ');
	return true;
}

static bool cur_at_end(const cursor *c)
{
	return c->p == c->end;
}

/* " NUMBER" */
static bool cur_sp_num(cursor *c, int base, uint64_t max, uint64_t *v)
{
	return cur_char(c, ' ') && cur_num(c, base, max, v);
}

static bool stack_parse(cursor *c, int32_t max_depth, engine_stack *out, char *err,
			size_t errlen)
{
	memset(out, 0, sizeof *out);
	stack_kind kind;
	if (cur_word(c, "engine"))
		kind = STACK_ENGINE;
	else if (cur_word(c, "bits"))
		kind = STACK_BITS;
	else {
		snprintf(err, errlen, "a stack begins with 'engine' or 'bits'");
		return false;
	}
	uint64_t depth, state, ctr[4], maxd;
	bool ok = cur_num(c, 10, (uint64_t)(max_depth > 0 ? max_depth : 0), &depth) &&
		  depth >= 1 && cur_sp_num(c, 10, ENGINE_STUCK, &state);
	for (int i = 0; i < 4 && ok; i++)
		ok = cur_sp_num(c, 10, UINT64_MAX, &ctr[i]);
	ok = ok && cur_sp_num(c, 10, INT32_MAX, &maxd);
	if (!ok) {
		snprintf(err, errlen, "a stack needs a depth from 1 to %ld, a state and five "
				      "counters",
			 (long)max_depth);
		return false;
	}
	/* each frame takes at least 4 bytes (" s:a"): no allocation the text
	 * cannot back */
	if ((uint64_t)(c->end - c->p) < 4 * depth) {
		snprintf(err, errlen, "the stack is shorter than its %" PRIu64 " square%s", depth,
			 depth == 1 ? "" : "s");
		return false;
	}
	if (!engine_stack_alloc(out, (int32_t)depth)) {
		snprintf(err, errlen, "out of memory for a stack of %" PRIu64 " squares", depth);
		return false;
	}
	out->kind = kind;
	out->state = (engine_state)state;
	out->counters.steps = ctr[0];
	out->counters.advances = ctr[1];
	out->counters.retreats = ctr[2];
	out->counters.solutions = ctr[3];
	out->counters.max_depth = (int32_t)maxd;
	for (int32_t i = 0; i < out->depth; i++) {
		uint64_t sq, aux;
		if (!cur_sp_num(c, 10, INT32_MAX, &sq) || !cur_char(c, ':') ||
		    !cur_num(c, 16, UINT64_MAX, &aux)) {
			snprintf(err, errlen, "stack square %d: expected 'SQUARE:HEX'", (int)i + 1);
			engine_stack_free(out);
			return false;
		}
		out->sq[i] = (ksq)sq;
		out->aux[i] = aux;
	}
	if (!cur_at_end(c)) {
		snprintf(err, errlen, "more than %d square%s on the stack line", (int)out->depth,
			 out->depth == 1 ? "" : "s");
		engine_stack_free(out);
		return false;
	}
	return true;
}

bool engine_stack_parse(const char *text, int32_t max_depth, engine_stack *out, char *err,
			size_t errlen)
{
	cursor c = {text, text + strlen(text)};
	while (c.end > c.p && (c.end[-1] == '\n' || c.end[-1] == ' '))
		c.end--;
	return stack_parse(&c, max_depth, out, err, errlen);
}

bool engine_state_write(const engine *e, FILE *f)
{
	engine_stack st;
	if (!engine_stack_save(e, &st))
		return false;
	bool ok = engine_stack_write(f, &st);
	engine_stack_free(&st);
	return ok;
}

bool engine_state_read(engine *e, const char *text, char *err, size_t errlen)
{
	engine_view v;
	engine_view_get(e, &v);
	engine_stack st;
	if (!engine_stack_parse(text, v.b->nsq, &st, err, errlen))
		return false;
	bool ok = engine_stack_load(e, &st, err, errlen);
	engine_stack_free(&st);
	return ok;
}

/* ---- checkpoint files: writing ------------------------------------------------- */

void checkpoint_free(count_checkpoint *c)
{
	for (size_t i = 0; i < c->nrec; i++)
		engine_stack_free(&c->rec[i].stack);
	free(c->rec);
	free(c->job_read);
	free(c->path);
	memset(c, 0, sizeof *c);
}

/* The settings lines, in the order the reader expects them. */
static const config_key ckpt_keys[] = {CONFIG_BOARD, CONFIG_LEAPER, CONFIG_TORUS, CONFIG_CLOSED,
				       CONFIG_START,  CONFIG_ORDER,  CONFIG_PRUNE};
#define NCKPT_KEYS (sizeof ckpt_keys / sizeof ckpt_keys[0])

/* The count's settings as an engine_config ("start all": every start). */
static engine_config ckpt_settings(const checkpoint_config *k)
{
	engine_config c = engine_config_default();
	c.spec = k->spec;
	c.closed = k->closed;
	c.order_warnsdorff = k->order_warnsdorff;
	memcpy(c.order, k->order, 8);
	c.prune = k->prune;
	c.start = k->every_start ? KSQ_NONE : k->start;
	return c;
}

static bool write_config(ckpt_out *o, const checkpoint_config *k)
{
	engine_config c = ckpt_settings(k);
	bool ok = true;
	for (size_t i = 0; i < NCKPT_KEYS && ok; i++) {
		char line[96];
		if (config_line_format(&c, ckpt_keys[i], &config_checkpoint_spelling, line,
				       sizeof line))
			ok = ckpt_putf(o, "%s\n", line);
	}
	ok = ok && ckpt_putf(o, "symmetry %s\nthreads %d\nsubtree", k->no_symmetry ? "no" : "yes",
			     k->threads);
	if (k->job_len > 0) {
		ok = ok && ckpt_putf(o, " %ld", (long)k->job_len);
		for (int32_t i = 0; i < k->job_len && ok; i++)
			ok = ckpt_putf(o, " %ld", (long)k->job[i]);
	} else {
		ok = ok && ckpt_putf(o, " -");
	}
	return ok && ckpt_putf(o, "\n");
}

/* Everything between the first line and the checksum line. */
static bool write_body(ckpt_out *o, const void *ctx)
{
	const count_checkpoint *c = ctx;
	bool ok = write_config(o, &c->cfg) &&
		  ckpt_putf(o, "plan %" PRIu64 " %ld %016" PRIx64 "\n", c->njobs,
			    (long)c->prefix_len, c->fingerprint) &&
		  ckpt_putf(o, "seconds %.6f\n", c->seconds);
	for (size_t i = 0; i < c->nrec && ok; i++) {
		const job_record *r = &c->rec[i];
		ok = ckpt_putf(o, "job %" PRIu64 " %s %" PRIu64 " %" PRIu64 " %" PRIu64 "\n",
			       r->index, r->status == JOB_DONE ? "done" : "running", r->solutions,
			       r->advances, r->retreats);
		if (ok && r->status == JOB_RUNNING)
			ok = ckpt_putf(o, "stack ") && stack_text(put_checkpoint, o, &r->stack) &&
			     ckpt_putf(o, "\n");
	}
	return ok;
}

bool checkpoint_write_stream(FILE *f, const count_checkpoint *c)
{
	return ckpt_write_stream(f, COUNT_BACKTRACK, write_body, c);
}

bool checkpoint_write_file(const char *path, const count_checkpoint *c, char *err,
			   size_t errlen)
{
	return ckpt_write(path, COUNT_BACKTRACK, write_body, c, NULL, err, errlen);
}

bool count_checkpoint_save(const char *path, const count_checkpoint *c, checkpoint_lock *lk,
			   char *err, size_t errlen)
{
	return ckpt_write(path, COUNT_BACKTRACK, write_body, c, lk, err, errlen);
}

/* ---- checkpoint files: reading ------------------------------------------------- */

typedef struct reader {
	const char *p, *end; /* the body: everything before the checksum line */
	const char *name;
	int line;
	char *err;
	size_t errlen;
	cursor c; /* the current line */
} reader;

static bool bad(reader *r, const char *what)
{
	snprintf(r->err, r->errlen, "%s:%d: %s", r->name, r->line, what);
	return false;
}

/* The next line into r->c; false at the end of the body. */
static bool next_line(reader *r)
{
	if (r->p >= r->end)
		return false;
	const char *nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
	r->c.p = r->p;
	r->c.end = nl ? nl : r->end;
	r->p = nl ? nl + 1 : r->end;
	r->line++;
	return true;
}

/* The next line, which must begin with the word key. */
static bool expect(reader *r, const char *key, const char *form)
{
	char msg[160];
	snprintf(msg, sizeof msg, "expected %s", ESCAPE_QUOTE(form));
	if (!next_line(r) || !cur_word(&r->c, key))
		return bad(r, msg);
	return true;
}

static bool yes_no(reader *r, bool *v, const char *key)
{
	char msg[80];
	snprintf(msg, sizeof msg, "expected '%s yes' or '%s no'", key, key);
	if (!expect(r, key, msg + 10))
		return false;
	if (cur_word(&r->c, "yes"))
		*v = true;
	else if (cur_word(&r->c, "no"))
		*v = false;
	else
		return bad(r, msg);
	return cur_at_end(&r->c) || bad(r, msg);
}

/* The settings lines, each the next line with its key. */
static bool read_settings(reader *r, checkpoint_config *k)
{
	const config_spelling *sp = &config_checkpoint_spelling;
	config_reader rd;
	config_reader_init(&rd, sp);
	for (size_t i = 0; i < NCKPT_KEYS; i++) {
		char syntax[160], msg[240], value[64];
		const char *key = config_key_name(ckpt_keys[i], sp);
		config_value_syntax(ckpt_keys[i], sp, syntax, sizeof syntax);
		snprintf(msg, sizeof msg, "expected '%s %s'", key, syntax);
		size_t n;
		if (!next_line(r) || !cur_word(&r->c, key) ||
		    (n = (size_t)(r->c.end - r->c.p)) >= sizeof value)
			return bad(r, msg);
		memcpy(value, r->c.p, n);
		value[n] = '\0';
		if (!config_reader_value(&rd, ckpt_keys[i], value))
			return bad(r, msg);
	}
	char msg[300];
	if (!config_reader_finish(&rd, msg, sizeof msg))
		return bad(r, msg);
	const engine_config *c = &rd.cfg;
	if ((int64_t)c->spec.rows * c->spec.cols > ENGINE_MAX_SEARCH_SQUARES)
		return bad(r, "the board is larger than any count can search");
	k->spec = c->spec;
	k->closed = c->closed;
	k->order_warnsdorff = c->order_warnsdorff;
	for (int i = 0; i < 8; i++) /* the order of warnsdorff: none (12345678) */
		k->order[i] = c->order_warnsdorff ? (uint8_t)i : c->order[i];
	k->prune = c->prune;
	k->start = c->start;
	k->every_start = c->start == KSQ_NONE;
	return true;
}

static bool read_search(reader *r, count_checkpoint *c)
{
	checkpoint_config *k = &c->cfg;
	bool sym;
	if (!yes_no(r, &sym, "symmetry"))
		return false;
	k->no_symmetry = !sym;
	uint64_t n;
	if (!expect(r, "threads", "threads N") || !cur_num(&r->c, 10, 256, &n) ||
	    !cur_at_end(&r->c))
		return bad(r, "expected 'threads N' (0 to 256)");
	k->threads = (int)n;
	if (!expect(r, "subtree", "subtree -|N SQUARES..."))
		return false;
	if (cur_word(&r->c, "-"))
		return cur_at_end(&r->c) || bad(r, "expected 'subtree -'");
	int64_t nsq = (int64_t)k->spec.rows * k->spec.cols;
	if (!cur_num(&r->c, 10, (uint64_t)nsq, &n) || n < 1 ||
	    (uint64_t)(r->c.end - r->c.p) < 2 * n)
		return bad(r, "expected 'subtree N' and N squares of the board");
	c->job_read = malloc(n * sizeof *c->job_read);
	if (!c->job_read)
		return bad(r, "out of memory");
	k->job = c->job_read;
	k->job_len = (int32_t)n;
	for (uint64_t i = 0; i < n; i++) {
		uint64_t s;
		if (!cur_sp_num(&r->c, 10, (uint64_t)nsq - 1, &s))
			return bad(r, "a subtree square is not a square of the board");
		c->job_read[i] = (ksq)s;
	}
	return cur_at_end(&r->c) || bad(r, "more subtree squares than announced");
}

static bool read_plan(reader *r, count_checkpoint *c)
{
	uint64_t L, fp;
	int64_t nsq = (int64_t)c->cfg.spec.rows * c->cfg.spec.cols;
	if (!expect(r, "plan", "plan JOBS SQUARES FINGERPRINT") ||
	    !cur_num(&r->c, 10, UINT64_MAX / 2, &c->njobs) ||
	    !cur_sp_num(&r->c, 10, (uint64_t)nsq, &L) || L < 1 || !cur_sp_num(&r->c, 16, UINT64_MAX, &fp) ||
	    !cur_at_end(&r->c))
		return bad(r, "expected 'plan JOBS SQUARES FINGERPRINT'");
	c->prefix_len = (int32_t)L;
	c->fingerprint = fp;
	if (!expect(r, "seconds", "seconds S"))
		return false;
	char num[40];
	size_t len = (size_t)(r->c.end - r->c.p);
	if (len == 0 || len >= sizeof num || strspn(r->c.p, "0123456789.") < len)
		return bad(r, "expected 'seconds S' (a decimal number)");
	memcpy(num, r->c.p, len);
	num[len] = '\0';
	char *e;
	c->seconds = strtod(num, &e);
	if (*e || !(c->seconds >= 0 && c->seconds < 1e15))
		return bad(r, "expected 'seconds S' (a decimal number)");
	return true;
}

/* Figures no search can reach (a file edited and its checksum recomputed):
 * every tour but a whole-board prefix needs an advance of its own, and
 * only squares advanced to are taken back. */
static bool job_counts_possible(const job_record *rec, char *msg, size_t n)
{
	if (rec->solutions > rec->advances && rec->solutions - rec->advances > 1)
		snprintf(msg, n, "job %" PRIu64 ": %" PRIu64 " solutions from %" PRIu64
				 " advance%s is impossible (the file was edited or damaged)",
			 rec->index, rec->solutions, rec->advances, rec->advances == 1 ? "" : "s");
	else if (rec->retreats > rec->advances)
		snprintf(msg, n, "job %" PRIu64 ": %" PRIu64 " retreat%s after %" PRIu64
				 " advance%s is impossible (the file was edited or damaged)",
			 rec->index, rec->retreats, rec->retreats == 1 ? "" : "s", rec->advances,
			 rec->advances == 1 ? "" : "s");
	else
		return true;
	return false;
}

/* A running job's engine stack carries its counters: they are the job's,
 * the stack is as deep as its advances less its retreats, and its search
 * is not over (that would be a job done). */
static bool job_stack_possible(const job_record *rec, char *msg, size_t n)
{
	const engine_stack *st = &rec->stack;
	const engine_counters *k = &st->counters;
	if (st->kind != STACK_ENGINE)
		return true;
	if (k->solutions != rec->solutions || k->advances != rec->advances ||
	    k->retreats != rec->retreats)
		snprintf(msg, n, "job %" PRIu64 ": its counts and its stack's counters differ",
			 rec->index);
	else if (st->state == ENGINE_EXHAUSTED || st->state == ENGINE_STUCK)
		snprintf(msg, n, "job %" PRIu64 " is marked running but its stack says its search "
				 "is over",
			 rec->index);
	else if (rec->advances - rec->retreats != (uint64_t)st->depth - 1)
		snprintf(msg, n, "job %" PRIu64 ": a stack of %ld square%s after %" PRIu64
				 " advance%s and %" PRIu64 " retreat%s is impossible",
			 rec->index, (long)st->depth, st->depth == 1 ? "" : "s", rec->advances,
			 rec->advances == 1 ? "" : "s", rec->retreats,
			 rec->retreats == 1 ? "" : "s");
	else
		return true;
	return false;
}

static bool read_job(reader *r, count_checkpoint *c, size_t *cap, int32_t nsq)
{
	uint64_t j, v[3];
	job_status st;
	/* no job at all: a count that no tour can satisfy (tour_exists.h) */
	if (c->njobs == 0 || !cur_num(&r->c, 10, c->njobs - 1, &j))
		return bad(r, "expected 'job J done|running S A R' with J below the job count");
	if (c->nrec > 0 && j <= c->rec[c->nrec - 1].index)
		return bad(r, "the jobs are not in increasing order");
	cur_char(&r->c, ' ');
	if (cur_word(&r->c, "done"))
		st = JOB_DONE;
	else if (cur_word(&r->c, "running"))
		st = JOB_RUNNING;
	else
		return bad(r, "expected 'done' or 'running' after the job number");
	bool ok = cur_num(&r->c, 10, UINT64_MAX, &v[0]);
	for (int i = 1; i < 3 && ok; i++)
		ok = cur_sp_num(&r->c, 10, UINT64_MAX, &v[i]);
	if (!ok || !cur_at_end(&r->c))
		return bad(r, "expected three counts (solutions advances retreats) after the status");
	if (c->nrec == *cap) {
		size_t ncap = *cap ? 2 * *cap : 64;
		job_record *nr = realloc(c->rec, ncap * sizeof *nr);
		if (!nr)
			return bad(r, "out of memory");
		c->rec = nr;
		*cap = ncap;
	}
	job_record *rec = &c->rec[c->nrec];
	memset(rec, 0, sizeof *rec);
	rec->index = j;
	rec->status = st;
	rec->solutions = v[0];
	rec->advances = v[1];
	rec->retreats = v[2];
	c->nrec++;
	char msg[200];
	if (!job_counts_possible(rec, msg, sizeof msg))
		return bad(r, msg);
	if (st == JOB_DONE)
		return true;
	if (!expect(r, "stack", "stack ..."))
		return false;
	if (!stack_parse(&r->c, nsq, &rec->stack, msg, sizeof msg) ||
	    !job_stack_possible(rec, msg, sizeof msg))
		return bad(r, msg);
	return true;
}

static bool read_body(reader *r, count_checkpoint *c)
{
	if (!next_line(r)) /* the magic line, checked by the caller */
		return bad(r, "empty");
	if (!read_settings(r, &c->cfg) || !read_search(r, c) || !read_plan(r, c))
		return false;
	size_t cap = 0;
	int32_t nsq = (int32_t)((int64_t)c->cfg.spec.rows * c->cfg.spec.cols);
	while (next_line(r)) {
		if (!cur_word(&r->c, "job"))
			return bad(r, "expected 'job ...' or the checksum line");
		if (!read_job(r, c, &cap, nsq))
			return false;
	}
	return true;
}

bool checkpoint_parse(const char *data, size_t size, const char *name, count_checkpoint *out,
		      char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	count_method m;
	size_t end;
	if (ckpt_method_of_bytes(data, size) == COUNT_FRONTIER) { /* not this body's */
		snprintf(err, errlen,
			 "%s: not a ktour checkpoint (it does not begin with '" CHECKPOINT_MAGIC
			 "')",
			 name);
		return false;
	}
	if (!ckpt_check_first_line(data, size, name, &m, err, errlen) ||
	    !ckpt_check_sum(data, size, name, m, &end, err, errlen))
		return false;
	reader r = {data, data + end, name, 0, err, errlen, {NULL, NULL}};
	if (!read_body(&r, out)) {
		checkpoint_free(out);
		return false;
	}
	return true;
}
