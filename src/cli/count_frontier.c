/* SPDX-License-Identifier: MIT */
/* ktour count with the frontier counter (count_cli.h): the choice of
 * method, the frontier's parts, the progress line and the report. */
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include "count_cli.h"
#include "ktour/checkpoint.h"
#include "ktour/commands.h"
#include "ktour/escape.h"
#include "ktour/frontier.h"
#include "ktour/square.h"
#include "ktour/tour_exists.h"

/* Boards from this many squares count faster with the frontier method
 * (bench/run.sh measures both). */
#define AUTO_MIN_SQUARES 40
#define MAX_PARTS 1000000

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
void count_frontier_progress(void *ctx, const count_progress *p)
{
	(void)ctx;
	char mem[16], left[16], spent[16], line[256];
	human_bytes(p->memory + p->disk, mem, sizeof mem);
	human_seconds(p->seconds_left, left, sizeof left);
	human_seconds(p->seconds, spent, sizeof spent);
	int width = stderr_width() - 1;
	char pair[48] = "";
	if (p->jobs_total > 0) /* --part: the pair of ends being counted */
		snprintf(pair, sizeof pair, "pair %llu/%llu, ",
			 (unsigned long long)p->jobs_done + 1, (unsigned long long)p->jobs_total);
	int n = snprintf(line, sizeof line,
			 "frontier: %scolumn %d/%d, square %d/%d %.0f%% | %.1fM classes | %s, ~%s "
			 "left | %s",
			 pair, p->column + 1, p->columns, p->square + 1, p->squares,
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

/* ---- the report ------------------------------------------------------------------------- */

void count_frontier_stats(const count_options *o, const frontier_result *r)
{
	const board_spec *spec = &o->cfg.spec;
	char start[SQUARE_NAME_MAX] = "all";
	if (!o->every_start && !o->cfg.closed)
		square_name_algebraic(spec->rows, o->cfg.start / spec->cols, o->cfg.start % spec->cols,
				      start, sizeof start);
	escape_printf(stdout, "partial: %s\n", r->partial ? "yes" : "no");
	escape_printf(stdout, "tours: %s\n", o->cfg.closed ? "closed undirected" : "open directed");
	printf("board: %dx%d\n", spec->rows, spec->cols);
	if (spec->lea != 1 || spec->leb != 2)
		printf("leaper: %d,%d\n", spec->lea, spec->leb);
	escape_printf(stdout, "torus: no\nstart: %s\nmethod: frontier\n", start);
	printf("column-height: %d\n", r->height);
	if (r->window)
		printf("window: %d\n", r->window);
	if (r->shortcut[0])
		escape_printf(stdout, "shortcut: %s\n", r->shortcut);
	if (r->parts > 0)
		printf("part: %d/%d\nsplit-square: %d\n", r->part, r->parts, (int)r->split_square);
	printf("peak-classes: %llu\n", (unsigned long long)r->peak_classes);
	printf("peak-square: %d\n", (int)r->peak_square);
	printf("class-steps: %llu\n", (unsigned long long)r->class_steps);
	printf("memory: %llu\n", (unsigned long long)r->peak_memory);
	printf("bytes-per-class: %.1f\n",
	       r->peak_classes ? (double)r->peak_memory / (double)r->peak_classes : 0);
	struct rusage ru;
	/* ru_maxrss is in KiB on Linux and the BSDs, in bytes on macOS. */
#ifdef __APPLE__
	const unsigned long long rss_unit = 1;
#else
	const unsigned long long rss_unit = 1024;
#endif
	if (getrusage(RUSAGE_SELF, &ru) == 0)
		printf("peak-rss: %llu\n", (unsigned long long)ru.ru_maxrss * rss_unit);
	printf("disk: %llu\n", (unsigned long long)r->peak_disk);
	printf("spilled: %llu\n", (unsigned long long)r->spilled);
	escape_printf(stdout, "counts: %s\n", r->wide ? "128-bit" : "64-bit");
	printf("seconds-per-column:");
	for (int c = 0; c < r->columns; c++)
		printf(" %.3f", r->column_seconds ? r->column_seconds[c] : 0);
	printf("\nthreads: %d\n", r->threads);
	count_report_saves(o, &r->saves);
	printf("seconds: %.6f\n", r->seconds);
	printf("cpu-seconds: %.3f\n", r->cpu_seconds);
	printf("cpu-us-per-class-step: %.3f\n",
	       r->class_steps ? r->cpu_seconds * 1e6 / (double)r->class_steps : 0);
}

int count_frontier_report(const count_options *o, const frontier_result *r, bool stats)
{
	char num[48];
	frontier_count_format(r->tours, num, sizeof num);
	escape_printf(stdout, "%s\n", num);
	if (r->ruled_out) /* as the backtrack count says it */
		count_report_ruled_out(o, r->shortcut);
	if (stats)
		count_frontier_stats(o, r);
	else if (r->partial)
		printf("partial: yes\n");
	return count_report_end(o, r->partial, r->checkpoint_error, "count");
}

/* ---- parts -------------------------------------------------------------------------------- */

bool count_frontier_part(const char *job, count_options *o)
{
	char tail;
	if (sscanf(job, "part:%d/%d%c", &o->part, &o->parts, &tail) != 2 || o->parts < 1 ||
	    o->parts > MAX_PARTS || o->part < 1 || o->part > o->parts) {
		cli_error("count: --job %s: expected part:K/N with 1 <= K <= N <= %d (a line "
			  "of --method frontier --split N)",
			  ESCAPE_QUOTE(job), MAX_PARTS);
		return false;
	}
	return true;
}

int count_frontier_parts(unsigned long long n)
{
	if (n > MAX_PARTS) {
		cli_error("count: --split %llu: the frontier method splits into at most %d parts",
			  n, MAX_PARTS);
		return EXIT_USAGE;
	}
	for (unsigned long long k = 1; k <= n; k++)
		printf("part:%llu/%llu\n", k, n);
	return count_finish_stdout();
}

/* ---- the choice of method ------------------------------------------------------------------ */

/* A checkpoint is counted on by its own method; --method may only agree. */
static int resumed_method(const count_request *rq, count_method *m)
{
	bool mine = checkpoint_method_of(rq->resume) == COUNT_FRONTIER;
	if (mine && rq->method == CHOICE_BACKTRACK) {
		cli_error("count: --resume %s is a frontier count's checkpoint: drop --method "
			  "backtrack",
			  ESCAPE_NAME(rq->resume));
		return EXIT_USAGE;
	}
	if (!mine && rq->method == CHOICE_FRONTIER) {
		cli_error("count: --resume %s: not a frontier count's checkpoint (a backtrack "
			  "count's resumes without --method frontier)",
			  ESCAPE_NAME(rq->resume));
		return EXIT_USAGE;
	}
	*m = mine ? COUNT_FRONTIER : COUNT_BACKTRACK;
	return -1;
}

/* --method auto: the frontier from AUTO_MIN_SQUARES squares on, where it
 * can count and nothing asks for backtracking. */
static count_method auto_method(count_request *rq, bool backtrack_only, bool can,
				const char *why)
{
	const shared_options *so = &rq->so;
	long long nsq = (long long)so->cfg.spec.rows * so->cfg.spec.cols;
	char none[300];
	/* a board without a tour: the backtrack count answers at once */
	if (nsq < AUTO_MIN_SQUARES || backtrack_only || rq->split_given ||
	    tour_exists_ruled_out(&so->cfg.spec, so->cfg.closed, none, sizeof none))
		return COUNT_BACKTRACK;
	if (!can)
		snprintf(rq->note, sizeof rq->note, "%s", why);
	return can ? COUNT_FRONTIER : COUNT_BACKTRACK;
}

/* --part: the frontier method, for open tours from every square. */
static int part_method(const count_request *rq, count_method *m, bool can, const char *why)
{
	const shared_options *so = &rq->so;
	const char *no = rq->method == CHOICE_BACKTRACK ? "--method backtrack (a part is a "
							  "frontier count)"
			 : so->cfg.closed	     ? "--closed (a closed tour has no ends)"
			 : so->start_given	     ? "--start (the parts cut by both ends)"
			 : so->order_given	     ? "--order (backtracking only)"
			 : so->prune_given	     ? "--prune (backtracking only)"
			 : rq->no_symmetry	     ? "--no-symmetry (backtracking only)"
			 : (long long)so->cfg.spec.rows * so->cfg.spec.cols < 2
				 ? "a one-square board (its one tour has no pair of ends)"
				 : NULL;
	if (no) {
		cli_error("count: --part %s cannot go with %s", rq->part, no);
		return EXIT_USAGE;
	}
	if (!can) {
		cli_error("count: --part %s: %s", rq->part, why);
		return EXIT_USAGE;
	}
	*m = COUNT_FRONTIER;
	return -1;
}

int count_choose_method(count_request *rq, count_method *m)
{
	const shared_options *so = &rq->so;
	rq->note[0] = '\0';
	*m = COUNT_BACKTRACK;
	if (rq->resume)
		return resumed_method(rq, m);
	char why[200];
	bool can = frontier_supports(&so->cfg.spec, so->cfg.closed, why, sizeof why);
	if (rq->part)
		return part_method(rq, m, can, why);
	bool part_job = rq->job && strncmp(rq->job, "part:", 5) == 0;
	if (rq->job && !part_job) {
		if (rq->method != CHOICE_FRONTIER)
			return -1;
		cli_error("count: --job %s is a backtrack job; the frontier method's jobs "
			  "are part:K/N (from --split N)",
			  ESCAPE_QUOTE(rq->job));
		return EXIT_USAGE;
	}
	if (rq->method == CHOICE_BACKTRACK) {
		if (!part_job)
			return -1;
		cli_error("count: --job %s is a frontier count's part: drop --method backtrack",
			  rq->job);
		return EXIT_USAGE;
	}
	bool backtrack_only = so->order_given || so->prune_given || rq->no_symmetry ||
			      rq->estimate || rq->classify;
	if (rq->method == CHOICE_AUTO && !part_job) {
		*m = auto_method(rq, backtrack_only, can, why);
		return -1;
	}
	if (backtrack_only) {
		cli_error("count: --%s applies to the backtrack method only",
			  so->order_given ? "order"
			  : so->prune_given ? "prune"
			  : rq->estimate    ? "estimate"
			  : rq->classify    ? "classify"
					    : "no-symmetry");
		return EXIT_USAGE;
	}
	if (!can && part_job) {
		cli_error("count: --job %s: %s", rq->job, why);
		return EXIT_USAGE;
	}
	if (!can)
		snprintf(rq->note, sizeof rq->note, "%s", why);
	*m = can ? COUNT_FRONTIER : COUNT_BACKTRACK;
	return -1;
}
