/* SPDX-License-Identifier: MIT */
/* bench_walk: figures for the walk engines (not pass/fail).
 *   Warnsdorff squirrel-cull on 1000x1000 and 10000x10000: ns per square
 *   (creation = board, degrees, path; walk = engine_run), peak RSS;
 *   the same with ordering 12345678 on 1000x1000 and 10000x10000;
 *   the event-producing engine_step() rate next to engine_run() (8x8 walks);
 *   irwin attempts per second on 8x8;
 *   random-tie walks on 40x40, 100x100 and 400x400 (ns per square), as the
 *   random-ties experiment makes them.
 * Each figure on its own line, saying what it measures. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#include "ktour/engine.h"

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

/* attempts: irwin's walks (0: its default). */
static engine *make(engine_kind kind, tiebreak_kind tb, int m, uint64_t seed, uint64_t attempts)
{
	engine_config c = engine_config_default();
	c.kind = kind;
	c.tiebreak = tb;
	c.spec.rows = c.spec.cols = m;
	c.seed = seed;
	c.max_attempts = attempts;
	char err[256];
	engine *e = engine_create(&c, err, sizeof err);
	if (!e) {
		fprintf(stderr, "bench_walk: %s\n", err);
		exit(1);
	}
	return e;
}

/* Creation (board, degrees, path: the memory is populated here) and the
 * walk (engine_run) timed apart, in wall and CPU time: the machine may be
 * shared, and CPU time is the steadier figure. */
static void bench_big(int m, tiebreak_kind tb, const char *rule)
{
	double w0 = now(), c0 = cpu_now();
	engine *e = make(ENGINE_WARNSDORFF, tb, m, 1, 0);
	double w1 = now(), c1 = cpu_now();
	engine_event_kind k = engine_run(e, 0, NULL, NULL);
	double w2 = now(), c2 = cpu_now();
	engine_view v;
	engine_view_get(e, &v);
	double sq = (double)m * m;
	printf("warnsdorff %dx%d %s: %s after %ld of %.0f squares\n", m, m, rule,
	       k == EV_EXHAUSTED ? "tour" : "stuck", (long)v.depth, sq);
	printf("warnsdorff %dx%d %s: ns per square, cpu (wall): create %.1f (%.1f), walk "
	       "%.1f (%.1f), total %.1f (%.1f); total %.2f s cpu\n",
	       m, m, rule, (c1 - c0) * 1e9 / sq, (w1 - w0) * 1e9 / sq,
	       (c2 - c1) * 1e9 / v.depth, (w2 - w1) * 1e9 / v.depth, (c2 - c0) * 1e9 / sq,
	       (w2 - w0) * 1e9 / sq, c2 - c0);
	engine_destroy(e);
	printf("warnsdorff %dx%d %s: peak RSS of this process so far %.1f MiB\n", m, m, rule,
	       peak_rss_mib());
}

static void bench_step_rate(void)
{
	/* 8x8 irwin walks, stepped with events, then run fast. */
	const uint64_t n = 2000000;
	engine *e = make(ENGINE_IRWIN, TIEBREAK_ORDER, 8, 7, 0);
	engine_event ev;
	double t0 = now();
	for (uint64_t i = 0; i < n; i++)
		engine_step(e, &ev);
	double t1 = now();
	engine_destroy(e);
	e = make(ENGINE_IRWIN, TIEBREAK_ORDER, 8, 7, 0);
	double t2 = now();
	engine_run(e, n, NULL, NULL);
	double t3 = now();
	engine_destroy(e);
	printf("irwin 8x8 engine_step (with events): %.1f million steps/s\n",
	       n / (t1 - t0) / 1e6);
	printf("irwin 8x8 engine_run (fast, no events): %.1f million steps/s\n",
	       n / (t3 - t2) / 1e6);
}

static void bench_irwin(void)
{
	engine *e = make(ENGINE_IRWIN, TIEBREAK_ORDER, 8, 12345, 300000);
	double t0 = now();
	engine_run(e, 0, NULL, NULL);
	double t1 = now();
	engine_view v;
	engine_view_get(e, &v);
	printf("irwin 8x8 seed 12345: %.0f attempts/s (%llu attempts, %llu distinct tours, "
	       "%llu duplicates, %llu stuck, %.2f s)\n",
	       (double)v.counters.walks / (t1 - t0), (unsigned long long)v.counters.walks,
	       (unsigned long long)v.counters.solutions,
	       (unsigned long long)v.counters.duplicates, (unsigned long long)v.counters.stuck,
	       t1 - t0);
	engine_destroy(e);
}

/* Repeated walks on one board, as `ktour experiment random-ties` makes
 * them: irwin with random ties, `walks` attempts on m x m, ns per square
 * in CPU time (the squares the knight moved to). */
static void bench_random_ties(int m, uint64_t walks)
{
	engine *e = make(ENGINE_IRWIN, TIEBREAK_RANDOM, m, 7, walks);
	double c0 = cpu_now();
	engine_run(e, 0, NULL, NULL);
	double c1 = cpu_now();
	engine_view v;
	engine_view_get(e, &v);
	printf("random ties %dx%d, %llu walks (%llu tours): %.1f ns per square, cpu "
	       "(%llu squares, %.2f s)\n",
	       m, m, (unsigned long long)v.counters.walks,
	       (unsigned long long)(v.counters.solutions + v.counters.duplicates),
	       (c1 - c0) * 1e9 / (double)v.counters.advances,
	       (unsigned long long)v.counters.advances, c1 - c0);
	engine_destroy(e);
}

int main(void)
{
	bench_big(1000, TIEBREAK_ORDER, "ordering 12345678");
	bench_big(10000, TIEBREAK_ORDER, "ordering 12345678");
	bench_big(1000, TIEBREAK_SQUIRREL_CULL, "squirrel-cull");
	bench_big(10000, TIEBREAK_SQUIRREL_CULL, "squirrel-cull");
	bench_step_rate();
	bench_irwin();
	bench_random_ties(40, 20000);
	bench_random_ties(100, 2000);
	bench_random_ties(400, 200);
	return 0;
}
