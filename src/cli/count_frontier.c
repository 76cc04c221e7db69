/* ktour count with the frontier counter (count_frontier.h): the choice of
 * method, the options, the progress line and the report. */
#include "count_frontier.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include "ktour/checkpoint.h"
#include "ktour/commands.h"
#include "ktour/frontier.h"
#include "ktour/square.h"
#include "ktour/tour_exists.h"

/* Boards from this many squares count faster with the frontier method
 * (bench/run.sh measures both). */
#define AUTO_MIN_SQUARES 40
#define MAX_PARTS 1000000

/* The signal that stopped the count, 0 while none. */
bool count_method_parse(const char *text, count_method *m)
{
	static const char *names[] = {"auto", "backtrack", "frontier"};
	for (int i = 0; i < 3; i++)
		if (strcmp(text, names[i]) == 0) {
			*m = (count_method)i;
			return true;
		}
	cli_error("count: --method '%s': expected auto, backtrack or frontier", text);
	return false;
}

/* "1.5G" style, for the progress line. */
static void human_bytes(uint64_t b, char *out, size_t len)
{
	const char *u = "KMGT";
	double x = (double)b / 1024;
	int i = 0;
	while (x >= 1000 && i < 3) {
		x /= 1024;
		i++;
	}
	snprintf(out, len, "%.1f%c", x, u[i]);
}

static void human_seconds(double s, char *out, size_t len)
{
	if (s < 0)
		snprintf(out, len, "?");
	else if (s < 120)
		snprintf(out, len, "%.0fs", s);
	else if (s < 7200)
		snprintf(out, len, "%.0fm", s / 60);
	else
		snprintf(out, len, "%.1fh", s / 3600);
}

