/* SPDX-License-Identifier: MIT */
/* bench_backtrack: figures for the backtrack engine and `ktour count`,
 * measured in-process (no process start-up), one figure per line with the
 * command or setting it measures.  Figures, not pass/fail: run on an idle
 * machine.  Usage: bench_backtrack [--quick]  (--quick: fewer repeats). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ktour/count.h"
#include "ktour/engine.h"

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Best wall time of `reps` counts; the count itself checked. */
static void bench_count(const char *what, const char *cmd, int rows, int cols, bool closed,
			int threads, uint64_t want, int reps)
{
	count_options o = count_options_default();
	o.cfg.spec.rows = rows;
	o.cfg.spec.cols = cols;
	o.cfg.closed = closed;
	o.threads = threads;
	count_result r;
	char err[256];
	double best = 1e30;
	for (int i = 0; i < reps; i++) {
		double t = now();
		if (!count_tours(&o, &r, err, sizeof err)) {
			printf("%s: error: %s\n", what, err);
			return;
		}
		t = now() - t;
		if (t < best)
			best = t;
	}
	printf("%-40s %-34s %10.3f ms  (%llu%s, best of %d, %d thread%s, %.1f M nodes/s)\n",
	       what, cmd, best * 1e3, (unsigned long long)r.tours,
	       r.tours == want ? "" : " WRONG", reps, r.threads, r.threads == 1 ? "" : "s",
	       (double)r.nodes / best / 1e6);
}

static engine *make(int rows, int cols, bool warnsdorff, prune_mode prune)
{
	engine_config c = engine_config_default();
	c.spec.rows = rows;
	c.spec.cols = cols;
	c.order_warnsdorff = warnsdorff;
	c.prune = prune;
	char err[256];
	engine *e = engine_create(&c, err, sizeof err);
	if (!e) {
		fprintf(stderr, "bench_backtrack: %s\n", err);
		exit(1);
	}
	return e;
}

/* engine_step() (events) against engine_run() (none) on an 8x8 search. */
static void bench_rate(const char *setting, bool warnsdorff, prune_mode prune, uint64_t n)
{
	engine *e = make(8, 8, warnsdorff, prune);
	engine_event ev;
	uint64_t sink = 0;
	double t = now();
	for (uint64_t i = 0; i < n; i++) {
		engine_step(e, &ev);
		sink += (uint64_t)ev.kind;
	}
	double ts = now() - t;
	engine_destroy(e);
	e = make(8, 8, warnsdorff, prune);
	t = now();
	engine_run(e, n, NULL, NULL);
	double tr = now() - t;
	engine_view v;
	engine_view_get(e, &v);
	engine_destroy(e);
	double step_rate = (double)n / ts / 1e6, run_rate = (double)v.counters.steps / tr / 1e6;
	printf("%-40s %-34s %7.1f M steps/s  (engine_run: %.1f M steps/s, %.1fx; %llu steps%s)\n",
	       "8x8 engine_step() with events", setting, step_rate, run_rate,
	       run_rate / step_rate, (unsigned long long)n, sink ? "" : "");
}

static void bench_clone(void)
{
	engine *e = make(8, 8, false, PRUNE_NONE);
	engine_run(e, 1000000, NULL, NULL);
	engine *c = engine_clone(e);
	int n = 200000;
	double t = now();
	for (int i = 0; i < n; i++)
		engine_copy(c, e);
	double tc = now() - t;
	printf("%-40s %-34s %7.1f ns per copy\n", "8x8 engine_copy() (rewind checkpoint)",
	       "backtrack order 12345678", tc / n * 1e9);
	engine_destroy(c);
	engine_destroy(e);
}

int main(int argc, char **argv)
{
	bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
	int reps = quick ? 3 : 20;
	int threads = count_default_threads();
	printf("# in-process figures (no process start-up); targets: count 5x5 <= 1 ms, "
	       "6x6 closed <= 10 ms, 6x6 open <= 1.0 s on 2 cores, step >= 10 M/s\n");
	bench_count("count 5x5 directed open (1728)", "ktour count -b 5x5", 5, 5, false, 0,
		    1728, reps);
	bench_count("count 5x5 directed open, 1 thread", "ktour count -b 5x5 -j 1", 5, 5, false,
		    1, 1728, reps);
	bench_count("count 6x6 closed (9862)", "ktour count -b 6x6 --closed", 6, 6, true, 0,
		    9862, reps);
	bench_count("count 6x6 closed, 1 thread", "ktour count -b 6x6 --closed -j 1", 6, 6, true,
		    1, 9862, reps);
	bench_count("count 6x6 directed open (6637920)", "ktour count -b 6x6", 6, 6, false, 0,
		    6637920, quick ? 1 : 3);
	if (threads > 1)
		bench_count("count 6x6 directed open, 1 thread", "ktour count -b 6x6 -j 1", 6, 6,
			    false, 1, 6637920, 1);
	uint64_t n = quick ? 20000000 : 100000000;
	bench_rate("order 12345678 prune none", false, PRUNE_NONE, n);
	bench_rate("order 12345678 prune lookahead", false, PRUNE_LOOKAHEAD, n);
	bench_rate("order warnsdorff prune none", true, PRUNE_NONE, n);
	bench_rate("order warnsdorff prune lookahead", true, PRUNE_LOOKAHEAD, n);
	bench_clone();
	return 0;
}
