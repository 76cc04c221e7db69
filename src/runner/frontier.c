/* SPDX-License-Identifier: MIT */
/* The frontier counter: options, the loop over the squares, what happens
 * between thread 0's chunks (progress, checkpoints, stops), and the result.  See
 * ktour/frontier.h and frontier_run.h. */
#include "ktour/frontier.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "count_control.h"
#include "frontier_run.h"
#include "ktour/escape.h"
#include "ktour/tour_exists.h"

/* Memory below this cannot hold the buffers (about 3 MiB a thread) and a
 * few tables. */
#define MIN_MEMORY (4ull << 20)
#define MIN_MEMORY_THREAD (3ull << 20)

static double cpu_seconds(void)
{
	struct rusage ru;
	if (getrusage(RUSAGE_SELF, &ru) != 0)
		return 0;
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
	       (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
}

void frontier_count_format(frontier_count_t v, char *buf, size_t len)
{
	char tmp[48];
	int n = 0;
	do {
		tmp[n++] = (char)('0' + (int)(v % 10));
		v /= 10;
	} while (v > 0);
	size_t k = 0;
	while (n > 0 && k + 1 < len)
		buf[k++] = tmp[--n];
	if (len > 0)
		buf[k] = '\0';
}

bool frontier_parse_size(const char *text, uint64_t *bytes, char *err, size_t errlen)
{
	char *end;
	errno = 0;
	double v = strtod(text, &end);
	double unit = 1;
	if (end != text && *end) {
		switch (*end) {
		case 'k': case 'K': unit = 1024.0; break;
		case 'm': case 'M': unit = 1024.0 * 1024; break;
		case 'g': case 'G': unit = 1024.0 * 1024 * 1024; break;
		case 't': case 'T': unit = 1024.0 * 1024 * 1024 * 1024; break;
		default: unit = 0; break;
		}
		if (unit > 0) {
			end++;
			if (strcmp(end, "iB") == 0 || strcmp(end, "B") == 0)
				end += strlen(end);
		}
	}
	if (end == text || *end || errno || !isfinite(v) || v <= 0 || unit == 0 ||
	    v * unit >= 1.8e19) {
		snprintf(err, errlen,
			 "%s: expected a size such as 512M, 8G or 1.5GiB (K, M, G, T are "
			 "powers of 1024; a bare number is bytes)",
			 ESCAPE_QUOTE(text));
		return false;
	}
	*bytes = (uint64_t)(v * unit);
	return true;
}

uint64_t frontier_default_memory(void)
{
	FILE *f = fopen("/proc/meminfo", "r");
	char line[256];
	unsigned long long kb = 0;
	while (f && fgets(line, sizeof line, f))
		if (sscanf(line, "MemAvailable: %llu kB", &kb) == 1)
			break;
	if (f)
		fclose(f);
	if (kb == 0)
		return 1ull << 30;
	uint64_t b = (uint64_t)kb * 1024;
	return b - b / 8;
}

/* ---- set-up ------------------------------------------------------------------------ */

/* Open tours from every square (closed tours always are). */
static bool every_start(const count_options *o)
{
	return o->every_start || o->cfg.closed;
}

/* The one start square otherwise (KSQ_NONE: the top-left corner). */
static ksq start_square(const count_options *o)
{
	return o->cfg.start == KSQ_NONE ? 0 : o->cfg.start;
}

void fr_checkpoint_config(const count_options *o, checkpoint_config *k)
{
	memset(k, 0, sizeof *k);
	k->spec = o->cfg.spec;
	k->closed = o->cfg.closed;
	k->every_start = every_start(o);
	k->start = k->every_start ? KSQ_NONE : start_square(o);
	k->part = o->part;
	k->parts = o->parts;
}

static bool pick_spill_dir(fr_run *r, char *err, size_t errlen)
{
	const count_options *o = r->o;
	const char *dir = o->spill_dir;
	char buf[4096];
	if (!dir && o->checkpoint) {
		snprintf(buf, sizeof buf, "%s", o->checkpoint);
		char *slash = strrchr(buf, '/');
		if (slash)
			*(slash == buf ? slash + 1 : slash) = '\0';
		else
			snprintf(buf, sizeof buf, ".");
		dir = buf;
	}
	if (!dir)
		dir = getenv("TMPDIR") && *getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	struct stat st;
	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode) || access(dir, W_OK | X_OK) != 0) {
		snprintf(err, errlen, "--spill %s: %s", ESCAPE_NAME(dir),
			 stat(dir, &st) != 0    ? strerror(errno)
			 : !S_ISDIR(st.st_mode) ? "not a directory"
						: "cannot write there");
		return false;
	}
	snprintf(r->spill_dir, sizeof r->spill_dir, "%s", dir);
	return true;
}