/* The terminal's width (80 when it cannot be told). */
static int stderr_width(void)
{
	struct winsize ws;
	if (ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	return 80;
}

/* One line on stderr (a terminal), rewritten in place: the long form, a
 * short one when the terminal is narrower, cut with "..." at worst (a
 * line that wrapped could not be rewritten). */
static void show_progress(void *ctx, const frontier_progress *p)
{
	(void)ctx;
	char mem[16], left[16], spent[16], line[256];
	human_bytes(p->memory + p->disk, mem, sizeof mem);
	human_seconds(p->seconds_left, left, sizeof left);
	human_seconds(p->seconds, spent, sizeof spent);
	int width = stderr_width() - 1;
	int n = snprintf(line, sizeof line,
			 "frontier: column %d/%d, square %d/%d %.0f%% | %.1fM classes | %s, ~%s "
			 "left | %s",
			 p->column + 1, p->columns, p->square + 1, p->squares,
			 p->square_done * 100, (double)p->classes / 1e6, spent, left, mem);
	if (n > width)
		n = snprintf(line, sizeof line, "col %d/%d sq %d/%d %.0f%% %.1fM %s ~%s %s",
			     p->column + 1, p->columns, p->square + 1, p->squares,
			     p->square_done * 100, (double)p->classes / 1e6, spent, left, mem);
	if (n > width && width > 3)
		snprintf(line + width - 3, sizeof line - (size_t)(width - 3), "...");
	fprintf(stderr, "\r%s\033[K", line);
	fflush(stderr);
}

static void warn_checkpoint(void *ctx, const char *msg)
{
	(void)ctx;
	cli_error("count: warning: %s (the count goes on; will try again)", msg);
}

/* ---- the report ------------------------------------------------------------------------- */

static void print_stats(const frontier_options *o, const frontier_result *r)
{
	char start[SQUARE_NAME_MAX] = "all";
	if (!o->every_start && !o->closed)
		square_name_algebraic(o->spec.rows, o->start_row, o->start_col, start, sizeof start);
	printf("partial: %s\n", r->partial ? "yes" : "no");
	printf("tours: %s\n", o->closed ? "closed undirected" : "open directed");
	printf("board: %dx%d\n", o->spec.rows, o->spec.cols);
	if (o->spec.lea != 1 || o->spec.leb != 2)
		printf("leaper: %d,%d\n", o->spec.lea, o->spec.leb);
	printf("torus: no\nstart: %s\nmethod: frontier\n", start);
	printf("column-height: %d\n", r->height);
	if (r->window)
		printf("window: %d\n", r->window);
	if (r->shortcut[0])
		printf("shortcut: %s\n", r->shortcut);
	if (r->parts > 0)
		printf("part: %d/%d\nsplit-square: %d\n", r->part, r->parts, (int)r->split_square);
	printf("peak-classes: %llu\n", (unsigned long long)r->peak_classes);
	printf("peak-square: %d\n", (int)r->peak_square);
	printf("class-steps: %llu\n", (unsigned long long)r->class_steps);
	printf("memory: %llu\n", (unsigned long long)r->peak_memory);
	printf("bytes-per-class: %.1f\n",
	       r->peak_classes ? (double)r->peak_memory / (double)r->peak_classes : 0);
	struct rusage ru;
	if (getrusage(RUSAGE_SELF, &ru) == 0)
		printf("peak-rss: %llu\n", (unsigned long long)ru.ru_maxrss * 1024);
	printf("disk: %llu\n", (unsigned long long)r->peak_disk);
	printf("spilled: %llu\n", (unsigned long long)r->spilled);
	printf("counts: %s\n", r->wide ? "128-bit" : "64-bit");
	printf("seconds-per-column:");
	for (int c = 0; c < r->columns; c++)
		printf(" %.3f", r->column_seconds ? r->column_seconds[c] : 0);
	printf("\nthreads: %d\n", r->threads);
	if (o->checkpoint)
		printf("checkpoint: %s\n", o->checkpoint);
	printf("seconds: %.6f\n", r->seconds);
	printf("cpu-seconds: %.3f\n", r->cpu_seconds);
	printf("cpu-us-per-class-step: %.3f\n",
	       r->class_steps ? r->cpu_seconds * 1e6 / (double)r->class_steps : 0);
}

static int report(const frontier_options *o, const frontier_result *r, bool stats)
{
	char num[48];
	frontier_count_format(r->tours, num, sizeof num);
	printf("%s\n", num);
	if (r->ruled_out) /* as the backtrack count says it */
		cli_error("count: 0 without a search: no %s can exist on the %dx%d board: %s",
			  o->closed ? "closed tour" : "tour", o->spec.rows, o->spec.cols,
			  r->shortcut);
	if (stats)
		print_stats(o, r);
	else if (r->partial)
		printf("partial: yes\n");
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error("count: writing to standard output: %s", strerror(errno ? errno : EIO));
		return EXIT_USAGE;
	}
	if (r->checkpoint_error[0]) {
		cli_error("count: %s", r->checkpoint_error);
		return EXIT_USAGE;
	}
	if (!r->partial)
		return EXIT_YES;
	if (o->checkpoint)
		cli_error("count: stopped; the count is saved: ktour count --resume %s",
			  o->checkpoint);
	return cli_stop_signal ? 128 + cli_stop_signal : EXIT_INTERRUPTED;
}

/* ---- running ------------------------------------------------------------------------------ */

static int run_claimed(frontier_options *fo, const count_request *rq)
{
	fo->threads = rq->threads;
	fo->memory = rq->memory;
	fo->spill_dir = rq->spill;
	if (rq->every > 0)
		fo->checkpoint_every = rq->every;
	fo->resume = rq->resume;
	fo->time_limit = rq->time_limit;
	fo->stop = &cli_stop_signal;
	fo->warn = warn_checkpoint;
	if (isatty(STDERR_FILENO))
		fo->progress = show_progress;

	cli_catch_stop();
	frontier_result r;
	char err[400];
	bool ok = frontier_count(fo, &r, err, sizeof err);
	cli_release_stop();
	if (fo->progress) {
		fputs("\r\033[K", stderr);
		fflush(stderr);
	}
	if (!ok) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	int st = report(fo, &r, rq->stats);
	frontier_result_free(&r);
	return st;
}

