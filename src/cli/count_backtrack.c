/* SPDX-License-Identifier: MIT */
/* ktour count by backtracking (count_cli.h): --job paths, --split's jobs,
 * --estimate, the progress line and the report. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "count_cli.h"
#include "count_estimate.h"
#include "ktour/commands.h"
#include "ktour/config.h"
#include "ktour/escape.h"
#include "ktour/square.h"

/* ---- --job ---------------------------------------------------------------------- */

/* SPEC: squares separated by ',' (algebraic names) or by '/' (also
 * "row,col" names); a path on the board. */
static bool parse_job(const char *spec, const board_spec *bs, ksq **out, int32_t *len)
{
	char err[256];
	board b;
	if (!board_init(&b, bs, err, sizeof err)) {
		cli_error("count: %s", err);
		return false;
	}
	char sep = strchr(spec, '/') ? '/' : ',';
	size_t n = 1;
	for (const char *p = spec; *p; p++)
		n += *p == sep;
	bool ok = n <= (size_t)b.nsq;
	if (!ok)
		cli_error("count: --job %s: %zu squares; the %dx%d board has %ld",
			  ESCAPE_QUOTE(spec), n, b.rows, b.cols, (long)b.nsq);
	ksq *path = ok ? malloc(n * sizeof *path) : NULL;
	char *copy = ok ? strdup(spec) : NULL;
	if (ok && (!path || !copy)) {
		cli_error("count: out of memory");
		ok = false;
	}
	char *save = copy;
	for (size_t i = 0; ok && i < n; i++) {
		char *tok = save, *cut = strchr(save, sep);
		if (cut) {
			*cut = '\0';
			save = cut + 1;
		}
		if (!square_parse_on(&b, tok, &path[i], err, sizeof err)) {
			cli_error("count: --job %s: square %zu: %s (expected squares like "
				  "a1,b3,c5 or 1,1/2,3/3,5)",
				  ESCAPE_QUOTE(spec), i + 1, err);
			ok = false;
		}
	}
	if (ok && !count_check_path(&b, path, (int32_t)n, err, sizeof err)) {
		cli_error("count: --job %s: %s", ESCAPE_QUOTE(spec), err);
		ok = false;
	}
	free(copy);
	board_free(&b);
	if (!ok) {
		free(path);
		return false;
	}
	*out = path;
	*len = (int32_t)n;
	return true;
}

bool count_backtrack_job(const char *spec, const shared_options *so, count_options *o,
			 ksq **job)
{
	if (!parse_job(spec, &so->cfg.spec, job, &o->job_len))
		return false;
	o->job = *job;
	if (so->start_given && (*job)[0] != so->cfg.start) {
		cli_error("count: --job %s begins on another square than --start %s",
			  ESCAPE_QUOTE(spec), ESCAPE_QUOTE(so->start_text));
		return false;
	}
	return true;
}

/* ---- --split ------------------------------------------------------------------------ */

typedef struct split_out {
	int rows, cols;
	bool failed;
} split_out;

static bool emit_job(void *ctx, const ksq *path, int len)
{
	split_out *so = ctx;
	char name[SQUARE_NAME_MAX];
	for (int i = 0; i < len; i++) {
		square_name_algebraic(so->rows, path[i] / so->cols, path[i] % so->cols, name,
				      sizeof name);
		if (i)
			putchar(',');
		escape_fputs(name, stdout, 0);
	}
	putchar('\n');
	so->failed = ferror(stdout) != 0;
	return !so->failed && !cli_stop_signal;
}

int count_backtrack_split(const count_options *o, unsigned long long depth)
{
	char err[256];
	split_out so = {o->cfg.spec.rows, o->cfg.spec.cols, false};
	if (depth > (unsigned long long)INT32_MAX) {
		cli_error("count: --split %llu: too deep", depth);
		return EXIT_USAGE;
	}
	if (!count_split(o, (int)depth, emit_job, &so, err, sizeof err)) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	int st = count_finish_stdout();
	if (st == EXIT_YES && cli_stop_signal)
		return 128 + cli_stop_signal;
	return st;
}

/* ---- the report ------------------------------------------------------------------------ */

/* The progress line, only when stderr is a terminal. */
void count_backtrack_progress(void *ctx, const count_progress *p)
{
	(void)ctx;
	double rate = p->seconds > 0 ? (double)p->nodes / p->seconds / 1e6 : 0;
	/* label first: "tours 1", "subtrees 1/1" read right for any count */
	fprintf(stderr,
		"\rcount: subtrees %llu/%llu, tours %llu so far, %.1f M nodes/s, %.1f s\033[K",
		(unsigned long long)p->jobs_done, (unsigned long long)p->jobs_total,
		(unsigned long long)p->tours, rate, p->seconds);
	fflush(stderr);
}