static bool run_init(fr_run *r, const count_options *o, char *err, size_t errlen)
{
	memset(r, 0, sizeof *r);
	r->o = o;
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	r->nthreads = o->threads > 0 ? o->threads : ncpu < 1 ? 1 : (int)ncpu;
	if (r->nthreads > FR_MAXTHREADS)
		r->nthreads = FR_MAXTHREADS;
	r->limit = o->memory ? o->memory : frontier_default_memory();
	uint64_t need = MIN_MEMORY + (uint64_t)r->nthreads * MIN_MEMORY_THREAD;
	if (r->limit < need) {
		snprintf(err, errlen,
			 "--memory %.1f MiB is too little: the frontier count needs at least "
			 "%.0f MiB with %d thread%s",
			 (double)r->limit / 1048576, (double)need / 1048576, r->nthreads,
			 r->nthreads == 1 ? "" : "s");
		return false;
	}
	r->part = o->part;
	r->parts = o->parts;
	r->wide = o->wide;
	/* staging: a 32nd of the memory, shared by the threads, 256 MiB
	 * each at most (a task merges its results about once a 256 MiB) */
	uint64_t budget = r->limit / 32 / (uint64_t)r->nthreads;
	r->stage_budget = budget < (256u << 10) ? (256u << 10) : budget > (256u << 20) ? (256u << 20)
										: (size_t)budget;
	if (!pick_spill_dir(r, err, errlen))
		return false;
	int32_t start = (int32_t)start_square(o);
	bool two = o->nends == 2;
	if (!fr_plan_build(&r->plan, &o->cfg.spec, o->cfg.closed, two ? o->ends : &start,
			   two ? 2 : every_start(o) ? 0 : 1, err, errlen))
		return false;
	r->w = calloc((size_t)r->nthreads, sizeof *r->w);
	r->column_seconds = calloc((size_t)r->plan.w, sizeof(double));
	r->level_n = calloc((size_t)r->plan.nsq, sizeof(uint64_t));
	if (!r->w || !r->column_seconds || !r->level_n) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	if (!fr_workers_init(r, err, errlen))
		return false;
	/* --job: split after a third of the columns */
	int split_col = r->plan.w / 3 > 0 ? r->plan.w / 3 : 1;
	r->split_square = r->parts > 0 ? (int32_t)split_col * r->plan.h : 0;
	if (r->split_square > r->plan.nsq)
		r->split_square = r->plan.nsq;
	return true;
}

/* The level of the empty board: one class, counted once; or, for a count
 * answered without the DP (`tours` of them, 0 or the one square's 1), the
 * level after the last square, so that its checkpoint holds the answer. */
static bool first_level(fr_run *r, bool answered, fr_u128 tours, char *err, size_t errlen)
{
	if (answered) {
		r->v = r->plan.nsq;
		if (tours == 0)
			return true;
	}
	fr_dense d;
	memset(&d, 0, sizeof d);
	if (!fr_dense_room(&r->mem, &d, 1, false, false)) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	fr_dense_set(&d, 0, fr_hash(FR_KEY_EMPTY), answered ? tours : 1);
	d.n = 1;
	fr_worker *w = &r->w[0];
	if (!fr_level_add(w, &r->src, &d, 0, &w->src_file)) {
		snprintf(err, errlen, "%s", w->err);
		return false;
	}
	return true;
}

static void run_free(fr_run *r)
{
	fr_run_threads_stop(r);
	fr_tasks_free(r);
	fr_level_free(r, &r->src);
	fr_plan_free(&r->plan);
	free(r->w);
	free(r->column_seconds);
	free(r->level_n);
}

/* ---- between chunks ---------------------------------------------------------------------- */

/* Seconds left.  Classes (and so time) grow column by column from the
 * start and die out towards the end: a column up to the middle is
 * guessed from the last whole one and its growth, a later one from its
 * mirror image (measured, or guessed the same way). */