/* The checkpoint files, owned as the backtrack count owns them
 * (ktour/checkpoint.h): the one resumed locked, the one written claimed
 * (an existing one replaced only with --force). */
static bool claim_files(frontier_options *fo, const count_request *rq, checkpoint_lock *resumed,
			checkpoint_lock *written)
{
	char err[PATH_MAX + 300];
	if (rq->resume && checkpoint_lock_take(rq->resume, resumed, err, sizeof err) < 0) {
		cli_error("count: --resume %s", err);
		return false;
	}
	if (!fo->checkpoint)
		return true;
	bool same = rq->resume && (strcmp(fo->checkpoint, rq->resume) == 0 ||
				   checkpoint_lock_same(resumed, fo->checkpoint));
	checkpoint_lock *lk = same ? resumed : written;
	if (!checkpoint_claim(fo->checkpoint, !same, rq->force, lk, err, sizeof err)) {
		cli_error("count: %s %s", same ? "--resume" : "--checkpoint", err);
		return false;
	}
	fo->checkpoint_lock = lk;
	return true;
}

static int run(frontier_options *fo, const count_request *rq)
{
	checkpoint_lock resumed = checkpoint_lock_none(), written = checkpoint_lock_none();
	fo->checkpoint = rq->checkpoint ? rq->checkpoint : rq->resume;
	if (!claim_files(fo, rq, &resumed, &written)) {
		checkpoint_lock_release(&resumed);
		return EXIT_USAGE;
	}
	int st = run_claimed(fo, rq);
	checkpoint_lock_release(&resumed);
	checkpoint_lock_release(&written);
	return st;
}

/* --job part:K/N */
static bool parse_part(const char *job, int *part, int *parts)
{
	char tail;
	if (sscanf(job, "part:%d/%d%c", part, parts, &tail) != 2 || *parts < 1 ||
	    *parts > MAX_PARTS || *part < 1 || *part > *parts) {
		cli_error("count: --job '%.60s': expected part:K/N with 1 <= K <= N <= %d (a line "
			  "of --method frontier --split N)",
			  job, MAX_PARTS);
		return false;
	}
	return true;
}

static int print_parts(unsigned long long n)
{
	if (n > MAX_PARTS) {
		cli_error("count: --split %llu: the frontier method splits into at most %d parts",
			  n, MAX_PARTS);
		return EXIT_USAGE;
	}
	for (unsigned long long k = 1; k <= n; k++)
		printf("part:%llu/%llu\n", k, n);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error("count: writing to standard output: %s", strerror(errno ? errno : EIO));
		return EXIT_USAGE;
	}
	return EXIT_YES;
}

static int run_fresh(shared_options *so, const count_request *rq, int part, int parts)
{
	char err[300];
	if (!options_finish(so, err, sizeof err)) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	frontier_options fo = frontier_options_default();
	fo.spec = so->cfg.spec;
	fo.closed = so->cfg.closed;
	fo.every_start = so->cfg.closed || !so->start_given;
	fo.start_row = (int)(so->cfg.start / so->cfg.spec.cols);
	fo.start_col = (int)(so->cfg.start % so->cfg.spec.cols);
	fo.part = part;
	fo.parts = parts;
	return run(&fo, rq);
}