/* The --stats lines of the search's settings; root KSQ_NONE: every start. */
static void print_settings(const engine_config *c, bool partial, ksq root)
{
	char ord[16], start[SQUARE_NAME_MAX] = "all";
	config_value_format(c, CONFIG_ORDER, &config_header_spelling, ord, sizeof ord);
	if (root != KSQ_NONE)
		square_name_algebraic(c->spec.rows, root / c->spec.cols, root % c->spec.cols,
				      start, sizeof start);
	escape_printf(stdout, "partial: %s\n", partial ? "yes" : "no");
	escape_printf(stdout, "tours: %s\n", c->closed ? "closed undirected" : "open directed");
	printf("board: %dx%d\n", c->spec.rows, c->spec.cols);
	if (c->spec.lea != 1 || c->spec.leb != 2)
		printf("leaper: %d,%d\n", c->spec.lea, c->spec.leb);
	escape_printf(stdout, "torus: %s\n", c->spec.torus ? "yes" : "no");
	escape_printf(stdout, "start: %s\n", start);
	escape_printf(stdout, "order: %s\n", ord);
	escape_printf(stdout, "prune: %s\n", prune_mode_name(c->prune));
}

static void print_stats(const count_options *o, const count_result *r, const char *note)
{
	print_settings(&o->cfg, r->partial, r->start);
	printf("method: backtrack\n");
	if (note[0])
		escape_printf(stdout, "fallback: %s\n", note);
	printf("starts-searched: %d\n", r->starts);
	printf("symmetries: %d\n", r->symmetries);
	printf("translations: %llu\n", (unsigned long long)r->multiplier);
	printf("jobs: %zu\n", r->jobs);
	printf("prefix: %d\n", r->prefix_len);
	printf("solutions-found: %llu\n", (unsigned long long)r->solutions);
	printf("nodes: %llu\n", (unsigned long long)r->nodes);
	printf("retreats: %llu\n", (unsigned long long)r->retreats);
	printf("threads: %d\n", r->threads);
	count_report_saves(o, &r->saves);
	if (o->job_len > 0)
		printf("job-squares: %ld\n", (long)o->job_len);
	printf("seconds: %.6f\n", r->seconds);
	printf("nodes-per-second: %.0f\n", r->seconds > 0 ? (double)r->nodes / r->seconds : 0);
}

int count_backtrack_report(const count_options *o, const count_result *r, const count_request *rq)
{
	printf("%llu\n", (unsigned long long)r->tours);
	if (r->ruled_out[0])
		count_report_ruled_out(o, r->ruled_out);
	if (rq->stats)
		print_stats(o, r, rq->note);
	else if (r->partial)
		printf("partial: yes\n");
	return count_report_end(o, r->partial, r->checkpoint_error, "search");
}

/* --estimate: the estimate instead of the count (count_estimate.c). */
int count_backtrack_estimate(const count_options *o, const count_request *rq)
{
	char err[300];
	count_estimate ce;
	uint64_t probes = rq->probes ? rq->probes : COUNT_ESTIMATE_PROBES;
	if (!count_estimate_run(o, rq->so.cfg.seed, probes, &cli_stop_signal, &ce, err,
				sizeof err)) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	count_estimate_print_value(&ce);
	if (rq->stats) {
		print_settings(&o->cfg, ce.partial, ce.start);
		count_estimate_print_stats(&ce);
	} else if (ce.partial) {
		printf("partial: yes\n");
	}
	int st = count_finish_stdout();
	return st == EXIT_YES && ce.partial ? 128 + cli_stop_signal : st;
}

/* ---- shared by the reports ---------------------------------------------------------------- */

int count_finish_stdout(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error("count: writing to standard output: %s", strerror(errno ? errno : EIO));
		return EXIT_USAGE;
	}
	return EXIT_YES;
}

void count_report_saves(const count_options *o, const count_save_cost *s)
{
	if (!o->checkpoint)
		return;
	escape_printf(stdout, "checkpoint: %s\n", o->checkpoint);
	printf("checkpoint-writes: %d\n", s->writes);
	printf("checkpoint-seconds: %.6f\n", s->seconds);
	printf("checkpoint-longest: %.6f\n", s->longest);
	printf("checkpoint-share: %.4f\n", s->run_seconds > 0 ? s->seconds / s->run_seconds : 0);
	printf("checkpoint-share-bound: %.4f\n", s->share);
}

void count_report_ruled_out(const count_options *o, const char *why)
{
	const engine_config *c = &o->cfg;
	cli_error("count: 0 without a search: no %s can exist on the %dx%d board%s: %s",
		  c->closed ? "closed tour" : "tour", c->spec.rows, c->spec.cols,
		  c->spec.torus ? " (torus)" : "", why);
}

int count_report_end(const count_options *o, bool partial, const char *checkpoint_error,
		     const char *saved)
{
	int st = count_finish_stdout();
	if (checkpoint_error[0]) {
		cli_error("count: %s", checkpoint_error);
		return EXIT_USAGE;
	}
	if (st != EXIT_YES)
		return st;
	if (!partial)
		return EXIT_YES;
	if (o->checkpoint)
		cli_error("count: stopped; the %s is saved: ktour count --resume %s", saved,
			  ESCAPE_NAME(o->checkpoint));
	return cli_stop_signal ? 128 + cli_stop_signal : EXIT_INTERRUPTED;
}