static double estimate_left(const fr_run *r)
{
	int h = r->plan.h, w = r->plan.w, col = r->v / h;
	if (col < 2)
		return -1;
	const double *t = r->column_seconds;
	double g = t[col - 2] > 0 ? t[col - 1] / t[col - 2] : 1;
	g = g < 1 ? 1 : g > 30 ? 30 : g;
	double guess[64];
	int n = w - col < 64 ? w - col : 64;
	double left = 0;
	uint64_t consumed = atomic_load(&r->consumed);
	double in_col = ((double)(r->v % h) + (r->src.n ? (double)consumed / (double)r->src.n : 0)) / h;
	double spent = t[col] + (r->ctl.t0 + r->elapsed - r->square_t0);
	for (int k = 0; k < n; k++) {
		int c = col + k, m = w - 1 - c;
		double x;
		if (c <= (w - 1) / 2 || m >= col + k)
			x = t[col - 1] * pow(g, k + 1);
		else if (m < col)
			x = t[m];
		else
			x = guess[m - col];
		if (k == 0 && in_col > 0.05 && spent / in_col > x)
			x = spent / in_col; /* this column costs more than guessed */
		guess[k] = x;
		left += k == 0 ? x * (1 - in_col) : x;
	}
	if (w - col > 64) /* a long board: the rest like its last guess */
		left += guess[n - 1] * (w - col - 64);
	return left;
}

static void report_progress(fr_run *r, double now)
{
	count_progress p;
	memset(&p, 0, sizeof p);
	p.method = COUNT_FRONTIER;
	p.square = r->v;
	p.squares = r->plan.nsq;
	p.column = r->v / r->plan.h;
	p.columns = r->plan.w;
	p.classes = r->src.n;
	p.square_done = r->src.n ? (double)atomic_load(&r->consumed) / (double)r->src.n : 0;
	p.seconds = count_control_seconds(&r->ctl, now);
	p.seconds_left = estimate_left(r);
	p.memory = atomic_load(&r->mem.used);
	p.disk = atomic_load(&r->mem.disk);
	r->o->progress(r->o->progress_ctx, &p);
}

/* Write the checkpoint (the other workers paused meanwhile); false when
 * it was the first and it failed (the count ends with the message in
 * err). */
static bool save(fr_run *r, char *err, size_t errlen)
{
	double began = count_now();
	char why[300];
	fr_pause(r);
	bool ok = fr_ckpt_write(r, r->o->checkpoint, why, sizeof why);
	fr_unpause(r);
	if (count_control_saved(&r->ctl, ok, why, began, count_now()))
		return true;
	snprintf(err, errlen, "%s", r->ctl.error);
	return false;
}

bool fr_control(fr_run *r, bool *stop, char *err, size_t errlen)
{
	double t = count_now();
	r->elapsed = t - r->ctl.t0;
	if (count_control_stop(&r->ctl, t)) {
		/* the workers abandon their tasks once it is saved */
		fr_pause(r);
		fr_abandon(r);
		fr_unpause(r);
		if (r->o->checkpoint) /* the last one: a failure is the result's */
			save(r, err, errlen);
		*stop = true;
		return true;
	}
	if (count_control_save_due(&r->ctl, t) && !save(r, err, errlen))
		return false;
	if (count_control_progress_due(&r->ctl, t, false))
		report_progress(r, t);
	return true;
}

/* ---- the count ---------------------------------------------------------------------------- */

static void square_done(fr_run *r, double seconds)
{
	int32_t v = r->v;
	r->level_n[v] = r->src.n;
	if (r->src.n > r->peak_classes) {
		r->peak_classes = r->src.n;
		r->peak_square = v + 1;
	}
	r->column_seconds[v / r->plan.h] += seconds;
}

static bool count_loop(fr_run *r, bool *stopped, char *err, size_t errlen)
{
	*stopped = false;
	while (r->v < r->plan.nsq) {
		/* counts could pass 2^64 only when the source's sum times the
		 * most results a class has can */
		if (!r->wide && r->src.total > (fr_u128)UINT64_MAX / FR_MAXOUT)
			r->wide = true;
		r->words = r->wide ? 3 : 2;
		double t = count_now();
		r->square_t0 = t;
		if (!fr_run_square(r, stopped, err, errlen))
			return false;
		if (*stopped)
			return true;
		square_done(r, count_now() - t);
		r->v++;
	}
	return true;
}

static void fill_result(fr_run *r, frontier_result *res, bool stopped, double cpu0)
{
	res->partial = stopped;
	res->height = r->plan.h;
	res->window = r->plan.maxs;
	res->peak_classes = r->peak_classes;
	res->peak_square = r->peak_square;
	res->class_steps = r->class_steps_before;
	for (int t = 0; t < r->nthreads; t++)
		res->class_steps += r->w[t].class_steps;
	uint64_t pk = atomic_load(&r->mem.peak);
	res->peak_memory = pk > r->peak_mem_before ? pk : r->peak_mem_before;
	res->peak_disk = atomic_load(&r->mem.disk_peak);
	res->spilled = atomic_load(&r->mem.spilled);
	res->wide = r->wide;
	res->threads = r->nthreads;
	res->columns = r->plan.w;
	res->column_seconds = r->column_seconds;
	r->column_seconds = NULL;
	res->seconds = count_control_seconds(&r->ctl, count_now());
	res->cpu_seconds = cpu_seconds() - cpu0;
	res->split_square = r->split_square;
	res->part = r->part;
	res->parts = r->parts;
	res->saves = count_control_cost(&r->ctl, count_now());
	snprintf(res->checkpoint_error, sizeof res->checkpoint_error, "%s", r->ctl.error);
	if (!stopped) {
		res->tours = r->src.total;
		if (!r->plan.closed && r->plan.nends == 0 && r->plan.nsq > 1)
			res->tours *= 2; /* each path from each end */
	}
}