/* The command line may repeat the checkpoint's options, not change them. */
static int run_resume(shared_options *so, const count_request *rq)
{
	char err[400];
	frontier_options ck = frontier_options_default();
	if (!frontier_checkpoint_options(rq->resume, &ck, err, sizeof err)) {
		cli_error("count: --resume: %s", err);
		return EXIT_USAGE;
	}
	if (!rq->board_given)
		so->cfg.spec.rows = ck.spec.rows, so->cfg.spec.cols = ck.spec.cols;
	if (!rq->leaper_given)
		so->cfg.spec.lea = ck.spec.lea, so->cfg.spec.leb = ck.spec.leb;
	if (!options_finish(so, err, sizeof err)) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	const board_spec *s = &so->cfg.spec;
	ksq start = (ksq)ck.start_row * ck.spec.cols + ck.start_col;
	const char *what = s->rows != ck.spec.rows || s->cols != ck.spec.cols ? "another board"
			   : s->lea != ck.spec.lea || s->leb != ck.spec.leb ? "another leaper"
			   : rq->torus_given && s->torus                    ? "no torus"
			   : rq->closed_given && so->cfg.closed != ck.closed ? "other tours"
			   : rq->start_given && (ck.every_start || so->cfg.start != start)
				? "another start"
			   : rq->job ? "its own part (drop --job)"
				     : NULL;
	if (what) {
		cli_error("count: --resume %s: the checkpoint is for %s than the command line "
			  "says (drop that option: a resumed count keeps its options)",
			  rq->resume, what);
		return EXIT_USAGE;
	}
	return run(&ck, rq);
}

int count_frontier_maybe(shared_options *so, const count_request *rq, char *note,
			 size_t notelen)
{
	note[0] = '\0';
	if (rq->resume) {
		bool mine = frontier_is_checkpoint(rq->resume);
		if (mine && rq->method == METHOD_BACKTRACK) {
			cli_error("count: --resume %s is a frontier count's checkpoint: drop --method "
				  "backtrack",
				  rq->resume);
			return EXIT_USAGE;
		}
		if (!mine && rq->method == METHOD_FRONTIER) {
			cli_error("count: --resume %s: not a frontier count's checkpoint (a "
				  "backtrack count's resumes without --method frontier)",
				  rq->resume);
			return EXIT_USAGE;
		}
		return mine ? run_resume(so, rq) : -1;
	}
	bool part_job = rq->job && strncmp(rq->job, "part:", 5) == 0;
	if (rq->job && !part_job) {
		if (rq->method != METHOD_FRONTIER)
			return -1;
		cli_error("count: --job '%.60s' is a backtrack job; the frontier method's jobs "
			  "are part:K/N (from --split N)",
			  rq->job);
		return EXIT_USAGE;
	}
	if (rq->method == METHOD_BACKTRACK) {
		if (!part_job)
			return -1;
		cli_error("count: --job %s is a frontier count's part: drop --method backtrack",
			  rq->job);
		return EXIT_USAGE;
	}
	char why[200];
	bool can = frontier_supports(&so->cfg.spec, so->cfg.closed, why, sizeof why);
	long long nsq = (long long)so->cfg.spec.rows * so->cfg.spec.cols;
	bool bt_only = so->order_given || so->prune_given || rq->no_symmetry || rq->estimate ||
		       rq->classify;
	if (rq->method == METHOD_AUTO && !part_job) {
		/* a board without a tour: the backtrack count answers at once */
		char none[300];
		if (nsq < AUTO_MIN_SQUARES || bt_only || rq->split_given ||
		    tour_exists_ruled_out(&so->cfg.spec, so->cfg.closed, none, sizeof none))
			return -1;
		if (!can)
			snprintf(note, notelen, "%s", why);
		return can ? run_fresh(so, rq, 0, 0) : -1;
	}
	if (bt_only) {
		cli_error("count: --%s applies to the backtrack method only",
			  so->order_given ? "order"
			  : so->prune_given ? "prune"
			  : rq->estimate    ? "estimate"
			  : rq->classify    ? "classify"
					    : "no-symmetry");
		return EXIT_USAGE;
	}
	if (!can) {
		if (part_job) {
			cli_error("count: --job %s: %s", rq->job, why);
			return EXIT_USAGE;
		}
		snprintf(note, notelen, "%s", why);
		return -1;
	}
	if (rq->split_given)
		return print_parts(rq->split);
	int part = 0, parts = 0;
	if (part_job && !parse_part(rq->job, &part, &parts))
		return EXIT_USAGE;
	return run_fresh(so, rq, part, parts);
}
