/* SPDX-License-Identifier: MIT */
/* bench_divide: figures for divide and conquer (not pass/fail).
 *   The closed tour of 1000x1000 and 10000x10000 (and 250x252): creation,
 *   the construction (divide_run) and the walk round the finished cycle
 *   (divide_path) timed apart, in ns per square, cpu (wall); the tour
 *   checked closed by ktour's checker (tour_check); peak RSS.
 *   The step rate with events (divide_step) on 1000x1000, and the cost of
 *   numbering the cycles (divide_numbers) half way.
 *   Beside it, the Squirrel-Cull walk (warnsdorff) on 1000x1000, an open
 *   tour; bench_walk has it on 10000x10000.
 * Each figure on its own line, saying what it measures. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#include "engine/divide.h"
#include "ktour/engine.h"
#include "ktour/tour.h"

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static double cpu_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static double peak_rss_mib(void)
{
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_maxrss / 1024.0;
}

static divide *make(int rows, int cols)
{
	board_spec spec = {.rows = rows, .cols = cols, .lea = 1, .leb = 2};
	char err[256];
	divide *d = divide_create(&spec, KSQ_NONE, err, sizeof err);
	if (!d) {
		fprintf(stderr, "bench_divide: %s\n", err);
		exit(1);
	}
	return d;
}

/* "closed tour" or what the checker found wrong. */
static const char *check(int rows, int cols, const ksq *path)
{
	static char why[200];
	board_spec spec = {.rows = rows, .cols = cols, .lea = 1, .leb = 2};
	tour t;
	tour_init(&t, &spec);
	t.path = (ksq *)path; /* borrowed: not freed below */
	t.len = t.cap = (size_t)rows * cols;
	tour_report r;
	bool ok = tour_check(&t, &r) && r.closed;
	snprintf(why, sizeof why, "%s", ok ? "closed tour (tour_check)" : r.reason);
	t.path = NULL;
	tour_free(&t);
	return why;
}

static void bench_tour(int rows, int cols)
{
	double sq = (double)rows * cols;
	ksq *path = malloc((size_t)rows * cols * sizeof *path);
	if (!path) {
		printf("divide %dx%d: out of memory for the path\n", rows, cols);
		return;
	}
	double w0 = now(), c0 = cpu_now();
	divide *d = make(rows, cols);
	double w1 = now(), c1 = cpu_now();
	uint64_t steps = divide_run(d, 0);
	double w2 = now(), c2 = cpu_now();
	bool done = divide_path(d, path);
	double w3 = now(), c3 = cpu_now();
	divide_view v;
	divide_view_get(d, &v);
	divide_destroy(d);
	printf("divide %dx%d: %llu steps (%ld blocks), %s\n", rows, cols,
	       (unsigned long long)steps, (long)v.blocks,
	       done ? check(rows, cols, path) : "NOT finished");
	printf("divide %dx%d: ns per square, cpu (wall): create %.2f (%.2f), build %.2f "
	       "(%.2f), walk %.2f (%.2f); total %.3f s cpu, %.3f s wall\n",
	       rows, cols, (c1 - c0) * 1e9 / sq, (w1 - w0) * 1e9 / sq, (c2 - c1) * 1e9 / sq,
	       (w2 - w1) * 1e9 / sq, (c3 - c2) * 1e9 / sq, (w3 - w2) * 1e9 / sq, c3 - c0,
	       w3 - w0);
	free(path);
	printf("divide %dx%d: peak RSS of this process so far %.1f MiB\n", rows, cols,
	       peak_rss_mib());
}

static void bench_steps(int m)
{
	divide *d = make(m, m);
	divide_event ev;
	double t0 = now();
	uint64_t n = 0;
	while (divide_step(d, &ev) != DIVIDE_FINISHED) {
		n++;
		if (n == 2000) { /* the numbering of the cycles, as a view asks */
			double a = now();
			(void)divide_numbers(d);
			printf("divide %dx%d: numbering the cycles after 2000 steps: %.2f ms\n", m, m,
			       (now() - a) * 1e3);
		}
	}
	double t1 = now();
	printf("divide %dx%d: divide_step with events: %llu steps in %.3f s (%.1f M steps/s)\n",
	       m, m, (unsigned long long)n, t1 - t0, n / (t1 - t0) / 1e6);
	divide_destroy(d);
}

static void bench_walk_beside(int m)
{
	engine_config c = engine_config_default();
	c.kind = ENGINE_WARNSDORFF;
	c.tiebreak = TIEBREAK_SQUIRREL_CULL;
	c.spec.rows = c.spec.cols = m;
	char err[256];
	double w0 = now();
	engine *e = engine_create(&c, err, sizeof err);
	if (!e) {
		printf("warnsdorff %dx%d: %s\n", m, m, err);
		return;
	}
	engine_event_kind k = engine_run(e, 0, NULL, NULL);
	double w1 = now();
	engine_destroy(e);
	printf("beside it, warnsdorff squirrel-cull %dx%d (an open tour): %s, %.3f s wall\n", m, m,
	       k == EV_EXHAUSTED ? "tour" : "stuck", w1 - w0);
}

int main(void)
{
	bench_tour(250, 252);
	bench_tour(1000, 1000);
	bench_walk_beside(1000);
	bench_tour(10000, 10000);
	bench_steps(1000);
	return 0;
}