/* Cases answered without the DP: boards where no tour can exist (as the
 * backtrack count answers them: odd closed boards for a leaper that
 * changes colour every move, ...), and one square (no moves: one open
 * tour, the square itself). */
static bool shortcut(const count_options *o, frontier_result *res)
{
	const board_spec *spec = &o->cfg.spec;
	long long nsq = (long long)spec->rows * spec->cols;
	if (tour_exists_ruled_out(spec, o->cfg.closed, res->shortcut, sizeof res->shortcut)) {
		res->tours = 0;
		res->ruled_out = true;
	} else if (nsq == 1) {
		res->tours = o->parts > 0 && o->part != 1 ? 0 : 1; /* part 1 holds it */
		snprintf(res->shortcut, sizeof res->shortcut, "one square");
	} else {
		return false;
	}
	res->height = spec->rows < spec->cols ? spec->rows : spec->cols;
	res->columns = spec->rows < spec->cols ? spec->cols : spec->rows;
	res->threads = 1;
	res->column_seconds = calloc((size_t)res->columns, sizeof(double));
	return true;
}

static bool check_options(const count_options *o, char *err, size_t errlen)
{
	if (o->resume && o->resume->method != COUNT_FRONTIER) {
		snprintf(err, errlen, "checkpoint: a backtracking count's, not a frontier one's");
		return false;
	}
	if (!board_spec_valid(&o->cfg.spec, err, errlen) ||
	    !frontier_supports(&o->cfg.spec, o->cfg.closed, err, errlen))
		return false;
	int32_t nsq = o->cfg.spec.rows * o->cfg.spec.cols;
	if (o->nends != 0 &&
	    (o->nends != 2 || o->cfg.closed || o->parts > 0 || o->checkpoint || o->resume ||
	     o->ends[0] == o->ends[1] || o->ends[0] < 0 || o->ends[1] < 0 || o->ends[0] >= nsq ||
	     o->ends[1] >= nsq)) {
		snprintf(err, errlen,
			 "given ends: expected two different squares of the board, for open "
			 "tours, without a part, a checkpoint or a resume");
		return false;
	}
	if (o->parts < 0 || (o->parts > 0 && (o->part < 1 || o->part > o->parts))) {
		snprintf(err, errlen, "part %d of %d: expected a part from 1 to %d", o->part,
			 o->parts, o->parts);
		return false;
	}
	return true;
}

/* Load the first level (or the resumed state) and count. */
static bool run(fr_run *r, bool answered, frontier_result *res, bool *stopped, char *err,
		size_t errlen)
{
	const count_options *o = r->o;
	if (!(o->resume ? fr_ckpt_load(r, o->resume->path, err, errlen)
			: first_level(r, answered, res->tours, err, errlen)))
		return false;
	count_control_init(&r->ctl, o, count_now());
	r->ctl.prior = r->seconds_before;
	if (!fr_run_threads_start(r, err, errlen) || !count_loop(r, stopped, err, errlen))
		return false;
	if (!*stopped && o->checkpoint) /* the last one: a failure is the result's */
		save(r, err, errlen);
	return true;
}

bool frontier_count(const count_options *o, frontier_result *res, char *err, size_t errlen)
{
	memset(res, 0, sizeof *res);
	double cpu0 = cpu_seconds();
	if (!check_options(o, err, errlen))
		return false;
	/* answered at once; with a checkpoint, one is written all the same */
	bool answered = !o->resume && shortcut(o, res);
	if (answered && !o->checkpoint)
		return true;
	if (answered) {
		free(res->column_seconds);
		res->column_seconds = NULL;
	}
	fr_run *r = calloc(1, sizeof *r);
	if (!r) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	bool stopped = false;
	bool ok = run_init(r, o, err, errlen) && run(r, answered, res, &stopped, err, errlen);
	if (ok)
		fill_result(r, res, stopped, cpu0);
	run_free(r);
	free(r);
	return ok;
}

void frontier_result_free(frontier_result *r)
{
	free(r->column_seconds);
	r->column_seconds = NULL;
}
